//! The audit hash chain, recomputed from the spec's encoding alone:
//! `hash_i = hex(SHA-256(raw(prevHash_i) ‖ JCS(entry_i without "hash")))`,
//! with 64 zeros before the first entry.

use std::fmt;
use std::io::Write;
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
    let mut prev = [0u8; 32];
    hex::decode_to_slice(prev_hash, &mut prev)
        .map_err(|e| format!("prevHash is not 64 hex digits: {e}"))?;
    let canonical = canonical(entry, Members::in_order(entry).as_ref())?;
    Ok(hex::encode(digest(&prev, &canonical)))
}

/// JCS of `entry` less `hash`: written directly from its `members` when it
/// has the documented shape, else by the general canonicalizer.
fn canonical(entry: &Map<String, Value>, members: Option<&Members>) -> Result<Vec<u8>, String> {
    if let Some(bytes) = members.and_then(Members::canonical) {
        return Ok(bytes);
    }
    let mut without_hash = entry.clone();
    without_hash.remove("hash");
    serde_json_canonicalizer::to_vec(&without_hash).map_err(|e| e.to_string())
}

fn digest(prev: &[u8; 32], canonical: &[u8]) -> [u8; 32] {
    let mut digest = Sha256::new();
    digest.update(prev);
    digest.update(canonical);
    digest.finalize().into()
}

/// Largest integer JCS writes as plain digits (it formats numbers as
/// ECMAScript doubles, exact only up to 2^53).
const MAX_EXACT_INTEGER: u64 = (1 << 53) - 1;

/// Positions in [`MEMBERS`].
const HASH: usize = 4;
const PREV_HASH: usize = 6;
const SEQ: usize = 9;
const TIME_MS: usize = 10;

/// A member's type test and how a failure describes the type wanted.
type MemberType = (fn(&Value) -> bool, &'static str);

/// What each member must be, by position in [`MEMBERS`].
const TYPES: [MemberType; 11] = [
    (string_or_null, "a string or null"),
    (decision, "a decision"),
    (Value::is_boolean, "a boolean"),
    (string_or_null, "a string or null"),
    (hex_hash_text, "64 lowercase hex digits"),
    (string_or_null, "a string or null"),
    (hex_hash_text, "64 lowercase hex digits"),
    (string_or_null, "a string or null"),
    (Value::is_string, "a string"),
    (unsigned, "a positive integer"),
    (unsigned, "an integer"),
];

fn string_or_null(value: &Value) -> bool {
    value.is_string() || value.is_null()
}

fn decision(value: &Value) -> bool {
    matches!(value.as_str(), Some("allow" | "deny" | "approval_required"))
}

/// Only that it is a string: its digits are checked as they are decoded.
fn hex_hash_text(value: &Value) -> bool {
    value.is_string()
}

/// Value of each lowercase hex digit; 0xff for every other byte.
const HEX_DIGIT: [u8; 256] = {
    let mut table = [0xff; 256];
    let mut digit = 0;
    while digit < 16 {
        table[b"0123456789abcdef"[digit] as usize] = digit as u8;
        digit += 1;
    }
    table
};

/// The 32 bytes spelled by 64 lowercase hex digits.
fn decode_hash(text: &str) -> Option<[u8; 32]> {
    let digits: &[u8; 64] = text.as_bytes().try_into().ok()?;
    let mut raw = [0u8; 32];
    for (byte, pair) in raw.iter_mut().zip(digits.chunks_exact(2)) {
        let (high, low) = (HEX_DIGIT[pair[0] as usize], HEX_DIGIT[pair[1] as usize]);
        if (high | low) == 0xff {
            return None;
        }
        *byte = high << 4 | low;
    }
    Some(raw)
}

fn unsigned(value: &Value) -> bool {
    value.as_u64().is_some()
}

/// An entry's members, borrowed and ordered as [`MEMBERS`] — which is also
/// their JCS order, since JCS sorts names and these are ASCII.
struct Members<'a>([(&'a str, &'a Value); 11]);

impl<'a> Members<'a> {
    /// The members when the entry has exactly the documented names. A map
    /// iterates in name order, so this is one pass without lookups.
    fn in_order(entry: &'a Map<String, Value>) -> Option<Self> {
        if entry.len() != MEMBERS.len() {
            return None;
        }
        let mut members = [("", &Value::Null); 11];
        for ((slot, (name, value)), member) in members.iter_mut().zip(entry).zip(MEMBERS) {
            if name != member {
                return None;
            }
            *slot = (member, value);
        }
        Some(Members(members))
    }

    /// The entry as a documented object, or what is wrong with it.
    fn of(object: &'a Map<String, Value>) -> Result<Self, String> {
        let members = match Members::in_order(object) {
            Some(members) => members,
            None => {
                if let Some(missing) = MEMBERS.iter().find(|name| !object.contains_key(**name)) {
                    return Err(format!("member `{missing}` is missing"));
                }
                if let Some(extra) = object.keys().find(|name| !MEMBERS.contains(&name.as_str())) {
                    return Err(format!("undocumented member `{extra}`"));
                }
                // The right names in another order: a map that keeps insertion order.
                Members(MEMBERS.map(|name| (name, &object[name])))
            }
        };
        for ((name, value), (fits, wanted)) in members.0.iter().zip(TYPES) {
            if !fits(value) {
                return Err(format!("`{name}` is {value}, not {wanted}"));
            }
        }
        Ok(members)
    }

    fn str(&self, at: usize) -> &'a str {
        self.0[at].1.as_str().unwrap_or_default()
    }

    fn number(&self, at: usize) -> u64 {
        self.0[at].1.as_u64().unwrap_or_default()
    }

    /// JCS of the entry less `hash`, written directly when every member is
    /// null, a boolean, a string or a non-negative exact integer — every
    /// well-formed entry. Anything else is `None`, for the general
    /// canonicalizer; the two agree (tested).
    fn canonical(&self) -> Option<Vec<u8>> {
        let mut out = Vec::with_capacity(512);
        out.push(b'{');
        for (at, (name, value)) in self.0.iter().enumerate() {
            if at == HASH {
                continue;
            }
            if out.len() > 1 {
                out.push(b',');
            }
            out.push(b'"');
            out.extend_from_slice(name.as_bytes());
            out.extend_from_slice(b"\":");
            match value {
                Value::Null => out.extend_from_slice(b"null"),
                Value::Bool(true) => out.extend_from_slice(b"true"),
                Value::Bool(false) => out.extend_from_slice(b"false"),
                // serde_json escapes strings exactly as JCS does: `"`, `\\`
                // and control characters only, with lowercase `\u00xx`.
                Value::String(text) => serde_json::to_writer(&mut out, text).ok()?,
                Value::Number(number) => {
                    let n = number.as_u64().filter(|n| *n <= MAX_EXACT_INTEGER)?;
                    write!(out, "{n}").ok()?;
                }
                Value::Array(_) | Value::Object(_) => return None,
            }
        }
        out.push(b'}');
        Some(out)
    }
}

