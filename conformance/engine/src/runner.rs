//! Choosing cases, running them with bounded parallelism and per-case time
//! budgets, and classifying what they produced.

use std::collections::BTreeMap;
use std::panic::AssertUnwindSafe;
use std::sync::Arc;
use std::time::{Duration, Instant};

use futures::{FutureExt, StreamExt};
use globset::{Glob, GlobSet, GlobSetBuilder};

use crate::case::{Case, CaseMeta, Phase, Severity};
use crate::context::{Context, RunSettings};
use crate::expectations::ExpectedFailures;
use crate::openapi;
use crate::outcome::{Failure, Outcome, Verdict};
use crate::report::CaseResult;
use crate::requirements::Register;
use crate::target::{Target, Transport, WebSocketEndpoint};
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
    /// Decides how much each failure matters.
    pub requirements: Arc<Register>,
    /// Start no case after one has failed the run; the rest are skipped.
    pub fail_fast: bool,
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
        let uses_websocket = cases.iter().any(|c| {
            c.meta().suite == target.suite && c.meta().transports.contains(&Transport::WebSocket)
        });
        preflight(&client, target, uses_websocket).await;
    }
    for target in config.targets.values() {
        let _ = target.openapi.set(load_document(&client, target).await);
    }
    let (last, cases): (Vec<_>, Vec<_>) = cases
        .into_iter()
        .partition(|c| c.meta().phase == Phase::Last);
    let (serial, parallel): (Vec<_>, Vec<_>) = cases.into_iter().partition(|c| c.meta().serial);
    let failed = FirstFailure::default();
    let mut results: Vec<CaseResult> = futures::stream::iter(parallel)
        .map(|case| {
            let client = client.clone();
            let failed = &failed;
            async move {
                let result = run_or_skip(case.as_ref(), config, client, failed).await;
                progress.finished(&result);
                result
            }
        })
        .buffer_unordered(config.jobs.max(1))
        .collect()
        .await;
    for case in serial.into_iter().chain(last) {
        let result = run_or_skip(case.as_ref(), config, client.clone(), &failed).await;
        progress.finished(&result);
        results.push(result);
    }
    results.sort_by(|a, b| a.meta.id.cmp(&b.meta.id));
    results
}

/// Before the suite starts: one HTTP request, so that a target that refuses
/// connections trips its circuit breaker at once instead of failing case by
/// case; and, when WebSocket cases will run, one upgrade at the endpoint, so that
/// a server without one has those cases skipped with the reason.
async fn preflight(client: &reqwest::Client, target: &Target, uses_websocket: bool) {
    if let Some(base) = &target.http {
        if let Err(err) = client.get(base).timeout(PREFLIGHT_TIMEOUT).send().await {
            if err.is_connect() {
                target.breaker.trip(crate::context::error_chain(&err));
            }
        }
    }
    if !uses_websocket {
        return;
    }
    match &target.websocket {
        WebSocketEndpoint::Derived { url, probe } => {
            let _ = probe.set(upgrade(url).await.map_err(|(why, _)| why));
        }
        WebSocketEndpoint::Given(url) if target.http.is_none() => {
            if let Err((why, true)) = upgrade(url).await {
                target.breaker.trip(why);
            }
        }
        WebSocketEndpoint::Given(_) | WebSocketEndpoint::Absent(_) => {}
    }
}

const PREFLIGHT_TIMEOUT: Duration = Duration::from_secs(5);

/// The target's OpenAPI document, from where `--openapi` says, or why there is none.
async fn load_document(
    client: &reqwest::Client,
    target: &Target,
) -> Result<Arc<openapi::Document>, openapi::Unavailable> {
    use openapi::Unavailable::{Absent, Broken};
    let text = match &target.openapi_source {
        openapi::Source::Off => {
            return Err(Absent("OpenAPI checks are off (--openapi off)".into()));
        }
        openapi::Source::Auto => {
            let Some(base) = &target.http else {
                return Err(Absent(
                    "the target has no HTTP URL to look for /openapi.json at".into(),
                ));
            };
            let url = format!("{base}/openapi.json");
            match fetch(client, &url).await {
                Ok(text) => text,
                Err(why) => {
                    return Err(Absent(format!(
                        "the target publishes no OpenAPI document at {url} ({why}); give one with --openapi {}=URL|FILE",
                        target.suite
                    )));
                }
            }
        }
        openapi::Source::Given(location)
            if location.starts_with("http://") || location.starts_with("https://") =>
        {
            fetch(client, location).await.map_err(Absent)?
        }
        openapi::Source::Given(path) => {
            std::fs::read_to_string(path).map_err(|e| Absent(format!("cannot read {path}: {e}")))?
        }
    };
    let value: serde_json::Value = serde_json::from_str(&text)
        .map_err(|e| Broken(format!("the OpenAPI document is not JSON: {e}")))?;
    openapi::Document::parse(&value)
        .map(Arc::new)
        .map_err(|e| Broken(format!("cannot use the OpenAPI document: {e}")))
}

