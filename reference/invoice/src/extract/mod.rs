//! PDF invoice → [`Invoice`]. Generic reading: positioned text → lines → item
//! table and label/value pairs; nothing here knows any particular layout.
//! Parsing runs on a blocking thread behind `catch_unwind` and a time bound.

mod arithmetic;
mod cards;
mod columns;
mod dates;
mod fields;
mod fonts;
mod inline;
mod labels;
mod letterhead;
mod pence;
mod reconcile;
mod records;
mod rows;
mod streams;
mod table;
mod text;
mod two_up;
mod values;

use std::collections::{HashMap, HashSet};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::Duration;

use axum::http::StatusCode;
use lopdf::Document;
use reference_common::ApiError;

use crate::model::Invoice;
use labels::Field;
use text::Line;

/// What the service reports as its extractor in `/health`.
pub const EXTRACTOR: &str = "lopdf 0.42 (positional text, label/value and table detection)";

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ExtractError {
    #[error("the file is not a PDF (no %PDF- header)")]
    NotAPdf,
    #[error("the PDF cannot be read: {0}")]
    Malformed(String),
    #[error("the PDF is encrypted; upload an unprotected copy")]
    Encrypted,
    #[error("the PDF has no text layer (a scan?); only text PDFs can be read")]
    NoTextLayer,
    #[error("reading the PDF took longer than {0} seconds")]
    Timeout(u64),
}

impl From<ExtractError> for ApiError {
    fn from(err: ExtractError) -> Self {
        let code = match err {
            ExtractError::NotAPdf => "not_a_pdf",
            ExtractError::Malformed(_) => "malformed_pdf",
            ExtractError::Encrypted => "encrypted_pdf",
            ExtractError::NoTextLayer => "no_text_layer",
            ExtractError::Timeout(_) => "extraction_timeout",
        };
        ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, code, err.to_string())
    }
}

fn load(bytes: &[u8]) -> Result<Document, ExtractError> {
    let head = &bytes[..bytes.len().min(1024)];
    if !head.windows(5).any(|w| w == b"%PDF-") {
        return Err(ExtractError::NotAPdf);
    }
    let doc = Document::load_mem(bytes).map_err(|err| match err {
        lopdf::Error::Decryption(_)
        | lopdf::Error::InvalidPassword
        | lopdf::Error::UnsupportedSecurityHandler(_) => ExtractError::Encrypted,
        other => ExtractError::Malformed(other.to_string()),
    })?;
    if doc.was_encrypted() || doc.is_encrypted() {
        return Err(ExtractError::Encrypted);
    }
    if doc.get_pages().is_empty() {
        return Err(ExtractError::Malformed("the document has no pages".into()));
    }
    Ok(doc)
}

/// Reads an invoice from PDF bytes, on the calling thread.
pub fn read_invoice(bytes: &[u8]) -> Result<Invoice, ExtractError> {
    let doc = load(bytes)?;
    let mut lines = text::lines(&doc).map_err(|streams::ContentTooLarge| {
        ExtractError::Malformed(format!(
            "its content streams inflate beyond {} MiB",
            streams::MAX_CONTENT_BYTES >> 20
        ))
    })?;
    if lines
        .iter()
        .all(|l| l.cells.iter().all(|c| c.text.trim().is_empty()))
    {
        return Err(ExtractError::NoTextLayer);
    }
    pence::join(&mut lines);
    two_up::drop_copies(&mut lines);
    Ok(assemble(&lines))
}

/// [`read_invoice`] on a blocking thread: a panic becomes `Malformed`, and a
/// document that takes longer than `limit` is answered with `Timeout` (its
/// thread is left to finish on its own).
pub async fn read_invoice_isolated(
    bytes: axum::body::Bytes,
    limit: Duration,
) -> Result<Invoice, ExtractError> {
    isolated(limit, move || read_invoice(&bytes)).await
}

