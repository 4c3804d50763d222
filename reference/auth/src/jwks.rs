//! Public endpoints: liveness and the key set tokens verify against.

use axum::Json;
use axum::extract::State;
use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

use crate::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct Health {
    /// Always `ok`.
    pub status: &'static str,
}

#[utoipa::path(get, path = "/healthz", operation_id = "health", tag = "public",
    responses((status = 200, body = Health, description = "the service is up")))]
pub async fn health() -> Json<Health> {
    Json(Health { status: "ok" })
}

/// JSON Web Key Set (RFC 7517) with the one Ed25519 key (RFC 8037).
#[derive(Debug, Serialize, ToSchema)]
pub struct KeySet {
    #[schema(value_type = Vec<Object>)]
    pub keys: Vec<Value>,
}

#[utoipa::path(get, path = "/.well-known/jwks.json", operation_id = "jwks", tag = "public",
    responses((status = 200, body = KeySet, description = "the key set",
        example = json!({"keys": [{"kty": "OKP", "crv": "Ed25519", "x": "…", "kid": "…", "use": "sig", "alg": "Ed25519"}]}))))]
pub async fn jwks(State(state): State<AppState>) -> Json<KeySet> {
    Json(KeySet {
        keys: vec![state.keys.jwk()],
    })
}
