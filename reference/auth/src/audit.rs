//! The audit log: one entry per check, chained by SHA-256 (AUTH-AUDIT-*).
//!
//! `hash_i = hex(SHA-256(raw(prevHash_i) ‖ canonical(entry_i without "hash")))`
//! where `prevHash_1` is 64 zeros and `canonical` is RFC 8785 (JCS): the
//! members sorted by name, no whitespace, every member present (`null` when
//! empty). The entry struct below declares its fields in that sorted order,
//! so serde writes the canonical form directly.

use axum::Json;
use axum::extract::State;
use reference_common::ApiError;
use rusqlite::{Connection, OptionalExtension, Row, params};
use serde::{Deserialize, Serialize};
use serde_json::json;
use sha2::{Digest, Sha256};
use utoipa::{IntoParams, ToSchema};

use crate::AppState;
use crate::admin::Admin;
use crate::error::{ErrorBody, Failure};
use crate::grants::invalid_scope;
use crate::paging::{self, Params};
use crate::scopes::{Scope, ScopeText};

/// `typ` of the signed audit head.
pub const HEAD_TYP: &str = "touchstone-audit-head";
pub const GENESIS_HASH: &str = "0000000000000000000000000000000000000000000000000000000000000000";

/// One audit entry. Field order is the canonical (sorted) member order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuditEntry {
    /// Approval the check created, found or used.
    pub approval_id: Option<String>,
    /// `allow`, `deny` or `approval_required`.
    pub decision: String,
    pub dry_run: bool,
    /// Null when the token did not verify.
    pub grant_id: Option<String>,
    /// Lowercase hex SHA-256; not part of the canonical form.
    pub hash: String,
    /// Null when the token did not verify.
    pub jti: Option<String>,
    pub prev_hash: String,
    /// Reason code of a `deny`; null otherwise.
    pub reason: Option<String>,
    /// The scope the check asked about.
    pub scope: String,
    /// 1, 2, 3, … without gaps.
    pub seq: i64,
    /// Unix time in milliseconds, never decreasing along the chain.
    pub time_ms: i64,
}

/// `AuditEntry` less `hash`, borrowed: the bytes that get hashed.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Canonical<'a> {
    approval_id: &'a Option<String>,
    decision: &'a str,
    dry_run: bool,
    grant_id: &'a Option<String>,
    jti: &'a Option<String>,
    prev_hash: &'a str,
    reason: &'a Option<String>,
    scope: &'a str,
    seq: i64,
    time_ms: i64,
}

impl AuditEntry {
    pub fn canonical(&self) -> Vec<u8> {
        serde_json::to_vec(&Canonical {
            approval_id: &self.approval_id,
            decision: &self.decision,
            dry_run: self.dry_run,
            grant_id: &self.grant_id,
            jti: &self.jti,
            prev_hash: &self.prev_hash,
            reason: &self.reason,
            scope: &self.scope,
            seq: self.seq,
            time_ms: self.time_ms,
        })
        .expect("audit entries serialise")
    }

    /// The hash this entry should carry, or `None` if `prevHash` is not 64 hex digits.
    pub fn compute_hash(&self) -> Option<String> {
        let prev = hex::decode(&self.prev_hash)
            .ok()
            .filter(|raw| raw.len() == 32)?;
        let mut hasher = Sha256::new();
        hasher.update(&prev);
        hasher.update(self.canonical());
        Some(hex::encode(hasher.finalize()))
    }

    fn from_row(row: &Row<'_>) -> rusqlite::Result<Self> {
        Ok(AuditEntry {
            seq: row.get(0)?,
            time_ms: row.get(1)?,
            grant_id: row.get(2)?,
            jti: row.get(3)?,
            scope: row.get(4)?,
            dry_run: row.get(5)?,
            decision: row.get(6)?,
            reason: row.get(7)?,
            approval_id: row.get(8)?,
            prev_hash: row.get(9)?,
            hash: row.get(10)?,
        })
    }
}

