//! Seeded generator of the invoice PDF corpus: text PDFs in several layouts, the
//! Invoice each should extract to, the purchase orders they are matched against,
//! a manifest of the decision each gets when processed in order on a fresh
//! server, and hand-made broken files under `edge/`; and under `families/`,
//! layout families printed by Chromium and converted by LibreOffice.

mod families;
mod layout;
mod pdf;
mod scenario;

use std::fs;
use std::path::Path;

use anyhow::Context;
use lopdf::{EncryptionState, EncryptionVersion, Object, Permissions, StringFormat};
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{Value, json};

use layout::{DateStyle, Formats, LAYOUTS, Layout, MoneyStyle, NumberStyle};
use pdf::TextOps;
use scenario::{Invoice, PurchaseOrder, Scenario, VENDORS};

const INVOICE_COUNT: usize = 48;

fn scenario_for(index: usize) -> Scenario {
    match index {
        3 | 41 => Scenario::PriceAbove,
        7 | 45 => Scenario::QuantityAbove,
        11 => Scenario::VendorMismatch,
        15 => Scenario::CurrencyMismatch,
        19 => Scenario::UnknownPo,
        23 => Scenario::MissingPo,
        27 => Scenario::LineArithmetic,
        31 => Scenario::TotalMismatch,
        35 => Scenario::PriceBelow,
        39 => Scenario::Overbilled { of: 2 },
        43 => Scenario::Duplicate { of: 6 },
        46 => Scenario::Overbilled { of: 20 },
        47 => Scenario::Duplicate { of: 13 },
        _ => Scenario::Clean,
    }
}

/// Long invoices whose line items run over several pages.
fn line_count(rng: &mut ChaCha8Rng, index: usize, layout: Layout) -> usize {
    match (index, layout) {
        (_, Layout::Ledger) => rng.random_range(38..=60),
        (12 | 26 | 33, _) => rng.random_range(45..=60),
        _ => rng.random_range(1..=7),
    }
}

fn formats(rng: &mut ChaCha8Rng) -> Formats {
    Formats {
        number: *[
            NumberStyle::Comma,
            NumberStyle::Dot,
            NumberStyle::Space,
            NumberStyle::Plain,
        ]
        .choose(rng)
        .expect("styles"),
        money: *[
            MoneyStyle::Bare,
            MoneyStyle::SymbolPrefix,
            MoneyStyle::CodePrefix,
            MoneyStyle::CodeSuffix,
        ]
        .choose(rng)
        .expect("styles"),
        date: *[
            DateStyle::Iso,
            DateStyle::Dotted,
            DateStyle::Slash,
            DateStyle::LongMonthFirst,
            DateStyle::LongDayFirst,
            DateStyle::ShortMonth,
        ]
        .choose(rng)
        .expect("styles"),
    }
}

/// Re-spells an invoice number the way a resent copy might: other separators,
/// leading zeros dropped.
fn respell(number: &str) -> String {
    number
        .split(|c: char| !c.is_ascii_alphanumeric())
        .map(|part| {
            let trimmed = part.trim_start_matches('0');
            if trimmed.is_empty() { part } else { trimmed }
        })
        .collect::<Vec<_>>()
        .join(if number.contains('-') { " " } else { "-" })
}

/// A reserve line that keeps a PO's value above what the invoice bills, so a
/// price or quantity problem is not also an overbilling one.
fn add_reserve(po: &mut PurchaseOrder) {
    po.lines.push(scenario::PoLine {
        description: "Framework reserve",
        quantity: 100,
        unit_price: 500_000,
    });
}

fn build(
    rng: &mut ChaCha8Rng,
    index: usize,
    scenario: Scenario,
    earlier: &[Invoice],
) -> (Invoice, Option<PurchaseOrder>) {
    let layout = LAYOUTS[index % LAYOUTS.len()];
    let vendor = VENDORS.choose(rng).expect("vendors");
    let count = line_count(rng, index, layout);
    let mut invoice = scenario::invoice(rng, index, vendor, count);
    match scenario {
        Scenario::Clean => {
            let po = invoice.matching_po();
            (invoice, po)
        }
        Scenario::PriceAbove | Scenario::PriceBelow => {
            let mut po = invoice.matching_po().expect("has a PO");
            let price = po.lines[0].unit_price;
            po.lines[0].unit_price = if scenario == Scenario::PriceAbove {
                price * 10 / 11
            } else {
                price * 11 / 10
            };
            add_reserve(&mut po);
            (invoice, Some(po))
        }
        Scenario::QuantityAbove => {
            let line = &mut invoice.lines[0];
            line.quantity = 1000;
            line.amount = scenario::line_amount(line.quantity, line.unit_price);
            invoice.recompute_totals();
            let mut po = invoice.matching_po().expect("has a PO");
            po.lines[0].quantity -= 200;
            add_reserve(&mut po);
            (invoice, Some(po))
        }
        Scenario::VendorMismatch => {
            let mut po = invoice.matching_po().expect("has a PO");
            po.vendor = VENDORS
                .iter()
                .find(|v| v.name != vendor.name)
                .expect("several vendors")
                .name;
            (invoice, Some(po))
        }
        Scenario::CurrencyMismatch => {
            let mut po = invoice.matching_po().expect("has a PO");
            po.currency = if po.currency == "USD" { "EUR" } else { "USD" };
            (invoice, Some(po))
        }
        Scenario::UnknownPo => (invoice, None),
        Scenario::MissingPo => {
            invoice.po_number = None;
            (invoice, None)
        }
        Scenario::LineArithmetic => {
            invoice.lines[0].amount -= 100;
            invoice.recompute_totals();
            let po = invoice.matching_po();
            (invoice, po)
        }
        Scenario::TotalMismatch => {
            let po = invoice.matching_po();
            invoice.total += 1000;
            (invoice, po)
        }
        Scenario::Overbilled { of } => {
            let original = &earlier[of];
            let mut again = original.clone();
            again.number = invoice.number;
            again.date = invoice.date;
            again.due = invoice.due;
            again.lines.truncate(original.lines.len().div_ceil(2));
            again.recompute_totals();
            (again, None)
        }
        Scenario::Duplicate { of } => {
            let mut again = earlier[of].clone();
            again.number = respell(&again.number);
            (again, None)
        }
    }
}

