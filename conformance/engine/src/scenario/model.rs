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
    #[serde(default, rename = "case")]
    pub cases: Vec<CaseSpec>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CaseSpec {
    pub id: String,
    pub title: String,
    pub requirements: Vec<String>,
    #[serde(default = "default_severity")]
    pub severity: String,
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

fn default_severity() -> String {
    "must".into()
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
    #[serde(default)]
    pub expect: ExpectSpec,
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
    pub connect: Option<String>,
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

fn default_connection() -> String {
    "default".into()
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExpectSpec {
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

#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum StatusSpec {
    One(u16),
    Any(Vec<u16>),
}

impl StatusSpec {
    pub fn accepts(&self, status: u16) -> bool {
        match self {
            StatusSpec::One(s) => *s == status,
            StatusSpec::Any(list) => list.contains(&status),
        }
    }
}

impl std::fmt::Display for StatusSpec {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StatusSpec::One(s) => write!(f, "{s}"),
            StatusSpec::Any(list) => {
                let list: Vec<String> = list.iter().map(u16::to_string).collect();
                write!(f, "one of {}", list.join(", "))
            }
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HeaderAssert {
    pub name: String,
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
}

fn default_path() -> String {
    "$".into()
}
