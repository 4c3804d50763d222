//! Scenario files: cases written as data (TOML) rather than code.
//!
//! `scenarios/README.md` is the user-facing description of the format.

mod assert;
mod model;
mod run;
mod size;
pub mod template;

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use futures::future::BoxFuture;

pub use assert::{json_equal, show};
pub use model::{CaseSpec, ScenarioFile, StepSpec};

use crate::case::{Case, CaseMeta, Origin, Severity};
use crate::context::{Context, RunSettings};
use crate::outcome::Verdict;
use template::Vars;

/// A scenario file could not be used.
#[derive(Debug, thiserror::Error)]
#[error("{origin}: {message}")]
pub struct LoadError {
    pub origin: String,
    pub message: String,
}

/// A case read from a scenario file.
pub struct ScenarioCase {
    meta: CaseMeta,
    spec: CaseSpec,
    file_vars: Arc<Vars>,
    /// Directory that relative `file = …` paths are resolved against.
    base_dir: Option<PathBuf>,
}

impl Case for ScenarioCase {
    fn meta(&self) -> &CaseMeta {
        &self.meta
    }

    fn run<'a>(&'a self, ctx: &'a mut Context) -> BoxFuture<'a, Verdict> {
        Box::pin(run::run_case(self, ctx))
    }
}

impl ScenarioCase {
    pub fn spec(&self) -> &CaseSpec {
        &self.spec
    }
}

/// Parses one scenario file. `origin` names it in errors; `default_suite` is used
/// when the file has no `suite` key; `base_dir` resolves relative file paths.
pub fn parse(
    text: &str,
    origin: &str,
    default_suite: Option<&str>,
    base_dir: Option<&Path>,
) -> Result<Vec<ScenarioCase>, LoadError> {
    let err = |message: String| LoadError {
        origin: origin.to_owned(),
        message,
    };
    let file: ScenarioFile = toml::from_str(text).map_err(|e| err(e.to_string()))?;
    let suite = file
        .suite
        .clone()
        .or_else(|| default_suite.map(str::to_owned))
        .ok_or_else(|| err("no `suite` key and no suite directory to infer it from".into()))?;
    if file.cases.is_empty() {
        return Err(err("no [[case]] in file".into()));
    }
    let file_vars = Arc::new(file.vars.clone());
    file.cases
        .into_iter()
        .map(|spec| {
            let severity = Severity::parse(&spec.severity).ok_or_else(|| {
                err(format!(
                    "case {}: unknown severity {:?}",
                    spec.id, spec.severity
                ))
            })?;
            let meta = CaseMeta {
                id: spec.id.clone(),
                suite: suite.clone(),
                title: spec.title.clone(),
                requirements: spec.requirements.clone(),
                severity,
                tags: spec.tags.clone(),
                serial: spec.serial,
                timeout: spec
                    .timeout_ms
                    .map(Duration::from_millis)
                    .unwrap_or(CaseMeta::DEFAULT_TIMEOUT),
                needs: {
                    let mut needs = spec.needs.clone();
                    needs.extend(run::implied_needs(&spec.steps));
                    needs.extend(run::implied_needs(&spec.cleanup));
                    needs.sort();
                    needs.dedup();
                    needs
                },
                origin: Origin::Scenario(origin.to_owned()),
            };
            meta.validate().map_err(&err)?;
            if let Some(unknown) = meta
                .needs
                .iter()
                .find(|n| !RunSettings::NEEDS.contains(&n.as_str()))
            {
                return Err(err(format!(
                    "case {}: unknown need {unknown:?} (known: {})",
                    spec.id,
                    RunSettings::NEEDS.join(", ")
                )));
            }
            run::validate_steps(&spec.steps, &spec.cleanup)
                .map_err(|m| err(format!("case {}: {m}", spec.id)))?;
            Ok(ScenarioCase {
                meta,
                spec,
                file_vars: file_vars.clone(),
                base_dir: base_dir.map(Path::to_path_buf),
            })
        })
        .collect()
}

/// Loads every `*.toml` under `dir` (recursively); the first directory level
/// below `dir` names the suite unless a file says otherwise.
pub fn load_dir(dir: &Path) -> Result<Vec<ScenarioCase>, LoadError> {
    let mut files = Vec::new();
    collect_toml(dir, &mut files).map_err(|e| LoadError {
        origin: dir.display().to_string(),
        message: e.to_string(),
    })?;
    files.sort();
    let mut cases = Vec::new();
    for file in files {
        let origin = file.display().to_string();
        let text = std::fs::read_to_string(&file).map_err(|e| LoadError {
            origin: origin.clone(),
            message: e.to_string(),
        })?;
        let suite = file
            .strip_prefix(dir)
            .ok()
            .and_then(|rel| rel.components().next())
            .and_then(|c| c.as_os_str().to_str())
            .filter(|first| !first.ends_with(".toml"))
            .map(str::to_owned);
        cases.extend(parse(&text, &origin, suite.as_deref(), file.parent())?);
    }
    Ok(cases)
}

fn collect_toml(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            collect_toml(&path, out)?;
        } else if path.extension().is_some_and(|e| e == "toml") {
            out.push(path);
        }
    }
    Ok(())
}
