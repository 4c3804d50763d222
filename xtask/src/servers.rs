//! Starting and stopping the reference servers as real processes, the way an
//! implementer would run their own service.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use anyhow::{Context, bail};
use nix::sys::signal::{Signal, kill};
use nix::unistd::Pid;

/// The workspace root (xtask lives one level below it).
pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask sits inside the workspace")
        .to_path_buf()
}

/// Where cargo puts binaries, honouring `CARGO_TARGET_DIR`.
pub fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .map(|p| {
            if p.is_relative() {
                workspace_root().join(p)
            } else {
                p
            }
        })
        .unwrap_or_else(|| workspace_root().join("target"))
}

/// Builds the two binaries the conformance job needs.
pub fn build_binaries(release: bool) -> anyhow::Result<BinPaths> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let mut command = Command::new(cargo);
    command.current_dir(workspace_root()).args([
        "build",
        "--quiet",
        "-p",
        "reference",
        "-p",
        "conformance",
    ]);
    if release {
        command.arg("--release");
    }
    let status = command.status().context("running cargo build")?;
    if !status.success() {
        bail!("cargo build failed ({status})");
    }
    let dir = target_dir().join(if release { "release" } else { "debug" });
    Ok(BinPaths {
        reference: dir.join("reference"),
        conformance: dir.join("conformance"),
    })
}

pub struct BinPaths {
    pub reference: PathBuf,
    pub conformance: PathBuf,
}

/// A reference server process; stopped with SIGTERM when dropped. On Linux it
/// is also killed when the thread that started it ends without stopping it: a
/// test killed on a timeout (as cargo-mutants does with a looping mutant) must
/// not leave a server behind, and a looping server does not heed SIGTERM.
pub struct Server {
    pub service: String,
    pub url: String,
    child: Child,
}

impl Server {
    /// Runs `reference serve <service> --addr 127.0.0.1:0 <args>` and waits for
    /// its `listening on http://ADDR` line; its log goes to this process's stderr.
    pub fn start(
        reference: &Path,
        service: &str,
        args: &[String],
        envs: &[(&str, &str)],
    ) -> anyhow::Result<Server> {
        Self::start_logged(reference, service, args, envs, None)
    }

    /// [`Server::start`], with everything the server prints after its
    /// `listening on` line written to `log` instead (the terminal stays the
    /// runner's).
    pub fn start_logged(
        reference: &Path,
        service: &str,
        args: &[String],
        envs: &[(&str, &str)],
        log: Option<&Path>,
    ) -> anyhow::Result<Server> {
        let mut log_file = match log {
            Some(path) => {
                if let Some(parent) = path.parent() {
                    std::fs::create_dir_all(parent)
                        .with_context(|| format!("creating {}", parent.display()))?;
                }
                Some(
                    std::fs::File::create(path)
                        .with_context(|| format!("creating {}", path.display()))?,
                )
            }
            None => None,
        };
        let stderr = match &log_file {
            Some(file) => Stdio::from(file.try_clone()?),
            None => Stdio::inherit(),
        };
        let mut command = Command::new(reference);
        command
            .args(["serve", service, "--addr", "127.0.0.1:0"])
            .args(args)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(stderr);
        if std::env::var_os("RUST_LOG").is_none() {
            command.env("RUST_LOG", "warn");
        }
        for (key, value) in envs {
            command.env(key, value);
        }
        die_with_parent(&mut command);
        let mut child = command
            .spawn()
            .with_context(|| format!("starting {} serve {service}", reference.display()))?;
        let stdout = child.stdout.take().context("server stdout")?;
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            let mut lines = BufReader::new(stdout).lines();
            if let Some(Ok(line)) = lines.next() {
                let _ = tx.send(line);
            }
            // Keep draining so the server never blocks on a full pipe.
            for line in lines.map_while(Result::ok) {
                if let Some(file) = &mut log_file {
                    let _ = writeln!(file, "{line}");
                }
            }
        });
        let line = match rx.recv_timeout(Duration::from_secs(120)) {
            Ok(line) => line,
            Err(_) => {
                let _ = child.kill();
                let status = child.wait().ok();
                bail!("{service} server printed no `listening on` line (exit status {status:?})");
            }
        };
        let url = line
            .strip_prefix("listening on ")
            .map(|rest| {
                rest.split_whitespace()
                    .next()
                    .unwrap_or_default()
                    .to_owned()
            })
            .filter(|url| url.starts_with("http://"))
            .with_context(|| {
                format!("{service} server printed {line:?} instead of `listening on http://ADDR`")
            })?;
        Ok(Server {
            service: service.to_owned(),
            url,
            child,
        })
    }

    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// SIGTERM, then SIGKILL if it has not exited within a few seconds.
    pub fn stop(mut self) -> anyhow::Result<()> {
        self.terminate()
    }

    fn terminate(&mut self) -> anyhow::Result<()> {
        if self.child.try_wait()?.is_some() {
            return Ok(());
        }
        let _ = kill(Pid::from_raw(self.child.id() as i32), Signal::SIGTERM);
        for _ in 0..100 {
            if self.child.try_wait()?.is_some() {
                return Ok(());
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        self.child.kill()?;
        self.child.wait()?;
        bail!("{} server ignored SIGTERM and was killed", self.service)
    }
}

/// Asks the kernel to SIGKILL the child when the thread that spawns it ends.
#[cfg(target_os = "linux")]
fn die_with_parent(command: &mut Command) {
    use std::os::unix::process::CommandExt;
    let parent = nix::unistd::getpid();
    // SAFETY: prctl and getppid are async-signal-safe system calls, and the
    // closure allocates nothing.
    unsafe {
        command.pre_exec(move || {
            nix::sys::prctl::set_pdeathsig(Signal::SIGKILL)?;
            // The parent may have died before the request was made.
            if nix::unistd::getppid() != parent {
                return Err(std::io::Error::other("the parent exited during spawn"));
            }
            Ok(())
        });
    }
}

#[cfg(not(target_os = "linux"))]
fn die_with_parent(_command: &mut Command) {}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.terminate();
    }
}

