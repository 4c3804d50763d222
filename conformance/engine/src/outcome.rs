//! What running a case produced.

use serde::{Deserialize, Serialize};

use crate::case::Severity;

/// The final classification of a case in a run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    Pass,
    /// A MUST case (or SHOULD under `--strict`) did not hold.
    Fail,
    /// A SHOULD case did not hold.
    Warn,
    /// Not run, with a reason (missing prerequisite, optional feature absent).
    Skip,
    /// The harness could not run the case (target unreachable, bad scenario, timeout).
    Error,
    /// Failed, and listed in the expected-failures file.
    ExpectedFail,
}

impl Outcome {
    pub fn label(self) -> &'static str {
        match self {
            Self::Pass => "PASS",
            Self::Fail => "FAIL",
            Self::Warn => "WARN",
            Self::Skip => "SKIP",
            Self::Error => "ERROR",
            Self::ExpectedFail => "XFAIL",
        }
    }
}

/// One way the target differed from what the spec requires.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Failure {
    /// The step or check where it showed (`step 2 "create grant"`).
    pub at: String,
    /// What was checked (`$.decision equals`).
    pub check: String,
    pub expected: String,
    pub actual: String,
    /// The requirements this check belongs to, a subset of the case's; empty
    /// means all of the case's. They decide how much the failure matters.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub requirements: Vec<String>,
    /// The strongest severity among those requirements, set by the runner.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub severity: Option<Severity>,
}

impl Failure {
    pub fn new(
        at: impl Into<String>,
        check: impl Into<String>,
        expected: impl Into<String>,
        actual: impl Into<String>,
    ) -> Self {
        Self {
            at: at.into(),
            check: check.into(),
            expected: expected.into(),
            actual: actual.into(),
            requirements: Vec::new(),
            severity: None,
        }
    }

    /// Attributes the failure to some of the case's requirements (a seed
    /// requirement and a stricter project one checked by the same case).
    pub fn under<S: AsRef<str>>(mut self, requirements: &[S]) -> Self {
        self.requirements = requirements.iter().map(|r| r.as_ref().to_owned()).collect();
        self
    }
}

/// What a case's code returns; the runner turns it into an [`Outcome`] using the
/// case's severity, the expected-failures list and `--strict`.
#[derive(Debug, Clone, PartialEq)]
pub enum Verdict {
    Pass,
    Fail(Vec<Failure>),
    Skip(String),
    Error(String),
}

impl Verdict {
    pub fn from_failures(failures: Vec<Failure>) -> Self {
        if failures.is_empty() {
            Verdict::Pass
        } else {
            Verdict::Fail(failures)
        }
    }
}
