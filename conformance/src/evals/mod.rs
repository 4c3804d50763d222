//! `conformance evals`: run seeded episodes of the simulated tabletop against a
//! policy server (HTTP or WebSocket), measure it, and report; `evals merge`
//! combines shard reports into one.

mod film;
mod html;
mod metrics;
mod record;

use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime};

use clap::{Args, Subcommand};
use conformance_policy::{
    ClientError, EpisodeError, EpisodeSpec, ImageSize, PolicyClient, Task, run_episode,
};
use indicatif::{ProgressBar, ProgressStyle};

use record::{EpisodeRecord, EvalReport, RunSetup};

const PROTOCOL: &str = "evals/1";
/// Exit codes, as for `conformance run`: the policy broke the protocol…
const EXIT_POLICY_FAILED: u8 = 1;
const EXIT_USAGE: u8 = 2;
/// …or could not be reached / did not answer in time.
const EXIT_UNREACHABLE: u8 = 3;
/// Episodes filmed per task in the HTML report.
const FILMS_PER_TASK: usize = 2;

#[derive(Args, Debug)]
#[command(args_conflicts_with_subcommands = true)]
pub struct EvalsArgs {
    #[command(subcommand)]
    command: Option<EvalsCommand>,
    #[command(flatten)]
    run: RunArgs,
}

#[derive(Subcommand, Debug)]
enum EvalsCommand {
    /// Combine the reports of several shards into one.
    Merge {
        /// Report directories (each holding report.json) of the shards.
        #[arg(required = true)]
        shards: Vec<PathBuf>,
        /// Directory for the merged report.
        #[arg(long)]
        report: PathBuf,
    },
}

#[derive(Args, Debug)]
struct RunArgs {
    /// Policy server: http://HOST:PORT or ws://HOST:PORT/PATH.
    #[arg(long)]
    policy: Option<String>,
    /// Episodes per task.
    #[arg(long, default_value_t = 10)]
    episodes: u32,
    /// Tasks to run (default: all of reach, push, pick-and-lift, pick-and-place).
    #[arg(long = "tasks", value_delimiter = ',', num_args = 1..)]
    tasks: Vec<String>,
    /// Episode i of a task uses seed S + i.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Send the front camera image with every observation.
    #[arg(long)]
    images: bool,
    /// Camera size HxW when --images is on.
    #[arg(long, default_value = "224x224")]
    image_size: String,
    /// Evaluations at once, one connection each (WebSocket only).
    #[arg(long, default_value_t = 1)]
    jobs: usize,
    /// Longest wait for any one reply.
    #[arg(long, default_value = "30s", value_parser = humantime::parse_duration)]
    step_timeout: Duration,
    /// Run only shard I of N (episodes whose index mod N is I), e.g. 0/4.
    #[arg(long)]
    shard: Option<String>,
    /// Report directory (report.json, index.html, episode GIFs).
    #[arg(long, default_value = "reports/evals")]
    report: PathBuf,
}

pub async fn evals(args: EvalsArgs) -> u8 {
    match args.command {
        Some(EvalsCommand::Merge { shards, report }) => merge(&shards, &report),
        None => run(args.run).await,
    }
}

fn usage(message: impl std::fmt::Display) -> u8 {
    eprintln!("conformance evals: {message}");
    EXIT_USAGE
}

fn parse_shard(text: &str) -> Option<(usize, usize)> {
    let (i, n) = text.split_once('/')?;
    let (i, n) = (i.trim().parse().ok()?, n.trim().parse().ok()?);
    (n > 0 && i < n).then_some((i, n))
}

fn parse_image_size(text: &str) -> Option<ImageSize> {
    let (h, w) = text.split_once(['x', 'X'])?;
    ImageSize::new(h.trim().parse().ok()?, w.trim().parse().ok()?).ok()
}

