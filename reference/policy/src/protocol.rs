//! The `evals/1` messages, as they travel over both transports.

use std::fmt;

use serde::de::{self, Deserializer, Visitor};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use crate::openapi::ObservationSchema;

pub const PROTOCOL: &str = "evals/1";

/// An episode seed: any JSON integer from -2^63 to 2^64-1. A negative seed is
/// read as its two's-complement bits, so -1 and 2^64-1 seed the same generator.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Seed(pub u64);

impl<'de> Deserialize<'de> for Seed {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct SeedVisitor;

        impl Visitor<'_> for SeedVisitor {
            type Value = Seed;

            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("an integer between -2^63 and 2^64-1")
            }

            fn visit_u64<E: de::Error>(self, v: u64) -> Result<Seed, E> {
                Ok(Seed(v))
            }

            fn visit_i64<E: de::Error>(self, v: i64) -> Result<Seed, E> {
                Ok(Seed(v as u64))
            }

            /// JSON has one number type: `7.0` is the integer 7. An integer
            /// below -2^63 arrives as a float that rounded to -2^63, so that
            /// bound is excluded.
            fn visit_f64<E: de::Error>(self, v: f64) -> Result<Seed, E> {
                const TWO_TO_63: f64 = 9_223_372_036_854_775_808.0;
                if v.fract() != 0.0 || v <= -TWO_TO_63 || v >= 2.0 * TWO_TO_63 {
                    return Err(E::invalid_type(de::Unexpected::Float(v), &self));
                }
                Ok(Seed(if v < 0.0 { v as i64 as u64 } else { v as u64 }))
            }
        }

        deserializer.deserialize_any(SeedVisitor)
    }
}

#[derive(Debug, Clone, Deserialize, ToSchema)]
pub struct ResetRequest {
    pub task: String,
    pub seed: Seed,
    pub instruction: String,
}

#[derive(Debug, Clone, Deserialize, ToSchema)]
pub struct ActRequest {
    #[schema(value_type = ObservationSchema)]
    pub observation: Value,
}

#[derive(Debug, Clone, Serialize, PartialEq, ToSchema)]
pub struct Info {
    #[schema(example = "evals/1")]
    pub protocol: &'static str,
    pub name: String,
}

#[derive(Debug, Clone, Serialize, PartialEq, ToSchema)]
pub struct ActReply {
    /// The four action components.
    #[schema(value_type = Vec<f64>, min_items = 4, max_items = 4)]
    pub action: [f64; 4],
}

/// Reads a request that must be a JSON object (the seed: every message is
/// one); a failure names the offending field, as `seed: invalid type …`.
pub fn from_object<T: serde::de::DeserializeOwned>(value: Value) -> Result<T, String> {
    if !value.is_object() {
        return Err("a message must be a JSON object".into());
    }
    serde_path_to_error::deserialize(value).map_err(|err| {
        let path = err.path().to_string();
        if path == "." {
            err.inner().to_string()
        } else {
            format!("{path}: {}", err.inner())
        }
    })
}

/// What a harness sends over the WebSocket.
#[derive(Debug, Clone)]
pub enum ClientMessage {
    Info,
    Reset(ResetRequest),
    Act(ActRequest),
}

impl ClientMessage {
    /// Reads `type` first, then the fields of that message, so that an error
    /// names the field at fault (a tagged serde enum would lose the path).
    pub fn parse(text: &str) -> Result<Self, String> {
        let value: Value =
            serde_json::from_str(text).map_err(|err| format!("invalid JSON: {err}"))?;
        let kind = match value.get("type") {
            Some(Value::String(kind)) => kind.clone(),
            Some(other) => return Err(format!("type: expected a string, got {other}")),
            None if value.is_object() => {
                return Err("type: missing; expected info, reset or act".into());
            }
            None => return Err("a message must be a JSON object".into()),
        };
        match kind.as_str() {
            "info" => Ok(Self::Info),
            "reset" => from_object(value).map(Self::Reset),
            "act" => from_object(value).map(Self::Act),
            other => Err(format!(
                "type: unknown message type {other:?}; expected info, reset or act"
            )),
        }
    }
}

/// What the server replies over the WebSocket.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[serde(tag = "type", rename_all = "lowercase")]
pub enum ServerMessage {
    Info(Info),
    Ok,
    Action(ActReply),
    Error { message: String },
}

#[cfg(test)]
mod tests {
    use super::Seed;

    fn seed(text: &str) -> Result<Seed, serde_json::Error> {
        serde_json::from_str(text)
    }

    #[test]
    fn a_seed_is_any_integer_written_with_or_without_a_fraction_of_zero() {
        assert_eq!(seed("7").unwrap(), Seed(7));
        assert_eq!(seed("7.0").unwrap(), Seed(7));
        assert_eq!(seed("-1").unwrap(), seed("18446744073709551615").unwrap());
        assert_eq!(seed("-1.0").unwrap(), Seed(u64::MAX));
        assert!(seed("7.5").is_err());
        assert!(seed("1e30").is_err());
        assert!(seed("-1e30").is_err());
        assert!(seed("-9223372036854775809").is_err());
        assert!(seed("18446744073709551616").is_err());
    }
}
