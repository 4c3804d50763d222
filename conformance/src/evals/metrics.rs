//! Metrics of an evaluation: per task and overall success rates with 95 %
//! Wilson intervals, episode length, act round-trip percentiles, throughput.

use conformance_policy::Rate;
use serde::{Deserialize, Serialize};

use super::record::EpisodeRecord;

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct RateWithInterval {
    pub successes: usize,
    pub episodes: usize,
    pub rate: f64,
    pub low95: f64,
    pub high95: f64,
}

impl RateWithInterval {
    fn of(successes: usize, episodes: usize) -> Self {
        let rate = Rate {
            successes,
            episodes,
        };
        let (low95, high95) = rate.wilson95();
        Self {
            successes,
            episodes,
            rate: rate.fraction(),
            low95,
            high95,
        }
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Metrics {
    /// Task name, or `overall`.
    pub scope: String,
    pub episodes: usize,
    pub success_once: RateWithInterval,
    pub success_at_end: RateWithInterval,
    pub mean_length: f64,
    pub round_trip_p50_ms: f64,
    pub round_trip_p95_ms: f64,
    pub round_trip_p99_ms: f64,
    /// Steps per second of episode wall time (one connection's view).
    pub steps_per_second: f64,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Summary {
    pub tasks: Vec<Metrics>,
    pub overall: Metrics,
    /// Every act round trip of the run, in microseconds, bucketed for the histogram.
    pub latency_histogram: Vec<(u64, usize)>,
}

fn percentile_ms(sorted_us: &[u64], pct: usize) -> f64 {
    if sorted_us.is_empty() {
        return 0.0;
    }
    let index = ((sorted_us.len() * pct).div_ceil(100)).clamp(1, sorted_us.len()) - 1;
    sorted_us[index] as f64 / 1000.0
}

fn metrics(scope: &str, episodes: &[&EpisodeRecord]) -> Metrics {
    let n = episodes.len();
    let mut trips: Vec<u64> = episodes
        .iter()
        .flat_map(|e| e.round_trip_us.iter().copied())
        .collect();
    trips.sort_unstable();
    let steps: u64 = episodes.iter().map(|e| u64::from(e.steps)).sum();
    let wall: u64 = episodes.iter().map(|e| e.wall_us).sum();
    Metrics {
        scope: scope.to_owned(),
        episodes: n,
        success_once: RateWithInterval::of(episodes.iter().filter(|e| e.success_once).count(), n),
        success_at_end: RateWithInterval::of(
            episodes.iter().filter(|e| e.success_at_end).count(),
            n,
        ),
        mean_length: if n == 0 { 0.0 } else { steps as f64 / n as f64 },
        round_trip_p50_ms: percentile_ms(&trips, 50),
        round_trip_p95_ms: percentile_ms(&trips, 95),
        round_trip_p99_ms: percentile_ms(&trips, 99),
        steps_per_second: if wall == 0 {
            0.0
        } else {
            steps as f64 / (wall as f64 / 1e6)
        },
    }
}

/// Buckets round trips on a log scale (bucket = upper bound in µs).
fn histogram(episodes: &[EpisodeRecord]) -> Vec<(u64, usize)> {
    let bounds: Vec<u64> = (0..40).map(|i| (50.0 * 1.3f64.powi(i)) as u64).collect();
    let mut counts = vec![0usize; bounds.len()];
    for trip in episodes.iter().flat_map(|e| e.round_trip_us.iter()) {
        let index = bounds
            .iter()
            .position(|b| trip <= b)
            .unwrap_or(bounds.len() - 1);
        counts[index] += 1;
    }
    let first = counts.iter().position(|c| *c > 0).unwrap_or(0);
    let last = counts.iter().rposition(|c| *c > 0).unwrap_or(0);
    bounds
        .into_iter()
        .zip(counts)
        .skip(first)
        .take(last + 1 - first)
        .collect()
}

pub fn summarise(tasks: &[String], episodes: &[EpisodeRecord]) -> Summary {
    let per_task = tasks
        .iter()
        .map(|task| {
            let of_task: Vec<&EpisodeRecord> =
                episodes.iter().filter(|e| &e.task == task).collect();
            metrics(task, &of_task)
        })
        .collect();
    let all: Vec<&EpisodeRecord> = episodes.iter().collect();
    Summary {
        tasks: per_task,
        overall: metrics("overall", &all),
        latency_histogram: histogram(episodes),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn episode(task: &str, success: bool, trips: &[u64]) -> EpisodeRecord {
        EpisodeRecord {
            task: task.into(),
            seed: 0,
            steps: trips.len() as u32,
            success_once: success,
            success_at_end: success,
            round_trip_us: trips.to_vec(),
            wall_us: trips.iter().sum(),
            actions: vec![],
        }
    }

    #[test]
    fn rates_intervals_and_percentiles() {
        let episodes = vec![
            episode("reach", true, &[1000, 2000]),
            episode("reach", false, &[3000, 4000]),
            episode("push", true, &[5000]),
        ];
        let summary = summarise(&["reach".into(), "push".into()], &episodes);
        let reach = &summary.tasks[0];
        assert_eq!(reach.episodes, 2);
        assert_eq!(reach.success_at_end.successes, 1);
        assert!((reach.success_at_end.rate - 0.5).abs() < 1e-12);
        assert!(reach.success_at_end.low95 < 0.5 && reach.success_at_end.high95 > 0.5);
        assert_eq!(reach.mean_length, 2.0);
        assert_eq!(reach.round_trip_p50_ms, 2.0);
        assert_eq!(reach.round_trip_p99_ms, 4.0);
        assert!((reach.steps_per_second - 4.0 / 0.01).abs() < 1e-6);
        assert_eq!(summary.overall.episodes, 3);
        assert_eq!(
            summary
                .latency_histogram
                .iter()
                .map(|(_, c)| c)
                .sum::<usize>(),
            5
        );
    }
}
