//! What a suite needs from this machine, checked before the servers start.

use std::process::{Command, Stdio};

/// `Ok(())` when the Docker engine answers; otherwise why not.
pub fn docker_engine() -> Result<(), String> {
    let output = Command::new("docker")
        .args(["version", "--format", "{{.Server.Version}}"])
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("no Docker engine: cannot run the docker CLI ({e})"))?;
    if output.status.success() {
        Ok(())
    } else {
        Err(format!(
            "no Docker engine: {}",
            String::from_utf8_lossy(&output.stderr).trim()
        ))
    }
}

/// Programs a task runs and the Debian packages that provide them.
struct Programs {
    programs: &'static [&'static str],
    packages: &'static [&'static str],
}

/// `chromium` and `chromedriver`, which the browser tests drive and the invoice
/// corpus prints HTML with.
const BROWSER: Programs = Programs {
    programs: &["chromium", "chromedriver"],
    packages: &["chromium", "chromium-driver"],
};

/// LibreOffice without its GUI, which converts the corpus's office documents,
/// and the fonts those documents name.
const OFFICE: Programs = Programs {
    programs: &["soffice"],
    packages: &[
        "libreoffice-writer-nogui",
        "fonts-liberation",
        "fonts-dejavu-core",
    ],
};

/// `Ok(())` when `chromium` and `chromedriver` run. When either is missing and
/// this process runs as root, installs them with apt-get first; otherwise says
/// how to install them.
pub fn browser() -> Result<(), String> {
    ensure(&BROWSER)
}

/// `Ok(())` when `soffice` runs, installing LibreOffice like [`browser`] does.
pub fn office() -> Result<(), String> {
    ensure(&OFFICE)
}

fn ensure(needed: &Programs) -> Result<(), String> {
    let missing = missing_programs(needed.programs);
    if missing.is_empty() {
        return Ok(());
    }
    let packages = needed.packages.join(" ");
    if !nix::unistd::Uid::effective().is_root() {
        return Err(format!(
            "{} not found and not running as root; install them with \
             `sudo apt-get install -y {packages}`",
            missing.join(" and "),
        ));
    }
    eprintln!(
        "{} not found; installing {packages} with apt-get",
        missing.join(" and "),
    );
    apt_get(&["update"])?;
    let mut install = vec!["install", "-y"];
    install.extend(needed.packages);
    apt_get(&install)?;
    let still_missing = missing_programs(needed.programs);
    if still_missing.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "apt-get installed {packages} but {} still does not run",
            still_missing.join(" and ")
        ))
    }
}

/// The programs whose `--version` fails.
fn missing_programs(programs: &[&str]) -> Vec<String> {
    programs
        .iter()
        .filter_map(|program| {
            let runs = Command::new(program)
                .arg("--version")
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status()
                .is_ok_and(|status| status.success());
            (!runs).then(|| format!("`{program}`"))
        })
        .collect()
}

fn apt_get(args: &[&str]) -> Result<(), String> {
    let status = Command::new("apt-get")
        .args(args)
        .env("DEBIAN_FRONTEND", "noninteractive")
        .stdin(Stdio::null())
        .status()
        .map_err(|e| format!("cannot run apt-get {} ({e})", args.join(" ")))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("apt-get {} failed ({status})", args.join(" ")))
    }
}
