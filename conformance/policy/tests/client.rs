//! The harness clients against stand-in servers that misbehave on purpose.

use std::time::Duration;

use conformance_policy::{
    Action, ActionError, ClientError, EpisodeError, EpisodeSpec, PolicyClient, RECEIVE_TIMEOUT,
    Tabletop, Task, run_episode,
};
use futures::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::net::TcpListener;
use tokio::sync::oneshot;
use tokio_tungstenite::accept_async;
use tokio_tungstenite::tungstenite::Message;
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

const TIMEOUT: Duration = Duration::from_secs(10);

fn spec() -> EpisodeSpec {
    EpisodeSpec {
        task: Task::Reach,
        seed: 1,
        image: None,
    }
}

async fn http_server(action: Value) -> MockServer {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/reset"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({})))
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(path("/act"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({"action": action})))
        .mount(&server)
        .await;
    server
}

/// A WebSocket server that answers the n-th text message with `replies[n]`, and
/// stays silent once they run out.
async fn ws_server(replies: Vec<Value>) -> String {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        let (stream, _) = listener.accept().await.unwrap();
        let mut socket = accept_async(stream).await.unwrap();
        let mut replies = replies.into_iter();
        while let Some(Ok(message)) = socket.next().await {
            if !message.is_text() {
                continue;
            }
            match replies.next() {
                Some(reply) => socket.send(Message::text(reply.to_string())).await.unwrap(),
                None => std::future::pending::<()>().await,
            }
        }
    });
    format!("ws://{addr}")
}

// covers: POL-HARNESS-1
#[tokio::test]
async fn out_of_range_actions_are_clipped_before_they_are_applied() {
    let server = http_server(json!([5.0, 0.0, -3.0, 0.5])).await;
    let mut client = PolicyClient::http(&server.uri(), TIMEOUT).unwrap();
    let report = run_episode(&mut client, spec()).await.unwrap();
    assert_eq!(report.actions[0], [1.0, 0.0, -1.0, 0.5]);
    // The tabletop moved by the clipped action: 3 cm right and 3 cm down.
    let moved: Vec<f64> = (0..3)
        .map(|i| report.states[1][i] - report.states[0][i])
        .collect();
    assert!(
        (moved[0] - 0.03).abs() < 1e-12
            && moved[1].abs() < 1e-12
            && (moved[2] + 0.03).abs() < 1e-12,
        "{moved:?}"
    );
    assert_eq!(report.steps, Task::Reach.step_cap());
    assert_eq!(report.round_trips.len(), report.actions.len());
}

// covers: POL-HARNESS-3
#[tokio::test]
async fn a_wrong_length_action_stops_the_run_at_its_step() {
    let server = http_server(json!([0.0, 0.0, 0.0])).await;
    let mut client = PolicyClient::http(&server.uri(), TIMEOUT).unwrap();
    let err = run_episode(&mut client, spec()).await.unwrap_err();
    assert!(
        matches!(
            err,
            EpisodeError::Action {
                step: 1,
                source: ActionError::Length(3)
            }
        ),
        "{err}"
    );
}

// covers: POL-HARNESS-4
#[tokio::test]
async fn a_non_200_answer_stops_the_run_and_shows_the_body() {
    let server = MockServer::start().await;
    let body = r#"{"error":{"code":"bad_request","message":"nope"}}"#;
    Mock::given(method("POST"))
        .and(path("/reset"))
        .respond_with(ResponseTemplate::new(400).set_body_string(body))
        .mount(&server)
        .await;
    let mut client = PolicyClient::http(&server.uri(), TIMEOUT).unwrap();
    match run_episode(&mut client, spec()).await {
        Err(EpisodeError::Client(ClientError::Status {
            status,
            body: shown,
        })) => {
            assert_eq!((status, shown.as_str()), (400, body));
        }
        other => panic!("unexpected {other:?}"),
    }
}

