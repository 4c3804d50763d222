//! Recognising line-item column headers in their usual wordings ("Qty",
//! "Hours", "Unit price", "Rate", "Ext. price", "Line total"…).

use super::labels::normalise;

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
];
const QUANTITY_WORDS: &[&str] = &[
    "qty", "quantity", "units", "hours", "hrs", "hr", "pcs", "pieces", "count", "days",
];
const AMOUNT_WORDS: &[&str] = &[
    "amount", "total", "ext", "extended", "sum", "charge", "charges", "fee", "fees", "subtotal",
];
const PRICE_WORDS: &[&str] = &["price", "rate", "cost", "tariff"];
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
    "art no",
];

/// The column a table header cell names. `Item` is a description unless a
/// separate description column exists (the caller decides that).
pub fn column(header: &str) -> Option<Column> {
    let s = normalise(header);
    let words: Vec<&str> = s.split(' ').collect();
    let has_any = |list: &[&str]| words.iter().any(|w| list.contains(w));
    if s.is_empty() || words.len() > 4 {
        return None;
    }
    if OTHER_HEADERS.contains(&s.as_str()) {
        return Some(Column::Other);
    }
    // "VAT rate", "Tax amount": the tax of a line, not its price or total.
    let taxy = has_any(&["vat", "tax", "gst"]);
    if taxy && !has_any(&["incl", "excl", "including", "excluding", "net", "gross"]) {
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
    if has_any(PRICE_WORDS) && (per_unit || !has_any(AMOUNT_WORDS)) {
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
        ] {
            assert_eq!(column(header), Some(expected), "{header}");
        }
    }
}
