//! The upload page and the docs page load every script, style and image from
//! the service itself: no CDN, nothing fetched from other hosts.

use std::sync::LazyLock;

use conformance_engine::{Context, Failure, HttpRequest};
use futures::FutureExt;
use regex::Regex;
use url::Url;

use crate::support::{Decl, FnCase, Halt, fail, verdict};

/// Elements that make a browser fetch something while it loads the page
/// (links of `<a>` are only followed when clicked).
static LOADED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r#"(?is)<(?:script|link|img|iframe|source|embed)\b[^>]*?\s(?:src|href)\s*=\s*["']?([^"'\s>]+)"#)
        .expect("valid regex")
});
/// `url(...)` and `@import` in inline styles.
static CSS_URL: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r#"(?i)(?:url\(\s*["']?|@import\s+["'])([^"')\s]+)"#).expect("valid regex")
});

pub fn cases() -> Vec<FnCase> {
    vec![
        Decl {
            id: "invoice.pages.upload_page_is_self_contained",
            title: "The upload page loads nothing from other hosts and every asset it loads is served",
            requirements: &["INV-PAGE-2"],
            tags: &["pages"],
            serial: false,
            timeout_secs: 30,
            module: module_path!(),
        }
        .build(|ctx| async move { verdict(check(ctx, "/", &["/"]).await) }.boxed()),
        Decl {
            id: "invoice.pages.docs_are_self_contained",
            title: "The docs page and every script and style it loads are served by the service itself",
            requirements: &["INV-DOCS-3"],
            tags: &["pages", "docs"],
            serial: false,
            timeout_secs: 60,
            module: module_path!(),
        }
        .build(|ctx| async move { verdict(check(ctx, "/docs", &["/docs/", "/docs"]).await) }.boxed()),
    ]
}

/// Fetches `path` (redirects followed) and every asset it references. Relative
/// references resolve against the first of `bases` that serves the same page,
/// since the answer does not say where a redirect ended.
async fn check(ctx: &mut Context, path: &str, bases: &[&str]) -> Result<(), Halt> {
    let page = ctx.send(HttpRequest::get(path)).await?;
    if page.status != 200 {
        return Err(fail(path, "HTTP status", "200", page.status.to_string()));
    }
    let html = page.text();
    let mut base = bases[bases.len() - 1];
    for candidate in &bases[..bases.len() - 1] {
        let response = ctx.send(HttpRequest::get(*candidate)).await?;
        if response.status == 200 && response.body == page.body {
            base = candidate;
            break;
        }
    }
    let base_url = Url::parse(
        &ctx.target
            .url(base)
            .map_err(|e| Halt::Harness(e.to_string()))?,
    )
    .map_err(|e| Halt::Harness(format!("target URL: {e}")))?;
    let mut failures = Vec::new();
    let mut assets = Vec::new();
    let references = LOADED
        .captures_iter(&html)
        .chain(CSS_URL.captures_iter(&html))
        .filter_map(|c| c.get(1));
    for reference in references.map(|m| m.as_str().to_owned()) {
        if reference.starts_with("data:") {
            continue;
        }
        match base_url.join(&reference) {
            Ok(url) if same_origin(&url, &base_url) => assets.push(url),
            Ok(url) => failures.push(Failure::new(
                path,
                "assets come from the service",
                base_url.origin().ascii_serialization(),
                url.to_string(),
            )),
            Err(err) => failures.push(Failure::new(
                path,
                "asset reference",
                "a URL",
                format!("{reference:?}: {err}"),
            )),
        }
    }
    ctx.transcript.note(format!(
        "{path} loads {} assets from the service, {} from elsewhere",
        assets.len(),
        failures.len()
    ));
    for asset in assets {
        let response = ctx.send(HttpRequest::get(asset.to_string())).await?;
        if response.status != 200 {
            failures.push(Failure::new(
                path,
                format!("GET {asset}"),
                "200",
                response.status.to_string(),
            ));
        }
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(Halt::Fail(failures))
    }
}

fn same_origin(a: &Url, b: &Url) -> bool {
    a.origin() == b.origin()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn loaded(html: &str) -> Vec<String> {
        LOADED
            .captures_iter(html)
            .chain(CSS_URL.captures_iter(html))
            .filter_map(|c| c.get(1).map(|m| m.as_str().to_owned()))
            .collect()
    }

    #[test]
    fn finds_scripts_styles_and_css_urls_but_not_plain_links() {
        let html = r#"<link rel="stylesheet" href="./ui.css"><script src='https://cdn.example/x.js'></script>
            <a href="https://example.org/">docs</a><style>@import "https://fonts.example/f.css"; b { background: url(/bg.png) }</style>
            <img alt="logo" src=/logo.png>"#;
        assert_eq!(
            loaded(html),
            [
                "./ui.css",
                "https://cdn.example/x.js",
                "/logo.png",
                "https://fonts.example/f.css",
                "/bg.png"
            ]
        );
    }
}
