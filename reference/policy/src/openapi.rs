//! `GET /openapi.json`: the HTTP transport as an OpenAPI document, generated
//! from the handlers and the message types so the two cannot drift.

use std::borrow::Cow;

use axum::Json;
use utoipa::openapi::RefOr;
use utoipa::openapi::schema::{ArrayBuilder, ObjectBuilder, Schema, Type};
use utoipa::{Modify, Number, OpenApi, PartialSchema, ToSchema};

use reference_common::openapi::{CommonAnswers, error_object};

use crate::http;
use crate::protocol::Seed;

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Touchstone reference policy server",
        version = "1",
        description = "The remote policy protocol `evals/1` over HTTP (seed 002, part B). The same messages travel over the WebSocket at `/ws`."
    ),
    paths(http::info, http::reset, http::act),
    modifiers(&ErrorSchema),
)]
struct ApiDoc;

/// The error object every failure answers with (component `Error`).
struct ErrorSchema;

impl Modify for ErrorSchema {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components
            .schemas
            .insert("Error".to_owned(), error_object().into());
    }
}

/// An error answer for `#[utoipa::path]` (`body = ErrorBody`).
pub struct ErrorBody;

impl PartialSchema for ErrorBody {
    fn schema() -> RefOr<Schema> {
        RefOr::Ref(utoipa::openapi::Ref::from_schema_name("Error"))
    }
}

impl ToSchema for ErrorBody {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("Error")
    }
}

impl PartialSchema for Seed {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::Integer)
            .minimum(Some(Number::Int(isize::MIN)))
            .maximum(Some(Number::UInt(usize::MAX)))
            .description(Some(
                "Any integer from -2^63 to 2^64-1; a negative seed is read as its two's-complement bits.",
            ))
            .into()
    }
}

impl ToSchema for Seed {}

/// What `/act` carries: the instruction and robot state a policy reads, plus
/// any camera images and other members as `evals/1` array objects.
pub struct ObservationSchema;

impl PartialSchema for ObservationSchema {
    fn schema() -> RefOr<Schema> {
        let ndarray = ObjectBuilder::new()
            .description(Some(
                "An `evals/1` array object: base64 of the little-endian elements, their dtype and the shape (2–8 dimensions) they fill exactly.",
            ))
            .property("__ndarray__", ObjectBuilder::new().schema_type(Type::String))
            .property("dtype", ObjectBuilder::new().schema_type(Type::String))
            .property(
                "shape",
                ArrayBuilder::new()
                    .items(ObjectBuilder::new().schema_type(Type::Integer).minimum(Some(0)))
                    .min_items(Some(2))
                    .max_items(Some(8)),
            )
            .required("__ndarray__")
            .required("dtype")
            .required("shape")
            .additional_properties(Some(
                utoipa::openapi::schema::AdditionalProperties::FreeForm(false),
            ));
        ObjectBuilder::new()
            .property(
                "instruction",
                ObjectBuilder::new().schema_type(Type::String),
            )
            .property(
                "state",
                ArrayBuilder::new().items(ObjectBuilder::new().schema_type(Type::Number)),
            )
            .property("image", ndarray)
            .required("instruction")
            .required("state")
            .into()
    }
}

impl ToSchema for ObservationSchema {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("Observation")
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
