//! The vendor when no label names it: the letterhead, the most prominent
//! name at the top of the first page.

use std::collections::HashSet;

use super::inline;
use super::labels;
use super::text::{Cell, Line};
use super::values;

/// A document title: "Invoice", "Tax invoice", "Sales invoice", "Receipt",
/// "Payment advice", "Remittance slip"…
fn is_title(text: &str) -> bool {
    let normal = labels::normalise(text);
    let words: Vec<&str> = normal.split(' ').collect();
    let last = words.last().copied().unwrap_or_default();
    // Letter-spaced titles ("I N V O I C E") read as the word squeezed
    // together (before translation, which reads a lone "N" as "No.").
    let squeezed = labels::normalise(&text.split_whitespace().collect::<String>());
    const TITLES: [&str; 8] = [
        "invoice",
        "bill",
        "receipt",
        "statement",
        "advice",
        "remittance",
        "slip",
        "voucher",
    ];
    // Maltese "Fattura tat-Taxxa" puts the kind after the title word.
    (words.len() <= 3 && (TITLES.contains(&last) || words[0] == "invoice"))
        || (squeezed.len() <= 16 && TITLES.iter().any(|t| squeezed.ends_with(t)))
}

/// The company in a value that names a department too ("Accounts
/// Receivable, Helvetia Precision AG") or its branch, quoting the company's
/// name in guillemets ("Филиал компании «…» в г. Уральск"): the part that is
/// a company's name.
pub fn company_part(text: &str) -> Option<&str> {
    text.split([',', '·', '|', ';', '«', '»'])
        .map(str::trim)
        .find(|part| *part != text.trim() && is_company(part))
}

/// Words set after (or before) the name of the party a document is addressed
/// to: "Contoso Manufacturing  Messrs.", "Attn. …".
const ADDRESSEE_MARKS: &[&str] = &["messrs", "mr", "mrs", "ms", "attn", "attention", "dear"];

/// Whether `cells[at]` is an addressee mark or the name it marks.
fn addresses(cells: &[Cell], at: usize) -> bool {
    let marks = |cell: &Cell| {
        labels::normalise(&cell.text)
            .split(' ')
            .any(|w| ADDRESSEE_MARKS.contains(&w))
    };
    marks(&cells[at]) || cells.get(at + 1).is_some_and(marks)
}

/// The last word of a company's name in many countries.
const LEGAL_FORMS: &[&str] = &[
    "inc",
    "incorporated",
    "llc",
    "ltd",
    "limited",
    "plc",
    "gmbh",
    "ag",
    "bv",
    "nv",
    "sa",
    "sas",
    "sarl",
    "srl",
    "spa",
    "oy",
    "ab",
    "aps",
    "kg",
    "llp",
    "co",
    "corp",
    "corporation",
    "pty",
    "pte",
    "se",
];

/// A company's name: a few words without digits ending in a legal form,
/// the first capitalised ("account name Acme Tools Ltd" is a phrase about one).
pub fn is_company(text: &str) -> bool {
    let words: Vec<&str> = text.split_whitespace().collect();
    if words
        .first()
        .and_then(|w| w.chars().next())
        .is_some_and(char::is_lowercase)
    {
        return false;
    }
    let last = words
        .last()
        .map(|w| labels::normalise(w))
        .unwrap_or_default();
    (2..=6).contains(&words.len())
        && !text.chars().any(|c| c.is_ascii_digit())
        && LEGAL_FORMS.contains(&last.as_str())
        && inline::leading_label(text).is_none()
        && after_hyphenated_label(text).is_none()
}

/// The name after a label joined to it by a hyphen, as a fax machine prints
/// its sender ("FROM-INITECH LLC"); "Rolls-Royce plc" has none.
fn after_hyphenated_label(text: &str) -> Option<&str> {
    text.split_once('-')
        .filter(|(label, _)| !label.contains(' ') && labels::field(label).is_some())
        .map(|(_, name)| name.trim())
}

