//! Regression snapshots of a service's behaviour (`--snapshots DIR`): each
//! case's transcript, normalised so that only what the service chose to say
//! remains, kept one file per case and compared on the next run.
//!
//! Normalising works like insta's redactions: values that differ from run to
//! run by design (ports, ids, tokens, hashes, times, the run id) become
//! placeholders, by rules common to every suite plus the JSON members a suite
//! names. Headers, curl lines, timings and notes of retries on a fresh
//! connection are left out; secrets were already replaced when the transcript
//! was recorded.

use std::path::{Path, PathBuf};

use regex::Regex;
use serde::{Deserialize, Serialize};

use crate::context::RETRIED_NOTE;
use crate::report::CaseResult;
use crate::transcript::{Exchange, Transcript};

/// Cases whose transcripts differ between correct runs, never snapshotted.
pub const UNSTABLE_TAGS: [&str; 2] = ["race", "nondeterministic"];

/// One normalising rule: what matches `pattern` becomes `replacement`.
#[derive(Debug, Clone)]
pub struct Redaction {
    pattern: Regex,
    replacement: String,
}

impl Redaction {
    fn new(pattern: &str, replacement: &str) -> Redaction {
        Redaction {
            pattern: Regex::new(pattern).expect("redaction patterns are valid"),
            replacement: replacement.to_owned(),
        }
    }

    /// The value of every JSON member `name` (a string or a number) becomes
    /// `placeholder`.
    pub fn field(name: &str, placeholder: &str) -> Redaction {
        Redaction::new(
            &format!(
                r#""{}"\s*:\s*("(?:[^"\\]|\\.)*"|-?[0-9][0-9.eE+-]*)"#,
                regex::escape(name)
            ),
            &format!(r#""{name}":"{placeholder}""#),
        )
    }

    fn apply(&self, text: &str) -> String {
        self.pattern
            .replace_all(text, self.replacement.as_str())
            .into_owned()
    }
}

/// Rules for what no service chooses: addresses, generated ids and secrets,
/// digests and clocks.
fn common(run_id: &str) -> Vec<Redaction> {
    vec![
        Redaction::new(&regex::escape(run_id), "[run]"),
        Redaction::new(r"(127\.0\.0\.1|localhost|\[::1\]):\d+", "$1:[port]"),
        // Also a token that a long body's transcript cut short.
        Redaction::new(
            r"eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)?",
            "[jws]",
        ),
        Redaction::new(
            r"\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b",
            "[uuid]",
        ),
        Redaction::new(r"\b[0-9a-f]{64}\b", "[sha256]"),
        Redaction::new(r"\b([a-z]+_)[0-9a-f]{12,}\b", "${1}[id]"),
        Redaction::new(
            r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?",
            "[time]",
        ),
        Redaction::new(r"\b\d{4}-\d{2}-\d{2}\b", "[date]"),
        Redaction::new(r"\b1[7-9]\d{11}\b", "[unix-ms]"),
        Redaction::new(r"\b1[7-9]\d{8}\b", "[unix]"),
        // An id or digest cut by the transcript's body limit.
        Redaction::new(r"\b([a-z]+_)?[0-9a-f]{4,}…", "${1}[cut]…"),
        Redaction::new(r"… \[\d+ more bytes\]", "… [more bytes]"),
    ]
}

/// The snapshot text of one case: its outcome, then every exchange without
/// headers or timings, normalised.
pub fn render(case: &CaseResult, run_id: &str, fields: &[Redaction]) -> String {
    let mut text = format!("{} {}\n", case.meta.id, case.outcome.label());
    text.push_str(&plain(&case.transcript));
    for rule in common(run_id).iter().chain(fields) {
        text = rule.apply(&text);
    }
    text
}

fn plain(transcript: &Transcript) -> String {
    let mut out = String::new();
    for exchange in &transcript.exchanges {
        if matches!(exchange, Exchange::Note { text } if text.starts_with(RETRIED_NOTE)) {
            continue;
        }
        out.push('\n');
        match exchange {
            Exchange::Http {
                request,
                response,
                error,
                ..
            } => {
                out.push_str(&format!("> {} {}\n", request.method, request.url));
                if let Some(body) = &request.body {
                    out.push_str(&format!("> {body}\n"));
                }
                match (response, error) {
                    (Some(response), _) => {
                        out.push_str(&format!("< {}\n", response.status));
                        if let Some(body) = &response.body {
                            out.push_str(&format!("< {body}\n"));
                        }
                    }
                    (None, Some(error)) => out.push_str(&format!("! {error}\n")),
                    (None, None) => {}
                }
            }
            Exchange::WsConnect { url, error } => {
                out.push_str(&format!("ws connect {url}\n"));
                if let Some(error) = error {
                    out.push_str(&format!("! {error}\n"));
                }
            }
            Exchange::WsSend { text } => out.push_str(&format!("ws > {text}\n")),
            Exchange::WsReceive { text } => out.push_str(&format!("ws < {text}\n")),
            Exchange::WsClosed { reason } => out.push_str(&format!("ws closed: {reason}\n")),
            Exchange::Note { text } => out.push_str(&format!("# {text}\n")),
        }
    }
    if transcript.elided > 0 {
        out.push_str(&format!("\n… {} exchanges elided\n", transcript.elided));
    }
    out
}

/// What a snapshot run found, for the reports.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SnapshotResults {
    pub dir: PathBuf,
    /// Cases that had no snapshot; one was written.
    pub new: Vec<String>,
    /// Cases whose transcript differs from their snapshot.
    pub changed: Vec<Change>,
    /// Whether the differences were accepted (`--update-snapshots`).
    pub updated: bool,
}

