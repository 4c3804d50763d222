//! The answers an operation gives because of the shared extractors rather than
//! its handler: a document generated from the handlers alone would leave them
//! out, and a client (or Schemathesis) reading it would be told a lie.

use utoipa::Modify;
use utoipa::openapi::path::Operation;
use utoipa::openapi::schema::{ObjectBuilder, Type};
use utoipa::openapi::security::SecurityRequirement;
use utoipa::openapi::{OpenApi, Ref, RefOr, Response, ResponseBuilder, content::Content};

/// The schema of `{"error":{"code","message"}}`, for documents whose error
/// type is not described by a `ToSchema` of their own.
pub fn error_object() -> ObjectBuilder {
    let text = || ObjectBuilder::new().schema_type(Type::String);
    let detail = ObjectBuilder::new()
        .property("code", text())
        .property("message", text())
        .required("code")
        .required("message");
    ObjectBuilder::new()
        .description(Some("The error object every failure answers with."))
        .property("error", detail)
        .required("error")
}

/// Adds to every operation, unless it already documents them:
/// - 413 to one that takes a body (the body limit), and 400 and 415 to one
///   that takes a JSON body ([`crate::JsonBody`]: bad JSON, another content
///   type);
/// - 400 to one with path parameters ([`crate::PathParam`]: a segment that
///   does not decode);
/// - 401 to one that needs a credential (its own `security`, or the
///   document's when it has none of its own);
/// - 500 to every operation (the server failed; the body says so).
///
/// Each answer's body is the error schema named `error_schema`, which the
/// document must define under `components.schemas`.
pub struct CommonAnswers {
    pub error_schema: &'static str,
}

impl Modify for CommonAnswers {
    fn modify(&self, openapi: &mut OpenApi) {
        let document_security = openapi.security.clone();
        for (path, item) in openapi.paths.paths.iter_mut() {
            let has_path_params = path.contains('{');
            for operation in [
                &mut item.get,
                &mut item.put,
                &mut item.post,
                &mut item.delete,
                &mut item.patch,
            ]
            .into_iter()
            .flatten()
            {
                let security = operation.security.as_ref().or(document_security.as_ref());
                // An empty requirement (`{}`) makes the credential optional.
                let secured = security.is_some_and(|requirements| {
                    !requirements.is_empty()
                        && !requirements.contains(&SecurityRequirement::default())
                });
                self.complete(operation, has_path_params, secured);
            }
        }
    }
}

impl CommonAnswers {
    fn complete(&self, operation: &mut Operation, has_path_params: bool, secured: bool) {
        if operation.request_body.is_some() {
            self.add(
                operation,
                "413",
                "`payload_too_large`: the body is over the server's limit",
            );
        }
        let json_body = operation
            .request_body
            .as_ref()
            .is_some_and(|body| body.content.contains_key("application/json"));
        if json_body {
            self.add(
                operation,
                "400",
                "`bad_request`: the body is not the JSON this operation takes",
            );
            self.add(
                operation,
                "415",
                "`unsupported_media_type`: the body is not `application/json`",
            );
        }
        if has_path_params {
            self.add(
                operation,
                "400",
                "`bad_request`: a path segment does not decode",
            );
        }
        if secured {
            self.add(operation, "401", "`unauthorized`: no valid credential");
        }
        self.add(operation, "500", "`internal`: the server failed");
    }

    fn add(&self, operation: &mut Operation, status: &str, description: &str) {
        let responses = &mut operation.responses.responses;
        if responses.contains_key(status) {
            return;
        }
        let schema = Ref::from_schema_name(self.error_schema);
        let response: Response = ResponseBuilder::new()
            .description(description)
            .content("application/json", Content::new(Some(schema)))
            .build();
        responses.insert(status.to_owned(), RefOr::T(response));
    }
}