fn cents(value: i64) -> Value {
    json!(value as f64 / 100.0)
}

fn iso((y, m, d): (i32, u32, u32)) -> String {
    format!("{y:04}-{m:02}-{d:02}")
}

fn expected_json(invoice: &Invoice) -> Value {
    json!({
        "invoice_number": invoice.number,
        "vendor": invoice.vendor.name,
        "invoice_date": iso(invoice.date),
        "due_date": iso(invoice.due),
        "po_number": invoice.po_number,
        "currency": invoice.vendor.currency.code(),
        "line_items": invoice.lines.iter().map(|l| json!({
            "description": l.description,
            "quantity": cents(l.quantity),
            "unit_price": cents(l.unit_price),
            "amount": cents(l.amount),
        })).collect::<Vec<_>>(),
        "subtotal": cents(invoice.subtotal),
        "tax": cents(invoice.tax),
        "total": cents(invoice.total),
    })
}

fn po_json(po: &PurchaseOrder) -> Value {
    json!({
        "po_number": po.number,
        "vendor": po.vendor,
        "currency": po.currency,
        "lines": po.lines.iter().map(|l| json!({
            "description": l.description,
            "quantity": cents(l.quantity),
            "unit_price": cents(l.unit_price),
        })).collect::<Vec<_>>(),
    })
}

fn write_json(path: &Path, value: &Value) -> anyhow::Result<()> {
    let text = serde_json::to_string_pretty(value)? + "\n";
    fs::write(path, text).with_context(|| format!("writing {}", path.display()))
}

/// Writes the whole corpus: the lopdf-made invoices, and the layout families
/// with the PDFs their producers make (installed first when missing); with
/// `only`, the PDFs of those families alone.
pub fn generate(out: &Path, seed: u64, only: &[String]) -> anyhow::Result<()> {
    write(out, seed)?;
    let families_dir = out.join("families");
    let produced = families::produce(&families_dir, only)?;
    println!(
        "wrote {} layout families to {}, PDFs made for {produced}",
        families::FAMILIES.len(),
        families_dir.display()
    );
    Ok(())
}

/// Everything that needs no outside producer: the lopdf corpus, the edge files,
/// and the families' sources and expected invoices.
fn write(out: &Path, seed: u64) -> anyhow::Result<()> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    fs::create_dir_all(out.join("edge")).with_context(|| format!("creating {}", out.display()))?;
    for entry in fs::read_dir(out)? {
        let path = entry?.path();
        if path.extension().is_some_and(|e| e == "pdf" || e == "json") {
            fs::remove_file(&path)?;
        }
    }

    let mut invoices: Vec<Invoice> = Vec::new();
    let mut purchase_orders = Vec::new();
    let mut manifest = Vec::new();
    let mut first_pdf = None;
    for index in 0..INVOICE_COUNT {
        let scenario = scenario_for(index);
        let (invoice, po) = build(&mut rng, index, scenario, &invoices);
        let layout = LAYOUTS[index % LAYOUTS.len()];
        let formats = formats(&mut rng);
        let ops = match layout {
            Layout::Stacked | Layout::Courier => TextOps::MatrixAndKernedWords,
            _ => TextOps::MoveAndShow,
        };
        let pages = layout::render(&invoice, layout, formats);
        let mut doc = pdf::document(&pages, ops)?;
        let bytes = pdf::save(&mut doc)?;
        let name = format!("{index:02}-{}-{}", layout.name(), scenario.name());
        fs::write(out.join(format!("{name}.pdf")), &bytes)?;
        write_json(
            &out.join(format!("{name}.expected.json")),
            &expected_json(&invoice),
        )?;
        let (decision, reason) = scenario.expectation();
        manifest.push(json!({
            "file": format!("{name}.pdf"),
            "layout": layout.name(),
            "pages": pages.len(),
            "scenario": scenario.name(),
            "decision": decision,
            "reason": reason,
        }));
        if let Some(po) = po {
            purchase_orders.push(po_json(&po));
        }
        first_pdf.get_or_insert(bytes);
        invoices.push(invoice);
    }
    write_json(
        &out.join("manifest.json"),
        &json!({
            "seed": seed,
            "note": "Processing the invoices in this order on a fresh server gives each its decision, with reason among the reasons.",
            "invoices": manifest,
        }),
    )?;
    let po_path = out
        .parent()
        .unwrap_or(Path::new("."))
        .join("purchase_orders.json");
    write_json(
        &po_path,
        &json!({
            "tolerances": { "price_relative": 0.05, "quantity_relative": 0.02, "absolute": 0.01 },
            "purchase_orders": purchase_orders,
        }),
    )?;
    edge_cases(
        &out.join("edge"),
        &invoices[0],
        first_pdf.as_deref().unwrap_or_default(),
    )?;
    println!(
        "wrote {INVOICE_COUNT} invoices to {} and {}",
        out.display(),
        po_path.display()
    );
    families::write_sources(&out.join("families"), seed)
}

