//! Grants: a principal delegates scopes to an agent and receives the root token.

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use reference_common::{ApiError, JsonBody, PathParam};
use rusqlite::{Connection, OptionalExtension, Row, params};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::admin::Admin;
use crate::error::{ErrorBody, Failure};
use crate::issued::{TokenRow, TokenView};
use crate::paging::{self, Params};
use crate::scopes::ScopeText;
use crate::{AppState, new_id, now_secs, scopes};

pub const DEFAULT_EXPIRES_IN: i64 = 3600;
pub const MAX_EXPIRES_IN: i64 = 30 * 24 * 3600;
pub const DEFAULT_MAX_USES: i64 = 100;
pub const MAX_USES: i64 = 1_000_000;
pub const DEFAULT_MAX_DEPTH: i64 = 8;
pub const MAX_DEPTH: i64 = 16;
const MAX_AGENT_LEN: usize = 128;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CreateGrant {
    /// Who the scopes are delegated to; 1–128 characters.
    #[schema(min_length = 1, max_length = 128)]
    pub agent: String,
    /// Scopes delegated; 1–64 of them.
    #[schema(value_type = Vec<ScopeText>, min_items = 1, max_items = 64)]
    pub scopes: Vec<String>,
    /// Checks whose scope one of these covers need a principal's approval.
    #[serde(default)]
    #[schema(value_type = Vec<ScopeText>, max_items = 64)]
    pub approval_required: Vec<String>,
    /// Lifetime of the root token in seconds (1–2592000, default 3600).
    #[schema(minimum = 1, maximum = 2592000, default = 3600)]
    pub expires_in: Option<i64>,
    /// Use limit of the root token (1–1000000, default 100).
    #[schema(minimum = 1, maximum = 1000000, default = 100)]
    pub max_uses: Option<i64>,
    /// Deepest attenuation allowed below the root token (0–16, default 8).
    #[schema(minimum = 0, maximum = 16, default = 8)]
    pub max_depth: Option<i64>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GrantView {
    pub id: String,
    pub agent: String,
    pub scopes: Vec<String>,
    pub approval_required: Vec<String>,
    pub created_at: i64,
    pub expires_at: i64,
    pub max_uses: i64,
    pub max_depth: i64,
    pub root_jti: String,
    /// `active`, `revoked` or `expired`.
    pub status: &'static str,
    pub revoked_at: Option<i64>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CreatedGrant {
    #[serde(flatten)]
    pub grant: GrantView,
    /// The root token (compact JWS); shown only here.
    pub token: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GrantWithTokens {
    #[serde(flatten)]
    pub grant: GrantView,
    /// Every token issued under the grant, in issue order.
    pub tokens: Vec<TokenView>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GrantPage {
    /// Newest first.
    pub grants: Vec<GrantView>,
    /// Pass as `before` for the next page; null on the last page.
    pub next_before: Option<String>,
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct GrantQuery {
    /// Page size, 1–500 (default 50).
    #[param(minimum = 1, maximum = 500, default = 50)]
    pub limit: Option<i64>,
    /// Only grants created before the grant with this id.
    pub before: Option<String>,
}

/// Jtis a revocation call revoked, the named token (if it was still active) first.
#[derive(Debug, Serialize, ToSchema)]
pub struct Revoked {
    pub revoked: Vec<String>,
}

/// A grant as stored; scopes are JSON arrays in their columns.
pub struct GrantRow {
    pub id: String,
    pub agent: String,
    pub scopes: Vec<String>,
    pub approval_required: Vec<String>,
    pub created_at: i64,
    pub expires_at: i64,
    pub max_uses: i64,
    pub max_depth: i64,
    pub root_jti: String,
    pub revoked_at: Option<i64>,
}

const COLUMNS: &str = "id, agent, scopes, approval_required, created_at, expires_at, max_uses, \
                       max_depth, root_jti, revoked_at";

impl GrantRow {
    fn from_row(row: &Row<'_>) -> rusqlite::Result<(Self, String, String)> {
        Ok((
            GrantRow {
                id: row.get(0)?,
                agent: row.get(1)?,
                scopes: Vec::new(),
                approval_required: Vec::new(),
                created_at: row.get(4)?,
                expires_at: row.get(5)?,
                max_uses: row.get(6)?,
                max_depth: row.get(7)?,
                root_jti: row.get(8)?,
                revoked_at: row.get(9)?,
            },
            row.get(2)?,
            row.get(3)?,
        ))
    }

    fn decode((mut grant, scopes, approval): (Self, String, String)) -> Result<Self, Failure> {
        grant.scopes = serde_json::from_str(&scopes)?;
        grant.approval_required = serde_json::from_str(&approval)?;
        Ok(grant)
    }

    pub fn load(conn: &Connection, id: &str) -> Result<Option<Self>, Failure> {
        conn.prepare_cached(&format!("SELECT {COLUMNS} FROM grants WHERE id = ?1"))?
            .query_row([id], Self::from_row)
            .optional()?
            .map(Self::decode)
            .transpose()
    }

    fn view(&self, now: i64) -> GrantView {
        let status = if self.revoked_at.is_some() {
            "revoked"
        } else if now >= self.expires_at {
            "expired"
        } else {
            "active"
        };
        GrantView {
            id: self.id.clone(),
            agent: self.agent.clone(),
            scopes: self.scopes.clone(),
            approval_required: self.approval_required.clone(),
            created_at: self.created_at,
            expires_at: self.expires_at,
            max_uses: self.max_uses,
            max_depth: self.max_depth,
            root_jti: self.root_jti.clone(),
            status,
            revoked_at: self.revoked_at,
        }
    }
}

fn in_range(
    name: &str,
    value: Option<i64>,
    default: i64,
    min: i64,
    max: i64,
) -> Result<i64, ApiError> {
    let value = value.unwrap_or(default);
    if (min..=max).contains(&value) {
        Ok(value)
    } else {
        Err(ApiError::bad_request(format!(
            "{name} must be between {min} and {max}"
        )))
    }
}

pub fn invalid_scope(err: scopes::ScopeError) -> ApiError {
    ApiError::new(StatusCode::BAD_REQUEST, "invalid_scope", err.to_string())
}

impl CreateGrant {
    fn into_row(self, now: i64) -> Result<GrantRow, ApiError> {
        if self.agent.is_empty() || self.agent.chars().count() > MAX_AGENT_LEN {
            return Err(ApiError::bad_request("agent must have 1 to 128 characters"));
        }
        let expires_in = in_range(
            "expiresIn",
            self.expires_in,
            DEFAULT_EXPIRES_IN,
            1,
            MAX_EXPIRES_IN,
        )?;
        let max_uses = in_range("maxUses", self.max_uses, DEFAULT_MAX_USES, 1, MAX_USES)?;
        let max_depth = in_range("maxDepth", self.max_depth, DEFAULT_MAX_DEPTH, 0, MAX_DEPTH)?;
        scopes::parse_list(&self.scopes).map_err(invalid_scope)?;
        if !self.approval_required.is_empty() {
            scopes::parse_list(&self.approval_required).map_err(invalid_scope)?;
        }
        Ok(GrantRow {
            id: new_id("grt"),
            agent: self.agent,
            scopes: self.scopes,
            approval_required: self.approval_required,
            created_at: now,
            expires_at: now + expires_in,
            max_uses,
            max_depth,
            root_jti: new_id("tok"),
            revoked_at: None,
        })
    }
}

#[utoipa::path(post, path = "/v1/grants", operation_id = "createGrant", tag = "grants",
    request_body = CreateGrant,
    responses(
        (status = 201, body = CreatedGrant, description = "the grant with its root token",
         links(
            ("getGrant" = (operation_id = "getGrant", parameters(("id" = "$response.body#/id")))),
            ("revokeGrant" = (operation_id = "revokeGrant", parameters(("id" = "$response.body#/id")))),
         )),
        (status = 400, body = ErrorBody, description = "`bad_request` or `invalid_scope`"),
        (status = 401, body = ErrorBody, description = "`unauthorized`"),
    ),
    security(("admin" = [])))]
pub async fn create_grant(
    _: Admin,
    State(state): State<AppState>,
    JsonBody(request): JsonBody<CreateGrant>,
) -> Result<(StatusCode, Json<CreatedGrant>), Failure> {
    let now = now_secs();
    let grant = request.into_row(now)?;
    let root = TokenRow {
        jti: grant.root_jti.clone(),
        grant_id: grant.id.clone(),
        parent: None,
        ancestors: Vec::new(),
        depth: 0,
        scopes: grant.scopes.clone(),
        created_at: now,
        expires_at: grant.expires_at,
        max_uses: grant.max_uses,
        uses_spent: 0,
        revoked_at: None,
    };
    let token = state.keys.sign(&root.claims(&grant.agent));
    let view = grant.view(now);
    state
        .store
        .call(move |conn| {
            conn.execute(
                &format!("INSERT INTO grants ({COLUMNS}) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)"),
                params![
                    grant.id,
                    grant.agent,
                    serde_json::to_string(&grant.scopes)?,
                    serde_json::to_string(&grant.approval_required)?,
                    grant.created_at,
                    grant.expires_at,
                    grant.max_uses,
                    grant.max_depth,
                    grant.root_jti,
                    grant.revoked_at,
                ],
            )?;
            root.insert(conn)?;
            Ok(())
        })
        .await?;
    Ok((
        StatusCode::CREATED,
        Json(CreatedGrant { grant: view, token }),
    ))
}

#[utoipa::path(get, path = "/v1/grants", operation_id = "listGrants", tag = "grants",
    params(GrantQuery),
    responses(
        (status = 200, body = GrantPage, description = "one page of grants, newest first"),
        (status = 400, body = ErrorBody, description = "`bad_request`"),
        (status = 401, body = ErrorBody, description = "`unauthorized`"),
    ),
    security(("admin" = [])))]
pub async fn list_grants(
    _: Admin,
    State(state): State<AppState>,
    Params(query): Params<GrantQuery>,
) -> Result<Json<GrantPage>, Failure> {
    let limit = paging::limit(query.limit)?;
    let page = state
        .store
        .call(move |conn| {
            let before = match &query.before {
                None => i64::MAX,
                Some(id) => conn
                    .query_row("SELECT seq FROM grants WHERE id = ?1", [id], |row| {
                        row.get(0)
                    })
                    .optional()?
                    .ok_or_else(|| ApiError::bad_request("`before` names no grant"))?,
            };
            let mut stmt = conn.prepare(&format!(
                "SELECT {COLUMNS} FROM grants WHERE seq < ?1 ORDER BY seq DESC LIMIT ?2"
            ))?;
            let rows = stmt.query_map(params![before, limit + 1], GrantRow::from_row)?;
            rows.map(|row| GrantRow::decode(row?))
                .collect::<Result<Vec<_>, Failure>>()
        })
        .await?;
    let now = now_secs();
    let more = page.len() as i64 > limit;
    let grants: Vec<GrantView> = page
        .iter()
        .take(limit as usize)
        .map(|g| g.view(now))
        .collect();
    let next_before = if more {
        grants.last().map(|g| g.id.clone())
    } else {
        None
    };
    Ok(Json(GrantPage {
        grants,
        next_before,
    }))
}

#[utoipa::path(get, path = "/v1/grants/{id}", operation_id = "getGrant", tag = "grants",
    params(("id" = String, Path, description = "grant id")),
    responses(
        (status = 200, body = GrantWithTokens, description = "the grant and every token issued under it"),
        (status = 401, body = ErrorBody, description = "`unauthorized`"),
        (status = 404, body = ErrorBody, description = "`not_found`"),
    ),
    security(("admin" = [])))]
