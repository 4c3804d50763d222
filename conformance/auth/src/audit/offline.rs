//! `conformance audit verify FILE|URL`: checks a saved or live audit log with
//! the harness's own chain code and, for a live service, compares with what
//! the service says about its chain and checks its signed head.

use std::fmt;
use std::sync::Arc;

use conformance_engine::{Context, RunSettings, Target};
use serde::Serialize;
use serde_json::Value;

use super::chain::{ChainReport, Head, verify_chain};
use super::download::{download, server_verify};
use crate::jws;
use crate::support::{Halt, send};
use conformance_engine::HttpRequest;

/// What `GET /v1/audit/verify` answered and whether it agrees with the download.
#[derive(Debug, Clone, Serialize)]
pub struct ServerView {
    pub valid: bool,
    pub head: Option<Head>,
    /// Disagreements between the service's answer and the harness's reading.
    pub disagreements: Vec<Disagreement>,
}

/// One way the service's verification differs from the harness's.
#[derive(Debug, Clone, Serialize)]
pub struct Disagreement {
    pub message: String,
    /// The requirement the service's answer breaks.
    pub requirement: &'static str,
}

impl fmt::Display for Disagreement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.message, self.requirement)
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct AuditVerification {
    pub source: String,
    pub report: ChainReport,
    /// Present when the source was a live service.
    pub server: Option<ServerView>,
}

impl AuditVerification {
    /// The chain is intact, reaches the kept head, and the service agrees.
    pub fn passed(&self) -> bool {
        self.report.is_valid()
            && self
                .server
                .as_ref()
                .is_none_or(|s| s.disagreements.is_empty())
    }
}

impl fmt::Display for AuditVerification {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "audit log {}: {} entries",
            self.source, self.report.entries
        )?;
        match (&self.report.problem, &self.report.head) {
            (Some(problem), _) => writeln!(
                f,
                "INVALID at index {} (seq {}): {:?}: {}",
                problem.index,
                problem.index + 1,
                problem.kind,
                problem.detail
            )?,
            (None, Some(head)) => writeln!(f, "valid; head {head}")?,
            (None, None) => writeln!(f, "valid; empty")?,
        }
        if let Some(server) = &self.server {
            let head = server
                .head
                .as_ref()
                .map_or("none".to_owned(), Head::to_string);
            writeln!(f, "service says valid={} head {head}", server.valid)?;
            for disagreement in &server.disagreements {
                writeln!(f, "DISAGREES: {disagreement}")?;
            }
        }
        Ok(())
    }
}

/// Reads `source` (a file of entries, or the base URL of a service) and checks
/// it. A file holds a JSON array of entries or an object with `entries`.
pub async fn verify_audit(
    source: &str,
    admin_token: Option<&str>,
    kept: Option<Head>,
) -> Result<AuditVerification, String> {
    if !(source.starts_with("http://") || source.starts_with("https://")) {
        let text = std::fs::read_to_string(source).map_err(|e| format!("reading {source}: {e}"))?;
        let json: Value =
            serde_json::from_str(&text).map_err(|e| format!("{source} is not JSON: {e}"))?;
        let entries = match json {
            Value::Array(entries) => entries,
            Value::Object(mut object) => match object.remove("entries") {
                Some(Value::Array(entries)) => entries,
                _ => return Err(format!("{source}: no `entries` array")),
            },
            _ => {
                return Err(format!(
                    "{source}: neither an array nor an object with `entries`"
                ));
            }
        };
        return Ok(AuditVerification {
            source: source.to_owned(),
            report: verify_chain(&entries, kept.as_ref()),
            server: None,
        });
    }
    let token = admin_token.ok_or("reading the audit log of a service needs --admin-token")?;
    let settings = RunSettings {
        admin_token: Some(token.to_owned()),
        api_key: None,
        seed: 0,
        timeout_scale: 1.0,
        run_id: "audit-verify".to_owned(),
        artifacts_dir: None,
        sandbox: Default::default(),
    };
    let mut ctx = Context::new(
        Target::new("auth", &[source.to_owned()], None).map_err(|e| e.to_string())?,
        Arc::new(settings),
        reqwest::Client::new(),
    );
    let halted = |halt: Halt| match halt {
        Halt::Harness(message) => message,
        Halt::Fail(failures) => failures
            .iter()
            .map(|f| {
                format!(
                    "{}: {} expected {}, got {}",
                    f.at, f.check, f.expected, f.actual
                )
            })
            .collect::<Vec<_>>()
            .join("; "),
    };
    let entries = download(&mut ctx, 0, None).await.map_err(halted)?;
    let report = verify_chain(&entries, kept.as_ref());
    let server = compare_with_server(&mut ctx, &report)
        .await
        .map_err(halted)?;
    Ok(AuditVerification {
        source: source.to_owned(),
        report,
        server: Some(server),
    })
}

