//! Header fields: labels found anywhere outside the item table, paired with the
//! text printed as their value — after a colon or dot leaders in the same cell
//! (several pairs in one cell are first cut apart, see `inline`), in the next
//! cell to the right, in the cell lined up under the label (a header table whose
//! labels sit above their values, or a stacked label), or over a caption set
//! smaller than its value (summary cards).

use std::collections::HashSet;
use std::ops::Range;

use super::inline;
use super::labels::{self, Field};
use super::text::{Cell, Line};
use super::values;

/// Where a value was found relative to its label.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Placement {
    /// In the label's own cell: `Invoice No.: 123`, `Invoice # 123`.
    Inline,
    Right,
    Below,
    /// Above a caption set smaller than its value (summary cards).
    Above,
    /// Left of a money label, in layouts set right to left.
    Left,
}

/// A label and the text printed as its value, in reading order.
#[derive(Debug, Clone, PartialEq)]
pub struct Candidate {
    pub field: Field,
    pub value: String,
    pub placement: Placement,
    /// The label is the single word "invoice", which may be a title instead.
    pub weak: bool,
}

/// Values further right than this many label heights belong to another column
/// (totals often print their amount at the far right of a wide box).
const MAX_RIGHT_GAP: f32 = 32.0;
/// A value under its label sits within this many label heights.
const MAX_BELOW_GAP: f32 = 3.2;
/// How many lines a party's block of captioned details runs to, at most.
const BLOCK_LINES: usize = 8;

/// A cell between a label and its value: a colon alone, or a remark in
/// brackets ("Bestellreferenz (BT-13)", the field's code in a standard).
fn is_separator(cell: &Cell) -> bool {
    let text = cell.text.trim();
    text.chars().all(|c| c == ':' || c.is_whitespace())
        || (text.starts_with('(') && text.ends_with(')'))
}

/// Dot leaders between a label and its value read as a colon.
fn without_leaders(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut dots = 0;
    for c in text.chars() {
        if c == '.' || c == '…' {
            dots += if c == '.' { 1 } else { 3 };
            continue;
        }
        if dots >= 3 {
            out.push(':');
        } else {
            out.extend(std::iter::repeat_n('.', dots));
        }
        dots = 0;
        out.push(c);
    }
    if dots >= 3 {
        out.push(':');
    } else {
        out.extend(std::iter::repeat_n('.', dots));
    }
    out
}

/// The next cell right of `cells[at]`, when it is close and not itself a
/// label. An amount or a date is the value of a money or date label however
/// far right it is printed (a band or a full-width table with the label and
/// its value at the two ends).
fn value_right<'a>(
    cells: &'a [Cell],
    at: usize,
    taken: &dyn Fn(usize) -> bool,
    field: Field,
) -> Option<&'a Cell> {
    let label = &cells[at];
    let (index, cell) = cells
        .iter()
        .enumerate()
        .skip(at + 1)
        .find(|(_, c)| !is_separator(c))?;
    (!taken(index)
        && (cell.x - label.x_end <= MAX_RIGHT_GAP * label.size || typed_value(field, &cell.text))
        && !labels::looks_like_label(&cell.text))
    .then_some(cell)
}

/// The value right of a label wrapped onto two lines, set between them
/// ("Purchase Order" over "No.", the number centred beside the pair): the
/// first cell right of the label on the next line, when that line lies
/// less than a line lower.
fn value_half_a_line_lower<'a>(
    lines: &'a [Line],
    index: usize,
    label: &Cell,
    skip: &HashSet<(usize, usize)>,
) -> Option<&'a Cell> {
    let (line, next) = (&lines[index], lines.get(index + 1)?);
    let close = next.page == line.page && line.y - next.y <= 0.75 * label.size;
    let (at, cell) = next
        .cells
        .iter()
        .enumerate()
        .find(|(_, c)| c.x > label.x_end && !is_separator(c))?;
    (close
        && !skip.contains(&(index + 1, at))
        && cell.x - label.x_end <= MAX_RIGHT_GAP * label.size
        && !labels::looks_like_label(&cell.text))
    .then_some(cell)
}

/// The amount of a money label set on the next line, right of where the
/// label ends ("Total amount payable" over "20,938.94" flush right in a
/// narrow box), when nothing beside or under the label is one.
fn amount_below_right<'a>(
    lines: &'a [Line],
    index: usize,
    label: &Cell,
    skip: &HashSet<(usize, usize)>,
) -> Option<&'a Cell> {
    let (line, next) = (&lines[index], lines.get(index + 1)?);
    // A small caption over a bigger amount stands further above it.
    let size = label.size.max(next.size());
    let close = next.page == line.page && line.y - next.y <= 1.2 * size;
    let (at, cell) = next
        .cells
        .iter()
        .enumerate()
        .find(|(_, c)| c.x > label.x_end && !is_separator(c))?;
    (close
        && !skip.contains(&(index + 1, at))
        && cell.x - label.x_end <= MAX_RIGHT_GAP * label.size
        && values::parse_amount(&cell.text).is_some())
    .then_some(cell)
}

/// The amount just left of a money label that starts its line or follows
/// another amount, as right-to-left layouts print it ("$2494.75  Total VAT");
/// after another label it is that label's value.
fn amount_left<'a>(
    cells: &'a [Cell],
    at: usize,
    taken: &dyn Fn(usize) -> bool,
) -> Option<&'a Cell> {
    let index = at.checked_sub(1)?;
    let cell = &cells[index];
    let owned = index
        .checked_sub(1)
        .is_some_and(|before| labels::looks_like_label(&cells[before].text));
    (!taken(index)
        && !owned
        && values::parse_amount(&cell.text).is_some()
        && cells[at].x - cell.x_end <= MAX_RIGHT_GAP * cells[at].size)
        .then_some(cell)
}

/// A date or amount wrapped over the lines just above and below a label that
/// sits between them, as a table row centres its label beside a value of
/// two lines ("3 de septiembre de" over "2026"); not a cell of the items (a
/// service date beside a sidebar's labels).
fn value_around(
    lines: &[Line],
    index: usize,
    label: &Cell,
    field: Field,
    skip: &HashSet<(usize, usize)>,
) -> Option<String> {
    let line = &lines[index];
    let beside = |other_index: usize| {
        let other = lines.get(other_index)?;
        let close = other.page == line.page && (other.y - line.y).abs() <= 1.5 * label.size;
        let (at, first_right) = other
            .cells
            .iter()
            .enumerate()
            .find(|(_, c)| c.x > label.x_end)?;
        (close
            && !skip.contains(&(other_index, at))
            && first_right.x - label.x_end <= MAX_RIGHT_GAP * label.size)
            .then(|| (first_right.x, first_right.text.clone()))
    };
    let ((upper_x, upper), (lower_x, lower)) = (beside(index.checked_sub(1)?)?, beside(index + 1)?);
    let joined = broken_number(field, &upper, &lower).unwrap_or(format!("{upper} {lower}"));
    ((upper_x - lower_x).abs() <= label.size
        && (typed_value(field, &joined) || joined != format!("{upper} {lower}")))
    .then_some(joined)
}

/// A number broken after a hyphen or slash onto the next line of a narrow
/// column ("INV-2026-" over "1416"), joined again.
fn broken_number(field: Field, upper: &str, lower: &str) -> Option<String> {
    let (upper, lower) = (upper.trim(), lower.trim());
    let one_word = |text: &str| !text.is_empty() && !text.contains(char::is_whitespace);
    (matches!(field, Field::InvoiceNumber | Field::PoNumber)
        && upper.ends_with(['-', '/'])
        && one_word(upper)
        && one_word(lower)
        && lower.contains(|c: char| c.is_ascii_digit()))
    .then(|| format!("{upper}{lower}"))
}

/// The value `text` that ends the cell `value`, with its end wrapped onto a
/// line below, lined up under the cell's start or its end: a date without its
/// year ("17 November" over "2026"), a number broken after a hyphen. Lines of
/// a column beside may come between. A value that ends a line too long for
/// the page goes on at the margin of the next ("February 28," over "2026" in
/// a plain-text printout).
fn continued_below(
    lines: &[Line],
    index: usize,
    value: &Cell,
    text: &str,
    field: Field,
) -> Option<String> {
    let line = &lines[index];
    let near = |next: &&Line| next.page == line.page && line.y - next.y <= 1.6 * value.size;
    // Lined up under its start, or flush right under its end ("INV-2026-"
    // over "2724" in a column of values set flush right).
    let aligned = lines[index + 1..].iter().take_while(near).find_map(|next| {
        next.cells.iter().find(|c| {
            (c.x - value.x).abs() <= 0.5 * value.size
                || (c.x_end - value.x_end).abs() <= 0.5 * value.size
        })
    });
    let at_margin = || {
        let ends_line = line
            .cells
            .last()
            .is_some_and(|last| std::ptr::eq(last, value));
        let margin = line.cells.first().filter(|_| ends_line)?.x;
        lines
            .get(index + 1)
            .filter(near)?
            .cells
            .first()
            .filter(|c| (c.x - margin).abs() <= 0.5 * value.size)
    };
    let below = aligned.or_else(at_margin)?;
    broken_number(field, text, &below.text).or_else(|| {
        let joined = format!("{} {}", text.trim(), below.text.trim());
        (!typed_value(field, text) && typed_value(field, &joined)).then_some(joined)
    })
}

/// The value of a label that ends a line of running pairs ("… · Vencimiento:
/// 17.01.2026 · Su pedido") and goes on at the start of the next ("nº:
/// PO73993 · Forma de pago: …"): the rest of the label there is a number word
/// or nothing, or makes the same label.
fn run_on_value(
    lines: &[Line],
    index: usize,
    cell: &Cell,
    label: &str,
    field: Field,
) -> Option<String> {
    let line = &lines[index];
    let next = lines
        .get(index + 1)
        .filter(|next| next.page == line.page && line.y - next.y <= 1.6 * cell.size)?;
    let first = next
        .cells
        .first()
        .filter(|c| (c.x - cell.x).abs() <= 0.5 * cell.size)?;
    let piece = inline::segments(&first.text).into_iter().next()?;
    let (rest, value) = piece.split_once(':')?;
    let rest = rest.trim();
    let same_label = rest.is_empty()
        || labels::is_number_word(rest)
        || labels::field(&format!("{label} {rest}")) == Some(field);
    let value = value.trim();
    (same_label && !value.is_empty()).then(|| value.to_string())
}

