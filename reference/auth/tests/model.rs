//! Random sequences of attenuations, checks and revocations, compared with a
//! small model of use limits and revocation along the delegation tree.

mod common;

use axum::http::StatusCode;
use common::{Api, token_of};
use proptest::prelude::*;
use serde_json::{Value, json};

#[derive(Debug, Clone)]
enum Op {
    /// Derive a child of token `parent % len` with this use limit.
    Attenuate {
        parent: usize,
        max_uses: i64,
    },
    Check {
        token: usize,
        dry_run: bool,
    },
    Revoke {
        token: usize,
    },
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        2 => (any::<usize>(), 1..5i64).prop_map(|(parent, max_uses)| Op::Attenuate { parent, max_uses }),
        4 => (any::<usize>(), any::<bool>()).prop_map(|(token, dry_run)| Op::Check { token, dry_run }),
        1 => any::<usize>().prop_map(|token| Op::Revoke { token }),
    ]
}

struct ModelToken {
    token: String,
    jti: String,
    parent: Option<usize>,
    depth: i64,
    max_uses: i64,
    spent: i64,
    revoked: bool,
}

struct Model {
    tokens: Vec<ModelToken>,
    checks: usize,
}

impl Model {
    fn chain(&self, mut i: usize) -> Vec<usize> {
        let mut chain = vec![i];
        while let Some(parent) = self.tokens[i].parent {
            chain.push(parent);
            i = parent;
        }
        chain
    }

    fn descendants(&self, i: usize) -> Vec<usize> {
        (0..self.tokens.len())
            .filter(|&j| j != i && self.chain(j).contains(&i))
            .collect()
    }
}

async fn run(root_uses: i64, ops: Vec<Op>) {
    let api = Api::new().await;
    let grant = api
        .grant(json!({"agent": "m", "scopes": ["x"], "maxUses": root_uses, "maxDepth": 3}))
        .await;
    let mut model = Model {
        tokens: vec![ModelToken {
            token: token_of(&grant),
            jti: grant["rootJti"].as_str().unwrap().to_owned(),
            parent: None,
            depth: 0,
            max_uses: root_uses,
            spent: 0,
            revoked: false,
        }],
        checks: 0,
    };
    for op in ops {
        let n = model.tokens.len();
        match op {
            Op::Attenuate { parent, max_uses } => {
                let p = parent % n;
                let reply = api
                    .attenuate(
                        &model.tokens[p].token,
                        json!({"scopes": ["x"], "maxUses": max_uses}),
                    )
                    .await;
                let parent = &model.tokens[p];
                if parent.revoked {
                    assert_eq!(reply.status, StatusCode::UNAUTHORIZED);
                } else if parent.depth == 3 {
                    assert_eq!(reply.code(), "depth_exceeded");
                } else if max_uses > parent.max_uses {
                    assert_eq!(reply.code(), "scope_escalation");
                } else {
                    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.body);
                    let depth = parent.depth + 1;
                    model.tokens.push(ModelToken {
                        token: reply.body["token"].as_str().unwrap().to_owned(),
                        jti: reply.body["jti"].as_str().unwrap().to_owned(),
                        parent: Some(p),
                        depth,
                        max_uses,
                        spent: 0,
                        revoked: false,
                    });
                }
            }
            Op::Check { token, dry_run } => {
                let t = token % n;
                let body = api
                    .check_with(
                        json!({"token": model.tokens[t].token, "scope": "x", "dryRun": dry_run}),
                    )
                    .await;
                model.checks += 1;
                let chain = model.chain(t);
                let expected: (&str, Value) = if model.tokens[t].revoked {
                    ("deny", json!("token_revoked"))
                } else if chain
                    .iter()
                    .any(|&i| model.tokens[i].spent >= model.tokens[i].max_uses)
                {
                    ("deny", json!("uses_exhausted"))
                } else {
                    if !dry_run {
                        for &i in &chain {
                            model.tokens[i].spent += 1;
                        }
                    }
                    ("allow", Value::Null)
                };
                assert_eq!(
                    (body["decision"].as_str().unwrap(), body["reason"].clone()),
                    expected
                );
            }
            Op::Revoke { token } => {
                let t = token % n;
                let reply = api
                    .post("/v1/tokens/revoke", json!({"token": model.tokens[t].token}))
                    .await;
                if model.tokens[t].revoked {
                    assert_eq!(reply.status, StatusCode::UNAUTHORIZED);
                    continue;
                }
                let mut expected = vec![t];
                expected.extend(
                    model
                        .descendants(t)
                        .into_iter()
                        .filter(|&d| !model.tokens[d].revoked),
                );
                for &i in &expected {
                    model.tokens[i].revoked = true;
                }
                let expected: Vec<&str> = expected
                    .iter()
                    .map(|&i| model.tokens[i].jti.as_str())
                    .collect();
                assert_eq!(reply.body["revoked"], json!(expected));
            }
        }
    }
    for token in &model.tokens {
        if !token.revoked {
            assert_eq!(api.introspect(&token.token).await["usesSpent"], token.spent);
        }
    }
    assert_eq!(api.audit().await.len(), model.checks);
    assert_eq!(api.admin_get("/v1/audit/verify").await.body["valid"], true);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn the_service_follows_the_model(root_uses in 1..6i64, ops in prop::collection::vec(op(), 1..40)) {
        let runtime = tokio::runtime::Builder::new_current_thread().build().unwrap();
        runtime.block_on(run(root_uses, ops));
    }
}
