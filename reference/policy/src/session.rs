//! One evaluation: what a reset established and how the chosen policy answers act.

use axum::http::StatusCode;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use reference_common::ApiError;
use serde_json::Value;

use crate::PolicyKind;
use crate::observation::{Observation, ObservationError, ObservationErrorKind};
use crate::protocol::ResetRequest;
use crate::scripted;

#[derive(Debug, thiserror::Error)]
pub enum SessionError {
    #[error("act before reset: send a reset first")]
    NotReset,
    #[error("invalid observation: {0}")]
    Observation(#[from] ObservationError),
}

impl From<SessionError> for ApiError {
    fn from(err: SessionError) -> Self {
        let message = err.to_string();
        match err {
            SessionError::NotReset => ApiError::new(StatusCode::CONFLICT, "not_reset", message),
            SessionError::Observation(ObservationError {
                kind: ObservationErrorKind::Array,
                ..
            }) => ApiError::new(StatusCode::BAD_REQUEST, "invalid_ndarray", message),
            SessionError::Observation(_) => {
                ApiError::new(StatusCode::BAD_REQUEST, "invalid_observation", message)
            }
        }
    }
}

/// State kept between messages of one evaluation.
#[derive(Debug)]
pub struct Session {
    policy: PolicyKind,
    episode: Option<Episode>,
}

#[derive(Debug)]
struct Episode {
    rng: ChaCha8Rng,
}

impl Session {
    pub fn new(policy: PolicyKind) -> Self {
        Self {
            policy,
            episode: None,
        }
    }

    pub fn reset(&mut self, request: &ResetRequest) {
        tracing::debug!(task = %request.task, seed = request.seed.0, "reset");
        self.episode = Some(Episode {
            rng: ChaCha8Rng::seed_from_u64(request.seed.0),
        });
    }

