//! Drives one episode of the simulated tabletop against a policy server.

use std::time::{Duration, Instant};

use crate::action::{Action, ActionError};
use crate::client::{ClientError, PolicyClient};
use crate::tabletop::{ImageSize, STATE_LEN, Tabletop, Task};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EpisodeSpec {
    pub task: Task,
    pub seed: u64,
    pub image: Option<ImageSize>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct EpisodeReport {
    pub task: Task,
    pub seed: u64,
    pub steps: u32,
    pub success_once: bool,
    pub success_at_end: bool,
    /// Time from sending each act to reading its reply.
    pub round_trips: Vec<Duration>,
    /// The `state` before the first step and after every step.
    pub states: Vec<[f64; STATE_LEN]>,
    /// The actions applied, after clipping.
    pub actions: Vec<[f64; 4]>,
}

#[derive(Debug, thiserror::Error)]
pub enum EpisodeError {
    #[error(transparent)]
    Client(#[from] ClientError),
    #[error("step {step}: {source}")]
    Action { step: u32, source: ActionError },
}

/// Resets the policy, then acts until the task's step cap.
pub async fn run_episode(
    client: &mut PolicyClient,
    spec: EpisodeSpec,
) -> Result<EpisodeReport, EpisodeError> {
    let mut table = Tabletop::new(spec.task, spec.seed, spec.image);
    client
        .reset(spec.task.name(), spec.seed, spec.task.instruction())
        .await?;
    let cap = spec.task.step_cap() as usize;
    let mut report = EpisodeReport {
        task: spec.task,
        seed: spec.seed,
        steps: 0,
        success_once: table.success_once(),
        success_at_end: table.is_success(),
        round_trips: Vec::with_capacity(cap),
        states: Vec::with_capacity(cap + 1),
        actions: Vec::with_capacity(cap),
    };
    report.states.push(table.state());
    while !table.is_done() {
        let observation = table.observation();
        let sent = Instant::now();
        let raw = client.act(&observation).await?;
        report.round_trips.push(sent.elapsed());
        let action = Action::from_json(&raw).map_err(|source| EpisodeError::Action {
            step: table.steps() + 1,
            source,
        })?;
        let Ok(outcome) = table.step(action) else {
            break;
        };
        report.steps = outcome.step;
        report.success_once = outcome.success_once;
        report.success_at_end = outcome.success;
        report.states.push(table.state());
        report.actions.push(action.to_array());
    }
    Ok(report)
}
