//! `invoice.corpus.manifest_decisions` needs a server whose ledger is empty, so
//! in the main job (where other cases fill the ledger first) it skips with that
//! reason. Here it runs alone against a fresh reference server.

use std::process::Command;

use serde_json::Value;
use xtask::servers::{self, Server};

#[test]
fn corpus_decisions_hold_on_a_fresh_server() {
    let bins = servers::build_binaries(false).unwrap();
    let server = Server::start(&bins.reference, "invoice", &[], &[]).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let report = dir.path().join("report.json");
    let status = Command::new(&bins.conformance)
        .args([
            "run",
            "--case",
            "invoice.corpus.manifest_decisions",
            "--report-json",
        ])
        .arg(&report)
        .arg("--target")
        .arg(format!("invoice={}", server.url))
        .status()
        .unwrap();
    let report: Value = serde_json::from_str(&std::fs::read_to_string(&report).unwrap()).unwrap();
    let case = &report["cases"][0];
    assert_eq!(case["id"], "invoice.corpus.manifest_decisions");
    assert_eq!(case["outcome"], "pass", "{case:#}");
    assert!(status.success());
}