/// Whether `text` is a value of the kind `field` takes, checked by its form.
fn typed_value(field: Field, text: &str) -> bool {
    match field {
        Field::Subtotal | Field::Tax | Field::Total => values::parse_amount(text).is_some(),
        Field::InvoiceDate | Field::DueDate => {
            values::parse_date(text, values::SlashOrder::DayFirst).is_some()
                || values::parse_date(text, values::SlashOrder::MonthFirst).is_some()
        }
        _ => false,
    }
}

/// The last word of a label wrapped under it: one word in small letters,
/// no digits ("documento" under "Id", "d'échéance" under "Date").
fn is_wrapped_word(cell: &Cell) -> bool {
    !cell.text.contains(char::is_whitespace)
        && cell.text.starts_with(char::is_lowercase)
        && !cell.text.contains(|c: char| c.is_ascii_digit())
}

/// A label wrapped onto the next line, read whole: "Date" over "d'échéance"
/// is the due date, "Numéro de" over "facture" the invoice number. The value
/// beside a label of two lines may be centred between them ("Številka" over
/// "naročilnice", "PO-11263" half a line lower than each), on a line of its own.
fn wrapped_label(lines: &[Line], index: usize, label: &Cell) -> Option<String> {
    let line = &lines[index];
    let word = lines[index + 1..]
        .iter()
        .take_while(|next| next.page == line.page && line.y - next.y <= 1.6 * label.size)
        .flat_map(|next| &next.cells)
        .filter(|c| c.x < label.x_end && c.x_end > label.x)
        .find(|c| is_wrapped_word(c))?;
    let joined = format!("{} {}", label.text.trim(), word.text);
    labels::field(&joined).map(|_| joined)
}

/// The cell lined up under `label` on one of the next lines, when close, and
/// the index of its line.
fn value_below<'a>(
    lines: &'a [Line],
    index: usize,
    label: &Cell,
    skip: &HashSet<(usize, usize)>,
) -> Option<(usize, &'a Cell)> {
    if let Some(found) = value_in_row_below(lines, index, label, skip) {
        return Some(found);
    }
    let line = &lines[index];
    for (below_index, below) in lines.iter().enumerate().skip(index + 1).take(3) {
        // A caption over a bigger value stands further above it.
        let size = label.size.max(below.size());
        if below.page != line.page || line.y - below.y > MAX_BELOW_GAP * size {
            return None;
        }
        let under = below
            .cells
            .iter()
            .enumerate()
            .filter(|(at, c)| {
                !skip.contains(&(below_index, *at))
                    && c.x < label.x_end + 4.0
                    && c.x_end > label.x - 4.0
            })
            .min_by(|(_, a), (_, b)| (a.x - label.x).abs().total_cmp(&(b.x - label.x).abs()));
        if let Some((at, cell)) = under {
            // The last word of a label wrapped under it ("Id" over
            // "documento"), or a row of captions translated in smaller type
            // under a row of them ("Vs. ordine" over "Vuestri ordin"): the
            // value is further down.
            if is_wrapped_word(cell) || translates_captions(line, below, label) {
                continue;
            }
            // "Due dates" over a table whose "Date" column holds the date:
            // the value is under that caption, however far the table is.
            if labels::normalise(&cell.text) == "date" {
                return value_below(lines, below_index, cell, skip);
            }
            // "Supplier" over a block of captions: "Name | Globex GmbH".
            if labels::is_name_caption(&cell.text) {
                return below.cells.get(at + 1).map(|name| (below_index, name));
            }
            // "INV 0042" is a value; "Customer no. 12" is another pair.
            let labelled = inline::leading_label(&cell.text).is_some_and(|l| !labels::is_loose(&l));
            let is_value = !labels::looks_like_label(&cell.text) && !labelled;
            return is_value.then_some((below_index, cell));
        }
    }
    None
}

/// Whether `below` is a row of captions in smaller type, words only, under
/// the row of captions `line` that holds `label`: their translation.
fn translates_captions(line: &Line, below: &Line, label: &Cell) -> bool {
    let smaller =
        |c: &Cell| c.size < 0.85 * label.size && !c.text.contains(|ch: char| ch.is_ascii_digit());
    line.cells.len() >= 3 && below.cells.len() >= 3 && below.cells.iter().all(smaller)
}

/// A row of captions over a row of as many values ("Total net | VAT rate |
/// VAT | Invoice total" over four figures): the values are paired with the
/// captions in order, however each is aligned in its box.
fn value_in_row_below<'a>(
    lines: &'a [Line],
    index: usize,
    label: &Cell,
    skip: &HashSet<(usize, usize)>,
) -> Option<(usize, &'a Cell)> {
    let line = &lines[index];
    let below = lines.get(index + 1)?;
    let has_digit = |c: &Cell| c.text.contains(|c: char| c.is_ascii_digit());
    let close =
        below.page == line.page && line.y - below.y <= MAX_BELOW_GAP * label.size.max(below.size());
    // Not "Tax ID: DE387462479 | Customer code: 47695": more pairs, not values.
    let values = || {
        below.cells.len() == line.cells.len()
            && below
                .cells
                .iter()
                .all(|c| has_digit(c) && !c.text.contains(": "))
    };
    // Reading labels costs most, so it is asked last.
    let captions = || {
        line.cells.len() >= 2
            && !line.cells.iter().any(has_digit)
            && line
                .cells
                .iter()
                .filter(|c| labels::looks_like_label(&c.text))
                .count()
                >= 2
    };
    if !(close && values() && captions()) {
        return None;
    }
    let at = line.cells.iter().position(|c| std::ptr::eq(c, label))?;
    (!skip.contains(&(index + 1, at))).then(|| (index + 1, &below.cells[at]))
}

/// The name captioned inside a party's block of "caption: value" lines
/// under its heading ("Supplier" over "VAT ID: …", "Name: Globex GmbH").
fn name_in_block<'a>(lines: &'a [Line], index: usize, heading: &Cell) -> Option<&'a str> {
    let line = &lines[index];
    lines[index + 1..]
        .iter()
        .take(BLOCK_LINES)
        .take_while(|below| {
            below.page == line.page && line.y - below.y <= BLOCK_LINES as f32 * 2.0 * heading.size
        })
        .flat_map(|below| &below.cells)
        .filter(|cell| (cell.x - heading.x).abs() <= heading.size)
        .find_map(|cell| {
            let (caption, name) = cell.text.split_once(':')?;
            labels::is_name_caption(caption).then(|| name.trim())
        })
        .filter(|name| !name.is_empty())
}

/// The value printed just above a caption in a bigger size ("$1,308.00" over
/// "Balance due", "CPW/26/0311" over "Invoice number").
fn value_above<'a>(lines: &'a [Line], index: usize, label: &Cell) -> Option<&'a Cell> {
    let line = &lines[index];
    let above = lines[..index]
        .last()
        .filter(|above| above.page == line.page)?;
    above
        .cells
        .iter()
        .filter(|c| {
            c.size > 1.15 * label.size
                && above.y - line.y <= 2.5 * c.size
                && c.x < label.x_end
                && c.x_end > label.x
                && !labels::looks_like_label(&c.text)
        })
        .max_by(|a, b| {
            let overlap = |c: &Cell| c.x_end.min(label.x_end) - c.x.max(label.x);
            overlap(a).total_cmp(&overlap(b))
        })
}

