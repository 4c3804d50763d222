//! A kinematic tabletop: one gripper, one red cube, one green goal marker.
//! Deterministic for a (task, seed) pair; see `conformance/spec/policy.md`.

mod render;
mod task;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::{Value, json};

use crate::action::Action;
use crate::codec::NdArray;

pub use render::{ImageSize, ImageSizeError};
pub use task::{Task, UnknownTask};

pub(crate) type Vec3 = [f64; 3];

/// Metres the end-effector target moves per unit of `dx`, `dy`, `dz`.
pub const METRES_PER_UNIT: f64 = 0.03;
pub const STATE_LEN: usize = 10;
/// Where the centre of the 4 cm cube rests on the table.
pub const CUBE_REST_Z: f64 = 0.02;
const CUBE_TOP_Z: f64 = 0.04;
const EE_MIN: Vec3 = [-0.30, -0.30, 0.02];
const EE_MAX: Vec3 = [0.30, 0.30, 0.40];
const EE_START: Vec3 = [0.0, -0.15, 0.25];
const CUBE_LIMIT: f64 = 0.33;
const GRASP_REACH: f64 = 0.02;
const PUSH_CONTACT: f64 = 0.03;
const SUBSTEP: f64 = 0.005;

/// Positions and gripper state: everything the `state` vector and the camera show.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Scene {
    pub ee: Vec3,
    pub closed: bool,
    pub holding: bool,
    pub cube: Vec3,
    pub goal: Vec3,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StepOutcome {
    /// Steps taken so far, this one included.
    pub step: u32,
    pub success: bool,
    pub success_once: bool,
    /// The step cap is reached; further steps are refused.
    pub done: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("the episode is over: all {0} steps have been taken")]
pub struct EpisodeOver(pub u32);

pub struct Tabletop {
    task: Task,
    scene: Scene,
    steps: u32,
    success_once: bool,
    camera: Option<render::Camera>,
}

impl Tabletop {
    pub fn new(task: Task, seed: u64, image: Option<ImageSize>) -> Self {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let (cube, goal) = task.sample(&mut rng);
        let scene = Scene {
            ee: EE_START,
            closed: false,
            holding: false,
            cube,
            goal,
        };
        Self {
            task,
            scene,
            steps: 0,
            success_once: task.is_success(&scene),
            camera: image.map(render::Camera::new),
        }
    }

    pub fn task(&self) -> Task {
        self.task
    }

    pub fn scene(&self) -> &Scene {
        &self.scene
    }

    pub fn steps(&self) -> u32 {
        self.steps
    }

    pub fn is_success(&self) -> bool {
        self.task.is_success(&self.scene)
    }

    pub fn success_once(&self) -> bool {
        self.success_once
    }

    pub fn is_done(&self) -> bool {
        self.steps >= self.task.step_cap()
    }

    /// End-effector xyz, gripper (1 closed, 0 open), cube xyz, goal xyz.
    pub fn state(&self) -> [f64; STATE_LEN] {
        let Scene {
            ee,
            closed,
            cube,
            goal,
            ..
        } = self.scene;
        [
            ee[0],
            ee[1],
            ee[2],
            if closed { 1.0 } else { 0.0 },
            cube[0],
            cube[1],
            cube[2],
            goal[0],
            goal[1],
            goal[2],
        ]
    }

    /// The camera frame as a uint8 H×W×3 array, when images are enabled.
    pub fn image(&self) -> Option<NdArray> {
        self.camera
            .as_ref()
            .map(|camera| camera.render(&self.scene, self.task.goal_on_table()))
    }

    /// The observation sent to the policy: `instruction`, `state` and, with images on, `image`.
    pub fn observation(&self) -> Value {
        let mut observation = json!({
            "instruction": self.task.instruction(),
            "state": self.state(),
        });
        if let Some(image) = self.image() {
            observation["image"] = image.to_json();
        }
        observation
    }

