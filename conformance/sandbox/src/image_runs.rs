//! With `--sandbox-docker` and a known image: a sandbox runs the image it was
//! asked for (SBX-CREATE-13). The configured image gets a second, fresh name
//! for the run, so a server that ignored `image` and started its default would
//! show the default's name on the container.

use conformance_engine::{Context, Failure};
use futures::FutureExt;
use serde_json::json;

use crate::engine::{ContainerView, Engine, Kind, appeared};
use crate::support::{Decl, FnCase, Halt, create, delete, verdict};

pub fn cases() -> Vec<FnCase> {
    vec![
        Decl {
            id: "sandbox.engine.requested_image_runs",
            title: "A sandbox created with an image runs a container made from that image",
            requirements: &["SBX-CREATE-13"],
            tags: &["engine", "create"],
            serial: true,
            timeout_secs: 60,
            needs: &["api_key", "sandbox_image", "sandbox_docker"],
            module: module_path!(),
        }
        .build(|ctx| async move { verdict(run(ctx).await) }.boxed()),
    ]
}

async fn run(ctx: &mut Context) -> Result<(), Halt> {
    let engine = Engine::connect().await.map_err(Halt::Harness)?;
    let base = ctx
        .settings
        .sandbox
        .image
        .clone()
        .ok_or_else(|| Halt::Harness("no --sandbox-image".into()))?;
    let repo = format!("touchstone-conformance-{}", ctx.settings.run_id);
    let alias = format!("{repo}:requested");
    engine
        .tag(&base, &repo, "requested")
        .await
        .map_err(Halt::Harness)?;
    let outcome = made_from(ctx, &engine, &alias).await;
    let untagged = engine.untag(&alias).await.map_err(Halt::Harness);
    outcome.and(untagged)
}

async fn made_from(ctx: &mut Context, engine: &Engine, alias: &str) -> Result<(), Halt> {
    let before = engine.objects().await.map_err(Halt::Harness)?;
    let id = create(ctx, json!({ "image": alias, "timeout_seconds": 60 })).await?;
    let view = container_of(engine, &before, &id).await;
    delete(ctx, &id).await?;
    let view = view?;
    let image_id = engine.image_id(alias).await.map_err(Halt::Harness)?;
    // A server may create the container from the image's id rather than a name.
    if view.image_reference == alias || view.image_reference == image_id {
        return Ok(());
    }
    Err(Halt::Fail(vec![
        Failure::new(
            "after create",
            format!("the image of sandbox {id}'s container"),
            format!("made from {alias}"),
            format!("made from {}", view.image_reference),
        )
        .under(&["SBX-CREATE-13"]),
    ]))
}

async fn container_of(
    engine: &Engine,
    before: &[crate::engine::Object],
    id: &str,
) -> Result<ContainerView, Halt> {
    let after = engine.objects().await.map_err(Halt::Harness)?;
    let containers: Vec<_> = appeared(before, &after, id)
        .into_iter()
        .filter(|object| object.kind == Kind::Container)
        .collect();
    match containers.as_slice() {
        [container] => engine.container(&container.id).await.map_err(Halt::Harness),
        other => Err(Halt::Harness(format!(
            "cannot tell which container backs sandbox {id}: {} appeared",
            other.len()
        ))),
    }
}
