//! Meta-tests of the request features some sandbox cases need: a second API key
//! (SBX-AUTHN-4), generated bodies (SBX-FILES-6) and hanging up in the middle of
//! a streamed body (SBX-STREAM-8). Each feature must do what it says on the wire,
//! and a case using it must fail against a server that gets it wrong.

use std::path::Path;
use std::process::Command;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use wiremock::matchers::{header, method, path};
use wiremock::{Mock, MockServer, Request, Respond, ResponseTemplate};

struct Run {
    code: i32,
    stdout: String,
    stderr: String,
    report: Value,
}

/// Runs the binary on `scenario`, a file of the sandbox suite whose cases are
/// named `sandbox.meta.*` (the only ones selected).
fn run(scenario: &str, target: &str, args: &[&str], envs: &[(&str, &str)]) -> Run {
    let dir = tempfile::tempdir().unwrap();
    let scenarios = dir.path().join("scenarios");
    std::fs::create_dir_all(scenarios.join("sandbox")).unwrap();
    std::fs::write(scenarios.join("sandbox/meta.toml"), scenario).unwrap();
    let report = dir.path().join("report.json");
    let mut command = Command::new(env!("CARGO_BIN_EXE_conformance"));
    command
        // Strict: these cases cite project requirements, and a failure of
        // theirs must fail the run for the mechanism under test to show.
        .args(["run", "--strict", "--case", "sandbox.meta.*", "--scenarios"])
        .arg(&scenarios)
        .arg("--target")
        .arg(format!("sandbox={target}"))
        .arg("--report-json")
        .arg(&report)
        .args(args)
        .env_remove("TOUCHSTONE_API_KEY");
    for (name, value) in envs {
        command.env(name, value);
    }
    let output = command.output().unwrap();
    Run {
        code: output.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
        report: read_report(&report),
    }
}

fn read_report(path: &Path) -> Value {
    std::fs::read_to_string(path)
        .map(|text| serde_json::from_str(&text).unwrap())
        .unwrap_or(Value::Null)
}

fn case<'a>(run: &'a Run, id: &str) -> &'a Value {
    run.report["cases"]
        .as_array()
        .unwrap_or_else(|| {
            panic!(
                "no report; stdout:\n{}\nstderr:\n{}",
                run.stdout, run.stderr
            )
        })
        .iter()
        .find(|c| c["id"] == format!("sandbox.meta.{id}"))
        .unwrap_or_else(|| panic!("no case {id} in report"))
}

fn transcript_text(case: &Value) -> String {
    case["transcript"].to_string()
}

const TWO_KEYS_CASE: &str = r#"
[[case]]
id = "sandbox.meta.second_key"
title = "second key"
requirements = ["SBX-AUTHN-4"]

[[case.steps]]
request.path = "/whoami"
request.auth = "api_key"
expect.status = 200
expect.json = [{ path = "$.key", equals = "one" }]

[[case.steps]]
request.path = "/whoami"
request.auth = "api_key_2"
expect.status = 200
expect.json = [{ path = "$.key", equals = "two" }]

[[case.steps]]
request.path = "/whoami"
request.headers = { Authorization = "Bearer ${api_key_2}" }
expect.status = 200
expect.json = [{ path = "$.key", equals = "two" }]
"#;

async fn key_server() -> MockServer {
    let server = MockServer::start().await;
    for (key, name) in [("key-one-secret", "one"), ("key-two-secret", "two")] {
        Mock::given(method("GET"))
            .and(path("/whoami"))
            .and(header("authorization", format!("Bearer {key}").as_str()))
            .respond_with(ResponseTemplate::new(200).set_body_json(json!({ "key": name })))
            .mount(&server)
            .await;
    }
    Mock::given(method("GET"))
        .and(path("/whoami"))
        .respond_with(ResponseTemplate::new(401))
        .with_priority(10)
        .mount(&server)
        .await;
    server
}

