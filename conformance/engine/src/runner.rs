//! Choosing cases, running them with bounded parallelism and per-case time
//! budgets, and classifying what they produced.

use std::collections::BTreeMap;
use std::panic::AssertUnwindSafe;
use std::sync::Arc;
use std::time::{Duration, Instant};

use futures::{FutureExt, StreamExt};
use globset::{Glob, GlobSet, GlobSetBuilder};

use crate::case::{Case, CaseMeta, Severity};
use crate::context::{Context, RunSettings, Target};
use crate::expectations::ExpectedFailures;
use crate::outcome::{Outcome, Verdict};
use crate::report::CaseResult;
use crate::transcript::Transcript;

/// Which cases a run includes.
#[derive(Debug, Default)]
pub struct Selection {
    include: Option<GlobSet>,
    exclude: Option<GlobSet>,
    tags: Vec<String>,
    excluded_tags: Vec<String>,
    /// Only these IDs (rerunning the failures of an earlier report).
    only: Option<Vec<String>>,
}

impl Selection {
    pub fn new(include: &[String], exclude: &[String], tags: &[String]) -> Result<Self, String> {
        let build = |patterns: &[String]| -> Result<Option<GlobSet>, String> {
            if patterns.is_empty() {
                return Ok(None);
            }
            let mut builder = GlobSetBuilder::new();
            for pattern in patterns {
                builder.add(Glob::new(pattern).map_err(|e| format!("bad glob {pattern:?}: {e}"))?);
            }
            builder.build().map(Some).map_err(|e| e.to_string())
        };
        Ok(Self {
            include: build(include)?,
            exclude: build(exclude)?,
            tags: tags.to_vec(),
            excluded_tags: Vec::new(),
            only: None,
        })
    }

    /// Leaves out cases carrying any of these tags.
    pub fn without_tags(mut self, tags: &[String]) -> Self {
        self.excluded_tags = tags.to_vec();
        self
    }

    pub fn only(mut self, ids: Vec<String>) -> Self {
        self.only = Some(ids);
        self
    }

    pub fn matches(&self, meta: &CaseMeta) -> bool {
        self.include
            .as_ref()
            .is_none_or(|set| set.is_match(&meta.id))
            && !self
                .exclude
                .as_ref()
                .is_some_and(|set| set.is_match(&meta.id))
            && (self.tags.is_empty() || self.tags.iter().any(|t| meta.tags.contains(t)))
            && !self.excluded_tags.iter().any(|t| meta.tags.contains(t))
            && self.only.as_ref().is_none_or(|ids| ids.contains(&meta.id))
    }
}

/// Told about each case as it ends (the terminal progress display).
pub trait Progress: Send + Sync {
    fn start(&self, total: usize);
    fn finished(&self, result: &CaseResult);
}

/// Everything a run needs besides the cases.
pub struct RunConfig {
    pub settings: Arc<RunSettings>,
    pub targets: BTreeMap<String, Target>,
    /// Suites that cannot run here, with the reason (no Docker engine, say).
    pub unavailable: BTreeMap<String, String>,
    pub jobs: usize,
    pub strict: bool,
    pub expected: ExpectedFailures,
}

pub async fn run(
    cases: Vec<Arc<dyn Case>>,
    config: &RunConfig,
    progress: &dyn Progress,
) -> Vec<CaseResult> {
    progress.start(cases.len());
    let client = reqwest::Client::builder()
        .pool_max_idle_per_host(64)
        .build()
        .unwrap_or_default();
    for target in config.targets.values() {
        preflight(&client, target).await;
    }
    let (serial, parallel): (Vec<_>, Vec<_>) = cases.into_iter().partition(|c| c.meta().serial);
    let mut results: Vec<CaseResult> = futures::stream::iter(parallel)
        .map(|case| {
            let client = client.clone();
            async move {
                let result = run_one(case.as_ref(), config, client).await;
                progress.finished(&result);
                result
            }
        })
        .buffer_unordered(config.jobs.max(1))
        .collect()
        .await;
    for case in serial {
        let result = run_one(case.as_ref(), config, client.clone()).await;
        progress.finished(&result);
        results.push(result);
    }
    results.sort_by(|a, b| a.meta.id.cmp(&b.meta.id));
    results
}

