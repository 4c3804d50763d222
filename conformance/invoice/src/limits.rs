//! Size limits. The seed's "20 MB" reads as 20,000,000 or 20,971,520 bytes:
//! a file within the first is never refused for its size, and one over the
//! second is always refused (MUST); that the limit is exactly 20 MiB of the
//! file part and answers 413 is the project's choice (SHOULD). JSON bodies
//! over 2 MiB answer 413, and one of exactly 2 MiB is judged; more than 1,000
//! line items is an invalid invoice; with several faults the media type is
//! judged first, then the size.

use conformance_engine::context::{Body, Part};
use conformance_engine::{Context, Failure, HttpRequest};
use futures::FutureExt;
use serde_json::{Value, json};

use crate::support::{Decl, FnCase, Halt, brief, error_code, fail, file_part, upload, verdict};
use crate::{corpus, pdf};

/// 20 MB as the seed writes it, read in decimal.
const SEED_MB: usize = 20_000_000;
const UPLOAD_LIMIT: usize = 20 * 1024 * 1024;
const JSON_LIMIT: usize = 2 * 1024 * 1024;
const MAX_LINE_ITEMS: usize = 1_000;
const INFLATE_LIMIT: usize = 64 * 1024 * 1024;

pub fn cases() -> Vec<FnCase> {
    vec![
        Decl {
            id: "invoice.limits.upload_of_20_mb_is_read",
            title: "A 20,000,000-byte upload is not refused for its size, on /extract and /process",
            requirements: &["INV-LIMIT-1", "INV-EXTRACT-1", "INV-PROCESS-1"],
            tags: &["limits"],
            serial: true,
            timeout_secs: 120,
            module: module_path!(),
        }
        .build(|ctx| async move { verdict(within_seed_limit(ctx).await) }.boxed()),
        Decl {
            id: "invoice.limits.upload_of_20_mib_is_read",
            title: "An upload of exactly 20 MiB in its file part is read (multipart framing and other parts do not count)",
            requirements: &["INV-LIMIT-6"],
            tags: &["limits"],
            serial: true,
            timeout_secs: 60,
            module: module_path!(),
        }
        .build(|ctx| async move { verdict(at_limit(ctx).await) }.boxed()),
        Decl {
            id: "invoice.limits.upload_over_20_mib",
            title: "An upload over 20 MiB is refused on /extract and /process, adds nothing to the ledger, and answers 413 payload_too_large",
            requirements: &["INV-LIMIT-2", "INV-LIMIT-7", "INV-ERROR-1"],
            tags: &["limits"],
            serial: true,
            timeout_secs: 120,
            module: module_path!(),
        }
        .build(|ctx| async move { verdict(over_limit(ctx).await) }.boxed()),
        Decl {
            id: "invoice.limits.media_type_before_size",
            title: "A request that is both of the wrong media type and too large answers 415; a too large one that is also not JSON answers 413",
            requirements: &["INV-ERROR-12"],
            tags: &["limits", "errors"],
            serial: true,
            timeout_secs: 60,
            module: module_path!(),
        }
        .build(|ctx| async move { verdict(fault_order(ctx).await) }.boxed()),
        Decl {
            id: "invoice.limits.inflation_bomb",
            title: "A small PDF whose content stream inflates past 64 MiB answers 422 malformed_pdf",
            requirements: &["INV-LIMIT-5", "INV-ERROR-1"],
            tags: &["limits", "robustness"],
            serial: false,
            timeout_secs: 60,
            module: module_path!(),
        }
        .build(|ctx| async move { verdict(inflation_bomb(ctx).await) }.boxed()),
        Decl {
            id: "invoice.limits.match_body_over_2_mib",
            title: "A /match body over 2 MiB answers 413 payload_too_large",
            requirements: &["INV-LIMIT-3", "INV-ERROR-1"],
            tags: &["limits", "match"],
            serial: false,
            timeout_secs: 30,
            module: module_path!(),
        }
        .build(|ctx| async move { verdict(json_over_limit(ctx).await) }.boxed()),
        Decl {
            id: "invoice.limits.match_body_of_2_mib_is_read",
            title: "A /match body of exactly 2 MiB (an invoice padded with JSON whitespace) is judged, not refused for its size",
            requirements: &["INV-LIMIT-8", "INV-MATCH-1"],
            tags: &["limits", "match"],
            serial: false,
            timeout_secs: 30,
            module: module_path!(),
        }
        .build(|ctx| async move { verdict(json_at_limit(ctx).await) }.boxed()),
        Decl {
            id: "invoice.limits.too_many_line_items",
            title: "A /match Invoice with 1,001 line items answers 400 invalid_invoice",
            requirements: &["INV-ERROR-7", "INV-ERROR-1"],
            tags: &["limits", "match"],
            serial: false,
            timeout_secs: 30,
            module: module_path!(),
        }
        .build(|ctx| async move { verdict(too_many_items(ctx).await) }.boxed()),
    ]
}

