//! `POST /v1/check`: may this token do this? Every answer that reaches a
//! decision is audited, and an `allow` that is not a dry run spends one use
//! on every token of the chain — atomically, together with its audit entry.

use axum::Json;
use axum::extract::State;
use reference_common::{ApiError, JsonBody};
use rusqlite::Connection;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::approvals::{Approval, Status};
use crate::audit::{self, Record};
use crate::error::{ErrorBody, Failure};
use crate::grants::{GrantRow, invalid_scope};
use crate::issued::{self, Inactive, TokenRow};
use crate::scopes::{self, Scope, ScopeText};
use crate::tokens::Claims;
use crate::{AppState, now_ms, now_secs};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CheckRequest {
    /// The agent token (compact JWS) as presented to the tool server.
    pub token: String,
    /// The scope the request needs.
    #[schema(value_type = ScopeText)]
    pub scope: String,
    /// Decide without spending a use or creating an approval.
    #[serde(default)]
    pub dry_run: bool,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CheckResponse {
    pub decision: Verdict,
    /// Reason code of a `deny`: `invalid_token`, `token_expired`,
    /// `token_revoked`, `scope_not_granted`, `uses_exhausted`, `approval_denied`.
    pub reason: Option<&'static str>,
    /// The checked token; null when it did not verify.
    pub jti: Option<String>,
    pub grant_id: Option<String>,
    /// The approval that is pending, was used, or refused the request.
    pub approval_id: Option<String>,
    /// Fewest uses left on any token of the chain after this check.
    pub uses_remaining: Option<i64>,
    /// Sequence number of the audit entry written for this check.
    pub audit_seq: Option<i64>,
}

enum ApprovalStep {
    NotNeeded,
    Use(String),
    Pending(String),
    Create,
    Refused(String),
}

/// The three answers of a check.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    Allow,
    Deny,
    ApprovalRequired,
}

impl Verdict {
    fn as_str(self) -> &'static str {
        match self {
            Verdict::Allow => "allow",
            Verdict::Deny => "deny",
            Verdict::ApprovalRequired => "approval_required",
        }
    }
}

/// What a check decided before anything is written.
struct Decision {
    verdict: Verdict,
    reason: Option<&'static str>,
    token: Option<TokenRow>,
    scope: String,
    dry_run: bool,
    approval: ApprovalStep,
}

impl Decision {
    fn deny(reason: &'static str, token: Option<TokenRow>, scope: String, dry_run: bool) -> Self {
        Decision {
            verdict: Verdict::Deny,
            reason: Some(reason),
            token,
            scope,
            dry_run,
            approval: ApprovalStep::NotNeeded,
        }
    }
}

/// `claims` are the token's, verified before the database is involved so
/// that signature checks run in parallel rather than on the writer thread.
fn decide(
    conn: &Connection,
    claims: Option<Claims>,
    scope: String,
    dry_run: bool,
    wanted: Scope,
    now: i64,
) -> Result<Decision, Failure> {
    let row = match claims {
        Some(claims) => {
            TokenRow::load(conn, &claims.jti)?.filter(|row| row.grant_id == claims.grant)
        }
        None => None,
    };
    let Some(row) = row else {
        return Ok(Decision::deny(
            Inactive::Invalid.code(),
            None,
            scope,
            dry_run,
        ));
    };
    if let Some(why) = row.inactive(now) {
        return Ok(Decision::deny(why.code(), Some(row), scope, dry_run));
    }
    let held: Vec<Scope> = row
        .scopes
        .iter()
        .filter_map(|s| Scope::parse(s).ok())
        .collect();
    if !scopes::any_covers(&held, &wanted) {
        return Ok(Decision::deny(
            "scope_not_granted",
            Some(row),
            scope,
            dry_run,
        ));
    }
    if !issued::chain_has_uses(conn, &row.chain())? {
        return Ok(Decision::deny("uses_exhausted", Some(row), scope, dry_run));
    }
    let grant = GrantRow::load(conn, &row.grant_id)?
        .ok_or_else(|| ApiError::internal("token without grant"))?;
    let gated: Vec<Scope> = grant
        .approval_required
        .iter()
        .filter_map(|s| Scope::parse(s).ok())
        .collect();
    let (verdict, reason, approval) = if !scopes::any_covers(&gated, &wanted) {
        (Verdict::Allow, None, ApprovalStep::NotNeeded)
    } else {
        match Approval::current(conn, &row.jti, &scope)? {
            None => (Verdict::ApprovalRequired, None, ApprovalStep::Create),
            Some(a) => match a.status {
                Status::Pending => (Verdict::ApprovalRequired, None, ApprovalStep::Pending(a.id)),
                Status::Approved => (Verdict::Allow, None, ApprovalStep::Use(a.id)),
                Status::Denied => (
                    Verdict::Deny,
                    Some("approval_denied"),
                    ApprovalStep::Refused(a.id),
                ),
            },
        }
    };
    Ok(Decision {
        verdict,
        reason,
        token: Some(row),
        scope,
        dry_run,
        approval,
    })
}

