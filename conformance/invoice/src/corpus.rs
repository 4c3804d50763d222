//! The project corpus in `fixtures/invoices/`: text PDFs with the invoice each
//! must extract to, and broken files with the error each must answer.

use std::fs;
use std::path::{Path, PathBuf};

use serde::Deserialize;
use serde_json::Value;

pub fn dir() -> PathBuf {
    PathBuf::from(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../fixtures/invoices"
    ))
}

/// One corpus PDF and its `<name>.expected.json`.
pub struct Sample {
    pub name: String,
    pub pdf: Vec<u8>,
    pub expected: Value,
}

/// Every `*.pdf` directly in the corpus directory, sorted by name.
pub fn samples() -> Result<Vec<Sample>, String> {
    let dir = dir();
    let mut samples = Vec::new();
    for path in pdfs_in(&dir)? {
        let name = file_name(&path);
        let stem = name.trim_end_matches(".pdf");
        let expected_path = dir.join(format!("{stem}.expected.json"));
        let expected = fs::read(&expected_path)
            .map_err(|e| format!("{}: {e}", expected_path.display()))
            .and_then(|bytes| {
                serde_json::from_slice(&bytes)
                    .map_err(|e| format!("{}: {e}", expected_path.display()))
            })?;
        let pdf = fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        samples.push(Sample {
            name,
            pdf,
            expected,
        });
    }
    if samples.is_empty() {
        return Err(format!("no PDF in {}", dir.display()));
    }
    Ok(samples)
}

/// Every PDF of the layout families in `families/`, named `<family>/<file>`,
/// in the order `families.json` lists them.
pub fn family_samples() -> Result<Vec<Sample>, String> {
    #[derive(Deserialize)]
    struct Families {
        families: Vec<Family>,
    }
    #[derive(Deserialize)]
    struct Family {
        name: String,
        documents: Vec<Document>,
    }
    #[derive(Deserialize)]
    struct Document {
        pdf: String,
    }
    let dir = dir().join("families");
    let list_path = dir.join("families.json");
    let list: Families = fs::read(&list_path)
        .map_err(|e| format!("{}: {e}", list_path.display()))
        .and_then(|bytes| {
            serde_json::from_slice(&bytes).map_err(|e| format!("{}: {e}", list_path.display()))
        })?;
    let mut samples = Vec::new();
    for family in &list.families {
        for document in &family.documents {
            let path = dir.join(&family.name).join(&document.pdf);
            let expected_path = path.with_extension("expected.json");
            let expected = fs::read(&expected_path)
                .map_err(|e| format!("{}: {e}", expected_path.display()))
                .and_then(|bytes| {
                    serde_json::from_slice(&bytes)
                        .map_err(|e| format!("{}: {e}", expected_path.display()))
                })?;
            samples.push(Sample {
                name: format!("{}/{}", family.name, document.pdf),
                pdf: fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?,
                expected,
            });
        }
    }
    if samples.is_empty() {
        return Err(format!("no family listed in {}", list_path.display()));
    }
    Ok(samples)
}

/// One entry of `manifest.json`: processed in the manifest's order on a fresh
/// server, `file` gets `decision` with `reason` among its reasons.
#[derive(Debug, Clone, Deserialize)]
pub struct ManifestEntry {
    pub file: String,
    pub decision: String,
    pub reason: String,
}

pub fn manifest() -> Result<Vec<ManifestEntry>, String> {
    #[derive(Deserialize)]
    struct Manifest {
        invoices: Vec<ManifestEntry>,
    }
    let path = dir().join("manifest.json");
    let text = fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let manifest: Manifest =
        serde_json::from_slice(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(manifest.invoices)
}

pub fn read(name: &str) -> Result<Vec<u8>, String> {
    let path = dir().join(name);
    fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))
}

/// What a broken file of `edge/` must answer.
#[derive(Debug, Clone, Deserialize)]
pub struct ExpectedError {
    pub status: u16,
    pub code: String,
}

pub struct EdgeFile {
    pub name: String,
    pub bytes: Vec<u8>,
    pub expected: ExpectedError,
}

/// The files listed in `edge/expected_errors.json`.
pub fn edge_files() -> Result<Vec<EdgeFile>, String> {
    let edge = dir().join("edge");
    let index_path = edge.join("expected_errors.json");
    let text = fs::read(&index_path).map_err(|e| format!("{}: {e}", index_path.display()))?;
    let index: std::collections::BTreeMap<String, ExpectedError> =
        serde_json::from_slice(&text).map_err(|e| format!("{}: {e}", index_path.display()))?;
    index
        .into_iter()
        .map(|(name, expected)| {
            let path = edge.join(&name);
            let bytes = fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            Ok(EdgeFile {
                name,
                bytes,
                expected,
            })
        })
        .collect()
}

fn pdfs_in(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let entries = fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut paths: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| path.is_file() && path.extension().is_some_and(|ext| ext == "pdf"))
        .collect();
    paths.sort();
    Ok(paths)
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}
