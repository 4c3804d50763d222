//! The endpoints of seed 001 driven in process, one request at a time.

mod common;

use std::collections::BTreeSet;

use axum::http::{Method, StatusCode};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use common::{ADMIN, Api, token_of};
use ed25519_dalek::{Signature, VerifyingKey};
use serde_json::{Value, json};

#[tokio::test]
async fn health_and_jwks_need_no_credential() {
    let api = Api::new().await;
    let health = api.send(Method::GET, "/healthz", None, None).await;
    assert_eq!(health.status, StatusCode::OK);
    assert_eq!(health.body["status"], "ok");

    let jwks = api
        .send(Method::GET, "/.well-known/jwks.json", None, None)
        .await;
    assert_eq!(jwks.status, StatusCode::OK);
    let keys = jwks.body["keys"].as_array().unwrap();
    assert_eq!(keys.len(), 1);
    let key = &keys[0];
    assert_eq!(key["kty"], "OKP");
    assert_eq!(key["crv"], "Ed25519");
    assert_eq!(key["alg"], "Ed25519");
    assert_eq!(key["use"], "sig");
    assert!(key["kid"].as_str().is_some_and(|kid| !kid.is_empty()));
    assert!(
        key.get("d").is_none(),
        "the private key must never be published"
    );
}

#[tokio::test]
async fn tokens_verify_offline_against_the_key_set() {
    let api = Api::new().await;
    let grant = api.simple_grant(&["files:read"], 5).await;
    let token = token_of(&grant);
    let jwks = api
        .send(Method::GET, "/.well-known/jwks.json", None, None)
        .await
        .body;
    let key = &jwks["keys"][0];

    let parts: Vec<&str> = token.split('.').collect();
    assert_eq!(parts.len(), 3);
    let header: Value = serde_json::from_slice(&URL_SAFE_NO_PAD.decode(parts[0]).unwrap()).unwrap();
    assert_eq!(header["alg"], "Ed25519");
    assert_eq!(header["kid"], key["kid"]);
    let claims: Value = serde_json::from_slice(&URL_SAFE_NO_PAD.decode(parts[1]).unwrap()).unwrap();
    assert_eq!(claims["jti"], grant["rootJti"]);
    assert_eq!(claims["grant"], grant["id"]);
    assert_eq!(claims["scopes"], json!(["files:read"]));
    assert_eq!(claims["maxUses"], 5);
    assert_eq!(claims["depth"], 0);
    assert_eq!(claims["exp"], grant["expiresAt"]);

    let x: [u8; 32] = URL_SAFE_NO_PAD
        .decode(key["x"].as_str().unwrap())
        .unwrap()
        .try_into()
        .unwrap();
    let public = VerifyingKey::from_bytes(&x).unwrap();
    let signature = Signature::from_slice(&URL_SAFE_NO_PAD.decode(parts[2]).unwrap()).unwrap();
    let signing_input = format!("{}.{}", parts[0], parts[1]);
    public
        .verify_strict(signing_input.as_bytes(), &signature)
        .unwrap();
}

#[tokio::test]
async fn principal_endpoints_require_the_admin_token() {
    let api = Api::new().await;
    let grant = api.simple_grant(&["a"], 1).await;
    let agent_token = token_of(&grant);
    let id = grant["id"].as_str().unwrap();
    let endpoints = [
        (
            Method::POST,
            "/v1/grants".to_owned(),
            Some(json!({"agent": "x", "scopes": ["a"]})),
        ),
        (Method::GET, "/v1/grants".to_owned(), None),
        (Method::GET, format!("/v1/grants/{id}"), None),
        (Method::POST, format!("/v1/grants/{id}/revoke"), None),
        (Method::GET, "/v1/approvals".to_owned(), None),
        (Method::POST, "/v1/approvals/apr_x/approve".to_owned(), None),
        (Method::POST, "/v1/approvals/apr_x/deny".to_owned(), None),
        (Method::GET, "/v1/audit".to_owned(), None),
        (Method::GET, "/v1/audit/verify".to_owned(), None),
    ];
    for (method, path, body) in endpoints {
        for bearer in [None, Some("wrong"), Some(agent_token.as_str()), Some("")] {
            let reply = api.send(method.clone(), &path, bearer, body.clone()).await;
            assert_eq!(
                reply.status,
                StatusCode::UNAUTHORIZED,
                "{method} {path} with {bearer:?}"
            );
            assert_eq!(reply.code(), "unauthorized");
            assert!(reply.body["error"]["message"].is_string());
        }
    }
    // The grant was not revoked by any of the refused calls.
    assert_eq!(api.introspect(&agent_token).await["active"], true);
    // The scheme name is case-insensitive.
    let request = axum::http::Request::get("/v1/grants")
        .header("authorization", format!("bEaReR {ADMIN}"))
        .body(axum::body::Body::empty())
        .unwrap();
    let response = tower::ServiceExt::oneshot(api.router.clone(), request)
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
}

