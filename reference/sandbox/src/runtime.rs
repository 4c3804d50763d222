//! The Docker side of a sandbox: its volume, optional network and container,
//! built with every isolation default of seed §1 rule 2.

use std::collections::{HashMap, HashSet};
use std::sync::{Mutex, PoisonError};

use axum::http::StatusCode;
use bollard::Docker;
use bollard::errors::Error as DockerError;
use bollard::models::{
    ContainerCreateBody, HostConfig, Mount, MountTypeEnum, NetworkCreateRequest,
    VolumeCreateOptions,
};
use bollard::query_parameters::{
    CreateContainerOptionsBuilder, InspectNetworkOptions, ListNetworksOptionsBuilder,
    RemoveContainerOptionsBuilder, RemoveVolumeOptionsBuilder, StartContainerOptions,
    WaitContainerOptions,
};
use futures_util::StreamExt;
use reference_common::ApiError;

use crate::records::SandboxSpec;

/// Carried by every container, volume and network the service creates.
pub const MANAGED_LABEL: &str = "io.touchstone.managed";
/// Names the sandbox a resource belongs to.
pub const SANDBOX_LABEL: &str = "io.touchstone.sandbox";
/// Names the data directory (server instance) whose records own a resource.
pub const INSTANCE_LABEL: &str = "io.touchstone.instance";
pub const SANDBOX_UID: &str = "1000:1000";
pub const WORKSPACE: &str = "/workspace";
pub const HOSTNAME: &str = "sandbox";

pub fn container_name(id: &str) -> String {
    format!("touchstone-{id}")
}

pub fn volume_name(id: &str) -> String {
    format!("touchstone-{id}-workspace")
}

pub fn network_name(id: &str) -> String {
    format!("touchstone-{id}-net")
}

fn labels(id: &str, instance: &str) -> HashMap<String, String> {
    HashMap::from([
        (MANAGED_LABEL.to_owned(), "true".to_owned()),
        (SANDBOX_LABEL.to_owned(), id.to_owned()),
        (INSTANCE_LABEL.to_owned(), instance.to_owned()),
    ])
}

/// Whether `provision` makes the workspace volume or finds one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Workspace {
    Fresh,
    Existing,
}

/// Ids of images whose `/workspace` seeds a fresh volume already owned by
/// the sandbox user — seen once, so later sandboxes of the same image skip
/// the ownership check (an exec on the create path).
#[derive(Default)]
pub struct SeededImages(Mutex<HashSet<String>>);

impl SeededImages {
    fn contains(&self, image_id: &str) -> bool {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .contains(image_id)
    }

    fn insert(&self, image_id: String) {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .insert(image_id);
    }
}

/// Creates the volume (and network) if missing, then a fresh container, and
/// starts it with `/workspace` owned by the sandbox user.
pub async fn provision(
    docker: &Docker,
    instance: &str,
    id: &str,
    spec: &SandboxSpec,
    workspace: Workspace,
    seeded: &SeededImages,
) -> Result<(), ApiError> {
    let (volume, image_id) = tokio::join!(
        docker.create_volume(VolumeCreateOptions {
            name: Some(volume_name(id)),
            labels: Some(labels(id, instance)),
            ..Default::default()
        }),
        image_id(docker, &spec.image, workspace),
    );
    volume.map_err(docker_error)?;
    if spec.network {
        ensure_network(docker, instance, id).await?;
    }
    let options = CreateContainerOptionsBuilder::new()
        .name(&container_name(id))
        .build();
    docker
        .create_container(Some(options), container_body(instance, id, spec))
        .await
        .map_err(|err| match err {
            DockerError::DockerResponseServerError {
                status_code: 404,
                message,
            } => {
                tracing::info!("image {:?} not found: {message}", spec.image);
                ApiError::new(
                    StatusCode::BAD_REQUEST,
                    "image_not_found",
                    format!("image {:?} is not available to the engine", spec.image),
                )
            }
            other => docker_error(other),
        })?;
    docker
        .start_container(&container_name(id), None::<StartContainerOptions>)
        .await
        .map_err(docker_error)?;
    if image_id
        .as_deref()
        .is_some_and(|image| seeded.contains(image))
    {
        return Ok(());
    }
    let already_owned = hand_workspace_to_sandbox_user(docker, instance, id, spec).await?;
    if let (true, Some(image)) = (already_owned, image_id) {
        seeded.insert(image);
    }
    Ok(())
}

