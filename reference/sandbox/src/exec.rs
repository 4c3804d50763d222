//! Running commands: to completion, or as an NDJSON stream of events.
//!
//! Docker cannot kill an exec, so every command's processes carry a marker in
//! their environment; on timeout (or once the output cap is reached) a second
//! exec kills every process in the sessions of the marked ones. Docker starts
//! each exec as its own session leader, so the command's whole process group
//! — background children included — goes with it.

use std::sync::LazyLock;
use std::time::Duration;

use axum::Json;
use axum::body::Body;
use axum::extract::{Path, State};
use axum::http::header::CONTENT_TYPE;
use axum::response::{IntoResponse, Response};
use bollard::Docker;
use bollard::container::LogOutput;
use bollard::exec::{StartExecOptions, StartExecResults};
use bollard::models::{ContainerUpdateBody, ExecConfig};
use futures_util::{Stream, StreamExt};
use reference_common::{ApiError, JsonBody};
use serde::{Deserialize, Serialize};
use tokio::io::AsyncWriteExt;
use tokio::sync::mpsc;
use tokio::time::{Instant, timeout, timeout_at};
use utoipa::ToSchema;

use crate::SharedState;
use crate::locks::SandboxLocks;
use crate::runtime::{self, SANDBOX_UID, WORKSPACE, container_name};
use crate::sandboxes::{find, new_id};

pub const DEFAULT_EXEC_TIMEOUT_SECONDS: u64 = 60;
pub const MAX_EXEC_TIMEOUT_SECONDS: u64 = 3_600;
/// Bytes of stdout plus stderr one command may produce before it is killed.
pub const OUTPUT_CAP_BYTES: usize = 1024 * 1024;
const MARKER_VARIABLE: &str = "TOUCHSTONE_EXEC";
/// How long a killed command's output may take to drain.
const DRAIN_GRACE: Duration = Duration::from_secs(5);

/// Extra processes the container may start while a kill runs: runc's exec
/// helpers, the killing shell and its one `grep`. Each retry adds this again.
const KILL_PIDS_MARGIN: i64 = 16;
const KILL_ATTEMPTS: i64 = 3;

/// Kills every process in the session of any process whose environment holds
/// the marker `$1`. All of them are stopped before any is killed, so a shell
/// cannot react to its children dying; later rounds catch late forks. Exits
/// 0 once no marked process is left, 1 if some still are.
///
/// The command may have filled the container's process limit, so this needs
/// as few processes as it can: one `grep` per round, everything else shell
/// builtins (`read`, `set`, `kill`).
const KILL_SCRIPT: &str = r#"marker="$1"
for round in 1 2 3 4 5; do
  sessions=""
  for file in $(grep -lsxzF -e "$marker" /proc/[0-9]*/environ); do
    read -r stat < "${file%/environ}/stat" 2>/dev/null || continue
    set -- ${stat##*) }
    sessions="$sessions $4"
  done
  [ -n "$sessions" ] || exit 0
  for session in $sessions; do
    kill -s STOP -"$session" 2>/dev/null
  done
  pids=""
  for dir in /proc/[0-9]*; do
    read -r stat < "$dir/stat" 2>/dev/null || continue
    set -- ${stat##*) }
    for session in $sessions; do
      [ "$4" = "$session" ] && pids="$pids ${dir#/proc/}"
    done
  done
  [ -n "$pids" ] || continue
  kill -s STOP $pids 2>/dev/null
  kill -s KILL $pids 2>/dev/null
done
exit 1"#;

/// Kills of one sandbox run one at a time, so that raising and restoring its
/// process limit never interleave.
static KILL_LOCKS: LazyLock<SandboxLocks> = LazyLock::new(SandboxLocks::default);

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ExecRequest {
    /// Shell command, run with `sh -c` in `/workspace` as user 1000.
    #[schema(pattern = r"^[^\u0000]*\S[^\u0000]*$")]
    pub command: String,
    /// Seconds before the command's process group is killed; default 60.
    #[schema(minimum = 1, maximum = 3600, default = 60)]
    pub timeout_seconds: Option<u64>,
}

#[derive(Debug, Default, Serialize, ToSchema)]
pub struct ExecResult {
    pub stdout: String,
    pub stderr: String,
    pub exit_code: i64,
    pub timed_out: bool,
    /// The output cap was reached; the command was killed and output cut there.
    pub truncated: bool,
}

/// One NDJSON line of `exec/stream`.
#[derive(Debug, Serialize, ToSchema)]
#[serde(tag = "type", rename_all = "lowercase")]
pub enum ExecEvent {
    Stdout {
        data: String,
    },
    Stderr {
        data: String,
    },
    Exit {
        exit_code: i64,
        timed_out: bool,
        truncated: bool,
    },
}

#[utoipa::path(post, path = "/v1/sandboxes/{id}/exec", request_body = ExecRequest, responses(
    (status = 200, body = ExecResult), (status = 404), (status = 409)))]
