//! The auth suite notices a broken server: the reference server started with
//! one deliberate defect of `TOUCHSTONE_AUTH_FAULTS` fails a case that names
//! the rule the defect breaks, while the same cases pass without the defect.

use std::process::Command;
use std::sync::OnceLock;

use serde_json::Value;
use xtask::servers::{self, BinPaths, Server};

const ADMIN: &str = "auth-faults-admin-token";

fn bins() -> &'static BinPaths {
    static BINS: OnceLock<BinPaths> = OnceLock::new();
    BINS.get_or_init(|| servers::build_binaries(false).expect("build reference and conformance"))
}

/// Runs the cases matching `pattern` against a reference auth server with
/// `faults` and returns the JSON report's cases.
fn run_cases(faults: &str, pattern: &str) -> Vec<Value> {
    let bins = bins();
    let auth = Server::start(
        &bins.reference,
        "auth",
        &[],
        &[
            ("AUTH_ADMIN_TOKEN", ADMIN),
            ("TOUCHSTONE_AUTH_FAULTS", faults),
        ],
    )
    .expect("start the reference auth server");
    let dir = tempfile::tempdir().unwrap();
    let report = dir.path().join("report.json");
    let output = Command::new(&bins.conformance)
        .args([
            "run",
            "--strict",
            "--seed",
            "1",
            "--case",
            pattern,
            "--report-json",
        ])
        .arg(&report)
        .arg("--target")
        .arg(format!("auth={}", auth.url))
        .env("TOUCHSTONE_ADMIN_TOKEN", ADMIN)
        .output()
        .expect("run conformance");
    let text = std::fs::read_to_string(&report).unwrap_or_else(|e| {
        panic!(
            "no report ({e}); conformance said:\n{}",
            String::from_utf8_lossy(&output.stderr)
        )
    });
    let report: Value = serde_json::from_str(&text).unwrap();
    let cases = report["cases"].as_array().cloned().unwrap_or_default();
    assert!(!cases.is_empty(), "no case matched {pattern}");
    cases
}

/// The ids of failed cases with a failure that names or is attributed to one
/// of `requirements`.
fn failed_citing(cases: &[Value], requirements: &[&str]) -> Vec<String> {
    cases
        .iter()
        .filter(|case| case["outcome"] == "fail")
        .filter(|case| {
            case["failures"]
                .as_array()
                .into_iter()
                .flatten()
                .any(|failure| {
                    let check = failure["check"].as_str().unwrap_or_default();
                    let attributed = failure["requirements"].as_array();
                    requirements.iter().any(|r| {
                        check.contains(r)
                            || attributed.is_some_and(|ids| ids.iter().any(|id| id == r))
                    })
                })
        })
        .map(|case| case["id"].as_str().unwrap_or_default().to_owned())
        .collect()
}

fn outcomes(cases: &[Value]) -> String {
    cases
        .iter()
        .map(|c| format!("{} {} {}", c["id"], c["outcome"], c["failures"]))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn clean_server_passes_the_cases_the_faults_break() {
    let cases = run_cases("", "auth.{fuzz,audit,uses}.*");
    assert!(
        cases.iter().all(|c| c["outcome"] == "pass"),
        "{}",
        outcomes(&cases)
    );
}

#[test]
fn no_cascade_fails_the_fuzzer_on_revocation_cascade() {
    let cases = run_cases("no_cascade", "auth.fuzz.*");
    let failed = failed_citing(&cases, &["AUTH-REVOKE-3"]);
    assert_eq!(failed, ["auth.fuzz.model"], "{}", outcomes(&cases));
    let failure = &cases[0]["failures"][0]["at"];
    assert!(
        failure.as_str().unwrap_or_default().contains("--scenarios"),
        "{failure}"
    );
}

#[test]
fn audit_skips_dry_run_fails_one_entry_per_check() {
    let cases = run_cases("audit_skips_dry_run", "auth.audit.*");
    let failed = failed_citing(&cases, &["AUTH-AUDIT-1"]);
    assert_eq!(
        failed,
        ["auth.audit.one_entry_per_check"],
        "{}",
        outcomes(&cases)
    );
}

#[test]
fn racy_uses_fails_the_concurrent_checks() {
    let cases = run_cases("racy_uses", "auth.uses.concurrent_*");
    let failed = failed_citing(&cases, &["AUTH-USE-4", "AUTH-USE-5", "AUTH-USE-6"]);
    assert!(!failed.is_empty(), "{}", outcomes(&cases));
}
