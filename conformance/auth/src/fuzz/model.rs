//! The fuzzer's own model of grants, tokens, uses, revocation and approvals,
//! written from the spec. For each operation it predicts the request and
//! the answer; identifiers the service picks are named by variables
//! (`g0`, `t3`, `j3`, `a1`) that the runner captures from the answers.

use serde_json::{Value, json};

use super::ops::{APPROVAL_SCOPES, GRANT_SCOPES, Op, Pick, ROOT_LIFETIME, SCOPES};
use super::scope::covered;

/// What an answer member must be.
#[derive(Debug, Clone, PartialEq)]
pub enum Expect {
    Equals(Value),
    Type(&'static str),
    OneOf(Vec<Value>),
}

#[derive(Debug, Clone, PartialEq)]
pub struct Assert {
    /// `$.member` or `$.member.member`.
    pub path: &'static str,
    pub expect: Expect,
    /// The requirement a wrong value breaks when it is not the step's own
    /// (a reason code or an error code is the project's choice).
    pub requirement: Option<&'static str>,
}

/// One request with the answer the model predicts; strings may hold `${var}`.
#[derive(Debug, Clone, PartialEq)]
pub struct Step {
    pub name: String,
    pub path: String,
    pub admin: bool,
    pub body: Option<Value>,
    pub status: u16,
    pub asserts: Vec<Assert>,
    /// Variables to take from the answer: (name, `$.member`).
    pub captures: Vec<(String, &'static str)>,
    /// The requirement a wrong answer breaks.
    pub requirement: &'static str,
}

fn eq(path: &'static str, value: Value) -> Assert {
    Assert {
        path,
        expect: Expect::Equals(value),
        requirement: None,
    }
}

/// `eq`, where a wrong value breaks `requirement` rather than the step's rule.
fn eq_under(path: &'static str, value: Value, requirement: &'static str) -> Assert {
    Assert {
        requirement: Some(requirement),
        ..eq(path, value)
    }
}

/// The project requirement that names a deny reason.
fn reason_rule(reason: &str) -> &'static str {
    match reason {
        "scope_not_granted" => "AUTH-CHECK-8",
        "uses_exhausted" => "AUTH-USE-7",
        "approval_denied" => "AUTH-APPROVAL-8",
        _ => "AUTH-CHECK-9",
    }
}

fn var(prefix: char, index: usize) -> String {
    format!("${{{prefix}{index}}}")
}

struct Grant {
    approval_required: Vec<String>,
    max_depth: u64,
    tokens: Vec<usize>,
}

/// Why a token is revoked: it decides which rule a wrong answer breaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Revoked {
    No,
    Directly,
    WithAncestor,
    WithGrant,
}

