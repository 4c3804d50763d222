//! What every Rust-written auth case shares: how a case is declared, how a
//! step that cannot go on stops the case, and JSON over HTTP with the target.

use conformance_engine::{CaseMeta, Context, HarnessError, HttpRequest, Origin, Phase, Transport};
use serde_json::Value;

pub use conformance_engine::code::{FnCase, Halt, Runner, fail, verdict};

/// How a case is declared; `build` turns it into a runnable case.
pub struct Decl {
    pub id: &'static str,
    pub title: &'static str,
    pub requirements: &'static [&'static str],
    pub tags: &'static [&'static str],
    pub serial: bool,
    pub timeout_secs: u64,
    pub module: &'static str,
}

impl Decl {
    pub fn build(self, runner: Runner) -> FnCase {
        FnCase::new(
            CaseMeta {
                id: self.id.to_owned(),
                suite: "auth".to_owned(),
                title: self.title.to_owned(),
                requirements: self.requirements.iter().map(|r| (*r).to_owned()).collect(),
                tags: self.tags.iter().map(|t| (*t).to_owned()).collect(),
                serial: self.serial,
                timeout: std::time::Duration::from_secs(self.timeout_secs),
                needs: vec!["admin_token".to_owned()],
                transports: vec![Transport::Http],
                phase: Phase::Any,
                origin: Origin::Builtin(self.module.to_owned()),
            },
            runner,
        )
    }
}

/// Status and JSON body of an answer (`Value::Null` when the body is not JSON).
#[derive(Debug, Clone)]
pub struct Reply {
    pub status: u16,
    pub body: Value,
}

impl Reply {
    pub fn str(&self, member: &str) -> Option<&str> {
        self.body.get(member).and_then(Value::as_str)
    }

    pub fn error_code(&self) -> Option<&str> {
        self.body.pointer("/error/code").and_then(Value::as_str)
    }

    /// Stops the case unless the status is the expected one.
    pub fn expect_status(&self, at: &str, status: u16) -> Result<&Self, Halt> {
        if self.status == status {
            Ok(self)
        } else {
            Err(fail(at, "HTTP status", status.to_string(), self.describe()))
        }
    }

    pub fn describe(&self) -> String {
        format!("{} {}", self.status, self.body)
    }
}

pub async fn send(ctx: &mut Context, request: HttpRequest) -> Result<Reply, HarnessError> {
    let response = ctx.send(request).await?;
    Ok(Reply {
        status: response.status,
        body: response.json().unwrap_or(Value::Null),
    })
}

/// The admin token; cases that call this declare `needs = ["admin_token"]`.
pub fn admin_token(ctx: &Context) -> String {
    ctx.settings.admin_token.clone().unwrap_or_default()
}

pub async fn admin_get(ctx: &mut Context, path: &str) -> Result<Reply, HarnessError> {
    let token = admin_token(ctx);
    send(ctx, HttpRequest::get(path).bearer(&token)).await
}

pub async fn admin_post(
    ctx: &mut Context,
    path: &str,
    body: Option<Value>,
) -> Result<Reply, HarnessError> {
    let token = admin_token(ctx);
    let mut request = HttpRequest::post(path).bearer(&token);
    if let Some(body) = body {
        request = request.json(body);
    }
    send(ctx, request).await
}

pub async fn post(ctx: &mut Context, path: &str, body: Value) -> Result<Reply, HarnessError> {
    send(ctx, HttpRequest::post(path).json(body)).await
}

/// Creates a grant and returns the answer, stopping the case unless it is a 201 with a token.
pub async fn create_grant(ctx: &mut Context, body: Value) -> Result<Grant, Halt> {
    let reply = admin_post(ctx, "/v1/grants", Some(body)).await?;
    reply.expect_status("create grant", 201)?;
    match (reply.str("id"), reply.str("token"), reply.str("rootJti")) {
        (Some(id), Some(token), Some(jti)) => Ok(Grant {
            id: id.to_owned(),
            token: token.to_owned(),
            jti: jti.to_owned(),
        }),
        _ => Err(fail(
            "create grant",
            "members id, token and rootJti",
            "strings",
            reply.describe(),
        )),
    }
}

pub struct Grant {
    pub id: String,
    pub token: String,
    pub jti: String,
}

/// An agent name no other run of the suite uses.
pub fn agent(ctx: &Context, role: &str) -> String {
    format!("{role}-{}", ctx.settings.run_id)
}
