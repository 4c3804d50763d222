//! The OpenAPI 3.1 description seed 001 §9 asks for: read where the runner
//! found it (`--openapi`, by default `/openapi.json`), it must hold the
//! fifteen operations of the seed at their paths and methods.

use std::sync::Arc;

use conformance_engine::openapi;
use conformance_engine::{Case, Context, Failure, Verdict};
use futures::future::BoxFuture;

use crate::support::Decl;

/// operationId, method, path: seed 001 §4.
const OPERATIONS: [(&str, &str, &str); 15] = [
    ("health", "GET", "/healthz"),
    ("jwks", "GET", "/.well-known/jwks.json"),
    ("createGrant", "POST", "/v1/grants"),
    ("listGrants", "GET", "/v1/grants"),
    ("getGrant", "GET", "/v1/grants/{id}"),
    ("revokeGrant", "POST", "/v1/grants/{id}/revoke"),
    ("attenuate", "POST", "/v1/tokens/attenuate"),
    ("introspect", "POST", "/v1/tokens/introspect"),
    ("revokeToken", "POST", "/v1/tokens/revoke"),
    ("check", "POST", "/v1/check"),
    ("listApprovals", "GET", "/v1/approvals"),
    ("approve", "POST", "/v1/approvals/{id}/approve"),
    ("deny", "POST", "/v1/approvals/{id}/deny"),
    ("listAudit", "GET", "/v1/audit"),
    ("verifyAudit", "GET", "/v1/audit/verify"),
];

pub fn cases() -> Vec<Arc<dyn Case>> {
    vec![Arc::new(
        Decl {
            id: "auth.openapi.document_lists_the_fifteen_operations",
            title: "The service's OpenAPI 3.1 document holds the fifteen operations of the seed at their paths and methods",
            requirements: &["AUTH-OPENAPI-1", "AUTH-OPENAPI-2", "AUTH-VERSION-1"],
            tags: &["openapi"],
            serial: false,
            timeout_secs: 10,
            module: module_path!(),
        }
        .build(fifteen_operations),
    )]
}

fn fifteen_operations(ctx: &mut Context) -> BoxFuture<'_, Verdict> {
    Box::pin(async move {
        if ctx.target.openapi_source == openapi::Source::Off {
            return Verdict::Skip("OpenAPI checks are off (--openapi off)".into());
        }
        let document = match ctx.target.openapi.get() {
            None => return Verdict::Error("the OpenAPI document was not looked for".into()),
            Some(Err(why)) => {
                return Verdict::from_failures(vec![
                    Failure::new(
                        "the service's OpenAPI document",
                        "an OpenAPI 3.1 description is published",
                        "a document (at /openapi.json, or given with --openapi auth=URL|FILE)",
                        why.to_string(),
                    )
                    .under(&["AUTH-OPENAPI-1"]),
                ]);
            }
            Some(Ok(document)) => document.clone(),
        };
        let mut failures = Vec::new();
        if !document.version().starts_with("3.1") {
            failures.push(
                Failure::new(
                    "openapi",
                    "the document's version",
                    "3.1.x",
                    document.version(),
                )
                .under(&["AUTH-OPENAPI-1"]),
            );
        }
        for (id, method, path) in OPERATIONS {
            let listed: Vec<_> = document
                .operations()
                .filter(|op| op.operation_id == Some(id))
                .collect();
            match listed.as_slice() {
                [op] if op.method == method && op.path == path => {}
                [] => failures.push(
                    Failure::new(
                        id,
                        "the operation is in the document",
                        format!("{method} {path}"),
                        "absent",
                    )
                    .under(&["AUTH-OPENAPI-2"]),
                ),
                found => failures.push(
                    Failure::new(
                        id,
                        "the operation's method and path",
                        format!("{method} {path}"),
                        found
                            .iter()
                            .map(|op| format!("{} {}", op.method, op.path))
                            .collect::<Vec<_>>()
                            .join(", "),
                    )
                    .under(&["AUTH-OPENAPI-2", "AUTH-VERSION-1"]),
                ),
            }
        }
        ctx.transcript.note(format!(
            "the document (OpenAPI {}) lists {} operations",
            document.version(),
            document.operations().count()
        ));
        Verdict::from_failures(failures)
    })
}
