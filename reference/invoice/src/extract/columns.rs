//! Recognising line-item column headers in their usual wordings ("Qty",
//! "Hours", "Unit price", "Rate", "Ext. price", "Line total"…).

use super::labels::normalise;
use super::values::CURRENCY_CODES;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Column {
    Description,
    Quantity,
    UnitPrice,
    Amount,
    /// Position numbers, item codes, tax rates: present but not read.
    Other,
}

const DESCRIPTION_WORDS: &[&str] = &[
    "description",
    "desc",
    "product",
    "products",
    "service",
    "services",
    "details",
    "particulars",
    "article",
    "designation",
    "activity",
    "task",
    "goods",
    "material",
    "expense",
    "deliverable",
    "work",
    "memo",
    "text",
    "narrative",
    "commodity",
    // A laboratory bills the analyses it ran on each sample.
    "analysis",
    "analyses",
];
const QUANTITY_WORDS: &[&str] = &[
    "qty",
    "quantity",
    "units",
    "hours",
    "hrs",
    "hr",
    "pcs",
    "pieces",
    "count",
    "days",
    "shipped",
    "shp",
    "despatched",
    "dispatched",
    "desp",
    // A route driver's delivery ticket: what was left, beside what is stocked.
    "delivered",
    // Time billed by the unit: a hotel's nights, a trainer's sessions.
    "weeks",
    "nights",
    "sessions",
    "visits",
    // A broadcaster's spots aired, at a rate each.
    "spots",
    // A livestock mart's head of cattle ("HD", priced "per head").
    "hd",
    "head",
];
/// Quantities beside the one invoiced: what was ordered or is still owed
/// ("Ordered  Shipped  B/O", "Qty ordered"), or a stock count's levels.
const UNINVOICED_WORDS: &[&str] = &["ordered", "ord", "backordered", "bo", "opening", "closing"];

/// Whether a name heads a stock count's level ("Opening", "Closing"):
/// beside it, what was delivered went into stock, not onto the invoice.
pub fn names_stock_level(header: &str) -> bool {
    header_words(header)
        .iter()
        .any(|w| ["opening", "closing"].contains(&w.as_str()))
}

/// Whether a name is that of a delivered quantity ("Delivered").
pub fn names_delivered(header: &str) -> bool {
    header_words(header) == ["delivered"]
}
const AMOUNT_WORDS: &[&str] = &[
    "amount",
    "total",
    "ext",
    "extended",
    "extension",
    "sum",
    "charge",
    "charges",
    "fee",
    "fees",
    "subtotal",
    "amt",
];
/// A hire's "Rental" is its price for the period, times the vehicles or
/// the months.
const PRICE_WORDS: &[&str] = &["price", "rate", "cost", "tariff", "rental"];
/// Words of a tax: "VAT rate" and "Tax amount" name the tax of a line, and
/// such a word qualifies the name after it.
pub const TAX_WORDS: &[&str] = &["vat", "tax", "taxes", "gst", "hst", "pst", "qst"];
/// Position numbers, item codes, units, tax rates: columns present but not read.
const OTHER_HEADERS: &[&str] = &[
    "#",
    "no",
    "nr",
    "pos",
    "position",
    // Czech and Slovak "Č.", short for "číslo": the position.
    "c",
    "b o",
    "back order",
    "ean",
    "gtin",
    "upc",
    "barcode",
    // German "ME", Mengeneinheit: the unit of measure.
    "me",
    "ln",
    "sl no",
    "sr no",
    "serial",
    "sku",
    "code",
    "item no",
    "item #",
    "item code",
    "part no",
    // The list price a parts counter prints beside the net price it charges.
    "list",
    "vat",
    "tax",
    "vat %",
    "tax %",
    "uom",
    "u m",
    // A distributor's "UN" (unit) and "PACK/SIZE" beside the quantity shipped.
    "un",
    "pack size",
    "line",
    "unit of measure",
    "ref",
    "reference",
    "art no",
    // Dated entries: when each line was delivered or worked, not what it was.
    "date",
    // The delivery docket a line came on.
    "docket",
    "docket no",
    // A drug's schedule of control (Rx, OTC, CII).
    "sched",
    "schedule",
    // A garment's size and colour.
    "size",
    "colour",
    "color",
];

