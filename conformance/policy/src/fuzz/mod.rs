//! Live fuzzing of the observation codec (`policy.fuzz.codec_http`,
//! `policy.fuzz.codec_ws`): seeded observations that follow the encoding —
//! every accepted dtype, shapes of two to four dimensions, a few MiB at most,
//! extra keys, arrays nested under other keys, unicode instructions, states of
//! any length — must each get an action; observations whose image breaks one
//! rule should be refused, and after each the server must answer the next
//! valid act. The first input that breaks a MUST is shrunk and written out as
//! a scenario file that replays it; `--seed` replays the whole run.

mod channel;
mod corrupt;
mod input;
mod replay;
mod shrink;

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::Instant;

use conformance_engine::code::{FnCase, Halt, verdict};
use conformance_engine::{Case, CaseMeta, Context, Failure, Origin, Phase, Transport, Verdict};
use futures::future::BoxFuture;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use channel::{Answer, Channel};
use corrupt::CorruptInput;
use input::{INSTRUCTION, Input, STATE};
use shrink::Counterexample;

/// Inputs per run: about two valid ones for each broken one.
const INPUTS: usize = 300;
/// Replays the shrinker may spend.
const SHRINK_BUDGET: usize = 80;

/// What every failure may cite, beside the transport's act requirement.
const REQUIREMENTS: [&str; 17] = [
    "POL-ACT-3",
    "POL-ACT-6",
    "POL-ACT-7",
    "POL-CODEC-1",
    "POL-CODEC-2",
    "POL-CODEC-3",
    "POL-CODEC-4",
    "POL-CODEC-5",
    "POL-CODEC-6",
    "POL-CODEC-7",
    "POL-CODEC-8",
    "POL-CODEC-9",
    "POL-CODEC-12",
    "POL-CODEC-13",
    "POL-CODEC-14",
    "POL-CODEC-15",
    "POL-ERROR-6",
];

pub fn cases() -> Vec<Arc<dyn Case>> {
    vec![
        Arc::new(case(
            Transport::Http,
            "policy.fuzz.codec_http",
            "POL-ACT-1",
            // One evaluation per server: other cases' resets would interleave.
            true,
            |ctx| Box::pin(async move { verdict(fuzz(ctx, Transport::Http).await) }),
        )),
        Arc::new(case(
            Transport::WebSocket,
            "policy.fuzz.codec_ws",
            "POL-ACT-2",
            false,
            |ctx| Box::pin(async move { verdict(fuzz(ctx, Transport::WebSocket).await) }),
        )),
    ]
}

fn case(
    transport: Transport,
    id: &str,
    act: &str,
    serial: bool,
    runner: for<'a> fn(&'a mut Context) -> BoxFuture<'a, Verdict>,
) -> FnCase {
    let mut requirements = vec![act.to_owned()];
    requirements.extend(REQUIREMENTS.iter().map(|r| (*r).to_owned()));
    if transport == Transport::WebSocket {
        requirements.push("POL-WS-5".to_owned());
    }
    FnCase::new(
        CaseMeta {
            id: id.to_owned(),
            suite: "policy".to_owned(),
            title: format!(
                "Hundreds of generated observations over {}: valid ones get actions, broken ones are refused and the server keeps serving",
                if transport == Transport::Http {
                    "HTTP"
                } else {
                    "WebSocket"
                }
            ),
            requirements,
            tags: vec![
                "fuzz".to_owned(),
                "ndarray".to_owned(),
                "nondeterministic".to_owned(),
                if transport == Transport::Http {
                    "http"
                } else {
                    "ws"
                }
                .to_owned(),
            ],
            serial,
            timeout: std::time::Duration::from_secs(300),
            needs: Vec::new(),
            transports: vec![transport],
            phase: Phase::Any,
            origin: Origin::Builtin(module_path!().to_owned()),
        },
        runner,
    )
}

/// One generated input of a run.
enum Probe {
    Valid(Input),
    Corrupt(CorruptInput),
}

/// The input at `index` of the run with `seed`: the same seed gives the same
/// inputs, whatever the transport.
fn probe(seed: u64, index: usize) -> Probe {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(index as u64);
    let valid = input::generate(&mut rng);
    if rng.random_bool(1.0 / 3.0) {
        Probe::Corrupt(corrupt::generate(&mut rng, valid))
    } else {
        Probe::Valid(valid)
    }
}

/// A broken input the server accepted as if it were valid, or answered with
/// nothing: the project's rules say it should be refused.
struct NotRefused {
    input: CorruptInput,
    answer: Answer,
}

