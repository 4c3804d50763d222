//! The simpler inputs a counterexample could be replaced by, most aggressive
//! first: the driver keeps the first one that still fails, and starts over.

use super::corrupt::{CorruptInput, Corruption};
use super::input::{ArraySpec, INSTRUCTION, Input, STATE};
use crate::codec::Dtype;

/// An input the server mishandled.
#[derive(Debug, Clone, PartialEq)]
pub enum Counterexample {
    /// A valid observation that was not answered with an action.
    Valid(Input),
    /// A broken observation after which a valid act went unanswered.
    Corrupt(CorruptInput),
}

impl Counterexample {
    pub fn simpler(&self) -> Vec<Counterexample> {
        match self {
            Counterexample::Valid(input) => simpler_inputs(input, false)
                .into_iter()
                .map(Counterexample::Valid)
                .collect(),
            Counterexample::Corrupt(corrupt) => {
                let mut out: Vec<Counterexample> = Vec::new();
                if let Some(shallower) = shallower(corrupt.corruption) {
                    out.push(Counterexample::Corrupt(CorruptInput {
                        base: corrupt.base.clone(),
                        corruption: shallower,
                    }));
                }
                out.extend(simpler_inputs(&corrupt.base, true).into_iter().map(|base| {
                    Counterexample::Corrupt(CorruptInput {
                        base,
                        corruption: corrupt.corruption,
                    })
                }));
                out
            }
        }
    }

    pub fn describe(&self) -> String {
        match self {
            Counterexample::Valid(input) => input.describe(),
            Counterexample::Corrupt(corrupt) => corrupt.describe(),
        }
    }
}

/// Half as deep, while still thousands of levels deep.
fn shallower(corruption: Corruption) -> Option<Corruption> {
    match corruption {
        Corruption::ShapeDeep(depth) if depth >= 2_000 => Some(Corruption::ShapeDeep(depth / 2)),
        Corruption::DataDeep(depth) if depth >= 2_000 => Some(Corruption::DataDeep(depth / 2)),
        _ => None,
    }
}

fn simpler_inputs(input: &Input, keep_image: bool) -> Vec<Input> {
    let mut out = Vec::new();
    let with = |change: &dyn Fn(&mut Input)| {
        let mut simpler = input.clone();
        change(&mut simpler);
        simpler
    };
    if !input.extras.is_empty() {
        out.push(with(&|i| i.extras.clear()));
        if input.extras.len() > 1 {
            for n in 0..input.extras.len() {
                out.push(with(&|i| {
                    i.extras.remove(n);
                }));
            }
        }
    }
    if input.instruction != INSTRUCTION {
        out.push(with(&|i| i.instruction = INSTRUCTION.to_owned()));
    }
    if input.state.as_slice() != STATE {
        out.push(with(&|i| i.state = STATE.to_vec()));
        if input.state.len() > 1 {
            out.push(with(&|i| i.state.truncate(i.state.len() / 2)));
        }
    }
    if let Some(image) = &input.image {
        if !keep_image {
            out.push(with(&|i| i.image = None));
        }
        for smaller in simpler_arrays(image) {
            out.push(with(&|i| i.image = Some(smaller.clone())));
        }
    }
    out
}

fn simpler_arrays(spec: &ArraySpec) -> Vec<ArraySpec> {
    let mut out = Vec::new();
    let with = |change: &dyn Fn(&mut ArraySpec)| {
        let mut simpler = spec.clone();
        change(&mut simpler);
        simpler
    };
    if spec.dtype != Dtype::U8 && spec.dtype != Dtype::Bool {
        out.push(with(&|s| s.dtype = Dtype::U8));
    }
    if spec.shape.len() > 2 {
        out.push(with(&|s| {
            s.shape.remove(0);
        }));
        out.push(with(&|s| {
            s.shape.pop();
        }));
    }
    for axis in 0..spec.shape.len() {
        if spec.shape[axis] > 1 {
            out.push(with(&|s| s.shape[axis] = 1));
            if spec.shape[axis] > 2 {
                out.push(with(&|s| s.shape[axis] = s.shape[axis].div_ceil(2)));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fuzz::input::Extra;

    /// Greedy shrinking with a predicate instead of a server: the result is
    /// the smallest input the predicate still rejects.
    fn shrink(
        mut current: Counterexample,
        fails: impl Fn(&Counterexample) -> bool,
    ) -> Counterexample {
        'outer: loop {
            for candidate in current.simpler() {
                if fails(&candidate) {
                    current = candidate;
                    continue 'outer;
                }
            }
            return current;
        }
    }

    #[test]
    fn a_bug_on_two_dimensional_images_shrinks_to_a_one_by_one_grayscale_image() {
        let input = Input {
            instruction: "déplacer 🤖".into(),
            state: vec![1.0; 33],
            image: Some(ArraySpec {
                dtype: Dtype::F32,
                shape: vec![37, 64],
                fill: 9,
            }),
            extras: vec![
                ("depth_0".into(), Extra::Number(3.0)),
                ("prompt_1".into(), Extra::Text("x".into())),
            ],
        };
        let two_dimensional = |c: &Counterexample| match c {
            Counterexample::Valid(i) => i.image.as_ref().is_some_and(|a| a.shape.len() == 2),
            Counterexample::Corrupt(_) => false,
        };
        let Counterexample::Valid(shrunk) = shrink(Counterexample::Valid(input), two_dimensional)
        else {
            panic!("stays valid")
        };
        assert_eq!(shrunk.describe(), "image uint8 1×1");
        assert_eq!(
            shrunk,
            Input {
                image: shrunk.image.clone(),
                ..Input::plain()
            }
        );
    }

    #[test]
    fn a_corrupt_input_keeps_its_corruption_and_its_image() {
        let corrupt = CorruptInput {
            base: Input {
                image: Some(ArraySpec {
                    dtype: Dtype::I16,
                    shape: vec![8, 9, 3],
                    fill: 2,
                }),
                ..Input::plain()
            },
            corruption: Corruption::DataDeep(16_000),
        };
        let shrunk = shrink(Counterexample::Corrupt(corrupt), |_| true);
        let Counterexample::Corrupt(shrunk) = shrunk else {
            panic!("stays corrupt")
        };
        assert_eq!(shrunk.corruption, Corruption::DataDeep(1_000));
        assert_eq!(shrunk.base.image.map(|a| a.shape), Some(vec![1, 1]));
    }
}
