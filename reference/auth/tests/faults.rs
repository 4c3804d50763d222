//! The test-only faults break exactly what they name.

mod common;

use common::{Api, token_of};
use reference_auth::Faults;
use serde_json::json;

#[test]
fn fault_list_parsing() {
    assert_eq!(Faults::parse(""), Faults::default());
    let all = Faults::parse("no_cascade, audit_skips_dry_run,racy_uses,unknown");
    assert!(all.no_cascade && all.audit_skips_dry_run && all.racy_uses);
}

#[tokio::test]
async fn no_cascade_leaves_descendants_active() {
    let api = Api::with(None, Faults::parse("no_cascade")).await;
    let root = token_of(&api.simple_grant(&["x"], 5).await);
    let child = api.child(&root, &["x"]).await;
    let reply = api.post("/v1/tokens/revoke", json!({"token": root})).await;
    assert_eq!(reply.body["revoked"].as_array().unwrap().len(), 1);
    assert_eq!(api.check(&root, "x").await["reason"], "token_revoked");
    assert_eq!(api.check(&child, "x").await["decision"], "allow");
}

#[tokio::test]
async fn audit_skips_dry_run_drops_dry_runs_only() {
    let api = Api::with(None, Faults::parse("audit_skips_dry_run")).await;
    let token = token_of(&api.simple_grant(&["x"], 5).await);
    api.dry_check(&token, "x").await;
    api.check(&token, "x").await;
    let entries = api.audit().await;
    assert_eq!(entries.len(), 1);
    assert_eq!(entries[0]["dryRun"], false);
}
