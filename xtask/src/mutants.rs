//! `cargo xtask mutants`: mutation testing of one reference server with its
//! conformance suite as the only oracle. cargo-mutants mutates
//! `reference/<suite>`, and for each mutant runs the ignored test
//! `xtask/tests/mutant_oracle.rs`, which builds the mutated `reference`, starts
//! it and runs the suite against it: a mutant the suite fails is caught. The
//! reference's own unit tests are not run; the question is what the suite sees.
//!
//! Fitting two shared cores:
//! - `--in-place`: the mutants are applied to this working tree (each restored
//!   before the next) and built in its own `target/`, so every build is the
//!   incremental rebuild of one crate and a link. cargo-mutants' default copies
//!   the tree to a scratch directory without `target/`, a from-scratch build of
//!   the whole graph (10–20 min here) before the first mutant; `--copy-target`
//!   copies 3 GB and still rebuilds every workspace crate because the copied
//!   sources are newer than their fingerprints. In-place means no editing of
//!   the tree while a run goes on, and one run at a time per tree.
//! - the build phase is the oracle test target alone (`--test mutant_oracle`),
//!   which dev-depends on every reference crate so a mutant that does not
//!   compile is reported unviable rather than caught.
//! - the runner runs cases in parallel (`--jobs`); the whole auth suite takes
//!   seconds, so no case is left out.

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use anyhow::{Context, bail};
use serde::{Deserialize, Serialize};
use xtask::servers::workspace_root;

use crate::sandbox_image;

/// The cargo-mutants release the project is measured with.
const CARGO_MUTANTS_VERSION: &str = "27.1.0";

#[derive(Clone, Copy, Debug, clap::ValueEnum)]
pub enum Suite {
    Auth,
    Invoice,
    Policy,
    Sandbox,
}

impl Suite {
    fn name(self) -> &'static str {
        match self {
            Suite::Auth => "auth",
            Suite::Invoice => "invoice",
            Suite::Policy => "policy",
            Suite::Sandbox => "sandbox",
        }
    }
}

#[derive(clap::Args)]
pub struct Options {
    #[arg(long, value_enum)]
    suite: Suite,
    /// Only this shard of the mutants, `k/n` with k from 0.
    #[arg(long)]
    shard: Option<String>,
    /// Only the mutants on lines changed since this git revision.
    #[arg(long, value_name = "REF")]
    in_diff: Option<String>,
    /// With --in-diff: when the diff holds more mutants, test the first shard
    /// of the smallest split that keeps it within this many.
    #[arg(long, requires = "in_diff")]
    max_mutants: Option<usize>,
    /// Only the mutants whose name matches this regex (repeatable; any of
    /// them), e.g. to confirm that a new case kills the survivors it aims at.
    #[arg(long = "re", value_name = "REGEX")]
    regexes: Vec<String>,
    /// List the mutants instead of testing them.
    #[arg(long)]
    list: bool,
    /// Seconds one mutant's oracle (its rebuild, start-up and suite run) may take.
    #[arg(long, default_value_t = 300)]
    timeout: u64,
    /// Cases the conformance runner runs at once.
    #[arg(long, default_value_t = 4)]
    jobs: usize,
}

/// Exit code when a mutant survived that `conformance/spec/mutants.md` does
/// not explain.
const UNEXPLAINED_SURVIVORS: u8 = 1;

