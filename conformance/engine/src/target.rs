//! The implementation under test for one suite: where its HTTP and WebSocket
//! transports are, whether each can be used, and the circuit breaker that stops
//! a run from hammering a dead target.

use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, OnceLock};

use serde::{Deserialize, Serialize};

use crate::context::HarnessError;
use crate::openapi::{self, Document, Observations};

/// A way of talking to the target. Cases say which they use; a case whose
/// transport the target does not offer is skipped with the reason.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Transport {
    Http,
    #[serde(rename = "websocket")]
    WebSocket,
}

/// Where a suite's WebSocket cases connect.
#[derive(Debug, Clone)]
pub enum WebSocketEndpoint {
    /// Given on the command line (`--target policy=ws://…`): used as is.
    Given(String),
    /// The suite's usual path on the HTTP address (`/ws` for the policy suite):
    /// usable once the preflight saw the server upgrade there.
    Derived {
        url: String,
        probe: Arc<OnceLock<Result<(), String>>>,
    },
    /// No WebSocket endpoint: why.
    Absent(String),
}

/// The service under test for one suite.
#[derive(Debug, Clone)]
pub struct Target {
    pub suite: String,
    /// Base URL of the HTTP transport, without a trailing slash; `None` when the
    /// target was given as a WebSocket URL only.
    pub http: Option<String>,
    pub websocket: WebSocketEndpoint,
    pub breaker: Arc<CircuitBreaker>,
    /// Where the target's OpenAPI document comes from (`--openapi`).
    pub openapi_source: openapi::Source,
    /// The document, loaded before the run, or why there is none.
    pub openapi: Arc<OnceLock<Result<Arc<Document>, openapi::Unavailable>>>,
    /// Every answer checked against the document, across the suite's cases.
    pub observations: Arc<Observations>,
}

impl Target {
    /// A target from the URLs given for the suite (at most one `http(s)://` and
    /// one `ws(s)://`); `ws_path` is the suite's usual WebSocket path on the HTTP
    /// address, if it has a WebSocket transport at all.
    pub fn new(
        suite: impl Into<String>,
        urls: &[String],
        ws_path: Option<&str>,
    ) -> Result<Self, String> {
        let suite = suite.into();
        let mut http = None;
        let mut ws = None;
        for url in urls {
            let lower = url.to_ascii_lowercase();
            let slot = if lower.starts_with("http://") || lower.starts_with("https://") {
                &mut http
            } else if lower.starts_with("ws://") || lower.starts_with("wss://") {
                &mut ws
            } else {
                return Err(format!(
                    "target {url:?} of suite {suite}: expected an http://, https://, ws:// or wss:// URL"
                ));
            };
            if slot.is_some() {
                return Err(format!(
                    "suite {suite} has two targets of the same kind; give at most one HTTP and one WebSocket URL"
                ));
            }
            *slot = Some(url.clone());
        }
        let http = http.map(|url| url.trim_end_matches('/').to_owned());
        let websocket = match (ws, &http, ws_path) {
            (Some(url), _, _) => WebSocketEndpoint::Given(url),
            (None, Some(base), Some(path)) => WebSocketEndpoint::Derived {
                url: format!("{}{path}", websocket_scheme(base)),
                probe: Arc::default(),
            },
            (None, Some(_), None) => {
                WebSocketEndpoint::Absent(format!("suite {suite} has no WebSocket transport"))
            }
            (None, None, _) => return Err(format!("suite {suite} has no target URL")),
        };
        Ok(Self {
            suite,
            http,
            websocket,
            breaker: Arc::default(),
            openapi_source: openapi::Source::Auto,
            openapi: Arc::default(),
            observations: Arc::default(),
        })
    }

    /// The loaded OpenAPI document, if the target has one.
    pub fn document(&self) -> Option<&Document> {
        self.openapi
            .get()
            .and_then(|d| d.as_ref().ok())
            .map(|d| &**d)
    }

    /// The address shown in reports and preflight messages.
    pub fn address(&self) -> &str {
        match (&self.http, &self.websocket) {
            (Some(base), _) => base,
            (None, WebSocketEndpoint::Given(url) | WebSocketEndpoint::Derived { url, .. }) => url,
            (None, WebSocketEndpoint::Absent(_)) => "",
        }
    }