impl Revoked {
    /// The rule that revoked the token, or `direct` when it was named itself.
    fn rule(self, direct: &'static str) -> &'static str {
        match self {
            Revoked::WithAncestor => "AUTH-REVOKE-3",
            Revoked::WithGrant => "AUTH-REVOKE-7",
            Revoked::No | Revoked::Directly => direct,
        }
    }
}

struct Token {
    grant: usize,
    /// Token positions, root first.
    ancestors: Vec<usize>,
    scopes: Vec<String>,
    max_uses: u64,
    /// Seconds between issue and exp, as asked for (children never outlive parents).
    lifetime: u64,
    spent: u64,
    revoked: Revoked,
}

impl Token {
    fn is_revoked(&self) -> bool {
        self.revoked != Revoked::No
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Status {
    Pending,
    Approved,
    Denied,
    Used,
}

struct Approval {
    token: usize,
    scope: String,
    status: Status,
}

pub struct Model {
    agent: String,
    grants: Vec<Grant>,
    tokens: Vec<Token>,
    approvals: Vec<Approval>,
}

impl Model {
    pub fn new(agent: String) -> Self {
        Model {
            agent,
            grants: Vec::new(),
            tokens: Vec::new(),
            approvals: Vec::new(),
        }
    }

    /// The request `op` makes and its predicted answer, after which the model
    /// is in the state the service must be in; `None` when `op` refers to
    /// something that does not exist yet.
    pub fn plan(&mut self, op: &Op) -> Option<Step> {
        match op {
            Op::CreateGrant {
                scopes,
                approval,
                max_uses,
                max_depth,
            } => Some(self.create_grant(scopes, *approval, *max_uses, *max_depth)),
            Op::Attenuate {
                token,
                scopes,
                max_uses,
                expires_in,
            } => {
                let token = self.pick_token(*token)?;
                Some(self.attenuate(token, scopes, *max_uses, *expires_in))
            }
            Op::Check { token, scope, dry } => {
                let token = self.pick_token(*token)?;
                let scope = match scope {
                    Pick::Listed(i) => SCOPES[*i].to_owned(),
                    Pick::Held(i) => {
                        let held = &self.tokens[token].scopes;
                        held[i % held.len()].clone()
                    }
                };
                Some(self.check(token, &scope, *dry))
            }
            Op::Recheck { approval, dry } => {
                let approval =
                    (!self.approvals.is_empty()).then(|| approval % self.approvals.len())?;
                let Approval { token, scope, .. } = &self.approvals[approval];
                let (token, scope) = (*token, scope.clone());
                Some(self.check(token, &scope, *dry))
            }
            Op::Introspect { token } => Some(self.introspect(self.pick_token(*token)?)),
            Op::RevokeToken { token, by_jti } => {
                let token = self.pick_token(*token)?;
                Some(self.revoke_token(token, *by_jti))
            }
            Op::RevokeGrant { grant } => {
                let grant = (!self.grants.is_empty()).then(|| grant % self.grants.len())?;
                Some(self.revoke_grant(grant))
            }
            Op::Decide { approval, approve } => {
                let approval =
                    (!self.approvals.is_empty()).then(|| approval % self.approvals.len())?;
                Some(self.decide(approval, *approve))
            }
        }
    }

    fn pick_token(&self, index: usize) -> Option<usize> {
        (!self.tokens.is_empty()).then(|| index % self.tokens.len())
    }

    fn chain(&self, token: usize) -> Vec<usize> {
        let mut chain = self.tokens[token].ancestors.clone();
        chain.push(token);
        chain
    }

    fn uses_remaining(&self, token: usize) -> u64 {
        self.chain(token)
            .iter()
            .map(|t| {
                self.tokens[*t]
                    .max_uses
                    .saturating_sub(self.tokens[*t].spent)
            })
            .min()
            .unwrap_or(0)
    }

    fn create_grant(
        &mut self,
        scopes: &[usize],
        approval: Option<usize>,
        max_uses: u64,
        max_depth: u64,
    ) -> Step {
        let g = self.grants.len();
        let t = self.tokens.len();
        let scopes: Vec<String> = scopes.iter().map(|s| GRANT_SCOPES[*s].to_owned()).collect();
        let approval_required: Vec<String> = approval
            .map(|a| APPROVAL_SCOPES[a].to_owned())
            .into_iter()
            .collect();
        self.grants.push(Grant {
            approval_required: approval_required.clone(),
            max_depth,
            tokens: vec![t],
        });
        self.tokens.push(Token {
            grant: g,
            ancestors: Vec::new(),
            scopes: scopes.clone(),
            max_uses,
            lifetime: ROOT_LIFETIME,
            spent: 0,
            revoked: Revoked::No,
        });
        Step {
            name: format!("create grant g{g} (root t{t})"),
            path: "/v1/grants".into(),
            admin: true,
            body: Some(json!({
                "agent": self.agent, "scopes": scopes, "approvalRequired": approval_required,
                "maxUses": max_uses, "maxDepth": max_depth,
            })),
            status: 201,
            asserts: vec![
                eq("$.scopes", json!(scopes)),
                eq("$.maxUses", json!(max_uses)),
                eq("$.maxDepth", json!(max_depth)),
                eq("$.status", json!("active")),
            ],
            captures: vec![
                (format!("g{g}"), "$.id"),
                (format!("t{t}"), "$.token"),
                (format!("j{t}"), "$.rootJti"),
            ],
            requirement: "AUTH-GRANT-1",
        }
    }

    fn attenuate(
        &mut self,
        parent: usize,
        scopes: &[usize],
        max_uses: Option<u64>,
        expires_in: Option<u64>,
    ) -> Step {
        let scopes: Vec<String> = scopes.iter().map(|s| SCOPES[*s].to_owned()).collect();
        let p = &self.tokens[parent];
        // Asking for the parent's own lifetime lands on its exp give or take
        // the seconds since it was issued: the model leaves it out instead.
        let expires_in = expires_in.filter(|l| *l != p.lifetime);
        let mut body = json!({"token": var('t', parent), "scopes": scopes});
        if let Some(max_uses) = max_uses {
            body["maxUses"] = json!(max_uses);
        }
        if let Some(expires_in) = expires_in {
            body["expiresIn"] = json!(expires_in);
        }
        let depth = p.ancestors.len() as u64 + 1;
        let refused = |status: u16, code: &str, requirement: &'static str| Step {
            name: format!("attenuate t{parent} to {scopes:?} (refused)"),
            path: "/v1/tokens/attenuate".into(),
            admin: false,
            body: Some(body.clone()),
            status,
            asserts: vec![if status == 401 {
                eq_under("$.error.code", json!(code), "AUTH-ERROR-5")
            } else {
                eq("$.error.code", json!(code))
            }],
            captures: Vec::new(),
            requirement,
        };
        if p.is_revoked() {
            return refused(401, "unauthorized", p.revoked.rule("AUTH-ATTEN-6"));
        }
        if depth > self.grants[p.grant].max_depth {
            return refused(403, "depth_exceeded", "AUTH-ATTEN-11");
        }
        if !scopes.iter().all(|s| covered(&p.scopes, s)) {
            return refused(403, "scope_escalation", "AUTH-ATTEN-2");
        }
        if max_uses.is_some_and(|m| m > p.max_uses) {
            return refused(403, "scope_escalation", "AUTH-ATTEN-10");
        }
        if expires_in.is_some_and(|l| l > p.lifetime) {
            return refused(403, "scope_escalation", "AUTH-ATTEN-9");
        }
        let lifetime = expires_in.unwrap_or(p.lifetime);
        let child = self.tokens.len();
        let grant = p.grant;
        let child_uses = max_uses.unwrap_or(p.max_uses);
        let mut ancestors = p.ancestors.clone();
        ancestors.push(parent);
        self.grants[grant].tokens.push(child);
        self.tokens.push(Token {
            grant,
            ancestors,
            scopes: scopes.clone(),
            max_uses: child_uses,
            lifetime,
            spent: 0,
            revoked: Revoked::No,
        });
        Step {
            name: format!("attenuate t{parent} to {scopes:?} (child t{child})"),
            path: "/v1/tokens/attenuate".into(),
            admin: false,
            body: Some(body),
            status: 201,
            asserts: vec![
                eq("$.parent", json!(var('j', parent))),
                eq("$.grantId", json!(var('g', grant))),
                eq("$.depth", json!(depth)),
                eq("$.maxUses", json!(child_uses)),
                eq("$.scopes", json!(scopes)),
            ],
            captures: vec![
                (format!("t{child}"), "$.token"),
                (format!("j{child}"), "$.jti"),
            ],
            requirement: "AUTH-ATTEN-1",
        }
    }

    fn check(&mut self, token: usize, scope: &str, dry: bool) -> Step {
        let t = &self.tokens[token];
        let grant = t.grant;
        let mut step = Step {
            name: format!(
                "check t{token} for {scope}{}",
                if dry { " (dry run)" } else { "" }
            ),
            path: "/v1/check".into(),
            admin: false,
            body: Some(json!({"token": var('t', token), "scope": scope, "dryRun": dry})),
            status: 200,
            asserts: vec![
                eq("$.jti", json!(var('j', token))),
                eq("$.grantId", json!(var('g', grant))),
            ],
            captures: Vec::new(),
            requirement: "AUTH-CHECK-4",
        };
        let deny = |step: &mut Step, reason: &str, requirement: &'static str| {
            step.asserts.push(eq("$.decision", json!("deny")));
            step.asserts
                .push(eq_under("$.reason", json!(reason), reason_rule(reason)));
            step.requirement = requirement;
        };
        if t.is_revoked() {
            deny(&mut step, "token_revoked", t.revoked.rule("AUTH-REVOKE-1"));
            return step;
        }
        if !covered(&t.scopes, scope) {
            deny(&mut step, "scope_not_granted", "AUTH-CHECK-3");
            step.asserts
                .push(eq("$.usesRemaining", json!(self.uses_remaining(token))));
            return step;
        }
        if self.uses_remaining(token) == 0 {
            deny(&mut step, "uses_exhausted", "AUTH-USE-3");
            step.asserts.push(eq("$.usesRemaining", json!(0)));
            return step;
        }
        let gated = covered(&self.grants[grant].approval_required, scope);
        let latest = self
            .approvals
            .iter()
            .rposition(|a| a.token == token && a.scope == scope);
        if gated {
            match latest.map(|a| (a, self.approvals[a].status)) {
                Some((a, Status::Denied)) => {
                    deny(&mut step, "approval_denied", "AUTH-APPROVAL-8");
                    step.asserts.push(eq("$.approvalId", json!(var('a', a))));
                    return step;
                }
                Some((a, Status::Pending)) => {
                    step.asserts
                        .push(eq("$.decision", json!("approval_required")));
                    step.asserts.push(if dry {
                        Assert {
                            path: "$.approvalId",
                            expect: Expect::OneOf(vec![Value::Null, json!(var('a', a))]),
                            requirement: None,
                        }
                    } else {
                        eq("$.approvalId", json!(var('a', a)))
                    });
                    step.requirement = if dry {
                        "AUTH-APPROVAL-9"
                    } else {
                        "AUTH-APPROVAL-2"
                    };
                    return step;
                }
                Some((a, Status::Approved)) => {
                    if !dry {
                        self.approvals[a].status = Status::Used;
                    }
                    step.requirement = if dry {
                        "AUTH-APPROVAL-9"
                    } else {
                        "AUTH-APPROVAL-7"
                    };
                }
                None | Some((_, Status::Used)) => {
                    step.asserts
                        .push(eq("$.decision", json!("approval_required")));
                    if dry {
                        step.asserts.push(eq("$.approvalId", Value::Null));
                        step.requirement = "AUTH-APPROVAL-9";
                    } else {
                        let a = self.approvals.len();
                        self.approvals.push(Approval {
                            token,
                            scope: scope.to_owned(),
                            status: Status::Pending,
                        });
                        step.asserts.push(Assert {
                            path: "$.approvalId",
                            expect: Expect::Type("string"),
                            requirement: None,
                        });
                        step.captures.push((format!("a{a}"), "$.approvalId"));
                        step.requirement = if latest.is_some() {
                            "AUTH-APPROVAL-7"
                        } else {
                            "AUTH-APPROVAL-1"
                        };
                    }
                    step.asserts
                        .push(eq("$.usesRemaining", json!(self.uses_remaining(token))));
                    return step;
                }
            }
        }
        if !dry {
            for t in self.chain(token) {
                self.tokens[t].spent += 1;
            }
            if !gated {
                step.requirement = "AUTH-USE-1";
            }
        } else if !gated {
            step.requirement = "AUTH-CHECK-7";
        }
        step.asserts.push(eq("$.decision", json!("allow")));
        step.asserts.push(eq("$.reason", Value::Null));
        step.asserts
            .push(eq("$.usesRemaining", json!(self.uses_remaining(token))));
        step
    }

