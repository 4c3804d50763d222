//! `GET /healthz`: no key needed; says whether the Docker engine answers.

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use serde::Serialize;
use utoipa::ToSchema;

use crate::SharedState;

#[derive(Debug, Serialize, ToSchema)]
pub struct Health {
    /// `ok` when the engine answers, `unavailable` otherwise.
    pub status: &'static str,
    pub docker: bool,
}

#[utoipa::path(get, path = "/healthz", security(()), responses(
    (status = 200, description = "Docker answers", body = Health),
    (status = 503, description = "Docker does not answer", body = Health),
))]
pub async fn healthz(State(state): State<SharedState>) -> (StatusCode, Json<Health>) {
    match state.docker.ping().await {
        Ok(_) => (
            StatusCode::OK,
            Json(Health {
                status: "ok",
                docker: true,
            }),
        ),
        Err(err) => {
            tracing::warn!("health check: Docker does not answer: {err}");
            (
                StatusCode::SERVICE_UNAVAILABLE,
                Json(Health {
                    status: "unavailable",
                    docker: false,
                }),
            )
        }
    }
}
