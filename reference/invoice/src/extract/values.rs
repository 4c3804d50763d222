//! Reading printed values: amounts in any common grouping, dates in common
//! formats, currency codes and symbols.

use std::ops::Range;

use chrono::NaiveDate;

use super::labels;

pub const CURRENCY_CODES: &[&str] = &[
    "USD", "EUR", "GBP", "CHF", "JPY", "CAD", "AUD", "NZD", "SEK", "NOK", "DKK", "PLN", "CZK",
    "HUF", "INR", "CNY", "SGD", "HKD", "ZAR", "BRL", "MXN",
];

/// Currency signs printed beside amounts in local use, no ISO code: the
/// Czech koruna, the złoty, the forint, the Nordic kronor, the lev, the
/// hryvnia, the lira, the Swiss franc, the dollar by country.
const LOCAL_SIGNS: &[&str] = &[
    "Kč", "zł", "Ft", "kr.", "kr", "kn", "лв.", "лв", "грн.", "грн", "TL", "Fr.", "US$", "C$",
    "A$", "lei",
];

pub fn currency_of_symbol(c: char) -> Option<&'static str> {
    match c {
        '$' => Some("USD"),
        '€' => Some("EUR"),
        '£' => Some("GBP"),
        '¥' => Some("JPY"),
        _ => None,
    }
}

/// The currency a printed value names, by ISO code or symbol.
pub fn currency_in(text: &str) -> Option<&'static str> {
    if let Some(symbol) = text.chars().find_map(currency_of_symbol) {
        return Some(symbol);
    }
    text.split(|c: char| !c.is_ascii_alphabetic())
        .find_map(|word| CURRENCY_CODES.iter().find(|code| **code == word).copied())
}

/// An amount such as `1,234.56`, `1.234,56`, `1 234,56`, `$1,234.56`, `1.234,56 EUR`
/// or `(12.00)`. A separator followed by exactly three digits groups thousands;
/// one followed by one, two or four and more digits is the decimal mark.
pub fn parse_amount(text: &str) -> Option<f64> {
    let mut rest = text.trim();
    for code in CURRENCY_CODES.iter().chain(LOCAL_SIGNS) {
        if let Some(stripped) = rest.strip_prefix(code) {
            rest = stripped.trim_start();
        } else if let Some(stripped) = rest.strip_suffix(code) {
            rest = stripped.trim_end();
        }
    }
    let rest = rest.trim_matches(|c: char| currency_of_symbol(c).is_some() || c.is_whitespace());
    // "1.234,-": whole euros, the cents dashed out.
    let rest = rest
        .strip_suffix(",-")
        .or_else(|| rest.strip_suffix(".-"))
        .unwrap_or(rest);
    let (negative, rest) =
        if let Some(inner) = rest.strip_prefix('(').and_then(|r| r.strip_suffix(')')) {
            (true, inner)
        } else if let Some(positive) = rest.strip_prefix(['-', '−']) {
            (true, positive)
        } else if let Some(positive) = rest.strip_suffix('-').filter(|r| {
            r.len() > 3
                && r.get(r.len() - 3..)
                    .is_some_and(|cents| cents.starts_with([',', '.']))
        }) {
            // "1.234,56-": a credit as German ledgers print it (only with
            // cents, so that a reference broken at a hyphen is no amount).
            (true, positive)
        } else {
            (false, rest)
        };
    let rest = rest.trim_matches(|c: char| currency_of_symbol(c).is_some() || c.is_whitespace());
    let valid_char = |c: char| {
        c.is_ascii_digit() || matches!(c, ',' | '.' | ' ' | '\u{a0}' | '\u{202f}' | '\'' | '’')
    };
    if rest.is_empty()
        || !rest.chars().all(valid_char)
        || !rest.starts_with(|c: char| c.is_ascii_digit())
        || !rest.ends_with(|c: char| c.is_ascii_digit())
    {
        return None;
    }
    let decimal_at = rest.rfind(['.', ',']).filter(|&at| {
        rest[at + 1..].chars().all(|c| c.is_ascii_digit()) && rest.len() - at - 1 != 3
    });
    let (whole, fraction) = match decimal_at {
        Some(at) => (&rest[..at], &rest[at + 1..]),
        None => (rest, ""),
    };
    let groups: Vec<&str> = whole
        .split([',', '.', ' ', '\u{a0}', '\u{202f}', '\'', '’'])
        .collect();
    if groups.len() > 1
        && (groups[0].is_empty() || groups[0].len() > 3 || groups[1..].iter().any(|g| g.len() != 3))
    {
        return None;
    }
    let digits: String = groups.concat();
    let value: f64 = format!(
        "{digits}.{}",
        if fraction.is_empty() { "0" } else { fraction }
    )
    .parse()
    .ok()?;
    Some(if negative { -value } else { value })
}

