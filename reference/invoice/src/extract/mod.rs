//! PDF invoice → [`Invoice`]. Generic reading: positioned text → lines → item
//! table and label/value pairs; nothing here knows any particular layout.
//! Parsing runs on a blocking thread behind `catch_unwind` and a time bound.

mod fields;
mod labels;
mod streams;
mod table;
mod text;
mod values;

use std::collections::HashMap;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::Duration;

use axum::http::StatusCode;
use lopdf::Document;
use reference_common::ApiError;

use crate::model::Invoice;
use fields::Candidate;
use labels::Field;
use text::Line;

/// What the service reports as its extractor in `/health`.
pub const EXTRACTOR: &str = "lopdf 0.42 (positional text, label/value and table detection)";

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ExtractError {
    #[error("the file is not a PDF (no %PDF- header)")]
    NotAPdf,
    #[error("the PDF cannot be read: {0}")]
    Malformed(String),
    #[error("the PDF is encrypted; upload an unprotected copy")]
    Encrypted,
    #[error("the PDF has no text layer (a scan?); only text PDFs can be read")]
    NoTextLayer,
    #[error("reading the PDF took longer than {0} seconds")]
    Timeout(u64),
}

impl From<ExtractError> for ApiError {
    fn from(err: ExtractError) -> Self {
        let code = match err {
            ExtractError::NotAPdf => "not_a_pdf",
            ExtractError::Malformed(_) => "malformed_pdf",
            ExtractError::Encrypted => "encrypted_pdf",
            ExtractError::NoTextLayer => "no_text_layer",
            ExtractError::Timeout(_) => "extraction_timeout",
        };
        ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, code, err.to_string())
    }
}

fn load(bytes: &[u8]) -> Result<Document, ExtractError> {
    let head = &bytes[..bytes.len().min(1024)];
    if !head.windows(5).any(|w| w == b"%PDF-") {
        return Err(ExtractError::NotAPdf);
    }
    let doc = Document::load_mem(bytes).map_err(|err| match err {
        lopdf::Error::Decryption(_)
        | lopdf::Error::InvalidPassword
        | lopdf::Error::UnsupportedSecurityHandler(_) => ExtractError::Encrypted,
        other => ExtractError::Malformed(other.to_string()),
    })?;
    if doc.was_encrypted() || doc.is_encrypted() {
        return Err(ExtractError::Encrypted);
    }
    if doc.get_pages().is_empty() {
        return Err(ExtractError::Malformed("the document has no pages".into()));
    }
    Ok(doc)
}

/// Reads an invoice from PDF bytes, on the calling thread.
pub fn read_invoice(bytes: &[u8]) -> Result<Invoice, ExtractError> {
    let doc = load(bytes)?;
    let lines = text::lines(&doc).map_err(|streams::ContentTooLarge| {
        ExtractError::Malformed(format!(
            "its content streams inflate beyond {} MiB",
            streams::MAX_CONTENT_BYTES >> 20
        ))
    })?;
    if lines
        .iter()
        .all(|l| l.cells.iter().all(|c| c.text.trim().is_empty()))
    {
        return Err(ExtractError::NoTextLayer);
    }
    Ok(assemble(&lines))
}

/// [`read_invoice`] on a blocking thread: a panic becomes `Malformed`, and a
/// document that takes longer than `limit` is answered with `Timeout` (its
/// thread is left to finish on its own).
pub async fn read_invoice_isolated(
    bytes: axum::body::Bytes,
    limit: Duration,
) -> Result<Invoice, ExtractError> {
    isolated(limit, move || read_invoice(&bytes)).await
}

async fn isolated<T: Send + 'static>(
    limit: Duration,
    work: impl FnOnce() -> Result<T, ExtractError> + Send + 'static,
) -> Result<T, ExtractError> {
    let task = tokio::task::spawn_blocking(move || catch_unwind(AssertUnwindSafe(work)));
    match tokio::time::timeout(limit, task).await {
        Ok(Ok(Ok(result))) => result,
        Ok(Ok(Err(_))) | Ok(Err(_)) => Err(ExtractError::Malformed(
            "the PDF's structure could not be interpreted".into(),
        )),
        Err(_) => Err(ExtractError::Timeout(limit.as_secs())),
    }
}

