//! Counting ledger entries through `invoices_seen`. These cases run serially,
//! alone, so that no other case's request moves the count while they read it.

use std::collections::BTreeSet;

use conformance_engine::context::Body;
use conformance_engine::{Context, Failure, HttpRequest};
use futures::FutureExt;
use serde_json::{Value, json};

use crate::corpus;
use crate::support::{Decl, FnCase, Halt, brief, fail, healthy, upload, verdict};

/// Concurrent `/match` requests in the race case.
const CONCURRENT: usize = 24;

pub fn cases() -> Vec<FnCase> {
    vec![
        Decl {
            id: "invoice.ledger.counts_decisions_only",
            title: "Each success of /process and /match adds one ledger entry; /extract and failed requests add none",
            requirements: &["INV-LEDGER-1", "INV-EXTRACT-10", "INV-ERROR-9"],
            tags: &["ledger"],
            serial: true,
            timeout_secs: 60,
            module: module_path!(),
        }
        .build(|ctx| async move { verdict(counts(ctx).await) }.boxed()),
        Decl {
            id: "invoice.ledger.concurrent_requests",
            title: "Concurrent /match requests each get their own ledger id and none is lost",
            requirements: &["INV-LEDGER-7", "INV-LEDGER-1"],
            tags: &["ledger", "concurrency", "race"],
            serial: true,
            timeout_secs: 60,
            module: module_path!(),
        }
        .build(|ctx| async move { verdict(race(ctx).await) }.boxed()),
    ]
}

/// A small invoice on a large purchase order, numbered for this run.
fn invoice(ctx: &Context, tag: &str) -> Value {
    json!({
        "invoice_number": format!("INV-{}-{tag}", ctx.settings.run_id),
        "vendor": "Initech LLC",
        "invoice_date": "2026-03-02",
        "due_date": "2026-04-01",
        "po_number": "PO-10012",
        "currency": "USD",
        "line_items": [{"description": "Stapler, red", "quantity": 1, "unit_price": 21.99, "amount": 21.99}],
        "subtotal": 21.99,
        "tax": 0.0,
        "total": 21.99
    })
}

async fn seen(ctx: &mut Context, at: &str) -> Result<u64, Halt> {
    let health = healthy(ctx, at).await?;
    health
        .get("invoices_seen")
        .and_then(Value::as_u64)
        .ok_or_else(|| {
            fail(
                at,
                "$.invoices_seen",
                "a non-negative integer",
                health.to_string(),
            )
        })
}

async fn expect_seen(ctx: &mut Context, at: &str, expected: u64) -> Result<(), Halt> {
    let actual = seen(ctx, at).await?;
    if actual == expected {
        Ok(())
    } else {
        Err(fail(
            at,
            "$.invoices_seen",
            expected.to_string(),
            actual.to_string(),
        ))
    }
}

/// One request and what it must do to the ledger.
struct Counted {
    at: &'static str,
    request: HttpRequest,
    /// Whether the answer is a success (2xx) or a failure.
    succeeds: bool,
    /// Entries it adds.
    adds: u64,
    /// The requirement a wrong count breaks.
    requirement: &'static str,
}

