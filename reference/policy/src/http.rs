//! The HTTP transport: `GET /info`, `POST /reset`, `POST /act`.

use axum::Json;
use axum::extract::State;
use reference_common::{ApiError, JsonBody};
use serde_json::{Value, json};

use crate::AppState;
use crate::protocol::{ActReply, ActRequest, Info, ResetRequest, from_object};

pub async fn info(State(state): State<AppState>) -> Json<Info> {
    Json(state.info())
}

pub async fn reset(
    State(state): State<AppState>,
    JsonBody(body): JsonBody<Value>,
) -> Result<Json<Value>, ApiError> {
    let request: ResetRequest = from_object(body).map_err(ApiError::bad_request)?;
    state.http_session.lock().await.reset(&request);
    Ok(Json(json!({})))
}

/// Holds the HTTP session for the whole answer, latency included, so that
/// concurrent requests are served one at a time.
pub async fn act(
    State(state): State<AppState>,
    JsonBody(body): JsonBody<Value>,
) -> Result<Json<ActReply>, ApiError> {
    let request: ActRequest = from_object(body).map_err(ApiError::bad_request)?;
    let mut session = state.http_session.lock().await;
    let action = session.act(&request.observation)?;
    state.inference_delay().await;
    Ok(Json(ActReply { action }))
}
