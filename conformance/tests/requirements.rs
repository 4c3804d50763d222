//! Every requirement of `spec/<suite>.md` has a case, and every case cites
//! requirements that exist. Requirements that bind this project's harness or
//! reference server (Source `… harness` / `… reference`) are covered by Rust
//! tests annotated `// covers: ID`. Requirements still waiting for a case are listed in
//! `spec/uncovered.txt`; an entry there that gains a case must be removed, so
//! the list only shrinks.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use conformance::catalog;
use conformance_engine::requirements;

fn spec_dir() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/spec"))
}

fn pending() -> BTreeSet<String> {
    let text = std::fs::read_to_string(spec_dir().join("uncovered.txt")).unwrap_or_default();
    text.lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .filter(|l| !l.is_empty())
        .map(str::to_owned)
        .collect()
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() && !path.ends_with("target") {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// `// covers: ID` annotations in the tests of the harness, the reference
/// servers and the xtask integration tests.
fn test_annotations() -> BTreeMap<String, Vec<String>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = Vec::new();
    for dir in ["conformance", "reference", "xtask/tests"] {
        rust_files(&root.join(dir), &mut files);
    }
    files
        .into_iter()
        .filter_map(|file| {
            let ids = requirements::test_annotations(&std::fs::read_to_string(&file).ok()?);
            (!ids.is_empty()).then(|| (file.display().to_string(), ids))
        })
        .collect()
}

#[test]
fn requirements_and_cases_agree() {
    let cases = catalog::all_cases(&[]).expect("built-in cases load").cases;
    let tests = test_annotations();
    let pending = pending();
    let mut problems = Vec::new();
    let mut all_uncovered = BTreeSet::new();
    for suite in catalog::SUITES {
        let path = spec_dir().join(format!("{suite}.md"));
        let text =
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let reqs = requirements::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert!(
            !reqs.is_empty(),
            "{} holds no requirement rows",
            path.display()
        );
        let prefix = format!("{}-", reqs[0].id.split('-').next().unwrap_or_default());
        for req in &reqs {
            assert!(
                req.id.starts_with(&prefix),
                "{}: {} does not share the prefix {prefix}",
                path.display(),
                req.id
            );
        }
        let metas = cases.iter().map(|c| c.meta()).filter(|m| m.suite == suite);
        let prefix_tests = tests
            .iter()
            .map(|(file, ids)| {
                (
                    file.clone(),
                    ids.iter()
                        .filter(|id| id.starts_with(&prefix))
                        .cloned()
                        .collect(),
                )
            })
            .collect();
        let coverage = requirements::coverage(&reqs, metas, &prefix_tests);
        if !coverage.dangling.is_empty() {
            problems.push(format!("{suite}: {coverage}"));
        }
        all_uncovered.extend(coverage.uncovered);
    }
    let unlisted: Vec<&String> = all_uncovered.difference(&pending).collect();
    let stale: Vec<&String> = pending.difference(&all_uncovered).collect();
    if !unlisted.is_empty() {
        problems.push(format!("requirements without a case: {unlisted:?}"));
    }
    if !stale.is_empty() {
        problems.push(format!("spec/uncovered.txt lists requirements that have cases (or do not exist) now; remove: {stale:?}"));
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn case_ids_are_unique_and_well_formed() {
    // all_cases already refuses duplicates and malformed IDs; this keeps that promise tested.
    let cases = catalog::all_cases(&[]).expect("built-in cases load").cases;
    assert!(!cases.is_empty());
    for case in &cases {
        case.meta().validate().unwrap();
    }
}

/// The rule of `spec/README.md`: a requirement's Source decides its severity
/// (seed and profile → MUST, project → SHOULD), so every Source must say which
/// it is, a seed row must name the section it restates, and built-in scenario
/// files neither type a severity nor define requirements of their own.
#[test]
fn severity_follows_the_source() {
    let register = catalog::builtin_requirements().expect("spec documents parse");
    for suite in catalog::SUITES {
        let path = spec_dir().join(format!("{suite}.md"));
        let text = std::fs::read_to_string(&path).expect("spec document");
        for req in requirements::parse(&text).expect("parses") {
            if let requirements::Source::Seed(cell) = &req.source {
                assert!(
                    cell.contains('§'),
                    "{}: Source {cell:?} must name the seed section it restates",
                    req.id
                );
            }
            assert!(register.get(&req.id).is_some());
        }
    }
    let scenarios = Path::new(env!("CARGO_MANIFEST_DIR")).join("../scenarios");
    let mut files = Vec::new();
    toml_files(&scenarios, &mut files);
    assert!(!files.is_empty());
    for file in files {
        let text = std::fs::read_to_string(&file).expect("scenario file");
        let value: toml::Table = toml::from_str(&text).expect("TOML");
        assert!(
            !value.contains_key("requirement"),
            "{}: built-in scenario files cite the spec documents, they define no requirement",
            file.display()
        );
    }
}

fn toml_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let path = entry.path();
        if path.is_dir() {
            toml_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "toml") {
            out.push(path);
        }
    }
}