/// The document as JSON. utoipa 5.5 writes a link's members in snake case
/// (`operation_id`), which no reader of OpenAPI knows; they are renamed to the
/// specification's `operationId`, `operationRef` and `requestBody` here.
pub fn to_json(openapi: &OpenApi) -> serde_json::Value {
    let mut document = serde_json::to_value(openapi).unwrap_or_default();
    if let Some(paths) = document
        .get_mut("paths")
        .and_then(serde_json::Value::as_object_mut)
    {
        let links = paths
            .values_mut()
            .filter_map(serde_json::Value::as_object_mut)
            .flat_map(|item| item.values_mut())
            .filter_map(|operation| operation.get_mut("responses")?.as_object_mut())
            .flat_map(|responses| responses.values_mut())
            .filter_map(|response| response.get_mut("links")?.as_object_mut())
            .flat_map(|links| links.values_mut())
            .filter_map(serde_json::Value::as_object_mut);
        for link in links {
            for (snake, camel) in [
                ("operation_id", "operationId"),
                ("operation_ref", "operationRef"),
                ("request_body", "requestBody"),
            ] {
                if let Some(value) = link.remove(snake) {
                    link.insert(camel.to_owned(), value);
                }
            }
        }
    }
    document
}

#[cfg(test)]
mod tests {
    use super::*;
    use utoipa::openapi::path::{HttpMethod, OperationBuilder, PathItem, PathsBuilder};
    use utoipa::openapi::request_body::RequestBodyBuilder;
    use utoipa::openapi::{OpenApiBuilder, ResponsesBuilder};

    fn statuses(openapi: &OpenApi, path: &str) -> Vec<String> {
        let item = &openapi.paths.paths[path];
        let operation = item.post.as_ref().or(item.get.as_ref()).unwrap();
        operation.responses.responses.keys().cloned().collect()
    }

    #[test]
    fn bodies_path_parameters_and_credentials_get_their_answers() {
        let ok = || ResponsesBuilder::new().response("200", Response::new("ok"));
        let json_post = OperationBuilder::new()
            .request_body(Some(
                RequestBodyBuilder::new()
                    .content("application/json", Content::new(None::<Ref>))
                    .build(),
            ))
            .responses(ok().response("400", Response::new("documented by the handler")))
            .build();
        let get_by_id = OperationBuilder::new().responses(ok()).build();
        let open = OperationBuilder::new()
            .responses(ok())
            .security(SecurityRequirement::default())
            .build();
        let mut openapi = OpenApiBuilder::new()
            .paths(
                PathsBuilder::new()
                    .path("/things", PathItem::new(HttpMethod::Post, json_post))
                    .path("/things/{id}", PathItem::new(HttpMethod::Get, get_by_id))
                    .path("/healthz", PathItem::new(HttpMethod::Get, open)),
            )
            .security(Some([SecurityRequirement::new(
                "key",
                Vec::<String>::new(),
            )]))
            .build();
        CommonAnswers {
            error_schema: "ErrorBody",
        }
        .modify(&mut openapi);
        assert_eq!(
            statuses(&openapi, "/things"),
            ["200", "400", "401", "413", "415", "500"]
        );
        assert_eq!(
            statuses(&openapi, "/things/{id}"),
            ["200", "400", "401", "500"]
        );
        assert_eq!(statuses(&openapi, "/healthz"), ["200", "500"]);
        let item = &openapi.paths.paths["/things"];
        let RefOr::T(kept) = &item.post.as_ref().unwrap().responses.responses["400"] else {
            panic!("a reference")
        };
        assert_eq!(kept.description, "documented by the handler");
    }

    #[test]
    fn links_are_written_in_the_specifications_camel_case() {
        let link = utoipa::openapi::link::LinkBuilder::new()
            .operation_id("getThing")
            .parameter("id", "$response.body#/id")
            .build();
        let response = ResponseBuilder::new()
            .description("made")
            .link("getThing", link);
        let operation = OperationBuilder::new().response("201", response);
        let openapi = OpenApiBuilder::new()
            .paths(PathsBuilder::new().path("/things", PathItem::new(HttpMethod::Post, operation)))
            .build();
        let document = to_json(&openapi);
        let link = &document["paths"]["/things"]["post"]["responses"]["201"]["links"]["getThing"];
        assert_eq!(link["operationId"], "getThing", "{link}");
        assert_eq!(link["parameters"]["id"], "$response.body#/id");
        assert!(link.get("operation_id").is_none(), "{link}");
    }
}