/// `cells` is the cell size most text is set in; a bare "Invoice" larger than
/// that is the document's title.
pub fn candidates(
    lines: &[Line],
    skip: &HashSet<(usize, usize)>,
    body_size: f32,
) -> Vec<Candidate> {
    let mut found = Vec::new();
    let mut shop_orders = Vec::new();
    let slip = lines
        .iter()
        .position(|line| line.cells.iter().any(|c| labels::is_slip_title(&c.text)));
    for (index, line) in lines.iter().enumerate() {
        let taken = |at: usize| skip.contains(&(index, at));
        let in_slip = slip.is_some_and(|start| index > start && line.page == lines[start].page);
        for (at, cell) in line.cells.iter().enumerate() {
            if taken(at) {
                continue;
            }
            let pieces = inline::segments(&without_leaders(&cell.text));
            let alone = pieces.len() == 1;
            for (k, text) in pieces.iter().enumerate() {
                let mut push = |field: Field, label: &str, value: &str, placement| {
                    let value = value.trim();
                    // A remittance slip's "To:" is the vendor the payment goes to.
                    let addressed_vendor = in_slip && field == Field::OtherParty;
                    // The recipient of a transfer, over its IBAN, is the payee.
                    let field = if field == Field::OtherParty && over_bank_details(lines, index) {
                        Field::Vendor
                    } else {
                        field
                    };
                    let dating = (field == Field::InvoiceDate).then(|| labels::normalise(label));
                    // A bare "Date" may be a cover letter's or a slip's; one
                    // that names the invoice goes first.
                    let weak = labels::is_loose(label) || dating.as_deref() == Some("date");
                    let sellers_order = beside_order_date(lines, index, cell)
                        || beside_buyers_order(lines, index, cell);
                    if field == Field::PoNumber && weak && sellers_order {
                        shop_orders.push(bare_number(value).to_string());
                    }
                    // "… REPLACES INVOICE INV-2026-1708 DATED November 8,
                    // 2026": "dated" after a sentence's number dates the
                    // document the sentence names ("Invoice No. 12345 dated
                    // …" is the invoice's own).
                    let dates_the_number_before = dating.as_deref() == Some("dated")
                        && k.checked_sub(1).is_some_and(|before| {
                            let sentence = &pieces[before];
                            inline::leading_label(sentence).is_none()
                                && sentence
                                    .split_whitespace()
                                    .last()
                                    .is_some_and(|word| word.chars().any(|c| c.is_ascii_digit()))
                        });
                    if !value.is_empty() && !addressed_vendor && !dates_the_number_before {
                        found.push(Candidate {
                            field,
                            value: value.to_string(),
                            placement,
                            weak,
                        });
                    }
                };
                // A title naming the kind of invoice ("RENTAL INVOICE") over
                // "#35583" or "Serija LZR Nr. A/2026/2295": the sign or the
                // words say the number is the invoice's.
                let numbered = (alone && cell.size > 1.25 * body_size && is_kind_of_invoice(text))
                    .then(|| value_below(lines, index, cell, skip))
                    .flatten()
                    .filter(|(_, below)| announces_a_number(&below.text));
                if let Some((_, below)) = numbered {
                    push(Field::InvoiceNumber, text, &below.text, Placement::Below);
                    continue;
                }
                let colon_label = text.split_once(':').and_then(|(label, rest)| {
                    labels::field(label).map(|f| (f, label, rest.trim()))
                });
                // "Invoice no. and date" over a number and, under it, a date.
                if let (Some((upper, lower)), true) = (labels::pair(text), alone) {
                    if let Some((next, value)) = value_below(lines, index, cell, skip) {
                        push(upper, text, &value.text, Placement::Below);
                        if let Some((_, value)) = value_below(lines, next, value, skip) {
                            push(lower, text, &value.text, Placement::Below);
                        }
                    }
                    continue;
                }
                // "Nummer/Datum" beside "28527 / 13.08.2026": each name its value.
                if let (Some((first, second)), true) = (labels::slashed(text), alone) {
                    let right = value_right(&line.cells, at, &taken, first);
                    if let Some((a, b)) = right.and_then(|r| r.text.split_once(" / ")) {
                        push(first, text, a, Placement::Right);
                        if let Some(second) = second {
                            push(second, text, b, Placement::Right);
                        }
                        continue;
                    }
                }
                let wrapped = alone.then(|| wrapped_label(lines, index, cell)).flatten();
                let label_text = wrapped.as_deref().unwrap_or(text);
                let whole_label = labels::field(label_text).map(|f| (f, label_text, ""));
                if let Some((field, label, rest)) = colon_label.or(whole_label) {
                    if labels::is_bare_invoice(label) && cell.size > 1.25 * body_size {
                        // The title, with the invoice's number set under it
                        // ("INVOICE" over "28947").
                        if let Some((_, below)) = value_below(lines, index, cell, skip)
                            .filter(|_| alone && rest.is_empty())
                        {
                            push(field, label, &below.text, Placement::Below);
                        }
                        continue;
                    }
                    if !rest.is_empty() {
                        push(field, label, rest, Placement::Inline);
                        continue;
                    }
                    // Only the last piece of a cell has its value beside it.
                    if k + 1 < pieces.len() {
                        continue;
                    }
                    let right = value_right(&line.cells, at, &taken, field);
                    let below_at = value_below(lines, index, cell, skip).filter(|_| alone);
                    let below = below_at.map(|(_, cell)| cell);
                    let run_on = (!alone && right.is_none())
                        .then(|| run_on_value(lines, index, cell, label, field))
                        .flatten();
                    if let Some(value) = run_on {
                        push(field, label, &value, Placement::Inline);
                    } else if let Some(right) = right {
                        let value = continued_below(lines, index, right, &right.text, field);
                        push(
                            field,
                            label,
                            value.as_deref().unwrap_or(&right.text),
                            Placement::Right,
                        );
                        // A summary grid ("Labour | Materials | Invoice"): the
                        // row's last amount, under a caption naming the whole
                        // invoice, is a candidate too, for the sums to choose.
                        if let Some(last) = field
                            .is_money()
                            .then(|| last_of_a_row_of_amounts(&line.cells, right))
                            .flatten()
                            .filter(|last| captioned_as_the_whole(lines, index, last))
                        {
                            push(field, label, &last.text, Placement::Right);
                        }
                    } else if let Some(around) = value_around(lines, index, cell, field, skip) {
                        push(field, label, &around, Placement::Right);
                    } else if let Some(lower) = value_half_a_line_lower(lines, index, cell, skip) {
                        push(field, label, &lower.text, Placement::Right);
                    }
                    if let Some((below_index, below)) = below_at {
                        // A row of a summary grid run together into one cell
                        // ("32 610,00 6 195,90 38 805,90" under "Netto  VAT
                        // Brutto"): the amount under this label. A value in a
                        // narrow box may wrap ("November 23," over "2026").
                        let under = field
                            .is_money()
                            .then(|| amount_under(below, cell))
                            .flatten()
                            .or_else(|| {
                                continued_below(lines, below_index, below, &below.text, field)
                            });
                        push(
                            field,
                            label,
                            under.as_deref().unwrap_or(&below.text),
                            Placement::Below,
                        );
                    }
                    let below_is_amount =
                        below.is_some_and(|b| values::parse_amount(&b.text).is_some());
                    // Beside a money label, a word is no amount: "Moms 8 %"
                    // beside the next caption, "Öresavrundning", in a row of
                    // captions whose amounts sit under and right of each.
                    let typed_right = right.is_some_and(|r| typed_value(field, &r.text));
                    if let (true, false, false) =
                        (field.is_money() && alone, typed_right, below_is_amount)
                    {
                        if let Some(amount) = amount_below_right(lines, index, cell, skip) {
                            push(field, label, &amount.text, Placement::Below);
                        }
                    }
                    if let (Field::Vendor, true, None, None) = (field, alone, right, below) {
                        if let Some(name) = name_in_block(lines, index, cell) {
                            push(field, label, name, Placement::Below);
                        }
                    }
                    let above = value_above(lines, index, cell).filter(|_| alone);
                    if let (None, None, Some(above)) = (right, below, above) {
                        push(field, label, &above.text, Placement::Above);
                    }
                    if let (true, false, Some(left)) = (
                        field.is_money() && alone,
                        typed_right,
                        amount_left(&line.cells, at, &taken),
                    ) {
                        push(field, label, &left.text, Placement::Left);
                    }
                    continue;
                }
                // A label and its value in one run without a colon: "Invoice # 10234".
                let words: Vec<&str> = text.split_whitespace().collect();
                // Up to four words of label, and the dashes between them
                // ("FAKTÚRA – DAŇOVÝ DOKLAD č. 2151").
                let dashes = words
                    .iter()
                    .take(5)
                    .filter(|w| ["–", "—", "-"].contains(w))
                    .count();
                for take in (1..words.len().min(5 + dashes)).rev() {
                    let label = words[..take].join(" ");
                    let Some(field) = labels::field(&label) else {
                        continue;
                    };
                    let value = words[take..].join(" ");
                    if continues_label(&label, &value) {
                        break;
                    }
                    // "Net change by change orders": a money label's value is
                    // an amount. "… for Initech LLC": a bare preposition labels
                    // a value only after a colon or in a cell of its own.
                    let wordy = field.is_money()
                        && value.chars().count() > 3
                        && !value.chars().any(|c| c.is_ascii_digit());
                    let preposition =
                        ["to", "for", "from"].contains(&labels::normalise(&label).as_str());
                    // "Vendor part no: IN-101": the label runs to the colon.
                    if wordy || preposition || value.contains(':') {
                        continue;
                    }
                    // "Payment Due Date February 3, 2027": the label ends
                    // where a date starts.
                    let dated = matches!(field, Field::InvoiceDate | Field::DueDate);
                    if dated && !values::holds_date(&value) {
                        continue;
                    }
                    // "INV 04199" alone: a prefix in capitals is the number's
                    // own, not a label ("Inv. 04199", "Invoice 04199" are).
                    let prefixed = take == 1
                        && field == Field::InvoiceNumber
                        && (2..=4).contains(&label.len())
                        && label.chars().all(|c| c.is_ascii_uppercase())
                        && value.starts_with(|c: char| c.is_ascii_digit());
                    let value = if prefixed {
                        format!("{label} {value}")
                    } else {
                        value
                    };
                    let last_piece = k + 1 == pieces.len();
                    // A title's number broken after a hyphen, its end flush
                    // right on the next line ("FAKTURA – DAŇOVÝ DOKLAD č.
                    // INV-2026-" over "2828").
                    let value = last_piece
                        .then(|| continued_below(lines, index, cell, &value, field))
                        .flatten()
                        .unwrap_or(value);
                    push(field, &label, &value, Placement::Inline);
                    // "VAT 19 % on 1,771.50   336.59": the amount of a money
                    // label is the one right of it; the inline one may be a base.

                    if let (true, true, Some(right)) = (
                        field.is_money(),
                        last_piece,
                        value_right(&line.cells, at, &taken, field),
                    ) {
                        push(field, &label, &right.text, Placement::Right);
                    }
                    break;
                }
            }
            // A sentence runs on over the pieces of its cell, and may wrap
            // onto the next line: the due date's verb can stand there ("…
            // vóór 23-06-2026" / "over te maken").
            let words: Vec<&str> = cell.text.split_whitespace().collect();
            let mut sentence = words.clone();
            if let Some(next) = (at + 1 == line.cells.len())
                .then(|| continued_sentence(lines, index, &cell.text))
                .flatten()
            {
                sentence.extend(next.text.split_whitespace());
            }
            let in_sentence = [
                (Field::DueDate, due_in_sentence(&sentence)),
                (
                    Field::InvoiceNumber,
                    named_in_sentence(&words, &["invoice"]),
                ),
                (Field::PoNumber, named_in_sentence(&words, &["order", "po"])),
            ];
            found.extend(in_sentence.into_iter().filter_map(|(field, value)| {
                Some(Candidate {
                    field,
                    value: value?,
                    placement: Placement::Inline,
                    weak: true,
                })
            }));
        }
    }
    // A web shop's own order number, which its "Order date" goes with, is
    // no purchase order of the buyer's wherever it is printed (a footer's
    // "Order #9172 · Invoice 28919").
    found.retain(|c| {
        !(c.field == Field::PoNumber
            && c.weak
            && shop_orders.iter().any(|o| o == bare_number(&c.value)))
    });
    found
}

/// Of a cell of several amounts run together, the one whose words lie most
/// under `label`.
fn amount_under(value: &Cell, label: &Cell) -> Option<String> {
    let words: Vec<&str> = (0..value.words.len()).map(|i| value.word_text(i)).collect();
    let span = |amount: &Range<usize>| {
        let x = value.words[amount.start].x;
        let x_end = value
            .words
            .get(amount.end)
            .map_or(value.x_end, |next| next.x - next.gap);
        x_end.min(label.x_end) - x.max(label.x)
    };
    values::amounts_run_together(&words)?
        .into_iter()
        .max_by(|a, b| span(a).total_cmp(&span(b)))
        .filter(|amount| span(amount) > 0.0)
        .map(|amount| words[amount].join(" "))
}

