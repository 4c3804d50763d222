//! Snapshots of `/workspace`, rollback and fork.
//!
//! The Docker daemon produces and extracts the tar archives inside the
//! container; the server only stores the bytes in its data directory and
//! never unpacks them on the host.

use axum::Json;
use axum::body::Bytes;
use axum::extract::rejection::QueryRejection;
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use bollard::query_parameters::{
    DownloadFromContainerOptionsBuilder, UploadToContainerOptionsBuilder,
};
use futures_util::StreamExt;
use reference_common::{ApiError, JsonBody};
use serde::{Deserialize, Serialize};
use tokio::io::AsyncWriteExt;
use utoipa::{IntoParams, ToSchema};

use crate::records::{SandboxRecord, SnapshotRecord};
use crate::runtime::{self, WORKSPACE, container_name};
use crate::sandboxes::{self, Sandbox, find, new_id, rfc3339, storage_error, unix_now};
use crate::{AppState, SharedState};

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CreateSnapshot {
    pub name: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Snapshot {
    pub id: String,
    pub name: Option<String>,
    pub sandbox_id: String,
    pub size_bytes: u64,
    /// RFC 3339.
    pub created_at: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SnapshotList {
    pub snapshots: Vec<Snapshot>,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SnapshotFilter {
    /// Only snapshots taken of this sandbox.
    pub sandbox_id: Option<String>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RollbackRequest {
    pub snapshot_id: String,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ForkRequest {
    /// Time to live of the new sandbox; defaults to the source sandbox's.
    #[schema(minimum = 1, maximum = 86400)]
    pub timeout_seconds: Option<u64>,
}

impl From<&SnapshotRecord> for Snapshot {
    fn from(record: &SnapshotRecord) -> Self {
        Self {
            id: record.id.clone(),
            name: record.name.clone(),
            sandbox_id: record.sandbox_id.clone(),
            size_bytes: record.size_bytes,
            created_at: rfc3339(record.created_at),
        }
    }
}

#[utoipa::path(post, path = "/v1/sandboxes/{id}/snapshots", request_body = CreateSnapshot, responses(
    (status = 201, body = Snapshot, links(
        ("fork" = (operation_ref = "#/paths/~1v1~1snapshots~1{id}~1fork/post", parameters(("id" = "$response.body#/id")))),
        ("get" = (operation_ref = "#/paths/~1v1~1snapshots~1{id}/get", parameters(("id" = "$response.body#/id")))),
        ("delete" = (operation_ref = "#/paths/~1v1~1snapshots~1{id}/delete", parameters(("id" = "$response.body#/id")))),
        ("rollback" = (operation_ref = "#/paths/~1v1~1sandboxes~1{id}~1rollback/post",
            parameters(("id" = "$response.body#/sandbox_id")),
            request_body = json!({"snapshot_id": "$response.body#/id"})))
    )),
    (status = 404), (status = 413)))]
pub async fn create(
    State(state): State<SharedState>,
    Path(id): Path<String>,
    JsonBody(request): JsonBody<CreateSnapshot>,
) -> Result<(StatusCode, Json<Snapshot>), ApiError> {
    let _guard = state.locks.exclusive(&id).await;
    let sandbox = find(&state, &id)?;
    let snapshot_id = new_id("snap_");
    let archive_path = state.store.snapshot_archive(&snapshot_id);
    let size_bytes = match save_workspace(&state, &id, &archive_path).await {
        Ok(size) => size,
        Err(err) => {
            let _ = tokio::fs::remove_file(&archive_path).await;
            return Err(err);
        }
    };
    let record = SnapshotRecord {
        id: snapshot_id,
        name: request.name,
        sandbox_id: id,
        spec: sandbox.spec,
        size_bytes,
        created_at: unix_now(),
    };
    state
        .store
        .put_snapshot(record.clone())
        .map_err(storage_error)?;
    Ok((StatusCode::CREATED, Json(Snapshot::from(&record))))
}

/// Streams the daemon's archive of `/workspace` into `archive_path`, up to the size cap.
async fn save_workspace(
    state: &AppState,
    id: &str,
    archive_path: &std::path::Path,
) -> Result<u64, ApiError> {
    let cap = state.settings.snapshot_max_bytes;
    let options = DownloadFromContainerOptionsBuilder::new()
        .path(&format!("{WORKSPACE}/."))
        .build();
    let mut archive = state
        .docker
        .download_from_container(&container_name(id), Some(options));
    let mut file = tokio::fs::File::create(archive_path)
        .await
        .map_err(storage_error)?;
    let mut size = 0u64;
    while let Some(chunk) = archive.next().await {
        let chunk = chunk.map_err(runtime::docker_error)?;
        size += chunk.len() as u64;
        if size > cap {
            return Err(ApiError::new(
                StatusCode::PAYLOAD_TOO_LARGE,
                "snapshot_too_large",
                format!("the workspace archive exceeds the server's snapshot cap of {cap} bytes"),
            ));
        }
        file.write_all(&chunk).await.map_err(storage_error)?;
    }
    file.sync_all().await.map_err(storage_error)?;
    Ok(size)
}

#[utoipa::path(get, path = "/v1/snapshots", params(SnapshotFilter), responses(
    (status = 200, body = SnapshotList)))]
