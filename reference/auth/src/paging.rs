//! Query strings of the list endpoints: `limit` plus a cursor, parsed into
//! the error shape on failure (AUTH-PAGE-*).

use axum::extract::{FromRequestParts, Query};
use axum::http::request::Parts;
use reference_common::ApiError;
use serde::de::DeserializeOwned;

pub const DEFAULT_LIMIT: i64 = 50;
pub const MAX_LIMIT: i64 = 500;

/// `axum::extract::Query` whose rejection is a 400 `bad_request` in the error shape.
pub struct Params<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequestParts<S> for Params<T> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, ApiError> {
        let Query(value) = Query::<T>::from_request_parts(parts, state)
            .await
            .map_err(|rejection| ApiError::bad_request(rejection.body_text()))?;
        Ok(Params(value))
    }
}

/// The page size asked for, checked against 1..=500.
pub fn limit(asked: Option<i64>) -> Result<i64, ApiError> {
    match asked {
        None => Ok(DEFAULT_LIMIT),
        Some(n) if (1..=MAX_LIMIT).contains(&n) => Ok(n),
        Some(_) => Err(ApiError::bad_request("limit must be between 1 and 500")),
    }
}
