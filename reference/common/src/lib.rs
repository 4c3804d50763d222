//! Pieces every reference server shares: the error object of the seeds
//! (`{"error":{"code","message"}}`), JSON and path extractors whose rejections
//! render in that shape instead of axum's plain-text bodies, and the answers
//! every OpenAPI document must declare because those extractors give them.

pub mod openapi;

use axum::{
    Json, Router,
    body::{Body, Bytes},
    extract::{
        FromRequest, FromRequestParts, Request,
        rejection::{JsonRejection, PathRejection},
    },
    http::StatusCode,
    http::request::Parts,
    response::{IntoResponse, Response},
};
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

/// An error answer: HTTP status, machine-readable code, human message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApiError {
    pub status: StatusCode,
    pub code: String,
    pub message: String,
}

impl ApiError {
    pub fn new(status: StatusCode, code: impl Into<String>, message: impl Into<String>) -> Self {
        Self {
            status,
            code: code.into(),
            message: message.into(),
        }
    }

    pub fn bad_request(message: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, "bad_request", message)
    }

    pub fn not_found(message: impl Into<String>) -> Self {
        Self::new(StatusCode::NOT_FOUND, "not_found", message)
    }

    pub fn unauthorized(message: impl Into<String>) -> Self {
        Self::new(StatusCode::UNAUTHORIZED, "unauthorized", message)
    }

    pub fn conflict(message: impl Into<String>) -> Self {
        Self::new(StatusCode::CONFLICT, "conflict", message)
    }

    pub fn internal(message: impl Into<String>) -> Self {
        Self::new(StatusCode::INTERNAL_SERVER_ERROR, "internal", message)
    }

    pub fn body(&self) -> serde_json::Value {
        json!({ "error": { "code": self.code, "message": self.message } })
    }
}

impl std::fmt::Display for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} {}: {}",
            self.status.as_u16(),
            self.code,
            self.message
        )
    }
}

impl std::error::Error for ApiError {}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        if self.status.is_server_error() {
            tracing::error!(code = %self.code, message = %self.message, "request failed");
        }
        (self.status, Json(self.body())).into_response()
    }
}

impl From<JsonRejection> for ApiError {
    fn from(rejection: JsonRejection) -> Self {
        let status = rejection.status();
        let code = match status {
            StatusCode::UNSUPPORTED_MEDIA_TYPE => "unsupported_media_type",
            StatusCode::PAYLOAD_TOO_LARGE => "payload_too_large",
            _ => "bad_request",
        };
        // Deserialisation errors become 400 whatever axum picked (it uses 422).
        let status = if status == StatusCode::UNPROCESSABLE_ENTITY {
            StatusCode::BAD_REQUEST
        } else {
            status
        };
        ApiError::new(status, code, rejection.body_text())
    }
}

/// `axum::Json`, but a body that does not parse is answered with [`ApiError`],
/// and so is a body that is not a JSON object: every operation takes an object,
/// and serde would otherwise read an array as a struct's fields in order.
#[derive(Debug, Clone, Copy, Default)]
pub struct JsonBody<T>(pub T);

impl<T, S> FromRequest<S> for JsonBody<T>
where
    T: DeserializeOwned,
    S: Send + Sync,
{
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        // axum's own checks, in its order and with its messages: the content
        // type (probed with a stand-in body), the body limit, the syntax.
        let mut probe = Request::new(Body::from("{}"));
        *probe.headers_mut() = req.headers().clone();
        let Json(_) = Json::<Value>::from_request(probe, state).await?;
        let bytes = Bytes::from_request(req, state)
            .await
            .map_err(JsonRejection::from)?;
        // Valid JSON is an object exactly when it starts with `{`.
        let object = bytes.iter().find(|b| !b.is_ascii_whitespace()) == Some(&b'{');
        let not_an_object = || ApiError::bad_request("the body must be a JSON object");
        match Json::<T>::from_bytes(&bytes) {
            Ok(Json(body)) if object => Ok(JsonBody(body)),
            Ok(_) => Err(not_an_object()),
            Err(JsonRejection::JsonDataError(_)) if !object => Err(not_an_object()),
            Err(rejection @ JsonRejection::JsonDataError(_))
                if rejection.body_text().contains("floating point") =>
            {
                // JSON has one number type: `2.0` is the integer 2 (JSON
                // Schema agrees), so a member typed integer takes it too.
                let Ok(mut value) = serde_json::from_slice::<Value>(&bytes) else {
                    return Err(rejection.into());
                };
                integral_floats_as_integers(&mut value);
                serde_json::from_value(value)
                    .map(JsonBody)
                    .map_err(|_| ApiError::from(rejection))
            }
            Err(rejection) => Err(rejection.into()),
        }
    }
}

