//! Generated observations that follow the encoding rules of seed 002 part B:
//! the inputs every server must answer with an action. An input is kept as a
//! small description (dtype, shape, a seed for the bytes) rather than as JSON,
//! so the shrinker can make it smaller one property at a time.

use rand::seq::IndexedRandom;
use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{Map, Value, json};

use crate::codec::{Dtype, NdArray};

/// The instruction of the reset every fuzz run starts with.
pub const INSTRUCTION: &str = "move the gripper to the green marker";
/// A plausible tabletop state: end-effector, gripper, cube, goal.
pub const STATE: [f64; 10] = [0.0, -0.15, 0.25, 0.0, 0.1, 0.1, 0.02, 0.1, 0.1, 0.2];

/// Raw bytes one generated array may hold: a few MiB, as a camera frame does.
const MAX_ARRAY_BYTES: usize = 3 << 20;

/// An array of two or more dimensions, sent as an `__ndarray__` object.
#[derive(Debug, Clone, PartialEq)]
pub struct ArraySpec {
    pub dtype: Dtype,
    pub shape: Vec<usize>,
    /// Seeds the element bytes, so the same spec always sends the same data.
    pub fill: u64,
}

impl ArraySpec {
    pub fn byte_len(&self) -> usize {
        self.shape.iter().product::<usize>() * self.dtype.item_size()
    }

    /// The array's bytes: random, except that `bool` elements are 0 or 1 and
    /// floating-point elements are finite (a NaN image is valid, but a server
    /// need not like it, and the seed says nothing of it).
    pub fn array(&self) -> NdArray {
        let mut rng = ChaCha8Rng::seed_from_u64(self.fill);
        let mut bytes = vec![0u8; self.byte_len()];
        match self.dtype {
            Dtype::Bool => bytes.iter_mut().for_each(|b| *b = rng.random_range(0..=1)),
            Dtype::F32 => {
                for chunk in bytes.chunks_exact_mut(4) {
                    chunk.copy_from_slice(&rng.random_range(-1e6f32..1e6).to_le_bytes());
                }
            }
            Dtype::F64 => {
                for chunk in bytes.chunks_exact_mut(8) {
                    chunk.copy_from_slice(&rng.random_range(-1e12f64..1e12).to_le_bytes());
                }
            }
            _ => rng.fill_bytes(&mut bytes),
        }
        NdArray::from_bytes(self.dtype, self.shape.clone(), bytes)
            .expect("a generated array follows the codec's rules")
    }

    pub fn to_json(&self) -> Value {
        self.array().to_json()
    }

    pub fn describe(&self) -> String {
        let dims: Vec<String> = self.shape.iter().map(usize::to_string).collect();
        format!("{} {}", self.dtype.name(), dims.join("×"))
    }
}

/// A value under an observation key the seed does not name.
#[derive(Debug, Clone, PartialEq)]
pub enum Extra {
    Number(f64),
    Text(String),
    /// A one-dimensional array: a plain JSON list (seed §2B rule 1).
    List(Vec<f64>),
    /// An array object straight under the key.
    Array(ArraySpec),
    /// An array object one level down, `{"<inner>": {__ndarray__…}}`.
    Nested(String, ArraySpec),
}

impl Extra {
    fn to_json(&self) -> Value {
        match self {
            Extra::Number(n) => json!(n),
            Extra::Text(s) => json!(s),
            Extra::List(items) => json!(items),
            Extra::Array(spec) => spec.to_json(),
            Extra::Nested(inner, spec) => json!({ inner.clone(): spec.to_json() }),
        }
    }
}

/// One observation for an act.
#[derive(Debug, Clone, PartialEq)]
pub struct Input {
    pub instruction: String,
    pub state: Vec<f64>,
    pub image: Option<ArraySpec>,
    pub extras: Vec<(String, Extra)>,
}

impl Input {
    /// The observation the harness itself sends: the reset's instruction and a
    /// tabletop state, no image.
    pub fn plain() -> Self {
        Self {
            instruction: INSTRUCTION.to_owned(),
            state: STATE.to_vec(),
            image: None,
            extras: Vec::new(),
        }
    }

    pub fn to_json(&self) -> Value {
        let mut observation = Map::new();
        for (key, extra) in &self.extras {
            observation.insert(key.clone(), extra.to_json());
        }
        if let Some(image) = &self.image {
            observation.insert("image".into(), image.to_json());
        }
        observation.insert("instruction".into(), json!(self.instruction));
        observation.insert("state".into(), json!(self.state));
        Value::Object(observation)
    }

    /// What the input carries beyond the plain observation, for a failure
    /// message.
    pub fn describe(&self) -> String {
        let mut parts = Vec::new();
        if let Some(image) = &self.image {
            parts.push(format!("image {}", image.describe()));
        }
        if self.instruction != INSTRUCTION {
            parts.push(format!("instruction {:?}", self.instruction));
        }
        if self.state.as_slice() != STATE {
            parts.push(format!("state of {} numbers", self.state.len()));
        }
        for (key, extra) in &self.extras {
            parts.push(match extra {
                Extra::Array(spec) => format!("extra key {key:?}: array {}", spec.describe()),
                Extra::Nested(inner, spec) => {
                    format!(
                        "extra key {key:?}: {{{inner:?}: array {}}}",
                        spec.describe()
                    )
                }
                Extra::List(items) => format!("extra key {key:?}: list of {}", items.len()),
                Extra::Number(_) => format!("extra key {key:?}: number"),
                Extra::Text(_) => format!("extra key {key:?}: string"),
            });
        }
        if parts.is_empty() {
            "the plain observation (instruction and 10-number state)".to_owned()
        } else {
            parts.join(", ")
        }
    }

