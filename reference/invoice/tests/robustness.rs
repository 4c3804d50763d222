//! Mutated and truncated PDFs never take the service down: every upload is
//! answered, either with an invoice or with a documented 422, and the service
//! still answers afterwards.

mod support;

use std::sync::OnceLock;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use proptest::prelude::*;
use support::*;

/// The lopdf-made corpus and the first document of each layout family (made
/// by Chromium or LibreOffice); `cargo xtask invoice-robustness` sends ten
/// thousand mutants of every family document to a release server.
fn corpus() -> &'static Vec<Vec<u8>> {
    static CORPUS: OnceLock<Vec<Vec<u8>>> = OnceLock::new();
    CORPUS.get_or_init(|| {
        let pdfs_in = |dir: &std::path::Path| -> Vec<std::path::PathBuf> {
            std::fs::read_dir(dir)
                .expect("corpus")
                .map(|e| e.expect("entry").path())
                .filter(|p| p.extension().is_some_and(|e| e == "pdf"))
                .collect()
        };
        let mut paths = pdfs_in(&corpus_dir());
        for family in std::fs::read_dir(corpus_dir().join("families")).expect("families") {
            let family = family.expect("entry").path();
            if family.is_dir() {
                paths.push(family.join("00.pdf"));
            }
        }
        paths.sort();
        paths
            .iter()
            .map(|p| std::fs::read(p).expect("pdf"))
            .collect()
    })
}

fn runtime() -> &'static tokio::runtime::Runtime {
    static RUNTIME: OnceLock<tokio::runtime::Runtime> = OnceLock::new();
    RUNTIME.get_or_init(|| {
        tokio::runtime::Builder::new_multi_thread()
            .enable_all()
            .build()
            .expect("runtime")
    })
}

#[derive(Debug, Clone)]
enum Mutation {
    Truncate(f64),
    Overwrite(Vec<(f64, u8)>),
    Splice { at: f64, len: usize, from: f64 },
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        (0.0..1.0f64).prop_map(Mutation::Truncate),
        prop::collection::vec((0.0..1.0f64, any::<u8>()), 1..40).prop_map(Mutation::Overwrite),
        (0.0..1.0f64, 1usize..200, 0.0..1.0f64).prop_map(|(at, len, from)| Mutation::Splice {
            at,
            len,
            from
        }),
    ]
}

fn apply(original: &[u8], mutation: &Mutation) -> Vec<u8> {
    let position =
        |f: f64| ((original.len() as f64 * f) as usize).min(original.len().saturating_sub(1));
    let mut bytes = original.to_vec();
    match mutation {
        Mutation::Truncate(f) => bytes.truncate(position(*f)),
        Mutation::Overwrite(changes) => {
            for (f, byte) in changes {
                let at = position(*f);
                bytes[at] = *byte;
            }
        }
        Mutation::Splice { at, len, from } => {
            let (at, from) = (position(*at), position(*from));
            let end = (from + len).min(original.len());
            bytes.splice(at..at, original[from..end].iter().copied());
        }
    }
    bytes
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn mutated_pdfs_are_always_answered(index in 0usize..1000, mutation in mutation()) {
        let corpus = corpus();
        let pdf = apply(&corpus[index % corpus.len()], &mutation);
        let (status, body, matched) = runtime().block_on(async {
            let app = app().await;
            let (status, body) = call(&app, upload_request("/extract", &pdf)).await;
            // Whatever /extract answers, /match accepts unchanged.
            let matched = if status == StatusCode::OK { Some(call(&app, json_request("/match", &body)).await.0) } else { None };
            let (health, _) = call(&app, Request::get("/health").body(Body::empty()).expect("request")).await;
            assert_eq!(health, StatusCode::OK);
            (status, body, matched)
        });
        if pdf.is_empty() {
            assert_error(status, &body, 400, "missing_file");
        } else if status == StatusCode::OK {
            prop_assert_eq!(matched, Some(StatusCode::OK));
        } else {
            let code = body["error"]["code"].as_str().unwrap_or_default();
            prop_assert!(
                ["not_a_pdf", "malformed_pdf", "encrypted_pdf", "no_text_layer", "extraction_timeout"].contains(&code),
                "{}", body
            );
            assert_error(status, &body, 422, code);
        }
    }
}

