//! Issued tokens as the database knows them: their use counts, revocation
//! and place in the delegation tree. The signed token string itself is never
//! stored; it only carries the jti that points here.

use reference_common::ApiError;
use rusqlite::{Connection, OptionalExtension, Row, params};
use serde::Serialize;
use utoipa::ToSchema;

use crate::error::Failure;
use crate::tokens::Claims;

/// Why a presented token is not active. The wire form is the reason code of
/// a check or an introspection.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Inactive {
    Invalid,
    Expired,
    Revoked,
}

impl Inactive {
    pub fn code(self) -> &'static str {
        match self {
            Inactive::Invalid => "invalid_token",
            Inactive::Expired => "token_expired",
            Inactive::Revoked => "token_revoked",
        }
    }
}

#[derive(Debug, Clone)]
pub struct TokenRow {
    pub jti: String,
    pub grant_id: String,
    pub parent: Option<String>,
    pub ancestors: Vec<String>,
    pub depth: i64,
    pub scopes: Vec<String>,
    pub created_at: i64,
    pub expires_at: i64,
    pub max_uses: i64,
    pub uses_spent: i64,
    pub revoked_at: Option<i64>,
}

/// A token record as the admin sees it (`GET /v1/grants/{id}`).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TokenView {
    pub jti: String,
    pub grant_id: String,
    pub parent: Option<String>,
    /// Jtis of every ancestor, root first.
    pub ancestors: Vec<String>,
    pub depth: i64,
    pub scopes: Vec<String>,
    pub created_at: i64,
    pub expires_at: i64,
    pub max_uses: i64,
    pub uses_spent: i64,
    /// `active`, `revoked`, `expired` or `exhausted` (own uses spent).
    pub status: &'static str,
    pub revoked_at: Option<i64>,
}

const COLUMNS: &str = "jti, grant_id, parent, ancestors, depth, scopes, created_at, expires_at, \
                       max_uses, uses_spent, revoked_at";

impl TokenRow {
    fn from_row(row: &Row<'_>) -> rusqlite::Result<(Self, String, String)> {
        Ok((
            TokenRow {
                jti: row.get(0)?,
                grant_id: row.get(1)?,
                parent: row.get(2)?,
                ancestors: Vec::new(),
                depth: row.get(4)?,
                scopes: Vec::new(),
                created_at: row.get(6)?,
                expires_at: row.get(7)?,
                max_uses: row.get(8)?,
                uses_spent: row.get(9)?,
                revoked_at: row.get(10)?,
            },
            row.get(3)?,
            row.get(5)?,
        ))
    }

    fn decode((mut token, ancestors, scopes): (Self, String, String)) -> Result<Self, Failure> {
        token.ancestors = serde_json::from_str(&ancestors)?;
        token.scopes = serde_json::from_str(&scopes)?;
        Ok(token)
    }

    pub fn load(conn: &Connection, jti: &str) -> Result<Option<Self>, Failure> {
        conn.prepare_cached(&format!("SELECT {COLUMNS} FROM tokens WHERE jti = ?1"))?
            .query_row([jti], Self::from_row)
            .optional()?
            .map(Self::decode)
            .transpose()
    }

    pub fn for_grant(conn: &Connection, grant_id: &str) -> Result<Vec<Self>, Failure> {
        let mut stmt = conn.prepare(&format!(
            "SELECT {COLUMNS} FROM tokens WHERE grant_id = ?1 ORDER BY seq"
        ))?;
        let rows = stmt.query_map([grant_id], Self::from_row)?;
        rows.map(|row| Self::decode(row?)).collect()
    }

    pub fn insert(&self, conn: &Connection) -> Result<(), Failure> {
        conn.execute(
            &format!("INSERT INTO tokens ({COLUMNS}) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)"),
            params![
                self.jti,
                self.grant_id,
                self.parent,
                serde_json::to_string(&self.ancestors)?,
                self.depth,
                serde_json::to_string(&self.scopes)?,
                self.created_at,
                self.expires_at,
                self.max_uses,
                self.uses_spent,
                self.revoked_at,
            ],
        )?;
        Ok(())
    }

    /// The claims a signed token for this record carries.
    pub fn claims(&self, agent: &str) -> Claims {
        Claims {
            jti: self.jti.clone(),
            grant: self.grant_id.clone(),
            sub: agent.to_owned(),
            parent: self.parent.clone(),
            ancestors: self.ancestors.clone(),
            scopes: self.scopes.clone(),
            iat: self.created_at,
            exp: self.expires_at,
            max_uses: self.max_uses,
            depth: self.depth,
        }
    }

    /// Every token whose uses a check spends: the ancestors, root first, then this one.
    pub fn chain(&self) -> Vec<String> {
        let mut chain = self.ancestors.clone();
        chain.push(self.jti.clone());
        chain
    }

