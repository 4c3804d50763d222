//! Sandboxes, exec, streams and files against the real Docker engine.

mod support;

use axum::body::Body;
use axum::http::{Method, Request, StatusCode};
use serde_json::{Value, json};
use support::{DataDir, KEY, Server, docker, error_code};

#[tokio::test]
async fn keys_health_openapi_and_error_shape() {
    let data = DataDir::new();
    let server = Server::start(&data).await;

    let (status, body) = server
        .send(Request::get("/healthz").body(Body::empty()).unwrap())
        .await;
    assert_eq!(status, StatusCode::OK);
    let health: Value = serde_json::from_slice(&body).unwrap();
    assert_eq!(health, json!({"status": "ok", "docker": true}));

    for header in [
        None,
        Some("Bearer wrong"),
        Some("Basic dGVzdA=="),
        Some(KEY),
    ] {
        let mut request = Request::get("/v1/sandboxes");
        if let Some(value) = header {
            request = request.header("authorization", value);
        }
        let (status, body) = server.send(request.body(Body::empty()).unwrap()).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{header:?}");
        let body: Value = serde_json::from_slice(&body).unwrap();
        assert_eq!(error_code(&body), "unauthorized");
    }
    let second = Request::get("/v1/sandboxes").header("authorization", "Bearer second-key");
    let (status, _) = server.send(second.body(Body::empty()).unwrap()).await;
    assert_eq!(status, StatusCode::OK);

    let (status, body) = server
        .send(Request::get("/openapi.json").body(Body::empty()).unwrap())
        .await;
    assert_eq!(status, StatusCode::OK);
    let document: Value = serde_json::from_slice(&body).unwrap();
    for path in [
        "/v1/sandboxes",
        "/v1/sandboxes/{id}/exec/stream",
        "/v1/snapshots/{id}/fork",
        "/healthz",
    ] {
        assert!(
            document["paths"][path].is_object(),
            "{path} missing from the OpenAPI document"
        );
    }
    let parameters = &document["paths"]["/v1/snapshots"]["get"]["parameters"];
    assert_eq!(parameters[0]["name"], "sandbox_id");
    assert_eq!(parameters[0]["in"], "query");
    let components = &document["components"];
    assert_eq!(components["securitySchemes"]["api_key"]["scheme"], "bearer");
    assert!(components["schemas"]["Error"]["properties"]["error"].is_object());

    for uri in [
        "/v1/sandboxes/sb_0000000000000000",
        "/v1/snapshots/snap_0000000000000000",
    ] {
        let (status, body) = server.call(Method::GET, uri, None).await;
        assert_eq!(
            (status, error_code(&body)),
            (StatusCode::NOT_FOUND, "not_found"),
            "{uri}"
        );
    }
    let (status, body) = server
        .call(
            Method::POST,
            "/v1/sandboxes",
            Some(json!({"timeout_seconds": 0})),
        )
        .await;
    assert_eq!(
        (status, error_code(&body)),
        (StatusCode::BAD_REQUEST, "bad_request")
    );
    let (status, body) = server
        .call(
            Method::POST,
            "/v1/sandboxes",
            Some(json!({"colour": "blue"})),
        )
        .await;
    assert_eq!(
        (status, error_code(&body)),
        (StatusCode::BAD_REQUEST, "bad_request")
    );
    let (status, body) = server
        .call(
            Method::POST,
            "/v1/sandboxes",
            Some(json!({"image": "touchstone-missing-image:none"})),
        )
        .await;
    assert_eq!(
        (status, error_code(&body)),
        (StatusCode::BAD_REQUEST, "image_not_found")
    );
    let ours = format!("label=io.touchstone.instance={}", data.instance());
    let left = [
        docker(&["ps", "-aq", "--filter", &ours]).unwrap(),
        docker(&["volume", "ls", "-q", "--filter", &ours]).unwrap(),
    ];
    assert_eq!(left, ["", ""], "a failed create left resources behind");
}