/// The company name printed most often outside the item table and the other
/// party's block, the first printed among equals. A dot after the name is
/// kept as printed where the name fills a cell of its own ("Northwind
/// Traders Inc."); at the end of a sentence it is the sentence's.
fn most_named_company(
    lines: &[Line],
    table: &HashSet<(usize, usize)>,
    others: &[&str],
) -> Option<String> {
    // (name without a final dot, the name as a cell of its own, count)
    let mut counts: Vec<(String, Option<String>, usize)> = Vec::new();
    let pieces = lines.iter().enumerate().flat_map(|(index, line)| {
        line.cells
            .iter()
            .enumerate()
            .filter(move |(at, _)| !table.contains(&(index, *at)))
            .flat_map(|(_, cell)| {
                let whole = cell.text.trim();
                whole
                    .split(['·', '•', '|', ',', ';'])
                    .map(move |piece| (piece.trim(), piece.trim() == whole))
            })
    });
    for (printed, whole_cell) in pieces {
        // "name: Initech LLC": the name after a label; "FROM-INITECH LLC" in
        // a fax machine's header line.
        let printed = printed
            .rsplit_once(':')
            .map_or(printed, |(_, name)| name.trim());
        let printed = after_hyphenated_label(printed).unwrap_or(printed);
        let piece = printed.trim_end_matches('.');
        if !is_company(piece) || others.iter().any(|o| o.contains(piece)) {
            continue;
        }
        let own_cell = whole_cell.then(|| printed.to_string());
        match counts.iter_mut().find(|(name, _, _)| name == piece) {
            Some((_, cell, n)) => {
                *n += 1;
                if cell.is_none() {
                    *cell = own_cell;
                }
            }
            None => counts.push((piece.to_string(), own_cell, 1)),
        }
    }
    let most = counts.iter().map(|(_, _, n)| *n).max()?;
    counts
        .into_iter()
        .find(|(_, _, n)| *n == most)
        .map(|(name, cell, _)| cell.unwrap_or(name))
}

/// Arabic letters in the shapes they take when drawn (initial, medial,
/// final), stored in visual order: text set for display, which reads back
/// reversed and is no name a client could use.
fn is_presentation_form(c: char) -> bool {
    matches!(c, '\u{FB50}'..='\u{FDFF}' | '\u{FE70}'..='\u{FEFF}')
}

/// A name read in capitals (a letterhead often sets it so) as the document
/// writes it elsewhere in mixed case, as a whole word sequence: "ACME TOOLS
/// LTD" over "Bought of Acme Tools Ltd".
pub fn as_written(name: &str, lines: &[Line]) -> Option<String> {
    if name.chars().any(char::is_lowercase) {
        return None;
    }
    let name: Vec<char> = name.chars().collect();
    let same = |a: &char, b: &char| a.to_uppercase().eq(b.to_uppercase());
    lines.iter().flat_map(|line| &line.cells).find_map(|cell| {
        let text: Vec<char> = cell.text.chars().collect();
        (0..(text.len() + 1).saturating_sub(name.len())).find_map(|from| {
            let found = &text[from..from + name.len()];
            let bounded = from
                .checked_sub(1)
                .is_none_or(|before| !text[before].is_alphanumeric())
                && text
                    .get(from + name.len())
                    .is_none_or(|after| !after.is_alphanumeric());
            (bounded
                && found.iter().any(|c| c.is_lowercase())
                && found.iter().zip(&name).all(|(a, b)| same(a, b)))
            .then(|| found.iter().collect())
        })
    })
}

