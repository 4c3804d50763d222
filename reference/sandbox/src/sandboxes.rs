//! Sandbox lifecycle: create, list, get, delete and the TTL reset.

use std::collections::HashSet;

use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use bollard::query_parameters::ListContainersOptionsBuilder;
use reference_common::{ApiError, JsonBody};
use serde::{Deserialize, Serialize};
use tokio::sync::OwnedRwLockReadGuard;
use utoipa::ToSchema;

use crate::records::{SandboxRecord, SandboxSpec};
use crate::runtime::{self, MANAGED_LABEL, SANDBOX_LABEL, Workspace};
use crate::{AppState, SharedState};

pub const DEFAULT_TIMEOUT_SECONDS: u64 = 900;
pub const MAX_TIMEOUT_SECONDS: u64 = 86_400;
pub const DEFAULT_CPUS: f64 = 1.0;
pub const DEFAULT_MEMORY_MB: u64 = 512;
pub const DEFAULT_PIDS_LIMIT: i64 = 256;
pub const DEFAULT_TMP_SIZE_MB: u64 = 64;

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CreateSandbox {
    /// Defaults to the server's configured image.
    #[schema(pattern = r"\S")]
    pub image: Option<String>,
    #[serde(default)]
    #[schema(default = false)]
    pub network: bool,
    #[schema(minimum = 1, maximum = 86400, default = 900)]
    pub timeout_seconds: Option<u64>,
    #[schema(default = true)]
    pub read_only_rootfs: Option<bool>,
    #[schema(minimum = 0.01, maximum = 64, default = 1.0)]
    pub cpus: Option<f64>,
    #[schema(minimum = 6, maximum = 65536, default = 512)]
    pub memory_mb: Option<u64>,
    #[schema(minimum = 8, maximum = 32768, default = 256)]
    pub pids_limit: Option<i64>,
    #[schema(minimum = 1, maximum = 4096, default = 64)]
    pub tmp_size_mb: Option<u64>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Sandbox {
    pub id: String,
    /// `running`, or `stopped` when the container is not running.
    pub status: &'static str,
    pub image: String,
    pub network: bool,
    pub timeout_seconds: u64,
    pub read_only_rootfs: bool,
    pub cpus: f64,
    pub memory_mb: u64,
    pub pids_limit: i64,
    pub tmp_size_mb: u64,
    /// RFC 3339.
    pub created_at: String,
    /// RFC 3339; the sandbox is destroyed after this instant.
    pub expires_at: String,
    /// The snapshot a forked sandbox was made from.
    pub source_snapshot_id: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SandboxList {
    pub sandboxes: Vec<Sandbox>,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ResetTimeout {
    /// New time to live counted from now; defaults to the sandbox's current one.
    #[schema(minimum = 1, maximum = 86400)]
    pub timeout_seconds: Option<u64>,
}

impl Sandbox {
    pub fn from_record(record: &SandboxRecord, running: bool) -> Self {
        let spec = &record.spec;
        Self {
            id: record.id.clone(),
            status: if running { "running" } else { "stopped" },
            image: spec.image.clone(),
            network: spec.network,
            timeout_seconds: spec.timeout_seconds,
            read_only_rootfs: spec.read_only_rootfs,
            cpus: spec.cpus,
            memory_mb: spec.memory_mb,
            pids_limit: spec.pids_limit,
            tmp_size_mb: spec.tmp_size_mb,
            created_at: rfc3339(record.created_at),
            expires_at: rfc3339(record.expires_at),
            source_snapshot_id: record.source_snapshot_id.clone(),
        }
    }
}

impl CreateSandbox {
    fn into_spec(self, default_image: &str) -> Result<SandboxSpec, ApiError> {
        let image = self.image.unwrap_or_else(|| default_image.to_owned());
        if image.trim().is_empty() {
            return Err(ApiError::bad_request("`image` must not be empty"));
        }
        let cpus = self.cpus.unwrap_or(DEFAULT_CPUS);
        if !(cpus.is_finite() && (0.01..=64.0).contains(&cpus)) {
            return Err(ApiError::bad_request("`cpus` must be between 0.01 and 64"));
        }
        Ok(SandboxSpec {
            image,
            network: self.network,
            read_only_rootfs: self.read_only_rootfs.unwrap_or(true),
            cpus,
            memory_mb: in_range("memory_mb", self.memory_mb, DEFAULT_MEMORY_MB, 6, 65_536)?,
            pids_limit: in_range("pids_limit", self.pids_limit, DEFAULT_PIDS_LIMIT, 8, 32_768)?,
            tmp_size_mb: in_range(
                "tmp_size_mb",
                self.tmp_size_mb,
                DEFAULT_TMP_SIZE_MB,
                1,
                4_096,
            )?,
            timeout_seconds: timeout_seconds(self.timeout_seconds, DEFAULT_TIMEOUT_SECONDS)?,
        })
    }
}

fn in_range<T: PartialOrd + Copy + std::fmt::Display>(
    field: &str,
    value: Option<T>,
    default: T,
    min: T,
    max: T,
) -> Result<T, ApiError> {
    let value = value.unwrap_or(default);
    if value < min || value > max {
        return Err(ApiError::bad_request(format!(
            "`{field}` must be between {min} and {max}"
        )));
    }
    Ok(value)
}

pub fn timeout_seconds(value: Option<u64>, default: u64) -> Result<u64, ApiError> {
    in_range("timeout_seconds", value, default, 1, MAX_TIMEOUT_SECONDS)
}

#[utoipa::path(post, path = "/v1/sandboxes", request_body = CreateSandbox, responses(
    (status = 201, body = Sandbox, links(
        ("exec" = (operation_ref = "#/paths/~1v1~1sandboxes~1{id}~1exec/post", parameters(("id" = "$response.body#/id")))),
        ("readFile" = (operation_ref = "#/paths/~1v1~1sandboxes~1{id}~1files/get", parameters(("id" = "$response.body#/id")))),
        ("writeFile" = (operation_ref = "#/paths/~1v1~1sandboxes~1{id}~1files/put", parameters(("id" = "$response.body#/id")))),
        ("listFiles" = (operation_ref = "#/paths/~1v1~1sandboxes~1{id}~1files~1list/get", parameters(("id" = "$response.body#/id")))),
        ("snapshot" = (operation_ref = "#/paths/~1v1~1sandboxes~1{id}~1snapshots/post", parameters(("id" = "$response.body#/id")))),
        ("get" = (operation_ref = "#/paths/~1v1~1sandboxes~1{id}/get", parameters(("id" = "$response.body#/id")))),
        ("delete" = (operation_ref = "#/paths/~1v1~1sandboxes~1{id}/delete", parameters(("id" = "$response.body#/id")))),
    )),
    (status = 400), (status = 401)))]
