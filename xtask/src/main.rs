//! Project automation: `cargo xtask <command>`.

mod bench;
mod conformance;
mod invoice_corpus;
mod invoice_robustness;
mod mutants;
mod openapi_fuzz;
mod sandbox_image;
mod test;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// The image the reference sandbox server runs by default.
const SANDBOX_IMAGE: &str = "touchstone-sandbox:latest";

#[derive(Parser)]
#[command(name = "xtask", about = "Touchstone project automation")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Build, start the reference servers, run the conformance suites against them.
    ///
    /// Arguments after the options go to `conformance run` (e.g. `--case 'auth.*'`,
    /// `--report-html reports/html`, `--list`). With `--target SUITE=URL` or
    /// `--serve SUITE='COMMAND {port}'` the suite runs against that implementation,
    /// and references start only for `--suite`s without one. Server logs go to
    /// `reports/servers/` (or beside the report asked for).
    Conformance {
        /// A suite whose prerequisites are missing fails the run instead of being skipped.
        #[arg(long)]
        require_all: bool,
        /// Build and run optimised binaries.
        #[arg(long)]
        release: bool,
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        runner_args: Vec<String>,
    },
    /// Set up what the tests need (sandbox image, …) and run `cargo test --workspace`.
    ///
    /// Arguments after the options go to `cargo test`.
    Test {
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        cargo_test_args: Vec<String>,
    },
    /// Measure performance (release build) and write reports/bench/<service>.json.
    Bench {
        /// Services to benchmark (all when none is given).
        #[arg(value_enum)]
        services: Vec<bench::Service>,
        /// Seconds per load phase.
        #[arg(long, default_value_t = 10)]
        seconds: u64,
        /// Measured repetitions per sandbox operation (after 2 warm-ups).
        #[arg(long, default_value_t = 12)]
        reps: usize,
    },
    /// Fuzz each reference server against its own `/openapi.json` with a pinned
    /// Schemathesis (all phases, all checks, fixed seed); fails on any failure.
    /// JUnit reports go to reports/openapi-fuzz/<service>.
    OpenapiFuzz {
        /// Services to fuzz (all when none is given); repeatable.
        #[arg(long = "service", value_enum)]
        services: Vec<openapi_fuzz::Service>,
        /// Test cases per API operation and phase.
        #[arg(long, default_value_t = 25)]
        max_examples: u32,
    },
    /// Build the default sandbox image locally (no registry needed).
    SandboxImage {
        #[arg(long, default_value = SANDBOX_IMAGE)]
        tag: String,
    },
    /// Regenerate the invoice PDF corpus under fixtures/invoices: the lopdf-made
    /// invoices, and the layout families printed by Chromium and converted by
    /// LibreOffice (both installed with apt-get when missing).
    InvoiceCorpus {
        #[arg(long, default_value = "fixtures/invoices")]
        out: PathBuf,
        #[arg(long, default_value_t = 2026)]
        seed: u64,
        /// Make only these families' PDFs (a new round), keeping every other
        /// PDF and its record: a producer of another version makes an older
        /// family's PDF differ byte for byte. Repeatable.
        #[arg(long = "family", value_name = "NAME")]
        families: Vec<String>,
    },
    /// Send mutated PDFs of the invoice layout families to a release reference
    /// server: fails on any crash or any answer slower than 2 s.
    InvoiceRobustness {
        #[arg(long, default_value_t = 10_000)]
        count: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Mutation testing of one reference server with its conformance suite as
    /// the oracle (cargo-mutants, installed when missing); results and a
    /// summary in reports/mutants/<suite>/.
    Mutants(mutants::Options),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Conformance {
            require_all,
            release,
            runner_args,
        } => match conformance::run(require_all, release, &runner_args) {
            Ok(code) => return ExitCode::from(code),
            Err(err) => Err(err),
        },
        Command::Test { cargo_test_args } => test::run(&cargo_test_args),
        Command::Bench {
            services,
            seconds,
            reps,
        } => {
            let services = if services.is_empty() {
                <bench::Service as clap::ValueEnum>::value_variants().to_vec()
            } else {
                services
            };
            bench::run(&services, seconds, reps)
        }
        Command::OpenapiFuzz {
            services,
            max_examples,
        } => {
            let services = if services.is_empty() {
                <openapi_fuzz::Service as clap::ValueEnum>::value_variants().to_vec()
            } else {
                services
            };
            openapi_fuzz::run(&services, max_examples)
        }
        Command::SandboxImage { tag } => sandbox_image::build(&tag),
        Command::InvoiceCorpus {
            out,
            seed,
            families,
        } => invoice_corpus::generate(&out, seed, &families),
        Command::InvoiceRobustness { count, seed } => invoice_robustness::run(count, seed),
        Command::Mutants(options) => match mutants::run(&options) {
            Ok(code) => return ExitCode::from(code),
            Err(err) => Err(err),
        },
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("xtask: {err:#}");
            // Same meaning as the runner's exit 3: the harness could not run.
            ExitCode::from(3)
        }
    }
}
