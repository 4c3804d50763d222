//! Builds the default sandbox image with `docker import` from a root filesystem
//! made of Debian's `busybox-static` package, so no registry is needed.
//!
//! The root filesystem is assembled as a tar archive in memory with fixed
//! timestamps and owners, so the same package gives the same bytes; the image
//! carries the archive's SHA-256 as a label and is only re-imported when that
//! hash changes.

use std::io::Read;
use std::path::Path;
use std::process::{Command, Stdio};

use anyhow::{Context, bail};
use sha2::{Digest, Sha256};

const HASH_LABEL: &str = "io.touchstone.content-hash";
const SANDBOX_UID: u64 = 1000;

pub fn build(tag: &str) -> anyhow::Result<()> {
    require_tool("docker", &["version", "--format", "{{.Server.Version}}"])
        .context("the Docker engine must be reachable to build the sandbox image")?;
    let scratch =
        std::env::temp_dir().join(format!("touchstone-sandbox-image-{}", std::process::id()));
    std::fs::create_dir_all(&scratch)?;
    let result = build_in(tag, &scratch);
    let _ = std::fs::remove_dir_all(&scratch);
    result
}

fn build_in(tag: &str, scratch: &Path) -> anyhow::Result<()> {
    let deb = match download_busybox_deb(scratch) {
        Ok(deb) => deb,
        // Offline with an image already built: keep it rather than fail.
        Err(err) => match existing_hash(tag) {
            Some(hash) if !hash.is_empty() => {
                eprintln!(
                    "cannot check busybox-static ({err:#}); keeping {tag} ({HASH_LABEL}={hash})"
                );
                return Ok(());
            }
            _ => return Err(err),
        },
    };
    let busybox = extract_busybox(&deb)?;
    let applets = list_applets(scratch, &busybox)?;
    let rootfs = rootfs_archive(&busybox, &applets)?;
    let hash = hex(&Sha256::digest(&rootfs));

    if existing_hash(tag).as_deref() == Some(hash.as_str()) {
        println!("{tag} is up to date ({HASH_LABEL}={hash})");
        return Ok(());
    }
    import(tag, &hash, &rootfs)?;
    println!("built {tag} ({HASH_LABEL}={hash})");
    Ok(())
}

fn require_tool(program: &str, args: &[&str]) -> anyhow::Result<()> {
    let output = Command::new(program)
        .args(args)
        .stdin(Stdio::null())
        .output()
        .with_context(|| format!("cannot run `{program}`"))?;
    if !output.status.success() {
        bail!(
            "`{program} {}` failed: {}",
            args.join(" "),
            String::from_utf8_lossy(&output.stderr).trim()
        );
    }
    Ok(())
}

/// `apt-get download` needs package lists; on a fresh machine they are fetched first.
fn download_busybox_deb(scratch: &Path) -> anyhow::Result<std::path::PathBuf> {
    let download = || {
        Command::new("apt-get")
            .args(["download", "-q", "busybox-static"])
            .current_dir(scratch)
            .stdin(Stdio::null())
            .output()
    };
    let mut output = download().context("cannot run apt-get (a Debian-based host is needed)")?;
    if !output.status.success() {
        require_tool("apt-get", &["update", "-q"]).context("apt-get update")?;
        output = download()?;
    }
    if !output.status.success() {
        bail!(
            "apt-get download busybox-static failed: {}",
            String::from_utf8_lossy(&output.stderr).trim()
        );
    }
    for entry in std::fs::read_dir(scratch)? {
        let path = entry?.path();
        if path.extension().is_some_and(|ext| ext == "deb") {
            return Ok(path);
        }
    }
    bail!(
        "apt-get download reported success but left no .deb in {}",
        scratch.display()
    )
}

/// Reads `/bin/busybox` out of the package's data archive without unpacking it.
fn extract_busybox(deb: &Path) -> anyhow::Result<Vec<u8>> {
    let output = Command::new("dpkg-deb")
        .arg("--fsys-tarfile")
        .arg(deb)
        .stdin(Stdio::null())
        .output()
        .context("cannot run dpkg-deb")?;
    if !output.status.success() {
        bail!(
            "dpkg-deb failed: {}",
            String::from_utf8_lossy(&output.stderr).trim()
        );
    }
    let mut archive = tar::Archive::new(output.stdout.as_slice());
    for entry in archive.entries()? {
        let mut entry = entry?;
        if entry.path()?.as_ref() == Path::new("./bin/busybox") {
            let mut bytes = Vec::new();
            entry.read_to_end(&mut bytes)?;
            return Ok(bytes);
        }
    }
    bail!("{} holds no ./bin/busybox", deb.display())
}

