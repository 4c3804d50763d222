//! `${name}` substitution in scenario strings and JSON values.
//!
//! A string that is exactly `${name}` is replaced by the variable's JSON value, so
//! numbers and objects keep their type; elsewhere the value is spliced in as text.
//! A reference may reach into a value (`${grant.id}`, `${tokens[0]}`,
//! `${tokens[i]}` with `i` a variable) and add to a number (`${created+3600}`,
//! `${n-1}`). Built-ins: `${now}` (Unix seconds), `${uuid}` (fresh each time),
//! plus the run variables (`base_url`, `run_id`, `seed`, tokens).

use std::collections::BTreeMap;
use std::time::{SystemTime, UNIX_EPOCH};

use serde_json::Value;

pub type Vars = BTreeMap<String, Value>;

pub fn render_str(text: &str, vars: &Vars) -> Result<String, String> {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find("${") {
        // `$${` is a literal `${` (shell commands in exec bodies use it).
        if start > 0 && rest.as_bytes()[start - 1] == b'$' {
            out.push_str(&rest[..start - 1]);
            out.push_str("${");
            rest = &rest[start + 2..];
            continue;
        }
        out.push_str(&rest[..start]);
        let after = &rest[start + 2..];
        let end = after
            .find('}')
            .ok_or_else(|| format!("unterminated `${{` in {text:?}"))?;
        let value = lookup(after[..end].trim(), vars)?;
        match value {
            Value::String(s) => out.push_str(&s),
            other => out.push_str(&other.to_string()),
        }
        rest = &after[end + 1..];
    }
    out.push_str(rest);
    Ok(out)
}

pub fn render_value(value: &Value, vars: &Vars) -> Result<Value, String> {
    Ok(match value {
        Value::String(s) => {
            let trimmed = s.trim();
            if trimmed.starts_with("${")
                && trimmed.ends_with('}')
                && trimmed[2..].find('}') == Some(trimmed.len() - 3)
            {
                lookup(trimmed[2..trimmed.len() - 1].trim(), vars)?
            } else {
                Value::String(render_str(s, vars)?)
            }
        }
        Value::Array(items) => Value::Array(
            items
                .iter()
                .map(|v| render_value(v, vars))
                .collect::<Result<_, _>>()?,
        ),
        Value::Object(map) => Value::Object(
            map.iter()
                .map(|(k, v)| Ok((render_str(k, vars)?, render_value(v, vars)?)))
                .collect::<Result<_, String>>()?,
        ),
        other => other.clone(),
    })
}

fn lookup(expression: &str, vars: &Vars) -> Result<Value, String> {
    let (reference, offset) = split_offset(expression)?;
    let value = resolve(reference, vars)?;
    match offset {
        None => Ok(value),
        Some(delta) => match &value {
            Value::Number(n) if n.is_i64() || n.is_u64() => n
                .as_i64()
                .and_then(|v| v.checked_add(delta))
                .map(Value::from)
                .ok_or_else(|| format!("${{{expression}}} overflows")),
            Value::Number(n) => Ok(Value::from(n.as_f64().unwrap_or_default() + delta as f64)),
            Value::String(text) => match parse_date(text) {
                Some(days) => {
                    let (year, month, day) = civil_from_days(days + delta);
                    Ok(Value::String(format!("{year:04}-{month:02}-{day:02}")))
                }
                None => Err(format!("${{{expression}}}: cannot add to {value}")),
            },
            other => Err(format!("${{{expression}}}: cannot add to {other}")),
        },
    }
}

/// A calendar date (ISO 8601) derived from the run id: the same within a run,
/// different between runs, so records that a service compares by date (duplicate
/// detection) do not collide with those of an earlier run against the same server.
fn run_date(vars: &Vars) -> String {
    let run_id = vars.get("run_id").map(Value::to_string).unwrap_or_default();
    let hash = run_id.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    });
    // Days since 2000-01-01 within ten years, turned into a civil date.
    let days = 10_957 + (hash % 3_650) as i64;
    let (year, month, day) = civil_from_days(days);
    format!("{year:04}-{month:02}-{day:02}")
}

