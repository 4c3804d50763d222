//! File path validation (seed §1 rule 5). The lexical check runs before any
//! backend sees the path; the symlink check resolves the path inside the
//! container and applies the same rule to the result.

use axum::http::StatusCode;
use reference_common::ApiError;

use crate::runtime::WORKSPACE;

/// Longest file name component Linux accepts (`NAME_MAX`), in bytes.
pub const MAX_NAME_BYTES: usize = 255;
/// Longest normalised path accepted (`PATH_MAX` minus the final NUL), in bytes.
pub const MAX_PATH_BYTES: usize = 4095;
/// Longest raw path accepted before normalisation, in bytes.
const MAX_RAW_PATH_BYTES: usize = 4 * MAX_PATH_BYTES;

/// Whether `/workspace` itself is acceptable, or only paths below it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    WorkspaceOrBelow,
    BelowWorkspace,
}

/// Lexically normalises an absolute path (`.`, `..`, repeated slashes) and
/// requires it to lie in `/workspace` according to `scope`.
pub fn validate(raw: &str, scope: Scope) -> Result<String, ApiError> {
    if raw.is_empty() {
        return Err(invalid("`path` must not be empty"));
    }
    if raw.contains('\0') {
        return Err(invalid("`path` must not contain NUL"));
    }
    if !raw.starts_with('/') {
        return Err(invalid("`path` must be absolute, e.g. /workspace/file.txt"));
    }
    if raw.len() > MAX_RAW_PATH_BYTES {
        return Err(invalid(&format!(
            "`path` must not be longer than {MAX_RAW_PATH_BYTES} bytes"
        )));
    }
    let mut parts: Vec<&str> = Vec::new();
    for part in raw.split('/') {
        match part {
            "" | "." => {}
            ".." => {
                parts.pop();
            }
            name if name.len() > MAX_NAME_BYTES => {
                return Err(invalid(&format!(
                    "each component of `path` must be at most {MAX_NAME_BYTES} bytes long; \
                     one has {} bytes",
                    name.len()
                )));
            }
            name => parts.push(name),
        }
    }
    let normalised = format!("/{}", parts.join("/"));
    if normalised.len() > MAX_PATH_BYTES {
        return Err(invalid(&format!(
            "`path` must not be longer than {MAX_PATH_BYTES} bytes once normalised"
        )));
    }
    require_inside(&normalised, scope)?;
    Ok(normalised)
}

/// The check applied again to a path after symlinks were resolved.
pub fn require_inside(path: &str, scope: Scope) -> Result<(), ApiError> {
    let below = path
        .strip_prefix(WORKSPACE)
        .is_some_and(|rest| rest.starts_with('/') && rest.len() > 1);
    let inside = below || (scope == Scope::WorkspaceOrBelow && path == WORKSPACE);
    if inside {
        Ok(())
    } else {
        Err(ApiError::new(
            StatusCode::BAD_REQUEST,
            "path_outside_workspace",
            format!("{path:?} is not inside {WORKSPACE}"),
        ))
    }
}

fn invalid(message: &str) -> ApiError {
    ApiError::new(StatusCode::BAD_REQUEST, "invalid_path", message)
}

#[cfg(test)]
mod tests {
    use super::{MAX_NAME_BYTES, MAX_PATH_BYTES, Scope, validate};

    fn code(raw: &str, scope: Scope) -> String {
        validate(raw, scope)
            .map_err(|err| err.code)
            .unwrap_or_else(|code| code)
    }

    #[test]
    fn paths_inside_the_workspace_are_normalised() {
        let below = Scope::BelowWorkspace;
        assert_eq!(
            validate("/workspace/a.txt", below).unwrap(),
            "/workspace/a.txt"
        );
        assert_eq!(
            validate("/workspace//d/./e/../f", below).unwrap(),
            "/workspace/d/f"
        );
        assert_eq!(
            validate("/workspace/", Scope::WorkspaceOrBelow).unwrap(),
            "/workspace"
        );
        assert_eq!(
            validate("/workspace/%2e%2e", below).unwrap(),
            "/workspace/%2e%2e"
        );
    }

    #[test]
    fn escapes_are_rejected() {
        let below = Scope::BelowWorkspace;
        for raw in [
            "/etc/passwd",
            "/workspace/../etc/passwd",
            "/workspace/a/../../etc",
            "/workspacex/a",
            "/",
        ] {
            assert_eq!(code(raw, below), "path_outside_workspace", "{raw}");
        }
        assert_eq!(code("/workspace", below), "path_outside_workspace");
        assert_eq!(code("workspace/a", below), "invalid_path");
        assert_eq!(code("", below), "invalid_path");
        assert_eq!(code("/workspace/a\0b", below), "invalid_path");
    }

    #[test]
    fn overlong_names_and_paths_are_invalid() {
        let below = Scope::BelowWorkspace;
        let longest = "a".repeat(MAX_NAME_BYTES);
        let ok = format!("/workspace/{longest}");
        assert_eq!(validate(&ok, below).unwrap(), ok);
        let too_long = "a".repeat(MAX_NAME_BYTES + 1);
        for raw in [
            format!("/workspace/{too_long}"),
            format!("/workspace/{too_long}/x"),
            format!("/workspace/{too_long}/../x"),
            // 128 two-byte characters: 256 bytes.
            format!("/workspace/{}", "é".repeat(128)),
        ] {
            let err = validate(&raw, below).unwrap_err();
            assert_eq!(err.code, "invalid_path");
            assert!(err.message.contains("255"), "{}", err.message);
        }
        let deep = format!("/workspace{}", format!("/{longest}").repeat(16));
        assert!(deep.len() > MAX_PATH_BYTES);
        let err = validate(&deep, below).unwrap_err();
        assert_eq!(err.code, "invalid_path");
        assert!(err.message.contains("4095"), "{}", err.message);
        let huge = format!("/workspace/{}", "./".repeat(MAX_PATH_BYTES * 3));
        assert_eq!(code(&huge, below), "invalid_path");
        let just_fits = format!("/workspace/{}", "./".repeat(1000));
        assert_eq!(
            validate(&just_fits, Scope::WorkspaceOrBelow).unwrap(),
            "/workspace"
        );
    }
}