// covers: POL-HARNESS-4
#[tokio::test]
async fn a_websocket_error_reply_stops_the_run_and_shows_the_message() {
    let url = ws_server(vec![
        json!({"type": "ok"}),
        json!({"type": "error", "message": "policy crashed"}),
    ])
    .await;
    let mut client = PolicyClient::websocket(&url, TIMEOUT).await.unwrap();
    match run_episode(&mut client, spec()).await {
        Err(EpisodeError::Client(ClientError::Policy(shown))) => {
            assert!(shown.contains("policy crashed"))
        }
        other => panic!("unexpected {other:?}"),
    }
}

#[tokio::test]
async fn a_reply_of_the_wrong_type_is_rejected() {
    let url = ws_server(vec![json!({"type": "action", "action": [0, 0, 0, 0]})]).await;
    let mut client = PolicyClient::websocket(&url, TIMEOUT).await.unwrap();
    let err = client.reset("reach", 1, "x").await.unwrap_err();
    assert!(matches!(err, ClientError::BadReply { .. }), "{err}");
}

// covers: POL-HARNESS-7
#[tokio::test]
async fn after_a_receive_timeout_the_connection_is_dropped() {
    let url = ws_server(vec![json!({"type": "ok"})]).await;
    let mut client = PolicyClient::websocket(&url, Duration::from_millis(200))
        .await
        .unwrap();
    client.reset("reach", 1, "x").await.unwrap();
    let err = client.act(&json!({})).await.unwrap_err();
    assert!(matches!(err, ClientError::Timeout(_)), "{err}");
    let err = client.act(&json!({})).await.unwrap_err();
    assert!(matches!(err, ClientError::Closed), "{err}");
}

// covers: POL-HARNESS-5, POL-HARNESS-6
#[tokio::test]
async fn every_episode_resets_with_its_seed_then_acts_once_per_step() {
    let server = http_server(json!([0.25, 0.0, -0.25, 0.0])).await;
    let mut client = PolicyClient::http(&server.uri(), TIMEOUT).unwrap();
    let specs = [
        (Task::Reach, 40),
        (Task::PickAndLift, 41),
        (Task::Reach, 40),
    ];
    let mut reports = Vec::new();
    for (task, seed) in specs {
        let report = run_episode(
            &mut client,
            EpisodeSpec {
                task,
                seed,
                image: None,
            },
        )
        .await
        .unwrap();
        let cap = task.step_cap() as usize;
        assert_eq!(
            (
                report.steps as usize,
                report.actions.len(),
                report.states.len()
            ),
            (cap, cap, cap + 1)
        );
        assert_eq!(
            report.states[0],
            Tabletop::new(task, seed, None).state(),
            "the tabletop uses the seed"
        );
        reports.push(report);
    }
    assert_eq!(
        (&reports[0].states, &reports[0].actions),
        (&reports[2].states, &reports[2].actions),
        "the same task and seed give the same trajectory"
    );

    let requests = server.received_requests().await.unwrap();
    let mut requests = requests.iter();
    for ((task, seed), report) in specs.into_iter().zip(&reports) {
        let reset = requests.next().unwrap();
        assert_eq!(reset.url.path(), "/reset");
        let body: Value = serde_json::from_slice(&reset.body).unwrap();
        assert_eq!(
            body,
            json!({"task": task.name(), "seed": seed, "instruction": task.instruction()})
        );
        for step in 0..task.step_cap() as usize {
            let act = requests.next().unwrap();
            assert_eq!(act.url.path(), "/act", "{task} step {step}");
            let body: Value = serde_json::from_slice(&act.body).unwrap();
            let state: Vec<f64> =
                serde_json::from_value(body["observation"]["state"].clone()).unwrap();
            // serde_json's default float parsing may be one ulp off, hence the tolerance.
            let current = report.states[step];
            assert!(
                state.len() == current.len()
                    && state
                        .iter()
                        .zip(current)
                        .all(|(a, b)| (a - b).abs() < 1e-12),
                "{task} step {step} observes the current state: {state:?} vs {current:?}"
            );
        }
    }
    assert!(requests.next().is_none());
}

