//! A hand-written controller for the simulated tabletop tasks. It reads only the
//! observation: the instruction names the task, `state` gives the scene
//! (end-effector xyz, gripper closed flag, cube xyz, goal xyz). An observation
//! it cannot read (another instruction, another state) is valid all the same,
//! so it is answered like any robot policy would: by standing still.

use crate::observation::Observation;

/// Metres moved per unit of `dx`, `dy`, `dz`.
const METRES_PER_UNIT: f64 = 0.03;
const TABLE_CUBE_Z: f64 = 0.02;
/// Height at which the gripper travels over the cube while repositioning.
const CLEARANCE_Z: f64 = 0.08;
/// How close counts as "there" for the controller's own waypoints.
const ARRIVED: f64 = 0.004;
/// The push contact keeps the gripper this far from the cube centre.
const PUSH_CONTACT: f64 = 0.03;
const PUSH_SPEED: f64 = 0.01;
const OPEN: f64 = -1.0;
const CLOSE: f64 = 1.0;

const STATE_LEN: usize = 10;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Task {
    Reach,
    Push,
    PickAndLift,
    PickAndPlace,
}

impl Task {
    fn from_instruction(instruction: &str) -> Option<Self> {
        match instruction {
            "move the gripper to the green marker" => Some(Self::Reach),
            "push the red cube onto the green marker" => Some(Self::Push),
            "pick up the red cube and lift it" => Some(Self::PickAndLift),
            "put the red cube on the green marker" => Some(Self::PickAndPlace),
            _ => None,
        }
    }
}

/// The action for an observation the controller cannot read.
pub const STAND_STILL: [f64; 4] = [0.0; 4];

type Vec3 = [f64; 3];

struct Scene {
    ee: Vec3,
    closed: bool,
    cube: Vec3,
    goal: Vec3,
}

pub fn act(observation: &Observation) -> [f64; 4] {
    let Some(task) = Task::from_instruction(&observation.instruction) else {
        tracing::debug!(instruction = %observation.instruction, "unknown instruction: standing still");
        return STAND_STILL;
    };
    let s = observation.state.as_slice();
    if s.len() != STATE_LEN {
        tracing::debug!(len = s.len(), "not a tabletop state: standing still");
        return STAND_STILL;
    }
    let scene = Scene {
        ee: [s[0], s[1], s[2]],
        closed: s[3] > 0.5,
        cube: [s[4], s[5], s[6]],
        goal: [s[7], s[8], s[9]],
    };
    match task {
        Task::Reach => with_grip(move_toward(scene.ee, scene.goal, METRES_PER_UNIT), OPEN),
        Task::Push => push(&scene),
        Task::PickAndLift | Task::PickAndPlace => pick(&scene, task == Task::PickAndPlace),
    }
}

fn pick(scene: &Scene, place: bool) -> [f64; 4] {
    let held = scene.closed && distance(scene.ee, scene.cube) < ARRIVED;
    if held {
        if !place {
            return with_grip(move_toward(scene.ee, scene.goal, METRES_PER_UNIT), CLOSE);
        }
        if horizontal_distance(scene.ee, scene.goal) > ARRIVED {
            let above_goal = [scene.goal[0], scene.goal[1], CLEARANCE_Z];
            return with_grip(move_toward(scene.ee, above_goal, METRES_PER_UNIT), CLOSE);
        }
        let on_goal = [scene.goal[0], scene.goal[1], TABLE_CUBE_Z];
        if distance(scene.ee, on_goal) > ARRIVED {
            return with_grip(move_toward(scene.ee, on_goal, METRES_PER_UNIT), CLOSE);
        }
        return [0.0, 0.0, 0.0, OPEN];
    }
    let placed = (scene.cube[2] - TABLE_CUBE_Z).abs() < ARRIVED
        && horizontal_distance(scene.cube, scene.goal) < 2.0 * ARRIVED;
    if place && placed {
        let above = [scene.ee[0], scene.ee[1], 2.0 * CLEARANCE_Z];
        return with_grip(move_toward(scene.ee, above, METRES_PER_UNIT), OPEN);
    }
    if scene.closed {
        return [0.0, 0.0, 0.0, OPEN];
    }
    if distance(scene.ee, scene.cube) > ARRIVED {
        // An open gripper does not touch the cube, so it may approach in a straight line.
        return with_grip(move_toward(scene.ee, scene.cube, METRES_PER_UNIT), OPEN);
    }
    [0.0, 0.0, 0.0, CLOSE]
}

