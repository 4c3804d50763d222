//! `conformance run`: select cases, run them against the targets, report.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime};

use clap::Args;
use conformance_engine::expectations::{self, ExpectedFailures};
use conformance_engine::openapi;
use conformance_engine::report::{self, ExitStatus, Summary, TerminalProgress};
use conformance_engine::requirements::Register;
use conformance_engine::runner::{self, RunConfig, Selection};
use conformance_engine::snapshot;
use conformance_engine::{ApiKeys, Case, RunReport, RunSettings, SandboxSettings, Target};

use crate::{catalog, serve};

#[derive(Args, Debug)]
pub struct RunArgs {
    /// Suites to run (auth, sandbox, invoice, policy); default: every suite with a --target.
    #[arg(long = "suite", value_delimiter = ',')]
    suites: Vec<String>,
    /// SUITE=URL, the implementation under test for a suite.
    #[arg(long = "target", value_parser = parse_pair)]
    targets: Vec<(String, String)>,
    /// SUITE=COMMAND: start the implementation under test (`sh -c COMMAND`,
    /// `{port}` and `$PORT` a free port), use the URLs of its `listening on URL`
    /// lines (or its port), stop it with its process group at the end.
    #[arg(long = "serve", value_parser = parse_pair, value_name = "SUITE=COMMAND")]
    serve: Vec<(String, String)>,
    /// Seconds a --serve'd implementation has to become ready.
    #[arg(long, default_value_t = 60)]
    serve_timeout: u64,
    /// SUITE=FILE: the log of a server started outside the runner, named in
    /// the reports (servers the runner starts get one in the report directory).
    #[arg(long = "server-log", value_parser = parse_pair, value_name = "SUITE=FILE")]
    server_logs: Vec<(String, String)>,
    /// Admin token of the authorization service under test.
    #[arg(long, env = "TOUCHSTONE_ADMIN_TOKEN", hide_env_values = true)]
    admin_token: Option<String>,
    /// API key of the sandbox service under test; give a second, different key
    /// for the cases about several keys (the variable separates keys with commas).
    #[arg(
        long = "api-key",
        env = "TOUCHSTONE_API_KEY",
        value_delimiter = ',',
        hide_env_values = true
    )]
    api_keys: Vec<String>,
    /// The image the sandbox service runs when a create names none; default:
    /// the `image` of a sandbox the runner creates without one, if its record says.
    #[arg(long, value_name = "IMAGE")]
    sandbox_image: Option<String>,
    /// The runner shares the sandbox service's Docker engine (`DOCKER_HOST` or
    /// the local socket): also check the containers, volumes and networks
    /// behind its sandboxes. Off: those cases are skipped.
    #[arg(long)]
    sandbox_docker: bool,
    /// Only cases whose ID matches this glob (repeatable).
    #[arg(long = "case")]
    cases: Vec<String>,
    /// Leave out cases whose ID matches this glob (repeatable).
    #[arg(long)]
    exclude: Vec<String>,
    /// Only cases with this tag (repeatable; any of them).
    #[arg(long = "tag")]
    tags: Vec<String>,
    /// Leave out cases with this tag (repeatable), e.g. `race` or `nondeterministic`.
    #[arg(long = "exclude-tag")]
    exclude_tags: Vec<String>,
    /// Rerun the cases that did not pass in an earlier JSON report.
    #[arg(long, value_name = "REPORT")]
    rerun_failed: Option<PathBuf>,
    /// List the selected cases instead of running them.
    #[arg(long)]
    list: bool,
    /// Cases run at once (serial cases always run alone).
    #[arg(long, default_value_t = 4)]
    jobs: usize,
    /// Multiply every time budget (slow machines, debuggers).
    #[arg(long, default_value_t = 1.0)]
    timeout_scale: f64,
    /// SHOULD failures fail the run, as do stale expected failures.
    #[arg(long)]
    strict: bool,
    /// Start no case after the first that fails the run (a MUST failure, a
    /// SHOULD one under --strict, or a harness error); the rest are skipped.
    #[arg(long)]
    fail_fast: bool,
    /// TOML file of known failures (`[[expected]] case = "glob"`, `reason = "…"`).
    #[arg(long)]
    expected_failures: Option<PathBuf>,
    /// JSON report of an earlier run; exit 4 when outcomes differ.
    #[arg(long)]
    baseline: Option<PathBuf>,
    /// Directory of transcript snapshots, one file per case: a case without
    /// one gets it written; a different transcript exits 4 with a diff.
    #[arg(long, value_name = "DIR")]
    snapshots: Option<PathBuf>,
    /// With --snapshots: accept the differences (rewrite the snapshots).
    #[arg(long, requires = "snapshots")]
    update_snapshots: bool,
    #[arg(long)]
    report_json: Option<PathBuf>,
    #[arg(long)]
    report_junit: Option<PathBuf>,
    /// Directory for the HTML report (index.html).
    #[arg(long)]
    report_html: Option<PathBuf>,
    /// Seed for generated cases (printed on every run).
    #[arg(long)]
    seed: Option<u64>,
    /// Check every answer against the target's OpenAPI document: `auto` (its
    /// `/openapi.json`, when it has one), `off`, or `SUITE=URL|FILE` (repeatable).
    #[arg(long = "openapi", default_value = "auto")]
    openapi: Vec<String>,
    /// Extra scenario directories, run beside the built-in ones.
    #[arg(long = "scenarios")]
    scenario_dirs: Vec<PathBuf>,
    /// SUITE=REASON: the suite cannot run here; its cases are skipped with the reason.
    #[arg(long = "unavailable", value_parser = parse_pair)]
    unavailable: Vec<(String, String)>,
    /// Print passing cases too.
    #[arg(long, short)]
    verbose: bool,
}

