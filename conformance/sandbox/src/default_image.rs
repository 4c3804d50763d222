//! The image the service runs when a create names none, when the user did not
//! say (`--sandbox-image`): the `image` of a sandbox created without one, which
//! is deleted again at once.

use std::sync::Arc;

use conformance_engine::{Context, HttpRequest, RunSettings, Target};
use serde_json::{Value, json};

use crate::support::{keyed, success};

/// `None` when the service's record does not name the image (or the create
/// fails: the cases will say why).
pub async fn default_image(target: &Target, settings: &RunSettings) -> Option<String> {
    target.http.as_ref()?;
    let ctx = &mut Context::new(
        target.clone(),
        Arc::new(settings.clone()),
        reqwest::Client::new(),
    );
    let request = keyed(
        ctx,
        HttpRequest::post("/v1/sandboxes").json(json!({ "timeout_seconds": 60 })),
    );
    let response = ctx.send(request).await.ok()?;
    let body = response.json()?;
    if let Some(id) = body.get("id").and_then(Value::as_str) {
        let delete = keyed(ctx, HttpRequest::delete(format!("/v1/sandboxes/{id}")));
        let _ = ctx.send(delete).await;
    }
    if !success(&response) {
        return None;
    }
    body.get("image")
        .and_then(Value::as_str)
        .filter(|image| !image.is_empty())
        .map(str::to_owned)
}
