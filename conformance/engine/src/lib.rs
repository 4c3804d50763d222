//! The Touchstone conformance engine: the case model, scenario files, the
//! runner and its reports. Suites (`conformance-auth`, …) build on it; the
//! `conformance` binary puts them together.

pub mod case;
pub mod code;
pub mod context;
pub mod expectations;
mod fresh_connection;
pub mod openapi;
pub mod outcome;
pub mod report;
pub mod requirements;
pub mod runner;
pub mod scenario;
pub mod snapshot;
pub mod target;
pub mod transcript;

pub use case::{Case, CaseMeta, Origin, Phase, Severity};
pub use context::{
    ApiKeys, Context, HarnessError, HttpRequest, HttpResponse, RunSettings, SandboxSettings,
};
pub use outcome::{Failure, Outcome, Verdict};
pub use report::{CaseResult, ExitStatus, RunReport};
pub use target::{Target, Transport, WebSocketEndpoint};
