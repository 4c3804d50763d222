//! Recognising header-field labels in their usual English wordings: a head
//! word naming the field ("invoice", "order", "total", "date"…), words that
//! qualify it ("your", "customer", "tax", "grand"…) and words that say a
//! number follows ("no.", "#", "ref"). Labels are read by this grammar rather
//! than from a list of exact phrases, so wordings not seen before still match.

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::LazyLock;

use super::values::CURRENCY_CODES;

/// Lower case, accents dropped, dots dropped (`P.O.` → `po`), other punctuation
/// but `#` and `%` turned into spaces, spaces collapsed, words of the languages
/// European suppliers print (German, French, Dutch, Spanish, Swedish,
/// Portuguese, Italian, Danish, Norwegian, Icelandic, Finnish, Estonian,
/// Latvian, Lithuanian, Polish, Czech, Slovak, Hungarian, Slovenian, Croatian,
/// Bosnian, Serbian, Romanian, Bulgarian, Ukrainian, Albanian, Greek, Turkish,
/// Maltese, Basque, Catalan, Galician, Faroese, Romansh, Luxembourgish, Irish)
/// put into English. "№" is read as "#". Serbian is written in Cyrillic as well
/// as in Latin letters, letter for letter: a label in Serbian Cyrillic is read
/// in Latin when more of its words are known that way.
pub fn normalise(label: &str) -> String {
    thread_local! {
        // The same cells are read as labels and column names many times
        // over; a document has a few hundred distinct ones.
        static NORMALISED: RefCell<HashMap<String, String>> = RefCell::default();
    }
    NORMALISED.with_borrow_mut(|known| {
        if let Some(english) = known.get(label) {
            return english.clone();
        }
        if known.len() >= 4096 {
            known.clear();
        }
        let english = english_of(label);
        known.insert(label.to_string(), english.clone());
        english
    })
}

/// [`normalise`], worked out afresh.
fn english_of(label: &str) -> String {
    let (text, known) = in_english(label);
    match serbian_latin(label) {
        Some(latin) => {
            let (latin, latin_known) = in_english(&latin);
            if latin_known > known { latin } else { text }
        }
        None => text,
    }
}

/// A label in Serbian Cyrillic written in Latin letters (without their
/// accents, as labels are matched); `None` for a label with no Cyrillic, or
/// with a letter Serbian does not have (Russian, Ukrainian, Macedonian).
fn serbian_latin(label: &str) -> Option<String> {
    const CYRILLIC: &str = "абвгдђежзијклљмнњопрстћуфхцчџш";
    const LATIN: [&str; 30] = [
        "a", "b", "v", "g", "d", "d", "e", "z", "z", "i", "j", "k", "l", "lj", "m", "n", "nj", "o",
        "p", "r", "s", "t", "c", "u", "f", "h", "c", "c", "dz", "s",
    ];
    let is_cyrillic = |c: char| ('\u{0400}'..='\u{04ff}').contains(&c);
    if !label.chars().any(is_cyrillic) {
        return None;
    }
    let mut latin = String::with_capacity(label.len());
    for c in label.chars().flat_map(char::to_lowercase) {
        match CYRILLIC.chars().position(|letter| letter == c) {
            Some(at) => latin.push_str(LATIN[at]),
            None if is_cyrillic(c) => return None,
            None => latin.push(c),
        }
    }
    Some(latin)
}

/// A label put into English, and how many of its words the lists know.
fn in_english(label: &str) -> (String, usize) {
    // Spaced at both ends and single-spaced between words, as phrases are
    // matched; "P.O.#" is "po #", as "P.O. #" is.
    let mut text = String::with_capacity(label.len() + 4);
    text.push(' ');
    for c in label.chars() {
        match c {
            '.' => {}
            '#' | '№' => {
                if !text.ends_with(' ') {
                    text.push(' ');
                }
                text.push_str("# ");
            }
            c if c.is_alphanumeric() || c == '%' => {
                text.push(fold(c.to_lowercase().next().unwrap_or(c)));
            }
            _ => {
                if !text.ends_with(' ') {
                    text.push(' ');
                }
            }
        }
    }
    if !text.ends_with(' ') {
        text.push(' ');
    }
    let mut known = 0;
    // Every phrase has two words or more: a single word needs none of them
    // (most calls read one word, or a cell of one). Replacing goes phrase by
    // phrase, so that one may read what another made; most labels hold none,
    // which one pass over them tells.
    if text.trim().contains(' ') && PHRASE_FINDER.is_match(&text) {
        for (phrase, english) in PHRASES {
            if text.contains(phrase) {
                text = text.replace(phrase, english);
                known += phrase.split_whitespace().count();
            }
        }
    }
    let mut english = String::with_capacity(text.len());
    for (at, word) in text.split_whitespace().enumerate() {
        if at > 0 {
            english.push(' ');
        }
        match ENGLISH.get(word) {
            Some(word) => {
                known += 1;
                english.push_str(word);
            }
            None => english.push_str(word),
        }
    }
    (english, known)
}

/// Finds whether any of [`PHRASES`] is in a label: labels are normalised by
/// the thousand, and phrases are hundreds.
static PHRASE_FINDER: LazyLock<aho_corasick::AhoCorasick> = LazyLock::new(|| {
    aho_corasick::AhoCorasick::new(PHRASES.iter().map(|(phrase, _)| phrase))
        .expect("the phrases are few and short")
});

/// [`WORDS`] by foreign word: labels are normalised for nearly every cell and
/// every prefix of one, and the list has grown to hundreds of words.
static ENGLISH: LazyLock<HashMap<&str, &str>> = LazyLock::new(|| WORDS.iter().copied().collect());

/// A lower-case letter without its accent: labels are matched without them.
pub fn fold(c: char) -> char {
    match c {
        'à' | 'á' | 'â' | 'ä' | 'å' | 'ã' | 'ą' | 'ă' | 'ā' => 'a',
        'é' | 'è' | 'ê' | 'ë' | 'ę' | 'ě' | 'ė' | 'ē' => 'e',
        'í' | 'ì' | 'î' | 'ï' | 'ı' | 'į' | 'ī' => 'i',
        'ó' | 'ò' | 'ô' | 'ö' | 'õ' | 'ő' | 'ø' | 'ō' => 'o',
        'ú' | 'ù' | 'û' | 'ü' | 'ů' | 'ű' | 'ų' | 'ū' => 'u',
        'ý' => 'y',
        'ç' | 'ć' | 'č' | 'ċ' => 'c',
        'ñ' | 'ń' | 'ň' | 'ņ' => 'n',
        // Polish ł, Slovak ľ and ĺ, Latvian ļ.
        'ł' | 'ľ' | 'ĺ' | 'ļ' => 'l',
        'ķ' => 'k',
        'ś' | 'š' | 'ş' | 'ș' => 's',
        'ż' | 'ź' | 'ž' => 'z',
        'ř' | 'ŕ' => 'r',
        'ď' | 'đ' | 'ð' => 'd',
        'ť' | 'ț' | 'ţ' => 't',
        'ğ' | 'ģ' | 'ġ' => 'g',
        // Maltese ħ.
        'ħ' => 'h',
        // Greek: the tonos and dialytika dropped, the final sigma as any other.
        'ά' => 'α',
        'έ' => 'ε',
        'ή' => 'η',
        'ί' | 'ϊ' | 'ΐ' => 'ι',
        'ό' => 'ο',
        'ύ' | 'ϋ' | 'ΰ' => 'υ',
        'ώ' => 'ω',
        'ς' => 'σ',
        other => other,
    }
}

/// Foreign labels of several words, as the English ones the grammar reads
/// (spaced at both ends, so that only whole words match).
const PHRASES: &[(&str, &str)] = &[
    (" bon de commande ", " purchase order "),
    (" date d echeance ", " due date "),
    (" date de facture ", " invoice date "),
    (" reference commande ", " order reference "),
    (" value of goods ", " goods amount "),
    (" goods value ", " goods amount "),
    (" fee note ", " invoice "),
    (" a payer ", " to pay "),
    (" te betalen ", " to pay "),
    (" over te maken ", " transfer "),
    (" sous total ", " subtotal "),
    (" fecha de vencimiento ", " due date "),
    (" fecha de factura ", " invoice date "),
    (" fecha de emision ", " issue date "),
    (" orden de compra ", " purchase order "),
    (" base imponible ", " net amount "),
    (" a pagar ", " to pay "),
    (" att betala ", " to pay "),
    // Swedish "À-pris".
    (" a pris ", " unit price "),
    (" data de vencimento ", " due date "),
    (" data de emissao ", " issue date "),
    (" do zaplaty ", " to pay "),
    (" termin platnosci ", " due date "),
    // Luxembourgish.
    (" ze bezuelen ", " to pay "),
    // Irish: "sonrasc cánach", a tax invoice.
    (" sonrasc canach ", " tax invoice "),
    (" data wystawienia ", " issue date "),
    // Greek: "Ημ/νία" is short for "Ημερομηνία".
    (" ημ νια ", " date "),
    (" τιμη μοναδασ ", " unit price "),
    (" καθαρη αξια ", " net amount "),
    // The two parties' blocks: the issuer's details and the recipient's.
    (" στοιχεια εκδοτη ", " supplier details "),
    (" στοιχεια ληπτη ", " recipient details "),
    // Czech "č." is short for "číslo", number.
    (" faktura c ", " invoice no "),
    (" objednavka c ", " order no "),
    (" cena za mj ", " unit price "),
    // Hungarian.
    (" szamla kelte ", " invoice date "),
    (" fizetesi hatarido ", " payment deadline "),
    // Turkish: the goods and services total is the net amount.
    (" mal hizmet toplam tutari ", " net amount "),
    (" mal hizmet tutari ", " amount "),
    (" mal hizmet ", " description "),
    (" son odeme tarihi ", " due date "),
    (" birim fiyat ", " unit price "),
    // Finnish "À-hinta", as Swedish "À-pris".
    (" a hinta ", " unit price "),
    // Danish "Stk.-pris": the price of a piece, not a count.
    (" stk pris ", " unit price "),
    // Italian e-invoices (FatturaPA).
    (" numero documento ", " document number "),
    (" data documento ", " document date "),
    (" dati ordine d acquisto ", " purchase order "),
    (" ordine d acquisto ", " purchase order "),
    // "P.O./Auth. No.": the purchase order or the buyer's authorisation.
    (" po auth no ", " po no "),
    // A work order is the seller's job ticket, not the buyer's order.
    (" work order ", " job "),
    // A buyer's authorisation to purchase: its purchase order.
    (" purchase authorization ", " purchase order "),
    (" purchase authorisation ", " purchase order "),
    (" a pagare ", " to pay "),
    (" da pagare ", " to pay "),
    (" p iva ", " vat id "),
    (" cedente prestatore ", " supplier "),
    (" cessionario committente ", " customer "),
    (" ragione sociale ", " company name "),
    (" raison sociale ", " company name "),
    // Romanian: the standard form's column of goods or services.
    (" denumirea produselor sau a serviciilor ", " description "),
    // Lithuanian: "Iš viso su PVM", in all with VAT.
    (" is viso ", " total "),
    // Danish and Norwegian "i alt", in all.
    (" i alt ", " total "),
    (" at betale ", " to pay "),
    (" a betale ", " to pay "),
    (" be pvm ", " without vat "),
    (" su pvm ", " incl vat "),
    // Slovak "Názov položky", Czech "Název položky": the item's name.
    (" nazov polozky ", " description "),
    (" nazev polozky ", " description "),
    // Slovak and Czech "s DPH", Slovenian "z DDV", Latvian "ar PVN": with VAT.
    (" s dph ", " incl vat "),
    (" z ddv ", " incl vat "),
    (" ar pvn ", " incl vat "),
    // German, as e-invoice viewers print it.
    (" preis pro einheit ", " unit price "),
    // German "Re.-Nr.", "Rg.-Nr.": short for "Rechnungsnummer".
    (" re nr ", " invoice no "),
    (" rg nr ", " invoice no "),
    // Bulgarian.
    (" срок за плащане ", " due date "),
    (" към поръчка ", " order "),
    (" ед цена ", " unit price "),
    (" данъчна основа ", " net amount "),
    (" сума за плащане ", " amount to pay "),
    // Croatian: "PDV-a" is the genitive of PDV, VAT.
    (" broj racuna ", " invoice number "),
    (" broj narudzbenice ", " order number "),
    (" datum i vrijeme izdavanja ", " issue date "),
    (" naziv proizvoda ili usluge ", " description "),
    (" sifra kupca ", " customer code "),
    (" rok placanja ", " due date "),
    (" nacin placanja ", " payment method "),
    (" za platiti ", " to pay "),
    // "Iznos PDV-a", the amount of VAT (before "PDV-a" alone is read).
    (" iznos pdv a ", " vat amount "),
    (" pdv a ", " vat "),
    // Icelandic: "án" is without, "með" with.
    (" samtals an vsk ", " total without vat "),
    (" samtals med vsk ", " total incl vat "),
    (" til greidslu ", " to pay "),
    // North Sámi "MVA haga", without VAT; "máksit oktiibuot", to pay in all.
    (" mva haga ", " excl vat "),
    (" maksit oktiibuot ", " total to pay "),
    // Azerbaijani "hesab-faktura", an invoice; "ödəniş müddəti", the time
    // to pay by; "ƏDV-siz", without VAT; "ödənilməli yekun məbləğ", the
    // final amount to pay.
    (" hesab faktura ", " invoice "),
    (" odənis muddəti ", " due date "),
    (" cəmi ədv siz ", " total excl vat "),
    (" odənilməli yekun məbləg ", " total to pay "),
    // Russian: "счёт-фактура", an invoice; "к оплате", to pay; "срок
    // оплаты", the time to pay by; "кол-во", short for "количество",
    // quantity; "номер учетной системы", the number in the seller's own
    // accounts (a state e-invoice's registration number is another);
    // "дата выписки", the date it was made out.
    (" счет фактура ", " invoice "),
    (" к оплате ", " to pay "),
    (" срок оплаты ", " due date "),
    (" кол во ", " quantity "),
    (" номер учетной системы ", " invoice number "),
    (" дата выписки ", " invoice date "),
    (" с учетом ", " incl "),
    // Greenlandic "kingusinnerpaamik akiligassaq", to be paid at the latest;
    // "akiligassat katillugit", the sum to pay; "ataatsimut akia", the price
    // of one.
    (" kingusinnerpaamik akiligassaq ", " due date "),
    (" akiligassat katillugit ", " total to pay "),
    (" ataatsimut akia ", " unit price "),
    // Faroese "at gjalda", to pay.
    (" at gjalda ", " to pay "),
    // Slovak and Czech: "č." is short for "číslo", number; "Faktúra -
    // daňový doklad" is the invoice as a tax document.
    (" faktura danovy doklad c ", " tax invoice no "),
    (" faktura danovy doklad ", " tax invoice "),
    // "Daňový doklad č.": the tax document, the invoice (where "tax ... no"
    // alone is a tax number).
    (" danovy doklad c ", " tax invoice no "),
    (" doklad c ", " document no "),
    (" c faktury ", " invoice no "),
    (" c objednavky ", " order no "),
    (" c dokladu ", " document no "),
    (" na uhradu ", " to pay "),
    (" k uhrade ", " to pay "),
    (" zostava uhradit ", " to pay "),
    (" zbyva uhradit ", " to pay "),
    (" uhradit do ", " pay by "),
    (" uhradte do ", " pay by "),
    // The symbols of a bank transfer: the payment's references, no field.
    (" variabilny symbol ", " payment reference "),
    (" variabilni symbol ", " payment reference "),
    (" konstantny symbol ", " payment code "),
    (" konstantni symbol ", " payment code "),
    (" specificky symbol ", " payment reference "),
    // Polish: "do" is "until" before a date, where Portuguese "do" is "of".
    (" termin zaplaty ", " due date "),
    (" platne do ", " payable by "),
    (" zaplata do ", " pay by "),
    // Slovenian: "št." is short for "številka", number; "valuta" the day
    // the payment is due.
    (" racun st ", " invoice no "),
    (" st racuna ", " invoice no "),
    (" narocilnica st ", " purchase order no "),
    (" st narocilnice ", " purchase order no "),
    (" narocilo st ", " order no "),
    (" st narocila ", " order no "),
    (" rok placila ", " due date "),
    (" rok za placilo ", " due date "),
    (" datum valute ", " due date "),
    (" placilo do ", " pay by "),
    (" za placilo ", " to pay "),
    // Croatian "valuta plaćanja", the day the payment is due.
    (" valuta placanja ", " due date "),
    (" platiti do ", " pay by "),
    (" za placanje ", " to pay "),
    // Romanian "de plată", to pay, but for the terms and means of payment.
    (" termen de plata ", " due date "),
    (" mod de plata ", " payment method "),
    (" modalitate de plata ", " payment method "),
    (" modalitatea de plata ", " payment method "),
    (" conditii de plata ", " payment terms "),
    (" de plata ", " to pay "),
    // Lithuanian "sąskaita faktūra", the invoice.
    (" saskaitos fakturos ", " invoice "),
    (" saskaita faktura ", " invoice "),
    // Estonian "km-ta", "km-ga": without and with VAT (käibemaks).
    (" km ta ", " without vat "),
    (" km ga ", " incl vat "),
    (" tasumisele kuulub ", " to pay "),
    // Bulgarian "за плащане", to pay (after the due date and the amount).
    (" за плащане ", " to pay "),
    // Greek "μονάδα μέτρησης", the unit of measure.
    (" μοναδα μετρησησ ", " uom "),
    // Maltese "tax-" is "of the" (not a tax): "Ordni tax-Xiri", order of
    // purchase; "Għandha titħallas sa", to be paid by.
    (" tax xiri ", " of purchase "),
    (" ghandha tithallas sa ", " payable by "),
    // Basque "zerga-oinarria", the tax base: the amount before tax.
    (" zerga oinarria ", " taxable amount "),
    // Basque "BEZ" is VAT, where Slovak and Polish "bez" is "without".
    (" bez kuota ", " vat amount "),
    // Catalan "base imposable", the amount before tax.
    (" base imposable ", " net amount "),
    // Bosnian, Croatian and Serbian: "račun-otpremnica", an invoice that is
    // the delivery note too; "naziv robe" and "naziv dobra", the name of the
    // goods.
    (" racun otpremnica ", " invoice "),
    (" naziv robe usluge ", " description "),
    (" naziv dobra usluge ", " description "),
    (" naziv robe ", " description "),
    (" naziv dobra ", " description "),
    // "J. m.", short for "jedinica mjere", the unit of measure; "sa PDV-om",
    // with VAT.
    (" j m ", " uom "),
    (" sa pdv om ", " incl vat "),
    // A sum carried over a page break in Spanish and Galician: "suma y
    // sigue" at the foot of a page, "suma anterior" at the head of the next.
    (" suma y sigue ", " carried forward "),
    (" suma e segue ", " carried forward "),
    (" suma anterior ", " brought forward "),
    // Galician and Portuguese "o seu pedido", your order.
    (" o seu ", " your "),
    (" a sua ", " your "),
    // Ukrainian: "рахунок на оплату", an invoice to pay; "з ПДВ" and "із ПДВ"
    // with VAT, "кіл-сть" short for "кількість", quantity.
    (" рахунок на оплату ", " invoice "),
    (" оплатити до ", " pay by "),
    (" сума пдв ", " vat amount "),
    (" із пдв ", " incl vat "),
    (" з пдв ", " incl vat "),
    (" кіл сть ", " quantity "),
    // Macedonian: "со ДДВ", with VAT; "Ед. мерка", the unit of measure;
    // "рок на плаќање", the terms (a number of days, not a date).
    (" со ддв ", " incl vat "),
    (" ед мерка ", " uom "),
    (" за плаќање ", " to pay "),
    (" рок на плаќање ", " payment terms "),
    (" товари роботи послуги ", " description "),
    (" замовлення покупця ", " customer order "),
    // Albanian: "i", "e" and "së" join a noun to the one it belongs to
    // ("Numri i faturës", the number of the invoice).
    (" fature tatimore ", " tax invoice "),
    (" numri i fatures ", " invoice number "),
    (" data dhe ora e leshimit ", " issue date "),
    (" data e leshimit ", " issue date "),
    (" data e furnizimit ", " supply date "),
    (" afati i pageses ", " due date "),
    (" menyra e pageses ", " payment method "),
    (" nr i porosise ", " order no "),
    (" numri i porosise ", " order number "),
    (" emertimi i mallit sherbimit ", " description "),
    (" kodi i klientit ", " customer code "),
    (" vlera totale pa tvsh ", " total without vat "),
    (" vlera totale me tvsh ", " total incl vat "),
    (" cmimi pa tvsh ", " unit price without vat "),
    (" vlera pa tvsh ", " amount without vat "),
    (" vlera me tvsh ", " amount incl vat "),
];

