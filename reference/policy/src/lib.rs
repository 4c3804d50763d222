//! Reference policy server for the remote policy protocol `evals/1` (seed 002, part B):
//! HTTP at `/info`, `/reset`, `/act` and a WebSocket at `/ws` on the same router.

pub mod codec;
mod http;
pub mod observation;
mod openapi;
pub mod protocol;
mod scripted;
mod session;
mod ws;

use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::routing::{get, post};
use reference_common::with_error_fallbacks;
use tokio::sync::Mutex;

use crate::protocol::{Info, PROTOCOL};
use crate::session::Session;

/// Largest HTTP request body; two 480×640×3 cameras need about 2.5 MB.
pub const MAX_BODY_BYTES: usize = 64 * 1024 * 1024;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PolicyKind {
    Scripted,
    Zero,
    Random,
}

impl PolicyKind {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Scripted => "scripted",
            Self::Zero => "zero",
            Self::Random => "random",
        }
    }
}

impl FromStr for PolicyKind {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "scripted" => Ok(Self::Scripted),
            "zero" => Ok(Self::Zero),
            "random" => Ok(Self::Random),
            other => Err(format!(
                "unknown policy {other:?}; expected scripted, zero or random"
            )),
        }
    }
}

#[derive(Debug, Clone)]
pub struct Config {
    pub policy: PolicyKind,
    /// Added to every act reply, to emulate slow inference.
    pub latency_ms: u64,
}

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("{0}")]
    Startup(String),
}

#[derive(Clone)]
struct AppState {
    config: Arc<Config>,
    /// HTTP carries no connection identity, so all HTTP requests share one evaluation.
    http_session: Arc<Mutex<Session>>,
}

impl AppState {
    fn info(&self) -> Info {
        Info {
            protocol: PROTOCOL,
            name: format!("touchstone-reference-{}", self.config.policy.as_str()),
        }
    }

    async fn inference_delay(&self) {
        if self.config.latency_ms > 0 {
            tokio::time::sleep(Duration::from_millis(self.config.latency_ms)).await;
        }
    }
}

pub async fn app(config: Config) -> Result<Router, Error> {
    let state = AppState {
        http_session: Arc::new(Mutex::new(Session::new(config.policy))),
        config: Arc::new(config),
    };
    let router = Router::new()
        .route("/info", get(http::info))
        .route("/reset", post(http::reset))
        .route("/act", post(http::act))
        .route("/ws", get(ws::upgrade))
        .route("/openapi.json", get(openapi::document))
        .layer(DefaultBodyLimit::max(MAX_BODY_BYTES))
        .with_state(state);
    Ok(with_error_fallbacks(router))
}