/// The last cell of a row of two amounts or more that starts at `first`.
fn last_of_a_row_of_amounts<'a>(cells: &'a [Cell], first: &Cell) -> Option<&'a Cell> {
    let from = cells.iter().position(|c| std::ptr::eq(c, first))?;
    let row = &cells[from..];
    (row.len() >= 2 && row.iter().all(|c| values::parse_amount(&c.text).is_some()))
        .then(|| row.last())
        .flatten()
}

/// Whether the nearest words above `cell`, past the amounts of the grid's
/// rows above (on its page, a few lines up), name the whole invoice:
/// "Invoice", "Total".
fn captioned_as_the_whole(lines: &[Line], index: usize, cell: &Cell) -> bool {
    let page = lines[index].page;
    lines[..index]
        .iter()
        .rev()
        .take(6)
        .take_while(|l| l.page == page)
        .find_map(|l| {
            l.cells.iter().find(|c| {
                c.x_end.min(cell.x_end) > c.x.max(cell.x) && values::parse_amount(&c.text).is_none()
            })
        })
        .is_some_and(|caption| {
            let words = labels::normalise(&caption.text);
            ["invoice", "total", "invoice total", "grand total"].contains(&words.as_str())
        })
}

/// Whether one of the two lines under `index` starts with an account's
/// IBAN, BIC or number: the line is part of a block of bank details.
fn over_bank_details(lines: &[Line], index: usize) -> bool {
    lines[index + 1..]
        .iter()
        .take(2)
        .filter(|l| l.page == lines[index].page)
        .filter_map(|l| l.cells.first())
        .any(|c| {
            let first = labels::normalise(&c.text);
            let first = first.split(' ').next().unwrap_or_default();
            ["iban", "bic", "swift", "account"].contains(&first)
        })
}

/// A value without the `#` or colon a label left before it.
pub fn bare_number(value: &str) -> &str {
    value.trim().trim_start_matches(['#', ':']).trim()
}

/// Whether an order-date label sits on a line just over or under `label`,
/// lined up with it (a web shop's "Order #" over "Order Date"); lines of a
/// column beside may come between.
fn beside_order_date(lines: &[Line], index: usize, label: &Cell) -> bool {
    let line = &lines[index];
    // "Order date", or "Ordered 11/10/2026" under a screening's "Order 7874379".
    let names_order_date = |text: &str| {
        let label = text.split(':').next().unwrap_or_default();
        let normalised = labels::normalise(label);
        let words: Vec<&str> = normalised.split(' ').collect();
        (words.contains(&"order") && words.contains(&"date")) || words[0] == "ordered"
    };
    lines[index.saturating_sub(3)..lines.len().min(index + 4)]
        .iter()
        .filter(|other| other.page == line.page && (other.y - line.y).abs() <= 2.5 * label.size)
        .flat_map(|other| &other.cells)
        .any(|c| (c.x - label.x).abs() <= label.size && names_order_date(&c.text))
}

/// Whether a loose "Order No." has a label of the buyer's own order near it,
/// on its line or a few above or below ("ORDER NO" beside "CUSTOMER P.O." in
/// a row of captions, "ORDER NUMBER:" over a strip of captions that starts
/// with "CUSTOMER PO#"): the order it numbers is the seller's, even where the
/// buyer's is left blank. A label stacked on it is its translation
/// ("Ordrep normua" over "Deres ordrenr.").
fn beside_buyers_order(lines: &[Line], index: usize, label: &Cell) -> bool {
    let line = &lines[index];
    lines[index.saturating_sub(NEAR_LINES)..lines.len().min(index + NEAR_LINES + 1)]
        .iter()
        .filter(|other| other.page == line.page)
        .flat_map(|other| other.cells.iter().map(move |c| (other.y, c)))
        .any(|(y, c)| {
            let stacked =
                (y - line.y).abs() <= 2.0 * label.size && c.x < label.x_end && label.x < c.x_end;
            let translation = stacked && y != line.y;
            !std::ptr::eq(c, label)
                && !translation
                && labels::field(&c.text) == Some(Field::PoNumber)
                && !labels::is_loose(&c.text)
        })
}

/// How many lines up or down a buyer's order label still sits among the
/// particulars of a loose one.
const NEAR_LINES: usize = 8;

/// Whether what follows a label is the rest of a longer label of a field we
/// do not read ("VAT No. GB…", "Tax ID 12…", "P.O. Box 25965", an address),
/// or payment terms after "Net" ("Net 30").
fn continues_label(label: &str, value: &str) -> bool {
    let next = value.split_whitespace().next().unwrap_or_default();
    let next_normal = labels::normalise(next);
    let label_normal = labels::normalise(label);
    let terms = label_normal == "net" && next.chars().all(|c| c.is_ascii_digit());
    // "Votre commande du 12/05/2026", "Ihre Bestellung vom …": the date of
    // what the label names, not its number ("Total of" still takes an amount).
    let money = labels::field(label).is_some_and(Field::is_money);
    let dated = next_normal == "of" && !money;
    // "Nº de serie TF2657811", "Nr. da seria …": a label cut off after its
    // "of" names what the words after it say (a serial number), not this field.
    let cut_off = label_normal.ends_with(" of") && !money;
    // "Nr. TVSH IE…", "N° TVA FR…": a number of the tax, the buyer's or the
    // seller's registration.
    let tax_number = !money && ["vat", "tax"].contains(&next_normal.as_str());
    terms
        || dated
        || cut_off
        || tax_number
        || ["no", "nr", "id", "reg", "number", "#", "box"].contains(&next_normal.as_str())
}

/// The line that carries on the sentence a line's last cell breaks off: the
/// next line of the same page, one line down, starting where the paragraph
/// starts, when the sentence has not ended.
fn continued_sentence<'a>(lines: &'a [Line], index: usize, text: &str) -> Option<&'a Cell> {
    let (line, next) = (lines.get(index)?, lines.get(index + 1)?);
    let (first, next_first) = (line.cells.first()?, next.cells.first()?);
    let open = !text.trim_end().ends_with(['.', ':', '!', '?']);
    let one_line_down = line.y - next.y <= 2.0 * first.size;
    let same_margin = (next_first.x - first.x).abs() <= first.size;
    (open && next.page == line.page && one_line_down && same_margin).then_some(next_first)
}

/// Words that say a sentence is about paying: "Payable without deduction by
/// 14.03.2026.", "Payment due by March 14, 2026".
const PAYING: [&str; 7] = [
    "due", "payable", "pay", "payment", "transfer", "remit", "debit",
];

/// How many words after a paying word its date may come.
const WITHIN_PAYING: usize = 16;

/// Words that say a sentence tells of a payment made on a day, not one asked
/// for by a day: "Payment received on 3 May 2026, thank you", but "Payment
/// must be received by 30 June 2026".
const PAID: [&str; 2] = ["paid", "received"];

/// The date in a sentence about paying: right after a paying word, or after a
/// "by", "on", "until" or "before" a few words on ("Payment due on or before
/// …", "Bitte überweisen Sie den Betrag bis zum …"); or, where the verb comes
/// last ("… vóór 23-06-2026 over te maken", "… am 15.06.2026 fällig"), after
/// a "by", "before" or "on" that the paying words follow in the same clause.
fn due_in_sentence(words: &[&str]) -> Option<String> {
    // Read as English: "Zahlbar bis zum …" is "payable by the …".
    let lower: Vec<String> = words.iter().map(|w| labels::normalise(w)).collect();
    let date_at = |from: usize| date_at(words, from);
    let date_after = |connector: usize| date_after(words, connector);
    // German "zum" is "the" in labels, but before a date in a sentence it
    // names the day: "ziehen wir zum 15.08.2026 … ein".
    let is_connector = |j: &usize| {
        ["by", "on", "until", "before"].contains(&lower[*j].as_str())
            || words[*j].eq_ignore_ascii_case("zum")
    };
    let paid_on = |from: usize, on: usize| {
        lower[on] == "on" && lower[from..on].iter().any(|w| PAID.contains(&w.as_str()))
    };
    let verb_first = lower
        .iter()
        .enumerate()
        .filter(|(_, w)| PAYING.contains(&w.as_str()))
        .find_map(|(i, _)| {
            // "Please transfer the amount of 19 789,00 € without deduction
            // by …": the amount may stand between, and the reference to
            // quote ("unter Angabe der Rechnungsnummer INV-2026-3060"), and
            // an article read as "on" ("den Betrag") before the connector. A
            // date that earns a discount ("bis 15.02. abzüglich 2 % Skonto,
            // bis 22.02. netto") is passed over, and the search goes on
            // after it.
            let mut until = lower.len().min(i + WITHIN_PAYING);
            let mut j = i;
            while j < until {
                let found = if j == i {
                    date_at(i + 1)
                } else if is_connector(&j) && !paid_on(i, j) {
                    date_after(j)
                } else {
                    None
                };
                match found {
                    Some((_, end)) if discounted(words, end) => {
                        until = lower.len().min(end + WITHIN_PAYING);
                        j = end;
                    }
                    Some(found) => return Some(found),
                    None => j += 1,
                }
            }
            None
        });
    let verb_last = || {
        (0..lower.len())
            .filter(|j| ["by", "before", "on"].contains(&lower[*j].as_str()))
            .find_map(|j| {
                let (date, end) = date_after(j)?;
                // A comma or full stop after the date closes its clause.
                if words[end - 1].ends_with(['.', ',', ';']) {
                    return None;
                }
                // Read the following words together: a verb of several
                // words ("over te maken") is one English word.
                let after = words.get(end..)?;
                let after = labels::normalise(&after[..after.len().min(5)].join(" "));
                after
                    .split(' ')
                    .any(|w| PAYING.contains(&w) || w == "paid")
                    .then_some((date, end))
            })
    };
    verb_first.or_else(verb_last).map(|(date, _)| date)
}

/// Whether the words after a date say paying by it earns a discount
/// ("… abzüglich 2 % Skonto", "less 2 % discount").
fn discounted(words: &[&str], end: usize) -> bool {
    let after = &words[end.min(words.len())..];
    labels::normalise(&after[..after.len().min(5)].join(" "))
        .split(' ')
        .any(|w| w == "discount")
}

