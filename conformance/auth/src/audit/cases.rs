//! Audit cases run against a live service.

use std::sync::Arc;

use conformance_engine::{Case, Context, Failure, Verdict};
use futures::future::BoxFuture;
use serde_json::{Value, json};
use sha2::{Digest, Sha256};

use super::chain::{ChainReport, ProblemKind, verify_chain};
use super::download::download;
use super::offline::compare_with_server;
use crate::support::{Decl, Halt, Reply, agent, create_grant, fail, post, verdict};

pub fn cases() -> Vec<Arc<dyn Case>> {
    vec![
        Arc::new(
            Decl {
                id: "auth.audit.chain_recomputed",
                title: "The downloaded audit chain recomputes byte for byte and matches the signed head",
                requirements: &[
                    "AUTH-AUDIT-1", "AUTH-AUDIT-3", "AUTH-AUDIT-4", "AUTH-AUDIT-5", "AUTH-AUDIT-7",
                    "AUTH-AUDIT-9", "AUTH-AUDIT-11", "AUTH-AUDIT-12", "AUTH-AUDIT-13", "AUTH-PAGE-4", "AUTH-PAGE-6",
                ],
                tags: &["audit", "nondeterministic"],
                serial: false,
                timeout_secs: 60,
                module: module_path!(),
            }
            .build(chain_recomputed),
        ),
        Arc::new(
            Decl {
                id: "auth.audit.one_entry_per_check",
                title: "Every answered check adds exactly one matching audit entry; a 400 at most one",
                requirements: &["AUTH-AUDIT-1", "AUTH-AUDIT-6", "AUTH-PAGE-4"],
                tags: &["audit", "nondeterministic"],
                serial: false,
                timeout_secs: 60,
                module: module_path!(),
            }
            .build(one_entry_per_check),
        ),
        Arc::new(
            Decl {
                id: "auth.audit.earlier_download_is_prefix",
                title: "An earlier audit download is a prefix of a later one",
                requirements: &["AUTH-AUDIT-9"],
                tags: &["audit", "nondeterministic"],
                serial: false,
                timeout_secs: 60,
                module: module_path!(),
            }
            .build(earlier_download_is_prefix),
        ),
    ]
}

/// Which requirement a chain problem breaks.
fn requirement(kind: ProblemKind) -> &'static str {
    match kind {
        ProblemKind::Sequence => "AUTH-AUDIT-12",
        ProblemKind::Link => "AUTH-AUDIT-3",
        ProblemKind::Malformed | ProblemKind::Hash => "AUTH-AUDIT-4",
        ProblemKind::Time => "AUTH-AUDIT-5",
        ProblemKind::Truncated | ProblemKind::HeadMismatch => "AUTH-AUDIT-9",
    }
}

fn chain_failure(at: &str, report: &ChainReport, entries: &[Value]) -> Option<Failure> {
    let problem = report.problem.as_ref()?;
    let requirement = requirement(problem.kind);
    Some(
        Failure::new(
            at,
            format!(
                "{requirement}: entry at index {} ({:?})",
                problem.index, problem.kind
            ),
            "a valid chain",
            format!(
                "{}; entry: {}",
                problem.detail,
                entries
                    .get(problem.index)
                    .map_or("(missing)".to_owned(), Value::to_string)
            ),
        )
        .under(&[requirement]),
    )
}

/// A scope segment no other case or run uses, derived from the run's id and seed.
fn private_scope(ctx: &Context, label: &str) -> String {
    let digest = Sha256::digest(format!(
        "{}/{}/{label}",
        ctx.settings.run_id, ctx.settings.seed
    ));
    format!("audit{}:read", &hex::encode(digest)[..16])
}

async fn check(ctx: &mut Context, token: &str, scope: &str, dry: bool) -> Result<Reply, Halt> {
    Ok(post(
        ctx,
        "/v1/check",
        json!({"token": token, "scope": scope, "dryRun": dry}),
    )
    .await?)
}

