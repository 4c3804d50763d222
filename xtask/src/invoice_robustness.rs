//! `cargo xtask invoice-robustness`: mutated PDFs of the layout families sent
//! to a release reference server one after another (two at a time). Counts
//! crashes — a 5xx, a lost connection, a server that stops answering — and
//! measures how long every answer took. Run on demand; CI runs a small fixed
//! sample through the conformance suite and the reference's own tests.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use anyhow::{Context, bail};
use conformance_invoice::mutate;
use futures_util::StreamExt;
use hdrhistogram::Histogram;
use xtask::servers::{self, Server, workspace_root};

/// Every answer must come within this.
const ANSWER_LIMIT: Duration = Duration::from_secs(2);
/// The client gives up later than that, so a slow answer is measured, not lost.
const CLIENT_TIMEOUT: Duration = Duration::from_secs(30);
const PARALLEL: usize = 2;

fn family_pdfs() -> anyhow::Result<Vec<(String, Vec<u8>)>> {
    let dir = workspace_root().join("fixtures/invoices/families");
    let mut paths: Vec<PathBuf> = Vec::new();
    for family in std::fs::read_dir(&dir).with_context(|| dir.display().to_string())? {
        let family = family?.path();
        if family.is_dir() {
            for file in std::fs::read_dir(&family)? {
                let path = file?.path();
                if path.extension().is_some_and(|e| e == "pdf") {
                    paths.push(path);
                }
            }
        }
    }
    paths.sort();
    if paths.is_empty() {
        bail!("no PDFs under {}", dir.display());
    }
    paths
        .into_iter()
        .map(|p| {
            let name = p.strip_prefix(&dir).unwrap_or(&p).display().to_string();
            Ok((name, std::fs::read(&p)?))
        })
        .collect()
}

/// What one mutant got.
enum Outcome {
    Answered { status: u16, code: String },
    Crash(String),
}

async fn send(client: &reqwest::Client, base: &str, bytes: Vec<u8>) -> Outcome {
    let Ok(part) = reqwest::multipart::Part::bytes(bytes)
        .file_name("mutant.pdf")
        .mime_str("application/pdf")
    else {
        return Outcome::Crash("could not build the request".into());
    };
    let form = reqwest::multipart::Form::new().part("file", part);
    let response = match client
        .post(format!("{base}/extract"))
        .multipart(form)
        .send()
        .await
    {
        Ok(response) => response,
        Err(err) => return Outcome::Crash(format!("no answer: {err}")),
    };
    let status = response.status().as_u16();
    let body: serde_json::Value = response.json().await.unwrap_or_default();
    if status >= 500 {
        return Outcome::Crash(format!("{status}: {body}"));
    }
    let code = body["error"]["code"]
        .as_str()
        .unwrap_or("invoice")
        .to_string();
    Outcome::Answered { status, code }
}

pub fn run(count: usize, seed: u64) -> anyhow::Result<()> {
    let originals = family_pdfs()?;
    let bins = servers::build_binaries(true)?;
    // Thousands of broken files make the server warn thousands of times: its
    // log goes to a file, the terminal shows the report.
    let log = workspace_root().join("reports/servers/invoice-robustness.log");
    std::fs::create_dir_all(log.parent().unwrap_or(&log))?;
    let server = Server::start_logged(&bins.reference, "invoice", &[], &[], Some(&log))?;
    let runtime = tokio::runtime::Runtime::new()?;
    let pdfs: Vec<Vec<u8>> = originals.iter().map(|(_, b)| b.clone()).collect();
    println!(
        "{count} mutants of {} family PDFs, seed {seed}, against {}",
        pdfs.len(),
        server.url
    );
    let client = reqwest::Client::builder().timeout(CLIENT_TIMEOUT).build()?;
    let base = server.url.clone();
    let started = Instant::now();
    let results: Vec<(usize, Duration, Outcome)> = runtime.block_on(
        futures_util::stream::iter(0..count)
            .map(|index| {
                let (client, base) = (client.clone(), base.clone());
                let bytes = mutate::mutant(seed, index, &pdfs).bytes;
                async move {
                    let start = Instant::now();
                    let outcome = send(&client, &base, bytes).await;
                    (index, start.elapsed(), outcome)
                }
            })
            .buffer_unordered(PARALLEL)
            .collect(),
    );
    let healthy = runtime.block_on(async {
        client
            .get(format!("{base}/health"))
            .send()
            .await
            .is_ok_and(|r| r.status().is_success())
    });
    server.stop()?;

    let mut latencies = Histogram::<u64>::new(3)?;
    let mut answers: BTreeMap<String, usize> = BTreeMap::new();
    let mut crashes = Vec::new();
    let mut slow = Vec::new();
    for (index, took, outcome) in &results {
        latencies.record(took.as_micros() as u64)?;
        if *took > ANSWER_LIMIT {
            slow.push((*index, *took));
        }
        match outcome {
            Outcome::Answered { status, code } => {
                *answers.entry(format!("{status} {code}")).or_default() += 1
            }
            Outcome::Crash(why) => crashes.push((*index, why.clone())),
        }
    }
    let ms = |q: f64| latencies.value_at_quantile(q) as f64 / 1000.0;
    println!(
        "answers in {:.1} s (server log: {}):",
        started.elapsed().as_secs_f64(),
        log.display()
    );
    for (answer, n) in &answers {
        println!("  {answer:<32} {n}");
    }
    println!(
        "latency p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms; over {} s: {}",
        ms(0.5),
        ms(0.99),
        latencies.max() as f64 / 1000.0,
        ANSWER_LIMIT.as_secs(),
        slow.len()
    );
    println!(
        "crashes: {}; server healthy afterwards: {healthy}",
        crashes.len()
    );
    let describe = |index: usize| {
        let mutant = mutate::mutant(seed, index, &pdfs);
        format!(
            "mutant {index}: {} of {} ({})",
            mutant.kind.name(),
            originals[mutant.source].0,
            mutant.detail
        )
    };
    for (index, why) in crashes.iter().take(20) {
        println!("  crash, {}: {why}", describe(*index));
    }
    for (index, took) in slow.iter().take(20) {
        println!("  slow, {}: {:.2} s", describe(*index), took.as_secs_f64());
    }
    if !crashes.is_empty() || !slow.is_empty() || !healthy {
        bail!(
            "{} crashes, {} answers slower than {} s, healthy afterwards: {healthy}",
            crashes.len(),
            slow.len(),
            ANSWER_LIMIT.as_secs()
        );
    }
    Ok(())
}
