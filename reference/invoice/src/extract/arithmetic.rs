//! Line items that no recognised column header announces, found by their
//! arithmetic: a line is an item when three of its numbers multiply out,
//! quantity × unit price = amount, after text that names it ("10  HE-101
//! Gauge block set  1 pcs  980,00  980,00", "2 x Oat milk 1L @ 2.89 = 5.78").
//! Kept only when the amounts add up to a sum the document prints elsewhere,
//! so that numbers which happen to multiply out do not become items; chosen
//! over the table reader's items when those do not add up.

use std::collections::HashSet;

use super::reconcile::equal;
use super::table::Table;
use super::text::{Cell, Line};
use super::values::parse_amount;
use crate::model::LineItem;

/// A word or a whole cell of a line: its text, and its value when it is a number.
struct Token {
    cell: usize,
    text: String,
    number: Option<f64>,
}

/// Marks that stand between the numbers of an item ("2 x 5.00 = 10.00").
fn is_operator(text: &str) -> bool {
    matches!(text, "x" | "X" | "×" | "@" | "=" | "*" | "à" | "a")
}

fn tokens(line: &Line) -> Vec<Token> {
    let mut tokens = Vec::new();
    for (at, cell) in line.cells.iter().enumerate() {
        if let Some(value) = parse_amount(&cell.text) {
            tokens.push(Token {
                cell: at,
                text: cell.text.trim().to_string(),
                number: Some(value),
            });
            continue;
        }
        for word in words(cell) {
            let bare = word.trim_start_matches(['x', '×', '@']);
            let number = bare
                .chars()
                .any(|c| c.is_ascii_digit())
                .then(|| parse_amount(bare))
                .flatten();
            if !is_operator(word) {
                tokens.push(Token {
                    cell: at,
                    text: word.to_string(),
                    number,
                });
            }
        }
    }
    tokens
}

fn words(cell: &Cell) -> impl Iterator<Item = &str> {
    cell.words.iter().enumerate().map(|(i, word)| {
        let end = cell.words.get(i + 1).map_or(cell.text.len(), |n| n.at);
        cell.text.get(word.at..end).unwrap_or_default().trim()
    })
}

/// The item a line prints, when its last number is the product of two before
/// it, and the cells it was read from.
fn item_of(line: &Line, above: Option<&Line>) -> Option<(LineItem, Vec<usize>)> {
    let tokens = tokens(line);
    let amount_at = tokens.iter().rposition(|t| t.number.is_some())?;
    // After the amount, at most a currency or a tax code.
    if tokens[amount_at + 1..].iter().any(|t| t.text.len() > 3) {
        return None;
    }
    let amount = tokens[amount_at].number?;
    let numbers: Vec<usize> = (0..amount_at)
        .filter(|&i| tokens[i].number.is_some())
        .collect();
    let (quantity_at, price_at) = numbers
        .iter()
        .enumerate()
        .rev()
        .flat_map(|(k, &p)| numbers[..k].iter().rev().map(move |&q| (q, p)))
        .find(|&(q, p)| match (tokens[q].number, tokens[p].number) {
            (Some(quantity), Some(price)) => {
                quantity > 0.0 && price > 0.0 && equal(quantity * price, amount)
            }
            _ => false,
        })?;
    let description = name_before(&tokens[..quantity_at])
        .or_else(|| name_between(&tokens[quantity_at + 1..price_at]))
        .or_else(|| description_above(line, above?))?;
    let description = match description.split_once(": ") {
        Some((label, rest)) if !label.contains(' ') && !rest.is_empty() => rest.to_string(),
        _ => description,
    };
    let cells = tokens[..=amount_at].iter().map(|t| t.cell).collect();
    // Either order multiplies out; a price is printed with cents, a count
    // seldom is ("129.00  18", "18  129.00").
    let (quantity_at, price_at) =
        if has_cents(&tokens[quantity_at].text) && !has_cents(&tokens[price_at].text) {
            (price_at, quantity_at)
        } else {
            (quantity_at, price_at)
        };
    let item = LineItem {
        description,
        quantity: tokens[quantity_at].number,
        unit_price: tokens[price_at].number,
        amount: Some(amount),
    };
    Some((item, cells))
}

/// Units of measure printed beside a quantity.
const UNITS: &[&str] = &[
    "pcs", "pc", "ea", "each", "unit", "units", "h", "hr", "hrs", "hours", "day", "days", "kg",
    "g", "m", "l", "box", "boxes", "set", "sets", "stk", "st",
];

/// Position numbers and item codes lead a row; the name is the words after them.
fn skip_codes(tokens: &[Token]) -> impl Iterator<Item = &str> {
    tokens
        .iter()
        .skip_while(|t| t.text.chars().any(|c| c.is_ascii_digit()))
        .map(|t| t.text.as_str())
}

fn joined<'a>(words: impl Iterator<Item = &'a str>) -> Option<String> {
    let words: Vec<&str> = words.collect();
    (!words.is_empty()).then(|| words.join(" "))
}