fn chain_recomputed(ctx: &mut Context) -> BoxFuture<'_, Verdict> {
    Box::pin(async move {
        verdict(
            async {
                let scope = private_scope(ctx, "chain");
                let grant = create_grant(
                    ctx,
                    json!({"agent": agent(ctx, "audit"), "scopes": [scope]}),
                )
                .await?;
                // Real checks only: whether dry runs are audited is one_entry_per_check's question,
                // and a chain this case recomputes must not hinge on it.
                check(ctx, &grant.token, &scope, false).await?;
                check(ctx, &grant.token, "elsewhere:read", false).await?;
                check(ctx, "not-a-token", &scope, false).await?;
                let entries = download(ctx, 0, None).await?;
                let report = verify_chain(&entries, None);
                let mut failures: Vec<Failure> = chain_failure("downloaded log", &report, &entries)
                    .into_iter()
                    .collect();
                if report.entries < 3 {
                    failures.push(
                        Failure::new(
                            "downloaded log",
                            "entries after three checks",
                            "at least 3",
                            report.entries.to_string(),
                        )
                        .under(&["AUTH-AUDIT-1"]),
                    );
                }
                let server = compare_with_server(ctx, &report).await?;
                for disagreement in server.disagreements {
                    failures.push(
                        Failure::new(
                            "GET /v1/audit/verify",
                            "the service's verification agrees with the download",
                            "agreement and a verifying headSignature",
                            disagreement.message,
                        )
                        .under(&[disagreement.requirement]),
                    );
                }
                if failures.is_empty() {
                    Ok(())
                } else {
                    Err(Halt::Fail(failures))
                }
            }
            .await,
        )
    })
}

/// One check made by the case and the audit entry it must leave.
struct Made {
    what: &'static str,
    answer: Reply,
    dry: bool,
}

fn one_entry_per_check(ctx: &mut Context) -> BoxFuture<'_, Verdict> {
    Box::pin(async move {
        verdict(async {
            let scope = private_scope(ctx, "count");
            let prefix = scope.split(':').next().unwrap_or_default().to_owned();
            let allowed = create_grant(ctx, json!({"agent": agent(ctx, "audit"), "scopes": [format!("{prefix}:*")]})).await?;
            let other = create_grant(ctx, json!({"agent": agent(ctx, "audit"), "scopes": ["elsewhere:*"]})).await?;
            let gated = create_grant(
                ctx,
                json!({"agent": agent(ctx, "audit"), "scopes": [format!("{prefix}:*")], "approvalRequired": [scope]}),
            )
            .await?;
            let plan: [(&'static str, &str, bool); 7] = [
                ("allowed check", &allowed.token, false),
                ("allowed dry run", &allowed.token, true),
                ("scope_not_granted check", &other.token, false),
                ("scope_not_granted dry run", &other.token, true),
                ("invalid token check", "not-a-token", false),
                ("approval_required check", &gated.token, false),
                ("approval_required dry run", &gated.token, true),
            ];
            let mut made = Vec::new();
            for (what, token, dry) in plan {
                let answer = check(ctx, token, &scope, dry).await?;
                answer.expect_status(what, 200)?;
                made.push(Made { what, answer, dry });
            }
            let rejected = [
                ("check without token", json!({"scope": scope})),
                ("check with a string dryRun", json!({"token": allowed.token, "scope": scope, "dryRun": "yes"})),
            ];
            for (what, body) in &rejected {
                post(ctx, "/v1/check", body.clone()).await?.expect_status(what, 400)?;
            }
            // Everything logged since the first check, then this case's own
            // scope: the `scope` filter is the project's, not the seed's.
            let first = made
                .iter()
                .filter_map(|m| m.answer.body.get("auditSeq").and_then(Value::as_u64))
                .min()
                .unwrap_or(1);
            let entries: Vec<Value> = download(ctx, first - 1, None)
                .await?
                .into_iter()
                .filter(|e| e["scope"] == scope.as_str())
                .collect();
            let mut failures = Vec::new();
            for (index, check) in made.iter().enumerate() {
                let seq = check.answer.body.get("auditSeq").and_then(Value::as_u64);
                let entry = entries.iter().find(|e| e["seq"].as_u64().is_some() && e["seq"].as_u64() == seq);
                let Some(entry) = entry else {
                    failures.push(
                        Failure::new(
                            format!("check {} ({})", index + 1, check.what),
                            "the check's auditSeq names an entry with its scope",
                            format!("an entry with seq {seq:?}"),
                            format!("{} entries with scope {scope}, seqs {:?}", entries.len(), seqs(&entries)),
                        )
                        .under(&["AUTH-AUDIT-1"]),
                    );
                    continue;
                };
                let expected = json!({
                    "decision": check.answer.body["decision"], "reason": check.answer.body["reason"],
                    "dryRun": check.dry, "scope": scope, "jti": check.answer.body["jti"],
                    "grantId": check.answer.body["grantId"], "approvalId": check.answer.body["approvalId"],
                });
                let actual: serde_json::Map<String, Value> = expected
                    .as_object()
                    .into_iter()
                    .flatten()
                    .map(|(name, _)| (name.clone(), entry.get(name).cloned().unwrap_or(Value::Null)))
                    .collect();
                if Value::Object(actual.clone()) != expected {
                    failures.push(
                        Failure::new(
                            format!("check {} ({})", index + 1, check.what),
                            "the entry records the check",
                            expected.to_string(),
                            Value::Object(actual).to_string(),
                        )
                        .under(&["AUTH-AUDIT-6"]),
                    );
                }
            }
            // A check answered 400 may add an entry (the seed audits every
            // call) but no more than one.
            let most = made.len() + rejected.len();
            if !(made.len()..=most).contains(&entries.len()) {
                failures.push(
                    Failure::new(
                        "audit entries with the case's private scope",
                        "one entry per answered check (dry runs, denials and invalid tokens included), at most one per 400",
                        format!("{} to {most} entries", made.len()),
                        format!("{} entries, seqs {:?}", entries.len(), seqs(&entries)),
                    )
                    .under(&["AUTH-AUDIT-1"]),
                );
            }
            if failures.is_empty() { Ok(()) } else { Err(Halt::Fail(failures)) }
        }
        .await)
    })
}

