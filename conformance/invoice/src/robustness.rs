//! Robustness: a thousand and more damaged PDFs derived from the corpus with the
//! run's seed. Each must get an answer — an Invoice or a documented error — in
//! bounded time, never a 5xx, and `/health` must stay healthy throughout.

use std::collections::BTreeMap;
use std::time::Duration;

use conformance_engine::{Context, Failure, HarnessError, HttpResponse};
use futures::{FutureExt, StreamExt};

use crate::accuracy::FIELDS;
use crate::corpus;
use crate::mutate::{self, Mutant};
use crate::support::{Decl, FnCase, Halt, brief, error_code, healthy, upload, verdict};

const MUTANTS: usize = 1_056;
const PARALLELISM: usize = 4;
/// Between two health checks.
const BATCH: usize = 96;
/// Extraction is bounded to 10 s (INV-LIMIT-4); the rest is transfer slack.
const REQUEST_TIMEOUT: Duration = Duration::from_secs(15);
/// Failures listed one by one; the rest are counted.
const LISTED_FAILURES: usize = 20;

pub fn cases() -> Vec<FnCase> {
    vec![
        Decl {
            id: "invoice.robustness.mutated_pdfs",
            title: "Over a thousand mutated and truncated PDFs each get an Invoice or a documented error, never a crash",
            requirements: &["INV-ERROR-10", "INV-ERROR-3", "INV-ERROR-1"],
            tags: &["robustness", "fuzz", "nondeterministic"],
            serial: false,
            timeout_secs: 900,
            module: module_path!(),
        }
        .build(|ctx| async move { verdict(run(ctx).await) }.boxed()),
    ]
}

async fn run(ctx: &mut Context) -> Result<(), Halt> {
    let samples = corpus::samples().map_err(Halt::Harness)?;
    let names: Vec<String> = samples.iter().map(|s| s.name.clone()).collect();
    let originals: Vec<Vec<u8>> = samples.into_iter().map(|s| s.pdf).collect();
    let seed = ctx.settings.seed;
    let timeout = ctx.settings.scaled(REQUEST_TIMEOUT);
    ctx.transcript.note(format!(
        "{MUTANTS} mutants of {} corpus PDFs, seed {seed}",
        originals.len()
    ));
    still_healthy(ctx, "before the mutants").await?;

    let mut failures = Vec::new();
    let mut outcomes: BTreeMap<String, usize> = BTreeMap::new();
    let mut failed = 0;
    for batch_start in (0..MUTANTS).step_by(BATCH) {
        let batch_end = (batch_start + BATCH).min(MUTANTS);
        let parent: &Context = ctx;
        let results: Vec<(Context, Mutant, Result<HttpResponse, HarnessError>)> =
            futures::stream::iter(batch_start..batch_end)
                .map(|index| {
                    let mut child = parent.fork();
                    let mutant = mutate::mutant(seed, index, &originals);
                    async move {
                        let mut request = upload(
                            "/extract",
                            &format!("mutant-{index}.pdf"),
                            mutant.bytes.clone(),
                        );
                        request.timeout = Some(timeout);
                        let result = child.send(request).await;
                        (child, mutant, result)
                    }
                })
                .buffered(PARALLELISM)
                .collect()
                .await;
        for (child, mutant, result) in results {
            ctx.absorb(child);
            let label = match &result {
                Ok(response) => match judge(response) {
                    Ok(label) => label,
                    Err(problem) => {
                        failed += 1;
                        record(ctx, &mut failures, &mutant, &names, problem);
                        "wrong answer".to_owned()
                    }
                },
                Err(HarnessError::CircuitOpen | HarnessError::Unreachable(_)) => {
                    return Err(Halt::Fail(vec![Failure::new(
                        format!("mutant {}", mutant.index),
                        "the service still answers",
                        "an answer",
                        format!(
                            "connection lost after {} ({})",
                            describe(&mutant, &names),
                            result.err().map(|e| e.to_string()).unwrap_or_default()
                        ),
                    )]));
                }
                Err(err) => {
                    failed += 1;
                    record(ctx, &mut failures, &mutant, &names, err.to_string());
                    "no answer".to_owned()
                }
            };
            *outcomes.entry(label).or_default() += 1;
        }
        still_healthy(ctx, &format!("after mutants {batch_start}..{batch_end}")).await?;
    }
    let summary: Vec<String> = outcomes
        .iter()
        .map(|(label, n)| format!("{label}: {n}"))
        .collect();
    ctx.transcript.note(format!(
        "answers to {MUTANTS} mutants: {}",
        summary.join(", ")
    ));
    if failed > failures.len() {
        failures.push(Failure::new(
            "all mutants",
            "answers",
            "every mutant answered",
            format!("{failed} mutants went wrong; the first {LISTED_FAILURES} are listed"),
        ));
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(Halt::Fail(failures))
    }
}

/// Here a /health that does not answer is the service failing, not the harness.
async fn still_healthy(ctx: &mut Context, at: &str) -> Result<(), Halt> {
    match healthy(ctx, at).await {
        Ok(_) => Ok(()),
        Err(Halt::Harness(problem)) => Err(Halt::Fail(vec![Failure::new(
            at,
            "GET /health",
            "200 with status \"ok\"",
            problem,
        )])),
        Err(halt) => Err(halt),
    }
}

/// An Invoice with the ten fields, or a documented error in the error shape.
fn judge(response: &HttpResponse) -> Result<String, String> {
    match response.status {
        200 => {
            let body = response.json().ok_or("200 with a body that is not JSON")?;
            let missing: Vec<&str> = FIELDS
                .iter()
                .copied()
                .filter(|f| body.get(f).is_none())
                .collect();
            if missing.is_empty() {
                Ok("200 invoice".to_owned())
            } else {
                Err(format!("200 without the Invoice fields {missing:?}"))
            }
        }
        400 | 413 | 422 => error_code(response).map(|code| format!("{} {code}", response.status)),
        status => Err(format!("status {status}: {}", brief(&response.text()))),
    }
}

fn record(
    ctx: &mut Context,
    failures: &mut Vec<Failure>,
    mutant: &Mutant,
    names: &[String],
    problem: String,
) {
    if failures.len() < LISTED_FAILURES {
        failures.push(Failure::new(
            format!("mutant {}", mutant.index),
            "answer to a damaged PDF",
            "an Invoice (200) or a documented 4xx error",
            format!("{problem} for {}", describe(mutant, names)),
        ));
    }
    if let Some(dir) = &ctx.settings.artifacts_dir {
        let path = dir.join(format!("invoice-mutant-{}.pdf", mutant.index));
        match std::fs::create_dir_all(dir).and_then(|()| std::fs::write(&path, &mutant.bytes)) {
            Ok(()) => ctx.transcript.note(format!(
                "mutant {} written to {}",
                mutant.index,
                path.display()
            )),
            Err(err) => ctx
                .transcript
                .note(format!("could not write {}: {err}", path.display())),
        }
    }
}

fn describe(mutant: &Mutant, names: &[String]) -> String {
    format!(
        "{} of {} ({}, {} bytes)",
        mutant.kind.name(),
        names.get(mutant.source).map(String::as_str).unwrap_or("?"),
        mutant.detail,
        mutant.bytes.len()
    )
}
