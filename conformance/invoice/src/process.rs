//! `/process` reports the SHA-256 of exactly the bytes it was sent.

use conformance_engine::Context;
use futures::FutureExt;
use serde_json::Value;
use sha2::{Digest, Sha256};

use crate::corpus;
use crate::support::{Decl, FnCase, Halt, fail, upload, verdict};

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
    ]
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
