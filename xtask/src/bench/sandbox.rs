//! Sandbox service against raw Docker: each operation through the service's
//! HTTP API, and the same work done directly on the Docker Engine API with
//! bollard (same image, same container settings). The two sides alternate rep
//! by rep, so machine noise hits both alike. The target — the service
//! within 1.2× of raw Docker — is shown per operation, for information only.
//!
//! The raw side does only what the operation needs; whatever the service adds
//! (its workspace-owner check, records, locks, HTTP and JSON) is its overhead.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use anyhow::{Context, bail};
use bollard::Docker;
use bollard::container::LogOutput;
use bollard::exec::{StartExecOptions, StartExecResults};
use bollard::models::{
    ContainerCreateBody, ExecConfig, HostConfig, Mount, MountTypeEnum, VolumeCreateOptions,
};
use bollard::query_parameters::{
    CreateContainerOptionsBuilder, DownloadFromContainerOptionsBuilder,
    ListContainersOptionsBuilder, ListVolumesOptionsBuilder, RemoveContainerOptionsBuilder,
    RemoveVolumeOptionsBuilder, StartContainerOptions, UploadToContainerOptionsBuilder,
};
use futures_util::StreamExt;
use hdrhistogram::Histogram;
use serde_json::{Value, json};
use tokio::io::AsyncWriteExt;

use super::load::LoadResult;
use xtask::servers::{BinPaths, Server};

const API_KEY: &str = "bench-sandbox-key";
const IMAGE: &str = "touchstone-sandbox:latest";
const WORKSPACE: &str = "/workspace";
const SANDBOX_UID: &str = "1000:1000";
/// Unmeasured runs of each operation on each side before the measured ones.
const WARMUPS: usize = 2;
/// The target: service median at most this multiple of raw Docker's.
const TARGET_RATIO: f64 = 1.2;
/// Carried by every raw container and volume this bench creates.
const BENCH_LABEL: &str = "io.touchstone.bench";
/// Names the bench run, so cleanup removes this run's objects only.
const RUN_LABEL: &str = "io.touchstone.bench.run";

/// Limits both sides use: the service's defaults (conformance/spec/sandbox.md),
/// also sent explicitly in the create request.
const MEMORY_MB: i64 = 512;
const CPUS: f64 = 1.0;
const PIDS_LIMIT: i64 = 256;
const TMP_SIZE_MB: u64 = 64;

const MIB: usize = 1024 * 1024;

pub async fn run(bins: &BinPaths, reps: usize) -> anyhow::Result<Vec<LoadResult>> {
    if reps == 0 {
        bail!("--reps must be at least 1");
    }
    let data = tempfile::tempdir()?;
    let scratch = tempfile::tempdir()?;
    let server = Server::start(
        &bins.reference,
        "sandbox",
        &["--data-dir".into(), data.path().display().to_string()],
        &[("SANDBOX_API_KEYS", API_KEY)],
    )?;
    let service = ServiceClient {
        http: reqwest::Client::new(),
        base: server.url.clone(),
    };
    let raw = RawDocker {
        docker: Docker::connect_with_local_defaults().context("connecting to Docker")?,
        run: format!("{:016x}", rand::random::<u64>()),
        next: AtomicUsize::new(0),
        dir: scratch.path().to_owned(),
    };
    if cfg!(debug_assertions) {
        println!(
            "\nnote: this xtask is a debug build, so the raw Docker side (bollard in this process) runs \
             unoptimised while the service is a release build; for final figures run \
             `cargo run --release -p xtask -- bench sandbox`"
        );
    }
    println!("\nsandbox: service vs raw Docker, {WARMUPS} warm-ups + {reps} reps per operation");
    let started = Instant::now();
    let measured = measure(&service, &raw, reps).await;
    // Cleanup runs whatever happened above; every step is tried.
    let mut cleanup = vec![
        service
            .remove_everything()
            .await
            .context("deleting the service's sandboxes and snapshots"),
        server.stop(),
    ];
    match xtask::docker::instance_of(data.path())
        .map(|instance| xtask::docker::sweep_instance(&instance))
    {
        Some(Ok(swept)) if !swept.is_empty() => {
            eprintln!(
                "  warning: the service left {swept:?} behind after deleting its sandboxes (now removed)"
            );
        }
        Some(Err(err)) => cleanup.push(Err(err.context("sweeping the service's Docker objects"))),
        _ => {}
    }
    cleanup.push(
        raw.remove_everything()
            .await
            .context("removing the raw Docker containers and volumes"),
    );
    let comparisons = match measured {
        Ok(comparisons) => comparisons,
        Err(err) => {
            for failed in cleanup.into_iter().filter_map(Result::err) {
                eprintln!("  cleanup after the failure: {failed:#}");
            }
            return Err(err);
        }
    };
    for step in cleanup {
        step?;
    }

    println!(
        "\n  measured in {:.0} s (setup and cleanup included)",
        started.elapsed().as_secs_f64()
    );
    println!(
        "  {:<24} {:>21} {:>21} {:>7}  target ≤ {TARGET_RATIO}×",
        "operation", "service p50 / p95 ms", "raw p50 / p95 ms", "ratio"
    );
    for comparison in &comparisons {
        println!("  {}", comparison.row());
    }
    Ok(comparisons
        .into_iter()
        .flat_map(|comparison| [comparison.service, comparison.raw])
        .collect())
}

