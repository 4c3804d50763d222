//! Line items that no recognised column header announces, found by their
//! arithmetic: a line is an item when three of its numbers multiply out,
//! quantity × unit price = amount, after text that names it ("10  HE-101
//! Gauge block set  1 pcs  980,00  980,00", "2 x Oat milk 1L @ 2.89 = 5.78");
//! failing that, a few consecutive lines are one when they do (a name over
//! "5 × $140.00", or over labelled lines "Quantity: 8", "Unit price: …").
//! Kept only when the amounts add up to a sum the document prints elsewhere,
//! so that numbers which happen to multiply out do not become items; chosen
//! over the table reader's items when those do not add up.

use std::collections::HashSet;

use super::cards;
use super::columns;
use super::reconcile::equal;
use super::table::Table;
use super::text::{Cell, Line, is_bar};
use super::values::{AMOUNT_WORDS, holds_date, parse_amount};
use crate::model::LineItem;

/// A word or a whole cell of a line: its text, and its value when it is a number.
struct Token {
    cell: usize,
    /// Where the token's cell starts and ends across the page.
    span: (f32, f32),
    /// The size of the token's cell.
    size: f32,
    text: String,
    number: Option<f64>,
    /// The token stands in a cell that holds a date.
    dated: bool,
}

/// The most numbers searched for a quantity and price: the work grows with
/// the cube of it.
const MAX_NUMBERS: usize = 12;

/// Marks that stand between the numbers of an item ("2 x 5.00 = 10.00"),
/// and dot leaders ("Micrometer ........ 1 740,00").
fn is_operator(text: &str) -> bool {
    matches!(text, "x" | "X" | "×" | "@" | "=" | "*" | "à" | "a")
        || (text.len() >= 2 && text.chars().all(|c| matches!(c, '.' | '…')))
}

fn tokens(line: &Line) -> Vec<Token> {
    let mut tokens = Vec::new();
    for (at, cell) in line.cells.iter().enumerate() {
        if let Some(value) = parse_amount(&cell.text) {
            tokens.push(Token {
                cell: at,
                span: (cell.x, cell.x_end),
                size: cell.size,
                text: cell.text.trim().to_string(),
                number: Some(value),
                dated: false,
            });
            continue;
        }
        // The numbers of a date ("2 Oct 2026") are no quantity or price.
        let dated = holds_date(&cell.text);
        let words: Vec<&str> = words(cell).collect();
        // An amount that ends the cell may hold spaces ("… 1 740,00", "18 ×
        // 1 200,00 EUR"): the longest run of last words that reads as one.
        let amount_from = (!dated)
            .then(|| {
                (words.len().saturating_sub(AMOUNT_WORDS)..words.len()).find(|&from| {
                    words[from].chars().any(|c| c.is_ascii_digit())
                        && parse_amount(&words[from..].join(" ")).is_some()
                })
            })
            .flatten()
            .unwrap_or(words.len());
        for (i, word) in words[..amount_from].iter().enumerate() {
            let bare = word.trim_start_matches(['x', '×', '@']);
            // "19 %" is a tax rate, neither quantity nor price.
            let rate = words.get(i + 1).is_some_and(|next| *next == "%");
            let number = (!dated && !rate && bare.chars().any(|c| c.is_ascii_digit()))
                .then(|| parse_amount(bare))
                .flatten();
            if !is_operator(word) {
                tokens.push(Token {
                    cell: at,
                    span: (cell.x, cell.x_end),
                    size: cell.size,
                    text: word.to_string(),
                    number,
                    dated,
                });
            }
        }
        if amount_from < words.len() {
            let text = words[amount_from..].join(" ");
            tokens.push(Token {
                cell: at,
                span: (cell.x, cell.x_end),
                size: cell.size,
                number: parse_amount(&text),
                text,
                dated,
            });
        }
    }
    tokens
}

/// A cell's words, also apart where a bar separates columns ("1|980.00").
fn words(cell: &Cell) -> impl Iterator<Item = &str> {
    (0..cell.words.len())
        .flat_map(|i| {
            cell.word_text(i)
                .split(|c: char| c.is_whitespace() || is_bar(c))
        })
        .filter(|word| !word.is_empty())
}

