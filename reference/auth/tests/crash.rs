//! kill -9 in the middle of serving loses nothing that was answered.

mod common;

use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use common::{Api, token_of};

const DIR_ENV: &str = "TOUCHSTONE_AUTH_CRASH_DIR";

/// Runs in a child process that the test below kills with SIGKILL.
#[tokio::test]
#[ignore = "child process of kill_9_loses_nothing_that_was_answered"]
async fn crash_child() {
    let Ok(dir) = std::env::var(DIR_ENV) else {
        eprintln!("crash_child only runs as the child of kill_9_loses_nothing_that_was_answered");
        return;
    };
    let dir = PathBuf::from(dir);
    let api = Api::with(Some(dir.clone())).await;
    let token = token_of(&api.simple_grant(&["x"], 5).await);
    for _ in 0..2 {
        assert_eq!(api.check(&token, "x").await["decision"], "allow");
    }
    std::fs::write(dir.join("token"), &token).unwrap();
    std::fs::write(dir.join("ready"), "").unwrap();
    // Keep the connection open until the parent kills this process.
    loop {
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
}

// covers: AUTH-STATE-1, AUTH-STATE-2
#[tokio::test]
async fn kill_9_loses_nothing_that_was_answered() {
    let dir = tempfile::tempdir().unwrap();
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args(["--ignored", "--exact", "crash_child"])
        .env(DIR_ENV, dir.path())
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    let started = Instant::now();
    while !dir.path().join("ready").exists() {
        assert!(
            child.try_wait().unwrap().is_none(),
            "the child process ended early"
        );
        assert!(
            started.elapsed() < Duration::from_secs(50),
            "the child process never got ready"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    child.kill().unwrap();
    child.wait().unwrap();

    let token = std::fs::read_to_string(dir.path().join("token")).unwrap();
    let api = Api::with(Some(dir.path().to_owned())).await;
    assert_eq!(api.introspect(&token).await["usesSpent"], 2);
    assert_eq!(api.audit().await.len(), 2);
    assert_eq!(api.admin_get("/v1/audit/verify").await.body["valid"], true);
    assert_eq!(api.check(&token, "x").await["decision"], "allow");
}
