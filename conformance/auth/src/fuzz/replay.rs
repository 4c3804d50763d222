//! Running a program against the live service beside the model, stopping at
//! the first answer the model did not predict.

use std::collections::BTreeMap;

use conformance_engine::{Context, HarnessError, HttpRequest};
use serde_json::Value;

use super::model::{Expect, Model, Step};
use super::ops::Op;
use crate::support::{admin_token, send};

/// The first answer that differs from the model.
#[derive(Debug, Clone)]
pub struct Divergence {
    /// Position of the operation in the program.
    pub op: usize,
    pub step: String,
    pub requirement: &'static str,
    pub check: String,
    pub expected: String,
    pub actual: String,
}

/// A program's run: the steps sent, and where it diverged if it did.
pub struct Run {
    pub steps: Vec<Step>,
    pub divergence: Option<Divergence>,
}

/// Replaces every `${name}` whose name is known.
pub fn render_text(text: &str, vars: &BTreeMap<String, String>) -> String {
    let mut out = text.to_owned();
    for (name, value) in vars {
        out = out.replace(&format!("${{{name}}}"), value);
    }
    out
}

fn render(value: &Value, vars: &BTreeMap<String, String>) -> Value {
    match value {
        Value::String(text) => Value::String(render_text(text, vars)),
        Value::Array(items) => Value::Array(items.iter().map(|v| render(v, vars)).collect()),
        Value::Object(members) => Value::Object(
            members
                .iter()
                .map(|(k, v)| (k.clone(), render(v, vars)))
                .collect(),
        ),
        other => other.clone(),
    }
}

fn at<'v>(body: &'v Value, path: &str) -> Option<&'v Value> {
    path.trim_start_matches("$.")
        .split('.')
        .try_fold(body, |value, member| value.get(member))
}

fn show(value: Option<&Value>) -> String {
    value.map_or("(absent)".to_owned(), Value::to_string)
}

/// Runs `ops` with a fresh model; every grant is new, so replays never collide.
pub async fn run(ctx: &mut Context, ops: &[Op]) -> Result<Run, HarnessError> {
    let mut model = Model::new("fuzz-${run_id}".to_owned());
    let mut vars = BTreeMap::from([("run_id".to_owned(), ctx.settings.run_id.clone())]);
    let admin = admin_token(ctx);
    let mut steps = Vec::new();
    for (index, op) in ops.iter().enumerate() {
        let Some(step) = model.plan(op) else { continue };
        let mut request = HttpRequest::post(render_text(&step.path, &vars));
        if step.admin {
            request = request.bearer(&admin);
        }
        if let Some(body) = &step.body {
            request = request.json(render(body, &vars));
        }
        let reply = send(ctx, request).await?;
        let diverged = |check: String, expected: String, actual: String| Divergence {
            op: index,
            step: step.name.clone(),
            requirement: step.requirement,
            check,
            expected,
            actual,
        };
        let diverged_under =
            |requirement: Option<&'static str>, check, expected, actual| Divergence {
                requirement: requirement.unwrap_or(step.requirement),
                ..diverged(check, expected, actual)
            };
        let mut divergence = None;
        if reply.status != step.status {
            divergence = Some(diverged(
                "HTTP status".into(),
                step.status.to_string(),
                reply.describe(),
            ));
        }
        for assert in &step.asserts {
            if divergence.is_some() {
                break;
            }
            let actual = at(&reply.body, assert.path);
            let holds = match &assert.expect {
                Expect::Equals(value) => actual == Some(&render(value, &vars)),
                Expect::Type(kind) => actual.is_some_and(|v| kind == &"string" && v.is_string()),
                Expect::OneOf(options) => options.iter().any(|o| actual == Some(&render(o, &vars))),
            };
            if !holds {
                let expected = match &assert.expect {
                    Expect::Equals(value) => render(value, &vars).to_string(),
                    Expect::Type(kind) => format!("a {kind}"),
                    Expect::OneOf(options) => {
                        format!("one of {}", render(&Value::from(options.clone()), &vars))
                    }
                };
                divergence = Some(diverged_under(
                    assert.requirement,
                    assert.path.to_owned(),
                    expected,
                    format!("{} in {}", show(actual), reply.body),
                ));
            }
        }
        for (name, path) in &step.captures {
            match at(&reply.body, path).and_then(Value::as_str) {
                Some(value) => {
                    vars.insert(name.clone(), value.to_owned());
                }
                None if divergence.is_none() => {
                    divergence = Some(diverged(
                        format!("{path} (captured as {name})"),
                        "a string".into(),
                        reply.describe(),
                    ));
                }
                None => {}
            }
        }
        steps.push(step);
        if divergence.is_some() {
            return Ok(Run { steps, divergence });
        }
    }
    Ok(Run {
        steps,
        divergence: None,
    })
}
