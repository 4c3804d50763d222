//! `conformance audit verify FILE|URL`: checks a downloaded audit log, or a live
//! service's, against the documented hash chain — independently of the
//! service's own `/v1/audit/verify`.

use clap::{Args, Subcommand};
use conformance_auth::{Head, verify_audit};

#[derive(Args, Debug)]
pub struct AuditArgs {
    #[command(subcommand)]
    command: AuditCommand,
}

#[derive(Subcommand, Debug)]
enum AuditCommand {
    /// Recompute the chain and name the first bad entry, if any.
    Verify {
        /// A JSON file of entries (an array, or `{"entries": [...]}`), or a service's base URL.
        source: String,
        /// Admin token, needed when SOURCE is a URL.
        #[arg(long, env = "TOUCHSTONE_ADMIN_TOKEN", hide_env_values = true)]
        admin_token: Option<String>,
        /// The head kept from an earlier check, `SEQ:HASH`: catches a truncated or rewritten tail.
        #[arg(long)]
        head: Option<Head>,
        /// Print the result as JSON.
        #[arg(long)]
        json: bool,
    },
}

/// Exit 0 when the chain holds, 1 when it does not, 3 when it could not be read.
pub async fn audit(args: AuditArgs) -> u8 {
    let AuditCommand::Verify {
        source,
        admin_token,
        head,
        json,
    } = args.command;
    match verify_audit(&source, admin_token.as_deref(), head).await {
        Ok(result) => {
            if json {
                match serde_json::to_string_pretty(&result) {
                    Ok(text) => println!("{text}"),
                    Err(err) => {
                        eprintln!("conformance audit: {err}");
                        return 3;
                    }
                }
            } else {
                println!("{result}");
            }
            if result.passed() { 0 } else { 1 }
        }
        Err(err) => {
            eprintln!("conformance audit: {err}");
            3
        }
    }
}
