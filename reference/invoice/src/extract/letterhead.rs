//! The vendor when no label names it: the letterhead, the most prominent
//! name at the top of the first page.

use std::collections::HashSet;

use super::inline;
use super::labels;
use super::text::{Cell, Line};
use super::values;

/// A document title: "Invoice", "Tax invoice", "Sales invoice", "Receipt"…
fn is_title(text: &str) -> bool {
    let normal = labels::normalise(text);
    let words: Vec<&str> = normal.split(' ').collect();
    let last = words.last().copied().unwrap_or_default();
    let squeezed = normal.replace(' ', "");
    words.len() <= 3
        && (["invoice", "bill", "receipt", "statement"].contains(&last)
            || ["invoice", "bill", "receipt", "statement"].contains(&squeezed.as_str()))
}

/// Text that begins with a label and goes on with its value: "Invoice
/// INV-0042", "Bill to: Contoso Ltd".
fn is_labelled(text: &str) -> bool {
    inline::segments(text).iter().any(|piece| {
        let words: Vec<&str> = piece.split_whitespace().collect();
        (1..words.len().min(5)).any(|take| {
            let label = words[..take].join(" ");
            let value = words[take..].join(" ");
            labels::field(label.trim_end_matches(':')).is_some()
                && (label.ends_with(':') || value.chars().any(|c| c.is_ascii_digit()))
        })
    })
}

/// Without a vendor label, the issuer is the biggest text on the first page that
/// is not a title, a label, a value of another party, an amount or a date: the
/// letterhead; the topmost of equally big ones. A name wrapped onto a second
/// line in the same size is joined.
pub fn letterhead(
    lines: &[Line],
    table: &HashSet<(usize, usize)>,
    others: &[&str],
    body_size: f32,
) -> Option<String> {
    let is_name = |text: &str| {
        text.chars().any(char::is_alphabetic)
            && !is_labelled(text)
            && !others.iter().any(|other| text.trim() == other.trim())
            && !is_title(text)
            && !text.contains(':')
            && labels::field(text).is_none()
            && !text.split_whitespace().any(|w| {
                values::parse_amount(w).is_some_and(|a| a.fract() != 0.0)
                    || values::currency_in(w).is_some() && w.chars().any(|c| c.is_ascii_digit())
            })
            && !text
                .chars()
                .any(|c| values::currency_of_symbol(c).is_some())
    };
    let (index, at) = lines
        .iter()
        .enumerate()
        .filter(|(_, line)| line.page == 0)
        .flat_map(|(index, line)| {
            line.cells
                .iter()
                .enumerate()
                .filter(move |(at, _)| !table.contains(&(index, *at)))
                .map(move |(at, cell)| (index, at, line.y, cell))
        })
        .filter(|(_, _, _, cell)| is_name(&cell.text))
        .max_by(|(_, _, ya, a), (_, _, yb, b)| a.size.total_cmp(&b.size).then(ya.total_cmp(yb)))
        .map(|(index, at, _, _)| (index, at))?;
    let cell = &lines[index].cells[at];
    let mut name = cell.text.trim().to_string();
    let wrapped = lines.get(index + 1).and_then(|next| {
        (next.page == lines[index].page && lines[index].y - next.y <= 1.4 * cell.size)
            .then(|| {
                next.cells.iter().find(|c| {
                    (c.x - cell.x).abs() < 0.5 * cell.size && (c.size - cell.size).abs() < 0.1
                })
            })
            .flatten()
    });
    // Only a letterhead set larger than the text wraps; in plain-text layouts
    // the line below is the address.
    let continues = |c: &&Cell| {
        cell.size > 1.15 * body_size
            && is_name(&c.text)
            && !c.text.chars().any(|c| c.is_ascii_digit())
    };
    if let Some(rest) = wrapped.filter(continues) {
        name.push(' ');
        name.push_str(rest.text.trim());
    }
    Some(name)
}