fn assemble(lines: &[Line]) -> Invoice {
    let table = table::read(lines);
    let candidates = fields::candidates(lines, &table.lines);
    let mut by_field: HashMap<Field, Vec<&str>> = HashMap::new();
    for Candidate { field, value } in &candidates {
        by_field.entry(*field).or_default().push(value.as_str());
    }
    let values_of = |field: Field| by_field.get(&field).cloned().unwrap_or_default();
    let first = |field: Field, accept: &dyn Fn(&str) -> Option<String>| {
        values_of(field).into_iter().find_map(accept)
    };
    let last_amount = |field: Field| {
        values_of(field)
            .into_iter()
            .rev()
            .find_map(values::parse_amount)
    };

    let identifier = |value: &str| {
        let value = value.trim();
        (value.chars().any(|c| c.is_ascii_digit())
            && value.len() <= 40
            && labels::field(value).is_none())
        .then(|| value.to_string())
    };
    let currency = first(Field::Currency, &|v| {
        values::currency_in(v).map(str::to_string)
    })
    .or_else(|| currency_from_amounts(lines));
    let dates = values_of(Field::InvoiceDate)
        .into_iter()
        .chain(values_of(Field::DueDate));
    let order = values::slash_order(dates, currency.as_deref());
    let date = |value: &str| values::parse_date(value, order);
    let vendor = first(Field::Vendor, &|v| {
        let v = v.trim();
        (v.chars().any(char::is_alphabetic) && v.len() <= 120 && labels::field(v).is_none())
            .then(|| v.to_string())
    })
    .or_else(|| letterhead(lines, &table.lines));

    Invoice {
        invoice_number: first(Field::InvoiceNumber, &identifier),
        vendor,
        invoice_date: first(Field::InvoiceDate, &date),
        due_date: first(Field::DueDate, &date),
        po_number: first(Field::PoNumber, &identifier),
        currency,
        line_items: table.items,
        subtotal: last_amount(Field::Subtotal),
        tax: last_amount(Field::Tax),
        total: last_amount(Field::Total),
    }
}

/// The currency named most often next to numbers.
fn currency_from_amounts(lines: &[Line]) -> Option<String> {
    let mut counts: HashMap<&str, usize> = HashMap::new();
    for cell in lines.iter().flat_map(|l| &l.cells) {
        if cell.text.chars().any(|c| c.is_ascii_digit()) {
            if let Some(code) = values::currency_in(&cell.text) {
                *counts.entry(code).or_default() += 1;
            }
        }
    }
    counts
        .into_iter()
        .max_by_key(|(code, n)| (*n, *code))
        .map(|(code, _)| code.to_string())
}

/// Without a vendor label, the issuer is the biggest text on the first page that
/// is not a title, a label or a number: the letterhead.
fn letterhead(lines: &[Line], table: &std::collections::HashSet<usize>) -> Option<String> {
    const TITLES: &[&str] = &[
        "invoice",
        "taxinvoice",
        "commercialinvoice",
        "proformainvoice",
        "bill",
        "receipt",
        "statement",
    ];
    lines
        .iter()
        .enumerate()
        .filter(|(index, line)| line.page == 0 && !table.contains(index))
        .flat_map(|(_, line)| line.cells.iter().map(move |cell| (line.y, cell)))
        .filter(|(_, cell)| {
            let squeezed: String = labels::normalise(&cell.text).replace(' ', "");
            cell.text.chars().any(char::is_alphabetic)
                && !TITLES.contains(&squeezed.as_str())
                && !cell.text.contains(':')
                && labels::field(&cell.text).is_none()
        })
        .max_by(|(ya, a), (yb, b)| a.size.total_cmp(&b.size).then(ya.total_cmp(yb)))
        .map(|(_, cell)| cell.text.trim().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_panicking_reader_becomes_a_malformed_pdf() {
        let result: Result<(), _> = isolated(Duration::from_secs(5), || panic!("parser bug")).await;
        assert!(
            matches!(result, Err(ExtractError::Malformed(_))),
            "{result:?}"
        );
    }

    // covers: INV-LIMIT-4
    #[tokio::test]
    async fn a_reader_that_does_not_finish_in_time_is_answered_with_timeout() {
        let (release, wait) = std::sync::mpsc::channel::<()>();
        let result: Result<(), _> = isolated(Duration::from_millis(20), move || {
            // Blocks until the test has its answer.
            let _ = wait.recv();
            Ok(())
        })
        .await;
        assert_eq!(result, Err(ExtractError::Timeout(0)));
        release.send(()).expect("the reader is still waiting");
    }
}
