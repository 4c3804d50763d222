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
        .and_then(bearer_key)
        .ok_or_else(|| {
            ApiError::unauthorized("an `Authorization: Bearer <API key>` header is required")
        })?;
    if !accepted(&state.api_keys, presented) {
        return Err(ApiError::unauthorized("the API key is not accepted"));
    }
    Ok(next.run(request).await)
}

/// The key of `Bearer <key>`; the scheme name in any letter case (RFC 9110 §11.1).
fn bearer_key(value: &str) -> Option<&str> {
    let (scheme, key) = value.split_once(' ')?;
    scheme.eq_ignore_ascii_case("bearer").then_some(key)
}

/// Compares against every key in constant time per key, without stopping early.
fn accepted(keys: &[String], presented: &str) -> bool {
    keys.iter().fold(false, |found, key| {
        found | bool::from(key.as_bytes().ct_eq(presented.as_bytes()))
    })
}

#[cfg(test)]
mod tests {
    use super::{accepted, bearer_key};

    #[test]
    fn the_bearer_scheme_is_matched_in_any_case_and_nothing_else_is() {
        assert_eq!(bearer_key("Bearer k1"), Some("k1"));
        assert_eq!(bearer_key("bearer k1"), Some("k1"));
        assert_eq!(bearer_key("BEARER k1"), Some("k1"));
        assert_eq!(bearer_key("Basic k1"), None);
        assert_eq!(bearer_key("k1"), None);
        assert_eq!(bearer_key("Bearer "), Some(""));
    }

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