async fn isolated<T: Send + 'static>(
    limit: Duration,
    work: impl FnOnce() -> Result<T, ExtractError> + Send + 'static,
) -> Result<T, ExtractError> {
    let task = tokio::task::spawn_blocking(move || catch_unwind(AssertUnwindSafe(work)));
    match tokio::time::timeout(limit, task).await {
        Ok(Ok(Ok(result))) => result,
        Ok(Ok(Err(_))) | Ok(Err(_)) => Err(ExtractError::Malformed(
            "the PDF's structure could not be interpreted".into(),
        )),
        Err(_) => Err(ExtractError::Timeout(limit.as_secs())),
    }
}

/// The size most text of the document is set in.
fn body_size(lines: &[Line]) -> f32 {
    let mut sizes: Vec<f32> = lines
        .iter()
        .flat_map(|l| &l.cells)
        .map(|c| c.size)
        .filter(|s| s.is_finite())
        .collect();
    if sizes.is_empty() {
        return 10.0;
    }
    let middle = sizes.len() / 2;
    *sizes.select_nth_unstable_by(middle, f32::total_cmp).1
}

/// An invoice or order number: has a digit, at most two words, and is neither
/// a label, a date nor a sentence. A longer value keeps its first word when
/// that is one ("10234 (copy)").
fn identifier(value: &str) -> Option<String> {
    let value = fields::bare_number(value);
    // "Seria MDA Nr. A/2026/2223": the series the number is issued in, first.
    let value = value
        .split_once(char::is_whitespace)
        .filter(|(first, _)| labels::normalise(first) == "series")
        .and_then(|(_, rest)| rest.trim_start().split_once(char::is_whitespace))
        .map_or(value, |(_, rest)| rest.trim_start());
    // "No. A/2026/783" under a title "Invoice"; "č. 29199" under "Faktúra".
    let value = match value.split_once(char::is_whitespace) {
        Some((first, rest)) if labels::is_number_word(first) || is_abbreviation(first) => {
            rest.trim()
        }
        _ => value,
    };
    // "Número ....... 31635": dot leaders between the number word and the number.
    let value = value.trim_start_matches(['.', '…', ':']).trim_start();
    let first_word = value.split_whitespace().next().unwrap_or_default();
    whole_identifier(value).or_else(|| whole_identifier(first_word))
}

/// A short word cut off with a dot, as languages abbreviate "number" ("č.",
/// "št.", "br.", "Αρ."): never a number's own first word, which has a digit
/// or is written in capitals ("INV.").
fn is_abbreviation(word: &str) -> bool {
    word.strip_suffix('.').is_some_and(|letters| {
        (1..=4).contains(&letters.chars().count())
            && letters.chars().all(char::is_alphabetic)
            && letters.chars().any(char::is_lowercase)
    })
}

/// The buyer's order number, also where the value names what it is:
/// "Votre référence : commande PO75460".
fn order_identifier(value: &str) -> Option<String> {
    let named = fields::bare_number(value)
        .split_once(char::is_whitespace)
        .filter(|(word, _)| {
            word.chars().any(char::is_lowercase) && labels::field(word) == Some(Field::PoNumber)
        })
        .and_then(|(_, number)| identifier(number));
    named.or_else(|| identifier(value))
}

/// A reference for the payment, not the buyer's: a Swiss QR reference, a
/// creditor reference in groups of digits ("54 05878 52094 25202 71418
/// 44526", "RF18 5390 0754 7034"), or a Slovenian or Croatian one, a model
/// and its digits ("SI00 37235-81834", "HR01 2026-118").
fn is_payment_reference(value: &str) -> bool {
    let groups: Vec<&str> = value
        .split_whitespace()
        .map(|g| g.trim_end_matches([',', ';', '.']))
        .collect();
    let digits = |g: &&str| g.chars().all(|c| c.is_ascii_digit());
    let model = |g: &str, countries: &[&str]| {
        countries.iter().any(|country| {
            g.strip_prefix(country)
                .is_some_and(|check| check.len() == 2 && check.chars().all(|c| c.is_ascii_digit()))
        })
    };
    let creditor = groups.first().is_some_and(|g| model(g, &["RF"]));
    let national = groups.first().is_some_and(|g| model(g, &["SI", "HR"]))
        && groups.len() >= 2
        && groups[1..]
            .iter()
            .all(|g| g.chars().all(|c| c.is_ascii_digit() || c == '-'));
    national
        || (groups.len() >= 3
            && (groups.iter().all(digits)
                || (creditor
                    && groups[1..]
                        .iter()
                        .all(|g| g.chars().all(char::is_alphanumeric)))))
}

