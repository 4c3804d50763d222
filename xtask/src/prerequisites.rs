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

/// The Debian packages that provide the two programs the browser tests drive.
const BROWSER_PACKAGES: [&str; 2] = ["chromium", "chromium-driver"];

/// `Ok(())` when `chromium` and `chromedriver` run. When either is missing and
/// this process runs as root, installs them with apt-get first; otherwise says
/// how to install them.
pub fn browser() -> Result<(), String> {
    let missing = missing_browser_programs();
    if missing.is_empty() {
        return Ok(());
    }
    if !nix::unistd::Uid::effective().is_root() {
        return Err(format!(
            "{} not found and not running as root; install them with \
             `sudo apt-get install -y {}`",
            missing.join(" and "),
            BROWSER_PACKAGES.join(" ")
        ));
    }
    eprintln!(
        "{} not found; installing {} with apt-get",
        missing.join(" and "),
        BROWSER_PACKAGES.join(" ")
    );
    apt_get(&["update"])?;
    let mut install = vec!["install", "-y"];
    install.extend(BROWSER_PACKAGES);
    apt_get(&install)?;
    let still_missing = missing_browser_programs();
    if still_missing.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "apt-get installed {} but {} still does not run",
            BROWSER_PACKAGES.join(" "),
            still_missing.join(" and ")
        ))
    }
}

/// The programs among `chromium` and `chromedriver` whose `--version` fails.
fn missing_browser_programs() -> Vec<String> {
    ["chromium", "chromedriver"]
        .into_iter()
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