/// The most words one printed amount spans: "1 234 567,89 EUR".
pub const AMOUNT_WORDS: usize = 5;

/// The words of each amount, when words are nothing but two amounts or more
/// run together ("7 18.75 GBP 131.25 GBP", "32 610,00 6 195,90"): each amount
/// is the longest run of words that reads as one.
pub fn amounts_run_together(words: &[&str]) -> Option<Vec<Range<usize>>> {
    // A word of letters longer than a currency sign is no part of an amount.
    let wordy = |w: &&str| w.chars().count() > 4 && !w.chars().any(|c| c.is_ascii_digit());
    if words.len() < 2 || words.iter().any(wordy) {
        return None;
    }
    let amount_from = |from: usize| {
        (from + 1..=words.len().min(from + AMOUNT_WORDS))
            .rfind(|&to| parse_amount(&words[from..to].join(" ")).is_some())
    };
    let mut amounts = Vec::new();
    let mut at = 0;
    while at < words.len() {
        let end = amount_from(at)?;
        amounts.push(at..end);
        at = end;
    }
    (amounts.len() >= 2).then_some(amounts)
}

/// How a document writes all-numeric dates whose day and month are both 12 or less.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SlashOrder {
    DayFirst,
    MonthFirst,
}

/// The order of `a/b/yyyy` dates in a document: whichever one of them proves,
/// else month first for USD invoices and day first elsewhere.
pub fn slash_order<'a>(dates: impl Iterator<Item = &'a str>, currency: Option<&str>) -> SlashOrder {
    for text in dates {
        let parts: Vec<u32> = text
            .trim()
            .split('/')
            .filter_map(|p| p.trim().parse().ok())
            .collect();
        if let [first, second, _] = parts[..] {
            if first > 12 {
                return SlashOrder::DayFirst;
            }
            if second > 12 {
                return SlashOrder::MonthFirst;
            }
        }
    }
    if currency == Some("USD") {
        SlashOrder::MonthFirst
    } else {
        SlashOrder::DayFirst
    }
}

