//! The record of what a case sent and received, with secrets redacted, so that a
//! failure can be read and reproduced without rerunning the suite.

use serde::{Deserialize, Serialize};

/// Longest body kept in a transcript; longer ones are cut with a note.
const BODY_LIMIT: usize = 8 * 1024;
/// A transcript keeps its first exchanges and its most recent ones.
const KEEP_HEAD: usize = 40;
const KEEP_TAIL: usize = 160;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RecordedRequest {
    pub method: String,
    pub url: String,
    pub headers: Vec<(String, String)>,
    pub body: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RecordedResponse {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Exchange {
    Http {
        request: RecordedRequest,
        response: Option<RecordedResponse>,
        error: Option<String>,
        curl: String,
        elapsed_ms: u64,
    },
    WsConnect {
        url: String,
        error: Option<String>,
    },
    WsSend {
        text: String,
    },
    WsReceive {
        text: String,
    },
    WsClosed {
        reason: String,
    },
    Note {
        text: String,
    },
}

/// Values that must never appear in a report, each with the name it is shown as.
#[derive(Debug, Clone, Default)]
pub struct Secrets {
    pairs: Vec<(String, String)>,
}

impl Secrets {
    /// `placeholder` is an environment-variable name (`ADMIN_TOKEN`), so that the
    /// redacted `curl` line still runs once the variable is exported.
    pub fn add(&mut self, value: &str, placeholder: &str) {
        if !value.is_empty() {
            self.pairs.push((value.to_owned(), placeholder.to_owned()));
            // Longest first, so a secret containing another is replaced whole.
            self.pairs.sort_by_key(|(v, _)| std::cmp::Reverse(v.len()));
        }
    }

    pub fn redact(&self, text: &str) -> String {
        let mut out = text.to_owned();
        for (value, name) in &self.pairs {
            out = out.replace(value.as_str(), &format!("${{{name}}}"));
        }
        out
    }

    /// Splits a redacted string into literal text and placeholder names.
    fn segments<'a>(&self, redacted: &'a str) -> Vec<Segment<'a>> {
        let mut segments = Vec::new();
        let mut rest = redacted;
        'outer: while !rest.is_empty() {
            for (_, name) in &self.pairs {
                let token = format!("${{{name}}}");
                if let Some(pos) = rest.find(&token) {
                    if pos > 0 {
                        segments.push(Segment::Text(&rest[..pos]));
                    }
                    segments.push(Segment::Var(name.clone()));
                    rest = &rest[pos + token.len()..];
                    continue 'outer;
                }
            }
            segments.push(Segment::Text(rest));
            break;
        }
        segments
    }

    /// Quotes a redacted argument for a POSIX shell, leaving placeholders as
    /// variable expansions: `'Bearer '"${ADMIN_TOKEN}"`.
    pub fn shell_quote(&self, redacted: &str) -> String {
        let segments = self.segments(redacted);
        if segments.is_empty() {
            return "''".into();
        }
        segments
            .into_iter()
            .map(|segment| match segment {
                Segment::Text(text) => format!("'{}'", text.replace('\'', r"'\''")),
                Segment::Var(name) => format!("\"${{{name}}}\""),
            })
            .collect()
    }
}

enum Segment<'a> {
    Text(&'a str),
    Var(String),
}

