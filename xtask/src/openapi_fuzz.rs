//! `cargo xtask openapi-fuzz`: Schemathesis, pinned, against each reference
//! server's own `/openapi.json`, with every phase and every check. A failure is
//! either a document that does not say what the server does or a server bug;
//! both fail the run. Reports land in `reports/openapi-fuzz/<service>`.

use std::path::Path;
use std::process::Command;

use anyhow::{Context, bail};
use clap::ValueEnum;
use xtask::servers::{self, Server, workspace_root};
use xtask::{docker, prerequisites, python};

use crate::sandbox_image;

/// The reference servers that publish an OpenAPI document.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Service {
    Auth,
    Invoice,
    Sandbox,
    Policy,
}

impl Service {
    fn name(self) -> &'static str {
        match self {
            Service::Auth => "auth",
            Service::Invoice => "invoice",
            Service::Sandbox => "sandbox",
            Service::Policy => "policy",
        }
    }
}

/// Fixed so that a failure seen in CI replays locally.
const SEED: &str = "20261125";

struct Outcome {
    service: Service,
    failures: usize,
    exit: Option<i32>,
}

pub fn run(services: &[Service], max_examples: u32) -> anyhow::Result<()> {
    let root = workspace_root();
    let venv = python::venv(
        "schemathesis",
        &root.join("xtask/openapi-fuzz-requirements.txt"),
    )?;
    let bins = servers::build_binaries(false)?;
    if services.contains(&Service::Sandbox) {
        prerequisites::docker_engine().map_err(anyhow::Error::msg)?;
        sandbox_image::build(crate::SANDBOX_IMAGE).context("building the sandbox image")?;
    }
    let mut outcomes = Vec::new();
    for &service in services {
        let report_dir = root.join("reports/openapi-fuzz").join(service.name());
        if report_dir.exists() {
            std::fs::remove_dir_all(&report_dir)
                .with_context(|| format!("removing {}", report_dir.display()))?;
        }
        std::fs::create_dir_all(&report_dir)?;
        let data = tempfile::tempdir().context("temporary data directory")?;
        let credential = format!("st-{}", random_hex());
        let (args, envs): (Vec<String>, Vec<(&str, &str)>) = match service {
            Service::Auth => (
                data_dir_arg(&data.path().join("auth")),
                vec![("AUTH_ADMIN_TOKEN", credential.as_str())],
            ),
            Service::Sandbox => (
                data_dir_arg(&data.path().join("sandbox")),
                vec![("SANDBOX_API_KEYS", credential.as_str())],
            ),
            Service::Invoice | Service::Policy => (Vec::new(), Vec::new()),
        };
        let server = Server::start(&bins.reference, service.name(), &args, &envs)?;
        println!("openapi-fuzz: {} at {}", service.name(), server.url);
        let mut command = Command::new(venv.bin("st"));
        if let Some(config) = config(service) {
            let path = report_dir.join("schemathesis.toml");
            std::fs::write(&path, config)?;
            command.arg("--config-file").arg(path);
        }
        // Schemathesis keeps a cache of failures in its working directory.
        command.current_dir(&report_dir);
        command
            .arg("run")
            .arg(format!("{}/openapi.json", server.url))
            .args(["--checks", "all"])
            .args(["--phases", "examples,coverage,fuzzing,stateful"])
            .args(["--seed", SEED])
            .args(["--max-examples", &max_examples.to_string()])
            .args(["--generation-database", "none"])
            .args(["--request-timeout", "30"])
            .args(["--report", "junit"])
            .arg("--report-dir")
            .arg(&report_dir)
            .arg("--no-color");
        if matches!(service, Service::Auth | Service::Sandbox) {
            command.args(["--header", &format!("Authorization: Bearer {credential}")]);
        }
        let status = command.status().context("running Schemathesis")?;
        if let Err(err) = server.stop() {
            eprintln!("xtask: {err:#}");
        }
        // Sandboxes outlive their server by design; sweep what this run made.
        if let Some(instance) = docker::instance_of(&data.path().join("sandbox")) {
            docker::sweep_instance(&instance)?;
        }
        outcomes.push(Outcome {
            service,
            failures: junit_failures(&report_dir)?,
            exit: status.code(),
        });
    }
    println!("\nopenapi-fuzz summary (seed {SEED}, max {max_examples} examples per operation):");
    let mut failed = false;
    for outcome in &outcomes {
        let verdict = match (outcome.exit, outcome.failures) {
            (Some(0), 0) => "ok",
            (_, 0) => "error",
            _ => "FAILED",
        };
        failed |= verdict != "ok";
        println!(
            "  {:<8} {:>3} failing operation(s)  {verdict}  (reports/openapi-fuzz/{})",
            outcome.service.name(),
            outcome.failures,
            outcome.service.name()
        );
    }
    if failed {
        bail!("Schemathesis found the servers and their documents disagree");
    }
    Ok(())
}

