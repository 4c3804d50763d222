//! What the Rust-written sandbox cases share: how a case is declared, and the
//! few requests (create, exec, delete) they make around what they check.

use std::time::Duration;

use conformance_engine::{
    CaseMeta, Context, Failure, HttpRequest, HttpResponse, Origin, Phase, Transport,
};
use serde_json::Value;

pub use conformance_engine::code::{FnCase, Halt, Runner, verdict};

/// How a case is declared; `build` turns it into a runnable case.
pub struct Decl {
    pub id: &'static str,
    pub title: &'static str,
    pub requirements: &'static [&'static str],
    pub tags: &'static [&'static str],
    pub serial: bool,
    pub timeout_secs: u64,
    pub needs: &'static [&'static str],
    pub module: &'static str,
}

impl Decl {
    pub fn build(self, runner: Runner) -> FnCase {
        FnCase::new(
            CaseMeta {
                id: self.id.to_owned(),
                suite: "sandbox".to_owned(),
                title: self.title.to_owned(),
                requirements: self.requirements.iter().map(|r| (*r).to_owned()).collect(),
                tags: self.tags.iter().map(|t| (*t).to_owned()).collect(),
                serial: self.serial,
                timeout: Duration::from_secs(self.timeout_secs),
                needs: self.needs.iter().map(|n| (*n).to_owned()).collect(),
                transports: vec![Transport::Http],
                phase: Phase::Any,
                origin: Origin::Builtin(self.module.to_owned()),
            },
            runner,
        )
    }
}

/// A request with the run's first API key.
pub fn keyed(ctx: &Context, request: HttpRequest) -> HttpRequest {
    match ctx.settings.first_api_key() {
        Some(key) => request.bearer(key),
        None => request,
    }
}

/// Creates a sandbox and returns its id; a refusal stops the case.
pub async fn create(ctx: &mut Context, body: Value) -> Result<String, Halt> {
    let request = keyed(ctx, HttpRequest::post("/v1/sandboxes").json(body));
    let response = ctx.send(request).await?;
    let id = response
        .json()
        .and_then(|body| body.get("id").and_then(Value::as_str).map(str::to_owned));
    match id {
        Some(id) if success(&response) => Ok(id),
        _ => Err(halt(
            "create",
            "POST /v1/sandboxes",
            "a success carrying the new sandbox's id",
            &response,
        )),
    }
}

/// Runs a command to completion and returns the exec result.
pub async fn exec(ctx: &mut Context, sandbox: &str, command: &str) -> Result<Value, Halt> {
    let request = keyed(
        ctx,
        HttpRequest::post(format!("/v1/sandboxes/{sandbox}/exec"))
            .json(serde_json::json!({ "command": command })),
    );
    let response = ctx.send(request).await?;
    match response.json() {
        Some(result) if success(&response) && result.get("stdout").is_some() => Ok(result),
        _ => Err(halt(
            "exec",
            command,
            "a success with the exec result",
            &response,
        )),
    }
}

/// Deletes a sandbox; what comes back is the caller's to judge.
pub async fn delete(ctx: &mut Context, sandbox: &str) -> Result<HttpResponse, Halt> {
    let request = keyed(ctx, HttpRequest::delete(format!("/v1/sandboxes/{sandbox}")));
    Ok(ctx.send(request).await?)
}

/// The end of a case that collected its failures instead of stopping at the first.
pub fn judged(failures: Vec<Failure>) -> Result<(), Halt> {
    if failures.is_empty() {
        Ok(())
    } else {
        Err(Halt::Fail(failures))
    }
}

pub fn success(response: &HttpResponse) -> bool {
    (200..300).contains(&response.status)
}

/// The `stdout` of an exec result.
pub fn stdout(result: &Value) -> &str {
    result
        .get("stdout")
        .and_then(Value::as_str)
        .unwrap_or_default()
}

fn halt(at: &str, check: &str, expected: &str, response: &HttpResponse) -> Halt {
    Halt::Fail(vec![Failure::new(
        at,
        check,
        expected,
        format!("{} {}", response.status, brief(&response.text())),
    )])
}

/// The first few hundred characters of a body, for failure messages.
pub fn brief(text: &str) -> String {
    const LIMIT: usize = 300;
    match text.char_indices().nth(LIMIT) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text.to_owned(),
    }
}