/// Words that say a column holds identifiers: "Product code", "Article no.",
/// "Part number" name a code column whatever noun comes first.
const CODE_WORDS: &[&str] = &["no", "nr", "number", "#", "code", "id", "sku", "ref"];

/// Words that qualify the column name after them: "Unit price", "Total
/// price", "Net amount" name one column.
pub const MODIFIERS: &[&str] = &[
    "unit", "total", "ext", "extended", "net", "line", "gross", "sales", "list", "item", "hourly",
];

/// Description words that name the description and nothing else; beside
/// one of them, "Item", "Product" or "Article" name a code column.
const PRECISE_DESCRIPTION_WORDS: &[&str] = &[
    "description",
    "desc",
    "details",
    "particulars",
    "designation",
];

/// Words that say whether money is counted with its tax or without it.
const TAX_QUALIFIERS: &[&str] = &[
    "incl",
    "excl",
    "inc",
    "ex",
    "including",
    "excluding",
    "without",
    "net",
    "gross",
];

/// How many words of a header come before a tail that only says which tax
/// its money leaves out or takes in: "Price per unit excl. VAT" is as long
/// a name as "Price per unit", and so is a price "without indirect taxes"
/// (or "without", its tax wrapped onto the header's next line).
fn words_before_tax_tail(words: &[&str]) -> usize {
    let tail = words.iter().rposition(|w| TAX_QUALIFIERS.contains(w));
    match tail {
        Some(at)
            if at > 0
                && words[at + 1..]
                    .iter()
                    .all(|w| TAX_WORDS.contains(w) || *w == "indirect") =>
        {
            at
        }
        _ => words.len(),
    }
}

/// The header's words, without a currency it names ("Net (GBP)", "Amount EUR").
fn header_words(header: &str) -> Vec<String> {
    normalise(header)
        .split(' ')
        .filter(|w| !w.is_empty() && !CURRENCY_CODES.contains(&w.to_ascii_uppercase().as_str()))
        .map(str::to_string)
        .collect()
}

/// Whether a name holds a word of money summed ("Line item total", "Amount").
pub fn names_amount(header: &str) -> bool {
    header_words(header)
        .iter()
        .any(|w| AMOUNT_WORDS.contains(&w.as_str()))
}

/// Words that leave the tax out of what they qualify.
const NET_WORDS: &[&str] = &["excl", "excluding", "ex", "without", "net"];

/// Whether a column's money is before tax ("Net amount", "Bez DPH").
pub fn excludes_tax(header: &str) -> bool {
    header_words(header)
        .iter()
        .any(|w| NET_WORDS.contains(&w.as_str()))
}

/// Whether a name is only the tax it leaves out ("Bez DPH", "Excl. VAT"):
/// on a header line of its own, the line's money before tax; under a name,
/// what qualifies it.
pub fn names_only_tax_left_out(header: &str) -> bool {
    let words = header_words(header);
    words.iter().any(|w| NET_WORDS.contains(&w.as_str()))
        && words.iter().any(|w| TAX_WORDS.contains(&w.as_str()))
        && words
            .iter()
            .all(|w| TAX_WORDS.contains(&w.as_str()) || NET_WORDS.contains(&w.as_str()))
}

/// Whether a name is the line's subtotal, its money before what follows it.
pub fn is_subtotal(header: &str) -> bool {
    header_words(header) == ["subtotal"]
}

/// Whether a name heads a tax ("VAT", "IVA", "Tax rate").
pub fn names_tax(header: &str) -> bool {
    header_words(header)
        .iter()
        .any(|w| TAX_WORDS.contains(&w.as_str()))
}

/// Whether a name says its money has the tax in ("Total incl. VAT", "Gross").
pub fn includes_tax(header: &str) -> bool {
    header_words(header)
        .iter()
        .any(|w| ["incl", "including", "inclusive", "gross"].contains(&w.as_str()))
}

/// Whether a description header says "description" itself, rather than a
/// noun ("Item", "Product") that may also head a code column.
pub fn names_description_precisely(header: &str) -> bool {
    header_words(header)
        .iter()
        .any(|w| PRECISE_DESCRIPTION_WORDS.contains(&w.as_str()))
}

