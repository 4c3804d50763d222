//! Docker objects a reference sandbox server instance created, found by the
//! instance label its data directory names, so a run can sweep up after itself.

use std::path::Path;
use std::process::Command;

use anyhow::{Context, bail};

const INSTANCE_LABEL: &str = "io.touchstone.instance";

/// What was still there when the sweep ran.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Swept {
    pub containers: usize,
    pub volumes: usize,
    pub networks: usize,
}

impl Swept {
    pub fn is_empty(&self) -> bool {
        self.containers + self.volumes + self.networks == 0
    }
}

/// The instance id a sandbox data directory was given on first start, if any.
pub fn instance_of(data_dir: &Path) -> Option<String> {
    std::fs::read_to_string(data_dir.join("instance"))
        .ok()
        .map(|s| s.trim().to_owned())
        .filter(|s| !s.is_empty())
}

fn ids(kind: &str, filter: &str) -> anyhow::Result<Vec<String>> {
    let mut command = Command::new("docker");
    match kind {
        "container" => command.args(["ps", "-aq", "--filter", filter]),
        "volume" => command.args(["volume", "ls", "-q", "--filter", filter]),
        _ => command.args(["network", "ls", "-q", "--filter", filter]),
    };
    let output = command
        .output()
        .with_context(|| format!("listing {kind}s"))?;
    if !output.status.success() {
        bail!(
            "docker {kind} listing failed: {}",
            String::from_utf8_lossy(&output.stderr).trim()
        );
    }
    Ok(String::from_utf8_lossy(&output.stdout)
        .split_whitespace()
        .map(str::to_owned)
        .collect())
}

fn remove(kind: &str, ids: &[String]) -> anyhow::Result<()> {
    if ids.is_empty() {
        return Ok(());
    }
    let mut command = Command::new("docker");
    match kind {
        "container" => command.args(["rm", "-f", "-v"]),
        "volume" => command.args(["volume", "rm", "-f"]),
        _ => command.args(["network", "rm"]),
    };
    let output = command
        .args(ids)
        .output()
        .with_context(|| format!("removing {kind}s"))?;
    if !output.status.success() {
        bail!(
            "docker {kind} removal failed: {}",
            String::from_utf8_lossy(&output.stderr).trim()
        );
    }
    Ok(())
}

/// Removes every container, volume and network of one server instance.
pub fn sweep_instance(instance: &str) -> anyhow::Result<Swept> {
    let filter = format!("label={INSTANCE_LABEL}={instance}");
    let containers = ids("container", &filter)?;
    remove("container", &containers)?;
    let volumes = ids("volume", &filter)?;
    remove("volume", &volumes)?;
    let networks = ids("network", &filter)?;
    remove("network", &networks)?;
    Ok(Swept {
        containers: containers.len(),
        volumes: volumes.len(),
        networks: networks.len(),
    })
}