/// A corpus PDF grown to `size` bytes by comment lines just before its final
/// `startxref`: every offset stays right and the trailer stays at the end.
fn padded_pdf(size: usize) -> Result<Vec<u8>, Halt> {
    let sample = corpus::samples()
        .map_err(Halt::Harness)?
        .into_iter()
        .next()
        .ok_or_else(|| Halt::Harness("empty corpus".into()))?;
    let pdf = sample.pdf;
    let at = pdf
        .windows(9)
        .rposition(|w| w == b"startxref")
        .unwrap_or(pdf.len());
    let line: &[u8] = b"% padding to reach the upload limit\n";
    let mut padding = Vec::with_capacity(size.saturating_sub(pdf.len()));
    while pdf.len() + padding.len() < size {
        let missing = size - pdf.len() - padding.len();
        match missing {
            1 => padding.push(b'\n'),
            // A shorter comment line, still ended by a newline.
            _ if missing < line.len() => {
                padding.push(b'%');
                padding.resize(padding.len() + missing - 2, b' ');
                padding.push(b'\n');
            }
            _ => padding.extend_from_slice(line),
        }
    }
    let mut bytes = pdf[..at].to_vec();
    bytes.extend_from_slice(&padding);
    bytes.extend_from_slice(&pdf[at..]);
    Ok(bytes)
}

async fn within_seed_limit(ctx: &mut Context) -> Result<(), Halt> {
    let pdf = padded_pdf(SEED_MB)?;
    let mut failures = Vec::new();
    for path in ["/extract", "/process"] {
        let response = ctx.send(upload(path, "large.pdf", pdf.clone())).await?;
        if !(200..300).contains(&response.status) {
            failures.push(Failure::new(
                format!("20,000,000-byte upload to {path}"),
                "read, not refused for its size",
                "200",
                format!("{} {}", response.status, brief(&response.text())),
            ));
        }
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(Halt::Fail(failures))
    }
}

/// A file of exactly 20 MiB, alone and after a 4 KiB text part: neither the
/// framing nor another part counts towards the limit.
async fn at_limit(ctx: &mut Context) -> Result<(), Halt> {
    let pdf = padded_pdf(UPLOAD_LIMIT)?;
    let alone = upload("/extract", "large.pdf", pdf.clone());
    let note = Part {
        name: "note".to_owned(),
        data: vec![b'n'; 4096],
        filename: None,
        content_type: None,
    };
    let after_note = HttpRequest::post("/extract")
        .body(Body::Multipart(vec![note, file_part("large.pdf", pdf)]));
    for (at, request) in [
        ("20 MiB upload", alone),
        ("20 MiB upload after a 4 KiB part", after_note),
    ] {
        let response = ctx.send(request).await?;
        if response.status != 200 {
            return Err(fail(
                at,
                "HTTP status",
                "200: a valid text PDF within the limit",
                format!("{} {}", response.status, brief(&response.text())),
            ));
        }
    }
    Ok(())
}