/// The item a line prints, when its last number is the product of two before
/// it, the cells it was read from, and how many of the lines `above` it (the
/// nearest last) its description and the details after it take.
fn item_of(tokens: &[Token], line: &Line, above: &[Line]) -> Option<(LineItem, Vec<usize>, usize)> {
    let amount_at = tokens.iter().rposition(|t| t.number.is_some())?;
    // After the amount, at most a currency or a tax code.
    if tokens[amount_at + 1..].iter().any(|t| t.text.len() > 3) {
        return None;
    }
    let amount = tokens[amount_at].number?;
    let mut numbers: Vec<usize> = (0..amount_at)
        .filter(|&i| tokens[i].number.is_some())
        .collect();
    // Quantity and price stand near the amount; a line of hundreds of
    // numbers is no item, and must not cost their every pair.
    numbers.drain(..numbers.len().saturating_sub(MAX_NUMBERS));
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
    let own = name_before(&tokens[..quantity_at])
        .or_else(|| name_between(&tokens[quantity_at + 1..price_at]));
    let (description, described_above) = match own {
        Some(own) => (own, 0),
        None => description_above(line, above)?,
    };
    let description = unlabelled(&description);
    let cells = tokens[..=amount_at].iter().map(|t| t.cell).collect();
    let (quantity_at, price_at) = if in_order(&tokens[quantity_at], &tokens[price_at]) {
        (quantity_at, price_at)
    } else {
        (price_at, quantity_at)
    };
    let item = LineItem {
        description,
        quantity: tokens[quantity_at].number,
        unit_price: tokens[price_at].number,
        amount: Some(amount),
    };
    Some((item, cells, described_above))
}

/// Units of measure printed beside a quantity.
const UNITS: &[&str] = &[
    "pcs", "pc", "pce", "piece", "pieces", "ea", "each", "unit", "units", "item", "items", "h",
    "hr", "hrs", "hour", "hours", "day", "days", "week", "weeks", "month", "months", "kg", "g",
    "m", "l", "box", "boxes", "set", "sets", "pack", "packs", "pair", "pairs", "roll", "rolls",
    "lot", "nos", "stk", "stck", "stück", "std", "st", "tim", "timer", "szt", "godz", "un", "ud",
    "uds", "pz", "ore", "ks", "kom", "buc", "klst",
];

/// Whether a word is a unit of measure ("pcs", "Szt.", "EA").
fn is_unit(word: &str) -> bool {
    UNITS.contains(&word.trim_end_matches('.').to_lowercase().as_str())
}

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
/// is not taken in. A lone code in capitals after the name ("MISC", "REG":
/// a pay type, a tax class) is not the name, unless no other cell is.
fn name_before(tokens: &[Token]) -> Option<String> {
    let mut cells: Vec<usize> = tokens
        .iter()
        .filter(|t| t.number.is_none())
        .map(|t| t.cell)
        .collect();
    cells.dedup();
    let name_in = |cell: usize, codes_too: bool| {
        let in_cell: Vec<&Token> = tokens.iter().filter(|t| t.cell == cell).collect();
        // Words, not a dash standing for a blank cell.
        let start = in_cell.iter().position(|t| {
            !t.text.chars().any(|c| c.is_ascii_digit()) && t.text.chars().any(char::is_alphabetic)
        })?;
        let words = &in_cell[start..];
        // "10 kos": a short word after the count in its cell is its unit.
        let after_count = start > 0 && in_cell[start - 1].number.is_some();
        let lone_unit = matches!(words, [word] if is_unit(&word.text)
            || (after_count && is_short_word(&word.text)));
        let lone_code = matches!(words, [word] if is_code(&word.text));
        (!lone_unit && (codes_too || !lone_code))
            .then(|| joined(words.iter().map(|t| t.text.as_str())))
            .flatten()
    };
    let last_name = |codes_too: bool| {
        cells
            .iter()
            .rev()
            .find_map(|&cell| name_in(cell, codes_too))
    };
    last_name(false).or_else(|| last_name(true))
}

/// A short word in capitals that classes a line rather than naming it.
fn is_code(word: &str) -> bool {
    (2..=4).contains(&word.chars().count()) && word.chars().all(|c| c.is_ascii_uppercase())
}

/// The item's name printed between quantity and price ("2 x Oat milk @
/// 2.89"), without a unit that follows the quantity. A short word alone
/// there is a unit too.
fn name_between(tokens: &[Token]) -> Option<String> {
    let mut words = skip_codes(tokens).peekable();
    if words.peek().is_some_and(|w| is_unit(w)) {
        words.next();
    }
    let words: Vec<&str> = words.collect();
    if let [word] = words[..]
        && is_short_word(word)
    {
        return None;
    }
    joined(words.into_iter())
}

