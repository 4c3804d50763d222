//! Fetching the audit log page by page and the server's own verification.

use conformance_engine::Context;
use serde_json::Value;

use crate::support::{Halt, admin_get, fail};

/// Largest page the spec allows (AUTH-PAGE-1).
pub const PAGE_LIMIT: usize = 500;

/// Every entry after `after` (0: the whole log), following `nextAfter`;
/// `scope` filters by exact scope.
pub async fn download(
    ctx: &mut Context,
    after: u64,
    scope: Option<&str>,
) -> Result<Vec<Value>, Halt> {
    let mut entries = Vec::new();
    let mut cursor = after;
    loop {
        let mut path = format!("/v1/audit?limit={PAGE_LIMIT}&after={cursor}");
        if let Some(scope) = scope {
            path.push_str(&format!("&scope={}", encode_query(scope)));
        }
        let reply = admin_get(ctx, &path).await?;
        reply.expect_status("list audit", 200)?;
        let page = reply
            .body
            .get("entries")
            .and_then(Value::as_array)
            .ok_or_else(|| fail("list audit", "`entries` array", "present", reply.describe()))?;
        if page.len() > PAGE_LIMIT {
            return Err(fail(
                "list audit",
                "page size",
                format!("at most {PAGE_LIMIT}"),
                page.len().to_string(),
            ));
        }
        let last_seq = page
            .last()
            .and_then(|e| e.get("seq"))
            .and_then(Value::as_u64);
        let next = reply.body.get("nextAfter").cloned().unwrap_or(Value::Null);
        entries.extend(page.iter().cloned());
        match next {
            Value::Null => return Ok(entries),
            Value::Number(n) if n.as_u64() > Some(cursor) && n.as_u64() == last_seq => {
                cursor = n.as_u64().unwrap_or(cursor);
            }
            other => {
                return Err(fail(
                    format!("list audit after={cursor}"),
                    "nextAfter is null on the last page, else the last seq of the page",
                    format!("null or {last_seq:?}"),
                    other.to_string(),
                ));
            }
        }
    }
}

/// `GET /v1/audit/verify`.
pub async fn server_verify(ctx: &mut Context) -> Result<Value, Halt> {
    let reply = admin_get(ctx, "/v1/audit/verify").await?;
    reply.expect_status("verify audit", 200)?;
    Ok(reply.body)
}

/// Percent-encodes a query value (scopes hold only unreserved characters,
/// `:` and `*`, but a filter may carry anything).
fn encode_query(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' | b':' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}