pub async fn get_grant(
    _: Admin,
    State(state): State<AppState>,
    PathParam(id): PathParam<String>,
) -> Result<Json<GrantWithTokens>, Failure> {
    let (grant, tokens) = state
        .store
        .call(move |conn| {
            let grant = GrantRow::load(conn, &id)?.ok_or_else(no_grant)?;
            let tokens = TokenRow::for_grant(conn, &id)?;
            Ok((grant, tokens))
        })
        .await?;
    let now = now_secs();
    Ok(Json(GrantWithTokens {
        grant: grant.view(now),
        tokens: tokens.iter().map(|t| t.view(now)).collect(),
    }))
}

#[utoipa::path(post, path = "/v1/grants/{id}/revoke", operation_id = "revokeGrant", tag = "grants",
    params(("id" = String, Path, description = "grant id")),
    responses(
        (status = 200, body = Revoked, description = "the jtis this call revoked"),
        (status = 401, body = ErrorBody, description = "`unauthorized`"),
        (status = 404, body = ErrorBody, description = "`not_found`"),
    ),
    security(("admin" = [])))]
pub async fn revoke_grant(
    _: Admin,
    State(state): State<AppState>,
    PathParam(id): PathParam<String>,
) -> Result<Json<Revoked>, Failure> {
    let now = now_secs();
    let revoked = state
        .store
        .call(move |conn| {
            if GrantRow::load(conn, &id)?.is_none() {
                return Err(no_grant().into());
            }
            conn.execute(
                "UPDATE grants SET revoked_at = ?2 WHERE id = ?1 AND revoked_at IS NULL",
                params![id, now],
            )?;
            let mut stmt = conn.prepare(
                "UPDATE tokens SET revoked_at = ?2 WHERE grant_id = ?1 AND revoked_at IS NULL \
                 RETURNING seq, jti",
            )?;
            let mut revoked: Vec<(i64, String)> = stmt
                .query_map(params![id, now], |row| Ok((row.get(0)?, row.get(1)?)))?
                .collect::<Result<_, _>>()?;
            revoked.sort();
            let revoked: Vec<String> = revoked.into_iter().map(|(_, jti)| jti).collect();
            Ok(revoked)
        })
        .await?;
    Ok(Json(Revoked { revoked }))
}

fn no_grant() -> ApiError {
    ApiError::not_found("no such grant")
}
