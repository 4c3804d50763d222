//! The SQLite database behind the service: grants, tokens and their use
//! counts, approvals, the audit chain and the signing key.
//!
//! One connection serves every request, behind a mutex and always on a
//! blocking thread (`spawn_blocking`), so the async executor never waits on
//! SQLite. Journal mode is WAL with `synchronous = FULL`: a committed check —
//! its spent uses and its audit entry — survives kill -9 and power loss alike,
//! because a spent use that is forgotten would hand it out a second time.

use std::path::Path;
use std::sync::{Arc, Mutex, PoisonError};

use rusqlite::{Connection, OptionalExtension, params};

use reference_common::ApiError;

use crate::error::Failure;
use crate::tokens::Keys;

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS meta (
    key   TEXT PRIMARY KEY,
    value BLOB NOT NULL
);
CREATE TABLE IF NOT EXISTS grants (
    seq               INTEGER PRIMARY KEY AUTOINCREMENT,
    id                TEXT NOT NULL UNIQUE,
    agent             TEXT NOT NULL,
    scopes            TEXT NOT NULL,
    approval_required TEXT NOT NULL,
    created_at        INTEGER NOT NULL,
    expires_at        INTEGER NOT NULL,
    max_uses          INTEGER NOT NULL,
    max_depth         INTEGER NOT NULL,
    root_jti          TEXT NOT NULL,
    revoked_at        INTEGER
);
CREATE TABLE IF NOT EXISTS tokens (
    seq        INTEGER PRIMARY KEY AUTOINCREMENT,
    jti        TEXT NOT NULL UNIQUE,
    grant_id   TEXT NOT NULL REFERENCES grants(id),
    parent     TEXT REFERENCES tokens(jti),
    ancestors  TEXT NOT NULL,
    depth      INTEGER NOT NULL,
    scopes     TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    max_uses   INTEGER NOT NULL,
    uses_spent INTEGER NOT NULL DEFAULT 0,
    revoked_at INTEGER
);
CREATE INDEX IF NOT EXISTS tokens_by_grant ON tokens(grant_id);
CREATE INDEX IF NOT EXISTS tokens_by_parent ON tokens(parent);
CREATE TABLE IF NOT EXISTS approvals (
    seq        INTEGER PRIMARY KEY AUTOINCREMENT,
    id         TEXT NOT NULL UNIQUE,
    grant_id   TEXT NOT NULL,
    jti        TEXT NOT NULL,
    scope      TEXT NOT NULL,
    status     TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    decided_at INTEGER,
    used_at    INTEGER
);
CREATE INDEX IF NOT EXISTS approvals_by_request ON approvals(jti, scope);
CREATE TABLE IF NOT EXISTS audit (
    seq         INTEGER PRIMARY KEY,
    time_ms     INTEGER NOT NULL,
    grant_id    TEXT,
    jti         TEXT,
    scope       TEXT NOT NULL,
    dry_run     INTEGER NOT NULL,
    decision    TEXT NOT NULL,
    reason      TEXT,
    approval_id TEXT,
    prev_hash   TEXT NOT NULL,
    hash        TEXT NOT NULL
);
";

const DB_FILE: &str = "auth.sqlite3";

#[derive(Clone)]
pub struct Store {
    conn: Arc<Mutex<Connection>>,
}

impl Store {
    /// Opens (or creates) the database in `data_dir`, or an in-memory one.
    pub fn open(data_dir: Option<&Path>) -> Result<Self, rusqlite::Error> {
        let conn = match data_dir {
            Some(dir) => {
                let conn = Connection::open(dir.join(DB_FILE))?;
                conn.pragma_update(None, "journal_mode", "WAL")?;
                conn
            }
            None => Connection::open_in_memory()?,
        };
        conn.pragma_update(None, "synchronous", "FULL")?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        conn.execute_batch(SCHEMA)?;
        Ok(Self {
            conn: Arc::new(Mutex::new(conn)),
        })
    }

    /// Runs `work` on the connection on a blocking thread.
    pub async fn call<T, F>(&self, work: F) -> Result<T, Failure>
    where
        T: Send + 'static,
        F: FnOnce(&mut Connection) -> Result<T, Failure> + Send + 'static,
    {
        let conn = Arc::clone(&self.conn);
        tokio::task::spawn_blocking(move || {
            // A panic mid-transaction rolls the transaction back when it is
            // dropped, so the connection is still sound after poisoning.
            let mut conn = conn.lock().unwrap_or_else(PoisonError::into_inner);
            work(&mut conn)
        })
        .await?
    }

    /// The signing key stored in the database, created on first start.
    pub async fn signing_key(&self) -> Result<Keys, Failure> {
        self.call(|conn| {
            let stored: Option<Vec<u8>> = conn
                .query_row(
                    "SELECT value FROM meta WHERE key = 'signing_key'",
                    [],
                    |row| row.get(0),
                )
                .optional()?;
            if let Some(bytes) = stored {
                let secret = <[u8; 32]>::try_from(bytes)
                    .map_err(|_| ApiError::internal("the stored signing key is not 32 bytes"))?;
                return Ok(Keys::from_secret(secret));
            }
            let keys = Keys::from_secret(rand::random());
            conn.execute(
                "INSERT INTO meta (key, value) VALUES ('signing_key', ?1)",
                params![keys.secret().to_vec()],
            )?;
            Ok(keys)
        })
        .await
    }
}
