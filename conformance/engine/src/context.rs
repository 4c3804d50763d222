//! What a running case can reach: its target, the run's settings, an HTTP client
//! and WebSocket connections that record every exchange into the transcript.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use futures::{SinkExt, StreamExt};
use reqwest::Method;
use serde_json::Value;
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::{self, Message};
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use crate::fresh_connection;
use crate::target::{CircuitBreaker, Target};
use crate::transcript::{
    Exchange, RecordedRequest, RecordedResponse, Secrets, Transcript, body_text,
};

mod open;

pub use open::OpenResponse;

/// Bodies longer than this are referred to as a file in `curl` lines.
const CURL_BODY_LIMIT: usize = 4096;

/// How a transcript notes a request retried on a fresh connection (whether
/// the first attempt lost its connection depends on timing, not on the service).
pub const RETRIED_NOTE: &str = "the first attempt lost its connection";

/// Settings shared by every case of a run.
#[derive(Debug, Clone)]
pub struct RunSettings {
    pub admin_token: Option<String>,
    /// The sandbox service's keys (`--api-key`, given once or twice).
    pub api_key: Option<ApiKeys>,
    /// Seed for generated cases; printed so a run can be replayed.
    pub seed: u64,
    pub timeout_scale: f64,
    /// Unique per run, for names that must not collide with earlier runs.
    pub run_id: String,
    /// Where generated artefacts (shrunk counterexamples) are written.
    pub artifacts_dir: Option<std::path::PathBuf>,
    pub sandbox: SandboxSettings,
}

/// What the runner knows about the sandbox service beyond its URL and keys.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SandboxSettings {
    /// The image the service runs when a create names none (`--sandbox-image`,
    /// or the `image` of a sandbox created without one).
    pub image: Option<String>,
    /// The runner shares the service's Docker engine (`--sandbox-docker`) and
    /// may look at the containers, volumes and networks behind its sandboxes.
    pub docker: bool,
}

/// Keys the sandbox service under test accepts. Most cases use the first; cases
/// about what several keys share (SBX-AUTHN-4) need a second, different one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApiKeys {
    pub first: String,
    pub second: Option<String>,
}

impl RunSettings {
    /// The settings a case may name in its `needs`.
    pub const NEEDS: [&str; 5] = [
        "admin_token",
        "api_key",
        "api_key_2",
        "sandbox_image",
        "sandbox_docker",
    ];

    pub fn first_api_key(&self) -> Option<&str> {
        self.api_key.as_ref().map(|keys| keys.first.as_str())
    }

    pub fn second_api_key(&self) -> Option<&str> {
        self.api_key
            .as_ref()
            .and_then(|keys| keys.second.as_deref())
    }

    pub fn secrets(&self) -> Secrets {
        let mut secrets = Secrets::default();
        if let Some(token) = &self.admin_token {
            secrets.add(token, "ADMIN_TOKEN");
        }
        if let Some(key) = self.first_api_key() {
            secrets.add(key, "API_KEY");
        }
        if let Some(key) = self.second_api_key() {
            secrets.add(key, "API_KEY_2");
        }
        secrets
    }

    pub fn scaled(&self, duration: Duration) -> Duration {
        duration.mul_f64(self.timeout_scale.max(0.01))
    }

    /// Why a case that needs `need` cannot run with these settings; `None` when it can.
    pub fn missing(&self, need: &str) -> Option<String> {
        let provided = match need {
            "admin_token" => self.admin_token.is_some(),
            "api_key" => self.api_key.is_some(),
            "api_key_2" => self.second_api_key().is_some(),
            "sandbox_image" => self.sandbox.image.is_some(),
            "sandbox_docker" => self.sandbox.docker,
            _ => {
                return Some(format!(
                    "needs {need:?}, a setting the runner does not know"
                ));
            }
        };
        (!provided).then(|| match need {
            "api_key_2" => "needs a second --api-key (another key the service accepts)".to_owned(),
            "sandbox_image" => "needs --sandbox-image (the image the service runs by default; its sandbox record does not name it)".to_owned(),
            "sandbox_docker" => "needs --sandbox-docker (the runner shares the service's Docker engine and may inspect it)".to_owned(),
            _ => format!("needs --{}", need.replace('_', "-")),
        })
    }
}

