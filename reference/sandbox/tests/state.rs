//! Snapshots, rollback, fork, time to live and restart reconciliation against
//! the real Docker engine.

mod support;

use std::time::Duration;

use axum::http::{Method, StatusCode};
use reference_sandbox::Settings;
use serde_json::json;
use support::{DataDir, Server, docker, error_code, remove_listed};

#[tokio::test]
async fn snapshots_roll_back_and_fork_repeatedly() {
    let data = DataDir::new();
    let server = Server::start(&data).await;
    let id = server.create(json!({"timeout_seconds": 600})).await;
    server
        .sh(&id, "echo one > a.txt; mkdir -p d; echo deep > d/b.txt")
        .await;

    let (status, snapshot) = server
        .call(
            Method::POST,
            &format!("/v1/sandboxes/{id}/snapshots"),
            Some(json!({"name": "first"})),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{snapshot}");
    let snap = snapshot["id"].as_str().unwrap().to_owned();
    assert!(snap.starts_with("snap_") && snap.len() == 21, "{snap}");
    assert_eq!(snapshot["name"], "first");
    assert_eq!(snapshot["sandbox_id"], id.as_str());
    assert!(snapshot["size_bytes"].as_u64().unwrap() > 0);
    let (status, unnamed) = server
        .call(
            Method::POST,
            &format!("/v1/sandboxes/{id}/snapshots"),
            Some(json!({})),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED);
    assert!(unnamed["name"].is_null());

    server
        .sh(
            &id,
            "echo two > a.txt; echo new > c.txt; echo scratch > /tmp/t; sleep 1000 &",
        )
        .await;
    let (status, rolled) = server
        .call(
            Method::POST,
            &format!("/v1/sandboxes/{id}/rollback"),
            Some(json!({"snapshot_id": snap})),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{rolled}");
    assert_eq!(rolled["id"], id.as_str());
    let after = server
        .sh(&id, "cat a.txt d/b.txt; ls c.txt /tmp/t 2>/dev/null | wc -l; ps -o args | grep -c '^sleep 1000' || true; stat -c %u a.txt")
        .await;
    assert_eq!(after, "one\ndeep\n0\n0\n1000\n");

    let first_fork = fork(&server, &snap).await;
    let second_fork = fork(&server, &snap).await;
    assert_ne!(first_fork, second_fork);
    for forked in [&first_fork, &second_fork] {
        assert_eq!(server.sh(forked, "cat a.txt; touch mine").await, "one\n");
    }
    let (_, forked) = server
        .call(Method::GET, &format!("/v1/sandboxes/{first_fork}"), None)
        .await;
    assert_eq!(forked["source_snapshot_id"], snap.as_str());
    assert_eq!(forked["timeout_seconds"], 600);

    let (status, _) = server
        .call(Method::DELETE, &format!("/v1/sandboxes/{id}"), None)
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let (status, kept) = server
        .call(Method::GET, &format!("/v1/snapshots/{snap}"), None)
        .await;
    assert_eq!(status, StatusCode::OK, "snapshot lost with its sandbox");
    assert_eq!(kept["sandbox_id"], id.as_str());
    let orphan_fork = fork(&server, &snap).await;
    assert_eq!(server.sh(&orphan_fork, "cat d/b.txt").await, "deep\n");

    let (_, filtered) = server
        .call(Method::GET, &format!("/v1/snapshots?sandbox_id={id}"), None)
        .await;
    assert_eq!(filtered["snapshots"].as_array().unwrap().len(), 2);
    let (_, none) = server
        .call(
            Method::GET,
            &format!("/v1/snapshots?sandbox_id={first_fork}"),
            None,
        )
        .await;
    assert_eq!(none["snapshots"], json!([]));

    let (status, _) = server
        .call(Method::DELETE, &format!("/v1/snapshots/{snap}"), None)
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let (status, body) = server
        .call(Method::POST, &format!("/v1/snapshots/{snap}/fork"), None)
        .await;
    assert_eq!(
        (status, error_code(&body)),
        (StatusCode::NOT_FOUND, "not_found")
    );
    let (status, body) = server
        .call(
            Method::POST,
            &format!("/v1/sandboxes/{first_fork}/rollback"),
            Some(json!({"snapshot_id": snap})),
        )
        .await;
    assert_eq!(
        (status, error_code(&body)),
        (StatusCode::NOT_FOUND, "not_found")
    );
}

async fn fork(server: &Server, snapshot: &str) -> String {
    let (status, sandbox) = server
        .call(
            Method::POST,
            &format!("/v1/snapshots/{snapshot}/fork"),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{sandbox}");
    assert_eq!(sandbox["status"], "running");
    sandbox["id"].as_str().unwrap().to_owned()
}

#[tokio::test]
async fn snapshots_above_the_cap_are_refused() {
    let data = DataDir::new();
    let settings = Settings {
        snapshot_max_bytes: 64 * 1024,
        ..Settings::default()
    };
    let server = Server::start_with(&data, settings).await;
    let id = server.create(json!({})).await;
    server.sh(&id, "head -c 200000 /dev/urandom > big").await;
    let (status, body) = server
        .call(
            Method::POST,
            &format!("/v1/sandboxes/{id}/snapshots"),
            Some(json!({})),
        )
        .await;
    assert_eq!(
        (status, error_code(&body)),
        (StatusCode::PAYLOAD_TOO_LARGE, "snapshot_too_large")
    );
    let (_, all) = server.call(Method::GET, "/v1/snapshots", None).await;
    assert_eq!(all["snapshots"], json!([]));
    let leftovers = std::fs::read_dir(data.path().join("snapshots"))
        .unwrap()
        .count();
    assert_eq!(leftovers, 0, "a refused snapshot left files behind");
}

/// File requests that meet a rollback read the rolled-back workspace, and those
/// that meet a delete answer 404: never a 500 from a container taken away
/// under them.
#[tokio::test]
async fn file_requests_racing_a_rollback_or_a_delete_see_a_whole_sandbox() {
    let data = DataDir::new();
    let server = Server::start(&data).await;
    let id = server.create(json!({"timeout_seconds": 600})).await;
    server.sh(&id, "echo kept > a.txt").await;
    let (status, snapshot) = server
        .call(
            Method::POST,
            &format!("/v1/sandboxes/{id}/snapshots"),
            Some(json!({})),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{snapshot}");
    let snap = snapshot["id"].as_str().unwrap().to_owned();

    let list = format!("/v1/sandboxes/{id}/files/list");
    let listings = || async {
        let mut statuses = Vec::new();
        for _ in 0..12 {
            let (status, body) = server.call(Method::GET, &list, None).await;
            statuses.push((status, body));
        }
        statuses
    };
    let rollback_path = format!("/v1/sandboxes/{id}/rollback");
    let rollback = server.call(
        Method::POST,
        &rollback_path,
        Some(json!({"snapshot_id": snap})),
    );
    let ((status, rolled), first, second) = tokio::join!(rollback, listings(), listings());
    assert_eq!(status, StatusCode::OK, "{rolled}");
    for (status, body) in first.iter().chain(&second) {
        assert_eq!(
            *status,
            StatusCode::OK,
            "a listing during a rollback: {body}"
        );
        assert_eq!(body["entries"][0]["name"], "a.txt", "{body}");
    }

    let sandbox_path = format!("/v1/sandboxes/{id}");
    let delete = server.call(Method::DELETE, &sandbox_path, None);
    let ((status, deleted), first, second) = tokio::join!(delete, listings(), listings());
    assert_eq!(status, StatusCode::NO_CONTENT, "{deleted}");
    for (status, body) in first.iter().chain(&second) {
        assert!(
            [StatusCode::OK, StatusCode::NOT_FOUND].contains(status),
            "a listing during a delete answered {status}: {body}"
        );
    }
    let (status, _) = server.call(Method::GET, &list, None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn the_reaper_destroys_expired_sandboxes_and_a_reset_extends_the_ttl() {
    let data = DataDir::new();
    let server = Server::start(&data).await;
    let short = server.create(json!({"timeout_seconds": 1})).await;
    let kept = server.create(json!({"timeout_seconds": 1})).await;
    let (status, reset) = server
        .call(
            Method::POST,
            &format!("/v1/sandboxes/{kept}/timeout"),
            Some(json!({"timeout_seconds": 600})),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{reset}");
    assert_eq!(reset["timeout_seconds"], 600);

    let mut gone = false;
    for _ in 0..60 {
        let (status, _) = server
            .call(Method::GET, &format!("/v1/sandboxes/{short}"), None)
            .await;
        if status == StatusCode::NOT_FOUND {
            gone = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
    assert!(gone, "the expired sandbox is still there");
    assert!(docker(&["inspect", &format!("touchstone-{short}")]).is_err());
    assert!(
        docker(&[
            "volume",
            "inspect",
            &format!("touchstone-{short}-workspace")
        ])
        .is_err()
    );
    let (status, _) = server
        .call(Method::GET, &format!("/v1/sandboxes/{kept}"), None)
        .await;
    assert_eq!(status, StatusCode::OK, "the reset sandbox was reaped");
    let (_, list) = server.call(Method::GET, "/v1/sandboxes", None).await;
    let ids: Vec<&str> = list["sandboxes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, [kept.as_str()]);
}

#[tokio::test]
async fn restart_resumes_recorded_sandboxes_and_removes_only_unrecorded_managed_ones() {
    let data = DataDir::new();
    let first = Server::start(&data).await;
    let id = first.create(json!({})).await;
    first.sh(&id, "echo kept > note").await;
    drop(first);
    docker(&["stop", "-t", "0", &format!("touchstone-{id}")]).unwrap();

    let marker = format!("touchstone-test-{}", std::process::id());
    let stray = format!("{marker}-stray");
    let foreign = format!("{marker}-foreign");
    let unmanaged = format!("{marker}-unmanaged");
    let image = reference_sandbox::DEFAULT_IMAGE;
    docker(&[
        "create",
        "--name",
        &stray,
        "--label",
        "io.touchstone.managed=true",
        "--label",
        &format!("io.touchstone.instance={}", data.instance()),
        image,
        "true",
    ])
    .unwrap();
    docker(&[
        "volume",
        "create",
        "--label",
        "io.touchstone.managed=true",
        &format!("{stray}-volume"),
    ])
    .unwrap();
    docker(&[
        "create",
        "--name",
        &foreign,
        "--label",
        "io.touchstone.managed=true",
        "--label",
        "io.touchstone.instance=someone-else",
        image,
        "true",
    ])
    .unwrap();
    docker(&[
        "create",
        "--name",
        &unmanaged,
        "--label",
        "test.marker=1",
        image,
        "true",
    ])
    .unwrap();

    let second = Server::start(&data).await;
    let stray_left = docker(&["inspect", &stray]).is_ok();
    let stray_volume_left = docker(&["volume", "inspect", &format!("{stray}-volume")]).is_ok();
    let foreign_left = docker(&["inspect", &foreign]).is_ok();
    let unmanaged_left = docker(&["inspect", &unmanaged]).is_ok();
    remove_listed(
        &["ps", "-aq", "--filter", &format!("name={marker}")],
        &["rm", "-f"],
    );
    let _ = docker(&["volume", "rm", "-f", &format!("{stray}-volume")]);

    assert!(!stray_left, "a managed container without a record survived");
    assert!(
        !stray_volume_left,
        "a managed volume without a record survived"
    );
    assert!(foreign_left, "another instance's container was removed");
    assert!(unmanaged_left, "an unmanaged container was removed");
    let (status, sandbox) = second
        .call(Method::GET, &format!("/v1/sandboxes/{id}"), None)
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(sandbox["status"], "running");
    assert_eq!(second.sh(&id, "cat note").await, "kept\n");
}
