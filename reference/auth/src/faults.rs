//! Deliberate defects for the conformance runner's meta-tests: they prove
//! that the runner notices a broken server. TEST ONLY — never set
//! `TOUCHSTONE_AUTH_FAULTS` in a real deployment.

/// Environment variable holding a comma list of fault names.
pub const FAULTS_ENV: &str = "TOUCHSTONE_AUTH_FAULTS";

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Faults {
    /// `no_cascade`: revoking a token leaves its descendants active.
    pub no_cascade: bool,
    /// `audit_skips_dry_run`: dry-run checks are not written to the audit log.
    pub audit_skips_dry_run: bool,
    /// `racy_uses`: uses are loaded, checked and incremented in separate steps.
    pub racy_uses: bool,
}

impl Faults {
    pub fn from_env() -> Self {
        std::env::var(FAULTS_ENV)
            .map(|list| Self::parse(&list))
            .unwrap_or_default()
    }

    pub fn parse(list: &str) -> Self {
        let mut faults = Self::default();
        for name in list
            .split(',')
            .map(str::trim)
            .filter(|name| !name.is_empty())
        {
            match name {
                "no_cascade" => faults.no_cascade = true,
                "audit_skips_dry_run" => faults.audit_skips_dry_run = true,
                "racy_uses" => faults.racy_uses = true,
                unknown => tracing::warn!("{FAULTS_ENV}: unknown fault {unknown:?} ignored"),
            }
        }
        if faults != Self::default() {
            tracing::warn!("{FAULTS_ENV} is set: this server is deliberately broken ({faults:?})");
        }
        faults
    }
}
