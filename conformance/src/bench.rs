//! `conformance bench policy --target URL`: the protocol's own cost, measured
//! against a policy server (the reference `zero` policy isolates it): act round
//! trip by image size and transport, and steps per second on one connection.

use std::time::{Duration, Instant};

use clap::{Args, Subcommand};
use conformance_policy::{ImageSize, PolicyClient, Tabletop, Task};
use hdrhistogram::Histogram;
use serde::Serialize;

#[derive(Args, Debug)]
pub struct BenchArgs {
    #[command(subcommand)]
    target: BenchTarget,
}

#[derive(Subcommand, Debug)]
enum BenchTarget {
    /// Act round trips of an evals/1 policy server.
    Policy {
        /// Base URL of the server (HTTP at the root, WebSocket at /ws).
        #[arg(long)]
        target: String,
        /// Act calls measured per configuration (after a warm-up of a tenth of it).
        #[arg(long, default_value_t = 2000)]
        steps: u32,
        /// WebSocket path on the same host.
        #[arg(long, default_value = "/ws")]
        ws_path: String,
        /// Write the figures as JSON here too.
        #[arg(long)]
        json: Option<std::path::PathBuf>,
    },
}

#[derive(Debug, Serialize)]
struct Figure {
    transport: &'static str,
    image: String,
    steps: u32,
    steps_per_second: f64,
    p50_ms: f64,
    p95_ms: f64,
    p99_ms: f64,
}

pub async fn bench(args: BenchArgs) -> u8 {
    let BenchTarget::Policy {
        target,
        steps,
        ws_path,
        json,
    } = args.target;
    let base = target.trim_end_matches('/').to_owned();
    let ws_url = format!("{}{}", base.replacen("http", "ws", 1), ws_path);
    let sizes: [Option<(usize, usize)>; 3] = [None, Some((224, 224)), Some((480, 640))];
    let mut figures = Vec::new();
    for websocket in [false, true] {
        for size in sizes {
            match measure(&base, &ws_url, websocket, size, steps).await {
                Ok(figure) => {
                    println!(
                        "{:<9} image {:<9} {:>8.0} steps/s  p50 {:>7.3} ms  p95 {:>7.3} ms  p99 {:>7.3} ms",
                        figure.transport,
                        figure.image,
                        figure.steps_per_second,
                        figure.p50_ms,
                        figure.p95_ms,
                        figure.p99_ms
                    );
                    figures.push(figure);
                }
                Err(err) => {
                    eprintln!("conformance bench: {err}");
                    return 3;
                }
            }
        }
    }
    if let Some(path) = json {
        let written = serde_json::to_string_pretty(&figures)
            .map_err(std::io::Error::other)
            .and_then(|text| std::fs::write(&path, text));
        if let Err(err) = written {
            eprintln!("conformance bench: {}: {err}", path.display());
            return 3;
        }
    }
    0
}

async fn measure(
    base: &str,
    ws_url: &str,
    websocket: bool,
    size: Option<(usize, usize)>,
    steps: u32,
) -> Result<Figure, String> {
    let timeout = Duration::from_secs(30);
    let mut client = if websocket {
        PolicyClient::websocket(ws_url, timeout).await
    } else {
        PolicyClient::http(base, timeout)
    }
    .map_err(|e| e.to_string())?;
    let image = size
        .map(|(h, w)| ImageSize::new(h, w).map_err(|e| format!("{e:?}")))
        .transpose()?;
    let task = Task::ALL[0];
    client
        .reset(task.name(), 0, task.instruction())
        .await
        .map_err(|e| e.to_string())?;
    // One observation, encoded once: only the protocol's cost is measured.
    let observation = Tabletop::new(task, 0, image).observation();
    for _ in 0..steps / 10 {
        client.act(&observation).await.map_err(|e| e.to_string())?;
    }
    let mut hist =
        Histogram::<u64>::new_with_bounds(1, 60_000_000, 3).map_err(|e| e.to_string())?;
    let started = Instant::now();
    for _ in 0..steps {
        let sent = Instant::now();
        client.act(&observation).await.map_err(|e| e.to_string())?;
        hist.saturating_record(sent.elapsed().as_micros().max(1) as u64);
    }
    let elapsed = started.elapsed();
    let ms = |q: f64| hist.value_at_quantile(q) as f64 / 1000.0;
    Ok(Figure {
        transport: if websocket { "websocket" } else { "http" },
        image: size.map_or_else(|| "none".to_owned(), |(h, w)| format!("{h}x{w}x3")),
        steps,
        steps_per_second: f64::from(steps) / elapsed.as_secs_f64(),
        p50_ms: ms(0.5),
        p95_ms: ms(0.95),
        p99_ms: ms(0.99),
    })
}
