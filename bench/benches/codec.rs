//! The ndarray codec of `evals/1`, both independent implementations: decoding
//! an observation image from parsed JSON and from the text on the wire.
//! Target (issue #4): decode of a 224×224×3 uint8 image ≤ 60 µs.

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;

fn image(height: usize, width: usize) -> serde_json::Value {
    let bytes: Vec<u8> = (0..height * width * 3)
        .map(|i| (i * 31 % 251) as u8)
        .collect();
    conformance_policy::NdArray::from_bytes(
        conformance_policy::Dtype::U8,
        vec![height, width, 3],
        bytes,
    )
    .expect("valid image")
    .to_json()
}

fn decode(c: &mut Criterion) {
    let mut group = c.benchmark_group("ndarray_decode");
    for (height, width) in [(224, 224), (480, 640)] {
        let value = image(height, width);
        let text = value.to_string();
        let label = format!("{height}x{width}x3");
        group.throughput(Throughput::Bytes((height * width * 3) as u64));
        group.bench_with_input(BenchmarkId::new("harness/value", &label), &value, |b, v| {
            b.iter(|| conformance_policy::NdArray::from_json(black_box(v)).expect("decodes"))
        });
        group.bench_with_input(
            BenchmarkId::new("reference/value", &label),
            &value,
            |b, v| b.iter(|| reference_policy::codec::decode(black_box(v)).expect("decodes")),
        );
        group.bench_with_input(BenchmarkId::new("harness/text", &label), &text, |b, t| {
            b.iter(|| {
                let v: serde_json::Value = serde_json::from_str(black_box(t)).expect("json");
                conformance_policy::NdArray::from_json(&v).expect("decodes")
            })
        });
        group.bench_with_input(BenchmarkId::new("reference/text", &label), &text, |b, t| {
            b.iter(|| {
                let v: serde_json::Value = serde_json::from_str(black_box(t)).expect("json");
                reference_policy::codec::decode(&v).expect("decodes")
            })
        });
    }
    group.finish();
}

fn encode(c: &mut Criterion) {
    let mut group = c.benchmark_group("ndarray_encode");
    let value = image(224, 224);
    let array = conformance_policy::NdArray::from_json(&value).expect("decodes");
    group.bench_function("harness/224x224x3", |b| {
        b.iter(|| black_box(&array).to_json())
    });
    let reference = reference_policy::codec::decode(&value).expect("decodes");
    group.bench_function("reference/224x224x3", |b| {
        b.iter(|| reference_policy::codec::encode(black_box(&reference)))
    });
    group.finish();
}

criterion_group!(benches, decode, encode);
criterion_main!(benches);