fn parse_pair(text: &str) -> Result<(String, String), String> {
    text.split_once('=')
        .map(|(k, v)| (k.trim().to_owned(), v.trim().to_owned()))
        .filter(|(k, v)| !k.is_empty() && !v.is_empty())
        .ok_or_else(|| format!("expected SUITE=VALUE, got {text:?}"))
}

/// The `--api-key` values: none, one, or two different non-empty keys.
fn api_keys(given: &[String]) -> Result<Option<ApiKeys>, String> {
    if given.iter().any(|key| key.is_empty()) {
        return Err("--api-key must not be empty".into());
    }
    match given {
        [] => Ok(None),
        [first] => Ok(Some(ApiKeys {
            first: first.clone(),
            second: None,
        })),
        [first, second] if first == second => Err(
            "the two --api-key values are the same; the second must be another key the service accepts"
                .into(),
        ),
        [first, second] => Ok(Some(ApiKeys {
            first: first.clone(),
            second: Some(second.clone()),
        })),
        more => Err(format!(
            "--api-key given {} times; the runner uses at most two keys",
            more.len()
        )),
    }
}

/// The `--openapi` values: a mode for every suite, and documents for some.
struct OpenApiSources {
    mode: openapi::Source,
    given: BTreeMap<String, String>,
}

impl OpenApiSources {
    fn of(&self, suite: &str) -> openapi::Source {
        match self.given.get(suite) {
            Some(location) => openapi::Source::Given(location.clone()),
            None => self.mode.clone(),
        }
    }
}

fn openapi_sources(values: &[String]) -> Result<OpenApiSources, String> {
    let mut sources = OpenApiSources {
        mode: openapi::Source::Auto,
        given: BTreeMap::new(),
    };
    for value in values {
        match value.as_str() {
            "auto" => sources.mode = openapi::Source::Auto,
            "off" => sources.mode = openapi::Source::Off,
            other => {
                let (suite, location) = parse_pair(other).map_err(|_| {
                    format!("--openapi {other:?}: expected auto, off or SUITE=URL|FILE")
                })?;
                if !catalog::SUITES.contains(&suite.as_str()) {
                    return Err(format!("--openapi {other:?}: unknown suite {suite:?}"));
                }
                sources.given.insert(suite, location);
            }
        }
    }
    Ok(sources)
}

fn usage(message: impl std::fmt::Display) -> u8 {
    eprintln!("conformance: {message}");
    ExitStatus::Usage.code()
}