#[tokio::test]
async fn create_grant_validates_input() {
    let api = Api::new().await;
    let cases = [
        (json!({"scopes": ["a"]}), "bad_request"),
        (json!({"agent": "x"}), "bad_request"),
        (json!({"agent": "", "scopes": ["a"]}), "bad_request"),
        (
            json!({"agent": "x", "scopes": ["a"], "surprise": 1}),
            "bad_request",
        ),
        (json!({"agent": "x", "scopes": "a"}), "bad_request"),
        (
            json!({"agent": "x", "scopes": ["a"], "maxUses": 0}),
            "bad_request",
        ),
        (
            json!({"agent": "x", "scopes": ["a"], "expiresIn": -5}),
            "bad_request",
        ),
        (
            json!({"agent": "x", "scopes": ["a"], "maxDepth": 17}),
            "bad_request",
        ),
        (json!({"agent": "x", "scopes": []}), "invalid_scope"),
        (json!({"agent": "x", "scopes": ["a::b"]}), "invalid_scope"),
        (json!({"agent": "x", "scopes": ["a b"]}), "invalid_scope"),
        (
            json!({"agent": "x", "scopes": ["a"], "approvalRequired": ["x*"]}),
            "invalid_scope",
        ),
    ];
    for (body, code) in cases {
        let reply = api.admin_post("/v1/grants", Some(body.clone())).await;
        assert_eq!(reply.status, StatusCode::BAD_REQUEST, "{body}");
        assert_eq!(reply.code(), code, "{body}");
    }
    let raw = api.router.clone();
    let request = axum::http::Request::post("/v1/grants")
        .header("authorization", format!("Bearer {ADMIN}"))
        .header("content-type", "application/json")
        .body(axum::body::Body::from("{not json"))
        .unwrap();
    let response = tower::ServiceExt::oneshot(raw, request).await.unwrap();
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    let listed = api.admin_get("/v1/grants").await;
    assert_eq!(
        listed.body["grants"],
        json!([]),
        "no grant was created by bad input"
    );
}

#[tokio::test]
async fn grant_fields_defaults_and_listing() {
    let api = Api::new().await;
    let first = api
        .grant(json!({"agent": "agent-a", "scopes": ["files:read", "mail:*"]}))
        .await;
    assert!(first["id"].as_str().unwrap().starts_with("grt_"));
    assert_eq!(first["agent"], "agent-a");
    assert_eq!(first["scopes"], json!(["files:read", "mail:*"]));
    assert_eq!(first["approvalRequired"], json!([]));
    assert_eq!(first["maxUses"], 100);
    assert_eq!(first["maxDepth"], 8);
    assert_eq!(first["status"], "active");
    assert_eq!(
        first["expiresAt"].as_i64().unwrap() - first["createdAt"].as_i64().unwrap(),
        3600
    );
    let mut ids = vec![first["id"].clone()];
    for n in 0..4 {
        ids.push(
            api.grant(json!({"agent": format!("agent-{n}"), "scopes": ["a"]}))
                .await["id"]
                .clone(),
        );
    }
    ids.reverse();

    let mut seen = Vec::new();
    let mut path = "/v1/grants?limit=2".to_owned();
    loop {
        let page = api.admin_get(&path).await;
        assert_eq!(page.status, StatusCode::OK, "{}", page.body);
        for grant in page.body["grants"].as_array().unwrap() {
            assert!(
                grant.get("token").is_none(),
                "listings never repeat the root token"
            );
            seen.push(grant["id"].clone());
        }
        match page.body["nextBefore"].as_str() {
            Some(before) => path = format!("/v1/grants?limit=2&before={before}"),
            None => break,
        }
    }
    assert_eq!(seen, ids, "newest first, every grant once");

    for bad in [
        "/v1/grants?limit=0",
        "/v1/grants?limit=501",
        "/v1/grants?limit=x",
        "/v1/grants?before=nope",
    ] {
        let reply = api.admin_get(bad).await;
        assert_eq!(reply.status, StatusCode::BAD_REQUEST, "{bad}");
        assert_eq!(reply.code(), "bad_request");
    }
}

#[tokio::test]
async fn get_grant_lists_every_token_issued_under_it() {
    let api = Api::new().await;
    let grant = api.simple_grant(&["files:*"], 10).await;
    let root = token_of(&grant);
    let child = api
        .attenuate(&root, json!({"scopes": ["files:read"], "maxUses": 3}))
        .await
        .body;
    let id = grant["id"].as_str().unwrap();
    let reply = api.admin_get(&format!("/v1/grants/{id}")).await;
    assert_eq!(reply.status, StatusCode::OK);
    assert_eq!(reply.body["id"], grant["id"]);
    let tokens = reply.body["tokens"].as_array().unwrap();
    assert_eq!(tokens.len(), 2);
    assert_eq!(tokens[0]["jti"], grant["rootJti"]);
    assert_eq!(tokens[0]["parent"], Value::Null);
    assert_eq!(tokens[0]["depth"], 0);
    assert_eq!(tokens[1]["jti"], child["jti"]);
    assert_eq!(tokens[1]["parent"], grant["rootJti"]);
    assert_eq!(tokens[1]["ancestors"], json!([grant["rootJti"]]));
    assert_eq!(tokens[1]["maxUses"], 3);
    assert_eq!(tokens[1]["depth"], 1);
    assert_eq!(tokens[1]["status"], "active");

    for path in ["/v1/grants/grt_nope", "/v1/grants/grt_nope/revoke"] {
        let method = if path.ends_with("revoke") {
            Method::POST
        } else {
            Method::GET
        };
        let reply = api.send(method, path, Some(ADMIN), None).await;
        assert_eq!(reply.status, StatusCode::NOT_FOUND, "{path}");
        assert_eq!(reply.code(), "not_found");
    }
}