    pub fn inactive(&self, now: i64) -> Option<Inactive> {
        if self.revoked_at.is_some() {
            Some(Inactive::Revoked)
        } else if now >= self.expires_at {
            Some(Inactive::Expired)
        } else {
            None
        }
    }

    pub fn view(&self, now: i64) -> TokenView {
        let status = match self.inactive(now) {
            Some(Inactive::Revoked) => "revoked",
            Some(_) => "expired",
            None if self.uses_spent >= self.max_uses => "exhausted",
            None => "active",
        };
        TokenView {
            jti: self.jti.clone(),
            grant_id: self.grant_id.clone(),
            parent: self.parent.clone(),
            ancestors: self.ancestors.clone(),
            depth: self.depth,
            scopes: self.scopes.clone(),
            created_at: self.created_at,
            expires_at: self.expires_at,
            max_uses: self.max_uses,
            uses_spent: self.uses_spent,
            status,
            revoked_at: self.revoked_at,
        }
    }
}

/// Finds the record of a presented token, given its claims if it verified
/// (verification happens before the store is involved); the record is
/// returned only while the token is active.
pub fn resolve(
    conn: &Connection,
    verified: Option<Claims>,
    now: i64,
) -> Result<Result<(Claims, TokenRow), Inactive>, Failure> {
    let Some(claims) = verified else {
        return Ok(Err(Inactive::Invalid));
    };
    let Some(row) = TokenRow::load(conn, &claims.jti)? else {
        return Ok(Err(Inactive::Invalid));
    };
    if row.grant_id != claims.grant {
        return Ok(Err(Inactive::Invalid));
    }
    Ok(match row.inactive(now) {
        Some(why) => Err(why),
        None => Ok((claims, row)),
    })
}

/// Whether every token of the chain has a use left.
pub fn chain_has_uses(conn: &Connection, chain: &[String]) -> Result<bool, Failure> {
    let mut stmt =
        conn.prepare_cached("SELECT uses_spent < max_uses FROM tokens WHERE jti = ?1")?;
    for jti in chain {
        let left: bool = stmt.query_row([jti], |row| row.get(0))?;
        if !left {
            return Ok(false);
        }
    }
    Ok(true)
}

/// Spends one use on every token of the chain in one conditional statement:
/// either every token had a use left and all are charged, or none is.
pub fn spend_guarded(conn: &Connection, chain: &[String]) -> Result<bool, Failure> {
    let chain_json = serde_json::to_string(chain)?;
    let charged = conn
        .prepare_cached(
            "UPDATE tokens SET uses_spent = uses_spent + 1
             WHERE jti IN (SELECT value FROM json_each(?1))
               AND NOT EXISTS (SELECT 1 FROM tokens
                               WHERE jti IN (SELECT value FROM json_each(?1))
                                 AND uses_spent >= max_uses)",
        )?
        .execute([&chain_json])?;
    match charged {
        0 => Ok(false),
        n if n == chain.len() => Ok(true),
        // Only possible if a chain member vanished; the transaction rolls back.
        _ => Err(ApiError::internal("a token of the chain is missing").into()),
    }
}

/// Smallest number of uses left over the chain.
pub fn uses_remaining(conn: &Connection, chain: &[String]) -> Result<i64, Failure> {
    let mut stmt =
        conn.prepare_cached("SELECT max_uses - uses_spent FROM tokens WHERE jti = ?1")?;
    let mut least = i64::MAX;
    for jti in chain {
        least = least.min(stmt.query_row([jti], |row| row.get(0))?);
    }
    Ok(least.max(0))
}

/// Revokes `jti` and every descendant not yet revoked.
/// Returns the jtis this call revoked, the named token first, then the
/// descendants in issue order.
pub fn revoke(conn: &Connection, jti: &str, now: i64) -> Result<Vec<String>, Failure> {
    let mut revoked = Vec::new();
    if conn.execute(
        "UPDATE tokens SET revoked_at = ?2 WHERE jti = ?1 AND revoked_at IS NULL",
        params![jti, now],
    )? == 1
    {
        revoked.push(jti.to_owned());
    }
    let mut stmt = conn.prepare(
        "WITH RECURSIVE below(jti) AS (
             SELECT jti FROM tokens WHERE parent = ?1
             UNION ALL
             SELECT t.jti FROM tokens t JOIN below b ON t.parent = b.jti
         )
         UPDATE tokens SET revoked_at = ?2
         WHERE jti IN below AND revoked_at IS NULL
         RETURNING jti, seq",
    )?;
    let mut below: Vec<(i64, String)> = stmt
        .query_map(params![jti, now], |row| Ok((row.get(1)?, row.get(0)?)))?
        .collect::<Result<_, _>>()?;
    below.sort();
    revoked.extend(below.into_iter().map(|(_, jti)| jti));
    Ok(revoked)
}