/// Why the harness could not get an answer; distinct from a wrong answer.
#[derive(Debug, Clone, thiserror::Error)]
pub enum HarnessError {
    #[error("cannot reach the target: {0}")]
    Unreachable(String),
    #[error("no answer within {0:?}")]
    Timeout(Duration),
    #[error(
        "target unreachable: circuit open after {} consecutive connection failures",
        CircuitBreaker::THRESHOLD
    )]
    CircuitOpen,
    /// The connection was lost before an answer came, also when the request was
    /// sent once more on a fresh connection: the server hung up on it.
    #[error("the server closed the connection without answering: {0}")]
    Dropped(String),
    /// The target answered a WebSocket upgrade with a plain HTTP response. It
    /// did answer, so this is judged as a wrong answer, not a harness problem.
    #[error("the WebSocket upgrade was refused: {0}")]
    Refused(String),
    #[error("{0}")]
    Other(String),
}

#[derive(Debug, Clone)]
pub enum Body {
    Empty,
    Json(Value),
    Bytes {
        data: Vec<u8>,
        content_type: Option<String>,
    },
    Multipart(Vec<Part>),
    Generated(GeneratedBody),
}

/// A body of `len` bytes repeating `fill`, made only when the request is sent
/// so that large bodies are not kept around or copied.
#[derive(Debug, Clone)]
pub struct GeneratedBody {
    pub fill: Vec<u8>,
    pub len: usize,
    pub content_type: Option<String>,
}

impl GeneratedBody {
    pub fn bytes(&self) -> Vec<u8> {
        if self.fill.is_empty() {
            return Vec::new();
        }
        let mut data = self.fill.repeat(self.len.div_ceil(self.fill.len()));
        data.truncate(self.len);
        data
    }

    /// How the body is shown in transcripts and `curl` lines.
    fn describe(&self) -> String {
        format!(
            "{} bytes repeating {:?}",
            self.len,
            String::from_utf8_lossy(&self.fill)
        )
    }
}

#[derive(Debug, Clone)]
pub struct Part {
    pub name: String,
    pub data: Vec<u8>,
    pub filename: Option<String>,
    pub content_type: Option<String>,
}

/// A request about to be sent; build with [`HttpRequest::new`] and the setters.
#[derive(Debug, Clone)]
pub struct HttpRequest {
    pub method: Method,
    /// Relative to the target unless absolute.
    pub path: String,
    pub headers: Vec<(String, String)>,
    pub body: Body,
    pub timeout: Option<Duration>,
    /// Read the response body only up to this many complete lines, then close
    /// the connection: a client that goes away in the middle of a stream.
    pub hang_up_after_lines: Option<usize>,
}

impl HttpRequest {
    pub fn new(method: Method, path: impl Into<String>) -> Self {
        Self {
            method,
            path: path.into(),
            headers: Vec::new(),
            body: Body::Empty,
            timeout: None,
            hang_up_after_lines: None,
        }
    }

    pub fn get(path: impl Into<String>) -> Self {
        Self::new(Method::GET, path)
    }

    pub fn post(path: impl Into<String>) -> Self {
        Self::new(Method::POST, path)
    }

    pub fn delete(path: impl Into<String>) -> Self {
        Self::new(Method::DELETE, path)
    }

    pub fn header(mut self, name: impl Into<String>, value: impl Into<String>) -> Self {
        self.headers.push((name.into(), value.into()));
        self
    }

    pub fn bearer(self, token: &str) -> Self {
        self.header("authorization", format!("Bearer {token}"))
    }

    pub fn json(mut self, value: Value) -> Self {
        self.body = Body::Json(value);
        self
    }

    pub fn body(mut self, body: Body) -> Self {
        self.body = body;
        self
    }
}

