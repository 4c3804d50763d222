//! Recognising labels in their usual wordings: header fields ("Invoice No.",
//! "P.O. Number", "Grand Total"…) and line-item column headers ("Qty", "Rate"…).

/// Lower case, dots dropped (`P.O.` → `po`), other punctuation but `#` and `%`
/// turned into spaces, spaces collapsed.
pub fn normalise(label: &str) -> String {
    let mapped: String = label
        .chars()
        .filter(|c| *c != '.')
        .map(|c| {
            if c.is_alphanumeric() || c == '#' || c == '%' {
                c.to_ascii_lowercase()
            } else {
                ' '
            }
        })
        .collect();
    mapped.split_whitespace().collect::<Vec<_>>().join(" ")
}

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
    /// A party other than the vendor (`Bill To`, `Customer`…): never read as a field.
    OtherParty,
}

impl Field {
    pub fn is_money(self) -> bool {
        matches!(self, Field::Subtotal | Field::Tax | Field::Total)
    }
}

const NUMBER_WORDS: &[&str] = &["no", "number", "#", "nr", "num", "id", "ref", "reference"];

/// The field a label names, if any.
pub fn field(label: &str) -> Option<Field> {
    let s = normalise(label);
    if s.is_empty() || s.len() > 40 {
        return None;
    }
    // Percentages in a label ("VAT 19%", "Tax (20 %)") belong to the label.
    let all: Vec<&str> = s.split(' ').collect();
    let words: Vec<&str> = all
        .iter()
        .enumerate()
        .filter(|(i, w)| {
            let rate_number = all.get(i + 1) == Some(&"%") && w.chars().all(|c| c.is_ascii_digit());
            !w.ends_with('%') && !rate_number
        })
        .map(|(_, w)| *w)
        .collect();
    let has = |w: &str| words.contains(&w);
    let has_number_word = words.iter().any(|w| NUMBER_WORDS.contains(w));
    let core = words.join(" ");
    // Labels are words; anything with digits left in it is a value.
    if core.is_empty() || core.chars().any(|c| c.is_ascii_digit()) {
        return None;
    }

    if [
        "tax invoice",
        "commercial invoice",
        "proforma invoice",
        "vat invoice",
    ]
    .contains(&core.as_str())
    {
        return None;
    }
    let parties = [
        "bill to",
        "billed to",
        "ship to",
        "sold to",
        "customer",
        "client",
        "buyer",
        "deliver to",
        "invoice to",
        "customer name",
        "recipient",
    ];
    if parties.contains(&core.as_str()) {
        return Some(Field::OtherParty);
    }
    let vendors = [
        "vendor",
        "supplier",
        "seller",
        "from",
        "bill from",
        "billed by",
        "issued by",
        "remit to",
        "sold by",
        "vendor name",
        "supplier name",
        "payee",
    ];
    if vendors.contains(&core.as_str()) {
        return Some(Field::Vendor);
    }
    if core == "currency" || core == "currency code" {
        return Some(Field::Currency);
    }
    let money_word =
        has("total") || has("amount") || has("balance") || has("payable") || has("subtotal");
    let taxy = has("tax") || has("vat") || has("gst") || has("hst");
    if money_word || taxy || core == "net" {
        if has("id") || has("reg") || has("registration") || (has_number_word && !money_word) {
            return None;
        }
        if has("subtotal")
            || (has("sub") && has("total"))
            || (has("net") && (money_word || core == "net"))
            || has("excl")
            || has("untaxed")
            || core.contains("before tax")
        {
            return Some(Field::Subtotal);
        }
        let tax_total =
            ["total tax", "tax total", "tax amount", "vat amount"].contains(&core.as_str());
        if taxy && !has("incl") && !has("including") && (!money_word || tax_total) {
            return Some(Field::Tax);
        }
        if money_word && !has("page") && !has("carried") {
            return Some(Field::Total);
        }
        return None;
    }
    if has("due") || core == "pay by" || core == "payment date" {
        return Some(Field::DueDate);
    }
    if has("date") || core == "dated" || core == "issued" {
        return Some(Field::InvoiceDate);
    }
    if (words.first() == Some(&"po") && words.len() <= 3)
        || core.starts_with("purchase order")
        || (words.first() == Some(&"order") && words.len() <= 2 && has_number_word)
        || core == "your order"
        || core == "customer po"
    {
        return Some(Field::PoNumber);
    }
    let invoice_word = words
        .first()
        .is_some_and(|w| ["invoice", "inv", "bill", "document"].contains(w));
    let rest_numbers = words[1..].iter().all(|w| NUMBER_WORDS.contains(w));
    if invoice_word && words.len() <= 3 && rest_numbers {
        return Some(Field::InvoiceNumber);
    }
    None
}