#[tokio::test]
async fn a_second_api_key_is_sent_as_api_key_2_and_redacted() {
    let server = key_server().await;
    let passing = run(
        TWO_KEYS_CASE,
        &server.uri(),
        &["--api-key", "key-one-secret", "--api-key", "key-two-secret"],
        &[],
    );
    assert_eq!(passing.code, 0, "{}\n{}", passing.stdout, passing.stderr);
    let second_key = case(&passing, "second_key");
    assert_eq!(second_key["outcome"], "pass");
    let transcript = transcript_text(second_key);
    assert!(transcript.contains("${API_KEY_2}"), "{transcript}");
    assert!(!transcript.contains("key-two-secret"), "{transcript}");

    // The environment variable takes both keys, separated by a comma.
    let from_env = run(
        TWO_KEYS_CASE,
        &server.uri(),
        &[],
        &[("TOUCHSTONE_API_KEY", "key-one-secret,key-two-secret")],
    );
    assert_eq!(from_env.code, 0, "{}", from_env.stdout);

    // A second key the server does not take fails the case: the key is really sent.
    let wrong = run(
        TWO_KEYS_CASE,
        &server.uri(),
        &["--api-key", "key-one-secret", "--api-key", "key-three"],
        &[],
    );
    assert_eq!(wrong.code, 1, "{}", wrong.stdout);
    let failure = &case(&wrong, "second_key")["failures"][0];
    assert_eq!(failure["expected"], "200", "{failure}");
    assert!(
        failure["at"].as_str().unwrap().starts_with("step 2"),
        "{failure}"
    );
}

#[tokio::test]
async fn a_case_needing_a_second_key_is_skipped_with_one_key() {
    let server = key_server().await;
    let run = run(
        TWO_KEYS_CASE,
        &server.uri(),
        &["--api-key", "key-one-secret"],
        &[],
    );
    assert_eq!(run.code, 0, "skips do not fail the run\n{}", run.stdout);
    let second_key = case(&run, "second_key");
    assert_eq!(second_key["outcome"], "skip");
    assert_eq!(
        second_key["message"],
        "needs a second --api-key (another key the service accepts)"
    );
    let requests = server.received_requests().await.unwrap();
    assert!(
        requests.iter().all(|r| r.url.path() != "/whoami"),
        "a skipped case sends nothing"
    );
}

