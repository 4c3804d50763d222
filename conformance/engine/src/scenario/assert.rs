//! Checking a response against a step's `expect` table. Every check that does
//! not hold becomes a [`Failure`] with what was expected and what came back.

use regex::Regex;
use serde_json::Value;
use serde_json_path::JsonPath;

use super::model::{JsonAssert, TextAssert};
use crate::outcome::Failure;

/// Shortens a JSON value for a failure message.
pub fn show(value: &Value) -> String {
    let text = value.to_string();
    if text.len() > 300 {
        let mut cut = 300;
        while !text.is_char_boundary(cut) {
            cut -= 1;
        }
        format!("{}…", &text[..cut])
    } else {
        text
    }
}

fn type_name(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(n) if n.is_i64() || n.is_u64() => "integer",
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

fn has_type(value: &Value, kind: &str) -> bool {
    match kind {
        "number" => value.is_number(),
        other => type_name(value) == other,
    }
}

fn length(value: &Value) -> Option<usize> {
    match value {
        Value::String(s) => Some(s.chars().count()),
        Value::Array(a) => Some(a.len()),
        Value::Object(o) => Some(o.len()),
        _ => None,
    }
}

/// Numbers compare by value (`1` equals `1.0`); everything else structurally.
pub fn json_equal(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => x.as_f64() == y.as_f64(),
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(p, q)| json_equal(p, q))
        }
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len()
                && x.iter()
                    .all(|(k, v)| y.get(k).is_some_and(|w| json_equal(v, w)))
        }
        _ => a == b,
    }
}

fn contains(haystack: &Value, needle: &Value) -> bool {
    match (haystack, needle) {
        (Value::String(h), Value::String(n)) => h.contains(n.as_str()),
        (Value::Array(items), _) => items.iter().any(|item| json_equal(item, needle)),
        (Value::Object(map), Value::Object(wanted)) => wanted
            .iter()
            .all(|(k, v)| map.get(k).is_some_and(|have| json_equal(have, v))),
        _ => false,
    }
}

fn bound(value: &Option<Value>, name: &str) -> Result<Option<f64>, String> {
    match value {
        None => Ok(None),
        Some(v) => v.as_f64().map(Some).ok_or_else(|| {
            format!("`{name}` must be a number (or a variable holding one), not {v}")
        }),
    }
}

