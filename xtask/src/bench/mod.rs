//! `cargo xtask bench <service>`: performance figures on this machine, apart
//! from the tests (speed is never asserted in a test). Release builds; results
//! are printed and written to `reports/bench/<service>.json`.

mod auth;
mod invoice;
mod load;
mod policy;
mod sandbox;

use anyhow::Context;
use clap::ValueEnum;

use xtask::servers::{self, workspace_root};

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Service {
    Auth,
    Invoice,
    Policy,
    Sandbox,
}

/// `seconds` is the length of each load phase; `reps` the measured repetitions
/// of each sandbox operation.
pub fn run(services: &[Service], seconds: u64, reps: usize) -> anyhow::Result<()> {
    let bins = servers::build_binaries(true)?;
    let runtime = tokio::runtime::Runtime::new()?;
    let out_dir = workspace_root().join("reports").join("bench");
    std::fs::create_dir_all(&out_dir)?;
    for service in services {
        let (name, results) = match service {
            Service::Auth => ("auth", runtime.block_on(auth::run(&bins, seconds))?),
            Service::Invoice => ("invoice", runtime.block_on(invoice::run(&bins, seconds))?),
            Service::Sandbox => ("sandbox", runtime.block_on(sandbox::run(&bins, reps))?),
            Service::Policy => {
                println!("\npolicy");
                policy::run(&bins, &out_dir)?;
                continue;
            }
        };
        println!("\n{name}");
        for result in &results {
            println!("  {}", result.row());
        }
        let path = out_dir.join(format!("{name}.json"));
        std::fs::write(&path, serde_json::to_string_pretty(&results)?)
            .with_context(|| path.display().to_string())?;
        println!("  → {}", path.display());
        // The in-process side of the same service (criterion).
        match service {
            Service::Auth => criterion("audit")?,
            Service::Invoice => criterion("invoice")?,
            Service::Policy | Service::Sandbox => {}
        }
    }
    Ok(())
}

/// Runs one criterion benchmark of the `bench/` crate.
pub fn criterion(bench: &str) -> anyhow::Result<()> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let status = std::process::Command::new(cargo)
        .current_dir(workspace_root())
        .args([
            "bench",
            "-p",
            "touchstone-bench",
            "--bench",
            bench,
            "--",
            "--noplot",
        ])
        .status()
        .with_context(|| format!("running the {bench} benchmark"))?;
    if !status.success() {
        anyhow::bail!("the {bench} benchmark failed ({status})");
    }
    Ok(())
}
