//! Per-task results of a run: success rates with 95 % Wilson intervals and
//! act round-trip percentiles.

use std::time::Duration;

use crate::episode::EpisodeReport;
use crate::tabletop::Task;

/// z for a two-sided 95 % interval.
const Z95: f64 = 1.959_963_984_540_054;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rate {
    pub successes: usize,
    pub episodes: usize,
}

impl Rate {
    pub fn fraction(self) -> f64 {
        if self.episodes == 0 {
            return 0.0;
        }
        self.successes as f64 / self.episodes as f64
    }

    /// The 95 % Wilson score interval; `(0, 1)` when there are no episodes.
    pub fn wilson95(self) -> (f64, f64) {
        if self.episodes == 0 {
            return (0.0, 1.0);
        }
        let n = self.episodes as f64;
        let p = self.fraction();
        let z2 = Z95 * Z95;
        let denominator = 1.0 + z2 / n;
        let centre = (p + z2 / (2.0 * n)) / denominator;
        let half = Z95 * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / denominator;
        ((centre - half).max(0.0), (centre + half).min(1.0))
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct TaskSummary {
    pub task: Task,
    pub success_once: Rate,
    pub success_at_end: Rate,
    pub round_trip_p50: Duration,
    pub round_trip_p95: Duration,
    pub round_trip_p99: Duration,
}

/// One summary per task present in `reports`, in `Task::ALL` order.
pub fn summarize(reports: &[EpisodeReport]) -> Vec<TaskSummary> {
    Task::ALL
        .into_iter()
        .filter_map(|task| {
            let episodes: Vec<&EpisodeReport> = reports.iter().filter(|r| r.task == task).collect();
            if episodes.is_empty() {
                return None;
            }
            let rate = |success: fn(&EpisodeReport) -> bool| Rate {
                successes: episodes.iter().filter(|r| success(r)).count(),
                episodes: episodes.len(),
            };
            let mut round_trips: Vec<Duration> = episodes
                .iter()
                .flat_map(|r| r.round_trips.iter().copied())
                .collect();
            round_trips.sort_unstable();
            Some(TaskSummary {
                task,
                success_once: rate(|r| r.success_once),
                success_at_end: rate(|r| r.success_at_end),
                round_trip_p50: percentile(&round_trips, 50),
                round_trip_p95: percentile(&round_trips, 95),
                round_trip_p99: percentile(&round_trips, 99),
            })
        })
        .collect()
}

/// Nearest-rank percentile of sorted values; zero for none.
fn percentile(sorted: &[Duration], percent: usize) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let rank = (percent * sorted.len()).div_ceil(100).max(1);
    sorted[rank - 1]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Published 95 % Wilson score intervals (z = 1.96), to four decimals.
    // covers: POL-HARNESS-9
    #[test]
    fn wilson_intervals_match_known_values() {
        for (successes, episodes, expected) in [
            (7, 10, (0.3968, 0.8922)),
            (0, 10, (0.0, 0.2775)),
            (10, 10, (0.7225, 1.0)),
            (1, 2, (0.0945, 0.9055)),
            (35, 50, (0.5625, 0.8090)),
            (95, 100, (0.8882, 0.9785)),
        ] {
            let (lo, hi) = Rate {
                successes,
                episodes,
            }
            .wilson95();
            assert!(
                (lo - expected.0).abs() < 5e-5 && (hi - expected.1).abs() < 5e-5,
                "{successes}/{episodes}: {lo}..{hi}, expected {expected:?}"
            );
        }
    }

    // covers: POL-HARNESS-9
    #[test]
    fn both_rates_and_nearest_rank_percentiles_are_reported_per_task() {
        let mut once_only = report(Task::PickAndLift, true, &[10, 1, 9, 2, 8]);
        once_only.success_at_end = false;
        let reports = [
            once_only,
            report(Task::PickAndLift, true, &[3, 7, 4, 6, 5]),
            report(Task::PickAndLift, false, &[]),
        ];
        let summaries = summarize(&reports);
        assert_eq!(summaries.len(), 1);
        let summary = &summaries[0];
        assert_eq!(summary.task, Task::PickAndLift);
        assert_eq!(
            summary.success_once,
            Rate {
                successes: 2,
                episodes: 3
            }
        );
        assert_eq!(
            summary.success_at_end,
            Rate {
                successes: 1,
                episodes: 3
            }
        );
        // Ten round trips of 1..=10 ms: nearest rank gives ranks 5, 10 and 10
        // (interpolation would give 5.5, 9.55 and 9.91 ms).
        assert_eq!(summary.round_trip_p50, Duration::from_millis(5));
        assert_eq!(summary.round_trip_p95, Duration::from_millis(10));
        assert_eq!(summary.round_trip_p99, Duration::from_millis(10));
        let ms = |values: &[u64]| {
            values
                .iter()
                .map(|&m| Duration::from_millis(m))
                .collect::<Vec<_>>()
        };
        assert_eq!(
            percentile(&ms(&[10, 20, 30]), 50),
            Duration::from_millis(20)
        );
        assert_eq!(
            percentile(&ms(&[10, 20, 30]), 95),
            Duration::from_millis(30)
        );
        assert_eq!(
            percentile(&ms(&(1..=200).collect::<Vec<_>>()), 99),
            Duration::from_millis(198)
        );
        assert_eq!(percentile(&[], 50), Duration::ZERO);
    }

    // covers: POL-HARNESS-9
    #[test]
    fn wilson_half_widths_match_the_published_figures() {
        // 70 % success: about ±13 points at N=50 and ±6 at N=200.
        for (episodes, expected_half) in [(50, 0.123), (200, 0.063)] {
            let rate = Rate {
                successes: episodes * 7 / 10,
                episodes,
            };
            let (lo, hi) = rate.wilson95();
            assert!(
                ((hi - lo) / 2.0 - expected_half).abs() < 0.002,
                "{episodes}: {lo}..{hi}"
            );
            assert!(lo < 0.7 && 0.7 < hi);
        }
    }

    #[test]
    fn intervals_stay_inside_zero_and_one() {
        let (lo, hi) = Rate {
            successes: 0,
            episodes: 10,
        }
        .wilson95();
        assert!(lo.abs() < 1e-12 && hi > 0.2 && hi < 0.35, "{lo}..{hi}");
        let (lo, hi) = Rate {
            successes: 10,
            episodes: 10,
        }
        .wilson95();
        assert!((hi - 1.0).abs() < 1e-12 && lo > 0.65, "{lo}..{hi}");
        assert_eq!(
            Rate {
                successes: 0,
                episodes: 0
            }
            .wilson95(),
            (0.0, 1.0)
        );
    }

    fn report(task: Task, success: bool, millis: &[u64]) -> EpisodeReport {
        EpisodeReport {
            task,
            seed: 0,
            steps: millis.len() as u32,
            success_once: success,
            success_at_end: success,
            round_trips: millis.iter().map(|&m| Duration::from_millis(m)).collect(),
            states: Vec::new(),
            actions: Vec::new(),
        }
    }

    // covers: POL-HARNESS-9
    #[test]
    fn summaries_group_by_task_with_nearest_rank_percentiles() {
        let millis: Vec<u64> = (1..=100).collect();
        let reports = [
            report(Task::Push, true, &millis[..50]),
            report(Task::Push, false, &millis[50..]),
            report(Task::Reach, true, &[7]),
        ];
        let summaries = summarize(&reports);
        assert_eq!(
            summaries.iter().map(|s| s.task).collect::<Vec<_>>(),
            [Task::Reach, Task::Push]
        );
        let push = &summaries[1];
        assert_eq!(
            push.success_once,
            Rate {
                successes: 1,
                episodes: 2
            }
        );
        assert_eq!(push.round_trip_p50, Duration::from_millis(50));
        assert_eq!(push.round_trip_p95, Duration::from_millis(95));
        assert_eq!(push.round_trip_p99, Duration::from_millis(99));
        assert_eq!(summaries[0].round_trip_p99, Duration::from_millis(7));
    }
}
