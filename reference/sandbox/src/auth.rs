//! Bearer API keys on every `/v1` route (seed §5). All keys are equal.

use axum::extract::{Request, State};
use axum::http::header::AUTHORIZATION;
use axum::middleware::Next;
use axum::response::Response;
use reference_common::ApiError;
use subtle::ConstantTimeEq;

use crate::SharedState;

pub async fn require_api_key(
    State(state): State<SharedState>,
    request: Request,
    next: Next,
) -> Result<Response, ApiError> {
    let presented = request
        .headers()
        .get(AUTHORIZATION)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.strip_prefix("Bearer "))
        .ok_or_else(|| {
            ApiError::unauthorized("an `Authorization: Bearer <API key>` header is required")
        })?;
    if !accepted(&state.api_keys, presented) {
        return Err(ApiError::unauthorized("the API key is not accepted"));
    }
    Ok(next.run(request).await)
}

/// Compares against every key in constant time per key, without stopping early.
fn accepted(keys: &[String], presented: &str) -> bool {
    keys.iter().fold(false, |found, key| {
        found | bool::from(key.as_bytes().ct_eq(presented.as_bytes()))
    })
}

#[cfg(test)]
mod tests {
    use super::accepted;

    #[test]
    fn any_configured_key_is_accepted_and_nothing_else() {
        let keys = vec!["alpha".to_owned(), "beta".to_owned()];
        assert!(accepted(&keys, "alpha"));
        assert!(accepted(&keys, "beta"));
        assert!(!accepted(&keys, "alph"));
        assert!(!accepted(&keys, "alphaa"));
        assert!(!accepted(&keys, ""));
    }
}