/// Label and column words of other languages, as the English ones the grammar
/// reads: invoices from suppliers abroad often print only these.
const WORDS: &[(&str, &str)] = &[
    // American English: "Total Merchandise" is what the goods cost.
    ("merchandise", "goods"),
    // British and Irish "Nett".
    ("nett", "net"),
    ("rechnung", "invoice"),
    ("rechnungs", "invoice"),
    ("rechnungsnummer", "invoice number"),
    ("rechnungsnr", "invoice no"),
    ("rechnungsdatum", "invoice date"),
    ("rechnungsbetrag", "invoice total"),
    ("datum", "date"),
    ("fallig", "due"),
    ("falligkeit", "due"),
    ("falligkeitsdatum", "due date"),
    ("zahlbar", "payable"),
    ("bis", "by"),
    ("bestellung", "order"),
    ("bestell", "order"),
    ("bestellnummer", "order number"),
    ("bestellnr", "order no"),
    ("bestellreferenz", "order reference"),
    ("artikelname", "description"),
    ("ihre", "your"),
    ("ihr", "your"),
    ("ihrer", "your"),
    ("zeichen", "reference"),
    ("kunde", "customer"),
    ("kunden", "customer"),
    ("kundennummer", "customer number"),
    ("kundennr", "customer no"),
    ("lieferant", "supplier"),
    ("lieferdatum", "delivery date"),
    ("leistungsdatum", "delivery date"),
    ("nettobetrag", "net amount"),
    ("netto", "net"),
    ("zwischensumme", "subtotal"),
    ("summe", "total"),
    ("mwst", "vat"),
    ("ust", "vat"),
    ("umsatzsteuer", "vat"),
    ("mehrwertsteuer", "vat"),
    ("inkl", "incl"),
    ("gesamtbetrag", "total amount"),
    ("endbetrag", "total"),
    ("gesamtsumme", "total"),
    ("denominazione", "name"),
    ("warenwert", "goods amount"),
    // "USt-IdNr.", the VAT identification number: a number, not the tax.
    ("idnr", "id no"),
    ("steuernummer", "tax number"),
    ("gesamt", "total"),
    ("brutto", "gross"),
    ("zu", "to"),
    ("zahlen", "pay"),
    ("uberweisen", "transfer"),
    ("einheit", "uom"),
    ("einh", "uom"),
    ("uberweisung", "transfer"),
    // Austrian "Honorarnote": a fee note, the invoice of a profession.
    ("honorarnote", "invoice"),
    // Progress and final invoices of building work.
    ("abschlagsrechnung", "interim invoice"),
    ("teilrechnung", "interim invoice"),
    ("schlussrechnung", "final invoice"),
    ("menge", "quantity"),
    // A delivery note's quantities: ordered, delivered (the one billed), owed.
    ("bestellt", "ordered"),
    ("geliefert", "shipped"),
    ("ruckst", "backordered"),
    ("ruckstand", "backordered"),
    ("anzahl", "quantity"),
    ("stunden", "hours"),
    ("bezeichnung", "description"),
    ("beschreibung", "description"),
    ("artikelbezeichnung", "description"),
    ("leistung", "service"),
    ("artikel", "article"),
    ("einzelpreis", "unit price"),
    ("einzelbetrag", "unit price"),
    ("einzelpr", "unit price"),
    ("preis", "price"),
    ("gesamtpreis", "total price"),
    ("betrag", "amount"),
    ("ubertrag", "carried forward"),
    // "Beleg-Nr.", the document's number: the invoice's own.
    ("beleg", "document"),
    ("belegnummer", "document number"),
    ("belegnr", "document no"),
    ("belegdatum", "document date"),
    ("ausstellungsdatum", "issue date"),
    ("rechnungssumme", "invoice total"),
    ("rechnungsendbetrag", "invoice total"),
    ("endsumme", "total"),
    ("bruttobetrag", "gross amount"),
    ("bruttosumme", "gross total"),
    ("zahlbetrag", "amount to pay"),
    ("zahlungsbetrag", "payment amount"),
    ("nettosumme", "net total"),
    ("nettowert", "net amount"),
    ("steuer", "tax"),
    ("steuerbetrag", "tax amount"),
    ("ohne", "without"),
    ("zzgl", "plus"),
    ("zuzuglich", "plus"),
    ("wahrung", "currency"),
    ("rechnungssteller", "supplier"),
    ("auftragnehmer", "supplier"),
    ("auftraggeber", "client"),
    ("empfanger", "recipient"),
    ("rechnungsempfanger", "recipient"),
    // A payment term may be a date or a number of days; only a date is read.
    ("zahlungsziel", "payment deadline"),
    ("zahlungsfrist", "payment deadline"),
    ("zahlungstermin", "payment date"),
    ("zahlung", "payment"),
    ("bezahlen", "pay"),
    ("bezahlt", "paid"),
    ("anzahlung", "deposit"),
    ("skonto", "discount"),
    // A direct debit collects on its due day: "ziehen wir … ein", "wird … abgebucht".
    ("ziehen", "debit"),
    ("einziehen", "debit"),
    ("abbuchen", "debit"),
    ("abgebucht", "debit"),
    ("eingezogen", "debit"),
    // Before a date: "fällig am", "bis zum", "spätestens", "vor dem".
    ("am", "on"),
    ("zum", "the"),
    ("spatestens", "by"),
    ("vor", "before"),
    ("vom", "of"),
    ("von", "of"),
    ("der", "of"),
    ("des", "of"),
    ("kundenbestellnummer", "customer order number"),
    ("kundenbestellnr", "customer order no"),
    ("kundenbestellung", "customer order"),
    // "Ihr Bestellzeichen": the mark the buyer gave its order.
    ("bestellzeichen", "order"),
    ("referenz", "reference"),
    ("unser", "our"),
    ("unsere", "our"),
    // An "Auftrag" is as often the seller's job as the buyer's order: only
    // "Ihr Auftrag" is the buyer's.
    ("auftrag", "job"),
    ("auftragsnummer", "job number"),
    ("auftragsnr", "job no"),
    ("auftragsdatum", "order date"),
    ("bestelldatum", "order date"),
    // Dates of other things than the invoice: delivery, shipping, a period.
    ("lieferung", "delivery"),
    ("liefertermin", "delivery date"),
    ("versanddatum", "ship date"),
    ("zeitraum", "period"),
    ("leistungszeitraum", "service period"),
    ("lieferschein", "delivery note"),
    // Italian "DDT", documento di trasporto.
    ("ddt", "delivery note"),
    ("lieferscheinnummer", "delivery note number"),
    ("lieferscheinnr", "delivery note no"),
    ("produkt", "product"),
    ("leistungsbeschreibung", "description"),
    ("artikelbeschreibung", "description"),
    ("dienstleistung", "service"),
    ("anz", "quantity"),
    ("stk", "pcs"),
    ("stuck", "pcs"),
    ("std", "hours"),
    ("stuckpreis", "unit price"),
    ("stundensatz", "hourly rate"),
    ("nettopreis", "net price"),
    ("rabatt", "discount"),
    ("steuersatz", "tax rate"),
    // "MwSt.-Satz": the rate, not the tax.
    ("satz", "rate"),
    // The tax base: the amount the tax is reckoned on.
    ("bemessungsgrundlage", "taxable amount"),
    ("artikelnummer", "article number"),
    // French.
    ("facture", "invoice"),
    ("numero", "number"),
    // "N°", once its sign is dropped.
    ("n", "no"),
    ("echeance", "due"),
    ("emission", "issue"),
    ("votre", "your"),
    ("vos", "your"),
    ("commande", "order"),
    ("client", "customer"),
    ("fournisseur", "supplier"),
    ("vendeur", "seller"),
    ("montant", "amount"),
    ("ht", "excl"),
    ("ttc", "incl"),
    ("tva", "vat"),
    ("taux", "rate"),
    ("remise", "discount"),
    ("designation", "description"),
    ("qte", "quantity"),
    ("quantite", "quantity"),
    ("pu", "unit price"),
    ("prix", "price"),
    ("unitaire", "unit"),
    ("unite", "uom"),
    ("reglement", "payment"),
    ("de", "of"),
    ("du", "of"),
    ("d", "of"),
    ("facturation", "billing"),
    ("emise", "issued"),
    // "Date limite de paiement", the last day to pay.
    ("limite", "due"),
    ("paiement", "payment"),
    ("regler", "pay"),
    ("regle", "paid"),
    ("paye", "paid"),
    // Before a date: "avant le", "au plus tard le", "payable le".
    ("avant", "before"),
    ("tard", "by"),
    ("le", "on"),
    ("la", "the"),
    ("notre", "our"),
    ("nos", "our"),
    ("livraison", "delivery"),
    ("expedition", "shipping"),
    ("periode", "period"),
    ("emetteur", "seller"),
    ("prestataire", "supplier"),
    ("destinataire", "recipient"),
    ("hors", "excl"),
    ("solde", "balance"),
    ("anterieur", "previous"),
    ("devise", "currency"),
    ("monnaie", "currency"),
    // "TVA intracommunautaire", "Identifiant TVA": the VAT number, not the tax.
    ("intracommunautaire", "id"),
    ("intracom", "id"),
    ("identifiant", "id"),
    ("acompte", "deposit"),
    ("escompte", "discount"),
    ("libelle", "description"),
    ("produit", "product"),
    ("prestation", "service"),
    ("tarif", "rate"),
    ("heures", "hours"),
    ("references", "reference"),
    // Dutch.
    ("beschrijving", "description"),
    ("factuur", "invoice"),
    ("factuurnummer", "invoice number"),
    ("factuurnr", "invoice no"),
    ("factuurdatum", "invoice date"),
    ("vervaldatum", "due date"),
    ("vervaldag", "due date"),
    ("bestelbon", "purchase order"),
    ("klant", "customer"),
    ("klantnummer", "customer number"),
    ("uw", "your"),
    ("referentie", "reference"),
    ("ordernummer", "order number"),
    ("aantal", "quantity"),
    ("omschrijving", "description"),
    ("prijs", "price"),
    ("stukprijs", "unit price"),
    ("btw", "vat"),
    ("totaal", "total"),
    ("subtotaal", "subtotal"),
    ("bedrag", "amount"),
    ("totaalbedrag", "total amount"),
    ("leverancier", "supplier"),
    // "vóór" with its accents dropped: before a date, "before".
    ("voor", "before"),
    ("betalen", "pay"),
    ("overmaken", "transfer"),
    ("overschrijven", "transfer"),
    ("nummer", "number"),
    ("klantnr", "customer no"),
    ("debiteurnummer", "customer number"),
    ("debiteurnr", "customer no"),
    // "Uw kenmerk" is the buyer's reference, "Ons kenmerk" the seller's.
    ("kenmerk", "reference"),
    ("ons", "our"),
    ("van", "of"),
    ("onze", "our"),
    ("betalingskenmerk", "payment reference"),
    ("bestelnummer", "order number"),
    ("bestelnr", "order no"),
    ("bestelling", "order"),
    ("inkooporder", "purchase order"),
    ("inkoopordernummer", "purchase order number"),
    ("inkoopordernr", "purchase order no"),
    ("orderdatum", "order date"),
    ("besteldatum", "order date"),
    ("leverdatum", "delivery date"),
    ("leveringsdatum", "delivery date"),
    ("levering", "delivery"),
    ("pakbon", "delivery note"),
    ("pakbonnummer", "delivery note number"),
    ("identificatienummer", "id number"),
    ("exclusief", "exclusive"),
    ("inclusief", "inclusive"),
    ("zonder", "without"),
    ("factuurbedrag", "invoice amount"),
    ("eindtotaal", "total"),
    ("openstaand", "outstanding"),
    ("betaaldatum", "payment date"),
    ("uiterste", "latest"),
    ("uiterlijk", "by"),
    ("voldoen", "pay"),
    ("betaald", "paid"),
    ("betaling", "payment"),
    ("betalingstermijn", "payment terms"),
    ("eenheidsprijs", "unit price"),
    ("eenheidspr", "unit price"),
    ("eenheid", "uom"),
    ("eenh", "uom"),
    ("blad", "page"),
    ("uren", "hours"),
    ("tarief", "rate"),
    ("uurtarief", "hourly rate"),
    ("korting", "discount"),
    ("dienst", "service"),
    // Spanish.
    ("factura", "invoice"),
    // "Nº", the ordinal sign kept as a letter.
    ("nº", "no"),
    ("fecha", "date"),
    ("vencimiento", "due"),
    ("pedido", "order"),
    ("su", "your"),
    ("cliente", "customer"),
    ("proveedor", "supplier"),
    ("importe", "amount"),
    ("concepto", "description"),
    ("descripcion", "description"),
    ("cantidad", "quantity"),
    ("precio", "price"),
    ("unitario", "unit"),
    ("iva", "vat"),
    ("cuota", "amount"),
    ("del", "of"),
    // "Fecha de expedición" is the legal name of the date of issue.
    ("expedicion", "issue"),
    ("documento", "document"),
    ("referencia", "reference"),
    ("nuestra", "our"),
    ("nuestro", "our"),
    ("compra", "purchase"),
    ("albaran", "delivery note"),
    ("entrega", "delivery"),
    ("envio", "shipping"),
    ("periodo", "period"),
    ("emisor", "seller"),
    ("neto", "net"),
    ("sin", "without"),
    ("incluido", "incl"),
    ("con", "with"),
    ("divisa", "currency"),
    ("pago", "payment"),
    ("pagar", "pay"),
    ("pagado", "paid"),
    ("pagadero", "payable"),
    ("abonar", "pay"),
    ("vence", "due"),
    ("vencimientos", "due"),
    ("venc", "due"),
    // Before a date: "antes del", "hasta el", "el 15 de junio".
    ("antes", "before"),
    ("hasta", "until"),
    ("el", "on"),
    ("articulo", "article"),
    ("producto", "product"),
    ("servicio", "service"),
    ("unidades", "units"),
    ("uds", "units"),
    ("unidad", "uom"),
    ("horas", "hours"),
    ("tarifa", "rate"),
    ("descuento", "discount"),
    ("dto", "discount"),
    // Swedish.
    ("mangd", "quantity"),
    ("faktura", "invoice"),
    ("fakturanr", "invoice no"),
    ("fakturanummer", "invoice number"),
    ("fakturadatum", "invoice date"),
    ("forfallodatum", "due date"),
    ("forfallodag", "due date"),
    ("ert", "your"),
    ("er", "your"),
    ("ordernr", "order no"),
    ("kundnr", "customer no"),
    ("kundnummer", "customer number"),
    ("var", "our"),
    ("referens", "reference"),
    ("valuta", "currency"),
    ("exkl", "excl"),
    ("moms", "vat"),
    ("totalt", "total"),
    ("belopp", "amount"),
    ("antal", "quantity"),
    ("benamning", "description"),
    ("enhet", "uom"),
    // "Lev ant", "Enh": delivered quantity and unit, abbreviated.
    ("ant", "quantity"),
    ("enh", "uom"),
    ("pris", "price"),
    ("artikelnr", "article no"),
    ("leverantor", "supplier"),
    ("oresavrundning", "rounding"),
    ("summa", "total"),
    ("delsumma", "subtotal"),
    ("nettobelopp", "net amount"),
    ("momsbelopp", "vat amount"),
    ("totalbelopp", "total amount"),
    ("fakturabelopp", "invoice amount"),
    ("betala", "pay"),
    ("betalas", "payable"),
    ("betalning", "payment"),
    ("betalningsdag", "payment date"),
    ("betalningsdatum", "payment date"),
    ("betalningsvillkor", "payment terms"),
    ("sista", "last"),
    ("momspliktigt", "taxable"),
    ("forfaller", "due"),
    // Before a date: "senast", "innan", "den 15 juni".
    ("senast", "by"),
    ("innan", "before"),
    ("den", "on"),
    ("bestallning", "order"),
    ("bestallningsnummer", "order number"),
    ("bestallningsnr", "order no"),
    ("inkopsorder", "purchase order"),
    ("inkopsordernummer", "purchase order number"),
    ("leveransdatum", "delivery date"),
    ("leverans", "delivery"),
    // "Momsreg.nr", "Org.nr": registration numbers, not the tax.
    ("momsregnr", "vat reg no"),
    ("orgnr", "reg no"),
    ("organisationsnummer", "registration number"),
    ("beskrivning", "description"),
    ("tjanst", "service"),
    ("timmar", "hours"),
    ("styckpris", "unit price"),
    ("timpris", "hourly rate"),
    // Danish and Norwegian.
    ("varenavn", "description"),
    ("fakturadato", "invoice date"),
    ("forfaldsdato", "due date"),
    ("forfallsdato", "due date"),
    ("deres", "your"),
    // Danish "jeres", your (to a firm; "Deres" is the older, formal form).
    ("jeres", "your"),
    ("ordrenr", "order no"),
    ("ordre", "order"),
    ("kundenr", "customer no"),
    ("belob", "amount"),
    ("varebelob", "goods amount"),
    ("momsbelob", "vat amount"),
    ("momsgrundlag", "taxable amount"),
    ("tekst", "description"),
    ("varenr", "item no"),
    ("mva", "vat"),
    ("eks", "excl"),
    ("ekskl", "excl"),
    ("bestillingsnr", "order no"),
    ("bestillingsnummer", "order number"),
    ("sum", "total"),
    ("varenummer", "item number"),
    ("enhedspris", "unit price"),
    // "Stk.pris" with its dot dropped: the price per piece.
    ("stkpris", "unit price"),
    ("enhed", "uom"),
    ("antall", "quantity"),
    ("beskrivelse", "description"),
    ("belop", "amount"),
    ("dato", "date"),
    ("betale", "pay"),
    ("betal", "pay"),
    ("betales", "payable"),
    ("betalt", "paid"),
    ("betalingsdato", "payment date"),
    ("betalingsdag", "payment date"),
    ("betalingsfrist", "payment deadline"),
    ("betalingsbetingelser", "payment terms"),
    ("sidste", "last"),
    ("forfald", "due"),
    ("forfalder", "due"),
    ("forfall", "due"),
    ("senest", "by"),
    ("innen", "by"),
    ("vores", "our"),
    // A requisition number is the buyer's order.
    ("requisition", "purchase order"),
    ("rekvisitionsnummer", "purchase order number"),
    ("rekvisitionsnr", "purchase order no"),
    ("rekvnr", "purchase order no"),
    ("kundens", "customer"),
    ("bestilling", "order"),
    ("innkjopsordre", "purchase order"),
    ("ordredato", "order date"),
    ("leveringsdato", "delivery date"),
    ("leverandor", "supplier"),
    ("nettobelob", "net amount"),
    ("nettobelop", "net amount"),
    ("fakturabelob", "invoice amount"),
    ("fakturabelop", "invoice amount"),
    ("totalbelob", "total amount"),
    ("totalbelop", "total amount"),
    ("merverdiavgift", "vat"),
    ("momspligtigt", "taxable"),
    ("grunnlag", "taxable amount"),
    ("enhetspris", "unit price"),
    ("stykpris", "unit price"),
    ("stykkpris", "unit price"),
    ("timepris", "hourly rate"),
    ("timer", "hours"),
    ("mængde", "quantity"),
    ("mengde", "quantity"),
    ("vare", "goods"),
    ("varebeskrivelse", "description"),
    ("ydelse", "service"),
    ("tjeneste", "service"),
    // Portuguese.
    ("designacao", "description"),
    ("fatura", "invoice"),
    ("data", "date"),
    ("vencimento", "due"),
    ("emissao", "issue"),
    ("requisicao", "order"),
    ("encomenda", "order"),
    // "V/ Requisição", "V/ Ref.": the customer's.
    ("v", "your"),
    ("moeda", "currency"),
    ("descricao", "description"),
    ("qtd", "quantity"),
    ("quantidade", "quantity"),
    ("preco", "price"),
    ("valor", "amount"),
    ("iliquido", "net"),
    ("desconto", "discount"),
    ("taxa", "rate"),
    ("fornecedor", "supplier"),
    ("codigo", "code"),
    ("da", "of"),
    ("do", "of"),
    ("dos", "of"),
    ("das", "of"),
    ("vossa", "your"),
    ("vosso", "your"),
    ("nossa", "our"),
    ("nosso", "our"),
    // "Fatura-Recibo", an invoice that is also the receipt.
    ("recibo", "receipt"),
    ("sem", "without"),
    ("pagamento", "payment"),
    ("ate", "by"),
    ("tributavel", "taxable amount"),
    ("incidencia", "taxable amount"),
    ("artigo", "article"),
    ("produto", "product"),
    ("servico", "service"),
    ("quant", "quantity"),
    ("unid", "uom"),
    ("unidade", "uom"),
    // Italian.
    ("fattura", "invoice"),
    ("scadenza", "due"),
    ("scadenze", "due"),
    ("vs", "your"),
    ("vostro", "your"),
    ("ordine", "order"),
    ("descrizione", "description"),
    ("quantita", "quantity"),
    ("prezzo", "price"),
    ("importo", "amount"),
    ("totale", "total"),
    ("imponibile", "taxable amount"),
    ("imposta", "tax"),
    // The rate of the tax, never a price.
    ("aliquota", "vat rate"),
    // "C.IVA", the code of a line's VAT, its dots dropped.
    ("civa", "vat code"),
    ("sconto", "discount"),
    ("fornitore", "supplier"),
    ("codice", "code"),
    ("emissione", "issue"),
    ("di", "of"),
    ("della", "of"),
    ("pagare", "pay"),
    ("pagabile", "payable"),
    ("pagato", "paid"),
    ("entro", "by"),
    ("il", "the"),
    ("prima", "before"),
    ("rif", "ref"),
    ("riferimento", "reference"),
    ("ns", "our"),
    ("nostro", "our"),
    ("acquisto", "purchase"),
    ("consegna", "delivery"),
    ("spedizione", "shipping"),
    // "Partita IVA", "P.IVA": the VAT number, not the tax.
    ("partita", "reg"),
    ("piva", "vat id"),
    ("articolo", "article"),
    // "Voce" heads the lines of a bill, as "Item" does.
    ("voce", "item"),
    ("prodotto", "product"),
    ("servizio", "service"),
    ("qta", "quantity"),
    ("ore", "hours"),
    ("unita", "uom"),
    ("um", "uom"),
    ("cod", "code"),
    ("tariffa", "rate"),
    // Polish.
    ("liczba", "quantity"),
    ("sprzedawca", "seller"),
    ("nabywca", "buyer"),
    ("nabywcy", "buyers"),
    ("klienta", "customer"),
    ("zamowienia", "order"),
    ("zamowienie", "order"),
    ("sprzedazy", "sale"),
    ("wystawienia", "issue"),
    ("razem", "total"),
    ("wartosc", "amount"),
    ("kwota", "amount"),
    ("cena", "price"),
    ("stawka", "rate"),
    ("ilosc", "quantity"),
    ("nazwa", "description"),
    // Greek (accents folded, every sigma σ).
    ("αριθμοσ", "number"),
    ("αρ", "no"),
    ("ημερομηνια", "date"),
    ("νομισμα", "currency"),
    ("ληξησ", "due"),
    ("πληρωμησ", "payment"),
    ("παραγγελιασ", "order"),
    ("πελατη", "customer"),
    ("κωδ", "code"),
    ("κωδικοσ", "code"),
    ("περιγραφη", "description"),
    ("ποσοτητα", "quantity"),
    // Printouts cut it short: "ΠΟΣΟΤ.".
    ("ποσοτ", "quantity"),
    ("εκπτωση", "discount"),
    ("αξια", "amount"),
    ("φπα", "vat"),
    ("συνολο", "total"),
    ("πληρωτεο", "payable"),
    ("συντελεστησ", "rate"),
    // Czech.
    ("jednotka", "uom"),
    ("cislo", "number"),
    ("danovy", "tax"),
    ("doklad", "document"),
    ("vystaveni", "issue"),
    ("plneni", "supply"),
    ("splatnosti", "due"),
    ("objednavka", "order"),
    ("zakaznika", "customer"),
    ("dodavatel", "supplier"),
    ("odberatel", "buyer"),
    ("mena", "currency"),
    ("celkem", "total"),
    ("bez", "without"),
    ("dph", "vat"),
    ("sazba", "rate"),
    ("kod", "code"),
    ("oznaceni", "description"),
    ("mnozstvi", "quantity"),
    ("pocet", "quantity"),
    ("mj", "uom"),
    // Hungarian.
    ("termek", "product"),
    ("leiras", "description"),
    ("szamla", "invoice"),
    ("sorszama", "number"),
    ("datuma", "date"),
    ("teljesites", "performance"),
    ("megrendelesszam", "order number"),
    ("megrendeles", "order"),
    // "sz." abbreviates "szám", as in "Megrendelés sz.".
    ("sz", "no"),
    // "Ssz.", "sorszám": a row's position.
    ("ssz", "no"),
    ("penznem", "currency"),
    ("elado", "seller"),
    ("vevo", "buyer"),
    ("vevokod", "customer code"),
    ("afa", "vat"),
    ("osszesen", "total"),
    ("vegosszeg", "total"),
    ("fizetendo", "payable"),
    ("ertek", "amount"),
    ("kulcs", "rate"),
    ("egysegar", "unit price"),
    ("cikkszam", "article no"),
    ("megnevezes", "description"),
    ("mennyiseg", "quantity"),
    ("menny", "quantity"),
    ("egyseg", "uom"),
    // Turkish.
    ("adet", "quantity"),
    ("aciklama", "description"),
    ("urun", "product"),
    ("malzeme", "material"),
    ("tarihi", "date"),
    ("vade", "due"),
    ("siparis", "order"),
    ("musteri", "customer"),
    ("kdv", "vat"),
    ("vergi", "tax"),
    ("vergiler", "taxes"),
    ("dahil", "incl"),
    ("toplam", "total"),
    ("tutar", "amount"),
    ("tutari", "amount"),
    ("odenecek", "payable"),
    ("iskonto", "discount"),
    ("orani", "rate"),
    ("miktar", "quantity"),
    // Finnish.
    ("tuote", "product"),
    ("yksikko", "uom"),
    ("lasku", "invoice"),
    ("laskun", "invoice"),
    ("paivamaara", "date"),
    ("laskutusosoite", "billing address"),
    ("asiakasnumero", "customer number"),
    ("tilausnumeronne", "your order number"),
    ("tilausnumero", "order number"),
    ("erapaiva", "due date"),
    ("viitenumero", "payment reference"),
    ("valuutta", "currency"),
    ("nimike", "description"),
    ("maara", "quantity"),
    ("yks", "uom"),
    ("hinta", "price"),
    ("alv", "vat"),
    ("yhteensa", "total"),
    ("veroton", "excl"),
    // A Finnish e-invoice's item columns: the line, the product's number and
    // its name.
    ("rivi", "line"),
    ("tuotenumero", "item number"),
    ("tuotekoodi", "item code"),
    ("tuotenimi", "description"),
    ("arvonlisavero", "vat"),
    ("maksettava", "payable"),
    // Romanian.
    ("descriere", "description"),
    ("facturii", "invoice"),
    ("scadentei", "due"),
    ("scadenta", "due"),
    ("comanda", "order"),
    ("moneda", "currency"),
    ("furnizor", "supplier"),
    ("cumparator", "buyer"),
    ("cumparatorului", "buyer"),
    ("codul", "code"),
    ("eliberarii", "issue"),
    ("seria", "series"),
    // Lithuanian, Croatian, Serbian, Slovenian.
    ("serija", "series"),
    // "până la 23.04.2026", until the day.
    ("pana", "until"),
    ("cota", "rate"),
    ("valoarea", "amount"),
    ("pret", "price"),
    ("pretul", "price"),
    ("unitar", "unit"),
    ("cant", "quantity"),
    ("cantitatea", "quantity"),
    ("denumirea", "description"),
    ("fara", "without"),
    ("plata", "pay"),
    // Lithuanian.
    ("pvm", "vat"),
    ("saskaita", "invoice"),
    ("uzsakymo", "order"),
    ("apmoketi", "pay"),
    ("iki", "by"),
    ("valiuta", "currency"),
    ("pardavejas", "seller"),
    ("pirkejas", "buyer"),
    ("suma", "amount"),
    ("kiekis", "quantity"),
    ("kaina", "price"),
    ("prekes", "goods"),
    ("pavadinimas", "description"),
    // Bulgarian.
    ("фактура", "invoice"),
    ("дата", "date"),
    ("на", "of"),
    ("издаване", "issue"),
    ("поръчка", "order"),
    ("получател", "recipient"),
    ("доставчик", "supplier"),
    ("клиентски", "customer"),
    ("име", "name"),
    ("адрес", "address"),
    ("град", "city"),
    ("наименование", "description"),
    ("мярка", "uom"),
    ("количество", "quantity"),
    ("цена", "price"),
    ("стойност", "amount"),
    ("ддс", "vat"),
    ("валута", "currency"),
    ("сума", "amount"),
    ("общо", "total"),
    // Croatian.
    ("racun", "invoice"),
    ("racuna", "invoice"),
    ("br", "no"),
    ("broj", "number"),
    ("izdavanja", "issue"),
    ("isporuke", "delivery"),
    ("dospijeca", "due"),
    ("narudzbenice", "order"),
    ("narudzba", "order"),
    ("kupac", "buyer"),
    ("sifra", "code"),
    ("kolicina", "quantity"),
    // Slovenian "Zap.", short for "zaporedna številka": the position.
    ("zap", "pos"),
    // Slovenian and Croatian "Kol.", short for "količina".
    ("kol", "quantity"),
    ("cijena", "price"),
    ("rabat", "discount"),
    ("iznos", "amount"),
    ("ukupno", "total"),
    ("pdv", "vat"),
    ("osnovica", "net amount"),
    ("stopa", "rate"),
    ("jm", "uom"),
    ("primatelj", "payee"),
    // Icelandic.
    ("reikningur", "invoice"),
    ("reikningsnumer", "invoice number"),
    ("dagsetning", "date"),
    ("vidskiptamadur", "customer"),
    ("greidandi", "buyer"),
    ("pontunarnumer", "order number"),
    ("pontun", "order"),
    ("einingarverd", "unit price"),
    ("gjaldmidill", "currency"),
    ("gjalddagi", "due date"),
    ("vorunr", "article no"),
    ("lysing", "description"),
    ("magn", "quantity"),
    ("ein", "uom"),
    ("einverd", "unit price"),
    ("upphæd", "amount"),
    ("samtals", "total"),
    ("vsk", "vat"),
    ("virdisaukaskattur", "vat"),
    // Faroese: "MVG", meirvirðisgjald, is the VAT; a "fylgiseðil" the
    // delivery note.
    ("rokning", "invoice"),
    ("rokningarnr", "invoice number"),
    ("rokningarnummar", "invoice number"),
    ("dagfesting", "date"),
    ("kundanr", "customer number"),
    ("keypari", "buyer"),
    ("tykkara", "your"),
    ("bilegging", "order"),
    ("fylgisedil", "delivery note"),
    ("gjaldoyra", "currency"),
    ("tilsamans", "total"),
    ("uttan", "without"),
    ("mvg", "vat"),
    ("nogd", "quantity"),
    ("prisur", "price"),
    ("upphædd", "amount"),
    ("eind", "uom"),
    // Slovak and Czech (the words Czech shares with Slovak are mapped once,
    // above or here).
    ("faktury", "invoice"),
    ("dokladu", "document"),
    ("vystavenia", "issue"),
    ("vyhotovenia", "issue"),
    ("vystaveno", "issued"),
    ("vystavene", "issued"),
    // "Dát.", "Dat.": short for "dátum", "datum".
    ("dat", "date"),
    // Before a date: "vystavené dňa", "splatno dne", on the day.
    ("dna", "on"),
    ("dne", "on"),
    ("splatnost", "due"),
    ("splatne", "due"),
    ("splatno", "due"),
    ("objednavky", "order"),
    // Slovak, Czech, Croatian and Slovenian "vaša", "vaše": your.
    ("vasa", "your"),
    ("vase", "your"),
    ("odberatela", "buyers"),
    ("prijemca", "recipient"),
    ("prijemce", "recipient"),
    ("klient", "customer"),
    ("spolu", "total"),
    ("celkom", "total"),
    ("celkova", "total"),
    ("soucet", "total"),
    ("medzisucet", "subtotal"),
    ("mezisoucet", "subtotal"),
    // "Základ dane", "Základ DPH": the tax base.
    ("zaklad", "taxable amount"),
    ("vyska", "amount"),
    ("vyse", "amount"),
    ("castka", "amount"),
    ("zaloha", "deposit"),
    ("zalohou", "deposit"),
    ("zalohy", "deposit"),
    ("zaplaceno", "paid"),
    ("zaplatene", "paid"),
    ("dodania", "delivery"),
    ("dodani", "delivery"),
    ("platba", "payment"),
    ("platby", "payment"),
    ("uctu", "account"),
    // IČO, IČ: the company's registration number; DIČ its tax number.
    ("ico", "reg no"),
    ("ic", "reg no"),
    ("dic", "tax id"),
    ("zlava", "discount"),
    ("sleva", "discount"),
    ("popis", "description"),
    // "Označenie dodávky": what the supply is called.
    ("oznacenie", "designation"),
    ("nazov", "name"),
    ("nazev", "name"),
    ("mnozstvo", "quantity"),
    // Slovak "Množ.", Czech "Množ.": short for quantity.
    ("mnoz", "quantity"),
    // Slovak, Czech and Polish "jedn.", Croatian "jed.": short for unit.
    ("jedn", "unit"),
    ("jednotkova", "unit"),
    ("jed", "unit"),
    ("sadzba", "rate"),
    // Polish.
    ("numer", "number"),
    ("dokumentu", "document"),
    ("wyst", "issue"),
    ("platnosci", "payment"),
    ("dostawca", "supplier"),
    ("wystawca", "seller"),
    ("odbiorca", "recipient"),
    ("platnik", "buyer"),
    ("podatek", "tax"),
    ("waluta", "currency"),
    ("zaplacono", "paid"),
    ("dostawy", "delivery"),
    ("rachunku", "account"),
    ("konta", "account"),
    ("nip", "tax id"),
    ("regon", "reg no"),
    // Polish, Croatian and Slovenian "opis".
    ("opis", "description"),
    // "Lp.", liczba porządkowa: the line's position.
    ("lp", "pos"),
    // Hungarian.
    ("szamlaszam", "invoice number"),
    ("szama", "number"),
    ("szam", "number"),
    ("sorszam", "number"),
    ("bizonylatszam", "document number"),
    ("kelte", "date"),
    ("kelt", "dated"),
    ("kiallitas", "issue"),
    ("esedekesseg", "due"),
    // "Határidő", a deadline: of payment only with a word of paying.
    ("hatarido", "deadline"),
    ("fizetesi", "payment"),
    ("fiz", "payment"),
    ("rendelesszam", "order number"),
    ("rendeles", "order"),
    ("rendelesi", "order"),
    ("vevoi", "customer"),
    ("szallito", "supplier"),
    ("megrendelo", "client"),
    ("osszeg", "amount"),
    ("alap", "taxable amount"),
    ("adoalap", "taxable amount"),
    ("adoszam", "tax number"),
    ("adoszama", "tax number"),
    ("deviza", "currency"),
    ("kedvezmeny", "discount"),
    ("szallitolevel", "delivery note"),
    // "HÉA", the VAT as Hungarian is written in Romania.
    ("hea", "vat"),
    ("oldal", "page"),
    // Romanian.
    ("numar", "number"),
    ("numarul", "number"),
    ("fiscala", "tax"),
    ("emiterii", "issue"),
    ("emitere", "issue"),
    ("termen", "deadline"),
    ("comenzii", "order"),
    ("referinta", "reference"),
    ("prestator", "supplier"),
    ("beneficiar", "recipient"),
    ("valoare", "amount"),
    ("impozabila", "taxable amount"),
    ("livrarii", "delivery"),
    // "TVA la încasare": VAT due when the payment is received, no amount.
    ("incasare", "received"),
    ("cantitate", "quantity"),
    ("denumire", "description"),
    ("reducere", "discount"),
    ("pagina", "page"),
    // Croatian.
    ("dospijece", "due"),
    ("placanja", "payment"),
    ("narudzbenica", "purchase order"),
    ("narudzbe", "order"),
    ("kupca", "customer"),
    ("dobavljac", "supplier"),
    ("isporucitelj", "supplier"),
    ("prodavatelj", "seller"),
    ("narucitelj", "client"),
    ("porez", "tax"),
    ("porezna", "tax"),
    ("porezni", "tax"),
    ("ukupan", "total"),
    ("sveukupno", "total"),
    // Croatian and Slovenian "bruto".
    ("bruto", "gross"),
    ("otpremnica", "delivery note"),
    ("otpremnice", "delivery note"),
    // Croatian and Slovenian "naziv", a name.
    ("naziv", "name"),
    ("proizvoda", "product"),
    // "Naziv artikla – usluge": the name of the article or service.
    ("artikla", "article"),
    ("usluge", "service"),
    // Slovenian.
    ("stevilka", "number"),
    ("izdaje", "issue"),
    ("zapadlosti", "due"),
    ("zapadlost", "due"),
    ("narocilnica", "purchase order"),
    ("narocilnice", "purchase order"),
    ("narocilo", "order"),
    ("narocila", "order"),
    ("dobavitelj", "supplier"),
    ("izdajatelj", "supplier"),
    ("kupec", "buyer"),
    ("prejemnik", "recipient"),
    ("narocnik", "client"),
    ("skupaj", "total"),
    ("skupni", "total"),
    ("brez", "without"),
    ("ddv", "vat"),
    ("osnova", "taxable amount"),
    ("znesek", "amount"),
    ("vrednost", "amount"),
    ("davcna", "tax"),
    // "Sklic": the reference of a payment.
    ("sklic", "payment reference"),
    ("placilo", "payment"),
    ("placila", "payment"),
    ("placano", "paid"),
    ("dobave", "delivery"),
    ("popust", "discount"),
    ("enota", "uom"),
    ("enoto", "unit"),
    ("stopnja", "rate"),
    // Italian: a withholding of income tax on a professional's fee.
    ("ritenuta", "withholding"),
    // Bosnian and Croatian (ijekavian) "vrijednost", value.
    ("vrijednost", "amount"),
    // Galician.
    ("vencemento", "due"),
    ("ive", "vat"),
    ("prezo", "price"),
    // Ukrainian.
    ("назва", "description"),
    ("опис", "description"),
    ("товар", "goods"),
    ("рахунок", "invoice"),
    ("рахунку", "invoice"),
    ("постачальник", "supplier"),
    ("покупець", "buyer"),
    // The payee of the bank transfer: the supplier.
    ("одержувач", "payee"),
    ("замовлення", "order"),
    ("договір", "contract"),
    ("разом", "total"),
    ("всього", "total"),
    ("пдв", "vat"),
    ("оплатити", "pay"),
    ("кількість", "quantity"),
    ("ціна", "price"),
    ("од", "uom"),
    ("від", "dated"),
    ("код", "code"),
    ("найменування", "description"),
    // Albanian.
    ("pershkrimi", "description"),
    ("emertimi", "description"),
    ("cmimi", "price"),
    ("vlera", "value"),
    ("shitesi", "seller"),
    ("bleresi", "buyer"),
    ("tvsh", "vat"),
    ("sasia", "quantity"),
    ("njesia", "uom"),
    ("monedha", "currency"),
    ("fature", "invoice"),
    ("fatures", "invoice"),
    ("porosia", "order"),
    ("porosise", "order"),
    // Bulgarian.
    ("номер", "number"),
    ("фактурата", "invoice"),
    ("падеж", "due"),
    ("платима", "payable"),
    ("плащане", "payment"),
    // Before a date: "платима до", payable by.
    ("до", "by"),
    ("изпълнител", "supplier"),
    ("купувач", "buyer"),
    ("възложител", "client"),
    ("без", "without"),
    ("обща", "total"),
    ("всичко", "total"),
    // "ИН по ДДС": the VAT identification number.
    ("ин", "id"),
    ("отстъпка", "discount"),
    ("ставка", "rate"),
    ("доставка", "delivery"),
    // Macedonian.
    ("датум", "date"),
    ("доспевање", "due"),
    ("промет", "delivery"),
    ("издавање", "issue"),
    ("ваша", "your"),
    ("нарачка", "order"),
    ("бр", "no"),
    ("вкупно", "total"),
    ("ддв", "vat"),
    ("износ", "amount"),
    ("количина", "quantity"),
    ("шифра", "code"),
    ("назив", "name"),
    ("производ", "product"),
    ("услуга", "service"),
    ("рабат", "discount"),
    ("плаќање", "payment"),
    // Lithuanian.
    ("saskaitos", "invoice"),
    ("numeris", "number"),
    ("israsymo", "issue"),
    ("apmokejimo", "payment"),
    ("mokejimo", "payment"),
    ("terminas", "deadline"),
    ("moketi", "to pay"),
    ("uzsakymas", "order"),
    ("pirkejo", "buyers"),
    ("tiekejas", "supplier"),
    ("gavejas", "recipient"),
    ("tarpine", "subtotal"),
    ("bendra", "total"),
    ("viso", "total"),
    // "Įmonės kodas", "PVM mokėtojo kodas": identifiers, never amounts.
    ("kodas", "id"),
    ("kliento", "customer"),
    ("pristatymo", "delivery"),
    ("nuolaida", "discount"),
    ("vnt", "uom"),
    ("vieneto", "unit"),
    ("tarifas", "rate"),
    // Latvian.
    ("rekina", "invoice"),
    ("rekins", "invoice"),
    ("numurs", "number"),
    // Latvian and Slovenian "dokumenta".
    ("dokumenta", "document"),
    ("izrakstisanas", "issue"),
    ("datums", "date"),
    ("apmaksas", "payment"),
    ("samaksas", "payment"),
    ("maksajuma", "payment"),
    ("termins", "deadline"),
    ("apmaksat", "pay"),
    ("samaksat", "pay"),
    ("lidz", "by"),
    ("pasutijuma", "order"),
    ("pasutijums", "order"),
    ("pirceja", "buyers"),
    ("piegadatajs", "supplier"),
    ("pardevejs", "seller"),
    ("pircejs", "buyer"),
    ("sanemejs", "recipient"),
    ("maksatajs", "buyer"),
    ("kopa", "total"),
    ("kopsumma", "total"),
    ("pvn", "vat"),
    ("apliekama", "taxable"),
    ("apmaksai", "to pay"),
    ("registracijas", "registration"),
    ("piegades", "delivery"),
    ("konts", "account"),
    ("atlaide", "discount"),
    ("kods", "code"),
    ("nosaukums", "description"),
    ("apraksts", "description"),
    ("daudzums", "quantity"),
    ("daudz", "quantity"),
    ("merv", "uom"),
    ("mervieniba", "uom"),
    ("vienibas", "unit"),
    ("likme", "rate"),
    // Estonian.
    ("uhikuhind", "unit price"),
    ("leht", "page"),
    ("lehekulg", "page"),
    ("arve", "invoice"),
    ("dokumendi", "document"),
    ("kuupaev", "date"),
    ("valjastamise", "issue"),
    ("koostamise", "issue"),
    ("maksetahtaeg", "due date"),
    ("maksetahtpaev", "due date"),
    ("tahtaeg", "deadline"),
    ("maksmise", "payment"),
    ("maksta", "pay"),
    ("hiljemalt", "by"),
    ("tasuda", "to pay"),
    ("tellimus", "order"),
    ("tellimuse", "order"),
    ("ostutellimus", "purchase order"),
    ("teie", "your"),
    ("muuja", "seller"),
    ("tarnija", "supplier"),
    ("ostja", "buyer"),
    ("maksja", "buyer"),
    ("kaibemaks", "vat"),
    ("kaibemaksu", "vat"),
    ("kaibemaksuta", "without vat"),
    ("kaibemaksuga", "incl vat"),
    ("kokku", "total"),
    ("maksustatav", "taxable"),
    ("vahesumma", "subtotal"),
    ("valuuta", "currency"),
    ("viitenumber", "payment reference"),
    ("viitenr", "payment reference"),
    // "KMKR nr": the VAT registration number.
    ("kmkr", "vat reg"),
    ("kood", "code"),
    ("registrikood", "registration code"),
    ("kliendi", "customer"),
    ("tarnekuupaev", "delivery date"),
    ("arvelduskonto", "account"),
    ("allahindlus", "discount"),
    ("makseviis", "payment method"),
    ("kirjeldus", "description"),
    ("nimetus", "description"),
    ("kogus", "quantity"),
    ("uhik", "uom"),
    ("uhiku", "unit"),
    ("hind", "price"),
    // Greek.
    ("τιμολογιο", "invoice"),
    ("τιμολογιου", "invoice"),
    ("παραστατικο", "document"),
    ("παραστατικου", "document"),
    ("εκδοσησ", "issue"),
    // "Ημ.": short for "ημερομηνία", date.
    ("ημ", "date"),
    ("ληξη", "due"),
    ("πληρ", "payment"),
    ("προθεσμια", "deadline"),
    ("παραγγελια", "order"),
    ("προμηθευτησ", "supplier"),
    ("εκδοτησ", "supplier"),
    ("ληπτησ", "recipient"),
    // "Επωνυμία": the company's name in a party's block.
    ("επωνυμια", "name"),
    ("πελατησ", "customer"),
    ("σασ", "your"),
    ("begunstigter", "beneficiary"),
    ("kontoinhaber", "account holder"),
    ("αγοραστησ", "buyer"),
    ("καθαρησ", "net"),
    ("καθαρο", "net"),
    ("προ", "before"),
    ("υποσυνολο", "subtotal"),
    ("ποσο", "amount"),
    ("γενικο", "grand"),
    ("συνολικη", "total"),
    // "ΑΦΜ": the tax registration number.
    ("αφμ", "tax id"),
    ("αποστολησ", "shipping"),
    ("παραδοσησ", "delivery"),
    ("τιμη", "price"),
    ("μμ", "uom"),
    // "Ποσ.", "Μον.": a column's quantity and unit ("Ποσό" is its amount).
    ("ποσ", "quantity"),
    ("μον", "uom"),
    // Finnish, the words the first pass left out.
    ("laskunumero", "invoice number"),
    ("nro", "no"),
    ("laskupaiva", "invoice date"),
    ("tilaus", "order"),
    ("tilausnro", "order no"),
    ("viitteenne", "your reference"),
    ("viitteemme", "our reference"),
    ("toimittaja", "supplier"),
    ("asiakas", "customer"),
    ("ostaja", "buyer"),
    ("ilman", "without"),
    ("valisumma", "subtotal"),
    ("verollinen", "incl vat"),
    ("loppusumma", "total"),
    ("tunnus", "id"),
    ("toimituspaiva", "delivery date"),
    ("tilauspaiva", "order date"),
    ("maksuehto", "payment terms"),
    ("alennus", "discount"),
    ("kuvaus", "description"),
    ("kpl", "pcs"),
    ("yksikkohinta", "unit price"),
    // "Yks.hinta", with its dot dropped.
    ("ykshinta", "unit price"),
    ("tilinumero", "account number"),
    ("ostajan", "buyer"),
    ("laskuttaja", "supplier"),
    ("saaja", "payee"),
    ("saajan", "payee"),
    ("tiedot", "details"),
    // Maltese.
    ("numru", "number"),
    ("tal", "of"),
    ("tad", "of"),
    ("ordni", "order"),
    ("xiri", "purchase"),
    ("klijent", "customer"),
    ("bejjiegh", "seller"),
    ("bilanc", "balance"),
    ("dovut", "due"),
    ("imhallas", "paid"),
    ("taghkom", "your"),
    ("iskadenza", "due"),
    // Basque.
    ("zk", "no"),
    ("jaulkipen", "issue"),
    ("eragiketaren", "operation"),
    ("mugaeguna", "due date"),
    ("zuen", "your"),
    ("eskaera", "order"),
    ("ordainbidea", "payment method"),
    ("guztira", "total"),
    ("zerga", "tax"),
    ("kuota", "amount"),
    ("hartzailea", "recipient"),
    ("bezero", "customer"),
    ("kodea", "code"),
    ("kontzeptua", "description"),
    ("kopurua", "quantity"),
    ("prezioa", "price"),
    ("zenbatekoa", "amount"),
    // Catalan.
    // Andorra's "IGI", its general indirect tax.
    ("igi", "vat"),
    ("venciment", "due date"),
    ("venciments", "due date"),
    ("vostra", "your"),
    ("nostra", "our"),
    ("quota", "amount"),
    ("preu", "price"),
    ("albara", "delivery note"),
    // Romansh.
    ("quint", "invoice"),
    ("dal", "of"),
    ("cumonda", "order"),
    ("termin", "deadline"),
    ("pajament", "payment"),
    // Luxembourgish.
    ("ar", "your"),
    ("aren", "your"),
    ("warung", "currency"),
    ("clientsnummer", "customer number"),
    // Irish.
    ("sonrasc", "invoice"),
    ("sonraisc", "invoice"),
    ("uimhir", "number"),
    ("dlite", "due"),
    ("airgeadra", "currency"),
    // West Frisian.
    ("faktuer", "invoice"),
    ("faktuernumer", "invoice number"),
    ("faktuerdatum", "invoice date"),
    ("ferfaldatum", "due date"),
    ("oardernumer", "order number"),
    ("jo", "your"),
    ("klantnumer", "customer number"),
    ("betellingskenmerk", "payment reference"),
    ("omskriuwing", "description"),
    ("oantal", "quantity"),
    ("priis", "price"),
    ("bedrach", "amount"),
    ("munt", "currency"),
    // North Sámi.
    ("rehket", "invoice"),
    ("rehketnummir", "invoice number"),
    ("rehketbeaivi", "invoice date"),
    ("maksinbeaivi", "due date"),
    ("kunddarnummir", "customer number"),
    ("diŋgonreferansa", "order reference"),
    ("valuhtta", "currency"),
    ("cilgehus", "description"),
    ("mearri", "quantity"),
    ("ovttadat", "unit"),
    ("haddi", "price"),
    ("supmi", "amount"),
    // Norwegian "Deres bestillingsref.", your order reference.
    ("bestillingsref", "order ref"),
    // Azerbaijani.
    ("sifariscinin", "customer"),
    ("sifarisi", "order"),
    ("valyuta", "currency"),
    ("mustəri", "customer"),
    ("kodu", "code"),
    ("muqavilə", "contract"),
    ("qiyməti", "price"),
    ("vahidin", "unit"),
    ("vahidi", "unit"),
    ("miqdari", "quantity"),
    ("məbləg", "amount"),
    ("ədv", "vat"),
    // Russian.
    ("ндс", "vat"),
    ("итого", "total"),
    ("всего", "total"),
    ("счет", "invoice"),
    ("заказ", "order"),
    ("валюта", "currency"),
    ("сумма", "amount"),
    ("ед", "unit"),
    ("поставщик", "supplier"),
    ("покупатель", "buyer"),
    ("покупателя", "buyer"),
    ("договор", "contract"),
    ("оплаты", "payment"),
    ("стоимость", "amount"),
    ("единицу", "unit"),
    ("налогов", "taxes"),
    ("косвенных", "indirect"),
    // Armenian.
    ("հաշիվ", "invoice"),
    ("ընդամենը", "total"),
    ("առանց", "without"),
    ("աահ", "vat"),
    ("վճարման", "payable"),
    ("գումար", "amount"),
    ("գումարը", "amount"),
    ("միավոր", "unit"),
    ("միավորի", "unit"),
    ("քանակ", "quantity"),
    ("գին", "price"),
    ("նկարագրություն", "description"),
    ("վերջնաժամկետ", "due date"),
    ("պատվեր", "order"),
    ("գնման", "purchase"),
    ("արժույթ", "currency"),
    // Greenlandic.
    ("akiligassiissut", "invoice"),
    ("akiligassiissutip", "invoice"),
    ("normua", "number"),
    ("ulloq", "date"),
    ("kingusinnerpaamik", "by"),
    ("atuisup", "customer"),
    ("ordrep", "order"),
    ("aningaasat", "currency"),
    ("katillugit", "total"),
    ("nassuiaat", "description"),
    ("amerlassusaa", "quantity"),
    ("akia", "price"),
];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Field {
    InvoiceNumber,
    InvoiceDate,
    DueDate,
    PoNumber,
    Vendor,
    Currency,
    Subtotal,
    Tax,
    Total,
    /// A bare "Reference" or "Ref. no.": the invoice's own number when nothing
    /// else numbers it, otherwise the buyer's reference, which is their order
    /// (accounting packages print "Invoice Number" and "Reference" side by side).
    Reference,
    /// A party other than the vendor (`Bill To`, `Customer`…): never read as a field.
    OtherParty,
}

