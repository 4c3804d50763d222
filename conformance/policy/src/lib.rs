//! Conformance side of the remote policy protocol `evals/1` (seed 002, part B):
//! the harness's own array codec, its action check, a simulated tabletop that
//! produces observations and applies actions, clients that run episodes
//! against a policy server over HTTP or WebSocket, per-task summaries, and the
//! Rust-written cases of the policy suite (the live codec fuzzer).

pub mod action;
pub mod client;
pub mod codec;
pub mod episode;
mod fuzz;
pub mod summary;
pub mod tabletop;

pub use action::{Action, ActionError};
pub use client::{ClientError, PolicyClient, PolicyInfo, RECEIVE_TIMEOUT};
pub use codec::{CodecError, Dtype, NdArray};
pub use episode::{EpisodeError, EpisodeReport, EpisodeSpec, run_episode};
pub use fuzz::cases;
pub use summary::{Rate, TaskSummary, summarize};
pub use tabletop::{EpisodeOver, ImageSize, StepOutcome, Tabletop, Task};
