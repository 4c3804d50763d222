//! Executing a scenario case step by step.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use base64::Engine as _;
use futures::future::{BoxFuture, join_all};
use reqwest::Method;
use serde_json::Value;
use serde_json_path::JsonPath;

use super::ScenarioCase;
use super::assert::{check_json, check_text, show};
use super::model::{
    Expectations, JsonAssert, RequestSpec, StepSpec, TextAssert, WsConnect, WsSpec,
};
use super::template::{Vars, render_str, render_value};
use crate::case::Severity;
use crate::context::{
    Body, Context, GeneratedBody, HarnessError, HttpRequest, HttpResponse, Part, WsConnection,
    WsMessage,
};
use crate::outcome::{Failure, Verdict};
use crate::target::Transport;

/// Why a step could not be judged at all (as opposed to the target being wrong).
type HarnessProblem = String;

/// A run setting a step needs, or why the step cannot run without it.
fn setting(value: Option<&str>, missing: &str) -> Result<String, HarnessProblem> {
    value.map(str::to_owned).ok_or_else(|| missing.to_owned())
}

const DEFAULT_WS_TIMEOUT: Duration = Duration::from_secs(10);

pub(super) fn validate_steps(steps: &[StepSpec], cleanup: &[StepSpec]) -> Result<(), String> {
    if steps.is_empty() {
        return Err("no steps".into());
    }
    for (index, step) in steps.iter().chain(cleanup).enumerate() {
        validate_step(step).map_err(|m| format!("{}: {m}", label(index, step)))?;
    }
    Ok(())
}

fn validate_step(step: &StepSpec) -> Result<(), String> {
    let actions = [
        step.request.is_some(),
        step.ws.is_some(),
        step.sleep_ms.is_some(),
        step.group.is_some(),
    ];
    if actions.iter().filter(|a| **a).count() != 1 {
        return Err("needs exactly one of `request`, `ws`, `sleep_ms`, `group`".into());
    }
    if step.parallel.is_some() && step.request.is_none() {
        return Err("`parallel` only applies to a `request` step".into());
    }
    if let Some(ws) = &step.ws {
        let ws_actions = [
            ws.connect.is_some(),
            ws.send.is_some() || ws.send_text.is_some() || ws.send_base64.is_some(),
            ws.receive,
            ws.close,
        ];
        if ws_actions.iter().filter(|a| **a).count() != 1 {
            return Err("a `ws` step needs exactly one of connect, send/send_text/send_base64, receive, close".into());
        }
        if matches!(ws.connect, Some(WsConnect::Endpoint(false))) {
            return Err("`connect` is `true` (the suite's endpoint) or a path".into());
        }
    }
    if let Some(group) = &step.group {
        for sub in group {
            if sub.ws.is_some() || sub.group.is_some() {
                return Err("group members must be `request` or `sleep_ms` steps".into());
            }
            validate_step(sub)?;
        }
    }
    if let Some(request) = &step.request {
        Method::from_bytes(request.method.to_ascii_uppercase().as_bytes())
            .map_err(|_| format!("bad method {:?}", request.method))?;
        let bodies = [
            request.json.is_some(),
            request.raw.is_some(),
            request.raw_base64.is_some(),
            request.file.is_some(),
            request.multipart.is_some(),
            request.generated.is_some(),
        ];
        if bodies.iter().filter(|b| **b).count() > 1 {
            return Err(
                "a request takes at most one of json, raw, raw_base64, file, multipart, generated"
                    .into(),
            );
        }
        if let Some(generated) = &request.generated {
            generated
                .size
                .bytes()
                .map_err(|e| format!("generated: {e}"))?;
            if generated.fill.is_empty() {
                return Err("generated: `fill` must not be empty".into());
            }
        }
        if request.disconnect_after_lines == Some(0) {
            return Err("`disconnect_after_lines` must be at least 1".into());
        }
    }
    for assert in step
        .expect
        .json_asserts()
        .filter(|a| !a.path.contains("${"))
    {
        JsonPath::parse(&assert.path)
            .map_err(|e| format!("bad JSONPath {:?}: {e}", assert.path))?;
        // Templated patterns and paths are checked once rendered, at run time.
        if let Some(pattern) = assert.matches.as_ref().filter(|p| !p.contains("${")) {
            regex::Regex::new(pattern).map_err(|e| format!("bad regex {pattern:?}: {e}"))?;
        }
    }
    for path in step.capture.values().filter(|p| !p.contains("${")) {
        JsonPath::parse(path).map_err(|e| format!("bad capture JSONPath {path:?}: {e}"))?;
    }
    Ok(())
}

