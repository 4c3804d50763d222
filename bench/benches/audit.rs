//! Verifying an audit hash chain on the client side, as `conformance audit
//! verify` does. Target (issue #3): at least 1M entries per second in process.

use std::hint::black_box;

use conformance_auth::audit::chain::{entry_hash, verify_chain};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use serde_json::{Value, json};

/// A valid chain of `n` entries in the documented shape.
fn chain(n: u64) -> Vec<Value> {
    let mut prev = "0".repeat(64);
    (1..=n)
        .map(|seq| {
            let mut entry = json!({
                "approvalId": null,
                "decision": if seq % 3 == 0 { "deny" } else { "allow" },
                "dryRun": seq % 5 == 0,
                "grantId": format!("grt_{seq:032x}"),
                "jti": format!("tok_{seq:032x}"),
                "prevHash": prev,
                "reason": if seq % 3 == 0 { json!("scope_not_granted") } else { Value::Null },
                "scope": format!("files:read:/docs/{seq}"),
                "seq": seq,
                "timeMs": 1_795_000_000_000u64 + seq,
            });
            let hash =
                entry_hash(&prev, entry.as_object().expect("object")).expect("well-formed entry");
            entry["hash"] = Value::String(hash.clone());
            prev = hash;
            entry
        })
        .collect()
}

fn verify(c: &mut Criterion) {
    let entries = chain(100_000);
    assert!(
        verify_chain(&entries, None).is_valid(),
        "the synthetic chain must verify"
    );
    let mut group = c.benchmark_group("audit_verify");
    group.throughput(Throughput::Elements(entries.len() as u64));
    group.sample_size(10);
    group.bench_function("100k_entries", |b| {
        b.iter(|| verify_chain(black_box(&entries), None))
    });
    group.finish();
}

criterion_group!(benches, verify);
criterion_main!(benches);