/// A word of at most four letters: alone beside a count, its unit in
/// whatever language ("kos", "mes", "stor", "TB").
fn is_short_word(word: &str) -> bool {
    let word = word.trim_end_matches('.');
    word.chars().count() <= 4 && word.chars().all(char::is_alphabetic)
}

/// A name without the label before it: "Item: Oat milk" names "Oat milk".
fn unlabelled(name: &str) -> String {
    match name.split_once(": ") {
        Some((label, rest)) if !label.contains(' ') && !rest.is_empty() => rest.to_string(),
        _ => name.to_string(),
    }
}

/// Whether two numbers whose product is the amount stand as quantity and
/// price. Either order multiplies out; a price is printed with cents, a
/// count seldom is ("129.00  18", "18  129.00").
fn in_order(first: &Token, second: &Token) -> bool {
    !has_cents(&first.text) || has_cents(&second.text)
}

/// Whether a number is printed with two decimals, as money is.
fn has_cents(text: &str) -> bool {
    let digits: Vec<char> = text
        .chars()
        .filter(|c| !c.is_alphabetic() && !c.is_whitespace())
        .collect();
    let n = digits.len();
    n >= 3
        && matches!(digits[n - 3], '.' | ',')
        && digits[n - 2].is_ascii_digit()
        && digits[n - 1].is_ascii_digit()
}

/// The name of an item whose numbers follow on a line of their own, and how
/// many lines above them it is: the line just above, when it holds words
/// only, without the item code or position number printed in a cell before
/// it ("UM-101   Sample vials"); or the line above that, when it is led by
/// them and a line of details comes between ("1. HE-101 Micrometer 0-25mm"
/// over "Kidričevo – dobavnica 26-36701 z dne 10. 6. 2026").
fn description_above(line: &Line, above: &[Line]) -> Option<(String, usize)> {
    let close = |upper: &Line, lower: &Line| {
        upper.page == lower.page && upper.y - lower.y <= 1.6 * lower.size()
    };
    let is_code = |t: &str| !t.contains(' ') && t.chars().any(|c| c.is_ascii_digit());
    let codes = |l: &Line| {
        l.cells
            .iter()
            .take_while(|c| is_code(c.text.trim()))
            .count()
            .min(l.cells.len().saturating_sub(1))
    };
    let name = |l: &Line| {
        let text: Vec<&str> = l.cells[codes(l)..].iter().map(|c| c.text.trim()).collect();
        // After the position number and the code ("2  FR-4402  Managed backup").
        let words_only = text
            .iter()
            .all(|t| parse_amount(t).is_none() && !t.is_empty());
        (words_only && !text.is_empty()).then(|| text.join(" "))
    };
    if let [first, details] = above
        && codes(first) > 0
        && codes(details) == 0
        && close(first, details)
        && close(details, line)
        && let Some(name) = name(first)
    {
        return Some((name, 2));
    }
    let nearest = above.last().filter(|above| close(above, line))?;
    name(nearest).map(|name| (name, 1))
}

/// Items found line by line, else block by block, when their amounts add up
/// to a sum printed outside them; `None` when neither way finds such items.
pub fn read(lines: &[Line]) -> Option<Table> {
    let tokens: Vec<Vec<Token>> = lines.iter().map(tokens).collect();
    let rows = read_rows(lines, &tokens);
    if adds_up(&rows, lines) {
        return Some(rows);
    }
    let blocks = blocks(lines, &tokens);
    if adds_up(&blocks, lines) {
        return Some(blocks);
    }
    let cards = cards::read(lines);
    adds_up(&cards, lines).then_some(cards)
}

/// Items printed as small blocks of lines (see [`blocks`]).
pub fn read_blocks(lines: &[Line]) -> Table {
    let tokens: Vec<Vec<Token>> = lines.iter().map(tokens).collect();
    blocks(lines, &tokens)
}

fn read_rows(lines: &[Line], tokens: &[Vec<Token>]) -> Table {
    let mut items = Vec::new();
    let mut cells = HashSet::new();
    for (index, line) in lines.iter().enumerate() {
        let above = &lines[index.saturating_sub(2)..index];
        if let Some((item, at, described_above)) = item_of(&tokens[index], line, above) {
            items.push(item);
            cells.extend(at.into_iter().map(|at| (index, at)));
            // The name over the numbers, and what comes between, is the
            // item's, not a letterhead.
            for (upper, described) in lines
                .iter()
                .enumerate()
                .take(index)
                .skip(index - described_above)
            {
                cells.extend((0..described.cells.len()).map(|at| (upper, at)));
            }
        }
    }
    Table { items, cells }
}