/// The transports a case's steps use.
pub(super) fn transports(steps: &[StepSpec]) -> Vec<Transport> {
    let mut used = Vec::new();
    for step in steps {
        if step.request.is_some() {
            used.push(Transport::Http);
        }
        if step.ws.is_some() {
            used.push(Transport::WebSocket);
        }
        if let Some(group) = &step.group {
            used.extend(transports(group));
        }
    }
    used.sort();
    used.dedup();
    used
}

/// Configuration a case needs because of the `auth` values its steps use.
pub(super) fn implied_needs(steps: &[StepSpec]) -> Vec<String> {
    let mut needs = Vec::new();
    let mut visit = |request: &RequestSpec| match request.auth.as_deref() {
        Some("admin") => needs.push("admin_token".to_owned()),
        Some("api_key") => needs.push("api_key".to_owned()),
        Some("api_key_2") => needs.push("api_key_2".to_owned()),
        _ => {}
    };
    for step in steps {
        if let Some(request) = &step.request {
            visit(request);
        }
        for sub in step.group.iter().flatten() {
            if let Some(request) = &sub.request {
                visit(request);
            }
        }
    }
    needs.sort();
    needs.dedup();
    needs
}

fn label(index: usize, step: &StepSpec) -> String {
    match &step.name {
        Some(name) => format!("step {} {:?}", index + 1, name),
        None => format!("step {}", index + 1),
    }
}

pub(super) async fn run_case(case: &ScenarioCase, ctx: &mut Context) -> Verdict {
    let mut vars = ctx.vars.clone();
    for (name, value) in case.file_vars.iter().chain(&case.spec.vars) {
        match render_value(value, &vars) {
            Ok(value) => {
                vars.insert(name.clone(), value);
            }
            Err(e) => return Verdict::Error(format!("variable {name}: {e}")),
        }
    }
    let mut runner = StepRunner {
        case,
        connections: HashMap::new(),
    };
    // A failure of a MUST requirement ends the case; lesser ones are kept and
    // the case goes on, so a strictness failure never hides a seed failure.
    let mut failures = Vec::new();
    let mut problem = None;
    for (index, step) in case.spec.steps.iter().enumerate() {
        let at = label(index, step);
        match runner.run_step(ctx, &mut vars, step, &at).await {
            Ok(found) => {
                let stop = found.iter().any(|f| case.severity_of(f) == Severity::Must);
                failures.extend(found);
                if stop {
                    break;
                }
            }
            Err(harness) => {
                problem = Some(format!("{at}: {harness}"));
                break;
            }
        }
    }
    let verdict = match problem {
        Some(problem) if failures.is_empty() => Verdict::Error(problem),
        Some(problem) => {
            ctx.transcript
                .note(format!("the case stopped here: {problem}"));
            Verdict::Fail(failures)
        }
        None => Verdict::from_failures(failures),
    };
    for (index, step) in case.spec.cleanup.iter().enumerate() {
        let at = format!("cleanup {}", label(index, step).trim_start_matches("step "));
        match runner.run_step(ctx, &mut vars, step, &at).await {
            Ok(failures) if failures.is_empty() => {}
            Ok(failures) => ctx
                .transcript
                .note(format!("{at} did not go as expected: {failures:?}")),
            Err(problem) => ctx
                .transcript
                .note(format!("{at} could not run: {problem}")),
        }
    }
    for (_, mut conn) in runner.connections.drain() {
        ctx.ws_close(&mut conn).await;
    }
    verdict
}

struct StepRunner<'c> {
    case: &'c ScenarioCase,
    connections: HashMap<String, WsConnection>,
}

