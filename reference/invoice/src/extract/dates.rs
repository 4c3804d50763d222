//! The invoice date when no label we know names it ("Datum der Rechnung",
//! "Printed", a date under the title alone): the first date printed on the
//! first page, outside the item table, that nothing marks as another date —
//! neither the due date nor a date whose label speaks of an order, a delivery
//! or a period.

use std::collections::HashSet;

use super::labels::normalise;
use super::text::{Cell, Line};
use super::values::{self, SlashOrder};

/// Words in the label of a date that is not the invoice's own.
const OTHER_DATE_WORDS: &[&str] = &[
    "due",
    "order",
    "ordered",
    "delivery",
    "delivered",
    "ship",
    "shipped",
    "shipping",
    "dispatch",
    "period",
    "from",
    "until",
    "to",
    "through",
    "valid",
    "expiry",
    "expires",
    "paid",
    "payment",
    "pay",
    "by",
    "service",
    "supply",
    "performance",
    "start",
    "end",
    "contract",
    // "Auftrag vom …": the date a job was placed.
    "job",
    // A copy's date of printing, not of the invoice.
    "reprinted",
    "reprint",
];

fn names_other_date(label: &str) -> bool {
    normalise(label)
        .split(' ')
        .any(|w| OTHER_DATE_WORDS.contains(&w))
}

/// The text that labels the date at `date_at` in `lines[index].cells[at]`:
/// what precedes it in its own cell, else the cell just left of it on the
/// line, else the cell right over it on the line above (a label printed
/// above its value).
fn label_of(lines: &[Line], index: usize, at: usize, date_at: usize) -> &str {
    let cells = &lines[index].cells;
    let own = cells[at].text.get(..date_at).unwrap_or_default().trim();
    if !own.is_empty() {
        return own;
    }
    match at.checked_sub(1) {
        Some(left) => &cells[left].text,
        None => label_above(lines, index, &cells[at]),
    }
}

/// The cell over `cell` on the line above, when it sits right over it (a
/// label printed above its value).
fn label_above<'a>(lines: &'a [Line], index: usize, cell: &Cell) -> &'a str {
    let Some(above) = index.checked_sub(1).map(|i| &lines[i]) else {
        return "";
    };
    if above.page != lines[index].page || above.y - lines[index].y > 2.5 * cell.size {
        return "";
    }
    above
        .cells
        .iter()
        .find(|c| c.x_end.min(cell.x_end) > c.x.max(cell.x))
        .map_or("", |c| c.text.as_str())
}

/// Where in `text` a date starts, and the date, among its first twelve words
/// (a sentence such as "please find below our invoice INV 03515 of
/// 2026-04-15" dates the invoice).
fn date_with_offset(text: &str, order: SlashOrder) -> Option<(usize, String)> {
    text.match_indices(|c: char| !c.is_whitespace())
        .filter(|(at, _)| *at == 0 || text[..*at].ends_with(char::is_whitespace))
        .take(12)
        .find_map(|(at, _)| {
            let words: Vec<&str> = text[at..].split_whitespace().take(4).collect();
            (1..=words.len())
                .rev()
                .find_map(|take| {
                    let window = words[..take].join(" ");
                    values::parse_date(window.trim_matches([',', ';', '(', ')']), order)
                })
                .map(|date| (at, date))
        })
}

/// The first date on the first page outside the table that no label marks
/// as another date, and that is not the due date.
pub fn unlabelled_invoice_date(
    lines: &[Line],
    table: &HashSet<(usize, usize)>,
    order: SlashOrder,
    due: Option<&str>,
) -> Option<String> {
    lines
        .iter()
        .enumerate()
        .take_while(|(_, line)| line.page == 0)
        .flat_map(|(index, line)| {
            line.cells
                .iter()
                .enumerate()
                .map(move |(at, cell)| (index, at, cell))
        })
        .filter(|(index, at, _)| !table.contains(&(*index, *at)))
        .find_map(|(index, at, cell)| {
            let (offset, date) = date_with_offset(&cell.text, order)?;
            let other =
                names_other_date(label_of(lines, index, at, offset)) || due == Some(date.as_str());
            (!other).then_some(date)
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::extract::text::sample::line;

    #[test]
    fn the_first_date_no_label_marks_as_another() {
        let lines = [
            line(0, 700.0, &[(50.0, "Order date"), (150.0, "02.03.2026")]),
            line(0, 680.0, &[(50.0, "Delivery: 05.03.2026")]),
            line(0, 660.0, &[(50.0, "Due"), (150.0, "09.04.2026")]),
            line(0, 640.0, &[(50.0, "Printed 10 March 2026")]),
        ];
        let date = unlabelled_invoice_date(
            &lines,
            &HashSet::new(),
            SlashOrder::DayFirst,
            Some("2026-04-09"),
        );
        assert_eq!(date.as_deref(), Some("2026-03-10"));
    }

    #[test]
    fn the_date_a_copy_was_reprinted_is_not_the_invoice_date() {
        let lines = [
            line(
                0,
                790.0,
                &[(
                    40.0,
                    "COPY INVOICE · reprinted 15 June 2026 12:08 by k.hughes",
                )],
            ),
            line(0, 760.0, &[(460.0, "#INV-2026-1400")]),
            line(0, 748.0, &[(460.0, "20 May 2026")]),
        ];
        let date = unlabelled_invoice_date(&lines, &HashSet::new(), SlashOrder::DayFirst, None);
        assert_eq!(date.as_deref(), Some("2026-05-20"));
    }

    #[test]
    fn a_date_under_a_label_of_another_date_is_not_taken() {
        let lines = [
            line(0, 700.0, &[(50.0, "Ship date")]),
            line(0, 688.0, &[(50.0, "2026-03-02")]),
        ];
        let date = unlabelled_invoice_date(&lines, &HashSet::new(), SlashOrder::DayFirst, None);
        assert_eq!(date, None);
    }

    #[test]
    fn dates_of_orders_deliveries_and_periods_in_other_languages_are_not_taken() {
        for label in [
            "Auftrag vom",
            "Lieferdatum",
            "Leistungszeitraum",
            "Date de livraison",
            "Leveringsdatum",
            "Fecha de entrega",
            "Data consegna",
            "Leveransdatum",
            "Ordredato",
        ] {
            let lines = [
                line(0, 700.0, &[(50.0, label), (150.0, "02.03.2026")]),
                line(0, 680.0, &[(50.0, "Rechnung"), (150.0, "10.03.2026")]),
            ];
            let date = unlabelled_invoice_date(&lines, &HashSet::new(), SlashOrder::DayFirst, None);
            assert_eq!(date.as_deref(), Some("2026-03-10"), "{label}");
        }
    }
}