const COLUMNS: &str =
    "seq, time_ms, grant_id, jti, scope, dry_run, decision, reason, approval_id, prev_hash, hash";

/// What a check contributes to its audit entry.
pub struct Record {
    pub grant_id: Option<String>,
    pub jti: Option<String>,
    pub scope: String,
    pub dry_run: bool,
    pub decision: &'static str,
    pub reason: Option<&'static str>,
    pub approval_id: Option<String>,
}

/// Appends an entry at the head of the chain; run it in the check's transaction.
pub fn append(conn: &Connection, record: Record, now_ms: i64) -> Result<AuditEntry, Failure> {
    let head: Option<(i64, i64, String)> = conn
        .prepare_cached("SELECT seq, time_ms, hash FROM audit ORDER BY seq DESC LIMIT 1")?
        .query_row([], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)))
        .optional()?;
    let (seq, time_ms, prev_hash) = match head {
        None => (1, now_ms, GENESIS_HASH.to_owned()),
        Some((seq, time_ms, hash)) => (seq + 1, now_ms.max(time_ms), hash),
    };
    let mut entry = AuditEntry {
        approval_id: record.approval_id,
        decision: record.decision.to_owned(),
        dry_run: record.dry_run,
        grant_id: record.grant_id,
        hash: String::new(),
        jti: record.jti,
        prev_hash,
        reason: record.reason.map(str::to_owned),
        scope: record.scope,
        seq,
        time_ms,
    };
    entry.hash = entry
        .compute_hash()
        .ok_or_else(|| ApiError::internal("the audit head hash is not 64 hex digits"))?;
    conn.prepare_cached(&format!(
        "INSERT INTO audit ({COLUMNS}) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)"
    ))?
    .execute(params![
        entry.seq,
        entry.time_ms,
        entry.grant_id,
        entry.jti,
        entry.scope,
        entry.dry_run,
        entry.decision,
        entry.reason,
        entry.approval_id,
        entry.prev_hash,
        entry.hash,
    ])?;
    Ok(entry)
}

#[derive(Debug, Serialize, ToSchema, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct Verification {
    /// True when every entry links and hashes correctly.
    pub valid: bool,
    /// Number of entries examined.
    pub entries: i64,
    /// Sequence number and hash of the last entry (null for an empty log).
    pub head_seq: Option<i64>,
    pub head_hash: Option<String>,
    /// First entry that fails, when `valid` is false.
    pub first_invalid_seq: Option<i64>,
    /// What is wrong with that entry.
    pub problem: Option<String>,
    /// Compact JWS (`typ` `touchstone-audit-head`, signed with the key of
    /// the key set) over `{"headHash":…,"headSeq":…}`, for clients that keep
    /// a head to detect a truncated or rewritten log later; null when there
    /// is no valid head.
    pub head_signature: Option<String>,
}