    pub fn step(&mut self, action: Action) -> Result<StepOutcome, EpisodeOver> {
        if self.is_done() {
            return Err(EpisodeOver(self.steps));
        }
        self.move_end_effector([action.dx, action.dy, action.dz].map(|d| d * METRES_PER_UNIT));
        self.command_gripper(action.grip > 0.0);
        self.steps += 1;
        let success = self.is_success();
        self.success_once |= success;
        Ok(StepOutcome {
            step: self.steps,
            success,
            success_once: self.success_once,
            done: self.is_done(),
        })
    }

    /// Moves in sub-steps so that a fast gripper cannot pass through the cube.
    fn move_end_effector(&mut self, delta: Vec3) {
        let start = self.scene.ee;
        let target: Vec3 =
            std::array::from_fn(|i| (start[i] + delta[i]).clamp(EE_MIN[i], EE_MAX[i]));
        let substeps = (distance(start, target) / SUBSTEP).ceil().max(1.0) as u32;
        for k in 1..=substeps {
            let t = f64::from(k) / f64::from(substeps);
            self.scene.ee = std::array::from_fn(|i| start[i] + (target[i] - start[i]) * t);
            if self.scene.holding {
                self.scene.cube = self.scene.ee;
            } else if self.scene.closed {
                self.push_cube();
            }
        }
    }

    fn push_cube(&mut self) {
        let Scene { ee, cube, .. } = self.scene;
        if ee[2] > CUBE_TOP_Z {
            return;
        }
        let (dx, dy) = (cube[0] - ee[0], cube[1] - ee[1]);
        let gap = dx.hypot(dy);
        if gap >= PUSH_CONTACT {
            return;
        }
        let (ux, uy) = if gap < 1e-9 {
            (0.0, 1.0)
        } else {
            (dx / gap, dy / gap)
        };
        self.scene.cube[0] = (ee[0] + ux * PUSH_CONTACT).clamp(-CUBE_LIMIT, CUBE_LIMIT);
        self.scene.cube[1] = (ee[1] + uy * PUSH_CONTACT).clamp(-CUBE_LIMIT, CUBE_LIMIT);
    }

    fn command_gripper(&mut self, close: bool) {
        let scene = &mut self.scene;
        if close && !scene.closed {
            scene.closed = true;
            let within_reach = horizontal_distance(scene.ee, scene.cube) <= GRASP_REACH
                && (scene.ee[2] - scene.cube[2]).abs() <= GRASP_REACH;
            if within_reach {
                scene.holding = true;
                scene.cube = scene.ee;
            }
        } else if !close && scene.closed {
            scene.closed = false;
            if scene.holding {
                scene.holding = false;
                scene.cube[2] = CUBE_REST_Z;
            }
        }
    }
}

pub(crate) fn distance(a: Vec3, b: Vec3) -> f64 {
    (a[0] - b[0]).hypot(a[1] - b[1]).hypot(a[2] - b[2])
}

