//! Scope syntax and the coverage rule (AUTH-SCOPE-*).
//!
//! A scope is one or more `:`-separated segments. A segment is either the
//! wildcard `*` or 1–64 characters of `[A-Za-z0-9_.-]`. Coverage is decided
//! segment by segment, never on the raw string, so `project:app` does not
//! cover `project:application`.

use std::borrow::Cow;
use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use utoipa::openapi::RefOr;
use utoipa::openapi::schema::{ObjectBuilder, Schema, Type};
use utoipa::{PartialSchema, ToSchema};

const MAX_SEGMENTS: usize = 16;
const MAX_SEGMENT_LEN: usize = 64;
/// Most scopes one grant or token may hold.
pub const MAX_SCOPES: usize = 64;

/// The grammar above as the document's pattern, so that a client (or a
/// fuzzer) reading it knows which strings [`Scope::parse`] takes.
pub const PATTERN: &str = r"^(\*|[A-Za-z0-9_.-]{1,64})(:(\*|[A-Za-z0-9_.-]{1,64})){0,15}$";

/// A scope as the OpenAPI document describes it (component `Scope`).
pub struct ScopeText;

impl PartialSchema for ScopeText {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::String)
            .pattern(Some(PATTERN))
            .description(Some(
                "`:`-separated segments (at most 16), each `*` or 1–64 of `A-Z a-z 0-9 _ . -`",
            ))
            .examples(["tickets:read"])
            .into()
    }
}

impl ToSchema for ScopeText {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("Scope")
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Scope {
    segments: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("invalid scope {scope:?}: {why}")]
pub struct ScopeError {
    pub scope: String,
    pub why: &'static str,
}

impl Scope {
    pub fn parse(text: &str) -> Result<Self, ScopeError> {
        let fail = |why| ScopeError {
            scope: text.chars().take(80).collect(),
            why,
        };
        if text.is_empty() {
            return Err(fail("a scope cannot be empty"));
        }
        let segments: Vec<String> = text.split(':').map(str::to_owned).collect();
        if segments.len() > MAX_SEGMENTS {
            return Err(fail("a scope has at most 16 segments"));
        }
        for segment in &segments {
            if segment.is_empty() {
                return Err(fail("empty segment"));
            }
            if segment == "*" {
                continue;
            }
            if segment.len() > MAX_SEGMENT_LEN {
                return Err(fail("a segment has at most 64 characters"));
            }
            if !segment
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'-'))
            {
                return Err(fail("a segment is `*` or made of A-Z a-z 0-9 _ . -"));
            }
        }
        Ok(Self { segments })
    }

    /// Whether every request that `other` permits is also permitted by `self`.
    ///
    /// Literal segments match only the identical segment (a literal never
    /// matches `*`). A `*` that is not last matches exactly one segment of any
    /// value; a `*` that is last matches one or more remaining segments.
    pub fn covers(&self, other: &Scope) -> bool {
        let last = self.segments.len() - 1;
        for (i, mine) in self.segments.iter().enumerate() {
            let Some(theirs) = other.segments.get(i) else {
                return false;
            };
            if mine == "*" {
                if i == last {
                    return true;
                }
                // A trailing `*` of `other` stands for one *or more* segments,
                // which a single-segment `*` of ours cannot cover when more of
                // ours follow; the length check below catches that case.
                continue;
            }
            if mine != theirs {
                return false;
            }
        }
        self.segments.len() == other.segments.len()
    }
}

/// Parses a list of scope strings; an empty list or an oversized one is refused.
pub fn parse_list(texts: &[String]) -> Result<Vec<Scope>, ScopeError> {
    if texts.is_empty() {
        return Err(ScopeError {
            scope: String::new(),
            why: "at least one scope is required",
        });
    }
    if texts.len() > MAX_SCOPES {
        return Err(ScopeError {
            scope: String::new(),
            why: "at most 64 scopes are allowed",
        });
    }
    texts.iter().map(|t| Scope::parse(t)).collect()
}

/// Whether one scope of `held` covers `wanted` on its own.
pub fn any_covers(held: &[Scope], wanted: &Scope) -> bool {
    held.iter().any(|h| h.covers(wanted))
}

impl fmt::Display for Scope {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.segments.join(":"))
    }
}

impl Serialize for Scope {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Scope {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        Scope::parse(&text).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn s(text: &str) -> Scope {
        Scope::parse(text).unwrap()
    }

    #[test]
    fn syntax() {
        for ok in ["a", "project:app", "files:read:*", "*", "a.b-c_d:E9"] {
            assert!(Scope::parse(ok).is_ok(), "{ok}");
        }
        for bad in [
            "", ":", "a:", ":a", "a::b", "a b", "a:b*", "a:**", "ä", "a/b",
        ] {
            assert!(Scope::parse(bad).is_err(), "{bad}");
        }
        assert!(Scope::parse("a:".repeat(16).trim_end_matches(':')).is_ok());
        assert!(Scope::parse("a:".repeat(17).trim_end_matches(':')).is_err());
        assert!(Scope::parse(&"x".repeat(65)).is_err());
    }

    #[test]
    fn no_string_prefix_leak() {
        assert!(!s("project:app").covers(&s("project:application")));
        assert!(!s("project:app").covers(&s("project:app:read")));
        assert!(s("project:app").covers(&s("project:app")));
    }

    #[test]
    fn wildcard_rules() {
        assert!(s("project:*").covers(&s("project:app")));
        assert!(s("project:*").covers(&s("project:app:read")));
        assert!(!s("project:*").covers(&s("project")));
        assert!(s("*").covers(&s("anything:at:all")));
        assert!(s("a:*:c").covers(&s("a:b:c")));
        assert!(!s("a:*:c").covers(&s("a:b:c:d")));
        assert!(!s("a:*:c").covers(&s("a:*")));
        // A literal segment never matches a wildcard.
        assert!(!s("project:app").covers(&s("project:*")));
        assert!(!s("*:read").covers(&s("*")));
        assert!(s("project:*").covers(&s("project:*")));
    }

    fn segment() -> impl Strategy<Value = String> {
        prop_oneof![
            3 => prop::sample::select(vec!["a", "b", "app", "application", "x.y"]).prop_map(str::to_owned),
            1 => Just("*".to_owned()),
        ]
    }

    fn scope() -> impl Strategy<Value = Scope> {
        prop::collection::vec(segment(), 1..5).prop_map(|segments| Scope { segments })
    }

    /// Every concrete request (no `*`) of at most 6 segments over the alphabet.
    fn concrete() -> impl Strategy<Value = Scope> {
        prop::collection::vec(
            prop::sample::select(vec!["a", "b", "app", "application", "x.y", "z"])
                .prop_map(str::to_owned),
            1..7,
        )
        .prop_map(|segments| Scope { segments })
    }

    proptest! {
        #[test]
        fn reflexive(a in scope()) {
            prop_assert!(a.covers(&a));
        }

        #[test]
        fn transitive(a in scope(), b in scope(), c in scope()) {
            if a.covers(&b) && b.covers(&c) {
                prop_assert!(a.covers(&c));
            }
        }

        /// Coverage is sound: a request permitted by the child is permitted by the parent.
        #[test]
        fn sound(parent in scope(), child in scope(), request in concrete()) {
            if parent.covers(&child) && child.covers(&request) {
                prop_assert!(parent.covers(&request));
            }
        }

        #[test]
        fn display_round_trips(a in scope()) {
            prop_assert_eq!(Scope::parse(&a.to_string()).unwrap(), a);
        }
    }
}
