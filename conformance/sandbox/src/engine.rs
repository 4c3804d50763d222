//! The runner's own view of the Docker engine the service runs its sandboxes
//! on (`--sandbox-docker`): which containers, volumes and networks exist, so a
//! case can find the objects behind a sandbox without knowing how the service
//! names them.

use std::collections::HashMap;

use bollard::Docker;
use bollard::query_parameters::{
    InspectContainerOptions, ListContainersOptionsBuilder, ListNetworksOptions, ListVolumesOptions,
    RemoveImageOptions, TagImageOptionsBuilder,
};

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Kind {
    Container,
    Volume,
    Network,
}

impl Kind {
    pub fn name(self) -> &'static str {
        match self {
            Kind::Container => "container",
            Kind::Volume => "volume",
            Kind::Network => "network",
        }
    }
}

/// One engine object, as much of it as the cases look at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Object {
    pub kind: Kind,
    /// The engine's id (a volume's name is its id).
    pub id: String,
    pub name: String,
    pub labels: HashMap<String, String>,
}

impl Object {
    /// Whether the object names the sandbox `id`, in its name or a label value.
    pub fn names(&self, id: &str) -> bool {
        self.name.contains(id) || self.labels.values().any(|v| v.contains(id))
    }

    /// Whether it carries a label `io.<vendor>.managed=true` (seed §1 rule 7).
    pub fn managed(&self) -> bool {
        self.labels.iter().any(|(key, value)| {
            value == "true"
                && key
                    .strip_prefix("io.")
                    .and_then(|rest| rest.strip_suffix(".managed"))
                    .is_some_and(|vendor| !vendor.is_empty() && !vendor.contains('.'))
        })
    }

    pub fn describe(&self) -> String {
        format!("{} {}", self.kind.name(), self.name)
    }
}

/// Where a container keeps a volume.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VolumeMount {
    pub volume: String,
    pub destination: String,
}

/// What a container was made from and what it mounts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContainerView {
    /// The image reference the container was created with.
    pub image_reference: String,
    /// The id of the image it runs.
    pub image_id: String,
    pub volumes: Vec<VolumeMount>,
}

pub struct Engine {
    docker: Docker,
}

impl Engine {
    /// The engine `DOCKER_HOST` names, or the local default, as the docker CLI does.
    pub async fn connect() -> Result<Self, String> {
        let docker = Docker::connect_with_defaults()
            .map_err(|e| format!("cannot reach the Docker engine: {e}"))?;
        docker
            .ping()
            .await
            .map_err(|e| format!("the Docker engine does not answer: {e}"))?;
        Ok(Self { docker })
    }

    /// Every container (running or not), volume and network.
    pub async fn objects(&self) -> Result<Vec<Object>, String> {
        let mut objects = Vec::new();
        let containers = self
            .docker
            .list_containers(Some(ListContainersOptionsBuilder::new().all(true).build()))
            .await
            .map_err(|e| format!("listing containers: {e}"))?;
        for container in containers {
            objects.push(Object {
                kind: Kind::Container,
                id: container.id.unwrap_or_default(),
                name: container
                    .names
                    .unwrap_or_default()
                    .join(",")
                    .trim_start_matches('/')
                    .to_owned(),
                labels: container.labels.unwrap_or_default(),
            });
        }
        let volumes = self
            .docker
            .list_volumes(None::<ListVolumesOptions>)
            .await
            .map_err(|e| format!("listing volumes: {e}"))?;
        for volume in volumes.volumes.unwrap_or_default() {
            objects.push(Object {
                kind: Kind::Volume,
                id: volume.name.clone(),
                name: volume.name,
                labels: volume.labels,
            });
        }
        let networks = self
            .docker
            .list_networks(None::<ListNetworksOptions>)
            .await
            .map_err(|e| format!("listing networks: {e}"))?;
        for network in networks {
            objects.push(Object {
                kind: Kind::Network,
                id: network.id.unwrap_or_default(),
                name: network.name.unwrap_or_default(),
                labels: network.labels.unwrap_or_default(),
            });
        }
        Ok(objects)
    }