/// Where a check must be narrowed for one service, each with the reason:
/// where it contradicts what the seed mandates. Never a whole check for a
/// whole service.
fn config(service: Service) -> Option<&'static str> {
    match service {
        // Seed 002 A: a file that is not a PDF is answered 422. The document
        // says the file is `application/pdf`, but Schemathesis fills a binary
        // with arbitrary bytes, so its "valid" uploads are not PDFs; and the
        // extra form fields it adds get names with control characters, which
        // no multipart header may carry (400).
        Service::Invoice => Some(
            r#"[[operations]]
include-path-regex = "^/(extract|process)$"
checks.positive_data_acceptance.expected-statuses = ["2xx", 400, 422]
"#,
        ),
        // AUTH-PAGE-9: a cursor naming no grant or approval is a 400; the
        // document cannot say which ids exist.
        Service::Auth => Some(
            r#"[[operations]]
include-path-regex = "^/v1/(grants|approvals)$"
include-method = "GET"
checks.positive_data_acceptance.expected-statuses = ["2xx", "3xx", 400, 401, 403, 404, 409, 429, "5xx"]
"#,
        ),
        // Which images the engine holds and which paths are directories depend
        // on the engine and the sandbox's files, not on anything the document
        // can state: `image_not_found`, `not_a_directory`, `is_a_directory`.
        Service::Sandbox => Some(
            r#"[[operations]]
include-path-regex = "^/v1/sandboxes$"
include-method = "POST"
checks.positive_data_acceptance.expected-statuses = ["2xx", "3xx", 400, 401, 403, 404, 409, 429, "5xx"]

[[operations]]
include-path-regex = "^/v1/sandboxes/\\{id\\}/files(/list)?$"
checks.positive_data_acceptance.expected-statuses = ["2xx", "3xx", 400, 401, 403, 404, 409, 429, "5xx"]

# A rollback to a snapshot that does not exist is a 404 about the snapshot,
# which the stateful check reads as the sandbox just created having gone.
[[operations]]
include-path-regex = "^/v1/sandboxes/\\{id\\}/rollback$"
checks.ensure_resource_availability.enabled = false
"#,
        ),
        // An `evals/1` array object must hold exactly the bytes its dtype and
        // shape call for, a relation JSON Schema cannot state: Schemathesis'
        // generated images are refused as `invalid_ndarray` (400).
        Service::Policy => Some(
            r#"[[operations]]
include-path-regex = "^/act$"
checks.positive_data_acceptance.expected-statuses = ["2xx", "3xx", 400, 401, 403, 404, 409, 429, "5xx"]
"#,
        ),
    }
}

fn data_dir_arg(dir: &Path) -> Vec<String> {
    vec!["--data-dir".into(), dir.display().to_string()]
}

/// Failed test cases in the JUnit report Schemathesis wrote.
fn junit_failures(report_dir: &Path) -> anyhow::Result<usize> {
    let mut count = 0;
    for entry in std::fs::read_dir(report_dir)? {
        let path = entry?.path();
        if path.extension().is_some_and(|e| e == "xml") {
            let text = std::fs::read_to_string(&path)
                .with_context(|| format!("reading {}", path.display()))?;
            count += text.matches("<failure").count() + text.matches("<error").count();
        }
    }
    Ok(count)
}

fn random_hex() -> String {
    use rand::Rng;
    let bytes: [u8; 16] = rand::rng().random();
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}