/// Lines of one item block follow each other at most this many text sizes apart.
const BLOCK_LEADING: f32 = 1.9;
/// An item block has at most this many lines: a name, a code and three labelled numbers.
const MAX_BLOCK_LINES: usize = 6;

/// Items printed as small blocks of lines, each the fewest consecutive
/// lines that hold one: a name over "5 × $140.00" with the amount beside
/// the name, or a numbered name over labelled lines ("Quantity: 8", "Unit
/// price: 22.75", "Line total: 182.00").
fn blocks(lines: &[Line], tokens: &[Vec<Token>]) -> Table {
    let mut items = Vec::new();
    let mut cells = HashSet::new();
    let mut index = 0;
    while index < lines.len() {
        let found = (2..=MAX_BLOCK_LINES).find_map(|count| {
            let block = lines.get(index..index + count)?;
            // A block may run on from the foot of one page to the head of the next.
            let together = block.windows(2).all(|pair| {
                pair[1].page == pair[0].page + 1
                    || (pair[0].page == pair[1].page
                        && pair[0].y - pair[1].y
                            <= BLOCK_LEADING * pair[0].size().max(pair[1].size()))
            });
            together
                .then(|| block_item(&tokens[index..index + count]))
                .flatten()
                .map(|found| (found.item, found.cells, count))
        });
        // A heading over the block ("ITEMS") is not its first line: a block
        // that starts one line later, on a line holding one of its numbers,
        // and ends on the same line is it; so is one that starts later still,
        // when the lines between are a column beside (a panel of items set
        // beside an order's facts, whose lines interleave with them).
        let later_start = |count: usize| {
            count > 2
                && (index + 1..index + count - 1).any(|start| {
                    block_item(&tokens[start..index + count])
                        .is_some_and(|found| found.anchored || start > index + 1)
                })
        };
        match found {
            Some((_, _, count)) if later_start(count) => index += 1,
            Some((item, used, count)) => {
                items.push(item);
                // The block is what lies from its name and numbers rightwards:
                // a column of other facts beside an order's items is none of it.
                let left = used
                    .iter()
                    .map(|&(line, cell)| {
                        let line = &lines[index + line];
                        line.cells[cell].x - line.cells[cell].size
                    })
                    .fold(f32::INFINITY, f32::min);
                for (line, at) in (index..index + count).zip(&lines[index..index + count]) {
                    cells.extend(
                        at.cells
                            .iter()
                            .enumerate()
                            .filter(|(_, cell)| cell.x_end > left)
                            .map(|(cell, _)| (line, cell)),
                    );
                }
                index += count;
            }
            None => index += 1,
        }
    }
    Table { items, cells }
}

/// An item read from a block of lines.
struct BlockItem {
    item: LineItem,
    /// The block's first line holds one of the item's numbers.
    anchored: bool,
    /// The cells of its name and numbers, as (line in the block, cell).
    cells: Vec<(usize, usize)>,
}

