//! The `evals/1` messages, as they travel over both transports.

use std::fmt;

use serde::de::{self, Deserializer, Visitor};
use serde::{Deserialize, Serialize};
use serde_json::Value;

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
        }

        deserializer.deserialize_any(SeedVisitor)
    }
}

#[derive(Debug, Clone, Deserialize)]
pub struct ResetRequest {
    pub task: String,
    pub seed: Seed,
    pub instruction: String,
}

#[derive(Debug, Clone, Deserialize)]
pub struct ActRequest {
    pub observation: Value,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Info {
    pub protocol: &'static str,
    pub name: String,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct ActReply {
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
