//! The first output of a streamed command reaches the client while the command
//! still runs (SBX-STREAM-3). The command prints, then waits for a file that
//! only the runner creates — through a separate exec, once it has read the
//! first event. A server that holds events back until the command ends never
//! lets that happen: the command gives up waiting and says so. Nothing here
//! depends on how fast anything is.

use std::time::Duration;

use conformance_engine::{Context, Failure, HttpRequest};
use futures::FutureExt;
use serde_json::{Value, json};

use crate::support::{Decl, FnCase, Halt, brief, create, delete, exec, judged, keyed, verdict};

/// How long the command waits for the runner's file before it gives up.
const PATIENCE_SECS: u64 = 30;

pub fn cases() -> Vec<FnCase> {
    vec![
        Decl {
            id: "sandbox.stream.first_output_arrives_before_exit",
            title: "A streamed command's first output event arrives while the command still runs: the runner answers it, and the command sees the answer",
            requirements: &["SBX-STREAM-3"],
            tags: &["stream", "exec"],
            serial: false,
            timeout_secs: PATIENCE_SECS + 60,
            needs: &["api_key"],
            module: module_path!(),
        }
        .build(|ctx| async move { verdict(run(ctx).await) }.boxed()),
    ]
}

async fn run(ctx: &mut Context) -> Result<(), Halt> {
    let id = create(ctx, json!({ "timeout_seconds": 300 })).await?;
    let outcome = answered_mid_stream(ctx, &id).await;
    delete(ctx, &id).await?;
    outcome
}

async fn answered_mid_stream(ctx: &mut Context, id: &str) -> Result<(), Halt> {
    let waiting = ctx.settings.scaled(Duration::from_secs(PATIENCE_SECS));
    let rounds = waiting.as_secs().max(1) * 10;
    let command = format!(
        "echo first; i=0; while [ ! -e /workspace/answer ] && [ $i -lt {rounds} ]; do sleep 0.1; i=$((i+1)); done; \
         if [ -e /workspace/answer ]; then echo answered; else echo gave-up; fi"
    );
    let request = keyed(
        ctx,
        HttpRequest::post(format!("/v1/sandboxes/{id}/exec/stream"))
            .json(json!({ "command": command, "timeout_seconds": (waiting.as_secs().max(1) * 4).min(3600) })),
    );
    let mut stream = ctx.open(request).await?;
    // Long enough for a server that sends everything at the end to get there,
    // so that it fails below instead of timing out here.
    let patience = waiting + ctx.settings.scaled(Duration::from_secs(20));
    let first = stream.next_line(patience).await;
    let first = match first {
        Ok(line) => line,
        Err(err) => {
            ctx.close(stream);
            return Err(err.into());
        }
    };
    let first_event = first.as_deref().map(event);
    let output_first = matches!(&first_event, Some(Some(e)) if kind(e) == Some("stdout"));
    if !output_first {
        let response = ctx.close(stream);
        return Err(Halt::Fail(vec![Failure::new(
            "stream",
            "first event",
            "a stdout event with the command's first line",
            format!(
                "{} {}",
                response.status,
                brief(first.as_deref().unwrap_or("the body ended"))
            ),
        )]));
    }
    let answered = exec(ctx, id, "touch /workspace/answer").await;
    let mut lines = Vec::new();
    let rest = loop {
        match stream.next_line(patience).await {
            Ok(Some(line)) => lines.push(line),
            Ok(None) => break Ok(()),
            Err(err) => break Err(err),
        }
    };
    ctx.close(stream);
    answered?;
    rest?;
    let output: String = lines
        .iter()
        .filter_map(|line| event(line))
        .filter(|e| kind(e) == Some("stdout"))
        .filter_map(|e| e.get("data").and_then(Value::as_str).map(str::to_owned))
        .collect();
    let mut failures = Vec::new();
    if !output.contains("answered") {
        failures.push(Failure::new(
            "stream",
            "what the command saw after the first event",
            "the runner's answer (stdout `answered`): the first event came while it waited",
            format!("stdout {output:?}: the first event came only once the command had given up"),
        ));
    }
    judged(failures)
}

fn event(line: &str) -> Option<Value> {
    serde_json::from_str(line).ok()
}

fn kind(event: &Value) -> Option<&str> {
    event.get("type").and_then(Value::as_str)
}
