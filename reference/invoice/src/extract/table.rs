//! Line items: find a header row naming the columns (its names perhaps wrapped
//! onto two lines), then read the rows under it by column position, across page
//! breaks, until the totals start. Words are placed in columns by where they
//! lie, so a cell that runs across two columns is cut where its words change
//! column; description lines are joined to their rows in `rows`.

use std::collections::HashSet;

use super::arithmetic;
use super::columns::{self, Column};
use super::labels;
use super::reconcile;
use super::rows::{DescriptionLine, Place, Rows, Span};
use super::text::{Cell, Line, Word, cut_at};
use super::values::{CURRENCY_CODES, SlashOrder, amounts_run_together, parse_amount, parse_date};
use crate::model::LineItem;

#[derive(Default)]
pub struct Table {
    pub items: Vec<LineItem>,
    /// (line, cell) of every cell that belongs to the table: headers, rows,
    /// wrapped descriptions. Text beside the table on the same lines is not in it.
    pub cells: HashSet<(usize, usize)>,
}

struct HeaderColumn {
    kind: Column,
    name: String,
    x: f32,
    x_end: f32,
    center: f32,
}

/// The columns a header row names, and the cells of the row that are the
/// header. Cells we do not recognise may stand between named columns
/// ("Discount", "Batch"), but only a few; outside them they are other text
/// that shares the line.
fn header_columns(line: &Line) -> Option<(Vec<HeaderColumn>, Vec<usize>)> {
    // Each header cell, with the line cell it came from.
    let (origin, cells): (Vec<usize>, Vec<Cell>) = line
        .cells
        .iter()
        .enumerate()
        .flat_map(|(at, cell)| header_cells(cell).into_iter().map(move |c| (at, c)))
        .unzip();
    let recognised: Vec<Option<Column>> = cells
        .iter()
        .map(|c| {
            columns::column(&c.text)
                .or_else(|| columns::names_only_tax_left_out(&c.text).then_some(Column::Amount))
        })
        .collect();
    let first = recognised.iter().position(Option::is_some)?;
    let last = recognised.iter().rposition(Option::is_some)?;
    // A header naming four columns or more heads the columns at its ends it
    // names in words of its own too ("Registration | Vehicle and driver |
    // Description … Net GBP | VAT GBP | Gross GBP"): a few words.
    let named = recognised.iter().filter(|r| r.is_some()).count();
    let caption = |c: &Cell| {
        c.text.split_whitespace().count() <= 3
            && c.text
                .chars()
                .all(|ch| ch.is_alphabetic() || ch.is_whitespace() || ".-/()".contains(ch))
    };
    let mut ends = cells[..first].iter().chain(&cells[last + 1..]);
    let (first, last) = if named >= 4 && first <= 2 && cells.len() - last <= 2 && ends.all(caption)
    {
        (0, cells.len() - 1)
    } else {
        (first, last)
    };
    let members: Vec<usize> = (first..=last).collect();
    let unknown = members.iter().filter(|&&i| recognised[i].is_none()).count();
    // Two names make a header only when they are the whole line ("Description  Amount").
    let known = members.len() - unknown;
    // A header naming four columns or more may have as many it does not
    // name between them, less one ("Service  Container  Waste stream
    // Frequency  Lifts / Qty  Price  Net").
    let too_many_unknown = unknown > 2 && (known < 4 || unknown >= known);
    if too_many_unknown || known < 2 || (known == 2 && (unknown > 0 || cells.len() > 2)) {
        return None;
    }
    let mut kinds: Vec<Column> = members
        .iter()
        .map(|&i| recognised[i].unwrap_or(Column::Other))
        .collect();
    // With several description-like headers, "Item", "Product" or "Article"
    // beside a "Description" is the item code; a bare "Item" beside another
    // noun ("Item", "Service") is too.
    let descriptions: Vec<usize> = (0..kinds.len())
        .filter(|&k| kinds[k] == Column::Description)
        .collect();
    if descriptions.len() > 1 {
        let precise = |k: usize| columns::names_description_precisely(&cells[members[k]].text);
        let any_precise = descriptions.iter().any(|&k| precise(k));
        // A "Desc." right of the unit price is a discount (Portuguese
        // "Desconto", Spanish "Descuento"), not a second description.
        let first_price = kinds.iter().position(|k| *k == Column::UnitPrice);
        let priced_before = |k: usize| first_price.is_some_and(|p| p < k);
        // "Goods" right of the price, with no amount named, is the goods'
        // value (a brewery's "PRICE | VC | GOODS").
        let amount_named = kinds.contains(&Column::Amount);
        for &k in &descriptions {
            let text = labels::normalise(&cells[members[k]].text);
            if text == "goods" && priced_before(k) && !amount_named {
                kinds[k] = Column::Amount;
            } else if (any_precise && !precise(k))
                || (!any_precise && text.starts_with("item"))
                || priced_before(k)
            {
                kinds[k] = Column::Other;
            }
        }
    }
    // Beside a unit price column, a bare "Unit" is the unit of measure.
    let prices = kinds.iter().filter(|k| **k == Column::UnitPrice).count();
    if prices > 1 {
        for (kind, &i) in kinds.iter_mut().zip(&members) {
            if *kind == Column::UnitPrice && labels::normalise(&cells[i].text) == "unit" {
                *kind = Column::Other;
            }
        }
    }
    // Without a quantity column, an amount named left of the unit price,
    // with one right of it, is the quantity measured: a fuel ticket's "Gross
    // Net  UM  Price  Amount" gallons (the one nearest the price).
    if let Some(price) = kinds.iter().position(|k| *k == Column::UnitPrice)
        && kinds[price..].contains(&Column::Amount)
        && !kinds.contains(&Column::Quantity)
        && let Some(measure) = kinds[..price].iter().rposition(|k| *k == Column::Amount)
    {
        kinds[measure] = Column::Quantity;
    }
    // A parts counter's "List | Net | Extended": with no price named, a bare
    // "Net" left of another amount is the price charged for each.
    let bare_net = |k: usize| labels::normalise(&cells[members[k]].text) == "net";
    if !kinds.contains(&Column::UnitPrice)
        && let Some(net) = (0..kinds.len()).find(|&k| kinds[k] == Column::Amount && bare_net(k))
        && kinds[net + 1..].contains(&Column::Amount)
    {
        kinds[net] = Column::UnitPrice;
    }
    // Beside the line's net amount, an amount with the tax in ("Total incl.
    // VAT" next to "Taxable amount") is not the line's amount.
    let taxed = |k: usize| columns::includes_tax(&cells[members[k]].text);
    let amounts: Vec<usize> = (0..kinds.len())
        .filter(|&k| kinds[k] == Column::Amount)
        .collect();
    if amounts.len() > 1 && amounts.iter().any(|&k| !taxed(k)) {
        for &k in amounts.iter().filter(|&&k| taxed(k)) {
            kinds[k] = Column::Other;
        }
    }
    // Beside an amount named before tax ("Bez DPH  DPH  Celkem"), a bare
    // total is that amount with the tax added.
    let net = |k: usize| columns::excludes_tax(&cells[members[k]].text);
    if amounts.iter().any(|&k| net(k)) {
        for &k in amounts.iter().filter(|&&k| !net(k)) {
            kinds[k] = Column::Other;
        }
    }
    // "Subtotal | VAT | Total": a total right of the line's subtotal and of
    // its tax has that tax in.
    let subtotal = amounts
        .iter()
        .find(|&&k| columns::is_subtotal(&cells[members[k]].text));
    if let Some(&subtotal) = subtotal {
        let taxed_after =
            |k: usize| (subtotal + 1..k).any(|t| columns::names_tax(&cells[members[t]].text));
        for &k in amounts.iter().filter(|&&k| taxed_after(k)) {
            kinds[k] = Column::Other;
        }
    }
    // Beside a stock count's levels ("Opening  Delivered  Closing  Used"),
    // what was delivered is no quantity billed.
    if members
        .iter()
        .any(|&i| columns::names_stock_level(&cells[i].text))
    {
        for (kind, &i) in kinds.iter_mut().zip(&members) {
            if columns::names_delivered(&cells[i].text) {
                *kind = Column::Other;
            }
        }
    }
    let has = |k: Column| kinds.contains(&k);
    // Two names alone are a header only when both are plain column names:
    // "Description  Amount", not a letterhead beside "Amount due".
    let plain_pair = known == 2
        && members
            .iter()
            .all(|&i| recognised[i].is_none() || columns::is_plain_name(&cells[i].text));
    let priced = has(Column::Quantity) || has(Column::UnitPrice) || plain_pair;
    if !(has(Column::Description) && has(Column::Amount) && priced) {
        return None;
    }
    let columns = kinds
        .into_iter()
        .zip(&members)
        .map(|(kind, &i)| {
            let cell = &cells[i];
            HeaderColumn {
                kind,
                name: cell.text.clone(),
                x: cell.x,
                x_end: cell.x_end,
                center: cell.center(),
            }
        })
        .collect();
    let mut taken: Vec<usize> = members.iter().map(|&i| origin[i]).collect();
    taken.dedup();
    Some((columns, taken))
}

/// The column a cell sits in, and how far off its header it lies: the one
/// whose header it overlaps most (0 off), else the one it lines up with best
/// by left edge, right edge or center, so left-, right- and center-aligned
/// columns all work.
fn column_of(columns: &[HeaderColumn], cell: &Cell) -> (Column, f32) {
    column_at(columns, cell).map_or((Column::Other, 0.0), |(at, off)| (columns[at].kind, off))
}

/// [`column_of`] as the header column's index.
fn column_at(columns: &[HeaderColumn], cell: &Cell) -> Option<(usize, f32)> {
    let overlap = |c: &HeaderColumn| cell.x_end.min(c.x_end) - cell.x.max(c.x);
    let overlapping = columns
        .iter()
        .enumerate()
        .filter(|(_, c)| overlap(c) > 0.0)
        .max_by(|a, b| overlap(a.1).total_cmp(&overlap(b.1)));
    if let Some((at, _)) = overlapping {
        return Some((at, 0.0));
    }
    let distance = |c: &HeaderColumn| {
        (cell.x - c.x)
            .abs()
            .min((cell.x_end - c.x_end).abs())
            .min((cell.center() - c.center).abs())
    };
    columns
        .iter()
        .enumerate()
        .map(|(at, c)| (at, distance(c)))
        .min_by(|a, b| a.1.total_cmp(&b.1))
}

/// The column of each cell of a row. Words that line up best with a column
/// another cell of the row lies under, in the gap before the description's
/// header, are the description when the row has none: a name set at the
/// left of a wide column whose header is centred far from it ("1 | Server
/// rack 42U" under "Nr. crt." and "Denumirea produselor sau a serviciilor").
fn row_columns(columns: &[HeaderColumn], cells: &[Cell]) -> Vec<(Column, f32)> {
    let placed: Vec<Option<(usize, f32)>> = cells.iter().map(|c| column_at(columns, c)).collect();
    let described = placed
        .iter()
        .flatten()
        .any(|&(at, _)| columns[at].kind == Column::Description);
    let under = |at: usize| {
        placed
            .iter()
            .flatten()
            .any(|&(other, off)| other == at && off == 0.0)
    };
    placed
        .iter()
        .zip(cells)
        .map(|(placed, cell)| {
            let Some((at, off)) = *placed else {
                return (Column::Other, 0.0);
            };
            let before_description = columns.get(at + 1).is_some_and(|next| {
                next.kind == Column::Description
                    && cell.x >= columns[at].x_end
                    && cell.x_end <= next.x
            });
            let words =
                parse_amount(&cell.text).is_none() && cell.text.chars().any(char::is_alphabetic);
            if off > 0.0 && !described && under(at) && before_description && words {
                (Column::Description, off)
            } else {
                (columns[at].kind, off)
            }
        })
        .collect()
}

/// A cell that runs from one column into the next, because only a single
/// space separates them (plain-text layouts, narrow table cells), cut where a
/// word starts under a left-aligned column header, or between two words that
/// lie under two different headers when the one under a number column is a
/// number (`23 1,200.00` under "Qty" and "Price", `16 Centrifuge tubes` under
/// "Quantity" and "Description").
fn split_at_columns(cell: &Cell, columns: &[HeaderColumn]) -> Vec<Cell> {
    // `1 500,00` under a right-aligned header is one number, whatever lines up.
    if parse_amount(&cell.text).is_some() {
        return vec![cell.clone()];
    }
    let placed = words_under_columns(cell, columns);
    let is_number_column =
        |at: usize| !matches!(columns[at].kind, Column::Description | Column::Other);
    let fits = |text: &str, at: usize| !is_number_column(at) || parse_amount(text).is_some();
    // A word under a header's left edge starts that column, when the words
    // before it lie under another header ("HE-101 Torque wrench"), or some
    // of them do and the rest run on in the gap after it, when the word
    // fits its column ("TD-00168 rev. A UPS battery pack" under "Výkres"
    // and "Označení").
    let under_left_edge = |i: usize| {
        let w = &cell.words[i];
        let edge = columns
            .iter()
            .position(|c| (w.x - c.x).abs() < 0.6 * cell.size && c.x > cell.x + 0.5 * cell.size);
        edge.is_some_and(|at| {
            placed[i - 1].1.is_some()
                || (placed[..i].iter().any(|(_, under)| under.is_some())
                    && fits(cell.word_text(i), at))
        })
    };
    // "14 Stk." ends a quantity with its unit.
    let counted = |i: usize, at: usize| {
        columns[at].kind == Column::Quantity
            && quantity_in(&[cell.text[..cell.words[i].at].trim().to_string()]).is_some()
    };
    let between_columns = |i: usize| match (placed[i - 1], placed[i]) {
        ((left, Some(a)), (right, Some(b))) if a != b => {
            (fits(left, a) || counted(i, a)) && fits(right, b)
        }
        // A number under a number column, then words under none ("500 A5
        // flyers"); a position under its column, then words ("13 Data
        // transfer" under "Nr. crt." and "Denumirea", "Data" under neither).
        ((left, Some(a)), (right, None)) => {
            let position = i == 1 && left.chars().all(|c| c.is_ascii_digit());
            (is_number_column(a) || position) && fits(left, a) && parse_amount(right).is_none()
        }
        _ => false,
    };
    let cut = second_number(cell)
        .or_else(|| (1..cell.words.len()).find(|&i| under_left_edge(i) || between_columns(i)))
        .map(|i| cell.words[i]);
    match cut {
        Some(word) => {
            let (left, right) = cut_at(cell, word);
            let mut cells = vec![left];
            cells.extend(split_at_columns(&right, columns));
            cells
        }
        None => vec![cell.clone()],
    }
}

/// A cell cut where the items' descriptions start, when a word of it starts
/// there after a blank: the text of the column before ran on into the
/// description ("Prace dodatkowe Premium support hours", a kind of service
/// set close before a name whose header is centred far right of it).
fn at_descriptions_left(cell: &Cell, left: Option<f32>) -> Vec<Cell> {
    let start = left.and_then(|left| {
        cell.words
            .iter()
            .skip(1)
            .find(|w| w.gap > 0.0 && (w.x - left).abs() < 1.0)
    });
    match start {
        Some(&word) => {
            let (before, from) = cut_at(cell, word);
            vec![before, from]
        }
        None => vec![cell.clone()],
    }
}

/// Where the second of a cell's numbers starts, when the cell is nothing but
/// numbers run together, each with its currency ("7 18.75 GBP 131.25 GBP"
/// across "Qty", "Rate" and "Amount", right-aligned so that no word lies
/// under the header it belongs to).
fn second_number(cell: &Cell) -> Option<usize> {
    let words: Vec<&str> = (0..cell.words.len()).map(|i| cell.word_text(i)).collect();
    amounts_run_together(&words).map(|amounts| amounts[1].start)
}

/// Each word of a cell with the header column it lies under, if any.
fn words_under_columns<'a>(
    cell: &'a Cell,
    columns: &[HeaderColumn],
) -> Vec<(&'a str, Option<usize>)> {
    cell.words
        .iter()
        .enumerate()
        .map(|(i, word)| {
            let end = cell.words.get(i + 1).map_or(cell.x_end, |n| n.x - n.gap);
            let text = cell.word_text(i);
            let overlap = |c: &HeaderColumn| end.min(c.x_end) - word.x.max(c.x);
            let under = columns
                .iter()
                .enumerate()
                .filter(|(_, c)| overlap(c) > 0.0)
                .max_by(|(_, a), (_, b)| overlap(a).total_cmp(&overlap(b)))
                .map(|(index, _)| index);
            // A number set right under a header set left ("Menge" over "1",
            // flush with the column's right edge; a position under "LN")
            // ends just past its header, in the gap before the next one.
            // A digit set flush with a wide column's right edge may lie well
            // past its header, anywhere in the gap before the next one
            // ("Qty" over "1" and "21", then "Item").
            let in_gap_after = |index: usize| {
                let next = columns.get(index + 1).map_or(f32::INFINITY, |n| n.x);
                word.x >= columns[index].x_end && end <= next
            };
            let right_aligned = || {
                parse_amount(text)?;
                columns
                    .iter()
                    .enumerate()
                    .filter(|(_, c)| c.kind != Column::Description)
                    .map(|(index, c)| (index, word.x - c.x_end))
                    .filter(|&(index, past)| {
                        (0.0..=cell.size).contains(&past) || in_gap_after(index)
                    })
                    .min_by(|a, b| a.1.total_cmp(&b.1))
                    .map(|(index, _)| index)
            };
            (text, under.or_else(right_aligned))
        })
        .collect()
}

/// Whether a phrase of the label vocabulary runs across `at`, so that the
/// words on both sides name one column together: Turkish "Mal Hizmet Tutarı"
/// (the goods' amount) is no description beside an amount, Czech "Cena za
/// MJ" (price per unit) no price beside a unit of measure.
fn spans_a_phrase(text: &str, at: usize) -> bool {
    let apart = format!(
        "{} {}",
        labels::normalise(&text[..at]),
        labels::normalise(&text[at..])
    );
    labels::normalise(text) != apart.trim()
}

/// No font's space is wider than this many text sizes (a monospaced one's
/// is 0.6): a wider blank between words sets them apart.
const WIDEST_SPACE: f32 = 0.7;

/// Two column headers close enough to be read as one cell ("QTY ITEM #",
/// "Quantity Description"), cut where a wider blank than a word space
/// separates two column names, or where two names of different columns meet.
fn header_cells(cell: &Cell) -> Vec<Cell> {
    if let Some((left, right)) = glued_names(cell) {
        let mut cells = header_cells(&left);
        cells.extend(header_cells(&right));
        return cells;
    }
    let stands_out = standing_out(cell);
    let wide = |gap: f32| gap > 0.5 * cell.size || stands_out(gap);
    let read = |kind: Option<Column>| kind.filter(|k| *k != Column::Other);
    let one_space = |gap: f32| gap < WIDEST_SPACE * cell.size;
    let cut = cell.words.iter().skip(1).find(|w| {
        let left_text = cell.text[..w.at].trim_end();
        // Most cells are no header: what follows is read only after a name,
        // or after words set apart from a name by more than a space ("Truck
        // Description": the truck's number has a column of its own).
        let left = columns::column(left_text);
        let right = column_at_start(&cell.text[w.at..]);
        let apart = !one_space(w.gap) && read(right).is_some();
        if left.is_none() && !apart {
            return false;
        }
        // "Unit price", "VAT amount": the last word left qualifies the name right.
        let last_left = labels::normalise(left_text.rsplit(' ').next().unwrap_or_default());
        let taxed = columns::TAX_WORDS.contains(&last_left.as_str());
        // "Preço unit.", "Prix unit.": the price's own word for "per unit".
        let price_per_unit = left == Some(Column::UnitPrice)
            && labels::normalise(first_word(&cell.text[w.at..])) == "unit";
        let qualifies = columns::MODIFIERS.contains(&last_left.as_str())
            || taxed
            || price_per_unit
            || qualified_after(left_text, &cell.text[w.at..]);
        // A monospaced font's one space is wide, but no blank between a tax
        // and the name it qualifies ("HÉA érték", the line's VAT).
        let tax_of_name = taxed && one_space(w.gap);
        // Two names of one column ("Item Description", "Unit Price") stay one
        // header, even where a monospaced space is wide.
        let same_column = read(left).is_some() && read(left) == read(right);
        let is_number = |kind: Option<Column>| {
            matches!(
                kind,
                Some(Column::Quantity | Column::UnitPrice | Column::Amount)
            )
        };
        // "Charge Code": a code's word after a name makes it the code's.
        let code_of_left = cell.text[w.at..]
            .split_whitespace()
            .next()
            .is_some_and(|word| {
                ["code", "no", "number", "#", "id"].contains(&labels::normalise(word).as_str())
                    && columns::column(&format!("{left_text} {word}")) == Some(Column::Other)
            });
        // A number column never qualifies a code column: "Qty SKU", "# Qty".
        let number_beside_code = !qualifies
            && !code_of_left
            && ((is_number(left) && right == Some(Column::Other))
                || (left == Some(Column::Other) && is_number(right)));
        // "Zap. Opis storitve": a position or code column's name before the
        // description's.
        let code_beside_name = left == Some(Column::Other) && right == Some(Column::Description);
        // "Einzelpreis EUR Gesamtpreis EUR": a currency code ends the name
        // before it.
        let currency_next = cell.text[w.at..]
            .split_whitespace()
            .next()
            .is_some_and(|word| {
                let word = word.trim_matches(|c: char| !c.is_alphanumeric());
                CURRENCY_CODES.contains(&word.to_ascii_uppercase().as_str())
            });
        // "Nett value V": a letter or two last heads a column of codes (VAT
        // code, tax flag) the vocabulary has no name for.
        let code_letters = {
            let rest = cell.text[w.at..].trim();
            (1..=2).contains(&rest.chars().count()) && rest.chars().all(|c| c.is_ascii_uppercase())
        };
        (right.is_some() || (code_letters && wide(w.gap) && !qualifies))
            && !currency_next
            && !same_column
            && !spans_a_phrase(&cell.text, w.at)
            && ((wide(w.gap) && !tax_of_name)
                || number_beside_code
                || code_beside_name
                || (read(left) != read(right)
                    && read(left).is_some()
                    && read(right).is_some()
                    && !qualifies))
    });
    match cut {
        Some(word) => {
            let (left, right) = cut_at(cell, *word);
            let mut cells = vec![left];
            cells.extend(header_cells(&right));
            cells
        }
        None => vec![cell.clone()],
    }
}

