//! An invoice as a family prints it: every value already formatted in the
//! family's conventions, so templates only place strings.

use rand::Rng;
use rand::seq::IndexedRandom;
use rand_chacha::ChaCha8Rng;

use super::super::layout::{
    DateStyle, Formats, MONTHS, MoneyStyle, NumberStyle, date, money, number, quantity,
};
use super::super::scenario::{Currency, Invoice, VENDORS, Vendor};

/// Where a family's invoices come from: which vendors and which ways of
/// printing numbers and dates are usual there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Region {
    Us,
    Uk,
    Europe,
}

impl Region {
    fn vendors(self) -> Vec<&'static Vendor> {
        let wanted: &[Currency] = match self {
            Region::Us => &[Currency::Usd],
            Region::Uk => &[Currency::Gbp],
            Region::Europe => &[Currency::Eur, Currency::Chf],
        };
        VENDORS
            .iter()
            .filter(|v| wanted.contains(&v.currency))
            .collect()
    }

    fn formats(self, rng: &mut ChaCha8Rng) -> Formats {
        let (numbers, dates): (&[NumberStyle], &[DateStyle]) = match self {
            Region::Us => (
                &[NumberStyle::Comma, NumberStyle::Plain],
                &[DateStyle::Slash, DateStyle::LongMonthFirst, DateStyle::Iso],
            ),
            Region::Uk => (
                &[NumberStyle::Comma],
                &[
                    DateStyle::Slash,
                    DateStyle::LongDayFirst,
                    DateStyle::ShortMonth,
                ],
            ),
            Region::Europe => (
                &[NumberStyle::Dot, NumberStyle::Space],
                &[DateStyle::Dotted, DateStyle::Iso, DateStyle::LongDayFirst],
            ),
        };
        Formats {
            number: *numbers.choose(rng).expect("styles"),
            money: *[
                MoneyStyle::Bare,
                MoneyStyle::SymbolPrefix,
                MoneyStyle::CodePrefix,
                MoneyStyle::CodeSuffix,
            ]
            .choose(rng)
            .expect("styles"),
            date: *dates.choose(rng).expect("styles"),
        }
    }
}

pub struct PrintedLine {
    pub position: String,
    pub code: String,
    pub description: String,
    pub quantity: String,
    pub unit: &'static str,
    /// The unit price as a bare number and with the currency as the family prints money.
    pub unit_price: String,
    pub unit_price_money: String,
    pub amount: String,
    pub amount_money: String,
    /// The amount in cents, for families that add amounts up themselves.
    pub amount_cents: i64,
}

pub struct Printed {
    pub vendor: &'static str,
    pub street: &'static str,
    pub city: &'static str,
    pub vat_id: String,
    pub phone: String,
    pub iban: String,
    pub customer: &'static str,
    pub customer_address: &'static str,
    pub customer_number: String,
    pub number: String,
    pub date: String,
    pub due: String,
    pub po: Option<String>,
    pub currency: &'static str,
    /// Money is printed without any currency mark; the template must say which.
    pub bare: bool,
    pub tax_rate: i64,
    pub lines: Vec<PrintedLine>,
    pub subtotal: String,
    pub subtotal_money: String,
    pub tax: String,
    pub tax_money: String,
    pub total: String,
    pub total_money: String,
    /// How bare numbers are printed, for sums a family prints itself.
    pub number_style: NumberStyle,
    /// The invoice and due dates as (year, month, day), for families that
    /// print dates in a convention of their own.
    pub date_ymd: (i32, u32, u32),
    pub due_ymd: (i32, u32, u32),
    /// The tax in cents, for families that spread it over lines or rates.
    pub tax_cents: i64,
}

/// A vendor and the formats for one document of a family of `region`.
pub fn pick(rng: &mut ChaCha8Rng, region: Region) -> (&'static Vendor, Formats) {
    let vendor = *region
        .vendors()
        .choose(rng)
        .expect("vendors in every region");
    (vendor, region.formats(rng))
}