async fn fuzz(ctx: &mut Context, transport: Transport) -> Result<(), Halt> {
    let seed = ctx.settings.seed;
    let started = Instant::now();
    // Hundreds of exchanges, some of MiB: only the counterexample, replayed at
    // the end, goes into the case's transcript.
    let mut quiet = ctx.fork();
    let (mut channel, answer) = Channel::open(&mut quiet, transport).await;
    if !answer.is_expected() {
        return Err(reset_failed(transport, &answer));
    }
    let mut counts = Counts::default();
    let mut not_refused: BTreeMap<&'static str, NotRefused> = BTreeMap::new();
    let mut unusable_after_error: Option<(CorruptInput, Answer)> = None;
    let mut found: Option<(usize, Counterexample, String)> = None;
    for index in 0..INPUTS {
        match probe(seed, index) {
            Probe::Valid(input) => {
                counts.valid += 1;
                counts.bytes += input.array_bytes();
                let answer = channel.act(&mut quiet, &input.to_json().to_string()).await;
                if !answer.is_expected() {
                    found = Some((index, Counterexample::Valid(input), answer.show()));
                    break;
                }
            }
            Probe::Corrupt(broken) => {
                counts.corrupt += 1;
                let answer = channel.act(&mut quiet, &broken.observation_text()).await;
                if answer.is_refusal() {
                    counts.refused += 1;
                } else {
                    not_refused
                        .entry(broken.corruption.kind())
                        .or_insert(NotRefused {
                            input: broken.clone(),
                            answer: answer.clone(),
                        });
                }
                let plain = Input::plain().to_json().to_string();
                let mut next = if channel.is_open() {
                    channel.act(&mut quiet, &plain).await
                } else {
                    Answer::Nothing("the server closed the connection".into())
                };
                if !next.is_expected() {
                    if transport == Transport::WebSocket && answer.is_refusal() {
                        unusable_after_error.get_or_insert((broken.clone(), next.clone()));
                    }
                    // The seed's rule: a new evaluation (a new connection) is served.
                    let restarted = channel.restart(&mut quiet).await;
                    next = if restarted.is_expected() {
                        channel.act(&mut quiet, &plain).await
                    } else {
                        restarted
                    };
                }
                if !next.is_expected() {
                    found = Some((index, Counterexample::Corrupt(broken), next.show()));
                    break;
                }
            }
        }
    }
    channel.close(&mut quiet).await;
    let elapsed = started.elapsed();
    ctx.transcript.note(format!(
        "seed {seed}: {} valid and {} broken observations ({} refused) with {:.1} MiB of array data in {:.1} s, {:.0} inputs/s",
        counts.valid,
        counts.corrupt,
        counts.refused,
        counts.bytes as f64 / f64::from(1 << 20),
        elapsed.as_secs_f64(),
        (counts.valid + counts.corrupt) as f64 / elapsed.as_secs_f64().max(1e-9),
    ));
    let mut failures = Vec::new();
    if let Some((index, counterexample, answer)) = found {
        failures.push(must_failure(ctx, transport, seed, index, counterexample, answer).await?);
    }
    for (kind, NotRefused { input, answer }) in &not_refused {
        failures.push(
            Failure::new(
                format!("broken observation: {}", input.describe()),
                format!("an observation with {kind} is refused"),
                match transport {
                    Transport::Http => "a non-200 status",
                    Transport::WebSocket => r#"{"type":"error","message":…}"#,
                },
                match answer {
                    Answer::Expected => "an action: the input was taken for a valid one".to_owned(),
                    other => other.show(),
                },
            )
            .under(&[input.corruption.requirement()]),
        );
    }
    if let Some((input, answer)) = unusable_after_error {
        failures.push(
            Failure::new(
                format!("the act after an error reply to {}", input.describe()),
                "the connection stays usable after an error reply",
                "an action on the same connection",
                answer.show(),
            )
            .under(&["POL-WS-5"]),
        );
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(Halt::Fail(failures))
    }
}

#[derive(Default)]
struct Counts {
    valid: usize,
    corrupt: usize,
    refused: usize,
    bytes: usize,
}

fn reset_failed(transport: Transport, answer: &Answer) -> Halt {
    let (requirement, expected) = match transport {
        Transport::Http => ("POL-RESET-1", "200 with a JSON object"),
        Transport::WebSocket => ("POL-RESET-2", r#"{"type":"ok"}"#),
    };
    Halt::Fail(vec![
        Failure::new(
            "reset before the fuzzed acts",
            format!("{requirement}: a reset is answered"),
            expected,
            answer.show(),
        )
        .under(&[match transport {
            Transport::Http => "POL-ACT-1",
            Transport::WebSocket => "POL-ACT-2",
        }]),
    ])
}

/// The requirements a counterexample breaks: for a valid observation, those of
/// the features it still has once shrunk; keys the seed does not name make it
/// the project's rule alone (the seed leaves such keys to the server).
fn requirements_of(counterexample: &Counterexample, transport: Transport) -> Vec<&'static str> {
    let act = match transport {
        Transport::Http => "POL-ACT-1",
        Transport::WebSocket => "POL-ACT-2",
    };
    match counterexample {
        Counterexample::Corrupt(_) => vec!["POL-ERROR-6"],
        Counterexample::Valid(input) if !input.extras.is_empty() => vec!["POL-ACT-7"],
        Counterexample::Valid(input) => {
            let mut out = vec![act, "POL-ACT-3"];
            if input.image.is_some() {
                out.extend([
                    "POL-ACT-6",
                    "POL-CODEC-2",
                    "POL-CODEC-4",
                    "POL-CODEC-5",
                    "POL-CODEC-6",
                    "POL-CODEC-8",
                ]);
            }
            if input.instruction != INSTRUCTION {
                out.push("POL-CODEC-3");
            }
            if input.state.as_slice() != STATE {
                out.push("POL-CODEC-1");
            }
            out
        }
    }
}

