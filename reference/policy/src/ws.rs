//! The WebSocket transport at `/ws`: one connection is one evaluation, and every
//! text message gets exactly one reply.

use axum::extract::State;
use axum::extract::ws::rejection::WebSocketUpgradeRejection;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::response::Response;
use reference_common::ApiError;

use crate::AppState;
use crate::protocol::{ActReply, ClientMessage, ServerMessage};
use crate::session::Session;

pub const MAX_MESSAGE_BYTES: usize = 64 * 1024 * 1024;

/// A plain HTTP request to `/ws` is answered in the error shape, not axum's text.
pub async fn upgrade(
    State(state): State<AppState>,
    upgrade: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> Result<Response, ApiError> {
    let upgrade = upgrade.map_err(|rejection| {
        ApiError::new(
            rejection.status(),
            "websocket_upgrade_required",
            rejection.body_text(),
        )
    })?;
    Ok(upgrade
        .max_message_size(MAX_MESSAGE_BYTES)
        .max_frame_size(MAX_MESSAGE_BYTES)
        .on_upgrade(move |socket| serve(socket, state)))
}

async fn serve(mut socket: WebSocket, state: AppState) {
    let mut session = Session::new(state.config.policy);
    while let Some(received) = socket.recv().await {
        let reply = match received {
            Ok(Message::Text(text)) => answer(&state, &mut session, text.as_str()).await,
            Ok(Message::Binary(_)) => error("binary messages are not supported; send JSON text"),
            Ok(Message::Ping(_) | Message::Pong(_)) => continue,
            Ok(Message::Close(_)) => break,
            Err(err) => {
                tracing::debug!("websocket receive failed: {err}");
                break;
            }
        };
        let Ok(text) = serde_json::to_string(&reply) else {
            break;
        };
        if socket.send(Message::Text(text.into())).await.is_err() {
            break;
        }
    }
}

async fn answer(state: &AppState, session: &mut Session, text: &str) -> ServerMessage {
    let message = match ClientMessage::parse(text) {
        Ok(message) => message,
        Err(err) => return error(format!("invalid message: {err}")),
    };
    match message {
        ClientMessage::Info => ServerMessage::Info(state.info()),
        ClientMessage::Reset(request) => {
            session.reset(&request);
            ServerMessage::Ok
        }
        ClientMessage::Act(request) => match session.act(&request.observation) {
            Ok(action) => {
                state.inference_delay().await;
                ServerMessage::Action(ActReply { action })
            }
            Err(err) => error(err.to_string()),
        },
    }
}

fn error(message: impl Into<String>) -> ServerMessage {
    ServerMessage::Error {
        message: message.into(),
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;
    use std::time::Duration;

    use serde_json::json;
    use tokio::sync::Mutex;
    use tokio::time::Instant;

    use super::*;
    use crate::{Config, PolicyKind};

    fn state(policy: PolicyKind, latency_ms: u64) -> AppState {
        AppState {
            config: Arc::new(Config { policy, latency_ms }),
            http_session: Arc::new(Mutex::new(Session::new(policy))),
        }
    }

    const RESET: &str = r#"{"type":"reset","task":"reach","seed":1,"instruction":"move the gripper to the green marker"}"#;

    fn act(instruction: &str, state: &[f64]) -> String {
        json!({"type": "act", "observation": {"instruction": instruction, "state": state}})
            .to_string()
    }

    /// On tokio's paused clock: the reply is not ready one millisecond before the
    /// configured latency has passed, and is ready once it has.
    // covers: POL-REF-4
    #[tokio::test(start_paused = true)]
    async fn every_act_reply_waits_for_the_configured_latency() {
        let state = state(PolicyKind::Zero, 150);
        let mut session = Session::new(PolicyKind::Zero);
        assert_eq!(answer(&state, &mut session, RESET).await, ServerMessage::Ok);
        for _ in 0..3 {
            let started = Instant::now();
            let text = act("x", &[]);
            let mut reply = std::pin::pin!(answer(&state, &mut session, &text));
            assert!(
                tokio::time::timeout(Duration::from_millis(149), &mut reply)
                    .await
                    .is_err(),
                "replied before the latency had passed"
            );
            assert_eq!(
                reply.await,
                ServerMessage::Action(ActReply { action: [0.0; 4] })
            );
            assert!(started.elapsed() >= Duration::from_millis(150));
        }
    }

    #[tokio::test(start_paused = true)]
    async fn without_latency_the_act_reply_is_immediate() {
        let state = state(PolicyKind::Zero, 0);
        let mut session = Session::new(PolicyKind::Zero);
        answer(&state, &mut session, RESET).await;
        let started = Instant::now();
        let reply = answer(&state, &mut session, &act("x", &[])).await;
        assert_eq!(reply, ServerMessage::Action(ActReply { action: [0.0; 4] }));
        assert_eq!(started.elapsed(), Duration::ZERO);
    }

    // covers: POL-REF-5
    #[tokio::test]
    async fn scripted_stands_still_when_it_cannot_read_the_observation() {
        let state = state(PolicyKind::Scripted, 0);
        let mut session = Session::new(PolicyKind::Scripted);
        answer(&state, &mut session, RESET).await;
        let reach = "move the gripper to the green marker";
        for text in [
            act("dance", &[0.0; 10]),
            act(reach, &[0.0; 3]),
            act(reach, &[0.0; 11]),
        ] {
            let reply = answer(&state, &mut session, &text).await;
            assert_eq!(
                reply,
                ServerMessage::Action(ActReply { action: [0.0; 4] }),
                "{text}"
            );
        }
    }
}
