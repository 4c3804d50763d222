//! A shrunk counterexample as a scenario file (`scenarios/README.md`), replayed
//! with `conformance run --scenarios DIR --case ID`. Bodies are written as raw
//! JSON text, exactly as the fuzzer sent them.

use std::path::{Path, PathBuf};

use conformance_engine::Transport;
use serde_json::{Value, json};

use super::channel::reset_body;
use super::input::Input;
use super::shrink::Counterexample;

/// What the replay is about: the case id, the requirements of the failure and
/// the counterexample.
pub struct Replay<'a> {
    pub id: &'a str,
    pub requirements: &'a [&'a str],
    pub transport: Transport,
    pub counterexample: &'a Counterexample,
    pub header: String,
}

impl Replay<'_> {
    pub fn render(&self) -> Result<String, String> {
        let steps = match self.transport {
            Transport::Http => self.http_steps(),
            Transport::WebSocket => self.ws_steps(),
        };
        let file = json!({
            "suite": "policy",
            "case": [{
                "id": self.id,
                "title": format!("Codec fuzzer counterexample: {}", self.counterexample.describe()),
                "requirements": self.requirements,
                "tags": ["fuzz"],
                "steps": steps,
            }],
        });
        let text = toml::to_string(&file).map_err(|e| e.to_string())?;
        Ok(format!("{}\n\n{text}", self.header))
    }

    fn http_steps(&self) -> Vec<Value> {
        let act = |name: &str, observation: String, expect: Option<Value>| {
            let mut step = json!({
                "name": name,
                "request": {
                    "method": "POST",
                    "path": "/act",
                    "raw": format!(r#"{{"observation":{observation}}}"#),
                    "content_type": "application/json",
                },
            });
            if let Some(expect) = expect {
                step["expect"] = expect;
            }
            step
        };
        let action = json!({
            "status": 200,
            "json": [{ "path": "$.action", "length": 4 }, { "path": "$.action[*]", "type": "number" }],
        });
        let mut steps = vec![json!({
            "name": "reset",
            "request": { "method": "POST", "path": "/reset", "json": reset_body() },
            "expect": { "status": 200 },
        })];
        match self.counterexample {
            Counterexample::Valid(input) => {
                steps.push(act(
                    "act with the valid observation",
                    input.to_json().to_string(),
                    Some(action),
                ));
            }
            Counterexample::Corrupt(corrupt) => {
                steps.push(act(
                    "act with the broken observation",
                    corrupt.observation_text(),
                    None,
                ));
                steps.push(act("the next valid act", plain(), Some(action)));
            }
        }
        steps
    }

    fn ws_steps(&self) -> Vec<Value> {
        let mut reset = reset_body();
        reset["type"] = json!("reset");
        let open = |conn: &str| {
            vec![
                json!({ "ws": { "conn": conn, "connect": true } }),
                json!({ "ws": { "conn": conn, "send": reset }, "expect": { "json": [{ "path": "$.type", "equals": "ok" }] } }),
            ]
        };
        let act = |conn: &str, observation: String| json!({ "ws": { "conn": conn, "send_text": format!(r#"{{"type":"act","observation":{observation}}}"#) } });
        let action = json!({ "json": [
            { "path": "$.type", "equals": "action" },
            { "path": "$.action", "length": 4 },
            { "path": "$.action[*]", "type": "number" },
        ]});
        let mut steps = open("default");
        match self.counterexample {
            Counterexample::Valid(input) => {
                let mut step = act("default", input.to_json().to_string());
                step["expect"] = action;
                steps.push(step);
            }
            Counterexample::Corrupt(corrupt) => {
                let mut broken = act("default", corrupt.observation_text());
                broken["ws"]["reply"] = json!(false);
                steps.push(broken);
                // The seed asks that the server goes on serving, on a new
                // connection if it closed the old one.
                steps.extend(open("fresh"));
                let mut probe = act("fresh", plain());
                probe["expect"] = action;
                steps.push(probe);
            }
        }
        steps
    }
}

fn plain() -> String {
    Input::plain().to_json().to_string()
}

/// Writes the scenario as `replay.toml` into a directory of its own, the form
/// `conformance run --scenarios DIR` takes, and returns the directory.
pub fn write(dir: &Path, text: &str) -> std::io::Result<PathBuf> {
    std::fs::create_dir_all(dir)?;
    std::fs::write(dir.join("replay.toml"), text)?;
    Ok(dir.to_path_buf())
}
