//! Helpers for cases written in Rust rather than as scenario files: a case made
//! from a plain async function, and early exits that keep the difference between
//! "the target answered wrongly" and "the harness got no answer".

use futures::future::BoxFuture;

use crate::case::{Case, CaseMeta};
use crate::context::{Context, HarnessError};
use crate::outcome::{Failure, Verdict};

/// Why a case stopped before its end.
#[derive(Debug)]
pub enum Halt {
    /// The target answered wrongly.
    Fail(Vec<Failure>),
    /// The harness could not get an answer at all.
    Harness(String),
}

impl From<HarnessError> for Halt {
    fn from(err: HarnessError) -> Self {
        Halt::Harness(err.to_string())
    }
}

/// One failed check, as an early exit (`return Err(fail(…))`, or `?`).
pub fn fail(
    at: impl Into<String>,
    check: impl Into<String>,
    expected: impl Into<String>,
    actual: impl Into<String>,
) -> Halt {
    Halt::Fail(vec![Failure::new(at, check, expected, actual)])
}

/// The verdict of a case body written with `?` and [`Halt`].
pub fn verdict(result: Result<(), Halt>) -> Verdict {
    match result {
        Ok(()) => Verdict::Pass,
        Err(Halt::Fail(failures)) => Verdict::from_failures(failures),
        Err(Halt::Harness(message)) => Verdict::Error(message),
    }
}

pub type Runner = for<'a> fn(&'a mut Context) -> BoxFuture<'a, Verdict>;

/// A case written as a plain async function.
pub struct FnCase {
    meta: CaseMeta,
    runner: Runner,
}

impl FnCase {
    pub fn new(meta: CaseMeta, runner: Runner) -> Self {
        Self { meta, runner }
    }
}

impl Case for FnCase {
    fn meta(&self) -> &CaseMeta {
        &self.meta
    }

    fn run<'a>(&'a self, ctx: &'a mut Context) -> BoxFuture<'a, Verdict> {
        (self.runner)(ctx)
    }
}
