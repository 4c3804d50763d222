//! The principal's credential: `Authorization: Bearer <ADMIN_TOKEN>`.

use axum::extract::FromRequestParts;
use axum::http::header::AUTHORIZATION;
use axum::http::request::Parts;
use reference_common::ApiError;
use sha2::{Digest, Sha256};
use subtle::ConstantTimeEq;

use crate::AppState;

/// The admin token, kept as its SHA-256 digest so that comparing a presented
/// token takes the same time whatever its length or content (AUTH-AUTHN-*).
#[derive(Clone)]
pub struct AdminToken {
    digest: [u8; 32],
}

impl AdminToken {
    pub fn new(token: &str) -> Self {
        Self {
            digest: Sha256::digest(token.as_bytes()).into(),
        }
    }

    pub fn matches(&self, presented: &str) -> bool {
        let digest: [u8; 32] = Sha256::digest(presented.as_bytes()).into();
        self.digest.ct_eq(&digest).into()
    }

    /// Whether the request carries the admin token; a missing, malformed or
    /// different `Authorization` header is simply not the admin.
    pub fn presented_in(&self, parts: &Parts) -> bool {
        bearer(parts).is_some_and(|token| self.matches(token))
    }
}

fn bearer(parts: &Parts) -> Option<&str> {
    let value = parts.headers.get(AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.split_once(' ')?;
    scheme.eq_ignore_ascii_case("bearer").then(|| token.trim())
}

/// Extractor for principal endpoints: rejects with 401 `unauthorized`.
pub struct Admin;

impl FromRequestParts<AppState> for Admin {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        if state.admin.presented_in(parts) {
            Ok(Admin)
        } else {
            Err(ApiError::unauthorized("the admin token is required"))
        }
    }
}

/// Extractor for endpoints the admin token unlocks further (`revokeToken`).
pub struct MaybeAdmin(pub bool);

impl FromRequestParts<AppState> for MaybeAdmin {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        Ok(MaybeAdmin(state.admin.presented_in(parts)))
    }
}
