//! `cargo xtask conformance`: the main job. Builds the binaries, starts the
//! reference servers on free loopback ports for the suites that have no
//! implementation of their own (`--target SUITE=URL`, `--serve SUITE=COMMAND`,
//! both handled by the runner), runs the runner and exits with its code.
//! Every server's log goes to a file beside the reports.

use std::collections::BTreeSet;
use std::path::PathBuf;
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

    let plan = Plan::of(runner_args);
    let wanted = |suite: &str| plan.references.contains(suite);
    let mut unavailable: Vec<(String, String)> = Vec::new();
    let sandbox_ready = if wanted("sandbox") {
        prerequisites::docker_engine().and_then(|()| {
            sandbox_image::build(crate::SANDBOX_IMAGE)
                .map_err(|e| format!("cannot build the sandbox image: {e:#}"))
        })
    } else {
        Err("not run against the reference".into())
    };
    if let (true, Err(reason)) = (wanted("sandbox"), &sandbox_ready) {
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
    let mut running: Vec<(Server, PathBuf)> = Vec::new();
    let start = |service: &str, args: Vec<String>, envs: &[(&str, &str)]| {
        let log = plan.log_dir.join(format!("{service}.log"));
        Server::start_logged(&bins.reference, service, &args, envs, Some(&log))
            .map(|server| (server, log))
    };
    if wanted("auth") {
        running.push(start(
            "auth",
            vec![
                "--data-dir".into(),
                data.path().join("auth").display().to_string(),
            ],
            &[("AUTH_ADMIN_TOKEN", &admin_token)],
        )?);
    }
    if wanted("invoice") {
        running.push(start("invoice", vec![], &[])?);
    }
    if wanted("policy") {
        running.push(start("policy", vec![], &[])?);
    }
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
    for (server, log) in &running {
        println!("{} reference server at {}", server.service, server.url);
        command
            .arg("--target")
            .arg(format!("{}={}", server.service, server.url))
            .arg("--server-log")
            .arg(format!("{}={}", server.service, log.display()));
        // The references' credentials; a targeted service brings its own.
        match server.service.as_str() {
            "auth" => command.env("TOUCHSTONE_ADMIN_TOKEN", &admin_token),
            "sandbox" => command.env("TOUCHSTONE_API_KEY", &api_keys),
            _ => &mut command,
        };
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
    if plan.targeted.is_empty() && !runner_args.iter().any(|a| a == "--expected-failures") {
        // What the reference servers are known not to meet yet (each entry says
        // why); an entry whose case starts passing fails a --strict run. Never
        // given when another implementation is tested: it would hide its failures.
        command
            .arg("--expected-failures")
            .arg(servers::workspace_root().join("xtask/reference_expected_failures.toml"));
    }
    command.args(runner_args);
    let status = command.status().context("running the conformance runner")?;
    for (server, _) in running {
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

/// What the xtask reads of the runner's arguments (the runner parses them all).
struct Plan {
    /// Suites given an implementation of their own (`--target`, `--serve`).
    targeted: BTreeSet<String>,
    /// Suites run against a reference server started here.
    references: BTreeSet<String>,
    /// Where the servers' logs go: beside the reports, as the runner does.
    log_dir: PathBuf,
}

impl Plan {
    fn of(args: &[String]) -> Plan {
        let targeted: BTreeSet<String> = values(args, "--target")
            .into_iter()
            .chain(values(args, "--serve"))
            .filter_map(|pair| {
                pair.split_once('=')
                    .map(|(suite, _)| suite.trim().to_owned())
            })
            .collect();
        let named: BTreeSet<String> = values(args, "--suite")
            .iter()
            .flat_map(|list| list.split(','))
            .map(|suite| suite.trim().to_owned())
            .filter(|suite| !suite.is_empty())
            .collect();
        // Without --suite: every suite when nothing is targeted, else only the
        // targeted ones (the implementation under test, alone).
        let references = if !named.is_empty() {
            named.difference(&targeted).cloned().collect()
        } else if targeted.is_empty() {
            ["auth", "sandbox", "invoice", "policy"]
                .map(String::from)
                .into()
        } else {
            BTreeSet::new()
        };
        let reports = values(args, "--report-html")
            .pop()
            .map(PathBuf::from)
            .or_else(|| {
                values(args, "--report-json")
                    .pop()
                    .and_then(|p| PathBuf::from(p).parent().map(Into::into))
            });
        Plan {
            targeted,
            references,
            log_dir: reports
                .unwrap_or_else(|| PathBuf::from("reports"))
                .join("servers"),
        }
    }
}

/// The values of `flag` in `args`, as `--flag VALUE` or `--flag=VALUE`.
fn values(args: &[String], flag: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut iter = args.iter();
    while let Some(arg) = iter.next() {
        if arg == flag {
            if let Some(value) = iter.next() {
                found.push(value.clone());
            }
        } else if let Some(value) = arg
            .strip_prefix(flag)
            .and_then(|rest| rest.strip_prefix('='))
        {
            found.push(value.to_owned());
        }
    }
    found
}

fn random_hex() -> String {
    use rand::Rng;
    let bytes: [u8; 16] = rand::rng().random();
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}
