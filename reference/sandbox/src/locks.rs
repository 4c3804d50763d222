//! One lock per sandbox. Operations that replace or remove its container
//! (delete, reaping, rollback) and those that must not see that happen halfway
//! (snapshot) hold it exclusively; file access holds it shared, so a file
//! request that meets a delete answers 404 and one that meets a rollback reads
//! the rolled-back workspace, never a container taken away mid-request. Exec
//! does not take it: a command may run for minutes, and a delete must not wait
//! for it.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use tokio::sync::{OwnedRwLockReadGuard, OwnedRwLockWriteGuard, RwLock};

#[derive(Default)]
pub struct SandboxLocks {
    locks: Mutex<HashMap<String, Arc<RwLock<()>>>>,
}

impl SandboxLocks {
    pub async fn exclusive(&self, id: &str) -> OwnedRwLockWriteGuard<()> {
        self.of(id).write_owned().await
    }

    pub async fn shared(&self, id: &str) -> OwnedRwLockReadGuard<()> {
        self.of(id).read_owned().await
    }

    fn of(&self, id: &str) -> Arc<RwLock<()>> {
        self.locks
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .entry(id.to_owned())
            .or_default()
            .clone()
    }

    /// Drops the lock of a destroyed sandbox; holders keep their guard.
    pub fn forget(&self, id: &str) {
        self.locks
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .remove(id);
    }
}