/// Whether a blank between a cell's words stands out from its spaces: wider
/// than a third of the text's size, and than the cell's narrowest blank by
/// half again. A monospaced font's spaces, wide but all alike, never do.
fn standing_out(cell: &Cell) -> impl Fn(f32) -> bool + use<> {
    let narrowest = cell
        .words
        .iter()
        .skip(1)
        .map(|w| w.gap)
        .fold(f32::INFINITY, f32::min);
    let size = cell.size;
    move |gap| gap > 0.3 * size && gap > 1.4 * narrowest
}

/// Two column names printed with no gap between them, a right-aligned one
/// against a left-aligned one ("MengeEinheit"), parted where a capital
/// follows a small letter; where the second starts is estimated from the
/// share of letters before it.
fn glued_names(cell: &Cell) -> Option<(Cell, Cell)> {
    let chars = cell.text.chars().count().max(1) as f32;
    let (at, _) = cell.text.char_indices().skip(1).find(|&(at, c)| {
        let before = cell.text[..at].chars().next_back();
        c.is_uppercase()
            && before.is_some_and(char::is_lowercase)
            && columns::column(last_word(&cell.text[..at])).is_some()
            && columns::column(first_word(&cell.text[at..])).is_some()
    })?;
    let share = cell.text[..at].chars().count() as f32 / chars;
    let word = Word {
        at,
        x: cell.x + share * (cell.x_end - cell.x),
        gap: 0.0,
    };
    let mut parted = cell.clone();
    let next = parted.words.partition_point(|w| w.at < at);
    parted.words.insert(next, word);
    Some(cut_at(&parted, word))
}

fn last_word(text: &str) -> &str {
    text.rsplit(char::is_whitespace).next().unwrap_or(text)
}

fn first_word(text: &str) -> &str {
    text.split(char::is_whitespace).next().unwrap_or(text)
}

/// The column the first words of a header's rest name ("Disc% Nett value
/// V" starts with a rate), the most words that name one; none where the rest
/// goes on with "per" ("Price Per …" is a price per unit).
fn column_at_start(text: &str) -> Option<Column> {
    let words: Vec<&str> = text.split_whitespace().collect();
    if words.first().is_some_and(|w| labels::normalise(w) == "per") {
        return None;
    }
    (1..=words.len().min(4))
        .rev()
        .find_map(|n| columns::column(&words[..n].join(" ")))
}

/// "Einzelpreis netto", "Unit price ex VAT", "Vrijednost bez PDV-a" (value
/// without VAT), "Total (HT)": words after a column's name saying with or
/// without tax qualify it, rather than naming a column of their own.
fn qualified_after(left: &str, rest: &str) -> bool {
    let qualifier = |w: &str| ["ex", "excl", "inc", "incl", "without"].contains(&w);
    let rest = labels::normalise(rest);
    let words: Vec<&str> = rest.split_whitespace().collect();
    // "Cijena bez PDV-a Rabat %": the qualifier and its tax, then the next
    // column's name.
    let taxed = |words: &[&str]| {
        words
            .first()
            .is_some_and(|w| columns::TAX_WORDS.contains(w))
    };
    if labels::normalise(left)
        .rsplit(' ')
        .next()
        .is_some_and(qualifier)
        && taxed(&words)
    {
        return true;
    }
    match words.split_first() {
        Some((&("net" | "gross" | "excl" | "incl"), [])) => true,
        Some((first, rest)) if qualifier(first) => taxed(rest),
        _ => false,
    }
}

/// A header whose names wrap onto two or three lines ("Unit" over "price",
/// "VAT" over "rate"; "Price" over "per unit" over "(excl. VAT)"): this line
/// and the one or two just above hold only words, and each cell above is a
/// word or two standing over exactly one cell of this line, into which it is
/// joined, or over none, when the column is named above alone ("Amount"
/// over an empty place on this line). Answers the merged line and how many
/// lines above it were joined. `is_header` tells which lines are headers by
/// themselves.
fn stacked_header(lines: &[Line], is_header: &[bool], index: usize) -> Option<(Line, usize)> {
    let lower = &lines[index];
    let words_only = |line: &Line| {
        line.cells
            .iter()
            .all(|c| !c.text.chars().any(|ch| ch.is_ascii_digit()))
    };
    if !words_only(lower) {
        return None;
    }
    let mut uppers: Vec<&Line> = Vec::new();
    for above in (index.saturating_sub(2)..index).rev() {
        let (upper, below) = (&lines[above], &lines[above + 1]);
        let close = upper.page == lower.page && upper.y - below.y <= 1.6 * lower.size();
        // A header of its own above is followed by its rows, not stacked on.
        if !close || !words_only(upper) || is_header[above] {
            break;
        }
        uppers.push(upper);
    }
    // Top to bottom, so that prefixes keep their reading order.
    uppers.reverse();
    let lower = cut_under_stacked_names(&uppers, lower);
    let joined = (1..=uppers.len())
        .rev()
        .find_map(|take| joined_header(&uppers[uppers.len() - take..], &lower))?;
    Some(joined)
}

/// `lower` with each cell that a name is stacked over cut at its blanks
/// wider than a space, after the name's start: a word processor may set a
/// header line's names in one run of text ("Cena jedn." over "netto
/// Wartość netto Stawka VAT", "Kwota" over "VAT Wartość brutto"), and the
/// name above qualifies only the words under it.
fn cut_under_stacked_names(uppers: &[&Line], lower: &Line) -> Line {
    let names: Vec<(f32, f32)> = uppers
        .iter()
        .flat_map(|line| &line.cells)
        .map(|c| (c.x, c.x_end))
        .collect();
    let mut cells = Vec::new();
    for cell in &lower.cells {
        let mut rest = cell.clone();
        loop {
            let stands_out = standing_out(&rest);
            let cut = rest.words.iter().skip(1).find(|w| {
                stands_out(w.gap)
                    && names
                        .iter()
                        .any(|&(x, x_end)| x < w.x - w.gap && x_end > rest.x)
            });
            let Some(&word) = cut else { break };
            let (left, right) = cut_at(&rest, word);
            cells.push(left);
            rest = right;
        }
        cells.push(rest);
    }
    Line {
        cells,
        ..lower.clone()
    }
}

/// A header in a second language under the first ("Цена" over "(EUR)",
/// "Opis" over "Përshkrimi"): a column it does not name takes the name the
/// first gave it, unless another column already has that name.
fn named_above(columns: &mut [HeaderColumn], above: &[HeaderColumn]) {
    for k in 0..columns.len() {
        let (x, x_end) = (columns[k].x, columns[k].x_end);
        let over = above
            .iter()
            .find(|a| a.kind != Column::Other && a.x < x_end && x < a.x_end);
        if let (Column::Other, Some(over)) = (columns[k].kind, over) {
            if !columns.iter().any(|c| c.kind == over.kind) {
                columns[k].kind = over.kind;
            }
        }
    }
}

/// How many of a header's columns are read (not merely "other").
fn named_columns(columns: &[HeaderColumn]) -> usize {
    columns.iter().filter(|c| c.kind != Column::Other).count()
}

/// A line of words under a header that qualifies its names one by one
/// ("Cena" over "netto", "Kwota" over "VAT": the net price, the line's tax):
/// each word stands under one named number column, and the names read with
/// it say what the columns hold. Answers the cells of that line.
fn qualified_below(lines: &[Line], index: usize, columns: &mut [HeaderColumn]) -> Vec<usize> {
    let (header, Some(below)) = (&lines[index], lines.get(index + 1)) else {
        return Vec::new();
    };
    let close = below.page == header.page && header.y - below.y <= 1.6 * header.size();
    let words_only = below
        .cells
        .iter()
        .all(|c| !c.text.chars().any(|ch| ch.is_ascii_digit()));
    if !close || !words_only || below.cells.len() < 2 || header_columns(below).is_some() {
        return Vec::new();
    }
    let mut under = Vec::new();
    for cell in &below.cells {
        let overlapping: Vec<usize> = (0..columns.len())
            .filter(|&k| columns[k].x_end.min(cell.x_end) > columns[k].x.max(cell.x))
            .collect();
        match overlapping.as_slice() {
            [k] if columns[*k].kind != Column::Description => under.push(*k),
            _ => return Vec::new(),
        }
    }
    for (cell, &k) in below.cells.iter().zip(&under) {
        let name = format!("{} {}", columns[k].name, cell.text.trim());
        if let Some(kind) = columns::column(&name) {
            // Words that leave the name's kind as it was ("Wartość brutto"
            // over "[EUR]") keep the kind the header settled (a gross amount
            // beside the net one is no line amount).
            if columns::column(&columns[k].name) != Some(kind) {
                columns[k].kind = kind;
            }
            columns[k].name = name;
        }
    }
    (0..below.cells.len()).collect()
}

/// `lower` with the names of `uppers` joined into it, when each upper cell
/// stands over one cell of it or over none.
fn joined_header(uppers: &[&Line], lower: &Line) -> Option<(Line, usize)> {
    let mut prefixes: Vec<Vec<&str>> = vec![Vec::new(); lower.cells.len()];
    let mut alone: Vec<Cell> = Vec::new();
    let cells = uppers
        .iter()
        .enumerate()
        .flat_map(|(depth, line)| line.cells.iter().map(move |cell| (depth, cell)));
    for (depth, cell) in cells {
        let overlaps = |c: &Cell| c.x_end.min(cell.x_end) > c.x.max(cell.x);
        // A name that reaches over a cell by a sliver stands over a column
        // of its own ("Gegenstands-" over the hyphen that ends it, printed
        // at the start of "Anzahl").
        let over = |c: &Cell| {
            let shared = c.x_end.min(cell.x_end) - c.x.max(cell.x);
            shared > 0.2 * (c.x_end - c.x).min(cell.x_end - cell.x)
        };
        let under: Vec<usize> = (0..lower.cells.len())
            .filter(|&at| over(&lower.cells[at]))
            .collect();
        // A name of three words or more is no part of a name, unless it is
        // a column's whole name over words that qualify it ("Cena za MJ"
        // over "bez DPH") or over none.
        let words = cell.text.split_whitespace().count();
        let qualified = columns::column(&cell.text).is_some()
            && under
                .first()
                .is_some_and(|&at| columns::column(&lower.cells[at].text).is_none());
        // A column's whole name centred between the first and the last line
        // of a three-line header, over a gap of the last ("Preces
        // (pakalpojuma) nosaukums"), is one too.
        let named_alone = under.is_empty()
            && uppers.len() == 2
            && depth == 1
            && columns::column(&cell.text).is_some_and(|k| k != Column::Other);
        if under.len() > 1 || (words > 2 && !qualified && !named_alone) {
            return None;
        }
        // Two names of different columns, one over the other, are two
        // header rows (items printed on two lines each), not one name; but
        // "netto" under "Cena" says which price ("Cena netto", the net
        // price), whatever a bare "netto" would name.
        let named = |c: &Cell| columns::column(&c.text).filter(|k| *k != Column::Other);
        let qualifies = |upper: &Cell, lower: &Cell| {
            let word = lower.text.split_whitespace().count() == 1;
            let joined = format!("{} {}", upper.text.trim(), lower.text.trim());
            word && (columns::excludes_tax(&lower.text) || columns::includes_tax(&lower.text))
                && columns::column(&joined) == named(upper)
        };
        match under.first() {
            Some(&at)
                if matches!((named(cell), named(&lower.cells[at])), (Some(a), Some(b)) if a != b)
                    && !qualifies(cell, &lower.cells[at]) =>
            {
                return None;
            }
            Some(&at) => prefixes[at].push(cell.text.trim()),
            None => match alone.iter_mut().find(|c| overlaps(c)) {
                Some(named) => {
                    named.text = format!("{} {}", named.text, cell.text.trim());
                    named.x = named.x.min(cell.x);
                    named.x_end = named.x_end.max(cell.x_end);
                    named.words = vec![Word {
                        at: 0,
                        x: named.x,
                        gap: 0.0,
                    }];
                }
                None => alone.push(cell.clone()),
            },
        }
    }
    // Nothing stacked: a line of words over another is no header of itself,
    // unless it names a number column in a gap of this line or after it
    // ("Prezzo" over "unitario", centred on the header line between
    // "Quantità" and "Sc. %"; "Total" over "(HT)" at its end).
    let left = lower.cells.first().map(|first| first.x_end)?;
    let in_a_gap = |cell: &Cell| cell.x > left;
    let numbers = |cell: &Cell| {
        columns::column(&cell.text)
            .is_some_and(|k| !matches!(k, Column::Description | Column::Other))
    };
    let names_a_gap = alone.iter().any(numbers) && alone.iter().all(in_a_gap);
    if prefixes.iter().all(Vec::is_empty) && !names_a_gap {
        return None;
    }
    let mut cells: Vec<Cell> = lower
        .cells
        .iter()
        .zip(prefixes)
        .map(|(cell, prefix)| {
            if prefix.is_empty() {
                return cell.clone();
            }
            // Words under a column's whole name that would unmake it
            // ("Prijs per stuk" over "excl. btw") are left out of it.
            let prefix = prefix.join(" ");
            let joined = format!("{prefix} {}", cell.text);
            let named = columns::column(&prefix).filter(|k| *k != Column::Other);
            let text = match named {
                Some(kind) if columns::column(&joined) != Some(kind) => prefix,
                _ => joined,
            };
            let words = vec![Word {
                at: 0,
                x: cell.x,
                gap: 0.0,
            }];
            Cell {
                words,
                text,
                ..cell.clone()
            }
        })
        // A name alone keeps the blanks wider than a space in it: "Truck
        // Description" may name two columns.
        .chain(alone.into_iter().map(|cell| {
            Cell {
                words: cell
                    .words
                    .iter()
                    .filter(|w| w.at == 0 || w.gap >= WIDEST_SPACE * cell.size)
                    .copied()
                    .collect(),
                ..cell
            }
        }))
        .collect();
    cells.sort_by(|a, b| a.x.total_cmp(&b.x));
    Some((
        Line {
            cells,
            ..lower.clone()
        },
        uppers.len(),
    ))
}

/// The horizontal extent of a table: its header, widened by a little.
fn span(columns: &[HeaderColumn], size: f32) -> (f32, f32) {
    let left = columns.iter().map(|c| c.x).fold(f32::INFINITY, f32::min);
    let right = columns
        .iter()
        .map(|c| c.x_end)
        .fold(f32::NEG_INFINITY, f32::max);
    (left - 2.0 * size, right + 2.0 * size)
}

/// A line of the sums under the items: a money label alone, before its
/// value ("Total: 120.00"), or before the base it is worked out on ("Btw 21%
/// over € 994,60"), or a count of the items above them.
fn is_summary(cells: &[&Cell]) -> bool {
    let money = |label: &str| labels::field(label).is_some_and(|f| f.is_money());
    cells.iter().any(|cell| {
        let label = cell.text.split(':').next().unwrap_or_default();
        money(label) || before_amount(label).is_some_and(|l| money(&l)) || tallies_items(&cell.text)
    })
}

/// A line that starts the block of sums under the items with the sum of a
/// kind of charge ("PARTS  1644.33" and "LABOR  3235.00" over "SUBTOTAL
/// 4879.33"): the kind alone beside the line's one amount, not under the
/// descriptions (where "Labor" is an item), and lined up with a money label
/// below.
fn opens_sums(lines: &[Line], index: usize, cells: &[&Cell], columns: &[HeaderColumn]) -> bool {
    let names_a_kind = |c: &Cell| CHARGE_KINDS.contains(&labels::normalise(&c.text).as_str());
    let one_amount = |cells: &[&Cell]| {
        cells
            .iter()
            .filter(|c| parse_amount(&c.text).is_some())
            .count()
            == 1
    };
    let Some(label) = cells
        .iter()
        .find(|c| names_a_kind(c) && column_of(columns, c).0 != Column::Description)
    else {
        return false;
    };
    if !one_amount(cells) {
        return false;
    }
    let page = lines[index].page;
    for line in lines[index + 1..]
        .iter()
        .take(6)
        .take_while(|l| l.page == page)
    {
        let Some(below) = line
            .cells
            .iter()
            .find(|c| (c.x - label.x).abs() < 0.5 * label.size)
        else {
            continue;
        };
        if is_summary(&[below]) {
            return true;
        }
        let row: Vec<&Cell> = line.cells.iter().collect();
        if !(names_a_kind(below) && one_amount(&row)) {
            return false;
        }
    }
    false
}

/// Kinds of charge a service invoice sums on their own over its subtotal.
const CHARGE_KINDS: &[&str] = &[
    "parts",
    "labor",
    "labour",
    "materials",
    "material",
    "freight",
    "shipping",
    "travel",
    "equipment",
];

/// A count of the items above, labelled: a parts counter's "LINES: 7" or
/// "PIECES: 41".
fn tallies_items(text: &str) -> bool {
    text.split_once(':').is_some_and(|(label, count)| {
        ["lines", "items", "pieces"].contains(&labels::normalise(label).as_str())
            && count.trim().parse::<u32>().is_ok()
    })
}

/// A text without the amount it ends with.
fn before_amount(text: &str) -> Option<String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    (words.len().saturating_sub(5).max(1)..words.len())
        .find(|&from| parse_amount(&words[from..].join(" ")).is_some())
        .map(|from| words[..from].join(" "))
}

/// The amount a summary row prints under the amount column, else the one
/// it prints last (a group's net, tax and gross sums: its net is the sum of
/// its net amounts).
fn printed_sum(cells: &[&Cell], columns: &[HeaderColumn]) -> Option<f64> {
    let under_amount = cells
        .iter()
        .filter(|cell| column_of(columns, cell).0 == Column::Amount)
        .find_map(|cell| parse_amount(&cell.text));
    under_amount.or_else(|| cells.iter().rev().find_map(|cell| parse_amount(&cell.text)))
}

/// Whether every money column name of a line stands over one of the table's
/// columns.
fn names_stand_over_columns(cells: &[&Cell], columns: &[HeaderColumn]) -> bool {
    cells
        .iter()
        .filter(|cell| {
            matches!(
                columns::column(&cell.text),
                Some(Column::UnitPrice | Column::Amount)
            )
        })
        .all(|cell| {
            columns
                .iter()
                .any(|c| cell.x_end.min(c.x_end) > cell.x.max(c.x))
        })
}

/// Whether an item row (numbers in two cells or more, no money label)
/// follows within the next few lines of the page, under the table's extent.
fn items_follow(
    lines: &[Line],
    index: usize,
    columns: &[HeaderColumn],
    extent: (f32, f32),
) -> bool {
    let page = lines[index].page;
    lines[index + 1..]
        .iter()
        .take(3)
        .take_while(|line| line.page == page)
        .any(|line| is_item_like(line, columns, extent))
}

/// Whether only a footer (a line or two) follows `lines[index]` on its page.
fn at_page_foot(lines: &[Line], index: usize) -> bool {
    let page = lines[index].page;
    lines[index + 1..]
        .iter()
        .take_while(|line| line.page == page)
        .count()
        <= 2
}

/// Whether the next page, in its first lines, goes on with item rows: a sum
/// at the foot of a page is then carried over the break ("A transportar").
fn items_go_on_overleaf(
    lines: &[Line],
    index: usize,
    columns: &[HeaderColumn],
    extent: (f32, f32),
) -> bool {
    let page = lines[index].page;
    let rest = &lines[index + 1..];
    let same_page = rest.iter().take_while(|line| line.page == page).count();
    rest[same_page..]
        .iter()
        .take(12)
        .take_while(|line| line.page == page + 1)
        .any(|line| is_item_like(line, columns, extent))
}

/// A line with two numbers or more under the table's extent, an
/// amount under the amount column among them, and no money label: an item
/// row, as far as its shape tells. The total again in the local currency
/// ("Kundërvlera në lekë (kursi 98,30)  3 069 044,94 ALL") is none.
fn is_item_like(line: &Line, columns: &[HeaderColumn], (left, right): (f32, f32)) -> bool {
    let inside: Vec<&Cell> = line
        .cells
        .iter()
        .filter(|c| c.x_end > left && c.x < right)
        .collect();
    // Numbers run together in one cell ("6 USD 95.00 USD 570.00") count
    // one by one.
    let split: Vec<Cell> = inside
        .iter()
        .flat_map(|cell| split_at_columns(cell, columns))
        .collect();
    let numbers = split
        .iter()
        .filter(|c| c.text.contains(|c: char| c.is_ascii_digit()))
        .count();
    let amount = || {
        split.iter().any(|cell| {
            column_of(columns, cell).0 == Column::Amount && parse_amount(&cell.text).is_some()
        })
    };
    numbers >= 2 && !is_summary(&inside) && amount()
}

