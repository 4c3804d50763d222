//! A reference sandbox server in process, on the real Docker engine, plus the
//! cleanup of everything it created (by its instance label), even on panic.

#![allow(dead_code)] // each test binary uses a different part of this module

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use axum::Router;
use axum::body::{Body, Bytes, to_bytes};
use axum::http::{Method, Request, StatusCode};
use reference_sandbox::{Config, DEFAULT_IMAGE, Settings};
use serde_json::{Value, json};
use tower::ServiceExt;

pub const KEY: &str = "test-key";

/// Builds the sandbox image through `cargo xtask sandbox-image` when it is missing.
pub fn ensure_image() {
    static IMAGE: OnceLock<Result<(), String>> = OnceLock::new();
    let outcome = IMAGE.get_or_init(|| {
        if docker(&["image", "inspect", DEFAULT_IMAGE]).is_ok() {
            return Ok(());
        }
        let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let status = Command::new(env!("CARGO"))
            .args(["run", "--quiet", "-p", "xtask", "--", "sandbox-image"])
            .current_dir(workspace)
            .status()
            .map_err(|err| format!("cannot run cargo: {err}"))?;
        if status.success() {
            Ok(())
        } else {
            Err(format!(
                "`cargo xtask sandbox-image` failed ({status}); build {DEFAULT_IMAGE} first"
            ))
        }
    });
    if let Err(message) = outcome {
        panic!("{message}");
    }
}

/// Runs the docker CLI; `Err` carries stderr.
pub fn docker(args: &[&str]) -> Result<String, String> {
    let output = Command::new("docker")
        .args(args)
        .output()
        .map_err(|err| err.to_string())?;
    if output.status.success() {
        Ok(String::from_utf8_lossy(&output.stdout).trim().to_owned())
    } else {
        Err(String::from_utf8_lossy(&output.stderr).trim().to_owned())
    }
}

/// Owns a data directory; dropping it removes every container, volume and
/// network labelled with the directory's instance id.
pub struct DataDir {
    pub dir: tempfile::TempDir,
}

impl DataDir {
    pub fn new() -> Self {
        ensure_image();
        Self {
            dir: tempfile::tempdir().expect("temporary directory"),
        }
    }

    pub fn path(&self) -> PathBuf {
        self.dir.path().to_owned()
    }

    pub fn instance(&self) -> String {
        std::fs::read_to_string(self.dir.path().join("instance"))
            .unwrap_or_default()
            .trim()
            .to_owned()
    }
}

impl Drop for DataDir {
    fn drop(&mut self) {
        let instance = self.instance();
        if instance.is_empty() {
            return;
        }
        let filter = format!("label=io.touchstone.instance={instance}");
        remove_listed(&["ps", "-aq", "--filter", &filter], &["rm", "-f"]);
        remove_listed(
            &["volume", "ls", "-q", "--filter", &filter],
            &["volume", "rm", "-f"],
        );
        remove_listed(
            &["network", "ls", "-q", "--filter", &filter],
            &["network", "rm"],
        );
    }
}

pub fn remove_listed(list: &[&str], remove: &[&str]) {
    let Ok(names) = docker(list) else { return };
    for name in names.lines().filter(|name| !name.is_empty()) {
        let mut args = remove.to_vec();
        args.push(name);
        let _ = docker(&args);
    }
}

pub struct Server {
    pub router: Router,
}

impl Server {
    pub async fn start(data: &DataDir) -> Self {
        Self::start_with(data, Settings::default()).await
    }

    pub async fn start_with(data: &DataDir, settings: Settings) -> Self {
        let config = Config {
            api_keys: vec![KEY.to_owned(), "second-key".to_owned()],
            data_dir: Some(data.path()),
            image: DEFAULT_IMAGE.to_owned(),
        };
        let router = reference_sandbox::app_with_settings(config, settings)
            .await
            .expect("the sandbox server starts");
        Self { router }
    }

    pub async fn send(&self, request: Request<Body>) -> (StatusCode, Bytes) {
        let response = self
            .router
            .clone()
            .oneshot(request)
            .await
            .expect("infallible router");
        let status = response.status();
        let body = to_bytes(response.into_body(), usize::MAX)
            .await
            .expect("body");
        (status, body)
    }

    pub async fn call(
        &self,
        method: Method,
        uri: &str,
        body: Option<Value>,
    ) -> (StatusCode, Value) {
        let mut request = Request::builder()
            .method(method)
            .uri(uri)
            .header("authorization", format!("Bearer {KEY}"));
        let body = match body {
            Some(body) => {
                request = request.header("content-type", "application/json");
                Body::from(body.to_string())
            }
            None => Body::empty(),
        };
        let (status, bytes) = self.send(request.body(body).expect("request")).await;
        let value = if bytes.is_empty() {
            Value::Null
        } else {
            serde_json::from_slice(&bytes)
                .unwrap_or_else(|_| Value::String(String::from_utf8_lossy(&bytes).into()))
        };
        (status, value)
    }

    pub async fn create(&self, body: Value) -> String {
        let (status, sandbox) = self.call(Method::POST, "/v1/sandboxes", Some(body)).await;
        assert_eq!(status, StatusCode::CREATED, "create failed: {sandbox}");
        sandbox["id"].as_str().expect("sandbox id").to_owned()
    }

    pub async fn exec(&self, id: &str, command: &str) -> Value {
        let (status, result) = self
            .call(
                Method::POST,
                &format!("/v1/sandboxes/{id}/exec"),
                Some(json!({ "command": command })),
            )
            .await;
        assert_eq!(status, StatusCode::OK, "exec failed: {result}");
        result
    }

    /// stdout of a command that must succeed.
    pub async fn sh(&self, id: &str, command: &str) -> String {
        let result = self.exec(id, command).await;
        assert_eq!(result["exit_code"], 0, "{command}: {result}");
        result["stdout"].as_str().unwrap_or_default().to_owned()
    }

    pub async fn put_file(&self, id: &str, query: &str, bytes: Vec<u8>) -> (StatusCode, Value) {
        let request = Request::put(format!("/v1/sandboxes/{id}/files?{query}"))
            .header("authorization", format!("Bearer {KEY}"))
            .body(Body::from(bytes))
            .expect("request");
        let (status, body) = self.send(request).await;
        (status, serde_json::from_slice(&body).unwrap_or(Value::Null))
    }

    pub async fn get_file(&self, id: &str, query: &str) -> (StatusCode, Bytes) {
        let request = Request::get(format!("/v1/sandboxes/{id}/files?{query}"))
            .header("authorization", format!("Bearer {KEY}"))
            .body(Body::empty())
            .expect("request");
        self.send(request).await
    }
}

pub fn error_code(body: &Value) -> &str {
    body["error"]["code"].as_str().unwrap_or("<no error code>")
}
