//! Output for people at a terminal: a progress bar on a TTY, one plain line per
//! case otherwise, then the failures in full and a summary table.

use std::io::IsTerminal;
use std::sync::Mutex;

use indicatif::{ProgressBar, ProgressStyle};

use super::{CaseResult, RunReport, Tally};
use crate::outcome::Outcome;
use crate::runner::Progress;

pub struct TerminalProgress {
    bar: Option<ProgressBar>,
    verbose: bool,
    lines: Mutex<()>,
}

impl TerminalProgress {
    /// `verbose` prints passing cases on a TTY too (they are counted either way).
    pub fn new(verbose: bool) -> Self {
        let bar = std::io::stderr().is_terminal().then(|| {
            let bar = ProgressBar::new(0);
            bar.set_style(
                ProgressStyle::with_template("{spinner} [{bar:30}] {pos}/{len} {wide_msg}")
                    .unwrap_or_else(|_| ProgressStyle::default_bar())
                    .progress_chars("=> "),
            );
            bar
        });
        Self {
            bar,
            verbose,
            lines: Mutex::new(()),
        }
    }

    pub fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}

impl Progress for TerminalProgress {
    fn start(&self, total: usize) {
        if let Some(bar) = &self.bar {
            bar.set_length(total as u64);
        }
    }

    /// On a TTY the bar counts and only cases worth reading get a line (all with
    /// `verbose`); in a log every case gets its line.
    fn finished(&self, result: &CaseResult) {
        let line = case_line(result);
        match &self.bar {
            Some(bar) => {
                if self.verbose || result.outcome != Outcome::Pass {
                    bar.println(line);
                }
                bar.set_message(result.meta.id.clone());
                bar.inc(1);
            }
            None => {
                let _guard = self.lines.lock();
                println!("{line}");
            }
        }
    }
}

fn case_line(result: &CaseResult) -> String {
    let mut line = format!(
        "{:<5} {:<6} {} ({} ms)",
        result.outcome.label(),
        result.severity,
        result.meta.id,
        result.duration_ms
    );
    if let Some(message) = &result.message {
        line.push_str(&format!(" — {message}"));
    }
    line
}

/// The failures in full, then counts by suite and by severity.
pub fn render_summary(report: &RunReport) -> String {
    let mut out = String::new();
    let noteworthy: Vec<&CaseResult> = report
        .cases
        .iter()
        .filter(|c| matches!(c.outcome, Outcome::Fail | Outcome::Warn | Outcome::Error))
        .collect();
    for case in &noteworthy {
        out.push_str(&format!(
            "\n── {} {} [{}] {}\n   {}\n   requirements: {}\n",
            case.outcome.label(),
            case.meta.id,
            case.severity,
            "─".repeat(10),
            case.meta.title,
            case.meta.requirements.join(", ")
        ));
        if let Some(message) = &case.message {
            out.push_str(&format!("   {message}\n"));
        }
        for f in &case.failures {
            let level = f
                .severity
                .filter(|s| *s != case.severity)
                .map(|s| format!("[{s}] "))
                .unwrap_or_default();
            out.push_str(&format!(
                "   {level}{}: {}\n     expected: {}\n     actual:   {}\n",
                f.at, f.check, f.expected, f.actual
            ));
        }
        if !case.transcript.is_empty() {
            out.push_str("   transcript:\n");
            for line in case.transcript.render().lines() {
                out.push_str(&format!("     {line}\n"));
            }
        }
    }
    let stale: Vec<&CaseResult> = report
        .cases
        .iter()
        .filter(|c| c.stale_expectation.is_some())
        .collect();
    if !stale.is_empty() || !report.stale_expectations.is_empty() {
        out.push_str("\nStale expected failures (they pass now or match nothing; remove them):\n");
        for case in stale {
            out.push_str(&format!(
                "  {} ({})\n",
                case.meta.id,
                case.stale_expectation.as_deref().unwrap_or("")
            ));
        }
        for entry in &report.stale_expectations {
            out.push_str(&format!("  {entry} (matches no case the runner knows)\n"));
        }
    }
    if let Some(differences) = &report.baseline_differences {
        if differences.is_empty() {
            out.push_str("\nSame outcomes as the baseline.\n");
        } else {
            out.push_str(&format!(
                "\n{} differences from the baseline:\n",
                differences.len()
            ));
            let show = |o: Option<Outcome>| o.map_or("absent", Outcome::label);
            for d in differences {
                out.push_str(&format!(
                    "  {}: {} → {}\n",
                    d.case,
                    show(d.before),
                    show(d.after)
                ));
            }
        }
    }
    if let Some(snapshots) = &report.snapshots {
        out.push_str(&render_snapshots(snapshots));
    }
    if !report.server_logs.is_empty() {
        out.push_str("\nServer logs:\n");
        for (suite, path) in &report.server_logs {
            out.push_str(&format!("  {suite:<10} {path}\n"));
        }
    }
    out.push_str(&format!(
        "\n{:<12} {:>5} {:>5} {:>5} {:>5} {:>5} {:>5}\n",
        "", "pass", "fail", "warn", "skip", "error", "xfail"
    ));
    let row = |name: &str, t: &Tally| {
        format!(
            "{:<12} {:>5} {:>5} {:>5} {:>5} {:>5} {:>5}\n",
            name, t.pass, t.fail, t.warn, t.skip, t.error, t.expected_fail
        )
    };
    for (suite, tally) in &report.summary.by_suite {
        out.push_str(&row(suite, tally));
    }
    for (severity, tally) in &report.summary.by_severity {
        out.push_str(&row(&severity.to_string(), tally));
    }
    out.push_str(&row("total", &report.summary.total));
    let t = &report.summary.total;
    out.push_str(&format!(
        "\n{} passed, {} failed, {} warned, {} skipped, {} errors, {} expected failures in {:.1} s (seed {}) → exit {}\n",
        t.pass,
        t.fail,
        t.warn,
        t.skip,
        t.error,
        t.expected_fail,
        report.duration_ms as f64 / 1000.0,
        report.seed,
        report.exit.code()
    ));
    out
}

fn render_snapshots(snapshots: &crate::snapshot::SnapshotResults) -> String {
    let mut out = String::new();
    for change in &snapshots.changed {
        out.push_str(&format!(
            "\n── CHANGED {} {}\n",
            change.case,
            "─".repeat(10)
        ));
        for line in change.diff.lines() {
            out.push_str(&format!("   {line}\n"));
        }
    }
    let changed = snapshots.changed.len();
    out.push_str(&format!(
        "\nSnapshots in {}: {} new (written), {} {}\n",
        snapshots.dir.display(),
        snapshots.new.len(),
        changed,
        match (changed, snapshots.updated) {
            (0, _) => "changed",
            (_, true) => "changed (updated)",
            (_, false) => "changed (review the diffs; --update-snapshots accepts them)",
        }
    ));
    out
}