#[tokio::test]
async fn attenuation_rules() {
    let api = Api::new().await;
    let grant = api
        .grant(json!({"agent": "a", "scopes": ["project:app", "files:*"], "maxUses": 5, "expiresIn": 600}))
        .await;
    let root = token_of(&grant);

    let ok = api
        .attenuate(
            &root,
            json!({"scopes": ["files:read", "project:app"], "expiresIn": 60, "maxUses": 2}),
        )
        .await;
    assert_eq!(ok.status, StatusCode::CREATED, "{}", ok.body);
    assert_eq!(ok.body["parent"], grant["rootJti"]);
    assert_eq!(ok.body["grantId"], grant["id"]);
    assert_eq!(ok.body["depth"], 1);
    assert_eq!(ok.body["maxUses"], 2);
    assert!(ok.body["expiresAt"].as_i64().unwrap() <= grant["expiresAt"].as_i64().unwrap());

    let defaults = api
        .attenuate(&root, json!({"scopes": ["files:read"]}))
        .await
        .body;
    assert_eq!(defaults["maxUses"], 5);
    assert_eq!(defaults["expiresAt"], grant["expiresAt"]);

    let escalations = [
        json!({"scopes": ["project:application"]}),
        json!({"scopes": ["project:app:read"]}),
        json!({"scopes": ["project:*"]}),
        json!({"scopes": ["*"]}),
        json!({"scopes": ["files"]}),
        json!({"scopes": ["mail:read"]}),
        json!({"scopes": ["files:read"], "maxUses": 6}),
        json!({"scopes": ["files:read"], "expiresIn": 100_000}),
    ];
    for body in escalations {
        let reply = api.attenuate(&root, body.clone()).await;
        assert_eq!(reply.status, StatusCode::FORBIDDEN, "{body}");
        assert_eq!(reply.code(), "scope_escalation", "{body}");
    }

    for (body, code) in [
        (json!({"scopes": ["files:"]}), "invalid_scope"),
        (json!({"scopes": []}), "invalid_scope"),
        (
            json!({"scopes": ["files:read"], "maxUses": 0}),
            "bad_request",
        ),
        (
            json!({"scopes": ["files:read"], "expiresIn": 0}),
            "bad_request",
        ),
        (
            json!({"scopes": ["files:read"], "extra": true}),
            "bad_request",
        ),
    ] {
        let reply = api.attenuate(&root, body.clone()).await;
        assert_eq!(reply.status, StatusCode::BAD_REQUEST, "{body}");
        assert_eq!(reply.code(), code, "{body}");
    }
    let reply = api
        .post("/v1/tokens/attenuate", json!({"scopes": ["files:read"]}))
        .await;
    assert_eq!(reply.status, StatusCode::BAD_REQUEST);

    let reply = api
        .attenuate("not-a-token", json!({"scopes": ["files:read"]}))
        .await;
    assert_eq!(reply.status, StatusCode::UNAUTHORIZED);
    assert_eq!(reply.code(), "unauthorized");

    // A child of a child: coverage is checked against the immediate parent.
    let narrow = api.child(&root, &["files:read"]).await;
    let reply = api
        .attenuate(&narrow, json!({"scopes": ["files:write"]}))
        .await;
    assert_eq!(reply.code(), "scope_escalation");
    let grandchild = api
        .attenuate(&narrow, json!({"scopes": ["files:read"]}))
        .await;
    assert_eq!(grandchild.body["depth"], 2);
    assert_eq!(
        grandchild.body["parent"],
        api.introspect(&narrow).await["jti"]
    );
}

#[tokio::test]
async fn depth_is_bounded_by_the_grant() {
    let api = Api::new().await;
    let grant = api
        .grant(json!({"agent": "a", "scopes": ["x"], "maxDepth": 2}))
        .await;
    let mut token = token_of(&grant);
    for depth in 1..=2 {
        let reply = api.attenuate(&token, json!({"scopes": ["x"]})).await;
        assert_eq!(reply.status, StatusCode::CREATED);
        assert_eq!(reply.body["depth"], depth);
        token = reply.body["token"].as_str().unwrap().to_owned();
    }
    let reply = api.attenuate(&token, json!({"scopes": ["x"]})).await;
    assert_eq!(reply.status, StatusCode::FORBIDDEN);
    assert_eq!(reply.code(), "depth_exceeded");

    let flat = api
        .grant(json!({"agent": "a", "scopes": ["x"], "maxDepth": 0}))
        .await;
    let reply = api
        .attenuate(&token_of(&flat), json!({"scopes": ["x"]}))
        .await;
    assert_eq!(reply.code(), "depth_exceeded");

    // Default depth: 8 levels below the root.
    let deep = api.simple_grant(&["x"], 5).await;
    let mut token = token_of(&deep);
    for _ in 0..8 {
        token = api.child(&token, &["x"]).await;
    }
    assert_eq!(
        api.attenuate(&token, json!({"scopes": ["x"]})).await.code(),
        "depth_exceeded"
    );
    assert_eq!(api.check(&token, "x").await["decision"], "allow");
}

#[tokio::test]
async fn check_decisions_and_reasons() {
    let api = Api::new().await;
    let grant = api.simple_grant(&["files:read:*", "project:app"], 10).await;
    let token = token_of(&grant);

    let allow = api.check(&token, "files:read:report.pdf").await;
    assert_eq!(allow["decision"], "allow");
    assert_eq!(allow["reason"], Value::Null);
    assert_eq!(allow["jti"], grant["rootJti"]);
    assert_eq!(allow["grantId"], grant["id"]);
    assert_eq!(allow["usesRemaining"], 9);

    for scope in [
        "files:read",
        "files:write:x",
        "project:application",
        "project:app:x",
        "project",
    ] {
        let deny = api.check(&token, scope).await;
        assert_eq!(deny["decision"], "deny", "{scope}");
        assert_eq!(deny["reason"], "scope_not_granted", "{scope}");
    }

    let mut tampered = token.clone();
    let last = tampered.pop().unwrap();
    tampered.push(if last == 'A' { 'B' } else { 'A' });
    for bad in ["", "garbage", "a.b.c", tampered.as_str()] {
        let deny = api.check(bad, "files:read:x").await;
        assert_eq!(deny["decision"], "deny");
        assert_eq!(deny["reason"], "invalid_token");
        assert_eq!(deny["jti"], Value::Null);
    }

    // A token signed by some other service's key.
    let other = Api::new().await;
    let foreign = token_of(&other.simple_grant(&["files:read:*"], 10).await);
    assert_eq!(
        api.check(&foreign, "files:read:x").await["reason"],
        "invalid_token"
    );

    for (body, code) in [
        (
            json!({"token": token, "scope": "files::x"}),
            "invalid_scope",
        ),
        (json!({"token": token, "scope": ""}), "invalid_scope"),
        (
            json!({"token": "whatever", "scope": "a b"}),
            "invalid_scope",
        ),
        (json!({"scope": "files:read:x"}), "bad_request"),
        (json!({"token": token}), "bad_request"),
        (
            json!({"token": token, "scope": "files:read:x", "dryRun": "yes"}),
            "bad_request",
        ),
        (json!({"token": 5, "scope": "files:read:x"}), "bad_request"),
    ] {
        let reply = api.post("/v1/check", body.clone()).await;
        assert_eq!(reply.status, StatusCode::BAD_REQUEST, "{body}");
        assert_eq!(reply.code(), code, "{body}");
    }
}