#[tokio::test]
async fn bad_api_keys_and_unknown_needs_are_usage_errors() {
    let server = key_server().await;
    let target = server.uri();
    let cases: &[(&[&str], &str)] = &[
        (
            &["--api-key", "a", "--api-key", "b", "--api-key", "c"],
            "--api-key given 3 times; the runner uses at most two keys",
        ),
        (
            &["--api-key", "same", "--api-key", "same"],
            "the two --api-key values are the same",
        ),
        (&["--api-key", ""], "--api-key must not be empty"),
    ];
    for (args, message) in cases {
        let run = run(TWO_KEYS_CASE, &target, args, &[]);
        assert_eq!(run.code, 2, "{args:?}: {}", run.stderr);
        assert!(run.stderr.contains(message), "{args:?}: {}", run.stderr);
    }
    let unknown_need = TWO_KEYS_CASE.replace(
        "requirements = [\"SBX-AUTHN-4\"]",
        "requirements = [\"SBX-AUTHN-4\"]\nneeds = [\"api_key_3\"]",
    );
    let run = run(&unknown_need, &target, &["--api-key", "a"], &[]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(
        run.stderr
            .contains("unknown need \"api_key_3\" (known: admin_token, api_key, api_key_2, sandbox_image, sandbox_docker)"),
        "{}",
        run.stderr
    );
}

/// Answers with what it received: the body's length, its `Content-Length`
/// header and its ends.
struct Echo;

impl Respond for Echo {
    fn respond(&self, request: &Request) -> ResponseTemplate {
        let body = &request.body;
        let ends =
            |range: std::ops::Range<usize>| String::from_utf8_lossy(&body[range]).into_owned();
        ResponseTemplate::new(200).set_body_json(json!({
            "len": body.len(),
            "content_length": request.headers.get("content-length").and_then(|v| v.to_str().ok()),
            "content_type": request.headers.get("content-type").and_then(|v| v.to_str().ok()),
            "head": ends(0..body.len().min(5)),
            "tail": ends(body.len().saturating_sub(3)..body.len()),
        }))
    }
}

#[tokio::test]
async fn a_generated_body_is_sent_whole_with_its_length() {
    let server = MockServer::start().await;
    Mock::given(method("PUT"))
        .and(path("/upload"))
        .respond_with(Echo)
        .mount(&server)
        .await;
    let scenario = r#"
[[case]]
id = "sandbox.meta.generated"
title = "generated"
requirements = ["SBX-FILES-6"]

[[case.steps]]
request.method = "PUT"
request.path = "/upload"
request.generated = { size = "1MiB+1", fill = "abc" }
request.content_type = "application/octet-stream"
expect.status = 200
expect.json = [
  { path = "$.len", equals = 1048577 },
  { path = "$.content_length", equals = "1048577" },
  { path = "$.content_type", equals = "application/octet-stream" },
  { path = "$.head", equals = "abcab" },
  { path = "$.tail", equals = "cab" },
]

[[case.steps]]
request.method = "PUT"
request.path = "/upload"
request.generated = { size = 3 }
expect.json = [{ path = "$.head", equals = "xxx" }]

[[case]]
id = "sandbox.meta.generated_over_a_limit"
title = "a server without the limit"
requirements = ["SBX-FILES-6"]

[[case.steps]]
request.method = "PUT"
request.path = "/upload"
request.generated = { size = "2KiB+1" }
expect.status = 413
"#;
    let run = run(scenario, &server.uri(), &[], &[]);
    assert_eq!(run.code, 1, "{}", run.stdout);
    let generated = case(&run, "generated");
    assert_eq!(generated["outcome"], "pass", "{generated}");
    let transcript = transcript_text(generated);
    assert!(
        transcript.contains(r#"[1048577 bytes repeating \"abc\"]"#),
        "{transcript}"
    );
    assert!(
        transcript.contains("--data-binary @body.bin  # 1048577 bytes"),
        "{transcript}"
    );
    let lenient = case(&run, "generated_over_a_limit");
    assert_eq!(lenient["outcome"], "fail");
    assert_eq!(lenient["failures"][0]["expected"], "413");
    assert!(
        lenient["failures"][0]["actual"]
            .as_str()
            .unwrap()
            .starts_with("200 {\"content_length\":\"2049\""),
        "{lenient}"
    );
}

#[tokio::test]
async fn bad_generated_bodies_are_load_errors() {
    let server = MockServer::start().await;
    let bodies = [
        (
            r#"{ size = "64MB" }"#,
            r#"size "64MB" is not a byte count or a sum like "64MiB+1""#,
        ),
        (
            r#"{ size = "2GiB" }"#,
            "above the limit of 1073741824 bytes",
        ),
        (r#"{ size = 1, fill = "" }"#, "`fill` must not be empty"),
        (r#"{ size = 1, byte = "x" }"#, "unknown field `byte`"),
    ];
    for (body, message) in bodies {
        let scenario = format!(
            "[[case]]\nid = \"sandbox.meta.bad\"\ntitle = \"bad\"\nrequirements = [\"SBX-FILES-6\"]\n\
             [[case.steps]]\nrequest.method = \"PUT\"\nrequest.path = \"/upload\"\nrequest.generated = {body}\n"
        );
        let run = run(&scenario, &server.uri(), &[], &[]);
        assert_eq!(run.code, 2, "{body}: {}", run.stderr);
        assert!(run.stderr.contains(message), "{body}: {}", run.stderr);
    }
}

/// A server with an endless NDJSON stream that records whether the client
/// closed the connection while the stream was still going (`GET /closed`
/// tells), and a stream that ends before its first line (`/short`).
struct StreamServer {
    url: String,
    client_hung_up: Arc<AtomicBool>,
}

impl StreamServer {
    async fn start() -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("http://{}", listener.local_addr().unwrap());
        let client_hung_up = Arc::new(AtomicBool::new(false));
        let flag = client_hung_up.clone();
        tokio::spawn(async move {
            while let Ok((socket, _)) = listener.accept().await {
                tokio::spawn(serve(socket, flag.clone()));
            }
        });
        Self {
            url,
            client_hung_up,
        }
    }
}

async fn serve(mut socket: TcpStream, client_hung_up: Arc<AtomicBool>) {
    let Some(path) = read_request(&mut socket).await else {
        return;
    };
    let plain = |body: String| {
        format!(
            "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
            body.len()
        )
    };
    match path.as_str() {
        "/closed" => {
            let body = json!({ "closed": client_hung_up.load(Ordering::SeqCst) }).to_string();
            let _ = socket.write_all(plain(body).as_bytes()).await;
        }
        "/short" => {
            let _ = socket
                .write_all(plain(r#"{"type":"exit"}"#.to_owned()).as_bytes())
                .await;
        }
        _ => {
            let (mut read, mut write) = socket.into_split();
            let head = "HTTP/1.1 200 OK\r\ncontent-type: application/x-ndjson\r\ntransfer-encoding: chunked\r\n\r\n";
            if write.write_all(head.as_bytes()).await.is_err() {
                return;
            }
            // Ticks for at most ten seconds, so a client that never hangs up still gets an end.
            let ticks = async move {
                for _ in 0..200 {
                    let line = "{\"type\":\"stdout\",\"data\":\"tick\\n\"}\n";
                    let chunk = format!("{:x}\r\n{line}\r\n", line.len());
                    if write.write_all(chunk.as_bytes()).await.is_err() {
                        return;
                    }
                    tokio::time::sleep(Duration::from_millis(50)).await;
                }
                let _ = write.write_all(b"0\r\n\r\n").await;
                std::future::pending::<()>().await;
            };
            let mut byte = [0u8; 1];
            tokio::select! {
                _ = ticks => {}
                _ = read.read(&mut byte) => client_hung_up.store(true, Ordering::SeqCst),
            }
        }
    }
}

/// Reads one request (head and `Content-Length` body) and returns its path.
async fn read_request(socket: &mut TcpStream) -> Option<String> {
    let mut data = Vec::new();
    let mut buffer = [0u8; 4096];
    let head_end = loop {
        let n = socket.read(&mut buffer).await.ok()?;
        if n == 0 {
            return None;
        }
        data.extend_from_slice(&buffer[..n]);
        if let Some(end) = data.windows(4).position(|w| w == b"\r\n\r\n") {
            break end + 4;
        }
    };
    let head = String::from_utf8_lossy(&data[..head_end]).into_owned();
    let length: usize = head
        .lines()
        .find_map(|line| {
            let (name, value) = line.split_once(':')?;
            name.eq_ignore_ascii_case("content-length")
                .then(|| value.trim().parse().ok())?
        })
        .unwrap_or(0);
    while data.len() < head_end + length {
        let n = socket.read(&mut buffer).await.ok()?;
        if n == 0 {
            return None;
        }
        data.extend_from_slice(&buffer[..n]);
    }
    head.split_whitespace().nth(1).map(str::to_owned)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn disconnect_after_lines_reads_the_lines_then_closes_the_connection() {
    let server = StreamServer::start().await;
    let scenario = r#"
[[case]]
id = "sandbox.meta.disconnect"
title = "disconnect"
requirements = ["SBX-STREAM-8"]

[[case.steps]]
request.method = "POST"
request.path = "/stream"
request.json = { command = "tick" }
request.disconnect_after_lines = 2
expect.status = 200
expect.ndjson = true
expect.json = [{ path = "$", length = 2 }, { path = "$[*].data", equals = "tick\n" }]

[[case.steps]]
name = "the server saw the client go"
request.path = "/closed"
retry = { within_ms = 5000, interval_ms = 100 }
expect.json = [{ path = "$.closed", equals = true }]

[[case]]
id = "sandbox.meta.stream_ends_early"
title = "a stream that ends before the lines the case waits for"
requirements = ["SBX-STREAM-8"]

[[case.steps]]
request.path = "/short"
request.disconnect_after_lines = 1
expect.status = 200
"#;
    let run = run(scenario, &server.url, &["--jobs", "1"], &[]);
    assert_eq!(run.code, 1, "{}", run.stdout);
    let disconnect = case(&run, "disconnect");
    assert_eq!(disconnect["outcome"], "pass", "{disconnect}");
    assert!(server.client_hung_up.load(Ordering::SeqCst));
    assert!(
        transcript_text(disconnect).contains("the harness hung up after 2 line(s) of the body"),
        "{disconnect}"
    );
    let early = case(&run, "stream_ends_early");
    assert_eq!(early["outcome"], "fail");
    let failure = &early["failures"][0];
    assert_eq!(failure["check"], "body stays open", "{failure}");
    assert_eq!(
        failure["expected"],
        "1 line(s) before the harness disconnects"
    );
    assert_eq!(
        failure["actual"],
        "the body ended after 0 line(s): {\"type\":\"exit\"}"
    );
}

#[tokio::test]
async fn disconnect_after_zero_lines_is_a_load_error() {
    let scenario = "[[case]]\nid = \"sandbox.meta.zero\"\ntitle = \"zero\"\nrequirements = [\"SBX-STREAM-8\"]\n\
                    [[case.steps]]\nrequest.path = \"/stream\"\nrequest.disconnect_after_lines = 0\n";
    let run = run(scenario, "http://127.0.0.1:9", &[], &[]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(
        run.stderr
            .contains("`disconnect_after_lines` must be at least 1"),
        "{}",
        run.stderr
    );
}
