//! A machine-readable OpenAPI description is published (SBX-OPENAPI-1). Where
//! is the service's business: the runner looks where `--openapi sandbox=…`
//! points, or else at `/openapi.json`, and loads it before the run.

use conformance_engine::openapi::Source;
use conformance_engine::{Context, Failure, Verdict};
use futures::FutureExt;

use crate::support::{Decl, FnCase};

pub fn cases() -> Vec<FnCase> {
    vec![
        Decl {
            id: "sandbox.openapi.description_is_published",
            title: "The service publishes an OpenAPI description the runner can read",
            requirements: &["SBX-OPENAPI-1"],
            tags: &["openapi"],
            serial: false,
            timeout_secs: 10,
            needs: &[],
            module: module_path!(),
        }
        .build(|ctx| async move { run(ctx) }.boxed()),
    ]
}

fn run(ctx: &mut Context) -> Verdict {
    let loaded = ctx.target.openapi.get().cloned();
    match (&ctx.target.openapi_source, loaded) {
        (_, Some(Ok(_))) => Verdict::Pass,
        (Source::Off, _) => {
            Verdict::Skip("the OpenAPI description is not read (--openapi off)".into())
        }
        (Source::Given(location), Some(Err(why))) => {
            Verdict::Error(format!("cannot read the description at {location}: {why}"))
        }
        (Source::Given(_) | Source::Auto, None) => {
            Verdict::Error("the runner has not loaded the OpenAPI description".into())
        }
        (Source::Auto, Some(Err(why))) => Verdict::Fail(vec![Failure::new(
            "before the run",
            "the published OpenAPI description",
            "one at /openapi.json, or where --openapi sandbox=URL|FILE says",
            why.to_string(),
        )]),
    }
}
