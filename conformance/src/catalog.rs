//! Every case the runner knows: built-in scenario files, Rust-written suites,
//! and the user's own scenario directories.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use conformance_engine::Case;
use conformance_engine::scenario::{self, LoadError};

include!(concat!(env!("OUT_DIR"), "/builtin_scenarios.rs"));

/// The suites this runner implements, one per API.
pub const SUITES: [&str; 4] = ["auth", "sandbox", "invoice", "policy"];

pub fn builtin_cases() -> Result<Vec<Arc<dyn Case>>, LoadError> {
    let mut cases: Vec<Arc<dyn Case>> = Vec::new();
    for (relative, text) in BUILTIN_SCENARIOS {
        let suite = relative.split('/').next().filter(|s| !s.ends_with(".toml"));
        let path = Path::new(SCENARIO_ROOT).join(relative);
        let origin = format!("scenarios/{relative}");
        for case in scenario::parse(text, &origin, suite, path.parent())? {
            cases.push(Arc::new(case));
        }
    }
    Ok(cases)
}

/// Cases written in Rust (fuzzers, checkers), suite by suite.
fn rust_cases() -> Vec<Arc<dyn Case>> {
    let mut cases = conformance_auth::cases();
    cases.extend(conformance_invoice::cases());
    cases
}

/// Built-in cases plus those under each extra directory; IDs must be unique.
pub fn all_cases(extra_dirs: &[PathBuf]) -> Result<Vec<Arc<dyn Case>>, String> {
    let mut cases = builtin_cases().map_err(|e| e.to_string())?;
    for case in rust_cases() {
        case.meta()
            .validate()
            .map_err(|e| format!("{e} ({:?})", case.meta().origin))?;
        cases.push(case);
    }
    for dir in extra_dirs {
        for case in scenario::load_dir(dir).map_err(|e| e.to_string())? {
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
    Ok(cases)
}
