//! The evaluation report page: success per task with Wilson intervals, a
//! latency histogram (inline SVG, no external assets) and episode GIFs.

use super::metrics::{Metrics, Summary};
use super::record::EvalReport;

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// Horizontal bars of success-at-end with 95 % interval whiskers.
fn success_chart(tasks: &[Metrics]) -> String {
    let row = 28;
    let width = 520.0;
    let left = 120.0;
    let height = tasks.len() * row + 30;
    let mut svg = format!(
        "<svg width=\"{}\" height=\"{height}\" role=\"img\" aria-label=\"success per task\">",
        left + width + 60.0
    );
    for (i, task) in tasks.iter().enumerate() {
        let y = (i * row + 6) as f64;
        let rate = &task.success_at_end;
        svg.push_str(&format!(
            "<text x=\"0\" y=\"{}\" font-size=\"13\">{}</text><rect x=\"{left}\" y=\"{y}\" width=\"{:.1}\" height=\"16\" fill=\"#4a8\"/>\
             <line x1=\"{:.1}\" x2=\"{:.1}\" y1=\"{}\" y2=\"{}\" stroke=\"#222\" stroke-width=\"2\"/>\
             <text x=\"{:.1}\" y=\"{}\" font-size=\"12\">{:.0}%</text>",
            y + 13.0,
            escape(&task.scope),
            rate.rate * width,
            left + rate.low95 * width,
            left + rate.high95 * width,
            y + 8.0,
            y + 8.0,
            left + width + 6.0,
            y + 13.0,
            rate.rate * 100.0
        ));
    }
    let axis_y = tasks.len() * row + 12;
    for tick in [0.0, 0.25, 0.5, 0.75, 1.0] {
        svg.push_str(&format!(
            "<text x=\"{:.1}\" y=\"{}\" font-size=\"11\" text-anchor=\"middle\">{:.0}%</text>",
            left + tick * width,
            axis_y + 12,
            tick * 100.0
        ));
    }
    svg.push_str("</svg>");
    svg
}

fn latency_chart(histogram: &[(u64, usize)]) -> String {
    let max = histogram.iter().map(|(_, c)| *c).max().unwrap_or(1).max(1) as f64;
    let bar = 14.0;
    let height = 160.0;
    let mut svg = format!(
        "<svg width=\"{}\" height=\"{}\" role=\"img\" aria-label=\"latency histogram\">",
        histogram.len() as f64 * bar + 20.0,
        height + 60.0
    );
    for (i, (bound, count)) in histogram.iter().enumerate() {
        let h = *count as f64 / max * height;
        let x = i as f64 * bar;
        svg.push_str(&format!(
            "<rect x=\"{x:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{h:.1}\" fill=\"#58c\"><title>≤ {:.2} ms: {count}</title></rect>",
            height - h,
            bar - 2.0,
            *bound as f64 / 1000.0
        ));
        if i % 4 == 0 {
            svg.push_str(&format!(
                "<text x=\"{x:.1}\" y=\"{:.1}\" font-size=\"10\" transform=\"rotate(45 {x:.1} {:.1})\">{:.2}ms</text>",
                height + 12.0,
                height + 12.0,
                *bound as f64 / 1000.0
            ));
        }
    }
    svg.push_str("</svg>");
    svg
}

fn metrics_table(summary: &Summary) -> String {
    let mut html = String::from(
        "<table><tr><th>task</th><th>episodes</th><th>success at end (95% CI)</th><th>success once</th>\
         <th>mean length</th><th>p50 ms</th><th>p95 ms</th><th>p99 ms</th><th>steps/s</th></tr>",
    );
    for m in summary
        .tasks
        .iter()
        .chain(std::iter::once(&summary.overall))
    {
        html.push_str(&format!(
            "<tr><td>{}</td><td>{}</td><td>{:.1}% ({:.1}–{:.1})</td><td>{:.1}%</td><td>{:.1}</td>\
             <td>{:.2}</td><td>{:.2}</td><td>{:.2}</td><td>{:.0}</td></tr>",
            escape(&m.scope),
            m.episodes,
            m.success_at_end.rate * 100.0,
            m.success_at_end.low95 * 100.0,
            m.success_at_end.high95 * 100.0,
            m.success_once.rate * 100.0,
            m.mean_length,
            m.round_trip_p50_ms,
            m.round_trip_p95_ms,
            m.round_trip_p99_ms,
            m.steps_per_second
        ));
    }
    html.push_str("</table>");
    html
}

pub fn render(report: &EvalReport, films: &[(String, String)]) -> String {
    let setup = &report.setup;
    let mut html = format!(
        "<!doctype html><html lang=en><meta charset=utf-8><title>evals/1 report: {name}</title>\
         <style>body{{font:14px/1.45 system-ui,sans-serif;margin:2em;color:#222}}table{{border-collapse:collapse}}\
         td,th{{padding:3px 10px;border-bottom:1px solid #ddd;text-align:right}}td:first-child,th:first-child{{text-align:left}}\
         figure{{display:inline-block;margin:6px;text-align:center}}img{{width:256px;height:256px}}\
         .error{{color:#b00;white-space:pre-wrap}}</style>\
         <h1>Evaluation of {name}</h1><p><code>{url}</code> · {transport} · protocol {protocol} · tasks {tasks} · \
         {episodes} episodes per task · seeds {seed}+i · images {images} · {wall:.1} s · started {started}</p>",
        name = escape(&setup.policy_name),
        url = escape(&setup.policy_url),
        transport = escape(&setup.transport),
        protocol = escape(&setup.protocol),
        tasks = escape(&setup.tasks.join(", ")),
        episodes = setup.episodes_per_task,
        seed = setup.seed,
        images = escape(setup.images.as_deref().unwrap_or("off")),
        wall = report.wall_seconds,
        started = escape(&report.started_at),
    );
    if let Some(error) = &report.error {
        html.push_str(&format!(
            "<h2>Run stopped</h2><p class=error>{}</p>",
            escape(error)
        ));
    }
    html.push_str("<h2>Results</h2>");
    html.push_str(&metrics_table(&report.summary));
    html.push_str("<h2>Success at end per task (bars: rate, whiskers: 95% Wilson interval)</h2>");
    html.push_str(&success_chart(&report.summary.tasks));
    html.push_str("<h2>Act round-trip latency</h2>");
    html.push_str(&latency_chart(&report.summary.latency_histogram));
    if !films.is_empty() {
        html.push_str("<h2>Episodes</h2>");
        for (file, caption) in films {
            html.push_str(&format!(
                "<figure><img src=\"{}\" alt=\"{}\"><figcaption>{}</figcaption></figure>",
                escape(file),
                escape(caption),
                escape(caption)
            ));
        }
    }
    html.push_str("</html>\n");
    html
}
