//! One cell may print several label/value pairs: "Issued: 03.02.2026 · Due:
//! 05.03.2026 · PO: PO70960", "INVOICE NO: 12 DATE: 2026-04-10", or a totals
//! line set in one run ("Net 100.00 VAT 20.00 Total 120.00"). The cell is cut
//! at separators, before each label ending in a colon, and before each known
//! label that follows a number, so that every pair is read on its own.

use super::labels;
use super::values;

/// Characters that separate items printed on one line.
const SEPARATORS: [char; 5] = ['·', '•', '|', '¦', ';'];

/// The label/value pieces of a cell's text, in order.
pub fn segments(text: &str) -> Vec<String> {
    unglue(&hash_apart(text))
        .split(SEPARATORS)
        .flat_map(cut_before_labels)
        .filter(|piece| !piece.is_empty())
        .collect()
}

/// `#` stands apart from what it numbers: "Invoice #A/2026/327" and "PO#123"
/// read as "Invoice # A/2026/327" and "PO # 123".
fn hash_apart(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 4);
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '#' {
            if out.ends_with(|p: char| p.is_alphanumeric()) {
                out.push(' ');
            }
            out.push('#');
            // "#W770132" alone is a number written with its sign, no label.
            let alone = out.trim_end_matches('#').trim().is_empty();
            if !alone && chars.peek().is_some_and(|n| n.is_alphanumeric()) {
                out.push(' ');
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// A label printed against its value without a space, as producers that set
/// adjacent spans do ("Invoice ref.BHA-0117", "Date of issueMar 3, 2026",
/// "Amount due (USD)$3,038.00"): a space goes where the label ends.
fn unglue(text: &str) -> String {
    let words: Vec<&str> = text.split_whitespace().collect();
    let mut out: Vec<&str> = Vec::with_capacity(words.len() + 2);
    for (i, word) in words.iter().enumerate() {
        // A label ended at a colon: what follows is a value.
        let recent = &words[i.saturating_sub(3)..i];
        let after_colon = recent
            .iter()
            .rposition(|w| w.ends_with(':'))
            .map_or(0, |p| p + 1);
        let before = &recent[after_colon..];
        match glued_at(before, word) {
            Some(at) => out.extend([&word[..at], &word[at..]]),
            None => out.push(word),
        }
    }
    out.join(" ")
}

/// Where a value starts inside `word` right after a label that ends there:
/// a label of several words, or a money or date label whose rest reads as
/// an amount or a date ("Total$12.00"). "PO70960" stays one value.
fn glued_at(before: &[&str], word: &str) -> Option<usize> {
    let chars: Vec<(usize, char)> = word.char_indices().collect();
    let (at, _) = chars
        .windows(2)
        .map(|w| (w[1].0, (w[0].1, w[1].1)))
        .find(|(_, (prev, c))| {
            (c.is_ascii_digit() && prev.is_alphabetic())
                || values::currency_of_symbol(*c).is_some()
                || (c.is_uppercase() && (prev.is_lowercase() || matches!(prev, '.' | ')')))
        })?;
    let (head, rest) = word.split_at(at);
    if has_digit(head) {
        return None;
    }
    // "Order reference PO72940": capitals run into digits are the number's
    // own prefix when the words before already make a label.
    // "Client Order Ref. (iProc) PO76270": so also after a remark.
    let prefix = has_digit(rest) && head.chars().all(|c| c.is_ascii_uppercase());
    if prefix && (0..before.len()).any(|from| labels::field(&before[from..].join(" ")).is_some()) {
        return None;
    }
    (0..=before.len()).find_map(|from| {
        let mut label: Vec<&str> = before[from..].to_vec();
        label.push(head);
        let field = labels::field(&label.join(" ")).filter(|f| *f != labels::Field::OtherParty)?;
        let several_words = from < before.len();
        let typed = match field {
            f if f.is_money() => values::parse_amount(rest).is_some(),
            labels::Field::InvoiceDate | labels::Field::DueDate => has_digit(rest),
            _ => false,
        };
        (several_words || typed).then_some(at)
    })
}

fn has_digit(text: &str) -> bool {
    text.chars().any(|c| c.is_ascii_digit())
}

/// Where a label that ends with the colon-terminated word `end` starts: the
/// word itself, extended left over words of the label vocabulary ("Customer
/// No.:", "Your order no.:"), never back to `floor`.
fn colon_label_start(words: &[&str], floor: usize, end: usize) -> Option<usize> {
    let label = |from: usize| words[from..=end].join(" ");
    let last = label(end);
    let recognised = |text: &str| {
        let bare = text.trim_end_matches(':');
        !has_digit(bare) && (labels::field(bare).is_some() || labels::looks_like_label(text))
    };
    // A lone colon ends the label before it: "Date : 2026-01-01".
    let end_word = if last == ":" {
        end.checked_sub(1)?
    } else {
        end
    };
    // "PVM 8 %:": a rate's sign before the colon ends the label, not a new one.
    let wordless = !words[end_word].chars().any(char::is_alphabetic);
    if end_word <= floor
        || wordless
        || !recognised(&format!("{}:", words[end_word].trim_end_matches(':')))
    {
        return None;
    }
    let mut start = end_word;
    while start > floor
        && end_word - start < 3
        && !has_digit(words[start - 1])
        && !words[start - 1].ends_with(':')
        && labels::is_label_word(words[start - 1])
    {
        start -= 1;
    }
    // A longer label the vocabulary reads as a whole starts where it starts:
    // "Επιταγές πληρωτέες σε / Cheques payable to:" is no "to:".
    let whole = (floor.max(end_word.saturating_sub(7))..start).find(|&from| {
        !words[from..end_word]
            .iter()
            .any(|w| w.ends_with(':') || has_digit(w))
            && labels::field(label(from).trim_end_matches(':')).is_some()
    });
    Some(whole.unwrap_or(start))
}

/// Where a known label without a colon starts, when it follows a number:
/// "… 12345 Date 2026-01-01", "… 17 072,80 VAT 3 243,83", "55390 Your Order".
fn bare_label_start(words: &[&str], floor: usize, at: usize) -> Option<usize> {
    if at <= floor || !has_digit(words[at - 1]) {
        return None;
    }
    // "2. Invoice no. and date": a form's box number begins its label.
    let enumeration = words[at - 1]
        .strip_suffix(['.', ')'])
        .is_some_and(|n| n.len() <= 2 && n.chars().all(|c| c.is_ascii_digit()));
    if at == floor + 1 && enumeration {
        return None;
    }
    // A label may end the cell, its value in the next ("55390 Your Order"
    // beside "PO74614", the account's number before it).
    (1..=3).rev().find_map(|len| {
        let end = at + len;
        let label = words.get(at..end)?.join(" ");
        (!has_digit(&label) && labels::field(&label).is_some()).then_some(at)
    })
}

fn cut_before_labels(piece: &str) -> Vec<String> {
    let words: Vec<&str> = piece.split_whitespace().collect();
    let mut starts = vec![0];
    for at in 1..words.len() {
        let floor = starts.last().copied().unwrap_or(0);
        let start = if words[at].ends_with(':') {
            colon_label_start(&words, floor, at)
        } else {
            bare_label_start(&words, floor, at)
        };
        // One or two words with neither a colon nor a value before a label
        // are the start of that label in words the vocabulary lacks
        // ("Termin płatności:", "Sposób płatności:"), not a piece of their own.
        let head_of_label = |start: usize| {
            let before = &words[floor..start];
            before.len() <= 2 && !before.iter().any(|w| w.ends_with(':') || has_digit(w))
        };
        if let Some(start) = start.filter(|s| *s > floor && !head_of_label(*s)) {
            starts.push(start);
        }
    }
    starts.push(words.len());
    starts
        .windows(2)
        .map(|w| words[w[0]..w[1]].join(" "))
        .collect()
}

/// The label a text begins with when it goes on with its value: "Invoice"
/// in "Invoice INV-0042", "Bill to" in "Bill to: Contoso Ltd".
pub fn leading_label(text: &str) -> Option<String> {
    segments(text).iter().find_map(|piece| {
        let words: Vec<&str> = piece.split_whitespace().collect();
        (1..words.len().min(5)).find_map(|take| {
            let label = words[..take].join(" ");
            let value = words[take..].join(" ");
            (labels::field(label.trim_end_matches(':')).is_some()
                && (label.ends_with(':') || has_digit(&value)))
            .then_some(label)
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn several_pairs_in_one_cell_come_apart() {
        for (text, pieces) in [
            (
                "Issued: 03.02.2026 · Due: 05.03.2026 · PO: PO70960",
                &["Issued: 03.02.2026", "Due: 05.03.2026", "PO: PO70960"][..],
            ),
            (
                "INVOICE NO: INV-12 DATE: 2026-04-10",
                &["INVOICE NO: INV-12", "DATE: 2026-04-10"],
            ),
            ("55390 Your Order", &["55390", "Your Order"]),
            ("2. Invoice no. and date", &["2. Invoice no. and date"]),
            (
                "Επιταγές πληρωτέες σε / Cheques payable to: Hooli Services BV",
                &["Επιταγές πληρωτέες σε / Cheques payable to: Hooli Services BV"],
            ),
            (
                "Termin płatności: 15 maja 2026 r.",
                &["Termin płatności: 15 maja 2026 r."],
            ),
            (
                "Invoice No.: 123 Customer No.: 456 Your order no.: PO-7",
                &[
                    "Invoice No.: 123",
                    "Customer No.: 456",
                    "Your order no.: PO-7",
                ],
            ),
            (
                "Net EUR 17 072,80 VAT EUR 3 243,83 Total EUR 20 316,63",
                &[
                    "Net EUR 17 072,80",
                    "VAT EUR 3 243,83",
                    "Total EUR 20 316,63",
                ],
            ),
            ("Invoice #A/2026/327", &["Invoice # A/2026/327"]),
            (
                "Client Order Ref. (iProc) PO76270",
                &["Client Order Ref. (iProc) PO76270"],
            ),
            ("#W770132", &["#W770132"]),
            (
                "Invoice No. 12345 Date 14 March 2026",
                &["Invoice No. 12345", "Date 14 March 2026"],
            ),
            ("Date : 2026-01-01", &["Date : 2026-01-01"]),
            (
                "Bill to: Contoso Manufacturing Date: 2026-01-01",
                &["Bill to: Contoso Manufacturing", "Date: 2026-01-01"],
            ),
            (
                "250 Lake Ave, Chicago, IL 60601",
                &["250 Lake Ave, Chicago, IL 60601"],
            ),
            ("Order reference PO72940", &["Order reference PO72940"]),
            ("Invoice ref.BHA-0117", &["Invoice ref. BHA-0117"]),
            ("Date of issueMar 3, 2026", &["Date of issue Mar 3, 2026"]),
        ] {
            assert_eq!(segments(text), pieces, "{text}");
        }
    }
}