fn exit_code(error: &EpisodeError) -> u8 {
    match error {
        EpisodeError::Client(
            ClientError::Transport(_) | ClientError::Timeout(_) | ClientError::Closed,
        ) => EXIT_UNREACHABLE,
        _ => EXIT_POLICY_FAILED,
    }
}

async fn connect(
    url: &str,
    websocket: bool,
    timeout: Duration,
) -> Result<PolicyClient, ClientError> {
    if websocket {
        PolicyClient::websocket(url, timeout).await
    } else {
        PolicyClient::http(url, timeout)
    }
}

async fn run(args: RunArgs) -> u8 {
    let Some(url) = args.policy.clone() else {
        return usage("--policy URL is required (http://HOST:PORT or ws://HOST:PORT/PATH)");
    };
    let websocket = url.starts_with("ws://") || url.starts_with("wss://");
    if !websocket && !url.starts_with("http://") && !url.starts_with("https://") {
        return usage(format!(
            "--policy {url:?}: expected an http://, https://, ws:// or wss:// URL"
        ));
    }
    if args.jobs == 0 {
        return usage("--jobs must be at least 1");
    }
    if !websocket && args.jobs > 1 {
        return usage(
            "--jobs above 1 needs the WebSocket transport: over HTTP a server holds one evaluation",
        );
    }
    let tasks: Vec<Task> = if args.tasks.is_empty() {
        Task::ALL.to_vec()
    } else {
        match args
            .tasks
            .iter()
            .map(|t| t.parse::<Task>())
            .collect::<Result<Vec<_>, _>>()
        {
            Ok(tasks) => tasks,
            Err(err) => {
                let known: Vec<&str> = Task::ALL.iter().map(|t| t.name()).collect();
                return usage(format!(
                    "unknown task {:?} (known: {})",
                    err.0,
                    known.join(", ")
                ));
            }
        }
    };
    let shard = match args.shard.as_deref().map(parse_shard) {
        None => None,
        Some(Some(shard)) => Some(shard),
        Some(None) => return usage("--shard must be I/N with 0 <= I < N"),
    };
    let image = if args.images {
        match parse_image_size(&args.image_size) {
            Some(size) => Some(size),
            None => {
                return usage(format!(
                    "--image-size {:?}: expected HxW, e.g. 224x224",
                    args.image_size
                ));
            }
        }
    } else {
        None
    };

    let started = Instant::now();
    let started_at = humantime::format_rfc3339_seconds(SystemTime::now()).to_string();
    let info = match connect(&url, websocket, args.step_timeout).await {
        Ok(mut probe) => probe.info().await,
        Err(err) => Err(err),
    };
    let info = match info {
        Ok(info) => info,
        Err(err) => {
            eprintln!("conformance evals: info request to {url} failed: {err}");
            return exit_code(&EpisodeError::Client(err));
        }
    };
    if info.protocol != PROTOCOL {
        eprintln!(
            "conformance evals: {url} speaks protocol {:?}, not {PROTOCOL}",
            info.protocol
        );
        return EXIT_POLICY_FAILED;
    }
    let queue: VecDeque<EpisodeSpec> = tasks
        .iter()
        .flat_map(|&task| (0..args.episodes).map(move |i| (task, i)))
        .enumerate()
        .filter(|(index, _)| shard.is_none_or(|(i, n)| index % n == i))
        .map(|(_, (task, i))| EpisodeSpec {
            task,
            seed: args.seed + u64::from(i),
            image,
        })
        .collect();
    println!(
        "evaluating {} ({}) over {}: {} episodes, seeds {}+i, {} job(s)",
        info.name,
        info.protocol,
        if websocket { "WebSocket" } else { "HTTP" },
        queue.len(),
        args.seed,
        args.jobs
    );
    let bar = progress_bar(queue.len());
    let queue = Arc::new(Mutex::new(queue));
    let stop = Arc::new(AtomicBool::new(false));
    let mut workers = tokio::task::JoinSet::new();
    for _ in 0..args.jobs {
        let (queue, stop, url, bar) = (queue.clone(), stop.clone(), url.clone(), bar.clone());
        let timeout = args.step_timeout;
        workers.spawn(async move {
            let mut records = Vec::new();
            let mut client = match connect(&url, websocket, timeout).await {
                Ok(client) => client,
                Err(err) => return (records, Some(EpisodeError::Client(err))),
            };
            loop {
                let next = queue.lock().ok().and_then(|mut q| q.pop_front());
                let Some(spec) = next.filter(|_| !stop.load(Ordering::Relaxed)) else {
                    return (records, None);
                };
                let begun = Instant::now();
                match run_episode(&mut client, spec).await {
                    Ok(report) => {
                        records.push(EpisodeRecord {
                            task: report.task.name().to_owned(),
                            seed: report.seed,
                            steps: report.steps,
                            success_once: report.success_once,
                            success_at_end: report.success_at_end,
                            round_trip_us: report
                                .round_trips
                                .iter()
                                .map(|d| d.as_micros() as u64)
                                .collect(),
                            wall_us: begun.elapsed().as_micros() as u64,
                            actions: report.actions,
                        });
                        if let Some(bar) = &bar {
                            bar.inc(1);
                        }
                    }
                    Err(err) => {
                        stop.store(true, Ordering::Relaxed);
                        return (records, Some(err));
                    }
                }
            }
        });
    }
    let mut records = Vec::new();
    let mut failure: Option<(u8, String)> = None;
    while let Some(joined) = workers.join_next().await {
        match joined {
            Ok((mut done, error)) => {
                records.append(&mut done);
                if let (Some(err), None) = (error, &failure) {
                    failure = Some((exit_code(&err), err.to_string()));
                }
            }
            Err(err) => failure = Some((EXIT_UNREACHABLE, format!("a worker failed: {err}"))),
        }
    }
    if let Some(bar) = bar {
        bar.finish_and_clear();
    }
    records.sort_by_key(|r| (tasks.iter().position(|t| t.name() == r.task), r.seed));
    let task_names: Vec<String> = tasks.iter().map(|t| t.name().to_owned()).collect();
    let report = EvalReport {
        tool: "touchstone-conformance evals".into(),
        started_at,
        wall_seconds: started.elapsed().as_secs_f64(),
        setup: RunSetup {
            policy_url: url,
            policy_name: info.name,
            protocol: info.protocol,
            transport: if websocket { "websocket" } else { "http" }.into(),
            episodes_per_task: args.episodes,
            seed: args.seed,
            images: image.map(|s| format!("{}x{}", s.height(), s.width())),
            jobs: args.jobs,
            shards: args.shard.into_iter().collect(),
            tasks: task_names.clone(),
        },
        summary: metrics::summarise(&task_names, &records),
        episodes: records,
        error: failure.as_ref().map(|(_, message)| message.clone()),
    };
    print_summary(&report);
    if let Err(err) = write_report(&report, &args.report) {
        eprintln!("conformance evals: cannot write the report: {err:#}");
        return EXIT_UNREACHABLE;
    }
    match failure {
        Some((code, message)) => {
            eprintln!("conformance evals: the run stopped: {message}");
            code
        }
        None => 0,
    }
}

