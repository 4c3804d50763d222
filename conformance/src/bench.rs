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
        /// The server: an http:// base URL, a ws:// endpoint, or both (repeat the option).
        /// With only an HTTP URL, WebSocket is measured at --ws-path on the same address
        /// when the server upgrades there.
        #[arg(long = "target", required = true)]
        targets: Vec<String>,
        /// Act calls measured per configuration (after a warm-up of a tenth of it).
        #[arg(long, default_value_t = 2000)]
        steps: u32,
        /// WebSocket path on the HTTP address, when no ws:// URL is given.
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
        targets,
        steps,
        ws_path,
        json,
    } = args.target;
    let mut http = None;
    let mut ws = None;
    for url in &targets {
        let lower = url.to_ascii_lowercase();
        let slot = if lower.starts_with("http://") || lower.starts_with("https://") {
            &mut http
        } else if lower.starts_with("ws://") || lower.starts_with("wss://") {
            &mut ws
        } else {
            eprintln!("conformance bench: --target {url:?}: expected an http:// or ws:// URL");
            return 2;
        };
        if slot.replace(url.trim_end_matches('/').to_owned()).is_some() {
            eprintln!("conformance bench: give at most one http:// and one ws:// --target");
            return 2;
        }
    }
    let derived = ws.is_none();
    let ws = ws.or_else(|| {
        http.as_ref()
            .map(|base| format!("{}{ws_path}", base.replacen("http", "ws", 1)))
    });
    let sizes: [Option<(usize, usize)>; 3] = [None, Some((224, 224)), Some((480, 640))];
    let mut figures = Vec::new();
    let transports = [(false, http.as_deref()), (true, ws.as_deref())];
    for (websocket, url) in transports {
        let Some(url) = url else { continue };
        if websocket && derived {
            if let Err(err) = PolicyClient::websocket(url, Duration::from_secs(5)).await {
                println!("websocket: not measured, nothing upgrades at {url} ({err})");
                continue;
            }
        }
        for size in sizes {
            match measure(url, websocket, size, steps).await {
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
    url: &str,
    websocket: bool,
    size: Option<(usize, usize)>,
    steps: u32,
) -> Result<Figure, String> {
    let timeout = Duration::from_secs(30);
    let mut client = if websocket {
        PolicyClient::websocket(url, timeout).await
    } else {
        PolicyClient::http(url, timeout)
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
