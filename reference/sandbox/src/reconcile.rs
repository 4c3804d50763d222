//! Restart reconciliation (seed §1 rule 7): recorded sandboxes are resumed
//! (or destroyed when their time to live passed while the server was down),
//! and managed containers, volumes and networks without a record are removed.
//!
//! A resource is only removed when it carries the managed label and either
//! this data directory's instance label or none at all; resources of another
//! server instance (another data directory) on the same engine are left alone.

use std::collections::{HashMap, HashSet};

use bollard::query_parameters::{
    ListContainersOptionsBuilder, ListNetworksOptionsBuilder, ListVolumesOptionsBuilder,
};
use reference_common::ApiError;

use crate::AppState;
use crate::runtime::{self, INSTANCE_LABEL, MANAGED_LABEL, SANDBOX_LABEL};
use crate::sandboxes::{self, unix_now};

pub async fn reconcile(state: &AppState) -> Result<(), ApiError> {
    let now = unix_now();
    for record in state.store.sandboxes() {
        if record.expires_at <= now {
            tracing::info!(sandbox = %record.id, "time to live passed while stopped; destroying");
            if let Err(err) = sandboxes::destroy(state, &record.id).await {
                tracing::error!(sandbox = %record.id, "cannot destroy: {err}");
            }
        } else if let Err(err) = runtime::resume(
            &state.docker,
            state.store.instance(),
            &record.id,
            &record.spec,
            &state.seeded_images,
        )
        .await
        {
            tracing::error!(sandbox = %record.id, "cannot resume: {err}");
        }
    }
    remove_orphans(state).await
}

/// Whether a managed resource with these labels belongs to no record of ours.
fn is_orphan(labels: &HashMap<String, String>, instance: &str, known: &HashSet<String>) -> bool {
    let ours = labels
        .get(INSTANCE_LABEL)
        .is_none_or(|owner| owner == instance);
    let recorded = labels
        .get(SANDBOX_LABEL)
        .is_some_and(|id| known.contains(id));
    ours && !recorded
}

async fn remove_orphans(state: &AppState) -> Result<(), ApiError> {
    let docker = &state.docker;
    let instance = state.store.instance();
    let known: HashSet<String> = state
        .store
        .sandboxes()
        .into_iter()
        .map(|record| record.id)
        .collect();
    let filters = HashMap::from([("label".to_owned(), vec![format!("{MANAGED_LABEL}=true")])]);

    let containers = docker
        .list_containers(Some(
            ListContainersOptionsBuilder::new()
                .all(true)
                .filters(&filters)
                .build(),
        ))
        .await
        .map_err(runtime::docker_error)?;
    for container in containers {
        if is_orphan(&container.labels.unwrap_or_default(), instance, &known) {
            if let Some(id) = container.id {
                tracing::info!(container = %id, "removing managed container without a record");
                log_failure(runtime::remove_container(docker, &id).await);
            }
        }
    }

    let volumes = docker
        .list_volumes(Some(
            ListVolumesOptionsBuilder::new().filters(&filters).build(),
        ))
        .await
        .map_err(runtime::docker_error)?;
    for volume in volumes.volumes.unwrap_or_default() {
        if is_orphan(&volume.labels, instance, &known) {
            tracing::info!(volume = %volume.name, "removing managed volume without a record");
            log_failure(runtime::remove_volume(docker, &volume.name).await);
        }
    }

    let networks = docker
        .list_networks(Some(
            ListNetworksOptionsBuilder::new().filters(&filters).build(),
        ))
        .await
        .map_err(runtime::docker_error)?;
    for network in networks {
        // By id: a name may stand for two networks, which Docker will not remove.
        if let (true, Some(id)) = (
            is_orphan(&network.labels.unwrap_or_default(), instance, &known),
            network.id,
        ) {
            tracing::info!(network = %id, "removing managed network without a record");
            log_failure(runtime::remove_network(docker, &id).await);
        }
    }
    Ok(())
}

/// One resource that cannot be removed does not stop the others or the start.
fn log_failure(result: Result<(), ApiError>) {
    if let Err(err) = result {
        tracing::error!("cannot remove an unrecorded resource: {err}");
    }
}

#[cfg(test)]
mod tests {
    use std::collections::{HashMap, HashSet};

    use super::is_orphan;

    fn labels(pairs: &[(&str, &str)]) -> HashMap<String, String> {
        pairs
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect()
    }

    #[test]
    fn only_unrecorded_resources_of_this_instance_or_no_instance_are_orphans() {
        let known = HashSet::from(["sb_1".to_owned()]);
        let sandbox = "io.touchstone.sandbox";
        let instance = "io.touchstone.instance";
        assert!(!is_orphan(
            &labels(&[(sandbox, "sb_1"), (instance, "me")]),
            "me",
            &known
        ));
        assert!(is_orphan(
            &labels(&[(sandbox, "sb_2"), (instance, "me")]),
            "me",
            &known
        ));
        assert!(is_orphan(&labels(&[(sandbox, "sb_2")]), "me", &known));
        assert!(is_orphan(&labels(&[]), "me", &known));
        assert!(!is_orphan(
            &labels(&[(sandbox, "sb_2"), (instance, "other")]),
            "me",
            &known
        ));
    }
}
