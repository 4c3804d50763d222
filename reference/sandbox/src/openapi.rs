//! `GET /openapi.json`: the machine-readable description (seed §9 rule 2).

use axum::Json;
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::openapi::{Ref, ResponseBuilder, content::Content};
use utoipa::{Modify, OpenApi};

use reference_common::openapi::{CommonAnswers, error_object};

use crate::{exec, files, health, sandboxes, snapshots};

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Touchstone sandbox service",
        version = "1",
        description = "Isolated command execution on Docker: sandboxes, exec, files, snapshots, rollback and fork (seed 000)."
    ),
    paths(
        health::healthz,
        sandboxes::create, sandboxes::list, sandboxes::get, sandboxes::delete, sandboxes::reset_timeout,
        exec::run, exec::stream,
        files::read, files::write, files::list,
        snapshots::create, snapshots::list, snapshots::get, snapshots::delete,
        snapshots::rollback, snapshots::fork,
    ),
    modifiers(&BearerKey),
    security(("api_key" = [])),
)]
struct ApiDoc;

struct BearerKey;

impl Modify for BearerKey {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components
            .schemas
            .insert("Error".to_owned(), error_object().into());
        components.add_security_scheme(
            "api_key",
            SecurityScheme::Http(HttpBuilder::new().scheme(HttpAuthScheme::Bearer).build()),
        );
    }
}

/// Every operation on an existing sandbox reaches its container, and the
/// engine answers 409 when that container is not running (it was stopped or
/// killed outside the server): the handlers do not list it, the runtime does.
struct ContainerConflict;

impl Modify for ContainerConflict {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        for (path, item) in openapi.paths.paths.iter_mut() {
            if !(path.starts_with("/v1/sandboxes/{id}/") || path.starts_with("/v1/snapshots/{id}/"))
            {
                continue;
            }
            for operation in [
                &mut item.get,
                &mut item.put,
                &mut item.post,
                &mut item.delete,
            ]
            .into_iter()
            .flatten()
            {
                operation
                    .responses
                    .responses
                    .entry("409".to_owned())
                    .or_insert_with(|| {
                        ResponseBuilder::new()
                            .description("`sandbox_not_running`, or another conflict with the sandbox's state")
                            .content("application/json", Content::new(Some(Ref::from_schema_name("Error"))))
                            .into()
                    });
            }
        }
    }
}

pub async fn document() -> Json<serde_json::Value> {
    let mut openapi = ApiDoc::openapi();
    ContainerConflict.modify(&mut openapi);
    CommonAnswers {
        error_schema: "Error",
    }
    .modify(&mut openapi);
    Json(reference_common::openapi::to_json(&openapi))
}
