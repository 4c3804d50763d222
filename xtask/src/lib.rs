//! Pieces of the project automation that integration tests reuse.

pub mod docker;
pub mod prerequisites;
pub mod python;
pub mod servers;
