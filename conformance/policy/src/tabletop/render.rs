//! The front camera: a pinhole camera looking down at the table from the front.
//! The static background (backdrop, table, grid) and each pixel's point on the
//! table plane are computed once; a frame copies the background and draws the
//! goal, shadows, cube and gripper over it.

use crate::codec::{Dtype, NdArray};

use super::{Scene, Vec3};

type Rgb = [u8; 3];

const BACKDROP: Rgb = [70, 80, 95];
const TABLE: Rgb = [196, 178, 148];
const GRID: Rgb = [176, 158, 128];
const GOAL: Rgb = [40, 200, 60];
const GOAL_FOOTPRINT: Rgb = [130, 200, 130];
const CUBE_SIDE: Rgb = [200, 25, 25];
const CUBE_TOP: Rgb = [250, 95, 95];
const FINGER: Rgb = [30, 40, 160];
const PALM: Rgb = [55, 60, 80];
const WRIST: Rgb = [110, 110, 120];
const SHADOW_FACTOR: f32 = 0.55;

const TABLE_HALF: f64 = 0.35;
const GRID_PITCH: f64 = 0.10;
const GRID_HALF_WIDTH: f64 = 0.002;
const CUBE_HALF: f64 = 0.02;
const GOAL_DISC_RADIUS: f64 = 0.03;
const GOAL_SPHERE_RADIUS: f64 = 0.018;

const CAMERA_POSITION: Vec3 = [0.0, -1.15, 0.8];
const CAMERA_LOOKS_AT: Vec3 = [0.0, 0.0, 0.08];
const VERTICAL_FOV_DEGREES: f64 = 40.0;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ImageSize {
    height: usize,
    width: usize,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("image size {height}x{width} is outside {min}..={max} pixels per side", min = ImageSize::MIN_SIDE, max = ImageSize::MAX_SIDE)]
pub struct ImageSizeError {
    pub height: usize,
    pub width: usize,
}

impl ImageSize {
    pub const MIN_SIDE: usize = 16;
    pub const MAX_SIDE: usize = 2048;

    pub fn new(height: usize, width: usize) -> Result<Self, ImageSizeError> {
        let side = Self::MIN_SIDE..=Self::MAX_SIDE;
        if side.contains(&height) && side.contains(&width) {
            Ok(Self { height, width })
        } else {
            Err(ImageSizeError { height, width })
        }
    }

    pub fn height(self) -> usize {
        self.height
    }

    pub fn width(self) -> usize {
        self.width
    }
}

pub(super) struct Camera {
    size: ImageSize,
    right: Vec3,
    up: Vec3,
    forward: Vec3,
    focal: f64,
    background: Vec<u8>,
    /// For each pixel, where its ray meets the table plane (`None` above the horizon).
    table_points: Vec<Option<[f32; 2]>>,
}

/// A point projected into the image: column, row, distance along the view axis.
#[derive(Debug, Clone, Copy)]
struct Projected {
    u: f64,
    v: f64,
    depth: f64,
}

impl Camera {
    pub(super) fn new(size: ImageSize) -> Self {
        let forward = normalize(sub(CAMERA_LOOKS_AT, CAMERA_POSITION));
        let right = normalize(cross(forward, [0.0, 0.0, 1.0]));
        let up = cross(right, forward);
        let focal = size.height as f64 / 2.0 / (VERTICAL_FOV_DEGREES.to_radians() / 2.0).tan();
        let mut camera = Self {
            size,
            right,
            up,
            forward,
            focal,
            background: Vec::with_capacity(size.height * size.width * 3),
            table_points: Vec::with_capacity(size.height * size.width),
        };
        for row in 0..size.height {
            for col in 0..size.width {
                let point = camera.table_point(col as f64 + 0.5, row as f64 + 0.5);
                let colour = match point {
                    Some([x, y]) if x.abs() <= TABLE_HALF && y.abs() <= TABLE_HALF => {
                        if on_grid_line(x) || on_grid_line(y) {
                            GRID
                        } else {
                            TABLE
                        }
                    }
                    _ => BACKDROP,
                };
                camera.background.extend_from_slice(&colour);
                camera
                    .table_points
                    .push(point.map(|[x, y]| [x as f32, y as f32]));
            }
        }
        camera
    }

