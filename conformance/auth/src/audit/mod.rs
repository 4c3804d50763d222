//! Audit log checks: the chain recomputed by the harness, downloads compared
//! over time, one entry per check, and `conformance audit verify`.

mod cases;
pub mod chain;
mod download;
mod offline;

pub use cases::cases;
pub use chain::{ChainReport, Head, Problem, ProblemKind, verify_chain};
pub use offline::{AuditVerification, ServerView, verify_audit};