pub(crate) fn horizontal_distance(a: Vec3, b: Vec3) -> f64 {
    (a[0] - b[0]).hypot(a[1] - b[1])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn act(values: [f64; 4]) -> Action {
        Action::from_values(&values).unwrap()
    }

    /// Steps towards `target` at full speed until there, with the given grip.
    fn drive_to(table: &mut Tabletop, target: Vec3, grip: f64) {
        for _ in 0..40 {
            let ee = table.scene().ee;
            if distance(ee, target) < 1e-9 {
                return;
            }
            let [dx, dy, dz] = std::array::from_fn(|i| (target[i] - ee[i]) / METRES_PER_UNIT);
            table.step(act([dx, dy, dz, grip])).unwrap();
        }
        panic!("did not reach {target:?}");
    }

    // covers: POL-SIM-9
    #[test]
    fn the_same_seed_gives_the_same_scene_and_other_seeds_differ() {
        for task in Task::ALL {
            let a = Tabletop::new(task, 42, None);
            let b = Tabletop::new(task, 42, None);
            let c = Tabletop::new(task, 43, None);
            assert_eq!(a.state(), b.state(), "{task}");
            assert_ne!(a.state(), c.state(), "{task}");
        }
    }

    // covers: POL-SIM-2, POL-SIM-10
    #[test]
    fn initial_scenes_respect_the_documented_ranges() {
        for seed in 0..300 {
            for task in Task::ALL {
                let table = Tabletop::new(task, seed, None);
                let Scene { cube, goal, ee, .. } = *table.scene();
                assert_eq!(ee, EE_START);
                assert!(cube[0].abs() <= 0.25 && cube[1].abs() <= 0.25 && cube[2] == CUBE_REST_Z);
                assert!(goal[0].abs() <= 0.25 && goal[1].abs() <= 0.25);
                let apart = horizontal_distance(cube, goal);
                match task {
                    Task::Reach => assert!((0.05..=0.30).contains(&goal[2])),
                    Task::Push => assert!(
                        (0.10 - 1e-9..=0.18 + 1e-9).contains(&apart),
                        "{seed}: {apart}"
                    ),
                    Task::PickAndLift => assert_eq!(goal, [cube[0], cube[1], 0.15]),
                    Task::PickAndPlace => assert!(apart >= 0.10),
                }
                assert!(!table.is_success(), "{task} {seed} starts solved");
            }
        }
    }

    // covers: POL-SIM-1, POL-SIM-2
    #[test]
    fn one_unit_moves_three_centimetres_and_the_workspace_clamps() {
        let mut table = Tabletop::new(Task::Reach, 1, None);
        table.step(act([1.0, -0.5, 0.0, 0.0])).unwrap();
        let ee = table.scene().ee;
        assert!((ee[0] - 0.03).abs() < 1e-12 && (ee[1] + 0.165).abs() < 1e-12);
        for _ in 0..20 {
            table.step(act([1.0, 0.0, 1.0, 0.0])).unwrap();
        }
        assert_eq!([table.scene().ee[0], table.scene().ee[2]], [0.30, 0.40]);
    }

    // covers: POL-SIM-4, POL-SIM-5
    #[test]
    fn grasp_carry_and_release() {
        let mut table = Tabletop::new(Task::PickAndPlace, 3, None);
        let cube = table.scene().cube;
        drive_to(&mut table, [cube[0] + 0.05, cube[1], cube[2]], -1.0);
        table.step(act([0.0, 0.0, 0.0, 1.0])).unwrap();
        assert!(
            table.scene().closed && !table.scene().holding,
            "closing 5 cm away grasps nothing"
        );
        assert_eq!(table.scene().cube, cube, "nothing moved");
        table.step(act([0.0, 0.0, 0.0, -1.0])).unwrap();
        drive_to(&mut table, cube, -1.0);
        assert_eq!(
            table.scene().cube,
            cube,
            "an open gripper passes the cube untouched"
        );
        table.step(act([0.0, 0.0, 0.0, 1.0])).unwrap();
        assert!(table.scene().holding);
        drive_to(&mut table, [0.0, 0.0, 0.2], 1.0);
        assert_eq!(table.scene().cube, [0.0, 0.0, 0.2]);
        table.step(act([0.0, 0.0, 0.0, -1.0])).unwrap();
        assert!(!table.scene().holding && !table.scene().closed);
        assert_eq!(table.scene().cube, [0.0, 0.0, CUBE_REST_Z]);
    }

    // covers: POL-SIM-6
    #[test]
    fn a_closed_gripper_pushes_the_cube_ahead_of_it() {
        let mut table = Tabletop::new(Task::Push, 5, None);
        let cube = table.scene().cube;
        table.step(act([0.0, 0.0, 0.0, 1.0])).unwrap();
        drive_to(&mut table, [cube[0] - 0.06, cube[1], 0.1], 1.0);
        drive_to(&mut table, [cube[0] - 0.06, cube[1], CUBE_REST_Z], 1.0);
        drive_to(&mut table, [cube[0] + 0.02, cube[1], CUBE_REST_Z], 1.0);
        let pushed = table.scene().cube;
        assert!((pushed[0] - (cube[0] + 0.05)).abs() < 1e-9, "{pushed:?}");
        assert!((pushed[1] - cube[1]).abs() < 1e-9);
        assert!(!table.scene().holding);
    }

    // covers: POL-SIM-8
    #[test]
    fn zero_actions_do_not_solve_any_task() {
        for task in Task::ALL {
            for seed in 0..30 {
                let mut table = Tabletop::new(task, seed, None);
                let mut last = None;
                while !table.is_done() {
                    last = Some(table.step(act([0.0; 4])).unwrap());
                }
                let last = last.unwrap();
                assert_eq!(last.step, task.step_cap());
                assert!(last.done && !last.success_once, "{task} {seed}");
                assert_eq!(table.step(act([0.0; 4])), Err(EpisodeOver(task.step_cap())));
            }
        }
    }

    #[test]
    fn reach_succeeds_once_and_at_end_when_held_at_the_goal() {
        let mut table = Tabletop::new(Task::Reach, 8, None);
        let goal = table.scene().goal;
        drive_to(&mut table, goal, -1.0);
        assert!(table.is_success() && table.success_once());
        drive_to(&mut table, [0.0, 0.0, 0.4], -1.0);
        assert!(
            !table.is_success() && table.success_once(),
            "success_once survives leaving the goal"
        );
    }

    // covers: POL-SIM-11, POL-SIM-13
    #[test]
    fn observations_carry_instruction_state_and_optionally_an_image() {
        let table = Tabletop::new(Task::PickAndLift, 2, None);
        let observation = table.observation();
        assert_eq!(
            observation["instruction"],
            "pick up the red cube and lift it"
        );
        assert_eq!(observation["state"].as_array().unwrap().len(), STATE_LEN);
        assert!(observation.get("image").is_none());

        let size = ImageSize::new(96, 128).unwrap();
        let table = Tabletop::new(Task::PickAndLift, 2, Some(size));
        let image = NdArray::from_json(&table.observation()["image"]).unwrap();
        assert_eq!(image.shape(), [96, 128, 3]);
        let again = Tabletop::new(Task::PickAndLift, 2, Some(size))
            .image()
            .unwrap();
        assert_eq!(image, again, "the same state renders the same image");
    }

    proptest::proptest! {
        // covers: POL-SIM-2, POL-SIM-9
        /// Any sequence of finite actions keeps the scene physical, and replaying
        /// it from the same seed gives the same trajectory.
        #[test]
        fn arbitrary_actions_keep_the_scene_in_bounds_and_replay_exactly(
            task in proptest::sample::select(Task::ALL.to_vec()),
            seed in proptest::prelude::any::<u64>(),
            actions in proptest::collection::vec(proptest::array::uniform4(-3.0f64..3.0), 1..40),
        ) {
            let run = || {
                let mut table = Tabletop::new(task, seed, None);
                let mut states = vec![table.state()];
                for values in &actions {
                    table.step(Action::from_values(values).unwrap()).unwrap();
                    let Scene { ee, cube, holding, .. } = *table.scene();
                    for i in 0..3 {
                        assert!((EE_MIN[i]..=EE_MAX[i]).contains(&ee[i]), "ee {ee:?}");
                    }
                    assert!(cube[0].abs() <= CUBE_LIMIT && cube[1].abs() <= CUBE_LIMIT, "cube {cube:?}");
                    assert!(holding || cube[2] == CUBE_REST_Z, "a free cube rests on the table: {cube:?}");
                    states.push(table.state());
                }
                states
            };
            proptest::prop_assert_eq!(run(), run());
        }
    }

    fn close(a: Vec3, b: Vec3) -> bool {
        distance(a, b) < 1e-9
    }

    /// A table whose scene is set by hand, for checking one rule at a time.
    fn table_with(task: Task, scene: Scene) -> Tabletop {
        let mut table = Tabletop::new(task, 0, None);
        table.scene = scene;
        table
    }

    fn scene(ee: Vec3, closed: bool, holding: bool, cube: Vec3) -> Scene {
        Scene {
            ee,
            closed,
            holding,
            cube,
            goal: [-0.2, -0.2, CUBE_REST_Z],
        }
    }

    // covers: POL-SIM-1, POL-HARNESS-1
    #[test]
    fn each_unit_moves_the_target_three_centimetres_after_clipping() {
        let mut table = Tabletop::new(Task::Reach, 4, None);
        table.step(act([0.5, -1.0, 0.25, 0.0])).unwrap();
        assert!(
            close(table.scene().ee, [0.015, -0.18, 0.2575]),
            "{:?}",
            table.scene().ee
        );
        // Out-of-range values are clipped first, so 5 moves as far as 1.
        table.step(act([5.0, 7.0, -3.0, 0.0])).unwrap();
        assert!(
            close(table.scene().ee, [0.045, -0.15, 0.2275]),
            "{:?}",
            table.scene().ee
        );
        let before = table.scene().ee;
        table.step(act([0.0, 0.0, 0.0, 0.0])).unwrap();
        assert_eq!(table.scene().ee, before, "a zero action does not move");
    }

    // covers: POL-SIM-2
    #[test]
    fn the_end_effector_starts_open_and_stays_inside_the_workspace() {
        for task in Task::ALL {
            let table = Tabletop::new(task, 11, None);
            assert_eq!(table.scene().ee, [0.0, -0.15, 0.25], "{task}");
            assert!(!table.scene().closed && !table.scene().holding, "{task}");
            assert_eq!(table.state()[..4], [0.0, -0.15, 0.25, 0.0], "{task}");
        }
        let mut table = Tabletop::new(Task::Push, 11, None);
        for _ in 0..30 {
            table.step(act([-1.0, -1.0, -1.0, 0.0])).unwrap();
        }
        assert!(
            close(table.scene().ee, [-0.30, -0.30, 0.02]),
            "{:?}",
            table.scene().ee
        );
        for _ in 0..30 {
            table.step(act([1.0, 1.0, 1.0, 0.0])).unwrap();
        }
        assert!(
            close(table.scene().ee, [0.30, 0.30, 0.40]),
            "{:?}",
            table.scene().ee
        );
    }

    // covers: POL-SIM-3
    #[test]
    fn positive_grip_closes_and_zero_or_negative_grip_opens() {
        let mut table = Tabletop::new(Task::Reach, 6, None);
        for (grip, closed) in [
            (1e-6, true),
            (0.0, false),
            (0.5, true),
            (0.7, true),
            (-1e-6, false),
            (-1.0, false),
            (1.0, true),
            (-0.0, false),
        ] {
            table.step(act([0.0, 0.0, 0.0, grip])).unwrap();
            assert_eq!(table.scene().closed, closed, "grip {grip}");
            assert_eq!(
                table.state()[3],
                if closed { 1.0 } else { 0.0 },
                "grip {grip}"
            );
        }
    }

    // covers: POL-SIM-4
    #[test]
    fn closing_grasps_only_within_two_centimetres_each_way() {
        let cube = [0.1, 0.05, CUBE_REST_Z];
        for (offset, grasps) in [
            ([0.0, 0.0, 0.0], true),
            ([0.019, 0.0, 0.0], true),
            ([0.0, -0.019, 0.0], true),
            ([0.0, 0.0, 0.019], true),
            ([0.013, 0.013, 0.019], true),
            ([0.021, 0.0, 0.0], false),
            ([0.0, 0.021, 0.0], false),
            ([0.0, 0.0, 0.021], false),
            // 0.015 along x and y is 0.0212 m horizontally.
            ([0.015, 0.015, 0.0], false),
        ] {
            let ee = std::array::from_fn(|i| cube[i] + offset[i]);
            let mut table = table_with(Task::PickAndLift, scene(ee, false, false, cube));
            table.step(act([0.0, 0.0, 0.0, 1.0])).unwrap();
            assert!(table.scene().closed);
            assert_eq!(table.scene().holding, grasps, "{offset:?}");
            if grasps {
                assert!(
                    close(table.scene().cube, ee),
                    "a grasped cube centres on the end-effector"
                );
                table.step(act([-1.0, 0.5, 1.0, 1.0])).unwrap();
                table.step(act([0.0, 1.0, 1.0, 1.0])).unwrap();
                assert!(table.scene().holding);
                assert_eq!(table.scene().cube, table.scene().ee, "a held cube follows");
            } else {
                assert_eq!(table.scene().cube, cube, "{offset:?}");
            }
        }
    }

    // covers: POL-SIM-5
    #[test]
    fn opening_drops_a_held_cube_straight_down() {
        let ee = [-0.12, 0.2, 0.31];
        let mut table = table_with(Task::PickAndPlace, scene(ee, true, true, ee));
        table.step(act([0.0, 0.0, 0.0, -1.0])).unwrap();
        assert!(!table.scene().holding && !table.scene().closed);
        assert_eq!(table.scene().cube, [-0.12, 0.2, CUBE_REST_Z]);
        assert_eq!(table.scene().ee, ee, "the gripper stays where it was");
        table.step(act([1.0, 1.0, -1.0, -1.0])).unwrap();
        assert_eq!(
            table.scene().cube,
            [-0.12, 0.2, CUBE_REST_Z],
            "a released cube stays put"
        );
    }

    // covers: POL-SIM-6
    #[test]
    fn a_closed_empty_gripper_pushes_only_at_table_height() {
        let cube = [0.0, 0.1, CUBE_REST_Z];
        // Above z = 0.04 a closed gripper sweeps over the cube.
        let mut table = table_with(Task::Push, scene([-0.03, 0.1, 0.045], true, false, cube));
        table.step(act([1.0, 0.0, 0.0, 1.0])).unwrap();
        table.step(act([1.0, 0.0, 0.0, 1.0])).unwrap();
        assert_eq!(table.scene().cube, cube);
        // At z = 0.04 it pushes the cube ahead to 3 cm.
        let mut table = table_with(Task::Push, scene([-0.03, 0.1, 0.04], true, false, cube));
        table.step(act([1.0, 0.0, 0.0, 1.0])).unwrap();
        let pushed = table.scene().cube;
        assert!(close(pushed, [0.03, 0.1, CUBE_REST_Z]), "{pushed:?}");
        // Sideways contact moves the cube along the line between the centres.
        let mut table = table_with(Task::Push, scene([-0.04, 0.085, 0.02], true, false, cube));
        table.step(act([1.0, 0.0, 0.0, 1.0])).unwrap();
        let [ee, pushed] = [table.scene().ee, table.scene().cube];
        assert!(
            (horizontal_distance(ee, pushed) - 0.03).abs() < 1e-9,
            "{ee:?} {pushed:?}"
        );
        assert!(
            pushed[0] > 0.0 && pushed[1] > 0.1,
            "away from the gripper: {pushed:?}"
        );
        // An open gripper never pushes.
        let mut table = table_with(Task::Push, scene([-0.03, 0.1, 0.02], false, false, cube));
        table.step(act([1.0, 0.0, 0.0, -1.0])).unwrap();
        assert_eq!(table.scene().cube, cube);
    }

    // covers: POL-SIM-6
    #[test]
    fn coinciding_centres_push_the_cube_away_from_the_camera() {
        let cube = [0.05, 0.0, CUBE_REST_Z];
        let mut table = table_with(Task::Push, scene([0.05, 0.0, 0.06], true, false, cube));
        table.step(act([0.0, 0.0, -1.0, 1.0])).unwrap();
        assert!(
            close(table.scene().cube, [0.05, 0.03, CUBE_REST_Z]),
            "{:?}",
            table.scene().cube
        );
    }

    // covers: POL-SIM-6
    #[test]
    fn motion_is_applied_in_small_sub_steps() {
        // Coming down diagonally onto the cube: in 5 mm sub-steps the gripper touches
        // its side first and drives it along +x; in one jump it would land on the
        // cube's centre and shove it along +y.
        let cube = [0.0, 0.0, CUBE_REST_Z];
        let mut table = table_with(Task::Push, scene([-0.03, 0.0, 0.05], true, false, cube));
        table.step(act([1.0, 0.0, -1.0, 1.0])).unwrap();
        assert!(close(table.scene().ee, [0.0, 0.0, 0.02]));
        assert!(
            close(table.scene().cube, [0.03, 0.0, CUBE_REST_Z]),
            "{:?}",
            table.scene().cube
        );
    }

    // covers: POL-SIM-6
    #[test]
    fn a_pushed_cube_stays_on_the_table() {
        let mut table = table_with(
            Task::Push,
            scene([0.19, 0.0, 0.02], true, false, [0.25, 0.0, CUBE_REST_Z]),
        );
        for _ in 0..10 {
            table.step(act([1.0, 0.0, 0.0, 1.0])).unwrap();
        }
        let cube = table.scene().cube;
        assert!(
            cube[0] <= CUBE_LIMIT && (cube[0] - CUBE_LIMIT).abs() < 1e-9,
            "{cube:?}"
        );
        let mut table = table_with(
            Task::Push,
            scene([0.3, 0.3, 0.06], true, false, [0.3, 0.3, CUBE_REST_Z]),
        );
        table.step(act([0.0, 0.0, -1.0, 1.0])).unwrap();
        let cube = table.scene().cube;
        assert!(
            cube[0].abs() <= CUBE_LIMIT && cube[1].abs() <= CUBE_LIMIT,
            "{cube:?}"
        );
    }

    // covers: POL-SIM-7
    #[test]
    fn motion_comes_before_the_gripper_command() {
        // Moving onto the cube and closing in one step grasps it.
        let cube = [0.1, 0.1, CUBE_REST_Z];
        let mut table = table_with(
            Task::PickAndLift,
            scene([0.07, 0.1, 0.02], false, false, cube),
        );
        table.step(act([1.0, 0.0, 0.0, 1.0])).unwrap();
        assert!(table.scene().holding, "closed after arriving at the cube");
        assert!(close(table.scene().cube, [0.1, 0.1, CUBE_REST_Z]));
        // Moving and opening in one step carries the cube first, then drops it.
        let ee = [0.0, 0.0, 0.2];
        let mut table = table_with(Task::PickAndPlace, scene(ee, true, true, ee));
        table.step(act([1.0, -1.0, 0.0, -1.0])).unwrap();
        assert!(!table.scene().holding);
        assert!(
            close(table.scene().cube, [0.03, -0.03, CUBE_REST_Z]),
            "{:?}",
            table.scene().cube
        );
    }

    // covers: POL-SIM-8
    #[test]
    fn episodes_run_to_the_step_cap_even_after_success() {
        let mut table = Tabletop::new(Task::Reach, 8, None);
        let goal = table.scene().goal;
        drive_to(&mut table, goal, -1.0);
        assert!(table.is_success() && !table.is_done());
        let mut steps = table.steps();
        while !table.is_done() {
            let outcome = table.step(act([0.0; 4])).unwrap();
            steps += 1;
            assert_eq!(outcome.step, steps);
            assert!(outcome.success && outcome.success_once);
            assert_eq!(outcome.done, steps == Task::Reach.step_cap());
        }
        assert_eq!(steps, 40);
        assert!(table.step(act([0.0; 4])).is_err());
    }

    // covers: POL-SIM-9
    #[test]
    fn scenes_come_from_chacha8_seeded_with_the_episode_seed() {
        for task in Task::ALL {
            for seed in [0, 1, 42, u64::MAX] {
                let (cube, goal) = task.sample(&mut ChaCha8Rng::seed_from_u64(seed));
                let table = Tabletop::new(task, seed, None);
                assert_eq!(
                    (table.scene().cube, table.scene().goal),
                    (cube, goal),
                    "{task} {seed}"
                );
            }
        }
    }

    #[test]
    fn task_names_round_trip() {
        for task in Task::ALL {
            assert_eq!(task.name().parse::<Task>(), Ok(task));
        }
        assert!("stack".parse::<Task>().is_err());
    }
}
