//! Delta debugging: drop chunks of a failing program, keeping a removal
//! whenever the shorter program still diverges on the same requirement.

use conformance_engine::{Context, HarnessError};

use super::ops::Op;
use super::replay::{Run, run};

/// A smallest program found within `budget` replays, and its run.
pub async fn shrink(
    ctx: &mut Context,
    mut ops: Vec<Op>,
    mut last: Run,
    requirement: &str,
    budget: usize,
) -> Result<(Vec<Op>, Run), HarnessError> {
    if let Some(d) = &last.divergence {
        ops.truncate(d.op + 1);
    }
    let mut replays = 0;
    let mut chunk = ops.len().div_ceil(2).max(1);
    while replays < budget {
        let mut start = 0;
        while start < ops.len() && replays < budget {
            let end = (start + chunk).min(ops.len());
            let candidate: Vec<Op> = ops[..start].iter().chain(&ops[end..]).cloned().collect();
            replays += 1;
            let attempt = run(ctx, &candidate).await?;
            match &attempt.divergence {
                Some(d) if d.requirement == requirement => {
                    ops = candidate;
                    ops.truncate(d.op + 1);
                    last = attempt;
                }
                _ => start += chunk,
            }
        }
        if chunk == 1 {
            break;
        }
        chunk = chunk.div_ceil(2);
    }
    Ok((ops, last))
}
