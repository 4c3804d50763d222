//! Reference invoice service (seed 002, part A): extracts invoices from text
//! PDFs, matches them against purchase orders and keeps an in-memory ledger.

mod extract;
mod ledger;
mod matching;
mod model;
mod purchase_orders;
mod routes;
mod upload;

use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use axum::extract::DefaultBodyLimit;
use axum::routing::{get, post};
use axum::{Json, Router};
use reference_common::with_error_fallbacks;
use utoipa::OpenApi;
use utoipa_swagger_ui::SwaggerUi;

pub use extract::{ExtractError, read_invoice};
pub use model::{Invoice, LineItem};
pub use upload::MAX_FILE_BYTES;

use purchase_orders::{DEFAULT_PURCHASE_ORDERS, PurchaseOrders};
use routes::AppState;

#[derive(Debug, Clone, Default)]
pub struct Config {
    /// Purchase orders as JSON; `None` uses the built-in default set.
    pub purchase_orders: Option<PathBuf>,
}

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("{0}")]
    Startup(String),
}

/// Largest JSON body `/match` accepts.
const MAX_JSON_BYTES: usize = 2 * 1024 * 1024;

pub async fn app(config: Config) -> Result<Router, Error> {
    let text = match &config.purchase_orders {
        Some(path) => tokio::fs::read_to_string(path).await.map_err(|e| {
            Error::Startup(format!(
                "cannot read purchase orders {}: {e}",
                path.display()
            ))
        })?,
        None => DEFAULT_PURCHASE_ORDERS.to_string(),
    };
    let purchase_orders = PurchaseOrders::from_json(&text)
        .map_err(|e| Error::Startup(format!("invalid purchase orders: {e}")))?;
    let state = AppState {
        purchase_orders: Arc::new(purchase_orders),
        ledger: Arc::new(Mutex::new(Default::default())),
    };

    let uploads = Router::new()
        .route("/extract", post(routes::extract_invoice))
        .route("/process", post(routes::process_invoice))
        .layer(DefaultBodyLimit::max(upload::MAX_BODY_BYTES));
    let api = Router::new()
        .route("/", get(routes::upload_page))
        .route("/health", get(routes::health))
        .route(
            "/match",
            post(routes::match_invoice).layer(DefaultBodyLimit::max(MAX_JSON_BYTES)),
        )
        .route(
            "/openapi.json",
            get(|| async { Json(routes::ApiDoc::openapi()) }),
        )
        .merge(uploads)
        .merge(SwaggerUi::new("/docs").config(utoipa_swagger_ui::Config::from("/openapi.json")))
        .with_state(state);
    Ok(with_error_fallbacks(api))
}
