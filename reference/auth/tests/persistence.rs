//! State lives in SQLite under the data dir and survives a restart.

mod common;

use axum::http::StatusCode;
use common::{Api, token_of};
use serde_json::json;

// covers: AUTH-STATE-1, AUTH-JWKS-4, AUTH-AUDIT-10
#[tokio::test]
async fn grants_uses_approvals_audit_and_key_survive_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let (token, grant, approval, jwks, head) = {
        let api = Api::with(Some(dir.path().to_owned())).await;
        let grant = api
            .grant(json!({"agent": "a", "scopes": ["x", "mail:send"], "approvalRequired": ["mail:send"], "maxUses": 3}))
            .await;
        let token = token_of(&grant);
        assert_eq!(api.check(&token, "x").await["decision"], "allow");
        assert_eq!(api.check(&token, "x").await["decision"], "allow");
        let approval = api.check(&token, "mail:send").await["approvalId"].clone();
        let jwks = api
            .send(
                axum::http::Method::GET,
                "/.well-known/jwks.json",
                None,
                None,
            )
            .await
            .body;
        let head = api.admin_get("/v1/audit/verify").await.body["headHash"].clone();
        (token, grant, approval, jwks, head)
        // The router and its connection are dropped here.
    };

    let api = Api::with(Some(dir.path().to_owned())).await;
    let same_jwks = api
        .send(
            axum::http::Method::GET,
            "/.well-known/jwks.json",
            None,
            None,
        )
        .await
        .body;
    assert_eq!(same_jwks, jwks, "the signing key is kept");
    let shown = api
        .admin_get(&format!("/v1/grants/{}", grant["id"].as_str().unwrap()))
        .await;
    assert_eq!(shown.status, StatusCode::OK);
    assert_eq!(shown.body["tokens"][0]["usesSpent"], 2);
    let pending = api.admin_get("/v1/approvals").await.body;
    assert_eq!(pending["approvals"][0]["id"], approval);

    // The old token still verifies; one use is left, then none.
    assert_eq!(api.check(&token, "x").await["decision"], "allow");
    assert_eq!(api.check(&token, "x").await["reason"], "uses_exhausted");

    let entries = api.audit().await;
    assert_eq!(entries.len(), 5);
    assert_eq!(
        entries[3]["prevHash"], head,
        "the chain continues where it stopped"
    );
    assert_eq!(api.admin_get("/v1/audit/verify").await.body["valid"], true);
}

// covers: AUTH-AUDIT-8
#[tokio::test]
async fn a_tampered_database_fails_verification_at_the_edited_entry() {
    let dir = tempfile::tempdir().unwrap();
    {
        let api = Api::with(Some(dir.path().to_owned())).await;
        let token = token_of(&api.simple_grant(&["x"], 5).await);
        for _ in 0..4 {
            api.check(&token, "x").await;
        }
    }
    let db = rusqlite::Connection::open(dir.path().join("auth.sqlite3")).unwrap();
    let mode: String = db
        .query_row("PRAGMA journal_mode", [], |row| row.get(0))
        .unwrap();
    assert_eq!(mode, "wal");
    db.execute("UPDATE audit SET decision = 'deny' WHERE seq = 3", [])
        .unwrap();
    drop(db);

    let api = Api::with(Some(dir.path().to_owned())).await;
    let verify = api.admin_get("/v1/audit/verify").await.body;
    assert_eq!(verify["valid"], false);
    assert_eq!(verify["firstInvalidSeq"], 3);
    assert!(verify["problem"].is_string());
}