/// Broken inputs, each with the error the service answers for it.
fn edge_cases(dir: &Path, invoice: &Invoice, valid_pdf: &[u8]) -> anyhow::Result<()> {
    fs::write(
        dir.join("truncated.pdf"),
        &valid_pdf[..valid_pdf.len() * 3 / 5],
    )?;
    fs::write(
        dir.join("header_only.pdf"),
        b"%PDF-1.7\n%\xE2\xE3\xCF\xD3\n",
    )?;
    fs::write(
        dir.join("not_a_pdf.pdf"),
        b"Invoice INV-1, total 12.00 EUR. This is plain text, not a PDF.\n",
    )?;
    fs::write(dir.join("image_only.pdf"), pdf::image_only()?)?;

    let pages = layout::render(
        invoice,
        Layout::Classic,
        Formats {
            number: NumberStyle::Comma,
            money: MoneyStyle::Bare,
            date: DateStyle::Iso,
        },
    );
    let mut doc = pdf::document(&pages, TextOps::MoveAndShow)?;
    // The standard security handler derives its key from the file identifier.
    let id = Object::String(b"touchstone-edge!".to_vec(), StringFormat::Hexadecimal);
    doc.trailer.set("ID", vec![id.clone(), id]);
    let state = EncryptionState::try_from(EncryptionVersion::V2 {
        document: &doc,
        owner_password: "owner-secret",
        user_password: "user-secret",
        key_length: 128,
        permissions: Permissions::default(),
    })?;
    doc.encrypt(&state)?;
    // The last 16 bytes of /U are arbitrary padding that lopdf fills at random;
    // fixed bytes keep the file reproducible.
    let encrypt_id = doc.trailer.get(b"Encrypt")?.as_reference()?;
    if let Ok(Object::String(user_key, _)) = doc.get_dictionary_mut(encrypt_id)?.get_mut(b"U") {
        user_key.iter_mut().skip(16).for_each(|b| *b = 0);
    }
    fs::write(dir.join("encrypted.pdf"), pdf::save(&mut doc)?)?;

    write_json(
        &dir.join("expected_errors.json"),
        &json!({
            "truncated.pdf": { "status": 422, "code": "malformed_pdf" },
            "header_only.pdf": { "status": 422, "code": "malformed_pdf" },
            "not_a_pdf.pdf": { "status": 422, "code": "not_a_pdf" },
            "image_only.pdf": { "status": 422, "code": "no_text_layer" },
            "encrypted.pdf": { "status": 422, "code": "encrypted_pdf" },
        }),
    )
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;

    /// The checked-in corpus is exactly what the generator makes from seed 2026.
    #[test]
    fn checked_in_corpus_matches_the_generator() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let scratch =
            std::env::temp_dir().join(format!("touchstone-corpus-{}", std::process::id()));
        let out = scratch.join("invoices");
        write(&out, 2026).expect("generates");
        let mut compared = 0;
        for dir in [PathBuf::from("."), PathBuf::from("edge")] {
            for entry in fs::read_dir(out.join(&dir)).expect("generated dir") {
                let path = entry.expect("entry").path();
                if path.is_dir() {
                    continue;
                }
                let name = dir.join(path.file_name().expect("file name"));
                let checked_in = fs::read(root.join("fixtures/invoices").join(&name))
                    .unwrap_or_else(|_| panic!("{} is not checked in", name.display()));
                assert!(
                    fs::read(&path).expect("generated") == checked_in,
                    "{} differs",
                    name.display()
                );
                compared += 1;
            }
        }
        let pos = fs::read(scratch.join("purchase_orders.json")).expect("generated POs");
        assert_eq!(
            pos,
            fs::read(root.join("fixtures/purchase_orders.json")).expect("checked-in POs")
        );
        assert!(compared > 2 * INVOICE_COUNT);
        fs::remove_dir_all(&scratch).expect("cleanup");
    }
}
