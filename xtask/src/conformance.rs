//! `cargo xtask conformance`: the main job. Builds the binaries, starts the
//! reference servers on free loopback ports, runs the runner against them and
//! exits with the runner's code.

use std::process::Command;

use anyhow::Context;

use crate::sandbox_image;
use xtask::servers::{self, Server};
use xtask::{docker, prerequisites};

/// Exit code of the runner when the harness itself could not run.
const HARNESS_ERROR: u8 = 3;

pub fn run(require_all: bool, release: bool, runner_args: &[String]) -> anyhow::Result<u8> {
    let bins = servers::build_binaries(release)?;
    if runner_args.iter().any(|a| a == "--list") {
        let status = Command::new(&bins.conformance)
            .arg("run")
            .args(runner_args)
            .status()?;
        return Ok(status.code().unwrap_or(i32::from(HARNESS_ERROR)) as u8);
    }

    let mut unavailable: Vec<(String, String)> = Vec::new();
    let sandbox_ready = prerequisites::docker_engine().and_then(|()| {
        sandbox_image::build(crate::SANDBOX_IMAGE)
            .map_err(|e| format!("cannot build the sandbox image: {e:#}"))
    });
    if let Err(reason) = &sandbox_ready {
        if require_all {
            eprintln!("xtask: sandbox suite cannot run: {reason}");
            return Ok(HARNESS_ERROR);
        }
        unavailable.push(("sandbox".into(), reason.clone()));
    }

    let data = tempfile::tempdir().context("temporary data directory")?;
    let admin_token = format!("adm-{}", random_hex());
    // Two keys, so the cases about what keys share (SBX-AUTHN-4) run too; both the
    // server and the runner read a comma-separated list from their variable.
    let api_keys = format!("key-{},key-{}", random_hex(), random_hex());
    let mut running: Vec<Server> = Vec::new();
    let start = |service: &str, args: Vec<String>, envs: &[(&str, &str)]| {
        Server::start(&bins.reference, service, &args, envs)
    };
    running.push(start(
        "auth",
        vec![
            "--data-dir".into(),
            data.path().join("auth").display().to_string(),
        ],
        &[("AUTH_ADMIN_TOKEN", &admin_token)],
    )?);
    running.push(start("invoice", vec![], &[])?);
    running.push(start("policy", vec![], &[])?);
    if sandbox_ready.is_ok() {
        running.push(start(
            "sandbox",
            vec![
                "--data-dir".into(),
                data.path().join("sandbox").display().to_string(),
            ],
            &[("SANDBOX_API_KEYS", &api_keys)],
        )?);
    }

    let mut command = Command::new(&bins.conformance);
    command.arg("run");
    for server in &running {
        println!("{} reference server at {}", server.service, server.url);
        command
            .arg("--target")
            .arg(format!("{}={}", server.service, server.url));
    }
    for (suite, reason) in &unavailable {
        command
            .arg("--unavailable")
            .arg(format!("{suite}={reason}"));
    }
    if sandbox_ready.is_ok() {
        // The runner shares the reference's Docker engine: it also checks the
        // objects behind each sandbox, and knows the image it runs by default.
        command
            .arg("--sandbox-docker")
            .arg("--sandbox-image")
            .arg(crate::SANDBOX_IMAGE);
    }
    if !runner_args.iter().any(|a| a == "--expected-failures") {
        // What the reference servers are known not to meet yet (each entry says
        // why); an entry whose case starts passing fails a --strict run.
        command
            .arg("--expected-failures")
            .arg(servers::workspace_root().join("xtask/reference_expected_failures.toml"));
    }
    command
        .env("TOUCHSTONE_ADMIN_TOKEN", &admin_token)
        .env("TOUCHSTONE_API_KEY", &api_keys)
        .args(runner_args);
    let status = command.status().context("running the conformance runner")?;
    for server in running {
        if let Err(err) = server.stop() {
            eprintln!("xtask: {err:#}");
        }
    }
    // Sandboxes are meant to outlive their server (reconciliation resumes them),
    // so what this run's instance still owns is swept here. Cases clean up after
    // themselves; anything found is reported as a defect of the suite.
    if let Some(instance) = docker::instance_of(&data.path().join("sandbox")) {
        let swept = docker::sweep_instance(&instance)?;
        if !swept.is_empty() {
            eprintln!("xtask: the sandbox suite left {swept:?} behind; removed them");
        }
    }
    Ok(status.code().unwrap_or(i32::from(HARNESS_ERROR)) as u8)
}

fn random_hex() -> String {
    use rand::Rng;
    let bytes: [u8; 16] = rand::rng().random();
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}