/// Sends each request and checks, from `/health` before and after, the
/// entries it alone added (the case runs alone). Every check is attributed,
/// so that `/extract` counting (the project's rule) does not hide a decision
/// that was not counted (the seed's).
async fn counts(ctx: &mut Context) -> Result<(), Halt> {
    let sample = corpus::samples()
        .map_err(Halt::Harness)?
        .into_iter()
        .next_back()
        .ok_or_else(|| Halt::Harness("empty corpus".into()))?;
    let plan = [
        Counted {
            at: "extract",
            request: upload("/extract", &sample.name, sample.pdf.clone()),
            succeeds: true,
            adds: 0,
            requirement: "INV-EXTRACT-10",
        },
        Counted {
            at: "malformed JSON to /match",
            request: HttpRequest::post("/match").body(json_bytes(b"{\"invoice_number\": ")),
            succeeds: false,
            adds: 0,
            requirement: "INV-ERROR-9",
        },
        Counted {
            at: "a date that is not YYYY-MM-DD to /match",
            request: HttpRequest::post("/match").json(with(
                invoice(ctx, "DATE"),
                "invoice_date",
                json!("3 May"),
            )),
            succeeds: false,
            adds: 0,
            requirement: "INV-ERROR-9",
        },
        Counted {
            at: "not a PDF to /process",
            request: upload("/process", "note.pdf", b"plain text, not a PDF".to_vec()),
            succeeds: false,
            adds: 0,
            requirement: "INV-ERROR-9",
        },
        Counted {
            at: "truncated PDF to /process",
            request: upload(
                "/process",
                &sample.name,
                sample.pdf[..sample.pdf.len() / 2].to_vec(),
            ),
            succeeds: false,
            adds: 0,
            requirement: "INV-ERROR-9",
        },
        Counted {
            at: "match",
            request: HttpRequest::post("/match").json(invoice(ctx, "COUNT")),
            succeeds: true,
            adds: 1,
            requirement: "INV-LEDGER-1",
        },
        Counted {
            at: "process",
            request: upload("/process", &sample.name, sample.pdf.clone()),
            succeeds: true,
            adds: 1,
            requirement: "INV-LEDGER-1",
        },
    ];
    let mut failures = Vec::new();
    for step in plan {
        let before = seen(ctx, step.at).await?;
        let response = ctx.send(step.request).await?;
        let after = seen(ctx, step.at).await?;
        if (200..300).contains(&response.status) != step.succeeds {
            failures.push(
                Failure::new(
                    step.at,
                    "HTTP status",
                    if step.succeeds { "2xx" } else { "an error" },
                    format!("{} {}", response.status, brief(&response.text())),
                )
                .under(&[step.requirement]),
            );
        }
        if after != before + step.adds {
            failures.push(
                Failure::new(
                    step.at,
                    "entries it added to the ledger ($.invoices_seen after minus before)",
                    step.adds.to_string(),
                    format!("{}", after as i64 - before as i64),
                )
                .under(&[step.requirement]),
            );
        }
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(Halt::Fail(failures))
    }
}

async fn race(ctx: &mut Context) -> Result<(), Halt> {
    let start = seen(ctx, "before").await?;
    let parent: &Context = ctx;
    let results: Vec<_> = futures::future::join_all((0..CONCURRENT).map(|i| {
        let mut child = parent.fork();
        let body = invoice(parent, &format!("RACE{i}"));
        async move {
            let result = child.send(HttpRequest::post("/match").json(body)).await;
            (child, result)
        }
    }))
    .await;
    let mut failures = Vec::new();
    let mut ids = BTreeSet::new();
    for (i, (child, result)) in results.into_iter().enumerate() {
        ctx.absorb(child);
        let response = result?;
        let id = response
            .json()
            .and_then(|body| body.get("id").and_then(Value::as_str).map(str::to_owned));
        match (response.status, id) {
            (status, Some(id)) if (200..300).contains(&status) => {
                if !ids.insert(id.clone()) {
                    failures.push(
                        Failure::new(
                            format!("request {i}"),
                            "$.id unique",
                            "an id no other answer has",
                            id,
                        )
                        .under(&["INV-LEDGER-7"]),
                    );
                }
            }
            (status, _) => failures.push(Failure::new(
                format!("request {i}"),
                "a success with an id",
                "2xx",
                format!("{status} {}", response.text()),
            )),
        }
    }
    if !failures.is_empty() {
        return Err(Halt::Fail(failures));
    }
    expect_seen(
        ctx,
        &format!("after {CONCURRENT} concurrent requests"),
        start + CONCURRENT as u64,
    )
    .await
}

fn json_bytes(data: &[u8]) -> Body {
    Body::Bytes {
        data: data.to_vec(),
        content_type: Some("application/json".to_owned()),
    }
}

fn with(mut invoice: Value, field: &str, value: Value) -> Value {
    invoice[field] = value;
    invoice
}
