//! `reference`: the reference servers of the four Touchstone APIs.
//!
//! Every server prints exactly one `listening on http://ADDR` line on stdout once
//! its socket is bound, so scripts and the xtask can read the port back when they
//! asked for port 0. Logs go to stderr through `tracing`.

use std::io::Write;
use std::net::SocketAddr;
use std::path::PathBuf;

use anyhow::Context;
use axum::Router;
use clap::{Args, Parser, Subcommand};
use tokio::net::TcpListener;
use tokio::signal::unix::{SignalKind, signal};
use tokio::sync::watch;

#[derive(Parser)]
#[command(
    name = "reference",
    version,
    about = "Reference servers for the Touchstone APIs"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Start one reference server, or all four.
    #[command(subcommand)]
    Serve(Service),
}

#[derive(Subcommand)]
enum Service {
    /// Authorization service (seed 001).
    Auth {
        #[arg(long, default_value = "127.0.0.1:8081")]
        addr: SocketAddr,
        #[command(flatten)]
        auth: AuthArgs,
    },
    /// Sandbox service (seed 000); needs a Docker engine.
    Sandbox {
        #[arg(long, default_value = "127.0.0.1:8080")]
        addr: SocketAddr,
        #[command(flatten)]
        sandbox: SandboxArgs,
    },
    /// Invoice service (seed 002, part A).
    Invoice {
        #[arg(long, default_value = "127.0.0.1:8082")]
        addr: SocketAddr,
        #[command(flatten)]
        invoice: InvoiceArgs,
    },
    /// Policy server speaking `evals/1` over HTTP and WebSocket (`/ws`).
    Policy {
        #[arg(long, default_value = "127.0.0.1:8083")]
        addr: SocketAddr,
        #[command(flatten)]
        policy: PolicyArgs,
    },
    /// All four servers, each on its own port (free ports unless given).
    All(AllArgs),
}

#[derive(Args)]
struct AuthArgs {
    /// The principal's bearer token.
    #[arg(long, env = "AUTH_ADMIN_TOKEN", hide_env_values = true)]
    admin_token: String,
    /// Directory of the SQLite database; state is in memory without it.
    #[arg(long = "data-dir", id = "auth_data_dir")]
    data_dir: Option<PathBuf>,
}

#[derive(Args)]
struct SandboxArgs {
    /// An accepted API key; repeat for several.
    #[arg(
        long = "api-key",
        env = "SANDBOX_API_KEYS",
        value_delimiter = ',',
        required = true,
        hide_env_values = true
    )]
    api_keys: Vec<String>,
    /// Directory for sandbox records and snapshots.
    #[arg(long = "data-dir", id = "sandbox_data_dir")]
    data_dir: Option<PathBuf>,
    /// Image new sandboxes run (build the default with `cargo xtask sandbox-image`).
    #[arg(long, default_value = reference_sandbox::DEFAULT_IMAGE)]
    image: String,
}

#[derive(Args)]
struct InvoiceArgs {
    /// Purchase orders as JSON; a built-in set is used without it.
    #[arg(long)]
    purchase_orders: Option<PathBuf>,
}

#[derive(Args)]
struct PolicyArgs {
    /// Which policy answers `act`.
    #[arg(long, default_value = "scripted", value_parser = ["scripted", "zero", "random"])]
    policy: String,
    /// Extra delay before every act reply, to emulate inference time.
    #[arg(long, default_value_t = 0)]
    latency_ms: u64,
}

#[derive(Args)]
struct AllArgs {
    #[arg(long, default_value = "127.0.0.1:0")]
    auth_addr: SocketAddr,
    #[arg(long, default_value = "127.0.0.1:0")]
    sandbox_addr: SocketAddr,
    #[arg(long, default_value = "127.0.0.1:0")]
    invoice_addr: SocketAddr,
    #[arg(long, default_value = "127.0.0.1:0")]
    policy_addr: SocketAddr,
    /// The authorization service's admin token.
    #[arg(long, env = "AUTH_ADMIN_TOKEN", hide_env_values = true)]
    admin_token: String,
    /// Directory of the authorization service's database (in memory without it).
    #[arg(long)]
    auth_data_dir: Option<PathBuf>,
    /// An API key the sandbox service accepts; repeat for several.
    #[arg(
        long = "api-key",
        env = "SANDBOX_API_KEYS",
        value_delimiter = ',',
        required = true,
        hide_env_values = true
    )]
    api_keys: Vec<String>,
    /// Directory for sandbox records and snapshots.
    #[arg(long)]
    sandbox_data_dir: Option<PathBuf>,
    /// Image new sandboxes run.
    #[arg(long, default_value = reference_sandbox::DEFAULT_IMAGE)]
    image: String,
    #[command(flatten)]
    invoice: InvoiceArgs,
    #[command(flatten)]
    policy: PolicyArgs,
}

