//! Reading, writing and listing files in `/workspace`.
//!
//! Every path is first checked lexically (`paths::validate`), then resolved
//! inside the container with `readlink -f` and checked again, so a symlink a
//! command created cannot lead a read, listing or write outside `/workspace`.
//! Bytes move as tar archives through the Docker daemon.

use std::io::Read;

use axum::Json;
use axum::body::Bytes;
use axum::extract::rejection::{BytesRejection, QueryRejection};
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::http::header::CONTENT_TYPE;
use axum::response::IntoResponse;
use bollard::query_parameters::{
    DownloadFromContainerOptionsBuilder, UploadToContainerOptionsBuilder,
};
use futures_util::StreamExt;
use reference_common::ApiError;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::exec::run_internal;
use crate::paths::{self, Scope};
use crate::runtime::{self, WORKSPACE, container_name};
use crate::sandboxes::find_steady;
use crate::{FILE_MAX_BYTES, SharedState};

const DEFAULT_MODE: u32 = 0o644;

/// Prints `$1` with every symlink resolved; trailing components that do not
/// exist yet are appended unchanged.
const RESOLVE_SCRIPT: &str = r#"p="$1"; rest=""
while [ ! -e "$p" ] && [ ! -L "$p" ]; do
  rest="/${p##*/}$rest"
  p="${p%/*}"
  [ -n "$p" ] || p=/
done
resolved=$(readlink -f "$p") || exit 1
[ "$resolved" = / ] && resolved=""
printf '%s%s' "$resolved" "$rest""#;

/// Creates the parent directory `$1`; exit 3 when `$1/$2` is a directory.
const PREPARE_WRITE_SCRIPT: &str = r#"mkdir -p "$1" || exit 2
[ -d "$1/$2" ] && exit 3
exit 0"#;

/// For each entry of directory `$1`: `type|size|mode` and a newline, then the
/// name and a NUL. Exit 2 when `$1` is missing, 3 when it is no directory.
const LIST_SCRIPT: &str = r#"[ -e "$1" ] || exit 2
[ -d "$1" ] || exit 3
cd "$1" || exit 2
for f in * .[!.]* ..?*; do
  [ -e "$f" ] || [ -L "$f" ] || continue
  stat -c '%F|%s|%a' "$f" || continue
  printf '%s\0' "$f"
done"#;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct FileQuery {
    /// Absolute path inside `/workspace`.
    #[param(
        required = true,
        pattern = r"^/workspace/[^\u0000]*[^/\u0000][^\u0000]*$"
    )]
    pub path: Option<String>,
    /// Octal permission bits for a write, e.g. `0644` (the default) or `755`.
    #[param(pattern = "^0?[0-7]{3}$", default = "0644")]
    pub mode: Option<String>,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ListQuery {
    /// Absolute path of a directory in `/workspace`; defaults to `/workspace`.
    #[param(pattern = r"^/workspace(/[^\u0000]*)?$")]
    pub path: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct WrittenFile {
    pub path: String,
    pub size: u64,
    pub mode: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DirectoryListing {
    pub path: String,
    pub entries: Vec<DirectoryEntry>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DirectoryEntry {
    pub name: String,
    pub path: String,
    /// `file`, `directory`, `symlink` or `other`.
    #[serde(rename = "type")]
    pub kind: &'static str,
    pub size: u64,
    /// Octal permission bits, e.g. `0644`.
    pub mode: String,
}

fn query<T>(query: Result<Query<T>, QueryRejection>) -> Result<T, ApiError> {
    query
        .map(|Query(query)| query)
        .map_err(|rejection| ApiError::bad_request(rejection.body_text()))
}

fn required_path(query: &FileQuery) -> Result<&str, ApiError> {
    query
        .path
        .as_deref()
        .ok_or_else(|| ApiError::bad_request("query parameter `path` is required"))
}

#[utoipa::path(get, path = "/v1/sandboxes/{id}/files", params(FileQuery), responses(
    (status = 200, description = "raw file bytes", content_type = "application/octet-stream"),
    (status = 400), (status = 404), (status = 413, description = "`file_too_large`: over the read limit")))]