#[tokio::test]
async fn uses_are_spent_on_the_whole_chain_but_not_by_dry_runs_or_introspection() {
    let api = Api::new().await;
    let grant = api.simple_grant(&["x:*"], 3).await;
    let root = token_of(&grant);
    let child = api.child(&root, &["x:y"]).await;

    for _ in 0..5 {
        assert_eq!(api.dry_check(&child, "x:y").await["decision"], "allow");
        assert_eq!(api.introspect(&child).await["usesSpent"], 0);
    }
    assert_eq!(api.introspect(&root).await["usesRemaining"], 3);

    assert_eq!(api.check(&child, "x:y").await["decision"], "allow");
    assert_eq!(
        api.introspect(&root).await["usesSpent"],
        1,
        "a child's allow spends the parent's use"
    );
    assert_eq!(api.check(&root, "x:z").await["decision"], "allow");
    let last = api.check(&child, "x:y").await;
    assert_eq!(last["decision"], "allow");
    assert_eq!(last["usesRemaining"], 0);
    assert_eq!(api.introspect(&root).await["usesSpent"], 3);
    assert_eq!(api.introspect(&child).await["usesSpent"], 2);

    for token in [&root, &child] {
        let spent = api.check(token, "x:y").await;
        assert_eq!(spent["decision"], "deny");
        assert_eq!(spent["reason"], "uses_exhausted");
        let dry = api.dry_check(token, "x:y").await;
        assert_eq!(dry["reason"], "uses_exhausted");
    }
    // Denials spend nothing.
    assert_eq!(api.introspect(&root).await["usesSpent"], 3);
    assert_eq!(
        api.introspect(&root).await["active"],
        true,
        "an exhausted token is still active"
    );

    // A denied check on a scope the token lacks spends nothing either.
    let fresh = token_of(&api.simple_grant(&["x:*"], 1).await);
    assert_eq!(api.check(&fresh, "other").await["decision"], "deny");
    assert_eq!(api.check(&fresh, "x:a").await["decision"], "allow");
}

#[tokio::test]
async fn a_child_limit_below_the_parent_is_enforced_separately() {
    let api = Api::new().await;
    let root = token_of(&api.simple_grant(&["x"], 10).await);
    let child = api
        .attenuate(&root, json!({"scopes": ["x"], "maxUses": 1}))
        .await
        .body;
    let child = child["token"].as_str().unwrap();
    assert_eq!(api.check(child, "x").await["decision"], "allow");
    assert_eq!(api.check(child, "x").await["reason"], "uses_exhausted");
    assert_eq!(api.check(&root, "x").await["decision"], "allow");
    assert_eq!(api.introspect(&root).await["usesSpent"], 2);
}

#[tokio::test]
async fn introspection_reports_activity_without_details_for_inactive_tokens() {
    let api = Api::new().await;
    let grant = api.simple_grant(&["x"], 4).await;
    let token = token_of(&grant);
    let active = api.introspect(&token).await;
    assert_eq!(active["active"], true);
    assert_eq!(active["jti"], grant["rootJti"]);
    assert_eq!(active["agent"], "agent-1");
    assert_eq!(active["scopes"], json!(["x"]));
    assert_eq!(active["maxUses"], 4);
    assert_eq!(active["depth"], 0);

    let invalid = api.introspect("nope").await;
    assert_eq!(invalid, json!({"active": false, "reason": "invalid_token"}));

    api.post("/v1/tokens/revoke", json!({"token": token})).await;
    let revoked = api.introspect(&token).await;
    assert_eq!(revoked, json!({"active": false, "reason": "token_revoked"}));

    let reply = api.post("/v1/tokens/introspect", json!({})).await;
    assert_eq!(reply.status, StatusCode::BAD_REQUEST);
    assert_eq!(reply.code(), "bad_request");
}

