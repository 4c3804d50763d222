//! The four tabletop tasks: names, instructions, step caps, initial scenes and
//! success conditions.

use std::f64::consts::TAU;
use std::fmt;
use std::str::FromStr;

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::{CUBE_REST_Z, Scene, Vec3, distance, horizontal_distance};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Task {
    Reach,
    Push,
    PickAndLift,
    PickAndPlace,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown task {0:?}; expected reach, push, pick-and-lift or pick-and-place")]
pub struct UnknownTask(pub String);

const SPAWN: f64 = 0.20;
const LIFT_GOAL_Z: f64 = 0.15;

impl Task {
    pub const ALL: [Task; 4] = [
        Task::Reach,
        Task::Push,
        Task::PickAndLift,
        Task::PickAndPlace,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Task::Reach => "reach",
            Task::Push => "push",
            Task::PickAndLift => "pick-and-lift",
            Task::PickAndPlace => "pick-and-place",
        }
    }

    pub fn instruction(self) -> &'static str {
        match self {
            Task::Reach => "move the gripper to the green marker",
            Task::Push => "push the red cube onto the green marker",
            Task::PickAndLift => "pick up the red cube and lift it",
            Task::PickAndPlace => "put the red cube on the green marker",
        }
    }

    pub fn step_cap(self) -> u32 {
        match self {
            Task::Reach => 40,
            Task::Push | Task::PickAndPlace => 100,
            Task::PickAndLift => 60,
        }
    }

    /// Whether the goal marker lies on the table (drawn as a disc) rather than in the air.
    pub fn goal_on_table(self) -> bool {
        matches!(self, Task::Push | Task::PickAndPlace)
    }

    /// Cube and goal positions for a new episode.
    pub(super) fn sample(self, rng: &mut ChaCha8Rng) -> (Vec3, Vec3) {
        match self {
            Task::Reach => {
                let cube = on_table(rng, SPAWN);
                let goal = [
                    rng.random_range(-SPAWN..=SPAWN),
                    rng.random_range(-SPAWN..=SPAWN),
                    rng.random_range(0.05..=0.30),
                ];
                (cube, goal)
            }
            Task::Push => {
                let cube = on_table(rng, 0.15);
                for _ in 0..64 {
                    let angle = rng.random_range(0.0..TAU);
                    let reach = rng.random_range(0.10..=0.18);
                    let goal = [
                        cube[0] + reach * angle.cos(),
                        cube[1] + reach * angle.sin(),
                        CUBE_REST_Z,
                    ];
                    if goal[0].abs() <= 0.25 && goal[1].abs() <= 0.25 {
                        return (cube, goal);
                    }
                }
                (cube, away_from(cube, PUSH_FALLBACK_REACH))
            }
            Task::PickAndLift => {
                let cube = on_table(rng, SPAWN);
                (cube, [cube[0], cube[1], LIFT_GOAL_Z])
            }
            Task::PickAndPlace => {
                let cube = on_table(rng, SPAWN);
                for _ in 0..64 {
                    let goal = on_table(rng, SPAWN);
                    if horizontal_distance(cube, goal) >= 0.10 {
                        return (cube, goal);
                    }
                }
                (cube, away_from(cube, PLACE_FALLBACK_REACH))
            }
        }
    }

    pub(super) fn is_success(self, scene: &Scene) -> bool {
        match self {
            Task::Reach => distance(scene.ee, scene.goal) <= 0.03,
            Task::Push => !scene.holding && horizontal_distance(scene.cube, scene.goal) <= 0.04,
            Task::PickAndLift => scene.holding && distance(scene.cube, scene.goal) <= 0.05,
            Task::PickAndPlace => {
                !scene.holding
                    && (scene.cube[2] - CUBE_REST_Z).abs() < 1e-9
                    && horizontal_distance(scene.cube, scene.goal) <= 0.04
            }
        }
    }
}

fn on_table(rng: &mut ChaCha8Rng, half: f64) -> Vec3 {
    [
        rng.random_range(-half..=half),
        rng.random_range(-half..=half),
        CUBE_REST_Z,
    ]
}

/// Fallback goal distances, inside each task's documented range (push 0.10–0.18 m,
/// place at least 0.10 m).
const PUSH_FALLBACK_REACH: f64 = 0.14;
const PLACE_FALLBACK_REACH: f64 = 0.2;

/// A goal `reach` metres from the cube along x, towards the middle of the table;
/// used only if rejection sampling keeps failing.
fn away_from(cube: Vec3, reach: f64) -> Vec3 {
    let x = if cube[0] > 0.0 {
        cube[0] - reach
    } else {
        cube[0] + reach
    };
    [x, cube[1], CUBE_REST_Z]
}

