//! The harness's own reading of the `evals/1` array encoding: an object with
//! `__ndarray__` (base64 of raw little-endian C-order bytes), `dtype` and `shape`.

use serde_json::{Value, json};

/// Cap on the raw bytes of one array (32 MiB).
pub const ARRAY_BYTE_LIMIT: u64 = 1 << 25;
const DIMS: std::ops::RangeInclusive<usize> = 2..=8;
const KEYS: [&str; 3] = ["__ndarray__", "dtype", "shape"];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Dtype {
    Bool,
    U8,
    I8,
    U16,
    I16,
    U32,
    I32,
    U64,
    I64,
    F32,
    F64,
}

impl Dtype {
    pub const ALL: [Dtype; 11] = [
        Dtype::Bool,
        Dtype::U8,
        Dtype::I8,
        Dtype::U16,
        Dtype::I16,
        Dtype::U32,
        Dtype::I32,
        Dtype::U64,
        Dtype::I64,
        Dtype::F32,
        Dtype::F64,
    ];

    /// The numpy name used on the wire.
    pub fn name(self) -> &'static str {
        match self {
            Dtype::Bool => "bool",
            Dtype::U8 => "uint8",
            Dtype::I8 => "int8",
            Dtype::U16 => "uint16",
            Dtype::I16 => "int16",
            Dtype::U32 => "uint32",
            Dtype::I32 => "int32",
            Dtype::U64 => "uint64",
            Dtype::I64 => "int64",
            Dtype::F32 => "float32",
            Dtype::F64 => "float64",
        }
    }

    pub fn from_name(name: &str) -> Option<Dtype> {
        Dtype::ALL.into_iter().find(|d| d.name() == name)
    }

    pub fn item_size(self) -> usize {
        match self {
            Dtype::Bool | Dtype::U8 | Dtype::I8 => 1,
            Dtype::U16 | Dtype::I16 => 2,
            Dtype::U32 | Dtype::I32 | Dtype::F32 => 4,
            Dtype::U64 | Dtype::I64 | Dtype::F64 => 8,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CodecError {
    #[error("an array must be a JSON object with __ndarray__, dtype and shape")]
    NotObject,
    #[error("the array object lacks {0}")]
    Missing(&'static str),
    #[error("the array object has the unknown key {0:?}")]
    UnknownKey(String),
    #[error("{0} has the wrong JSON type")]
    WrongType(&'static str),
    #[error("dtype {0:?} is not one of the accepted numpy names")]
    Dtype(String),
    #[error("shape must list 2 to 8 non-negative integers")]
    Shape,
    #[error("the array would hold {0} bytes, over the {ARRAY_BYTE_LIMIT}-byte limit")]
    TooBig(u128),
    #[error("__ndarray__ is not padded standard base64 ({0})")]
    Base64(String),
    #[error("dtype and shape call for {expected} bytes, the data has {found}")]
    ByteCount { expected: usize, found: usize },
    #[error("byte {offset} of a bool array is {byte}, not 0 or 1")]
    BoolByte { offset: usize, byte: u8 },
}

/// An array as raw little-endian bytes plus the dtype and shape that interpret them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NdArray {
    dtype: Dtype,
    shape: Vec<usize>,
    bytes: Vec<u8>,
}

impl NdArray {
    /// Checks the same rules as decoding, so every `NdArray` can be sent.
    pub fn from_bytes(dtype: Dtype, shape: Vec<usize>, bytes: Vec<u8>) -> Result<Self, CodecError> {
        if !DIMS.contains(&shape.len()) {
            return Err(CodecError::Shape);
        }
        let expected = checked_size(dtype, &shape)?;
        if bytes.len() != expected {
            return Err(CodecError::ByteCount {
                expected,
                found: bytes.len(),
            });
        }
        if dtype == Dtype::Bool {
            if let Some((offset, &byte)) = bytes.iter().enumerate().find(|(_, b)| **b > 1) {
                return Err(CodecError::BoolByte { offset, byte });
            }
        }
        Ok(Self {
            dtype,
            shape,
            bytes,
        })
    }

    pub fn dtype(&self) -> Dtype {
        self.dtype
    }

    pub fn shape(&self) -> &[usize] {
        &self.shape
    }

    pub fn bytes(&self) -> &[u8] {
        &self.bytes
    }

    pub fn to_json(&self) -> Value {
        json!({
            "__ndarray__": base64_simd::STANDARD.encode_to_string(&self.bytes),
            "dtype": self.dtype.name(),
            "shape": self.shape,
        })
    }

    pub fn from_json(value: &Value) -> Result<Self, CodecError> {
        let object = value.as_object().ok_or(CodecError::NotObject)?;
        if let Some(unknown) = object.keys().find(|key| !KEYS.contains(&key.as_str())) {
            return Err(CodecError::UnknownKey(unknown.clone()));
        }
        let field = |key: &'static str| object.get(key).ok_or(CodecError::Missing(key));
        let data = field("__ndarray__")?
            .as_str()
            .ok_or(CodecError::WrongType("__ndarray__"))?;
        let dtype_name = field("dtype")?
            .as_str()
            .ok_or(CodecError::WrongType("dtype"))?;
        let dtype =
            Dtype::from_name(dtype_name).ok_or_else(|| CodecError::Dtype(dtype_name.to_owned()))?;
        let shape = match field("shape")? {
            Value::Array(dims) if DIMS.contains(&dims.len()) => dims
                .iter()
                .map(|d| {
                    d.as_u64()
                        .and_then(|d| usize::try_from(d).ok())
                        .ok_or(CodecError::Shape)
                })
                .collect::<Result<Vec<_>, _>>()?,
            _ => return Err(CodecError::Shape),
        };
        let expected = checked_size(dtype, &shape)?;
        // Padded base64 of n bytes is exactly 4 * ceil(n / 3) characters: refuse
        // anything else before spending time on decoding.
        if data.len() != expected.div_ceil(3) * 4 {
            return Err(CodecError::ByteCount {
                expected,
                found: data.len() / 4 * 3,
            });
        }
        // SIMD base64: observations are encoded and replies decoded every step.
        // It only says "invalid"; on that rare path the scalar decoder names why.
        let bytes = base64_simd::STANDARD.decode_to_vec(data).map_err(|_| {
            use base64::Engine as _;
            let reason = base64::engine::general_purpose::STANDARD
                .decode(data)
                .err()
                .map_or_else(|| "not accepted".to_owned(), |err| err.to_string());
            CodecError::Base64(reason)
        })?;
        Self::from_bytes(dtype, shape, bytes)
    }
}

fn checked_size(dtype: Dtype, shape: &[usize]) -> Result<usize, CodecError> {
    let mut size = dtype.item_size() as u128;
    for &dim in shape {
        size = size.saturating_mul(dim as u128);
    }
    if size > u128::from(ARRAY_BYTE_LIMIT) {
        return Err(CodecError::TooBig(size));
    }
    Ok(size as usize)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn wire(data: &str, dtype: &str, shape: Value) -> Value {
        json!({"__ndarray__": data, "dtype": dtype, "shape": shape})
    }

    #[test]
    fn matches_numpy_bytes_for_a_known_array() {
        // numpy: np.array([[1, -2], [3, 258]], dtype="<i2").tobytes() -> 01 00 fe ff 03 00 02 01
        let value = wire("AQD+/wMAAgE=", "int16", json!([2, 2]));
        let array = NdArray::from_json(&value).unwrap();
        assert_eq!(array.bytes(), [1, 0, 0xfe, 0xff, 3, 0, 2, 1]);
        assert_eq!(array.to_json(), value);
    }

    #[test]
    fn every_rule_has_its_error() {
        let cases = [
            (json!("x"), CodecError::NotObject),
            (
                json!({"dtype": "uint8", "shape": [1, 1]}),
                CodecError::Missing("__ndarray__"),
            ),
            (
                json!({"__ndarray__": "AA==", "dtype": "uint8", "shape": [1, 1], "data": "AA=="}),
                CodecError::UnknownKey("data".into()),
            ),
            (
                wire("AA==", "uint8", json!([1, 1]))
                    .as_object()
                    .map(|m| {
                        let mut m = m.clone();
                        m["dtype"] = json!(8);
                        Value::Object(m)
                    })
                    .unwrap(),
                CodecError::WrongType("dtype"),
            ),
            (
                wire("AA==", "float16", json!([1, 1])),
                CodecError::Dtype("float16".into()),
            ),
            (
                wire("AA==", "|u1", json!([1, 1])),
                CodecError::Dtype("|u1".into()),
            ),
            (wire("AA==", "uint8", json!([1])), CodecError::Shape),
            (wire("AA==", "uint8", json!([])), CodecError::Shape),
            (wire("AA==", "uint8", json!([1, "1"])), CodecError::Shape),
            (
                wire("", "uint8", json!([1 << 20, 1 << 20])),
                CodecError::TooBig(1 << 40),
            ),
            (
                wire("AAAA", "uint8", json!([1, 1])),
                CodecError::ByteCount {
                    expected: 1,
                    found: 3,
                },
            ),
            (
                wire("AQI=", "bool", json!([2, 1])),
                CodecError::BoolByte { offset: 1, byte: 2 },
            ),
        ];
        for (value, error) in cases {
            assert_eq!(NdArray::from_json(&value), Err(error), "{value}");
        }
        for data in ["A===", "AB==", "A-==", "AA=A"] {
            assert!(
                matches!(
                    NdArray::from_json(&wire(data, "uint8", json!([1, 1]))),
                    Err(CodecError::Base64(_))
                ),
                "{data}"
            );
        }
    }

    fn any_array() -> impl Strategy<Value = NdArray> {
        (
            prop::sample::select(Dtype::ALL.to_vec()),
            prop::collection::vec(0usize..6, 2..=5),
        )
            .prop_flat_map(|(dtype, shape)| {
                let len = shape.iter().product::<usize>() * dtype.item_size();
                let byte = if dtype == Dtype::Bool {
                    (0u8..=1).boxed()
                } else {
                    any::<u8>().boxed()
                };
                prop::collection::vec(byte, len).prop_map(move |bytes| {
                    NdArray::from_bytes(dtype, shape.clone(), bytes).unwrap()
                })
            })
    }

    proptest! {
        #[test]
        // covers: POL-CODEC-11
        fn round_trips_through_json_text(array in any_array()) {
            let text = array.to_json().to_string();
            let back = NdArray::from_json(&serde_json::from_str(&text).unwrap()).unwrap();
            prop_assert_eq!(back, array);
        }

        #[test]
        fn a_truncated_payload_is_refused(array in any_array(), cut in 1usize..4) {
            let mut value = array.to_json();
            let data = value["__ndarray__"].as_str().unwrap().to_owned();
            prop_assume!(data.len() >= cut);
            value["__ndarray__"] = json!(data[..data.len() - cut]);
            prop_assert!(NdArray::from_json(&value).is_err());
        }

        #[test]
        fn a_different_shape_is_refused(array in any_array(), grow in 1usize..3) {
            let mut value = array.to_json();
            let mut shape = array.shape().to_vec();
            shape[0] += grow;
            prop_assume!(shape.iter().product::<usize>() != array.shape().iter().product::<usize>());
            value["shape"] = json!(shape);
            prop_assert!(NdArray::from_json(&value).is_err());
        }
    }
}