/// `YYYY-MM-DD` → days since 1970-01-01 (the inverse of [`civil_from_days`]).
fn parse_date(text: &str) -> Option<i64> {
    let mut parts = text.splitn(3, '-');
    let year: i64 = parts.next()?.parse().ok()?;
    let month: i64 = parts.next()?.parse().ok()?;
    let day: i64 = parts.next()?.parse().ok()?;
    if text.len() != 10 || !(1..=12).contains(&month) || !(1..=31).contains(&day) {
        return None;
    }
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let yoe = y.rem_euclid(400);
    let mp = if month > 2 { month - 3 } else { month + 9 };
    let doy = (153 * mp + 2) / 5 + day - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    Some(era * 146_097 + doe - 719_468)
}

/// Howard Hinnant's algorithm: days since 1970-01-01 → (year, month, day).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + i64::from(month <= 2), month, day)
}

/// `name+N` / `name-N` → (`name`, ±N); a `-` inside a name is kept.
fn split_offset(expression: &str) -> Result<(&str, Option<i64>), String> {
    let compact = expression.trim();
    if let Some(pos) = compact.rfind(['+', '-']) {
        let number = compact[pos + 1..].trim();
        if !number.is_empty() && number.chars().all(|c| c.is_ascii_digit()) {
            let n: i64 = number
                .parse()
                .map_err(|_| format!("bad offset in ${{{expression}}}"))?;
            let n = if compact.as_bytes()[pos] == b'-' {
                -n
            } else {
                n
            };
            return Ok((compact[..pos].trim(), Some(n)));
        }
    }
    Ok((compact, None))
}