/// Drives the reach task's gripper to the goal at full speed; once there, either
/// stays or (with `leave`) rises away from it.
fn reach_plan(seed: u64, leave: bool) -> Vec<Value> {
    let mut table = Tabletop::new(Task::Reach, seed, None);
    let mut replies = vec![json!({"type": "ok"})];
    let mut arrived = false;
    while !table.is_done() {
        let s = table.state();
        let action: [f64; 4] = if arrived && leave {
            [0.0, 0.0, 1.0, 0.0]
        } else {
            std::array::from_fn(|i| {
                if i < 3 {
                    ((s[7 + i] - s[i]) / 0.03).clamp(-1.0, 1.0)
                } else {
                    0.0
                }
            })
        };
        arrived |= table
            .step(Action::from_values(&action).unwrap())
            .unwrap()
            .success;
        replies.push(json!({"type": "action", "action": action}));
    }
    assert!(arrived);
    replies
}

// covers: POL-HARNESS-8
#[tokio::test]
async fn success_once_and_success_at_end_are_recorded_separately() {
    let spec = EpisodeSpec {
        task: Task::Reach,
        seed: 3,
        image: None,
    };
    let zero = std::iter::once(json!({"type": "ok"}))
        .chain(std::iter::repeat_n(
            json!({"type": "action", "action": [0, 0, 0, 0]}),
            40,
        ))
        .collect();
    for (replies, once, at_end) in [
        (reach_plan(3, false), true, true),
        (reach_plan(3, true), true, false),
        (zero, false, false),
    ] {
        let url = ws_server(replies).await;
        let mut client = PolicyClient::websocket(&url, TIMEOUT).await.unwrap();
        let report = run_episode(&mut client, spec).await.unwrap();
        assert_eq!((report.success_once, report.success_at_end), (once, at_end));
        assert_eq!(report.steps, 40);
        assert_eq!(report.round_trips.len(), 40, "one round-trip time per step");
    }
}

// covers: POL-HARNESS-7
#[tokio::test]
async fn a_late_reply_is_never_read_as_the_next_action() {
    assert_eq!(RECEIVE_TIMEOUT, Duration::from_secs(30));
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let (release, released) = oneshot::channel::<()>();
    let (ended, has_ended) = oneshot::channel::<bool>();
    tokio::spawn(async move {
        let (stream, _) = listener.accept().await.unwrap();
        let mut socket = accept_async(stream).await.unwrap();
        socket.next().await.unwrap().unwrap();
        socket
            .send(Message::text(json!({"type": "ok"}).to_string()))
            .await
            .unwrap();
        socket.next().await.unwrap().unwrap();
        // Answer the act only once the harness has given up on it.
        released.await.unwrap();
        let late = json!({"type": "action", "action": [1, 1, 1, 1]});
        let _ = socket.send(Message::text(late.to_string())).await;
        let closed = loop {
            match socket.next().await {
                None | Some(Err(_)) | Some(Ok(Message::Close(_))) => break true,
                Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
                Some(Ok(_)) => break false,
            }
        };
        ended.send(closed).unwrap();
    });
    let mut client = PolicyClient::websocket(&format!("ws://{addr}"), Duration::from_millis(200))
        .await
        .unwrap();
    client.reset("reach", 1, "x").await.unwrap();
    let err = client.act(&json!({})).await.unwrap_err();
    assert!(matches!(err, ClientError::Timeout(_)), "{err}");
    release.send(()).unwrap();
    let err = client.act(&json!({})).await.unwrap_err();
    assert!(
        matches!(err, ClientError::Closed),
        "the late action must not be read: {err}"
    );
    let err = client.reset("reach", 2, "x").await.unwrap_err();
    assert!(matches!(err, ClientError::Closed), "{err}");
    assert!(
        has_ended.await.unwrap(),
        "the harness dropped the connection"
    );
}
