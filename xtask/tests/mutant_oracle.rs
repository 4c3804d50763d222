//! The oracle of `cargo xtask mutants`: cargo-mutants runs this test once per
//! mutant of a reference server, and a mutant is caught when it fails. It
//! builds the (mutated) tree's `reference` and `conformance`, starts the
//! reference server of `TOUCHSTONE_MUTANTS_SUITE` as the conformance job does
//! and asks for a strict run of that suite that exits 0. Outside a mutation
//! run it is ignored, and run by hand without the variable it fails.

use std::process::Stdio;

use xtask::servers::{self, References};

#[test]
#[ignore = "run by cargo xtask mutants"]
fn the_suite_passes_against_the_reference() {
    let suite = std::env::var("TOUCHSTONE_MUTANTS_SUITE")
        .expect("TOUCHSTONE_MUTANTS_SUITE names the suite; run this through `cargo xtask mutants`");
    let jobs = std::env::var("TOUCHSTONE_MUTANTS_JOBS").unwrap_or_else(|_| "4".into());
    let sandbox_image = std::env::var("TOUCHSTONE_MUTANTS_SANDBOX_IMAGE").ok();
    let bins = servers::build_binaries(false).expect("build reference and conformance");
    let references = References::start(&bins.reference, &[&suite], sandbox_image.as_deref(), None)
        .expect("start the reference server");
    let expected = tempfile::NamedTempFile::new().unwrap();
    std::fs::write(expected.path(), expected_failures_of(&suite)).unwrap();
    let output = references
        .runner(&bins.conformance)
        .args([
            "--suite",
            &suite,
            "--strict",
            "--fail-fast",
            "--jobs",
            &jobs,
        ])
        .arg("--expected-failures")
        .arg(expected.path())
        .stdin(Stdio::null())
        .output()
        .expect("run the conformance runner");
    let swept = references.stop().expect("stop the reference server");
    assert!(
        output.status.success(),
        "the {suite} suite failed against this reference ({}):\n{}\n{}",
        output.status,
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(swept.is_empty(), "the {suite} suite left {swept:?} behind");
}

/// The entries of `xtask/reference_expected_failures.toml` about `suite`: a
/// strict run of one suite counts the other suites' entries as stale.
fn expected_failures_of(suite: &str) -> String {
    let path = servers::workspace_root().join("xtask/reference_expected_failures.toml");
    let text = std::fs::read_to_string(&path).expect("read the expected failures");
    let case = format!("case = \"{suite}.");
    text.split("[[expected]]")
        .skip(1)
        .filter(|entry| entry.contains(&case))
        .map(|entry| format!("[[expected]]{entry}"))
        .collect()
}
