//! The in-memory ledger of every decision since the process started. Deciding
//! and recording happen under one lock, so concurrent invoices on the same PO
//! or with the same number see each other.

use crate::matching::{self, invoice_number_key, vendor_key};
use crate::model::{Decision, Invoice, InvoiceResult, Reason, Severity};
use crate::purchase_orders::{PurchaseOrders, po_key};

#[derive(Debug, Clone)]
struct Entry {
    id: String,
    decision: Decision,
    vendor_key: Option<String>,
    number_key: Option<String>,
    invoice_date: Option<String>,
    total: Option<f64>,
    po_key: Option<String>,
    net_amount: f64,
    file_sha256: Option<String>,
}

#[derive(Debug, Default)]
pub struct Ledger {
    entries: Vec<Entry>,
}

impl Ledger {
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    fn standing(&self) -> impl Iterator<Item = &Entry> {
        self.entries
            .iter()
            .filter(|e| e.decision != Decision::Reject)
    }

    /// Net amount billed on a PO by invoices that were not rejected.
    pub fn billed_on(&self, po: &str) -> f64 {
        self.standing()
            .filter(|e| e.po_key.as_deref() == Some(po))
            .map(|e| e.net_amount)
            .sum()
    }

    pub fn duplicates(
        &self,
        invoice: &Invoice,
        file_sha256: Option<&str>,
        reasons: &mut Vec<Reason>,
    ) {
        if let Some(earlier) = file_sha256.and_then(|h| {
            self.entries
                .iter()
                .find(|e| e.file_sha256.as_deref() == Some(h))
        }) {
            reasons.push(Reason {
                code: "duplicate_file".into(),
                severity: Severity::Reject,
                message: format!("the same file was already processed as {}", earlier.id),
                line: None,
            });
        }
        let vendor = invoice.vendor.as_deref().map(vendor_key);
        let number = invoice.invoice_number.as_deref().map(invoice_number_key);
        if vendor.is_none() {
            return;
        }
        let same_vendor = || self.standing().filter(|e| e.vendor_key == vendor);
        if let Some(earlier) = same_vendor().find(|e| number.is_some() && e.number_key == number) {
            reasons.push(Reason {
                code: "duplicate_invoice".into(),
                severity: Severity::Reject,
                message: format!(
                    "invoice {} from this vendor was already recorded as {}",
                    invoice.invoice_number.as_deref().unwrap_or_default(),
                    earlier.id
                ),
                line: None,
            });
            return;
        }
        let near = same_vendor().find(|e| {
            e.invoice_date.is_some()
                && e.invoice_date == invoice.invoice_date
                && matches!((e.total, invoice.total), (Some(a), Some(b)) if (a - b).abs() < 0.005)
        });
        if let Some(earlier) = near {
            reasons.push(Reason {
                code: "possible_duplicate".into(),
                severity: Severity::Review,
                message: format!(
                    "{} has the same vendor, date and total under another invoice number",
                    earlier.id
                ),
                line: None,
            });
        }
    }

