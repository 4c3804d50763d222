//! Meta-tests: the runner against servers that break the contract on purpose.
//! Each kind of assertion must fail with a readable expected/actual pair, and
//! each documented exit code must come out for its reason.

use std::path::Path;
use std::process::Command;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use serde_json::{Value, json};
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, Request, Respond, ResponseTemplate};

const ADMIN_TOKEN: &str = "s3cret-admin-token-value";

struct Run {
    code: i32,
    stdout: String,
    report: Value,
}

/// Runs the binary on `scenario` (a file of the `policy` suite, selected by
/// `--case policy.meta.*` so built-in cases stay out of the way).
fn run(dir: &Path, scenario: &str, target: &str, extra: &[&str]) -> Run {
    let scenarios = dir.join("scenarios");
    std::fs::create_dir_all(scenarios.join("policy")).unwrap();
    std::fs::write(scenarios.join("policy/meta.toml"), scenario).unwrap();
    let report = dir.join("report.json");
    let _ = std::fs::remove_file(&report);
    let output = Command::new(env!("CARGO_BIN_EXE_conformance"))
        .args(["run", "--case", "policy.meta.*", "--scenarios"])
        .arg(&scenarios)
        .arg("--target")
        .arg(format!("policy={target}"))
        .arg("--report-json")
        .arg(&report)
        .args(["--admin-token", ADMIN_TOKEN])
        .args(extra)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    let report = std::fs::read_to_string(&report)
        .map(|text| serde_json::from_str(&text).unwrap())
        .unwrap_or(Value::Null);
    Run {
        code: output.status.code().unwrap_or(-1),
        stdout,
        report,
    }
}

fn case<'a>(report: &'a Value, id: &str) -> &'a Value {
    report["cases"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["id"] == id)
        .unwrap_or_else(|| panic!("no case {id} in report"))
}

async fn wrong_server() -> MockServer {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/info"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({"protocol": "evals/1"})))
        .mount(&server)
        .await;
    Mock::given(method("GET"))
        .and(path("/thing"))
        .respond_with(ResponseTemplate::new(500).set_body_raw(
            json!({"decision": "deny", "ids": ["a"], "n": 2, "name": "x1"}).to_string(),
            "text/plain",
        ))
        .mount(&server)
        .await;
    Mock::given(method("GET"))
        .and(path("/stream"))
        .respond_with(
            ResponseTemplate::new(200).set_body_string("{\"type\":\"stdout\"}\nnot json\n"),
        )
        .mount(&server)
        .await;
    server
}

fn one_case(id: &str, request_path: &str, expect: &str) -> String {
    case_with(id, "", request_path, expect)
}

/// Requirements of the test's own, so the severity rule is exercised apart
/// from how the built-in documents classify their rows.
const OWN_REQUIREMENTS: &str = "[[requirement]]\nid = \"META-SEED-1\"\nseverity = \"must\"\ntext = \"a seed rule\"\n\
     [[requirement]]\nid = \"META-STRICT-1\"\nseverity = \"should\"\ntext = \"a stricter project rule\"\n";

/// A one-step case; `case_keys` go into the case table (requirements, tags, …).
fn case_with(id: &str, case_keys: &str, request_path: &str, expect: &str) -> String {
    format!(
        "[[case]]\nid = \"policy.meta.{id}\"\ntitle = \"{id}\"\nrequirements = [\"POL-INFO-1\"]\n{case_keys}\n\
         [[case.steps]]\nrequest.path = \"{request_path}\"\n{expect}\n"
    )
}

