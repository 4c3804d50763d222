//! Scenario files: cases written as data (TOML) rather than code.
//!
//! `scenarios/README.md` is the user-facing description of the format.

mod assert;
mod model;
mod run;
mod size;
pub mod template;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use futures::future::BoxFuture;

pub use assert::{json_equal, show};
pub use model::{CaseSpec, ScenarioFile, StepSpec};

use crate::case::{Case, CaseMeta, Origin, Phase, Severity};
use crate::context::{Context, RunSettings};
use crate::outcome::{Failure, Verdict};
use crate::requirements::{Binds, Register, Requirement, Source};
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
    /// The severity of each requirement the case cites.
    levels: BTreeMap<String, Severity>,
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

    /// How much a failure of this case matters (the strongest requirement it
    /// belongs to), as the runner will judge it.
    fn severity_of(&self, failure: &Failure) -> Severity {
        let cited = if failure.requirements.is_empty() {
            &self.meta.requirements
        } else {
            &failure.requirements
        };
        cited
            .iter()
            .filter_map(|id| self.levels.get(id).copied())
            .min()
            .unwrap_or(Severity::Must)
    }
}

/// A requirement a user's scenario file defines for its own cases.
fn own_requirement(spec: &model::RequirementSpec) -> Result<Requirement, String> {
    let source = match Severity::parse(&spec.severity) {
        Some(Severity::Must) => Source::Profile,
        Some(Severity::Should) => Source::Project,
        _ => {
            return Err(format!(
                "requirement {}: severity must be \"must\" or \"should\", not {:?}",
                spec.id, spec.severity
            ));
        }
    };
    Ok(Requirement {
        id: spec.id.clone(),
        source,
        binds: Binds::Target,
        text: spec.text.clone(),
    })
}

/// Every requirement a step attributes a check to must be one the case cites.
fn check_attributions(spec: &CaseSpec) -> Result<(), String> {
    fn visit<'a>(steps: &'a [model::StepSpec], out: &mut Vec<&'a String>) {
        for step in steps {
            out.extend(step.expect.attributed());
            if let Some(group) = &step.group {
                visit(group, out);
            }
        }
    }
    let mut attributed = Vec::new();
    visit(&spec.steps, &mut attributed);
    visit(&spec.cleanup, &mut attributed);
    match attributed
        .into_iter()
        .find(|id| !spec.requirements.contains(id))
    {
        Some(id) => Err(format!(
            "a check is attributed to {id}, which the case does not cite in `requirements`"
        )),
        None => Ok(()),
    }
}

/// Parses one scenario file. `origin` names it in errors; `default_suite` is used
/// when the file has no `suite` key; `base_dir` resolves relative file paths.
/// Requirements the file defines are added to `register`, and every case must
/// cite requirements the register knows.
pub fn parse(
    text: &str,
    origin: &str,
    default_suite: Option<&str>,
    base_dir: Option<&Path>,
    register: &mut Register,
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
    for requirement in &file.requirements {
        register
            .add(own_requirement(requirement).map_err(&err)?)
            .map_err(&err)?;
    }
    let file_vars = Arc::new(file.vars.clone());
    file.cases
        .into_iter()
        .map(|spec| {
            let mut levels = BTreeMap::new();
            for id in &spec.requirements {
                let requirement = register
                    .citable(id)
                    .map_err(|e| err(format!("case {}: {e}", spec.id)))?;
                levels.insert(id.clone(), requirement.severity().unwrap_or(Severity::Must));
            }
            check_attributions(&spec).map_err(|e| err(format!("case {}: {e}", spec.id)))?;
            let meta = CaseMeta {
                id: spec.id.clone(),
                suite: suite.clone(),
                title: spec.title.clone(),
                requirements: spec.requirements.clone(),
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
                transports: {
                    let mut used = run::transports(&spec.steps);
                    used.extend(run::transports(&spec.cleanup));
                    used.sort();
                    used.dedup();
                    used
                },
                phase: Phase::Any,
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
                levels,
            })
        })
        .collect()
}

/// Loads every `*.toml` under `dir` (recursively); the first directory level
/// below `dir` names the suite unless a file says otherwise.
pub fn load_dir(dir: &Path, register: &mut Register) -> Result<Vec<ScenarioCase>, LoadError> {
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
        cases.extend(parse(
            &text,
            &origin,
            suite.as_deref(),
            file.parent(),
            register,
        )?);
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