impl fmt::Display for Task {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Task {
    type Err = UnknownTask;
    fn from_str(s: &str) -> Result<Self, UnknownTask> {
        Task::ALL
            .into_iter()
            .find(|task| task.name() == s)
            .ok_or_else(|| UnknownTask(s.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scene(ee: Vec3, holding: bool, cube: Vec3, goal: Vec3) -> Scene {
        Scene {
            ee,
            closed: holding,
            holding,
            cube,
            goal,
        }
    }

    // covers: POL-SIM-8
    #[test]
    fn names_instructions_and_step_caps_follow_the_table() {
        let table: Vec<(&str, &str, u32)> = Task::ALL
            .iter()
            .map(|t| (t.name(), t.instruction(), t.step_cap()))
            .collect();
        assert_eq!(
            table,
            [
                ("reach", "move the gripper to the green marker", 40),
                ("push", "push the red cube onto the green marker", 100),
                ("pick-and-lift", "pick up the red cube and lift it", 60),
                (
                    "pick-and-place",
                    "put the red cube on the green marker",
                    100
                ),
            ]
        );
    }

    // covers: POL-SIM-8
    #[test]
    fn success_conditions_follow_the_table() {
        let goal = [0.1, 0.1, 0.2];
        let far = [-0.2, -0.2, CUBE_REST_Z];
        // reach: end-effector within 0.03 m of the goal, in 3-D.
        assert!(Task::Reach.is_success(&scene([0.1, 0.1, 0.171], false, far, goal)));
        assert!(Task::Reach.is_success(&scene([0.12, 0.1, 0.22], false, far, goal)));
        assert!(!Task::Reach.is_success(&scene([0.1, 0.1, 0.169], false, far, goal)));
        assert!(!Task::Reach.is_success(&scene([0.125, 0.1, 0.22], false, far, goal)));

        // push: cube not held, horizontally within 0.04 m of the goal.
        let goal = [0.1, 0.1, CUBE_REST_Z];
        let near = [0.139, 0.1, CUBE_REST_Z];
        assert!(Task::Push.is_success(&scene(far, false, near, goal)));
        assert!(
            !Task::Push.is_success(&scene(near, true, near, goal)),
            "held"
        );
        assert!(!Task::Push.is_success(&scene(far, false, [0.1, 0.141, CUBE_REST_Z], goal)));

        // pick-and-lift: cube held and within 0.05 m of the goal.
        let goal = [0.1, 0.1, 0.15];
        let lifted = [0.1, 0.1, 0.101];
        assert!(Task::PickAndLift.is_success(&scene(lifted, true, lifted, goal)));
        assert!(
            !Task::PickAndLift.is_success(&scene(far, false, lifted, goal)),
            "not held"
        );
        let low = [0.1, 0.1, 0.099];
        assert!(!Task::PickAndLift.is_success(&scene(low, true, low, goal)));

        // pick-and-place: not held, on the table, horizontally within 0.04 m.
        let goal = [0.1, 0.1, CUBE_REST_Z];
        let placed = [0.1, 0.139, CUBE_REST_Z];
        assert!(Task::PickAndPlace.is_success(&scene(far, false, placed, goal)));
        assert!(
            !Task::PickAndPlace.is_success(&scene(placed, true, placed, goal)),
            "held"
        );
        assert!(
            !Task::PickAndPlace.is_success(&scene(far, false, [0.1, 0.1, 0.06], goal)),
            "in the air"
        );
        assert!(!Task::PickAndPlace.is_success(&scene(
            far,
            false,
            [0.141, 0.1, CUBE_REST_Z],
            goal
        )));
    }

    // covers: POL-SIM-10
    #[test]
    fn fallback_goals_stay_inside_the_documented_ranges() {
        for x in [-0.15, -0.05, 0.0, 0.05, 0.15] {
            let cube = [x, 0.15, CUBE_REST_Z];
            let goal = away_from(cube, PUSH_FALLBACK_REACH);
            let apart = horizontal_distance(cube, goal);
            assert!(
                (0.10..=0.18).contains(&apart) && goal[0].abs() <= 0.25,
                "{cube:?} {goal:?}"
            );
        }
        for x in [-0.2, -0.05, 0.0, 0.05, 0.2] {
            let cube = [x, -0.2, CUBE_REST_Z];
            let goal = away_from(cube, PLACE_FALLBACK_REACH);
            assert!(
                horizontal_distance(cube, goal) >= 0.10 && goal[0].abs() <= 0.25,
                "{cube:?} {goal:?}"
            );
        }
    }
}
