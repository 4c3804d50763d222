//! The audit hash chain, recomputed from the spec's encoding alone:
//! `hash_i = hex(SHA-256(raw(prevHash_i) ‖ JCS(entry_i without "hash")))`,
//! with 64 zeros before the first entry.

use std::fmt;
use std::str::FromStr;

use serde::Serialize;
use serde_json::{Map, Value};
use sha2::{Digest, Sha256};

pub const GENESIS: &str = "0000000000000000000000000000000000000000000000000000000000000000";

/// Every member an entry carries, `hash` included.
pub const MEMBERS: [&str; 11] = [
    "approvalId",
    "decision",
    "dryRun",
    "grantId",
    "hash",
    "jti",
    "prevHash",
    "reason",
    "scope",
    "seq",
    "timeMs",
];

/// A head kept from an earlier verification: the last sequence number and its hash.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Head {
    pub seq: u64,
    pub hash: String,
}

impl FromStr for Head {
    type Err = String;

    /// `SEQ:HASH`, as the CLI's `--head` takes it.
    fn from_str(text: &str) -> Result<Self, String> {
        let (seq, hash) = text.split_once(':').ok_or("expected SEQ:HASH")?;
        let seq = seq
            .parse()
            .map_err(|_| format!("{seq:?} is not a sequence number"))?;
        if !is_hash(hash) {
            return Err(format!("{hash:?} is not 64 lowercase hex digits"));
        }
        Ok(Head {
            seq,
            hash: hash.to_owned(),
        })
    }
}

impl fmt::Display for Head {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.seq, self.hash)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ProblemKind {
    /// Not an object of the documented members and types.
    Malformed,
    /// `seq` is not the previous one plus one (first: 1).
    Sequence,
    /// `prevHash` is not the previous entry's `hash` (first: 64 zeros).
    Link,
    /// `hash` differs from the recomputed one.
    Hash,
    /// `timeMs` went backwards.
    Time,
    /// The log ends before the kept head.
    Truncated,
    /// The entry at the kept head's sequence has another hash.
    HeadMismatch,
}

/// The first place where the copy stops being a valid chain.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Problem {
    /// Position in the downloaded list, from 0.
    pub index: usize,
    pub kind: ProblemKind,
    pub detail: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ChainReport {
    pub entries: usize,
    /// Last entry of a valid chain.
    pub head: Option<Head>,
    pub problem: Option<Problem>,
}

impl ChainReport {
    pub fn is_valid(&self) -> bool {
        self.problem.is_none()
    }
}