/// A row that numbers the columns under their names ("0 1 2 3 4 5 (3x4)
/// 6", as forms refer to columns in formulas): each cell starts with the
/// next number.
fn numbers_the_columns(cells: &[&Cell]) -> bool {
    let leading = |cell: &&Cell| {
        let digits: String = cell.text.chars().take_while(char::is_ascii_digit).collect();
        digits.parse::<usize>().ok()
    };
    let numbers: Vec<Option<usize>> = cells.iter().map(leading).collect();
    let first = numbers.first().copied().flatten();
    cells.len() >= 4
        && matches!(first, Some(0 | 1))
        && numbers
            .iter()
            .enumerate()
            .all(|(k, n)| *n == first.map(|f| f + k))
}

#[derive(Default)]
struct RowCells {
    description: Vec<String>,
    /// Where the row's description starts, and its text size.
    description_at: Option<(f32, f32)>,
    description_span: Option<Span>,
    quantity: Vec<Part>,
    unit_price: Vec<Part>,
    amount: Vec<Part>,
    /// What stands under the unit of measure's header beside the quantity's:
    /// the whole count when it is set flush right there with its unit.
    units: Vec<Part>,
    other: usize,
}

/// A cell's text in a number column, and how far off the column's header it lies.
struct Part {
    text: String,
    off: f32,
}

fn number_in(parts: &[String]) -> Option<f64> {
    parse_amount(&parts.join(" "))
}

/// The number in a column's parts of a row, read together ("USD" "95.00"),
/// else from the one part lined up best with the header: a column of its own
/// without a header (a quantity per weekday beside the week's) strays into
/// the nearest named one.
fn read_parts(parts: &[Part], read: fn(&[String]) -> Option<f64>) -> Option<f64> {
    let texts: Vec<String> = parts.iter().map(|p| p.text.clone()).collect();
    read(&texts).or_else(|| {
        let nearest = parts.iter().min_by(|a, b| a.off.total_cmp(&b.off))?;
        let alone = parts.iter().filter(|p| p.off <= nearest.off).count() == 1;
        alone.then(|| read(std::slice::from_ref(&nearest.text)))?
    })
}

/// What a line printed among the items names instead of an item: another
/// document (the buyer's order, a delivery note) or an item's lot, batch or
/// serial number. Such a line is no part of a description, and the fields
/// reader may read the order's number from it.
const ELSEWHERE: &[&str] = &[
    "delivery", "lot", "batch", "serial", "sn", "charge", "los", "lote", "lotto", "partie",
];

/// Whether a line names another document or a detail of an item, by a
/// label and a number: "Rif. Vs. ordine n. PO73228 del 06/05/2026", "DDT n.
/// 294 del 18/05/2026", "Lot 26G5269".
fn refers_elsewhere(text: &str) -> bool {
    let words: Vec<&str> = text.split_whitespace().collect();
    (1..words.len().min(5)).any(|take| {
        let label = words[..take].join(" ");
        let numbered = words[take].chars().any(|c| c.is_ascii_digit());
        let first = labels::normalise(&label);
        let first = first.split(' ').next().unwrap_or_default();
        numbered
            && (labels::field(&label) == Some(labels::Field::PoNumber)
                || ELSEWHERE.contains(&first))
    })
}

/// Whether a row's quantity times its price makes its amount.
fn multiplies(quantity: Option<f64>, unit_price: Option<f64>, amount: Option<f64>) -> bool {
    matches!((quantity, unit_price, amount), (Some(q), Some(p), Some(a)) if reconcile::equal(q * p, a))
}

/// A row's numbers read into the number columns in order, left to right,
/// when they multiply out: numbers set flush right under names set flush
/// left stand nearer the next column's name than their own ("1" under "Qty"
/// beside "Unit price"), but keep the columns' order.
fn in_column_order(cells: &[Cell], columns: &[HeaderColumn]) -> Option<(f64, f64, f64)> {
    let kinds: Vec<Column> = columns
        .iter()
        .map(|c| c.kind)
        .filter(|k| !matches!(k, Column::Description | Column::Other))
        .collect();
    // Position numbers and rates stay under their own names.
    let under_other = |cell: &Cell| {
        columns
            .iter()
            .any(|c| c.kind == Column::Other && cell.x_end > c.x && cell.x < c.x_end)
    };
    let numbers: Vec<f64> = cells
        .iter()
        .filter(|cell| !under_other(cell) && column_of(columns, cell).0 != Column::Description)
        .map(|cell| quantity_in(std::slice::from_ref(&cell.text)))
        .collect::<Option<_>>()?;
    if numbers.len() != kinds.len() {
        return None;
    }
    let of = |kind: Column| {
        let mut at = (0..kinds.len()).filter(|&i| kinds[i] == kind);
        let first = at.next()?;
        at.next().is_none().then(|| numbers[first])
    };
    let (q, p, a) = (
        of(Column::Quantity)?,
        of(Column::UnitPrice)?,
        of(Column::Amount)?,
    );
    multiplies(Some(q), Some(p), Some(a)).then_some((q, p, a))
}

/// Of the prices a row prints under several price columns ("List price",
/// "Net price" after a trade discount), the one that times the quantity
/// makes the amount.
fn price_that_multiplies(parts: &[Part], quantity: Option<f64>, amount: f64) -> Option<f64> {
    let quantity = quantity?;
    parts
        .iter()
        .filter_map(|part| number_in(std::slice::from_ref(&part.text)))
        .find(|&price| reconcile::equal(quantity * price, amount))
}

/// A count run into the price after one space, read as a number grouped
/// in thousands ("16 140.00 USD" for 16 at 140.00): the count and the
/// price, when they make the amount.
fn count_before_price(parts: &[Part], amount: Option<f64>) -> Option<(f64, f64)> {
    let amount = amount?;
    let [part] = parts else {
        return None;
    };
    let (count, price) = part.text.trim().split_once(' ')?;
    let count: f64 = count
        .chars()
        .all(|c| c.is_ascii_digit())
        .then(|| count.parse().ok())??;
    let price = parse_amount(price)?;
    (count > 0.0 && reconcile::equal(count * price, amount)).then_some((count, price))
}

/// Whether a cell lies under the header of a unit of measure ("m.j.",
/// "UoM") that follows the quantity's.
fn under_units(columns: &[HeaderColumn], cell: &Cell) -> bool {
    column_at(columns, cell).is_some_and(|(at, _)| {
        at > 0
            && columns[at - 1].kind == Column::Quantity
            && labels::normalise(&columns[at].name) == "uom"
    })
}

/// A date, however it is written, is never a count.
fn is_a_date(text: &str) -> bool {
    [SlashOrder::DayFirst, SlashOrder::MonthFirst]
        .into_iter()
        .any(|order| parse_date(text, order).is_some())
}

/// A quantity, perhaps with its unit: `12`, `2.5 h`, `4 pcs`, `2 Stk.`, `x3`.
fn quantity_in(parts: &[String]) -> Option<f64> {
    let text = parts.join(" ");
    let text = text.trim();
    number_in(&[text.to_string()]).or_else(|| {
        let is_unit = |w: &str| {
            let w = w.trim_end_matches('.');
            !w.is_empty() && w.chars().count() <= 7 && w.chars().all(char::is_alphabetic)
        };
        let number = match text.rsplit_once(' ') {
            Some((number, unit)) if is_unit(unit) => number,
            _ => text
                .trim_start_matches(['x', '×'])
                .trim_end_matches(['x', '×']),
        };
        // "gab. 19": the unit first, under a header naming both ("Mērv.
        // Daudzums", unit and quantity).
        parse_amount(number).or_else(|| {
            text.split_once(' ')
                .filter(|(unit, _)| is_unit(unit))
                .and_then(|(_, number)| parse_amount(number))
        })
    })
}

/// A row under priced columns that prints no price, whose amount is what
/// the rows above add up to, is the table's sum under a label we do not know
/// ("Fees", "Goods"): the table ends there, and its amount is the subtotal
/// printed outside the items.
fn sums_the_rows_above(
    columns: &[HeaderColumn],
    rows: &Rows,
    amount: f64,
    quantity: Option<f64>,
    unit_price: Option<f64>,
) -> bool {
    let priced_columns = columns
        .iter()
        .any(|c| matches!(c.kind, Column::Quantity | Column::UnitPrice));
    let unpriced = quantity.is_none() && unit_price.is_none();
    let enough_rows = rows.len() >= if priced_columns { 1 } else { 2 };
    unpriced && enough_rows && reconcile::equal(rows.amount_sum(), amount)
}

/// The item table of a document. Some print a summary table first and the
/// items on a later page ("as per the attached specification"; a monthly
/// bill's sums by contract before the items of each): of the tables found,
/// the one that adds up to a sum printed outside it, with the most priced
/// items, else the first.
pub fn read(lines: &[Line]) -> Table {
    let mut tables: Vec<Table> = Vec::new();
    let mut start = 0;
    while start < lines.len() {
        let (table, next) = read_from(lines, start);
        if !table.items.is_empty() {
            tables.push(table);
        }
        start = next;
    }
    let priced = |t: &Table| {
        t.items
            .iter()
            .filter(|i| i.quantity.is_some() && i.unit_price.is_some())
            .count()
    };
    let best = tables
        .iter()
        .enumerate()
        .filter(|(_, t)| tables.len() > 1 && arithmetic::adds_up(t, lines))
        .max_by_key(|(k, t)| (priced(t), std::cmp::Reverse(*k)))
        .map(|(k, _)| k)
        .unwrap_or(0);
    if tables.is_empty() {
        return Table::default();
    }
    tables.swap_remove(best)
}

/// One table read from `start` on, and the line after its end.
fn read_from(lines: &[Line], start: usize) -> (Table, usize) {
    let mut header_cells = HashSet::new();
    let mut rows = Rows::default();
    let mut columns: Option<(Vec<HeaderColumn>, (f32, f32))> = None;
    // Where the descriptions of the items read so far start, and the
    // smallest size they are set in.
    let mut descriptions_left: Option<f32> = None;
    let mut descriptions_size: Option<f32> = None;
    // Which lines read so far are headers by themselves: a stacked header
    // asks about the lines above it.
    let mut is_header: Vec<bool> = Vec::with_capacity(lines.len());
    // The group of items under way: its first item, and what the items
    // before it add up to.
    let mut group_first = 0;
    let mut group_base = 0.0;
    // Whether the last header read, repeated on a new page, has no item under
    // it yet.
    let mut header_repeated = false;
    let mut last_item_page = None;
    let mut last_header = None;
    // Where the header read last repeats below on a page: (page, header line)
    // and the line that repeats it.
    let mut repeated: Option<(RepeatKey, Option<usize>)> = None;
    is_header.resize(start, false);
    let mut end = lines.len();
    for (index, line) in lines.iter().enumerate().skip(start) {
        let own_header = header_columns(line);
        is_header.push(own_header.is_some());
        let stacked = stacked_header(lines, &is_header, index)
            .and_then(|(merged, above)| header_columns(&merged).map(|(found, _)| (found, above)));
        // A stack that takes in the header line just read, naming fewer
        // columns than that header, is it again without its top line.
        let stacked = stacked.filter(|(found, above)| {
            let restacked = *above > 0 && last_header == Some(index - 1);
            !restacked
                || columns
                    .as_ref()
                    .is_none_or(|(named, _)| named_columns(found) >= named_columns(named))
        });
        let header = match stacked {
            Some((found, above)) => {
                // The names of a stacked header are every cell of its lines
                // within its extent.
                let (left, right) = span(&found, line.size());
                let named = lines.iter().enumerate().take(index + 1).skip(index - above);
                header_cells.extend(named.flat_map(|(named, line)| {
                    line.cells
                        .iter()
                        .enumerate()
                        .filter(|(_, c)| c.x_end > left && c.x < right)
                        .map(move |(at, _)| (named, at))
                }));
                Some(found)
            }
            None => own_header.map(|(found, members)| {
                header_cells.extend(members.into_iter().map(|at| (index, at)));
                found
            }),
        };
        if let Some(mut found) = header {
            // Just under the last header, or under the line that qualifies
            // its names.
            let under_a_header = last_header.is_some_and(|at| {
                at + 1 == index
                    || (at + 2 == index
                        && (0..lines[at + 1].cells.len())
                            .all(|cell| header_cells.contains(&(at + 1, cell))))
            });
            if let (Some((above, _)), true) = (&columns, under_a_header) {
                named_above(&mut found, above);
                // A translation that names fewer columns ("Pris" wrapped
                // onto the line under it) leaves them as the first named them.
                if named_columns(&found) < named_columns(above) {
                    last_header = Some(index);
                    continue;
                }
            }
            last_header = Some(index);
            header_cells.extend(
                qualified_below(lines, index, &mut found)
                    .into_iter()
                    .map(|at| (index + 1, at)),
            );
            let extent = span(&found, line.size());
            columns = Some((found, extent));
            descriptions_left = None;
            descriptions_size = None;
            // A header repeated overleaf goes on with the group under way.
            rows.close();
            header_repeated = !rows.is_empty();
            continue;
        }
        let Some((columns, (left, right))) = &columns else {
            continue;
        };
        // What a new page prints above the header it repeats (the masthead,
        // "Page 2", the addresses) is none of the table's. Where the header
        // repeats is looked for once a page, not once a line: a page of
        // prose after the items would cost its length squared.
        if last_item_page.is_some_and(|page| page != line.page) {
            let key = (line.page, last_header);
            let repeated_at = match repeated {
                Some((at_key, at)) if at_key == key => at,
                _ => {
                    let at = header_repeated_below(lines, index, columns);
                    repeated = Some((key, at));
                    at
                }
            };
            if repeated_at.is_some_and(|at| at > index) {
                continue;
            }
        }
        // Words mostly right of the table (a remittance stub printed beside
        // the items) are none of its rows; an amount set flush right past a
        // short header is.
        let inside: Vec<(usize, &Cell)> = line
            .cells
            .iter()
            .enumerate()
            .filter(|(_, c)| {
                c.x_end > *left
                    && c.x < *right
                    && (c.center() < *right || parse_amount(&c.text).is_some())
            })
            .collect();
        if inside.is_empty() {
            continue;
        }
        let inside_cells: Vec<&Cell> = inside.iter().map(|(_, c)| *c).collect();
        // The numbers and the header's words above them are none of the
        // values a label beside the table points at.
        if numbers_the_columns(&inside_cells) {
            if rows.is_empty() || header_repeated {
                let first = last_header.map_or(index, |header| header + 1);
                for (under, line) in lines.iter().enumerate().take(index + 1).skip(first) {
                    header_cells.extend(
                        line.cells
                            .iter()
                            .enumerate()
                            .filter(|(_, c)| c.x_end > *left && c.x < *right)
                            .map(|(at, _)| (under, at)),
                    );
                }
            }
            continue;
        }
        if is_summary(&inside_cells) || opens_sums(lines, index, &inside_cells, columns) {
            // Nothing summed yet, or the first names of a header repeated
            // overleaf ("Prix unitaire | Total" over "Référence | Produit"):
            // a money name with no amount before any item of its page.
            // A summary grid of its own overleaf ("Netto  VAT  Brutto" under
            // no column of the items) is no such header: it ends the items.
            let sum = printed_sum(&inside_cells, columns);
            // So are names with no amount just under a header, its second
            // line ("Ставка | Сумма" under "НДС").
            let heads_page = sum.is_none()
                && last_item_page != Some(line.page)
                && (names_stand_over_columns(&inside_cells, columns)
                    || last_header == index.checked_sub(1));
            if rows.is_empty() || heads_page {
                continue;
            }
            // A group's own total, when more items follow or groups came before.
            let group_sum = rows.amount_sum() - group_base;
            let sums_group =
                group_first < rows.len() && sum.is_some_and(|sum| reconcile::equal(sum, group_sum));
            // More items follow on this page, or, at its foot, on the next.
            let goes_on = sums_group
                && (items_follow(lines, index, columns, (*left, *right))
                    || (at_page_foot(lines, index)
                        && items_go_on_overleaf(lines, index, columns, (*left, *right))));
            if !(sums_group && (group_first > 0 || goes_on)) {
                end = index + 1;
                break;
            }
            rows.end_group(group_first);
            group_first = rows.len();
            group_base = rows.amount_sum();
            header_cells.extend(inside.iter().map(|(at, _)| (index, *at)));
            if !goes_on {
                end = index + 1;
                break;
            }
            continue;
        }
        let mut row = RowCells::default();
        let split: Vec<Cell> = inside
            .iter()
            .flat_map(|(_, cell)| at_descriptions_left(cell, descriptions_left))
            .flat_map(|cell| split_at_columns(&cell, columns))
            .collect();
        // A number after "Customer #" or "Account:" is what they label, not
        // a line's amount (a remittance slip's details under the items).
        let labelled = |k: usize| k > 0 && split[k - 1].text.trim_end().ends_with(['#', ':']);
        for (k, (cell, (column, off))) in split.iter().zip(row_columns(columns, &split)).enumerate()
        {
            let text = cell.text.clone();
            let part = || Part {
                text: text.clone(),
                off,
            };
            // The first cell right of the description bounds its room.
            let beside = row.description_span.as_mut().filter(|span| {
                column != Column::Description && span.room.is_none() && cell.x >= span.right
            });
            if let Some(span) = beside {
                span.room = Some(cell.x);
            }
            match column {
                Column::Description => {
                    row.description_at.get_or_insert((cell.x, cell.size));
                    let span = row.description_span.get_or_insert_with(|| Span {
                        left: cell.x,
                        right: cell.x_end,
                        first_word_right: match cell.words.get(1) {
                            Some(second) => second.x - second.gap,
                            None => cell.x_end,
                        },
                        size: cell.size,
                        room: None,
                        set_apart: false,
                    });
                    span.set_apart |= !row.description.is_empty();
                    span.right = span.right.max(cell.x_end);
                    row.description.push(text)
                }
                // "Shipped" over the dates goods went out, beside "Qty".
                Column::Quantity if is_a_date(&text) => row.other += 1,
                Column::Quantity => row.quantity.push(part()),
                Column::Other if under_units(columns, cell) => {
                    row.units.push(part());
                    row.other += 1;
                }
                Column::UnitPrice => row.unit_price.push(part()),
                Column::Amount if labelled(k) => row.other += 1,
                Column::Amount => row.amount.push(part()),
                Column::Other => row.other += 1,
            }
        }
        let place = Place {
            page: line.page,
            y: line.y,
            size: line.size(),
            description: row.description_span,
        };
        let cells: Vec<(usize, usize)> = inside.iter().map(|(at, _)| (index, *at)).collect();
        let description = row.description.join(" ");
        let description_at = row.description_at;
        // "14 ks" set flush right across "Počet" and "m.j.", under the unit's.
        let mut quantity = read_parts(&row.quantity, quantity_in)
            .or_else(|| read_parts(&row.units, quantity_in).filter(|_| row.quantity.is_empty()));
        // "6.5000 EA": a price per unit of sale, printed with the unit.
        let mut unit_price = read_parts(&row.unit_price, number_in)
            .or_else(|| read_parts(&row.unit_price, quantity_in));
        let mut amount = read_parts(&row.amount, number_in);
        // An ERP's quantity to three decimals ("10.000") reads as thousands
        // by its grouping; the row's arithmetic tells it is ten.
        if let Some(thousandth) = quantity.map(|q| q / 1000.0) {
            if !multiplies(quantity, unit_price, amount)
                && multiplies(Some(thousandth), unit_price, amount)
            {
                quantity = Some(thousandth);
            }
        }
        if quantity.is_none() && !multiplies(quantity, unit_price, amount) {
            if let Some((q, p)) = count_before_price(&row.unit_price, amount) {
                (quantity, unit_price) = (Some(q), Some(p));
            }
        }
        if !multiplies(quantity, unit_price, amount) {
            if let Some((q, p, a)) = in_column_order(&split, columns) {
                (quantity, unit_price, amount) = (Some(q), Some(p), Some(a));
            }
        }
        // Numbers without a description are an item whose description is
        // printed around them, when they are more than a lone amount.
        let item_row = !description.is_empty() || quantity.is_some() || unit_price.is_some();
        let texts: Vec<&str> = inside.iter().map(|(_, c)| c.text.as_str()).collect();
        if labels::is_carried_sum(&texts.join(" ")) {
            continue;
        }
        if let (Some(amount), true) = (amount, item_row) {
            let sums_all = sums_the_rows_above(columns, &rows, amount, quantity, unit_price);
            // A group's own sum in words of its own ("I alt Aarhus Havn,
            // WTG D18"), when groups came before or more items follow.
            let sums_a_group = quantity.is_none()
                && unit_price.is_none()
                && group_first < rows.len()
                && reconcile::equal(rows.amount_sum() - group_base, amount)
                && (group_first > 0 || items_follow(lines, index, columns, (*left, *right)));
            if sums_all || sums_a_group {
                // A sum carried over a page break, whatever its wording: at
                // the foot of a page whose items go on overleaf, or the first
                // row under the header repeated there.
                let carried =
                    header_repeated || items_go_on_overleaf(lines, index, columns, (*left, *right));
                if sums_all && carried {
                    header_cells.extend(inside.iter().map(|(at, _)| (index, *at)));
                    continue;
                }
                if sums_a_group {
                    rows.end_group(group_first);
                    group_first = rows.len();
                    group_base = rows.amount_sum();
                    header_cells.extend(inside.iter().map(|(at, _)| (index, *at)));
                    continue;
                }
                end = index + 1;
                break;
            }
            // A line kept for an adjustment that has none ("Returns / credits
            // this week  0.00") bills nothing.
            if amount == 0.0 && quantity.is_none() && unit_price.is_none() {
                continue;
            }
            // Overleaf under no header, an amount without the count and price
            // every item so far had is a summary by kind ("Rx Merchandise
            // 11,600.58"), and the items ended at the page before.
            let overleaf = last_item_page.is_some_and(|page| page != line.page) && !header_repeated;
            if overleaf
                && quantity.is_none()
                && unit_price.is_none()
                && rows.all_counted_and_priced()
            {
                end = index;
                break;
            }
            if let Some((x, size)) = description_at {
                descriptions_left = Some(descriptions_left.map_or(x, |left: f32| left.min(x)));
                descriptions_size = Some(descriptions_size.map_or(size, |s: f32| s.min(size)));
            }
            let unit_price =
                unit_price.or_else(|| price_that_multiplies(&row.unit_price, quantity, amount));
            let item = LineItem {
                description,
                quantity,
                unit_price,
                amount: Some(amount),
            };
            rows.item(place, item, cells);
            last_item_page = Some(line.page);
            header_repeated = false;
            continue;
        }
        // A price alone under its row, the rest of a cell that wrapped ("USD"
        // over "1,200.00", centred on the row): the item's, when it has none
        // and it multiplies out.
        if let (Some(price), None, None, true, 0) = (
            unit_price,
            quantity,
            amount,
            description.is_empty(),
            row.other,
        ) {
            let item = rows.item_above(place).filter(|item| {
                item.unit_price.is_none() && multiplies(item.quantity, Some(price), item.amount)
            });
            if let Some(item) = item {
                item.unit_price = Some(price);
                header_cells.extend(cells);
                continue;
            }
        }
        let only_description = row.quantity.is_empty()
            && row.unit_price.is_empty()
            && row.amount.is_empty()
            && row.other == 0;
        // Text starting left of where the items' descriptions start is a
        // heading or note under the table ("Summary of current charges"),
        // and smaller text a note under an item ("Against purchase order
        // …"), not the continuation of a description.
        // Words running right across a number column are a group's heading
        // ("Location 01 – Warehouse · Delivery ticket …"), even before the
        // first item, or a detail of the item above (an advert's insertion
        // and size under its name).
        let across = |cell: &Cell| {
            columns.iter().any(|h| {
                matches!(
                    h.kind,
                    Column::Quantity | Column::UnitPrice | Column::Amount
                ) && cell.x < h.x
                    && cell.x_end > h.x_end
            })
        };
        // Before the first item, a line set under a column left of the
        // descriptions' ("Tents & Structures" under "Item") heads a group.
        let under_a_column_before_descriptions = |cell: &Cell| {
            let description = columns.iter().find(|h| h.kind == Column::Description);
            descriptions_left.is_none()
                && description.is_some_and(|d| {
                    columns.iter().any(|h| {
                        h.kind != Column::Description
                            && h.x_end < d.x
                            && (cell.x - h.x).abs() < cell.size
                    })
                })
        };
        let note = inside.first().is_some_and(|(_, cell)| {
            descriptions_left.is_some_and(|left| cell.x < left - cell.size)
                || under_a_column_before_descriptions(cell)
                || descriptions_size.is_some_and(|size| cell.size < 0.9 * size)
                || across(cell)
        }) || refers_elsewhere(&description);
        if only_description && !description.is_empty() && !note {
            rows.description_line(DescriptionLine {
                place,
                text: description,
                cells,
            });
        } else if row.amount.is_empty() || amount.is_none() {
            // Words across the columns, no amount among them ("…, hmotnosť
            // 15,3 kg/ks," under "DPH" and "Spolu"): details of the item.
            // A note naming another document ("Against purchase order …")
            // is left for the fields to read.
            let cells = if refers_elsewhere(&description) {
                Vec::new()
            } else {
                cells
            };
            rows.detail_line(place, cells);
        }
    }
    let (mut items, mut cells) = rows.finish();
    without_trailing_positions(&mut items);
    without_leading_positions(&mut items);
    without_leading_codes(&mut items);
    cells.extend(header_cells);
    (Table { items, cells }, end)
}

