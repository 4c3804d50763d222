//! What an agent does with a token it holds: derive a narrower child
//! (attenuate), ask whether it is active (introspect), revoke it.

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use reference_common::{ApiError, JsonBody};
use serde::{Deserialize, Serialize};
use utoipa::openapi::RefOr;
use utoipa::openapi::schema::{
    AdditionalProperties, AllOfBuilder, ObjectBuilder, OneOfBuilder, Schema, SchemaType, Type,
};
use utoipa::{PartialSchema, ToSchema};

use crate::admin::MaybeAdmin;
use crate::error::{ErrorBody, Failure};
use crate::grants::{GrantRow, MAX_USES, Revoked, invalid_scope};
use crate::issued::{self, Inactive, TokenRow};
use crate::scopes::{self, Scope, ScopeText};
use crate::{AppState, new_id, now_secs};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AttenuateRequest {
    /// The parent token.
    pub token: String,
    /// Scopes of the child; each must be covered by one scope of the parent.
    #[schema(value_type = Vec<ScopeText>, min_items = 1, max_items = 64)]
    pub scopes: Vec<String>,
    /// Lifetime of the child in seconds; default: the parent's expiry.
    #[schema(minimum = 1)]
    pub expires_in: Option<i64>,
    /// Use limit of the child (at most 1000000); default: the parent's use limit.
    #[schema(minimum = 1, maximum = 1000000)]
    pub max_uses: Option<i64>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AttenuatedToken {
    /// The child token (compact JWS).
    pub token: String,
    pub jti: String,
    pub parent: String,
    pub grant_id: String,
    pub scopes: Vec<String>,
    pub expires_at: i64,
    pub max_uses: i64,
    pub depth: i64,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct TokenBody {
    pub token: String,
}

/// `{"active": false, "reason": …}` for a token that is not active; every
/// other member is present exactly when `active` is true.
#[derive(Debug, Default, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Introspection {
    pub active: bool,
    /// `invalid_token`, `token_expired` or `token_revoked`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub jti: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub grant_id: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub agent: Option<String>,
    /// Null for a root token.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub parent: Option<Option<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ancestors: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub scopes: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub expires_at: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max_uses: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub uses_spent: Option<i64>,
    /// Fewest uses left on any token of the chain.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub uses_remaining: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub depth: Option<i64>,
}

/// Exactly one of `token` and `jti` (the document says so with `oneOf`).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RevokeTokenRequest {
    /// Revoke this token (its holder or the admin may).
    pub token: Option<String>,
    /// Revoke the token with this id (admin token required).
    pub jti: Option<String>,
}

impl PartialSchema for RevokeTokenRequest {
    fn schema() -> RefOr<Schema> {
        let member = |description: &str| {
            ObjectBuilder::new()
                .schema_type(SchemaType::from_iter([Type::String, Type::Null]))
                .description(Some(description))
        };
        let only = |given: &str, absent: &str| {
            ObjectBuilder::new()
                .required(given)
                .property(given, ObjectBuilder::new().schema_type(Type::String))
                .property(absent, ObjectBuilder::new().schema_type(Type::Null))
        };
        AllOfBuilder::new()
            .item(
                ObjectBuilder::new()
                    .property(
                        "token",
                        member("Revoke this token (its holder or the admin may)."),
                    )
                    .property(
                        "jti",
                        member("Revoke the token with this id (admin token required)."),
                    )
                    .additional_properties(Some(AdditionalProperties::FreeForm(false))),
            )
            .item(
                OneOfBuilder::new()
                    .item(only("token", "jti"))
                    .item(only("jti", "token")),
            )
            .description(Some("Exactly one of `token` and `jti`."))
            .into()
    }
}

impl ToSchema for RevokeTokenRequest {}

fn escalation(message: &str) -> ApiError {
    ApiError::new(StatusCode::FORBIDDEN, "scope_escalation", message)
}

fn not_active(why: Inactive) -> ApiError {
    ApiError::unauthorized(format!("the token is not active ({})", why.code()))
}

#[utoipa::path(post, path = "/v1/tokens/attenuate", operation_id = "attenuate", tag = "tokens",
    request_body = AttenuateRequest,
    responses(
        (status = 201, body = AttenuatedToken, description = "the child token"),
        (status = 400, body = ErrorBody, description = "`bad_request` or `invalid_scope`"),
        (status = 401, body = ErrorBody, description = "`unauthorized`: the parent token is not active"),
        (status = 403, body = ErrorBody, description = "`scope_escalation` or `depth_exceeded`"),
    ))]