async fn measure(
    service: &ServiceClient,
    raw: &RawDocker,
    reps: usize,
) -> anyhow::Result<Vec<Comparison>> {
    let mut comparisons = Vec::new();

    comparisons.push(
        compare(
            "create → first exec",
            reps,
            async || {
                let started = Instant::now();
                let id = service.create().await?;
                service.exec(&id, "true").await?;
                let elapsed = started.elapsed();
                service.delete_sandbox(&id).await?;
                Ok(elapsed)
            },
            async || {
                let started = Instant::now();
                let name = raw.new_name();
                raw.create(&name).await?;
                raw.exec(&name, "true").await?;
                let elapsed = started.elapsed();
                raw.remove(&name).await?;
                Ok(elapsed)
            },
        )
        .await?,
    );

    let sandbox = service.create().await?;
    let container = raw.new_name();
    raw.create(&container).await?;
    let payload = "x".repeat(1023);
    let echo = format!("echo {payload}");
    for (label, command, expected) in [
        ("exec true", "true", 0),
        ("exec echo 1 KiB", echo.as_str(), 1024),
    ] {
        comparisons.push(
            compare(
                label,
                reps,
                async || {
                    let started = Instant::now();
                    let stdout = service.exec(&sandbox, command).await?;
                    expect_len(label, stdout.len(), expected)?;
                    Ok(started.elapsed())
                },
                async || {
                    let started = Instant::now();
                    let stdout = raw.exec(&container, command).await?;
                    expect_len(label, stdout.len(), expected)?;
                    Ok(started.elapsed())
                },
            )
            .await?,
        );
    }
    service.delete_sandbox(&sandbox).await?;
    raw.remove(&container).await?;

    for (size_label, bytes) in [("1 MiB", MIB), ("100 MiB", 100 * MIB)] {
        comparisons.extend(measure_archives(service, raw, reps, size_label, bytes).await?);
    }
    Ok(comparisons)
}

