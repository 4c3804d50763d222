//! Policy protocol cost: `conformance bench policy` against the reference
//! `zero` policy (so only the protocol is measured), then the criterion codec
//! benchmarks.

use std::path::Path;
use std::process::Command;

use anyhow::{Context, bail};
use xtask::servers::{BinPaths, Server};

pub fn run(bins: &BinPaths, out_dir: &Path) -> anyhow::Result<()> {
    let server = Server::start(
        &bins.reference,
        "policy",
        &["--policy".into(), "zero".into()],
        &[],
    )?;
    let json = out_dir.join("policy.json");
    let status = Command::new(&bins.conformance)
        .args(["bench", "policy", "--target", &server.url, "--json"])
        .arg(&json)
        .status()
        .context("running conformance bench policy")?;
    server.stop()?;
    if !status.success() {
        bail!("conformance bench policy failed ({status})");
    }
    println!("  → {}", json.display());
    super::criterion("codec")
}
