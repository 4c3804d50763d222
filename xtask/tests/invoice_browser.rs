//! Headless Chromium drives the reference invoice service the way a person
//! would: it picks PDFs on the upload page (`GET /`) and reads what the page
//! shows, and it opens the interactive OpenAPI docs (`/docs`), checking that
//! both work without reaching any other host.
//!
//! The reference server and chromedriver run as real processes; chromedriver
//! (and the Chromium it starts) runs in its own process group, which is killed
//! when the test ends, whether it passed or not.

use std::collections::BTreeSet;
use std::net::TcpListener;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use anyhow::{Context, bail, ensure};
use fantoccini::{Client, ClientBuilder, Locator};
use hyper_util::client::legacy::connect::HttpConnector;
use nix::sys::signal::{Signal, killpg};
use nix::unistd::Pid;
use serde_json::{Value, json};
use xtask::servers::{self, BinPaths, Server};

/// How long the page may take to show a result, an error or the rendered docs.
const RENDER_DEADLINE: Duration = Duration::from_secs(60);
/// How long chromedriver may take to answer `/status` after it starts.
const DRIVER_DEADLINE: Duration = Duration::from_secs(60);
const CHROMIUM: &str = "/usr/bin/chromium";

/// Every URL the page fetched (Resource Timing) or that its markup loads.
const REFERENCED_URLS: &str = r"
    const urls = performance.getEntriesByType('resource').map(e => e.name);
    for (const el of document.querySelectorAll('script[src], img[src], iframe[src]')) urls.push(el.src);
    for (const el of document.querySelectorAll('link[href]')) urls.push(el.href);
    return urls;";

/// `[METHOD, path]` of every operation Swagger UI renders (it breaks paths
/// with zero-width spaces, which are dropped).
const LISTED_OPERATIONS: &str = r"
    return Array.from(document.querySelectorAll('.opblock')).map(block => {
      const method = block.querySelector('.opblock-summary-method');
      const path = block.querySelector('.opblock-summary-path');
      return [
        method ? method.textContent.trim().toUpperCase() : '',
        path ? (path.getAttribute('data-path') || path.textContent).replace(/\u200b/g, '').trim() : '',
      ];
    });";

/// The valid invoices the upload test sends, in order, to a fresh server, and
/// the non-PDF it sends between them.
const FIRST_INVOICE: &str = "00-classic-clean.pdf";
const SECOND_INVOICE: &str = "03-courier-price_above.pdf";
const NOT_A_PDF: &str = "edge/not_a_pdf.pdf";

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../fixtures/invoices")
}

fn read_json(path: &Path) -> anyhow::Result<Value> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    serde_json::from_str(&text).with_context(|| format!("parsing {}", path.display()))
}

/// Checks (and, as root, installs) Chromium once, then builds the reference
/// binary once for all tests of this file.
fn binaries() -> &'static BinPaths {
    static BINS: OnceLock<BinPaths> = OnceLock::new();
    BINS.get_or_init(|| {
        xtask::prerequisites::browser().expect("chromium and chromedriver");
        servers::build_binaries(false).expect("build reference and conformance")
    })
}

/// A chromedriver process in its own process group. Dropping it kills the group,
/// so the Chromium it started goes too, even when a test fails midway.
struct ChromeDriver {
    child: Child,
    url: String,
}

