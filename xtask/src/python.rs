//! Python virtual environments for the test oracles written in Python (the
//! example policy server, Schemathesis). Each environment lives under
//! `target/python/<name>` and is made from a pinned requirements file with
//! packages from PyPI; it is rebuilt only when that file changes.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use anyhow::{Context, bail};
use sha2::{Digest, Sha256};

use crate::servers::target_dir;

/// A ready virtual environment.
#[derive(Debug, Clone)]
pub struct Venv {
    pub root: PathBuf,
}

impl Venv {
    /// The environment's interpreter.
    pub fn python(&self) -> PathBuf {
        self.bin("python")
    }

    /// A program the environment installed (`st` for Schemathesis, say).
    pub fn bin(&self, program: &str) -> PathBuf {
        self.root.join("bin").join(program)
    }
}

/// The environment `name`, holding exactly what `requirements` (a pip
/// requirements file with pinned versions) lists. Creates or refreshes it when
/// the file's contents changed since the last install.
pub fn venv(name: &str, requirements: &Path) -> anyhow::Result<Venv> {
    let text = std::fs::read(requirements)
        .with_context(|| format!("reading {}", requirements.display()))?;
    let digest = format!("{:x}", Sha256::digest(&text));
    let root = target_dir().join("python").join(name);
    let stamp = root.join(".touchstone-requirements");
    let env = Venv { root: root.clone() };
    if std::fs::read_to_string(&stamp).is_ok_and(|s| s == digest) && env.python().exists() {
        return Ok(env);
    }
    if root.exists() {
        std::fs::remove_dir_all(&root).with_context(|| format!("removing {}", root.display()))?;
    }
    let interpreter = std::env::var("PYTHON").unwrap_or_else(|_| "python3".into());
    run(Command::new(&interpreter).args(["-m", "venv"]).arg(&root))
        .with_context(|| format!("creating a virtual environment with {interpreter}"))?;
    run(Command::new(env.python())
        .args([
            "-m",
            "pip",
            "install",
            "--quiet",
            "--disable-pip-version-check",
            "-r",
        ])
        .arg(requirements))
    .with_context(|| format!("installing {} from PyPI", requirements.display()))?;
    std::fs::write(&stamp, digest)?;
    Ok(env)
}

fn run(command: &mut Command) -> anyhow::Result<()> {
    let output = command.stdin(Stdio::null()).output()?;
    if !output.status.success() {
        bail!(
            "{:?} failed ({}): {}",
            command.get_program(),
            output.status,
            String::from_utf8_lossy(&output.stderr).trim()
        );
    }
    Ok(())
}