pub async fn run(
    State(state): State<SharedState>,
    Path(id): Path<String>,
    JsonBody(request): JsonBody<ExecRequest>,
) -> Result<Json<ExecResult>, ApiError> {
    let mut events = start(&state, &id, request).await?;
    let mut result = ExecResult::default();
    while let Some(event) = events.recv().await {
        match event {
            ExecEvent::Stdout { data } => result.stdout.push_str(&data),
            ExecEvent::Stderr { data } => result.stderr.push_str(&data),
            ExecEvent::Exit {
                exit_code,
                timed_out,
                truncated,
            } => {
                result.exit_code = exit_code;
                result.timed_out = timed_out;
                result.truncated = truncated;
            }
        }
    }
    Ok(Json(result))
}

#[utoipa::path(post, path = "/v1/sandboxes/{id}/exec/stream", request_body = ExecRequest, responses(
    (status = 200, description = "NDJSON, one ExecEvent per line", body = ExecEvent,
     content_type = "application/x-ndjson"),
    (status = 404), (status = 409)))]
pub async fn stream(
    State(state): State<SharedState>,
    Path(id): Path<String>,
    JsonBody(request): JsonBody<ExecRequest>,
) -> Result<Response, ApiError> {
    let events = start(&state, &id, request).await?;
    let lines = futures_util::stream::unfold(events, |mut events| async move {
        let event = events.recv().await?;
        let mut line = serde_json::to_vec(&event).unwrap_or_default();
        line.push(b'\n');
        Some((Ok::<_, std::convert::Infallible>(line), events))
    });
    Ok((
        [(CONTENT_TYPE, "application/x-ndjson")],
        Body::from_stream(lines),
    )
        .into_response())
}

/// Starts the command and returns its events; the last one is always `Exit`.
/// Dropping the receiver kills the command.
async fn start(
    state: &SharedState,
    id: &str,
    request: ExecRequest,
) -> Result<mpsc::Receiver<ExecEvent>, ApiError> {
    let record = find(state, id)?;
    if request.command.trim().is_empty() {
        return Err(ApiError::bad_request("`command` must not be empty"));
    }
    if request.command.contains('\0') {
        return Err(ApiError::bad_request("`command` must not contain NUL"));
    }
    let limit = request
        .timeout_seconds
        .unwrap_or(DEFAULT_EXEC_TIMEOUT_SECONDS);
    if !(1..=MAX_EXEC_TIMEOUT_SECONDS).contains(&limit) {
        return Err(ApiError::bad_request(format!(
            "`timeout_seconds` must be between 1 and {MAX_EXEC_TIMEOUT_SECONDS}"
        )));
    }
    let container = container_name(id);
    let marker = format!("{MARKER_VARIABLE}={}", new_id(""));
    let config = ExecConfig {
        attach_stdout: Some(true),
        attach_stderr: Some(true),
        cmd: Some(vec!["sh".into(), "-c".into(), request.command]),
        env: Some(vec![format!("HOME={WORKSPACE}"), marker.clone()]),
        user: Some(SANDBOX_UID.into()),
        working_dir: Some(WORKSPACE.into()),
        ..Default::default()
    };
    let exec_id = state
        .docker
        .create_exec(&container, config)
        .await
        .map_err(runtime::docker_error)?
        .id;
    let output = attach(&state.docker, &exec_id).await?;
    let (events, receiver) = mpsc::channel(16);
    let command = RunningCommand {
        docker: state.docker.clone(),
        sandbox: id.to_owned(),
        pids_limit: record.spec.pids_limit,
        container,
        exec_id,
        marker,
    };
    tokio::spawn(command.drive(output, Duration::from_secs(limit), events));
    Ok(receiver)
}