pub fn run(options: &Options) -> anyhow::Result<u8> {
    let suite = options.suite.name();
    let root = workspace_root();
    let out = root.join("reports/mutants").join(suite);
    std::fs::create_dir_all(&out).with_context(|| format!("creating {}", out.display()))?;

    let mut shard = options.shard.clone();
    let mut diff = None;
    if let Some(rev) = &options.in_diff {
        let path = out.join("diff.patch");
        if !write_diff(&root, rev, suite, &path)? {
            println!("mutants: reference/{suite} is unchanged since {rev}: no mutants in the diff");
            return Ok(0);
        }
        ensure_cargo_mutants()?;
        diff = Some(path);
    } else {
        ensure_cargo_mutants()?;
    }
    if !options.regexes.is_empty() {
        let chosen = matching(
            mutants_of(suite, diff.as_deref(), None, &options.regexes)?,
            &options.regexes,
        )?;
        if chosen.is_empty() {
            println!("mutants: no mutant of reference/{suite} matches --re");
            return Ok(0);
        }
        let path = out.join("selection.patch");
        std::fs::write(&path, selection_diff(&root, &chosen)?)
            .with_context(|| format!("writing {}", path.display()))?;
        diff = Some(path);
    }
    if let Some(rev) = &options.in_diff {
        let found = mutants_of(suite, diff.as_deref(), None, &options.regexes)?.len();
        if found == 0 {
            println!("mutants: the changes since {rev} hold no mutants in reference/{suite}");
            return Ok(0);
        }
        if let Some(max) = options.max_mutants.filter(|&max| found > max) {
            let n = found.div_ceil(max.max(1));
            println!("mutants: {found} mutants in the diff; testing shard 0/{n} (at most {max})");
            shard = Some(format!("0/{n}"));
        }
    }
    if options.list {
        for mutant in mutants_of(suite, diff.as_deref(), shard.as_deref(), &options.regexes)? {
            println!("{mutant}");
        }
        return Ok(0);
    }
    if let Suite::Sandbox = options.suite {
        xtask::prerequisites::docker_engine().map_err(anyhow::Error::msg)?;
        sandbox_image::build(crate::SANDBOX_IMAGE)?;
    }

    // cargo-mutants' own baseline runs the mutated package's tests, not the
    // oracle's, so the oracle runs once here on the unmutated tree instead; it
    // also leaves every artefact built for the incremental rebuilds.
    println!("mutants: the oracle on the unmutated tree first");
    let status = oracle(options)
        .status()
        .context("running the oracle on the unmutated tree")?;
    if !status.success() {
        bail!(
            "the unmutated reference/{suite} fails the oracle ({status}); mutants would mean nothing"
        );
    }

    let mut command = cargo_mutants(suite, diff.as_deref(), shard.as_deref(), &options.regexes);
    command
        .args(["--in-place", "--baseline=skip"])
        .arg("--output")
        .arg(&out)
        .arg(format!("--timeout={}", options.timeout))
        .arg(format!("--build-timeout={}", options.timeout))
        .args(["--cargo-arg=--test=mutant_oracle", "--cargo-test-arg=--"])
        .arg("--cargo-test-arg=--ignored");
    oracle_env(&mut command, options);
    // cargo-mutants exits non-zero when a mutant is missed; the summary below
    // says what happened, and only a run without outcomes is an error (so no
    // earlier run's outcomes may be left to read).
    let results = out.join("mutants.out");
    if results.exists() {
        std::fs::remove_dir_all(&results)
            .with_context(|| format!("removing {}", results.display()))?;
    }
    let started = Instant::now();
    let status = command.status().context("running cargo mutants")?;
    let elapsed = started.elapsed();
    let outcomes_path = results.join("outcomes.json");
    let text = std::fs::read_to_string(&outcomes_path).with_context(|| {
        format!(
            "cargo mutants ({status}) wrote no {}",
            outcomes_path.display()
        )
    })?;
    let lab: Lab = serde_json::from_str(&text)
        .with_context(|| format!("reading {}", outcomes_path.display()))?;
    let explained = explained_survivors(&root)?;
    let summary = Summary::of(suite, &lab, elapsed, &explained)?;
    print!("{}", summary.table());
    let path = out.join("summary.json");
    std::fs::write(&path, serde_json::to_string_pretty(&summary)? + "\n")
        .with_context(|| format!("writing {}", path.display()))?;
    println!("summary written to {}", path.display());
    Ok(if summary.unexplained > 0 {
        UNEXPLAINED_SURVIVORS
    } else {
        0
    })
}