impl ChromeDriver {
    async fn start() -> anyhow::Result<ChromeDriver> {
        let port = TcpListener::bind("127.0.0.1:0")?.local_addr()?.port();
        let child = Command::new("chromedriver")
            .arg(format!("--port={port}"))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::inherit())
            .process_group(0)
            .spawn()
            .context("starting chromedriver")?;
        let mut driver = ChromeDriver {
            child,
            url: format!("http://127.0.0.1:{port}"),
        };
        let status_url = format!("{}/status", driver.url);
        let http = reqwest::Client::new();
        let started = Instant::now();
        loop {
            if let Some(status) = driver.child.try_wait()? {
                bail!("chromedriver exited before answering ({status})");
            }
            if let Ok(response) = http.get(&status_url).send().await {
                let body: Value = response.json().await.unwrap_or_default();
                if body["value"]["ready"] == true {
                    return Ok(driver);
                }
            }
            if started.elapsed() > DRIVER_DEADLINE {
                bail!("chromedriver did not answer {status_url} within {DRIVER_DEADLINE:?}");
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// A WebDriver session on a fresh headless Chromium.
    async fn session(&self) -> anyhow::Result<Client> {
        let capabilities = json!({
            "browserName": "chrome",
            "goog:chromeOptions": {
                "binary": CHROMIUM,
                "args": [
                    "--headless=new",
                    "--no-sandbox",
                    "--disable-gpu",
                    "--disable-dev-shm-usage",
                    "--window-size=1280,1100",
                ],
            },
        });
        let Value::Object(capabilities) = capabilities else {
            unreachable!("json! object")
        };
        ClientBuilder::new(HttpConnector::new())
            .capabilities(capabilities)
            .connect(&self.url)
            .await
            .context("opening a chromedriver session")
    }
}

impl Drop for ChromeDriver {
    fn drop(&mut self) {
        let group = Pid::from_raw(self.child.id() as i32);
        let _ = killpg(group, Signal::SIGKILL);
        let _ = self.child.wait();
    }
}

/// Runs `body` in a fresh browser session against a fresh invoice server and
/// tears all three down afterwards, then reports what `body` found.
async fn with_browser<F>(body: F)
where
    F: AsyncFnOnce(&Client, &str) -> anyhow::Result<()>,
{
    let bins = binaries();
    let server = Server::start(&bins.reference, "invoice", &[], &[]).expect("invoice server");
    let driver = ChromeDriver::start().await.expect("chromedriver");
    let client = driver.session().await.expect("browser session");
    let outcome = body(&client, &server.url).await;
    let closed = client.close().await;
    drop(driver);
    server.stop().expect("invoice server stops on SIGTERM");
    if let Err(error) = outcome {
        panic!("{error:#}");
    }
    closed.expect("closing the browser session");
}

/// The visible text of the page.
async fn page_text(client: &Client) -> anyhow::Result<String> {
    let text = client
        .execute("return document.body.innerText;", vec![])
        .await?;
    Ok(text.as_str().unwrap_or_default().to_owned())
}

/// Waits until the page's visible text contains `needle`, and returns the text.
async fn wait_for_text(client: &Client, needle: &str) -> anyhow::Result<String> {
    let started = Instant::now();
    loop {
        let text = page_text(client).await?;
        if text.contains(needle) {
            return Ok(text);
        }
        if started.elapsed() > RENDER_DEADLINE {
            bail!("the page never showed {needle:?}; it shows:\n{text}");
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Chooses `file` in the page's file input and starts the upload the way the
/// page offers it: its submit button if it has one (otherwise choosing the
/// file is what starts it).
async fn upload(client: &Client, file: &Path) -> anyhow::Result<()> {
    let path = file
        .canonicalize()
        .with_context(|| format!("fixture {}", file.display()))?;
    let input = client
        .find(Locator::Css("input[type=file]"))
        .await
        .context("the upload page has no file input")?;
    input.clear().await?;
    input
        .send_keys(path.to_str().context("fixture path is not UTF-8")?)
        .await?;
    let buttons = client
        .find_all(Locator::Css("button[type=submit], input[type=submit]"))
        .await?;
    if let Some(button) = buttons.first() {
        button.click().await?;
    }
    Ok(())
}

/// The ways the page may print an amount: as JavaScript prints the number, or
/// with two decimals, with or without thousands separators.
fn amount_forms(amount: f64) -> Vec<String> {
    let fixed = format!("{amount:.2}");
    let (whole, cents) = fixed.split_once('.').expect("two decimals");
    let mut grouped = String::new();
    for (i, digit) in whole.chars().enumerate() {
        if i > 0 && (whole.len() - i) % 3 == 0 {
            grouped.push(',');
        }
        grouped.push(digit);
    }
    vec![
        amount.to_string(),
        fixed.clone(),
        format!("{grouped}.{cents}"),
    ]
}

/// Uploads one fixture PDF and checks that the page shows its fields, its
/// decision and its reason as the corpus manifest gives them.
async fn upload_invoice_and_check(client: &Client, name: &str) -> anyhow::Result<String> {
    let pdf = fixtures().join(name);
    let expected = read_json(&pdf.with_extension("expected.json"))?;
    let manifest = read_json(&fixtures().join("manifest.json"))?;
    let entry = manifest["invoices"]
        .as_array()
        .and_then(|entries| entries.iter().find(|e| e["file"] == name))
        .with_context(|| format!("{name} is not in manifest.json"))?;
    let invoice_number = expected["invoice_number"]
        .as_str()
        .context("expected invoice_number")?;
    let vendor = expected["vendor"].as_str().context("expected vendor")?;
    let total = expected["total"].as_f64().context("expected total")?;
    let decision = entry["decision"].as_str().context("manifest decision")?;
    let reason = entry["reason"].as_str().context("manifest reason")?;

    upload(client, &pdf).await?;
    let text = wait_for_text(client, invoice_number).await?;
    ensure!(
        text.contains(vendor),
        "{name}: the page does not show the vendor {vendor:?}:\n{text}"
    );
    let totals = amount_forms(total);
    ensure!(
        totals.iter().any(|form| text.contains(form.as_str())),
        "{name}: the page shows the total as none of {totals:?}:\n{text}"
    );
    ensure!(
        text.to_lowercase().contains(decision),
        "{name}: the page does not show the decision {decision:?}:\n{text}"
    );
    ensure!(
        text.contains(reason),
        "{name}: the page does not show the reason {reason:?}:\n{text}"
    );
    Ok(invoice_number.to_owned())
}

/// URLs the page fetched (Resource Timing) or refers to from its markup
/// (scripts, styles, icons, images, frames) that are not served by `origin`.
async fn foreign_resources(client: &Client, origin: &str) -> anyhow::Result<Vec<String>> {
    let urls = client.execute(REFERENCED_URLS, vec![]).await?;
    let urls: Vec<String> = serde_json::from_value(urls)?;
    let local = |url: &&String| {
        url.starts_with(&format!("{origin}/"))
            || url.starts_with("data:")
            || url.starts_with("blob:")
    };
    Ok(urls.iter().filter(|url| !local(url)).cloned().collect())
}

/// The URLs the page fetched, as Resource Timing lists them.
async fn fetched_resources(client: &Client) -> anyhow::Result<Vec<String>> {
    let names = client
        .execute(
            "return performance.getEntriesByType('resource').map(e => e.name);",
            vec![],
        )
        .await?;
    Ok(serde_json::from_value(names)?)
}

/// Saves a PNG of the current page in the temp dir and prints where.
async fn screenshot(client: &Client, name: &str) -> anyhow::Result<()> {
    let png = client.screenshot().await?;
    let path = std::env::temp_dir().join(format!(
        "touchstone-invoice-{name}-{}.png",
        std::process::id()
    ));
    std::fs::write(&path, png).with_context(|| format!("writing {}", path.display()))?;
    println!("screenshot of {name}: {}", path.display());
    Ok(())
}

// The reference page in a browser (black-box cases check INV-PAGE-1/2 of any target).
// covers: INV-REF-1
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn upload_page_shows_fields_decision_reasons_and_errors() {
    with_browser(async |client: &Client, base: &str| {
        client.goto(&format!("{base}/")).await?;
        let first_number = upload_invoice_and_check(client, FIRST_INVOICE).await?;

        // A file that is not a PDF: a readable error replaces the last result.
        let errors = read_json(&fixtures().join("edge/expected_errors.json"))?;
        let code = errors["not_a_pdf.pdf"]["code"]
            .as_str()
            .context("expected_errors.json: not_a_pdf.pdf code")?;
        // Under a name without the error code in it, so that a progress line naming the
        // file cannot pass for the error.
        let dir = tempfile::tempdir()?;
        let not_a_pdf = dir.path().join("scan.pdf");
        std::fs::copy(fixtures().join(NOT_A_PDF), &not_a_pdf)?;
        upload(client, &not_a_pdf).await?;
        let text = wait_for_text(client, code).await?;
        ensure!(
            !text.contains(&first_number),
            "after the failed upload the page still shows the previous invoice:\n{text}"
        );
        ensure!(
            !text.contains('{') && !text.contains("undefined") && !text.contains("[object"),
            "the error is not readable (raw JSON or script values):\n{text}"
        );
        let message_line = text
            .lines()
            .find(|line| line.contains(code))
            .unwrap_or_default();
        ensure!(
            message_line.split_whitespace().count() >= 4,
            "the error names the code but explains nothing: {message_line:?}"
        );

        // The page keeps working: another valid invoice is shown in full.
        upload_invoice_and_check(client, SECOND_INVOICE).await?;
        screenshot(client, "upload-page").await?;

        let foreign = foreign_resources(client, base).await?;
        ensure!(
            foreign.is_empty(),
            "the upload page loaded from other hosts: {foreign:?}"
        );
        Ok(())
    })
    .await;
}

// The reference docs in a browser (black-box cases check INV-DOCS-1/3 of any target).
// covers: INV-REF-2
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn docs_list_every_endpoint_and_load_nothing_from_other_hosts() {
    with_browser(async |client: &Client, base: &str| {
        client.goto(&format!("{base}/docs")).await?;
        client
            .wait()
            .at_most(RENDER_DEADLINE)
            .for_element(Locator::Css(".opblock .opblock-summary-path"))
            .await
            .context("Swagger UI rendered no operation")?;
        let listed = client.execute(LISTED_OPERATIONS, vec![]).await?;
        let listed: BTreeSet<(String, String)> = serde_json::from_value(listed)?;
        for (method, path) in [
            ("POST", "/extract"),
            ("POST", "/process"),
            ("POST", "/match"),
            ("GET", "/health"),
        ] {
            ensure!(
                listed.contains(&(method.to_owned(), path.to_owned())),
                "the docs do not list {method} {path}; they list {listed:?}"
            );
        }

        screenshot(client, "docs").await?;

        // Interactive: "Try it out" on GET /health calls the service from the page.
        let health = "//div[contains(@class, 'opblock-get')][.//*[@data-path='/health']]";
        for (what, inside) in [
            (
                "the GET /health summary",
                "//*[contains(@class, 'opblock-summary')]",
            ),
            (
                "a \"Try it out\" button",
                "//button[contains(@class, 'try-out__btn')]",
            ),
            ("an Execute button", "//button[contains(@class, 'execute')]"),
        ] {
            let xpath = format!("{health}{inside}");
            client
                .wait()
                .at_most(RENDER_DEADLINE)
                .for_element(Locator::XPath(&xpath))
                .await
                .with_context(|| format!("the docs show no {what} for GET /health"))?
                .click()
                .await?;
        }
        let response = client
            .wait()
            .at_most(RENDER_DEADLINE)
            .for_element(Locator::XPath(&format!(
                "{health}//table[contains(@class, 'live-responses-table')]"
            )))
            .await
            .context("executing GET /health in the docs showed no server response")?
            .text()
            .await?;
        let shows = |part: &str| response.contains(part);
        ensure!(
            shows("200") && shows("\"status\"") && shows("\"ok\""),
            "executing GET /health in the docs did not show a 200 with status ok:\n{response}"
        );

        let fetched = fetched_resources(client).await?;
        ensure!(
            fetched.iter().any(|url| url.ends_with(".js"))
                && fetched.iter().any(|url| url.ends_with(".css"))
                && fetched.iter().any(|url| url.ends_with("/openapi.json")),
            "the docs should load a script, a style and /openapi.json; they loaded {fetched:?}"
        );
        let foreign = foreign_resources(client, base).await?;
        ensure!(
            foreign.is_empty(),
            "the docs loaded from other hosts (they must work offline): {foreign:?}"
        );
        Ok(())
    })
    .await;
}