/// Snapshot, rollback and fork with `bytes` of random data in the workspace.
async fn measure_archives(
    service: &ServiceClient,
    raw: &RawDocker,
    reps: usize,
    size_label: &str,
    bytes: usize,
) -> anyhow::Result<Vec<Comparison>> {
    let fill = format!("head -c {bytes} /dev/urandom > {WORKSPACE}/data");
    let sandbox = service.create().await?;
    service.exec(&sandbox, &fill).await?;
    let snapshot = service.snapshot(&sandbox).await?;
    let container = raw.new_name();
    raw.create(&container).await?;
    raw.exec(&container, &fill).await?;
    let archive = raw.dir.join(format!("{container}.tar"));
    raw.download(&container, &archive).await?;
    let scratch = raw.dir.join("scratch.tar");

    let mut comparisons = Vec::new();
    comparisons.push(
        compare(
            &format!("snapshot {size_label}"),
            reps,
            async || {
                let started = Instant::now();
                let taken = service.snapshot(&sandbox).await?;
                let elapsed = started.elapsed();
                service.delete_snapshot(&taken).await?;
                Ok(elapsed)
            },
            async || {
                let started = Instant::now();
                raw.download(&container, &scratch).await?;
                let elapsed = started.elapsed();
                tokio::fs::remove_file(&scratch).await?;
                Ok(elapsed)
            },
        )
        .await?,
    );
    comparisons.push(
        compare(
            &format!("rollback {size_label}"),
            reps,
            async || {
                let started = Instant::now();
                service.rollback(&sandbox, &snapshot).await?;
                Ok(started.elapsed())
            },
            async || {
                let started = Instant::now();
                raw.remove(&container).await?;
                raw.create(&container).await?;
                raw.upload(&container, &archive).await?;
                Ok(started.elapsed())
            },
        )
        .await?,
    );
    comparisons.push(
        compare(
            &format!("fork {size_label}"),
            reps,
            async || {
                let started = Instant::now();
                let forked = service.fork(&snapshot).await?;
                let elapsed = started.elapsed();
                service.delete_sandbox(&forked).await?;
                Ok(elapsed)
            },
            async || {
                let started = Instant::now();
                let name = raw.new_name();
                raw.create(&name).await?;
                raw.upload(&name, &archive).await?;
                let elapsed = started.elapsed();
                raw.remove(&name).await?;
                Ok(elapsed)
            },
        )
        .await?,
    );

    service.delete_sandbox(&sandbox).await?;
    service.delete_snapshot(&snapshot).await?;
    raw.remove(&container).await?;
    tokio::fs::remove_file(&archive).await?;
    Ok(comparisons)
}

fn expect_len(label: &str, actual: usize, expected: usize) -> anyhow::Result<()> {
    if actual != expected {
        bail!("{label}: {actual} bytes of output instead of {expected}");
    }
    Ok(())
}

/// Runs each side `WARMUPS` times, then `reps` times measured, alternating
/// which side goes first. Each side returns the time its operation took
/// (setup and cleanup around it are not counted). The first error ends the
/// bench; whatever it left behind is removed by the final cleanup.
async fn compare(
    operation: &str,
    reps: usize,
    mut service: impl AsyncFnMut() -> anyhow::Result<Duration>,
    mut raw: impl AsyncFnMut() -> anyhow::Result<Duration>,
) -> anyhow::Result<Comparison> {
    let mut service_times = Times::new()?;
    let mut raw_times = Times::new()?;
    for rep in 0..WARMUPS + reps {
        let measured = rep >= WARMUPS;
        for side in [rep % 2, 1 - rep % 2] {
            let (elapsed, times) = if side == 0 {
                let elapsed = service()
                    .await
                    .with_context(|| format!("{operation} through the service"))?;
                (elapsed, &mut service_times)
            } else {
                let elapsed = raw()
                    .await
                    .with_context(|| format!("{operation} on raw Docker"))?;
                (elapsed, &mut raw_times)
            };
            if measured {
                times.record(elapsed);
            }
        }
    }
    Ok(Comparison {
        operation: operation.to_owned(),
        service: service_times.result(&format!("{operation}  service")),
        raw: raw_times.result(&format!("{operation}  raw Docker")),
    })
}

struct Times {
    hist: Histogram<u64>,
    spent: Duration,
}

impl Times {
    fn new() -> anyhow::Result<Self> {
        Ok(Self {
            hist: Histogram::new_with_bounds(1, 600_000_000, 3)?,
            spent: Duration::ZERO,
        })
    }