/// Month names in the languages invoices are printed in (the nominative and,
/// where dates decline them, the genitive), accents dropped.
const MONTH_NAMES: [&[&str]; 12] = [
    &[
        "january",
        "jannar",
        "januar",
        "janvier",
        "januari",
        "enero",
        "janeiro",
        "gennaio",
        "styczen",
        "stycznia",
        "ιανουαριου",
        "ιανουαριοσ",
        "leden",
        "ledna",
        "ocak",
        "ionawr",
        "ianuarie",
        "sausio",
        "sausis",
        "tammikuuta",
        "януари",
        "sijecanj",
        "sijecnja",
        "janner",
        "januara",
        "januarja",
        "janvaris",
        "janvara",
        "janvari",
        "jaanuar",
        "січня",
        "січень",
        "janar",
        "xaneiro",
        "gener",
        "yanvar",
    ],
    &[
        "february",
        "frar",
        "februar",
        "fevrier",
        "februari",
        "febrero",
        "fevereiro",
        "febbraio",
        "luty",
        "lutego",
        "φεβρουαριου",
        "φεβρουαριοσ",
        "unor",
        "unora",
        "subat",
        "chwefror",
        "februarie",
        "vasario",
        "vasaris",
        "helmikuuta",
        "февруари",
        "veljaca",
        "veljace",
        "feber",
        "februara",
        "februarja",
        "februaris",
        "veebruar",
        "лютого",
        "лютий",
        "shkurt",
        "febreiro",
        "fevral",
    ],
    &[
        "march",
        "marzu",
        "marz",
        "maerz",
        "mars",
        "maart",
        "marzo",
        "marco",
        "marzec",
        "marca",
        "μαρτιου",
        "μαρτιοσ",
        "brezen",
        "brezna",
        "marcius",
        "mart",
        "mawrth",
        "martie",
        "kovo",
        "kovas",
        "maaliskuuta",
        "март",
        "ozujak",
        "ozujka",
        "mars",
        "marec",
        "marts",
        "marta",
        "martsi",
        "березня",
        "березень",
    ],
    &[
        "april",
        "avril",
        "abril",
        "aprile",
        "kwiecien",
        "kwietnia",
        "απριλιου",
        "απριλιοσ",
        "duben",
        "dubna",
        "aprilis",
        "nisan",
        "ebrill",
        "aprilie",
        "balandzio",
        "balandis",
        "huhtikuuta",
        "април",
        "travanj",
        "travnja",
        "aprila",
        "aprili",
        "aprill",
        "aprilli",
        "квітня",
        "квітень",
        "prill",
        "aprel",
    ],
    &[
        "may",
        "mejju",
        "mai",
        "mei",
        "mayo",
        "maj",
        "maio",
        "maggio",
        "maja",
        "μαιου",
        "μαιοσ",
        "kveten",
        "kvetna",
        "majus",
        "mayis",
        "geguzes",
        "geguze",
        "toukokuuta",
        "май",
        "svibanj",
        "svibnja",
        "maijs",
        "maija",
        "травня",
        "травень",
        "maig",
    ],
    &[
        "june",
        "gunju",
        "juni",
        "juin",
        "junio",
        "junho",
        "giugno",
        "czerwiec",
        "czerwca",
        "ιουνιου",
        "ιουνιοσ",
        "cerven",
        "cervna",
        "junius",
        "haziran",
        "mehefin",
        "iunie",
        "birzelio",
        "birzelis",
        "kesakuuta",
        "юни",
        "lipanj",
        "lipnja",
        "juna",
        "junij",
        "junija",
        "junijs",
        "juuni",
        "червня",
        "червень",
        "qershor",
        "xuno",
        "juny",
        "iyun",
    ],
    &[
        "july",
        "lulju",
        "juli",
        "juillet",
        "julio",
        "julho",
        "luglio",
        "lipiec",
        "lipca",
        "ιουλιου",
        "ιουλιοσ",
        "cervenec",
        "cervence",
        "julius",
        "temmuz",
        "gorffennaf",
        "iulie",
        "liepos",
        "liepa",
        "heinakuuta",
        "юли",
        "srpanj",
        "srpnja",
        "jula",
        "julij",
        "julija",
        "julijs",
        "juuli",
        "липня",
        "липень",
        "korrik",
        "xullo",
        "juliol",
        "iyul",
    ],
    &[
        "august",
        "awwissu",
        "aout",
        "augustus",
        "agosto",
        "augusti",
        "sierpien",
        "sierpnia",
        "αυγουστου",
        "αυγουστοσ",
        "srpen",
        "srpna",
        "augusztus",
        "agustos",
        "awst",
        "rugpjucio",
        "rugpjutis",
        "elokuuta",
        "август",
        "kolovoz",
        "kolovoza",
        "agust",
        "avgust",
        "avgusta",
        "augusts",
        "augusta",
        "серпня",
        "серпень",
        "gusht",
        "avqust",
    ],
    &[
        "september",
        "settembru",
        "septembre",
        "septiembre",
        "setiembre",
        "setembro",
        "settembre",
        "wrzesien",
        "wrzesnia",
        "σεπτεμβριου",
        "σεπτεμβριοσ",
        "zari",
        "szeptember",
        "eylul",
        "medi",
        "septembrie",
        "rugsejo",
        "rugsejis",
        "syyskuuta",
        "септември",
        "rujan",
        "rujna",
        "septembra",
        "septembris",
        "septembri",
        "вересня",
        "вересень",
        "shtator",
        "septembar",
        "setembre",
        "sentyabr",
    ],
    &[
        "october",
        "ottubru",
        "oktober",
        "octobre",
        "octubre",
        "outubro",
        "ottobre",
        "pazdziernik",
        "pazdziernika",
        "οκτωβριου",
        "οκτωβριοσ",
        "rijen",
        "rijna",
        "ekim",
        "hydref",
        "octombrie",
        "spalio",
        "spalis",
        "lokakuuta",
        "октомври",
        "oktobra",
        "oktobris",
        "oktobri",
        "oktoober",
        "жовтня",
        "жовтень",
        "tetor",
        "oktobar",
        "oktyabr",
    ],
    &[
        "november",
        "novembru",
        "novembre",
        "noviembre",
        "novembro",
        "listopad",
        "listopada",
        "νοεμβριου",
        "νοεμβριοσ",
        "listopadu",
        "kasim",
        "tachwedd",
        "noiembrie",
        "lapkricio",
        "lapkritis",
        "marraskuuta",
        "ноември",
        "studeni",
        "studenoga",
        "novembra",
        "novembris",
        "novembri",
        "листопада",
        "листопад",
        "nentor",
        "novembar",
        "noyabr",
    ],
    &[
        "december",
        "dicembru",
        "dezember",
        "decembre",
        "diciembre",
        "dezembro",
        "dicembre",
        "grudzien",
        "grudnia",
        "δεκεμβριου",
        "δεκεμβριοσ",
        "prosinec",
        "prosince",
        "aralik",
        "rhagfyr",
        "decembrie",
        "gruodzio",
        "gruodis",
        "joulukuuta",
        "декември",
        "prosinac",
        "prosinca",
        "desember",
        "decembra",
        "decembris",
        "decembri",
        "detsember",
        "грудня",
        "грудень",
        "dhjetor",
        "decembro",
        "decembar",
        "desembre",
        "dekabr",
    ],
];