#[tokio::test]
async fn expired_tokens_are_denied() {
    let api = Api::new().await;
    let root = token_of(&api.simple_grant(&["x"], 4).await);
    let short = api
        .attenuate(&root, json!({"scopes": ["x"], "expiresIn": 1}))
        .await;
    let short = short.body["token"].as_str().unwrap().to_owned();
    tokio::time::sleep(std::time::Duration::from_millis(2100)).await;
    let deny = api.check(&short, "x").await;
    assert_eq!(deny["decision"], "deny");
    assert_eq!(deny["reason"], "token_expired");
    assert_eq!(api.introspect(&short).await["reason"], "token_expired");
    assert_eq!(
        api.attenuate(&short, json!({"scopes": ["x"]})).await.status,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(api.check(&root, "x").await["decision"], "allow");
}

#[tokio::test]
async fn revoking_a_token_revokes_its_descendants_once() {
    let api = Api::new().await;
    let grant = api.simple_grant(&["x:*"], 10).await;
    let root = token_of(&grant);
    let a = api.child(&root, &["x:*"]).await;
    let a1 = api.child(&a, &["x:y"]).await;
    let a2 = api.child(&a, &["x:z"]).await;
    let a1a = api.child(&a1, &["x:y"]).await;
    let b = api.child(&root, &["x:w"]).await;
    let jti = |token: &str| {
        let claims = URL_SAFE_NO_PAD
            .decode(token.split('.').nth(1).unwrap())
            .unwrap();
        serde_json::from_slice::<Value>(&claims).unwrap()["jti"]
            .as_str()
            .unwrap()
            .to_owned()
    };

    let reply = api.post("/v1/tokens/revoke", json!({"token": a})).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.body);
    assert_eq!(
        reply.body["revoked"],
        json!([jti(&a), jti(&a1), jti(&a2), jti(&a1a)])
    );
    for token in [&a, &a1, &a2, &a1a] {
        let deny = api.check(token, "x:y").await;
        assert_eq!(deny["decision"], "deny");
        assert_eq!(deny["reason"], "token_revoked");
    }
    assert_eq!(api.check(&b, "x:w").await["decision"], "allow");
    assert_eq!(api.check(&root, "x:q").await["decision"], "allow");

    // A revoked token can no longer revoke itself.
    let again = api.post("/v1/tokens/revoke", json!({"token": a})).await;
    assert_eq!(again.status, StatusCode::UNAUTHORIZED);
    // The admin may name it by jti; nothing is left to revoke.
    let by_jti = api
        .admin_post("/v1/tokens/revoke", Some(json!({"jti": jti(&a)})))
        .await;
    assert_eq!(by_jti.status, StatusCode::OK);
    assert_eq!(by_jti.body["revoked"], json!([]));

    let by_jti = api
        .admin_post("/v1/tokens/revoke", Some(json!({"jti": jti(&b)})))
        .await;
    assert_eq!(by_jti.body["revoked"], json!([jti(&b)]));
    // The admin may also pass the token itself.
    let root_reply = api
        .admin_post("/v1/tokens/revoke", Some(json!({"token": root})))
        .await;
    assert_eq!(root_reply.body["revoked"], json!([jti(&root)]));
}

#[tokio::test]
async fn revoke_token_errors() {
    let api = Api::new().await;
    let root = token_of(&api.simple_grant(&["x"], 10).await);
    let jti = api.introspect(&root).await["jti"].clone();

    let reply = api.post("/v1/tokens/revoke", json!({"jti": jti})).await;
    assert_eq!(
        reply.status,
        StatusCode::UNAUTHORIZED,
        "jti without the admin token"
    );
    let reply = api
        .send(
            Method::POST,
            "/v1/tokens/revoke",
            Some(&root),
            Some(json!({"jti": jti})),
        )
        .await;
    assert_eq!(
        reply.status,
        StatusCode::UNAUTHORIZED,
        "an agent token is not the admin token"
    );
    let reply = api
        .admin_post("/v1/tokens/revoke", Some(json!({"jti": "tok_nope"})))
        .await;
    assert_eq!(reply.status, StatusCode::NOT_FOUND);
    assert_eq!(reply.code(), "not_found");
    let reply = api
        .post("/v1/tokens/revoke", json!({"token": "junk"}))
        .await;
    assert_eq!(reply.status, StatusCode::UNAUTHORIZED);
    for body in [
        json!({}),
        json!({"token": root, "jti": jti}),
        json!({"token": 1}),
    ] {
        let reply = api
            .admin_post("/v1/tokens/revoke", Some(body.clone()))
            .await;
        assert_eq!(reply.status, StatusCode::BAD_REQUEST, "{body}");
        assert_eq!(reply.code(), "bad_request");
    }
    assert_eq!(api.introspect(&root).await["active"], true);
}

#[tokio::test]
async fn revoking_a_grant_revokes_every_token_and_reports_only_new_ones() {
    let api = Api::new().await;
    let grant = api.simple_grant(&["x"], 10).await;
    let root = token_of(&grant);
    let a = api.child(&root, &["x"]).await;
    let b = api.child(&a, &["x"]).await;
    let other = token_of(&api.simple_grant(&["x"], 10).await);
    let already = api
        .post("/v1/tokens/revoke", json!({"token": b}))
        .await
        .body["revoked"][0]
        .clone();

    let path = format!("/v1/grants/{}/revoke", grant["id"].as_str().unwrap());
    let reply = api.admin_post(&path, None).await;
    assert_eq!(reply.status, StatusCode::OK);
    let revoked: Vec<Value> = reply.body["revoked"].as_array().unwrap().clone();
    assert_eq!(revoked.len(), 2);
    assert_eq!(revoked[0], grant["rootJti"]);
    assert!(!revoked.contains(&already));
    for token in [&root, &a, &b] {
        assert_eq!(api.check(token, "x").await["reason"], "token_revoked");
    }
    assert_eq!(api.check(&other, "x").await["decision"], "allow");

    let again = api.admin_post(&path, None).await;
    assert_eq!(again.status, StatusCode::OK);
    assert_eq!(again.body["revoked"], json!([]));
    let shown = api
        .admin_get(&format!("/v1/grants/{}", grant["id"].as_str().unwrap()))
        .await
        .body;
    assert_eq!(shown["status"], "revoked");
    assert!(
        shown["tokens"]
            .as_array()
            .unwrap()
            .iter()
            .all(|t| t["status"] == "revoked")
    );
}