/// Whether every word of a header belongs to the vocabulary of column names,
/// as in "Description" or "Amount (EUR)" but not "Hooli Services BV" or
/// "Amount due": a line of two such names alone makes a table header.
pub fn is_plain_name(header: &str) -> bool {
    let words = header_words(header);
    let lists = [
        DESCRIPTION_WORDS,
        QUANTITY_WORDS,
        AMOUNT_WORDS,
        PRICE_WORDS,
        MODIFIERS,
        &["of", "per", "each", "name", "items", "value"],
    ];
    !words.is_empty()
        && words
            .iter()
            .all(|w| lists.iter().any(|list| list.contains(&w.as_str())))
}

/// The column a table header cell names. `Item` is a description unless a
/// separate description column exists (the caller decides that).
pub fn column(header: &str) -> Option<Column> {
    let words = header_words(header);
    let s = words.join(" ");
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    let has_any = |list: &[&str]| words.iter().any(|w| list.contains(w));
    if s.is_empty() || words_before_tax_tail(&words) > 4 {
        return None;
    }
    // "Item no.", "Code article", "Réf. produit": a code of the item,
    // whichever end names it; "Cat. page" points into a catalogue. "Delivery
    // date" dates a line, and "Service period" or "Period" spans dates; "Unit
    // type" sorts the lines into kinds by a code ("Pieces type" counts them).
    let typed = words.last() == Some(&"type") && !has_any(QUANTITY_WORDS);
    let coded = words.len() > 1
        && (words
            .last()
            .is_some_and(|w| CODE_WORDS.contains(w) || matches!(*w, "date" | "page"))
            || typed
            || ["code", "ref", "reference", "sku"].contains(&words[0]))
        && !names_description_precisely(header);
    let period = words.last() == Some(&"period");
    if OTHER_HEADERS.contains(&s.as_str()) || coded || period || has_any(UNINVOICED_WORDS) {
        return Some(Column::Other);
    }
    // "Desc. %", "VAT %", "Disc%": a percentage is a rate, not a line's money
    // or name; "Discount rate", "Discount amount": what is taken off, not
    // the line's.
    if words.iter().any(|w| w.ends_with('%')) || has_any(&["discount", "disc"]) {
        return Some(Column::Other);
    }
    // "Amount paid" (a remittance stub's box beside the items): what was
    // paid, no column of the items at all.
    if has_any(&["paid"]) {
        return None;
    }
    // "VAT rate", "Tax amount": the tax of a line, not its price or total.
    let taxy = has_any(TAX_WORDS);
    if taxy && !has_any(TAX_QUALIFIERS) {
        return Some(Column::Other);
    }
    // "Goods value", "Service amount": the money of what the words name.
    let money_of = words.len() > 1
        && words
            .last()
            .is_some_and(|w| AMOUNT_WORDS.contains(w) || *w == "value");
    if (has_any(DESCRIPTION_WORDS) && !money_of) || ["item name", "name"].contains(&s.as_str()) {
        return Some(Column::Description);
    }
    // "Rate/hr", "Preis/Std.": a price per hour, not the hours.
    let price_at = words.iter().position(|w| PRICE_WORDS.contains(w));
    let counted_at = words.iter().position(|w| QUANTITY_WORDS.contains(w));
    // "Ord  Ship  UM": what shipped, beside what was ordered ("Ship via" is
    // no column of numbers).
    if counted_at.is_some_and(|c| price_at.is_none_or(|p| c < p)) || s == "ship" {
        return Some(Column::Quantity);
    }
    // "Unit price" and "Price per unit" before "Total", "Amount" or "Value".
    let per_unit = has_any(&["unit", "each", "per"]);
    // "Unit value" is a price, where "Total value" is an amount (customs forms).
    let priced = has_any(PRICE_WORDS) || (per_unit && has_any(&["value"]));
    if priced && (per_unit || !has_any(AMOUNT_WORDS)) {
        return Some(Column::UnitPrice);
    }
    let net_names = [
        "net",
        "net amount",
        "value",
        "net value",
        "line net",
        "line value",
    ];
    if has_any(AMOUNT_WORDS) || net_names.contains(&s.as_str()) {
        return Some(Column::Amount);
    }
    if ["each", "unit", "unit pr"].contains(&s.as_str()) {
        return Some(Column::UnitPrice);
    }
    if s == "item" || s == "items" {
        return Some(Column::Description);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn column_headers_in_many_wordings() {
        for (header, expected) in [
            ("Description", Column::Description),
            ("Product", Column::Description),
            ("Qty", Column::Quantity),
            ("Units", Column::Quantity),
            ("Unit Price", Column::UnitPrice),
            ("Rate", Column::UnitPrice),
            ("Unit Cost", Column::UnitPrice),
            ("Amount", Column::Amount),
            ("Ext. Price", Column::Amount),
            ("Extended price", Column::Amount),
            ("Total price", Column::Amount),
            ("Price per unit", Column::UnitPrice),
            ("Unit price ex VAT", Column::UnitPrice),
            ("Total inc VAT", Column::Amount),
            ("Hourly rate", Column::UnitPrice),
            ("Einingarverð", Column::UnitPrice),
            ("Discount amount", Column::Other),
            ("İskonto Oranı", Column::Other),
            ("Mal Hizmet Tutarı", Column::Amount),
            ("Cena za MJ", Column::UnitPrice),
            ("Označenie dodávky", Column::Description),
            ("C.IVA", Column::Other),
            ("LIST", Column::Other),
            ("Eenheidspr.", Column::UnitPrice),
            ("Einzelbetrag", Column::UnitPrice),
            ("Rental GBP", Column::UnitPrice),
            ("SPOTS", Column::Quantity),
            ("SHIP", Column::Quantity),
            ("Περιγραφή", Column::Description),
            ("Hrs", Column::Quantity),
            ("Activity", Column::Description),
            ("Analysis", Column::Description),
            ("Item description", Column::Description),
            ("Amount (EUR)", Column::Amount),
            ("Line total (EUR)", Column::Amount),
            ("Unit type", Column::Other),
            ("Pieces type", Column::Quantity),
            ("Unit price (EUR)", Column::UnitPrice),
            ("Item no.", Column::Other),
            ("Each", Column::UnitPrice),
            ("Item", Column::Description),
            ("VAT rate", Column::Other),
            ("Fee", Column::Amount),
            ("Subtotal", Column::Amount),
            ("Tax amount", Column::Other),
            ("Amount incl. VAT", Column::Amount),
            ("Line total", Column::Amount),
            ("Net", Column::Amount),
            ("#", Column::Other),
            ("Net (GBP)", Column::Amount),
            ("Menge", Column::Quantity),
            ("Bezeichnung", Column::Description),
            ("Einzelpreis", Column::UnitPrice),
            ("Gesamtpreis", Column::Amount),
            ("Betrag (EUR)", Column::Amount),
            ("Art.-Nr.", Column::Other),
            ("Extension", Column::Amount),
            ("Price (GBP)", Column::UnitPrice),
            ("Product Code", Column::Other),
            ("Article No.", Column::Other),
            ("Part number", Column::Other),
            ("Unit value", Column::UnitPrice),
            ("Taxes", Column::Other),
            ("Total value", Column::Amount),
            ("Value", Column::Amount),
            ("U/M", Column::Other),
            ("Narrative", Column::Description),
            ("Line net", Column::Amount),
            ("Line value", Column::Amount),
            ("Goods value", Column::Amount),
            ("Amt", Column::Amount),
            ("Unit Pr.", Column::UnitPrice),
            ("SKU / Description", Column::Description),
            ("Nights", Column::Quantity),
            ("Liczba", Column::Quantity),
            ("Adet", Column::Quantity),
            ("Açıklama", Column::Description),
            ("Ühikuhind", Column::UnitPrice),
            ("Pershkrimi", Column::Description),
            ("Назва", Column::Description),
            ("Jednotka", Column::Other),
            ("Cat. Page", Column::Other),
            ("Počet MJ", Column::Quantity),
            ("Geliefert", Column::Quantity),
            ("Bestellt", Column::Other),
            ("Rückst.", Column::Other),
            // Abbreviated quantities and units, and the VAT of a line as
            // Hungarian is written in Romania.
            ("Daudz.", Column::Quantity),
            ("Ποσ.", Column::Quantity),
            ("Μον.", Column::Other),
            ("Ssz", Column::Other),
            ("HÉA érték", Column::Other),
        ] {
            assert_eq!(column(header), Some(expected), "{header}");
        }
    }

    #[test]
    fn a_tail_naming_the_tax_left_out_makes_no_name_too_long() {
        for (header, kind) in [
            ("Price per unit excl. VAT", Column::UnitPrice),
            (
                "Цена (тариф) за единицу без косвенных налогов",
                Column::UnitPrice,
            ),
            // Its tax wrapped onto the header's next line.
            ("Цена (тариф) за единицу без", Column::UnitPrice),
            ("Стоимость без косвенных налогов", Column::Amount),
            ("HD", Column::Quantity),
            ("PRICE/HD", Column::UnitPrice),
            ("Sched", Column::Other),
        ] {
            assert_eq!(column(header), Some(kind), "{header}");
        }
        assert_eq!(column("Price per unit incl. VAT and fees"), None);
    }

    #[test]
    fn plain_names_are_column_vocabulary_alone() {
        for header in [
            "Description",
            "Amount (EUR)",
            "Unit price",
            "Line total",
            "Hours",
        ] {
            assert!(is_plain_name(header), "{header}");
        }
        for header in [
            "Hooli Services BV",
            "Amount due",
            "Professional Services Ltd",
        ] {
            assert!(!is_plain_name(header), "{header}");
        }
    }

    /// The column names ordinary invoices of Britain, Ireland, North America
    /// and Western Europe print over their items, by language; `Other` for
    /// columns present but not read (codes, units, tax rates, discounts).
    #[test]
    fn mainstream_column_names_are_read() {
        use Column::{
            Amount as Amt, Description as Desc, Other, Quantity as Qty, UnitPrice as Price,
        };
        let languages: [(&str, &[(&str, Column)]); 10] = [
            (
                "English",
                &[
                    ("Description", Desc),
                    ("Item", Desc),
                    ("Item Description", Desc),
                    ("Product", Desc),
                    ("Product / Service", Desc),
                    ("Service", Desc),
                    ("Details", Desc),
                    ("Particulars", Desc),
                    ("Qty", Qty),
                    ("Quantity", Qty),
                    ("Hours", Qty),
                    ("Hrs", Qty),
                    ("Units", Qty),
                    ("Pcs", Qty),
                    ("Shipped", Qty),
                    ("Desp", Qty),
                    ("Despatched", Qty),
                    ("Qty Shipped", Qty),
                    ("Delivered", Qty),
                    ("No. of units", Qty),
                    ("Unit Price", Price),
                    ("Rate", Price),
                    ("Price", Price),
                    ("Price Each", Price),
                    ("Each", Price),
                    ("Unit Cost", Price),
                    ("Hourly Rate", Price),
                    ("Rate/hr", Price),
                    ("Price per hour", Price),
                    ("Amount", Amt),
                    ("Amount (USD)", Amt),
                    ("Total", Amt),
                    ("Total (GBP)", Amt),
                    ("Line Total", Amt),
                    ("Line Amount", Amt),
                    ("Ext. Price", Amt),
                    ("Extended", Amt),
                    ("Net Amount", Amt),
                    ("Value", Amt),
                    ("#", Other),
                    ("Service period", Other),
                    ("Billing period", Other),
                    ("Period", Other),
                    ("No.", Other),
                    ("Line", Other),
                    ("Pos.", Other),
                    ("Position", Other),
                    ("SKU", Other),
                    ("Item Code", Other),
                    ("Product Code", Other),
                    ("Part No.", Other),
                    ("EAN", Other),
                    ("Ref.", Other),
                    ("UOM", Other),
                    ("Size", Other),
                    ("Colour", Other),
                    ("Opening", Other),
                    ("Unit of Measure", Other),
                    ("VAT", Other),
                    ("VAT %", Other),
                    ("VAT Rate", Other),
                    ("Tax", Other),
                    ("GST", Other),
                    ("Discount", Other),
                    ("Disc. %", Other),
                    ("Date", Other),
                    ("Delivery Date", Other),
                    ("Ordered", Other),
                    ("Qty Ordered", Other),
                    ("B/O", Other),
                    ("Back Order", Other),
                ],
            ),
            (
                "German",
                &[
                    ("Bezeichnung", Desc),
                    ("Beschreibung", Desc),
                    ("Artikel", Desc),
                    ("Artikelbezeichnung", Desc),
                    ("Leistung", Desc),
                    ("Leistungsbeschreibung", Desc),
                    ("Produkt", Desc),
                    ("Text", Desc),
                    ("Menge", Qty),
                    ("Anzahl", Qty),
                    ("Anz.", Qty),
                    ("Stunden", Qty),
                    ("Std.", Qty),
                    ("Stück", Qty),
                    ("Einzelpreis", Price),
                    ("E-Preis", Price),
                    ("Einzelpreis netto", Price),
                    ("Preis", Price),
                    ("Stückpreis", Price),
                    ("Preis/Einheit", Price),
                    ("Preis/Std.", Price),
                    ("Stundensatz", Price),
                    ("Gesamtpreis", Amt),
                    ("Betrag", Amt),
                    ("Betrag (EUR)", Amt),
                    ("Gesamt", Amt),
                    ("Gesamt netto", Amt),
                    ("Summe", Amt),
                    ("Netto", Amt),
                    ("Nettobetrag", Amt),
                    ("Pos.", Other),
                    ("Position", Other),
                    ("Art.-Nr.", Other),
                    ("Artikel-Nr.", Other),
                    ("Artikelnummer", Other),
                    ("Einheit", Other),
                    ("ME", Other),
                    ("MwSt.", Other),
                    ("MwSt. %", Other),
                    ("USt.-Satz", Other),
                    ("Steuersatz", Other),
                    ("Rabatt", Other),
                    ("Rabatt %", Other),
                    ("Datum", Other),
                    ("Lieferdatum", Other),
                ],
            ),
            (
                "French",
                &[
                    ("Désignation", Desc),
                    ("Description", Desc),
                    ("Libellé", Desc),
                    ("Article", Desc),
                    ("Produit", Desc),
                    ("Prestation", Desc),
                    ("Qté", Qty),
                    ("Quantité", Qty),
                    ("Heures", Qty),
                    ("Prix unitaire", Price),
                    ("Prix unitaire HT", Price),
                    ("P.U.", Price),
                    ("PU HT", Price),
                    ("Prix", Price),
                    ("Tarif", Price),
                    ("Taux horaire", Price),
                    ("Montant", Amt),
                    ("Montant HT", Amt),
                    ("Montant TTC", Amt),
                    ("Total HT", Amt),
                    ("Réf.", Other),
                    ("Référence", Other),
                    ("Code article", Other),
                    ("Unité", Other),
                    ("TVA", Other),
                    ("TVA %", Other),
                    ("Taux TVA", Other),
                    ("Remise", Other),
                    ("Remise %", Other),
                ],
            ),
            (
                "Dutch",
                &[
                    ("Omschrijving", Desc),
                    ("Product", Desc),
                    ("Artikel", Desc),
                    ("Dienst", Desc),
                    ("Aantal", Qty),
                    ("Uren", Qty),
                    ("Prijs", Price),
                    ("Stukprijs", Price),
                    ("Eenheidsprijs", Price),
                    ("Prijs per stuk", Price),
                    ("Tarief", Price),
                    ("Uurtarief", Price),
                    ("Bedrag", Amt),
                    ("Bedrag excl. btw", Amt),
                    ("Totaal", Amt),
                    ("Subtotaal", Amt),
                    ("Artikelnummer", Other),
                    ("Artikelnr.", Other),
                    ("Eenheid", Other),
                    ("Btw", Other),
                    ("Btw %", Other),
                    ("Korting", Other),
                ],
            ),
            (
                "Spanish",
                &[
                    ("Descripción", Desc),
                    ("Concepto", Desc),
                    ("Artículo", Desc),
                    ("Producto", Desc),
                    ("Servicio", Desc),
                    ("Cantidad", Qty),
                    ("Cant.", Qty),
                    ("Uds.", Qty),
                    ("Unidades", Qty),
                    ("Horas", Qty),
                    ("Precio", Price),
                    ("Precio unitario", Price),
                    ("Precio unit.", Price),
                    ("Precio/hora", Price),
                    ("Tarifa", Price),
                    ("Importe", Amt),
                    ("Total", Amt),
                    ("Código", Other),
                    ("Ref.", Other),
                    ("Unidad", Other),
                    ("IVA", Other),
                    ("% IVA", Other),
                    ("Dto.", Other),
                    ("Descuento", Other),
                ],
            ),
            (
                "Italian",
                &[
                    ("Descrizione", Desc),
                    ("Voce", Desc),
                    ("Articolo", Desc),
                    ("Prodotto", Desc),
                    ("Servizio", Desc),
                    ("Quantità", Qty),
                    ("Q.tà", Qty),
                    ("Qtà", Qty),
                    ("Ore", Qty),
                    ("Prezzo", Price),
                    ("Prezzo unitario", Price),
                    ("Prezzo unit.", Price),
                    ("Tariffa", Price),
                    ("Importo", Amt),
                    ("Totale", Amt),
                    ("Prezzo totale", Amt),
                    ("Codice", Other),
                    ("Cod. articolo", Other),
                    ("U.M.", Other),
                    ("IVA %", Other),
                    ("Aliquota", Other),
                    ("Aliquota IVA", Other),
                    ("Sconto", Other),
                    ("Sc. %", Other),
                ],
            ),
            (
                "Portuguese",
                &[
                    ("Descrição", Desc),
                    ("Artigo", Desc),
                    ("Produto", Desc),
                    ("Serviço", Desc),
                    ("Qtd.", Qty),
                    ("Quant.", Qty),
                    ("Quantidade", Qty),
                    ("Preço", Price),
                    ("Preço unitário", Price),
                    ("Preço unit.", Price),
                    ("Valor", Amt),
                    ("Total", Amt),
                    ("Código", Other),
                    ("Unid.", Other),
                    ("Unidade", Other),
                    ("IVA %", Other),
                    ("Taxa IVA", Other),
                    ("Desconto", Other),
                ],
            ),
            (
                "Swedish",
                &[
                    ("Benämning", Desc),
                    ("Beskrivning", Desc),
                    ("Artikel", Desc),
                    ("Tjänst", Desc),
                    ("Antal", Qty),
                    ("Timmar", Qty),
                    ("À-pris", Price),
                    ("Á-pris", Price),
                    ("Pris", Price),
                    ("Styckpris", Price),
                    ("Timpris", Price),
                    ("Belopp", Amt),
                    ("Summa", Amt),
                    ("Totalt", Amt),
                    ("Artikelnr", Other),
                    ("Enhet", Other),
                    ("Moms", Other),
                    ("Moms %", Other),
                    ("Rabatt", Other),
                ],
            ),
            (
                "Danish",
                &[
                    ("Beskrivelse", Desc),
                    ("Tekst", Desc),
                    ("Vare", Desc),
                    ("Varebeskrivelse", Desc),
                    ("Ydelse", Desc),
                    ("Antal", Qty),
                    ("Timer", Qty),
                    ("Mængde", Qty),
                    ("Pris", Price),
                    ("Enhedspris", Price),
                    ("Stk.pris", Price),
                    ("Stykpris", Price),
                    ("Timepris", Price),
                    ("Beløb", Amt),
                    ("I alt", Amt),
                    ("Varenr.", Other),
                    ("Enhed", Other),
                    ("Moms", Other),
                    ("Rabat", Other),
                ],
            ),
            (
                "Norwegian",
                &[
                    ("Beskrivelse", Desc),
                    ("Tjeneste", Desc),
                    ("Antall", Qty),
                    ("Mengde", Qty),
                    ("Timer", Qty),
                    ("Pris", Price),
                    ("Enhetspris", Price),
                    ("Stykkpris", Price),
                    ("Beløp", Amt),
                    ("Sum", Amt),
                    ("Totalt", Amt),
                    ("Varenr.", Other),
                    ("Varenummer", Other),
                    ("Enhet", Other),
                    ("Mva", Other),
                    ("Mva %", Other),
                    ("Rabatt", Other),
                ],
            ),
        ];
        let wrong: Vec<String> = languages
            .iter()
            .flat_map(|(language, names)| {
                names
                    .iter()
                    .filter(|(name, expected)| column(name) != Some(*expected))
                    .map(move |(name, _)| format!("{language}: {name} → {:?}", column(name)))
            })
            .collect();
        assert!(wrong.is_empty(), "{wrong:#?}");
    }
}