fn whole_identifier(value: &str) -> Option<String> {
    // A number ends no sentence: "your purchase order PO74380." is "PO74380".
    let value = value.trim().trim_end_matches([',', ';']);
    let value = value
        .strip_suffix('.')
        .filter(|v| v.ends_with(|c: char| c.is_ascii_digit()))
        .unwrap_or(value);
    let words = value.split_whitespace().count();
    // "Invoice # 123" under a title "Invoice": the value is another label's line.
    let first_two: Vec<&str> = value.split_whitespace().take(2).collect();
    let starts_with_label = first_two.first().is_some_and(|w| w.ends_with(':'))
        || (first_two.len() == 2 && labels::field(&first_two.join(" ")).is_some());
    // "Pagina/Oldal 1/2" under a title: the page count.
    let counts_pages = first_two
        .first()
        .is_some_and(|w| labels::normalise(w).split(' ').all(|w| w == "page"));
    (value.chars().any(|c| c.is_ascii_digit())
        && value.len() <= 40
        && words <= 2
        && !starts_with_label
        && !counts_pages
        && !labels::looks_like_label(value)
        && values::parse_date(value, values::SlashOrder::DayFirst).is_none())
    .then(|| value.to_string())
}

/// Whether the document carries a notice of assignment ("assigned to",
/// "f/b/o"): the invoice is sold to a factor.
fn assigned_to_a_factor(lines: &[Line]) -> bool {
    lines.iter().flat_map(|line| &line.cells).any(|cell| {
        let text = cell.text.to_lowercase();
        text.contains("assigned to") || text.contains("f/b/o")
    })
}