type Output =
    std::pin::Pin<Box<dyn Stream<Item = Result<LogOutput, bollard::errors::Error>> + Send>>;

async fn attach(docker: &Docker, exec_id: &str) -> Result<Output, ApiError> {
    match docker
        .start_exec(exec_id, Some(StartExecOptions::default()))
        .await
        .map_err(runtime::docker_error)?
    {
        StartExecResults::Attached { output, mut input } => {
            // Like `docker exec` without `-i`: close our side so Docker does
            // not wait for input before it reports the exec finished.
            input
                .shutdown()
                .await
                .map_err(|err| ApiError::internal(format!("cannot close exec input: {err}")))?;
            Ok(output)
        }
        StartExecResults::Detached => Err(ApiError::internal("Docker started the exec detached")),
    }
}

struct RunningCommand {
    docker: Docker,
    sandbox: String,
    /// The sandbox's own process limit, restored after a kill.
    pids_limit: i64,
    container: String,
    exec_id: String,
    marker: String,
}

enum Ending {
    Finished,
    TimedOut,
    Truncated,
    ClientGone,
    /// Docker's output stream failed; the command may still be running.
    OutputLost,
}

impl RunningCommand {
    async fn drive(self, mut output: Output, limit: Duration, events: mpsc::Sender<ExecEvent>) {
        let deadline = Instant::now() + limit;
        let mut stdout = Utf8Reframer::default();
        let mut stderr = Utf8Reframer::default();
        let mut room = OUTPUT_CAP_BYTES;
        let ending = loop {
            let next = tokio::select! {
                next = timeout_at(deadline, output.next()) => next,
                () = events.closed() => break Ending::ClientGone,
            };
            let frame = match next {
                Err(_) => break Ending::TimedOut,
                Ok(None) => break Ending::Finished,
                Ok(Some(Err(err))) => {
                    tracing::warn!(exec = %self.exec_id, "exec output failed: {err}");
                    break Ending::OutputLost;
                }
                Ok(Some(Ok(frame))) => frame,
            };
            let (reframer, message, is_stdout) = match frame {
                LogOutput::StdOut { message } => (&mut stdout, message, true),
                LogOutput::StdErr { message } => (&mut stderr, message, false),
                LogOutput::StdIn { .. } | LogOutput::Console { .. } => continue,
            };
            let kept = message.len().min(room);
            room -= kept;
            let data = reframer.push(&message[..kept]);
            if !data.is_empty() {
                let event = if is_stdout {
                    ExecEvent::Stdout { data }
                } else {
                    ExecEvent::Stderr { data }
                };
                // A reader too slow to take the output does not stop the clock.
                match timeout_at(deadline, events.send(event)).await {
                    Err(_) => break Ending::TimedOut,
                    Ok(Err(_)) => break Ending::ClientGone,
                    Ok(Ok(())) => {}
                }
            }
            if kept < message.len() {
                break Ending::Truncated;
            }
        };
        if !matches!(ending, Ending::Finished) {
            // Keep reading while killing: Docker does not finish an exec whose
            // output nobody reads, and would hold up the killing exec too.
            let drain = timeout(DRAIN_GRACE, output.for_each(|_| async {}));
            let _ = tokio::join!(self.kill(), drain);
        }
        if matches!(ending, Ending::ClientGone) {
            return;
        }
        for (reframer, is_stdout) in [(&mut stdout, true), (&mut stderr, false)] {
            let data = reframer.finish();
            if !data.is_empty() {
                let event = if is_stdout {
                    ExecEvent::Stdout { data }
                } else {
                    ExecEvent::Stderr { data }
                };
                let _ = events.send(event).await;
            }
        }
        let exit_code = self.exit_code().await;
        let _ = events
            .send(ExecEvent::Exit {
                exit_code,
                timed_out: matches!(ending, Ending::TimedOut),
                truncated: matches!(ending, Ending::Truncated),
            })
            .await;
    }