fn progress_bar(total: usize) -> Option<ProgressBar> {
    use std::io::IsTerminal;
    std::io::stderr().is_terminal().then(|| {
        let bar = ProgressBar::new(total as u64);
        bar.set_style(
            ProgressStyle::with_template("{spinner} [{bar:30}] {pos}/{len} episodes {per_sec}")
                .unwrap_or_else(|_| ProgressStyle::default_bar())
                .progress_chars("=> "),
        );
        bar
    })
}

fn print_summary(report: &EvalReport) {
    println!(
        "\n{:<16} {:>8} {:>22} {:>12} {:>8} {:>8} {:>8} {:>8} {:>8}",
        "task",
        "episodes",
        "success@end (95% CI)",
        "success once",
        "length",
        "p50 ms",
        "p95 ms",
        "p99 ms",
        "steps/s"
    );
    let s = &report.summary;
    for m in s.tasks.iter().chain(std::iter::once(&s.overall)) {
        println!(
            "{:<16} {:>8} {:>7.1}% ({:>4.1}–{:>5.1}) {:>11.1}% {:>8.1} {:>8.2} {:>8.2} {:>8.2} {:>8.0}",
            m.scope,
            m.episodes,
            m.success_at_end.rate * 100.0,
            m.success_at_end.low95 * 100.0,
            m.success_at_end.high95 * 100.0,
            m.success_once.rate * 100.0,
            m.mean_length,
            m.round_trip_p50_ms,
            m.round_trip_p95_ms,
            m.round_trip_p99_ms,
            m.steps_per_second
        );
    }
}

