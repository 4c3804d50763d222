//! Scope coverage as the spec decides it, segment by segment.

/// Does `held` cover `requested`? A `*` that is not last matches exactly one
/// segment; a last `*` matches one or more remaining segments; a literal
/// matches only the same literal.
pub fn covers(held: &str, requested: &str) -> bool {
    let held: Vec<&str> = held.split(':').collect();
    let requested: Vec<&str> = requested.split(':').collect();
    for (i, segment) in held.iter().enumerate() {
        let last = i + 1 == held.len();
        if *segment == "*" && last {
            return requested.len() > i;
        }
        match requested.get(i) {
            None => return false,
            Some(_) if *segment == "*" => {}
            Some(other) if other != segment => return false,
            Some(_) => {}
        }
    }
    held.len() == requested.len()
}

/// Covered by one of `held`.
pub fn covered(held: &[String], requested: &str) -> bool {
    held.iter().any(|h| covers(h, requested))
}

#[cfg(test)]
mod tests {
    use super::covers;

    #[test]
    fn examples_of_the_spec() {
        assert!(covers("project:app", "project:app"));
        assert!(!covers("project:app", "project:application"));
        assert!(!covers("project:app", "project:app:read"));
        assert!(covers("files:*", "files:a"));
        assert!(covers("files:*", "files:a:b"));
        assert!(!covers("files:*", "files"));
        assert!(!covers("files:read", "files:*"));
        assert!(!covers("*:read", "*"));
        assert!(covers("*:read", "x:read"));
        assert!(!covers("*:read", "x:read:y"));
        assert!(covers("db:*:read", "db:*:read"));
        assert!(covers("*", "files:*"));
        assert!(!covers("Files:read", "files:read"));
    }
}
