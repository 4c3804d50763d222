//! Requirement documents (`conformance/spec/<suite>.md`) and the check that
//! every requirement has a case and every case cites real requirements.

use std::collections::{BTreeMap, BTreeSet};

use crate::case::CaseMeta;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Source {
    Seed(String),
    Project,
    Retired,
}

/// Whom a requirement binds. Target requirements are checked by cases against
/// the implementation under test; the others describe this project's own
/// harness or reference server and are checked by its Rust tests.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Binds {
    Target,
    Harness,
    Reference,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Requirement {
    pub id: String,
    pub source: Source,
    pub binds: Binds,
    pub text: String,
}

fn is_requirement_id(cell: &str) -> bool {
    let parts: Vec<&str> = cell.split('-').collect();
    parts.len() == 3
        && parts[..2].iter().all(|p| {
            !p.is_empty()
                && p.chars()
                    .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
        })
        && !parts[2].is_empty()
        && parts[2].chars().all(|c| c.is_ascii_digit())
}

/// Reads the requirement rows of a Markdown document (see `conformance/spec/README.md`).
pub fn parse(markdown: &str) -> Result<Vec<Requirement>, String> {
    let mut requirements = Vec::new();
    let mut seen = BTreeSet::new();
    for (n, line) in markdown.lines().enumerate() {
        let line = line.trim();
        if !line.starts_with('|') {
            continue;
        }
        let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
        let id = cells[0].trim_matches('`').trim_matches('*');
        if !is_requirement_id(id) {
            continue;
        }
        if cells.len() < 3 {
            return Err(format!(
                "line {}: requirement {id} needs | ID | Source | Requirement |",
                n + 1
            ));
        }
        let source_cell = cells[1].to_ascii_lowercase();
        let source = if source_cell.starts_with("seed") {
            Source::Seed(cells[1].to_owned())
        } else if source_cell.starts_with("project") {
            Source::Project
        } else if source_cell.starts_with("retired") {
            Source::Retired
        } else {
            return Err(format!(
                "line {}: requirement {id}: Source must start with seed, project or retired, not {:?}",
                n + 1,
                cells[1]
            ));
        };
        let binds = if source_cell.contains("harness") {
            Binds::Harness
        } else if source_cell.contains("reference") {
            Binds::Reference
        } else {
            Binds::Target
        };
        if !seen.insert(id.to_owned()) {
            return Err(format!("line {}: requirement {id} appears twice", n + 1));
        }
        requirements.push(Requirement {
            id: id.to_owned(),
            source,
            binds,
            text: cells[2..].join("|").trim().to_owned(),
        });
    }
    Ok(requirements)
}

/// What is wrong between a set of requirements and the cases that cite them.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Coverage {
    /// Requirement → nothing cites it.
    pub uncovered: Vec<String>,
    /// Case → requirement IDs it cites that do not exist (or are retired).
    pub dangling: BTreeMap<String, Vec<String>>,
}

impl Coverage {
    pub fn is_complete(&self) -> bool {
        self.uncovered.is_empty() && self.dangling.is_empty()
    }
}

impl std::fmt::Display for Coverage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if !self.uncovered.is_empty() {
            writeln!(
                f,
                "requirements without a case: {}",
                self.uncovered.join(", ")
            )?;
        }
        for (case, ids) in &self.dangling {
            writeln!(
                f,
                "case {case} cites unknown requirements: {}",
                ids.join(", ")
            )?;
        }
        Ok(())
    }
}

/// `tests` maps a test location to the requirement IDs it declares it covers
/// (`// covers: ID, ID`); they count only for harness and reference requirements.
pub fn coverage<'a>(
    requirements: &[Requirement],
    cases: impl IntoIterator<Item = &'a CaseMeta>,
    tests: &BTreeMap<String, Vec<String>>,
) -> Coverage {
    let live: BTreeSet<&str> = requirements
        .iter()
        .filter(|r| r.source != Source::Retired)
        .map(|r| r.id.as_str())
        .collect();
    let testable: BTreeSet<&str> = requirements
        .iter()
        .filter(|r| r.source != Source::Retired && r.binds != Binds::Target)
        .map(|r| r.id.as_str())
        .collect();
    let mut cited = BTreeSet::new();
    let mut dangling = BTreeMap::new();
    for case in cases {
        for id in &case.requirements {
            if live.contains(id.as_str()) {
                cited.insert(id.as_str());
            } else {
                dangling
                    .entry(case.id.clone())
                    .or_insert_with(Vec::new)
                    .push(id.clone());
            }
        }
    }
    for (test, ids) in tests {
        for id in ids {
            if testable.contains(id.as_str()) {
                cited.insert(id.as_str());
            } else if live.contains(id.as_str()) {
                dangling
                    .entry(test.clone())
                    .or_insert_with(Vec::new)
                    .push(format!(
                        "{id} (binds the target: it needs a case, not a test)"
                    ));
            }
        }
    }
    Coverage {
        uncovered: live.difference(&cited).map(|s| (*s).to_owned()).collect(),
        dangling,
    }
}

