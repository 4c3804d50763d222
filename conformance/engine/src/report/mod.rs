//! The result of a run and its renderings: terminal, JSON, JUnit, HTML.

mod html;
mod junit;
mod terminal;

use std::collections::BTreeMap;
use std::path::Path;

use serde::{Deserialize, Serialize};

pub use html::write_html;
pub use junit::write_junit;
pub use terminal::{TerminalProgress, render_summary};

use crate::case::{CaseMeta, Severity};
use crate::expectations::Difference;
use crate::outcome::{Failure, Outcome};
use crate::transcript::Transcript;

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct CaseResult {
    #[serde(flatten)]
    pub meta: CaseMeta,
    /// The strongest severity among the case's requirements.
    pub severity: Severity,
    pub outcome: Outcome,
    /// Skip reason, harness error, or expected-failure note.
    pub message: Option<String>,
    pub failures: Vec<Failure>,
    pub transcript: Transcript,
    pub duration_ms: u64,
    /// Listed as an expected failure, yet passed: the entry can go.
    pub stale_expectation: Option<String>,
}

/// Counts of outcomes.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    pub pass: usize,
    pub fail: usize,
    pub warn: usize,
    pub skip: usize,
    pub error: usize,
    pub expected_fail: usize,
}

impl Tally {
    pub fn add(&mut self, outcome: Outcome) {
        match outcome {
            Outcome::Pass => self.pass += 1,
            Outcome::Fail => self.fail += 1,
            Outcome::Warn => self.warn += 1,
            Outcome::Skip => self.skip += 1,
            Outcome::Error => self.error += 1,
            Outcome::ExpectedFail => self.expected_fail += 1,
        }
    }

    pub fn total(&self) -> usize {
        self.pass + self.fail + self.warn + self.skip + self.error + self.expected_fail
    }
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Summary {
    pub total: Tally,
    pub by_suite: BTreeMap<String, Tally>,
    pub by_severity: BTreeMap<Severity, Tally>,
}

impl Summary {
    pub fn of(cases: &[CaseResult]) -> Self {
        let mut summary = Summary::default();
        for case in cases {
            summary.total.add(case.outcome);
            summary
                .by_suite
                .entry(case.meta.suite.clone())
                .or_default()
                .add(case.outcome);
            summary
                .by_severity
                .entry(case.severity)
                .or_default()
                .add(case.outcome);
        }
        summary
    }
}

/// The documented exit codes of `conformance run`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ExitStatus {
    /// Every required case passed.
    Passed = 0,
    /// A MUST case failed (or a SHOULD case under `--strict`).
    Failed = 1,
    /// Usage or configuration error.
    Usage = 2,
    /// The target was unreachable or the harness could not run a case.
    HarnessError = 3,
    /// Results differ from `--baseline`, or transcripts from `--snapshots`.
    BaselineDiffers = 4,
}

impl ExitStatus {
    pub fn code(self) -> u8 {
        self as u8
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct RunReport {
    pub tool: String,
    pub version: String,
    pub started_at: String,
    pub duration_ms: u64,
    pub seed: u64,
    /// Unique per run; scenario names and dates derive from it (`${run_id}`).
    pub run_id: String,
    pub strict: bool,
    /// Suite → the URLs given for it (HTTP and/or WebSocket).
    pub targets: BTreeMap<String, Vec<String>>,
    pub summary: Summary,
    pub cases: Vec<CaseResult>,
    /// Expected-failure entries that matched no failing case.
    pub stale_expectations: Vec<String>,
    /// Present when the run was compared with a baseline.
    pub baseline_differences: Option<Vec<Difference>>,
    /// Suite → the log file of its server, when the run (or whoever started
    /// the server) kept one.
    #[serde(default)]
    pub server_logs: BTreeMap<String, String>,
    /// Present when transcripts were compared with snapshots.
    #[serde(default)]
    pub snapshots: Option<crate::snapshot::SnapshotResults>,
    /// ID → text of every requirement a case that did not pass cites, so a
    /// report explains its failures on its own.
    #[serde(default)]
    pub requirement_texts: BTreeMap<String, String>,
    pub exit: ExitStatus,
}

impl RunReport {
    /// Decides the exit status from the results (see [`ExitStatus`]).
    pub fn decide_exit(&mut self) {
        let t = &self.summary.total;
        self.exit = if t.error > 0 {
            ExitStatus::HarnessError
        } else if t.fail > 0 || (self.strict && !self.stale_expectations.is_empty()) {
            ExitStatus::Failed
        } else if self
            .baseline_differences
            .as_ref()
            .is_some_and(|d| !d.is_empty())
            || self.snapshots.as_ref().is_some_and(|s| s.differs())
        {
            ExitStatus::BaselineDiffers
        } else {
            ExitStatus::Passed
        };
    }

    pub fn write_json(&self, path: &Path) -> std::io::Result<()> {
        create_parent(path)?;
        let text = serde_json::to_string_pretty(self).map_err(std::io::Error::other)?;
        std::fs::write(path, text)
    }

    /// IDs of the cases that did not pass (for `--rerun-failed`).
    pub fn failed_ids(&self) -> Vec<String> {
        self.cases
            .iter()
            .filter(|c| matches!(c.outcome, Outcome::Fail | Outcome::Error | Outcome::Warn))
            .map(|c| c.meta.id.clone())
            .collect()
    }
}

fn create_parent(path: &Path) -> std::io::Result<()> {
    match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => std::fs::create_dir_all(parent),
        _ => Ok(()),
    }
}
