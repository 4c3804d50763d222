//! `--serve SUITE='COMMAND'`: the runner starts the implementation under test
//! itself, in any language, and stops it at the end.
//!
//! The command runs under `sh -c` in its own process group, so a wrapper
//! script and everything it spawns are stopped together. `{port}` in the
//! command (and the `PORT` variable) is a free loopback port. The server is
//! ready when it prints a `listening on URL` line (the targets are the first
//! `http://` and the first `ws://` URL it prints by then and shortly after, so
//! one that serves HTTP and WebSocket on two ports is tested on both) or,
//! failing that, when its port accepts connections. Everything it prints goes to its log file, never to the
//! runner's terminal.

use std::collections::VecDeque;
use std::io::Write;
use std::path::Path;
use std::process::Stdio;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use nix::sys::signal::{Signal, killpg};
use nix::unistd::Pid;
use tokio::io::{AsyncBufReadExt, AsyncRead, BufReader};
use tokio::process::{Child, Command};
use tokio::sync::mpsc;

/// How long further `listening on` lines are awaited after the first one.
const MORE_ADDRESSES: Duration = Duration::from_millis(300);
/// Lines of output quoted when a server does not come up.
const TAIL_LINES: usize = 20;

/// A served implementation, running.
pub struct Served {
    pub suite: String,
    pub urls: Vec<String>,
    child: Child,
}

/// Why a served implementation is not available.
#[derive(Debug)]
pub struct ServeError(pub String);

impl std::fmt::Display for ServeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// Output seen so far: the log file, the last lines (for error messages) and
/// the addresses announced.
struct Output {
    file: std::fs::File,
    tail: VecDeque<String>,
}

impl Output {
    fn record(&mut self, line: &str) {
        // A log that cannot be written must not stop the server being tested.
        let _ = writeln!(self.file, "{line}");
        if self.tail.len() == TAIL_LINES {
            self.tail.pop_front();
        }
        self.tail.push_back(line.to_owned());
    }
}

/// Starts `command` for `suite`, logging to `log`, and waits up to `deadline`
/// until it is ready.
pub async fn start(
    suite: &str,
    command: &str,
    log: &Path,
    deadline: Duration,
) -> Result<Served, ServeError> {
    let port = free_port()
        .map_err(|err| ServeError(format!("--serve {suite}: no free port to give it: {err}")))?;
    let expanded = command.replace("{port}", &port.to_string());
    if let Some(parent) = log.parent() {
        std::fs::create_dir_all(parent)
            .map_err(|err| ServeError(format!("{}: {err}", parent.display())))?;
    }
    let file = std::fs::File::create(log)
        .map_err(|err| ServeError(format!("{}: {err}", log.display())))?;
    let mut child = Command::new("sh")
        .args(["-c", &expanded])
        .env("PORT", port.to_string())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0)
        .spawn()
        .map_err(|err| ServeError(format!("--serve {suite}: cannot run `{expanded}`: {err}")))?;
    let output = Arc::new(Mutex::new(Output {
        file,
        tail: VecDeque::new(),
    }));
    let (announced, mut addresses) = mpsc::unbounded_channel();
    if let Some(stdout) = child.stdout.take() {
        tokio::spawn(pump(stdout, output.clone(), announced.clone()));
    }
    if let Some(stderr) = child.stderr.take() {
        tokio::spawn(pump(stderr, output.clone(), announced));
    }

    let failure = |what: String| {
        let tail = output
            .lock()
            .map(|o| o.tail.iter().cloned().collect::<Vec<_>>().join("\n  "))
            .unwrap_or_default();
        let printed = if tail.is_empty() {
            "it printed nothing".to_owned()
        } else {
            format!("its last lines:\n  {tail}")
        };
        ServeError(format!(
            "--serve {suite}: `{expanded}` {what}; {printed}\n(full log: {})",
            log.display()
        ))
    };
    let started = tokio::time::Instant::now();
    let mut urls: Vec<String> = Vec::new();
    loop {
        if started.elapsed() > deadline {
            let _ = stop_group(&mut child).await;
            return Err(failure(format!(
                "was not ready within {} s (no `listening on URL` line, port {port} closed)",
                deadline.as_secs()
            )));
        }
        if let Ok(Some(status)) = child.try_wait() {
            return Err(failure(format!("exited before it was ready ({status})")));
        }
        if let Ok(Some(url)) =
            tokio::time::timeout(Duration::from_millis(100), addresses.recv()).await
        {
            urls.push(url);
            break;
        }
        if tokio::net::TcpStream::connect(("127.0.0.1", port))
            .await
            .is_ok()
        {
            break;
        }
    }
    // A server may announce several transports one after the other.
    let more = tokio::time::Instant::now() + MORE_ADDRESSES;
    while let Ok(Some(url)) = tokio::time::timeout_at(more, addresses.recv()).await {
        if !urls.iter().any(|seen| scheme(seen) == scheme(&url)) {
            urls.push(url);
        }
    }
    if urls.is_empty() {
        urls.push(format!("http://127.0.0.1:{port}"));
    }
    Ok(Served {
        suite: suite.to_owned(),
        urls,
        child,
    })
}

impl Served {
    /// SIGTERM to the whole process group, SIGKILL after a grace period.
    pub async fn stop(mut self) -> Result<(), ServeError> {
        stop_group(&mut self.child)
            .await
            .map_err(|err| ServeError(format!("stopping the {} server: {err}", self.suite)))
    }
}

