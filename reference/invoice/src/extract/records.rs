//! Items printed as records of labelled details rather than as a table, one
//! `name: value` each ("qty invoiced: 2", "unit price: 1200.00",
//! "description: Stapler, red", "line item total: 2400.00"), as EDI
//! interpreters and system exports print them. A record is an item as soon
//! as it has a description, a quantity, a unit price and an amount that
//! multiply out; a detail seen again before that replaces the earlier one
//! (a party's "name" read as a description, say).

use std::collections::HashSet;

use super::columns::{self, Column};
use super::inline;
use super::labels;
use super::reconcile::equal;
use super::table::Table;
use super::text::Line;
use super::values::parse_amount;
use crate::model::LineItem;

/// (line, cell) where a detail was printed.
type At = (usize, usize);

#[derive(Default)]
struct Record {
    description: Option<(String, At)>,
    quantity: Option<(f64, At)>,
    unit_price: Option<(f64, At)>,
    amount: Option<(f64, At)>,
}

impl Record {
    /// The item and the cells it was read from, once every detail is there
    /// and they multiply out.
    fn item(&self) -> Option<(LineItem, [At; 4])> {
        let (description, named) = self.description.clone()?;
        let ((quantity, counted), (unit_price, priced), (amount, summed)) =
            (self.quantity?, self.unit_price?, self.amount?);
        let item = LineItem {
            description,
            quantity: Some(quantity),
            unit_price: Some(unit_price),
            amount: Some(amount),
        };
        equal(quantity * unit_price, amount).then_some((item, [named, counted, priced, summed]))
    }
}

/// One labelled detail of an item.
enum Detail {
    Description(String),
    Quantity(f64),
    UnitPrice(f64),
    Amount(f64),
}

/// The item detail a `name: value` pair gives. A money word in the name makes
/// a number the line's amount, whatever else the name says ("line item total",
/// which as a column header would name the description).
fn detail(name: &str, value: &str) -> Option<Detail> {
    let column = columns::column(name);
    let Some(number) = parse_amount(value) else {
        return (column == Some(Column::Description))
            .then(|| Detail::Description(value.to_string()));
    };
    match column {
        _ if columns::names_amount(name) => Some(Detail::Amount(number)),
        Some(Column::Quantity) => Some(Detail::Quantity(number)),
        Some(Column::UnitPrice) => Some(Detail::UnitPrice(number)),
        Some(Column::Amount) => Some(Detail::Amount(number)),
        _ => None,
    }
}

/// The `name: value` pairs of the cell at `at`, and where each value was
/// printed: pairs within its text, or, when it holds none, the cell as the
/// name and the next cell on its line as the value ("Menge (BT-129) | 1", as
/// e-invoice viewers print item cards; a remark in brackets is dropped).
fn pairs(line: &Line, index: usize, at: usize) -> Vec<(String, String, At)> {
    let text = &line.cells[at].text;
    let within: Vec<(String, String, At)> = inline::segments(text)
        .iter()
        .filter_map(|piece| piece.split_once(':'))
        .map(|(name, value)| (name.to_string(), value.trim().to_string(), (index, at)))
        .filter(|(_, value, _)| !value.is_empty())
        .collect();
    if !within.is_empty() {
        return within;
    }
    let Some(value) = line.cells.get(at + 1) else {
        return Vec::new();
    };
    let name = text.trim().trim_end_matches(':');
    let name = labels::without_remark(name).unwrap_or(name);
    vec![(
        name.to_string(),
        value.text.trim().to_string(),
        (index, at + 1),
    )]
}

/// The items of a document that prints them as records, if it does.
pub fn read(lines: &[Line]) -> Option<Table> {
    let mut items = Vec::new();
    let mut cells = HashSet::new();
    let mut record = Record::default();
    for (index, line) in lines.iter().enumerate() {
        // A cell read as the value of the cell before it names nothing.
        let mut value_beside = None;
        for at in 0..line.cells.len() {
            if value_beside == Some(at) {
                continue;
            }
            for (name, value, here) in pairs(line, index, at) {
                if here == (index, at + 1) {
                    value_beside = Some(at + 1);
                }
                match detail(&name, &value) {
                    Some(Detail::Description(text)) => record.description = Some((text, here)),
                    Some(Detail::Quantity(n)) => record.quantity = Some((n, here)),
                    Some(Detail::UnitPrice(n)) => record.unit_price = Some((n, here)),
                    Some(Detail::Amount(n)) => record.amount = Some((n, here)),
                    None => continue,
                }
                if let Some((item, read_from)) = record.item() {
                    items.push(item);
                    cells.extend(read_from);
                    record = Record::default();
                }
            }
        }
    }
    (!items.is_empty()).then_some(Table { items, cells })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::extract::text::sample::line;

    #[test]
    fn records_of_labelled_details_are_items() {
        let lines = [
            line(
                0,
                700.0,
                &[
                    (50.0, "line: 1"),
                    (100.0, "qty invoiced: 2"),
                    (200.0, "unit: EA"),
                    (260.0, "unit price: 1200.00"),
                ],
            ),
            line(
                0,
                690.0,
                &[
                    (50.0, "type: F"),
                    (100.0, "description: Software licence, annual"),
                ],
            ),
            line(
                0,
                680.0,
                &[(50.0, "qualifier: 1"), (100.0, "line item total: 2400.00")],
            ),
            line(
                0,
                670.0,
                &[
                    (50.0, "line: 2"),
                    (100.0, "qty invoiced: 3"),
                    (260.0, "unit price: 12.99"),
                ],
            ),
            line(0, 660.0, &[(100.0, "description: TPS report binders")]),
            line(0, 650.0, &[(100.0, "line item total: 38.97")]),
            line(0, 640.0, &[(50.0, "total invoice amount: 2438.97")]),
        ];
        let table = read(&lines).expect("two records");
        let read: Vec<(&str, Option<f64>)> = table
            .items
            .iter()
            .map(|i| (i.description.as_str(), i.amount))
            .collect();
        assert_eq!(
            read,
            [
                ("Software licence, annual", Some(2400.0)),
                ("TPS report binders", Some(38.97))
            ]
        );
        // The invoice's total is no detail of the last record.
        assert!(!table.cells.contains(&(6, 0)));
    }

    #[test]
    fn records_of_label_and_value_cells() {
        let lines = [
            line(
                0,
                700.0,
                &[(50.0, "Name (BT-44)"), (150.0, "Fabrikam Research")],
            ),
            line(
                0,
                680.0,
                &[
                    (50.0, "Item name (BT-153)"),
                    (150.0, "Calibration service"),
                    (300.0, "Unit (BT-130)"),
                    (400.0, "H87"),
                ],
            ),
            line(0, 670.0, &[(50.0, "Quantity (BT-129)"), (150.0, "22")]),
            line(
                0,
                660.0,
                &[(50.0, "Unit price (BT-146)"), (150.0, "350.00")],
            ),
            line(
                0,
                650.0,
                &[(50.0, "Line amount (BT-131)"), (150.0, "7700.00")],
            ),
        ];
        let table = read(&lines).expect("one record");
        assert_eq!(table.items.len(), 1);
        assert_eq!(table.items[0].description, "Calibration service");
        assert_eq!(table.items[0].amount, Some(7700.0));
    }
}
