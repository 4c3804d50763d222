//! End to end: the conformance tabletop drives the reference policy server over
//! real sockets, proving the scripted policy solves every task, the zero policy
//! does not, and episodes are reproducible from their seed.

use std::net::SocketAddr;

use conformance_policy::{
    EpisodeReport, EpisodeSpec, ImageSize, PolicyClient, RECEIVE_TIMEOUT, Task, TaskSummary,
    run_episode, summarize,
};
use reference_policy::{Config, PolicyKind};
use tokio::net::TcpListener;

const EPISODES: u64 = 100;
const BASE_SEED: u64 = 1_000;

async fn start(policy: PolicyKind) -> SocketAddr {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let router = reference_policy::app(Config {
        policy,
        latency_ms: 0,
    })
    .await
    .unwrap();
    tokio::spawn(async move { axum::serve(listener, router).await.unwrap() });
    addr
}

async fn websocket(addr: SocketAddr) -> PolicyClient {
    PolicyClient::websocket(&format!("ws://{addr}/ws"), RECEIVE_TIMEOUT)
        .await
        .unwrap()
}

/// Runs seeds `BASE_SEED..BASE_SEED + EPISODES` of `task` over one connection.
async fn evaluate(addr: SocketAddr, task: Task) -> Vec<EpisodeReport> {
    let mut client = websocket(addr).await;
    let mut reports = Vec::new();
    for seed in BASE_SEED..BASE_SEED + EPISODES {
        let spec = EpisodeSpec {
            task,
            seed,
            image: None,
        };
        reports.push(run_episode(&mut client, spec).await.unwrap());
    }
    reports
}

async fn run_all_tasks(policy: PolicyKind) -> Vec<TaskSummary> {
    let addr = start(policy).await;
    let runs = Task::ALL.map(|task| tokio::spawn(evaluate(addr, task)));
    let mut reports = Vec::new();
    for (task, run) in Task::ALL.into_iter().zip(runs) {
        let task_reports = run.await.unwrap();
        assert_eq!(task_reports.len() as u64, EPISODES);
        for report in &task_reports {
            assert_eq!(report.steps, task.step_cap());
            assert_eq!(report.round_trips.len(), report.actions.len());
        }
        reports.extend(task_reports);
    }
    let summaries = summarize(&reports);
    assert_eq!(summaries.len(), Task::ALL.len());
    summaries
}

// covers: POL-REF-1, POL-SIM-8, POL-HARNESS-5
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn scripted_policy_solves_every_task() {
    for summary in run_all_tasks(PolicyKind::Scripted).await {
        assert!(summary.success_once.fraction() >= 0.95, "{summary:?}");
        assert!(summary.success_at_end.fraction() >= 0.95, "{summary:?}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn zero_policy_stays_near_zero() {
    for summary in run_all_tasks(PolicyKind::Zero).await {
        assert!(summary.success_once.fraction() <= 0.05, "{summary:?}");
    }
}

// covers: POL-HARNESS-6, POL-SIM-9, POL-REF-3
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_same_seed_replays_the_same_trajectory_on_both_transports() {
    let scripted = start(PolicyKind::Scripted).await;
    let random = start(PolicyKind::Random).await;
    for task in Task::ALL {
        let spec = EpisodeSpec {
            task,
            seed: 77,
            image: None,
        };
        let mut http = PolicyClient::http(&format!("http://{scripted}"), RECEIVE_TIMEOUT).unwrap();
        let mut ws = websocket(scripted).await;
        let a = run_episode(&mut http, spec).await.unwrap();
        let b = run_episode(&mut ws, spec).await.unwrap();
        assert_eq!((&a.states, &a.actions), (&b.states, &b.actions), "{task}");

        let mut ws = websocket(random).await;
        let first = run_episode(&mut ws, spec).await.unwrap();
        let again = run_episode(&mut ws, spec).await.unwrap();
        let other = run_episode(&mut ws, EpisodeSpec { seed: 78, ..spec })
            .await
            .unwrap();
        assert_eq!(
            (&first.states, &first.actions),
            (&again.states, &again.actions),
            "{task}"
        );
        assert_ne!(first.actions, other.actions, "{task}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn episodes_with_camera_images_run_over_both_transports() {
    let addr = start(PolicyKind::Scripted).await;
    let image = Some(ImageSize::new(480, 640).unwrap());
    let spec = EpisodeSpec {
        task: Task::PickAndLift,
        seed: 5,
        image,
    };
    let mut http = PolicyClient::http(&format!("http://{addr}"), RECEIVE_TIMEOUT).unwrap();
    let mut ws = websocket(addr).await;
    let info = http.info().await.unwrap();
    assert_eq!(info.protocol, "evals/1");
    assert_eq!(ws.info().await.unwrap(), info);
    let over_http = run_episode(&mut http, spec).await.unwrap();
    let over_ws = run_episode(&mut ws, spec).await.unwrap();
    assert!(over_http.success_at_end && over_ws.success_at_end);
    assert_eq!(over_http.states, over_ws.states);
}
