//! The corpus processed in manifest order gets the manifest's decisions and
//! reasons. On a fresh server (an empty ledger: run the case alone on a new
//! server) every entry is checked. On a server whose ledger already holds
//! invoices, as in a full run, the reasons that depend on what came before
//! (duplicates, over-billing, and so `matched`) cannot be predicted; the
//! others still can, and are checked. The case runs alone, after the others:
//! the corpus bills some purchase orders past their value on purpose.

use conformance_engine::{Context, Failure};
use futures::FutureExt;
use serde_json::Value;

use crate::corpus::{self, ManifestEntry};
use crate::support::{Decl, FnCase, Halt, brief, healthy, upload, verdict};

pub fn cases() -> Vec<FnCase> {
    vec![
        Decl {
            id: "invoice.corpus.manifest_decisions",
            title: "The corpus processed in manifest order gets the manifest's decisions and reasons",
            requirements: &["INV-CORPUS-1"],
            tags: &["corpus", "ledger"],
            serial: true,
            timeout_secs: 120,
            module: module_path!(),
        }
        .build(|ctx| async move { verdict(run(ctx).await) }.boxed()),
    ]
}

/// Reasons whose presence depends on the ledger's earlier entries.
const HISTORY: [&str; 5] = [
    "matched",
    "duplicate_invoice",
    "duplicate_file",
    "possible_duplicate",
    "po_overbilled",
];

/// The decisions an invoice raising `reason` may get whatever else it raised.
fn decisions_allowed(reason: &str) -> &'static [&'static str] {
    match reason {
        "unknown_po"
        | "vendor_mismatch"
        | "currency_mismatch"
        | "price_above_tolerance"
        | "quantity_above_tolerance" => &["reject"],
        "price_below_tolerance" => &["approve", "review", "reject"],
        _ => &["review", "reject"],
    }
}

async fn run(ctx: &mut Context) -> Result<(), Halt> {
    let health = healthy(ctx, "before").await?;
    let Some(seen) = health.get("invoices_seen").and_then(Value::as_u64) else {
        return Err(Halt::Fail(vec![Failure::new(
            "GET /health",
            "$.invoices_seen",
            "an integer",
            "absent",
        )]));
    };
    let entries = corpus::manifest().map_err(Halt::Harness)?;
    let fresh = seen == 0;
    let mut failures = Vec::new();
    let mut checked = 0;
    for entry in &entries {
        let pdf = corpus::read(&entry.file).map_err(Halt::Harness)?;
        let response = ctx.send(upload("/process", &entry.file, pdf)).await?;
        let body = response.json().unwrap_or(Value::Null);
        if !fresh && HISTORY.contains(&entry.reason.as_str()) {
            continue;
        }
        checked += 1;
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
        let allowed: &[&str] = if fresh {
            &[entry.decision.as_str()]
        } else {
            decisions_allowed(&entry.reason)
        };
        if response.status != 200
            || !allowed.contains(&decision)
            || !codes.contains(&entry.reason.as_str())
        {
            failures.push(mismatch(entry, allowed, &response, decision, &codes));
        }
    }
    ctx.transcript.note(if fresh {
        format!("a fresh ledger: all {} invoices checked", entries.len())
    } else {
        format!(
            "the ledger already held {seen} invoices: {checked} of {} checked, those whose reason does not depend on earlier entries",
            entries.len()
        )
    });
    if failures.is_empty() {
        Ok(())
    } else {
        Err(Halt::Fail(failures))
    }
}

fn mismatch(
    entry: &ManifestEntry,
    allowed: &[&str],
    response: &conformance_engine::HttpResponse,
    decision: &str,
    codes: &[&str],
) -> Failure {
    let shown = if response.status == 200 {
        String::new()
    } else {
        brief(&response.text())
    };
    Failure::new(
        entry.file.as_str(),
        "decision and reason",
        format!(
            "200, {} with {} among the reasons",
            allowed.join(" or "),
            entry.reason
        ),
        format!("{}, {decision} with {codes:?} {shown}", response.status),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_manifest_reason_is_either_history_or_has_its_decisions() {
        let entries = corpus::manifest().expect("the corpus manifest");
        for entry in entries {
            if HISTORY.contains(&entry.reason.as_str()) {
                continue;
            }
            assert!(
                decisions_allowed(&entry.reason).contains(&entry.decision.as_str()),
                "{}: {} with {}",
                entry.file,
                entry.decision,
                entry.reason
            );
        }
    }
}