/// What one entry tells on its own, before it is set against its neighbours.
struct Alone<'a> {
    seq: u64,
    time_ms: u64,
    prev_hash: &'a str,
    hash: &'a str,
    claimed: [u8; 32],
    /// What the entry hashes to after the `prevHash` it claims.
    recomputed: [u8; 32],
}

impl Alone<'_> {
    fn hash_holds(&self) -> bool {
        self.claimed == self.recomputed
    }
}

fn check_alone(entry: &Value) -> Result<Alone<'_>, String> {
    let object = entry.as_object().ok_or("not a JSON object")?;
    let members = Members::of(object)?;
    let hash_member = |at: usize| {
        let text = members.str(at);
        decode_hash(text).ok_or_else(|| {
            format!(
                "`{}` is {:?}, not 64 lowercase hex digits",
                MEMBERS[at], text
            )
        })
    };
    let prev = hash_member(PREV_HASH)?;
    let claimed = hash_member(HASH)?;
    let canonical = canonical(object, Some(&members))?;
    Ok(Alone {
        seq: members.number(SEQ),
        time_ms: members.number(TIME_MS),
        prev_hash: members.str(PREV_HASH),
        hash: members.str(HASH),
        claimed,
        recomputed: digest(&prev, &canonical),
    })
}

/// Below this many entries one thread is quicker than several.
const PARALLEL_FROM: usize = 4096;