fn seqs(entries: &[Value]) -> Vec<Value> {
    entries.iter().map(|e| e["seq"].clone()).collect()
}

fn earlier_download_is_prefix(ctx: &mut Context) -> BoxFuture<'_, Verdict> {
    Box::pin(async move {
        verdict(
            async {
                let scope = private_scope(ctx, "prefix");
                let grant = create_grant(
                    ctx,
                    json!({"agent": agent(ctx, "audit"), "scopes": [scope]}),
                )
                .await?;
                check(ctx, &grant.token, &scope, false).await?;
                let earlier = download(ctx, 0, None).await?;
                let kept = verify_chain(&earlier, None);
                if let Some(failure) = chain_failure("first download", &kept, &earlier) {
                    return Err(Halt::Fail(vec![failure]));
                }
                check(ctx, &grant.token, &scope, true).await?;
                check(ctx, &grant.token, "elsewhere:x", false).await?;
                let later = download(ctx, 0, None).await?;
                if let Some(index) = (0..earlier.len()).find(|&i| later.get(i) != Some(&earlier[i]))
                {
                    return Err(fail(
                        format!("entry at index {index}"),
                        "AUTH-AUDIT-9: an earlier download is a prefix of a later one",
                        earlier[index].to_string(),
                        later
                            .get(index)
                            .map_or("(missing)".to_owned(), Value::to_string),
                    ));
                }
                if later.len() < earlier.len() + 2 {
                    return Err(fail(
                        "second download",
                        "AUTH-AUDIT-1: two more checks add two more entries",
                        format!("at least {}", earlier.len() + 2),
                        later.len().to_string(),
                    ));
                }
                let report = verify_chain(&later, kept.head.as_ref());
                match chain_failure("second download against the first head", &report, &later) {
                    Some(failure) => Err(Halt::Fail(vec![failure])),
                    None => Ok(()),
                }
            }
            .await,
        )
    })
}