/// The applets this build of busybox offers, as paths like `usr/bin/timeout`.
fn list_applets(scratch: &Path, busybox: &[u8]) -> anyhow::Result<Vec<String>> {
    use std::os::unix::fs::PermissionsExt;
    let binary = scratch.join("busybox");
    std::fs::write(&binary, busybox)?;
    std::fs::set_permissions(&binary, std::fs::Permissions::from_mode(0o755))?;
    let output = Command::new(&binary).arg("--list-full").output()?;
    if !output.status.success() {
        bail!("busybox --list-full failed");
    }
    let mut applets: Vec<String> = String::from_utf8(output.stdout)?
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && *line != "bin/busybox")
        .map(str::to_owned)
        .collect();
    applets.sort();
    applets.dedup();
    for needed in [
        "bin/sh",
        "usr/bin/setsid",
        "usr/bin/timeout",
        "bin/tar",
        "bin/sleep",
    ] {
        if !applets.iter().any(|applet| applet == needed) {
            bail!("this busybox lacks the {needed} applet the sandbox needs");
        }
    }
    Ok(applets)
}

enum Node<'a> {
    Dir { mode: u32, owner: u64 },
    File { mode: u32, bytes: &'a [u8] },
    Symlink { target: &'a str },
}

fn rootfs_archive(busybox: &[u8], applets: &[String]) -> anyhow::Result<Vec<u8>> {
    const PASSWD: &str = "root:x:0:0:root:/root:/bin/sh\n\
                          sandbox:x:1000:1000:sandbox:/workspace:/bin/sh\n\
                          nobody:x:65534:65534:nobody:/nonexistent:/bin/false\n";
    const GROUP: &str = "root:x:0:\nsandbox:x:1000:\nnogroup:x:65534:\n";

    let mut nodes: Vec<(String, Node)> = Vec::new();
    for dir in [
        "bin", "sbin", "usr", "usr/bin", "usr/sbin", "etc", "dev", "proc", "sys", "run", "var",
    ] {
        nodes.push((
            dir.into(),
            Node::Dir {
                mode: 0o755,
                owner: 0,
            },
        ));
    }
    nodes.push((
        "root".into(),
        Node::Dir {
            mode: 0o700,
            owner: 0,
        },
    ));
    nodes.push((
        "tmp".into(),
        Node::Dir {
            mode: 0o1777,
            owner: 0,
        },
    ));
    nodes.push((
        "workspace".into(),
        Node::Dir {
            mode: 0o755,
            owner: SANDBOX_UID,
        },
    ));
    nodes.push((
        "bin/busybox".into(),
        Node::File {
            mode: 0o755,
            bytes: busybox,
        },
    ));
    nodes.push((
        "etc/passwd".into(),
        Node::File {
            mode: 0o644,
            bytes: PASSWD.as_bytes(),
        },
    ));
    nodes.push((
        "etc/group".into(),
        Node::File {
            mode: 0o644,
            bytes: GROUP.as_bytes(),
        },
    ));
    for applet in applets {
        nodes.push((
            applet.clone(),
            Node::Symlink {
                target: "/bin/busybox",
            },
        ));
    }

    let mut builder = tar::Builder::new(Vec::new());
    for (path, node) in nodes {
        let mut header = tar::Header::new_gnu();
        header.set_mtime(0);
        match node {
            Node::Dir { mode, owner } => {
                header.set_entry_type(tar::EntryType::Directory);
                header.set_mode(mode);
                header.set_uid(owner);
                header.set_gid(owner);
                header.set_size(0);
                builder.append_data(&mut header, format!("{path}/"), std::io::empty())?;
            }
            Node::File { mode, bytes } => {
                header.set_entry_type(tar::EntryType::Regular);
                header.set_mode(mode);
                header.set_size(bytes.len() as u64);
                builder.append_data(&mut header, &path, bytes)?;
            }
            Node::Symlink { target } => {
                header.set_entry_type(tar::EntryType::Symlink);
                header.set_mode(0o777);
                header.set_size(0);
                builder.append_link(&mut header, &path, target)?;
            }
        }
    }
    Ok(builder.into_inner()?)
}

fn existing_hash(tag: &str) -> Option<String> {
    let format = format!("{{{{index .Config.Labels \"{HASH_LABEL}\"}}}}");
    let output = Command::new("docker")
        .args(["image", "inspect", "--format", &format, tag])
        .stdin(Stdio::null())
        .stderr(Stdio::null())
        .output()
        .ok()?;
    output
        .status
        .success()
        .then(|| String::from_utf8_lossy(&output.stdout).trim().to_owned())
}

fn import(tag: &str, hash: &str, rootfs: &[u8]) -> anyhow::Result<()> {
    use std::io::Write;
    let changes = [
        format!("LABEL {HASH_LABEL}={hash}"),
        "ENV PATH=/usr/sbin:/usr/bin:/sbin:/bin".to_owned(),
        "ENV HOME=/workspace".to_owned(),
        "WORKDIR /workspace".to_owned(),
        "USER 1000:1000".to_owned(),
        r#"CMD ["/bin/sh"]"#.to_owned(),
    ];
    let mut command = Command::new("docker");
    command.arg("import");
    for change in &changes {
        command.arg("--change").arg(change);
    }
    let mut child = command
        .args(["-", tag])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .context("cannot run docker import")?;
    child
        .stdin
        .take()
        .context("docker import has no stdin")?
        .write_all(rootfs)?;
    let status = child.wait()?;
    if !status.success() {
        bail!("docker import {tag} failed ({status})");
    }
    Ok(())
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|byte| format!("{byte:02x}")).collect()
}
