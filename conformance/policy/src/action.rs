//! The harness-side check of a policy's action: exactly four finite numbers,
//! each clipped to [-1, 1].

use serde_json::Value;

pub const ACTION_LEN: usize = 4;

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ActionError {
    #[error("the action must be a JSON list of {ACTION_LEN} numbers, got {0}")]
    NotAList(String),
    #[error("the action has {0} values; exactly {ACTION_LEN} are required")]
    Length(usize),
    #[error("action value {index} is {value}, not a number")]
    NotANumber { index: usize, value: String },
    #[error("action value {index} is {value}; NaN and infinities are rejected")]
    NotFinite { index: usize, value: f64 },
}

/// `[dx, dy, dz, grip]`, every value already clipped to [-1, 1].
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Action {
    pub dx: f64,
    pub dy: f64,
    pub dz: f64,
    pub grip: f64,
}

impl Action {
    pub fn from_values(values: &[f64]) -> Result<Self, ActionError> {
        if values.len() != ACTION_LEN {
            return Err(ActionError::Length(values.len()));
        }
        if let Some((index, &value)) = values.iter().enumerate().find(|(_, v)| !v.is_finite()) {
            return Err(ActionError::NotFinite { index, value });
        }
        let clip = |v: f64| v.clamp(-1.0, 1.0);
        Ok(Self {
            dx: clip(values[0]),
            dy: clip(values[1]),
            dz: clip(values[2]),
            grip: clip(values[3]),
        })
    }

    pub fn from_json(value: &Value) -> Result<Self, ActionError> {
        let items = value
            .as_array()
            .ok_or_else(|| ActionError::NotAList(value.to_string()))?;
        if items.len() != ACTION_LEN {
            return Err(ActionError::Length(items.len()));
        }
        let values = items
            .iter()
            .enumerate()
            .map(|(index, item)| {
                item.as_f64().ok_or_else(|| ActionError::NotANumber {
                    index,
                    value: item.to_string(),
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        Self::from_values(&values)
    }

    pub fn to_array(self) -> [f64; 4] {
        [self.dx, self.dy, self.dz, self.grip]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use serde_json::json;

    // covers: POL-HARNESS-1
    #[test]
    fn clips_to_the_unit_range() {
        let action = Action::from_json(&json!([2.5, -7, 0.25, 1])).unwrap();
        assert_eq!(action.to_array(), [1.0, -1.0, 0.25, 1.0]);
    }

    // covers: POL-HARNESS-2, POL-HARNESS-3
    #[test]
    fn rejects_wrong_lengths_types_and_non_finite_values() {
        assert_eq!(
            Action::from_json(&json!([0, 0, 0])),
            Err(ActionError::Length(3))
        );
        assert_eq!(
            Action::from_json(&json!([0, 0, 0, 0, 0])),
            Err(ActionError::Length(5))
        );
        assert!(matches!(
            Action::from_json(&json!({"dx": 0})),
            Err(ActionError::NotAList(_))
        ));
        assert!(matches!(
            Action::from_json(&json!([0, "1", 0, 0])),
            Err(ActionError::NotANumber { index: 1, .. })
        ));
        assert!(matches!(
            Action::from_json(&json!([0, 0, null, 0])),
            Err(ActionError::NotANumber { index: 2, .. })
        ));
        assert!(matches!(
            Action::from_values(&[0.0, f64::NAN, 0.0, 0.0]),
            Err(ActionError::NotFinite { index: 1, .. })
        ));
        assert!(matches!(
            Action::from_values(&[0.0, 0.0, 0.0, f64::NEG_INFINITY]),
            Err(ActionError::NotFinite { index: 3, .. })
        ));
    }

    // covers: POL-HARNESS-2
    #[test]
    fn nan_and_both_infinities_are_rejected_in_every_position() {
        for index in 0..ACTION_LEN {
            for bad in [f64::NAN, f64::INFINITY, f64::NEG_INFINITY] {
                let mut values = [0.5; ACTION_LEN];
                values[index] = bad;
                assert!(
                    matches!(Action::from_values(&values), Err(ActionError::NotFinite { index: i, .. }) if i == index),
                    "{values:?}"
                );
            }
        }
    }

    // covers: POL-HARNESS-3
    #[test]
    fn only_a_list_of_exactly_four_numbers_is_accepted() {
        for len in [0, 1, 2, 3, 5, 8] {
            assert_eq!(
                Action::from_json(&Value::Array(vec![json!(0.0); len])),
                Err(ActionError::Length(len))
            );
            assert_eq!(
                Action::from_values(&vec![0.0; len]),
                Err(ActionError::Length(len))
            );
        }
        for not_a_list in [
            json!(null),
            json!(1.0),
            json!("0,0,0,0"),
            json!({"action": [0, 0, 0, 0]}),
        ] {
            assert!(
                matches!(
                    Action::from_json(&not_a_list),
                    Err(ActionError::NotAList(_))
                ),
                "{not_a_list}"
            );
        }
        for item in [
            json!(true),
            json!("0.5"),
            json!(null),
            json!([0.5]),
            json!({}),
        ] {
            let mut values = vec![json!(0.0); ACTION_LEN];
            values[3] = item.clone();
            assert!(
                matches!(
                    Action::from_json(&Value::Array(values)),
                    Err(ActionError::NotANumber { index: 3, .. })
                ),
                "{item}"
            );
        }
        assert_eq!(
            Action::from_json(&json!([0, -1, 0.5, 1])).map(Action::to_array),
            Ok([0.0, -1.0, 0.5, 1.0])
        );
    }

    proptest! {
        // covers: POL-HARNESS-1
        #[test]
        fn finite_values_always_land_in_range(values in prop::array::uniform4(prop::num::f64::NORMAL | prop::num::f64::ZERO)) {
            let action = Action::from_values(&values).unwrap().to_array();
            for (clipped, raw) in action.iter().zip(values) {
                prop_assert!((-1.0..=1.0).contains(clipped));
                prop_assert_eq!(*clipped, raw.clamp(-1.0, 1.0));
            }
        }
    }
}
