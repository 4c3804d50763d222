//! The `reference` binary's contract with scripts: one `listening on
//! http://ADDR` line per server, free ports with `--addr 127.0.0.1:0`, graceful
//! exit on SIGTERM, and a clear refusal of missing credentials.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use nix::sys::signal::{Signal, kill};
use nix::unistd::Pid;
use xtask::servers::{self, Server};

fn wait_exit(
    child: &mut std::process::Child,
    within: Duration,
) -> Option<std::process::ExitStatus> {
    let deadline = Instant::now() + within;
    while Instant::now() < deadline {
        if let Some(status) = child.try_wait().unwrap() {
            return Some(status);
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    None
}

#[test]
fn each_server_prints_its_address_and_stops_on_sigterm() {
    let bins = servers::build_binaries(false).unwrap();
    for service in ["invoice", "policy"] {
        let server = Server::start(&bins.reference, service, &[], &[]).unwrap();
        assert!(
            server.url.starts_with("http://127.0.0.1:"),
            "{}",
            server.url
        );
        assert!(
            !server.url.ends_with(":0"),
            "port 0 must be resolved: {}",
            server.url
        );
        server.stop().expect("server exits on SIGTERM");
    }
}

#[test]
fn serve_all_starts_every_server_on_its_own_port() {
    let bins = servers::build_binaries(false).unwrap();
    let data = tempfile::tempdir().unwrap();
    let mut child = Command::new(&bins.reference)
        .args([
            "serve",
            "all",
            "--admin-token",
            "t",
            "--api-key",
            "k",
            "--sandbox-data-dir",
        ])
        .arg(data.path())
        .env("RUST_LOG", "warn")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let mut lines = BufReader::new(stdout).lines();
    let mut seen = Vec::new();
    while seen.len() < 4 {
        let line = lines
            .next()
            .expect("serve all printed fewer than four lines")
            .unwrap();
        seen.push(line);
    }
    let mut ports: Vec<&str> = Vec::new();
    for service in ["auth", "sandbox", "invoice", "policy"] {
        let line = seen
            .iter()
            .find(|l| l.ends_with(&format!("({service})")))
            .unwrap_or_else(|| panic!("no line for {service} in {seen:?}"));
        assert!(line.starts_with("listening on http://127.0.0.1:"), "{line}");
        ports.push(line.split(':').nth(2).unwrap());
    }
    ports.sort_unstable();
    ports.dedup();
    assert_eq!(ports.len(), 4, "four distinct ports: {seen:?}");
    kill(Pid::from_raw(child.id() as i32), Signal::SIGTERM).unwrap();
    let status =
        wait_exit(&mut child, Duration::from_secs(10)).expect("serve all exits on SIGTERM");
    assert!(status.success(), "{status}");
}

// covers: AUTH-AUTHN-6
#[test]
fn auth_without_an_admin_token_or_with_an_empty_one_is_refused() {
    let bins = servers::build_binaries(false).unwrap();
    let output = Command::new(&bins.reference)
        .args(["serve", "auth", "--addr", "127.0.0.1:0"])
        .env_remove("AUTH_ADMIN_TOKEN")
        .output()
        .unwrap();
    assert!(!output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).contains("--admin-token"));
    let empty = Command::new(&bins.reference)
        .args([
            "serve",
            "auth",
            "--addr",
            "127.0.0.1:0",
            "--admin-token",
            "",
        ])
        .output()
        .unwrap();
    assert!(
        !empty.status.success(),
        "an empty admin token must be refused at start"
    );
}

// covers: SBX-ISOLATION-15
#[test]
fn sandbox_listens_on_8080_by_default() {
    let bins = servers::build_binaries(false).unwrap();
    let output = Command::new(&bins.reference)
        .args(["serve", "sandbox", "--help"])
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&output.stdout).contains("127.0.0.1:8080"));
}
