//! The purchase orders invoices are matched against, and the match tolerances,
//! loaded once at start from JSON.

use std::collections::HashMap;

use serde::Deserialize;

/// The project's corpus purchase orders, used when no file is given.
pub const DEFAULT_PURCHASE_ORDERS: &str = include_str!("../../../fixtures/purchase_orders.json");

/// Allowed deviations: the larger of `relative` × the PO value and `absolute`.
#[derive(Debug, Clone, Copy, PartialEq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Tolerances {
    pub price_relative: f64,
    pub quantity_relative: f64,
    pub absolute: f64,
}

impl Default for Tolerances {
    fn default() -> Self {
        Tolerances {
            price_relative: 0.05,
            quantity_relative: 0.02,
            absolute: 0.01,
        }
    }
}

impl Tolerances {
    pub fn price_allowance(&self, po_value: f64) -> f64 {
        (self.price_relative * po_value.abs()).max(self.absolute)
    }

    pub fn quantity_allowance(&self, po_quantity: f64) -> f64 {
        (self.quantity_relative * po_quantity.abs()).max(self.absolute)
    }
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PoLine {
    pub description: String,
    pub quantity: f64,
    pub unit_price: f64,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PurchaseOrder {
    pub po_number: String,
    pub vendor: String,
    pub currency: String,
    pub lines: Vec<PoLine>,
}

impl PurchaseOrder {
    /// Sum of quantity × unit price, before tax.
    pub fn value(&self) -> f64 {
        self.lines.iter().map(|l| l.quantity * l.unit_price).sum()
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PurchaseOrderFile {
    #[serde(default)]
    tolerances: Tolerances,
    purchase_orders: Vec<PurchaseOrder>,
}

#[derive(Debug, Clone)]
pub struct PurchaseOrders {
    by_key: HashMap<String, PurchaseOrder>,
    pub tolerances: Tolerances,
}

/// PO numbers compare on letters and digits only, without case.
pub fn po_key(number: &str) -> String {
    number
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_uppercase())
        .collect()
}

impl PurchaseOrders {
    pub fn from_json(text: &str) -> Result<Self, String> {
        let file: PurchaseOrderFile = serde_json::from_str(text).map_err(|e| e.to_string())?;
        let t = file.tolerances;
        if [t.price_relative, t.quantity_relative, t.absolute]
            .iter()
            .any(|v| *v < 0.0)
        {
            return Err("tolerances must be zero or positive".into());
        }
        let mut by_key = HashMap::new();
        for po in file.purchase_orders {
            if po
                .lines
                .iter()
                .any(|l| l.quantity < 0.0 || l.unit_price < 0.0)
            {
                return Err(format!(
                    "purchase order {}: negative quantity or price",
                    po.po_number
                ));
            }
            let key = po_key(&po.po_number);
            if key.is_empty() {
                return Err(format!(
                    "purchase order number {:?} has no letters or digits",
                    po.po_number
                ));
            }
            if by_key.contains_key(&key) {
                return Err(format!("purchase order {} is listed twice", po.po_number));
            }
            by_key.insert(key, po);
        }
        Ok(PurchaseOrders {
            by_key,
            tolerances: file.tolerances,
        })
    }

    pub fn find(&self, po_number: &str) -> Option<&PurchaseOrder> {
        self.by_key.get(&po_key(po_number))
    }

    pub fn len(&self) -> usize {
        self.by_key.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_set_loads_and_finds_by_normalised_number() {
        let pos = PurchaseOrders::from_json(DEFAULT_PURCHASE_ORDERS).expect("built-in POs load");
        assert!(pos.len() >= 30);
        assert!(pos.find("po 10000").is_some());
        assert_eq!(pos.tolerances, Tolerances::default());
    }

    // covers: INV-PO-1
    #[test]
    fn bad_files_are_refused() {
        let twice = r#"{"purchase_orders":[
            {"po_number":"PO-1","vendor":"A","currency":"EUR","lines":[]},
            {"po_number":"po1","vendor":"B","currency":"EUR","lines":[]}]}"#;
        assert!(
            PurchaseOrders::from_json(twice)
                .unwrap_err()
                .contains("twice")
        );
        assert!(PurchaseOrders::from_json("{").is_err());
        assert!(
            PurchaseOrders::from_json(r#"{"tolerances":{"absolute":-1},"purchase_orders":[]}"#)
                .is_err()
        );
    }
}
