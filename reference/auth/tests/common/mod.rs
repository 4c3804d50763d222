//! In-process client for the router: one request at a time with `oneshot`.

#![allow(dead_code)]

use std::path::PathBuf;

use axum::Router;
use axum::body::{Body, to_bytes};
use axum::http::{Method, Request, StatusCode};
use reference_auth::Config;
use serde_json::{Value, json};
use tower::ServiceExt;

pub const ADMIN: &str = "admin-secret-for-tests";

#[derive(Clone)]
pub struct Api {
    pub router: Router,
}

pub struct Reply {
    pub status: StatusCode,
    pub body: Value,
}

impl Reply {
    /// The `error.code` of an error body.
    pub fn code(&self) -> &str {
        self.body["error"]["code"].as_str().unwrap_or("")
    }
}

impl Api {
    pub async fn new() -> Self {
        Self::with(None).await
    }

    pub async fn with(data_dir: Option<PathBuf>) -> Self {
        let config = Config {
            admin_token: ADMIN.into(),
            data_dir,
        };
        Api {
            router: reference_auth::app(config).await.unwrap(),
        }
    }

    pub async fn send(
        &self,
        method: Method,
        path: &str,
        bearer: Option<&str>,
        body: Option<Value>,
    ) -> Reply {
        let mut request = Request::builder().method(method).uri(path);
        if let Some(token) = bearer {
            request = request.header("authorization", format!("Bearer {token}"));
        }
        let request = match body {
            Some(body) => request
                .header("content-type", "application/json")
                .body(Body::from(body.to_string())),
            None => request.body(Body::empty()),
        }
        .unwrap();
        let response = self.router.clone().oneshot(request).await.unwrap();
        let status = response.status();
        let bytes = to_bytes(response.into_body(), 1 << 24).await.unwrap();
        let body = if bytes.is_empty() {
            Value::Null
        } else {
            serde_json::from_slice(&bytes).unwrap_or_else(|_| panic!("not JSON: {bytes:?}"))
        };
        Reply { status, body }
    }

    pub async fn admin_get(&self, path: &str) -> Reply {
        self.send(Method::GET, path, Some(ADMIN), None).await
    }

    pub async fn admin_post(&self, path: &str, body: Option<Value>) -> Reply {
        self.send(Method::POST, path, Some(ADMIN), body).await
    }

    pub async fn post(&self, path: &str, body: Value) -> Reply {
        self.send(Method::POST, path, None, Some(body)).await
    }

    /// Creates a grant and returns its body (with `token`).
    pub async fn grant(&self, body: Value) -> Value {
        let reply = self.admin_post("/v1/grants", Some(body)).await;
        assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.body);
        reply.body
    }

    pub async fn simple_grant(&self, scopes: &[&str], max_uses: i64) -> Value {
        self.grant(json!({"agent": "agent-1", "scopes": scopes, "maxUses": max_uses}))
            .await
    }

    pub async fn attenuate(&self, token: &str, body: Value) -> Reply {
        let mut body = body;
        body["token"] = json!(token);
        self.post("/v1/tokens/attenuate", body).await
    }

    pub async fn child(&self, token: &str, scopes: &[&str]) -> String {
        let reply = self.attenuate(token, json!({"scopes": scopes})).await;
        assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.body);
        reply.body["token"].as_str().unwrap().to_owned()
    }

    pub async fn check(&self, token: &str, scope: &str) -> Value {
        self.check_with(json!({"token": token, "scope": scope}))
            .await
    }

    pub async fn dry_check(&self, token: &str, scope: &str) -> Value {
        self.check_with(json!({"token": token, "scope": scope, "dryRun": true}))
            .await
    }

    pub async fn check_with(&self, body: Value) -> Value {
        let reply = self.post("/v1/check", body).await;
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.body);
        reply.body
    }

    pub async fn introspect(&self, token: &str) -> Value {
        let reply = self
            .post("/v1/tokens/introspect", json!({"token": token}))
            .await;
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.body);
        reply.body
    }

    /// Every audit entry, following the pages.
    pub async fn audit(&self) -> Vec<Value> {
        let mut entries = Vec::new();
        let mut after = 0;
        loop {
            let reply = self
                .admin_get(&format!("/v1/audit?after={after}&limit=7"))
                .await;
            assert_eq!(reply.status, StatusCode::OK, "{}", reply.body);
            entries.extend(reply.body["entries"].as_array().unwrap().iter().cloned());
            match reply.body["nextAfter"].as_i64() {
                Some(next) => after = next,
                None => return entries,
            }
        }
    }
}

pub fn token_of(grant: &Value) -> String {
    grant["token"].as_str().unwrap().to_owned()
}
