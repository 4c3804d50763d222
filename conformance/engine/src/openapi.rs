//! The target's own OpenAPI document, and every answer checked against it: is the
//! status one the operation documents, and does the JSON body match the schema
//! documented for that status? A server whose document lies is told so, with
//! the operation, the status and the schema path.
//!
//! Only requests that match a documented path and method are checked: cases
//! that call unknown routes on purpose are not the document's business.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

use futures::future::BoxFuture;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::case::{Case, CaseMeta, Origin, Phase};
use crate::context::Context;
use crate::outcome::{Failure, Verdict};
use crate::target::Transport;

/// Why the runner has no usable document for a target.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unavailable {
    /// None is looked for, or none is published where the runner looked: the
    /// checks against it are skipped.
    Absent(String),
    /// One is published but cannot be used (not JSON, a version the runner does
    /// not read, a schema that does not compile, a `$ref` to nothing): a
    /// document that cannot describe the answers is itself a mismatch.
    Broken(String),
}

impl std::fmt::Display for Unavailable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unavailable::Absent(why) | Unavailable::Broken(why) => f.write_str(why),
        }
    }
}

/// Where the runner takes a suite's document from (`--openapi`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Source {
    /// `GET /openapi.json` on the HTTP target; no check when it has none.
    Auto,
    Off,
    /// A URL or a file.
    Given(String),
}

/// An answer that disagrees with the document.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Mismatch {
    /// `POST /v1/grants` (operationId when the document names one).
    pub operation: String,
    pub status: u16,
    /// What the document says.
    pub expected: String,
    /// What came back, with the schema path that failed.
    pub actual: String,
}

/// What a run saw for one suite: answers checked and mismatches with the case
/// that met them. Shared by every case of the suite; read by the roll-up case.
#[derive(Debug, Default)]
pub struct Observations {
    inner: Mutex<Seen>,
}

#[derive(Debug, Default, Clone)]
pub struct Seen {
    pub checked: usize,
    /// (case id, mismatch), deduplicated by operation, status and problem.
    pub mismatches: Vec<(String, Mismatch)>,
}

impl Observations {
    pub fn record(&self, case: &str, checked: usize, mismatches: &[Mismatch]) {
        if let Ok(mut seen) = self.inner.lock() {
            seen.checked += checked;
            for mismatch in mismatches {
                if !seen.mismatches.iter().any(|(_, m)| m == mismatch) {
                    seen.mismatches.push((case.to_owned(), mismatch.clone()));
                }
            }
        }
    }

    pub fn snapshot(&self) -> Seen {
        self.inner.lock().map(|s| s.clone()).unwrap_or_default()
    }
}

/// `<suite>.openapi.responses_match`: after every other case, every answer the
/// run received was checked against the target's own document; this case
/// reports the disagreements, each with the case that met it.
pub struct ResponsesMatch {
    meta: CaseMeta,
}

impl ResponsesMatch {
    pub fn new(suite: &str, requirements: &[&str]) -> Self {
        Self {
            meta: CaseMeta {
                id: format!("{suite}.openapi.responses_match"),
                suite: suite.to_owned(),
                title: "Every answer of the run matches the target's own OpenAPI document (statuses and JSON schemas)".into(),
                requirements: requirements.iter().map(|r| (*r).to_owned()).collect(),
                tags: vec!["openapi".into()],
                serial: false,
                timeout: CaseMeta::DEFAULT_TIMEOUT,
                needs: Vec::new(),
                transports: vec![Transport::Http],
                phase: Phase::Last,
                origin: Origin::Builtin(module_path!().into()),
            },
        }
    }
}

impl Case for ResponsesMatch {
    fn meta(&self) -> &CaseMeta {
        &self.meta
    }