impl StepRunner<'_> {
    async fn run_step(
        &mut self,
        ctx: &mut Context,
        vars: &mut Vars,
        step: &StepSpec,
        at: &str,
    ) -> Result<Vec<Failure>, HarnessProblem> {
        let repeats = step.repeat.unwrap_or(1);
        for i in 0..repeats {
            let at = if step.repeat.is_some() {
                vars.insert("i".into(), Value::from(i));
                format!("{at} (repeat {})", i + 1)
            } else {
                at.to_owned()
            };
            let failures = self.run_with_retry(ctx, vars, step, &at).await?;
            if !failures.is_empty() {
                return Ok(failures);
            }
        }
        Ok(Vec::new())
    }

    async fn run_with_retry(
        &mut self,
        ctx: &mut Context,
        vars: &mut Vars,
        step: &StepSpec,
        at: &str,
    ) -> Result<Vec<Failure>, HarnessProblem> {
        let Some(retry) = &step.retry else {
            return self.run_once(ctx, vars, step, at).await;
        };
        let within = ctx.settings.scaled(Duration::from_millis(retry.within_ms));
        let deadline = Instant::now() + within;
        let mut attempts = 0;
        loop {
            attempts += 1;
            let result = self.run_once(ctx, vars, step, at).await;
            if matches!(&result, Ok(f) if f.is_empty()) || Instant::now() >= deadline {
                return result.map(|failures| {
                    failures
                        .into_iter()
                        .map(|mut f| {
                            f.at = format!("{} (after {attempts} attempts over {within:?})", f.at);
                            f
                        })
                        .collect()
                });
            }
            tokio::time::sleep(
                ctx.settings
                    .scaled(Duration::from_millis(retry.interval_ms)),
            )
            .await;
        }
    }

    async fn run_once(
        &mut self,
        ctx: &mut Context,
        vars: &mut Vars,
        step: &StepSpec,
        at: &str,
    ) -> Result<Vec<Failure>, HarnessProblem> {
        if let Some(ms) = step.sleep_ms {
            tokio::time::sleep(ctx.settings.scaled(Duration::from_millis(ms))).await;
            return Ok(Vec::new());
        }
        if let Some(group) = &step.group {
            return run_group(self.case, ctx, vars, group, at).await;
        }
        if let Some(ws) = &step.ws {
            return self.run_ws(ctx, vars, step, ws, at).await;
        }
        match &step.request {
            Some(request) => run_request(self.case, ctx, vars, step, request, at).await,
            None => Ok(Vec::new()),
        }
    }

    async fn run_ws(
        &mut self,
        ctx: &mut Context,
        vars: &mut Vars,
        step: &StepSpec,
        ws: &WsSpec,
        at: &str,
    ) -> Result<Vec<Failure>, HarnessProblem> {
        let timeout = ctx.settings.scaled(
            ws.timeout_ms
                .map(Duration::from_millis)
                .unwrap_or(DEFAULT_WS_TIMEOUT),
        );
        if let Some(connect) = &ws.connect {
            let path = match connect {
                WsConnect::Endpoint(_) => None,
                WsConnect::Path(path) => Some(render_str(path, vars)?),
            };
            return match ctx.ws_connect(path.as_deref()).await {
                Ok(conn) => {
                    self.connections.insert(ws.conn.clone(), conn);
                    Ok(Vec::new())
                }
                Err(HarnessError::Refused(answer)) => Ok(vec![
                    Failure::new(at, "connect", "a WebSocket upgrade", answer)
                        .under(&step_requirements(&step.expect)),
                ]),
                Err(e) => Err(e.to_string()),
            };
        }
        let Some(conn) = self.connections.get_mut(&ws.conn) else {
            return Err(format!("no open WebSocket connection named {:?}", ws.conn));
        };
        if ws.close {
            ctx.ws_close(conn).await;
            self.connections.remove(&ws.conn);
            return Ok(Vec::new());
        }
        let message = if let Some(value) = &ws.send {
            Some(WsMessage::Text(render_value(value, vars)?.to_string()))
        } else if let Some(text) = &ws.send_text {
            Some(WsMessage::Text(render_str(text, vars)?))
        } else if let Some(b64) = &ws.send_base64 {
            let data = base64::engine::general_purpose::STANDARD
                .decode(b64)
                .map_err(|e| format!("send_base64: {e}"))?;
            Some(WsMessage::Binary(data))
        } else {
            None
        };
        let wants_reply = match &message {
            Some(message) => {
                if let Err(err) = ctx.ws_send(conn, clone_message(message)).await {
                    return Ok(vec![
                        Failure::new(
                            at,
                            "send",
                            "an open connection",
                            format!("the server had closed it: {err}"),
                        )
                        .under(&step_requirements(&step.expect)),
                    ]);
                }
                ws.reply.unwrap_or(true)
            }
            None => true,
        };
        if !wants_reply {
            return Ok(Vec::new());
        }
        let reply = match ctx.ws_receive(conn, timeout).await {
            Ok(reply) => reply,
            Err(HarnessError::Timeout(t)) => {
                return Ok(vec![Failure::new(
                    at,
                    "reply",
                    format!("a message within {t:?}"),
                    "no message",
                )]);
            }
            Err(e) => return Err(e.to_string()),
        };
        let expect = &step.expect;
        let closed = expect.any(|block| block.closed);
        let whole_step = step_requirements(expect);
        match reply {
            None if closed => {
                self.connections.remove(&ws.conn);
                Ok(Vec::new())
            }
            None => Ok(vec![
                Failure::new(at, "reply", "a message", "the connection closed").under(&whole_step),
            ]),
            Some(text) if closed => Ok(vec![
                Failure::new(at, "close", "the connection to close", text).under(&whole_step),
            ]),
            Some(text) => {
                let document = serde_json::from_str::<Value>(&text).ok();
                let mut failures = Vec::new();
                for block in &expect.0 {
                    if let Some(body) = &block.body {
                        let found = check_text(
                            at,
                            "message",
                            &render_text_assert(body, vars)?,
                            Some(&text),
                        )?;
                        failures.extend(attribute(found, &block.requirements));
                    }
                    if let Some(document) = &document {
                        for assert in &block.json {
                            let found =
                                check_json(at, &render_json_assert(assert, vars)?, document)?;
                            failures.extend(attribute(
                                attribute(found, &assert.requirements),
                                &block.requirements,
                            ));
                        }
                    }
                }
                match document {
                    Some(document) => {
                        let captured = capture(at, step, &document, None, vars);
                        failures.extend(attribute(captured, &step_requirements(&step.expect)));
                    }
                    None if expect.json_asserts().next().is_some() || !step.capture.is_empty() => {
                        failures.push(
                            Failure::new(at, "message is JSON", "a JSON message", text)
                                .under(&document_requirements(step)),
                        );
                    }
                    None => {}
                }
                Ok(failures)
            }
        }
    }
}

