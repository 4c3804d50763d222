//! The HTTP transport, exercised in process with `oneshot`.

use axum::Router;
use axum::body::{Body, to_bytes};
use axum::http::{Request, StatusCode};
use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use proptest::prelude::*;
use reference_policy::{Config, PolicyKind, app};
use serde_json::{Value, json};
use tower::ServiceExt;

const REACH: &str = "move the gripper to the green marker";

async fn router(policy: PolicyKind) -> Router {
    app(Config {
        policy,
        latency_ms: 0,
    })
    .await
    .unwrap()
}

async fn send(router: &Router, request: Request<Body>) -> (StatusCode, Value) {
    let response = router.clone().oneshot(request).await.unwrap();
    let status = response.status();
    let bytes = to_bytes(response.into_body(), usize::MAX).await.unwrap();
    let body = serde_json::from_slice(&bytes).unwrap_or_else(|_| panic!("not JSON: {bytes:?}"));
    (status, body)
}

async fn post(router: &Router, path: &str, body: &Value) -> (StatusCode, Value) {
    let request = Request::post(path)
        .header("content-type", "application/json")
        .body(Body::from(body.to_string()))
        .unwrap();
    send(router, request).await
}

fn reset_body(seed: i64) -> Value {
    json!({"task": "reach", "seed": seed, "instruction": REACH})
}

fn observation(state: &[f64]) -> Value {
    json!({"instruction": REACH, "state": state})
}

fn camera(height: usize, width: usize) -> Value {
    let bytes: Vec<u8> = (0..height * width * 3).map(|i| (i % 256) as u8).collect();
    json!({"__ndarray__": STANDARD.encode(bytes), "dtype": "uint8", "shape": [height, width, 3]})
}

const STATE: [f64; 10] = [0.0, -0.15, 0.25, 0.0, 0.1, 0.1, 0.02, 0.2, 0.1, 0.1];

fn assert_error(status: StatusCode, body: &Value, expected_status: StatusCode, code: &str) {
    assert_eq!(status, expected_status, "{body}");
    assert_eq!(body["error"]["code"], code, "{body}");
    assert!(
        body["error"]["message"]
            .as_str()
            .is_some_and(|m| !m.is_empty()),
        "{body}"
    );
}

#[tokio::test]
async fn info_names_the_protocol() {
    let router = router(PolicyKind::Scripted).await;
    let (status, body) = send(&router, Request::get("/info").body(Body::empty()).unwrap()).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["protocol"], "evals/1");
    assert!(body["name"].is_string());
}

