//! Approvals: a check on a scope the grant marks `approvalRequired` waits for
//! the principal. An approval is bound to one token (jti) and one scope; an
//! approved one authorises exactly one allowed check, a denied one is final.

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use reference_common::{ApiError, PathParam};
use rusqlite::{Connection, OptionalExtension, Row, params};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::admin::Admin;
use crate::error::{ErrorBody, Failure};
use crate::grants::invalid_scope;
use crate::paging::{self, Params};
use crate::scopes::{Scope, ScopeText};
use crate::{AppState, new_id, now_secs};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    Pending,
    Approved,
    Denied,
}

impl Status {
    fn as_str(self) -> &'static str {
        match self {
            Status::Pending => "pending",
            Status::Approved => "approved",
            Status::Denied => "denied",
        }
    }

    fn parse(text: &str) -> rusqlite::Result<Self> {
        match text {
            "pending" => Ok(Status::Pending),
            "approved" => Ok(Status::Approved),
            "denied" => Ok(Status::Denied),
            other => Err(rusqlite::Error::InvalidColumnType(
                0,
                format!("approval status {other:?}"),
                rusqlite::types::Type::Text,
            )),
        }
    }
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Approval {
    pub id: String,
    pub grant_id: String,
    /// The token whose check asked for the approval.
    pub jti: String,
    /// The scope that check asked about.
    pub scope: String,
    pub status: Status,
    pub created_at: i64,
    pub decided_at: Option<i64>,
    /// When an approved approval let a check through; null until then.
    pub used_at: Option<i64>,
}

const COLUMNS: &str = "id, grant_id, jti, scope, status, created_at, decided_at, used_at";

impl Approval {
    fn from_row(row: &Row<'_>) -> rusqlite::Result<Self> {
        Ok(Approval {
            id: row.get(0)?,
            grant_id: row.get(1)?,
            jti: row.get(2)?,
            scope: row.get(3)?,
            status: Status::parse(&row.get::<_, String>(4)?)?,
            created_at: row.get(5)?,
            decided_at: row.get(6)?,
            used_at: row.get(7)?,
        })
    }

    fn load(conn: &Connection, id: &str) -> Result<Option<Self>, Failure> {
        Ok(conn
            .query_row(
                &format!("SELECT {COLUMNS} FROM approvals WHERE id = ?1"),
                [id],
                Self::from_row,
            )
            .optional()?)
    }

    /// The approval that governs checks of `jti` on `scope`: the newest one
    /// not yet used up.
    pub fn current(conn: &Connection, jti: &str, scope: &str) -> Result<Option<Self>, Failure> {
        Ok(conn
            .query_row(
                &format!(
                    "SELECT {COLUMNS} FROM approvals WHERE jti = ?1 AND scope = ?2 AND used_at IS NULL \
                     ORDER BY seq DESC LIMIT 1"
                ),
                [jti, scope],
                Self::from_row,
            )
            .optional()?)
    }

    pub fn create(
        conn: &Connection,
        grant_id: &str,
        jti: &str,
        scope: &str,
        now: i64,
    ) -> Result<String, Failure> {
        let id = new_id("apr");
        conn.execute(
            "INSERT INTO approvals (id, grant_id, jti, scope, status, created_at) VALUES (?1, ?2, ?3, ?4, 'pending', ?5)",
            params![id, grant_id, jti, scope, now],
        )?;
        Ok(id)
    }

    pub fn mark_used(conn: &Connection, id: &str, now: i64) -> Result<(), Failure> {
        conn.execute(
            "UPDATE approvals SET used_at = ?2 WHERE id = ?1 AND used_at IS NULL",
            params![id, now],
        )?;
        Ok(())
    }
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct ApprovalQuery {
    /// Only approvals in this state.
    pub status: Option<Status>,
    /// Only approvals for exactly this scope.
    #[param(value_type = Option<ScopeText>)]
    pub scope: Option<String>,
    /// Only approvals created after the approval with this id.
    pub after: Option<String>,
    /// Page size, 1–500 (default 50).
    #[param(minimum = 1, maximum = 500, default = 50)]
    pub limit: Option<i64>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ApprovalPage {
    /// Oldest first.
    pub approvals: Vec<Approval>,
    /// Pass as `after` for the next page; null on the last page.
    pub next_after: Option<String>,
}

#[utoipa::path(get, path = "/v1/approvals", operation_id = "listApprovals", tag = "approvals",
    params(ApprovalQuery),
    responses(
        (status = 200, body = ApprovalPage, description = "one page of approvals, oldest first",
         links(
            ("approve" = (operation_id = "approve", parameters(("id" = "$response.body#/approvals/0/id")))),
            ("deny" = (operation_id = "deny", parameters(("id" = "$response.body#/approvals/0/id")))),
         )),
        (status = 400, body = ErrorBody, description = "`bad_request` or `invalid_scope`"),
        (status = 401, body = ErrorBody, description = "`unauthorized`"),
    ),
    security(("admin" = [])))]