#[derive(Debug, Clone)]
pub struct HttpResponse {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
    pub elapsed: Duration,
    /// The harness closed the connection before the body ended
    /// ([`HttpRequest::hang_up_after_lines`]); `body` holds what was read.
    pub hung_up: bool,
    /// The first attempt lost its connection (how), and this answer came from
    /// the same request sent again on a fresh one.
    pub retried: Option<String>,
}

impl HttpResponse {
    pub fn json(&self) -> Option<Value> {
        serde_json::from_slice(&self.body).ok()
    }

    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }

    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

/// Per-case state handed to [`crate::Case::run`].
pub struct Context {
    pub target: Target,
    pub settings: Arc<RunSettings>,
    pub transcript: Transcript,
    /// Variables visible to scenario templates; cases may add their own.
    pub vars: BTreeMap<String, Value>,
    /// The case this context runs, named when an answer disagrees with the
    /// target's OpenAPI document.
    pub case_id: String,
    secrets: Secrets,
    client: reqwest::Client,
}

impl Context {
    pub fn new(target: Target, settings: Arc<RunSettings>, client: reqwest::Client) -> Self {
        let mut vars = BTreeMap::new();
        vars.insert(
            "base_url".into(),
            Value::String(target.http.clone().unwrap_or_default()),
        );
        vars.insert("run_id".into(), Value::String(settings.run_id.clone()));
        vars.insert("seed".into(), Value::from(settings.seed));
        if let Some(token) = &settings.admin_token {
            vars.insert("admin_token".into(), Value::String(token.clone()));
        }
        if let Some(key) = settings.first_api_key() {
            vars.insert("api_key".into(), Value::String(key.to_owned()));
        }
        if let Some(key) = settings.second_api_key() {
            vars.insert("api_key_2".into(), Value::String(key.to_owned()));
        }
        if let Some(image) = &settings.sandbox.image {
            vars.insert("sandbox_image".into(), Value::String(image.clone()));
        }
        Self {
            secrets: settings.secrets(),
            target,
            settings,
            transcript: Transcript::default(),
            vars,
            case_id: String::new(),
            client,
        }
    }

    pub fn secrets(&self) -> &Secrets {
        &self.secrets
    }

    /// Default per-request deadline (scaled).
    pub fn request_timeout(&self) -> Duration {
        self.settings.scaled(Duration::from_secs(20))
    }

    /// Sends a request, records it, and returns whatever status came back.
    pub async fn send(&mut self, request: HttpRequest) -> Result<HttpResponse, HarnessError> {
        let url = self.target.url(&request.path)?;
        let recorded = self.record_request(&request, &url);
        let curl = self.curl_line(&request, &url);
        if self.target.breaker.is_open() {
            self.transcript.push(Exchange::Http {
                request: recorded,
                response: None,
                error: Some(HarnessError::CircuitOpen.to_string()),
                curl,
                elapsed_ms: 0,
            });
            return Err(HarnessError::CircuitOpen);
        }
        let timeout = request.timeout.unwrap_or_else(|| self.request_timeout());
        let started = Instant::now();
        let result = self.perform(&request, &url, timeout).await;
        let elapsed = started.elapsed();
        self.target.breaker.record(&result);
        let (response, error) = match &result {
            Ok(response) => (
                Some(RecordedResponse {
                    status: response.status,
                    headers: response.headers.clone(),
                    body: body_text(&self.secrets, &response.body),
                }),
                None,
            ),
            Err(err) => (None, Some(err.to_string())),
        };
        self.transcript.push(Exchange::Http {
            request: recorded,
            response,
            error,
            curl,
            elapsed_ms: elapsed.as_millis() as u64,
        });
        if let Ok(response) = &result {
            self.check_against_document(&request.method, &url, response);
        }
        if let Some(first) = result.as_ref().ok().and_then(|r| r.retried.as_ref()) {
            self.transcript.note(format!(
                "{RETRIED_NOTE} ({first}); this answer came on a fresh connection"
            ));
        }
        if let Some(response) = result.as_ref().ok().filter(|r| r.hung_up) {
            let lines = request.hang_up_after_lines.unwrap_or_default();
            self.transcript.note(format!(
                "the harness hung up after {lines} line(s) of the body ({} bytes)",
                response.body.len()
            ));
        }
        result
    }

