//! Model-based fuzzing: seeded random programs of grant, attenuate, check,
//! introspect, revoke and approval operations run against the service and
//! the harness's own model; a divergence is shrunk and written out as a
//! scenario file that replays it.

mod model;
mod ops;
mod replay;
mod scenario;
mod scope;
mod shrink;

use std::collections::BTreeMap;
use std::sync::Arc;

use conformance_engine::{Case, Context, Failure, Verdict};
use futures::StreamExt;
use futures::future::BoxFuture;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::support::{Decl, Halt, verdict};

/// Programs per run and their length; a few hundred run in well under a
/// minute against the reference server.
const PROGRAMS: usize = 300;
const LENGTH: std::ops::RangeInclusive<usize> = 8..=30;
/// Programs in flight at once.
const PARALLEL: usize = 4;
/// Replays the shrinker may spend.
const SHRINK_BUDGET: usize = 200;

pub fn cases() -> Vec<Arc<dyn Case>> {
    vec![Arc::new(
        Decl {
            id: "auth.fuzz.model",
            title: "Random programs of grant, token, check, revocation and approval operations match an independent model",
            requirements: &[
                "AUTH-GRANT-1", "AUTH-ATTEN-1", "AUTH-ATTEN-2", "AUTH-ATTEN-6", "AUTH-ATTEN-9", "AUTH-ATTEN-10",
                "AUTH-ATTEN-11", "AUTH-CHECK-3", "AUTH-CHECK-4", "AUTH-CHECK-7", "AUTH-CHECK-8", "AUTH-CHECK-9",
                "AUTH-USE-1", "AUTH-USE-3", "AUTH-USE-7", "AUTH-INTRO-3", "AUTH-INTRO-5", "AUTH-REVOKE-1",
                "AUTH-REVOKE-3", "AUTH-REVOKE-4", "AUTH-REVOKE-5", "AUTH-REVOKE-7", "AUTH-REVOKE-8",
                "AUTH-APPROVAL-1", "AUTH-APPROVAL-2", "AUTH-APPROVAL-3", "AUTH-APPROVAL-4", "AUTH-APPROVAL-5",
                "AUTH-APPROVAL-7", "AUTH-APPROVAL-8", "AUTH-APPROVAL-9", "AUTH-ERROR-5",
            ],
            tags: &["fuzz", "nondeterministic"],
            serial: false,
            timeout_secs: 240,
            module: module_path!(),
        }
        .build(fuzz_case),
    )]
}

/// The program of sequence `index` of a run with `seed`.
fn program(seed: u64, index: usize) -> Vec<ops::Op> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(index as u64);
    let length = rng.random_range(LENGTH);
    ops::program(&mut rng, length)
}

fn fuzz_case(ctx: &mut Context) -> BoxFuture<'_, Verdict> {
    Box::pin(async move { verdict(fuzz(ctx).await) })
}

async fn fuzz(ctx: &mut Context) -> Result<(), Halt> {
    let seed = ctx.settings.seed;
    let forks: Vec<Context> = (0..PROGRAMS).map(|_| ctx.fork()).collect();
    let mut runs = futures::stream::iter(forks.into_iter().enumerate().map(
        |(index, mut fork)| async move {
            let ops = program(seed, index);
            let run = replay::run(&mut fork, &ops).await;
            (index, ops, run)
        },
    ))
    .buffer_unordered(PARALLEL);
    let mut first: Option<(usize, Vec<ops::Op>, replay::Run)> = None;
    let mut exercised: BTreeMap<&str, usize> = BTreeMap::new();
    while let Some((index, ops, run)) = runs.next().await {
        let run = run?;
        for step in &run.steps {
            *exercised.entry(step.requirement).or_default() += 1;
        }
        if run.divergence.is_some() && first.as_ref().is_none_or(|(i, ..)| index < *i) {
            first = Some((index, ops, run));
        }
    }
    drop(runs);
    let Some((index, ops, run)) = first else {
        ctx.transcript.note(format!("{PROGRAMS} programs (seed {seed}) matched the model; steps per requirement: {exercised:?}"));
        return Ok(());
    };
    let requirement = run.divergence.as_ref().map_or("", |d| d.requirement);
    ctx.transcript.note(format!(
        "program {index} of seed {seed} diverged on {requirement}; shrinking (replays follow)"
    ));
    let (ops, run) = shrink::shrink(ctx, ops, run, requirement, SHRINK_BUDGET).await?;
    let Some(divergence) = run.divergence else {
        return Err(Halt::Harness("the shrunk program stopped diverging".into()));
    };
    let id = format!("auth.fuzz_replay.seed_{seed}_{index}");
    let written = scenario::render(&id, seed, index, &run.steps, &divergence).and_then(|text| {
        let base = ctx
            .settings
            .artifacts_dir
            .clone()
            .unwrap_or_else(std::env::temp_dir);
        scenario::write(&base.join(format!("auth-fuzz-{seed}-{index}")), &text)
            .map_err(|e| e.to_string())
    });
    let replay = match written {
        Ok(path) => format!(
            "replay: conformance run --scenarios {} --case '{id}'",
            path.display()
        ),
        Err(problem) => format!("the scenario file could not be written: {problem}"),
    };
    Err(Halt::Fail(vec![
        Failure::new(
            format!(
                "seed {seed}, program {index}, shrunk to {} operations; step {:?}; {replay}",
                ops.len(),
                divergence.step
            ),
            format!("{}: {}", divergence.requirement, divergence.check),
            divergence.expected,
            divergence.actual,
        )
        .under(&[divergence.requirement]),
    ]))
}