/// Ctrl-C reaches the runner only: the servers sit in process groups of
/// their own. On an interrupt they are sent SIGTERM and the runner exits 130.
pub fn stop_on_interrupt(served: &[Served]) {
    let groups: Vec<Pid> = served
        .iter()
        .filter_map(|s| s.child.id())
        .map(|pid| Pid::from_raw(pid as i32))
        .collect();
    if groups.is_empty() {
        return;
    }
    tokio::spawn(async move {
        if tokio::signal::ctrl_c().await.is_ok() {
            for group in groups {
                let _ = killpg(group, Signal::SIGTERM);
            }
            std::process::exit(130);
        }
    });
}

/// A run that ends early (a usage error after the start) still stops the
/// server and what it spawned; [`Served::stop`] is the graceful way.
impl Drop for Served {
    fn drop(&mut self) {
        if let Some(pid) = self.child.id() {
            let _ = killpg(Pid::from_raw(pid as i32), Signal::SIGKILL);
        }
    }
}

async fn stop_group(child: &mut Child) -> std::io::Result<()> {
    let Some(pid) = child.id() else {
        return Ok(());
    };
    let group = Pid::from_raw(pid as i32);
    let _ = killpg(group, Signal::SIGTERM);
    if tokio::time::timeout(Duration::from_secs(5), child.wait())
        .await
        .is_err()
    {
        let _ = killpg(group, Signal::SIGKILL);
        child.wait().await?;
    }
    // What the command left running in its group goes too.
    let _ = killpg(group, Signal::SIGKILL);
    Ok(())
}

/// Copies one output stream to the log, reporting `listening on URL` lines.
async fn pump(
    stream: impl AsyncRead + Unpin,
    output: Arc<Mutex<Output>>,
    announced: mpsc::UnboundedSender<String>,
) {
    let mut lines = BufReader::new(stream).lines();
    while let Ok(Some(line)) = lines.next_line().await {
        if let Some(url) = announced_url(&line) {
            let _ = announced.send(url);
        }
        if let Ok(mut output) = output.lock() {
            output.record(&line);
        }
    }
}

/// The URL of a `listening on URL` line (anywhere in the line, so a logger's
/// prefix does not hide it).
fn announced_url(line: &str) -> Option<String> {
    let (_, rest) = line.split_once("listening on ")?;
    let url = rest.split_whitespace().next()?;
    (url.starts_with("http://") || url.starts_with("ws://")).then(|| url.to_owned())
}

fn scheme(url: &str) -> &str {
    url.split_once(':').map_or(url, |(scheme, _)| scheme)
}

fn free_port() -> std::io::Result<u16> {
    Ok(std::net::TcpListener::bind("127.0.0.1:0")?
        .local_addr()?
        .port())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn announced_urls_are_found_behind_log_prefixes() {
        assert_eq!(
            announced_url("INFO server: listening on http://127.0.0.1:8000 (pid 4)").as_deref(),
            Some("http://127.0.0.1:8000")
        );
        assert_eq!(
            announced_url("listening on ws://127.0.0.1:8001/").as_deref(),
            Some("ws://127.0.0.1:8001/")
        );
        assert_eq!(announced_url("listening on port 8000"), None);
        assert_eq!(announced_url("ready"), None);
    }

    #[tokio::test]
    async fn a_server_that_announces_itself_is_found_and_its_output_logged() {
        let dir = tempfile::tempdir().unwrap();
        let log = dir.path().join("logs/policy.log");
        let served = start(
            "policy",
            "echo booting >&2; echo \"listening on http://127.0.0.1:{port}\"; \
             echo \"listening on ws://127.0.0.1:$PORT/ws\"; \
             echo \"listening on ws://127.0.0.1:$PORT/\"; exec sleep 30",
            &log,
            Duration::from_secs(10),
        )
        .await
        .unwrap();
        assert_eq!(served.urls.len(), 2, "{:?}", served.urls);
        assert!(served.urls[0].starts_with("http://127.0.0.1:"));
        assert!(served.urls[1].ends_with("/ws"));
        served.stop().await.unwrap();
        let text = std::fs::read_to_string(&log).unwrap();
        assert!(text.contains("booting"), "{text}");
    }

    #[tokio::test]
    async fn a_server_that_dies_is_reported_with_its_last_lines() {
        let dir = tempfile::tempdir().unwrap();
        let err = start(
            "auth",
            "echo 'cannot open database' >&2; exit 7",
            &dir.path().join("auth.log"),
            Duration::from_secs(10),
        )
        .await
        .err()
        .unwrap();
        assert!(err.0.contains("exited before it was ready"), "{err}");
        assert!(err.0.contains("cannot open database"), "{err}");
    }

    #[tokio::test]
    async fn a_silent_server_is_ready_when_its_port_answers() {
        let dir = tempfile::tempdir().unwrap();
        let served = start(
            "invoice",
            "exec python3 -m http.server --bind 127.0.0.1 {port}",
            &dir.path().join("invoice.log"),
            Duration::from_secs(20),
        )
        .await
        .unwrap();
        assert_eq!(served.urls.len(), 1);
        let port = served.urls[0].rsplit(':').next().unwrap().to_owned();
        assert!(std::net::TcpStream::connect(format!("127.0.0.1:{port}")).is_ok());
        served.stop().await.unwrap();
    }
}
