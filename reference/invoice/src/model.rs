//! The objects the service answers with: Invoice, Result and Health.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// An invoice as read from a PDF or sent as JSON. Fields that could not be read are null.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Invoice {
    #[serde(default)]
    #[schema(max_length = 1000)]
    pub invoice_number: Option<String>,
    #[serde(default)]
    #[schema(max_length = 1000)]
    pub vendor: Option<String>,
    /// `YYYY-MM-DD`
    #[serde(default)]
    #[schema(example = "2026-03-14", format = Date)]
    pub invoice_date: Option<String>,
    /// `YYYY-MM-DD`
    #[serde(default)]
    #[schema(format = Date)]
    pub due_date: Option<String>,
    #[serde(default)]
    #[schema(max_length = 1000)]
    pub po_number: Option<String>,
    /// ISO 4217 code such as `EUR`.
    #[serde(default)]
    #[schema(example = "EUR", pattern = "^[A-Z]{3}$")]
    pub currency: Option<String>,
    #[serde(default)]
    #[schema(max_items = 1000)]
    pub line_items: Vec<LineItem>,
    #[serde(default)]
    pub subtotal: Option<f64>,
    #[serde(default)]
    pub tax: Option<f64>,
    #[serde(default)]
    pub total: Option<f64>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct LineItem {
    #[schema(max_length = 1000)]
    pub description: String,
    #[serde(default)]
    pub quantity: Option<f64>,
    #[serde(default)]
    pub unit_price: Option<f64>,
    #[serde(default)]
    pub amount: Option<f64>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Decision {
    Approve,
    Review,
    Reject,
}

/// How much a reason weighs: `reject` and `review` decide, `warning` and `info` only inform.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Severity {
    Info,
    Warning,
    Review,
    Reject,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct Reason {
    #[schema(example = "price_above_tolerance")]
    pub code: String,
    pub severity: Severity,
    pub message: String,
    /// 1-based line item number the reason is about.
    pub line: Option<usize>,
}

/// The answer of `/process` and `/match`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct InvoiceResult {
    #[schema(example = "inv-000001")]
    pub id: String,
    pub decision: Decision,
    pub reasons: Vec<Reason>,
    pub invoice: Invoice,
    /// The purchase order the invoice was matched to, as written in the PO list.
    pub po_number: Option<String>,
    /// SHA-256 of the uploaded file (`/process` only).
    pub file_sha256: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct Health {
    #[schema(example = "ok")]
    pub status: String,
    pub version: String,
    #[schema(example = "lopdf 0.42")]
    pub extractor: String,
    pub po_count: usize,
    pub invoices_seen: usize,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ErrorBody {
    pub error: ErrorDetail,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ErrorDetail {
    #[schema(example = "not_a_pdf")]
    pub code: String,
    pub message: String,
}
