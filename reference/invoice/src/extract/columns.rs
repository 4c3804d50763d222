//! Recognising line-item column headers in their usual wordings ("Qty",
//! "Hours", "Unit price", "Rate", "Ext. price", "Line total"…).

use super::labels::normalise;
use super::values::CURRENCY_CODES;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Column {
    Description,
    Quantity,
    UnitPrice,
    Amount,
    /// Position numbers, item codes, tax rates: present but not read.
    Other,
}

const DESCRIPTION_WORDS: &[&str] = &[
    "description",
    "desc",
    "product",
    "products",
    "service",
    "services",
    "details",
    "particulars",
    "article",
    "designation",
    "activity",
    "task",
    "goods",
    "material",
    "expense",
    "deliverable",
    "work",
    "memo",
];
const QUANTITY_WORDS: &[&str] = &[
    "qty", "quantity", "units", "hours", "hrs", "hr", "pcs", "pieces", "count", "days",
];
const AMOUNT_WORDS: &[&str] = &[
    "amount",
    "total",
    "ext",
    "extended",
    "extension",
    "sum",
    "charge",
    "charges",
    "fee",
    "fees",
    "subtotal",
];
const PRICE_WORDS: &[&str] = &["price", "rate", "cost", "tariff"];
/// Words of a tax: "VAT rate" and "Tax amount" name the tax of a line, and
/// such a word qualifies the name after it.
pub const TAX_WORDS: &[&str] = &["vat", "tax", "taxes", "gst"];
/// Position numbers, item codes, units, tax rates: columns present but not read.
const OTHER_HEADERS: &[&str] = &[
    "#",
    "no",
    "nr",
    "pos",
    "ln",
    "sl no",
    "sr no",
    "serial",
    "sku",
    "code",
    "item no",
    "item #",
    "item code",
    "part no",
    "vat",
    "tax",
    "vat %",
    "tax %",
    "uom",
    "line",
    "unit of measure",
    "ref",
    "reference",
    "art no",
    // Dated entries: when each line was delivered or worked, not what it was.
    "date",
];

/// Words that say a column holds identifiers: "Product code", "Article no.",
/// "Part number" name a code column whatever noun comes first.
const CODE_WORDS: &[&str] = &["no", "nr", "number", "#", "code", "id", "sku", "ref"];

/// Words that qualify the column name after them: "Unit price", "Total
/// price", "Net amount" name one column.
pub const MODIFIERS: &[&str] = &[
    "unit", "total", "ext", "extended", "net", "line", "gross", "sales", "list", "item", "hourly",
];

/// Description words that name the description and nothing else; beside
/// one of them, "Item", "Product" or "Article" name a code column.
const PRECISE_DESCRIPTION_WORDS: &[&str] = &[
    "description",
    "desc",
    "details",
    "particulars",
    "designation",
];

/// The header's words, without a currency it names ("Net (GBP)", "Amount EUR").
fn header_words(header: &str) -> Vec<String> {
    normalise(header)
        .split(' ')
        .filter(|w| !w.is_empty() && !CURRENCY_CODES.contains(&w.to_ascii_uppercase().as_str()))
        .map(str::to_string)
        .collect()
}

/// Whether a name holds a word of money summed ("Line item total", "Amount").
pub fn names_amount(header: &str) -> bool {
    header_words(header)
        .iter()
        .any(|w| AMOUNT_WORDS.contains(&w.as_str()))
}

/// Whether a name says its money has the tax in ("Total incl. VAT", "Gross").
pub fn includes_tax(header: &str) -> bool {
    header_words(header)
        .iter()
        .any(|w| ["incl", "including", "inclusive", "gross"].contains(&w.as_str()))
}

/// Whether a description header says "description" itself, rather than a
/// noun ("Item", "Product") that may also head a code column.
pub fn names_description_precisely(header: &str) -> bool {
    header_words(header)
        .iter()
        .any(|w| PRECISE_DESCRIPTION_WORDS.contains(&w.as_str()))
}

/// Whether every word of a header belongs to the vocabulary of column names,
/// as in "Description" or "Amount (EUR)" but not "Hooli Services BV" or
/// "Amount due": a line of two such names alone makes a table header.
pub fn is_plain_name(header: &str) -> bool {
    let words = header_words(header);
    let lists = [
        DESCRIPTION_WORDS,
        QUANTITY_WORDS,
        AMOUNT_WORDS,
        PRICE_WORDS,
        MODIFIERS,
        &["of", "per", "each", "name", "items", "value"],
    ];
    !words.is_empty()
        && words
            .iter()
            .all(|w| lists.iter().any(|list| list.contains(&w.as_str())))
}