    /// Kills the command's sessions. A command at the process limit leaves
    /// no room for the killing exec, so the limit is raised for the kill and
    /// restored afterwards, whatever happened.
    async fn kill(&self) {
        let _one_at_a_time = KILL_LOCKS.exclusive(&self.sandbox).await;
        let argv = [
            "sh",
            "-c",
            KILL_SCRIPT,
            "touchstone-kill",
            self.marker.as_str(),
        ];
        for attempt in 1..=KILL_ATTEMPTS {
            self.set_pids_limit(self.pids_limit + attempt * KILL_PIDS_MARGIN)
                .await;
            match run_internal(&self.docker, &self.container, &argv).await {
                Ok(output) if output.exit_code == 0 => break,
                Ok(output) => tracing::warn!(
                    exec = %self.exec_id,
                    attempt,
                    "the kill left processes (exit {}): {}",
                    output.exit_code,
                    String::from_utf8_lossy(&output.stderr).trim()
                ),
                Err(err) => tracing::warn!(
                    exec = %self.exec_id,
                    attempt,
                    "could not run the kill: {}",
                    err.message
                ),
            }
            if attempt == KILL_ATTEMPTS {
                tracing::error!(exec = %self.exec_id, "could not kill the command");
            }
        }
        self.set_pids_limit(self.pids_limit).await;
    }

    async fn set_pids_limit(&self, pids_limit: i64) {
        let update = ContainerUpdateBody {
            pids_limit: Some(pids_limit),
            ..Default::default()
        };
        if let Err(err) = self.docker.update_container(&self.container, update).await {
            tracing::warn!(
                container = %self.container,
                "cannot set the process limit to {pids_limit}: {err}"
            );
        }
    }

    /// The exit code Docker reports; it may lag the end of the output briefly.
    /// `-1` when Docker never reports one.
    async fn exit_code(&self) -> i64 {
        for _ in 0..50 {
            match self.docker.inspect_exec(&self.exec_id).await {
                Ok(inspect) if inspect.running != Some(true) => {
                    return inspect.exit_code.unwrap_or(-1);
                }
                Ok(_) => tokio::time::sleep(Duration::from_millis(100)).await,
                Err(err) => {
                    tracing::warn!(exec = %self.exec_id, "exec inspect failed: {err}");
                    return -1;
                }
            }
        }
        -1
    }
}

/// Output of a helper command the service itself runs in a sandbox.
pub struct InternalOutput {
    pub exit_code: i64,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
}

