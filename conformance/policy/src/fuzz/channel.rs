//! One evaluation on the server under test, over either transport: reset, then
//! acts whose observation is given as JSON text, each answer classified.

use std::time::Duration;

use conformance_engine::context::{Body, WsConnection, WsMessage};
use conformance_engine::{Context, HarnessError, HttpRequest, HttpResponse, Transport};
use serde_json::{Value, json};

use super::input::INSTRUCTION;

/// What came back for one message.
#[derive(Debug, Clone, PartialEq)]
pub enum Answer {
    /// The reply the message calls for: for an act, an action of exactly four
    /// numbers (HTTP 200 `{"action"}`, WebSocket `{"type":"action"}`); for a
    /// reset, an HTTP 200 object or a WebSocket `{"type":"ok"}`.
    Expected,
    /// An answer that is not an action; `refusal` when it is the transport's
    /// way of saying no (a non-200 status, a WebSocket `error` reply).
    Other { refusal: bool, shown: String },
    /// No answer: the connection broke or closed, or time ran out.
    Nothing(String),
}

impl Answer {
    pub fn is_expected(&self) -> bool {
        matches!(self, Answer::Expected)
    }

    pub fn is_refusal(&self) -> bool {
        matches!(self, Answer::Other { refusal: true, .. })
    }

    pub fn show(&self) -> String {
        match self {
            Answer::Expected => "the expected reply".to_owned(),
            Answer::Other { shown, .. } => shown.clone(),
            Answer::Nothing(why) => format!("no answer ({why})"),
        }
    }
}

/// The reset each evaluation of a fuzz run starts with.
pub fn reset_body() -> Value {
    json!({ "task": "reach", "seed": 1, "instruction": INSTRUCTION })
}

/// The connection state of one evaluation.
pub enum Channel {
    Http,
    /// `None` once the server closed the connection.
    WebSocket(Option<Box<WsConnection>>),
}

impl Channel {
    /// Starts an evaluation: a reset (on a new connection for WebSocket).
    pub async fn open(ctx: &mut Context, transport: Transport) -> (Channel, Answer) {
        let mut channel = match transport {
            Transport::Http => Channel::Http,
            Transport::WebSocket => Channel::WebSocket(None),
        };
        let answer = channel.restart(ctx).await;
        (channel, answer)
    }

    /// A new evaluation on the same channel: a reset, after connecting again
    /// when the WebSocket connection is gone.
    pub async fn restart(&mut self, ctx: &mut Context) -> Answer {
        match self {
            Channel::Http => {
                let request = HttpRequest::post("/reset").json(reset_body());
                http_answer(ctx.send(request).await, |body| body.is_object())
            }
            Channel::WebSocket(slot) => {
                if let Some(mut old) = slot.take() {
                    ctx.ws_close(old.as_mut()).await;
                }
                let mut connection = match ctx.ws_connect(None).await {
                    Ok(connection) => connection,
                    Err(err) => return Answer::Nothing(err.to_string()),
                };
                let mut message = reset_body();
                message["type"] = json!("reset");
                let answer = ws_exchange(ctx, &mut connection, message.to_string(), |body| {
                    body["type"] == "ok"
                })
                .await;
                if !matches!(answer, Answer::Nothing(_)) {
                    *slot = Some(Box::new(connection));
                }
                answer
            }
        }
    }

    /// Whether a WebSocket connection is still open (always true for HTTP).
    pub fn is_open(&self) -> bool {
        !matches!(self, Channel::WebSocket(None))
    }

    /// One act with `observation`, given as JSON text.
    pub async fn act(&mut self, ctx: &mut Context, observation: &str) -> Answer {
        match self {
            Channel::Http => {
                let body = format!(r#"{{"observation":{observation}}}"#);
                let request = HttpRequest::post("/act").body(Body::Bytes {
                    data: body.into_bytes(),
                    content_type: Some("application/json".into()),
                });
                http_answer(ctx.send(request).await, |body| is_action(&body["action"]))
            }
            Channel::WebSocket(slot) => {
                let Some(connection) = slot.as_mut() else {
                    return Answer::Nothing("the connection is closed".into());
                };
                let message = format!(r#"{{"type":"act","observation":{observation}}}"#);
                let answer = ws_exchange(ctx, connection, message, |body| {
                    body["type"] == "action" && is_action(&body["action"])
                })
                .await;
                if matches!(answer, Answer::Nothing(_)) {
                    *slot = None;
                }
                answer
            }
        }
    }

    pub async fn close(self, ctx: &mut Context) {
        if let Channel::WebSocket(Some(mut connection)) = self {
            ctx.ws_close(connection.as_mut()).await;
        }
    }
}

fn is_action(value: &Value) -> bool {
    value
        .as_array()
        .is_some_and(|items| items.len() == 4 && items.iter().all(Value::is_number))
}

/// At most this much of an answer is shown in a failure.
const SHOWN: usize = 300;

fn shown(text: &str) -> String {
    let mut out: String = text.chars().take(SHOWN).collect();
    if out.len() < text.len() {
        out.push('…');
    }
    out
}

fn http_answer(
    result: Result<HttpResponse, HarnessError>,
    good: impl Fn(&Value) -> bool,
) -> Answer {
    match result {
        Err(err) => Answer::Nothing(err.to_string()),
        Ok(response) if response.status == 200 => match response.json() {
            Some(body) if good(&body) => Answer::Expected,
            _ => Answer::Other {
                refusal: false,
                shown: format!("200 {}", shown(&response.text())),
            },
        },
        Ok(response) => Answer::Other {
            refusal: true,
            shown: format!("{} {}", response.status, shown(&response.text())),
        },
    }
}

async fn ws_exchange(
    ctx: &mut Context,
    connection: &mut WsConnection,
    message: String,
    good: impl Fn(&Value) -> bool,
) -> Answer {
    if let Err(err) = ctx.ws_send(connection, WsMessage::Text(message)).await {
        return Answer::Nothing(err.to_string());
    }
    let timeout: Duration = ctx.request_timeout();
    match ctx.ws_receive(connection, timeout).await {
        Err(err) => Answer::Nothing(err.to_string()),
        Ok(None) => Answer::Nothing("the server closed the connection".into()),
        Ok(Some(text)) => match serde_json::from_str::<Value>(&text) {
            Ok(body) if good(&body) => Answer::Expected,
            Ok(body) => Answer::Other {
                refusal: body["type"] == "error" && body["message"].is_string(),
                shown: shown(&text),
            },
            Err(_) => Answer::Other {
                refusal: false,
                shown: shown(&text),
            },
        },
    }
}