pub fn is_hash(text: &str) -> bool {
    text.len() == 64
        && text
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

/// The hash an entry must carry after `prev_hash` (both lowercase hex).
pub fn entry_hash(prev_hash: &str, entry: &Map<String, Value>) -> Result<String, String> {
    let prev = hex::decode(prev_hash).map_err(|e| format!("prevHash is not hex: {e}"))?;
    let mut without_hash = entry.clone();
    without_hash.remove("hash");
    let canonical = serde_json_canonicalizer::to_vec(&without_hash).map_err(|e| e.to_string())?;
    let mut digest = Sha256::new();
    digest.update(&prev);
    digest.update(&canonical);
    Ok(hex::encode(digest.finalize()))
}

fn shape(entry: &Value) -> Result<&Map<String, Value>, String> {
    let object = entry.as_object().ok_or("not a JSON object")?;
    if let Some(missing) = MEMBERS.iter().find(|name| !object.contains_key(**name)) {
        return Err(format!("member `{missing}` is missing"));
    }
    if let Some(extra) = object.keys().find(|name| !MEMBERS.contains(&name.as_str())) {
        return Err(format!("undocumented member `{extra}`"));
    }
    let typed = |name: &str, ok: fn(&Value) -> bool, what: &str| {
        if ok(&object[name]) {
            Ok(())
        } else {
            Err(format!("`{name}` is {}, not {what}", object[name]))
        }
    };
    let string_or_null = |v: &Value| v.is_string() || v.is_null();
    typed("seq", |v| v.as_u64().is_some(), "a positive integer")?;
    typed("timeMs", |v| v.as_u64().is_some(), "an integer")?;
    typed("dryRun", Value::is_boolean, "a boolean")?;
    typed(
        "decision",
        |v| matches!(v.as_str(), Some("allow" | "deny" | "approval_required")),
        "a decision",
    )?;
    typed("scope", Value::is_string, "a string")?;
    for name in ["approvalId", "grantId", "jti", "reason"] {
        typed(name, string_or_null, "a string or null")?;
    }
    for name in ["hash", "prevHash"] {
        typed(
            name,
            |v| v.as_str().is_some_and(is_hash),
            "64 lowercase hex digits",
        )?;
    }
    Ok(object)
}

/// Checks a whole downloaded log (from `seq` 1) and, when given, that it still
/// reaches a head kept earlier.
pub fn verify_chain(entries: &[Value], kept: Option<&Head>) -> ChainReport {
    let problem = first_problem(entries, kept);
    let head = match (&problem, entries.last()) {
        (None, Some(last)) => Some(Head {
            seq: last["seq"].as_u64().unwrap_or_default(),
            hash: last["hash"].as_str().unwrap_or_default().to_owned(),
        }),
        _ => None,
    };
    ChainReport {
        entries: entries.len(),
        head,
        problem,
    }
}

fn first_problem(entries: &[Value], kept: Option<&Head>) -> Option<Problem> {
    let problem = |index: usize, kind: ProblemKind, detail: String| {
        Some(Problem {
            index,
            kind,
            detail,
        })
    };
    let mut prev_hash = GENESIS.to_owned();
    let mut prev_time = 0u64;
    for (index, entry) in entries.iter().enumerate() {
        let object = match shape(entry) {
            Ok(object) => object,
            Err(detail) => return problem(index, ProblemKind::Malformed, detail),
        };
        let seq = object["seq"].as_u64().unwrap_or_default();
        if seq != index as u64 + 1 {
            return problem(
                index,
                ProblemKind::Sequence,
                format!("seq {seq} where {} follows", index + 1),
            );
        }
        let claimed_prev = object["prevHash"].as_str().unwrap_or_default();
        if claimed_prev != prev_hash {
            return problem(
                index,
                ProblemKind::Link,
                format!("prevHash {claimed_prev} but the previous hash is {prev_hash}"),
            );
        }
        let recomputed = match entry_hash(&prev_hash, object) {
            Ok(hash) => hash,
            Err(detail) => return problem(index, ProblemKind::Malformed, detail),
        };
        let claimed = object["hash"].as_str().unwrap_or_default();
        if claimed != recomputed {
            return problem(
                index,
                ProblemKind::Hash,
                format!("hash {claimed} but the entry hashes to {recomputed}"),
            );
        }
        let time = object["timeMs"].as_u64().unwrap_or_default();
        if time < prev_time {
            return problem(
                index,
                ProblemKind::Time,
                format!("timeMs {time} is before the previous {prev_time}"),
            );
        }
        prev_hash = recomputed;
        prev_time = time;
    }
    let kept = kept?;
    // A kept head of seq 0 is the empty log, which every log extends.
    let index = kept.seq.checked_sub(1).map(|i| i as usize)?;
    match entries.get(index) {
        None => problem(
            entries.len(),
            ProblemKind::Truncated,
            format!(
                "the log ends at {} entries but the kept head is seq {}",
                entries.len(),
                kept.seq
            ),
        ),
        Some(entry) if entry["hash"].as_str() != Some(kept.hash.as_str()) => problem(
            index,
            ProblemKind::HeadMismatch,
            format!(
                "seq {} hashes to {} but the kept head says {}",
                kept.seq, entry["hash"], kept.hash
            ),
        ),
        Some(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;
    use serde_json::json;

    use super::*;

    fn entry(seq: u64, time: u64, decision: &str, dry: bool, prev: &str) -> Value {
        let mut entry = json!({
            "approvalId": null, "decision": decision, "dryRun": dry, "grantId": "grt_1",
            "jti": "tok_1", "prevHash": prev, "reason": if decision == "deny" { json!("scope_not_granted") } else { Value::Null },
            "scope": format!("files:{seq}"), "seq": seq, "timeMs": time,
        });
        let hash = entry_hash(prev, entry.as_object().unwrap()).unwrap();
        entry["hash"] = json!(hash);
        entry
    }

    fn chain(specs: &[(u64, bool, bool)]) -> Vec<Value> {
        let mut entries: Vec<Value> = Vec::new();
        let mut time = 1_700_000_000_000;
        for (i, (step, deny, dry)) in specs.iter().enumerate() {
            time += step;
            let prev = entries.last().map_or(GENESIS.to_owned(), |e| {
                e["hash"].as_str().unwrap().to_owned()
            });
            entries.push(entry(
                i as u64 + 1,
                time,
                if *deny { "deny" } else { "allow" },
                *dry,
                &prev,
            ));
        }
        entries
    }

    fn head_of(entries: &[Value]) -> Head {
        verify_chain(entries, None).head.unwrap()
    }

    fn first_bad(entries: &[Value], head: Option<&Head>) -> Option<usize> {
        verify_chain(entries, head).problem.map(|p| p.index)
    }

    /// The canonical form written out by hand from the spec, so the encoder is
    /// checked against the text and not against itself.
    #[test]
    fn hash_follows_the_documented_encoding() {
        let entry = json!({"seq": 1, "timeMs": 5, "scope": "a:b", "reason": null, "prevHash": GENESIS,
            "jti": null, "grantId": null, "dryRun": true, "decision": "deny", "approvalId": null, "hash": "x"});
        let canonical = format!(
            r#"{{"approvalId":null,"decision":"deny","dryRun":true,"grantId":null,"jti":null,"prevHash":"{GENESIS}","reason":null,"scope":"a:b","seq":1,"timeMs":5}}"#
        );
        let mut input = vec![0u8; 32];
        input.extend_from_slice(canonical.as_bytes());
        let expected = hex::encode(Sha256::digest(&input));
        assert_eq!(
            entry_hash(GENESIS, entry.as_object().unwrap()).unwrap(),
            expected
        );
    }

    #[test]
    fn empty_log_is_valid_without_head_and_truncated_with_one() {
        assert!(verify_chain(&[], None).is_valid());
        let head = Head {
            seq: 1,
            hash: GENESIS.to_owned(),
        };
        assert_eq!(
            verify_chain(&[], Some(&head)).problem.unwrap().kind,
            ProblemKind::Truncated
        );
    }

    #[test]
    fn head_parses_and_rejects_garbage() {
        let head: Head = format!("7:{GENESIS}").parse().unwrap();
        assert_eq!(head.seq, 7);
        assert!("7".parse::<Head>().is_err());
        assert!("x:00".parse::<Head>().is_err());
        assert!(
            format!("7:{}", GENESIS.to_uppercase().replace('0', "A"))
                .parse::<Head>()
                .is_err()
        );
    }

    #[test]
    fn decreasing_time_is_reported() {
        let mut entries = chain(&[(5, false, false), (5, false, false)]);
        let first_time = entries[0]["timeMs"].as_u64().unwrap();
        entries[1] = entry(
            2,
            first_time - 1,
            "allow",
            false,
            entries[0]["hash"].as_str().unwrap(),
        );
        let problem = verify_chain(&entries, None).problem.unwrap();
        assert_eq!((problem.index, problem.kind), (1, ProblemKind::Time));
    }

    fn specs() -> impl Strategy<Value = Vec<(u64, bool, bool)>> {
        prop::collection::vec((0u64..50, any::<bool>(), any::<bool>()), 2..24)
    }

    proptest! {
        #[test]
        fn untouched_chains_verify_and_reach_their_head(specs in specs()) {
            let entries = chain(&specs);
            let head = head_of(&entries);
            prop_assert_eq!(head.seq as usize, entries.len());
            prop_assert_eq!(first_bad(&entries, Some(&head)), None);
            for cut in 1..entries.len() {
                let earlier = head_of(&entries[..cut]);
                prop_assert_eq!(first_bad(&entries, Some(&earlier)), None);
            }
        }

        #[test]
        fn edited_entry_is_named(specs in specs(), at in any::<prop::sample::Index>(), field in 0usize..5) {
            let mut entries = chain(&specs);
            let k = at.index(entries.len());
            let target = &mut entries[k];
            match field {
                0 => target["decision"] = json!(if target["decision"] == "deny" { "allow" } else { "deny" }),
                1 => target["dryRun"] = json!(!target["dryRun"].as_bool().unwrap()),
                2 => target["scope"] = json!("admin:*"),
                3 => target["timeMs"] = json!(target["timeMs"].as_u64().unwrap() + 1),
                _ => target["hash"] = json!(GENESIS),
            }
            prop_assert_eq!(first_bad(&entries, None), Some(k));
        }

        #[test]
        fn deleted_entry_is_named(specs in specs(), at in any::<prop::sample::Index>()) {
            let mut entries = chain(&specs);
            let head = head_of(&entries);
            let k = at.index(entries.len());
            entries.remove(k);
            prop_assert_eq!(first_bad(&entries, Some(&head)), Some(k));
        }

        #[test]
        fn swapped_entries_are_named(specs in specs(), at in any::<prop::sample::Index>(), gap in 1usize..4) {
            let mut entries = chain(&specs);
            let k = at.index(entries.len() - 1);
            let j = (k + gap).min(entries.len() - 1);
            entries.swap(k, j);
            prop_assert_eq!(first_bad(&entries, None), Some(k));
        }

        #[test]
        fn duplicated_entry_is_named(specs in specs(), at in any::<prop::sample::Index>()) {
            let mut entries = chain(&specs);
            let k = at.index(entries.len());
            entries.insert(k + 1, entries[k].clone());
            prop_assert_eq!(first_bad(&entries, None), Some(k + 1));
        }

        #[test]
        fn inserted_forged_entry_is_named(specs in specs(), at in any::<prop::sample::Index>()) {
            let mut entries = chain(&specs);
            let k = at.index(entries.len() + 1);
            let mut forged = entries[k.min(entries.len() - 1)].clone();
            forged["decision"] = json!("allow");
            forged["reason"] = Value::Null;
            forged["scope"] = json!("admin:everything");
            entries.insert(k, forged);
            prop_assert_eq!(first_bad(&entries, None), Some(k));
        }

        /// An inserted entry with a correct link and hash passes itself; the
        /// entry it pushed down is the first that no longer fits.
        #[test]
        fn inserted_rehashed_entry_is_caught_at_the_next(specs in specs(), at in any::<prop::sample::Index>()) {
            let mut entries = chain(&specs);
            let k = at.index(entries.len());
            let prev = if k == 0 { GENESIS.to_owned() } else { entries[k - 1]["hash"].as_str().unwrap().to_owned() };
            let time = entries[k]["timeMs"].as_u64().unwrap();
            entries.insert(k, entry(k as u64 + 1, time, "allow", false, &prev));
            prop_assert_eq!(first_bad(&entries, None), Some(k + 1));
        }

        #[test]
        fn truncation_is_named_against_the_kept_head(specs in specs(), keep in any::<prop::sample::Index>()) {
            let entries = chain(&specs);
            let head = head_of(&entries);
            let kept = keep.index(entries.len());
            let truncated = &entries[..kept];
            prop_assert_eq!(first_bad(truncated, None), None);
            let problem = verify_chain(truncated, Some(&head)).problem.unwrap();
            prop_assert_eq!((problem.index, problem.kind), (kept, ProblemKind::Truncated));
        }

        /// A log rewritten from some point on is internally valid; only the kept head reveals it.
        #[test]
        fn recomputed_tail_is_caught_by_the_head(specs in specs(), at in any::<prop::sample::Index>()) {
            let entries = chain(&specs);
            let head = head_of(&entries);
            let k = at.index(entries.len());
            let mut rewritten = entries[..k].to_vec();
            for (i, original) in entries[k..].iter().enumerate() {
                let seq = (k + i) as u64 + 1;
                let prev = rewritten.last().map_or(GENESIS.to_owned(), |e| e["hash"].as_str().unwrap().to_owned());
                let mut forged = original.clone();
                forged["scope"] = json!("rewritten:history");
                forged["seq"] = json!(seq);
                forged["prevHash"] = json!(prev);
                let hash = entry_hash(&prev, forged.as_object().unwrap()).unwrap();
                forged["hash"] = json!(hash);
                rewritten.push(forged);
            }
            prop_assert_eq!(first_bad(&rewritten, None), None);
            let problem = verify_chain(&rewritten, Some(&head)).problem.unwrap();
            prop_assert_eq!((problem.index, problem.kind), (entries.len() - 1, ProblemKind::HeadMismatch));
        }
    }
}
