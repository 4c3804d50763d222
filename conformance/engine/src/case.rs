//! What a conformance case is: identity, the requirements it checks, how much a
//! failure matters, and the code that runs it.

use std::fmt;
use std::time::Duration;

use futures::future::BoxFuture;
use serde::{Deserialize, Serialize};

use crate::context::Context;
use crate::outcome::Verdict;
use crate::target::Transport;

/// How much a failing case matters (RFC 2119 style, as Autobahn and the OIDF suite do).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "UPPERCASE")]
pub enum Severity {
    /// A failure fails the run.
    Must,
    /// A failure warns; `--strict` makes it fail the run.
    Should,
    /// Reported only.
    Info,
}

impl Severity {
    pub const ALL: [Severity; 3] = [Severity::Must, Severity::Should, Severity::Info];

    pub fn parse(text: &str) -> Option<Self> {
        match text.to_ascii_lowercase().as_str() {
            "must" => Some(Self::Must),
            "should" => Some(Self::Should),
            "info" => Some(Self::Info),
            _ => None,
        }
    }
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Must => "MUST",
            Self::Should => "SHOULD",
            Self::Info => "INFO",
        })
    }
}

/// Where a case came from, for error messages and the `--list` output.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind", content = "at")]
pub enum Origin {
    /// A scenario file (path as given, built-in files relative to `scenarios/`).
    Scenario(String),
    /// A case written in Rust (module path).
    Builtin(String),
}

/// Everything about a case except how to run it.
/// When a case runs relative to the others of its run.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    #[default]
    Any,
    /// After every other case: a roll-up of what they saw.
    Last,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct CaseMeta {
    /// Stable identifier `<suite>.<area>.<name>`.
    pub id: String,
    pub suite: String,
    pub title: String,
    /// Requirement IDs from `conformance/spec/<suite>.md`. They also decide the
    /// case's severity ([`crate::requirements::Register::severity_of`]): it is
    /// never declared by hand.
    pub requirements: Vec<String>,
    pub tags: Vec<String>,
    /// Run alone, not beside other cases of the run (timing, global state).
    pub serial: bool,
    /// Unscaled time budget; the runner multiplies it by `--timeout-scale`.
    #[serde(with = "duration_ms")]
    pub timeout: Duration,
    /// Configuration the case needs (`admin_token`, `api_key`, …); missing → skipped.
    pub needs: Vec<String>,
    /// How the case talks to the target; one the target lacks → skipped.
    pub transports: Vec<Transport>,
    /// When in the run the case runs, relative to the others.
    #[serde(default)]
    pub phase: Phase,
    pub origin: Origin,
}

impl CaseMeta {
    pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(30);

    /// Checks the shape of the ID and that the ID names its suite.
    pub fn validate(&self) -> Result<(), String> {
        let parts: Vec<&str> = self.id.split('.').collect();
        let well_formed = parts.len() >= 3
            && parts.iter().all(|p| {
                !p.is_empty()
                    && p.chars().all(|c| {
                        c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_' || c == '-'
                    })
            });
        if !well_formed {
            return Err(format!(
                "case id {:?} must look like <suite>.<area>.<name> in lowercase",
                self.id
            ));
        }
        if parts[0] != self.suite {
            return Err(format!(
                "case id {:?} must start with its suite {:?}",
                self.id, self.suite
            ));
        }
        if self.requirements.is_empty() {
            return Err(format!("case {} cites no requirement", self.id));
        }
        Ok(())
    }
}

/// A runnable case. Scenario files and Rust-written checks (fuzzers, the audit
/// checker, the evaluation episodes) all implement this.
pub trait Case: Send + Sync {
    fn meta(&self) -> &CaseMeta;
    fn run<'a>(&'a self, ctx: &'a mut Context) -> BoxFuture<'a, Verdict>;
}

mod duration_ms {
    use std::time::Duration;

    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(d: &Duration, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u64(d.as_millis() as u64)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Duration, D::Error> {
        Ok(Duration::from_millis(u64::deserialize(d)?))
    }
}