/// A page and the line of the header last read on the way to it.
type RepeatKey = (usize, Option<usize>);

/// The first line below line `index`, on its page, that repeats a header
/// naming the same columns as `columns`, where they were.
fn header_repeated_below(lines: &[Line], index: usize, columns: &[HeaderColumn]) -> Option<usize> {
    let page = lines[index].page;
    let same = |found: &[HeaderColumn]| {
        found.len() == columns.len()
            && found
                .iter()
                .zip(columns)
                .all(|(a, b)| a.kind == b.kind && (a.x - b.x).abs() < 2.0)
    };
    lines[index + 1..]
        .iter()
        .take_while(|line| line.page == page)
        .position(|line| header_columns(line).is_some_and(|(found, _)| same(&found)))
        .map(|below| index + 1 + below)
}

/// Row numbers printed after the descriptions, as a right-to-left table's
/// "#" column at its far end, set too close to be a cell of its own: when
/// every description ends in its item's position (1, 2, 3…), the numbers
/// are dropped.
fn without_trailing_positions(items: &mut [LineItem]) {
    let suffix = |k: usize| format!(" {}", k + 1);
    let numbered = |(k, item): (usize, &LineItem)| item.description.ends_with(&suffix(k));
    if items.is_empty() || !items.iter().enumerate().all(numbered) {
        return;
    }
    for (k, item) in items.iter_mut().enumerate() {
        let kept = item.description.len() - suffix(k).len();
        item.description.truncate(kept);
    }
}

/// Row numbers of two digits or more set too close to the description to be
/// a cell of their own ("10 Onboarding workshop" under a "No." column whose
/// one-digit numbers stood apart): from the first such item on, every
/// description starts with its item's position.
fn without_leading_positions(items: &mut [LineItem]) {
    // "3 Widget", "3. Widget", and a contract's line numbers "0003 Widget".
    let position = |description: &str| {
        let (first, _) = description.split_once(' ')?;
        let number = first.strip_suffix(['.', ')']).unwrap_or(first);
        (number.len() <= 6 && number.chars().all(|c| c.is_ascii_digit()))
            .then(|| number.parse::<usize>().ok())
            .flatten()
            .map(|n| (n, first.len() + 1))
    };
    let numbered = |(k, item): (usize, &LineItem)| {
        position(&item.description).is_some_and(|(n, _)| n == k + 1)
    };
    let Some(first) = items.iter().enumerate().position(numbered) else {
        return;
    };
    if items.len() - first < 2 || !items.iter().enumerate().skip(first).all(numbered) {
        return;
    }
    for item in items.iter_mut().skip(first) {
        if let Some((_, len)) = position(&item.description) {
            item.description.drain(..len);
        }
    }
}