/// Without a vendor label, the issuer is the biggest text on the first page that
/// is not a title, a label, a value of another party or another field, an
/// amount or a date: the
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
            && !text.chars().any(is_presentation_form)
            && inline::leading_label(text).is_none()
            && !others.iter().any(|other| text.trim() == other.trim())
            && !is_title(text)
            && !text.contains(':')
            && labels::field(text).is_none()
            && !values::holds_date(text)
            && values::parse_amount(text).is_none()
            && !text.split_whitespace().any(|w| {
                values::parse_amount(w).is_some_and(|a| a.fract() != 0.0)
                    || values::currency_in(w).is_some() && w.chars().any(|c| c.is_ascii_digit())
            })
            && !text
                .chars()
                .any(|c| values::currency_of_symbol(c).is_some())
            && !values::CURRENCY_CODES.contains(&text.trim())
            && !is_page_number(text)
            && !is_copy_mark(text)
    };
    let named: Vec<(usize, usize, f32, &Cell)> = lines
        .iter()
        .enumerate()
        .filter(|(_, line)| line.page == 0)
        .flat_map(|(index, line)| {
            line.cells
                .iter()
                .enumerate()
                .filter(move |(at, _)| !table.contains(&(index, *at)))
                .filter(move |(at, _)| !addresses(&line.cells, *at))
                .map(move |(at, cell)| (index, at, line.y, cell))
        })
        .filter(|(_, _, _, cell)| is_name(&cell.text))
        .collect();
    // A letterhead heads the page, before the items: a big name after them,
    // or without items in the page's lower half, is a signature captured on
    // a device or a stamp, unless no name comes before.
    let first_page = lines
        .iter()
        .filter(|line| line.page == 0)
        .map(|line| line.y);
    let middle = (first_page.clone().fold(f32::NEG_INFINITY, f32::max)
        + first_page.fold(f32::INFINITY, f32::min))
        / 2.0;
    let items_from = table.iter().map(|(index, _)| *index).min();
    let heads = |index: usize, y: f32| items_from.map_or(y >= middle, |first| index < first);
    let upper: Vec<_> = named
        .iter()
        .filter(|(index, _, y, _)| heads(*index, *y))
        .collect();
    let (index, at) = (if upper.is_empty() {
        named.iter().collect()
    } else {
        upper
    })
    .into_iter()
    .max_by(|(_, _, ya, a), (_, _, yb, b)| a.size.total_cmp(&b.size).then(ya.total_cmp(yb)))
    .map(|(index, at, _, _)| (*index, *at))?;
    let cell = &lines[index].cells[at];
    let text = letter_spaced(&lines[index], cell).unwrap_or_else(|| cell.text.trim().to_string());
    let text = without_branch(&text).unwrap_or(text);
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
    let big = cell.size > 1.15 * body_size;
    let continues =
        |c: &&Cell| big && is_name(&c.text) && !c.text.chars().any(|c| c.is_ascii_digit());
    let rest = wrapped.filter(continues);
    // Without a letterhead set apart by size (a logo in its place, a letter
    // whose first lines are the recipient's address), the issuer is the
    // company named most often: in the sender line, the footer, "payable to".
    // A single big word is a logo or a badge ("GİB" on a Turkish e-invoice)
    // rather than a name when a company is named too.
    let one_word = text.split_whitespace().count() == 1 && rest.is_none();
    if (!big || one_word) && !is_company(&text) {
        if let Some(company) = most_named_company(lines, table, others) {
            return Some(company);
        }
    }
    let mut name = text;
    if let Some(rest) = rest {
        name.push(' ');
        name.push_str(rest.text.trim());
    }
    let name = without_monogram(&name).unwrap_or(name);
    Some(through_legal_form(&name).unwrap_or(name))
}

/// "Page 1 of 2", "Leht 1/1": the page's number, set level with the name.
fn is_page_number(text: &str) -> bool {
    let folded = labels::normalise(text);
    let mut words = folded.split(' ');
    words.next() == Some("page")
        && words.all(|w| w == "of" || (!w.is_empty() && w.chars().all(|c| c.is_ascii_digit())))
}

/// "ORIGINAL", "DUPLICADO": which copy of the invoice this print is, set
/// level with the name where the law asks for it.
fn is_copy_mark(text: &str) -> bool {
    COPY_MARKS.contains(&labels::normalise(text).as_str())
}

