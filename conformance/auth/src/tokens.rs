//! Token cases: issued tokens verify offline against the key set, and forged,
//! tampered or expired tokens are refused everywhere without spending anything.

use std::sync::Arc;
use std::time::Duration;

use conformance_engine::{Case, Context, Failure, HttpRequest, Verdict};
use ed25519_dalek::SigningKey;
use futures::future::BoxFuture;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{Value, json};

use crate::forge::forgeries;
use crate::jws::{self, PublishedKey};
use crate::support::{
    Decl, Halt, Reply, admin_get, agent, create_grant, fail, post, send, verdict,
};

pub fn cases() -> Vec<Arc<dyn Case>> {
    vec![
        Arc::new(
            Decl {
                id: "auth.tokens.verify_offline",
                title: "Issued tokens verify offline against the one published Ed25519 key",
                requirements: &["AUTH-JWKS-1", "AUTH-JWKS-2", "AUTH-JWKS-3", "AUTH-TOKEN-1", "AUTH-TOKEN-2"],
                tags: &["tokens"],
                serial: false,
                timeout_secs: 30,
                module: module_path!(),
            }
            .build(verify_offline),
        ),
        Arc::new(
            Decl {
                id: "auth.tokens.forgeries_refused",
                title: "Forged, tampered and wrongly signed tokens are invalid everywhere and spend nothing",
                requirements: &[
                    "AUTH-TOKEN-3", "AUTH-TOKEN-4", "AUTH-TOKEN-5", "AUTH-TOKEN-7", "AUTH-CHECK-2", "AUTH-CHECK-5",
                    "AUTH-ATTEN-6", "AUTH-INTRO-2", "AUTH-REVOKE-5", "AUTH-USE-2",
                ],
                tags: &["tokens", "security", "nondeterministic"],
                serial: false,
                timeout_secs: 90,
                module: module_path!(),
            }
            .build(forgeries_refused),
        ),
        Arc::new(
            Decl {
                id: "auth.tokens.expired_refused",
                title: "A token is expired once its exp is reached and is refused everywhere",
                requirements: &["AUTH-TOKEN-6", "AUTH-CHECK-2", "AUTH-ATTEN-6", "AUTH-INTRO-2", "AUTH-REVOKE-5"],
                tags: &["tokens", "slow", "nondeterministic"],
                serial: false,
                timeout_secs: 30,
                module: module_path!(),
            }
            .build(expired_refused),
        ),
    ]
}

async fn published_key(ctx: &mut Context) -> Result<PublishedKey, Halt> {
    let reply = send(ctx, HttpRequest::get("/.well-known/jwks.json")).await?;
    reply.expect_status("GET /.well-known/jwks.json", 200)?;
    let key = jws::parse_jwks(&reply.body).map_err(|problem| {
        fail(
            "key set",
            "AUTH-JWKS-1/AUTH-JWKS-2: one RFC 8037 Ed25519 key",
            "a valid key",
            problem,
        )
    })?;
    let thumbprint = jws::thumbprint(&key.x);
    if key.kid != thumbprint {
        return Err(fail(
            "key set",
            "AUTH-JWKS-2: kid is the RFC 7638 thumbprint of the key (spec, Decisions: Tokens)",
            thumbprint,
            key.kid,
        ));
    }
    Ok(key)
}