pub async fn create(
    State(state): State<SharedState>,
    JsonBody(request): JsonBody<CreateSandbox>,
) -> Result<(StatusCode, Json<Sandbox>), ApiError> {
    let spec = request.into_spec(&state.image)?;
    let record = to_completion(async move { launch(&state, spec, None).await }).await?;
    Ok((
        StatusCode::CREATED,
        Json(Sandbox::from_record(&record, true)),
    ))
}

/// Builds the container of sandbox `id` around a new, empty workspace volume.
pub async fn provision_fresh(
    state: &AppState,
    id: &str,
    spec: &SandboxSpec,
) -> Result<(), ApiError> {
    runtime::provision(
        &state.docker,
        state.store.instance(),
        id,
        spec,
        Workspace::Fresh,
        &state.seeded_images,
    )
    .await
}

/// Creates and starts a new sandbox and records it; nothing is left behind on failure.
pub async fn launch(
    state: &AppState,
    spec: SandboxSpec,
    source_snapshot_id: Option<String>,
) -> Result<SandboxRecord, ApiError> {
    let id = new_id("sb_");
    let now = unix_now();
    let record = SandboxRecord {
        id: id.clone(),
        expires_at: now + spec.timeout_seconds as i64,
        spec,
        created_at: now,
        source_snapshot_id,
    };
    let provisioned = async {
        provision_fresh(state, &id, &record.spec).await?;
        state
            .store
            .put_sandbox(record.clone())
            .map_err(storage_error)
    }
    .await;
    if let Err(err) = provisioned {
        if let Err(cleanup) = runtime::destroy(&state.docker, &id).await {
            tracing::error!(sandbox = %id, "cleanup after failed create: {cleanup}");
        }
        return Err(err);
    }
    Ok(record)
}

#[utoipa::path(get, path = "/v1/sandboxes", responses((status = 200, body = SandboxList)))]
pub async fn list(State(state): State<SharedState>) -> Result<Json<SandboxList>, ApiError> {
    let filters = std::collections::HashMap::from([(
        "label".to_owned(),
        vec![format!("{MANAGED_LABEL}=true")],
    )]);
    let options = ListContainersOptionsBuilder::new()
        .all(false)
        .filters(&filters)
        .build();
    let running: HashSet<String> = state
        .docker
        .list_containers(Some(options))
        .await
        .map_err(runtime::docker_error)?
        .into_iter()
        .filter_map(|container| container.labels?.remove(SANDBOX_LABEL))
        .collect();
    let sandboxes = state
        .store
        .sandboxes()
        .iter()
        .map(|record| Sandbox::from_record(record, running.contains(&record.id)))
        .collect();
    Ok(Json(SandboxList { sandboxes }))
}