    fn record(&mut self, elapsed: Duration) {
        self.hist
            .saturating_record(elapsed.as_micros().max(1) as u64);
        self.spent += elapsed;
    }

    /// `seconds` is the time spent in the measured operations only.
    fn result(&self, label: &str) -> LoadResult {
        LoadResult::from_histogram(label, 1, self.spent, &self.hist, 0)
    }
}

struct Comparison {
    operation: String,
    service: LoadResult,
    raw: LoadResult,
}

impl Comparison {
    fn row(&self) -> String {
        let ratio = self.service.p50_ms / self.raw.p50_ms;
        let verdict = if ratio <= TARGET_RATIO {
            "met"
        } else {
            "not met"
        };
        format!(
            "{:<24} {:>9.1} / {:>9.1} {:>9.1} / {:>9.1} {:>6.2}×  {verdict}",
            self.operation,
            self.service.p50_ms,
            self.service.p95_ms,
            self.raw.p50_ms,
            self.raw.p95_ms,
            ratio
        )
    }
}

/// The service's HTTP API.
struct ServiceClient {
    http: reqwest::Client,
    base: String,
}

impl ServiceClient {
    async fn send(
        &self,
        method: reqwest::Method,
        path: &str,
        body: Option<Value>,
        status: u16,
    ) -> anyhow::Result<Value> {
        let mut request = self
            .http
            .request(method.clone(), format!("{}{path}", self.base))
            .bearer_auth(API_KEY);
        if let Some(body) = body {
            request = request.json(&body);
        }
        let response = request
            .send()
            .await
            .with_context(|| format!("{method} {path}"))?;
        let actual = response.status().as_u16();
        let text = response.text().await?;
        if actual != status {
            bail!("{method} {path} answered {actual} instead of {status}: {text}");
        }
        if text.is_empty() {
            return Ok(Value::Null);
        }
        serde_json::from_str(&text).with_context(|| format!("{method} {path} answered {text:?}"))
    }

    async fn create(&self) -> anyhow::Result<String> {
        let body = json!({
            "image": IMAGE,
            "memory_mb": MEMORY_MB,
            "cpus": CPUS,
            "pids_limit": PIDS_LIMIT,
            "tmp_size_mb": TMP_SIZE_MB,
        });
        let sandbox = self
            .send(reqwest::Method::POST, "/v1/sandboxes", Some(body), 201)
            .await?;
        id_of(&sandbox)
    }

    /// Runs `command`, requires exit code 0 and returns its stdout.
    async fn exec(&self, id: &str, command: &str) -> anyhow::Result<String> {
        let result = self
            .send(
                reqwest::Method::POST,
                &format!("/v1/sandboxes/{id}/exec"),
                Some(json!({"command": command})),
                200,
            )
            .await?;
        if result["exit_code"] != 0 {
            bail!("{command:?} in {id} ended with {result}");
        }
        Ok(result["stdout"].as_str().unwrap_or_default().to_owned())
    }

    async fn snapshot(&self, id: &str) -> anyhow::Result<String> {
        let snapshot = self
            .send(
                reqwest::Method::POST,
                &format!("/v1/sandboxes/{id}/snapshots"),
                Some(json!({})),
                201,
            )
            .await?;
        id_of(&snapshot)
    }

    async fn rollback(&self, id: &str, snapshot: &str) -> anyhow::Result<()> {
        self.send(
            reqwest::Method::POST,
            &format!("/v1/sandboxes/{id}/rollback"),
            Some(json!({"snapshot_id": snapshot})),
            200,
        )
        .await
        .map(drop)
    }

    async fn fork(&self, snapshot: &str) -> anyhow::Result<String> {
        let sandbox = self
            .send(
                reqwest::Method::POST,
                &format!("/v1/snapshots/{snapshot}/fork"),
                Some(json!({})),
                201,
            )
            .await?;
        id_of(&sandbox)
    }

