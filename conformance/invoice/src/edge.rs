//! The broken files of `fixtures/invoices/edge/` answer the status and error
//! code `edge/expected_errors.json` gives for them, on both upload endpoints.

use conformance_engine::{Context, Failure};
use futures::FutureExt;

use crate::corpus;
use crate::support::{Decl, FnCase, Halt, error_code, upload, verdict};

pub fn cases() -> Vec<FnCase> {
    vec![
        Decl {
            id: "invoice.errors.edge_corpus",
            title: "Every broken file of the edge corpus answers its documented status and code on /extract and /process",
            requirements: &["INV-CORPUS-2", "INV-ERROR-1"],
            tags: &["errors", "corpus"],
            serial: false,
            timeout_secs: 60,
            module: module_path!(),
        }
        .build(|ctx| async move { verdict(run(ctx).await) }.boxed()),
    ]
}

async fn run(ctx: &mut Context) -> Result<(), Halt> {
    let files = corpus::edge_files().map_err(Halt::Harness)?;
    let mut failures = Vec::new();
    for file in &files {
        for path in ["/extract", "/process"] {
            let response = ctx
                .send(upload(path, &file.name, file.bytes.clone()))
                .await?;
            let expected = format!("{} {}", file.expected.status, file.expected.code);
            let actual = match error_code(&response) {
                Ok(code) => format!("{} {code}", response.status),
                Err(problem) => problem,
            };
            if actual != expected {
                failures.push(Failure::new(
                    format!("{path} {}", file.name),
                    "status and error code",
                    expected,
                    actual,
                ));
            }
        }
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(Halt::Fail(failures))
    }
}