/// Checks a chain from its genesis: contiguous sequence numbers from 1,
/// each `prevHash` equal to the previous `hash` (genesis: 64 zeros), each
/// `hash` recomputed, time never decreasing.
pub fn verify_chain(entries: &[AuditEntry]) -> Verification {
    let mut prev_hash = GENESIS_HASH;
    let mut prev_time = i64::MIN;
    for (i, entry) in entries.iter().enumerate() {
        let problem = if entry.seq != i as i64 + 1 {
            Some(format!("expected sequence number {}", i + 1))
        } else if entry.prev_hash != prev_hash {
            Some("prevHash does not match the previous entry's hash".to_owned())
        } else if entry.compute_hash().as_deref() != Some(entry.hash.as_str()) {
            Some("hash does not match the entry's content".to_owned())
        } else if entry.time_ms < prev_time {
            Some("time goes backwards".to_owned())
        } else {
            None
        };
        if let Some(problem) = problem {
            return Verification {
                valid: false,
                entries: entries.len() as i64,
                head_seq: None,
                head_hash: None,
                first_invalid_seq: Some(i as i64 + 1),
                problem: Some(problem),
                head_signature: None,
            };
        }
        prev_hash = &entry.hash;
        prev_time = entry.time_ms;
    }
    Verification {
        valid: true,
        entries: entries.len() as i64,
        head_seq: entries.last().map(|e| e.seq),
        head_hash: entries.last().map(|e| e.hash.clone()),
        first_invalid_seq: None,
        problem: None,
        head_signature: None,
    }
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct AuditQuery {
    /// Only entries with a greater sequence number (default 0).
    #[param(minimum = 0, default = 0)]
    pub after: Option<i64>,
    /// Page size, 1–500 (default 50).
    #[param(minimum = 1, maximum = 500, default = 50)]
    pub limit: Option<i64>,
    /// Only entries whose checked scope is exactly this scope.
    #[param(value_type = Option<ScopeText>)]
    pub scope: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuditPage {
    /// In sequence order.
    pub entries: Vec<AuditEntry>,
    /// Pass as `after` for the next page; null on the last page.
    pub next_after: Option<i64>,
}

#[utoipa::path(get, path = "/v1/audit", operation_id = "listAudit", tag = "audit",
    params(AuditQuery),
    responses(
        (status = 200, body = AuditPage, description = "one page of audit entries in sequence order"),
        (status = 400, body = ErrorBody, description = "`bad_request` or `invalid_scope`"),
        (status = 401, body = ErrorBody, description = "`unauthorized`"),
    ),
    security(("admin" = [])))]
pub async fn list_audit(
    _: Admin,
    State(state): State<AppState>,
    Params(query): Params<AuditQuery>,
) -> Result<Json<AuditPage>, Failure> {
    let limit = paging::limit(query.limit)?;
    let after = query.after.unwrap_or(0);
    if after < 0 {
        return Err(ApiError::bad_request("after must not be negative").into());
    }
    let scope = query
        .scope
        .map(|s| Scope::parse(&s).map(|s| s.to_string()))
        .transpose()
        .map_err(invalid_scope)?;
    let mut entries = state
        .store
        .call(move |conn| {
            let mut stmt = conn.prepare(&format!(
                "SELECT {COLUMNS} FROM audit WHERE seq > ?1 AND (?2 IS NULL OR scope = ?2) \
                 ORDER BY seq LIMIT ?3"
            ))?;
            let rows = stmt.query_map(params![after, scope, limit + 1], AuditEntry::from_row)?;
            Ok(rows.collect::<Result<Vec<_>, _>>()?)
        })
        .await?;
    let more = entries.len() as i64 > limit;
    entries.truncate(limit as usize);
    let next_after = if more {
        entries.last().map(|e| e.seq)
    } else {
        None
    };
    Ok(Json(AuditPage {
        entries,
        next_after,
    }))
}

#[utoipa::path(get, path = "/v1/audit/verify", operation_id = "verifyAudit", tag = "audit",
    responses(
        (status = 200, body = Verification, description = "the result of verifying the whole chain"),
        (status = 401, body = ErrorBody, description = "`unauthorized`"),
    ),
    security(("admin" = [])))]
