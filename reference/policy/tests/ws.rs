//! The WebSocket transport, against a real server on port 0.

use std::time::Duration;

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use futures::{SinkExt, StreamExt};
use reference_policy::{Config, PolicyKind, app};
use serde_json::{Value, json};
use tokio::net::{TcpListener, TcpStream};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream, connect_async};

type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

const PUSH: &str = "push the red cube onto the green marker";
const STATE: [f64; 10] = [0.0, -0.15, 0.25, 0.0, 0.1, 0.1, 0.02, 0.2, 0.1, 0.02];

async fn start(policy: PolicyKind, latency_ms: u64) -> String {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let router = app(Config { policy, latency_ms }).await.unwrap();
    tokio::spawn(async move { axum::serve(listener, router).await.unwrap() });
    format!("ws://{addr}/ws")
}

async fn connect(url: &str) -> Socket {
    connect_async(url).await.unwrap().0
}

async fn exchange(socket: &mut Socket, message: Message) -> Value {
    socket.send(message).await.unwrap();
    loop {
        match tokio::time::timeout(Duration::from_secs(10), socket.next())
            .await
            .unwrap()
        {
            Some(Ok(Message::Text(text))) => return serde_json::from_str(text.as_str()).unwrap(),
            Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
            other => panic!("unexpected frame: {other:?}"),
        }
    }
}

async fn call(socket: &mut Socket, message: Value) -> Value {
    exchange(socket, Message::text(message.to_string())).await
}

fn act(observation: Value) -> Value {
    json!({"type": "act", "observation": observation})
}

fn reset(seed: u64) -> Value {
    json!({"type": "reset", "task": "push", "seed": seed, "instruction": PUSH})
}

fn observation() -> Value {
    json!({"instruction": PUSH, "state": STATE})
}

fn assert_error(reply: &Value) {
    assert_eq!(reply["type"], "error", "{reply}");
    assert!(
        reply["message"].as_str().is_some_and(|m| !m.is_empty()),
        "{reply}"
    );
}

#[tokio::test]
async fn info_reset_act_in_one_connection() {
    let url = start(PolicyKind::Scripted, 0).await;
    let mut socket = connect(&url).await;
    let info = call(&mut socket, json!({"type": "info"})).await;
    assert_eq!(info["type"], "info");
    assert_eq!(info["protocol"], "evals/1");
    assert!(info["name"].is_string());
    assert_eq!(call(&mut socket, reset(3)).await, json!({"type": "ok"}));
    let reply = call(&mut socket, act(observation())).await;
    assert_eq!(reply["type"], "action", "{reply}");
    let action: Vec<f64> = serde_json::from_value(reply["action"].clone()).unwrap();
    assert_eq!(action.len(), 4);
    assert!(action.iter().all(|v| (-1.0..=1.0).contains(v)));
}

#[tokio::test]
async fn failures_get_error_replies_and_the_connection_stays_usable() {
    let url = start(PolicyKind::Scripted, 0).await;
    let mut socket = connect(&url).await;
    assert_error(&call(&mut socket, act(observation())).await);
    assert_error(&exchange(&mut socket, Message::text("{not json")).await);
    assert_error(&exchange(&mut socket, Message::binary(vec![1, 2, 3])).await);
    assert_error(&call(&mut socket, json!([1, 2])).await);
    assert_error(&call(&mut socket, json!({"task": "push"})).await);
    assert_error(&call(&mut socket, json!({"type": "dance"})).await);
    assert_error(
        &call(
            &mut socket,
            json!({"type": "reset", "task": "push", "seed": -0.5, "instruction": PUSH}),
        )
        .await,
    );
    // The failed reset above must not count as a reset.
    assert_error(&call(&mut socket, act(observation())).await);
    assert_eq!(call(&mut socket, reset(1)).await, json!({"type": "ok"}));
    assert_error(&call(&mut socket, act(json!({"instruction": PUSH}))).await);
    let bad_image = json!({"__ndarray__": "AAAA", "dtype": "uint8", "shape": [2, 2, 3]});
    assert_error(
        &call(
            &mut socket,
            act(json!({"instruction": PUSH, "state": STATE, "image": bad_image})),
        )
        .await,
    );
    assert_eq!(
        call(&mut socket, act(observation())).await["type"],
        "action"
    );
}

#[tokio::test]
async fn each_connection_is_its_own_evaluation() {
    let url = start(PolicyKind::Random, 0).await;
    let mut first = connect(&url).await;
    let mut second = connect(&url).await;
    call(&mut first, reset(9)).await;
    assert_error(&call(&mut second, act(observation())).await);
    call(&mut second, reset(9)).await;
    for _ in 0..3 {
        let a = call(&mut first, act(observation())).await;
        let b = call(&mut second, act(observation())).await;
        assert_eq!(a, b);
    }
}

#[tokio::test]
async fn a_480_by_640_camera_travels_over_websocket() {
    let url = start(PolicyKind::Scripted, 0).await;
    let mut socket = connect(&url).await;
    call(&mut socket, reset(1)).await;
    let bytes = vec![200u8; 480 * 640 * 3];
    let mut obs = observation();
    obs["image"] =
        json!({"__ndarray__": STANDARD.encode(bytes), "dtype": "uint8", "shape": [480, 640, 3]});
    assert_eq!(call(&mut socket, act(obs)).await["type"], "action");
}

/// Arbitrary text, including near-miss protocol messages, never stops the
/// connection: each gets exactly one reply and the next info still works.
#[tokio::test]
async fn arbitrary_messages_never_break_the_connection() {
    use proptest::strategy::{Strategy, ValueTree};
    use proptest::test_runner::TestRunner;

    let url = start(PolicyKind::Scripted, 0).await;
    let mut socket = connect(&url).await;
    let near_misses = proptest::prop_oneof![
        ".{0,40}",
        "\\{\"type\":\"(info|reset|act|ok|x)\"(,\"(task|seed|instruction|observation)\":(1|\"a\"|null|\\{\\}|\\[\\]|-1\\.5)){0,4}\\}",
    ];
    let mut runner = TestRunner::deterministic();
    for _ in 0..200 {
        let text = near_misses.new_tree(&mut runner).unwrap().current();
        let reply = exchange(&mut socket, Message::text(text.clone())).await;
        assert!(
            ["error", "info", "ok", "action"].contains(&reply["type"].as_str().unwrap_or("")),
            "{text} -> {reply}"
        );
    }
    assert_eq!(
        call(&mut socket, json!({"type": "info"})).await["protocol"],
        "evals/1"
    );
}
