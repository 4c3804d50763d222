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
                requirements: &[
                    "AUTH-JWKS-1", "AUTH-JWKS-2", "AUTH-JWKS-3", "AUTH-JWKS-5", "AUTH-TOKEN-1", "AUTH-TOKEN-2",
                    "AUTH-TOKEN-8", "AUTH-TOKEN-9", "AUTH-GRANT-10",
                ],
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
                    "AUTH-TOKEN-3", "AUTH-TOKEN-4", "AUTH-TOKEN-5", "AUTH-TOKEN-7", "AUTH-TOKEN-10", "AUTH-CHECK-2",
                    "AUTH-CHECK-5", "AUTH-CHECK-9", "AUTH-INTRO-5", "AUTH-ERROR-5", "AUTH-USE-2",
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
                requirements: &["AUTH-TOKEN-6", "AUTH-CHECK-2", "AUTH-CHECK-9", "AUTH-INTRO-5", "AUTH-ERROR-5"],
                tags: &["tokens", "slow", "nondeterministic"],
                serial: false,
                timeout_secs: 30,
                module: module_path!(),
            }
            .build(expired_refused),
        ),
        Arc::new(
            Decl {
                id: "auth.tokens.expired_during_its_exp_second",
                title: "A token is already expired during the second its exp names (RFC 7519: on or after)",
                requirements: &["AUTH-TOKEN-12"],
                tags: &["tokens", "slow", "nondeterministic"],
                serial: false,
                timeout_secs: 60,
                module: module_path!(),
            }
            .build(expired_during_its_exp_second),
        ),
    ]
}