impl Field {
    pub fn is_money(self) -> bool {
        matches!(self, Field::Subtotal | Field::Tax | Field::Total)
    }
}

const NUMBER_WORDS: &[&str] = &[
    "no",
    "number",
    "#",
    "nr",
    "num",
    "nbr",
    "id",
    "ref",
    "reference",
];

/// Document titles that contain the word "invoice" but label nothing.
const TITLES: &[&str] = &[
    "tax invoice",
    "commercial invoice",
    "proforma invoice",
    "pro forma invoice",
    "vat invoice",
    "sales invoice",
    "gst invoice",
];

const OTHER_PARTIES: &[&str] = &[
    "bill to",
    "billed to",
    "billing address",
    "ship to",
    "shipped to",
    "shipping address",
    "delivery address",
    "sold to",
    "deliver to",
    "invoice to",
    "invoiced to",
    "customer",
    "customer name",
    "client",
    "client name",
    "buyer",
    "recipient",
    "to",
    "attention",
    "attn",
    "for",
    "invoice for",
    "prepared for",
    "consignee",
    "importer",
    "customer details",
    "client details",
    "buyer details",
    "recipient details",
];

const VENDORS: &[&str] = &[
    "vendor",
    "vendor name",
    "supplier",
    "supplier name",
    "seller",
    "from",
    "bill from",
    "billed from",
    "billed by",
    "invoice from",
    "issued by",
    "remit to",
    "sold by",
    "payee",
    "beneficiary",
    "account holder",
    "pay to",
    "payable to",
    "make checks payable to",
    "make cheques payable to",
    "service provider",
    "merchant",
    "exporter",
    "consignor",
    "supplier details",
    "vendor details",
    "seller details",
];