#[tokio::test]
async fn each_assertion_kind_fails_with_expected_and_actual() {
    let server = wrong_server().await;
    let kinds: &[(&str, &str, &str, &str, &str)] = &[
        ("status", "/thing", "expect.status = 200", "200", "500"),
        (
            "status_class",
            "/thing",
            "expect.status = \"4xx\"",
            "4xx",
            "500",
        ),
        (
            "status_not",
            "/info",
            "expect.status = \"!200\"",
            "any status but 200",
            "200",
        ),
        (
            "status_list",
            "/thing",
            "expect.status = [200, 201]",
            "one of 200, 201",
            "500",
        ),
        (
            "header",
            "/thing",
            "expect.headers = [{ name = \"content-type\", contains = \"json\" }]",
            "\"json\"",
            "\"text/plain\"",
        ),
        (
            "equals",
            "/thing",
            "expect.json = [{ path = \"$.decision\", equals = \"allow\" }]",
            "\"allow\"",
            "\"deny\"",
        ),
        (
            "matches",
            "/thing",
            "expect.json = [{ path = \"$.name\", matches = \"^y\" }]",
            "/^y/",
            "\"x1\"",
        ),
        (
            "exists",
            "/thing",
            "expect.json = [{ path = \"$.token\", exists = true }]",
            "true",
            "nothing at this path",
        ),
        (
            "type",
            "/thing",
            "expect.json = [{ path = \"$.n\", type = \"string\" }]",
            "string",
            "integer 2",
        ),
        (
            "length",
            "/thing",
            "expect.json = [{ path = \"$.ids\", length = 2 }]",
            "2",
            "1",
        ),
        (
            "one_of",
            "/thing",
            "expect.json = [{ path = \"$.decision\", one_of = [\"allow\", \"approval_required\"] }]",
            "\"allow\" | \"approval_required\"",
            "\"deny\"",
        ),
        (
            "contains",
            "/thing",
            "expect.json = [{ path = \"$.ids\", contains = \"b\" }]",
            "\"b\"",
            "[\"a\"]",
        ),
        (
            "body",
            "/thing",
            "expect.body = { contains = \"allow\" }",
            "\"allow\"",
            "\"{\\\"decision\\\":\\\"deny\\\"",
        ),
        (
            "ndjson",
            "/stream",
            "expect.ndjson = true\nexpect.json = [{ path = \"$[-1].type\", equals = \"exit\" }]",
            "one JSON value per line",
            "expected ident at line 1 column 2: not json",
        ),
    ];
    let scenario: String = kinds
        .iter()
        .map(|(id, p, expect, _, _)| one_case(id, p, expect))
        .collect();
    let dir = tempfile::tempdir().unwrap();
    let run = run(dir.path(), &scenario, &server.uri(), &[]);
    assert_eq!(run.code, 1, "a failing MUST case exits 1\n{}", run.stdout);
    for (id, _, _, expected, actual) in kinds {
        let case = case(&run.report, &format!("policy.meta.{id}"));
        assert_eq!(case["outcome"], "fail", "{id}");
        let failure = &case["failures"][0];
        assert_eq!(failure["expected"], *expected, "{id}: {failure}");
        assert!(
            failure["actual"].as_str().unwrap().starts_with(actual),
            "{id}: actual {} should start with {actual}",
            failure["actual"]
        );
        // The terminal shows the same pair for a person to read.
        assert!(
            run.stdout.contains(&format!("expected: {expected}")),
            "{id} not in terminal output"
        );
    }
}

#[tokio::test]
async fn passing_run_exits_zero_and_writes_every_report() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/info"))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_json(json!({"protocol": "evals/1", "name": "mock"})),
        )
        .mount(&server)
        .await;
    let scenario = one_case(
        "ok",
        "/info",
        "expect.status = 200\nexpect.json = [{ path = \"$.protocol\", equals = \"evals/1\" }]",
    );
    let dir = tempfile::tempdir().unwrap();
    let junit = dir.path().join("junit.xml");
    let html = dir.path().join("html");
    let run = run(
        dir.path(),
        &scenario,
        &server.uri(),
        &[
            "--report-junit",
            junit.to_str().unwrap(),
            "--report-html",
            html.to_str().unwrap(),
        ],
    );
    assert_eq!(run.code, 0, "{}", run.stdout);
    assert_eq!(case(&run.report, "policy.meta.ok")["outcome"], "pass");
    let xml = std::fs::read_to_string(junit).unwrap();
    assert!(xml.contains("<testcase name=\"policy.meta.ok\""), "{xml}");
    let page = std::fs::read_to_string(html.join("index.html")).unwrap();
    assert!(
        page.contains("policy.meta.ok") && page.contains("GET"),
        "HTML lacks the case or its transcript"
    );
}

#[tokio::test]
async fn should_failures_warn_unless_strict() {
    let server = wrong_server().await;
    let scenario = OWN_REQUIREMENTS.to_owned()
        + &one_case("soft", "/thing", "expect.status = 200")
            .replace("[\"POL-INFO-1\"]", "[\"META-STRICT-1\"]");
    let dir = tempfile::tempdir().unwrap();
    let lenient = run(dir.path(), &scenario, &server.uri(), &[]);
    assert_eq!(lenient.code, 0, "{}", lenient.stdout);
    assert_eq!(case(&lenient.report, "policy.meta.soft")["outcome"], "warn");
    assert_eq!(
        case(&lenient.report, "policy.meta.soft")["severity"],
        "SHOULD"
    );
    let strict = run(dir.path(), &scenario, &server.uri(), &["--strict"]);
    assert_eq!(strict.code, 1);
    assert_eq!(case(&strict.report, "policy.meta.soft")["outcome"], "fail");
}

