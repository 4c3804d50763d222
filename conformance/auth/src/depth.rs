//! Chain depth is bounded (seed 001 §8 rule 3): attenuating child after child
//! must end in 403 `depth_exceeded`, whatever bound the service chose.

use std::sync::Arc;

use conformance_engine::{Case, Context, Verdict};
use futures::future::BoxFuture;
use serde_json::json;

use crate::support::{Decl, Halt, agent, create_grant, fail, post, verdict};

/// Deeper than any bound a service could sensibly choose: the GUIDE's
/// reference systems stop at 64.
const LEVELS: usize = 256;

pub fn cases() -> Vec<Arc<dyn Case>> {
    vec![Arc::new(
        Decl {
            id: "auth.attenuate.depth_is_bounded",
            title: "Attenuating child after child ends in 403 depth_exceeded",
            requirements: &["AUTH-ATTEN-5"],
            tags: &["attenuate", "depth"],
            serial: false,
            timeout_secs: 120,
            module: module_path!(),
        }
        .build(depth_is_bounded),
    )]
}

fn depth_is_bounded(ctx: &mut Context) -> BoxFuture<'_, Verdict> {
    Box::pin(async move {
        verdict(
            async {
                let grant = create_grant(
                    ctx,
                    json!({"agent": agent(ctx, "depth"), "scopes": ["depth:*"]}),
                )
                .await?;
                let mut token = grant.token;
                for level in 1..=LEVELS {
                    let reply = post(
                        ctx,
                        "/v1/tokens/attenuate",
                        json!({"token": token, "scopes": ["depth:*"]}),
                    )
                    .await?;
                    match (reply.status, reply.error_code()) {
                        (201, _) => match reply.str("token") {
                            Some(child) => token = child.to_owned(),
                            None => {
                                return Err(fail(
                                    format!("level {level}"),
                                    "the child's `token`",
                                    "a string",
                                    reply.describe(),
                                ));
                            }
                        },
                        (403, Some("depth_exceeded")) => {
                            ctx.transcript
                                .note(format!("the chain stopped at depth {}", level - 1));
                            return Ok(());
                        }
                        _ => {
                            return Err(fail(
                                format!("level {level}"),
                                "201 with a child, or 403 depth_exceeded",
                                "one of those",
                                reply.describe(),
                            ));
                        }
                    }
                }
                Err(Halt::Fail(vec![conformance_engine::Failure::new(
                    format!("{LEVELS} levels"),
                    "chain depth is bounded",
                    "403 depth_exceeded at some depth",
                    format!("{LEVELS} levels of attenuation all answered 201"),
                )]))
            }
            .await,
        )
    })
}
