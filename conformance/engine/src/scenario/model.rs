//! The scenario file format (TOML), as `serde` types. `scenarios/README.md`
//! documents it for people; unknown keys are rejected so typos surface.

use std::collections::BTreeMap;

use serde::Deserialize;
use serde_json::Value;

use super::size::SizeSpec;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioFile {
    /// Defaults to the directory name (`scenarios/auth/x.toml` → `auth`).
    pub suite: Option<String>,
    /// Variables visible to every case of the file.
    #[serde(default)]
    pub vars: BTreeMap<String, Value>,
    /// Requirements of the user's own, for cases about what the built-in
    /// documents do not cover (built-in files define none).
    #[serde(default, rename = "requirement")]
    pub requirements: Vec<RequirementSpec>,
    #[serde(default, rename = "case")]
    pub cases: Vec<CaseSpec>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RequirementSpec {
    pub id: String,
    /// `must` or `should`: how much breaking it matters.
    pub severity: String,
    pub text: String,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CaseSpec {
    pub id: String,
    pub title: String,
    pub requirements: Vec<String>,
    #[serde(default)]
    pub tags: Vec<String>,
    #[serde(default)]
    pub serial: bool,
    pub timeout_ms: Option<u64>,
    /// Settings the case needs (`admin_token`, `api_key`); skipped when absent.
    #[serde(default)]
    pub needs: Vec<String>,
    #[serde(default)]
    pub vars: BTreeMap<String, Value>,
    pub steps: Vec<StepSpec>,
    /// Run after the steps whatever happened (delete what the case created);
    /// their failures are noted in the transcript but do not change the verdict.
    #[serde(default)]
    pub cleanup: Vec<StepSpec>,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StepSpec {
    pub name: Option<String>,
    pub request: Option<RequestSpec>,
    pub ws: Option<WsSpec>,
    /// Pause for this long (scaled by `--timeout-scale`).
    pub sleep_ms: Option<u64>,
    /// Sub-steps started together; each keeps its own expectations.
    pub group: Option<Vec<StepSpec>>,
    /// What the answer must be: one `expect` table, or several
    /// (`[[case.steps.expect]]`) each attributed to its own requirements.
    #[serde(default)]
    pub expect: Expectations,
    /// `name = "$.json.path"`: store the value for later `${name}` use.
    #[serde(default)]
    pub capture: BTreeMap<String, String>,
    /// `name = "header-name"`.
    #[serde(default)]
    pub capture_header: BTreeMap<String, String>,
    /// Run the step this many times one after another (`${i}` is the index).
    pub repeat: Option<u32>,
    /// Send the request this many times at once; assertions see an array of bodies.
    pub parallel: Option<u32>,
    pub retry: Option<RetrySpec>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RetrySpec {
    /// Give up after this long (scaled).
    pub within_ms: u64,
    #[serde(default = "default_interval")]
    pub interval_ms: u64,
}

fn default_interval() -> u64 {
    200
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RequestSpec {
    #[serde(default = "default_method")]
    pub method: String,
    pub path: String,
    #[serde(default)]
    pub query: BTreeMap<String, Value>,
    #[serde(default)]
    pub headers: BTreeMap<String, String>,
    /// `admin`, `api_key`, `api_key_2`, `none`, or any other string used as a bearer token.
    pub auth: Option<String>,
    pub json: Option<Value>,
    pub raw: Option<String>,
    pub raw_base64: Option<String>,
    /// A file (relative to the scenario file) sent as the body.
    pub file: Option<String>,
    pub content_type: Option<String>,
    pub multipart: Option<Vec<PartSpec>>,
    /// A body made by the runner: `size` bytes repeating `fill`.
    pub generated: Option<GeneratedSpec>,
    pub timeout_ms: Option<u64>,
    /// Read this many lines of the response body, then close the connection.
    pub disconnect_after_lines: Option<usize>,
}

fn default_method() -> String {
    "GET".into()
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GeneratedSpec {
    pub size: SizeSpec,
    /// Text repeated (and cut) to fill the body.
    #[serde(default = "default_fill")]
    pub fill: String,
}

fn default_fill() -> String {
    "x".into()
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PartSpec {
    pub name: String,
    pub text: Option<String>,
    pub base64: Option<String>,
    pub file: Option<String>,
    pub filename: Option<String>,
    pub content_type: Option<String>,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WsSpec {
    /// Connection name, for cases with several connections.
    #[serde(default = "default_connection")]
    pub conn: String,
    /// `true`: the suite's WebSocket endpoint (`--target suite=ws://…`, or its
    /// usual path on the HTTP address); a string: that path on the endpoint's address.
    pub connect: Option<WsConnect>,
    pub send: Option<Value>,
    pub send_text: Option<String>,
    pub send_base64: Option<String>,
    /// After a send, read one reply (default true); `expect` applies to it.
    pub reply: Option<bool>,
    /// Only read the next message.
    #[serde(default)]
    pub receive: bool,
    #[serde(default)]
    pub close: bool,
    pub timeout_ms: Option<u64>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum WsConnect {
    Endpoint(bool),
    Path(String),
}

fn default_connection() -> String {
    "default".into()
}

/// The expectation blocks of a step.
#[derive(Debug, Clone, Default)]
pub struct Expectations(pub Vec<ExpectSpec>);

impl Expectations {
    /// Whether any block asks for `flag`.
    pub fn any(&self, flag: impl Fn(&ExpectSpec) -> bool) -> bool {
        self.0.iter().any(flag)
    }

    pub fn json_asserts(&self) -> impl Iterator<Item = &JsonAssert> {
        self.0.iter().flat_map(|block| &block.json)
    }

    /// Every requirement a check of this step is attributed to.
    pub fn attributed(&self) -> impl Iterator<Item = &String> {
        self.0.iter().flat_map(|block| {
            block
                .requirements
                .iter()
                .chain(block.json.iter().flat_map(|a| &a.requirements))
                .chain(block.headers.iter().flat_map(|h| &h.requirements))
        })
    }
}

/// A table is one block; an array of tables is several. Each form keeps the
/// field-level error messages of [`ExpectSpec`].
impl<'de> Deserialize<'de> for Expectations {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Visitor;
        impl<'de> serde::de::Visitor<'de> for Visitor {
            type Value = Expectations;

            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("an expect table or an array of expect tables")
            }

            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                map: A,
            ) -> Result<Self::Value, A::Error> {
                let block =
                    ExpectSpec::deserialize(serde::de::value::MapAccessDeserializer::new(map))?;
                Ok(Expectations(vec![block]))
            }

            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                seq: A,
            ) -> Result<Self::Value, A::Error> {
                let blocks = Vec::<ExpectSpec>::deserialize(
                    serde::de::value::SeqAccessDeserializer::new(seq),
                )?;
                Ok(Expectations(blocks))
            }
        }
        deserializer.deserialize_any(Visitor)
    }
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExpectSpec {
    /// The requirements every check of this block belongs to (a subset of the
    /// case's); empty means all of the case's.
    #[serde(default)]
    pub requirements: Vec<String>,
    /// One status or a list of acceptable statuses.
    pub status: Option<StatusSpec>,
    #[serde(default)]
    pub headers: Vec<HeaderAssert>,
    /// Assertions on the JSON body (or the NDJSON events, or the parallel bodies).
    #[serde(default)]
    pub json: Vec<JsonAssert>,
    /// Parse the body as NDJSON: one JSON value per line, seen as an array.
    #[serde(default)]
    pub ndjson: bool,
    /// Assertions on the raw body text.
    pub body: Option<TextAssert>,
    /// Expect a WebSocket peer to close instead of replying.
    #[serde(default)]
    pub closed: bool,
}

/// Acceptable statuses: one, or a list of which any will do.
#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum StatusSpec {
    One(StatusPattern),
    Any(Vec<StatusPattern>),
}

impl StatusSpec {
    pub fn accepts(&self, status: u16) -> bool {
        match self {
            StatusSpec::One(p) => p.accepts(status),
            StatusSpec::Any(list) => list.iter().any(|p| p.accepts(status)),
        }
    }
}

impl std::fmt::Display for StatusSpec {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StatusSpec::One(p) => write!(f, "{p}"),
            StatusSpec::Any(list) => {
                let list: Vec<String> = list.iter().map(ToString::to_string).collect();
                write!(f, "one of {}", list.join(", "))
            }
        }
    }
}

/// `404`, a class such as `"4xx"`, or `"!200"` (any status but 200: the seeds
/// that only say "a non-200 status signals an error").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StatusPattern {
    Exactly(u16),
    Class(u16),
    Not(u16),
}

impl StatusPattern {
    pub fn accepts(self, status: u16) -> bool {
        match self {
            StatusPattern::Exactly(s) => s == status,
            StatusPattern::Class(c) => status / 100 == c,
            StatusPattern::Not(s) => s != status,
        }
    }

    fn parse(text: &str) -> Option<Self> {
        let valid = |s: u16| (100..600).contains(&s).then_some(s);
        if let Some(rest) = text.strip_prefix('!') {
            return rest.parse().ok().and_then(valid).map(StatusPattern::Not);
        }
        match text.as_bytes() {
            [c @ b'1'..=b'5', b'x', b'x'] => Some(StatusPattern::Class(u16::from(c - b'0'))),
            _ => text
                .parse()
                .ok()
                .and_then(valid)
                .map(StatusPattern::Exactly),
        }
    }
}

impl std::fmt::Display for StatusPattern {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StatusPattern::Exactly(s) => write!(f, "{s}"),
            StatusPattern::Class(c) => write!(f, "{c}xx"),
            StatusPattern::Not(s) => write!(f, "any status but {s}"),
        }
    }
}

