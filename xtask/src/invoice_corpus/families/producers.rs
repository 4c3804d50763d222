//! Running the real producers: headless Chromium prints HTML, LibreOffice
//! Writer converts HTML and plain text. Their PDFs carry the time of making and
//! a random file identifier; both are pinned so that a file depends only on
//! its source and the producer's version.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use anyhow::{Context, bail};
use sha2::{Digest, Sha256};
use xtask::prerequisites;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Producer {
    /// `chromium --headless --print-to-pdf`
    Chromium,
    /// `soffice --convert-to pdf` of an HTML document imported into Writer
    Writer,
    /// `soffice --convert-to pdf` of a plain-text file
    WriterText,
}

impl Producer {
    pub fn name(self) -> &'static str {
        match self {
            Producer::Chromium => "chromium",
            Producer::Writer => "libreoffice-writer",
            Producer::WriterText => "libreoffice-writer-text",
        }
    }

    pub fn source_extension(self) -> &'static str {
        match self {
            Producer::Chromium | Producer::Writer => "html",
            Producer::WriterText => "txt",
        }
    }

    /// Installs the producer when missing (as root), else says how.
    pub fn ensure_installed(self) -> anyhow::Result<()> {
        match self {
            Producer::Chromium => prerequisites::browser(),
            Producer::Writer | Producer::WriterText => prerequisites::office(),
        }
        .map_err(anyhow::Error::msg)
    }

    /// The program and version that made the PDFs, for the record.
    pub fn version(self) -> anyhow::Result<String> {
        let program = match self {
            Producer::Chromium => "chromium",
            Producer::Writer | Producer::WriterText => "soffice",
        };
        let output = Command::new(program)
            .arg("--version")
            .stdin(Stdio::null())
            .output()
            .with_context(|| format!("running {program} --version"))?;
        Ok(String::from_utf8_lossy(&output.stdout).trim().to_string())
    }

    /// Converts each source to `<stem>.pdf` beside it.
    pub fn convert(self, sources: &[PathBuf], scratch: &Path) -> anyhow::Result<()> {
        match self {
            Producer::Chromium => sources.iter().try_for_each(|s| chromium(s, scratch)),
            Producer::Writer => writer(sources, "HTML (StarWriter)", scratch),
            Producer::WriterText => writer(
                sources,
                "Text (encoded):UTF8,LF,Liberation Mono,en-US",
                scratch,
            ),
        }?;
        for source in sources {
            let pdf = source.with_extension("pdf");
            let mut bytes =
                std::fs::read(&pdf).with_context(|| format!("{} was not made", pdf.display()))?;
            pin_metadata(&mut bytes, &std::fs::read(source)?);
            std::fs::write(&pdf, bytes)?;
        }
        Ok(())
    }
}

fn run(command: &mut Command) -> anyhow::Result<()> {
    let output = command
        .env("TZ", "UTC")
        .stdin(Stdio::null())
        .output()
        .with_context(|| format!("running {command:?}"))?;
    if !output.status.success() {
        bail!(
            "{command:?} failed ({}): {}",
            output.status,
            String::from_utf8_lossy(&output.stderr)
        );
    }
    Ok(())
}

fn chromium(source: &Path, scratch: &Path) -> anyhow::Result<()> {
    let source = std::path::absolute(source)?;
    run(Command::new("chromium")
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--no-pdf-header-footer",
        ])
        .arg(format!(
            "--user-data-dir={}",
            scratch.join("chromium").display()
        ))
        .arg(format!(
            "--print-to-pdf={}",
            source.with_extension("pdf").display()
        ))
        .arg(format!("file://{}", source.display())))
}

/// One LibreOffice process converts every source with the same import filter.
fn writer(sources: &[PathBuf], import_filter: &str, scratch: &Path) -> anyhow::Result<()> {
    let Some(dir) = sources.first().and_then(|s| s.parent()) else {
        return Ok(());
    };
    let profile = std::path::absolute(scratch.join("libreoffice"))?;
    run(Command::new("soffice")
        .arg(format!(
            "-env:UserInstallation=file://{}",
            profile.display()
        ))
        .args(["--headless", "--norestore", "--nolockcheck"])
        .arg(format!("--infilter={import_filter}"))
        .args(["--convert-to", "pdf:writer_pdf_Export", "--outdir"])
        .arg(dir)
        .args(sources))
}

/// Overwrites the creation and modification dates and the file identifier in
/// place, keeping every byte offset (and so the cross-reference table) valid.
pub fn pin_metadata(pdf: &mut [u8], source: &[u8]) {
    const DATE: &[u8] = b"20260101000000";
    let digest = hex(&Sha256::digest(source));
    for key in [&b"/CreationDate"[..], b"/ModDate"] {
        for at in find_all(pdf, key) {
            let rest = &pdf[at..pdf.len().min(at + key.len() + 8)];
            if let Some(d) = find_all(rest, b"D:").first() {
                let start = at + d + 2;
                let end = (start + DATE.len()).min(pdf.len());
                if pdf[start..end].iter().all(u8::is_ascii_digit) {
                    pdf[start..end].copy_from_slice(&DATE[..end - start]);
                }
            }
        }
    }
    // `/ID [<hex> <hex>]` and LibreOffice's `/DocChecksum /HEX`: their hex
    // digits become the source's digest.
    let mut digits = digest.bytes().cycle().map(|b| b.to_ascii_uppercase());
    for at in find_all(pdf, b"/ID") {
        let mut i = at + 3;
        while pdf.get(i).is_some_and(u8::is_ascii_whitespace) {
            i += 1;
        }
        if pdf.get(i) != Some(&b'[') {
            continue;
        }
        let mut inside = false;
        while let Some(&c) = pdf.get(i) {
            match c {
                b']' => break,
                b'<' => inside = true,
                b'>' => inside = false,
                c if inside && c.is_ascii_hexdigit() => pdf[i] = digits.next().unwrap_or(b'0'),
                _ => {}
            }
            i += 1;
        }
    }
    for at in find_all(pdf, b"/DocChecksum /") {
        let mut i = at + b"/DocChecksum /".len();
        while pdf.get(i).is_some_and(u8::is_ascii_hexdigit) {
            pdf[i] = digits.next().unwrap_or(b'0');
            i += 1;
        }
    }
}

fn find_all(haystack: &[u8], needle: &[u8]) -> Vec<usize> {
    haystack
        .windows(needle.len())
        .enumerate()
        .filter(|(_, w)| *w == needle)
        .map(|(i, _)| i)
        .collect()
}

pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}