/// Runs `argv` as the sandbox user and collects its output (helpers are
/// short scripts; 30 s is far more than they need).
pub async fn run_internal(
    docker: &Docker,
    container: &str,
    argv: &[&str],
) -> Result<InternalOutput, ApiError> {
    let config = ExecConfig {
        attach_stdout: Some(true),
        attach_stderr: Some(true),
        cmd: Some(argv.iter().map(|arg| (*arg).to_owned()).collect()),
        env: Some(vec![format!("HOME={WORKSPACE}")]),
        user: Some(SANDBOX_UID.into()),
        working_dir: Some(WORKSPACE.into()),
        ..Default::default()
    };
    let exec_id = docker
        .create_exec(container, config)
        .await
        .map_err(runtime::docker_error)?
        .id;
    let mut output = attach(docker, &exec_id).await?;
    let mut result = InternalOutput {
        exit_code: -1,
        stdout: Vec::new(),
        stderr: Vec::new(),
    };
    let collected = timeout(Duration::from_secs(30), async {
        while let Some(frame) = output.next().await {
            match frame.map_err(runtime::docker_error)? {
                LogOutput::StdOut { message } => result.stdout.extend_from_slice(&message),
                LogOutput::StdErr { message } => result.stderr.extend_from_slice(&message),
                LogOutput::StdIn { .. } | LogOutput::Console { .. } => {}
            }
        }
        Ok::<_, ApiError>(())
    })
    .await;
    match collected {
        Err(_) => {
            return Err(ApiError::internal(
                "a helper command in the sandbox did not finish",
            ));
        }
        Ok(outcome) => outcome?,
    }
    let inspect = docker
        .inspect_exec(&exec_id)
        .await
        .map_err(runtime::docker_error)?;
    result.exit_code = inspect.exit_code.unwrap_or(-1);
    Ok(result)
}

/// Turns Docker's arbitrary frames into text without splitting a UTF-8
/// character across events: an incomplete character at the end of a frame
/// waits for the next one. Invalid bytes become U+FFFD.
#[derive(Default)]
struct Utf8Reframer {
    pending: Vec<u8>,
}

impl Utf8Reframer {
    fn push(&mut self, bytes: &[u8]) -> String {
        self.pending.extend_from_slice(bytes);
        let complete = complete_prefix_len(&self.pending);
        let text = String::from_utf8_lossy(&self.pending[..complete]).into_owned();
        self.pending.drain(..complete);
        text
    }

    fn finish(&mut self) -> String {
        let text = String::from_utf8_lossy(&self.pending).into_owned();
        self.pending.clear();
        text
    }
}

/// Length of `bytes` without a trailing, still incomplete UTF-8 sequence.
fn complete_prefix_len(bytes: &[u8]) -> usize {
    let tail_start = bytes.len().saturating_sub(3);
    for start in (tail_start..bytes.len()).rev() {
        let byte = bytes[start];
        if byte & 0b1100_0000 == 0b1000_0000 {
            continue;
        }
        let needed = match byte {
            0xC0..=0xDF => 2,
            0xE0..=0xEF => 3,
            0xF0..=0xF7 => 4,
            _ => 1,
        };
        return if bytes.len() - start < needed {
            start
        } else {
            bytes.len()
        };
    }
    bytes.len()
}

#[cfg(test)]
mod tests {
    use super::Utf8Reframer;

    #[test]
    fn characters_split_across_frames_are_joined() {
        let text = "añ€😀";
        let bytes = text.as_bytes();
        let mut reframer = Utf8Reframer::default();
        let mut joined = String::new();
        for chunk in bytes.chunks(1) {
            let piece = reframer.push(chunk);
            assert!(!piece.contains('\u{FFFD}'), "split character in {piece:?}");
            joined.push_str(&piece);
        }
        joined.push_str(&reframer.finish());
        assert_eq!(joined, text);
    }

    #[test]
    fn invalid_bytes_become_replacement_characters() {
        let mut reframer = Utf8Reframer::default();
        let mut text = reframer.push(b"ok\xFFok");
        text.push_str(&reframer.finish());
        assert_eq!(text, "ok\u{FFFD}ok");
    }

    #[test]
    fn a_truncated_sequence_is_flushed_at_the_end() {
        let mut reframer = Utf8Reframer::default();
        assert_eq!(reframer.push(b"a\xE2\x82"), "a");
        assert_eq!(reframer.finish(), "\u{FFFD}");
    }
}