/// Gives failures without an attribution of their own these requirements.
fn attribute(failures: Vec<Failure>, requirements: &[String]) -> Vec<Failure> {
    failures
        .into_iter()
        .map(|f| {
            if f.requirements.is_empty() {
                f.under(requirements)
            } else {
                f
            }
        })
        .collect()
}

/// The requirements a failure of the step as a whole (no answer, a closed
/// connection) belongs to: every block's, or the case's when a block has none.
fn step_requirements(expect: &Expectations) -> Vec<String> {
    if expect.0.is_empty() || expect.any(|block| block.requirements.is_empty()) {
        return Vec::new();
    }
    let mut all: Vec<String> = expect
        .0
        .iter()
        .flat_map(|b| b.requirements.clone())
        .collect();
    all.sort();
    all.dedup();
    all
}

/// The requirements a body that is not JSON breaks: the case's when the step
/// captures from it, else those of the blocks with JSON assertions.
fn document_requirements(step: &StepSpec) -> Vec<String> {
    if !step.capture.is_empty() {
        return Vec::new();
    }
    let blocks = Expectations(
        step.expect
            .0
            .iter()
            .filter(|block| !block.json.is_empty())
            .cloned()
            .collect(),
    );
    step_requirements(&blocks)
}

fn clone_message(message: &WsMessage) -> WsMessage {
    match message {
        WsMessage::Text(t) => WsMessage::Text(t.clone()),
        WsMessage::Binary(b) => WsMessage::Binary(b.clone()),
    }
}

fn run_group<'a>(
    case: &'a ScenarioCase,
    ctx: &'a mut Context,
    vars: &'a mut Vars,
    group: &'a [StepSpec],
    at: &'a str,
) -> BoxFuture<'a, Result<Vec<Failure>, HarnessProblem>> {
    Box::pin(async move {
        let mut children: Vec<(Context, Vars)> =
            group.iter().map(|_| (ctx.fork(), vars.clone())).collect();
        let results = join_all(children.iter_mut().zip(group).enumerate().map(
            |(n, ((child, child_vars), sub))| {
                let at = format!("{at} › {}", label(n, sub));
                async move {
                    let mut runner = StepRunner {
                        case,
                        connections: HashMap::new(),
                    };
                    runner.run_with_retry(child, child_vars, sub, &at).await
                }
            },
        ))
        .await;
        let mut failures = Vec::new();
        for ((child, child_vars), result) in children.into_iter().zip(results) {
            ctx.absorb(child);
            for (name, value) in child_vars {
                vars.entry(name).or_insert(value);
            }
            failures.extend(result?);
        }
        Ok(failures)
    })
}