impl SnapshotResults {
    /// Differences that were not accepted: the run exits 4.
    pub fn differs(&self) -> bool {
        !self.updated && !self.changed.is_empty()
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Change {
    pub case: String,
    /// A unified diff, snapshot first.
    pub diff: String,
}

/// Compares each stable case with its snapshot in `dir`, writing the missing
/// ones (and, with `update`, the changed ones).
pub fn compare(
    dir: &Path,
    update: bool,
    cases: &[CaseResult],
    run_id: &str,
    fields: impl Fn(&str) -> Vec<Redaction>,
) -> std::io::Result<SnapshotResults> {
    std::fs::create_dir_all(dir)?;
    let mut results = SnapshotResults {
        dir: dir.to_owned(),
        updated: update,
        ..SnapshotResults::default()
    };
    for case in cases.iter().filter(|c| snapshotted(c)) {
        let text = render(case, run_id, &fields(&case.meta.suite));
        let path = dir.join(format!("{}.snap", case.meta.id));
        match std::fs::read_to_string(&path) {
            Ok(kept) if kept == text => {}
            Ok(kept) => {
                results.changed.push(Change {
                    case: case.meta.id.clone(),
                    diff: similar::TextDiff::from_lines(&kept, &text)
                        .unified_diff()
                        .context_radius(3)
                        .header("snapshot", "this run")
                        .to_string(),
                });
                if update {
                    std::fs::write(&path, &text)?;
                }
            }
            Err(err) if err.kind() == std::io::ErrorKind::NotFound => {
                std::fs::write(&path, &text)?;
                results.new.push(case.meta.id.clone());
            }
            Err(err) => return Err(err),
        }
    }
    Ok(results)
}

/// Skipped cases said nothing, and unstable ones say something else each run.
fn snapshotted(case: &CaseResult) -> bool {
    !matches!(case.outcome, crate::Outcome::Skip)
        && !case
            .meta
            .tags
            .iter()
            .any(|tag| UNSTABLE_TAGS.contains(&tag.as_str()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_and_common_values_are_redacted() {
        let text = r#"{"kid":"k-8f2a","x": "abc","count":3,"url":"http://127.0.0.1:4411/v1/grants/gr_0123456789abcdef","at":"2026-11-25T03:00:00Z","exp":1795000000}"#;
        let mut out = text.to_owned();
        for rule in common("run42").iter().chain(&[
            Redaction::field("kid", "[kid]"),
            Redaction::field("x", "[key]"),
        ]) {
            out = rule.apply(&out);
        }
        assert_eq!(
            out,
            r#"{"kid":"[kid]","x":"[key]","count":3,"url":"http://127.0.0.1:[port]/v1/grants/gr_[id]","at":"[time]","exp":[unix]}"#
        );
        let numbers = Redaction::field("duration_ms", "[ms]").apply(r#"{"duration_ms": 12.5}"#);
        assert_eq!(numbers, r#"{"duration_ms":"[ms]"}"#);
    }
}
