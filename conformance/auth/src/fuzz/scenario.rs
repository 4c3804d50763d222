//! Writing a shrunk program as a scenario file (`scenarios/README.md`) that
//! replays the divergence with `conformance run --scenarios DIR`.

use std::path::{Path, PathBuf};

use serde_json::Value;
use toml::{Table, Value as Toml};

use super::model::{Expect, Step};
use super::replay::Divergence;

/// TOML has no null: members holding null are left out of request bodies.
fn to_toml(value: &Value) -> Option<Toml> {
    Some(match value {
        Value::Null => return None,
        Value::Bool(b) => Toml::Boolean(*b),
        Value::Number(n) => match n.as_i64() {
            Some(i) => Toml::Integer(i),
            None => Toml::Float(n.as_f64().unwrap_or_default()),
        },
        Value::String(s) => Toml::String(s.clone()),
        Value::Array(items) => Toml::Array(items.iter().filter_map(to_toml).collect()),
        Value::Object(members) => Toml::Table(
            members
                .iter()
                .filter_map(|(k, v)| Some((k.clone(), to_toml(v)?)))
                .collect(),
        ),
    })
}

fn table<const N: usize>(pairs: [(&str, Toml); N]) -> Table {
    pairs.into_iter().map(|(k, v)| (k.to_owned(), v)).collect()
}

fn step_table(step: &Step) -> Table {
    let mut request = table([
        ("method", Toml::String("POST".into())),
        ("path", Toml::String(step.path.clone())),
    ]);
    if step.admin {
        request.insert("auth".into(), Toml::String("admin".into()));
    }
    if let Some(body) = step.body.as_ref().and_then(to_toml) {
        request.insert("json".into(), body);
    }
    let asserts: Vec<Toml> = step
        .asserts
        .iter()
        .filter_map(|assert| {
            let mut check = table([("path", Toml::String(assert.path.to_owned()))]);
            match &assert.expect {
                Expect::Equals(Value::Null) => {
                    check.insert("type".into(), Toml::String("null".into()))
                }
                Expect::Equals(value) => check.insert("equals".into(), to_toml(value)?),
                Expect::Type(kind) => check.insert("type".into(), Toml::String((*kind).into())),
                // A list with null cannot be written in TOML; the check is left out.
                Expect::OneOf(options) if options.iter().any(Value::is_null) => return None,
                Expect::OneOf(options) => check.insert(
                    "one_of".into(),
                    Toml::Array(options.iter().filter_map(to_toml).collect()),
                ),
            };
            Some(Toml::Table(check))
        })
        .collect();
    let mut out = table([
        (
            "name",
            Toml::String(format!("{} [{}]", step.name, step.requirement)),
        ),
        ("request", Toml::Table(request)),
        (
            "expect",
            Toml::Table(table([
                ("status", Toml::Integer(step.status.into())),
                ("json", Toml::Array(asserts)),
            ])),
        ),
    ]);
    if !step.captures.is_empty() {
        let captures = step
            .captures
            .iter()
            .map(|(name, path)| (name.clone(), Toml::String((*path).into())))
            .collect();
        out.insert("capture".into(), Toml::Table(captures));
    }
    out
}

/// The scenario text of a shrunk program; its last step is the divergence.
pub fn render(
    id: &str,
    seed: u64,
    sequence: usize,
    steps: &[Step],
    divergence: &Divergence,
) -> Result<String, String> {
    let case = table([
        ("id", Toml::String(id.to_owned())),
        (
            "title",
            Toml::String(format!(
                "Fuzzer counterexample: {} ({})",
                divergence.step, divergence.check
            )),
        ),
        (
            "requirements",
            Toml::Array(vec![Toml::String(divergence.requirement.into())]),
        ),
        ("tags", Toml::Array(vec![Toml::String("fuzz".into())])),
        (
            "needs",
            Toml::Array(vec![Toml::String("admin_token".into())]),
        ),
        (
            "steps",
            Toml::Array(steps.iter().map(|s| Toml::Table(step_table(s))).collect()),
        ),
    ]);
    let file = table([
        ("suite", Toml::String("auth".into())),
        ("case", Toml::Array(vec![Toml::Table(case)])),
    ]);
    let header = format!(
        "# Shrunk by auth.fuzz.model (seed {seed}, sequence {sequence}).\n# Diverged at {:?}: {} expected {}, got {}\n\n",
        divergence.step,
        divergence.check,
        divergence.expected,
        divergence.actual.replace('\n', " ")
    );
    Ok(header + &toml::to_string(&file).map_err(|e| e.to_string())?)
}

/// Writes the scenario as `replay.toml` into a directory of its own, the
/// form `conformance run --scenarios DIR` takes, and returns the directory.
pub fn write(dir: &Path, text: &str) -> std::io::Result<PathBuf> {
    std::fs::create_dir_all(dir)?;
    std::fs::write(dir.join("replay.toml"), text)?;
    Ok(dir.to_path_buf())
}