async fn run_request(
    case: &ScenarioCase,
    ctx: &mut Context,
    vars: &mut Vars,
    step: &StepSpec,
    spec: &RequestSpec,
    at: &str,
) -> Result<Vec<Failure>, HarnessProblem> {
    let responses = match step.parallel {
        None => {
            let request = build_request(case, ctx, vars, spec)?;
            vec![ctx.send(request).await]
        }
        Some(n) => {
            let mut children = Vec::new();
            for i in 0..n {
                let mut child_vars = vars.clone();
                child_vars.insert("i".into(), Value::from(i));
                let request = build_request(case, ctx, &child_vars, spec)?;
                children.push((ctx.fork(), request));
            }
            let results = join_all(
                children
                    .iter_mut()
                    .map(|(child, request)| child.send(request.clone())),
            )
            .await;
            for (child, _) in children {
                ctx.absorb(child);
            }
            results
        }
    };
    let mut ok = Vec::new();
    for response in responses {
        match response {
            Ok(response) => ok.push(response),
            Err(HarnessError::Timeout(t)) => {
                return Ok(vec![Failure::new(
                    at,
                    "response",
                    format!("an answer within {t:?}"),
                    "no answer",
                )]);
            }
            Err(HarnessError::Dropped(why)) => {
                return Ok(vec![
                    Failure::new(at, "response", "an answer", why)
                        .under(&step_requirements(&step.expect)),
                ]);
            }
            Err(e) => return Err(e.to_string()),
        }
    }
    let mut failures = check_responses(at, step, &ok, step.parallel.is_some(), vars)?;
    if let Some(lines) = spec.disconnect_after_lines {
        failures.extend(ok.iter().filter(|r| !r.hung_up).map(|response| {
            Failure::new(
                at,
                "body stays open",
                format!("{lines} line(s) before the harness disconnects"),
                format!(
                    "the body ended after {} line(s): {}",
                    response.body.iter().filter(|b| **b == b'\n').count(),
                    brief(&response.text())
                ),
            )
        }));
    }
    Ok(failures)
}