    pub fn act(&mut self, observation: &Value) -> Result<[f64; 4], SessionError> {
        let episode = self.episode.as_mut().ok_or(SessionError::NotReset)?;
        let observation = Observation::parse(observation)?;
        Ok(match self.policy {
            PolicyKind::Scripted => scripted::act(&observation),
            PolicyKind::Zero => [0.0; 4],
            PolicyKind::Random => std::array::from_fn(|_| episode.rng.random_range(-1.0..=1.0)),
        })
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::protocol::Seed;

    const REACH: &str = "move the gripper to the green marker";
    const PUSH: &str = "push the red cube onto the green marker";
    const LIFT: &str = "pick up the red cube and lift it";
    const PLACE: &str = "put the red cube on the green marker";
    const STATE: [f64; 10] = [0.0, -0.15, 0.25, 0.0, 0.1, 0.1, 0.02, 0.2, 0.1, 0.02];

    fn reset(task: &str, seed: u64) -> ResetRequest {
        ResetRequest {
            task: task.into(),
            seed: Seed(seed),
            instruction: "whatever the harness says".into(),
        }
    }

    fn session(policy: PolicyKind, seed: u64) -> Session {
        let mut session = Session::new(policy);
        session.reset(&reset("push", seed));
        session
    }

    fn observations() -> Vec<Value> {
        let mut out = Vec::new();
        for instruction in [REACH, PUSH, LIFT, PLACE] {
            for state in [
                STATE,
                [0.1, 0.1, 0.02, 1.0, 0.1, 0.1, 0.02, 0.1, 0.1, 0.15],
                [-0.2, 0.1, 0.03, 1.0, 0.0, 0.05, 0.02, 0.15, -0.1, 0.02],
            ] {
                out.push(json!({"instruction": instruction, "state": state}));
            }
        }
        out
    }

    // covers: POL-REF-1
    #[test]
    fn scripted_actions_depend_on_the_observation_only() {
        let mut a = session(PolicyKind::Scripted, 1);
        let mut b = Session::new(PolicyKind::Scripted);
        b.reset(&reset("reach", u64::MAX));
        // A different history on `b`: other observations first, and a second reset.
        for observation in observations().iter().rev() {
            b.act(observation).unwrap();
        }
        b.reset(&reset("pick-and-place", 7));
        for observation in observations() {
            let action = a.act(&observation).unwrap();
            assert_eq!(b.act(&observation).unwrap(), action, "{observation}");
            assert_eq!(a.act(&observation).unwrap(), action, "{observation}");
            // Keys beyond instruction and state do not change the answer.
            let mut extended = observation.clone();
            extended["wrist_force"] = json!([1.0, 2.0]);
            extended["task"] = json!("reach");
            assert_eq!(a.act(&extended).unwrap(), action, "{extended}");
        }
    }

    // covers: POL-REF-2
    #[test]
    fn zero_always_answers_zeros() {
        for seed in [0, 1, u64::MAX] {
            let mut zero = session(PolicyKind::Zero, seed);
            let mut inputs = observations();
            // Even observations the scripted policy refuses.
            inputs.push(json!({"instruction": "dance", "state": STATE}));
            inputs.push(json!({"instruction": REACH, "state": [1.0, 2.0]}));
            for observation in inputs {
                assert_eq!(zero.act(&observation).unwrap(), [0.0; 4], "{observation}");
            }
        }
    }

    // covers: POL-REF-3
    #[test]
    fn random_draws_from_chacha8_seeded_by_the_reset() {
        let observation = json!({"instruction": "anything", "state": []});
        for seed in [0, 5, u64::MAX] {
            let mut random = session(PolicyKind::Random, seed);
            let mut expected = ChaCha8Rng::seed_from_u64(seed);
            for _ in 0..20 {
                let want: [f64; 4] = std::array::from_fn(|_| expected.random_range(-1.0..=1.0));
                assert_eq!(random.act(&observation).unwrap(), want);
            }
            // A reset with the same seed starts the same sequence again.
            let first = session(PolicyKind::Random, seed).act(&observation).unwrap();
            random.reset(&reset("reach", seed));
            assert_eq!(random.act(&observation).unwrap(), first);
            random.reset(&reset("reach", seed.wrapping_add(1)));
            assert_ne!(random.act(&observation).unwrap(), first);
        }
    }

    // covers: POL-REF-3
    #[test]
    fn random_values_spread_evenly_over_minus_one_to_one() {
        let mut random = session(PolicyKind::Random, 2024);
        let observation = json!({"instruction": "anything", "state": []});
        let values: Vec<f64> = (0..1000)
            .flat_map(|_| random.act(&observation).unwrap())
            .collect();
        assert!(values.iter().all(|v| (-1.0..=1.0).contains(v)));
        let mut quarters = [0usize; 4];
        for v in &values {
            quarters[(((v + 1.0) * 2.0) as usize).min(3)] += 1;
        }
        // 4000 draws, 1000 expected per quarter (standard deviation about 27).
        assert!(
            quarters.iter().all(|&n| (880..=1120).contains(&n)),
            "{quarters:?}"
        );
        let mean = values.iter().sum::<f64>() / values.len() as f64;
        assert!(mean.abs() < 0.05, "{mean}");
    }

    // covers: POL-REF-5
    #[test]
    fn scripted_stands_still_on_observations_it_cannot_read() {
        let mut scripted = session(PolicyKind::Scripted, 1);
        for observation in [
            json!({"instruction": "stack the cubes", "state": STATE}),
            json!({"instruction": "", "state": STATE}),
            json!({"instruction": REACH, "state": []}),
            json!({"instruction": PUSH, "state": vec![0.0; 11]}),
        ] {
            assert_eq!(
                scripted.act(&observation).unwrap(),
                [0.0; 4],
                "{observation}"
            );
        }
        assert_ne!(
            scripted
                .act(&json!({"instruction": PLACE, "state": STATE}))
                .unwrap(),
            [0.0; 4]
        );
    }
}
