//! Dates that read two ways: `03/04/2026` is the 3rd of April day first and
//! the 4th of March month first. The rule (INV-EXTRACT-4): day first, unless
//! the invoice is in USD or another date of the same document can only be
//! month first.

use conformance_engine::Failure;
use futures::FutureExt;
use serde_json::Value;

use crate::pdf;
use crate::support::{Decl, FnCase, Halt, brief, upload, verdict};

pub fn cases() -> Vec<FnCase> {
    vec![
        Decl {
            id: "invoice.extract.ambiguous_dates",
            title: "A date that reads both ways is day first unless the currency is USD or another date is month first",
            requirements: &["INV-EXTRACT-4", "INV-EXTRACT-3"],
            tags: &["extract", "dates"],
            serial: false,
            timeout_secs: 30,
            module: module_path!(),
        }
        .build(|ctx| {
            async move {
                let mut failures = Vec::new();
                for example in EXAMPLES {
                    let response = match ctx
                        .send(upload("/extract", "dates.pdf", pdf::text_page(example.lines, 0)))
                        .await
                    {
                        Ok(response) => response,
                        Err(err) => return verdict(Err(Halt::from(err))),
                    };
                    let body = response.json().unwrap_or(Value::Null);
                    for (field, want) in example.expected {
                        let got = &body[*field];
                        if response.status != 200 || got != want {
                            failures.push(Failure::new(
                                example.name,
                                format!("$.{field}"),
                                format!("{want:?}"),
                                format!("{} {got} {}", response.status, brief(&response.text())),
                            ));
                        }
                    }
                }
                verdict(if failures.is_empty() {
                    Ok(())
                } else {
                    Err(Halt::Fail(failures))
                })
            }
            .boxed()
        }),
    ]
}

struct Example {
    name: &'static str,
    lines: &'static [&'static str],
    expected: &'static [(&'static str, &'static str)],
}

const EXAMPLES: [Example; 4] = [
    Example {
        name: "EUR invoice dated 03/04/2026",
        lines: &[
            "Invoice Number: INV-DATES-1",
            "Invoice Date: 03/04/2026",
            "Currency: EUR",
            "Total: 100.00",
        ],
        expected: &[("invoice_date", "2026-04-03")],
    },
    Example {
        name: "USD invoice dated 03/04/2026",
        lines: &[
            "Invoice Number: INV-DATES-2",
            "Invoice Date: 03/04/2026",
            "Currency: USD",
            "Total: 100.00",
        ],
        expected: &[("invoice_date", "2026-03-04")],
    },
    Example {
        name: "EUR invoice dated 03/04/2026, due 04/30/2026",
        lines: &[
            "Invoice Number: INV-DATES-3",
            "Invoice Date: 03/04/2026",
            "Due Date: 04/30/2026",
            "Currency: EUR",
            "Total: 100.00",
        ],
        expected: &[("invoice_date", "2026-03-04"), ("due_date", "2026-04-30")],
    },
    Example {
        name: "invoice without a currency dated 03/04/2026",
        lines: &[
            "Invoice Number: INV-DATES-4",
            "Invoice Date: 03/04/2026",
            "Total: 100.00",
        ],
        expected: &[("invoice_date", "2026-04-03")],
    },
];