fn build_request(
    case: &ScenarioCase,
    ctx: &Context,
    vars: &Vars,
    spec: &RequestSpec,
) -> Result<HttpRequest, HarnessProblem> {
    let method = Method::from_bytes(spec.method.to_ascii_uppercase().as_bytes())
        .map_err(|e| e.to_string())?;
    let mut path = render_str(&spec.path, vars)?;
    if !spec.query.is_empty() {
        let mut query = url::form_urlencoded::Serializer::new(String::new());
        for (name, value) in &spec.query {
            match render_value(value, vars)? {
                Value::String(s) => query.append_pair(name, &s),
                other => query.append_pair(name, &other.to_string()),
            };
        }
        path.push(if path.contains('?') { '&' } else { '?' });
        path.push_str(&query.finish());
    }
    let mut request = HttpRequest::new(method, path);
    let bearer = match spec.auth.as_deref() {
        None | Some("none") => None,
        Some("admin") => Some(setting(
            ctx.settings.admin_token.as_deref(),
            "this step needs --admin-token",
        )?),
        Some("api_key") => Some(setting(
            ctx.settings.first_api_key(),
            "this step needs --api-key",
        )?),
        Some("api_key_2") => Some(setting(
            ctx.settings.second_api_key(),
            "this step needs a second --api-key",
        )?),
        Some(other) => Some(render_str(other, vars)?),
    };
    if let Some(token) = bearer {
        request = request.bearer(&token);
    }
    for (name, value) in &spec.headers {
        request = request.header(name.clone(), render_str(value, vars)?);
    }
    let content_type = spec
        .content_type
        .as_ref()
        .map(|ct| render_str(ct, vars))
        .transpose()?;
    let read = |file: &str| -> Result<Vec<u8>, HarnessProblem> {
        let file = render_str(file, vars)?;
        let path = match &case.base_dir {
            Some(dir) => dir.join(&file),
            None => file.clone().into(),
        };
        std::fs::read(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))
    };
    request.body = if let Some(json) = &spec.json {
        let value = render_value(json, vars)?;
        match content_type {
            Some(ct) => Body::Bytes {
                data: value.to_string().into_bytes(),
                content_type: Some(ct),
            },
            None => Body::Json(value),
        }
    } else if let Some(raw) = &spec.raw {
        Body::Bytes {
            data: render_str(raw, vars)?.into_bytes(),
            content_type,
        }
    } else if let Some(b64) = &spec.raw_base64 {
        Body::Bytes {
            data: base64::engine::general_purpose::STANDARD
                .decode(b64)
                .map_err(|e| format!("raw_base64: {e}"))?,
            content_type,
        }
    } else if let Some(file) = &spec.file {
        Body::Bytes {
            data: read(file)?,
            content_type,
        }
    } else if let Some(parts) = &spec.multipart {
        let mut out = Vec::new();
        for part in parts {
            let data = if let Some(text) = &part.text {
                render_str(text, vars)?.into_bytes()
            } else if let Some(b64) = &part.base64 {
                base64::engine::general_purpose::STANDARD
                    .decode(b64)
                    .map_err(|e| format!("part {}: {e}", part.name))?
            } else if let Some(file) = &part.file {
                read(file)?
            } else {
                Vec::new()
            };
            let filename = part.filename.clone().or_else(|| {
                part.file
                    .as_ref()
                    .and_then(|f| std::path::Path::new(f).file_name())
                    .map(|n| n.to_string_lossy().into_owned())
            });
            out.push(Part {
                name: part.name.clone(),
                data,
                filename,
                content_type: part.content_type.clone(),
            });
        }
        Body::Multipart(out)
    } else if let Some(generated) = &spec.generated {
        Body::Generated(GeneratedBody {
            fill: generated.fill.clone().into_bytes(),
            len: generated.size.bytes()?,
            content_type,
        })
    } else {
        Body::Empty
    };
    if let Some(ms) = spec.timeout_ms {
        request.timeout = Some(ctx.settings.scaled(Duration::from_millis(ms)));
    }
    request.hang_up_after_lines = spec.disconnect_after_lines;
    Ok(request)
}

fn check_responses(
    at: &str,
    step: &StepSpec,
    responses: &[HttpResponse],
    parallel: bool,
    vars: &mut Vars,
) -> Result<Vec<Failure>, HarnessProblem> {
    let expect = &step.expect;
    let mut failures = Vec::new();
    for block in &expect.0 {
        let mut found = Vec::new();
        for response in responses {
            if let Some(status) = &block.status {
                if !status.accepts(response.status) {
                    found.push(Failure::new(
                        at,
                        "status",
                        status.to_string(),
                        format!("{} {}", response.status, brief(&response.text())),
                    ));
                }
            }
            for header in &block.headers {
                let what = format!("header {}", header.name);
                let check = render_text_assert(&header.check, vars)?;
                found.extend(attribute(
                    check_text(at, &what, &check, response.header(&header.name))?,
                    &header.requirements,
                ));
            }
            if let Some(body) = &block.body {
                found.extend(check_text(
                    at,
                    "body",
                    &render_text_assert(body, vars)?,
                    Some(&response.text()),
                )?);
            }
        }
        failures.extend(attribute(found, &block.requirements));
    }
    let needs_document = expect.json_asserts().next().is_some() || !step.capture.is_empty();
    if needs_document {
        let ndjson = expect.any(|block| block.ndjson);
        let mut documents = Vec::new();
        for response in responses {
            match document(ndjson, response) {
                Ok(doc) => documents.push(doc),
                Err((check, expected, actual)) => failures.push(
                    Failure::new(at, check, expected, actual).under(&document_requirements(step)),
                ),
            }
        }
        if documents.len() == responses.len() {
            let document = if parallel {
                Value::Array(documents)
            } else {
                documents.pop().unwrap_or(Value::Null)
            };
            for block in &expect.0 {
                for assert in &block.json {
                    let found = check_json(at, &render_json_assert(assert, vars)?, &document)?;
                    failures.extend(attribute(
                        attribute(found, &assert.requirements),
                        &block.requirements,
                    ));
                }
            }
            let single = (!parallel).then(|| &responses[0]);
            let captured = capture(at, step, &document, single, vars);
            failures.extend(attribute(captured, &step_requirements(expect)));
        }
    } else if !step.capture_header.is_empty() {
        let captured = capture(at, step, &Value::Null, responses.first(), vars);
        failures.extend(attribute(captured, &step_requirements(expect)));
    }
    Ok(failures)
}