    fn run<'a>(&'a self, ctx: &'a mut Context) -> BoxFuture<'a, Verdict> {
        Box::pin(async move {
            match ctx.target.openapi.get() {
                None => return Verdict::Error("the OpenAPI document was not looked for".into()),
                Some(Err(Unavailable::Absent(why))) => return Verdict::Skip(why.clone()),
                Some(Err(Unavailable::Broken(why))) => {
                    return Verdict::from_failures(vec![Failure::new(
                        "before the run",
                        "the published OpenAPI document can be checked against",
                        "a document whose response schemas compile and whose references resolve",
                        why.clone(),
                    )]);
                }
                Some(Ok(_)) => {}
            }
            let seen = ctx.target.observations.snapshot();
            if seen.checked == 0 {
                return Verdict::Skip(
                    "no answer of this run was to an operation the document describes".into(),
                );
            }
            ctx.transcript.note(format!(
                "{} answers were checked against the document",
                seen.checked
            ));
            Verdict::from_failures(
                seen.mismatches
                    .into_iter()
                    .map(|(case, m)| {
                        Failure::new(
                            format!("{case}: {} → {}", m.operation, m.status),
                            "matches the OpenAPI document",
                            m.expected,
                            m.actual,
                        )
                    })
                    .collect(),
            )
        })
    }
}

/// A parsed document: its operations with compiled response schemas.
pub struct Document {
    version: String,
    operations: Vec<Operation>,
}

/// One operation as the document lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Listed<'a> {
    /// Upper case (`POST`).
    pub method: &'a str,
    /// As written (`/v1/grants/{id}`).
    pub path: &'a str,
    pub operation_id: Option<&'a str>,
}

struct Operation {
    method: String,
    path: String,
    operation_id: Option<String>,
    template: Vec<Segment>,
    label: String,
    /// Status key as written (`200`, `4XX`, `default`) → the JSON body's schema, if any.
    responses: BTreeMap<String, Option<Arc<jsonschema::Validator>>>,
}

enum Segment {
    Literal(String),
    Parameter,
}

impl std::fmt::Debug for Document {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Document({} operations)", self.operations.len())
    }
}

impl Document {
    /// The document's `openapi` version (`3.1.0`).
    pub fn version(&self) -> &str {
        &self.version
    }

