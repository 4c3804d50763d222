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
use xtask::prerequisites;
use xtask::servers::{self, References};

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

    let services: Vec<&str> = ["auth", "invoice", "policy", "sandbox"]
        .into_iter()
        .filter(|service| wanted(service) && (*service != "sandbox" || sandbox_ready.is_ok()))
        .collect();
    let sandbox_image = sandbox_ready.is_ok().then_some(crate::SANDBOX_IMAGE);
    let references = References::start(
        &bins.reference,
        &services,
        sandbox_image,
        Some(&plan.log_dir),
    )?;
    for server in references.servers() {
        println!("{} reference server at {}", server.service, server.url);
    }
    let mut command = references.runner(&bins.conformance);
    for (suite, reason) in &unavailable {
        command
            .arg("--unavailable")
            .arg(format!("{suite}={reason}"));
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
    // Sandboxes are meant to outlive their server (reconciliation resumes them),
    // so what this run's instance still owns is swept when the servers stop.
    // Cases clean up after themselves; anything found is a defect of the suite.
    let swept = references.stop()?;
    if !swept.is_empty() {
        eprintln!("xtask: the sandbox suite left {swept:?} behind; removed them");
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