impl AuthArgs {
    async fn app(self) -> anyhow::Result<Router> {
        let config = reference_auth::Config {
            admin_token: self.admin_token,
            data_dir: self.data_dir,
        };
        Ok(reference_auth::app(config).await?)
    }
}

impl SandboxArgs {
    async fn app(self) -> anyhow::Result<Router> {
        let config = reference_sandbox::Config {
            api_keys: self.api_keys,
            data_dir: self.data_dir,
            image: self.image,
        };
        Ok(reference_sandbox::app(config).await?)
    }
}

impl InvoiceArgs {
    async fn app(self) -> anyhow::Result<Router> {
        let config = reference_invoice::Config {
            purchase_orders: self.purchase_orders,
        };
        Ok(reference_invoice::app(config).await?)
    }
}

impl PolicyArgs {
    async fn app(self) -> anyhow::Result<Router> {
        let config = reference_policy::Config {
            policy: self.policy.parse().map_err(anyhow::Error::msg)?,
            latency_ms: self.latency_ms,
        };
        Ok(reference_policy::app(config).await?)
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "info".into()),
        )
        .with_writer(std::io::stderr)
        .init();

    let Command::Serve(service) = Cli::parse().command;
    let shutdown = shutdown_signal();
    match service {
        Service::Auth { addr, auth } => serve(None, addr, auth.app().await?, shutdown).await,
        Service::Sandbox { addr, sandbox } => {
            serve(None, addr, sandbox.app().await?, shutdown).await
        }
        Service::Invoice { addr, invoice } => {
            serve(None, addr, invoice.app().await?, shutdown).await
        }
        Service::Policy { addr, policy } => serve(None, addr, policy.app().await?, shutdown).await,
        Service::All(all) => serve_all(all, shutdown).await,
    }
}

/// Starts the four servers; one that cannot start (no Docker engine, say) is
/// reported and the others keep running.
async fn serve_all(all: AllArgs, shutdown: watch::Receiver<bool>) -> anyhow::Result<()> {
    let auth = AuthArgs {
        admin_token: all.admin_token,
        data_dir: all.auth_data_dir,
    };
    let sandbox = SandboxArgs {
        api_keys: all.api_keys,
        data_dir: all.sandbox_data_dir,
        image: all.image,
    };
    let apps = [
        ("auth", all.auth_addr, auth.app().await),
        ("sandbox", all.sandbox_addr, sandbox.app().await),
        ("invoice", all.invoice_addr, all.invoice.app().await),
        ("policy", all.policy_addr, all.policy.app().await),
    ];
    let mut servers = tokio::task::JoinSet::new();
    for (name, addr, app) in apps {
        match app {
            Ok(app) => {
                servers.spawn(serve(Some(name), addr, app, shutdown.clone()));
            }
            Err(err) => {
                tracing::error!(service = name, "not started: {err:#}");
                println!("{name} not started: {err:#}");
            }
        }
    }
    while let Some(result) = servers.join_next().await {
        result??;
    }
    Ok(())
}

async fn serve(
    name: Option<&str>,
    addr: SocketAddr,
    app: Router,
    mut shutdown: watch::Receiver<bool>,
) -> anyhow::Result<()> {
    let listener = TcpListener::bind(addr)
        .await
        .with_context(|| format!("cannot listen on {addr}"))?;
    let local = listener.local_addr()?;
    match name {
        Some(name) => println!("listening on http://{local} ({name})"),
        None => println!("listening on http://{local}"),
    }
    std::io::stdout().flush()?;
    tracing::info!(service = name.unwrap_or("-"), %local, "serving");
    axum::serve(listener, app)
        .with_graceful_shutdown(async move {
            let _ = shutdown.wait_for(|stop| *stop).await;
        })
        .await?;
    Ok(())
}

/// Flips to `true` on SIGINT or SIGTERM.
fn shutdown_signal() -> watch::Receiver<bool> {
    let (tx, rx) = watch::channel(false);
    tokio::spawn(async move {
        let mut term = signal(SignalKind::terminate()).expect("SIGTERM handler");
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {}
            _ = term.recv() => {}
        }
        tracing::info!("shutting down");
        let _ = tx.send(true);
    });
    rx
}
