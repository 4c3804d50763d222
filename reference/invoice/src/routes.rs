//! HTTP handlers and the OpenAPI description they are documented by.

use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use axum::Json;
use axum::extract::State;
use axum::response::Html;
use reference_common::{ApiError, JsonBody};
use sha2::{Digest, Sha256};
use utoipa::{OpenApi, ToSchema};

use crate::extract::{self, EXTRACTOR};
use crate::ledger::Ledger;
use crate::model::{
    Decision, ErrorBody, ErrorDetail, Health, Invoice, InvoiceResult, LineItem, Reason, Severity,
};
use crate::purchase_orders::PurchaseOrders;
use crate::upload::UploadedFile;

/// Longest time one PDF may take to read.
pub const EXTRACTION_LIMIT: Duration = Duration::from_secs(10);
const MAX_LINE_ITEMS: usize = 1000;
const MAX_TEXT_CHARS: usize = 1000;

#[derive(Clone)]
pub struct AppState {
    pub purchase_orders: Arc<PurchaseOrders>,
    pub ledger: Arc<Mutex<Ledger>>,
}

impl AppState {
    fn decide(&self, invoice: Invoice, file_sha256: Option<String>) -> InvoiceResult {
        // A panic elsewhere cannot leave the ledger half-written: entries are pushed whole.
        let mut ledger = self.ledger.lock().unwrap_or_else(PoisonError::into_inner);
        ledger.decide(invoice, file_sha256, &self.purchase_orders)
    }
}

/// Multipart form of `/extract` and `/process`.
#[derive(ToSchema)]
#[expect(
    dead_code,
    reason = "only describes the multipart form in the OpenAPI document"
)]
pub struct UploadForm {
    /// The invoice PDF, at most 20 MiB.
    #[schema(value_type = String, format = Binary, content_media_type = "application/pdf", min_length = 1)]
    file: Vec<u8>,
}

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Touchstone reference invoice service",
        description = "Extracts invoices from PDFs and decides on them against purchase orders (seed 002, part A)."
    ),
    paths(extract_invoice, process_invoice, match_invoice, health),
    components(schemas(
        Invoice,
        LineItem,
        InvoiceResult,
        Reason,
        Decision,
        Severity,
        Health,
        ErrorBody,
        ErrorDetail,
        UploadForm
    ))
)]
pub struct ApiDoc;

/// Reads the fields of a PDF invoice.
#[utoipa::path(
    post, path = "/extract",
    request_body(content = UploadForm, content_type = "multipart/form-data"),
    responses(
        (status = 200, description = "The extracted invoice", body = Invoice),
        (status = 400, description = "No `file` field", body = ErrorBody),
        (status = 413, description = "File over 20 MiB", body = ErrorBody),
        (status = 415, description = "Not multipart/form-data", body = ErrorBody),
        (status = 422, description = "Not a PDF, malformed, encrypted, no text layer, too slow to read, or more than /match accepts", body = ErrorBody),
    )
)]
pub async fn extract_invoice(UploadedFile(bytes): UploadedFile) -> Result<Json<Invoice>, ApiError> {
    Ok(Json(read_within_limits(bytes).await?))
}

/// Extracts an invoice that `/match` will accept as it is (seed 002 §1 A3):
/// one over the limits `/match` sets on an Invoice is refused here already.
async fn read_within_limits(bytes: axum::body::Bytes) -> Result<Invoice, ApiError> {
    let invoice = extract::read_invoice_isolated(bytes, EXTRACTION_LIMIT).await?;
    within_limits(&invoice).map_err(|message| {
        ApiError::new(
            axum::http::StatusCode::UNPROCESSABLE_ENTITY,
            "invoice_too_large",
            message,
        )
    })?;
    Ok(invoice)
}

