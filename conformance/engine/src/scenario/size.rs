//! Sizes of generated request bodies: a byte count (`1048576`) or a sum of
//! sizes with binary units (`"64MiB"`, `"64MiB+1"`).

use serde::Deserialize;

/// The largest body a scenario may generate; it is built in memory.
pub const MAX_GENERATED: usize = 1 << 30;

const UNITS: [(&str, usize); 4] = [
    ("GiB", 1 << 30),
    ("MiB", 1 << 20),
    ("KiB", 1 << 10),
    ("B", 1),
];

#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum SizeSpec {
    Bytes(u64),
    Text(String),
}

impl SizeSpec {
    pub fn bytes(&self) -> Result<usize, String> {
        let bytes = match self {
            SizeSpec::Bytes(n) => {
                usize::try_from(*n).map_err(|_| format!("size {n} is too large"))?
            }
            SizeSpec::Text(text) => parse(text)?,
        };
        if bytes > MAX_GENERATED {
            return Err(format!(
                "size {bytes} is above the limit of {MAX_GENERATED} bytes (1GiB)"
            ));
        }
        Ok(bytes)
    }
}

fn parse(text: &str) -> Result<usize, String> {
    let invalid = || {
        format!(
            "size {text:?} is not a byte count or a sum like \"64MiB+1\" (units: B, KiB, MiB, GiB)"
        )
    };
    text.split('+').try_fold(0usize, |total, term| {
        let term = term.trim();
        let digits = term.len() - term.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        let (number, unit) = term.split_at(digits);
        let number: usize = number.parse().map_err(|_| invalid())?;
        let multiplier = match unit.trim() {
            "" => 1,
            unit => UNITS
                .iter()
                .find(|(name, _)| *name == unit)
                .map(|(_, multiplier)| *multiplier)
                .ok_or_else(invalid)?,
        };
        number
            .checked_mul(multiplier)
            .and_then(|n| total.checked_add(n))
            .ok_or_else(|| format!("size {text:?} is too large"))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(size: &str) -> Result<usize, String> {
        SizeSpec::Text(size.to_owned()).bytes()
    }

    #[test]
    fn counts_and_units_add_up() {
        assert_eq!(SizeSpec::Bytes(12).bytes(), Ok(12));
        assert_eq!(text("12"), Ok(12));
        assert_eq!(text("3B"), Ok(3));
        assert_eq!(text("2KiB"), Ok(2048));
        assert_eq!(text("64MiB"), Ok(64 << 20));
        assert_eq!(text("64MiB+1"), Ok((64 << 20) + 1));
        assert_eq!(text(" 1 MiB + 1 KiB "), Ok((1 << 20) + 1024));
        assert_eq!(text("1GiB"), Ok(1 << 30));
    }

    #[test]
    fn bad_sizes_are_explained() {
        for bad in [
            "", "MiB", "64MB", "64mib", "1.5MiB", "-1", "64MiB+", "0x10", "1 2",
        ] {
            let err = text(bad).unwrap_err();
            assert!(err.contains("units: B, KiB, MiB, GiB"), "{bad:?}: {err}");
        }
        assert!(text("1GiB+1").unwrap_err().contains("above the limit"));
        assert!(text("99999999999999999999GiB").is_err());
        assert!(SizeSpec::Bytes(u64::MAX).bytes().is_err());
    }
}