/// The mutants `conformance/spec/mutants.md` explains, as `file: description`
/// (the first code span of each table row; line numbers move, so none is kept).
fn explained_survivors(root: &Path) -> anyhow::Result<Vec<String>> {
    let path = root.join("conformance/spec/mutants.md");
    let text =
        std::fs::read_to_string(&path).with_context(|| format!("reading {}", path.display()))?;
    Ok(text
        .lines()
        .filter_map(|line| line.strip_prefix("| `"))
        .filter_map(|rest| rest.split_once('`'))
        // A `|` in a mutant's name is written `\|`, or it would end the table cell.
        .map(|(mutant, _)| mutant.replace("\\|", "|"))
        .collect())
}

/// `reference/auth/src/lib.rs:104:9: replace …` → `reference/auth/src/lib.rs: replace …`.
fn without_position(name: &str) -> String {
    let mut parts = name.splitn(4, ':');
    match (parts.next(), parts.next(), parts.next(), parts.next()) {
        (Some(file), Some(_line), Some(_column), Some(description)) => {
            format!("{file}: {}", description.trim_start())
        }
        _ => name.to_owned(),
    }
}

/// The oracle test run by hand, as cargo-mutants runs it for each mutant.
fn oracle(options: &Options) -> Command {
    let mut command = Command::new(cargo());
    command.current_dir(workspace_root()).args([
        "test",
        "--package",
        "xtask",
        "--test",
        "mutant_oracle",
        "--",
        "--ignored",
    ]);
    oracle_env(&mut command, options);
    command
}

fn oracle_env(command: &mut Command, options: &Options) {
    command
        .env("TOUCHSTONE_MUTANTS_SUITE", options.suite.name())
        .env("TOUCHSTONE_MUTANTS_JOBS", options.jobs.to_string());
    if let Suite::Sandbox = options.suite {
        command.env("TOUCHSTONE_MUTANTS_SANDBOX_IMAGE", crate::SANDBOX_IMAGE);
    }
}

/// Installs the pinned cargo-mutants when `cargo mutants` is missing.
fn ensure_cargo_mutants() -> anyhow::Result<()> {
    let installed = Command::new(cargo())
        .args(["mutants", "--version"])
        .output()
        .is_ok_and(|o| o.status.success());
    if installed {
        return Ok(());
    }
    println!("mutants: installing cargo-mutants {CARGO_MUTANTS_VERSION}");
    let status = Command::new(cargo())
        .args(["install", "--locked"])
        .arg(format!("cargo-mutants@{CARGO_MUTANTS_VERSION}"))
        .status()
        .context("running cargo install")?;
    if !status.success() {
        bail!("cargo install cargo-mutants failed ({status})");
    }
    Ok(())
}

fn cargo() -> String {
    std::env::var("CARGO").unwrap_or_else(|_| "cargo".into())
}

/// `cargo mutants` over the suite's reference crate, tested through xtask.
fn cargo_mutants(
    suite: &str,
    diff: Option<&Path>,
    shard: Option<&str>,
    regexes: &[String],
) -> Command {
    let mut command = Command::new(cargo());
    command
        .current_dir(workspace_root())
        .args(["mutants", "--no-shuffle", "--package"])
        .arg(format!("reference-{suite}"))
        .args(["--test-package", "xtask"]);
    if let Some(diff) = diff {
        command.arg("--in-diff").arg(diff);
    }
    if let Some(shard) = shard {
        command.arg("--shard").arg(shard);
    }
    for regex in regexes {
        command.arg("--re").arg(regex);
    }
    command
}

/// The mutants cargo-mutants would test, one line each.
fn mutants_of(
    suite: &str,
    diff: Option<&Path>,
    shard: Option<&str>,
    regexes: &[String],
) -> anyhow::Result<Vec<String>> {
    let output = cargo_mutants(suite, diff, shard, regexes)
        .arg("--list")
        .output()
        .context("running cargo mutants --list")?;
    if !output.status.success() {
        bail!(
            "cargo mutants --list failed ({}): {}",
            output.status,
            String::from_utf8_lossy(&output.stderr)
        );
    }
    Ok(String::from_utf8_lossy(&output.stdout)
        .lines()
        // Mutants are named by their path; cargo-mutants' notes are not.
        .filter(|line| line.starts_with("reference/"))
        .map(str::to_owned)
        .collect())
}

