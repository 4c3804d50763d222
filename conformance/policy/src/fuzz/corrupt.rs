//! Observations whose image breaks one encoding rule. The seed leaves the
//! answer to such an input to the server (refusing it is the project's rule,
//! a SHOULD); what it does demand is that the server goes on serving.

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use rand::Rng;
use rand::seq::IndexedRandom;
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

use super::input::{ArraySpec, Input};
use crate::codec::Dtype;

/// One broken rule of the array encoding.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Corruption {
    /// A character outside the base64 alphabet inside the data.
    Base64Foreign,
    /// A line break inside the data (MIME-style base64).
    Base64LineBreak,
    /// The data without its `=` padding.
    Base64Unpadded,
    /// The URL-safe alphabet (`-`, `_`) instead of `+`, `/`.
    Base64UrlSafe,
    /// One byte more, or one less, than dtype and shape call for.
    LengthOffByOne { longer: bool },
    /// `dtype` is a JSON value other than a string.
    DtypeType(&'static str),
    /// `dtype` names no accepted numpy type.
    DtypeName(&'static str),
    /// `shape` is not a list of non-negative integers.
    ShapeType(&'static str),
    /// `shape` is a list nested this deep.
    ShapeDeep(usize),
    /// The array object lacks this key.
    MissingKey(&'static str),
    /// `__ndarray__` is not a string.
    DataType(&'static str),
    /// `__ndarray__` is a list nested this deep.
    DataDeep(usize),
    /// A `bool` array holding the byte 2.
    BoolByte,
}

impl Corruption {
    /// The project requirement that says such an input is refused.
    pub fn requirement(self) -> &'static str {
        match self {
            Corruption::Base64Foreign
            | Corruption::Base64LineBreak
            | Corruption::Base64Unpadded
            | Corruption::Base64UrlSafe => "POL-CODEC-14",
            Corruption::LengthOffByOne { .. } => "POL-CODEC-15",
            Corruption::DtypeName(_) => "POL-CODEC-12",
            Corruption::ShapeType(_) | Corruption::ShapeDeep(_) => "POL-CODEC-7",
            Corruption::DtypeType(_)
            | Corruption::MissingKey(_)
            | Corruption::DataType(_)
            | Corruption::DataDeep(_) => "POL-CODEC-9",
            Corruption::BoolByte => "POL-CODEC-13",
        }
    }

    /// A kind name, the same for every input of the kind (for grouping).
    pub fn kind(self) -> &'static str {
        match self {
            Corruption::Base64Foreign => "base64 with a character outside the alphabet",
            Corruption::Base64LineBreak => "base64 with a line break",
            Corruption::Base64Unpadded => "base64 without padding",
            Corruption::Base64UrlSafe => "base64 in the URL-safe alphabet",
            Corruption::LengthOffByOne { longer: true } => "one byte more than the shape holds",
            Corruption::LengthOffByOne { longer: false } => "one byte less than the shape holds",
            Corruption::DtypeType(_) => "dtype that is not a string",
            Corruption::DtypeName(_) => "dtype that is no accepted numpy name",
            Corruption::ShapeType(_) => "shape that is not a list of non-negative integers",
            Corruption::ShapeDeep(_) => "shape nested thousands of levels deep",
            Corruption::MissingKey(_) => "array object missing a key",
            Corruption::DataType(_) => "__ndarray__ that is not a string",
            Corruption::DataDeep(_) => "__ndarray__ nested thousands of levels deep",
            Corruption::BoolByte => "bool array holding a byte other than 0 and 1",
        }
    }

    pub fn describe(self) -> String {
        match self {
            Corruption::DtypeType(v) | Corruption::DtypeName(v) => {
                format!("{} ({v})", self.kind())
            }
            Corruption::ShapeType(v) | Corruption::DataType(v) => format!("{} ({v})", self.kind()),
            Corruption::MissingKey(key) => format!("{} ({key})", self.kind()),
            Corruption::ShapeDeep(depth) | Corruption::DataDeep(depth) => {
                format!("{} ({depth} levels)", self.kind())
            }
            _ => self.kind().to_owned(),
        }
    }

    /// Whether the corruption can be applied to `spec` (URL-safe base64 needs
    /// a `+` or `/` to replace, padding needs padding, …).
    fn applies_to(self, spec: &ArraySpec) -> bool {
        let data = STANDARD.encode(spec.array().bytes());
        match self {
            Corruption::Base64Unpadded => data.ends_with('='),
            Corruption::Base64UrlSafe => data.contains(['+', '/']),
            Corruption::Base64Foreign | Corruption::Base64LineBreak => data.len() >= 4,
            Corruption::LengthOffByOne { longer: false } => spec.byte_len() > 0,
            Corruption::BoolByte => spec.dtype == Dtype::Bool && spec.byte_len() > 0,
            _ => true,
        }
    }

    /// The image's JSON text with the rule broken.
    pub fn image_text(self, spec: &ArraySpec) -> String {
        let array = spec.array();
        let mut bytes = array.bytes().to_vec();
        let dtype = serde_json::to_string(spec.dtype.name()).unwrap_or_default();
        let shape = serde_json::to_string(&spec.shape).unwrap_or_default();
        let mut data = STANDARD.encode(&bytes);
        let middle = (spec.fill as usize % data.len().max(1)) & !3;
        let quoted = |text: &str| Value::String(text.to_owned()).to_string();
        let object = |data: &str, dtype: &str, shape: &str| {
            format!(r#"{{"__ndarray__":{data},"dtype":{dtype},"shape":{shape}}}"#)
        };
        let nested = |depth: usize| format!("{}{}", "[".repeat(depth), "]".repeat(depth));
        match self {
            Corruption::Base64Foreign => {
                data.insert(middle, '!');
                object(&quoted(&data), &dtype, &shape)
            }
            Corruption::Base64LineBreak => {
                data.insert(middle, '\n');
                object(&quoted(&data), &dtype, &shape)
            }
            Corruption::Base64Unpadded => {
                object(&quoted(data.trim_end_matches('=')), &dtype, &shape)
            }
            Corruption::Base64UrlSafe => {
                let url: String = data
                    .chars()
                    .map(|c| match c {
                        '+' => '-',
                        '/' => '_',
                        c => c,
                    })
                    .collect();
                object(&quoted(&url), &dtype, &shape)
            }
            Corruption::LengthOffByOne { longer } => {
                if longer {
                    bytes.push(0);
                } else {
                    bytes.pop();
                }
                object(&quoted(&STANDARD.encode(&bytes)), &dtype, &shape)
            }
            Corruption::DtypeType(value) | Corruption::DtypeName(value) => {
                object(&quoted(&data), value, &shape)
            }
            Corruption::ShapeType(value) => object(&quoted(&data), &dtype, value),
            Corruption::ShapeDeep(depth) => object(&quoted(&data), &dtype, &nested(depth)),
            Corruption::MissingKey(key) => {
                let members = [
                    ("__ndarray__", quoted(&data)),
                    ("dtype", dtype),
                    ("shape", shape),
                ];
                let kept: Vec<String> = members
                    .iter()
                    .filter(|(name, _)| *name != key)
                    .map(|(name, value)| format!("{}:{value}", quoted(name)))
                    .collect();
                format!("{{{}}}", kept.join(","))
            }
            Corruption::DataType(value) => object(value, &dtype, &shape),
            Corruption::DataDeep(depth) => object(&nested(depth), &dtype, &shape),
            Corruption::BoolByte => {
                let at = spec.fill as usize % bytes.len().max(1);
                if let Some(byte) = bytes.get_mut(at) {
                    *byte = 2;
                }
                object(&quoted(&STANDARD.encode(&bytes)), &dtype, &shape)
            }
        }
    }
}

/// An observation with a broken image: a valid input and the rule its image
/// breaks. Sent as raw text, since some breakages (nesting thousands of levels
/// deep) are more than a JSON value in memory should hold.
#[derive(Debug, Clone, PartialEq)]
pub struct CorruptInput {
    pub base: Input,
    pub corruption: Corruption,
}

impl CorruptInput {
    /// The observation as JSON text.
    pub fn observation_text(&self) -> String {
        let mut base = self.base.clone();
        let image = base.image.take().unwrap_or_else(fallback_image);
        let rest = base.to_json().to_string();
        format!(
            r#"{{"image":{},{}"#,
            self.corruption.image_text(&image),
            &rest[1..]
        )
    }

    pub fn describe(&self) -> String {
        let image = self.base.image.clone().unwrap_or_else(fallback_image);
        format!(
            "image {} with {}",
            image.describe(),
            self.corruption.describe()
        )
    }
}

/// The image a corruption breaks when the base input carries none.
fn fallback_image() -> ArraySpec {
    ArraySpec {
        dtype: Dtype::U8,
        shape: vec![4, 4, 3],
        fill: 1,
    }
}

/// A random corrupted observation; the corruption always applies to its image.
pub fn generate(rng: &mut ChaCha8Rng, base: Input) -> CorruptInput {
    const DTYPE_TYPES: [&str; 4] = ["8", "null", r#"["uint8"]"#, r#"{"name":"uint8"}"#];
    const DTYPE_NAMES: [&str; 6] = [
        r#""float16""#,
        r#""complex64""#,
        r#""<f4""#,
        r#""uint8 ""#,
        r#""UINT8""#,
        r#""""#,
    ];
    const SHAPE_TYPES: [&str; 6] = [
        r#""4,4,3""#,
        "[4,-1,3]",
        "[4,2.5,3]",
        r#"[4,"4",3]"#,
        "[[4],[4],[3]]",
        "null",
    ];
    const DATA_TYPES: [&str; 3] = ["12345", "[1,2,3]", "null"];
    const KEYS: [&str; 3] = ["__ndarray__", "dtype", "shape"];
    let mut base = base;
    let mut image = base
        .image
        .take()
        .unwrap_or_else(|| super::input::array(rng));
    // Broken data is about the rule, not the size: keep corrupted arrays small.
    image
        .shape
        .iter_mut()
        .for_each(|side| *side = (*side).min(64));
    loop {
        let corruption = match rng.random_range(0..13) {
            0 => Corruption::Base64Foreign,
            1 => Corruption::Base64LineBreak,
            2 => Corruption::Base64Unpadded,
            3 => Corruption::Base64UrlSafe,
            4 => Corruption::LengthOffByOne {
                longer: rng.random_bool(0.5),
            },
            5 => Corruption::DtypeType(DTYPE_TYPES.choose(rng).copied().unwrap_or("8")),
            6 => Corruption::DtypeName(DTYPE_NAMES.choose(rng).copied().unwrap_or("\"float16\"")),
            7 => Corruption::ShapeType(SHAPE_TYPES.choose(rng).copied().unwrap_or("null")),
            8 => Corruption::ShapeDeep(rng.random_range(2_000..=20_000)),
            9 => Corruption::MissingKey(KEYS.choose(rng).copied().unwrap_or("dtype")),
            10 => Corruption::DataType(DATA_TYPES.choose(rng).copied().unwrap_or("null")),
            11 => Corruption::DataDeep(rng.random_range(2_000..=20_000)),
            _ => {
                image.dtype = Dtype::Bool;
                Corruption::BoolByte
            }
        };
        if corruption.applies_to(&image) {
            base.image = Some(image);
            return CorruptInput { base, corruption };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::codec::NdArray;
    use rand::SeedableRng;

    #[test]
    fn every_corruption_breaks_the_harness_codec_and_stays_json() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let mut kinds = std::collections::BTreeSet::new();
        for _ in 0..400 {
            let base = super::super::input::generate(&mut rng);
            let input = generate(&mut rng, base);
            kinds.insert(input.corruption.kind());
            let text = input.observation_text();
            let deep = matches!(
                input.corruption,
                Corruption::ShapeDeep(_) | Corruption::DataDeep(_)
            );
            if deep {
                assert!(text.len() > 4_000);
                continue;
            }
            let observation: Value = serde_json::from_str(&text).expect("JSON text");
            assert!(
                NdArray::from_json(&observation["image"]).is_err(),
                "{}: {}",
                input.describe(),
                observation["image"]
            );
            assert_eq!(
                observation["state"].as_array().map(Vec::len),
                Some(input.base.state.len())
            );
        }
        assert_eq!(kinds.len(), 14, "{kinds:?}");
    }
}