/// A variable name followed by `.field` and `[index]` steps.
fn resolve(reference: &str, vars: &Vars) -> Result<Value, String> {
    let end = reference.find(['.', '[']).unwrap_or(reference.len());
    let (name, mut path) = reference.split_at(end);
    let mut value = match vars.get(name) {
        Some(value) => value.clone(),
        None if name == "uuid" => Value::String(uuid::Uuid::new_v4().to_string()),
        None if name == "run_date" => Value::String(run_date(vars)),
        None if name == "now" => Value::from(
            SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map(|d| d.as_secs() as i64)
                .unwrap_or_default(),
        ),
        None => {
            let known: Vec<&str> = vars.keys().map(String::as_str).collect();
            return Err(format!(
                "unknown variable ${{{name}}} (known: {})",
                known.join(", ")
            ));
        }
    };
    while !path.is_empty() {
        let (key, rest) = if let Some(rest) = path.strip_prefix('.') {
            let end = rest.find(['.', '[']).unwrap_or(rest.len());
            (rest[..end].to_owned(), &rest[end..])
        } else if let Some(rest) = path.strip_prefix('[') {
            let end = rest
                .find(']')
                .ok_or_else(|| format!("unclosed [ in ${{{reference}}}"))?;
            let index = rest[..end].trim();
            let index = if index.chars().all(|c| c.is_ascii_digit()) {
                index.to_owned()
            } else {
                match vars.get(index) {
                    Some(Value::Number(n)) => n.to_string(),
                    Some(Value::String(s)) => s.clone(),
                    _ => {
                        return Err(format!(
                            "${{{reference}}}: index {index:?} is not a variable holding a number or key"
                        ));
                    }
                }
            };
            (index, &rest[end + 1..])
        } else {
            return Err(format!("cannot read ${{{reference}}}"));
        };
        let next = match &value {
            Value::Array(items) => key.parse::<usize>().ok().and_then(|i| items.get(i)),
            Value::Object(map) => map.get(&key),
            _ => None,
        };
        value = next
            .cloned()
            .ok_or_else(|| format!("${{{reference}}}: nothing at {key:?} in {value}"))?;
        path = rest;
    }
    Ok(value)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn run_date_is_a_valid_date_stable_within_a_run() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
        assert_eq!(civil_from_days(20_513), (2026, 3, 1));
        let mut a = Vars::new();
        a.insert("run_id".into(), json!("0000abcd"));
        let mut b = Vars::new();
        b.insert("run_id".into(), json!("1234ffff"));
        let date_a = render_str("${run_date}", &a).unwrap();
        assert_eq!(date_a, render_str("${run_date}", &a).unwrap());
        assert_ne!(date_a, render_str("${run_date}", &b).unwrap());
        assert!(
            date_a.len() == 10 && date_a.as_bytes()[4] == b'-',
            "{date_a}"
        );
        for days in [0, 59, 60, 11_016, 20_513, 30_000] {
            let (y, m, d) = civil_from_days(days);
            assert_eq!(parse_date(&format!("{y:04}-{m:02}-{d:02}")), Some(days));
        }
        let mut vars = Vars::new();
        vars.insert("d".into(), json!("2000-02-28"));
        assert_eq!(
            render_str("${d+1}/${d+2}/${d-59}", &vars).unwrap(),
            "2000-02-29/2000-03-01/1999-12-31"
        );
    }

    fn vars() -> Vars {
        let mut vars = Vars::new();
        vars.insert("id".into(), json!("g_1"));
        vars.insert("n".into(), json!(3));
        vars
    }

    #[test]
    fn whole_string_keeps_type_and_splices_elsewhere() {
        let v = render_value(
            &json!({"a": "${n}", "b": "/v1/grants/${id}/x", "c": ["${id}"]}),
            &vars(),
        )
        .unwrap();
        assert_eq!(v, json!({"a": 3, "b": "/v1/grants/g_1/x", "c": ["g_1"]}));
    }

    #[test]
    fn two_variables_in_one_string_are_text() {
        assert_eq!(
            render_value(&json!("${id}${n}"), &vars()).unwrap(),
            json!("g_13")
        );
    }

    #[test]
    fn now_offsets_and_unknown_names() {
        let now = render_value(&json!("${now}"), &vars())
            .unwrap()
            .as_i64()
            .unwrap();
        let later = render_value(&json!("${now+60}"), &vars())
            .unwrap()
            .as_i64()
            .unwrap();
        assert!((59..=61).contains(&(later - now)));
        let err = render_str("${missing}", &vars()).unwrap_err();
        assert!(err.contains("unknown variable ${missing}"), "{err}");
        assert!(render_str("${id", &vars()).is_err());
    }

    #[test]
    fn paths_indexes_and_offsets() {
        let mut vars = vars();
        vars.insert(
            "grant".into(),
            json!({"id": "g_9", "tokens": ["t0", "t1"], "exp": 100}),
        );
        vars.insert("k".into(), json!(1));
        vars.insert("run-id".into(), json!("r"));
        assert_eq!(
            render_value(&json!("${grant.id}"), &vars).unwrap(),
            json!("g_9")
        );
        assert_eq!(
            render_value(&json!("${grant.tokens[1]}"), &vars).unwrap(),
            json!("t1")
        );
        assert_eq!(
            render_value(&json!("${grant.tokens[k]}"), &vars).unwrap(),
            json!("t1")
        );
        assert_eq!(
            render_value(&json!("${grant.exp+3600}"), &vars).unwrap(),
            json!(3700)
        );
        assert_eq!(render_value(&json!("${n-1}"), &vars).unwrap(), json!(2));
        assert_eq!(
            render_value(&json!("${run-id}"), &vars).unwrap(),
            json!("r")
        );
        assert!(
            render_str("${grant.tokens[5]}", &vars)
                .unwrap_err()
                .contains("nothing at")
        );
        assert_eq!(
            render_str("echo $${HOME} ${n}", &vars).unwrap(),
            "echo ${HOME} 3"
        );
        assert!(
            render_str("${id+1}", &vars)
                .unwrap_err()
                .contains("cannot add")
        );
    }
}
