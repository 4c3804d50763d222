//! One lock per sandbox for the operations that replace or remove its
//! container (delete, reaping, rollback) and those that must not see that
//! happen halfway (snapshot). Exec and file access do not take it.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use tokio::sync::OwnedMutexGuard;

#[derive(Default)]
pub struct SandboxLocks {
    locks: Mutex<HashMap<String, Arc<tokio::sync::Mutex<()>>>>,
}

impl SandboxLocks {
    pub async fn lock(&self, id: &str) -> OwnedMutexGuard<()> {
        let lock = self
            .locks
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .entry(id.to_owned())
            .or_default()
            .clone();
        lock.lock_owned().await
    }

    /// Drops the lock of a destroyed sandbox; holders keep their guard.
    pub fn forget(&self, id: &str) {
        self.locks
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .remove(id);
    }
}