fn assemble(lines: &[Line]) -> Invoice {
    // Items read by column headers, unless they do not add up and records of
    // labelled details that do, or rows that multiply out (quantity × price
    // = amount), are printed instead.
    let table = table::read(lines);
    let table = if arithmetic::adds_up(&table, lines) {
        table
    } else if let Some(records) = records::read(lines).filter(|r| arithmetic::adds_up(r, lines)) {
        records
    } else {
        arithmetic::read(lines).unwrap_or(table)
    };
    let body = body_size(lines);
    let mut candidates = fields::candidates(lines, &table.cells, body);
    // Values of precise labels before those of a bare "Invoice"; each in reading order.
    candidates.sort_by_key(|c| c.weak);
    let values_of = |field: Field| -> Vec<&str> {
        candidates
            .iter()
            .filter(|c| c.field == field)
            .map(|c| c.value.as_str())
            .collect()
    };
    let first = |field: Field, accept: &dyn Fn(&str) -> Option<String>| {
        values_of(field).into_iter().find_map(accept)
    };
    let amounts = |field: Field| -> Vec<f64> {
        values_of(field)
            .into_iter()
            .filter_map(values::parse_amount)
            .collect()
    };

    let currency = first(Field::Currency, &|v| {
        values::currency_in(v).map(str::to_string)
    })
    .or_else(|| currency_of_total(lines))
    .or_else(|| currency_from_amounts(lines))
    .or_else(|| currency_named(lines));
    let dates = values_of(Field::InvoiceDate)
        .into_iter()
        .chain(values_of(Field::DueDate));
    let order = values::slash_order(dates, currency.as_deref());
    let date = |value: &str| values::date_in(value, order);
    let invoice_number =
        first(Field::InvoiceNumber, &identifier).or_else(|| first(Field::Reference, &identifier));
    // A reference that is not the invoice's own number is the buyer's.
    let po_number = first(Field::PoNumber, &order_identifier).or_else(|| {
        first(Field::Reference, &|v| {
            if is_payment_reference(v) {
                return None;
            }
            order_identifier(v).filter(|v| invoice_number.as_ref() != Some(v))
        })
    });
    // The letterhead is neither the other party nor a number read for a
    // field ("A1B2C3D4-0007" set bigger than the issuer's name).
    let mut others = values_of(Field::OtherParty);
    others.extend(invoice_number.as_deref());
    others.extend(po_number.as_deref());
    // "From" also opens a period ("From 1 March 2026"): a name is no date.
    let named = |v: &str| {
        let v = v.trim();
        // A sentence's full stop after the name's own ("payable to Northwind
        // Traders Inc..").
        let v = v
            .strip_suffix('.')
            .filter(|v| v.ends_with('.'))
            .unwrap_or(v);
        // A dash after the name leads to the rest of it on the next line
        // ("Globex GmbH –" over "Sucursala Cluj", the branch).
        let v = v.trim_end_matches(['–', '—', '-']).trim_end();
        // A name, not the account number printed under "Account / Payable to",
        // a sort code beside "Pay to", nor the telephone number and e-mail
        // address of a block whose caption is under it: a name holds few
        // digits and no address, and starts with a capital ("supplier spec."
        // or "Supplier a/c" in running text names no one).
        let letters = v.chars().filter(|c| c.is_alphabetic()).count();
        let digits = v.chars().filter(char::is_ascii_digit).count();
        (letters > digits
            && v.starts_with(|c: char| c.is_uppercase() || c.is_ascii_digit())
            && digits <= 4
            && !v.contains('@')
            && v.len() <= 120
            && labels::field(v).is_none()
            && values::date_in(v, order).is_none())
        .then(|| {
            letterhead::company_part(v)
                .map(str::to_string)
                .or_else(|| letterhead::without_branch(v))
                .unwrap_or_else(|| v.to_string())
        })
    };
    // Of the values a vendor label points at ("Remit to" beside a totals
    // block's "Products", over the name), a company's name first.
    // A company's name in the letterhead comes before a labelled value that
    // is no company's (the clerk under "From" on a fax cover).
    let letterhead =
        std::cell::LazyCell::new(|| letterhead::letterhead(lines, &table.cells, &others, body));
    // On a factored invoice "remit to" and "payable to" name the factor; the
    // vendor is the one whose letterhead it is.
    let mut labelled_vendors = values_of(Field::Vendor);
    if !labelled_vendors.is_empty() && assigned_to_a_factor(lines) {
        labelled_vendors.clear();
    }
    let vendor = labelled_vendors
        .into_iter()
        .filter_map(named)
        .find(|v| letterhead::is_company(v))
        .or_else(|| letterhead.clone().filter(|v| letterhead::is_company(v)))
        .or_else(|| first(Field::Vendor, &named))
        .or_else(|| letterhead.clone())
        .map(|name| letterhead::as_written(&name, lines).unwrap_or(name));
    let items_sum =
        (!table.items.is_empty()).then(|| table.items.iter().filter_map(|i| i.amount).sum::<f64>());
    let totals = reconcile::reconcile(
        &reconcile::Labelled {
            subtotals: &amounts(Field::Subtotal),
            taxes: &amounts(Field::Tax),
            totals: &amounts(Field::Total),
        },
        items_sum,
        &printed_amounts(lines, &table.cells),
    );

    let due_date = first(Field::DueDate, &|v| {
        if fields::names_a_discount(v) {
            return None;
        }
        date(v).or_else(|| fields::date_after_terms(v).and_then(|d| date(&d)))
    });
    Invoice {
        invoice_number,
        vendor,
        invoice_date: first(Field::InvoiceDate, &date).or_else(|| {
            dates::unlabelled_invoice_date(lines, &table.cells, order, due_date.as_deref())
        }),
        due_date,
        po_number,
        currency,
        line_items: table.items,
        subtotal: totals.subtotal,
        tax: totals.tax,
        total: totals.total,
    }
}

/// Every amount printed outside the item table.
fn printed_amounts(lines: &[Line], table: &HashSet<(usize, usize)>) -> Vec<f64> {
    lines
        .iter()
        .enumerate()
        .flat_map(|(index, line)| {
            line.cells
                .iter()
                .enumerate()
                .map(move |(at, c)| (index, at, c))
        })
        .filter(|(index, at, _)| !table.contains(&(*index, *at)))
        .filter_map(|(_, _, cell)| {
            let text = cell.text.rsplit(':').next().unwrap_or_default();
            values::parse_amount(text)
        })
        .collect()
}