async fn fetch(client: &reqwest::Client, url: &str) -> Result<String, String> {
    let response = client
        .get(url)
        .timeout(PREFLIGHT_TIMEOUT)
        .send()
        .await
        .map_err(|e| crate::context::error_chain(&e))?;
    if !response.status().is_success() {
        return Err(format!("it answered {}", response.status().as_u16()));
    }
    response.text().await.map_err(|e| e.to_string())
}

/// Opens and closes one WebSocket connection; on failure, why, and whether
/// nothing answered at all (as opposed to a refused upgrade).
async fn upgrade(url: &str) -> Result<(), (String, bool)> {
    use tokio_tungstenite::tungstenite::Error;
    match tokio::time::timeout(PREFLIGHT_TIMEOUT, tokio_tungstenite::connect_async(url)).await {
        Err(_) => Err((
            format!("no WebSocket handshake at {url} within {PREFLIGHT_TIMEOUT:?}"),
            false,
        )),
        Ok(Ok((mut stream, _))) => {
            let _ = stream.close(None).await;
            Ok(())
        }
        Ok(Err(Error::Http(response))) => Err((
            format!(
                "the server does not upgrade to WebSocket at {url} (it answered {})",
                crate::context::refusal(response.status().as_u16(), response.body().as_deref())
            ),
            false,
        )),
        Ok(Err(err @ Error::Io(_))) => Err((format!("cannot connect to {url}: {err}"), true)),
        Ok(Err(err)) => Err((format!("no WebSocket handshake at {url}: {err}"), false)),
    }
}

/// The first case that failed the run, for `--fail-fast`.
#[derive(Default)]
struct FirstFailure(std::sync::OnceLock<String>);

/// Runs the case, unless `--fail-fast` and an earlier case failed the run.
async fn run_or_skip(
    case: &dyn Case,
    config: &RunConfig,
    client: reqwest::Client,
    failed: &FirstFailure,
) -> CaseResult {
    if let Some(first) = failed.0.get().filter(|_| config.fail_fast) {
        return CaseResult {
            severity: config.requirements.severity_of(&case.meta().requirements),
            meta: case.meta().clone(),
            outcome: Outcome::Skip,
            message: Some(format!("not run: --fail-fast, {first} failed")),
            failures: Vec::new(),
            transcript: Transcript::default(),
            duration_ms: 0,
            stale_expectation: None,
        };
    }
    let result = run_one(case, config, client).await;
    if matches!(result.outcome, Outcome::Fail | Outcome::Error) {
        let _ = failed.0.set(result.meta.id.clone());
    }
    result
}

async fn run_one(case: &dyn Case, config: &RunConfig, client: reqwest::Client) -> CaseResult {
    let meta = case.meta().clone();
    let started = Instant::now();
    let (verdict, transcript) = execute(case, &meta, config, client).await;
    let expected_reason = config.expected.reason(&meta.id).map(str::to_owned);
    let (outcome, message, failures) = classify(
        &meta,
        verdict,
        &config.requirements,
        expected_reason.as_deref(),
        config.strict,
    );
    CaseResult {
        stale_expectation: (outcome == Outcome::Pass)
            .then_some(expected_reason)
            .flatten(),
        severity: config.requirements.severity_of(&meta.requirements),
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
    if let Some(reason) = meta.transports.iter().find_map(|t| target.lacks(*t)) {
        return (Verdict::Skip(reason), Transcript::default());
    }
    if target.breaker.is_open() {
        return (
            Verdict::Error(format!(
                "target {} unreachable, circuit open: {}",
                target.address(),
                target.breaker.last_error().unwrap_or_default()
            )),
            Transcript::default(),
        );
    }
    let mut ctx = Context::new(target.clone(), config.settings.clone(), client);
    ctx.case_id = meta.id.clone();
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

/// A failure matters as much as the strongest requirement it belongs to, so a
/// case that checks a seed rule and a stricter project rule fails the run only
/// when the seed rule breaks (or under `--strict`).
fn classify(
    meta: &CaseMeta,
    verdict: Verdict,
    requirements: &Register,
    expected_reason: Option<&str>,
    strict: bool,
) -> (Outcome, Option<String>, Vec<Failure>) {
    match verdict {
        Verdict::Pass => (Outcome::Pass, None, Vec::new()),
        Verdict::Skip(reason) => (Outcome::Skip, Some(reason), Vec::new()),
        Verdict::Error(message) => (Outcome::Error, Some(message), Vec::new()),
        Verdict::Fail(mut failures) => {
            for failure in &mut failures {
                let cited = if failure.requirements.is_empty() {
                    &meta.requirements
                } else {
                    &failure.requirements
                };
                failure.severity = Some(requirements.severity_of(cited));
            }
            if let Some(reason) = expected_reason {
                return (
                    Outcome::ExpectedFail,
                    Some(format!("expected failure: {reason}")),
                    failures,
                );
            }
            let worst = failures
                .iter()
                .filter_map(|f| f.severity)
                .min()
                .unwrap_or(Severity::Must);
            let outcome = match worst {
                Severity::Must => Outcome::Fail,
                Severity::Should if strict => Outcome::Fail,
                Severity::Should | Severity::Info => Outcome::Warn,
            };
            (outcome, None, failures)
        }
    }
}