/// [`check_alone`] for every entry, spread over the machine's cores: that is
/// nearly all the work, and each entry's is independent of the rest.
fn check_each(entries: &[Value]) -> Vec<Result<Alone<'_>, String>> {
    let threads = std::thread::available_parallelism().map_or(1, usize::from);
    if threads == 1 || entries.len() < PARALLEL_FROM {
        return entries.iter().map(check_alone).collect();
    }
    let chunk = entries.len().div_ceil(threads);
    std::thread::scope(|scope| {
        let workers: Vec<_> = entries
            .chunks(chunk)
            .map(|part| scope.spawn(move || part.iter().map(check_alone).collect::<Vec<_>>()))
            .collect();
        workers
            .into_iter()
            .flat_map(|worker| match worker.join() {
                Ok(part) => part,
                Err(panic) => std::panic::resume_unwind(panic),
            })
            .collect()
    })
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
    let mut prev_hash = GENESIS;
    let mut prev_time = 0u64;
    for (index, alone) in check_each(entries).into_iter().enumerate() {
        let entry = match alone {
            Ok(entry) => entry,
            Err(detail) => return problem(index, ProblemKind::Malformed, detail),
        };
        if entry.seq != index as u64 + 1 {
            return problem(
                index,
                ProblemKind::Sequence,
                format!("seq {} where {} follows", entry.seq, index + 1),
            );
        }
        if entry.prev_hash != prev_hash {
            return problem(
                index,
                ProblemKind::Link,
                format!(
                    "prevHash {} but the previous hash is {prev_hash}",
                    entry.prev_hash
                ),
            );
        }
        if !entry.hash_holds() {
            return problem(
                index,
                ProblemKind::Hash,
                format!(
                    "hash {} but the entry hashes to {}",
                    entry.hash,
                    hex::encode(entry.recomputed)
                ),
            );
        }
        if entry.time_ms < prev_time {
            return problem(
                index,
                ProblemKind::Time,
                format!(
                    "timeMs {} is before the previous {prev_time}",
                    entry.time_ms
                ),
            );
        }
        prev_hash = entry.hash;
        prev_time = entry.time_ms;
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
    fn long_chains_split_over_threads_still_name_the_first_problem() {
        let specs: Vec<(u64, bool, bool)> = (0..PARALLEL_FROM as u64 + 900)
            .map(|i| (i % 7, i % 3 == 0, i % 5 == 0))
            .collect();
        let mut entries = chain(&specs);
        assert_eq!(first_bad(&entries, None), None);
        let (early, late) = (PARALLEL_FROM - 10, PARALLEL_FROM + 500);
        entries[late]["scope"] = json!("admin:*");
        entries[early]["dryRun"] = json!(!entries[early]["dryRun"].as_bool().unwrap());
        let problem = verify_chain(&entries, None).problem.unwrap();
        assert_eq!((problem.index, problem.kind), (early, ProblemKind::Hash));
        entries[3] = json!("not an entry");
        assert_eq!(
            verify_chain(&entries, None).problem.unwrap().kind,
            ProblemKind::Malformed
        );
    }

    #[test]
    fn hashes_decode_from_lowercase_hex_only() {
        assert_eq!(decode_hash(GENESIS), Some([0; 32]));
        let upper = "AB".repeat(32);
        assert_eq!(decode_hash(&"ab".repeat(32)), Some([0xab; 32]));
        for bad in [
            upper.as_str(),
            &"0".repeat(63),
            &"0".repeat(65),
            &"g".repeat(64),
            "",
        ] {
            assert_eq!(decode_hash(bad), None, "{bad}");
        }
    }

    #[test]
    fn members_are_in_canonical_order() {
        // JCS sorts by UTF-16 code units; for ASCII names that is byte order.
        assert!(MEMBERS.windows(2).all(|pair| pair[0] < pair[1]));
    }

    #[test]
    fn entries_off_the_documented_shape_take_the_general_encoder() {
        let mut entry = json!({"approvalId": null, "decision": "allow", "dryRun": false, "grantId": null,
            "hash": "x", "jti": null, "prevHash": GENESIS, "reason": null, "scope": "a:b", "seq": 1, "timeMs": 5});
        for odd in [
            json!(-1),
            json!(1.5),
            json!(u64::MAX),
            json!([1]),
            json!({"b": 1, "a": 2}),
        ] {
            entry["timeMs"] = odd;
            let object = entry.as_object().unwrap();
            assert!(
                Members::in_order(object)
                    .and_then(|m| m.canonical())
                    .is_none()
            );
            let mut without_hash = object.clone();
            without_hash.remove("hash");
            let mut input = vec![0u8; 32];
            input.extend(serde_json_canonicalizer::to_vec(&without_hash).unwrap());
            assert_eq!(
                entry_hash(GENESIS, object).unwrap(),
                hex::encode(Sha256::digest(&input))
            );
        }
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

    fn member_value() -> impl Strategy<Value = Value> {
        prop_oneof![
            Just(Value::Null),
            any::<bool>().prop_map(Value::Bool),
            any::<String>().prop_map(Value::String),
            "[\\x00-\\x1f\"\\\\\u{7f}\u{2028}\u{fffd}\u{1f600}a-z]{0,12}".prop_map(Value::String),
            (0u64..=MAX_EXACT_INTEGER).prop_map(Value::from),
        ]
    }

    proptest! {
        /// The direct writer and the general canonicalizer give the same bytes.
        #[test]
        fn direct_encoding_is_jcs(values in prop::collection::vec(member_value(), MEMBERS.len())) {
            let entry: Map<String, Value> = MEMBERS.iter().map(|name| name.to_string()).zip(values).collect();
            let mut without_hash = entry.clone();
            without_hash.remove("hash");
            prop_assert_eq!(Members::in_order(&entry).and_then(|m| m.canonical()), Some(serde_json_canonicalizer::to_vec(&without_hash).unwrap()));
        }

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