#[tokio::test]
async fn approvals_gate_checks_and_are_spent_by_one_allow() {
    let api = Api::new().await;
    let grant = api
        .grant(json!({"agent": "a", "scopes": ["mail:*"], "approvalRequired": ["mail:send"], "maxUses": 10}))
        .await;
    let token = token_of(&grant);

    assert_eq!(api.check(&token, "mail:read").await["decision"], "allow");
    let dry = api.dry_check(&token, "mail:send").await;
    assert_eq!(dry["decision"], "approval_required");
    assert_eq!(
        dry["approvalId"],
        Value::Null,
        "a dry run creates no approval"
    );
    assert_eq!(
        api.admin_get("/v1/approvals").await.body["approvals"],
        json!([])
    );

    let first = api.check(&token, "mail:send").await;
    assert_eq!(first["decision"], "approval_required");
    let id = first["approvalId"].as_str().unwrap().to_owned();
    assert!(id.starts_with("apr_"));
    let again = api.check(&token, "mail:send").await;
    assert_eq!(
        again["approvalId"],
        id.as_str(),
        "a pending approval is reused"
    );
    assert_eq!(
        api.introspect(&token).await["usesSpent"],
        1,
        "approval_required spends nothing"
    );

    let listed = api.admin_get("/v1/approvals").await.body;
    assert_eq!(listed["approvals"].as_array().unwrap().len(), 1);
    let pending = &listed["approvals"][0];
    assert_eq!(pending["id"], id.as_str());
    assert_eq!(pending["status"], "pending");
    assert_eq!(pending["scope"], "mail:send");
    assert_eq!(pending["jti"], grant["rootJti"]);
    assert_eq!(pending["decidedAt"], Value::Null);

    let approved = api
        .admin_post(&format!("/v1/approvals/{id}/approve"), None)
        .await;
    assert_eq!(approved.status, StatusCode::OK);
    assert_eq!(approved.body["status"], "approved");
    assert!(approved.body["decidedAt"].is_i64());
    for verb in ["approve", "deny"] {
        let conflict = api
            .admin_post(&format!("/v1/approvals/{id}/{verb}"), None)
            .await;
        assert_eq!(conflict.status, StatusCode::CONFLICT);
        assert_eq!(conflict.code(), "already_decided");
    }

    assert_eq!(
        api.dry_check(&token, "mail:send").await["decision"],
        "allow"
    );
    let allowed = api.check(&token, "mail:send").await;
    assert_eq!(allowed["decision"], "allow");
    assert_eq!(allowed["approvalId"], id.as_str());
    let next = api.check(&token, "mail:send").await;
    assert_eq!(
        next["decision"], "approval_required",
        "one approval lets one request through"
    );
    let second = next["approvalId"].as_str().unwrap().to_owned();
    assert_ne!(second, id);

    let denied = api
        .admin_post(&format!("/v1/approvals/{second}/deny"), None)
        .await;
    assert_eq!(denied.body["status"], "denied");
    for _ in 0..2 {
        let refused = api.check(&token, "mail:send").await;
        assert_eq!(refused["decision"], "deny");
        assert_eq!(refused["reason"], "approval_denied");
        assert_eq!(refused["approvalId"], second.as_str());
    }

    let missing = api.admin_post("/v1/approvals/apr_nope/approve", None).await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    assert_eq!(missing.code(), "not_found");

    // Filters and paging.
    let only_denied = api.admin_get("/v1/approvals?status=denied").await.body;
    assert_eq!(only_denied["approvals"].as_array().unwrap().len(), 1);
    let page = api.admin_get("/v1/approvals?limit=1").await.body;
    assert_eq!(page["approvals"][0]["id"], id.as_str(), "oldest first");
    let next_page = api
        .admin_get(&format!(
            "/v1/approvals?limit=1&after={}",
            page["nextAfter"].as_str().unwrap()
        ))
        .await
        .body;
    assert_eq!(next_page["approvals"][0]["id"], second.as_str());
    assert_eq!(next_page["nextAfter"], Value::Null);
    assert_eq!(
        api.admin_get("/v1/approvals?scope=mail:read").await.body["approvals"],
        json!([])
    );
    let bad = api.admin_get("/v1/approvals?scope=mail::x").await;
    assert_eq!(bad.code(), "invalid_scope");
    let bad = api.admin_get("/v1/approvals?status=maybe").await;
    assert_eq!(bad.code(), "bad_request");
}

#[tokio::test]
async fn approvals_are_per_token() {
    let api = Api::new().await;
    let grant = api
        .grant(json!({"agent": "a", "scopes": ["mail:*"], "approvalRequired": ["mail:*"]}))
        .await;
    let root = token_of(&grant);
    let child = api.child(&root, &["mail:send"]).await;
    let id = api.check(&root, "mail:send").await["approvalId"]
        .as_str()
        .unwrap()
        .to_owned();
    api.admin_post(&format!("/v1/approvals/{id}/approve"), None)
        .await;
    let other = api.check(&child, "mail:send").await;
    assert_eq!(other["decision"], "approval_required");
    assert_ne!(other["approvalId"], id.as_str());
}