pub fn print(invoice: &Invoice, formats: Formats, rng: &mut ChaCha8Rng) -> Printed {
    let currency = invoice.vendor.currency;
    let bare_number = |cents| number(cents, formats.number);
    let with_currency = |cents| money(cents, currency, formats);
    let lines = invoice
        .lines
        .iter()
        .enumerate()
        .map(|(i, line)| PrintedLine {
            position: (i + 1).to_string(),
            code: format!(
                "{}-{:03}",
                &invoice.vendor.name[..2].to_uppercase(),
                101 + i
            ),
            description: line.description.to_string(),
            quantity: quantity(line.quantity, formats.number),
            unit: if line.description.contains("hour") {
                "h"
            } else {
                "pcs"
            },
            unit_price: bare_number(line.unit_price),
            unit_price_money: with_currency(line.unit_price),
            amount: bare_number(line.amount),
            amount_money: with_currency(line.amount),
            amount_cents: line.amount,
        })
        .collect();
    let digits = |rng: &mut ChaCha8Rng, n: usize| -> String {
        (0..n)
            .map(|_| char::from(b'0' + rng.random_range(0..10u8)))
            .collect()
    };
    let country = match currency {
        Currency::Usd => "US",
        Currency::Gbp => "GB",
        Currency::Eur => "DE",
        Currency::Chf => "CH",
    };
    Printed {
        vendor: invoice.vendor.name,
        street: invoice.vendor.street,
        city: invoice.vendor.city,
        vat_id: format!("{country}{}", digits(rng, 9)),
        phone: format!("+44 20 {} {}", digits(rng, 4), digits(rng, 4)),
        iban: format!(
            "{country}{} {} {} {} {}",
            digits(rng, 2),
            digits(rng, 4),
            digits(rng, 4),
            digits(rng, 4),
            digits(rng, 4)
        ),
        customer: invoice.customer.0,
        customer_address: invoice.customer.1,
        customer_number: digits(rng, 5),
        number: invoice.number.clone(),
        date: date(invoice.date, formats.date, currency),
        due: date(invoice.due, formats.date, currency),
        po: invoice.po_number.clone(),
        currency: currency.code(),
        bare: formats.money == MoneyStyle::Bare,
        tax_rate: invoice.tax_rate_percent,
        lines,
        subtotal: bare_number(invoice.subtotal),
        subtotal_money: with_currency(invoice.subtotal),
        tax: bare_number(invoice.tax),
        tax_money: with_currency(invoice.tax),
        total: bare_number(invoice.total),
        total_money: with_currency(invoice.total),
        number_style: formats.number,
        date_ymd: invoice.date,
        due_ymd: invoice.due,
        tax_cents: invoice.tax,
    }
}

/// `total` cents shared out in proportion to `parts`, each share rounded and
/// the cents left over by rounding given to the largest remainders, so the
/// shares add up to `total` exactly, as invoicing software spreads a tax
/// computed on the whole over the lines.
pub fn shares(total: i64, parts: &[i64]) -> Vec<i64> {
    let whole: i64 = parts.iter().sum();
    if whole == 0 {
        let mut out = vec![0; parts.len()];
        if let Some(first) = out.first_mut() {
            *first = total;
        }
        return out;
    }
    let mut out: Vec<i64> = parts.iter().map(|p| total * p / whole).collect();
    let mut order: Vec<usize> = (0..parts.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(total * parts[i] % whole));
    let left = total - out.iter().sum::<i64>();
    for &i in order
        .iter()
        .cycle()
        .take(usize::try_from(left).unwrap_or(0))
    {
        out[i] += 1;
    }
    out
}

/// Text safe inside HTML elements and attributes.
pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

impl Printed {
    /// A UK sort code and account number, taken from the IBAN's digits the
    /// way a domestic account sits inside a GB IBAN.
    pub fn sort_code_and_account(&self) -> (String, String) {
        let digits: String = self.iban.chars().filter(char::is_ascii_digit).collect();
        let sort_code = format!("{}-{}-{}", &digits[2..4], &digits[4..6], &digits[6..8]);
        (sort_code, digits[8..16].to_string())
    }

    /// A telephone number as a business in the vendor's town prints it, made
    /// of the last seven digits of the document's number.
    pub fn local_phone(&self) -> String {
        let digits: String = self.phone.chars().filter(char::is_ascii_digit).collect();
        let (a, b) = digits[digits.len() - 7..].split_at(3);
        let (c, d) = b.split_at(2);
        if self.city.contains("Seattle") {
            format!("(206) {a}-{b}")
        } else if self.city.contains("Austin") {
            format!("(512) {a}-{b}")
        } else if self.city.contains("Leeds") {
            format!("0113 {a} {b}")
        } else if self.city.contains("Manchester") {
            format!("0161 {a} {b}")
        } else if self.city.contains("Berlin") {
            format!("+49 30 {a} {b}")
        } else if self.city.contains("Amsterdam") {
            format!("+31 20 {a} {c} {d}")
        } else if self.city.contains("Zurich") {
            format!("+41 44 {a} {c} {d}")
        } else {
            self.phone.clone()
        }
    }