pub async fn run(args: RunArgs) -> u8 {
    let started = Instant::now();
    let mut targets: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for (suite, url) in &args.targets {
        targets.entry(suite.clone()).or_default().push(url.clone());
    }
    let unavailable: BTreeMap<String, String> = args.unavailable.iter().cloned().collect();
    let served_suites = args.serve.iter().map(|(suite, _)| suite);
    for suite in targets
        .keys()
        .chain(unavailable.keys())
        .chain(&args.suites)
        .chain(served_suites)
    {
        if !catalog::SUITES.contains(&suite.as_str()) {
            return usage(format!(
                "unknown suite {suite:?} (known: {})",
                catalog::SUITES.join(", ")
            ));
        }
    }
    if let Some((suite, _)) = args.serve.iter().find(|(s, _)| targets.contains_key(s)) {
        return usage(format!(
            "suite {suite} has both --target and --serve; give one"
        ));
    }
    let suites: Vec<String> = if !args.suites.is_empty() {
        args.suites.clone()
    } else if args.list && targets.is_empty() && args.serve.is_empty() {
        catalog::SUITES.iter().map(|s| s.to_string()).collect()
    } else {
        let mut named: Vec<String> = targets
            .keys()
            .chain(unavailable.keys())
            .chain(args.serve.iter().map(|(suite, _)| suite))
            .cloned()
            .collect();
        named.sort();
        named.dedup();
        named
    };
    if suites.is_empty() {
        return usage("nothing to run: give --target SUITE=URL (or --list)");
    }
    if !args.list {
        if let Some(missing) = suites.iter().find(|s| {
            !targets.contains_key(*s)
                && !unavailable.contains_key(*s)
                && !args.serve.iter().any(|(served, _)| served == *s)
        }) {
            return usage(format!(
                "suite {missing} has no target: add --target {missing}=URL"
            ));
        }
    }
    if !(args.timeout_scale > 0.0 && args.timeout_scale.is_finite()) {
        return usage("--timeout-scale must be a positive number");
    }
    let api_key = match api_keys(&args.api_keys) {
        Ok(keys) => keys,
        Err(err) => return usage(err),
    };
    let mut selection = match Selection::new(&args.cases, &args.exclude, &args.tags) {
        Ok(selection) => selection.without_tags(&args.exclude_tags),
        Err(err) => return usage(err),
    };
    if let Some(path) = &args.rerun_failed {
        match std::fs::read_to_string(path)
            .map_err(|e| e.to_string())
            .and_then(|text| serde_json::from_str::<RunReport>(&text).map_err(|e| e.to_string()))
        {
            Ok(report) => selection = selection.only(report.failed_ids()),
            Err(err) => return usage(format!("{}: {err}", path.display())),
        }
    }
    let expected = match &args.expected_failures {
        Some(path) => match ExpectedFailures::load(path) {
            Ok(expected) => expected,
            Err(err) => return usage(err),
        },
        None => ExpectedFailures::default(),
    };
    let baseline = match &args.baseline {
        Some(path) => match expectations::load_baseline(path) {
            Ok(baseline) => Some(baseline),
            Err(err) => return usage(err),
        },
        None => None,
    };
    let catalogue = match catalog::all_cases(&args.scenario_dirs) {
        Ok(catalogue) => catalogue,
        Err(err) => return usage(err),
    };
    let requirements = Arc::new(catalogue.requirements);
    // An expected failure is stale when it names no case at all, not when this
    // run merely leaves its case out (`--suite sandbox` with an invoice entry).
    let catalogue_ids: Vec<String> = catalogue
        .cases
        .iter()
        .map(|c| c.meta().id.clone())
        .collect();
    let cases: Vec<Arc<dyn Case>> = catalogue
        .cases
        .into_iter()
        .filter(|c| suites.contains(&c.meta().suite) && selection.matches(c.meta()))
        .collect();

    if args.list {
        print_list(&cases, &requirements);
        return ExitStatus::Passed.code();
    }

    let seed = args.seed.unwrap_or_else(rand::random);
    println!(
        "conformance: {} cases, suites {}, seed {seed} (replay with --seed {seed})",
        cases.len(),
        suites.join(",")
    );
    let openapi = match openapi_sources(&args.openapi) {
        Ok(sources) => sources,
        Err(err) => return usage(err),
    };
    let mut server_logs: BTreeMap<String, String> = args.server_logs.iter().cloned().collect();
    let mut served = Vec::new();
    for (suite, command) in &args.serve {
        let log = server_log_dir(&args).join(format!("{suite}.log"));
        match serve::start(
            suite,
            command,
            &log,
            Duration::from_secs(args.serve_timeout),
        )
        .await
        {
            Ok(server) => {
                println!(
                    "conformance: serving {suite} at {} (log: {})",
                    server.urls.join(" "),
                    log.display()
                );
                targets.insert(suite.clone(), server.urls.clone());
                server_logs.insert(suite.clone(), log.display().to_string());
                served.push(server);
            }
            Err(err) => {
                eprintln!("conformance: {err}");
                stop_all(served).await;
                return ExitStatus::HarnessError.code();
            }
        }
    }
    serve::stop_on_interrupt(&served);
    let mut built = BTreeMap::new();
    for (suite, urls) in &targets {
        match Target::new(suite.clone(), urls, catalog::websocket_path(suite)) {
            Ok(mut target) => {
                target.openapi_source = openapi.of(suite);
                built.insert(suite.clone(), target);
            }
            Err(err) => return usage(err),
        }
    }
    let mut settings = RunSettings {
        admin_token: args.admin_token.clone(),
        api_key,
        seed,
        timeout_scale: args.timeout_scale,
        run_id: format!("{:08x}", rand::random::<u32>()),
        artifacts_dir: args.report_html.clone().or_else(|| {
            args.report_json
                .as_ref()
                .and_then(|p| p.parent().map(Into::into))
        }),
        sandbox: SandboxSettings {
            image: args.sandbox_image.clone(),
            docker: args.sandbox_docker,
        },
    };
    let needs_image = cases
        .iter()
        .any(|c| c.meta().needs.iter().any(|n| n == "sandbox_image"));
    if settings.sandbox.image.is_none() && needs_image {
        settings.sandbox.image = sandbox_default_image(&built, &settings).await;
    }
    let settings = Arc::new(settings);
    let config = RunConfig {
        settings,
        targets: built,
        unavailable,
        jobs: args.jobs,
        strict: args.strict,
        expected,
        requirements,
        fail_fast: args.fail_fast,
    };
    let progress = TerminalProgress::new(args.verbose);
    let results = runner::run(cases, &config, &progress).await;
    progress.finish();

    let snapshots = match &args.snapshots {
        Some(dir) => match snapshot::compare(
            dir,
            args.update_snapshots,
            &results,
            &config.settings.run_id,
            catalog::snapshot_fields,
        ) {
            Ok(found) => Some(found),
            Err(err) => {
                eprintln!("conformance: snapshots in {}: {err}", dir.display());
                return ExitStatus::HarnessError.code();
            }
        },
        None => None,
    };
    let outcomes = results
        .iter()
        .map(|r| (r.meta.id.clone(), r.outcome))
        .collect();
    let mut report = RunReport {
        tool: "touchstone-conformance".into(),
        version: env!("CARGO_PKG_VERSION").into(),
        started_at: humantime::format_rfc3339_seconds(SystemTime::now() - started.elapsed())
            .to_string(),
        duration_ms: started.elapsed().as_millis() as u64,
        seed,
        run_id: config.settings.run_id.clone(),
        strict: args.strict,
        targets,
        summary: Summary::of(&results),
        stale_expectations: config
            .expected
            .unused(catalogue_ids.iter().map(String::as_str)),
        baseline_differences: baseline.map(|b| expectations::compare(&b, &outcomes)),
        server_logs,
        snapshots,
        requirement_texts: cited_by_failures(&results, &config.requirements),
        cases: results,
        exit: ExitStatus::Passed,
    };
    report.decide_exit();
    stop_all(served).await;
    print!("{}", report::render_summary(&report));
    if let Err(err) = write_reports(&report, &args) {
        eprintln!("conformance: cannot write a report: {err}");
        return ExitStatus::HarnessError.code();
    }
    report.exit.code()
}