/// The month a name or an abbreviation of at least three letters names
/// ("Mar", "Sept.", "févr.", "Dezember").
fn month_number(name: &str) -> Option<u32> {
    // Catalan elides "de" before a vowel: "8 d'agost de 2026".
    let name = name
        .strip_prefix("d'")
        .or_else(|| name.strip_prefix("d’"))
        .unwrap_or(name);
    let lower: String = name
        .trim_end_matches('.')
        .to_lowercase()
        .chars()
        .map(labels::fold)
        .collect();
    if lower.chars().count() < 3 {
        return None;
    }
    let position = MONTH_NAMES
        .iter()
        .position(|names| names.iter().any(|full| full.starts_with(&lower)))?;
    Some(position as u32 + 1)
}

/// A date in `YYYY-MM-DD`, `DD.MM.YYYY`, `DD-MM-YYYY`, slash form, `March 14, 2026`,
/// `14 March 2026` or `14 Mar 2026`, answered as ISO 8601.
pub fn parse_date(text: &str, order: SlashOrder) -> Option<String> {
    let text = without_ordinal_year(text.trim().trim_end_matches('.'));
    let numbers: Vec<&str> = text.split(['-', '.', '/']).map(str::trim).collect();
    let all_numeric = numbers.len() == 3
        && numbers
            .iter()
            .all(|p| !p.is_empty() && p.chars().all(|c| c.is_ascii_digit()));
    let (year, month, day) = if all_numeric {
        let n: Vec<u32> = numbers.iter().filter_map(|p| p.parse().ok()).collect();
        // Digit runs too long for a number are no date part.
        if n.len() != 3 {
            return None;
        }
        if numbers[0].len() == 4 {
            (n[0] as i32, n[1], n[2])
        } else if numbers[2].len() == 4 || numbers[2].len() == 2 {
            // Two-digit years ("14.03.26", "03/14/26") are this century's.
            let year = if numbers[2].len() == 2 {
                2000 + n[2] as i32
            } else {
                n[2] as i32
            };
            let month_first = text.contains('/') && order == SlashOrder::MonthFirst;
            if month_first {
                (year, n[0], n[1])
            } else {
                (year, n[1], n[0])
            }
        } else {
            return None;
        }
    } else {
        // Spanish writes "1 de octubre de 2026", Lithuanian "2026 m. sausio
        // 17 d." and Latvian "2026. gada 9. oktobris" (year, day or month,
        // month or day), Mexican forms "16/OCT/2026".
        let words: Vec<&str> = text
            .split(|c: char| c.is_whitespace() || [',', '-', '/'].contains(&c))
            .filter(|w| {
                let filler = w.trim_end_matches('.').to_lowercase();
                !w.is_empty()
                    && !["de", "del", "m", "d", "of", "gada", "ta'", "ta’", "р"]
                        .contains(&filler.as_str())
            })
            .collect();
        let [a, b, c] = words[..] else { return None };
        let day_of = |w: &str| {
            // "1er", "2nd", "24." are days.
            w.trim_end_matches(|c: char| c.is_ascii_alphabetic() || c == '.')
                .parse::<u32>()
                .ok()
        };
        let year_of = |w: &str| {
            let digits = w.trim_end_matches('.');
            digits.parse::<i32>().ok().filter(|_| digits.len() == 4)
        };
        // Hungarian puts the year first: "2026. március 3.".
        if let (Some(year), Some(month)) = (year_of(a), month_number(b)) {
            (year, month, day_of(c)?)
        } else if let (Some(year), Some(month)) = (year_of(a), month_number(c)) {
            (year, month, day_of(b)?)
        } else {
            // Beside a month's name, two digits are this century's year
            // ("03-MAR-26", as older ERP systems print dates).
            let year: i32 = match c.len() {
                4 => c.parse().ok()?,
                2 => 2000 + c.parse::<i32>().ok()?,
                _ => return None,
            };
            match (month_number(a), month_number(b)) {
                (Some(month), None) => (year, month, day_of(b)?),
                (None, Some(month)) => (year, month, day_of(a)?),
                _ => return None,
            }
        }
    };
    NaiveDate::from_ymd_opt(year, month, day).map(|d| d.format("%Y-%m-%d").to_string())
}

