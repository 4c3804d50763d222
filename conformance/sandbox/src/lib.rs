//! Rust-written parts of the sandbox suite (seed 000): a stream answered while
//! it is still open, a verdict that depends on what the host's network does, the
//! published OpenAPI description, and — when the runner shares the service's
//! Docker engine — the containers, volumes and networks behind a sandbox. The
//! rest of the suite is in `scenarios/sandbox/`.

mod backing;
mod default_image;
mod engine;
mod first_output;
mod image_runs;
mod outbound;
mod published;
mod support;

use std::sync::Arc;

use conformance_engine::Case;

pub use default_image::default_image;

/// The sandbox suite's cases that are code rather than scenario files.
pub fn cases() -> Vec<Arc<dyn Case>> {
    backing::cases()
        .into_iter()
        .chain(first_output::cases())
        .chain(image_runs::cases())
        .chain(outbound::cases())
        .chain(published::cases())
        .map(|case| Arc::new(case) as Arc<dyn Case>)
        .collect()
}