/// The JSON a step's assertions look at, or (check, expected, actual) when the body is not JSON.
fn document(ndjson: bool, response: &HttpResponse) -> Result<Value, (String, String, String)> {
    if ndjson {
        let text = response.text();
        let mut events = Vec::new();
        for (n, line) in text
            .lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty())
        {
            match serde_json::from_str::<Value>(line) {
                Ok(v) => events.push(v),
                Err(e) => {
                    return Err((
                        format!("NDJSON line {}", n + 1),
                        "one JSON value per line".into(),
                        format!("{e}: {}", brief(line)),
                    ));
                }
            }
        }
        return Ok(Value::Array(events));
    }
    if response.body.is_empty() {
        return Err((
            "body is JSON".into(),
            "a JSON body".into(),
            "an empty body".into(),
        ));
    }
    serde_json::from_slice(&response.body).map_err(|e| {
        (
            "body is JSON".into(),
            "a JSON body".into(),
            format!("{e}: {}", brief(&response.text())),
        )
    })
}

fn capture(
    at: &str,
    step: &StepSpec,
    document: &Value,
    response: Option<&HttpResponse>,
    vars: &mut Vars,
) -> Vec<Failure> {
    let mut failures = Vec::new();
    for (name, path) in &step.capture {
        let path = match render_str(path, vars) {
            Ok(path) => path,
            Err(problem) => {
                failures.push(Failure::new(
                    at,
                    format!("capture {name}"),
                    "a renderable JSONPath",
                    problem,
                ));
                continue;
            }
        };
        let Ok(parsed) = JsonPath::parse(&path) else {
            failures.push(Failure::new(
                at,
                format!("capture {name}"),
                "a valid JSONPath",
                path,
            ));
            continue;
        };
        let nodes = parsed.query(document).all();
        match nodes.as_slice() {
            [] => failures.push(Failure::new(
                at,
                format!("capture {name}"),
                format!("a value at {path}"),
                format!("nothing; document was {}", show(document)),
            )),
            [one] => {
                vars.insert(name.clone(), (*one).clone());
            }
            many => {
                vars.insert(
                    name.clone(),
                    Value::Array(many.iter().map(|v| (*v).clone()).collect()),
                );
            }
        }
    }
    for (name, header) in &step.capture_header {
        match response.and_then(|r| r.header(header)) {
            Some(value) => {
                vars.insert(name.clone(), Value::String(value.to_owned()));
            }
            None => failures.push(Failure::new(
                at,
                format!("capture {name}"),
                format!("header {header}"),
                "absent",
            )),
        }
    }
    failures
}

/// Expectations may use `${var}` too (a value captured in an earlier step).
fn render_json_assert(assert: &JsonAssert, vars: &Vars) -> Result<JsonAssert, HarnessProblem> {
    let value = |v: &Option<Value>| v.as_ref().map(|v| render_value(v, vars)).transpose();
    Ok(JsonAssert {
        path: render_str(&assert.path, vars)?,
        equals: value(&assert.equals)?,
        not_equals: value(&assert.not_equals)?,
        matches: assert
            .matches
            .as_ref()
            .map(|m| render_str(m, vars))
            .transpose()?,
        one_of: assert
            .one_of
            .as_ref()
            .map(|list| {
                list.iter()
                    .map(|v| render_value(v, vars))
                    .collect::<Result<_, _>>()
            })
            .transpose()?,
        contains: value(&assert.contains)?,
        not_contains: value(&assert.not_contains)?,
        min: value(&assert.min)?,
        max: value(&assert.max)?,
        ..assert.clone()
    })
}

fn render_text_assert(assert: &TextAssert, vars: &Vars) -> Result<TextAssert, HarnessProblem> {
    let text = |t: &Option<String>| t.as_ref().map(|t| render_str(t, vars)).transpose();
    Ok(TextAssert {
        equals: text(&assert.equals)?,
        contains: text(&assert.contains)?,
        not_contains: text(&assert.not_contains)?,
        matches: text(&assert.matches)?,
        exists: assert.exists,
    })
}

fn brief(text: &str) -> String {
    let text = text.trim();
    if text.chars().count() > 200 {
        format!("{}…", text.chars().take(200).collect::<String>())
    } else {
        text.to_owned()
    }
}