    /// Checks an answer against the target's OpenAPI document, noting any
    /// disagreement in the transcript and in the suite's observations.
    fn check_against_document(&mut self, method: &Method, url: &str, response: &HttpResponse) {
        let Some(document) = self.target.document() else {
            return;
        };
        let Some(path) = self.target.relative_path(url) else {
            return;
        };
        let Some(mismatches) = document.check(
            method.as_str(),
            &path,
            response.status,
            response.header("content-type"),
            &response.body,
        ) else {
            return;
        };
        for mismatch in &mismatches {
            self.transcript.note(format!(
                "the answer disagrees with the target's OpenAPI document: {} {}: expected {}, got {}",
                mismatch.operation, mismatch.status, mismatch.expected, mismatch.actual
            ));
        }
        self.target
            .observations
            .record(&self.case_id, 1, &mismatches);
    }

    /// The reqwest request for `request`; `timeout` bounds the whole exchange,
    /// body included, when given.
    fn build(
        &self,
        request: &HttpRequest,
        url: &str,
        timeout: Option<Duration>,
    ) -> Result<reqwest::Request, HarnessError> {
        let mut builder = self.client.request(request.method.clone(), url);
        if let Some(timeout) = timeout {
            builder = builder.timeout(timeout);
        }
        for (name, value) in &request.headers {
            builder = builder.header(name, value);
        }
        builder = match &request.body {
            Body::Empty => builder,
            Body::Json(value) => builder.json(value),
            Body::Bytes { data, content_type } => {
                let builder = builder.body(data.clone());
                match content_type {
                    Some(ct) => builder.header("content-type", ct),
                    None => builder,
                }
            }
            Body::Multipart(parts) => {
                let mut form = reqwest::multipart::Form::new();
                for part in parts {
                    let mut p = reqwest::multipart::Part::bytes(part.data.clone());
                    if let Some(filename) = &part.filename {
                        p = p.file_name(filename.clone());
                    }
                    if let Some(ct) = &part.content_type {
                        p = p
                            .mime_str(ct)
                            .map_err(|e| HarnessError::Other(e.to_string()))?;
                    }
                    form = form.part(part.name.clone(), p);
                }
                builder.multipart(form)
            }
            Body::Generated(generated) => {
                let builder = builder.body(generated.bytes());
                match &generated.content_type {
                    Some(ct) => builder.header("content-type", ct),
                    None => builder,
                }
            }
        };
        builder
            .build()
            .map_err(|e| HarnessError::Other(error_chain(&e)))
    }

    async fn perform(
        &self,
        request: &HttpRequest,
        url: &str,
        timeout: Duration,
    ) -> Result<HttpResponse, HarnessError> {
        let built = self.build(request, url, Some(timeout))?;
        // What a retry on a fresh connection would send (not for multipart
        // forms, which are streamed, nor for requests that hang up on purpose).
        let replay = built
            .body()
            .map_or(Some(&[][..]), |b| b.as_bytes())
            .filter(|_| request.hang_up_after_lines.is_none())
            .map(|body| {
                (
                    built.method().clone(),
                    built.headers().clone(),
                    body.to_vec(),
                )
            });
        let started = Instant::now();
        let first = match self.client.execute(built).await {
            Ok(response) => Ok(response),
            Err(err) if dropped(&err) => Err(error_chain(&err)),
            Err(err) => return Err(classify(err, timeout)),
        };
        let response = match (first, replay) {
            (Ok(response), _) => response,
            (Err(first), Some((method, headers, body))) => {
                let answer =
                    fresh_connection::exchange(&method, url, &headers, &body, timeout).await;
                return match answer {
                    Ok(answer) => Ok(HttpResponse {
                        status: answer.status,
                        headers: answer.headers,
                        body: answer.body,
                        elapsed: started.elapsed(),
                        hung_up: false,
                        retried: Some(first),
                    }),
                    Err(second) => Err(HarnessError::Dropped(format!(
                        "{first}; once more on a fresh connection: {second}"
                    ))),
                };
            }
            (Err(first), None) => return Err(HarnessError::Dropped(first)),
        };
        let status = response.status().as_u16();
        let headers = header_pairs(response.headers());
        let (body, hung_up) = match request.hang_up_after_lines {
            None => (
                response
                    .bytes()
                    .await
                    .map_err(|e| classify(e, timeout))?
                    .to_vec(),
                false,
            ),
            Some(lines) => read_lines_then_hang_up(response, lines, timeout).await?,
        };
        Ok(HttpResponse {
            status,
            headers,
            body,
            elapsed: started.elapsed(),
            hung_up,
            retried: None,
        })
    }