#[tokio::test]
async fn reset_then_act_returns_four_numbers_in_range() {
    let router = router(PolicyKind::Scripted).await;
    let (status, body) = post(&router, "/reset", &reset_body(7)).await;
    assert_eq!((status, body), (StatusCode::OK, json!({})));
    let (status, body) = post(
        &router,
        "/act",
        &json!({"observation": observation(&STATE)}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let action: Vec<f64> = serde_json::from_value(body["action"].clone()).unwrap();
    assert_eq!(action.len(), 4);
    assert!(action.iter().all(|v| (-1.0..=1.0).contains(v)));
    // The goal is above and to the right of the gripper, so the scripted policy heads there.
    assert!(action[0] > 0.0 && action[1] > 0.0 && action[2] < 0.0);
}

#[tokio::test]
async fn act_before_reset_is_a_conflict() {
    let router = router(PolicyKind::Zero).await;
    let (status, body) = post(
        &router,
        "/act",
        &json!({"observation": observation(&STATE)}),
    )
    .await;
    assert_error(status, &body, StatusCode::CONFLICT, "not_reset");
}

// covers: POL-REF-2
#[tokio::test]
async fn zero_policy_answers_zeros() {
    let router = router(PolicyKind::Zero).await;
    post(&router, "/reset", &reset_body(1)).await;
    let (_, body) = post(
        &router,
        "/act",
        &json!({"observation": observation(&STATE)}),
    )
    .await;
    assert_eq!(body, json!({"action": [0.0, 0.0, 0.0, 0.0]}));
}

// covers: POL-REF-3
#[tokio::test]
async fn random_policy_repeats_for_a_seed_and_differs_across_seeds() {
    let router = router(PolicyKind::Random).await;
    let mut runs = Vec::new();
    for seed in [5, 5, 6] {
        post(&router, "/reset", &reset_body(seed)).await;
        let mut actions = Vec::new();
        for _ in 0..3 {
            let (_, body) = post(
                &router,
                "/act",
                &json!({"observation": observation(&STATE)}),
            )
            .await;
            actions.push(body["action"].clone());
        }
        runs.push(actions);
    }
    assert_eq!(runs[0], runs[1]);
    assert_ne!(runs[0], runs[2]);
    for action in runs.iter().flatten() {
        let values: Vec<f64> = serde_json::from_value(action.clone()).unwrap();
        assert!(values.len() == 4 && values.iter().all(|v| (-1.0..=1.0).contains(v)));
    }
}

#[tokio::test]
async fn two_480_by_640_cameras_fit_in_one_request() {
    let router = router(PolicyKind::Scripted).await;
    post(&router, "/reset", &reset_body(1)).await;
    let mut obs = observation(&STATE);
    obs["image"] = camera(480, 640);
    obs["wrist_image"] = camera(480, 640);
    let (status, body) = post(&router, "/act", &json!({"observation": obs})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
}

#[tokio::test]
async fn a_body_over_the_limit_is_413() {
    let router = router(PolicyKind::Scripted).await;
    let huge = "x".repeat(reference_policy::MAX_BODY_BYTES + 1);
    let (status, body) = post(&router, "/act", &json!({"observation": huge})).await;
    assert_error(
        status,
        &body,
        StatusCode::PAYLOAD_TOO_LARGE,
        "payload_too_large",
    );
}

#[tokio::test]
async fn malformed_requests_get_errors_in_the_documented_shape() {
    let router = router(PolicyKind::Scripted).await;
    post(&router, "/reset", &reset_body(1)).await;
    let bad_image = json!({"__ndarray__": "AAAA", "dtype": "uint8", "shape": [2, 2, 3]});
    let cases = [
        (
            "/reset",
            json!({"task": "reach", "seed": 1.5, "instruction": REACH}),
            StatusCode::BAD_REQUEST,
            "bad_request",
        ),
        (
            "/reset",
            json!({"task": "reach", "seed": "1", "instruction": REACH}),
            StatusCode::BAD_REQUEST,
            "bad_request",
        ),
        (
            "/reset",
            json!({"task": "reach", "seed": 1e30, "instruction": REACH}),
            StatusCode::BAD_REQUEST,
            "bad_request",
        ),
        (
            "/reset",
            json!({"seed": 1, "instruction": REACH}),
            StatusCode::BAD_REQUEST,
            "bad_request",
        ),
        ("/act", json!({}), StatusCode::BAD_REQUEST, "bad_request"),
        (
            "/act",
            json!({"observation": 3}),
            StatusCode::BAD_REQUEST,
            "invalid_observation",
        ),
        (
            "/act",
            json!({"observation": {"state": []}}),
            StatusCode::BAD_REQUEST,
            "invalid_observation",
        ),
        (
            "/act",
            json!({"observation": {"instruction": REACH, "state": STATE, "image": bad_image}}),
            StatusCode::BAD_REQUEST,
            "invalid_ndarray",
        ),
    ];
    for (path, body, expected_status, code) in cases {
        let (status, answer) = post(&router, path, &body).await;
        assert_error(status, &answer, expected_status, code);
    }
    let request = Request::post("/act")
        .header("content-type", "application/json")
        .body(Body::from("{nope"))
        .unwrap();
    let (status, body) = send(&router, request).await;
    assert_error(status, &body, StatusCode::BAD_REQUEST, "bad_request");
    let request = Request::post("/reset")
        .body(Body::from(reset_body(1).to_string()))
        .unwrap();
    let (status, body) = send(&router, request).await;
    assert_error(
        status,
        &body,
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
        "unsupported_media_type",
    );
    let (status, body) = send(&router, Request::get("/act").body(Body::empty()).unwrap()).await;
    assert_error(
        status,
        &body,
        StatusCode::METHOD_NOT_ALLOWED,
        "method_not_allowed",
    );
    let (status, body) = send(
        &router,
        Request::get("/nothing").body(Body::empty()).unwrap(),
    )
    .await;
    assert_error(status, &body, StatusCode::NOT_FOUND, "not_found");
}

/// On tokio's paused clock, so nothing depends on real time: the act reply is not
/// ready one millisecond before `latency_ms` has passed, and is ready once it has.
// covers: POL-REF-4
#[tokio::test(start_paused = true)]
async fn act_replies_wait_for_the_configured_latency() {
    let router = app(Config {
        policy: PolicyKind::Zero,
        latency_ms: 150,
    })
    .await
    .unwrap();
    let (status, _) = post(&router, "/reset", &reset_body(1)).await;
    assert_eq!(status, StatusCode::OK);
    for _ in 0..3 {
        let started = tokio::time::Instant::now();
        let body = json!({"observation": observation(&STATE)});
        let mut reply = std::pin::pin!(post(&router, "/act", &body));
        assert!(
            tokio::time::timeout(std::time::Duration::from_millis(149), &mut reply)
                .await
                .is_err(),
            "replied before the latency had passed"
        );
        let (status, body) = reply.await;
        assert_eq!(
            (status, body),
            (StatusCode::OK, json!({"action": [0.0, 0.0, 0.0, 0.0]}))
        );
        assert!(started.elapsed() >= std::time::Duration::from_millis(150));
    }
}

#[tokio::test]
async fn negative_and_largest_seeds_are_accepted() {
    let router = router(PolicyKind::Random).await;
    for seed in [json!(-1), json!(i64::MIN), json!(u64::MAX)] {
        let (status, _) = post(
            &router,
            "/reset",
            &json!({"task": "t", "seed": seed, "instruction": "i"}),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{seed}");
    }
}

fn arbitrary_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        any::<f64>()
            .prop_filter("finite", |f| f.is_finite())
            .prop_map(Value::from),
        "[a-z_]{0,8}".prop_map(Value::from),
    ];
    leaf.prop_recursive(3, 24, 4, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(Value::from),
            prop::collection::btree_map(
                prop_oneof![
                    Just("observation".to_owned()),
                    Just("__ndarray__".to_owned()),
                    Just("shape".to_owned()),
                    Just("dtype".to_owned()),
                    "[a-z]{1,6}"
                ],
                inner,
                0..4
            )
            .prop_map(|map| Value::Object(map.into_iter().collect())),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Whatever arrives, the answer is a JSON body in the documented shape and the
    /// server keeps answering afterwards.
    #[test]
    fn arbitrary_bodies_never_break_the_server(body in arbitrary_json(), path in prop_oneof![Just("/reset"), Just("/act")]) {
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
        runtime.block_on(async {
            let router = router(PolicyKind::Scripted).await;
            let (status, answer) = post(&router, path, &body).await;
            if status != StatusCode::OK {
                assert!(answer["error"]["code"].is_string(), "{answer}");
                assert!(answer["error"]["message"].is_string(), "{answer}");
            }
            let (status, _) = send(&router, Request::get("/info").body(Body::empty()).unwrap()).await;
            assert_eq!(status, StatusCode::OK);
        });
    }
}
