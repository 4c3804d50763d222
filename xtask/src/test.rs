//! `cargo xtask test`: installs or builds what the tests need on a fresh
//! machine, then runs the whole workspace's tests.

use std::process::Command;

use anyhow::{Context, bail};
use xtask::prerequisites;
use xtask::servers::workspace_root;

use crate::sandbox_image;

pub fn run(cargo_test_args: &[String]) -> anyhow::Result<()> {
    // Docker-backed tests need the engine and the locally built image; without an
    // engine they fail loudly rather than pass vacuously.
    prerequisites::docker_engine().map_err(anyhow::Error::msg)?;
    sandbox_image::build(crate::SANDBOX_IMAGE).context("building the sandbox image")?;
    // The invoice upload page and /docs are tested in headless Chromium.
    prerequisites::browser().map_err(anyhow::Error::msg)?;
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let status = Command::new(cargo)
        .current_dir(workspace_root())
        .args(["test", "--workspace"])
        .args(cargo_test_args)
        .status()
        .context("running cargo test")?;
    if !status.success() {
        bail!("cargo test failed ({status})");
    }
    Ok(())
}