async fn stop_all(served: Vec<serve::Served>) {
    for server in served {
        if let Err(err) = server.stop().await {
            eprintln!("conformance: {err}");
        }
    }
}

/// Where the runner writes the logs of the servers it starts: beside the
/// reports when there are any, else `reports/servers`.
fn server_log_dir(args: &RunArgs) -> PathBuf {
    let reports = args.report_html.clone().or_else(|| {
        args.report_json
            .as_ref()
            .and_then(|p| p.parent().map(Into::into))
    });
    reports
        .unwrap_or_else(|| PathBuf::from("reports"))
        .join("servers")
}

fn cited_by_failures(
    results: &[conformance_engine::report::CaseResult],
    requirements: &Register,
) -> BTreeMap<String, String> {
    results
        .iter()
        .filter(|r| !matches!(r.outcome, conformance_engine::Outcome::Pass))
        .flat_map(|r| &r.meta.requirements)
        .filter_map(|id| Some((id.clone(), requirements.get(id)?.text.clone())))
        .collect()
}

/// Asks the sandbox service which image it runs by default (`--sandbox-image`
/// not given); needs its target and a key.
async fn sandbox_default_image(
    targets: &BTreeMap<String, Target>,
    settings: &RunSettings,
) -> Option<String> {
    let target = targets.get("sandbox")?;
    settings.api_key.as_ref()?;
    conformance_sandbox::default_image(target, settings).await
}

fn write_reports(report: &RunReport, args: &RunArgs) -> std::io::Result<()> {
    if let Some(path) = &args.report_json {
        report.write_json(path)?;
        println!("JSON report: {}", path.display());
    }
    if let Some(path) = &args.report_junit {
        report::write_junit(report, path)?;
        println!("JUnit report: {}", path.display());
    }
    if let Some(dir) = &args.report_html {
        report::write_html(report, dir)?;
        println!("HTML report: {}", dir.join("index.html").display());
    }
    Ok(())
}

fn print_list(cases: &[Arc<dyn Case>], requirements: &Register) {
    let width = cases.iter().map(|c| c.meta().id.len()).max().unwrap_or(2);
    println!(
        "{:<width$}  {:<6}  {:<28}  TITLE",
        "ID", "LEVEL", "REQUIREMENTS"
    );
    for case in cases {
        let meta = case.meta();
        let mut line = format!(
            "{:<width$}  {:<6}  {:<28}  {}",
            meta.id,
            requirements.severity_of(&meta.requirements).to_string(),
            meta.requirements.join(","),
            meta.title
        );
        if !meta.tags.is_empty() {
            line.push_str(&format!("  [{}]", meta.tags.join(", ")));
        }
        println!("{line}");
    }
    println!("{} cases", cases.len());
}
