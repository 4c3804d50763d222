//! Line items: find a header row naming the columns, then read the rows under it
//! by column position, across page breaks, until the totals start.

use std::collections::HashSet;

use super::labels::{self, Column};
use super::text::{Cell, Line};
use super::values::parse_amount;
use crate::model::LineItem;

pub struct Table {
    pub items: Vec<LineItem>,
    /// Indices of the lines that belong to the table (headers, rows, wrapped descriptions).
    pub lines: HashSet<usize>,
}

struct HeaderColumn {
    kind: Column,
    x: f32,
    x_end: f32,
    center: f32,
}

fn header_columns(line: &Line) -> Option<Vec<HeaderColumn>> {
    if line.cells.len() < 3 {
        return None;
    }
    let recognised: Vec<Option<Column>> =
        line.cells.iter().map(|c| labels::column(&c.text)).collect();
    // A header may carry columns we do not read ("Discount", "Batch"), but only a few.
    let unknown = recognised.iter().filter(|k| k.is_none()).count();
    if unknown > 2 || line.cells.len() - unknown < 3 {
        return None;
    }
    let mut kinds: Vec<Column> = recognised
        .into_iter()
        .map(|k| k.unwrap_or(Column::Other))
        .collect();
    // With several description-like headers, a bare "Item" is the item code.
    let descriptions = kinds.iter().filter(|k| **k == Column::Description).count();
    if descriptions > 1 {
        for (kind, cell) in kinds.iter_mut().zip(&line.cells) {
            if *kind == Column::Description && labels::normalise(&cell.text).starts_with("item") {
                *kind = Column::Other;
            }
        }
    }
    let has = |k: Column| kinds.contains(&k);
    if !(has(Column::Description)
        && has(Column::Amount)
        && (has(Column::Quantity) || has(Column::UnitPrice)))
    {
        return None;
    }
    Some(
        kinds
            .into_iter()
            .zip(&line.cells)
            .map(|(kind, cell)| HeaderColumn {
                kind,
                x: cell.x,
                x_end: cell.x_end,
                center: cell.center(),
            })
            .collect(),
    )
}

/// The column a cell sits in: the one it lines up with best, by left edge, right
/// edge or center, so left-, right- and center-aligned columns all work.
fn column_of(columns: &[HeaderColumn], cell: &Cell) -> Column {
    let distance = |c: &HeaderColumn| {
        (cell.x - c.x)
            .abs()
            .min((cell.x_end - c.x_end).abs())
            .min((cell.center() - c.center).abs())
    };
    columns
        .iter()
        .min_by(|a, b| distance(a).total_cmp(&distance(b)))
        .map_or(Column::Other, |c| c.kind)
}

fn is_summary(line: &Line) -> bool {
    line.cells.iter().any(|cell| {
        let label = cell.text.split(':').next().unwrap_or_default();
        labels::field(label).is_some_and(|f| f.is_money())
    })
}

#[derive(Default)]
struct RowCells {
    description: Vec<String>,
    quantity: Option<String>,
    unit_price: Option<String>,
    amount: Option<String>,
    other: usize,
}

pub fn read(lines: &[Line]) -> Table {
    let mut table = Table {
        items: Vec::new(),
        lines: HashSet::new(),
    };
    let mut columns: Option<Vec<HeaderColumn>> = None;
    // (page, y, size) of the last item row, for wrapped descriptions.
    let mut last_row: Option<(usize, f32, f32)> = None;
    for (index, line) in lines.iter().enumerate() {
        if let Some(found) = header_columns(line) {
            columns = Some(found);
            table.lines.insert(index);
            last_row = None;
            continue;
        }
        let Some(columns) = &columns else { continue };
        if is_summary(line) {
            if !table.items.is_empty() {
                break;
            }
            continue;
        }
        let mut row = RowCells::default();
        for cell in &line.cells {
            let text = cell.text.clone();
            match column_of(columns, cell) {
                Column::Description => row.description.push(text),
                Column::Quantity => row.quantity = Some(text),
                Column::UnitPrice => row.unit_price = Some(text),
                Column::Amount => row.amount = Some(text),
                Column::Other => row.other += 1,
            }
        }
        let description = row.description.join(" ");
        let amount = row.amount.as_deref().and_then(parse_amount);
        if let (Some(amount), false) = (amount, description.is_empty()) {
            let quantity = row.quantity.as_deref().and_then(parse_amount);
            let unit_price = row.unit_price.as_deref().and_then(parse_amount);
            table.items.push(LineItem {
                description,
                quantity,
                unit_price,
                amount: Some(amount),
            });
            table.lines.insert(index);
            last_row = Some((line.page, line.y, line.size()));
            continue;
        }
        let only_description = row.quantity.is_none()
            && row.unit_price.is_none()
            && row.amount.is_none()
            && row.other == 0;
        let Some((page, y, size)) = last_row else {
            continue;
        };
        let wraps = only_description
            && !description.is_empty()
            && page == line.page
            && y - line.y <= 1.6 * size;
        if let (true, Some(item)) = (wraps, table.items.last_mut()) {
            item.description.push(' ');
            item.description.push_str(&description);
            table.lines.insert(index);
            last_row = Some((page, line.y, size));
        }
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(page: usize, y: f32, cells: &[(f32, &str)]) -> Line {
        let cells = cells
            .iter()
            .map(|(x, text)| Cell {
                x: *x,
                x_end: x + 5.0 * text.len() as f32,
                size: 10.0,
                text: text.to_string(),
            })
            .collect();
        Line { page, y, cells }
    }

    #[test]
    fn rows_follow_header_columns_including_unread_ones() {
        let lines = [
            line(0, 700.0, &[(50.0, "Bill To: Someone")]),
            line(
                0,
                600.0,
                &[
                    (50.0, "Item"),
                    (200.0, "Discount"),
                    (300.0, "Qty"),
                    (380.0, "Price"),
                    (480.0, "Total"),
                ],
            ),
            line(
                0,
                580.0,
                &[
                    (50.0, "Bolts M8"),
                    (200.0, "5%"),
                    (300.0, "100"),
                    (380.0, "0.20"),
                    (480.0, "19.00"),
                ],
            ),
            line(0, 568.0, &[(50.0, "zinc plated")]),
            line(
                0,
                550.0,
                &[
                    (50.0, "Nuts M8"),
                    (300.0, "100"),
                    (380.0, "0.10"),
                    (480.0, "10.00"),
                ],
            ),
            line(0, 500.0, &[(380.0, "Subtotal"), (480.0, "29.00")]),
            line(0, 480.0, &[(50.0, "After the table"), (480.0, "1.00")]),
        ];
        let table = read(&lines);
        let item = |description: &str, quantity: f64, unit_price: f64, amount: f64| LineItem {
            description: description.into(),
            quantity: Some(quantity),
            unit_price: Some(unit_price),
            amount: Some(amount),
        };
        assert_eq!(
            table.items,
            [
                item("Bolts M8 zinc plated", 100.0, 0.2, 19.0),
                item("Nuts M8", 100.0, 0.1, 10.0)
            ]
        );
        assert_eq!(table.lines, HashSet::from([1, 2, 3, 4]));
    }

    #[test]
    fn a_line_of_labels_is_not_a_table_header() {
        let lines = [line(
            0,
            600.0,
            &[
                (50.0, "Invoice Number"),
                (200.0, "Date"),
                (300.0, "Due Date"),
                (400.0, "Total"),
            ],
        )];
        assert!(read(&lines).items.is_empty());
        assert!(header_columns(&lines[0]).is_none());
    }
}