    pub(super) fn render(&self, scene: &Scene, goal_on_table: bool) -> NdArray {
        let mut frame = Frame {
            width: self.size.width,
            height: self.size.height,
            pixels: self.background.clone(),
        };
        if goal_on_table {
            self.paint_on_table(
                &mut frame,
                scene.goal,
                GOAL_DISC_RADIUS,
                Paint::Colour(GOAL),
            );
        } else {
            self.paint_on_table(&mut frame, scene.goal, 0.012, Paint::Colour(GOAL_FOOTPRINT));
        }
        self.paint_on_table(&mut frame, scene.cube, CUBE_HALF, Paint::Shadow);
        self.paint_on_table(&mut frame, scene.ee, 0.015, Paint::Shadow);

        // Farther things first; the gripper wins ties so it is drawn over a held cube.
        let mut solids: Vec<(f64, Solid)> = vec![
            (self.depth(scene.cube), Solid::Cube),
            (self.depth(scene.ee) - 1e-6, Solid::Gripper),
        ];
        if !goal_on_table {
            solids.push((self.depth(scene.goal), Solid::GoalSphere));
        }
        solids.sort_by(|a, b| b.0.total_cmp(&a.0));
        for (_, solid) in solids {
            match solid {
                Solid::Cube => self.draw_cube(&mut frame, scene.cube),
                Solid::Gripper => self.draw_gripper(&mut frame, scene),
                Solid::GoalSphere => {
                    if let Some(centre) = self.project(scene.goal) {
                        let radius = GOAL_SPHERE_RADIUS * self.focal / centre.depth;
                        frame.fill_circle(centre.u, centre.v, radius, GOAL);
                    }
                }
            }
        }
        let shape = vec![self.size.height, self.size.width, 3];
        NdArray::from_bytes(Dtype::U8, shape, frame.pixels)
            .unwrap_or_else(|err| unreachable!("a frame always matches its own size: {err}"))
    }

    fn draw_cube(&self, frame: &mut Frame, cube: Vec3) {
        let corners = |z: f64| {
            [-CUBE_HALF, CUBE_HALF].into_iter().flat_map(move |dx| {
                [-CUBE_HALF, CUBE_HALF].map(|dy| [cube[0] + dx, cube[1] + dy, z])
            })
        };
        let all: Vec<Vec3> = corners(cube[2] - CUBE_HALF)
            .chain(corners(cube[2] + CUBE_HALF))
            .collect();
        self.fill_box_around(frame, &all, CUBE_SIDE);
        let top: Vec<Vec3> = corners(cube[2] + CUBE_HALF).collect();
        self.fill_box_around(frame, &top, CUBE_TOP);
    }

    fn draw_gripper(&self, frame: &mut Frame, scene: &Scene) {
        let [x, y, z] = scene.ee;
        let half_gap = match (scene.closed, scene.holding) {
            (false, _) => 0.03,
            (true, true) => CUBE_HALF + 0.004,
            (true, false) => 0.006,
        };
        let finger_half_width = 0.004;
        let wrist_top = z + 0.12;
        self.fill_box_around(
            frame,
            &[[x - 0.008, y, z + 0.04], [x + 0.008, y, wrist_top]],
            WRIST,
        );
        let palm_half = half_gap + finger_half_width;
        self.fill_box_around(
            frame,
            &[[x - palm_half, y, z + 0.03], [x + palm_half, y, z + 0.042]],
            PALM,
        );
        for side in [-1.0, 1.0] {
            let cx = x + side * half_gap;
            let finger = [
                [cx - finger_half_width, y, z - 0.015],
                [cx + finger_half_width, y, z + 0.03],
            ];
            self.fill_box_around(frame, &finger, FINGER);
        }
    }

