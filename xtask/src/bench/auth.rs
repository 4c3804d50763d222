//! Authorization service under load: check throughput and latency with 16 and
//! 64 concurrent clients on durable state, and attenuate latency.

use std::time::Duration;

use anyhow::{Context, bail};
use serde_json::{Value, json};

use super::load::{self, LoadResult};
use xtask::servers::{BinPaths, Server};

pub async fn run(bins: &BinPaths, seconds: u64) -> anyhow::Result<Vec<LoadResult>> {
    let data = tempfile::tempdir()?;
    let admin = "bench-admin-token";
    let server = Server::start(
        &bins.reference,
        "auth",
        &["--data-dir".into(), data.path().display().to_string()],
        &[("AUTH_ADMIN_TOKEN", admin)],
    )?;
    let base = server.url.clone();
    let client = reqwest::Client::builder()
        .pool_max_idle_per_host(128)
        .build()?;
    let grant: Value = client
        .post(format!("{base}/v1/grants"))
        .bearer_auth(admin)
        .json(&json!({"agent": "bench", "scopes": ["bench:*"], "maxUses": 1_000_000, "expiresIn": 86_400}))
        .send()
        .await?
        .error_for_status()
        .context("creating the benchmark grant")?
        .json()
        .await?;
    let token = grant["token"]
        .as_str()
        .context("grant answer without token")?
        .to_owned();

    let mut results = Vec::new();
    for clients in [16, 64] {
        let (client, base, token) = (client.clone(), base.clone(), token.clone());
        let result = load::closed_loop(
            &format!("check (allow, durable, {clients} clients)"),
            clients,
            Duration::from_secs(seconds),
            move |_| {
                let (client, base, token) = (client.clone(), base.clone(), token.clone());
                async move {
                    let answer = client
                        .post(format!("{base}/v1/check"))
                        .json(&json!({"token": token, "scope": "bench:read"}))
                        .send()
                        .await;
                    match answer {
                        Ok(response) if response.status().is_success() => response
                            .json::<Value>()
                            .await
                            .is_ok_and(|v| v["decision"] == "allow"),
                        _ => false,
                    }
                }
            },
        )
        .await;
        results.push(result);
    }

    let attenuate = load::sequential("attenuate (sequential)", 500, |i| {
        let (client, base, token) = (client.clone(), base.clone(), token.clone());
        async move {
            let answer = client
                .post(format!("{base}/v1/tokens/attenuate"))
                .json(&json!({"token": token, "scopes": [format!("bench:item{i}")]}))
                .send()
                .await;
            matches!(answer, Ok(r) if r.status().as_u16() == 201)
        }
    })
    .await;
    results.push(attenuate);
    server.stop()?;
    if results.iter().any(|r| r.requests == 0) {
        bail!("a benchmark made no successful request: {results:?}");
    }
    Ok(results)
}