pub async fn list_approvals(
    _: Admin,
    State(state): State<AppState>,
    Params(query): Params<ApprovalQuery>,
) -> Result<Json<ApprovalPage>, Failure> {
    let limit = paging::limit(query.limit)?;
    let scope = query
        .scope
        .map(|s| Scope::parse(&s).map(|s| s.to_string()))
        .transpose()
        .map_err(invalid_scope)?;
    let status = query.status.map(Status::as_str);
    let mut approvals = state
        .store
        .call(move |conn| {
            let after: i64 = match &query.after {
                None => 0,
                Some(id) => conn
                    .query_row("SELECT seq FROM approvals WHERE id = ?1", [id], |row| {
                        row.get(0)
                    })
                    .optional()?
                    .ok_or_else(|| ApiError::bad_request("`after` names no approval"))?,
            };
            let mut stmt = conn.prepare(&format!(
                "SELECT {COLUMNS} FROM approvals
                 WHERE seq > ?1 AND (?2 IS NULL OR status = ?2) AND (?3 IS NULL OR scope = ?3)
                 ORDER BY seq LIMIT ?4"
            ))?;
            let rows =
                stmt.query_map(params![after, status, scope, limit + 1], Approval::from_row)?;
            Ok(rows.collect::<Result<Vec<_>, _>>()?)
        })
        .await?;
    let more = approvals.len() as i64 > limit;
    approvals.truncate(limit as usize);
    let next_after = if more {
        approvals.last().map(|a| a.id.clone())
    } else {
        None
    };
    Ok(Json(ApprovalPage {
        approvals,
        next_after,
    }))
}

#[utoipa::path(post, path = "/v1/approvals/{id}/approve", operation_id = "approve", tag = "approvals",
    params(("id" = String, Path, description = "approval id")),
    responses(
        (status = 200, body = Approval, description = "the updated approval"),
        (status = 401, body = ErrorBody, description = "`unauthorized`"),
        (status = 404, body = ErrorBody, description = "`not_found`"),
        (status = 409, body = ErrorBody, description = "`already_decided`"),
    ),
    security(("admin" = [])))]
pub async fn approve(
    _: Admin,
    State(state): State<AppState>,
    PathParam(id): PathParam<String>,
) -> Result<Json<Approval>, Failure> {
    decide(state, id, Status::Approved).await
}

#[utoipa::path(post, path = "/v1/approvals/{id}/deny", operation_id = "deny", tag = "approvals",
    params(("id" = String, Path, description = "approval id")),
    responses(
        (status = 200, body = Approval, description = "the updated approval"),
        (status = 401, body = ErrorBody, description = "`unauthorized`"),
        (status = 404, body = ErrorBody, description = "`not_found`"),
        (status = 409, body = ErrorBody, description = "`already_decided`"),
    ),
    security(("admin" = [])))]
pub async fn deny(
    _: Admin,
    State(state): State<AppState>,
    PathParam(id): PathParam<String>,
) -> Result<Json<Approval>, Failure> {
    decide(state, id, Status::Denied).await
}

async fn decide(state: AppState, id: String, outcome: Status) -> Result<Json<Approval>, Failure> {
    let now = now_secs();
    let approval = state
        .store
        .call(move |conn| {
            let approval = Approval::load(conn, &id)?
                .ok_or_else(|| ApiError::not_found("no such approval"))?;
            if approval.status != Status::Pending {
                return Err(ApiError::new(
                    StatusCode::CONFLICT,
                    "already_decided",
                    format!("the approval is already {}", approval.status.as_str()),
                )
                .into());
            }
            conn.execute(
                "UPDATE approvals SET status = ?2, decided_at = ?3 WHERE id = ?1",
                params![id, outcome.as_str(), now],
            )?;
            let updated = Approval::load(conn, &id)?
                .ok_or_else(|| ApiError::internal("approval vanished"))?;
            Ok(updated)
        })
        .await?;
    Ok(Json(approval))
}
