//! The reaper: destroys sandboxes whose time to live has passed.

use crate::SharedState;
use crate::sandboxes::{self, unix_now};

pub fn spawn_reaper(state: SharedState) {
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(state.settings.reap_interval);
        ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            ticks.tick().await;
            let now = unix_now();
            for record in state.store.sandboxes() {
                if record.expires_at > now {
                    continue;
                }
                let _guard = state.locks.exclusive(&record.id).await;
                // Re-read: a timeout reset or a delete may have landed meanwhile.
                let expired = state
                    .store
                    .sandbox(&record.id)
                    .is_some_and(|current| current.expires_at <= now);
                if !expired {
                    continue;
                }
                match sandboxes::destroy(&state, &record.id).await {
                    Ok(()) => {
                        tracing::info!(sandbox = %record.id, "time to live passed; destroyed")
                    }
                    Err(err) => {
                        tracing::error!(sandbox = %record.id, "reaper could not destroy: {err}")
                    }
                }
            }
        }
    });
}