/// Whether a due date's value gives the last day for a discount rather than
/// the day the whole amount is due ("2026-02-15 abzüglich 2 % Skonto").
pub fn names_a_discount(value: &str) -> bool {
    let words: Vec<&str> = value.split_whitespace().collect();
    (0..words.len())
        .find_map(|from| date_at(&words, from))
        .is_some_and(|(_, end)| discounted(&words, end))
}

/// The date that starts at a word, and the word after it (a date takes up
/// to five words: "15 de junio de 2026").
fn date_at(words: &[&str], from: usize) -> Option<(String, usize)> {
    let rest = words.get(from..)?;
    (1..=rest.len().min(5)).rev().find_map(|take| {
        let text = rest[..take].join(" ");
        let text = text.trim_end_matches(['.', ',', ';', ')']);
        // Either order will do here: the document's order is chosen later.
        [values::SlashOrder::DayFirst, values::SlashOrder::MonthFirst]
            .into_iter()
            .find_map(|order| values::parse_date(text, order))
            .map(|_| (text.to_string(), from + take))
    })
}

/// A title of two or three words ending in "invoice" that labels nothing
/// itself: "Rental Invoice", "Tax Invoice".
fn is_kind_of_invoice(text: &str) -> bool {
    let named = labels::normalise(text);
    let words: Vec<&str> = named.split(' ').collect();
    (2..=3).contains(&words.len())
        && words.last() == Some(&"invoice")
        && labels::field(text).is_none()
}

/// Whether a text opens with the sign or a word saying a number follows:
/// "#35583", "No. 2291", "Serija LZR Nr. A/2026/2295" (the series, then the
/// number).
fn announces_a_number(text: &str) -> bool {
    let first = text.split_whitespace().next().unwrap_or_default();
    first.starts_with('#') || labels::is_number_word(first) || labels::normalise(first) == "series"
}

/// The date after a connector ("by", "bis"), where an article may stand
/// between ("bis zum 5. Januar").
fn date_after(words: &[&str], connector: usize) -> Option<(String, usize)> {
    date_at(words, connector + 1).or_else(|| date_at(words, connector + 2))
}

/// The date a due date's value names after its terms: "14 Tage netto (bis
/// 06.04.2026)", "30 days net, i.e. by 14 May 2026".
pub fn date_after_terms(value: &str) -> Option<String> {
    let words: Vec<&str> = value
        .split_whitespace()
        .map(|w| w.trim_start_matches('('))
        .collect();
    (0..words.len())
        .filter(|&j| ["by", "until", "before"].contains(&labels::normalise(words[j]).as_str()))
        .find_map(|j| date_after(&words, j))
        .map(|(date, _)| date)
}

/// A number named in running text: "our invoice INV-2026-0612 of 9 May",
/// "for your order 4500000634." — what follows one of `nouns` when it holds
/// a digit and is no date; a bare number only after "our" or "your" ("the
/// invoice total 120.00" names an amount), a short prefix joined to the
/// number after it ("INV 03515").
fn named_in_sentence(words: &[&str], nouns: &[&str]) -> Option<String> {
    let clean = |w: &str| w.trim_end_matches(['.', ',', ';', ':', ')']).to_string();
    (0..words.len()).find_map(|at| {
        // Read as English: "Bestellnummer" is "order number".
        let named = labels::normalise(words[at]);
        let noun = named
            .split(' ')
            .next()
            .filter(|noun| nouns.contains(noun))?;
        // The owner may stand a few words before the noun: "your Purchase
        // Order 4500001132", "votre bon de commande n° …".
        let owner = (at.saturating_sub(3)..at)
            .rev()
            .take_while(|&before| !words[before].ends_with([',', '.', ';', ':']))
            .map(|before| labels::normalise(words[before]))
            .find(|word| ["our", "your"].contains(&word.as_str()))
            .unwrap_or_default();
        // "Our order" is the seller's own; "our invoice" is this one. A work
        // order is the seller's job ticket, a sales order its record of the
        // sale; a Tree Preservation Order, a court's or a standing order are
        // no purchase at all.
        let no_purchase = at > 0
            && ["work", "sales", "preservation", "court", "standing"]
                .contains(&labels::normalise(words[at - 1]).as_str());
        if noun == "order" && (owner == "our" || no_purchase) {
            return None;
        }
        // "Ihre Bestellung Nr. 4711", "votre commande n° 2026-118".
        let at = match words.get(at + 1) {
            Some(word) if labels::is_number_word(word.trim_end_matches(':')) => at + 1,
            _ => at,
        };
        let next = clean(words.get(at + 1)?);
        // "P.O. Box 660127": a post office box, no order.
        if noun == "po" && labels::normalise(&next) == "box" {
            return None;
        }
        let value = match words.get(at + 2) {
            Some(after)
                if (1..=4).contains(&next.len())
                    && next.chars().all(|c| c.is_ascii_uppercase())
                    && after.chars().next().is_some_and(|c| c.is_ascii_digit()) =>
            {
                format!("{next} {}", clean(after))
            }
            _ => next,
        };
        let possessive = ["our", "your"].contains(&owner.as_str());
        let bare_number = value.chars().all(|c| c.is_ascii_digit());
        (value.chars().any(|c| c.is_ascii_digit())
            && (possessive || (!bare_number && values::parse_amount(&value).is_none()))
            && !typed_value(Field::InvoiceDate, &value))
        .then_some(value)
    })
}

#[cfg(test)]
mod tests {
    use super::super::text::Word;
    use super::*;

    /// A line of cells in `size`-point text, each word 0.5 × size per letter.
    fn line(y: f32, size: f32, cells: &[(f32, &str)]) -> Line {
        let cells = cells
            .iter()
            .map(|(x, text)| Cell {
                x: *x,
                x_end: x + 0.5 * size * text.len() as f32,
                size,
                text: text.to_string(),
                words: vec![Word {
                    at: 0,
                    x: *x,
                    gap: 0.0,
                }],
            })
            .collect();
        Line { page: 0, y, cells }
    }

    fn found(lines: &[Line]) -> Vec<(Field, String)> {
        candidates(lines, &HashSet::new(), 10.0)
            .into_iter()
            .map(|c| (c.field, c.value))
            .collect()
    }

    /// The values read for a purchase order.
    fn purchase_orders(lines: &[Line]) -> Vec<String> {
        found(lines)
            .into_iter()
            .filter(|(field, _)| *field == Field::PoNumber)
            .map(|(_, value)| value)
            .collect()
    }

    #[test]
    fn captions_over_amounts_set_right_of_each_read_them() {
        // A Swedish boxed summary: small captions, and under each, further
        // right and in bigger type, its amount; beside "Moms 8 %" stands the
        // next caption, no amount.
        let lines = [
            line(
                336.4,
                7.4,
                &[
                    (49.2, "Exkl. moms"),
                    (176.7, "Moms 8 %"),
                    (304.2, "Öresavrundning"),
                    (431.7, "Att betala CHF"),
                ],
            ),
            line(
                325.9,
                9.0,
                &[
                    (124.5, "26 174,50"),
                    (257.1, "2 093,96"),
                    (402.1, "0,00"),
                    (498.2, "28 268,46"),
                ],
            ),
        ];
        let found = found(&lines);
        for expected in [
            (Field::Subtotal, "26 174,50"),
            (Field::Tax, "2 093,96"),
            (Field::Total, "28 268,46"),
        ] {
            assert!(
                found.contains(&(expected.0, expected.1.to_string())),
                "{expected:?} in {found:?}"
            );
        }
    }

    #[test]
    fn a_title_s_number_broken_flush_right_is_joined() {
        let title = line(
            800.3,
            14.0,
            &[(275.5, "FAKTURA – DAŇOVÝ DOKLAD č. INV-2026-")],
        );
        let end = title.cells[0].x_end;
        let lines = [
            title,
            line(786.5, 14.0, &[(58.3, "Brno"), (end - 28.0, "2828")]),
        ];
        assert!(
            found(&lines).contains(&(Field::InvoiceNumber, "INV-2026-2828".to_string())),
            "{:?}",
            found(&lines)
        );
    }

    #[test]
    fn a_date_at_the_end_of_a_line_too_long_goes_on_at_the_margin() {
        let lines = [
            line(
                754.1,
                10.0,
                &[
                    (57.0, "Seattle, WA 98101"),
                    (345.0, "INVOICE DATE:"),
                    (441.0, "February 28,"),
                ],
            ),
            line(742.8, 10.0, &[(57.0, "2026")]),
        ];
        assert!(
            found(&lines).contains(&(Field::InvoiceDate, "February 28, 2026".to_string())),
            "{:?}",
            found(&lines)
        );
    }

    #[test]
    fn a_number_of_the_tax_is_no_invoice_number() {
        // Albanian "Nr. TVSH", the buyer's VAT number, after the Macedonian
        // "ДДВ бр." it translates.
        let lines = [line(
            750.0,
            10.0,
            &[(364.0, "ДДВ бр. / Nr. TVSH IE6552404W")],
        )];
        assert!(
            found(&lines)
                .iter()
                .all(|(field, _)| *field != Field::InvoiceNumber)
        );
    }

    #[test]
    fn a_label_cut_off_after_its_of_names_no_number() {
        // "Nº de serie", "Nr. da seria": an item's serial number under it.
        for detail in [
            "Nº de serie TF2657811 · origen: Islas Canarias",
            "Nr. da seria PM669141 · montà e controllà",
        ] {
            let lines = [line(454.0, 7.0, &[(110.0, detail)])];
            assert!(
                found(&lines)
                    .iter()
                    .all(|(field, _)| *field != Field::InvoiceNumber),
                "{detail}"
            );
        }
        let lines = [line(454.0, 10.0, &[(110.0, "Nº de factura 2026-118")])];
        let numbers = found(&lines);
        assert!(!numbers.is_empty());
        assert!(
            numbers
                .iter()
                .all(|found| *found == (Field::InvoiceNumber, "2026-118".to_string()))
        );
    }

    #[test]
    fn a_date_after_another_document_s_number_is_that_document_s() {
        let lines = [line(
            708.0,
            10.0,
            &[(
                68.0,
                "THIS INVOICE REPLACES INVOICE INV-2026-1708 DATED November 8, 2026, WHICH",
            )],
        )];
        assert!(
            found(&lines)
                .iter()
                .all(|(field, _)| *field != Field::InvoiceDate)
        );
        let lines = [line(
            708.0,
            10.0,
            &[(68.0, "Invoice No. 12345 dated 14 March 2026")],
        )];
        assert!(found(&lines).contains(&(Field::InvoiceDate, "14 March 2026".to_string())));
    }

