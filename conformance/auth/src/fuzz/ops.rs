//! The operations the fuzzer strings together. Each refers to grants, tokens
//! and approvals by position modulo how many exist at that point, so any
//! subsequence (what shrinking produces) is still a valid program.

use rand::Rng;
use rand_chacha::ChaCha8Rng;

/// Scopes a grant may hold.
pub const GRANT_SCOPES: [&str; 6] = [
    "files:*",
    "files:read",
    "mail:send",
    "db:*:read",
    "db:main:*",
    "*",
];
/// Scopes requested by checks and attenuations (some escalate, some never match).
pub const SCOPES: [&str; 12] = [
    "files:read",
    "files:write",
    "files:a:b",
    "files:*",
    "mail:send",
    "mail:*",
    "db:main:read",
    "db:x:read",
    "db:main:write",
    "db:*:read",
    "files",
    "*",
];
/// Lifetimes a child may ask for. A root token lives 3600 s; these are far
/// enough apart that "reaches past the parent's exp" never depends on the
/// seconds a program takes to run.
pub const LIFETIMES: [u64; 3] = [30, 600, 7200];
/// Lifetime of every root token (the grant default).
pub const ROOT_LIFETIME: u64 = 3600;
/// Scopes a grant may list as needing approval.
pub const APPROVAL_SCOPES: [&str; 3] = ["files:read", "db:*:read", "mail:*"];

/// A requested scope: one of [`SCOPES`], or one the checked token holds
/// (so that checks reach the use and approval rules more often).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pick {
    Listed(usize),
    Held(usize),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Op {
    CreateGrant {
        scopes: Vec<usize>,
        approval: Option<usize>,
        max_uses: u64,
        max_depth: u64,
    },
    Attenuate {
        token: usize,
        scopes: Vec<usize>,
        max_uses: Option<u64>,
        /// Seconds, one of [`LIFETIMES`].
        expires_in: Option<u64>,
    },
    Check {
        token: usize,
        scope: Pick,
        dry: bool,
    },
    /// Checks again the token and scope an approval was created for.
    Recheck {
        approval: usize,
        dry: bool,
    },
    Introspect {
        token: usize,
    },
    RevokeToken {
        token: usize,
        by_jti: bool,
    },
    RevokeGrant {
        grant: usize,
    },
    Decide {
        approval: usize,
        approve: bool,
    },
}

fn distinct(rng: &mut ChaCha8Rng, universe: usize, most: usize) -> Vec<usize> {
    let count = rng.random_range(1..=most);
    let mut picked: Vec<usize> = Vec::new();
    while picked.len() < count {
        let next = rng.random_range(0..universe);
        if !picked.contains(&next) {
            picked.push(next);
        }
    }
    picked
}

fn create_grant(rng: &mut ChaCha8Rng) -> Op {
    Op::CreateGrant {
        scopes: distinct(rng, GRANT_SCOPES.len(), 2),
        approval: rng
            .random_bool(0.6)
            .then(|| rng.random_range(0..APPROVAL_SCOPES.len())),
        max_uses: rng.random_range(1..=4),
        max_depth: if rng.random_bool(0.15) {
            0
        } else {
            rng.random_range(1..=3)
        },
    }
}

/// A program of `length` operations, starting with a grant.
pub fn program(rng: &mut ChaCha8Rng, length: usize) -> Vec<Op> {
    let mut ops = vec![create_grant(rng)];
    while ops.len() < length {
        let pick = rng.random_range(0..100);
        let any = rng.random_range(0..64);
        ops.push(match pick {
            0..7 => create_grant(rng),
            7..27 => Op::Attenuate {
                token: any,
                scopes: distinct(rng, SCOPES.len(), 2),
                max_uses: rng.random_bool(0.5).then(|| rng.random_range(1..=5)),
                expires_in: rng
                    .random_bool(0.4)
                    .then(|| LIFETIMES[rng.random_range(0..LIFETIMES.len())]),
            },
            27..67 => Op::Check {
                token: any,
                scope: if rng.random_bool(0.5) {
                    Pick::Held(rng.random_range(0..4))
                } else {
                    Pick::Listed(rng.random_range(0..SCOPES.len()))
                },
                dry: rng.random_bool(0.3),
            },
            67..75 => Op::Recheck {
                approval: any,
                dry: rng.random_bool(0.3),
            },
            75..81 => Op::Introspect { token: any },
            81..85 => Op::RevokeToken {
                token: any,
                by_jti: rng.random_bool(0.5),
            },
            85..87 => Op::RevokeGrant { grant: any },
            _ => Op::Decide {
                approval: any,
                approve: rng.random_bool(0.6),
            },
        });
    }
    ops
}
