//! With `network` true, traffic leaves the sandbox (SBX-ISOLATION-25). The host
//! may have no internet, so the probe is a TCP connection to the gateway of the
//! sandbox's network — the host's own side of it. A refused connection proves
//! the packet got there as well as an accepted one does; silence proves
//! nothing (a firewall may drop it), so it skips rather than fails.

use conformance_engine::{Context, Failure, Verdict};
use futures::FutureExt;
use serde_json::json;

use crate::support::{Decl, FnCase, Halt, create, delete, exec, stdout, verdict};

/// Prints the default gateway from the kernel's routing table (no `ip` needed),
/// then tries one TCP connection to it.
const PROBE: &str = r#"gw=$(awk 'function h(s, i, n) { n = 0; for (i = 1; i <= length(s); i++) n = n * 16 + index("0123456789ABCDEF", toupper(substr(s, i, 1))) - 1; return n }
$2 == "00000000" && $3 != "00000000" { printf "%d.%d.%d.%d", h(substr($3, 7, 2)), h(substr($3, 5, 2)), h(substr($3, 3, 2)), h(substr($3, 1, 2)); exit }' /proc/net/route)
echo "gateway=$gw"
if [ -n "$gw" ]; then nc -w 3 "$gw" 9 </dev/null 2>&1; echo "rc=$?"; fi"#;

pub fn cases() -> Vec<FnCase> {
    vec![
        Decl {
            id: "sandbox.isolation.network_true_reaches_out",
            title: "With network true a connection leaves the sandbox: the gateway of its network answers (accepts or refuses)",
            requirements: &["SBX-ISOLATION-25"],
            tags: &["isolation", "network"],
            serial: false,
            timeout_secs: 45,
            needs: &["api_key"],
            module: module_path!(),
        }
        .build(|ctx| async move { run(ctx).await }.boxed()),
    ]
}

/// What the probe's output says about the way out.
#[derive(Debug, PartialEq, Eq)]
enum Way {
    Out,
    Blocked(String),
    Unknown(String),
}

fn judge(output: &str) -> Way {
    let gateway = output
        .lines()
        .find_map(|line| line.strip_prefix("gateway="))
        .unwrap_or_default();
    if gateway.is_empty() {
        return Way::Blocked("no default route".into());
    }
    let lower = output.to_ascii_lowercase();
    if output.lines().any(|line| line == "rc=0") || lower.contains("refused") {
        Way::Out
    } else if lower.contains("unreachable") || lower.contains("no route") {
        Way::Blocked(format!("gateway {gateway}: {}", output.trim()))
    } else if lower.contains("not found") {
        Way::Unknown("the sandbox's image has no `nc` to probe with".into())
    } else {
        Way::Unknown(format!(
            "gateway {gateway} neither accepted nor refused a connection within 3 s (a firewall may drop it): {}",
            output.trim()
        ))
    }
}

async fn run(ctx: &mut Context) -> Verdict {
    let id = match create(ctx, json!({ "network": true, "timeout_seconds": 120 })).await {
        Ok(id) => id,
        Err(halt) => return verdict(Err(halt)),
    };
    let probed = exec(ctx, &id, PROBE).await;
    let deleted = delete(ctx, &id).await;
    let result = match probed {
        Ok(result) => result,
        Err(halt) => return verdict(Err(halt)),
    };
    if let Err(halt) = deleted {
        return verdict(Err(halt));
    }
    match judge(stdout(&result)) {
        Way::Out => Verdict::Pass,
        Way::Unknown(why) => Verdict::Skip(format!("cannot tell whether traffic leaves: {why}")),
        Way::Blocked(why) => verdict(Err(Halt::Fail(vec![Failure::new(
            "probe",
            "a TCP connection to the network's gateway",
            "accepted or refused",
            why,
        )]))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refusal_or_a_connection_is_a_way_out_and_silence_is_unknown() {
        let refused = "gateway=172.18.0.1\nnc: can't connect to remote host (172.18.0.1): Connection refused\nrc=1\n";
        assert_eq!(judge(refused), Way::Out);
        assert_eq!(judge("gateway=172.18.0.1\nrc=0\n"), Way::Out);
        assert!(matches!(judge("gateway=\n"), Way::Blocked(_)));
        assert!(matches!(
            judge(
                "gateway=10.0.0.1\nnc: can't connect to remote host (10.0.0.1): Network is unreachable\nrc=1\n"
            ),
            Way::Blocked(_)
        ));
        assert!(matches!(judge("gateway=10.0.0.1\nrc=1\n"), Way::Unknown(_)));
        assert!(matches!(
            judge("gateway=10.0.0.1\nsh: nc: not found\nrc=127\n"),
            Way::Unknown(_)
        ));
    }
}