pub async fn list(
    State(state): State<SharedState>,
    filter: Result<Query<SnapshotFilter>, QueryRejection>,
) -> Result<Json<SnapshotList>, ApiError> {
    let Query(filter) = filter.map_err(|rejection| ApiError::bad_request(rejection.body_text()))?;
    let snapshots = state
        .store
        .snapshots()
        .iter()
        .filter(|record| {
            filter
                .sandbox_id
                .as_ref()
                .is_none_or(|id| &record.sandbox_id == id)
        })
        .map(Snapshot::from)
        .collect();
    Ok(Json(SnapshotList { snapshots }))
}

#[utoipa::path(get, path = "/v1/snapshots/{id}", responses((status = 200, body = Snapshot), (status = 404)))]
pub async fn get(
    State(state): State<SharedState>,
    Path(id): Path<String>,
) -> Result<Json<Snapshot>, ApiError> {
    Ok(Json(Snapshot::from(&find_snapshot(&state, &id)?)))
}

#[utoipa::path(delete, path = "/v1/snapshots/{id}", responses((status = 204), (status = 404)))]
pub async fn delete(
    State(state): State<SharedState>,
    Path(id): Path<String>,
) -> Result<StatusCode, ApiError> {
    if !state.store.remove_snapshot(&id).map_err(storage_error)? {
        return Err(ApiError::not_found(format!("no snapshot {id:?}")));
    }
    Ok(StatusCode::NO_CONTENT)
}

#[utoipa::path(post, path = "/v1/sandboxes/{id}/rollback", request_body = RollbackRequest, responses(
    (status = 200, body = Sandbox), (status = 404)))]
pub async fn rollback(
    State(state): State<SharedState>,
    Path(id): Path<String>,
    JsonBody(request): JsonBody<RollbackRequest>,
) -> Result<Json<Sandbox>, ApiError> {
    sandboxes::to_completion(async move {
        let _guard = state.locks.exclusive(&id).await;
        let sandbox = find(&state, &id)?;
        let snapshot = find_snapshot(&state, &request.snapshot_id)?;
        let archive = read_archive(&state, &snapshot).await?;
        runtime::discard_container_and_workspace(&state.docker, &id).await?;
        sandboxes::provision_fresh(&state, &id, &sandbox.spec).await?;
        restore(&state, &id, archive).await?;
        Ok(Json(Sandbox::from_record(&sandbox, true)))
    })
    .await
}

#[utoipa::path(post, path = "/v1/snapshots/{id}/fork", request_body(content = Option<ForkRequest>,
    description = "optional; an empty body is accepted"), responses(
    (status = 201, body = Sandbox), (status = 404)))]
pub async fn fork(
    State(state): State<SharedState>,
    Path(id): Path<String>,
    body: Bytes,
) -> Result<(StatusCode, Json<Sandbox>), ApiError> {
    let request: ForkRequest = if body.iter().all(u8::is_ascii_whitespace) {
        ForkRequest::default()
    } else {
        serde_json::from_slice(&body)
            .map_err(|err| ApiError::bad_request(format!("invalid fork request: {err}")))?
    };
    let snapshot = find_snapshot(&state, &id)?;
    let mut spec = snapshot.spec.clone();
    spec.timeout_seconds =
        sandboxes::timeout_seconds(request.timeout_seconds, spec.timeout_seconds)?;
    let record = sandboxes::to_completion(async move {
        let archive = read_archive(&state, &snapshot).await?;
        let record: SandboxRecord =
            sandboxes::launch(&state, spec, Some(snapshot.id.clone())).await?;
        if let Err(err) = restore(&state, &record.id, archive).await {
            let _guard = state.locks.exclusive(&record.id).await;
            if let Err(cleanup) = sandboxes::destroy(&state, &record.id).await {
                tracing::error!(sandbox = %record.id, "cleanup after failed fork: {cleanup}");
            }
            return Err(err);
        }
        Ok(record)
    })
    .await?;
    Ok((
        StatusCode::CREATED,
        Json(Sandbox::from_record(&record, true)),
    ))
}

fn find_snapshot(state: &AppState, id: &str) -> Result<SnapshotRecord, ApiError> {
    state
        .store
        .snapshot(id)
        .ok_or_else(|| ApiError::not_found(format!("no snapshot {id:?}")))
}

async fn read_archive(state: &AppState, snapshot: &SnapshotRecord) -> Result<Bytes, ApiError> {
    tokio::fs::read(state.store.snapshot_archive(&snapshot.id))
        .await
        .map(Bytes::from)
        .map_err(storage_error)
}

/// Has the daemon extract a snapshot archive into the sandbox's `/workspace`.
async fn restore(state: &AppState, id: &str, archive: Bytes) -> Result<(), ApiError> {
    let options = UploadToContainerOptionsBuilder::new()
        .path(WORKSPACE)
        .build();
    state
        .docker
        .upload_to_container(
            &container_name(id),
            Some(options),
            bollard::body_full(archive),
        )
        .await
        .map_err(runtime::docker_error)
}