pub async fn read(
    State(state): State<SharedState>,
    Path(id): Path<String>,
    file_query: Result<Query<FileQuery>, QueryRejection>,
) -> Result<impl IntoResponse, ApiError> {
    let file_query = query(file_query)?;
    let requested = paths::validate(required_path(&file_query)?, Scope::BelowWorkspace)?;
    let _container_stays = find_steady(&state, &id).await?;
    let container = container_name(&id);
    let resolved = resolve(&state, &container, &requested, Scope::BelowWorkspace).await?;

    let options = DownloadFromContainerOptionsBuilder::new()
        .path(&resolved)
        .build();
    let mut archive_stream = state
        .docker
        .download_from_container(&container, Some(options));
    let mut archive = Vec::new();
    while let Some(chunk) = archive_stream.next().await {
        let chunk = chunk.map_err(|err| match err {
            bollard::errors::Error::DockerResponseServerError {
                status_code: 404, ..
            } => ApiError::not_found(format!("no file {requested:?}")),
            other => runtime::docker_error(other),
        })?;
        archive.extend_from_slice(&chunk);
        if archive.len() > FILE_MAX_BYTES + 64 * 1024 {
            return Err(ApiError::new(
                StatusCode::PAYLOAD_TOO_LARGE,
                "file_too_large",
                format!("files above {FILE_MAX_BYTES} bytes cannot be read through this API"),
            ));
        }
    }
    let bytes = single_file(&archive, &requested)?;
    Ok(([(CONTENT_TYPE, "application/octet-stream")], bytes))
}

/// The content of the archive's first entry, which must be a regular file.
fn single_file(archive: &[u8], requested: &str) -> Result<Vec<u8>, ApiError> {
    let broken =
        |err: std::io::Error| ApiError::internal(format!("unreadable archive from Docker: {err}"));
    let mut archive = tar::Archive::new(archive);
    let mut entry = archive
        .entries()
        .map_err(broken)?
        .next()
        .ok_or_else(|| ApiError::not_found(format!("no file {requested:?}")))?
        .map_err(broken)?;
    if !entry.header().entry_type().is_file() {
        return Err(ApiError::new(
            StatusCode::BAD_REQUEST,
            "not_a_file",
            format!("{requested:?} is not a regular file"),
        ));
    }
    let mut bytes = Vec::new();
    entry.read_to_end(&mut bytes).map_err(broken)?;
    Ok(bytes)
}

#[utoipa::path(put, path = "/v1/sandboxes/{id}/files", params(FileQuery),
    request_body(content = Option<Vec<u8>>, content_type = "application/octet-stream",
        description = "the file's bytes; no body writes an empty file"),
    responses((status = 200, body = WrittenFile), (status = 400), (status = 404)))]