    async fn delete_sandbox(&self, id: &str) -> anyhow::Result<()> {
        self.send(
            reqwest::Method::DELETE,
            &format!("/v1/sandboxes/{id}"),
            None,
            204,
        )
        .await
        .map(drop)
    }

    async fn delete_snapshot(&self, id: &str) -> anyhow::Result<()> {
        self.send(
            reqwest::Method::DELETE,
            &format!("/v1/snapshots/{id}"),
            None,
            204,
        )
        .await
        .map(drop)
    }

    /// Deletes every sandbox and snapshot the server knows (it is ours alone).
    async fn remove_everything(&self) -> anyhow::Result<()> {
        let sandboxes = self
            .send(reqwest::Method::GET, "/v1/sandboxes", None, 200)
            .await?;
        for sandbox in sandboxes["sandboxes"].as_array().into_iter().flatten() {
            self.delete_sandbox(&id_of(sandbox)?).await?;
        }
        let snapshots = self
            .send(reqwest::Method::GET, "/v1/snapshots", None, 200)
            .await?;
        for snapshot in snapshots["snapshots"].as_array().into_iter().flatten() {
            self.delete_snapshot(&id_of(snapshot)?).await?;
        }
        Ok(())
    }
}

fn id_of(record: &Value) -> anyhow::Result<String> {
    record["id"]
        .as_str()
        .map(str::to_owned)
        .with_context(|| format!("record without id: {record}"))
}

/// The same work straight on the Docker Engine API.
struct RawDocker {
    docker: Docker,
    run: String,
    next: AtomicUsize,
    /// Where the raw side keeps its workspace archives.
    dir: PathBuf,
}

impl RawDocker {
    fn new_name(&self) -> String {
        let n = self.next.fetch_add(1, Ordering::Relaxed);
        format!("touchstone-bench-{}-{n}", self.run)
    }

    fn labels(&self) -> HashMap<String, String> {
        HashMap::from([
            (BENCH_LABEL.to_owned(), "true".to_owned()),
            (RUN_LABEL.to_owned(), self.run.clone()),
        ])
    }

    /// A volume and a started container with the settings the service gives
    /// its sandboxes, as far as they affect cost.
    async fn create(&self, name: &str) -> anyhow::Result<()> {
        let volume = format!("{name}-workspace");
        self.docker
            .create_volume(VolumeCreateOptions {
                name: Some(volume.clone()),
                labels: Some(self.labels()),
                ..Default::default()
            })
            .await?;
        let memory = MEMORY_MB * 1024 * 1024;
        let host_config = HostConfig {
            mounts: Some(vec![Mount {
                target: Some(WORKSPACE.into()),
                source: Some(volume),
                typ: Some(MountTypeEnum::VOLUME),
                read_only: Some(false),
                ..Default::default()
            }]),
            tmpfs: Some(HashMap::from([(
                "/tmp".to_owned(),
                format!("rw,nosuid,nodev,size={TMP_SIZE_MB}m,mode=1777"),
            )])),
            readonly_rootfs: Some(true),
            cap_drop: Some(vec!["ALL".into()]),
            security_opt: Some(vec!["no-new-privileges:true".into()]),
            network_mode: Some("none".into()),
            memory: Some(memory),
            memory_swap: Some(memory),
            nano_cpus: Some((CPUS * 1e9) as i64),
            pids_limit: Some(PIDS_LIMIT),
            ipc_mode: Some("private".into()),
            init: Some(true),
            ..Default::default()
        };
        let body = ContainerCreateBody {
            image: Some(IMAGE.into()),
            cmd: Some(vec!["sleep".into(), "2147483647".into()]),
            user: Some(SANDBOX_UID.into()),
            env: Some(vec![format!("HOME={WORKSPACE}")]),
            working_dir: Some(WORKSPACE.into()),
            hostname: Some("sandbox".into()),
            labels: Some(self.labels()),
            host_config: Some(host_config),
            ..Default::default()
        };
        let options = CreateContainerOptionsBuilder::new().name(name).build();
        self.docker.create_container(Some(options), body).await?;
        self.docker
            .start_container(name, None::<StartContainerOptions>)
            .await?;
        Ok(())
    }