/// With --fail-fast no case starts after the first failure: run one at a
/// time, the failing case comes first (ids are sorted) and the rest are
/// skipped with its name; without the flag they run.
#[tokio::test]
async fn fail_fast_skips_the_cases_after_the_first_failure() {
    let server = wrong_server().await;
    let scenario = one_case("a_broken", "/thing", "expect.status = 200")
        + &one_case("b_fine", "/info", "expect.status = 200")
        + &one_case("c_fine", "/info", "expect.status = 200");
    let dir = tempfile::tempdir().unwrap();
    let fast = run(
        dir.path(),
        &scenario,
        &server.uri(),
        &["--fail-fast", "--jobs", "1"],
    );
    assert_eq!(fast.code, 1, "{}", fast.stdout);
    assert_eq!(
        case(&fast.report, "policy.meta.a_broken")["outcome"],
        "fail"
    );
    for id in ["policy.meta.b_fine", "policy.meta.c_fine"] {
        let skipped = case(&fast.report, id);
        assert_eq!(skipped["outcome"], "skip", "{skipped}");
        assert_eq!(
            skipped["message"],
            "not run: --fail-fast, policy.meta.a_broken failed"
        );
    }
    let whole = run(dir.path(), &scenario, &server.uri(), &["--jobs", "1"]);
    assert_eq!(whole.code, 1);
    assert_eq!(case(&whole.report, "policy.meta.c_fine")["outcome"], "pass");
}

/// A case citing a seed rule and a stricter one: a failing check of the
/// stricter rule warns and the case goes on, so a later seed failure still
/// fails the run.
#[tokio::test]
async fn a_failure_matters_as_much_as_the_requirement_it_belongs_to() {
    let server = wrong_server().await;
    let mixed = |id: &str, second_step: &str| {
        format!(
            "[[case]]\nid = \"policy.meta.{id}\"\ntitle = \"{id}\"\n\
             requirements = [\"META-SEED-1\", \"META-STRICT-1\"]\n\
             [[case.steps]]\nrequest.path = \"/thing\"\n\
             [[case.steps.expect]]\nrequirements = [\"META-SEED-1\"]\nstatus = \"!200\"\n\
             [[case.steps.expect]]\nrequirements = [\"META-STRICT-1\"]\nstatus = 400\n\
             json = [{{ path = \"$.decision\", equals = \"deny\", requirements = [\"META-SEED-1\"] }}, \
                     {{ path = \"$.error.code\", exists = true }}]\n\
             [[case.steps]]\nrequest.path = \"{second_step}\"\nexpect.status = 200\n"
        )
    };
    let scenario = OWN_REQUIREMENTS.to_owned()
        + &mixed("strict_only", "/info")
        + &mixed("then_seed", "/thing");
    let dir = tempfile::tempdir().unwrap();
    let lenient = run(dir.path(), &scenario, &server.uri(), &[]);
    assert_eq!(lenient.code, 1, "{}", lenient.stdout);
    let soft = case(&lenient.report, "policy.meta.strict_only");
    assert_eq!(soft["outcome"], "warn", "{soft}");
    assert_eq!(soft["severity"], "MUST");
    let failures = soft["failures"].as_array().unwrap();
    assert_eq!(
        failures.len(),
        2,
        "status 400 and $.error.code: {failures:?}"
    );
    assert!(failures.iter().all(|f| f["severity"] == "SHOULD"));
    assert!(
        failures
            .iter()
            .all(|f| f["requirements"] == json!(["META-STRICT-1"]))
    );
    let hard = case(&lenient.report, "policy.meta.then_seed");
    assert_eq!(hard["outcome"], "fail", "{hard}");
    let severities: Vec<&Value> = hard["failures"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| &f["severity"])
        .collect();
    assert_eq!(severities, ["SHOULD", "SHOULD", "MUST"], "{hard}");
    assert!(
        lenient.stdout.contains("[SHOULD] step 1"),
        "the terminal marks failures weaker than their case\n{}",
        lenient.stdout
    );
    let strict = run(dir.path(), &scenario, &server.uri(), &["--strict"]);
    assert_eq!(
        case(&strict.report, "policy.meta.strict_only")["outcome"],
        "fail"
    );
}

