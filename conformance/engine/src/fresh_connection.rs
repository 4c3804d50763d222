//! One HTTP/1.1 exchange on a fresh connection that reads the answer while the
//! request body is still being written.
//!
//! A server may answer before it has read the whole request (a 413 for a body
//! over its limit) and close the connection. A pooled client then reports a
//! broken pipe or a reset instead of the answer, and the harness would blame
//! itself for what the server said. Reading while writing gets the answer.

use std::time::Duration;

use http::{HeaderMap, Method};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// The answer read on the fresh connection.
pub struct Answer {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

/// Sends the request once more on a new connection; `Err` says why no complete
/// answer came back.
pub async fn exchange(
    method: &Method,
    url: &str,
    headers: &HeaderMap,
    body: &[u8],
    timeout: Duration,
) -> Result<Answer, String> {
    tokio::time::timeout(timeout, exchange_inner(method, url, headers, body))
        .await
        .map_err(|_| format!("no answer within {timeout:?}"))?
}

async fn exchange_inner(
    method: &Method,
    url: &str,
    headers: &HeaderMap,
    body: &[u8],
) -> Result<Answer, String> {
    let parsed = url::Url::parse(url).map_err(|e| format!("URL {url}: {e}"))?;
    if parsed.scheme() != "http" {
        return Err(format!(
            "a retry on a fresh connection needs http://, not {url}"
        ));
    }
    let host = parsed
        .host_str()
        .ok_or_else(|| format!("URL {url} has no host"))?;
    let port = parsed.port_or_known_default().unwrap_or(80);
    let stream = TcpStream::connect((host, port))
        .await
        .map_err(|e| format!("cannot connect: {e}"))?;
    let mut head = format!(
        "{method} {}{} HTTP/1.1\r\nhost: {host}:{port}\r\nconnection: close\r\ncontent-length: {}\r\n",
        parsed.path(),
        parsed.query().map(|q| format!("?{q}")).unwrap_or_default(),
        body.len()
    );
    for (name, value) in headers {
        if name == http::header::HOST
            || name == http::header::CONNECTION
            || name == http::header::CONTENT_LENGTH
        {
            continue;
        }
        head.push_str(&format!(
            "{name}: {}\r\n",
            String::from_utf8_lossy(value.as_bytes())
        ));
    }
    head.push_str("\r\n");
    let (mut reader, mut writer) = stream.into_split();
    let request = [head.into_bytes(), body.to_vec()].concat();
    // The server may stop reading at any point; a failed write only ends the writing.
    let writing = tokio::spawn(async move {
        for chunk in request.chunks(64 * 1024) {
            if writer.write_all(chunk).await.is_err() {
                return;
            }
        }
        let _ = writer.flush().await;
    });
    let answer = read_answer(&mut reader).await;
    writing.abort();
    answer
}

async fn read_answer(reader: &mut tokio::net::tcp::OwnedReadHalf) -> Result<Answer, String> {
    let mut buffer = Vec::new();
    let mut chunk = vec![0u8; 64 * 1024];
    loop {
        let mut slots = [httparse::EMPTY_HEADER; 64];
        let mut response = httparse::Response::new(&mut slots);
        match response.parse(&buffer) {
            Ok(httparse::Status::Complete(head_len)) => {
                let status = response.code.unwrap_or_default();
                let headers: Vec<(String, String)> = response
                    .headers
                    .iter()
                    .map(|h| {
                        (
                            h.name.to_ascii_lowercase(),
                            String::from_utf8_lossy(h.value).into_owned(),
                        )
                    })
                    .collect();
                let rest = buffer[head_len..].to_vec();
                let body = read_body(reader, &headers, rest).await?;
                return Ok(Answer {
                    status,
                    headers,
                    body,
                });
            }
            Ok(httparse::Status::Partial) => {}
            Err(e) => return Err(format!("not an HTTP answer: {e}")),
        }
        let n = reader
            .read(&mut chunk)
            .await
            .map_err(|e| format!("the connection failed before an answer: {e}"))?;
        if n == 0 {
            return Err("the server closed the connection without answering".into());
        }
        buffer.extend_from_slice(&chunk[..n]);
    }
}

async fn read_body(
    reader: &mut tokio::net::tcp::OwnedReadHalf,
    headers: &[(String, String)],
    mut body: Vec<u8>,
) -> Result<Vec<u8>, String> {
    let header = |name: &str| {
        headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.trim().to_ascii_lowercase())
    };
    let length = header("content-length").and_then(|v| v.parse::<usize>().ok());
    let chunked = header("transfer-encoding").is_some_and(|v| v.contains("chunked"));
    let mut chunk = vec![0u8; 64 * 1024];
    loop {
        if let Some(length) = length {
            if body.len() >= length {
                body.truncate(length);
                return Ok(body);
            }
        } else if chunked {
            if let Some(decoded) = dechunk(&body)? {
                return Ok(decoded);
            }
        }
        match reader.read(&mut chunk).await {
            Ok(0) if length.is_none() && !chunked => return Ok(body),
            Ok(0) => {
                return Err("the server closed the connection in the middle of its answer".into());
            }
            Ok(n) => body.extend_from_slice(&chunk[..n]),
            Err(_) if length.is_none() && !chunked => return Ok(body),
            Err(e) => {
                return Err(format!(
                    "the connection failed in the middle of the answer: {e}"
                ));
            }
        }
    }
}

/// The decoded body once the chunked encoding is complete; `None` while more is to come.
fn dechunk(mut data: &[u8]) -> Result<Option<Vec<u8>>, String> {
    let mut out = Vec::new();
    loop {
        let Some(end) = data.windows(2).position(|w| w == b"\r\n") else {
            return Ok(None);
        };
        let size_text = String::from_utf8_lossy(&data[..end]);
        let size_text = size_text.split(';').next().unwrap_or_default().trim();
        let size = usize::from_str_radix(size_text, 16)
            .map_err(|_| format!("bad chunk size {size_text:?}"))?;
        let start = end + 2;
        if size == 0 {
            return Ok(Some(out));
        }
        if data.len() < start + size + 2 {
            return Ok(None);
        }
        out.extend_from_slice(&data[start..start + size]);
        data = &data[start + size + 2..];
    }
}

#[cfg(test)]
mod tests {
    use super::dechunk;

    #[test]
    fn dechunks_complete_bodies_only() {
        assert_eq!(
            dechunk(b"5\r\nhello\r\n0\r\n\r\n").unwrap(),
            Some(b"hello".to_vec())
        );
        assert_eq!(dechunk(b"5\r\nhel").unwrap(), None);
        assert!(dechunk(b"zz\r\n").is_err());
    }
}