    /// The vendor's fax number: its telephone number as a business in its
    /// town prints it, with the last digit one higher, as a fax line sits
    /// beside the main line.
    pub fn local_fax(&self) -> String {
        let mut chars: Vec<char> = self.local_phone().chars().collect();
        if let Some(last) = chars.iter().rposition(char::is_ascii_digit) {
            let digit = chars[last].to_digit(10).unwrap_or(0);
            chars[last] = char::from_digit((digit + 1) % 10, 10).unwrap_or('0');
        }
        chars.into_iter().collect()
    }

    /// The first word of the vendor's name in lower case, for its mail and
    /// web addresses ("northwind").
    pub fn vendor_domain(&self) -> String {
        self.vendor
            .split(' ')
            .next()
            .unwrap_or(self.vendor)
            .chars()
            .filter(char::is_ascii_alphanumeric)
            .collect::<String>()
            .to_lowercase()
    }

    /// The vendor's web domain under its country's ending ("hooli.nl").
    pub fn country_domain(&self) -> String {
        let ending = match self.currency {
            "USD" => "com",
            "GBP" => "co.uk",
            "CHF" => "ch",
            _ if self.city.contains("Amsterdam") => "nl",
            _ => "de",
        };
        format!("{}.{ending}", self.vendor_domain())
    }

    /// A sum of `cents` printed as the document prints bare numbers, such as
    /// a running total carried from one page to the next.
    pub fn bare_number(&self, cents: i64) -> String {
        number(cents, self.number_style)
    }

    /// A sum the family works out itself, printed as the document prints its
    /// total: with the same currency mark, or bare with the code after it.
    pub fn money_like(&self, cents: i64) -> String {
        let bare = self.bare_number(cents);
        if self.bare {
            format!("{bare} {}", self.currency)
        } else {
            self.total_money.replace(&self.total, &bare)
        }
    }

    /// A date other than the invoice's own (a billing period, a despatch, an
    /// earlier payment) printed the way this document prints its dates.
    pub fn date_like(&self, (year, month, day): (i32, u32, u32)) -> String {
        let name = MONTHS[month as usize - 1];
        let printed = self.date.as_str();
        if printed.as_bytes().get(4) == Some(&b'-') {
            format!("{year}-{month:02}-{day:02}")
        } else if printed.contains('.') {
            format!("{day:02}.{month:02}.{year}")
        } else if printed.contains('/') && self.currency == "USD" {
            format!("{month:02}/{day:02}/{year}")
        } else if printed.contains('/') {
            format!("{day:02}/{month:02}/{year}")
        } else if printed.contains(',') {
            format!("{name} {day}, {year}")
        } else if MONTHS.iter().any(|m| printed.contains(m)) {
            format!("{day} {name} {year}")
        } else {
            format!("{day} {} {year}", &name[..3])
        }
    }
}

/// The date `days` before (year, month, day).
pub fn days_earlier((year, month, day): (i32, u32, u32), days: u32) -> (i32, u32, u32) {
    let month_len = |y: i32, m: u32| match m {
        2 if y % 4 == 0 && (y % 100 != 0 || y % 400 == 0) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    };
    let (mut y, mut m, mut d) = (year, month, day);
    for _ in 0..days {
        if d > 1 {
            d -= 1;
        } else {
            if m > 1 {
                m -= 1;
            } else {
                m = 12;
                y -= 1;
            }
            d = month_len(y, m);
        }
    }
    (y, m, d)
}

/// A language other than English that a family prints its dates in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Language {
    German,
    French,
    Dutch,
    Spanish,
    Swedish,
    Polish,
    Portuguese,
    Italian,
    Greek,
    Turkish,
    Hungarian,
    Czech,
    Welsh,
    Finnish,
    Romanian,
    Lithuanian,
    Estonian,
    Danish,
    Maltese,
    Catalan,
    Ukrainian,
    Galician,
}

