//! `conformance`: checks any implementation of the Touchstone APIs over the wire.

use std::process::ExitCode;

use clap::{Parser, Subcommand};
use conformance::{audit, bench, evals, run};

#[derive(Parser)]
#[command(
    name = "conformance",
    version,
    about = "Black-box conformance runner for the Touchstone APIs"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run conformance suites against targets (or list their cases with --list).
    Run(Box<run::RunArgs>),
    /// Evaluate a robot policy server on the simulated tabletop (evals/1).
    Evals(Box<evals::EvalsArgs>),
    /// Measure a target's protocol cost (performance, apart from conformance).
    Bench(bench::BenchArgs),
    /// Check an authorization service's audit log on your side of the wire.
    Audit(audit::AuditArgs),
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(err) => {
            let _ = err.print();
            return ExitCode::from(if err.use_stderr() { 2 } else { 0 });
        }
    };
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime,
        Err(err) => {
            eprintln!("conformance: cannot start the async runtime: {err}");
            return ExitCode::from(3);
        }
    };
    let code = match cli.command {
        Command::Run(args) => runtime.block_on(run::run(*args)),
        Command::Evals(args) => runtime.block_on(evals::evals(*args)),
        Command::Bench(args) => runtime.block_on(bench::bench(args)),
        Command::Audit(args) => runtime.block_on(audit::audit(args)),
    };
    ExitCode::from(code)
}