    /// Fills the screen rectangle that bounds the projections of `points`.
    fn fill_box_around(&self, frame: &mut Frame, points: &[Vec3], colour: Rgb) {
        let projected: Vec<Projected> = points.iter().filter_map(|&p| self.project(p)).collect();
        if projected.len() != points.len() {
            return;
        }
        let (u0, u1) = min_max(projected.iter().map(|p| p.u));
        let (v0, v1) = min_max(projected.iter().map(|p| p.v));
        frame.fill_rect(u0, v0, u1, v1, colour);
    }

    /// Paints the pixels whose table point lies within `radius` of `centre` (x, y).
    fn paint_on_table(&self, frame: &mut Frame, centre: Vec3, radius: f64, paint: Paint) {
        let corners = [
            [-radius, -radius],
            [-radius, radius],
            [radius, -radius],
            [radius, radius],
        ]
        .map(|[dx, dy]| [centre[0] + dx, centre[1] + dy, 0.0]);
        let projected: Vec<Projected> = corners.iter().filter_map(|&p| self.project(p)).collect();
        if projected.len() != corners.len() {
            return;
        }
        let (u0, u1) = min_max(projected.iter().map(|p| p.u));
        let (v0, v1) = min_max(projected.iter().map(|p| p.v));
        let Some((cols, rows)) = frame.clip(u0, v0, u1, v1) else {
            return;
        };
        let (cx, cy, r2) = (centre[0] as f32, centre[1] as f32, (radius * radius) as f32);
        for row in rows {
            for col in cols.clone() {
                let index = row * frame.width + col;
                let Some([x, y]) = self.table_points[index] else {
                    continue;
                };
                if (x - cx).powi(2) + (y - cy).powi(2) <= r2 {
                    frame.paint(index, paint);
                }
            }
        }
    }

    fn project(&self, point: Vec3) -> Option<Projected> {
        let relative = sub(point, CAMERA_POSITION);
        let depth = dot(relative, self.forward);
        if depth < 0.05 {
            return None;
        }
        Some(Projected {
            u: self.size.width as f64 / 2.0 + self.focal * dot(relative, self.right) / depth,
            v: self.size.height as f64 / 2.0 - self.focal * dot(relative, self.up) / depth,
            depth,
        })
    }

    fn depth(&self, point: Vec3) -> f64 {
        dot(sub(point, CAMERA_POSITION), self.forward)
    }

    fn table_point(&self, u: f64, v: f64) -> Option<[f64; 2]> {
        self.point_at_height(u, v, 0.0)
    }

    /// Where the ray through pixel position (u, v) crosses the plane `z = height`,
    /// if it does so in front of the camera.
    fn point_at_height(&self, u: f64, v: f64, height: f64) -> Option<[f64; 2]> {
        let a = (u - self.size.width as f64 / 2.0) / self.focal;
        let b = (self.size.height as f64 / 2.0 - v) / self.focal;
        let ray: Vec3 =
            std::array::from_fn(|i| self.forward[i] + a * self.right[i] + b * self.up[i]);
        let t = (height - CAMERA_POSITION[2]) / ray[2];
        if !t.is_finite() || t <= 0.0 {
            return None;
        }
        Some([
            CAMERA_POSITION[0] + t * ray[0],
            CAMERA_POSITION[1] + t * ray[1],
        ])
    }
}

#[derive(Debug, Clone, Copy)]
enum Solid {
    Cube,
    Gripper,
    GoalSphere,
}

#[derive(Debug, Clone, Copy)]
enum Paint {
    Colour(Rgb),
    Shadow,
}

struct Frame {
    width: usize,
    height: usize,
    pixels: Vec<u8>,
}

impl Frame {
    /// The pixel columns and rows a screen rectangle covers, or `None` when off screen.
    fn clip(
        &self,
        u0: f64,
        v0: f64,
        u1: f64,
        v1: f64,
    ) -> Option<(std::ops::Range<usize>, std::ops::Range<usize>)> {
        let span = |lo: f64, hi: f64, len: usize| {
            let start = lo.round().max(0.0) as usize;
            let end = (hi.round().max(0.0) as usize).min(len);
            (start < end).then_some(start..end)
        };
        Some((span(u0, u1, self.width)?, span(v0, v1, self.height)?))
    }