async fn over_limit(ctx: &mut Context) -> Result<(), Halt> {
    let pdf = padded_pdf(UPLOAD_LIMIT + 1)?;
    let before = invoices_seen(ctx).await?;
    let mut failures = Vec::new();
    for path in ["/extract", "/process"] {
        let response = ctx.send(upload(path, "huge.pdf", pdf.clone())).await?;
        let at = format!("20 MiB + 1 byte upload to {path}");
        if (200..300).contains(&response.status) {
            failures.push(
                Failure::new(
                    &at,
                    "refused",
                    "an error answer",
                    format!("{} {}", response.status, brief(&response.text())),
                )
                .under(&["INV-LIMIT-2"]),
            );
        } else if let Err(halt) = expect_error(&response, &at, 413, "payload_too_large") {
            failures.extend(attributed(halt, "INV-LIMIT-7"));
        }
    }
    let after = invoices_seen(ctx).await?;
    if after != before {
        failures.push(
            Failure::new(
                "GET /health",
                "the refused uploads added nothing to the ledger",
                before.to_string(),
                after.to_string(),
            )
            .under(&["INV-LIMIT-2"]),
        );
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(Halt::Fail(failures))
    }
}

/// `invoices_seen` from `/health`; the case runs alone, so no other request
/// moves it in between.
async fn invoices_seen(ctx: &mut Context) -> Result<u64, Halt> {
    let response = ctx.send(HttpRequest::get("/health")).await?;
    response
        .json()
        .and_then(|health| health.get("invoices_seen").and_then(Value::as_u64))
        .ok_or_else(|| {
            fail(
                "GET /health",
                "$.invoices_seen",
                "an integer",
                brief(&response.text()),
            )
        })
}

/// The failures of `halt`, attributed to `requirement`.
fn attributed(halt: Halt, requirement: &str) -> Vec<Failure> {
    match halt {
        Halt::Fail(failures) => failures
            .into_iter()
            .map(|f| f.under(&[requirement]))
            .collect(),
        Halt::Harness(message) => vec![Failure::new("harness", "answer", "an answer", message)],
    }
}

async fn fault_order(ctx: &mut Context) -> Result<(), Halt> {
    let mut failures = Vec::new();
    // A body over every limit, labelled as text: the media type decides.
    let oversized = vec![b'x'; UPLOAD_LIMIT + (1 << 20)];
    for path in ["/extract", "/match"] {
        let request = HttpRequest::post(path).body(Body::Bytes {
            data: oversized.clone(),
            content_type: Some("text/plain".into()),
        });
        let response = ctx.send(request).await?;
        if let Err(halt) = expect_error(
            &response,
            &format!("an oversized text/plain body to {path}"),
            415,
            "unsupported_media_type",
        ) {
            failures.extend(attributed(halt, "INV-ERROR-12"));
        }
    }
    // Labelled as JSON but neither small enough nor JSON: the size decides.
    let request = HttpRequest::post("/match").body(Body::Bytes {
        data: vec![b'{'; JSON_LIMIT + 1],
        content_type: Some("application/json".into()),
    });
    let response = ctx.send(request).await?;
    if let Err(halt) = expect_error(
        &response,
        "an oversized body that is not JSON to /match",
        413,
        "payload_too_large",
    ) {
        failures.extend(attributed(halt, "INV-ERROR-12"));
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(Halt::Fail(failures))
    }
}