    fn introspect(&self, token: usize) -> Step {
        let t = &self.tokens[token];
        let asserts = if t.is_revoked() {
            vec![
                eq("$.active", json!(false)),
                eq_under("$.reason", json!("token_revoked"), "AUTH-INTRO-5"),
            ]
        } else {
            vec![
                eq("$.active", json!(true)),
                eq("$.jti", json!(var('j', token))),
                eq("$.usesSpent", json!(t.spent)),
                eq("$.usesRemaining", json!(self.uses_remaining(token))),
                eq("$.maxUses", json!(t.max_uses)),
                eq("$.depth", json!(t.ancestors.len())),
                eq("$.scopes", json!(t.scopes)),
            ]
        };
        Step {
            name: format!("introspect t{token}"),
            path: "/v1/tokens/introspect".into(),
            admin: false,
            body: Some(json!({"token": var('t', token)})),
            status: 200,
            asserts,
            captures: Vec::new(),
            requirement: if t.is_revoked() {
                t.revoked.rule("AUTH-REVOKE-1")
            } else {
                "AUTH-INTRO-3"
            },
        }
    }

    /// Marks `tokens` revoked and returns the jti variables of those this call revoked.
    fn revoke_all(&mut self, tokens: impl IntoIterator<Item = (usize, Revoked)>) -> Vec<String> {
        let mut revoked = Vec::new();
        for (t, why) in tokens {
            if !self.tokens[t].is_revoked() {
                self.tokens[t].revoked = why;
                revoked.push(var('j', t));
            }
        }
        revoked
    }

