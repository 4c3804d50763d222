//! Harness-side clients for both transports. Each sends one message and waits
//! for its reply before the next (the protocol allows one request at a time).

use std::time::Duration;

use futures::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream, connect_async};

/// How long the harness waits for any reply.
pub const RECEIVE_TIMEOUT: Duration = Duration::from_secs(30);

#[derive(Debug, thiserror::Error)]
pub enum ClientError {
    #[error("could not talk to the policy server: {0}")]
    Transport(String),
    #[error("the policy server answered HTTP {status}: {body}")]
    Status { status: u16, body: String },
    #[error("the policy server replied with an error: {0}")]
    Policy(String),
    #[error("malformed reply ({reason}): {reply}")]
    BadReply { reason: String, reply: String },
    #[error("no reply within {0:?}; the connection was dropped")]
    Timeout(Duration),
    #[error("the connection is closed")]
    Closed,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PolicyInfo {
    pub protocol: String,
    pub name: String,
}

type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// The three requests of the protocol.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Request {
    Info,
    Reset,
    Act,
}

pub enum PolicyClient {
    Http(HttpTransport),
    WebSocket(WsTransport),
}

pub struct HttpTransport {
    http: reqwest::Client,
    base_url: String,
    timeout: Duration,
}

pub struct WsTransport {
    /// `None` once the connection is dropped, so a late reply can never be read.
    socket: Option<Box<Socket>>,
    timeout: Duration,
}

impl PolicyClient {
    /// A client for `base_url` (for example `http://127.0.0.1:8083`).
    pub fn http(base_url: &str, timeout: Duration) -> Result<Self, ClientError> {
        let http = reqwest::Client::builder()
            .timeout(timeout)
            .build()
            .map_err(|err| ClientError::Transport(err.to_string()))?;
        Ok(Self::Http(HttpTransport {
            http,
            base_url: base_url.trim_end_matches('/').to_owned(),
            timeout,
        }))
    }

    /// Opens one connection, i.e. one evaluation, to `url` (for example `ws://127.0.0.1:8083/ws`).
    pub async fn websocket(url: &str, timeout: Duration) -> Result<Self, ClientError> {
        let (socket, _) = tokio::time::timeout(timeout, connect_async(url))
            .await
            .map_err(|_| ClientError::Timeout(timeout))?
            .map_err(|err| ClientError::Transport(err.to_string()))?;
        Ok(Self::WebSocket(WsTransport {
            socket: Some(Box::new(socket)),
            timeout,
        }))
    }

    pub async fn info(&mut self) -> Result<PolicyInfo, ClientError> {
        let reply = self.call(Request::Info, json!({})).await?;
        let text = |key: &str| reply.get(key).and_then(Value::as_str).map(str::to_owned);
        match (text("protocol"), text("name")) {
            (Some(protocol), Some(name)) => Ok(PolicyInfo { protocol, name }),
            _ => Err(bad_reply("info needs string protocol and name", &reply)),
        }
    }

    pub async fn reset(
        &mut self,
        task: &str,
        seed: u64,
        instruction: &str,
    ) -> Result<(), ClientError> {
        let request = json!({"task": task, "seed": seed, "instruction": instruction});
        self.call(Request::Reset, request).await.map(drop)
    }

    /// The reply's `action`, unchecked: the harness validates it (see [`crate::Action`]).
    pub async fn act(&mut self, observation: &Value) -> Result<Value, ClientError> {
        let reply = self
            .call(Request::Act, json!({"observation": observation}))
            .await?;
        reply
            .get("action")
            .cloned()
            .ok_or_else(|| bad_reply("act reply lacks action", &reply))
    }

    async fn call(&mut self, request: Request, body: Value) -> Result<Value, ClientError> {
        match self {
            Self::Http(http) => http.call(request, body).await,
            Self::WebSocket(ws) => ws.call(request, body).await,
        }
    }
}

impl HttpTransport {
    async fn call(&self, request: Request, body: Value) -> Result<Value, ClientError> {
        let pending = match request {
            Request::Info => self.http.get(format!("{}/info", self.base_url)),
            Request::Reset => self
                .http
                .post(format!("{}/reset", self.base_url))
                .json(&body),
            Request::Act => self.http.post(format!("{}/act", self.base_url)).json(&body),
        };
        let response = pending.send().await.map_err(|err| {
            if err.is_timeout() {
                ClientError::Timeout(self.timeout)
            } else {
                ClientError::Transport(err.to_string())
            }
        })?;
        let status = response.status();
        let text = response
            .text()
            .await
            .map_err(|err| ClientError::Transport(err.to_string()))?;
        if status != reqwest::StatusCode::OK {
            return Err(ClientError::Status {
                status: status.as_u16(),
                body: text,
            });
        }
        let reply: Value = serde_json::from_str(&text).map_err(|err| ClientError::BadReply {
            reason: format!("not JSON: {err}"),
            reply: text.clone(),
        })?;
        if !reply.is_object() {
            return Err(bad_reply("expected a JSON object", &reply));
        }
        Ok(reply)
    }
}

impl WsTransport {
    async fn call(&mut self, request: Request, mut body: Value) -> Result<Value, ClientError> {
        let (kind, expected) = match request {
            Request::Info => ("info", "info"),
            Request::Reset => ("reset", "ok"),
            Request::Act => ("act", "action"),
        };
        body["type"] = json!(kind);
        let socket = self.socket.as_mut().ok_or(ClientError::Closed)?;
        let exchanged = tokio::time::timeout(self.timeout, async {
            socket
                .send(Message::text(body.to_string()))
                .await
                .map_err(|err| ClientError::Transport(err.to_string()))?;
            next_text(socket).await
        })
        .await
        .unwrap_or(Err(ClientError::Timeout(self.timeout)));
        let text = match exchanged {
            Ok(text) => text,
            Err(err) => {
                self.socket = None;
                return Err(err);
            }
        };
        let reply: Value = serde_json::from_str(&text).map_err(|err| ClientError::BadReply {
            reason: format!("not JSON: {err}"),
            reply: text.clone(),
        })?;
        match reply.get("type").and_then(Value::as_str) {
            Some(kind) if kind == expected => Ok(reply),
            Some("error") => Err(ClientError::Policy(text)),
            _ => Err(bad_reply(&format!("expected type {expected:?}"), &reply)),
        }
    }
}

async fn next_text(socket: &mut Socket) -> Result<String, ClientError> {
    loop {
        match socket.next().await {
            Some(Ok(Message::Text(text))) => return Ok(text.as_str().to_owned()),
            Some(Ok(Message::Ping(_) | Message::Pong(_) | Message::Frame(_))) => continue,
            Some(Ok(Message::Binary(_))) => {
                return Err(ClientError::BadReply {
                    reason: "binary frame".into(),
                    reply: String::new(),
                });
            }
            Some(Ok(Message::Close(_))) | None => return Err(ClientError::Closed),
            Some(Err(err)) => return Err(ClientError::Transport(err.to_string())),
        }
    }
}

fn bad_reply(reason: &str, reply: &Value) -> ClientError {
    ClientError::BadReply {
        reason: reason.to_owned(),
        reply: reply.to_string(),
    }
}
