//! Counting ledger entries through `invoices_seen`. These cases run serially,
//! alone, so that no other case's request moves the count while they read it.

use std::collections::BTreeSet;

use conformance_engine::context::Body;
use conformance_engine::{Context, Failure, HttpRequest};
use futures::FutureExt;
use serde_json::{Value, json};

use crate::corpus;
use crate::support::{Decl, FnCase, Halt, fail, healthy, upload, verdict};

/// Concurrent `/match` requests in the race case.
const CONCURRENT: usize = 24;

pub fn cases() -> Vec<FnCase> {
    vec![
        Decl {
            id: "invoice.ledger.counts_decisions_only",
            title: "Each 200 of /process and /match adds one ledger entry; /extract and failed requests add none",
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

async fn expect_status(
    ctx: &mut Context,
    at: &str,
    request: HttpRequest,
    status: u16,
) -> Result<(), Halt> {
    let response = ctx.send(request).await?;
    if response.status == status {
        Ok(())
    } else {
        Err(fail(
            at,
            "HTTP status",
            status.to_string(),
            format!("{} {}", response.status, response.text()),
        ))
    }
}

async fn counts(ctx: &mut Context) -> Result<(), Halt> {
    let sample = corpus::samples()
        .map_err(Halt::Harness)?
        .into_iter()
        .next_back()
        .ok_or_else(|| Halt::Harness("empty corpus".into()))?;
    let start = seen(ctx, "before").await?;

    expect_status(
        ctx,
        "extract",
        upload("/extract", &sample.name, sample.pdf.clone()),
        200,
    )
    .await?;
    expect_seen(ctx, "after /extract", start).await?;

    let failing = [
        (
            "malformed JSON to /match",
            HttpRequest::post("/match").body(json_bytes(b"{\"invoice_number\": ")),
            400,
        ),
        (
            "negative total to /match",
            HttpRequest::post("/match").json(with(invoice(ctx, "NEG"), "total", json!(-5))),
            400,
        ),
        (
            "not a PDF to /process",
            upload("/process", "note.pdf", b"plain text, not a PDF".to_vec()),
            422,
        ),
        (
            "truncated PDF to /process",
            upload(
                "/process",
                &sample.name,
                sample.pdf[..sample.pdf.len() / 2].to_vec(),
            ),
            422,
        ),
    ];
    for (at, request, status) in failing {
        expect_status(ctx, at, request, status).await?;
        expect_seen(ctx, &format!("after {at}"), start).await?;
    }

    expect_status(
        ctx,
        "match",
        HttpRequest::post("/match").json(invoice(ctx, "COUNT")),
        200,
    )
    .await?;
    expect_seen(ctx, "after /match", start + 1).await?;

    expect_status(
        ctx,
        "process",
        upload("/process", &sample.name, sample.pdf.clone()),
        200,
    )
    .await?;
    expect_seen(ctx, "after /process", start + 2).await
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
            (200, Some(id)) => {
                if !ids.insert(id.clone()) {
                    failures.push(Failure::new(
                        format!("request {i}"),
                        "$.id unique",
                        "an id no other answer has",
                        id,
                    ));
                }
            }
            (status, _) => failures.push(Failure::new(
                format!("request {i}"),
                "200 with an id",
                "200",
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