/// Extracts a PDF invoice, matches it and records the decision in the ledger.
#[utoipa::path(
    post, path = "/process",
    request_body(content = UploadForm, content_type = "multipart/form-data"),
    responses(
        (status = 200, description = "Decision and reasons", body = InvoiceResult),
        (status = 400, description = "No `file` field", body = ErrorBody),
        (status = 413, description = "File over 20 MiB", body = ErrorBody),
        (status = 415, description = "Not multipart/form-data", body = ErrorBody),
        (status = 422, description = "Not a PDF, malformed, encrypted, no text layer, or too slow to read", body = ErrorBody),
    )
)]
pub async fn process_invoice(
    State(state): State<AppState>,
    UploadedFile(bytes): UploadedFile,
) -> Result<Json<InvoiceResult>, ApiError> {
    let sha256 = hex::encode(Sha256::digest(&bytes));
    let invoice = read_within_limits(bytes).await?;
    Ok(Json(state.decide(invoice, Some(sha256))))
}

/// Matches an invoice extracted elsewhere and records the decision in the ledger.
#[utoipa::path(
    post, path = "/match",
    request_body(content = Invoice, content_type = "application/json"),
    responses(
        (status = 200, description = "Decision and reasons", body = InvoiceResult),
        (status = 400, description = "Not JSON, wrong types, or out-of-range values", body = ErrorBody),
        (status = 413, description = "Body over 2 MiB", body = ErrorBody),
        (status = 415, description = "Not application/json", body = ErrorBody),
    )
)]
pub async fn match_invoice(
    State(state): State<AppState>,
    JsonBody(invoice): JsonBody<Invoice>,
) -> Result<Json<InvoiceResult>, ApiError> {
    validate(&invoice).map_err(|message| {
        ApiError::new(
            axum::http::StatusCode::BAD_REQUEST,
            "invalid_invoice",
            message,
        )
    })?;
    Ok(Json(state.decide(invoice, None)))
}

fn validate(invoice: &Invoice) -> Result<(), String> {
    within_limits(invoice)?;
    for (name, date) in [
        ("invoice_date", &invoice.invoice_date),
        ("due_date", &invoice.due_date),
    ] {
        if let Some(date) = date {
            if chrono::NaiveDate::parse_from_str(date, "%Y-%m-%d").is_err() || date.len() != 10 {
                return Err(format!(
                    "{name} must be a date written YYYY-MM-DD, not {date:?}"
                ));
            }
        }
    }
    if let Some(currency) = &invoice.currency {
        if currency.len() != 3 || !currency.chars().all(|c| c.is_ascii_uppercase()) {
            return Err(format!(
                "currency must be three capital letters (ISO 4217), not {currency:?}"
            ));
        }
    }
    Ok(())
}

/// How many line items and how long a text an Invoice may have. Negative
/// amounts are not out of range: credit notes and discount lines have them.
fn within_limits(invoice: &Invoice) -> Result<(), String> {
    if invoice.line_items.len() > MAX_LINE_ITEMS {
        return Err(format!("at most {MAX_LINE_ITEMS} line items are accepted"));
    }
    let texts = [&invoice.invoice_number, &invoice.vendor, &invoice.po_number]
        .into_iter()
        .flatten()
        .chain(invoice.line_items.iter().map(|l| &l.description));
    if texts
        .into_iter()
        .any(|t| t.chars().count() > MAX_TEXT_CHARS)
    {
        return Err(format!(
            "text fields are limited to {MAX_TEXT_CHARS} characters"
        ));
    }
    Ok(())
}

/// Service status and counters.
#[utoipa::path(get, path = "/health", responses((status = 200, description = "Service status", body = Health)))]
pub async fn health(State(state): State<AppState>) -> Json<Health> {
    let invoices_seen = state
        .ledger
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .len();
    Json(Health {
        status: "ok".into(),
        version: env!("CARGO_PKG_VERSION").into(),
        extractor: EXTRACTOR.into(),
        po_count: state.purchase_orders.len(),
        invoices_seen,
    })
}

pub async fn upload_page() -> Html<&'static str> {
    Html(include_str!("upload_page.html"))
}