#[tokio::test]
async fn containers_get_every_isolation_default() {
    let data = DataDir::new();
    let server = Server::start(&data).await;
    let id = server
        .create(json!({"memory_mb": 128, "pids_limit": 64, "tmp_size_mb": 16}))
        .await;

    let (status, sandbox) = server
        .call(Method::GET, &format!("/v1/sandboxes/{id}"), None)
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(sandbox["status"], "running");
    assert_eq!(sandbox["read_only_rootfs"], true);
    assert_eq!(sandbox["network"], false);
    assert_eq!(sandbox["timeout_seconds"], 900);
    assert!(id.starts_with("sb_") && id.len() == 19, "{id}");

    let inside = server
        .sh(
            &id,
            "id -u; id -g; echo $HOME; hostname; grep CapEff /proc/self/status; grep NoNewPrivs /proc/self/status; \
             ls /sys/class/net | tr '\\n' ' '; echo; grep ' /tmp ' /proc/mounts; \
             cat /sys/fs/cgroup/pids/pids.max 2>/dev/null || cat /sys/fs/cgroup/pids.max; \
             cat /sys/fs/cgroup/memory/memory.limit_in_bytes 2>/dev/null || cat /sys/fs/cgroup/memory.max; \
             grep -m1 ' / ' /proc/mounts | cut -d' ' -f4 | cut -d, -f1; \
             touch /workspace/probe && echo workspace-writable",
        )
        .await;
    let lines: Vec<&str> = inside.lines().collect();
    assert_eq!(lines[0], "1000");
    assert_eq!(lines[1], "1000");
    assert_eq!(lines[2], "/workspace");
    assert_eq!(lines[3], "sandbox");
    assert!(
        lines[4].ends_with("0000000000000000"),
        "capabilities left: {}",
        lines[4]
    );
    assert!(lines[5].ends_with('1'), "{}", lines[5]);
    assert_eq!(lines[6].trim(), "lo");
    let tmp = lines[7];
    assert!(
        tmp.contains("tmpfs") && tmp.contains("nosuid") && tmp.contains("nodev"),
        "{tmp}"
    );
    assert!(tmp.contains("size=16384k"), "{tmp}");
    assert_eq!(lines[8], "64");
    assert_eq!(lines[9], (128 * 1024 * 1024).to_string());
    assert_eq!(lines[10], "ro", "root filesystem mount options");
    assert_eq!(lines[11], "workspace-writable");

    let container = format!("touchstone-{id}");
    let host = docker(&[
        "inspect",
        "--format",
        "{{.HostConfig.Memory}} {{.HostConfig.MemorySwap}} {{.HostConfig.IpcMode}} {{.HostConfig.Init}} \
         {{.HostConfig.NetworkMode}} {{.HostConfig.CapDrop}} {{.HostConfig.SecurityOpt}} {{len .Mounts}} \
         {{.Config.Labels}}",
        &container,
    ])
    .unwrap();
    let memory = (128 * 1024 * 1024).to_string();
    assert!(
        host.starts_with(&format!(
            "{memory} {memory} none true none [ALL] [no-new-privileges:true] 1 "
        )),
        "{host}"
    );
    assert!(host.contains("io.touchstone.managed:true"), "{host}");

    let writable = server.create(json!({"read_only_rootfs": false})).await;
    let root = server
        .sh(
            &writable,
            "grep -m1 ' / ' /proc/mounts | cut -d' ' -f4 | cut -d, -f1",
        )
        .await;
    assert_eq!(root.trim(), "rw");

    let (status, _) = server
        .call(Method::DELETE, &format!("/v1/sandboxes/{id}"), None)
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    assert!(
        docker(&["inspect", &container]).is_err(),
        "container left after delete"
    );
    assert!(docker(&["volume", "inspect", &format!("touchstone-{id}-workspace")]).is_err());
    let (status, body) = server
        .call(Method::DELETE, &format!("/v1/sandboxes/{id}"), None)
        .await;
    assert_eq!(
        (status, error_code(&body)),
        (StatusCode::NOT_FOUND, "not_found")
    );
}