fn verify_offline(ctx: &mut Context) -> BoxFuture<'_, Verdict> {
    Box::pin(async move {
        verdict(async {
            let key = published_key(ctx).await?;
            let grant = create_grant(
                ctx,
                json!({"agent": agent(ctx, "offline"), "scopes": ["offline:*", "other:read"], "maxUses": 7}),
            )
            .await?;
            let child = post(ctx, "/v1/tokens/attenuate", json!({"token": grant.token, "scopes": ["offline:read"]})).await?;
            child.expect_status("attenuate", 201)?;
            let child_token = child.str("token").unwrap_or_default().to_owned();
            let mut failures = Vec::new();
            let expectations = [
                ("root token", grant.token.clone(), json!({
                    "jti": grant.jti, "grant": grant.id, "sub": agent(ctx, "offline"), "ancestors": [],
                    "scopes": ["offline:*", "other:read"], "maxUses": 7, "depth": 0})),
                ("child token", child_token, json!({
                    "jti": child.body["jti"], "grant": grant.id, "sub": agent(ctx, "offline"), "parent": grant.jti,
                    "ancestors": [grant.jti], "scopes": ["offline:read"], "maxUses": 7, "depth": 1})),
            ];
            for (what, token, expected) in expectations {
                let compact = match jws::verify(&token, &key, "JWT") {
                    Ok(compact) => compact,
                    Err(problem) => {
                        failures.push(Failure::new(what, "AUTH-JWKS-3/AUTH-TOKEN-1: verifies offline", "a valid Ed25519 JWS", problem));
                        continue;
                    }
                };
                let claims = &compact.payload;
                for (name, value) in expected.as_object().into_iter().flatten() {
                    if claims.get(name) != Some(value) {
                        failures.push(Failure::new(what, format!("AUTH-TOKEN-2: claim `{name}`"), value.to_string(), format!("{:?}", claims.get(name))));
                    }
                }
                if what == "root token" && claims.get("parent").is_some_and(|p| !p.is_null()) {
                    failures.push(Failure::new(what, "AUTH-TOKEN-2: a root token has no parent", "absent", claims["parent"].to_string()));
                }
                for name in ["iat", "exp"] {
                    if claims.get(name).and_then(Value::as_u64).is_none() {
                        failures.push(Failure::new(what, format!("AUTH-TOKEN-2: claim `{name}`"), "an integer", format!("{:?}", claims.get(name))));
                    }
                }
            }
            if failures.is_empty() { Ok(()) } else { Err(Halt::Fail(failures)) }
        }
        .await)
    })
}

/// A signed object of another `typ` from the same key: the audit head.
async fn audit_head_signature(ctx: &mut Context) -> Result<Option<String>, Halt> {
    let reply = admin_get(ctx, "/v1/audit/verify").await?;
    Ok(reply.str("headSignature").map(str::to_owned))
}

/// Introspects and returns the answer, stopping the case on anything but 200.
async fn introspect(ctx: &mut Context, token: &str) -> Result<Reply, Halt> {
    let reply = post(ctx, "/v1/tokens/introspect", json!({"token": token})).await?;
    reply.expect_status("introspect", 200)?;
    Ok(reply)
}

/// Tries a refused token on every agent endpoint; returns what went wrong.
async fn refused_everywhere(
    ctx: &mut Context,
    name: &str,
    requirement: &str,
    token: &str,
    scope: &str,
    reason: &str,
) -> Result<Vec<Failure>, Halt> {
    let mut failures = Vec::new();
    let at = |endpoint: &str| format!("{name}: {endpoint}");
    let check = post(ctx, "/v1/check", json!({"token": token, "scope": scope})).await?;
    let expected = json!({"status": 200, "decision": "deny", "reason": reason, "jti": null, "grantId": null, "usesRemaining": null});
    let mut actual = json!({"status": check.status});
    for member in ["decision", "reason", "jti", "grantId", "usesRemaining"] {
        actual[member] = check.body.get(member).cloned().unwrap_or(Value::Null);
    }
    // An expired token still verifies, so the answer may name it.
    let comparable = if reason == "token_expired" {
        json!({"status": actual["status"], "decision": actual["decision"], "reason": actual["reason"]})
    } else {
        actual.clone()
    };
    let wanted = if reason == "token_expired" {
        json!({"status": 200, "decision": "deny", "reason": reason})
    } else {
        expected
    };
    if comparable != wanted {
        failures.push(Failure::new(
            at("check"),
            format!("{requirement}/AUTH-CHECK-2/AUTH-CHECK-5: refused with 200 deny"),
            wanted.to_string(),
            actual.to_string(),
        ));
    }
    let attenuate = post(
        ctx,
        "/v1/tokens/attenuate",
        json!({"token": token, "scopes": [scope]}),
    )
    .await?;
    if attenuate.status != 401 || attenuate.error_code() != Some("unauthorized") {
        failures.push(Failure::new(
            at("attenuate"),
            format!("{requirement}/AUTH-ATTEN-6: refused"),
            "401 unauthorized",
            attenuate.describe(),
        ));
    }
    let introspection = post(ctx, "/v1/tokens/introspect", json!({"token": token})).await?;
    let inactive = json!({"active": false, "reason": reason});
    if introspection.status != 200 || introspection.body != inactive {
        failures.push(Failure::new(
            at("introspect"),
            format!("{requirement}/AUTH-INTRO-2: inactive with only a reason"),
            format!("200 {inactive}"),
            introspection.describe(),
        ));
    }
    let revoke = post(ctx, "/v1/tokens/revoke", json!({"token": token})).await?;
    if revoke.status != 401 || revoke.error_code() != Some("unauthorized") {
        failures.push(Failure::new(
            at("revoke"),
            format!("{requirement}/AUTH-REVOKE-5: refused"),
            "401 unauthorized",
            revoke.describe(),
        ));
    }
    Ok(failures)
}