/// The mutants whose listed name matches one of `regexes`. cargo-mutants
/// 27.1 applies `--re` to every genre but its field deletions ("delete field
/// … from struct … expression"), which it lists whatever the regex.
fn matching(mutants: Vec<String>, regexes: &[String]) -> anyhow::Result<Vec<String>> {
    let set = regex::RegexSet::new(regexes).context("reading --re")?;
    Ok(mutants.into_iter().filter(|m| set.is_match(m)).collect())
}

/// A diff that marks exactly the lines the named mutants start on as
/// changed: handed to cargo-mutants' `--in-diff`, which filters every
/// genre, it keeps the chosen mutants (and any other starting on their lines).
fn selection_diff(root: &Path, mutants: &[String]) -> anyhow::Result<String> {
    let mut lines: std::collections::BTreeMap<&str, std::collections::BTreeSet<usize>> =
        Default::default();
    for name in mutants {
        let mut parts = name.splitn(3, ':');
        let (Some(file), Some(Ok(line))) = (parts.next(), parts.next().map(str::parse)) else {
            bail!("cargo-mutants listed a mutant without a position: {name}");
        };
        lines.entry(file).or_default().insert(line);
    }
    let mut diff = String::new();
    for (file, numbers) in lines {
        let path = root.join(file);
        let text = std::fs::read_to_string(&path)
            .with_context(|| format!("reading {}", path.display()))?;
        let source: Vec<&str> = text.lines().collect();
        diff.push_str(&format!("--- a/{file}\n+++ b/{file}\n"));
        for number in numbers {
            let content = number
                .checked_sub(1)
                .and_then(|i| source.get(i))
                .with_context(|| {
                    format!("{file} has no line {number}, where a mutant was listed")
                })?;
            let before = number - 1;
            diff.push_str(&format!("@@ -{before},0 +{number},1 @@\n+{content}\n"));
        }
    }
    Ok(diff)
}

/// Writes `git diff REV` of the suite's reference crate to `path`; false when
/// nothing changed.
fn write_diff(root: &Path, rev: &str, suite: &str, path: &Path) -> anyhow::Result<bool> {
    let output = Command::new("git")
        .current_dir(root)
        .args(["diff", "--no-ext-diff", "--no-color", rev, "--"])
        .arg(format!("reference/{suite}"))
        .output()
        .context("running git diff")?;
    if !output.status.success() {
        bail!(
            "git diff {rev} failed: {}",
            String::from_utf8_lossy(&output.stderr).trim()
        );
    }
    std::fs::write(path, &output.stdout).with_context(|| format!("writing {}", path.display()))?;
    Ok(!output.stdout.is_empty())
}

/// The part of cargo-mutants' `outcomes.json` the summary reads.
#[derive(Deserialize)]
struct Lab {
    outcomes: Vec<Outcome>,
}

#[derive(Deserialize)]
struct Outcome {
    scenario: Scenario,
    summary: String,
}

#[derive(Deserialize)]
enum Scenario {
    Baseline,
    Mutant(Mutant),
}

#[derive(Deserialize)]
struct Mutant {
    name: String,
    file: String,
    span: Span,
}

#[derive(Deserialize)]
struct Span {
    start: LineColumn,
}

#[derive(Deserialize)]
struct LineColumn {
    line: usize,
}

#[derive(Serialize)]
struct Summary {
    suite: String,
    caught: usize,
    missed: usize,
    unviable: usize,
    timeout: usize,
    /// Missed mutants `conformance/spec/mutants.md` explains as unobservable.
    explained: usize,
    /// Missed and not explained: the ones that fail the run.
    unexplained: usize,
    /// caught / (caught + missed − explained); timeouts are left out.
    score: Option<f64>,
    seconds: f64,
    mutants_per_hour: f64,
    missed_mutants: Vec<Missed>,
}

#[derive(Serialize)]
struct Missed {
    location: String,
    description: String,
    explained: bool,
}