    pub async fn container(&self, id: &str) -> Result<ContainerView, String> {
        let inspect = self
            .docker
            .inspect_container(id, None::<InspectContainerOptions>)
            .await
            .map_err(|e| format!("inspecting container {id}: {e}"))?;
        let volumes = inspect
            .mounts
            .unwrap_or_default()
            .into_iter()
            .filter_map(|mount| {
                Some(VolumeMount {
                    volume: mount.name?,
                    destination: mount.destination.unwrap_or_default(),
                })
            })
            .collect();
        Ok(ContainerView {
            image_reference: inspect
                .config
                .and_then(|config| config.image)
                .unwrap_or_default(),
            image_id: inspect.image.unwrap_or_default(),
            volumes,
        })
    }

    /// The id of an image the engine has.
    pub async fn image_id(&self, reference: &str) -> Result<String, String> {
        self.docker
            .inspect_image(reference)
            .await
            .map_err(|e| format!("inspecting image {reference}: {e}"))?
            .id
            .ok_or_else(|| format!("image {reference} has no id"))
    }

    /// Gives an image a further name `repo:tag`.
    pub async fn tag(&self, reference: &str, repo: &str, tag: &str) -> Result<(), String> {
        self.docker
            .tag_image(
                reference,
                Some(TagImageOptionsBuilder::new().repo(repo).tag(tag).build()),
            )
            .await
            .map_err(|e| format!("tagging {reference} as {repo}:{tag}: {e}"))
    }

    /// Removes one name of an image; the image stays while it has others.
    pub async fn untag(&self, reference: &str) -> Result<(), String> {
        self.docker
            .remove_image(reference, None::<RemoveImageOptions>, None)
            .await
            .map(drop)
            .map_err(|e| format!("removing the name {reference}: {e}"))
    }
}

/// The objects that appeared between two listings and belong to sandbox `id`:
/// those that name it, when any does; otherwise all that appeared (the cases
/// that use this run alone, so nothing else of the service appears meanwhile).
pub fn appeared(before: &[Object], after: &[Object], id: &str) -> Vec<Object> {
    let new: Vec<Object> = after
        .iter()
        .filter(|object| {
            !before
                .iter()
                .any(|old| old.kind == object.kind && old.id == object.id)
        })
        .cloned()
        .collect();
    if new.iter().any(|object| object.names(id)) {
        new.into_iter().filter(|object| object.names(id)).collect()
    } else {
        new
    }
}

/// Which of `objects` a listing still holds.
pub fn remaining<'a>(objects: &'a [Object], now: &[Object]) -> Vec<&'a Object> {
    objects
        .iter()
        .filter(|object| {
            now.iter()
                .any(|current| current.kind == object.kind && current.id == object.id)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn object(kind: Kind, name: &str, labels: &[(&str, &str)]) -> Object {
        Object {
            kind,
            id: format!("id-{name}"),
            name: name.to_owned(),
            labels: labels
                .iter()
                .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
                .collect(),
        }
    }

    #[test]
    fn the_managed_label_may_name_any_vendor() {
        assert!(object(Kind::Volume, "v", &[("io.acme.managed", "true")]).managed());
        assert!(!object(Kind::Volume, "v", &[("io.acme.managed", "false")]).managed());
        assert!(!object(Kind::Volume, "v", &[("io..managed", "true")]).managed());
        assert!(!object(Kind::Volume, "v", &[("io.a.b.managed", "true")]).managed());
        assert!(!object(Kind::Volume, "v", &[("com.acme.managed", "true")]).managed());
    }

    #[test]
    fn objects_naming_the_sandbox_are_preferred_to_others_that_appeared() {
        let old = object(Kind::Container, "old", &[]);
        let mine = object(Kind::Container, "x-sb_1", &[]);
        let labelled = object(Kind::Volume, "anon", &[("owner", "sb_1")]);
        let stranger = object(Kind::Volume, "other", &[]);
        let after = [
            old.clone(),
            mine.clone(),
            labelled.clone(),
            stranger.clone(),
        ];
        assert_eq!(
            appeared(std::slice::from_ref(&old), &after, "sb_1"),
            vec![mine, labelled]
        );
        let unnamed = appeared(std::slice::from_ref(&old), &after, "sb_2");
        assert_eq!(unnamed.len(), 3);
        assert_eq!(
            remaining(&unnamed, std::slice::from_ref(&stranger)),
            vec![&stranger]
        );
    }
}