    fn revoke_token(&mut self, token: usize, by_jti: bool) -> Step {
        let body = if by_jti {
            json!({"jti": var('j', token)})
        } else {
            json!({"token": var('t', token)})
        };
        let name = format!(
            "revoke t{token} by {}",
            if by_jti { "jti" } else { "token" }
        );
        let why = self.tokens[token].revoked;
        if !by_jti && why != Revoked::No {
            return Step {
                name,
                path: "/v1/tokens/revoke".into(),
                admin: false,
                body: Some(body),
                status: 401,
                asserts: vec![eq_under(
                    "$.error.code",
                    json!("unauthorized"),
                    "AUTH-ERROR-5",
                )],
                captures: Vec::new(),
                requirement: why.rule("AUTH-REVOKE-5"),
            };
        }
        let descendants: Vec<usize> = (0..self.tokens.len())
            .filter(|t| self.tokens[*t].ancestors.contains(&token))
            .collect();
        let cascades = descendants.iter().any(|t| !self.tokens[*t].is_revoked());
        let revoked = self.revoke_all(
            std::iter::once((token, Revoked::Directly))
                .chain(descendants.into_iter().map(|t| (t, Revoked::WithAncestor))),
        );
        Step {
            name,
            path: "/v1/tokens/revoke".into(),
            admin: by_jti,
            body: Some(body),
            status: 200,
            asserts: vec![eq("$.revoked", json!(revoked))],
            captures: Vec::new(),
            requirement: if cascades {
                "AUTH-REVOKE-3"
            } else {
                "AUTH-REVOKE-4"
            },
        }
    }

