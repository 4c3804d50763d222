//! Validation of the observation an act request carries.

use serde_json::Value;

use crate::codec;

/// The parts of an observation a policy reads; arrays are validated, then dropped.
#[derive(Debug, Clone, PartialEq)]
pub struct Observation {
    pub instruction: String,
    pub state: Vec<f64>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{field}: {problem}")]
pub struct ObservationError {
    pub field: String,
    pub problem: String,
    pub kind: ObservationErrorKind,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ObservationErrorKind {
    Field,
    Array,
}

impl ObservationError {
    fn field(field: impl Into<String>, problem: impl Into<String>) -> Self {
        Self {
            field: field.into(),
            problem: problem.into(),
            kind: ObservationErrorKind::Field,
        }
    }
}

impl Observation {
    pub fn parse(value: &Value) -> Result<Self, ObservationError> {
        let map = value
            .as_object()
            .ok_or_else(|| ObservationError::field("observation", "must be an object"))?;
        let instruction = match map.get("instruction") {
            Some(Value::String(s)) => s.clone(),
            Some(_) => {
                return Err(ObservationError::field(
                    "observation.instruction",
                    "must be a string",
                ));
            }
            None => {
                return Err(ObservationError::field(
                    "observation.instruction",
                    "is missing",
                ));
            }
        };
        let state = match map.get("state") {
            Some(Value::Array(items)) => items
                .iter()
                .enumerate()
                .map(|(i, item)| {
                    item.as_f64().ok_or_else(|| {
                        ObservationError::field(
                            format!("observation.state[{i}]"),
                            "must be a number",
                        )
                    })
                })
                .collect::<Result<Vec<_>, _>>()?,
            Some(_) => {
                return Err(ObservationError::field(
                    "observation.state",
                    "must be a list of numbers",
                ));
            }
            None => return Err(ObservationError::field("observation.state", "is missing")),
        };
        for (key, value) in map {
            let field = format!("observation.{key}");
            if key == "image" {
                decode_array(value, &field)?;
            } else {
                validate_nested_arrays(value, &field)?;
            }
        }
        Ok(Self { instruction, state })
    }
}

fn decode_array(value: &Value, field: &str) -> Result<(), ObservationError> {
    codec::decode(value)
        .map(drop)
        .map_err(|err| ObservationError {
            field: field.to_owned(),
            problem: err.to_string(),
            kind: ObservationErrorKind::Array,
        })
}

/// Decodes every array object found at any depth below `value`.
fn validate_nested_arrays(value: &Value, field: &str) -> Result<(), ObservationError> {
    match value {
        _ if codec::is_array_object(value) => decode_array(value, field),
        Value::Object(map) => map
            .iter()
            .try_for_each(|(key, inner)| validate_nested_arrays(inner, &format!("{field}.{key}"))),
        Value::Array(items) => items
            .iter()
            .enumerate()
            .try_for_each(|(i, inner)| validate_nested_arrays(inner, &format!("{field}[{i}]"))),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn accepts_state_and_instruction_without_an_image() {
        let obs = Observation::parse(
            &json!({"instruction": "go", "state": [1, 2.5], "extra": "ignored"}),
        )
        .unwrap();
        assert_eq!(
            obs,
            Observation {
                instruction: "go".into(),
                state: vec![1.0, 2.5]
            }
        );
    }

    #[test]
    fn validates_every_array_object_it_carries() {
        let wrist = json!({"__ndarray__": "AAA=", "dtype": "uint8", "shape": [1, 1]});
        let err = Observation::parse(&json!({"instruction": "go", "state": [], "wrist": wrist}))
            .unwrap_err();
        assert_eq!(err.field, "observation.wrist");
        assert_eq!(err.kind, ObservationErrorKind::Array);
        let err = Observation::parse(&json!({"instruction": "go", "state": [], "image": [[1, 2]]}))
            .unwrap_err();
        assert_eq!(err.field, "observation.image");
    }

    #[test]
    fn names_the_offending_field() {
        let cases = [
            (json!([]), "observation"),
            (json!({"state": []}), "observation.instruction"),
            (
                json!({"instruction": 3, "state": []}),
                "observation.instruction",
            ),
            (json!({"instruction": "go"}), "observation.state"),
            (
                json!({"instruction": "go", "state": {"x": 1}}),
                "observation.state",
            ),
            (
                json!({"instruction": "go", "state": [1, "2"]}),
                "observation.state[1]",
            ),
        ];
        for (value, field) in cases {
            assert_eq!(
                Observation::parse(&value).unwrap_err().field,
                field,
                "{value}"
            );
        }
    }
}