/// Asks the service to verify its chain and checks its answer against a
/// download taken just before: the service's head is at or after ours (and
/// the same entry when at the same seq), and its signed head verifies
/// against the published key.
pub async fn compare_with_server(
    ctx: &mut Context,
    local: &ChainReport,
) -> Result<ServerView, Halt> {
    let answer = server_verify(ctx).await?;
    let valid = answer
        .get("valid")
        .and_then(Value::as_bool)
        .unwrap_or(false);
    let head = match (answer["headSeq"].as_u64(), answer["headHash"].as_str()) {
        (Some(seq), Some(hash)) => Some(Head {
            seq,
            hash: hash.to_owned(),
        }),
        _ => None,
    };
    let mut disagreements = Vec::new();
    let mut disagree = |requirement: &'static str, message: String| {
        disagreements.push(Disagreement {
            message,
            requirement,
        })
    };
    if valid != local.is_valid() {
        disagree(
            "AUTH-AUDIT-7",
            format!(
                "the service says valid={valid}, the harness found {}",
                local
                    .problem
                    .as_ref()
                    .map_or("no problem".to_owned(), |p| format!(
                        "{:?} at index {}",
                        p.kind, p.index
                    ))
            ),
        );
    }
    if valid {
        match (&local.head, &head) {
            (Some(ours), None) => disagree(
                "AUTH-AUDIT-13",
                format!("the service reports no head, the log reaches {ours}"),
            ),
            (Some(ours), Some(theirs)) if theirs.seq < ours.seq => disagree(
                "AUTH-AUDIT-13",
                format!("the service's head {theirs} is before the downloaded head {ours}"),
            ),
            (Some(ours), Some(theirs)) if theirs.seq == ours.seq && theirs.hash != ours.hash => {
                disagree(
                    "AUTH-AUDIT-13",
                    format!("the service's head {theirs} differs from the downloaded head {ours}"),
                )
            }
            _ => {}
        }
        if let Some(theirs) = &head
            && let Err(problem) = check_head_signature(ctx, &answer, theirs).await?
        {
            disagree("AUTH-AUDIT-11", problem);
        }
    } else if let (Some(problem), Some(seq)) = (&local.problem, answer["firstInvalidSeq"].as_u64())
        && seq != problem.index as u64 + 1
    {
        disagree(
            "AUTH-AUDIT-13",
            format!(
                "the service names seq {seq} as first invalid, the harness seq {}",
                problem.index + 1
            ),
        );
    }
    Ok(ServerView {
        valid,
        head,
        disagreements,
    })
}

/// `headSignature` is a JWS of type `touchstone-audit-head` over exactly the head.
async fn check_head_signature(
    ctx: &mut Context,
    answer: &Value,
    head: &Head,
) -> Result<Result<(), String>, Halt> {
    let Some(signature) = answer.get("headSignature").and_then(Value::as_str) else {
        return Ok(Err(format!("no headSignature for the valid head {head}")));
    };
    let jwks = send(ctx, HttpRequest::get("/.well-known/jwks.json")).await?;
    let key = match jws::parse_jwks(&jwks.body) {
        Ok(key) => key,
        Err(problem) => {
            return Ok(Err(format!(
                "the key set cannot verify the head: {problem}"
            )));
        }
    };
    Ok(
        match jws::verify(signature, &key, "touchstone-audit-head") {
            Err(problem) => Err(format!("headSignature: {problem}")),
            Ok(compact) => {
                let expected = serde_json::json!({"headHash": head.hash, "headSeq": head.seq});
                if compact.payload == expected {
                    Ok(())
                } else {
                    Err(format!(
                        "headSignature payload {} is not {expected}",
                        compact.payload
                    ))
                }
            }
        },
    )
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::audit::chain::{GENESIS, entry_hash};

    fn log(length: u64) -> Vec<Value> {
        let mut entries: Vec<Value> = Vec::new();
        for seq in 1..=length {
            let prev = entries.last().map_or(GENESIS.to_owned(), |e| {
                e["hash"].as_str().unwrap().to_owned()
            });
            let mut entry = json!({"approvalId": null, "decision": "allow", "dryRun": false, "grantId": "grt_1",
                "jti": "tok_1", "prevHash": prev, "reason": null, "scope": "a:b", "seq": seq, "timeMs": 1000 + seq});
            entry["hash"] = json!(entry_hash(&prev, entry.as_object().unwrap()).unwrap());
            entries.push(entry);
        }
        entries
    }

    fn saved(dir: &tempfile::TempDir, name: &str, content: &Value) -> String {
        let path = dir.path().join(format!("{name}.json"));
        std::fs::write(&path, content.to_string()).unwrap();
        path.display().to_string()
    }

    #[tokio::test]
    async fn file_in_either_shape_verifies_and_truncation_is_found_with_the_head() {
        let dir = tempfile::tempdir().unwrap();
        let entries = log(5);
        let head = verify_chain(&entries, None).head.unwrap();
        let whole = verify_audit(
            &saved(&dir, "whole", &json!({"entries": entries})),
            None,
            Some(head.clone()),
        )
        .await
        .unwrap();
        assert!(whole.passed(), "{whole}");
        let cut = verify_audit(&saved(&dir, "cut", &json!(entries[..3])), None, Some(head))
            .await
            .unwrap();
        assert!(!cut.passed());
        assert_eq!(cut.report.problem.as_ref().map(|p| p.index), Some(3));
        assert!(cut.to_string().contains("INVALID at index 3"), "{cut}");
    }

    #[tokio::test]
    async fn unreadable_sources_are_errors() {
        let dir = tempfile::tempdir().unwrap();
        assert!(
            verify_audit("/nonexistent/audit.json", None, None)
                .await
                .is_err()
        );
        assert!(
            verify_audit(&saved(&dir, "scalar", &json!(7)), None, None)
                .await
                .is_err()
        );
        let url = verify_audit("http://127.0.0.1:9", None, None)
            .await
            .unwrap_err();
        assert!(url.contains("--admin-token"), "{url}");
    }
}
