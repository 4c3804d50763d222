//! The corpus processed in manifest order on a fresh server gives every invoice
//! the manifest's decision and reason. The ledger decides duplicates and
//! over-billing, so the case only runs when the ledger is still empty — in a
//! full run other cases have filled it; run this case alone on a new server.

use conformance_engine::{Context, Failure, Verdict};
use futures::FutureExt;
use serde_json::Value;

use crate::corpus;
use crate::support::{Decl, FnCase, Halt, brief, healthy, upload, verdict};

pub fn cases() -> Vec<FnCase> {
    vec![
        Decl {
            id: "invoice.corpus.manifest_decisions",
            title: "The corpus processed in manifest order on a fresh server gets the manifest's decisions and reasons",
            requirements: &["INV-CORPUS-1"],
            tags: &["corpus", "ledger", "fresh-server"],
            serial: true,
            timeout_secs: 120,
            module: module_path!(),
        }
        .build(|ctx| async move { run(ctx).await }.boxed()),
    ]
}

async fn run(ctx: &mut Context) -> Verdict {
    let seen = match healthy(ctx, "before").await {
        Ok(health) => health.get("invoices_seen").and_then(Value::as_u64),
        Err(halt) => return verdict(Err(halt)),
    };
    match seen {
        Some(0) => verdict(process_in_order(ctx).await),
        Some(n) => Verdict::Skip(format!(
            "needs a fresh server (invoices_seen is {n}); start a new one and run this case alone"
        )),
        None => Verdict::Fail(vec![Failure::new(
            "GET /health",
            "$.invoices_seen",
            "an integer",
            "absent",
        )]),
    }
}

async fn process_in_order(ctx: &mut Context) -> Result<(), Halt> {
    let entries = corpus::manifest().map_err(Halt::Harness)?;
    let mut failures = Vec::new();
    for entry in &entries {
        let pdf = corpus::read(&entry.file).map_err(Halt::Harness)?;
        let response = ctx.send(upload("/process", &entry.file, pdf)).await?;
        let body = response.json().unwrap_or(Value::Null);
        let decision = body
            .get("decision")
            .and_then(Value::as_str)
            .unwrap_or_default();
        let codes: Vec<&str> = body
            .get("reasons")
            .and_then(Value::as_array)
            .map(|reasons| {
                reasons
                    .iter()
                    .filter_map(|r| r.get("code").and_then(Value::as_str))
                    .collect()
            })
            .unwrap_or_default();
        if response.status != 200
            || decision != entry.decision
            || !codes.contains(&entry.reason.as_str())
        {
            failures.push(Failure::new(
                entry.file.as_str(),
                "decision and reason",
                format!(
                    "200, {} with {} among the reasons",
                    entry.decision, entry.reason
                ),
                format!(
                    "{}, {decision} with {codes:?} {}",
                    response.status,
                    brief_if_error(&response.text(), response.status)
                ),
            ));
        }
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(Halt::Fail(failures))
    }
}

fn brief_if_error(text: &str, status: u16) -> String {
    if status == 200 {
        String::new()
    } else {
        brief(text)
    }
}