    /// Why a case using `transport` cannot run against this target; `None` when it can.
    pub fn lacks(&self, transport: Transport) -> Option<String> {
        match transport {
            Transport::Http if self.http.is_none() => Some(format!(
                "the {} target is WebSocket-only ({}); HTTP cases need --target {}=http://…",
                self.suite,
                self.address(),
                self.suite
            )),
            Transport::Http => None,
            Transport::WebSocket => match &self.websocket {
                WebSocketEndpoint::Given(_) => None,
                WebSocketEndpoint::Derived { probe, .. } => match probe.get() {
                    Some(Ok(())) | None => None,
                    Some(Err(why)) => Some(format!(
                        "{why}; give the WebSocket endpoint with --target {}=ws://…",
                        self.suite
                    )),
                },
                WebSocketEndpoint::Absent(why) => Some(why.clone()),
            },
        }
    }

    /// Absolute URL for an HTTP path relative to the base (absolute URLs pass through).
    pub fn url(&self, path: &str) -> Result<String, HarnessError> {
        if path.starts_with("http://") || path.starts_with("https://") {
            return Ok(path.to_owned());
        }
        let base = self.http.as_deref().ok_or_else(|| {
            HarnessError::Other(format!("the {} target has no HTTP URL", self.suite))
        })?;
        Ok(if path.starts_with('/') {
            format!("{base}{path}")
        } else {
            format!("{base}/{path}")
        })
    }

    /// The path of `url` relative to the HTTP base (`/v1/grants?limit=1`), for
    /// matching against the OpenAPI document; `None` for another host.
    pub fn relative_path(&self, url: &str) -> Option<String> {
        let base = self.http.as_deref()?;
        let rest = url.strip_prefix(base)?;
        Some(if rest.starts_with('/') {
            rest.to_owned()
        } else {
            format!("/{rest}")
        })
    }

    /// The WebSocket URL to connect to: the suite's endpoint (`None`), or a path
    /// on the endpoint's address.
    pub fn ws_url(&self, path: Option<&str>) -> Result<String, HarnessError> {
        let endpoint = match &self.websocket {
            WebSocketEndpoint::Given(url) | WebSocketEndpoint::Derived { url, .. } => url,
            WebSocketEndpoint::Absent(why) => return Err(HarnessError::Other(why.clone())),
        };
        match path {
            None => Ok(endpoint.clone()),
            Some(path) if path.starts_with("ws://") || path.starts_with("wss://") => {
                Ok(path.to_owned())
            }
            Some(path) => {
                let mut url = url::Url::parse(endpoint)
                    .map_err(|e| HarnessError::Other(format!("WebSocket URL {endpoint}: {e}")))?;
                url.set_query(None);
                url.set_path(path.split('?').next().unwrap_or(path));
                url.set_query(path.split_once('?').map(|(_, q)| q));
                Ok(url.to_string())
            }
        }
    }
}

/// `http://h:p` → `ws://h:p`, `https://…` → `wss://…`.
fn websocket_scheme(base: &str) -> String {
    if let Some(rest) = base.strip_prefix("https://") {
        format!("wss://{rest}")
    } else if let Some(rest) = base.strip_prefix("http://") {
        format!("ws://{rest}")
    } else {
        base.to_owned()
    }
}

/// Stops hammering a dead target: after a few consecutive connection failures
/// every further request of the suite fails at once.
#[derive(Debug, Default)]
pub struct CircuitBreaker {
    consecutive_failures: AtomicU32,
    /// The last connection error seen, shown when the circuit is open.
    last_error: std::sync::Mutex<Option<String>>,
}

impl CircuitBreaker {
    pub const THRESHOLD: u32 = 3;

    pub fn is_open(&self) -> bool {
        self.consecutive_failures.load(Ordering::Relaxed) >= Self::THRESHOLD
    }

    /// Opens the circuit at once (the target did not answer the preflight request).
    pub fn trip(&self, error: String) {
        self.consecutive_failures
            .store(Self::THRESHOLD, Ordering::Relaxed);
        self.set_error(error);
    }

    pub fn last_error(&self) -> Option<String> {
        self.last_error.lock().ok().and_then(|e| e.clone())
    }

    fn set_error(&self, error: String) {
        if let Ok(mut last) = self.last_error.lock() {
            *last = Some(error);
        }
    }

    pub(crate) fn record<T>(&self, result: &Result<T, HarnessError>) {
        match result {
            Err(HarnessError::Unreachable(error)) => {
                self.consecutive_failures.fetch_add(1, Ordering::Relaxed);
                self.set_error(error.clone());
            }
            _ => self.consecutive_failures.store(0, Ordering::Relaxed),
        }
    }
}