/// Article codes printed in the description's column, on its first line
/// above the words ("UM-101" over "Centrifuge tubes (500)"): when every
/// description starts with one, the codes are dropped. A code has a digit
/// and capitals and no small letter, which no description's first word has
/// on every line of a table.
fn without_leading_codes(items: &mut [LineItem]) {
    let is_code = |word: &str| {
        word.len() >= 3
            && word.chars().any(|c| c.is_ascii_digit())
            && word.chars().any(|c| c.is_ascii_uppercase())
            && !word.chars().any(char::is_lowercase)
    };
    let code = |item: &LineItem| {
        item.description
            .split_once(' ')
            .filter(|(first, rest)| is_code(first) && !rest.trim().is_empty())
            .map(|(first, _)| first.len() + 1)
    };
    if items.is_empty() || !items.iter().all(|item| code(item).is_some()) {
        return;
    }
    for item in items.iter_mut() {
        if let Some(cut) = code(item) {
            item.description.drain(..cut);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::text::sample::{line, monospaced};
    use super::*;

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
        let lines_in_table: HashSet<usize> = table.cells.iter().map(|(line, _)| *line).collect();
        assert_eq!(lines_in_table, HashSet::from([1, 2, 3, 4]));
    }

    #[test]
    fn a_number_flush_right_under_a_header_set_left_is_that_column() {
        // "1" ends its column, right of where "Menge" ends and left of
        // "Einheit", in one cell with the unit beside it.
        let lines = [
            line(
                0,
                600.0,
                &[
                    (60.0, "Pos."),
                    (92.0, "Bezeichnung"),
                    (286.0, "Menge"),
                    (330.0, "Einheit"),
                    (406.0, "Einzelpreis"),
                    (478.0, "Gesamtpreis"),
                ],
            ),
            line(
                0,
                580.0,
                &[
                    (60.0, "1"),
                    (92.0, "Wartung Heizungsanlage"),
                    (315.0, "2 Pauschal"),
                    (427.0, "189,00 €"),
                    (505.0, "378,00 €"),
                ],
            ),
        ];
        assert_eq!(
            read(&lines).items,
            [LineItem {
                description: "Wartung Heizungsanlage".into(),
                quantity: Some(2.0),
                unit_price: Some(189.0),
                amount: Some(378.0),
            }]
        );
    }

    #[test]
    fn a_position_flush_right_under_its_name_is_no_part_of_the_description() {
        let lines = [
            line(
                0,
                700.0,
                &[
                    (57.0, "LN"),
                    (81.0, "DESCRIPTION"),
                    (303.0, "QTY"),
                    (339.0, "UNIT PRICE"),
                    (447.0, "NET"),
                ],
            ),
            line(
                0,
                686.0,
                &[
                    (69.0, "1 Isolation valve 22mm"),
                    (321.0, "3"),
                    (369.0, "0.85"),
                    (435.0, "2.55"),
                ],
            ),
        ];
        assert_eq!(
            read(&lines).items,
            [item("Isolation valve 22mm", Some(3.0), Some(0.85), 2.55)]
        );
    }

    fn priced_row(y: f32, page: usize, name: &'static str, amounts: [&'static str; 3]) -> Line {
        line(
            page,
            y,
            &[
                (50.0, name),
                (255.0, amounts[0]),
                (325.0, amounts[1]),
                (425.0, amounts[2]),
            ],
        )
    }

    const PRICED_HEADER: [(f32, &str); 4] = [
        (50.0, "Description"),
        (250.0, "Qty"),
        (320.0, "Price"),
        (420.0, "Amount"),
    ];

    fn descriptions(lines: &[Line]) -> Vec<String> {
        read(lines)
            .items
            .into_iter()
            .map(|i| i.description)
            .collect()
    }

    #[test]
    fn a_group_s_sum_in_words_of_its_own_is_no_end_of_the_items() {
        // A Danish ERP's items grouped by wind farm, each group closed by
        // "I alt" and the group's name, the next group after it.
        let row = |y: f32, code: &'static str, name: &'static str, n: [&'static str; 3]| {
            line(
                0,
                y,
                &[
                    (45.0, code),
                    (93.0, name),
                    (386.0, n[0]),
                    (457.0, n[1]),
                    (516.0, n[2]),
                ],
            )
        };
        let lines = [
            line(
                0,
                566.0,
                &[
                    (45.0, "Varenr."),
                    (93.0, "Beskrivelse"),
                    (371.0, "Antal"),
                    (449.0, "Enhedspris"),
                    (510.0, "Beløb EUR"),
                ],
            ),
            line(0, 548.7, &[(45.0, "Aarhus Havn · WTG D18")]),
            row(532.9, "HO-101", "Managed backup", ["2", "150,00", "300,00"]),
            row(
                508.9,
                "HO-102",
                "Onboarding workshop",
                ["7", "1.200,00", "8.400,00"],
            ),
            line(
                0,
                484.9,
                &[(93.0, "I alt Aarhus Havn, WTG D18"), (516.0, "8.700,00")],
            ),
            line(0, 463.9, &[(45.0, "Anholt · WTG A25")]),
            row(
                448.9,
                "HO-103",
                "Premium support hours",
                ["1", "110,00", "110,00"],
            ),
            row(
                424.9,
                "HO-104",
                "Cloud hosting, monthly",
                ["4", "499,00", "1.996,00"],
            ),
            line(
                0,
                400.9,
                &[(93.0, "I alt Anholt, WTG A25"), (516.0, "2.106,00")],
            ),
            line(
                0,
                306.4,
                &[(383.0, "I alt ekskl. moms"), (509.0, "10.806,00")],
            ),
        ];
        assert_eq!(
            descriptions(&lines),
            [
                "Managed backup",
                "Onboarding workshop",
                "Premium support hours",
                "Cloud hosting, monthly"
            ]
        );
    }

    #[test]
    fn a_price_s_word_for_per_unit_stays_in_its_name() {
        // "Preço unit." a wide blank before "Desc. %": the price is set
        // flush right under the whole name, under "unit." more than "Preço".
        let mut header = line(
            0,
            578.0,
            &[
                (46.0, "Artigo"),
                (81.0, "Descrição"),
                (364.0, "Qtd."),
                (404.0, "Preço unit. Desc. %"),
                (510.0, "Valor (EUR)"),
            ],
        );
        header.cells[3].words[2].gap = 7.0;
        let lines = [
            header,
            line(
                0,
                562.0,
                &[
                    (46.0, "GL-101"),
                    (81.0, "Installation, per hour"),
                    (364.0, "2,5"),
                    (434.0, "85,00"),
                    (470.0, "0,00"),
                    (520.0, "212,50"),
                ],
            ),
            line(0, 530.0, &[(420.0, "Total"), (520.0, "212,50")]),
        ];
        let items = read(&lines).items;
        assert_eq!(items.len(), 1);
        assert_eq!(items[0].unit_price, Some(85.0));
    }

    #[test]
    fn a_count_set_flush_right_under_its_unit_is_the_quantity() {
        // "14 ks" right-aligned in a cell headed "Qty UoM": both its words
        // lie under the unit's name.
        let lines = [
            line(
                0,
                600.0,
                &[
                    (50.0, "Description"),
                    (200.0, "Qty UoM"),
                    (300.0, "Price"),
                    (400.0, "Amount"),
                ],
            ),
            line(
                0,
                585.0,
                &[
                    (50.0, "UPS battery pack"),
                    (218.0, "14 ks"),
                    (300.0, "2.00"),
                    (400.0, "28.00"),
                ],
            ),
            line(0, 560.0, &[(300.0, "Total"), (400.0, "28.00")]),
        ];
        let items = read(&lines).items;
        assert_eq!(items.len(), 1);
        assert_eq!(items[0].quantity, Some(14.0));
    }

    #[test]
    fn a_date_under_a_quantity_s_name_is_no_count() {
        // "Shipped" heads the dates goods went out, beside "Qty".
        let lines = [
            line(
                0,
                640.0,
                &[
                    (57.0, "Shipped"),
                    (147.0, "Qty"),
                    (177.0, "Description"),
                    (375.0, "Unit Price"),
                    (471.0, "Extended"),
                ],
            ),
            line(
                0,
                595.0,
                &[
                    (57.0, "08/21/2026"),
                    (153.0, "22"),
                    (177.0, "TPS report binders"),
                    (405.0, "12.99"),
                    (483.0, "285.78"),
                ],
            ),
            line(0, 560.0, &[(369.0, "Subtotal"), (471.0, "285.78")]),
        ];
        let items = read(&lines).items;
        assert_eq!(items.len(), 1);
        assert_eq!(items[0].quantity, Some(22.0));
    }

    #[test]
    fn a_kind_of_supply_over_an_item_s_name_is_no_part_of_it() {
        // An accounting web app's "Activity": the product's kind, then its
        // name under it in the same type, wider or narrower.
        let lines = [
            line(
                0,
                523.5,
                &[
                    (47.0, "DATE"),
                    (175.0, "ACTIVITY"),
                    (390.0, "QTY"),
                    (450.0, "RATE"),
                    (530.0, "AMOUNT"),
                ],
            ),
            line(
                0,
                507.0,
                &[
                    (47.0, "September 15, 2026"),
                    (175.0, "Services"),
                    (395.0, "7"),
                    (450.0, "95.00"),
                    (530.0, "665.00"),
                ],
            ),
            line(0, 496.5, &[(175.0, "Barista consulting, hour")]),
            line(
                0,
                469.5,
                &[
                    (47.0, "September 15, 2026"),
                    (175.0, "Wholesale goods"),
                    (395.0, "19"),
                    (450.0, "41.50"),
                    (530.0, "788.50"),
                ],
            ),
            line(0, 459.0, &[(175.0, "Paper cups 12oz (box of 500)")]),
            line(0, 430.0, &[(380.0, "SUBTOTAL"), (530.0, "1453.50")]),
        ];
        assert_eq!(
            descriptions(&lines),
            ["Barista consulting, hour", "Paper cups 12oz (box of 500)"]
        );
    }

    #[test]
    fn a_line_of_details_in_cells_set_apart_is_no_wrap() {
        // A plain-text printout: under each item its bin and item code, two
        // spaces apart, as wide as the name above.
        let lines = [
            monospaced(
                0,
                606.6,
                &[
                    (75.0, "QTY"),
                    (105.0, "DESCRIPTION"),
                    (351.0, "EACH"),
                    (447.0, "GOODS"),
                ],
            ),
            monospaced(
                0,
                583.9,
                &[
                    (81.0, "19"),
                    (105.0, "Sample vials 10ml (50)"),
                    (345.0, "22.75"),
                    (441.0, "432.25"),
                ],
            ),
            monospaced(0, 572.5, &[(105.0, "Bin G19-1"), (171.0, "Item UM-101")]),
            monospaced(
                0,
                561.2,
                &[
                    (87.0, "8"),
                    (105.0, "Centrifuge tubes (500)"),
                    (345.0, "68.80"),
                    (441.0, "550.40"),
                ],
            ),
            monospaced(0, 549.8, &[(105.0, "Bin H20-2"), (171.0, "Item UM-102")]),
            monospaced(0, 527.1, &[(303.0, "GOODS TOTAL"), (417.0, "GBP 982.65")]),
        ];
        assert_eq!(
            descriptions(&lines),
            ["Sample vials 10ml (50)", "Centrifuge tubes (500)"]
        );
    }

    #[test]
    fn names_under_a_header_repeated_overleaf_are_the_header_s() {
        // "Sum" stands over no column of the header above.
        let second = [(40.0, "of origin"), (380.0, "Sum")];
        let lines = [
            line(0, 700.0, &PRICED_HEADER),
            line(0, 690.0, &second),
            priced_row(670.0, 0, "Gauge block set", ["2", "980.00", "1,960.00"]),
            priced_row(650.0, 0, "Micrometer", ["3", "145.00", "435.00"]),
            line(1, 700.0, &PRICED_HEADER),
            line(1, 690.0, &second),
            priced_row(670.0, 1, "Torque wrench", ["1", "279.50", "279.50"]),
            line(1, 640.0, &[(320.0, "Total"), (425.0, "2,674.50")]),
        ];
        assert_eq!(
            descriptions(&lines),
            ["Gauge block set", "Micrometer", "Torque wrench"]
        );
    }

    #[test]
    fn the_numbers_of_the_columns_repeated_overleaf_are_the_header_s() {
        let numbers = [(50.0, "1"), (255.0, "2"), (325.0, "3"), (425.0, "4")];
        let lines = [
            line(0, 700.0, &PRICED_HEADER),
            line(0, 690.0, &numbers),
            priced_row(670.0, 0, "Gauge block set", ["2", "980.00", "1,960.00"]),
            line(1, 700.0, &PRICED_HEADER),
            line(1, 690.0, &numbers),
            priced_row(670.0, 1, "Torque wrench", ["1", "279.50", "279.50"]),
        ];
        let table = read(&lines);
        assert_eq!(table.items.len(), 2);
        assert!((0..4).all(|at| table.cells.contains(&(4, at))));
    }

    #[test]
    fn a_translation_naming_fewer_columns_leaves_the_header_as_it_was() {
        // North Sámi names with "Haddi," (price) over the line and "CHF"
        // under it; the Norwegian names under those leave the price out
        // ("Pris" is on a line of its own below them).
        let lines = [
            line(0, 550.0, &[(434.7, "Haddi,"), (481.3, "MVA")]),
            line(
                0,
                544.2,
                &[
                    (59.1, "Nr. Čilgehus"),
                    (296.7, "Mearri Ovttadat"),
                    (508.2, "Supmi, CHF"),
                ],
            ),
            line(0, 538.5, &[(444.7, "CHF"), (494.7, "%")]),
            line(
                0,
                535.5,
                &[
                    (59.1, "Nr."),
                    (78.8, "Beskrivelse"),
                    (309.2, "Antall Enhet"),
                    (546.6, "Beløp"),
                ],
            ),
            line(0, 529.8, &[(453.2, "Pris"), (482.2, "Mva %")]),
            line(
                0,
                514.4,
                &[
                    (59.1, "10 Gauge block set"),
                    (321.2, "6 bihttá / stk"),
                    (434.7, "980,00"),
                    (492.5, "19"),
                    (534.3, "5 880,00"),
                ],
            ),
        ];
        let items = read(&lines).items;
        assert_eq!(items.len(), 1);
        assert_eq!(items[0].unit_price, Some(980.0));
    }

    #[test]
    fn amounts_by_kind_overleaf_under_no_header_are_no_items() {
        let lines = [
            line(0, 700.0, &PRICED_HEADER),
            priced_row(670.0, 0, "Gauge block set", ["2", "980.00", "1,960.00"]),
            priced_row(650.0, 0, "Micrometer", ["3", "145.00", "435.00"]),
            line(0, 40.0, &[(50.0, "Page 1 of 2")]),
            line(1, 700.0, &[(50.0, "Tools"), (425.0, "1,960.00")]),
            line(1, 688.0, &[(50.0, "Measuring"), (425.0, "435.00")]),
            line(1, 676.0, &[(300.0, "Subtotal"), (425.0, "2,395.00")]),
        ];
        assert_eq!(descriptions(&lines), ["Gauge block set", "Micrometer"]);
    }

    #[test]
    fn a_short_line_set_in_under_a_monospaced_item_is_a_detail() {
        let lines = [
            monospaced(
                0,
                700.0,
                &[
                    (74.8, "№"),
                    (98.8, "Description"),
                    (296.8, "Unit"),
                    (356.8, "Qty"),
                    (416.8, "Price"),
                    (488.8, "Amount"),
                ],
            ),
            monospaced(
                0,
                680.0,
                &[
                    (74.8, "1"),
                    (98.8, "Network switch 24-port"),
                    (296.8, "pcs"),
                    (362.8, "20"),
                    (410.8, "549,00"),
                    (476.8, "10980,00"),
                ],
            ),
            monospaced(0, 668.6, &[(110.8, "S/N MN3678742")]),
            monospaced(
                0,
                657.2,
                &[
                    (74.8, "2"),
                    (98.8, "Installation, per hour"),
                    (296.8, "h"),
                    (368.8, "6"),
                    (416.8, "85,00"),
                    (488.8, "510,00"),
                ],
            ),
        ];
        assert_eq!(
            descriptions(&lines),
            ["Network switch 24-port", "Installation, per hour"]
        );
    }

    #[test]
    fn goods_right_of_the_price_is_their_value() {
        let lines = [
            monospaced(
                0,
                617.9,
                &[
                    (62.8, "QTY"),
                    (92.8, "PACK"),
                    (158.8, "DESCRIPTION"),
                    (404.8, "PRICE"),
                    (446.8, "VC"),
                    (500.8, "GOODS"),
                ],
            ),
            monospaced(
                0,
                595.2,
                &[
                    (74.8, "8"),
                    (92.8, "KEG 30L"),
                    (158.8, "Nitrile gloves (100)"),
                    (404.8, "12.99"),
                    (446.8, "0"),
                    (494.8, "103.92"),
                ],
            ),
        ];
        let items = read(&lines).items;
        assert_eq!(items.len(), 1);
        assert_eq!(items[0].amount, Some(103.92));
    }

    #[test]
    fn lines_wrapped_on_from_a_detail_too_narrow_to_tell_are_details() {
        let header = [
            (62.8, "Code"),
            (116.8, "Description"),
            (362.8, "Qty"),
            (404.8, "Price"),
            (470.8, "Amount"),
        ];
        let row = |y: f32, name: &'static str, qty: &'static str, price, amount| {
            monospaced(
                0,
                y,
                &[
                    (62.8, "GL-101"),
                    (116.8, name),
                    (362.8, qty),
                    (404.8, price),
                    (464.8, amount),
                ],
            )
        };
        let lines = [
            monospaced(0, 560.0, &header),
            row(527.1, "Server rack 42U", "5", "1.890,00", "9.450,00"),
            monospaced(0, 515.8, &[(116.8, "DDT n. 26/9313 del 16/03/2026,")]),
            monospaced(0, 504.4, &[(116.8, "Macchiareddu (Assemini)")]),
            row(493.1, "Patch cable Cat6 2m", "11", "4,50", "49,50"),
            monospaced(0, 481.7, &[(116.8, "DDT n. 26/9320 del 15/03/2026,")]),
            monospaced(0, 470.4, &[(116.8, "Macchiareddu (Assemini)")]),
            row(459.0, "Installation, per hour", "8", "85,00", "680,00"),
            monospaced(0, 447.7, &[(116.8, "Rapportino / Raportu n. 82764,")]),
            monospaced(0, 436.3, &[(116.8, "Ottana / Otana, tecnico /")]),
            monospaced(0, 425.0, &[(116.8, "tècnicu Efisio Pisano")]),
        ];
        assert_eq!(
            descriptions(&lines),
            [
                "Server rack 42U",
                "Patch cable Cat6 2m",
                "Installation, per hour"
            ]
        );
    }

    #[test]
    fn quantities_with_their_units() {
        for (text, quantity) in [
            ("12", 12.0),
            ("2.5 h", 2.5),
            ("4 pcs", 4.0),
            ("2 Stk.", 2.0),
            ("x3", 3.0),
            ("gab. 19", 19.0),
            ("22 pièce", 22.0),
            ("12 pausch.", 12.0),
            ("3 Stunden", 3.0),
        ] {
            assert_eq!(quantity_in(&[text.to_string()]), Some(quantity), "{text}");
        }
        assert_eq!(quantity_in(&["2 boxes of 12".to_string()]), None);
    }

    #[test]
    fn sums_carried_over_a_page_break_in_any_words() {
        let header = [
            (57.0, "Artigo"),
            (105.0, "Descrição"),
            (261.0, "Qtd."),
            (321.0, "Preço Unit."),
            (399.0, "Desc"),
            (501.0, "Valor"),
        ];
        let row = |code, name, qty, price, amount| {
            [
                (57.0, code),
                (105.0, name),
                (273.0, qty),
                (345.0, price),
                (393.0, "0,00"),
                (477.0, amount),
            ]
        };
        let lines = [
            line(0, 700.0, &header),
            line(
                0,
                680.0,
                &row("HO-101", "Managed backup", "2", "150,00", "300,00"),
            ),
            line(
                0,
                668.0,
                &row("HO-102", "Oat milk 1L", "4", "2,50", "10,00"),
            ),
            line(0, 200.0, &[(105.0, "A transportar"), (465.0, "310,00")]),
            line(1, 760.0, &header),
            line(1, 740.0, &[(105.0, "Transporte"), (465.0, "310,00")]),
            line(1, 728.0, &row("HO-103", "Lab coat", "1", "34,00", "34,00")),
            line(1, 700.0, &[(321.0, "Total ilíquido"), (465.0, "344,00")]),
        ];
        let names: Vec<String> = read(&lines)
            .items
            .into_iter()
            .map(|i| i.description)
            .collect();
        // "Desc" right of the price is the discount, no second description.
        assert_eq!(names, ["Managed backup", "Oat milk 1L", "Lab coat"]);
    }

    /// An Albanian fiscal invoice: the net total under the items, then the
    /// tax, the total and the total again in lek at a rate. The rate's line
    /// has numbers in two cells but no amount under the amount column, so no
    /// items follow and the net total ends the table (a field, not a group
    /// sum).
    #[test]
    fn the_total_in_local_currency_is_no_item_after_the_net_total() {
        let header = [
            (46.0, "Nr."),
            (108.0, "Emërtimi i mallit / shërbimit"),
            (268.0, "Sasia"),
            (307.0, "Çmimi pa TVSH"),
            (382.0, "Vlera pa TVSH"),
            (496.0, "Vlera me TVSH"),
        ];
        let row = |n, name, qty, price, amount, gross| {
            [
                (46.0, n),
                (108.0, name),
                (278.0, qty),
                (336.0, price),
                (400.0, amount),
                (517.0, gross),
            ]
        };
        let lines = [
            line(0, 522.0, &header),
            line(
                0,
                508.0,
                &row("1", "Patch cable", "12", "4,50", "54,00", "57,78"),
            ),
            line(
                0,
                494.0,
                &row("2", "Switch", "2", "549,00", "1 098,00", "1 174,86"),
            ),
            line(
                0,
                401.0,
                &[(350.0, "Vlera totale pa TVSH"), (490.0, "1 152,00 EUR")],
            ),
            line(0, 389.0, &[(350.0, "TVSH 7%"), (495.0, "80,64 EUR")]),
            line(
                0,
                374.0,
                &[(350.0, "Vlera totale me TVSH"), (477.0, "1 232,64 EUR")],
            ),
            line(
                0,
                361.0,
                &[
                    (350.0, "Kundërvlera në lekë (kursi 98,30)"),
                    (486.0, "121 168,51 ALL"),
                ],
            ),
        ];
        let table = read(&lines);
        assert_eq!(table.items.len(), 2);
        assert!(!table.cells.contains(&(3, 0)), "the net total is a field");
    }

    /// Groups of items, each closed by its own total, run over a page
    /// break: the group total at the foot of the first page is followed by
    /// more items overleaf, not by the end of the table.
    #[test]
    fn a_group_total_at_the_foot_of_a_page_goes_on_overleaf() {
        let header = [
            (46.0, "Line"),
            (150.0, "Description"),
            (382.0, "Qty"),
            (442.0, "Unit price"),
            (533.0, "Amount"),
        ];
        let row = |n, name, qty, price, amount| {
            [
                (46.0, n),
                (159.0, name),
                (387.0, qty),
                (461.0, price),
                (539.0, amount),
            ]
        };
        let lines = [
            line(0, 542.0, &header),
            line(0, 523.0, &[(46.0, "Cost centre 1100 — Administration")]),
            line(0, 508.0, &row("1", "Stapler, red", "19", "21.99", "417.81")),
            line(0, 493.0, &row("2", "Binders", "11", "12.99", "142.89")),
            line(
                0,
                387.0,
                &[(396.0, "Total cost centre 1100"), (527.0, "560.70")],
            ),
            line(0, 370.0, &[(46.0, "Cost centre 1200 — Operations")]),
            line(0, 355.0, &row("3", "Toner, black", "7", "89.50", "626.50")),
            line(
                0,
                81.0,
                &[(395.0, "Total cost centre 1200"), (527.0, "626.50")],
            ),
            line(
                0,
                32.0,
                &[
                    (43.0, "Initech LLC · Remit with INV 03715"),
                    (532.0, "Page 1 of 2"),
                ],
            ),
            line(1, 736.0, &header),
            line(1, 717.0, &[(46.0, "Cost centre 1400 — Facilities")]),
            line(
                1,
                702.0,
                &row("4", "Support contract", "16", "450.00", "7,200.00"),
            ),
            line(
                1,
                581.0,
                &[(395.0, "Total cost centre 1400"), (527.0, "7,200.00")],
            ),
            line(1, 493.0, &[(415.0, "Subtotal"), (508.0, "$8,387.20")]),
        ];
        let names: Vec<String> = read(&lines)
            .items
            .into_iter()
            .map(|i| i.description)
            .collect();
        assert_eq!(
            names,
            [
                "Stapler, red",
                "Binders",
                "Toner, black",
                "Support contract"
            ]
        );
    }

    /// Deliveries to several sites: each site's heading runs across the
    /// table before its items (the first one too), and a one-digit
    /// quantity set flush right in a wide column lies well past its header.
    #[test]
    fn a_site_heading_across_the_table_is_no_description() {
        let header = [
            (59.0, "Qty"),
            (96.0, "Item"),
            (160.0, "Description"),
            (420.0, "Unit Price"),
            (527.0, "Amount"),
        ];
        let heading = "Location 01 – Conference Center, 250 Lake Ave, Floor 1 · Delivery ticket DT-561293 · Delivered 2026-08-02";
        let lines = [
            line(0, 598.0, &header),
            line(0, 582.0, &[(59.0, heading)]),
            line(
                0,
                566.0,
                &[
                    (80.0, "22 NO-101"),
                    (160.0, "Paper cups"),
                    (418.0, "41.50 USD"),
                    (510.0, "913.00 USD"),
                ],
            ),
            line(
                0,
                550.0,
                &[
                    (89.0, "1 NO-102"),
                    (160.0, "Oat milk 1L"),
                    (423.0, "2.89 USD"),
                    (516.0, "2.89 USD"),
                ],
            ),
        ];
        assert_eq!(
            read(&lines).items,
            [
                item("Paper cups", Some(22.0), Some(41.5), 913.0),
                item("Oat milk 1L", Some(1.0), Some(2.89), 2.89),
            ]
        );
    }

    #[test]
    fn a_group_s_heading_under_the_item_column_before_the_first_item_is_none_of_it() {
        let lines = [
            line(
                0,
                513.0,
                &[
                    (46.0, "Item"),
                    (109.0, "Description"),
                    (395.0, "Qty"),
                    (464.0, "Price"),
                    (550.0, "Total"),
                ],
            ),
            line(0, 496.0, &[(46.0, "Tents & Structures")]),
            line(
                0,
                483.0,
                &[
                    (46.0, "R93715"),
                    (109.0, "Cane sugar sticks"),
                    (397.0, "17"),
                    (438.0, "18.20"),
                    (518.0, "309.40"),
                ],
            ),
        ];
        assert_eq!(
            read(&lines).items,
            [item("Cane sugar sticks", Some(17.0), Some(18.2), 309.4)]
        );
    }

    #[test]
    fn a_code_s_word_after_a_number_s_name_makes_one_header() {
        let header = line(
            0,
            536.0,
            &[
                (45.8, "Charge Code"),
                (98.5, "Work Order"),
                (148.3, "Date"),
                (208.8, "Description"),
                (436.7, "Qty"),
                (488.1, "Rate"),
                (538.7, "Amount"),
            ],
        );
        let (columns, _) = header_columns(&header).expect("a header");
        let names: Vec<&str> = columns.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(names[0], "Charge Code");
        assert!(columns[0].kind == Column::Other);
    }

    #[test]
    fn a_currency_under_a_gross_amount_keeps_it_apart_from_the_line_amount() {
        let lines = [
            line(
                0,
                600.0,
                &[
                    (134.0, "Nazwa"),
                    (196.0, "Ilość"),
                    (254.0, "Cena netto"),
                    (342.0, "Wartość netto"),
                    (489.0, "Wartość brutto"),
                ],
            ),
            line(
                0,
                591.0,
                &[(264.0, "[EUR]"), (357.0, "[EUR]"), (506.0, "[EUR]")],
            ),
            line(
                0,
                577.0,
                &[
                    (103.0, "Installation, per hour"),
                    (211.0, "3"),
                    (274.0, "85,00"),
                    (370.0, "255,00"),
                    (520.0, "303,45"),
                ],
            ),
        ];
        assert_eq!(
            read(&lines).items,
            [item("Installation, per hour", Some(3.0), Some(85.0), 255.0)]
        );
    }

    /// A continuous form with a remittance stub down its right edge: the
    /// stub's "AMOUNT PAID" box is no column of the items, and the stub's
    /// lines beside a wrapped description are none of its words.
    #[test]
    fn a_remittance_stub_beside_the_items_is_no_part_of_them() {
        let lines = [
            line(0, 618.0, &[(411.0, "AMOUNT PAID")]),
            line(
                0,
                607.0,
                &[
                    (69.0, "QTY"),
                    (99.0, "ITEM"),
                    (147.0, "DESCRIPTION"),
                    (267.0, "UNIT PRICE"),
                    (363.0, "AMOUNT"),
                    (411.0, "$_______"),
                ],
            ),
            line(
                0,
                584.0,
                &[
                    (75.0, "18"),
                    (99.0, "NO-101"),
                    (147.0, "Barista"),
                    (297.0, "95.00"),
                    (357.0, "1710.00"),
                    (411.0, "REMIT TO:"),
                ],
            ),
            line(
                0,
                572.0,
                &[(147.0, "consulting, hour"), (411.0, "NORTHWIND TRADERS")],
            ),
            line(
                0,
                561.0,
                &[
                    (75.0, "24"),
                    (99.0, "NO-102"),
                    (147.0, "Grinder"),
                    (291.0, "140.00"),
                    (357.0, "3360.00"),
                    (411.0, "INC."),
                ],
            ),
        ];
        let names: Vec<String> = read(&lines)
            .items
            .into_iter()
            .map(|i| i.description)
            .collect();
        assert_eq!(names, ["Barista consulting, hour", "Grinder"]);
    }

    #[test]
    fn lines_naming_other_documents_or_lots_are_no_description() {
        for line in [
            "Rif. Vs. ordine n. PO73228 del 06/05/2026",
            "DDT n. 294 del 18/05/2026",
            "Lieferschein Nr. 8812 vom 03.05.2026",
            "Lot 26G5269",
            "Serial no. SN-4471",
        ] {
            assert!(refers_elsewhere(line), "{line}");
        }
        for line in [
            "of 500)",
            "Paper cups 12oz (box of 500)",
            "Installation, per hour",
        ] {
            assert!(!refers_elsewhere(line), "{line}");
        }
    }

    #[test]
    fn a_tax_line_naming_its_base_ends_the_items() {
        let header = [
            (60.0, "Artikel"),
            (142.0, "Omschrijving"),
            (372.0, "Aantal"),
            (451.0, "Prijs"),
            (521.0, "Bedrag"),
        ];
        let row = [
            (60.0, "ARB-01"),
            (142.0, "Arbeid monteur"),
            (377.0, "12,00"),
            (441.0, "€ 62,50"),
            (517.0, "€ 750,00"),
        ];
        let lines = [
            line(0, 600.0, &header),
            line(0, 580.0, &row),
            line(
                0,
                560.0,
                &[(416.0, "Totaal excl. btw"), (518.0, "€ 750,00")],
            ),
            line(
                0,
                548.0,
                &[(416.0, "Btw 21% over € 750,00"), (518.0, "€ 157,50")],
            ),
        ];
        let table = read(&lines);
        assert_eq!(table.items.len(), 1);
        // The subtotal is left for the fields to read.
        assert!(!table.cells.contains(&(2, 0)), "{:?}", table.cells);
    }

    #[test]
    fn numbers_flush_right_under_names_flush_left_keep_the_columns_order() {
        // "1" ends nearer "Unit price" than "Qty", and the price between the
        // two names: read in order, they multiply out.
        let lines = [
            line(
                0,
                600.0,
                &[
                    (50.0, "Description"),
                    (300.0, "Qty"),
                    (330.0, "Unit price"),
                    (450.0, "Amount"),
                ],
            ),
            line(
                0,
                580.0,
                &[
                    (50.0, "Growth plan"),
                    (322.0, "3"),
                    (400.0, "990.00"),
                    (490.0, "2970.00"),
                ],
            ),
        ];
        assert_eq!(
            read(&lines).items,
            [item("Growth plan", Some(3.0), Some(990.0), 2970.0)]
        );
    }

    fn item(
        description: &str,
        quantity: Option<f64>,
        unit_price: Option<f64>,
        amount: f64,
    ) -> LineItem {
        LineItem {
            description: description.into(),
            quantity,
            unit_price,
            amount: Some(amount),
        }
    }

    #[test]
    fn a_header_of_names_on_five_lines_centred_in_their_boxes() {
        // A tax adviser's fee table: "Vorschrift StBVV", "Einzelbetrag EUR"
        // and "Gegenstands-wert €" on lines of their own, around the line of
        // one-line names; the hyphen of "Gegenstands-" starts "Anzahl".
        let lines = [
            line(0, 521.0, &[(290.0, "Gegenstands")]),
            line(0, 515.0, &[(230.0, "Vorschrift"), (440.0, "Einzelbetrag")]),
            line(
                0,
                509.0,
                &[
                    (60.0, "Pos."),
                    (86.0, "Leistung"),
                    (342.0, "- Anzahl Einheit"),
                    (510.0, "Betrag EUR"),
                ],
            ),
            line(0, 503.0, &[(230.0, "StBVV"), (475.0, "EUR")]),
            line(0, 498.0, &[(310.0, "wert €")]),
            line(
                0,
                482.0,
                &[
                    (60.0, "1"),
                    (86.0, "Jahresabschluss"),
                    (230.0, "§ 24 Abs. 1"),
                    (312.0, "391.000"),
                    (362.0, "15 Stk."),
                    (470.0, "90,00"),
                    (520.0, "1.350,00"),
                ],
            ),
            line(0, 460.0, &[(320.0, "Summe"), (520.0, "1.350,00")]),
        ];
        assert_eq!(
            read(&lines).items,
            [item("Jahresabschluss", Some(15.0), Some(90.0), 1350.0)]
        );
    }

    #[test]
    fn a_hire_invoice_by_cost_centre_with_net_tax_and_gross_sums() {
        let row = |y: f32, plate: &str, vehicle: &str, what: &str, numbers: [&str; 5]| {
            let mut cells = vec![(46.0, plate), (110.0, vehicle), (250.0, what)];
            cells.extend([345.0, 395.0, 435.0, 480.0, 525.0].into_iter().zip(numbers));
            line(0, y, &cells)
        };
        let lines = [
            line(
                0,
                600.0,
                &[
                    (46.0, "Registration"),
                    (110.0, "Vehicle and driver"),
                    (250.0, "Description"),
                    (340.0, "Qty"),
                    (370.0, "Rental GBP"),
                    (430.0, "Net GBP"),
                    (475.0, "VAT GBP"),
                    (520.0, "Gross GBP"),
                ],
            ),
            line(0, 585.0, &[(46.0, "Cost centre 100 Sales")]),
            row(
                572.0,
                "MH25 PYH",
                "Ford Transit Custom 320 L1",
                "Lab coat",
                ["2", "22.75", "45.50", "3.19", "48.69"],
            ),
            row(
                560.0,
                "MB22 VXA",
                "BMW i4",
                "Gloves",
                ["4", "10.00", "40.00", "2.80", "42.80"],
            ),
            line(
                0,
                548.0,
                &[
                    (46.0, "Cost centre total"),
                    (435.0, "85.50"),
                    (480.0, "5.99"),
                    (525.0, "91.49"),
                ],
            ),
            line(0, 536.0, &[(46.0, "Cost centre 210 Service")]),
            row(
                524.0,
                "MC24 GVK",
                "Kia Niro",
                "Tubes",
                ["1", "68.80", "68.80", "4.82", "73.62"],
            ),
            line(
                0,
                512.0,
                &[
                    (46.0, "Cost centre total"),
                    (435.0, "68.80"),
                    (480.0, "4.82"),
                    (525.0, "73.62"),
                ],
            ),
            line(0, 490.0, &[(380.0, "Total net"), (525.0, "154.30")]),
        ];
        assert_eq!(
            read(&lines).items,
            [
                item("Lab coat", Some(2.0), Some(22.75), 45.5),
                item("Gloves", Some(4.0), Some(10.0), 40.0),
                item("Tubes", Some(1.0), Some(68.8), 68.8),
            ]
        );
    }

    #[test]
    fn descriptions_wrapped_around_vertically_centred_numbers() {
        let header = [
            (50.0, "Description"),
            (300.0, "Qty"),
            (380.0, "Price"),
            (480.0, "Amount"),
        ];
        let lines = [
            line(0, 600.0, &header),
            line(0, 586.0, &[(50.0, "Annual support")]),
            line(
                0,
                580.0,
                &[(300.0, "2"), (380.0, "10.00"), (480.0, "20.00")],
            ),
            line(0, 574.0, &[(50.0, "contract, premium")]),
            line(
                0,
                556.0,
                &[
                    (50.0, "Cable"),
                    (300.0, "1"),
                    (380.0, "5.00"),
                    (480.0, "5.00"),
                ],
            ),
            line(0, 538.0, &[(50.0, "Rack mount kit,")]),
            line(0, 532.0, &[(300.0, "3"), (380.0, "1.00"), (480.0, "3.00")]),
            line(0, 526.0, &[(50.0, "steel")]),
            line(0, 500.0, &[(380.0, "Subtotal"), (480.0, "28.00")]),
        ];
        assert_eq!(
            read(&lines).items,
            [
                item(
                    "Annual support contract, premium",
                    Some(2.0),
                    Some(10.0),
                    20.0
                ),
                item("Cable", Some(1.0), Some(5.0), 5.0),
                item("Rack mount kit, steel", Some(3.0), Some(1.0), 3.0),
            ]
        );
    }

    #[test]
    fn a_position_run_together_with_a_short_first_word_is_cut_off() {
        // "Data" starts in the gap between "Nr." and "Description".
        let lines = [
            line(
                0,
                600.0,
                &[
                    (50.0, "Nr."),
                    (110.0, "Description"),
                    (250.0, "Qty"),
                    (300.0, "Price"),
                    (360.0, "Amount"),
                ],
            ),
            line(
                0,
                588.0,
                &[
                    (50.0, "13 Data transfer"),
                    (255.0, "2"),
                    (300.0, "5.00"),
                    (360.0, "10.00"),
                ],
            ),
        ];
        assert_eq!(
            read(&lines).items,
            [item("Data transfer", Some(2.0), Some(5.0), 10.0)]
        );
    }

    #[test]
    fn a_kind_of_service_run_on_into_the_name_is_cut_where_names_start() {
        let lines = [
            line(
                0,
                600.0,
                &[
                    (30.0, "Lp."),
                    (60.0, "Kind"),
                    (150.0, "Nazwa"),
                    (250.0, "Qty"),
                    (300.0, "Price"),
                    (360.0, "Amount"),
                ],
            ),
            line(
                0,
                588.0,
                &[
                    (30.0, "1"),
                    (60.0, "Storage"),
                    (115.0, "Data transfer"),
                    (255.0, "17"),
                    (300.0, "90.00"),
                    (360.0, "1530.00"),
                ],
            ),
            line(
                0,
                576.0,
                &[
                    (30.0, "2"),
                    (60.0, "Extra work Premium hours"),
                    (255.0, "5"),
                    (300.0, "110.00"),
                    (360.0, "550.00"),
                ],
            ),
        ];
        assert_eq!(
            read(&lines).items,
            [
                item("Data transfer", Some(17.0), Some(90.0), 1530.0),
                item("Premium hours", Some(5.0), Some(110.0), 550.0),
            ]
        );
    }

    #[test]
    fn net_under_a_price_says_which_price() {
        let lines = [
            line(0, 610.0, &[(300.0, "Cena"), (360.0, "Wartość")]),
            line(
                0,
                602.0,
                &[
                    (50.0, "Nazwa"),
                    (250.0, "Ilość"),
                    (300.0, "netto"),
                    (360.0, "netto"),
                ],
            ),
            line(
                0,
                590.0,
                &[
                    (50.0, "Widget"),
                    (255.0, "2"),
                    (300.0, "5,00"),
                    (360.0, "10,00"),
                ],
            ),
        ];
        assert_eq!(
            read(&lines).items,
            [item("Widget", Some(2.0), Some(5.0), 10.0)]
        );
    }

    #[test]
    fn groups_go_on_after_a_group_total_over_numbers_run_together() {
        let lines = [
            line(
                0,
                600.0,
                &[
                    (50.0, "Description"),
                    (250.0, "Classification"),
                    (430.0, "Qty"),
                    (484.0, "Rate"),
                    (529.0, "Amount"),
                ],
            ),
            line(0, 585.0, &[(50.0, "Phase 500 Permitting")]),
            line(
                0,
                570.0,
                &[
                    (50.0, "Sugar sticks"),
                    (253.0, "Reimbursable"),
                    (436.0, "14 USD 18.20 USD 254.80"),
                ],
            ),
            line(0, 555.0, &[(453.0, "Phase total"), (536.0, "254.80")]),
            line(0, 540.0, &[(50.0, "Phase 600 Administration")]),
            line(
                0,
                525.0,
                &[
                    (50.0, "Consulting"),
                    (253.0, "Principal"),
                    (442.0, "6 USD 95.00 USD 570.00"),
                ],
            ),
            line(0, 510.0, &[(453.0, "Phase total"), (536.0, "570.00")]),
            line(0, 490.0, &[(317.0, "Total fees"), (502.0, "USD 824.80")]),
        ];
        assert_eq!(
            read(&lines).items,
            [
                item("Sugar sticks", Some(14.0), Some(18.2), 254.8),
                item("Consulting", Some(6.0), Some(95.0), 570.0),
            ]
        );
    }

    #[test]
    fn cells_running_across_columns_are_cut_where_their_words_change_column() {
        // Plain text with one space between a quantity and a wide price, and
        // a quantity column set close before the description.
        let lines = [
            line(
                0,
                600.0,
                &[
                    (50.0, "Item"),
                    (200.0, "Qty"),
                    (250.0, "Price"),
                    (320.0, "Total"),
                ],
            ),
            line(
                0,
                588.0,
                &[
                    (50.0, "Software licence"),
                    (205.0, "23 1,200.00"),
                    (320.0, "27,600.00"),
                ],
            ),
            line(
                0,
                560.0,
                &[
                    (50.0, "Quantity Description"),
                    (250.0, "Price"),
                    (350.0, "Amount"),
                ],
            ),
            line(
                0,
                548.0,
                &[
                    (80.0, "16 Centrifuge tubes"),
                    (250.0, "10.00"),
                    (350.0, "160.00"),
                ],
            ),
        ];
        assert_eq!(
            read(&lines).items,
            [
                item("Software licence", Some(23.0), Some(1200.0), 27600.0),
                item("Centrifuge tubes", Some(16.0), Some(10.0), 160.0),
            ]
        );
    }

    #[test]
    fn a_monospaced_header_in_two_languages_with_a_column_of_line_vat() {
        // "HÉA érték", the line's VAT, one space apart: one name, not the
        // VAT's and then an amount's.
        let lines = [
            monospaced(
                0,
                600.0,
                &[
                    (57.0, "Nr."),
                    (87.0, "Denumire produs"),
                    (285.0, "Cant."),
                    (327.0, "Preț unit."),
                    (417.0, "Valoarea"),
                    (489.0, "Val. TVA"),
                ],
            ),
            monospaced(
                0,
                588.6,
                &[
                    (57.0, "Ssz"),
                    (87.0, "Termék megnevezése"),
                    (285.0, "Menny"),
                    (339.0, "Egységár"),
                    (435.0, "Érték"),
                    (483.0, "HÉA érték"),
                ],
            ),
            monospaced(
                0,
                566.0,
                &[
                    (69.0, "1"),
                    (87.0, "Premium support hours"),
                    (309.0, "5"),
                    (351.0, "110,00"),
                    (429.0, "550,00"),
                    (507.0, "55,00"),
                ],
            ),
        ];
        assert_eq!(
            read(&lines).items,
            [item("Premium support hours", Some(5.0), Some(110.0), 550.0)]
        );
    }

    #[test]
    fn a_header_in_a_second_language_keeps_the_names_of_the_first() {
        // "Цена" over "(EUR)" in the first language's line, "Çmimi" under
        // them: the second line names no price, the first did.
        let lines = [
            line(
                0,
                526.6,
                &[
                    (145.0, "Опис"),
                    (387.0, "Количина"),
                    (471.0, "Цена"),
                    (504.0, "Износ (EUR)"),
                ],
            ),
            line(
                0,
                515.1,
                &[
                    (145.0, "Përshkrimi"),
                    (411.0, "Sasia"),
                    (467.0, "(EUR)"),
                    (542.0, "Vlera"),
                ],
            ),
            line(
                0,
                490.0,
                &[
                    (145.0, "UPS battery pack"),
                    (430.0, "7"),
                    (464.0, "239,90"),
                    (526.0, "1.679,30"),
                ],
            ),
        ];
        assert_eq!(
            read(&lines).items,
            [item("UPS battery pack", Some(7.0), Some(239.9), 1679.3)]
        );
    }

    #[test]
    fn a_column_named_apart_in_the_description_name_cell_is_its_own() {
        // "Truck" and "Description" in one cell, set further apart than a
        // space: the truck's number is no part of the description.
        let mut named = line(
            0,
            633.5,
            &[
                (57.0, "Ticket"),
                (108.0, "Date"),
                (169.0, "Truck Description"),
                (389.0, "Quantity"),
            ],
        );
        let description = &mut named.cells[2].words[1];
        (description.x, description.gap) = (204.7, 8.5);
        named.cells[2].x_end = 259.7;
        let lines = [
            line(0, 639.3, &[(449.0, "Unit Price"), (519.0, "Extension")]),
            named,
            line(0, 627.8, &[(468.0, "(USD)"), (539.0, "(USD)")]),
            line(
                0,
                614.8,
                &[
                    (57.0, "776304"),
                    (108.0, "10/15/2026"),
                    (169.0, "164"),
                    (205.0, "TPS report binders"),
                    (424.0, "2"),
                    (471.0, "12.99"),
                    (542.0, "25.98"),
                ],
            ),
        ];
        assert_eq!(
            read(&lines).items,
            [item("TPS report binders", Some(2.0), Some(12.99), 25.98)]
        );
    }

    #[test]
    fn a_category_in_small_type_over_the_name_is_no_description() {
        let caption = |y: f32, text: &str| {
            let mut line = line(0, y, &[(68.0, text)]);
            line.cells[0].size = 6.6;
            line
        };
        let mut row = line(
            0,
            497.7,
            &[(398.0, "21"), (465.0, "145,00"), (512.0, "3 045,00")],
        );
        row.cells
            .insert(0, caption(497.7, "Equipment").cells.remove(0));
        let lines = [
            line(
                0,
                522.4,
                &[
                    (65.0, "Description"),
                    (397.0, "Qty"),
                    (463.0, "Unit price"),
                    (524.0, "Amount"),
                ],
            ),
            row,
            line(0, 486.4, &[(65.0, "Micrometer 0-25mm")]),
        ];
        assert_eq!(
            read(&lines).items,
            [item("Micrometer 0-25mm", Some(21.0), Some(145.0), 3045.0)]
        );
    }

    #[test]
    fn an_erp_printout_with_three_decimal_quantities_and_a_vat_code_column() {
        let lines = [
            monospaced(
                0,
                600.0,
                &[
                    (57.0, "Code"),
                    (105.0, "Description"),
                    (255.0, "Quantity"),
                    (333.0, "Price Per Disc% Nett value V"),
                ],
            ),
            monospaced(
                0,
                588.0,
                &[
                    (57.0, "AC-101"),
                    (105.0, "Work gloves, pair"),
                    (267.0, "10.000"),
                    (327.0, "6.5000 EA"),
                    (399.0, "0.00"),
                    (459.0, "65.00 S"),
                ],
            ),
            monospaced(
                0,
                576.0,
                &[
                    (57.0, "AC-102"),
                    (105.0, "Angle grinder 125mm"),
                    (267.0, "14.000"),
                    (321.0, "89.9900 EA"),
                    (399.0, "0.00"),
                    (441.0, "1,259.86 S"),
                ],
            ),
        ];
        assert_eq!(
            read(&lines).items,
            [
                item("Work gloves, pair", Some(10.0), Some(6.5), 65.0),
                item("Angle grinder 125mm", Some(14.0), Some(89.99), 1259.86),
            ]
        );
    }

    #[test]
    fn a_delivery_printout_bills_the_quantity_shipped_not_ordered() {
        let lines = [
            monospaced(
                0,
                606.6,
                &[
                    (57.0, "ZN ORD SHP UN PACK/SIZE ITEM"),
                    (243.0, "DESCRIPTION"),
                    (435.0, "PRICE EXTENSION"),
                ],
            ),
            monospaced(
                0,
                583.9,
                &[
                    (57.0, "D"),
                    (87.0, "3"),
                    (111.0, "2 BG 1/1 KG"),
                    (201.0, "537969 Espresso beans 1kg"),
                    (435.0, "23.99"),
                    (495.0, "47.98"),
                ],
            ),
        ];
        assert_eq!(
            read(&lines).items,
            [item("Espresso beans 1kg", Some(2.0), Some(23.99), 47.98)]
        );
    }

    #[test]
    fn a_rate_and_a_letter_after_a_price_head_columns_of_their_own() {
        let cell = &monospaced(0, 600.0, &[(333.0, "Price Per Disc% Nett value V")]).cells[0];
        let names: Vec<String> = header_cells(cell).into_iter().map(|c| c.text).collect();
        assert_eq!(names, ["Price Per", "Disc%", "Nett value", "V"]);
        // "HT" after a price says it is net of tax, and lower-case "be" is a word.
        let cell = &monospaced(0, 600.0, &[(333.0, "Prix HT")]).cells[0];
        assert_eq!(header_cells(cell).len(), 1);
        let cell = &monospaced(0, 600.0, &[(333.0, "Kaina be")]).cells[0];
        assert_eq!(header_cells(cell).len(), 1);
    }

    #[test]
    fn a_phrase_naming_one_column_stays_one_header() {
        // Turkish "Mal Hizmet" is the description; "Mal Hizmet Tutarı", its amount.
        let lines = [
            line(
                0,
                600.0,
                &[
                    (50.0, "Mal Hizmet"),
                    (200.0, "Miktar"),
                    (250.0, "Birim Fiyat"),
                    (320.0, "Mal Hizmet Tutarı"),
                ],
            ),
            line(
                0,
                588.0,
                &[
                    (50.0, "Torque wrench"),
                    (205.0, "12"),
                    (250.0, "279,50"),
                    (345.0, "3.354,00"),
                ],
            ),
        ];
        assert_eq!(
            read(&lines).items,
            [item("Torque wrench", Some(12.0), Some(279.5), 3354.0)]
        );
    }

    #[test]
    fn net_or_gross_after_a_name_qualifies_it() {
        let lines = [
            line(
                0,
                600.0,
                &[
                    (50.0, "Leistung"),
                    (200.0, "Menge"),
                    (250.0, "Einzelpreis netto"),
                    (340.0, "Betrag netto"),
                ],
            ),
            line(
                0,
                588.0,
                &[
                    (50.0, "Torque wrench"),
                    (205.0, "12"),
                    (305.0, "279,50"),
                    (345.0, "3.354,00"),
                ],
            ),
        ];
        assert_eq!(
            read(&lines).items,
            [item("Torque wrench", Some(12.0), Some(279.5), 3354.0)]
        );
    }

    #[test]
    fn without_tax_after_a_name_qualifies_it_before_the_next_name() {
        // Bosnian: the price without VAT, then, past a column's blank, the
        // discount, in one cell; the value without VAT in another.
        let mut header = line(
            0,
            600.0,
            &[
                (59.0, "R.b."),
                (128.0, "Naziv robe – usluge"),
                (236.0, "JM"),
                (267.0, "Količina"),
                (319.0, "Cijena bez PDV-a Rabat %"),
                (464.0, "Vrijednost bez PDV-a"),
            ],
        );
        header.cells[4].words[3].gap = 20.0;
        let lines = [
            header,
            line(
                0,
                588.0,
                &[
                    (59.0, "1."),
                    (128.0, "Micrometer 0-25mm"),
                    (236.0, "kom"),
                    (287.0, "3,00"),
                    (340.0, "145,00"),
                    (420.0, "0,00"),
                    (534.0, "435,00"),
                ],
            ),
        ];
        assert_eq!(
            read(&lines).items,
            [item("Micrometer 0-25mm", Some(3.0), Some(145.0), 435.0)]
        );
    }

    #[test]
    fn a_masthead_repeated_above_the_header_overleaf_is_no_item() {
        let header = |page| {
            line(
                page,
                700.0,
                &[
                    (50.0, "Description"),
                    (200.0, "Qty"),
                    (250.0, "Price"),
                    (320.0, "Amount"),
                ],
            )
        };
        let lines = [
            header(0),
            line(
                0,
                680.0,
                &[
                    (50.0, "Torque wrench"),
                    (205.0, "12"),
                    (250.0, "279.50"),
                    (320.0, "3,354.00"),
                ],
            ),
            line(
                1,
                780.0,
                &[(50.0, "Keizersgracht 100"), (250.0, "N."), (320.0, "28723")],
            ),
            header(1),
            line(
                1,
                680.0,
                &[
                    (50.0, "Gauge block set"),
                    (205.0, "2"),
                    (250.0, "980.00"),
                    (320.0, "1,960.00"),
                ],
            ),
            line(1, 660.0, &[(50.0, "Total"), (320.0, "5,314.00")]),
        ];
        assert_eq!(
            read(&lines).items,
            [
                item("Torque wrench", Some(12.0), Some(279.5), 3354.0),
                item("Gauge block set", Some(2.0), Some(980.0), 1960.0)
            ]
        );
    }

    #[test]
    fn tax_words_after_a_name_qualify_it() {
        let lines = [
            line(
                0,
                600.0,
                &[
                    (50.0, "Product"),
                    (200.0, "Qty"),
                    (250.0, "Unit price ex VAT"),
                    (360.0, "Total ex VAT"),
                ],
            ),
            line(
                0,
                588.0,
                &[
                    (50.0, "Torque wrench"),
                    (205.0, "12"),
                    (300.0, "279.50"),
                    (380.0, "3,354.00"),
                ],
            ),
        ];
        assert_eq!(
            read(&lines).items,
            [item("Torque wrench", Some(12.0), Some(279.5), 3354.0)]
        );
    }

    #[test]
    fn a_right_to_left_table_with_gross_and_net_amounts() {
        // The line's amount is the net one; "VAT Amount" is one name; the row
        // numbers end the descriptions.
        let lines = [
            line(
                0,
                600.0,
                &[
                    (40.0, "Total incl. VAT"),
                    (130.0, "VAT Amount"),
                    (200.0, "Taxable Amount"),
                    (290.0, "Unit Price"),
                    (350.0, "Quantity"),
                    (420.0, "Description"),
                ],
            ),
            line(
                0,
                588.0,
                &[
                    (40.0, "23328.00"),
                    (130.0, "1728.00"),
                    (200.0, "21600.00"),
                    (290.0, "1200.00"),
                    (350.0, "18"),
                    (420.0, "Software licence 1"),
                ],
            ),
            line(
                0,
                576.0,
                &[
                    (40.0, "95.00"),
                    (130.0, "7.04"),
                    (200.0, "87.96"),
                    (290.0, "21.99"),
                    (350.0, "4"),
                    (420.0, "Stapler, red 2"),
                ],
            ),
        ];
        assert_eq!(
            read(&lines).items,
            [
                item("Software licence", Some(18.0), Some(1200.0), 21600.0),
                item("Stapler, red", Some(4.0), Some(21.99), 87.96),
            ]
        );
    }

    #[test]
    fn column_names_wrapped_onto_two_lines() {
        let lines = [
            line(0, 612.0, &[(370.0, "Unit"), (420.0, "VAT"), (500.0, "Net")]),
            line(
                0,
                600.0,
                &[
                    (50.0, "Description"),
                    (300.0, "Qty"),
                    (370.0, "price"),
                    (420.0, "rate"),
                    (500.0, "amount"),
                ],
            ),
            line(
                0,
                588.0,
                &[
                    (50.0, "Cordless drill"),
                    (300.0, "4"),
                    (370.0, "129.00"),
                    (420.0, "20%"),
                    (500.0, "516.00"),
                ],
            ),
        ];
        assert_eq!(
            read(&lines).items,
            [item("Cordless drill", Some(4.0), Some(129.0), 516.0)]
        );
    }

    #[test]
    fn words_under_a_header_qualify_its_names() {
        // Polish: "Cena" / "netto" is the net price, "Wartość" / "netto" the
        // line's net amount, "Kwota" / "VAT" its tax, not its amount.
        let lines = [
            line(
                0,
                550.0,
                &[
                    (63.0, "Lp"),
                    (81.0, "Nazwa towaru lub usługi"),
                    (237.0, "Ilość J.m."),
                    (339.0, "Cena"),
                    (393.0, "Wartość"),
                    (441.0, "VAT"),
                    (489.0, "Kwota"),
                ],
            ),
            line(
                0,
                538.0,
                &[
                    (333.0, "netto"),
                    (405.0, "netto"),
                    (441.0, "%"),
                    (501.0, "VAT"),
                ],
            ),
            line(
                0,
                516.0,
                &[
                    (63.0, "1. Server rack 42U"),
                    (261.0, "4 szt."),
                    (315.0, "1 890,00"),
                    (387.0, "7 560,00"),
                    (447.0, "20"),
                    (471.0, "1 512,00"),
                ],
            ),
            line(0, 414.0, &[(189.0, "Razem"), (273.0, "7 560,00")]),
        ];
        assert_eq!(
            read(&lines).items,
            [item("Server rack 42U", Some(4.0), Some(1890.0), 7560.0)]
        );
    }

    #[test]
    fn a_name_centred_between_the_lines_of_a_three_line_header() {
        // Latvian: the description and "unit, quantity" named on the middle
        // line, over a gap of the last.
        let lines = [
            line(
                0,
                455.5,
                &[
                    (65.0, "Nr."),
                    (90.0, "Preces"),
                    (423.0, "Cena bez PVN,"),
                    (515.0, "Summa bez"),
                ],
            ),
            line(
                0,
                449.8,
                &[
                    (142.0, "Preces (pakalpojuma) nosaukums"),
                    (336.0, "Mērv. Daudzums"),
                ],
            ),
            line(
                0,
                444.0,
                &[
                    (64.0, "p.k."),
                    (90.0, "kods"),
                    (466.0, "EUR"),
                    (518.0, "PVN, EUR"),
                ],
            ),
            line(
                0,
                427.9,
                &[
                    (69.0, "1."),
                    (90.0, "GL-101"),
                    (142.0, "Server rack 42U"),
                    (340.0, "gab."),
                    (396.0, "19"),
                    (452.0, "1 890,00"),
                    (525.0, "35 910,00"),
                ],
            ),
        ];
        assert_eq!(
            read(&lines).items,
            [item("Server rack 42U", Some(19.0), Some(1890.0), 35910.0)]
        );
    }

    #[test]
    fn a_header_read_whole_is_not_read_again_without_its_top_line() {
        // Romanian: "Preț unitar" over "(fără T.V.A.)"; the currencies under
        // the amounts' names are no header of their own.
        let lines = [
            line(0, 688.0, &[(385.0, "Preț unitar")]),
            line(0, 684.0, &[(470.0, "Valoarea"), (560.0, "Valoarea T.V.A.")]),
            line(
                0,
                679.9,
                &[
                    (50.0, "Nr. crt."),
                    (100.0, "Denumirea produselor sau a serviciilor"),
                    (300.0, "U.M."),
                    (340.0, "Cant."),
                    (380.0, "(fără T.V.A.)"),
                ],
            ),
            line(0, 675.9, &[(475.0, "-CHF-"), (565.0, "-CHF-")]),
            line(0, 671.9, &[(395.0, "-CHF-")]),
            line(
                0,
                646.9,
                &[
                    (52.0, "1"),
                    (100.0, "Gauge block set"),
                    (300.0, "buc"),
                    (345.0, "14"),
                    (390.0, "980,00"),
                    (470.0, "13 720,00"),
                    (565.0, "2 606,80"),
                ],
            ),
        ];
        assert_eq!(
            read(&lines).items,
            [item("Gauge block set", Some(14.0), Some(980.0), 13720.0)]
        );
    }

    /// `line` with the blank before each word that follows two spaces set
    /// as wide as those two: a word processor's run of several names.
    fn with_wide_blanks(mut line: Line) -> Line {
        for cell in &mut line.cells {
            for word in &mut cell.words {
                if word.at >= 2 && cell.text[..word.at].ends_with("  ") {
                    word.gap = 10.0;
                }
            }
        }
        line
    }

    #[test]
    fn a_header_run_of_names_is_cut_where_the_names_stacked_over_it_end() {
        // A Polish KSeF visualisation: "Cena" over "netto", "Kwota" over
        // "VAT", the lower line's names set in two runs of text.
        let lines = [
            line(0, 612.0, &[(338.0, "Cena"), (505.0, "Kwota")]),
            with_wide_blanks(line(
                0,
                604.0,
                &[
                    (50.0, "Lp."),
                    (80.0, "Nazwa towaru"),
                    (250.0, "Ilosc"),
                    (340.0, "netto  Wartosc netto  Stawka VAT"),
                    (510.0, "VAT  Wartosc brutto"),
                ],
            )),
            line(
                0,
                590.0,
                &[
                    (50.0, "1"),
                    (80.0, "Micrometer"),
                    (255.0, "2"),
                    (340.0, "145,00"),
                    (400.0, "290,00"),
                    (460.0, "7%"),
                    (512.0, "20,30"),
                    (570.0, "310,30"),
                ],
            ),
        ];
        assert_eq!(
            read(&lines).items,
            [item("Micrometer", Some(2.0), Some(145.0), 290.0)]
        );
    }

    #[test]
    fn a_monospaced_name_under_a_stacked_word_stays_whole() {
        let lines = [
            monospaced(0, 612.0, &[(50.0, "Item")]),
            monospaced(
                0,
                604.0,
                &[
                    (50.0, "Description of goods"),
                    (300.0, "Qty"),
                    (360.0, "Amount"),
                ],
            ),
            monospaced(
                0,
                590.0,
                &[
                    (50.0, "Hex bolts M8 zinc plated"),
                    (300.0, "100"),
                    (360.0, "19.00"),
                ],
            ),
        ];
        assert_eq!(
            read(&lines).items,
            [item("Hex bolts M8 zinc plated", Some(100.0), None, 19.0)]
        );
    }

    #[test]
    fn a_quantity_and_its_unit_run_into_the_price() {
        let lines = [
            line(
                0,
                600.0,
                &[
                    (50.0, "Pos."),
                    (80.0, "Beschreibung"),
                    (300.0, "Menge"),
                    (350.0, "Einzelpreis"),
                    (420.0, "USt."),
                    (470.0, "Gesamtpreis"),
                ],
            ),
            with_wide_blanks(line(
                0,
                585.0,
                &[
                    (55.0, "1"),
                    (80.0, "Calibration service"),
                    (295.0, "14 Stk.  350,00 CHF"),
                    (425.0, "7 %"),
                    (470.0, "4.900,00 CHF"),
                ],
            )),
        ];
        assert_eq!(
            read(&lines).items,
            [item("Calibration service", Some(14.0), Some(350.0), 4900.0)]
        );
    }

    #[test]
    fn sums_of_kinds_of_charge_over_the_subtotal_are_no_items() {
        let lines = [
            line(
                0,
                517.0,
                &[
                    (65.0, "QTY"),
                    (90.0, "PART #"),
                    (180.0, "DESCRIPTION"),
                    (430.0, "UNIT PRICE"),
                    (520.0, "TOTAL"),
                ],
            ),
            line(
                0,
                502.0,
                &[
                    (67.0, "20"),
                    (90.0, "HYD-5156"),
                    (180.0, "Paper cups"),
                    (460.0, "41.50"),
                    (530.0, "830.00"),
                ],
            ),
            line(
                0,
                486.0,
                &[
                    (67.0, "17"),
                    (90.0, "PM-DOOR"),
                    (180.0, "Grinder maintenance"),
                    (455.0, "140.00"),
                    (525.0, "2380.00"),
                ],
            ),
            line(
                0,
                407.0,
                &[
                    (59.0, "Amounts in USD. Please remit to us."),
                    (345.0, "PARTS"),
                    (525.0, "830.00"),
                ],
            ),
            line(0, 391.0, &[(345.0, "LABOR"), (520.0, "2380.00")]),
            line(0, 372.0, &[(345.0, "SUBTOTAL"), (520.0, "3210.00")]),
        ];
        assert_eq!(
            read(&lines).items,
            [
                item("Paper cups", Some(20.0), Some(41.5), 830.0),
                item("Grinder maintenance", Some(17.0), Some(140.0), 2380.0)
            ]
        );
    }

    #[test]
    fn kinds_of_charge_among_the_items_are_items() {
        // A column of kinds, and a kind as an item's whole description: each
        // lined up with the subtotal's label below.
        let lines = [
            line(
                0,
                600.0,
                &[
                    (50.0, "Type"),
                    (120.0, "Description"),
                    (300.0, "Qty"),
                    (360.0, "Rate"),
                    (450.0, "Amount"),
                ],
            ),
            line(
                0,
                585.0,
                &[
                    (50.0, "Labor"),
                    (120.0, "Diagnose fault"),
                    (300.0, "2"),
                    (360.0, "95.00"),
                    (450.0, "190.00"),
                ],
            ),
            line(
                0,
                570.0,
                &[
                    (50.0, "Parts"),
                    (120.0, "Door spring"),
                    (300.0, "1"),
                    (360.0, "120.00"),
                    (450.0, "120.00"),
                ],
            ),
            line(0, 540.0, &[(50.0, "Subtotal"), (450.0, "310.00")]),
        ];
        assert_eq!(
            read(&lines).items,
            [
                item("Diagnose fault", Some(2.0), Some(95.0), 190.0),
                item("Door spring", Some(1.0), Some(120.0), 120.0)
            ]
        );
        let lines = [
            line(0, 600.0, &[(50.0, "Description"), (450.0, "Amount")]),
            line(0, 585.0, &[(50.0, "Call-out"), (450.0, "60.00")]),
            line(0, 570.0, &[(50.0, "Labor"), (450.0, "190.00")]),
            line(0, 540.0, &[(50.0, "Subtotal"), (450.0, "250.00")]),
        ];
        assert_eq!(
            read(&lines).items,
            [
                item("Call-out", None, None, 60.0),
                item("Labor", None, None, 190.0)
            ]
        );
    }

    #[test]
    fn a_header_over_three_lines_with_net_and_gross_amounts() {
        // Slovak: "Cena za MJ / bez DPH" and "Spolu / bez DPH" over and under
        // the line that names the rest; "Spolu / s DPH" has the tax in.
        let lines = [
            line(
                0,
                504.4,
                &[(330.0, "Cena za MJ"), (460.0, "Spolu"), (528.0, "Spolu")],
            ),
            line(
                0,
                499.9,
                &[
                    (46.0, "Č."),
                    (69.0, "Názov položky"),
                    (232.0, "Množstvo"),
                    (285.0, "MJ"),
                    (397.0, "DPH"),
                ],
            ),
            line(
                0,
                495.4,
                &[(341.0, "bez DPH"), (449.0, "bez DPH"), (526.0, "s DPH")],
            ),
            line(
                0,
                476.7,
                &[
                    (46.0, "1."),
                    (69.0, "Managed backup"),
                    (264.0, "3 ks"),
                    (346.0, "150,00"),
                    (393.0, "20 %"),
                    (454.0, "450,00"),
                    (522.0, "540,00"),
                ],
            ),
        ];
        assert_eq!(
            read(&lines).items,
            [item("Managed backup", Some(3.0), Some(150.0), 450.0)]
        );
    }

    #[test]
    fn a_price_named_in_three_words_over_a_tax_qualifier() {
        let lines = [
            line(0, 498.4, &[(358.0, "Prijs per stuk"), (526.0, "Totaal")]),
            line(
                0,
                493.9,
                &[(58.0, "Aantal"), (101.0, "Artikel"), (430.0, "Btw")],
            ),
            line(0, 489.4, &[(374.0, "excl. btw"), (516.0, "excl. btw")]),
            line(
                0,
                469.9,
                &[
                    (64.0, "12"),
                    (101.0, "Onboarding workshop"),
                    (365.0, "€1.200,00"),
                    (426.0, "20 %"),
                    (501.0, "€14.400,00"),
                ],
            ),
        ];
        assert_eq!(
            read(&lines).items,
            [item(
                "Onboarding workshop",
                Some(12.0),
                Some(1200.0),
                14400.0
            )]
        );
    }

    #[test]
    fn the_amount_before_tax_beside_the_total_with_it() {
        // Czech: "Bez DPH" (without VAT) is the line's amount; "Celkem"
        // after the line's DPH has the tax in.
        let lines = [
            line(
                0,
                487.9,
                &[
                    (46.0, "Označení dodávky"),
                    (206.0, "Počet MJ"),
                    (288.0, "Cena za MJ"),
                    (351.0, "DPH %"),
                    (407.0, "Bez DPH"),
                    (473.0, "DPH"),
                    (525.0, "Celkem"),
                ],
            ),
            line(
                0,
                472.9,
                &[
                    (46.0, "Network switch 24-port"),
                    (221.0, "3 ks"),
                    (302.0, "549,00"),
                    (366.0, "20"),
                    (404.0, "1 647,00"),
                    (462.0, "329,40"),
                    (516.0, "1 976,40"),
                ],
            ),
        ];
        assert_eq!(
            read(&lines).items,
            [item(
                "Network switch 24-port",
                Some(3.0),
                Some(549.0),
                1647.0
            )]
        );
    }

    #[test]
    fn a_catalogue_page_before_the_description_is_no_part_of_it() {
        let mut header = line(
            0,
            619.2,
            &[
                (46.0, "Stock No."),
                (132.3, "Cat. Page Description"),
                (307.0, "Qty"),
                (399.0, "Unit Price"),
                (506.0, "Net"),
            ],
        );
        let mut row = line(
            0,
            604.2,
            &[
                (46.0, "332-447"),
                (148.7, "1887 Nitrile gloves (100)"),
                (310.0, "13"),
                (392.0, "12.99"),
                (470.0, "168.87"),
            ],
        );
        // "Description" and "Nitrile" both start at 174.7, past a wide gap.
        let place = |cell: &mut Cell, xs: &[f32], gaps: &[f32]| {
            for ((word, x), gap) in cell.words.iter_mut().zip(xs).zip(gaps) {
                (word.x, word.gap) = (*x, *gap);
            }
            cell.x_end = xs[xs.len() - 1] + 25.0;
        };
        place(
            &mut header.cells[1],
            &[132.3, 149.6, 174.7],
            &[0.0, 2.2, 6.0],
        );
        place(
            &mut row.cells[1],
            &[148.7, 174.7, 200.2, 228.7],
            &[0.0, 6.0, 2.5, 2.5],
        );
        assert_eq!(
            read(&[header, row]).items,
            [item(
                "Nitrile gloves (100)",
                Some(13.0),
                Some(12.99),
                168.87
            )]
        );
    }

    #[test]
    fn a_delivery_note_bills_what_was_delivered() {
        // German "Bestellt  Geliefert  Rückst.": ordered, delivered, owed.
        let lines = [
            line(
                0,
                554.9,
                &[
                    (59.0, "Pos."),
                    (130.0, "Bezeichnung"),
                    (250.0, "Bestellt"),
                    (295.0, "Geliefert"),
                    (345.0, "Rückst."),
                    (410.0, "Einzelpreis"),
                    (500.0, "Gesamtpreis"),
                ],
            ),
            line(
                0,
                538.8,
                &[
                    (59.0, "1"),
                    (130.0, "Micrometer 0-25mm"),
                    (262.0, "10"),
                    (310.0, "8"),
                    (353.0, "2"),
                    (440.0, "145.00"),
                    (527.0, "1'160.00"),
                ],
            ),
        ];
        assert_eq!(
            read(&lines).items,
            [item("Micrometer 0-25mm", Some(8.0), Some(145.0), 1160.0)]
        );
    }

    #[test]
    fn numbers_run_together_with_their_currency_are_cut_apart() {
        let lines = [
            line(
                0,
                545.6,
                &[
                    (59.0, "No."),
                    (81.0, "Service"),
                    (357.0, "Unit"),
                    (428.0, "Qty"),
                    (480.0, "Rate"),
                    (527.0, "Amount"),
                ],
            ),
            line(
                0,
                529.6,
                &[
                    (59.0, "1"),
                    (81.0, "Extension cable 10m"),
                    (356.0, "1,000 words"),
                    (439.0, "7 18.75 GBP 131.25 GBP"),
                ],
            ),
        ];
        assert_eq!(
            read(&lines).items,
            [item("Extension cable 10m", Some(7.0), Some(18.75), 131.25)]
        );
    }

    #[test]
    fn a_header_naming_most_of_its_columns_may_leave_three_unnamed() {
        let lines = [
            line(
                0,
                539.7,
                &[
                    (46.0, "Service"),
                    (155.0, "Container"),
                    (240.0, "Waste stream"),
                    (330.0, "Frequency"),
                    (402.0, "Lifts / Qty"),
                    (458.0, "Price"),
                    (510.0, "Net"),
                ],
            ),
            line(
                0,
                524.7,
                &[
                    (46.0, "Work gloves, pair"),
                    (155.0, "35 yd RoRo"),
                    (240.0, "Confidential paper"),
                    (330.0, "On demand"),
                    (427.0, "15"),
                    (454.0, "£6.50"),
                    (495.0, "£97.50"),
                ],
            ),
        ];
        assert_eq!(
            read(&lines).items,
            [item("Work gloves, pair", Some(15.0), Some(6.5), 97.5)]
        );
    }

    #[test]
    fn a_detail_line_across_the_quantity_is_no_part_of_the_name() {
        let lines = [
            monospaced(
                0,
                515.8,
                &[
                    (57.0, "Pos"),
                    (87.0, "Benämning"),
                    (297.0, "Antal"),
                    (339.0, "Enh"),
                    (405.0, "À-pris"),
                    (489.0, "Belopp"),
                ],
            ),
            monospaced(
                0,
                493.1,
                &[
                    (69.0, "1"),
                    (87.0, "Micrometer 0-25mm"),
                    (315.0, "22"),
                    (339.0, "st"),
                    (405.0, "145,00"),
                    (477.0, "3 190,00"),
                ],
            ),
            monospaced(
                0,
                481.7,
                &[(87.0, "Införande nr 2/2026, utg. 2026-09-06, 1/4-sida")],
            ),
        ];
        assert_eq!(
            read(&lines).items,
            [item("Micrometer 0-25mm", Some(22.0), Some(145.0), 3190.0)]
        );
    }

    #[test]
    fn two_named_columns_alone_make_a_header() {
        let lines = [
            line(0, 600.0, &[(50.0, "Description"), (450.0, "Amount")]),
            line(
                0,
                588.0,
                &[(50.0, "Consulting, March"), (450.0, "1,500.00")],
            ),
            line(0, 576.0, &[(50.0, "Travel expenses"), (450.0, "240.00")]),
            line(0, 550.0, &[(350.0, "Total"), (450.0, "1,740.00")]),
        ];
        assert_eq!(
            read(&lines).items,
            [
                item("Consulting, March", None, None, 1500.0),
                item("Travel expenses", None, None, 240.0),
            ]
        );
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

    #[test]
    fn names_over_three_lines_and_a_row_numbering_the_columns() {
        let lines = [
            line(0, 620.0, &[(300.0, "Unit price")]),
            line(0, 614.0, &[(400.0, "Amount")]),
            line(
                0,
                608.0,
                &[
                    (50.0, "Description"),
                    (200.0, "Qty"),
                    (300.0, "(excl. VAT)"),
                ],
            ),
            line(
                0,
                596.0,
                &[(50.0, "1"), (200.0, "2"), (300.0, "3"), (400.0, "4 (2x3)")],
            ),
            line(
                0,
                584.0,
                &[
                    (50.0, "Cordless drill"),
                    (200.0, "4"),
                    (300.0, "129.00"),
                    (400.0, "516.00"),
                ],
            ),
        ];
        assert_eq!(
            read(&lines).items,
            [item("Cordless drill", Some(4.0), Some(129.0), 516.0)]
        );
    }

    #[test]
    fn codes_heading_every_description_are_dropped() {
        let item = |description: &str| LineItem {
            description: description.into(),
            quantity: Some(1.0),
            unit_price: Some(2.0),
            amount: Some(2.0),
        };
        let mut items = vec![
            item("UM-101 Centrifuge tubes (500)"),
            item("AC7 Lab coat, size M"),
        ];
        without_leading_codes(&mut items);
        assert_eq!(items[0].description, "Centrifuge tubes (500)");
        assert_eq!(items[1].description, "Lab coat, size M");
        // Not every description starts with a code: nothing is dropped.
        let mut items = vec![item("UM-101 Centrifuge tubes"), item("Delivery")];
        without_leading_codes(&mut items);
        assert_eq!(items[0].description, "UM-101 Centrifuge tubes");
        for kept in ["UM-101", "4K monitor", "Hx2 hose", "AB tape"] {
            let mut items = vec![item(kept)];
            without_leading_codes(&mut items);
            assert_eq!(items[0].description, kept);
        }
    }

    #[test]
    fn positions_run_into_descriptions_from_ten_on_are_dropped() {
        let mut items: Vec<LineItem> = (1..=11)
            .map(|k| {
                let description = if k < 10 {
                    "Cable".to_string()
                } else {
                    format!("{k} Cable")
                };
                item(&description, Some(1.0), Some(1.0), 1.0)
            })
            .collect();
        without_leading_positions(&mut items);
        assert!(items.iter().all(|i| i.description == "Cable"));
        // A contract's line numbers, four digits wide.
        let mut items: Vec<LineItem> = (1..=3)
            .map(|k| item(&format!("{k:04} Cable"), Some(1.0), Some(1.0), 1.0))
            .collect();
        without_leading_positions(&mut items);
        assert!(items.iter().all(|i| i.description == "Cable"));
    }

    #[test]
    fn of_list_and_net_prices_the_one_that_makes_the_amount_and_dates_apart() {
        let lines = [
            line(
                0,
                600.0,
                &[
                    (20.0, "Date"),
                    (80.0, "Description"),
                    (250.0, "Qty"),
                    (300.0, "List Price"),
                    (380.0, "Net Price"),
                    (460.0, "Net Amount"),
                ],
            ),
            line(
                0,
                588.0,
                &[
                    (20.0, "02/02/2026"),
                    (80.0, "Safety goggles"),
                    (250.0, "7"),
                    (300.0, "8.88"),
                    (380.0, "7.99"),
                    (460.0, "55.93"),
                ],
            ),
        ];
        assert_eq!(
            read(&lines).items,
            [item("Safety goggles", Some(7.0), Some(7.99), 55.93)]
        );
    }

    #[test]
    fn items_grouped_under_headings_with_a_total_each() {
        let lines = [
            line(
                0,
                700.0,
                &[
                    (50.0, "Description"),
                    (300.0, "Quantity"),
                    (380.0, "Unit price"),
                    (460.0, "Charge"),
                ],
            ),
            line(0, 686.0, &[(50.0, "Head office · Service ID S1-01")]),
            line(
                0,
                672.0,
                &[
                    (50.0, "Drill"),
                    (300.0, "7"),
                    (380.0, "129.00"),
                    (460.0, "903.00"),
                ],
            ),
            line(
                0,
                658.0,
                &[
                    (50.0, "Bits"),
                    (300.0, "2"),
                    (380.0, "5.00"),
                    (460.0, "10.00"),
                ],
            ),
            line(
                0,
                644.0,
                &[(50.0, "Total for Head office"), (460.0, "913.00")],
            ),
            line(0, 630.0, &[(50.0, "Warehouse · Service ID S1-02")]),
            line(
                0,
                616.0,
                &[
                    (50.0, "Gloves"),
                    (300.0, "4"),
                    (380.0, "6.50"),
                    (460.0, "26.00"),
                ],
            ),
            line(0, 602.0, &[(50.0, "Total for Warehouse"), (460.0, "26.00")]),
            line(
                0,
                580.0,
                &[(300.0, "Total charges excl. VAT"), (460.0, "939.00")],
            ),
        ];
        let table = read(&lines);
        assert_eq!(
            table.items,
            [
                item("Drill", Some(7.0), Some(129.0), 903.0),
                item("Bits", Some(2.0), Some(5.0), 10.0),
                item("Gloves", Some(4.0), Some(6.5), 26.0),
            ]
        );
        // The groups' totals are the table's; the charges' total is not.
        assert!(table.cells.contains(&(4, 1)) && table.cells.contains(&(7, 1)));
        assert!(!table.cells.contains(&(8, 1)));
    }

    #[test]
    fn a_quantity_column_without_a_name_beside_the_named_one() {
        let lines = [
            line(
                0,
                600.0,
                &[
                    (50.0, "Description"),
                    (300.0, "Week qty"),
                    (400.0, "Price"),
                    (460.0, "Amount"),
                ],
            ),
            line(
                0,
                588.0,
                &[
                    (50.0, "Cups"),
                    (200.0, "1"),
                    (310.0, "2"),
                    (400.0, "3.00"),
                    (460.0, "6.00"),
                ],
            ),
            line(0, 576.0, &[(50.0, "Returns this week"), (460.0, "0.00")]),
        ];
        assert_eq!(
            read(&lines).items,
            [item("Cups", Some(2.0), Some(3.0), 6.0)]
        );
    }

    #[test]
    fn two_names_printed_together_head_two_columns() {
        // "Menge" set right against "Einheit" set left: one word in the text.
        let lines = [
            line(
                0,
                600.0,
                &[
                    (50.0, "Pos."),
                    (90.0, "Bezeichnung"),
                    (300.0, "MengeEinheit"),
                    (400.0, "Einzelpreis"),
                    (480.0, "Gesamtpreis"),
                ],
            ),
            line(
                0,
                585.0,
                &[
                    (50.0, "1"),
                    (90.0, "Installation, per hour"),
                    (315.0, "10 Std."),
                    (430.0, "85,00"),
                    (505.0, "850,00"),
                ],
            ),
        ];
        assert_eq!(
            read(&lines).items,
            [item(
                "Installation, per hour",
                Some(10.0),
                Some(85.0),
                850.0
            )]
        );
    }

    #[test]
    fn a_drawing_number_run_on_into_the_name_is_cut_where_names_start() {
        // "TD-00168" under "Výkres", "rev. A" in the gap after it, the name
        // from the left edge of "Označení".
        let lines = [
            line(
                0,
                600.0,
                &[
                    (47.0, "Pol."),
                    (68.0, "Výkres"),
                    (148.0, "Označení"),
                    (300.0, "Množství"),
                    (380.0, "Cena za MJ"),
                    (460.0, "Celkem bez DPH"),
                ],
            ),
            line(
                0,
                585.0,
                &[
                    (51.0, "1"),
                    (68.0, "TD-00168 rev. A UPS battery pack"),
                    (340.0, "10"),
                    (400.0, "239,90"),
                    (490.0, "2 399,00"),
                ],
            ),
        ];
        assert_eq!(
            read(&lines).items,
            [item("UPS battery pack", Some(10.0), Some(239.9), 2399.0)]
        );
    }

    #[test]
    fn what_was_delivered_is_billed_except_beside_a_stock_count() {
        let delivery = line(
            0,
            600.0,
            &[
                (46.0, "Item #"),
                (86.0, "Description"),
                (222.0, "Pack"),
                (281.0, "Par"),
                (313.0, "On Hand"),
                (366.0, "Delivered"),
                (461.0, "Price"),
                (536.0, "Amount"),
            ],
        );
        let (columns, _) = header_columns(&delivery).expect("a route driver's delivery ticket");
        assert!(
            columns
                .iter()
                .any(|c| c.name == "Delivered" && c.kind == Column::Quantity)
        );
        let stock_count = line(
            0,
            600.0,
            &[
                (57.0, "Bin"),
                (143.0, "Description"),
                (273.0, "Opening"),
                (319.0, "Delivered"),
                (371.0, "Closing"),
                (516.0, "Value GBP"),
            ],
        );
        assert!(header_columns(&stock_count).is_none());
    }

    #[test]
    fn a_net_measure_before_the_price_is_the_quantity_billed() {
        let ticket = line(
            0,
            595.0,
            &[
                (57.0, "PROD"),
                (93.0, "DESCRIPTION"),
                (297.0, "GROSS"),
                (363.0, "NET"),
                (393.0, "UM"),
                (435.0, "PRICE"),
                (501.0, "AMOUNT"),
            ],
        );
        let (columns, _) = header_columns(&ticket).expect("a fuel delivery ticket");
        let kind_of = |name: &str| columns.iter().find(|c| c.name == name).map(|c| c.kind);
        assert_eq!(kind_of("NET"), Some(Column::Quantity));
        assert_eq!(kind_of("AMOUNT"), Some(Column::Amount));
        // Right of the price, "Net" is the line's amount before tax.
        let invoice = line(
            0,
            595.0,
            &[
                (57.0, "Description"),
                (300.0, "Qty"),
                (360.0, "Price"),
                (430.0, "Net"),
                (500.0, "VAT"),
            ],
        );
        let (columns, _) = header_columns(&invoice).expect("an invoice");
        assert!(
            columns
                .iter()
                .any(|c| c.name == "Net" && c.kind == Column::Amount)
        );
        // Beside a quantity column, the measure is not what is billed.
        let freight = line(
            0,
            589.0,
            &[
                (68.0, "Pieces Type"),
                (143.0, "Description of articles and charges"),
                (452.0, "Rate"),
                (533.0, "Charges"),
            ],
        );
        let (columns, _) = header_columns(&freight).expect("a freight bill");
        let kinds: Vec<Column> = columns.iter().map(|c| c.kind).collect();
        assert_eq!(kinds.iter().filter(|k| **k == Column::Quantity).count(), 1);
    }

    #[test]
    fn a_price_wrapped_under_its_row_is_the_rows() {
        // "USD 1,200.00" in a narrow cell, centred on its row: the currency
        // above the row, the number below it.
        let lines = [
            line(
                0,
                620.0,
                &[
                    (50.0, "Description"),
                    (250.0, "Qty"),
                    (330.0, "Unit Price"),
                    (450.0, "Amount"),
                ],
            ),
            line(
                0,
                605.0,
                &[
                    (50.0, "Printer toner, black"),
                    (255.0, "10"),
                    (335.0, "USD 89.50"),
                    (440.0, "USD 895.00"),
                ],
            ),
            line(0, 594.3, &[(365.0, "USD")]),
            line(
                0,
                588.6,
                &[
                    (50.0, "Software licence, annual"),
                    (260.0, "3"),
                    (430.0, "USD 3,600.00"),
                ],
            ),
            line(0, 582.9, &[(340.0, "1,200.00")]),
        ];
        assert_eq!(
            read(&lines).items,
            [
                item("Printer toner, black", Some(10.0), Some(89.5), 895.0),
                item("Software licence, annual", Some(3.0), Some(1200.0), 3600.0)
            ]
        );
    }

    #[test]
    fn a_name_set_left_in_a_wide_column_under_a_centred_header() {
        // The Romanian standard form: "Nr. crt." narrow at the left, the
        // name of the goods centred far right of where names start.
        let lines = [
            line(
                0,
                640.0,
                &[
                    (47.0, "Nr."),
                    (180.0, "Denumirea produselor"),
                    (390.0, "Cantitatea"),
                    (450.0, "Pretul unitar"),
                    (520.0, "Valoarea"),
                ],
            ),
            line(
                0,
                620.0,
                &[
                    (50.0, "1"),
                    (70.0, "Server rack 42U"),
                    (400.0, "22"),
                    (455.0, "1.890,00"),
                    (520.0, "41.580,00"),
                ],
            ),
            line(
                0,
                600.0,
                &[
                    (50.0, "2"),
                    (70.0, "Patch cable Cat6 2m"),
                    (400.0, "7"),
                    (455.0, "4,50"),
                    (520.0, "31,50"),
                ],
            ),
        ];
        assert_eq!(
            read(&lines).items,
            [
                item("Server rack 42U", Some(22.0), Some(1890.0), 41580.0),
                item("Patch cable Cat6 2m", Some(7.0), Some(4.5), 31.5)
            ]
        );
    }

    #[test]
    fn a_number_after_a_label_under_the_items_is_no_amount() {
        let lines = [
            line(
                0,
                620.0,
                &[
                    (50.0, "Description"),
                    (250.0, "Qty"),
                    (330.0, "Price"),
                    (450.0, "Amount"),
                ],
            ),
            line(
                0,
                605.0,
                &[
                    (50.0, "Garment rental"),
                    (255.0, "2"),
                    (335.0, "95.00"),
                    (450.0, "190.00"),
                ],
            ),
            line(
                0,
                560.0,
                &[
                    (50.0, "REMITTANCE - please return this portion"),
                    (330.0, "Customer #"),
                    (450.0, "91644"),
                ],
            ),
        ];
        assert_eq!(
            read(&lines).items,
            [item("Garment rental", Some(2.0), Some(95.0), 190.0)]
        );
    }

    #[test]
    fn a_count_run_into_the_price_is_the_quantity() {
        let lines = [
            line(
                0,
                620.0,
                &[
                    (50.0, "Description"),
                    (250.0, "Units"),
                    (330.0, "Rate"),
                    (450.0, "Amount"),
                ],
            ),
            line(
                0,
                605.0,
                &[
                    (50.0, "Grinder maintenance"),
                    (300.0, "16 140.00 USD"),
                    (450.0, "2,240.00 USD"),
                ],
            ),
        ];
        assert_eq!(
            read(&lines).items,
            [item("Grinder maintenance", Some(16.0), Some(140.0), 2240.0)]
        );
    }

    #[test]
    fn details_running_across_the_columns_of_a_printout_are_the_items() {
        // A word of the details starts where "Cena/MJ" does, another where
        // "DPH" does: neither starts a column, and the line is no amount.
        let lines = [
            monospaced(
                0,
                583.9,
                &[
                    (56.8, "P.c."),
                    (92.8, "Kod"),
                    (152.8, "Nazov polozky"),
                    (314.8, "Mnoz."),
                    (356.8, "MJ"),
                    (392.8, "Cena/MJ"),
                    (446.8, "DPH"),
                    (482.8, "Spolu"),
                ],
            ),
            monospaced(
                0,
                561.2,
                &[
                    (68.8, "1."),
                    (92.8, "82403987"),
                    (152.8, "Network switch 24-port"),
                    (332.8, "20"),
                    (356.8, "ks"),
                    (398.8, "549,00"),
                    (452.8, "0%"),
                    (482.8, "10 980,00"),
                ],
            ),
            monospaced(
                0,
                549.9,
                &[(
                    152.8,
                    "Odliatok G20Mn5 (oceloliatina), zihane, hmotnost 15,3 kg/ks,",
                )],
            ),
            monospaced(0, 538.5, &[(152.8, "tavba c. 26-8519")]),
            monospaced(
                0,
                527.2,
                &[
                    (68.8, "2."),
                    (92.8, "MOD174"),
                    (152.8, "Installation, per hour"),
                    (332.8, "18"),
                    (356.8, "hod"),
                    (404.8, "85,00"),
                    (452.8, "0%"),
                    (488.8, "1 530,00"),
                ],
            ),
        ];
        let table = read(&lines);
        assert_eq!(
            table.items,
            [
                item("Network switch 24-port", Some(20.0), Some(549.0), 10980.0),
                item("Installation, per hour", Some(18.0), Some(85.0), 1530.0)
            ]
        );
        // The details are the table's, not values for the fields to read.
        assert!(table.cells.contains(&(2, 0)));
    }

    #[test]
    fn a_position_s_name_printed_before_the_description_s_is_a_column() {
        let (found, _) = header_columns(&line(
            0,
            640.0,
            &[
                (199.0, "Zap. Opis storitve"),
                (411.0, "Kol. EM"),
                (444.0, "Cena (EUR)"),
                (505.0, "Vrednost (EUR)"),
            ],
        ))
        .expect("a header");
        let kinds: Vec<Column> = found.iter().map(|c| c.kind).collect();
        assert_eq!(
            kinds,
            [
                Column::Other,
                Column::Description,
                Column::Quantity,
                Column::UnitPrice,
                Column::Amount
            ]
        );
    }

    #[test]
    fn a_unit_type_printed_before_the_description_is_a_column_of_codes() {
        let (found, _) = header_columns(&line(
            0,
            587.0,
            &[
                (56.8, "Unit Type Description"),
                (304.4, "Service"),
                (366.7, "Qty"),
                (412.8, "Rate (USD)"),
                (498.8, "Amount (USD)"),
            ],
        ))
        .expect("a header");
        let kinds: Vec<Column> = found.iter().map(|c| c.kind).collect();
        assert_eq!(
            kinds,
            [
                Column::Other,
                Column::Description,
                Column::Other,
                Column::Quantity,
                Column::UnitPrice,
                Column::Amount
            ]
        );
    }

    #[test]
    fn positions_with_a_dot_before_the_names_are_dropped() {
        let mut items = [
            item("1. Onboarding workshop", Some(9.0), Some(1200.0), 10800.0),
            item("2. Premium support hours", Some(6.0), Some(110.0), 660.0),
        ];
        without_leading_positions(&mut items);
        assert_eq!(items[0].description, "Onboarding workshop");
        assert_eq!(items[1].description, "Premium support hours");
    }

    #[test]
    fn a_parts_counter_s_net_price_beside_its_list_price_and_the_tally_under_the_items() {
        // "LIST  NET  EXTENDED": the list price is not charged, the net one
        // is; "LINES: 2  PIECES: 7" counts the items and ends them.
        let lines = [
            monospaced(
                0,
                620.0,
                &[
                    (63.0, "QTY"),
                    (93.0, "PART NO"),
                    (159.0, "DESCRIPTION"),
                    (363.0, "LIST"),
                    (429.0, "NET"),
                    (471.0, "EXTENDED"),
                ],
            ),
            monospaced(
                0,
                595.0,
                &[
                    (75.0, "4"),
                    (93.0, "AN82738"),
                    (159.0, "PRINTER TONER, BLACK"),
                    (351.0, "111.88"),
                    (417.0, "89.50"),
                    (483.0, "358.00"),
                ],
            ),
            monospaced(
                0,
                584.0,
                &[
                    (75.0, "3"),
                    (93.0, "MISC"),
                    (159.0, "SOFTWARE LICENCE, ANNUAL"),
                    (405.0, "1200.00"),
                    (471.0, "3600.00"),
                ],
            ),
            monospaced(
                0,
                560.0,
                &[
                    (57.0, "LINES: 2"),
                    (117.0, "PIECES: 7"),
                    (309.0, "PARTS"),
                    (483.0, "358.00"),
                ],
            ),
            monospaced(0, 549.0, &[(309.0, "MISC"), (471.0, "3600.00")]),
        ];
        assert_eq!(
            read(&lines).items,
            [
                item("PRINTER TONER, BLACK", Some(4.0), Some(89.5), 358.0),
                item("SOFTWARE LICENCE, ANNUAL", Some(3.0), Some(1200.0), 3600.0),
            ]
        );
    }

    #[test]
    fn a_tally_counts_the_items_in_whole_numbers() {
        assert!(tallies_items("LINES: 7"));
        assert!(tallies_items("Pieces: 41"));
        assert!(!tallies_items("Items: see overleaf"));
        assert!(!tallies_items("Notes: 7"));
    }

    #[test]
    fn a_bare_net_is_the_line_s_amount_where_a_price_is_named_or_no_amount_follows() {
        let header = |names: &[(f32, &'static str)]| line(0, 600.0, names);
        let lines = [
            header(&[(50.0, "Description"), (250.0, "Qty"), (420.0, "Net")]),
            line(
                0,
                580.0,
                &[(50.0, "Widget"), (255.0, "2"), (425.0, "20.00")],
            ),
        ];
        assert_eq!(read(&lines).items, [item("Widget", Some(2.0), None, 20.0)]);
        let lines = [
            header(&[
                (50.0, "Description"),
                (250.0, "Qty"),
                (300.0, "Unit price"),
                (380.0, "Net"),
                (450.0, "Total"),
            ]),
            line(
                0,
                580.0,
                &[
                    (50.0, "Widget"),
                    (255.0, "2"),
                    (305.0, "10.00"),
                    (385.0, "20.00"),
                    (455.0, "24.00"),
                ],
            ),
        ];
        assert_eq!(
            read(&lines).items,
            [item("Widget", Some(2.0), Some(10.0), 20.0)]
        );
    }

    #[test]
    fn a_total_right_of_a_line_s_subtotal_and_its_tax_has_the_tax_in() {
        let lines = [
            line(
                0,
                550.0,
                &[
                    (46.0, "CONCEPTO"),
                    (299.0, "PRECIO"),
                    (351.0, "UNIDADES"),
                    (415.0, "SUBTOTAL"),
                    (473.0, "IVA"),
                    (525.0, "TOTAL"),
                ],
            ),
            line(
                0,
                532.0,
                &[
                    (46.0, "Onboarding workshop"),
                    (287.0, "1.200,00 €"),
                    (387.0, "4"),
                    (415.0, "4.800,00 €"),
                    (470.0, "21 %"),
                    (509.0, "5.808,00 €"),
                ],
            ),
        ];
        assert_eq!(
            read(&lines).items,
            [item("Onboarding workshop", Some(4.0), Some(1200.0), 4800.0)]
        );
    }

    #[test]
    fn an_italian_vat_code_heads_a_column_of_its_own() {
        // Writer runs "Importo EUR" and "C.IVA" together in one header cell,
        // and each line's amount with its VAT code.
        let lines = [
            line(
                0,
                579.0,
                &[
                    (58.0, "Codice"),
                    (96.0, "Descrizione"),
                    (341.0, "Quantità"),
                    (381.0, "Prezzo unitario EUR"),
                    (499.0, "Importo EUR C.IVA"),
                ],
            ),
            line(
                0,
                550.0,
                &[
                    (58.0, "GL-101"),
                    (96.0, "Patch cable Cat6 2m"),
                    (358.0, "23"),
                    (428.0, "4,50"),
                    (521.0, "103,50 10"),
                ],
            ),
        ];
        assert_eq!(
            read(&lines).items,
            [item("Patch cable Cat6 2m", Some(23.0), Some(4.5), 103.5)]
        );
    }
}
