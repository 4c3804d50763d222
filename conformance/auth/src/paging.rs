//! The last page of the grant listing ends it (AUTH-PAGE-2), also when it is
//! exactly `limit` long. A scenario cannot find that page on a long-lived
//! server, whose older grants are unknown; this case walks the cursors to it.

use std::sync::Arc;

use conformance_engine::{Case, Context, Verdict};
use futures::future::BoxFuture;
use serde_json::{Value, json};

use crate::support::{Decl, Halt, Reply, admin_get, agent, create_grant, fail, verdict};

/// Page size for the walk; the listing's largest (AUTH-PAGE-7).
const WALK_LIMIT: usize = 500;
/// A server with more grants than this many pages is not walked to its end.
const MAX_PAGES: usize = 200;

pub fn cases() -> Vec<Arc<dyn Case>> {
    vec![Arc::new(
        Decl {
            id: "auth.grants.exactly_full_last_page_ends_the_list",
            title: "Listing grants: a last page exactly `limit` long has nextBefore null",
            requirements: &["AUTH-PAGE-2"],
            tags: &["grants", "paging", "nondeterministic"],
            serial: false,
            timeout_secs: 120,
            module: module_path!(),
        }
        .build(exactly_full_last_page),
    )]
}

fn exactly_full_last_page(ctx: &mut Context) -> BoxFuture<'_, Verdict> {
    Box::pin(async move {
        let checked = async {
            // At least two grants, so the tail after a cursor is never empty.
            for _ in 0..2 {
                create_grant(
                    ctx,
                    json!({"agent": agent(ctx, "paging"), "scopes": ["paging:*"]}),
                )
                .await?;
            }
            let Some((cursor, tail)) = last_page(ctx).await? else {
                return Ok(Some(format!(
                    "the service holds more than {} grants; the last page was not reached",
                    MAX_PAGES * WALK_LIMIT
                )));
            };
            // Grants created meanwhile come first, so the tail after a cursor
            // cannot grow; without one, start after the newest grant listed.
            let (cursor, length) = match cursor {
                Some(cursor) => (cursor, tail.len()),
                None => (id_of(&tail[0])?, tail.len() - 1),
            };
            let page = list(ctx, length, Some(&cursor)).await?;
            let grants = page.body.get("grants").and_then(Value::as_array);
            if grants.map(Vec::len) != Some(length) {
                return Err(fail(
                    format!("limit={length}&before={cursor}"),
                    "the grants after the cursor",
                    format!("{length} grants"),
                    page.describe(),
                ));
            }
            if !page.body.get("nextBefore").is_some_and(Value::is_null) {
                return Err(fail(
                    format!("limit={length}&before={cursor}"),
                    "nextBefore of the last page",
                    "null",
                    page.describe(),
                ));
            }
            Ok(None)
        }
        .await;
        match checked {
            Ok(Some(reason)) => Verdict::Skip(reason),
            other => verdict(other.map(|_| ())),
        }
    })
}

/// Follows `nextBefore` to the last page: the cursor that led to it (none
/// when it is the first) and its grants, at least two; none when the walk
/// gives up before the end.
async fn last_page(ctx: &mut Context) -> Result<Option<(Option<String>, Vec<Value>)>, Halt> {
    let mut cursor: Option<String> = None;
    for _ in 0..MAX_PAGES {
        let page = list(ctx, WALK_LIMIT, cursor.as_deref()).await?;
        let grants = page
            .body
            .get("grants")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        match page.body.get("nextBefore").and_then(Value::as_str) {
            Some(next) => cursor = Some(next.to_owned()),
            None if grants.len() >= 2 || (cursor.is_some() && !grants.is_empty()) => {
                return Ok(Some((cursor, grants)));
            }
            None => {
                return Err(fail(
                    "the walk over the grants",
                    "a last page holding the grants after its cursor",
                    "at least one grant (two on a first page)",
                    page.describe(),
                ));
            }
        }
    }
    Ok(None)
}

async fn list(ctx: &mut Context, limit: usize, before: Option<&str>) -> Result<Reply, Halt> {
    let path = match before {
        Some(before) => format!("/v1/grants?limit={limit}&before={before}"),
        None => format!("/v1/grants?limit={limit}"),
    };
    let reply = admin_get(ctx, &path).await?;
    reply.expect_status(&path, 200)?;
    Ok(reply)
}

fn id_of(grant: &Value) -> Result<String, Halt> {
    grant
        .get("id")
        .and_then(Value::as_str)
        .map(str::to_owned)
        .ok_or_else(|| {
            fail(
                "listing grants",
                "each grant's id",
                "a string",
                grant.to_string(),
            )
        })
}
