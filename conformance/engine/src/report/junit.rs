//! JUnit XML: one testsuite per suite, one testcase per case named by its ID.

use std::path::Path;

use quick_junit::{NonSuccessKind, Report, TestCase, TestCaseStatus, TestSuite};

use super::{RunReport, create_parent};
use crate::outcome::Outcome;

pub fn write_junit(report: &RunReport, path: &Path) -> std::io::Result<()> {
    let mut junit = Report::new("touchstone-conformance");
    let mut suites: Vec<TestSuite> = Vec::new();
    for case in &report.cases {
        let status = match case.outcome {
            Outcome::Pass | Outcome::Warn => TestCaseStatus::success(),
            Outcome::Skip | Outcome::ExpectedFail => {
                let mut status = TestCaseStatus::skipped();
                if let Some(message) = &case.message {
                    status.set_message(message.clone());
                }
                status
            }
            Outcome::Fail => {
                let mut status = TestCaseStatus::non_success(NonSuccessKind::Failure);
                status.set_message(first_failure(case));
                status.set_type(format!("{} requirement not met", case.severity));
                status.set_description(describe(case));
                status
            }
            Outcome::Error => {
                let mut status = TestCaseStatus::non_success(NonSuccessKind::Error);
                status.set_message(case.message.clone().unwrap_or_default());
                status.set_description(describe(case));
                status
            }
        };
        let mut test = TestCase::new(case.meta.id.clone(), status);
        test.set_classname(case.meta.suite.clone());
        test.set_time(std::time::Duration::from_millis(case.duration_ms));
        for (key, value) in [
            ("severity", case.severity.to_string()),
            ("requirements", case.meta.requirements.join(" ")),
            ("outcome", case.outcome.label().to_owned()),
        ] {
            test.add_property(quick_junit::Property::new(key, value));
        }
        if case.outcome == Outcome::Warn {
            test.set_system_out(describe(case));
        }
        match suites
            .iter_mut()
            .find(|s| s.name.as_str() == case.meta.suite)
        {
            Some(suite) => {
                suite.add_test_case(test);
            }
            None => {
                let mut suite = TestSuite::new(case.meta.suite.clone());
                suite.add_test_case(test);
                suites.push(suite);
            }
        }
    }
    junit.add_test_suites(suites);
    create_parent(path)?;
    let xml = junit.to_string().map_err(std::io::Error::other)?;
    std::fs::write(path, xml)
}

fn first_failure(case: &super::CaseResult) -> String {
    case.failures
        .first()
        .map(|f| {
            format!(
                "{}: {} expected {} but was {}",
                f.at, f.check, f.expected, f.actual
            )
        })
        .unwrap_or_default()
}

fn describe(case: &super::CaseResult) -> String {
    let mut text = format!(
        "{}\nrequirements: {}\n",
        case.meta.title,
        case.meta.requirements.join(", ")
    );
    for f in &case.failures {
        text.push_str(&format!(
            "{}: {}\n  expected: {}\n  actual:   {}\n",
            f.at, f.check, f.expected, f.actual
        ));
    }
    if !case.transcript.is_empty() {
        text.push_str("\ntranscript:\n");
        text.push_str(&case.transcript.render());
    }
    text
}
