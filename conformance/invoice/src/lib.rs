//! Rust-written parts of the invoice suite (seed 002, part A): extraction
//! accuracy over the project corpus, the edge corpus, robustness against
//! damaged PDFs, ledger counting, size limits and self-hosted pages. The rest of
//! the suite is in `scenarios/invoice/`.

mod accuracy;
mod assets;
mod corpus;
mod dates;
mod edge;
mod ledger;
mod limits;
mod manifest;
pub mod mutate;
mod pdf;
mod process;
mod robustness;
mod support;

use std::sync::Arc;

use conformance_engine::Case;

/// The invoice suite's cases that are code rather than scenario files.
pub fn cases() -> Vec<Arc<dyn Case>> {
    accuracy::cases()
        .into_iter()
        .chain(assets::cases())
        .chain(dates::cases())
        .chain(edge::cases())
        .chain(ledger::cases())
        .chain(limits::cases())
        .chain(manifest::cases())
        .chain(process::cases())
        .chain(robustness::cases())
        .map(|case| Arc::new(case) as Arc<dyn Case>)
        .collect()
}