/// The item of a block: three of its numbers that multiply out, wherever
/// they stand, named by the words of its first line.
fn block_item(block: &[Vec<Token>]) -> Option<BlockItem> {
    let tokens: Vec<(usize, &Token)> = block
        .iter()
        .enumerate()
        .flat_map(|(at, line)| line.iter().map(move |t| (at, t)))
        .collect();
    let value = |i: usize| tokens[i].1.number.filter(|v| *v > 0.0);
    let numbers: Vec<(usize, f64)> = (0..tokens.len())
        .filter_map(|i| value(i).map(|v| (i, v)))
        .collect();
    if numbers.len() > MAX_NUMBERS {
        return None;
    }
    let (quantity_at, price_at, amount_at) = numbers.iter().rev().find_map(|&(a, amount)| {
        numbers.iter().find_map(|&(q, quantity)| {
            numbers
                .iter()
                .find(|&&(p, price)| p > q && p != a && q != a && equal(quantity * price, amount))
                .map(|&(p, _)| (q, p, a))
        })
    })?;
    // The block ends on a line holding one of its numbers.
    let last_line = block.len() - 1;
    if ![quantity_at, price_at, amount_at]
        .iter()
        .any(|&i| tokens[i].0 == last_line)
    {
        return None;
    }
    let used = [quantity_at, price_at, amount_at];
    // A first line that only numbers the item ("ITEM 3") heads its name.
    let (description, named_at) = match name_on(&tokens, &used, 0)? {
        (heading, _) if is_position(&heading) && block.len() > 2 => name_on(&tokens, &used, 1)?,
        named => named,
    };
    // A name ends past where the numbers start: text far left of them is
    // another column's (an order's facts beside a panel of its items).
    let numbers_left = used
        .iter()
        .map(|&i| tokens[i].1.span.0)
        .fold(f32::INFINITY, f32::min);
    let far_left = tokens
        .iter()
        .find(|(on, t)| (*on, t.cell) == named_at)
        .is_some_and(|(_, t)| t.span.1 + FAR_LEFT * t.size < numbers_left);
    if far_left {
        return None;
    }
    // A row of captions ("QTY  PRICE  LINE TOTAL") over the numbers names
    // nothing, nor do a web shop's thumbnail initials ("TW" beside the
    // numbers, "Torque wrench" over them).
    if description.ends_with(':')
        || !description.chars().any(char::is_alphabetic)
        || columns::is_plain_name(&description)
        || is_monogram(&description)
    {
        return None;
    }
    let (quantity_at, price_at) = if in_order(tokens[quantity_at].1, tokens[price_at].1) {
        (quantity_at, price_at)
    } else {
        (price_at, quantity_at)
    };
    let item = LineItem {
        description,
        quantity: value(quantity_at),
        unit_price: value(price_at),
        amount: value(amount_at),
    };
    let anchored = [quantity_at, price_at, amount_at]
        .iter()
        .any(|&i| tokens[i].0 == 0);
    let mut cells: Vec<(usize, usize)> = [quantity_at, price_at, amount_at]
        .iter()
        .map(|&i| (tokens[i].0, tokens[i].1.cell))
        .collect();
    cells.push(named_at);
    Some(BlockItem {
        item,
        anchored,
        cells,
    })
}

/// A name ending this many text sizes left of where its numbers start is
/// another column's: labels ("Quantity:") fit between a name and numbers
/// set under it.
const FAR_LEFT: f32 = 8.0;

/// Two or three capitals standing for a name.
fn is_monogram(text: &str) -> bool {
    (2..=3).contains(&text.chars().count()) && text.chars().all(|c| c.is_uppercase())
}

/// The name of a block's item printed on its line `line`: the words of one
/// cell there, the last cell with words before the first of the item's
/// numbers printed on that line (a date column or a margin note beside it
/// is not the name).
fn name_on(
    tokens: &[(usize, &Token)],
    used: &[usize; 3],
    line: usize,
) -> Option<(String, (usize, usize))> {
    let first_used_cell = used
        .iter()
        .filter(|&&i| tokens[i].0 == line)
        .map(|&i| tokens[i].1.cell)
        .min();
    let named_cell = tokens
        .iter()
        .filter(|(on, t)| {
            *on == line
                && !t.dated
                && t.number.is_none()
                && t.text.chars().any(char::is_alphabetic)
                && first_used_cell.is_none_or(|c| t.cell <= c)
        })
        .map(|(_, t)| t.cell)
        .next_back()?;
    let words = tokens
        .iter()
        .enumerate()
        .filter(|(i, (on, t))| *on == line && t.cell == named_cell && !used.contains(i))
        .map(|(_, (_, t))| t.text.as_str())
        .skip_while(|t| t.chars().any(|c| c.is_ascii_digit()));
    Some((unlabelled(&joined(words)?), (line, named_cell)))
}

/// A heading that numbers an item rather than naming it: "Item 3", "Pos.
/// 2", or letter-spaced, "I T E M 3".
fn is_position(text: &str) -> bool {
    let mut words: Vec<&str> = text.split_whitespace().collect();
    let number = words
        .last()
        .map(|w| w.trim_start_matches('#'))
        .filter(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()));
    if number.is_some() {
        words.pop();
    }
    let word: String = words.concat().trim_end_matches(['.', ':']).to_lowercase();
    ["item", "pos", "position", "line", "no"].contains(&word.as_str())
}

/// The amount a cell ends with: "1 740,00" in "Net amount ..... 1 740,00".
fn trailing_amount(text: &str) -> Option<f64> {
    let words: Vec<&str> = text.split_whitespace().collect();
    (words.len().saturating_sub(AMOUNT_WORDS)..words.len()).find_map(|from| {
        let tail = words[from..].join(" ");
        parse_amount(tail.rsplit(':').next().unwrap_or_default())
    })
}

