//! Reference authorization service (seed 001): grants, attenuable Ed25519
//! tokens, checks with atomic use accounting across the delegation chain,
//! approvals and a hash-chained audit log, all kept in SQLite.
//!
//! The requirements it implements are in `conformance/spec/auth.md`.
//!
//! What the conformance suite sees of it is measured by mutating it
//! (`cargo xtask mutants --suite auth`), not by switches in this code.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

use axum::{Json, Router, routing::get};
use reference_common::openapi::CommonAnswers;
use reference_common::with_error_fallbacks;
use utoipa::OpenApi;
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa_axum::{router::OpenApiRouter, routes};

mod admin;
mod approvals;
mod audit;
mod check;
mod delegation;
mod error;
mod grants;
mod issued;
mod jwks;
mod paging;
mod scopes;
mod store;
mod tokens;

pub use audit::{AuditEntry, GENESIS_HASH, Verification, verify_chain};
pub use scopes::{Scope, ScopeError};

#[derive(Debug, Clone)]
pub struct Config {
    pub admin_token: String,
    /// Where the SQLite database lives; `None` keeps state in memory.
    pub data_dir: Option<PathBuf>,
}

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("{0}")]
    Startup(String),
}

/// What every handler gets.
#[derive(Clone)]
pub struct AppState {
    store: store::Store,
    keys: Arc<tokens::Keys>,
    admin: admin::AdminToken,
}

/// Builds the service.
pub async fn app(config: Config) -> Result<Router, Error> {
    if config.admin_token.is_empty() {
        return Err(Error::Startup("the admin token must not be empty".into()));
    }
    if let Some(dir) = &config.data_dir {
        std::fs::create_dir_all(dir)
            .map_err(|e| Error::Startup(format!("cannot create {}: {e}", dir.display())))?;
    }
    let data_dir = config.data_dir.clone();
    let store = tokio::task::spawn_blocking(move || store::Store::open(data_dir.as_deref()))
        .await
        .map_err(|e| Error::Startup(e.to_string()))?
        .map_err(|e| Error::Startup(format!("cannot open the database: {e}")))?;
    let keys = store
        .signing_key()
        .await
        .map_err(|e| Error::Startup(format!("cannot load the signing key: {e}")))?;
    let state = AppState {
        store,
        keys: Arc::new(keys),
        admin: admin::AdminToken::new(&config.admin_token),
    };
    let (router, openapi) = api().split_for_parts();
    let openapi = Arc::new(reference_common::openapi::to_json(&completed(openapi)));
    let router = router
        .route(
            "/openapi.json",
            get(move || async move { Json(openapi.as_ref().clone()) }),
        )
        .with_state(state);
    Ok(with_error_fallbacks(router))
}

#[derive(OpenApi)]
#[openapi(
    info(title = "Touchstone authorization service", description = "Reference server for seed 001."),
    modifiers(&AdminBearer)
)]
struct ApiDoc;

struct AdminBearer;

impl utoipa::Modify for AdminBearer {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "admin",
            SecurityScheme::Http(HttpBuilder::new().scheme(HttpAuthScheme::Bearer).build()),
        );
    }
}

/// Every seed operation, registered once for both the router and the document.
fn api() -> OpenApiRouter<AppState> {
    OpenApiRouter::with_openapi(ApiDoc::openapi())
        .routes(routes!(jwks::health))
        .routes(routes!(jwks::jwks))
        .routes(routes!(grants::create_grant, grants::list_grants))
        .routes(routes!(grants::get_grant))
        .routes(routes!(grants::revoke_grant))
        .routes(routes!(delegation::attenuate))
        .routes(routes!(delegation::introspect))
        .routes(routes!(delegation::revoke_token))
        .routes(routes!(check::check))
        .routes(routes!(approvals::list_approvals))
        .routes(routes!(approvals::approve))
        .routes(routes!(approvals::deny))
        .routes(routes!(audit::list_audit))
        .routes(routes!(audit::verify_audit))
}

/// Adds what the routes' shared extractors answer; it must run after every
/// route is registered, so it cannot be one of `ApiDoc`'s modifiers.
fn completed(mut openapi: utoipa::openapi::OpenApi) -> utoipa::openapi::OpenApi {
    use utoipa::Modify;
    CommonAnswers {
        error_schema: "ErrorBody",
    }
    .modify(&mut openapi);
    openapi
}

fn now_secs() -> i64 {
    now_ms() / 1000
}

fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

/// A fresh random id: `prefix_` and 32 hex digits.
fn new_id(prefix: &str) -> String {
    format!("{prefix}_{}", hex::encode(rand::random::<[u8; 16]>()))
}