/// Phrases that name a due date although they contain a money word.
const DUE_PHRASES: &[&str] = &[
    "pay by",
    "payable by",
    "please pay by",
    "payable until",
    "pay before",
    "payable on",
    "pay on",
    "payment date",
    "payment deadline",
    "to be paid by",
];

/// Words that ask for payment, and words that a date follows: "Please pay
/// by", "Te betalen vóór", "Da pagare entro il", "Betales senest den".
const PAY_WORDS: &[&str] = &["pay", "payable", "payment", "transfer", "remit"];
const BY_WORDS: &[&str] = &["by", "until", "before", "on"];

/// A label that asks for payment by a date: a paying word and, last but for
/// articles, a word a date follows. A word of an amount makes it the amount's
/// label ("Total to pay by", its date printed in the label).
fn pay_by(words: &[&str]) -> bool {
    let words: Vec<&str> = words
        .iter()
        .copied()
        .filter(|w| !["the", "of"].contains(w))
        .collect();
    let amount = [
        "total", "amount", "balance", "subtotal", "gross", "net", "sum",
    ];
    words.iter().any(|w| PAY_WORDS.contains(w))
        && words.last().is_some_and(|w| BY_WORDS.contains(w))
        && !words.iter().any(|w| amount.contains(w))
}

/// A label naming whom payment goes to: it ends "payable to" or "pay to",
/// with no word of an amount before ("Amount payable to date" is no name).
fn payable_to(words: &[&str]) -> bool {
    let amount = ["total", "amount", "balance", "sum", "due"];
    (words.ends_with(&["payable", "to"]) || words.ends_with(&["pay", "to"]))
        && !words.iter().any(|w| amount.contains(w))
}

/// "Currency", "Currency code", "Invoice currency", "Payment currency".
fn currency(words: &[&str]) -> bool {
    match words {
        ["currency"] | ["currency", "code"] => true,
        [qualifier, "currency"] => {
            ["invoice", "payment", "billing", "document"].contains(qualifier)
        }
        _ => false,
    }
}

/// Amounts that are not subtotal, tax or total although a money word names them.
const OTHER_AMOUNTS: &[&str] = &[
    "paid",
    "deposit",
    "discount",
    "shipping",
    "freight",
    "handling",
    "credit",
    "credits",
    "received",
    "previous",
    "carried",
    "page",
    "rounding",
    "prepaid",
    "advance",
    "rate",
    "withholding",
    // A contract's whole value, billed in parts ("Contract amount" in a
    // project's billing status).
    "contract",
    // "Accounts payable": the buyer's department, printed as a reference.
    "accounts",
];

/// Words that may stand beside "date" in a label of the invoice date; any
/// other ("order date", "delivery date") makes it another date.
const INVOICE_DATE_WORDS: &[&str] = &[
    "date", "of", "the", "invoice", "inv", "issue", "issued", "issuing", "billing", "bill",
    "document", "tax", "point", "on", "invoiced",
];

/// Who a purchase-order label says the order belongs to: the buyer (a
/// buying group's member too: "Member order").
const BUYER_WORDS: &[&str] = &[
    "your", "customer", "client", "buyer", "buyers", "s", "cust", "member",
    // A dental laboratory's customer is a practice: "Practice order no.".
    "practice", // A council's or a public body's order: "Official Order No.".
    "official",
];

/// Words that qualify an invoice word without making the label another
/// field's: "Freight bill no.", "Final invoice #", "Proforma invoice no.".
const INVOICE_KINDS: &[&str] = &[
    "tax",
    "vat",
    "sales",
    "commercial",
    "gst",
    "freight",
    "final",
    "proforma",
    "interim",
    "service",
    "utility",
    "credit",
    "debit",
    "original",
    "progress",
    "self",
    "billing",
];

/// The field a label names, if any. A label in two languages ("Rechnungs-Nr.
/// / Invoice no.") names what either half names, when the halves agree. A
/// remark in brackets after a label that names nothing with it is left out:
/// "Supplier (invoice issued in the name of)".
pub fn field(label: &str) -> Option<Field> {
    field_with_remark(label).or_else(|| without_remark(label).and_then(field_with_remark))
}

/// What precedes a closing remark in brackets, if anything does.
pub fn without_remark(label: &str) -> Option<&str> {
    let (stem, _) = label.trim_end().strip_suffix(')')?.rsplit_once('(')?;
    Some(stem.trim_end()).filter(|stem| !stem.is_empty())
}

fn field_with_remark(label: &str) -> Option<Field> {
    let label = without_enumeration(label);
    if let Some((first, second)) = label.split_once(" / ") {
        // "FACTURE / RECHNUNG n° 31467": a half that holds a value makes the
        // whole no label.
        let valued = |half: &str| half.chars().any(|c| c.is_ascii_digit()) && field(half).is_none();
        // "бр. / nr. INV 05483": the second half's prefix in capitals begins
        // the number.
        let opens_number = second.rsplit_once(' ').is_some_and(|(_, last)| {
            ["inv", "po"].contains(&normalise(last).as_str())
                && last.chars().all(|c| c.is_ascii_uppercase())
        });
        if valued(first) || valued(second) || opens_number {
            return None;
        }
        return match (field(first), field(second)) {
            (Some(a), Some(b)) if a != b => None,
            (a, b) => a.or(b),
        };
    }
    let s = normalise(label);
    if s.is_empty() || s.len() > 40 {
        return None;
    }
    // Percentages in a label ("VAT 19%", "Tax (20 %)") belong to the label,
    // but a "%" of no number heads a column of rates ("VAT %", "Moms %").
    let all: Vec<&str> = s.split(' ').collect();
    let rate = all
        .iter()
        .enumerate()
        .any(|(i, w)| *w == "%" && (i == 0 || !all[i - 1].chars().all(|c| c.is_ascii_digit())));
    if rate {
        return None;
    }
    // A rate's number may have a decimal comma, split in two: "DDV 9,5 %",
    // "ALV 25,5%".
    let digits = |w: &str| !w.is_empty() && w.chars().all(|c| c.is_ascii_digit());
    let percent = |i: usize| all.get(i).is_some_and(|w| w.ends_with('%'));
    let words: Vec<&str> = all
        .iter()
        .enumerate()
        .filter(|(i, w)| {
            let rate_number = digits(w)
                && (percent(i + 1)
                    || (all.get(i + 1).is_some_and(|n| digits(n)) && percent(i + 2)));
            !w.ends_with('%') && !rate_number
        })
        .map(|(_, w)| *w)
        .collect();
    let words = number_word_last(words);
    let core = words.join(" ");
    // Labels are words; anything with digits left in it is a value.
    if core.is_empty() || core.chars().any(|c| c.is_ascii_digit()) {
        return None;
    }
    if TITLES.contains(&core.as_str()) {
        return None;
    }
    // Hawaii's general excise tax, alone or with its rate: "GET (4.712%)".
    // The verb never labels anything alone.
    if core == "get" {
        return Some(Field::Tax);
    }
    if OTHER_PARTIES.contains(&core.as_str()) {
        return Some(Field::OtherParty);
    }
    // "Cheques payable to", "All payments payable to": whoever is paid.
    if VENDORS.contains(&core.as_str()) || payable_to(&words) {
        return Some(Field::Vendor);
    }
    if currency(&words) {
        return Some(Field::Currency);
    }
    if DUE_PHRASES.contains(&core.as_str()) || pay_by(&words) {
        return Some(Field::DueDate);
    }
    // Each rule either decides (perhaps that the label names nothing we read) or passes.
    money(&words)
        .or_else(|| date(&words))
        .or_else(|| purchase_order(&words))
        .unwrap_or_else(|| invoice_number(&words))
}

/// A label with its number word moved to the end, where the English grammar
/// reads it: Spanish, French, Italian or Bulgarian put it first ("Nº factura",
/// "Numéro de commande", "№ на фактура" → "invoice no", "order number",
/// "invoice #"). Not before an
/// abbreviation: in "No. INV 03503" or "No. PO71509" it begins the value.
fn number_word_last(words: Vec<&str>) -> Vec<&str> {
    let abbreviation = |w: &&str| ["inv", "po", "p"].contains(w);
    // The owner stays first: "Su nº de pedido" is "your order no".
    let owners = words.iter().take_while(|w| BUYER_WORDS.contains(w)).count();
    let (owner, rest) = words.split_at(owners);
    match rest {
        [number @ ("no" | "number" | "nr" | "num" | "#"), tail @ ..]
            if !tail.is_empty() && !tail.iter().any(abbreviation) =>
        {
            let tail = tail.strip_prefix(&["of"]).unwrap_or(tail);
            owner.iter().chain(tail).copied().chain([*number]).collect()
        }
        _ => words,
    }
}

/// A label without the number of its box on a form: "2. Invoice no." →
/// "Invoice no." (commercial and customs invoices number their boxes).
fn without_enumeration(label: &str) -> &str {
    let trimmed = label.trim_start();
    let digits = trimmed.chars().take_while(char::is_ascii_digit).count();
    let rest = &trimmed[digits..];
    match rest.strip_prefix(['.', ')']) {
        Some(after) if (1..=2).contains(&digits) && after.starts_with(' ') => after.trim_start(),
        _ => label,
    }
}

/// Whether a row of a table that runs over pages carries its sum from one
/// page to the next ("Carried forward", "Brought forward", "Übertrag von
/// Seite 1"): neither an item nor the table's end.
pub fn is_carried_sum(text: &str) -> bool {
    let s = normalise(text);
    let words: Vec<&str> = s.split(' ').collect();
    words.contains(&"carried") || (words.contains(&"forward") && words.len() <= 6)
}

/// Whether a title heads a remittance slip ("Payment advice", "Remittance
/// slip"): the part of the page the customer sends back with the payment,
/// addressed to the vendor, so that its "To" names the vendor.
pub fn is_slip_title(text: &str) -> bool {
    let s = normalise(text);
    let words: Vec<&str> = s.split(' ').collect();
    words.len() <= 3
        && words
            .iter()
            .any(|w| ["advice", "remittance", "slip", "stub"].contains(w))
}

/// The fields a label of two names joined by a slash gives its two values
/// ("Nummer/Datum" beside "28527 / 13.08.2026"): the second name borrows the
/// first's head word unless the first names the invoice itself, so that
/// "Ihre Bestellung/Datum" is the order's date, no field of ours.
pub fn slashed(label: &str) -> Option<(Field, Option<Field>)> {
    let (first, second) = label.trim().trim_end_matches(':').split_once('/')?;
    if first.ends_with(' ') || second.starts_with(' ') || second.contains('/') {
        return None;
    }
    let first_field = field(first)?;
    let head = normalise(first);
    let head = head.split(' ').next_back().unwrap_or_default();
    let second_field = if first_field == Field::InvoiceNumber {
        field(second)
    } else {
        field(&format!("{head} {second}"))
    };
    Some((first_field, second_field))
}

/// The two fields a label names one above the other, "Invoice no. and
/// date" over a number and, on the next line, a date.
pub fn pair(label: &str) -> Option<(Field, Field)> {
    let label = without_enumeration(label);
    let (first, second) = label
        .split_once(" and ")
        .or_else(|| label.split_once(" & "))?;
    let first_field = field(first)?;
    // "… and date" borrows the first half's head word: "Invoice date".
    let head = normalise(first)
        .split(' ')
        .next()
        .unwrap_or_default()
        .to_string();
    let second_field = field(second).or_else(|| field(&format!("{head} {second}")))?;
    (first_field != second_field
        && !matches!(first_field, Field::OtherParty)
        && !matches!(second_field, Field::OtherParty))
    .then_some((first_field, second_field))
}

/// Subtotal, tax or total: "Net amount", "VAT 20 %", "Total to pay"…
fn money(words: &[&str]) -> Option<Option<Field>> {
    let has = |w: &str| words.contains(&w);
    let core = words.join(" ");
    let money_word = has("total")
        || has("amount")
        || has("balance")
        || has("payable")
        || has("subtotal")
        || has("gross");
    // "Date / tax point": a date, whatever tax word it holds.
    if has("date") || core.contains("tax point") {
        return None;
    }
    // Canada adds a provincial sales tax (PST, QST) to the GST.
    let taxy = ["tax", "taxes", "vat", "gst", "hst", "pst", "qst"]
        .iter()
        .any(|w| has(w));
    // "Å betale NOK": the currency after the words is no part of them.
    let stem = match words {
        [stem @ .., last] if CURRENCY_CODES.contains(&last.to_ascii_uppercase().as_str()) => stem,
        _ => words,
    };
    let to_pay = stem.ends_with(&["to", "pay"])
        || stem == ["please", "pay"]
        || stem == ["pay", "this", "amount"];
    // "Tax invoice no.": the tax word qualifies the invoice, not an amount.
    let names_invoice = words.iter().any(|w| ["invoice", "inv"].contains(w));
    if !(money_word || to_pay || core == "net") && (!taxy || names_invoice) {
        return None;
    }
    let has_number_word = words.iter().any(|w| NUMBER_WORDS.contains(w));
    let other_amount = words.iter().any(|w| OTHER_AMOUNTS.contains(w));
    // "Total items: 5" counts; "Items subtotal" is an amount.
    let count = has("items") && !has("subtotal") && !has("amount") && !has("net");
    // "Cod TVA": the VAT number's label, as "VAT reg." is.
    if has("reg")
        || has("registration")
        || has("code")
        || (has_number_word && !money_word)
        || other_amount
        || count
    {
        return Some(None);
    }
    if has("subtotal")
        || (has("sub") && has("total"))
        || (has("net") && (money_word || core == "net"))
        // "Goods total", "Value of goods": what the goods cost before tax.
        || (has("goods") && money_word && !taxy && !has("incl"))
        || [
            "excl",
            "ex",
            "excluding",
            "exclusive",
            "without",
            "untaxed",
            "taxable",
        ]
        .iter()
        .any(|w| has(w))
        || (has("before") && taxy)
        || core.contains("pre tax")
    {
        return Some(Some(Field::Subtotal));
    }
    // "Total VAT", "VAT total", "Tax amount", "Amount of VAT": the tax's own total.
    let tax_total = words.iter().all(|w| {
        [
            "tax", "vat", "gst", "hst", "pst", "qst", "sales", "total", "amount", "sum", "of",
        ]
        .contains(w)
    });
    let including = ["incl", "inc", "including", "inclusive", "with"]
        .iter()
        .any(|w| has(w));
    if taxy && !including && (!money_word || tax_total) {
        return Some(Some(Field::Tax));
    }
    if money_word || to_pay {
        return Some(Some(Field::Total));
    }
    Some(None)
}

/// Due dates ("Due", "Payment due", "Date due") and the invoice date ("Date",
/// "Issue date", "Date of issue", "Dated"), but no other date.
fn date(words: &[&str]) -> Option<Option<Field>> {
    let has = |w: &str| words.contains(&w);
    let paying = words.iter().any(|w| PAY_WORDS.contains(w));
    if has("due") {
        // "Next service due", "Next inspection due": when the next visit
        // falls, no day to pay by ("Next payment due" is one).
        let next_visit = has("next") && !paying;
        return Some((!next_visit).then_some(Field::DueDate));
    }
    // "Payment date", "Fecha de pago", "Uiterste betaaldatum", "Sista
    // betalningsdag": the day to pay by, not one paid on ("Date paid"). A
    // deadline of payment too ("Rēķina apmaksas termiņš"), where a deadline
    // of delivery is no date of ours.
    if (has("date") || has("deadline")) && paying && !has("paid") {
        return Some(Some(Field::DueDate));
    }
    let core = words.join(" ");
    let named = has("date") || has("dated") || has("issued") || core == "tax point";
    // "Date of" is no label but the start of one: "Date of delivery 03.05.2026".
    let unfinished = words.last() == Some(&"of");
    // "Invoice date (tax point)": the UK's name for the date of supply, said
    // of the invoice date.
    let tax_point = core.contains("tax point");
    named.then(|| {
        (!unfinished
            && words.iter().all(|w| {
                INVOICE_DATE_WORDS.contains(w)
                    || ["dated", "issued"].contains(w)
                    || (tax_point && ["tax", "point"].contains(w))
            }))
        .then_some(Field::InvoiceDate)
    })
}

/// "PO", "P.O. No.", "Purchase order", "Your order no.", "Order ref.",
/// "Customer PO #", "Your reference": the buyer's order.
fn purchase_order(words: &[&str]) -> Option<Option<Field>> {
    // Catalan "La vostra comanda": an article before the owner.
    let words = words.strip_prefix(&["the"]).unwrap_or(words);
    // "Rif. Vs. ordine n.", "Ref. your order": the reference of the buyer's
    // order is that order.
    let words = match words {
        ["ref" | "reference", rest @ ..]
            if rest.first().is_some_and(|w| BUYER_WORDS.contains(w)) =>
        {
            rest
        }
        _ => words,
    };
    // "Shipper's PO", "Consignee's order no.": whoever's it is, it is an order.
    let possessive = match words {
        [_, "s", "po" | "order" | "purchase" | "p", ..] => 2,
        _ => 0,
    };
    let buyer = possessive
        + words[possessive..]
            .iter()
            .take_while(|w| BUYER_WORDS.contains(w))
            .count();
    let rest = &words[buyer..];
    // "Our purchase order" on a self-billed invoice: a purchase order is the
    // buyer's whoever prints it, where "our order" may be the seller's.
    let rest = match rest {
        ["our", "po", ..] | ["our", "purchase", "order", ..] => &rest[1..],
        _ => rest,
    };
    // "Fleet P.O. No.", "Blanket PO": a word of the buyer's before a purchase
    // order still names it (before "order" alone it may be the seller's own:
    // "Work order", "Sales order").
    let sellers = ["sales", "supplier", "vendor", "seller", "our"];
    let rest = match rest {
        [w, "po", ..] | [w, "p", "o", ..] | [w, "purchase", "order", ..]
            if !sellers.contains(w) =>
        {
            &rest[1..]
        }
        _ => rest,
    };
    let head = match rest {
        ["purchase", "order", ..] | ["p", "o", ..] => 2,
        // "Orden de compra", "Ordine d'acquisto".
        ["order", "of", "purchase", ..] => 3,
        ["po" | "order", ..] => 1,
        // "Rif. ordine", "Réf. commande": the reference of an order.
        ["ref" | "reference", "purchase", "order", ..] => 3,
        ["ref" | "reference", "po" | "order", ..] => 2,
        // "Your ref.", "Customer reference": the buyer's reference, which is
        // their order.
        ["ref" | "reference", ..] if buyer > 0 => 0,
        // "Ihr Auftrag": the buyer's commission; a job alone is the seller's.
        ["job", ..] if buyer > 0 => 1,
        _ => return None,
    };
    // The owner may also follow: "Nr zamówienia nabywcy", order no. of the buyer.
    rest[head..]
        .iter()
        .filter(|w| !BUYER_WORDS.contains(w))
        .all(|w| NUMBER_WORDS.contains(w))
        .then_some(Some(Field::PoNumber))
}

/// "Invoice No.", "Inv #", "Tax invoice number", "Bill no.", "Document ID",
/// and the bare "Invoice", "No." or "Number".
fn invoice_number(words: &[&str]) -> Option<Field> {
    let kind = words
        .iter()
        .take_while(|w| INVOICE_KINDS.contains(w))
        .count();
    let rest = &words[kind..];
    // Kind words may also follow the invoice word: Polish "Faktura VAT nr",
    // Portuguese "Fatura-Recibo n.º".
    let numbered = rest
        .iter()
        .skip(1)
        .skip_while(|w| INVOICE_KINDS.contains(w) || **w == "receipt")
        .all(|w| NUMBER_WORDS.contains(w));
    let invoice_word = rest
        .first()
        .is_some_and(|w| ["invoice", "inv", "bill", "document", "doc", "receipt"].contains(w));
    let reference = kind == 0
        && rest
            .first()
            .is_some_and(|w| ["ref", "reference"].contains(w));
    let bare_number = words.len() == 1 && is_number_word(words[0]);
    if reference && numbered && words.len() <= 3 {
        return Some(Field::Reference);
    }
    ((invoice_word && numbered && words.len() <= 4) || bare_number).then_some(Field::InvoiceNumber)
}

/// Words that label fields we do not read, besides those of the fields we do.
const OTHER_LABEL_WORDS: &[&str] = &[
    "account",
    "a",
    "c",
    "reg",
    "registration",
    "terms",
    "payment",
    "delivery",
    "ship",
    "shipping",
    "sales",
    "our",
    "contact",
    "phone",
    "tel",
    "fax",
    "email",
    "iban",
    "bic",
    "swift",
    "page",
    "code",
    "period",
    "project",
    "job",
    "work",
];

/// Whether a word (normalised) belongs to the vocabulary of labels, so that
/// it can be part of a label that ends further right ("Customer No.:").
pub fn is_label_word(word: &str) -> bool {
    let w = normalise(word);
    let lists: [&[&str]; 6] = [
        NUMBER_WORDS,
        BUYER_WORDS,
        INVOICE_DATE_WORDS,
        OTHER_AMOUNTS,
        OTHER_LABEL_WORDS,
        &[
            "invoice", "bill", "order", "purchase", "po", "due", "vat", "tax", "total", "sub",
            "net", "gross", "amount", "balance", "vendor", "supplier", "currency", "issued",
        ],
    ];
    !w.is_empty()
        && w.split(' ')
            .all(|part| lists.iter().any(|l| l.contains(&part)))
}

/// Whether a word says a number follows: "No.", "Nr.", "Number", "#", and
/// Slovenian "št.", Czech and Slovak "č." (known by their háček: without it
/// "St." and "C." are other words).
pub fn is_number_word(word: &str) -> bool {
    NUMBER_WORDS[..5].contains(&normalise(word).as_str())
        || ["št", "č"].contains(&word.trim_end_matches('.').to_lowercase().as_str())
}

/// Whether a cell is the caption of a party's name in a block of captions
/// under "Supplier" or "Customer".
pub fn is_name_caption(text: &str) -> bool {
    matches!(
        normalise(text.trim_end_matches(':')).as_str(),
        "name" | "company" | "company name" | "business name"
    )
}

/// Whether a label names its field only loosely: the single word "invoice"
/// (as often the document's title, or the start of a number like `INV 0321`),
/// a bare "No.", "Order" or "Order no." or "Your reference". Values of precise labels
/// are preferred.
pub fn is_loose(label: &str) -> bool {
    if let Some(both) = both_halves(label, is_loose) {
        return both;
    }
    let s = normalise(label);
    let words: Vec<&str> = s.split(' ').collect();
    // "Order number" without a buyer's word may be a shop's own order
    // ("Order number" beside "Buyer PO" on a marketplace invoice).
    let bare = |head: &[&str]| {
        words.first().is_some_and(|w| head.contains(w))
            && words[1..].iter().all(|w| NUMBER_WORDS.contains(w))
    };
    // "Número del pedido", "Numéro de commande": the number word first.
    let number_first =
        matches!(words.as_slice(), [n, "of", "order"] | [n, "order"] if NUMBER_WORDS.contains(n));
    // "Référence de commande", "Order ref.": a shop's reference for the order
    // as often as the buyer's, where "Votre n° de commande" is the buyer's.
    let order_reference = matches!(
        words.as_slice(),
        ["ref" | "reference", "of", "order"]
            | ["ref" | "reference", "order"]
            | ["order", "ref" | "reference"]
    );
    let bare_order = bare(&["order"]) || number_first || order_reference;
    [
        "invoice", "inv", "bill", "document", "no", "number", "#", "nr",
    ]
    .contains(&s.as_str())
        || bare_order
        || [
            "your ref",
            "your reference",
            "customer ref",
            "customer reference",
            "client ref",
            "client reference",
        ]
        .contains(&s.as_str())
}

/// For a label in two languages ("FACTURĂ / SZÁMLA"), whether both halves
/// are what `is` asks.
fn both_halves(label: &str, is: fn(&str) -> bool) -> Option<bool> {
    label
        .split_once(" / ")
        .map(|(first, second)| is(first) && is(second))
}

/// Whether a label is only the word "invoice" (or "inv", "bill"), in one
/// language or two ("FACTURĂ / SZÁMLA"), which is as often the document's
/// title as a label.
pub fn is_bare_invoice(label: &str) -> bool {
    if let Some(both) = both_halves(label, is_bare_invoice) {
        return both;
    }
    ["invoice", "inv", "bill", "document"].contains(&normalise(label).as_str())
}

