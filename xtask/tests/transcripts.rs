//! Regression snapshots of what the reference servers say to the conformance
//! suites, kept with the runner's own `--snapshots` (the mechanism users get):
//! every stable case's transcript, normalised, one file per case under
//! `xtask/tests/snapshots/transcripts/`. A changed answer fails this test with
//! a diff; `TOUCHSTONE_UPDATE_SNAPSHOTS=1` accepts it, and a case without a
//! snapshot gets one written, to review and commit.

use std::process::Command;

use serde_json::Value;
use xtask::servers::{self, Server};

#[test]
fn reference_transcripts_are_stable() {
    let bins = servers::build_binaries(false).expect("build reference and conformance");
    let data = tempfile::tempdir().unwrap();
    let admin = "snapshot-admin-token";
    let auth = Server::start(
        &bins.reference,
        "auth",
        &[
            "--data-dir".into(),
            data.path().join("auth").display().to_string(),
        ],
        &[("AUTH_ADMIN_TOKEN", admin)],
    )
    .unwrap();
    let invoice = Server::start(&bins.reference, "invoice", &[], &[]).unwrap();
    let policy = Server::start(&bins.reference, "policy", &[], &[]).unwrap();
    let report = data.path().join("report.json");
    let snapshots = servers::workspace_root().join("xtask/tests/snapshots/transcripts");
    let update = std::env::var_os("TOUCHSTONE_UPDATE_SNAPSHOTS").is_some();
    let mut command = Command::new(&bins.conformance);
    command
        .args([
            "run",
            "--strict",
            "--jobs",
            "1",
            // Not snapshotted (their exchanges vary by design), so not run here.
            "--exclude-tag",
            "race",
            "--exclude-tag",
            "nondeterministic",
            "--expected-failures",
            concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/reference_expected_failures.toml"
            ),
            "--report-json",
        ])
        .arg(&report)
        .arg("--snapshots")
        .arg(&snapshots)
        .arg("--target")
        .arg(format!("auth={}", auth.url))
        .arg("--target")
        .arg(format!("invoice={}", invoice.url))
        .arg("--target")
        .arg(format!("policy={}", policy.url))
        .env("TOUCHSTONE_ADMIN_TOKEN", admin);
    if update {
        command.arg("--update-snapshots");
    }
    let status = command.status().unwrap();
    let report: Value = serde_json::from_str(&std::fs::read_to_string(&report).unwrap()).unwrap();
    let found = &report["snapshots"];
    assert!(
        status.success(),
        "the reference servers must pass their suites and match their snapshots ({status}); \
         changed: {}",
        found["changed"]
    );
    for entry in std::fs::read_dir(&snapshots).unwrap() {
        let path = entry.unwrap().path();
        assert!(
            !std::fs::read_to_string(&path).unwrap().contains(admin),
            "the admin token reached {}",
            path.display()
        );
    }
    let new = found["new"].as_array().map_or(0, Vec::len);
    assert!(
        update || new == 0,
        "{new} cases had no snapshot; they were written to {}: review and commit them",
        snapshots.display()
    );
}