async fn inflation_bomb(ctx: &mut Context) -> Result<(), Halt> {
    const TEXT: &str = "Invoice Number: INV-INFLATE";
    // The same PDF without the padding is read; otherwise a 422 below would
    // prove nothing about the limit.
    let control = ctx
        .send(upload("/extract", "small.pdf", pdf::text_page(&[TEXT], 0)))
        .await?;
    if control.status != 200 {
        return Err(Halt::Harness(format!(
            "the generated control PDF was not read ({} {}); cannot judge the inflation limit",
            control.status,
            brief(&control.text())
        )));
    }
    let bomb = pdf::text_page(&[TEXT], INFLATE_LIMIT + (1 << 20));
    ctx.transcript.note(format!(
        "{} bytes that inflate past {} bytes",
        bomb.len(),
        INFLATE_LIMIT
    ));
    let response = ctx.send(upload("/extract", "inflates.pdf", bomb)).await?;
    expect_error(&response, "65 MiB inflated content", 422, "malformed_pdf")
}

async fn json_over_limit(ctx: &mut Context) -> Result<(), Halt> {
    let mut invoice = invoice(ctx, "BIG");
    invoice["line_items"][0]["description"] = Value::String("x".repeat(JSON_LIMIT + 1));
    let response = ctx.send(HttpRequest::post("/match").json(invoice)).await?;
    expect_error(&response, "2 MiB + 1 byte JSON", 413, "payload_too_large")
}

async fn json_at_limit(ctx: &mut Context) -> Result<(), Halt> {
    let mut data = invoice(ctx, "FULL").to_string().into_bytes();
    data.resize(JSON_LIMIT, b' ');
    let request = HttpRequest::post("/match").body(Body::Bytes {
        data,
        content_type: Some("application/json".into()),
    });
    let response = ctx.send(request).await?;
    if response.status == 200 {
        Ok(())
    } else {
        Err(fail(
            "a valid invoice padded to exactly 2 MiB",
            "200 with a decision",
            "200",
            format!("{} {}", response.status, brief(&response.text())),
        ))
    }
}

async fn too_many_items(ctx: &mut Context) -> Result<(), Halt> {
    let mut invoice = invoice(ctx, "MANY");
    let item =
        json!({"description": "Stapler, red", "quantity": 1, "unit_price": 21.99, "amount": 21.99});
    invoice["line_items"] = Value::Array(vec![item; MAX_LINE_ITEMS + 1]);
    let response = ctx.send(HttpRequest::post("/match").json(invoice)).await?;
    expect_error(&response, "1,001 line items", 400, "invalid_invoice")
}

fn invoice(ctx: &Context, tag: &str) -> Value {
    json!({
        "invoice_number": format!("INV-{}-{tag}", ctx.settings.run_id),
        "vendor": "Initech LLC",
        "invoice_date": "2026-03-03",
        "due_date": null,
        "po_number": "PO-10012",
        "currency": "USD",
        "line_items": [{"description": "Stapler, red", "quantity": 1, "unit_price": 21.99, "amount": 21.99}],
        "subtotal": 21.99,
        "tax": 0.0,
        "total": 21.99
    })
}

fn expect_error(
    response: &conformance_engine::HttpResponse,
    at: &str,
    status: u16,
    code: &str,
) -> Result<(), Halt> {
    let actual = match error_code(response) {
        Ok(actual) => format!("{} {actual}", response.status),
        Err(problem) => problem,
    };
    let expected = format!("{status} {code}");
    if actual == expected {
        Ok(())
    } else {
        Err(fail(at, "status and error code", expected, actual))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn padding_reaches_the_size_exactly_and_keeps_the_trailer_last() {
        let original = padded_pdf(0).map(|b| b.len()).unwrap_or_default();
        for size in [
            UPLOAD_LIMIT,
            UPLOAD_LIMIT + 1,
            original + 1,
            original + 2,
            original + 3,
            original + 37,
            original + 100,
        ] {
            let Ok(bytes) = padded_pdf(size) else {
                panic!("corpus missing")
            };
            assert_eq!(bytes.len(), size);
            let at = bytes
                .windows(9)
                .rposition(|w| w == b"startxref")
                .expect("startxref kept");
            assert!(
                bytes[at - 1].is_ascii_whitespace(),
                "startxref commented out at size {size}"
            );
            assert!(
                bytes.len() - at < 40,
                "startxref no longer near the end at size {size}"
            );
        }
    }
}
