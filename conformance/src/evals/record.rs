//! What an evaluation run keeps: one record per episode, and the report that a
//! shard writes and `evals merge` reads back.

use serde::{Deserialize, Serialize};

/// One episode, enough to recompute every metric and to replay it on the
/// tabletop (its actions, after clipping) for the filmstrip.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct EpisodeRecord {
    pub task: String,
    pub seed: u64,
    pub steps: u32,
    pub success_once: bool,
    pub success_at_end: bool,
    /// Act round trips in microseconds, one per step.
    pub round_trip_us: Vec<u64>,
    /// Wall time of the whole episode, reset included, in microseconds.
    pub wall_us: u64,
    pub actions: Vec<[f64; 4]>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct RunSetup {
    pub policy_url: String,
    pub policy_name: String,
    pub protocol: String,
    pub transport: String,
    pub tasks: Vec<String>,
    pub episodes_per_task: u32,
    pub seed: u64,
    pub images: Option<String>,
    pub jobs: usize,
    /// `I/N` when this report holds one shard of a larger run.
    pub shards: Vec<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct EvalReport {
    pub tool: String,
    pub started_at: String,
    pub wall_seconds: f64,
    pub setup: RunSetup,
    pub summary: super::metrics::Summary,
    pub episodes: Vec<EpisodeRecord>,
    /// Why the run stopped early, with what the server sent.
    pub error: Option<String>,
}