#[tokio::test]
async fn every_check_is_audited_in_a_chain_a_client_can_recompute() {
    let api = Api::new().await;
    let grant = api.simple_grant(&["x"], 1).await;
    let token = token_of(&grant);
    let results = [
        api.dry_check(&token, "x").await,
        api.check(&token, "x").await,
        api.check(&token, "x").await,
        api.check("junk", "x").await,
        api.check(&token, "y").await,
    ];
    let entries = api.audit().await;
    assert_eq!(entries.len(), results.len());
    let expected = [
        ("allow", Value::Null, true),
        ("allow", Value::Null, false),
        ("deny", json!("uses_exhausted"), false),
        ("deny", json!("invalid_token"), false),
        ("deny", json!("scope_not_granted"), false),
    ];
    let mut prev = "0".repeat(64);
    for (i, (entry, (decision, reason, dry_run))) in entries.iter().zip(expected).enumerate() {
        assert_eq!(entry["seq"], i as i64 + 1);
        assert_eq!(results[i]["auditSeq"], entry["seq"]);
        assert_eq!(entry["decision"], decision);
        assert_eq!(entry["reason"], reason);
        assert_eq!(entry["dryRun"], dry_run);
        assert_eq!(entry["prevHash"], prev.as_str());
        // Recompute as an independent client: JCS of the entry without `hash`.
        let mut without_hash = entry.as_object().unwrap().clone();
        let hash = without_hash.remove("hash").unwrap();
        let mut keys: Vec<&String> = without_hash.keys().collect();
        keys.sort();
        let canonical = format!(
            "{{{}}}",
            keys.iter()
                .map(|k| format!("{}:{}", Value::String((*k).clone()), without_hash[*k]))
                .collect::<Vec<_>>()
                .join(",")
        );
        let mut input = hex::decode(&prev).unwrap();
        input.extend_from_slice(canonical.as_bytes());
        use sha2::Digest;
        assert_eq!(
            hash,
            hex::encode(sha2::Sha256::digest(&input)),
            "entry {}",
            i + 1
        );
        prev = hash.as_str().unwrap().to_owned();
    }
    assert_eq!(entries[3]["jti"], Value::Null);
    assert_eq!(entries[1]["jti"], grant["rootJti"]);
    assert_eq!(entries[1]["grantId"], grant["id"]);
    assert_eq!(entries[1]["scope"], "x");

    let verify = api.admin_get("/v1/audit/verify").await;
    assert_eq!(verify.status, StatusCode::OK);
    assert_eq!(verify.body["valid"], true);
    assert_eq!(verify.body["entries"], 5);
    assert_eq!(verify.body["headSeq"], 5);
    assert_eq!(verify.body["headHash"], prev.as_str());
    assert_eq!(verify.body["firstInvalidSeq"], Value::Null);

    // The head is signed with the published key, and the signature is no token.
    let signed = verify.body["headSignature"].as_str().unwrap();
    let parts: Vec<&str> = signed.split('.').collect();
    let header: Value = serde_json::from_slice(&URL_SAFE_NO_PAD.decode(parts[0]).unwrap()).unwrap();
    assert_eq!(header["typ"], "touchstone-audit-head");
    let payload: Value =
        serde_json::from_slice(&URL_SAFE_NO_PAD.decode(parts[1]).unwrap()).unwrap();
    assert_eq!(payload, json!({"headHash": prev, "headSeq": 5}));
    let jwks = api
        .send(Method::GET, "/.well-known/jwks.json", None, None)
        .await
        .body;
    let x: [u8; 32] = URL_SAFE_NO_PAD
        .decode(jwks["keys"][0]["x"].as_str().unwrap())
        .unwrap()
        .try_into()
        .unwrap();
    let signature = Signature::from_slice(&URL_SAFE_NO_PAD.decode(parts[2]).unwrap()).unwrap();
    VerifyingKey::from_bytes(&x)
        .unwrap()
        .verify_strict(format!("{}.{}", parts[0], parts[1]).as_bytes(), &signature)
        .unwrap();
    assert_eq!(api.check(signed, "x").await["reason"], "invalid_token");

    let filtered = api.admin_get("/v1/audit?scope=y").await.body;
    assert_eq!(filtered["entries"].as_array().unwrap().len(), 1);
    assert_eq!(
        api.admin_get("/v1/audit?scope=y:").await.code(),
        "invalid_scope"
    );
    assert_eq!(
        api.admin_get("/v1/audit?after=-1").await.code(),
        "bad_request"
    );
    assert_eq!(
        api.admin_get("/v1/audit?limit=1000").await.code(),
        "bad_request"
    );
    // Bad check input gets no decision and so no entry.
    api.post("/v1/check", json!({"token": token})).await;
    assert_eq!(api.audit().await.len(), 6);
}

#[tokio::test]
async fn unknown_routes_and_methods_answer_in_the_error_shape() {
    let api = Api::new().await;
    let reply = api.send(Method::GET, "/v1/nothing", None, None).await;
    assert_eq!(reply.status, StatusCode::NOT_FOUND);
    assert_eq!(reply.code(), "not_found");
    let reply = api
        .send(Method::DELETE, "/v1/grants", Some(ADMIN), None)
        .await;
    assert_eq!(reply.status, StatusCode::METHOD_NOT_ALLOWED);
    let reply = api.send(Method::POST, "/v1/check", None, None).await;
    assert_eq!(reply.status, StatusCode::UNSUPPORTED_MEDIA_TYPE);
    assert!(reply.body["error"]["code"].is_string());
}