/// Whether a table has items whose amounts add up to a sum printed outside
/// it, as a subtotal (or a total, where no tax is charged) is.
pub fn adds_up(table: &Table, lines: &[Line]) -> bool {
    let sum: f64 = table.items.iter().filter_map(|i| i.amount).sum();
    let printed_elsewhere = lines.iter().enumerate().any(|(index, line)| {
        line.cells.iter().enumerate().any(|(at, cell)| {
            !table.cells.contains(&(index, at))
                && trailing_amount(&cell.text).is_some_and(|v| equal(v, sum))
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
    fn a_short_word_after_the_count_in_its_cell_is_its_unit() {
        let lines = [
            line(
                0,
                499.6,
                &[
                    (59.1, "1."),
                    (137.1, "Calibration service"),
                    (275.7, "10 kos"),
                    (352.2, "350,00"),
                    (413.6, "0,00"),
                    (459.6, "10"),
                    (526.0, "3.500,00"),
                ],
            ),
            line(0, 374.2, &[(291.0, "Skupaj brez DDV"), (520.4, "3.500,00")]),
        ];
        let table = read(&lines).expect("items that add up");
        assert_eq!(table.items[0].description, "Calibration service");
    }

    #[test]
    fn a_name_led_by_its_position_over_a_line_of_details_is_the_item_s() {
        // A Slovenian plain-text račun: each item a block of three lines,
        // its name after the position and code, a delivery note, then the
        // numbers with the unit between quantity and price.
        let lines = [
            line(
                0,
                481.7,
                &[(56.8, "1."), (92.8, "HE-101"), (140.8, "Micrometer 0-25mm")],
            ),
            line(
                0,
                470.4,
                &[(140.8, "Kidricevo - dobavnica 26-36701 z dne 10. 6. 2026")],
            ),
            line(
                0,
                459.0,
                &[
                    (176.8, "2,00"),
                    (212.8, "kos"),
                    (284.8, "145,00"),
                    (368.8, "0"),
                    (458.8, "290,00"),
                ],
            ),
            line(
                0,
                447.7,
                &[(56.8, "2."), (92.8, "HE-102"), (140.8, "Gauge block set")],
            ),
            line(
                0,
                436.3,
                &[(140.8, "Maribor-Tezno - dobavnica 26-36718 z dne 9. 6. 2026")],
            ),
            line(
                0,
                425.0,
                &[
                    (176.8, "3,00"),
                    (212.8, "mes"),
                    (284.8, "980,00"),
                    (368.8, "0"),
                    (446.8, "2.940,00"),
                ],
            ),
            line(
                0,
                402.3,
                &[(272.8, "Skupaj brez DDV:"), (488.8, "3.230,00")],
            ),
        ];
        let table = read(&lines).expect("items that add up");
        let names: Vec<&str> = table.items.iter().map(|i| i.description.as_str()).collect();
        assert_eq!(names, ["Micrometer 0-25mm", "Gauge block set"]);
        // The name and the details are the items', not a letterhead's.
        assert!(table.cells.contains(&(1, 0)) && table.cells.contains(&(3, 2)));
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
            line(
                0,
                582.0,
                &[(50.0, "Cane sugar sticks (1000) | 1|18.20 | 18.20")],
            ),
            line(0, 576.0, &[(50.0, "Item: Torque wrench 5-60Nm")]),
            line(0, 566.0, &[(50.0, "3 × 279,50 = 838,50")]),
            line(0, 500.0, &[(380.0, "Net"), (480.0, "1 842,48")]),
        ];
        let table = read(&lines).expect("items that add up");
        assert_eq!(
            table.items,
            [
                item("Gauge block set", 1.0, 980.0, 980.0),
                item("Oat milk 1L", 2.0, 2.89, 5.78),
                item("Cane sugar sticks (1000)", 1.0, 18.2, 18.2),
                item("Torque wrench 5-60Nm", 3.0, 279.5, 838.5),
            ]
        );
    }

    #[test]
    fn thumbnail_initials_beside_the_numbers_are_no_name() {
        let lines = [
            line(0, 571.0, &[(82.0, "Torque wrench 5-60Nm")]),
            line(
                0,
                566.0,
                &[(52.0, "TW"), (450.0, "20 %"), (515.0, "1.118,00")],
            ),
            line(
                0,
                560.0,
                &[(
                    82.0,
                    "Ref.: HE-101 · Quantidade: 4 un. × Preço unitário: 279,50",
                )],
            ),
            line(
                0,
                500.0,
                &[(329.0, "Subtotal (sem IVA)"), (492.0, "1.118,00 CHF")],
            ),
        ];
        let table = read(&lines).expect("an item that adds up");
        assert_eq!(
            table.items,
            [item("Torque wrench 5-60Nm", 4.0, 279.5, 1118.0)]
        );
    }

    #[test]
    fn a_panel_of_items_beside_a_column_of_facts() {
        let lines = [
            line(0, 771.0, &[(43.0, "Trade counter online")]),
            line(0, 762.0, &[(336.0, "All prices exclude VAT.")]),
            line(0, 747.0, &[(43.0, "VAT invoice A/2026/1383"), (363.0, "3")]),
            line(
                0,
                735.0,
                &[(43.0, "Web order #W346621"), (377.0, "Extension cable 10m")],
            ),
            line(0, 731.0, &[(500.0, "56.25 GBP")]),
            line(0, 726.0, &[(377.0, "Code AC-101 · 3 × 18.75 GBP")]),
            line(0, 651.0, &[(52.0, "A/2026/1383"), (179.0, "25 Aug 2026")]),
            line(0, 613.0, &[(336.0, "Subtotal"), (495.0, "56.25 GBP")]),
        ];
        let table = read(&lines).expect("an item that adds up");
        assert_eq!(
            table.items,
            [item("Extension cable 10m", 3.0, 18.75, 56.25)]
        );
        assert!(
            !table.cells.contains(&(3, 0)),
            "the order's facts are no item's"
        );
    }

    #[test]
    fn a_unit_beside_the_quantity_is_no_name() {
        // 18.75 × 20 (the VAT rate, printed without its sign) is 375.00 too:
        // the name is still the item's, not the unit's.
        let lines = [
            line(
                0,
                600.0,
                &[
                    (59.0, "AC-103 Extension cable 10m"),
                    (278.0, "20"),
                    (305.0, "Piece"),
                    (377.0, "18.75"),
                    (416.0, "20"),
                    (534.0, "375.00"),
                ],
            ),
            line(
                0,
                500.0,
                &[(343.0, "Total GBP Excl. VAT"), (528.0, "375.00")],
            ),
        ];
        let table = read(&lines).expect("an item that adds up");
        assert_eq!(table.items[0].description, "Extension cable 10m");
    }

    #[test]
    fn a_name_over_a_quantity_with_its_unit() {
        // Each item on two lines: position, code and name over the numbers.
        let lines = [
            line(
                0,
                561.2,
                &[
                    (68.8, "1"),
                    (86.8, "FR-4191"),
                    (152.8, "Data transfer, per TB"),
                ],
            ),
            line(
                0,
                549.8,
                &[
                    (188.8, "16"),
                    (212.8, "ks"),
                    (338.8, "90,00"),
                    (464.8, "1.440,00"),
                ],
            ),
            line(0, 538.5, &[(152.8, "Lota 2601-397, fryst 02.01.2026")]),
            line(
                0,
                527.1,
                &[(68.8, "2"), (86.8, "FR-4402"), (152.8, "Managed backup")],
            ),
            line(
                0,
                515.8,
                &[
                    (188.8, "23"),
                    (212.8, "ks"),
                    (332.8, "150,00"),
                    (464.8, "3.450,00"),
                ],
            ),
            line(0, 481.7, &[(272.8, "Samtals án VSK:"), (488.8, "4.890,00")]),
        ];
        let table = read(&lines).expect("items that add up");
        let names: Vec<&str> = table.items.iter().map(|i| i.description.as_str()).collect();
        assert_eq!(names, ["Data transfer, per TB", "Managed backup"]);
    }

    #[test]
    fn a_dash_for_a_blank_cell_is_no_name() {
        let lines = [
            line(
                0,
                600.0,
                &[
                    (45.8, "X1372"),
                    (94.7, "Barista consulting, hour"),
                    (315.3, "–"),
                    (378.4, "2.5"),
                    (449.9, "95.00"),
                    (539.5, "237.50"),
                ],
            ),
            line(0, 500.0, &[(343.0, "Amount Due"), (528.0, "237.50")]),
        ];
        let table = read(&lines).expect("an item that adds up");
        assert_eq!(table.items[0].description, "Barista consulting, hour");
    }

    #[test]
    fn a_code_classing_the_line_is_no_name() {
        // A staffing agency's charge: timesheet, associate, the charge, its
        // pay type, then the numbers.
        let lines = [
            line(
                0,
                600.0,
                &[
                    (46.0, "TS3946676"),
                    (110.0, "Client charge"),
                    (182.0, "Paper cups 12oz (box of 500)"),
                    (334.0, "MISC"),
                    (428.0, "17"),
                    (456.0, "USD 41.50"),
                    (518.0, "USD 705.50"),
                ],
            ),
            line(0, 500.0, &[(427.0, "Subtotal"), (515.0, "USD 705.50")]),
        ];
        let table = read(&lines).expect("an item that adds up");
        assert_eq!(table.items[0].description, "Paper cups 12oz (box of 500)");
        // With no other words on the line, the code is all the name there is.
        let lines = [
            line(
                0,
                600.0,
                &[
                    (46.0, "SEO"),
                    (428.0, "2"),
                    (456.0, "50.00"),
                    (518.0, "100.00"),
                ],
            ),
            line(0, 500.0, &[(427.0, "Total"), (515.0, "100.00")]),
        ];
        let table = read(&lines).expect("an item that adds up");
        assert_eq!(table.items[0].description, "SEO");
    }

    #[test]
    fn a_tax_rate_is_neither_quantity_nor_price() {
        // 85 × 19 = 1 615 too, but "19 %" is the line's VAT rate.
        let lines = [
            line(
                0,
                600.0,
                &[
                    (46.0, "GL-120"),
                    (106.0, "Installation, per hour"),
                    (302.0, "19 timer"),
                    (405.0, "85,00"),
                    (451.0, "19 %"),
                    (514.0, "1.615,00"),
                ],
            ),
            line(
                0,
                500.0,
                &[(332.0, "Sum eks. mva"), (480.0, "EUR 1.615,00")],
            ),
        ];
        let table = read(&lines).expect("an item that adds up");
        assert_eq!(table.items.len(), 1);
        let item = &table.items[0];
        assert_eq!((item.quantity, item.unit_price), (Some(19.0), Some(85.0)));
        assert!(
            item.description.contains("Installation, per hour"),
            "{}",
            item.description
        );
    }

    #[test]
    fn a_name_over_its_numbers_is_the_items() {
        let lines = [
            line(0, 620.0, &[(64.0, "Growth plan")]),
            line(
                0,
                612.0,
                &[(315.0, "1"), (392.0, "$990.00"), (505.0, "$990.00")],
            ),
            line(0, 580.0, &[(307.0, "Subtotal"), (494.0, "$990.00")]),
        ];
        let table = read(&lines).expect("an item that adds up");
        assert_eq!(table.items, [item("Growth plan", 1.0, 990.0, 990.0)]);
        assert!(table.cells.contains(&(0, 0)), "{:?}", table.cells);
    }

    #[test]
    fn numbers_that_multiply_out_by_chance_are_no_items_unless_they_add_up() {
        let lines = [
            line(0, 600.0, &[(50.0, "Boxes 2"), (300.0, "3"), (480.0, "6")]),
            line(0, 500.0, &[(380.0, "Total"), (480.0, "120.00")]),
        ];
        assert!(read(&lines).is_none());
    }

    #[test]
    fn items_printed_as_blocks_of_lines() {
        let lines = [
            line(0, 700.0, &[(50.0, "ITEMS")]),
            line(
                0,
                688.0,
                &[(50.0, "Grinder maintenance"), (400.0, "$700.00")],
            ),
            line(0, 676.0, &[(50.0, "5 × $140.00")]),
            line(0, 650.0, &[(50.0, "2. Oat milk 1L")]),
            line(0, 638.0, &[(60.0, "Product code:"), (150.0, "NO-103")]),
            line(0, 626.0, &[(60.0, "Quantity:"), (150.0, "20")]),
            line(1, 780.0, &[(60.0, "Unit price:"), (150.0, "2.89")]),
            line(1, 768.0, &[(60.0, "Line total:"), (150.0, "57.80")]),
            line(1, 740.0, &[(60.0, "Date of issue:"), (150.0, "2 Oct 2026")]),
            line(1, 728.0, &[(60.0, "Payment due:"), (150.0, "1 Nov 2026")]),
            line(1, 700.0, &[(60.0, "Net amount:"), (150.0, "757.80")]),
        ];
        let table = read(&lines).expect("items that add up");
        assert_eq!(
            table.items,
            [
                item("Grinder maintenance", 5.0, 140.0, 700.0),
                item("Oat milk 1L", 20.0, 2.89, 57.8),
            ]
        );
    }
}
