//! The HTTP surface: statuses, error bodies, limits, ledger counting, page and docs.

mod support;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use serde_json::{Value, json};
use support::*;

fn corpus_pdf(name: &str) -> Vec<u8> {
    std::fs::read(corpus_dir().join(name)).expect("corpus file")
}

async fn invoices_seen(app: &axum::Router) -> u64 {
    let (status, body) = call(
        app,
        Request::get("/health")
            .body(Body::empty())
            .expect("request"),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    body["invoices_seen"]
        .as_u64()
        .expect("invoices_seen is a count")
}

#[tokio::test]
async fn corpus_processed_in_manifest_order_gets_the_intended_decisions() {
    let app = app().await;
    let manifest: Value = serde_json::from_str(
        &std::fs::read_to_string(corpus_dir().join("manifest.json")).expect("manifest"),
    )
    .expect("json");
    let entries = manifest["invoices"].as_array().expect("invoices");
    for entry in entries {
        let file = entry["file"].as_str().expect("file");
        let (status, body) = call(&app, upload_request("/process", &corpus_pdf(file))).await;
        assert_eq!(status, StatusCode::OK, "{file}: {body}");
        assert_eq!(body["decision"], entry["decision"], "{file}: {body}");
        let codes: Vec<&str> = body["reasons"]
            .as_array()
            .expect("reasons")
            .iter()
            .filter_map(|r| r["code"].as_str())
            .collect();
        assert!(
            codes.contains(&entry["reason"].as_str().expect("reason")),
            "{file}: {codes:?}"
        );
        let sha = body["file_sha256"].as_str().expect("hash");
        assert_eq!(sha.len(), 64);
    }
    assert_eq!(invoices_seen(&app).await, entries.len() as u64);
}

#[tokio::test]
async fn extract_answers_the_invoice_and_does_not_touch_the_ledger() {
    let app = app().await;
    let (status, body) = call(
        &app,
        upload_request("/extract", &corpus_pdf("00-classic-clean.pdf")),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let expected: Value = serde_json::from_str(
        &std::fs::read_to_string(corpus_dir().join("00-classic-clean.expected.json"))
            .expect("expected"),
    )
    .expect("json");
    assert_eq!(body["invoice_number"], expected["invoice_number"]);
    let mut keys: Vec<&String> = body.as_object().expect("object").keys().collect();
    keys.sort();
    assert_eq!(
        keys,
        [
            "currency",
            "due_date",
            "invoice_date",
            "invoice_number",
            "line_items",
            "po_number",
            "subtotal",
            "tax",
            "total",
            "vendor"
        ]
    );
    assert_eq!(invoices_seen(&app).await, 0);

    // What /extract answers, /match accepts unchanged.
    let (status, result) = call(&app, json_request("/match", &body)).await;
    assert_eq!(status, StatusCode::OK, "{result}");
    assert_eq!(result["decision"], "approve", "{result}");
    assert_eq!(result["file_sha256"], Value::Null);
    assert_eq!(invoices_seen(&app).await, 1);
}

#[tokio::test]
async fn same_file_twice_is_a_duplicate_file() {
    let app = app().await;
    let pdf = corpus_pdf("01-european-clean.pdf");
    let (_, first) = call(&app, upload_request("/process", &pdf)).await;
    assert_eq!(first["decision"], "approve", "{first}");
    let (status, second) = call(&app, upload_request("/process", &pdf)).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(second["decision"], "reject");
    let codes: Vec<&str> = second["reasons"]
        .as_array()
        .expect("reasons")
        .iter()
        .filter_map(|r| r["code"].as_str())
        .collect();
    assert!(
        codes.contains(&"duplicate_file") && codes.contains(&"duplicate_invoice"),
        "{codes:?}"
    );
    assert_ne!(first["id"], second["id"]);
}

#[tokio::test]
async fn broken_pdfs_get_their_documented_errors_and_leave_the_ledger_alone() {
    let app = app().await;
    let edge = corpus_dir().join("edge");
    let expected: Value = serde_json::from_str(
        &std::fs::read_to_string(edge.join("expected_errors.json")).expect("expectations"),
    )
    .expect("json");
    for (file, error) in expected.as_object().expect("object") {
        let bytes = std::fs::read(edge.join(file)).expect("edge file");
        for path in ["/extract", "/process"] {
            let (status, body) = call(&app, upload_request(path, &bytes)).await;
            let code = error["code"].as_str().expect("code");
            let expected_status = error["status"].as_u64().expect("status") as u16;
            assert_error(status, &body, expected_status, code);
        }
    }
    assert_eq!(invoices_seen(&app).await, 0);
}

#[tokio::test]
async fn upload_size_limit_is_20_mib() {
    let app = app().await;
    let limit = reference_invoice::MAX_FILE_BYTES;
    // Exactly at the limit the file is read (and found not to be a PDF).
    let (status, body) = call(&app, upload_request("/extract", &vec![b'x'; limit])).await;
    assert_error(status, &body, 422, "not_a_pdf");
    let mut huge = b"%PDF-1.7\n".to_vec();
    huge.resize(limit + 1, b' ');
    for path in ["/extract", "/process"] {
        let (status, body) = call(&app, upload_request(path, &huge)).await;
        assert_error(status, &body, 413, "payload_too_large");
    }
    let mut far_over = huge;
    far_over.resize(limit + 2 * 1024 * 1024, b' ');
    let (status, body) = call(&app, upload_request("/process", &far_over)).await;
    assert_error(status, &body, 413, "payload_too_large");
    assert_eq!(invoices_seen(&app).await, 0);
}

#[tokio::test]
async fn uploads_need_multipart_with_a_file_field() {
    let app = app().await;
    let request = Request::post("/extract")
        .header("content-type", "application/pdf")
        .body(Body::from(corpus_pdf("00-classic-clean.pdf")))
        .expect("request");
    let (status, body) = call(&app, request).await;
    assert_error(status, &body, 415, "unsupported_media_type");

    let request = Request::post("/process")
        .header(
            "content-type",
            format!("multipart/form-data; boundary={BOUNDARY}"),
        )
        .body(Body::from(multipart("document", b"%PDF-1.7")))
        .expect("request");
    let (status, body) = call(&app, request).await;
    assert_error(status, &body, 400, "missing_file");

    let (status, body) = call(&app, upload_request("/extract", b"")).await;
    assert_error(status, &body, 400, "missing_file");

    let request = Request::post("/extract")
        .header(
            "content-type",
            format!("multipart/form-data; boundary={BOUNDARY}"),
        )
        .body(Body::from("--not-the-boundary\r\ngarbage"))
        .expect("request");
    let (status, body) = call(&app, request).await;
    assert!(status == StatusCode::BAD_REQUEST, "{status} {body}");
    assert!(
        body["error"]["code"] == "bad_request" || body["error"]["code"] == "missing_file",
        "{body}"
    );
}

#[tokio::test]
async fn match_rejects_bad_bodies_in_the_error_shape() {
    let app = app().await;
    let request = Request::post("/match")
        .header("content-type", "application/json")
        .body(Body::from("{nope"))
        .expect("request");
    let (status, body) = call(&app, request).await;
    assert_error(status, &body, 400, "bad_request");

    let (status, body) = call(&app, json_request("/match", &json!({"total": "twelve"}))).await;
    assert_error(status, &body, 400, "bad_request");

    let (status, body) = call(&app, json_request("/match", &json!({"invoice_numbr": "1"}))).await;
    assert_error(status, &body, 400, "bad_request");

    // serde reads an array as a struct's members in order; an invoice is an object.
    for not_an_object in [json!([null, null]), json!([]), json!("INV-1"), json!(null)] {
        let (status, body) = call(&app, json_request("/match", &not_an_object)).await;
        assert_error(status, &body, 400, "bad_request");
    }

    for invalid in [
        json!({"invoice_date": "14.03.2026"}),
        json!({"currency": "euro"}),
        json!({"vendor": "x".repeat(1001)}),
    ] {
        let (status, body) = call(&app, json_request("/match", &invalid)).await;
        assert_error(status, &body, 400, "invalid_invoice");
    }

    let request = Request::post("/match")
        .body(Body::from("{}"))
        .expect("request");
    let (status, body) = call(&app, request).await;
    assert_error(status, &body, 415, "unsupported_media_type");

    let big = json!({"vendor": "x".repeat(3 * 1024 * 1024)});
    let (status, body) = call(&app, json_request("/match", &big)).await;
    assert_error(status, &body, 413, "payload_too_large");
    assert_eq!(invoices_seen(&app).await, 0);

    // A credit line is valid input: /extract reads negative amounts too.
    let credit = json!({"total": -5.0, "line_items": [{"description": "x", "quantity": -1}]});
    let (status, _) = call(&app, json_request("/match", &credit)).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(invoices_seen(&app).await, 1);

    // An empty invoice is valid input: it goes to review for its missing fields.
    let (status, body) = call(&app, json_request("/match", &json!({}))).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["decision"], "review");
    assert_eq!(invoices_seen(&app).await, 2);
}

#[tokio::test]
async fn unknown_routes_and_methods_use_the_error_shape() {
    let app = app().await;
    let (status, body) = call(
        &app,
        Request::get("/nowhere")
            .body(Body::empty())
            .expect("request"),
    )
    .await;
    assert_error(status, &body, 404, "not_found");
    let (status, body) = call(
        &app,
        Request::get("/extract")
            .body(Body::empty())
            .expect("request"),
    )
    .await;
    assert_error(status, &body, 405, "method_not_allowed");
}

#[tokio::test]
async fn health_reports_its_keys() {
    let app = app().await;
    let (status, body) = call(
        &app,
        Request::get("/health")
            .body(Body::empty())
            .expect("request"),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["status"], "ok");
    assert_eq!(body["version"], env!("CARGO_PKG_VERSION"));
    assert!(
        body["extractor"]
            .as_str()
            .is_some_and(|e| e.contains("lopdf"))
    );
    assert!(body["po_count"].as_u64().is_some_and(|n| n >= 30));
    assert_eq!(body["invoices_seen"], 0);
}

// covers: INV-PO-1
#[tokio::test]
async fn purchase_orders_can_come_from_a_file() {
    let dir = std::env::temp_dir().join(format!("touchstone-invoice-po-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let good = dir.join("good.json");
    std::fs::write(
        &good,
        r#"{"purchase_orders":[{"po_number":"PO-1","vendor":"A","currency":"EUR","lines":[]}]}"#,
    )
    .expect("write");
    let app = reference_invoice::app(reference_invoice::Config {
        purchase_orders: Some(good),
    })
    .await
    .expect("starts");
    let (_, body) = call(
        &app,
        Request::get("/health")
            .body(Body::empty())
            .expect("request"),
    )
    .await;
    assert_eq!(body["po_count"], 1);

    let bad = dir.join("bad.json");
    std::fs::write(&bad, "[]").expect("write");
    let refused = reference_invoice::app(reference_invoice::Config {
        purchase_orders: Some(bad),
    })
    .await;
    assert!(refused.is_err());
    let missing = reference_invoice::app(reference_invoice::Config {
        purchase_orders: Some(dir.join("none.json")),
    })
    .await;
    assert!(missing.is_err());
    std::fs::remove_dir_all(&dir).expect("cleanup");
}

#[tokio::test]
async fn upload_page_and_offline_docs_are_served() {
    let app = app().await;
    let (status, body) = call(
        &app,
        Request::get("/").body(Body::empty()).expect("request"),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    let page = body.as_str().expect("html");
    assert!(page.contains("type=\"file\"") && page.contains("/process"));
    assert!(
        !page.contains("http://") && !page.contains("https://"),
        "the page loads nothing from elsewhere"
    );

    let (status, body) = call(
        &app,
        Request::get("/docs/").body(Body::empty()).expect("request"),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert!(body.as_str().is_some_and(|html| html.contains("swagger")));
    let (status, _) = call(
        &app,
        Request::get("/docs/swagger-ui-bundle.js")
            .body(Body::empty())
            .expect("request"),
    )
    .await;
    assert_eq!(
        status,
        StatusCode::OK,
        "the docs' scripts are served locally"
    );
    let response = tower::ServiceExt::oneshot(
        app.clone(),
        Request::get("/docs").body(Body::empty()).expect("request"),
    )
    .await
    .expect("infallible");
    assert!(response.status().is_redirection() || response.status() == StatusCode::OK);

    let (status, spec) = call(
        &app,
        Request::get("/openapi.json")
            .body(Body::empty())
            .expect("request"),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        spec["openapi"]
            .as_str()
            .is_some_and(|v| v.starts_with("3."))
    );
    for path in ["/extract", "/process", "/match", "/health"] {
        assert!(spec["paths"].get(path).is_some(), "{path} documented");
    }
}

/// The service over a real TCP socket, as a browser or the conformance runner sees it.
#[tokio::test]
async fn upload_over_http_is_extracted_and_decided() {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let base = format!("http://{}", listener.local_addr().expect("address"));
    let server = tokio::spawn(axum::serve(listener, app().await).into_future());
    let client = reqwest::Client::new();
    let pdf = std::fs::read(corpus_dir().join("04-ledger-clean.pdf")).expect("corpus file");
    let expected: Value = serde_json::from_str(
        &std::fs::read_to_string(corpus_dir().join("04-ledger-clean.expected.json"))
            .expect("expected"),
    )
    .expect("json");

    let form = || {
        reqwest::multipart::Form::new().part(
            "file",
            reqwest::multipart::Part::bytes(pdf.clone())
                .file_name("invoice.pdf")
                .mime_str("application/pdf")
                .expect("mime"),
        )
    };
    let extracted: Value = client
        .post(format!("{base}/extract"))
        .multipart(form())
        .send()
        .await
        .expect("sent")
        .json()
        .await
        .expect("json");
    assert_eq!(extracted["invoice_number"], expected["invoice_number"]);
    assert_eq!(
        extracted["line_items"].as_array().map(Vec::len),
        expected["line_items"].as_array().map(Vec::len)
    );

    let response = client
        .post(format!("{base}/process"))
        .multipart(form())
        .send()
        .await
        .expect("sent");
    assert_eq!(response.status(), 200);
    let result: Value = response.json().await.expect("json");
    assert_eq!(result["decision"], "approve", "{result}");

    let health: Value = client
        .get(format!("{base}/health"))
        .send()
        .await
        .expect("sent")
        .json()
        .await
        .expect("json");
    assert_eq!(health["invoices_seen"], 1);
    let page = client.get(format!("{base}/")).send().await.expect("sent");
    assert!(
        page.headers()["content-type"]
            .to_str()
            .is_ok_and(|t| t.starts_with("text/html"))
    );
    let docs = client
        .get(format!("{base}/docs"))
        .send()
        .await
        .expect("sent");
    assert_eq!(docs.status(), 200, "the redirect to /docs/ is followed");
    assert!(docs.text().await.expect("html").contains("swagger-ui"));
    server.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn concurrent_invoices_on_one_po_never_overbill_it() {
    let dir = std::env::temp_dir().join(format!("touchstone-invoice-race-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("pos.json");
    // Worth 1,000.00; with 5 % tolerance at most 1,050.00 may be billed: ten invoices of 100.00.
    let pos = json!({"purchase_orders": [{"po_number": "PO-RACE", "vendor": "Race Co", "currency": "EUR",
        "lines": [{"description": "Widget", "quantity": 10, "unit_price": 100.0}]}]});
    std::fs::write(&path, pos.to_string()).expect("write");
    let app = reference_invoice::app(reference_invoice::Config {
        purchase_orders: Some(path),
    })
    .await
    .expect("starts");
    let requests = (0..30).map(|i| {
        let invoice = json!({
            "invoice_number": format!("R-{i}"), "vendor": "Race Co",
            "invoice_date": format!("2026-{:02}-{:02}", 1 + i / 28, 1 + i % 28),
            "po_number": "PO-RACE", "currency": "EUR",
            "line_items": [{"description": "Widget", "quantity": 1, "unit_price": 100.0, "amount": 100.0}],
            "subtotal": 100.0, "tax": 0.0, "total": 100.0,
        });
        let app = app.clone();
        tokio::spawn(async move { call(&app, json_request("/match", &invoice)).await })
    });
    let mut decisions = Vec::new();
    let mut ids = std::collections::HashSet::new();
    for request in requests.collect::<Vec<_>>() {
        let (status, body) = request.await.expect("task");
        assert_eq!(status, StatusCode::OK, "{body}");
        assert!(
            ids.insert(body["id"].as_str().expect("id").to_string()),
            "ids are unique"
        );
        decisions.push(body["decision"].as_str().expect("decision").to_string());
    }
    assert_eq!(decisions.iter().filter(|d| *d == "approve").count(), 10);
    assert_eq!(decisions.iter().filter(|d| *d == "reject").count(), 20);
    assert_eq!(invoices_seen(&app).await, 30);
    std::fs::remove_dir_all(&dir).expect("cleanup");
}
