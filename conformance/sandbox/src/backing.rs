//! With `--sandbox-docker`: the container and volume behind a sandbox, found as
//! the objects that appeared on the engine while it was created, and their
//! removal when the sandbox is deleted or expires (SBX-DELETE-1, SBX-TTL-2).

use std::time::{Duration, Instant};

use conformance_engine::{Context, Failure, HttpRequest};
use futures::FutureExt;
use serde_json::json;

use crate::engine::{Engine, Kind, Object, appeared, remaining};
use crate::support::{Decl, FnCase, Halt, create, delete, judged, keyed, success, verdict};

/// How long objects may linger once the service says a sandbox is gone.
const REMOVAL: Duration = Duration::from_secs(15);
/// How long after its time to live an expired sandbox may still answer: the
/// seed sets no reaper period, so this is generous (SBX-TTL-3 is the tight one).
const REAPING: Duration = Duration::from_secs(60);

pub fn cases() -> Vec<FnCase> {
    vec![
        Decl {
            id: "sandbox.engine.delete_removes_what_backs_a_sandbox",
            title: "Behind a sandbox are one managed container and one managed volume mounted at /workspace; after delete none of them, nor its network, is left",
            requirements: &[
                "SBX-ISOLATION-1",
                "SBX-ISOLATION-27",
                "SBX-DELETE-1",
                "SBX-DELETE-5",
            ],
            tags: &["engine", "lifecycle"],
            serial: true,
            timeout_secs: 60,
            needs: &["api_key", "sandbox_docker"],
            module: module_path!(),
        }
        .build(|ctx| async move { verdict(deleted(ctx).await) }.boxed()),
        Decl {
            id: "sandbox.engine.expiry_removes_what_backs_a_sandbox",
            title: "When a sandbox's time to live passes, its container, volume and network are removed",
            requirements: &["SBX-TTL-2", "SBX-DELETE-5"],
            tags: &["engine", "ttl"],
            serial: true,
            timeout_secs: 120,
            needs: &["api_key", "sandbox_docker"],
            module: module_path!(),
        }
        .build(|ctx| async move { verdict(expired(ctx).await) }.boxed()),
    ]
}

async fn deleted(ctx: &mut Context) -> Result<(), Halt> {
    let engine = Engine::connect().await.map_err(Halt::Harness)?;
    let before = engine.objects().await.map_err(Halt::Harness)?;
    let id = create(ctx, json!({ "network": true, "timeout_seconds": 120 })).await?;
    let backing = backing(&engine, &before, &id).await;
    let mut failures = match &backing {
        Ok(objects) => one_container_one_volume(&engine, objects).await,
        Err(_) => Vec::new(),
    };
    let response = delete(ctx, &id).await?;
    let backing = backing?;
    if !success(&response) {
        failures.push(
            Failure::new(
                "delete",
                format!("DELETE /v1/sandboxes/{id}"),
                "a success",
                format!("{} {}", response.status, response.text()),
            )
            .under(&["SBX-DELETE-1"]),
        );
        return Err(Halt::Fail(failures));
    }
    let left = lingering(ctx, &engine, &backing).await?;
    failures.extend(left_behind("after delete", &left, "SBX-DELETE-1"));
    judged(failures)
}

async fn expired(ctx: &mut Context) -> Result<(), Halt> {
    let engine = Engine::connect().await.map_err(Halt::Harness)?;
    let before = engine.objects().await.map_err(Halt::Harness)?;
    let id = create(ctx, json!({ "network": true, "timeout_seconds": 3 })).await?;
    let backing = backing(&engine, &before, &id).await;
    let destroyed = until_refused(ctx, &id).await?;
    if !destroyed {
        delete(ctx, &id).await?;
        return Err(Halt::Fail(vec![
            Failure::new(
                "after the time to live",
                format!("GET /v1/sandboxes/{id}"),
                format!("refused within {REAPING:?} of the end of its 3 s time to live"),
                "still answered",
            )
            .under(&["SBX-TTL-2"]),
        ]));
    }
    let backing = backing?;
    let left = lingering(ctx, &engine, &backing).await?;
    judged(left_behind("after expiry", &left, "SBX-TTL-2"))
}

