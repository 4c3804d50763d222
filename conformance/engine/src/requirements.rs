//! Requirement documents (`conformance/spec/<suite>.md`) and the check that
//! every requirement has a case and every case cites real requirements.

use std::collections::{BTreeMap, BTreeSet};

use crate::case::{CaseMeta, Severity};

/// Where a requirement comes from, which decides how much a failure matters
/// (the rule of `conformance/spec/README.md`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Source {
    /// The seed states it (the cell names the section): MUST.
    Seed(String),
    /// The project's wire profile: a decision that fixes what the seed leaves
    /// open and without which no client could talk to the service (field
    /// names, token format, paging parameters): MUST.
    Profile,
    /// The project asks more than the seed (stricter validation, limits,
    /// shapes the seed leaves to the server): SHOULD.
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

impl Requirement {
    /// How much breaking it matters; `None` for a retired requirement.
    pub fn severity(&self) -> Option<Severity> {
        match self.source {
            Source::Seed(_) | Source::Profile => Some(Severity::Must),
            Source::Project => Some(Severity::Should),
            Source::Retired => None,
        }
    }
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
        } else if source_cell.starts_with("profile") {
            Source::Profile
        } else if source_cell.starts_with("project") {
            Source::Project
        } else if source_cell.starts_with("retired") {
            Source::Retired
        } else {
            return Err(format!(
                "line {}: requirement {id}: Source must start with seed, profile, project or retired, not {:?}",
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

/// Every requirement a run knows, by ID: the built-in documents and those a
/// user's scenario files define. It decides how much each failure matters.
#[derive(Debug, Clone, Default)]
pub struct Register {
    by_id: BTreeMap<String, Requirement>,
}

impl Register {
    /// Reads requirement documents, given as (name for errors, Markdown text).
    pub fn from_documents<'a>(
        documents: impl IntoIterator<Item = (&'a str, &'a str)>,
    ) -> Result<Self, String> {
        let mut register = Self::default();
        for (name, text) in documents {
            for requirement in parse(text).map_err(|e| format!("{name}: {e}"))? {
                register
                    .add(requirement)
                    .map_err(|e| format!("{name}: {e}"))?;
            }
        }
        Ok(register)
    }

    pub fn add(&mut self, requirement: Requirement) -> Result<(), String> {
        if self.by_id.contains_key(&requirement.id) {
            return Err(format!("requirement {} is defined twice", requirement.id));
        }
        self.by_id.insert(requirement.id.clone(), requirement);
        Ok(())
    }

    pub fn get(&self, id: &str) -> Option<&Requirement> {
        self.by_id.get(id)
    }

    /// Why a case may not cite `id`: unknown, retired, or a requirement on this
    /// project's own harness or reference server (checked by tests, not cases).
    pub fn citable(&self, id: &str) -> Result<&Requirement, String> {
        let requirement = self
            .get(id)
            .ok_or_else(|| format!("cites unknown requirement {id}"))?;
        if requirement.source == Source::Retired {
            return Err(format!("cites retired requirement {id}"));
        }
        if requirement.binds != Binds::Target {
            return Err(format!(
                "cites {id}, a requirement on this project's own harness or reference server"
            ));
        }
        Ok(requirement)
    }

    /// The strongest severity among `ids`: a MUST requirement makes a MUST.
    /// An ID the register does not know counts as MUST; loading refuses such
    /// cases, so this only matters for hand-made metadata.
    pub fn severity_of<S: AsRef<str>>(&self, ids: &[S]) -> Severity {
        ids.iter()
            .map(|id| {
                self.get(id.as_ref())
                    .and_then(Requirement::severity)
                    .unwrap_or(Severity::Must)
            })
            .min()
            .unwrap_or(Severity::Must)
    }
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
    use crate::case::{Origin, Phase, Severity};

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
            tags: vec![],
            serial: false,
            timeout: CaseMeta::DEFAULT_TIMEOUT,
            needs: vec![],
            transports: vec![],
            phase: Phase::Any,
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
    fn severity_follows_the_source() {
        let doc = "| A-B-1 | seed §1 | x |\n| A-B-2 | profile | y |\n| A-B-3 | project | z |\n| A-B-4 | retired | w |\n| A-B-5 | project, harness | v |";
        let register = Register::from_documents([("a.md", doc)]).unwrap();
        let level = |ids: &[&str]| register.severity_of(ids);
        assert_eq!(level(&["A-B-1"]), Severity::Must);
        assert_eq!(level(&["A-B-2"]), Severity::Must);
        assert_eq!(level(&["A-B-3"]), Severity::Should);
        assert_eq!(
            level(&["A-B-3", "A-B-2"]),
            Severity::Must,
            "the strongest wins"
        );
        assert!(register.citable("A-B-3").is_ok());
        assert!(register.citable("A-B-4").unwrap_err().contains("retired"));
        assert!(register.citable("A-B-5").unwrap_err().contains("harness"));
        assert!(register.citable("A-B-9").unwrap_err().contains("unknown"));
        assert!(Register::from_documents([("a.md", doc), ("b.md", doc)]).is_err());
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
