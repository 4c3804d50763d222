//! The error type handlers return: an API error for the client, or a storage
//! failure that renders as a 500 without details.

use axum::response::{IntoResponse, Response};
use reference_common::ApiError;

#[derive(Debug, thiserror::Error)]
pub enum Failure {
    #[error(transparent)]
    Api(#[from] ApiError),
    #[error("database: {0}")]
    Database(#[from] rusqlite::Error),
    #[error("stored record does not parse: {0}")]
    Record(#[from] serde_json::Error),
    #[error("storage: {0}")]
    Storage(&'static str),
}

impl IntoResponse for Failure {
    fn into_response(self) -> Response {
        match self {
            Failure::Api(err) => err.into_response(),
            other => {
                tracing::error!("{other}");
                ApiError::internal("internal error").into_response()
            }
        }
    }
}

/// The error body every 4xx and 5xx answer carries, as the OpenAPI document
/// describes it; `ApiError` writes it.
#[derive(serde::Serialize, utoipa::ToSchema)]
pub struct ErrorBody {
    error: ErrorDetail,
}

#[derive(serde::Serialize, utoipa::ToSchema)]
struct ErrorDetail {
    /// Machine-readable code, e.g. `bad_request`, `unauthorized`, `scope_escalation`.
    code: String,
    /// For people.
    message: String,
}