/// The engine objects of sandbox `id`; none at all means the runner cannot
/// tell what to look for (another engine, say).
async fn backing(engine: &Engine, before: &[Object], id: &str) -> Result<Vec<Object>, Halt> {
    let after = engine.objects().await.map_err(Halt::Harness)?;
    let objects = appeared(before, &after, id);
    if objects.is_empty() {
        return Err(Halt::Harness(format!(
            "no container, volume or network appeared on this Docker engine while sandbox {id} was created; does the service use another engine?"
        )));
    }
    Ok(objects)
}

/// SBX-ISOLATION-1 and the managed label of seed §1 rule 7 (SBX-ISOLATION-27).
async fn one_container_one_volume(engine: &Engine, objects: &[Object]) -> Vec<Failure> {
    let mut failures = Vec::new();
    let of = |kind: Kind| -> Vec<&Object> { objects.iter().filter(|o| o.kind == kind).collect() };
    let (containers, volumes) = (of(Kind::Container), of(Kind::Volume));
    let listed = |found: &[&Object]| -> String {
        let names: Vec<String> = found.iter().map(|o| o.name.clone()).collect();
        format!("{} ({names:?})", found.len())
    };
    for (kind, found) in [("containers", &containers), ("volumes", &volumes)] {
        if found.len() != 1 {
            failures.push(
                Failure::new(
                    "after create",
                    format!("{kind} that appeared for the sandbox"),
                    "exactly one",
                    listed(found),
                )
                .under(&["SBX-ISOLATION-1"]),
            );
        }
    }
    if let ([container], [volume]) = (containers.as_slice(), volumes.as_slice()) {
        match engine.container(&container.id).await {
            Ok(view) => {
                let mounted = view
                    .volumes
                    .iter()
                    .any(|m| m.volume == volume.name && m.destination == "/workspace");
                if !mounted {
                    failures.push(
                        Failure::new(
                            "after create",
                            format!("mounts of container {}", container.name),
                            format!("volume {} at /workspace", volume.name),
                            format!("{:?}", view.volumes),
                        )
                        .under(&["SBX-ISOLATION-1"]),
                    );
                }
            }
            Err(why) => failures.push(
                Failure::new("after create", "inspect the container", "its mounts", why)
                    .under(&["SBX-ISOLATION-1"]),
            ),
        }
    }
    for object in containers.iter().chain(&volumes) {
        if !object.managed() {
            failures.push(
                Failure::new(
                    "after create",
                    format!("labels of {}", object.describe()),
                    "a label io.<vendor>.managed=true",
                    format!("{:?}", object.labels),
                )
                .under(&["SBX-ISOLATION-27"]),
            );
        }
    }
    failures
}

/// Waits until the service refuses to show the sandbox; false if it never does.
async fn until_refused(ctx: &mut Context, id: &str) -> Result<bool, Halt> {
    let deadline = Instant::now() + ctx.settings.scaled(REAPING + Duration::from_secs(3));
    loop {
        let request = keyed(ctx, HttpRequest::get(format!("/v1/sandboxes/{id}")));
        let response = ctx.send(request).await?;
        if !success(&response) {
            return Ok(true);
        }
        if Instant::now() >= deadline {
            return Ok(false);
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
}

/// The objects still on the engine once they had time to go.
async fn lingering(
    ctx: &Context,
    engine: &Engine,
    objects: &[Object],
) -> Result<Vec<Object>, Halt> {
    let deadline = Instant::now() + ctx.settings.scaled(REMOVAL);
    loop {
        let now = engine.objects().await.map_err(Halt::Harness)?;
        let left: Vec<Object> = remaining(objects, &now).into_iter().cloned().collect();
        if left.is_empty() || Instant::now() >= deadline {
            return Ok(left);
        }
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
}

/// Containers and volumes left behind break `requirement`; a network, SBX-DELETE-5.
fn left_behind(at: &str, left: &[Object], requirement: &str) -> Vec<Failure> {
    left.iter()
        .map(|object| {
            let owner = match object.kind {
                Kind::Network => "SBX-DELETE-5",
                Kind::Container | Kind::Volume => requirement,
            };
            Failure::new(
                at,
                format!("{} of the sandbox", object.kind.name()),
                format!("removed within {REMOVAL:?}"),
                format!("{} is still there", object.describe()),
            )
            .under(&[owner])
        })
        .collect()
}
