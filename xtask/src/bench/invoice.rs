//! Invoice service over HTTP: `/process` latency, one request at a time and
//! with two clients, on the single-page PDFs of the corpus. Target (issue #6):
//! p50 ≤ 10 ms. (In-process extraction throughput is `cargo bench --bench invoice`.)

use std::time::Duration;

use anyhow::{Context, bail};
use xtask::servers::{BinPaths, Server, workspace_root};

use super::load::{self, LoadResult};

fn corpus() -> anyhow::Result<Vec<(String, Vec<u8>)>> {
    let dir = workspace_root().join("fixtures").join("invoices");
    let mut files = Vec::new();
    for entry in std::fs::read_dir(&dir).with_context(|| dir.display().to_string())? {
        let path = entry?.path();
        if path.extension().is_some_and(|e| e == "pdf") {
            let name = path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            files.push((name, std::fs::read(&path)?));
        }
    }
    files.sort();
    if files.is_empty() {
        bail!("no PDFs in {}", dir.display());
    }
    Ok(files)
}

async fn process(client: &reqwest::Client, base: &str, (name, bytes): &(String, Vec<u8>)) -> bool {
    let Ok(part) = reqwest::multipart::Part::bytes(bytes.clone())
        .file_name(name.clone())
        .mime_str("application/pdf")
    else {
        return false;
    };
    let form = reqwest::multipart::Form::new().part("file", part);
    matches!(
        client.post(format!("{base}/process")).multipart(form).send().await,
        Ok(response) if response.status().is_success()
    )
}

pub async fn run(bins: &BinPaths, seconds: u64) -> anyhow::Result<Vec<LoadResult>> {
    let server = Server::start(&bins.reference, "invoice", &[], &[])?;
    let base = server.url.clone();
    let files = std::sync::Arc::new(corpus()?);
    let client = reqwest::Client::new();
    let mut results = Vec::new();
    let sequential = load::sequential("/process (one at a time)", 500, |i| {
        let (client, base, files) = (client.clone(), base.clone(), files.clone());
        async move { process(&client, &base, &files[i % files.len()]).await }
    })
    .await;
    results.push(sequential);
    let (client2, base2, files2) = (client.clone(), base.clone(), files.clone());
    let parallel = load::closed_loop(
        "/process (2 clients)",
        2,
        Duration::from_secs(seconds),
        move |n| {
            let (client, base, files) = (client2.clone(), base2.clone(), files2.clone());
            async move { process(&client, &base, &files[n % files.len()]).await }
        },
    )
    .await;
    results.push(parallel);
    server.stop()?;
    if results.iter().any(|r| r.requests == 0) {
        bail!("a benchmark made no successful request: {results:?}");
    }
    Ok(results)
}
