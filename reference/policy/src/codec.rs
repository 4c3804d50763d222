//! The `evals/1` array object: `{"__ndarray__": base64, "dtype": name, "shape": [..]}`.
//!
//! Decoding is strict: known dtypes only, little-endian elements, canonical padded
//! base64, a byte length that matches the shape, and a size cap checked before any
//! base64 is decoded.

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use serde_json::{Map, Value, json};

/// Largest raw payload of one array.
pub const MAX_ARRAY_BYTES: usize = 32 * 1024 * 1024;
pub const MIN_DIMS: usize = 2;
pub const MAX_DIMS: usize = 8;

const KEY_DATA: &str = "__ndarray__";
const KEY_DTYPE: &str = "dtype";
const KEY_SHAPE: &str = "shape";

#[derive(Debug, Clone, PartialEq)]
pub enum Elements {
    Bool(Vec<bool>),
    Uint8(Vec<u8>),
    Int8(Vec<i8>),
    Uint16(Vec<u16>),
    Int16(Vec<i16>),
    Uint32(Vec<u32>),
    Int32(Vec<i32>),
    Uint64(Vec<u64>),
    Int64(Vec<i64>),
    Float32(Vec<f32>),
    Float64(Vec<f64>),
}

/// A decoded array: C-order elements and their shape.
#[derive(Debug, Clone, PartialEq)]
pub struct NdArray {
    pub shape: Vec<usize>,
    pub elements: Elements,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CodecError {
    #[error("must be an object with keys __ndarray__, dtype and shape")]
    NotAnObject,
    #[error("missing key {0:?}")]
    MissingKey(&'static str),
    #[error("unexpected key {0:?}; only __ndarray__, dtype and shape are allowed")]
    UnexpectedKey(String),
    #[error("{0} must be a string")]
    NotAString(&'static str),
    #[error("unsupported dtype {0:?}; expected one of {DTYPE_NAMES}")]
    UnknownDtype(String),
    #[error("shape must be a list of {MIN_DIMS} to {MAX_DIMS} non-negative integers")]
    BadShape,
    #[error("array of {declared} bytes exceeds the limit of {MAX_ARRAY_BYTES} bytes")]
    TooLarge { declared: u128 },
    #[error("__ndarray__ is not canonical padded standard base64: {0}")]
    BadBase64(String),
    #[error("__ndarray__ holds {actual} bytes but shape and dtype require {expected}")]
    LengthMismatch { expected: usize, actual: usize },
    #[error("bool element {index} is {value}; bool bytes must be 0 or 1")]
    BadBool { index: usize, value: u8 },
    #[error("shape {shape:?} holds {expected} elements but {actual} were given")]
    ElementCount {
        shape: Vec<usize>,
        expected: usize,
        actual: usize,
    },
}

const DTYPE_NAMES: &str =
    "bool, uint8, int8, uint16, int16, uint32, int32, uint64, int64, float32, float64";

/// Defines, for each element type, its dtype name, item size and byte conversions.
macro_rules! dtypes {
    ($($variant:ident: $ty:ty = $name:literal),* $(,)?) => {
        impl Elements {
            pub fn dtype(&self) -> &'static str {
                match self {
                    Self::Bool(_) => "bool",
                    $(Self::$variant(_) => $name,)*
                }
            }

            pub fn len(&self) -> usize {
                match self {
                    Self::Bool(v) => v.len(),
                    $(Self::$variant(v) => v.len(),)*
                }
            }

            pub fn is_empty(&self) -> bool {
                self.len() == 0
            }

            fn to_le_bytes(&self) -> Vec<u8> {
                match self {
                    Self::Bool(v) => v.iter().map(|&b| u8::from(b)).collect(),
                    $(Self::$variant(v) => v.iter().flat_map(|x| x.to_le_bytes()).collect(),)*
                }
            }
        }

        fn item_size(dtype: &str) -> Option<usize> {
            match dtype {
                "bool" => Some(1),
                $($name => Some(size_of::<$ty>()),)*
                _ => None,
            }
        }

        fn elements_from_le_bytes(dtype: &str, bytes: &[u8]) -> Result<Elements, CodecError> {
            match dtype {
                "bool" => bytes
                    .iter()
                    .enumerate()
                    .map(|(index, &value)| match value {
                        0 => Ok(false),
                        1 => Ok(true),
                        _ => Err(CodecError::BadBool { index, value }),
                    })
                    .collect::<Result<_, _>>()
                    .map(Elements::Bool),
                $($name => Ok(Elements::$variant(
                    bytes
                        .chunks_exact(size_of::<$ty>())
                        .map(|chunk| {
                            let mut raw = [0u8; size_of::<$ty>()];
                            raw.copy_from_slice(chunk);
                            <$ty>::from_le_bytes(raw)
                        })
                        .collect(),
                )),)*
                other => Err(CodecError::UnknownDtype(other.to_owned())),
            }
        }
    };
}

dtypes! {
    Uint8: u8 = "uint8",
    Int8: i8 = "int8",
    Uint16: u16 = "uint16",
    Int16: i16 = "int16",
    Uint32: u32 = "uint32",
    Int32: i32 = "int32",
    Uint64: u64 = "uint64",
    Int64: i64 = "int64",
    Float32: f32 = "float32",
    Float64: f64 = "float64",
}

impl NdArray {
    /// Pairs elements with a shape, checking that the counts agree.
    pub fn new(shape: Vec<usize>, elements: Elements) -> Result<Self, CodecError> {
        if !(MIN_DIMS..=MAX_DIMS).contains(&shape.len()) {
            return Err(CodecError::BadShape);
        }
        let expected = shape.iter().product();
        if elements.len() != expected {
            return Err(CodecError::ElementCount {
                shape,
                expected,
                actual: elements.len(),
            });
        }
        Ok(Self { shape, elements })
    }

    pub fn dtype(&self) -> &'static str {
        self.elements.dtype()
    }
}

/// Whether a JSON value claims to be an array object (and so must decode as one).
pub fn is_array_object(value: &Value) -> bool {
    value
        .as_object()
        .is_some_and(|map| map.contains_key(KEY_DATA))
}

pub fn encode(array: &NdArray) -> Value {
    json!({
        KEY_DATA: STANDARD.encode(array.elements.to_le_bytes()),
        KEY_DTYPE: array.dtype(),
        KEY_SHAPE: array.shape,
    })
}

pub fn decode(value: &Value) -> Result<NdArray, CodecError> {
    let map = value.as_object().ok_or(CodecError::NotAnObject)?;
    if let Some(key) = map
        .keys()
        .find(|k| ![KEY_DATA, KEY_DTYPE, KEY_SHAPE].contains(&k.as_str()))
    {
        return Err(CodecError::UnexpectedKey(key.clone()));
    }
    let data = string_field(map, KEY_DATA)?;
    let dtype = string_field(map, KEY_DTYPE)?;
    let item_size = item_size(dtype).ok_or_else(|| CodecError::UnknownDtype(dtype.to_owned()))?;
    let shape = parse_shape(
        map.get(KEY_SHAPE)
            .ok_or(CodecError::MissingKey(KEY_SHAPE))?,
    )?;

    // Eight dimensions of up to u64::MAX overflow even u128, so multiply with checks.
    let declared = shape
        .iter()
        .try_fold(item_size as u128, |acc, &dim| acc.checked_mul(dim as u128))
        .unwrap_or(u128::MAX);
    if declared > MAX_ARRAY_BYTES as u128 {
        return Err(CodecError::TooLarge { declared });
    }
    let expected = declared as usize;
    // A canonical encoding of `expected` bytes has exactly this many characters.
    let expected_chars = expected.div_ceil(3) * 4;
    if data.len() != expected_chars {
        // Decoding names the broken base64 rule when there is one; otherwise the
        // string is sound and only its length disagrees with shape and dtype.
        return Err(match decode_base64(data) {
            Ok(bytes) => CodecError::LengthMismatch {
                expected,
                actual: bytes.len(),
            },
            Err(err) => err,
        });
    }
    let bytes = decode_base64(data)?;
    if bytes.len() != expected {
        return Err(CodecError::LengthMismatch {
            expected,
            actual: bytes.len(),
        });
    }
    let elements = elements_from_le_bytes(dtype, &bytes)?;
    Ok(NdArray { shape, elements })
}

/// Strict padded standard base64, SIMD-accelerated: images are decoded on
/// every step, so this is the codec's hot path. The SIMD decoder only says
/// "invalid"; on that rare path the scalar one names the rule that was broken.
fn decode_base64(data: &str) -> Result<Vec<u8>, CodecError> {
    base64_simd::STANDARD.decode_to_vec(data).map_err(|_| {
        let reason = STANDARD
            .decode(data)
            .err()
            .map_or_else(|| "not accepted".to_owned(), |err| err.to_string());
        CodecError::BadBase64(reason)
    })
}

fn string_field<'a>(map: &'a Map<String, Value>, key: &'static str) -> Result<&'a str, CodecError> {
    map.get(key)
        .ok_or(CodecError::MissingKey(key))?
        .as_str()
        .ok_or(CodecError::NotAString(key))
}

fn parse_shape(value: &Value) -> Result<Vec<usize>, CodecError> {
    let dims = value.as_array().ok_or(CodecError::BadShape)?;
    if !(MIN_DIMS..=MAX_DIMS).contains(&dims.len()) {
        return Err(CodecError::BadShape);
    }
    dims.iter()
        .map(|dim| {
            dim.as_u64()
                .and_then(|d| usize::try_from(d).ok())
                .ok_or(CodecError::BadShape)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn image(bytes: &[u8], shape: &[usize]) -> Value {
        json!({"__ndarray__": STANDARD.encode(bytes), "dtype": "uint8", "shape": shape})
    }

    #[test]
    fn decodes_a_little_endian_float32_array() {
        let mut bytes = Vec::new();
        for x in [1.5f32, -2.0, 0.25, 8.0] {
            bytes.extend_from_slice(&x.to_le_bytes());
        }
        let value =
            json!({"__ndarray__": STANDARD.encode(&bytes), "dtype": "float32", "shape": [2, 2]});
        let array = decode(&value).unwrap();
        assert_eq!(array.shape, vec![2, 2]);
        assert_eq!(
            array.elements,
            Elements::Float32(vec![1.5, -2.0, 0.25, 8.0])
        );
    }

    #[test]
    fn decodes_int16_in_little_endian_order() {
        let value = json!({"__ndarray__": STANDARD.encode([0x01, 0x02, 0xff, 0xff]), "dtype": "int16", "shape": [1, 2]});
        assert_eq!(
            decode(&value).unwrap().elements,
            Elements::Int16(vec![0x0201, -1])
        );
    }

    #[test]
    fn rejects_each_kind_of_malformed_array() {
        let ok = image(&[0; 12], &[2, 2, 3]);
        assert!(decode(&ok).is_ok());
        let cases = [
            (json!([1, 2]), CodecError::NotAnObject),
            (
                json!({"dtype": "uint8", "shape": [1, 1]}),
                CodecError::MissingKey("__ndarray__"),
            ),
            (
                json!({"__ndarray__": "AA==", "shape": [1, 1]}),
                CodecError::MissingKey("dtype"),
            ),
            (
                json!({"__ndarray__": "AA==", "dtype": "uint8"}),
                CodecError::MissingKey("shape"),
            ),
            (
                json!({"__ndarray__": 5, "dtype": "uint8", "shape": [1, 1]}),
                CodecError::NotAString("__ndarray__"),
            ),
            (
                json!({"__ndarray__": "AA==", "dtype": "float16", "shape": [1, 1]}),
                CodecError::UnknownDtype("float16".into()),
            ),
            (
                json!({"__ndarray__": "AA==", "dtype": "<u1", "shape": [1, 1]}),
                CodecError::UnknownDtype("<u1".into()),
            ),
            (
                json!({"__ndarray__": "AA==", "dtype": "uint8", "shape": [1]}),
                CodecError::BadShape,
            ),
            (
                json!({"__ndarray__": "AA==", "dtype": "uint8", "shape": [1, -1]}),
                CodecError::BadShape,
            ),
            (
                json!({"__ndarray__": "AA==", "dtype": "uint8", "shape": [1, 1.5]}),
                CodecError::BadShape,
            ),
            (
                json!({"__ndarray__": "AA==", "dtype": "uint8", "shape": "1,1"}),
                CodecError::BadShape,
            ),
            (
                json!({"__ndarray__": "AA==", "dtype": "uint8", "shape": [1, 1, 1, 1, 1, 1, 1, 1, 1]}),
                CodecError::BadShape,
            ),
            (
                json!({"__ndarray__": "AA==", "dtype": "uint8", "shape": [1, 1], "data": 1}),
                CodecError::UnexpectedKey("data".into()),
            ),
            (
                json!({"__ndarray__": "AAA=", "dtype": "uint8", "shape": [1, 1]}),
                CodecError::LengthMismatch {
                    expected: 1,
                    actual: 2,
                },
            ),
            (
                json!({"__ndarray__": "AAI=", "dtype": "bool", "shape": [1, 2]}),
                CodecError::BadBool { index: 1, value: 2 },
            ),
        ];
        for (value, expected) in cases {
            assert_eq!(decode(&value), Err(expected), "{value}");
        }
    }

    #[test]
    fn non_canonical_trailing_bits_are_rejected() {
        let value = json!({"__ndarray__": "AB==", "dtype": "uint8", "shape": [1, 1]});
        assert!(matches!(decode(&value), Err(CodecError::BadBase64(_))));
    }

    #[test]
    fn url_safe_and_unpadded_base64_are_rejected() {
        // 0xfb 0xff encodes as "+/8=" in the standard alphabet.
        let url_safe = json!({"__ndarray__": "-_8=", "dtype": "uint8", "shape": [1, 2]});
        assert!(matches!(decode(&url_safe), Err(CodecError::BadBase64(_))));
        let unpadded = json!({"__ndarray__": "+/8", "dtype": "uint8", "shape": [1, 2]});
        assert!(matches!(decode(&unpadded), Err(CodecError::BadBase64(_))));
        // The message names the rule, not just "invalid".
        let symbol = json!({"__ndarray__": "AQ*D", "dtype": "uint8", "shape": [1, 3]});
        let Err(CodecError::BadBase64(reason)) = decode(&symbol) else {
            panic!("a bad symbol must be a base64 error");
        };
        assert!(reason.contains("Invalid symbol"), "{reason}");
        let broken_line =
            json!({"__ndarray__": "AQID\nBAUG", "dtype": "uint8", "shape": [1, 2, 3]});
        assert!(matches!(
            decode(&broken_line),
            Err(CodecError::BadBase64(_))
        ));
    }

    #[test]
    fn oversized_shapes_are_rejected_before_decoding() {
        let value = json!({"__ndarray__": "", "dtype": "float64", "shape": [4096, 4096]});
        assert_eq!(
            decode(&value),
            Err(CodecError::TooLarge {
                declared: 4096 * 4096 * 8
            })
        );
        let huge = json!({"__ndarray__": "", "dtype": "uint8", "shape": [u64::MAX, u64::MAX, 2]});
        assert!(matches!(decode(&huge), Err(CodecError::TooLarge { .. })));
    }

    #[test]
    fn a_camera_of_480_by_640_round_trips() {
        let bytes: Vec<u8> = (0..480 * 640 * 3).map(|i| (i % 251) as u8).collect();
        let array = NdArray::new(vec![480, 640, 3], Elements::Uint8(bytes)).unwrap();
        assert_eq!(decode(&encode(&array)).unwrap(), array);
    }

    fn shape_strategy() -> impl Strategy<Value = Vec<usize>> {
        prop::collection::vec(0usize..5, MIN_DIMS..=4)
    }

    fn array_strategy() -> impl Strategy<Value = NdArray> {
        shape_strategy()
            .prop_flat_map(|shape| {
                let n: usize = shape.iter().product();
                let elements = prop_oneof![
                    prop::collection::vec(any::<bool>(), n).prop_map(Elements::Bool),
                    prop::collection::vec(any::<u8>(), n).prop_map(Elements::Uint8),
                    prop::collection::vec(any::<i8>(), n).prop_map(Elements::Int8),
                    prop::collection::vec(any::<u16>(), n).prop_map(Elements::Uint16),
                    prop::collection::vec(any::<i16>(), n).prop_map(Elements::Int16),
                    prop::collection::vec(any::<u32>(), n).prop_map(Elements::Uint32),
                    prop::collection::vec(any::<i32>(), n).prop_map(Elements::Int32),
                    prop::collection::vec(any::<u64>(), n).prop_map(Elements::Uint64),
                    prop::collection::vec(any::<i64>(), n).prop_map(Elements::Int64),
                    // Finite floats only so that equality is meaningful; NaN bits are covered below.
                    prop::collection::vec(prop::num::f32::NORMAL | prop::num::f32::ZERO, n)
                        .prop_map(Elements::Float32),
                    prop::collection::vec(prop::num::f64::NORMAL | prop::num::f64::ZERO, n)
                        .prop_map(Elements::Float64),
                ];
                (Just(shape), elements)
            })
            .prop_map(|(shape, elements)| NdArray::new(shape, elements).unwrap())
    }

    proptest! {
        #[test]
        // covers: POL-CODEC-11
        fn every_dtype_and_shape_round_trips(array in array_strategy()) {
            let encoded = encode(&array);
            prop_assert_eq!(decode(&encoded).unwrap(), array);
        }

        #[test]
        fn float_bit_patterns_survive_including_nan(bits in prop::collection::vec(any::<u64>(), 6)) {
            let array = NdArray::new(vec![2, 3], Elements::Float64(bits.iter().map(|&b| f64::from_bits(b)).collect())).unwrap();
            let Elements::Float64(back) = decode(&encode(&array)).unwrap().elements else {
                panic!("dtype changed");
            };
            prop_assert_eq!(back.iter().map(|x| x.to_bits()).collect::<Vec<_>>(), bits);
        }

        #[test]
        fn a_wrong_byte_count_is_always_rejected(shape in shape_strategy(), extra in 1usize..9, dtype_index in 0usize..11) {
            let dtype = DTYPE_NAMES.split(", ").nth(dtype_index).unwrap();
            let size = shape.iter().product::<usize>() * item_size(dtype).unwrap();
            let value = json!({"__ndarray__": STANDARD.encode(vec![0u8; size + extra]), "dtype": dtype, "shape": shape});
            let is_length_mismatch = matches!(decode(&value), Err(CodecError::LengthMismatch { .. }));
            prop_assert!(is_length_mismatch);
        }

        #[test]
        fn arbitrary_json_never_panics(data in ".{0,12}", dtype in "[a-z0-9<]{0,8}", shape in prop::collection::vec(-3i64..6, 0..10)) {
            let value = json!({"__ndarray__": data, "dtype": dtype, "shape": shape});
            let _ = decode(&value);
        }
    }
}