    #[test]
    fn a_number_under_a_title_naming_the_kind_of_invoice_is_its_own() {
        let lines = [
            line(727.0, 13.0, &[(440.0, "RENTAL INVOICE")]),
            line(713.0, 12.0, &[(520.0, "#35583")]),
            line(700.0, 8.0, &[(53.0, "Tents · Tables & Chairs")]),
        ];
        assert!(found(&lines).contains(&(Field::InvoiceNumber, "#35583".to_string())));
        // Or words saying a number follows: the series, then the number.
        let lines = [
            line(742.0, 15.0, &[(197.0, "PVM SĄSKAITA FAKTŪRA")]),
            line(727.0, 10.0, &[(237.0, "Serija LZR Nr. A/2026/2295")]),
            line(700.0, 8.0, &[(53.0, "Pardavėjas")]),
        ];
        assert!(found(&lines).contains(&(
            Field::InvoiceNumber,
            "Serija LZR Nr. A/2026/2295".to_string()
        )));
        // Without the sign, the text under a title is no number of its.
        let lines = [
            line(727.0, 13.0, &[(440.0, "RENTAL INVOICE")]),
            line(713.0, 12.0, &[(520.0, "CONFIRMED 2026")]),
            line(700.0, 8.0, &[(53.0, "Tents · Tables & Chairs")]),
        ];
        assert!(
            found(&lines)
                .iter()
                .all(|(field, _)| *field != Field::InvoiceNumber)
        );
    }

    #[test]
    fn a_summary_grid_offers_its_invoice_column_too() {
        let grid = [
            line(
                463.6,
                10.0,
                &[
                    (58.0, "Summary (GBP)"),
                    (375.0, "Labour"),
                    (447.0, "Materials"),
                    (531.0, "Invoice"),
                ],
            ),
            line(
                449.2,
                10.0,
                &[
                    (58.0, "Net (excl. VAT)"),
                    (378.0, "426.53"),
                    (460.0, "443.95"),
                    (535.0, "870.48"),
                ],
            ),
            line(
                434.9,
                10.0,
                &[
                    (58.0, "VAT @ 20%"),
                    (384.0, "85.31"),
                    (466.0, "88.79"),
                    (535.0, "174.10"),
                ],
            ),
        ];
        let in_grid = found(&grid);
        for (field, value) in [
            (Field::Subtotal, "426.53"),
            (Field::Subtotal, "870.48"),
            (Field::Tax, "85.31"),
            (Field::Tax, "174.10"),
        ] {
            assert!(in_grid.contains(&(field, value.to_string())), "{value}");
        }
        // A row of net and tax under an item table's columns offers only its first.
        let rows = [
            line(660.0, 10.0, &[(441.0, "5"), (527.0, "6")]),
            line(
                646.9,
                10.0,
                &[
                    (84.0, "Gauge block set"),
                    (445.0, "13 720,00"),
                    (527.0, "2 606,80"),
                ],
            ),
            line(
                606.0,
                10.0,
                &[(344.0, "Total"), (445.0, "22 253,50"), (527.0, "4 228,17")],
            ),
        ];
        assert!(!found(&rows).contains(&(Field::Total, "4 228,17".to_string())));
    }

    #[test]
    fn the_recipient_of_a_transfer_is_the_payee() {
        let lines = [
            line(
                700.0,
                10.0,
                &[(74.0, "Empfänger"), (166.0, "Contoso Manufacturing")],
            ),
            line(690.0, 10.0, &[(166.0, "5 Mill Street")]),
            line(300.0, 10.0, &[(74.0, "Bankverbindung")]),
            line(
                290.0,
                10.0,
                &[(74.0, "Empfänger"), (166.0, "Helvetia Precision AG")],
            ),
            line(
                280.0,
                10.0,
                &[(74.0, "IBAN"), (166.0, "CH65 9168 3953 9697 6262")],
            ),
        ];
        let found = found(&lines);
        assert!(found.contains(&(Field::OtherParty, "Contoso Manufacturing".to_string())));
        assert!(found.contains(&(Field::Vendor, "Helvetia Precision AG".to_string())));
    }

    #[test]
    fn values_beside_below_and_above_their_labels() {
        let lines = [
            // Summary cards: big values over small captions.
            line(700.0, 15.0, &[(50.0, "CPW/26/0311"), (300.0, "£1,308.00")]),
            line(
                686.0,
                8.0,
                &[(60.0, "Invoice number"), (305.0, "Balance due")],
            ),
            // A header table: labels over their values.
            line(650.0, 8.0, &[(50.0, "Issue date"), (200.0, "PO number")]),
            line(640.0, 10.0, &[(50.0, "2026-05-21"), (200.0, "PO-77")]),
            // A band across the page: label and amount at its two ends.
            line(
                500.0,
                10.0,
                &[(40.0, "Amount payable"), (540.0, "1,308.00")],
            ),
        ];
        assert_eq!(
            found(&lines),
            [
                (Field::InvoiceNumber, "CPW/26/0311".to_string()),
                (Field::Total, "£1,308.00".to_string()),
                (Field::InvoiceDate, "2026-05-21".to_string()),
                (Field::PoNumber, "PO-77".to_string()),
                (Field::Total, "1,308.00".to_string()),
            ]
        );
    }

    #[test]
    fn a_due_date_under_the_date_caption_of_a_schedule_under_its_heading() {
        let lines = [
            line(324.0, 7.0, &[(43.0, "SCADENZE"), (382.0, "TOTALE FATTURA")]),
            line(312.0, 7.6, &[(46.0, "Data"), (98.0, "Importo Modalità")]),
            line(301.0, 7.6, &[(130.0, "Bonifico su IT29 H 08530 46098")]),
            line(297.0, 7.6, &[(46.0, "14/03/2026 54.800,91")]),
        ];
        assert!(found(&lines).contains(&(Field::DueDate, "14/03/2026 54.800,91".to_string())));
    }

    #[test]
    fn a_value_centred_beside_a_label_of_two_lines() {
        let lines = [
            line(644.0, 10.0, &[(271.0, "Številka")]),
            line(638.0, 10.0, &[(322.0, "PO-11263")]),
            line(632.0, 10.0, &[(271.0, "naročilnice")]),
            line(620.0, 10.0, &[(322.0, "SI00")]),
        ];
        let po = found(&lines)
            .into_iter()
            .find(|(field, _)| *field == Field::PoNumber);
        assert_eq!(po, Some((Field::PoNumber, "PO-11263".to_string())));
    }

    #[test]
    fn a_label_that_ends_a_line_of_pairs_goes_on_at_the_next() {
        let lines = [
            line(
                655.0,
                10.0,
                &[(57.0, "Vencimiento: 17.01.2026 · Su pedido")],
            ),
            line(
                641.0,
                10.0,
                &[(57.0, "nº: PO73993 · Forma de pago: Transferencia")],
            ),
        ];
        let po = purchase_orders(&lines);
        assert_eq!(po, ["PO73993"]);
    }

    #[test]
    fn a_row_of_captions_pairs_with_the_row_of_values_under_it_in_order() {
        // Values right-aligned in wide boxes stand under the next caption.
        let lines = [
            line(
                500.0,
                10.0,
                &[
                    (58.0, "Total Net"),
                    (200.0, "VAT Rate"),
                    (302.0, "VAT"),
                    (426.0, "Invoice Total"),
                ],
            ),
            line(
                486.0,
                10.0,
                &[
                    (135.0, "3,145.53 GBP"),
                    (266.0, "10.00%"),
                    (369.0, "314.55 GBP"),
                    (502.0, "3,460.08 GBP"),
                ],
            ),
        ];
        let amounts: Vec<_> = found(&lines)
            .into_iter()
            .filter(|(_, value)| value.contains("GBP"))
            .collect();
        assert_eq!(
            amounts,
            [
                (Field::Subtotal, "3,145.53 GBP".to_string()),
                (Field::Tax, "314.55 GBP".to_string()),
                (Field::Total, "3,460.08 GBP".to_string()),
            ]
        );
    }

    #[test]
    fn a_party_heading_over_captioned_details_names_the_captioned_name() {
        let lines = [
            line(760.0, 10.0, &[(50.0, "Supplier")]),
            line(748.0, 10.0, &[(50.0, "VAT ID: DE387462479")]),
            line(736.0, 10.0, &[(50.0, "Name: Hooli Services BV")]),
        ];
        assert!(
            found(&lines).contains(&(Field::Vendor, "Hooli Services BV".to_string())),
            "{:?}",
            found(&lines)
        );
    }

    #[test]
    fn values_wrapped_in_a_narrow_column_are_joined() {
        let lines = [
            line(688.0, 8.5, &[(480.0, "INV-2026-")]),
            line(684.0, 8.5, &[(391.0, "Invoice number")]),
            line(680.0, 8.5, &[(480.0, "1416")]),
            line(
                669.4,
                8.5,
                &[(391.0, "Invoice date"), (479.0, "17 November")],
            ),
            line(661.2, 8.5, &[(43.0, "Accounts Payable")]),
            line(656.7, 8.5, &[(391.0, "point)"), (479.0, "2026")]),
            line(640.0, 8.5, &[(391.0, "Order number"), (479.0, "PO-2026/")]),
            line(630.0, 8.5, &[(479.0, "0815")]),
            line(
                600.0,
                8.5,
                &[(391.0, "Due date"), (479.0, "1 January 2027")],
            ),
            line(590.0, 8.5, &[(479.0, "2028")]),
        ];
        assert_eq!(
            found(&lines),
            [
                (Field::InvoiceNumber, "INV-2026-1416".to_string()),
                (Field::InvoiceDate, "17 November 2026".to_string()),
                (Field::PoNumber, "PO-2026/0815".to_string()),
                (Field::DueDate, "1 January 2027".to_string()),
            ]
        );
    }

