//! Touchstone as the CI gate of a service in another language: the script in
//! `docs/ci.md`, run exactly as written against the Python policy server of
//! `examples/policy-server-python`, must pass it, keep the server's log out
//! of the output, and catch one changed response field through the snapshots
//! (exit 4, the field in the diff). The main command must test a `--serve`d
//! implementation the same way, without starting any reference server for it.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

use xtask::python::{self, Venv};
use xtask::servers::{self, target_dir, workspace_root};

fn venv() -> &'static Venv {
    static VENV: OnceLock<Venv> = OnceLock::new();
    VENV.get_or_init(|| {
        let requirements = workspace_root().join("examples/policy-server-python/requirements.txt");
        python::venv("policy-server", &requirements).expect("the example's virtual environment")
    })
}

/// The shell block of `docs/ci.md` that follows its "run by" marker.
fn recipe() -> String {
    let text = std::fs::read_to_string(workspace_root().join("docs/ci.md")).unwrap();
    let after_marker = text
        .split_once("<!-- run by xtask/tests/ci_recipe.rs")
        .expect("docs/ci.md marks the script this test runs")
        .1;
    let block = after_marker
        .split_once("```bash\n")
        .expect("a bash block after the marker")
        .1;
    block
        .split_once("```")
        .expect("the block ends")
        .0
        .to_owned()
}

fn conformance_on_path() -> String {
    let bins = servers::build_binaries(false).expect("build reference and conformance");
    let dir = bins.conformance.parent().unwrap().display().to_string();
    format!("{dir}:{}", std::env::var("PATH").unwrap_or_default())
}

fn run_recipe(work: &Path, script: &str) -> Output {
    let command = format!("{} {script} --port {{port}}", venv().python().display());
    Command::new("bash")
        .arg("-c")
        .arg(recipe())
        .current_dir(work)
        .env("PATH", conformance_on_path())
        .env("SUITE", "policy")
        .env("SERVICE_COMMAND", command)
        .output()
        .expect("running the recipe")
}

fn text(output: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    )
}

#[test]
fn the_documented_recipe_gates_a_python_service_and_its_snapshots() {
    let work = tempfile::tempdir().unwrap();
    let example = workspace_root().join("examples/policy-server-python/server.py");
    let first = run_recipe(work.path(), &example.display().to_string());
    let out = text(&first);
    assert_eq!(first.status.code(), Some(0), "{out}");
    for report in [
        "reports/junit.xml",
        "reports/html/index.html",
        "reports/html/servers/policy.log",
    ] {
        assert!(
            work.path().join(report).exists(),
            "{report} missing:\n{out}"
        );
    }
    assert!(
        std::fs::read_to_string(work.path().join("reports/html/servers/policy.log"))
            .unwrap()
            .contains("listening on"),
        "the server's own lines are in its log"
    );
    let snapshots = work.path().join("conformance-snapshots/policy");
    let written = std::fs::read_dir(&snapshots).unwrap().count();
    assert!(written > 40, "{written} snapshots written");
    assert!(out.contains(&format!("{written} new")), "{out}");

    let same = run_recipe(work.path(), &example.display().to_string());
    assert_eq!(same.status.code(), Some(0), "{}", text(&same));

    let renamed = workspace_root().join("xtask/tests/support/policy_server_renamed.py");
    let changed = run_recipe(work.path(), &renamed.display().to_string());
    let out = text(&changed);
    assert_eq!(changed.status.code(), Some(4), "{out}");
    assert!(
        out.contains(r#"-< {"protocol": "evals/1", "name": "python-reach-controller"}"#)
            && out.contains(
                r#"+< {"protocol": "evals/1", "name": "python-reach-controller, renamed"}"#
            ),
        "the diff shows the changed field:\n{out}"
    );
    assert!(out.contains("answers differ from the snapshots"), "{out}");
}

/// `cargo xtask conformance --serve …`: the served implementation alone for
/// its suite, a reference only for a suite named without one, and no server's
/// log line in the output (the invoice reference logs lopdf's complaints
/// about the malformed PDFs the suite sends).
#[test]
fn the_main_command_serves_an_implementation_and_keeps_logs_out_of_the_terminal() {
    let work = tempfile::tempdir().unwrap();
    let example = workspace_root().join("examples/policy-server-python/server.py");
    let reports = work.path().join("reports");
    let output = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .current_dir(workspace_root())
        .env("CARGO_TARGET_DIR", target_dir())
        .args(["conformance", "--suite", "invoice,policy", "--serve"])
        .arg(format!(
            "policy={} {} --port {{port}}",
            venv().python().display(),
            example.display()
        ))
        .arg("--report-json")
        .arg(reports.join("conformance.json"))
        .output()
        .unwrap();
    let out = text(&output);
    assert_eq!(output.status.code(), Some(0), "{out}");
    assert!(out.contains("invoice reference server at"), "{out}");
    assert!(!out.contains("policy reference server at"), "{out}");
    // A tracing line starts with its time, perhaps behind colour codes.
    let log_line = regex::Regex::new(r"^(\x1b\[[0-9;]*m)*\d{4}-\d{2}-\d{2}T\d{2}:\d{2}").unwrap();
    for line in out.lines() {
        assert!(
            !(line.contains("lopdf") || log_line.is_match(line)),
            "a server's log line reached the terminal: {line}"
        );
    }
    let logs: PathBuf = reports.join("servers");
    let invoice_log = std::fs::read_to_string(logs.join("invoice.log")).unwrap();
    assert!(invoice_log.contains("lopdf"), "{invoice_log:.400}");
    assert!(logs.join("policy.log").exists());
    let report: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(reports.join("conformance.json")).unwrap())
            .unwrap();
    assert_eq!(
        report["server_logs"].as_object().map(|logs| logs.len()),
        Some(2),
        "{}",
        report["server_logs"]
    );
    assert_eq!(report["summary"]["by_suite"]["policy"]["fail"], 0);
}
