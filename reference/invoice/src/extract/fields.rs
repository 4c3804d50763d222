//! Header fields: labels found anywhere outside the item table, with their value
//! after a colon, in the next cell to the right, or in the cell just below.

use std::collections::HashSet;

use super::labels::{self, Field};
use super::text::{Cell, Line};

/// A label and the text printed as its value, in reading order.
#[derive(Debug, Clone, PartialEq)]
pub struct Candidate {
    pub field: Field,
    pub value: String,
}

fn is_separator(cell: &Cell) -> bool {
    cell.text.chars().all(|c| c == ':' || c.is_whitespace())
}

fn is_label(cell: &Cell) -> bool {
    labels::field(cell.text.trim_end_matches(':')).is_some()
}

/// The next cell right of `cells[at]`, unless it is itself a label.
fn value_right(cells: &[Cell], at: usize) -> Option<&Cell> {
    cells[at + 1..]
        .iter()
        .find(|c| !is_separator(c))
        .filter(|c| !is_label(c))
}

/// The cell under `label` on the next line, when that line is close and a cell lines up.
fn value_below<'a>(lines: &'a [Line], index: usize, label: &Cell) -> Option<&'a Cell> {
    let line = &lines[index];
    let next = lines
        .get(index + 1)
        .filter(|next| next.page == line.page && line.y - next.y <= 2.6 * label.size)?;
    next.cells
        .iter()
        .filter(|c| c.x < label.x_end + 5.0 && c.x_end > label.x - 5.0)
        .min_by(|a, b| (a.x - label.x).abs().total_cmp(&(b.x - label.x).abs()))
        .filter(|c| !is_label(c))
}

pub fn candidates(lines: &[Line], skip: &HashSet<usize>) -> Vec<Candidate> {
    let mut found = Vec::new();
    for (index, line) in lines.iter().enumerate() {
        if skip.contains(&index) {
            continue;
        }
        for (at, cell) in line.cells.iter().enumerate() {
            let beside =
                || value_right(&line.cells, at).or_else(|| value_below(lines, index, cell));
            let colon_label = cell
                .text
                .split_once(':')
                .and_then(|(label, rest)| labels::field(label).map(|f| (f, rest.trim())));
            if let Some((field, rest)) = colon_label {
                let value = if rest.is_empty() {
                    beside().map(|c| c.text.clone())
                } else {
                    Some(rest.to_string())
                };
                found.extend(value.map(|value| Candidate { field, value }));
                continue;
            }
            if let Some(field) = labels::field(&cell.text) {
                found.extend(beside().map(|c| Candidate {
                    field,
                    value: c.text.clone(),
                }));
                continue;
            }
            // A label and its value in one run without a colon: "Invoice # 10234".
            let words: Vec<&str> = cell.text.split_whitespace().collect();
            for take in (1..words.len().min(5)).rev() {
                if let Some(field) = labels::field(&words[..take].join(" ")) {
                    found.push(Candidate {
                        field,
                        value: words[take..].join(" "),
                    });
                    break;
                }
            }
        }
    }
    found
}
