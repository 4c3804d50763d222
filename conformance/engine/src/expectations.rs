//! Known failures (so CI stays green while they are fixed) and baselines (so a
//! change in behaviour between two runs is noticed).

use std::collections::BTreeMap;
use std::path::Path;

use globset::{Glob, GlobMatcher};
use serde::{Deserialize, Serialize};

use crate::outcome::Outcome;
use crate::report::RunReport;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ExpectedFile {
    #[serde(default)]
    expected: Vec<ExpectedEntry>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct ExpectedEntry {
    /// A case ID or glob.
    case: String,
    reason: String,
}

/// The expected-failures file: `[[expected]] case = "glob", reason = "…"` (TOML).
#[derive(Debug, Default)]
pub struct ExpectedFailures {
    entries: Vec<(ExpectedEntry, GlobMatcher)>,
}

impl ExpectedFailures {
    pub fn load(path: &Path) -> Result<Self, String> {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
        Self::parse(&text).map_err(|e| format!("{}: {e}", path.display()))
    }

    pub fn parse(text: &str) -> Result<Self, String> {
        let file: ExpectedFile = toml::from_str(text).map_err(|e| e.to_string())?;
        let entries = file
            .expected
            .into_iter()
            .map(|entry| {
                let glob =
                    Glob::new(&entry.case).map_err(|e| format!("case {:?}: {e}", entry.case))?;
                Ok((entry.clone(), glob.compile_matcher()))
            })
            .collect::<Result<_, String>>()?;
        Ok(Self { entries })
    }

    /// The reason a case is expected to fail, if it is.
    pub fn reason(&self, case_id: &str) -> Option<&str> {
        self.entries
            .iter()
            .find(|(_, matcher)| matcher.is_match(case_id))
            .map(|(entry, _)| entry.reason.as_str())
    }

    /// Entries that match none of the given case IDs.
    pub fn unused<'a>(&self, ids: impl Iterator<Item = &'a str> + Clone) -> Vec<String> {
        self.entries
            .iter()
            .filter(|(_, matcher)| !ids.clone().any(|id| matcher.is_match(id)))
            .map(|(entry, _)| entry.case.clone())
            .collect()
    }
}

/// One case whose outcome changed between the baseline and this run.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Difference {
    pub case: String,
    pub before: Option<Outcome>,
    pub after: Option<Outcome>,
}

pub fn load_baseline(path: &Path) -> Result<BTreeMap<String, Outcome>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let report: RunReport = serde_json::from_str(&text)
        .map_err(|e| format!("{}: not a JSON report: {e}", path.display()))?;
    Ok(report
        .cases
        .into_iter()
        .map(|c| (c.meta.id, c.outcome))
        .collect())
}

pub fn compare(
    baseline: &BTreeMap<String, Outcome>,
    now: &BTreeMap<String, Outcome>,
) -> Vec<Difference> {
    let mut ids: Vec<&String> = baseline.keys().chain(now.keys()).collect();
    ids.sort();
    ids.dedup();
    ids.into_iter()
        .filter_map(|id| {
            let before = baseline.get(id).copied();
            let after = now.get(id).copied();
            (before != after).then(|| Difference {
                case: id.clone(),
                before,
                after,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn globs_match_and_unused_entries_are_found() {
        let expected = ExpectedFailures::parse(
            "[[expected]]\ncase = \"auth.audit.*\"\nreason = \"#12\"\n[[expected]]\ncase = \"auth.gone.x\"\nreason = \"old\"\n",
        )
        .unwrap();
        assert_eq!(expected.reason("auth.audit.chain"), Some("#12"));
        assert_eq!(expected.reason("auth.check.x"), None);
        let ids = ["auth.audit.chain", "auth.check.x"];
        assert_eq!(
            expected.unused(ids.iter().copied()),
            vec!["auth.gone.x".to_string()]
        );
    }

    #[test]
    fn compare_reports_changed_added_and_removed() {
        let before = BTreeMap::from([
            ("a".to_string(), Outcome::Pass),
            ("b".to_string(), Outcome::Pass),
        ]);
        let after = BTreeMap::from([
            ("a".to_string(), Outcome::Fail),
            ("c".to_string(), Outcome::Pass),
        ]);
        let diff = compare(&before, &after);
        assert_eq!(diff.len(), 3);
        assert_eq!(
            diff[0],
            Difference {
                case: "a".into(),
                before: Some(Outcome::Pass),
                after: Some(Outcome::Fail)
            }
        );
        assert_eq!(diff[1].after, None);
        assert_eq!(diff[2].before, None);
    }
}
