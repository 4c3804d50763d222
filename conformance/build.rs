//! Embeds the built-in scenario files (`../scenarios/<suite>/*.toml`) and the
//! requirement documents (`spec/<suite>.md`) so the binary carries its suites,
//! and what decides how much each failure matters, wherever it is installed.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(&path, out);
        } else if path.extension().is_some_and(|e| e == "toml") {
            out.push(path);
        }
    }
}

fn main() {
    let root =
        PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"))
            .join("..")
            .join("scenarios");
    let root = root.canonicalize().unwrap_or(root);
    println!("cargo:rerun-if-changed={}", root.display());
    let mut files = Vec::new();
    collect(&root, &mut files);
    files.sort();
    let mut code = String::from(
        "/// Built-in scenario files: (path relative to `scenarios/`, contents).\npub static BUILTIN_SCENARIOS: &[(&str, &str)] = &[\n",
    );
    for file in &files {
        println!("cargo:rerun-if-changed={}", file.display());
        let relative = file
            .strip_prefix(&root)
            .expect("file under root")
            .to_string_lossy()
            .replace('\\', "/");
        writeln!(
            code,
            "    ({relative:?}, include_str!({:?})),",
            file.display().to_string()
        )
        .expect("write to string");
    }
    code.push_str("];\n");
    let spec =
        PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"))
            .join("spec");
    println!("cargo:rerun-if-changed={}", spec.display());
    let mut documents: Vec<PathBuf> = std::fs::read_dir(&spec)
        .expect("conformance/spec exists")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "md") && !p.ends_with("README.md"))
        .collect();
    documents.sort();
    code.push_str("/// The requirement documents: (file name, contents).\npub static SPEC_DOCUMENTS: &[(&str, &str)] = &[\n");
    for document in &documents {
        println!("cargo:rerun-if-changed={}", document.display());
        let name = document.file_name().expect("a file").to_string_lossy();
        writeln!(
            code,
            "    ({name:?}, include_str!({:?})),",
            document.display().to_string()
        )
        .expect("write to string");
    }
    code.push_str("];\n");
    writeln!(code, "/// Where the built-in scenarios were at build time (for `file = …` references).\npub const SCENARIO_ROOT: &str = {:?};", root.display().to_string()).expect("write to string");
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"))
        .join("builtin_scenarios.rs");
    std::fs::write(out, code).expect("write generated scenario table");
}