#[tokio::test]
async fn dead_target_trips_the_circuit_and_exits_3() {
    let scenario: String = (0..5)
        .map(|i| one_case(&format!("c{i}"), "/info", "expect.status = 200"))
        .collect();
    let dir = tempfile::tempdir().unwrap();
    let started = std::time::Instant::now();
    let run = run(dir.path(), &scenario, "http://127.0.0.1:1", &[]);
    assert_eq!(run.code, 3, "{}", run.stdout);
    for i in 0..5 {
        let case = case(&run.report, &format!("policy.meta.c{i}"));
        assert_eq!(case["outcome"], "error");
        assert!(
            case["message"].as_str().unwrap().contains("circuit open"),
            "{case}"
        );
    }
    // Not a timing assertion on the target: a guard that no per-case timeout was waited out.
    assert!(started.elapsed() < std::time::Duration::from_secs(20));
}

#[tokio::test]
async fn usage_errors_exit_2() {
    let dir = tempfile::tempdir().unwrap();
    let bad_key = one_case("typo", "/info", "expect.stauts = 200");
    let run_bad = run(dir.path(), &bad_key, "http://127.0.0.1:9", &[]);
    assert_eq!(
        run_bad.code, 2,
        "an unknown key in a scenario is a usage error"
    );
    let no_requirement =
        one_case("x", "/info", "expect.status = 200").replace("[\"POL-INFO-1\"]", "[]");
    let run_empty = run(dir.path(), &no_requirement, "http://127.0.0.1:9", &[]);
    assert_eq!(
        run_empty.code, 2,
        "a case citing no requirement is a usage error"
    );
    for (what, scenario) in [
        (
            "a typed severity",
            case_with(
                "sev",
                "severity = \"should\"",
                "/info",
                "expect.status = 200",
            ),
        ),
        (
            "an unknown requirement",
            one_case("unknown", "/info", "expect.status = 200")
                .replace("POL-INFO-1", "POL-NOPE-99"),
        ),
        (
            "a check attributed to a requirement the case does not cite",
            one_case(
                "stray",
                "/info",
                "expect.status = 200\nexpect.requirements = [\"POL-INFO-2\"]",
            ),
        ),
        (
            "a bad status pattern",
            one_case("pattern", "/info", "expect.status = \"6xx\""),
        ),
    ] {
        let refused = run(dir.path(), &scenario, "http://127.0.0.1:9", &[]);
        assert_eq!(refused.code, 2, "{what} is a usage error");
    }
    for args in [
        vec!["run", "--target", "nosuch=http://x"],
        vec!["run", "--suite", "auth"],
        vec!["run", "--target", "policy=http://x", "--timeout-scale", "0"],
        vec!["run", "--bogus-flag"],
    ] {
        let status = Command::new(env!("CARGO_BIN_EXE_conformance"))
            .args(&args)
            .output()
            .unwrap()
            .status;
        assert_eq!(status.code(), Some(2), "{args:?}");
    }
}

#[tokio::test]
async fn expected_failures_hold_ci_green_and_stale_entries_are_reported() {
    let server = wrong_server().await;
    let scenario = one_case("broken", "/thing", "expect.status = 200")
        + &one_case("fine", "/thing", "expect.status = 500");
    let dir = tempfile::tempdir().unwrap();
    let expected = dir.path().join("expected.toml");
    std::fs::write(
        &expected,
        "[[expected]]\ncase = \"policy.meta.broken\"\nreason = \"tracked in #1\"\n\
         [[expected]]\ncase = \"policy.meta.fine\"\nreason = \"fixed already\"\n\
         [[expected]]\ncase = \"policy.meta.gone\"\nreason = \"case was deleted\"\n",
    )
    .unwrap();
    let run1 = run(
        dir.path(),
        &scenario,
        &server.uri(),
        &["--expected-failures", expected.to_str().unwrap()],
    );
    assert_eq!(run1.code, 0, "{}", run1.stdout);
    assert_eq!(
        case(&run1.report, "policy.meta.broken")["outcome"],
        "expected_fail"
    );
    assert_eq!(
        case(&run1.report, "policy.meta.fine")["stale_expectation"],
        "fixed already"
    );
    assert_eq!(
        run1.report["stale_expectations"],
        json!(["policy.meta.gone"])
    );
    assert!(run1.stdout.contains("Stale expected failures"));
    let strict = run(
        dir.path(),
        &scenario,
        &server.uri(),
        &[
            "--expected-failures",
            expected.to_str().unwrap(),
            "--strict",
        ],
    );
    assert_eq!(strict.code, 1, "stale entries fail a strict run");
}