    /// Bytes of array data the input carries.
    pub fn array_bytes(&self) -> usize {
        let extras: usize = self
            .extras
            .iter()
            .map(|(_, extra)| match extra {
                Extra::Array(spec) | Extra::Nested(_, spec) => spec.byte_len(),
                _ => 0,
            })
            .sum();
        self.image.as_ref().map_or(0, ArraySpec::byte_len) + extras
    }
}

/// A random valid observation.
pub fn generate(rng: &mut ChaCha8Rng) -> Input {
    let mut input = Input::plain();
    if rng.random_bool(0.85) {
        input.image = Some(array(rng));
    }
    if rng.random_bool(0.25) {
        input.instruction = instruction(rng);
    }
    if rng.random_bool(0.25) {
        let len = rng.random_range(0..=64);
        input.state = (0..len).map(|_| number(rng)).collect();
    }
    if rng.random_bool(0.3) {
        for n in 0..rng.random_range(1..=3) {
            let key = format!("{}_{n}", KEYS.choose(rng).copied().unwrap_or("extra"));
            let extra = match rng.random_range(0..5) {
                0 => Extra::Number(number(rng)),
                1 => Extra::Text(instruction(rng)),
                2 => Extra::List((0..rng.random_range(0..=16)).map(|_| number(rng)).collect()),
                3 => Extra::Array(small_array(rng)),
                _ => Extra::Nested("rgb".into(), small_array(rng)),
            };
            input.extras.push((key, extra));
        }
    }
    input
}

/// Keys a robot observation often carries beside the front camera.
const KEYS: [&str; 6] = [
    "wrist_image",
    "depth",
    "joint_positions",
    "task_id",
    "prompt",
    "proprio",
];

fn number(rng: &mut ChaCha8Rng) -> f64 {
    if rng.random_bool(0.2) {
        f64::from(rng.random_range(-100i32..=100))
    } else {
        rng.random_range(-10.0..10.0)
    }
}

/// Text beyond ASCII: accents, CJK, right-to-left, emoji (astral plane),
/// combining marks, and the escapes JSON needs.
fn instruction(rng: &mut ChaCha8Rng) -> String {
    const PIECES: [&str; 12] = [
        "pick up",
        "the red cube",
        "déplacer",
        "把红色方块",
        "放在绿色标记上",
        "הזז את",
        "🤖🟥➡️🟢",
        "e\u{301}",
        "tab\there",
        "line\nbreak",
        "quote \" and \\ backslash",
        "\u{7f}",
    ];
    let n = rng.random_range(1..=6);
    (0..n)
        .map(|_| *PIECES.choose(rng).unwrap_or(&""))
        .collect::<Vec<_>>()
        .join(" ")
}

/// An image-like array: any accepted dtype, 2 to 4 dimensions with odd and
/// even sides, mostly small, now and then a few MiB.
pub fn array(rng: &mut ChaCha8Rng) -> ArraySpec {
    let dtype = *Dtype::ALL.choose(rng).unwrap_or(&Dtype::U8);
    let ndim = rng.random_range(2..=4);
    let big = rng.random_bool(0.06);
    let mut shape: Vec<usize> = (0..ndim)
        .map(|axis| {
            if axis == ndim - 1 && ndim >= 3 && rng.random_bool(0.6) {
                *[1, 3, 4].choose(rng).unwrap_or(&3)
            } else if big {
                rng.random_range(200..=1100)
            } else {
                rng.random_range(1..=48)
            }
        })
        .collect();
    while shape.iter().product::<usize>() * dtype.item_size() > MAX_ARRAY_BYTES {
        let largest = (0..shape.len()).max_by_key(|&i| shape[i]).unwrap_or(0);
        shape[largest] = shape[largest].div_ceil(2);
    }
    ArraySpec {
        dtype,
        shape,
        fill: rng.next_u64(),
    }
}

fn small_array(rng: &mut ChaCha8Rng) -> ArraySpec {
    let mut spec = array(rng);
    spec.shape
        .iter_mut()
        .for_each(|side| *side = (*side).min(16));
    spec
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generated_inputs_follow_the_encoding_and_vary() {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let inputs: Vec<Input> = (0..300).map(|_| generate(&mut rng)).collect();
        for input in &inputs {
            let observation = input.to_json();
            if let Some(image) = observation.get("image") {
                NdArray::from_json(image).expect("a valid image");
            }
            assert!(input.array_bytes() <= 4 * MAX_ARRAY_BYTES);
        }
        let dtypes: std::collections::BTreeSet<&str> = inputs
            .iter()
            .filter_map(|i| i.image.as_ref())
            .map(|a| a.dtype.name())
            .collect();
        assert_eq!(dtypes.len(), Dtype::ALL.len(), "every dtype: {dtypes:?}");
        let ndims: std::collections::BTreeSet<usize> = inputs
            .iter()
            .filter_map(|i| i.image.as_ref())
            .map(|a| a.shape.len())
            .collect();
        assert_eq!(ndims, [2, 3, 4].into());
        assert!(
            inputs.iter().any(|i| i.array_bytes() > 1 << 20),
            "some of a few MiB"
        );
        assert!(inputs.iter().any(|i| !i.extras.is_empty()));
        assert!(inputs.iter().any(|i| i.instruction != INSTRUCTION));
        assert!(inputs.iter().any(|i| i.state.len() != STATE.len()));
    }

    #[test]
    fn the_same_spec_sends_the_same_bytes() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let spec = array(&mut rng);
        assert_eq!(spec.to_json(), spec.clone().to_json());
    }
}