    fn record_request(&self, request: &HttpRequest, url: &str) -> RecordedRequest {
        let headers = request
            .headers
            .iter()
            .map(|(n, v)| (n.clone(), self.secrets.redact(v)))
            .collect();
        let body = match &request.body {
            Body::Empty => None,
            Body::Json(value) => body_text(&self.secrets, value.to_string().as_bytes()),
            Body::Bytes { data, .. } => body_text(&self.secrets, data),
            Body::Multipart(parts) => Some(
                parts
                    .iter()
                    .map(|p| {
                        format!(
                            "[part {}{}: {} bytes]",
                            p.name,
                            p.filename
                                .as_ref()
                                .map(|f| format!(" file={f}"))
                                .unwrap_or_default(),
                            p.data.len()
                        )
                    })
                    .collect::<Vec<_>>()
                    .join(" "),
            ),
            Body::Generated(generated) => Some(format!("[{}]", generated.describe())),
        };
        RecordedRequest {
            method: request.method.to_string(),
            url: self.secrets.redact(url),
            headers,
            body,
        }
    }

    /// A `curl` command that repeats the request (secrets as `${VAR}` expansions).
    pub fn curl_line(&self, request: &HttpRequest, url: &str) -> String {
        let q = |text: &str| self.secrets.shell_quote(&self.secrets.redact(text));
        let mut parts = vec!["curl -sS -i".to_owned()];
        if request.method != Method::GET {
            parts.push(format!("-X {}", request.method));
        }
        parts.push(q(url));
        for (name, value) in &request.headers {
            parts.push(format!("-H {}", q(&format!("{name}: {value}"))));
        }
        match &request.body {
            Body::Empty => {}
            Body::Json(value) => {
                parts.push(format!("-H {}", q("content-type: application/json")));
                let text = value.to_string();
                if text.len() <= CURL_BODY_LIMIT {
                    parts.push(format!("--data-raw {}", q(&text)));
                } else {
                    parts.push(format!("--data-binary @body.json  # {} bytes", text.len()));
                }
            }
            Body::Bytes { data, content_type } => {
                if let Some(ct) = content_type {
                    parts.push(format!("-H {}", q(&format!("content-type: {ct}"))));
                }
                match std::str::from_utf8(data) {
                    Ok(text) if text.len() <= CURL_BODY_LIMIT => {
                        parts.push(format!("--data-raw {}", q(text)))
                    }
                    _ => parts.push(format!("--data-binary @body.bin  # {} bytes", data.len())),
                }
            }
            Body::Multipart(multipart) => {
                for part in multipart {
                    let mut spec = format!(
                        "{}=@{}",
                        part.name,
                        part.filename.as_deref().unwrap_or("part.bin")
                    );
                    if let Some(ct) = &part.content_type {
                        spec.push_str(&format!(";type={ct}"));
                    }
                    parts.push(format!("-F {}", q(&spec)));
                }
            }
            Body::Generated(generated) => {
                if let Some(ct) = &generated.content_type {
                    parts.push(format!("-H {}", q(&format!("content-type: {ct}"))));
                }
                parts.push(format!(
                    "--data-binary @body.bin  # {}",
                    generated.describe()
                ));
            }
        }
        parts.join(" ")
    }