    /// Every operation, in the document's order.
    pub fn operations(&self) -> impl Iterator<Item = Listed<'_>> {
        self.operations.iter().map(|op| Listed {
            method: &op.method,
            path: &op.path,
            operation_id: op.operation_id.as_deref(),
        })
    }

    /// Reads an OpenAPI 3.0 or 3.1 document.
    pub fn parse(document: &Value) -> Result<Self, String> {
        let version = document
            .get("openapi")
            .and_then(Value::as_str)
            .ok_or("not an OpenAPI 3 document (no `openapi` version)")?;
        if !version.starts_with("3.") {
            return Err(format!("OpenAPI {version} is not supported (3.0 or 3.1)"));
        }
        let legacy = version.starts_with("3.0");
        let components = document
            .get("components")
            .cloned()
            .unwrap_or_else(|| Value::Object(Map::new()));
        let components = if legacy {
            nullable_to_type(components)
        } else {
            components
        };
        let paths = document
            .get("paths")
            .and_then(Value::as_object)
            .ok_or("the document has no `paths`")?;
        let mut operations = Vec::new();
        for (path, item) in paths {
            let Some(item) = item.as_object() else {
                continue;
            };
            for (method, operation) in item {
                if !matches!(
                    method.as_str(),
                    "get" | "put" | "post" | "delete" | "options" | "head" | "patch" | "trace"
                ) {
                    continue;
                }
                let label = match operation.get("operationId").and_then(Value::as_str) {
                    Some(id) => format!("{id} ({} {path})", method.to_uppercase()),
                    None => format!("{} {path}", method.to_uppercase()),
                };
                let mut responses = BTreeMap::new();
                let documented = operation.get("responses").and_then(Value::as_object);
                for (status, response) in documented.into_iter().flatten() {
                    let response = resolve(document, response);
                    let schema = json_schema(&response).map(|schema| {
                        let schema = if legacy {
                            nullable_to_type(schema)
                        } else {
                            schema
                        };
                        compile(schema, &components)
                            .map(Arc::new)
                            .map_err(|e| format!("{label} {status}: {e}"))
                    });
                    responses.insert(status.clone(), schema.transpose()?);
                }
                operations.push(Operation {
                    method: method.to_uppercase(),
                    path: path.clone(),
                    operation_id: operation
                        .get("operationId")
                        .and_then(Value::as_str)
                        .map(str::to_owned),
                    template: path
                        .trim_matches('/')
                        .split('/')
                        .filter(|s| !s.is_empty())
                        .map(|s| {
                            if s.starts_with('{') && s.ends_with('}') {
                                Segment::Parameter
                            } else {
                                Segment::Literal(s.to_owned())
                            }
                        })
                        .collect(),
                    label,
                    responses,
                });
            }
        }
        Ok(Self {
            version: version.to_owned(),
            operations,
        })
    }

    /// Checks one answer; `None` when no documented operation has this method
    /// and path. `path` may carry a query, which is ignored.
    pub fn check(
        &self,
        method: &str,
        path: &str,
        status: u16,
        content_type: Option<&str>,
        body: &[u8],
    ) -> Option<Vec<Mismatch>> {
        let path = path.split(['?', '#']).next().unwrap_or(path);
        let segments: Vec<&str> = path
            .trim_matches('/')
            .split('/')
            .filter(|s| !s.is_empty())
            .collect();
        // A literal segment beats a parameter (`/v1/audit/verify` over `/v1/audit/{id}`).
        let operation = self
            .operations
            .iter()
            .filter(|op| op.method.eq_ignore_ascii_case(method) && op.matches(&segments))
            .max_by_key(|op| op.literals())?;
        let fail = |expected: String, actual: String| Mismatch {
            operation: operation.label.clone(),
            status,
            expected,
            actual,
        };
        let code = status.to_string();
        let class = format!("{}XX", status / 100);
        let documented = operation
            .responses
            .get(&code)
            .or_else(|| operation.responses.get(&class))
            .or_else(|| operation.responses.get(&class.to_lowercase()))
            .or_else(|| operation.responses.get("default"));
        let Some(schema) = documented else {
            let listed: Vec<&str> = operation.responses.keys().map(String::as_str).collect();
            return Some(vec![fail(
                format!("one of the documented statuses {}", listed.join(", ")),
                format!("status {status}, which the document does not list"),
            )]);
        };
        let Some(schema) = schema else {
            return Some(Vec::new());
        };
        let is_json = content_type.is_none_or(|ct| {
            let ct = ct.to_ascii_lowercase();
            ct.contains("json") && !ct.contains("ndjson")
        });
        if !is_json {
            return Some(vec![fail(
                "a JSON body, as documented".into(),
                format!("content type {}", content_type.unwrap_or_default()),
            )]);
        }
        let instance: Value = match serde_json::from_slice(body) {
            Ok(value) => value,
            Err(e) => {
                return Some(vec![fail(
                    "a JSON body, as documented".into(),
                    format!("a body that is not JSON ({e})"),
                )]);
            }
        };
        Some(
            schema
                .iter_errors(&instance)
                .take(5)
                .map(|error| {
                    fail(
                        format!("the documented schema (at {})", error.schema_path()),
                        format!("{error} (at {})", location(error.instance_path().as_str())),
                    )
                })
                .collect(),
        )
    }
}

impl Operation {
    fn matches(&self, segments: &[&str]) -> bool {
        self.template.len() == segments.len()
            && self
                .template
                .iter()
                .zip(segments)
                .all(|(template, segment)| match template {
                    Segment::Literal(literal) => literal == segment,
                    Segment::Parameter => true,
                })
    }

    fn literals(&self) -> usize {
        self.template
            .iter()
            .filter(|s| matches!(s, Segment::Literal(_)))
            .count()
    }
}

fn location(pointer: &str) -> String {
    if pointer.is_empty() {
        "the body".into()
    } else {
        format!("body{pointer}")
    }
}

/// Follows a `$ref` to `#/components/...` once (responses may be references).
fn resolve(document: &Value, value: &Value) -> Value {
    match value
        .get("$ref")
        .and_then(Value::as_str)
        .and_then(|r| r.strip_prefix('#'))
    {
        Some(pointer) => document.pointer(pointer).cloned().unwrap_or(Value::Null),
        None => value.clone(),
    }
}

/// The schema of a response's JSON content (`application/json` or `…+json`).
fn json_schema(response: &Value) -> Option<Value> {
    let content = response.get("content")?.as_object()?;
    content
        .iter()
        .find(|(media, _)| {
            let media = media.to_ascii_lowercase();
            media.starts_with("application/json") || media.contains("+json")
        })
        .and_then(|(_, media)| media.get("schema").cloned())
}

