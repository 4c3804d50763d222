//! Rust-written parts of the auth suite (seed 001): the audit checker, token
//! attacks, the model-based fuzzer and the use-count races.

use std::sync::Arc;

use conformance_engine::Case;

pub mod audit;
mod depth;
mod forge;
mod fuzz;
pub mod jws;
mod largest;
mod openapi;
mod paging;
mod races;
mod support;
mod tokens;

pub use audit::{AuditVerification, Head, verify_audit};

/// Members redacted in transcript snapshots: the signing key is new on every
/// start of most services, and so is its id.
pub const SNAPSHOT_FIELDS: &[(&str, &str)] = &[("kid", "[kid]"), ("x", "[key]")];

/// The auth suite's cases that are code rather than scenario files.
pub fn cases() -> Vec<Arc<dyn Case>> {
    let mut cases = Vec::new();
    cases.extend(audit::cases());
    cases.extend(tokens::cases());
    cases.extend(depth::cases());
    cases.extend(largest::cases());
    cases.extend(openapi::cases());
    cases.extend(paging::cases());
    cases.extend(fuzz::cases());
    cases.extend(races::cases());
    cases
}