async fn published_key(ctx: &mut Context) -> Result<PublishedKey, Halt> {
    let reply = send(ctx, HttpRequest::get("/.well-known/jwks.json")).await?;
    reply.expect_status("GET /.well-known/jwks.json", 200)?;
    jws::parse_jwks(&reply.body).map_err(|problem| {
        fail(
            "key set",
            "AUTH-JWKS-1/AUTH-JWKS-2: one RFC 8037 Ed25519 key",
            "a valid key",
            problem,
        )
    })
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
            let thumbprint = jws::thumbprint(&key.x);
            if key.kid != thumbprint {
                failures.push(
                    Failure::new("key set", "kid is the RFC 7638 thumbprint of the key", thumbprint, key.kid.clone())
                        .under(&["AUTH-JWKS-5"]),
                );
            }
            // Claim name, expected value, and the requirement that names it.
            let root_claims = [
                ("jti", json!(grant.jti), "AUTH-TOKEN-2"),
                ("scopes", json!(["offline:*", "other:read"]), "AUTH-TOKEN-2"),
                ("maxUses", json!(7), "AUTH-TOKEN-2"),
                ("depth", json!(0), "AUTH-GRANT-10"),
                ("grant", json!(grant.id), "AUTH-TOKEN-9"),
                ("sub", json!(agent(ctx, "offline")), "AUTH-TOKEN-9"),
                ("ancestors", json!([]), "AUTH-TOKEN-9"),
            ];
            let child_claims = [
                ("jti", child.body["jti"].clone(), "AUTH-TOKEN-2"),
                ("parent", json!(grant.jti), "AUTH-TOKEN-2"),
                ("scopes", json!(["offline:read"]), "AUTH-TOKEN-2"),
                ("maxUses", json!(7), "AUTH-TOKEN-2"),
                ("depth", json!(1), "AUTH-TOKEN-2"),
                ("grant", json!(grant.id), "AUTH-TOKEN-9"),
                ("sub", json!(agent(ctx, "offline")), "AUTH-TOKEN-9"),
                ("ancestors", json!([grant.jti]), "AUTH-TOKEN-9"),
            ];
            for (what, token, expected) in [
                ("root token", grant.token.clone(), &root_claims[..]),
                ("child token", child_token, &child_claims[..]),
            ] {
                let compact = match jws::verify_signature(&token, &key) {
                    Ok(compact) => compact,
                    Err(problem) => {
                        failures.push(
                            Failure::new(what, "verifies offline with the published key", "a valid Ed25519 JWS", problem)
                                .under(&["AUTH-JWKS-3", "AUTH-TOKEN-1"]),
                        );
                        continue;
                    }
                };
                if let Err(problem) = jws::verify(&token, &key, "JWT") {
                    failures.push(
                        Failure::new(what, "header alg Ed25519, the published kid, typ JWT", "that header", problem)
                            .under(&["AUTH-TOKEN-8"]),
                    );
                }
                let claims = &compact.payload;
                for (name, value, requirement) in expected {
                    if claims.get(*name) != Some(value) {
                        failures.push(
                            Failure::new(what, format!("claim `{name}`"), value.to_string(), format!("{:?}", claims.get(*name)))
                                .under(&[*requirement]),
                        );
                    }
                }
                if what == "root token" && claims.get("parent").is_some_and(|p| !p.is_null()) {
                    failures.push(
                        Failure::new(what, "a root token has no parent", "absent", claims["parent"].to_string())
                            .under(&["AUTH-TOKEN-2"]),
                    );
                }
                for (name, requirement) in [("exp", "AUTH-TOKEN-2"), ("iat", "AUTH-TOKEN-9")] {
                    if claims.get(name).and_then(Value::as_u64).is_none() {
                        failures.push(
                            Failure::new(what, format!("claim `{name}`"), "an integer", format!("{:?}", claims.get(name)))
                                .under(&[requirement]),
                        );
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
/// `requirement` is the rule that makes the token invalid: accepting it
/// anywhere breaks that rule, while how the refusal reads (codes, reasons,
/// exact shapes) is the project's.
async fn refused_everywhere(
    ctx: &mut Context,
    name: &str,
    requirement: &'static str,
    token: &str,
    scope: &str,
    reason: &str,
) -> Result<Vec<Failure>, Halt> {
    let mut failures = Vec::new();
    let mut fail =
        |endpoint: &str, check: &str, expected: String, actual: String, under: &[&str]| {
            failures.push(
                Failure::new(format!("{name}: {endpoint}"), check, expected, actual).under(under),
            );
        };

    let check = post(ctx, "/v1/check", json!({"token": token, "scope": scope})).await?;
    if check.status != 200 {
        fail(
            "check",
            "a check never answers 401: 200",
            "200".into(),
            check.describe(),
            &["AUTH-CHECK-2"],
        );
    } else if check.str("decision") != Some("deny") {
        fail(
            "check",
            "the token is refused: decision deny",
            "deny".into(),
            check.describe(),
            &[requirement],
        );
    } else {
        if check.str("reason") != Some(reason) {
            fail(
                "check",
                "the deny reason",
                reason.into(),
                check.describe(),
                &["AUTH-CHECK-9"],
            );
        }
        // An expired token still verifies, so the answer may name it.
        if reason != "token_expired" {
            for member in ["jti", "grantId", "usesRemaining"] {
                if check.body.get(member).is_some_and(|v| !v.is_null()) {
                    fail(
                        "check",
                        &format!("`{member}` is null for a token that did not verify"),
                        "null".into(),
                        check.describe(),
                        &["AUTH-CHECK-5"],
                    );
                }
            }
        }
    }

    let attenuate = post(
        ctx,
        "/v1/tokens/attenuate",
        json!({"token": token, "scopes": [scope]}),
    )
    .await?;
    if attenuate.status != 401 {
        fail(
            "attenuate",
            "the parent token is refused: 401",
            "401".into(),
            attenuate.describe(),
            &[requirement],
        );
    } else if attenuate.error_code() != Some("unauthorized") {
        fail(
            "attenuate",
            "error code",
            "unauthorized".into(),
            attenuate.describe(),
            &["AUTH-ERROR-5"],
        );
    }

    let introspection = post(ctx, "/v1/tokens/introspect", json!({"token": token})).await?;
    let inactive = json!({"active": false, "reason": reason});
    if introspection.status != 200 || introspection.body.get("active") != Some(&json!(false)) {
        fail(
            "introspect",
            "reported inactive",
            "200 with active false".into(),
            introspection.describe(),
            &[requirement],
        );
    } else if introspection.body != inactive {
        fail(
            "introspect",
            "exactly active and reason",
            inactive.to_string(),
            introspection.describe(),
            &["AUTH-INTRO-5"],
        );
    }

    let revoke = post(ctx, "/v1/tokens/revoke", json!({"token": token})).await?;
    if revoke.status != 401 {
        fail(
            "revoke",
            "the token is refused: 401",
            "401".into(),
            revoke.describe(),
            &[requirement],
        );
    } else if revoke.error_code() != Some("unauthorized") {
        fail(
            "revoke",
            "error code",
            "unauthorized".into(),
            revoke.describe(),
            &["AUTH-ERROR-5"],
        );
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
                let genuine = jws::verify_signature(&grant.token, &key).map_err(|problem| {
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

/// Lifetime of the grants whose `expiresAt` tells the service's clock.
const PROBE_LIFETIME: i64 = 3;

fn expired_during_its_exp_second(ctx: &mut Context) -> BoxFuture<'_, Verdict> {
    Box::pin(async move {
        verdict(
            async {
                let (token, exp, boundary) = token_at_a_second_boundary(ctx).await?;
                // The token was issued in the service's second `exp -
                // PROBE_LIFETIME`, which began at `boundary`; aim at the middle
                // of its second `exp`.
                let aim = boundary
                    + Duration::from_secs(PROBE_LIFETIME.unsigned_abs())
                    + Duration::from_millis(500);
                tokio::time::sleep_until(aim.into()).await;
                let check = post(
                    ctx,
                    "/v1/check",
                    json!({"token": token, "scope": "expiry:read"}),
                )
                .await?;
                ctx.transcript.note(format!(
                    "checked about half a second into the service's second {exp}, the token's exp"
                ));
                if check.str("decision") == Some("deny") {
                    Ok(())
                } else {
                    Err(fail(
                        format!("check during the second {exp}"),
                        "a token is expired during the second its exp names",
                        "deny",
                        check.describe(),
                    ))
                }
            }
            .await,
        )
    })
}

/// Creates grants back to back until their `expiresAt` moves on by a second,
/// which pins when the service's clock ticked to within the two requests.
/// Returns the last grant's token, its `exp`, and the local instant of the tick.
async fn token_at_a_second_boundary(
    ctx: &mut Context,
) -> Result<(String, i64, std::time::Instant), Halt> {
    const PRECISION: Duration = Duration::from_millis(150);
    let mut previous: Option<(i64, std::time::Instant)> = None;
    for _ in 0..2_000 {
        let sent = std::time::Instant::now();
        let reply = crate::support::admin_post(
            ctx,
            "/v1/grants",
            Some(json!({"agent": agent(ctx, "clock"), "scopes": ["expiry:*"], "expiresIn": PROBE_LIFETIME})),
        )
        .await?;
        reply.expect_status("create grant", 201)?;
        let (Some(exp), Some(token)) = (reply.body["expiresAt"].as_i64(), reply.str("token"))
        else {
            return Err(fail(
                "create grant",
                "members expiresAt and token",
                "an integer and a string",
                reply.describe(),
            ));
        };
        match previous {
            Some((last, last_sent)) if exp == last + 1 => {
                let received = std::time::Instant::now();
                if received - last_sent <= PRECISION {
                    // The tick fell between the previous request's start and
                    // this answer: take the middle.
                    let boundary = last_sent + (received - last_sent) / 2;
                    return Ok((token.to_owned(), exp, boundary));
                }
            }
            _ => {}
        }
        previous = Some((exp, sent));
    }
    Err(Halt::Harness(format!(
        "could not see the service's clock tick within {} ms in 2000 grants",
        PRECISION.as_millis()
    )))
}