    /// Checks `invoice`, records the decision and answers it.
    pub fn decide(
        &mut self,
        invoice: Invoice,
        file_sha256: Option<String>,
        pos: &PurchaseOrders,
    ) -> InvoiceResult {
        let checked = matching::check(&invoice, file_sha256.as_deref(), pos, self);
        let decision = matching::decision_of(&checked.reasons);
        let id = format!("inv-{:06}", self.entries.len() + 1);
        self.entries.push(Entry {
            id: id.clone(),
            decision,
            vendor_key: invoice.vendor.as_deref().map(vendor_key),
            number_key: invoice.invoice_number.as_deref().map(invoice_number_key),
            invoice_date: invoice.invoice_date.clone(),
            total: invoice.total,
            po_key: checked
                .purchase_order
                .as_ref()
                .map(|po| po_key(&po.po_number)),
            net_amount: matching::net_amount(&invoice),
            file_sha256: file_sha256.clone(),
        });
        InvoiceResult {
            id,
            decision,
            reasons: checked.reasons,
            po_number: checked.purchase_order.map(|po| po.po_number),
            invoice,
            file_sha256,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::LineItem;

    const POS: &str = r#"{
        "tolerances": { "price_relative": 0.05, "quantity_relative": 0.02, "absolute": 0.01 },
        "purchase_orders": [
            { "po_number": "PO-7", "vendor": "Acme Tools Ltd", "currency": "EUR",
              "lines": [ { "description": "Cordless drill", "quantity": 10, "unit_price": 100.0 },
                         { "description": "Drill bits", "quantity": 100, "unit_price": 2.0 } ] }
        ]
    }"#;

    fn pos() -> PurchaseOrders {
        PurchaseOrders::from_json(POS).expect("test POs")
    }

    fn item(description: &str, quantity: f64, unit_price: f64) -> LineItem {
        LineItem {
            description: description.into(),
            quantity: Some(quantity),
            unit_price: Some(unit_price),
            amount: Some(quantity * unit_price),
        }
    }

    /// A clean invoice on PO-7 billing `items`.
    fn invoice(number: &str, items: Vec<LineItem>) -> Invoice {
        let subtotal: f64 = items.iter().filter_map(|i| i.amount).sum();
        Invoice {
            invoice_number: Some(number.into()),
            vendor: Some("ACME Tools Ltd.".into()),
            invoice_date: Some("2026-03-01".into()),
            due_date: Some("2026-03-31".into()),
            po_number: Some("po 7".into()),
            currency: Some("EUR".into()),
            line_items: items,
            subtotal: Some(subtotal),
            tax: Some(0.0),
            total: Some(subtotal),
        }
    }

    fn codes(result: &InvoiceResult) -> Vec<&str> {
        result.reasons.iter().map(|r| r.code.as_str()).collect()
    }

    #[test]
    fn a_clean_invoice_is_approved_with_matched() {
        let mut ledger = Ledger::default();
        let result = ledger.decide(
            invoice("1", vec![item("Cordless drill", 2.0, 100.0)]),
            None,
            &pos(),
        );
        assert_eq!(result.decision, Decision::Approve);
        assert_eq!(codes(&result), ["matched"]);
        assert_eq!(result.po_number.as_deref(), Some("PO-7"));
        assert_eq!(result.id, "inv-000001");
    }

    #[test]
    fn price_tolerance_is_relative_with_an_absolute_floor() {
        let pos = pos();
        let mut ledger = Ledger::default();
        let within = ledger.decide(
            invoice("1", vec![item("Cordless drill", 1.0, 105.0)]),
            None,
            &pos,
        );
        assert_eq!(within.decision, Decision::Approve, "{:?}", within.reasons);
        let above = ledger.decide(
            invoice("2", vec![item("Cordless drill", 1.0, 105.02)]),
            None,
            &pos,
        );
        assert_eq!(above.decision, Decision::Reject);
        assert_eq!(codes(&above), ["price_above_tolerance"]);
        assert_eq!(above.reasons[0].line, Some(1));
        let below = ledger.decide(
            invoice("3", vec![item("Cordless drill", 1.0, 90.0)]),
            None,
            &pos,
        );
        assert_eq!(below.decision, Decision::Approve);
        assert_eq!(codes(&below), ["price_below_tolerance"]);
        // For a cheap item the absolute tolerance (0.01) is the larger one.
        let cheap = ledger.decide(
            invoice("4", vec![item("Drill bits", 1.0, 2.01)]),
            None,
            &pos,
        );
        assert_eq!(cheap.decision, Decision::Approve, "{:?}", cheap.reasons);
    }

    #[test]
    fn quantity_above_the_order_is_rejected() {
        let pos = pos();
        let mut ledger = Ledger::default();
        let over = ledger.decide(
            invoice("1", vec![item("Drill bits", 103.0, 2.0)]),
            None,
            &pos,
        );
        assert!(
            codes(&over).contains(&"quantity_above_tolerance"),
            "{:?}",
            over.reasons
        );
        assert_eq!(over.decision, Decision::Reject);
        let within = ledger.decide(
            invoice("2", vec![item("Drill bits", 102.0, 2.0)]),
            None,
            &pos,
        );
        assert!(
            !codes(&within).contains(&"quantity_above_tolerance"),
            "{:?}",
            within.reasons
        );
    }

    #[test]
    fn vendor_currency_and_po_problems() {
        let pos = pos();
        let mut ledger = Ledger::default();
        let mut other_vendor = invoice("1", vec![item("Cordless drill", 1.0, 100.0)]);
        other_vendor.vendor = Some("Globex GmbH".into());
        assert_eq!(
            codes(&ledger.decide(other_vendor, None, &pos)),
            ["vendor_mismatch"]
        );
        let mut dollars = invoice("2", vec![item("Cordless drill", 1.0, 100.0)]);
        dollars.currency = Some("USD".into());
        assert_eq!(
            codes(&ledger.decide(dollars, None, &pos)),
            ["currency_mismatch"]
        );
        let mut unknown = invoice("3", vec![item("Cordless drill", 1.0, 100.0)]);
        unknown.po_number = Some("PO-8".into());
        let result = ledger.decide(unknown, None, &pos);
        assert_eq!(
            (result.decision, codes(&result)),
            (Decision::Reject, vec!["unknown_po"])
        );
        let mut none = invoice("4", vec![item("Cordless drill", 1.0, 100.0)]);
        none.po_number = None;
        let result = ledger.decide(none, None, &pos);
        assert_eq!(
            (result.decision, codes(&result)),
            (Decision::Review, vec!["missing_po"])
        );
        let unlisted = ledger.decide(
            invoice("5", vec![item("Gold plated hammer", 1.0, 1.0)]),
            None,
            &pos,
        );
        assert_eq!(
            (unlisted.decision, codes(&unlisted)),
            (Decision::Review, vec!["unmatched_line"])
        );
    }

    #[test]
    fn arithmetic_that_does_not_add_up_goes_to_review() {
        let pos = pos();
        let mut ledger = Ledger::default();
        let mut wrong_line = invoice("1", vec![item("Cordless drill", 2.0, 100.0)]);
        wrong_line.line_items[0].amount = Some(210.0);
        wrong_line.subtotal = Some(210.0);
        wrong_line.total = Some(210.0);
        let result = ledger.decide(wrong_line, None, &pos);
        assert_eq!(
            (result.decision, codes(&result)),
            (Decision::Review, vec!["line_arithmetic"])
        );
        let mut wrong_subtotal = invoice("2", vec![item("Drill bits", 2.0, 2.0)]);
        wrong_subtotal.subtotal = Some(5.0);
        wrong_subtotal.total = Some(5.0);
        assert_eq!(
            codes(&ledger.decide(wrong_subtotal, None, &pos)),
            ["subtotal_mismatch"]
        );
        let mut wrong_total = invoice("3", vec![item("Drill bits", 2.0, 2.0)]);
        wrong_total.tax = Some(0.76);
        wrong_total.total = Some(4.70);
        assert_eq!(
            codes(&ledger.decide(wrong_total, None, &pos)),
            ["total_mismatch"]
        );
        let mut rounding = invoice("4", vec![item("Drill bits", 3.0, 2.0)]);
        rounding.tax = Some(1.14);
        rounding.total = Some(7.15);
        assert_eq!(
            codes(&ledger.decide(rounding, None, &pos)),
            ["matched"],
            "one cent is rounding"
        );
    }

    #[test]
    fn missing_fields_and_dates_go_to_review() {
        let mut ledger = Ledger::default();
        let result = ledger.decide(Invoice::default(), None, &pos());
        assert_eq!(result.decision, Decision::Review);
        let missing = result
            .reasons
            .iter()
            .filter(|r| r.code == "missing_field")
            .count();
        assert_eq!(missing, 6);
        assert!(codes(&result).contains(&"missing_po"));
        let mut late = invoice("9", vec![item("Cordless drill", 1.0, 100.0)]);
        late.due_date = Some("2026-02-01".into());
        assert_eq!(
            codes(&ledger.decide(late, None, &pos())),
            ["due_before_invoice_date"]
        );
    }

    #[test]
    fn billing_beyond_the_open_po_value_is_rejected_across_invoices() {
        let pos = pos();
        let mut ledger = Ledger::default();
        // PO-7 is worth 1,200.00; 5 % tolerance allows 1,260.00 in all.
        let first = ledger.decide(
            invoice("1", vec![item("Cordless drill", 10.0, 100.0)]),
            None,
            &pos,
        );
        assert_eq!(first.decision, Decision::Approve);
        let second = ledger.decide(
            invoice("2", vec![item("Drill bits", 100.0, 2.0)]),
            None,
            &pos,
        );
        assert_eq!(second.decision, Decision::Approve, "{:?}", second.reasons);
        let third = ledger.decide(
            invoice("3", vec![item("Drill bits", 40.0, 2.0)]),
            None,
            &pos,
        );
        assert_eq!(
            (third.decision, codes(&third)),
            (Decision::Reject, vec!["po_overbilled"])
        );
        // A rejected invoice does not use up the PO.
        let fourth = ledger.decide(
            invoice("4", vec![item("Drill bits", 25.0, 2.0)]),
            None,
            &pos,
        );
        assert_eq!(fourth.decision, Decision::Approve, "{:?}", fourth.reasons);
    }

    #[test]
    fn duplicates_by_number_file_and_near_duplicates() {
        let pos = pos();
        let mut ledger = Ledger::default();
        let first = ledger.decide(
            invoice("INV-0042", vec![item("Drill bits", 1.0, 2.0)]),
            Some("abc".into()),
            &pos,
        );
        assert_eq!(first.decision, Decision::Approve);
        let again = ledger.decide(
            invoice("inv 42", vec![item("Drill bits", 1.0, 2.0)]),
            None,
            &pos,
        );
        assert_eq!(
            (again.decision, codes(&again)),
            (Decision::Reject, vec!["duplicate_invoice"])
        );
        let same_file = ledger.decide(
            invoice("INV-43", vec![item("Drill bits", 1.0, 2.0)]),
            Some("abc".into()),
            &pos,
        );
        assert!(
            codes(&same_file).contains(&"duplicate_file"),
            "{:?}",
            same_file.reasons
        );
        let near = ledger.decide(
            invoice("INV-44", vec![item("Drill bits", 1.0, 2.0)]),
            None,
            &pos,
        );
        assert_eq!(
            (near.decision, codes(&near)),
            (Decision::Review, vec!["possible_duplicate"])
        );
        let other_day = invoice("INV-45", vec![item("Drill bits", 1.0, 2.0)]);
        let other_day = Invoice {
            invoice_date: Some("2026-03-02".into()),
            ..other_day
        };
        assert_eq!(codes(&ledger.decide(other_day, None, &pos)), ["matched"]);
    }
}