const COPY_MARKS: &[&str] = &[
    "original",
    "duplicate",
    "copy",
    "duplicado",
    "triplicado",
    "segunda via",
    "copia",
    "oryginal",
    "kopia",
    "duplikat",
];

/// A name after the monogram a logo sets before it ("HS Hooli Services BV"):
/// the initials of the words that follow are no part of the name.
fn without_monogram(name: &str) -> Option<String> {
    let (first, rest) = name.split_once(' ')?;
    let initials: String = rest
        .split_whitespace()
        .take(first.chars().count())
        .filter_map(|w| w.chars().next())
        .collect();
    ((2..=4).contains(&first.chars().count())
        && first.chars().all(char::is_uppercase)
        && first == initials
        && rest.split_whitespace().count() > first.chars().count())
    .then(|| rest.trim().to_string())
}

/// A name set letter-spaced across a printout's line ("G L O B E X   G M B H"),
/// as the words it spells ("GLOBEX GMBH"), when `cell` is one of its words.
fn letter_spaced(line: &Line, cell: &Cell) -> Option<String> {
    let spaced = |text: &str| {
        text.split_whitespace().count() >= 2
            && text
                .split_whitespace()
                .all(|w| w.chars().count() == 1 && w.chars().all(char::is_alphabetic))
    };
    spaced(&cell.text).then(|| {
        line.cells
            .iter()
            .filter(|c| spaced(&c.text))
            .map(|c| c.text.split_whitespace().collect::<String>())
            .collect::<Vec<_>>()
            .join(" ")
    })
}

/// A company's name and, after a dash, which of its branches issues the
/// invoice ("Hooli Services BV - Sucursal en España"): the name is the
/// company's.
pub fn without_branch(text: &str) -> Option<String> {
    let (company, _) = [" - ", " – ", " — "]
        .iter()
        .find_map(|dash| text.split_once(dash))?;
    is_company(company).then(|| company.trim().to_string())
}

/// The word that ends the name of a company's branch in the languages
/// letterheads print it ("Türkiye İstanbul Şubesi", "Sucursala Chișinău" is
/// read by its dash).
const BRANCH_WORDS: &[&str] = &[
    "branch",
    "sube",
    "subesi",
    "filiale",
    "zweigniederlassung",
    "niederlassung",
    "podruznica",
    "oddzial",
    "filiaal",
    "filial",
    "filiala",
    "sucursal",
    "sucursala",
    "succursale",
];