/// Checks one JSON assertion; `at` names the step for failure messages.
pub fn check_json(at: &str, assert: &JsonAssert, document: &Value) -> Result<Vec<Failure>, String> {
    let path = JsonPath::parse(&assert.path)
        .map_err(|e| format!("invalid JSONPath {:?}: {e}", assert.path))?;
    let nodes: Vec<&Value> = path.query(document).all();
    let p = &assert.path;
    let mut failures = Vec::new();
    let mut fail = |check: String, expected: String, actual: String| {
        failures.push(Failure::new(at, check, expected, actual));
    };

    if let Some(count) = assert.count {
        if nodes.len() != count {
            fail(
                format!("{p} count"),
                count.to_string(),
                nodes.len().to_string(),
            );
        }
    }
    if let Some(exists) = assert.exists {
        if exists == nodes.is_empty() {
            let actual = match nodes.first() {
                Some(v) => show(v),
                None => "nothing at this path".into(),
            };
            fail(format!("{p} exists"), exists.to_string(), actual);
        }
    }
    let value_checks = assert.equals.is_some()
        || assert.not_equals.is_some()
        || assert.matches.is_some()
        || assert.kind.is_some()
        || assert.length.is_some()
        || assert.one_of.is_some()
        || assert.contains.is_some()
        || assert.not_contains.is_some()
        || assert.min.is_some()
        || assert.max.is_some();
    if value_checks && nodes.is_empty() {
        if assert.optional {
            return Ok(failures);
        }
        fail(
            format!("{p} present"),
            "a value at this path".into(),
            format!("nothing; document was {}", show(document)),
        );
        return Ok(failures);
    }
    let regex = match &assert.matches {
        Some(pattern) => {
            Some(Regex::new(pattern).map_err(|e| format!("invalid regex {pattern:?}: {e}"))?)
        }
        None => None,
    };
    for node in nodes.iter().copied() {
        if let Some(expected) = &assert.equals {
            if !json_equal(node, expected) {
                fail(format!("{p} equals"), show(expected), show(node));
            }
        }
        if let Some(unwanted) = &assert.not_equals {
            if json_equal(node, unwanted) {
                fail(
                    format!("{p} not equals"),
                    format!("anything but {}", show(unwanted)),
                    show(node),
                );
            }
        }
        if let Some(regex) = &regex {
            match node.as_str() {
                Some(s) if regex.is_match(s) => {}
                _ => fail(
                    format!("{p} matches"),
                    format!("/{}/", regex.as_str()),
                    show(node),
                ),
            }
        }
        if let Some(kind) = &assert.kind {
            if !has_type(node, kind) {
                fail(
                    format!("{p} type"),
                    kind.clone(),
                    format!("{} {}", type_name(node), show(node)),
                );
            }
        }
        if let Some(expected) = assert.length {
            if length(node) != Some(expected) {
                let actual = length(node)
                    .map_or_else(|| format!("no length: {}", show(node)), |n| n.to_string());
                fail(format!("{p} length"), expected.to_string(), actual);
            }
        }
        if let Some(options) = &assert.one_of {
            if !options.iter().any(|o| json_equal(o, node)) {
                let list: Vec<String> = options.iter().map(show).collect();
                fail(format!("{p} one of"), list.join(" | "), show(node));
            }
        }
        if let Some(needle) = &assert.contains {
            if !contains(node, needle) {
                fail(format!("{p} contains"), show(needle), show(node));
            }
        }
        if let Some(needle) = &assert.not_contains {
            if contains(node, needle) {
                fail(
                    format!("{p} not contains"),
                    format!("no {}", show(needle)),
                    show(node),
                );
            }
        }
        if let Some(min) = bound(&assert.min, "min")? {
            if !node.as_f64().is_some_and(|n| n >= min) {
                fail(format!("{p} min"), format!(">= {min}"), show(node));
            }
        }
        if let Some(max) = bound(&assert.max, "max")? {
            if !node.as_f64().is_some_and(|n| n <= max) {
                fail(format!("{p} max"), format!("<= {max}"), show(node));
            }
        }
    }
    Ok(failures)
}