/// The item's name printed before its quantity: the last cell there that
/// holds words, so that text set far to the left (a sidebar, a margin note)
/// is not taken in.
fn name_before(tokens: &[Token]) -> Option<String> {
    let mut cells: Vec<usize> = tokens
        .iter()
        .filter(|t| t.number.is_none())
        .map(|t| t.cell)
        .collect();
    cells.dedup();
    cells.into_iter().rev().find_map(|cell| {
        let in_cell: Vec<&Token> = tokens.iter().filter(|t| t.cell == cell).collect();
        let start = in_cell
            .iter()
            .position(|t| !t.text.chars().any(|c| c.is_ascii_digit()))?;
        let words = &in_cell[start..];
        let lone_unit =
            matches!(words, [word] if UNITS.contains(&word.text.to_lowercase().as_str()));
        (!lone_unit)
            .then(|| joined(words.iter().map(|t| t.text.as_str())))
            .flatten()
    })
}

/// The item's name printed between quantity and price ("2 x Oat milk @
/// 2.89"), without a unit that follows the quantity.
fn name_between(tokens: &[Token]) -> Option<String> {
    let mut words = skip_codes(tokens).peekable();
    if words
        .peek()
        .is_some_and(|w| UNITS.contains(&w.to_lowercase().as_str()))
    {
        words.next();
    }
    joined(words)
}

/// Whether a number is printed with two decimals, as money is.
fn has_cents(text: &str) -> bool {
    let digits: Vec<char> = text.chars().filter(|c| !c.is_alphabetic()).collect();
    let n = digits.len();
    n >= 3
        && matches!(digits[n - 3], '.' | ',')
        && digits[n - 2].is_ascii_digit()
        && digits[n - 1].is_ascii_digit()
}

/// The text of the line just above, when it holds words only: the name of
/// an item whose numbers follow on a line of their own.
fn description_above(line: &Line, above: &Line) -> Option<String> {
    let close = above.page == line.page && above.y - line.y <= 1.6 * line.size();
    let text: Vec<&str> = above.cells.iter().map(|c| c.text.trim()).collect();
    let words_only = text
        .iter()
        .all(|t| parse_amount(t).is_none() && !t.is_empty());
    (close && words_only && !text.is_empty()).then(|| text.join(" "))
}

/// Items found line by line, when their amounts add up to a sum printed
/// outside them; `None` when there are none or they do not add up.
pub fn read(lines: &[Line]) -> Option<Table> {
    let mut items = Vec::new();
    let mut cells = HashSet::new();
    for (index, line) in lines.iter().enumerate() {
        let above = index.checked_sub(1).map(|i| &lines[i]);
        if let Some((item, at)) = item_of(line, above) {
            items.push(item);
            cells.extend(at.into_iter().map(|at| (index, at)));
        }
    }
    let table = Table { items, cells };
    adds_up(&table, lines).then_some(table)
}

/// Whether a table has items whose amounts add up to a sum printed outside
/// it, as a subtotal (or a total, where no tax is charged) is.
pub fn adds_up(table: &Table, lines: &[Line]) -> bool {
    let sum: f64 = table.items.iter().filter_map(|i| i.amount).sum();
    let printed_elsewhere = lines.iter().enumerate().any(|(index, line)| {
        line.cells.iter().enumerate().any(|(at, cell)| {
            !table.cells.contains(&(index, at))
                && cell
                    .text
                    .rsplit(':')
                    .next()
                    .and_then(parse_amount)
                    .is_some_and(|v| equal(v, sum))
        })
    });
    !table.items.is_empty() && printed_elsewhere
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::extract::text::sample::line;

    fn item(description: &str, quantity: f64, unit_price: f64, amount: f64) -> LineItem {
        LineItem {
            description: description.into(),
            quantity: Some(quantity),
            unit_price: Some(unit_price),
            amount: Some(amount),
        }
    }

    #[test]
    fn rows_whose_numbers_multiply_out_are_items() {
        let lines = [
            line(
                0,
                700.0,
                &[(50.0, "Invoice 2026-17"), (400.0, "12.03.2026")],
            ),
            line(
                0,
                600.0,
                &[
                    (50.0, "10 HE-101"),
                    (120.0, "Gauge block set"),
                    (300.0, "1 pcs"),
                    (380.0, "980,00"),
                    (480.0, "980,00"),
                ],
            ),
            line(0, 588.0, &[(50.0, "2 x Oat milk 1L @ 2.89 = 5.78")]),
            line(0, 576.0, &[(50.0, "Item: Torque wrench 5-60Nm")]),
            line(0, 566.0, &[(50.0, "3 × 279,50 = 838,50")]),
            line(0, 500.0, &[(380.0, "Net"), (480.0, "1 824,28")]),
        ];
        let table = read(&lines).expect("items that add up");
        assert_eq!(
            table.items,
            [
                item("Gauge block set", 1.0, 980.0, 980.0),
                item("Oat milk 1L", 2.0, 2.89, 5.78),
                item("Torque wrench 5-60Nm", 3.0, 279.5, 838.5),
            ]
        );
    }

    #[test]
    fn numbers_that_multiply_out_by_chance_are_no_items_unless_they_add_up() {
        let lines = [
            line(0, 600.0, &[(50.0, "Boxes 2"), (300.0, "3"), (480.0, "6")]),
            line(0, 500.0, &[(380.0, "Total"), (480.0, "120.00")]),
        ];
        assert!(read(&lines).is_none());
    }
}
