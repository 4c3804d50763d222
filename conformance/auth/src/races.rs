//! Use counts under concurrency: K simultaneous checks through the public
//! API against a limit of k must give exactly k allows, whether they hit one
//! token, siblings sharing an ancestor, or a child with a lower limit.

use std::sync::Arc;

use conformance_engine::{Case, Context, Failure, Verdict};
use futures::future::{BoxFuture, join_all};
use serde_json::{Value, json};

use crate::support::{Decl, Halt, agent, create_grant, fail, post, verdict};

/// Checks sent at once, and rounds (each on fresh tokens) per case.
const CONCURRENT: usize = 24;
const ROUNDS: usize = 3;
const LIMIT: u64 = 3;

pub fn cases() -> Vec<Arc<dyn Case>> {
    let decl = |id, title, requirements| Decl {
        id,
        title,
        requirements,
        tags: &["uses", "race", "nondeterministic"],
        serial: false,
        timeout_secs: 60,
        module: module_path!(),
    };
    vec![
        Arc::new(
            decl(
                "auth.uses.concurrent_checks_one_token",
                "Concurrent checks on one token with limit k answer exactly k allows",
                &["AUTH-USE-4", "AUTH-USE-3"],
            )
            .build(one_token),
        ),
        Arc::new(
            decl(
                "auth.uses.concurrent_checks_siblings",
                "Concurrent checks on siblings under a token with limit k answer exactly k allows in total",
                &["AUTH-USE-5", "AUTH-USE-4"],
            )
            .build(siblings),
        ),
        Arc::new(
            decl(
                "auth.uses.concurrent_checks_child_limit",
                "Concurrent checks on a child with a lower limit than its parent answer exactly the child's limit",
                &["AUTH-USE-6", "AUTH-USE-4"],
            )
            .build(child_limit),
        ),
    ]
}

/// Sends one check per token of `tokens`, all at once; returns the answers.
async fn race(ctx: &mut Context, tokens: &[String], scope: &str) -> Result<Vec<Value>, Halt> {
    let mut forks: Vec<Context> = tokens.iter().map(|_| ctx.fork()).collect();
    let answers = join_all(
        forks
            .iter_mut()
            .zip(tokens)
            .map(|(fork, token)| post(fork, "/v1/check", json!({"token": token, "scope": scope}))),
    )
    .await;
    for fork in forks {
        ctx.absorb(fork);
    }
    let mut decisions = Vec::new();
    for answer in answers {
        let answer = answer?;
        answer.expect_status("concurrent check", 200)?;
        decisions.push(answer.body);
    }
    Ok(decisions)
}

fn tally(answers: &[Value], decision: &str, reason: Option<&str>) -> usize {
    answers
        .iter()
        .filter(|a| a["decision"].as_str() == Some(decision) && a["reason"].as_str() == reason)
        .count()
}

/// Checks one round's decisions: exactly `limit` allows, the rest denials.
fn judge(round: usize, requirement: &str, decisions: &[Value], limit: u64) -> Option<Failure> {
    let allows = tally(decisions, "allow", None);
    let denies = tally(decisions, "deny", Some("uses_exhausted"));
    (allows as u64 != limit || allows + denies != decisions.len()).then(|| {
        Failure::new(
            format!(
                "round {} of {ROUNDS}: {} checks at once",
                round + 1,
                decisions.len()
            ),
            format!("{requirement}: exactly the limit of allows, the rest deny uses_exhausted"),
            format!(
                "{limit} allow, {} deny uses_exhausted",
                decisions.len() as u64 - limit
            ),
            format!(
                "{allows} allow, {denies} deny uses_exhausted, {} other",
                decisions.len() - allows - denies
            ),
        )
    })
}

async fn attenuate(ctx: &mut Context, token: &str, body: Value) -> Result<String, Halt> {
    let mut body = body;
    body["token"] = json!(token);
    let reply = post(ctx, "/v1/tokens/attenuate", body).await?;
    reply.expect_status("attenuate", 201)?;
    reply
        .str("token")
        .map(str::to_owned)
        .ok_or_else(|| fail("attenuate", "member token", "a string", reply.describe()))
}

/// Makes fresh tokens for a round: the token of each concurrent check, and
/// how many of those checks the limits allow.
type Setup = for<'c> fn(&'c mut Context) -> BoxFuture<'c, Result<(Vec<String>, u64), Halt>>;

fn rounds<'a>(
    ctx: &'a mut Context,
    requirement: &'static str,
    setup: Setup,
) -> BoxFuture<'a, Verdict> {
    Box::pin(async move {
        verdict(
            async {
                let mut failures = Vec::new();
                for round in 0..ROUNDS {
                    let (tokens, limit) = setup(ctx).await?;
                    let decisions = race(ctx, &tokens, "race:go").await?;
                    failures.extend(judge(round, requirement, &decisions, limit));
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

fn one_token(ctx: &mut Context) -> BoxFuture<'_, Verdict> {
    rounds(ctx, "AUTH-USE-4", |ctx| {
        Box::pin(async move {
            let grant = create_grant(
                ctx,
                json!({"agent": agent(ctx, "race"), "scopes": ["race:*"], "maxUses": LIMIT}),
            )
            .await?;
            Ok((vec![grant.token; CONCURRENT], LIMIT))
        })
    })
}

fn siblings(ctx: &mut Context) -> BoxFuture<'_, Verdict> {
    rounds(ctx, "AUTH-USE-5", |ctx| {
        Box::pin(async move {
            let grant = create_grant(
                ctx,
                json!({"agent": agent(ctx, "race"), "scopes": ["race:*"], "maxUses": LIMIT}),
            )
            .await?;
            let mut children = Vec::new();
            for _ in 0..4 {
                children.push(attenuate(ctx, &grant.token, json!({"scopes": ["race:*"]})).await?);
            }
            let tokens = (0..CONCURRENT)
                .map(|i| children[i % children.len()].clone())
                .collect();
            Ok((tokens, LIMIT))
        })
    })
}

fn child_limit(ctx: &mut Context) -> BoxFuture<'_, Verdict> {
    rounds(ctx, "AUTH-USE-6", |ctx| {
        Box::pin(async move {
            let grant = create_grant(
                ctx,
                json!({"agent": agent(ctx, "race"), "scopes": ["race:*"], "maxUses": 100}),
            )
            .await?;
            let child = attenuate(
                ctx,
                &grant.token,
                json!({"scopes": ["race:go"], "maxUses": LIMIT - 1}),
            )
            .await?;
            Ok((vec![child; CONCURRENT], LIMIT - 1))
        })
    })
}