/// Checks a header value or a raw body (`None` when absent).
pub fn check_text(
    at: &str,
    what: &str,
    assert: &TextAssert,
    actual: Option<&str>,
) -> Result<Vec<Failure>, String> {
    let mut failures = Vec::new();
    let shown = actual.map_or_else(|| "absent".to_owned(), |s| format!("{s:?}"));
    if let Some(exists) = assert.exists {
        if exists != actual.is_some() {
            failures.push(Failure::new(
                at,
                format!("{what} exists"),
                exists.to_string(),
                shown.clone(),
            ));
        }
    }
    if let Some(expected) = &assert.equals {
        if actual != Some(expected.as_str()) {
            failures.push(Failure::new(
                at,
                format!("{what} equals"),
                format!("{expected:?}"),
                shown.clone(),
            ));
        }
    }
    if let Some(needle) = &assert.contains {
        if !actual.is_some_and(|s| s.contains(needle.as_str())) {
            failures.push(Failure::new(
                at,
                format!("{what} contains"),
                format!("{needle:?}"),
                shown.clone(),
            ));
        }
    }
    if let Some(needle) = &assert.not_contains {
        if actual.is_some_and(|s| s.contains(needle.as_str())) {
            failures.push(Failure::new(
                at,
                format!("{what} not contains"),
                format!("no {needle:?}"),
                shown.clone(),
            ));
        }
    }
    if let Some(pattern) = &assert.matches {
        let regex = Regex::new(pattern).map_err(|e| format!("invalid regex {pattern:?}: {e}"))?;
        if !actual.is_some_and(|s| regex.is_match(s)) {
            failures.push(Failure::new(
                at,
                format!("{what} matches"),
                format!("/{pattern}/"),
                shown,
            ));
        }
    }
    Ok(failures)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn assert_of(toml_text: &str) -> JsonAssert {
        toml::from_str(toml_text).unwrap()
    }

    #[test]
    fn each_kind_of_json_assertion_reports_expected_and_actual() {
        let doc = json!({"decision": "deny", "ids": ["a", "b"], "n": 2, "name": "x1"});
        let cases = [
            (
                "path = \"$.decision\"\nequals = \"allow\"",
                "\"allow\"",
                "\"deny\"",
            ),
            (
                "path = \"$.decision\"\nnot_equals = \"deny\"",
                "anything but \"deny\"",
                "\"deny\"",
            ),
            ("path = \"$.name\"\nmatches = \"^y\"", "/^y/", "\"x1\""),
            ("path = \"$.n\"\ntype = \"string\"", "string", "integer 2"),
            ("path = \"$.ids\"\nlength = 3", "3", "2"),
            (
                "path = \"$.decision\"\none_of = [\"allow\", \"approval_required\"]",
                "\"allow\" | \"approval_required\"",
                "\"deny\"",
            ),
            (
                "path = \"$.ids\"\ncontains = \"c\"",
                "\"c\"",
                "[\"a\",\"b\"]",
            ),
            (
                "path = \"$.ids\"\nnot_contains = \"a\"",
                "no \"a\"",
                "[\"a\",\"b\"]",
            ),
            ("path = \"$.n\"\nmin = 3", ">= 3", "2"),
            ("path = \"$.n\"\nmax = 1", "<= 1", "2"),
            (
                "path = \"$.missing\"\nexists = true",
                "true",
                "nothing at this path",
            ),
            ("path = \"$.ids[*]\"\ncount = 1", "1", "2"),
        ];
        for (spec, expected, actual) in cases {
            let failures = check_json("step 1", &assert_of(spec), &doc).unwrap();
            assert_eq!(failures.len(), 1, "{spec}: {failures:?}");
            assert_eq!(failures[0].expected, expected, "{spec}");
            assert_eq!(failures[0].actual, actual, "{spec}");
        }
    }

    #[test]
    fn holding_assertions_produce_no_failures() {
        let doc =
            json!({"decision": "allow", "ids": ["a"], "n": 2.0, "events": [{"type": "exit"}]});
        for spec in [
            "path = \"$.decision\"\nequals = \"allow\"",
            "path = \"$.n\"\nequals = 2",
            "path = \"$.n\"\ntype = \"number\"",
            "path = \"$.missing\"\nexists = false",
            "path = \"$.events[-1].type\"\nequals = \"exit\"",
            "path = \"$.events[?@.type == 'exit']\"\ncount = 1",
            "path = \"$\"\ncontains = { decision = \"allow\" }",
        ] {
            assert_eq!(
                check_json("s", &assert_of(spec), &doc).unwrap(),
                vec![],
                "{spec}"
            );
        }
    }

    #[test]
    fn value_checks_on_a_missing_path_fail_once() {
        let failures = check_json(
            "s",
            &assert_of("path = \"$.x\"\nequals = 1\ntype = \"integer\""),
            &json!({}),
        )
        .unwrap();
        assert_eq!(failures.len(), 1);
        assert_eq!(failures[0].check, "$.x present");
    }

    #[test]
    fn optional_value_checks_judge_only_a_present_value() {
        let spec = "path = \"$.x\"\nequals = 1\noptional = true";
        assert_eq!(
            check_json("s", &assert_of(spec), &json!({})).unwrap(),
            vec![]
        );
        let failures = check_json("s", &assert_of(spec), &json!({"x": 2})).unwrap();
        assert_eq!(failures.len(), 1);
        assert_eq!(failures[0].check, "$.x equals");
    }

    #[test]
    fn bad_path_or_regex_is_a_harness_error() {
        assert!(check_json("s", &assert_of("path = \"$[\""), &json!({})).is_err());
        assert!(
            check_json(
                "s",
                &assert_of("path = \"$\"\nmatches = \"(\""),
                &json!("x")
            )
            .is_err()
        );
    }

    #[test]
    fn text_assertions() {
        let assert = TextAssert {
            contains: Some("json".into()),
            ..Default::default()
        };
        assert!(
            check_text(
                "s",
                "header content-type",
                &assert,
                Some("application/json")
            )
            .unwrap()
            .is_empty()
        );
        let failures = check_text("s", "header content-type", &assert, None).unwrap();
        assert_eq!(failures[0].actual, "absent");
    }
}