    /// `sh -c command` as the sandbox user; requires exit code 0, returns stdout.
    async fn exec(&self, name: &str, command: &str) -> anyhow::Result<Vec<u8>> {
        let config = ExecConfig {
            attach_stdout: Some(true),
            attach_stderr: Some(true),
            cmd: Some(vec!["sh".into(), "-c".into(), command.into()]),
            env: Some(vec![format!("HOME={WORKSPACE}")]),
            user: Some(SANDBOX_UID.into()),
            working_dir: Some(WORKSPACE.into()),
            ..Default::default()
        };
        let exec_id = self.docker.create_exec(name, config).await?.id;
        let StartExecResults::Attached {
            mut output,
            mut input,
        } = self
            .docker
            .start_exec(&exec_id, Some(StartExecOptions::default()))
            .await?
        else {
            bail!("Docker started the exec detached");
        };
        input.shutdown().await?;
        let mut stdout = Vec::new();
        while let Some(frame) = output.next().await {
            if let LogOutput::StdOut { message } = frame? {
                stdout.extend_from_slice(&message);
            }
        }
        let exit_code = self.docker.inspect_exec(&exec_id).await?.exit_code;
        if exit_code != Some(0) {
            bail!("{command:?} in {name} ended with exit code {exit_code:?}");
        }
        Ok(stdout)
    }

    /// Streams the archive of `/workspace` into `path` and syncs it, as the
    /// service does with its snapshots.
    async fn download(&self, name: &str, path: &Path) -> anyhow::Result<()> {
        let options = DownloadFromContainerOptionsBuilder::new()
            .path(&format!("{WORKSPACE}/."))
            .build();
        let mut archive = self.docker.download_from_container(name, Some(options));
        let mut file = tokio::fs::File::create(path).await?;
        while let Some(chunk) = archive.next().await {
            file.write_all(&chunk?).await?;
        }
        file.sync_all().await?;
        Ok(())
    }

    /// Has the daemon extract the archive at `path` into `/workspace`.
    async fn upload(&self, name: &str, path: &Path) -> anyhow::Result<()> {
        let archive = tokio::fs::read(path).await?;
        let options = UploadToContainerOptionsBuilder::new()
            .path(WORKSPACE)
            .build();
        self.docker
            .upload_to_container(name, Some(options), bollard::body_full(archive.into()))
            .await?;
        Ok(())
    }

    /// Removes the container and its volume.
    async fn remove(&self, name: &str) -> anyhow::Result<()> {
        let options = RemoveContainerOptionsBuilder::new().force(true).build();
        self.docker.remove_container(name, Some(options)).await?;
        let options = RemoveVolumeOptionsBuilder::new().force(true).build();
        self.docker
            .remove_volume(&format!("{name}-workspace"), Some(options))
            .await?;
        Ok(())
    }

    /// Removes every container and volume this run labelled, whatever state
    /// an error left them in.
    async fn remove_everything(&self) -> anyhow::Result<()> {
        let filters = HashMap::from([("label", vec![format!("{RUN_LABEL}={}", self.run)])]);
        let options = ListContainersOptionsBuilder::new()
            .all(true)
            .filters(&filters)
            .build();
        for container in self.docker.list_containers(Some(options)).await? {
            if let Some(id) = container.id {
                let options = RemoveContainerOptionsBuilder::new().force(true).build();
                self.docker.remove_container(&id, Some(options)).await?;
            }
        }
        let options = ListVolumesOptionsBuilder::new().filters(&filters).build();
        let volumes = self.docker.list_volumes(Some(options)).await?;
        for volume in volumes.volumes.into_iter().flatten() {
            let options = RemoveVolumeOptionsBuilder::new().force(true).build();
            self.docker
                .remove_volume(&volume.name, Some(options))
                .await?;
        }
        Ok(())
    }
}