#[tokio::test]
async fn openapi_document_matches_the_router_and_the_seed() {
    let api = Api::new().await;
    let doc = api
        .send(Method::GET, "/openapi.json", None, None)
        .await
        .body;
    assert!(doc["openapi"].as_str().unwrap().starts_with("3.1"));
    let seed: BTreeSet<&str> = [
        "health",
        "jwks",
        "createGrant",
        "listGrants",
        "getGrant",
        "revokeGrant",
        "attenuate",
        "introspect",
        "revokeToken",
        "check",
        "listApprovals",
        "approve",
        "deny",
        "listAudit",
        "verifyAudit",
    ]
    .into();
    let mut operation_ids = BTreeSet::new();
    let mut operations = 0;
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, operation) in item.as_object().unwrap() {
            operations += 1;
            operation_ids.insert(operation["operationId"].as_str().unwrap().to_owned());
            // The router serves every documented path and method: whatever it
            // answers, it is not the "no such route" or "wrong method" fallback.
            let concrete = path.replace("{id}", "some-id");
            let method = Method::from_bytes(method.to_uppercase().as_bytes()).unwrap();
            let reply = api
                .send(method.clone(), &concrete, None, Some(json!({})))
                .await;
            assert_ne!(reply.code(), "method_not_allowed", "{method} {path}");
            assert!(
                reply.body["error"]["message"] != "no such route",
                "{method} {path} is documented but not routed"
            );
        }
    }
    assert_eq!(operations, 15);
    assert_eq!(
        doc["components"]["securitySchemes"]["admin"]["scheme"],
        "bearer"
    );
    let admin_only = [
        ("/v1/grants", "post"),
        ("/v1/grants", "get"),
        ("/v1/grants/{id}", "get"),
        ("/v1/grants/{id}/revoke", "post"),
        ("/v1/approvals", "get"),
        ("/v1/approvals/{id}/approve", "post"),
        ("/v1/approvals/{id}/deny", "post"),
        ("/v1/audit", "get"),
        ("/v1/audit/verify", "get"),
    ];
    for (path, method) in admin_only {
        assert_eq!(
            doc["paths"][path][method]["security"],
            json!([{"admin": []}]),
            "{method} {path}"
        );
    }
    for (path, method) in [
        ("/v1/check", "post"),
        ("/v1/tokens/attenuate", "post"),
        ("/healthz", "get"),
    ] {
        assert!(
            doc["paths"][path][method].get("security").is_none(),
            "{method} {path}"
        );
    }
    let operation_ids: BTreeSet<&str> = operation_ids.iter().map(String::as_str).collect();
    assert_eq!(operation_ids, seed);

    // And the other way: every seed route answers on the router and is documented.
    let routes = [
        ("GET", "/healthz"),
        ("GET", "/.well-known/jwks.json"),
        ("POST", "/v1/grants"),
        ("GET", "/v1/grants"),
        ("GET", "/v1/grants/{id}"),
        ("POST", "/v1/grants/{id}/revoke"),
        ("POST", "/v1/tokens/attenuate"),
        ("POST", "/v1/tokens/introspect"),
        ("POST", "/v1/tokens/revoke"),
        ("POST", "/v1/check"),
        ("GET", "/v1/approvals"),
        ("POST", "/v1/approvals/{id}/approve"),
        ("POST", "/v1/approvals/{id}/deny"),
        ("GET", "/v1/audit"),
        ("GET", "/v1/audit/verify"),
    ];
    for (method, path) in routes {
        assert!(
            doc["paths"][path][method.to_lowercase()]["operationId"].is_string(),
            "{method} {path} missing from the document"
        );
    }
}

#[tokio::test]
async fn hostile_input_gets_a_clear_answer() {
    let api = Api::new().await;
    let token = token_of(&api.simple_grant(&["x"], 5).await);

    let huge_token = "a".repeat(100_000);
    assert_eq!(api.check(&huge_token, "x").await["reason"], "invalid_token");
    let dotted = format!("{}.{}.{}", "é".repeat(10), "\u{0}", "%%%");
    assert_eq!(api.check(&dotted, "x").await["reason"], "invalid_token");

    let deep_scope = vec!["a"; 10_000].join(":");
    let reply = api
        .post("/v1/check", json!({"token": token, "scope": deep_scope}))
        .await;
    assert_eq!(reply.code(), "invalid_scope");
    let many = vec!["x"; 65];
    let reply = api
        .admin_post("/v1/grants", Some(json!({"agent": "a", "scopes": many})))
        .await;
    assert_eq!(reply.code(), "invalid_scope");
    let reply = api
        .admin_post(
            "/v1/grants",
            Some(json!({"agent": "é".repeat(129), "scopes": ["x"]})),
        )
        .await;
    assert_eq!(reply.code(), "bad_request");
    let reply = api
        .admin_post(
            "/v1/grants",
            Some(json!({"agent": "a", "scopes": ["x"], "maxUses": 1e30})),
        )
        .await;
    assert_eq!(reply.code(), "bad_request");

    let big = json!({"token": token, "scope": "x", "pad": "p".repeat(3 << 20)});
    let reply = api.post("/v1/check", big).await;
    assert!(reply.status.is_client_error(), "{}", reply.status);
    assert!(reply.body["error"]["code"].is_string());

    for path in [
        "/v1/grants?color=red",
        "/v1/approvals?x=1",
        "/v1/audit?page=2",
    ] {
        let reply = api.admin_get(path).await;
        assert_eq!(reply.status, StatusCode::BAD_REQUEST, "{path}");
        assert_eq!(reply.code(), "bad_request", "{path}");
    }
    // The server still works and audited exactly the two decided checks.
    assert_eq!(api.check(&token, "x").await["decision"], "allow");
    assert_eq!(api.audit().await.len(), 3);
}

#[tokio::test]
async fn an_earlier_audit_download_is_a_prefix_of_a_later_one() {
    let api = Api::new().await;
    let token = token_of(&api.simple_grant(&["x"], 50).await);
    for _ in 0..9 {
        api.check(&token, "x").await;
    }
    let before = api.audit().await;
    for _ in 0..4 {
        api.dry_check(&token, "x").await;
    }
    let after = api.audit().await;
    assert_eq!(after.len(), 13);
    assert_eq!(after[..9], before[..]);
}
