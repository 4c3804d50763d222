//! Responses read line by line while the case goes on: a stream whose next
//! event the case waits for, then answers with other requests before reading on.

use std::time::{Duration, Instant};

use super::{Context, HarnessError, HttpRequest, HttpResponse, classify, header_pairs};
use crate::transcript::{Exchange, RecordedRequest, RecordedResponse, body_text};

/// An answer whose head has arrived and whose body is still open. Read it with
/// [`OpenResponse::next_line`]; hand it back to [`Context::close`], which
/// records the exchange with what was read.
pub struct OpenResponse {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    response: reqwest::Response,
    /// Bytes read but not yet handed out as a line.
    pending: Vec<u8>,
    /// Everything read so far.
    body: Vec<u8>,
    ended: bool,
    request: RecordedRequest,
    curl: String,
    started: Instant,
}

impl OpenResponse {
    /// The next complete line of the body, without its line end; `None` once
    /// the body has ended (a last line without a newline is still handed out).
    pub async fn next_line(&mut self, timeout: Duration) -> Result<Option<String>, HarnessError> {
        let deadline = Instant::now() + timeout;
        loop {
            if let Some(end) = self.pending.iter().position(|b| *b == b'\n') {
                let line: Vec<u8> = self.pending.drain(..=end).collect();
                return Ok(Some(String::from_utf8_lossy(&line).trim_end().to_owned()));
            }
            if self.ended {
                if self.pending.is_empty() {
                    return Ok(None);
                }
                let rest = std::mem::take(&mut self.pending);
                return Ok(Some(String::from_utf8_lossy(&rest).into_owned()));
            }
            let remaining = deadline.saturating_duration_since(Instant::now());
            match tokio::time::timeout(remaining, self.response.chunk()).await {
                Err(_) => return Err(HarnessError::Timeout(timeout)),
                Ok(Err(err)) => return Err(classify(err, timeout)),
                Ok(Ok(None)) => self.ended = true,
                Ok(Ok(Some(chunk))) => {
                    self.pending.extend_from_slice(&chunk);
                    self.body.extend_from_slice(&chunk);
                }
            }
        }
    }
}

impl Context {
    /// Sends a request and returns as soon as the head of the answer is in,
    /// leaving the body to be read line by line.
    pub async fn open(&mut self, request: HttpRequest) -> Result<OpenResponse, HarnessError> {
        let url = self.target.url(&request.path)?;
        let recorded = self.record_request(&request, &url);
        let curl = self.curl_line(&request, &url);
        let timeout = request.timeout.unwrap_or_else(|| self.request_timeout());
        let started = Instant::now();
        let result = if self.target.breaker.is_open() {
            Err(HarnessError::CircuitOpen)
        } else {
            let built = self.build(&request, &url, None)?;
            match tokio::time::timeout(timeout, self.client.execute(built)).await {
                Err(_) => Err(HarnessError::Timeout(timeout)),
                Ok(Err(err)) => Err(classify(err, timeout)),
                Ok(Ok(response)) => Ok(response),
            }
        };
        self.target.breaker.record(&result);
        match result {
            Ok(response) => Ok(OpenResponse {
                status: response.status().as_u16(),
                headers: header_pairs(response.headers()),
                response,
                pending: Vec::new(),
                body: Vec::new(),
                ended: false,
                request: recorded,
                curl,
                started,
            }),
            Err(err) => {
                self.transcript.push(Exchange::Http {
                    request: recorded,
                    response: None,
                    error: Some(err.to_string()),
                    curl,
                    elapsed_ms: started.elapsed().as_millis() as u64,
                });
                Err(err)
            }
        }
    }

    /// Records an opened exchange with the part of the body that was read, and
    /// closes the connection if the body is still open.
    pub fn close(&mut self, open: OpenResponse) -> HttpResponse {
        let elapsed = open.started.elapsed();
        self.transcript.push(Exchange::Http {
            request: open.request,
            response: Some(RecordedResponse {
                status: open.status,
                headers: open.headers.clone(),
                body: body_text(self.secrets(), &open.body),
            }),
            error: None,
            curl: open.curl,
            elapsed_ms: elapsed.as_millis() as u64,
        });
        if !open.ended {
            self.transcript.note(format!(
                "the harness closed the connection with the body still open ({} bytes read)",
                open.body.len()
            ));
        }
        HttpResponse {
            status: open.status,
            headers: open.headers,
            body: open.body,
            elapsed,
            hung_up: !open.ended,
            retried: None,
        }
    }
}
