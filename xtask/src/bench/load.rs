//! A closed-loop HTTP load generator: N clients, each sending its next request
//! as soon as the previous answer arrives, for a fixed time. Latencies go into
//! an HDR histogram; throughput is answers per second.

use std::future::Future;
use std::time::{Duration, Instant};

use hdrhistogram::Histogram;
use serde::Serialize;

#[derive(Debug, Clone, Serialize)]
pub struct LoadResult {
    pub label: String,
    pub clients: usize,
    pub seconds: f64,
    pub requests: u64,
    pub errors: u64,
    pub per_second: f64,
    pub p50_ms: f64,
    pub p95_ms: f64,
    pub p99_ms: f64,
    pub max_ms: f64,
}

impl LoadResult {
    pub fn from_histogram(
        label: &str,
        clients: usize,
        elapsed: Duration,
        hist: &Histogram<u64>,
        errors: u64,
    ) -> Self {
        let ms = |q: f64| hist.value_at_quantile(q) as f64 / 1000.0;
        Self {
            label: label.to_owned(),
            clients,
            seconds: elapsed.as_secs_f64(),
            requests: hist.len(),
            errors,
            per_second: hist.len() as f64 / elapsed.as_secs_f64(),
            p50_ms: ms(0.50),
            p95_ms: ms(0.95),
            p99_ms: ms(0.99),
            max_ms: hist.max() as f64 / 1000.0,
        }
    }

    pub fn row(&self) -> String {
        format!(
            "{:<34} {:>4} clients {:>9.0}/s  p50 {:>7.2} ms  p95 {:>7.2} ms  p99 {:>7.2} ms  max {:>7.2} ms  errors {}",
            self.label,
            self.clients,
            self.per_second,
            self.p50_ms,
            self.p95_ms,
            self.p99_ms,
            self.max_ms,
            self.errors
        )
    }
}

/// Runs `clients` loops of `request` for `duration`; `request` returns whether
/// the answer was the expected one (a wrong answer counts as an error).
pub async fn closed_loop<F, Fut>(
    label: &str,
    clients: usize,
    duration: Duration,
    request: F,
) -> LoadResult
where
    F: Fn(usize) -> Fut + Clone + Send + 'static,
    Fut: Future<Output = bool> + Send,
{
    let started = Instant::now();
    let deadline = started + duration;
    let mut tasks = Vec::new();
    for client in 0..clients {
        let request = request.clone();
        tasks.push(tokio::spawn(async move {
            let mut hist = Histogram::<u64>::new_with_bounds(1, 60_000_000, 3)
                .expect("valid histogram bounds");
            let mut errors = 0u64;
            while Instant::now() < deadline {
                let sent = Instant::now();
                let ok = request(client).await;
                let micros = sent.elapsed().as_micros().max(1) as u64;
                if ok {
                    hist.saturating_record(micros);
                } else {
                    errors += 1;
                }
            }
            (hist, errors)
        }));
    }
    let mut total =
        Histogram::<u64>::new_with_bounds(1, 60_000_000, 3).expect("valid histogram bounds");
    let mut errors = 0;
    for task in tasks {
        if let Ok((hist, e)) = task.await {
            total.add(&hist).expect("same histogram bounds");
            errors += e;
        }
    }
    LoadResult::from_histogram(label, clients, started.elapsed(), &total, errors)
}

/// Times `count` sequential calls (for operations measured one at a time).
pub async fn sequential<F, Fut>(label: &str, count: usize, mut request: F) -> LoadResult
where
    F: FnMut(usize) -> Fut,
    Fut: Future<Output = bool>,
{
    let started = Instant::now();
    let mut hist =
        Histogram::<u64>::new_with_bounds(1, 60_000_000, 3).expect("valid histogram bounds");
    let mut errors = 0;
    for i in 0..count {
        let sent = Instant::now();
        if request(i).await {
            hist.saturating_record(sent.elapsed().as_micros().max(1) as u64);
        } else {
            errors += 1;
        }
    }
    LoadResult::from_histogram(label, 1, started.elapsed(), &hist, errors)
}
