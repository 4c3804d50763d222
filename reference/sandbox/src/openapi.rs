//! `GET /openapi.json`: the machine-readable description (seed §9 rule 2).

use axum::Json;
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::openapi::{ObjectBuilder, Type};
use utoipa::{Modify, OpenApi};

use reference_common::openapi::CommonAnswers;

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
        let text = || ObjectBuilder::new().schema_type(Type::String);
        let detail = ObjectBuilder::new()
            .property("code", text())
            .property("message", text())
            .required("code")
            .required("message");
        let error = ObjectBuilder::new()
            .description(Some("The error object every failure answers with."))
            .property("error", detail)
            .required("error");
        components.schemas.insert("Error".to_owned(), error.into());
        components.add_security_scheme(
            "api_key",
            SecurityScheme::Http(HttpBuilder::new().scheme(HttpAuthScheme::Bearer).build()),
        );
    }
}

pub async fn document() -> Json<utoipa::openapi::OpenApi> {
    let mut openapi = ApiDoc::openapi();
    CommonAnswers {
        error_schema: "Error",
    }
    .modify(&mut openapi);
    Json(openapi)
}
