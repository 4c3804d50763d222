//! Broken PDFs derived deterministically from good ones: truncations, byte
//! flips, deleted and duplicated ranges, and corrupted cross-reference and
//! stream-length entries, the damage real uploads carry.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Truncate,
    FlipBytes,
    DeleteRange,
    DuplicateRange,
    CorruptXref,
    CorruptStreamLength,
}

impl Kind {
    pub const ALL: [Kind; 6] = [
        Kind::Truncate,
        Kind::FlipBytes,
        Kind::DeleteRange,
        Kind::DuplicateRange,
        Kind::CorruptXref,
        Kind::CorruptStreamLength,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Kind::Truncate => "truncate",
            Kind::FlipBytes => "flip-bytes",
            Kind::DeleteRange => "delete-range",
            Kind::DuplicateRange => "duplicate-range",
            Kind::CorruptXref => "corrupt-xref",
            Kind::CorruptStreamLength => "corrupt-stream-length",
        }
    }
}

/// One mutant: which original and which damage, for reports and replay.
pub struct Mutant {
    pub index: usize,
    pub source: usize,
    pub kind: Kind,
    pub detail: String,
    pub bytes: Vec<u8>,
}

/// Mutant `index` of the series for `seed`; the same arguments give the same
/// bytes, so a failure can be replayed alone. `originals` must not be empty.
pub fn mutant(seed: u64, index: usize, originals: &[Vec<u8>]) -> Mutant {
    let mut rng =
        ChaCha8Rng::seed_from_u64(seed ^ (index as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let source = index % originals.len();
    let kind = Kind::ALL[(index / originals.len()) % Kind::ALL.len()];
    let mut bytes = originals[source].clone();
    let detail = apply(kind, &mut bytes, &mut rng);
    Mutant {
        index,
        source,
        kind,
        detail,
        bytes,
    }
}

fn apply(kind: Kind, bytes: &mut Vec<u8>, rng: &mut ChaCha8Rng) -> String {
    let len = bytes.len();
    if len == 0 {
        return "empty original".to_owned();
    }
    match kind {
        Kind::Truncate => {
            let at = rng.random_range(0..len);
            bytes.truncate(at);
            format!("cut at byte {at} of {len}")
        }
        Kind::FlipBytes => {
            let count = rng.random_range(1..=16);
            for _ in 0..count {
                let at = rng.random_range(0..len);
                bytes[at] ^= 1 << rng.random_range(0..8);
            }
            format!("{count} bit flips")
        }
        Kind::DeleteRange => {
            let (start, end) = range(rng, len);
            bytes.drain(start..end);
            format!("bytes {start}..{end} deleted")
        }
        Kind::DuplicateRange => {
            let (start, end) = range(rng, len);
            let copy = bytes[start..end].to_vec();
            let at = rng.random_range(0..=bytes.len());
            bytes.splice(at..at, copy);
            format!("bytes {start}..{end} copied to {at}")
        }
        Kind::CorruptXref => corrupt_number_after(bytes, rng, &[b"startxref", b"xref"]),
        Kind::CorruptStreamLength => corrupt_number_after(bytes, rng, &[b"/Length"]),
    }
}

fn range(rng: &mut ChaCha8Rng, len: usize) -> (usize, usize) {
    let start = rng.random_range(0..len);
    let span = rng.random_range(1..=(len - start).min(512));
    (start, start + span)
}

/// Replaces the number that follows one of the keywords (chosen at random among
/// their occurrences) with a wrong one: zero, huge, negative or slightly off.
/// Without any occurrence, any run of digits is damaged instead, and without
/// digits one byte.
fn corrupt_number_after(bytes: &mut Vec<u8>, rng: &mut ChaCha8Rng, keywords: &[&[u8]]) -> String {
    let mut spots = Vec::new();
    for keyword in keywords {
        let mut from = 0;
        while let Some(pos) = find(&bytes[from..], keyword) {
            let after = from + pos + keyword.len();
            if let Some((start, end)) = number_at(bytes, after) {
                spots.push((start, end));
            }
            from = after;
        }
    }
    if spots.is_empty() {
        let mut at = 0;
        while at < bytes.len() {
            match number_at(bytes, at) {
                Some((start, end)) if start == at => {
                    spots.push((start, end));
                    at = end;
                }
                _ => at += 1,
            }
        }
    }
    if spots.is_empty() {
        let at = rng.random_range(0..bytes.len());
        bytes[at] = !bytes[at];
        return format!("no number to corrupt; byte {at} inverted");
    }
    let (start, end) = spots[rng.random_range(0..spots.len())];
    let old: i64 = std::str::from_utf8(&bytes[start..end])
        .ok()
        .and_then(|t| t.parse().ok())
        .unwrap_or(0);
    let new = match rng.random_range(0..5) {
        0 => 0,
        1 => i64::from(u32::MAX) * 1024,
        2 => -old.max(1),
        3 => old + rng.random_range(1..64),
        _ => (old - rng.random_range(1..64)).max(0),
    };
    bytes.splice(start..end, new.to_string().into_bytes());
    format!("number {old} at byte {start} replaced by {new}")
}

/// The digits starting at or after `from`, skipping white space only.
fn number_at(bytes: &[u8], from: usize) -> Option<(usize, usize)> {
    let start = from
        + bytes
            .get(from..)?
            .iter()
            .take_while(|b| b.is_ascii_whitespace())
            .count();
    let end = start
        + bytes
            .get(start..)?
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
    (end > start).then_some((start, end))
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn originals() -> Vec<Vec<u8>> {
        let pdf = b"%PDF-1.4\n1 0 obj << /Length 12 >> stream\nBT (Hi) Tj ET\nendstream endobj\nxref\n0 2\n0000000000 65535 f \ntrailer << /Size 2 >>\nstartxref\n57\n%%EOF\n";
        vec![pdf.to_vec(), b"%PDF-1.7\n%%EOF\n".to_vec()]
    }

    #[test]
    fn same_seed_and_index_give_the_same_bytes() {
        let originals = originals();
        for index in 0..50 {
            assert_eq!(
                mutant(7, index, &originals).bytes,
                mutant(7, index, &originals).bytes
            );
        }
        let differ = (0..50)
            .filter(|&i| mutant(7, i, &originals).bytes != mutant(8, i, &originals).bytes)
            .count();
        assert!(
            differ > 25,
            "seeds 7 and 8 gave the same mutants {} times of 50",
            50 - differ
        );
    }

    #[test]
    fn every_kind_is_used_and_changes_the_file() {
        let originals = originals();
        let count = originals.len() * Kind::ALL.len();
        let mutants: Vec<Mutant> = (0..count).map(|i| mutant(1, i, &originals)).collect();
        for kind in Kind::ALL {
            assert!(
                mutants.iter().any(|m| m.kind == kind),
                "{} never chosen",
                kind.name()
            );
        }
        for m in &mutants {
            assert_ne!(
                m.bytes,
                originals[m.source],
                "{} left {} unchanged ({})",
                m.kind.name(),
                m.source,
                m.detail
            );
        }
    }

    #[test]
    fn stream_length_corruption_rewrites_the_length() {
        let originals = originals();
        let m = (0..200)
            .map(|i| mutant(3, i, &originals))
            .find(|m| m.kind == Kind::CorruptStreamLength && m.source == 0)
            .expect("a stream-length mutant of the first original");
        assert!(m.detail.starts_with("number 12 "), "{}", m.detail);
    }

    #[test]
    fn damage_never_panics_on_tiny_inputs() {
        let originals = vec![b"%".to_vec(), b"1".to_vec(), b"xref".to_vec()];
        for index in 0..300 {
            mutant(index as u64, index, &originals);
        }
    }
}