    #[test]
    fn an_amount_on_the_line_under_its_label_right_of_it() {
        let lines = [
            line(467.7, 10.5, &[(346.0, "Total amount payable")]),
            line(459.4, 10.5, &[(487.0, "20,938.94")]),
            line(454.9, 10.5, &[(43.0, "29647."), (346.0, "GBP")]),
        ];
        assert_eq!(
            found(&lines),
            [
                (Field::Total, "GBP".to_string()),
                (Field::Total, "20,938.94".to_string()),
            ]
        );
        // An amount under the label is its value; nothing more is looked for.
        let lines = [
            line(467.7, 10.5, &[(346.0, "Total amount payable")]),
            line(459.4, 10.5, &[(487.0, "20,938.94")]),
            line(454.9, 10.5, &[(346.0, "19,938.94")]),
        ];
        assert_eq!(found(&lines), [(Field::Total, "19,938.94".to_string())]);
    }

    #[test]
    fn the_seller_s_order_and_a_post_office_box_are_no_purchase_order() {
        let lines = [line(
            400.0,
            9.0,
            &[(
                40.0,
                "Reported in the partner portal under sales order SO13233058.",
            )],
        )];
        assert_eq!(found(&lines), []);
        let lines = [line(
            760.0,
            10.0,
            &[(56.8, "REMIT TO: P.O. BOX 660127, DALLAS, TX 75266-0127")],
        )];
        let orders = purchase_orders(&lines);
        assert!(orders.is_empty(), "{orders:?}");
        // "ORDER NO" beside the buyer's "CUSTOMER P.O.", left blank.
        let lines = [
            line(
                640.0,
                10.0,
                &[
                    (56.8, "CUST NO"),
                    (110.8, "ORDER NO"),
                    (176.8, "CUSTOMER P.O."),
                    (272.8, "SHIP VIA"),
                ],
            ),
            line(
                618.0,
                10.0,
                &[
                    (56.8, "76132"),
                    (110.8, "S-121412"),
                    (272.8, "OUR TRUCK 22"),
                ],
            ),
        ];
        let orders: Vec<String> = purchase_orders(&lines)
            .into_iter()
            .filter(|value| value.contains("121412"))
            .collect();
        assert!(orders.is_empty(), "{orders:?}");
    }

    #[test]
    fn a_shop_order_with_its_order_date_is_no_purchase_order() {
        let lines = [
            line(700.0, 9.0, &[(400.0, "Order #"), (470.0, "#9172")]),
            line(688.0, 9.0, &[(400.0, "Order Date"), (470.0, "May 1, 2026")]),
            line(40.0, 9.0, &[(40.0, "Order #9172 · Invoice 28919")]),
        ];
        let orders: Vec<String> = purchase_orders(&lines)
            .into_iter()
            .filter(|value| value.contains("9172"))
            .collect();
        assert!(orders.is_empty(), "{orders:?}");
        let lines = [
            line(
                500.0,
                9.0,
                &[(46.0, "Order 7874379 · JOHANSSON, E. · Staff Accountant")],
            ),
            line(
                489.0,
                9.0,
                &[(
                    46.0,
                    "Ordered 11/10/2026 · Completed 11/12/2026 · Status: Complete",
                )],
            ),
        ];
        let orders = purchase_orders(&lines);
        assert!(orders.is_empty(), "{orders:?}");
        // A purchase order named as one is kept beside its date.
        let lines = [
            line(700.0, 9.0, &[(400.0, "PO Number"), (470.0, "PO73642")]),
            line(688.0, 9.0, &[(400.0, "Order Date"), (470.0, "May 1, 2026")]),
        ];
        assert!(found(&lines).contains(&(Field::PoNumber, "PO73642".to_string())));
    }

    #[test]
    fn a_number_broken_in_a_column_set_flush_right_is_joined() {
        let lines = [
            line(
                749.7,
                8.6,
                &[(403.5, "Akiligassiissutip normua"), (514.8, "INV-2026-")],
            ),
            line(742.2, 8.6, &[(456.5, "Fakturanr."), (536.3, "2724")]),
        ];
        assert!(found(&lines).contains(&(Field::InvoiceNumber, "INV-2026-2724".to_string())));
    }

    #[test]
    fn captions_translated_under_a_row_of_captions_are_passed_over() {
        let lines = [
            line(
                666.5,
                10.0,
                &[
                    (58.3, "Cod. cliente"),
                    (349.4, "Vs. ordine"),
                    (432.0, "Scadenza"),
                ],
            ),
            line(
                657.8,
                7.0,
                &[
                    (58.3, "Codiç client"),
                    (349.4, "Vuestri ordin"),
                    (432.0, "Scjadence"),
                ],
            ),
            line(
                643.9,
                10.0,
                &[(58.3, "12417"), (349.4, "PO77926"), (432.0, "18/09/2026")],
            ),
        ];
        let found = found(&lines);
        assert!(found.contains(&(Field::PoNumber, "PO77926".to_string())));
        assert!(found.contains(&(Field::DueDate, "18/09/2026".to_string())));
    }

    #[test]
    fn a_date_wrapped_around_its_centred_label_is_joined() {
        let lines = [
            line(
                727.0,
                9.0,
                &[(43.0, "Tel. 0863"), (444.0, "3 de septiembre de")],
            ),
            line(721.0, 9.0, &[(350.0, "Vencimiento")]),
            line(716.0, 9.0, &[(444.0, "2026")]),
        ];
        assert_eq!(
            found(&lines),
            [(Field::DueDate, "3 de septiembre de 2026".to_string())]
        );
        // A service date wrapped in a row of the items beside a sidebar's
        // label is none of the label's: the value under it is.
        let lines = [
            line(594.8, 9.0, &[(208.1, "December 9,")]),
            line(589.5, 7.0, &[(50.2, "PAYMENT DUE")]),
            line(583.5, 9.0, &[(208.1, "2026")]),
            line(579.0, 10.0, &[(50.2, "December 26, 2026")]),
        ];
        let items = HashSet::from([(0, 0), (2, 0)]);
        let dues: Vec<String> = candidates(&lines, &items, 10.0)
            .into_iter()
            .filter(|c| c.field == Field::DueDate)
            .map(|c| c.value)
            .collect();
        assert_eq!(dues, ["December 26, 2026"]);
    }

    #[test]
    fn a_title_of_words_and_dashes_before_the_number_is_its_label() {
        let lines = [line(
            754.1,
            10.0,
            &[(188.8, "FAKTÚRA – DAŇOVÝ DOKLAD č. A/2026/2151")],
        )];
        assert_eq!(
            found(&lines),
            [(Field::InvoiceNumber, "A/2026/2151".to_string())]
        );
    }

    #[test]
    fn a_work_order_is_no_purchase_order() {
        let lines = [line(
            660.0,
            10.0,
            &[
                (56.8, "WORK ORDER...... WO-88096"),
                (308.8, "P.O./AUTH NO.... PO76342"),
            ],
        )];
        let orders = purchase_orders(&lines);
        assert!(
            !orders.is_empty() && orders.iter().all(|o| o == "PO76342"),
            "{orders:?}"
        );
    }

    #[test]
    fn right_to_left_totals_and_labels_wrapped_around_their_value() {
        let lines = [
            // The value set half a line lower, between the two lines of its label.
            line(624.0, 9.0, &[(262.0, "Purchase Order")]),
            line(619.0, 9.0, &[(375.0, "PO-10753")]),
            line(614.0, 9.0, &[(262.0, "No.")]),
            // Amounts left of their labels; an amount after a label is its own.
            line(
                441.0,
                9.0,
                &[(47.0, "$31184.37"), (116.0, "Total (Excluding VAT)")],
            ),
            line(420.0, 9.0, &[(47.0, "$2494.75"), (116.0, "Total VAT")]),
            line(
                400.0,
                9.0,
                &[(47.0, "Deposit:"), (90.0, "100.00"), (140.0, "Total")],
            ),
        ];
        assert_eq!(
            found(&lines),
            [
                (Field::PoNumber, "PO-10753".to_string()),
                (Field::Subtotal, "$31184.37".to_string()),
                (Field::Tax, "$2494.75".to_string()),
            ]
        );
    }

    #[test]
    fn a_money_label_holding_a_base_amount_takes_the_amount_right_of_it() {
        let lines = [line(
            500.0,
            10.0,
            &[(300.0, "VAT 19 % on 1.771,50"), (480.0, "336,59")],
        )];
        let taxes: Vec<String> = found(&lines)
            .into_iter()
            .filter(|(f, _)| *f == Field::Tax)
            .map(|(_, v)| v)
            .collect();
        assert!(taxes.contains(&"336,59".to_string()), "{taxes:?}");
    }

    #[test]
    fn dot_leaders_become_a_colon() {
        assert_eq!(
            without_leaders("Invoice number ...... INV 3"),
            "Invoice number : INV 3"
        );
        assert_eq!(without_leaders("P.O. No."), "P.O. No.");
        assert_eq!(without_leaders("Total……12.00"), "Total:12.00");
    }

    #[test]
    fn a_date_that_earns_a_discount_is_no_due_date() {
        let words = |s: &'static str| s.split_whitespace().collect::<Vec<_>>();
        let terms = "Zahlbar bis 2026-02-15 abzüglich 2 % Skonto (685,08 €, Zahlbetrag \
            33 568,92 €), bis 2026-02-22 netto ohne Abzug.";
        assert_eq!(
            due_in_sentence(&words(terms)).as_deref(),
            Some("2026-02-22")
        );
        assert!(names_a_discount("2026-02-15 abzüglich 2 % Skonto (685,08"));
        assert!(!names_a_discount("2026-02-22 netto ohne Abzug"));
    }

    #[test]
    fn a_post_office_box_is_no_purchase_order() {
        assert!(continues_label("P.O.", "BOX 25965"));
        assert!(!continues_label("P.O.", "PO73120"));
    }

    #[test]
    fn due_dates_after_their_terms() {
        assert_eq!(
            date_after_terms("14 Tage netto (bis 06.04.2026).").as_deref(),
            Some("06.04.2026")
        );
        assert_eq!(
            date_after_terms("30 days net, i.e. by 14 May 2026").as_deref(),
            Some("14 May 2026")
        );
        assert_eq!(date_after_terms("30 days net"), None);
    }