#[tokio::test]
async fn baseline_differences_exit_4() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/info"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({"protocol": "evals/1"})))
        .mount(&server)
        .await;
    let dir = tempfile::tempdir().unwrap();
    let scenario = OWN_REQUIREMENTS.to_owned()
        + &one_case("a", "/info", "expect.status = 200")
        + &one_case(
            "b",
            "/info",
            "expect.json = [{ path = \"$.name\", exists = true }]",
        )
        .replace("[\"POL-INFO-1\"]", "[\"META-STRICT-1\"]");
    let first = run(dir.path(), &scenario, &server.uri(), &[]);
    assert_eq!(first.code, 0);
    let baseline = dir.path().join("baseline.json");
    std::fs::write(&baseline, first.report.to_string()).unwrap();
    let same = run(
        dir.path(),
        &scenario,
        &server.uri(),
        &["--baseline", baseline.to_str().unwrap()],
    );
    assert_eq!(same.code, 0, "{}", same.stdout);
    server.reset().await;
    Mock::given(method("GET"))
        .and(path("/info"))
        .respond_with(
            ResponseTemplate::new(200).set_body_json(json!({"protocol": "evals/1", "name": "now"})),
        )
        .mount(&server)
        .await;
    let changed = run(
        dir.path(),
        &scenario,
        &server.uri(),
        &["--baseline", baseline.to_str().unwrap()],
    );
    assert_eq!(changed.code, 4, "{}", changed.stdout);
    assert_eq!(
        changed.report["baseline_differences"],
        json!([{"case": "policy.meta.b", "before": "warn", "after": "pass"}])
    );
}

#[tokio::test]
async fn transcripts_redact_secrets_and_carry_a_curl_line() {
    let server = wrong_server().await;
    let scenario = one_case(
        "secret",
        "/thing",
        "request.auth = \"admin\"\nexpect.status = 200",
    );
    let dir = tempfile::tempdir().unwrap();
    let run = run(dir.path(), &scenario, &server.uri(), &[]);
    let text = run.report.to_string();
    assert!(
        !text.contains(ADMIN_TOKEN),
        "the admin token leaked into the report"
    );
    assert!(
        !run.stdout.contains(ADMIN_TOKEN),
        "the admin token leaked into the terminal"
    );
    let exchange = &case(&run.report, "policy.meta.secret")["transcript"]["exchanges"][0];
    let curl = exchange["curl"].as_str().unwrap();
    assert!(curl.starts_with("curl -sS -i"), "{curl}");
    assert!(curl.contains("\"${ADMIN_TOKEN}\""), "{curl}");
    assert!(curl.contains(&format!("{}/thing", server.uri())), "{curl}");
}

/// Answers `allow` to the first `limit` requests and `deny` after.
struct Counter {
    seen: Arc<AtomicUsize>,
    limit: usize,
}

impl Respond for Counter {
    fn respond(&self, _: &Request) -> ResponseTemplate {
        let n = self.seen.fetch_add(1, Ordering::SeqCst);
        let decision = if n < self.limit { "allow" } else { "deny" };
        ResponseTemplate::new(200).set_body_json(json!({ "decision": decision }))
    }
}

#[tokio::test]
async fn parallel_steps_count_race_winners() {
    let race = "parallel = 6\nexpect.status = 200\nexpect.json = [{ path = \"$[?@.decision == 'allow']\", count = 3 }]";
    let scenario = one_case("race", "/check", race);
    for (limit, code) in [(3, 0), (6, 1)] {
        let server = MockServer::start().await;
        Mock::given(path("/check"))
            .respond_with(Counter {
                seen: Arc::default(),
                limit,
            })
            .mount(&server)
            .await;
        let dir = tempfile::tempdir().unwrap();
        let run = run(dir.path(), &scenario, &server.uri(), &[]);
        assert_eq!(run.code, code, "limit {limit}: {}", run.stdout);
        if code == 1 {
            let failure = &case(&run.report, "policy.meta.race")["failures"][0];
            assert_eq!(failure["expected"], "3");
            assert_eq!(failure["actual"], "6");
        }
    }
}

