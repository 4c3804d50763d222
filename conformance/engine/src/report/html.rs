//! A self-contained HTML page: summary, then the cases grouped by suite and
//! area, each with its failures, the text of the requirements it cites and its
//! transcript (collapsed unless it did not pass). Buttons filter by outcome.
//! No external assets.

use std::collections::BTreeMap;
use std::path::Path;

use super::{CaseResult, RunReport, create_parent};
use crate::outcome::Outcome;

fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

const STYLE: &str = "body{font:14px/1.45 system-ui,sans-serif;margin:2em;color:#222}\
table{border-collapse:collapse}td,th{padding:2px 10px;border-bottom:1px solid #ddd;text-align:right}\
td:first-child,th:first-child{text-align:left}details{margin:4px 0;border-left:4px solid #ccc;padding-left:8px}\
.pass{border-color:#2a2}.fail,.error{border-color:#d22}.warn{border-color:#e90}.skip,.expected_fail{border-color:#999}\
summary{cursor:pointer}code,pre{font:12px ui-monospace,monospace}pre{background:#f6f6f6;padding:8px;overflow-x:auto;white-space:pre-wrap}\
.label{display:inline-block;width:4.5em;font-weight:bold}\
.req{margin:4px 0 4px 1em;color:#444}.filters label{margin-right:1em}h3{margin:1em 0 .3em}";

/// Hides the cases of an outcome whose box is unticked, and areas left empty.
const FILTER_SCRIPT: &str = "<script>function f(){for(const b of document.querySelectorAll('.filters input'))\
for(const d of document.querySelectorAll('details.'+b.value))d.hidden=!b.checked;\
for(const a of document.querySelectorAll('section.area'))a.hidden=!a.querySelector('details:not([hidden])')}\
for(const b of document.querySelectorAll('.filters input'))b.addEventListener('change',f);</script>";

const OUTCOME_CLASSES: [(&str, &str); 6] = [
    ("fail", "FAIL"),
    ("error", "ERROR"),
    ("warn", "WARN"),
    ("expected_fail", "XFAIL"),
    ("skip", "SKIP"),
    ("pass", "PASS"),
];

pub fn write_html(report: &RunReport, dir: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    let path = dir.join("index.html");
    create_parent(&path)?;
    std::fs::write(path, render(report, dir))
}

fn render(report: &RunReport, dir: &Path) -> String {
    let mut html = format!(
        "<!doctype html><html lang=en><meta charset=utf-8><title>Touchstone conformance report</title><style>{STYLE}</style>\
         <h1>Touchstone conformance report</h1><p>Started {} · {:.1} s · seed {} · exit {}{}</p>",
        escape(&report.started_at),
        report.duration_ms as f64 / 1000.0,
        report.seed,
        report.exit.code(),
        if report.strict { " · strict" } else { "" }
    );
    html.push_str("<h2>Targets</h2><ul>");
    for (suite, urls) in &report.targets {
        html.push_str(&format!(
            "<li>{}: <code>{}</code></li>",
            escape(suite),
            escape(&urls.join(" "))
        ));
    }
    html.push_str("</ul>");
    if !report.server_logs.is_empty() {
        html.push_str("<h2>Server logs</h2><ul>");
        for (suite, path) in &report.server_logs {
            html.push_str(&format!(
                "<li>{}: <a href=\"{}\"><code>{}</code></a></li>",
                escape(suite),
                escape(&log_link(path, dir)),
                escape(path)
            ));
        }
        html.push_str("</ul>");
    }
    html.push_str("<h2>Summary</h2><table><tr><th></th><th>pass</th><th>fail</th><th>warn</th><th>skip</th><th>error</th><th>xfail</th></tr>");
    let mut rows: Vec<(String, &super::Tally)> = report
        .summary
        .by_suite
        .iter()
        .map(|(k, v)| (k.clone(), v))
        .collect();
    rows.extend(
        report
            .summary
            .by_severity
            .iter()
            .map(|(k, v)| (k.to_string(), v)),
    );
    rows.push(("total".into(), &report.summary.total));
    for (name, t) in rows {
        html.push_str(&format!(
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            escape(&name),
            t.pass,
            t.fail,
            t.warn,
            t.skip,
            t.error,
            t.expected_fail
        ));
    }
    html.push_str("</table>");
    if let Some(diff) = &report.baseline_differences {
        html.push_str(&format!(
            "<h2>Baseline</h2><p>{} differences</p><ul>",
            diff.len()
        ));
        for d in diff {
            let show = |o: Option<Outcome>| o.map_or("absent", Outcome::label);
            html.push_str(&format!(
                "<li><code>{}</code>: {} → {}</li>",
                escape(&d.case),
                show(d.before),
                show(d.after)
            ));
        }
        html.push_str("</ul>");
    }
    html.push_str("<h2>Cases</h2><p class=filters>Show: ");
    for (class, label) in OUTCOME_CLASSES {
        let count = report
            .cases
            .iter()
            .filter(|c| outcome_class(c) == class)
            .count();
        html.push_str(&format!(
            "<label><input type=checkbox value={class} checked> {label} ({count})</label>"
        ));
    }
    html.push_str("</p>");
    let mut areas: BTreeMap<(&str, &str), Vec<&CaseResult>> = BTreeMap::new();
    for case in &report.cases {
        areas.entry(area_of(case)).or_default().push(case);
    }
    let mut suite_shown = "";
    for ((suite, area), cases) in areas {
        if suite != suite_shown {
            html.push_str(&format!("<h2>{}</h2>", escape(suite)));
            suite_shown = suite;
        }
        html.push_str(&format!(
            "<section class=area><h3>{}.{}</h3>",
            escape(suite),
            escape(area)
        ));
        for case in cases {
            html.push_str(&render_case(case, &report.requirement_texts));
        }
        html.push_str("</section>");
    }
    html.push_str(FILTER_SCRIPT);
    html.push_str("</html>\n");
    html
}

