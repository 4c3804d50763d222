//! `/process` reports the SHA-256 of exactly the bytes it was sent, and
//! judges a file it has never seen as no duplicate of another.

use conformance_engine::Context;
use futures::FutureExt;
use serde_json::Value;
use sha2::{Digest, Sha256};

use crate::support::{Decl, FnCase, Halt, fail, upload, verdict};
use crate::{corpus, pdf};

pub fn cases() -> Vec<FnCase> {
    vec![
        Decl {
            id: "invoice.process.file_sha256",
            title: "/process answers file_sha256 as the lowercase hex SHA-256 of the uploaded bytes",
            requirements: &["INV-PROCESS-6"],
            tags: &["process"],
            serial: false,
            timeout_secs: 30,
            module: module_path!(),
        }
        .build(|ctx| async move { verdict(run(ctx).await) }.boxed()),
        Decl {
            id: "invoice.ledger.new_file_is_no_duplicate_file",
            title: "A file /process has never seen gets no duplicate_file, after other files were processed",
            requirements: &["INV-LEDGER-8", "INV-PROCESS-1"],
            tags: &["process", "ledger"],
            serial: false,
            timeout_secs: 30,
            module: module_path!(),
        }
        .build(|ctx| async move { verdict(new_file(ctx).await) }.boxed()),
    ]
}

async fn new_file(ctx: &mut Context) -> Result<(), Halt> {
    // Two files made for this run, so that no earlier entry holds their bytes;
    // the second is judged with the first already in the ledger.
    let mut reasons = Vec::new();
    for n in 1..=2 {
        let text = format!("Invoice Number: INV-{}-NEW-{n}", ctx.settings.run_id);
        let bytes = pdf::text_page(&[&text], 0);
        let response = ctx.send(upload("/process", "new.pdf", bytes)).await?;
        let body = response.json().unwrap_or(Value::Null);
        let codes: Vec<String> = body
            .get("reasons")
            .and_then(Value::as_array)
            .map(|all| {
                all.iter()
                    .filter_map(|r| r.get("code").and_then(Value::as_str))
                    .map(str::to_string)
                    .collect()
            })
            .unwrap_or_default();
        if response.status != 200 || codes.iter().any(|c| c == "duplicate_file") {
            reasons.push(format!("file {n}: {} {codes:?}", response.status));
        }
    }
    if reasons.is_empty() {
        Ok(())
    } else {
        Err(fail(
            "two files never uploaded before, to /process",
            "200 without duplicate_file",
            "200, no duplicate_file",
            reasons.join("; "),
        ))
    }
}

async fn run(ctx: &mut Context) -> Result<(), Halt> {
    let samples = corpus::samples().map_err(Halt::Harness)?;
    // A file no scenario uploads, so its hash is the only thing checked here.
    let sample = samples
        .get(samples.len() / 2)
        .ok_or_else(|| Halt::Harness("empty corpus".into()))?;
    let expected = hex::encode(Sha256::digest(&sample.pdf));
    let response = ctx
        .send(upload("/process", &sample.name, sample.pdf.clone()))
        .await?;
    let body = response.json().unwrap_or(Value::Null);
    let actual = body.get("file_sha256").cloned().unwrap_or(Value::Null);
    if response.status == 200 && actual.as_str() == Some(expected.as_str()) {
        Ok(())
    } else {
        Err(fail(
            sample.name.as_str(),
            "$.file_sha256",
            expected,
            format!("{} {actual}", response.status),
        ))
    }
}
