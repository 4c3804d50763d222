//! The SQLite database behind the service: grants, tokens and their use
//! counts, approvals, the audit chain and the signing key.
//!
//! One writer thread owns the connection. Requests hand it jobs; it takes
//! every job waiting, runs each inside its own savepoint of one transaction
//! and commits them together (group commit), then answers them all. Journal
//! mode is WAL with `synchronous = FULL`, so a job is answered only once its
//! work is on disk — a spent use that is forgotten would be handed out a
//! second time — yet a burst of concurrent checks pays for one fsync, not
//! one each. A job that fails rolls back to its savepoint and leaves the rest
//! of the batch alone; one job at a time, so a job sees every earlier job's
//! writes, exactly as if each had its own transaction.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::Path;
use std::sync::mpsc;

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

/// Most jobs one transaction takes; bounds how long the first waits.
const MAX_BATCH: usize = 512;

/// A job's work, run on the writer thread inside its savepoint.
type Job = Box<dyn FnOnce(&Connection) -> Done + Send>;

/// Tells a job's caller its result, or that its batch did not commit
/// (called with `committed`).
type Answer = Box<dyn FnOnce(bool) + Send>;

/// A job that has run: whether its savepoint stands, and how to answer it.
struct Done {
    succeeded: bool,
    answer: Answer,
}

#[derive(Debug, thiserror::Error)]
pub enum OpenError {
    #[error(transparent)]
    Database(#[from] rusqlite::Error),
    #[error("cannot start the writer thread: {0}")]
    Thread(#[from] std::io::Error),
}

#[derive(Clone)]
pub struct Store {
    jobs: mpsc::Sender<Job>,
}

impl Store {
    /// Opens (or creates) the database in `data_dir`, or an in-memory one,
    /// and starts its writer thread, which ends when the last `Store` clone
    /// is dropped.
    pub fn open(data_dir: Option<&Path>) -> Result<Self, OpenError> {
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
        let (jobs, queue) = mpsc::channel();
        std::thread::Builder::new()
            .name("auth-store".into())
            .spawn(move || write_batches(&conn, &queue))?;
        Ok(Self { jobs })
    }

    /// Runs `work` in the writer thread's next transaction and answers once
    /// that transaction is committed. An `Err` from `work` undoes its writes.
    pub async fn call<T, F>(&self, work: F) -> Result<T, Failure>
    where
        T: Send + 'static,
        F: FnOnce(&Connection) -> Result<T, Failure> + Send + 'static,
    {
        let (reply, answer) = tokio::sync::oneshot::channel();
        let job: Job = Box::new(move |conn| {
            let result = work(conn);
            Done {
                succeeded: result.is_ok(),
                answer: Box::new(move |committed| {
                    // The caller may have gone away; nothing to tell then.
                    let _ = reply.send(if committed {
                        result
                    } else {
                        Err(Failure::Storage("the transaction did not commit"))
                    });
                }),
            }
        });
        self.jobs
            .send(job)
            .map_err(|_| Failure::Storage("the storage thread has stopped"))?;
        answer
            .await
            .map_err(|_| Failure::Storage("the storage job was abandoned"))?
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

/// The writer thread: one transaction per batch of waiting jobs.
fn write_batches(conn: &Connection, queue: &mpsc::Receiver<Job>) {
    while let Ok(first) = queue.recv() {
        let batch: Vec<Job> = std::iter::once(first)
            .chain(queue.try_iter().take(MAX_BATCH - 1))
            .collect();
        if let Err(err) = conn.execute_batch("BEGIN IMMEDIATE") {
            // Dropping the jobs answers each with "abandoned".
            tracing::error!("database: cannot begin a transaction: {err}");
            continue;
        }
        let mut answers = Vec::with_capacity(batch.len());
        let mut sound = true;
        for job in batch {
            if !sound {
                break;
            }
            match run_in_savepoint(conn, job) {
                Ok(Some(answer)) => answers.push(answer),
                Ok(None) => {}
                Err(err) => {
                    tracing::error!("database: savepoint failed, abandoning the batch: {err}");
                    sound = false;
                }
            }
        }
        let committed = sound
            && conn.execute_batch("COMMIT").map_or_else(
                |err| {
                    tracing::error!("database: commit failed: {err}");
                    false
                },
                |()| true,
            );
        if !committed && let Err(err) = conn.execute_batch("ROLLBACK") {
            tracing::error!("database: rollback failed: {err}");
        }
        for answer in answers {
            answer(committed);
        }
    }
}

/// Runs one job inside a savepoint, keeping its writes only if it succeeded.
/// A job that panics is rolled back and dropped, which answers it as abandoned.
fn run_in_savepoint(conn: &Connection, job: Job) -> Result<Option<Answer>, rusqlite::Error> {
    conn.execute_batch("SAVEPOINT job")?;
    let done = catch_unwind(AssertUnwindSafe(|| job(conn)));
    let keep = matches!(&done, Ok(done) if done.succeeded);
    if !keep {
        if done.is_err() {
            tracing::error!("a storage job panicked; its writes are rolled back");
        }
        conn.execute_batch("ROLLBACK TO job")?;
    }
    conn.execute_batch("RELEASE job")?;
    Ok(done.ok().map(|done| done.answer))
}