/// Fails twice with 503, then answers 200.
struct Flaky(Arc<AtomicUsize>);

impl Respond for Flaky {
    fn respond(&self, _: &Request) -> ResponseTemplate {
        if self.0.fetch_add(1, Ordering::SeqCst) < 2 {
            ResponseTemplate::new(503)
        } else {
            ResponseTemplate::new(200)
        }
    }
}

#[tokio::test]
async fn retry_waits_for_the_expectation_and_captures_feed_later_steps() {
    let server = MockServer::start().await;
    Mock::given(path("/ready"))
        .respond_with(Flaky(Arc::default()))
        .mount(&server)
        .await;
    Mock::given(path("/create"))
        .respond_with(ResponseTemplate::new(201).set_body_json(json!({"id": "g_42", "n": 7})))
        .mount(&server)
        .await;
    Mock::given(path("/items/g_42"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({"n": 7})))
        .mount(&server)
        .await;
    let scenario = "[[case]]\nid = \"policy.meta.flow\"\ntitle = \"flow\"\nrequirements = [\"POL-INFO-1\"]\n\
        [[case.steps]]\nrequest.path = \"/ready\"\nexpect.status = 200\nretry = { within_ms = 5000, interval_ms = 10 }\n\
        [[case.steps]]\nrequest.method = \"POST\"\nrequest.path = \"/create\"\nexpect.status = 201\ncapture = { gid = \"$.id\", n = \"$.n\" }\n\
        [[case.steps]]\nrequest.path = \"/items/${gid}\"\nexpect.json = [{ path = \"$.n\", equals = \"${n}\" }]\n";
    let dir = tempfile::tempdir().unwrap();
    let run = run(dir.path(), scenario, &server.uri(), &[]);
    assert_eq!(run.code, 0, "{}", run.stdout);
}

// Multi-threaded: the blocking `Command::output` must not starve the test's own server.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn websocket_steps_check_replies_and_show_the_messages() {
    use futures::{SinkExt, StreamExt};
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    // A server that answers every message with the wrong protocol.
    tokio::spawn(async move {
        while let Ok((stream, _)) = listener.accept().await {
            tokio::spawn(async move {
                let mut ws = tokio_tungstenite::accept_async(stream).await.unwrap();
                while let Some(Ok(msg)) = ws.next().await {
                    if msg.is_text() {
                        let reply = json!({"type": "info", "protocol": "evals/0", "name": "old"});
                        ws.send(reply.to_string().into()).await.unwrap();
                    }
                }
            });
        }
    });
    let scenario = "[[case]]\nid = \"policy.meta.ws\"\ntitle = \"ws\"\nrequirements = [\"POL-INFO-2\"]\n\
        [[case.steps]]\nws.connect = \"/ws\"\n\
        [[case.steps]]\nws.send = { type = \"info\" }\nexpect.json = [{ path = \"$.protocol\", equals = \"evals/1\" }]\n";
    let dir = tempfile::tempdir().unwrap();
    let run = run(dir.path(), scenario, &format!("http://{addr}"), &[]);
    assert_eq!(run.code, 1, "{}", run.stdout);
    let case = case(&run.report, "policy.meta.ws");
    assert_eq!(case["failures"][0]["actual"], "\"evals/0\"");
    assert!(
        run.stdout.contains("ws > {\"type\":\"info\"}"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("ws < {"), "{}", run.stdout);
}

#[tokio::test]
async fn cleanup_steps_run_after_a_failing_step() {
    let server = wrong_server().await;
    Mock::given(method("DELETE"))
        .and(path("/things/1"))
        .respond_with(ResponseTemplate::new(204))
        .expect(1)
        .mount(&server)
        .await;
    let scenario = one_case("cleanup", "/thing", "expect.status = 200")
        + "[[case.cleanup]]\nrequest.method = \"DELETE\"\nrequest.path = \"/things/1\"\nexpect.status = 204\n";
    let dir = tempfile::tempdir().unwrap();
    let run = run(dir.path(), &scenario, &server.uri(), &[]);
    assert_eq!(run.code, 1);
    assert_eq!(
        case(&run.report, "policy.meta.cleanup")["failures"][0]["check"],
        "status"
    );
    // `expect(1)` on the DELETE mock is verified when the server drops.
}
