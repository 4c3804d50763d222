//! Two-way match of an invoice against its purchase order, its own arithmetic,
//! and what the ledger already holds (duplicates, amounts billed on the PO).

use crate::ledger::Ledger;
use crate::model::{Decision, Invoice, LineItem, Reason, Severity};
use crate::purchase_orders::{PoLine, PurchaseOrder, PurchaseOrders, po_key};

/// Arithmetic on printed amounts may be off by a rounding step.
const ARITHMETIC_TOLERANCE: f64 = 0.01 + 1e-9;

const LEGAL_FORMS: &[&str] = &[
    "inc",
    "ltd",
    "llc",
    "gmbh",
    "ag",
    "sa",
    "bv",
    "co",
    "corp",
    "plc",
    "limited",
    "company",
    "corporation",
];

fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// Vendor names compare without case, punctuation and legal-form words.
pub fn vendor_key(name: &str) -> String {
    words(name)
        .into_iter()
        .filter(|w| !LEGAL_FORMS.contains(&w.as_str()))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Invoice numbers compare part by part, without separators, case or leading zeros.
pub fn invoice_number_key(number: &str) -> String {
    number
        .split(|c: char| !c.is_alphanumeric())
        .filter(|p| !p.is_empty())
        .map(|part| {
            let trimmed = part.trim_start_matches('0');
            if trimmed.is_empty() {
                "0".to_string()
            } else {
                trimmed.to_uppercase()
            }
        })
        .collect()
}

fn description_key(text: &str) -> String {
    words(text).join(" ")
}

/// What an invoice bills before tax: its subtotal, else the sum of its lines.
pub fn net_amount(invoice: &Invoice) -> f64 {
    invoice
        .subtotal
        .unwrap_or_else(|| invoice.line_items.iter().filter_map(|l| l.amount).sum())
}

pub fn decision_of(reasons: &[Reason]) -> Decision {
    match reasons.iter().map(|r| r.severity).max() {
        Some(Severity::Reject) => Decision::Reject,
        Some(Severity::Review) => Decision::Review,
        _ => Decision::Approve,
    }
}

fn reason(code: &str, severity: Severity, message: String, line: Option<usize>) -> Reason {
    Reason {
        code: code.to_string(),
        severity,
        message,
        line,
    }
}

fn money(value: f64) -> String {
    format!("{value:.2}")
}

/// The outcome of the checks, before it is recorded.
pub struct Checked {
    pub reasons: Vec<Reason>,
    pub purchase_order: Option<PurchaseOrder>,
}

pub fn check(
    invoice: &Invoice,
    file_sha256: Option<&str>,
    pos: &PurchaseOrders,
    ledger: &Ledger,
) -> Checked {
    let mut reasons = Vec::new();
    missing_fields(invoice, &mut reasons);
    arithmetic(invoice, &mut reasons);
    if let (Some(issued), Some(due)) = (&invoice.invoice_date, &invoice.due_date) {
        if due < issued {
            reasons.push(reason(
                "due_before_invoice_date",
                Severity::Review,
                format!("the due date {due} is before the invoice date {issued}"),
                None,
            ));
        }
    }
    let purchase_order = match &invoice.po_number {
        None => {
            reasons.push(reason(
                "missing_po",
                Severity::Review,
                "the invoice names no purchase order".into(),
                None,
            ));
            None
        }
        Some(number) => match pos.find(number) {
            None => {
                reasons.push(reason(
                    "unknown_po",
                    Severity::Reject,
                    format!("purchase order {number} is not known"),
                    None,
                ));
                None
            }
            Some(po) => {
                against_po(invoice, po, pos, &mut reasons);
                overbilling(invoice, po, pos, ledger, &mut reasons);
                Some(po.clone())
            }
        },
    };
    ledger.duplicates(invoice, file_sha256, &mut reasons);
    if reasons.is_empty() {
        let message = match &purchase_order {
            Some(po) => format!("matches purchase order {} within tolerances", po.po_number),
            None => "all checks passed".into(),
        };
        reasons.push(reason("matched", Severity::Info, message, None));
    }
    Checked {
        reasons,
        purchase_order,
    }
}

fn missing_fields(invoice: &Invoice, reasons: &mut Vec<Reason>) {
    let fields = [
        ("invoice_number", invoice.invoice_number.is_none()),
        ("vendor", invoice.vendor.is_none()),
        ("invoice_date", invoice.invoice_date.is_none()),
        ("currency", invoice.currency.is_none()),
        ("total", invoice.total.is_none()),
        ("line_items", invoice.line_items.is_empty()),
    ];
    for (field, missing) in fields {
        if missing {
            let message = format!("the invoice has no {}", field.replace('_', " "));
            reasons.push(reason("missing_field", Severity::Review, message, None));
        }
    }
}

fn arithmetic(invoice: &Invoice, reasons: &mut Vec<Reason>) {
    for (index, item) in invoice.line_items.iter().enumerate() {
        if let (Some(q), Some(p), Some(amount)) = (item.quantity, item.unit_price, item.amount) {
            let expected = q * p;
            if (expected - amount).abs() > ARITHMETIC_TOLERANCE {
                reasons.push(reason(
                    "line_arithmetic",
                    Severity::Review,
                    format!(
                        "line {}: {q} × {} is {}, not {}",
                        index + 1,
                        money(p),
                        money(expected),
                        money(amount)
                    ),
                    Some(index + 1),
                ));
            }
        }
    }
    let amounts: Option<Vec<f64>> = invoice.line_items.iter().map(|l| l.amount).collect();
    if let (Some(amounts), Some(subtotal)) = (amounts, invoice.subtotal) {
        let sum: f64 = amounts.iter().sum();
        if !amounts.is_empty() && (sum - subtotal).abs() > ARITHMETIC_TOLERANCE {
            reasons.push(reason(
                "subtotal_mismatch",
                Severity::Review,
                format!(
                    "the line amounts add up to {}, the subtotal says {}",
                    money(sum),
                    money(subtotal)
                ),
                None,
            ));
        }
    }
    if let (Some(subtotal), Some(total)) = (invoice.subtotal, invoice.total) {
        let expected = subtotal + invoice.tax.unwrap_or(0.0);
        if (expected - total).abs() > ARITHMETIC_TOLERANCE {
            reasons.push(reason(
                "total_mismatch",
                Severity::Review,
                format!(
                    "subtotal plus tax is {}, the total says {}",
                    money(expected),
                    money(total)
                ),
                None,
            ));
        }
    }
}

/// The PO line an invoice line bills: same description, else the one sharing
/// most words (at least half of them).
fn po_line<'a>(po: &'a PurchaseOrder, item: &LineItem) -> Option<&'a PoLine> {
    let key = description_key(&item.description);
    if let Some(line) = po
        .lines
        .iter()
        .find(|l| description_key(&l.description) == key)
    {
        return Some(line);
    }
    let item_words = words(&item.description);
    po.lines
        .iter()
        .map(|line| {
            let line_words = words(&line.description);
            let shared = item_words.iter().filter(|w| line_words.contains(w)).count();
            (
                shared as f64 / item_words.len().max(line_words.len()).max(1) as f64,
                line,
            )
        })
        .filter(|(overlap, _)| *overlap >= 0.5)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, line)| line)
}

