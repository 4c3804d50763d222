//! Every case the runner knows: built-in scenario files, Rust-written suites,
//! and the user's own scenario directories — and the requirements they cite,
//! which decide how much each failure matters.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use conformance_engine::Case;
use conformance_engine::openapi::ResponsesMatch;
use conformance_engine::requirements::Register;
use conformance_engine::scenario;
use conformance_engine::snapshot::Redaction;

include!(concat!(env!("OUT_DIR"), "/builtin_scenarios.rs"));

/// The suites this runner implements, one per API.
pub const SUITES: [&str; 4] = ["auth", "sandbox", "invoice", "policy"];

/// JSON members whose values a suite's services choose afresh on every run
/// (keys, key ids), redacted in `--snapshots` beside the common rules.
pub fn snapshot_fields(suite: &str) -> Vec<Redaction> {
    let fields: &[(&str, &str)] = match suite {
        "auth" => conformance_auth::SNAPSHOT_FIELDS,
        _ => &[],
    };
    fields
        .iter()
        .map(|(name, placeholder)| Redaction::field(name, placeholder))
        .collect()
}

/// Where a suite's WebSocket transport usually is on the HTTP address
/// (POL-WS-1); `None` for suites without one.
pub fn websocket_path(suite: &str) -> Option<&'static str> {
    (suite == "policy").then_some("/ws")
}

/// The cases of a run and the requirements they cite.
pub struct Catalogue {
    pub cases: Vec<Arc<dyn Case>>,
    pub requirements: Register,
}

/// The requirements of the built-in documents (`conformance/spec/*.md`).
pub fn builtin_requirements() -> Result<Register, String> {
    Register::from_documents(SPEC_DOCUMENTS.iter().copied())
}

fn builtin_scenarios(register: &mut Register) -> Result<Vec<Arc<dyn Case>>, String> {
    let mut cases: Vec<Arc<dyn Case>> = Vec::new();
    for (relative, text) in BUILTIN_SCENARIOS {
        let suite = relative.split('/').next().filter(|s| !s.ends_with(".toml"));
        let path = Path::new(SCENARIO_ROOT).join(relative);
        let origin = format!("scenarios/{relative}");
        for case in scenario::parse(text, &origin, suite, path.parent(), register)
            .map_err(|e| e.to_string())?
        {
            cases.push(Arc::new(case));
        }
    }
    Ok(cases)
}

/// Cases written in Rust (fuzzers, checkers), suite by suite, and each suite's
/// roll-up of the answers that disagreed with the target's OpenAPI document.
fn rust_cases() -> Vec<Arc<dyn Case>> {
    let mut cases = conformance_auth::cases();
    cases.extend(conformance_invoice::cases());
    cases.extend(conformance_policy::cases());
    cases.extend(conformance_sandbox::cases());
    for (suite, requirement) in [
        ("auth", "AUTH-OPENAPI-4"),
        ("sandbox", "SBX-OPENAPI-4"),
        ("invoice", "INV-DOCS-4"),
        ("policy", "POL-OPENAPI-1"),
    ] {
        cases.push(Arc::new(ResponsesMatch::new(suite, &[requirement])));
    }
    cases
}

/// Built-in cases plus those under each extra directory; IDs must be unique and
/// every cited requirement must exist.
pub fn all_cases(extra_dirs: &[PathBuf]) -> Result<Catalogue, String> {
    let mut requirements = builtin_requirements()?;
    let mut cases = builtin_scenarios(&mut requirements)?;
    for case in rust_cases() {
        let meta = case.meta();
        meta.validate()
            .map_err(|e| format!("{e} ({:?})", meta.origin))?;
        for id in &meta.requirements {
            requirements
                .citable(id)
                .map_err(|e| format!("case {}: {e}", meta.id))?;
        }
        cases.push(case);
    }
    for dir in extra_dirs {
        for case in scenario::load_dir(dir, &mut requirements).map_err(|e| e.to_string())? {
            cases.push(Arc::new(case));
        }
    }
    let mut ids: Vec<&str> = cases.iter().map(|c| c.meta().id.as_str()).collect();
    ids.sort_unstable();
    if let Some(pair) = ids.windows(2).find(|w| w[0] == w[1]) {
        return Err(format!("two cases share the id {}", pair[0]));
    }
    for case in &cases {
        let suite = &case.meta().suite;
        if !SUITES.contains(&suite.as_str()) {
            return Err(format!(
                "case {} names unknown suite {suite:?}",
                case.meta().id
            ));
        }
    }
    Ok(Catalogue {
        cases,
        requirements,
    })
}