pub async fn write(
    State(state): State<SharedState>,
    Path(id): Path<String>,
    file_query: Result<Query<FileQuery>, QueryRejection>,
    body: Result<Bytes, BytesRejection>,
) -> Result<Json<WrittenFile>, ApiError> {
    let file_query = query(file_query)?;
    let body = body.map_err(|rejection| match rejection.status() {
        StatusCode::PAYLOAD_TOO_LARGE => ApiError::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            "payload_too_large",
            format!("uploads are limited to {FILE_MAX_BYTES} bytes"),
        ),
        _ => ApiError::bad_request(rejection.body_text()),
    })?;
    let requested = paths::validate(required_path(&file_query)?, Scope::BelowWorkspace)?;
    let mode = parse_mode(file_query.mode.as_deref())?;
    let _container_stays = find_steady(&state, &id).await?;
    let container = container_name(&id);
    let resolved = resolve(&state, &container, &requested, Scope::BelowWorkspace).await?;
    let (parent, name) = resolved
        .rsplit_once('/')
        .ok_or_else(|| ApiError::internal("a resolved path has no parent"))?;

    let prepared = run_internal(
        &state.docker,
        &container,
        &["sh", "-c", PREPARE_WRITE_SCRIPT, "prepare", parent, name],
    )
    .await?;
    match prepared.exit_code {
        0 => {}
        3 => {
            return Err(ApiError::new(
                StatusCode::BAD_REQUEST,
                "is_a_directory",
                format!("{requested:?} is a directory"),
            ));
        }
        _ => {
            return Err(ApiError::new(
                StatusCode::BAD_REQUEST,
                "invalid_path",
                format!(
                    "cannot create the parent of {requested:?}: {}",
                    String::from_utf8_lossy(&prepared.stderr).trim()
                ),
            ));
        }
    }

    let archive = single_file_archive(name, mode, &body)
        .map_err(|err| ApiError::internal(format!("cannot build the upload archive: {err}")))?;
    let options = UploadToContainerOptionsBuilder::new()
        .path(parent)
        .no_overwrite_dir_non_dir("true")
        .build();
    state
        .docker
        .upload_to_container(
            &container,
            Some(options),
            bollard::body_full(archive.into()),
        )
        .await
        .map_err(runtime::docker_error)?;
    Ok(Json(WrittenFile {
        path: resolved,
        size: body.len() as u64,
        mode: format!("{mode:04o}"),
    }))
}

/// `mode` is 3 or 4 octal digits with no bits above `0777`.
fn parse_mode(raw: Option<&str>) -> Result<u32, ApiError> {
    let Some(raw) = raw else {
        return Ok(DEFAULT_MODE);
    };
    let invalid = || {
        ApiError::new(
            StatusCode::BAD_REQUEST,
            "invalid_mode",
            format!("`mode` must be octal permission bits from 000 to 0777, got {raw:?}"),
        )
    };
    if !(3..=4).contains(&raw.len()) || !raw.bytes().all(|b| (b'0'..=b'7').contains(&b)) {
        return Err(invalid());
    }
    let mode = u32::from_str_radix(raw, 8).map_err(|_| invalid())?;
    if mode > 0o777 {
        return Err(invalid());
    }
    Ok(mode)
}

fn single_file_archive(name: &str, mode: u32, bytes: &[u8]) -> std::io::Result<Vec<u8>> {
    let mut header = tar::Header::new_gnu();
    header.set_entry_type(tar::EntryType::Regular);
    header.set_mode(mode);
    header.set_uid(1000);
    header.set_gid(1000);
    header.set_size(bytes.len() as u64);
    header.set_mtime(crate::sandboxes::unix_now().max(0) as u64);
    let mut builder = tar::Builder::new(Vec::new());
    builder.append_data(&mut header, name, bytes)?;
    builder.into_inner()
}

#[utoipa::path(get, path = "/v1/sandboxes/{id}/files/list", params(ListQuery), responses(
    (status = 200, body = DirectoryListing), (status = 400), (status = 404)))]
pub async fn list(
    State(state): State<SharedState>,
    Path(id): Path<String>,
    list_query: Result<Query<ListQuery>, QueryRejection>,
) -> Result<Json<DirectoryListing>, ApiError> {
    let list_query = query(list_query)?;
    let raw = list_query.path.as_deref().unwrap_or(WORKSPACE);
    let requested = paths::validate(raw, Scope::WorkspaceOrBelow)?;
    let _container_stays = find_steady(&state, &id).await?;
    let container = container_name(&id);
    let resolved = resolve(&state, &container, &requested, Scope::WorkspaceOrBelow).await?;
    let listed = run_internal(
        &state.docker,
        &container,
        &["sh", "-c", LIST_SCRIPT, "list", &resolved],
    )
    .await?;
    match listed.exit_code {
        0 => {}
        2 => return Err(ApiError::not_found(format!("no directory {requested:?}"))),
        3 => {
            return Err(ApiError::new(
                StatusCode::BAD_REQUEST,
                "not_a_directory",
                format!("{requested:?} is not a directory"),
            ));
        }
        code => {
            tracing::error!(
                sandbox = %id,
                "listing {resolved:?} failed with exit code {code}: {}",
                String::from_utf8_lossy(&listed.stderr)
            );
            return Err(ApiError::internal(format!(
                "listing failed with exit code {code}; details are in the server log"
            )));
        }
    }
    let mut entries: Vec<DirectoryEntry> = listed
        .stdout
        .split(|byte| *byte == 0)
        .filter_map(|record| parse_entry(record, &resolved))
        .collect();
    entries.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(Json(DirectoryListing {
        path: resolved,
        entries,
    }))
}

