//! A server started through `xtask::servers` does not outlive the process that
//! started it, even when that process is killed outright and never runs its
//! `Drop`: cargo-mutants kills a timed-out oracle this way, and a mutated
//! server stuck in a loop ignores SIGTERM.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use nix::sys::signal::{Signal, kill};
use nix::unistd::Pid;
use xtask::servers::{self, Server};

const REFERENCE_VAR: &str = "TOUCHSTONE_LIFETIME_REFERENCE";

/// The killed parent: run as a child of the test below (ignored otherwise).
/// It starts a server, prints its pid and waits to be killed.
#[test]
#[ignore = "started by a_server_dies_with_the_process_that_started_it"]
fn start_a_server_and_wait() {
    let reference = std::env::var(REFERENCE_VAR).expect("run by the test below");
    let server = Server::start(reference.as_ref(), "policy", &[], &[]).unwrap();
    println!("server pid {}", server.pid());
    std::thread::sleep(Duration::from_secs(600));
}

#[test]
fn a_server_dies_with_the_process_that_started_it() {
    let bins = servers::build_binaries(false).unwrap();
    let mut parent = Command::new(std::env::current_exe().unwrap())
        .args([
            "start_a_server_and_wait",
            "--exact",
            "--ignored",
            "--nocapture",
        ])
        .env(REFERENCE_VAR, &bins.reference)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let stdout = BufReader::new(parent.stdout.take().unwrap());
    let pid: u32 = stdout
        .lines()
        .map_while(Result::ok)
        .find_map(|line| line.strip_prefix("server pid ")?.parse().ok())
        .expect("the parent prints its server's pid");
    assert!(alive(pid), "the server is up before its parent is killed");

    parent.kill().unwrap();
    parent.wait().unwrap();

    let deadline = Instant::now() + Duration::from_secs(30);
    while alive(pid) && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(50));
    }
    if alive(pid) {
        let _ = kill(Pid::from_raw(pid as i32), Signal::SIGKILL);
        panic!("server {pid} outlived the process that started it");
    }
}

/// Running or stopped, but not a zombie waiting for a reaper that may never
/// come (a container's init need not reap orphans).
fn alive(pid: u32) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        Ok(stat) => stat
            .rsplit_once(')')
            .and_then(|(_, rest)| rest.split_whitespace().next())
            .is_some_and(|state| state != "Z" && state != "X"),
        Err(_) => false,
    }
}