    /// Opens a WebSocket to the suite's endpoint (`None`) or to a path on its
    /// address, and records the attempt.
    pub async fn ws_connect(&mut self, path: Option<&str>) -> Result<WsConnection, HarnessError> {
        let url = self.target.ws_url(path)?;
        if self.target.breaker.is_open() {
            return Err(HarnessError::CircuitOpen);
        }
        let timeout = self.request_timeout();
        let result =
            match tokio::time::timeout(timeout, tokio_tungstenite::connect_async(&url)).await {
                Err(_) => Err(HarnessError::Timeout(timeout)),
                Ok(Err(tungstenite::Error::Http(response))) => Err(HarnessError::Refused(refusal(
                    response.status().as_u16(),
                    response.body().as_deref(),
                ))),
                Ok(Err(err @ tungstenite::Error::Io(_))) => {
                    Err(HarnessError::Unreachable(err.to_string()))
                }
                Ok(Err(err)) => Err(HarnessError::Other(err.to_string())),
                Ok(Ok((stream, _))) => Ok(stream),
            };
        self.target.breaker.record(&result);
        self.transcript.push(Exchange::WsConnect {
            url: self.secrets.redact(&url),
            error: result.as_ref().err().map(|e| e.to_string()),
        });
        result.map(|stream| WsConnection { stream })
    }

    pub async fn ws_send(
        &mut self,
        conn: &mut WsConnection,
        message: WsMessage,
    ) -> Result<(), HarnessError> {
        let (text, frame) = match message {
            WsMessage::Text(text) => (text.clone(), Message::text(text)),
            WsMessage::Binary(data) => (
                format!("<{} bytes binary>", data.len()),
                Message::binary(data),
            ),
        };
        self.transcript.push(Exchange::WsSend {
            text: body_text(&self.secrets, text.as_bytes()).unwrap_or_default(),
        });
        conn.stream
            .send(frame)
            .await
            .map_err(|e| HarnessError::Other(format!("websocket send failed: {e}")))
    }

    /// Waits for the next data message; `Ok(None)` means the peer closed.
    pub async fn ws_receive(
        &mut self,
        conn: &mut WsConnection,
        timeout: Duration,
    ) -> Result<Option<String>, HarnessError> {
        let deadline = Instant::now() + timeout;
        loop {
            let remaining = deadline.saturating_duration_since(Instant::now());
            let next = tokio::time::timeout(remaining, conn.stream.next())
                .await
                .map_err(|_| HarnessError::Timeout(timeout))?;
            match next {
                None => {
                    self.transcript.push(Exchange::WsClosed {
                        reason: "stream ended".into(),
                    });
                    return Ok(None);
                }
                Some(Err(err)) => {
                    self.transcript.push(Exchange::WsClosed {
                        reason: err.to_string(),
                    });
                    return Ok(None);
                }
                Some(Ok(Message::Text(text))) => {
                    let text = text.to_string();
                    self.transcript.push(Exchange::WsReceive {
                        text: body_text(&self.secrets, text.as_bytes()).unwrap_or_default(),
                    });
                    return Ok(Some(text));
                }
                Some(Ok(Message::Binary(data))) => {
                    let text = String::from_utf8_lossy(&data).into_owned();
                    self.transcript.push(Exchange::WsReceive {
                        text: body_text(&self.secrets, text.as_bytes()).unwrap_or_default(),
                    });
                    return Ok(Some(text));
                }
                Some(Ok(Message::Close(frame))) => {
                    let reason = frame
                        .map(|f| format!("{} {}", f.code, f.reason))
                        .unwrap_or_default();
                    self.transcript.push(Exchange::WsClosed { reason });
                    return Ok(None);
                }
                Some(Ok(_)) => continue,
            }
        }
    }

    pub async fn ws_close(&mut self, conn: &mut WsConnection) {
        let _ = conn.stream.close(None).await;
        self.transcript.push(Exchange::WsClosed {
            reason: "closed by harness".into(),
        });
    }
}

pub enum WsMessage {
    Text(String),
    Binary(Vec<u8>),
}