/// Renders a body for the transcript: UTF-8 text up to a limit, otherwise a size note.
pub fn body_text(secrets: &Secrets, bytes: &[u8]) -> Option<String> {
    if bytes.is_empty() {
        return None;
    }
    match std::str::from_utf8(bytes) {
        Ok(text) if text.len() <= BODY_LIMIT => Some(secrets.redact(text)),
        Ok(text) => {
            let mut cut = BODY_LIMIT;
            while !text.is_char_boundary(cut) {
                cut -= 1;
            }
            Some(format!(
                "{}… [{} more bytes]",
                secrets.redact(&text[..cut]),
                text.len() - cut
            ))
        }
        Err(_) => Some(format!("<{} bytes of binary data>", bytes.len())),
    }
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Transcript {
    pub exchanges: Vec<Exchange>,
    /// How many exchanges between the head and the tail were dropped.
    pub elided: usize,
}

impl Transcript {
    pub fn push(&mut self, exchange: Exchange) {
        self.exchanges.push(exchange);
        if self.exchanges.len() > KEEP_HEAD + KEEP_TAIL {
            self.exchanges.remove(KEEP_HEAD);
            self.elided += 1;
        }
    }

    pub fn note(&mut self, text: impl Into<String>) {
        self.push(Exchange::Note { text: text.into() });
    }

    pub fn is_empty(&self) -> bool {
        self.exchanges.is_empty()
    }

    /// Plain-text rendering used by the terminal, JUnit and HTML reports.
    pub fn render(&self) -> String {
        let mut out = String::new();
        for (index, exchange) in self.exchanges.iter().enumerate() {
            if index == KEEP_HEAD && self.elided > 0 {
                out.push_str(&format!("… {} exchanges elided …\n", self.elided));
            }
            match exchange {
                Exchange::Http {
                    request,
                    response,
                    error,
                    curl,
                    elapsed_ms,
                } => {
                    out.push_str(&format!("> {} {}\n", request.method, request.url));
                    for (name, value) in &request.headers {
                        out.push_str(&format!("> {name}: {value}\n"));
                    }
                    if let Some(body) = &request.body {
                        out.push_str(&format!("> {body}\n"));
                    }
                    match (response, error) {
                        (Some(response), _) => {
                            out.push_str(&format!("< {} ({elapsed_ms} ms)\n", response.status));
                            for (name, value) in &response.headers {
                                out.push_str(&format!("< {name}: {value}\n"));
                            }
                            if let Some(body) = &response.body {
                                out.push_str(&format!("< {body}\n"));
                            }
                        }
                        (None, Some(error)) => out.push_str(&format!("! {error}\n")),
                        (None, None) => {}
                    }
                    out.push_str(&format!("$ {curl}\n\n"));
                }
                Exchange::WsConnect { url, error } => match error {
                    None => out.push_str(&format!("ws connect {url}\n")),
                    Some(error) => out.push_str(&format!("ws connect {url}\n! {error}\n")),
                },
                Exchange::WsSend { text } => out.push_str(&format!("ws > {text}\n")),
                Exchange::WsReceive { text } => out.push_str(&format!("ws < {text}\n")),
                Exchange::WsClosed { reason } => out.push_str(&format!("ws closed: {reason}\n")),
                Exchange::Note { text } => out.push_str(&format!("# {text}\n")),
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn redaction_replaces_longest_secret_first_and_quotes_for_shell() {
        let mut secrets = Secrets::default();
        secrets.add("abc", "SHORT");
        secrets.add("abcdef", "LONG");
        assert_eq!(secrets.redact("x abcdef abc"), "x ${LONG} ${SHORT}");
        let quoted = secrets.shell_quote(&secrets.redact("Authorization: Bearer abcdef"));
        assert_eq!(quoted, "'Authorization: Bearer '\"${LONG}\"");
        assert_eq!(secrets.shell_quote("it's"), r"'it'\''s'");
    }

    #[test]
    fn transcript_keeps_head_and_tail() {
        let mut transcript = Transcript::default();
        for i in 0..(KEEP_HEAD + KEEP_TAIL + 10) {
            transcript.note(format!("{i}"));
        }
        assert_eq!(transcript.exchanges.len(), KEEP_HEAD + KEEP_TAIL);
        assert_eq!(transcript.elided, 10);
        assert_eq!(transcript.exchanges[0], Exchange::Note { text: "0".into() });
        let last = format!("{}", KEEP_HEAD + KEEP_TAIL + 9);
        assert_eq!(
            transcript.exchanges.last(),
            Some(&Exchange::Note { text: last })
        );
    }

    #[test]
    fn binary_and_long_bodies_are_summarised() {
        let secrets = Secrets::default();
        assert_eq!(
            body_text(&secrets, &[0xff, 0xfe]).unwrap(),
            "<2 bytes of binary data>"
        );
        let long = "a".repeat(BODY_LIMIT + 5);
        assert!(
            body_text(&secrets, long.as_bytes())
                .unwrap()
                .ends_with("[5 more bytes]")
        );
    }
}