/// Reference servers started the way `cargo xtask conformance` starts them:
/// a fresh data directory, a random admin token and two random API keys (so
/// the cases about what keys share run too), and the `conformance run`
/// arguments and environment that point the runner at them.
pub struct References {
    servers: Vec<Server>,
    /// Each server's log file, when they log to files.
    logs: Vec<PathBuf>,
    admin_token: String,
    api_keys: String,
    sandbox_image: Option<String>,
    data: tempfile::TempDir,
}

impl References {
    /// Starts `reference serve` for each of `services`. `sandbox_image` is the
    /// already built image the sandbox server runs by default, which the runner
    /// is told about along with the shared Docker engine. With `log_dir`, each
    /// server logs to `<service>.log` there instead of to stderr.
    pub fn start(
        reference: &Path,
        services: &[&str],
        sandbox_image: Option<&str>,
        log_dir: Option<&Path>,
    ) -> anyhow::Result<References> {
        let data = tempfile::tempdir().context("temporary data directory")?;
        let admin_token = format!("adm-{}", random_hex());
        let api_keys = format!("key-{},key-{}", random_hex(), random_hex());
        let mut servers = Vec::new();
        let mut logs = Vec::new();
        for &service in services {
            let data_dir = || {
                vec![
                    "--data-dir".to_owned(),
                    data.path().join(service).display().to_string(),
                ]
            };
            let (args, envs): (Vec<String>, Vec<(&str, &str)>) = match service {
                "auth" => (data_dir(), vec![("AUTH_ADMIN_TOKEN", &admin_token)]),
                "sandbox" => (data_dir(), vec![("SANDBOX_API_KEYS", &api_keys)]),
                _ => (Vec::new(), Vec::new()),
            };
            let log = log_dir.map(|dir| dir.join(format!("{service}.log")));
            servers.push(Server::start_logged(
                reference,
                service,
                &args,
                &envs,
                log.as_deref(),
            )?);
            logs.extend(log);
        }
        Ok(References {
            servers,
            logs,
            admin_token,
            api_keys,
            sandbox_image: sandbox_image.map(str::to_owned),
            data,
        })
    }

    pub fn servers(&self) -> &[Server] {
        &self.servers
    }

    /// `conformance run` with a `--target` (and `--server-log`) per server and
    /// the credentials of the servers started.
    pub fn runner(&self, conformance: &Path) -> Command {
        let mut command = Command::new(conformance);
        command.arg("run");
        for server in &self.servers {
            command
                .arg("--target")
                .arg(format!("{}={}", server.service, server.url));
            match server.service.as_str() {
                "auth" => command.env("TOUCHSTONE_ADMIN_TOKEN", &self.admin_token),
                "sandbox" => command.env("TOUCHSTONE_API_KEY", &self.api_keys),
                _ => &mut command,
            };
        }
        for (server, log) in self.servers.iter().zip(&self.logs) {
            command
                .arg("--server-log")
                .arg(format!("{}={}", server.service, log.display()));
        }
        if let Some(image) = &self.sandbox_image {
            command
                .arg("--sandbox-docker")
                .arg("--sandbox-image")
                .arg(image);
        }
        command
    }

    /// Stops the servers, then removes what the sandbox instance still owns
    /// (sandboxes outlive their server by design) and returns it.
    pub fn stop(self) -> anyhow::Result<crate::docker::Swept> {
        let mut stopped = Ok(());
        for server in self.servers {
            stopped = stopped.and(server.stop());
        }
        let swept = match crate::docker::instance_of(&self.data.path().join("sandbox")) {
            Some(instance) => crate::docker::sweep_instance(&instance)?,
            None => crate::docker::Swept::default(),
        };
        stopped.map(|()| swept)
    }
}

fn random_hex() -> String {
    use rand::Rng;
    let bytes: [u8; 16] = rand::rng().random();
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}
