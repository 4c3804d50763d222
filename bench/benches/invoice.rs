//! Extraction of the reference invoice service on the single-page PDFs of the
//! corpus, in process and on one core. Target (issue #6): at least 200
//! single-page invoices per second per core.

use std::hint::black_box;
use std::path::Path;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};

fn single_page_corpus() -> Vec<(String, Vec<u8>)> {
    let dir = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../fixtures/invoices"));
    let mut files: Vec<(String, Vec<u8>)> = std::fs::read_dir(dir)
        .expect("fixtures/invoices exists")
        .filter_map(|entry| {
            let path = entry.ok()?.path();
            (path.extension()? == "pdf").then_some(path)
        })
        .filter_map(|path| {
            let bytes = std::fs::read(&path).ok()?;
            let name = path.file_name()?.to_string_lossy().into_owned();
            (page_objects(&bytes) == 1).then_some((name, bytes))
        })
        .collect();
    files.sort();
    files
}

/// Page objects: `/Type /Page` (with or without the space) not followed by `s`.
fn page_objects(pdf: &[u8]) -> usize {
    [&b"/Type /Page"[..], &b"/Type/Page"[..]]
        .iter()
        .map(|needle| {
            pdf.windows(needle.len() + 1)
                .filter(|w| w.starts_with(needle) && w[needle.len()] != b's')
                .count()
        })
        .sum()
}

fn extract(c: &mut Criterion) {
    let corpus = single_page_corpus();
    assert!(
        corpus.len() >= 10,
        "expected single-page invoices in the corpus, found {}",
        corpus.len()
    );
    for (name, bytes) in &corpus {
        reference_invoice::read_invoice(bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
    }
    let mut group = c.benchmark_group("invoice_extract");
    group.throughput(Throughput::Elements(corpus.len() as u64));
    group.bench_function(format!("{}_single_page_invoices", corpus.len()), |b| {
        b.iter(|| {
            for (_, bytes) in &corpus {
                black_box(reference_invoice::read_invoice(black_box(bytes)).ok());
            }
        })
    });
    group.finish();
}

criterion_group!(benches, extract);
criterion_main!(benches);