/// The column a table header cell names. `Item` is a description unless a
/// separate description column exists (the caller decides that).
pub fn column(header: &str) -> Option<Column> {
    let words = header_words(header);
    let s = words.join(" ");
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    let has_any = |list: &[&str]| words.iter().any(|w| list.contains(w));
    if s.is_empty() || words.len() > 4 {
        return None;
    }
    if OTHER_HEADERS.contains(&s.as_str())
        || (words.len() > 1 && words.last().is_some_and(|w| CODE_WORDS.contains(w)))
    {
        return Some(Column::Other);
    }
    // "Desc. %", "VAT %": a percentage is a rate, not a line's money or name;
    // "Discount rate", "Discount amount": what is taken off, not the line's.
    if words.contains(&"%") || has_any(&["discount", "disc"]) {
        return Some(Column::Other);
    }
    // "VAT rate", "Tax amount": the tax of a line, not its price or total.
    let taxy = has_any(TAX_WORDS);
    let qualified = [
        "incl",
        "excl",
        "including",
        "excluding",
        "without",
        "net",
        "gross",
    ];
    if taxy && !has_any(&qualified) {
        return Some(Column::Other);
    }
    if has_any(DESCRIPTION_WORDS) || ["item name", "name"].contains(&s.as_str()) {
        return Some(Column::Description);
    }
    if has_any(QUANTITY_WORDS) {
        return Some(Column::Quantity);
    }
    // "Unit price" and "Price per unit" before "Total", "Amount" or "Value".
    let per_unit = has_any(&["unit", "each", "per"]);
    // "Unit value" is a price, where "Total value" is an amount (customs forms).
    let priced = has_any(PRICE_WORDS) || (per_unit && has_any(&["value"]));
    if priced && (per_unit || !has_any(AMOUNT_WORDS)) {
        return Some(Column::UnitPrice);
    }
    if has_any(AMOUNT_WORDS) || ["net", "net amount", "value", "net value"].contains(&s.as_str()) {
        return Some(Column::Amount);
    }
    if s == "each" || s == "unit" {
        return Some(Column::UnitPrice);
    }
    if s == "item" || s == "items" {
        return Some(Column::Description);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn column_headers_in_many_wordings() {
        for (header, expected) in [
            ("Description", Column::Description),
            ("Product", Column::Description),
            ("Qty", Column::Quantity),
            ("Units", Column::Quantity),
            ("Unit Price", Column::UnitPrice),
            ("Rate", Column::UnitPrice),
            ("Unit Cost", Column::UnitPrice),
            ("Amount", Column::Amount),
            ("Ext. Price", Column::Amount),
            ("Extended price", Column::Amount),
            ("Total price", Column::Amount),
            ("Price per unit", Column::UnitPrice),
            ("Hourly rate", Column::UnitPrice),
            ("Discount amount", Column::Other),
            ("İskonto Oranı", Column::Other),
            ("Mal Hizmet Tutarı", Column::Amount),
            ("Cena za MJ", Column::UnitPrice),
            ("Περιγραφή", Column::Description),
            ("Hrs", Column::Quantity),
            ("Activity", Column::Description),
            ("Item description", Column::Description),
            ("Amount (EUR)", Column::Amount),
            ("Line total (EUR)", Column::Amount),
            ("Unit price (EUR)", Column::UnitPrice),
            ("Item no.", Column::Other),
            ("Each", Column::UnitPrice),
            ("Item", Column::Description),
            ("VAT rate", Column::Other),
            ("Fee", Column::Amount),
            ("Subtotal", Column::Amount),
            ("Tax amount", Column::Other),
            ("Amount incl. VAT", Column::Amount),
            ("Line total", Column::Amount),
            ("Net", Column::Amount),
            ("#", Column::Other),
            ("Net (GBP)", Column::Amount),
            ("Menge", Column::Quantity),
            ("Bezeichnung", Column::Description),
            ("Einzelpreis", Column::UnitPrice),
            ("Gesamtpreis", Column::Amount),
            ("Betrag (EUR)", Column::Amount),
            ("Art.-Nr.", Column::Other),
            ("Extension", Column::Amount),
            ("Price (GBP)", Column::UnitPrice),
            ("Product Code", Column::Other),
            ("Article No.", Column::Other),
            ("Part number", Column::Other),
            ("Unit value", Column::UnitPrice),
            ("Taxes", Column::Other),
            ("Total value", Column::Amount),
            ("Value", Column::Amount),
        ] {
            assert_eq!(column(header), Some(expected), "{header}");
        }
    }

    #[test]
    fn plain_names_are_column_vocabulary_alone() {
        for header in [
            "Description",
            "Amount (EUR)",
            "Unit price",
            "Line total",
            "Hours",
        ] {
            assert!(is_plain_name(header), "{header}");
        }
        for header in [
            "Hooli Services BV",
            "Amount due",
            "Professional Services Ltd",
        ] {
            assert!(!is_plain_name(header), "{header}");
        }
    }
}
