//! The largest grant the scope rules allow (AUTH-SCOPE-6: 64 scopes of 16
//! segments of 64 characters) issues a root token of about 90 KiB, and the
//! service must accept the tokens it issues: a bound on token length below
//! what its own grants produce turns a valid token into `invalid_token`.

use std::sync::Arc;

use conformance_engine::{Case, Context, Failure, Verdict};
use futures::future::BoxFuture;
use serde_json::{Value, json};

use crate::support::{Decl, Halt, admin_post, agent, post, verdict};

const SCOPES: usize = 64;
const SEGMENTS: usize = 16;
const SEGMENT_LEN: usize = 64;

pub fn cases() -> Vec<Arc<dyn Case>> {
    vec![Arc::new(
        Decl {
            id: "auth.check.largest_grant_token_is_accepted",
            title: "The root token of the largest grant the scope rules allow (about 90 KiB) is accepted by check and attenuate",
            requirements: &["AUTH-SCOPE-6", "AUTH-CHECK-4"],
            tags: &["check", "limits"],
            serial: false,
            timeout_secs: 60,
            module: module_path!(),
        }
        .build(largest_grant),
    )]
}

/// Scope `i`: sixteen 64-character segments, distinct in the first.
fn scope(i: usize) -> String {
    (0..SEGMENTS)
        .map(|segment| {
            let fill = char::from(b'a' + (segment % 26) as u8);
            format!("{i:02}{}", fill.to_string().repeat(SEGMENT_LEN - 2))
        })
        .collect::<Vec<_>>()
        .join(":")
}

fn largest_grant(ctx: &mut Context) -> BoxFuture<'_, Verdict> {
    Box::pin(async move {
        verdict(
            async {
                let scopes: Vec<String> = (0..SCOPES).map(scope).collect();
                let body = json!({"agent": agent(ctx, "largest"), "scopes": scopes});
                let created = admin_post(ctx, "/v1/grants", Some(body)).await?;
                let token = match (created.status, created.str("token")) {
                    (201, Some(token)) => token.to_owned(),
                    _ => {
                        return Err(failing(
                            "AUTH-SCOPE-6",
                            "create the largest grant",
                            "201 with a token (AUTH-SCOPE-6 allows 64 scopes of 16 segments of 64 characters)",
                            "201",
                            created.describe(),
                        ));
                    }
                };
                ctx.transcript
                    .note(format!("the root token is {} bytes long", token.len()));
                let last = &scopes[SCOPES - 1];
                let checked = post(ctx, "/v1/check", json!({"token": token, "scope": last})).await?;
                if checked.status != 200 || checked.str("decision") != Some("allow") {
                    return Err(failing(
                        "AUTH-CHECK-4",
                        "check the grant's last scope",
                        "decision",
                        "200 allow",
                        checked.describe(),
                    ));
                }
                let child = post(
                    ctx,
                    "/v1/tokens/attenuate",
                    json!({"token": token, "scopes": [scopes[0]]}),
                )
                .await?;
                if child.status != 201 || !child.body.get("token").is_some_and(Value::is_string) {
                    return Err(failing(
                        "AUTH-CHECK-4",
                        "attenuate it to its first scope",
                        "a child token",
                        "201 with `token`",
                        child.describe(),
                    ));
                }
                Ok(())
            }
            .await,
        )
    })
}

/// A failed check that belongs to one of the case's requirements.
fn failing(requirement: &str, at: &str, check: &str, expected: &str, actual: String) -> Halt {
    Halt::Fail(vec![
        Failure::new(at, check, expected, actual).under(&[requirement]),
    ])
}