#[utoipa::path(get, path = "/v1/sandboxes/{id}", responses(
    (status = 200, body = Sandbox), (status = 404)))]
pub async fn get(
    State(state): State<SharedState>,
    Path(id): Path<String>,
) -> Result<Json<Sandbox>, ApiError> {
    let record = find(&state, &id)?;
    let running = runtime::is_running(&state.docker, &id).await?;
    Ok(Json(Sandbox::from_record(&record, running)))
}

#[utoipa::path(delete, path = "/v1/sandboxes/{id}", responses(
    (status = 204), (status = 404)))]
pub async fn delete(
    State(state): State<SharedState>,
    Path(id): Path<String>,
) -> Result<StatusCode, ApiError> {
    to_completion(async move {
        let _guard = state.locks.exclusive(&id).await;
        find(&state, &id)?;
        destroy(&state, &id).await
    })
    .await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Runs Docker work that must not stop half-way. Hyper drops a handler's
/// future when the client's connection closes; stopped between its steps, a
/// create would leave a volume with no container and no record behind.
pub async fn to_completion<T: Send + 'static>(
    work: impl Future<Output = Result<T, ApiError>> + Send + 'static,
) -> Result<T, ApiError> {
    tokio::spawn(work).await.unwrap_or_else(|err| {
        tracing::error!("sandbox operation did not finish: {err}");
        Err(ApiError::internal(
            "the sandbox operation did not finish; details are in the server log",
        ))
    })
}

/// Removes the sandbox's Docker resources, then its record; snapshots stay.
/// Callers hold the sandbox's lock.
pub async fn destroy(state: &AppState, id: &str) -> Result<(), ApiError> {
    runtime::destroy(&state.docker, id).await?;
    state.store.remove_sandbox(id).map_err(storage_error)?;
    state.locks.forget(id);
    Ok(())
}

#[utoipa::path(post, path = "/v1/sandboxes/{id}/timeout", request_body = ResetTimeout, responses(
    (status = 200, body = Sandbox), (status = 404)))]
pub async fn reset_timeout(
    State(state): State<SharedState>,
    Path(id): Path<String>,
    JsonBody(request): JsonBody<ResetTimeout>,
) -> Result<Json<Sandbox>, ApiError> {
    let current = find(&state, &id)?;
    let timeout = timeout_seconds(request.timeout_seconds, current.spec.timeout_seconds)?;
    let record = state
        .store
        .update_sandbox(&id, |record| {
            record.spec.timeout_seconds = timeout;
            record.expires_at = unix_now() + timeout as i64;
        })
        .map_err(storage_error)?
        .ok_or_else(|| ApiError::not_found(format!("no sandbox {id:?}")))?;
    let running = runtime::is_running(&state.docker, &id).await?;
    Ok(Json(Sandbox::from_record(&record, running)))
}

pub fn find(state: &AppState, id: &str) -> Result<SandboxRecord, ApiError> {
    state
        .store
        .sandbox(id)
        .ok_or_else(|| ApiError::not_found(format!("no sandbox {id:?}")))
}

/// Finds the sandbox and keeps its container from being replaced or removed
/// until the guard drops (see `locks`).
pub async fn find_steady(state: &AppState, id: &str) -> Result<OwnedRwLockReadGuard<()>, ApiError> {
    // Looked up first, so that requests for unknown ids leave no lock behind.
    find(state, id)?;
    let guard = state.locks.shared(id).await;
    if let Err(gone) = find(state, id) {
        state.locks.forget(id);
        return Err(gone);
    }
    Ok(guard)
}

pub fn storage_error(err: std::io::Error) -> ApiError {
    ApiError::internal(format!("data directory: {err}"))
}

/// `prefix` followed by 16 lowercase hex characters.
pub fn new_id(prefix: &str) -> String {
    format!("{prefix}{:016x}", rand::random::<u64>())
}

pub fn unix_now() -> i64 {
    time::OffsetDateTime::now_utc().unix_timestamp()
}

pub fn rfc3339(unix_seconds: i64) -> String {
    time::OffsetDateTime::from_unix_timestamp(unix_seconds)
        .ok()
        .and_then(|at| {
            at.format(&time::format_description::well_known::Rfc3339)
                .ok()
        })
        .unwrap_or_default()
}