/// The currency the total's label names ("NET À PAYER (CHF)"): it outranks
/// figures in the small print, such as a fixed fee the law sets in euros.
fn currency_of_total(lines: &[Line]) -> Option<String> {
    most_named(lines, |text| labels::field(text) == Some(Field::Total))
}

/// The currency named most often next to numbers.
fn currency_from_amounts(lines: &[Line]) -> Option<String> {
    most_named(lines, |text| text.chars().any(|c| c.is_ascii_digit()))
}

/// The currency named most often anywhere: "All amounts in EUR", "Total GBP".
fn currency_named(lines: &[Line]) -> Option<String> {
    most_named(lines, |_| true)
}

fn most_named(lines: &[Line], consider: impl Fn(&str) -> bool) -> Option<String> {
    let mut counts: HashMap<&str, usize> = HashMap::new();
    for cell in lines.iter().flat_map(|l| &l.cells) {
        if consider(&cell.text) {
            if let Some(code) = values::currency_in(&cell.text) {
                *counts.entry(code).or_default() += 1;
            }
        }
    }
    counts
        .into_iter()
        .max_by_key(|(code, n)| (*n, *code))
        .map(|(code, _)| code.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use text::sample::{line, monospaced};

    /// Text as documents print it: digits, separators, currency signs, and
    /// letters of one to three bytes, so that any byte offset may fall
    /// inside a character.
    fn printed() -> impl Strategy<Value = String> {
        "[0-9A-Za-z .,:;/#'’()%+\\-€$£₴‹›«»éÉßøΩжЖ日本 ]{0,32}"
    }

    proptest! {
        // The content-stream fuzzer once found a slice inside '‹' only after
        // many runs; text read from any PDF reaches these readers directly.
        #[test]
        fn any_printed_text_is_read_without_panicking(
            texts in prop::collection::vec(printed(), 1..6)
        ) {
            for text in &texts {
                let _ = values::parse_amount(text);
                let _ = values::date_in(text, values::SlashOrder::DayFirst);
                let _ = values::date_in(text, values::SlashOrder::MonthFirst);
                let _ = identifier(text);
                let _ = order_identifier(text);
                let _ = labels::field(text);
                let _ = columns::column(text);
                let _ = inline::leading_label(text);
            }
            let cells: Vec<(f32, &str)> = texts
                .iter()
                .enumerate()
                .map(|(k, text)| (50.0 + 110.0 * k as f32, text.as_str()))
                .collect();
            let lines = [
                line(0, 700.0, &[(50.0, "Invoice")]),
                line(0, 688.0, &cells),
                monospaced(0, 676.0, &cells),
                line(0, 664.0, &[(50.0, "Description"), (300.0, "Qty"), (400.0, "Amount")]),
                line(0, 652.0, &cells),
            ];
            let _ = assemble(&lines);
        }
    }

    #[test]
    fn a_number_after_an_abbreviated_number_word_is_the_identifier() {
        for (value, want) in [
            ("č. 29199", Some("29199")),
            ("št. INV 04263", Some("INV 04263")),
            ("Αρ. A/2026/17", Some("A/2026/17")),
            ("br. 7-2026", Some("7-2026")),
            ("No. A/2026/783", Some("A/2026/783")),
            ("INV 04263", Some("INV 04263")),
            ("PO74380.", Some("PO74380")),
            ("4500001582. The balance", Some("4500001582")),
            ("Número ............. 31635", Some("31635")),
            ("Seria MDA Nr. A/2026/2223", Some("A/2026/2223")),
            // The page count under a title, in one language or two.
            ("Page 1/2", None),
            ("Pagina/Oldal 1/1", None),
        ] {
            assert_eq!(identifier(value).as_deref(), want, "{value}");
        }
        assert!(!is_abbreviation("č"));
        assert!(!is_abbreviation("abcde."));
        assert!(!is_abbreviation("A1."));
    }

    #[test]
    fn an_order_number_named_in_its_value_is_the_number() {
        let lines = [
            line(0, 780.0, &[(57.0, "Hooli Services BV")]),
            line(
                0,
                630.0,
                &[(57.0, "Votre référence"), (159.0, ": commande PO75460")],
            ),
        ];
        assert_eq!(assemble(&lines).po_number.as_deref(), Some("PO75460"));
        assert_eq!(order_identifier("PO 4471").as_deref(), Some("PO 4471"));
    }

    #[test]
    fn a_summary_grid_overleaf_run_together_under_its_names() {
        // Items on one page; overleaf, a VAT summary whose amounts print as
        // one run of text under "Netto  VAT  Brutto", placed under none of
        // the items' columns, beside the amount due.
        let lines = [
            line(0, 780.0, &[(58.0, "Hooli Services BV")]),
            line(
                0,
                574.0,
                &[
                    (77.0, "Description"),
                    (256.0, "Qty"),
                    (320.0, "Net price"),
                    (368.0, "Net value"),
                ],
            ),
            line(
                0,
                552.0,
                &[
                    (77.0, "Data transfer"),
                    (261.0, "12"),
                    (331.0, "90,00"),
                    (376.0, "1 080,00"),
                ],
            ),
            line(
                0,
                537.0,
                &[
                    (77.0, "Managed backup"),
                    (261.0, "24"),
                    (326.0, "150,00"),
                    (376.0, "3 600,00"),
                ],
            ),
            line(
                1,
                800.0,
                &[
                    (60.0, "Stawka VAT"),
                    (160.0, "Netto"),
                    (205.0, "VAT"),
                    (245.0, "Brutto"),
                    (313.0, "Do zapłaty / Amount due:"),
                ],
            ),
            line(
                1,
                790.0,
                &[
                    (60.0, "20%"),
                    (140.0, "4 680,00 936,00 5 616,00"),
                    (360.0, "5 616,00 EUR"),
                ],
            ),
        ];
        let invoice = assemble(&lines);
        assert_eq!(invoice.line_items.len(), 2);
        assert_eq!(invoice.subtotal, Some(4680.0));
        assert_eq!(invoice.tax, Some(936.0));
        assert_eq!(invoice.total, Some(5616.0));
    }

    #[test]
    fn a_fax_cover_before_the_invoice_names_neither_its_clerk_nor_its_date() {
        let lines = [
            line(
                0,
                780.0,
                &[(57.0, "FROM-INITECH LLC"), (345.0, "5123692047")],
            ),
            line(
                0,
                740.0,
                &[(200.0, "F A X"), (250.0, "T R A N S M I T T A L")],
            ),
            line(0, 700.0, &[(57.0, "To:"), (117.0, "Accounts Payable")]),
            line(0, 690.0, &[(315.0, "From:"), (369.0, "Priya Raman")]),
            line(0, 680.0, &[(57.0, "Date:"), (117.0, "01/20/2026")]),
            line(1, 780.0, &[(57.0, "INITECH LLC"), (435.0, "INVOICE")]),
            line(
                1,
                770.0,
                &[(351.0, "Invoice No."), (435.0, "INV-2026-1560")],
            ),
            line(1, 760.0, &[(351.0, "Invoice Date"), (435.0, "01/16/2026")]),
            line(
                1,
                500.0,
                &[(57.0, "Please make checks out to Initech LLC.")],
            ),
        ];
        let invoice = assemble(&lines);
        assert_eq!(invoice.vendor.as_deref(), Some("Initech LLC"));
        assert_eq!(invoice.invoice_date.as_deref(), Some("2026-01-16"));
    }

    #[test]
    fn a_dash_after_the_vendor_s_name_leads_to_its_branch() {
        let lines = [
            line(0, 786.0, &[(42.8, "Furnizor: Globex GmbH –")]),
            line(0, 772.0, &[(42.8, "Sucursala Cluj")]),
        ];
        assert_eq!(assemble(&lines).vendor.as_deref(), Some("Globex GmbH"));
    }

    #[test]
    fn a_branch_after_a_dash_in_a_labelled_name_is_no_part_of_it() {
        // Set bigger than any name: a caption of the form.
        let mut caption = line(0, 798.9, &[(236.9, "Document primar cu regim special")]);
        caption.cells[0].size = 12.0;
        let lines = [
            caption,
            line(
                0,
                723.2,
                &[
                    (78.6, "Furnizor"),
                    (211.3, "Helvetia Precision AG – Sucursala Chișinău"),
                ],
            ),
        ];
        assert_eq!(
            assemble(&lines).vendor.as_deref(),
            Some("Helvetia Precision AG")
        );
    }

    #[test]
    fn numbered_columns_label_nothing() {
        let lines = [
            line(0, 760.0, &[(57.0, "Factura nr. 2026-118")]),
            line(
                0,
                494.0,
                &[
                    (60.0, "Description"),
                    (224.0, "Qty"),
                    (264.0, "Price excl."),
                    (330.0, "Net"),
                    (396.0, "VAT"),
                    (455.0, "Gross"),
                ],
            ),
            line(0, 486.0, &[(264.0, "VAT, CHF")]),
            line(
                0,
                478.0,
                &[
                    (60.0, "1"),
                    (224.0, "2"),
                    (264.0, "3"),
                    (330.0, "4"),
                    (396.0, "5"),
                    (455.0, "6"),
                ],
            ),
            line(
                0,
                465.0,
                &[
                    (60.0, "Micrometer"),
                    (224.0, "20"),
                    (264.0, "145,00"),
                    (330.0, "2 900,00"),
                    (396.0, "203,00"),
                    (455.0, "3 103,00"),
                ],
            ),
            line(
                0,
                450.0,
                &[
                    (60.0, "Total"),
                    (330.0, "2 900,00"),
                    (396.0, "203,00"),
                    (455.0, "3 103,00"),
                ],
            ),
            line(0, 430.0, &[(57.0, "Suma totală spre plată: 3 103,00 CHF.")]),
        ];
        let invoice = assemble(&lines);
        assert_eq!(invoice.tax, Some(203.0));
        assert_eq!(invoice.total, Some(3103.0));
    }

    #[test]
    fn a_payment_reference_is_no_order_of_the_buyer_s() {
        for reference in [
            "54 05878 52094 25202 71418 44526",
            "RF18 5390 0754 7034",
            "SI00 37235-81834",
            "HR01 2026-118",
        ] {
            assert!(is_payment_reference(reference), "{reference}");
            let lines = [
                line(0, 760.0, &[(57.0, "Fattura n. 2026-118")]),
                line(0, 718.0, &[(335.0, "Riferimento")]),
                line(0, 707.0, &[(335.0, reference)]),
            ];
            assert_eq!(assemble(&lines).po_number, None, "{reference}");
        }
        assert!(!is_payment_reference("PO-7781"));
        let lines = [
            line(0, 760.0, &[(57.0, "Fattura n. 2026-118")]),
            line(0, 718.0, &[(335.0, "Riferimento")]),
            line(0, 707.0, &[(335.0, "PO-7781")]),
        ];
        assert_eq!(assemble(&lines).po_number.as_deref(), Some("PO-7781"));
    }

    #[test]
    fn a_bare_order_number_near_a_blank_customer_po_is_the_seller_s() {
        let particulars = |po: &'static str| {
            [
                monospaced(0, 720.0, &[(57.0, "INVOICE NUMBER: 41099")]),
                monospaced(
                    0,
                    708.0,
                    &[(57.0, "ORDER NUMBER:"), (153.0, "S8127502.001")],
                ),
                monospaced(0, 686.0, &[(57.0, "BILL TO: 62042")]),
                monospaced(0, 674.0, &[(57.0, "FABRIKAM RESEARCH")]),
                monospaced(0, 629.0, &[(57.0, "CUSTOMER PO#"), (219.0, "JOB NAME")]),
                monospaced(0, 618.0, &[(57.0, po), (219.0, "SHOP POWER UPGRADE")]),
            ]
        };
        assert_eq!(assemble(&particulars("")).po_number, None);
        // A translation stacked under a loose label names the same order.
        let lines = [
            line(
                0,
                750.0,
                &[(403.0, "Akiligassiissutip normua"), (515.0, "INV-2724")],
            ),
            line(0, 650.7, &[(433.0, "Ordrep normua"), (517.0, "PO77872")]),
            line(0, 643.2, &[(444.7, "Deres ordrenr.")]),
        ];
        assert_eq!(assemble(&lines).po_number.as_deref(), Some("PO77872"));
        assert_eq!(
            assemble(&particulars("4500003043")).po_number.as_deref(),
            Some("4500003043")
        );
    }

    #[test]
    fn a_date_wrapped_in_its_box_under_its_label_is_read_whole() {
        let lines = [
            line(0, 712.0, &[(350.0, "INVOICE NO."), (424.0, "INVOICE DATE")]),
            line(0, 702.0, &[(350.0, "INV 05923"), (424.0, "November 23,")]),
            line(0, 694.5, &[(43.0, "Kyle Service Center"), (424.0, "2026")]),
            line(
                0,
                503.0,
                &[(49.0, "Installed: November 20, 2026 by B. Caldwell")],
            ),
        ];
        assert_eq!(assemble(&lines).invoice_date.as_deref(), Some("2026-11-23"));
    }

    #[test]
    fn the_currency_the_total_names_outranks_a_fee_in_the_small_print() {
        let lines = [
            line(0, 412.0, &[(365.0, "Total HT"), (520.0, "24 018,50")]),
            line(
                0,
                363.0,
                &[(365.0, "NET À PAYER (CHF)"), (511.0, "25 699,80")],
            ),
            line(
                0,
                310.0,
                &[(
                    57.0,
                    "une indemnité forfaitaire pour frais de recouvrement de 40 €",
                )],
            ),
        ];
        assert_eq!(assemble(&lines).currency.as_deref(), Some("CHF"));
    }

    #[test]
    fn a_vendor_label_in_running_text_names_no_one() {
        let lines = [
            line(0, 780.0, &[(57.0, "Acme Tools Ltd")]),
            line(0, 700.0, &[(57.0, "Supplier a/c"), (200.0, "ACME01")]),
            line(0, 690.0, &[(57.0, "Made to supplier spec.")]),
        ];
        assert_eq!(assemble(&lines).vendor.as_deref(), Some("Acme Tools Ltd"));
    }

    #[test]
    fn a_factored_invoice_names_its_issuer_in_the_letterhead() {
        let lines = [
            line(0, 729.0, &[(43.0, "Initech LLC"), (459.0, "INVOICE")]),
            line(
                0,
                628.0,
                &[(
                    54.0,
                    "This account has been assigned to Summit Trade Finance Corp.",
                )],
            ),
            line(
                0,
                352.0,
                &[(
                    51.0,
                    "Make checks payable to Summit Trade Finance Corp., f/b/o Initech LLC",
                )],
            ),
        ];
        let mut lines = lines.to_vec();
        lines[0].cells[0].size = 17.0;
        assert_eq!(assemble(&lines).vendor.as_deref(), Some("Initech LLC"));
    }

    #[test]
    fn a_sentence_ending_after_the_name_keeps_the_name_s_own_dot() {
        let lines = [
            line(0, 780.0, &[(57.0, "ACCOUNT STATEMENT")]),
            line(
                0,
                700.0,
                &[(57.0, "Make checks payable to Northwind Traders Inc..")],
            ),
        ];
        assert_eq!(
            assemble(&lines).vendor.as_deref(),
            Some("Northwind Traders Inc.")
        );
    }

    #[tokio::test]
    async fn a_panicking_reader_becomes_a_malformed_pdf() {
        let result: Result<(), _> = isolated(Duration::from_secs(5), || panic!("parser bug")).await;
        assert!(
            matches!(result, Err(ExtractError::Malformed(_))),
            "{result:?}"
        );
    }

    // covers: INV-LIMIT-4
    #[tokio::test]
    async fn a_reader_that_does_not_finish_in_time_is_answered_with_timeout() {
        let (release, wait) = std::sync::mpsc::channel::<()>();
        let result: Result<(), _> = isolated(Duration::from_millis(20), move || {
            // Blocks until the test has its answer.
            let _ = wait.recv();
            Ok(())
        })
        .await;
        assert_eq!(result, Err(ExtractError::Timeout(0)));
        release.send(()).expect("the reader is still waiting");
    }
}