impl<'de> Deserialize<'de> for StatusPattern {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Raw {
            Number(u16),
            Text(String),
        }
        let text = match Raw::deserialize(deserializer)? {
            Raw::Number(n) => n.to_string(),
            Raw::Text(t) => t,
        };
        StatusPattern::parse(&text).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "status {text:?}: expected a status (100-599), a class like \"4xx\" or \"!200\""
            ))
        })
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HeaderAssert {
    pub name: String,
    /// The requirements this check belongs to; empty means the block's.
    #[serde(default)]
    pub requirements: Vec<String>,
    #[serde(flatten)]
    pub check: TextAssert,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TextAssert {
    pub equals: Option<String>,
    pub contains: Option<String>,
    pub not_contains: Option<String>,
    pub matches: Option<String>,
    pub exists: Option<bool>,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JsonAssert {
    /// The requirements this check belongs to; empty means the block's.
    #[serde(default)]
    pub requirements: Vec<String>,
    /// RFC 9535 JSONPath; `$` when omitted.
    #[serde(default = "default_path")]
    pub path: String,
    pub equals: Option<Value>,
    pub not_equals: Option<Value>,
    /// Regex that string values must match.
    pub matches: Option<String>,
    pub exists: Option<bool>,
    /// `string`, `number`, `integer`, `boolean`, `array`, `object` or `null`.
    #[serde(rename = "type")]
    pub kind: Option<String>,
    /// Length of a string, array or object.
    pub length: Option<usize>,
    pub one_of: Option<Vec<Value>>,
    /// An array holding this value, an object holding these key/values, or a substring.
    pub contains: Option<Value>,
    /// The opposite of `contains`.
    pub not_contains: Option<Value>,
    /// Bounds: numbers, or `${var}` strings that render to numbers.
    pub min: Option<Value>,
    pub max: Option<Value>,
    /// How many nodes the path selects.
    pub count: Option<usize>,
    /// The value checks apply only when the path selects something: a field
    /// the service need not send is judged when it is there.
    #[serde(default)]
    pub optional: bool,
}

fn default_path() -> String {
    "$".into()
}
