//! Reference sandbox service (seed 000): isolated command execution on a real
//! Docker engine. Each sandbox is one container plus one named volume mounted
//! at `/workspace`; records and snapshots live in the data directory.

mod auth;
mod exec;
mod files;
mod health;
mod locks;
mod openapi;
mod paths;
mod reconcile;
mod records;
mod runtime;
mod sandboxes;
mod snapshots;
mod ttl;

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::routing::{get, post};
use bollard::Docker;
use reference_common::with_error_fallbacks;

#[derive(Debug, Clone)]
pub struct Config {
    pub api_keys: Vec<String>,
    /// Records and snapshots; `None` picks the documented default.
    pub data_dir: Option<PathBuf>,
    pub image: String,
}

pub const DEFAULT_IMAGE: &str = "touchstone-sandbox:latest";

/// Server settings that are not part of [`Config`]; [`app`] reads them from
/// the environment (`SANDBOX_SNAPSHOT_MAX_BYTES`).
#[derive(Debug, Clone)]
pub struct Settings {
    /// Largest snapshot archive the server keeps.
    pub snapshot_max_bytes: u64,
    /// How often the reaper looks for sandboxes whose time to live has passed.
    pub reap_interval: Duration,
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            snapshot_max_bytes: 256 * 1024 * 1024,
            reap_interval: Duration::from_secs(1),
        }
    }
}

impl Settings {
    pub fn from_env() -> Result<Self, Error> {
        let mut settings = Self::default();
        if let Ok(value) = std::env::var("SANDBOX_SNAPSHOT_MAX_BYTES") {
            settings.snapshot_max_bytes = value.parse().map_err(|_| {
                Error::Startup(format!(
                    "SANDBOX_SNAPSHOT_MAX_BYTES={value:?} is not a byte count"
                ))
            })?;
        }
        Ok(settings)
    }
}

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("{0}")]
    Startup(String),
}

/// Largest body a file upload may have.
const FILE_MAX_BYTES: usize = 64 * 1024 * 1024;

pub(crate) struct AppState {
    docker: Docker,
    api_keys: Vec<String>,
    image: String,
    settings: Settings,
    store: records::Store,
    locks: locks::SandboxLocks,
    seeded_images: runtime::SeededImages,
}

pub(crate) type SharedState = Arc<AppState>;

pub async fn app(config: Config) -> Result<Router, Error> {
    app_with_settings(config, Settings::from_env()?).await
}

/// [`app`] with explicit settings instead of the environment's.
pub async fn app_with_settings(config: Config, settings: Settings) -> Result<Router, Error> {
    if config.api_keys.iter().all(|key| key.is_empty()) {
        return Err(Error::Startup(
            "at least one non-empty API key is needed".into(),
        ));
    }
    let data_dir = config.data_dir.clone().unwrap_or_else(default_data_dir);
    let store = records::Store::open(&data_dir)
        .map_err(|err| Error::Startup(format!("data directory {}: {err}", data_dir.display())))?;
    let docker = Docker::connect_with_local_defaults()
        .map_err(|err| Error::Startup(format!("cannot reach Docker: {err}")))?;
    docker
        .ping()
        .await
        .map_err(|err| Error::Startup(format!("Docker does not answer: {err}")))?;

    let state = Arc::new(AppState {
        docker,
        api_keys: config
            .api_keys
            .into_iter()
            .filter(|key| !key.is_empty())
            .collect(),
        image: config.image,
        settings,
        store,
        locks: locks::SandboxLocks::default(),
        seeded_images: runtime::SeededImages::default(),
    });
    reconcile::reconcile(&state)
        .await
        .map_err(|err| Error::Startup(format!("restart reconciliation failed: {err}")))?;
    ttl::spawn_reaper(state.clone());
    Ok(router(state))
}

/// `$XDG_DATA_HOME/touchstone/sandbox`, else `~/.local/share/touchstone/sandbox`,
/// else the temporary directory.
fn default_data_dir() -> PathBuf {
    let base = std::env::var_os("XDG_DATA_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".local/share")))
        .unwrap_or_else(std::env::temp_dir);
    base.join("touchstone").join("sandbox")
}

fn router(state: SharedState) -> Router {
    let v1 = Router::new()
        .route("/sandboxes", post(sandboxes::create).get(sandboxes::list))
        .route(
            "/sandboxes/{id}",
            get(sandboxes::get).delete(sandboxes::delete),
        )
        .route("/sandboxes/{id}/timeout", post(sandboxes::reset_timeout))
        .route("/sandboxes/{id}/exec", post(exec::run))
        .route("/sandboxes/{id}/exec/stream", post(exec::stream))
        .route(
            "/sandboxes/{id}/files",
            get(files::read)
                .put(files::write)
                .layer(DefaultBodyLimit::max(FILE_MAX_BYTES)),
        )
        .route("/sandboxes/{id}/files/list", get(files::list))
        .route("/sandboxes/{id}/snapshots", post(snapshots::create))
        .route("/sandboxes/{id}/rollback", post(snapshots::rollback))
        .route("/snapshots", get(snapshots::list))
        .route(
            "/snapshots/{id}",
            get(snapshots::get).delete(snapshots::delete),
        )
        .route("/snapshots/{id}/fork", post(snapshots::fork))
        .route_layer(axum::middleware::from_fn_with_state(
            state.clone(),
            auth::require_api_key,
        ));
    let router = Router::new()
        .route("/healthz", get(health::healthz))
        .route("/openapi.json", get(openapi::document))
        .nest("/v1", v1);
    with_error_fallbacks(router).with_state(state)
}