/// A validator whose `#/components/...` references resolve: the components ride
/// along in the root schema under a key JSON Schema ignores.
fn compile(schema: Value, components: &Value) -> Result<jsonschema::Validator, String> {
    let root = match schema {
        Value::Object(mut map) => {
            map.insert("components".into(), components.clone());
            Value::Object(map)
        }
        other => {
            let mut map = Map::new();
            map.insert("allOf".into(), Value::Array(vec![other]));
            map.insert("components".into(), components.clone());
            Value::Object(map)
        }
    };
    jsonschema::options()
        .with_draft(jsonschema::Draft::Draft202012)
        .build(&root)
        .map_err(|e| e.to_string())
}

/// OpenAPI 3.0's `nullable: true` is `type: [T, "null"]` in JSON Schema.
fn nullable_to_type(value: Value) -> Value {
    match value {
        Value::Object(map) => {
            let nullable = map.get("nullable").and_then(Value::as_bool) == Some(true);
            let mut out: Map<String, Value> = map
                .into_iter()
                .filter(|(k, _)| k != "nullable")
                .map(|(k, v)| (k, nullable_to_type(v)))
                .collect();
            if nullable {
                match out.get("type").cloned() {
                    Some(Value::String(t)) => {
                        out.insert("type".into(), Value::Array(vec![t.into(), "null".into()]));
                    }
                    _ => {
                        let inner = Value::Object(std::mem::take(&mut out));
                        out.insert(
                            "anyOf".into(),
                            Value::Array(vec![inner, serde_json::json!({"type": "null"})]),
                        );
                    }
                }
            }
            Value::Object(out)
        }
        Value::Array(items) => Value::Array(items.into_iter().map(nullable_to_type).collect()),
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn document() -> Document {
        Document::parse(&json!({
            "openapi": "3.1.0",
            "paths": {
                "/v1/things/{id}": {"get": {"operationId": "getThing", "responses": {
                    "200": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Thing"}}}},
                    "404": {"$ref": "#/components/responses/Error"}
                }}},
                "/v1/things/special": {"get": {"responses": {"204": {"description": "none"}}}}
            },
            "components": {
                "schemas": {
                    "Thing": {"type": "object", "required": ["id"], "properties": {"id": {"type": "string"}}},
                    "Error": {"type": "object", "required": ["error"]}
                },
                "responses": {"Error": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}}
            }
        }))
        .unwrap()
    }

    #[test]
    fn documented_answers_pass_and_others_are_named() {
        let doc = document();
        let ok = doc.check(
            "GET",
            "/v1/things/7?x=1",
            200,
            Some("application/json"),
            br#"{"id":"7"}"#,
        );
        assert_eq!(ok, Some(vec![]));
        let bad = doc
            .check("GET", "/v1/things/7", 200, None, br#"{"id":7}"#)
            .unwrap();
        assert_eq!(bad.len(), 1);
        assert!(bad[0].operation.starts_with("getThing"), "{bad:?}");
        assert!(bad[0].actual.contains("body/id"), "{bad:?}");
        let status = doc.check("GET", "/v1/things/7", 500, None, b"{}").unwrap();
        assert!(status[0].actual.contains("does not list"), "{status:?}");
        let error = doc
            .check("GET", "/v1/things/7", 404, None, br#"{"nope":1}"#)
            .unwrap();
        assert_eq!(error.len(), 1, "{error:?}");
        assert_eq!(
            doc.check("GET", "/v1/things/special", 204, None, b""),
            Some(vec![])
        );
        assert_eq!(doc.check("GET", "/elsewhere", 404, None, b""), None);
        assert_eq!(doc.check("DELETE", "/v1/things/7", 405, None, b""), None);
    }

    #[test]
    fn openapi_3_0_nullable_is_understood() {
        let doc = Document::parse(&json!({
            "openapi": "3.0.3",
            "paths": {"/a": {"get": {"responses": {"200": {"content": {"application/json": {"schema": {
                "type": "object", "properties": {"n": {"type": "integer", "nullable": true}}
            }}}}}}}}
        }))
        .unwrap();
        assert_eq!(
            doc.check("GET", "/a", 200, None, br#"{"n":null}"#),
            Some(vec![])
        );
        assert_eq!(
            doc.check("GET", "/a", 200, None, br#"{"n":"x"}"#)
                .map(|m| m.len()),
            Some(1)
        );
    }
}