pub async fn verify_audit(
    _: Admin,
    State(state): State<AppState>,
) -> Result<Json<Verification>, Failure> {
    let entries = state
        .store
        .call(|conn| {
            let mut stmt = conn.prepare(&format!("SELECT {COLUMNS} FROM audit ORDER BY seq"))?;
            let rows = stmt.query_map([], AuditEntry::from_row)?;
            Ok(rows.collect::<Result<Vec<_>, _>>()?)
        })
        .await?;
    let mut verification = verify_chain(&entries);
    if let (true, Some(seq), Some(hash)) = (
        verification.valid,
        verification.head_seq,
        &verification.head_hash,
    ) {
        let head = serde_json::to_vec(&json!({"headHash": hash, "headSeq": seq}))?;
        verification.head_signature = Some(state.keys.sign_compact(HEAD_TYP, &head));
    }
    Ok(Json(verification))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Store;

    fn record(n: usize) -> Record {
        Record {
            grant_id: Some("grt_1".into()),
            jti: (n % 2 == 0).then(|| "tok_1".into()),
            scope: format!("files:read:f{n}"),
            dry_run: n % 3 == 0,
            decision: "allow",
            reason: None,
            approval_id: None,
        }
    }

    async fn chain(n: usize) -> Vec<AuditEntry> {
        let store = Store::open(None).unwrap();
        store
            .call(move |conn| {
                (0..n)
                    .map(|i| append(conn, record(i), 1000 + i as i64))
                    .collect()
            })
            .await
            .unwrap()
    }

    #[test]
    fn canonical_form_is_sorted_compact_and_hash_free() {
        let entry = AuditEntry {
            approval_id: None,
            decision: "deny".into(),
            dry_run: true,
            grant_id: None,
            hash: "ignored".into(),
            jti: None,
            prev_hash: GENESIS_HASH.into(),
            reason: Some("invalid_token".into()),
            scope: "a:b".into(),
            seq: 1,
            time_ms: 5,
        };
        let text = String::from_utf8(entry.canonical()).unwrap();
        assert_eq!(
            text,
            format!(
                r#"{{"approvalId":null,"decision":"deny","dryRun":true,"grantId":null,"jti":null,"prevHash":"{GENESIS_HASH}","reason":"invalid_token","scope":"a:b","seq":1,"timeMs":5}}"#
            )
        );
        // Independent recomputation: SHA-256(32 zero bytes ‖ canonical bytes).
        let mut bytes = vec![0u8; 32];
        bytes.extend_from_slice(text.as_bytes());
        assert_eq!(
            entry.compute_hash().unwrap(),
            hex::encode(Sha256::digest(&bytes))
        );
    }

    #[tokio::test]
    async fn an_untouched_chain_verifies() {
        let entries = chain(6).await;
        assert_eq!(entries[0].prev_hash, GENESIS_HASH);
        let result = verify_chain(&entries);
        assert!(result.valid, "{result:?}");
        assert_eq!(result.head_seq, Some(6));
        assert_eq!(result.head_hash.as_deref(), Some(entries[5].hash.as_str()));
        assert!(verify_chain(&[]).valid);
    }

    #[tokio::test]
    async fn every_mutation_is_reported_at_the_first_bad_entry() {
        let entries = chain(6).await;
        let bad_at = |mutated: Vec<AuditEntry>| verify_chain(&mutated).first_invalid_seq;

        let mut flipped = entries.clone();
        flipped[2].decision = "deny".into();
        assert_eq!(bad_at(flipped), Some(3));

        let mut rehashed = entries.clone();
        rehashed[2].scope = "files:write".into();
        rehashed[2].hash = rehashed[2].compute_hash().unwrap();
        assert_eq!(bad_at(rehashed), Some(4));

        let mut deleted = entries.clone();
        deleted.remove(3);
        assert_eq!(bad_at(deleted), Some(4));

        let mut swapped = entries.clone();
        swapped.swap(1, 2);
        assert_eq!(bad_at(swapped), Some(2));

        let mut duplicated = entries.clone();
        duplicated.insert(2, entries[1].clone());
        assert_eq!(bad_at(duplicated), Some(3));

        let mut backwards = entries.clone();
        backwards[4].time_ms = 0;
        backwards[4].hash = backwards[4].compute_hash().unwrap();
        backwards[5].prev_hash = backwards[4].hash.clone();
        backwards[5].hash = backwards[5].compute_hash().unwrap();
        assert_eq!(bad_at(backwards), Some(5));

        let mut bad_genesis = entries.clone();
        bad_genesis[0].prev_hash = "ff".repeat(32);
        assert_eq!(bad_at(bad_genesis), Some(1));
    }

    #[tokio::test]
    async fn time_never_decreases_even_if_the_clock_does() {
        let store = Store::open(None).unwrap();
        let entries = store
            .call(|conn| {
                Ok(vec![
                    append(conn, record(0), 5000)?,
                    append(conn, record(1), 10)?,
                ])
            })
            .await
            .unwrap();
        assert_eq!(entries[1].time_ms, 5000);
        assert!(verify_chain(&entries).valid);
    }
}