/// A valid PDF whose one page runs `operations`: exercises the text interpreter
/// rather than the file parser.
fn pdf_with_content(operations: Vec<lopdf::content::Operation>) -> Vec<u8> {
    use lopdf::{Document, Object, Stream, dictionary};
    let mut doc = Document::with_version("1.5");
    let pages_id = doc.new_object_id();
    let font_id = doc.add_object(dictionary! {
        "Type" => "Font", "Subtype" => "Type1", "BaseFont" => "Helvetica", "Encoding" => "WinAnsiEncoding",
    });
    let content = lopdf::content::Content { operations }
        .encode()
        .expect("encodable");
    let content_id = doc.add_object(Stream::new(dictionary! {}, content));
    let page_id = doc.add_object(dictionary! {
        "Type" => "Page", "Parent" => pages_id, "Contents" => content_id,
        "Resources" => dictionary! { "Font" => dictionary! { "F1" => font_id } },
        "MediaBox" => vec![0.into(), 0.into(), 595.into(), 842.into()],
    });
    doc.objects.insert(
        pages_id,
        Object::Dictionary(
            dictionary! { "Type" => "Pages", "Kids" => vec![page_id.into()], "Count" => 1 },
        ),
    );
    let catalog_id = doc.add_object(dictionary! { "Type" => "Catalog", "Pages" => pages_id });
    doc.trailer.set("Root", catalog_id);
    let mut bytes = Vec::new();
    doc.save_to(&mut bytes).expect("saved");
    bytes
}

fn operand() -> impl Strategy<Value = lopdf::Object> {
    use lopdf::{Object, StringFormat};
    prop_oneof![
        any::<i32>().prop_map(|n| Object::Integer(n.into())),
        prop_oneof![Just(0.0f32), Just(1e30), Just(-1e30), -1000.0f32..1000.0]
            .prop_map(Object::Real),
        "[A-Za-z0-9 .,:#/-]{0,24}"
            .prop_map(|s| Object::String(s.into_bytes(), StringFormat::Literal)),
        prop::collection::vec(any::<u8>(), 0..12)
            .prop_map(|b| Object::String(b, StringFormat::Hexadecimal)),
        prop_oneof![Just("F1"), Just("F9")].prop_map(|n| Object::Name(n.as_bytes().to_vec())),
        prop::collection::vec(
            prop_oneof![
                "[A-Za-z0-9 ]{0,10}"
                    .prop_map(|s| Object::String(s.into_bytes(), StringFormat::Literal)),
                (-3000i64..3000).prop_map(Object::Integer),
            ],
            0..6
        )
        .prop_map(Object::Array),
    ]
}

fn operation() -> impl Strategy<Value = lopdf::content::Operation> {
    let operators = [
        "BT", "ET", "Tf", "Td", "TD", "Tm", "T*", "Tj", "TJ", "'", "\"", "TL", "Tc", "Tw", "cm",
        "q", "Q",
    ];
    (
        prop::sample::select(operators.to_vec()),
        prop::collection::vec(operand(), 0..7),
    )
        .prop_map(|(operator, operands)| lopdf::content::Operation::new(operator, operands))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_content_streams_are_always_answered(operations in prop::collection::vec(operation(), 0..80)) {
        use lopdf::content::Operation;
        let start = [
            Operation::new("BT", vec![]),
            Operation::new("Tf", vec![lopdf::Object::Name(b"F1".to_vec()), 12.into()]),
        ];
        let pdf = pdf_with_content(start.into_iter().chain(operations).collect());
        let (status, body) = runtime().block_on(async { call(&app().await, upload_request("/process", &pdf)).await });
        prop_assert!(
            status == StatusCode::OK || body["error"]["code"] == "no_text_layer",
            "{} {}", status, body
        );
    }
}

#[test]
fn a_content_stream_that_inflates_without_bound_is_refused() {
    use std::io::Write;

    use lopdf::{Document, Object, Stream, dictionary};
    let mut deflate = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::fast());
    let spaces = vec![b' '; 1 << 20];
    for _ in 0..80 {
        deflate.write_all(&spaces).expect("compresses");
    }
    deflate
        .write_all(b"BT /F1 12 Tf 50 700 Td (Invoice 1) Tj ET")
        .expect("compresses");
    let compressed = deflate.finish().expect("compresses");
    assert!(compressed.len() < 1 << 20, "the bomb is small on disk");

    let mut doc = Document::with_version("1.5");
    let pages_id = doc.new_object_id();
    let content = doc.add_object(Stream::new(
        dictionary! { "Filter" => "FlateDecode" },
        compressed,
    ));
    let page = doc.add_object(dictionary! {
        "Type" => "Page", "Parent" => pages_id, "Contents" => content,
        "MediaBox" => vec![0.into(), 0.into(), 595.into(), 842.into()],
    });
    doc.objects.insert(
        pages_id,
        Object::Dictionary(
            dictionary! { "Type" => "Pages", "Kids" => vec![page.into()], "Count" => 1 },
        ),
    );
    let catalog = doc.add_object(dictionary! { "Type" => "Catalog", "Pages" => pages_id });
    doc.trailer.set("Root", catalog);
    let mut bytes = Vec::new();
    doc.save_to(&mut bytes).expect("saved");

    let (status, body) =
        runtime().block_on(async { call(&app().await, upload_request("/extract", &bytes)).await });
    assert_error(status, &body, 422, "malformed_pdf");
    assert!(
        body["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("inflate")),
        "{body}"
    );
}