fn write_report(report: &EvalReport, dir: &Path) -> anyhow::Result<()> {
    std::fs::create_dir_all(dir)?;
    std::fs::write(
        dir.join("report.json"),
        serde_json::to_string_pretty(report)?,
    )?;
    let mut films = Vec::new();
    for task in &report.setup.tasks {
        let of_task = report.episodes.iter().filter(|e| &e.task == task);
        // One success and one failure when both exist, so the page shows each.
        let success = of_task.clone().find(|e| e.success_at_end);
        let failure = of_task.clone().find(|e| !e.success_at_end);
        let chosen: Vec<&EpisodeRecord> = success
            .into_iter()
            .chain(failure)
            .chain(of_task)
            .take(FILMS_PER_TASK)
            .collect();
        let mut seen = Vec::new();
        for episode in chosen {
            if seen.contains(&episode.seed) {
                continue;
            }
            seen.push(episode.seed);
            let file = film::write_gif(dir, episode)?;
            let verdict = if episode.success_at_end {
                "success"
            } else {
                "failure"
            };
            films.push((
                file,
                format!(
                    "{} seed {} — {verdict} in {} steps",
                    episode.task, episode.seed, episode.steps
                ),
            ));
        }
    }
    std::fs::write(dir.join("index.html"), html::render(report, &films))?;
    println!("\nreport: {}", dir.join("index.html").display());
    Ok(())
}

fn merge(shards: &[PathBuf], out: &Path) -> u8 {
    let mut reports = Vec::new();
    for dir in shards {
        let path = dir.join("report.json");
        let parsed = std::fs::read_to_string(&path)
            .map_err(|e| e.to_string())
            .and_then(|text| serde_json::from_str::<EvalReport>(&text).map_err(|e| e.to_string()));
        match parsed {
            Ok(report) => reports.push(report),
            Err(err) => return usage(format!("{}: {err}", path.display())),
        }
    }
    let mut merged = reports[0].clone();
    for other in &reports[1..] {
        if other.setup.tasks != merged.setup.tasks || other.setup.seed != merged.setup.seed {
            return usage("shards disagree on tasks or seed; they are not parts of one run");
        }
        merged
            .setup
            .shards
            .extend(other.setup.shards.iter().cloned());
        merged.wall_seconds = merged.wall_seconds.max(other.wall_seconds);
        merged.episodes.extend(other.episodes.iter().cloned());
        if merged.error.is_none() {
            merged.error.clone_from(&other.error);
        }
    }
    let tasks = merged.setup.tasks.clone();
    merged
        .episodes
        .sort_by_key(|r| (tasks.iter().position(|t| *t == r.task), r.seed));
    merged.episodes.dedup_by_key(|r| (r.task.clone(), r.seed));
    merged.summary = metrics::summarise(&tasks, &merged.episodes);
    print_summary(&merged);
    match write_report(&merged, out) {
        Ok(()) => 0,
        Err(err) => {
            eprintln!("conformance evals merge: {err:#}");
            EXIT_UNREACHABLE
        }
    }
}