/// Whether a label is only the word "invoice" (or "inv", "bill"), which is as
/// often the document's title, or the start of a number like `INV 0321`, as a label.
pub fn is_bare_invoice(label: &str) -> bool {
    ["invoice", "inv", "bill", "document"].contains(&normalise(label).as_str())
}

/// A label of a field we do not read ("Customer No.", "VAT Reg. No.", "Page"),
/// or of one we do: text that names a value rather than being one.
pub fn looks_like_label(text: &str) -> bool {
    let text = text.trim();
    if field(text.trim_end_matches(':')).is_some() {
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

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Column {
    Description,
    Quantity,
    UnitPrice,
    Amount,
    /// Position numbers, item codes, tax rates: present but not read.
    Other,
}

/// The column a table header cell names. `Item` is a description unless a
/// separate description column exists (the caller decides that).
pub fn column(header: &str) -> Option<Column> {
    let s = normalise(header);
    let words: Vec<&str> = s.split(' ').collect();
    let has = |w: &str| words.contains(&w);
    if s.is_empty() || words.len() > 4 {
        return None;
    }
    if has("description")
        || has("product")
        || has("service")
        || has("services")
        || has("details")
        || has("particulars")
        || has("article")
        || has("designation")
    {
        return Some(Column::Description);
    }
    if has("qty") || has("quantity") || has("units") || has("hours") || has("hrs") || has("pcs") {
        return Some(Column::Quantity);
    }
    if has("amount")
        || has("total")
        || has("ext")
        || has("extended")
        || s == "net"
        || s == "net amount"
        || has("sum")
        || s == "value"
        || s == "line total"
    {
        return Some(Column::Amount);
    }
    if has("price") || has("rate") || has("cost") || s == "each" || s == "unit" {
        return Some(Column::UnitPrice);
    }
    if s == "item" || s == "items" {
        return Some(Column::Description);
    }
    if [
        "#",
        "no",
        "pos",
        "sku",
        "code",
        "item no",
        "item #",
        "item code",
        "vat",
        "tax",
        "vat %",
        "tax %",
        "uom",
        "line",
    ]
    .contains(&s.as_str())
    {
        return Some(Column::Other);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn header_labels_in_many_wordings() {
        for (label, expected) in [
            ("Invoice No.:", Field::InvoiceNumber),
            ("Invoice #", Field::InvoiceNumber),
            ("VAT 10 %", Field::Tax),
            ("Order ref.", Field::PoNumber),
            ("Your order", Field::PoNumber),
            ("INVOICE NUMBER", Field::InvoiceNumber),
            ("Invoice", Field::InvoiceNumber),
            ("Invoice Date:", Field::InvoiceDate),
            ("DATE", Field::InvoiceDate),
            ("Issue Date", Field::InvoiceDate),
            ("Due Date", Field::DueDate),
            ("Payment due", Field::DueDate),
            ("Due", Field::DueDate),
            ("PO", Field::PoNumber),
            ("P.O. Number", Field::PoNumber),
            ("PO #", Field::PoNumber),
            ("Purchase Order", Field::PoNumber),
            ("Order No.", Field::PoNumber),
            ("Supplier", Field::Vendor),
            ("Bill From:", Field::Vendor),
            ("Bill To:", Field::OtherParty),
            ("Subtotal", Field::Subtotal),
            ("Sub Total", Field::Subtotal),
            ("Net Total", Field::Subtotal),
            ("Total net", Field::Subtotal),
            ("Tax (20%):", Field::Tax),
            ("VAT 19%", Field::Tax),
            ("Sales Tax", Field::Tax),
            ("GST", Field::Tax),
            ("Total Due:", Field::Total),
            ("Grand Total", Field::Total),
            ("Amount Due", Field::Total),
            ("Balance Due", Field::Total),
            ("Total", Field::Total),
            ("Total incl. VAT", Field::Total),
        ] {
            assert_eq!(field(label), Some(expected), "{label}");
        }
        for label in [
            "PO-10000",
            "INV 2026",
            "VAT No.",
            "Tax ID",
            "Thank you for your business",
            "Description",
            "Page 1 of 2",
            "Invoice number INV",
        ] {
            assert_eq!(field(label), None, "{label}");
        }
    }

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
            ("Line total", Column::Amount),
            ("Net", Column::Amount),
            ("#", Column::Other),
        ] {
            assert_eq!(column(header), Some(expected), "{header}");
        }
    }
}