/// A company's name followed by a word or two set beside it in the
/// letterhead ("Acme Tools Ltd Business", a badge after the logo), or by the
/// name of its branch: the name ends with its legal form.
fn through_legal_form(name: &str) -> Option<String> {
    let words: Vec<&str> = name.split_whitespace().collect();
    let branch = words.last().is_some_and(|word| {
        let folded: String = word
            .chars()
            .flat_map(char::to_lowercase)
            .map(labels::fold)
            .collect();
        BRANCH_WORDS.contains(&folded.as_str())
    });
    let shortest = if branch {
        1
    } else {
        words.len().saturating_sub(2).max(1)
    };
    (shortest..words.len())
        .rev()
        .map(|end| words[..end].join(" "))
        .find(|head| is_company(head))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::extract::text::sample::line;

    #[test]
    fn a_branch_after_a_dash_is_no_part_of_the_name() {
        assert_eq!(
            without_branch("Hooli Services BV - Sucursal en España").as_deref(),
            Some("Hooli Services BV")
        );
        assert_eq!(without_branch("Smith - Jones Partners"), None);
        assert_eq!(without_branch("Globex GmbH"), None);
    }

    #[test]
    fn a_name_ends_with_its_legal_form() {
        assert_eq!(
            through_legal_form("Acme Tools Ltd Business").as_deref(),
            Some("Acme Tools Ltd")
        );
        assert_eq!(
            through_legal_form("Smith & Co Ltd Partner").as_deref(),
            Some("Smith & Co Ltd")
        );
        assert_eq!(
            through_legal_form("Hooli Services BV Türkiye İstanbul Şubesi").as_deref(),
            Some("Hooli Services BV")
        );
        assert_eq!(
            through_legal_form("Acme Tools Ltd Türkiye İstanbul Ofisi"),
            None
        );
        // A branch named by more words than a badge has.
        for (branch, name) in [
            ("Globex GmbH Tartu Eesti filiaal", "Globex GmbH"),
            ("Hooli Services BV Malmö svensk filial", "Hooli Services BV"),
            ("Globex GmbH Cluj România filiala", "Globex GmbH"),
            (
                "Hooli Services BV Lisboa em Portugal sucursal",
                "Hooli Services BV",
            ),
            ("Globex GmbH Chisinau Moldova sucursala", "Globex GmbH"),
            (
                "Helvetia Precision AG Genève en France succursale",
                "Helvetia Precision AG",
            ),
        ] {
            assert_eq!(
                through_legal_form(branch).as_deref(),
                Some(name),
                "{branch}"
            );
        }
        assert_eq!(through_legal_form("Acme Tools Ltd"), None);
        assert_eq!(through_legal_form("AB Volvo"), None);
    }

    #[test]
    fn a_page_number_level_with_a_branch_s_name_is_no_letterhead() {
        // A plain-text printout: the branch's name, and at the right of the
        // same line "Leht 1/1", Estonian for page 1 of 1.
        let lines = [
            line(
                0,
                776.8,
                &[(56.8, "Globex GmbH Eesti filiaal"), (488.8, "Leht 1/1")],
            ),
            line(0, 765.5, &[(56.8, "Teadusarvutus ja kalibreerimine")]),
        ];
        assert_eq!(
            letterhead(&lines, &HashSet::new(), &[], 10.0).as_deref(),
            Some("Globex GmbH")
        );
    }

    #[test]
    fn the_copy_a_print_is_beside_the_name_is_no_letterhead() {
        for mark in ["ORIGINAL", "DUPLICADO", "Oryginał"] {
            let lines = [
                line(
                    0,
                    776.8,
                    &[
                        (56.8, "Helvetia Precision AG - Sucursal em Portugal"),
                        (488.8, mark),
                    ],
                ),
                line(0, 765.5, &[(56.8, "Informática industrial e metrologia")]),
            ];
            assert_eq!(
                letterhead(&lines, &HashSet::new(), &[], 10.0).as_deref(),
                Some("Helvetia Precision AG"),
                "{mark}"
            );
        }
    }

    #[test]
    fn a_dutch_page_number_beside_the_name_is_no_letterhead() {
        let lines = [
            line(
                0,
                776.8,
                &[
                    (56.8, "Hooli Services BV - bijkantoor Antwerpen"),
                    (488.8, "Blad 1/2"),
                ],
            ),
            line(0, 765.5, &[(56.8, "IT, beveiliging en meettechniek")]),
        ];
        assert_eq!(
            letterhead(&lines, &HashSet::new(), &[], 10.0).as_deref(),
            Some("Hooli Services BV")
        );
    }

    #[test]
    fn a_number_read_for_a_field_or_a_currency_code_is_no_letterhead() {
        let lines = [
            line(0, 700.0, &[(50.0, "A1B2C3D4-0007")]),
            line(0, 695.0, &[(50.0, "EUR 24 003,00")]),
            line(0, 690.0, &[(50.0, "USD")]),
            line(0, 680.0, &[(50.0, "Loomio Analytics, Inc.")]),
        ];
        assert_eq!(
            letterhead(&lines, &HashSet::new(), &["A1B2C3D4-0007"], 10.0).as_deref(),
            Some("Loomio Analytics, Inc.")
        );
    }

    #[test]
    fn a_company_quoted_in_guillemets_is_the_name_of_its_branch() {
        assert_eq!(
            company_part("Филиал компании «Helvetia Precision AG» в г. Уральск"),
            Some("Helvetia Precision AG")
        );
        assert_eq!(company_part("ТОО «Ромашка»"), None);
    }

    #[test]
    fn a_logo_monogram_is_no_part_of_the_name() {
        assert_eq!(
            without_monogram("HS Hooli Services BV").as_deref(),
            Some("Hooli Services BV")
        );
        assert_eq!(without_monogram("AB Volvo"), None);
        assert_eq!(without_monogram("HS Hooli"), None);
        assert_eq!(without_monogram("Hooli Services BV"), None);
    }

    #[test]
    fn a_bigger_signature_low_on_the_page_is_no_letterhead() {
        let sized = |y: f32, text: &str, size: f32| {
            let mut l = line(0, y, &[(50.0, text)]);
            l.cells[0].size = size;
            l
        };
        let lines = [
            sized(733.0, "Initech LLC", 16.0),
            sized(700.0, "DELIVERY INVOICE", 13.0),
            sized(600.0, "Deliver to", 10.0),
            sized(358.0, "Derek Howell", 20.0),
            sized(323.0, "Received in good condition by Derek Howell", 8.5),
            sized(289.0, "Charged to your account.", 8.0),
        ];
        assert_eq!(
            letterhead(&lines, &HashSet::new(), &[], 10.0).as_deref(),
            Some("Initech LLC")
        );
        // Higher on the page than its middle, but after the items.
        let lines = [
            sized(733.0, "Initech LLC", 16.0),
            sized(600.0, "Paper cups 12oz", 10.0),
            sized(393.0, "Derek Howell", 20.0),
            sized(358.0, "Received in good condition by Derek Howell", 8.5),
            sized(32.0, "Sent from RouteDesk Mobile", 7.5),
        ];
        let items = HashSet::from([(1, 0)]);
        assert_eq!(
            letterhead(&lines, &items, &[], 10.0).as_deref(),
            Some("Initech LLC")
        );
    }

    #[test]
    fn a_fax_header_names_the_sender_after_its_label() {
        let lines = [
            line(0, 700.0, &[(50.0, "FROM-INITECH LLC")]),
            line(0, 690.0, &[(50.0, "Rolls-Royce plc")]),
            line(0, 680.0, &[(50.0, "FROM-INITECH LLC")]),
        ];
        assert_eq!(
            most_named_company(&lines, &HashSet::new(), &[]).as_deref(),
            Some("INITECH LLC")
        );
    }

    #[test]
    fn a_name_in_capitals_as_written_elsewhere() {
        let lines = [
            line(0, 700.0, &[(50.0, "ACME TOOLS LTD")]),
            line(0, 600.0, &[(50.0, "Bought of Acme Tools Ltd, Leeds")]),
        ];
        assert_eq!(
            as_written("ACME TOOLS LTD", &lines).as_deref(),
            Some("Acme Tools Ltd")
        );
        assert_eq!(as_written("Acme Tools Ltd", &lines), None);
        assert_eq!(
            as_written("ACME", &[line(0, 600.0, &[(50.0, "Acmeville")])]),
            None
        );
    }

    #[test]
    fn a_letter_spaced_letterhead_reads_as_its_words() {
        let lines = [
            line(0, 700.0, &[(200.0, "G L O B E X"), (300.0, "G M B H")]),
            line(0, 690.0, &[(150.0, "Hauptstrasse 8 – 10115 Berlin")]),
            line(0, 300.0, &[(50.0, "Globex GmbH – RCS Paris 762 913 283")]),
        ];
        let name = letterhead(&lines, &HashSet::new(), &[], 10.0);
        assert_eq!(name.as_deref(), Some("GLOBEX GMBH"));
        assert_eq!(
            as_written("GLOBEX GMBH", &lines).as_deref(),
            Some("Globex GmbH")
        );
        assert_eq!(letter_spaced(&lines[1], &lines[1].cells[0]), None);
    }
}