/// The id behind an image name, wanted only for a fresh volume: an existing
/// one may have been left half-prepared, so it is always checked.
async fn image_id(docker: &Docker, image: &str, workspace: Workspace) -> Option<String> {
    if workspace == Workspace::Existing {
        return None;
    }
    // A missing image is reported by the container create that follows.
    docker.inspect_image(image).await.ok()?.id
}

/// A fresh volume takes the owner of the image's `/workspace` (root in most
/// images), and the sandbox user has no capability to change that. Then a
/// one-off container of the same image, root with `CAP_CHOWN` only, hands
/// the volume to 1000:1000. Answers whether the volume was the user's already.
async fn hand_workspace_to_sandbox_user(
    docker: &Docker,
    instance: &str,
    id: &str,
    spec: &SandboxSpec,
) -> Result<bool, ApiError> {
    let owner = crate::exec::run_internal(
        docker,
        &container_name(id),
        &["stat", "-c", "%u:%g", WORKSPACE],
    )
    .await?;
    if String::from_utf8_lossy(&owner.stdout).trim() == SANDBOX_UID {
        return Ok(true);
    }
    let helper = format!("touchstone-{id}-chown");
    let body = ContainerCreateBody {
        image: Some(spec.image.clone()),
        entrypoint: Some(vec!["chown".into()]),
        cmd: Some(vec![SANDBOX_UID.into(), WORKSPACE.into()]),
        user: Some("0:0".into()),
        labels: Some(labels(id, instance)),
        host_config: Some(HostConfig {
            mounts: Some(vec![workspace_mount(id)]),
            cap_drop: Some(vec!["ALL".into()]),
            cap_add: Some(vec!["CHOWN".into()]),
            security_opt: Some(vec!["no-new-privileges:true".into()]),
            network_mode: Some("none".into()),
            ..Default::default()
        }),
        ..Default::default()
    };
    let options = CreateContainerOptionsBuilder::new().name(&helper).build();
    let outcome = async {
        docker
            .create_container(Some(options), body)
            .await
            .map_err(docker_error)?;
        docker
            .start_container(&helper, None::<StartContainerOptions>)
            .await
            .map_err(docker_error)?;
        let waited: Vec<_> = docker
            .wait_container(&helper, None::<WaitContainerOptions>)
            .collect()
            .await;
        match waited.into_iter().next_back() {
            Some(Ok(exit)) if exit.status_code == 0 => Ok(()),
            other => {
                tracing::error!("chown of the workspace volume of {id} failed: {other:?}");
                Err(ApiError::internal(format!(
                    "cannot hand {WORKSPACE} to {SANDBOX_UID}; details are in the server log"
                )))
            }
        }
    }
    .await;
    remove_container(docker, &helper).await?;
    outcome.map(|()| false)
}

fn workspace_mount(id: &str) -> Mount {
    Mount {
        target: Some(WORKSPACE.into()),
        source: Some(volume_name(id)),
        typ: Some(MountTypeEnum::VOLUME),
        read_only: Some(false),
        ..Default::default()
    }
}

/// Callers hold the sandbox's lock (or own a fresh id), so nothing creates
/// the network between the look and the create.
async fn ensure_network(docker: &Docker, instance: &str, id: &str) -> Result<(), ApiError> {
    // Engines before API 1.44 create a second network of the same name unless
    // the request says not to, which today's API cannot say: look first.
    match docker
        .inspect_network(&network_name(id), None::<InspectNetworkOptions>)
        .await
    {
        Ok(_) => return Ok(()),
        Err(DockerError::DockerResponseServerError {
            status_code: 404, ..
        }) => {}
        Err(err) => return Err(docker_error(err)),
    }
    let request = NetworkCreateRequest {
        name: network_name(id),
        driver: Some("bridge".into()),
        options: Some(HashMap::from([(
            "com.docker.network.bridge.enable_icc".to_owned(),
            "false".to_owned(),
        )])),
        labels: Some(labels(id, instance)),
        ..Default::default()
    };
    match docker.create_network(request).await {
        Ok(_)
        | Err(DockerError::DockerResponseServerError {
            status_code: 409, ..
        }) => Ok(()),
        Err(err) => Err(docker_error(err)),
    }
}