fn integral_floats_as_integers(value: &mut Value) {
    match value {
        Value::Number(number) => {
            if let Some(float) = number.as_f64().filter(|f| f.fract() == 0.0) {
                let integer = if float < 0.0 && float >= i64::MIN as f64 {
                    Some(serde_json::Number::from(float as i64))
                } else if float >= 0.0 && float < u64::MAX as f64 {
                    Some(serde_json::Number::from(float as u64))
                } else {
                    None
                };
                if let Some(integer) = integer {
                    *number = integer;
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(integral_floats_as_integers),
        Value::Object(members) => members.values_mut().for_each(integral_floats_as_integers),
        Value::Null | Value::Bool(_) | Value::String(_) => {}
    }
}

/// `axum::extract::Path`, but a path segment that does not decode (bad
/// percent-encoding, invalid UTF-8) is a 400 `bad_request` in the error shape.
#[derive(Debug, Clone, Copy, Default)]
pub struct PathParam<T>(pub T);

impl<T, S> FromRequestParts<S> for PathParam<T>
where
    T: DeserializeOwned + Send,
    S: Send + Sync,
{
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        match axum::extract::Path::<T>::from_request_parts(parts, state).await {
            Ok(axum::extract::Path(value)) => Ok(PathParam(value)),
            Err(rejection @ PathRejection::FailedToDeserializePathParams(_)) => {
                Err(ApiError::bad_request(rejection.body_text()))
            }
            Err(rejection) => Err(ApiError::internal(rejection.body_text())),
        }
    }
}

/// Unknown routes and wrong methods answer in the error shape too.
pub fn with_error_fallbacks<S: Clone + Send + Sync + 'static>(router: Router<S>) -> Router<S> {
    router
        .fallback(|| async { ApiError::not_found("no such route") })
        .method_not_allowed_fallback(|| async {
            ApiError::new(
                StatusCode::METHOD_NOT_ALLOWED,
                "method_not_allowed",
                "method not allowed on this route",
            )
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::body::{Body, to_bytes};
    use axum::routing::post;
    use tower::ServiceExt;

    async fn echo(JsonBody(v): JsonBody<serde_json::Value>) -> Json<serde_json::Value> {
        Json(v)
    }

    #[derive(serde::Deserialize)]
    struct Count {
        n: u32,
    }

    async fn count(JsonBody(c): JsonBody<Count>) -> String {
        c.n.to_string()
    }

    async fn named(PathParam(name): PathParam<String>) -> String {
        name
    }

    async fn call(
        router: Router,
        req: axum::http::Request<Body>,
    ) -> (StatusCode, serde_json::Value) {
        let res = router.oneshot(req).await.unwrap();
        let status = res.status();
        let bytes = to_bytes(res.into_body(), 1 << 20).await.unwrap();
        (status, serde_json::from_slice(&bytes).unwrap())
    }

    fn app() -> Router {
        with_error_fallbacks(
            Router::new()
                .route("/echo", post(echo))
                .route("/count", post(count))
                .route("/named/{name}", axum::routing::get(named)),
        )
    }

    #[tokio::test]
    async fn malformed_json_is_a_bad_request_in_error_shape() {
        let req = axum::http::Request::post("/echo")
            .header("content-type", "application/json")
            .body(Body::from("{nope"))
            .unwrap();
        let (status, body) = call(app(), req).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(body["error"]["code"], "bad_request");
        assert!(body["error"]["message"].as_str().unwrap().len() > 3);
    }

    #[tokio::test]
    async fn missing_content_type_is_415() {
        let req = axum::http::Request::post("/echo")
            .body(Body::from("{}"))
            .unwrap();
        let (status, body) = call(app(), req).await;
        assert_eq!(status, StatusCode::UNSUPPORTED_MEDIA_TYPE);
        assert_eq!(body["error"]["code"], "unsupported_media_type");
    }

    #[tokio::test]
    async fn unknown_route_and_method_use_error_shape() {
        let req = axum::http::Request::get("/nowhere")
            .body(Body::empty())
            .unwrap();
        let (status, body) = call(app(), req).await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        assert_eq!(body["error"]["code"], "not_found");
        let req = axum::http::Request::get("/echo")
            .body(Body::empty())
            .unwrap();
        let (status, body) = call(app(), req).await;
        assert_eq!(status, StatusCode::METHOD_NOT_ALLOWED);
        assert_eq!(body["error"]["code"], "method_not_allowed");
    }

    #[tokio::test]
    async fn undecodable_path_segment_is_a_bad_request_in_error_shape() {
        let req = axum::http::Request::get("/named/%00%ff%2e")
            .body(Body::empty())
            .unwrap();
        let (status, body) = call(app(), req).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(body["error"]["code"], "bad_request");
    }

    fn post_json(path: &str, body: &str) -> axum::http::Request<Body> {
        axum::http::Request::post(path)
            .header("content-type", "application/json")
            .body(Body::from(body.to_owned()))
            .unwrap()
    }

    #[tokio::test]
    async fn a_body_that_is_not_an_object_is_a_bad_request() {
        for body in ["[null, null]", "[3]", "3", "null", "\"n\"", " [7]"] {
            let (status, answer) = call(app(), post_json("/count", body)).await;
            assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
            assert_eq!(answer["error"]["code"], "bad_request", "{body}");
        }
    }

    #[tokio::test]
    async fn an_integral_float_is_an_integer_and_a_fraction_is_not() {
        let res = app()
            .oneshot(post_json("/count", r#"{"n": 7.0}"#))
            .await
            .unwrap();
        assert_eq!(res.status(), StatusCode::OK);
        let bytes = to_bytes(res.into_body(), 1 << 20).await.unwrap();
        assert_eq!(&bytes[..], b"7");
        let (status, answer) = call(app(), post_json("/count", r#"{"n": 7.5}"#)).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        let message = answer["error"]["message"].as_str().unwrap();
        assert!(message.contains("n: invalid type"), "{message}");
        assert!(message.contains("at line 1 column"), "{message}");
        let (status, _) = call(app(), post_json("/echo", r#"{"x": 1.0}"#)).await;
        assert_eq!(status, StatusCode::OK);
        // The value a parser keeps of a duplicated member is not taken for a pass.
        let (status, _) = call(app(), post_json("/count", r#"{"n": 1, "n": 2}"#)).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
    }
}