/// A printed date with its written-out month in `language`: "3 March 2026"
/// becomes "3. März 2026", "3 mars 2026" or "3 maart 2026" (and the first of
/// the month "1er mars 2026" in French), "3 de marzo de 2026" in Spanish and
/// "3 mars 2026" in Swedish, "3 marca 2026 r." in Polish (the month in the
/// genitive), "3 de março de 2026" in Portuguese and "3 marzo 2026" in
/// Italian; "3 Μαρτίου 2026" in Greek and "3. března 2026" in Czech (both in
/// the genitive), "3 Mart 2026" in Turkish, "2026. március 3." in Hungarian
/// (year first) and "3 Mawrth 2026" in Welsh; "3. maaliskuuta 2026" in Finnish
/// (the month in the partitive), "3 martie 2026" in Romanian and "2026 m. kovo
/// 3 d." in Lithuanian (year first, the month in the genitive); "3. märts
/// 2026" in Estonian and "3. marts 2026" in Danish; "3 ta' Marzu 2026" in
/// Maltese and "3 de març de 2026" in Catalan (with "d'" before a month
/// that begins with a vowel: "3 d'abril de 2026"); "3 березня 2026 р." in
/// Ukrainian (the month in the genitive) and "3 de marzo de 2026" in
/// Galician. Numeric dates stay as they are.
pub fn date_in(printed: &str, language: Language) -> String {
    let parts: Vec<&str> = printed.split(' ').collect();
    let [day, month, year] = parts[..] else {
        return printed.to_string();
    };
    let Some(index) = MONTHS.iter().position(|m| *m == month) else {
        return printed.to_string();
    };
    let names: [&str; 12] = match language {
        Language::German => [
            "Januar",
            "Februar",
            "März",
            "April",
            "Mai",
            "Juni",
            "Juli",
            "August",
            "September",
            "Oktober",
            "November",
            "Dezember",
        ],
        Language::French => [
            "janvier",
            "février",
            "mars",
            "avril",
            "mai",
            "juin",
            "juillet",
            "août",
            "septembre",
            "octobre",
            "novembre",
            "décembre",
        ],
        Language::Dutch => [
            "januari",
            "februari",
            "maart",
            "april",
            "mei",
            "juni",
            "juli",
            "augustus",
            "september",
            "oktober",
            "november",
            "december",
        ],
        Language::Spanish => [
            "enero",
            "febrero",
            "marzo",
            "abril",
            "mayo",
            "junio",
            "julio",
            "agosto",
            "septiembre",
            "octubre",
            "noviembre",
            "diciembre",
        ],
        Language::Swedish => [
            "januari",
            "februari",
            "mars",
            "april",
            "maj",
            "juni",
            "juli",
            "augusti",
            "september",
            "oktober",
            "november",
            "december",
        ],
        Language::Polish => [
            "stycznia",
            "lutego",
            "marca",
            "kwietnia",
            "maja",
            "czerwca",
            "lipca",
            "sierpnia",
            "września",
            "października",
            "listopada",
            "grudnia",
        ],
        Language::Portuguese => [
            "janeiro",
            "fevereiro",
            "março",
            "abril",
            "maio",
            "junho",
            "julho",
            "agosto",
            "setembro",
            "outubro",
            "novembro",
            "dezembro",
        ],
        Language::Italian => [
            "gennaio",
            "febbraio",
            "marzo",
            "aprile",
            "maggio",
            "giugno",
            "luglio",
            "agosto",
            "settembre",
            "ottobre",
            "novembre",
            "dicembre",
        ],
        Language::Greek => [
            "Ιανουαρίου",
            "Φεβρουαρίου",
            "Μαρτίου",
            "Απριλίου",
            "Μαΐου",
            "Ιουνίου",
            "Ιουλίου",
            "Αυγούστου",
            "Σεπτεμβρίου",
            "Οκτωβρίου",
            "Νοεμβρίου",
            "Δεκεμβρίου",
        ],
        Language::Turkish => [
            "Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül",
            "Ekim", "Kasım", "Aralık",
        ],
        Language::Hungarian => [
            "január",
            "február",
            "március",
            "április",
            "május",
            "június",
            "július",
            "augusztus",
            "szeptember",
            "október",
            "november",
            "december",
        ],
        Language::Czech => [
            "ledna",
            "února",
            "března",
            "dubna",
            "května",
            "června",
            "července",
            "srpna",
            "září",
            "října",
            "listopadu",
            "prosince",
        ],
        Language::Welsh => [
            "Ionawr",
            "Chwefror",
            "Mawrth",
            "Ebrill",
            "Mai",
            "Mehefin",
            "Gorffennaf",
            "Awst",
            "Medi",
            "Hydref",
            "Tachwedd",
            "Rhagfyr",
        ],
        Language::Finnish => [
            "tammikuuta",
            "helmikuuta",
            "maaliskuuta",
            "huhtikuuta",
            "toukokuuta",
            "kesäkuuta",
            "heinäkuuta",
            "elokuuta",
            "syyskuuta",
            "lokakuuta",
            "marraskuuta",
            "joulukuuta",
        ],
        Language::Romanian => [
            "ianuarie",
            "februarie",
            "martie",
            "aprilie",
            "mai",
            "iunie",
            "iulie",
            "august",
            "septembrie",
            "octombrie",
            "noiembrie",
            "decembrie",
        ],
        Language::Lithuanian => [
            "sausio",
            "vasario",
            "kovo",
            "balandžio",
            "gegužės",
            "birželio",
            "liepos",
            "rugpjūčio",
            "rugsėjo",
            "spalio",
            "lapkričio",
            "gruodžio",
        ],
        Language::Estonian => [
            "jaanuar",
            "veebruar",
            "märts",
            "aprill",
            "mai",
            "juuni",
            "juuli",
            "august",
            "september",
            "oktoober",
            "november",
            "detsember",
        ],
        Language::Danish => [
            "januar",
            "februar",
            "marts",
            "april",
            "maj",
            "juni",
            "juli",
            "august",
            "september",
            "oktober",
            "november",
            "december",
        ],
        Language::Maltese => [
            "Jannar",
            "Frar",
            "Marzu",
            "April",
            "Mejju",
            "Ġunju",
            "Lulju",
            "Awwissu",
            "Settembru",
            "Ottubru",
            "Novembru",
            "Diċembru",
        ],
        Language::Catalan => [
            "gener", "febrer", "març", "abril", "maig", "juny", "juliol", "agost", "setembre",
            "octubre", "novembre", "desembre",
        ],
        Language::Ukrainian => [
            "січня",
            "лютого",
            "березня",
            "квітня",
            "травня",
            "червня",
            "липня",
            "серпня",
            "вересня",
            "жовтня",
            "листопада",
            "грудня",
        ],
        Language::Galician => [
            "xaneiro", "febreiro", "marzo", "abril", "maio", "xuño", "xullo", "agosto", "setembro",
            "outubro", "novembro", "decembro",
        ],
    };
    let name = names[index];
    match language {
        Language::German
        | Language::Czech
        | Language::Finnish
        | Language::Estonian
        | Language::Danish => {
            format!("{day}. {name} {year}")
        }
        Language::Lithuanian => format!("{year} m. {name} {day} d."),
        Language::Hungarian => format!("{year}. {name} {day}."),
        Language::French if day == "1" => format!("1er {name} {year}"),
        Language::Spanish | Language::Portuguese | Language::Galician => {
            format!("{day} de {name} de {year}")
        }
        Language::Ukrainian => format!("{day} {name} {year} р."),
        Language::Polish => format!("{day} {name} {year} r."),
        Language::Maltese => format!("{day} ta' {name} {year}"),
        Language::Catalan if name.starts_with(['a', 'o']) => format!("{day} d'{name} de {year}"),
        Language::Catalan => format!("{day} de {name} de {year}"),
        Language::French
        | Language::Dutch
        | Language::Swedish
        | Language::Italian
        | Language::Greek
        | Language::Turkish
        | Language::Welsh
        | Language::Romanian => format!("{day} {name} {year}"),
    }
}