impl Summary {
    fn of(
        suite: &str,
        lab: &Lab,
        elapsed: Duration,
        explained: &[String],
    ) -> anyhow::Result<Summary> {
        let mut summary = Summary {
            suite: suite.to_owned(),
            caught: 0,
            missed: 0,
            unviable: 0,
            timeout: 0,
            explained: 0,
            unexplained: 0,
            score: None,
            seconds: 0.0,
            mutants_per_hour: 0.0,
            missed_mutants: Vec::new(),
        };
        for outcome in &lab.outcomes {
            let mutant = match &outcome.scenario {
                Scenario::Baseline => continue,
                Scenario::Mutant(mutant) => mutant,
            };
            match outcome.summary.as_str() {
                "CaughtMutant" => summary.caught += 1,
                "MissedMutant" => {
                    summary.missed += 1;
                    let key = without_position(&mutant.name);
                    let is_explained = explained.contains(&key);
                    if is_explained {
                        summary.explained += 1;
                    } else {
                        summary.unexplained += 1;
                    }
                    summary.missed_mutants.push(Missed {
                        location: format!("{}:{}", mutant.file, mutant.span.start.line),
                        description: key
                            .strip_prefix(&format!("{}: ", mutant.file))
                            .unwrap_or(&key)
                            .to_owned(),
                        explained: is_explained,
                    });
                }
                "Unviable" => summary.unviable += 1,
                "Timeout" => summary.timeout += 1,
                other => bail!("mutant {} ended as {other}", mutant.name),
            }
        }
        let counted = summary.caught + summary.unexplained;
        summary.score = (counted > 0).then(|| summary.caught as f64 / counted as f64);
        let judged = summary.caught + summary.missed;
        summary.seconds = elapsed.as_secs_f64();
        let mutants = judged + summary.unviable + summary.timeout;
        summary.mutants_per_hour = if summary.seconds > 0.0 {
            mutants as f64 * 3600.0 / summary.seconds
        } else {
            0.0
        };
        Ok(summary)
    }

    fn table(&self) -> String {
        let mut text = format!(
            "\nmutants of reference/{}\n  caught    {:>5}\n  missed    {:>5}  ({} explained in conformance/spec/mutants.md)\n  unviable  {:>5}\n  timeout   {:>5}\n",
            self.suite, self.caught, self.missed, self.explained, self.unviable, self.timeout
        );
        match self.score {
            Some(score) => {
                text += &format!(
                    "  score     {:>5.1} %  caught/(caught+missed-explained)\n",
                    score * 100.0
                )
            }
            None => text += "  score         -    nothing caught or missed\n",
        }
        text += &format!(
            "  {:.0} s, {:.1} mutants/hour\n",
            self.seconds, self.mutants_per_hour
        );
        if !self.missed_mutants.is_empty() {
            text += "missed:\n";
            for missed in &self.missed_mutants {
                let mark = if missed.explained {
                    "explained"
                } else {
                    "UNEXPLAINED"
                };
                text += &format!(
                    "  {mark:<11}  {}  {}\n",
                    missed.location, missed.description
                );
            }
        }
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_selection_marks_the_lines_the_chosen_mutants_start_on() {
        let root = tempfile::tempdir().expect("scratch directory");
        let file = "reference/x/src/lib.rs";
        std::fs::create_dir_all(root.path().join("reference/x/src")).expect("directories");
        std::fs::write(
            root.path().join(file),
            "fn a() {}\nfn b() -> u8 {\n    1\n}\n",
        )
        .expect("source");
        let listed = vec![
            format!("{file}:3:5: replace b -> u8 with 0"),
            format!("{file}:1:1: delete field x from struct Y expression in a"),
        ];
        let chosen = matching(listed, &["replace b".to_string()]).expect("regex");
        assert_eq!(chosen, [format!("{file}:3:5: replace b -> u8 with 0")]);
        assert_eq!(
            selection_diff(root.path(), &chosen).expect("diff"),
            format!("--- a/{file}\n+++ b/{file}\n@@ -2,0 +3,1 @@\n+    1\n")
        );
    }
}
