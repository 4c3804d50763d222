//! Extraction of the reference invoice service on single-page PDFs, in process
//! and on one core: the lopdf-made corpus, and the layout families printed by
//! Chromium and converted by LibreOffice (subset CID fonts, a glyph per text
//! operation). Target (issues #6 and #11): at least 200 single-page invoices
//! per second per core.

use std::hint::black_box;
use std::path::{Path, PathBuf};

use criterion::{Criterion, Throughput, criterion_group, criterion_main};

fn fixtures() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../fixtures/invoices"))
}

fn pdfs_in(dir: &Path) -> Vec<PathBuf> {
    std::fs::read_dir(dir)
        .expect("fixture directory exists")
        .filter_map(|entry| {
            let path = entry.ok()?.path();
            (path.extension()? == "pdf").then_some(path)
        })
        .collect()
}

fn single_page(paths: Vec<PathBuf>) -> Vec<(String, Vec<u8>)> {
    let mut files: Vec<(String, Vec<u8>)> = paths
        .into_iter()
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
    let families: Vec<PathBuf> = std::fs::read_dir(fixtures().join("families"))
        .expect("fixtures/invoices/families exists")
        .filter_map(|entry| Some(entry.ok()?.path()))
        .filter(|path| path.is_dir())
        .flat_map(|dir| pdfs_in(&dir))
        .collect();
    let mut group = c.benchmark_group("invoice_extract");
    for (label, corpus) in [
        ("lopdf_corpus", single_page(pdfs_in(fixtures()))),
        ("producer_families", single_page(families)),
    ] {
        assert!(
            corpus.len() >= 10,
            "expected single-page invoices in {label}, found {}",
            corpus.len()
        );
        for (name, bytes) in &corpus {
            reference_invoice::read_invoice(bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
        }
        group.throughput(Throughput::Elements(corpus.len() as u64));
        group.bench_function(
            format!("{label}_{}_single_page_invoices", corpus.len()),
            |b| {
                b.iter(|| {
                    for (_, bytes) in &corpus {
                        black_box(reference_invoice::read_invoice(black_box(bytes)).ok());
                    }
                })
            },
        );
    }
    group.finish();
}

criterion_group!(benches, extract);
criterion_main!(benches);