/// Push with the closed gripper: get behind the cube on the line from the goal
/// through the cube, go down to table height, and drive towards the goal.
fn push(scene: &Scene) -> [f64; 4] {
    let to_goal = [scene.goal[0] - scene.cube[0], scene.goal[1] - scene.cube[1]];
    let remaining = to_goal[0].hypot(to_goal[1]);
    if remaining < 2.0 * ARRIVED {
        return [0.0, 0.0, 0.0, CLOSE];
    }
    let dir = [to_goal[0] / remaining, to_goal[1] / remaining];
    let rel = [scene.ee[0] - scene.cube[0], scene.ee[1] - scene.cube[1]];
    let along = rel[0] * dir[0] + rel[1] * dir[1];
    let lateral = (rel[0] - along * dir[0]).hypot(rel[1] - along * dir[1]);

    let at_table = scene.ee[2] <= TABLE_CUBE_Z + 0.01;
    if at_table && along < -0.02 && lateral < 0.01 {
        let stop = [
            scene.goal[0] - dir[0] * PUSH_CONTACT,
            scene.goal[1] - dir[1] * PUSH_CONTACT,
            TABLE_CUBE_Z,
        ];
        return with_grip(move_toward(scene.ee, stop, PUSH_SPEED), CLOSE);
    }
    let behind = [
        scene.cube[0] - dir[0] * (PUSH_CONTACT + 0.02),
        scene.cube[1] - dir[1] * (PUSH_CONTACT + 0.02),
    ];
    let target = if horizontal_distance(scene.ee, [behind[0], behind[1], 0.0]) < ARRIVED {
        [behind[0], behind[1], TABLE_CUBE_Z]
    } else if scene.ee[2] < CLEARANCE_Z - 0.01 {
        [scene.ee[0], scene.ee[1], CLEARANCE_Z]
    } else {
        [behind[0], behind[1], CLEARANCE_Z]
    };
    with_grip(move_toward(scene.ee, target, METRES_PER_UNIT), CLOSE)
}

/// The action that moves from `from` towards `to` by at most `max_step` metres.
fn move_toward(from: Vec3, to: Vec3, max_step: f64) -> Vec3 {
    let delta = [to[0] - from[0], to[1] - from[1], to[2] - from[2]];
    let length = distance(from, to);
    let scale = if length > max_step {
        max_step / length
    } else {
        1.0
    };
    delta.map(|d| (d * scale / METRES_PER_UNIT).clamp(-1.0, 1.0))
}

fn with_grip([dx, dy, dz]: Vec3, grip: f64) -> [f64; 4] {
    [dx, dy, dz, grip]
}

fn distance(a: Vec3, b: Vec3) -> f64 {
    (a[0] - b[0]).hypot(a[1] - b[1]).hypot(a[2] - b[2])
}

fn horizontal_distance(a: Vec3, b: Vec3) -> f64 {
    (a[0] - b[0]).hypot(a[1] - b[1])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn observe(instruction: &str, state: [f64; 10]) -> Observation {
        Observation {
            instruction: instruction.into(),
            state: state.to_vec(),
        }
    }

    #[test]
    fn reach_heads_for_the_goal_at_full_speed() {
        let obs = observe(
            "move the gripper to the green marker",
            [0., 0., 0.2, 0., 0., 0., 0.02, 0.3, 0., 0.2],
        );
        assert_eq!(act(&obs), [1.0, 0.0, 0.0, OPEN]);
    }

    #[test]
    fn pick_closes_once_at_the_cube() {
        let obs = observe(
            "pick up the red cube and lift it",
            [0.1, 0.1, 0.02, 0., 0.1, 0.1, 0.02, 0.1, 0.1, 0.15],
        );
        assert_eq!(act(&obs), [0.0, 0.0, 0.0, CLOSE]);
    }

    #[test]
    fn place_releases_on_the_goal() {
        let obs = observe(
            "put the red cube on the green marker",
            [0.1, 0.1, 0.02, 1., 0.1, 0.1, 0.02, 0.1, 0.1, 0.02],
        );
        assert_eq!(act(&obs), [0.0, 0.0, 0.0, OPEN]);
    }

    // covers: POL-REF-5
    #[test]
    fn unknown_instructions_and_other_states_stand_still() {
        let obs = observe("dance", [0.1; 10]);
        assert_eq!(act(&obs), STAND_STILL);
        for len in [0, 3, 9, 11, 64] {
            let obs = Observation {
                instruction: "pick up the red cube and lift it".into(),
                state: vec![0.1; len],
            };
            assert_eq!(act(&obs), STAND_STILL, "{len}");
        }
    }
}
