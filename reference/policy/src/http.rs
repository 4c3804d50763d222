//! The HTTP transport: `GET /info`, `POST /reset`, `POST /act`.

use axum::Json;
use axum::extract::State;
use reference_common::{ApiError, JsonBody};
use serde_json::{Value, json};

use crate::AppState;
use crate::openapi::ErrorBody;
use crate::protocol::{ActReply, ActRequest, Info, ResetRequest, from_object};

/// The protocol the server speaks and its name.
#[utoipa::path(get, path = "/info", responses((status = 200, body = Info)))]
pub async fn info(State(state): State<AppState>) -> Json<Info> {
    Json(state.info())
}

/// Starts an episode: the HTTP session's policy forgets the last one.
#[utoipa::path(post, path = "/reset", request_body = ResetRequest, responses(
    (status = 200, description = "`{}`", body = Object),
    (status = 400, description = "`bad_request`: not an object, or a member missing or of the wrong type", body = ErrorBody),
))]
pub async fn reset(
    State(state): State<AppState>,
    JsonBody(body): JsonBody<Value>,
) -> Result<Json<Value>, ApiError> {
    let request: ResetRequest = from_object(body).map_err(ApiError::bad_request)?;
    state.http_session.lock().await.reset(&request);
    Ok(Json(json!({})))
}

/// The policy's action for one observation.
#[utoipa::path(post, path = "/act", request_body = ActRequest, responses(
    (status = 200, body = ActReply),
    (status = 400, description = "`bad_request`, `invalid_observation` or `invalid_ndarray`", body = ErrorBody),
    (status = 409, description = "`not_reset`: no reset has started an episode", body = ErrorBody),
))]
pub async fn act(
    State(state): State<AppState>,
    JsonBody(body): JsonBody<Value>,
) -> Result<Json<ActReply>, ApiError> {
    // Holds the HTTP session for the whole answer, latency included, so that
    // concurrent requests are served one at a time.
    let request: ActRequest = from_object(body).map_err(ApiError::bad_request)?;
    let mut session = state.http_session.lock().await;
    let action = session.act(&request.observation)?;
    state.inference_delay().await;
    Ok(Json(ActReply { action }))
}
