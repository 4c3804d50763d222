//! What the service remembers, one JSON file per record in the data directory
//! (seed §1 rule 7): `sandboxes/<id>.json`, `snapshots/<id>.json` next to the
//! snapshot's archive `snapshots/<id>.tar`.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// How a sandbox's container is built; rollback and fork reuse it unchanged.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SandboxSpec {
    pub image: String,
    pub network: bool,
    pub read_only_rootfs: bool,
    pub cpus: f64,
    pub memory_mb: u64,
    pub pids_limit: i64,
    pub tmp_size_mb: u64,
    pub timeout_seconds: u64,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SandboxRecord {
    pub id: String,
    pub spec: SandboxSpec,
    /// Unix seconds.
    pub created_at: i64,
    /// Unix seconds; the reaper destroys the sandbox once this has passed.
    pub expires_at: i64,
    pub source_snapshot_id: Option<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SnapshotRecord {
    pub id: String,
    pub name: Option<String>,
    pub sandbox_id: String,
    /// The source sandbox's spec, so a fork works after the source is gone.
    pub spec: SandboxSpec,
    pub size_bytes: u64,
    pub created_at: i64,
}

pub struct Store {
    instance: String,
    sandbox_dir: PathBuf,
    snapshot_dir: PathBuf,
    sandboxes: Mutex<HashMap<String, SandboxRecord>>,
    snapshots: Mutex<HashMap<String, SnapshotRecord>>,
}

impl Store {
    pub fn open(data_dir: &Path) -> std::io::Result<Self> {
        let sandbox_dir = data_dir.join("sandboxes");
        let snapshot_dir = data_dir.join("snapshots");
        std::fs::create_dir_all(&sandbox_dir)?;
        std::fs::create_dir_all(&snapshot_dir)?;
        let instance = instance_id(data_dir)?;
        let sandboxes = load_all::<SandboxRecord>(&sandbox_dir)?
            .into_iter()
            .map(|record| (record.id.clone(), record))
            .collect();
        let snapshots = load_all::<SnapshotRecord>(&snapshot_dir)?
            .into_iter()
            .filter(|record| snapshot_archive(&snapshot_dir, &record.id).exists())
            .map(|record| (record.id.clone(), record))
            .collect();
        Ok(Self {
            instance,
            sandbox_dir,
            snapshot_dir,
            sandboxes: Mutex::new(sandboxes),
            snapshots: Mutex::new(snapshots),
        })
    }

    /// Identifies this data directory on the resources created for its records.
    pub fn instance(&self) -> &str {
        &self.instance
    }

    pub fn sandbox(&self, id: &str) -> Option<SandboxRecord> {
        lock(&self.sandboxes).get(id).cloned()
    }

    pub fn sandboxes(&self) -> Vec<SandboxRecord> {
        let mut all: Vec<_> = lock(&self.sandboxes).values().cloned().collect();
        all.sort_by(|a, b| (a.created_at, &a.id).cmp(&(b.created_at, &b.id)));
        all
    }

    pub fn put_sandbox(&self, record: SandboxRecord) -> std::io::Result<()> {
        let mut sandboxes = lock(&self.sandboxes);
        write_atomically(
            &self.sandbox_dir.join(format!("{}.json", record.id)),
            &record,
        )?;
        sandboxes.insert(record.id.clone(), record);
        Ok(())
    }

    /// Changes a sandbox's record if it still exists; `None` when it does not,
    /// so a late update cannot bring back a destroyed sandbox's record.
    pub fn update_sandbox(
        &self,
        id: &str,
        change: impl FnOnce(&mut SandboxRecord),
    ) -> std::io::Result<Option<SandboxRecord>> {
        let mut sandboxes = lock(&self.sandboxes);
        let Some(current) = sandboxes.get(id) else {
            return Ok(None);
        };
        let mut updated = current.clone();
        change(&mut updated);
        write_atomically(&self.sandbox_dir.join(format!("{id}.json")), &updated)?;
        sandboxes.insert(id.to_owned(), updated.clone());
        Ok(Some(updated))
    }

    /// Forgets a sandbox; `false` when there was no such record.
    pub fn remove_sandbox(&self, id: &str) -> std::io::Result<bool> {
        let mut sandboxes = lock(&self.sandboxes);
        remove_if_present(&self.sandbox_dir.join(format!("{id}.json")))?;
        Ok(sandboxes.remove(id).is_some())
    }

    pub fn snapshot(&self, id: &str) -> Option<SnapshotRecord> {
        lock(&self.snapshots).get(id).cloned()
    }

    pub fn snapshots(&self) -> Vec<SnapshotRecord> {
        let mut all: Vec<_> = lock(&self.snapshots).values().cloned().collect();
        all.sort_by(|a, b| (a.created_at, &a.id).cmp(&(b.created_at, &b.id)));
        all
    }

    /// Where a snapshot's archive lives (or is being written).
    pub fn snapshot_archive(&self, id: &str) -> PathBuf {
        snapshot_archive(&self.snapshot_dir, id)
    }

    pub fn put_snapshot(&self, record: SnapshotRecord) -> std::io::Result<()> {
        write_atomically(
            &self.snapshot_dir.join(format!("{}.json", record.id)),
            &record,
        )?;
        lock(&self.snapshots).insert(record.id.clone(), record);
        Ok(())
    }

    pub fn remove_snapshot(&self, id: &str) -> std::io::Result<bool> {
        let known = lock(&self.snapshots).remove(id).is_some();
        remove_if_present(&self.snapshot_dir.join(format!("{id}.json")))?;
        remove_if_present(&self.snapshot_archive(id))?;
        Ok(known)
    }
}

/// A random id made once per data directory and kept in its `instance` file.
fn instance_id(data_dir: &Path) -> std::io::Result<String> {
    let path = data_dir.join("instance");
    match std::fs::read_to_string(&path) {
        Ok(id) if !id.trim().is_empty() => Ok(id.trim().to_owned()),
        Ok(_) => write_instance_id(&path),
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => write_instance_id(&path),
        Err(err) => Err(err),
    }
}

fn write_instance_id(path: &Path) -> std::io::Result<String> {
    let id = format!("{:016x}", rand::random::<u64>());
    std::fs::write(path, &id)?;
    Ok(id)
}

fn snapshot_archive(dir: &Path, id: &str) -> PathBuf {
    dir.join(format!("{id}.tar"))
}

/// A poisoned lock only means another request panicked mid-update of a map
/// whose entries are always whole, so the data is still usable.
fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

fn load_all<T: DeserializeOwned>(dir: &Path) -> std::io::Result<Vec<T>> {
    let mut records = Vec::new();
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.extension().is_none_or(|ext| ext != "json") {
            continue;
        }
        match serde_json::from_slice(&std::fs::read(&path)?) {
            Ok(record) => records.push(record),
            Err(err) => tracing::warn!(path = %path.display(), "skipping unreadable record: {err}"),
        }
    }
    Ok(records)
}

fn write_atomically<T: Serialize>(path: &Path, value: &T) -> std::io::Result<()> {
    let partial = path.with_extension("json.partial");
    std::fs::write(&partial, serde_json::to_vec_pretty(value)?)?;
    std::fs::rename(&partial, path)
}

fn remove_if_present(path: &Path) -> std::io::Result<()> {
    match std::fs::remove_file(path) {
        Err(err) if err.kind() != std::io::ErrorKind::NotFound => Err(err),
        _ => Ok(()),
    }
}
