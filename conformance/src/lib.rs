//! The `conformance` command: the catalogue of built-in suites and the
//! subcommands. The engine itself lives in `conformance-engine`.

pub mod audit;
pub mod bench;
pub mod catalog;
pub mod evals;
pub mod run;
mod serve;