/// One request before the suite starts: a target that refuses connections
/// trips its circuit breaker at once instead of failing case by case.
async fn preflight(client: &reqwest::Client, target: &Target) {
    let answer = client
        .get(&target.base_url)
        .timeout(Duration::from_secs(5))
        .send()
        .await;
    if let Err(err) = answer {
        if err.is_connect() {
            let mut text = err.to_string();
            let mut source = std::error::Error::source(&err);
            while let Some(inner) = source {
                text = format!("{text}: {inner}");
                source = inner.source();
            }
            target.breaker.trip(text);
        }
    }
}

async fn run_one(case: &dyn Case, config: &RunConfig, client: reqwest::Client) -> CaseResult {
    let meta = case.meta().clone();
    let started = Instant::now();
    let (verdict, transcript) = execute(case, &meta, config, client).await;
    let expected_reason = config.expected.reason(&meta.id).map(str::to_owned);
    let (outcome, message, failures) =
        classify(&meta, verdict, expected_reason.as_deref(), config.strict);
    CaseResult {
        stale_expectation: (outcome == Outcome::Pass)
            .then_some(expected_reason)
            .flatten(),
        meta,
        outcome,
        message,
        failures,
        transcript,
        duration_ms: started.elapsed().as_millis() as u64,
    }
}

async fn execute(
    case: &dyn Case,
    meta: &CaseMeta,
    config: &RunConfig,
    client: reqwest::Client,
) -> (Verdict, Transcript) {
    if let Some(reason) = config.unavailable.get(&meta.suite) {
        return (Verdict::Skip(reason.clone()), Transcript::default());
    }
    let Some(target) = config.targets.get(&meta.suite) else {
        return (
            Verdict::Skip(format!(
                "no target given for suite {} (--target {}=URL)",
                meta.suite, meta.suite
            )),
            Transcript::default(),
        );
    };
    if let Some(reason) = meta.needs.iter().find_map(|n| config.settings.missing(n)) {
        return (Verdict::Skip(reason), Transcript::default());
    }
    if target.breaker.is_open() {
        return (
            Verdict::Error(format!(
                "target {} unreachable, circuit open: {}",
                target.base_url,
                target.breaker.last_error().unwrap_or_default()
            )),
            Transcript::default(),
        );
    }
    let mut ctx = Context::new(target.clone(), config.settings.clone(), client);
    let budget = config.settings.scaled(meta.timeout);
    let run = AssertUnwindSafe(case.run(&mut ctx)).catch_unwind();
    let verdict = match tokio::time::timeout(budget, run).await {
        Ok(Ok(verdict)) => verdict,
        Ok(Err(panic)) => {
            let text = panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            Verdict::Error(format!("the case panicked: {text}"))
        }
        Err(_) => Verdict::Error(format!(
            "the case did not finish within its budget of {budget:?}"
        )),
    };
    (verdict, ctx.transcript)
}

fn classify(
    meta: &CaseMeta,
    verdict: Verdict,
    expected_reason: Option<&str>,
    strict: bool,
) -> (Outcome, Option<String>, Vec<crate::outcome::Failure>) {
    match verdict {
        Verdict::Pass => (Outcome::Pass, None, Vec::new()),
        Verdict::Skip(reason) => (Outcome::Skip, Some(reason), Vec::new()),
        Verdict::Error(message) => (Outcome::Error, Some(message), Vec::new()),
        Verdict::Fail(failures) => {
            if let Some(reason) = expected_reason {
                return (
                    Outcome::ExpectedFail,
                    Some(format!("expected failure: {reason}")),
                    failures,
                );
            }
            let outcome = match meta.severity {
                Severity::Must => Outcome::Fail,
                Severity::Should if strict => Outcome::Fail,
                Severity::Should | Severity::Info => Outcome::Warn,
            };
            (outcome, None, failures)
        }
    }
}