/// Finds `covers: ID, ID` annotations in Rust source text.
pub fn test_annotations(source: &str) -> Vec<String> {
    source
        .lines()
        .filter_map(|line| line.split_once("covers:").map(|(_, rest)| rest))
        .flat_map(|rest| {
            rest.split([',', ' '])
                .map(str::trim)
                .filter(|s| is_requirement_id(s))
                .map(str::to_owned)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::case::{Origin, Severity};

    const DOC: &str = "
# Auth
| ID | Source | Requirement |
|----|--------|-------------|
| DEMO-CHECK-1 | seed §4 | Check never answers 401. |
| `DEMO-SCOPE-2` | project | Segments: a|b. |
| DEMO-OLD-3 | retired | Gone. |
| DEMO-SIM-4 | project, harness | The runner clips. |
| not an id | x | y |
";

    fn meta(id: &str, reqs: &[&str]) -> CaseMeta {
        CaseMeta {
            id: id.into(),
            suite: "auth".into(),
            title: String::new(),
            requirements: reqs.iter().map(|s| s.to_string()).collect(),
            severity: Severity::Must,
            tags: vec![],
            serial: false,
            timeout: CaseMeta::DEFAULT_TIMEOUT,
            needs: vec![],
            origin: Origin::Builtin("test".into()),
        }
    }

    #[test]
    fn parses_rows_with_sources() {
        let reqs = parse(DOC).unwrap();
        assert_eq!(reqs.len(), 4);
        assert_eq!(reqs[3].binds, Binds::Harness);
        assert_eq!(reqs[0].binds, Binds::Target);
        assert_eq!(reqs[0].source, Source::Seed("seed §4".into()));
        assert_eq!(reqs[1].id, "DEMO-SCOPE-2");
        assert_eq!(reqs[1].text, "Segments: a|b.");
        assert_eq!(reqs[2].source, Source::Retired);
    }

    #[test]
    fn rejects_duplicates_and_unknown_sources() {
        assert!(
            parse("| A-B-1 | seed | x |\n| A-B-1 | seed | y |")
                .unwrap_err()
                .contains("twice")
        );
        assert!(
            parse("| A-B-1 | rumour | x |")
                .unwrap_err()
                .contains("Source")
        );
    }

    #[test]
    fn coverage_finds_uncovered_and_dangling() {
        let reqs = parse(DOC).unwrap();
        let none = BTreeMap::new();
        let cases = [meta(
            "auth.a.b",
            &["DEMO-CHECK-1", "DEMO-OLD-3", "DEMO-NOPE-9"],
        )];
        let cov = coverage(&reqs, cases.iter(), &none);
        assert_eq!(
            cov.uncovered,
            vec!["DEMO-SCOPE-2".to_string(), "DEMO-SIM-4".to_string()]
        );
        assert_eq!(
            cov.dangling["auth.a.b"],
            vec!["DEMO-OLD-3".to_string(), "DEMO-NOPE-9".to_string()]
        );
        let cases = [meta("auth.a.b", &["DEMO-CHECK-1", "DEMO-SCOPE-2"])];
        let tests = BTreeMap::from([("t.rs".to_string(), vec!["DEMO-SIM-4".to_string()])]);
        assert!(coverage(&reqs, cases.iter(), &tests).is_complete());
    }

    #[test]
    fn tests_cannot_stand_in_for_target_cases() {
        let reqs = parse(DOC).unwrap();
        let tests = BTreeMap::from([(
            "t.rs".to_string(),
            test_annotations("// covers: DEMO-CHECK-1, DEMO-SIM-4"),
        )]);
        let cov = coverage(&reqs, std::iter::empty(), &tests);
        assert!(cov.uncovered.contains(&"DEMO-CHECK-1".to_string()));
        assert!(!cov.uncovered.contains(&"DEMO-SIM-4".to_string()));
        assert!(cov.dangling["t.rs"][0].contains("needs a case"));
    }
}