fn forgeries_refused(ctx: &mut Context) -> BoxFuture<'_, Verdict> {
    Box::pin(async move {
        verdict(
            async {
                let key = published_key(ctx).await?;
                let scope = "forged:read";
                let grant = create_grant(
                    ctx,
                    json!({"agent": agent(ctx, "forger"), "scopes": ["forged:*"], "maxUses": 50}),
                )
                .await?;
                let genuine = jws::verify(&grant.token, &key, "JWT").map_err(|problem| {
                    fail(
                        "root token",
                        "AUTH-JWKS-3: verifies offline",
                        "a valid token",
                        problem,
                    )
                })?;
                // Leave an entry in the audit log so it has a signed head to misuse.
                post(
                    ctx,
                    "/v1/check",
                    json!({"token": grant.token, "scope": scope, "dryRun": true}),
                )
                .await?;
                let head = audit_head_signature(ctx).await?;
                let mut rng = ChaCha8Rng::seed_from_u64(ctx.settings.seed);
                let attacker = SigningKey::from_bytes(&rng.random());
                let mut failures = Vec::new();
                for forgery in forgeries(&genuine, &key, &attacker, head.as_deref()) {
                    let found = refused_everywhere(
                        ctx,
                        &forgery.name,
                        forgery.requirement,
                        &forgery.token,
                        scope,
                        "invalid_token",
                    )
                    .await?;
                    failures.extend(found);
                }
                let after = introspect(ctx, &grant.token).await?;
                let untouched = json!({"active": true, "usesSpent": 0});
                let actual =
                    json!({"active": after.body["active"], "usesSpent": after.body["usesSpent"]});
                if actual != untouched {
                    failures.push(Failure::new(
                        "genuine token after the forgeries",
                        "AUTH-USE-2: refused tokens spent no use and revoked nothing",
                        untouched.to_string(),
                        after.describe(),
                    ));
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

fn expired_refused(ctx: &mut Context) -> BoxFuture<'_, Verdict> {
    Box::pin(async move {
        verdict(
            async {
                let grant = create_grant(
                    ctx,
                    json!({"agent": agent(ctx, "expiry"), "scopes": ["expiry:*"], "expiresIn": 1}),
                )
                .await?;
                let claims = jws::parse_compact(&grant.token).ok().map(|c| c.payload);
                let lifetime = claims
                    .as_ref()
                    .and_then(|c| c["exp"].as_u64()?.checked_sub(c["iat"].as_u64()?))
                    .ok_or_else(|| {
                        fail(
                            "root token",
                            "AUTH-TOKEN-2: integer claims iat <= exp",
                            "an integer iat and exp",
                            format!("{claims:?}"),
                        )
                    })?;
                // Measured on the service's own clock (iat to exp), so a skew
                // between harness and service does not matter; the extra
                // moments cover the time the answer took to arrive.
                tokio::time::sleep(Duration::from_secs(lifetime + 1) + Duration::from_millis(200))
                    .await;
                let failures = refused_everywhere(
                    ctx,
                    "expired token",
                    "AUTH-TOKEN-6",
                    &grant.token,
                    "expiry:read",
                    "token_expired",
                )
                .await?;
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