fn parse_entry(record: &[u8], directory: &str) -> Option<DirectoryEntry> {
    let newline = record.iter().position(|byte| *byte == b'\n')?;
    let stat = std::str::from_utf8(&record[..newline]).ok()?;
    let name = String::from_utf8_lossy(&record[newline + 1..]).into_owned();
    let mut fields = stat.splitn(3, '|');
    let kind = match fields.next()? {
        "regular file" | "regular empty file" => "file",
        "directory" => "directory",
        "symbolic link" => "symlink",
        _ => "other",
    };
    let size = fields.next()?.parse().ok()?;
    let mode = u32::from_str_radix(fields.next()?, 8).ok()?;
    Some(DirectoryEntry {
        path: format!("{directory}/{name}"),
        name,
        kind,
        size,
        mode: format!("{mode:04o}"),
    })
}

/// Resolves symlinks inside the container and checks the result against `scope`.
async fn resolve(
    state: &SharedState,
    container: &str,
    path: &str,
    scope: Scope,
) -> Result<String, ApiError> {
    let resolved = run_internal(
        &state.docker,
        container,
        &["sh", "-c", RESOLVE_SCRIPT, "resolve", path],
    )
    .await?;
    match resolved.exit_code {
        0 => {}
        1 => {
            return Err(ApiError::new(
                StatusCode::BAD_REQUEST,
                "invalid_path",
                format!(
                    "cannot resolve {path:?}: {}",
                    String::from_utf8_lossy(&resolved.stderr).trim()
                ),
            ));
        }
        // The script never exits otherwise: the helper did not run (126 is
        // Docker's answer when it cannot start an exec).
        code => {
            tracing::error!(
                "resolving {path:?} in {container} failed with exit code {code}: {}",
                String::from_utf8_lossy(&resolved.stderr)
            );
            return Err(ApiError::internal(format!(
                "resolving the path failed with exit code {code}; details are in the server log"
            )));
        }
    }
    let resolved = String::from_utf8(resolved.stdout).map_err(|_| {
        ApiError::bad_request(format!("{path:?} resolves to a name that is not UTF-8"))
    })?;
    paths::require_inside(&resolved, scope)?;
    Ok(resolved)
}

#[cfg(test)]
mod tests {
    use super::{parse_entry, parse_mode};

    #[test]
    fn modes_are_octal_permission_bits() {
        assert_eq!(parse_mode(None).unwrap(), 0o644);
        assert_eq!(parse_mode(Some("755")).unwrap(), 0o755);
        assert_eq!(parse_mode(Some("0600")).unwrap(), 0o600);
        for bad in ["", "8", "0o644", "4755", "64", "12345", "rw-"] {
            assert_eq!(
                parse_mode(Some(bad)).unwrap_err().code,
                "invalid_mode",
                "{bad}"
            );
        }
    }

    #[test]
    fn listing_records_parse_names_with_newlines() {
        let entry = parse_entry(b"regular file|12|644\nodd\nname", "/workspace").unwrap();
        assert_eq!(entry.name, "odd\nname");
        assert_eq!(entry.kind, "file");
        assert_eq!(entry.size, 12);
        assert_eq!(entry.mode, "0644");
        assert_eq!(entry.path, "/workspace/odd\nname");
    }
}
