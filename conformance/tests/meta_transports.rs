//! Meta-tests of the transports: a target given as a WebSocket URL, an HTTP
//! target without a WebSocket endpoint, both at two addresses, and servers that
//! answer and close the connection, or close it without answering. Each must be
//! judged by what the server said: a skip with its reason, a pass or a failure,
//! never a harness error.

use std::net::SocketAddr;
use std::process::Command;

use futures::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpListener;
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

struct Run {
    code: i32,
    stdout: String,
    report: Value,
}

fn run(scenario: &str, targets: &[String]) -> Run {
    let dir = tempfile::tempdir().unwrap();
    let scenarios = dir.path().join("scenarios");
    std::fs::create_dir_all(scenarios.join("policy")).unwrap();
    std::fs::write(scenarios.join("policy/meta.toml"), scenario).unwrap();
    let report = dir.path().join("report.json");
    let mut command = Command::new(env!("CARGO_BIN_EXE_conformance"));
    command
        .args(["run", "--case", "policy.meta.*", "--scenarios"])
        .arg(&scenarios)
        .arg("--report-json")
        .arg(&report);
    for target in targets {
        command.arg("--target").arg(format!("policy={target}"));
    }
    let output = command.output().unwrap();
    Run {
        code: output.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        report: std::fs::read_to_string(&report)
            .map(|text| serde_json::from_str(&text).unwrap())
            .unwrap_or(Value::Null),
    }
}

fn outcome<'a>(report: &'a Value, id: &str) -> (&'a Value, &'a Value) {
    let case = report["cases"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["id"] == id)
        .unwrap_or_else(|| panic!("no case {id} in {report}"));
    (&case["outcome"], &case["message"])
}

/// One HTTP case and one WebSocket case, both asking for the protocol's info.
const INFO_BOTH_WAYS: &str = "[[case]]\nid = \"policy.meta.http_info\"\ntitle = \"http\"\nrequirements = [\"POL-INFO-1\"]\n\
    [[case.steps]]\nrequest.path = \"/info\"\nexpect.status = 200\nexpect.json = [{ path = \"$.protocol\", equals = \"evals/1\" }]\n\
    [[case]]\nid = \"policy.meta.ws_info\"\ntitle = \"ws\"\nrequirements = [\"POL-INFO-2\"]\n\
    [[case.steps]]\nws.connect = true\n\
    [[case.steps]]\nws.send = { type = \"info\" }\nexpect.json = [{ path = \"$.protocol\", equals = \"evals/1\" }]\n";

/// A WebSocket-only policy server (as openpi serves, at any path) answering info.
async fn websocket_server() -> SocketAddr {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        while let Ok((stream, _)) = listener.accept().await {
            tokio::spawn(async move {
                let Ok(mut ws) = tokio_tungstenite::accept_async(stream).await else {
                    return;
                };
                while let Some(Ok(message)) = ws.next().await {
                    if message.is_text() {
                        let reply =
                            json!({"type": "info", "protocol": "evals/1", "name": "ws-only"});
                        if ws.send(reply.to_string().into()).await.is_err() {
                            return;
                        }
                    }
                }
            });
        }
    });
    addr
}

/// An HTTP-only policy server: no WebSocket endpoint anywhere.
async fn http_server() -> MockServer {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/info"))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_json(json!({"protocol": "evals/1", "name": "http-only"})),
        )
        .mount(&server)
        .await;
    server
}

#[tokio::test(flavor = "multi_thread")]
async fn a_websocket_only_target_runs_the_websocket_cases_and_skips_the_http_ones() {
    let addr = websocket_server().await;
    let run = run(INFO_BOTH_WAYS, &[format!("ws://{addr}/")]);
    assert_eq!(run.code, 0, "{}", run.stdout);
    assert_eq!(outcome(&run.report, "policy.meta.ws_info").0, "pass");
    let (http, why) = outcome(&run.report, "policy.meta.http_info");
    assert_eq!(http, "skip");
    assert!(why.as_str().unwrap().contains("WebSocket-only"), "{why}");
}