/// `suite.area.name` → (suite, area); cases are grouped by both.
fn area_of(case: &CaseResult) -> (&str, &str) {
    let mut parts = case.meta.id.splitn(3, '.');
    let suite = parts.next().unwrap_or_default();
    let area = parts.next().unwrap_or_default();
    (suite, area)
}

fn outcome_class(case: &CaseResult) -> String {
    serde_json::to_value(case.outcome)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_default()
}

/// A log inside the report directory is linked relatively, so the report
/// can be moved or uploaded as one directory; any other by its path.
fn log_link(path: &str, dir: &Path) -> String {
    let log = Path::new(path);
    match log.strip_prefix(dir) {
        Ok(inside) => inside.display().to_string(),
        Err(_) => std::path::absolute(log)
            .map(|p| format!("file://{}", p.display()))
            .unwrap_or_else(|_| path.to_owned()),
    }
}

fn render_case(case: &CaseResult, texts: &BTreeMap<String, String>) -> String {
    let class = outcome_class(case);
    let open = if matches!(case.outcome, Outcome::Fail | Outcome::Error | Outcome::Warn) {
        " open"
    } else {
        ""
    };
    let mut html = format!(
        "<details class=\"{class}\" id=\"{id}\"{open}><summary><span class=label>{}</span> <code>{id}</code> [{}] {} <small>({} ms)</small></summary>",
        case.outcome.label(),
        case.severity,
        escape(&case.meta.title),
        case.duration_ms,
        id = escape(&case.meta.id),
    );
    html.push_str(&format!(
        "<p>Requirements: {} · tags: {}</p>",
        escape(&case.meta.requirements.join(", ")),
        escape(&case.meta.tags.join(", "))
    ));
    for id in &case.meta.requirements {
        if let Some(text) = texts.get(id) {
            html.push_str(&format!(
                "<p class=req><b>{}</b> {}</p>",
                escape(id),
                escape(text)
            ));
        }
    }
    if let Some(message) = &case.message {
        html.push_str(&format!("<p>{}</p>", escape(message)));
    }
    if !case.failures.is_empty() {
        html.push_str("<table><tr><th>at</th><th>check</th><th>expected</th><th>actual</th></tr>");
        for f in &case.failures {
            html.push_str(&format!(
                "<tr><td>{}</td><td>{}</td><td><code>{}</code></td><td><code>{}</code></td></tr>",
                escape(&f.at),
                escape(&f.check),
                escape(&f.expected),
                escape(&f.actual)
            ));
        }
        html.push_str("</table>");
    }
    if !case.transcript.is_empty() {
        html.push_str(&format!("<pre>{}</pre>", escape(&case.transcript.render())));
    }
    html.push_str("</details>");
    html
}

#[cfg(test)]
mod tests {
    #[test]
    fn escapes_markup() {
        assert_eq!(
            super::escape("<a href=\"x\">&'"),
            "&lt;a href=&quot;x&quot;&gt;&amp;&#39;"
        );
    }
}
