//! Regression snapshots of what the reference servers say to the conformance
//! suites: every scenario case's transcript, normalised (ports, ids, tokens,
//! times redacted) and kept with `insta`. A change in any answer shows up as a
//! snapshot diff to review (`cargo insta review`).

use std::process::Command;

use regex::Regex;
use serde_json::Value;
use xtask::servers::{self, Server};

fn normalise(text: &str, run_id: &str) -> String {
    let text = text.replace(run_id, "[run]");
    let rules: &[(&str, &str)] = &[
        (r"127\.0\.0\.1:\d+", "127.0.0.1:[port]"),
        (
            r"eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+",
            "[jws]",
        ),
        (
            r"\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b",
            "[uuid]",
        ),
        (r"\b[0-9a-f]{64}\b", "[sha256]"),
        (r"\b([a-z]+_)[0-9a-f]{12,}\b", "${1}[id]"),
        (
            r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?",
            "[time]",
        ),
        (r"\b\d{4}-\d{2}-\d{2}\b", "[date]"),
        (r"\b1[7-9]\d{11}\b", "[unix-ms]"),
        (r"\b1[7-9]\d{8}\b", "[unix]"),
        // A hex id or hash cut by the transcript's body limit.
        (r"\b([a-z]+_)?[0-9a-f]{4,}…", "${1}[cut]…"),
        (r"… \[\d+ more bytes\]", "… [more bytes]"),
        (r"\(\d+ ms\)", "(… ms)"),
        (r"(?m)^< date: .*\n", ""),
        (r#""kid":"[^"]+""#, r#""kid":"[kid]""#),
        (r#""x":"[A-Za-z0-9_-]{43}""#, r#""x":"[key]""#),
    ];
    let mut out = text;
    for (pattern, replacement) in rules {
        out = Regex::new(pattern)
            .unwrap()
            .replace_all(&out, *replacement)
            .into_owned();
    }
    out
}

#[test]
fn reference_transcripts_are_stable() {
    let bins = servers::build_binaries(false).expect("build reference and conformance");
    let data = tempfile::tempdir().unwrap();
    let admin = "snapshot-admin-token";
    let auth = Server::start(
        &bins.reference,
        "auth",
        &[
            "--data-dir".into(),
            data.path().join("auth").display().to_string(),
        ],
        &[("AUTH_ADMIN_TOKEN", admin)],
    )
    .unwrap();
    let invoice = Server::start(&bins.reference, "invoice", &[], &[]).unwrap();
    let policy = Server::start(&bins.reference, "policy", &[], &[]).unwrap();
    let report = data.path().join("report.json");
    let status = Command::new(&bins.conformance)
        // Races and generated cases answer differently from run to run by design.
        .args([
            "run",
            "--strict",
            "--jobs",
            "1",
            "--exclude-tag",
            "race",
            "--exclude-tag",
            "nondeterministic",
            "--expected-failures",
            concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/reference_expected_failures.toml"
            ),
            "--report-json",
        ])
        .arg(&report)
        .arg("--target")
        .arg(format!("auth={}", auth.url))
        .arg("--target")
        .arg(format!("invoice={}", invoice.url))
        .arg("--target")
        .arg(format!("policy={}", policy.url))
        .env("TOUCHSTONE_ADMIN_TOKEN", admin)
        .status()
        .unwrap();
    assert!(
        status.success(),
        "the reference servers must pass their suites ({status})"
    );
    let report: Value = serde_json::from_str(&std::fs::read_to_string(&report).unwrap()).unwrap();
    for suite in ["auth", "invoice", "policy"] {
        let mut text = String::new();
        for case in report["cases"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|c| c["suite"] == suite)
        {
            text.push_str(&format!(
                "## {} — {}\n",
                case["id"].as_str().unwrap(),
                case["outcome"].as_str().unwrap_or_default()
            ));
            let transcript: conformance_transcript::Transcript =
                serde_json::from_value(case["transcript"].clone()).unwrap();
            text.push_str(&normalise(
                &transcript.render(),
                report["run_id"].as_str().unwrap(),
            ));
            text.push('\n');
        }
        insta::assert_snapshot!(format!("transcripts_{suite}"), text);
    }
}

/// The transcript type, read back from the JSON report without depending on the
/// engine crate: only its rendering is snapshotted.
mod conformance_transcript {
    use serde::Deserialize;
    use serde_json::Value;

    #[derive(Deserialize)]
    pub struct Transcript {
        exchanges: Vec<Value>,
    }

    impl Transcript {
        pub fn render(&self) -> String {
            let mut out = String::new();
            for exchange in &self.exchanges {
                let s = |v: &Value| v.as_str().unwrap_or_default().to_owned();
                match exchange["kind"].as_str().unwrap_or_default() {
                    "http" => {
                        let request = &exchange["request"];
                        out.push_str(&format!(
                            "> {} {}\n",
                            s(&request["method"]),
                            s(&request["url"])
                        ));
                        if !request["body"].is_null() {
                            out.push_str(&format!("> {}\n", s(&request["body"])));
                        }
                        let response = &exchange["response"];
                        if !response.is_null() {
                            out.push_str(&format!("< {}\n", response["status"]));
                            if !response["body"].is_null() {
                                out.push_str(&format!("< {}\n", s(&response["body"])));
                            }
                        }
                    }
                    "ws_send" => out.push_str(&format!("ws > {}\n", s(&exchange["text"]))),
                    "ws_receive" => out.push_str(&format!("ws < {}\n", s(&exchange["text"]))),
                    "ws_connect" => out.push_str(&format!("ws connect {}\n", s(&exchange["url"]))),
                    "ws_closed" => out.push_str(&format!("ws closed {}\n", s(&exchange["reason"]))),
                    _ => out.push_str(&format!("# {}\n", s(&exchange["text"]))),
                }
            }
            out
        }
    }
}