/// Docker's default read-only paths, and the message queue mount.
const READ_ONLY_PATHS: [&str; 6] = [
    "/proc/bus",
    "/proc/fs",
    "/proc/irq",
    "/proc/sys",
    "/proc/sysrq-trigger",
    "/dev/mqueue",
];

fn container_body(instance: &str, id: &str, spec: &SandboxSpec) -> ContainerCreateBody {
    let memory = (spec.memory_mb * 1024 * 1024) as i64;
    let host_config = HostConfig {
        mounts: Some(vec![workspace_mount(id)]),
        tmpfs: Some(HashMap::from([(
            "/tmp".to_owned(),
            format!("rw,nosuid,nodev,size={}m,mode=1777", spec.tmp_size_mb),
        )])),
        readonly_rootfs: Some(spec.read_only_rootfs),
        cap_drop: Some(vec!["ALL".into()]),
        security_opt: Some(vec!["no-new-privileges:true".into()]),
        network_mode: Some(if spec.network {
            network_name(id)
        } else {
            "none".into()
        }),
        memory: Some(memory),
        memory_swap: Some(memory),
        nano_cpus: Some((spec.cpus * 1e9) as i64),
        pids_limit: Some(spec.pids_limit),
        // A private IPC namespace without /dev/shm, and the POSIX message
        // queue mount read-only: seed rule 2 leaves /workspace and /tmp the
        // only writable places.
        ipc_mode: Some("none".into()),
        readonly_paths: Some(READ_ONLY_PATHS.iter().map(|p| (*p).to_owned()).collect()),
        init: Some(true),
        ..Default::default()
    };
    ContainerCreateBody {
        image: Some(spec.image.clone()),
        cmd: Some(vec!["sleep".into(), "2147483647".into()]),
        user: Some(SANDBOX_UID.into()),
        env: Some(vec![format!("HOME={WORKSPACE}")]),
        working_dir: Some(WORKSPACE.into()),
        hostname: Some(HOSTNAME.into()),
        labels: Some(labels(id, instance)),
        host_config: Some(host_config),
        ..Default::default()
    }
}

/// Removes the container, its volume and network; absent parts are fine.
pub async fn destroy(docker: &Docker, id: &str) -> Result<(), ApiError> {
    remove_container(docker, &container_name(id)).await?;
    remove_volume(docker, &volume_name(id)).await?;
    remove_networks_of(docker, id).await
}

/// Every network labelled as sandbox `id`'s, removed by id: its name may
/// stand for two networks (made by an older server on an older engine), and
/// Docker refuses to remove an ambiguous name.
async fn remove_networks_of(docker: &Docker, id: &str) -> Result<(), ApiError> {
    let filters = HashMap::from([("label".to_owned(), vec![format!("{SANDBOX_LABEL}={id}")])]);
    let networks = docker
        .list_networks(Some(
            ListNetworksOptionsBuilder::new().filters(&filters).build(),
        ))
        .await
        .map_err(docker_error)?;
    for network in networks.into_iter().filter_map(|network| network.id) {
        remove_network(docker, &network).await?;
    }
    Ok(())
}

/// Throws away the container and its workspace, keeping the network.
pub async fn discard_container_and_workspace(docker: &Docker, id: &str) -> Result<(), ApiError> {
    remove_container(docker, &container_name(id)).await?;
    remove_volume(docker, &volume_name(id)).await
}

pub async fn remove_container(docker: &Docker, name: &str) -> Result<(), ApiError> {
    let options = RemoveContainerOptionsBuilder::new()
        .force(true)
        .v(false)
        .build();
    ignore_missing(docker.remove_container(name, Some(options)).await)
}

pub async fn remove_volume(docker: &Docker, name: &str) -> Result<(), ApiError> {
    let options = RemoveVolumeOptionsBuilder::new().force(true).build();
    ignore_missing(docker.remove_volume(name, Some(options)).await)
}

pub async fn remove_network(docker: &Docker, name: &str) -> Result<(), ApiError> {
    ignore_missing(docker.remove_network(name).await)
}

fn ignore_missing(result: Result<(), DockerError>) -> Result<(), ApiError> {
    match result {
        Ok(())
        | Err(DockerError::DockerResponseServerError {
            status_code: 404, ..
        }) => Ok(()),
        Err(err) => Err(docker_error(err)),
    }
}