/// A date without the ordinal Azerbaijani makes of its year: "20.10.2026-cı
/// il" is "the 2026th year's" 20 October.
fn without_ordinal_year(text: &str) -> &str {
    let text = text.strip_suffix(" il").unwrap_or(text);
    ["-cı", "-ci", "-cu", "-cü"]
        .iter()
        .find_map(|suffix| text.strip_suffix(suffix))
        .unwrap_or(text)
}

/// The first date printed in a value, alone or among a few other words:
/// "14 March 2026", "Monday, 14 March 2026", "2026-03-14 (net 30)",
/// "1 de octubre de 2026".
pub fn date_in(text: &str, order: SlashOrder) -> Option<String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let first_date = |words: &[&str]| {
        (0..words.len().min(3)).find_map(|from| {
            (1..=5.min(words.len() - from)).rev().find_map(|take| {
                let window = words[from..from + take].join(" ");
                parse_date(window.trim_matches([',', ';', '(', ')']), order)
            })
        })
    };
    first_date(&words).or_else(|| {
        // A monospaced printout's date one character too wide for its column
        // runs into the next one's value: "November 23, 202647955",
        // "December 23, 2026UPS GROUND".
        let (at, year) = words
            .iter()
            .enumerate()
            .find_map(|(at, w)| Some((at, year_run_on(w)?)))?;
        let mut cut = words[..at].to_vec();
        cut.push(year);
        first_date(&cut)
    })
}

/// The year that opens a word run on into the next: "2026" of "202647955".
fn year_run_on(word: &str) -> Option<&str> {
    let year = word.get(..4)?;
    let rest = &word[4..];
    let run_on = (year.starts_with("19") || year.starts_with("20"))
        && year.chars().all(|c| c.is_ascii_digit())
        && rest
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphanumeric());
    run_on.then_some(year)
}