/// The cents of an amount printed with two decimals, whatever its
/// separators ("1.234,56", "1 234,56" and "CHF 1,234.56" are all 123456).
pub fn cents_in(printed: &str) -> i64 {
    printed
        .chars()
        .filter(char::is_ascii_digit)
        .collect::<String>()
        .parse()
        .unwrap_or(0)
}

/// A sum of `cents` as a country groups it: `group` between the thousands
/// and `decimal` before the cents ("1'234.50" in Switzerland, "1,234.50" in
/// Malta and Cyprus, "1.234,50" in Spain).
pub fn grouped(cents: i64, group: &str, decimal: &str) -> String {
    let units = (cents.abs() / 100).to_string();
    let mut out = String::new();
    for (i, digit) in units.chars().enumerate() {
        if i > 0 && (units.len() - i) % 3 == 0 {
            out.push_str(group);
        }
        out.push(digit);
    }
    let sign = if cents < 0 { "-" } else { "" };
    format!("{sign}{out}{decimal}{:02}", cents.abs() % 100)
}

/// A quantity the document printed ("7,5" or "12") in hundredths.
pub fn hundredths_in(printed: &str) -> i64 {
    let (whole, fraction) = printed.split_once([',', '.']).unwrap_or((printed, ""));
    let fraction = format!("{fraction:0<2}");
    whole.parse::<i64>().unwrap_or(0) * 100 + fraction[..2].parse::<i64>().unwrap_or(0)
}

/// A quantity of `hundredths` with `decimal` before its fraction and no
/// trailing zeros ("7.5", "12").
pub fn quantity_with(hundredths: i64, decimal: &str) -> String {
    if hundredths % 100 == 0 {
        return (hundredths / 100).to_string();
    }
    let fraction = format!("{:02}", hundredths % 100);
    format!(
        "{}{decimal}{}",
        hundredths / 100,
        fraction.trim_end_matches('0')
    )
}