#[tokio::test]
async fn network_sandboxes_get_a_dedicated_bridge_without_icc() {
    let data = DataDir::new();
    let server = Server::start(&data).await;
    let id = server.create(json!({"network": true})).await;
    let network = format!("touchstone-{id}-net");
    let mode = docker(&[
        "inspect",
        "--format",
        "{{.HostConfig.NetworkMode}}",
        &format!("touchstone-{id}"),
    ])
    .unwrap();
    assert_eq!(mode, network);
    let options = docker(&[
        "network",
        "inspect",
        "--format",
        "{{.Driver}} {{.Options}}",
        &network,
    ])
    .unwrap();
    assert!(options.starts_with("bridge "), "{options}");
    assert!(
        options.contains("com.docker.network.bridge.enable_icc:false"),
        "{options}"
    );
    let interfaces = server.sh(&id, "ls /sys/class/net | tr '\\n' ' '").await;
    assert!(interfaces.contains("eth0"), "{interfaces}");

    // A rollback rebuilds the container on the network it keeps: an engine
    // before API 1.44 would create a second network of the same name when
    // asked, and a name that means two networks cannot be removed.
    let (status, snapshot) = server
        .call(
            Method::POST,
            &format!("/v1/sandboxes/{id}/snapshots"),
            Some(json!({})),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{snapshot}");
    let (status, body) = server
        .call(
            Method::POST,
            &format!("/v1/sandboxes/{id}/rollback"),
            Some(json!({"snapshot_id": snapshot["id"]})),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let named = docker(&[
        "network",
        "ls",
        "-q",
        "--filter",
        &format!("name=^{network}$"),
    ])
    .unwrap();
    assert_eq!(
        named.lines().count(),
        1,
        "networks named {network}: {named}"
    );

    let (status, body) = server
        .call(Method::DELETE, &format!("/v1/sandboxes/{id}"), None)
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT, "{body}");
    assert!(
        docker(&["network", "inspect", &network]).is_err(),
        "network left after delete"
    );
}

#[tokio::test]
async fn exec_reports_results_and_a_timeout_kills_the_whole_group() {
    let data = DataDir::new();
    let server = Server::start(&data).await;
    let id = server.create(json!({})).await;

    let result = server
        .exec(&id, "echo out; echo err >&2; pwd; exit 3")
        .await;
    assert_eq!(result["stdout"], "out\n/workspace\n");
    assert_eq!(result["stderr"], "err\n");
    assert_eq!(result["exit_code"], 3);
    assert_eq!(result["timed_out"], false);
    assert_eq!(result["truncated"], false);

    let session = server
        .sh(&id, "echo $$ $(cut -d' ' -f6 /proc/$$/stat)")
        .await;
    let ids: Vec<&str> = session.split_whitespace().collect();
    assert_eq!(ids[0], ids[1], "the command's shell leads its own session");

    let (status, result) = server
        .call(
            Method::POST,
            &format!("/v1/sandboxes/{id}/exec"),
            Some(json!({"command": "sleep 1000 & sleep 1001 & echo started; wait", "timeout_seconds": 2})),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(result["timed_out"], true, "{result}");
    assert_eq!(
        result["exit_code"], 137,
        "the shell is killed, not left to finish"
    );
    assert_eq!(result["stdout"], "started\n");
    let left = server
        .sh(&id, "ps -o args | grep -c '^sleep 100[01]' || true")
        .await;
    assert_eq!(left.trim(), "0", "children survived the timeout");

    let capped = server.exec(&id, "yes 0123456789abcdef").await;
    assert_eq!(capped["truncated"], true);
    assert_eq!(capped["stdout"].as_str().unwrap().len(), 1024 * 1024);
    let left = server.sh(&id, "ps -o args | grep -c '^yes' || true").await;
    assert_eq!(left.trim(), "0", "a capped command kept running");

    let (status, body) = server
        .call(
            Method::POST,
            &format!("/v1/sandboxes/{id}/exec"),
            Some(json!({"command": ""})),
        )
        .await;
    assert_eq!(
        (status, error_code(&body)),
        (StatusCode::BAD_REQUEST, "bad_request")
    );
    let (status, body) = server
        .call(
            Method::POST,
            "/v1/sandboxes/sb_0000000000000000/exec",
            Some(json!({"command": "true"})),
        )
        .await;
    assert_eq!(
        (status, error_code(&body)),
        (StatusCode::NOT_FOUND, "not_found")
    );
}

/// A command that fills the process limit leaves no room for a second exec;
/// the timeout must still kill all of it and leave the sandbox usable.
#[tokio::test]
async fn a_timed_out_command_at_the_process_limit_is_killed() {
    let data = DataDir::new();
    let server = Server::start(&data).await;
    let id = server.create(json!({"pids_limit": 32})).await;
    let container = format!("touchstone-{id}");

    let command = "(i=0; while [ $i -lt 80 ]; do sleep 1041 & i=$((i+1)); done; \
                   echo started=$i) ; while :; do :; done";
    let (status, result) = server
        .call(
            Method::POST,
            &format!("/v1/sandboxes/{id}/exec"),
            Some(json!({"command": command, "timeout_seconds": 3})),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{result}");
    assert_eq!(result["timed_out"], true, "{result}");
    assert_eq!(result["exit_code"], 137, "{result}");
    assert_eq!(result["truncated"], false, "{result}");

    let left = server
        .sh(&id, "ps -o args | grep -c '^sleep 1041' || true")
        .await;
    assert_eq!(left.trim(), "0", "children survived the timeout");
    assert_eq!(server.sh(&id, "echo still usable").await, "still usable\n");
    assert_eq!(
        docker(&["inspect", "-f", "{{.HostConfig.PidsLimit}}", &container]).unwrap(),
        "32",
        "the process limit was not restored"
    );

    let long_name = "a".repeat(300);
    let (status, body) = server
        .put_file(&id, &format!("path=/workspace/{long_name}"), b"x".to_vec())
        .await;
    assert_eq!(
        (status, error_code(&body)),
        (StatusCode::BAD_REQUEST, "invalid_path"),
        "{body}"
    );
    let (status, body) = server
        .get_file(&id, &format!("path=/workspace/{long_name}"))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let body: Value = serde_json::from_slice(&body).unwrap();
    assert_eq!(error_code(&body), "invalid_path", "{body}");
    assert!(!body.to_string().contains("/var/lib"), "{body}");
}

#[tokio::test]
async fn stream_emits_output_events_then_exactly_one_exit() {
    let data = DataDir::new();
    let server = Server::start(&data).await;
    let id = server.create(json!({})).await;

    let command = "echo one; sleep 0.3; echo two >&2; sleep 0.3; \
                   i=0; while [ $i -lt 4000 ]; do printf 'é€'; i=$((i+1)); done; exit 4";
    let request = Request::post(format!("/v1/sandboxes/{id}/exec/stream"))
        .header("authorization", format!("Bearer {KEY}"))
        .header("content-type", "application/json")
        .body(Body::from(json!({ "command": command }).to_string()))
        .unwrap();
    let response = tower::ServiceExt::oneshot(server.router.clone(), request)
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.headers()["content-type"], "application/x-ndjson");
    let body = axum::body::to_bytes(response.into_body(), usize::MAX)
        .await
        .unwrap();
    let events: Vec<Value> = body
        .split(|byte| *byte == b'\n')
        .filter(|line| !line.is_empty())
        .map(|line| serde_json::from_slice(line).expect("each line is one JSON object"))
        .collect();

    let last = events.last().expect("events");
    assert_eq!(last["type"], "exit");
    assert_eq!(last["exit_code"], 4);
    assert_eq!(last["timed_out"], false);
    assert_eq!(
        events
            .iter()
            .filter(|event| event["type"] == "exit")
            .count(),
        1
    );
    let kinds: Vec<&str> = events
        .iter()
        .map(|event| event["type"].as_str().unwrap())
        .collect();
    assert_eq!(kinds[0], "stdout");
    assert_eq!(events[0]["data"], "one\n");
    assert_eq!(kinds[1], "stderr");
    assert_eq!(events[1]["data"], "two\n");
    let rest: String = events[2..events.len() - 1]
        .iter()
        .map(|event| {
            assert_eq!(event["type"], "stdout");
            event["data"].as_str().unwrap()
        })
        .collect();
    assert_eq!(
        rest,
        "é€".repeat(4000),
        "multi-byte characters were split or lost"
    );

    let request = Request::post(format!("/v1/sandboxes/{id}/exec/stream"))
        .header("authorization", format!("Bearer {KEY}"))
        .header("content-type", "application/json")
        .body(Body::from(json!({ "command": "sleep 1000" }).to_string()))
        .unwrap();
    let response = tower::ServiceExt::oneshot(server.router.clone(), request)
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    drop(response);
    let mut running = String::new();
    for _ in 0..40 {
        running = server
            .sh(&id, "ps -o args | grep -c '^sleep 1000' || true")
            .await;
        if running.trim() == "0" {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(250)).await;
    }
    assert_eq!(
        running.trim(),
        "0",
        "the command outlived its disconnected client"
    );
}

#[tokio::test]
async fn files_round_trip_and_path_attacks_are_refused() {
    let data = DataDir::new();
    let server = Server::start(&data).await;
    let id = server.create(json!({"read_only_rootfs": false})).await;

    let binary: Vec<u8> = (0..=255u8).cycle().take(70_000).collect();
    let (status, written) = server
        .put_file(
            &id,
            "path=/workspace/dir/sub/data.bin&mode=0755",
            binary.clone(),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{written}");
    assert_eq!(
        written,
        json!({"path": "/workspace/dir/sub/data.bin", "size": 70_000, "mode": "0755"})
    );
    let seen = server
        .sh(
            &id,
            "wc -c < dir/sub/data.bin; stat -c '%a %u:%g' dir/sub/data.bin",
        )
        .await;
    assert_eq!(seen, "70000\n755 1000:1000\n");
    let (status, read) = server
        .get_file(&id, "path=/workspace/dir/sub/data.bin")
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(read.as_ref(), binary.as_slice());

    let (status, listing) = server
        .call(
            Method::GET,
            &format!("/v1/sandboxes/{id}/files/list?path=/workspace/dir/sub"),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        listing["entries"],
        json!([{"name": "data.bin", "path": "/workspace/dir/sub/data.bin", "type": "file", "size": 70000, "mode": "0755"}])
    );
    let (status, listing) = server
        .call(Method::GET, &format!("/v1/sandboxes/{id}/files/list"), None)
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(listing["path"], "/workspace");
    assert_eq!(listing["entries"][0]["type"], "directory");

    server
        .sh(
            &id,
            "ln -s /etc /workspace/etc-link; ln -s /etc/passwd /workspace/passwd-link",
        )
        .await;
    let attacks = [
        "path=/etc/passwd",
        "path=/workspace/../etc/passwd",
        "path=/workspace/%2e%2e/etc/passwd",
        "path=%2Fworkspace%2F..%2Fetc%2Fpasswd",
        "path=/workspace/etc-link/passwd",
        "path=/workspace/passwd-link",
        "path=/workspace",
    ];
    for query in attacks {
        let (status, body) = server.get_file(&id, query).await;
        let body: Value = serde_json::from_slice(&body).unwrap();
        assert_eq!(
            (status, error_code(&body)),
            (StatusCode::BAD_REQUEST, "path_outside_workspace"),
            "read {query}"
        );
        let (status, body) = server.put_file(&id, query, b"owned".to_vec()).await;
        assert_eq!(
            (status, error_code(&body)),
            (StatusCode::BAD_REQUEST, "path_outside_workspace"),
            "write {query}"
        );
    }
    let (status, body) = server
        .put_file(
            &id,
            "path=/workspace/etc-link/touchstone-evil",
            b"x".to_vec(),
        )
        .await;
    assert_eq!(
        (status, error_code(&body)),
        (StatusCode::BAD_REQUEST, "path_outside_workspace")
    );
    assert_eq!(
        server
            .sh(&id, "ls /etc/touchstone-evil 2>/dev/null | wc -l")
            .await
            .trim(),
        "0"
    );
    let (status, body) = server
        .call(
            Method::GET,
            &format!("/v1/sandboxes/{id}/files/list?path=/workspace/etc-link"),
            None,
        )
        .await;
    assert_eq!(
        (status, error_code(&body)),
        (StatusCode::BAD_REQUEST, "path_outside_workspace")
    );

    let (status, body) = server.get_file(&id, "path=relative.txt").await;
    let body: Value = serde_json::from_slice(&body).unwrap();
    assert_eq!(
        (status, error_code(&body)),
        (StatusCode::BAD_REQUEST, "invalid_path")
    );
    let (status, body) = server.get_file(&id, "path=/workspace/missing.txt").await;
    let body: Value = serde_json::from_slice(&body).unwrap();
    assert_eq!(
        (status, error_code(&body)),
        (StatusCode::NOT_FOUND, "not_found")
    );
    let (status, body) = server
        .put_file(&id, "path=/workspace/x&mode=4755", b"x".to_vec())
        .await;
    assert_eq!(
        (status, error_code(&body)),
        (StatusCode::BAD_REQUEST, "invalid_mode")
    );
    let (status, body) = server
        .put_file(&id, "path=/workspace/dir", b"x".to_vec())
        .await;
    assert_eq!(
        (status, error_code(&body)),
        (StatusCode::BAD_REQUEST, "is_a_directory")
    );
}

#[tokio::test]
async fn an_image_with_a_root_owned_workspace_still_gives_a_writable_one() {
    let data = DataDir::new();
    let server = Server::start(&data).await;
    let builder = format!("touchstone-test-rootws-{}", std::process::id());
    let image = format!("{builder}:latest");
    docker(&[
        "run",
        "--name",
        &builder,
        "--user",
        "0:0",
        reference_sandbox::DEFAULT_IMAGE,
        "chown",
        "0:0",
        "/workspace",
    ])
    .unwrap();
    let committed = docker(&["commit", &builder, &image]);
    let _ = docker(&["rm", "-f", &builder]);
    committed.unwrap();

    let (status, sandbox) = server
        .call(
            Method::POST,
            "/v1/sandboxes",
            Some(json!({ "image": image })),
        )
        .await;
    let seen = match sandbox["id"].as_str() {
        Some(id) => {
            server
                .exec(id, "touch /workspace/x && stat -c %u:%g /workspace")
                .await
        }
        None => Value::Null,
    };
    if let Some(id) = sandbox["id"].as_str() {
        server
            .call(Method::DELETE, &format!("/v1/sandboxes/{id}"), None)
            .await;
    }
    let _ = docker(&["rmi", "-f", &image]);
    assert_eq!(status, StatusCode::CREATED, "{sandbox}");
    assert_eq!(seen["stdout"], "1000:1000\n", "{seen}");
}