/// Whether a value holds a date in either order of slashed dates.
pub fn holds_date(text: &str) -> bool {
    [SlashOrder::DayFirst, SlashOrder::MonthFirst]
        .into_iter()
        .any(|order| date_in(text, order).is_some())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_in_common_formats() {
        for (text, value) in [
            ("1,234.56", 1234.56),
            ("1.234,56", 1234.56),
            ("1 234,56", 1234.56),
            ("1'234.56", 1234.56),
            ("$1,234.56", 1234.56),
            ("€ 1.234,56", 1234.56),
            ("1.234,56 EUR", 1234.56),
            ("USD 12.00", 12.0),
            ("12", 12.0),
            ("2,5", 2.5),
            ("1,000", 1000.0),
            ("1,234,567.8", 1234567.8),
            ("(12.50)", -12.5),
            ("-3.00", -3.0),
            ("CHF 1’234.56", 1234.56),
            ("12.345,67 Kč", 12345.67),
            ("1 234,56 zł", 1234.56),
            ("12 345 Ft", 12345.0),
            ("kr 1 234,56", 1234.56),
            ("1 234,56 грн", 1234.56),
            ("US$ 1,234.56", 1234.56),
            ("1.234,56-", -1234.56),
            ("−1 234,56", -1234.56),
            ("100,- €", 100.0),
        ] {
            assert_eq!(parse_amount(text), Some(value), "{text}");
        }
        for text in [
            "",
            "A-101",
            "20%",
            "12,34,56",
            "Page 1",
            "1 of 2",
            "12.3.4",
            ",5",
            "20261364-",
            "kr",
            // A credit's minus after text whose last three bytes split a
            // character: found by the content-stream fuzzer.
            "¡‹9p-",
        ] {
            assert_eq!(parse_amount(text), None, "{text}");
        }
    }

    #[test]
    fn dates_in_common_formats() {
        let d = SlashOrder::DayFirst;
        for (text, iso) in [
            ("2026-03-14", "2026-03-14"),
            ("14.03.2026", "2026-03-14"),
            ("14/03/2026", "2026-03-14"),
            ("March 14, 2026", "2026-03-14"),
            ("14 March 2026", "2026-03-14"),
            ("14 Mar 2026", "2026-03-14"),
            ("9 ta' Ottubru 2026", "2026-10-09"),
            ("Sept 1, 2026", "2026-09-01"),
            ("1st May 2026", "2026-05-01"),
            ("14.03.26", "2026-03-14"),
            ("1 de octubre de 2026", "2026-10-01"),
            ("8 d'agost de 2026", "2026-08-08"),
            ("8 de setembre de 2026", "2026-09-08"),
            ("8 de juliol de 2026", "2026-07-08"),
            ("15 augusti 2026", "2026-08-15"),
            ("3 maj 2026", "2026-05-03"),
            ("23 luglio 2026", "2026-07-23"),
            ("1 maja 2026", "2026-05-01"),
            ("12 de março de 2026", "2026-03-12"),
            ("27 Αυγούστου 2026", "2026-08-27"),
            ("ΣΕΠΤΕΜΒΡΙΟΣ 3 2026", "2026-09-03"),
            ("5. března 2026", "2026-03-05"),
            ("2026. március 3.", "2026-03-03"),
            ("12 Ağustos 2026", "2026-08-12"),
            ("8 Tachwedd 2026", "2026-11-08"),
            ("2026 m. sausio 17 d.", "2026-01-17"),
            ("9 iunie 2026", "2026-06-09"),
            ("17. marraskuuta 2026", "2026-11-17"),
            ("03-MAR-26", "2026-03-03"),
            ("3 Mar 26", "2026-03-03"),
            ("3rd of March 2026", "2026-03-03"),
            ("16. Jänner 2026", "2026-01-16"),
            ("3. Feber 2026", "2026-02-03"),
            ("15. augusta 2026", "2026-08-15"),
            ("14. septembra 2026", "2026-09-14"),
            ("27. julija 2026", "2026-07-27"),
            ("1. marec 2026", "2026-03-01"),
            ("13. detsember 2026", "2026-12-13"),
            ("2. veebruar 2026", "2026-02-02"),
            ("2. maijs 2026", "2026-05-02"),
            ("2026. gada 9. oktobris", "2026-10-09"),
            ("25 жовтня 2026 р.", "2026-10-25"),
            ("3 січня 2026 р.", "2026-01-03"),
            ("7 nëntor 2026", "2026-11-07"),
            ("14 de xuño de 2026", "2026-06-14"),
            ("2. oktobar 2026.", "2026-10-02"),
        ] {
            assert_eq!(parse_date(text, d).as_deref(), Some(iso), "{text}");
        }
        assert_eq!(
            parse_date("03/04/2026", SlashOrder::MonthFirst).as_deref(),
            Some("2026-03-04")
        );
        assert_eq!(
            parse_date("03/04/2026", SlashOrder::DayFirst).as_deref(),
            Some("2026-04-03")
        );
        for text in [
            "2026-02-30",
            "Mayday 2026",
            "14 Foo 2026",
            "12345",
            "INV-2026-0001",
            "2026.99999999999999999999.01",
            "3 Mar 126",
        ] {
            assert_eq!(parse_date(text, d), None, "{text}");
        }
    }

    #[test]
    fn dates_among_other_words() {
        let d = SlashOrder::DayFirst;
        for (text, iso) in [
            ("Monday, 14 March 2026", "2026-03-14"),
            ("2026-03-14 (net 30)", "2026-03-14"),
            ("on 14.03.2026", "2026-03-14"),
            ("el 31 de diciembre de 2026.", "2026-12-31"),
        ] {
            assert_eq!(date_in(text, d).as_deref(), Some(iso), "{text}");
        }
        assert_eq!(date_in("30 days net", d), None);
    }

    #[test]
    fn azerbaijani_dates_with_the_year_as_an_ordinal() {
        let d = SlashOrder::DayFirst;
        for (text, iso) in [
            ("20 sentyabr 2026-cı il, Bakı şəhəri", "2026-09-20"),
            ("20.10.2026-cı il tarixədək", "2026-10-20"),
            ("1 noyabr 2026-ci il", "2026-11-01"),
        ] {
            assert_eq!(date_in(text, d).as_deref(), Some(iso), "{text}");
        }
    }

    #[test]
    fn a_date_run_on_into_the_next_column_keeps_its_year() {
        let d = SlashOrder::MonthFirst;
        for text in ["November 23, 202647955", "November 23, 2026UPS GROUND"] {
            assert_eq!(date_in(text, d).as_deref(), Some("2026-11-23"), "{text}");
        }
        // A number alone, or after a word, is no date.
        assert_eq!(date_in("202647955", d), None);
        assert_eq!(date_in("Order 20261234", d), None);
        assert_eq!(date_in("March 20261234", d), None);
        // A date printed whole is read as it is.
        assert_eq!(date_in("2026-11-23 UPS", d).as_deref(), Some("2026-11-23"));
    }

    #[test]
    fn slash_order_follows_evidence_then_currency() {
        assert_eq!(
            slash_order(["03/04/2026", "25/04/2026"].into_iter(), Some("USD")),
            SlashOrder::DayFirst
        );
        assert_eq!(
            slash_order(["04/25/2026"].into_iter(), None),
            SlashOrder::MonthFirst
        );
        assert_eq!(
            slash_order(["03/04/2026"].into_iter(), Some("USD")),
            SlashOrder::MonthFirst
        );
        assert_eq!(
            slash_order(["03/04/2026"].into_iter(), Some("EUR")),
            SlashOrder::DayFirst
        );
    }

    #[test]
    fn currency_from_codes_and_symbols() {
        assert_eq!(currency_in("€12,00"), Some("EUR"));
        assert_eq!(currency_in("12.00 CHF"), Some("CHF"));
        assert_eq!(currency_in("12.00"), None);
    }
}