pub async fn attenuate(
    State(state): State<AppState>,
    JsonBody(request): JsonBody<AttenuateRequest>,
) -> Result<(StatusCode, Json<AttenuatedToken>), Failure> {
    let wanted = scopes::parse_list(&request.scopes).map_err(invalid_scope)?;
    if request.expires_in.is_some_and(|s| s < 1) {
        return Err(ApiError::bad_request("expiresIn must be at least 1").into());
    }
    if request
        .max_uses
        .is_some_and(|n| !(1..=MAX_USES).contains(&n))
    {
        return Err(ApiError::bad_request("maxUses must be between 1 and 1000000").into());
    }
    let verified = state.keys.verify(&request.token).ok();
    let now = now_secs();
    let (child, agent) = state
        .store
        .call(move |conn| {
            let (claims, parent) = issued::resolve(conn, verified, now)?.map_err(not_active)?;
            let grant = GrantRow::load(conn, &parent.grant_id)?
                .ok_or_else(|| ApiError::internal("token without grant"))?;
            if parent.depth + 1 > grant.max_depth {
                return Err(ApiError::new(
                    StatusCode::FORBIDDEN,
                    "depth_exceeded",
                    format!(
                        "this grant allows delegation {} levels deep",
                        grant.max_depth
                    ),
                )
                .into());
            }
            let held: Vec<Scope> = parent
                .scopes
                .iter()
                .filter_map(|s| Scope::parse(s).ok())
                .collect();
            if let Some(uncovered) = wanted.iter().find(|w| !scopes::any_covers(&held, w)) {
                return Err(
                    escalation(&format!("no single parent scope covers {uncovered}")).into(),
                );
            }
            let expires_at = match request.expires_in {
                None => parent.expires_at,
                Some(secs) => now.saturating_add(secs),
            };
            if expires_at > parent.expires_at {
                return Err(escalation("the child cannot outlive its parent").into());
            }
            let max_uses = request.max_uses.unwrap_or(parent.max_uses);
            if max_uses > parent.max_uses {
                return Err(escalation("the child's use limit exceeds the parent's").into());
            }
            let child = TokenRow {
                jti: new_id("tok"),
                grant_id: parent.grant_id.clone(),
                parent: Some(parent.jti.clone()),
                ancestors: parent.chain(),
                depth: parent.depth + 1,
                scopes: wanted.iter().map(Scope::to_string).collect(),
                created_at: now,
                expires_at,
                max_uses,
                uses_spent: 0,
                revoked_at: None,
            };
            child.insert(conn)?;
            Ok((child, claims.sub))
        })
        .await?;
    // Signed once stored, off the database's writer thread.
    let token = state.keys.sign(&child.claims(&agent));
    Ok((
        StatusCode::CREATED,
        Json(AttenuatedToken {
            token,
            jti: child.jti,
            parent: child.parent.unwrap_or_default(),
            grant_id: child.grant_id,
            scopes: child.scopes,
            expires_at: child.expires_at,
            max_uses: child.max_uses,
            depth: child.depth,
        }),
    ))
}

#[utoipa::path(post, path = "/v1/tokens/introspect", operation_id = "introspect", tag = "tokens",
    request_body = TokenBody,
    responses(
        (status = 200, body = Introspection, description = "whether the token is active"),
        (status = 400, body = ErrorBody, description = "`bad_request`"),
    ))]
pub async fn introspect(
    State(state): State<AppState>,
    JsonBody(request): JsonBody<TokenBody>,
) -> Result<Json<Introspection>, Failure> {
    let verified = state.keys.verify(&request.token).ok();
    let now = now_secs();
    let introspection = state
        .store
        .call(move |conn| {
            Ok(match issued::resolve(conn, verified, now)? {
                Err(why) => Introspection {
                    reason: Some(why.code()),
                    ..Introspection::default()
                },
                Ok((claims, row)) => Introspection {
                    active: true,
                    reason: None,
                    uses_remaining: Some(issued::uses_remaining(conn, &row.chain())?),
                    jti: Some(row.jti),
                    grant_id: Some(row.grant_id),
                    agent: Some(claims.sub),
                    parent: Some(row.parent),
                    ancestors: Some(row.ancestors),
                    scopes: Some(row.scopes),
                    expires_at: Some(row.expires_at),
                    max_uses: Some(row.max_uses),
                    uses_spent: Some(row.uses_spent),
                    depth: Some(row.depth),
                },
            })
        })
        .await?;
    Ok(Json(introspection))
}

#[utoipa::path(post, path = "/v1/tokens/revoke", operation_id = "revokeToken", tag = "tokens",
    request_body = RevokeTokenRequest,
    responses(
        (status = 200, body = Revoked, description = "the jtis this call revoked"),
        (status = 400, body = ErrorBody, description = "`bad_request`"),
        (status = 401, body = ErrorBody, description = "`unauthorized`"),
        (status = 404, body = ErrorBody, description = "`not_found`: no token has this jti"),
    ),
    security((), ("admin" = [])))]
pub async fn revoke_token(
    MaybeAdmin(admin): MaybeAdmin,
    State(state): State<AppState>,
    JsonBody(request): JsonBody<RevokeTokenRequest>,
) -> Result<Json<Revoked>, Failure> {
    let presented = request
        .token
        .as_deref()
        .map(|token| state.keys.verify(token).ok());
    let now = now_secs();
    let revoked = state
        .store
        .call(move |conn| {
            let jti = match (presented, request.jti) {
                (Some(verified), None) => {
                    issued::resolve(conn, verified, now)?
                        .map_err(not_active)?
                        .1
                        .jti
                }
                (None, Some(jti)) if admin => {
                    TokenRow::load(conn, &jti)?
                        .ok_or_else(|| ApiError::not_found("no token has this jti"))?
                        .jti
                }
                (None, Some(_)) => {
                    return Err(
                        ApiError::unauthorized("revoking by jti needs the admin token").into(),
                    );
                }
                _ => {
                    return Err(
                        ApiError::bad_request("give exactly one of `token` and `jti`").into(),
                    );
                }
            };
            let revoked = issued::revoke(conn, &jti, now)?;
            Ok(revoked)
        })
        .await?;
    Ok(Json(Revoked { revoked }))
}
