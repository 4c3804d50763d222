//! Use accounting under real concurrency: K checks at once against a limit
//! of k give exactly k allows, also when the limit sits on a shared ancestor.

mod common;

use common::{Api, token_of};
use serde_json::{Value, json};

/// Fires every (token, scope) check at once on a multi-threaded runtime and
/// counts the allows.
async fn allows(api: &Api, checks: Vec<(String, &'static str)>) -> usize {
    let mut tasks = tokio::task::JoinSet::new();
    for (token, scope) in checks {
        let api = api.clone();
        tasks.spawn(async move { api.check(&token, scope).await });
    }
    let mut allowed = 0;
    while let Some(result) = tasks.join_next().await {
        let body: Value = result.unwrap();
        match body["decision"].as_str() {
            Some("allow") => allowed += 1,
            _ => assert_eq!(body["reason"], "uses_exhausted", "{body}"),
        }
    }
    allowed
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn k_parallel_checks_on_one_token_give_exactly_the_limit() {
    let api = Api::new().await;
    for limit in [1, 5] {
        let token = token_of(&api.simple_grant(&["x"], limit).await);
        let checks = (0..40).map(|_| (token.clone(), "x")).collect();
        assert_eq!(allows(&api, checks).await, limit as usize);
        assert_eq!(api.introspect(&token).await["usesSpent"], limit);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn siblings_share_their_ancestors_limit() {
    let api = Api::new().await;
    let root = token_of(&api.simple_grant(&["x:*"], 3).await);
    let mut checks = Vec::new();
    for _ in 0..6 {
        let child = api.child(&root, &["x:*"]).await;
        let grandchild = api.child(&child, &["x:y"]).await;
        for _ in 0..4 {
            checks.push((child.clone(), "x:z"));
            checks.push((grandchild.clone(), "x:y"));
        }
    }
    assert_eq!(allows(&api, checks).await, 3);
    assert_eq!(api.introspect(&root).await["usesSpent"], 3);
    // Every allow left exactly one audit entry among the denials.
    let entries = api.audit().await;
    assert_eq!(entries.len(), 48);
    assert_eq!(
        entries.iter().filter(|e| e["decision"] == "allow").count(),
        3
    );
    let verify = api.admin_get("/v1/audit/verify").await;
    assert_eq!(verify.body["valid"], true);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn concurrent_revocation_and_checks_never_allow_after_the_revocation_answers() {
    let api = Api::new().await;
    let root = token_of(&api.simple_grant(&["x"], 1000).await);
    let child = api.child(&root, &["x"]).await;
    let mut tasks = tokio::task::JoinSet::new();
    for _ in 0..30 {
        let (api, child) = (api.clone(), child.clone());
        tasks.spawn(async move { api.check(&child, "x").await });
    }
    let reply = api.post("/v1/tokens/revoke", json!({"token": root})).await;
    assert_eq!(reply.body["revoked"].as_array().unwrap().len(), 2);
    while let Some(result) = tasks.join_next().await {
        let body = result.unwrap();
        assert!(
            body["decision"] == "allow" || body["reason"] == "token_revoked",
            "{body}"
        );
    }
    assert_eq!(api.check(&child, "x").await["reason"], "token_revoked");
}