pub struct WsConnection {
    stream: WebSocketStream<MaybeTlsStream<TcpStream>>,
}

/// How a refused upgrade reads in a failure: the status and the start of the body.
pub(crate) fn refusal(status: u16, body: Option<&[u8]>) -> String {
    let body = String::from_utf8_lossy(body.unwrap_or_default());
    let body: String = body.trim().chars().take(200).collect();
    if body.is_empty() {
        format!("HTTP {status}")
    } else {
        format!("HTTP {status} {body}")
    }
}

/// Reads the body up to the end of its `lines`-th line, then drops the response
/// with the rest unread, which closes the connection. Returns what was read and
/// whether the harness hung up (false: the body ended first).
async fn read_lines_then_hang_up(
    mut response: reqwest::Response,
    lines: usize,
    timeout: Duration,
) -> Result<(Vec<u8>, bool), HarnessError> {
    let mut body = Vec::new();
    let mut seen = 0;
    while let Some(chunk) = response.chunk().await.map_err(|e| classify(e, timeout))? {
        let start = body.len();
        body.extend_from_slice(&chunk);
        for (offset, _) in chunk.iter().enumerate().filter(|(_, b)| **b == b'\n') {
            seen += 1;
            if seen >= lines {
                body.truncate(start + offset + 1);
                return Ok((body, true));
            }
        }
    }
    Ok((body, false))
}

/// Header names and values as text (values that are not UTF-8, lossily).
fn header_pairs(headers: &reqwest::header::HeaderMap) -> Vec<(String, String)> {
    headers
        .iter()
        .map(|(n, v)| {
            (
                n.as_str().to_owned(),
                String::from_utf8_lossy(v.as_bytes()).into_owned(),
            )
        })
        .collect()
}

/// Whether the connection went away in the middle of the exchange (a reset, a
/// broken pipe, an answer cut short) rather than never being made.
fn dropped(err: &reqwest::Error) -> bool {
    if err.is_timeout() || err.is_connect() {
        return false;
    }
    let mut source: Option<&(dyn std::error::Error + 'static)> = Some(err);
    while let Some(inner) = source {
        if let Some(io) = inner.downcast_ref::<std::io::Error>() {
            if matches!(
                io.kind(),
                std::io::ErrorKind::ConnectionReset
                    | std::io::ErrorKind::BrokenPipe
                    | std::io::ErrorKind::ConnectionAborted
                    | std::io::ErrorKind::UnexpectedEof
            ) {
                return true;
            }
        }
        if let Some(hyper) = inner.downcast_ref::<hyper::Error>() {
            if hyper.is_incomplete_message() || hyper.is_body_write_aborted() || hyper.is_canceled()
            {
                return true;
            }
        }
        source = inner.source();
    }
    false
}

fn classify(err: reqwest::Error, timeout: Duration) -> HarnessError {
    if err.is_timeout() {
        HarnessError::Timeout(timeout)
    } else if err.is_connect() {
        HarnessError::Unreachable(error_chain(&err))
    } else {
        HarnessError::Other(error_chain(&err))
    }
}

pub(crate) fn error_chain(err: &dyn std::error::Error) -> String {
    let mut text = err.to_string();
    let mut source = err.source();
    while let Some(inner) = source {
        text.push_str(": ");
        text.push_str(&inner.to_string());
        source = inner.source();
    }
    text
}

impl Context {
    /// A sibling context for concurrent work: same target, settings and
    /// variables, its own transcript (merge it back with [`Context::absorb`]).
    pub fn fork(&self) -> Context {
        Context {
            target: self.target.clone(),
            settings: self.settings.clone(),
            transcript: Transcript::default(),
            vars: self.vars.clone(),
            case_id: self.case_id.clone(),
            secrets: self.secrets.clone(),
            client: self.client.clone(),
        }
    }

    pub fn absorb(&mut self, child: Context) {
        for exchange in child.transcript.exchanges {
            self.transcript.push(exchange);
        }
        self.transcript.elided += child.transcript.elided;
    }
}