#[tokio::test(flavor = "multi_thread")]
async fn an_http_target_without_a_websocket_endpoint_skips_the_websocket_cases() {
    let server = http_server().await;
    let run = run(INFO_BOTH_WAYS, &[server.uri()]);
    assert_eq!(run.code, 0, "{}", run.stdout);
    assert_eq!(outcome(&run.report, "policy.meta.http_info").0, "pass");
    let (ws, why) = outcome(&run.report, "policy.meta.ws_info");
    assert_eq!(ws, "skip");
    let why = why.as_str().unwrap();
    assert!(
        why.contains("does not upgrade") && why.contains("/ws") && why.contains("404"),
        "{why}"
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn both_transports_may_live_at_two_addresses() {
    let server = http_server().await;
    let addr = websocket_server().await;
    let run = run(
        INFO_BOTH_WAYS,
        &[server.uri(), format!("ws://{addr}/policy")],
    );
    assert_eq!(run.code, 0, "{}", run.stdout);
    assert_eq!(outcome(&run.report, "policy.meta.http_info").0, "pass");
    assert_eq!(outcome(&run.report, "policy.meta.ws_info").0, "pass");
    let urls = &run.report["targets"]["policy"];
    assert_eq!(urls.as_array().unwrap().len(), 2, "{urls}");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_refused_upgrade_at_the_given_endpoint_is_a_failure_not_a_harness_error() {
    let server = http_server().await;
    let endpoint = server.uri().replacen("http://", "ws://", 1) + "/nowhere";
    let run = run(INFO_BOTH_WAYS, &[server.uri(), endpoint]);
    assert_eq!(run.code, 1, "{}", run.stdout);
    let (ws, _) = outcome(&run.report, "policy.meta.ws_info");
    assert_eq!(ws, "fail");
    assert_eq!(outcome(&run.report, "policy.meta.http_info").0, "pass");
}

#[test]
fn two_urls_of_one_kind_are_a_usage_error() {
    let twice = run(
        INFO_BOTH_WAYS,
        &["http://127.0.0.1:9".into(), "http://127.0.0.1:10".into()],
    );
    assert_eq!(twice.code, 2);
    let ftp = run(INFO_BOTH_WAYS, &["ftp://127.0.0.1:9".into()]);
    assert_eq!(ftp.code, 2);
}

#[derive(Clone, Copy)]
enum Impatience {
    /// Answers 413 and closes, never reading the body.
    Answers,
    /// Closes without a word.
    HangsUp,
    /// Hangs up on the first POST, answers 413 to the later ones.
    HangsUpOnce,
}

/// A server that reads only the request head, then acts as `mode` says.
async fn impatient_server(mode: Impatience) -> SocketAddr {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let posts = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
    tokio::spawn(async move {
        while let Ok((mut stream, _)) = listener.accept().await {
            let posts = posts.clone();
            tokio::spawn(async move {
                let mut head = Vec::new();
                let mut buffer = [0u8; 4096];
                while !head.windows(4).any(|w| w == b"\r\n\r\n") {
                    match stream.read(&mut buffer).await {
                        Ok(0) | Err(_) => return,
                        Ok(n) => head.extend_from_slice(&buffer[..n]),
                    }
                }
                let first_post = head.starts_with(b"POST")
                    && posts.fetch_add(1, std::sync::atomic::Ordering::SeqCst) == 0;
                let answer = match mode {
                    Impatience::Answers => true,
                    Impatience::HangsUp => false,
                    Impatience::HangsUpOnce => !first_post,
                };
                if answer {
                    let body =
                        r#"{"error":{"code":"payload_too_large","message":"over the limit"}}"#;
                    let reply = format!(
                        "HTTP/1.1 413 Payload Too Large\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
                        body.len()
                    );
                    let _ = stream.write_all(reply.as_bytes()).await;
                }
            });
        }
    });
    addr
}

const LARGE_BODY: &str = "[[case]]\nid = \"policy.meta.large\"\ntitle = \"large\"\nrequirements = [\"POL-HTTP-2\"]\n\
    [[case.steps]]\nrequest.method = \"POST\"\nrequest.path = \"/act\"\nrequest.content_type = \"application/json\"\n\
    request.generated = { size = \"16MiB\" }\nexpect.status = 413\n";

#[tokio::test(flavor = "multi_thread")]
async fn an_answer_sent_before_the_body_was_read_is_judged() {
    let addr = impatient_server(Impatience::Answers).await;
    let passing = run(LARGE_BODY, &[format!("http://{addr}")]);
    assert_eq!(passing.code, 0, "{}", passing.stdout);
    assert_eq!(outcome(&passing.report, "policy.meta.large").0, "pass");
    let wrong = LARGE_BODY.replace("expect.status = 413", "expect.status = 200")
        + "[[requirement]]\nid = \"META-X-1\"\nseverity = \"must\"\ntext = \"x\"\n";
    let failing = run(
        &wrong.replace("POL-HTTP-2", "META-X-1"),
        &[format!("http://{addr}")],
    );
    assert_eq!(
        failing.code, 1,
        "a wrong answer is a failure\n{}",
        failing.stdout
    );
    assert_eq!(outcome(&failing.report, "policy.meta.large").0, "fail");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_request_whose_connection_broke_is_sent_again_on_a_fresh_one() {
    let addr = impatient_server(Impatience::HangsUpOnce).await;
    let run = run(LARGE_BODY, &[format!("http://{addr}")]);
    assert_eq!(run.code, 0, "{}", run.stdout);
    assert_eq!(outcome(&run.report, "policy.meta.large").0, "pass");
    let transcript = run.report["cases"][0]["transcript"].to_string();
    assert!(
        transcript.contains("this answer came on a fresh connection"),
        "{transcript}"
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn a_server_that_hangs_up_without_answering_fails_the_case() {
    let addr = impatient_server(Impatience::HangsUp).await;
    let scenario = LARGE_BODY.replace("POL-HTTP-2", "META-X-1")
        + "[[requirement]]\nid = \"META-X-1\"\nseverity = \"must\"\ntext = \"x\"\n";
    let run = run(&scenario, &[format!("http://{addr}")]);
    assert_eq!(run.code, 1, "{}", run.stdout);
    assert_eq!(outcome(&run.report, "policy.meta.large").0, "fail");
    assert!(
        run.stdout
            .contains("closed the connection without answering"),
        "{}",
        run.stdout
    );
}