fn against_po(
    invoice: &Invoice,
    po: &PurchaseOrder,
    pos: &PurchaseOrders,
    reasons: &mut Vec<Reason>,
) {
    if let Some(vendor) = &invoice.vendor {
        if vendor_key(vendor) != vendor_key(&po.vendor) {
            reasons.push(reason(
                "vendor_mismatch",
                Severity::Reject,
                format!(
                    "the invoice is from {vendor}, purchase order {} is with {}",
                    po.po_number, po.vendor
                ),
                None,
            ));
        }
    }
    if let Some(currency) = &invoice.currency {
        if !currency.eq_ignore_ascii_case(&po.currency) {
            reasons.push(reason(
                "currency_mismatch",
                Severity::Reject,
                format!(
                    "the invoice is in {currency}, purchase order {} in {}",
                    po.po_number, po.currency
                ),
                None,
            ));
        }
    }
    let tolerances = pos.tolerances;
    for (index, item) in invoice.line_items.iter().enumerate() {
        let line = Some(index + 1);
        let Some(ordered) = po_line(po, item) else {
            reasons.push(reason(
                "unmatched_line",
                Severity::Review,
                format!(
                    "line {}: \"{}\" is not on purchase order {}",
                    index + 1,
                    item.description,
                    po.po_number
                ),
                line,
            ));
            continue;
        };
        if let Some(price) = item.unit_price {
            let allowed = tolerances.price_allowance(ordered.unit_price);
            let difference = price - ordered.unit_price;
            if difference > allowed + 1e-9 {
                reasons.push(reason(
                    "price_above_tolerance",
                    Severity::Reject,
                    format!(
                        "line {}: unit price {} is above the ordered {} by more than {}",
                        index + 1,
                        money(price),
                        money(ordered.unit_price),
                        money(allowed)
                    ),
                    line,
                ));
            } else if -difference > allowed + 1e-9 {
                reasons.push(reason(
                    "price_below_tolerance",
                    Severity::Warning,
                    format!(
                        "line {}: unit price {} is below the ordered {} by more than {}",
                        index + 1,
                        money(price),
                        money(ordered.unit_price),
                        money(allowed)
                    ),
                    line,
                ));
            }
        }
        if let Some(quantity) = item.quantity {
            let allowed = tolerances.quantity_allowance(ordered.quantity);
            if quantity - ordered.quantity > allowed + 1e-9 {
                reasons.push(reason(
                    "quantity_above_tolerance",
                    Severity::Reject,
                    format!(
                        "line {}: quantity {quantity} is above the ordered {} by more than {allowed}",
                        index + 1,
                        ordered.quantity
                    ),
                    line,
                ));
            }
        }
    }
}

fn overbilling(
    invoice: &Invoice,
    po: &PurchaseOrder,
    pos: &PurchaseOrders,
    ledger: &Ledger,
    reasons: &mut Vec<Reason>,
) {
    let value = po.value();
    let before = ledger.billed_on(&po_key(&po.po_number));
    let now = net_amount(invoice);
    let allowed = value + pos.tolerances.price_allowance(value);
    if before + now > allowed + 1e-9 {
        reasons.push(reason(
            "po_overbilled",
            Severity::Reject,
            format!(
                "purchase order {} is worth {}; {} was billed before and this invoice adds {}",
                po.po_number,
                money(value),
                money(before),
                money(now)
            ),
            None,
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_normalise_what_they_should() {
        assert_eq!(
            invoice_number_key("INV-2026-0106"),
            invoice_number_key("inv 2026 106")
        );
        assert_eq!(invoice_number_key("A/2026/007"), "A20267");
        assert_ne!(
            invoice_number_key("INV-1001"),
            invoice_number_key("INV-101")
        );
        assert_eq!(vendor_key("Acme Tools Ltd."), vendor_key("ACME TOOLS"));
        assert_ne!(vendor_key("Acme Tools Ltd"), vendor_key("Acme Toys Ltd"));
    }
}