/// Runs a counterexample on a new evaluation; what came back when it fails as
/// before, `None` when it does not.
async fn reproduce(
    ctx: &mut Context,
    transport: Transport,
    counterexample: &Counterexample,
) -> Option<String> {
    let (mut channel, answer) = Channel::open(ctx, transport).await;
    if !answer.is_expected() {
        channel.close(ctx).await;
        return Some(format!("the reset got {}", answer.show()));
    }
    let answer = match counterexample {
        Counterexample::Valid(input) => channel.act(ctx, &input.to_json().to_string()).await,
        Counterexample::Corrupt(broken) => {
            channel.act(ctx, &broken.observation_text()).await;
            let plain = Input::plain().to_json().to_string();
            let mut next = channel.act(ctx, &plain).await;
            if !next.is_expected() {
                let restarted = channel.restart(ctx).await;
                next = if restarted.is_expected() {
                    channel.act(ctx, &plain).await
                } else {
                    restarted
                };
            }
            next
        }
    };
    channel.close(ctx).await;
    (!answer.is_expected()).then(|| answer.show())
}

/// Shrinks the first input that broke a MUST, replays it into the transcript,
/// writes the replay file and describes it all as one failure.
async fn must_failure(
    ctx: &mut Context,
    transport: Transport,
    seed: u64,
    index: usize,
    counterexample: Counterexample,
    answer: String,
) -> Result<Failure, Halt> {
    let mut quiet = ctx.fork();
    // A server that no longer answers even the plain observation cannot tell
    // the shrinker anything.
    let alive = reproduce(
        &mut quiet,
        transport,
        &Counterexample::Valid(Input::plain()),
    )
    .await
    .is_none();
    let (shrunk, answer, note) = if !alive {
        (
            counterexample,
            answer,
            "the server no longer answers a plain act, so the input was not shrunk".to_owned(),
        )
    } else if reproduce(&mut quiet, transport, &counterexample)
        .await
        .is_none()
    {
        (
            counterexample,
            answer,
            "it did not fail again on a new evaluation, so it was not shrunk".to_owned(),
        )
    } else {
        let mut current = counterexample;
        let mut last = answer;
        let mut replays = 0;
        'shrinking: while replays < SHRINK_BUDGET {
            for candidate in current.simpler() {
                if replays >= SHRINK_BUDGET {
                    break 'shrinking;
                }
                replays += 1;
                if let Some(seen) = reproduce(&mut quiet, transport, &candidate).await {
                    current = candidate;
                    last = seen;
                    continue 'shrinking;
                }
            }
            break;
        }
        (current, last, format!("shrunk in {replays} replays"))
    };
    // The counterexample, once more, where the report shows it.
    if alive {
        reproduce(ctx, transport, &shrunk).await;
    }
    let requirements = requirements_of(&shrunk, transport);
    let suffix = match transport {
        Transport::Http => "http",
        Transport::WebSocket => "ws",
    };
    let id = format!("policy.fuzz_replay.codec_{suffix}_seed_{seed}_{index}");
    let replay = replay::Replay {
        id: &id,
        requirements: &requirements,
        transport,
        counterexample: &shrunk,
        header: format!(
            "# Shrunk by policy.fuzz.codec_{suffix} (seed {seed}, input {index}); {note}.\n# {}: the server answered {}",
            shrunk.describe(),
            answer.replace('\n', " ")
        ),
    };
    let written = replay.render().and_then(|text| {
        let base = ctx
            .settings
            .artifacts_dir
            .clone()
            .unwrap_or_else(std::env::temp_dir);
        replay::write(
            &base.join(format!("policy-fuzz-codec-{suffix}-{seed}-{index}")),
            &text,
        )
        .map_err(|e| e.to_string())
    });
    let replay_line = match written {
        Ok(dir) => format!(
            "replay: conformance run --scenarios {} --case '{id}'",
            dir.display()
        ),
        Err(problem) => format!("the scenario file could not be written: {problem}"),
    };
    let (check, expected) = match &shrunk {
        Counterexample::Valid(_) => (
            "a valid observation is answered with an action",
            "an action of 4 numbers",
        ),
        Counterexample::Corrupt(_) => (
            "after a broken observation the server goes on serving",
            "an action for the next valid act (on a new connection, if need be)",
        ),
    };
    Ok(Failure::new(
        format!(
            "seed {seed}, input {index} ({note}): {}; rerun with --seed {seed}; {replay_line}",
            shrunk.describe()
        ),
        check,
        expected,
        answer,
    )
    .under(&requirements))
}