    fn fill_rect(&mut self, u0: f64, v0: f64, u1: f64, v1: f64, colour: Rgb) {
        // At least one pixel wide, so small far objects do not vanish.
        let Some((cols, rows)) = self.clip(u0, v0, u1.max(u0 + 1.0), v1.max(v0 + 1.0)) else {
            return;
        };
        for row in rows {
            for col in cols.clone() {
                self.paint(row * self.width + col, Paint::Colour(colour));
            }
        }
    }

    fn fill_circle(&mut self, cu: f64, cv: f64, radius: f64, colour: Rgb) {
        let radius = radius.max(1.0);
        let Some((cols, rows)) = self.clip(cu - radius, cv - radius, cu + radius, cv + radius)
        else {
            return;
        };
        for row in rows {
            for col in cols.clone() {
                let (du, dv) = (col as f64 + 0.5 - cu, row as f64 + 0.5 - cv);
                if du * du + dv * dv <= radius * radius {
                    self.paint(row * self.width + col, Paint::Colour(colour));
                }
            }
        }
    }

    fn paint(&mut self, index: usize, paint: Paint) {
        let pixel = &mut self.pixels[index * 3..index * 3 + 3];
        match paint {
            Paint::Colour(colour) => pixel.copy_from_slice(&colour),
            Paint::Shadow => pixel
                .iter_mut()
                .for_each(|c| *c = (f32::from(*c) * SHADOW_FACTOR) as u8),
        }
    }
}

fn on_grid_line(coordinate: f64) -> bool {
    let offset = (coordinate / GRID_PITCH).round() * GRID_PITCH - coordinate;
    offset.abs() <= GRID_HALF_WIDTH
}

fn min_max(values: impl Iterator<Item = f64>) -> (f64, f64) {
    values.fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), v| {
        (lo.min(v), hi.max(v))
    })
}

