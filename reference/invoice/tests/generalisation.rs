//! How the extractor generalises: per-field accuracy over the layout families
//! of `fixtures/invoices/families` made by Chromium and LibreOffice, reported
//! apart for the training families (the extractor was tuned on them) and the
//! held families (it never was). The held figures must meet the targets.

use std::path::{Path, PathBuf};

use serde_json::Value;

/// Floors on held families: fields right overall, the worst single field, line
/// items, at the targets of issue 11: 97 %, 90 % and 95 %. The held families are
/// two rounds written at the same time by separate authors while the extractor
/// was tuned without them, each measured once on the same extractor: invoices
/// from the US and the UK (a washroom hygiene company's quarterly contract
/// invoice, a painting contractor's with a deposit taken off, a glazing and
/// boarding contractor's job invoice, a data cabling contractor's with state and
/// local sales tax, a fastener distributor's with a remittance advice, a
/// courier's monthly account and a bearing distributor's text invoices) read
/// 99.0 % (line items 92.9 %, PO numbers 97.6 %, every other field 100 %);
/// invoices from Tuttlingen, Tuzla, Kortrijk, Kongsberg, Gabrovo, Oyonnax and
/// Lumezzane in their national languages 100 %; both together 99.5 %, with
/// line items at 96.4 %, PO numbers at 98.8 % and every other field at 100 %.
const HELD_OVERALL: f64 = 0.97;
const HELD_EVERY_FIELD: f64 = 0.90;
const HELD_LINE_ITEMS: f64 = 0.95;

/// Floors on training families, just under the measured figures (99.9 % of
/// the fields of the 467 families; the weakest are line items at 99.5 %: two
/// right-to-left Arabic/English invoices, a Slovenian form, a web shop's order
/// panel, a long invoice printed two pages to a sheet, an engineer's fee
/// invoice with a rate and amount wrapped in their cells, a dental
/// laboratory's last page, a scaffolding contractor's payment note run into
/// the VAT label beside its amount, an expediter's text invoice whose lines,
/// too long for the page, wrap their amounts onto the next; PO numbers at
/// 99.8 %), so that a change that loses a layout the extractor reads today
/// fails here.
const TRAINING_OVERALL: f64 = 0.995;
const TRAINING_EVERY_FIELD: f64 = 0.99;

const FIELDS: [&str; 10] = [
    "invoice_number",
    "vendor",
    "invoice_date",
    "due_date",
    "po_number",
    "currency",
    "line_items",
    "subtotal",
    "tax",
    "total",
];

fn families_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/invoices/families")
}

/// Strings equal, numbers within half a cent, line items item by item.
fn same(want: &Value, got: &Value) -> bool {
    match (want, got) {
        (Value::Number(w), Value::Number(g)) => match (w.as_f64(), g.as_f64()) {
            (Some(w), Some(g)) => (w - g).abs() <= 0.005 + 1e-9,
            _ => false,
        },
        (Value::Array(w), Value::Array(g)) => {
            w.len() == g.len() && w.iter().zip(g).all(|(w, g)| same(w, g))
        }
        (Value::Object(w), Value::Object(g)) => {
            w.len() == g.len() && w.iter().all(|(k, w)| g.get(k).is_some_and(|g| same(w, g)))
        }
        _ => want == got,
    }
}

#[derive(Default)]
struct Tally {
    documents: usize,
    /// Per field, the documents that got it wrong and what came back.
    wrong: [Vec<String>; FIELDS.len()],
}

impl Tally {
    fn accuracy(&self, field: usize) -> f64 {
        1.0 - self.wrong[field].len() as f64 / self.documents.max(1) as f64
    }

    fn overall(&self) -> f64 {
        let wrong: usize = self.wrong.iter().map(Vec::len).sum();
        1.0 - wrong as f64 / (self.documents * FIELDS.len()).max(1) as f64
    }

    fn table(&self, title: &str) -> String {
        let mut out = format!("{title}: {} documents\n", self.documents);
        for (i, field) in FIELDS.iter().enumerate() {
            out.push_str(&format!(
                "  {field:<15} {:6.1} %\n",
                100.0 * self.accuracy(i)
            ));
        }
        out.push_str(&format!(
            "  {:<15} {:6.1} %\n",
            "all fields",
            100.0 * self.overall()
        ));
        out
    }
}

fn measure(split: &str) -> Tally {
    let dir = families_dir();
    let list: Value =
        serde_json::from_slice(&std::fs::read(dir.join("families.json")).expect("families.json"))
            .expect("json");
    let mut tally = Tally::default();
    for family in list["families"].as_array().expect("families") {
        if family["split"] != split {
            continue;
        }
        let name = family["name"].as_str().expect("name");
        for document in family["documents"].as_array().expect("documents") {
            let pdf_name = document["pdf"].as_str().expect("pdf");
            let pdf = std::fs::read(dir.join(name).join(pdf_name)).expect("pdf");
            let expected_path = dir
                .join(name)
                .join(pdf_name.replace(".pdf", ".expected.json"));
            let expected: Value =
                serde_json::from_slice(&std::fs::read(expected_path).expect("expected"))
                    .expect("json");
            let got = reference_invoice::read_invoice(&pdf)
                .map(|invoice| serde_json::to_value(invoice).expect("serialisable"))
                .unwrap_or(Value::Null);
            tally.documents += 1;
            for (i, field) in FIELDS.iter().enumerate() {
                let (want, got) = (&expected[field], &got[field]);
                if !same(want, got) {
                    tally.wrong[i].push(format!("{name}/{pdf_name}: want {want}, got {got}"));
                }
            }
        }
    }
    tally
}

#[test]
fn families_stay_above_their_floors() {
    let training = measure("training");
    let held = measure("held");
    assert!(training.documents >= 40);
    let report = format!(
        "{}{}",
        training.table("training families"),
        held.table("held families")
    );
    eprintln!("{report}");
    let training_misses: Vec<String> = FIELDS
        .iter()
        .enumerate()
        .filter(|(i, _)| training.accuracy(*i) < TRAINING_EVERY_FIELD)
        .map(|(i, field)| format!("{field} {:.1} %", 100.0 * training.accuracy(i)))
        .collect();
    assert!(
        training.overall() >= TRAINING_OVERALL && training_misses.is_empty(),
        "training families fall below their floors: all fields {:.1} %; {}\n{report}",
        100.0 * training.overall(),
        training_misses.join("; ")
    );
    if held.documents == 0 {
        eprintln!("no held families: every family is on the training side");
        return;
    }
    let mut misses = Vec::new();
    if held.overall() < HELD_OVERALL {
        misses.push(format!(
            "all fields {:.1} % < {:.0} %",
            100.0 * held.overall(),
            100.0 * HELD_OVERALL
        ));
    }
    for (i, field) in FIELDS.iter().enumerate() {
        let floor = if *field == "line_items" {
            HELD_LINE_ITEMS
        } else {
            HELD_EVERY_FIELD
        };
        if held.accuracy(i) < floor {
            misses.push(format!(
                "{field} {:.1} % < {:.0} %",
                100.0 * held.accuracy(i),
                100.0 * floor
            ));
        }
    }
    assert!(
        misses.is_empty(),
        "held families fall below their floors: {}\n{report}",
        misses.join("; ")
    );
}

/// Training mismatches are listed to tune on; held ones never are.
#[test]
#[ignore = "a tuning aid: lists what the extractor gets wrong on training families"]
fn list_training_mismatches() {
    let training = measure("training");
    for (i, field) in FIELDS.iter().enumerate() {
        for miss in &training.wrong[i] {
            eprintln!("{field}: {miss}");
        }
    }
}