    fn revoke_grant(&mut self, grant: usize) -> Step {
        let tokens = self.grants[grant].tokens.clone();
        let revoked = self.revoke_all(tokens.into_iter().map(|t| (t, Revoked::WithGrant)));
        Step {
            name: format!("revoke grant g{grant}"),
            path: format!("/v1/grants/{}/revoke", var('g', grant)),
            admin: true,
            body: None,
            status: 200,
            asserts: vec![eq("$.revoked", json!(revoked))],
            captures: Vec::new(),
            requirement: if revoked.is_empty() {
                "AUTH-REVOKE-8"
            } else {
                "AUTH-REVOKE-7"
            },
        }
    }

    fn decide(&mut self, approval: usize, approve: bool) -> Step {
        let verb = if approve { "approve" } else { "deny" };
        let path = format!("/v1/approvals/{}/{verb}", var('a', approval));
        let name = format!("{verb} a{approval}");
        let a = &mut self.approvals[approval];
        if a.status != Status::Pending {
            return Step {
                name,
                path,
                admin: true,
                body: None,
                status: 409,
                asserts: vec![eq_under(
                    "$.error.code",
                    json!("already_decided"),
                    "AUTH-ERROR-5",
                )],
                captures: Vec::new(),
                requirement: "AUTH-APPROVAL-5",
            };
        }
        a.status = if approve {
            Status::Approved
        } else {
            Status::Denied
        };
        Step {
            name,
            path,
            admin: true,
            body: None,
            status: 200,
            asserts: vec![
                eq("$.id", json!(var('a', approval))),
                eq(
                    "$.status",
                    json!(if approve { "approved" } else { "denied" }),
                ),
            ],
            captures: Vec::new(),
            requirement: if approve {
                "AUTH-APPROVAL-3"
            } else {
                "AUTH-APPROVAL-4"
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fuzz::ops::Pick;

    fn grant(max_uses: u64, approval: Option<usize>) -> Op {
        Op::CreateGrant {
            scopes: vec![0],
            approval,
            max_uses,
            max_depth: 3,
        }
    }

    fn check(token: usize, dry: bool) -> Op {
        Op::Check {
            token,
            scope: Pick::Listed(0),
            dry,
        }
    }

    fn value(step: &Step, path: &str) -> Option<Value> {
        step.asserts
            .iter()
            .find(|a| a.path == path)
            .and_then(|a| match &a.expect {
                Expect::Equals(v) => Some(v.clone()),
                _ => None,
            })
    }

    #[test]
    fn uses_are_spent_on_the_chain_and_dry_runs_spend_none() {
        let mut model = Model::new("a".into());
        model.plan(&grant(2, None));
        let child = model
            .plan(&Op::Attenuate {
                token: 0,
                scopes: vec![0],
                max_uses: None,
                expires_in: None,
            })
            .unwrap();
        assert_eq!(child.status, 201);
        assert_eq!(
            model
                .plan(&check(1, true))
                .and_then(|s| value(&s, "$.usesRemaining")),
            Some(json!(2))
        );
        assert_eq!(
            model
                .plan(&check(1, false))
                .and_then(|s| value(&s, "$.usesRemaining")),
            Some(json!(1))
        );
        assert_eq!(
            model
                .plan(&check(0, false))
                .and_then(|s| value(&s, "$.usesRemaining")),
            Some(json!(0))
        );
        let exhausted = model.plan(&check(1, false)).unwrap();
        assert_eq!(value(&exhausted, "$.reason"), Some(json!("uses_exhausted")));
    }

    #[test]
    fn revocation_lists_the_token_then_unrevoked_descendants() {
        let mut model = Model::new("a".into());
        model.plan(&grant(5, None));
        model.plan(&Op::Attenuate {
            token: 0,
            scopes: vec![0],
            max_uses: None,
            expires_in: None,
        });
        model.plan(&Op::Attenuate {
            token: 1,
            scopes: vec![0],
            max_uses: None,
            expires_in: None,
        });
        let leaf = model
            .plan(&Op::RevokeToken {
                token: 2,
                by_jti: false,
            })
            .unwrap();
        assert_eq!(value(&leaf, "$.revoked"), Some(json!(["${j2}"])));
        let root = model
            .plan(&Op::RevokeToken {
                token: 0,
                by_jti: true,
            })
            .unwrap();
        assert_eq!(
            (value(&root, "$.revoked"), root.requirement),
            (Some(json!(["${j0}", "${j1}"])), "AUTH-REVOKE-3")
        );
        let again = model
            .plan(&Op::RevokeToken {
                token: 1,
                by_jti: false,
            })
            .unwrap();
        assert_eq!((again.status, again.requirement), (401, "AUTH-REVOKE-3"));
    }

    #[test]
    fn an_approval_lets_one_check_through_and_a_denial_is_final() {
        let mut model = Model::new("a".into());
        // Grant scope `files:*`, approval needed for `files:read` (SCOPES[0]).
        model.plan(&grant(5, Some(0)));
        let first = model.plan(&check(0, false)).unwrap();
        assert_eq!(
            value(&first, "$.decision"),
            Some(json!("approval_required"))
        );
        assert_eq!(first.captures, vec![("a0".to_owned(), "$.approvalId")]);
        model.plan(&Op::Decide {
            approval: 0,
            approve: true,
        });
        assert_eq!(
            model
                .plan(&check(0, false))
                .and_then(|s| value(&s, "$.decision")),
            Some(json!("allow"))
        );
        let next = model.plan(&check(0, false)).unwrap();
        assert_eq!(next.captures, vec![("a1".to_owned(), "$.approvalId")]);
        model.plan(&Op::Decide {
            approval: 1,
            approve: false,
        });
        assert_eq!(
            model
                .plan(&Op::Decide {
                    approval: 1,
                    approve: true
                })
                .map(|s| s.status),
            Some(409)
        );
        let denied = model.plan(&check(0, true)).unwrap();
        assert_eq!(value(&denied, "$.reason"), Some(json!("approval_denied")));
    }
}