    #[test]
    fn due_dates_in_sentences() {
        let words = |s: &'static str| s.split_whitespace().collect::<Vec<_>>();
        for (sentence, date) in [
            ("Payable without deduction by 14.03.2026.", "14.03.2026"),
            (
                "All amounts in GBP. Payment due by 2 May 2026.",
                "2 May 2026",
            ),
            ("$12.00 due March 4, 2026", "March 4, 2026"),
            ("Total due by 08/20/2026.", "08/20/2026"),
            ("Please transfer the total by 8 June 2026 to", "8 June 2026"),
            ("Payable without deduction by 2026-10-09.", "2026-10-09"),
            (
                "het totaalbedrag van 33.117,57 EUR vóór 23-06-2026 over te maken op",
                "23-06-2026",
            ),
            (
                "den Betrag von 1.234,00 EUR bis zum 5. Januar 2027 zu überweisen.",
                "5. Januar 2027",
            ),
            (
                "Den Rechnungsbetrag ziehen wir zum 15.08.2026 aufgrund des Mandats ein.",
                "15.08.2026",
            ),
            (
                "Der Betrag wird am 15.08.2026 von Ihrem Konto abgebucht.",
                "15.08.2026",
            ),
            ("We will debit your account on 3 May 2026.", "3 May 2026"),
        ] {
            assert_eq!(
                due_in_sentence(&words(sentence)).as_deref(),
                Some(date),
                "{sentence}"
            );
        }
        assert_eq!(due_in_sentence(&words("Payment due on receipt")), None);
        // A date before which something else happens is no due date.
        assert_eq!(
            due_in_sentence(&words("Goods ordered before 3 May 2026 ship free")),
            None
        );
    }

    #[test]
    fn numbers_named_in_sentences() {
        let words = |s: &'static str| s.split_whitespace().collect::<Vec<_>>();
        let sentence =
            words("please find our invoice INV-2026-0612 of 9 May 2026 for your order PO71536.");
        assert_eq!(
            named_in_sentence(&sentence, &["invoice"]).as_deref(),
            Some("INV-2026-0612")
        );
        assert_eq!(
            named_in_sentence(&sentence, &["order", "po"]).as_deref(),
            Some("PO71536")
        );
        assert_eq!(
            named_in_sentence(&words("Invoice 2026 total"), &["invoice"]),
            None
        );
        assert_eq!(
            named_in_sentence(&words("our invoice INV 03515 of 2026-04-15"), &["invoice"])
                .as_deref(),
            Some("INV 03515")
        );
        assert_eq!(
            named_in_sentence(&words("for your order 4500000634."), &["order"]).as_deref(),
            Some("4500000634")
        );
        // The owner a few words before the noun.
        assert_eq!(
            named_in_sentence(
                &words("Invoice No. INV-2026-1112 – your Purchase Order 4500001132"),
                &["order", "po"]
            )
            .as_deref(),
            Some("4500001132")
        );
        assert_eq!(
            named_in_sentence(
                &words("Fournitures suivant votre bon de commande n° 4500001114."),
                &["order", "po"]
            )
            .as_deref(),
            Some("4500001114")
        );
        assert_eq!(
            named_in_sentence(&words("Delivered to site, order 4500001114"), &["order"]),
            None
        );
        // A legal order, no purchase.
        assert_eq!(
            named_in_sentence(
                &words("Works to trees under Tree Preservation Order TPO/2012/506:"),
                &["order", "po"]
            ),
            None
        );
    }

    /// The sentences ordinary invoices ask for payment by a date with, in
    /// each language and either word order.
    #[test]
    fn mainstream_due_date_sentences() {
        let words = |s: &'static str| s.split_whitespace().collect::<Vec<_>>();
        let languages: [(&str, &[(&str, &str)]); 11] = [
            (
                "English",
                &[
                    ("Please pay by 15 June 2026.", "15 June 2026"),
                    ("Payment is due on or before 15/06/2026.", "15/06/2026"),
                    ("Payment must be received by 30 June 2026", "30 June 2026"),
                    ("Please remit payment by June 15, 2026.", "June 15, 2026"),
                    ("The total is payable on 12/07/2026", "12/07/2026"),
                    (
                        "Kindly pay the balance of £1,250.00 by 12 July 2026.",
                        "12 July 2026",
                    ),
                ],
            ),
            (
                "German",
                &[
                    ("Zahlbar bis 15.06.2026 ohne Abzug.", "15.06.2026"),
                    (
                        "Bitte überweisen Sie den Betrag bis zum 15.06.2026 auf unser Konto.",
                        "15.06.2026",
                    ),
                    (
                        "Zahlbar innerhalb von 14 Tagen bis zum 15.06.2026.",
                        "15.06.2026",
                    ),
                    (
                        "Bitte überweisen Sie den Rechnungsbetrag von 2.380,00 € unter Angabe der Rechnungsnummer INV-2026-3060 bis zum 27.01.2026 ohne Abzug.",
                        "27.01.2026",
                    ),
                    (
                        "Der Rechnungsbetrag ist am 15.06.2026 fällig.",
                        "15.06.2026",
                    ),
                    ("Bitte zahlen Sie spätestens am 15.06.2026.", "15.06.2026"),
                ],
            ),
            (
                "French",
                &[
                    ("À régler avant le 15/06/2026.", "15/06/2026"),
                    (
                        "Paiement à effectuer avant le 15 juin 2026.",
                        "15 juin 2026",
                    ),
                    ("Payable au plus tard le 15/06/2026.", "15/06/2026"),
                    (
                        "Merci de régler le montant avant le 15/06/2026.",
                        "15/06/2026",
                    ),
                ],
            ),
            (
                "Dutch",
                &[
                    ("Gelieve te betalen vóór 15/06/2026.", "15/06/2026"),
                    (
                        "Wij verzoeken u het bedrag uiterlijk 15-06-2026 te voldoen.",
                        "15-06-2026",
                    ),
                    (
                        "Het bedrag dient uiterlijk op 15-06-2026 betaald te worden.",
                        "15-06-2026",
                    ),
                ],
            ),
            (
                "Spanish",
                &[
                    ("Pagadero antes del 15/06/2026.", "15/06/2026"),
                    (
                        "El pago deberá realizarse antes del 15 de junio de 2026.",
                        "15 de junio de 2026",
                    ),
                    ("Vence el 15/06/2026", "15/06/2026"),
                ],
            ),
            (
                "Italian",
                &[
                    ("Da pagare entro il 15/06/2026.", "15/06/2026"),
                    ("Pagamento entro il 15 giugno 2026.", "15 giugno 2026"),
                ],
            ),
            (
                "Portuguese",
                &[
                    ("Pagamento até 15/06/2026.", "15/06/2026"),
                    ("Data de vencimento: 15-06-2026", "15-06-2026"),
                ],
            ),
            (
                "Swedish",
                &[
                    ("Betalas senast 2026-06-15.", "2026-06-15"),
                    (
                        "Fakturan förfaller till betalning 2026-06-15.",
                        "2026-06-15",
                    ),
                    ("Att betala senast den 15 juni 2026", "15 juni 2026"),
                ],
            ),
            (
                "Danish",
                &[
                    ("Betales senest den 15.06.2026.", "15.06.2026"),
                    (
                        "Beløbet forfalder til betaling den 15-06-2026.",
                        "15-06-2026",
                    ),
                ],
            ),
            (
                "Romanian",
                &[(
                    "Plata prin transfer bancar în EUR, în termen de 14 zile – până la 19.11.2026",
                    "19.11.2026",
                )],
            ),
            (
                "Norwegian",
                &[
                    ("Betales innen 15.06.2026.", "15.06.2026"),
                    ("Vennligst betal innen 15.06.2026", "15.06.2026"),
                ],
            ),
        ];
        let wrong: Vec<String> = languages
            .iter()
            .flat_map(|(language, sentences)| {
                sentences
                    .iter()
                    .filter(|(sentence, date)| {
                        due_in_sentence(&words(sentence)).as_deref() != Some(*date)
                    })
                    .map(move |(sentence, _)| {
                        format!(
                            "{language}: {sentence} → {:?}",
                            due_in_sentence(&words(sentence))
                        )
                    })
            })
            .collect();
        assert!(wrong.is_empty(), "{wrong:#?}");
        // A payment made, a date of delivery, a term in days: no due date.
        for sentence in [
            "Payment received on 3 May 2026, thank you.",
            "Payment due within 30 days of the invoice date.",
            "Geliefert am 03.05.2026, Zahlung per Überweisung.",
            "Bezahlt am 03.05.2026.",
            "Livré le 03/05/2026, paiement à 30 jours.",
            "Levering op 03-05-2026. Betaling binnen 14 dagen.",
        ] {
            assert_eq!(due_in_sentence(&words(sentence)), None, "{sentence}");
        }
    }

    #[test]
    fn order_numbers_named_in_sentences_of_each_language() {
        let words = |s: &'static str| s.split_whitespace().collect::<Vec<_>>();
        for (sentence, number) in [
            ("Bezug: Ihre Bestellung Nr. 4711 vom 02.05.2026", "4711"),
            ("Votre commande n° 2026-118 du 02/05/2026", "2026-118"),
            ("Uw bestelling 45001234 van 2 mei", "45001234"),
            ("as per your order no. 4500012345", "4500012345"),
        ] {
            assert_eq!(
                named_in_sentence(&words(sentence), &["order", "po"]).as_deref(),
                Some(number),
                "{sentence}"
            );
        }
        // The seller's own order is not the buyer's.
        assert_eq!(
            named_in_sentence(
                &words("Our order no. SO-2231 ships today"),
                &["order", "po"]
            ),
            None
        );
    }

    #[test]
    fn a_label_followed_by_the_date_of_what_it_names_has_no_number() {
        for text in [
            "Votre commande du 12/05/2026",
            "Ihre Bestellung vom 05.05.2026",
            "Facture du 12/05/2026",
        ] {
            let lines = [line(700.0, 10.0, &[(50.0, text)])];
            let numbers: Vec<_> = found(&lines)
                .into_iter()
                .filter(|(f, _)| matches!(f, Field::PoNumber | Field::InvoiceNumber))
                .collect();
            assert!(numbers.is_empty(), "{text}: {numbers:?}");
        }
        // Nor is the date of a delivery the invoice's.
        for text in [
            "Date of delivery 03.05.2026",
            "Datum van levering 03-05-2026",
            "Datum der Lieferung 03.05.2026",
            "Date de livraison 03/05/2026",
        ] {
            let lines = [line(700.0, 10.0, &[(50.0, text)])];
            let dates: Vec<_> = found(&lines)
                .into_iter()
                .filter(|(f, _)| *f == Field::InvoiceDate)
                .collect();
            assert!(dates.is_empty(), "{text}: {dates:?}");
        }
    }
}