fn sub(a: Vec3, b: Vec3) -> Vec3 {
    [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
}

fn dot(a: Vec3, b: Vec3) -> f64 {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
}

fn cross(a: Vec3, b: Vec3) -> Vec3 {
    [
        a[1] * b[2] - a[2] * b[1],
        a[2] * b[0] - a[0] * b[2],
        a[0] * b[1] - a[1] * b[0],
    ]
}

fn normalize(a: Vec3) -> Vec3 {
    let length = dot(a, a).sqrt();
    a.map(|c| c / length)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tabletop::CUBE_REST_Z;

    fn scene() -> Scene {
        Scene {
            ee: [-0.1, -0.1, 0.2],
            closed: false,
            holding: false,
            cube: [0.15, 0.05, CUBE_REST_Z],
            goal: [-0.15, 0.15, CUBE_REST_Z],
        }
    }

    fn pixel(image: &NdArray, width: usize, at: Projected) -> Rgb {
        let index = (at.v as usize * width + at.u as usize) * 3;
        image.bytes()[index..index + 3].try_into().unwrap()
    }

    // covers: POL-SIM-11, POL-SIM-12
    #[test]
    fn each_object_shows_in_its_own_colour_where_it_projects() {
        for (height, width) in [(128, 128), (224, 224), (480, 640)] {
            let camera = Camera::new(ImageSize::new(height, width).unwrap());
            let scene = scene();
            let image = camera.render(&scene, true);
            assert_eq!(image.shape(), [height, width, 3]);
            assert_eq!(image.dtype(), Dtype::U8);
            let cube = camera.project(scene.cube).unwrap();
            let goal = camera.project([scene.goal[0], scene.goal[1], 0.0]).unwrap();
            let finger = camera
                .project([scene.ee[0] + 0.03, scene.ee[1], scene.ee[2]])
                .unwrap();
            assert!(pixel(&image, width, cube)[0] > 180, "{height}x{width} cube");
            assert_eq!(pixel(&image, width, goal), GOAL, "{height}x{width} goal");
            assert_eq!(
                pixel(&image, width, finger),
                FINGER,
                "{height}x{width} finger"
            );
        }
    }

    // covers: POL-SIM-12
    #[test]
    fn the_gripper_casts_a_shadow_below_itself() {
        let camera = Camera::new(ImageSize::new(224, 224).unwrap());
        let scene = scene();
        let image = camera.render(&scene, true);
        let below = camera.project([scene.ee[0], scene.ee[1], 0.0]).unwrap();
        let [r, g, b] = pixel(&image, 224, below);
        assert!(
            r < TABLE[0] && g < TABLE[1] && b < TABLE[2],
            "{:?}",
            [r, g, b]
        );
    }

    // covers: POL-SIM-11
    #[test]
    fn the_whole_workspace_is_in_view() {
        let camera = Camera::new(ImageSize::new(128, 128).unwrap());
        for x in [-0.3, 0.3] {
            for y in [-0.3, 0.3] {
                for z in [0.0, 0.40] {
                    let p = camera.project([x, y, z]).unwrap();
                    assert!(
                        (0.0..128.0).contains(&p.u) && (0.0..128.0).contains(&p.v),
                        "{x},{y},{z} -> {p:?}"
                    );
                }
            }
        }
    }

    /// Centroid (u, v) of the pixels of exactly one of `colours`.
    fn centroid(image: &NdArray, width: usize, colours: &[Rgb]) -> Option<(f64, f64)> {
        let (mut sum_u, mut sum_v, mut count) = (0.0, 0.0, 0.0);
        for (index, pixel) in image.bytes().chunks_exact(3).enumerate() {
            if colours.iter().any(|c| pixel == c) {
                sum_u += (index % width) as f64 + 0.5;
                sum_v += (index / width) as f64 + 0.5;
                count += 1.0;
            }
        }
        (count > 0.0).then(|| (sum_u / count, sum_v / count))
    }

    // covers: POL-SIM-12
    /// What an image-only policy needs: goal and cube positions can be recovered
    /// from colour alone, to within a centimetre or two.
    #[test]
    fn goal_and_cube_positions_can_be_read_back_from_the_image() {
        let camera = Camera::new(ImageSize::new(224, 224).unwrap());
        for seed in 0..20 {
            let table = super::super::Tabletop::new(super::super::Task::Push, seed, None);
            let scene = *table.scene();
            let image = camera.render(&scene, true);
            let (u, v) = centroid(&image, 224, &[GOAL]).unwrap();
            let [x, y] = camera.table_point(u, v).unwrap();
            assert!(
                (x - scene.goal[0]).hypot(y - scene.goal[1]) < 0.01,
                "seed {seed} goal"
            );
            let (u, v) = centroid(&image, 224, &[CUBE_SIDE, CUBE_TOP]).unwrap();
            let [x, y] = camera.point_at_height(u, v, CUBE_REST_Z).unwrap();
            let error = (x - scene.cube[0]).hypot(y - scene.cube[1]);
            assert!(error < 0.02, "seed {seed} cube off by {error}");
        }
    }

    #[test]
    fn image_sizes_outside_the_range_are_refused() {
        assert!(ImageSize::new(8, 64).is_err());
        assert!(ImageSize::new(64, 4096).is_err());
        assert_eq!(
            ImageSize::new(480, 640).map(|s| (s.height(), s.width())),
            Ok((480, 640))
        );
    }

    // covers: POL-SIM-11
    #[test]
    fn channels_are_rgb_and_rows_run_top_to_bottom() {
        let camera = Camera::new(ImageSize::new(224, 224).unwrap());
        let scene = scene();
        let image = camera.render(&scene, true);
        let [r, g, b] = pixel(&image, 224, camera.project(scene.cube).unwrap());
        assert!(r > g && r > b, "the red cube is red first: {:?}", [r, g, b]);
        let [r, g, b] = pixel(
            &image,
            224,
            camera.project([scene.goal[0], scene.goal[1], 0.0]).unwrap(),
        );
        assert!(
            g > r && g > b,
            "the green goal is green second: {:?}",
            [r, g, b]
        );
        // Row 0 is the top: the far backdrop, above the table.
        assert_eq!(image.bytes()[..3], BACKDROP);
        // A higher gripper appears higher in the frame, i.e. at a smaller row.
        let low = Scene {
            ee: [0.0, 0.0, 0.05],
            ..scene
        };
        let high = Scene {
            ee: [0.0, 0.0, 0.35],
            ..scene
        };
        let (_, low_row) = centroid(&camera.render(&low, true), 224, &[FINGER]).unwrap();
        let (_, high_row) = centroid(&camera.render(&high, true), 224, &[FINGER]).unwrap();
        assert!(high_row + 10.0 < low_row, "{high_row} vs {low_row}");
    }

    // covers: POL-SIM-12
    #[test]
    fn fingers_are_apart_when_open_and_together_when_closed() {
        let camera = Camera::new(ImageSize::new(480, 640).unwrap());
        let open = scene();
        let closed = Scene {
            closed: true,
            ..open
        };
        let [x, y, z] = open.ee;
        let outer = camera.project([x + 0.03, y, z]).unwrap();
        let inner = camera.project([x + 0.006, y, z]).unwrap();
        let open_image = camera.render(&open, true);
        let closed_image = camera.render(&closed, true);
        assert_eq!(pixel(&open_image, 640, outer), FINGER);
        assert_ne!(pixel(&open_image, 640, inner), FINGER);
        assert_eq!(pixel(&closed_image, 640, inner), FINGER);
        assert_ne!(pixel(&closed_image, 640, outer), FINGER);
        for (r, g, b) in [FINGER, PALM].map(|[r, g, b]| (u32::from(r), u32::from(g), u32::from(b)))
        {
            assert!(
                r + g + b < TABLE.iter().map(|&c| u32::from(c)).sum::<u32>() / 2,
                "the gripper is dark"
            );
        }
    }

    // covers: POL-SIM-12
    #[test]
    fn a_lifted_cube_casts_a_shadow_on_the_table() {
        let camera = Camera::new(ImageSize::new(224, 224).unwrap());
        let lifted = Scene {
            ee: [0.1, 0.0, 0.3],
            closed: true,
            holding: true,
            cube: [0.1, 0.0, 0.3],
            goal: [-0.15, 0.15, CUBE_REST_Z],
        };
        let image = camera.render(&lifted, true);
        let below = camera.project([0.1, 0.0, 0.0]).unwrap();
        let [r, g, b] = pixel(&image, 224, below);
        assert!(
            r < TABLE[0] && g < TABLE[1] && b < TABLE[2],
            "{:?}",
            [r, g, b]
        );
        let lowered = Scene {
            ee: [0.1, 0.0, 0.2],
            cube: [0.1, 0.0, 0.2],
            ..lifted
        };
        let moved = camera.render(&lowered, true);
        assert!(
            centroid(&moved, 224, &[CUBE_SIDE, CUBE_TOP]).unwrap().1
                > centroid(&image, 224, &[CUBE_SIDE, CUBE_TOP]).unwrap().1,
            "height shows in the image"
        );
    }

    // covers: POL-SIM-13
    #[test]
    fn the_same_state_renders_the_same_bytes() {
        let size = ImageSize::new(128, 160).unwrap();
        let camera = Camera::new(size);
        let a = scene();
        let b = Scene {
            ee: [0.2, 0.1, 0.05],
            closed: true,
            ..a
        };
        let first = camera.render(&a, true);
        let other = camera.render(&b, true);
        assert_ne!(first, other);
        assert_eq!(
            camera.render(&a, true),
            first,
            "no state carries over between frames"
        );
        assert_eq!(
            Camera::new(size).render(&a, true),
            first,
            "a new camera renders alike"
        );
        assert_eq!(
            camera.render(&a, false),
            Camera::new(size).render(&a, false)
        );
    }
}