/// Writes what the decision implies: spent uses, approvals, the audit entry.
fn record(conn: &Connection, mut decision: Decision, now: i64) -> Result<CheckResponse, Failure> {
    let live = !decision.dry_run;
    let chain = decision
        .token
        .as_ref()
        .map(TokenRow::chain)
        .unwrap_or_default();
    if decision.verdict == Verdict::Allow && live && !issued::spend_guarded(conn, &chain)? {
        decision.verdict = Verdict::Deny;
        decision.reason = Some("uses_exhausted");
        decision.approval = ApprovalStep::NotNeeded;
    }
    let approval_id = match (decision.approval, &decision.token) {
        (ApprovalStep::NotNeeded, _) => None,
        (ApprovalStep::Use(id), _) => {
            if live {
                Approval::mark_used(conn, &id, now)?;
            }
            Some(id)
        }
        (ApprovalStep::Pending(id) | ApprovalStep::Refused(id), _) => Some(id),
        (ApprovalStep::Create, Some(token)) if live => Some(Approval::create(
            conn,
            &token.grant_id,
            &token.jti,
            &decision.scope,
            now,
        )?),
        (ApprovalStep::Create, _) => None,
    };
    let uses_remaining = match &decision.token {
        Some(_) => Some(issued::uses_remaining(conn, &chain)?),
        None => None,
    };
    let (jti, grant_id) = match decision.token {
        Some(token) => (Some(token.jti), Some(token.grant_id)),
        None => (None, None),
    };
    let entry = audit::append(
        conn,
        Record {
            grant_id: grant_id.clone(),
            jti: jti.clone(),
            scope: decision.scope,
            dry_run: decision.dry_run,
            decision: decision.verdict.as_str(),
            reason: decision.reason,
            approval_id: approval_id.clone(),
        },
        now_ms(),
    )?;
    Ok(CheckResponse {
        decision: decision.verdict,
        reason: decision.reason,
        jti,
        grant_id,
        approval_id,
        uses_remaining,
        audit_seq: Some(entry.seq),
    })
}

#[utoipa::path(post, path = "/v1/check", operation_id = "check", tag = "check",
    request_body = CheckRequest,
    responses(
        (status = 200, body = CheckResponse,
         description = "the decision; an invalid, expired or revoked token is a `deny`, never a 401",
         links(
            ("approve" = (operation_id = "approve", parameters(("id" = "$response.body#/approvalId")))),
            ("deny" = (operation_id = "deny", parameters(("id" = "$response.body#/approvalId")))),
         )),
        (status = 400, body = ErrorBody, description = "`bad_request` or `invalid_scope`"),
    ))]
pub async fn check(
    State(state): State<AppState>,
    JsonBody(request): JsonBody<CheckRequest>,
) -> Result<Json<CheckResponse>, Failure> {
    // Scope syntax is a client error whatever the token, so it goes first.
    let wanted = Scope::parse(&request.scope).map_err(invalid_scope)?;
    let CheckRequest {
        token,
        scope,
        dry_run,
    } = request;
    let claims = state
        .keys
        .verify(&token)
        .inspect_err(|why| tracing::debug!("check with a refused token: {why}"))
        .ok();
    let now = now_secs();
    let response = state
        .store
        .call(move |conn| {
            let decision = decide(conn, claims, scope, dry_run, wanted, now)?;
            record(conn, decision, now)
        })
        .await?;
    Ok(Json(response))
}