/// A label of a field we do not read ("Customer No.", "VAT Reg. No.", "Page"),
/// or of one we do: text that names a value rather than being one.
pub fn looks_like_label(text: &str) -> bool {
    let text = without_enumeration(text.trim());
    if field(text.trim_end_matches(':')).is_some() || pair(text).is_some() {
        return true;
    }
    let s = normalise(text);
    let words: Vec<&str> = s.split(' ').filter(|w| !w.is_empty()).collect();
    if words.is_empty() || words.len() > 4 || s.chars().any(|c| c.is_ascii_digit()) {
        return false;
    }
    text.ends_with(':')
        || words.last().is_some_and(|w| NUMBER_WORDS.contains(w))
        || words.contains(&"date")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_parties_blocks_are_named_by_their_headings() {
        for (label, expected) in [
            ("Στοιχεία εκδότη", Some(Field::Vendor)),
            ("Στοιχεία λήπτη", Some(Field::OtherParty)),
            ("Supplier details", Some(Field::Vendor)),
            ("Customer details", Some(Field::OtherParty)),
        ] {
            assert_eq!(field(label), expected, "{label}");
        }
        assert!(is_name_caption("Επωνυμία"));
    }

    #[test]
    fn the_buyer_s_order_in_danish_and_a_public_body_s() {
        assert_eq!(field("Jeres ordrenr."), Some(Field::PoNumber));
        assert_eq!(field("Official Order No:"), Some(Field::PoNumber));
    }

    #[test]
    fn the_buyer_s_payables_department_is_no_amount() {
        assert_eq!(field("Accounts payable"), None);
        assert_eq!(field("Amount payable"), Some(Field::Total));
    }

    #[test]
    fn the_next_visit_due_is_no_day_to_pay_by() {
        assert_eq!(field("Next service due"), None);
        assert_eq!(field("Next payment due"), Some(Field::DueDate));
        assert_eq!(field("Payment due"), Some(Field::DueDate));
    }

    #[test]
    fn dutch_page_numbers_and_unit_prices() {
        assert_eq!(normalise("Blad 1/2"), "page 1 2");
        assert_eq!(normalise("Eenheidspr."), "unit price");
        assert_eq!(normalise("Eenh"), "uom");
    }

    #[test]
    fn hawaii_s_general_excise_tax_is_a_tax() {
        assert_eq!(field("GET (4.712%)"), Some(Field::Tax));
        assert_eq!(field("GET"), Some(Field::Tax));
        assert_eq!(field("Get ready"), None);
    }

    #[test]
    fn no_foreign_word_has_two_translations() {
        let mut seen = HashMap::new();
        for (word, english) in WORDS {
            if let Some(earlier) = seen.insert(word, english) {
                panic!("{word:?} is both {earlier:?} and {english:?}");
            }
        }
    }

    #[test]
    fn header_labels_in_many_wordings() {
        for (label, expected) in [
            ("Invoice No.:", Field::InvoiceNumber),
            ("Rechnungsnummer", Field::InvoiceNumber),
            ("Ref. no.", Field::Reference),
            ("Reference", Field::Reference),
            ("FREIGHT BILL NO.", Field::InvoiceNumber),
            ("SHIPPER'S PO", Field::PoNumber),
            ("3. Buyer's order no.", Field::PoNumber),
            ("1. Exporter", Field::Vendor),
            ("4. Consignee", Field::OtherParty),
            ("N°", Field::InvoiceNumber),
            ("Échéance", Field::DueDate),
            ("Date d'échéance", Field::DueDate),
            ("Votre commande", Field::PoNumber),
            ("Total HT", Field::Subtotal),
            ("TVA 19 %", Field::Tax),
            ("Total TTC", Field::Total),
            ("Net à payer", Field::Total),
            ("Factuurnummer", Field::InvoiceNumber),
            ("Vervaldatum", Field::DueDate),
            ("Uw referentie", Field::PoNumber),
            ("Customer Reference:", Field::PoNumber),
            ("Subtotaal", Field::Subtotal),
            ("Btw 7%", Field::Tax),
            ("Totaal", Field::Total),
            ("Nº factura", Field::InvoiceNumber),
            ("Número de factura", Field::InvoiceNumber),
            ("Nº de pedido", Field::PoNumber),
            ("Fecha de vencimiento", Field::DueDate),
            ("Su pedido", Field::PoNumber),
            ("Base imponible", Field::Subtotal),
            ("Cuota IVA", Field::Tax),
            ("Total factura", Field::Total),
            ("Fakturanr", Field::InvoiceNumber),
            ("Förfallodatum", Field::DueDate),
            ("Ert ordernr", Field::PoNumber),
            ("Summa exkl. moms", Field::Subtotal),
            ("Moms 25 %", Field::Tax),
            ("Att betala", Field::Total),
            ("Termin płatności", Field::DueDate),
            ("Data wystawienia", Field::InvoiceDate),
            ("Faktura VAT nr", Field::InvoiceNumber),
            ("Nr zamówienia nabywcy", Field::PoNumber),
            ("Do zapłaty", Field::Total),
            ("Fatura N.º", Field::InvoiceNumber),
            ("Data de vencimento", Field::DueDate),
            ("V/ Requisição", Field::PoNumber),
            ("Total Ilíquido", Field::Subtotal),
            ("Vs. ordine", Field::PoNumber),
            ("Rif. ordine d'acquisto", Field::PoNumber),
            ("Totale imponibile", Field::Subtotal),
            ("Scadenze", Field::DueDate),
            ("Total before VAT", Field::Subtotal),
            ("Αρ. παραγγελίας", Field::PoNumber),
            ("Ημ/νία λήξης πληρωμής", Field::DueDate),
            ("ΠΛΗΡΩΤΕΟ", Field::Total),
            ("Σύνολο ΦΠΑ 7%", Field::Tax),
            ("Objednávka č.", Field::PoNumber),
            ("Datum vystavení", Field::InvoiceDate),
            ("Celkem bez DPH", Field::Subtotal),
            ("Számla sorszáma", Field::InvoiceNumber),
            ("Fizetési határidő", Field::DueDate),
            ("Fizetendő végösszeg", Field::Total),
            ("Son Ödeme Tarihi", Field::DueDate),
            ("Sipariş No", Field::PoNumber),
            ("Vergiler Dahil Toplam Tutar", Field::Total),
            ("Mal Hizmet Toplam Tutarı", Field::Subtotal),
            ("Supplier (invoice issued in the name of)", Field::Vendor),
            ("Our purchase order", Field::PoNumber),
            ("Self-billing invoice no.", Field::InvoiceNumber),
            ("Rechnungs-Nr. / Invoice no.", Field::InvoiceNumber),
            ("Ihre Bestellung / Your order", Field::PoNumber),
            ("Rechnungs-Nr.", Field::InvoiceNumber),
            ("Rechnungsdatum", Field::InvoiceDate),
            ("Fällig am", Field::DueDate),
            ("Zahlbar bis", Field::DueDate),
            ("Ihre Bestellung", Field::PoNumber),
            ("Bestell-Nr.", Field::PoNumber),
            ("Nettobetrag", Field::Subtotal),
            ("MwSt. 19 %", Field::Tax),
            ("Gesamtbetrag", Field::Total),
            ("Zu zahlen", Field::Total),
            ("Invoice #", Field::InvoiceNumber),
            ("Inv. Nr.", Field::InvoiceNumber),
            ("Tax Invoice No.", Field::InvoiceNumber),
            ("Bill number", Field::InvoiceNumber),
            ("Document ID", Field::InvoiceNumber),
            ("No.", Field::InvoiceNumber),
            ("VAT 10 %", Field::Tax),
            ("Order ref.", Field::PoNumber),
            ("Your order", Field::PoNumber),
            ("Requisition No.", Field::PoNumber),
            ("Ihr Bestellzeichen", Field::PoNumber),
            ("Kundenbestellung", Field::PoNumber),
            ("Practice Order No.", Field::PoNumber),
            ("Kundens ordrenr.", Field::PoNumber),
            ("Your order no.:", Field::PoNumber),
            ("Your ref.", Field::PoNumber),
            ("Customer PO #", Field::PoNumber),
            ("Client P.O. Number", Field::PoNumber),
            ("Buyer's order no.", Field::PoNumber),
            ("Order Number", Field::PoNumber),
            ("Purchase order reference", Field::PoNumber),
            ("INVOICE NUMBER", Field::InvoiceNumber),
            ("Invoice", Field::InvoiceNumber),
            ("Invoice Date:", Field::InvoiceDate),
            ("DATE", Field::InvoiceDate),
            ("Issue Date", Field::InvoiceDate),
            ("Date of issue", Field::InvoiceDate),
            ("Date issued", Field::InvoiceDate),
            ("Invoice date (tax point)", Field::InvoiceDate),
            ("Issued", Field::InvoiceDate),
            ("Billing date", Field::InvoiceDate),
            ("Dated", Field::InvoiceDate),
            ("Due Date", Field::DueDate),
            ("Payment due", Field::DueDate),
            ("Date due", Field::DueDate),
            ("Due", Field::DueDate),
            ("Payable by", Field::DueDate),
            ("Please pay by", Field::DueDate),
            ("PO", Field::PoNumber),
            ("P.O. Number", Field::PoNumber),
            ("PO #", Field::PoNumber),
            ("Purchase Order", Field::PoNumber),
            ("Order No.", Field::PoNumber),
            ("Supplier", Field::Vendor),
            ("Bill From:", Field::Vendor),
            ("Payable to", Field::Vendor),
            ("Bill To:", Field::OtherParty),
            ("Ship to", Field::OtherParty),
            ("Subtotal", Field::Subtotal),
            ("Sub-Total", Field::Subtotal),
            ("Items subtotal", Field::Subtotal),
            ("Net Total", Field::Subtotal),
            ("Total net", Field::Subtotal),
            ("Total excl. VAT", Field::Subtotal),
            ("Total ex VAT", Field::Subtotal),
            ("Amount before tax", Field::Subtotal),
            ("Taxable amount", Field::Subtotal),
            ("Tax (20%):", Field::Tax),
            ("VAT 19%", Field::Tax),
            ("VAT @ 20%", Field::Tax),
            ("plus 20 % VAT", Field::Tax),
            ("Sales Tax", Field::Tax),
            ("Total VAT amount", Field::Tax),
            ("VAT total", Field::Tax),
            ("Total sales tax", Field::Tax),
            ("Total after tax", Field::Total),
            ("GST", Field::Tax),
            ("Total Due:", Field::Total),
            ("Grand Total", Field::Total),
            ("Amount Due", Field::Total),
            ("Amount due (USD)", Field::Total),
            ("Balance Due", Field::Total),
            ("Total", Field::Total),
            ("Total incl. VAT", Field::Total),
            ("Total including tax", Field::Total),
            ("Gross amount", Field::Total),
            ("Total to pay", Field::Total),
            ("Please pay", Field::Total),
            ("Invoice amount", Field::Total),
        ] {
            assert_eq!(field(label), Some(expected), "{label}");
        }
        for label in [
            "PO-10000",
            "INV 2026",
            "VAT No.",
            "Tax ID",
            "VAT Reg. No.",
            "Thank you for your business",
            "Description",
            "Page 1 of 2",
            "Invoice number INV",
            "Order date",
            "Delivery date",
            "Ship date",
            "Purchase order date",
            "Sales order",
            "Our reference",
            "Customer No.",
            "PO Box",
            "Amount paid",
            "Contract Amount",
            "Total items",
            "Discount",
            "Shipping & handling total",
            "Tax invoice",
            "Taux TVA",
            "Code client",
            "Mode de règlement",
            "Our order no.",
            "Datum usk. zdan. plnění",
            "Teljesítés dátuma",
        ] {
            assert_eq!(field(label), None, "{label}");
        }
    }

    #[test]
    fn labels_of_two_names_joined_by_a_slash() {
        assert_eq!(
            slashed("Nummer/Datum"),
            Some((Field::InvoiceNumber, Some(Field::InvoiceDate)))
        );
        assert_eq!(
            slashed("Ihre Bestellung/Datum"),
            Some((Field::PoNumber, None))
        );
        assert_eq!(slashed("Invoice No. / Rechnungsnr."), None);
        assert_eq!(slashed("Lieferung/Datum"), None);
        assert_eq!(field("FACTURE / RECHNUNG n°"), Some(Field::InvoiceNumber));
        assert_eq!(field("FACTURE / RECHNUNG n° 31467"), None);
        assert_eq!(field("TVA 0 % / MwSt. 0 %"), Some(Field::Tax));
    }

    #[test]
    fn a_title_in_two_languages_is_as_bare_as_in_one() {
        for label in ["FACTURĂ / SZÁMLA", "Rechnung / Invoice"] {
            assert!(is_bare_invoice(label), "{label}");
            assert!(is_loose(label), "{label}");
        }
        assert!(!is_bare_invoice("Număr / Szám"));
        assert!(!is_loose("Rechnung / Purchase order"));
    }

    #[test]
    fn a_prefix_in_capitals_after_a_label_in_two_languages_begins_the_number() {
        assert_eq!(field("бр. / nr. INV"), None);
        assert_eq!(field("бр. / nr."), Some(Field::InvoiceNumber));
    }

    #[test]
    fn a_bare_order_number_is_a_loose_label() {
        for label in [
            "Order no.",
            "Order number",
            "Número del pedido",
            "Numéro de commande",
            "Référence de commande",
            "Order ref.",
        ] {
            assert!(is_loose(label), "{label}");
        }
        for label in [
            "Orden de compra",
            "Your order no.",
            "Purchase order",
            "PO number",
            "Votre n° de commande",
        ] {
            assert!(!is_loose(label), "{label}");
        }
    }

    #[test]
    fn labels_of_two_stacked_values() {
        assert_eq!(
            pair("2. Invoice no. and date"),
            Some((Field::InvoiceNumber, Field::InvoiceDate))
        );
        assert_eq!(
            pair("Invoice No. & Date"),
            Some((Field::InvoiceNumber, Field::InvoiceDate))
        );
        assert_eq!(pair("Terms and conditions"), None);
        assert_eq!(pair("Shipping & handling"), None);
        assert_eq!(pair("Bill to and ship to"), None);
    }

    #[test]
    fn labels_of_the_latest_languages_and_signs() {
        for (label, expected) in [
            ("P.O.# :", Field::PoNumber),
            ("Към поръчка №:", Field::PoNumber),
            ("Срок за плащане:", Field::DueDate),
            ("Broj računa:", Field::InvoiceNumber),
            ("Datum dospijeća:", Field::DueDate),
            ("Reikningsnúmer:", Field::InvoiceNumber),
            ("Pöntunarnúmer:", Field::PoNumber),
            ("Référence commande", Field::PoNumber),
            ("Numero documento", Field::InvoiceNumber),
            ("Pöntun nr.:", Field::PoNumber),
            ("P.O./AUTH NO.", Field::PoNumber),
            ("PURCHASE AUTHORIZATION #", Field::PoNumber),
            ("VADE TARİHİ", Field::DueDate),
            ("IGI 4,5 %", Field::Tax),
            ("Quota IGI", Field::Tax),
        ] {
            assert_eq!(field(label), Some(expected), "{label}");
        }
        // A work order is the seller's job ticket.
        for label in ["WORK ORDER", "Work order no.", "WORK ORDER......"] {
            assert_eq!(field(label), None, "{label}");
        }
        assert!(is_label_word("Work"));
        assert!(is_name_caption("Name:"));
        assert!(!is_name_caption("Name of the project"));
    }

    #[test]
    fn serbian_cyrillic_reads_as_serbian_latin_and_faroese_labels() {
        for (label, expected) in [
            ("Рачун број", Field::InvoiceNumber),
            ("Валута плаћања", Field::DueDate),
            ("Наруџбеница бр", Field::PoNumber),
            ("Укупно без ПДВ-а", Field::Subtotal),
            ("Rokningarnr", Field::InvoiceNumber),
            ("Tykkara bílegging", Field::PoNumber),
            ("Gjaldoyra", Field::Currency),
            ("Tilsamans uttan MVG", Field::Subtotal),
            ("AT GJALDA EUR", Field::Total),
        ] {
            assert_eq!(field(label), Some(expected), "{label}");
        }
        assert_eq!(normalise("Назив добра / услуге"), "description");
        // Cyrillic with a letter Serbian lacks is read as it is.
        assert_eq!(serbian_latin("Кількість"), None);
        assert_eq!(serbian_latin("Invoice"), None);
        assert_eq!(serbian_latin("Џеп Љубав").as_deref(), Some("dzep ljubav"));
        assert_eq!(normalise("Serija"), "series");
    }

    #[test]
    fn maltese_basque_catalan_and_finnish_labels() {
        for (label, expected) in [
            ("Numru tal-Fattura", Field::InvoiceNumber),
            ("Data tal-Fattura", Field::InvoiceDate),
            ("Ordni tax-Xiri (PO)", Field::PoNumber),
            ("Għandha titħallas sa", Field::DueDate),
            ("Bilanċ dovut", Field::Total),
            ("Faktura zk.", Field::InvoiceNumber),
            ("Jaulkipen-data", Field::InvoiceDate),
            ("Mugaeguna", Field::DueDate),
            ("Zuen eskaera", Field::PoNumber),
            ("Zerga-oinarria", Field::Subtotal),
            ("BEZ kuota 0 %", Field::Tax),
            ("GUZTIRA", Field::Total),
            ("La vostra comanda", Field::PoNumber),
            ("Venciments", Field::DueDate),
            ("Ostajan tilausnumero", Field::PoNumber),
            ("Saaja", Field::Vendor),
            ("Cheques payable to", Field::Vendor),
            ("Επιταγές πληρωτέες σε / Cheques payable to", Field::Vendor),
            ("Αρ. Παραγγελίας σας / Your", Field::PoNumber),
        ] {
            assert_eq!(field(label), Some(expected), "{label}");
        }
        // Maltese "tax-" is no tax, Slovak "bez" no Basque VAT.
        assert_eq!(field("Numru tal-VAT"), None);
        assert_eq!(field("Eragiketaren data"), None);
        assert_eq!(field("Spolu bez DPH"), Some(Field::Subtotal));
        assert_eq!(field("Amount payable to"), Some(Field::Total));
    }

    #[test]
    fn romansh_luxembourgish_and_irish_labels() {
        for (label, expected) in [
            ("Quint nr.", Field::InvoiceNumber),
            ("Data dal quint", Field::InvoiceDate),
            ("Vossa cumonda", Field::PoNumber),
            ("Termin da pajament", Field::DueDate),
            ("Är Bestellung", Field::PoNumber),
            ("Ze bezuelen bis", Field::DueDate),
            ("Ze bezuelen", Field::Total),
            ("Wärung", Field::Currency),
            ("Uimhir Sonraisc", Field::InvoiceNumber),
            ("Dáta Dlite", Field::DueDate),
            ("Airgeadra", Field::Currency),
            ("Data tal-Iskadenza", Field::DueDate),
            ("Ordni tax-Xiri Tagħkom.", Field::PoNumber),
        ] {
            assert_eq!(field(label), Some(expected), "{label}");
        }
        // An Irish tax invoice's title reads as the English one.
        assert_eq!(normalise("SONRASC CÁNACH"), normalise("Tax Invoice"));
        assert_eq!(field("Clientsnummer"), None);
    }

    #[test]
    fn frisian_sami_greenlandic_azerbaijani_russian_and_armenian_labels() {
        for (label, expected) in [
            ("Faktuernûmer", Field::InvoiceNumber),
            ("Ferfaldatum", Field::DueDate),
            ("Jo oardernûmer", Field::PoNumber),
            ("Munt", Field::Currency),
            ("Rehketnummir", Field::InvoiceNumber),
            ("Máksinbeaivi", Field::DueDate),
            ("Diŋgonreferánsa / Deres", Field::PoNumber),
            ("Supmi MVA haga", Field::Subtotal),
            ("Máksit oktiibuot", Field::Total),
            ("HESAB-FAKTURA №", Field::InvoiceNumber),
            ("Sifarişçinin sifarişi:", Field::PoNumber),
            ("Ödəniş müddəti:", Field::DueDate),
            ("Cəmi (ƏDV-siz)", Field::Subtotal),
            ("ƏDV 20%", Field::Tax),
            ("Ödənilməli yekun məbləğ, CHF", Field::Total),
            ("Итого без НДС", Field::Subtotal),
            ("НДС 8 %", Field::Tax),
            ("Всего к оплате", Field::Total),
            ("Срок оплаты", Field::DueDate),
            ("Заказ покупателя №", Field::PoNumber),
            ("Номер учетной системы", Field::InvoiceNumber),
            ("Дата выписки", Field::InvoiceDate),
            ("Ընդամենը առանց ԱԱՀ", Field::Subtotal),
            ("ԱԱՀ 10%", Field::Tax),
            ("Ընդամենը վճարման", Field::Total),
            ("Վճարման վերջնաժամկետ", Field::DueDate),
            ("Գնման պատվեր", Field::PoNumber),
            ("Akiligassiissutip normua", Field::InvoiceNumber),
            ("Kingusinnerpaamik akiligassaq", Field::DueDate),
            ("Ordrep normua", Field::PoNumber),
            ("Akiligassat katillugit", Field::Total),
        ] {
            assert_eq!(field(label), Some(expected), "{label}");
        }
    }

    #[test]
    fn ukrainian_albanian_and_galician_labels() {
        for (label, expected) in [
            ("Рахунок на оплату №", Field::InvoiceNumber),
            ("Постачальник:", Field::Vendor),
            ("Одержувач", Field::Vendor),
            ("Покупець:", Field::OtherParty),
            ("Замовлення:", Field::PoNumber),
            ("Разом:", Field::Total),
            ("Сума ПДВ (20%):", Field::Tax),
            ("Всього із ПДВ:", Field::Total),
            ("Оплатити до:", Field::DueDate),
            ("O seu pedido", Field::PoNumber),
            ("Vencemento", Field::DueDate),
            ("IVE 8 %", Field::Tax),
            ("SHITËSI", Field::Vendor),
            ("BLERËSI", Field::OtherParty),
            ("Numri i faturës", Field::InvoiceNumber),
            ("Data dhe ora e lëshimit", Field::InvoiceDate),
            ("Afati i pagesës", Field::DueDate),
            ("Nr. i porosisë", Field::PoNumber),
            ("Vlera totale pa TVSH", Field::Subtotal),
            ("TVSH 7%", Field::Tax),
            ("Vlera totale me TVSH", Field::Total),
            ("Monedha", Field::Currency),
        ] {
            assert_eq!(field(label), Some(expected), "{label}");
        }
        for carried in ["Suma e segue", "Suma anterior", "Suma y sigue"] {
            assert!(is_carried_sum(carried), "{carried}");
        }
        assert_eq!(normalise("Prezo"), "price");
        assert_eq!(normalise("Yks.hinta"), "unit price");
        assert_eq!(
            normalise("Rivi Tuotenumero Tuotenimi"),
            "line item number description"
        );
        assert_eq!(normalise("Lev ant Enh"), "lev quantity uom");
        assert_eq!(field("Ritenuta d'acconto 20%"), None);
        assert_eq!(field("TOTALE DOCUMENTO CHF"), Some(Field::Total));
        assert_eq!(field("Member order"), Some(Field::PoNumber));
        assert_eq!(field("Total Merchandise"), Some(Field::Subtotal));
        assert_eq!(field("Member no"), field("Customer no"));
        assert_eq!(field("Договір:"), None);
        assert_eq!(field("Mënyra e pagesës"), None);
    }

    #[test]
    fn danish_dutch_and_german_shop_labels_and_rate_columns() {
        for (label, expected) in [
            ("Deres ordrenr.", Field::PoNumber),
            ("Forfaldsdato", Field::DueDate),
            ("Å betale", Field::Total),
            ("Sum eks. mva", Field::Subtotal),
            ("Bestillingsnr.", Field::PoNumber),
            ("I alt CHF", Field::Total),
            ("Momsbeløb", Field::Tax),
            ("Uw bestelbon", Field::PoNumber),
            ("Vervaldag", Field::DueDate),
            ("Gesamtsumme", Field::Total),
            ("Warenwert netto", Field::Subtotal),
            ("VAT 19 %", Field::Tax),
        ] {
            assert_eq!(field(label), Some(expected), "{label}");
        }
        // A VAT identification number, a column of rates, and the shipper of
        // goods a forwarder carried: none is a field.
        for label in ["USt-IdNr.", "Moms %", "VAT %", "Shipper"] {
            assert_eq!(field(label), None, "{label}");
        }
        assert!(is_name_caption("Denominazione"));
        assert!(is_name_caption("Ragione sociale:"));
    }

    /// The wordings ordinary invoices of Britain, Ireland, North America and
    /// Western Europe print for each header field, by language.
    #[test]
    fn mainstream_header_labels_name_their_fields() {
        use Field::{
            Currency as Cur, DueDate as Due, InvoiceDate as Date, InvoiceNumber as Num,
            PoNumber as Po, Subtotal as Net, Tax, Total, Vendor,
        };
        let languages: [(&str, &[(&str, Field)]); 10] = [
            (
                "English",
                &[
                    ("Invoice No.", Num),
                    ("Invoice #", Num),
                    ("Invoice Number:", Num),
                    ("Inv. No.", Num),
                    ("Invoice ID", Num),
                    ("Invoice Ref.", Num),
                    ("Tax Invoice No.", Num),
                    ("Bill No.", Num),
                    ("Document No.", Num),
                    ("Invoice Date", Date),
                    ("Date", Date),
                    ("Date of Issue", Date),
                    ("Issue Date", Date),
                    ("Date Issued", Date),
                    ("Invoice Dated", Date),
                    ("Date of Invoice", Date),
                    ("Tax Point", Date),
                    ("Tax Point Date", Date),
                    ("Ref. your order no.", Po),
                    ("FLEET P.O. NO.", Po),
                    ("Blanket PO #", Po),
                    ("Fee note no.", Num),
                    ("Nett", Net),
                    ("Nett total", Net),
                    ("Goods value", Net),
                    ("Goods total", Net),
                    ("Value of goods", Net),
                    ("Date/Tax Point", Date),
                    ("Invoice/Tax Date", Date),
                    ("Billing Date", Date),
                    ("Due Date", Due),
                    ("Payment Due", Due),
                    ("Payment Due Date", Due),
                    ("Due By", Due),
                    ("Due On", Due),
                    ("Pay By", Due),
                    ("Please Pay By", Due),
                    ("Payable By", Due),
                    ("Date Due", Due),
                    ("Payment Date", Due),
                    ("Payment Deadline", Due),
                    ("To be paid by", Due),
                    ("Please remit by", Due),
                    ("PO Number", Po),
                    ("P.O. No.", Po),
                    ("PO #", Po),
                    ("Purchase Order", Po),
                    ("Purchase Order No.", Po),
                    ("Your PO", Po),
                    ("Customer PO", Po),
                    ("Customer P.O.", Po),
                    ("Customer Order No.", Po),
                    ("Your Order No.", Po),
                    ("Your Ref.", Po),
                    ("Your Reference", Po),
                    ("Order Ref.", Po),
                    ("Client Ref.", Po),
                    ("Cust. Ref.", Po),
                    ("Buyer's Order No.", Po),
                    ("PO Ref.", Po),
                    ("Supplier", Vendor),
                    ("Vendor", Vendor),
                    ("From", Vendor),
                    ("Seller", Vendor),
                    ("Bill From", Vendor),
                    ("Remit To", Vendor),
                    ("Payable To", Vendor),
                    ("Sold By", Vendor),
                    ("Issued By", Vendor),
                    ("Service Provider", Vendor),
                    ("Subtotal", Net),
                    ("Sub-total", Net),
                    ("Net Total", Net),
                    ("Net Amount", Net),
                    ("Total Net", Net),
                    ("Net", Net),
                    ("Total excl. VAT", Net),
                    ("Total exclusive of VAT", Net),
                    ("Total Before Tax", Net),
                    ("Pre-tax total", Net),
                    ("Total ex GST", Net),
                    ("Amount excl. GST", Net),
                    ("Taxable Amount", Net),
                    ("VAT", Tax),
                    ("VAT 20%", Tax),
                    ("VAT @ 23%", Tax),
                    ("Tax", Tax),
                    ("Sales Tax", Tax),
                    ("GST", Tax),
                    ("GST 10%", Tax),
                    ("HST", Tax),
                    ("PST (7%)", Tax),
                    ("QST", Tax),
                    ("GST/HST", Tax),
                    ("VAT Amount", Tax),
                    ("Total VAT", Tax),
                    ("Tax Amount", Tax),
                    ("Total", Total),
                    ("Grand Total", Total),
                    ("Total Due", Total),
                    ("Amount Due", Total),
                    ("Amount Due (CAD)", Total),
                    ("Balance Due", Total),
                    ("Total Amount", Total),
                    ("Total Amount Due", Total),
                    ("Invoice Total", Total),
                    ("Total Payable", Total),
                    ("Amount Payable", Total),
                    ("Total (incl. VAT)", Total),
                    ("Total inc GST", Total),
                    ("Amount Owing", Total),
                    ("Balance Owing", Total),
                    ("Balance", Total),
                    ("Please Pay", Total),
                    ("Total USD", Total),
                    ("Currency", Cur),
                    ("Currency Code", Cur),
                    ("Invoice Currency", Cur),
                ],
            ),
            (
                "German",
                &[
                    ("Rechnungsnummer", Num),
                    ("1. Abschlagsrechnung Nr.", Num),
                    ("Honorarnote Nr.", Num),
                    ("Rechnungs-Nr.", Num),
                    ("Rechnung Nr.", Num),
                    ("Rechnung Nummer", Num),
                    ("Rechnungsnr.", Num),
                    ("Re.-Nr.", Num),
                    ("Rg.-Nr.", Num),
                    ("Belegnummer", Num),
                    ("Beleg-Nr.", Num),
                    ("Rechnungsdatum", Date),
                    ("Datum", Date),
                    ("Ausstellungsdatum", Date),
                    ("Belegdatum", Date),
                    ("Datum der Rechnung", Date),
                    ("Fälligkeitsdatum", Due),
                    ("Fälligkeit", Due),
                    ("Fällig am", Due),
                    ("Fällig bis", Due),
                    ("Zahlbar bis", Due),
                    ("Zahlbar bis zum", Due),
                    ("Zahlbar am", Due),
                    ("Zahlung bis", Due),
                    ("Zu zahlen bis", Due),
                    ("Zahlungsziel", Due),
                    ("Zahlungsfrist", Due),
                    ("Ihre Bestellung", Po),
                    ("Ihre Bestellnummer", Po),
                    ("Ihre Bestell-Nr.", Po),
                    ("Bestellnummer", Po),
                    ("Bestell-Nr.", Po),
                    ("Kundenbestellnummer", Po),
                    ("Ihr Zeichen", Po),
                    ("Ihre Referenz", Po),
                    ("Ihr Auftrag", Po),
                    ("Ihre Auftragsnummer", Po),
                    ("Lieferant", Vendor),
                    ("Rechnungssteller", Vendor),
                    ("Auftragnehmer", Vendor),
                    ("Nettobetrag", Net),
                    ("Netto-Betrag", Net),
                    ("Zwischensumme", Net),
                    ("Summe netto", Net),
                    ("Netto", Net),
                    ("Gesamt netto", Net),
                    ("Nettosumme", Net),
                    ("Nettowert", Net),
                    ("Summe ohne MwSt.", Net),
                    ("Gesamtbetrag netto", Net),
                    ("Rechnungsbetrag netto", Net),
                    ("Bemessungsgrundlage", Net),
                    ("Betrag exkl. MwSt.", Net),
                    ("MwSt.", Tax),
                    ("MwSt. 19 %", Tax),
                    ("19 % MwSt.", Tax),
                    ("USt. 19%", Tax),
                    ("zzgl. 19 % MwSt.", Tax),
                    ("Umsatzsteuer", Tax),
                    ("Umsatzsteuer 19 %", Tax),
                    ("Mehrwertsteuer", Tax),
                    ("MwSt.-Betrag", Tax),
                    ("Steuerbetrag", Tax),
                    ("Summe MwSt.", Tax),
                    ("enthaltene MwSt.", Tax),
                    ("Gesamtbetrag", Total),
                    ("Rechnungsbetrag", Total),
                    ("Endbetrag", Total),
                    ("Gesamtsumme", Total),
                    ("Summe", Total),
                    ("Bruttobetrag", Total),
                    ("Gesamt brutto", Total),
                    ("Summe brutto", Total),
                    ("Zu zahlen", Total),
                    ("Zahlbetrag", Total),
                    ("Zahlungsbetrag", Total),
                    ("Rechnungssumme", Total),
                    ("Endsumme", Total),
                    ("Gesamtbetrag inkl. MwSt.", Total),
                    ("Offener Betrag", Total),
                    ("Währung", Cur),
                ],
            ),
            (
                "French",
                &[
                    ("Facture N°", Num),
                    ("Facture n°", Num),
                    ("N° de facture", Num),
                    ("N° facture", Num),
                    ("Numéro de facture", Num),
                    ("Numéro", Num),
                    ("Date de facture", Date),
                    ("Date de facturation", Date),
                    ("Date d'émission", Date),
                    ("Date facture", Date),
                    ("Date de la facture", Date),
                    ("Émise le", Date),
                    ("Date d'échéance", Due),
                    ("Échéance", Due),
                    ("Date limite de paiement", Due),
                    ("Date de paiement", Due),
                    ("À payer avant le", Due),
                    ("À régler avant le", Due),
                    ("Payable le", Due),
                    ("Paiement au plus tard le", Due),
                    ("Votre commande", Po),
                    ("Votre commande n°", Po),
                    ("N° de commande", Po),
                    ("Bon de commande", Po),
                    ("N° bon de commande", Po),
                    ("Réf. commande", Po),
                    ("Référence commande", Po),
                    ("Votre référence", Po),
                    ("Votre réf.", Po),
                    ("Vos références", Po),
                    ("Fournisseur", Vendor),
                    ("Vendeur", Vendor),
                    ("Émetteur", Vendor),
                    ("Prestataire", Vendor),
                    ("Total HT", Net),
                    ("Total H.T.", Net),
                    ("Montant HT", Net),
                    ("Montant total HT", Net),
                    ("Sous-total", Net),
                    ("Total hors taxes", Net),
                    ("TVA", Tax),
                    ("TVA 20 %", Tax),
                    ("TVA (20%)", Tax),
                    ("Montant TVA", Tax),
                    ("Total TVA", Tax),
                    ("Total TTC", Total),
                    ("Montant TTC", Total),
                    ("Net à payer", Total),
                    ("Total à payer", Total),
                    ("Montant dû", Total),
                    ("Solde dû", Total),
                    ("Reste à payer", Total),
                    ("Total général", Total),
                    ("Montant total", Total),
                    ("Devise", Cur),
                    ("Monnaie", Cur),
                ],
            ),
            (
                "Dutch",
                &[
                    ("Factuurnummer", Num),
                    ("Factuurnr.", Num),
                    ("Factuur nr.", Num),
                    ("Factuur nummer", Num),
                    ("Nummer", Num),
                    ("Factuurdatum", Date),
                    ("Datum", Date),
                    ("Datum factuur", Date),
                    ("Vervaldatum", Due),
                    ("Vervaldag", Due),
                    ("Betaaldatum", Due),
                    ("Uiterste betaaldatum", Due),
                    ("Te betalen vóór", Due),
                    ("Te betalen voor", Due),
                    ("Betalen vóór", Due),
                    ("Uw referentie", Po),
                    ("Uw ref.", Po),
                    ("Uw kenmerk", Po),
                    ("Uw bestelling", Po),
                    ("Uw bestelnummer", Po),
                    ("Bestelnummer", Po),
                    ("Ordernummer", Po),
                    ("Inkooporder", Po),
                    ("Inkoopordernummer", Po),
                    ("PO-nummer", Po),
                    ("Bestelbon", Po),
                    ("Uw bestelbon", Po),
                    ("Leverancier", Vendor),
                    ("Subtotaal", Net),
                    ("Totaal excl. btw", Net),
                    ("Totaal exclusief btw", Net),
                    ("Totaal zonder btw", Net),
                    ("Totaal vóór btw", Net),
                    ("Bedrag excl. btw", Net),
                    ("Netto bedrag", Net),
                    ("Btw", Tax),
                    ("BTW 21%", Tax),
                    ("Btw-bedrag", Tax),
                    ("Totaal btw", Tax),
                    ("Totaal", Total),
                    ("Totaalbedrag", Total),
                    ("Totaal incl. btw", Total),
                    ("Totaal inclusief btw", Total),
                    ("Te betalen", Total),
                    ("Totaal te betalen", Total),
                    ("Totaal te voldoen", Total),
                    ("Openstaand bedrag", Total),
                    ("Factuurbedrag", Total),
                    ("Eindtotaal", Total),
                    ("Valuta", Cur),
                ],
            ),
            (
                "Spanish",
                &[
                    ("Nº factura", Num),
                    ("Nº de factura", Num),
                    ("Número de factura", Num),
                    ("Núm. factura", Num),
                    ("Factura nº", Num),
                    ("Factura número", Num),
                    ("Nº documento", Num),
                    ("Fecha", Date),
                    ("Fecha de factura", Date),
                    ("Fecha factura", Date),
                    ("Fecha de la factura", Date),
                    ("Fecha de emisión", Date),
                    ("Fecha de expedición", Date),
                    ("Fecha de vencimiento", Due),
                    ("Vencimiento", Due),
                    ("Vencimientos", Due),
                    ("Vence el", Due),
                    ("Fecha límite de pago", Due),
                    ("Fecha de pago", Due),
                    ("Pagadero antes del", Due),
                    ("A pagar antes del", Due),
                    ("Su pedido", Po),
                    ("Su nº de pedido", Po),
                    ("Nº de pedido", Po),
                    ("Número de pedido", Po),
                    ("Pedido nº", Po),
                    ("Orden de compra", Po),
                    ("Nº orden de compra", Po),
                    ("Su referencia", Po),
                    ("Su ref.", Po),
                    ("Proveedor", Vendor),
                    ("Emisor", Vendor),
                    ("Base imponible", Net),
                    ("Subtotal", Net),
                    ("Importe neto", Net),
                    ("Neto", Net),
                    ("Total sin IVA", Net),
                    ("IVA", Tax),
                    ("IVA 21%", Tax),
                    ("IVA (21%)", Tax),
                    ("Cuota IVA", Tax),
                    ("Importe IVA", Tax),
                    ("Total IVA", Tax),
                    ("Total", Total),
                    ("Total factura", Total),
                    ("Total a pagar", Total),
                    ("Importe a pagar", Total),
                    ("Importe total", Total),
                    ("Total (IVA incluido)", Total),
                    ("Total con IVA", Total),
                    ("Moneda", Cur),
                    ("Divisa", Cur),
                ],
            ),
            (
                "Italian",
                &[
                    ("Fattura n.", Num),
                    ("Fattura N°", Num),
                    ("Fattura numero", Num),
                    ("Numero fattura", Num),
                    ("N. fattura", Num),
                    ("Nr. fattura", Num),
                    ("Numero documento", Num),
                    ("Data", Date),
                    ("Data fattura", Date),
                    ("Data documento", Date),
                    ("Data emissione", Date),
                    ("Data di emissione", Date),
                    ("Data della fattura", Date),
                    ("Scadenza", Due),
                    ("Data scadenza", Due),
                    ("Scadenza pagamento", Due),
                    ("Data pagamento", Due),
                    ("Da pagare entro il", Due),
                    ("Pagamento entro il", Due),
                    ("Vs. ordine", Po),
                    ("Vostro ordine", Po),
                    ("Vostro ordine n.", Po),
                    ("Ordine n.", Po),
                    ("N. ordine", Po),
                    ("Rif. ordine", Po),
                    ("Rif. Vs. ordine n.", Po),
                    ("Riferimento ordine", Po),
                    ("Vs. riferimento", Po),
                    ("Vs. rif.", Po),
                    ("Ordine d'acquisto", Po),
                    ("Fornitore", Vendor),
                    ("Cedente/prestatore", Vendor),
                    ("Imponibile", Net),
                    ("Totale imponibile", Net),
                    ("Imponibile IVA", Net),
                    ("Totale netto", Net),
                    ("IVA", Tax),
                    ("IVA 22%", Tax),
                    ("Imposta", Tax),
                    ("Totale IVA", Tax),
                    ("Totale imposta", Tax),
                    ("Totale", Total),
                    ("Totale documento", Total),
                    ("Totale fattura", Total),
                    ("Netto a pagare", Total),
                    ("Totale da pagare", Total),
                    ("Importo totale", Total),
                    ("Valuta", Cur),
                    ("Divisa", Cur),
                ],
            ),
            (
                "Portuguese",
                &[
                    ("Fatura N.º", Num),
                    ("Fatura nº", Num),
                    ("N.º fatura", Num),
                    ("Número da fatura", Num),
                    ("Fatura-Recibo N.º", Num),
                    ("Data", Date),
                    ("Data de emissão", Date),
                    ("Data da fatura", Date),
                    ("Data do documento", Date),
                    ("Data de vencimento", Due),
                    ("Vencimento", Due),
                    ("Data venc.", Due),
                    ("Data limite de pagamento", Due),
                    ("Pagamento até", Due),
                    ("Pagar até", Due),
                    ("V/ Requisição", Po),
                    ("V/ Ref.", Po),
                    ("Requisição", Po),
                    ("Encomenda", Po),
                    ("N.º encomenda", Po),
                    ("Vossa encomenda", Po),
                    ("Vossa referência", Po),
                    ("Fornecedor", Vendor),
                    ("Total Ilíquido", Net),
                    ("Subtotal", Net),
                    ("Total sem IVA", Net),
                    ("Valor tributável", Net),
                    ("Base tributável", Net),
                    ("Incidência", Net),
                    ("IVA", Tax),
                    ("IVA 23%", Tax),
                    ("Total IVA", Tax),
                    ("Valor IVA", Tax),
                    ("Total", Total),
                    ("Total a pagar", Total),
                    ("Total (EUR)", Total),
                    ("Valor total", Total),
                    ("Total com IVA", Total),
                    ("Moeda", Cur),
                ],
            ),
            (
                "Swedish",
                &[
                    ("Fakturanr", Num),
                    ("Fakturanr.", Num),
                    ("Fakturanummer", Num),
                    ("Faktura nr", Num),
                    ("Fakturadatum", Date),
                    ("Datum", Date),
                    ("Förfallodatum", Due),
                    ("Förfallodag", Due),
                    ("Förfaller", Due),
                    ("Att betala senast", Due),
                    ("Betalas senast", Due),
                    ("Sista betalningsdag", Due),
                    ("Betalningsdatum", Due),
                    ("Er referens", Po),
                    ("Er ref.", Po),
                    ("Ert ordernr", Po),
                    ("Ert ordernummer", Po),
                    ("Er beställning", Po),
                    ("Beställningsnummer", Po),
                    ("Inköpsorder", Po),
                    ("Leverantör", Vendor),
                    ("Summa exkl. moms", Net),
                    ("Totalt exkl. moms", Net),
                    ("Belopp exkl. moms", Net),
                    ("Nettobelopp", Net),
                    ("Momspliktigt belopp", Net),
                    ("Delsumma", Net),
                    ("Netto", Net),
                    ("Moms", Tax),
                    ("Moms 25 %", Tax),
                    ("Momsbelopp", Tax),
                    ("Total moms", Tax),
                    ("Summa moms", Tax),
                    ("Att betala", Total),
                    ("Totalt att betala", Total),
                    ("Summa att betala", Total),
                    ("Totalt", Total),
                    ("Summa", Total),
                    ("Totalbelopp", Total),
                    ("Fakturabelopp", Total),
                    ("Summa inkl. moms", Total),
                    ("Valuta", Cur),
                ],
            ),
            (
                "Danish",
                &[
                    ("Fakturanr.", Num),
                    ("Fakturanummer", Num),
                    ("Faktura nr.", Num),
                    ("Fakturadato", Date),
                    ("Dato", Date),
                    ("Forfaldsdato", Due),
                    ("Forfald", Due),
                    ("Betalingsdato", Due),
                    ("Sidste rettidige betalingsdag", Due),
                    ("Betales senest", Due),
                    ("Betalingsfrist", Due),
                    ("Deres ordrenr.", Po),
                    ("Deres ref.", Po),
                    ("Deres reference", Po),
                    ("Rekvisitionsnr.", Po),
                    ("Rekv.nr.", Po),
                    ("Ordrenr.", Po),
                    ("Bestillingsnr.", Po),
                    ("Leverandør", Vendor),
                    ("Subtotal", Net),
                    ("Beløb ekskl. moms", Net),
                    ("Total ekskl. moms", Net),
                    ("I alt ekskl. moms", Net),
                    ("Nettobeløb", Net),
                    ("Momsgrundlag", Net),
                    ("Momspligtigt beløb", Net),
                    ("Moms", Tax),
                    ("Moms 25%", Tax),
                    ("Momsbeløb", Tax),
                    ("I alt", Total),
                    ("I alt DKK", Total),
                    ("I alt inkl. moms", Total),
                    ("Total", Total),
                    ("Total inkl. moms", Total),
                    ("At betale", Total),
                    ("Beløb i alt", Total),
                    ("Fakturabeløb", Total),
                    ("Totalbeløb", Total),
                    ("Valuta", Cur),
                ],
            ),
            (
                "Norwegian",
                &[
                    ("Fakturanr.", Num),
                    ("Fakturanummer", Num),
                    ("Fakturadato", Date),
                    ("Dato", Date),
                    ("Forfallsdato", Due),
                    ("Forfall", Due),
                    ("Betalingsfrist", Due),
                    ("Betales innen", Due),
                    ("Betal innen", Due),
                    ("Deres ref.", Po),
                    ("Deres ordrenr.", Po),
                    ("Deres bestilling", Po),
                    ("Deres bestillingsnummer", Po),
                    ("Bestillingsnr.", Po),
                    ("Innkjøpsordre", Po),
                    ("Leverandør", Vendor),
                    ("Sum eks. mva", Net),
                    ("Sum ekskl. mva", Net),
                    ("Beløp eks. mva", Net),
                    ("Nettobeløp", Net),
                    ("Netto", Net),
                    ("Mva-grunnlag", Net),
                    ("Grunnlag", Net),
                    ("MVA", Tax),
                    ("Mva 25 %", Tax),
                    ("Mva-beløp", Tax),
                    ("Merverdiavgift", Tax),
                    ("Sum mva", Tax),
                    ("Å betale", Total),
                    ("Å betale NOK", Total),
                    ("Beløp å betale", Total),
                    ("Totalt", Total),
                    ("Sum", Total),
                    ("Sum inkl. mva", Total),
                    ("Totalbeløp", Total),
                    ("Valuta", Cur),
                ],
            ),
        ];
        let wrong: Vec<String> = languages
            .iter()
            .flat_map(|(language, labels)| {
                labels
                    .iter()
                    .filter(|(label, expected)| field(label) != Some(*expected))
                    .map(move |(label, _)| format!("{language}: {label} → {:?}", field(label)))
            })
            .collect();
        assert!(wrong.is_empty(), "{wrong:#?}");
    }

    /// Labels that look like a field's but name a number or a date we do not
    /// read: a customer or account number read as the order, a VAT number as
    /// the tax, an order or delivery date as the invoice date, a delivery
    /// note as the invoice, the seller's own reference as the buyer's.
    #[test]
    fn negative_lookalikes_name_no_field() {
        let languages: [(&str, &[&str]); 10] = [
            (
                "English",
                &[
                    "Customer No.",
                    "Customer ID",
                    "Account No.",
                    "Account Number",
                    "Acct #",
                    "VAT Reg. No.",
                    "VAT Number",
                    "VAT ID",
                    "GST No.",
                    "GST Reg. No.",
                    "GST/HST Registration No.",
                    "ABN",
                    "Tax ID",
                    "Company Reg. No.",
                    "Order Date",
                    "Delivery Date",
                    "Ship Date",
                    "Date Shipped",
                    "Service Date",
                    "Date Paid",
                    "Paid On",
                    "Delivery Note No.",
                    "Packing Slip No.",
                    "Delivery Docket No.",
                    "Sales Order No.",
                    "Our Ref.",
                    "Our Order No.",
                    "Job No.",
                    "Quote No.",
                    "Amount Paid",
                    "Tax Rate",
                    "Payment Reference",
                    "Payment Terms",
                    "Payment Method",
                    "Payment on account",
                    "Previous Balance",
                    "IBAN",
                    "Sort Code",
                ],
            ),
            (
                "German",
                &[
                    "Kundennummer",
                    "Kunden-Nr.",
                    "USt-IdNr.",
                    "USt.-ID",
                    "Steuernummer",
                    "Steuer-Nr.",
                    "St.-Nr.",
                    "MwSt.-Satz",
                    "Lieferschein-Nr.",
                    "Lieferscheinnummer",
                    "Lieferdatum",
                    "Leistungsdatum",
                    "Bestelldatum",
                    "Auftragsdatum",
                    "Datum der Lieferung",
                    "Liefertermin",
                    "Versanddatum",
                    "Leistungszeitraum",
                    "Auftragsnummer",
                    "Auftrags-Nr.",
                    "Unser Zeichen",
                    "Unsere Referenz",
                    "Zahlungsbedingungen",
                    "Zahlungsart",
                    "Bankverbindung",
                    "Seite 1 von 2",
                    "Versandkosten",
                    "Rabatt",
                    "Skonto",
                    "Anzahlung",
                    "Bereits bezahlt",
                ],
            ),
            (
                "French",
                &[
                    "N° client",
                    "Code client",
                    "Réf. client",
                    "N° TVA intracommunautaire",
                    "TVA intracommunautaire",
                    "N° TVA",
                    "Numéro de TVA",
                    "Identifiant TVA",
                    "SIRET",
                    "Date de commande",
                    "Date de livraison",
                    "Date d'expédition",
                    "Période",
                    "Bon de livraison",
                    "N° bon de livraison",
                    "Notre référence",
                    "Mode de règlement",
                    "Conditions de paiement",
                    "Acompte",
                    "Acompte versé",
                    "Escompte",
                    "Taux TVA",
                    "Solde antérieur",
                    "Déjà réglé",
                ],
            ),
            (
                "Dutch",
                &[
                    "Klantnummer",
                    "Klantnr.",
                    "Debiteurnummer",
                    "BTW-nummer",
                    "Btw-nr.",
                    "BTW-identificatienummer",
                    "KvK-nummer",
                    "Ons kenmerk",
                    "Onze referentie",
                    "Orderdatum",
                    "Leverdatum",
                    "Leveringsdatum",
                    "Periode",
                    "Pakbonnummer",
                    "Betalingskenmerk",
                    "Betalingstermijn",
                    "Reeds betaald",
                    "Korting",
                ],
            ),
            (
                "Spanish",
                &[
                    "Nº cliente",
                    "Código cliente",
                    "NIF",
                    "CIF",
                    "NIF/CIF",
                    "Fecha de pedido",
                    "Fecha de entrega",
                    "Fecha de envío",
                    "Periodo",
                    "Albarán",
                    "Nº albarán",
                    "Forma de pago",
                    "Retención IRPF",
                    "Nuestra referencia",
                    "Descuento",
                ],
            ),
            (
                "Italian",
                &[
                    "Codice cliente",
                    "Partita IVA",
                    "P.IVA",
                    "P. IVA",
                    "Codice fiscale",
                    "Data ordine",
                    "Data consegna",
                    "Data di spedizione",
                    "N. DDT",
                    "Data DDT",
                    "Ns. riferimento",
                    "Modalità di pagamento",
                    "Aliquota",
                    "Aliquota IVA",
                    "Sconto",
                ],
            ),
            (
                "Portuguese",
                &[
                    "Nº Contribuinte",
                    "NIF",
                    "N.º cliente",
                    "Data da encomenda",
                    "Data de entrega",
                    "Guia de remessa",
                    "Nossa referência",
                    "Taxa IVA",
                    "Desconto",
                ],
            ),
            (
                "Swedish",
                &[
                    "Kundnr",
                    "Kundnummer",
                    "Momsreg.nr",
                    "Org.nr",
                    "Organisationsnummer",
                    "OCR-nummer",
                    "Vår referens",
                    "Orderdatum",
                    "Leveransdatum",
                    "Betalningsvillkor",
                    "Bankgiro",
                    "Moms %",
                ],
            ),
            (
                "Danish",
                &[
                    "Kundenr.",
                    "CVR-nr.",
                    "SE-nr.",
                    "Vores ref.",
                    "Ordredato",
                    "Leveringsdato",
                    "Betalingsbetingelser",
                    "Rabat",
                ],
            ),
            (
                "Norwegian",
                &[
                    "Kundenr.",
                    "Org.nr.",
                    "Org.nr. MVA",
                    "MVA-nummer",
                    "KID",
                    "KID-nummer",
                    "Vår ref.",
                    "Leveringsdato",
                    "Kontonr.",
                ],
            ),
        ];
        let wrong: Vec<String> = languages
            .iter()
            .flat_map(|(language, labels)| {
                labels
                    .iter()
                    .filter(|label| field(label).is_some())
                    .map(move |label| format!("{language}: {label} → {:?}", field(label)))
            })
            .collect();
        assert!(wrong.is_empty(), "{wrong:#?}");
        // A salesperson as often as the selling company: not read as the vendor.
        for label in [
            "Verkäufer",
            "Vendedor",
            "Venditore",
            "Verkoper",
            "Säljare",
            "Sælger",
            "Selger",
        ] {
            assert_eq!(field(label), None, "{label}");
        }
        // The buyer's side, whatever the language: never the vendor.
        for label in [
            "Kunde",
            "Rechnungsempfänger",
            "Auftraggeber",
            "Destinataire",
            "Client",
            "Cliente",
            "Klant",
        ] {
            assert_eq!(field(label), Some(Field::OtherParty), "{label}");
        }
    }

    #[test]
    fn letters_of_central_and_eastern_europe_and_the_baltics_are_folded() {
        let folded: String = "āēīōūķļņģčšžľĺŕťďňřůőűąęėįųłńśźżăâîșțđõäöü"
            .chars()
            .map(fold)
            .collect();
        assert_eq!(folded, "aeiouklngcszllrtdnruouaeeiulnszzaaistdoaou");
        assert_eq!(normalise("Rēķina Nr."), "invoice nr");
        assert_eq!(normalise("Dodávateľ"), "supplier");
        assert_eq!(normalise("Apmaksas termiņš"), "payment deadline");
        // "RAČUN" over "št. INV 04263": the number word before the number.
        assert!(is_number_word("št.") && is_number_word("Č.") && !is_number_word("St."));
    }

    /// The wordings ordinary invoices of Central and Eastern Europe, the
    /// Baltics, Greece and Finland print for each header field, by language,
    /// as printed: nominative and genitive, abbreviated, in capitals.
    #[test]
    fn eastern_header_labels_name_their_fields() {
        use Field::{
            Currency as Cur, DueDate as Due, InvoiceDate as Date, InvoiceNumber as Num,
            OtherParty as Party, PoNumber as Po, Subtotal as Net, Tax, Total, Vendor,
        };
        let languages: [(&str, &[(&str, Field)]); 14] = [
            (
                "Slovak",
                &[
                    ("Faktúra č.", Num),
                    ("FAKTÚRA Č.", Num),
                    ("Faktúra číslo", Num),
                    ("Číslo faktúry", Num),
                    ("Č. faktúry", Num),
                    ("Faktúra - daňový doklad č.", Num),
                    ("Daňový doklad č.", Num),
                    ("Číslo dokladu", Num),
                    ("Doklad č.", Num),
                    ("Dátum vystavenia", Date),
                    ("DÁTUM VYSTAVENIA", Date),
                    ("Dátum vyhotovenia", Date),
                    ("Dátum vystavenia faktúry", Date),
                    ("Dát. vystavenia", Date),
                    ("Vystavené dňa", Date),
                    ("Dátum", Date),
                    ("Dátum splatnosti", Due),
                    ("DÁTUM SPLATNOSTI", Due),
                    ("Dát. splatnosti", Due),
                    ("Splatnosť", Due),
                    ("Splatné do", Due),
                    ("Termín splatnosti", Due),
                    ("Uhraďte do", Due),
                    ("Číslo objednávky", Po),
                    ("Objednávka č.", Po),
                    ("Č. objednávky", Po),
                    ("Objednávka", Po),
                    ("Objednávka číslo", Po),
                    ("Vaša objednávka", Po),
                    ("Číslo objednávky odberateľa", Po),
                    ("Dodávateľ", Vendor),
                    ("DODÁVATEĽ", Vendor),
                    ("Odberateľ", Party),
                    ("Príjemca", Party),
                    ("Spolu bez DPH", Net),
                    ("Celkom bez DPH", Net),
                    ("Suma bez DPH", Net),
                    ("Základ dane", Net),
                    ("Základ DPH 20 %", Net),
                    ("Medzisúčet", Net),
                    ("DPH", Tax),
                    ("DPH 20 %", Tax),
                    ("DPH 10%", Tax),
                    ("Výška DPH", Tax),
                    ("Suma DPH", Tax),
                    ("DPH celkom", Tax),
                    ("Spolu DPH", Tax),
                    ("Celkom na úhradu", Total),
                    ("CELKOM NA ÚHRADU", Total),
                    ("Celkom k úhrade", Total),
                    ("K úhrade", Total),
                    ("Suma na úhradu", Total),
                    ("Zostáva uhradiť", Total),
                    ("Celkom", Total),
                    ("Spolu", Total),
                    ("Celková suma", Total),
                    ("Spolu s DPH", Total),
                    ("Celkom EUR", Total),
                    ("Mena", Cur),
                ],
            ),
            (
                "Czech",
                &[
                    ("Faktura č.", Num),
                    ("FAKTURA Č.", Num),
                    ("Faktura číslo", Num),
                    ("Číslo faktury", Num),
                    ("Č. faktury", Num),
                    ("Faktura - daňový doklad č.", Num),
                    ("Daňový doklad č.", Num),
                    ("Číslo dokladu", Num),
                    ("Datum vystavení", Date),
                    ("DATUM VYSTAVENÍ", Date),
                    ("Dat. vystavení", Date),
                    ("Vystaveno", Date),
                    ("Vystaveno dne", Date),
                    ("Datum vystavení dokladu", Date),
                    ("Datum", Date),
                    ("Datum splatnosti", Due),
                    ("DATUM SPLATNOSTI", Due),
                    ("Dat. splatnosti", Due),
                    ("Splatnost", Due),
                    ("Splatno dne", Due),
                    ("Splatné do", Due),
                    ("Uhradit do", Due),
                    ("Číslo objednávky", Po),
                    ("Objednávka č.", Po),
                    ("Č. objednávky", Po),
                    ("Objednávka", Po),
                    ("Vaše objednávka", Po),
                    ("Vaše číslo objednávky", Po),
                    ("Dodavatel", Vendor),
                    ("DODAVATEL", Vendor),
                    ("Odběratel", Party),
                    ("Příjemce", Party),
                    ("Klient", Party),
                    ("Celkem bez DPH", Net),
                    ("Základ daně", Net),
                    ("Základ DPH", Net),
                    ("Mezisoučet", Net),
                    ("Součet bez DPH", Net),
                    ("DPH", Tax),
                    ("DPH 21 %", Tax),
                    ("DPH 12%", Tax),
                    ("Výše DPH", Tax),
                    ("Celkem DPH", Tax),
                    ("Částka DPH", Tax),
                    ("Celkem k úhradě", Total),
                    ("K úhradě", Total),
                    ("Částka k úhradě", Total),
                    ("Zbývá uhradit", Total),
                    ("Celkem", Total),
                    ("Celková částka", Total),
                    ("Celkem s DPH", Total),
                    ("Celkem Kč", Total),
                    ("Měna", Cur),
                ],
            ),
            (
                "Polish",
                &[
                    ("Faktura VAT nr", Num),
                    ("FAKTURA VAT NR", Num),
                    ("Faktura nr", Num),
                    ("Faktura VAT numer", Num),
                    ("Nr faktury", Num),
                    ("Numer faktury", Num),
                    ("Nr dokumentu", Num),
                    ("Data wystawienia", Date),
                    ("DATA WYSTAWIENIA", Date),
                    ("Data wystawienia faktury", Date),
                    ("Data wyst.", Date),
                    ("Data faktury", Date),
                    ("Data", Date),
                    ("Termin płatności", Due),
                    ("TERMIN PŁATNOŚCI", Due),
                    ("Termin zapłaty", Due),
                    ("Płatne do", Due),
                    ("Zapłata do", Due),
                    ("Data płatności", Due),
                    ("Nr zamówienia", Po),
                    ("Numer zamówienia", Po),
                    ("Zamówienie nr", Po),
                    ("Zamówienie", Po),
                    ("Nr zamówienia nabywcy", Po),
                    ("Zamówienie klienta", Po),
                    ("Sprzedawca", Vendor),
                    ("SPRZEDAWCA", Vendor),
                    ("Dostawca", Vendor),
                    ("Nabywca", Party),
                    ("Odbiorca", Party),
                    ("Płatnik", Party),
                    ("Wartość netto", Net),
                    ("Razem netto", Net),
                    ("Kwota netto", Net),
                    ("Suma netto", Net),
                    ("Netto", Net),
                    ("VAT", Tax),
                    ("VAT 23%", Tax),
                    ("VAT 8 %", Tax),
                    ("Kwota VAT", Tax),
                    ("Wartość VAT", Tax),
                    ("Razem VAT", Tax),
                    ("Podatek VAT", Tax),
                    ("Do zapłaty", Total),
                    ("DO ZAPŁATY", Total),
                    ("Razem do zapłaty", Total),
                    ("Pozostało do zapłaty", Total),
                    ("Wartość brutto", Total),
                    ("Razem brutto", Total),
                    ("Kwota brutto", Total),
                    ("Razem", Total),
                    ("Suma", Total),
                    ("Waluta", Cur),
                ],
            ),
            (
                "Hungarian",
                &[
                    ("Számlaszám", Num),
                    ("SZÁMLASZÁM", Num),
                    ("Számla sorszáma", Num),
                    ("Számla száma", Num),
                    ("Számla szám", Num),
                    ("Sorszám", Num),
                    ("Bizonylatszám", Num),
                    ("Számla kelte", Date),
                    ("Kiállítás dátuma", Date),
                    ("Kiállítás kelte", Date),
                    ("Számla dátuma", Date),
                    ("Kelt", Date),
                    ("Dátum", Date),
                    ("Fizetési határidő", Due),
                    ("FIZETÉSI HATÁRIDŐ", Due),
                    ("Fiz. határidő", Due),
                    ("Esedékesség", Due),
                    ("Esedékesség dátuma", Due),
                    ("Megrendelésszám", Po),
                    ("Megrendelés száma", Po),
                    ("Megrendelés", Po),
                    ("Rendelésszám", Po),
                    ("Rendelés száma", Po),
                    ("Rendelési szám", Po),
                    ("Vevői rendelésszám", Po),
                    ("Megrendelés sz.", Po),
                    ("Eladó", Vendor),
                    ("Szállító", Vendor),
                    ("Vevő", Party),
                    ("VEVŐ", Party),
                    ("Megrendelő", Party),
                    ("Nettó érték", Net),
                    ("Nettó összesen", Net),
                    ("Összesen nettó", Net),
                    ("Nettó összeg", Net),
                    ("Nettó", Net),
                    ("ÁFA alap", Net),
                    ("Adóalap", Net),
                    ("ÁFA", Tax),
                    ("ÁFA 27%", Tax),
                    ("27% ÁFA", Tax),
                    ("ÁFA összeg", Tax),
                    ("ÁFA érték", Tax),
                    ("ÁFA összesen", Tax),
                    ("Bruttó összesen", Total),
                    ("Bruttó érték", Total),
                    ("Bruttó végösszeg", Total),
                    ("Fizetendő", Total),
                    ("Fizetendő összeg", Total),
                    ("Fizetendő végösszeg", Total),
                    ("Végösszeg", Total),
                    ("Összesen", Total),
                    ("Pénznem", Cur),
                    ("Deviza", Cur),
                ],
            ),
            (
                "Romanian",
                &[
                    ("Factura nr.", Num),
                    ("FACTURA NR.", Num),
                    ("Factură fiscală nr.", Num),
                    ("Nr. facturii", Num),
                    ("Număr factură", Num),
                    ("Numărul facturii", Num),
                    ("Data emiterii", Date),
                    ("DATA EMITERII", Date),
                    ("Data emitere", Date),
                    ("Data facturii", Date),
                    ("Data eliberării", Date),
                    ("Comanda cumpărătorului nr.", Po),
                    ("Data (zi/luna/an)", Date),
                    ("Data", Date),
                    ("Data scadenței", Due),
                    ("Data scadentă", Due),
                    ("Scadență", Due),
                    ("Scadenta la", Due),
                    ("Termen de plată", Due),
                    ("Termen plată", Due),
                    ("Comanda nr.", Po),
                    ("Nr. comandă", Po),
                    ("Număr comandă", Po),
                    ("Comandă", Po),
                    ("Comanda client", Po),
                    ("Nr. comandă client", Po),
                    ("Referință comandă", Po),
                    ("Furnizor", Vendor),
                    ("FURNIZOR", Vendor),
                    ("Prestator", Vendor),
                    ("Cumpărător", Party),
                    ("Client", Party),
                    ("Beneficiar", Party),
                    ("Total fără TVA", Net),
                    ("Valoare fără TVA", Net),
                    ("Total valoare fără TVA", Net),
                    ("Baza impozabilă", Net),
                    ("Subtotal", Net),
                    ("TVA", Tax),
                    ("TVA 19%", Tax),
                    ("TVA 9 %", Tax),
                    ("Valoare TVA", Tax),
                    ("Total TVA", Tax),
                    ("Total de plată", Total),
                    ("TOTAL DE PLATĂ", Total),
                    ("Total plată", Total),
                    ("De plată", Total),
                    ("Rest de plată", Total),
                    ("Total factură", Total),
                    ("Total general", Total),
                    ("Total cu TVA", Total),
                    ("Total", Total),
                    ("Monedă", Cur),
                    ("Valuta", Cur),
                ],
            ),
            (
                "Croatian",
                &[
                    ("Račun br.", Num),
                    ("RAČUN BR.", Num),
                    ("Broj računa", Num),
                    ("Br. računa", Num),
                    ("Račun broj", Num),
                    ("Datum izdavanja", Date),
                    ("Datum izdavanja računa", Date),
                    ("Datum i vrijeme izdavanja", Date),
                    ("Datum računa", Date),
                    ("Datum", Date),
                    ("Datum dospijeća", Due),
                    ("DATUM DOSPIJEĆA", Due),
                    ("Dospijeće", Due),
                    ("Rok plaćanja", Due),
                    ("Valuta plaćanja", Due),
                    ("Platiti do", Due),
                    ("Broj narudžbenice", Po),
                    ("Narudžbenica", Po),
                    ("Narudžba br.", Po),
                    ("Broj narudžbe", Po),
                    ("Narudžba", Po),
                    ("Vaša narudžba", Po),
                    ("Narudžba kupca", Po),
                    ("Dobavljač", Vendor),
                    ("Isporučitelj", Vendor),
                    ("Prodavatelj", Vendor),
                    ("Kupac", Party),
                    ("KUPAC", Party),
                    ("Naručitelj", Party),
                    ("Osnovica", Net),
                    ("Porezna osnovica", Net),
                    ("Osnovica za PDV", Net),
                    ("Ukupno bez PDV-a", Net),
                    ("Iznos bez PDV-a", Net),
                    ("Ukupno neto", Net),
                    ("PDV", Tax),
                    ("PDV 25%", Tax),
                    ("PDV 13 %", Tax),
                    ("Iznos PDV-a", Tax),
                    ("Ukupno PDV", Tax),
                    ("Ukupno", Total),
                    ("UKUPNO", Total),
                    ("Ukupno za platiti", Total),
                    ("Za platiti", Total),
                    ("Za plaćanje", Total),
                    ("UKUPNO ZA PLAĆANJE", Total),
                    ("Ukupan iznos", Total),
                    ("Sveukupno", Total),
                    ("Ukupno s PDV-om", Total),
                    ("Ukupno bruto", Total),
                    ("Ukupno EUR", Total),
                ],
            ),
            (
                "Slovenian",
                &[
                    ("Račun št.", Num),
                    ("RAČUN ŠT.", Num),
                    ("Številka računa", Num),
                    ("Št. računa", Num),
                    ("Račun številka", Num),
                    ("Številka dokumenta", Num),
                    ("Datum izdaje", Date),
                    ("DATUM IZDAJE", Date),
                    ("Datum izdaje računa", Date),
                    ("Datum računa", Date),
                    ("Datum", Date),
                    ("Rok plačila", Due),
                    ("ROK PLAČILA", Due),
                    ("Rok za plačilo", Due),
                    ("Datum zapadlosti", Due),
                    ("Zapadlost", Due),
                    ("Datum valute", Due),
                    ("Plačilo do", Due),
                    ("Številka naročilnice", Po),
                    ("Naročilnica", Po),
                    ("Naročilnica št.", Po),
                    ("Št. naročilnice", Po),
                    ("Naročilo", Po),
                    ("Naročilo št.", Po),
                    ("Št. naročila", Po),
                    ("Vaše naročilo", Po),
                    ("Vaša naročilnica", Po),
                    ("Dobavitelj", Vendor),
                    ("Izdajatelj", Vendor),
                    ("Kupec", Party),
                    ("Prejemnik", Party),
                    ("Naročnik", Party),
                    ("Skupaj brez DDV", Net),
                    ("Znesek brez DDV", Net),
                    ("Vrednost brez DDV", Net),
                    ("Osnova za DDV", Net),
                    ("Davčna osnova", Net),
                    ("Osnova", Net),
                    ("DDV", Tax),
                    ("DDV 22 %", Tax),
                    ("DDV 22%", Tax),
                    ("DDV 9,5 %", Tax),
                    ("Znesek DDV", Tax),
                    ("Skupaj DDV", Tax),
                    ("Skupaj za plačilo", Total),
                    ("SKUPAJ ZA PLAČILO", Total),
                    ("Za plačilo", Total),
                    ("Za plačilo EUR", Total),
                    ("Znesek za plačilo", Total),
                    ("Skupaj", Total),
                    ("Skupaj z DDV", Total),
                    ("Skupni znesek", Total),
                ],
            ),
            (
                "Bulgarian",
                &[
                    ("Фактура №", Num),
                    ("ФАКТУРА №", Num),
                    ("Фактура номер", Num),
                    ("Номер на фактура", Num),
                    ("№ на фактура", Num),
                    ("Дата на издаване", Date),
                    ("ДАТА НА ИЗДАВАНЕ", Date),
                    ("Дата на фактура", Date),
                    ("Дата на издаване на фактурата", Date),
                    ("Дата", Date),
                    ("Срок за плащане", Due),
                    ("Краен срок за плащане", Due),
                    ("Падеж", Due),
                    ("Дата на падеж", Due),
                    ("Платима до", Due),
                    ("Дата на плащане", Due),
                    ("Към поръчка №", Po),
                    ("Поръчка №", Po),
                    ("Номер на поръчка", Po),
                    ("№ на поръчка", Po),
                    ("Поръчка", Po),
                    ("Доставчик", Vendor),
                    ("ДОСТАВЧИК", Vendor),
                    ("Изпълнител", Vendor),
                    ("Получател", Party),
                    ("Купувач", Party),
                    ("Възложител", Party),
                    ("Данъчна основа", Net),
                    ("ДАНЪЧНА ОСНОВА", Net),
                    ("Сума без ДДС", Net),
                    ("Общо без ДДС", Net),
                    ("Стойност без ДДС", Net),
                    ("ДДС", Tax),
                    ("ДДС 20%", Tax),
                    ("ДДС 9 %", Tax),
                    ("Начислен ДДС", Tax),
                    ("Сума на ДДС", Tax),
                    ("Сума за плащане", Total),
                    ("СУМА ЗА ПЛАЩАНЕ", Total),
                    ("Общо за плащане", Total),
                    ("Всичко за плащане", Total),
                    ("Общо", Total),
                    ("Обща сума", Total),
                    ("Всичко", Total),
                    ("Валута", Cur),
                ],
            ),
            (
                "Macedonian",
                &[
                    ("ФАКТУРА бр.", Num),
                    ("Датум на фактура", Date),
                    ("Датум на доспевање", Due),
                    ("Ваша нарачка бр.", Po),
                    ("Купувач", Party),
                    ("Вкупно без ДДВ", Net),
                    ("ДДВ 18 %", Tax),
                    ("Вкупно за плаќање", Total),
                    ("Валута", Cur),
                ],
            ),
            (
                "Lithuanian",
                &[
                    ("Sąskaitos faktūros Nr.", Num),
                    ("PVM sąskaitos faktūros Nr.", Num),
                    ("Sąskaita faktūra Nr.", Num),
                    ("Sąskaitos Nr.", Num),
                    ("Sąskaitos numeris", Num),
                    ("Sąskaitos data", Date),
                    ("Sąskaitos faktūros data", Date),
                    ("Išrašymo data", Date),
                    ("Data", Date),
                    ("Apmokėti iki", Due),
                    ("Mokėti iki", Due),
                    ("Apmokėjimo terminas", Due),
                    ("Mokėjimo terminas", Due),
                    ("Apmokėjimo data", Due),
                    ("Užsakymo Nr.", Po),
                    ("Užsakymo nr", Po),
                    ("Užsakymo numeris", Po),
                    ("Užsakymas", Po),
                    ("Pirkėjo užsakymo Nr.", Po),
                    ("Pardavėjas", Vendor),
                    ("Tiekėjas", Vendor),
                    ("Pirkėjas", Party),
                    ("Gavėjas", Party),
                    ("Suma be PVM", Net),
                    ("Iš viso be PVM", Net),
                    ("Bendra suma be PVM", Net),
                    ("Tarpinė suma", Net),
                    ("PVM", Tax),
                    ("PVM 21%", Tax),
                    ("PVM suma", Tax),
                    ("PVM 21 % suma", Tax),
                    ("Iš viso PVM", Tax),
                    ("Iš viso", Total),
                    ("Iš viso su PVM", Total),
                    ("Iš viso mokėti", Total),
                    ("Mokėti", Total),
                    ("Bendra suma", Total),
                    ("Suma su PVM", Total),
                    ("Viso su PVM", Total),
                    ("Valiuta", Cur),
                ],
            ),
            (
                "Latvian",
                &[
                    ("Rēķina Nr.", Num),
                    ("Rēķins Nr.", Num),
                    ("RĒĶINS Nr.", Num),
                    ("Rēķina numurs", Num),
                    ("PVN rēķins Nr.", Num),
                    ("Dokumenta Nr.", Num),
                    ("Rēķina datums", Date),
                    ("Izrakstīšanas datums", Date),
                    ("Dokumenta datums", Date),
                    ("Datums", Date),
                    ("Apmaksas termiņš", Due),
                    ("Samaksas termiņš", Due),
                    ("Maksājuma termiņš", Due),
                    ("Rēķina apmaksas termiņš", Due),
                    ("Apmaksāt līdz", Due),
                    ("Samaksāt līdz", Due),
                    ("Apmaksas datums", Due),
                    ("Pasūtījuma Nr.", Po),
                    ("Pasūtījuma numurs", Po),
                    ("Pasūtījums", Po),
                    ("Pircēja pasūtījuma Nr.", Po),
                    ("Piegādātājs", Vendor),
                    ("Pārdevējs", Vendor),
                    ("Pircējs", Party),
                    ("Saņēmējs", Party),
                    ("Maksātājs", Party),
                    ("Kopā bez PVN", Net),
                    ("Summa bez PVN", Net),
                    ("Kopsumma bez PVN", Net),
                    ("Apliekamā summa", Net),
                    ("PVN", Tax),
                    ("PVN 21%", Tax),
                    ("PVN 12 %", Tax),
                    ("PVN summa", Tax),
                    ("Kopā", Total),
                    ("KOPĀ", Total),
                    ("Kopā apmaksai", Total),
                    ("KOPĀ APMAKSAI", Total),
                    ("Summa apmaksai", Total),
                    ("Apmaksai", Total),
                    ("Kopsumma", Total),
                    ("Kopā ar PVN", Total),
                    ("Summa kopā", Total),
                    ("Valūta", Cur),
                ],
            ),
            (
                "Estonian",
                &[
                    ("Arve nr", Num),
                    ("Arve nr.", Num),
                    ("ARVE NR", Num),
                    ("Arve number", Num),
                    ("Dokumendi nr", Num),
                    ("Arve kuupäev", Date),
                    ("ARVE KUUPÄEV", Date),
                    ("Kuupäev", Date),
                    ("Väljastamise kuupäev", Date),
                    ("Koostamise kuupäev", Date),
                    ("Maksetähtaeg", Due),
                    ("MAKSETÄHTAEG", Due),
                    ("Maksetähtpäev", Due),
                    ("Maksmise tähtaeg", Due),
                    ("Maksta hiljemalt", Due),
                    ("Tasuda hiljemalt", Due),
                    ("Tellimuse nr", Po),
                    ("Tellimuse number", Po),
                    ("Tellimus", Po),
                    ("Ostutellimus", Po),
                    ("Teie tellimus", Po),
                    ("Teie tellimuse nr", Po),
                    ("Müüja", Vendor),
                    ("Tarnija", Vendor),
                    ("Ostja", Party),
                    ("Maksja", Party),
                    ("Klient", Party),
                    ("Summa käibemaksuta", Net),
                    ("Kokku käibemaksuta", Net),
                    ("Summa km-ta", Net),
                    ("Kokku km-ta", Net),
                    ("Maksustatav summa", Net),
                    ("Vahesumma", Net),
                    ("Käibemaks", Tax),
                    ("Käibemaks 22%", Tax),
                    ("Käibemaks 9 %", Tax),
                    ("Käibemaksu summa", Tax),
                    ("Käibemaks kokku", Tax),
                    ("Kokku", Total),
                    ("KOKKU", Total),
                    ("Kokku tasuda", Total),
                    ("KOKKU TASUDA", Total),
                    ("Tasuda", Total),
                    ("Tasumisele kuulub", Total),
                    ("Arve summa", Total),
                    ("Kokku käibemaksuga", Total),
                    ("Kokku km-ga", Total),
                    ("Summa kokku", Total),
                    ("Kokku EUR", Total),
                    ("Valuuta", Cur),
                ],
            ),
            (
                "Greek",
                &[
                    ("Αριθμός τιμολογίου", Num),
                    ("ΑΡΙΘΜΟΣ ΤΙΜΟΛΟΓΙΟΥ", Num),
                    ("Αρ. τιμολογίου", Num),
                    ("Τιμολόγιο αρ.", Num),
                    ("Αρ. παραστατικού", Num),
                    ("Αριθμός", Num),
                    ("ΑΡΙΘΜΟΣ", Num),
                    ("Ημερομηνία", Date),
                    ("ΗΜΕΡΟΜΗΝΙΑ", Date),
                    ("Ημερομηνία έκδοσης", Date),
                    ("ΗΜΕΡΟΜΗΝΙΑ ΕΚΔΟΣΗΣ", Date),
                    ("Ημ/νία έκδοσης", Date),
                    ("Ημ. έκδοσης", Date),
                    ("Ημερομηνία τιμολογίου", Date),
                    ("Λήξη πληρωμής", Due),
                    ("ΛΗΞΗ ΠΛΗΡ.", Due),
                    ("Λήξη", Due),
                    ("Ημερομηνία λήξης", Due),
                    ("Ημ/νία λήξης πληρωμής", Due),
                    ("Προθεσμία πληρωμής", Due),
                    ("Ημερομηνία πληρωμής", Due),
                    ("Παραγγελία", Po),
                    ("ΠΑΡΑΓΓΕΛΙΑ", Po),
                    ("Αρ. παραγγελίας", Po),
                    ("Αριθμός παραγγελίας", Po),
                    ("Παραγγελία πελάτη", Po),
                    ("Αρ. παραγγελίας πελάτη", Po),
                    ("Προμηθευτής", Vendor),
                    ("Εκδότης", Vendor),
                    ("Πελάτης", Party),
                    ("ΠΕΛΑΤΗΣ", Party),
                    ("Αγοραστής", Party),
                    ("Καθαρή αξία", Net),
                    ("ΚΑΘΑΡΗ ΑΞΙΑ", Net),
                    ("Σύνολο καθαρής αξίας", Net),
                    ("Αξία προ ΦΠΑ", Net),
                    ("Καθαρό ποσό", Net),
                    ("Υποσύνολο", Net),
                    ("ΦΠΑ", Tax),
                    ("ΦΠΑ 24%", Tax),
                    ("ΦΠΑ 13 %", Tax),
                    ("Ποσό ΦΠΑ", Tax),
                    ("Αξία ΦΠΑ", Tax),
                    ("Σύνολο ΦΠΑ", Tax),
                    ("Πληρωτέο", Total),
                    ("Πληρωτέο ποσό", Total),
                    ("ΠΛΗΡΩΤΕΟ ΠΟΣΟ", Total),
                    ("Γενικό σύνολο", Total),
                    ("ΓΕΝΙΚΟ ΣΥΝΟΛΟ", Total),
                    ("Συνολική αξία", Total),
                    ("Σύνολο", Total),
                    ("Τελικό σύνολο", Total),
                    ("Νόμισμα", Cur),
                ],
            ),
            (
                "Finnish",
                &[
                    ("Laskun numero", Num),
                    ("Laskunumero", Num),
                    ("Lasku nro", Num),
                    ("Laskun nro", Num),
                    ("Laskun päivämäärä", Date),
                    ("Laskupäivä", Date),
                    ("Päivämäärä", Date),
                    ("Eräpäivä", Due),
                    ("ERÄPÄIVÄ", Due),
                    ("Tilausnumero", Po),
                    ("Tilausnumeronne", Po),
                    ("Tilaus", Po),
                    ("Tilausnro", Po),
                    ("Viitteenne", Po),
                    ("Toimittaja", Vendor),
                    ("Asiakas", Party),
                    ("Ostaja", Party),
                    ("Veroton yhteensä", Net),
                    ("Yhteensä ilman ALV", Net),
                    ("Välisumma", Net),
                    ("ALV", Tax),
                    ("ALV 24%", Tax),
                    ("ALV 25,5 %", Tax),
                    ("ALV yhteensä", Tax),
                    ("Arvonlisävero", Tax),
                    ("Yhteensä", Total),
                    ("Maksettava", Total),
                    ("Maksettava yhteensä", Total),
                    ("Verollinen yhteensä", Total),
                    ("Loppusumma", Total),
                    ("Valuutta", Cur),
                ],
            ),
        ];
        let wrong: Vec<String> = languages
            .iter()
            .flat_map(|(language, labels)| {
                labels
                    .iter()
                    .filter(|(label, expected)| field(label) != Some(*expected))
                    .map(move |(label, _)| format!("{language}: {label} → {:?}", field(label)))
            })
            .collect();
        assert!(wrong.is_empty(), "{wrong:#?}");
    }

    /// Lookalikes on invoices of Central and Eastern Europe, the Baltics,
    /// Greece and Finland: registration and tax numbers, the symbols and
    /// references of a bank transfer, customer numbers, dates of delivery
    /// or of an order, series of numbering, bank accounts. None is a field.
    #[test]
    fn eastern_negative_lookalikes_name_no_field() {
        let languages: [(&str, &[&str]); 14] = [
            (
                "Slovak",
                &[
                    "IČO",
                    "IČO:",
                    "DIČ",
                    "IČ DPH",
                    "Variabilný symbol",
                    "Konštantný symbol",
                    "Špecifický symbol",
                    "VS",
                    "KS",
                    "Dátum dodania",
                    "Dátum dodania tovaru",
                    "Dátum objednávky",
                    "Číslo zákazníka",
                    "Zákaznícke číslo",
                    "Číslo účtu",
                    "Bankové spojenie",
                    "IBAN",
                    "Forma úhrady",
                    "Spôsob platby",
                    "Dodací list č.",
                    "Zľava",
                    "Sadzba DPH",
                    "Uhradené zálohou",
                    "Zaplatené",
                ],
            ),
            (
                "Czech",
                &[
                    "IČ",
                    "IČO",
                    "DIČ",
                    "Variabilní symbol",
                    "Konstantní symbol",
                    "Specifický symbol",
                    "DUZP",
                    "Datum uskutečnění zdanitelného plnění",
                    "Datum zdanitelného plnění",
                    "Datum objednávky",
                    "Datum dodání",
                    "Číslo účtu",
                    "Bankovní spojení",
                    "Forma úhrady",
                    "Způsob platby",
                    "Dodací list",
                    "Číslo dodacího listu",
                    "Číslo zákazníka",
                    "Sleva",
                    "Sazba DPH",
                    "Záloha",
                    "Zaplaceno",
                    "Zaplaceno zálohou",
                ],
            ),
            (
                "Polish",
                &[
                    "NIP",
                    "NIP sprzedawcy",
                    "NIP nabywcy",
                    "REGON",
                    "KRS",
                    "Data sprzedaży",
                    "Data dostawy",
                    "Data zakończenia dostawy",
                    "Data zamówienia",
                    "Nr rachunku",
                    "Numer konta",
                    "Sposób płatności",
                    "Forma płatności",
                    "Zapłacono",
                    "Stawka VAT",
                    "Nr klienta",
                    "Miejsce wystawienia",
                    "Rabat",
                    "Słownie",
                ],
            ),
            (
                "Hungarian",
                &[
                    "Adószám",
                    "Közösségi adószám",
                    "EU adószám",
                    "Vevő adószáma",
                    "Cégjegyzékszám",
                    "Vevőkód",
                    "Teljesítés dátuma",
                    "Teljesítés kelte",
                    "Fizetési mód",
                    "Fizetés módja",
                    "Bankszámlaszám",
                    "Szállítólevél száma",
                    "Rendelés dátuma",
                    "ÁFA kulcs",
                    "Kedvezmény",
                ],
            ),
            (
                "Romanian",
                &[
                    "CIF",
                    "CUI",
                    "Cod fiscal",
                    "Cod TVA",
                    "Codul fiscal (IDNO) / Codul TVA",
                    "Nr. Reg. Com.",
                    "Nr. ord. reg. com.",
                    "Seria",
                    "Cont",
                    "Cont IBAN",
                    "Banca",
                    "Data livrării",
                    "Data comenzii",
                    "Cota TVA",
                    "Capital social",
                    "Cod client",
                    "TVA la încasare",
                    "Modalitate de plată",
                    "Mod de plată",
                    "Condiții de plată",
                    "Termen de livrare",
                    "Delegat",
                ],
            ),
            (
                "Croatian",
                &[
                    "OIB",
                    "OIB kupca",
                    "Šifra kupca",
                    "Poziv na broj",
                    "Model",
                    "IBAN",
                    "Datum isporuke",
                    "Datum narudžbe",
                    "Način plaćanja",
                    "Uvjeti plaćanja",
                    "JIR",
                    "ZKI",
                    "Operater",
                    "Rabat",
                    "Broj otpremnice",
                    "Mjesto izdavanja",
                    "Vrijeme izdavanja",
                    "Stopa PDV-a",
                    "Porezni broj",
                ],
            ),
            (
                "Slovenian",
                &[
                    "ID za DDV",
                    "Identifikacijska številka za DDV",
                    "Davčna številka",
                    "Matična številka",
                    "Sklic",
                    "Sklic na številko",
                    "Datum opravljene storitve",
                    "Datum dobave",
                    "Datum naročila",
                    "Šifra kupca",
                    "Način plačila",
                    "TRR",
                    "Popust",
                    "Kraj izdaje",
                    "Dobavnica št.",
                    "Stopnja DDV",
                    "Plačano",
                ],
            ),
            (
                "Bulgarian",
                &[
                    "ЕИК",
                    "ИН по ДДС",
                    "ИН по ЗДДС",
                    "ДДС №",
                    "ЕИК/ПИК",
                    "МОЛ",
                    "Дата на данъчното събитие",
                    "Дата на доставка",
                    "IBAN",
                    "Банка",
                    "Начин на плащане",
                    "Отстъпка",
                    "Клиентски номер",
                    "Ставка ДДС",
                ],
            ),
            (
                "Macedonian",
                &[
                    "Датум на промет",
                    "Рок на плаќање",
                    "Место на издавање",
                    "Испратница бр.",
                    "Шифра на купувач",
                ],
            ),
            (
                "Lithuanian",
                &[
                    "Įmonės kodas",
                    "PVM mokėtojo kodas",
                    "PVM kodas",
                    "Kliento kodas",
                    "Banko kodas",
                    "Pristatymo data",
                    "Užsakymo data",
                    "Apmokėjimo būdas",
                    "Atsiskaitomoji sąskaita",
                    "Nuolaida",
                    "Bankas",
                    "Serija",
                ],
            ),
            (
                "Latvian",
                &[
                    "Reģistrācijas Nr.",
                    "Reģ. Nr.",
                    "PVN maksātāja Nr.",
                    "PVN reģ. Nr.",
                    "Klienta Nr.",
                    "Klienta kods",
                    "Piegādes datums",
                    "Piegādes termiņš",
                    "Pasūtījuma datums",
                    "Konts",
                    "Norēķinu konts",
                    "Banka",
                    "Juridiskā adrese",
                    "Apmaksas veids",
                    "Maksājuma mērķis",
                    "Atlaide",
                ],
            ),
            (
                "Estonian",
                &[
                    "Viitenumber",
                    "Viitenr",
                    "KMKR nr",
                    "KMKR",
                    "Reg. kood",
                    "Registrikood",
                    "Kliendi nr",
                    "Kliendi kood",
                    "Tarnekuupäev",
                    "Tellimuse kuupäev",
                    "Arvelduskonto",
                    "Pank",
                    "Allahindlus",
                    "Makseviis",
                ],
            ),
            (
                "Greek",
                &[
                    "ΑΦΜ",
                    "Α.Φ.Μ.",
                    "ΔΟΥ",
                    "Δ.Ο.Υ.",
                    "ΣΕΙΡΑ",
                    "Σειρά",
                    "Κωδ. πελάτη",
                    "Τρόπος πληρωμής",
                    "Ημερομηνία αποστολής",
                    "Ημερομηνία παράδοσης",
                    "Ημερομηνία παραγγελίας",
                    "Σκοπός διακίνησης",
                    "Τόπος αποστολής",
                    "ΑΡ. ΓΕΜΗ",
                    "Αριθμός ΓΕΜΗ",
                    "Συντελεστής ΦΠΑ",
                    "Έκπτωση",
                    "ΜΑΡΚ",
                ],
            ),
            (
                "Finnish",
                &[
                    "Y-tunnus",
                    "ALV-tunnus",
                    "Viitenumero",
                    "Viitteemme",
                    "Asiakasnumero",
                    "Toimituspäivä",
                    "Tilauspäivä",
                    "Maksuehto",
                    "Tilinumero",
                    "Alennus",
                ],
            ),
        ];
        let wrong: Vec<String> = languages
            .iter()
            .flat_map(|(language, labels)| {
                labels
                    .iter()
                    .filter(|label| field(label).is_some())
                    .map(move |label| format!("{language}: {label} → {:?}", field(label)))
            })
            .collect();
        assert!(wrong.is_empty(), "{wrong:#?}");
    }

    /// The column names of item tables in the same languages; `Other` for
    /// columns present but not read (positions, units, tax rates, discounts).
    #[test]
    fn eastern_column_names_are_read() {
        use super::super::columns::{
            Column::{
                Amount as Amt, Description as Desc, Other, Quantity as Qty, UnitPrice as Price,
            },
            column,
        };
        let languages: [(&str, &[(&str, super::super::columns::Column)]); 14] = [
            (
                "Slovak",
                &[
                    ("Popis", Desc),
                    ("Názov", Desc),
                    ("Množstvo", Qty),
                    ("Množ.", Qty),
                    ("MJ", Other),
                    ("Jedn. cena", Price),
                    ("Jednotková cena", Price),
                    ("Cena za MJ", Price),
                    ("Cena spolu", Amt),
                    ("Spolu", Amt),
                    ("Suma", Amt),
                    ("Sadzba DPH", Other),
                    ("DPH %", Other),
                    ("Zľava", Other),
                ],
            ),
            (
                "Czech",
                &[
                    ("Označení", Desc),
                    ("Popis", Desc),
                    ("Název", Desc),
                    ("Množství", Qty),
                    ("MJ", Other),
                    ("Cena za MJ", Price),
                    ("Jedn. cena", Price),
                    ("Celkem", Amt),
                    ("Cena celkem", Amt),
                    ("Sazba DPH", Other),
                    ("DPH %", Other),
                    ("Sleva", Other),
                ],
            ),
            (
                "Polish",
                &[
                    ("Nazwa towaru lub usługi", Desc),
                    ("Nazwa", Desc),
                    ("Opis", Desc),
                    ("Ilość", Qty),
                    ("J.m.", Other),
                    ("Cena jedn. netto", Price),
                    ("Cena netto", Price),
                    ("Wartość netto", Amt),
                    ("Wartość brutto", Amt),
                    ("Stawka VAT", Other),
                    ("Kwota VAT", Other),
                    ("Rabat", Other),
                    ("Lp.", Other),
                ],
            ),
            (
                "Hungarian",
                &[
                    ("Megnevezés", Desc),
                    ("Mennyiség", Qty),
                    ("Menny.", Qty),
                    ("Egység", Other),
                    ("Egységár", Price),
                    ("Nettó egységár", Price),
                    ("Nettó érték", Amt),
                    ("Bruttó érték", Amt),
                    ("ÁFA %", Other),
                    ("ÁFA kulcs", Other),
                    ("Kedvezmény", Other),
                    ("Cikkszám", Other),
                ],
            ),
            (
                "Romanian",
                &[
                    ("Denumirea produselor sau a serviciilor", Desc),
                    ("Denumire", Desc),
                    ("Cantitate", Qty),
                    ("Cant.", Qty),
                    ("U.M.", Other),
                    ("Preț unitar (fără TVA)", Price),
                    ("Preț unitar", Price),
                    ("Prețul unitar (fără TVA) -EUR-", Price),
                    ("Prețul", Price),
                    ("Cantitatea", Qty),
                    ("Valoarea", Amt),
                    ("Valoare", Amt),
                    ("Valoarea TVA", Other),
                    ("Cota TVA", Other),
                    ("Reducere", Other),
                ],
            ),
            (
                "Croatian",
                &[
                    ("Naziv", Desc),
                    ("Opis", Desc),
                    ("Naziv proizvoda ili usluge", Desc),
                    ("Naziv artikla – usluge", Desc),
                    ("Količina", Qty),
                    ("JM", Other),
                    ("Cijena", Price),
                    ("Jed. cijena", Price),
                    ("Iznos", Amt),
                    ("Ukupno", Amt),
                    ("Rabat %", Other),
                    ("PDV %", Other),
                    // Bosnian and Serbian.
                    ("Naziv robe – usluge", Desc),
                    ("Naziv dobra – usluge", Desc),
                    ("J. m.", Other),
                    ("Cena bez PDV-a", Price),
                    ("Vrijednost bez PDV-a", Amt),
                    ("Iznos bez PDV-a", Amt),
                    ("Iznos PDV-a", Other),
                ],
            ),
            (
                "Slovenian",
                &[
                    ("Opis", Desc),
                    ("Naziv", Desc),
                    ("Količina", Qty),
                    ("Kol.", Qty),
                    ("Kol. EM", Qty),
                    ("Enota", Other),
                    ("Zap.", Other),
                    ("Cena", Price),
                    ("Cena na enoto", Price),
                    ("Vrednost", Amt),
                    ("Znesek", Amt),
                    ("Popust", Other),
                    ("DDV %", Other),
                    ("Stopnja DDV", Other),
                ],
            ),
            (
                "Bulgarian",
                &[
                    ("Наименование", Desc),
                    ("Мярка", Other),
                    ("Количество", Qty),
                    ("Ед. цена", Price),
                    ("Цена", Price),
                    ("Стойност", Amt),
                    ("Сума", Amt),
                    ("Отстъпка", Other),
                    ("Ставка ДДС", Other),
                ],
            ),
            (
                "Macedonian",
                &[
                    ("Назив на производ / услуга", Desc),
                    ("Шифра", Other),
                    ("Ед. мерка", Other),
                    ("Количина", Qty),
                    ("Цена без ДДВ", Price),
                    ("Рабат %", Other),
                    ("Износ без ДДВ", Amt),
                ],
            ),
            (
                "Lithuanian",
                &[
                    ("Pavadinimas", Desc),
                    ("Prekės pavadinimas", Desc),
                    ("Kiekis", Qty),
                    ("Vnt.", Other),
                    ("Kaina", Price),
                    ("Kaina be PVM", Price),
                    ("Vieneto kaina", Price),
                    ("Suma", Amt),
                    ("Suma be PVM", Amt),
                    ("Nuolaida", Other),
                    ("PVM tarifas", Other),
                ],
            ),
            (
                "Latvian",
                &[
                    ("Nosaukums", Desc),
                    ("Apraksts", Desc),
                    ("Daudzums", Qty),
                    ("Mērv.", Other),
                    ("Mērvienība", Other),
                    ("Cena", Price),
                    ("Vienības cena", Price),
                    ("Summa", Amt),
                    ("Atlaide", Other),
                    ("PVN %", Other),
                    ("PVN likme", Other),
                ],
            ),
            (
                "Estonian",
                &[
                    ("Kirjeldus", Desc),
                    ("Nimetus", Desc),
                    ("Kogus", Qty),
                    ("Ühik", Other),
                    ("Hind", Price),
                    ("Ühiku hind", Price),
                    ("Summa", Amt),
                    ("Kokku", Amt),
                    ("Allahindlus", Other),
                    ("KM %", Other),
                ],
            ),
            (
                "Greek",
                &[
                    ("Περιγραφή", Desc),
                    ("Ποσότητα", Qty),
                    ("ΠΟΣΟΤ.", Qty),
                    ("Μ.Μ.", Other),
                    ("Μονάδα μέτρησης", Other),
                    ("Τιμή μονάδας", Price),
                    ("Τιμή", Price),
                    ("Αξία", Amt),
                    ("Καθαρή αξία", Amt),
                    ("Έκπτωση", Other),
                    ("ΦΠΑ %", Other),
                    ("Συντελεστής ΦΠΑ", Other),
                    ("Κωδικός", Other),
                ],
            ),
            (
                "Finnish",
                &[
                    ("Nimike", Desc),
                    ("Kuvaus", Desc),
                    ("Määrä", Qty),
                    ("Kpl", Qty),
                    ("Yks.", Other),
                    ("À-hinta", Price),
                    ("Yksikköhinta", Price),
                    ("Yhteensä", Amt),
                    ("ALV %", Other),
                    ("Alennus", Other),
                ],
            ),
        ];
        let wrong: Vec<String> = languages
            .iter()
            .flat_map(|(language, headers)| {
                headers
                    .iter()
                    .filter(|(header, expected)| column(header) != Some(*expected))
                    .map(move |(header, _)| format!("{language}: {header} → {:?}", column(header)))
            })
            .collect();
        assert!(wrong.is_empty(), "{wrong:#?}");
    }

    #[test]
    fn every_foreign_word_is_mapped_once() {
        let mut seen = std::collections::HashSet::new();
        for (word, _) in WORDS {
            assert!(seen.insert(word), "{word} is mapped twice");
        }
    }
}