/// Brings a recorded sandbox back after a restart: starts its stopped
/// container, or rebuilds a missing one around the existing volume.
pub async fn resume(
    docker: &Docker,
    instance: &str,
    id: &str,
    spec: &SandboxSpec,
    seeded: &SeededImages,
) -> Result<(), ApiError> {
    match docker
        .inspect_container(
            &container_name(id),
            None::<bollard::query_parameters::InspectContainerOptions>,
        )
        .await
    {
        Ok(inspect) if inspect.state.as_ref().and_then(|state| state.running) == Some(true) => {
            Ok(())
        }
        Ok(_) => docker
            .start_container(&container_name(id), None::<StartContainerOptions>)
            .await
            .map_err(docker_error),
        Err(DockerError::DockerResponseServerError {
            status_code: 404, ..
        }) => provision(docker, instance, id, spec, Workspace::Existing, seeded).await,
        Err(err) => Err(docker_error(err)),
    }
}

/// Whether the sandbox's container is running; a missing container is not.
pub async fn is_running(docker: &Docker, id: &str) -> Result<bool, ApiError> {
    match docker
        .inspect_container(
            &container_name(id),
            None::<bollard::query_parameters::InspectContainerOptions>,
        )
        .await
    {
        Ok(inspect) => Ok(inspect
            .state
            .and_then(|state| state.running)
            .unwrap_or(false)),
        Err(DockerError::DockerResponseServerError {
            status_code: 404, ..
        }) => Ok(false),
        Err(err) => Err(docker_error(err)),
    }
}

/// Engine answers become `runtime_error`; no answer at all is `runtime_unavailable`.
///
/// Docker's error text can name host paths (the storage driver's directories,
/// the engine socket), so it goes to the server log only; clients get a
/// generic message. The exception is the conflict of a stopped container,
/// whose text only names the container.
pub fn docker_error(err: DockerError) -> ApiError {
    match err {
        DockerError::DockerResponseServerError {
            status_code: 409,
            message,
        } if message.contains("is not running") => ApiError::new(
            StatusCode::CONFLICT,
            "sandbox_not_running",
            "the sandbox's container is not running",
        ),
        DockerError::DockerResponseServerError {
            status_code: 400,
            message,
        } => {
            tracing::warn!("Docker refused a request (400): {message}");
            ApiError::bad_request("the container runtime refused the request")
        }
        DockerError::DockerResponseServerError {
            status_code,
            message,
        } => {
            tracing::error!("Docker answered {status_code}: {message}");
            ApiError::new(
                StatusCode::INTERNAL_SERVER_ERROR,
                "runtime_error",
                format!(
                    "the container runtime failed (status {status_code}); details are in the server log"
                ),
            )
        }
        other => {
            tracing::error!("Docker cannot be reached: {other}");
            ApiError::new(
                StatusCode::SERVICE_UNAVAILABLE,
                "runtime_unavailable",
                "the container runtime cannot be reached",
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use axum::http::StatusCode;
    use bollard::errors::Error as DockerError;

    use super::docker_error;

    const HOST_PATH: &str = "/var/lib/docker/fuse-overlayfs/0123abcd/merged";

    #[test]
    fn docker_error_text_never_reaches_clients() {
        for status_code in [400, 404, 409, 500, 503] {
            let err = docker_error(DockerError::DockerResponseServerError {
                status_code,
                message: format!("lstat {HOST_PATH}/workspace/x: file name too long"),
            });
            assert!(!err.message.contains("/var/lib"), "{status_code}: {err:?}");
            assert!(!err.message.is_empty());
            if status_code != 400 {
                assert!(err.status.is_server_error(), "{status_code}: {err:?}");
                assert_eq!(err.code, "runtime_error");
            }
        }
        let unreachable = docker_error(DockerError::SocketNotFoundError(
            "/var/run/docker.sock".into(),
        ));
        assert_eq!(unreachable.status, StatusCode::SERVICE_UNAVAILABLE);
        assert_eq!(unreachable.code, "runtime_unavailable");
        assert!(!unreachable.message.contains('/'), "{unreachable:?}");
    }

    #[test]
    fn a_stopped_container_is_a_conflict() {
        let err = docker_error(DockerError::DockerResponseServerError {
            status_code: 409,
            message: "Container abc is not running".into(),
        });
        assert_eq!(
            (err.status, err.code.as_str()),
            (StatusCode::CONFLICT, "sandbox_not_running")
        );
    }
}
