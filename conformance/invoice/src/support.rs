//! What the Rust-written invoice cases share: how a case is declared, how a step
//! that cannot go on stops the case, and uploads and error answers.

use std::time::Duration;

use conformance_engine::context::{Body, Part};
use conformance_engine::{CaseMeta, Context, HttpRequest, HttpResponse, Origin, Phase, Transport};
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
                suite: "invoice".to_owned(),
                title: self.title.to_owned(),
                requirements: self.requirements.iter().map(|r| (*r).to_owned()).collect(),
                tags: self.tags.iter().map(|t| (*t).to_owned()).collect(),
                serial: self.serial,
                timeout: Duration::from_secs(self.timeout_secs),
                needs: Vec::new(),
                transports: vec![Transport::Http],
                phase: Phase::Any,
                origin: Origin::Builtin(self.module.to_owned()),
            },
            runner,
        )
    }
}

/// A multipart upload of `data` in the field `file`.
pub fn upload(path: &str, filename: &str, data: Vec<u8>) -> HttpRequest {
    HttpRequest::post(path).body(Body::Multipart(vec![file_part(filename, data)]))
}

/// The multipart field `file` holding a PDF.
pub fn file_part(filename: &str, data: Vec<u8>) -> Part {
    Part {
        name: "file".to_owned(),
        data,
        filename: Some(filename.to_owned()),
        content_type: Some("application/pdf".to_owned()),
    }
}

/// Error codes of the spec's error table, with their statuses.
pub const ERROR_CODES: [(u16, &str); 12] = [
    (400, "bad_request"),
    (400, "missing_file"),
    (400, "invalid_invoice"),
    (404, "not_found"),
    (405, "method_not_allowed"),
    (413, "payload_too_large"),
    (415, "unsupported_media_type"),
    (422, "not_a_pdf"),
    (422, "malformed_pdf"),
    (422, "encrypted_pdf"),
    (422, "no_text_layer"),
    (422, "extraction_timeout"),
];

/// Checks that an answer is the documented error shape with a code the table
/// allows for its status; returns the code.
pub fn error_code(response: &HttpResponse) -> Result<String, String> {
    let body = response.json().ok_or_else(|| {
        format!(
            "{} with a body that is not JSON: {}",
            response.status,
            brief(&response.text())
        )
    })?;
    let code = body.pointer("/error/code").and_then(Value::as_str);
    let message = body.pointer("/error/message").and_then(Value::as_str);
    match (code, message) {
        (Some(code), Some(message)) if !message.trim().is_empty() => {
            if ERROR_CODES.contains(&(response.status, code)) {
                Ok(code.to_owned())
            } else {
                Err(format!(
                    "{} with code {code:?}, which the error table does not give for that status",
                    response.status
                ))
            }
        }
        _ => Err(format!(
            "{} without {{\"error\":{{\"code\",\"message\"}}}}: {}",
            response.status,
            brief(&response.text())
        )),
    }
}

/// The first few hundred characters of a body, for failure messages.
pub fn brief(text: &str) -> String {
    const LIMIT: usize = 300;
    match text.char_indices().nth(LIMIT) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text.to_owned(),
    }
}

/// `GET /health`, stopping the case unless it answers 200 with status "ok".
pub async fn healthy(ctx: &mut Context, at: &str) -> Result<Value, Halt> {
    let response = ctx.send(HttpRequest::get("/health")).await?;
    let body = response.json().unwrap_or(Value::Null);
    if response.status == 200 && body.get("status").and_then(Value::as_str) == Some("ok") {
        Ok(body)
    } else {
        Err(fail(
            at,
            "GET /health",
            "200 with status \"ok\"",
            format!("{} {}", response.status, brief(&response.text())),
        ))
    }
}
