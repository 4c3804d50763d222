//! Families converted to PDF by LibreOffice Writer: office documents built of
//! tables and paragraphs (written as the HTML Writer imports), and plain-text
//! invoices set in a monospaced font.

use super::super::layout::MONTHS;
use super::chromium::polish_words;
use super::printed::{Language, Printed, date_in, days_earlier, escape};

fn document(font: &str, body: &str) -> String {
    format!(
        "<!doctype html>\n<html><head><meta charset=\"utf-8\"><title>Invoice</title></head>\n\
         <body style=\"font-family: '{font}'; font-size: 10pt\">\n{body}\n</body></html>\n"
    )
}

fn total_text(bare: &str, money: &str, p: &Printed) -> String {
    if p.bare {
        format!("{bare} {}", p.currency)
    } else {
        money.to_string()
    }
}

/// An item table: header cells, then one row per line, right-aligned where asked.
fn items(
    p: &Printed,
    header: &[(&str, bool)],
    cell: impl Fn(usize, usize) -> String,
    shade: &str,
) -> String {
    let mut out = String::from(
        "<table width=\"100%\" border=\"1\" cellpadding=\"3\" cellspacing=\"0\">\n<tr>",
    );
    for (label, right) in header {
        let align = if *right { " align=\"right\"" } else { "" };
        out.push_str(&format!(
            "<td bgcolor=\"{shade}\"{align}><b>{label}</b></td>"
        ));
    }
    out.push_str("</tr>\n");
    for i in 0..p.lines.len() {
        out.push_str("<tr>");
        for (column, (_, right)) in header.iter().enumerate() {
            let align = if *right { " align=\"right\"" } else { "" };
            out.push_str(&format!("<td{align}>{}</td>", escape(&cell(i, column))));
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</table>\n");
    out
}

/// A business letter: sender line, address field, and a reference block of
/// customer number, "Your order", invoice number and dates beside it.
pub fn letter(p: &Printed) -> String {
    let mut refs = vec![("Customer no.", p.customer_number.clone())];
    if let Some(po) = &p.po {
        refs.push(("Your order", po.clone()));
    }
    refs.extend([
        ("Invoice no.", p.number.clone()),
        ("Date", p.date.clone()),
        ("Due date", p.due.clone()),
    ]);
    let refs: String = refs
        .into_iter()
        .map(|(k, v)| {
            format!(
                "<tr><td><font size=\"2\">{k}</font></td><td><font size=\"2\">{}</font></td></tr>",
                escape(&v)
            )
        })
        .collect();
    let table = items(
        p,
        &[
            ("Pos.", false),
            ("Description", false),
            ("Qty", true),
            ("Unit price", true),
            ("Amount", true),
        ],
        |i, c| {
            let l = &p.lines[i];
            match c {
                0 => l.position.clone(),
                1 => l.description.clone(),
                2 => l.quantity.clone(),
                3 => l.unit_price.clone(),
                _ => l.amount.clone(),
            }
        },
        "#e6e6e6",
    );
    let body = format!(
        "<p align=\"right\"><font size=\"5\"><b>{vendor}</b></font></p>\n\
         <p><font size=\"1\"><u>{vendor} · {street} · {city}</u></font></p>\n\
         <table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr><td width=\"55%\" valign=\"top\">{customer}<br>{address}</td>\
         <td valign=\"top\"><table cellpadding=\"1\" cellspacing=\"0\">{refs}</table></td></tr></table>\n\
         <p><br></p><p><font size=\"4\"><b>Invoice</b></font></p>\n\
         <p>Dear Sir or Madam, for the goods and services below we charge you as follows. All amounts in {cur}.</p>\n\
         {table}\
         <table width=\"45%\" align=\"right\" cellpadding=\"2\" cellspacing=\"0\">\
         <tr><td>Net amount</td><td align=\"right\">{subtotal}</td></tr>\
         <tr><td>VAT {rate} %</td><td align=\"right\">{tax}</td></tr>\
         <tr><td><b>Gross amount</b></td><td align=\"right\"><b>{total}</b></td></tr></table>\n\
         <p><br></p><p><font size=\"1\">{vendor} · IBAN {iban} · VAT ID {vat}</font></p>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        customer = p.customer,
        address = p.customer_address,
        cur = p.currency,
        subtotal = p.subtotal,
        rate = p.tax_rate,
        tax = p.tax,
        total = p.total,
        iban = p.iban,
        vat = p.vat_id,
    );
    document("Liberation Serif", &body)
}

/// A bordered label | value header table, an item-code column, and the totals
/// in shaded cells ending with a dark "Total due" band.
pub fn boxed(p: &Printed) -> String {
    let mut head = vec![
        ("Invoice Number", p.number.clone()),
        ("Invoice Date", p.date.clone()),
        ("Due Date", p.due.clone()),
    ];
    if let Some(po) = &p.po {
        head.push(("Purchase Order", po.clone()));
    }
    let head: String = head
        .into_iter()
        .map(|(k, v)| {
            format!(
                "<tr><td bgcolor=\"#dde6f0\"><b>{k}</b></td><td>{}</td></tr>",
                escape(&v)
            )
        })
        .collect();
    let table = items(
        p,
        &[
            ("Item code", false),
            ("Description", false),
            ("Quantity", true),
            ("Price", true),
            ("Total", true),
        ],
        |i, c| {
            let l = &p.lines[i];
            match c {
                0 => l.code.clone(),
                1 => l.description.clone(),
                2 => l.quantity.clone(),
                3 => l.unit_price_money.clone(),
                _ => l.amount_money.clone(),
            }
        },
        "#dde6f0",
    );
    let body = format!(
        "<table width=\"100%\" cellpadding=\"0\" cellspacing=\"0\"><tr><td valign=\"top\"><font face=\"Liberation Sans\" size=\"5\"><b>{vendor}</b></font><br>\
         {street}<br>{city}<br>Tel. {phone}</td>\
         <td valign=\"top\" align=\"right\"><font size=\"6\" color=\"#3d5a80\">INVOICE</font></td></tr></table>\n\
         <p><br></p>\n\
         <table width=\"50%\" border=\"1\" cellpadding=\"3\" cellspacing=\"0\">{head}</table>\n\
         <p><b>Bill To:</b> {customer}, {address}</p>\n\
         {table}<p></p>\n\
         <table width=\"40%\" align=\"right\" cellpadding=\"4\" cellspacing=\"0\">\
         <tr><td bgcolor=\"#eeeeee\">Subtotal</td><td bgcolor=\"#eeeeee\" align=\"right\">{subtotal}</td></tr>\
         <tr><td bgcolor=\"#eeeeee\">Tax {rate}%</td><td bgcolor=\"#eeeeee\" align=\"right\">{tax}</td></tr>\
         <tr><td bgcolor=\"#3d5a80\"><font color=\"#ffffff\"><b>Total due</b></font></td>\
         <td bgcolor=\"#3d5a80\" align=\"right\"><font color=\"#ffffff\"><b>{total}</b></font></td></tr></table>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        phone = p.phone,
        customer = p.customer,
        address = p.customer_address,
        subtotal = total_text(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = total_text(&p.tax, &p.tax_money, p),
        total = total_text(&p.total, &p.total_money, p),
    );
    document("Liberation Sans", &body)
}

/// A header table whose labels sit above their values, the order
/// reference beside the customer number, and a shaded total row.
pub fn header_table(p: &Printed) -> String {
    let mut head = vec![
        ("Invoice No.", p.number.clone()),
        ("Invoice Date", p.date.clone()),
        ("Due Date", p.due.clone()),
    ];
    if let Some(po) = &p.po {
        head.push(("Order Ref.", po.clone()));
    }
    head.push(("Customer No.", p.customer_number.clone()));
    let labels: String = head
        .iter()
        .map(|(k, _)| format!("<td bgcolor=\"#d9d9d9\"><b>{k}</b></td>"))
        .collect();
    let values: String = head
        .iter()
        .map(|(_, v)| format!("<td>{}</td>", escape(v)))
        .collect();
    let table = items(
        p,
        &[
            ("Description", false),
            ("Quantity", true),
            ("Unit Price", true),
            ("Amount", true),
        ],
        |i, c| {
            let l = &p.lines[i];
            match c {
                0 => l.description.clone(),
                1 => l.quantity.clone(),
                2 => l.unit_price.clone(),
                _ => l.amount.clone(),
            }
        },
        "#d9d9d9",
    );
    let body = format!(
        "<p><font size=\"6\"><b>{vendor}</b></font><br>{street} · {city}</p>\n\
         <p><font size=\"4\">INVOICE</font></p>\n\
         <table width=\"100%\" border=\"1\" cellpadding=\"3\" cellspacing=\"0\"><tr>{labels}</tr><tr>{values}</tr></table>\n\
         <p>To: {customer}, {address}</p>\n\
         {table}<p></p>\n\
         <table width=\"50%\" align=\"right\" cellpadding=\"3\" cellspacing=\"0\">\
         <tr><td>Subtotal</td><td align=\"right\">{subtotal}</td></tr>\
         <tr><td>VAT {rate}%</td><td align=\"right\">{tax}</td></tr>\
         <tr><td bgcolor=\"#c6e0b4\"><b>Total amount</b></td><td bgcolor=\"#c6e0b4\" align=\"right\"><b>{total}</b></td></tr></table>\n\
         <p><br></p><p><font size=\"1\">VAT ID {vat} · IBAN {iban}</font></p>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        customer = p.customer,
        address = p.customer_address,
        subtotal = total_text(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = total_text(&p.tax, &p.tax_money, p),
        total = total_text(&p.total, &p.total_money, p),
        vat = p.vat_id,
        iban = p.iban,
    );
    document("Liberation Sans", &body)
}

/// Labels each above its value, stacked in the left of two columns with the
/// addresses in the right one; the items below.
pub fn stacked(p: &Printed) -> String {
    let mut side = vec![
        ("INVOICE NUMBER", p.number.clone()),
        ("INVOICE DATE", p.date.clone()),
        ("DUE DATE", p.due.clone()),
    ];
    if let Some(po) = &p.po {
        side.push(("PO REFERENCE", po.clone()));
    }
    let side: String = side
        .into_iter()
        .map(|(k, v)| {
            format!(
                "<p><font size=\"1\" color=\"#666666\">{k}</font><br>{}</p>",
                escape(&v)
            )
        })
        .collect();
    let table = items(
        p,
        &[
            ("Description", false),
            ("Qty", true),
            ("Rate", true),
            ("Amount", true),
        ],
        |i, c| {
            let l = &p.lines[i];
            match c {
                0 => l.description.clone(),
                1 => l.quantity.clone(),
                2 => l.unit_price.clone(),
                _ => l.amount_money.clone(),
            }
        },
        "#f2f2f2",
    );
    let body = format!(
        "<p><font size=\"5\"><b>{vendor}</b></font><br><font size=\"2\">{street}, {city} · {phone}</font></p>\n\
         <table width=\"100%\" cellpadding=\"4\" cellspacing=\"0\"><tr><td width=\"40%\" valign=\"top\">{side}</td>\
         <td valign=\"top\"><p><font size=\"1\" color=\"#666666\">BILL TO</font><br>{customer}<br>{address}</p></td></tr></table>\n\
         {table}\
         <table width=\"40%\" align=\"right\" cellpadding=\"2\" cellspacing=\"0\">\
         <tr><td>Subtotal</td><td align=\"right\">{subtotal}</td></tr>\
         <tr><td>Tax ({rate}%)</td><td align=\"right\">{tax}</td></tr>\
         <tr><td><b>Total</b></td><td align=\"right\"><b>{total}</b></td></tr></table>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        phone = p.phone,
        customer = p.customer,
        address = p.customer_address,
        subtotal = total_text(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = total_text(&p.tax, &p.tax_money, p),
        total = total_text(&p.total, &p.total_money, p),
    );
    document("DejaVu Sans", &body)
}

/// A plain-text invoice with dot leaders between labels and values and the
/// items in fixed-width columns.
pub fn dot_leaders(p: &Printed) -> String {
    let mut t = String::new();
    t.push_str(&format!("{}\n{}, {}\n\n", p.vendor, p.street, p.city));
    t.push_str(&format!("{:^72}\n\n", "I N V O I C E"));
    let leader = |label: &str| format!("{label} {}", ".".repeat(22 - label.len()));
    t.push_str(&format!("{} {}\n", leader("Invoice number"), p.number));
    t.push_str(&format!("{} {}\n", leader("Invoice date"), p.date));
    t.push_str(&format!("{} {}\n", leader("Due date"), p.due));
    if let Some(po) = &p.po {
        t.push_str(&format!("{} {}\n", leader("Purchase order"), po));
    }
    t.push_str(&format!("{} {}\n\n", leader("Customer"), p.customer));
    t.push_str(&format!(
        "{:<34}{:>6}{:>14}{:>16}\n",
        "Description", "Qty", "Unit price", "Amount"
    ));
    t.push_str(&format!("{}\n", "-".repeat(70)));
    for l in &p.lines {
        t.push_str(&format!(
            "{:<34}{:>6}{:>14}{:>16}\n",
            l.description, l.quantity, l.unit_price, l.amount
        ));
    }
    t.push_str(&format!("{}\n", "-".repeat(70)));
    let rate = format!("VAT {}%", p.tax_rate);
    let total = format!("Total {}", p.currency);
    for (label, value) in [
        ("Subtotal", &p.subtotal),
        (rate.as_str(), &p.tax),
        (total.as_str(), &p.total),
    ] {
        t.push_str(&format!("{:34}{:<20}{:>16}\n", "", label, value));
    }
    t.push_str(&format!(
        "\nPlease pay within 30 days to IBAN {}.\n",
        p.iban
    ));
    t
}

/// A typewriter layout in two text columns: the addresses on the
/// left, the invoice data on the right, items with an item column.
pub fn typewriter(p: &Printed) -> String {
    let mut left = vec![
        p.vendor.to_string(),
        p.street.to_string(),
        p.city.to_string(),
        String::new(),
    ];
    left.extend([
        "Bill to:".to_string(),
        p.customer.to_string(),
        p.customer_address.to_string(),
    ]);
    let mut right = vec!["INVOICE".to_string(), String::new()];
    right.push(format!("{:<12}{}", "Invoice:", p.number));
    right.push(format!("{:<12}{}", "Date:", p.date));
    right.push(format!("{:<12}{}", "Due:", p.due));
    if let Some(po) = &p.po {
        right.push(format!("{:<12}{}", "Your order:", po));
    }
    let mut t = String::new();
    for i in 0..left.len().max(right.len()) {
        let l = left.get(i).map(String::as_str).unwrap_or("");
        let r = right.get(i).map(String::as_str).unwrap_or("");
        t.push_str(format!("{l:<42}{r}").trim_end());
        t.push('\n');
    }
    t.push('\n');
    t.push_str(&format!(
        "{:<7}{:<31}{:>6}{:>11}{:>13}\n",
        "Item", "Description", "Qty", "Each", "Total"
    ));
    t.push_str(&format!(
        "{:<7}{:<31}{:>6}{:>11}{:>13}\n",
        "-----",
        "-".repeat(29),
        "-----",
        "---------",
        "-----------"
    ));
    for l in &p.lines {
        t.push_str(&format!(
            "{:<7}{:<31}{:>6}{:>11}{:>13}\n",
            l.code, l.description, l.quantity, l.unit_price, l.amount
        ));
    }
    t.push('\n');
    let rate = format!("VAT {}%", p.tax_rate);
    let total = format!("TOTAL {}", p.currency);
    for (label, value) in [
        ("Net total", &p.subtotal),
        (rate.as_str(), &p.tax),
        (total.as_str(), &p.total),
    ] {
        t.push_str(&format!("{:44}{:<11}{:>13}\n", "", label, value));
    }
    t
}

/// A form of boxed fields, each box with its label above its value, a terms
/// box and shipping among the totals.
pub fn form(p: &Printed) -> String {
    let boxed = |k: &str, v: &str| {
        format!(
            "<td width=\"33%\" valign=\"top\"><font size=\"1\">{k}</font><br>{}</td>",
            escape(v)
        )
    };
    let po = p.po.clone().unwrap_or_default();
    let grid = format!(
        "<table width=\"100%\" border=\"1\" cellpadding=\"4\" cellspacing=\"0\"><tr>{}{}{}</tr><tr>{}{}{}</tr></table>",
        boxed("INVOICE NO.", &p.number),
        boxed("DATE", &p.date),
        boxed("CUSTOMER ID", &p.customer_number),
        boxed("P.O. NUMBER", &po),
        boxed("TERMS", "Net 30"),
        boxed("DUE DATE", &p.due),
    );
    let table = items(
        p,
        &[
            ("QTY", true),
            ("ITEM #", false),
            ("DESCRIPTION", false),
            ("UNIT PRICE", true),
            ("LINE TOTAL", true),
        ],
        |i, c| {
            let l = &p.lines[i];
            match c {
                0 => l.quantity.clone(),
                1 => l.code.clone(),
                2 => l.description.clone(),
                3 => l.unit_price.clone(),
                _ => l.amount.clone(),
            }
        },
        "#cfd8dc",
    );
    let zero = if p.bare {
        "0.00".to_string()
    } else {
        p.tax_money.replace(&p.tax, "0.00")
    };
    let body = format!(
        "<table width=\"100%\" cellpadding=\"0\" cellspacing=\"0\"><tr><td><font size=\"5\"><b>{vendor}</b></font><br>{street}<br>{city}<br>Phone {phone}</td>\
         <td align=\"right\" valign=\"top\"><font size=\"6\">INVOICE</font></td></tr></table>\n\
         <p><br></p>{grid}\n\
         <p><b>SOLD TO</b><br>{customer}<br>{address}</p>\n\
         {table}<p></p>\n\
         <table width=\"45%\" align=\"right\" cellpadding=\"3\" cellspacing=\"0\">\
         <tr><td>SUBTOTAL</td><td align=\"right\">{subtotal}</td></tr>\
         <tr><td>SALES TAX</td><td align=\"right\">{tax}</td></tr>\
         <tr><td>SHIPPING &amp; HANDLING</td><td align=\"right\">{zero}</td></tr>\
         <tr><td bgcolor=\"#cfd8dc\"><b>TOTAL DUE</b></td><td bgcolor=\"#cfd8dc\" align=\"right\"><b>{total}</b></td></tr></table>\n\
         <p><br></p><p><br></p><p align=\"center\"><font size=\"2\">THANK YOU FOR YOUR BUSINESS!</font></p>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        phone = p.phone,
        customer = p.customer,
        address = p.customer_address,
        subtotal = total_text(&p.subtotal, &p.subtotal_money, p),
        tax = total_text(&p.tax, &p.tax_money, p),
        total = total_text(&p.total, &p.total_money, p),
    );
    document("Liberation Sans", &body)
}

/// An accounts-package printout: abbreviated labels, price before quantity,
/// a "Net" column, and "Total Net Amount / Total VAT Amount / Invoice Total".
pub fn accounts_printout(p: &Printed) -> String {
    let mut t = String::new();
    t.push_str(&format!("{:<46}{}\n", p.vendor, "SALES INVOICE"));
    t.push_str(&format!("{:<46}{}\n", p.street, ""));
    t.push_str(&format!("{:<46}{:<12}{}\n", p.city, "Inv No:", p.number));
    t.push_str(&format!(
        "{:<46}{:<12}{}\n",
        format!("VAT Reg No: {}", p.vat_id),
        "Inv Date:",
        p.date
    ));
    t.push_str(&format!("{:<46}{:<12}{}\n", "", "A/C:", p.customer_number));
    if let Some(po) = &p.po {
        t.push_str(&format!("{:<46}{:<12}{}\n", "", "Order No:", po));
    }
    t.push_str(&format!(
        "\nInvoice to: {}\n            {}\n\n",
        p.customer, p.customer_address
    ));
    t.push_str(&format!(
        "{:<9}{:<31}{:>11}{:>7}{:>14}\n",
        "Code", "Description", "Price", "Qty", "Net"
    ));
    t.push_str(&format!("{}\n", "=".repeat(72)));
    for l in &p.lines {
        t.push_str(&format!(
            "{:<9}{:<31}{:>11}{:>7}{:>14}\n",
            l.code, l.description, l.unit_price, l.quantity, l.amount
        ));
    }
    t.push_str(&format!("{}\n", "=".repeat(72)));
    for (label, value) in [
        ("Total Net Amount", &p.subtotal),
        ("Total VAT Amount", &p.tax),
        ("Invoice Total", &p.total),
    ] {
        t.push_str(&format!("{:36}{:<22}{:>14}\n", "", label, value));
    }
    t.push_str(&format!(
        "\nAll amounts in {}. Payment due by {}.\n",
        p.currency, p.due
    ));
    t
}

/// Plain text with a header row of labels over a row of values, spaced into
/// columns, the order reference beside the customer number.
pub fn header_row_text(p: &Printed) -> String {
    let mut t = String::new();
    t.push_str(&format!("{}\n{} - {}\n\n", p.vendor, p.street, p.city));
    t.push_str("INVOICE\n\n");
    let mut labels = vec![
        ("Invoice No.", p.number.clone()),
        ("Date", p.date.clone()),
        ("Customer No.", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        labels.push(("Order ref.", po.clone()));
    }
    t.push_str(
        labels
            .iter()
            .map(|(k, _)| format!("{k:<19}"))
            .collect::<String>()
            .trim_end(),
    );
    t.push('\n');
    t.push_str(
        labels
            .iter()
            .map(|(_, v)| format!("{v:<19}"))
            .collect::<String>()
            .trim_end(),
    );
    t.push_str(&format!("\n\nDue date: {}\n", p.due));
    t.push_str(&format!(
        "Recipient: {}, {}\n\n",
        p.customer, p.customer_address
    ));
    t.push_str(&format!(
        "{:<5}{:<32}{:>6}{:>13}{:>14}\n",
        "Pos", "Description", "Qty", "Unit price", "Amount"
    ));
    for l in &p.lines {
        t.push_str(&format!(
            "{:<5}{:<32}{:>6}{:>13}{:>14}\n",
            l.position, l.description, l.quantity, l.unit_price, l.amount
        ));
    }
    t.push('\n');
    let rate = format!("VAT {}%", p.tax_rate);
    let gross = format!("Gross total {}", p.currency);
    for (label, value) in [
        ("Net", &p.subtotal),
        (rate.as_str(), &p.tax),
        (gross.as_str(), &p.total),
    ] {
        t.push_str(&format!("{:37}{:<19}{:>14}\n", "", label, value));
    }
    t.push_str(&format!("\nIBAN {} - VAT ID {}\n", p.iban, p.vat_id));
    t
}

/// A classic serif document: centred title, a block of "Label: value" lines
/// beside the customer, "VAT @ rate" and "Net Amount" columns.
pub fn classic_serif(p: &Printed) -> String {
    let mut block = vec![
        format!("Invoice Number: {}", escape(&p.number)),
        format!("Invoice Date: {}", p.date),
        "Payment Terms: 30 days".to_string(),
        format!("Due Date: {}", p.due),
    ];
    if let Some(po) = &p.po {
        block.push(format!("Purchase Order: {}", escape(po)));
    }
    let table = items(
        p,
        &[
            ("Quantity", true),
            ("Description", false),
            ("Unit Price", true),
            ("Net Amount", true),
        ],
        |i, c| {
            let l = &p.lines[i];
            match c {
                0 => l.quantity.clone(),
                1 => l.description.clone(),
                2 => l.unit_price.clone(),
                _ => l.amount.clone(),
            }
        },
        "#ffffff",
    );
    let body = format!(
        "<p align=\"center\"><font size=\"6\">INVOICE</font></p>\n\
         <p align=\"center\"><b>{vendor}</b><br>{street}, {city}</p><p><br></p>\n\
         <table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr><td width=\"50%\" valign=\"top\">To:<br>{customer}<br>{address}</td>\
         <td valign=\"top\">{block}</td></tr></table><p><br></p>\n\
         {table}\
         <table width=\"40%\" align=\"right\" cellpadding=\"2\" cellspacing=\"0\">\
         <tr><td>Net Total</td><td align=\"right\">{subtotal}</td></tr>\
         <tr><td>VAT @ {rate}%</td><td align=\"right\">{tax}</td></tr>\
         <tr><td><b>Total Due</b></td><td align=\"right\"><b>{total}</b></td></tr></table>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        customer = p.customer,
        address = p.customer_address,
        block = block.join("<br>"),
        subtotal = total_text(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = total_text(&p.tax, &p.tax_money, p),
        total = total_text(&p.total, &p.total_money, p),
    );
    document("Liberation Serif", &body)
}

/// Two blocks side by side: the vendor left, the invoice data right as
/// "Label: value" lines in one cell, "Your order no." among them.
pub fn two_up(p: &Printed) -> String {
    let mut block = vec![
        format!("Invoice number: {}", escape(&p.number)),
        format!("Invoice date: {}", p.date),
        format!("Due date: {}", p.due),
        format!("Customer reference: {}", p.customer_number),
    ];
    if let Some(po) = &p.po {
        block.push(format!("Your order no.: {}", escape(po)));
    }
    let table = items(
        p,
        &[
            ("Item no.", false),
            ("Description", false),
            ("Qty", true),
            ("Price", true),
            ("Amount", true),
        ],
        |i, c| {
            let l = &p.lines[i];
            match c {
                0 => l.code.clone(),
                1 => l.description.clone(),
                2 => l.quantity.clone(),
                3 => l.unit_price.clone(),
                _ => l.amount.clone(),
            }
        },
        "#e0e0e0",
    );
    let body = format!(
        "<table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr><td width=\"50%\" valign=\"top\">\
         <font size=\"5\"><b>{vendor}</b></font><br>{street}<br>{city}</td>\
         <td valign=\"top\"><font size=\"4\">Invoice</font><br>{block}</td></tr></table>\n\
         <p>Customer: {customer}, {address}</p>\n\
         {table}\
         <table width=\"40%\" align=\"right\" cellpadding=\"2\" cellspacing=\"0\">\
         <tr><td>Subtotal</td><td align=\"right\">{subtotal}</td></tr>\
         <tr><td>VAT {rate}%</td><td align=\"right\">{tax}</td></tr>\
         <tr><td><b>Total {cur}</b></td><td align=\"right\"><b>{total}</b></td></tr></table>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        block = block.join("<br>"),
        customer = p.customer,
        address = p.customer_address,
        subtotal = p.subtotal,
        rate = p.tax_rate,
        tax = p.tax,
        cur = p.currency,
        total = p.total,
    );
    document("Liberation Sans", &body)
}

/// A narrow plain-text invoice as a till or a small accounting tool prints it.
pub fn narrow_text(p: &Printed) -> String {
    let mut t = String::new();
    t.push_str(&format!("{}\n{}\n{}\n\n", p.vendor, p.street, p.city));
    t.push_str(&format!(
        "Invoice #: {}\nDate:      {}\nDue:       {}\n",
        p.number, p.date, p.due
    ));
    if let Some(po) = &p.po {
        t.push_str(&format!("PO:        {po}\n"));
    }
    t.push_str(&format!("\nBill to: {}\n\n", p.customer));
    t.push_str(&format!(
        "{:<30}{:>5}{:>9}{:>11}\n",
        "Item", "Qty", "Price", "Total"
    ));
    t.push_str(&format!("{}\n", "-".repeat(55)));
    for l in &p.lines {
        t.push_str(&format!(
            "{:<30}{:>5}{:>9}{:>11}\n",
            l.description, l.quantity, l.unit_price, l.amount
        ));
    }
    t.push_str(&format!("{}\n", "-".repeat(55)));
    let rate = format!("Tax {}%", p.tax_rate);
    for (label, value) in [
        ("Subtotal", &p.subtotal),
        (rate.as_str(), &p.tax),
        ("TOTAL", &p.total),
    ] {
        t.push_str(&format!("{:<44}{:>11}\n", label, value));
    }
    t.push_str(&format!("\nAmounts in {}. Thank you!\n", p.currency));
    t
}

/// A column of a plain-text table: its width, and whether its text sits at
/// the left edge or, for numbers, the right.
#[derive(Clone, Copy)]
enum Column {
    Left(usize),
    Right(usize),
}

/// One line of fixed-width columns two spaces apart, as a text report prints
/// them; no rules, and no trailing spaces.
fn text_row(columns: &[Column], cells: &[&str]) -> String {
    let line = columns
        .iter()
        .zip(cells)
        .map(|(column, text)| match *column {
            Column::Left(width) => format!("{text:<width$}"),
            Column::Right(width) => format!("{text:>width$}"),
        })
        .collect::<Vec<_>>()
        .join("  ");
    format!("{}\n", line.trim_end())
}

/// An ERP printout in plain text: the address beside the document data,
/// "Your order" beside the customer number, items numbered in tens with the
/// unit after the quantity, and not a single rule.
pub fn erp_print(p: &Printed) -> String {
    use Column::{Left, Right};
    let mut t = format!("{}\n{}\n{}\n\n\n", p.vendor, p.street, p.city);
    let address = [p.customer, p.customer_address, ""];
    let data = [
        ("Invoice no.", p.number.as_str()),
        ("Invoice date", p.date.as_str()),
        ("Delivery date", p.date.as_str()),
    ];
    for (line, (label, value)) in address.iter().zip(data) {
        t.push_str(&text_row(
            &[Left(42), Left(13), Left(18)],
            &[line, label, value],
        ));
    }
    t.push_str("\n\nINVOICE\n\n");
    let mut reference = vec!["Customer no.", &p.customer_number];
    if let Some(po) = &p.po {
        reference.extend(["Your order", po]);
    }
    t.push_str(&text_row(
        &[Left(12), Left(9), Left(10), Left(12)],
        &reference,
    ));
    t.push('\n');
    let columns = [Left(4), Left(7), Left(28), Right(8), Right(10), Right(11)];
    t.push_str(&text_row(
        &columns,
        &[
            "Item",
            "Article",
            "Description",
            "Quantity",
            "Price/unit",
            "Value",
        ],
    ));
    t.push('\n');
    for (i, l) in p.lines.iter().enumerate() {
        t.push_str(&text_row(
            &columns,
            &[
                &((i + 1) * 10).to_string(),
                &l.code,
                &l.description,
                &format!("{} {}", l.quantity, l.unit),
                &l.unit_price,
                &l.amount,
            ],
        ));
    }
    t.push('\n');
    let rate = format!("VAT {} %", p.tax_rate);
    let total = format!("Final amount {}", p.currency);
    for (label, value) in [
        ("Net value", &p.subtotal),
        (rate.as_str(), &p.tax),
        (total.as_str(), &p.total),
    ] {
        t.push_str(&text_row(
            &[Left(40), Left(22), Right(12)],
            &["", label, value],
        ));
    }
    t.push_str(&format!(
        "\nTerms of payment: 30 days net, due {}.\n\
         Please quote the invoice number with your payment.\n\n\
         IBAN {}   VAT ID {}\n",
        p.due, p.iban, p.vat_id
    ));
    t
}

/// A small-business accounting form in plain text: "Date" and "Invoice #"
/// above their values at the top right, Bill To beside Ship To, a row of
/// labels over values with the P.O. number, quantity first in the items, and
/// payments and the balance due under the total.
pub fn accounting_form(p: &Printed) -> String {
    use Column::{Left, Right};
    let mut t = text_row(&[Left(42), Left(34)], &[p.vendor, "INVOICE"]);
    let head = [Left(42), Left(18), Left(14)];
    t.push_str(&text_row(&head, &[p.street, "", ""]));
    t.push_str(&text_row(&head, &[p.city, "Date", "Invoice #"]));
    t.push_str(&text_row(&head, &["", &p.date, &p.number]));
    t.push('\n');
    let parties = [Left(38), Left(38)];
    t.push_str(&text_row(&parties, &["Bill To", "Ship To"]));
    for line in [p.customer, p.customer_address] {
        t.push_str(&text_row(&parties, &[line, line]));
    }
    t.push('\n');
    let mut terms = vec![("Terms", "Net 30"), ("Due Date", p.due.as_str())];
    if let Some(po) = &p.po {
        terms.insert(0, ("P.O. No.", po));
    }
    terms.push(("Ship Via", "UPS Ground"));
    let widths: Vec<_> = terms
        .iter()
        .map(|(label, value)| Left(label.len().max(value.len()) + 2))
        .collect();
    let labels: Vec<_> = terms.iter().map(|(label, _)| *label).collect();
    let values: Vec<_> = terms.iter().map(|(_, value)| *value).collect();
    t.push_str(&text_row(&widths, &labels));
    t.push_str(&text_row(&widths, &values));
    t.push('\n');
    let columns = [Right(8), Left(9), Left(28), Right(11), Right(12)];
    t.push_str(&text_row(
        &columns,
        &[
            "Quantity",
            "Item Code",
            "Description",
            "Price Each",
            "Amount",
        ],
    ));
    t.push('\n');
    for l in &p.lines {
        t.push_str(&text_row(
            &columns,
            &[
                &l.quantity,
                &l.code,
                &l.description,
                &l.unit_price,
                &l.amount,
            ],
        ));
    }
    t.push('\n');
    let rate = format!("Sales Tax ({}%)", p.tax_rate);
    for (label, value) in [
        ("Subtotal", p.subtotal.as_str()),
        (rate.as_str(), &p.tax),
        ("Total", &p.total),
        ("Payments/Credits", "0.00"),
        ("Balance Due", &p.total),
    ] {
        t.push_str(&text_row(
            &[Left(44), Left(16), Right(12)],
            &["", label, value],
        ));
    }
    t.push_str(&format!(
        "\nAll amounts in {}. Thank you for your business.\n",
        p.currency
    ));
    t
}

/// A UK tax invoice: Supplier and Customer blocks, a header table of labels
/// over values with "Date / Tax Point" and "Your Order", and the balance due
/// in a full-width coloured band with its label at the left end and the
/// amount at the right.
pub fn ledger_band(p: &Printed) -> String {
    const BAND: &str = "#7a1f3d";
    let mut head = vec![
        ("Invoice No.", p.number.clone()),
        ("Date / Tax Point", p.date.clone()),
        ("Account Ref.", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        head.push(("Your Order", po.clone()));
    }
    head.push(("Payment Due", p.due.clone()));
    let labels: String = head
        .iter()
        .map(|(k, _)| format!("<td bgcolor=\"#f3e0e7\"><font size=\"1\"><b>{k}</b></font></td>"))
        .collect();
    let values: String = head
        .iter()
        .map(|(_, v)| format!("<td>{}</td>", escape(v)))
        .collect();
    let table = items(
        p,
        &[
            ("Product Code", false),
            ("Description", false),
            ("Qty", true),
            ("Unit Price", true),
            ("Net Amount", true),
        ],
        |i, c| {
            let l = &p.lines[i];
            match c {
                0 => l.code.clone(),
                1 => l.description.clone(),
                2 => l.quantity.clone(),
                3 => l.unit_price.clone(),
                _ => l.amount.clone(),
            }
        },
        "#f3e0e7",
    );
    let (sort_code, account) = p.sort_code_and_account();
    let white = |text: &str| format!("<font color=\"#ffffff\"><b>{text}</b></font>");
    let body = format!(
        "<table width=\"100%\" cellpadding=\"0\" cellspacing=\"0\"><tr><td valign=\"top\"><font size=\"5\"><b>{vendor}</b></font></td>\
         <td align=\"right\" valign=\"top\"><font size=\"5\" color=\"{BAND}\">TAX INVOICE</font></td></tr></table>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\"><tr>\
         <td width=\"50%\" valign=\"top\"><font size=\"1\" color=\"{BAND}\"><b>SUPPLIER</b></font><br>{vendor}<br>{street}<br>{city}<br>VAT Reg. No. {vat}</td>\
         <td valign=\"top\"><font size=\"1\" color=\"{BAND}\"><b>CUSTOMER</b></font><br>{customer}<br>{address}</td></tr></table>\n\
         <p><br></p>\n\
         <table width=\"100%\" border=\"1\" cellpadding=\"3\" cellspacing=\"0\"><tr>{labels}</tr><tr>{values}</tr></table>\n\
         <p><br></p>\n{table}<p></p>\n\
         <table width=\"100%\" cellpadding=\"5\" cellspacing=\"0\">\
         <tr><td width=\"55%\"></td><td>Total Net</td><td align=\"right\">{subtotal}</td></tr>\
         <tr><td></td><td>Total VAT at {rate}%</td><td align=\"right\">{tax}</td></tr>\
         <tr><td bgcolor=\"{BAND}\" colspan=\"2\">{due_label}</td><td bgcolor=\"{BAND}\" align=\"right\">{total}</td></tr></table>\n\
         <p>Please pay by bank transfer to sort code {sort_code}, account {account}, quoting the invoice number.</p>\n\
         <p><font size=\"1\">{vendor} · Registered in England and Wales · VAT Reg. No. {vat}</font></p>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        vat = p.vat_id,
        customer = p.customer,
        address = p.customer_address,
        subtotal = total_text(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = total_text(&p.tax, &p.tax_money, p),
        due_label = white("BALANCE DUE"),
        total = white(&total_text(&p.total, &p.total_money, p)),
    );
    document("Liberation Sans", &body)
}

/// A professional-services invoice: the letterhead at the right, "Bill date",
/// "Payment due" and "Your ref." beside the client, and the totals in a
/// shaded box beside the notes. Writer stacks nested tables, so each block is
/// one flat table.
pub fn fee_note(p: &Printed) -> String {
    let mut refs = vec![
        ("Invoice:", p.number.clone()),
        ("Bill date:", p.date.clone()),
        ("Payment due:", p.due.clone()),
    ];
    if let Some(po) = &p.po {
        refs.push(("Your ref.:", po.clone()));
    }
    let client = ["<b>To</b>", p.customer, p.customer_address];
    let refs: String = refs
        .into_iter()
        .enumerate()
        .map(|(i, (k, v))| {
            format!(
                "<tr><td width=\"55%\">{}</td><td>{k}</td><td>{}</td></tr>",
                client.get(i).unwrap_or(&""),
                escape(&v)
            )
        })
        .collect();
    let table = items(
        p,
        &[
            ("Service", false),
            ("Quantity", true),
            ("Rate", true),
            ("Amount", true),
        ],
        |i, c| {
            let l = &p.lines[i];
            match c {
                0 => l.description.clone(),
                1 => l.quantity.clone(),
                2 => l.unit_price_money.clone(),
                _ => l.amount_money.clone(),
            }
        },
        "#fdf2d0",
    );
    let shaded = |label: &str, amount: &str, colour: &str| {
        format!(
            "<td bgcolor=\"{colour}\">{label}</td><td bgcolor=\"{colour}\" align=\"right\">{amount}</td>"
        )
    };
    let total = format!("<b>{}</b>", total_text(&p.total, &p.total_money, p));
    let (sort_code, account) = p.sort_code_and_account();
    let body = format!(
        "<p align=\"right\"><font size=\"5\"><b>{vendor}</b></font><br>{street}<br>{city}<br>Tel. {phone}</p>\n\
         <p><font size=\"5\">Invoice</font></p>\n\
         <table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\">{refs}</table>\n\
         <p>For professional services rendered as follows:</p>\n\
         {table}<p></p>\n\
         <table width=\"100%\" cellpadding=\"5\" cellspacing=\"0\">\
         <tr><td width=\"55%\"><b>Notes</b></td>{fees}</tr>\
         <tr><td>Payment by BACS within 30 days of the bill date.</td>{vat}</tr>\
         <tr><td></td>{due}</tr></table>\n\
         <p><b>Bank details</b><br>Account name: {vendor}<br>Sort code: {sort_code}<br>Account no.: {account}</p>\n\
         <p><br></p><p align=\"center\"><font size=\"1\">{vendor} is registered for VAT under number {vat_id}.</font></p>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        phone = p.phone,
        fees = shaded(
            "Fees",
            &total_text(&p.subtotal, &p.subtotal_money, p),
            "#fdf2d0"
        ),
        vat = shaded(
            &format!("VAT at {}%", p.tax_rate),
            &total_text(&p.tax, &p.tax_money, p),
            "#fdf2d0"
        ),
        due = shaded("<b>Amount due</b>", &total, "#f5d67a"),
        vat_id = p.vat_id,
    );
    document("Liberation Serif", &body)
}

/// A word-processor invoice whose header is one flat table, the seller's
/// lines at the left and the document data at the right ("Document No.",
/// "Date of issue", "Payment due", "Your reference"); a VAT column in the
/// items, a VAT analysis by rate, and the totals in a bordered box.
pub fn vat_analysis(p: &Printed) -> String {
    let seller = [
        format!("<font size=\"4\"><b>{}</b></font>", escape(p.vendor)),
        p.street.to_string(),
        p.city.to_string(),
        format!("VAT ID {}", p.vat_id),
    ];
    let mut data = vec![
        ("Document No.", p.number.clone()),
        ("Date of issue", p.date.clone()),
        ("Payment due", p.due.clone()),
    ];
    if let Some(po) = &p.po {
        data.push(("Your reference", po.clone()));
    }
    data.push(("Customer No.", p.customer_number.clone()));
    let header: String = (0..seller.len().max(data.len()))
        .map(|i| {
            let (label, value) = data
                .get(i)
                .map(|(k, v)| (format!("<b>{k}</b>"), escape(v)))
                .unwrap_or_default();
            format!(
                "<tr><td width=\"55%\">{}</td><td bgcolor=\"#e8eef4\">{label}</td><td>{value}</td></tr>",
                seller.get(i).map(String::as_str).unwrap_or("")
            )
        })
        .collect();
    let rate = format!("{} %", p.tax_rate);
    let table = items(
        p,
        &[
            ("No.", false),
            ("Description", false),
            ("Quantity", true),
            ("Unit", false),
            ("Unit price", true),
            ("VAT", true),
            ("Net amount", true),
        ],
        |i, c| {
            let l = &p.lines[i];
            match c {
                0 => l.position.clone(),
                1 => l.description.clone(),
                2 => l.quantity.clone(),
                3 => l.unit.to_string(),
                4 => l.unit_price.clone(),
                5 => rate.clone(),
                _ => l.amount.clone(),
            }
        },
        "#e8eef4",
    );
    let body = format!(
        "<p align=\"right\"><font size=\"6\" color=\"#2f4f6f\">INVOICE</font></p>\n\
         <table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\">{header}</table>\n\
         <p><br></p><p><b>Invoice address</b><br>{customer}<br>{address}</p>\n\
         <p>Amounts in {cur}.</p>\n\
         {table}<p></p>\n\
         <p><b>VAT analysis</b></p>\n\
         <table width=\"55%\" border=\"1\" cellpadding=\"3\" cellspacing=\"0\">\
         <tr><td bgcolor=\"#e8eef4\">VAT rate</td><td bgcolor=\"#e8eef4\" align=\"right\">Net</td>\
         <td bgcolor=\"#e8eef4\" align=\"right\">VAT</td><td bgcolor=\"#e8eef4\" align=\"right\">Gross</td></tr>\
         <tr><td>{rate}</td><td align=\"right\">{subtotal}</td><td align=\"right\">{tax}</td><td align=\"right\">{total}</td></tr></table>\n\
         <p></p>\n\
         <table width=\"45%\" align=\"right\" border=\"1\" cellpadding=\"4\" cellspacing=\"0\">\
         <tr><td>Net amount</td><td align=\"right\">{subtotal_box}</td></tr>\
         <tr><td>VAT {rate}</td><td align=\"right\">{tax_box}</td></tr>\
         <tr><td bgcolor=\"#2f4f6f\"><font color=\"#ffffff\"><b>Amount due</b></font></td>\
         <td bgcolor=\"#2f4f6f\" align=\"right\"><font color=\"#ffffff\"><b>{total_box}</b></font></td></tr></table>\n\
         <p><br></p><p><font size=\"2\">Payable by {due} to IBAN {iban}, quoting the document number.</font></p>",
        customer = p.customer,
        address = p.customer_address,
        cur = p.currency,
        subtotal = p.subtotal,
        tax = p.tax,
        total = p.total,
        subtotal_box = total_text(&p.subtotal, &p.subtotal_money, p),
        tax_box = total_text(&p.tax, &p.tax_money, p),
        total_box = total_text(&p.total, &p.total_money, p),
        due = p.due,
        iban = p.iban,
    );
    document("DejaVu Sans", &body)
}

/// A service invoice from a word-processor template: "INVOICE" with
/// "Inv #" and the date under it at the right, TO and FOR blocks with the
/// client's PO, hours-or-quantity and rate columns, the subtotal, tax and
/// total as the last rows of the items table itself, and the due date only
/// in the closing sentence.
pub fn service_template(p: &Printed) -> String {
    let table = items(
        p,
        &[
            ("DESCRIPTION", false),
            ("HRS/QTY", true),
            ("RATE", true),
            ("AMOUNT", true),
        ],
        |i, c| {
            let l = &p.lines[i];
            match c {
                0 => l.description.clone(),
                1 => l.quantity.clone(),
                2 => l.unit_price.clone(),
                _ => l.amount.clone(),
            }
        },
        "#d9e2f3",
    );
    let table = table
        .strip_suffix("</table>\n")
        .expect("the items helper closes its table");
    let total_row = |label: &str, amount: &str| {
        format!(
            "<tr><td colspan=\"3\" align=\"right\">{label}</td><td align=\"right\">{amount}</td></tr>"
        )
    };
    let po = match &p.po {
        Some(po) => format!("<br>Client PO: {}", escape(po)),
        None => String::new(),
    };
    let body = format!(
        "<table width=\"100%\" cellpadding=\"0\" cellspacing=\"0\"><tr>\
         <td valign=\"top\"><font size=\"5\"><b>{vendor}</b></font><br>{street}<br>{city}<br>Phone {phone}</td>\
         <td valign=\"top\" align=\"right\"><font size=\"6\" color=\"#1f3864\">INVOICE</font><br>\
         <b>Inv #</b> {number}<br><b>Date:</b> {date}</td></tr></table>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr>\
         <td width=\"50%\" valign=\"top\"><b>TO:</b><br>{customer}<br>{address}</td>\
         <td valign=\"top\"><b>FOR:</b><br>Professional services and supplies{po}</td></tr></table>\n\
         <p><br></p>\n\
         {table}{subtotal}{tax}{total}</table>\n\
         <p><br></p><p>Make all checks payable to {vendor}. Total due by {due}.</p>\n\
         <p align=\"center\"><b>Thank you for your business!</b></p>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        phone = p.phone,
        number = escape(&p.number),
        date = p.date,
        customer = p.customer,
        address = p.customer_address,
        subtotal = total_row("SUBTOTAL", &total_text(&p.subtotal, &p.subtotal_money, p)),
        tax = total_row(
            &format!("SALES TAX {}%", p.tax_rate),
            &total_text(&p.tax, &p.tax_money, p)
        ),
        total = total_row(
            "<b>TOTAL DUE</b>",
            &format!("<b>{}</b>", total_text(&p.total, &p.total_money, p))
        ),
        due = p.due,
    );
    document("Liberation Sans", &body)
}

/// Items per page of the line-printer invoice, which paginates itself.
const PRINTER_LINES_PER_PAGE: usize = 30;

/// A line-printer invoice from an old ERP system: capital labels, every page
/// opened by the same heading with its page number and closed by a
/// form feed, column headings underlined with dashes, "CONTINUED" at the foot
/// of all but the last page, and the totals right-aligned at the end.
pub fn line_printer(p: &Printed) -> String {
    use Column::{Left, Right};
    let pages: Vec<_> = p.lines.chunks(PRINTER_LINES_PER_PAGE).collect();
    let dashes = |columns: &[Column]| -> Vec<String> {
        columns
            .iter()
            .map(|c| match *c {
                Left(width) | Right(width) => "-".repeat(width),
            })
            .collect()
    };
    let underlined = |columns: &[Column], headings: &[&str]| {
        let rule = dashes(columns);
        let rule: Vec<&str> = rule.iter().map(String::as_str).collect();
        text_row(columns, headings) + &text_row(columns, &rule)
    };
    let head = [Left(46), Left(14), Left(16)];
    let mut order = vec![("CUSTOMER NO", p.customer_number.as_str())];
    if let Some(po) = &p.po {
        order.push(("CUST P/O NO", po));
    }
    order.extend([
        ("TERMS", "NET 30"),
        ("DUE DATE", p.due.as_str()),
        ("SHIP VIA", "UPS GROUND"),
    ]);
    let order_columns: Vec<_> = order
        .iter()
        .map(|(label, value)| Left(label.len().max(value.len())))
        .collect();
    let columns = [
        Right(3),
        Left(6),
        Left(28),
        Right(6),
        Left(3),
        Right(10),
        Right(10),
    ];
    let mut t = String::new();
    for (number, lines) in pages.iter().enumerate() {
        if number > 0 {
            t.push('\x0c');
        }
        let page = format!("{} OF {}", number + 1, pages.len());
        for (left, label, value) in [
            (p.vendor, "INVOICE", ""),
            (p.street, "INVOICE NO", p.number.as_str()),
            (p.city, "INVOICE DATE", p.date.as_str()),
            ("", "PAGE", page.as_str()),
        ] {
            t.push_str(&text_row(&head, &[left, label, value]));
        }
        t.push_str(&format!(
            "\nSOLD TO  {}\n         {}\n\n",
            p.customer, p.customer_address
        ));
        let labels: Vec<_> = order.iter().map(|(label, _)| *label).collect();
        let values: Vec<_> = order.iter().map(|(_, value)| *value).collect();
        t.push_str(&underlined(&order_columns, &labels));
        t.push_str(&text_row(&order_columns, &values));
        t.push('\n');
        t.push_str(&underlined(
            &columns,
            &[
                "LN",
                "ITEM",
                "DESCRIPTION",
                "QTY",
                "U/M",
                "UNIT PRICE",
                "EXTENSION",
            ],
        ));
        for l in lines.iter() {
            t.push_str(&text_row(
                &columns,
                &[
                    &l.position,
                    &l.code,
                    &l.description,
                    &l.quantity,
                    l.unit,
                    &l.unit_price,
                    &l.amount,
                ],
            ));
        }
        if number + 1 < pages.len() {
            t.push_str(&format!("\n{:>78}\n", "*** CONTINUED ON NEXT PAGE ***"));
        }
    }
    let totals = [Left(46), Left(16), Right(12)];
    t.push_str(&text_row(&totals, &["", "", "------------"]));
    let rate = format!("SALES TAX {}%", p.tax_rate);
    let total = format!("TOTAL {}", p.currency);
    for (label, value) in [
        ("MERCHANDISE", &p.subtotal),
        (rate.as_str(), &p.tax),
        (total.as_str(), &p.total),
    ] {
        t.push_str(&text_row(&totals, &["", label, value]));
    }
    t.push_str(&text_row(&totals, &["", "", "============"]));
    t.push_str(&format!(
        "\nREMIT TO: {}, {}, {}\n\
         PAST DUE BALANCES ARE SUBJECT TO A SERVICE CHARGE OF 1.5% PER MONTH.\n",
        p.vendor, p.street, p.city
    ));
    t
}

/// A plain-text invoice as sent in the body of an e-mail: "Label: value"
/// lines, then each item as its own block of labelled lines, the blocks
/// separated by blank lines, and the totals the same way.
pub fn item_blocks(p: &Printed) -> String {
    let field = |label: &str, value: &str| {
        let label = format!("{label}:");
        format!("{label:<17}{value}\n")
    };
    let mut t = format!(
        "{}\n{}, {}\nVAT registration: {}\n\nINVOICE\n\n",
        p.vendor, p.street, p.city, p.vat_id
    );
    t.push_str(&field("Invoice number", &p.number));
    t.push_str(&field("Date of issue", &p.date));
    t.push_str(&field("Payment due", &p.due));
    if let Some(po) = &p.po {
        t.push_str(&field("Your reference", po));
    }
    t.push_str(&field("Account", &p.customer_number));
    t.push_str(&field("Currency", p.currency));
    t.push_str(&format!(
        "\nInvoice to:\n{}\n{}\n\nItems\n=====\n",
        p.customer, p.customer_address
    ));
    for l in &p.lines {
        t.push_str(&format!(
            "\n{}. {}\n   Product code:  {}\n   Quantity:      {}\n   Unit price:    {}\n   Line total:    {}\n",
            l.position, l.description, l.code, l.quantity, l.unit_price, l.amount
        ));
    }
    t.push_str("\nTotals\n======\n\n");
    t.push_str(&field("Net amount", &p.subtotal));
    t.push_str(&field(&format!("VAT {}%", p.tax_rate), &p.tax));
    t.push_str(&field("Balance due", &p.total));
    let (sort_code, account) = p.sort_code_and_account();
    t.push_str(&format!(
        "\nPlease pay by bank transfer to sort code {sort_code}, account {account},\n\
         quoting the invoice number. Thank you for your custom.\n"
    ));
    t
}

/// A Scandinavian-style invoice in English: only the name at the top, the
/// customer beside an information box ("Invoice date", "Client order ref.",
/// "Our reference"), the totals as a row of labels over amounts ("Excl. VAT
/// / VAT / Incl. VAT / Amount payable") and every company detail in a
/// four-column block at the very bottom.
pub fn vendor_footer(p: &Printed) -> String {
    const TINT: &str = "#e3ecf7";
    let mut info = vec![
        ("Invoice no.", p.number.clone()),
        ("Invoice date", p.date.clone()),
        ("Due date", p.due.clone()),
        ("Customer no.", p.customer_number.clone()),
        ("Our reference", "Accounts receivable".to_string()),
    ];
    if let Some(po) = &p.po {
        info.push(("Client order ref.", po.clone()));
    }
    info.extend([
        ("Terms of payment", "30 days net".to_string()),
        ("Late payment interest", "8 %".to_string()),
    ]);
    let customer = ["<b>Invoice address</b>", p.customer, p.customer_address];
    let info: String = info
        .into_iter()
        .enumerate()
        .map(|(i, (k, v))| {
            format!(
                "<tr><td width=\"50%\">{}</td><td bgcolor=\"{TINT}\"><font size=\"2\">{k}</font></td>\
                 <td bgcolor=\"{TINT}\"><font size=\"2\">{}</font></td></tr>",
                customer.get(i).unwrap_or(&""),
                escape(&v)
            )
        })
        .collect();
    let table = items(
        p,
        &[
            ("Art. no.", false),
            ("Description", false),
            ("Qty", true),
            ("Unit", false),
            ("Price each", true),
            ("Amount", true),
        ],
        |i, c| {
            let l = &p.lines[i];
            match c {
                0 => l.code.clone(),
                1 => l.description.clone(),
                2 => l.quantity.clone(),
                3 => l.unit.to_string(),
                4 => l.unit_price.clone(),
                _ => l.amount.clone(),
            }
        },
        TINT,
    );
    let small = |text: &str| format!("<font size=\"1\">{text}</font>");
    let body = format!(
        "<table width=\"100%\" cellpadding=\"0\" cellspacing=\"0\"><tr>\
         <td valign=\"top\"><font size=\"5\" color=\"#1d4e89\"><b>{vendor}</b></font></td>\
         <td valign=\"top\" align=\"right\"><font size=\"5\">INVOICE</font></td></tr></table>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\">{info}</table>\n\
         <p><br></p><p>Amounts in {cur}.</p>\n\
         {table}<p></p>\n\
         <table width=\"100%\" border=\"1\" cellpadding=\"4\" cellspacing=\"0\">\
         <tr><td bgcolor=\"{TINT}\" align=\"right\">{excl_label}</td><td bgcolor=\"{TINT}\" align=\"right\">{vat_label}</td>\
         <td bgcolor=\"{TINT}\" align=\"right\">{incl_label}</td><td bgcolor=\"#1d4e89\" align=\"right\"><font size=\"1\" color=\"#ffffff\"><b>Amount payable {cur}</b></font></td></tr>\
         <tr><td align=\"right\">{subtotal}</td><td align=\"right\">{tax}</td><td align=\"right\">{total}</td>\
         <td align=\"right\"><b>{total}</b></td></tr></table>\n\
         <p>Please pay by {due} to IBAN {iban}, quoting invoice no. {number}.</p>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr>\
         <td valign=\"top\">{address_label}<br>{vendor}<br>{street}<br>{city}</td>\
         <td valign=\"top\">{phone_label}<br>{phone}</td>\
         <td valign=\"top\">{vat_id_label}<br>{vat}</td>\
         <td valign=\"top\">{bank_label}<br>IBAN {iban}</td></tr></table>",
        vendor = escape(p.vendor),
        cur = p.currency,
        excl_label = small("Excl. VAT"),
        vat_label = small(&format!("VAT {} %", p.tax_rate)),
        incl_label = small("Incl. VAT"),
        subtotal = p.subtotal,
        tax = p.tax,
        total = p.total,
        due = p.due,
        iban = p.iban,
        number = escape(&p.number),
        address_label = small("Address"),
        street = p.street,
        city = p.city,
        phone_label = small("Telephone"),
        phone = p.phone,
        vat_id_label = small("VAT reg. no."),
        vat = p.vat_id,
        bank_label = small("Bank"),
    );
    document("Liberation Sans", &body)
}

/// A utility-style bill: the account number, bill date, invoice number and
/// due date in a box at the top right, an account summary of this period's
/// charges before the detail, the charges table, and the same figures again
/// as "Total current charges" under it.
pub fn account_summary(p: &Printed) -> String {
    const SHADE: &str = "#fff3cd";
    let mut account = vec![
        ("Account Number", p.customer_number.clone()),
        ("Invoice Number", p.number.clone()),
        ("Bill Date", p.date.clone()),
        ("Due", p.due.clone()),
    ];
    if let Some(po) = &p.po {
        account.push(("Customer PO", po.clone()));
    }
    let letterhead = [
        format!("<font size=\"5\"><b>{}</b></font>", escape(p.vendor)),
        p.street.to_string(),
        p.city.to_string(),
        format!("Customer service {}", p.phone),
    ];
    let header: String = (0..letterhead.len().max(account.len()))
        .map(|i| {
            let (label, value) = account
                .get(i)
                .map(|(k, v)| (k.to_string(), format!("<b>{}</b>", escape(v))))
                .unwrap_or_default();
            format!(
                "<tr><td width=\"58%\">{}</td><td bgcolor=\"{SHADE}\">{label}</td>\
                 <td bgcolor=\"{SHADE}\" align=\"right\">{value}</td></tr>",
                letterhead.get(i).map(String::as_str).unwrap_or("")
            )
        })
        .collect();
    let subtotal = total_text(&p.subtotal, &p.subtotal_money, p);
    let tax = total_text(&p.tax, &p.tax_money, p);
    let total = total_text(&p.total, &p.total_money, p);
    let table = items(
        p,
        &[
            ("Service / Item", false),
            ("Units", true),
            ("Rate", true),
            ("Charge", true),
        ],
        |i, c| {
            let l = &p.lines[i];
            match c {
                0 => l.description.clone(),
                1 => l.quantity.clone(),
                2 => l.unit_price_money.clone(),
                _ => l.amount_money.clone(),
            }
        },
        SHADE,
    );
    let body = format!(
        "<table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\">{header}</table>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\"><tr>\
         <td width=\"50%\" valign=\"top\"><font size=\"1\">SERVICE FOR</font><br>{customer}<br>{address}</td>\
         <td valign=\"top\"><font size=\"1\">QUESTIONS ABOUT YOUR BILL?</font><br>Call {phone}, Monday to Friday, 8am to 6pm.</td>\
         </tr></table>\n\
         <p><br></p>\n\
         <p><font size=\"4\"><b>Account Summary</b></font></p>\n\
         <table width=\"60%\" border=\"1\" cellpadding=\"4\" cellspacing=\"0\">\
         <tr><td>Charges this period</td><td align=\"right\">{subtotal}</td></tr>\
         <tr><td>Taxes ({rate}%)</td><td align=\"right\">{tax}</td></tr>\
         <tr><td bgcolor=\"{SHADE}\"><b>Total Amount Due by {due}</b></td><td bgcolor=\"{SHADE}\" align=\"right\"><b>{total}</b></td></tr>\
         </table>\n\
         <p><br></p>\n\
         <p><font size=\"4\"><b>Detail of Current Charges</b></font></p>\n\
         {table}<p></p>\n\
         <table width=\"50%\" align=\"right\" cellpadding=\"3\" cellspacing=\"0\">\
         <tr><td>Total charges before tax</td><td align=\"right\">{subtotal}</td></tr>\
         <tr><td>Sales tax {rate}%</td><td align=\"right\">{tax}</td></tr>\
         <tr><td><b>Total current charges</b></td><td align=\"right\"><b>{total}</b></td></tr></table>\n\
         <p><br></p><p><br></p>\n\
         <p><b>Ways to pay</b><br>Online with your account number, or by phone at {phone}.<br>\
         By mail: make checks payable to {vendor}<br>\
         Please pay the total amount due by {due} to avoid a late fee.</p>",
        customer = p.customer,
        address = p.customer_address,
        phone = p.phone,
        rate = p.tax_rate,
        due = p.due,
        vendor = escape(p.vendor),
    );
    document("DejaVu Sans", &body)
}

/// An accounts package's plain-text export: capital labels followed by
/// colons, the items as a table drawn with pipes and plus signs, and the
/// totals in a boxed block of their own at the right.
pub fn pipe_table(p: &Printed) -> String {
    use Column::{Left, Right};
    let field = |label: &str, value: &str| {
        let label = format!("{label}:");
        format!("{label:<20}{value}\n")
    };
    let mut t = format!(
        "{}\n{}\n{}\nVAT REG NO: {}\n\nSALES INVOICE\n\n",
        p.vendor, p.street, p.city, p.vat_id
    );
    t.push_str(&field("INVOICE NO", &p.number));
    t.push_str(&field("INVOICE DATE", &p.date));
    t.push_str(&field("DUE DATE", &p.due));
    if let Some(po) = &p.po {
        t.push_str(&field("CUSTOMER ORDER NO", po));
    }
    t.push_str(&field("ACCOUNT", &p.customer_number));
    t.push_str(&field("CURRENCY", p.currency));
    t.push_str(&format!(
        "\nINVOICE TO:\n{}\n{}\n\n",
        p.customer, p.customer_address
    ));
    let rule = |columns: &[Column]| {
        let dashes: Vec<String> = columns
            .iter()
            .map(|c| match *c {
                Left(w) | Right(w) => "-".repeat(w + 2),
            })
            .collect();
        format!("+{}+\n", dashes.join("+"))
    };
    let separated = |columns: &[Column], cells: &[&str]| {
        let cells: Vec<String> = columns
            .iter()
            .zip(cells)
            .map(|(column, text)| match *column {
                Left(width) => format!(" {text:<width$} "),
                Right(width) => format!(" {text:>width$} "),
            })
            .collect();
        format!("|{}|\n", cells.join("|"))
    };
    let columns = [Left(6), Left(28), Right(5), Right(10), Right(12)];
    t.push_str(&rule(&columns));
    t.push_str(&separated(
        &columns,
        &["CODE", "DESCRIPTION", "QTY", "PRICE", "NET"],
    ));
    t.push_str(&rule(&columns));
    for l in &p.lines {
        t.push_str(&separated(
            &columns,
            &[
                &l.code,
                &l.description,
                &l.quantity,
                &l.unit_price,
                &l.amount,
            ],
        ));
    }
    t.push_str(&rule(&columns));
    t.push('\n');
    let totals = [Left(22), Right(12)];
    let rate = format!("VAT @ {}%", p.tax_rate);
    let indent = " ".repeat(rule(&columns).len() - rule(&totals).len());
    t.push_str(&format!("{indent}{}", rule(&totals)));
    for (label, value) in [
        ("NET TOTAL", &p.subtotal),
        (rate.as_str(), &p.tax),
        ("INVOICE TOTAL", &p.total),
    ] {
        t.push_str(&format!("{indent}{}", separated(&totals, &[label, value])));
    }
    t.push_str(&format!("{indent}{}", rule(&totals)));
    let (sort_code, account) = p.sort_code_and_account();
    t.push_str(&format!(
        "\nPAYMENT TERMS: 30 DAYS FROM INVOICE DATE\n\
         BANK: SORT CODE {sort_code}  ACCOUNT {account}\n"
    ));
    t
}

/// A Dutch or Belgian bookkeeping tool's text invoice in English, printed on
/// letterhead paper: the customer at the left and "Label : value" lines at
/// the right ("Ref. no.", "Pay before"), each item as "quantity x
/// description" with the price each and line total, "Excl. VAT / VAT / Incl.
/// VAT" totals, and the company's own details only in the block at the end.
pub fn quantity_times(p: &Printed) -> String {
    use Column::{Left, Right};
    let mut info = vec![
        ("Ref. no.", p.number.as_str()),
        ("Invoice date", p.date.as_str()),
        ("Pay before", p.due.as_str()),
        ("Customer no.", p.customer_number.as_str()),
    ];
    if let Some(po) = &p.po {
        info.push(("Client order ref.", po));
    }
    let address = ["", p.customer, p.customer_address];
    // The first page is printed on letterhead paper, whose top is left blank.
    let mut t = format!("{}{:>76}\n\n", "\n".repeat(9), "INVOICE");
    for i in 0..address.len().max(info.len()) {
        let detail = info
            .get(i)
            .map(|(label, value)| format!("{label:<17} : {value}"))
            .unwrap_or_default();
        t.push_str(&text_row(
            &[Left(38), Left(38)],
            &[address.get(i).copied().unwrap_or(""), &detail],
        ));
    }
    t.push_str(&format!("\nAll amounts in {}.\n\n", p.currency));
    let columns = [Right(5), Left(1), Left(30), Right(12), Right(13)];
    t.push_str(&text_row(
        &columns,
        &["Qty", "", "Description", "Price each", "Line total"],
    ));
    t.push_str(&format!("{}\n", "-".repeat(69)));
    for l in &p.lines {
        t.push_str(&text_row(
            &columns,
            &[&l.quantity, "x", &l.description, &l.unit_price, &l.amount],
        ));
    }
    t.push_str(&format!("{}\n", "-".repeat(69)));
    let totals = [Left(36), Left(16), Right(13)];
    let rate = format!("VAT {}%", p.tax_rate);
    for (label, value) in [
        ("Excl. VAT", &p.subtotal),
        (rate.as_str(), &p.tax),
        ("Incl. VAT", &p.total),
    ] {
        t.push_str(&text_row(&totals, &["", label, value]));
    }
    t.push_str(&format!(
        "\nWe kindly request you to pay the amount incl. VAT before {} to\n\
         IBAN {}, stating the reference number.\n\n\
         {}\n{} | {} | {}\nVAT no. {} | IBAN {}\n",
        p.due,
        p.iban,
        "=".repeat(69),
        p.vendor,
        p.street,
        p.city,
        p.vat_id,
        p.iban
    ));
    t
}

// A fourth round of seven, written the same way without looking at
// the extractor; held out at first, then trained on.

/// An Italian-style fattura in English: "Invoice no. … of …" as the heading,
/// supplier and customer in two boxes with their VAT numbers, a strip of
/// document data with its labels above the values, items with a VAT %
/// column, a VAT summary of taxable amount and tax, the document total, and
/// a payment schedule with the due date and the amount.
pub fn fattura(p: &Printed) -> String {
    let party = |title: &str, lines: &[String]| {
        format!(
            "<td width=\"50%\" valign=\"top\"><font size=\"1\">{title}</font><br>{}</td>",
            lines.join("<br>")
        )
    };
    let supplier = party(
        "SUPPLIER",
        &[
            format!("<b>{}</b>", escape(p.vendor)),
            p.street.to_string(),
            p.city.to_string(),
            format!("VAT no. {}", p.vat_id),
        ],
    );
    let customer = party(
        "CUSTOMER",
        &[
            format!("<b>{}</b>", p.customer),
            p.customer_address.to_string(),
            format!("Customer code {}", p.customer_number),
        ],
    );
    let mut data = vec![
        ("Document type", "Invoice".to_string()),
        ("Number", p.number.clone()),
        ("Date", p.date.clone()),
        ("Currency", p.currency.to_string()),
    ];
    if let Some(po) = &p.po {
        data.push(("Order ref.", po.clone()));
    }
    let labels: String = data
        .iter()
        .map(|(k, _)| format!("<td bgcolor=\"#eeeeee\"><font size=\"1\">{k}</font></td>"))
        .collect();
    let values: String = data
        .iter()
        .map(|(_, v)| format!("<td>{}</td>", escape(v)))
        .collect();
    let rate = p.tax_rate.to_string();
    let table = items(
        p,
        &[
            ("Code", false),
            ("Description", false),
            ("U.M.", false),
            ("Qty", true),
            ("Unit price", true),
            ("Amount", true),
            ("VAT %", true),
        ],
        |i, c| {
            let l = &p.lines[i];
            match c {
                0 => l.code.clone(),
                1 => l.description.clone(),
                2 => l.unit.to_string(),
                3 => l.quantity.clone(),
                4 => l.unit_price.clone(),
                5 => l.amount.clone(),
                _ => rate.clone(),
            }
        },
        "#eeeeee",
    );
    let body = format!(
        "<p><font size=\"5\"><b>INVOICE no. {number} of {date}</b></font></p>\n\
         <table width=\"100%\" border=\"1\" cellpadding=\"4\" cellspacing=\"0\"><tr>{supplier}{customer}</tr></table>\n\
         <p><br></p>\n\
         <table width=\"100%\" border=\"1\" cellpadding=\"3\" cellspacing=\"0\"><tr>{labels}</tr><tr>{values}</tr></table>\n\
         <p><br></p>\n{table}<p><br></p>\n\
         <table width=\"100%\" border=\"1\" cellpadding=\"3\" cellspacing=\"0\">\
         <tr><td bgcolor=\"#eeeeee\">VAT rate</td><td bgcolor=\"#eeeeee\" align=\"right\">Taxable amount</td>\
         <td bgcolor=\"#eeeeee\" align=\"right\">VAT</td><td bgcolor=\"#eeeeee\">VAT collectability</td></tr>\
         <tr><td>{rate} %</td><td align=\"right\">{subtotal}</td><td align=\"right\">{tax}</td>\
         <td>Immediate</td></tr></table>\n\
         <p><br></p>\n\
         <table width=\"100%\" border=\"1\" cellpadding=\"3\" cellspacing=\"0\">\
         <tr><td bgcolor=\"#eeeeee\" align=\"right\">Total taxable amount</td>\
         <td bgcolor=\"#eeeeee\" align=\"right\">Total VAT</td>\
         <td bgcolor=\"#eeeeee\" align=\"right\"><b>TOTAL DOCUMENT</b></td></tr>\
         <tr><td align=\"right\">{subtotal_total}</td><td align=\"right\">{tax_total}</td>\
         <td align=\"right\"><b>{total_total}</b></td></tr></table>\n\
         <p><br></p><p><b>Payment schedule</b></p>\n\
         <table width=\"100%\" border=\"1\" cellpadding=\"3\" cellspacing=\"0\">\
         <tr><td bgcolor=\"#eeeeee\">Method</td><td bgcolor=\"#eeeeee\">IBAN</td>\
         <td bgcolor=\"#eeeeee\">Due date</td><td bgcolor=\"#eeeeee\" align=\"right\">Amount</td></tr>\
         <tr><td>Bank transfer</td><td>{iban}</td><td>{due}</td><td align=\"right\">{total}</td></tr></table>",
        number = escape(&p.number),
        date = p.date,
        subtotal = p.subtotal,
        tax = p.tax,
        total = p.total,
        subtotal_total = total_text(&p.subtotal, &p.subtotal_money, p),
        tax_total = total_text(&p.tax, &p.tax_money, p),
        total_total = total_text(&p.total, &p.total_money, p),
        iban = p.iban,
        due = p.due,
    );
    document("Liberation Sans", &body)
}

/// A US distributor's ERP invoice: "Sold To" and "Remit To" boxes, the
/// invoice data in a ruled box at the top right, items with a discount
/// column (no discount given) and a tax code column, a tax summary by code,
/// and "Taxable sales / Sales tax / Invoice total" under it.
pub fn tax_code(p: &Printed) -> String {
    let mut data = vec![
        ("Invoice Date", p.date.clone()),
        ("Invoice No.", p.number.clone()),
        ("Payment Due", p.due.clone()),
    ];
    if let Some(po) = &p.po {
        data.push(("Customer PO", po.clone()));
    }
    data.push(("Account", p.customer_number.clone()));
    let data: String = data
        .into_iter()
        .map(|(k, v)| {
            format!(
                "<tr><td bgcolor=\"#dde4ea\"><b>{k}</b></td><td align=\"right\">{}</td></tr>",
                escape(&v)
            )
        })
        .collect();
    let table = items(
        p,
        &[
            ("Item", false),
            ("Description", false),
            ("Qty", true),
            ("Unit Price", true),
            ("Disc %", true),
            ("Tax", false),
            ("Ext. Amount", true),
        ],
        |i, c| {
            let l = &p.lines[i];
            match c {
                0 => l.code.clone(),
                1 => l.description.clone(),
                2 => l.quantity.clone(),
                3 => l.unit_price.clone(),
                4 => "0%".to_string(),
                5 => "T".to_string(),
                _ => l.amount.clone(),
            }
        },
        "#dde4ea",
    );
    let body = format!(
        "<table width=\"100%\" cellpadding=\"0\" cellspacing=\"0\"><tr>\
         <td valign=\"top\"><font size=\"5\"><b>{vendor}</b></font><br>{street}<br>{city}<br>Tel {phone}</td>\
         <td valign=\"top\" width=\"42%\"><p align=\"right\"><font size=\"5\">Invoice</font></p>\
         <table width=\"100%\" border=\"1\" cellpadding=\"2\" cellspacing=\"0\">{data}</table></td></tr></table>\n\
         <p><br></p>\n\
         <table width=\"100%\" border=\"1\" cellpadding=\"4\" cellspacing=\"0\"><tr>\
         <td width=\"50%\" valign=\"top\"><b>Sold To</b><br>{customer}<br>{address}</td>\
         <td valign=\"top\"><b>Remit To</b><br>{vendor}<br>Accounts Receivable<br>{street}<br>{city}</td></tr></table>\n\
         <p>All amounts in {currency}.</p>\n\
         {table}<p></p>\n\
         <table width=\"100%\" cellpadding=\"0\" cellspacing=\"0\"><tr>\
         <td valign=\"top\" width=\"52%\"><b>Tax summary</b>\
         <table width=\"95%\" border=\"1\" cellpadding=\"2\" cellspacing=\"0\">\
         <tr><td>Code</td><td>Description</td><td align=\"right\">Rate</td><td align=\"right\">Tax</td></tr>\
         <tr><td>T</td><td>Taxable</td><td align=\"right\">{rate}%</td><td align=\"right\">{tax}</td></tr>\
         <tr><td>N</td><td>Non-taxable</td><td align=\"right\">0%</td><td align=\"right\"></td></tr></table></td>\
         <td valign=\"top\"><table width=\"100%\" border=\"1\" cellpadding=\"3\" cellspacing=\"0\">\
         <tr><td>Taxable sales</td><td align=\"right\">{subtotal_total}</td></tr>\
         <tr><td>Sales tax</td><td align=\"right\">{tax_total}</td></tr>\
         <tr><td bgcolor=\"#dde4ea\"><b>Invoice total</b></td><td bgcolor=\"#dde4ea\" align=\"right\"><b>{total_total}</b></td></tr>\
         </table></td></tr></table>\n\
         <p><br></p><p><font size=\"2\">Please include the invoice number with your payment. \
         A finance charge may apply to balances past due.</font></p>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        phone = p.phone,
        customer = p.customer,
        address = p.customer_address,
        currency = p.currency,
        rate = p.tax_rate,
        tax = p.tax,
        subtotal_total = total_text(&p.subtotal, &p.subtotal_money, p),
        tax_total = total_text(&p.tax, &p.tax_money, p),
        total_total = total_text(&p.total, &p.total_money, p),
    );
    document("Liberation Sans", &body)
}

/// Rows of boxes drawn with `+ - |` as on pre-printed continuous stationery,
/// each box holding its label above its value; a box is `width` characters
/// inside, and numbers sit at its right edge.
fn form_boxes(rows: &[&[(&str, &str)]], width: usize, numbers: bool) -> String {
    let rule = |boxes: usize| format!("+{}+\n", vec!["-".repeat(width + 2); boxes].join("+"));
    let line = |texts: Vec<&str>, right: bool| {
        let cells: Vec<String> = texts
            .into_iter()
            .map(|text| {
                if right {
                    format!(" {text:>width$} ")
                } else {
                    format!(" {text:<width$} ")
                }
            })
            .collect();
        format!("|{}|\n", cells.join("|"))
    };
    let mut t = String::new();
    let mut above = 0;
    for row in rows {
        t.push_str(&rule(above.max(row.len())));
        t.push_str(&line(row.iter().map(|(label, _)| *label).collect(), false));
        t.push_str(&line(
            row.iter().map(|(_, value)| *value).collect(),
            numbers,
        ));
        above = row.len();
    }
    t.push_str(&rule(above));
    t
}

/// Item lines per sheet of continuous stationery on the dot-matrix invoice.
const FORM_LINES_PER_SHEET: usize = 20;

/// A continuous-form invoice from a dot-matrix printer: on every sheet the
/// supplier's heading centred as if pre-printed with the sheet number, the
/// invoice data in boxes drawn with `+ - |` and each label above its value,
/// and items in columns under dashed headings with no rules between them;
/// the totals in a row of boxes on the last sheet only.
pub fn continuous_form(p: &Printed) -> String {
    use Column::{Left, Right};
    let mut fields = vec![
        ("INVOICE NO", p.number.as_str()),
        ("DATE / TAX POINT", p.date.as_str()),
        ("ACCOUNT NO", p.customer_number.as_str()),
    ];
    if let Some(po) = &p.po {
        fields.push(("YOUR ORDER NO", po));
    }
    fields.extend([("PAYMENT DUE", p.due.as_str()), ("CURRENCY", p.currency)]);
    let field_rows: Vec<&[(&str, &str)]> = fields.chunks(3).collect();
    let columns = [Right(8), Left(6), Left(28), Right(11), Right(12)];
    let dashes: Vec<String> = [8, 6, 28, 11, 12].iter().map(|&w| "-".repeat(w)).collect();
    let dashes: Vec<&str> = dashes.iter().map(String::as_str).collect();
    let sheets: Vec<_> = p.lines.chunks(FORM_LINES_PER_SHEET).collect();
    let mut t = String::new();
    for (index, sheet) in sheets.iter().enumerate() {
        if index > 0 {
            t.push('\x0c');
        }
        t.push_str(&format!(
            "{:>70}\n{:^70}\n{:^70}\n{:^70}\n\n{:^70}\n\n",
            format!("SHEET {} OF {}", index + 1, sheets.len()),
            p.vendor,
            format!("{}, {}", p.street, p.city),
            format!("TEL {}   VAT REG {}", p.phone, p.vat_id),
            "*** I N V O I C E ***"
        ));
        t.push_str(&form_boxes(&field_rows, 20, false));
        t.push_str(&format!(
            "\nINVOICE TO:  {}\n             {}\n\n",
            p.customer, p.customer_address
        ));
        t.push_str(&text_row(
            &columns,
            &[
                "QUANTITY",
                "STOCK",
                "DESCRIPTION",
                "UNIT PRICE",
                "GOODS VALUE",
            ],
        ));
        t.push_str(&text_row(&columns, &dashes));
        for l in *sheet {
            t.push_str(&text_row(
                &columns,
                &[
                    &l.quantity,
                    &l.code,
                    &l.description,
                    &l.unit_price,
                    &l.amount,
                ],
            ));
        }
        if index + 1 < sheets.len() {
            t.push_str(&format!("\n{:>70}\n", "CONTINUED ON NEXT SHEET"));
        }
    }
    t.push('\n');
    let rate = format!("VAT @ {}%", p.tax_rate);
    let totals: [(&str, &str); 3] = [
        ("GOODS VALUE", &p.subtotal),
        (&rate, &p.tax),
        ("INVOICE TOTAL", &p.total),
    ];
    t.push_str(&form_boxes(&[&totals], 20, true));
    let (sort_code, account) = p.sort_code_and_account();
    t.push_str(&format!(
        "\nE. & O.E.   PAYMENT BY BACS TO SORT CODE {sort_code} ACCOUNT {account}\n\
         GOODS REMAIN OUR PROPERTY UNTIL PAID FOR IN FULL.\n"
    ));
    t
}

/// A plain-text invoice as sent in the body of an e-mail: mail headers, a
/// letter whose sentences carry the invoice date, order and due date, each
/// item as "description ..... amount" with the quantity and price each on
/// the line beneath, and the totals with dot leaders.
pub fn email(p: &Printed) -> String {
    let leader = |label: &str, value: &str| {
        let dots = 66usize.saturating_sub(label.len() + value.len());
        format!("  {label} {} {value}\n", ".".repeat(dots))
    };
    let order = match &p.po {
        Some(po) => format!("for your order {po}"),
        None => "for the following supplies and services".to_string(),
    };
    let mut t = format!(
        "From:    Accounts Receivable, {vendor}\nTo:      {customer}\n\
         Subject: Invoice {number}\n\n\
         Dear Sir or Madam,\n\n\
         please find below our invoice {number} of {date}\n{order}.\n\
         All amounts are in {currency}.\n\n",
        vendor = p.vendor,
        customer = p.customer,
        number = p.number,
        date = p.date,
        currency = p.currency,
    );
    for l in &p.lines {
        t.push_str(&leader(&l.description, &l.amount));
        t.push_str(&format!("      {} x {}\n", l.quantity, l.unit_price));
    }
    t.push_str(&format!("  {}\n", "-".repeat(68)));
    t.push_str(&leader("Net amount", &p.subtotal));
    t.push_str(&leader(&format!("VAT {}%", p.tax_rate), &p.tax));
    t.push_str(&leader("Total", &p.total));
    t.push_str(&format!(
        "\nPlease transfer the total by {due} to IBAN {iban},\n\
         quoting the invoice number as the payment reference.\n\n\
         Kind regards\n\nAccounts Receivable\n{vendor}\n{street} · {city}\nVAT ID {vat}\n",
        due = p.due,
        iban = p.iban,
        vendor = p.vendor,
        street = p.street,
        city = p.city,
        vat = p.vat_id,
    ));
    t
}

// A fifth round of seven, written the same way without looking at
// the extractor; held out at first, then trained on.

/// An exporter's commercial invoice: a grid of numbered boxes (exporter,
/// invoice number and date in one box, buyer's order, consignee, countries,
/// terms of delivery and payment), goods with their item number and country
/// of origin, the values in the currency of sale, and a signed declaration.
pub fn commercial_invoice(p: &Printed) -> String {
    let cell = |label: &str, value: &str, attributes: &str| {
        format!("<td valign=\"top\"{attributes}><font size=\"1\">{label}</font><br>{value}</td>")
    };
    let order = match &p.po {
        Some(po) => cell("3. Buyer's order no.", &escape(po), ""),
        None => cell("3. Other references", "Shipped on open account", ""),
    };
    let grid = format!(
        "<table width=\"100%\" border=\"1\" cellpadding=\"4\" cellspacing=\"0\">\n\
         <tr>{exporter}{invoice}{order}</tr>\n\
         <tr>{consignee}{currency}{account}</tr>\n\
         <tr>{origin}{destination}{terms}</tr></table>\n",
        exporter = cell(
            "1. Exporter",
            &format!(
                "<b>{}</b><br>{}<br>{}<br>VAT reg. {}",
                escape(p.vendor),
                p.street,
                p.city,
                p.vat_id
            ),
            " width=\"40%\""
        ),
        invoice = cell(
            "2. Invoice no. and date",
            &format!("{}<br>{}", escape(&p.number), p.date),
            ""
        ),
        consignee = cell(
            "4. Consignee",
            &format!("{}<br>{}", p.customer, p.customer_address),
            ""
        ),
        currency = cell("5. Currency of sale", p.currency, ""),
        account = cell("6. Customer account", &p.customer_number, ""),
        origin = cell(
            "7. Country of origin of goods",
            "United Kingdom",
            " width=\"40%\""
        ),
        destination = cell(
            "8. Country of final destination",
            "As consignee address",
            ""
        ),
        terms = cell(
            "9. Terms of delivery and payment",
            &format!("DAP, payment due {}", p.due),
            ""
        ),
    );
    let table = items(
        p,
        &[
            ("Item no.", false),
            ("Description of goods", false),
            ("Origin", false),
            ("Quantity", true),
            ("Unit", false),
            ("Unit value", true),
            ("Total value", true),
        ],
        |i, c| {
            let l = &p.lines[i];
            match c {
                0 => l.code.clone(),
                1 => l.description.clone(),
                2 => "GB".to_string(),
                3 => l.quantity.clone(),
                4 => l.unit.to_string(),
                5 => l.unit_price.clone(),
                _ => l.amount.clone(),
            }
        },
        "#e6e6e6",
    );
    let body = format!(
        "<p align=\"center\"><font size=\"5\"><b>COMMERCIAL INVOICE</b></font></p>\n\
         {grid}<p></p>\n{table}\n\
         <table width=\"100%\" border=\"1\" cellpadding=\"3\" cellspacing=\"0\">\
         <tr><td width=\"70%\" align=\"right\">Total value of goods</td><td align=\"right\">{subtotal}</td></tr>\
         <tr><td align=\"right\">VAT at {rate}%</td><td align=\"right\">{tax}</td></tr>\
         <tr><td align=\"right\" bgcolor=\"#e6e6e6\"><b>Invoice total</b></td>\
         <td align=\"right\" bgcolor=\"#e6e6e6\"><b>{total}</b></td></tr></table>\n\
         <p><br></p>\n\
         <p><font size=\"2\">We hereby certify that the information on this invoice is true and correct and \
         that the contents of this shipment are as stated above.</font></p>\n\
         <p>Signature: ______________________ &nbsp;&nbsp; Name: Export Administration, {vendor}</p>",
        subtotal = total_text(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = total_text(&p.tax, &p.tax_money, p),
        total = total_text(&p.total, &p.total_money, p),
        vendor = escape(p.vendor),
    );
    document("Liberation Sans", &body)
}

/// A US law or consulting firm's bill: a centred serif letterhead, the
/// client and matter at the left and the bill data at the right of one flat
/// table, every fee entry dated, a "Summary of current charges", and the due
/// date only in the closing remittance line.
pub fn matter_bill(p: &Printed) -> String {
    let client = [
        format!("<b>{}</b>", p.customer),
        p.customer_address.to_string(),
        format!("Client No. {}", p.customer_number),
        "Matter: General business matters".to_string(),
    ];
    let mut data = vec![
        ("Invoice No.", p.number.clone()),
        ("Invoice Date", p.date.clone()),
    ];
    if let Some(po) = &p.po {
        data.push(("Your P.O. No.", po.clone()));
    }
    let header: String = client
        .iter()
        .zip(data.iter().map(Some).chain(std::iter::repeat(None)))
        .map(|(line, datum)| {
            let (label, value) = datum.map_or(("", String::new()), |(k, v)| (*k, escape(v)));
            format!("<tr><td width=\"58%\">{line}</td><td>{label}</td><td>{value}</td></tr>")
        })
        .collect();
    let table = items(
        p,
        &[
            ("Date", false),
            ("Description", false),
            ("Hours / Qty", true),
            ("Rate", true),
            ("Amount", true),
        ],
        |i, c| {
            let l = &p.lines[i];
            match c {
                0 => p.date.clone(),
                1 => l.description.clone(),
                2 => l.quantity.clone(),
                3 => l.unit_price_money.clone(),
                _ => l.amount_money.clone(),
            }
        },
        "#ffffff",
    );
    let body = format!(
        "<p align=\"center\"><font size=\"5\">{vendor}</font><br>\
         <font size=\"2\">{street} &middot; {city} &middot; {phone}</font></p>\n\
         <hr>\n\
         <table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\">{header}</table>\n\
         <p><br></p><p><b>For professional services rendered and costs advanced</b></p>\n\
         {table}<p></p>\n\
         <p><b>Summary of current charges</b></p>\n\
         <table width=\"60%\" cellpadding=\"2\" cellspacing=\"0\">\
         <tr><td>Current fees and costs</td><td align=\"right\">{subtotal}</td></tr>\
         <tr><td>Sales tax ({rate}%)</td><td align=\"right\">{tax}</td></tr>\
         <tr><td><b>Total current charges</b></td><td align=\"right\"><b>{total}</b></td></tr></table>\n\
         <p><br></p>\n\
         <p><font size=\"2\">Payment is due on or before {due}. Please return a copy of this page with your \
         remittance, or pay by wire quoting invoice {number}. Questions about this bill may be directed to \
         our billing department at {phone}.</font></p>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        phone = p.phone,
        subtotal = total_text(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = total_text(&p.tax, &p.tax_money, p),
        total = total_text(&p.total, &p.total_money, p),
        due = p.due,
        number = escape(&p.number),
    );
    document("Liberation Serif", &body)
}

/// Items per page of the two-line sales invoice, which paginates itself.
const TWO_LINE_ITEMS_PER_PAGE: usize = 20;

/// A UK accounts package's sales invoice in plain text: the invoice data in
/// a block at the top right repeated on every page, each item on two lines
/// (product code and description, then quantity, price, net amount and VAT
/// code beneath), and the totals after the last item only.
pub fn two_line_items(p: &Printed) -> String {
    use Column::{Left, Right};
    let head = [Left(40), Left(14), Left(20)];
    let first = [Left(12), Left(40)];
    let second = [Left(12), Right(9), Right(11), Right(13), Left(4)];
    let rule = format!("{}\n", "-".repeat(74));
    let pages: Vec<_> = p.lines.chunks(TWO_LINE_ITEMS_PER_PAGE).collect();
    let mut data = vec![
        ("Invoice No.", p.number.as_str()),
        ("Tax Date", p.date.as_str()),
        ("Account Ref", p.customer_number.as_str()),
    ];
    if let Some(po) = &p.po {
        data.push(("Order No.", po));
    }
    data.extend([("Due Date", p.due.as_str()), ("Currency", p.currency)]);
    let vat_reg = format!("VAT Reg No. {}", p.vat_id);
    let mut t = String::new();
    for (index, lines) in pages.iter().enumerate() {
        if index > 0 {
            t.push('\x0c');
        }
        let page = format!("{} of {}", index + 1, pages.len());
        t.push_str(&text_row(&head, &[p.vendor, "SALES INVOICE", ""]));
        let sender = [p.street, p.city, &p.phone, &vat_reg];
        for (i, (label, value)) in data.iter().chain([&("Page", page.as_str())]).enumerate() {
            t.push_str(&text_row(
                &head,
                &[sender.get(i).copied().unwrap_or(""), label, value],
            ));
        }
        t.push_str(&format!(
            "\nInvoice Address:\n{}\n{}\n\n",
            p.customer, p.customer_address
        ));
        t.push_str(&text_row(&first, &["Product Code", "Description"]));
        t.push_str(&text_row(
            &second,
            &["", "Quantity", "Unit Price", "Net Amount", "VAT"],
        ));
        t.push_str(&rule);
        for l in *lines {
            t.push_str(&text_row(&first, &[&l.code, &l.description]));
            t.push_str(&text_row(
                &second,
                &["", &l.quantity, &l.unit_price, &l.amount, "T1"],
            ));
        }
        t.push_str(&rule);
        if index + 1 < pages.len() {
            t.push_str(&format!("{:>74}\n", "Continued on next page"));
        }
    }
    let totals = [Left(40), Left(20), Right(14)];
    let vat = format!("Total VAT @ {}%", p.tax_rate);
    for (label, value) in [
        ("Total Net", &p.subtotal),
        (vat.as_str(), &p.tax),
        ("INVOICE TOTAL", &p.total),
    ] {
        t.push_str(&text_row(&totals, &["", label, value]));
    }
    let (sort_code, account) = p.sort_code_and_account();
    t.push_str(&format!(
        "\nVAT code T1 = standard rate {}%.\n\
         Terms: strictly 30 days. Please pay by BACS to sort code {sort_code},\n\
         account {account}, quoting the invoice number.\n",
        p.tax_rate
    ));
    t
}

/// One row of a table drawn with box-drawing characters: each cell padded
/// by a space on both sides and the cells divided by vertical bars.
fn frame_row(columns: &[Column], cells: &[&str]) -> String {
    let cells: Vec<String> = columns
        .iter()
        .zip(cells)
        .map(|(column, text)| match *column {
            Column::Left(width) => format!(" {text:<width$} "),
            Column::Right(width) => format!(" {text:>width$} "),
        })
        .collect();
    format!("│{}│\n", cells.join("│"))
}

/// A horizontal rule across a box-drawn table: `corners` are the left end,
/// the crossing under each divider and the right end, `line` the rule itself.
fn frame_rule(columns: &[Column], corners: [char; 3], line: char) -> String {
    let segments: Vec<String> = columns
        .iter()
        .map(|column| match *column {
            Column::Left(width) | Column::Right(width) => line.to_string().repeat(width + 2),
        })
        .collect();
    let [left, divider, right] = corners;
    format!("{left}{}{right}\n", segments.join(&divider.to_string()))
}

/// Items per page of the box-drawn invoice, which paginates itself.
const BOX_DRAWN_ITEMS_PER_PAGE: usize = 24;

/// An invoice from a DOS-era European order-entry program, printed as text
/// with the box-drawing characters of its code page: on every page the
/// customer and the invoice data side by side in one frame and the items in
/// a ruled grid; the totals in a frame of their own with a double rule above
/// the total, after the last item.
pub fn box_drawing(p: &Printed) -> String {
    use Column::{Left, Right};
    let header = [Left(32), Left(34)];
    let columns = [Right(3), Left(28), Right(6), Right(10), Right(12)];
    let pages: Vec<_> = p.lines.chunks(BOX_DRAWN_ITEMS_PER_PAGE).collect();
    let customer_number = format!("Customer no. {}", p.customer_number);
    let customer = [p.customer, p.customer_address, "", &customer_number];
    let mut t = String::new();
    for (index, lines) in pages.iter().enumerate() {
        if index > 0 {
            t.push('\x0c');
        }
        let mut data = vec![
            "INVOICE".to_string(),
            format!("{:<15}{}", "Number", p.number),
            format!("{:<15}{}", "Date", p.date),
            format!("{:<15}{}", "Due date", p.due),
        ];
        if let Some(po) = &p.po {
            data.push(format!("{:<15}{po}", "Your order"));
        }
        data.extend([
            format!("{:<15}{}", "Currency", p.currency),
            format!("{:<15}{}/{}", "Page", index + 1, pages.len()),
        ]);
        t.push_str(&format!(
            "{}\n{} · {}\nVAT ID {} · Tel. {}\n\n",
            p.vendor, p.street, p.city, p.vat_id, p.phone
        ));
        t.push_str(&frame_rule(&header, ['┌', '┬', '┐'], '─'));
        for i in 0..data.len().max(customer.len()) {
            t.push_str(&frame_row(
                &header,
                &[
                    customer.get(i).copied().unwrap_or(""),
                    data.get(i).map_or("", String::as_str),
                ],
            ));
        }
        t.push_str(&frame_rule(&header, ['└', '┴', '┘'], '─'));
        t.push('\n');
        t.push_str(&frame_rule(&columns, ['┌', '┬', '┐'], '─'));
        t.push_str(&frame_row(
            &columns,
            &["Pos", "Description", "Qty", "Unit price", "Amount"],
        ));
        t.push_str(&frame_rule(&columns, ['├', '┼', '┤'], '─'));
        for l in *lines {
            t.push_str(&frame_row(
                &columns,
                &[
                    &l.position,
                    &l.description,
                    &l.quantity,
                    &l.unit_price,
                    &l.amount,
                ],
            ));
        }
        t.push_str(&frame_rule(&columns, ['└', '┴', '┘'], '─'));
        if index + 1 < pages.len() {
            t.push_str(&format!(
                "{:>75}\n",
                format!("Continued on page {}", index + 2)
            ));
        }
    }
    t.push('\n');
    let totals = [Left(20), Right(12)];
    let indent = " ".repeat(40);
    let vat = format!("VAT {} %", p.tax_rate);
    let total = format!("Total {}", p.currency);
    for line in [
        frame_rule(&totals, ['┌', '┬', '┐'], '─'),
        frame_row(&totals, &["Net amount", &p.subtotal]),
        frame_row(&totals, &[&vat, &p.tax]),
        frame_rule(&totals, ['╞', '╪', '╡'], '═'),
        frame_row(&totals, &[&total, &p.total]),
        frame_rule(&totals, ['└', '┴', '┘'], '─'),
    ] {
        t.push_str(&indent);
        t.push_str(&line);
    }
    t.push_str(&format!(
        "\nPayment within 30 days without deduction, by {} at the latest.\n\
         Bank transfer to IBAN {}, quoting the invoice number.\n",
        p.due, p.iban
    ));
    t
}

/// A Dutch factuur from a small bookkeeping package, in Dutch: the company
/// name at the left and "FACTUUR" at the right, the customer beside a block
/// of "Factuurnummer / Factuurdatum / Vervaldatum / Klantnummer / Uw
/// referentie", the quantity first in the items ("Aantal / Omschrijving /
/// Prijs / Btw / Totaal"), "Subtotaal / Btw / Totaal" at the right, a
/// sentence asking for the total by the due date, and the chamber of
/// commerce, VAT and bank details across the bottom.
pub fn factuur(p: &Printed) -> String {
    const ACCENT: &str = "#0b6e4f";
    let date = date_in(&p.date, Language::Dutch);
    let due = date_in(&p.due, Language::Dutch);
    let mut data = vec![
        ("Factuurnummer", p.number.clone()),
        ("Factuurdatum", date),
        ("Vervaldatum", due.clone()),
        ("Klantnummer", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        data.push(("Uw referentie", po.clone()));
    }
    let customer = [
        p.customer,
        "t.a.v. crediteurenadministratie",
        p.customer_address,
    ];
    let head: String = data
        .into_iter()
        .enumerate()
        .map(|(i, (k, v))| {
            format!(
                "<tr><td width=\"52%\">{}</td><td width=\"20%\"><font size=\"2\" color=\"#555555\">{k}</font></td>\
                 <td><font size=\"2\">{}</font></td></tr>",
                customer.get(i).unwrap_or(&""),
                escape(&v)
            )
        })
        .collect();
    let rate = format!("{}%", p.tax_rate);
    let mut table =
        String::from("<table width=\"100%\" cellpadding=\"4\" cellspacing=\"0\">\n<tr>");
    for (label, width, right) in [
        ("Aantal", 10, false),
        ("Omschrijving", 44, false),
        ("Prijs", 16, true),
        ("Btw", 10, true),
        ("Totaal", 20, true),
    ] {
        let align = if right { " align=\"right\"" } else { "" };
        table.push_str(&format!(
            "<td width=\"{width}%\"{align} style=\"border-bottom: 1px solid {ACCENT}\">\
             <font color=\"{ACCENT}\"><b>{label}</b></font></td>"
        ));
    }
    table.push_str("</tr>\n");
    for l in &p.lines {
        table.push_str(&format!(
            "<tr><td>{}</td><td>{}</td><td align=\"right\">{}</td>\
             <td align=\"right\">{rate}</td><td align=\"right\">{}</td></tr>\n",
            l.quantity,
            escape(&l.description),
            l.unit_price_money,
            l.amount_money
        ));
    }
    table.push_str("</table>\n");
    let total = total_text(&p.total, &p.total_money, p);
    let small = |text: &str| format!("<font size=\"1\" color=\"#555555\">{text}</font>");
    let body = format!(
        "<table width=\"100%\" cellpadding=\"0\" cellspacing=\"0\"><tr>\
         <td valign=\"top\"><font size=\"5\" color=\"{ACCENT}\"><b>{vendor}</b></font><br>\
         <font size=\"2\">{street}<br>{city}</font></td>\
         <td valign=\"top\" align=\"right\"><font size=\"6\" color=\"{ACCENT}\">FACTUUR</font></td></tr></table>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\">{head}</table>\n\
         <p><br></p>\n{table}\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\">\
         <tr><td width=\"54%\"></td><td>Subtotaal</td><td align=\"right\">{subtotal}</td></tr>\
         <tr><td></td><td>Btw {rate}</td><td align=\"right\">{tax}</td></tr>\
         <tr><td></td><td style=\"border-top: 1px solid {ACCENT}\"><b>Totaal</b></td>\
         <td align=\"right\" style=\"border-top: 1px solid {ACCENT}\"><b>{total}</b></td></tr></table>\n\
         <p><br></p>\n\
         <p>Wij verzoeken u vriendelijk het totaalbedrag van {total} vóór {due} over te maken op \
         rekeningnummer {iban} ten name van {vendor}, onder vermelding van het factuurnummer {number}.</p>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr>\
         <td>{vendor_small}</td><td>{kvk}</td><td>{btw}</td><td>{bank}</td></tr></table>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        subtotal = total_text(&p.subtotal, &p.subtotal_money, p),
        tax = total_text(&p.tax, &p.tax_money, p),
        iban = p.iban,
        number = escape(&p.number),
        vendor_small = small(&format!("{} · {}, {}", escape(p.vendor), p.street, p.city)),
        kvk = small(&format!("KvK {}", &p.vat_id[2..10])),
        btw = small(&format!("Btw-id {}", p.vat_id)),
        bank = small(&format!("IBAN {}", p.iban)),
    );
    document("Liberation Sans", &body)
}

/// A trade supplier's monthly account invoice: every delivery made to
/// the account that month, each line carrying its delivery note number and
/// product code; the account number, invoice number, date, the customer's
/// order number and the payment due date in a ruled box at the right,
/// invoice and delivery addresses side by side, a VAT code column with its
/// key under the items, and "Total Goods / VAT / Invoice Total" in a ruled
/// box.
pub fn delivery_notes(p: &Printed) -> String {
    const SHADE: &str = "#fde9d9";
    let mut data = vec![
        ("Account No.", p.customer_number.clone()),
        ("Invoice No.", p.number.clone()),
        ("Invoice Date", p.date.clone()),
    ];
    if let Some(po) = &p.po {
        data.push(("Your Order No.", po.clone()));
    }
    data.push(("Payment Due", p.due.clone()));
    let invoice_to = ["<b>Invoice To:</b>", p.customer, p.customer_address];
    let delivered_to = ["<b>Delivered To:</b>", p.customer, p.customer_address];
    let head: String = data
        .into_iter()
        .enumerate()
        .map(|(i, (k, v))| {
            format!(
                "<tr><td width=\"28%\" valign=\"top\">{}</td><td width=\"28%\" valign=\"top\">{}</td>\
                 <td width=\"18%\" bgcolor=\"{SHADE}\"><font size=\"2\"><b>{k}</b></font></td>\
                 <td><font size=\"2\">{}</font></td></tr>",
                invoice_to.get(i).unwrap_or(&""),
                delivered_to.get(i).unwrap_or(&""),
                escape(&v)
            )
        })
        .collect();
    let account: u32 = p.customer_number.parse().unwrap_or(0);
    let vat_code = if p.tax_rate == 0 { "Z" } else { "S" };
    let table = items(
        p,
        &[
            ("Delivery Note", false),
            ("Product", false),
            ("Description", false),
            ("Qty", true),
            ("Unit", false),
            ("Price", true),
            ("Net", true),
            ("VAT", false),
        ],
        |i, c| {
            let l = &p.lines[i];
            // Two lines to a delivery, as the driver dropped them off.
            let note = 400_000 + account % 50_000 + u32::try_from(i / 2).unwrap_or(0) * 37;
            match c {
                0 => format!("DN{note}"),
                1 => l.code.clone(),
                2 => l.description.clone(),
                3 => l.quantity.clone(),
                4 => if l.unit == "h" { "HR" } else { "EA" }.to_string(),
                5 => l.unit_price.clone(),
                6 => l.amount.clone(),
                _ => vat_code.to_string(),
            }
        },
        SHADE,
    );
    let (sort_code, bank_account) = p.sort_code_and_account();
    let body = format!(
        "<table width=\"100%\" cellpadding=\"0\" cellspacing=\"0\"><tr>\
         <td valign=\"top\"><font size=\"5\" color=\"#9c3d10\"><b>{vendor}</b></font><br>\
         <font size=\"2\">Trade Accounts Department<br>{street}, {city}<br>Tel. {phone} · VAT Reg. No. {vat}</font></td>\
         <td valign=\"top\" align=\"right\"><font size=\"5\"><b>INVOICE</b></font><br>\
         <font size=\"2\">Monthly account invoice</font></td></tr></table>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\">{head}</table>\n\
         <p><br></p>\n\
         <p>Goods delivered to your account, as signed for on the delivery notes below. Prices in {currency}.</p>\n\
         {table}\
         <p><font size=\"1\">VAT code {vat_code} = {rate}%</font></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\">\
         <tr><td width=\"56%\"></td><td bgcolor=\"{SHADE}\">Total Goods</td><td align=\"right\">{subtotal}</td></tr>\
         <tr><td></td><td bgcolor=\"{SHADE}\">VAT @ {rate}%</td><td align=\"right\">{tax}</td></tr>\
         <tr><td></td><td bgcolor=\"{SHADE}\"><b>Invoice Total</b></td><td align=\"right\"><b>{total}</b></td></tr></table>\n\
         <p><br></p>\n\
         <p><font size=\"2\">Payment is due by {due}. Please pay by BACS to sort code {sort_code}, account {bank_account}, \
         quoting your account number {account_no}.<br>Claims for shortages or damage must be made within 48 hours of delivery. \
         Goods remain our property until paid for in full.</font></p>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        phone = p.phone,
        vat = p.vat_id,
        currency = p.currency,
        rate = p.tax_rate,
        subtotal = total_text(&p.subtotal, &p.subtotal_money, p),
        tax = total_text(&p.tax, &p.tax_money, p),
        total = total_text(&p.total, &p.total_money, p),
        due = p.due,
        account_no = p.customer_number,
    );
    document("Liberation Sans", &body)
}

/// Items per page of the German text invoice, which paginates itself.
const CARRIED_ITEMS_PER_PAGE: usize = 25;

/// A German plain-text Rechnung from an order-entry program, in German: the
/// sender line over the address with the reference block beside it
/// ("Rechnung Nr.", "Datum", "Kunden-Nr.", "Ihre Bestellung", "Seite"),
/// positions with article number and unit, and on a long invoice the running
/// total carried from the foot of each page ("Übertrag auf Seite 2") to the
/// head of the next ("Übertrag von Seite 1"); "Nettobetrag / zzgl. MwSt. /
/// Rechnungsbetrag" after the last position only.
pub fn carried_forward(p: &Printed) -> String {
    use Column::{Left, Right};
    let head = [Left(40), Left(16), Left(18)];
    let columns = [
        Right(3),
        Left(7),
        Left(24),
        Right(5),
        Left(3),
        Right(11),
        Right(11),
    ];
    let carry = [Left(50), Right(24)];
    let rule = format!("{}\n", "-".repeat(76));
    let date = date_in(&p.date, Language::German);
    let due = date_in(&p.due, Language::German);
    let pages: Vec<_> = p.lines.chunks(CARRIED_ITEMS_PER_PAGE).collect();
    let mut carried = 0;
    let mut t = String::new();
    for (index, lines) in pages.iter().enumerate() {
        let page = format!("{} von {}", index + 1, pages.len());
        if index == 0 {
            t.push_str(&format!("{} · {} · {}\n\n", p.vendor, p.street, p.city));
            let mut data = vec![
                ("Rechnung Nr.", p.number.as_str()),
                ("Datum", date.as_str()),
                ("Kunden-Nr.", p.customer_number.as_str()),
            ];
            if let Some(po) = &p.po {
                data.push(("Ihre Bestellung", po));
            }
            data.push(("Seite", page.as_str()));
            let address = [p.customer, p.customer_address];
            for (i, (label, value)) in data.iter().enumerate() {
                t.push_str(&text_row(
                    &head,
                    &[address.get(i).copied().unwrap_or(""), label, value],
                ));
            }
            t.push_str(
                "\n\nRECHNUNG\n\nSehr geehrte Damen und Herren,\n\
                 für unsere Lieferungen und Leistungen berechnen wir Ihnen:\n\n",
            );
        } else {
            t.push('\x0c');
            t.push_str(&text_row(
                &head,
                &[p.vendor, "Rechnung Nr.", p.number.as_str()],
            ));
            t.push_str(&text_row(&head, &["", "Datum", date.as_str()]));
            t.push_str(&text_row(&head, &["", "Seite", page.as_str()]));
            t.push('\n');
        }
        t.push_str(&text_row(
            &columns,
            &[
                "Pos",
                "Art.-Nr",
                "Bezeichnung",
                "Menge",
                "ME",
                "Einzelpreis",
                "Gesamtpreis",
            ],
        ));
        t.push_str(&rule);
        if index > 0 {
            t.push_str(&text_row(
                &carry,
                &[
                    &format!("Übertrag von Seite {index}:"),
                    &p.bare_number(carried),
                ],
            ));
            t.push('\n');
        }
        for l in *lines {
            let unit = if l.unit == "h" { "Std" } else { "Stk" };
            t.push_str(&text_row(
                &columns,
                &[
                    &l.position,
                    &l.code,
                    &l.description,
                    &l.quantity,
                    unit,
                    &l.unit_price,
                    &l.amount,
                ],
            ));
            carried += l.amount_cents;
        }
        t.push_str(&rule);
        if index + 1 < pages.len() {
            t.push_str(&text_row(
                &carry,
                &[
                    &format!("Übertrag auf Seite {}:", index + 2),
                    &p.bare_number(carried),
                ],
            ));
        }
    }
    let totals = [Left(40), Left(20), Right(12)];
    let vat = format!("zzgl. {} % MwSt.", p.tax_rate);
    let total = format!("Rechnungsbetrag {}", p.currency);
    t.push_str(&text_row(&totals, &["", "Nettobetrag", &p.subtotal]));
    t.push_str(&text_row(&totals, &["", &vat, &p.tax]));
    t.push_str(&format!("{:42}{}\n", "", "=".repeat(34)));
    t.push_str(&text_row(&totals, &["", &total, &p.total]));
    t.push_str(&format!(
        "\nAlle Beträge in {cur}. Zahlbar bis zum {due} ohne Abzug.\n\
         Bitte geben Sie bei Zahlung die Rechnungsnummer an.\n\n\
         Bankverbindung: IBAN {iban}\n\
         USt-IdNr.: {vat_id} · Telefon {phone}\n",
        cur = p.currency,
        iban = p.iban,
        vat_id = p.vat_id,
        phone = p.phone,
    ));
    t
}

/// Writer's default tab stops in a plain-text document stand 1.25 cm apart
/// and Liberation Mono at 10 pt advances 6 pt a character; both in 1/254 pt.
const TAB_STOP: usize = 9000;
const MONO_CHARACTER: usize = 6 * 254;

/// One line typed with tab characters: each cell starts at its tab stop
/// (counted from the left margin), reached with as many tabs as the typist
/// pressed to line it up on the printed page, and at least one.
fn tabbed(cells: &[(usize, &str)]) -> String {
    let mut line = String::new();
    let mut position = 0;
    for &(stop, text) in cells {
        if stop > 0 {
            let passed = position / TAB_STOP;
            let tabs = stop.saturating_sub(passed).max(1);
            line.push_str(&"\t".repeat(tabs));
            position = (passed + tabs) * TAB_STOP;
        }
        line.push_str(text);
        position += text.chars().count() * MONO_CHARACTER;
    }
    line + "\n"
}

/// A small US business's invoice typed in a text editor with tab characters
/// and saved as plain text: the vendor with "INVOICE" tabbed out to the
/// right, "Label:" and value pairs lined up on a tab stop, items whose
/// columns start at tab stops (so the money is aligned at its left edge, not
/// its right), dashes typed as rules, and the totals tabbed under the money.
pub fn tabbed_text(p: &Printed) -> String {
    let mut t = tabbed(&[(0, p.vendor), (10, "INVOICE")]);
    t.push_str(&format!("{}\n{}\nPhone: {}\n\n", p.street, p.city, p.phone));
    let mut data = vec![
        ("Invoice Number:", p.number.as_str()),
        ("Invoice Date:", p.date.as_str()),
        ("Due Date:", p.due.as_str()),
    ];
    if let Some(po) = &p.po {
        data.push(("P.O. Number:", po));
    }
    for (label, value) in data {
        t.push_str(&tabbed(&[(0, label), (3, value)]));
    }
    t.push_str(&format!(
        "\nBill To:\n{}\n{}\n\n",
        p.customer, p.customer_address
    ));
    let rule = format!("{}\n", "-".repeat(72));
    t.push_str(&tabbed(&[
        (0, "Qty"),
        (1, "Description"),
        (7, "Unit Price"),
        (10, "Amount"),
    ]));
    t.push_str(&rule);
    for l in &p.lines {
        t.push_str(&tabbed(&[
            (0, &l.quantity),
            (1, &l.description),
            (7, &l.unit_price_money),
            (10, &l.amount_money),
        ]));
    }
    t.push_str(&rule);
    let tax = format!("Sales Tax ({}%)", p.tax_rate);
    for (label, value) in [
        ("Subtotal", &p.subtotal_money),
        (tax.as_str(), &p.tax_money),
        ("TOTAL DUE", &p.total_money),
    ] {
        t.push_str(&tabbed(&[(7, label), (10, value)]));
    }
    if p.bare {
        t.push_str(&format!("\nAll amounts are in {}.\n", p.currency));
    }
    t.push_str(&format!(
        "\nPayment is due by {}. Please make checks payable to {}\n\
         and write the invoice number on your check.\n\nThank you for your business!\n",
        p.due, p.vendor
    ));
    t
}

/// A whole number written out in English words, as on a cheque:
/// 4231 is "four thousand two hundred thirty-one".
fn in_words(n: i64) -> String {
    const ONES: [&str; 20] = [
        "zero",
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
        "thirteen",
        "fourteen",
        "fifteen",
        "sixteen",
        "seventeen",
        "eighteen",
        "nineteen",
    ];
    const TENS: [&str; 10] = [
        "", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
    ];
    let below_thousand = |n: i64| -> String {
        let mut words = Vec::new();
        if n >= 100 {
            words.push(format!("{} hundred", ONES[(n / 100) as usize]));
        }
        let rest = n % 100;
        if rest >= 20 {
            let ten = TENS[(rest / 10) as usize];
            words.push(match rest % 10 {
                0 => ten.to_string(),
                one => format!("{ten}-{}", ONES[one as usize]),
            });
        } else if rest > 0 || n == 0 {
            words.push(ONES[rest as usize].to_string());
        }
        words.join(" ")
    };
    let mut words = Vec::new();
    for (scale, name) in [
        (1_000_000_000, "billion"),
        (1_000_000, "million"),
        (1_000, "thousand"),
    ] {
        if n / scale % 1000 > 0 {
            words.push(format!("{} {name}", below_thousand(n / scale % 1000)));
        }
    }
    if n % 1000 > 0 || n == 0 {
        words.push(below_thousand(n % 1000));
    }
    words.join(" ")
}

/// "Four thousand two hundred thirty-one dollars and 15/100", from a printed
/// amount (whatever its separators, it has two decimals).
fn amount_in_words(printed: &str, currency: &str) -> String {
    let digits: String = printed.chars().filter(char::is_ascii_digit).collect();
    let cents: i64 = digits.parse().unwrap_or(0);
    let unit = match currency {
        "USD" => "dollars",
        "GBP" => "pounds",
        "EUR" => "euros",
        _ => "francs",
    };
    let words = in_words(cents / 100);
    let mut chars = words.chars();
    let capital: String = chars
        .next()
        .map(|c| c.to_ascii_uppercase())
        .into_iter()
        .chain(chars)
        .collect();
    format!("{capital} {unit} and {:02}/100", cents % 100)
}

/// A consultant's invoice from a word-processor template: a full-width
/// coloured banner with the business name and "INVOICE" in white, "BILL TO"
/// beside right-aligned "Invoice No.: / Invoice Date: / Due Date: / P.O.
/// No.:" in one flat table, items with alternate rows shaded, the totals
/// with "TOTAL DUE" in the banner colour, the total repeated in words as on a
/// cheque, and a closing band of contact details.
pub fn colour_banner(p: &Printed) -> String {
    const BANNER: &str = "#1f4e79";
    const PALE: &str = "#dde8f3";
    let mut data = vec![
        ("Invoice No.:", p.number.clone()),
        ("Invoice Date:", p.date.clone()),
        ("Due Date:", p.due.clone()),
    ];
    if let Some(po) = &p.po {
        data.push(("P.O. No.:", po.clone()));
    }
    let bill_to = [
        format!("<font color=\"{BANNER}\"><b>BILL TO</b></font>"),
        format!("<b>{}</b>", p.customer),
        p.customer_address.to_string(),
        "Attn: Accounts Payable".to_string(),
    ];
    let rows = data.len().max(bill_to.len());
    let head: String = (0..rows)
        .map(|i| {
            let (k, v) = data
                .get(i)
                .map_or(("", String::new()), |(k, v)| (*k, escape(v)));
            format!(
                "<tr><td width=\"50%\">{}</td><td width=\"25%\" align=\"right\"><b>{k}</b></td>\
                 <td align=\"right\">{v}</td></tr>",
                bill_to.get(i).map_or("", String::as_str)
            )
        })
        .collect();
    let mut table =
        String::from("<table width=\"100%\" cellpadding=\"5\" cellspacing=\"0\">\n<tr>");
    for (label, width, right) in [
        ("DESCRIPTION", 52, false),
        ("QTY", 14, true),
        ("RATE", 16, true),
        ("AMOUNT", 18, true),
    ] {
        let align = if right { " align=\"right\"" } else { "" };
        table.push_str(&format!(
            "<td width=\"{width}%\" bgcolor=\"{BANNER}\"{align}><font color=\"#ffffff\"><b>{label}</b></font></td>"
        ));
    }
    table.push_str("</tr>\n");
    for (i, l) in p.lines.iter().enumerate() {
        let shade = if i % 2 == 1 {
            format!(" bgcolor=\"{PALE}\"")
        } else {
            String::new()
        };
        table.push_str(&format!(
            "<tr><td{shade}>{}</td><td{shade} align=\"right\">{}</td>\
             <td{shade} align=\"right\">{}</td><td{shade} align=\"right\">{}</td></tr>\n",
            escape(&l.description),
            l.quantity,
            l.unit_price_money,
            l.amount_money
        ));
    }
    table.push_str("</table>\n");
    let total = total_text(&p.total, &p.total_money, p);
    let body = format!(
        "<table width=\"100%\" cellpadding=\"12\" cellspacing=\"0\"><tr>\
         <td bgcolor=\"{BANNER}\" valign=\"middle\"><font size=\"6\" color=\"#ffffff\"><b>{vendor}</b></font><br>\
         <font size=\"2\" color=\"#ffffff\">{street} · {city} · {phone}</font></td>\
         <td bgcolor=\"{BANNER}\" align=\"right\" valign=\"middle\"><font size=\"7\" color=\"#ffffff\">INVOICE</font></td>\
         </tr></table>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\">{head}</table>\n\
         <p><br></p>\n{table}\
         <table width=\"100%\" cellpadding=\"5\" cellspacing=\"0\">\
         <tr><td width=\"60%\"></td><td>Subtotal</td><td align=\"right\">{subtotal}</td></tr>\
         <tr><td></td><td>Sales Tax ({rate}%)</td><td align=\"right\">{tax}</td></tr>\
         <tr><td></td><td bgcolor=\"{BANNER}\"><font color=\"#ffffff\"><b>TOTAL DUE</b></font></td>\
         <td bgcolor=\"{BANNER}\" align=\"right\"><font color=\"#ffffff\"><b>{total}</b></font></td></tr></table>\n\
         <p><b>Amount in words:</b> {words}</p>\n\
         <p>Please make checks payable to {vendor}, or pay by wire transfer to account {iban}. \
         Payment is due by {due}.</p>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"6\" cellspacing=\"0\"><tr><td bgcolor=\"{PALE}\" align=\"center\">\
         <font size=\"2\">Thank you for your business! · Questions about this invoice? Call {phone} · Tax ID {vat}</font>\
         </td></tr></table>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        phone = p.phone,
        subtotal = total_text(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = total_text(&p.tax, &p.tax_money, p),
        words = amount_in_words(&p.total, p.currency),
        iban = p.iban,
        due = p.due,
        vat = p.vat_id,
    );
    document("Liberation Sans", &body)
}

/// A Swedish faktura from a small-business accounting service, in Swedish:
/// the company name at the left and "FAKTURA" at the right, the customer in
/// the address window beside "Fakturadatum / Fakturanr / Kundnr /
/// Förfallodatum / Ert ordernr / Vår referens / Valuta", items as "Artikelnr
/// / Benämning / Antal / Enhet / À-pris / Belopp", the totals at the right
/// ("Summa exkl. moms / Moms / Öresavrundning / Att betala"), and the
/// company's address, registration, VAT and bank details in four columns at
/// the foot.
pub fn faktura(p: &Printed) -> String {
    const LINE: &str = "#4a4a4a";
    let date = date_in(&p.date, Language::Swedish);
    let due = date_in(&p.due, Language::Swedish);
    let mut data = vec![
        ("Fakturadatum", date),
        ("Fakturanr", p.number.clone()),
        ("Kundnr", p.customer_number.clone()),
        ("Förfallodatum", due.clone()),
    ];
    if let Some(po) = &p.po {
        data.push(("Ert ordernr", po.clone()));
    }
    data.push(("Vår referens", "Ekonomiavdelningen".to_string()));
    data.push(("Valuta", p.currency.to_string()));
    let customer = ["", p.customer, p.customer_address];
    let head: String = data
        .into_iter()
        .enumerate()
        .map(|(i, (k, v))| {
            format!(
                "<tr><td width=\"55%\">{}</td><td width=\"20%\"><font size=\"2\">{k}</font></td>\
                 <td><font size=\"2\"><b>{}</b></font></td></tr>",
                customer.get(i).unwrap_or(&""),
                escape(&v)
            )
        })
        .collect();
    let mut table =
        String::from("<table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\">\n<tr>");
    for (label, width, right) in [
        ("Artikelnr", 12, false),
        ("Benämning", 40, false),
        ("Antal", 10, true),
        ("Enhet", 8, true),
        ("À-pris", 14, true),
        ("Belopp", 16, true),
    ] {
        let align = if right { " align=\"right\"" } else { "" };
        table.push_str(&format!(
            "<td width=\"{width}%\"{align} style=\"border-top: 1px solid {LINE}; border-bottom: 1px solid {LINE}\">\
             <font size=\"2\"><b>{label}</b></font></td>"
        ));
    }
    table.push_str("</tr>\n");
    for l in &p.lines {
        table.push_str(&format!(
            "<tr><td>{}</td><td>{}</td><td align=\"right\">{}</td><td align=\"right\">{}</td>\
             <td align=\"right\">{}</td><td align=\"right\">{}</td></tr>\n",
            l.code,
            escape(&l.description),
            l.quantity,
            if l.unit == "h" { "tim" } else { "st" },
            l.unit_price,
            l.amount
        ));
    }
    table.push_str("</table>\n");
    let rounding = p.bare_number(0);
    let total = format!("{} {}", p.total, p.currency);
    let small = |title: &str, lines: &str| {
        format!("<td valign=\"top\"><font size=\"1\"><b>{title}</b><br>{lines}</font></td>")
    };
    let body = format!(
        "<table width=\"100%\" cellpadding=\"0\" cellspacing=\"0\"><tr>\
         <td valign=\"top\"><font size=\"5\"><b>{vendor}</b></font></td>\
         <td valign=\"top\" align=\"right\"><font size=\"5\">FAKTURA</font></td></tr></table>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\">{head}</table>\n\
         <p><br></p>\n{table}\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\">\
         <tr><td width=\"58%\"></td><td>Summa exkl. moms</td><td align=\"right\">{subtotal}</td></tr>\
         <tr><td></td><td>Moms {rate} %</td><td align=\"right\">{tax}</td></tr>\
         <tr><td></td><td>Öresavrundning</td><td align=\"right\">{rounding}</td></tr>\
         <tr><td></td><td style=\"border-top: 1px solid {LINE}\"><font size=\"4\"><b>Att betala</b></font></td>\
         <td align=\"right\" style=\"border-top: 1px solid {LINE}\"><font size=\"4\"><b>{total}</b></font></td></tr></table>\n\
         <p><br></p>\n\
         <p><font size=\"2\">Betalningsvillkor: betalas senast {due} till IBAN {iban}. \
         Ange fakturanummer {number} vid betalning. Vid betalning efter förfallodagen debiteras dröjsmålsränta enligt räntelagen.</font></p>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\" style=\"border-top: 1px solid {LINE}\"><tr>{address}{contact}{registration}{bank}</tr></table>",
        vendor = escape(p.vendor),
        subtotal = p.subtotal,
        rate = p.tax_rate,
        tax = p.tax,
        iban = p.iban,
        number = escape(&p.number),
        address = small(
            "Adress",
            &format!("{}<br>{}<br>{}", escape(p.vendor), p.street, p.city)
        ),
        contact = small("Telefon", p.phone.as_str()),
        registration = small(
            "Momsreg.nr",
            &format!("{}<br>Godkänd för F-skatt", p.vat_id)
        ),
        bank = small("Bank", &format!("IBAN {}", p.iban)),
    );
    document("Liberation Sans", &body)
}

/// Words of `text` wrapped into lines of at most `width` characters.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in text.split(' ') {
        match lines.last_mut() {
            Some(line) if line.chars().count() + 1 + word.chars().count() <= width => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    lines
}

/// A US wholesaler's invoice printed as text from a midrange order-entry
/// system: the invoice data at the right of the vendor's address, Sold To
/// beside Ship To, a strip of labels underlined with dashes over the order
/// data (customer P.O., ship via, payment due, currency), column headings
/// two lines deep ("Qty" over "Shipped", "Extended" over "Price"),
/// descriptions wrapped onto a second line in their narrow column, and the
/// totals under a short rule.
pub fn wrapped_columns(p: &Printed) -> String {
    use Column::{Left, Right};
    let head = [Left(48), Left(14), Left(16)];
    let mut t = text_row(&head, &[p.vendor, "", "INVOICE"]);
    t.push_str(&text_row(&head, &[p.street, "Invoice No.", &p.number]));
    t.push_str(&text_row(&head, &[p.city, "Invoice Date", &p.date]));
    t.push_str(&text_row(&head, &[&format!("Tel {}", p.phone), "", ""]));
    t.push('\n');
    let parties = [Left(36), Left(36)];
    t.push_str(&text_row(&parties, &["SOLD TO:", "SHIP TO:"]));
    t.push_str(&text_row(&parties, &[p.customer, p.customer]));
    t.push_str(&text_row(
        &parties,
        &[p.customer_address, p.customer_address],
    ));
    t.push('\n');
    let mut strip = vec![("Customer No.", p.customer_number.as_str())];
    if let Some(po) = &p.po {
        strip.push(("Customer P.O.", po));
    }
    strip.extend([
        ("Ship Via", "UPS Ground"),
        ("Payment Due", p.due.as_str()),
        ("Currency", p.currency),
    ]);
    let strip_columns: Vec<Column> = strip.iter().map(|_| Left(14)).collect();
    let labels: Vec<&str> = strip.iter().map(|(k, _)| *k).collect();
    let dashes: Vec<String> = strip.iter().map(|(k, _)| "-".repeat(k.len())).collect();
    let dashes: Vec<&str> = dashes.iter().map(String::as_str).collect();
    let values: Vec<&str> = strip.iter().map(|(_, v)| *v).collect();
    t.push_str(&text_row(&strip_columns, &labels));
    t.push_str(&text_row(&strip_columns, &dashes));
    t.push_str(&text_row(&strip_columns, &values));
    t.push('\n');
    let columns = [Right(4), Left(10), Left(22), Right(8), Right(10), Right(12)];
    t.push_str(&text_row(
        &columns,
        &["Line", "Item", "Description", "Qty", "Unit", "Extended"],
    ));
    t.push_str(&text_row(
        &columns,
        &["No.", "Number", "", "Shipped", "Price", "Price"],
    ));
    let rules: Vec<String> = [4, 10, 22, 8, 10, 12]
        .iter()
        .map(|w| "-".repeat(*w))
        .collect();
    let rules: Vec<&str> = rules.iter().map(String::as_str).collect();
    t.push_str(&text_row(&columns, &rules));
    for l in &p.lines {
        let description = wrap(&l.description, 22);
        t.push_str(&text_row(
            &columns,
            &[
                &l.position,
                &l.code,
                &description[0],
                &l.quantity,
                &l.unit_price,
                &l.amount,
            ],
        ));
        for more in &description[1..] {
            t.push_str(&text_row(&columns, &["", "", more]));
        }
    }
    t.push('\n');
    let totals = [Left(44), Left(18), Right(12)];
    let tax = format!("Sales Tax {}%", p.tax_rate);
    let total = format!("Invoice Total {}", p.currency);
    t.push_str(&text_row(&totals, &["", "Subtotal", &p.subtotal]));
    t.push_str(&text_row(&totals, &["", &tax, &p.tax]));
    t.push_str(&text_row(&totals, &["", "", "------------"]));
    t.push_str(&text_row(&totals, &["", &total, &p.total]));
    t.push_str(&format!(
        "\nPlease remit {} {} by {} to\n{}, {}, {}.\n\
         Reference invoice {} on your remittance. Returns require an RMA number.\n",
        p.currency, p.total, p.due, p.vendor, p.street, p.city, p.number
    ));
    t
}

/// Lines of a page of the remittance-slip invoice as Writer sets plain
/// text, and the lines its totals, terms and slip take.
const REMITTANCE_LINES_PER_PAGE: usize = 62;
const REMITTANCE_ENDING_LINES: usize = 20;

/// A UK small firm's sales invoice in plain text, with a remittance advice to
/// tear off: the letterhead centred, "SALES INVOICE", the customer at the
/// left and the invoice data at the right under labels right-aligned on
/// their colons ("Invoice No:", "Date/Tax Point:", "Account No:", "Your Order
/// No:", "Payment Due:"), "Qty / Description / Unit Price / VAT / Net
/// Amount", "Goods Total / VAT / AMOUNT DUE", and below a dashed cut line the
/// slip repeating the account, invoice number, amount and due date beside
/// the bank details; a long invoice carries its totals and slip over to a
/// continuation sheet.
pub fn remittance_slip(p: &Printed) -> String {
    use Column::{Left, Right};
    let centre = |text: &str| format!("{:^78}", text).trim_end().to_string() + "\n";
    let mut t = centre(p.vendor);
    t.push_str(&centre(&format!("{}, {}", p.street, p.city)));
    t.push_str(&centre(&format!(
        "Tel {}   VAT Reg No {}",
        p.phone, p.vat_id
    )));
    t.push('\n');
    t.push_str(&centre("SALES INVOICE"));
    t.push('\n');
    let mut data = vec![
        ("Invoice No:", p.number.as_str()),
        ("Date/Tax Point:", p.date.as_str()),
        ("Account No:", p.customer_number.as_str()),
    ];
    if let Some(po) = &p.po {
        data.push(("Your Order No:", po));
    }
    data.push(("Payment Due:", p.due.as_str()));
    let to = ["Invoice To:", p.customer, p.customer_address];
    let head = [Left(38), Right(15), Left(20)];
    for (i, (label, value)) in data.iter().enumerate() {
        t.push_str(&text_row(&head, &[to.get(i).unwrap_or(&""), label, value]));
    }
    t.push('\n');
    let columns = [Right(5), Left(30), Right(11), Right(5), Right(12)];
    t.push_str(&text_row(
        &columns,
        &["Qty", "Description", "Unit Price", "VAT", "Net Amount"],
    ));
    let rule = format!("{}\n", "=".repeat(71));
    t.push_str(&rule);
    let rate = format!("{}%", p.tax_rate);
    for l in &p.lines {
        t.push_str(&text_row(
            &columns,
            &[&l.quantity, &l.description, &l.unit_price, &rate, &l.amount],
        ));
    }
    t.push_str(&rule);
    // The totals and the slip stay together: when they would run off the
    // page, the program feeds a new sheet headed as a continuation.
    if t.lines().count() + REMITTANCE_ENDING_LINES > REMITTANCE_LINES_PER_PAGE {
        t.push('\x0c');
        t.push_str(&centre(p.vendor));
        t.push_str(&centre(&format!(
            "SALES INVOICE {} (continued) - page 2",
            p.number
        )));
        t.push('\n');
    }
    let totals = [Left(36), Left(18), Right(13)];
    let tax = format!("VAT @ {}%", p.tax_rate);
    let total = total_text(&p.total, &p.total_money, p);
    t.push_str(&text_row(
        &totals,
        &[
            "",
            "Goods Total",
            &total_text(&p.subtotal, &p.subtotal_money, p),
        ],
    ));
    t.push_str(&text_row(
        &totals,
        &["", &tax, &total_text(&p.tax, &p.tax_money, p)],
    ));
    t.push_str(&text_row(&totals, &["", "AMOUNT DUE", &total]));
    let (sort_code, account) = p.sort_code_and_account();
    t.push_str(&format!(
        "\nAll prices are in {}. Terms: strictly net, payment due by {}.\n\
         Goods remain our property until paid for in full.\n\n",
        p.currency, p.due
    ));
    t.push_str(&format!("{}\n", "- ".repeat(19) + "8<" + &" -".repeat(19)));
    t.push_str(&text_row(
        &[Left(34), Left(42)],
        &[
            "REMITTANCE ADVICE",
            "Please return this slip with your payment",
        ],
    ));
    t.push('\n');
    let slip = [Left(12), Left(26), Left(10), Left(26)];
    let street = p.street;
    let city = p.city;
    for row in [
        ["Customer:", p.customer, "Pay to:", p.vendor],
        ["Account No:", &p.customer_number, "", street],
        ["Invoice No:", &p.number, "", city],
        ["Amount Due:", &total, "", ""],
        ["Due Date:", &p.due, "Sort code", &sort_code],
        ["Amount Paid:", "....................", "Account", &account],
    ] {
        t.push_str(&text_row(&slip, &row));
    }
    t
}

// An eighth round of seven, written the same way without looking at
// the extractor; held out at first, then trained on.

/// A design-led UK invoice set on a grid with a left gutter: the whole page
/// is one flat table whose narrow first column carries every label in small
/// grey type ("To", "Invoice number", "Invoice date", "Due date", "Your
/// order", then each item's product code, then "Net amount", "VAT at …",
/// "Total due", "Payment") while the values, the items and the amounts stand
/// in the wide columns to its right, so a total's label sits at the left
/// margin and its amount at the right one.
pub fn label_gutter(p: &Printed) -> String {
    const GREY: &str = "#808080";
    const RULE: &str = "1px solid #222222";
    let gutter = |text: &str| {
        format!("<td valign=\"top\"><font size=\"2\" color=\"{GREY}\">{text}</font></td>")
    };
    let wide = |label: &str, content: &str| {
        format!(
            "<tr>{}<td colspan=\"4\" valign=\"top\">{content}</td></tr>\n",
            gutter(label)
        )
    };
    let space = "<tr><td colspan=\"5\"><font size=\"1\">&nbsp;</font></td></tr>\n";
    let mut t = String::from(
        "<table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\">\n\
         <col width=\"21%\"><col width=\"43%\"><col width=\"10%\"><col width=\"12%\"><col width=\"14%\">\n",
    );
    t.push_str(&wide(
        "",
        &format!("<font size=\"5\"><b>{}</b></font>", escape(p.vendor)),
    ));
    t.push_str(&wide(
        "",
        &format!(
            "<font size=\"2\">{} · {} · Tel. {} · VAT Reg. No. {}</font>",
            p.street, p.city, p.phone, p.vat_id
        ),
    ));
    t.push_str(space);
    t.push_str(space);
    t.push_str(&wide("", "<font size=\"5\">Invoice</font>"));
    t.push_str(space);
    t.push_str(&wide(
        "To",
        &format!("{}<br>{}", p.customer, p.customer_address),
    ));
    t.push_str(space);
    let mut data = vec![
        ("Invoice number", p.number.clone()),
        ("Invoice date", p.date.clone()),
        ("Due date", p.due.clone()),
    ];
    if let Some(po) = &p.po {
        data.push(("Your order", po.clone()));
    }
    data.push(("Account", p.customer_number.clone()));
    for (label, value) in &data {
        t.push_str(&wide(label, &escape(value)));
    }
    t.push_str(space);
    t.push_str(space);
    let heading = |text: &str, right: bool| {
        let align = if right { " align=\"right\"" } else { "" };
        format!("<td{align} style=\"border-bottom: {RULE}\"><b>{text}</b></td>")
    };
    t.push_str(&format!(
        "<tr><td style=\"border-bottom: {RULE}\"><font size=\"2\" color=\"{GREY}\">Code</font></td>{}{}{}{}</tr>\n",
        heading("Description", false),
        heading("Quantity", true),
        heading("Unit price", true),
        heading("Amount", true),
    ));
    for l in &p.lines {
        t.push_str(&format!(
            "<tr>{}<td>{}</td><td align=\"right\">{}</td><td align=\"right\">{}</td><td align=\"right\">{}</td></tr>\n",
            gutter(&l.code),
            escape(&l.description),
            l.quantity,
            l.unit_price,
            l.amount
        ));
    }
    t.push_str(space);
    let total_row = |label: &str, amount: &str, style: &str| {
        format!(
            "<tr>{}<td colspan=\"3\"{style}></td><td align=\"right\"{style}>{amount}</td></tr>\n",
            gutter(label)
        )
    };
    t.push_str(&total_row(
        "Net amount",
        &total_text(&p.subtotal, &p.subtotal_money, p),
        "",
    ));
    t.push_str(&total_row(
        &format!("VAT at {}%", p.tax_rate),
        &total_text(&p.tax, &p.tax_money, p),
        "",
    ));
    t.push_str(&total_row(
        "<b>Total due</b>",
        &format!("<b>{}</b>", total_text(&p.total, &p.total_money, p)),
        &format!(" style=\"border-top: {RULE}\""),
    ));
    t.push_str(space);
    t.push_str(space);
    let (sort_code, account) = p.sort_code_and_account();
    t.push_str(&wide(
        "Payment",
        &format!(
            "Please pay by {} by bank transfer to {}, sort code {sort_code}, account {account}, \
             quoting invoice number {}.",
            p.due,
            escape(p.vendor),
            escape(&p.number)
        ),
    ));
    t.push_str(&wide(
        "Currency",
        &format!("All amounts are in {}.", p.currency),
    ));
    t.push_str(&wide(
        "Company",
        &format!(
            "<font size=\"2\">{} is registered in England and Wales. Registered office: {}, {}.</font>",
            escape(p.vendor),
            p.street,
            p.city
        ),
    ));
    t.push_str("</table>\n");
    document("Liberation Sans", &t)
}

/// A US contractor's progress billing from a word-processor template: the
/// letterhead beside a shaded block of "Invoice No. / Invoice Date /
/// Application No. / Period To / Payment Due / Customer PO", the owner
/// beside the project, the work billed this period as a schedule of values,
/// "Work completed this period / Sales tax / Amount due this application",
/// then the contract status with its own sums (contract, earlier
/// applications, balance to finish) and the contractor's certification with
/// signature lines.
pub fn progress_billing(p: &Printed) -> String {
    const TINT: &str = "#e7eef7";
    const INK: &str = "#1d3f6e";
    let account: i64 = p.customer_number.parse().unwrap_or(0);
    let application = account % 6 + 2;
    let this_period: i64 = p.lines.iter().map(|l| l.amount_cents).sum();
    let previous = this_period * (application - 1) * 9 / 8;
    let balance = this_period * 3 / 2;
    let contract = previous + this_period + balance;
    let application = application.to_string();
    let vat_digits: String = p.vat_id.chars().filter(char::is_ascii_digit).collect();
    let letterhead = [
        format!(
            "<font size=\"5\" color=\"{INK}\"><b>{}</b></font>",
            escape(p.vendor)
        ),
        p.street.to_string(),
        p.city.to_string(),
        format!("Tel. {}", p.phone),
        format!("Contractor's License No. {}", &vat_digits[..7]),
    ];
    let mut data = vec![
        ("Invoice No.", p.number.clone()),
        ("Invoice Date", p.date.clone()),
        ("Application No.", application.clone()),
        ("Period To", p.date.clone()),
        ("Payment Due", p.due.clone()),
    ];
    if let Some(po) = &p.po {
        data.push(("Customer PO", po.clone()));
    }
    let header: String = (0..letterhead.len().max(data.len()))
        .map(|i| {
            let (label, value) = data
                .get(i)
                .map(|(k, v)| (format!("<b>{k}</b>"), escape(v)))
                .unwrap_or_default();
            format!(
                "<tr><td width=\"56%\">{}</td><td bgcolor=\"{TINT}\">{label}</td>\
                 <td bgcolor=\"{TINT}\" align=\"right\">{value}</td></tr>",
                letterhead.get(i).map(String::as_str).unwrap_or("")
            )
        })
        .collect();
    let table = items(
        p,
        &[
            ("Item", false),
            ("Description of work", false),
            ("Qty", true),
            ("Unit", false),
            ("Unit price", true),
            ("Amount this period", true),
        ],
        |i, c| {
            let l = &p.lines[i];
            match c {
                0 => format!("{}.0", l.position),
                1 => l.description.clone(),
                2 => l.quantity.clone(),
                3 => if l.unit == "h" { "HR" } else { "EA" }.to_string(),
                4 => l.unit_price.clone(),
                _ => l.amount.clone(),
            }
        },
        TINT,
    );
    let status: String = [
        ("Original contract sum", p.bare_number(contract)),
        ("Net change by change orders", p.bare_number(0)),
        ("Contract sum to date", p.bare_number(contract)),
        (
            "Work completed in earlier applications",
            p.bare_number(previous),
        ),
        ("Work completed this period", p.bare_number(this_period)),
        ("Balance to finish", p.bare_number(balance)),
    ]
    .into_iter()
    .map(|(k, v)| format!("<tr><td>{k}</td><td align=\"right\">{v}</td></tr>"))
    .collect();
    let body = format!(
        "<p align=\"right\"><font size=\"5\" color=\"{INK}\">PROGRESS BILLING INVOICE</font></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\">{header}</table>\n\
         <p><br></p>\n\
         <table width=\"100%\" border=\"1\" cellpadding=\"4\" cellspacing=\"0\"><tr>\
         <td width=\"50%\" valign=\"top\"><font size=\"1\" color=\"{INK}\"><b>BILL TO (OWNER)</b></font><br>{customer}<br>{address}</td>\
         <td valign=\"top\"><font size=\"1\" color=\"{INK}\"><b>PROJECT</b></font><br>Laboratory fit-out, phase 2<br>\
         Site: {address}<br>Project No. P-{customer_no}</td></tr></table>\n\
         <p><br></p>\n\
         <p><b>Schedule of values: work completed this period</b> (all amounts in {currency})</p>\n\
         {table}<p></p>\n\
         <table width=\"100%\" cellpadding=\"4\" cellspacing=\"0\">\
         <tr><td width=\"48%\"></td><td>Work completed this period</td><td align=\"right\">{subtotal}</td></tr>\
         <tr><td></td><td>Sales tax ({rate}%)</td><td align=\"right\">{tax}</td></tr>\
         <tr><td></td><td bgcolor=\"{INK}\"><font color=\"#ffffff\"><b>AMOUNT DUE THIS APPLICATION</b></font></td>\
         <td bgcolor=\"{INK}\" align=\"right\"><font color=\"#ffffff\"><b>{total}</b></font></td></tr></table>\n\
         <p><br></p><p><br></p>\n\
         <p><b>Contract status after Application No. {application}</b> (before tax)</p>\n\
         <table width=\"60%\" border=\"1\" cellpadding=\"3\" cellspacing=\"0\">{status}</table>\n\
         <p><br></p>\n\
         <p><font size=\"2\">The undersigned Contractor certifies that, to the best of the Contractor's knowledge, \
         the work covered by this application has been completed in accordance with the contract documents, and \
         that all amounts previously billed have been paid to subcontractors and suppliers. Payment of the amount \
         due this application is requested by {due}.</font></p>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr>\
         <td width=\"50%\">Contractor: ______________________________</td><td>Date: ________________</td></tr>\
         <tr><td><font size=\"1\">for {vendor}</font></td><td></td></tr></table>",
        customer = p.customer,
        address = p.customer_address,
        customer_no = p.customer_number,
        currency = p.currency,
        subtotal = total_text(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = total_text(&p.tax, &p.tax_money, p),
        total = total_text(&p.total, &p.total_money, p),
        due = p.due,
        vendor = escape(p.vendor),
    );
    document("Liberation Sans", &body)
}

/// One segment of an interpreted EDI print: its tag, then its elements as
/// `name=value` pairs two spaces apart, wrapped under the first pair when
/// the line would pass 76 characters.
fn edi_segment(tag: &str, elements: &[(&str, &str)]) -> String {
    let mut lines = vec![format!("{tag:<5}")];
    for (name, value) in elements {
        let pair = format!("{name}={value}");
        let line = lines.last_mut().expect("a segment has a line");
        if line.len() == 5 {
            line.push_str(&pair);
        } else if line.len() + 2 + pair.len() > 76 {
            lines.push(format!("{:5}{pair}", ""));
        } else {
            line.push_str("  ");
            line.push_str(&pair);
        }
    }
    lines.join("\n") + "\n"
}

/// An interchange identifier as trading partners set it up: the name's
/// letters and digits in capitals, at most twelve.
fn edi_id(name: &str) -> String {
    name.chars()
        .filter(char::is_ascii_alphanumeric)
        .take(12)
        .collect::<String>()
        .to_uppercase()
}

/// A US supplier's invoice as the buyer's EDI translator prints an inbound
/// X12 810 for the accounts payable file: a banner with the trading partners,
/// then one line per segment, its tag at the left and its elements as
/// `name=value` pairs (ISA, GS, ST, BIG with the invoice date, number and PO,
/// CUR, N1/N3/N4 parties, ITD with the net due date), each item as IT1, PID
/// and AMT lines, and the summary as TDS (the invoice total), TXI (the tax)
/// and AMT (the subtotal before tax); amounts without thousands separators,
/// as the translator writes them.
pub fn edi_810(p: &Printed) -> String {
    let plain = |amount: &str| amount.replace(',', "");
    let control = format!("{:0>9}", p.customer_number);
    let group = match p.customer_number.trim_start_matches('0') {
        "" => "1".to_string(),
        digits => digits.to_string(),
    };
    let sender = edi_id(p.vendor);
    let receiver = edi_id(p.customer);
    let rule = "-".repeat(78);
    let mut t = format!(
        "{banner}\nEDI INTERPRETED PRINT  X12 004010  TRANSACTION SET 810 (INVOICE)\n\
         Inbound from {vendor} to {customer}\n\
         Mailbox: AP-INVOICES   Functional acknowledgment (997): SENT, ACCEPTED\n{banner}\n\n",
        banner = "=".repeat(78),
        vendor = p.vendor,
        customer = p.customer,
    );
    t.push_str(&edi_segment(
        "ISA",
        &[
            ("sender_qual", "ZZ"),
            ("sender_id", &sender),
            ("receiver_qual", "ZZ"),
            ("receiver_id", &receiver),
            ("control_no", &control),
        ],
    ));
    t.push_str(&edi_segment(
        "GS",
        &[
            ("functional_id", "IN"),
            ("version", "004010"),
            ("group_control_no", &group),
        ],
    ));
    t.push_str(&edi_segment(
        "ST",
        &[("transaction_set", "810"), ("control_no", "0001")],
    ));
    let mut big = vec![
        ("invoice_date", p.date.as_str()),
        ("invoice_number", p.number.as_str()),
    ];
    if let Some(po) = &p.po {
        big.push(("purchase_order_number", po));
    }
    t.push_str(&edi_segment("BIG", &big));
    t.push_str(&edi_segment(
        "CUR",
        &[("entity", "SE (selling party)"), ("currency", p.currency)],
    ));
    t.push_str(&edi_segment(
        "REF",
        &[
            ("qualifier", "VR (vendor id number)"),
            ("reference", &group),
        ],
    ));
    for (entity, name, lines) in [
        ("RE (remit to)", p.vendor, [p.street, p.city]),
        ("BT (bill to)", p.customer, [p.customer_address, ""]),
        ("ST (ship to)", p.customer, [p.customer_address, ""]),
    ] {
        t.push_str(&edi_segment("N1", &[("entity", entity), ("name", name)]));
        t.push_str(&edi_segment("N3", &[("address", lines[0])]));
        if !lines[1].is_empty() {
            t.push_str(&edi_segment("N4", &[("city_state_postal", lines[1])]));
        }
    }
    t.push_str(&edi_segment(
        "ITD",
        &[
            ("terms_type", "01 (basic)"),
            ("basis_date", "3 (invoice date)"),
            ("net_due_date", &p.due),
        ],
    ));
    t.push_str(&edi_segment(
        "DTM",
        &[("qualifier", "011 (shipped)"), ("date", &p.date)],
    ));
    t.push_str(&format!("{rule}\n"));
    for l in &p.lines {
        t.push_str(&edi_segment(
            "IT1",
            &[
                ("line", &l.position),
                ("qty_invoiced", &l.quantity),
                ("unit", if l.unit == "h" { "HR" } else { "EA" }),
                ("unit_price", &plain(&l.unit_price)),
                ("basis", "PE"),
                ("vendor_part_no", &l.code),
            ],
        ));
        t.push_str(&edi_segment(
            "PID",
            &[("type", "F"), ("description", &l.description)],
        ));
        t.push_str(&edi_segment(
            "AMT",
            &[("qualifier", "1"), ("line_item_total", &plain(&l.amount))],
        ));
    }
    t.push_str(&format!("{rule}\n"));
    let rate = p.tax_rate.to_string();
    t.push_str(&edi_segment(
        "TDS",
        &[("total_invoice_amount", &plain(&p.total))],
    ));
    t.push_str(&edi_segment(
        "TXI",
        &[
            ("tax_type", "ST (sales tax)"),
            ("percent", &rate),
            ("tax_amount", &plain(&p.tax)),
        ],
    ));
    t.push_str(&edi_segment(
        "AMT",
        &[
            ("qualifier", "GV (gross value)"),
            ("subtotal_before_tax", &plain(&p.subtotal)),
        ],
    ));
    let count = p.lines.len().to_string();
    t.push_str(&edi_segment("CTT", &[("number_of_line_items", &count)]));
    let segments = (18 + 3 * p.lines.len()).to_string();
    t.push_str(&edi_segment(
        "SE",
        &[("segment_count", &segments), ("control_no", "0001")],
    ));
    t.push_str(&edi_segment(
        "GE",
        &[("transaction_sets", "1"), ("group_control_no", &group)],
    ));
    t.push_str(&edi_segment(
        "IEA",
        &[("groups", "1"), ("control_no", &control)],
    ));
    t.push_str(&format!(
        "\n*** END OF INTERCHANGE {control} ***\n\
         Validated against the buyer's 810 map. Amounts are in {} with the implied\n\
         decimals printed.\n",
        p.currency
    ));
    t
}

/// Item lines per sheet of the Italian accompanying invoice, which
/// paginates itself.
const ACCOMPANYING_ITEMS_PER_SHEET: usize = 28;

/// An Italian "fattura accompagnatoria" (an invoice that travels with the
/// goods as their transport document) printed as text by a small Italian
/// accounting program, in Italian: the seller's heading with its P.IVA, the
/// customer ("Spett.le") and the goods' destination at the right, a strip
/// of "Numero / Data / Cod. cliente / Vs. ordine / Valuta" with the month
/// written in Italian, items as "Codice / Descrizione / UM / Quantità /
/// Prezzo / Importo / IVA", "SEGUE" at the foot of every sheet but the last,
/// the transport details (reason, carrier, packages) and, side by side on
/// the same lines, the VAT summary and the totals ("Totale imponibile /
/// Totale IVA / TOTALE FATTURA"), then the payment deadline and the bank.
pub fn accompanying_invoice(p: &Printed) -> String {
    use Column::{Left, Right};
    let date = date_in(&p.date, Language::Italian);
    let due = date_in(&p.due, Language::Italian);
    let columns = [
        Left(6),
        Left(24),
        Left(3),
        Right(8),
        Right(10),
        Right(11),
        Right(3),
    ];
    let rule = format!("{}\n", "-".repeat(78));
    let mut strip = vec![
        (14, "Numero", p.number.as_str()),
        (18, "Data", date.as_str()),
        (12, "Cod. cliente", p.customer_number.as_str()),
    ];
    if let Some(po) = &p.po {
        strip.push((12, "Vs. ordine", po));
    }
    strip.push((6, "Valuta", p.currency));
    let strip_columns: Vec<Column> = strip.iter().map(|(w, _, _)| Left(*w)).collect();
    let labels: Vec<&str> = strip.iter().map(|(_, k, _)| *k).collect();
    let values: Vec<&str> = strip.iter().map(|(_, _, v)| *v).collect();
    let sheets: Vec<_> = p.lines.chunks(ACCOMPANYING_ITEMS_PER_SHEET).collect();
    let mut t = String::new();
    for (index, sheet) in sheets.iter().enumerate() {
        let page = format!("Pag. {} di {}", index + 1, sheets.len());
        if index == 0 {
            t.push_str(&format!(
                "{}\n{} - {}\nP.IVA {} - Tel. {}\n\n",
                p.vendor, p.street, p.city, p.vat_id, p.phone
            ));
            let right = [Left(40), Left(36)];
            for line in [
                ["", "Spett.le"],
                ["", p.customer],
                ["", p.customer_address],
                ["", ""],
                ["", "Destinazione merce:"],
                ["", p.customer],
                ["", p.customer_address],
            ] {
                t.push_str(&text_row(&right, &line));
            }
            t.push('\n');
        } else {
            t.push('\x0c');
            t.push_str(&format!("{}\n\n", p.vendor));
        }
        t.push_str(&text_row(
            &[Left(62), Right(14)],
            &["FATTURA ACCOMPAGNATORIA (D.P.R. 472/1996)", &page],
        ));
        t.push_str(&format!("{}\n", "=".repeat(78)));
        t.push_str(&text_row(&strip_columns, &labels));
        t.push_str(&text_row(&strip_columns, &values));
        t.push_str(&rule);
        t.push_str(&text_row(
            &columns,
            &[
                "Codice",
                "Descrizione",
                "UM",
                "Quantità",
                "Prezzo",
                "Importo",
                "IVA",
            ],
        ));
        t.push_str(&rule);
        let rate = p.tax_rate.to_string();
        for l in *sheet {
            t.push_str(&text_row(
                &columns,
                &[
                    &l.code,
                    &l.description,
                    if l.unit == "h" { "ORE" } else { "PZ" },
                    &l.quantity,
                    &l.unit_price,
                    &l.amount,
                    &rate,
                ],
            ));
        }
        t.push_str(&rule);
        if index + 1 < sheets.len() {
            t.push_str(&format!("{:>78}\n", "SEGUE >>>"));
        }
    }
    let packages = p.lines.len().to_string();
    let pair = [Left(38), Left(38)];
    t.push_str(&text_row(
        &pair,
        &[
            "Causale del trasporto: VENDITA",
            "Trasporto a cura del: MITTENTE",
        ],
    ));
    t.push_str(&text_row(
        &pair,
        &[
            "Aspetto dei beni: SCATOLE",
            &format!("N. colli: {packages}    Porto: FRANCO"),
        ],
    ));
    t.push_str(&format!("Data inizio trasporto: {date}\n"));
    t.push_str(&text_row(
        &pair,
        &[
            "Firma conducente: ______________",
            "Firma destinatario: ______________",
        ],
    ));
    t.push_str(&rule);
    let sides = [Left(8), Right(12), Right(10), Left(1), Left(21), Right(13)];
    let rate = format!("{}%", p.tax_rate);
    let total = format!("TOTALE FATTURA {}", p.currency);
    t.push_str(&format!("{:<39}{}\n", "RIEPILOGO IVA", "TOTALI"));
    for row in [
        ["Aliquota", "Imponibile", "Imposta", "", "", ""],
        [
            &rate,
            &p.subtotal,
            &p.tax,
            "",
            "Totale imponibile",
            &p.subtotal,
        ],
        ["", "", "", "", "Totale IVA", &p.tax],
        ["", "", "", "", &total, &p.total],
    ] {
        t.push_str(&text_row(&sides, &row));
    }
    t.push_str(&rule);
    t.push_str(&format!(
        "Scadenze: {due}  {total} {currency}\n\
         Pagamento: bonifico bancario - IBAN {iban}\n\
         Si prega di indicare il numero della fattura nella causale del bonifico.\n\
         Contributo CONAI assolto ove dovuto.\n",
        total = p.total,
        currency = p.currency,
        iban = p.iban,
    ));
    t
}

// A ninth round of seven, written the same way without looking at
// the extractor; held out at first, then trained on.

/// A date as a Hungarian invoice prints it, year first: "2026. március 3."
/// for a written-out month and "2026.03.03." for a dotted one.
fn hungarian_date(printed: &str) -> String {
    let long = date_in(printed, Language::Hungarian);
    if long != printed {
        return long;
    }
    match printed.split('.').collect::<Vec<_>>()[..] {
        [day, month, year] if year.len() == 4 => format!("{year}.{month}.{day}."),
        _ => printed.to_string(),
    }
}

/// A Hungarian számla from an online invoicing service, in Hungarian:
/// "SZÁMLA" at the top right with the serial number ("Számla sorszáma")
/// and "Eredeti példány" beneath, "Eladó" beside "Vevő" in a ruled table
/// with their tax numbers, a strip of labels over values ("Fizetési mód /
/// Teljesítés dátuma / Számla kelte / Fizetési határidő / Megrendelésszám /
/// Pénznem") with year-first dates, items as "Cikkszám / Megnevezés /
/// Mennyiség / Egység / Nettó egységár / Nettó érték / ÁFA", a VAT table by
/// rate with its "Összesen" row, "Fizetendő végösszeg", and the VAT again
/// in forints at the central bank's rate, as the law asks of an invoice in a
/// foreign currency.
pub fn szamla(p: &Printed) -> String {
    const SHADE: &str = "#e8e8e8";
    let mut strip = vec![
        ("Fizetési mód", "Átutalás".to_string()),
        ("Teljesítés dátuma", hungarian_date(&p.date)),
        ("Számla kelte", hungarian_date(&p.date)),
        ("Fizetési határidő", hungarian_date(&p.due)),
    ];
    if let Some(po) = &p.po {
        strip.push(("Megrendelésszám", po.clone()));
    }
    strip.push(("Pénznem", p.currency.to_string()));
    let labels: String = strip
        .iter()
        .map(|(k, _)| format!("<td bgcolor=\"{SHADE}\"><font size=\"2\">{k}</font></td>"))
        .collect();
    let values: String = strip
        .iter()
        .map(|(_, v)| format!("<td><b>{}</b></td>", escape(v)))
        .collect();
    let rate = format!("{}%", p.tax_rate);
    let table = items(
        p,
        &[
            ("Cikkszám", false),
            ("Megnevezés", false),
            ("Mennyiség", true),
            ("Egység", false),
            ("Nettó egységár", true),
            ("Nettó érték", true),
            ("ÁFA", true),
        ],
        |i, c| {
            let l = &p.lines[i];
            match c {
                0 => l.code.clone(),
                1 => l.description.clone(),
                2 => l.quantity.clone(),
                3 => if l.unit == "h" { "óra" } else { "db" }.to_string(),
                4 => l.unit_price.clone(),
                5 => l.amount.clone(),
                _ => rate.clone(),
            }
        },
        SHADE,
    );
    let tax_cents: i64 = p
        .tax
        .chars()
        .filter(char::is_ascii_digit)
        .collect::<String>()
        .parse()
        .unwrap_or(0);
    // Forints per unit of the invoice currency, in hundredths.
    let exchange = if p.currency == "CHF" { 42035 } else { 39520 };
    let forints = (tax_cents * exchange + 5_000) / 10_000;
    let forints = p.bare_number(forints * 100);
    let forints = &forints[..forints.len() - 3];
    let body = format!(
        "<table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr>\
         <td width=\"55%\" valign=\"top\"><font size=\"5\"><b>{vendor}</b></font></td>\
         <td align=\"right\" valign=\"top\"><font size=\"6\"><b>SZÁMLA</b></font><br>\
         Számla sorszáma: <b>{number}</b><br><font size=\"2\">Eredeti példány</font></td></tr></table>\n\
         <p></p>\n\
         <table width=\"100%\" border=\"1\" cellpadding=\"4\" cellspacing=\"0\">\
         <tr><td width=\"50%\" bgcolor=\"{SHADE}\"><b>Eladó</b></td><td bgcolor=\"{SHADE}\"><b>Vevő</b></td></tr>\
         <tr><td valign=\"top\"><b>{vendor}</b><br>{street}<br>{city}<br>Közösségi adószám: {vat}<br>\
         Bankszámlaszám: {iban}</td>\
         <td valign=\"top\"><b>{customer}</b><br>{address}<br>Vevőkód: {customer_no}</td></tr></table>\n\
         <p></p>\n\
         <table width=\"100%\" border=\"1\" cellpadding=\"3\" cellspacing=\"0\"><tr>{labels}</tr><tr>{values}</tr></table>\n\
         <p></p>\n\
         {table}<p></p>\n\
         <table width=\"60%\" border=\"1\" cellpadding=\"3\" cellspacing=\"0\">\
         <tr><td bgcolor=\"{SHADE}\">ÁFA kulcs</td><td bgcolor=\"{SHADE}\" align=\"right\">Nettó érték</td>\
         <td bgcolor=\"{SHADE}\" align=\"right\">ÁFA érték</td><td bgcolor=\"{SHADE}\" align=\"right\">Bruttó érték</td></tr>\
         <tr><td>{rate}</td><td align=\"right\">{subtotal}</td><td align=\"right\">{tax}</td><td align=\"right\">{total}</td></tr>\
         <tr><td><b>Összesen</b></td><td align=\"right\"><b>{subtotal}</b></td><td align=\"right\"><b>{tax}</b></td>\
         <td align=\"right\"><b>{total}</b></td></tr></table>\n\
         <p></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\">\
         <tr><td width=\"40%\"></td><td width=\"35%\">Nettó összesen:</td><td align=\"right\">{subtotal} {cur}</td></tr>\
         <tr><td></td><td>ÁFA összesen:</td><td align=\"right\">{tax} {cur}</td></tr>\
         <tr><td></td><td bgcolor=\"{SHADE}\"><b>Fizetendő végösszeg:</b></td>\
         <td bgcolor=\"{SHADE}\" align=\"right\"><b>{total} {cur}</b></td></tr></table>\n\
         <p><font size=\"2\">Az áfa összege forintban: {forints} Ft (MNB-árfolyam: 1 {cur} = {exchange} Ft).</font></p>\n\
         <p><font size=\"2\">Kérjük, a számla ellenértékét {due} napjáig átutalással egyenlítse ki, a közleményben \
         a számla sorszámát feltüntetve.<br>\
         A számla adatai a NAV Online Számla rendszerébe bejelentésre kerültek.</font></p>",
        vendor = escape(p.vendor),
        number = escape(&p.number),
        street = p.street,
        city = p.city,
        vat = p.vat_id,
        iban = p.iban,
        customer = p.customer,
        address = p.customer_address,
        customer_no = p.customer_number,
        subtotal = p.subtotal,
        tax = p.tax,
        total = p.total,
        cur = p.currency,
        exchange = p.bare_number(exchange),
        due = hungarian_date(&p.due),
    );
    document("Liberation Sans", &body)
}

/// A UK self-billing invoice, raised by the customer's accounts payable
/// department in the supplier's name under a self-billing agreement: the
/// customer's own letterhead at the top, "SELF-BILLING INVOICE" with the
/// agreement's wording, the supplier (whose invoice it is) beside the
/// customer, a ruled block of "Self-billing invoice no. / Invoice date (tax
/// point) / Our purchase order / Payment date / Agreement ref.", the goods
/// as received against goods-received notes, "Net value / VAT / Gross amount
/// payable to supplier", and the statement HMRC requires that the VAT shown
/// is the supplier's output tax.
pub fn self_billing(p: &Printed) -> String {
    const INK: &str = "#5b2c6f";
    const TINT: &str = "#f1e9f5";
    let mut data = vec![
        ("Self-billing invoice no.", p.number.clone()),
        ("Invoice date (tax point)", p.date.clone()),
    ];
    if let Some(po) = &p.po {
        data.push(("Our purchase order", po.clone()));
    }
    data.extend([
        ("Payment date", p.due.clone()),
        ("Agreement ref.", format!("SBA-{}", p.customer_number)),
    ]);
    let data: String = data
        .iter()
        .map(|(k, v)| {
            format!(
                "<tr><td bgcolor=\"{TINT}\" width=\"45%\">{k}</td><td><b>{}</b></td></tr>",
                escape(v)
            )
        })
        .collect();
    let rate = format!("{}%", p.tax_rate);
    let table = items(
        p,
        &[
            ("GRN no.", false),
            ("Product code", false),
            ("Description", false),
            ("Qty received", true),
            ("Unit price", true),
            ("Net value", true),
            ("VAT", true),
        ],
        |i, c| {
            let l = &p.lines[i];
            match c {
                0 => format!("GRN {}{:02}", &p.customer_number[..3], i + 1),
                1 => l.code.clone(),
                2 => l.description.clone(),
                3 => l.quantity.clone(),
                4 => l.unit_price.clone(),
                5 => l.amount.clone(),
                _ => rate.clone(),
            }
        },
        TINT,
    );
    let (sort_code, account) = p.sort_code_and_account();
    let body = format!(
        "<p><font size=\"5\" color=\"{INK}\"><b>{customer}</b></font><br>\
         <font size=\"2\">Accounts Payable Department \u{00b7} {address}</font></p>\n\
         <hr>\n\
         <p align=\"center\"><font size=\"5\"><b>SELF-BILLING INVOICE</b></font><br>\
         <font size=\"2\">Raised by the customer in the name of the supplier under a self-billing agreement \
         (HMRC VAT Notice 700/62)</font></p>\n\
         <table width=\"100%\" border=\"1\" cellpadding=\"5\" cellspacing=\"0\"><tr>\
         <td width=\"50%\" valign=\"top\"><font size=\"1\" color=\"{INK}\"><b>SUPPLIER (INVOICE ISSUED IN THE NAME OF)</b></font><br>\
         <b>{vendor}</b><br>{street}<br>{city}<br>Supplier VAT reg. no. {vat}<br>Supplier account no. {customer_no}</td>\
         <td valign=\"top\"><font size=\"1\" color=\"{INK}\"><b>CUSTOMER (ISSUER OF THIS DOCUMENT)</b></font><br>\
         <b>{customer}</b><br>{address}</td></tr></table>\n\
         <p><br></p>\n\
         <table width=\"60%\" border=\"1\" cellpadding=\"3\" cellspacing=\"0\">{data}</table>\n\
         <p><br></p>\n\
         <p><b>Goods received</b> (amounts in {cur})</p>\n\
         {table}<p></p>\n\
         <table width=\"100%\" cellpadding=\"4\" cellspacing=\"0\">\
         <tr><td width=\"45%\"></td><td width=\"37%\">Net value</td><td align=\"right\">{subtotal}</td></tr>\
         <tr><td></td><td>VAT at {rate}</td><td align=\"right\">{tax}</td></tr>\
         <tr><td></td><td bgcolor=\"{INK}\"><font color=\"#ffffff\"><b>Gross amount payable to supplier</b></font></td>\
         <td bgcolor=\"{INK}\" align=\"right\"><font color=\"#ffffff\"><b>{total}</b></font></td></tr></table>\n\
         <p><b>The VAT shown is your output tax due to HMRC.</b></p>\n\
         <p><font size=\"2\">Payment of {total} will be made by BACS on {due} to {vendor}, sort code {sort_code}, \
         account {account}, quoting self-billing invoice {number}. Do not issue your own VAT invoice for these \
         goods. If any detail above is wrong, contact Accounts Payable within 14 days.</font></p>",
        customer = p.customer,
        address = p.customer_address,
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        vat = p.vat_id,
        customer_no = p.customer_number,
        cur = p.currency,
        subtotal = total_text(&p.subtotal, &p.subtotal_money, p),
        tax = total_text(&p.tax, &p.tax_money, p),
        total = total_text(&p.total, &p.total_money, p),
        due = p.due,
        number = escape(&p.number),
    );
    document("Liberation Sans", &body)
}

/// A street address on two lines, split at its first comma.
fn two_lines(address: &str) -> (&str, &str) {
    address.split_once(", ").unwrap_or((address, ""))
}

/// A Czech "Faktura – daňový doklad" printed as text by a Czech accounting
/// program, in Czech: the title with the document number at the right,
/// "Dodavatel" beside "Odběratel" with IČ and DIČ, two columns of dates and
/// payment data ("Datum vystavení / Datum usk. zdan. plnění / Datum
/// splatnosti / Objednávka č." beside "Forma úhrady / Variabilní symbol /
/// Konstantní symbol / Měna"), items as "Kód / Označení dodávky / Množství /
/// MJ / Cena za MJ / DPH / Celkem", a "Rekapitulace DPH" table by rate, the
/// totals ending in "CELKEM K ÚHRADĚ", and "Vystavil" and "Převzal" lines.
pub fn danovy_doklad(p: &Printed) -> String {
    use Column::{Left, Right};
    let vat_digits: String = p.vat_id.chars().filter(char::is_ascii_digit).collect();
    let symbol: String = p
        .number
        .chars()
        .filter(char::is_ascii_digit)
        .collect::<String>();
    let date = date_in(&p.date, Language::Czech);
    let due = date_in(&p.due, Language::Czech);
    let rule = format!("{}\n", "-".repeat(78));
    let mut t = text_row(
        &[Left(50), Right(26)],
        &["FAKTURA - DAŇOVÝ DOKLAD", &format!("číslo {}", p.number)],
    );
    t.push_str(&format!("{}\n", "=".repeat(78)));
    let (street, town) = two_lines(p.customer_address);
    let ico = format!("IČ: {}", &vat_digits[..8]);
    let dic = format!("DIČ: {}", p.vat_id);
    let customer_no = format!("Číslo zákazníka: {}", p.customer_number);
    let halves = [Left(38), Left(38)];
    for row in [
        ["Dodavatel:", "Odběratel:"],
        [p.vendor, p.customer],
        [p.street, street],
        [p.city, town],
        [&ico, ""],
        [&dic, &customer_no],
    ] {
        t.push_str(&text_row(&halves, &row));
    }
    t.push_str(&rule);
    let order = p.po.as_deref().unwrap_or("");
    let facts = [Left(24), Left(19), Left(19), Left(10)];
    for row in [
        [
            "Datum vystavení:",
            date.as_str(),
            "Forma úhrady:",
            "převodem",
        ],
        [
            "Datum usk. zdan. plnění:",
            &date,
            "Variabilní symbol:",
            &symbol,
        ],
        ["Datum splatnosti:", &due, "Konstantní symbol:", "0308"],
        [
            if p.po.is_some() {
                "Objednávka č.:"
            } else {
                ""
            },
            order,
            "Měna:",
            p.currency,
        ],
    ] {
        t.push_str(&text_row(&facts, &row));
    }
    t.push_str(&format!("Bankovní spojení: IBAN {}\n", p.iban));
    t.push_str(&rule);
    let columns = [
        Left(6),
        Left(23),
        Right(8),
        Left(3),
        Right(10),
        Right(5),
        Right(11),
    ];
    t.push_str(&text_row(
        &columns,
        &[
            "Kód",
            "Označení dodávky",
            "Množství",
            "MJ",
            "Cena za MJ",
            "DPH",
            "Celkem",
        ],
    ));
    t.push_str(&rule);
    let rate = format!("{} %", p.tax_rate);
    for l in &p.lines {
        t.push_str(&text_row(
            &columns,
            &[
                &l.code,
                &l.description,
                &l.quantity,
                if l.unit == "h" { "hod" } else { "ks" },
                &l.unit_price,
                &rate,
                &l.amount,
            ],
        ));
    }
    t.push_str(&rule);
    t.push_str(&format!("Rekapitulace DPH v {}:\n", p.currency));
    let recap = [Left(8), Right(14), Right(12), Right(14)];
    t.push_str(&text_row(&recap, &["Sazba", "Základ", "DPH", "Celkem"]));
    t.push_str(&text_row(&recap, &[&rate, &p.subtotal, &p.tax, &p.total]));
    t.push_str(&rule);
    let sums = [Left(36), Left(22), Right(16)];
    t.push_str(&text_row(&sums, &["", "Celkem bez DPH:", &p.subtotal]));
    t.push_str(&text_row(&sums, &["", "DPH celkem:", &p.tax]));
    t.push_str(&text_row(
        &sums,
        &[
            "",
            "CELKEM K ÚHRADĚ:",
            &format!("{} {}", p.total, p.currency),
        ],
    ));
    t.push_str(&format!("{}\n\n", "=".repeat(78)));
    t.push_str(&format!(
        "Při platbě uveďte variabilní symbol {symbol}.\n\
         Společnost je zapsána v obchodním rejstříku. Tel. {}\n\n",
        p.phone
    ));
    t.push_str(&text_row(
        &halves,
        &[
            "Vystavil: ____________________",
            "Převzal: ____________________",
        ],
    ));
    t
}

/// A date with its month in Welsh, written out even where the English
/// shortens it: "3 Mar 2026" and "3 March 2026" are both "3 Mawrth 2026".
fn welsh_date(printed: &str) -> String {
    let full = match printed.split(' ').collect::<Vec<_>>()[..] {
        [day, month, year] => MONTHS
            .iter()
            .find(|m| m.starts_with(month) && month.len() == 3)
            .map_or_else(|| printed.to_string(), |m| format!("{day} {m} {year}")),
        _ => printed.to_string(),
    };
    date_in(&full, Language::Welsh)
}

/// A bilingual Welsh and English invoice in plain text, as a small firm
/// trading with Welsh public bodies prints it from its accounts package,
/// every label in Welsh first and English after a slash: the letterhead
/// centred, "ANFONEB / INVOICE", the customer at the left ("At / To") beside
/// "Rhif anfoneb / Invoice no.", "Dyddiad / Date", "Rhif cwsmer / Customer
/// no.", "Eich archeb / Your order" and "Dyddiad talu / Due date" with any
/// month written out in Welsh, column headings two lines deep (Welsh over
/// English), and "Is-gyfanswm / Subtotal", "TAW / VAT" and "CYFANSWM I'W
/// DALU / TOTAL DUE", then the payment details in both languages.
pub fn anfoneb(p: &Printed) -> String {
    use Column::{Left, Right};
    let date = welsh_date(&p.date);
    let due = welsh_date(&p.due);
    let rule = format!("{}\n", "-".repeat(78));
    let mut t = String::new();
    for line in [
        p.vendor.to_uppercase(),
        format!("{}, {}", p.street, p.city),
        format!("Ffôn / Tel. {}", p.phone),
        format!("Rhif TAW / VAT Reg. No. {}", p.vat_id),
    ] {
        t.push_str(format!("{line:^78}").trim_end());
        t.push('\n');
    }
    t.push_str("\nANFONEB / INVOICE\n");
    t.push_str(&format!("{}\n", "=".repeat(78)));
    let (street, town) = two_lines(p.customer_address);
    let mut data = vec![
        ("Rhif anfoneb / Invoice no.:", p.number.as_str()),
        ("Dyddiad / Date:", date.as_str()),
        ("Rhif cwsmer / Customer no.:", p.customer_number.as_str()),
    ];
    if let Some(po) = &p.po {
        data.push(("Eich archeb / Your order:", po));
    }
    data.push(("Dyddiad talu / Due date:", due.as_str()));
    let left = ["At / To:", p.customer, street, town];
    let header = [Left(28), Left(28), Left(18)];
    for i in 0..left.len().max(data.len()) {
        let (label, value) = data.get(i).copied().unwrap_or(("", ""));
        t.push_str(&text_row(
            &header,
            &[left.get(i).copied().unwrap_or(""), label, value],
        ));
    }
    t.push_str(&rule);
    let columns = [Left(8), Left(24), Right(6), Right(12), Right(12), Right(6)];
    t.push_str(&text_row(
        &columns,
        &["Cod", "Disgrifiad", "Nifer", "Pris yr uned", "Swm", "TAW"],
    ));
    t.push_str(&text_row(
        &columns,
        &["Code", "Description", "Qty", "Unit price", "Amount", "VAT"],
    ));
    t.push_str(&rule);
    let rate = format!("{}%", p.tax_rate);
    for l in &p.lines {
        t.push_str(&text_row(
            &columns,
            &[
                &l.code,
                &l.description,
                &l.quantity,
                &l.unit_price,
                &l.amount,
                &rate,
            ],
        ));
    }
    t.push_str(&rule);
    t.push_str(&format!(
        "Symiau mewn {cur} / Amounts in {cur}\n\n",
        cur = p.currency
    ));
    let sums = [Left(26), Left(34), Right(14)];
    let vat = format!("TAW / VAT @ {}%:", p.tax_rate);
    for row in [
        [
            "",
            "Is-gyfanswm / Subtotal:",
            &total_text(&p.subtotal, &p.subtotal_money, p),
        ],
        ["", &vat, &total_text(&p.tax, &p.tax_money, p)],
        [
            "",
            "CYFANSWM I'W DALU / TOTAL DUE:",
            &total_text(&p.total, &p.total_money, p),
        ],
    ] {
        t.push_str(&text_row(&sums, &row));
    }
    t.push_str(&format!("{}\n\n", "=".repeat(78)));
    let (sort_code, account) = p.sort_code_and_account();
    t.push_str(&format!(
        "Talu / Payment\n\
         Talwch erbyn {due} os gwelwch yn dda.\n\
         Please pay by {due_en}.\n\
         Cod didoli / Sort code: {sort_code}    Rhif cyfrif / Account no.: {account}\n\
         Cyfeirnod / Reference: {number}\n\n\
         Diolch am eich busnes / Thank you for your business.\n\
         Rydym yn croesawu gohebiaeth yn Gymraeg / We welcome correspondence in Welsh.\n",
        due_en = p.due,
        number = p.number,
    ));
    t
}

// A tenth round of seven, written the same way without looking at
// the extractor; held out at first, then trained on.

/// A whole amount in English words with every word capitalised and no
/// hyphens, as Indian accounting packages spell amounts: 4231 is "Four
/// Thousand Two Hundred Thirty One".
fn title_words(n: i64) -> String {
    in_words(n)
        .replace('-', " ")
        .split(' ')
        .map(|word| {
            let mut chars = word.chars();
            chars
                .next()
                .map(|c| c.to_ascii_uppercase())
                .into_iter()
                .chain(chars)
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// "GBP One Thousand Two Hundred Thirty Four and Fifty Six Pence Only",
/// from an amount in cents.
fn chargeable_in_words(cents: i64, currency: &str) -> String {
    let sub = match currency {
        "GBP" => "Pence",
        "CHF" => "Rappen",
        _ => "Cents",
    };
    if cents % 100 == 0 {
        format!("{currency} {} Only", title_words(cents / 100))
    } else {
        format!(
            "{currency} {} and {} {sub} Only",
            title_words(cents / 100),
            title_words(cents % 100)
        )
    }
}

/// A quantity printed by the family, in hundredths.
fn quantity_hundredths(printed: &str) -> i64 {
    let (whole, fraction) = printed.split_once(['.', ',']).unwrap_or((printed, ""));
    let fraction = format!("{fraction:0<2}");
    whole.parse::<i64>().unwrap_or(0) * 100 + fraction[..2].parse::<i64>().unwrap_or(0)
}

/// A sales invoice in the boxed layout of the accounting packages used by
/// many South Asian-owned firms in the UK: "Tax Invoice" over one ruled
/// grid, the seller at the left and at the right pairs of small labels over
/// values ("Invoice No. / Dated", "Delivery Note / Mode/Terms of Payment",
/// "Supplier's Ref. / Other Reference(s)", "Buyer's Order No. / Dated",
/// "Despatch Document No. / Delivery Note Date", "Despatched through /
/// Destination", "Terms of Delivery"), the consignee and the buyer below
/// the seller; items as "Sl No. / Description of Goods / Quantity / Rate /
/// per / Amount" with the output VAT as a row of the same table and a
/// "Total" row carrying the quantity and the amount; "Amount Chargeable (in
/// words)" with "E. & O.E", a VAT analysis by rate, the VAT in words, bank
/// details, the declaration and "for … / Authorised Signatory".
pub fn despatch_grid(p: &Printed) -> String {
    let small = |label: &str| format!("<font size=\"1\">{label}</font><br>");
    let sign = match p.currency {
        "GBP" => "£",
        "USD" => "$",
        "EUR" => "€",
        code => code,
    };
    let (street, town) = two_lines(p.customer_address);
    let po = p.po.as_deref().map_or(String::new(), escape);
    let (sort_code, account) = p.sort_code_and_account();
    let grid = format!(
        "<table width=\"100%\" border=\"1\" cellpadding=\"3\" cellspacing=\"0\">\
         <tr><td width=\"50%\" rowspan=\"3\" valign=\"top\"><b>{vendor}</b><br>{v_street}<br>{v_city}<br>\
         VAT Reg. No.: {vat}<br>Tel.: {phone}</td>\
         <td width=\"25%\" valign=\"top\">{l_no}<b>{number}</b></td><td width=\"25%\" valign=\"top\">{l_dated}<b>{date}</b></td></tr>\
         <tr><td valign=\"top\">{l_note}&nbsp;</td><td valign=\"top\">{l_terms}<b>Due on {due}</b></td></tr>\
         <tr><td valign=\"top\">{l_supplier}&nbsp;</td><td valign=\"top\">{l_other}<b>A/c {customer_no}</b></td></tr>\
         <tr><td rowspan=\"3\" valign=\"top\">{l_consignee}<b>{customer}</b><br>{street}<br>{town}</td>\
         <td valign=\"top\">{l_order}<b>{po}</b></td><td valign=\"top\">{l_dated}&nbsp;</td></tr>\
         <tr><td valign=\"top\">{l_despatch}&nbsp;</td><td valign=\"top\">{l_note_date}&nbsp;</td></tr>\
         <tr><td valign=\"top\">{l_through}<b>Carrier</b></td><td valign=\"top\">{l_destination}<b>{town}</b></td></tr>\
         <tr><td valign=\"top\">{l_buyer}<b>{customer}</b><br>{street}<br>{town}</td>\
         <td colspan=\"2\" valign=\"top\">{l_delivery}Delivered, carriage paid</td></tr></table>\n",
        vendor = escape(p.vendor),
        v_street = p.street,
        v_city = p.city,
        vat = p.vat_id,
        phone = p.phone,
        l_no = small("Invoice No."),
        number = escape(&p.number),
        l_dated = small("Dated"),
        date = p.date,
        l_note = small("Delivery Note"),
        l_terms = small("Mode/Terms of Payment"),
        due = p.due,
        l_supplier = small("Supplier's Ref."),
        l_other = small("Other Reference(s)"),
        customer_no = p.customer_number,
        l_consignee = small("Consignee"),
        customer = p.customer,
        l_order = small("Buyer's Order No."),
        l_despatch = small("Despatch Document No."),
        l_note_date = small("Delivery Note Date"),
        l_through = small("Despatched through"),
        l_destination = small("Destination"),
        l_buyer = small("Buyer (if other than consignee)"),
        l_delivery = small("Terms of Delivery"),
    );
    let mut items = String::from(
        "<table width=\"100%\" border=\"1\" cellpadding=\"3\" cellspacing=\"0\">\n\
         <tr><td width=\"6%\" align=\"center\"><b>Sl No.</b></td><td width=\"46%\" align=\"center\"><b>Description of Goods</b></td>\
         <td width=\"12%\" align=\"center\"><b>Quantity</b></td><td width=\"12%\" align=\"center\"><b>Rate</b></td>\
         <td width=\"7%\" align=\"center\"><b>per</b></td><td width=\"17%\" align=\"center\"><b>Amount</b></td></tr>\n",
    );
    for l in &p.lines {
        let unit = if l.unit == "h" { "Hrs" } else { "Nos" };
        items.push_str(&format!(
            "<tr><td align=\"center\">{}</td><td><b>{}</b></td><td align=\"right\"><b>{} {unit}</b></td>\
             <td align=\"right\">{}</td><td>{unit}</td><td align=\"right\">{}</td></tr>\n",
            l.position,
            escape(&l.description),
            l.quantity,
            l.unit_price,
            l.amount
        ));
    }
    items.push_str(&format!(
        "<tr><td></td><td align=\"right\"><b><i>Output VAT</i></b></td><td></td>\
         <td align=\"right\">{rate} %</td><td></td><td align=\"right\"><b>{tax}</b></td></tr>\n",
        rate = p.tax_rate,
        tax = p.tax,
    ));
    let one_unit = p.lines.iter().all(|l| l.unit == p.lines[0].unit);
    let quantity = if one_unit {
        let hundredths = p
            .lines
            .iter()
            .map(|l| quantity_hundredths(&l.quantity))
            .sum();
        let unit = if p.lines[0].unit == "h" { "Hrs" } else { "Nos" };
        format!(
            "{} {unit}",
            super::super::layout::quantity(hundredths, p.number_style)
        )
    } else {
        String::new()
    };
    items.push_str(&format!(
        "<tr><td></td><td align=\"right\">Total</td><td align=\"right\"><b>{quantity}</b></td><td></td><td></td>\
         <td align=\"right\"><b>{sign} {total}</b></td></tr>\n</table>\n",
        total = p.total,
    ));
    let total_cents: i64 = p
        .total
        .chars()
        .filter(char::is_ascii_digit)
        .collect::<String>()
        .parse()
        .unwrap_or(0);
    let body = format!(
        "<table width=\"100%\" cellpadding=\"0\" cellspacing=\"0\"><tr><td width=\"30%\"></td>\
         <td width=\"40%\" align=\"center\"><font size=\"4\"><b>Tax Invoice</b></font></td>\
         <td width=\"30%\" align=\"right\"><font size=\"1\"><i>(ORIGINAL FOR RECIPIENT)</i></font></td></tr></table>\n\
         {grid}{items}\
         <table width=\"100%\" border=\"1\" cellpadding=\"3\" cellspacing=\"0\">\
         <tr><td width=\"80%\"><font size=\"1\">Amount Chargeable (in words)</font><br><b>{words}</b></td>\
         <td align=\"right\" valign=\"top\"><font size=\"1\"><i>E. &amp; O.E</i></font></td></tr></table>\n\
         <table width=\"100%\" border=\"1\" cellpadding=\"3\" cellspacing=\"0\">\
         <tr><td align=\"center\"><b>VAT Rate</b></td><td align=\"center\"><b>Taxable Value</b></td>\
         <td align=\"center\"><b>VAT Amount</b></td><td align=\"center\"><b>Total Tax Amount</b></td></tr>\
         <tr><td align=\"center\">{rate} %</td><td align=\"right\">{subtotal}</td><td align=\"right\">{tax}</td>\
         <td align=\"right\">{tax}</td></tr>\
         <tr><td align=\"right\"><b>Total</b></td><td align=\"right\"><b>{subtotal}</b></td><td align=\"right\"><b>{tax}</b></td>\
         <td align=\"right\"><b>{tax}</b></td></tr></table>\n\
         <table width=\"100%\" border=\"1\" cellpadding=\"3\" cellspacing=\"0\">\
         <tr><td colspan=\"2\">Tax Amount (in words) : <b>{tax_words}</b></td></tr>\
         <tr><td width=\"50%\" valign=\"top\"><font size=\"1\"><u>Declaration</u><br>We declare that this invoice shows the \
         actual price of the goods described and that all particulars are true and correct.</font></td>\
         <td valign=\"top\"><font size=\"1\">Company's Bank Details<br>Bank Name : Barclays Bank plc<br>\
         A/c No. : {account}<br>Sort Code : {sort_code}<br>IBAN : {iban}</font></td></tr>\
         <tr><td>Customer's Seal and Signature<br><br><br></td>\
         <td align=\"right\" valign=\"top\"><b>for {vendor}</b><br><br><br>Authorised Signatory</td></tr></table>\n\
         <p align=\"center\"><font size=\"1\">This is a Computer Generated Invoice</font></p>",
        words = chargeable_in_words(total_cents, p.currency),
        tax_words = chargeable_in_words(p.tax_cents, p.currency),
        rate = p.tax_rate,
        subtotal = p.subtotal,
        tax = p.tax,
        iban = p.iban,
        vendor = escape(p.vendor),
    );
    document("Liberation Sans", &body)
}

/// A date as Romanian invoices print it: "03.03.2026", or "3 martie 2026"
/// where the family's style writes the month out.
fn romanian_date(printed: &str, (year, month, day): (i32, u32, u32)) -> String {
    let long = date_in(printed, Language::Romanian);
    if long == printed {
        format!("{day:02}.{month:02}.{year}")
    } else {
        long
    }
}

/// A Romanian factură in the layout of the old pre-printed form that
/// Romanian invoicing programs still follow, in Romanian: "Furnizor" at the
/// left and "Cumpărător" at the right with their registration numbers, CIF,
/// seat, account and bank, "FACTURĂ" in the middle over its number, date,
/// due date and VAT rate; the items as "Nr. crt. / Denumirea produselor sau a
/// serviciilor / U.M. / Cant. / Preț unitar (fără T.V.A.) / Valoarea /
/// Valoarea T.V.A." over a row numbering the columns 0 to 6 ("5 (3x4)"), the
/// VAT on every line; and at the foot the supplier's signature box and the
/// shipping details beside "Total" with the net and VAT columns summed, and
/// "Total de plată (col. 5 + col. 6)" beneath them.
pub fn factura_ro(p: &Printed) -> String {
    const SHADE: &str = "#eeeeee";
    let date = romanian_date(&p.date, p.date_ymd);
    let due = romanian_date(&p.due, p.due_ymd);
    let vat_digits: String = p.vat_id.chars().filter(char::is_ascii_digit).collect();
    let line_vat = super::printed::shares(
        p.tax_cents,
        &p.lines.iter().map(|l| l.amount_cents).collect::<Vec<_>>(),
    );
    let cur = p.currency;
    let order = match &p.po {
        Some(po) => format!("Comanda nr.: <b>{}</b> &nbsp;&nbsp;&nbsp; ", escape(po)),
        None => String::new(),
    };
    let mut table = format!(
        "<table width=\"100%\" border=\"1\" cellpadding=\"2\" cellspacing=\"0\">\n\
         <tr><td width=\"5%\" bgcolor=\"{SHADE}\" align=\"center\"><font size=\"1\">Nr. crt.</font></td>\
         <td width=\"33%\" bgcolor=\"{SHADE}\" align=\"center\"><font size=\"1\">Denumirea produselor sau a serviciilor</font></td>\
         <td width=\"8%\" bgcolor=\"{SHADE}\" align=\"center\"><font size=\"1\">U.M.</font></td>\
         <td width=\"10%\" bgcolor=\"{SHADE}\" align=\"center\"><font size=\"1\">Cant.</font></td>\
         <td width=\"14%\" bgcolor=\"{SHADE}\" align=\"center\"><font size=\"1\">Preț unitar<br>(fără T.V.A.)<br>-{cur}-</font></td>\
         <td width=\"15%\" bgcolor=\"{SHADE}\" align=\"center\"><font size=\"1\">Valoarea<br>-{cur}-</font></td>\
         <td width=\"15%\" bgcolor=\"{SHADE}\" align=\"center\"><font size=\"1\">Valoarea T.V.A.<br>-{cur}-</font></td></tr>\n\
         <tr><td align=\"center\"><font size=\"1\">0</font></td><td align=\"center\"><font size=\"1\">1</font></td>\
         <td align=\"center\"><font size=\"1\">2</font></td><td align=\"center\"><font size=\"1\">3</font></td>\
         <td align=\"center\"><font size=\"1\">4</font></td><td align=\"center\"><font size=\"1\">5 (3x4)</font></td>\
         <td align=\"center\"><font size=\"1\">6</font></td></tr>\n"
    );
    for (l, vat) in p.lines.iter().zip(&line_vat) {
        table.push_str(&format!(
            "<tr><td align=\"center\">{}</td><td>{}</td><td align=\"center\">{}</td><td align=\"right\">{}</td>\
             <td align=\"right\">{}</td><td align=\"right\">{}</td><td align=\"right\">{}</td></tr>\n",
            l.position,
            escape(&l.description),
            if l.unit == "h" { "ore" } else { "buc" },
            l.quantity,
            l.unit_price,
            l.amount,
            p.bare_number(*vat),
        ));
    }
    table.push_str(&format!(
        "<tr><td colspan=\"2\" rowspan=\"2\" valign=\"top\"><font size=\"1\">Semnătura și ștampila furnizorului</font></td>\
         <td colspan=\"2\" rowspan=\"2\" valign=\"top\"><font size=\"1\">Date privind expediția:<br>Numele delegatului: ________<br>\
         B.I./C.I. seria ___ nr. ______<br>Mijlocul de transport: ________<br>Expedierea s-a efectuat în prezența noastră \
         la data de ________ ora ____<br>Semnăturile:</font></td>\
         <td valign=\"top\"><b>Total</b></td><td align=\"right\" valign=\"top\"><b>{subtotal}</b></td>\
         <td align=\"right\" valign=\"top\"><b>{tax}</b></td></tr>\n\
         <tr><td valign=\"top\"><font size=\"1\">Semnătura de primire</font></td>\
         <td colspan=\"2\" valign=\"top\"><font size=\"1\">Total de plată<br>(col. 5 + col. 6)</font><br>\
         <p align=\"right\"><font size=\"4\"><b>{total} {cur}</b></font></p></td></tr>\n</table>\n",
        subtotal = p.subtotal,
        tax = p.tax,
        total = p.total,
    ));
    let body = format!(
        "<table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\"><tr>\
         <td width=\"36%\" valign=\"top\"><font size=\"2\">Furnizor: <b>{vendor}</b><br>\
         Nr. ord. reg. com.: J40/{reg}/2019<br>C.I.F.: {vat}<br>Sediul: {street}, {city}<br>\
         Cont: {iban}<br>Banca: Banca Transilvania<br>Capital social: 200 RON</font></td>\
         <td width=\"28%\" align=\"center\" valign=\"top\"><font size=\"5\"><b>FACTURĂ</b></font><br>\
         Nr. facturii: <b>{number}</b><br><font size=\"1\">Data (ziua, luna, anul):</font><br><b>{date}</b><br>\
         <font size=\"1\">Data scadenței:</font><br><b>{due}</b><br>Cota T.V.A.: {rate}%</td>\
         <td width=\"36%\" valign=\"top\"><font size=\"2\">Cumpărător: <b>{customer}</b><br>Nr. ord. reg. com.: -<br>\
         C.I.F.: -<br>Sediul: {address}<br>Cod client: {customer_no}<br>Cont: -<br>Banca: -</font></td></tr></table>\n\
         <p><font size=\"2\">{order}Moneda: <b>{cur}</b></font></p>\n\
         {table}\
         <p><font size=\"1\">Factura circulă fără semnătură și ștampilă conform art. 319 alin. (29) din Legea nr. 227/2015 \
         privind Codul fiscal. Vă rugăm să achitați factura până la data de {due}, menționând numărul facturii.</font></p>",
        vendor = escape(p.vendor),
        reg = &vat_digits[..5],
        vat = p.vat_id,
        street = p.street,
        city = p.city,
        iban = p.iban,
        number = escape(&p.number),
        rate = p.tax_rate,
        customer = p.customer,
        address = p.customer_address,
        customer_no = p.customer_number,
    );
    document("Liberation Sans", &body)
}

/// A whole number written out in Lithuanian words, as the "Suma žodžiais"
/// line of a Lithuanian invoice spells it: 2345 is "du tūkstančiai trys
/// šimtai keturiasdešimt penki".
fn lithuanian_words(n: i64) -> String {
    const ONES: [&str; 20] = [
        "nulis",
        "vienas",
        "du",
        "trys",
        "keturi",
        "penki",
        "šeši",
        "septyni",
        "aštuoni",
        "devyni",
        "dešimt",
        "vienuolika",
        "dvylika",
        "trylika",
        "keturiolika",
        "penkiolika",
        "šešiolika",
        "septyniolika",
        "aštuoniolika",
        "devyniolika",
    ];
    const TENS: [&str; 10] = [
        "",
        "",
        "dvidešimt",
        "trisdešimt",
        "keturiasdešimt",
        "penkiasdešimt",
        "šešiasdešimt",
        "septyniasdešimt",
        "aštuoniasdešimt",
        "devyniasdešimt",
    ];
    let below_thousand = |n: i64| -> Vec<&'static str> {
        let mut words = Vec::new();
        match n / 100 {
            0 => {}
            1 => words.extend(["vienas", "šimtas"]),
            h => words.extend([ONES[h as usize], "šimtai"]),
        }
        let rest = n % 100;
        if rest >= 20 {
            words.push(TENS[(rest / 10) as usize]);
            if rest % 10 > 0 {
                words.push(ONES[(rest % 10) as usize]);
            }
        } else if rest > 0 {
            words.push(ONES[rest as usize]);
        }
        words
    };
    if n == 0 {
        return ONES[0].to_string();
    }
    let mut words = Vec::new();
    for (scale, forms) in [
        (1_000_000, ["milijonas", "milijonai", "milijonų"]),
        (1_000, ["tūkstantis", "tūkstančiai", "tūkstančių"]),
    ] {
        let count = n / scale % 1000;
        if count > 0 {
            words.extend(below_thousand(count));
            words.push(lithuanian_form(count, forms));
        }
    }
    words.extend(below_thousand(n % 1000));
    words.join(" ")
}

/// The form of a Lithuanian noun after `n`: "vienas euras", "du eurai",
/// "dešimt eurų".
fn lithuanian_form(n: i64, [one, few, many]: [&'static str; 3]) -> &'static str {
    match (n % 10, n % 100) {
        (1, last) if last != 11 => one,
        (2..=9, last) if !(12..=19).contains(&last) => few,
        _ => many,
    }
}

/// A date as Lithuanian invoices print it: "2026-03-03", or "2026 m. kovo 3
/// d." where the family's style writes the month out.
fn lithuanian_date(printed: &str, (year, month, day): (i32, u32, u32)) -> String {
    let long = date_in(printed, Language::Lithuanian);
    if long == printed {
        format!("{year}-{month:02}-{day:02}")
    } else {
        long
    }
}

/// A Lithuanian "PVM sąskaita faktūra" printed as text by a small Lithuanian
/// accounting program, in Lithuanian: the seller's name at the top, the
/// title centred with the number and the date centred beneath it, "Pardavėjas"
/// beside "Pirkėjas" with company and VAT codes, one line of the order
/// number, the payment deadline and the currency, items as "Eil. Nr. /
/// Prekės (paslaugos) pavadinimas / Mato vnt. / Kiekis / Kaina be PVM / Suma
/// be PVM" with headings two lines deep, "Suma be PVM / PVM / Iš viso su PVM"
/// at the right, the amount in Lithuanian words ("Suma žodžiais") and the
/// lines for whoever wrote out and received the invoice.
pub fn saskaita_faktura(p: &Printed) -> String {
    use Column::{Left, Right};
    let width = 78;
    let centred = |text: &str| format!("{}\n", format!("{text:^width$}").trim_end());
    let date = lithuanian_date(&p.date, p.date_ymd);
    let due = lithuanian_date(&p.due, p.due_ymd);
    let vat_digits: String = p.vat_id.chars().filter(char::is_ascii_digit).collect();
    let rule = format!("{}\n", "-".repeat(width));
    let mut t = format!("{}\n\n", p.vendor);
    t.push_str(&centred("PVM SĄSKAITA FAKTŪRA"));
    t.push_str(&centred(&format!("Nr. {}", p.number)));
    t.push_str(&centred(&date));
    t.push('\n');
    let (street, town) = two_lines(p.customer_address);
    let company_code = format!("Įmonės kodas: {}", &vat_digits[..9]);
    let vat_code = format!("PVM mokėtojo kodas: {}", p.vat_id);
    let account = format!("A. s.: {}", p.iban);
    let buyer_code = format!("Pirkėjo kodas: {}", p.customer_number);
    let halves = [Left(38), Left(38)];
    for row in [
        ["Pardavėjas:", "Pirkėjas:"],
        [p.vendor, p.customer],
        [&company_code, &buyer_code],
        [&vat_code, "Adresas:"],
        ["Adresas:", street],
        [p.street, town],
        [p.city, ""],
        [&account, ""],
    ] {
        t.push_str(&text_row(&halves, &row));
    }
    t.push_str(&rule);
    let order = match &p.po {
        Some(po) => format!("Užsakymo Nr.: {po}"),
        None => String::new(),
    };
    t.push_str(&text_row(
        &[Left(26), Left(32), Left(14)],
        &[
            &order,
            &format!("Apmokėti iki: {due}"),
            &format!("Valiuta: {}", p.currency),
        ],
    ));
    t.push_str(&rule);
    let columns = [Left(4), Left(28), Left(5), Right(7), Right(12), Right(12)];
    t.push_str(&text_row(
        &columns,
        &[
            "Eil.",
            "Prekės (paslaugos)",
            "Mato",
            "Kiekis",
            "Kaina be",
            "Suma be",
        ],
    ));
    t.push_str(&text_row(
        &columns,
        &["Nr.", "pavadinimas", "vnt.", "", "PVM", "PVM"],
    ));
    t.push_str(&rule);
    for l in &p.lines {
        t.push_str(&text_row(
            &columns,
            &[
                &l.position,
                &l.description,
                if l.unit == "h" { "val." } else { "vnt." },
                &l.quantity,
                &l.unit_price,
                &l.amount,
            ],
        ));
    }
    t.push_str(&rule);
    let sums = [Left(36), Left(22), Right(16)];
    let vat_label = format!("PVM {} %:", p.tax_rate);
    for row in [
        ["", "Suma be PVM:", p.subtotal.as_str()],
        ["", &vat_label, p.tax.as_str()],
        [
            "",
            "Iš viso su PVM:",
            &format!("{} {}", p.total, p.currency),
        ],
    ] {
        t.push_str(&text_row(&sums, &row));
    }
    t.push('\n');
    let cents: i64 = p
        .total
        .chars()
        .filter(char::is_ascii_digit)
        .collect::<String>()
        .parse()
        .unwrap_or(0);
    let unit = if p.currency == "CHF" {
        lithuanian_form(
            cents / 100,
            [
                "Šveicarijos frankas",
                "Šveicarijos frankai",
                "Šveicarijos frankų",
            ],
        )
    } else {
        lithuanian_form(cents / 100, ["euras", "eurai", "eurų"])
    };
    let words = lithuanian_words(cents / 100);
    let mut chars = words.chars();
    let words: String = chars
        .next()
        .map(|c| c.to_uppercase().collect::<String>())
        .unwrap_or_default()
        + chars.as_str();
    let sub = if p.currency == "CHF" { "rp." } else { "ct" };
    let spelt = format!("Suma žodžiais: {words} {unit} {:02} {sub}", cents % 100);
    for line in wrap(&spelt, width) {
        t.push_str(&format!("{line}\n"));
    }
    t.push('\n');
    t.push_str(&format!(
        "Mokėjimo paskirtyje prašome nurodyti sąskaitos numerį {}.\n\n\n",
        p.number
    ));
    t.push_str(&text_row(
        &halves,
        &[
            "Sąskaitą išrašė: ____________________",
            "Sąskaitą priėmė: ____________________",
        ],
    ));
    t.push_str(&text_row(
        &halves,
        &[
            "          (vardas, pavardė, parašas)",
            "          (vardas, pavardė, parašas)",
        ],
    ));
    t
}

/// A freelancer's invoice written by a command-line invoicing tool as
/// Markdown and printed as the plain text it is: "# Invoice" with the number,
/// "**From:**" and "**Bill to:**" blocks with hard line breaks, the invoice
/// data as a two-column Markdown table with bold labels, the items as a
/// pipe table whose cells are not padded to line up (only the alignment row
/// under the headings says which columns are numbers), the totals as a
/// second small table with the total in bold, and payment notes in italics.
pub fn markdown(p: &Printed) -> String {
    let money = |bare: &str, with: &str| {
        if p.bare {
            bare.to_string()
        } else {
            with.to_string()
        }
    };
    let mut t = format!("# Invoice {}\n\n", p.number);
    let tax_id = format!("{}-{}", &p.vat_id[2..4], &p.vat_id[4..]);
    t.push_str(&format!(
        "**From:**  \n{}  \n{}  \n{}  \n{}  \nEIN {tax_id}\n\n",
        p.vendor, p.street, p.city, p.phone
    ));
    t.push_str(&format!(
        "**Bill to:**  \n{}  \n{}\n\n",
        p.customer, p.customer_address
    ));
    t.push_str("| | |\n|---|---|\n");
    let mut data = vec![
        ("Invoice number", p.number.clone()),
        ("Issue date", p.date.clone()),
        ("Due date", p.due.clone()),
    ];
    if let Some(po) = &p.po {
        data.push(("PO number", po.clone()));
    }
    data.extend([
        ("Customer ID", p.customer_number.clone()),
        ("Currency", p.currency.to_string()),
    ]);
    for (label, value) in &data {
        t.push_str(&format!("| **{label}** | {value} |\n"));
    }
    t.push_str("\n## Items\n\n");
    t.push_str(&format!(
        "| # | Item | Description | Qty | Unit price ({cur}) | Amount ({cur}) |\n\
         |--:|------|-------------|----:|-----------:|-------:|\n",
        cur = p.currency
    ));
    for l in &p.lines {
        t.push_str(&format!(
            "| {} | {} | {} | {} | {} | {} |\n",
            l.position, l.code, l.description, l.quantity, l.unit_price, l.amount
        ));
    }
    t.push_str("\n| | |\n|---|--:|\n");
    t.push_str(&format!(
        "| Subtotal | {} |\n| Sales tax ({}%) | {} |\n| **Total due** | **{}** |\n\n",
        money(&p.subtotal, &p.subtotal_money),
        p.tax_rate,
        money(&p.tax, &p.tax_money),
        money(&p.total, &p.total_money),
    ));
    let (_, account) = p.sort_code_and_account();
    t.push_str(&format!(
        "## Payment\n\n\
         Please pay **{}** by **{}** by ACH or wire to account {account}, \
         quoting `{}` as the reference.\n\n\
         _Thank you for your business!_\n",
        money(&format!("{} {}", p.total, p.currency), &p.total_money),
        p.due,
        p.number
    ));
    t
}

// An eleventh round of seven, written the same way without looking at
// the extractor; held out at first, then trained on.

/// A date with the day as an ordinal, as British billheads write it:
/// "3rd March 2026", "21st April 2026", "12th May 2026".
fn ordinal_date((year, month, day): (i32, u32, u32)) -> String {
    let suffix = match (day % 10, day % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{day}{suffix} {} {year}", MONTHS[month as usize - 1])
}

/// A printed amount split at its decimal point into pounds and pence, for
/// the two money columns of a traditional invoice book.
fn pounds_and_pence(amount: &str) -> (&str, &str) {
    amount.split_once('.').unwrap_or((amount, "00"))
}

/// A British tradesman's invoice in the manner of the old engraved billhead,
/// typed into a word-processor template that keeps it: the trade carried on
/// and the firm's name in capitals centred at the head, the invoice number
/// in red at the top right, the town and the date with its ordinal day
/// ("Leeds, 3rd March 2026"), "Messrs." before the customer and "Bought of"
/// before the firm, the order and account numbers with the terms on one
/// line, items as "Quantity / Description / Price each" with the money in
/// two columns headed "£" and "p" (pounds and pence apart, as in a
/// duplicate invoice book), the goods, VAT and total ruled off in the same
/// columns, "E. & O. E." and the retention-of-title clause.
pub fn bought_of(p: &Printed) -> String {
    let trade = match p.vendor {
        "Acme Tools Ltd" => "Tool Merchants · Ironmongers · Engineers' Suppliers",
        "Umbrella Supplies plc" => "Laboratory &amp; Hospital Furnishers · Chemists' Sundries",
        _ => "General Merchants &amp; Suppliers",
    };
    let town = p
        .city
        .split(' ')
        .next()
        .unwrap_or(p.city)
        .trim_end_matches(',');
    let money_cells = |amount: &str, bold: bool| {
        let (pounds, pence) = pounds_and_pence(amount);
        let (open, close) = if bold { ("<b>", "</b>") } else { ("", "") };
        format!(
            "<td align=\"right\">{open}{pounds}{close}</td><td align=\"center\">{open}{pence}{close}</td>"
        )
    };
    let mut table = String::from(
        "<table width=\"100%\" border=\"1\" cellpadding=\"3\" cellspacing=\"0\">\n\
         <thead><tr><td width=\"12%\" align=\"center\"><b>Quantity</b></td><td width=\"52%\" align=\"center\"><b>Description</b></td>\
         <td width=\"15%\" align=\"center\"><b>Price each</b></td><td width=\"14%\" align=\"center\"><b>£</b></td>\
         <td width=\"7%\" align=\"center\"><b>p</b></td></tr></thead>\n",
    );
    for l in &p.lines {
        let quantity = if l.unit == "h" {
            format!("{} hrs", l.quantity)
        } else {
            l.quantity.clone()
        };
        table.push_str(&format!(
            "<tr><td align=\"center\">{quantity}</td><td>{}</td><td align=\"right\">{}</td>{}</tr>\n",
            escape(&l.description),
            l.unit_price,
            money_cells(&l.amount, false)
        ));
    }
    table.push_str(&format!(
        "<tr><td></td><td align=\"right\">Goods</td><td></td>{}</tr>\n\
         <tr><td></td><td align=\"right\">VAT @ {}%</td><td></td>{}</tr>\n\
         <tr><td></td><td align=\"right\"><b>Total</b></td><td></td>{}</tr>\n</table>\n",
        money_cells(&p.subtotal, false),
        p.tax_rate,
        money_cells(&p.tax, false),
        money_cells(&p.total, true),
    ));
    let order = p.po.as_ref().map_or(String::new(), |po| {
        format!(
            "Your Order No. <b>{}</b> &nbsp;&nbsp;·&nbsp;&nbsp; ",
            escape(po)
        )
    });
    let (sort_code, account) = p.sort_code_and_account();
    let body = format!(
        "<table width=\"100%\" cellpadding=\"0\" cellspacing=\"0\"><tr>\
         <td width=\"60%\" valign=\"top\"><font size=\"1\">Telephone {phone}<br>VAT Reg. No. {vat}</font></td>\
         <td align=\"right\" valign=\"top\"><font size=\"2\">INVOICE</font><br>\
         <font size=\"4\" color=\"#b00000\"><b>No. {number}</b></font></td></tr></table>\n\
         <p align=\"center\"><font size=\"1\"><i>{trade}</i></font><br>\
         <font size=\"6\"><b>{capitals}</b></font><br>\
         <font size=\"2\">{street}, {city}</font></p>\n\
         <hr>\n\
         <p align=\"right\"><i>{town}, {date}</i></p>\n\
         <p>Messrs. <b>{customer}</b><br>{address}</p>\n\
         <p align=\"center\"><font size=\"4\"><i>Bought of</i> {vendor}</font></p>\n\
         <p><font size=\"2\">{order}Account No. <b>{account_no}</b> &nbsp;&nbsp;·&nbsp;&nbsp; \
         Terms: strictly nett, payment by <b>{due}</b></font></p>\n\
         {table}\
         <p><font size=\"1\">E. &amp; O. E. &nbsp;&nbsp; All prices in pounds sterling (GBP). \
         Goods remain the property of {vendor} until paid for in full.</font></p>\n\
         <p><font size=\"2\">Cheques payable to {vendor}, or by bank transfer to sort code {sort_code}, \
         account {account}, quoting invoice No. {number}.</font></p>\n\
         <p align=\"center\"><font size=\"1\">With thanks</font></p>",
        phone = p.phone,
        vat = p.vat_id,
        number = escape(&p.number),
        capitals = escape(&p.vendor.to_uppercase()),
        street = p.street,
        city = p.city,
        date = ordinal_date(p.date_ymd),
        customer = p.customer,
        address = p.customer_address,
        vendor = escape(p.vendor),
        account_no = p.customer_number,
        due = ordinal_date(p.due_ymd),
    );
    document("Liberation Serif", &body)
}

/// A date as Croatian documents print it, the year closed by a full stop:
/// "03.03.2026.".
fn croatian_date((year, month, day): (i32, u32, u32)) -> String {
    format!("{day:02}.{month:02}.{year}.")
}

/// A Croatian račun as a Croatian invoicing program prints it after the
/// invoice has been fiscalised, in Croatian: the seller with its OIB at the
/// top left, the buyer beneath in the envelope window and at the right a
/// column of "Broj računa / Datum i vrijeme izdavanja / Datum isporuke /
/// Datum dospijeća / Broj narudžbenice / Način plaćanja / Valuta", dates
/// with the year closed by a full stop ("03.03.2026."), "RAČUN br." as the
/// heading, items as "Rb. / Šifra / Naziv proizvoda ili usluge / JM /
/// Količina / Cijena / Rabat % / Iznos", "Ukupno bez PDV-a / PDV / UKUPNO ZA
/// PLATITI", a "Rekapitulacija PDV-a" by rate, the fiscal data (business
/// premises, device, operator, ZKI and JIR), and the HUB-3 payment data
/// beside the barcode field.
pub fn racun(p: &Printed) -> String {
    let vat_digits: String = p.vat_id.chars().filter(char::is_ascii_digit).collect();
    let oib = format!("{vat_digits}{}", &vat_digits[..2]);
    let number_digits: String = p.number.chars().filter(char::is_ascii_digit).collect();
    let seed = super::sha256(format!("{}|{}", p.number, p.vendor).as_bytes());
    let zki = seed[..32].to_string();
    let jir = format!(
        "{}-{}-{}-{}-{}",
        &seed[32..40],
        &seed[40..44],
        &seed[44..48],
        &seed[48..52],
        &seed[52..64]
    );
    let digit = |i: usize| u32::from(seed.as_bytes()[i] % 10);
    let time = format!(
        "{:02}:{}{}:{}{}",
        8 + digit(1) % 9,
        digit(2) % 6,
        digit(3),
        digit(4) % 6,
        digit(5)
    );
    let (street, town) = two_lines(p.customer_address);
    let due = croatian_date(p.due_ymd);
    let mut data = vec![
        ("Broj računa:", format!("<b>{}</b>", escape(&p.number))),
        (
            "Datum i vrijeme izdavanja:",
            format!("{} u {time}", croatian_date(p.date_ymd)),
        ),
        ("Datum isporuke:", croatian_date(p.date_ymd)),
        ("Datum dospijeća:", format!("<b>{due}</b>")),
    ];
    if let Some(po) = &p.po {
        data.push(("Broj narudžbenice:", escape(po)));
    }
    data.extend([
        ("Način plaćanja:", "Transakcijski račun".to_string()),
        ("Valuta:", p.currency.to_string()),
        ("Šifra kupca:", p.customer_number.clone()),
    ]);
    // One flat table: Writer stacks nested tables instead of setting them
    // side by side.
    let buyer = [
        "<font size=\"1\">Kupac:</font>".to_string(),
        format!("<b>{}</b>", p.customer),
        street.to_string(),
        town.to_string(),
    ];
    let data: String = data
        .iter()
        .enumerate()
        .map(|(i, (k, v))| {
            format!(
                "<tr><td width=\"44%\">{}</td><td width=\"27%\"><font size=\"2\">{k}</font></td>\
                 <td><font size=\"2\">{v}</font></td></tr>",
                buyer.get(i).map_or("", String::as_str)
            )
        })
        .collect();
    let rate = format!("{} %", p.tax_rate);
    let table = items(
        p,
        &[
            ("Rb.", false),
            ("Šifra", false),
            ("Naziv proizvoda ili usluge", false),
            ("JM", false),
            ("Količina", true),
            ("Cijena", true),
            ("Rabat %", true),
            ("Iznos", true),
        ],
        |i, c| {
            let l = &p.lines[i];
            match c {
                0 => format!("{}.", l.position),
                1 => l.code.clone(),
                2 => l.description.clone(),
                3 => if l.unit == "h" { "sat" } else { "kom" }.to_string(),
                4 => l.quantity.clone(),
                5 => l.unit_price.clone(),
                6 => "0,00".to_string(),
                _ => l.amount.clone(),
            }
        },
        "#dde4ee",
    );
    let exemption = if p.tax_rate == 0 {
        "<p><font size=\"1\">Napomena: prijenos porezne obveze – PDV nije obračunat sukladno čl. 75. st. 3. \
         Zakona o PDV-u.</font></p>\n"
    } else {
        ""
    };
    let reference = format!("{}-{}", number_digits.trim_start_matches('0'), p.date_ymd.0);
    let body = format!(
        "<table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr>\
         <td width=\"55%\" valign=\"top\"><font size=\"4\"><b>{vendor}</b></font><br>\
         <font size=\"2\">{v_street}, {v_city}<br>OIB: {oib} &nbsp; PDV ID: {vat}<br>\
         IBAN: {iban}<br>Tel.: {phone}</font></td>\
         <td valign=\"top\" align=\"right\"><font size=\"1\">Obveznik PDV-a · R-1</font></td></tr></table>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"1\" cellspacing=\"0\">{data}</table>\n\
         <p align=\"center\"><font size=\"5\"><b>RAČUN br. {number}</b></font></p>\n\
         {table}\
         <table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\">\
         <tr><td width=\"50%\"></td><td>Ukupno bez PDV-a:</td><td align=\"right\">{subtotal}</td></tr>\
         <tr><td></td><td>PDV {rate}:</td><td align=\"right\">{tax}</td></tr>\
         <tr><td></td><td bgcolor=\"#dde4ee\"><b>UKUPNO ZA PLATITI ({cur}):</b></td>\
         <td bgcolor=\"#dde4ee\" align=\"right\"><b>{total}</b></td></tr></table>\n\
         <p><font size=\"2\"><b>Rekapitulacija PDV-a</b></font></p>\n\
         <table width=\"60%\" border=\"1\" cellpadding=\"2\" cellspacing=\"0\">\
         <tr><td><font size=\"2\">Stopa</font></td><td align=\"right\"><font size=\"2\">Osnovica</font></td>\
         <td align=\"right\"><font size=\"2\">Iznos PDV-a</font></td></tr>\
         <tr><td><font size=\"2\">PDV {rate}</font></td><td align=\"right\"><font size=\"2\">{subtotal}</font></td>\
         <td align=\"right\"><font size=\"2\">{tax}</font></td></tr></table>\n\
         {exemption}\
         <p><font size=\"1\">Mjesto izdavanja: {place} · Oznaka poslovnog prostora: PP1 · \
         Oznaka naplatnog uređaja: 1 · Oznaka operatera: OP1<br>ZKI: {zki}<br>JIR: {jir}</font></p>\n\
         <table width=\"100%\" border=\"1\" cellpadding=\"3\" cellspacing=\"0\"><tr>\
         <td width=\"62%\" valign=\"top\"><font size=\"1\">Podaci za plaćanje (HUB-3)<br>\
         Primatelj: {vendor}<br>IBAN primatelja: {iban}<br>Model i poziv na broj: HR00 {reference}<br>\
         Opis plaćanja: Plaćanje računa {number}<br>Iznos: {total} {cur} · Rok plaćanja: {due}</font></td>\
         <td align=\"center\" valign=\"middle\" bgcolor=\"#eeeeee\"><font size=\"1\">[ PDF417 ]<br>\
         Skenirajte za plaćanje</font></td></tr></table>\n\
         <p><font size=\"1\">Račun je izdan u elektroničkom obliku i valjan je bez pečata i potpisa.</font></p>\n\
         <p align=\"right\"><font size=\"2\">Račun izdao: ______________________</font></p>",
        vendor = escape(p.vendor),
        v_street = p.street,
        v_city = p.city,
        vat = p.vat_id,
        iban = p.iban,
        phone = p.phone,
        number = escape(&p.number),
        subtotal = p.subtotal,
        tax = p.tax,
        cur = p.currency,
        total = p.total,
        place = p.city,
    );
    document("Liberation Sans", &body)
}

/// A whole number in Spanish capitals as Mexican invoices write amounts "con
/// letra", "UN" before a noun: 1671 is "MIL SEISCIENTOS SETENTA Y UN", 21 000
/// "VEINTIÚN MIL".
fn spanish_words(n: i64) -> String {
    const UNITS: [&str; 30] = [
        "CERO",
        "UN",
        "DOS",
        "TRES",
        "CUATRO",
        "CINCO",
        "SEIS",
        "SIETE",
        "OCHO",
        "NUEVE",
        "DIEZ",
        "ONCE",
        "DOCE",
        "TRECE",
        "CATORCE",
        "QUINCE",
        "DIECISÉIS",
        "DIECISIETE",
        "DIECIOCHO",
        "DIECINUEVE",
        "VEINTE",
        "VEINTIÚN",
        "VEINTIDÓS",
        "VEINTITRÉS",
        "VEINTICUATRO",
        "VEINTICINCO",
        "VEINTISÉIS",
        "VEINTISIETE",
        "VEINTIOCHO",
        "VEINTINUEVE",
    ];
    const TENS: [&str; 10] = [
        "",
        "",
        "",
        "TREINTA",
        "CUARENTA",
        "CINCUENTA",
        "SESENTA",
        "SETENTA",
        "OCHENTA",
        "NOVENTA",
    ];
    const HUNDREDS: [&str; 10] = [
        "",
        "CIENTO",
        "DOSCIENTOS",
        "TRESCIENTOS",
        "CUATROCIENTOS",
        "QUINIENTOS",
        "SEISCIENTOS",
        "SETECIENTOS",
        "OCHOCIENTOS",
        "NOVECIENTOS",
    ];
    let below_thousand = |n: i64| -> String {
        if n == 100 {
            return "CIEN".to_string();
        }
        let mut words = Vec::new();
        if n >= 100 {
            words.push(HUNDREDS[(n / 100) as usize].to_string());
        }
        let rest = n % 100;
        if rest >= 30 {
            words.push(match rest % 10 {
                0 => TENS[(rest / 10) as usize].to_string(),
                u => format!("{} Y {}", TENS[(rest / 10) as usize], UNITS[u as usize]),
            });
        } else if rest > 0 {
            words.push(UNITS[rest as usize].to_string());
        }
        words.join(" ")
    };
    if n == 0 {
        return UNITS[0].to_string();
    }
    let mut words = Vec::new();
    let millions = n / 1_000_000;
    if millions == 1 {
        words.push("UN MILLÓN".to_string());
    } else if millions > 1 {
        words.push(format!("{} MILLONES", below_thousand(millions)));
    }
    let thousands = n / 1000 % 1000;
    if thousands == 1 {
        words.push("MIL".to_string());
    } else if thousands > 1 {
        words.push(format!("{} MIL", below_thousand(thousands)));
    }
    if n % 1000 > 0 {
        words.push(below_thousand(n % 1000));
    }
    words.join(" ")
}

/// A date the way border-trade paperwork writes it so that neither side
/// misreads it: the day, the month's Spanish abbreviation and the year,
/// "03/MAR/2026", "15/ENE/2026".
fn border_date((year, month, day): (i32, u32, u32)) -> String {
    const MESES: [&str; 12] = [
        "ENE", "FEB", "MAR", "ABR", "MAY", "JUN", "JUL", "AGO", "SEP", "OCT", "NOV", "DIC",
    ];
    format!("{day:02}/{}/{year}", MESES[month as usize - 1])
}

/// A Texas distributor's bilingual invoice to customers across the Mexican
/// border, printed as text from its order-entry system: every label in
/// Spanish and English ("FACTURA / INVOICE", "FECHA / DATE", "VENCE / DUE
/// DATE", "SU ORDEN DE COMPRA / YOUR P.O."), dates as "03/MAR/2026" with
/// the Spanish month, "Vendido a / Sold to" beside "Embarcar a / Ship to",
/// column headings two lines deep (Spanish over English) with the quantity
/// and the Mexican unit ("PZA", "HR") first, "IMPUESTO / TAX" and "TOTAL",
/// the total "con letra" in Spanish capitals ending "84/100 USD", and the
/// promissory note (pagaré) Mexican invoices carry, repeating the amount
/// and the due date.
pub fn border_trade(p: &Printed) -> String {
    use Column::{Left, Right};
    let columns = [Right(5), Left(4), Left(7), Left(28), Right(12), Right(12)];
    let rule = format!("{}\n", "-".repeat(78));
    let tax_id = format!("{}-{}", &p.vat_id[2..4], &p.vat_id[4..]);
    let mut t = format!(
        "{}\n{}\n{}\nTel. {}   EIN / Tax ID: {tax_id}\n\n",
        p.vendor, p.street, p.city, p.phone
    );
    let mut data = vec![
        ("FACTURA / INVOICE No.:", p.number.clone()),
        ("FECHA / DATE:", border_date(p.date_ymd)),
        ("VENCE / DUE DATE:", border_date(p.due_ymd)),
    ];
    if let Some(po) = &p.po {
        data.push(("SU ORDEN DE COMPRA / YOUR P.O.:", po.clone()));
    }
    data.extend([
        ("CLIENTE / CUSTOMER No.:", p.customer_number.clone()),
        ("MONEDA / CURRENCY:", format!("{} (DÓLARES)", p.currency)),
    ]);
    for (label, value) in &data {
        t.push_str(&format!("{:>46} {value}\n", label));
    }
    let (street, town) = two_lines(p.customer_address);
    t.push('\n');
    for (left, right) in [
        ("VENDIDO A / SOLD TO:", "EMBARCAR A / SHIP TO:"),
        (p.customer, p.customer),
        (street, "Recibo / Receiving dock"),
        (town, street),
        ("", town),
    ] {
        t.push_str(format!("{left:<40}{right}").trim_end());
        t.push('\n');
    }
    t.push('\n');
    t.push_str("CONDICIONES / TERMS: CRÉDITO / NET   VÍA / SHIP VIA: CAMIÓN / TRUCK, LAREDO TX\n");
    t.push_str(&rule);
    t.push_str(&text_row(
        &columns,
        &[
            "CANT.",
            "UNID",
            "CLAVE",
            "DESCRIPCIÓN",
            "PRECIO UNIT.",
            "IMPORTE",
        ],
    ));
    t.push_str(&text_row(
        &columns,
        &["QTY", "UNIT", "CODE", "DESCRIPTION", "UNIT PRICE", "AMOUNT"],
    ));
    t.push_str(&rule);
    for l in &p.lines {
        let unit = if l.unit == "h" { "HR" } else { "PZA" };
        t.push_str(&text_row(
            &columns,
            &[
                &l.quantity,
                unit,
                &l.code,
                &l.description,
                &l.unit_price,
                &l.amount,
            ],
        ));
    }
    t.push_str(&rule);
    let money = |bare: &str, with: &str| {
        if p.bare {
            bare.to_string()
        } else {
            with.to_string()
        }
    };
    for (label, value) in [
        (
            "SUBTOTAL:".to_string(),
            money(&p.subtotal, &p.subtotal_money),
        ),
        (
            format!("IMPUESTO / TAX {}%:", p.tax_rate),
            money(&p.tax, &p.tax_money),
        ),
        (
            format!("TOTAL {}:", p.currency),
            money(&p.total, &p.total_money),
        ),
    ] {
        t.push_str(&format!("{label:>62}{value:>16}\n"));
    }
    let cents: i64 = p.lines.iter().map(|l| l.amount_cents).sum::<i64>() + p.tax_cents;
    let dollars = cents / 100;
    let unit = if dollars == 1 { "DÓLAR" } else { "DÓLARES" };
    t.push_str(&format!(
        "\nCANTIDAD CON LETRA / AMOUNT IN WORDS:\n({} {unit} {:02}/100 {})\n\n",
        spanish_words(dollars),
        cents % 100,
        p.currency
    ));
    let note = format!(
        "PAGARÉ: Debo(emos) y pagaré(mos) incondicionalmente a la orden de {} en {}, \
         el día {} la cantidad de {} {}, valor recibido a mi (nuestra) entera satisfacción. \
         Este pagaré causará intereses moratorios al 1.5% mensual.",
        p.vendor,
        p.city,
        border_date(p.due_ymd),
        p.total,
        p.currency,
    );
    for line in wrap(&note, 78) {
        t.push_str(&line);
        t.push('\n');
    }
    t.push_str("\nNombre y firma / Name and signature: ________________________________\n");
    t
}

/// A date as Icelandic invoices write it out: "3. apríl 2026".
fn icelandic_date((year, month, day): (i32, u32, u32)) -> String {
    const MANUDIR: [&str; 12] = [
        "janúar",
        "febrúar",
        "mars",
        "apríl",
        "maí",
        "júní",
        "júlí",
        "ágúst",
        "september",
        "október",
        "nóvember",
        "desember",
    ];
    format!("{day}. {} {year}", MANUDIR[month as usize - 1])
}

/// An Icelandic reikningur printed as text by an Icelandic accounting
/// program, in Icelandic: "REIKNINGUR" and "Frumrit" at the top right, the
/// seller's kennitala and VAT number under its address, the payer at the
/// left beside "Reikningsnúmer / Dagsetning / Viðskiptamaður /
/// Pöntunarnúmer / Gjaldmiðill" and then the two dates Icelandic claims
/// carry, "Gjalddagi" (the due date) and "Eindagi" (the last day before
/// late interest runs), items as "Vörunr. / Lýsing / Magn / Ein. /
/// Ein.verð / Upphæð", "Samtals án vsk. / Virðisaukaskattur / Samtals með
/// vsk. / Til greiðslu", and the note that a claim has been created in the
/// payer's online bank, with the bank account and the due date written out.
pub fn reikningur(p: &Printed) -> String {
    use Column::{Left, Right};
    let vat_digits: String = p.vat_id.chars().filter(char::is_ascii_digit).collect();
    let kennitala = format!("5{}-{}", &vat_digits[1..6], &vat_digits[5..9]);
    let vsk = &vat_digits[3..9];
    let account = format!(
        "01{}-26-{}",
        &vat_digits[7..9],
        &p.iban
            .chars()
            .filter(char::is_ascii_digit)
            .collect::<String>()[10..16]
    );
    let mut t = format!(
        "{:<60}{:>18}\n{:<60}{:>18}\n{}\nKt. {kennitala}   VSK-nr. {vsk}\nSími {}\n\n",
        p.vendor, "REIKNINGUR", p.street, "Frumrit", p.city, p.phone
    );
    let (street, town) = two_lines(p.customer_address);
    let numeric = |(y, m, d): (i32, u32, u32)| format!("{d:02}.{m:02}.{y}");
    let due = numeric(p.due_ymd);
    let mut data = vec![
        ("Reikningsnúmer:", p.number.clone()),
        ("Dagsetning:", numeric(p.date_ymd)),
        ("Viðskiptamaður:", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        data.push(("Pöntunarnúmer:", po.clone()));
    }
    data.extend([
        ("Gjaldmiðill:", p.currency.to_string()),
        ("Gjalddagi:", due.clone()),
        ("Eindagi:", due.clone()),
    ]);
    let left = ["Greiðandi:", p.customer, street, town];
    for (i, (label, value)) in data.iter().enumerate() {
        let l = left.get(i).copied().unwrap_or("");
        t.push_str(&format!("{l:<44}{label:<17}{value}\n"));
    }
    t.push('\n');
    let columns = [Left(7), Left(28), Right(5), Left(4), Right(10), Right(12)];
    let rule = format!("{}\n", "-".repeat(76));
    t.push_str(&text_row(
        &columns,
        &["Vörunr.", "Lýsing", "Magn", "Ein.", "Ein.verð", "Upphæð"],
    ));
    t.push_str(&rule);
    for l in &p.lines {
        let unit = if l.unit == "h" { "klst" } else { "stk." };
        t.push_str(&text_row(
            &columns,
            &[
                &l.code,
                &l.description,
                &l.quantity,
                unit,
                &l.unit_price,
                &l.amount,
            ],
        ));
    }
    t.push_str(&rule);
    for (label, value) in [
        ("Samtals án vsk.:".to_string(), p.subtotal.clone()),
        (format!("Virðisaukaskattur {}%:", p.tax_rate), p.tax.clone()),
        ("Samtals með vsk.:".to_string(), p.total.clone()),
        (format!("Til greiðslu {}:", p.currency), p.total.clone()),
    ] {
        t.push_str(&format!("{:41}{label:<23}{value:>12}\n", ""));
    }
    t.push_str(&format!(
        "\nGreiðsluupplýsingar:\n\
         Krafa hefur verið stofnuð í netbanka greiðanda með gjalddaga {}.\n\
         Einnig má greiða inn á reikning {account}, kt. {kennitala}.\n\
         IBAN {}\n\
         Dráttarvextir reiknast frá eindaga. Vinsamlegast tilgreinið reikningsnúmer\n\
         {} við greiðslu.\n\n\
         {} þakkar viðskiptin.\n",
        icelandic_date(p.due_ymd),
        p.iban,
        p.number,
        p.vendor
    ));
    t
}

// A twelfth round of seven, written the same way without looking at
// the extractor; held out at first, then trained on.

/// An amount the German way, the currency after the number: "1.234,56 €",
/// or the code where the currency has no sign of its own.
fn betrag(bare: &str, p: &Printed) -> String {
    match p.currency {
        "EUR" => format!("{bare} €"),
        code => format!("{bare} {code}"),
    }
}

/// A German invoice written as a business letter in a word processor, in
/// German, with no reference block at all: the small sender line over the
/// address window, the place and date at the right ("Berlin, 3. März
/// 2026"), the subject line "Rechnung Nr. … vom …" in bold, the order number
/// only in the opening sentence ("… gemäß Ihrer Bestellnummer …"), items as
/// "Pos. / Menge / Einheit / Bezeichnung / Einzelpreis / Gesamtpreis" with
/// the currency in the headings, "Summe netto / zzgl. … % USt. /
/// Rechnungsbetrag" under the last column, the due date only in the closing
/// request to pay, the greeting, and the company's register, tax and bank
/// details in three columns at the end.
pub fn rechnung_brief(p: &Printed) -> String {
    let town = p.city.split_once(' ').map_or(p.city, |(_, t)| t);
    let date = date_in(&p.date, Language::German);
    let due = date_in(&p.due, Language::German);
    let (street, place) = two_lines(p.customer_address);
    let tax_name = if p.currency == "CHF" { "MWST" } else { "USt." };
    let opening = match &p.po {
        Some(po) => format!(
            "vielen Dank für Ihren Auftrag gemäß Ihrer Bestellnummer {}. Für die ausgeführten \
             Lieferungen und Leistungen erlauben wir uns, Ihnen Folgendes in Rechnung zu stellen:",
            escape(po)
        ),
        None => "vielen Dank für Ihren Auftrag. Für die ausgeführten Lieferungen und Leistungen \
                 erlauben wir uns, Ihnen Folgendes in Rechnung zu stellen:"
            .to_string(),
    };
    let rule = "style=\"border-bottom: 1px solid #000000\"";
    let mut table = format!(
        "<table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\">\n<tr>\
         <td width=\"7%\" {rule}><b>Pos.</b></td><td width=\"9%\" align=\"right\" {rule}><b>Menge</b></td>\
         <td width=\"9%\" align=\"center\" {rule}><b>Einheit</b></td><td width=\"43%\" {rule}><b>Bezeichnung</b></td>\
         <td width=\"15%\" align=\"right\" {rule}><b>Einzelpreis {cur}</b></td>\
         <td width=\"17%\" align=\"right\" {rule}><b>Gesamtpreis {cur}</b></td></tr>\n",
        cur = p.currency
    );
    for l in &p.lines {
        let unit = if l.unit == "h" { "Std." } else { "Stk." };
        table.push_str(&format!(
            "<tr><td>{}</td><td align=\"right\">{}</td><td align=\"center\">{unit}</td><td>{}</td>\
             <td align=\"right\">{}</td><td align=\"right\">{}</td></tr>\n",
            l.position,
            l.quantity,
            escape(&l.description),
            l.unit_price,
            l.amount
        ));
    }
    let tax_line = if p.tax_rate == 0 {
        format!("{tax_name} 0 %")
    } else {
        format!("zzgl. {} % {tax_name}", p.tax_rate)
    };
    table.push_str(&format!(
        "<tr><td colspan=\"4\"></td><td style=\"border-top: 1px solid #000000\">Summe netto</td>\
         <td align=\"right\" style=\"border-top: 1px solid #000000\">{}</td></tr>\n\
         <tr><td colspan=\"4\"></td><td>{tax_line}</td><td align=\"right\">{}</td></tr>\n\
         <tr><td colspan=\"4\"></td><td style=\"border-top: 1px solid #000000\"><b>Rechnungsbetrag</b></td>\
         <td align=\"right\" style=\"border-top: 1px solid #000000\"><b>{}</b></td></tr>\n</table>\n",
        betrag(&p.subtotal, p),
        betrag(&p.tax, p),
        betrag(&p.total, p),
    ));
    let exemption = if p.tax_rate == 0 {
        "<p><font size=\"2\">Steuerschuldnerschaft des Leistungsempfängers (Reverse-Charge-Verfahren).</font></p>\n"
    } else {
        ""
    };
    let register = if p.currency == "CHF" {
        "Handelsregister des Kantons Zürich"
    } else {
        "Handelsregister HRB 18 442"
    };
    let body = format!(
        "<p align=\"right\"><font size=\"5\" color=\"#1f3a60\"><b>{vendor}</b></font><br>\
         <font size=\"2\">{street_v} · {city}<br>Telefon {phone}</font></p>\n\
         <p><br></p>\n\
         <p><font size=\"1\"><u>{vendor} · {street_v} · {city}</u></font><br>\
         {customer}<br>z. Hd. Buchhaltung<br>{street}<br>{place}</p>\n\
         <p><br></p>\n\
         <p align=\"right\">{town}, {date}</p>\n\
         <p><font size=\"4\"><b>Rechnung Nr. {number} vom {date}</b></font><br>\
         <font size=\"2\">Kundennummer {customer_no} · Das Leistungsdatum entspricht dem Rechnungsdatum.</font></p>\n\
         <p>Sehr geehrte Damen und Herren,</p>\n\
         <p>{opening}</p>\n\
         {table}\
         {exemption}\
         <p>Bitte überweisen Sie den Rechnungsbetrag von {total} ohne Abzug bis zum <b>{due}</b> auf das \
         unten genannte Konto. Geben Sie dabei bitte die Rechnungsnummer {number} als Verwendungszweck an.</p>\n\
         <p>Mit freundlichen Grüßen</p>\n\
         <p><br>{vendor}</p>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr>\
         <td width=\"33%\" valign=\"top\" style=\"border-top: 1px solid #000000\"><font size=\"1\">{vendor}<br>{street_v}<br>{city}</font></td>\
         <td width=\"33%\" valign=\"top\" style=\"border-top: 1px solid #000000\"><font size=\"1\">{register}<br>\
         USt-IdNr. {vat}<br>Telefon {phone}</font></td>\
         <td valign=\"top\" style=\"border-top: 1px solid #000000\"><font size=\"1\">Bankverbindung<br>IBAN {iban}<br>\
         Kontoinhaber {vendor}</font></td></tr></table>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.phone,
        customer = p.customer,
        number = escape(&p.number),
        customer_no = p.customer_number,
        total = betrag(&p.total, p),
        vat = p.vat_id,
        iban = p.iban,
    );
    document("Liberation Sans", &body)
}

/// A UK supplier's final invoice for an order taken with a deposit, from a
/// word-processor template that keeps the invoice's particulars at the foot:
/// at the top only the supplier's name and address with "INVOICE" and its
/// number, then "Invoice to" and the items ("Description / Qty / Unit price
/// / Amount"); under the items one flat table of three panels side by side,
/// "Invoice details" (number, invoice date, your ref., account, payment
/// due), "How to pay" (bank, sort code, account, reference) and "Summary"
/// ("Net total / VAT / Invoice total"), the deposit already received taken
/// off the invoice total to leave the "Balance to pay", which is not the
/// invoice total.
pub fn deposit_balance(p: &Printed) -> String {
    const SHADE: &str = "#e6eef0";
    let total_cents = p.lines.iter().map(|l| l.amount_cents).sum::<i64>() + p.tax_cents;
    let deposit = match total_cents / 4 / 1000 * 1000 {
        0 => total_cents / 4 / 100 * 100,
        round => round,
    };
    let money = |cents: i64| p.money_like(cents);
    let table = items(
        p,
        &[
            ("Description", false),
            ("Qty", true),
            ("Unit price", true),
            ("Amount", true),
        ],
        |i, c| {
            let l = &p.lines[i];
            match c {
                0 => l.description.clone(),
                1 => l.quantity.clone(),
                2 => l.unit_price_money.clone(),
                _ => l.amount_money.clone(),
            }
        },
        SHADE,
    );
    let (sort_code, account) = p.sort_code_and_account();
    let mut details = vec![
        ("Invoice no.", escape(&p.number)),
        ("Invoice date", p.date.clone()),
    ];
    if let Some(po) = &p.po {
        details.push(("Your ref.", escape(po)));
    }
    details.extend([
        ("Account", p.customer_number.clone()),
        ("Payment due", format!("<b>{}</b>", p.due)),
    ]);
    let paying = [
        ("Bank", "Barclays Bank plc".to_string()),
        ("Sort code", sort_code),
        ("Account no.", account),
        ("Reference", escape(&p.number)),
    ];
    let summary = [
        (
            "Net total".to_string(),
            total_text(&p.subtotal, &p.subtotal_money, p),
        ),
        (
            format!("VAT @ {}%", p.tax_rate),
            total_text(&p.tax, &p.tax_money, p),
        ),
        (
            "<b>Invoice total</b>".to_string(),
            format!("<b>{}</b>", total_text(&p.total, &p.total_money, p)),
        ),
        (
            "Less deposit received".to_string(),
            format!("-{}", money(deposit)),
        ),
        (
            "<b>Balance to pay</b>".to_string(),
            format!("<b>{}</b>", money(total_cents - deposit)),
        ),
    ];
    let rows = details.len().max(paying.len()).max(summary.len());
    let cell = |pair: Option<(&str, &str)>, shade: bool, right: bool| {
        let bg = if shade {
            format!(" bgcolor=\"{SHADE}\"")
        } else {
            String::new()
        };
        let align = if right { " align=\"right\"" } else { "" };
        let (k, v) = pair.unwrap_or(("", ""));
        format!(
            "<td{bg}><font size=\"2\">{k}</font></td><td{bg}{align}><font size=\"2\">{v}</font></td>"
        )
    };
    let mut panels = format!(
        "<tr><td colspan=\"2\" bgcolor=\"{SHADE}\"><b>Invoice details</b></td>\
         <td colspan=\"2\"><b>How to pay</b></td>\
         <td colspan=\"2\" bgcolor=\"{SHADE}\"><b>Summary</b></td></tr>\n"
    );
    for i in 0..rows {
        panels.push_str("<tr>");
        panels.push_str(&cell(
            details.get(i).map(|(k, v)| (*k, v.as_str())),
            true,
            false,
        ));
        panels.push_str(&cell(
            paying.get(i).map(|(k, v)| (*k, v.as_str())),
            false,
            false,
        ));
        panels.push_str(&cell(
            summary.get(i).map(|(k, v)| (k.as_str(), v.as_str())),
            true,
            true,
        ));
        panels.push_str("</tr>\n");
    }
    let body = format!(
        "<table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr>\
         <td width=\"60%\" valign=\"top\"><font size=\"5\" color=\"#245b66\"><b>{vendor}</b></font><br>\
         <font size=\"2\">{street}, {city}<br>Tel. {phone} · VAT Reg. No. {vat}</font></td>\
         <td align=\"right\" valign=\"top\"><font size=\"6\" color=\"#245b66\">INVOICE</font><br>\
         <font size=\"3\">No. {number}</font></td></tr></table>\n\
         <p><br></p>\n\
         <p><font size=\"2\" color=\"#245b66\"><b>Invoice to</b></font><br><b>{customer}</b><br>{address}</p>\n\
         <p><br></p>\n\
         {table}\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\" border=\"1\">\n{panels}</table>\n\
         <p><br></p>\n\
         <p><font size=\"2\">Thank you for your order. The deposit received with your order has been deducted; \
         please pay the balance of {balance} by {due}. Goods remain our property until paid for in full. \
         Amounts in {currency}.</font></p>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        phone = p.phone,
        vat = p.vat_id,
        number = escape(&p.number),
        customer = p.customer,
        address = p.customer_address,
        balance = money(total_cents - deposit),
        due = p.due,
        currency = p.currency,
    );
    document("Liberation Sans", &body)
}

/// A date as French invoices print it: "03/03/2026".
fn french_date((year, month, day): (i32, u32, u32)) -> String {
    format!("{day:02}/{month:02}/{year}")
}

/// A French facture printed as text by a small business management
/// package, in French: the seller's heading at the top left with its
/// intra-community VAT number, the customer's address at the right as French
/// letters place it, with the place and date beneath ("Amsterdam, le
/// 03/03/2026"), "FACTURE N° …", a few "label : value" lines ("Date de
/// facture", "Code client", "Référence commande", "Devise"), items as "Réf. /
/// Désignation / Qté / P.U. HT / Montant HT / TVA" with a VAT code, "Total
/// HT / Total TVA / Total TTC / NET À PAYER" at the right, a "Récapitulatif
/// TVA" by code, and the due date only in the schedule of payments at the
/// foot ("Échéance(s)"), before the late-payment wording the law asks for.
pub fn facture_texte(p: &Printed) -> String {
    use Column::{Left, Right};
    let town_v = p.city.split_once(' ').map_or(p.city, |(_, t)| t);
    let date = french_date(p.date_ymd);
    let mut t = format!(
        "{}\n{}\n{}\nTél. : {}\nN° TVA intracommunautaire : {}\n\n",
        p.vendor.to_uppercase(),
        p.street,
        p.city,
        p.phone,
        p.vat_id
    );
    let (street, town) = two_lines(p.customer_address);
    for line in [p.customer, street, town] {
        t.push_str(&format!("{:42}{line}\n", ""));
    }
    t.push_str(&format!("\n{:42}{town_v}, le {date}\n\n", ""));
    t.push_str(&format!("FACTURE N° {}\n\n", p.number));
    let mut fields = vec![
        ("Date de facture", date.clone()),
        ("Code client", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        fields.push(("Référence commande", po.clone()));
    }
    fields.push(("Devise", p.currency.to_string()));
    for (label, value) in &fields {
        t.push_str(&format!("{label:<20}: {value}\n"));
    }
    t.push('\n');
    let columns = [Left(7), Left(28), Right(5), Right(10), Right(11), Left(3)];
    t.push_str(&text_row(
        &columns,
        &["Réf.", "Désignation", "Qté", "P.U. HT", "Montant HT", "TVA"],
    ));
    let rule = format!("{}\n", "-".repeat(74));
    t.push_str(&rule);
    for l in &p.lines {
        t.push_str(&text_row(
            &columns,
            &[
                &l.code,
                &l.description,
                &l.quantity,
                &l.unit_price,
                &l.amount,
                "1",
            ],
        ));
    }
    t.push_str(&rule);
    let rate = format!("{},00 %", p.tax_rate);
    for (label, value) in [
        ("Total HT".to_string(), &p.subtotal),
        ("Total TVA".to_string(), &p.tax),
        ("Total TTC".to_string(), &p.total),
        (format!("NET À PAYER ({})", p.currency), &p.total),
    ] {
        t.push_str(&format!("{:42}{label:<20}{value:>12}\n", ""));
    }
    t.push_str("\nRécapitulatif TVA\n");
    let vat_columns = [Left(5), Right(12), Right(9), Right(12)];
    t.push_str(&text_row(
        &vat_columns,
        &["Code", "Base HT", "Taux", "Montant TVA"],
    ));
    t.push_str(&text_row(&vat_columns, &["1", &p.subtotal, &rate, &p.tax]));
    if p.tax_rate == 0 {
        t.push_str("Exonération de TVA, article 262 ter I du CGI.\n");
    }
    t.push_str("\nÉchéance(s)\n");
    let schedule = [Left(12), Left(22), Right(14)];
    t.push_str(&text_row(
        &schedule,
        &["Date", "Mode de règlement", "Montant"],
    ));
    let amount = format!("{} {}", p.total, p.currency);
    t.push_str(&text_row(
        &schedule,
        &[&french_date(p.due_ymd), "Virement bancaire", &amount],
    ));
    t.push_str(&format!(
        "\nCoordonnées bancaires\nTitulaire : {}\nIBAN      : {}\n\n",
        p.vendor, p.iban
    ));
    let legal = "Conditions de règlement : par virement, au plus tard à la date d'échéance \
                 indiquée ci-dessus. Pas d'escompte pour paiement anticipé. En cas de \
                 retard de paiement, des pénalités égales à trois fois le taux d'intérêt légal \
                 seront exigibles, ainsi qu'une indemnité forfaitaire pour frais de recouvrement \
                 de 40 euros (art. L441-10 du Code de commerce).";
    for line in wrap(legal, 76) {
        t.push_str(&line);
        t.push('\n');
    }
    t
}

/// A UK wholesaler's consolidated sales invoice printed as text from its
/// order-processing system, covering several despatches to the customer:
/// the letterhead with "SALES INVOICE" at the right, "Invoice to" beside
/// "Deliver to", the invoice data between two rules of equals signs as two
/// columns of "label : value" pairs ("Invoice No.", "Tax Date", "Payment
/// Due" beside "Account No.", "Your Order", "Currency"), one set of column
/// headings, then the lines grouped by despatch, each group under a
/// heading with its delivery note and despatch date and closed by its own
/// "Despatch … total" (a sum of the group's lines, not the invoice's
/// subtotal), and after the last group "Goods total / VAT / INVOICE TOTAL".
pub fn despatch_groups(p: &Printed) -> String {
    use Column::{Left, Right};
    let mut t = format!(
        "{:<50}{:>26}\n{}, {}\nTel {}   VAT Reg No {}\n\n",
        p.vendor.to_uppercase(),
        "SALES INVOICE",
        p.street,
        p.city,
        p.phone,
        p.vat_id
    );
    let (street, town) = two_lines(p.customer_address);
    let parties = [Left(38), Left(38)];
    t.push_str(&text_row(&parties, &["Invoice to:", "Deliver to:"]));
    for line in [p.customer, street, town] {
        t.push_str(&text_row(&parties, &[line, line]));
    }
    t.push('\n');
    let mut left = vec![
        ("Invoice No.", p.number.clone()),
        ("Tax Date", p.date.clone()),
        ("Payment Due", p.due.clone()),
    ];
    let mut right = vec![("Account No.", p.customer_number.clone())];
    if let Some(po) = &p.po {
        right.push(("Your Order", po.clone()));
    }
    right.push(("Currency", p.currency.to_string()));
    left.resize(left.len().max(right.len()), ("", String::new()));
    let equals = format!("{}\n", "=".repeat(76));
    t.push_str(&equals);
    for (i, (label, value)) in left.iter().enumerate() {
        let first = if label.is_empty() {
            String::new()
        } else {
            format!("{label:<12}: {value}")
        };
        let second = right
            .get(i)
            .map_or(String::new(), |(k, v)| format!("{k:<12}: {v}"));
        let line = format!("{:<40}{second}", format!(" {first}"));
        t.push_str(line.trim_end());
        t.push('\n');
    }
    t.push_str(&equals);
    t.push('\n');
    let columns = [Left(8), Left(30), Right(5), Right(11), Right(12)];
    let price = format!("Price {}", p.currency);
    let net = format!("Net {}", p.currency);
    t.push_str(&text_row(
        &columns,
        &["Code", "Description", "Qty", &price, &net],
    ));
    t.push_str(&format!("{}\n", "-".repeat(74)));
    let size = if p.lines.len() <= 8 {
        p.lines.len().div_ceil(3).max(1)
    } else {
        6
    };
    let groups: Vec<_> = p.lines.chunks(size).collect();
    let seed = p.customer_number.parse::<u32>().unwrap_or(0);
    for (k, group) in groups.iter().enumerate() {
        let note = format!("DN{}", 40_000 + (seed * 7) % 50_000 + 17 * k as u32);
        let despatched = p.date_like(days_earlier(p.date_ymd, (3 * (groups.len() - k)) as u32));
        t.push_str(&format!(
            "Despatch {} of {}  -  delivery note {note}, despatched {despatched}\n",
            k + 1,
            groups.len()
        ));
        let mut sum = 0;
        for l in group.iter() {
            sum += l.amount_cents;
            t.push_str(&text_row(
                &columns,
                &[
                    &l.code,
                    &l.description,
                    &l.quantity,
                    &l.unit_price,
                    &l.amount,
                ],
            ));
        }
        t.push_str(&format!(
            "{:>74}\n\n",
            format!("Despatch {note} total  {:>12}", p.bare_number(sum))
        ));
    }
    t.push_str(&format!("{}\n", "-".repeat(74)));
    let rate = format!("VAT @ {}%", p.tax_rate);
    for (label, value) in [
        ("Goods total", &p.subtotal),
        (rate.as_str(), &p.tax),
        ("INVOICE TOTAL", &p.total),
    ] {
        t.push_str(&format!("{:44}{label:<18}{value:>12}\n", ""));
    }
    t.push_str(&format!("{:62}{}\n", "", "=".repeat(12)));
    let (sort_code, account) = p.sort_code_and_account();
    t.push_str(&format!(
        "\nAll prices in {cur}. Terms: payment due by {due}.\n\
         BACS: sort code {sort_code}, account {account}, quoting invoice {number}.\n\
         Goods remain the property of {vendor} until paid for in full.\n",
        cur = p.currency,
        due = p.due,
        number = p.number,
        vendor = p.vendor,
    ));
    t
}

// A thirteenth round of seven, written the same way without looking at
// the extractor; held out at first, then trained on.

/// The cents of an amount the family printed with two decimals, whatever
/// its separators.
fn printed_cents(printed: &str) -> i64 {
    let digits: String = printed.chars().filter(char::is_ascii_digit).collect();
    digits.parse().unwrap_or(0)
}

/// The list price and trade discount (in per cent) a merchant prints for a
/// net price: the discount taken from the line's position, the list price
/// the one whose discounted price rounds to the net price exactly.
fn list_and_discount(net: i64, position: usize) -> (i64, i64) {
    const DISCOUNTS: [i64; 6] = [10, 0, 15, 5, 20, 10];
    let discount = DISCOUNTS[position % DISCOUNTS.len()];
    if discount == 0 {
        return (net, 0);
    }
    let start = net * 100 / (100 - discount) - 2;
    (start..start + 6)
        .find(|list| (list * (100 - discount) + 50).div_euclid(100) == net)
        .map_or((net, 0), |list| (list, discount))
}

/// A UK trade merchant's sales invoice from its accounts package, the kind
/// a builders' or wholesale counter prints: the merchant's name at the left
/// and "SALES INVOICE" at the right, one flat table with "Invoice to" and
/// "Deliver to" beside the invoice data as label and value rows ("Invoice
/// No. / Invoice Date / Account / Customer Order No. / Payment Due"), the
/// items as "Product Code / Description / Qty / List Price / Disc % / Net
/// Price / Net Amount" with each line's trade discount off the list price,
/// the totals as one ruled row of labels over values ("Total Net / VAT Rate
/// / VAT / Invoice Total"), and the discount given, bank details and returns
/// terms in notes beneath.
pub fn trade_discount(p: &Printed) -> String {
    const SHADE: &str = "#dfe9d8";
    let mut saved = 0;
    let priced: Vec<(String, String)> = p
        .lines
        .iter()
        .enumerate()
        .map(|(i, l)| {
            let (list, discount) = list_and_discount(printed_cents(&l.unit_price), i);
            let gross = (list * quantity_hundredths(&l.quantity) + 50).div_euclid(100);
            saved += gross - l.amount_cents;
            (p.bare_number(list), format!("{discount}.00"))
        })
        .collect();
    let money = |cents: i64| p.money_like(cents);
    let table = items(
        p,
        &[
            ("Product Code", false),
            ("Description", false),
            ("Qty", true),
            ("List Price", true),
            ("Disc %", true),
            ("Net Price", true),
            ("Net Amount", true),
        ],
        |i, c| {
            let l = &p.lines[i];
            match c {
                0 => l.code.clone(),
                1 => l.description.clone(),
                2 => l.quantity.clone(),
                3 => priced[i].0.clone(),
                4 => priced[i].1.clone(),
                5 => l.unit_price.clone(),
                _ => l.amount.clone(),
            }
        },
        SHADE,
    );
    let mut data = vec![
        ("Invoice No.", format!("<b>{}</b>", escape(&p.number))),
        ("Invoice Date", p.date.clone()),
        ("Account", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        data.push(("Customer Order No.", escape(po)));
    }
    data.push(("Payment Due", p.due.clone()));
    let rows = data.len();
    let (street, town) = two_lines(p.customer_address);
    let mut head = String::new();
    for (i, (label, value)) in data.iter().enumerate() {
        head.push_str("<tr>");
        if i == 0 {
            let block = |title: &str| {
                format!(
                    "<td width=\"28%\" rowspan=\"{rows}\" valign=\"top\"><font size=\"2\" color=\"#3d6b2c\"><b>{title}</b></font><br>\
                     {}<br>{street}<br>{town}</td>",
                    p.customer
                )
            };
            head.push_str(&block("Invoice to"));
            head.push_str(&block("Deliver to"));
        }
        head.push_str(&format!(
            "<td width=\"20%\" bgcolor=\"{SHADE}\"><font size=\"2\">{label}</font></td><td>{value}</td></tr>\n"
        ));
    }
    let (sort_code, account) = p.sort_code_and_account();
    let rule = "style=\"border: 1px solid #3d6b2c\"";
    let body = format!(
        "<table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr>\
         <td width=\"60%\" valign=\"top\"><font size=\"5\" color=\"#3d6b2c\"><b>{vendor}</b></font><br>\
         <font size=\"2\">Trade Counter \u{00B7} {street_v}, {city}<br>Tel. {phone} \u{00B7} VAT Reg. No. {vat}</font></td>\
         <td align=\"right\" valign=\"top\"><font size=\"5\"><b>SALES INVOICE</b></font><br>\
         <font size=\"2\">Tax point is the invoice date</font></td></tr></table>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\">\n{head}</table>\n\
         <p><br></p>\n\
         <p><font size=\"2\">All prices in {cur}, excluding VAT. Net price is list price less your trade discount.</font></p>\n\
         {table}\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"4\" cellspacing=\"0\">\
         <tr><td bgcolor=\"{SHADE}\" {rule}><font size=\"2\">Total Net</font></td>\
         <td bgcolor=\"{SHADE}\" {rule}><font size=\"2\">VAT Rate</font></td>\
         <td bgcolor=\"{SHADE}\" {rule}><font size=\"2\">VAT</font></td>\
         <td bgcolor=\"{SHADE}\" {rule}><font size=\"2\"><b>Invoice Total</b></font></td></tr>\
         <tr><td align=\"right\" {rule}>{subtotal}</td><td align=\"right\" {rule}>{rate}.00%</td>\
         <td align=\"right\" {rule}>{tax}</td><td align=\"right\" {rule}><b>{total}</b></td></tr></table>\n\
         <p><br></p>\n\
         <p><font size=\"2\">Trade discount given on this invoice: {saved}.<br>\
         Payment by BACS to {vendor}, sort code {sort_code}, account {account}; please quote account {account_no}.<br>\
         Goods may be returned in resaleable condition within 28 days with this invoice. \
         Title to goods passes only on payment in full.</font></p>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.phone,
        vat = p.vat_id,
        cur = p.currency,
        subtotal = total_text(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = total_text(&p.tax, &p.tax_money, p),
        total = total_text(&p.total, &p.total_money, p),
        saved = money(saved),
        account_no = p.customer_number,
    );
    document("Liberation Sans", &body)
}

/// A Belgian structured payment reference ("gestructureerde mededeling"):
/// ten digits from the invoice and customer numbers and their remainder by
/// 97 (97 for none) as two check digits, written +++123/4567/89002+++.
fn structured_reference(p: &Printed) -> String {
    let digits: String = format!("{}{}", p.number, p.customer_number)
        .chars()
        .filter(char::is_ascii_digit)
        .collect();
    let tail = &digits[digits.len().saturating_sub(10)..];
    let base: u64 = tail.parse().unwrap_or(0);
    let check = match base % 97 {
        0 => 97,
        r => r,
    };
    let all = format!("{base:010}{check:02}");
    format!("+++{}/{}/{}+++", &all[..3], &all[3..7], &all[7..])
}

/// A Belgian factuur from a Flemish accounting package, in Dutch: the seller
/// with its VAT and enterprise numbers at the left and the customer's
/// address at the right as Belgian window envelopes take it, "FACTUUR" over
/// a ruled strip of labels over values ("Factuurnummer / Factuurdatum /
/// Vervaldag / Klantnummer / Uw bestelbon"), the items as "Code /
/// Omschrijving / Aantal / Eenheidsprijs / Btw / Totaal excl. btw" with the
/// currency in the headings, a VAT recapitulation ("Btw-tarief / Maatstaf
/// van heffing / Btw-bedrag") beside "Totaal excl. btw / Btw / Te betalen",
/// the payment request in a box with the structured reference, and the
/// general terms on late payment at the foot.
pub fn factuur_be(p: &Printed) -> String {
    const SHADE: &str = "#e8e3d3";
    let amount = |bare: &str| match p.currency {
        "EUR" => format!("€ {bare}"),
        code => format!("{code} {bare}"),
    };
    let mut strip = vec![
        ("Factuurnummer", escape(&p.number)),
        ("Factuurdatum", french_date(p.date_ymd)),
        ("Vervaldag", french_date(p.due_ymd)),
        ("Klantnummer", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        strip.push(("Uw bestelbon", escape(po)));
    }
    let labels: String = strip
        .iter()
        .map(|(k, _)| format!("<td bgcolor=\"{SHADE}\"><font size=\"2\">{k}</font></td>"))
        .collect();
    let values: String = strip
        .iter()
        .map(|(_, v)| format!("<td><b>{v}</b></td>"))
        .collect();
    let price = format!("Eenheidsprijs {}", p.currency);
    let net = format!("Totaal excl. btw {}", p.currency);
    let rate = format!("{}%", p.tax_rate);
    let table = items(
        p,
        &[
            ("Code", false),
            ("Omschrijving", false),
            ("Aantal", true),
            (&price, true),
            ("Btw", true),
            (&net, true),
        ],
        |i, c| {
            let l = &p.lines[i];
            match c {
                0 => l.code.clone(),
                1 => l.description.clone(),
                2 => l.quantity.clone(),
                3 => l.unit_price.clone(),
                4 => rate.clone(),
                _ => l.amount.clone(),
            }
        },
        SHADE,
    );
    let exemption = if p.tax_rate == 0 {
        "<p><font size=\"2\">Vrijgestelde intracommunautaire levering \u{2013} art. 39bis W.Btw.</font></p>\n"
    } else {
        ""
    };
    let (street, town) = two_lines(p.customer_address);
    let enterprise: String = p
        .vat_id
        .chars()
        .filter(char::is_ascii_digit)
        .chain("0".chars())
        .take(10)
        .collect();
    let body = format!(
        "<table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr>\
         <td width=\"55%\" valign=\"top\"><font size=\"4\"><b>{vendor}</b></font><br>\
         <font size=\"2\">{street_v}<br>{city}<br>Tel. {phone}<br>Btw {vat}<br>\
         Ondernemingsnummer {ent1}.{ent2}.{ent3}</font></td>\
         <td valign=\"top\"><br><br><br>{customer}<br>t.a.v. de boekhouding<br>{street}<br>{town}</td></tr></table>\n\
         <p><br></p>\n\
         <p><font size=\"5\"><b>FACTUUR</b></font></p>\n\
         <table width=\"100%\" border=\"1\" cellpadding=\"3\" cellspacing=\"0\"><tr>{labels}</tr>\n<tr>{values}</tr></table>\n\
         <p><br></p>\n\
         {table}\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\">\
         <tr><td bgcolor=\"{SHADE}\" {boxed}><font size=\"2\">Btw-tarief</font></td>\
         <td bgcolor=\"{SHADE}\" align=\"right\" {boxed}><font size=\"2\">Maatstaf van heffing</font></td>\
         <td bgcolor=\"{SHADE}\" align=\"right\" {boxed}><font size=\"2\">Btw-bedrag</font></td>\
         <td width=\"10%\"></td><td>Totaal excl. btw</td><td align=\"right\">{subtotal_a}</td></tr>\
         <tr><td {boxed}>{rate}</td><td align=\"right\" {boxed}>{subtotal}</td><td align=\"right\" {boxed}>{tax}</td>\
         <td></td><td>Btw {rate}</td><td align=\"right\">{tax_a}</td></tr>\
         <tr><td colspan=\"4\"></td><td style=\"border-top: 1px solid #000000\"><b>Te betalen</b></td>\
         <td align=\"right\" style=\"border-top: 1px solid #000000\"><b>{total_a}</b></td></tr></table>\n\
         <p><br></p>\n\
         {exemption}\
         <table width=\"100%\" border=\"1\" cellpadding=\"6\" cellspacing=\"0\"><tr><td>\
         Gelieve het bedrag van <b>{total_a}</b> te betalen vóór {due} op rekening IBAN {iban} \
         met vermelding van de gestructureerde mededeling:<br><b>{reference}</b></td></tr></table>\n\
         <p><font size=\"1\">Algemene voorwaarden: onze facturen zijn betaalbaar op de vervaldag. Bij niet-betaling op de \
         vervaldag is van rechtswege en zonder voorafgaande ingebrekestelling een verwijlintrest verschuldigd \
         volgens de wet van 2 augustus 2002. Klachten dienen binnen acht dagen na factuurdatum schriftelijk \
         te worden gemeld.</font></p>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.phone,
        vat = p.vat_id,
        ent1 = &enterprise[..4],
        ent2 = &enterprise[4..7],
        ent3 = &enterprise[7..],
        customer = p.customer,
        subtotal = p.subtotal,
        tax = p.tax,
        subtotal_a = amount(&p.subtotal),
        tax_a = amount(&p.tax),
        total_a = amount(&p.total),
        due = french_date(p.due_ymd),
        iban = p.iban,
        reference = structured_reference(p),
        boxed = "style=\"border: 1px solid #000000\"",
    );
    document("Liberation Sans", &body)
}

/// A date as US timesheet exports print it, whatever the document's own
/// style: "03/02/2026".
fn us_date((year, month, day): (i32, u32, u32)) -> String {
    format!("{month:02}/{day:02}/{year}")
}

/// A US consultancy's invoice printed as plain text from its time-tracking
/// tool: the firm's name with "INVOICE" at the right, "Bill to" beside the
/// invoice data as "Label: value" lines ("Invoice #", "Invoice date", "Due
/// date", "P.O. #", "Client ID"), a sentence naming the period billed, then
/// one row per dated entry ("DATE / DESCRIPTION / QTY/HRS / RATE / AMOUNT",
/// under a rule of dashes per column), the hours billed counted under the
/// entries, "Subtotal / Sales tax / TOTAL DUE" at the right, and the
/// remittance instructions at the end.
pub fn dated_entries(p: &Printed) -> String {
    use Column::{Left, Right};
    let mut t = format!(
        "{:<60}{:>16}\n{}\n{}\n\n",
        p.vendor.to_uppercase(),
        "INVOICE",
        p.street,
        p.city
    );
    let (street, town) = two_lines(p.customer_address);
    let mut data = vec![
        ("Invoice #:", p.number.clone()),
        ("Invoice date:", p.date.clone()),
        ("Due date:", p.due.clone()),
    ];
    if let Some(po) = &p.po {
        data.push(("P.O. #:", po.clone()));
    }
    data.push(("Client ID:", p.customer_number.clone()));
    let left = ["Bill to:", p.customer, street, town];
    for i in 0..left.len().max(data.len()) {
        let first = left.get(i).copied().unwrap_or("");
        let second = data
            .get(i)
            .map_or(String::new(), |(k, v)| format!("{k:<15}{v}"));
        let line = format!("{first:<40}{second}");
        t.push_str(line.trim_end());
        t.push('\n');
    }
    let n = p.lines.len();
    let day_of = |i: usize| days_earlier(p.date_ymd, (1 + (n - 1 - i) * 28 / n.max(1)) as u32);
    t.push_str(&format!(
        "\nServices and materials for the period {} through {}.\nAll amounts in {}.\n\n",
        us_date(days_earlier(p.date_ymd, 29)),
        us_date(days_earlier(p.date_ymd, 1)),
        p.currency
    ));
    let columns = [Left(10), Left(30), Right(7), Right(10), Right(11)];
    t.push_str(&text_row(
        &columns,
        &["DATE", "DESCRIPTION", "QTY/HRS", "RATE", "AMOUNT"],
    ));
    t.push_str(&text_row(
        &columns,
        &[
            &"-".repeat(10),
            &"-".repeat(30),
            &"-".repeat(7),
            &"-".repeat(10),
            &"-".repeat(11),
        ],
    ));
    let mut hours = 0;
    for (i, l) in p.lines.iter().enumerate() {
        if l.unit == "h" {
            hours += quantity_hundredths(&l.quantity);
        }
        t.push_str(&text_row(
            &columns,
            &[
                &us_date(day_of(i)),
                &l.description,
                &l.quantity,
                &l.unit_price,
                &l.amount,
            ],
        ));
    }
    t.push('\n');
    if hours > 0 {
        let whole = hours / 100;
        let hours = if hours % 100 == 0 {
            whole.to_string()
        } else {
            format!("{whole}.{}", (hours % 100) / 10)
        };
        t.push_str(&format!("Hours billed this period: {hours}\n\n"));
    }
    let tax = format!("Sales tax ({}%)", p.tax_rate);
    let due = format!("TOTAL DUE ({})", p.currency);
    for (label, value) in [
        ("Subtotal", &p.subtotal),
        (tax.as_str(), &p.tax),
        (due.as_str(), &p.total),
    ] {
        t.push_str(&format!("{:42}{label:<22}{value:>12}\n", ""));
    }
    let digits: String = p.iban.chars().filter(char::is_ascii_digit).collect();
    t.push_str(&format!(
        "\nPlease remit by {due} and reference invoice {number}.\n\
         \x20 Check payable to {vendor}, {street}, {city}\n\
         \x20 ACH: routing {routing}, account {account}\n\
         Thank you for your business.\n",
        due = p.due,
        number = p.number,
        vendor = p.vendor,
        street = p.street,
        city = p.city,
        routing = &digits[..9],
        account = &digits[9..],
    ));
    t
}

/// A date as Danish business systems print it: "03-03-2026".
fn danish_date((year, month, day): (i32, u32, u32)) -> String {
    format!("{day:02}-{month:02}-{year}")
}

/// A Danish faktura printed as text by an ERP system, in Danish: the
/// company with its VAT number at the top left and "FAKTURA" at the right,
/// the customer's address beside "Fakturanr. / Fakturadato / Kundenr. /
/// Deres ordrenr. / Valuta", the payment terms as one line with the due
/// date ("Netto 30 dage - forfaldsdato …"), items as "Varenr. / Tekst /
/// Antal / Enhed / Enhedspris / Beløb", and the totals as one row of
/// labels over values between rules of equals signs ("Varebeløb /
/// Momsgrundlag / Moms % / Momsbeløb / I alt EUR"), then the bank details and
/// the note on interest for late payment.
pub fn faktura_dk(p: &Printed) -> String {
    use Column::{Left, Right};
    let mut t = format!(
        "{:<60}{:>16}\n{}\n{}\nTlf. {}\nMoms-nr. {}\n\n",
        p.vendor, "FAKTURA", p.street, p.city, p.phone, p.vat_id
    );
    let (street, town) = two_lines(p.customer_address);
    let mut data = vec![
        ("Fakturanr.", p.number.clone()),
        ("Fakturadato", danish_date(p.date_ymd)),
        ("Kundenr.", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        data.push(("Deres ordrenr.", po.clone()));
    }
    data.push(("Valuta", p.currency.to_string()));
    let left = [p.customer, "Att.: Kreditorbogholderiet", street, town];
    for i in 0..left.len().max(data.len()) {
        let first = left.get(i).copied().unwrap_or("");
        let second = data
            .get(i)
            .map_or(String::new(), |(k, v)| format!("{k:<16}{v}"));
        let line = format!("{first:<44}{second}");
        t.push_str(line.trim_end());
        t.push('\n');
    }
    let terms = (0..=90)
        .find(|&d| days_earlier(p.due_ymd, d) == p.date_ymd)
        .unwrap_or(30);
    t.push_str(&format!(
        "\nBetalingsbetingelser: Netto {terms} dage - forfaldsdato {}\n\n",
        danish_date(p.due_ymd)
    ));
    let columns = [Left(7), Left(29), Right(5), Left(5), Right(10), Right(11)];
    t.push_str(&text_row(
        &columns,
        &["Varenr.", "Tekst", "Antal", "Enhed", "Enhedspris", "Beløb"],
    ));
    let rule = |c: char| format!("{}\n", c.to_string().repeat(76));
    t.push_str(&rule('-'));
    for l in &p.lines {
        let unit = if l.unit == "h" { "timer" } else { "stk." };
        t.push_str(&text_row(
            &columns,
            &[
                &l.code,
                &l.description,
                &l.quantity,
                unit,
                &l.unit_price,
                &l.amount,
            ],
        ));
    }
    t.push_str(&rule('-'));
    t.push('\n');
    let sums = [Right(14), Right(14), Right(8), Right(14), Right(16)];
    let total_label = format!("I alt {}", p.currency);
    let rate = format!("{},00", p.tax_rate);
    t.push_str(&rule('='));
    t.push_str(&text_row(
        &sums,
        &[
            "Varebeløb",
            "Momsgrundlag",
            "Moms %",
            "Momsbeløb",
            &total_label,
        ],
    ));
    t.push_str(&text_row(
        &sums,
        &[&p.subtotal, &p.subtotal, &rate, &p.tax, &p.total],
    ));
    t.push_str(&rule('='));
    t.push_str(&format!(
        "\nBetaling til: {vendor}, IBAN {iban}\n\
         Ved betaling bedes fakturanr. {number} anført.\n\
         Ved betaling efter forfaldsdato tilskrives renter i henhold til renteloven.\n",
        vendor = p.vendor,
        iban = p.iban,
        number = p.number,
    ));
    t
}

// Held out: a fourteenth round of seven, written the same way without
// looking at the extractor or at how it fares on any family above.

/// The days from one date to another, for payment terms printed as "Net 30".
fn days_from(from: (i32, u32, u32), to: (i32, u32, u32)) -> u32 {
    (0..=120)
        .find(|&d| days_earlier(to, d) == from)
        .unwrap_or(30)
}

/// A US sales invoice from the word processor's stock "sales invoice"
/// template: the company's name and slogan at the left with "INVOICE" in
/// large grey capitals at the right over "INVOICE #" and "DATE", "TO" beside
/// "SHIP TO", a shaded band of capital labels over values ("SALESPERSON /
/// P.O. NUMBER / SHIPPING METHOD / SHIPPING TERMS / PAYMENT TERMS / DUE
/// DATE"), the items as "QTY / ITEM # / DESCRIPTION / UNIT PRICE / DISCOUNT
/// / LINE TOTAL" with the discount column left empty and the template's
/// unused rows kept, and "TOTAL DISCOUNT / SUBTOTAL / SALES TAX / TOTAL" in
/// ruled cells under the last columns.
pub fn sales_band(p: &Printed) -> String {
    const SHADE: &str = "#d9d9d9";
    const REPS: [&str; 4] = ["J. Ramirez", "K. Patel", "M. Chen", "S. Novak"];
    let seed: usize = p.customer_number.parse().unwrap_or(0);
    let rule = "style=\"border: 1px solid #7f7f7f\"";
    let mut band = vec![("SALESPERSON", REPS[seed % REPS.len()].to_string())];
    if let Some(po) = &p.po {
        band.push(("P.O. NUMBER", escape(po)));
    }
    band.extend([
        ("SHIPPING METHOD", "Ground".to_string()),
        ("SHIPPING TERMS", "FOB Origin".to_string()),
        (
            "PAYMENT TERMS",
            format!("Net {}", days_from(p.date_ymd, p.due_ymd)),
        ),
        ("DUE DATE", p.due.clone()),
    ]);
    let band_labels: String = band
        .iter()
        .map(|(k, _)| format!("<td bgcolor=\"{SHADE}\" align=\"center\" {rule}><font size=\"1\"><b>{k}</b></font></td>"))
        .collect();
    let band_values: String = band
        .iter()
        .map(|(_, v)| format!("<td align=\"center\" {rule}>{v}</td>"))
        .collect();
    let mut table =
        String::from("<table width=\"100%\" cellpadding=\"4\" cellspacing=\"0\">\n<tr>");
    for (label, width, right) in [
        ("QTY", 7, true),
        ("ITEM #", 11, false),
        ("DESCRIPTION", 38, false),
        ("UNIT PRICE", 13, true),
        ("DISCOUNT", 11, true),
        ("LINE TOTAL", 20, true),
    ] {
        let align = if right { " align=\"right\"" } else { "" };
        table.push_str(&format!(
            "<td width=\"{width}%\" bgcolor=\"{SHADE}\"{align} {rule}><font size=\"1\"><b>{label}</b></font></td>"
        ));
    }
    table.push_str("</tr>\n");
    for l in &p.lines {
        table.push_str(&format!(
            "<tr><td align=\"right\" {rule}>{}</td><td {rule}>{}</td><td {rule}>{}</td>\
             <td align=\"right\" {rule}>{}</td><td align=\"right\" {rule}></td><td align=\"right\" {rule}>{}</td></tr>\n",
            l.quantity,
            escape(&l.code),
            escape(&l.description),
            l.unit_price,
            l.amount,
        ));
    }
    for _ in p.lines.len()..8 {
        table.push_str(&format!(
            "<tr><td {rule}>&nbsp;</td><td {rule}></td><td {rule}></td><td {rule}></td><td {rule}></td><td {rule}></td></tr>\n"
        ));
    }
    let sums = [
        ("TOTAL DISCOUNT", p.money_like(0), false),
        (
            "SUBTOTAL",
            total_text(&p.subtotal, &p.subtotal_money, p),
            false,
        ),
        ("SALES TAX", total_text(&p.tax, &p.tax_money, p), false),
        ("TOTAL", total_text(&p.total, &p.total_money, p), true),
    ];
    for (label, value, bold) in sums {
        let (open, close) = if bold { ("<b>", "</b>") } else { ("", "") };
        table.push_str(&format!(
            "<tr><td colspan=\"3\"></td><td colspan=\"2\" align=\"right\" {rule}><font size=\"1\"><b>{label}</b></font></td>\
             <td align=\"right\" {rule}>{open}{value}{close}</td></tr>\n"
        ));
    }
    table.push_str("</table>\n");
    let (street, town) = two_lines(p.customer_address);
    let body = format!(
        "<table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr>\
         <td width=\"55%\" valign=\"top\"><font size=\"5\"><b>{vendor}</b></font><br>\
         <i>Supplies and service for the modern office</i><br>\
         {street_v}<br>{city}<br>Phone {phone}</td>\
         <td align=\"right\" valign=\"top\"><font size=\"7\" color=\"#8c8c8c\">INVOICE</font><br>\
         <b>INVOICE #</b> {number}<br><b>DATE:</b> {date}</td></tr></table>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr>\
         <td width=\"50%\" valign=\"top\"><b>TO</b><br>{customer}<br>Attn: Accounts Payable<br>{street}<br>{town}</td>\
         <td valign=\"top\"><b>SHIP TO</b><br>{customer}<br>Receiving<br>{street}<br>{town}</td></tr></table>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"4\" cellspacing=\"0\"><tr>{band_labels}</tr><tr>{band_values}</tr></table>\n\
         <p><br></p>\n{table}\
         <p><br></p>\n\
         <p align=\"center\"><font size=\"2\">Make all checks payable to {vendor}. Sales tax at {rate}%.<br>\
         If you have any questions concerning this invoice, call {phone}.</font></p>\n\
         <p align=\"center\"><b>THANK YOU FOR YOUR BUSINESS!</b></p>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.phone,
        number = escape(&p.number),
        date = p.date,
        customer = p.customer,
        rate = p.tax_rate,
    );
    document("Liberation Sans", &body)
}

/// A UK sole trader's invoice typed in a word processor as a short letter:
/// the name centred in a serif face over the address and VAT number and a
/// rule, "To:" with the customer at the left and "INVOICE" at the right,
/// the particulars in sentences ("Invoice No. … dated …", "For goods
/// supplied to your order …, as follows:"), items as "Qty / Description /
/// Each / £" with bare amounts under the pound sign, "Goods / VAT @ … % /
/// Total due" as the table's last rows, and the due date only in the terms
/// sentence ("… payment is due by …").
pub fn sole_trader(p: &Printed) -> String {
    let rule = "style=\"border-bottom: 1px solid #404040\"";
    let mark = if p.currency == "GBP" {
        "£"
    } else {
        p.currency
    };
    let mut table = format!(
        "<table width=\"100%\" cellpadding=\"4\" cellspacing=\"0\">\n<tr>\
         <td width=\"10%\" align=\"center\" {rule}><b>Qty</b></td><td width=\"56%\" {rule}><b>Description</b></td>\
         <td width=\"16%\" align=\"right\" {rule}><b>Each</b></td><td width=\"18%\" align=\"right\" {rule}><b>{mark}</b></td></tr>\n"
    );
    for l in &p.lines {
        table.push_str(&format!(
            "<tr><td align=\"center\">{}</td><td>{}</td><td align=\"right\">{}</td><td align=\"right\">{}</td></tr>\n",
            l.quantity,
            escape(&l.description),
            l.unit_price,
            l.amount,
        ));
    }
    let top = "style=\"border-top: 1px solid #404040\"";
    table.push_str(&format!(
        "<tr><td {top}></td><td {top}></td><td align=\"right\" {top}>Goods</td><td align=\"right\" {top}>{}</td></tr>\n\
         <tr><td></td><td></td><td align=\"right\">VAT @ {}%</td><td align=\"right\">{}</td></tr>\n\
         <tr><td></td><td></td><td align=\"right\"><b>Total due</b></td>\
         <td align=\"right\" style=\"border-top: 1px solid #404040; border-bottom: 3px double #404040\"><b>{}</b></td></tr>\n\
         </table>\n",
        p.subtotal,
        p.tax_rate,
        p.tax,
        total_text(&p.total, &p.total_money, p),
    ));
    let (street, town) = two_lines(p.customer_address);
    let order = match &p.po {
        Some(po) => format!(
            "For goods supplied to your order {}, as follows:",
            escape(po)
        ),
        None => "For goods supplied, as follows:".to_string(),
    };
    let (sort_code, account) = p.sort_code_and_account();
    let body = format!(
        "<p align=\"center\"><font face=\"Liberation Serif\" size=\"6\">{vendor}</font><br>\
         <font size=\"2\">{street_v} \u{00B7} {city} \u{00B7} Telephone {phone}<br>VAT Registration No. {vat}</font></p>\n\
         <hr>\n\
         <table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr>\
         <td width=\"60%\" valign=\"top\">To:<br><b>{customer}</b><br>{street}<br>{town}</td>\
         <td align=\"right\" valign=\"top\"><font face=\"Liberation Serif\" size=\"5\"><b>INVOICE</b></font></td></tr></table>\n\
         <p><br></p>\n\
         <p>Invoice No. <b>{number}</b> dated {date}.</p>\n\
         <p>{order}</p>\n\
         {table}\
         <p><br></p>\n\
         <p>Terms: {terms} days net; payment is due by <b>{due}</b>. Amounts are in {cur}.</p>\n\
         <p>Please pay by bank transfer to {vendor}, sort code {sort_code}, account {account}, \
         quoting the invoice number, or send a cheque made payable to {vendor}.</p>\n\
         <p>Thank you for your custom.</p>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.phone,
        vat = p.vat_id,
        customer = p.customer,
        number = escape(&p.number),
        date = p.date,
        terms = days_from(p.date_ymd, p.due_ymd),
        due = p.due,
        cur = p.currency,
    );
    document("Liberation Sans", &body)
}

fn dutch_date((year, month, day): (i32, u32, u32)) -> String {
    format!("{day:02}-{month:02}-{year}")
}

/// A Dutch factuur printed as text by an old bookkeeping package, in Dutch:
/// the company's name and address flush right at the top, the customer at
/// the left ("t.a.v. crediteurenadministratie"), "FACTUUR" and then the
/// invoice data as one row of labels over values between rules
/// ("Factuurnummer / Factuurdatum / Debiteurnr. / Uw ordernr. / Valuta"),
/// the quantity first in the items ("Aantal / Omschrijving / Artikel /
/// Stukprijs / BTW% / Bedrag"), "Totaal excl. BTW / BTW / Totaal incl. BTW"
/// at the right, a "BTW-specificatie" of the base and the VAT, and the due
/// date only in the request to pay ("… vóór 03-04-2026 over te maken …").
pub fn factuur_nl(p: &Printed) -> String {
    use Column::{Left, Right};
    const WIDTH: usize = 76;
    let mut t = String::new();
    for line in [
        p.vendor.to_string(),
        p.street.to_string(),
        p.city.to_string(),
        format!("Tel. {}", p.phone),
        format!("BTW-nr. {}", p.vat_id),
    ] {
        t.push_str(&format!("{line:>WIDTH$}\n"));
    }
    let (street, town) = two_lines(p.customer_address);
    t.push_str(&format!(
        "\n{}\nt.a.v. crediteurenadministratie\n{street}\n{town}\n\n\n",
        p.customer
    ));
    t.push_str("FACTUUR\n");
    let rule = |c: char| format!("{}\n", c.to_string().repeat(WIDTH));
    t.push_str(&rule('-'));
    let mut heads = vec!["Factuurnummer", "Factuurdatum", "Debiteurnr."];
    let date = dutch_date(p.date_ymd);
    let mut values = vec![p.number.as_str(), date.as_str(), p.customer_number.as_str()];
    if let Some(po) = &p.po {
        heads.push("Uw ordernr.");
        values.push(po);
    }
    heads.push("Valuta");
    values.push(p.currency);
    let strip: Vec<Column> = heads.iter().map(|_| Left(14)).collect();
    t.push_str(&text_row(&strip, &heads));
    t.push_str(&text_row(&strip, &values));
    t.push_str(&rule('-'));
    t.push('\n');
    let columns = [Right(6), Left(28), Left(7), Right(10), Right(5), Right(10)];
    t.push_str(&text_row(
        &columns,
        &[
            "Aantal",
            "Omschrijving",
            "Artikel",
            "Stukprijs",
            "BTW%",
            "Bedrag",
        ],
    ));
    t.push_str(&rule('-'));
    let rate = format!("{}%", p.tax_rate);
    for l in &p.lines {
        t.push_str(&text_row(
            &columns,
            &[
                &l.quantity,
                &l.description,
                &l.code,
                &l.unit_price,
                &rate,
                &l.amount,
            ],
        ));
    }
    t.push_str(&rule('-'));
    let sums = [Right(50), Right(24)];
    let vat_label = format!("BTW {}%", p.tax_rate);
    let subtotal = total_text(&p.subtotal, &p.subtotal_money, p);
    let tax = total_text(&p.tax, &p.tax_money, p);
    let total = total_text(&p.total, &p.total_money, p);
    for (label, value) in [
        ("Totaal excl. BTW", subtotal.as_str()),
        (vat_label.as_str(), tax.as_str()),
    ] {
        t.push_str(&text_row(&sums, &[label, value]));
    }
    t.push_str(&format!("{:>WIDTH$}\n", "-".repeat(16)));
    t.push_str(&text_row(&sums, &["Totaal incl. BTW", &total]));
    t.push_str(&format!(
        "\nBTW-specificatie\n{}\n{}\n",
        text_row(
            &[Right(16), Right(8), Right(14)],
            &["Grondslag", "BTW%", "BTW-bedrag"]
        )
        .trim_end(),
        text_row(
            &[Right(16), Right(8), Right(14)],
            &[&p.subtotal, &rate, &p.tax]
        )
        .trim_end(),
    ));
    t.push_str(&format!(
        "\nWij verzoeken u vriendelijk het totaalbedrag van {total} vóór {due}\n\
         over te maken op IBAN {iban}\n\
         ten name van {vendor},\n\
         onder vermelding van factuurnummer {number}.\n\n\
         Op al onze leveringen zijn onze algemene voorwaarden van toepassing.\n",
        due = dutch_date(p.due_ymd),
        iban = p.iban,
        vendor = p.vendor,
        number = p.number,
    ));
    t
}

/// A US distributor's counter-sales invoice printed as text on its
/// point-of-sale system: the store's name and address centred, the invoice
/// data packed three "LABEL: value" pairs to a line ("INVOICE NO / DATE /
/// TERMS", "ACCOUNT / CUST PO# / DUE DATE", "CLERK / STATION / SHIP VIA"),
/// SOLD TO beside SHIP TO, the items as "QTY / UM / ITEM NO. / DESCRIPTION
/// / PRICE / EXTENSION" between dashed rules, a count of lines under them, and
/// "MERCHANDISE / SALES TAX @ … % / INVOICE TOTAL / CHARGED TO ACCOUNT" at
/// the right over the signature line and the returns policy.
pub fn counter_ticket(p: &Printed) -> String {
    use Column::{Left, Right};
    const WIDTH: usize = 76;
    let centre = |text: &str| {
        let pad = WIDTH.saturating_sub(text.chars().count()) / 2;
        format!("{}{text}\n", " ".repeat(pad))
    };
    let mut t = String::new();
    t.push_str(&centre(&p.vendor.to_uppercase()));
    t.push_str(&centre(&format!("{}, {}", p.street, p.city).to_uppercase()));
    t.push_str(&centre(&format!("PHONE {}", p.phone)));
    t.push('\n');
    t.push_str(&centre("*** INVOICE ***"));
    t.push('\n');
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let terms = format!("NET {}", days_from(p.date_ymd, p.due_ymd));
    let po = p.po.clone().unwrap_or_default();
    let clerk = format!("{:02}", 1 + seed % 40);
    let station = format!("{}", 1 + seed % 6);
    let pair = |label: &str, value: &str, width: usize| {
        let text = format!("{label}: {value}");
        format!("{text:<width$}")
    };
    let date = us_date(p.date_ymd);
    let due = us_date(p.due_ymd);
    for row in [
        [
            ("INVOICE NO", p.number.as_str()),
            ("DATE", date.as_str()),
            ("TERMS", terms.as_str()),
        ],
        [
            ("ACCOUNT", p.customer_number.as_str()),
            ("CUST PO#", po.as_str()),
            ("DUE DATE", due.as_str()),
        ],
        [
            ("CLERK", clerk.as_str()),
            ("STATION", station.as_str()),
            ("SHIP VIA", "WILL CALL"),
        ],
    ] {
        let line: String = row
            .iter()
            .zip([28, 26, 22])
            .map(|((k, v), w)| pair(k, v, w))
            .collect();
        t.push_str(line.trim_end());
        t.push('\n');
    }
    t.push('\n');
    let (street, town) = two_lines(p.customer_address);
    let customer = p.customer.to_uppercase();
    let street = street.to_uppercase();
    let town = town.to_uppercase();
    for (left, right) in [
        ("SOLD TO:", "SHIP TO:"),
        (customer.as_str(), customer.as_str()),
        (street.as_str(), street.as_str()),
        (town.as_str(), town.as_str()),
    ] {
        t.push_str(&format!("{left:<38}{right}\n"));
    }
    t.push('\n');
    let rule = format!("{}\n", "-".repeat(WIDTH));
    let columns = [Right(5), Left(2), Left(8), Left(28), Right(9), Right(11)];
    t.push_str(&rule);
    t.push_str(&text_row(
        &columns,
        &["QTY", "UM", "ITEM NO.", "DESCRIPTION", "PRICE", "EXTENSION"],
    ));
    t.push_str(&rule);
    for l in &p.lines {
        let um = if l.unit == "h" { "HR" } else { "EA" };
        t.push_str(&text_row(
            &columns,
            &[
                &l.quantity,
                um,
                &l.code,
                &l.description,
                &l.unit_price,
                &l.amount,
            ],
        ));
    }
    t.push_str(&rule);
    t.push_str(&format!("LINES: {}\n\n", p.lines.len()));
    let sums = [Right(50), Right(24)];
    let tax_label = format!("SALES TAX @ {}.000%", p.tax_rate);
    let subtotal = total_text(&p.subtotal, &p.subtotal_money, p);
    let tax = total_text(&p.tax, &p.tax_money, p);
    let total = total_text(&p.total, &p.total_money, p);
    for (label, value) in [
        ("MERCHANDISE", subtotal.as_str()),
        (tax_label.as_str(), tax.as_str()),
        ("INVOICE TOTAL", total.as_str()),
        ("CHARGED TO ACCOUNT", total.as_str()),
    ] {
        t.push_str(&text_row(&sums, &[label, value]));
    }
    t.push_str(&format!(
        "\nRECEIVED BY: ______________________________\n\n\
         ALL AMOUNTS IN {cur}. PAYMENT DUE {due} PER TERMS ABOVE.\n\
         RETURNS ACCEPTED WITHIN 30 DAYS WITH THIS INVOICE ONLY.\n\
         A SERVICE CHARGE OF 1.5% PER MONTH APPLIES TO PAST DUE ACCOUNTS.\n",
        cur = p.currency,
    ));
    t
}

// Held out: a fifteenth round of seven, written the same way without
// looking at the extractor or at how it fares on any family above.

/// A French small firm's facture typed into a word-processor template, in
/// French: the firm's name and contact lines at the left and "FACTURE" with
/// "N° …" at the right, then one flat table of "Date de facture / Date
/// d'échéance / Code client / Réf. commande / Mode de règlement" beside the
/// framed billing address ("Adresse de facturation"), items as "Réf. /
/// Désignation / Qté / Unité / P.U. HT / Remise / Montant HT" with the
/// currency in the headings and the discount left empty, a framed block of
/// payment conditions and bank details beside "Total HT / TVA … % / Total
/// TTC / Acompte versé / Net à payer", the late-payment wording French law
/// asks for, and the company's legal line at the end.
pub fn facture_pme(p: &Printed) -> String {
    const SHADE: &str = "#dde6f0";
    const INK: &str = "#1f3b5c";
    let boxed = "style=\"border: 1px solid #1f3b5c\"";
    let sym = if p.currency == "EUR" {
        "€"
    } else {
        p.currency
    };
    let mut data = vec![
        ("Date de facture", french_date(p.date_ymd)),
        ("Date d'échéance", french_date(p.due_ymd)),
        ("Code client", format!("C{}", p.customer_number)),
    ];
    if let Some(po) = &p.po {
        data.push(("Réf. commande", escape(po)));
    }
    data.push(("Mode de règlement", "Virement bancaire".to_string()));
    let (street, town) = two_lines(p.customer_address);
    let rows = data.len();
    let mut header = String::from("<table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\">\n");
    for (i, (label, value)) in data.iter().enumerate() {
        header.push_str(&format!(
            "<tr><td width=\"20%\"><font size=\"2\" color=\"#555555\">{label} :</font></td><td width=\"26%\"><b>{value}</b></td>"
        ));
        if i == 0 {
            header.push_str(&format!(
                "<td width=\"8%\" rowspan=\"{rows}\"></td><td rowspan=\"{rows}\" valign=\"top\" {boxed}>\
                 <font size=\"1\" color=\"#555555\">ADRESSE DE FACTURATION</font><br>\
                 <b>{customer}</b><br>Service comptabilité fournisseurs<br>{street}<br>{town}</td>",
                customer = p.customer,
            ));
        }
        header.push_str("</tr>\n");
    }
    header.push_str("</table>\n");
    let price = format!("P.U. HT ({sym})");
    let net = format!("Montant HT ({sym})");
    let mut table = String::from(
        "<table width=\"100%\" border=\"1\" cellpadding=\"3\" cellspacing=\"0\" bordercolor=\"#1f3b5c\">\n<thead><tr>",
    );
    for (label, width, right) in [
        ("Réf.", 9, false),
        ("Désignation", 37, false),
        ("Qté", 7, true),
        ("Unité", 7, false),
        (price.as_str(), 14, true),
        ("Remise", 9, true),
        (net.as_str(), 17, true),
    ] {
        let align = if right { " align=\"right\"" } else { "" };
        table.push_str(&format!(
            "<td width=\"{width}%\" bgcolor=\"{SHADE}\"{align}><font size=\"2\" color=\"{INK}\"><b>{label}</b></font></td>"
        ));
    }
    table.push_str("</tr></thead>\n");
    for l in &p.lines {
        let unit = if l.unit == "h" { "heure" } else { "pièce" };
        table.push_str(&format!(
            "<tr><td><font size=\"2\">{}</font></td><td>{}</td><td align=\"right\">{}</td><td>{unit}</td>\
             <td align=\"right\">{}</td><td align=\"right\"></td><td align=\"right\">{}</td></tr>\n",
            escape(&l.code),
            escape(&l.description),
            l.quantity,
            l.unit_price,
            l.amount,
        ));
    }
    table.push_str("</table>\n");
    let amount = |bare: &str| format!("{bare} {sym}");
    let sums = [
        ("Total HT", amount(&p.subtotal), false),
        (&*format!("TVA {} %", p.tax_rate), amount(&p.tax), false),
        ("Total TTC", amount(&p.total), false),
        ("Acompte versé", amount(&p.bare_number(0)), false),
        ("Net à payer", amount(&p.total), true),
    ]
    .map(|(label, value, strong)| (label.to_string(), value, strong));
    let terms = days_from(p.date_ymd, p.due_ymd);
    let mut totals = String::from("<table width=\"100%\" cellpadding=\"4\" cellspacing=\"0\">\n");
    for (i, (label, value, strong)) in sums.iter().enumerate() {
        totals.push_str("<tr>");
        if i == 0 {
            totals.push_str(&format!(
                "<td width=\"52%\" rowspan=\"5\" valign=\"top\" {boxed}><font size=\"2\">\
                 <b>Conditions de règlement</b><br>Paiement à {terms} jours par virement, \
                 au plus tard le <b>{due}</b>.<br>IBAN : {iban}<br>Titulaire : {vendor}<br>\
                 Merci de rappeler le numéro de facture dans le libellé du virement.<br>\
                 Pas d'escompte pour paiement anticipé.</font></td><td width=\"6%\" rowspan=\"5\"></td>",
                due = french_date(p.due_ymd),
                iban = p.iban,
                vendor = escape(p.vendor),
            ));
        }
        if *strong {
            totals.push_str(&format!(
                "<td bgcolor=\"{INK}\"><font color=\"#ffffff\"><b>{label}</b></font></td>\
                 <td bgcolor=\"{INK}\" align=\"right\"><font color=\"#ffffff\"><b>{value}</b></font></td>"
            ));
        } else {
            totals.push_str(&format!(
                "<td style=\"border-bottom: 1px solid #c0c8d2\">{label}</td>\
                 <td align=\"right\" style=\"border-bottom: 1px solid #c0c8d2\">{value}</td>"
            ));
        }
        totals.push_str("</tr>\n");
    }
    totals.push_str("</table>\n");
    let exemption = if p.tax_rate == 0 {
        "<p><font size=\"1\">Autoliquidation \u{2013} TVA due par le preneur (article 283-2 du CGI).</font></p>\n"
    } else {
        ""
    };
    let body = format!(
        "<table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr>\
         <td width=\"58%\" valign=\"top\"><font size=\"5\" color=\"{INK}\"><b>{vendor}</b></font><br>\
         <font size=\"2\">{street_v}<br>{city}<br>Tél. {phone}<br>N° TVA intracommunautaire : {vat}</font></td>\
         <td align=\"right\" valign=\"top\"><font size=\"6\" color=\"{INK}\"><b>FACTURE</b></font><br>\
         <font size=\"4\">N° {number}</font></td></tr></table>\n\
         <p><br></p>\n{header}<p><br></p>\n\
         <p><font size=\"2\">Montants exprimés en {cur}.</font></p>\n{table}<p><br></p>\n{totals}\
         <p><br></p>\n{exemption}\
         <p><font size=\"1\">En cas de retard de paiement, des pénalités égales à trois fois le taux d'intérêt légal \
         seront exigibles (article L441-10 du Code de commerce), ainsi qu'une indemnité forfaitaire pour frais \
         de recouvrement de 40 €. Réserve de propriété : les marchandises restent notre propriété jusqu'au \
         paiement intégral du prix.</font></p>\n\
         <p align=\"center\"><font size=\"1\" color=\"#555555\">{vendor} \u{2013} {street_v}, {city} \u{2013} \
         TVA {vat} \u{2013} IBAN {iban}</font></p>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.phone,
        vat = p.vat_id,
        number = escape(&p.number),
        cur = p.currency,
        iban = p.iban,
    );
    document("Liberation Sans", &body)
}

/// A UK firm's invoice as the standard "Sales - Invoice" report of a
/// mid-market ERP prints it, saved through the word-processor layout: the
/// customer's address at the left and the title with the company's name,
/// address, telephone, VAT registration and bank at the right, then one flat
/// table of label and value pairs in two columns ("Bill-to Customer No. /
/// Your Reference / Salesperson / Shipment Method / Payment Terms" beside
/// "Invoice No. / Document Date / Due Date / Prices Including VAT"), items as
/// "No. / Description / Quantity / Unit of Measure / Unit Price Excl. VAT /
/// VAT % / Line Discount % / Amount Excl. VAT" in bare numbers with the
/// discount left empty, "Total GBP Excl. VAT / 20% VAT / Total GBP Incl. VAT"
/// under the last columns, and a "VAT Amount Specification" table.
pub fn erp_report(p: &Printed) -> String {
    const REPS: [&str; 4] = [
        "Helen Marsh",
        "Peter Collins",
        "Aisha Rahman",
        "Tom Whitfield",
    ];
    let seed: usize = p.customer_number.parse().unwrap_or(0);
    let grey = "#f2f2f2";
    let under = "style=\"border-bottom: 1px solid #000000\"";
    let (street, town) = two_lines(p.customer_address);
    let (sort_code, account) = p.sort_code_and_account();
    let small = |text: &str| format!("<font size=\"2\">{text}</font>");
    let mut left = vec![("Bill-to Customer No.", p.customer_number.clone())];
    if let Some(po) = &p.po {
        left.push(("Your Reference", escape(po)));
    }
    left.extend([
        ("Salesperson", REPS[seed % REPS.len()].to_string()),
        ("Shipment Method", "Carriage paid".to_string()),
        (
            "Payment Terms",
            format!("{} Days", days_from(p.date_ymd, p.due_ymd)),
        ),
    ]);
    let right = [
        ("Invoice No.", format!("<b>{}</b>", escape(&p.number))),
        ("Document Date", p.date.clone()),
        ("Due Date", p.due.clone()),
        ("Prices Including VAT", "No".to_string()),
    ];
    let mut pairs = String::from("<table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\">\n");
    for i in 0..left.len().max(right.len()) {
        let cell = |pair: Option<&(&str, String)>| match pair {
            Some((k, v)) => format!(
                "<td width=\"22%\">{}</td><td width=\"26%\">{}</td>",
                small(k),
                small(v)
            ),
            None => "<td width=\"22%\"></td><td width=\"26%\"></td>".to_string(),
        };
        pairs.push_str(&format!(
            "<tr>{}<td width=\"4%\"></td>{}</tr>\n",
            cell(left.get(i)),
            cell(right.get(i))
        ));
    }
    pairs.push_str("</table>\n");
    let cur = p.currency;
    let mut table =
        String::from("<table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\">\n<thead><tr>");
    for (label, width, align) in [
        ("No.", 8, "left"),
        ("Description", 29, "left"),
        ("Quantity", 9, "right"),
        ("Unit of Measure", 10, "center"),
        ("Unit Price Excl. VAT", 12, "right"),
        ("VAT %", 7, "center"),
        ("Line Discount %", 11, "right"),
        ("Amount Excl. VAT", 14, "right"),
    ] {
        table.push_str(&format!(
            "<td width=\"{width}%\" valign=\"bottom\" align=\"{align}\" {under}><font size=\"2\"><b>{label}</b></font></td>"
        ));
    }
    table.push_str("</tr></thead>\n");
    for l in &p.lines {
        let unit = if l.unit == "h" { "Hour" } else { "Piece" };
        table.push_str(&format!(
            "<tr><td>{}</td><td>{}</td><td align=\"right\">{}</td><td align=\"center\">{}</td><td align=\"right\">{}</td>\
             <td align=\"center\">{}</td><td align=\"right\"></td><td align=\"right\">{}</td></tr>\n",
            small(&escape(&l.code)),
            small(&escape(&l.description)),
            small(&l.quantity),
            small(unit),
            small(&l.unit_price),
            small(&p.tax_rate.to_string()),
            small(&l.amount),
        ));
    }
    let top = "style=\"border-top: 1px solid #000000\"";
    table.push_str(&format!(
        "<tr><td colspan=\"4\"></td><td colspan=\"3\" {top}>{}</td><td align=\"right\" {top}>{}</td></tr>\n\
         <tr><td colspan=\"4\"></td><td colspan=\"3\">{}</td><td align=\"right\">{}</td></tr>\n\
         <tr><td colspan=\"4\"></td><td colspan=\"3\" {top}>{}</td><td align=\"right\" {top}>{}</td></tr>\n</table>\n",
        small(&format!("Total {cur} Excl. VAT")),
        small(&p.subtotal),
        small(&format!("{}% VAT", p.tax_rate)),
        small(&p.tax),
        small(&format!("<b>Total {cur} Incl. VAT</b>")),
        small(&format!("<b>{}</b>", p.total)),
    ));
    let mut spec = String::from("<table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\">\n<tr>");
    for (label, width) in [
        ("VAT %", 10),
        ("Line Amount", 18),
        ("Inv. Disc. Base Amount", 18),
        ("Invoice Discount Amount", 18),
        ("VAT Base", 18),
        ("VAT Amount", 18),
    ] {
        spec.push_str(&format!(
            "<td width=\"{width}%\" align=\"right\" valign=\"bottom\" bgcolor=\"{grey}\" {under}>{}</td>",
            small(&format!("<b>{label}</b>"))
        ));
    }
    spec.push_str("</tr>\n<tr>");
    let zero = p.bare_number(0);
    for value in [
        p.tax_rate.to_string().as_str(),
        &p.subtotal,
        &p.subtotal,
        &zero,
        &p.subtotal,
        &p.tax,
    ] {
        spec.push_str(&format!("<td align=\"right\">{}</td>", small(value)));
    }
    spec.push_str("</tr>\n<tr><td align=\"right\" ");
    spec.push_str(top);
    spec.push_str(&format!(">{}</td>", small("Total")));
    for value in [&p.subtotal, &p.subtotal, &zero, &p.subtotal, &p.tax] {
        spec.push_str(&format!("<td align=\"right\" {top}>{}</td>", small(value)));
    }
    spec.push_str("</tr>\n</table>\n");
    let body = format!(
        "<table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr>\
         <td width=\"52%\" valign=\"top\"><br><br><br>{customer}<br>Accounts Payable<br>{street}<br>{town}</td>\
         <td valign=\"top\" align=\"right\"><font size=\"4\"><b>Sales - Invoice</b></font><br><br>\
         <b>{vendor}</b><br>{street_v}<br>{city}<br>\
         {phone_line}<br>{vat_line}<br>{bank_line}<br>{account_line}</td></tr></table>\n\
         <p><br></p>\n{pairs}<p><br></p>\n{table}<p><br></p>\n\
         <p>{spec_title}</p>\n{spec}<p><br></p>\n\
         <p>{note}</p>",
        customer = p.customer,
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone_line = small(&format!("Phone No. {}", p.phone)),
        vat_line = small(&format!("VAT Registration No. {}", p.vat_id)),
        bank_line = small(&format!(
            "Bank: Lloyds Bank plc \u{00B7} Sort Code {sort_code}"
        )),
        account_line = small(&format!("Account No. {account}")),
        spec_title = small("<b>VAT Amount Specification</b>"),
        note = small(&format!(
            "Please pay by the due date quoting invoice no. {} as the reference. \
             All amounts are in {cur}. Goods remain the property of {} until paid in full.",
            escape(&p.number),
            escape(p.vendor)
        )),
    );
    document("Liberation Sans", &body)
}

/// Items on each sheet of the Spanish text invoice, which paginates itself.
const FACTURA_ITEMS_PER_SHEET: usize = 28;

/// A Spanish factura printed as text by a small Spanish invoicing program,
/// in Spanish: the seller's name in capitals with its address and tax number
/// at the left and "FACTURA" with "Nº factura / Fecha / Página" at the
/// right, the customer with its customer number between two rules in the
/// middle of the sheet, "Su pedido / Vencimiento" beside "Forma de pago /
/// Moneda", items as "Código / Descripción / Cant. / Ud. / Precio / Importe",
/// every sheet headed again and all but the last closed by "Continúa en la
/// página siguiente", and after the last item the tax as one row of labels
/// over values between rules of equals signs ("Base imponible / % IVA /
/// Cuota IVA / TOTAL FACTURA"), then the schedule of payments
/// ("Vencimientos") with the due date and the amount, and the bank account.
pub fn factura_es(p: &Printed) -> String {
    use Column::{Left, Right};
    const WIDTH: usize = 76;
    let date = french_date(p.date_ymd);
    let due = french_date(p.due_ymd);
    let sheets: Vec<_> = p.lines.chunks(FACTURA_ITEMS_PER_SHEET).collect();
    let columns = [Left(7), Left(26), Right(7), Left(3), Right(10), Right(11)];
    let dashes = format!("{}\n", "-".repeat(WIDTH));
    let equals = format!("{}\n", "=".repeat(WIDTH));
    let side = [Left(44), Left(12), Left(18)];
    let mut t = String::new();
    for (index, lines) in sheets.iter().enumerate() {
        let page = format!("{} de {}", index + 1, sheets.len());
        if index > 0 {
            t.push('\x0c');
        }
        let vendor = p.vendor.to_uppercase();
        let vat = format!("NIF/VAT: {}", p.vat_id);
        let phone = format!("Tel. {}", p.phone);
        let heading: [(&str, &str, &str); 5] = [
            (&vendor, "FACTURA", ""),
            (p.street, "", ""),
            (p.city, "Nº factura:", &p.number),
            (&vat, "Fecha:", &date),
            (&phone, "Página:", &page),
        ];
        for (left, label, value) in heading {
            t.push_str(&text_row(&side, &[left, label, value]));
        }
        t.push('\n');
        if index == 0 {
            let (street, town) = two_lines(p.customer_address);
            let client = format!("CLIENTE Nº {}", p.customer_number);
            let indent = " ".repeat(28);
            let rule = "-".repeat(44);
            t.push_str(&format!("{indent}{rule}\n"));
            for line in [client.as_str(), p.customer, street, town] {
                t.push_str(&format!("{indent}{line}\n"));
            }
            t.push_str(&format!("{indent}{rule}\n\n"));
            let pair = [Left(12), Left(24), Left(15), Left(21)];
            let terms = format!("Transferencia {} días", days_from(p.date_ymd, p.due_ymd));
            match &p.po {
                Some(po) => t.push_str(&text_row(
                    &pair,
                    &["Su pedido:", po, "Forma de pago:", &terms],
                )),
                None => t.push_str(&text_row(&pair, &["", "", "Forma de pago:", &terms])),
            }
            t.push_str(&text_row(
                &pair,
                &["Vencimiento:", &due, "Moneda:", p.currency],
            ));
            t.push('\n');
        }
        t.push_str(&text_row(
            &columns,
            &["Código", "Descripción", "Cant.", "Ud.", "Precio", "Importe"],
        ));
        t.push_str(&dashes);
        for l in *lines {
            let unit = if l.unit == "h" { "h" } else { "ud" };
            t.push_str(&text_row(
                &columns,
                &[
                    &l.code,
                    &l.description,
                    &l.quantity,
                    unit,
                    &l.unit_price,
                    &l.amount,
                ],
            ));
        }
        t.push_str(&dashes);
        if index + 1 < sheets.len() {
            t.push_str(&format!(
                "{:>WIDTH$}\n",
                "Continúa en la página siguiente ..."
            ));
        }
    }
    t.push('\n');
    let band = [Right(16), Right(10), Right(16), Right(28)];
    let rate = format!("{} %", p.tax_rate);
    let total = total_text(&p.total, &p.total_money, p);
    t.push_str(&equals);
    t.push_str(&text_row(
        &band,
        &["Base imponible", "% IVA", "Cuota IVA", "TOTAL FACTURA"],
    ));
    t.push_str(&text_row(&band, &[&p.subtotal, &rate, &p.tax, &total]));
    t.push_str(&equals);
    t.push_str(&format!(
        "\nVENCIMIENTOS\n{}{}\n",
        text_row(&[Left(14), Right(18)], &["Fecha", "Importe"]),
        text_row(&[Left(14), Right(18)], &[&due, &total]).trim_end(),
    ));
    t.push_str(&format!(
        "\nForma de pago: transferencia bancaria a la cuenta\nIBAN {iban}, titular {vendor}.\n\
         Indique el número de factura en el concepto de la transferencia.\n",
        iban = p.iban,
        vendor = p.vendor,
    ));
    if p.tax_rate == 0 {
        t.push_str(
            "Operación con inversión del sujeto pasivo (art. 84.Uno.2º Ley 37/1992 del IVA).\n",
        );
    }
    t
}

/// Items on each sheet of the UK text invoice with VAT on every line.
const VAT_LINE_ITEMS_PER_SHEET: usize = 30;

/// A UK wholesaler's VAT invoice printed as text from an old accounts
/// system that works out the VAT on every line: the company's name in
/// capitals with "VAT INVOICE" at the right, its address and VAT number
/// beneath, "INVOICE TO" and the customer at the left beside "Invoice Number
/// / Invoice Date / Account Ref / Order Number / Payment Due / Page" between
/// rules of equals signs on every sheet, the items as "Description / Qty /
/// Unit Price / Net / VAT … % / Gross", "Continued overleaf" at the foot of
/// all but the last sheet, and after the last item a VAT analysis by code
/// at the left beside "Goods Net / VAT / TOTAL DUE" at the right, then the
/// terms and the bank details.
pub fn vat_per_line(p: &Printed) -> String {
    use Column::{Left, Right};
    const WIDTH: usize = 76;
    let vat = super::printed::shares(
        p.tax_cents,
        &p.lines.iter().map(|l| l.amount_cents).collect::<Vec<_>>(),
    );
    let rows: Vec<_> = p.lines.iter().zip(&vat).collect();
    let sheets: Vec<_> = rows.chunks(VAT_LINE_ITEMS_PER_SHEET).collect();
    let equals = format!("{}\n", "=".repeat(WIDTH));
    let dashes = format!("{}\n", "-".repeat(WIDTH));
    let columns = [
        Left(22),
        Right(5),
        Right(10),
        Right(10),
        Right(9),
        Right(10),
    ];
    let vat_head = format!("VAT {}%", p.tax_rate);
    let head = [Left(40), Left(15), Left(19)];
    let (street, town) = two_lines(p.customer_address);
    let po = p.po.clone();
    let mut t = String::new();
    for (index, sheet) in sheets.iter().enumerate() {
        if index > 0 {
            t.push('\x0c');
        }
        let vendor = p.vendor.to_uppercase();
        t.push_str(&format!("{vendor:<62}{:>14}\n", "VAT INVOICE"));
        t.push_str(&format!("{}, {}\n", p.street, p.city));
        t.push_str(&format!(
            "Telephone {}   VAT Registration No. {}\n",
            p.phone, p.vat_id
        ));
        t.push_str(&equals);
        let page = format!("{} of {}", index + 1, sheets.len());
        let mut data: Vec<(&str, &str)> = vec![
            ("Invoice Number", &p.number),
            ("Invoice Date", &p.date),
            ("Account Ref", &p.customer_number),
        ];
        if let Some(po) = &po {
            data.push(("Order Number", po));
        }
        data.push(("Payment Due", &p.due));
        data.push(("Page", &page));
        let address = ["INVOICE TO", p.customer, street, town];
        for (i, (label, value)) in data.iter().enumerate() {
            t.push_str(&text_row(
                &head,
                &[address.get(i).copied().unwrap_or(""), label, value],
            ));
        }
        t.push_str(&equals);
        t.push_str(&text_row(
            &columns,
            &[
                "Description",
                "Qty",
                "Unit Price",
                "Net",
                &vat_head,
                "Gross",
            ],
        ));
        t.push_str(&dashes);
        for (l, v) in sheet.iter() {
            t.push_str(&text_row(
                &columns,
                &[
                    &l.description,
                    &l.quantity,
                    &l.unit_price,
                    &l.amount,
                    &p.bare_number(**v),
                    &p.bare_number(l.amount_cents + **v),
                ],
            ));
        }
        t.push_str(&dashes);
        if index + 1 < sheets.len() {
            t.push_str(&format!("{:>WIDTH$}\n", "Continued overleaf"));
        }
    }
    let code = if p.tax_rate == 0 { "Z" } else { "S" };
    let rate = format!("{}%", p.tax_rate);
    let analysis = [Left(4), Right(5), Right(11), Right(10)];
    let sums = [Left(12), Right(18)];
    let subtotal = total_text(&p.subtotal, &p.subtotal_money, p);
    let tax = total_text(&p.tax, &p.tax_money, p);
    let total = total_text(&p.total, &p.total_money, p);
    let left = [
        "VAT ANALYSIS".to_string(),
        text_row(&analysis, &["Code", "Rate", "Net", "VAT"]),
        text_row(&analysis, &[code, &rate, &p.subtotal, &p.tax]),
        String::new(),
    ];
    let right = [
        text_row(&sums, &["Goods Net", &subtotal]),
        text_row(&sums, &["VAT", &tax]),
        text_row(&sums, &["", &"-".repeat(14)]),
        text_row(&sums, &["TOTAL DUE", &total]),
    ];
    t.push('\n');
    for (l, r) in left.iter().zip(&right) {
        t.push_str(&format!("{:<44}{}\n", l.trim_end(), r.trim_end()));
    }
    t.push_str(&equals);
    let (sort_code, account) = p.sort_code_and_account();
    t.push_str(&format!(
        "\nTerms: strictly {days} days net. Payment is due by {due}.\n\
         Please pay by BACS to {vendor},\n\
         sort code {sort_code}, account {account}, quoting invoice {number}.\n\
         All amounts are in {cur}.\n\
         Title to the goods does not pass until payment has been received in full.\n",
        days = days_from(p.date_ymd, p.due_ymd),
        due = p.due,
        vendor = p.vendor,
        number = p.number,
        cur = p.currency,
    ));
    t
}

// Held out: a round of seven, written the same way without looking at the
// extractor or at how it fares on any family above.

/// A date written out in French from its parts: "3 mars 2026", "1er avril 2026".
fn french_long_date((year, month, day): (i32, u32, u32)) -> String {
    date_in(
        &format!("{day} {} {year}", MONTHS[month as usize - 1]),
        Language::French,
    )
}

/// A French tradesman's facture typed into a word-processor template, in
/// French: the firm's name and trade at the top left with "FACTURE", its
/// number and date in a bordered box at the right, the client in a framed
/// box beneath with the client number, the order only in the subject line
/// ("Objet : … suivant votre bon de commande n° …"), items as "Désignation /
/// Unité / Qté / P.U. HT / Montant HT" with the currency in the headings,
/// "Total HT / TVA … % / Total TTC / Net à payer" at the right, the due
/// date and bank details under "Conditions de règlement" with the
/// late-payment wording, and the SIRET, VAT and insurance line at the end.
pub fn facture_artisan(p: &Printed) -> String {
    const SHADE: &str = "#dde7f0";
    let boxed = "style=\"border: 1px solid #2f4f6f\"";
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let siret = format!(
        "{:03} {:03} {:03} {:05}",
        (seed * 7 + 312) % 1000,
        (seed * 13 + 508) % 1000,
        (seed * 3 + 141) % 1000,
        (seed * 11 + 10_017) % 100_000
    );
    let mark = if p.currency == "EUR" {
        "€"
    } else {
        p.currency
    };
    let unit_price = format!("P.U. HT ({mark})");
    let amount = format!("Montant HT ({mark})");
    let table = items(
        p,
        &[
            ("Désignation", false),
            ("Unité", false),
            ("Qté", true),
            (&unit_price, true),
            (&amount, true),
        ],
        |i, c| {
            let l = &p.lines[i];
            match c {
                0 => l.description.clone(),
                1 => (if l.unit == "h" { "heure" } else { "u" }).to_string(),
                2 => l.quantity.clone(),
                3 => l.unit_price.clone(),
                _ => l.amount.clone(),
            }
        },
        SHADE,
    );
    let objet = match &p.po {
        Some(po) => format!(
            "Fournitures et prestations suivant votre bon de commande n° {}.",
            escape(po)
        ),
        None => "Fournitures et prestations suivant votre demande.".to_string(),
    };
    let (street, town) = two_lines(p.customer_address);
    let body = format!(
        "<table width=\"100%\" cellpadding=\"4\" cellspacing=\"0\"><tr>\
         <td width=\"58%\" valign=\"top\"><font size=\"5\" color=\"#2f4f6f\"><b>{vendor}</b></font><br>\
         <i>Installation \u{2013} Maintenance \u{2013} Fournitures</i><br>\
         {street_v}<br>{city}<br>Tél. {phone}</td>\
         <td valign=\"top\" align=\"center\" {boxed}><font size=\"5\"><b>FACTURE</b></font><br>\
         N° <b>{number}</b><br>Date : {date}</td></tr>\
         <tr><td></td><td></td></tr>\
         <tr><td></td><td valign=\"top\" {boxed}><font size=\"2\">Client n° {customer_no}</font><br>\
         <b>{customer}</b><br>Service comptabilité<br>{street}<br>{town}</td></tr></table>\n\
         <p><br></p>\n\
         <p><b>Objet :</b> {objet}</p>\n\
         {table}\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"4\" cellspacing=\"0\">\
         <tr><td width=\"55%\"></td><td {boxed}>Total HT</td><td align=\"right\" {boxed}>{subtotal}</td></tr>\
         <tr><td></td><td {boxed}>TVA {rate} %</td><td align=\"right\" {boxed}>{tax}</td></tr>\
         <tr><td></td><td {boxed}>Total TTC</td><td align=\"right\" {boxed}>{total}</td></tr>\
         <tr><td></td><td bgcolor=\"{SHADE}\" {boxed}><b>Net à payer</b></td><td bgcolor=\"{SHADE}\" align=\"right\" {boxed}><b>{total}</b></td></tr>\
         </table>\n\
         <p><br></p>\n\
         <p><b>Conditions de règlement</b><br>\
         Date d'échéance : <b>{due}</b> \u{2013} règlement par virement bancaire à {terms} jours date de facture.<br>\
         IBAN : {iban} \u{2013} merci de rappeler le numéro de facture en référence.</p>\n\
         <p><font size=\"1\">En cas de retard de paiement, des pénalités égales à trois fois le taux d'intérêt légal \
         seront exigibles, ainsi qu'une indemnité forfaitaire pour frais de recouvrement de 40 €. \
         Pas d'escompte pour paiement anticipé.</font></p>\n\
         <p align=\"center\"><font size=\"1\">{vendor} \u{2013} {street_v} \u{2013} {city} \u{2013} SIRET {siret} \u{2013} \
         TVA intracommunautaire {vat} \u{2013} Assurance responsabilité civile et décennale, contrat n° RC-{policy}</font></p>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.phone,
        number = escape(&p.number),
        date = french_long_date(p.date_ymd),
        customer_no = p.customer_number,
        customer = p.customer,
        subtotal = betrag(&p.subtotal, p),
        rate = p.tax_rate,
        tax = betrag(&p.tax, p),
        total = betrag(&p.total, p),
        due = french_long_date(p.due_ymd),
        terms = days_from(p.date_ymd, p.due_ymd),
        iban = p.iban,
        vat = p.vat_id,
        policy = 400_000 + seed * 3,
    );
    document("Liberation Sans", &body)
}

/// A small US company's invoice typed as a memorandum in a word processor:
/// "INVOICE" in large type over the company's line and a rule, then the memo
/// heading "TO: / FROM: / DATE: / RE:" with the invoice number and the
/// customer's purchase order together on the RE line, a second rule, a
/// paragraph asking for the total by the due date, the items as "Item /
/// Description / Quantity / Unit Cost / Total" with "Subtotal / Sales Tax /
/// TOTAL DUE" as the table's last rows, and a signed closing from accounts
/// receivable.
pub fn invoice_memorandum(p: &Printed) -> String {
    const SHADE: &str = "#e6e6e6";
    const SIGNERS: [&str; 4] = [
        "Dana Whitfield",
        "Marcus Bell",
        "Priya Raman",
        "Tom Kowalski",
    ];
    let seed: usize = p.customer_number.parse().unwrap_or(0);
    let signer = SIGNERS[seed % SIGNERS.len()];
    let cell = "style=\"border: 1px solid #808080\"";
    let mut table = format!(
        "<table width=\"100%\" cellpadding=\"4\" cellspacing=\"0\">\n<tr>\
         <td width=\"8%\" bgcolor=\"{SHADE}\" align=\"center\" {cell}><b>Item</b></td>\
         <td width=\"46%\" bgcolor=\"{SHADE}\" {cell}><b>Description</b></td>\
         <td width=\"12%\" bgcolor=\"{SHADE}\" align=\"right\" {cell}><b>Quantity</b></td>\
         <td width=\"16%\" bgcolor=\"{SHADE}\" align=\"right\" {cell}><b>Unit Cost</b></td>\
         <td width=\"18%\" bgcolor=\"{SHADE}\" align=\"right\" {cell}><b>Total</b></td></tr>\n"
    );
    for l in &p.lines {
        table.push_str(&format!(
            "<tr><td align=\"center\" {cell}>{}</td><td {cell}>{}</td><td align=\"right\" {cell}>{}</td>\
             <td align=\"right\" {cell}>{}</td><td align=\"right\" {cell}>{}</td></tr>\n",
            l.position,
            escape(&l.description),
            l.quantity,
            l.unit_price_money,
            l.amount_money,
        ));
    }
    let tax_label = format!("Sales Tax ({}%)", p.tax_rate);
    for (label, value, bold) in [
        (
            "Subtotal",
            total_text(&p.subtotal, &p.subtotal_money, p),
            false,
        ),
        (
            tax_label.as_str(),
            total_text(&p.tax, &p.tax_money, p),
            false,
        ),
        ("TOTAL DUE", total_text(&p.total, &p.total_money, p), true),
    ] {
        let (open, close) = if bold { ("<b>", "</b>") } else { ("", "") };
        table.push_str(&format!(
            "<tr><td colspan=\"4\" align=\"right\" {cell}>{open}{label}{close}</td>\
             <td align=\"right\" {cell}>{open}{value}{close}</td></tr>\n"
        ));
    }
    table.push_str("</table>\n");
    let re = match &p.po {
        Some(po) => format!(
            "Invoice No. {} \u{2013} your Purchase Order {}",
            escape(&p.number),
            escape(po)
        ),
        None => format!("Invoice No. {}", escape(&p.number)),
    };
    let total = total_text(&p.total, &p.total_money, p);
    let digits: String = p.iban.chars().filter(char::is_ascii_digit).collect();
    let memo_row = |label: &str, value: &str| {
        format!(
            "<tr><td width=\"14%\" valign=\"top\"><b>{label}</b></td><td valign=\"top\">{value}</td></tr>\n"
        )
    };
    let memo = [
        memo_row(
            "TO:",
            &format!(
                "{}, Attn: Accounts Payable<br>{}",
                p.customer, p.customer_address
            ),
        ),
        memo_row(
            "FROM:",
            &format!("{}, Accounts Receivable", escape(p.vendor)),
        ),
        memo_row("DATE:", &p.date),
        memo_row("RE:", &re),
    ]
    .concat();
    let body = format!(
        "<p><font size=\"7\"><b>INVOICE</b></font><br>\
         <font size=\"2\">{vendor} \u{00B7} {street} \u{00B7} {city} \u{00B7} {phone}</font></p>\n\
         <hr>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\">\n{memo}</table>\n\
         <hr>\n\
         <p>Please find below our charges for the goods and services supplied. Payment of <b>{total}</b> \
         is due on or before <b>{due}</b> ({terms} days from the date of this invoice). All amounts are in {cur}.</p>\n\
         {table}\
         <p><br></p>\n\
         <p>Please make checks payable to {vendor} and mail them to {street}, {city}, or pay by ACH to \
         routing number {routing}, account {account}, quoting invoice {number}.</p>\n\
         <p>If you have any questions about this invoice, please call {phone}.</p>\n\
         <p>Thank you,</p>\n\
         <p><br><i>{signer}</i><br>{signer}<br>Accounts Receivable, {vendor}</p>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        phone = p.phone,
        due = p.due,
        terms = days_from(p.date_ymd, p.due_ymd),
        cur = p.currency,
        routing = &digits[2..11],
        account = &digits[11..],
        number = escape(&p.number),
    );
    document("Liberation Serif", &body)
}

/// A Spanish factura printed as text by a Spanish ERP package, in Spanish:
/// on every page the company's heading at the left with "FACTURA" and
/// "Nº factura / Fecha / Página" at the right, the customer's number and
/// address indented at the right, and one line each of "Su pedido" with the
/// delivery note ("Albarán … de …") and of the payment method with the
/// currency; items as "Código / Descripción / Cantidad / Precio / Dto.% /
/// Importe" between rules of equals signs, "Continúa en la página
/// siguiente" at the foot of all but the last page; after the last item the
/// totals as one row of labels over values ("Base imponible / % IVA / Cuota
/// IVA / TOTAL FACTURA"), then "VENCIMIENTOS" with the due date and the
/// amount, the bank account and the data-protection note.
pub fn factura_albaran(p: &Printed) -> String {
    use Column::{Left, Right};
    const WIDTH: usize = 78;
    const ITEMS_PER_PAGE: usize = 30;
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let date = french_date(p.date_ymd);
    let delivery = format!(
        "AL-{:05} de {}",
        (seed * 17 + 2_041) % 100_000,
        french_date(days_earlier(p.date_ymd, 2))
    );
    let equals = format!("{}\n", "=".repeat(WIDTH));
    let dashes = format!("{}\n", "-".repeat(WIDTH));
    let columns = [Left(6), Left(28), Right(8), Right(10), Right(5), Right(11)];
    let pages: Vec<_> = p.lines.chunks(ITEMS_PER_PAGE).collect();
    let (street, town) = two_lines(p.customer_address);
    let mut t = String::new();
    for (number, lines) in pages.iter().enumerate() {
        if number > 0 {
            t.push('\x0c');
        }
        let page = format!("{} de {}", number + 1, pages.len());
        let head = [Left(44), Left(12), Left(18)];
        let nif = format!("NIF/VAT: {}", p.vat_id);
        let tel = format!("Tel. {}", p.phone);
        for (left, label, value) in [
            (p.vendor, "", "FACTURA"),
            (p.street, "", ""),
            (p.city, "Nº factura", p.number.as_str()),
            (nif.as_str(), "Fecha", date.as_str()),
            (tel.as_str(), "Página", page.as_str()),
        ] {
            let label = if label.is_empty() {
                String::new()
            } else {
                format!("{label:<10}:")
            };
            t.push_str(&text_row(&head, &[left, &label, value]));
        }
        t.push('\n');
        for line in [
            format!("Cliente nº {}", p.customer_number),
            p.customer.to_uppercase(),
            street.to_string(),
            town.to_string(),
        ] {
            t.push_str(&format!("{:38}{line}\n", ""));
        }
        t.push('\n');
        match &p.po {
            Some(po) => t.push_str(&format!("Su pedido: {po:<22}Albarán: {delivery}\n")),
            None => t.push_str(&format!("Albarán: {delivery}\n")),
        }
        t.push_str(&format!(
            "Forma de pago: transferencia a {} días f.f.{:>18}Divisa: {}\n",
            days_from(p.date_ymd, p.due_ymd),
            "",
            p.currency
        ));
        t.push_str(&equals);
        t.push_str(&text_row(
            &columns,
            &[
                "Código",
                "Descripción",
                "Cantidad",
                "Precio",
                "Dto.%",
                "Importe",
            ],
        ));
        t.push_str(&dashes);
        for l in lines.iter() {
            t.push_str(&text_row(
                &columns,
                &[
                    &l.code,
                    &l.description,
                    &l.quantity,
                    &l.unit_price,
                    "0,00",
                    &l.amount,
                ],
            ));
        }
        if number + 1 < pages.len() {
            t.push_str(&dashes);
            t.push_str(&format!(
                "{:>WIDTH$}\n",
                "Continúa en la página siguiente..."
            ));
        }
    }
    t.push_str(&equals);
    let sums = [Right(16), Right(10), Right(16), Right(30)];
    let rate = format!("{},00", p.tax_rate);
    let total = total_text(&p.total, &p.total_money, p);
    t.push_str(&text_row(
        &sums,
        &["Base imponible", "% IVA", "Cuota IVA", "TOTAL FACTURA"],
    ));
    t.push_str(&text_row(&sums, &[&p.subtotal, &rate, &p.tax, &total]));
    t.push_str(&equals);
    t.push_str(&format!(
        "\nVENCIMIENTOS\n  {due}   {total}   Transferencia bancaria\n\n\
         Cuenta de abono: IBAN {iban}\n\
         Rogamos indiquen el número de factura {number} en el concepto\n\
         de la transferencia.\n\n",
        due = french_date(p.due_ymd),
        iban = p.iban,
        number = p.number,
    ));
    let privacy = format!(
        "De conformidad con la normativa de protección de datos, le informamos de que sus \
         datos forman parte de un fichero de clientes de {} cuya finalidad es la gestión \
         administrativa, contable y fiscal de la relación comercial.",
        p.vendor
    );
    for line in wrap(&privacy, WIDTH) {
        t.push_str(&line);
        t.push('\n');
    }
    t
}

/// A UK service engineer's job sheet that is also the invoice, printed as
/// text by the firm's job-management software: the firm's heading between
/// rules of equals signs with "JOB SHEET / INVOICE" at the right, the job
/// and invoice data as two columns of "label : value" pairs (invoice number,
/// date, account and "Order No" at the left; job number, engineer, date
/// attended and payment due at the right), the invoice address beside the
/// site, a "WORK CARRIED OUT" note, the "PARTS AND LABOUR" as "Qty /
/// Description / Unit / Each / VAT / Total", "Net Total / VAT @ … % / TOTAL
/// DUE" at the right, the customer's signature line, and the payment
/// details.
pub fn engineer_jobsheet(p: &Printed) -> String {
    use Column::{Left, Right};
    const WIDTH: usize = 78;
    const ENGINEERS: [&str; 5] = [
        "D. Walsh",
        "S. Okafor",
        "R. Lewis",
        "J. McKenna",
        "A. Hussain",
    ];
    let seed: usize = p.customer_number.parse().unwrap_or(0);
    let equals = format!("{}\n", "=".repeat(WIDTH));
    let dashes = format!("{}\n", "-".repeat(WIDTH));
    let mut t = String::new();
    t.push_str(&equals);
    t.push_str(&format!(
        " {:<52}{:>24}\n",
        p.vendor.to_uppercase(),
        "JOB SHEET / INVOICE"
    ));
    t.push_str(&format!(" {}, {}\n", p.street, p.city));
    t.push_str(&format!(" Tel {}    VAT Reg No {}\n", p.phone, p.vat_id));
    t.push_str(&equals);
    let job = format!("JS-{:05}", (seed * 31 + 4_821) % 100_000);
    let attended = p.date_like(days_earlier(p.date_ymd, 1 + (seed % 3) as u32));
    let mut left = vec![
        ("Invoice No", p.number.clone()),
        ("Invoice Date", p.date.clone()),
        ("Account No", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        left.push(("Order No", po.clone()));
    }
    let right = [
        ("Job No", job),
        ("Engineer", ENGINEERS[seed % ENGINEERS.len()].to_string()),
        ("Date Attended", attended),
        ("Payment Due", p.due.clone()),
    ];
    let pair = |(label, value): &(&str, String)| format!("{label:<14}: {value}");
    for row in 0..left.len().max(right.len()) {
        let l = left.get(row).map(pair).unwrap_or_default();
        let r = right.get(row).map(pair).unwrap_or_default();
        t.push_str(format!(" {l:<38}{r}").trim_end());
        t.push('\n');
    }
    t.push_str(&dashes);
    let (street, town) = two_lines(p.customer_address);
    let site = format!("{} - Plant Room", p.customer);
    for (l, r) in [
        ("INVOICE TO", "SITE"),
        (p.customer, site.as_str()),
        (street, street),
        (town, town),
    ] {
        t.push_str(&format!(" {l:<38}{r}\n"));
    }
    t.push_str(&dashes);
    t.push_str(&format!(
        " WORK CARRIED OUT\n\
         \x20Attended site as requested. Supplied and fitted the parts listed below;\n\
         \x20equipment tested and left in safe working order.\n\
         \x20Time on site: {:02}:{:02} to {:02}:{:02}.\n",
        8 + seed % 3,
        (seed * 7) % 60,
        11 + seed % 4,
        (seed * 13) % 60
    ));
    t.push_str(&dashes);
    t.push_str(" PARTS AND LABOUR\n\n");
    let columns = [Right(6), Left(28), Left(4), Right(10), Left(3), Right(11)];
    let heading = text_row(
        &columns,
        &["Qty", "Description", "Unit", "Each", "VAT", "Total"],
    );
    t.push_str(&heading);
    t.push_str(&text_row(
        &columns,
        &["---", "-----------", "----", "----", "---", "-----"],
    ));
    let code = if p.tax_rate == 0 { "Z" } else { "S" };
    for l in &p.lines {
        t.push_str(&text_row(
            &columns,
            &[
                &l.quantity,
                &l.description,
                if l.unit == "h" { "hr" } else { "ea" },
                &l.unit_price,
                code,
                &l.amount,
            ],
        ));
    }
    t.push_str(&dashes);
    let sums = [Left(36), Left(18), Right(14)];
    let vat = format!("VAT @ {}%", p.tax_rate);
    let total = total_text(&p.total, &p.total_money, p);
    for (label, value) in [
        ("Net Total", p.subtotal.as_str()),
        (vat.as_str(), p.tax.as_str()),
        ("TOTAL DUE", total.as_str()),
    ] {
        t.push_str(&text_row(&sums, &["", label, value]));
    }
    t.push_str(&equals);
    let (sort_code, account) = p.sort_code_and_account();
    t.push_str(&format!(
        " Work completed to my satisfaction.\n\n\
         \x20Customer signature: ____________________   Print name: ____________________\n\n\
         \x20Amounts in {cur}. Payment due by {due}.\n\
         \x20Pay by BACS to sort code {sort_code}, account {account}, quoting {number},\n\
         \x20or by cheque payable to {vendor}.\n\
         \x20VAT code S = standard rate, Z = zero rated.\n",
        cur = p.currency,
        due = p.due,
        number = p.number,
        vendor = p.vendor,
    ));
    t
}

// Held out: a seventeenth round of seven, written the same way without
// looking at the extractor or at how it fares on any family above.

/// A UK supplier's invoice to a large buyer that matches invoices to its
/// purchase orders line by line, from a word-processor template: the
/// letterhead at the left and "TAX INVOICE" at the right, a row of shaded
/// tiles with small labels over large values ("Invoice No.", "Your PO No.",
/// "Amount Due"), then "Invoice To" and "Deliver To" beside a cell of
/// "label: value" lines ("Invoice Date / Tax Point", "Account No.",
/// "Delivery Note", "Payment Terms", "Due Date"), the items as "PO Line /
/// Our Ref. / Description / Qty / UoM / Unit Price £ / VAT % / Net £" in bare
/// numbers, and "Total Net / VAT @ … % / INVOICE TOTAL" in a ruled block at
/// the right; with no order, no PO tile and no PO line column.
pub fn po_line_refs(p: &Printed) -> String {
    const SHADE: &str = "#e3ebf3";
    const INK: &str = "#1f3b5a";
    let cell = "style=\"border: 1px solid #8aa0b8\"";
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let company_no = format!("{:08}", (seed * 5_237 + 3_300_017) % 100_000_000);
    let delivery_note = format!("DN{:06}", (seed * 29 + 118_305) % 1_000_000);
    let mark = if p.currency == "GBP" {
        "£"
    } else {
        p.currency
    };
    let total = total_text(&p.total, &p.total_money, p);
    let tile = |label: &str, value: &str| {
        format!(
            "<td width=\"33%\" bgcolor=\"{SHADE}\" {cell}><font size=\"1\" color=\"{INK}\">{label}</font><br>\
             <font size=\"4\"><b>{value}</b></font></td>"
        )
    };
    let mut tiles = tile("Invoice No.", &escape(&p.number));
    if let Some(po) = &p.po {
        tiles.push_str(&tile("Your PO No.", &escape(po)));
    }
    tiles.push_str(&tile("Amount Due", &total));
    let (street, town) = two_lines(p.customer_address);
    let terms = days_from(p.date_ymd, p.due_ymd);
    let particulars = [
        ("Invoice Date / Tax Point", p.date.clone()),
        ("Account No.", p.customer_number.clone()),
        ("Delivery Note", delivery_note),
        ("Payment Terms", format!("{terms} days net")),
        ("Due Date", format!("<b>{}</b>", p.due)),
    ]
    .iter()
    .map(|(k, v)| format!("<font size=\"2\" color=\"{INK}\">{k}:</font> {v}"))
    .collect::<Vec<_>>()
    .join("<br>");
    let unit_price = format!("Unit Price {mark}");
    let net = format!("Net {mark}");
    let mut header: Vec<(&str, bool)> = Vec::new();
    if p.po.is_some() {
        header.push(("PO Line", false));
    }
    header.extend([
        ("Our Ref.", false),
        ("Description", false),
        ("Qty", true),
        ("UoM", false),
        (unit_price.as_str(), true),
        ("VAT %", true),
        (net.as_str(), true),
    ]);
    let shift = usize::from(p.po.is_none());
    let rate = format!("{}.0", p.tax_rate);
    // The heading row in a table head, which Writer repeats on every page.
    let mut table = String::from(
        "<table width=\"100%\" border=\"1\" cellpadding=\"3\" cellspacing=\"0\">\n<thead><tr>",
    );
    for (label, right) in &header {
        let align = if *right { " align=\"right\"" } else { "" };
        table.push_str(&format!(
            "<td bgcolor=\"{SHADE}\"{align}><b>{label}</b></td>"
        ));
    }
    table.push_str("</tr></thead>\n<tbody>\n");
    for (i, l) in p.lines.iter().enumerate() {
        table.push_str("<tr>");
        for (column, (_, right)) in header.iter().enumerate() {
            let text = match column + shift {
                0 => format!("{:03}", (i + 1) * 10),
                1 => l.code.clone(),
                2 => escape(&l.description),
                3 => l.quantity.clone(),
                4 => (if l.unit == "h" { "HR" } else { "EACH" }).to_string(),
                5 => l.unit_price.clone(),
                6 => rate.clone(),
                _ => l.amount.clone(),
            };
            let align = if *right { " align=\"right\"" } else { "" };
            table.push_str(&format!("<td{align}>{text}</td>"));
        }
        table.push_str("</tr>\n");
    }
    table.push_str("</tbody></table>\n");
    let (sort_code, account) = p.sort_code_and_account();
    let quote = match &p.po {
        Some(po) => format!(
            "quoting invoice number {} and your PO number {}",
            escape(&p.number),
            escape(po)
        ),
        None => format!("quoting invoice number {}", escape(&p.number)),
    };
    let body = format!(
        "<table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr>\
         <td width=\"62%\" valign=\"top\"><font size=\"5\" color=\"{INK}\"><b>{vendor}</b></font><br>\
         <font size=\"2\">{street_v}, {city}<br>Tel. {phone} \u{00B7} accounts@{domain}.co.uk<br>\
         VAT Reg. No. {vat} \u{00B7} Registered in England No. {company_no}</font></td>\
         <td valign=\"top\" align=\"right\"><font size=\"6\" color=\"{INK}\"><b>TAX INVOICE</b></font></td></tr></table>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"5\" cellspacing=\"0\"><tr>{tiles}</tr></table>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"5\" cellspacing=\"0\"><tr>\
         <td width=\"30%\" valign=\"top\" {cell}><font size=\"1\" color=\"{INK}\"><b>INVOICE TO</b></font><br>\
         {customer}<br>Accounts Payable<br>{street}<br>{town}</td>\
         <td width=\"30%\" valign=\"top\" {cell}><font size=\"1\" color=\"{INK}\"><b>DELIVER TO</b></font><br>\
         {customer}<br>Goods Receiving<br>{street}<br>{town}</td>\
         <td valign=\"top\" {cell}>{particulars}</td></tr></table>\n\
         <p><br></p>\n\
         {table}\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"4\" cellspacing=\"0\" style=\"page-break-inside: avoid\">\
         <tr><td width=\"58%\"></td><td {cell}>Total Net</td><td align=\"right\" {cell}>{subtotal}</td></tr>\
         <tr><td></td><td {cell}>VAT @ {rate_n}%</td><td align=\"right\" {cell}>{tax}</td></tr>\
         <tr><td></td><td bgcolor=\"{SHADE}\" {cell}><b>INVOICE TOTAL</b></td>\
         <td bgcolor=\"{SHADE}\" align=\"right\" {cell}><b>{total}</b></td></tr></table>\n\
         <p><br><font size=\"2\"><b>Payment:</b> by BACS to {vendor}, sort code {sort_code}, account {account}, \
         {quote}. All amounts are in {cur}.<br>\
         <b>Queries:</b> please contact our credit control team on {phone} within 7 days of the invoice date.<br>\
         Title to the goods remains with {vendor} until payment has been received in full.</font></p>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        domain = p.vendor_domain(),
        vat = p.vat_id,
        customer = p.customer,
        subtotal = total_text(&p.subtotal, &p.subtotal_money, p),
        rate_n = p.tax_rate,
        tax = total_text(&p.tax, &p.tax_money, p),
        cur = p.currency,
    );
    document("Liberation Sans", &body)
}

/// A German trade firm's Rechnung from its trade software's word-processor
/// export, in German: the firm's name and trades in a coloured bar with its
/// contact lines at the right, the small sender line over the customer's
/// address, "RECHNUNG" as the heading over a block of "Label: value" lines
/// beneath it ("Rechnungs-Nr. / Rechnungsdatum / Kunden-Nr. / Ihre
/// Bestellung / Leistungszeitraum"), the items as "Pos. / Menge / ME /
/// Bezeichnung / EP / GP" (unit and total price) with the currency in the
/// headings and rules only under the rows, "Nettobetrag / zzgl. … % MwSt. /
/// Rechnungsbetrag" at the right, the payment terms with an early-payment
/// discount ("… abzüglich 2 % Skonto …, bis … netto ohne Abzug"), and the
/// management, register, tax and bank details in four columns at the end.
pub fn rechnung_skonto(p: &Printed) -> String {
    const BAR: &str = "#2e5e3e";
    const LIGHT: &str = "#e6efe8";
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let rule = "style=\"border-bottom: 1px solid #9aa89e\"";
    let german = |printed: &str| date_in(printed, Language::German);
    let (tax_name, register) = if p.city.contains("Zurich") {
        (
            "MWST",
            format!(
                "Handelsregister Kanton Zürich<br>UID CHE-{}.{}.{}",
                &p.vat_id[2..5],
                &p.vat_id[5..8],
                &p.vat_id[8..11]
            ),
        )
    } else if p.city.contains("Amsterdam") {
        (
            "MwSt.",
            format!(
                "Handelsregister KvK Amsterdam<br>Nr. {:08}",
                (seed * 7_331 + 3_402_117) % 100_000_000
            ),
        )
    } else {
        (
            "MwSt.",
            format!(
                "Amtsgericht Charlottenburg<br>HRB {} B",
                100_000 + seed % 90_000
            ),
        )
    };
    let bic = if p.city.contains("Zurich") {
        "ZKBKCHZZ80A"
    } else if p.city.contains("Amsterdam") {
        "INGBNL2A"
    } else {
        ["COBADEFFXXX", "DEUTDEBBXXX", "BELADEBEXXX"][(seed % 3) as usize]
    };
    let mark = if p.currency == "EUR" {
        "€"
    } else {
        p.currency
    };
    let terms = days_from(p.date_ymd, p.due_ymd);
    let skonto_date = german(&p.date_like(days_earlier(p.due_ymd, terms - 7)));
    let total_cents = printed_cents(&p.total);
    let skonto = (total_cents * 2 + 50).div_euclid(100);
    let (street, town) = two_lines(p.customer_address);
    let period = format!(
        "{} – {}",
        german(&p.date_like(days_earlier(p.date_ymd, 14))),
        german(&p.date_like(days_earlier(p.date_ymd, 1)))
    );
    let mut data = vec![
        ("Rechnungs-Nr.", format!("<b>{}</b>", escape(&p.number))),
        ("Rechnungsdatum", german(&p.date)),
        ("Kunden-Nr.", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        data.push(("Ihre Bestellung", escape(po)));
    }
    data.push(("Leistungszeitraum", period));
    let data: String = data
        .iter()
        .map(|(k, v)| format!("<tr><td width=\"32%\">{k}:</td><td>{v}</td></tr>\n"))
        .collect();
    let mut table = format!(
        "<table width=\"100%\" cellpadding=\"4\" cellspacing=\"0\">\n<thead><tr>\
         <td width=\"6%\" bgcolor=\"{LIGHT}\" {rule}><b>Pos.</b></td>\
         <td width=\"9%\" bgcolor=\"{LIGHT}\" align=\"right\" {rule}><b>Menge</b></td>\
         <td width=\"7%\" bgcolor=\"{LIGHT}\" align=\"center\" {rule}><b>ME</b></td>\
         <td bgcolor=\"{LIGHT}\" {rule}><b>Bezeichnung</b></td>\
         <td width=\"15%\" bgcolor=\"{LIGHT}\" align=\"right\" {rule}><b>EP ({mark})</b></td>\
         <td width=\"16%\" bgcolor=\"{LIGHT}\" align=\"right\" {rule}><b>GP ({mark})</b></td></tr></thead>\n<tbody>\n"
    );
    for l in &p.lines {
        table.push_str(&format!(
            "<tr><td {rule}>{}</td><td align=\"right\" {rule}>{}</td><td align=\"center\" {rule}>{}</td><td {rule}>{}</td>\
             <td align=\"right\" {rule}>{}</td><td align=\"right\" {rule}>{}</td></tr>\n",
            l.position,
            l.quantity,
            if l.unit == "h" { "Std." } else { "Stk." },
            escape(&l.description),
            l.unit_price,
            l.amount,
        ));
    }
    table.push_str("</tbody></table>\n");
    let small = |title: &str, text: &str| {
        format!(
            "<td valign=\"top\" width=\"25%\"><font size=\"1\"><b>{title}</b><br>{text}</font></td>"
        )
    };
    let body = format!(
        "<table width=\"100%\" cellpadding=\"8\" cellspacing=\"0\"><tr>\
         <td bgcolor=\"{BAR}\" valign=\"middle\"><font size=\"5\" color=\"#ffffff\"><b>{vendor}</b></font><br>\
         <font size=\"2\" color=\"#ffffff\">Installation \u{00B7} Wartung \u{00B7} Kundendienst</font></td>\
         <td bgcolor=\"{BAR}\" align=\"right\" valign=\"middle\"><font size=\"2\" color=\"#ffffff\">{street_v}<br>{city}<br>\
         Tel. {phone}<br>info@{domain}</font></td></tr></table>\n\
         <p><br><font size=\"1\"><u>{vendor} \u{00B7} {street_v} \u{00B7} {city}</u></font><br>\
         {customer}<br>Buchhaltung / Kreditoren<br>{street}<br>{town}</p>\n\
         <p><br><font size=\"5\"><b>RECHNUNG</b></font></p>\n\
         <table width=\"62%\" cellpadding=\"1\" cellspacing=\"0\">\n{data}</table>\n\
         <p><br>Sehr geehrte Damen und Herren,<br>für die von uns ausgeführten Lieferungen und Leistungen \
         berechnen wir Ihnen wie folgt:</p>\n\
         {table}\
         <table width=\"100%\" cellpadding=\"4\" cellspacing=\"0\" style=\"page-break-inside: avoid\"><tr><td width=\"55%\"></td>\
         <td style=\"border-bottom: 3px double #000000\">Nettobetrag<br>zzgl. {rate} % {tax_name}<br>\
         <b>Rechnungsbetrag</b></td>\
         <td align=\"right\" style=\"border-bottom: 3px double #000000\">{subtotal}<br>{tax}<br><b>{total}</b></td></tr>\
         </table>\n\
         <p><br><b>Zahlungsbedingungen:</b> Zahlbar bis {skonto_date} abzüglich 2 % Skonto ({skonto}, \
         Zahlbetrag {reduced}), bis {due} netto ohne Abzug. Bitte geben Sie bei der Überweisung die \
         Rechnungsnummer {number} an.</p>\n\
         <p>Wir bedanken uns für Ihren Auftrag.<br>Mit freundlichen Grüßen<br><br>{vendor}</p>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\" style=\"border-top: 1px solid #9aa89e\"><tr>\
         {c1}{c2}{c3}{c4}</tr></table>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        domain = p.country_domain(),
        customer = p.customer,
        subtotal = betrag(&p.subtotal, p),
        rate = p.tax_rate,
        tax = betrag(&p.tax, p),
        total = betrag(&p.total, p),
        skonto = betrag(&p.bare_number(skonto), p),
        reduced = betrag(&p.bare_number(total_cents - skonto), p),
        due = german(&p.due),
        number = escape(&p.number),
        c1 = small(
            "Geschäftsführung",
            &format!(
                "{}<br>{}",
                p.vendor,
                ["M. Hoffmann", "S. Weber", "K. Becker"][(seed % 3) as usize]
            )
        ),
        c2 = small("Sitz / Register", &register),
        c3 = small(
            "Steuern",
            &format!(
                "USt-IdNr. {}<br>Steuer-Nr. {}/{}/{}",
                p.vat_id,
                27 + seed % 9,
                400 + seed % 500,
                10_000 + seed * 3 % 90_000
            )
        ),
        c4 = small("Bankverbindung", &format!("IBAN {}<br>BIC {bic}", p.iban)),
    );
    document("Liberation Sans", &body)
}

/// A US distributor's invoice printed as text from its billing system with
/// the remittance portion at the top of the first page: the company's name in
/// capitals with "REMITTANCE ADVICE" at the right, "REMIT TO:" with its
/// lockbox beside "ACCOUNT NUMBER / INVOICE NUMBER / INVOICE DATE / DUE DATE
/// / AMOUNT DUE / AMOUNT ENCLOSED", the customer's mailing address, and a
/// dashed line to detach it by; then the invoice itself with "INVOICE NO." and
/// "PAGE x OF y" at the right, SOLD TO beside SHIP TO, a row of labels over
/// values ("ACCT NO. / INVOICE DATE / CUSTOMER P.O. / TERMS / DUE DATE"),
/// the items as "ITEM NO. / DESCRIPTION / QTY / U/M / UNIT PRICE /
/// EXTENSION" under dashed rules, "CONTINUED ON PAGE …" at the foot of all
/// but the last page, and "MERCHANDISE / SALES TAX / TOTAL INVOICE" after
/// the last item.
pub fn top_stub(p: &Printed) -> String {
    use Column::{Left, Right};
    const WIDTH: usize = 78;
    const FIRST_PAGE_ITEMS: usize = 20;
    const ITEMS_PER_PAGE: usize = 40;
    let seed: usize = p.customer_number.parse().unwrap_or(0);
    let caps = p.vendor.to_uppercase();
    let city_caps = p.city.to_uppercase();
    let total = total_text(&p.total, &p.total_money, p);
    let terms = days_from(p.date_ymd, p.due_ymd);
    let (street, town) = two_lines(p.customer_address);
    let mut t = text_row(&[Left(58), Right(18)], &[&caps, "REMITTANCE ADVICE"]);
    t.push_str(&format!(
        "{}\n{}\n{}\n\n",
        p.street.to_uppercase(),
        city_caps,
        p.local_phone()
    ));
    let remit = [
        "REMIT TO:".to_string(),
        format!("  {caps}"),
        format!("  DEPT {}", 4_000 + seed % 900),
        format!("  P.O. BOX {}", 20_000 + seed * 7 % 9_000),
        format!("  {city_caps}"),
        String::new(),
    ];
    let stub = [
        ("ACCOUNT NUMBER", p.customer_number.clone()),
        ("INVOICE NUMBER", p.number.clone()),
        ("INVOICE DATE", p.date.clone()),
        ("DUE DATE", p.due.clone()),
        ("AMOUNT DUE", total.clone()),
        ("AMOUNT ENCLOSED", "$_____________".to_string()),
    ];
    for (left, (label, value)) in remit.iter().zip(&stub) {
        t.push_str(&text_row(
            &[Left(36), Left(16), Left(22)],
            &[left, label, value],
        ));
    }
    t.push_str("\n\n");
    for line in [
        p.customer.to_uppercase(),
        "ATTN ACCOUNTS PAYABLE".to_string(),
        street.to_uppercase(),
        town.to_uppercase(),
    ] {
        t.push_str(&format!("      {line}\n"));
    }
    t.push('\n');
    t.push_str(&format!(
        "{:-^WIDTH$}\n\n",
        " PLEASE DETACH AND RETURN THIS PORTION WITH YOUR PAYMENT "
    ));
    let columns = [Left(7), Left(28), Right(6), Left(3), Right(10), Right(12)];
    let heading = || {
        let mut h = text_row(
            &columns,
            &[
                "ITEM NO",
                "DESCRIPTION",
                "QTY",
                "U/M",
                "UNIT PRICE",
                "EXTENSION",
            ],
        );
        h.push_str(&text_row(
            &columns,
            &[
                &"-".repeat(7),
                &"-".repeat(28),
                &"-".repeat(6),
                "---",
                &"-".repeat(10),
                &"-".repeat(12),
            ],
        ));
        h
    };
    let mut pages: Vec<&[super::printed::PrintedLine]> = Vec::new();
    let (first, mut rest) = p.lines.split_at(p.lines.len().min(FIRST_PAGE_ITEMS));
    pages.push(first);
    while !rest.is_empty() {
        let (page, more) = rest.split_at(rest.len().min(ITEMS_PER_PAGE));
        pages.push(page);
        rest = more;
    }
    let number = format!("INVOICE NO. {}", p.number);
    for (index, lines) in pages.iter().enumerate() {
        let page = format!("PAGE {} OF {}", index + 1, pages.len());
        if index == 0 {
            t.push_str(&text_row(&[Left(50), Right(26)], &[p.vendor, "INVOICE"]));
            t.push_str(&text_row(
                &[Left(50), Right(26)],
                &[&format!("{}, {}", p.street, p.city), &number],
            ));
            t.push_str(&format!("{page:>WIDTH$}\n\n"));
            for (sold, shipped) in [
                ("SOLD TO:", "SHIP TO:"),
                (p.customer, p.customer),
                ("Attn: Accounts Payable", "Receiving Dept."),
                (street, street),
                (town, town),
            ] {
                t.push_str(&format!("  {sold:<38}{shipped}\n"));
            }
            t.push('\n');
            let mut labels = vec![("ACCT NO.", p.customer_number.clone())];
            labels.push(("INVOICE DATE", p.date.clone()));
            if let Some(po) = &p.po {
                labels.push(("CUSTOMER P.O.", po.clone()));
            }
            labels.push(("TERMS", format!("NET {terms}")));
            labels.push(("DUE DATE", p.due.clone()));
            let widths: Vec<Column> = labels
                .iter()
                .map(|(label, _)| match *label {
                    "ACCT NO." => Left(8),
                    "CUSTOMER P.O." => Left(14),
                    "TERMS" => Left(10),
                    _ => Left(18),
                })
                .collect();
            let names: Vec<&str> = labels.iter().map(|(l, _)| *l).collect();
            let values: Vec<&str> = labels.iter().map(|(_, v)| v.as_str()).collect();
            t.push_str(&text_row(&widths, &names));
            t.push_str(&text_row(&widths, &values));
            t.push('\n');
        } else {
            t.push('\x0c');
            t.push_str(&text_row(&[Left(50), Right(26)], &[p.vendor, &number]));
            t.push_str(&text_row(
                &[Left(50), Right(26)],
                &[&format!("{}, {}", p.street, p.city), &page],
            ));
            t.push_str(&format!("{:>WIDTH$}\n\n", "(CONTINUED)"));
        }
        t.push_str(&heading());
        for l in lines.iter() {
            t.push_str(&text_row(
                &columns,
                &[
                    &l.code,
                    &l.description,
                    &l.quantity,
                    if l.unit == "h" { "HR" } else { "EA" },
                    &l.unit_price,
                    &l.amount,
                ],
            ));
        }
        if index + 1 < pages.len() {
            t.push_str(&format!(
                "\n{:>WIDTH$}\n",
                format!("CONTINUED ON PAGE {}", index + 2)
            ));
        }
    }
    t.push_str(&format!("{:>WIDTH$}\n", "-".repeat(30)));
    let sums = [Left(44), Left(16), Right(14)];
    let tax = format!("SALES TAX {}%", p.tax_rate);
    for (label, value) in [
        ("MERCHANDISE", p.subtotal.as_str()),
        (tax.as_str(), p.tax.as_str()),
        ("TOTAL INVOICE", total.as_str()),
    ] {
        t.push_str(&text_row(&sums, &["", label, value]));
    }
    t.push_str(&format!("{:>WIDTH$}\n\n", "=".repeat(30)));
    let notes = format!(
        "All amounts are in {cur}. Please make checks payable to {vendor} and return \
         the remittance portion with your payment. Payment is due by {due}. A finance \
         charge of 1.5% per month is added to past-due balances. Questions about this \
         invoice? Call {phone}.",
        vendor = p.vendor,
        cur = p.currency,
        due = p.due,
        phone = p.local_phone(),
    );
    for line in wrap(&notes, WIDTH) {
        t.push_str(&line);
        t.push('\n');
    }
    t
}

/// A European consultancy's invoice in English, written as plain text by
/// its own invoicing template and printed as it is: the company's name and
/// address over a rule of equals signs, then every label hanging in a
/// left-hand gutter in front of its value ("INVOICE", "Date", "To",
/// "Customer no.", "Your ref.", "Payment due", "Currency"), the items under a
/// dashed rule with "Items" in the gutter beside "Qty / Description / Unit
/// price / Amount", "Net / VAT … % / Total" in the gutter with the amounts at
/// the right margin, and "Payment" and "Terms" in the gutter before their
/// sentences; each later page headed by the name, the invoice number and
/// the page count.
pub fn hanging_labels(p: &Printed) -> String {
    use Column::{Left, Right};
    const WIDTH: usize = 77;
    const GUTTER: usize = 16;
    const FIRST_PAGE_ITEMS: usize = 28;
    const ITEMS_PER_PAGE: usize = 46;
    let seed: usize = p.customer_number.parse().unwrap_or(0);
    let vat = if p.city.contains("Amsterdam") {
        let digits: String = p.vat_id.chars().filter(char::is_ascii_digit).collect();
        format!("NL{digits}B01")
    } else {
        p.vat_id.clone()
    };
    let equals = format!("{}\n", "=".repeat(WIDTH));
    let dashes = format!("{}\n", "-".repeat(WIDTH));
    let hang = |label: &str, value: &str| format!("{label:<GUTTER$}{value}\n");
    let mut pages: Vec<&[super::printed::PrintedLine]> = Vec::new();
    let (first, mut rest) = p.lines.split_at(p.lines.len().min(FIRST_PAGE_ITEMS));
    pages.push(first);
    while !rest.is_empty() {
        let (page, more) = rest.split_at(rest.len().min(ITEMS_PER_PAGE));
        pages.push(page);
        rest = more;
    }
    let mut t = if pages.len() > 1 {
        text_row(
            &[Left(50), Right(25)],
            &[p.vendor, &format!("Page 1 of {}", pages.len())],
        )
    } else {
        format!("{}\n", p.vendor)
    };
    t.push_str(&format!(
        "{}, {}\nTel. {} - accounts@{}.eu - VAT {vat}\n",
        p.street,
        p.city,
        p.local_phone(),
        p.vendor_domain()
    ));
    t.push_str(&equals);
    t.push('\n');
    let (street, town) = two_lines(p.customer_address);
    t.push_str(&hang("INVOICE", &p.number));
    t.push_str(&hang("Date", &p.date));
    t.push_str(&hang("To", p.customer));
    for line in ["Attn. Accounts Payable", street, town] {
        t.push_str(&hang("", line));
    }
    t.push_str(&hang("Customer no.", &p.customer_number));
    if let Some(po) = &p.po {
        t.push_str(&hang("Your ref.", po));
    }
    let terms = days_from(p.date_ymd, p.due_ymd);
    t.push_str(&hang(
        "Payment due",
        &format!("{} ({terms} days net)", p.due),
    ));
    t.push_str(&hang("Currency", p.currency));
    t.push('\n');
    let columns = [Left(GUTTER - 2), Right(5), Left(28), Right(10), Right(12)];
    for (index, lines) in pages.iter().enumerate() {
        if index > 0 {
            t.push('\x0c');
            t.push_str(&text_row(
                &[Left(40), Right(35)],
                &[
                    p.vendor,
                    &format!(
                        "Invoice {} - page {} of {}",
                        p.number,
                        index + 1,
                        pages.len()
                    ),
                ],
            ));
            t.push_str(&equals);
            t.push('\n');
        }
        t.push_str(&dashes);
        let label = if index == 0 { "Items" } else { "Items (cont.)" };
        t.push_str(&text_row(
            &columns,
            &[label, "Qty", "Description", "Unit price", "Amount"],
        ));
        t.push('\n');
        for l in lines.iter() {
            t.push_str(&text_row(
                &columns,
                &["", &l.quantity, &l.description, &l.unit_price, &l.amount],
            ));
        }
        if index + 1 < pages.len() {
            t.push('\n');
            t.push_str(&hang("", &format!("(continued on page {})", index + 2)));
        }
    }
    t.push_str(&dashes);
    let sums = [Left(GUTTER - 2), Right(WIDTH - GUTTER)];
    let vat_label = format!("VAT {} %", p.tax_rate);
    for (label, value) in [
        ("Net", total_text(&p.subtotal, &p.subtotal_money, p)),
        (vat_label.as_str(), total_text(&p.tax, &p.tax_money, p)),
        ("Total", total_text(&p.total, &p.total_money, p)),
    ] {
        t.push_str(&text_row(&sums, &[label, &value]));
    }
    t.push_str(&equals);
    t.push('\n');
    let total = total_text(&p.total, &p.total_money, p);
    let payment = format!(
        "Please transfer {total} by {} to IBAN {}, quoting invoice {} as the reference.",
        p.due, p.iban, p.number
    );
    for (i, line) in wrap(&payment, WIDTH - GUTTER).iter().enumerate() {
        t.push_str(&hang(if i == 0 { "Payment" } else { "" }, line));
    }
    t.push('\n');
    let note = format!(
        "Payable within {terms} days of the invoice date without deduction. Interest at the \
         statutory rate may be charged on late payments. Contact person: {}.",
        ["J. de Vries", "L. Bakker", "M. Schneider", "E. Janssen"][seed % 4]
    );
    for (i, line) in wrap(&note, WIDTH - GUTTER).iter().enumerate() {
        t.push_str(&hang(if i == 0 { "Terms" } else { "" }, line));
    }
    t
}

// Held out: a nineteenth round of seven, written the same way without
// looking at the extractor or at how it fares on any family above.

/// A date as an Italian accounting program prints it: written out in
/// Italian ("3 marzo 2026") where the document writes dates out, else day
/// first with slashes ("03/03/2026").
fn italian_date(p: &Printed, (year, month, day): (i32, u32, u32)) -> String {
    let printed = p.date_like((year, month, day));
    if printed.contains(' ') {
        date_in(&printed, Language::Italian)
    } else {
        format!("{day:02}/{month:02}/{year}")
    }
}

/// An Italian fattura from a small firm's accounting and invoicing program
/// ("gestionale"), saved as the courtesy copy of the electronic invoice, in
/// Italian: the firm's name and registered office with its P.IVA at the
/// left and the customer in a framed "Spett.le" box at the right, a shaded
/// bar "FATTURA N. … DEL …", a ruled row of small labels over values
/// ("Cod. cliente / Pagamento / Banca d'appoggio / Agente / Valuta"), the
/// customer's order and the delivery note only as descriptive rows at the
/// top of the body ("Rif. Vs. ordine n. … del …", "DDT n. … del …"), items
/// as "Codice / Descrizione / U.M. / Quantità / Prezzo unitario / Sc. % /
/// Importo / IVA" with the discount left empty, and at the foot one ruled
/// table of three panels: "Riepilogo IVA" (rate, taxable amount and tax),
/// "Scadenze" (the due date and the amount, the only place the due date
/// stands) and the totals ending in "NETTO A PAGARE".
pub fn fattura_scadenze(p: &Printed) -> String {
    const INK: &str = "#0b4f6c";
    const SHADE: &str = "#dbe9f0";
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let frame = "style=\"border: 1px solid #0b4f6c\"";
    let cell = "style=\"border: 1px solid #7a9aab\"";
    let date = italian_date(p, p.date_ymd);
    let due = italian_date(p, p.due_ymd);
    let terms = days_from(p.date_ymd, p.due_ymd);
    let cur = p.currency;
    let digits: String = p.vat_id.chars().filter(char::is_ascii_digit).collect();
    let (street, town) = two_lines(p.customer_address);
    let strip_labels = [
        "Cod. cliente",
        "Pagamento",
        "Banca d'appoggio",
        "Agente",
        "Valuta",
    ];
    let strip_values = [
        p.customer_number.clone(),
        format!("Bonifico bancario {terms} gg d.f."),
        ["Intesa Sanpaolo", "UniCredit", "Banco BPM"][(seed % 3) as usize].to_string(),
        ["Rossi Marco", "Bianchi Laura", "Ferrari Luca"][(seed % 3) as usize].to_string(),
        cur.to_string(),
    ];
    let strip = format!(
        "<table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\"><tr>{}</tr><tr>{}</tr></table>\n",
        strip_labels
            .iter()
            .map(|l| format!(
                "<td {cell} bgcolor=\"{SHADE}\"><font size=\"1\" color=\"{INK}\">{l}</font></td>"
            ))
            .collect::<String>(),
        strip_values
            .iter()
            .map(|v| format!("<td {cell}>{v}</td>"))
            .collect::<String>(),
    );
    let mut table =
        String::from("<table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\">\n<thead><tr>");
    for (label, width, right) in [
        ("Codice", 9, false),
        ("Descrizione", 35, false),
        ("U.M.", 6, false),
        ("Quantità", 9, true),
        ("Prezzo unitario", 13, true),
        ("Sc. %", 6, true),
        ("Importo", 14, true),
        ("IVA", 6, true),
    ] {
        let align = if right { " align=\"right\"" } else { "" };
        table.push_str(&format!(
            "<td width=\"{width}%\" bgcolor=\"{INK}\"{align}><font size=\"2\" color=\"#ffffff\"><b>{label}</b></font></td>"
        ));
    }
    table.push_str("</tr></thead>\n");
    let rule = "style=\"border-bottom: 1px solid #c5d5dd\"";
    let note_row = |text: String| {
        format!("<tr><td {rule}></td><td colspan=\"7\" {rule}><i>{text}</i></td></tr>\n")
    };
    if let Some(po) = &p.po {
        table.push_str(&note_row(format!(
            "Rif. Vs. ordine n. {} del {}",
            escape(po),
            italian_date(p, days_earlier(p.date_ymd, 12 + (seed % 9) as u32))
        )));
    }
    table.push_str(&note_row(format!(
        "DDT n. {} del {}",
        100 + seed % 800,
        italian_date(p, days_earlier(p.date_ymd, 2))
    )));
    for l in &p.lines {
        table.push_str(&format!(
            "<tr><td {rule}><font size=\"2\">{}</font></td><td {rule}>{}</td><td {rule}>{}</td>\
             <td align=\"right\" {rule}>{}</td><td align=\"right\" {rule}>{}</td><td align=\"right\" {rule}></td>\
             <td align=\"right\" {rule}>{}</td><td align=\"right\" {rule}>{}</td></tr>\n",
            escape(&l.code),
            escape(&l.description),
            if l.unit == "h" { "ore" } else { "pz" },
            l.quantity,
            l.unit_price,
            l.amount,
            p.tax_rate,
        ));
    }
    table.push_str("</table>\n");
    let head = |text: &str, span: usize| {
        format!(
            "<td colspan=\"{span}\" bgcolor=\"{SHADE}\" {cell}><font size=\"2\" color=\"{INK}\"><b>{text}</b></font></td>"
        )
    };
    let small = |text: &str| format!("<td {cell}><font size=\"1\">{text}</font></td>");
    let value = |text: &str| format!("<td align=\"right\" {cell}>{text}</td>");
    let gap = "<td width=\"3%\"></td>";
    let empty = "<td {cell}></td>".replace("{cell}", cell);
    let sums = [
        (
            "Totale imponibile",
            total_text(&p.subtotal, &p.subtotal_money, p),
        ),
        ("Totale IVA", total_text(&p.tax, &p.tax_money, p)),
        ("Totale documento", total_text(&p.total, &p.total_money, p)),
    ];
    let mut foot = String::from(
        "<table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\" style=\"page-break-inside: avoid\">\n",
    );
    foot.push_str(&format!(
        "<tr>{}{gap}{}{gap}{}</tr>\n",
        head("Riepilogo IVA", 3),
        head("Scadenze", 2),
        head("Totali", 2)
    ));
    foot.push_str(&format!(
        "<tr>{}{}{}{gap}{}{}{gap}<td {cell}>{}</td>{}</tr>\n",
        small("Aliquota"),
        small(&format!("Imponibile ({cur})")),
        small(&format!("Imposta ({cur})")),
        small("Data scadenza"),
        small(&format!("Importo ({cur})")),
        sums[0].0,
        value(&sums[0].1),
    ));
    foot.push_str(&format!(
        "<tr><td {cell}>{rate} %</td>{}{}{gap}<td {cell}>{due}</td>{}{gap}<td {cell}>{}</td>{}</tr>\n",
        value(&p.subtotal),
        value(&p.tax),
        value(&p.total),
        sums[1].0,
        value(&sums[1].1),
        rate = p.tax_rate,
    ));
    foot.push_str(&format!(
        "<tr>{empty}{empty}{empty}{gap}{empty}{empty}{gap}<td {cell}>{}</td>{}</tr>\n",
        sums[2].0,
        value(&sums[2].1),
    ));
    foot.push_str(&format!(
        "<tr>{empty}{empty}{empty}{gap}{empty}{empty}{gap}<td bgcolor=\"{INK}\" {cell}><font color=\"#ffffff\"><b>NETTO A PAGARE</b></font></td>\
         <td bgcolor=\"{INK}\" align=\"right\" {cell}><font color=\"#ffffff\"><b>{}</b></font></td></tr>\n",
        total_text(&p.total, &p.total_money, p),
    ));
    foot.push_str("</table>\n");
    let exemption = if p.tax_rate == 0 {
        "<p><font size=\"1\">Operazione non soggetta ad IVA ai sensi dell'art. 7-ter del D.P.R. 633/72.</font></p>\n"
    } else {
        ""
    };
    let body = format!(
        "<table width=\"100%\" cellpadding=\"6\" cellspacing=\"0\"><tr>\
         <td width=\"55%\" valign=\"top\"><font size=\"5\" color=\"{INK}\"><b>{vendor}</b></font><br>\
         <font size=\"2\">Sede legale: {street_v} \u{2013} {city}<br>P.IVA {vat} \u{2013} C.F. {digits}<br>\
         Tel. {phone} \u{2013} amministrazione@{domain}<br>PEC: {pec}@pec.{domain}</font></td>\
         <td width=\"5%\"></td>\
         <td valign=\"top\" {frame}><font size=\"1\" color=\"{INK}\">Spett.le</font><br><b>{customer}</b><br>\
         Ufficio amministrazione<br>{street}<br>{town}</td></tr></table>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"5\" cellspacing=\"0\"><tr><td bgcolor=\"{SHADE}\" {frame}>\
         <font size=\"4\" color=\"{INK}\"><b>FATTURA N. {number} DEL {date}</b></font></td></tr></table>\n\
         {strip}<p><br></p>\n{table}<p><br></p>\n{foot}{exemption}\
         <p><br><font size=\"2\"><b>Modalità di pagamento:</b> bonifico bancario a {terms} giorni data fattura \
         \u{2013} IBAN {iban} \u{2013} intestato a {vendor}.</font></p>\n\
         <p><font size=\"1\">Contributo ambientale CONAI assolto ove dovuto. Copia di cortesia: l'originale della \
         fattura elettronica è stato trasmesso tramite il Sistema di Interscambio (SdI) ed è disponibile nella \
         Sua area riservata.</font></p>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        vat = p.vat_id,
        phone = p.local_phone(),
        domain = p.country_domain(),
        pec = p.vendor_domain(),
        customer = p.customer,
        number = escape(&p.number),
        iban = p.iban,
    );
    document("Liberation Sans", &body)
}

/// An Austrian-style "Honorarnote", the fee note of an engineering or
/// consulting office typed in a word processor, in German: the office's
/// name centred in spaced capitals over its professions and a rule with the
/// contact line beneath, the client's address at the left and at the right
/// the place and date ("Berlin, am 3. März 2026") over "Unser Zeichen" and
/// the VAT number, "HONORARNOTE Nr. …" as the heading, a subject line that
/// carries the client's order number ("Betreff: … – Ihre Bestellung Nr.
/// …"), a sentence naming the period, the fees as "Nr. / Leistung / Menge
/// / Einh. / Satz / Betrag" with the net fee, the VAT and the gross amount
/// as the last rows of the same table, the due date in the closing request
/// to pay, a signature, and the register, tax and bank details in a small
/// line at the end.
pub fn honorarnote(p: &Printed) -> String {
    const INK: &str = "#5b2a45";
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let german = |printed: &str| date_in(printed, Language::German);
    let place = p
        .city
        .split(' ')
        .next_back()
        .unwrap_or(p.city)
        .replace("Zurich", "Zürich");
    let (register, bic) = if p.city.contains("Zurich") {
        (
            "Handelsregister des Kantons Zürich".to_string(),
            "ZKBKCHZZ80A",
        )
    } else if p.city.contains("Amsterdam") {
        (
            format!(
                "KvK Amsterdam {:08}",
                (seed * 7_331 + 3_402_117) % 100_000_000
            ),
            "ABNANL2A",
        )
    } else {
        (
            format!(
                "Amtsgericht Charlottenburg, HRB {} B",
                100_000 + seed % 90_000
            ),
            "BYLADEM1001",
        )
    };
    let partner = [
        ("DI Dr. Maria Gruber", "MG"),
        ("Mag. Stefan Huber", "SH"),
        ("DI Andrea Leitner", "AL"),
    ][(seed % 3) as usize];
    let (street, town) = two_lines(p.customer_address);
    let subject = match &p.po {
        Some(po) => format!(
            "Ingenieur- und Beratungsleistungen \u{2013} Ihre Bestellung Nr. {}",
            escape(po)
        ),
        None => "Ingenieur- und Beratungsleistungen laut Vereinbarung".to_string(),
    };
    let period = format!(
        "{} bis {}",
        german(&p.date_like(days_earlier(p.date_ymd, 31))),
        german(&p.date_like(days_earlier(p.date_ymd, 1)))
    );
    let rule = "style=\"border-bottom: 1px solid #999999\"";
    let mut table = format!(
        "<table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\">\n<thead><tr>\
         <td width=\"6%\" {rule}><b>Nr.</b></td><td width=\"44%\" {rule}><b>Leistung</b></td>\
         <td width=\"9%\" align=\"right\" {rule}><b>Menge</b></td><td width=\"8%\" align=\"center\" {rule}><b>Einh.</b></td>\
         <td width=\"15%\" align=\"right\" {rule}><b>Satz ({cur})</b></td>\
         <td width=\"18%\" align=\"right\" {rule}><b>Betrag ({cur})</b></td></tr></thead>\n",
        cur = p.currency,
    );
    for l in &p.lines {
        table.push_str(&format!(
            "<tr><td>{}</td><td>{}</td><td align=\"right\">{}</td><td align=\"center\">{}</td>\
             <td align=\"right\">{}</td><td align=\"right\">{}</td></tr>\n",
            l.position,
            escape(&l.description),
            l.quantity,
            if l.unit == "h" { "Std." } else { "Stk." },
            l.unit_price,
            l.amount,
        ));
    }
    let top = "style=\"border-top: 1px solid #000000\"";
    let double = "style=\"border-top: 1px solid #000000; border-bottom: 3px double #000000\"";
    table.push_str(&format!(
        "<tr><td colspan=\"2\" {top}></td><td colspan=\"3\" {top}>Honorar netto</td><td align=\"right\" {top}>{}</td></tr>\n\
         <tr><td colspan=\"2\"></td><td colspan=\"3\">zuzüglich {} % USt.</td><td align=\"right\">{}</td></tr>\n\
         <tr><td colspan=\"2\"></td><td colspan=\"3\" {double}><b>Gesamtbetrag</b></td><td align=\"right\" {double}><b>{}</b></td></tr>\n\
         </table>\n",
        total_text(&p.subtotal, &p.subtotal_money, p),
        p.tax_rate,
        total_text(&p.tax, &p.tax_money, p),
        total_text(&p.total, &p.total_money, p),
    ));
    let body = format!(
        "<p align=\"center\"><font size=\"5\" color=\"{INK}\"><b>{vendor}</b></font><br>\
         <font size=\"2\" color=\"{INK}\">Ingenieurbüro \u{00B7} Technische Beratung \u{00B7} Gutachten</font></p>\n\
         <hr>\n\
         <p align=\"center\"><font size=\"1\">{street_v} \u{00B7} {city} \u{00B7} Tel. {phone} \u{00B7} office@{domain} \
         \u{00B7} www.{domain}</font></p>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr>\
         <td width=\"58%\" valign=\"top\">{customer}<br>z. Hd. Geschäftsführung<br>{street}<br>{town}</td>\
         <td valign=\"top\" align=\"right\">{place}, am {date}<br><br><font size=\"2\">Unser Zeichen: {initials}/{seq}<br>\
         UID-Nr.: {vat}</font></td></tr></table>\n\
         <p><br></p>\n\
         <p><font size=\"4\" color=\"{INK}\"><b>HONORARNOTE Nr. {number}</b></font></p>\n\
         <p><b>Betreff: {subject}</b></p>\n\
         <p>Sehr geehrte Damen und Herren,</p>\n\
         <p>für die im Zeitraum vom {period} für Sie erbrachten Leistungen erlauben wir uns, wie folgt zu verrechnen:</p>\n\
         {table}\
         <p><br>Wir ersuchen um Überweisung des Gesamtbetrages bis spätestens <b>{due}</b> ohne Abzug auf unser Konto \
         IBAN {iban}, BIC {bic}, lautend auf {vendor}, unter Angabe der Honorarnotennummer.</p>\n\
         <p>Wir danken für den Auftrag und verbleiben mit freundlichen Grüßen</p>\n\
         <p><br><i>{partner}</i><br><font size=\"2\">{vendor}</font></p>\n\
         <p><br></p>\n\
         <p align=\"center\"><font size=\"1\" color=\"#555555\">{vendor} \u{00B7} {register} \u{00B7} UID {vat} \
         \u{00B7} IBAN {iban} \u{00B7} BIC {bic}</font></p>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        domain = p.country_domain(),
        customer = p.customer,
        date = german(&p.date),
        initials = partner.1,
        seq = 100 + seed % 800,
        vat = p.vat_id,
        number = escape(&p.number),
        due = german(&p.due),
        iban = p.iban,
        partner = partner.0,
    );
    document("Liberation Serif", &body)
}

/// `left` and `right` on one line of `width` characters, the right one
/// flush with the margin and at least two spaces after the left one.
fn spread(left: &str, right: &str, width: usize) -> String {
    let gap = width
        .saturating_sub(left.chars().count() + right.chars().count())
        .max(2);
    format!("{left}{}{right}\n", " ".repeat(gap))
}

/// A date in the ISO form Swedish and Portuguese business software prints.
fn iso_date((year, month, day): (i32, u32, u32)) -> String {
    format!("{year}-{month:02}-{day:02}")
}

/// A Swedish OCR payment reference: digits from the invoice and customer
/// numbers, then a length digit and a Luhn check digit, as Bankgirot's
/// reference control asks.
fn ocr_reference(p: &Printed) -> String {
    let mut digits: String = format!("{}{}", p.number, p.customer_number)
        .chars()
        .filter(char::is_ascii_digit)
        .collect();
    let length = (digits.len() + 2) % 10;
    digits.push(char::from(b'0' + length as u8));
    let sum: u32 = digits
        .chars()
        .rev()
        .enumerate()
        .map(|(i, c)| {
            let d = c.to_digit(10).unwrap_or(0);
            if i % 2 == 0 {
                let twice = d * 2;
                twice / 10 + twice % 10
            } else {
                d
            }
        })
        .sum();
    digits.push(char::from(b'0' + ((10 - sum % 10) % 10) as u8));
    digits
}

/// A Swedish faktura printed as text by an older ERP system, in Swedish: the
/// company's name and address at the left with "FAKTURA" and "Sida 1 (2)" at
/// the right, "Fakturanr / Fakturadatum / Kundnr / OCR-nummer" indented at
/// the right, "Fakturaadress" beside "Leveransadress", two columns of
/// label and value pairs ("Er referens" with the buyer's contact, "Ert
/// ordernr", "Betalningsvillkor", "Förfallodatum" beside "Vår referens",
/// "Leveranssätt", "Leveransvillkor", "Dröjsmålsränta"), items as
/// "Artikelnr / Benämning / Antal / Enh / À-pris / Belopp" between dashed
/// rules, each later page headed by the name, number and page, the totals
/// as one row of labels over amounts ("Nettobelopp / Moms % / Momsbelopp /
/// ATT BETALA"), the request to pay to the bankgiro with the OCR number, and
/// the company's postal address, telephone, bankgiro and VAT number in
/// columns at the end.
pub fn faktura_bankgiro(p: &Printed) -> String {
    use Column::{Left, Right};
    const WIDTH: usize = 78;
    const FIRST_PAGE_ROWS: usize = 26;
    const ROWS_PER_PAGE: usize = 44;
    let seed: usize = p.customer_number.parse().unwrap_or(0);
    let dashes = format!("{}\n", "-".repeat(WIDTH));
    let date = iso_date(p.date_ymd);
    let due = iso_date(p.due_ymd);
    let ocr = ocr_reference(p);
    let bankgiro = format!("{}-{:04}", 5000 + seed % 900, (seed * 37 + 1_055) % 10_000);
    let terms = days_from(p.date_ymd, p.due_ymd);
    // Lines go on a page while their rows (a long description wraps onto
    // more than one) fit.
    let mut pages: Vec<Vec<&super::printed::PrintedLine>> = vec![Vec::new()];
    let mut rows = 0;
    for l in &p.lines {
        let n = wrap(&l.description, 28).len();
        let limit = if pages.len() == 1 {
            FIRST_PAGE_ROWS
        } else {
            ROWS_PER_PAGE
        };
        if rows > 0 && rows + n > limit {
            pages.push(Vec::new());
            rows = 0;
        }
        rows += n;
        if let Some(page) = pages.last_mut() {
            page.push(l);
        }
    }
    let count = pages.len();
    let mut t = text_row(&[Left(58), Left(20)], &[p.vendor, "FAKTURA"]);
    t.push_str(&text_row(
        &[Left(58), Left(20)],
        &[p.street, &format!("Sida 1 ({count})")],
    ));
    t.push_str(&format!("{}\n\n", p.city));
    for (label, value) in [
        ("Fakturanr", p.number.as_str()),
        ("Fakturadatum", date.as_str()),
        ("Kundnr", p.customer_number.as_str()),
        ("OCR-nummer", ocr.as_str()),
    ] {
        t.push_str(&text_row(
            &[Left(40), Left(16), Left(20)],
            &["", label, value],
        ));
    }
    t.push('\n');
    let (street, town) = two_lines(p.customer_address);
    let two = [Left(40), Left(36)];
    t.push_str(&text_row(&two, &["Fakturaadress", "Leveransadress"]));
    for (left, right) in [
        (p.customer, p.customer),
        ("Att: Leverantörsreskontra", "Godsmottagningen"),
        (street, street),
        (town, town),
    ] {
        t.push_str(&text_row(&two, &[left, right]));
    }
    t.push('\n');
    let buyer = [
        "Inköpsavdelningen",
        "Ekonomiavdelningen",
        "Teknisk inköpare",
    ][seed % 3];
    let seller = ["Anna Lindqvist", "Johan Berg", "Sara Nyström"][seed % 3];
    let mut left: Vec<(&str, String)> = vec![("Er referens", buyer.to_string())];
    if let Some(po) = &p.po {
        left.push(("Ert ordernr", po.clone()));
    }
    left.push(("Betalningsvillkor", format!("{terms} dagar netto")));
    left.push(("Förfallodatum", due.clone()));
    let right: Vec<(&str, String)> = vec![
        ("Vår referens", seller.to_string()),
        ("Leveranssätt", "Bil".to_string()),
        ("Leveransvillkor", "Fritt vårt lager".to_string()),
        ("Dröjsmålsränta", "8,00 %".to_string()),
        ("Valuta", p.currency.to_string()),
    ];
    let pairs = [Left(19), Left(19), Left(17), Left(17)];
    for i in 0..left.len().max(right.len()) {
        let (lk, lv) = left.get(i).map_or(("", ""), |(k, v)| (*k, v.as_str()));
        let (rk, rv) = right.get(i).map_or(("", ""), |(k, v)| (*k, v.as_str()));
        t.push_str(&text_row(&pairs, &[lk, lv, rk, rv]));
    }
    t.push('\n');
    let columns = [Left(9), Left(28), Right(6), Left(3), Right(11), Right(11)];
    let heading = text_row(
        &columns,
        &["Artikelnr", "Benämning", "Antal", "Enh", "À-pris", "Belopp"],
    );
    for (index, lines) in pages.iter().enumerate() {
        if index > 0 {
            t.push('\x0c');
            t.push_str(&spread(
                p.vendor,
                &format!("Sida {} ({count})", index + 1),
                WIDTH,
            ));
            t.push_str(&format!(
                "FAKTURA {}    Fakturadatum {date}    Kundnr {}\n\n",
                p.number, p.customer_number
            ));
        }
        t.push_str(&heading);
        t.push_str(&dashes);
        for l in lines.iter() {
            let description = wrap(&l.description, 28);
            for (k, part) in description.iter().enumerate() {
                if k == 0 {
                    t.push_str(&text_row(
                        &columns,
                        &[
                            &l.code,
                            part,
                            &l.quantity,
                            if l.unit == "h" { "tim" } else { "st" },
                            &l.unit_price,
                            &l.amount,
                        ],
                    ));
                } else {
                    t.push_str(&text_row(&columns, &["", part]));
                }
            }
        }
        t.push_str(&dashes);
        if index + 1 < count {
            t.push_str(&format!("{:>WIDTH$}\n", "Forts. på nästa sida"));
        }
    }
    t.push('\n');
    let sums = [Right(16), Right(12), Right(16), Right(28)];
    let pay_label = format!("ATT BETALA {}", p.currency);
    let rate = p.tax_rate.to_string();
    t.push_str(&text_row(
        &sums,
        &["Nettobelopp", "Moms %", "Momsbelopp", &pay_label],
    ));
    t.push_str(&text_row(&sums, &[&p.subtotal, &rate, &p.tax, &p.total]));
    t.push('\n');
    let request = format!(
        "Betalas till bankgiro {bankgiro} senast {due}. Ange OCR-nummer {ocr} vid betalning. \
         Vid betalning från utlandet: IBAN {}. Efter förfallodagen debiteras dröjsmålsränta.",
        p.iban
    );
    for line in wrap(&request, WIDTH) {
        t.push_str(&line);
        t.push('\n');
    }
    t.push('\n');
    t.push_str(&dashes);
    let foot = [Left(28), Left(22), Left(24)];
    let mail = format!("faktura@{}", p.country_domain());
    let phone = p.local_phone();
    let vat = format!("Momsreg.nr {}", p.vat_id);
    t.push_str(&text_row(&foot, &["Postadress", "Telefon", "Bankgiro"]));
    t.push_str(&text_row(&foot, &[p.street, &phone, &bankgiro]));
    t.push_str(&text_row(&foot, &[p.city, "E-post", "IBAN"]));
    t.push_str(&text_row(&foot, &[&vat, &mail, &p.iban]));
    t
}

/// A date as Portuguese invoicing programs print it: ISO where the document
/// prints that, else day first with dashes ("03-03-2026").
fn portuguese_date(printed: &str, (year, month, day): (i32, u32, u32)) -> String {
    if printed.as_bytes().get(4) == Some(&b'-') {
        format!("{year}-{month:02}-{day:02}")
    } else {
        format!("{day:02}-{month:02}-{year}")
    }
}

/// A Portuguese fatura printed as text by an older invoicing program
/// certified by the tax authority, in Portuguese: the seller's heading with
/// its tax number at the left and "ORIGINAL" at the right, the customer at
/// the right after "Exmo.(s) Senhor(es)", "FATURA N.º …" with the page and
/// the ATCUD code, two columns of labels with dot leaders ("Data de emissão
/// / Data de vencimento / Cond. pagamento / Moeda" beside "Cliente n.º / V/
/// Contribuinte / V/ Encomenda n.º / Vendedor"), items as "Artigo /
/// Descrição / Qtd. / Un. / Preço Unit. / Desc. / IVA / Valor" with the
/// description wrapped in its column and the discount printed as 0,00, a
/// running total carried from page to page ("A transportar" at the foot,
/// "Transporte" at the head), a VAT summary ("Quadro resumo do IVA": rate,
/// base and tax) beside "Total ilíquido / Total descontos / Total IVA /
/// TOTAL A PAGAR", the due date and bank in the payment terms, the sentence
/// on when the goods were made available, and the certified program's hash
/// excerpt and number at the end.
pub fn fatura_certificado(p: &Printed) -> String {
    use Column::{Left, Right};
    const WIDTH: usize = 78;
    const FIRST_PAGE_ROWS: usize = 26;
    const ROWS_PER_PAGE: usize = 42;
    const CODE: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    let seed: usize = p.customer_number.parse().unwrap_or(0);
    let dashes = format!("{}\n", "-".repeat(WIDTH));
    let equals = format!("{}\n", "=".repeat(WIDTH));
    let date = portuguese_date(&p.date, p.date_ymd);
    let due = portuguese_date(&p.due, p.due_ymd);
    let terms = days_from(p.date_ymd, p.due_ymd);
    let zero = p.bare_number(0);
    // The ATCUD's validation code and the signature's excerpt, made of
    // letters and digits that stay the same from run to run.
    let mut state = (seed as u64).wrapping_mul(2_654_435_761) ^ p.lines.len() as u64;
    let mut next = || {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        char::from(CODE[((state >> 33) % CODE.len() as u64) as usize])
    };
    let code: String = (0..8).map(|_| next()).collect();
    let hash: String = (0..4).map(|_| next()).collect();
    let sequence: String = p.number.chars().filter(char::is_ascii_digit).collect();
    let customer_tax = if p.customer_address.contains("Bristol") {
        format!("GB{:09}", (seed * 7_919) % 1_000_000_000)
    } else if p.customer_address.contains("Dublin") {
        format!("IE{:07}W", (seed * 613) % 10_000_000)
    } else {
        format!(
            "US {:02}-{:07}",
            10 + seed % 89,
            (seed * 4_801) % 10_000_000
        )
    };
    // The item rows, each description wrapped in its column.
    let columns = [
        Left(6),
        Left(24),
        Right(4),
        Left(2),
        Right(10),
        Right(4),
        Right(3),
        Right(11),
    ];
    let mut rows: Vec<(String, i64)> = Vec::new();
    let rate = format!("{}%", p.tax_rate);
    for l in &p.lines {
        let parts = wrap(&l.description, 24);
        for (k, part) in parts.iter().enumerate() {
            let last = k + 1 == parts.len();
            let row = if k == 0 {
                text_row(
                    &columns,
                    &[
                        &l.code,
                        part,
                        &l.quantity,
                        if l.unit == "h" { "H" } else { "UN" },
                        &l.unit_price,
                        &zero,
                        &rate,
                        &l.amount,
                    ],
                )
            } else {
                text_row(&columns, &["", part])
            };
            rows.push((row, if last { l.amount_cents } else { 0 }));
        }
    }
    // A line item's rows stay on one page.
    let mut pages: Vec<Vec<(String, i64)>> = vec![Vec::new()];
    let mut i = 0;
    for l in &p.lines {
        let n = wrap(&l.description, 24).len();
        let limit = if pages.len() == 1 {
            FIRST_PAGE_ROWS
        } else {
            ROWS_PER_PAGE
        };
        if pages.last().map_or(0, Vec::len) + n > limit {
            pages.push(Vec::new());
        }
        if let Some(page) = pages.last_mut() {
            page.extend(rows[i..i + n].iter().cloned());
        }
        i += n;
    }
    let count = pages.len();
    let mut t = text_row(&[Left(58), Left(20)], &[p.vendor, "ORIGINAL"]);
    t.push_str(&format!(
        "{}\n{}\nContribuinte n.º {}\nTel. {} - geral@{}\n\n",
        p.street,
        p.city,
        p.vat_id,
        p.local_phone(),
        p.country_domain()
    ));
    let (street, town) = two_lines(p.customer_address);
    for line in [
        "Exmo.(s) Senhor(es)",
        p.customer,
        "A/C Contabilidade",
        street,
        town,
    ] {
        t.push_str(&text_row(&[Left(42), Left(36)], &["", line]));
    }
    t.push('\n');
    t.push_str(&text_row(
        &[Left(58), Right(20)],
        &[
            &format!("FATURA N.º {}", p.number),
            &format!("Pág. 1/{count}"),
        ],
    ));
    t.push_str(&format!("ATCUD: {code}-{sequence}\n"));
    t.push_str(&equals);
    let leader = |label: &str| {
        let mut text = format!("{label} ");
        while text.chars().count() < 19 {
            text.push('.');
        }
        text.push(':');
        text
    };
    let left = [
        (leader("Data de emissão"), date.clone()),
        (leader("Data de vencimento"), due.clone()),
        (leader("Cond. pagamento"), format!("{terms} dias")),
        (leader("Moeda"), p.currency.to_string()),
    ];
    let mut right = vec![
        (leader("Cliente n.º"), p.customer_number.clone()),
        (leader("V/ Contribuinte"), customer_tax),
    ];
    if let Some(po) = &p.po {
        right.push((leader("V/ Encomenda n.º"), po.clone()));
    }
    right.push((leader("Vendedor"), format!("{:02}", 1 + seed % 12)));
    for i in 0..left.len().max(right.len()) {
        let (lk, lv) = left
            .get(i)
            .map_or(("", ""), |(k, v)| (k.as_str(), v.as_str()));
        let (rk, rv) = right
            .get(i)
            .map_or(("", ""), |(k, v)| (k.as_str(), v.as_str()));
        t.push_str(&text_row(
            &[Left(20), Left(15), Left(20), Left(17)],
            &[lk, lv, rk, rv],
        ));
    }
    t.push_str(&equals);
    let heading = text_row(
        &columns,
        &[
            "Artigo",
            "Descrição",
            "Qtd.",
            "Un",
            "Preço Unit.",
            "Desc",
            "IVA",
            "Valor",
        ],
    );
    let carry = [Left(52), Right(24)];
    let mut running = 0;
    for (index, page) in pages.iter().enumerate() {
        if index > 0 {
            t.push('\x0c');
            t.push_str(&spread(
                p.vendor,
                &format!("Pág. {}/{count}", index + 1),
                WIDTH,
            ));
            t.push_str(&format!(
                "FATURA N.º {}    Data de emissão: {date}    Cliente n.º {}\n",
                p.number, p.customer_number
            ));
            t.push_str(&equals);
        }
        t.push_str(&heading);
        t.push_str(&dashes);
        if index > 0 {
            t.push_str(&text_row(&carry, &["Transporte", &p.bare_number(running)]));
        }
        for (row, cents) in page {
            t.push_str(row);
            running += cents;
        }
        t.push_str(&dashes);
        if index + 1 < count {
            t.push_str(&text_row(
                &carry,
                &["A transportar", &p.bare_number(running)],
            ));
        }
    }
    t.push('\n');
    let vat_columns = [Left(6), Right(12), Right(12)];
    let pay_label = format!("TOTAL A PAGAR ({})", p.currency);
    let beside =
        |left: &str, label: &str, value: &str| format!("{left:<42}{label:<22}{value:>14}\n");
    let head = text_row(&vat_columns, &["Taxa", "Incidência", "Valor IVA"]);
    let values = text_row(&vat_columns, &[&rate, &p.subtotal, &p.tax]);
    t.push_str(&beside(
        "Quadro resumo do IVA",
        "Total ilíquido",
        &p.subtotal,
    ));
    t.push_str(&beside(head.trim_end(), "Total descontos", &zero));
    t.push_str(&beside(values.trim_end(), "Total IVA", &p.tax));
    t.push_str(&format!("{:>WIDTH$}\n", "-".repeat(36)));
    t.push_str(&beside("", &pay_label, &p.total));
    t.push('\n');
    let terms_text = format!(
        "Condições de pagamento: {terms} dias, por transferência bancária. Data de vencimento: {due}. \
         IBAN {}. Em caso de atraso serão debitados juros de mora à taxa legal em vigor.",
        p.iban
    );
    for line in wrap(&terms_text, WIDTH) {
        t.push_str(&line);
        t.push('\n');
    }
    t.push_str(&format!(
        "Os bens e/ou serviços foram colocados à disposição do adquirente em {date}.\n\n"
    ));
    t.push_str(&dashes);
    t.push_str(&format!(
        "{hash}-Processado por programa certificado n.º {}/AT\n",
        1_000 + seed % 3_000
    ));
    t
}

/// A US small business's invoice made from the stock invoice template of an
/// online word processor and downloaded as a document: the business's name
/// in the accent colour with its contact lines beneath at the left, "Invoice"
/// in large light type at the right with "Submitted on …" (the invoice date)
/// under it, then a borderless grid of grey labels over values in three
/// columns ("Invoice for / Payable to / Invoice #", then "P.O. number /
/// Project / Due date"), the items as "Description / Qty / Unit price / Total
/// price" between thin rules, "Notes:" at the left beside "Subtotal /
/// Adjustments / Sales tax", and the total alone in large accent type at the
/// bottom right.
pub fn payable_to(p: &Printed) -> String {
    const ACCENT: &str = "#0f7c8c";
    const GREY: &str = "#6b6b6b";
    const PROJECTS: [&str; 5] = [
        "Spring restock",
        "Office refresh",
        "Q2 supplies",
        "Event support",
        "Workshop series",
    ];
    let seed: usize = p.customer_number.parse().unwrap_or(0);
    let project = PROJECTS[seed % PROJECTS.len()];
    let (street, town) = two_lines(p.customer_address);
    let label = |text: &str| format!("<font size=\"2\" color=\"{GREY}\"><b>{text}</b></font>");
    let (po_label, po_value) = match &p.po {
        Some(po) => (label("P.O. number"), escape(po)),
        None => (String::new(), String::new()),
    };
    let rule = "style=\"border-bottom: 1px solid #c8c8c8; padding: 5px 4px\"";
    let head_rule = format!("style=\"border-bottom: 2px solid {ACCENT}; padding: 5px 4px\"");
    let mut table = format!(
        "<table width=\"100%\" cellpadding=\"6\" cellspacing=\"0\">\n<thead><tr>\
         <td {head_rule}><font color=\"{ACCENT}\"><b>Description</b></font></td>\
         <td width=\"10%\" align=\"right\" {head_rule}><font color=\"{ACCENT}\"><b>Qty</b></font></td>\
         <td width=\"18%\" align=\"right\" {head_rule}><font color=\"{ACCENT}\"><b>Unit price</b></font></td>\
         <td width=\"20%\" align=\"right\" {head_rule}><font color=\"{ACCENT}\"><b>Total price</b></font></td></tr></thead>\n<tbody>\n"
    );
    for l in &p.lines {
        table.push_str(&format!(
            "<tr><td {rule}>{}</td><td align=\"right\" {rule}>{}</td><td align=\"right\" {rule}>{}</td>\
             <td align=\"right\" {rule}>{}</td></tr>\n",
            escape(&l.description),
            l.quantity,
            l.unit_price_money,
            l.amount_money,
        ));
    }
    table.push_str("</tbody></table>\n");
    let currency_note = if p.bare {
        format!(" All amounts are in {}.", p.currency)
    } else {
        String::new()
    };
    let body = format!(
        "<table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr>\
         <td valign=\"top\"><font size=\"5\" color=\"{ACCENT}\"><b>{vendor}</b></font><br>\
         <font size=\"2\">{street_v}<br>{city}<br>{phone}<br>billing@{domain}.com</font></td>\
         <td valign=\"top\" align=\"right\"><font size=\"7\" color=\"#444444\">Invoice</font><br>\
         <font size=\"2\" color=\"{GREY}\">Submitted on {date}</font></td></tr></table>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"4\" cellspacing=\"0\">\
         <tr><td width=\"36%\">{l_for}</td><td width=\"34%\">{l_pay}</td><td>{l_num}</td></tr>\
         <tr><td valign=\"top\">{customer}<br>{street}<br>{town}</td><td valign=\"top\">{vendor}</td>\
         <td valign=\"top\">{number}</td></tr>\
         <tr><td><br>{po_label}</td><td><br>{l_project}</td><td><br>{l_due}</td></tr>\
         <tr><td valign=\"top\">{po_value}</td><td valign=\"top\">{project}</td><td valign=\"top\">{due}</td></tr></table>\n\
         <p><br></p>\n\
         {table}\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"4\" cellspacing=\"0\" style=\"page-break-inside: avoid\">\
         <tr><td width=\"50%\" valign=\"top\" rowspan=\"3\"><font color=\"{GREY}\">Notes:</font><br>\
         <font size=\"2\">Thank you for your business! Payment is due by {due}. Please make checks payable to \
         {vendor} or pay by bank transfer, quoting invoice {number}.{currency_note}</font></td>\
         <td>Subtotal</td><td align=\"right\">{subtotal}</td></tr>\
         <tr><td>Adjustments</td><td align=\"right\">{adjustments}</td></tr>\
         <tr><td>Sales tax ({rate}%)</td><td align=\"right\">{tax}</td></tr>\
         <tr><td></td><td valign=\"bottom\"><font color=\"{GREY}\">Total due</font></td>\
         <td align=\"right\"><font size=\"6\" color=\"{ACCENT}\"><b>{total}</b></font></td></tr></table>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        domain = p.vendor_domain(),
        date = p.date,
        l_for = label("Invoice for"),
        l_pay = label("Payable to"),
        l_num = label("Invoice #"),
        l_project = label("Project"),
        l_due = label("Due date"),
        customer = p.customer,
        number = escape(&p.number),
        due = p.due,
        subtotal = p.subtotal_money,
        adjustments = if p.bare {
            p.bare_number(0)
        } else {
            p.money_like(0)
        },
        rate = p.tax_rate,
        tax = p.tax_money,
        total = total_text(&p.total, &p.total_money, p),
    );
    document("Liberation Sans", &body)
}

/// A UK wholesaler's invoice from the print layout of a small-business ERP,
/// saved through the word processor: the company with its VAT and company
/// numbers at the left and a ruled box headed "A/R Invoice" with "No. / Date /
/// Currency" at the right, "Bill To" and "Ship To" boxes, a ruled strip of
/// shaded labels over values ("Customer Code / Customer Ref. No. / Sales
/// Employee / Payment Terms / Due Date", the customer's reference left blank
/// when there is no order), the items as "# / Item No. / Description /
/// Quantity / UoM / Unit Price / Disc. % / Tax Code / Total" with the currency
/// in the headings, the ERP's own remarks ("Based On Sales Orders …") at the
/// left of a ruled totals box ("Total Before Discount / Discount / Freight /
/// Tax / Total"), a key to the tax code and the bank details.
pub fn customer_ref_no(p: &Printed) -> String {
    const SHADE: &str = "#dde3ea";
    const EMPLOYEES: [&str; 4] = ["Gary Holt", "Priya Nair", "Tom Sheridan", "Chloe Adams"];
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let box_cell = "style=\"border: 1px solid #5a6470; padding: 2px 5px\"";
    let company_no = format!("{:08}", (seed * 3_571 + 2_004_113) % 100_000_000);
    let sales_order = 4_000 + seed * 7 % 5_000;
    let delivery = 6_000 + seed * 11 % 3_000;
    let terms = days_from(p.date_ymd, p.due_ymd);
    let code = if p.tax_rate == 0 { "O0" } else { "O1" };
    let cur = p.currency;
    let (street, town) = two_lines(p.customer_address);
    let head = |text: &str| {
        format!("<td bgcolor=\"{SHADE}\" {box_cell}><font size=\"2\"><b>{text}</b></font></td>")
    };
    let value = |text: &str| format!("<td {box_cell}>{text}</td>");
    let header_cells: [(&str, bool, &str); 9] = [
        ("#", false, "4%"),
        ("Item No.", false, "10%"),
        ("Description", false, ""),
        ("Quantity", true, "10%"),
        ("UoM", false, "6%"),
        ("Unit Price", true, "14%"),
        ("Disc. %", true, "7%"),
        ("Tax Code", false, "8%"),
        ("Total", true, "14%"),
    ];
    let mut table =
        String::from("<table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\">\n<thead><tr>");
    for (label, right, width) in header_cells {
        let align = if right { " align=\"right\"" } else { "" };
        let width = if width.is_empty() {
            String::new()
        } else {
            format!(" width=\"{width}\"")
        };
        let label = match label {
            "Unit Price" | "Total" => format!("{label} ({cur})"),
            other => other.to_string(),
        };
        table.push_str(&format!(
            "<td bgcolor=\"{SHADE}\"{width}{align} {box_cell}><font size=\"2\"><b>{label}</b></font></td>"
        ));
    }
    table.push_str("</tr></thead>\n<tbody>\n");
    let zero = p.bare_number(0);
    for l in &p.lines {
        let cells = [
            (l.position.clone(), false),
            (l.code.clone(), false),
            (escape(&l.description), false),
            (l.quantity.clone(), true),
            (
                (if l.unit == "h" { "Hour" } else { "Each" }).to_string(),
                false,
            ),
            (l.unit_price.clone(), true),
            (zero.clone(), true),
            (code.to_string(), false),
            (l.amount.clone(), true),
        ];
        table.push_str("<tr>");
        for (text, right) in cells {
            let align = if right { " align=\"right\"" } else { "" };
            table.push_str(&format!(
                "<td{align} {box_cell}><font size=\"2\">{text}</font></td>"
            ));
        }
        table.push_str("</tr>\n");
    }
    table.push_str("</tbody></table>\n");
    let po = p.po.as_deref().map(escape).unwrap_or_default();
    let (sort_code, account) = p.sort_code_and_account();
    let sum_row = |label: &str, amount: &str, bold: bool| {
        let (b, eb, shade) = if bold {
            ("<b>", "</b>", format!(" bgcolor=\"{SHADE}\""))
        } else {
            ("", "", String::new())
        };
        format!(
            "<td{shade} {box_cell}>{b}{label}{eb}</td><td{shade} align=\"right\" {box_cell}>{b}{amount}{eb}</td>"
        )
    };
    let total = if p.bare {
        format!("{cur} {}", p.total)
    } else {
        p.total_money.clone()
    };
    let body = format!(
        "<table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\">\
         <tr><td width=\"54%\" rowspan=\"4\" valign=\"top\"><font size=\"5\"><b>{vendor}</b></font><br>\
         <font size=\"2\">{street_v}<br>{city}<br>Tel. {phone} \u{00B7} sales@{domain}.co.uk<br>\
         VAT Reg. No. {vat} \u{00B7} Company No. {company_no}</font></td>\
         <td width=\"6%\" rowspan=\"4\"></td>\
         <td colspan=\"2\" bgcolor=\"{SHADE}\" {box_cell}><font size=\"4\"><b>A/R Invoice</b></font></td></tr>\
         <tr>{no_l}{no_v}</tr><tr>{date_l}{date_v}</tr><tr>{cur_l}{cur_v}</tr></table>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"4\" cellspacing=\"0\"><tr>\
         <td width=\"50%\" valign=\"top\" {box_cell}><font size=\"2\"><b>Bill To</b></font><br>{customer}<br>\
         Accounts Payable<br>{street}<br>{town}</td>\
         <td valign=\"top\" {box_cell}><font size=\"2\"><b>Ship To</b></font><br>{customer}<br>Goods Inwards<br>\
         {street}<br>{town}</td></tr></table>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\">\
         <tr>{h1}{h2}{h3}{h4}{h5}</tr>\
         <tr>{v1}{v2}{v3}{v4}{v5}</tr></table>\n\
         <p><br></p>\n\
         {table}\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\" style=\"page-break-inside: avoid\">\
         <tr><td width=\"56%\" rowspan=\"5\" valign=\"top\"><font size=\"2\"><b>Remarks:</b><br>\
         Based On Sales Orders {sales_order}. Based On Deliveries {delivery}.</font></td>\
         {s1}</tr><tr>{s2}</tr><tr>{s3}</tr><tr>{s4}</tr><tr>{s5}</tr></table>\n\
         <p><font size=\"2\">Tax code {code}: output VAT at {rate}%. Payment terms: {terms} days net from the \
         invoice date.<br>Please pay by BACS to {vendor}, sort code {sort_code}, account {account}, quoting \
         invoice number {number}.<br>Goods remain the property of {vendor} until paid for in full. \
         Shortages or damage must be reported within 48 hours of delivery.</font></p>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        domain = p.vendor_domain(),
        vat = p.vat_id,
        no_l = value("No."),
        no_v = value(&format!("<b>{}</b>", escape(&p.number))),
        date_l = value("Date"),
        date_v = value(&p.date),
        cur_l = value("Currency"),
        cur_v = value(cur),
        customer = p.customer,
        h1 = head("Customer Code"),
        h2 = head("Customer Ref. No."),
        h3 = head("Sales Employee"),
        h4 = head("Payment Terms"),
        h5 = head("Due Date"),
        v1 = value(&format!("C{}", p.customer_number)),
        v2 = value(&po),
        v3 = value(EMPLOYEES[(seed % 4) as usize]),
        v4 = value(&format!("{terms} Days Net")),
        v5 = value(&p.due),
        s1 = sum_row("Total Before Discount", &p.subtotal, false),
        s2 = sum_row("Discount", &zero, false),
        s3 = sum_row("Freight", &zero, false),
        s4 = sum_row("Tax", &p.tax, false),
        s5 = sum_row(&format!("Total ({cur})"), &total, true),
        rate = p.tax_rate,
        number = escape(&p.number),
    );
    document("Liberation Sans", &body)
}

/// Whether a line bills a service (time, a licence, a contract) rather than
/// goods that carry a lot or batch number.
fn is_service(description: &str) -> bool {
    [
        "hour",
        "licence",
        "contract",
        "maintenance",
        "consulting",
        "service",
        "support",
        "workshop",
        "hosting",
        "transfer",
        "backup",
    ]
    .iter()
    .any(|word| description.to_lowercase().contains(word))
}

/// The lines of a text invoice shared out into pages: each page holds as many
/// items as fit in its budget of printed lines, the first page less than the
/// rest because of the heading.
fn pages_by_lines(heights: &[usize], first: usize, rest: usize) -> Vec<std::ops::Range<usize>> {
    let mut pages = Vec::new();
    let mut start = 0;
    let mut used = 0;
    let mut budget = first;
    for (i, height) in heights.iter().enumerate() {
        if used + height > budget && i > start {
            pages.push(start..i);
            start = i;
            used = 0;
            budget = rest;
        }
        used += height;
    }
    pages.push(start..heights.len());
    pages
}

/// A US food and supplies distributor's invoice printed as text from its
/// warehouse system: the company's name in capitals with "INVOICE" at the
/// right over "Invoice No. / Invoice Date / Page", BILL TO beside SHIP TO, a
/// row of labels over values ("Sales Order / Customer PO / Ship Date /
/// Terms / Due Date"), the items as "LN / ITEM NO / DESCRIPTION / QTY /
/// UOM / UNIT PRICE / AMOUNT" under dashed rules with the lot number of the
/// goods shipped (and a best-by date for food) on an indented line beneath
/// each, every later page headed by the name, invoice number and page count,
/// "Continued on next page" at the foot of all but the last, and
/// "MERCHANDISE / SALES TAX / INVOICE TOTAL" after the last item with a count
/// of the lines.
pub fn lot_numbers(p: &Printed) -> String {
    use Column::{Left, Right};
    const WIDTH: usize = 78;
    let seed: usize = p.customer_number.parse().unwrap_or(0);
    let caps = p.vendor.to_uppercase();
    let (year, month, _) = p.date_ymd;
    let letter = char::from(b'A' + u8::try_from(month - 1).unwrap_or(0));
    let lot = |i: usize| {
        format!(
            "{}{letter}{:04}",
            year % 100,
            (seed * 31 + i * 977) % 10_000
        )
    };
    let food = |d: &str| {
        ["beans", "milk", "sugar", "coffee", "tea"]
            .iter()
            .any(|w| d.to_lowercase().contains(w))
    };
    let best_by = |i: usize| {
        let months = month as usize + 11 + (seed + i) % 7;
        format!(
            "{:02}/{}",
            (months - 1) % 12 + 1,
            year as usize + (months - 1) / 12
        )
    };
    let heights: Vec<usize> = p
        .lines
        .iter()
        .map(|l| if is_service(&l.description) { 1 } else { 2 })
        .collect();
    let pages = pages_by_lines(&heights, 38, 48);
    let columns = [
        Right(2),
        Left(6),
        Left(28),
        Right(5),
        Left(3),
        Right(10),
        Right(11),
    ];
    let heading = || {
        let mut h = text_row(
            &columns,
            &[
                "LN",
                "ITEM",
                "DESCRIPTION",
                "QTY",
                "UOM",
                "UNIT PRICE",
                "AMOUNT",
            ],
        );
        h.push_str(&text_row(
            &columns,
            &[
                "--",
                &"-".repeat(6),
                &"-".repeat(28),
                &"-".repeat(5),
                "---",
                &"-".repeat(10),
                &"-".repeat(11),
            ],
        ));
        h
    };
    let head = [Left(44), Left(13), Left(18)];
    let page_of = |n: usize| format!("{n} of {}", pages.len());
    let mut t = text_row(&[Left(60), Right(16)], &[&caps, "INVOICE"]);
    t.push_str(&text_row(&head, &[p.street, "Invoice No.", &p.number]));
    t.push_str(&text_row(&head, &[p.city, "Invoice Date", &p.date]));
    t.push_str(&text_row(
        &head,
        &[&format!("Tel {}", p.local_phone()), "Page", &page_of(1)],
    ));
    t.push('\n');
    let (street, town) = two_lines(p.customer_address);
    let parties = [Left(38), Left(38)];
    for (bill, ship) in [
        ("BILL TO:", "SHIP TO:"),
        (p.customer, p.customer),
        ("Attn: Accounts Payable", "Receiving Dock"),
        (street, street),
        (town, town),
    ] {
        t.push_str(&text_row(&parties, &[bill, ship]));
    }
    t.push('\n');
    let terms = days_from(p.date_ymd, p.due_ymd);
    let ship_date = p.date_like(days_earlier(p.date_ymd, 1));
    let sales_order = format!("SO-{}", 200_000 + seed * 17 % 700_000);
    let mut strip = vec![("Sales Order", sales_order)];
    if let Some(po) = &p.po {
        strip.push(("Customer PO", po.clone()));
    }
    strip.extend([
        ("Ship Date", ship_date),
        ("Terms", format!("Net {terms}")),
        ("Due Date", p.due.clone()),
    ]);
    let widths: Vec<Column> = strip
        .iter()
        .map(|(label, value)| Left(label.len().max(value.len())))
        .collect();
    let labels: Vec<&str> = strip.iter().map(|(l, _)| *l).collect();
    let values: Vec<&str> = strip.iter().map(|(_, v)| v.as_str()).collect();
    t.push_str(&text_row(&widths, &labels));
    t.push_str(&text_row(&widths, &values));
    t.push('\n');
    for (index, range) in pages.iter().enumerate() {
        if index > 0 {
            t.push('\x0c');
            t.push_str(&text_row(
                &[Left(40), Right(36)],
                &[&caps, &format!("INVOICE {}", p.number)],
            ));
            t.push_str(&format!(
                "{:>76}\n\n",
                format!("Page {}", page_of(index + 1))
            ));
        }
        t.push_str(&heading());
        for i in range.clone() {
            let l = &p.lines[i];
            t.push_str(&text_row(
                &columns,
                &[
                    &l.position,
                    &l.code,
                    &l.description,
                    &l.quantity,
                    if l.unit == "h" { "HR" } else { "EA" },
                    &l.unit_price,
                    &l.amount,
                ],
            ));
            if !is_service(&l.description) {
                let mut note = format!("{:12}Lot {}", "", lot(i));
                if food(&l.description) {
                    note.push_str(&format!("   Best by {}", best_by(i)));
                }
                t.push_str(&note);
                t.push('\n');
            }
        }
        if index + 1 < pages.len() {
            t.push_str(&format!("\n{:>76}\n", "Continued on next page"));
        }
    }
    t.push_str(&format!("{:>77}\n", "-".repeat(32)));
    let sums = [Left(43), Left(18), Right(12)];
    let tax = format!("SALES TAX {}%", p.tax_rate);
    let total_label = format!("INVOICE TOTAL {}", p.currency);
    for (label, value) in [
        ("MERCHANDISE", p.subtotal.as_str()),
        (tax.as_str(), p.tax.as_str()),
        (total_label.as_str(), p.total.as_str()),
    ] {
        t.push_str(&text_row(&sums, &["", label, value]));
    }
    t.push_str(&format!("{:>77}\n\n", "=".repeat(32)));
    t.push_str(&format!("Lines on this invoice: {}\n\n", p.lines.len()));
    let notes = format!(
        "Delivered by our own truck. Lot numbers are recorded for traceability; please keep \
         this invoice with your receiving records. Claims for shortage or damage must be made within 48 hours of \
         delivery. Payment of {total} is due by {due}. Remit to {vendor}, {street}, {city}. \
         Past-due balances are subject to a service charge of 1.5% per month.",
        total = total_text(&p.total, &p.total_money, p),
        due = p.due,
        vendor = p.vendor,
        street = p.street,
        city = p.city,
    );
    for line in wrap(&notes, WIDTH) {
        t.push_str(&line);
        t.push('\n');
    }
    t
}

/// A UK wholesaler's sales invoice printed as text from its accounts
/// package, with every particular as a label over its value: the company's
/// name in capitals with "SALES INVOICE" and the page count at the right over
/// a rule of equals signs, then the invoice and delivery addresses at the
/// left beside a column of labels in capitals each above its value
/// ("INVOICE NUMBER / INVOICE DATE (TAX POINT) / YOUR ORDER NO. / ACCOUNT
/// NO. / PAYMENT DUE"), the items as "CODE / DESCRIPTION / QTY / UNIT /
/// PRICE / NET / VC" with a VAT code on every line, later pages headed by the
/// name, the invoice number and the page, "Continued..." at the foot of all
/// but the last, and after the last item "NET GOODS / VAT / INVOICE TOTAL" at
/// the right, the key to the VAT code and the bank details.
pub fn stacked_labels(p: &Printed) -> String {
    use Column::{Left, Right};
    const WIDTH: usize = 78;
    let caps = p.vendor.to_uppercase();
    let equals = format!("{}\n", "=".repeat(WIDTH));
    let dashes = format!("{}\n", "-".repeat(WIDTH));
    let heights = vec![1; p.lines.len()];
    let pages = pages_by_lines(&heights, 30, 50);
    let page_of = |n: usize| format!("Page {n} of {}", pages.len());
    let mut t = text_row(&[Left(50), Right(26)], &[&caps, "SALES INVOICE"]);
    t.push_str(&text_row(
        &[Left(50), Right(26)],
        &[&format!("{}, {}", p.street, p.city), &page_of(1)],
    ));
    t.push_str(&format!(
        "Tel {}   VAT Reg No {}\n",
        p.local_phone(),
        p.vat_id
    ));
    t.push_str(&equals);
    t.push('\n');
    let (street, town) = two_lines(p.customer_address);
    let left = [
        "INVOICE TO",
        p.customer,
        "Accounts Payable",
        street,
        town,
        "",
        "DELIVER TO",
        p.customer,
        "Goods In",
        street,
        town,
    ];
    let terms = days_from(p.date_ymd, p.due_ymd);
    let mut right: Vec<String> = Vec::new();
    let mut pairs = vec![
        ("INVOICE NUMBER", p.number.clone()),
        ("INVOICE DATE (TAX POINT)", p.date.clone()),
    ];
    if let Some(po) = &p.po {
        pairs.push(("YOUR ORDER NO.", po.clone()));
    }
    pairs.push(("ACCOUNT NO.", p.customer_number.clone()));
    pairs.push(("PAYMENT DUE", format!("{} ({terms} days net)", p.due)));
    for (i, (label, value)) in pairs.iter().enumerate() {
        if i > 0 {
            right.push(String::new());
        }
        right.push((*label).to_string());
        right.push(value.clone());
    }
    for i in 0..left.len().max(right.len()) {
        let l = left.get(i).copied().unwrap_or("");
        let r = right.get(i).map(String::as_str).unwrap_or("");
        t.push_str(&text_row(&[Left(44), Left(32)], &[l, r]));
    }
    t.push('\n');
    t.push_str(&equals);
    let columns = [
        Left(7),
        Left(28),
        Right(5),
        Left(4),
        Right(9),
        Right(11),
        Left(2),
    ];
    let code = if p.tax_rate == 0 { "Z" } else { "S" };
    for (index, range) in pages.iter().enumerate() {
        if index > 0 {
            t.push('\x0c');
            t.push_str(&text_row(
                &[Left(40), Right(36)],
                &[&caps, &format!("SALES INVOICE {}", p.number)],
            ));
            t.push_str(&format!("{:>78}\n", page_of(index + 1)));
            t.push_str(&equals);
        }
        t.push_str(&text_row(
            &columns,
            &["CODE", "DESCRIPTION", "QTY", "UNIT", "PRICE", "NET", "VC"],
        ));
        t.push_str(&dashes);
        for l in &p.lines[range.clone()] {
            t.push_str(&text_row(
                &columns,
                &[
                    &l.code,
                    &l.description,
                    &l.quantity,
                    if l.unit == "h" { "HR" } else { "EACH" },
                    &l.unit_price,
                    &l.amount,
                    code,
                ],
            ));
        }
        if index + 1 < pages.len() {
            t.push_str(&dashes);
            t.push_str(&format!("{:>78}\n", "Continued..."));
        }
    }
    t.push_str(&dashes);
    let sums = [Left(38), Left(20), Right(12)];
    let vat = format!("VAT @ {}%", p.tax_rate);
    let total_label = format!("INVOICE TOTAL {}", p.currency);
    for (label, value) in [
        ("NET GOODS", p.subtotal.as_str()),
        (vat.as_str(), p.tax.as_str()),
        (total_label.as_str(), p.total.as_str()),
    ] {
        t.push_str(&text_row(&sums, &["", label, value]));
    }
    t.push_str(&format!("{:>74}\n\n", "=".repeat(34)));
    let (sort_code, account) = p.sort_code_and_account();
    let key = if code == "S" {
        format!("VAT code S = standard rated at {}%.", p.tax_rate)
    } else {
        "VAT code Z = zero rated.".to_string()
    };
    let notes = format!(
        "{key} All prices are in {cur} and exclude VAT. Payment is due by {due}. \
         Please pay by BACS to sort code {sort_code}, account {account}, quoting invoice \
         {number}. Goods remain our property until paid for in full. Discrepancies must be \
         reported within 7 days of delivery.",
        cur = p.currency,
        due = p.due,
        number = p.number,
    );
    for line in wrap(&notes, WIDTH) {
        t.push_str(&line);
        t.push('\n');
    }
    t
}

// Held out: a twentieth round of seven, written the same way without
// looking at the extractor or at how it fares on any family above.

/// A date with dots, day first ("03.03.2026"), as German ERP forms and
/// Norwegian programs print every date.
fn dotted_date((year, month, day): (i32, u32, u32)) -> String {
    format!("{day:02}.{month:02}.{year}")
}

/// A date with slashes, day first ("03/03/2026"), as Italian programs print it.
fn slashed_date((year, month, day): (i32, u32, u32)) -> String {
    format!("{day:02}/{month:02}/{year}")
}

/// The check digit of a string of digits by the Luhn (modulus 10) rule.
fn mod10_check(digits: &str) -> u32 {
    let sum: u32 = digits
        .chars()
        .rev()
        .filter_map(|c| c.to_digit(10))
        .enumerate()
        .map(|(i, d)| {
            if i % 2 == 0 {
                let twice = d * 2;
                twice / 10 + twice % 10
            } else {
                d
            }
        })
        .sum();
    (10 - sum % 10) % 10
}

/// A German company's legal particulars by the town it sits in: the
/// register, the managing director and the bank.
fn company_register(p: &Printed, seed: i64) -> (String, &'static str, &'static str) {
    if p.city.contains("Zurich") {
        (
            "Handelsregister des Kantons Zürich".to_string(),
            "Urs Brunner",
            "Zürcher Kantonalbank",
        )
    } else if p.city.contains("Amsterdam") {
        (
            format!("KvK {:08}", (seed * 7_331 + 3_402_117) % 100_000_000),
            "Sanne de Vries",
            "ING Bank",
        )
    } else {
        (
            format!(
                "Amtsgericht Charlottenburg HRB {} B",
                100_000 + seed % 90_000
            ),
            "Dr. Thomas Becker",
            "Commerzbank",
        )
    }
}

/// A German wholesaler's Rechnung printed from the invoice form of a large
/// ERP system and saved through the word processor, in German: the small
/// sender line over the customer's address at the left and the company's
/// name with its address at the top right, beside the address a block of
/// labels and values ("Rechnung", "Nummer/Datum", "Kundennummer", "Ihre
/// Bestellung/Datum", "Lieferung/Datum", "Ansprechpartner", "Telefon"),
/// items as "Pos. / Material / Bezeichnung / Menge / ME / Preis je ME / Wert"
/// numbered in tens, each with a second line in small type naming the
/// delivery note or the period of service, "Summe Positionen / Mehrwertsteuer
/// … % auf … / Endbetrag" at the right, the payment terms with the due date,
/// and the company's particulars in four columns at the foot.
pub fn rechnung_materialnummer(p: &Printed) -> String {
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let (register, director, bank) = company_register(p, seed);
    let date = dotted_date(p.date_ymd);
    let due = dotted_date(p.due_ymd);
    let delivery = days_earlier(p.date_ymd, 1 + (seed % 3) as u32);
    let ordered = days_earlier(p.date_ymd, 8 + (seed % 9) as u32);
    let note = 80_000_000 + seed * 13 % 900_000;
    let clerk = ["Frau Schneider", "Herr Wagner", "Frau Hoffmann"][(seed % 3) as usize];
    let domain = p.country_domain();
    let (street, town) = two_lines(p.customer_address);
    let mut labels = vec!["Nummer/Datum", "Kundennummer"];
    let mut values = vec![
        format!("{} / {date}", escape(&p.number)),
        p.customer_number.clone(),
    ];
    if let Some(po) = &p.po {
        labels.push("Ihre Bestellung/Datum");
        values.push(format!("{} / {}", escape(po), dotted_date(ordered)));
    }
    labels.extend(["Lieferung/Datum", "Ansprechpartner", "Telefon", "Währung"]);
    values.extend([
        format!("{note} / {}", dotted_date(delivery)),
        clerk.to_string(),
        p.local_phone(),
        p.currency.to_string(),
    ]);
    let small = |text: &str| format!("<font size=\"2\">{text}</font>");
    let rule = "style=\"border-bottom: 1px solid #000000\"";
    let mut table = format!(
        "<table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\">\n<thead><tr>\
         <td width=\"6%\" {rule}><b>Pos.</b></td><td width=\"13%\" {rule}><b>Material</b></td>\
         <td width=\"35%\" {rule}><b>Bezeichnung</b></td><td width=\"10%\" align=\"right\" {rule}><b>Menge</b></td>\
         <td width=\"6%\" {rule}>&nbsp;<b>ME</b></td><td width=\"14%\" align=\"right\" {rule}><b>Preis je ME</b></td>\
         <td width=\"16%\" align=\"right\" {rule}><b>Wert {cur}</b></td></tr></thead>\n",
        cur = p.currency,
    );
    let period_from = days_earlier(p.date_ymd, 30);
    let period_to = delivery;
    let period = format!(
        "{:02}.{:02}.\u{2013}{}",
        period_from.2,
        period_from.1,
        dotted_date(period_to)
    );
    let grey = |text: &str| format!("<font size=\"1\" color=\"#555555\">{text}</font>");
    for (i, l) in p.lines.iter().enumerate() {
        let hours = l.unit == "h";
        let under = if hours {
            format!("Leistungszeitraum {period}")
        } else {
            format!("Lieferschein {note} vom {}", dotted_date(delivery))
        };
        table.push_str(&format!(
            "<tr><td valign=\"top\">{pos}</td><td valign=\"top\">{code}<br>{theirs}</td>\
             <td valign=\"top\">{desc}<br>{under}</td>\
             <td valign=\"top\" align=\"right\">{qty}</td><td valign=\"top\">{unit}</td>\
             <td valign=\"top\" align=\"right\">{price}</td><td valign=\"top\" align=\"right\">{amount}</td></tr>\n",
            pos = (i + 1) * 10,
            code = l.code,
            theirs = grey(&format!(
                "Ihre Nr. {}",
                4_000_000 + (seed * 7 + i as i64 * 211) % 900_000
            )),
            desc = escape(&l.description),
            under = grey(&under),
            qty = l.quantity,
            unit = if hours { "STD" } else { "ST" },
            price = l.unit_price,
            amount = l.amount,
        ));
    }
    table.push_str("</table>\n");
    let top = "style=\"border-top: 1px solid #000000\"";
    let totals = format!(
        "<table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\" style=\"page-break-inside: avoid\">\
         <tr><td width=\"38%\" rowspan=\"3\"></td><td {top}>Summe Positionen</td><td {top}></td><td align=\"right\" {top}>{subtotal}</td></tr>\
         <tr><td>Mehrwertsteuer {rate},000 %</td><td>auf {subtotal}</td><td align=\"right\">{tax}</td></tr>\
         <tr><td {top}><b>Endbetrag</b></td><td align=\"right\" {top}><b>{cur}</b></td><td align=\"right\" {top}><b>{total}</b></td></tr>\
         </table>\n",
        subtotal = p.subtotal,
        rate = p.tax_rate,
        tax = p.tax,
        cur = p.currency,
        total = p.total,
    );
    let foot = |lines: [String; 3]| {
        small(&format!(
            "<font color=\"#444444\">{}</font>",
            lines.join("<br>")
        ))
    };
    let body = format!(
        "<table width=\"100%\" cellpadding=\"0\" cellspacing=\"0\"><tr>\
         <td width=\"58%\" valign=\"top\"><p><br></p><p><br></p>{sender}<br><br>{customer}<br>Kreditorenbuchhaltung<br>{street}<br>{town}</td>\
         <td valign=\"top\"><font size=\"5\"><b>{vendor}</b></font><br>{contact}</td></tr></table>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"1\" cellspacing=\"0\"><tr><td width=\"50%\"></td>\
         <td colspan=\"2\"><font size=\"4\"><b>Rechnung</b></font></td></tr>\n{block}</table>\n\
         <p><br></p>\n\
         {table}\
         <p><br></p>\n\
         {totals}\
         <p><br></p>\n\
         <p>Zahlungsbedingung: zahlbar bis {due} ohne Abzug.<br>Lieferbedingung: frei Haus, verzollt.</p>\n\
         <p>Bitte geben Sie bei Zahlung die Rechnungsnummer {number} an.</p>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\" style=\"page-break-inside: avoid\"><tr>\
         <td width=\"25%\" valign=\"top\" {top}>{f1}</td><td width=\"25%\" valign=\"top\" {top}>{f2}</td>\
         <td width=\"25%\" valign=\"top\" {top}>{f3}</td><td width=\"25%\" valign=\"top\" {top}>{f4}</td></tr></table>",
        sender = small(&format!(
            "<u>{} \u{00B7} {} \u{00B7} {}</u>",
            escape(p.vendor),
            p.street,
            p.city
        )),
        customer = p.customer,
        vendor = escape(p.vendor),
        contact = small(&format!(
            "{}<br>{}<br>Telefon {}<br>www.{domain}",
            p.street,
            p.city,
            p.local_phone()
        )),
        block = labels
            .iter()
            .zip(&values)
            .map(|(k, v)| format!(
                "<tr><td></td><td width=\"22%\">{}</td><td>{}</td></tr>\n",
                small(k),
                small(v)
            ))
            .collect::<String>(),
        number = escape(&p.number),
        f1 = foot([escape(p.vendor), p.street.to_string(), p.city.to_string()]),
        f2 = foot([
            format!("Sitz: {}", p.city),
            register,
            format!("Geschäftsführer: {director}"),
        ]),
        f3 = foot([
            format!("USt-IdNr. {}", p.vat_id),
            format!("Telefon {}", p.local_phone()),
            format!("info@{domain}"),
        ]),
        f4 = foot([bank.to_string(), format!("IBAN {}", p.iban), String::new()]),
    );
    document("Liberation Sans", &body)
}

/// A European firm's invoice to a foreign customer, in English, typed in a
/// word processor with its items in an appendix: the first page the invoice
/// proper, the company's name at the left and "INVOICE" at the right, "Invoice
/// to" beside a ruled block of "Invoice number / Invoice date / Due date /
/// Customer number / Your reference / Our reference / Currency / Terms of
/// payment", one summary row ("Goods and services as per the attached
/// specification, … lines") with the net sum, the VAT and the total due, and
/// the bank details; then on a page of its own the "Specification to invoice
/// … of …" listing every item ("Line / Article no. / Description / Qty /
/// Unit / Unit price / Amount") and the net total carried to the invoice.
pub fn invoice_specification(p: &Printed) -> String {
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let ours = ["J. Meier", "A. Visser", "K. Schmid"][(seed % 3) as usize];
    let domain = p.country_domain();
    let days = (0..=120)
        .find(|&d| days_earlier(p.due_ymd, d) == p.date_ymd)
        .unwrap_or(30);
    let (street, town) = two_lines(p.customer_address);
    let mut data = vec![
        ("Invoice number", escape(&p.number)),
        ("Invoice date", p.date.clone()),
        ("Due date", p.due.clone()),
        ("Customer number", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        data.push(("Your reference", format!("Purchase order {}", escape(po))));
    }
    data.push(("Our reference", ours.to_string()));
    data.push(("Currency", p.currency.to_string()));
    data.push(("Terms of payment", format!("{days} days net")));
    let line = "style=\"border-bottom: 1px solid #bbbbbb\"";
    let data: String = data
        .iter()
        .map(|(k, v)| {
            format!("<tr><td width=\"20%\"></td><td width=\"30%\" {line}><font size=\"2\">{k}</font></td><td {line}>{v}</td></tr>\n")
        })
        .collect();
    let count = p.lines.len();
    let lines_word = if count == 1 { "line" } else { "lines" };
    let head = "bgcolor=\"#dde4ea\"";
    let mut spec = format!(
        "<table width=\"100%\" border=\"1\" bordercolor=\"#888888\" cellpadding=\"3\" cellspacing=\"0\">\n<thead><tr>\
         <td {head} width=\"6%\"><b>Line</b></td><td {head} width=\"12%\"><b>Article no.</b></td>\
         <td {head} width=\"28%\"><b>Description</b></td><td {head} width=\"10%\"><b>Delivery</b></td>\
         <td {head} width=\"6%\" align=\"right\"><b>Qty</b></td>\
         <td {head} width=\"8%\"><b>Unit</b></td><td {head} width=\"14%\" align=\"right\"><b>Unit price</b></td>\
         <td {head} width=\"16%\" align=\"right\"><b>Amount</b></td></tr></thead>\n"
    );
    for l in &p.lines {
        let reference = if l.unit == "h" {
            format!("SR {}", 5_000 + seed % 4_000)
        } else {
            format!("DN {}", 61_000 + seed % 9_000)
        };
        spec.push_str(&format!(
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{reference}</td><td align=\"right\">{}</td><td>{}</td>\
             <td align=\"right\">{}</td><td align=\"right\">{}</td></tr>\n",
            l.position,
            l.code,
            escape(&l.description),
            l.quantity,
            if l.unit == "h" { "hours" } else { "pieces" },
            l.unit_price,
            l.amount,
        ));
    }
    spec.push_str(&format!(
        "<tr><td colspan=\"7\"><b>Total of specification, excl. VAT, carried to the invoice</b></td>\
         <td align=\"right\"><b>{}</b></td></tr>\n</table>\n",
        total_text(&p.subtotal, &p.subtotal_money, p)
    ));
    let body = format!(
        "<table width=\"100%\" cellpadding=\"0\" cellspacing=\"0\"><tr>\
         <td valign=\"top\"><font size=\"5\" color=\"#1f4e79\"><b>{vendor}</b></font><br>\
         <font size=\"2\">{street_v} \u{00B7} {city}<br>Tel. {phone} \u{00B7} accounts@{domain}<br>VAT reg. no. {vat}</font></td>\
         <td valign=\"top\" align=\"right\"><font size=\"6\" color=\"#1f4e79\">INVOICE</font></td></tr></table>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\">\
         <tr><td colspan=\"3\"><font size=\"2\" color=\"#555555\">Invoice to</font></td></tr>\
         <tr><td colspan=\"3\"><b>{customer}</b><br>Accounts Payable<br>{street}<br>{town}</td></tr>\
         <tr><td colspan=\"3\"><br></td></tr>\n{data}</table>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"4\" cellspacing=\"0\" border=\"1\" bordercolor=\"#888888\">\
         <tr><td {head}><b>Description</b></td><td {head} align=\"right\" width=\"24%\"><b>Amount ({cur})</b></td></tr>\
         <tr><td>Goods and services as per the attached specification, {count} {lines_word}</td><td align=\"right\">{subtotal}</td></tr>\
         <tr><td>VAT {rate} %</td><td align=\"right\">{tax}</td></tr>\
         <tr><td><b>Total amount due</b></td><td align=\"right\"><b>{total}</b></td></tr></table>\n\
         <p><br></p>\n\
         <p>Please transfer the total amount due of <b>{total}</b> by <b>{due}</b> to our account \
         IBAN {iban}, quoting the invoice number {number}. Bank charges are for the payer's account.</p>\n\
         <p><br></p>\n\
         <p><font size=\"1\" color=\"#555555\">{vendor} \u{00B7} {street_v} \u{00B7} {city} \u{00B7} VAT reg. no. {vat} \
         \u{00B7} IBAN {iban}</font></p>\n\
         <p style=\"page-break-before: always\"><font size=\"4\" color=\"#1f4e79\"><b>SPECIFICATION</b></font></p>\n\
         <p>Specification to invoice {number} of {date} \u{00B7} {customer} \u{00B7} Customer number {customer_number}</p>\n\
         <p><font size=\"2\">Delivery: DN = our delivery note, SR = service report signed on site.</font></p>\n\
         {spec}\
         <p><br></p>\n\
         <p><font size=\"1\" color=\"#555555\">{vendor} \u{00B7} Specification to invoice {number}</font></p>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        vat = p.vat_id,
        customer = p.customer,
        cur = p.currency,
        subtotal = p.subtotal,
        rate = p.tax_rate,
        tax = p.tax,
        total = total_text(&p.total, &p.total_money, p),
        due = p.due,
        iban = p.iban,
        number = escape(&p.number),
        date = p.date,
        customer_number = p.customer_number,
    );
    document("Liberation Sans", &body)
}

/// Lines of a page of plain text as Writer sets it, with a little room to spare.
const TEXT_PAGE_LINES: usize = 58;

/// Blocks of printed lines shared out into pages: each page under a heading
/// of `first` lines (the first page) or `next` lines (the others), a page
/// that does not end the document keeping `foot` lines for its
/// continuation note, and the last page holding the `ending` lines after its
/// blocks; at least one block is carried to the last page.
fn text_pages(
    heights: &[usize],
    first: usize,
    next: usize,
    foot: usize,
    ending: usize,
) -> Vec<std::ops::Range<usize>> {
    let n = heights.len();
    let mut pages = Vec::new();
    let mut start = 0;
    let mut head = first;
    loop {
        let room = TEXT_PAGE_LINES.saturating_sub(head);
        let rest: usize = heights[start..].iter().sum();
        if rest + ending <= room {
            pages.push(start..n);
            return pages;
        }
        let mut used = 0;
        let mut end = start;
        while end < n && used + heights[end] <= room.saturating_sub(foot) {
            used += heights[end];
            end += 1;
        }
        if end == n && n > start + 1 {
            end = n - 1;
        }
        if end <= start {
            end = start + 1;
        }
        pages.push(start..end);
        start = end;
        head = next;
    }
}

/// A Norwegian KID (customer identification) for paying the invoice: the
/// customer and invoice numbers with a modulus 10 check digit.
fn kid_reference(p: &Printed) -> String {
    let number_digits: String = p.number.chars().filter(char::is_ascii_digit).collect();
    let base = format!("{}{number_digits}", p.customer_number);
    format!("{base}{}", mod10_check(&base))
}

/// A Norwegian faktura printed as text by an older ERP system, in Norwegian
/// Bokmål: the company's name in capitals with "FAKTURA" and "Side … av …"
/// at the right, its address, telephone and organisation number beneath; the
/// customer at the left beside a box drawn with `+ - |` headed
/// "BETALINGSINFORMASJON" ("Kontonr./IBAN / KID / Forfallsdato / Å betale");
/// two columns of "label : value" pairs ("Fakturanr. / Fakturadato /
/// Leveringsdato / Betalingsbet. / Valuta" beside "Kundenr. / Deres ref. /
/// Deres ordrenr. / Vår ref."); items as "Varenr / Beskrivelse / Antall /
/// Enh / Enhetspris / Mva% / Beløb" between dashed rules, later pages headed
/// by the name, invoice number and page, "Fortsetter på neste side" at the
/// foot of all but the last; "Sum eks. mva / Mva … % av … / Å BETALE" under
/// a rule of equals signs after the last item, and the note on late payment.
pub fn faktura_betalingsinfo(p: &Printed) -> String {
    const WIDTH: usize = 78;
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let ours = ["Kari Nilsen", "Ola Hansen", "Ingrid Berg"][(seed % 3) as usize];
    let delivered = dotted_date(days_earlier(p.date_ymd, 1 + (seed % 4) as u32));
    let days = (0..=120)
        .find(|&d| days_earlier(p.due_ymd, d) == p.date_ymd)
        .unwrap_or(30);
    let total = total_text(&p.total, &p.total_money, p);
    let (street, town) = two_lines(p.customer_address);
    let rule = |c: char| format!("{}\n", c.to_string().repeat(WIDTH));
    let vendor_caps = p.vendor.to_uppercase();
    // The first page's heading.
    let mut first = Vec::new();
    first.push(spread(&vendor_caps, "FAKTURA", WIDTH));
    let box_rows = [
        "BETALINGSINFORMASJON".to_string(),
        format!("{:<15}{}", "Kontonr./IBAN", p.iban),
        format!("{:<15}{}", "KID", kid_reference(p)),
        format!("{:<15}{}", "Forfallsdato", dotted_date(p.due_ymd)),
        format!("{:<15}{}", "Å betale", total),
    ];
    let inner = box_rows
        .iter()
        .map(|r| r.chars().count())
        .max()
        .unwrap_or(0)
        .max(34);
    let edge = format!("+{}+", "-".repeat(inner + 2));
    let mut left = vec![
        p.street.to_string(),
        p.city.to_string(),
        format!("Tlf. {}", p.local_phone()),
        format!("Org.nr. {} MVA", p.vat_id),
        String::new(),
        String::new(),
        p.customer.to_string(),
        "Att.: Regnskap / inngående faktura".to_string(),
        street.to_string(),
        town.to_string(),
    ];
    let mut right = vec![format!("{:>w$}", "Side 1 av #", w = inner + 4)];
    right.extend(vec![String::new(); 3]);
    right.push(edge.clone());
    for r in &box_rows {
        right.push(format!("| {r:<inner$} |"));
    }
    right.push(edge);
    while left.len() < right.len() {
        left.push(String::new());
    }
    let left_width = WIDTH - (inner + 4);
    for (i, l) in left.iter().enumerate() {
        let r = right.get(i).map_or("", String::as_str);
        let line = format!("{l:<left_width$}{r}");
        first.push(format!("{}\n", line.trim_end()));
    }
    first.push("\n".to_string());
    let mut a = vec![
        ("Fakturanr.", p.number.clone()),
        ("Fakturadato", dotted_date(p.date_ymd)),
        ("Leveringsdato", delivered),
        ("Betalingsbet.", format!("{days} dager netto")),
        ("Valuta", p.currency.to_string()),
    ];
    let mut b = vec![
        ("Kundenr.", p.customer_number.clone()),
        ("Deres ref.", "Innkjøpsavdelingen".to_string()),
    ];
    if let Some(po) = &p.po {
        b.push(("Deres ordrenr.", po.clone()));
    }
    b.push(("Vår ref.", ours.to_string()));
    while b.len() < a.len() {
        b.push(("", String::new()));
    }
    while a.len() < b.len() {
        a.push(("", String::new()));
    }
    for ((ka, va), (kb, vb)) in a.iter().zip(&b) {
        let left = if ka.is_empty() {
            String::new()
        } else {
            format!("{ka:<14}: {va}")
        };
        let right = if kb.is_empty() {
            String::new()
        } else {
            format!("{kb:<15}: {vb}")
        };
        let line = format!("{left:<40}{right}");
        first.push(format!("{}\n", line.trim_end()));
    }
    first.push("\n".to_string());
    let columns = [
        Column::Left(7),
        Column::Left(25),
        Column::Right(6),
        Column::Left(3),
        Column::Right(10),
        Column::Right(4),
        Column::Right(11),
    ];
    let heading = [
        rule('-'),
        text_row(
            &columns,
            &[
                "Varenr",
                "Beskrivelse",
                "Antall",
                "Enh",
                "Enhetspris",
                "Mva%",
                "Beløb",
            ],
        ),
        rule('-'),
    ];
    let rate = format!("{}", p.tax_rate);
    let blocks: Vec<Vec<String>> = p
        .lines
        .iter()
        .map(|l| {
            let words = wrap(&l.description, 25);
            let unit = if l.unit == "h" { "t" } else { "stk" };
            let mut out = vec![text_row(
                &columns,
                &[
                    &l.code,
                    &words[0],
                    &l.quantity,
                    unit,
                    &l.unit_price,
                    &rate,
                    &l.amount,
                ],
            )];
            for more in &words[1..] {
                out.push(format!("{:9}{more}\n", ""));
            }
            out
        })
        .collect();
    let label_width = 46;
    let sum_line = |label: &str, value: &str| {
        format!(
            "{:>label_width$}{value:>width$}\n",
            label,
            width = WIDTH - label_width
        )
    };
    let mut ending = vec![
        rule('-'),
        sum_line("Sum eks. mva", &p.subtotal),
        sum_line(&format!("Mva {} % av {}", p.tax_rate, p.subtotal), &p.tax),
        format!("{:>WIDTH$}\n", "=".repeat(WIDTH - 30)),
        sum_line(&format!("Å BETALE {}", p.currency), &total),
        format!("{:>WIDTH$}\n", "=".repeat(WIDTH - 30)),
        "\n".to_string(),
        format!(
            "Betales til konto IBAN {} innen {}. Bruk KID {} ved betaling.\n",
            p.iban,
            dotted_date(p.due_ymd),
            kid_reference(p)
        ),
        "Ved for sen betaling beregnes forsinkelsesrente etter forsinkelsesrenteloven.\n"
            .to_string(),
    ];
    ending.push(format!(
        "Takk for handelen! {} \u{00B7} {}\n",
        p.vendor, p.city
    ));
    let next_head = 4;
    let heights: Vec<usize> = blocks.iter().map(Vec::len).collect();
    let pages = text_pages(
        &heights,
        first.len() + heading.len(),
        next_head + heading.len(),
        2,
        ending.len(),
    );
    let count = pages.len();
    let mut t = String::new();
    for (n, range) in pages.iter().enumerate() {
        if n == 0 {
            for line in &first {
                t.push_str(&line.replace("Side 1 av #", &format!("Side 1 av {count}")));
            }
        } else {
            t.push('\x0c');
            t.push_str(&spread(
                &vendor_caps,
                &format!("FAKTURA {}", p.number),
                WIDTH,
            ));
            t.push_str(&spread("", &format!("Side {} av {count}", n + 1), WIDTH));
            t.push_str("\n\n");
        }
        for line in &heading {
            t.push_str(line);
        }
        for block in &blocks[range.clone()] {
            for line in block {
                t.push_str(line);
            }
        }
        if n + 1 < count {
            t.push_str(&format!("\n{:>WIDTH$}\n", "Fortsetter på neste side"));
        } else {
            for line in &ending {
                t.push_str(line);
            }
        }
    }
    t
}

/// An Italian "fattura differita" (an invoice at the end of the month for
/// the goods delivered during it) printed as text on continuous paper by an
/// Italian wholesaler's midrange management system ("gestionale"), in
/// Italian and mostly in capitals, accents typed as apostrophes: the seller's
/// heading with its P.IVA at the left and "FATTURA DIFFERITA" with the
/// number, date and page at the right on every sheet, the customer after
/// "Spett.le" indented at the right, two columns of "label : value" pairs
/// ("Cod. cliente / Pagamento / Banca" beside "Vs. ordine / Scadenza /
/// Valuta"), the items as "Codice / Descrizione / UM / Quantita' / Prezzo /
/// Importo / IVA" grouped under the delivery notes they left with ("*** DDT
/// N. … DEL … ***"), "SEGUE" at the foot of all but the last sheet, and the
/// "Riepilogo IVA" with "TOTALE IMPONIBILE / TOTALE IVA / TOTALE FATTURA" and
/// the due date after the last item.
pub fn fattura_differita(p: &Printed) -> String {
    const WIDTH: usize = 78;
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let date = slashed_date(p.date_ymd);
    let due = slashed_date(p.due_ymd);
    let total = total_text(&p.total, &p.total_money, p);
    let vendor_caps = p.vendor.to_uppercase();
    let (street, town) = two_lines(p.customer_address);
    let rule = |c: char| format!("{}\n", c.to_string().repeat(WIDTH));
    let days = (0..=120)
        .find(|&d| days_earlier(p.due_ymd, d) == p.date_ymd)
        .unwrap_or(30);
    let sheet_head = |page: usize, count: usize| -> Vec<String> {
        vec![
            spread(&vendor_caps, &format!("{:<22}", "FATTURA DIFFERITA"), WIDTH),
            spread(
                &format!("{} - {}", p.street.to_uppercase(), p.city.to_uppercase()),
                &format!("{:<22}", format!("N.   {}", p.number)),
                WIDTH,
            ),
            spread(
                &format!("P.IVA {}  TEL. {}", p.vat_id, p.local_phone()),
                &format!("{:<22}", format!("DEL  {date}")),
                WIDTH,
            ),
            spread(
                "",
                &format!("{:<22}", format!("PAG. {page}/{count}")),
                WIDTH,
            ),
        ]
    };
    let mut first_extra = vec!["\n".to_string()];
    for line in [
        "Spett.le".to_string(),
        p.customer.to_uppercase(),
        "UFF. AMMINISTRAZIONE".to_string(),
        street.to_uppercase(),
        town.to_uppercase(),
    ] {
        first_extra.push(format!("{:40}{line}\n", ""));
    }
    first_extra.push("\n".to_string());
    let ordered = days_earlier(p.date_ymd, 25 + (seed % 5) as u32);
    let po = match &p.po {
        Some(po) => format!("{po} DEL {}", slashed_date(ordered)),
        None => String::new(),
    };
    let pairs = [
        (
            ("Cod. cliente", p.customer_number.clone()),
            ("Vs. ordine", po),
        ),
        (
            ("Pagamento", format!("BONIFICO {days} GG D.F.")),
            ("Scadenza", due.clone()),
        ),
        (
            ("Banca", "BONIFICO BANCARIO".to_string()),
            ("Valuta", p.currency.to_string()),
        ),
    ];
    for ((ka, va), (kb, vb)) in pairs {
        let right = if vb.is_empty() {
            String::new()
        } else {
            format!("{kb:<11}: {vb}")
        };
        let line = format!("{:<40}{right}", format!("{ka:<13}: {va}"));
        first_extra.push(format!("{}\n", line.trim_end()));
    }
    first_extra.push(format!("IBAN {}\n", p.iban));
    let columns = [
        Column::Left(7),
        Column::Left(28),
        Column::Left(2),
        Column::Right(9),
        Column::Right(10),
        Column::Right(11),
        Column::Right(3),
    ];
    let join = |cells: &[&str]| -> String {
        let line = columns
            .iter()
            .zip(cells)
            .map(|(column, text)| match *column {
                Column::Left(width) => format!("{text:<width$}"),
                Column::Right(width) => format!("{text:>width$}"),
            })
            .collect::<Vec<_>>()
            .join(" ");
        format!("{}\n", line.trim_end())
    };
    let heading = [
        rule('-'),
        join(&[
            "Codice",
            "Descrizione",
            "UM",
            "Quantita'",
            "Prezzo",
            "Importo",
            "IVA",
        ]),
        rule('-'),
    ];
    // The deliveries of the month, each a delivery note with its goods.
    let n = p.lines.len();
    let size = if n <= 8 { n.div_ceil(2).max(1) } else { 7 };
    let notes = n.div_ceil(size);
    let rate = format!("{}", p.tax_rate);
    let blocks: Vec<Vec<String>> = p
        .lines
        .iter()
        .enumerate()
        .map(|(i, l)| {
            let mut out = Vec::new();
            if i % size == 0 {
                let k = i / size;
                let back = ((notes - k) * 3 + (seed % 3) as usize) as u32;
                out.push(format!(
                    "{:8}*** DDT N. {} DEL {} ***\n",
                    "",
                    1_200 + seed % 700 + k as i64 * 3,
                    slashed_date(days_earlier(p.date_ymd, back))
                ));
            }
            let words = wrap(&l.description, 28);
            let unit = if l.unit == "h" { "OR" } else { "PZ" };
            out.push(join(&[
                &l.code,
                &words[0],
                unit,
                &l.quantity,
                &l.unit_price,
                &l.amount,
                &rate,
            ]));
            for more in &words[1..] {
                out.push(format!("{:8}{more}\n", ""));
            }
            out
        })
        .collect();
    let amount_at = |label: &str, value: &str| format!("{label:<40}{value:>38}\n");
    let ending = vec![
        rule('-'),
        format!(
            "{:<20}{:>10}{:>16}{:>16}\n",
            "RIEPILOGO IVA", "ALIQUOTA", "IMPONIBILE", "IMPOSTA"
        ),
        format!(
            "{:<20}{:>10}{:>16}{:>16}\n",
            "",
            format!("{}%", p.tax_rate),
            p.subtotal,
            p.tax
        ),
        "\n".to_string(),
        amount_at("TOTALE IMPONIBILE", &p.subtotal),
        amount_at("TOTALE IVA", &p.tax),
        amount_at("TOTALE FATTURA", &total),
        rule('='),
        format!("SCADENZE: {due}  {total}  BONIFICO BANCARIO\n"),
        format!("Intestatario del conto: {} - IBAN {}\n", p.vendor, p.iban),
        "Contributo CONAI assolto ove dovuto.\n".to_string(),
    ];
    let heights: Vec<usize> = blocks.iter().map(Vec::len).collect();
    let pages = text_pages(
        &heights,
        4 + first_extra.len() + 3,
        4 + 1 + 3,
        2,
        ending.len(),
    );
    let count = pages.len();
    let mut t = String::new();
    for (page, range) in pages.iter().enumerate() {
        if page > 0 {
            t.push('\x0c');
        }
        for line in sheet_head(page + 1, count) {
            t.push_str(&line);
        }
        if page == 0 {
            for line in &first_extra {
                t.push_str(line);
            }
        } else {
            t.push('\n');
        }
        for line in &heading {
            t.push_str(line);
        }
        for block in &blocks[range.clone()] {
            for line in block {
                t.push_str(line);
            }
        }
        if page + 1 < count {
            t.push_str(&format!("\n{:>WIDTH$}\n", "SEGUE >>>"));
        } else {
            for line in &ending {
                t.push_str(line);
            }
        }
    }
    t
}

// Held out: a twenty-first round of seven, written the same way without looking
// at the extractor or at how it fares on any family above.

/// A UK tool and plant hire firm's hire invoice from the word-processor
/// layout of its hire-management system: the firm's name and trades at the
/// left and "HIRE INVOICE" over the number at the right, one flat table of
/// the invoice address, the site address and label and value rows ("Invoice
/// Date / Hire Contract No. / Account No. / Your Order No. / Depot / Payment
/// Due"), the items as "Item No. / Description / Type / Qty / Rate / Charge"
/// with the currency in the headings, each hired item followed by a small
/// line with its on-hire and off-hire dates, the charges split into "Hire
/// charges" and "Sales" (and "Labour") before "Net total / VAT @ … % / TOTAL
/// DUE", and the hire conditions and bank details at the end.
pub fn hire_contract(p: &Printed) -> String {
    const SHADE: &str = "#fde9c8";
    const ACCENT: &str = "#c25e00";
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let contract = format!("HC{:06}", 120_000 + seed * 23 % 800_000);
    let depot = p.city.split(' ').next().unwrap_or(p.city);
    let (street, town) = two_lines(p.customer_address);
    let terms = days_from(p.date_ymd, p.due_ymd);
    let (sort_code, account) = p.sort_code_and_account();
    let cur = p.currency;
    let kind = |l: &super::printed::PrintedLine| {
        if l.unit == "h" {
            "Labour"
        } else if printed_cents(&l.unit_price) >= 5_000 {
            "Hire"
        } else {
            "Sale"
        }
    };
    let cell = "style=\"border-top: 1px solid #b8b8b8; padding: 4px\"";
    let head =
        format!("bgcolor=\"{SHADE}\" style=\"border-bottom: 2px solid {ACCENT}; padding: 4px\"");
    let mut table = format!(
        "<table width=\"100%\" cellpadding=\"4\" cellspacing=\"0\">\n<thead><tr>\
         <td width=\"11%\" {head}><b>Item No.</b></td><td {head}><b>Description</b></td>\
         <td width=\"9%\" {head}><b>Type</b></td><td width=\"8%\" align=\"right\" {head}><b>Qty</b></td>\
         <td width=\"14%\" align=\"right\" {head}><b>Rate {cur}</b></td>\
         <td width=\"15%\" align=\"right\" {head}><b>Charge {cur}</b></td></tr></thead>\n<tbody>\n"
    );
    let mut sums = [0i64; 3];
    for (i, l) in p.lines.iter().enumerate() {
        let kind = kind(l);
        let slot = match kind {
            "Hire" => 0,
            "Sale" => 1,
            _ => 2,
        };
        sums[slot] += l.amount_cents;
        table.push_str(&format!(
            "<tr><td {cell}>{}</td><td {cell}>{}</td><td {cell}>{kind}</td><td align=\"right\" {cell}>{}</td>\
             <td align=\"right\" {cell}>{}</td><td align=\"right\" {cell}>{}</td></tr>\n",
            escape(&l.code),
            escape(&l.description),
            l.quantity,
            l.unit_price,
            l.amount,
        ));
        if kind == "Hire" {
            let off = days_earlier(p.date_ymd, (i % 4) as u32);
            let on = days_earlier(off, 7);
            table.push_str(&format!(
                "<tr><td></td><td colspan=\"5\"><font size=\"1\" color=\"#555555\"><i>On hire {} \u{00B7} \
                 Off hire {} \u{00B7} 1 week at the weekly rate \u{00B7} Serial/fleet no. {}{:05}</i></font></td></tr>\n",
                p.date_like(on),
                p.date_like(off),
                l.code.chars().take(2).collect::<String>(),
                (seed * 7 + i as i64 * 311) % 100_000,
            ));
        }
    }
    table.push_str("</tbody></table>\n");
    let mut rows = vec![
        ("Hire charges".to_string(), p.bare_number(sums[0])),
        ("Sales".to_string(), p.bare_number(sums[1])),
    ];
    if sums[2] != 0 {
        rows.push(("Labour".to_string(), p.bare_number(sums[2])));
    }
    rows.push(("Net total".to_string(), p.subtotal.clone()));
    rows.push((format!("VAT @ {}%", p.tax_rate), p.tax.clone()));
    let count = rows.len() + 1;
    let sum_rows: String = rows
        .iter()
        .enumerate()
        .map(|(i, (label, value))| {
            let first = if i == 0 {
                format!(
                    "<td width=\"55%\" rowspan=\"{count}\" valign=\"top\"><font size=\"2\"><b>Payment</b><br>\
                     Please pay by {due} ({terms} days from the invoice date) by BACS to {vendor}, sort code \
                     {sort_code}, account {account}, quoting invoice {number} and contract {contract}.</font></td>",
                    due = p.due,
                    vendor = escape(p.vendor),
                    number = escape(&p.number),
                )
            } else {
                String::new()
            };
            format!("<tr>{first}<td>{label}</td><td align=\"right\">{value}</td></tr>")
        })
        .collect();
    let total = total_text(&p.total, &p.total_money, p);
    let mut refs = vec![
        ("Invoice Date", p.date.clone()),
        ("Hire Contract No.", contract.clone()),
        ("Account No.", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        refs.push(("Your Order No.", escape(po)));
    }
    refs.extend([("Depot", depot.to_string()), ("Payment Due", p.due.clone())]);
    let span = refs.len();
    let refs: String = refs
        .iter()
        .enumerate()
        .map(|(i, (k, v))| {
            let parties = if i == 0 {
                format!(
                    "<td width=\"28%\" rowspan=\"{span}\" valign=\"top\" style=\"border: 1px solid #b8b8b8; padding: 5px\">\
                     <font size=\"1\" color=\"{ACCENT}\"><b>INVOICE ADDRESS</b></font><br>{customer}<br>Accounts Payable<br>\
                     {street}<br>{town}</td>\
                     <td width=\"28%\" rowspan=\"{span}\" valign=\"top\" style=\"border: 1px solid #b8b8b8; padding: 5px\">\
                     <font size=\"1\" color=\"{ACCENT}\"><b>SITE ADDRESS</b></font><br>{customer}<br>{street}<br>{town}<br>\
                     Site contact: Facilities</td><td width=\"3%\" rowspan=\"{span}\"></td>",
                    customer = p.customer,
                )
            } else {
                String::new()
            };
            format!(
                "<tr>{parties}<td bgcolor=\"{SHADE}\"><font size=\"2\"><b>{k}</b></font></td><td>{v}</td></tr>"
            )
        })
        .collect();
    let body = format!(
        "<table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr>\
         <td valign=\"top\"><font size=\"5\" color=\"{ACCENT}\"><b>{vendor}</b></font><br>\
         <font size=\"2\"><b>Tool &amp; Plant Hire \u{00B7} Sales \u{00B7} Servicing</b><br>{street_v}, {city}<br>\
         Hire desk {phone} \u{00B7} hire@{domain}<br>VAT Reg. No. {vat}</font></td>\
         <td valign=\"top\" align=\"right\"><font size=\"5\"><b>HIRE INVOICE</b></font><br>\
         <font size=\"4\">No. {number}</font></td></tr></table>\n\
         <hr>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\">{refs}</table>\n\
         <p><br></p>\n\
         {table}\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\" style=\"page-break-inside: avoid\">{sum_rows}\
         <tr><td bgcolor=\"{SHADE}\"><b>TOTAL DUE</b></td><td bgcolor=\"{SHADE}\" align=\"right\"><b>{total}</b></td></tr></table>\n\
         <p><font size=\"1\">Hire equipment remains the property of {vendor} at all times and is hired under our \
         conditions of hire, a copy of which is available on request. Hire is charged from the day the equipment \
         leaves the depot until the day it is returned or collected; an off-hire number must be obtained when \
         calling for collection. The hirer is responsible for loss of or damage to equipment while on hire. \
         Sale items are not returnable once used. Prices in {cur}, excluding VAT unless stated.</font></p>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        domain = p.country_domain(),
        vat = p.vat_id,
        number = escape(&p.number),
    );
    document("Liberation Sans", &body)
}

/// A US managed IT services provider's invoice from the invoice template of
/// its professional-services automation tool, saved through the word
/// processor: the provider's name and services at the left and "INVOICE"
/// over the number at the right, then one flat table of three cells ("Bill
/// To", "Agreement" with the billing period, and "Invoice Details" as
/// "Label: value" lines with "Customer PO #"), the items as "Date / Ticket #
/// / Description / Qty / Rate / Ext. Price", each followed by a small line of
/// its work log (the ticket, technician and resolution for services, the
/// serial numbers and delivery receipt for hardware), "Products / Services /
/// Subtotal / Sales Tax / Invoice Total / Payments/Credits / Balance Due" at
/// the right, and the remittance details at the end.
pub fn ticket_worklog(p: &Printed) -> String {
    const TECHS: [&str; 5] = [
        "D. Ruiz",
        "A. Okafor",
        "J. Lindqvist",
        "M. Brennan",
        "S. Tran",
    ];
    const AGREEMENTS: [&str; 3] = [
        "Managed Services \u{2013} Gold",
        "Managed Services \u{2013} Essentials",
        "Co-managed IT \u{2013} Standard",
    ];
    let seed: usize = p.customer_number.parse().unwrap_or(0);
    let (street, town) = two_lines(p.customer_address);
    let terms = days_from(p.date_ymd, p.due_ymd);
    let period_end = days_earlier(p.date_ymd, 1);
    let period_start = days_earlier(period_end, 29);
    let digits: String = p.iban.chars().filter(char::is_ascii_digit).collect();
    let cur = p.currency;
    let rule = "valign=\"top\" style=\"border-top: 1px solid #9aa5b1; padding: 4px\"";
    let head = "bgcolor=\"#22313f\" style=\"padding: 4px\"";
    let white = |text: &str| format!("<font color=\"#ffffff\"><b>{text}</b></font>");
    let mut table = format!(
        "<table width=\"100%\" cellpadding=\"4\" cellspacing=\"0\">\n<thead><tr>\
         <td width=\"11%\" {head}>{}</td><td width=\"9%\" {head}>{}</td><td {head}>{}</td>\
         <td width=\"6%\" align=\"right\" {head}>{}</td><td width=\"15%\" align=\"right\" {head}>{}</td>\
         <td width=\"17%\" align=\"right\" {head}>{}</td></tr></thead>\n<tbody>\n",
        white("Date"),
        white("Ticket #"),
        white("Description"),
        white("Qty"),
        white("Rate"),
        white("Ext. Price"),
    );
    let (mut products, mut services) = (0i64, 0i64);
    for (i, l) in p.lines.iter().enumerate() {
        let service = is_service(&l.description);
        let count = p.lines.len();
        let done = days_earlier(p.date_ymd, 1 + ((count - 1 - i) * 27 / count) as u32);
        let ticket = format!("T-{}", 40_000 + (seed * 7 + i * 131) % 50_000);
        let (reference, log) = if service {
            services += l.amount_cents;
            (
                ticket.clone(),
                format!(
                    "Ticket {ticket} \u{00B7} Tech: {} \u{00B7} remote and on-site support",
                    TECHS[(seed + i) % TECHS.len()],
                ),
            )
        } else {
            products += l.amount_cents;
            let serial = format!(
                "{}{:07}",
                ["5CG", "PF3", "SN8", "FDO"][(seed + i) % 4],
                (seed * 13 + i * 7_919) % 10_000_000
            );
            let units = if l.quantity == "1" {
                format!("S/N {serial}")
            } else {
                format!("S/N {serial} and following, {} units", l.quantity)
            };
            (
                "\u{2014}".to_string(),
                format!(
                    "{units} \u{00B7} delivery receipt DR-{} \u{00B7} 1-year warranty",
                    10_000 + (seed + i * 17) % 80_000
                ),
            )
        };
        table.push_str(&format!(
            "<tr><td {rule}>{}</td><td {rule}>{reference}</td><td {rule}>{}<br>\
             <font size=\"1\" color=\"#5b6770\"><i>{log}</i></font></td>\
             <td align=\"right\" {rule}>{}</td><td align=\"right\" {rule}>{}</td><td align=\"right\" {rule}>{}</td></tr>\n",
            us_date(done),
            escape(&l.description),
            l.quantity,
            l.unit_price_money,
            l.amount_money,
        ));
    }
    table.push_str("</tbody></table>\n");
    let money = |cents: i64| {
        if p.bare {
            p.bare_number(cents)
        } else {
            p.money_like(cents)
        }
    };
    let po_line = match &p.po {
        Some(po) => format!("Customer PO #: {}<br>", escape(po)),
        None => String::new(),
    };
    let currency_note = if p.bare {
        format!(" All amounts are in {cur}.")
    } else {
        String::new()
    };
    let body = format!(
        "<table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr>\
         <td valign=\"top\"><font size=\"5\" color=\"#22313f\"><b>{vendor}</b></font><br>\
         <font size=\"2\" color=\"#5b6770\">Managed IT \u{00B7} Help Desk \u{00B7} Cloud &amp; Security</font><br>\
         <font size=\"2\">{street_v}, {city}<br>Support {phone} \u{00B7} billing@{domain}</font></td>\
         <td valign=\"top\" align=\"right\"><font size=\"6\" color=\"#7a8793\">INVOICE</font><br>\
         <font size=\"3\"><b>{number}</b></font></td></tr></table>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"6\" cellspacing=\"0\" style=\"border: 1px solid #9aa5b1\"><tr>\
         <td width=\"34%\" valign=\"top\" style=\"border: 1px solid #9aa5b1\"><font size=\"2\" color=\"#5b6770\"><b>Bill To</b></font><br>\
         {customer}<br>Attn: Accounts Payable<br>{street}<br>{town}</td>\
         <td width=\"30%\" valign=\"top\" style=\"border: 1px solid #9aa5b1\"><font size=\"2\" color=\"#5b6770\"><b>Agreement</b></font><br>\
         {agreement}<br>Billing period: {start} \u{2013} {end}<br>Account #: {account_no}</td>\
         <td valign=\"top\" style=\"border: 1px solid #9aa5b1\"><font size=\"2\" color=\"#5b6770\"><b>Invoice Details</b></font><br>\
         Invoice Date: {date}<br>Due Date: {due}<br>{po_line}Terms: Net {terms}</td></tr></table>\n\
         <p><br></p>\n\
         {table}\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\" style=\"page-break-inside: avoid\">\
         <tr><td width=\"52%\" rowspan=\"7\" valign=\"top\"><font size=\"2\"><b>Remit to</b><br>{vendor}<br>{street_v}<br>{city}<br>\
         ACH: routing {routing}, account {bank_account}<br>Please reference invoice {number} with your payment, \
         or pay online through the client portal.{currency_note}</font></td>\
         <td>Products</td><td align=\"right\">{products}</td></tr>\
         <tr><td>Services</td><td align=\"right\">{services}</td></tr>\
         <tr><td style=\"border-top: 1px solid #9aa5b1\">Subtotal</td><td align=\"right\" style=\"border-top: 1px solid #9aa5b1\">{subtotal}</td></tr>\
         <tr><td>Sales Tax ({rate}%)</td><td align=\"right\">{tax}</td></tr>\
         <tr><td><b>Invoice Total</b></td><td align=\"right\"><b>{total}</b></td></tr>\
         <tr><td>Payments/Credits</td><td align=\"right\">{zero}</td></tr>\
         <tr><td bgcolor=\"#22313f\"><font color=\"#ffffff\"><b>Balance Due</b></font></td>\
         <td bgcolor=\"#22313f\" align=\"right\"><font color=\"#ffffff\"><b>{total}</b></font></td></tr></table>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        domain = p.country_domain(),
        number = escape(&p.number),
        customer = p.customer,
        agreement = AGREEMENTS[seed % AGREEMENTS.len()],
        start = p.date_like(period_start),
        end = p.date_like(period_end),
        account_no = p.customer_number,
        date = p.date,
        due = p.due,
        routing = &digits[2..11],
        bank_account = &digits[11..],
        products = money(products),
        services = money(services),
        subtotal = p.subtotal_money,
        rate = p.tax_rate,
        tax = p.tax_money,
        total = total_text(&p.total, &p.total_money, p),
        zero = money(0),
    );
    document("Liberation Sans", &body)
}

/// One row of a plain-text table whose column `wide` wraps its text: the
/// first line carries every cell, the lines after it only the rest of that
/// column's text, in its place.
fn wrapped_row(columns: &[Column], cells: &[&str], wide: usize) -> String {
    let width = match columns[wide] {
        Column::Left(width) | Column::Right(width) => width,
    };
    let parts = wrap(cells[wide], width);
    let mut out = String::new();
    for (n, part) in parts.iter().enumerate() {
        let row: Vec<&str> = cells
            .iter()
            .enumerate()
            .map(|(c, cell)| match (c == wide, n == 0) {
                (true, _) => part.as_str(),
                (false, true) => *cell,
                (false, false) => "",
            })
            .collect();
        out.push_str(&text_row(columns, &row));
    }
    out
}

/// A US auto repair shop's repair order invoice for a fleet customer,
/// printed as text from its shop-management system: the shop's name in
/// capitals with "REPAIR ORDER INVOICE", the invoice number, date and page
/// at the right, the customer beside the vehicle (year, make and model, VIN,
/// licence and unit number, mileage in and out) under a rule of equals
/// signs, the order data as two columns of "LABEL: value" pairs ("R.O.
/// NUMBER / OPENED / PROMISED" beside "SERVICE ADVISOR / FLEET P.O. NO. /
/// TERMS / PAYMENT DUE"), the concern, cause and correction, the lines as
/// "LN / TYPE / PART NO / DESCRIPTION / QTY / UNIT PRICE / EXTENDED" with
/// each line typed PART or LAB and the technician under every labour line,
/// later pages headed again, and after the last line a column of "PARTS /
/// LABOR / SUBLET / SHOP SUPPLIES / SUBTOTAL / SALES TAX / TOTAL DUE" with
/// the customer's authorisation, the warranty and a signature line.
pub fn repair_order(p: &Printed) -> String {
    use Column::{Left, Right};
    const WIDTH: usize = 79;
    const VEHICLES: [&str; 5] = [
        "FORD TRANSIT 250",
        "CHEVROLET EXPRESS 2500",
        "RAM PROMASTER 2500",
        "FORD F-150 XL",
        "TOYOTA TACOMA SR",
    ];
    const TECHS: [&str; 4] = [
        "214 D. RUIZ",
        "187 T. NGUYEN",
        "231 B. KOWALSKI",
        "205 L. GRANT",
    ];
    const ADVISORS: [&str; 3] = ["K. PATEL", "R. DIAZ", "M. OLSEN"];
    let seed: usize = p.customer_number.parse().unwrap_or(0);
    let caps = p.vendor.to_uppercase();
    let equals = format!("{}\n", "=".repeat(WIDTH));
    let dashes = format!("{}\n", "-".repeat(WIDTH));
    let vin_chars = b"ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
    let vin: String = (0..17)
        .map(|k| char::from(vin_chars[(seed * (k + 3) + k * k * 7) % vin_chars.len()]))
        .collect();
    let year = (2018 + seed % 7).to_string();
    let model = VEHICLES[seed % VEHICLES.len()];
    let vehicle = format!("{year} {model}");
    let miles = 18_000 + seed * 7 % 90_000;
    let group = |n: usize| {
        let s = n.to_string();
        if s.len() > 3 {
            format!("{},{}", &s[..s.len() - 3], &s[s.len() - 3..])
        } else {
            s
        }
    };
    let labour = |l: &super::printed::PrintedLine| l.unit == "h";
    let heights: Vec<usize> = p
        .lines
        .iter()
        .map(|l| wrap(&l.description, 28).len() + usize::from(labour(l)))
        .collect();
    let pages = pages_by_lines(&heights, 32, 52);
    let page_of = |n: usize| format!("PAGE {n} OF {}", pages.len());
    let head = [Left(46), Left(14), Left(15)];
    let mut t = text_row(&[Left(46), Left(30)], &[&caps, "REPAIR ORDER INVOICE"]);
    t.push_str(&text_row(&head, &[p.street, "INVOICE NO:", &p.number]));
    t.push_str(&text_row(&head, &[p.city, "INVOICE DATE:", &p.date]));
    t.push_str(&text_row(
        &[Left(46), Left(30)],
        &[
            &format!("{}   REG. #ARF-{:05}", p.local_phone(), seed * 3 % 100_000),
            &page_of(1),
        ],
    ));
    t.push_str(&equals);
    let (street, town) = two_lines(p.customer_address);
    let party = [Left(34), Left(12), Left(28)];
    let licence = format!("{:04}KX  UNIT {}", seed % 10_000, 10 + seed % 80);
    let mileage = format!("{} / {}", group(miles), group(miles + 3 + seed % 9));
    let account_line = format!("ACCOUNT {}", p.customer_number);
    for (left, label, value) in [
        ("CUSTOMER", "VEHICLE", ""),
        (p.customer, "YEAR", year.as_str()),
        ("Attn: Fleet Manager", "MAKE/MODEL", model),
        (street, "VIN", vin.as_str()),
        (town, "LICENSE", licence.as_str()),
        (&account_line, "MILES IN/OUT", mileage.as_str()),
    ] {
        t.push_str(&text_row(&party, &[left, label, value]));
    }
    t.push_str(&dashes);
    let ro = format!("RO-{}", 50_000 + seed * 11 % 40_000);
    let opened = p.date_like(days_earlier(p.date_ymd, 2));
    let terms = days_from(p.date_ymd, p.due_ymd);
    let mut right = vec![(
        "SERVICE ADVISOR:",
        ADVISORS[seed % ADVISORS.len()].to_string(),
    )];
    if let Some(po) = &p.po {
        right.push(("FLEET P.O. NO.:", po.clone()));
    }
    right.extend([
        ("TERMS:", format!("NET {terms} DAYS")),
        ("PAYMENT DUE:", p.due.clone()),
    ]);
    let left = [
        ("R.O. NUMBER:", ro.clone()),
        ("OPENED:", opened),
        ("PROMISED:", p.date.clone()),
    ];
    let order = [Left(13), Left(22), Left(17), Left(22)];
    for i in 0..left.len().max(right.len()) {
        let (ll, lv) = left.get(i).map_or(("", ""), |(k, v)| (*k, v.as_str()));
        let (rl, rv) = right.get(i).map_or(("", ""), |(k, v)| (*k, v.as_str()));
        t.push_str(&text_row(&order, &[ll, lv, rl, rv]));
    }
    t.push('\n');
    t.push_str("CONCERN:    FLEET SCHEDULED SERVICE; RESTOCK VEHICLE KIT AS PER FLEET LIST.\n");
    t.push_str("CAUSE:      SCHEDULED MAINTENANCE INTERVAL.\n");
    t.push_str("CORRECTION: PERFORMED SERVICE, SUPPLIED AND FITTED PARTS LISTED BELOW.\n\n");
    let columns = [
        Right(2),
        Left(4),
        Left(7),
        Left(28),
        Right(5),
        Right(10),
        Right(11),
    ];
    let heading = || {
        let mut h = text_row(
            &columns,
            &[
                "LN",
                "TYPE",
                "PART NO",
                "DESCRIPTION",
                "QTY",
                "UNIT PRICE",
                "EXTENDED",
            ],
        );
        h.push_str(&text_row(
            &columns,
            &[
                "--",
                "----",
                "-------",
                &"-".repeat(28),
                "-----",
                &"-".repeat(10),
                &"-".repeat(11),
            ],
        ));
        h
    };
    let (mut parts, mut labor) = (0i64, 0i64);
    for (index, range) in pages.iter().enumerate() {
        if index > 0 {
            t.push('\x0c');
            t.push_str(&text_row(
                &[Left(46), Right(31)],
                &[&caps, &format!("INVOICE {}", p.number)],
            ));
            t.push_str(&text_row(
                &[Left(46), Right(31)],
                &[&format!("R.O. {ro}  {vehicle}"), &page_of(index + 1)],
            ));
            t.push_str(&equals);
        }
        t.push_str(&heading());
        for i in range.clone() {
            let l = &p.lines[i];
            let kind = if labour(l) {
                labor += l.amount_cents;
                "LAB"
            } else {
                parts += l.amount_cents;
                "PART"
            };
            t.push_str(&wrapped_row(
                &columns,
                &[
                    &l.position,
                    kind,
                    &l.code,
                    &l.description,
                    &l.quantity,
                    &l.unit_price,
                    &l.amount,
                ],
                3,
            ));
            if labour(l) {
                t.push_str(&format!(
                    "{:19}TECH #{}  FLAT RATE HOURS\n",
                    "",
                    TECHS[(seed + i) % TECHS.len()]
                ));
            }
        }
        if index + 1 < pages.len() {
            t.push_str(&dashes);
            t.push_str(&format!("{:>79}\n", "*** CONTINUED ON NEXT PAGE ***"));
        }
    }
    t.push_str(&dashes);
    let sums = [Left(36), Left(26), Right(12)];
    let tax = format!("SALES TAX {}%", p.tax_rate);
    let total_label = format!("TOTAL DUE {}", p.currency);
    let zero = p.bare_number(0);
    for (label, value) in [
        ("PARTS", p.bare_number(parts)),
        ("LABOR", p.bare_number(labor)),
        ("SUBLET", zero.clone()),
        ("SHOP SUPPLIES", zero),
        ("SUBTOTAL", p.subtotal.clone()),
        (tax.as_str(), p.tax.clone()),
        (total_label.as_str(), p.total.clone()),
    ] {
        if label == "SUBTOTAL" || label == total_label {
            t.push_str(&format!("{:38}{}\n", "", "-".repeat(40)));
        }
        t.push_str(&text_row(&sums, &["", label, &value]));
    }
    t.push_str(&format!("{:38}{}\n\n", "", "=".repeat(40)));
    let notes = format!(
        "I hereby authorize the above repair work to be done along with the necessary material and \
         agree that you are not responsible for loss or damage to vehicle or articles left in vehicle. \
         WARRANTY: parts and labor are warranted for 12 months or 12,000 miles, whichever comes first. \
         Payment of {total} is due by {due}. Remit to {vendor}, {street}, {city}, quoting invoice {number} \
         and R.O. {ro}.",
        total = total_text(&p.total, &p.total_money, p),
        due = p.due,
        vendor = p.vendor,
        street = p.street,
        city = p.city,
        number = p.number,
    );
    for line in wrap(&notes, WIDTH) {
        t.push_str(&line);
        t.push('\n');
    }
    t.push_str("\nCUSTOMER SIGNATURE: ______________________________   DATE: ______________\n");
    t
}

/// A date as UK transport and accounts systems print it, "03-Mar-2026".
fn day_month_year((year, month, day): (i32, u32, u32)) -> String {
    format!("{day:02}-{}-{year}", &MONTHS[month as usize - 1][..3])
}

/// A UK haulier's monthly account invoice printed as text from its transport
/// management system: the firm's name in capitals with "INVOICE" and the
/// page at the right over its services, address and VAT number and a rule,
/// "INVOICE TO" at the left beside "label : value" lines ("Invoice No /
/// Invoice Date / Account No / Customer Ref / Period / Payment Due") with
/// dates written "03-Mar-2026", the consignments as "DATE / CONSIGNMENT /
/// DESCRIPTION / QTY / RATE / CHARGE" with a second line under each naming
/// where it was collected and delivered and who signed the proof of
/// delivery, later pages headed by the name, invoice number and page,
/// "Continued on next page..." at the foot of all but the last, and after
/// the last consignment a count of them, "Total charges excl. VAT / VAT @ …
/// % / INVOICE TOTAL", the conditions of carriage and the bank details.
pub fn pod_consignments(p: &Printed) -> String {
    use Column::{Left, Right};
    const WIDTH: usize = 79;
    const SIGNED: [&str; 8] = [
        "J. SMITH", "A. KHAN", "P. WALSH", "R. JONES", "M. DOYLE", "S. AHMED", "L. EVANS",
        "T. BROWN",
    ];
    let seed: usize = p.customer_number.parse().unwrap_or(0);
    let caps = p.vendor.to_uppercase();
    let rule = format!("{}\n", "_".repeat(WIDTH));
    let dashes = format!("{}\n", "-".repeat(WIDTH));
    let short =
        |(year, month, day): (i32, u32, u32)| format!("{day:02}/{month:02}/{:02}", year % 100);
    let (street, town) = two_lines(p.customer_address);
    let depot = p.city.split(' ').next().unwrap_or(p.city);
    let heights: Vec<usize> = p
        .lines
        .iter()
        .map(|l| wrap(&l.description, 25).len() + 1)
        .collect();
    let pages = pages_by_lines(&heights, 34, 48);
    let page_of = |n: usize| format!("Page {n} of {}", pages.len());
    let mut t = text_row(&[Left(56), Right(22)], &[&caps, "INVOICE"]);
    t.push_str(&text_row(
        &[Left(56), Right(22)],
        &["Haulage - Pallet Distribution - Storage", &page_of(1)],
    ));
    t.push_str(&format!("{}, {}\n", p.street, p.city));
    t.push_str(&format!(
        "Tel {}   accounts@{}   VAT Reg No {}\n",
        p.local_phone(),
        p.country_domain(),
        p.vat_id
    ));
    t.push_str(&rule);
    t.push('\n');
    let period_end = days_earlier(p.date_ymd, 1);
    let period_start = days_earlier(period_end, 27);
    let mut right = vec![
        ("Invoice No", p.number.clone()),
        ("Invoice Date", day_month_year(p.date_ymd)),
        ("Account No", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        right.push(("Customer Ref", po.clone()));
    }
    right.extend([
        (
            "Period",
            format!(
                "{} to {}",
                day_month_year(period_start),
                day_month_year(period_end)
            ),
        ),
        ("Payment Due", day_month_year(p.due_ymd)),
    ]);
    let left = ["INVOICE TO", p.customer, "Accounts Payable", street, town];
    for i in 0..left.len().max(right.len()) {
        let l = left.get(i).copied().unwrap_or("");
        let r = right
            .get(i)
            .map(|(k, v)| format!("{k:<13}: {v}"))
            .unwrap_or_default();
        t.push_str(&text_row(&[Left(34), Left(44)], &[l, &r]));
    }
    t.push('\n');
    let columns = [Left(8), Left(11), Left(25), Right(5), Right(9), Right(11)];
    let heading = || {
        let mut h = text_row(
            &columns,
            &[
                "DATE",
                "CONSIGNMENT",
                "DESCRIPTION",
                "QTY",
                "RATE",
                "CHARGE",
            ],
        );
        h.push_str(&text_row(
            &columns,
            &[
                &"-".repeat(8),
                &"-".repeat(11),
                &"-".repeat(25),
                &"-".repeat(5),
                &"-".repeat(9),
                &"-".repeat(11),
            ],
        ));
        h
    };
    let prefix: String = p
        .city
        .chars()
        .filter(char::is_ascii_uppercase)
        .take(2)
        .collect();
    for (index, range) in pages.iter().enumerate() {
        if index > 0 {
            t.push('\x0c');
            t.push_str(&text_row(
                &[Left(46), Right(32)],
                &[&caps, &format!("INVOICE {}", p.number)],
            ));
            t.push_str(&format!("{:>78}\n", page_of(index + 1)));
            t.push_str(&rule);
            t.push('\n');
        }
        t.push_str(&heading());
        for i in range.clone() {
            let l = &p.lines[i];
            let count = p.lines.len();
            let back = 2 + ((count - 1 - i) * 26 / count) as u32;
            let collected = days_earlier(p.date_ymd, back);
            let delivered = days_earlier(p.date_ymd, back - 1);
            let consignment = format!("{prefix}{:08}", (seed * 97 + i * 1_237) % 100_000_000);
            t.push_str(&wrapped_row(
                &columns,
                &[
                    &short(collected),
                    &consignment,
                    &l.description,
                    &l.quantity,
                    &l.unit_price,
                    &l.amount,
                ],
                2,
            ));
            t.push_str(&format!(
                "{:10}{depot} > {town}   POD: {}  {} {:02}:{:02}\n",
                "",
                SIGNED[(seed + i) % SIGNED.len()],
                short(delivered),
                8 + (seed + i * 3) % 9,
                (seed * 7 + i * 13) % 60
            ));
        }
        if index + 1 < pages.len() {
            t.push_str(&dashes);
            t.push_str(&format!("{:>78}\n", "Continued on next page..."));
        }
    }
    t.push_str(&dashes);
    t.push_str(&format!(
        "Consignments on this invoice: {}\n\n",
        p.lines.len()
    ));
    let sums = [Left(36), Left(28), Right(11)];
    let vat = format!("VAT @ {}%", p.tax_rate);
    let total_label = format!("INVOICE TOTAL {}", p.currency);
    t.push_str(&text_row(
        &sums,
        &["", "Total charges excl. VAT", &p.subtotal],
    ));
    t.push_str(&text_row(&sums, &["", &vat, &p.tax]));
    t.push_str(&format!("{:38}{}\n", "", "-".repeat(39)));
    t.push_str(&text_row(&sums, &["", &total_label, &p.total]));
    t.push_str(&format!("{:38}{}\n\n", "", "=".repeat(39)));
    let (sort_code, account) = p.sort_code_and_account();
    let notes = format!(
        "All goods are carried subject to the RHA Conditions of Carriage 2020, copies of which are \
         available on request. Rates include fuel surcharge. Proofs of delivery can be viewed online \
         for 12 months. Queries must be raised within 14 days of the invoice date. Payment is due by \
         {due}: BACS to {vendor}, sort code {sort_code}, account {account}, quoting invoice {number}.",
        due = day_month_year(p.due_ymd),
        vendor = p.vendor,
        number = p.number,
    );
    for line in wrap(&notes, WIDTH) {
        t.push_str(&line);
        t.push('\n');
    }
    t
}

// Held out: a twenty-third round of seven, written the same way without
// looking at the extractor or at how it fares on any family above.

/// A date as Austrian trade software prints it: written out in German with
/// the Austrian "Jänner" for January where the document writes dates out,
/// else with dots ("03.03.2026").
fn austrian_date(printed: &str, ymd: (i32, u32, u32)) -> String {
    if printed.contains(' ') {
        date_in(printed, Language::German).replace("Januar", "Jänner")
    } else {
        dotted_date(ymd)
    }
}

/// An Austrian installer's Rechnung for work done on site by the hour
/// ("Regie") and the material fitted, from the word-processor export of its
/// trade software, in Austrian German: the firm's name and trades at the
/// left with "Meisterbetrieb" and its contact lines at the right, the small
/// sender line over the customer's address beside a ruled block of grey
/// labels and values ("Rechnungs-Nr. / Rechnungsdatum / Kunden-Nr. / Ihre
/// UID-Nr. / Ihr Auftrag / Auftragsdatum / Leistungszeitraum"), the heading
/// "RECHNUNG" over the site ("Objekt:") and a sentence naming the work
/// reports, the items with the quantity first ("Pos. / Menge / Einh. /
/// Bezeichnung / EP / GP") each with a small line naming its signed work
/// report or delivery note, "Summe netto / zzgl. … % USt. / Rechnungsbetrag"
/// at the right, a breakdown of the net sum into labour and material, the
/// payment terms with the due date, and the firm's register, tax and bank
/// details at the end.
pub fn regierechnung(p: &Printed) -> String {
    const FITTERS: [&str; 4] = ["Huber", "Gruber", "Wimmer", "Pichler"];
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let (_, director, bank) = company_register(p, seed);
    let date = austrian_date(&p.date, p.date_ymd);
    let due = austrian_date(&p.due, p.due_ymd);
    let days = (0..=120)
        .find(|&d| days_earlier(p.due_ymd, d) == p.date_ymd)
        .unwrap_or(30);
    let ordered = days_earlier(p.date_ymd, 20 + (seed % 10) as u32);
    let from = days_earlier(p.date_ymd, 8 + (seed % 5) as u32);
    let to = days_earlier(p.date_ymd, 1 + (seed % 2) as u32);
    let period = format!("{:02}.{:02}.\u{2013}{}", from.2, from.1, dotted_date(to));
    let buyer_uid = format!("ATU{:08}", (seed * 7_877 + 12_345_678) % 100_000_000);
    let register = format!(
        "FN {}{} \u{00B7} Handelsgericht Wien",
        200_000 + seed * 11 % 300_000,
        ["a", "b", "f", "m", "t"][(seed % 5) as usize]
    );
    let domain = p.country_domain();
    let (street, town) = two_lines(p.customer_address);
    let grey = |text: &str| format!("<font size=\"1\" color=\"#666666\">{text}</font>");
    let small = |text: &str| format!("<font size=\"2\">{text}</font>");
    let label = "bgcolor=\"#eeeeee\" style=\"border-bottom: 1px solid #bbbbbb\"";
    let value = "style=\"border-bottom: 1px solid #bbbbbb\"";
    let mut block = vec![
        ("Rechnungs-Nr.", format!("<b>{}</b>", escape(&p.number))),
        ("Rechnungsdatum", date.clone()),
        ("Kunden-Nr.", p.customer_number.clone()),
        ("Ihre UID-Nr.", buyer_uid),
    ];
    if let Some(po) = &p.po {
        block.push(("Ihr Auftrag", escape(po)));
        block.push(("Auftragsdatum", dotted_date(ordered)));
    }
    block.push(("Leistungszeitraum", period));
    let block: String = block
        .iter()
        .map(|(k, v)| {
            format!(
                "<tr><td width=\"45%\" {label}>{}</td><td {value}>{}</td></tr>\n",
                small(k),
                small(v)
            )
        })
        .collect();
    let rule = "style=\"border-bottom: 1px solid #000000\"";
    let mut table = format!(
        "<table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\">\n<thead><tr>\
         <td width=\"6%\" {rule}><b>Pos.</b></td><td width=\"9%\" align=\"right\" {rule}><b>Menge</b></td>\
         <td width=\"7%\" {rule}><b>Einh.</b></td><td width=\"48%\" {rule}><b>Bezeichnung</b></td>\
         <td width=\"14%\" align=\"right\" {rule}><b>EP {cur}</b></td><td width=\"16%\" align=\"right\" {rule}><b>GP {cur}</b></td></tr></thead>\n",
        cur = p.currency,
    );
    let mut labour = 0;
    let mut report = 410 + seed % 300;
    for (i, l) in p.lines.iter().enumerate() {
        let hours = l.unit == "h";
        let under = if hours {
            report += 1;
            let day = days_earlier(to, (i % 4) as u32);
            labour += l.amount_cents;
            format!(
                "Regiebericht Nr. {report} vom {}, Monteur {}",
                dotted_date(day),
                FITTERS[(seed as usize + i) % FITTERS.len()]
            )
        } else {
            format!(
                "Material lt. Lieferschein Nr. {} vom {}",
                70_000 + seed % 9_000 + (i / 6) as i64,
                dotted_date(from)
            )
        };
        table.push_str(&format!(
            "<tr><td valign=\"top\">{pos}</td><td valign=\"top\" align=\"right\">{qty}</td>\
             <td valign=\"top\">{unit}</td><td valign=\"top\">{desc}<br>{under}</td>\
             <td valign=\"top\" align=\"right\">{price}</td><td valign=\"top\" align=\"right\">{amount}</td></tr>\n",
            pos = i + 1,
            qty = l.quantity,
            unit = if hours { "Std." } else { "Stk." },
            desc = escape(&l.description),
            under = grey(&under),
            price = l.unit_price,
            amount = l.amount,
        ));
    }
    table.push_str("</table>\n");
    let subtotal_cents: i64 = p.lines.iter().map(|l| l.amount_cents).sum();
    let breakdown = if labour > 0 && labour < subtotal_cents {
        format!(
            "<p>{}</p>\n",
            small(&format!(
                "Aufgliederung des Nettobetrags: Arbeitsleistung (Regie) {} \u{00B7} Material und Geräte {}",
                p.bare_number(labour),
                p.bare_number(subtotal_cents - labour)
            ))
        )
    } else {
        String::new()
    };
    let top = "style=\"border-top: 1px solid #000000\"";
    let totals = format!(
        "<table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\" style=\"page-break-inside: avoid\">\
         <tr><td width=\"50%\"></td><td {top}>Summe netto</td><td align=\"right\" {top}>{subtotal}</td></tr>\
         <tr><td></td><td>zzgl. {rate} % USt.</td><td align=\"right\">{tax}</td></tr>\
         <tr><td></td><td {top}><b>Rechnungsbetrag</b></td><td align=\"right\" {top}><b>{total}</b></td></tr>\
         </table>\n",
        subtotal = p.subtotal,
        rate = p.tax_rate,
        tax = p.tax,
        total = total_text(&p.total, &p.total_money, p),
    );
    let body = format!(
        "<table width=\"100%\" cellpadding=\"0\" cellspacing=\"0\"><tr>\
         <td valign=\"top\"><font size=\"5\" color=\"#7a1f1f\"><b>{vendor}</b></font><br>\
         <font size=\"2\">Haustechnik \u{00B7} Mess- und Netzwerktechnik \u{00B7} Service</font></td>\
         <td valign=\"top\" align=\"right\"><font size=\"2\"><b>Meisterbetrieb</b><br>{street_v}<br>{city}<br>\
         Tel. {phone}<br>office@{domain}</font></td></tr></table>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"0\" cellspacing=\"0\"><tr>\
         <td width=\"52%\" valign=\"top\">{sender}<br><br>{customer}<br>z. H. Buchhaltung<br>{street}<br>{town}</td>\
         <td valign=\"top\"><table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\">{block}</table></td></tr></table>\n\
         <p><br></p>\n\
         <p><font size=\"5\"><b>RECHNUNG</b></font></p>\n\
         <p><b>Objekt: {customer}, {street}, {town}</b></p>\n\
         <p>Für die laut den von Ihnen bestätigten Regieberichten ausgeführten Arbeiten und das gelieferte Material \
         erlauben wir uns wie folgt zu verrechnen:</p>\n\
         {table}\
         <p><br></p>\n\
         {totals}\
         {breakdown}\
         <p>Zahlungskondition: {days} Tage netto. Zahlbar bis <b>{due}</b> ohne Abzug auf unser Konto IBAN {iban}.<br>\
         Bei Zahlungsverzug verrechnen wir Verzugszinsen in gesetzlicher Höhe.<br>\
         Das gelieferte Material bleibt bis zur vollständigen Bezahlung unser Eigentum.</p>\n\
         <p>Wir danken für Ihren Auftrag!<br>Mit freundlichen Grüßen<br><br>{vendor}</p>\n\
         <p><br></p>\n\
         <p align=\"center\">{foot}</p>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        sender = grey(&format!(
            "<u>{} \u{00B7} {} \u{00B7} {}</u>",
            escape(p.vendor),
            p.street,
            p.city
        )),
        customer = p.customer,
        iban = p.iban,
        foot = grey(&format!(
            "{} \u{00B7} {} \u{00B7} {} \u{00B7} Geschäftsführer: {director} \u{00B7} {register}<br>\
             UID-Nr. {} \u{00B7} Bankverbindung: {bank}, IBAN {}",
            escape(p.vendor),
            p.street,
            p.city,
            p.vat_id,
            p.iban
        )),
    );
    document("Liberation Sans", &body)
}

/// A date as Slovenian programs print it: written out in Slovenian, the
/// month in the genitive ("3. marca 2026"), where the document writes dates
/// out, else as the document prints it.
fn slovenian_date(printed: &str, (year, month, day): (i32, u32, u32)) -> String {
    const MONTHS: [&str; 12] = [
        "januarja",
        "februarja",
        "marca",
        "aprila",
        "maja",
        "junija",
        "julija",
        "avgusta",
        "septembra",
        "oktobra",
        "novembra",
        "decembra",
    ];
    if printed.contains(' ') {
        format!("{day}. {} {year}", MONTHS[month as usize - 1])
    } else {
        printed.to_string()
    }
}

/// A Slovenian račun from a small firm's invoicing program, exported to the
/// word processor, in Slovenian: the seller with its VAT number, registration
/// number and account at the left and "RAČUN" over "št. …" at the right, the
/// buyer ("Kupec") in a frame beside a ruled block of "Kraj izdaje / Datum
/// izdaje / Datum opravljene storitve / Rok plačila / Številka naročilnice /
/// Sklic / Valuta", the items as "Zap. št. / Šifra / Naziv blaga ali
/// storitve / Količina / EM / Cena brez DDV / Popust % / DDV % / Vrednost
/// brez DDV", "Skupaj brez DDV / DDV … % od osnove … / SKUPAJ ZA PLAČILO",
/// the request to pay with the reference, the issuer's and the responsible
/// person's names, and for a euro invoice the UPN payment order (its receipt
/// at the left, the amount as "***…") filled in at the end.
pub fn racun_upn(p: &Printed) -> String {
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let date = slovenian_date(&p.date, p.date_ymd);
    let due = slovenian_date(&p.due, p.due_ymd);
    let done = days_earlier(p.date_ymd, 1 + (seed % 5) as u32);
    let done = slovenian_date(&p.date_like(done), done);
    let place = p
        .city
        .split_once(' ')
        .map_or(p.city, |(_, town)| town)
        .to_string();
    let digits: String = p.number.chars().filter(char::is_ascii_digit).collect();
    let reference = format!("SI00 {digits}-{}", p.customer_number);
    let registration = format!("{:07}000", 6_100_000 + seed * 29 % 3_000_000);
    let issuer = ["Maja Novak", "Tomaž Kranjc", "Petra Zupan"][(seed % 3) as usize];
    let responsible = ["Andrej Horvat", "Nina Kovačič", "Boštjan Potočnik"][(seed % 3) as usize];
    let total = total_text(&p.total, &p.total_money, p);
    let (street, town) = two_lines(p.customer_address);
    let small = |text: &str| format!("<font size=\"2\">{text}</font>");
    let line = "style=\"border-bottom: 1px solid #999999\"";
    let mut data = vec![
        ("Kraj izdaje", place),
        ("Datum izdaje", date),
        ("Datum opravljene storitve", done),
        ("Rok plačila", due.clone()),
    ];
    if let Some(po) = &p.po {
        data.push(("Številka naročilnice", escape(po)));
    }
    data.push(("Sklic", reference.clone()));
    data.push(("Valuta", p.currency.to_string()));
    let data: String = data
        .iter()
        .map(|(k, v)| {
            format!(
                "<tr><td width=\"48%\" {line}>{}</td><td {line}><b>{v}</b></td></tr>\n",
                small(k)
            )
        })
        .collect();
    let zero = p.bare_number(0);
    let table = items(
        p,
        &[
            ("Zap. št.", false),
            ("Šifra", false),
            ("Naziv blaga ali storitve", false),
            ("Količina", true),
            ("EM", false),
            ("Cena brez DDV", true),
            ("Popust %", true),
            ("DDV %", true),
            ("Vrednost brez DDV", true),
        ],
        |i, c| {
            let l = &p.lines[i];
            match c {
                0 => format!("{}.", l.position),
                1 => l.code.clone(),
                2 => l.description.clone(),
                3 => l.quantity.clone(),
                4 => (if l.unit == "h" { "ura" } else { "kos" }).to_string(),
                5 => l.unit_price.clone(),
                6 => zero.clone(),
                7 => format!("{}", p.tax_rate),
                _ => l.amount.clone(),
            }
        },
        "#d9e8d9",
    );
    let upn = if p.currency == "EUR" {
        let cell = |label: &str, text: &str| {
            format!(
                "<font size=\"1\" color=\"#555555\">{label}</font><br>{}",
                small(text)
            )
        };
        let stars = format!("***{}", p.total);
        let due_dots = dotted_date(p.due_ymd);
        let payee = format!("{}, {}, {}", escape(p.vendor), p.street, p.city);
        format!(
            "<p><br></p>\n<p><font size=\"1\">- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -</font></p>\n\
             <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\" border=\"1\" bordercolor=\"#c47a2c\" style=\"page-break-inside: avoid\">\
             <tr><td width=\"30%\" bgcolor=\"#fbeee0\" valign=\"top\"><b>POTRDILO</b><br>{c1}<br>{c2}<br>{c3}<br>{c4}<br>{c5}<br>{c6}</td>\
             <td valign=\"top\"><b>UPN \u{2013} UNIVERZALNI PLAČILNI NALOG</b><br>\
             {m1}<br>{m2}<br>{m3}<br>{m4}<br>{m5}<br>{m6}<br>{m7}<br>{m8}</td></tr></table>\n",
            c1 = cell("Ime plačnika", p.customer),
            c2 = cell(
                "Namen / rok plačila",
                &format!("Plačilo računa {} / {due_dots}", escape(&p.number))
            ),
            c3 = cell("Znesek", &stars),
            c4 = cell("IBAN prejemnika", &p.iban),
            c5 = cell("Referenca prejemnika", &reference),
            c6 = cell("Ime prejemnika", &escape(p.vendor)),
            m1 = cell(
                "Ime, ulica in kraj plačnika",
                &format!("{}, {}", p.customer, p.customer_address)
            ),
            m2 = cell("Koda namena", "GDSV"),
            m3 = cell(
                "Namen plačila",
                &format!("Plačilo računa {}", escape(&p.number))
            ),
            m4 = cell("Rok plačila", &due_dots),
            m5 = cell("Znesek", &format!("EUR {stars}")),
            m6 = cell("IBAN prejemnika", &p.iban),
            m7 = cell("Referenca prejemnika", &reference),
            m8 = cell("Ime, ulica in kraj prejemnika", &payee),
        )
    } else {
        format!(
            "<p>{}</p>\n",
            small(&format!(
                "Plačilo iz tujine: {} \u{00B7} IBAN {} \u{00B7} sklic {reference} \u{00B7} stroške banke plačnika krije plačnik.",
                escape(p.vendor),
                p.iban
            ))
        )
    };
    let body = format!(
        "<table width=\"100%\" cellpadding=\"0\" cellspacing=\"0\"><tr>\
         <td valign=\"top\" width=\"60%\"><font size=\"4\" color=\"#2e6b2e\"><b>{vendor}</b></font><br>\
         {vendor_lines}</td>\
         <td valign=\"top\" align=\"right\"><font size=\"6\" color=\"#2e6b2e\"><b>RAČUN</b></font><br>\
         <font size=\"4\">št. {number}</font></td></tr></table>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"4\" cellspacing=\"0\"><tr>\
         <td width=\"46%\" valign=\"top\" style=\"border: 1px solid #999999\">{kupec}<br><b>{customer}</b><br>{street}<br>{town}<br><br>\
         {buyer_ids}</td><td width=\"4%\"></td>\
         <td valign=\"top\"><table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\">{data}</table></td></tr></table>\n\
         <p><br></p>\n\
         {table}\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\" style=\"page-break-inside: avoid\">\
         <tr><td width=\"45%\"></td><td>Skupaj brez DDV</td><td align=\"right\">{subtotal}</td></tr>\
         <tr><td></td><td>DDV {rate} % od osnove {subtotal}</td><td align=\"right\">{tax}</td></tr>\
         <tr><td></td><td bgcolor=\"#d9e8d9\"><b>SKUPAJ ZA PLAČILO</b></td><td bgcolor=\"#d9e8d9\" align=\"right\"><b>{total}</b></td></tr></table>\n\
         <p>Znesek računa prosimo poravnajte do <b>{due}</b> na račun {iban}, sklic {reference}. \
         Za zamudo pri plačilu zaračunavamo zakonske zamudne obresti. Reklamacije upoštevamo v osmih dneh po prejemu računa.</p>\n\
         <table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr><td width=\"50%\">{made}</td><td align=\"right\">{resp}</td></tr></table>\n\
         {upn}",
        vendor = escape(p.vendor),
        vendor_lines = small(&format!(
            "{} \u{00B7} {}<br>ID za DDV: {} \u{00B7} Matična številka: {registration}<br>TRR: {} \u{00B7} Tel. {}",
            p.street,
            p.city,
            p.vat_id,
            p.iban,
            p.local_phone()
        )),
        number = escape(&p.number),
        kupec = small("Kupec:"),
        customer = p.customer,
        buyer_ids = small(&format!(
            "ID za DDV kupca: SI{:08}<br>Šifra kupca: {}",
            (seed * 3_571 + 10_000_000) % 100_000_000,
            p.customer_number
        )),
        subtotal = p.subtotal,
        rate = p.tax_rate,
        tax = p.tax,
        iban = p.iban,
        made = small(&format!("Račun izdal(a): {issuer}")),
        resp = small(&format!("Odgovorna oseba: {responsible}")),
    );
    document("Liberation Sans", &body)
}

/// The check digit of the Swiss ESR payment slip: modulus 10, recursive.
fn esr_check(digits: &str) -> u32 {
    const TABLE: [u32; 10] = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5];
    let carry = digits
        .chars()
        .filter_map(|c| c.to_digit(10))
        .fold(0, |carry, d| TABLE[((carry + d) % 10) as usize]);
    (10 - carry) % 10
}

/// A Swiss firm's Rechnung printed as text by an older order-processing
/// program onto paper with the orange payment slip (ESR) at its foot, in
/// Swiss German: the firm's name in capitals with its address, telephone
/// and MWST number at the top left, the customer's address indented at the
/// right as the window of a Swiss envelope wants it, the place and date
/// beneath it with no label ("Zürich, 3. März 2026"), "Rechnung Nr. …"
/// underlined with equals signs, two columns of "label : value" pairs
/// ("Kunden-Nr. / Lieferschein-Nr. / Lieferdatum / Zahlungskondition"
/// beside "Ihre Bestellung / Bestellt am / Zahlbar bis / Währung"), the
/// items as "Pos / Art.-Nr. / Bezeichnung / Menge / Einh / Preis / Betrag",
/// later pages headed by the name, number and page with "Fortsetzung" at
/// the foot of all but the last, "Total exkl. MWST / MWST … % / Total inkl.
/// MWST" with the currency before each amount, and the slip below a
/// scissors line: receipt and payment part with the account, the amount in
/// francs and cents apart, the 27-digit reference and the coding line.
pub fn rechnung_esr(p: &Printed) -> String {
    const WIDTH: usize = 78;
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let german = |printed: &str| {
        if printed.contains(' ') {
            date_in(printed, Language::German)
        } else {
            printed.to_string()
        }
    };
    let date = german(&p.date);
    let due = german(&p.due);
    let place = p
        .city
        .split_once(' ')
        .map_or(p.city, |(_, town)| town)
        .replace("Zurich", "Zürich");
    let ordered = dotted_date(days_earlier(p.date_ymd, 9 + (seed % 6) as u32));
    let delivered = dotted_date(days_earlier(p.date_ymd, 1 + (seed % 3) as u32));
    let note = format!("LS {}", 240_000 + seed * 17 % 60_000);
    let days = (0..=120)
        .find(|&d| days_earlier(p.due_ymd, d) == p.date_ymd)
        .unwrap_or(30);
    let vat_digits: String = p.vat_id.chars().filter(char::is_ascii_digit).collect();
    let uid = format!(
        "CHE-{}.{}.{} MWST",
        &vat_digits[..3],
        &vat_digits[3..6],
        &vat_digits[6..9]
    );
    let vendor_caps = p.vendor.to_uppercase();
    let (street, town) = two_lines(p.customer_address);
    let rule = |c: char| format!("{}\n", c.to_string().repeat(WIDTH));
    let indent = |text: &str| format!("{:44}{text}\n", "");
    // The first page down to the column headings.
    let mut first = vec![
        format!("{vendor_caps}\n"),
        format!("{}\n", p.street),
        format!("{}\n", p.city),
        format!(
            "Tel. {}  \u{00B7}  buchhaltung@{}\n",
            p.local_phone(),
            p.country_domain()
        ),
        format!("MWST-Nr. {uid}\n"),
        "\n".to_string(),
        "\n".to_string(),
        indent(p.customer),
        indent("Kreditorenbuchhaltung"),
        indent(street),
        indent(town),
        "\n".to_string(),
        "\n".to_string(),
        indent(&format!("{place}, {date}")),
        "\n".to_string(),
    ];
    let title = format!("Rechnung Nr. {}", p.number);
    first.push(format!("{title}\n"));
    first.push(format!("{}\n", "=".repeat(title.chars().count())));
    first.push("\n".to_string());
    let (order_label, order) = match &p.po {
        Some(po) => ("Ihre Bestellung", po.clone()),
        None => ("Bestellung", "telefonisch".to_string()),
    };
    let pairs = [
        (
            ("Kunden-Nr.", p.customer_number.clone()),
            (order_label, order),
        ),
        (("Lieferschein-Nr.", note), ("Bestellt am", ordered)),
        (("Lieferdatum", delivered), ("Zahlbar bis", due.clone())),
        (
            ("Zahlungskondition", format!("{days} Tage netto")),
            ("Währung", p.currency.to_string()),
        ),
    ];
    for ((ka, va), (kb, vb)) in pairs {
        first.push(format!("{:<40}{kb:<16}: {vb}\n", format!("{ka:<18}: {va}")));
    }
    first.push("\n".to_string());
    let columns = [
        Column::Right(3),
        Column::Left(8),
        Column::Left(28),
        Column::Right(6),
        Column::Left(4),
        Column::Right(11),
        Column::Right(12),
    ];
    let join = |cells: &[&str]| -> String {
        let line = columns
            .iter()
            .zip(cells)
            .map(|(column, text)| match *column {
                Column::Left(width) => format!("{text:<width$}"),
                Column::Right(width) => format!("{text:>width$}"),
            })
            .collect::<Vec<_>>()
            .join(" ");
        format!("{}\n", line.trim_end())
    };
    let price_head = format!("Preis {}", p.currency);
    let amount_head = format!("Betrag {}", p.currency);
    let heading = [
        join(&[
            "Pos",
            "Art.-Nr.",
            "Bezeichnung",
            "Menge",
            "Einh",
            &price_head,
            &amount_head,
        ]),
        rule('-'),
    ];
    let blocks: Vec<Vec<String>> = p
        .lines
        .iter()
        .map(|l| {
            let words = wrap(&l.description, 28);
            let mut out = vec![join(&[
                &l.position,
                &l.code,
                &words[0],
                &l.quantity,
                if l.unit == "h" { "Std" } else { "Stk" },
                &l.unit_price,
                &l.amount,
            ])];
            for more in &words[1..] {
                out.push(format!("{:13}{more}\n", ""));
            }
            out
        })
        .collect();
    // The slip: a receipt, the payment part, and the coding line.
    let total_cents: i64 = p.lines.iter().map(|l| l.amount_cents).sum::<i64>() + p.tax_cents;
    let number_digits: String = p.number.chars().filter(char::is_ascii_digit).collect();
    let base = format!("{}{number_digits}", p.customer_number);
    let base = format!("{:0>26}", &base[base.len().saturating_sub(26)..]);
    let reference = format!("{base}{}", esr_check(&base));
    let grouped = format!(
        "{} {} {} {} {} {}",
        &reference[..2],
        &reference[2..7],
        &reference[7..12],
        &reference[12..17],
        &reference[17..22],
        &reference[22..27]
    );
    let account_number = 10_000 + seed * 7 % 900_000;
    let account_base = format!("01{account_number:06}");
    let account_check = esr_check(&account_base);
    let account = format!("01-{account_number}-{account_check}");
    let code = if p.currency == "CHF" { "01" } else { "21" };
    let amount_part = format!("{code}{total_cents:010}");
    let coding = format!(
        "{amount_part}{}>{reference}+ {account_base}{account_check}>",
        esr_check(&amount_part)
    );
    let francs = format!(
        "{}  {:>8} . {:02}",
        p.currency,
        total_cents / 100,
        total_cents % 100
    );
    let slip_row =
        |a: &str, b: &str, c: &str| format!("{}\n", format!("{a:<24} | {b:<24} | {c}").trim_end());
    let amount_at =
        |label: &str, value: &str| format!("{:36}{label:<24}{:>4}{value:>14}\n", "", p.currency);
    let mut ending = vec![
        rule('-'),
        amount_at("Total exkl. MWST", &p.subtotal),
        amount_at(&format!("MWST {} %", p.tax_rate), &p.tax),
        format!("{:36}{}\n", "", "-".repeat(42)),
        amount_at("Total inkl. MWST", &p.total),
        format!("{:36}{}\n", "", "=".repeat(42)),
        "\n".to_string(),
    ];
    let request = format!(
        "Zahlbar bis {due} netto. Bitte benützen Sie für Ihre Zahlung den untenstehenden \
         Einzahlungsschein mit Referenznummer. Vielen Dank für Ihren Auftrag."
    );
    ending.extend(wrap(&request, WIDTH).into_iter().map(|line| line + "\n"));
    ending.extend([
        "\n".to_string(),
        format!("{}8<\n", "- ".repeat(38)),
        slip_row("EMPFANGSSCHEIN", "EINZAHLUNG GIRO", "ESR"),
        slip_row("Einzahlung für", "Einzahlung für", "Einbezahlt von"),
        slip_row(p.vendor, p.vendor, p.customer),
        slip_row(p.street, p.street, street),
        slip_row(p.city, p.city, town),
        slip_row(&format!("Konto {account}"), &format!("Konto {account}"), ""),
        slip_row(&francs, &francs, ""),
        format!("{:<24} | Referenz-Nr.\n", "Einbezahlt von"),
        format!("{:<24} | {grouped}\n", p.customer),
        "\n".to_string(),
        format!("{coding:>WIDTH$}\n"),
    ]);
    let heights: Vec<usize> = blocks.iter().map(Vec::len).collect();
    let pages = text_pages(&heights, first.len() + 2, 3 + 2, 2, ending.len());
    let count = pages.len();
    let mut t = String::new();
    for (page, range) in pages.iter().enumerate() {
        if page == 0 {
            for line in &first {
                t.push_str(line);
            }
        } else {
            t.push('\x0c');
            t.push_str(&spread(
                &vendor_caps,
                &format!("Rechnung {} / Seite {}", p.number, page + 1),
                WIDTH,
            ));
            t.push_str(&rule('='));
            t.push('\n');
        }
        for line in &heading {
            t.push_str(line);
        }
        for block in &blocks[range.clone()] {
            for line in block {
                t.push_str(line);
            }
        }
        if page + 1 < count {
            t.push('\n');
            t.push_str(&format!(
                "{:>WIDTH$}\n",
                format!("Fortsetzung Seite {}", page + 2)
            ));
        } else {
            for line in &ending {
                t.push_str(line);
            }
        }
    }
    t
}

/// A Greek "ΤΙΜΟΛΟΓΙΟ ΠΩΛΗΣΗΣ - ΔΕΛΤΙΟ ΑΠΟΣΤΟΛΗΣ" (an invoice that is also
/// the delivery note the goods travel with) printed as text on a dot-matrix
/// printer by a Greek wholesaler's commercial program, in Greek capitals:
/// the seller's name, trade, seat, VAT number and tax office at the left and
/// the document's title, series, number, date and time and page at the
/// right on every sheet; two boxes drawn with `+ - |`, "ΣΤΟΙΧΕΙΑ ΠΕΛΑΤΗ"
/// (code, name, address, VAT number, the terms) beside "ΣΤΟΙΧΕΙΑ
/// ΔΙΑΚΙΝΗΣΗΣ" (purpose, loading and destination, the lorry's plate, the
/// customer's order, the due date); the items as "Α/Α / ΚΩΔΙΚΟΣ / ΠΕΡΙΓΡΑΦΗ
/// / Μ/Μ / ΠΟΣΟΤ. / ΤΙΜΗ / ΑΞΙΑ / ΦΠΑ%", the sum so far carried from sheet to
/// sheet ("ΣΕ ΜΕΤΑΦΟΡΑ" / "ΑΠΟ ΜΕΤΑΦΟΡΑ"); after the last item the VAT
/// analysis, the customer's account before and after the invoice ("ΠΡΟΗΓ.
/// ΥΠΟΛΟΙΠΟ / ΝΕΟ ΥΠΟΛΟΙΠΟ") at the left beside "ΑΞΙΑ ΠΡΟ ΕΚΠΤΩΣΗΣ /
/// ΕΚΠΤΩΣΗ / ΚΑΘΑΡΗ ΑΞΙΑ / ΦΠΑ … % / ΠΛΗΡΩΤΕΟ" at the right, the tax
/// authority's mark (ΜΑΡΚ) and UID, and the issuer's and receiver's
/// signature lines.
pub fn timologio_deltio(p: &Printed) -> String {
    const WIDTH: usize = 78;
    const PLATES: [&str; 4] = ["ΙΚΥ-4821", "ΖΗΚ-1907", "ΥΜΝ-3342", "ΚΤΧ-5518"];
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let date = slashed_date(p.date_ymd);
    let due = slashed_date(p.due_ymd);
    let time = format!("{:02}:{:02}", 8 + seed % 9, seed * 7 % 60);
    let vendor_caps = p.vendor.to_uppercase();
    let (street, town) = two_lines(p.customer_address);
    let days = (0..=120)
        .find(|&d| days_earlier(p.due_ymd, d) == p.date_ymd)
        .unwrap_or(30);
    let total_cents: i64 = p.lines.iter().map(|l| l.amount_cents).sum::<i64>() + p.tax_cents;
    let before = (seed * 9_173) % 600_000;
    let mark = format!("40000{:010}", seed * 104_729 % 10_000_000_000);
    let mix = (seed as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    let uid = format!(
        "{:016X}{:016X}",
        mix,
        mix.rotate_left(29).wrapping_mul(0xBF58_476D_1CE4_E5B9)
    );
    let sheet_head = |page: usize, count: usize| -> Vec<String> {
        vec![
            spread(
                &vendor_caps,
                &format!("{:<27}", "ΤΙΜΟΛΟΓΙΟ ΠΩΛΗΣΗΣ -"),
                WIDTH,
            ),
            spread(
                "ΕΜΠΟΡΙΑ ΤΕΧΝΙΚΟΥ ΕΞΟΠΛΙΣΜΟΥ",
                &format!("{:<27}", "ΔΕΛΤΙΟ ΑΠΟΣΤΟΛΗΣ"),
                WIDTH,
            ),
            spread(
                &format!(
                    "ΕΔΡΑ: {}, {}",
                    p.street.to_uppercase(),
                    p.city.to_uppercase()
                ),
                &format!("{:<27}", format!("ΣΕΙΡΑ Α  ΑΡ. {}", p.number)),
                WIDTH,
            ),
            spread(
                &format!("ΑΦΜ: {}  ΔΟΥ: ΦΑΕ ΑΘΗΝΩΝ", p.vat_id),
                &format!("{:<27}", format!("ΗΜ/ΝΙΑ {date}  {time}")),
                WIDTH,
            ),
            spread(
                &format!("ΤΗΛ. {}", p.local_phone()),
                &format!("{:<27}", format!("ΣΕΛΙΔΑ {page} ΑΠΟ {count}")),
                WIDTH,
            ),
        ]
    };
    let boxed = |title: &str, rows: &[(&str, String)]| -> Vec<String> {
        let mut out = vec![format!("+{}+", "-".repeat(35)), format!("| {title:<33} |")];
        for (k, v) in rows {
            let v: String = v.chars().take(21).collect();
            out.push(format!("| {k:<10}: {v:<21} |"));
        }
        out.push(format!("+{}+", "-".repeat(35)));
        out
    };
    let customer: Vec<(&str, String)> = vec![
        ("ΚΩΔΙΚΟΣ", p.customer_number.clone()),
        ("ΕΠΩΝΥΜΙΑ", p.customer.to_uppercase()),
        ("ΔΙΕΥΘΥΝΣΗ", street.to_uppercase()),
        ("ΠΟΛΗ", town.to_uppercase()),
        (
            "ΑΦΜ",
            format!("{:09}", (seed * 6_151 + 90_000_000) % 1_000_000_000),
        ),
        ("ΠΛΗΡΩΜΗ", format!("ΕΠΙ ΠΙΣΤΩΣΕΙ {days} ΗΜ.")),
    ];
    let mut moving: Vec<(&str, String)> = vec![
        ("ΣΚΟΠΟΣ", "ΠΩΛΗΣΗ".to_string()),
        ("ΦΟΡΤΩΣΗ", "ΕΔΡΑ ΜΑΣ".to_string()),
        ("ΠΡΟΟΡΙΣΜΟΣ", "ΕΔΡΑ ΠΕΛΑΤΗ".to_string()),
        (
            "ΟΧΗΜΑ",
            PLATES[(seed % PLATES.len() as i64) as usize].to_string(),
        ),
    ];
    match &p.po {
        Some(po) => moving.push(("ΠΑΡΑΓΓΕΛΙΑ", po.clone())),
        None => moving.push(("ΠΑΡΑΓΓΕΛΙΑ", "ΤΗΛΕΦΩΝΙΚΗ".to_string())),
    }
    moving.push(("ΛΗΞΗ ΠΛΗΡ.", due.clone()));
    let left = boxed("ΣΤΟΙΧΕΙΑ ΠΕΛΑΤΗ", &customer);
    let right = boxed("ΣΤΟΙΧΕΙΑ ΔΙΑΚΙΝΗΣΗΣ", &moving);
    let mut first_extra = vec!["\n".to_string()];
    for (a, b) in left.iter().zip(&right) {
        first_extra.push(format!("{a}   {b}\n"));
    }
    first_extra.push("\n".to_string());
    let columns = [
        Column::Right(3),
        Column::Left(7),
        Column::Left(26),
        Column::Left(3),
        Column::Right(7),
        Column::Right(10),
        Column::Right(11),
        Column::Right(3),
    ];
    let join = |cells: &[&str]| -> String {
        let line = columns
            .iter()
            .zip(cells)
            .map(|(column, text)| match *column {
                Column::Left(width) => format!("{text:<width$}"),
                Column::Right(width) => format!("{text:>width$}"),
            })
            .collect::<Vec<_>>()
            .join(" ");
        format!("{}\n", line.trim_end())
    };
    let heading = [
        rule_line('='),
        join(&[
            "Α/Α",
            "ΚΩΔΙΚΟΣ",
            "ΠΕΡΙΓΡΑΦΗ",
            "Μ/Μ",
            "ΠΟΣΟΤ.",
            "ΤΙΜΗ",
            "ΑΞΙΑ",
            "ΦΠΑ",
        ]),
        rule_line('='),
    ];
    let rate = format!("{}", p.tax_rate);
    let blocks: Vec<Vec<String>> = p
        .lines
        .iter()
        .map(|l| {
            let words = wrap(&l.description, 26);
            let mut out = vec![join(&[
                &l.position,
                &l.code,
                &words[0],
                if l.unit == "h" { "ΩΡ" } else { "ΤΕΜ" },
                &l.quantity,
                &l.unit_price,
                &l.amount,
                &rate,
            ])];
            for more in &words[1..] {
                out.push(format!("{:12}{more}\n", ""));
            }
            out
        })
        .collect();
    let pair =
        |left: String, label: &str, value: &str| format!("{left:<38}{label:<24}{value:>16}\n");
    let ending = vec![
        rule_line('-'),
        format!(
            "ΑΝΑΛΥΣΗ ΦΠΑ   ΣΥΝΤ. {}%   ΚΑΘ. ΑΞΙΑ {}   ΦΠΑ {}\n",
            p.tax_rate, p.subtotal, p.tax
        ),
        rule_line('-'),
        pair(
            format!("ΠΡΟΗΓ. ΥΠΟΛΟΙΠΟ  {:>14}", p.bare_number(before)),
            "ΑΞΙΑ ΠΡΟ ΕΚΠΤΩΣΗΣ",
            &p.subtotal,
        ),
        pair(
            format!("ΧΡΕΩΣΗ           {:>14}", p.bare_number(total_cents)),
            "ΕΚΠΤΩΣΗ",
            &p.bare_number(0),
        ),
        pair(
            format!(
                "ΝΕΟ ΥΠΟΛΟΙΠΟ     {:>14}",
                p.bare_number(before + total_cents)
            ),
            "ΚΑΘΑΡΗ ΑΞΙΑ",
            &p.subtotal,
        ),
        pair(String::new(), &format!("ΦΠΑ {}%", p.tax_rate), &p.tax),
        pair(
            String::new(),
            &format!("ΠΛΗΡΩΤΕΟ ({})", p.currency),
            &p.total,
        ),
        rule_line('-'),
        format!("ΜΑΡΚ {mark}   UID {uid}\n"),
        format!("ΤΡΑΠΕΖΑ: IBAN {}\n", p.iban),
        "ΠΑΡΑΚΑΛΟΥΜΕ ΝΑ ΑΝΑΦΕΡΕΤΕ ΤΟΝ ΑΡΙΘΜΟ ΤΟΥ ΠΑΡΑΣΤΑΤΙΚΟΥ ΣΤΗΝ ΚΑΤΑΘΕΣΗ.\n".to_string(),
        "\n".to_string(),
        format!("{:<39}{}\n", "     Ο ΕΚΔΟΤΗΣ", "     Ο ΠΑΡΑΛΑΒΩΝ"),
        "\n".to_string(),
        format!("{:<39}{}\n", "  ..................", "  .................."),
    ];
    let heights: Vec<usize> = blocks.iter().map(Vec::len).collect();
    let pages = text_pages(
        &heights,
        5 + first_extra.len() + 3,
        5 + 1 + 3 + 1,
        2,
        ending.len(),
    );
    let count = pages.len();
    let mut carried = 0;
    let mut t = String::new();
    for (page, range) in pages.iter().enumerate() {
        if page > 0 {
            t.push('\x0c');
        }
        for line in sheet_head(page + 1, count) {
            t.push_str(&line);
        }
        if page == 0 {
            for line in &first_extra {
                t.push_str(line);
            }
        } else {
            t.push('\n');
        }
        for line in &heading {
            t.push_str(line);
        }
        if page > 0 {
            t.push_str(&format!(
                "{:<50}{:>28}\n",
                "ΑΠΟ ΜΕΤΑΦΟΡΑ",
                p.bare_number(carried)
            ));
        }
        for block in &blocks[range.clone()] {
            for line in block {
                t.push_str(line);
            }
        }
        carried += p.lines[range.clone()]
            .iter()
            .map(|l| l.amount_cents)
            .sum::<i64>();
        if page + 1 < count {
            t.push_str(&rule_line('-'));
            t.push_str(&format!(
                "{:<50}{:>28}\n",
                "ΣΕ ΜΕΤΑΦΟΡΑ",
                p.bare_number(carried)
            ));
        } else {
            for line in &ending {
                t.push_str(line);
            }
        }
    }
    t
}

/// A full-width rule of one character, ending its line.
fn rule_line(c: char) -> String {
    format!("{}\n", c.to_string().repeat(78))
}

/// The date `days` after (year, month, day).
fn days_later((year, month, day): (i32, u32, u32), days: u32) -> (i32, u32, u32) {
    let month_len = |y: i32, m: u32| match m {
        2 if y % 4 == 0 && (y % 100 != 0 || y % 400 == 0) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    };
    let (mut y, mut m, mut d) = (year, month, day);
    for _ in 0..days {
        if d < month_len(y, m) {
            d += 1;
        } else {
            d = 1;
            if m < 12 {
                m += 1;
            } else {
                m = 1;
                y += 1;
            }
        }
    }
    (y, m, d)
}

/// A UK supplier's invoice for consignment stock used, from the
/// vendor-managed inventory module of its stock system, saved through the
/// word processor: the supplier keeps its own stock in the customer's
/// stores and counts it each month, invoicing only what was used. The
/// firm's name and services at the left and "CONSIGNMENT STOCK INVOICE"
/// over the number at the right, one flat table of "INVOICE TO" and "STOCK
/// HELD AT" beside label and value rows ("Invoice Date / Account No. / Your
/// Order No. / Agreement No. / Payment Due"), a sentence giving the count
/// date, the counter and the period, the items as "Bin / Product Code /
/// Description / Opening / Delivered / Closing / Used (invoiced) / Unit
/// Price / Value" with the currency in the headings, "Value of stock used /
/// VAT / INVOICE TOTAL" at the right, and the value of the stock still held
/// on consignment (not invoiced) with the payment details beneath.
pub fn consignment_stock(p: &Printed) -> String {
    const SHADE: &str = "#e3ecd9";
    const ACCENT: &str = "#3d6b21";
    const COUNTERS: [&str; 4] = ["G. Ward", "L. Hussain", "P. Kerr", "N. Byrne"];
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let agreement = format!("VMI-{:05}", 10_000 + seed * 17 % 80_000);
    let (street, town) = two_lines(p.customer_address);
    let terms = days_from(p.date_ymd, p.due_ymd);
    let count_day = days_earlier(p.date_ymd, 1);
    let period_start = days_earlier(count_day, 27);
    let (sort_code, account) = p.sort_code_and_account();
    let cur = p.currency;
    let cell = "style=\"border-top: 1px solid #b5c4a8; padding: 3px\"";
    let head =
        format!("bgcolor=\"{SHADE}\" style=\"border-bottom: 2px solid {ACCENT}; padding: 3px\"");
    let mut table = format!(
        "<table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\">\n<thead><tr>\
         <td width=\"7%\" {head}><font size=\"2\"><b>Bin</b></font></td>\
         <td width=\"9%\" {head}><font size=\"2\"><b>Product Code</b></font></td>\
         <td {head}><font size=\"2\"><b>Description</b></font></td>\
         <td width=\"7%\" align=\"right\" {head}><font size=\"2\"><b>Opening</b></font></td>\
         <td width=\"8%\" align=\"right\" {head}><font size=\"2\"><b>Delivered</b></font></td>\
         <td width=\"7%\" align=\"right\" {head}><font size=\"2\"><b>Closing</b></font></td>\
         <td width=\"9%\" align=\"right\" {head}><font size=\"2\"><b>Used (invoiced)</b></font></td>\
         <td width=\"11%\" align=\"right\" {head}><font size=\"2\"><b>Unit Price {cur}</b></font></td>\
         <td width=\"12%\" align=\"right\" {head}><font size=\"2\"><b>Value {cur}</b></font></td></tr></thead>\n<tbody>\n"
    );
    let mut held = 0i64;
    for (i, l) in p.lines.iter().enumerate() {
        let k = seed + i as i64 * 7;
        let used = quantity_hundredths(&l.quantity);
        let bin = format!(
            "{}{:02}-{}",
            char::from(b'A' + (k % 6) as u8),
            1 + (k * 3) % 20,
            1 + k % 4
        );
        let (opening, delivered, closing) = if used % 100 != 0 || l.unit == "h" {
            (
                "\u{2013}".to_string(),
                "\u{2013}".to_string(),
                "\u{2013}".to_string(),
            )
        } else {
            let used = used / 100;
            let pack = [10, 12, 20, 5][(k % 4) as usize];
            let opening = 3 + k % 10;
            let short = (used - opening).max(0);
            let delivered = (short + pack - 1) / pack * pack + if k % 2 == 0 { pack } else { 0 };
            let closing = opening + delivered - used;
            held += closing * printed_cents(&l.unit_price);
            (
                opening.to_string(),
                delivered.to_string(),
                closing.to_string(),
            )
        };
        table.push_str(&format!(
            "<tr><td {cell}>{bin}</td><td {cell}>{}</td><td {cell}>{}</td>\
             <td align=\"right\" {cell}>{opening}</td><td align=\"right\" {cell}>{delivered}</td>\
             <td align=\"right\" {cell}>{closing}</td><td align=\"right\" {cell}><b>{}</b></td>\
             <td align=\"right\" {cell}>{}</td><td align=\"right\" {cell}>{}</td></tr>\n",
            escape(&l.code),
            escape(&l.description),
            l.quantity,
            l.unit_price,
            l.amount,
        ));
    }
    table.push_str("</tbody></table>\n");
    let mut refs = vec![
        ("Invoice Date", p.date.clone()),
        ("Account No.", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        refs.push(("Your Order No.", escape(po)));
    }
    refs.extend([
        ("Agreement No.", agreement.clone()),
        ("Payment Due", p.due.clone()),
    ]);
    let span = refs.len();
    let refs: String = refs
        .iter()
        .enumerate()
        .map(|(i, (k, v))| {
            let parties = if i == 0 {
                format!(
                    "<td width=\"27%\" rowspan=\"{span}\" valign=\"top\" style=\"border: 1px solid #b5c4a8; padding: 5px\">\
                     <font size=\"1\" color=\"{ACCENT}\"><b>INVOICE TO</b></font><br>{customer}<br>Purchase Ledger<br>\
                     {street}<br>{town}</td>\
                     <td width=\"27%\" rowspan=\"{span}\" valign=\"top\" style=\"border: 1px solid #b5c4a8; padding: 5px\">\
                     <font size=\"1\" color=\"{ACCENT}\"><b>STOCK HELD AT</b></font><br>{customer}<br>Main Stores, Goods In<br>\
                     {street}<br>{town}</td><td width=\"4%\" rowspan=\"{span}\"></td>",
                    customer = p.customer,
                )
            } else {
                String::new()
            };
            format!(
                "<tr>{parties}<td bgcolor=\"{SHADE}\"><font size=\"2\"><b>{k}</b></font></td><td>{v}</td></tr>"
            )
        })
        .collect();
    let total = total_text(&p.total, &p.total_money, p);
    let held_note = if held > 0 {
        format!(
            "<p><font size=\"2\">Consignment stock remaining in your stores after the count, valued at cost: \
             <b>{}</b>. This stock remains the property of {} and is not invoiced until it is used.</font></p>\n",
            p.money_like(held),
            escape(p.vendor),
        )
    } else {
        String::new()
    };
    let body = format!(
        "<table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr>\
         <td valign=\"top\"><font size=\"5\" color=\"{ACCENT}\"><b>{vendor}</b></font><br>\
         <font size=\"2\"><b>Vendor-managed inventory \u{00B7} Site stores \u{00B7} Consignment stock</b><br>\
         {street_v}, {city}<br>Tel {phone} \u{00B7} vmi@{domain}<br>VAT Reg. No. {vat}</font></td>\
         <td valign=\"top\" align=\"right\"><font size=\"4\"><b>CONSIGNMENT STOCK INVOICE</b></font><br>\
         <font size=\"4\">No. {number}</font></td></tr></table>\n\
         <hr>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\">{refs}</table>\n\
         <p><font size=\"2\">Stock count taken on {counted} by {counter} under agreement {agreement} for the period \
         {from} to {counted}. You are invoiced for the stock used in the period: opening stock plus our deliveries \
         less the stock counted at the close.</font></p>\n\
         {table}\
         <p><br></p>\n\
         <table width=\"48%\" align=\"right\" cellpadding=\"3\" cellspacing=\"0\" style=\"page-break-inside: avoid\">\
         <tr><td>Value of stock used</td><td align=\"right\">{subtotal}</td></tr>\
         <tr><td>VAT @ {rate}%</td><td align=\"right\">{tax}</td></tr>\
         <tr><td bgcolor=\"{SHADE}\"><b>INVOICE TOTAL</b></td><td bgcolor=\"{SHADE}\" align=\"right\"><b>{total}</b></td></tr></table>\n\
         <p><br clear=\"all\"></p>\n\
         {held_note}\
         <p><font size=\"2\">Payment {terms} days from the invoice date, by {due}: BACS to {vendor}, sort code \
         {sort_code}, account {account}, quoting invoice {number}. Prices in {cur} excluding VAT, as agreed under \
         agreement {agreement}. Please report any discrepancy in the count within 7 days.</font></p>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        domain = p.country_domain(),
        vat = p.vat_id,
        number = escape(&p.number),
        counted = p.date_like(count_day),
        from = p.date_like(period_start),
        counter = COUNTERS[(seed % 4) as usize],
        subtotal = p.subtotal,
        rate = p.tax_rate,
        tax = p.tax,
        due = p.due,
    );
    document("Liberation Sans", &body)
}

/// A US contract office-products and breakroom supplier's invoice for one
/// release against a customer's blanket purchase order, from the invoice
/// layout of its distribution software saved through the word processor:
/// the company's name and lines of business at the left with its federal
/// tax ID, "INVOICE" at the right over two cells of labels over values
/// ("Invoice No. / Invoice Date"), "BILL TO" beside "SHIP TO" (the person
/// who ordered and the mail stop), two ruled strips of labels over values
/// ("Blanket P.O. No. / Release No. / Ordered By / Cost Center / Contract",
/// then "Order No. / Order Date / Ship Date / Ship Via / Terms / Due Date"),
/// the items as "Line / Item No. / Description / U/M / Qty / Unit Price /
/// Extended", "Merchandise / Delivery / Sales Tax / Total Invoice" at the
/// right, and a box of the blanket order's status after this release
/// (authorized, invoiced to date, remaining) before the remittance lines.
pub fn blanket_release(p: &Printed) -> String {
    const BUYERS: [&str; 5] = [
        "Karen Liu",
        "Marcus Webb",
        "Dana Ortiz",
        "Phil Novak",
        "Renee Adams",
    ];
    const VIAS: [&str; 3] = ["Our truck", "UPS Ground", "Next-day desktop"];
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let index = usize::try_from(seed).unwrap_or(0);
    let buyer = BUYERS[index % BUYERS.len()];
    let release = format!("{:03}", 2 + seed % 40);
    let contract = format!("CPA-26-{:03}", 100 + seed % 900);
    let order_no = format!("{}", 7_100_000 + seed * 29 % 800_000);
    let cost_center = format!("{}-{:04}", 100 + seed % 800, seed * 7 % 10_000);
    let mail_stop = format!(
        "MS {}{}",
        char::from(b'A' + (seed % 5) as u8),
        10 + seed % 80
    );
    let tax_id = format!("91-{:07}", (seed * 4_517 + 1_200_331) % 10_000_000);
    let terms = days_from(p.date_ymd, p.due_ymd);
    let (street, town) = two_lines(p.customer_address);
    let domain = p.country_domain();
    let strip = |cells: &[(&str, String)]| -> String {
        let shade = "bgcolor=\"#dfe3ea\" style=\"border: 1px solid #7d8796\"";
        let line = "style=\"border: 1px solid #7d8796\"";
        let labels: String = cells
            .iter()
            .map(|(k, _)| format!("<td {shade}><font size=\"1\"><b>{k}</b></font></td>"))
            .collect();
        let values: String = cells
            .iter()
            .map(|(_, v)| format!("<td {line}>{v}</td>"))
            .collect();
        format!(
            "<table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\"><tr>{labels}</tr><tr>{values}</tr></table>\n"
        )
    };
    let mut first = Vec::new();
    if let Some(po) = &p.po {
        first.push(("Blanket P.O. No.", escape(po)));
        first.push(("Release No.", release.clone()));
    }
    first.extend([
        ("Ordered By", buyer.to_string()),
        ("Cost Center", cost_center),
        ("Contract", contract.clone()),
    ]);
    let second = [
        ("Order No.", order_no),
        ("Order Date", p.date_like(days_earlier(p.date_ymd, 3))),
        ("Ship Date", p.date_like(days_earlier(p.date_ymd, 1))),
        ("Ship Via", VIAS[index % VIAS.len()].to_string()),
        ("Terms", format!("Net {terms}")),
        ("Due Date", p.due.clone()),
    ];
    let (price_head, amount_head) = if p.bare {
        (
            format!("Unit Price ({})", p.currency),
            format!("Extended ({})", p.currency),
        )
    } else {
        ("Unit Price".to_string(), "Extended".to_string())
    };
    let table = items(
        p,
        &[
            ("Line", false),
            ("Item No.", false),
            ("Description", false),
            ("U/M", false),
            ("Qty", true),
            (price_head.as_str(), true),
            (amount_head.as_str(), true),
        ],
        |i, c| {
            let l = &p.lines[i];
            let (price, amount) = if p.bare {
                (l.unit_price.clone(), l.amount.clone())
            } else {
                (l.unit_price_money.clone(), l.amount_money.clone())
            };
            match c {
                0 => l.position.clone(),
                1 => l.code.clone(),
                2 => l.description.clone(),
                3 => (if l.unit == "h" { "HR" } else { "EA" }).to_string(),
                4 => l.quantity.clone(),
                5 => price,
                _ => amount,
            }
        },
        "#dfe3ea",
    );
    let status = match &p.po {
        Some(po) => {
            let total = printed_cents(&p.total);
            let before = (seed * 1_234_567) % 1_500_000 + 20_000;
            let to_date = before + total;
            let authorized = (to_date * 3 / 2 / 1_000_000 + 1) * 1_000_000;
            format!(
                "<table width=\"100%\" cellpadding=\"4\" cellspacing=\"0\" style=\"border: 1px solid #7d8796\"><tr><td>\
                 <font size=\"2\"><b>Blanket P.O. {po} \u{2013} status after release {release}:</b> \
                 amount authorized {authorized} \u{00B7} invoiced to date, this release included, {to_date} \
                 \u{00B7} remaining {remaining}. Please issue a new blanket order before the remaining amount \
                 runs out.</font></td></tr></table>\n",
                po = escape(po),
                authorized = p.money_like(authorized),
                to_date = p.money_like(to_date),
                remaining = p.money_like(authorized - to_date),
            )
        }
        None => String::new(),
    };
    let total = total_text(&p.total, &p.total_money, p);
    let body = format!(
        "<table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\"><tr>\
         <td rowspan=\"3\" valign=\"top\"><font size=\"5\"><b>{vendor}</b></font><br>\
         <font size=\"2\">Office Products \u{00B7} Breakroom \u{00B7} Technology \u{00B7} Furniture<br>\
         {street_v}, {city}<br>Customer Service {phone} \u{00B7} www.{domain}<br>Federal Tax ID {tax_id}</font></td>\
         <td colspan=\"2\" width=\"38%\" align=\"right\"><font size=\"6\" color=\"#4a5566\"><b>INVOICE</b></font></td></tr>\
         <tr><td bgcolor=\"#dfe3ea\" style=\"border: 1px solid #7d8796\"><font size=\"1\"><b>Invoice No.</b></font></td>\
         <td bgcolor=\"#dfe3ea\" style=\"border: 1px solid #7d8796\"><font size=\"1\"><b>Invoice Date</b></font></td></tr>\
         <tr><td style=\"border: 1px solid #7d8796\">{number}</td><td style=\"border: 1px solid #7d8796\">{date}</td></tr>\
         </table>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"5\" cellspacing=\"0\"><tr>\
         <td width=\"50%\" valign=\"top\" style=\"border: 1px solid #7d8796\"><font size=\"1\"><b>BILL TO</b></font><br>\
         {customer}<br>Accounts Payable<br>{street}<br>{town}</td>\
         <td valign=\"top\" style=\"border: 1px solid #7d8796\"><font size=\"1\"><b>SHIP TO</b></font><br>\
         {customer}<br>Attn: {buyer}, {mail_stop}<br>{street}<br>{town}</td></tr></table>\n\
         <p><br></p>\n\
         {first}\
         {second}\
         <p><br></p>\n\
         {table}\
         <table width=\"40%\" align=\"right\" cellpadding=\"3\" cellspacing=\"0\">\
         <tr><td>Merchandise</td><td align=\"right\">{subtotal}</td></tr>\
         <tr><td>Delivery</td><td align=\"right\">No charge</td></tr>\
         <tr><td>Sales Tax {rate}%</td><td align=\"right\">{tax}</td></tr>\
         <tr><td bgcolor=\"#dfe3ea\"><b>Total Invoice</b></td><td bgcolor=\"#dfe3ea\" align=\"right\"><b>{total}</b></td></tr></table>\n\
         <p><br clear=\"all\"></p>\n\
         {status}\
         <p><font size=\"2\">Prices per contract {contract}. Please remit to {vendor}, {street_v}, {city}, and \
         write the invoice number on your check, or pay by ACH (details on request at ar@{domain}). Past-due \
         balances are subject to a finance charge of 1.5% per month. All amounts in {cur}.</font></p>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        number = escape(&p.number),
        date = p.date,
        customer = p.customer,
        first = strip(&first),
        second = strip(&second),
        subtotal = total_text(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = total_text(&p.tax, &p.tax_money, p),
        cur = p.currency,
    );
    document("Liberation Sans", &body)
}

/// Lines of `text` no wider than `width`, as `wrap` makes them, but never
/// breaking inside any of `keep` (a name, a number, a date).
fn wrap_keeping(text: &str, width: usize, keep: &[&str]) -> Vec<String> {
    let mut protected = text.to_string();
    for k in keep {
        protected = protected.replace(k, &k.replace(' ', "\u{1}"));
    }
    wrap(&protected, width)
        .into_iter()
        .map(|line| line.replace('\u{1}', " "))
        .collect()
}

/// A box drawn with `+ - |` of labels over values, each column as wide as
/// its widest text.
fn label_box(cells: &[(&str, &str)]) -> String {
    let widths: Vec<usize> = cells
        .iter()
        .map(|(k, v)| k.chars().count().max(v.chars().count()))
        .collect();
    let rule: String = widths
        .iter()
        .map(|w| format!("+{}", "-".repeat(w + 2)))
        .collect::<String>()
        + "+\n";
    let line = |pick: &dyn Fn(&(&str, &str)) -> String| -> String {
        cells
            .iter()
            .zip(&widths)
            .map(|(cell, w)| format!("| {:<w$} ", pick(cell)))
            .collect::<String>()
            + "|\n"
    };
    format!(
        "{rule}{}{rule}{}{rule}",
        line(&|(k, _)| k.to_string()),
        line(&|(_, v)| v.to_string())
    )
}

/// A US distributor's product invoice printed as plain text from a
/// small-business accounting package on plain paper: the company's name in
/// capitals and its address at the left with "INVOICE" and a box of "DATE /
/// INVOICE NO." at the right, "BILL TO" beside "SHIP TO", a `+ - |` box of
/// labels over values ("P.O. NUMBER / TERMS / REP / DUE DATE" over "SHIP
/// DATE / SHIP VIA / F.O.B. / CUSTOMER NO."), the items with the quantity
/// first ("QTY / ITEM CODE / DESCRIPTION / PRICE EACH / AMOUNT"), later
/// pages headed again with "CONTINUED ON PAGE …" at the foot of all but the
/// last, and after the items the subtotal, the sales tax split out by
/// jurisdiction (state, county or transit district, city) with each rate,
/// the total sales tax, the total, payments and the balance due, and a box
/// of "PHONE # / FAX # / E-MAIL / WEB SITE" at the end.
pub fn tax_jurisdictions(p: &Printed) -> String {
    use Column::{Left, Right};
    const WIDTH: usize = 78;
    const REPS: [&str; 4] = ["JK", "MR", "TB", "AW"];
    const VIAS: [&str; 3] = ["UPS GROUND", "OUR TRUCK", "FEDEX"];
    let seed: usize = p.customer_number.parse().unwrap_or(0);
    let caps = p.vendor.to_uppercase();
    let (street, town) = two_lines(p.customer_address);
    let terms = days_from(p.date_ymd, p.due_ymd);
    let jurisdictions: [&str; 3] = if p.city.contains("Austin") {
        ["TEXAS STATE", "CITY OF AUSTIN", "AUSTIN MTA TRANSIT"]
    } else if p.city.contains("Seattle") {
        ["WASHINGTON STATE", "KING COUNTY RTA", "CITY OF SEATTLE"]
    } else {
        ["STATE", "COUNTY", "CITY"]
    };
    let tenths = p.tax_rate * 10;
    let state = tenths * 6 / 10;
    let county = (tenths - state) / 2;
    let parts = [state, county, tenths - state - county];
    let taxes = super::printed::shares(p.tax_cents, &parts);
    let date_box = {
        let w1 = p.date.chars().count().max(10);
        let w2 = p.number.chars().count().max(11);
        let rule = format!("+{}+{}+", "-".repeat(w1 + 2), "-".repeat(w2 + 2));
        [
            rule.clone(),
            format!("| {:<w1$} | {:<w2$} |", "DATE", "INVOICE NO."),
            rule.clone(),
            format!("| {:<w1$} | {:<w2$} |", p.date, p.number),
            rule,
        ]
    };
    let page_heading = |page: usize, pages: usize| -> String {
        let bw = date_box[0].chars().count();
        let w = WIDTH - bw;
        let mut t = format!("{caps:<w$}{:>bw$}\n", "INVOICE");
        let left = [p.street, p.city, "", "", ""];
        for (l, b) in left.iter().zip(&date_box) {
            t.push_str(&format!("{l:<w$}{b}\n"));
        }
        t.push_str(&format!("{:>WIDTH$}\n", format!("PAGE {page} OF {pages}")));
        t
    };
    let columns = [Right(6), Left(8), Left(30), Right(12), Right(14)];
    let heading = || {
        let mut h = text_row(
            &columns,
            &["QTY", "ITEM", "DESCRIPTION", "PRICE EACH", "AMOUNT"],
        );
        h.push_str(&format!("{}\n", "-".repeat(WIDTH)));
        h
    };
    let heights: Vec<usize> = p
        .lines
        .iter()
        .map(|l| wrap(&l.description, 30).len())
        .collect();
    let pages = text_pages(&heights, 30, 12, 2, 24);
    let mut t = String::new();
    for (index, range) in pages.iter().enumerate() {
        if index > 0 {
            t.push('\x0c');
        }
        t.push_str(&page_heading(index + 1, pages.len()));
        if index == 0 {
            t.push('\n');
            let parties = [
                ("BILL TO", "SHIP TO"),
                (p.customer, p.customer),
                ("ACCOUNTS PAYABLE", "RECEIVING"),
                (street, street),
                (town, town),
            ];
            for (l, r) in parties {
                t.push_str(&text_row(&[Left(38), Left(38)], &[l, r]));
            }
            t.push('\n');
            let mut first: Vec<(&str, String)> = Vec::new();
            if let Some(po) = &p.po {
                first.push(("P.O. NUMBER", po.clone()));
            }
            first.extend([
                ("TERMS", format!("NET {terms}")),
                ("REP", REPS[seed % REPS.len()].to_string()),
                ("DUE DATE", p.due.clone()),
            ]);
            let second = [
                ("SHIP DATE", p.date_like(days_earlier(p.date_ymd, 1))),
                ("SHIP VIA", VIAS[seed % VIAS.len()].to_string()),
                ("F.O.B.", "ORIGIN".to_string()),
                ("CUSTOMER NO.", p.customer_number.clone()),
            ];
            let as_refs = |cells: &[(&str, String)]| -> Vec<(String, String)> {
                cells
                    .iter()
                    .map(|(k, v)| (k.to_string(), v.clone()))
                    .collect()
            };
            for cells in [as_refs(&first), as_refs(&second)] {
                let borrowed: Vec<(&str, &str)> = cells
                    .iter()
                    .map(|(k, v)| (k.as_str(), v.as_str()))
                    .collect();
                t.push_str(&label_box(&borrowed));
            }
            t.push('\n');
        } else {
            t.push_str(&format!("{}\n\n", "=".repeat(WIDTH)));
        }
        t.push_str(&heading());
        for i in range.clone() {
            let l = &p.lines[i];
            t.push_str(&wrapped_row(
                &columns,
                &[
                    &l.quantity,
                    &l.code,
                    &l.description,
                    &l.unit_price,
                    &l.amount,
                ],
                2,
            ));
        }
        if index + 1 < pages.len() {
            t.push_str(&format!("{}\n", "-".repeat(WIDTH)));
            t.push_str(&format!(
                "{:>WIDTH$}\n",
                format!("CONTINUED ON PAGE {}", index + 2)
            ));
        }
    }
    t.push_str(&format!("{}\n", "-".repeat(WIDTH)));
    let sums = [Left(33), Left(28), Right(13)];
    t.push_str(&text_row(&sums, &["", "SUBTOTAL", &p.subtotal]));
    if p.tax_rate == 0 {
        t.push_str(&text_row(
            &sums,
            &["", "SALES TAX - EXEMPT SALE", &p.bare_number(0)],
        ));
    } else {
        for ((name, rate), tax) in jurisdictions.iter().zip(parts).zip(&taxes) {
            let label = format!("  {name:<20}{}.{}%", rate / 10, rate % 10);
            t.push_str(&text_row(&sums, &["", &label, &p.bare_number(*tax)]));
        }
    }
    let tax_label = format!("TOTAL SALES TAX ({}%)", p.tax_rate);
    t.push_str(&text_row(&sums, &["", &tax_label, &p.tax]));
    t.push_str(&format!("{:35}{}\n", "", "-".repeat(43)));
    let total = total_text(&p.total, &p.total_money, p);
    t.push_str(&text_row(&sums, &["", "TOTAL", &total]));
    t.push_str(&text_row(
        &sums,
        &["", "PAYMENTS/CREDITS", &p.bare_number(0)],
    ));
    t.push_str(&text_row(&sums, &["", "BALANCE DUE", &total]));
    t.push_str(&format!("{:35}{}\n\n", "", "=".repeat(43)));
    let notes = format!(
        "Sales tax is charged at the combined rate for the delivery address and shown by taxing \
         jurisdiction. Customers claiming exemption must provide a valid certificate. Please make checks \
         payable to {vendor} and write invoice {number} on your check. All amounts in {cur}.",
        vendor = p.vendor,
        number = p.number,
        cur = p.currency,
    );
    for line in wrap_keeping(&notes, WIDTH, &[p.vendor, &p.number]) {
        t.push_str(&line);
        t.push('\n');
    }
    t.push('\n');
    let phone = p.local_phone();
    let fax = format!("{}{}", &phone[..phone.len() - 1], (seed % 10));
    let email = format!("ar@{}", p.country_domain());
    let web = format!("www.{}", p.country_domain());
    t.push_str(&label_box(&[
        ("PHONE #", phone.as_str()),
        ("FAX #", fax.as_str()),
        ("E-MAIL", email.as_str()),
        ("WEB SITE", web.as_str()),
    ]));
    t
}

/// A UK wholesaler's sales invoice printed as plain text from its accounts
/// package, offering a prompt payment discount in the wording the tax
/// authority allows instead of a credit note: the company's name in
/// capitals with "SALES INVOICE" and the page count at the right, its
/// address, telephone and VAT number beneath and a rule of equals signs,
/// "Invoice To" at the left beside "label : value" lines ("Invoice No /
/// Date/Tax Point / Account / Your Order / Despatch Note / Terms / Nett Due
/// Date"), the items as "CODE / DESCRIPTION / QTY / PRICE / NETT / V" with
/// a VAT code on every line, later pages headed again and "Continued..." at
/// the foot of all but the last, then "GOODS (NETT) / VAT @ … % / INVOICE
/// TOTAL", and beneath it the discount offered if paid within ten days
/// (the date, the discounted amount and the VAT it contains), the bank
/// details and "E. & O.E.".
pub fn settlement_discount(p: &Printed) -> String {
    use Column::{Left, Right};
    const WIDTH: usize = 78;
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let caps = p.vendor.to_uppercase();
    let (street, town) = two_lines(p.customer_address);
    let terms = days_from(p.date_ymd, p.due_ymd);
    let per_mille = if seed % 2 == 0 { 25 } else { 20 };
    let rate_text = if per_mille % 10 == 0 {
        format!("{}%", per_mille / 10)
    } else {
        format!("{}.{}%", per_mille / 10, per_mille % 10)
    };
    let discount_by = p.date_like(days_later(p.date_ymd, 10));
    let despatch_note = format!("DN{:06}", 400_000 + seed * 31 % 500_000);
    let despatched = p.date_like(days_earlier(p.date_ymd, 1 + (seed % 3) as u32));
    let code = if p.tax_rate == 0 { "Z" } else { "S" };
    let equals = format!("{}\n", "=".repeat(WIDTH));
    let dashes = format!("{}\n", "-".repeat(WIDTH));
    let heights: Vec<usize> = p
        .lines
        .iter()
        .map(|l| wrap(&l.description, 30).len())
        .collect();
    let pages = text_pages(&heights, 22, 8, 2, 28);
    let columns = [Left(8), Left(30), Right(6), Right(10), Right(12), Left(1)];
    let heading = || {
        let mut h = text_row(
            &columns,
            &["CODE", "DESCRIPTION", "QTY", "PRICE", "NETT", "V"],
        );
        h.push_str(&text_row(
            &columns,
            &[
                &"-".repeat(8),
                &"-".repeat(30),
                &"-".repeat(6),
                &"-".repeat(10),
                &"-".repeat(12),
                "-",
            ],
        ));
        h
    };
    let page_of = |n: usize| format!("Page {n} of {}", pages.len());
    let mut t = String::new();
    for (index, range) in pages.iter().enumerate() {
        if index > 0 {
            t.push('\x0c');
            t.push_str(&text_row(
                &[Left(50), Right(26)],
                &[&caps, &format!("SALES INVOICE {}", p.number)],
            ));
            t.push_str(&format!("{:>76}\n", page_of(index + 1)));
            t.push_str(&equals);
        } else {
            t.push_str(&text_row(&[Left(50), Right(26)], &[&caps, "SALES INVOICE"]));
            t.push_str(&text_row(
                &[Left(50), Right(26)],
                &[&format!("{}, {}", p.street, p.city), &page_of(1)],
            ));
            t.push_str(&format!(
                "Tel {}   accounts@{}   VAT Reg No {}\n",
                p.local_phone(),
                p.country_domain(),
                p.vat_id
            ));
            t.push_str(&equals);
            let mut right = vec![
                ("Invoice No", p.number.clone()),
                ("Date/Tax Point", p.date.clone()),
                ("Account", p.customer_number.clone()),
            ];
            if let Some(po) = &p.po {
                right.push(("Your Order", po.clone()));
            }
            right.extend([
                ("Despatch Note", format!("{despatch_note} of {despatched}")),
                ("Terms", format!("{terms} days nett, {rate_text} 10 days")),
                ("Nett Due Date", p.due.clone()),
            ]);
            let left = ["Invoice To", p.customer, "Purchase Ledger", street, town];
            for i in 0..left.len().max(right.len()) {
                let l = left.get(i).copied().unwrap_or("");
                let r = right
                    .get(i)
                    .map(|(k, v)| format!("{k:<14}: {v}"))
                    .unwrap_or_default();
                t.push_str(&text_row(&[Left(32), Left(44)], &[l, &r]));
            }
            t.push_str(&equals);
        }
        t.push_str(&heading());
        for i in range.clone() {
            let l = &p.lines[i];
            t.push_str(&wrapped_row(
                &columns,
                &[
                    &l.code,
                    &l.description,
                    &l.quantity,
                    &l.unit_price,
                    &l.amount,
                    code,
                ],
                1,
            ));
        }
        if index + 1 < pages.len() {
            t.push_str(&dashes);
            t.push_str(&format!("{:>78}\n", "Continued..."));
        }
    }
    t.push_str(&dashes);
    let sums = [Left(32), Left(26), Right(12)];
    let vat_label = format!("VAT @ {}% (code {code})", p.tax_rate);
    let total_label = format!("INVOICE TOTAL {}", p.currency);
    t.push_str(&text_row(&sums, &["", "GOODS (NETT)", &p.subtotal]));
    t.push_str(&text_row(&sums, &["", &vat_label, &p.tax]));
    t.push_str(&format!("{:34}{}\n", "", "-".repeat(40)));
    t.push_str(&text_row(&sums, &["", &total_label, &p.total]));
    t.push_str(&format!("{:34}{}\n\n", "", "=".repeat(40)));
    let off = |cents: i64| cents - (cents * per_mille + 500) / 1_000;
    let net = printed_cents(&p.subtotal);
    let vat_paid = off(p.tax_cents);
    let payable = off(net) + vat_paid;
    t.push_str("PROMPT PAYMENT DISCOUNT\n");
    let offer = format!(
        "A discount of {rate_text} of the full price applies if payment is made within 10 days of the \
         invoice date, that is by {discount_by}. No credit note will be issued. Following payment you must \
         ensure you have only recovered the VAT actually paid."
    );
    for line in wrap_keeping(&offer, WIDTH, &[&discount_by]) {
        t.push_str(&line);
        t.push('\n');
    }
    let offer_rows = [Left(2), Left(54), Right(14)];
    t.push_str(&text_row(
        &offer_rows,
        &[
            "",
            &format!("Discounted amount if paid by {discount_by}"),
            &p.bare_number(payable),
        ],
    ));
    t.push_str(&text_row(
        &offer_rows,
        &[
            "",
            "VAT actually paid at the discounted price",
            &p.bare_number(vat_paid),
        ],
    ));
    t.push('\n');
    let (sort_code, account) = p.sort_code_and_account();
    let notes = format!(
        "Otherwise the invoice total is due in full by {due}. BACS: {vendor}, sort code {sort_code}, \
         account {account}; please quote invoice {number} and account {customer_no}. Amounts in {cur}. \
         Title to the goods remains with us until paid for in full.",
        due = p.due,
        vendor = p.vendor,
        number = p.number,
        customer_no = p.customer_number,
        cur = p.currency,
    );
    for line in wrap_keeping(&notes, WIDTH, &[p.vendor, &p.number, &p.due]) {
        t.push_str(&line);
        t.push('\n');
    }
    t.push_str(&format!("{:>78}\n", "E. & O.E."));
    t
}

/// Bytes in base64, for an image embedded in a document as a data URI.
fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::new();
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(char::from(ALPHABET[(n >> (18 - 6 * i) & 63) as usize]));
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// The vendor's bank and its BIC, by the town the vendor sits in.
fn vendor_bank(p: &Printed) -> (&'static str, &'static str) {
    if p.city.contains("Zurich") {
        ("Zürcher Kantonalbank", "ZKBKCHZZ80A")
    } else if p.city.contains("Amsterdam") {
        ("ING Bank N.V.", "INGBNL2A")
    } else {
        ("Commerzbank AG", "COBADEFFXXX")
    }
}

/// A Spanish firm's factura typed into a word-processor template and
/// finished by its invoicing add-on, in Spanish: the VERI*FACTU block at the
/// top left as the regulation places it (the tax QR code, "QR tributario",
/// "VERI*FACTU" and "Factura verificable en la sede electrónica de la
/// AEAT") with the firm's name, address and NIF at the right, a dark band
/// "FACTURA Nº …", the dates and terms run together on one line of small
/// type ("Fecha de expedición: … · Fecha de la operación: … · Vencimiento:
/// … · Su pedido nº: … · Forma de pago: …"), the recipient in a framed table
/// of labels and values ("Razón social / Domicilio / Nº de cliente"), items
/// as "Concepto / Cantidad / Precio unitario / Dto. % / Importe" with the
/// currency in the headings, "Base imponible / Cuota IVA … % / TOTAL
/// FACTURA" at the right, the bank transfer with the due date, and the
/// commercial register entry and the data protection notice at the end.
pub fn factura_verifactu(p: &Printed) -> String {
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let es = |printed: &str| date_in(printed, Language::Spanish);
    let date = es(&p.date);
    let due = es(&p.due);
    let operation = days_earlier(p.date_ymd, (seed % 5) as u32);
    let operation = es(&p.date_like(operation));
    let (bank, bic) = vendor_bank(p);
    let qr = super::chromium::square_code(seed + 28, 25, 26);
    let qr = format!(
        "<img src=\"data:image/svg+xml;base64,{}\" width=\"98\" height=\"98\" alt=\"QR\">",
        base64(qr.as_bytes())
    );
    let tome = 30_000 + seed * 7 % 9_000;
    let sheet = 600_000 + seed * 31 % 300_000;
    let cur = p.currency;
    let mut facts = vec![
        format!("Fecha de expedición: <b>{date}</b>"),
        format!("Fecha de la operación: <b>{operation}</b>"),
        format!("Vencimiento: <b>{due}</b>"),
    ];
    if let Some(po) = &p.po {
        facts.push(format!("Su pedido nº: <b>{}</b>", escape(po)));
    }
    facts.push("Forma de pago: <b>Transferencia bancaria</b>".to_string());
    let facts = facts.join(" &nbsp;\u{00B7}&nbsp; ");
    let small = |text: &str| format!("<font size=\"2\">{text}</font>");
    let table = items(
        p,
        &[
            ("Concepto", false),
            ("Cantidad", true),
            (&format!("Precio unitario ({cur})"), true),
            ("Dto. %", true),
            (&format!("Importe ({cur})"), true),
        ],
        |i, c| {
            let l = &p.lines[i];
            match c {
                0 => l.description.clone(),
                1 => l.quantity.clone(),
                2 => l.unit_price.clone(),
                3 => "0".to_string(),
                _ => l.amount.clone(),
            }
        },
        "#ead9dc",
    );
    let (street, town) = two_lines(p.customer_address);
    let label = |k: &str| format!("<td width=\"22%\" bgcolor=\"#f4eef0\">{}</td>", small(k));
    let body = format!(
        "<table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr>\
         <td width=\"34%\" valign=\"top\">{qr}<br><font size=\"1\">QR tributario</font><br>\
         <font size=\"2\"><b>VERI*FACTU</b></font><br><font size=\"1\">Factura verificable en la sede electrónica de la AEAT</font></td>\
         <td valign=\"top\" align=\"right\"><font size=\"5\" color=\"#7b1f2e\"><b>{vendor}</b></font><br>\
         {contact}</td></tr></table>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"6\" cellspacing=\"0\"><tr><td bgcolor=\"#7b1f2e\">\
         <font color=\"#ffffff\" size=\"4\"><b>FACTURA</b></font><font color=\"#ffffff\"> &nbsp; Nº {number}</font></td></tr></table>\n\
         <p>{facts}</p>\n\
         <table width=\"100%\" border=\"1\" bordercolor=\"#b9a0a6\" cellpadding=\"3\" cellspacing=\"0\">\
         <tr><td colspan=\"2\" bgcolor=\"#ead9dc\"><b>{dest}</b></td></tr>\
         <tr>{l1}<td>{customer}</td></tr>\
         <tr>{l2}<td>{street}, {town}</td></tr>\
         <tr>{l3}<td>{customer_number}</td></tr></table>\n\
         <p><br></p>\n\
         {table}\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\">\
         <tr><td width=\"52%\" rowspan=\"3\" valign=\"top\"><font size=\"1\" color=\"#7b1f2e\"><b>FORMA DE PAGO</b></font><br>{pay}</td>\
         <td width=\"4%\" rowspan=\"3\"></td>\
         <td>Base imponible</td><td align=\"right\">{subtotal}</td></tr>\
         <tr><td>Cuota IVA {rate} %</td><td align=\"right\">{tax}</td></tr>\
         <tr><td bgcolor=\"#ead9dc\"><b>TOTAL FACTURA</b></td><td bgcolor=\"#ead9dc\" align=\"right\"><b>{total}</b></td></tr></table>\n\
         <p><br></p>\n\
         <p><font size=\"1\">{vendor} \u{00B7} Inscrita en el Registro Mercantil de Madrid, Tomo {tome}, Folio 124, Hoja M-{sheet}, Inscripción 1ª \u{00B7} NIF {vat}</font></p>\n\
         <p><font size=\"1\">Protección de datos: de conformidad con el Reglamento (UE) 2016/679 y la Ley Orgánica 3/2018, \
         sus datos se tratan por {vendor} con la finalidad de gestionar la relación comercial y la facturación. \
         Puede ejercer sus derechos de acceso, rectificación, supresión, oposición y portabilidad escribiendo a privacidad@{domain}.</font></p>",
        vendor = escape(p.vendor),
        contact = small(&format!(
            "{} \u{00B7} {}<br>NIF: {}<br>Tel. {} \u{00B7} administracion@{}",
            p.street,
            p.city,
            p.vat_id,
            p.local_phone(),
            p.country_domain()
        )),
        number = escape(&p.number),
        dest = small("DATOS DEL DESTINATARIO"),
        l1 = label("Razón social"),
        l2 = label("Domicilio"),
        l3 = label("Nº de cliente"),
        customer = p.customer,
        customer_number = p.customer_number,
        subtotal = total_text(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = total_text(&p.tax, &p.tax_money, p),
        total = total_text(&p.total, &p.total_money, p),
        pay = small(&format!(
            "Rogamos efectúen el pago mediante transferencia bancaria a la cuenta IBAN {} ({bank}, BIC {bic}) \
             con vencimiento el {due}, indicando en el concepto el número de factura {}.",
            p.iban,
            escape(&p.number)
        )),
        vat = p.vat_id,
        domain = p.country_domain(),
    );
    document("Liberation Sans", &body)
}

/// A Danish firm's faktura made from a word-processor template laid out as
/// one wide table of two columns, in Danish: at the left the small sender
/// line over the customer's address ("Att.: Kreditorbogholderiet"),
/// "Faktura" as the heading with a one-line salutation, the items as
/// "Varenr. / Beskrivelse / Antal / Enhed / Stk.-pris / Beløb" with the
/// currency in the headings, "Subtotal / Moms … % / I alt" beneath them and
/// the request to pay by the due date with the late-payment interest; at
/// the right a tinted column running down the page with the firm's name
/// and, under small headings, every fact of the invoice ("Fakturanr. /
/// Fakturadato / Forfaldsdato / Kundenr. / Deres ordrenr. /
/// Betalingsbetingelser / Valuta") followed by the contact details, the
/// CVR number and the bank account.
pub fn faktura_cvr(p: &Printed) -> String {
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let da = |printed: &str| date_in(printed, Language::Danish);
    let date = da(&p.date);
    let due = da(&p.due);
    let days = days_from(p.date_ymd, p.due_ymd);
    let cvr = format!("{:08}", 30_000_000 + seed * 2_417 % 60_000_000);
    let iban_digits: String = p.iban.chars().filter(char::is_ascii_digit).collect();
    let (bank, bic) = vendor_bank(p);
    let cur = p.currency;
    let small = |text: &str| format!("<font size=\"2\">{text}</font>");
    let heading = |text: &str| format!("<font size=\"1\" color=\"#5a6b4f\"><b>{text}</b></font>");
    let mut facts = vec![
        ("FAKTURANR.", escape(&p.number)),
        ("FAKTURADATO", date),
        ("FORFALDSDATO", due.clone()),
        ("KUNDENR.", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        facts.push(("DERES ORDRENR.", escape(po)));
    }
    facts.push(("BETALINGSBETINGELSER", format!("Netto {days} dage")));
    facts.push(("VALUTA", cur.to_string()));
    let facts: String = facts
        .iter()
        .map(|(k, v)| format!("{}<br>{v}<br><br>", heading(k)))
        .collect();
    let table = {
        let mut out =
            String::from("<table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\">\n<tr>");
        let price_head = format!("Stk.-pris {cur}");
        let amount_head = format!("Beløb {cur}");
        let head = [
            ("Varenr.", false, 12),
            ("Beskrivelse", false, 36),
            ("Antal", true, 9),
            ("&nbsp;&nbsp;Enhed", false, 10),
            (price_head.as_str(), true, 16),
            (amount_head.as_str(), true, 17),
        ];
        let rule = "style=\"border-bottom: 1px solid #5a6b4f\"";
        for (label, right, width) in head {
            let align = if right { " align=\"right\"" } else { "" };
            out.push_str(&format!(
                "<td width=\"{width}%\"{align} {rule}>{}</td>",
                small(&format!("<b>{label}</b>"))
            ));
        }
        out.push_str("</tr>\n");
        let thin = "style=\"border-bottom: 1px solid #d8ddd2\"";
        for l in &p.lines {
            out.push_str(&format!(
                "<tr><td {thin}>{}</td><td {thin}>{}</td><td align=\"right\" {thin}>{}</td><td {thin}>{}</td>\
                 <td align=\"right\" {thin}>{}</td><td align=\"right\" {thin}>{}</td></tr>\n",
                small(&escape(&l.code)),
                small(&escape(&l.description)),
                small(&l.quantity),
                small(if l.unit == "h" {
                    "&nbsp;&nbsp;timer"
                } else {
                    "&nbsp;&nbsp;stk."
                }),
                small(&l.unit_price),
                small(&l.amount),
            ));
        }
        out.push_str("</table>\n");
        out
    };
    let (street, town) = two_lines(p.customer_address);
    let main = format!(
        "<p><font size=\"1\"><u>{vendor} \u{00B7} {street_v} \u{00B7} {city}</u></font></p>\n\
         <p>{customer}<br>Att.: Kreditorbogholderiet<br>{street}<br>{town}</p>\n\
         <p><br></p>\n\
         <p><font size=\"5\"><b>Faktura</b></font></p>\n\
         <p>{hello}</p>\n\
         {table}\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\" style=\"page-break-inside: avoid\">\
         <tr><td width=\"40%\"></td><td>{l_sub}</td><td align=\"right\">{subtotal}</td></tr>\
         <tr><td></td><td>{l_vat}</td><td align=\"right\">{tax}</td></tr>\
         <tr><td></td><td style=\"border-top: 1.5pt solid #5a6b4f\"><b>I alt</b></td><td align=\"right\" style=\"border-top: 1.5pt solid #5a6b4f\"><b>{total}</b></td></tr></table>\n\
         <p>{pay}</p>\n\
         <p>Med venlig hilsen<br>{vendor}</p>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        customer = p.customer,
        hello = small("Hermed tillader vi os at fakturere følgende:"),
        l_sub = small("Subtotal ekskl. moms"),
        l_vat = small(&format!("Moms {} %", p.tax_rate)),
        subtotal = total_text(&p.subtotal, &p.subtotal_money, p),
        tax = total_text(&p.tax, &p.tax_money, p),
        total = total_text(&p.total, &p.total_money, p),
        pay = small(&format!(
            "Beløbet bedes indbetalt senest den {due} på vores bankkonto, jf. bankoplysningerne til højre. Anfør venligst fakturanr. {} ved betaling. \
             Ved betaling efter forfaldsdato tilskrives renter på 0,8 % pr. påbegyndt måned.",
            escape(&p.number)
        )),
    );
    let side = format!(
        "<p><font size=\"4\" color=\"#5a6b4f\"><b>{vendor}</b></font></p>\n\
         <p>{facts}</p>\n\
         <p>{h_contact}<br>{contact}</p>\n\
         <p>{h_cvr}<br>{cvr}</p>\n\
         <p>{h_bank}<br>{bank_lines}</p>",
        vendor = escape(p.vendor),
        h_contact = heading("KONTAKT"),
        contact = small(&format!(
            "{}<br>{}<br>Tlf. {}<br>faktura@{}",
            p.street,
            p.city,
            p.local_phone(),
            p.country_domain()
        )),
        h_cvr = heading("CVR-NR."),
        h_bank = heading("BANK"),
        bank_lines = small(&format!(
            "{bank}<br>Reg.nr. {} Kontonr. {}<br>IBAN {}<br>SWIFT {bic}",
            &iban_digits[2..6],
            &iban_digits[6..16],
            p.iban
        )),
    );
    let body = format!(
        "<table width=\"100%\" cellpadding=\"10\" cellspacing=\"0\"><tr>\
         <td width=\"70%\" valign=\"top\">{main}</td>\
         <td width=\"30%\" valign=\"top\" bgcolor=\"#eef1e8\">{side}</td></tr></table>\n"
    );
    document("Liberation Sans", &body)
}

/// A Polish "Faktura VAT" printed as plain text by an older Polish
/// sales and warehouse program that now sends its invoices to the national
/// e-invoicing system, in Polish: "ORYGINAŁ" at the top right, the seller's
/// name in capitals with its address and tax number at the left beside the
/// place, the date of issue and the date of sale at the right, "FAKTURA VAT
/// nr …" centred with the KSeF number the system gave it beneath,
/// "SPRZEDAWCA" beside "NABYWCA" (the buyer's number and the order), the
/// payment method, due date and account, the items as "Lp / Nazwa towaru
/// lub usługi / Ilość / J.m. / Cena netto / Wartość netto / VAT % / Kwota
/// VAT" under two-line headings with each line's VAT shared out of the
/// whole, later sheets headed by the number and "Strona … z …" with "c.d.
/// na następnej stronie" at the foot of all but the last, then the VAT
/// table by rate with its "Razem" row ("Stawka / Wartość netto / Kwota VAT /
/// Wartość brutto"), "DO ZAPŁATY" with the amount in Polish words
/// ("Słownie"), "Zapłacono / Pozostało do zapłaty", and the two signature
/// lines.
pub fn faktura_ksef(p: &Printed) -> String {
    const WIDTH: usize = 78;
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let pl = |printed: &str| date_in(printed, Language::Polish);
    let date = pl(&p.date);
    let due = pl(&p.due);
    let sale = days_earlier(p.date_ymd, (seed % 4) as u32);
    let sale = pl(&p.date_like(sale));
    let days = days_from(p.date_ymd, p.due_ymd);
    let place = p.city.split_once(' ').map_or(p.city, |(_, town)| town);
    let nip = format!("{:010}", 5_210_000_000 + seed * 7_919 % 700_000_000);
    let (year, month, day) = p.date_ymd;
    let hash = (seed as u64)
        .wrapping_add(u64::from(day) * 131 + u64::from(month))
        .wrapping_mul(0x9E37_79B9_7F4A_7C15);
    let ksef = format!(
        "{nip}-{year}{month:02}{day:02}-{:012X}-{:02X}",
        (hash >> 16) & 0xFFFF_FFFF_FFFF,
        hash & 0xFF
    );
    let (bank, _) = vendor_bank(p);
    let issuer = ["Anna Kowalska", "Piotr Wiśniewski", "Katarzyna Zielińska"][(seed % 3) as usize];
    let total = total_text(&p.total, &p.total_money, p);
    let total_cents = printed_cents(&p.total);
    let vendor_caps = p.vendor.to_uppercase();
    let (street, town) = two_lines(p.customer_address);
    let centre = |text: &str| {
        let pad = WIDTH.saturating_sub(text.chars().count()) / 2;
        format!("{}{text}\n", " ".repeat(pad))
    };
    let pair = |left: &str, right: &str| format!("{}\n", format!("{left:<40}{right}").trim_end());
    let mut first = vec![
        format!("{:>WIDTH$}\n", "ORYGINAŁ"),
        spread(
            &vendor_caps,
            &format!("Miejsce wystawienia: {place}"),
            WIDTH,
        ),
        spread(p.street, &format!("Data wystawienia: {date}"), WIDTH),
        spread(p.city, &format!("Data sprzedaży: {sale}"), WIDTH),
        format!("NIP: {}   Tel. {}\n", p.vat_id, p.local_phone()),
        "\n".to_string(),
        centre(&format!("FAKTURA VAT nr {}", p.number)),
        centre(&format!("Numer KSeF: {ksef}")),
        "\n".to_string(),
        pair("SPRZEDAWCA:", "NABYWCA:"),
        pair(p.vendor, p.customer),
        pair(p.street, street),
        pair(p.city, town),
        pair(
            &format!("NIP: {}", p.vat_id),
            &format!("Nr klienta: {}", p.customer_number),
        ),
    ];
    if let Some(po) = &p.po {
        first.push(pair("", &format!("Zamówienie nr: {po}")));
    }
    first.extend([
        "\n".to_string(),
        format!("Sposób płatności: przelew    Termin płatności: {due} ({days} dni)\n"),
        format!("Rachunek: {} ({bank})\n", p.iban),
        format!("Waluta: {}\n", p.currency),
        "\n".to_string(),
    ]);
    let columns = [
        Column::Right(3),
        Column::Left(24),
        Column::Right(6),
        Column::Left(4),
        Column::Right(10),
        Column::Right(11),
        Column::Right(3),
        Column::Right(9),
    ];
    let join = |cells: &[&str]| -> String {
        let line = columns
            .iter()
            .zip(cells)
            .map(|(column, text)| match *column {
                Column::Left(width) => format!("{text:<width$}"),
                Column::Right(width) => format!("{text:>width$}"),
            })
            .collect::<Vec<_>>()
            .join(" ");
        format!("{}\n", line.trim_end())
    };
    let heading = [
        join(&[
            "Lp",
            "Nazwa towaru lub usługi",
            "Ilość",
            "J.m.",
            "Cena",
            "Wartość",
            "VAT",
            "Kwota",
        ]),
        join(&["", "", "", "", "netto", "netto", "%", "VAT"]),
        format!("{}\n", "-".repeat(WIDTH)),
    ];
    let amounts: Vec<i64> = p.lines.iter().map(|l| l.amount_cents).collect();
    let vat = super::printed::shares(p.tax_cents, &amounts);
    let rate = p.tax_rate.to_string();
    let blocks: Vec<Vec<String>> = p
        .lines
        .iter()
        .zip(&vat)
        .map(|(l, v)| {
            let words = wrap(&l.description, 24);
            let line_vat = p.bare_number(*v);
            let mut out = vec![join(&[
                &format!("{}.", l.position),
                &words[0],
                &l.quantity,
                if l.unit == "h" { "godz" } else { "szt." },
                &l.unit_price,
                &l.amount,
                &rate,
                &line_vat,
            ])];
            for more in &words[1..] {
                out.push(format!("{:4}{more}\n", ""));
            }
            out
        })
        .collect();
    let vat_row = |a: &str, b: &str, c: &str, d: &str| {
        format!(
            "{}\n",
            format!("{:22}{a:<8}{b:>15}{c:>13}{d:>16}", "").trim_end()
        )
    };
    let words = format!(
        "Słownie: {} {} {:02}/100",
        polish_words(total_cents / 100),
        p.currency,
        total_cents % 100
    );
    let mut ending = vec![
        format!("{}\n", "-".repeat(WIDTH)),
        vat_row("Stawka", "Wartość netto", "Kwota VAT", "Wartość brutto"),
        vat_row(&format!("{rate}%"), &p.subtotal, &p.tax, &p.total),
        vat_row("Razem", &p.subtotal, &p.tax, &p.total),
        format!("{}\n", "=".repeat(WIDTH)),
        format!("DO ZAPŁATY: {total}\n"),
    ];
    ending.extend(wrap(&words, WIDTH).into_iter().map(|line| line + "\n"));
    ending.extend([
        format!(
            "Zapłacono: {}    Pozostało do zapłaty: {total}\n",
            p.money_like(0)
        ),
        "\n".to_string(),
        "\n".to_string(),
        "\n".to_string(),
        pair(
            "  .................................",
            "  .................................",
        ),
        pair("  podpis osoby upoważnionej", "  podpis osoby upoważnionej"),
        pair("  do odbioru faktury", "  do wystawienia faktury"),
        pair("", &format!("  Wystawił(a): {issuer}")),
    ]);
    let heights: Vec<usize> = blocks.iter().map(Vec::len).collect();
    let pages = text_pages(&heights, first.len() + 3, 3 + 3, 2, ending.len());
    let count = pages.len();
    let mut t = String::new();
    for (page, range) in pages.iter().enumerate() {
        if page == 0 {
            first.iter().for_each(|line| t.push_str(line));
        } else {
            t.push('\x0c');
            t.push_str(&spread(
                &format!("FAKTURA VAT nr {}", p.number),
                &format!("Strona {} z {count}", page + 1),
                WIDTH,
            ));
            t.push_str(&format!("{}\n\n", "=".repeat(WIDTH)));
        }
        heading.iter().for_each(|line| t.push_str(line));
        for block in &blocks[range.clone()] {
            block.iter().for_each(|line| t.push_str(line));
        }
        if page + 1 < count {
            t.push('\n');
            t.push_str(&format!("{:>WIDTH$}\n", "c.d. na następnej stronie"));
        } else {
            ending.iter().for_each(|line| t.push_str(line));
        }
    }
    t
}

/// A whole number written out in French words, as "Arrêtée la présente
/// facture à la somme de …" spells the amount: 1281 is "mille deux cent
/// quatre-vingt-un", 71 "soixante et onze" and 200 "deux cents".
fn french_words(n: i64) -> String {
    const UNITS: [&str; 17] = [
        "zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix",
        "onze", "douze", "treize", "quatorze", "quinze", "seize",
    ];
    const TENS: [&str; 7] = [
        "",
        "",
        "vingt",
        "trente",
        "quarante",
        "cinquante",
        "soixante",
    ];
    fn below_hundred(n: usize) -> String {
        match n {
            0..=16 => UNITS[n].to_string(),
            17..=19 => format!("dix-{}", UNITS[n - 10]),
            _ => match (n / 10, n % 10) {
                (7, 1) => "soixante et onze".to_string(),
                (7, unit) => format!("soixante-{}", below_hundred(10 + unit)),
                (8, 0) => "quatre-vingts".to_string(),
                (8, unit) => format!("quatre-vingt-{}", UNITS[unit]),
                (9, unit) => format!("quatre-vingt-{}", below_hundred(10 + unit)),
                (tens, 0) => TENS[tens].to_string(),
                (tens, 1) => format!("{} et un", TENS[tens]),
                (tens, unit) => format!("{}-{}", TENS[tens], UNITS[unit]),
            },
        }
    }
    // A group below a thousand; `last` when nothing but a noun (or nothing)
    // follows it, so that "cents" and "quatre-vingts" keep their s.
    let below_thousand = |g: i64, last: bool| -> String {
        let (hundreds, rest) = ((g / 100) as usize, (g % 100) as usize);
        let mut words = Vec::new();
        match hundreds {
            0 => {}
            1 => words.push("cent".to_string()),
            h if rest == 0 && last => words.push(format!("{} cents", UNITS[h])),
            h => words.push(format!("{} cent", UNITS[h])),
        }
        if rest > 0 {
            let tail = below_hundred(rest);
            words.push(if last {
                tail
            } else {
                tail.replace("quatre-vingts", "quatre-vingt")
            });
        }
        words.join(" ")
    };
    if n == 0 {
        return "zéro".to_string();
    }
    let mut words = Vec::new();
    let millions = n / 1_000_000;
    let thousands = n / 1000 % 1000;
    match millions {
        0 => {}
        1 => words.push("un million".to_string()),
        m => words.push(format!("{} millions", below_thousand(m, true))),
    }
    match thousands {
        0 => {}
        1 => words.push("mille".to_string()),
        t => words.push(format!("{} mille", below_thousand(t, false))),
    }
    if n % 1000 > 0 {
        words.push(below_thousand(n % 1000, true));
    }
    words.join(" ")
}

/// A French firm's facture printed as plain text by its commercial
/// management package ("gestion commerciale"), in French: the firm's name
/// in spaced capitals centred over its trade, address and contacts and a
/// rule of equals signs, "Adresse de facturation" beside "Adresse de
/// livraison", a drawn cartouche of capital labels over values ("FACTURE N°
/// / DATE / CODE CLIENT / ÉCHÉANCE / PAGE"), the customer's order only as a
/// line over the items ("Votre commande n° … du …"), items as "Réf. /
/// Désignation / Qté / P.U. HT / Rem. / Montant HT / TVA" with a VAT code,
/// later sheets headed by the number and page and "…/…" at the foot of all
/// but the last; after the last item the footing in drawn boxes: one row
/// "Total HT / Remise / Port HT / Total TVA / Total TTC" over the VAT table
/// by code beside "NET À PAYER", then the due date and the way of payment,
/// the sentence "Arrêtée la présente facture à la somme de …" spelling the
/// amount in French words, the bank details, the late-payment wording the
/// law asks for and the company's legal line.
pub fn facture_arretee(p: &Printed) -> String {
    const WIDTH: usize = 78;
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let fr = |printed: &str| date_in(printed, Language::French);
    let date = fr(&p.date);
    let due = fr(&p.due);
    let ordered = days_earlier(p.date_ymd, 6 + (seed % 8) as u32);
    let ordered = fr(&p.date_like(ordered));
    let (_, bic) = vendor_bank(p);
    let siren = format!("{:09}", 400_000_000 + seed * 9_173 % 500_000_000);
    let siren_spaced = format!("{} {} {}", &siren[..3], &siren[3..6], &siren[6..]);
    let client_code = format!("C{}", p.customer_number);
    let total = total_text(&p.total, &p.total_money, p);
    let total_cents = printed_cents(&p.total);
    let (unit_one, unit_many) = if p.currency == "CHF" {
        ("franc suisse", "francs suisses")
    } else {
        ("euro", "euros")
    };
    let units = total_cents / 100;
    let cents = total_cents % 100;
    let mut sentence = format!(
        "Arrêtée la présente facture à la somme de : {} {}",
        french_words(units),
        if units == 1 { unit_one } else { unit_many }
    );
    if cents > 0 {
        sentence.push_str(&format!(
            " et {} centime{}",
            french_words(cents),
            if cents == 1 { "" } else { "s" }
        ));
    }
    sentence.push('.');
    let spaced: String = p
        .vendor
        .to_uppercase()
        .chars()
        .map(|c| {
            if c == ' ' {
                "  ".to_string()
            } else {
                format!("{c} ")
            }
        })
        .collect::<String>()
        .trim_end()
        .to_string();
    let centre = |text: &str| {
        let pad = WIDTH.saturating_sub(text.chars().count()) / 2;
        format!("{}{text}\n", " ".repeat(pad))
    };
    let pair = |left: &str, right: &str| format!("{}\n", format!(" {left:<40}{right}").trim_end());
    let (street, town) = two_lines(p.customer_address);
    // A row of boxes drawn with `+ - |`, each cell centred in its width.
    let boxes = |widths: &[usize], rows: &[Vec<String>]| -> Vec<String> {
        let rule: String = widths
            .iter()
            .map(|w| format!("+{}", "-".repeat(*w)))
            .collect::<String>()
            + "+\n";
        let mut out = vec![rule.clone()];
        for row in rows {
            let line: String = widths
                .iter()
                .zip(row)
                .map(|(w, text)| {
                    let len = text.chars().count();
                    let left = (w.saturating_sub(len)) / 2;
                    format!(
                        "|{}{text}{}",
                        " ".repeat(left),
                        " ".repeat(w.saturating_sub(len + left))
                    )
                })
                .collect::<String>();
            out.push(line + "|\n");
        }
        out.push(rule);
        out
    };
    let cartouche = |page: usize, count: usize| {
        boxes(
            &[15, 15, 14, 15, 11],
            &[
                ["FACTURE N°", "DATE", "CODE CLIENT", "ÉCHÉANCE", "PAGE"]
                    .map(String::from)
                    .to_vec(),
                vec![
                    p.number.clone(),
                    date.clone(),
                    client_code.clone(),
                    due.clone(),
                    format!("{page}/{count}"),
                ],
            ],
        )
    };
    let first = vec![
        centre(&spaced),
        centre("Fournitures industrielles \u{2013} Maintenance \u{2013} Services"),
        centre(&format!("{} \u{2013} {}", p.street, p.city)),
        centre(&format!(
            "Tél. {} \u{2013} compta@{}",
            p.local_phone(),
            p.country_domain()
        )),
        format!("{}\n", "=".repeat(WIDTH)),
        "\n".to_string(),
        pair("Adresse de facturation", "Adresse de livraison"),
        pair(p.customer, p.customer),
        pair(street, "Service réception"),
        pair(town, street),
        pair("", town),
        "\n".to_string(),
    ];
    let columns = [
        Column::Left(8),
        Column::Left(27),
        Column::Right(6),
        Column::Right(10),
        Column::Right(4),
        Column::Right(11),
        Column::Right(3),
    ];
    let join = |cells: &[&str]| -> String {
        let line = columns
            .iter()
            .zip(cells)
            .map(|(column, text)| match *column {
                Column::Left(width) => format!("{text:<width$}"),
                Column::Right(width) => format!("{text:>width$}"),
            })
            .collect::<Vec<_>>()
            .join(" ");
        format!("{}\n", line.trim_end())
    };
    let mut heading = Vec::new();
    heading.push(join(&[
        "Réf.",
        "Désignation",
        "Qté",
        "P.U. HT",
        "Rem.",
        "Montant HT",
        "TVA",
    ]));
    heading.push(format!("{}\n", "-".repeat(WIDTH)));
    let blocks: Vec<Vec<String>> = p
        .lines
        .iter()
        .map(|l| {
            let words = wrap(&l.description, 27);
            let mut out = vec![join(&[
                &l.code,
                &words[0],
                &l.quantity,
                &l.unit_price,
                "",
                &l.amount,
                "1",
            ])];
            for more in &words[1..] {
                out.push(format!("{:9}{more}\n", ""));
            }
            out
        })
        .collect();
    let zero = p.bare_number(0);
    let mut ending = vec![format!("{}\n", "-".repeat(WIDTH)), "\n".to_string()];
    ending.extend(boxes(
        &[14, 14, 14, 14, 14],
        &[
            ["Total HT", "Remise", "Port HT", "Total TVA", "Total TTC"]
                .map(String::from)
                .to_vec(),
            vec![
                p.subtotal.clone(),
                zero.clone(),
                zero.clone(),
                p.tax.clone(),
                p.total.clone(),
            ],
        ],
    ));
    let recap = boxes(
        &[6, 14, 8, 14],
        &[
            ["Code", "Base HT", "Taux", "Montant TVA"]
                .map(String::from)
                .to_vec(),
            vec![
                "1".to_string(),
                p.subtotal.clone(),
                format!("{},00 %", p.tax_rate),
                p.tax.clone(),
            ],
        ],
    );
    let net = boxes(
        &[28],
        &[vec!["NET À PAYER".to_string()], vec![total.clone()]],
    );
    for (left, right) in recap
        .iter()
        .zip(net.iter().chain(std::iter::repeat(&String::new())))
    {
        ending.push(format!(
            "{}\n",
            format!("{:<48}{}", left.trim_end(), right.trim_end()).trim_end()
        ));
    }
    ending.push("\n".to_string());
    ending.push(format!(
        "Échéance : {due} \u{2013} Mode de règlement : virement bancaire à {} jours\n",
        days_from(p.date_ymd, p.due_ymd)
    ));
    ending.extend(wrap(&sentence, WIDTH).into_iter().map(|line| line + "\n"));
    ending.push(format!("IBAN : {}   BIC : {bic}\n", p.iban));
    if p.bare {
        ending.push(format!("Montants exprimés en {}.\n", p.currency));
    }
    ending.push("\n".to_string());
    let legal = format!(
        "En cas de retard de paiement, une pénalité égale à trois fois le taux d'intérêt légal \
         sera exigible (art. L441-10 du Code de commerce), ainsi qu'une indemnité forfaitaire \
         pour frais de recouvrement de 40 euros. Pas d'escompte pour paiement anticipé. \
         {} \u{2013} RCS Paris {siren_spaced} \u{2013} \
         SIRET {siren_spaced} 00027 \u{2013} APE 4669B \u{2013} N° TVA intracom. {}",
        p.vendor, p.vat_id
    );
    ending.extend(wrap(&legal, WIDTH).into_iter().map(|line| line + "\n"));
    let order_line =
        p.po.as_ref()
            .map(|po| format!("Votre commande n° {po} du {ordered}\n\n"));
    let first_head = first.len() + 4 + usize::from(order_line.is_some()) * 2 + heading.len();
    let heights: Vec<usize> = blocks.iter().map(Vec::len).collect();
    let pages = text_pages(&heights, first_head, 2 + 4 + heading.len(), 2, ending.len());
    let count = pages.len();
    let mut t = String::new();
    for (page, range) in pages.iter().enumerate() {
        if page == 0 {
            first.iter().for_each(|line| t.push_str(line));
        } else {
            t.push('\x0c');
            t.push_str(&spread(
                &p.vendor.to_uppercase(),
                &format!("FACTURE N° {} (suite)", p.number),
                WIDTH,
            ));
            t.push('\n');
        }
        cartouche(page + 1, count)
            .iter()
            .for_each(|line| t.push_str(line));
        t.push('\n');
        if page == 0 {
            if let Some(line) = &order_line {
                t.push_str(line);
            }
        }
        heading.iter().for_each(|line| t.push_str(line));
        for block in &blocks[range.clone()] {
            block.iter().for_each(|line| t.push_str(line));
        }
        if page + 1 < count {
            t.push('\n');
            t.push_str(&format!("{:>WIDTH$}\n", ".../..."));
        } else {
            ending.iter().for_each(|line| t.push_str(line));
        }
    }
    t
}

/// A UK supply-and-fit subcontractor's invoice to a main contractor under
/// the Construction Industry Scheme, typed into a word-processor template:
/// the firm's name and trades at the left with "INVOICE" and "CIS
/// subcontractor invoice" at the right, one flat table of the two parties
/// side by side as label and value rows (name, address, UTR, VAT number and
/// CIS status for the subcontractor; name, address, accounts office
/// reference and site for the contractor), a ruled strip of labels over
/// values ("Invoice No. / Invoice Date (Tax Point) / Your Order No. /
/// Period of Work / Payment Due"), the items as "Item / Description / Qty /
/// Rate / Amount", and the totals as a grid of rows by columns: "Labour /
/// Materials / Invoice" across, "Net / VAT / Invoice total / Less CIS
/// deduction / Amount payable" down, so the invoice's own subtotal, VAT and
/// total stand in its last column with the deduction on labour taken off
/// after them (at a rate of nought the VAT row is the domestic reverse
/// charge); then the request to pay the net amount with the deduction
/// statement, and the bank details.
pub fn cis_subcontractor(p: &Printed) -> String {
    const SHADE: &str = "#e4e9de";
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let utr = format!(
        "{:05} {:05}",
        (seed * 31 + 10_007) % 100_000,
        (seed * 97 + 4_211) % 100_000
    );
    let office_ref = format!("{:03}/{}{:05}", 120 + seed % 800, "AB", seed * 53 % 100_000);
    let period_from = p.date_like(days_earlier(p.date_ymd, 13));
    let period_to = p.date_like(days_earlier(p.date_ymd, 1));
    let (street, town) = two_lines(p.customer_address);
    let (sort_code, account) = p.sort_code_and_account();
    let net: i64 = p.lines.iter().map(|l| l.amount_cents).sum();
    let labour_pct = 30 + seed % 21;
    let labour = net * labour_pct / 100;
    let materials = net - labour;
    let vat = super::printed::shares(p.tax_cents, &[labour, materials]);
    let deduction = (labour * 20 + 50) / 100;
    let total_cents = net + p.tax_cents;
    let payable = total_cents - deduction;
    let num = |cents: i64| p.bare_number(cents);
    let cur = p.currency;
    let cell = "style=\"border: 1px solid #8a9a80\"";
    let head = format!("bgcolor=\"{SHADE}\" style=\"border: 1px solid #8a9a80\"");
    let parties = [
        (("Name", escape(p.vendor)), ("Name", escape(p.customer))),
        (
            ("Address", format!("{}, {}", p.street, p.city)),
            ("Address", format!("{street}, {town}")),
        ),
        (("UTR", utr), ("Accounts office ref.", office_ref)),
        (
            ("VAT Reg. No.", p.vat_id.clone()),
            ("Site", format!("Unit {}, {street}", 2 + seed % 9)),
        ),
        (
            ("CIS status", "Registered for net payment (20%)".to_string()),
            ("Site contact", "Site manager, main contractor".to_string()),
        ),
    ];
    let party_rows: String = parties
        .iter()
        .map(|((lk, lv), (rk, rv))| {
            format!(
                "<tr><td {cell} width=\"17%\"><font size=\"2\" color=\"#55624c\">{lk}</font></td><td {cell} width=\"33%\">{lv}</td>\
                 <td {cell} width=\"17%\"><font size=\"2\" color=\"#55624c\">{rk}</font></td><td {cell}>{rv}</td></tr>\n"
            )
        })
        .collect();
    let mut strip = vec![
        ("Invoice No.", escape(&p.number)),
        ("Invoice Date (Tax Point)", p.date.clone()),
    ];
    if let Some(po) = &p.po {
        strip.push(("Your Order No.", escape(po)));
    }
    strip.extend([
        ("Period of Work", format!("{period_from} to {period_to}")),
        ("Payment Due", p.due.clone()),
    ]);
    let strip_labels: String = strip
        .iter()
        .map(|(k, _)| format!("<td {head}><font size=\"1\"><b>{k}</b></font></td>"))
        .collect();
    let strip_values: String = strip
        .iter()
        .map(|(_, v)| format!("<td {cell}>{v}</td>"))
        .collect();
    let (rate_head, amount_head) = if p.bare {
        (format!("Rate {cur}"), format!("Amount {cur}"))
    } else {
        ("Rate".to_string(), "Amount".to_string())
    };
    let table = items(
        p,
        &[
            ("Item", false),
            ("Description", false),
            ("Qty", true),
            (rate_head.as_str(), true),
            (amount_head.as_str(), true),
        ],
        |i, c| {
            let l = &p.lines[i];
            match c {
                0 => l.position.clone(),
                1 => l.description.clone(),
                2 => l.quantity.clone(),
                3 if p.bare => l.unit_price.clone(),
                3 => l.unit_price_money.clone(),
                _ if p.bare => l.amount.clone(),
                _ => l.amount_money.clone(),
            }
        },
        SHADE,
    );
    let vat_label = if p.tax_rate == 0 {
        "VAT (domestic reverse charge, 0%)".to_string()
    } else {
        format!("VAT @ {}%", p.tax_rate)
    };
    let grid_row = |label: &str, cells: [String; 3], strong: bool| -> String {
        let (b, eb) = if strong { ("<b>", "</b>") } else { ("", "") };
        let values: String = cells
            .iter()
            .map(|v| format!("<td {cell} align=\"right\">{b}{v}{eb}</td>"))
            .collect();
        format!("<tr><td {cell}>{b}{label}{eb}</td>{values}</tr>\n")
    };
    let grid = format!(
        "<table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\">\n\
         <tr><td {head}><b>Summary ({cur})</b></td><td {head} align=\"right\"><b>Labour</b></td>\
         <td {head} align=\"right\"><b>Materials</b></td><td {head} align=\"right\"><b>Invoice</b></td></tr>\n\
         {net_row}{vat_row}{gross_row}{cis_row}{pay_row}</table>\n",
        net_row = grid_row(
            "Net (excl. VAT)",
            [num(labour), num(materials), p.subtotal.clone()],
            false
        ),
        vat_row = grid_row(&vat_label, [num(vat[0]), num(vat[1]), p.tax.clone()], false),
        gross_row = grid_row(
            "Invoice total (incl. VAT)",
            [
                num(labour + vat[0]),
                num(materials + vat[1]),
                p.total.clone()
            ],
            true
        ),
        cis_row = grid_row(
            "Less CIS deduction @ 20% of labour",
            [
                format!("-{}", num(deduction)),
                "n/a".to_string(),
                format!("-{}", num(deduction))
            ],
            false
        ),
        pay_row = grid_row(
            "Amount payable after deduction",
            [String::new(), String::new(), num(payable)],
            true
        ),
    );
    let reverse = if p.tax_rate == 0 {
        "<p><font size=\"2\"><b>Reverse charge:</b> customer to account to HMRC for the VAT on this supply \
         (VAT Act 1994 Section 55A). No VAT is charged.</font></p>\n"
    } else {
        ""
    };
    let body = format!(
        "<table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr>\
         <td valign=\"top\"><font size=\"5\" color=\"#3e5a2b\"><b>{vendor}</b></font><br>\
         <font size=\"2\">Supply &amp; fit \u{00B7} Fit-out \u{00B7} Site services<br>{street_v}, {city}<br>\
         Tel {phone} \u{00B7} accounts@{domain}</font></td>\
         <td valign=\"top\" align=\"right\"><font size=\"6\"><b>INVOICE</b></font><br>\
         <font size=\"2\">CIS subcontractor invoice</font></td></tr></table>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\">\n\
         <tr><td {head} colspan=\"2\"><b>Subcontractor</b></td><td {head} colspan=\"2\"><b>Contractor</b></td></tr>\n\
         {party_rows}</table>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\"><tr>{strip_labels}</tr><tr>{strip_values}</tr></table>\n\
         <p><br></p>\n\
         {table}\
         <p><br></p>\n\
         {grid}\
         <p><br></p>\n\
         {reverse}\
         <p><font size=\"2\">Labour is {labour_pct}% of the net value of this invoice; the CIS deduction applies to labour \
         only, not to materials. Please pay the amount payable after deduction by {due} and send your payment and \
         deduction statement for the tax month with the remittance.</font></p>\n\
         <p><font size=\"2\"><b>Bank:</b> {vendor}, sort code {sort_code}, account {account}, reference {number}. \
         All amounts in {cur}.</font></p>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        domain = p.country_domain(),
        due = p.due,
        number = escape(&p.number),
    );
    document("Liberation Sans", &body)
}

/// A small US business's invoice made from a designer word-processor
/// template that sets every fact large with a small grey caption beneath it
/// rather than a label before or above it: the business's name in large
/// coloured type at the left and "Invoice" in light grey at the right, a
/// strip of values over their captions ("INVOICE NO. / DATE OF ISSUE / DUE
/// DATE / PURCHASE ORDER / AMOUNT DUE"), the customer's and the business's
/// addresses each captioned beneath ("BILLED TO", "FROM"), the items between
/// hairlines as "Description / Qty / Unit price / Amount", the totals as a
/// row of three values over their captions ("SUBTOTAL / SALES TAX … % /
/// TOTAL DUE") at the right, and payment instructions at the foot.
pub fn captioned_values(p: &Printed) -> String {
    const ACCENT: &str = "#6c5ce7";
    const BANKS: [&str; 3] = [
        "Cascade Federal Bank",
        "Lone Star Mercantile Bank",
        "First Harbor Bank",
    ];
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let index = usize::try_from(seed).unwrap_or(0);
    let routing = format!("{:09}", (seed * 7_177 + 121_000_358) % 1_000_000_000);
    let account = format!("{:010}", (seed * 91_733 + 4_400_000_117) % 10_000_000_000);
    let (street, town) = two_lines(p.customer_address);
    let hair = "style=\"border-bottom: 1px solid #b8b8c8\"";
    let caption = |text: &str| format!("<font size=\"1\" color=\"#8a8a9a\">{text}</font>");
    let mut facts = vec![
        ("INVOICE NO.", escape(&p.number)),
        ("DATE OF ISSUE", p.date.clone()),
        ("DUE DATE", p.due.clone()),
    ];
    if let Some(po) = &p.po {
        facts.push(("PURCHASE ORDER", escape(po)));
    }
    facts.push(("AMOUNT DUE", total_text(&p.total, &p.total_money, p)));
    let values: String = facts
        .iter()
        .map(|(_, v)| format!("<td valign=\"bottom\"><font size=\"4\"><b>{v}</b></font></td>"))
        .collect();
    let captions: String = facts
        .iter()
        .map(|(k, _)| format!("<td valign=\"top\">{}</td>", caption(k)))
        .collect();
    let (price_head, amount_head) = if p.bare {
        (
            format!("Unit price ({})", p.currency),
            format!("Amount ({})", p.currency),
        )
    } else {
        ("Unit price".to_string(), "Amount".to_string())
    };
    let mut rows = format!(
        "<tr><td {hair}>{}</td><td {hair} align=\"right\">{}</td><td {hair} align=\"right\">{}</td>\
         <td {hair} align=\"right\">{}</td></tr>\n",
        caption("DESCRIPTION"),
        caption("QTY"),
        caption(&price_head.to_uppercase()),
        caption(&amount_head.to_uppercase()),
    );
    for l in &p.lines {
        let (price, amount) = if p.bare {
            (&l.unit_price, &l.amount)
        } else {
            (&l.unit_price_money, &l.amount_money)
        };
        rows.push_str(&format!(
            "<tr><td {hair}>{}</td><td {hair} align=\"right\">{}</td><td {hair} align=\"right\">{price}</td>\
             <td {hair} align=\"right\">{amount}</td></tr>\n",
            escape(&l.description),
            l.quantity,
        ));
    }
    let sums = [
        (
            "SUBTOTAL".to_string(),
            total_text(&p.subtotal, &p.subtotal_money, p),
        ),
        (
            format!("SALES TAX {}%", p.tax_rate),
            total_text(&p.tax, &p.tax_money, p),
        ),
        (
            "TOTAL DUE".to_string(),
            total_text(&p.total, &p.total_money, p),
        ),
    ];
    let sum_values: String = sums
        .iter()
        .enumerate()
        .map(|(i, (_, v))| {
            let colour = if i == 2 { ACCENT } else { "#2d2d3a" };
            format!("<td align=\"right\" valign=\"bottom\"><font size=\"4\" color=\"{colour}\"><b>{v}</b></font></td>")
        })
        .collect();
    let sum_captions: String = sums
        .iter()
        .map(|(k, _)| format!("<td align=\"right\" valign=\"top\">{}</td>", caption(k)))
        .collect();
    let body = format!(
        "<table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr>\
         <td><font size=\"6\" color=\"{ACCENT}\"><b>{vendor}</b></font></td>\
         <td align=\"right\"><font size=\"6\" color=\"#c4c4d0\">Invoice</font></td></tr></table>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\"><tr>{values}</tr><tr>{captions}</tr></table>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\"><tr>\
         <td width=\"50%\" valign=\"top\">{customer}<br>Accounts Payable<br>{street}<br>{town}</td>\
         <td valign=\"top\">{vendor}<br>{street_v}<br>{city}<br>{phone} \u{00B7} billing@{domain}</td></tr>\
         <tr><td>{billed}</td><td>{from}</td></tr></table>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"4\" cellspacing=\"0\">\n{rows}</table>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\"><tr><td width=\"28%\"></td>{sum_values}</tr>\
         <tr><td></td>{sum_captions}</tr></table>\n\
         <p><br></p>\n\
         <p><font size=\"2\">ACH to {vendor} at {bank}, routing {routing}, account {account}, or a check \
         payable to {vendor} mailed to the address above. Please put invoice {number} on your payment. All amounts in \
         {cur}.</font><br>{pay}</p>\n\
         <p><font size=\"2\" color=\"#8a8a9a\">Thank you for your business.</font></p>",
        vendor = escape(p.vendor),
        customer = p.customer,
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        domain = p.country_domain(),
        billed = caption("BILLED TO"),
        from = caption("FROM"),
        pay = caption("PAYMENT"),
        bank = BANKS[index % BANKS.len()],
        number = escape(&p.number),
        cur = p.currency,
    );
    document("Liberation Sans", &body)
}

/// Lines of a 5250 display, as many as the screen has.
const SCREEN_LINES: usize = 24;

/// Items a line-inquiry screen of `green_screen` shows at a time.
const SCREEN_ITEMS: usize = 12;

/// A US distributor's invoice as its accounts-receivable clerk sends it from
/// a midrange system: not a designed invoice but the invoice inquiry
/// screens printed one after the other with the terminal's print key, each
/// on a sheet of its own under the print-key heading (program, display
/// device, user): every screen has the program name, the company in
/// capitals and the system date and time in its top lines; the header
/// screen lists the invoice as "Label . . . . . :  value" rows (number,
/// date, customer, P.O., terms, due date, currency) and already carries the
/// merchandise amount, sales tax and invoice total, before any item; the
/// line screens list twelve items at a time under "Opt / Ln / Item /
/// Description / Quantity / Unit price / Extension" with "More..." at the
/// foot of all but the last ("Bottom"), and a notes screen gives the
/// remit-to address; function keys along the bottom of each screen.
pub fn green_screen(p: &Printed) -> String {
    const CLERKS: [&str; 4] = ["ARCLERK2", "JMORALES", "KWEBB", "ARSUPV"];
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let index = usize::try_from(seed).unwrap_or(0);
    let caps = p.vendor.to_uppercase();
    let customer = p.customer.to_uppercase();
    let (street, town) = two_lines(p.customer_address);
    let (year, month, day) = days_later(p.date_ymd, 2 + (seed % 12) as u32);
    let system_date = format!("{month:>2}/{day:02}/{:02}", year % 100);
    let device = format!("QPADEV{:04}", 10 + seed % 90);
    let clerk = CLERKS[index % CLERKS.len()];
    let terms = days_from(p.date_ymd, p.due_ymd);
    let time = |screen: i64| {
        let seconds = 9 * 3_600 + (seed * 37) % 14_000 + screen * 23;
        format!(
            "{:02}:{:02}:{:02}",
            seconds / 3_600,
            seconds / 60 % 60,
            seconds % 60
        )
    };
    let top = |program: &str, title: &str, screen: i64| -> String {
        let mut s = format!(
            " Print Key Output{:>60}\n Display device . . . . :  {device}\n User . . . . . . . . . :  {clerk}\n\n",
            format!("Page {}", screen + 1)
        );
        s.push_str(&format!(" {program:<10}{caps:^54}{system_date:>12}\n",));
        s.push_str(&format!(
            " {:<10}{title:^54}{:>12}\n",
            "DSP07",
            time(screen)
        ));
        s
    };
    let finish = |screen: String| -> String {
        // A screen is 24 lines; pad it out so its function keys sit at the foot.
        let (body, keys) = screen.rsplit_once('\u{1}').unwrap_or((&screen, ""));
        let used = body.lines().count().saturating_sub(4);
        let padding = "\n".repeat(SCREEN_LINES.saturating_sub(used + 1));
        format!("{body}{padding}{keys}")
    };
    let field = |label: &str, value: &str| -> String {
        // The dots stand on every other column, the same columns on every
        // row, as display files align them.
        let mut dotted = format!("{label} ");
        while dotted.chars().count() < 27 {
            dotted.push_str(if dotted.chars().count() % 2 == 1 {
                "."
            } else {
                " "
            });
        }
        format!(" {dotted}:  {value}\n")
    };
    let mut screens = Vec::new();
    // The header screen.
    let mut s = top("ARI300D", "Invoice Inquiry - Header", 0);
    s.push('\n');
    s.push_str(&field("Invoice number", &p.number));
    s.push_str(&field("Invoice date", &p.date));
    s.push_str(&field(
        "Customer",
        &format!("{:<8}{customer}", p.customer_number),
    ));
    s.push_str(&field("Bill-to address", &street.to_uppercase()));
    s.push_str(&format!("{:31}{}\n", "", town.to_uppercase()));
    if let Some(po) = &p.po {
        s.push_str(&field("Customer P.O. number", po));
    }
    s.push_str(&field(
        "Terms code",
        &format!("N{terms:<6} NET {terms} DAYS"),
    ));
    s.push_str(&field("Due date", &p.due));
    s.push_str(&field("Currency", p.currency));
    s.push_str(&field("Salesperson", &format!("{:03}", 10 + seed % 40)));
    s.push('\n');
    let amount = |value: &str| format!("{value:>14}");
    s.push_str(&field("Merchandise amount", &amount(&p.subtotal)));
    s.push_str(&field(
        "Sales tax",
        &format!("{}    Rate {}.000 %", amount(&p.tax), p.tax_rate),
    ));
    s.push_str(&field("Invoice total", &amount(&p.total)));
    s.push_str(&field("Amount paid", &amount(&p.bare_number(0))));
    s.push_str(&field("Open balance", &amount(&p.total)));
    s.push('\u{1}');
    s.push_str(" F3=Exit   F8=Lines   F10=Notes   F12=Cancel\n");
    screens.push(finish(s));
    // The line screens.
    let pages: Vec<_> = p.lines.chunks(SCREEN_ITEMS).collect();
    for (n, chunk) in pages.iter().enumerate() {
        let mut s = top("ARI310D", "Invoice Inquiry - Lines", 1 + n as i64);
        s.push_str(&format!(
            " Invoice . . :  {:<18}Customer . . :  {}  {customer}\n",
            p.number, p.customer_number
        ));
        s.push_str(" Type options, press Enter.\n   5=Display line detail   7=Shipments   9=Serial/lot\n\n");
        s.push_str(&format!(
            " {:<3} {:<3} {:<7} {:<28} {:>8} {:>10} {:>11}\n",
            "Opt", "Ln", "Item", "Description", "Quantity", "Unit price", "Extension"
        ));
        for l in chunk.iter() {
            let mut parts = wrap(&l.description, 28).into_iter();
            s.push_str(&format!(
                "  _  {:0>3} {:<7} {:<28} {:>8} {:>10} {:>11}\n",
                l.position,
                l.code,
                parts.next().unwrap_or_default(),
                l.quantity,
                l.unit_price,
                l.amount
            ));
            for rest in parts {
                s.push_str(&format!("{:17}{rest}\n", ""));
            }
        }
        let more = if n + 1 < pages.len() {
            "More..."
        } else {
            "Bottom"
        };
        s.push_str(&format!("{more:>78}\n"));
        s.push('\u{1}');
        s.push_str(" F3=Exit   F7=Backward   F8=Forward   F12=Cancel\n");
        screens.push(finish(s));
    }
    // The notes screen.
    let mut s = top("ARI320D", "Invoice Inquiry - Notes", 1 + pages.len() as i64);
    s.push_str(&format!(
        " Invoice . . :  {:<18}Customer . . :  {}  {customer}\n\n",
        p.number, p.customer_number
    ));
    s.push_str(" Seq  Note text\n");
    let notes = [
        format!("REMIT TO {caps}, {}, {}", p.street, p.city).to_uppercase(),
        format!(
            "ALL AMOUNTS IN {}. PAYMENT DUE {} (NET {terms}).",
            p.currency, p.due
        ),
        "PAST DUE BALANCES SUBJECT TO 1.5% PER MONTH SERVICE CHARGE.".to_string(),
        format!("QUOTE INVOICE {} ON YOUR REMITTANCE.", p.number),
        format!("A/R QUESTIONS {} OPTION 3.", p.local_phone()),
    ];
    for (i, note) in notes.iter().enumerate() {
        for (j, line) in wrap_keeping(note, 70, &[&p.due, &p.number])
            .into_iter()
            .enumerate()
        {
            let seq = if j == 0 {
                format!("{:03}", (i + 1) * 10)
            } else {
                String::new()
            };
            s.push_str(&format!(" {seq:<4} {line}\n"));
        }
    }
    s.push_str(&format!("{:>78}\n", "Bottom"));
    s.push('\u{1}');
    s.push_str(" F3=Exit   F12=Cancel\n");
    screens.push(finish(s));
    screens.join("\x0c")
}

/// A UK supplier's monthly account invoice printed as plain text by an old
/// accounts system, one line for every delivery in the month with its date
/// and docket number and a running balance column that adds each line's net
/// value to the ones before: the supplier's letterhead flush right, the
/// customer's address at the left, "ACCOUNT INVOICE" spaced out and
/// underlined, three columns of label and value pairs (account, period and
/// your order; invoice number, tax point and due date; page and terms), the
/// items as "Date / Docket / Description / Qty / Price / Nett / Balance",
/// "Carried forward" with the balance at the foot of all but the last page
/// and "Brought forward" at the head of the next, and after the last
/// delivery "Goods (nett) / VAT @ … % / Total due", the note that signed
/// dockets are held, and the bank details.
pub fn running_balance(p: &Printed) -> String {
    const WIDTH: usize = 78;
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let n = p.lines.len();
    let docket = 60_000 + seed * 17 % 30_000;
    let short = |(y, m, d): (i32, u32, u32)| format!("{d:02}/{m:02}/{:02}", y % 100);
    let delivered: Vec<(i32, u32, u32)> = (0..n)
        .map(|i| {
            days_earlier(
                p.date_ymd,
                u32::try_from((n - 1 - i) * 27 / n.max(1)).unwrap_or(0),
            )
        })
        .collect();
    let period_from = short(days_earlier(p.date_ymd, 27));
    let period_to = short(p.date_ymd);
    let terms = days_from(p.date_ymd, p.due_ymd);
    let (street, town) = two_lines(p.customer_address);
    let row = |date: &str,
               docket: &str,
               description: &str,
               qty: &str,
               price: &str,
               net: &str,
               balance: &str| {
        format!(
            "{date:<8} {docket:<6} {description:<25} {qty:>5} {price:>9} {net:>9} {balance:>10}\n"
        )
        .trim_end()
        .to_string()
            + "\n"
    };
    let heading = format!(
        "{}{}",
        row(
            "DATE",
            "DOCKET",
            "DESCRIPTION",
            "QTY",
            "PRICE",
            "NETT",
            "BALANCE"
        ),
        row(
            "--------",
            "------",
            &"-".repeat(25),
            "-----",
            "---------",
            "---------",
            "----------"
        )
    );
    let heights: Vec<usize> = p
        .lines
        .iter()
        .map(|l| wrap(&l.description, 25).len())
        .collect();
    let pages = text_pages(&heights, 26, 8, 2, 16);
    let mut balance = 0i64;
    let mut t = String::new();
    for (index, range) in pages.iter().enumerate() {
        let page_label = format!("Page {} of {}", index + 1, pages.len());
        if index == 0 {
            for line in [
                p.vendor.to_uppercase(),
                p.street.to_string(),
                p.city.to_string(),
                format!("Tel {}", p.local_phone()),
                format!("VAT Reg No {}", p.vat_id),
            ] {
                t.push_str(&format!("{line:>WIDTH$}\n"));
            }
            t.push('\n');
            for line in [p.customer, "Accounts Payable", street, town] {
                t.push_str(&format!("{line}\n"));
            }
            t.push_str("\n\n");
            for line in [
                "A C C O U N T   I N V O I C E",
                "=============================",
            ] {
                t.push_str(format!("{line:^WIDTH$}").trim_end());
                t.push('\n');
            }
            t.push('\n');
            let mut account = vec![
                ("Account", p.customer_number.clone()),
                ("Period", format!("{period_from}-{period_to}")),
            ];
            if let Some(po) = &p.po {
                account.push(("Your Order", po.clone()));
            }
            let invoice = [
                ("Invoice No", p.number.clone()),
                ("Tax Point", p.date.clone()),
                ("Due Date", p.due.clone()),
            ];
            let other = [
                ("Page", format!("1 of {}", pages.len())),
                ("Terms", format!("{terms} days")),
            ];
            for i in 0..3 {
                let pair = |list: &[(&str, String)]| {
                    list.get(i)
                        .map(|(k, v)| format!("{k:<11}{v}"))
                        .unwrap_or_default()
                };
                let line = format!(
                    "{:<30}{:<30}{}",
                    pair(&account),
                    pair(&invoice),
                    pair(&other)
                );
                t.push_str(line.trim_end());
                t.push('\n');
            }
            t.push_str(&"=".repeat(WIDTH));
            t.push('\n');
            t.push_str(&heading);
        } else {
            t.push('\x0c');
            t.push_str(&format!(
                "{:<50}{:>28}\n",
                p.vendor.to_uppercase(),
                format!("ACCOUNT INVOICE {}", p.number)
            ));
            t.push_str(&format!(
                "{:<50}{:>28}\n",
                format!("Account {}  {}", p.customer_number, p.customer),
                page_label
            ));
            t.push_str(&"=".repeat(WIDTH));
            t.push('\n');
            t.push_str(&heading);
            t.push_str(&row(
                "",
                "",
                "Brought forward",
                "",
                "",
                "",
                &p.bare_number(balance),
            ));
        }
        for i in range.clone() {
            let l = &p.lines[i];
            balance += l.amount_cents;
            let mut parts = wrap(&l.description, 25).into_iter();
            t.push_str(&row(
                &short(delivered[i]),
                &format!("{}", docket + i as i64 * 3 + (i as i64 % 2)),
                &parts.next().unwrap_or_default(),
                &l.quantity,
                &l.unit_price,
                &l.amount,
                &p.bare_number(balance),
            ));
            for rest in parts {
                t.push_str(&format!("{:16}{rest}\n", ""));
            }
        }
        if index + 1 < pages.len() {
            t.push_str(&"-".repeat(WIDTH));
            t.push('\n');
            t.push_str(&row(
                "",
                "",
                "Carried forward",
                "",
                "",
                "",
                &p.bare_number(balance),
            ));
        }
    }
    t.push_str(&"-".repeat(WIDTH));
    t.push('\n');
    let sum = |label: &str, value: &str| format!("{:36}{label:<26}{value:>16}\n", "");
    t.push_str(&sum("Goods (nett)", &p.subtotal));
    t.push_str(&sum(&format!("VAT @ {}%", p.tax_rate), &p.tax));
    t.push_str(&format!("{:62}{}\n", "", "-".repeat(16)));
    t.push_str(&sum(&format!("TOTAL DUE  {}", p.currency), &p.total));
    t.push_str(&format!("{:62}{}\n\n", "", "=".repeat(16)));
    let (sort_code, account) = p.sort_code_and_account();
    let notes = format!(
        "{n} deliveries this period. Signed delivery dockets are held at our office and copies are available \
         on request. The balance column is a running total of the nett value of the deliveries above; VAT is \
         added once, on the total. Payment of {total} {cur} is due by {due}. BACS: {vendor}, sort code \
         {sort_code}, account {account}, quoting account {customer_no}.",
        total = p.total,
        cur = p.currency,
        due = p.due,
        vendor = p.vendor,
        customer_no = p.customer_number,
    );
    for line in wrap_keeping(&notes, WIDTH, &[p.vendor, &p.due]) {
        t.push_str(&line);
        t.push('\n');
    }
    t
}

// Held out: a thirtieth round of seven, written the same way without
// looking at the extractor or at how it fares on any family above.

use super::chromium::{latvian_date, latvian_words};
use super::printed::{cents_in, grouped, hundredths_in, quantity_with};

/// A date written out in English, for `date_in` and the like to put into a
/// language.
fn english_long((year, month, day): (i32, u32, u32)) -> String {
    format!("{day} {} {year}", MONTHS[month as usize - 1])
}

/// A Latvian "preču pavadzīme – rēķins" (the waybill that is also the
/// invoice, travelling with the goods) from a wholesaler's stock and
/// invoicing program, exported to the word processor, in Latvian, on the
/// ruled form such documents keep: the sender's line at the top, "PREČU
/// PAVADZĪME – RĒĶINS" centred over "Nr. …" and the date of issue written
/// out ("Izrakstīšanas datums: 2026. gada 3. martā"), one ruled table of the
/// two parties side by side ("Preču nosūtītājs (piegādātājs)" and "Preču
/// saņēmējs (pircējs)" with name, registration and VAT numbers, legal
/// address, place of loading or unloading, bank and account or customer
/// number), a second ruled table of the transaction and the transport
/// ("Pasūtījuma Nr. / Preču piegādes datums / Samaksas veids / Samaksas
/// termiņš / Valūta / Pārvadātājs / Transportlīdzeklis / Vadītājs"), the
/// items as "Nr. p.k. / Preces kods / Preces (pakalpojuma) nosaukums / Mērv.
/// / Daudzums / Cena bez PVN / Summa bez PVN" with the currency in the
/// heads, "Kopā bez PVN / PVN … % / Kopā apmaksai" at the right, the total
/// spelt out in Latvian, the retention of title, and the signature blocks of
/// whoever handed over and received the goods with "Z. v." for the stamps;
/// numbers as 1 234,56 and dates as 03.03.2026.
pub fn pavadzime(p: &Printed) -> String {
    const DRIVERS: [&str; 3] = ["Māris Liepiņš", "Edgars Kalējs", "Artūrs Zariņš"];
    const STOREKEEPERS: [&str; 3] = ["Inese Kļaviņa", "Dace Krūmiņa", "Kristaps Ābele"];
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let issued = latvian_date(&english_long(p.date_ymd), p.date_ymd);
    let dots = |(year, month, day): (i32, u32, u32)| format!("{day:02}.{month:02}.{year}.");
    let delivered = dots(days_earlier(p.date_ymd, (seed % 2) as u32));
    let due = dots(p.due_ymd);
    let number = |cents: i64| grouped(cents, "\u{00A0}", ",");
    let registration = format!("4000{:07}", seed * 389 % 10_000_000);
    let buyer_registration = format!("4010{:07}", seed * 613 % 10_000_000);
    let vehicle = format!(
        "{}{}-{}",
        char::from(b'A' + (seed % 26) as u8),
        char::from(b'A' + (seed / 26 % 26) as u8),
        1000 + seed % 9000
    );
    let (bank, bic) = vendor_bank(p);
    let subtotal = cents_in(&p.subtotal);
    let total = cents_in(&p.total);
    let (unit_word, cent_word) = match (p.currency, total % 100) {
        ("CHF", c) if c % 10 == 1 && c != 11 => ("Šveices franki", "santīms"),
        ("CHF", _) => ("Šveices franki", "santīmi"),
        (_, c) if c % 10 == 1 && c != 11 => ("euro", "cents"),
        _ => ("euro", "centi"),
    };
    let words = latvian_words(total / 100);
    let mut letters = words.chars();
    let words = letters
        .next()
        .map(|c| c.to_uppercase().collect::<String>() + letters.as_str())
        .unwrap_or_default();
    let spelt = format!("{words} {unit_word}, {:02} {cent_word}", total % 100);
    let small = |text: &str| format!("<font size=\"2\">{text}</font>");
    let grey = "bgcolor=\"#e6e6e6\"";
    let pair = |k1: &str, v1: &str, k2: &str, v2: &str| {
        format!(
            "<tr><td width=\"17%\" valign=\"top\">{}</td><td width=\"33%\" valign=\"top\">{v1}</td>\
             <td width=\"17%\" valign=\"top\">{}</td><td valign=\"top\">{v2}</td></tr>\n",
            small(k1),
            small(k2)
        )
    };
    let parties = [
        pair(
            "Nosaukums",
            &format!("<b>{}</b>", escape(p.vendor)),
            "Nosaukums",
            &format!("<b>{}</b>", p.customer),
        ),
        pair(
            "Reģistrācijas Nr.",
            &registration,
            "Reģistrācijas Nr.",
            &buyer_registration,
        ),
        pair(
            "PVN maksātāja Nr.",
            &p.vat_id,
            "PVN maksātāja Nr.",
            &format!("LV{buyer_registration}"),
        ),
        pair(
            "Juridiskā adrese",
            &format!("{}, {}", p.street, p.city),
            "Juridiskā adrese",
            p.customer_address,
        ),
        pair(
            "Iekraušanas vieta",
            &format!("Noliktava, {}, {}", p.street, p.city),
            "Izkraušanas vieta",
            p.customer_address,
        ),
        pair(
            "Banka",
            &format!("{bank}, {bic}"),
            "Klienta Nr.",
            &p.customer_number,
        ),
        pair("Konta Nr.", &p.iban, "Kontaktpersona", "Iepirkumu nodaļa"),
    ]
    .concat();
    let order = match &p.po {
        Some(po) => ("Pasūtījuma Nr.", format!("<b>{}</b>", escape(po))),
        None => ("Darījuma pamatojums", "mutisks pasūtījums".to_string()),
    };
    let transport = [
        pair("Darījuma veids", "preču pārdošana", order.0, &order.1),
        pair(
            "Preču piegādes datums",
            &delivered,
            "Samaksas veids",
            "pārskaitījums",
        ),
        pair(
            "Samaksas termiņš",
            &format!("<b>{due}</b>"),
            "Valūta",
            p.currency,
        ),
        pair(
            "Pārvadātājs",
            &format!("{} (paša transports)", escape(p.vendor)),
            "Transportlīdzeklis",
            &format!("VW Crafter, valsts Nr. {vehicle}"),
        ),
        pair(
            "Vadītājs",
            DRIVERS[(seed % 3) as usize],
            "Piegādes nosacījumi",
            "DAP, pircēja noliktava",
        ),
    ]
    .concat();
    let cur = p.currency;
    let mut lines = format!(
        "<table width=\"100%\" border=\"1\" cellpadding=\"3\" cellspacing=\"0\">\n<thead><tr>\
         <td {grey} width=\"6%\" align=\"center\">{}</td><td {grey} width=\"10%\">{}</td><td {grey}>{}</td>\
         <td {grey} width=\"7%\" align=\"center\">{}</td><td {grey} width=\"9%\" align=\"right\">{}</td>\
         <td {grey} width=\"14%\" align=\"right\">{}</td><td {grey} width=\"15%\" align=\"right\">{}</td></tr></thead>\n",
        small("<b>Nr. p.k.</b>"),
        small("<b>Preces kods</b>"),
        small("<b>Preces (pakalpojuma) nosaukums</b>"),
        small("<b>Mērv.</b>"),
        small("<b>Daudzums</b>"),
        small(&format!("<b>Cena bez PVN, {cur}</b>")),
        small(&format!("<b>Summa bez PVN, {cur}</b>")),
    );
    for l in &p.lines {
        lines.push_str(&format!(
            "<tr><td align=\"center\">{}.</td><td>{}</td><td>{}</td><td align=\"center\">{}</td>\
             <td align=\"right\">{}</td><td align=\"right\">{}</td><td align=\"right\">{}</td></tr>\n",
            l.position,
            l.code,
            escape(&l.description),
            if l.unit == "h" { "st." } else { "gab." },
            l.quantity,
            number(cents_in(&l.unit_price)),
            number(l.amount_cents),
        ));
    }
    lines.push_str("</table>\n");
    let totals = format!(
        "<table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\" style=\"page-break-inside: avoid\">\
         <tr><td width=\"55%\"></td><td>Kopā bez PVN, {cur}</td><td align=\"right\">{subtotal}</td></tr>\
         <tr><td></td><td>PVN {rate} %, {cur}</td><td align=\"right\">{tax}</td></tr>\
         <tr><td></td><td {grey}><b>Kopā apmaksai, {cur}</b></td><td {grey} align=\"right\"><b>{total}</b></td></tr></table>\n",
        subtotal = number(subtotal),
        rate = p.tax_rate,
        tax = number(p.tax_cents),
        total = number(total),
    );
    let signatures = format!(
        "<table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\" style=\"page-break-inside: avoid\">\
         <tr><td width=\"50%\"><b>Preces izsniedza:</b></td><td><b>Preces pieņēma:</b></td></tr>\
         <tr><td>{keeper}, noliktavas pārzine(-is)</td><td>______________________________</td></tr>\
         <tr><td>{hint}</td><td>{hint}</td></tr>\
         <tr><td>Datums: {date_dots}</td><td>Datums: ____________</td></tr>\
         <tr><td>Z. v.</td><td>Z. v.</td></tr>\
         <tr><td><br><b>Preces pārvadāšanai pieņēma:</b> {driver}</td><td><br>______________________________</td></tr></table>\n",
        keeper = STOREKEEPERS[(seed % 3) as usize],
        hint = small("(amats, vārds, uzvārds, paraksts)"),
        date_dots = dots(p.date_ymd),
        driver = DRIVERS[(seed % 3) as usize],
    );
    let body = format!(
        "<p>{sender}</p>\n\
         <p align=\"center\"><font size=\"5\"><b>PREČU PAVADZĪME \u{2013} RĒĶINS</b></font><br>\
         <font size=\"4\"><b>Nr. {number}</b></font><br>Izrakstīšanas datums: {issued}</p>\n\
         <table width=\"100%\" border=\"1\" cellpadding=\"3\" cellspacing=\"0\">\n\
         <tr><td colspan=\"2\" {grey}><b>Preču nosūtītājs (piegādātājs)</b></td><td colspan=\"2\" {grey}><b>Preču saņēmējs (pircējs)</b></td></tr>\n\
         {parties}</table>\n\
         <p><br></p>\n\
         <table width=\"100%\" border=\"1\" cellpadding=\"3\" cellspacing=\"0\">\n{transport}</table>\n\
         <p><br></p>\n\
         {lines}\
         {totals}\
         <p><i>Summa vārdiem:</i> {spelt}</p>\n\
         <p>{terms}</p>\n\
         {signatures}",
        sender = small(&format!(
            "{} \u{00B7} {}, {} \u{00B7} Tālr. {} \u{00B7} noliktava@{}",
            escape(p.vendor),
            p.street,
            p.city,
            p.local_phone(),
            p.country_domain()
        )),
        number = escape(&p.number),
        terms = small(&format!(
            "Lūdzam apmaksāt līdz {due}, maksājuma mērķī norādot pavadzīmes numuru. \
             Preču īpašuma tiesības pāriet pircējam pēc pilnas samaksas saņemšanas. \
             Pretenzijas par preču daudzumu un kvalitāti pieņemam 5 darba dienu laikā pēc saņemšanas."
        )),
    );
    document("Liberation Serif", &body)
}

/// The prefix of the customer's VAT number by the country its address is
/// in, where it has one.
fn customer_vat_prefix(address: &str) -> Option<&'static str> {
    if address.contains("Dublin") {
        Some("IE")
    } else if address.contains("BS1") || address.contains("Bristol") {
        Some("GB")
    } else {
        None
    }
}

/// A Cypriot firm's invoice from a word-processor template, as firms in
/// Cyprus print them with every label in Greek and in English: the firm's
/// name in blue at the top left with its address, telephone, VAT
/// registration number, company registration ("ΗΕ …") and tax
/// identification code beneath, "ΤΙΜΟΛΟΓΙΟ" over "INVOICE" and "ΠΡΩΤΟΤΥΠΟ /
/// ORIGINAL" at the right, one framed table with the customer in a tall cell
/// at the left ("Πελάτης / Customer", with the customer's VAT number) beside
/// shaded labels and their values ("Αρ. Τιμολογίου / Invoice No.",
/// "Ημερομηνία / Date", "Κωδ. Πελάτη / Account No.", "Αρ. Παραγγελίας σας /
/// Your Order No.", "Όροι Πληρωμής / Terms", "Ημ. Λήξης / Due Date",
/// "Πωλητής / Salesperson"), the items under two-line heads ("Κωδικός /
/// Code", "Περιγραφή / Description", "Ποσότητα / Qty", "Τιμή Μονάδας / Unit
/// Price", "ΦΠΑ / VAT", "Ποσό / Amount"), the VAT analysis at the left beside
/// "Καθαρό Σύνολο / Net Total, ΦΠΑ / VAT, ΣΥΝΟΛΟ / TOTAL" at the right, the
/// bank details, "Επιταγές πληρωτέες σε / Cheques payable to", "Ε.&Ο.Ε."
/// and the delivered-by and received-by lines; numbers as Cyprus prints them
/// (1,234.56) and dates as 03/03/2026.
pub fn timologio_cy(p: &Printed) -> String {
    const SALES: [&str; 3] = ["Andreas Georgiou", "Maria Christodoulou", "Nikos Ioannou"];
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let slashes = |(year, month, day): (i32, u32, u32)| format!("{day:02}/{month:02}/{year}");
    let terms = days_from(p.date_ymd, p.due_ymd);
    let he = format!("ΗΕ {}", 100_000 + seed * 37 % 400_000);
    let tic = format!(
        "{}{}",
        12_000_000 + seed * 4_111 % 8_000_000,
        char::from(b'A' + (seed % 26) as u8)
    );
    let (bank, bic) = vendor_bank(p);
    let sign = if p.currency == "EUR" { "€" } else { "CHF " };
    let number = |cents: i64| grouped(cents, ",", ".");
    let money = |cents: i64| format!("{sign}{}", number(cents));
    let blue = "#1b4f72";
    let shade = "bgcolor=\"#e3ebf2\"";
    let small = |text: &str| format!("<font size=\"2\">{text}</font>");
    let bi = |el: &str, en: &str| format!("{el} / <i>{en}</i>");
    let (street, town) = two_lines(p.customer_address);
    let buyer_vat = customer_vat_prefix(p.customer_address)
        .map(|prefix| {
            format!(
                "<br>{}: {prefix}{:09}",
                small(&bi("Αρ. ΦΠΑ Πελάτη", "Customer VAT No.")),
                seed * 7_001 % 1_000_000_000
            )
        })
        .unwrap_or_default();
    let mut data = vec![
        (
            bi("Αρ. Τιμολογίου", "Invoice No."),
            format!("<b>{}</b>", escape(&p.number)),
        ),
        (bi("Ημερομηνία", "Date"), slashes(p.date_ymd)),
        (bi("Κωδ. Πελάτη", "Account No."), p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        data.push((bi("Αρ. Παραγγελίας σας", "Your Order No."), escape(po)));
    }
    data.extend([
        (
            bi("Όροι Πληρωμής", "Terms"),
            format!("{terms} ημέρες / <i>{terms} days</i>"),
        ),
        (
            bi("Ημ. Λήξης", "Due Date"),
            format!("<b>{}</b>", slashes(p.due_ymd)),
        ),
        (
            bi("Πωλητής", "Salesperson"),
            SALES[(seed % 3) as usize].to_string(),
        ),
    ]);
    let rows = data.len();
    let data: String = data
        .iter()
        .enumerate()
        .map(|(i, (k, v))| {
            let customer = if i == 0 {
                format!(
                    "<td rowspan=\"{rows}\" width=\"46%\" valign=\"top\">{}<br><b>{}</b><br>{street}<br>{town}{buyer_vat}</td>",
                    small(&bi("Πελάτης", "Customer")),
                    p.customer
                )
            } else {
                String::new()
            };
            format!("<tr>{customer}<td {shade} width=\"27%\">{}</td><td>{v}</td></tr>\n", small(k))
        })
        .collect();
    let heading = if p.bare {
        format!(" ({})", p.currency)
    } else {
        format!(" {}", sign.trim())
    };
    let head = |el: &str, en: &str, right: bool| {
        format!(
            "<td {shade}{}><font size=\"2\"><b>{el}</b><br><i>{en}</i></font></td>",
            if right { " align=\"right\"" } else { "" }
        )
    };
    let mut lines = format!(
        "<table width=\"100%\" border=\"1\" bordercolor=\"{blue}\" cellpadding=\"3\" cellspacing=\"0\">\n<thead><tr>{}{}{}{}{}{}</tr></thead>\n",
        head("Κωδικός", "Code", false),
        head("Περιγραφή", "Description", false),
        head("Ποσότητα", "Qty", true),
        head(
            &format!("Τιμή Μονάδας{heading}"),
            &format!("Unit Price{heading}"),
            true
        ),
        head("ΦΠΑ", "VAT", true),
        head(&format!("Ποσό{heading}"), &format!("Amount{heading}"), true),
    );
    for l in &p.lines {
        lines.push_str(&format!(
            "<tr><td>{}</td><td>{}</td><td align=\"right\">{}</td><td align=\"right\">{}</td>\
             <td align=\"right\">{}%</td><td align=\"right\">{}</td></tr>\n",
            l.code,
            escape(&l.description),
            quantity_with(hundredths_in(&l.quantity), "."),
            number(cents_in(&l.unit_price)),
            p.tax_rate,
            number(l.amount_cents),
        ));
    }
    lines.push_str("</table>\n");
    let subtotal = cents_in(&p.subtotal);
    let total = cents_in(&p.total);
    let totals = format!(
        "<table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\" style=\"page-break-inside: avoid\">\
         <tr><td colspan=\"3\" {shade}>{analysis}</td><td width=\"6%\"></td><td {shade}>{net_label}</td><td align=\"right\">{net}</td></tr>\
         <tr><td>{rate_label}</td><td align=\"right\">{net_small}</td><td align=\"right\">{vat_small}</td><td></td>\
         <td {shade}>{vat_label}</td><td align=\"right\">{vat}</td></tr>\
         <tr><td>{rate}%</td><td align=\"right\">{net_n}</td><td align=\"right\">{vat_n}</td><td></td>\
         <td bgcolor=\"{blue}\"><font color=\"#ffffff\"><b>ΣΥΝΟΛΟ / TOTAL</b></font></td>\
         <td bgcolor=\"{blue}\" align=\"right\"><font color=\"#ffffff\"><b>{total}</b></font></td></tr></table>\n",
        analysis = small(&format!("<b>{}</b>", bi("Ανάλυση ΦΠΑ", "VAT Analysis"))),
        net_label = bi("Καθαρό Σύνολο", "Net Total"),
        net = money(subtotal),
        rate_label = small(&bi("Συντελεστής", "Rate")),
        net_small = small(&bi("Καθαρό", "Net")),
        vat_small = small(&bi("ΦΠΑ", "VAT")),
        vat_label = bi(
            &format!("ΦΠΑ {}%", p.tax_rate),
            &format!("VAT {}%", p.tax_rate)
        ),
        vat = money(p.tax_cents),
        rate = p.tax_rate,
        net_n = number(subtotal),
        vat_n = number(p.tax_cents),
        total = money(total),
    );
    let body = format!(
        "<table width=\"100%\" cellpadding=\"0\" cellspacing=\"0\"><tr>\
         <td valign=\"top\" width=\"60%\"><font size=\"5\" color=\"{blue}\"><b>{vendor}</b></font><br>{vendor_lines}</td>\
         <td valign=\"top\" align=\"right\"><font size=\"6\" color=\"{blue}\"><b>ΤΙΜΟΛΟΓΙΟ</b></font><br>\
         <font size=\"4\" color=\"{blue}\">INVOICE</font><br>{original}</td></tr></table>\n\
         <p><br></p>\n\
         <table width=\"100%\" border=\"1\" bordercolor=\"{blue}\" cellpadding=\"4\" cellspacing=\"0\">\n{data}</table>\n\
         <p><br></p>\n\
         {lines}\
         <p><br></p>\n\
         {totals}\
         <p>{bank_line}<br>{cheques}<br>{eoe}</p>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\" style=\"page-break-inside: avoid\">\
         <tr><td width=\"50%\">{delivered}: ______________________</td><td>{received}: ______________________</td></tr>\
         <tr><td></td><td>{signature}: ______________________</td></tr></table>\n\
         <p align=\"center\">{thanks}</p>",
        vendor = escape(p.vendor),
        vendor_lines = small(&format!(
            "{}, {}<br>Τηλ. / <i>Tel.</i>: {} \u{00B7} accounts@{}<br>{}: {}<br>{}: {he} \u{00B7} {}: {tic}",
            p.street,
            p.city,
            p.local_phone(),
            p.country_domain(),
            bi("Αρ. Εγγρ. ΦΠΑ", "VAT Reg. No."),
            p.vat_id,
            bi("Αρ. Εγγραφής", "Reg. No."),
            bi("ΑΦΤ", "TIC"),
        )),
        original = small(&bi("ΠΡΩΤΟΤΥΠΟ", "ORIGINAL")),
        bank_line = small(&format!(
            "<b>{}:</b> {bank} \u{00B7} IBAN {} \u{00B7} SWIFT/BIC {bic}",
            bi("Τραπεζικά Στοιχεία", "Bank Details"),
            p.iban
        )),
        cheques = small(&format!(
            "{}: {}",
            bi("Επιταγές πληρωτέες σε", "Cheques payable to"),
            escape(p.vendor)
        )),
        eoe = small("Ε.&amp;Ο.Ε. / <i>E.&amp;O.E.</i>"),
        delivered = small(&bi("Παραδόθηκε από", "Delivered by")),
        received = small(&bi("Παραλήφθηκε από", "Received by")),
        signature = small(&bi("Υπογραφή", "Signature")),
        thanks = small(&bi(
            "Ευχαριστούμε για τη συνεργασία",
            "Thank you for your business"
        )),
    );
    document("Liberation Sans", &body)
}

/// The Italian name of the vendor's town, as a Ticino firm writes the place
/// before the date.
fn italian_town(city: &str) -> &'static str {
    if city.contains("Zurich") {
        "Zurigo"
    } else if city.contains("Berlin") {
        "Berlino"
    } else {
        "Amsterdam"
    }
}

/// The trades a firm names under its name, by the town it sits in (which
/// says which of the corpus's firms it is).
fn italian_trades(city: &str) -> &'static str {
    if city.contains("Zurich") {
        "Strumenti di misura \u{00B7} Taratura \u{00B7} Assistenza tecnica"
    } else if city.contains("Berlin") {
        "Impianti elettrici \u{00B7} Reti e telematica \u{00B7} Assistenza tecnica"
    } else {
        "Servizi informatici \u{00B7} Hosting \u{00B7} Assistenza e formazione"
    }
}

/// A craftsman's fattura from Italian-speaking Switzerland, printed as plain
/// text by the firm's order and invoicing program, in Swiss Italian: the
/// letterhead (name, trades, address, the Swiss VAT number "CHE-… IVA")
/// over a rule of equals signs, the customer's address indented at the
/// right as the Swiss window wants it with the place and date written out
/// beneath it ("Zurigo, 3 marzo 2026"), "FATTURA N. …" underlined, two
/// columns of "label : value" ("N. cliente / Vostro ordine / Ns. riferimento"
/// beside "Data fattura / Scadenza / Condizioni"), the site and the work
/// reports in a sentence, then the items with each line's amount in one of
/// two columns, "Prestazioni" for work and services or "Materiale" for the
/// goods supplied, so labour and material are totalled apart; on a long
/// invoice "Da riportare" with both columns' running sums at the foot of a
/// sheet and "Riporto" at the head of the next; after the items the two
/// column totals, "Totale netto / IVA … % / TOTALE FATTURA", the payment
/// terms with the due date written out, the warranty and the greeting;
/// amounts as Switzerland prints them ("1'234.50").
pub fn fattura_lavoro_materiale(p: &Printed) -> String {
    const WIDTH: usize = 78;
    const FITTERS: [&str; 3] = ["M. Bernasconi", "L. Fontana", "R. Pedrazzini"];
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let number = |cents: i64| grouped(cents, "'", ".");
    let it = |ymd: (i32, u32, u32)| date_in(&english_long(ymd), Language::Italian);
    let date = dotted_date(p.date_ymd);
    let due = dotted_date(p.due_ymd);
    let terms = days_from(p.date_ymd, p.due_ymd);
    let vat_digits: String = p.vat_id.chars().filter(char::is_ascii_digit).collect();
    let vat_number = if p.currency == "CHF" {
        format!(
            "CHE-{}.{}.{} IVA",
            &vat_digits[..3],
            &vat_digits[3..6],
            &vat_digits[6..9]
        )
    } else {
        p.vat_id.clone()
    };
    let labour: Vec<bool> = p
        .lines
        .iter()
        .map(|l| l.unit == "h" || is_service(&l.description))
        .collect();
    let report = 4_100 + seed % 800;
    let reports = labour.iter().filter(|&&b| b).count().max(1) as i64;
    let worked_to = days_earlier(p.date_ymd, 2 + (seed % 4) as u32);
    let (street, town) = two_lines(p.customer_address);
    let indent = " ".repeat(42);
    let mut first = vec![
        format!("{}\n", p.vendor),
        format!("{}\n", italian_trades(p.city)),
        format!(
            "{} \u{00B7} {} \u{00B7} Tel. {} \u{00B7} ufficio@{}\n",
            p.street,
            p.city,
            p.local_phone(),
            p.country_domain()
        ),
        format!("N. IVA {vat_number}\n"),
        format!("{}\n", "=".repeat(WIDTH)),
        "\n".to_string(),
        format!("{indent}{}\n", p.customer),
        format!("{indent}Contabilità fornitori\n"),
        format!("{indent}{street}\n"),
        format!("{indent}{town}\n"),
        "\n".to_string(),
        format!("{indent}{}, {}\n", italian_town(p.city), it(p.date_ymd)),
        "\n".to_string(),
    ];
    let title = format!("FATTURA N. {}", p.number);
    first.push(format!("{title}\n"));
    first.push(format!("{}\n", "-".repeat(title.chars().count())));
    let order = match &p.po {
        Some(po) => po.clone(),
        None => format!(
            "telefonico del {}",
            dotted_date(days_earlier(p.date_ymd, 12 + (seed % 6) as u32))
        ),
    };
    let pairs = [
        (
            ("N. cliente", p.customer_number.clone()),
            ("Data fattura", date.clone()),
        ),
        (("Vostro ordine", order), ("Scadenza", due.clone())),
        (
            ("Ns. riferimento", FITTERS[(seed % 3) as usize].to_string()),
            ("Condizioni", format!("{terms} giorni netto")),
        ),
    ];
    for ((k1, v1), (k2, v2)) in pairs {
        first.push(format!(
            "{}\n",
            format!("{k1:<16}: {v1:<22}{k2:<13}: {v2}").trim_end()
        ));
    }
    first.push("\n".to_string());
    let sentence = format!(
        "Luogo d'intervento: {}, {}. Lavori eseguiti secondo i rapporti di lavoro n. {}-{} fino al {}; \
         materiale fornito come da bollettini di consegna.",
        street,
        town,
        report,
        report + reports - 1,
        dotted_date(worked_to)
    );
    for line in wrap(&sentence, WIDTH) {
        first.push(format!("{line}\n"));
    }
    first.push("\n".to_string());
    let cur = p.currency;
    let row = |cells: [&str; 7]| {
        let line = format!(
            "{:>4} {:<26} {:>6} {:<3} {:>9} {:>12} {:>12}",
            cells[0], cells[1], cells[2], cells[3], cells[4], cells[5], cells[6]
        );
        format!("{}\n", line.trim_end())
    };
    let heading = [
        row(["", "", "", "", "Prezzo", "Prestazioni", "Materiale"]),
        row(["Pos.", "Descrizione", "Qtà", "Un.", "unitario", cur, cur]),
        format!("{}\n", "-".repeat(WIDTH)),
    ];
    let blocks: Vec<Vec<String>> = p
        .lines
        .iter()
        .zip(&labour)
        .map(|(l, &work)| {
            let words = wrap(&l.description, 26);
            let amount = number(l.amount_cents);
            let (work_amount, goods_amount) = if work {
                (amount.as_str(), "")
            } else {
                ("", amount.as_str())
            };
            let quantity = quantity_with(hundredths_in(&l.quantity), ".");
            let mut out = vec![row([
                &l.position,
                &words[0],
                &quantity,
                if l.unit == "h" { "ore" } else { "pz" },
                &number(cents_in(&l.unit_price)),
                work_amount,
                goods_amount,
            ])];
            for more in &words[1..] {
                out.push(format!("{:5}{more}\n", ""));
            }
            out
        })
        .collect();
    let subtotal = cents_in(&p.subtotal);
    let total = cents_in(&p.total);
    let work_total: i64 = p
        .lines
        .iter()
        .zip(&labour)
        .filter(|(_, work)| **work)
        .map(|(l, _)| l.amount_cents)
        .sum();
    let goods_total = subtotal - work_total;
    let sums = |label: &str, work: i64, goods: i64| {
        format!("{label:<55}{:>11} {:>11}\n", number(work), number(goods))
    };
    let right = |label: &str, value: &str| format!("{:38}{label:<26}{value:>14}\n", "");
    let mut ending = vec![
        format!("{:55}{} {}\n", "", "-".repeat(11), "-".repeat(11)),
        sums("Totale prestazioni e materiale", work_total, goods_total),
        "\n".to_string(),
        right("Totale netto", &number(subtotal)),
        right(
            &format!("IVA {}% su {}", p.tax_rate, number(subtotal)),
            &number(p.tax_cents),
        ),
        format!("{:38}{}\n", "", "=".repeat(40)),
        right(&format!("TOTALE FATTURA {cur}"), &number(total)),
        format!("{:38}{}\n", "", "=".repeat(40)),
        "\n".to_string(),
    ];
    let pay = format!(
        "Condizioni di pagamento: {terms} giorni netto, entro il {} senza deduzioni. \
         Vogliate effettuare il pagamento con la polizza di versamento QR allegata oppure \
         tramite bonifico sul conto IBAN {} intestato a {}, indicando il numero della fattura.",
        it(p.due_ymd),
        p.iban,
        p.vendor
    );
    ending.extend(wrap(&pay, WIDTH).into_iter().map(|line| line + "\n"));
    ending.push("\n".to_string());
    ending.push("Garanzia sul materiale fornito: 24 mesi dalla data di consegna.\n".to_string());
    ending
        .push("Ringraziandovi per la fiducia accordataci, porgiamo distinti saluti.\n".to_string());
    ending.push("\n".to_string());
    ending.push(format!("{indent}{}\n", p.vendor));
    ending.push(format!("{indent}{}\n", FITTERS[((seed + 1) % 3) as usize]));
    let heights: Vec<usize> = blocks.iter().map(Vec::len).collect();
    let pages = text_pages(
        &heights,
        first.len() + heading.len(),
        4 + heading.len(),
        4,
        ending.len(),
    );
    let count = pages.len();
    let mut t = String::new();
    let (mut work_run, mut goods_run) = (0, 0);
    for (page, range) in pages.iter().enumerate() {
        if page == 0 {
            first.iter().for_each(|line| t.push_str(line));
        } else {
            t.push('\x0c');
            t.push_str(&spread(
                p.vendor,
                &format!(
                    "Fattura n. {} \u{2013} pagina {}/{count}",
                    p.number,
                    page + 1
                ),
                WIDTH,
            ));
            t.push('\n');
        }
        heading.iter().for_each(|line| t.push_str(line));
        if page > 0 {
            t.push_str(&sums("Riporto", work_run, goods_run));
        }
        for i in range.clone() {
            blocks[i].iter().for_each(|line| t.push_str(line));
            if labour[i] {
                work_run += p.lines[i].amount_cents;
            } else {
                goods_run += p.lines[i].amount_cents;
            }
        }
        if page + 1 < count {
            t.push_str(&format!("{:55}{} {}\n", "", "-".repeat(11), "-".repeat(11)));
            t.push_str(&sums("Da riportare", work_run, goods_run));
            t.push('\n');
            t.push_str(&format!("{:>WIDTH$}\n", "./."));
        } else {
            ending.iter().for_each(|line| t.push_str(line));
        }
    }
    t
}

/// A whole number in Catalan words ("cinc mil tres-cents quaranta-cinc"),
/// as a receipt spells the sum it is for.
fn catalan_words(n: i64) -> String {
    const ONES: [&str; 20] = [
        "zero", "un", "dos", "tres", "quatre", "cinc", "sis", "set", "vuit", "nou", "deu", "onze",
        "dotze", "tretze", "catorze", "quinze", "setze", "disset", "divuit", "dinou",
    ];
    const TENS: [&str; 10] = [
        "",
        "",
        "vint",
        "trenta",
        "quaranta",
        "cinquanta",
        "seixanta",
        "setanta",
        "vuitanta",
        "noranta",
    ];
    fn below_thousand(n: i64) -> String {
        let (hundreds, rest) = (n / 100, n % 100);
        let mut out = match hundreds {
            0 => String::new(),
            1 => "cent".to_string(),
            h => format!("{}-cents", ONES[h as usize]),
        };
        if rest > 0 {
            if !out.is_empty() {
                out.push(' ');
            }
            let (tens, ones) = (rest / 10, rest % 10);
            out.push_str(&if rest < 20 {
                ONES[rest as usize].to_string()
            } else if ones == 0 {
                TENS[tens as usize].to_string()
            } else if tens == 2 {
                format!("vint-i-{}", ONES[ones as usize])
            } else {
                format!("{}-{}", TENS[tens as usize], ONES[ones as usize])
            });
        }
        out
    }
    if n == 0 {
        return ONES[0].to_string();
    }
    let mut words = Vec::new();
    let millions = n / 1_000_000;
    if millions == 1 {
        words.push("un milió".to_string());
    } else if millions > 1 {
        words.push(format!("{} milions", below_thousand(millions)));
    }
    let thousands = n / 1_000 % 1_000;
    if thousands == 1 {
        words.push("mil".to_string());
    } else if thousands > 1 {
        words.push(format!("{} mil", below_thousand(thousands)));
    }
    if n % 1_000 > 0 {
        words.push(below_thousand(n % 1_000));
    }
    words.join(" ")
}

/// The Catalan name of the vendor's town, as a receipt names the place it
/// was made out in.
fn catalan_town(city: &str) -> &'static str {
    if city.contains("Zurich") {
        "Zúric"
    } else if city.contains("Berlin") {
        "Berlín"
    } else {
        "Amsterdam"
    }
}

/// A Catalan firm's factura printed as plain text by a small Catalan
/// accounting and invoicing program, in Catalan, with the bank receipt
/// ("rebut") the program still prints at its foot: the firm's heading with
/// its NIF at the left and a drawn box at the right holding "FACTURA",
/// "Núm.", "Data" and "Pàgina … de …", the customer's code at the left and
/// its address at the right, one line with the customer's order and its date
/// ("La vostra comanda: … del …") and the delivery note ("Albarà núm."),
/// the items between rules as "Codi / Descripció / Unitats / Preu / Dte. % /
/// Import", on a long invoice "Suma i segueix" with the running sum at the
/// foot of a sheet and "Suma anterior" at the head of the next; then a row
/// of labels over values ("Base imposable / % IVA / Quota IVA / TOTAL
/// FACTURA"), the way of payment and the due date with its amount
/// ("Venciments"), and below a cut line the receipt in a drawn box:
/// "REBUT NÚM. …-1", the place it was made out in, the amount between
/// asterisks, the dates of issue and of payment written out in Catalan
/// ("3 de març de 2026", "2 d'abril de 2026"), the sum in Catalan words,
/// whom it is for and where it is paid (a direct debit with the account
/// masked, or a transfer), the invoice it belongs to and the issuer's
/// signature; amounts as 1.234,56 and dates as 03/03/2026.
pub fn factura_rebut(p: &Printed) -> String {
    const WIDTH: usize = 78;
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let number = |cents: i64| grouped(cents, ".", ",");
    let ca = |ymd: (i32, u32, u32)| date_in(&english_long(ymd), Language::Catalan);
    let slashes = |(year, month, day): (i32, u32, u32)| format!("{day:02}/{month:02}/{year}");
    let date = slashes(p.date_ymd);
    let terms = days_from(p.date_ymd, p.due_ymd);
    let nif = format!(
        "N{:07}{}",
        (seed * 6_133 + 350_000) % 10_000_000,
        char::from(b'A' + (seed % 10) as u8)
    );
    let delivery = format!("AL-{}/{:04}", p.date_ymd.0, 100 + seed % 9_000);
    let subtotal = cents_in(&p.subtotal);
    let total = cents_in(&p.total);
    let cur = p.currency;
    let (one, many) = if cur == "CHF" {
        ("franc suís", "francs suïssos")
    } else {
        ("euro", "euros")
    };
    let units = total / 100;
    let cents = total % 100;
    let mut spelt = format!(
        "{} {}",
        catalan_words(units),
        if units == 1 { one } else { many }
    );
    if cents > 0 {
        spelt.push_str(&format!(
            " amb {} {}",
            catalan_words(cents),
            if cents == 1 { "cèntim" } else { "cèntims" }
        ));
    }
    let (street, town) = two_lines(p.customer_address);
    let debit = if p.customer_address.contains("Chicago") {
        None
    } else {
        let country = customer_vat_prefix(p.customer_address).unwrap_or("IE");
        Some(format!(
            "{country}{:02} **** **** **** **** {:02}",
            10 + seed % 89,
            seed % 97
        ))
    };
    let boxed = |lines: &[String], width: usize| -> Vec<String> {
        let rule = format!("+{}+\n", "-".repeat(width - 2));
        let mut out = vec![rule.clone()];
        for line in lines {
            let pad = (width - 4).saturating_sub(line.chars().count());
            out.push(format!("| {line}{} |\n", " ".repeat(pad)));
        }
        out.push(rule);
        out
    };
    let cartouche = |page: usize, count: usize| {
        boxed(
            &[
                "FACTURA".to_string(),
                format!("Núm.   : {}", p.number),
                format!("Data   : {date}"),
                format!("Pàgina : {page} de {count}"),
            ],
            28,
        )
    };
    let left = [
        p.vendor.to_string(),
        format!("{} - {}", p.street, p.city),
        format!("NIF {nif} - Tel. {}", p.local_phone()),
        format!("comptabilitat@{}", p.country_domain()),
        String::new(),
        String::new(),
    ];
    let beside = |lefts: &[String], rights: &[String]| -> Vec<String> {
        (0..lefts.len().max(rights.len()))
            .map(|i| {
                let l = lefts.get(i).map_or("", String::as_str);
                let r = rights.get(i).map_or("", |s| s.trim_end());
                format!("{}\n", format!("{l:<50}{r}").trim_end())
            })
            .collect()
    };
    let mut first = Vec::new();
    let customer = [
        format!("Codi client: {}", p.customer_number),
        String::new(),
        String::new(),
    ];
    let address = [p.customer.to_string(), street.to_string(), town.to_string()];
    let mut references = Vec::new();
    if let Some(po) = &p.po {
        references.push(format!(
            "La vostra comanda: {po} del {}",
            slashes(days_earlier(p.date_ymd, 5 + (seed % 7) as u32))
        ));
    }
    references.push(format!(
        "Albarà núm.: {delivery} del {}",
        slashes(days_earlier(p.date_ymd, (seed % 3) as u32))
    ));
    let row = |cells: [&str; 6]| {
        let line = format!(
            "{:<8} {:<28} {:>7} {:>10} {:>5} {:>13}",
            cells[0], cells[1], cells[2], cells[3], cells[4], cells[5]
        );
        format!("{}\n", line.trim_end())
    };
    let heading = [
        format!("{}\n", "-".repeat(WIDTH)),
        row(["Codi", "Descripció", "Unitats", "Preu", "Dte.%", "Import"]),
        format!("{}\n", "-".repeat(WIDTH)),
    ];
    let blocks: Vec<Vec<String>> = p
        .lines
        .iter()
        .map(|l| {
            let words = wrap(&l.description, 28);
            let mut out = vec![row([
                &l.code,
                &words[0],
                &l.quantity,
                &number(cents_in(&l.unit_price)),
                "",
                &number(l.amount_cents),
            ])];
            for more in &words[1..] {
                out.push(format!("{:9}{more}\n", ""));
            }
            out
        })
        .collect();
    let labels = format!(
        "{:>16}{:>10}{:>16}{:>30}\n",
        "Base imposable", "% IVA", "Quota IVA", "TOTAL FACTURA"
    );
    let values = format!(
        "{:>16}{:>10}{:>16}{:>30}\n",
        number(subtotal),
        format!("{},00", p.tax_rate),
        number(p.tax_cents),
        format!("{} {cur}", number(total))
    );
    let mut ending = vec![
        format!("{}\n", "-".repeat(WIDTH)),
        labels,
        values,
        format!("{}\n", "-".repeat(WIDTH)),
        format!(
            "Forma de pagament: {} a {terms} dies\n",
            if debit.is_some() {
                "rebut domiciliat"
            } else {
                "transferència bancària"
            }
        ),
        format!(
            "Venciments: {}  {} {cur}\n",
            slashes(p.due_ymd),
            number(total)
        ),
        "\n".to_string(),
        format!("{}\n", "- ".repeat(WIDTH / 2).trim_end()),
        "\n".to_string(),
    ];
    let place = catalan_town(p.city);
    let stars = format!("***{}***", number(total));
    let two = |a: &str, b: &str, c: &str| format!("{a:<22}{b:<26}{c}");
    let mut receipt = vec![
        two("REBUT NÚM.", "LOCALITAT D'EXPEDICIÓ", "IMPORT"),
        two(&format!("{}-1", p.number), place, &format!("{stars} {cur}")),
        String::new(),
        format!("{:<48}{}", "DATA D'EXPEDICIÓ", "VENCIMENT"),
        format!("{:<48}{}", ca(p.date_ymd), ca(p.due_ymd)),
        String::new(),
        "Per aquest rebut pagareu la quantitat de:".to_string(),
    ];
    receipt.extend(wrap(&spelt, WIDTH - 6));
    receipt.push(String::new());
    receipt.push(format!("Lliurat a: {}", p.customer));
    receipt.push(format!("           {}", p.customer_address));
    receipt.push(match &debit {
        Some(account) => format!("Domicili de pagament: {account} (càrrec en compte)"),
        None => format!("Pagament per transferència a: {}", p.iban),
    });
    receipt.push(String::new());
    receipt.push(format!(
        "Correspon a la factura núm. {} del {date}",
        p.number
    ));
    receipt.push(format!("{:>46}", "Signatura i segell de l'emissor"));
    receipt.push(String::new());
    ending.extend(boxed(&receipt, WIDTH));
    ending.push(format!(
        "{} - Inscrita al Registre Mercantil. Dades tractades per a la facturació.\n",
        p.vendor
    ));
    first.extend(beside(&customer, &address));
    first.push("\n".to_string());
    for reference in &references {
        first.push(format!("{reference}\n"));
    }
    let heights: Vec<usize> = blocks.iter().map(Vec::len).collect();
    let pages = text_pages(
        &heights,
        left.len() + first.len() + heading.len(),
        left.len() + 2 + heading.len(),
        3,
        ending.len(),
    );
    let count = pages.len();
    let mut t = String::new();
    let mut run = 0;
    for (page, range) in pages.iter().enumerate() {
        if page == 0 {
            beside(&left, &cartouche(1, count))
                .iter()
                .chain(&first)
                .for_each(|line| t.push_str(line));
        } else {
            t.push('\x0c');
            beside(
                &[
                    p.vendor.to_string(),
                    format!("NIF {nif}"),
                    String::new(),
                    String::new(),
                    String::new(),
                    String::new(),
                ],
                &cartouche(page + 1, count),
            )
            .iter()
            .for_each(|line| t.push_str(line));
        }
        heading.iter().for_each(|line| t.push_str(line));
        if page > 0 {
            t.push_str(&row(["", "Suma anterior", "", "", "", &number(run)]));
        }
        for i in range.clone() {
            blocks[i].iter().for_each(|line| t.push_str(line));
            run += p.lines[i].amount_cents;
        }
        if page + 1 < count {
            t.push_str(&format!("{}\n", "-".repeat(WIDTH)));
            t.push_str(&row(["", "Suma i segueix", "", "", "", &number(run)]));
        } else {
            ending.iter().for_each(|line| t.push_str(line));
        }
    }
    t
}

// Held out: a new round of seven (round 29), invoices from English-speaking
// businesses, written without looking at the extractor or at how it fares
// on any family above.

/// A US distributor's invoice as its order-entry system prints the
/// two-part invoice form to PDF, both parts one after the other, as the
/// carbonless set it replaced: each part headed by its part line in small
/// type and a coloured band naming the copy ("CUSTOMER COPY - PLEASE RETAIN
/// FOR YOUR RECORDS" on white, "REMITTANCE COPY - RETURN WITH YOUR PAYMENT"
/// on yellow), then the same invoice in full: the company with its federal
/// tax ID at the left and "INVOICE" over "Invoice No. / Invoice Date /
/// Customer No." lines at the right, "Bill To" beside "Ship To", a ruled
/// strip of shaded labels over values ("Customer P.O. / Sales Order / Order
/// Date / Ship Date / Ship Via / Terms / Due Date"), the items as "Qty /
/// Item No. / Description / Unit Price / Extension", and "Sale Amount /
/// Sales Tax … % / Invoice Total" at the right; the remittance part ends in
/// a box for the amount enclosed and the check number beside the remit-to
/// address.
pub fn two_part_set(p: &Printed) -> String {
    const VIAS: [&str; 3] = ["UPS Ground", "Best Way", "Will Call"];
    const SHADE: &str = "#e6e6e6";
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let index = usize::try_from(seed).unwrap_or(0);
    let tax_id = format!("{:02}-{:07}", 91 + seed % 8, seed * 7_919 % 10_000_000);
    let order_no = format!("SO-{}", 52_000 + seed * 11 % 40_000);
    let ordered = p.date_like(days_earlier(p.date_ymd, 3 + (seed % 5) as u32));
    let shipped = p.date_like(days_earlier(p.date_ymd, (seed % 2) as u32));
    let terms = days_from(p.date_ymd, p.due_ymd);
    let (street, town) = two_lines(p.customer_address);
    let cell = "style=\"border: 1px solid #555\"";
    let head = format!("bgcolor=\"{SHADE}\" style=\"border: 1px solid #555\"");
    let mut strip = Vec::new();
    if let Some(po) = &p.po {
        strip.push(("Customer P.O.", escape(po)));
    }
    strip.extend([
        ("Sales Order", order_no.clone()),
        ("Order Date", ordered.clone()),
        ("Ship Date", shipped.clone()),
        ("Ship Via", VIAS[index % VIAS.len()].to_string()),
        ("Terms", format!("Net {terms}")),
        ("Due Date", p.due.clone()),
    ]);
    let strip_labels: String = strip
        .iter()
        .map(|(k, _)| {
            format!("<td {head} align=\"center\"><font size=\"1\"><b>{k}</b></font></td>")
        })
        .collect();
    let strip_values: String = strip
        .iter()
        .map(|(_, v)| format!("<td {cell} align=\"center\">{v}</td>"))
        .collect();
    let (price_head, amount_head) = if p.bare {
        (
            format!("Unit Price ({})", p.currency),
            format!("Extension ({})", p.currency),
        )
    } else {
        ("Unit Price".to_string(), "Extension".to_string())
    };
    let table = items(
        p,
        &[
            ("Qty", true),
            ("Item No.", false),
            ("Description", false),
            (price_head.as_str(), true),
            (amount_head.as_str(), true),
        ],
        |i, c| {
            let l = &p.lines[i];
            match c {
                0 => l.quantity.clone(),
                1 => l.code.clone(),
                2 => l.description.clone(),
                3 if p.bare => l.unit_price.clone(),
                3 => l.unit_price_money.clone(),
                _ if p.bare => l.amount.clone(),
                _ => l.amount_money.clone(),
            }
        },
        SHADE,
    );
    let total = total_text(&p.total, &p.total_money, p);
    let copy = |part: usize| -> String {
        let (colour, band, part_line, closing) = if part == 1 {
            (
                "#ffffff",
                "CUSTOMER COPY - PLEASE RETAIN FOR YOUR RECORDS",
                "PART 1 OF 2 \u{00B7} WHITE \u{00B7} CUSTOMER",
                format!(
                    "<p><font size=\"2\">The remittance copy of this invoice follows. Please return it with your \
                     payment of {total} by {due}. All amounts in {cur}.</font></p>\n",
                    due = p.due,
                    cur = p.currency,
                ),
            )
        } else {
            (
                "#fff2a8",
                "REMITTANCE COPY - RETURN WITH YOUR PAYMENT",
                "PART 2 OF 2 \u{00B7} YELLOW \u{00B7} REMITTANCE",
                format!(
                    "<p><br></p>\n\
                     <table width=\"100%\" cellpadding=\"5\" cellspacing=\"0\" style=\"page-break-inside: avoid\"><tr>\
                     <td {cell} width=\"40%\" valign=\"top\"><font size=\"1\">REMIT TO</font><br><b>{vendor}</b><br>\
                     {street_v}<br>{city}</td>\
                     <td {cell} valign=\"top\"><font size=\"1\">INVOICE NO.</font><br>{number}<br>\
                     <font size=\"1\">CUSTOMER NO.</font><br>{customer_no}</td>\
                     <td {cell} valign=\"top\"><font size=\"1\">AMOUNT DUE</font><br><b>{total}</b><br>\
                     <font size=\"1\">DUE DATE</font><br>{due}</td>\
                     <td {cell} valign=\"top\"><font size=\"1\">AMOUNT ENCLOSED</font><br>$ ____________<br>\
                     <font size=\"1\">CHECK NO.</font><br>____________</td></tr></table>\n\
                     <p><font size=\"2\">Please make checks payable to {vendor} (all amounts in {cur}).</font></p>\n",
                    vendor = escape(p.vendor),
                    street_v = p.street,
                    city = p.city,
                    number = escape(&p.number),
                    customer_no = p.customer_number,
                    due = p.due,
                    cur = p.currency,
                ),
            )
        };
        let break_style = if part == 1 {
            ""
        } else {
            " style=\"page-break-before: always\""
        };
        format!(
            "<p{break_style}><font size=\"1\" color=\"#777777\">FORM INV-2 \u{00B7} {part_line}</font></p>\n\
             <table width=\"100%\" cellpadding=\"4\" cellspacing=\"0\"><tr><td bgcolor=\"{colour}\" align=\"center\" \
             style=\"border: 2px solid #333\"><b>{band}</b></td></tr></table>\n\
             <p><br></p>\n\
             <table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr>\
             <td valign=\"top\"><font size=\"5\"><b>{vendor}</b></font><br><font size=\"2\">{street_v}<br>{city}<br>\
             Phone {phone} \u{00B7} Fax {fax}<br>Federal Tax ID {tax_id}</font></td>\
             <td valign=\"top\" align=\"right\"><font size=\"6\"><b>INVOICE</b></font><br>\
             Invoice No.: <b>{number}</b><br>Invoice Date: {date}<br>Customer No.: {customer_no}</td></tr></table>\n\
             <p><br></p>\n\
             <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\">\
             <tr><td {head} width=\"50%\"><b>Bill To</b></td><td {head}><b>Ship To</b></td></tr>\
             <tr><td {cell} valign=\"top\">{customer}<br>Accounts Payable<br>{street}<br>{town}</td>\
             <td {cell} valign=\"top\">{customer}<br>Receiving<br>{street}<br>{town}</td></tr></table>\n\
             <p><br></p>\n\
             <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\"><tr>{strip_labels}</tr><tr>{strip_values}</tr></table>\n\
             <p><br></p>\n\
             {table}\
             <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\" style=\"page-break-inside: avoid\">\
             <tr><td width=\"60%\"></td><td>Sale Amount</td><td align=\"right\">{subtotal}</td></tr>\
             <tr><td></td><td>Sales Tax {rate}%</td><td align=\"right\">{tax}</td></tr>\
             <tr><td></td><td {head}><b>Invoice Total</b></td><td {head} align=\"right\"><b>{total}</b></td></tr></table>\n\
             {closing}",
            vendor = escape(p.vendor),
            street_v = p.street,
            city = p.city,
            phone = p.local_phone(),
            fax = p.local_fax(),
            number = escape(&p.number),
            date = p.date,
            customer_no = p.customer_number,
            customer = p.customer,
            subtotal = total_text(&p.subtotal, &p.subtotal_money, p),
            rate = p.tax_rate,
            tax = total_text(&p.tax, &p.tax_money, p),
        )
    };
    let body = format!("{}{}", copy(1), copy(2));
    document("Liberation Sans", &body)
}

/// A UK supplier's invoice from the word-processor layout of its accounts
/// package, with a bank giro credit at the foot of the last page for
/// customers who pay over a bank counter: the supplier's name, address, VAT
/// number and telephone at the left and "INVOICE" over the number at the
/// right, the customer's address at the left beside label and value rows
/// ("Date / tax point / Account No. / Your order No. / Terms / Due date"),
/// the items as "Code / Description / Qty / Price each / Net amount",
/// "Goods / VAT @ … % / AMOUNT DUE" at the right and the three ways to pay;
/// then a scissors line and the giro slip as a ruled form: the counterfoil
/// at the left (date, credit, reference and a blank amount, the cashier's
/// stamp), the credit in the middle under "bank giro credit" (sort code,
/// bank and branch, the supplier as the account credited, the account
/// number, the invoice as the reference and the amount due with its date,
/// "Paid in by" and a signature line) and at the right the blank cash and
/// cheque fields by denomination, with the code line of serial, sort code,
/// account and transaction code under it.
pub fn bank_giro_credit(p: &Printed) -> String {
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let (bank, branch) = if p.city.contains("Leeds") {
        ("Aire &amp; Calder Bank plc", "Leeds, City Square")
    } else if p.city.contains("Manchester") {
        ("Irwell Commercial Bank plc", "Manchester, King Street")
    } else {
        ("Severn Mercantile Bank plc", "Head Office")
    };
    let (sort_code, account) = p.sort_code_and_account();
    let terms = days_from(p.date_ymd, p.due_ymd);
    let (street, town) = two_lines(p.customer_address);
    let caps = escape(&p.vendor.to_uppercase());
    let cell = "style=\"border: 1px solid #444\"";
    let slip = "style=\"border: 1px solid #1b5e20\"";
    let mut facts = vec![
        ("Date / tax point", p.date.clone()),
        ("Account No.", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        facts.push(("Your order No.", escape(po)));
    }
    facts.extend([
        ("Terms", format!("{terms} days net")),
        ("Due date", p.due.clone()),
    ]);
    let address = [
        p.customer.to_string(),
        "Accounts Payable".to_string(),
        street.to_string(),
        town.to_string(),
    ];
    let rows_needed = facts.len().max(address.len());
    let header_rows: String = (0..rows_needed)
        .map(|i| {
            let left = address.get(i).cloned().unwrap_or_default();
            let (k, v) = facts
                .get(i)
                .map(|(k, v)| (k.to_string(), v.clone()))
                .unwrap_or_default();
            format!(
                "<tr><td width=\"55%\">{left}</td><td width=\"20%\"><font size=\"2\" color=\"#555555\">{k}</font></td>\
                 <td>{v}</td></tr>\n"
            )
        })
        .collect();
    let (price_head, amount_head) = if p.bare {
        (
            format!("Price each {}", p.currency),
            format!("Net amount {}", p.currency),
        )
    } else {
        ("Price each".to_string(), "Net amount".to_string())
    };
    let table = items(
        p,
        &[
            ("Code", false),
            ("Description", false),
            ("Qty", true),
            (price_head.as_str(), true),
            (amount_head.as_str(), true),
        ],
        |i, c| {
            let l = &p.lines[i];
            match c {
                0 => l.code.clone(),
                1 => l.description.clone(),
                2 => l.quantity.clone(),
                3 if p.bare => l.unit_price.clone(),
                3 => l.unit_price_money.clone(),
                _ if p.bare => l.amount.clone(),
                _ => l.amount_money.clone(),
            }
        },
        "#dde8dd",
    );
    let total = total_text(&p.total, &p.total_money, p);
    let serial = format!("{:06}", seed * 37 % 1_000_000);
    let denominations = [
        "£50 notes",
        "£20 notes",
        "£10 notes",
        "£5 notes",
        "£2 and £1 coin",
        "Other coin",
        "Total cash",
        "Cheques, POs etc.",
    ];
    // The counterfoil and the credit span every row of the cash fields
    // beside them, as the printed slip is one ruled form.
    let span = denominations.len() + 1;
    let counterfoil = format!(
        "<td {slip} width=\"22%\" valign=\"top\" rowspan=\"{span}\"><font size=\"1\">Date</font><br>__________<br>\
         <font size=\"1\">Credit</font><br><font size=\"2\">{caps}</font><br>\
         <font size=\"1\">Reference</font><br><font size=\"2\">{number}</font><br>\
         <font size=\"1\">£</font> __________<br><br><font size=\"1\">Cashier's stamp<br>and initials</font></td>",
        number = escape(&p.number),
    );
    let credit = format!(
        "<td {slip} width=\"46%\" valign=\"top\" rowspan=\"{span}\"><font size=\"5\" color=\"#1b5e20\"><b>bank giro credit</b></font><br>\
         <font size=\"1\">Code no.</font> <b>{sort_code}</b><br>\
         <font size=\"1\">Bank</font> {bank}<br><font size=\"1\">Branch</font> {branch}<br>\
         <font size=\"1\">Credit</font> <b>{caps}</b><br>\
         <font size=\"1\">Account No.</font> <b>{account}</b><br>\
         <font size=\"1\">Reference</font> <b>{number}</b><br>\
         <font size=\"1\">Amount due</font> {total} <font size=\"1\">by</font> {due}<br>\
         <font size=\"1\">Paid in by</font> ______________________<br>\
         <font size=\"1\">Signature</font> ______________________</td>",
        number = escape(&p.number),
        due = p.due,
    );
    let denomination_rows: String = denominations
        .iter()
        .enumerate()
        .map(|(i, d)| {
            let spanned = if i == 0 {
                format!("{counterfoil}{credit}")
            } else {
                String::new()
            };
            format!(
                "<tr>{spanned}<td {slip}><font size=\"1\">{d}</font></td><td {slip} width=\"14%\">&nbsp;</td></tr>\n"
            )
        })
        .collect();
    let body = format!(
        "<table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr>\
         <td valign=\"top\"><font size=\"5\"><b>{vendor}</b></font><br><font size=\"2\">{street_v}, {city}<br>\
         Telephone {phone}<br>VAT Registration No. {vat}</font></td>\
         <td valign=\"top\" align=\"right\"><font size=\"6\">INVOICE</font><br><font size=\"4\"><b>{number}</b></font></td>\
         </tr></table>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\">\n{header_rows}</table>\n\
         <p><br></p>\n\
         {table}\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\" style=\"page-break-inside: avoid\">\
         <tr><td width=\"58%\"></td><td {cell}>Goods</td><td {cell} align=\"right\">{subtotal}</td></tr>\
         <tr><td></td><td {cell}>VAT @ {rate}%</td><td {cell} align=\"right\">{tax}</td></tr>\
         <tr><td></td><td {cell} bgcolor=\"#dde8dd\"><b>AMOUNT DUE</b></td>\
         <td {cell} bgcolor=\"#dde8dd\" align=\"right\"><b>{total}</b></td></tr></table>\n\
         <p><font size=\"2\"><b>How to pay.</b> By BACS to sort code {sort_code}, account {account}, quoting {number}; \
         by cheque payable to {vendor}; or at the counter of any bank with the bank giro credit below (your bank \
         may charge for this). All amounts are in {cur}.</font></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\" style=\"page-break-inside: avoid\">\
         <tr><td colspan=\"4\"><font size=\"2\">\u{2702} - - - - - - - - - - - - - - - Please detach and present \
         with your payment - - - - - - - - - - - - - - -</font></td></tr>\
         {denomination_rows}\
         <tr><td {slip}><font size=\"2\"><b>£</b></font></td><td {slip}>&nbsp;</td></tr>\
         <tr><td colspan=\"4\" align=\"center\"><font face=\"Liberation Mono\" size=\"2\">{serial}&nbsp;&nbsp;\
         {sort_code}&nbsp;&nbsp;{account}&nbsp;&nbsp;77</font></td></tr></table>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        vat = p.vat_id,
        number = escape(&p.number),
        subtotal = total_text(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = total_text(&p.tax, &p.tax_money, p),
        cur = p.currency,
    );
    document("Liberation Sans", &body)
}

/// A US supplier's invoice as the customer receives it by fax, sent again
/// at the customer's request and printed as text by the fax server: every
/// page opens with the line the sending machine stamps across its top (the
/// date and time of sending, the sender's name and fax number, the job
/// number and "P.002/003"); the first page is the cover sheet ("FAX
/// TRANSMITTAL" spaced out, "To: / Company: / Fax:" beside "From: / Fax: /
/// Phone:", the date sent, the page count, "Re:" naming the invoice, the
/// check boxes "Urgent / For Review / Please Comment / Please Reply", a
/// short message and the confidentiality notice); then the invoice as the
/// billing system prints it: the company at the left beside "Invoice No. /
/// Invoice Date / Page" lines, "Bill To:" beside "Ship To:", a strip of
/// labels underlined with dashes over the order data ("Customer No. /
/// Customer PO / Terms / Due Date / Ship Via"), the items as "Qty / Item No.
/// / Description / Unit Price / Amount" and "Subtotal / Sales Tax … % /
/// TOTAL DUE" under them, continued pages headed again.
pub fn fax_cover(p: &Printed) -> String {
    use Column::{Left, Right};
    const WIDTH: usize = 78;
    const CLERKS: [&str; 3] = ["Dana Whitaker", "Luis Ortega", "Priya Raman"];
    const VIAS: [&str; 3] = ["UPS Ground", "FedEx Ground", "Our truck"];
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let index = usize::try_from(seed).unwrap_or(0);
    let sent_ymd = days_later(p.date_ymd, 2 + (seed % 6) as u32);
    let (year, month, day) = sent_ymd;
    let minutes = 8 * 60 + seed * 7 % 540;
    let stamp = format!(
        "{}-{day:02}-{year} {:02}:{:02}",
        MONTHS[month as usize - 1][..3].to_uppercase(),
        minutes / 60,
        minutes % 60
    );
    let fax_digits: String = p.local_fax().chars().filter(char::is_ascii_digit).collect();
    let sender: String = p
        .vendor
        .to_uppercase()
        .chars()
        .filter(|c| *c != '.')
        .take(22)
        .collect();
    let job = 100 + seed % 900;
    let clerk = CLERKS[index % CLERKS.len()];
    let terms = days_from(p.date_ymd, p.due_ymd);
    let (street, town) = two_lines(p.customer_address);
    let customer_fax = if p.customer_address.contains("Chicago") {
        "(312) 555-0148"
    } else if p.customer_address.contains("Bristol") {
        "+44 117 496 0732"
    } else if p.customer_address.contains("Dublin") {
        "+353 1 555 0196"
    } else {
        ""
    };
    let stamp_line = |page: usize, pages: usize| {
        format!("{stamp}  FROM-{sender:<22}  {fax_digits}  T-{job:03} P.{page:03}/{pages:03}\n\n")
    };
    let item_columns = [Right(6), Left(8), Left(30), Right(11), Right(12)];
    let (price_head, amount_head) = if p.bare {
        (
            format!("Price {}", p.currency),
            format!("Amount {}", p.currency),
        )
    } else {
        ("Unit Price".to_string(), "Amount".to_string())
    };
    let heading = format!(
        "{}{}",
        text_row(
            &item_columns,
            &["Qty", "Item No.", "Description", &price_head, &amount_head]
        ),
        text_row(
            &item_columns,
            &[
                "------",
                "--------",
                &"-".repeat(30),
                "-----------",
                "------------"
            ]
        )
    );
    let heights: Vec<usize> = p
        .lines
        .iter()
        .map(|l| wrap(&l.description, 30).len())
        .collect();
    let pages = text_pages(&heights, 24, 8, 2, 14);
    let fax_pages = pages.len() + 1;
    let mut t = String::new();
    // The cover sheet.
    t.push_str(&stamp_line(1, fax_pages));
    t.push('\n');
    t.push_str(format!("{:^WIDTH$}\n", "F A X   T R A N S M I T T A L").trim_end());
    t.push('\n');
    t.push_str(format!("{:^WIDTH$}", "=".repeat(29)).trim_end());
    t.push_str("\n\n");
    t.push_str(&format!(
        "{}\n{}, {}\nPhone {}   Fax {}\n\n",
        p.vendor.to_uppercase(),
        p.street,
        p.city,
        p.local_phone(),
        p.local_fax()
    ));
    let pair = |lk: &str, lv: &str, rk: &str, rv: &str| {
        let line = format!("{lk:<10}{lv:<33}{rk:<9}{rv}");
        format!("{}\n", line.trim_end())
    };
    let sent = p.date_like(sent_ymd);
    t.push_str(&pair("To:", "Accounts Payable", "From:", clerk));
    t.push_str(&pair("Company:", p.customer, "", "Accounts Receivable"));
    t.push_str(&pair("Fax:", customer_fax, "Fax:", &p.local_fax()));
    t.push_str(&pair("", "", "Phone:", &p.local_phone()));
    t.push_str(&pair(
        "Date:",
        &sent,
        "Pages:",
        &format!("{fax_pages} (including cover)"),
    ));
    t.push_str(&format!("{:<10}Copy of invoice {}\n\n", "Re:", p.number));
    t.push_str("[ ] Urgent   [X] For Review   [ ] Please Comment   [ ] Please Reply\n\n");
    t.push_str("Comments:\n");
    let order =
        p.po.as_ref()
            .map(|po| format!(" for your purchase order {po}"))
            .unwrap_or_default();
    let message = format!(
        "As you asked, here is a copy of our invoice {number} dated {date}{order}. The balance of {total} is due \
         on {due}. Please call me if you need anything else to release payment. Thank you, {clerk}.",
        number = p.number,
        date = p.date,
        total = total_text(&p.total, &p.total_money, p),
        due = p.due,
    );
    for line in wrap_keeping(&message, WIDTH, &[&p.number, &p.date, &p.due]) {
        t.push_str(&format!("{line}\n"));
    }
    t.push('\n');
    let notice = "CONFIDENTIALITY NOTICE: This facsimile may contain confidential information intended only \
         for the addressee. If you received it in error, please call us at once and destroy the pages you received.";
    for line in wrap(notice, WIDTH) {
        t.push_str(&format!("{line}\n"));
    }
    // The invoice.
    let right = |left: &str, label: &str, value: &str| {
        let line = format!("{left:<49}{label:<14}{value}");
        format!("{}\n", line.trim_end())
    };
    let two = |left: &str, right: &str| {
        let line = format!("{left:<41}{right}");
        format!("{}\n", line.trim_end())
    };
    let mut strip_columns = vec![Left(12)];
    let mut labels = vec!["Customer No."];
    let mut values = vec![p.customer_number.clone()];
    if let Some(po) = &p.po {
        strip_columns.push(Left(14));
        labels.push("Customer PO");
        values.push(po.clone());
    }
    strip_columns.extend([Left(8), Left(18), Left(11)]);
    labels.extend(["Terms", "Due Date", "Ship Via"]);
    values.extend([
        format!("Net {terms}"),
        p.due.clone(),
        VIAS[index % VIAS.len()].to_string(),
    ]);
    let dashes: Vec<String> = strip_columns
        .iter()
        .map(|c| match c {
            Left(w) | Right(w) => "-".repeat(*w),
        })
        .collect();
    let dash_refs: Vec<&str> = dashes.iter().map(String::as_str).collect();
    let value_refs: Vec<&str> = values.iter().map(String::as_str).collect();
    for (n, range) in pages.iter().enumerate() {
        t.push('\x0c');
        t.push_str(&stamp_line(n + 2, fax_pages));
        let page_of = format!("{} of {}", n + 1, pages.len());
        if n == 0 {
            t.push_str(&right(&p.vendor.to_uppercase(), "", "INVOICE"));
            t.push_str(&right(p.street, "Invoice No.", &p.number));
            t.push_str(&right(p.city, "Invoice Date", &p.date));
            t.push_str(&right(
                &format!("Phone {}  Fax {}", p.local_phone(), p.local_fax()),
                "Page",
                &page_of,
            ));
            t.push('\n');
            t.push_str(&two("Bill To:", "Ship To:"));
            t.push_str(&two(p.customer, p.customer));
            t.push_str(&two("Accounts Payable", "Receiving"));
            t.push_str(&two(street, street));
            t.push_str(&two(town, town));
            t.push('\n');
            t.push_str(&text_row(&strip_columns, &labels));
            t.push_str(&text_row(&strip_columns, &dash_refs));
            t.push_str(&text_row(&strip_columns, &value_refs));
            t.push('\n');
        } else {
            t.push_str(&right(&p.vendor.to_uppercase(), "Invoice No.", &p.number));
            t.push_str(&right("(continued)", "Page", &page_of));
            t.push('\n');
        }
        t.push_str(&heading);
        for i in range.clone() {
            let l = &p.lines[i];
            let mut parts = wrap(&l.description, 30).into_iter();
            t.push_str(&text_row(
                &item_columns,
                &[
                    &l.quantity,
                    &l.code,
                    &parts.next().unwrap_or_default(),
                    &l.unit_price,
                    &l.amount,
                ],
            ));
            for rest in parts {
                t.push_str(&format!("{:18}{rest}\n", ""));
            }
        }
        if n + 1 < pages.len() {
            t.push_str(&format!("\n{:>WIDTH$}\n", "Continued on next page"));
        }
    }
    let sum = |label: &str, value: &str| format!("{:46}{label:<18}{value:>14}\n", "");
    t.push('\n');
    t.push_str(&sum(
        "Subtotal",
        &total_text(&p.subtotal, &p.subtotal_money, p),
    ));
    t.push_str(&sum(
        &format!("Sales Tax {}%", p.tax_rate),
        &total_text(&p.tax, &p.tax_money, p),
    ));
    t.push_str(&format!("{:46}{}\n", "", "-".repeat(32)));
    t.push_str(&sum("TOTAL DUE", &total_text(&p.total, &p.total_money, p)));
    t.push('\n');
    let notes = format!(
        "All amounts in US dollars ({cur}). Please remit by {due} to {vendor}, {street}, {city}, and write invoice \
         {number} on your check. Past-due balances are subject to a service charge of 1.5% per month.",
        cur = p.currency,
        due = p.due,
        vendor = p.vendor,
        street = p.street,
        city = p.city,
        number = p.number,
    );
    for line in wrap_keeping(&notes, WIDTH, &[&p.due, &p.number, p.vendor]) {
        t.push_str(&format!("{line}\n"));
    }
    t
}

/// A UK supplier's second reminder for an overdue invoice, printed as plain
/// text by the credit-control module of its accounts system with a copy of
/// the invoice after it: the letterhead flush right, the customer's address
/// at the left, "Our ref." and the account beside the date of the letter, a
/// heading naming the invoice, the invoice's particulars as a short block of
/// labels and values (number, date, your order, due date, days overdue,
/// amount overdue), the statutory compensation and interest the supplier
/// may claim under the Late Payment of Commercial Debts (Interest) Act 1998
/// worked out below it with an offer to waive them, and the signature of
/// credit control; then from a new page "COPY INVOICE" over every page of
/// the invoice as first issued: the company with "SALES INVOICE" and the
/// page count at the right, "Invoice To:" beside "Invoice No / Invoice Date
/// / Tax Point / Account No / Your Order / Due Date", the items as "Code /
/// Description / Qty / Price / Net", and "Net Total / VAT @ … % / Invoice
/// Total" under them, with when the original was issued and the copy
/// printed.
pub fn overdue_reminder(p: &Printed) -> String {
    use Column::{Left, Right};
    const WIDTH: usize = 78;
    // The Bank of England base rate the letter counts interest from.
    const BASE_RATE_BP: i64 = 375;
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let overdue = 10 + (seed % 15) as u32;
    let letter_ymd = days_later(p.due_ymd, overdue);
    let letter_date = p.date_like(letter_ymd);
    let waive_date = p.date_like(days_later(letter_ymd, 7));
    let (street, town) = two_lines(p.customer_address);
    let total_cents: i64 = p.lines.iter().map(|l| l.amount_cents).sum::<i64>() + p.tax_cents;
    let (compensation, band) = if total_cents < 100_000 {
        (4_000, "debts under £1,000")
    } else if total_cents < 1_000_000 {
        (7_000, "debts of £1,000 to £9,999.99")
    } else {
        (10_000, "debts of £10,000 or more")
    };
    let rate_bp = 800 + BASE_RATE_BP;
    let interest = (total_cents * rate_bp * i64::from(overdue) + 1_825_000) / 3_650_000;
    let claim = compensation + interest;
    let domain = p.country_domain();
    let caps = p.vendor.to_uppercase();
    let rate_text = format!("{}.{:02}%", rate_bp / 100, rate_bp % 100);
    let mut t = String::new();
    for line in [
        caps.clone(),
        p.street.to_string(),
        p.city.to_string(),
        format!("Telephone {}", p.local_phone()),
        format!("creditcontrol@{domain}"),
    ] {
        t.push_str(&format!("{line:>WIDTH$}\n"));
    }
    t.push('\n');
    for line in ["Accounts Payable", p.customer, street, town] {
        t.push_str(&format!("{line}\n"));
    }
    t.push('\n');
    t.push_str(&format!(
        "{:<50}{letter_date:>28}\n",
        format!("Our ref:  CC/{}/2", p.customer_number)
    ));
    t.push_str(&format!("Account:  {}\n\n", p.customer_number));
    t.push_str("Dear Sir or Madam\n\n");
    let title = format!("SECOND REMINDER - OVERDUE INVOICE {}", p.number);
    t.push_str(format!("{title:^WIDTH$}").trim_end());
    t.push('\n');
    t.push_str(format!("{:^WIDTH$}", "-".repeat(title.chars().count())).trim_end());
    t.push_str("\n\n");
    let opening = format!(
        "We wrote to you on {first} about the invoice below. According to our records it fell due for payment \
         on {due} and remains unpaid:",
        first = p.date_like(days_later(p.due_ymd, 3)),
        due = p.due,
    );
    for line in wrap_keeping(&opening, WIDTH, &[&p.due]) {
        t.push_str(&format!("{line}\n"));
    }
    t.push('\n');
    let mut particulars = vec![
        ("Invoice number", p.number.clone()),
        ("Invoice date", p.date.clone()),
    ];
    if let Some(po) = &p.po {
        particulars.push(("Your order", po.clone()));
    }
    particulars.extend([
        ("Due date", p.due.clone()),
        ("Days overdue", overdue.to_string()),
        ("Amount overdue", total_text(&p.total, &p.total_money, p)),
    ]);
    for (k, v) in &particulars {
        t.push_str(&format!("    {k:<18}{v}\n"));
    }
    t.push('\n');
    let act = format!(
        "Under the Late Payment of Commercial Debts (Interest) Act 1998 we are entitled to claim fixed \
         compensation and statutory interest at 8% a year over the Bank of England base rate of {}.{:02}%, \
         that is {rate_text} a year, from the due date:",
        BASE_RATE_BP / 100,
        BASE_RATE_BP % 100
    );
    for line in wrap(&act, WIDTH) {
        t.push_str(&format!("{line}\n"));
    }
    t.push('\n');
    let charge = |label: &str, value: &str| format!("    {label:<58}{value:>12}\n");
    t.push_str(&charge(
        &format!("Fixed compensation ({band})"),
        &p.bare_number(compensation),
    ));
    t.push_str(&charge(
        &format!(
            "Interest at {rate_text} for {overdue} days on {}",
            p.bare_number(total_cents)
        ),
        &p.bare_number(interest),
    ));
    t.push_str(&format!("    {:58}{}\n", "", "-".repeat(12)));
    t.push_str(&charge(
        &format!("Charges we may claim ({})", p.currency),
        &p.bare_number(claim),
    ));
    t.push('\n');
    let close = format!(
        "We will waive these charges if we receive payment of the invoice in full by {waive_date}. A copy of the \
         invoice follows this letter. If you have paid it in the last few days, please accept our thanks and \
         ignore this reminder; if there is a query that is holding up payment, please tell us at once on {phone}.",
        phone = p.local_phone(),
    );
    let phone = p.local_phone();
    for line in wrap_keeping(&close, WIDTH, &[&waive_date, &phone]) {
        t.push_str(&format!("{line}\n"));
    }
    t.push_str("\nYours faithfully\n\n\n\nCredit Control\n");
    t.push_str(&format!("for and on behalf of {caps}\n"));
    // The copy invoice.
    let item_columns = [Left(7), Left(30), Right(5), Right(10), Right(12)];
    let (price_head, net_head) = if p.bare {
        (
            format!("Price {}", p.currency),
            format!("Net {}", p.currency),
        )
    } else {
        ("Price".to_string(), "Net".to_string())
    };
    let heading = format!(
        "{}{}",
        text_row(
            &item_columns,
            &["Code", "Description", "Qty", &price_head, &net_head]
        ),
        text_row(
            &item_columns,
            &[
                "-------",
                &"-".repeat(30),
                "-----",
                "----------",
                "------------"
            ]
        )
    );
    let heights: Vec<usize> = p
        .lines
        .iter()
        .map(|l| wrap(&l.description, 30).len())
        .collect();
    let pages = text_pages(&heights, 20, 8, 2, 12);
    let banner = format!(
        "{}\n",
        format!("{:^WIDTH$}", "* * *   C O P Y   I N V O I C E   * * *").trim_end()
    );
    let mut facts = vec![
        ("Invoice No", p.number.clone()),
        ("Invoice Date", p.date.clone()),
        ("Tax Point", p.date.clone()),
        ("Account No", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        facts.push(("Your Order", po.clone()));
    }
    facts.push(("Due Date", p.due.clone()));
    let address = ["Invoice To:", p.customer, "Accounts Payable", street, town];
    for (n, range) in pages.iter().enumerate() {
        t.push('\x0c');
        t.push_str(&banner);
        let page_of = format!("Page {} of {}", n + 1, pages.len());
        if n == 0 {
            t.push_str(&format!("{caps:<50}{:>28}\n", "SALES INVOICE"));
            t.push_str(&format!(
                "{:<50}{page_of:>28}\n",
                format!("{}, {}", p.street, p.city)
            ));
            t.push_str(&format!(
                "Tel {}   VAT Reg No {}\n",
                p.local_phone(),
                p.vat_id
            ));
            t.push_str(&"=".repeat(WIDTH));
            t.push('\n');
            for i in 0..facts.len().max(address.len()) {
                let left = address.get(i).copied().unwrap_or_default();
                let right = facts
                    .get(i)
                    .map(|(k, v)| format!("{k:<13}: {v}"))
                    .unwrap_or_default();
                t.push_str(format!("{left:<40}{right}").trim_end());
                t.push('\n');
            }
        } else {
            t.push_str(&format!(
                "{:<50}{page_of:>28}\n",
                format!("{caps}  SALES INVOICE {}", p.number)
            ));
        }
        t.push_str(&"-".repeat(WIDTH));
        t.push('\n');
        t.push_str(&heading);
        for i in range.clone() {
            let l = &p.lines[i];
            let mut parts = wrap(&l.description, 30).into_iter();
            t.push_str(&text_row(
                &item_columns,
                &[
                    &l.code,
                    &parts.next().unwrap_or_default(),
                    &l.quantity,
                    &l.unit_price,
                    &l.amount,
                ],
            ));
            for rest in parts {
                t.push_str(&format!("{:9}{rest}\n", ""));
            }
        }
        if n + 1 < pages.len() {
            t.push_str(&format!("\n{:>WIDTH$}\n", "Continued overleaf"));
        }
    }
    t.push_str(&"-".repeat(WIDTH));
    t.push('\n');
    let sum = |label: &str, value: &str| format!("{:44}{label:<20}{value:>14}\n", "");
    t.push_str(&sum(
        "Net Total",
        &total_text(&p.subtotal, &p.subtotal_money, p),
    ));
    t.push_str(&sum(
        &format!("VAT @ {}%", p.tax_rate),
        &total_text(&p.tax, &p.tax_money, p),
    ));
    t.push_str(&sum(
        "Invoice Total",
        &total_text(&p.total, &p.total_money, p),
    ));
    t.push_str(&format!("{:64}{}\n\n", "", "=".repeat(14)));
    let (sort_code, account) = p.sort_code_and_account();
    let foot = format!(
        "Original issued {date}. Copy printed {letter_date} for credit control. Payment terms: {terms} days \
         net. Pay by BACS to {vendor}, sort code {sort_code}, account {account}, quoting {number}. All amounts \
         in {cur}.",
        date = p.date,
        terms = days_from(p.date_ymd, p.due_ymd),
        vendor = p.vendor,
        number = p.number,
        cur = p.currency,
    );
    for line in wrap_keeping(&foot, WIDTH, &[&p.date, &letter_date, p.vendor, &p.number]) {
        t.push_str(&format!("{line}\n"));
    }
    t
}

// Held out: a thirty-second round of seven (round 32), what a new user in
// Western continental Europe brings in the country's own language, written
// without looking at the extractor or at how it fares on any family above.

/// The letter of a Spanish DNI number: the number modulo 23 picks it.
fn dni_letter(number: i64) -> char {
    const LETTERS: &[u8; 23] = b"TRWAGMYFPDXBNJZSQVHLCKE";
    char::from(LETTERS[(number % 23) as usize])
}

/// A Spanish self-employed professional's ("autónomo") factura typed into a
/// word-processor template, in Spanish, with the income-tax withholding
/// (IRPF) a professional's invoice to a business carries: "FACTURA" in large
/// type at the left with "Nº …" beneath it and at the right the dates and the
/// order as label and value lines ("Fecha de expedición / Fecha de
/// vencimiento / Nº de pedido"); two framed boxes side by side, "DATOS DEL
/// EMISOR" (the trading name, the professional who holds it with a DNI-style
/// NIF, the address and contacts) and "DATOS DEL CLIENTE" (the company, its
/// tax number, address and customer code); the items as "Concepto /
/// Cantidad / Precio unitario / Importe" with the currency in the headings;
/// at the right "Base imponible / IVA … % / TOTAL FACTURA" and beneath it the
/// withholding taken off the base ("Retención IRPF … %" as a negative sum)
/// and "LÍQUIDO A PERCIBIR", which is not the invoice total; the tax note at
/// a rate of nought, the withholding note, the bank transfer with the due
/// date, and the data-protection notice; amounts as 1.234,56 €.
pub fn factura_autonomo(p: &Printed) -> String {
    const HOLDERS: [&str; 4] = [
        "Laura Martínez Gil",
        "Javier Romero Sanz",
        "Marta Iglesias Prieto",
        "Sergio Navarro Ruiz",
    ];
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let holder = HOLDERS[(seed % 4) as usize];
    let dni = 10_000_000 + seed * 4_513 % 89_000_000;
    let nif = format!("{dni}{}", dni_letter(dni));
    let es = |ymd: (i32, u32, u32)| {
        let (year, month, day) = ymd;
        if p.date.contains(' ') {
            date_in(&english_long(ymd), Language::Spanish)
        } else {
            format!("{day:02}/{month:02}/{year}")
        }
    };
    let irpf_rate: i64 = if seed % 3 == 0 { 7 } else { 15 };
    let subtotal = cents_in(&p.subtotal);
    let total = cents_in(&p.total);
    let irpf = (subtotal * irpf_rate + 50).div_euclid(100);
    let number = |cents: i64| grouped(cents, ".", ",");
    let sign = if p.currency == "EUR" { "€" } else { "CHF" };
    let money = |cents: i64| {
        if p.bare {
            format!("{} {}", number(cents), p.currency)
        } else {
            format!("{} {sign}", number(cents))
        }
    };
    let heads = if p.bare {
        format!(" ({})", p.currency)
    } else {
        format!(" ({sign})")
    };
    let teal = "#0f5e63";
    let mail = format!("facturas@{}", p.country_domain());
    let frame = "style=\"border: 1px solid #0f5e63\"";
    let small = |text: &str| format!("<font size=\"2\">{text}</font>");
    let (street, town) = two_lines(p.customer_address);
    let customer_tax = match customer_vat_prefix(p.customer_address) {
        Some(prefix) => format!("NIF-IVA: {prefix}{:09}", seed * 7_001 % 1_000_000_000),
        None => format!(
            "Nº de identificación fiscal (EE. UU.): {:02}-{:07}",
            30 + seed % 60,
            seed * 7_919 % 10_000_000
        ),
    };
    let mut facts = vec![
        ("Fecha de expedición", es(p.date_ymd)),
        ("Fecha de vencimiento", es(p.due_ymd)),
    ];
    if let Some(po) = &p.po {
        facts.push(("Nº de pedido", escape(po)));
    }
    let facts: String = facts
        .iter()
        .map(|(k, v)| {
            format!(
                "<tr><td>{}</td><td align=\"right\"><b>{v}</b></td></tr>",
                small(k)
            )
        })
        .collect();
    let table = items(
        p,
        &[
            ("Concepto", false),
            ("Cantidad", true),
            (&format!("Precio unitario{heads}"), true),
            (&format!("Importe{heads}"), true),
        ],
        |i, c| {
            let l = &p.lines[i];
            match c {
                0 => l.description.clone(),
                1 => quantity_with(hundredths_in(&l.quantity), ","),
                2 => number(cents_in(&l.unit_price)),
                _ => number(l.amount_cents),
            }
        },
        "#d7ebec",
    );
    let tax_note = if p.tax_rate != 0 {
        String::new()
    } else if customer_vat_prefix(p.customer_address) == Some("IE") {
        "<p>".to_string()
            + &small(
                "Operación con inversión del sujeto pasivo (art. 84.Uno.2º de la Ley 37/1992 del IVA).",
            )
            + "</p>\n"
    } else {
        "<p>".to_string()
            + &small(
                "Operación no sujeta a IVA por reglas de localización (art. 69 de la Ley 37/1992 del IVA).",
            )
            + "</p>\n"
    };
    let body = format!(
        "<table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr>\
         <td valign=\"top\"><font size=\"7\" color=\"{teal}\"><b>FACTURA</b></font><br><font size=\"4\">Nº {number}</font></td>\
         <td valign=\"top\" width=\"45%\"><table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\">{facts}</table></td></tr></table>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"5\" cellspacing=\"0\"><tr>\
         <td {frame} width=\"50%\" valign=\"top\" bgcolor=\"#d7ebec\"><font size=\"2\" color=\"{teal}\"><b>DATOS DEL EMISOR</b></font></td>\
         <td {frame} valign=\"top\" bgcolor=\"#d7ebec\"><font size=\"2\" color=\"{teal}\"><b>DATOS DEL CLIENTE</b></font></td></tr>\
         <tr><td {frame} valign=\"top\"><b>{vendor}</b><br>Titular: {holder}<br>NIF: {nif}<br>{street_v}<br>{city}<br>\
         Tel. {phone}<br>{mail}</td>\
         <td {frame} valign=\"top\"><b>{customer}</b><br>{customer_tax}<br>{street}<br>{town}<br>Código de cliente: {customer_number}</td></tr></table>\n\
         <p><br></p>\n\
         {table}\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"4\" cellspacing=\"0\" style=\"page-break-inside: avoid\">\
         <tr><td width=\"52%\"></td><td>Base imponible</td><td align=\"right\">{subtotal}</td></tr>\
         <tr><td></td><td>IVA {rate} %</td><td align=\"right\">{tax}</td></tr>\
         <tr><td></td><td bgcolor=\"#d7ebec\"><b>TOTAL FACTURA</b></td><td bgcolor=\"#d7ebec\" align=\"right\"><b>{total}</b></td></tr>\
         <tr><td></td><td>Retención IRPF {irpf_rate} %</td><td align=\"right\">-{irpf}</td></tr>\
         <tr><td></td><td {frame}><b>LÍQUIDO A PERCIBIR</b></td><td {frame} align=\"right\"><b>{net}</b></td></tr></table>\n\
         {tax_note}\
         <p>{irpf_note}</p>\n\
         <p><b>Forma de pago:</b> transferencia bancaria del líquido a percibir, {net}, antes del {due}, a la cuenta \
         IBAN {iban} (BIC {bic}), indicando el número de factura.</p>\n\
         <p><br></p>\n\
         <p>{rgpd}</p>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        mail = mail,
        number = escape(&p.number),
        customer = p.customer,
        customer_number = p.customer_number,
        subtotal = money(subtotal),
        rate = p.tax_rate,
        tax = money(p.tax_cents),
        total = money(total),
        irpf = money(irpf),
        net = money(total - irpf),
        irpf_note = small(&format!(
            "Retención del {irpf_rate} % a cuenta del IRPF sobre la base imponible (art. 101 de la Ley 35/2006); \
             el cliente la ingresará en la Agencia Tributaria (modelo 111)."
        )),
        due = es(p.due_ymd),
        iban = p.iban,
        bic = vendor_bank(p).1,
        rgpd = small(&format!(
            "Protección de datos: {holder}, titular de {}, trata sus datos para la gestión de la relación comercial \
             y la facturación. Puede ejercer sus derechos de acceso, rectificación y supresión escribiendo a \
             facturas@{}.",
            escape(p.vendor),
            p.country_domain()
        )),
    );
    document("Liberation Sans", &body)
}

/// A Portuguese services firm's fatura from its certified management
/// program, saved through the word processor, in Portuguese, for a customer
/// who pays by SEPA direct debit: the firm's name, address, tax number,
/// share capital and registration at the left and at the right "FATURA" over
/// "N.º …", "ORIGINAL" and the ATCUD code, the customer's window
/// ("Exmo.(s) Senhor(es)") beneath; a ruled grid of small labels over values
/// in one row ("Data / Vencimento / N.º Cliente / V/ N.º Contrib. /
/// Requisição / Moeda / Câmbio / Cond. Pagamento"), with the order cell left
/// empty when there is none; the items as "Artigo / Descrição / Qtd. / Un. /
/// Preço Unit. / Desc. % / IVA % / Valor Líquido"; the totals as one ruled row
/// of labels over values ("Total Ilíquido / Desc. Comercial / Desc.
/// Financeiro / Total IVA / Total a Pagar (…)"), the VAT summary by rate with
/// the exemption reason at a rate of nought, then the direct-debit box (the
/// creditor's identifier, the mandate reference, the debtor's masked IBAN,
/// the date of the debit, which is the due date, and the amount), or for a
/// customer outside the SEPA area the transfer to make by the due date; and
/// the program's certificate line with four characters of the document's
/// signature; amounts as 1.234,56 and dates as 03-03-2026.
pub fn fatura_debito_direto(p: &Printed) -> String {
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let pt = |(year, month, day): (i32, u32, u32)| {
        if p.date.as_bytes().get(4) == Some(&b'-') {
            format!("{year}-{month:02}-{day:02}")
        } else {
            format!("{day:02}-{month:02}-{year}")
        }
    };
    let number = |cents: i64| grouped(cents, ".", ",");
    let cur = p.currency;
    let subtotal = cents_in(&p.subtotal);
    let total = cents_in(&p.total);
    let terms = days_from(p.date_ymd, p.due_ymd);
    let code = |n: i64, len: usize| -> String {
        const ALPHABET: &[u8] = b"BCDFGHJKLMNPQRSTVWXYZ23456789";
        let mut state = (n as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        (0..len)
            .map(|_| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                char::from(ALPHABET[(state % ALPHABET.len() as u64) as usize])
            })
            .collect()
    };
    let digits: String = p.number.chars().filter(char::is_ascii_digit).collect();
    let atcud = format!("{}-{}", code(seed, 8), digits.trim_start_matches('0'));
    let hash = code(seed * 31 + 7, 4);
    let certificate = 1_000 + seed * 7 % 3_000;
    let customer_tax = match customer_vat_prefix(p.customer_address) {
        Some(prefix) => format!("{prefix}{:09}", seed * 7_001 % 1_000_000_000),
        None => "999999990".to_string(),
    };
    let (street, town) = two_lines(p.customer_address);
    let border = "style=\"border: 1px solid #444\"";
    let small = |text: &str| format!("<font size=\"1\">{text}</font>");
    let window = format!(
        "{}<br><b>{}</b><br>A/C Contabilidade<br>{street}<br>{town}",
        small("Exmo.(s) Senhor(es)"),
        p.customer
    );
    let grid = [
        ("Data", pt(p.date_ymd)),
        ("Vencimento", pt(p.due_ymd)),
        ("N.º Cliente", p.customer_number.clone()),
        ("V/ N.º Contrib.", customer_tax.clone()),
        (
            "Requisição",
            p.po.as_deref().map(escape).unwrap_or_default(),
        ),
        ("Moeda", cur.to_string()),
        ("Câmbio", "1,000000".to_string()),
        ("Cond. Pagamento", format!("{terms} dias")),
    ];
    let grid_labels: String = grid
        .iter()
        .map(|(k, _)| format!("<td {border} bgcolor=\"#e8e8e8\">{}</td>", small(k)))
        .collect();
    let grid_values: String = grid
        .iter()
        .map(|(_, v)| format!("<td {border} align=\"center\">{v}</td>"))
        .collect();
    let table = items(
        p,
        &[
            ("Artigo", false),
            ("Descrição", false),
            ("Qtd.", true),
            ("Un.", false),
            ("Preço Unit.", true),
            ("Desc. %", true),
            ("IVA %", true),
            ("Valor Líquido", true),
        ],
        |i, c| {
            let l = &p.lines[i];
            match c {
                0 => l.code.clone(),
                1 => l.description.clone(),
                2 => quantity_with(hundredths_in(&l.quantity), ","),
                3 => if l.unit == "h" { "H" } else { "UN" }.to_string(),
                4 => number(cents_in(&l.unit_price)),
                5 => "0,00".to_string(),
                6 => format!("{},00", p.tax_rate),
                _ => number(l.amount_cents),
            }
        },
        "#e8e8e8",
    );
    let total_label = format!("Total a Pagar ({cur})");
    let footing = [
        ("Total Ilíquido", number(subtotal)),
        ("Desc. Comercial", "0,00".to_string()),
        ("Desc. Financeiro", "0,00".to_string()),
        ("Total IVA", number(p.tax_cents)),
        (total_label.as_str(), format!("<b>{}</b>", number(total))),
    ];
    let footing_labels: String = footing
        .iter()
        .map(|(k, _)| {
            format!(
                "<td {border} bgcolor=\"#e8e8e8\" align=\"right\">{}</td>",
                small(k)
            )
        })
        .collect();
    let footing_values: String = footing
        .iter()
        .map(|(_, v)| format!("<td {border} align=\"right\">{v}</td>"))
        .collect();
    let exemption = if p.tax_rate != 0 {
        String::new()
    } else if customer_vat_prefix(p.customer_address).is_some() {
        "IVA - autoliquidação (art. 6.º, n.º 6, al. a) do CIVA)".to_string()
    } else {
        "Não sujeito (art. 6.º, n.º 6, al. a) do CIVA)".to_string()
    };
    let payment = if p.customer_address.contains("Chicago") {
        format!(
            "<tr><td {border} bgcolor=\"#e8e8e8\"><b>Pagamento por transferência bancária</b></td></tr>\
             <tr><td {border}>Queira transferir {total} {cur} até {due} para o IBAN {iban} (BIC {bic}), \
             indicando a fatura n.º {number}.</td></tr>",
            total = number(total),
            due = pt(p.due_ymd),
            iban = p.iban,
            bic = vendor_bank(p).1,
            number = escape(&p.number),
        )
    } else {
        let prefix = customer_vat_prefix(p.customer_address).unwrap_or("IE");
        format!(
            "<tr><td {border} bgcolor=\"#e8e8e8\" colspan=\"2\"><b>Pagamento por Débito Direto SEPA</b></td></tr>\
             <tr><td {border} width=\"40%\">Identificação do credor</td><td {border}>PT{creditor:02}ZZZ{creditor_no:06}</td></tr>\
             <tr><td {border}>Referência da autorização (ADC)</td><td {border}>ADC{mandate:010}</td></tr>\
             <tr><td {border}>IBAN do devedor</td><td {border}>{prefix}{check:02} **** **** **** **{tail:02}</td></tr>\
             <tr><td {border}>Data do débito</td><td {border}>{due}</td></tr>\
             <tr><td {border}>Montante a debitar</td><td {border}>{total} {cur}</td></tr>\
             <tr><td {border} colspan=\"2\">{note}</td></tr>",
            creditor = 10 + seed % 89,
            creditor_no = 100_000 + seed * 71 % 900_000,
            mandate = seed * 1_009 % 10_000_000_000,
            check = 10 + seed % 89,
            tail = seed % 97,
            due = pt(p.due_ymd),
            total = number(total),
            note = small(
                "O montante desta fatura será debitado na sua conta na data de vencimento. \
                 Não efetue transferência bancária."
            ),
        )
    };
    let body = format!(
        "<table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr>\
         <td valign=\"top\" width=\"55%\"><font size=\"5\"><b>{vendor}</b></font><br>{vendor_lines}</td>\
         <td valign=\"top\" align=\"right\"><font size=\"6\"><b>FATURA</b></font><br><font size=\"4\">N.º {number}</font><br>\
         <b>ORIGINAL</b><br>ATCUD: {atcud}</td></tr>\
         <tr><td></td><td valign=\"top\"><p><br></p>{window}</td></tr></table>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\"><tr>{grid_labels}</tr><tr>{grid_values}</tr></table>\n\
         <p><br></p>\n\
         {table}\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\" style=\"page-break-inside: avoid\"><tr>{footing_labels}</tr><tr>{footing_values}</tr></table>\n\
         <p><br></p>\n\
         <table width=\"70%\" cellpadding=\"3\" cellspacing=\"0\" style=\"page-break-inside: avoid\">\
         <tr><td {border} bgcolor=\"#e8e8e8\">{l_rate}</td><td {border} bgcolor=\"#e8e8e8\" align=\"right\">{l_base}</td>\
         <td {border} bgcolor=\"#e8e8e8\" align=\"right\">{l_vat}</td><td {border} bgcolor=\"#e8e8e8\">{l_reason}</td></tr>\
         <tr><td {border}>{rate},00 %</td><td {border} align=\"right\">{subtotal}</td><td {border} align=\"right\">{tax}</td>\
         <td {border}>{exemption}</td></tr></table>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\" style=\"page-break-inside: avoid\">{payment}</table>\n\
         <p>{delivered}</p>\n\
         <p align=\"center\">{certificate_line}</p>",
        vendor = escape(p.vendor),
        vendor_lines = small(&format!(
            "{}, {}<br>Contribuinte n.º {} · Tel. {}<br>Capital social 50.000,00 € · {}<br>faturacao@{}",
            p.street,
            p.city,
            p.vat_id,
            p.local_phone(),
            match p.city {
                c if c.contains("Berlin") => "Registo: Amtsgericht Charlottenburg",
                c if c.contains("Amsterdam") => "Registo: Kamer van Koophandel",
                _ => "Registo: Handelsregister Zürich",
            },
            p.country_domain()
        )),
        number = escape(&p.number),
        window = window,
        l_rate = small("Taxa IVA"),
        l_base = small("Incidência"),
        l_vat = small("Valor IVA"),
        l_reason = small("Motivo de isenção"),
        rate = p.tax_rate,
        subtotal = number(subtotal),
        tax = number(p.tax_cents),
        delivered = small(&format!(
            "Os serviços foram prestados e os bens colocados à disposição do adquirente em {}.",
            pt(p.date_ymd)
        )),
        certificate_line = small(&format!(
            "{hash}-Processado por programa certificado n.º {certificate}/AT · Documento emitido em {}",
            pt(p.date_ymd)
        )),
    );
    document("Liberation Sans", &body)
}

/// A line of plain text with `left` at the margin and `right` ending at
/// column `width`.
fn flush_pair(left: &str, right: &str, width: usize) -> String {
    let gap = width.saturating_sub(left.chars().count() + right.chars().count());
    format!("{left}{}{right}\n", " ".repeat(gap.max(1)))
}

/// An Italian professional's fattura printed as plain text by the practice
/// software of a consulting office, in Italian, with the withholding tax on
/// professional fees ("ritenuta d'acconto") the customer keeps back: the
/// office's name with its trade, address, VAT number, telephone and
/// certified mail (PEC) at the left, "Spett.le" and the customer indented at
/// the right with its VAT number, "FATTURA N. … DEL …" with "Pag. … di …" on
/// the same line over a rule of equals signs, "Oggetto:" naming the fees and
/// the customer's order with its date ("Rif.: Vs. ordine n. … del …"), the
/// customer code beside the due date ("Scadenza pagamento"), the items as
/// "Descrizione / Q.tà / Prezzo unit. / Importo" with the currency in the
/// headings, on a long invoice "A riportare" with the running sum at the foot
/// of a sheet and "Riporto" at the head of the next; after the last item
/// "Totale imponibile / IVA … % / TOTALE DOCUMENTO" and beneath it the
/// withholding of 20 % on the taxable amount and "NETTO A PAGARE", which is
/// not the document's total; at a rate of nought the note that the service
/// is outside the scope of Italian VAT and the stamp duty paid virtually; the
/// note on paying the withholding over to the tax office, and the bank
/// transfer of the net amount by the due date; amounts as 1.234,56 and dates
/// as 03/03/2026.
pub fn fattura_ritenuta(p: &Printed) -> String {
    const WIDTH: usize = 78;
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let it = |(year, month, day): (i32, u32, u32)| format!("{day:02}/{month:02}/{year}");
    let number = |cents: i64| grouped(cents, ".", ",");
    let cur = p.currency;
    let subtotal = cents_in(&p.subtotal);
    let total = cents_in(&p.total);
    let withheld = (subtotal * 20 + 50).div_euclid(100);
    let net = total - withheld;
    let (street, town) = two_lines(p.customer_address);
    let customer_vat = match customer_vat_prefix(p.customer_address) {
        Some(prefix) => format!("VAT {prefix}{:09}", seed * 7_001 % 1_000_000_000),
        None => format!(
            "Id. fiscale estero {:02}-{:07}",
            30 + seed % 60,
            seed * 7_919 % 10_000_000
        ),
    };
    let rule = |c: char| format!("{}\n", c.to_string().repeat(WIDTH));
    let row = |a: &str, b: &str, c: &str, d: &str| {
        format!("{}\n", format!("{a:<40}{b:>8}{c:>14}{d:>16}").trim_end())
    };
    let sum = |label: &str, value: &str| {
        format!(
            "{}\n",
            format!("{:38}{label:<24}{value:>16}", "").trim_end()
        )
    };
    let header = |page: usize, count: usize| {
        vec![
            flush_pair(
                &format!("FATTURA N. {} DEL {}", p.number, it(p.date_ymd)),
                &format!("Pag. {page} di {count}"),
                WIDTH,
            ),
            rule('='),
        ]
    };
    let letterhead: Vec<String> = [
        p.vendor.to_string(),
        "Consulenza tecnica e informatica - Studio professionale".to_string(),
        format!("{} - {}", p.street, p.city),
        format!("P.IVA/VAT {} - Tel. {}", p.vat_id, p.local_phone()),
        format!(
            "PEC: {}@pec.it - amministrazione@{}",
            p.vendor_domain(),
            p.country_domain()
        ),
        String::new(),
    ]
    .into_iter()
    .map(|l| format!("{l}\n"))
    .collect();
    let address: Vec<String> = [
        "Spett.le".to_string(),
        p.customer.to_string(),
        street.to_string(),
        town.to_string(),
        customer_vat,
        String::new(),
    ]
    .into_iter()
    .map(|l| format!("{:42}{l}\n", "").trim_end().to_string() + "\n")
    .collect();
    let mut particulars = vec!["Oggetto: compensi per prestazioni professionali\n".to_string()];
    if let Some(po) = &p.po {
        particulars.push(format!(
            "Rif.:    Vs. ordine n. {po} del {}\n",
            it(days_earlier(p.date_ymd, 6 + (seed % 9) as u32))
        ));
    }
    let code = format!("Cod. cliente: {}", p.customer_number);
    particulars.push(format!("{code:<40}Scadenza pagamento: {}\n", it(p.due_ymd)));
    let heading = [
        rule('-'),
        row(
            "Descrizione",
            "Q.tà",
            &format!("Prezzo ({cur})"),
            &format!("Importo ({cur})"),
        ),
        rule('-'),
    ];
    let blocks: Vec<Vec<String>> = p
        .lines
        .iter()
        .map(|l| {
            let words = wrap(&l.description, 38);
            let mut out = vec![row(
                &words[0],
                &quantity_with(hundredths_in(&l.quantity), ","),
                &number(cents_in(&l.unit_price)),
                &number(l.amount_cents),
            )];
            for more in &words[1..] {
                out.push(format!("{more}\n"));
            }
            out
        })
        .collect();
    let mut ending = vec![
        rule('-'),
        sum("Totale imponibile", &number(subtotal)),
        sum(&format!("IVA {}%", p.tax_rate), &number(p.tax_cents)),
        format!("{:62}{}\n", "", "-".repeat(16)),
        sum(&format!("TOTALE DOCUMENTO {cur}"), &number(total)),
        sum("Ritenuta d'acconto 20%", ""),
        sum(
            &format!("  su {}", number(subtotal)),
            &format!("-{}", number(withheld)),
        ),
        format!("{:62}{}\n", "", "=".repeat(16)),
        sum(&format!("NETTO A PAGARE {cur}"), &number(net)),
        "\n".to_string(),
    ];
    if p.tax_rate == 0 {
        ending.extend([
            "Operazione non soggetta a IVA ai sensi dell'art. 7-ter del D.P.R. 633/1972.\n"
                .to_string(),
            "Imposta di bollo di euro 2,00 assolta in modo virtuale.\n".to_string(),
            "\n".to_string(),
        ]);
    }
    ending.extend([
        "Ritenuta d'acconto: il committente, quale sostituto d'imposta, versa la\n".to_string(),
        "ritenuta entro il 16 del mese successivo al pagamento (codice tributo 1040).\n"
            .to_string(),
        "\n".to_string(),
        "MODALITÀ DI PAGAMENTO\n".to_string(),
        format!(
            "Bonifico bancario entro il {} dell'importo netto di {cur} {}\n",
            it(p.due_ymd),
            number(net)
        ),
        format!("IBAN {}   BIC {}\n", p.iban, vendor_bank(p).1),
        format!("Intestato a: {}\n", p.vendor),
        format!("Causale: saldo fattura n. {}\n", p.number),
    ]);
    let heights: Vec<usize> = blocks.iter().map(Vec::len).collect();
    let first = letterhead.len() + address.len() + 2 + particulars.len() + heading.len();
    let pages = text_pages(&heights, first, 2 + heading.len() + 1, 3, ending.len());
    let count = pages.len();
    let mut t = String::new();
    let mut run = 0;
    for (page, range) in pages.iter().enumerate() {
        if page == 0 {
            letterhead
                .iter()
                .chain(&address)
                .for_each(|l| t.push_str(l));
            header(1, count).iter().for_each(|l| t.push_str(l));
            particulars.iter().for_each(|l| t.push_str(l));
        } else {
            t.push('\x0c');
            header(page + 1, count).iter().for_each(|l| t.push_str(l));
        }
        heading.iter().for_each(|l| t.push_str(l));
        if page > 0 {
            t.push_str(&row("Riporto", "", "", &number(run)));
        }
        for i in range.clone() {
            blocks[i].iter().for_each(|l| t.push_str(l));
            run += p.lines[i].amount_cents;
        }
        if page + 1 < count {
            t.push_str(&rule('-'));
            t.push_str(&row("A riportare", "", "", &number(run)));
            t.push_str(&format!("{:>78}\n", "segue ./."));
        } else {
            ending.iter().for_each(|l| t.push_str(l));
        }
    }
    t
}

/// A Dutch subcontractor's factuur printed as plain text by its staffing and
/// payroll software, in Dutch, split for payment under the chain liability
/// act (Wet ketenaansprakelijkheid): the firm's name and address, chamber of
/// commerce and VAT numbers flush right at the top, the customer at the left
/// ("t.a.v. crediteurenadministratie"), "F A C T U U R" spaced out with
/// "Blad … van …", two columns of "label : value" pairs ("Factuurnummer /
/// Debiteurnummer / Uw inkoopordernr. / Project" beside "Factuurdatum /
/// Vervaldatum / Periode / Urenstaten"), the items as "Omschrijving / Aantal
/// / Eenh. / Tarief / Bedrag" with the currency in the headings, on a long
/// invoice "Transport naar blad …" with the running sum at the foot of a
/// sheet and "Transport van blad …" at the head of the next; after the last
/// item "Totaal excl. btw / Btw … % / Totaal incl. btw" (at a rate of
/// nought, the VAT reverse-charged to the customer), and beneath them the
/// payment split: a share of the total to the blocked G-account and the rest
/// to the ordinary bank account, each with its IBAN and amount, summing to
/// "Totaal te betalen", the due date and the reference to quote; amounts as
/// € 1.234,56 and dates as 03-03-2026.
pub fn factuur_g_rekening(p: &Printed) -> String {
    const WIDTH: usize = 76;
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let nl = |(year, month, day): (i32, u32, u32)| format!("{day:02}-{month:02}-{year}");
    let number = |cents: i64| grouped(cents, ".", ",");
    let sign = if p.currency == "EUR" { "€" } else { "CHF" };
    let money = |cents: i64| {
        if p.bare {
            number(cents)
        } else {
            format!("{sign} {}", number(cents))
        }
    };
    let subtotal = cents_in(&p.subtotal);
    let total = cents_in(&p.total);
    let share = [25, 30, 35, 40][(seed % 4) as usize];
    let g_part = (total * share + 50).div_euclid(100);
    let g_iban = format!(
        "NL{:02} INGB 0{:03} {:04} {:02}",
        10 + seed % 89,
        seed * 7 % 1_000,
        seed * 13 % 10_000,
        seed % 100
    );
    let register = if p.city.contains("Amsterdam") {
        format!("KvK {}", 30_000_000 + seed * 131 % 9_000_000)
    } else if p.city.contains("Berlin") {
        format!("HRB {} B (AG Charlottenburg)", 180_000 + seed * 7 % 60_000)
    } else {
        format!(
            "UID CHE-{:03}.{:03}.{:03}",
            100 + seed % 900,
            seed * 7 % 1_000,
            seed * 13 % 1_000
        )
    };
    let week = |(year, month, day): (i32, u32, u32)| -> u32 {
        const BEFORE: [u32; 12] = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];
        let leap = u32::from(month > 2 && year % 4 == 0);
        let ordinal = BEFORE[month as usize - 1] + leap + day;
        ordinal.div_ceil(7).clamp(1, 52)
    };
    let to = days_earlier(p.date_ymd, 2 + (seed % 4) as u32);
    let from = days_earlier(to, 13);
    let (street, town) = two_lines(p.customer_address);
    let right: Vec<String> = [
        p.vendor.to_string(),
        p.street.to_string(),
        p.city.to_string(),
        format!("Tel. {}", p.local_phone()),
        register,
        format!("Btw-id {}", p.vat_id),
        String::new(),
    ]
    .into_iter()
    .map(|l| format!("{}\n", format!("{l:>WIDTH$}").trim_end()))
    .collect();
    let left: Vec<String> = [
        p.customer,
        "t.a.v. crediteurenadministratie",
        street,
        town,
        "",
        "",
    ]
    .into_iter()
    .map(|l| format!("{l}\n"))
    .collect();
    let mut first_col = vec![
        ("Factuurnummer", p.number.clone()),
        ("Debiteurnummer", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        first_col.push(("Uw inkoopordernr.", po.clone()));
    }
    first_col.push(("Project", format!("P-{}-{:03}", p.date_ymd.0, seed % 1_000)));
    let second_col = [
        ("Factuurdatum", nl(p.date_ymd)),
        ("Vervaldatum", nl(p.due_ymd)),
        (
            "Periode",
            format!("week {} t/m {} {}", week(from), week(to), to.0),
        ),
        ("Urenstaten", "getekend, op aanvraag".to_string()),
    ];
    let facts: Vec<String> = (0..first_col.len().max(second_col.len()))
        .map(|i| {
            let a = first_col
                .get(i)
                .map(|(k, v)| format!("{k:<18}: {v}"))
                .unwrap_or_default();
            let b = second_col
                .get(i)
                .map(|(k, v)| format!("{k:<13}: {v}"))
                .unwrap_or_default();
            format!("{}\n", format!("{a:<40}{b}").trim_end())
        })
        .collect();
    let heads = if p.bare {
        format!(" ({})", p.currency)
    } else {
        String::new()
    };
    let row = |a: &str, b: &str, c: &str, d: &str, e: &str| {
        format!(
            "{}\n",
            format!("{a:<34}{b:>8}  {c:<6}{d:>12}{e:>14}").trim_end()
        )
    };
    let rule = |c: char| format!("{}\n", c.to_string().repeat(WIDTH));
    let heading = [
        rule('-'),
        row(
            "Omschrijving",
            "Aantal",
            "Eenh.",
            &format!("Tarief{heads}"),
            &format!("Bedrag{heads}"),
        ),
        rule('-'),
    ];
    let blocks: Vec<Vec<String>> = p
        .lines
        .iter()
        .map(|l| {
            let words = wrap(&l.description, 32);
            let unit = if l.unit == "h" { "uur" } else { "stuks" };
            let mut out = vec![row(
                &words[0],
                &quantity_with(hundredths_in(&l.quantity), ","),
                unit,
                &money(cents_in(&l.unit_price)),
                &money(l.amount_cents),
            )];
            for more in &words[1..] {
                out.push(format!("{more}\n"));
            }
            out
        })
        .collect();
    let sum = |label: &str, value: &str| format!("{:34}{label:<26}{value:>16}\n", "");
    let abroad = p.customer_address.contains("Chicago");
    let vat_label = if p.tax_rate == 0 && abroad {
        "Btw 0%".to_string()
    } else if p.tax_rate == 0 {
        "Btw verlegd 0%".to_string()
    } else {
        format!("Btw {}%", p.tax_rate)
    };
    let split = |label: &str, account: &str, value: &str| {
        format!("  {label:<14}{account:<30}{value:>16}\n")
    };
    let mut ending = vec![
        rule('-'),
        sum("Totaal excl. btw", &money(subtotal)),
        sum(&vat_label, &money(p.tax_cents)),
        format!("{:60}{}\n", "", "-".repeat(16)),
        sum("Totaal incl. btw", &money(total)),
        "\n".to_string(),
    ];
    if p.tax_rate == 0 {
        ending.push(if abroad {
            "Dienst niet belast in Nederland (plaats van dienst buiten de EU).\n".to_string()
        } else {
            "Omzetbelasting verlegd naar de afnemer (art. 12 lid 3 Wet OB).\n".to_string()
        });
        ending.push("\n".to_string());
    }
    ending.extend([
        "BETALING VOLGENS DE WET KETENAANSPRAKELIJKHEID\n".to_string(),
        format!("Van het factuurbedrag stort u {share}% op onze G-rekening (loonheffingen en\n"),
        "omzetbelasting); het overige bedrag maakt u over op onze bankrekening.\n".to_string(),
        "\n".to_string(),
        split("G-rekening", &g_iban, &money(g_part)),
        split("Bankrekening", &p.iban, &money(total - g_part)),
        format!("{:46}{}\n", "", "-".repeat(16)),
        split("Totaal te betalen", "", &money(total)),
        "\n".to_string(),
        format!(
            "Uiterlijk te voldoen op {} onder vermelding van factuurnummer {}.\n",
            nl(p.due_ymd),
            p.number
        ),
    ]);
    if p.bare {
        ending.push(format!("Alle bedragen in {}.\n", p.currency));
    }
    ending.push(
        "Een kopie van de G-rekeningovereenkomst en de verklaring betalingsgedrag\n".to_string(),
    );
    ending.push("zenden wij u op verzoek toe.\n".to_string());
    let title = |page: usize, count: usize| {
        flush_pair("F A C T U U R", &format!("Blad {page} van {count}"), WIDTH)
    };
    let heights: Vec<usize> = blocks.iter().map(Vec::len).collect();
    let first = right.len() + left.len() + 2 + facts.len() + 1 + heading.len();
    let pages = text_pages(&heights, first, 4 + heading.len() + 1, 3, ending.len());
    let count = pages.len();
    let mut t = String::new();
    let mut run = 0;
    for (page, range) in pages.iter().enumerate() {
        if page == 0 {
            right.iter().chain(&left).for_each(|l| t.push_str(l));
            t.push_str(&title(1, count));
            t.push('\n');
            facts.iter().for_each(|l| t.push_str(l));
            t.push('\n');
        } else {
            t.push('\x0c');
            t.push_str(&format!("{}\n", p.vendor));
            t.push_str(&title(page + 1, count));
            t.push_str(&format!("Factuurnummer : {}\n\n", p.number));
        }
        heading.iter().for_each(|l| t.push_str(l));
        if page > 0 {
            t.push_str(&row(
                &format!("Transport van blad {page}"),
                "",
                "",
                "",
                &money(run),
            ));
        }
        for i in range.clone() {
            blocks[i].iter().for_each(|l| t.push_str(l));
            run += p.lines[i].amount_cents;
        }
        if page + 1 < count {
            t.push_str(&rule('-'));
            t.push_str(&row(
                &format!("Transport naar blad {}", page + 2),
                "",
                "",
                "",
                &money(run),
            ));
        } else {
            ending.iter().for_each(|l| t.push_str(l));
        }
    }
    t
}

// Held out: a new round of seven (round 31), invoices a new user in the US
// or the UK most likely brings, written without looking at the extractor or
// at how it fares on any family above.

/// Characters from `alphabet` drawn by a small generator seeded from `seed`,
/// for the registration codes a form prints.
fn code_from(seed: i64, alphabet: &[u8], length: usize) -> String {
    let mut state = (seed as u64)
        .wrapping_mul(6_364_136_223_846_793_005)
        .wrapping_add(1_442_695_040_888_963_407);
    (0..length)
        .map(|_| {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            char::from(alphabet[((state >> 33) % alphabet.len() as u64) as usize])
        })
        .collect()
}

/// A US subcontractor's invoice to the prime contractor of a federally
/// funded award, from the invoice template its contracts office keeps in
/// the word processor: the company's name and address at the left with its
/// federal identifiers beneath ("UEI / CAGE / TIN"), "SUBCONTRACTOR INVOICE"
/// over "Invoice No. / Invoice Date / Invoice Type" at the right; "Bill To
/// (Prime Contractor)" beside "Remit To (as registered in SAM.gov)"; a ruled
/// block of shaded labels beside values, two pairs to a row ("Subcontract /
/// PO No." beside "Prime Award No.", "Task Order", "Contract Type", "Period
/// of Performance", "Billing Period", "Payment Terms", "Payment Due Date"),
/// so the prime award's number stands next to the order's and, where no
/// order was issued, alone; the items by contract line item number as "CLIN
/// / Description / Qty / U/I / Unit Price / Amount" with the unit of issue
/// (EA, HR, MO, YR), "Total CLIN amount this invoice / Sales tax / TOTAL
/// AMOUNT DUE" at the right, the delivery and acceptance terms, and the
/// certification that the invoice is correct with the signature, name,
/// title and date.
pub fn clin_subcontract(p: &Printed) -> String {
    const AWARDS: [(&str, &str); 3] = [("FA8650", "C"), ("N00014", "1"), ("W911NF", "C")];
    const SIGNERS: [(&str, &str); 3] = [
        ("Janet L. Brooks", "Contracts Manager"),
        ("Victor M. Salas", "Director of Finance"),
        ("Helen Park", "Subcontracts Administrator"),
    ];
    const SHADE: &str = "#dde4ec";
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let index = usize::try_from(seed).unwrap_or(0);
    let (office, kind) = AWARDS[index % AWARDS.len()];
    let prime = format!("{office}-25-{kind}-{:04}", 1_000 + seed * 7 % 9_000);
    let uei = code_from(seed, b"ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 12);
    let cage = format!(
        "{}{}{}",
        1 + seed % 9,
        code_from(seed + 1, b"ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 3),
        seed % 10
    );
    let tin = format!(
        "{:02}-{:07}",
        30 + seed % 60,
        (seed * 5_231 + 2_400_017) % 10_000_000
    );
    let task_order = format!("{:04}", 1 + seed % 12);
    let pop_start = days_earlier(p.date_ymd, 150 + (seed % 200) as u32);
    let pop_end = days_later(pop_start, 729);
    // The month before the invoice, which the invoice bills.
    let period_end = days_earlier((p.date_ymd.0, p.date_ymd.1, 1), 1);
    let period_start = (period_end.0, period_end.1, 1);
    let terms = days_from(p.date_ymd, p.due_ymd);
    let (signer, title) = SIGNERS[index % SIGNERS.len()];
    let digits: String = p.iban.chars().filter(char::is_ascii_digit).collect();
    let routing = format!("{:09}", (seed * 8_731 + 322_271_627) % 1_000_000_000);
    let (street, town) = two_lines(p.customer_address);
    let domain = p.country_domain();
    let cell = "style=\"border: 1px solid #6b7785\"";
    let head = format!("bgcolor=\"{SHADE}\" style=\"border: 1px solid #6b7785\"");
    let mut pairs = Vec::new();
    if let Some(po) = &p.po {
        pairs.push(("Subcontract / PO No.", escape(po)));
    }
    pairs.extend([
        ("Prime Award No.", prime.clone()),
        ("Task Order", task_order),
        ("Contract Type", "Firm-fixed-price (FFP)".to_string()),
        (
            "Period of Performance",
            format!(
                "{} \u{2013} {}",
                p.date_like(pop_start),
                p.date_like(pop_end)
            ),
        ),
        (
            "Billing Period",
            format!(
                "{} \u{2013} {}",
                p.date_like(period_start),
                p.date_like(period_end)
            ),
        ),
        ("Payment Terms", format!("Net {terms} days")),
        ("Payment Due Date", p.due.clone()),
    ]);
    let contract: String = pairs
        .chunks(2)
        .map(|row| {
            let cells: String = row
                .iter()
                .map(|(k, v)| {
                    format!(
                        "<td {head} width=\"18%\"><font size=\"2\"><b>{k}</b></font></td><td {cell} width=\"32%\">{v}</td>"
                    )
                })
                .collect();
            let pad = if row.len() == 1 {
                format!("<td {head}></td><td {cell}></td>")
            } else {
                String::new()
            };
            format!("<tr>{cells}{pad}</tr>")
        })
        .collect();
    let unit_of_issue = |description: &str| {
        if description.contains("hour") {
            "HR"
        } else if description.contains("monthly") {
            "MO"
        } else if description.contains("annual") {
            "YR"
        } else {
            "EA"
        }
    };
    let (price_head, amount_head) = if p.bare {
        (
            format!("Unit Price ({})", p.currency),
            format!("Amount ({})", p.currency),
        )
    } else {
        ("Unit Price".to_string(), "Amount".to_string())
    };
    let table = items(
        p,
        &[
            ("CLIN", false),
            ("Description", false),
            ("Qty", true),
            ("U/I", false),
            (price_head.as_str(), true),
            (amount_head.as_str(), true),
        ],
        |i, c| {
            let l = &p.lines[i];
            match c {
                0 => format!("{:04}", i + 1),
                1 => l.description.clone(),
                2 => l.quantity.clone(),
                3 => unit_of_issue(&l.description).to_string(),
                4 if p.bare => l.unit_price.clone(),
                4 => l.unit_price_money.clone(),
                _ if p.bare => l.amount.clone(),
                _ => l.amount_money.clone(),
            }
        },
        SHADE,
    );
    let body = format!(
        "<table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr>\
         <td valign=\"top\" width=\"55%\"><font size=\"5\"><b>{vendor}</b></font><br><font size=\"2\">{street_v}<br>{city}<br>\
         Phone {phone} \u{00B7} contracts@{domain}<br>UEI {uei} \u{00B7} CAGE {cage} \u{00B7} TIN {tin}<br>\
         Small business concern (NAICS 541715)</font></td>\
         <td valign=\"top\" align=\"right\"><font size=\"5\"><b>SUBCONTRACTOR INVOICE</b></font><br>\
         Invoice No.: <b>{number}</b><br>Invoice Date: {date}<br>Invoice Type: Interim</td></tr></table>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"4\" cellspacing=\"0\"><tr>\
         <td {head} width=\"50%\"><b>Bill To (Prime Contractor)</b></td><td {head}><b>Remit To (as registered in SAM.gov)</b></td></tr>\
         <tr><td {cell} valign=\"top\">{customer}<br>Attn: Subcontracts Administration / Accounts Payable<br>{street}<br>{town}</td>\
         <td {cell} valign=\"top\">{vendor}<br>{street_v}<br>{city}<br>ACH: routing {routing}, account {account}</td></tr></table>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\">{contract}</table>\n\
         <p><br></p>\n\
         {table}\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\" style=\"page-break-inside: avoid\">\
         <tr><td width=\"50%\"></td><td>Total CLIN amount this invoice</td><td align=\"right\">{subtotal}</td></tr>\
         <tr><td></td><td>Sales tax ({rate}%)</td><td align=\"right\">{tax}</td></tr>\
         <tr><td></td><td {head}><b>TOTAL AMOUNT DUE</b></td><td {head} align=\"right\"><b>{total}</b></td></tr></table>\n\
         <p><font size=\"2\">All amounts in U.S. dollars ({cur}). Delivery FOB Destination; inspection and acceptance at \
         destination by the prime contractor. Please quote the invoice number and the prime award number on your remittance \
         advice.</font></p>\n\
         <table width=\"100%\" cellpadding=\"4\" cellspacing=\"0\" style=\"page-break-inside: avoid\">\
         <tr><td {head} colspan=\"3\"><b>Certification</b></td></tr>\
         <tr><td {cell} colspan=\"3\"><font size=\"2\">I certify that this invoice is correct and proper for payment; that the \
         supplies and services billed were delivered or performed in accordance with the terms of the subcontract; that \
         payment for them has not been received; and that the amounts billed are consistent with the flow-down provisions of \
         the prime award.</font></td></tr>\
         <tr><td {cell} width=\"40%\"><font size=\"1\">SIGNATURE</font><br><font face=\"DejaVu Serif\" size=\"4\" color=\"#1b2f8a\">\
         <i>{signer}</i></font></td>\
         <td {cell} width=\"35%\"><font size=\"1\">NAME / TITLE</font><br>{signer}, {title}</td>\
         <td {cell}><font size=\"1\">DATE</font><br>{date}</td></tr></table>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        number = escape(&p.number),
        date = p.date,
        customer = p.customer,
        account = &digits[6..16],
        subtotal = total_text(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = total_text(&p.tax, &p.tax_money, p),
        total = total_text(&p.total, &p.total_money, p),
        cur = p.currency,
    );
    document("Liberation Sans", &body)
}

/// A UK trade and laboratory supplier's invoice from the word-processor
/// layout of its accounts package, with the month's offers to account
/// customers printed under it: the company's name and trades at the left
/// with its address, telephone, e-mail and VAT number at the right, a large
/// "INVOICE", the particulars in one shaded strip with each label beside its
/// value ("Invoice No. / Date / Account / Your Order / Due"), "Invoice
/// address" beside "Delivery address", the items as "Cat. No. / Description
/// / Qty / Unit Price / Net Value", "Net Value / VAT @ … % / Invoice Total"
/// at the right and the payment details; then a framed, coloured panel of
/// next month's offers: a quote code and the dates the offers run, and
/// three products from the supplier's catalogue (often the very goods on
/// the invoice) as "Cat. No. / Product / Usual price / Offer price / You
/// save", none of which is charged; the registered office at the foot.
pub fn offers_panel(p: &Printed) -> String {
    use super::super::scenario::VENDORS;
    const ACCENT: &str = "#d35400";
    const SHADE: &str = "#fbe5d6";
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let index = usize::try_from(seed).unwrap_or(0);
    let trades = if p.vendor.contains("Acme") {
        "Power tools \u{00B7} Hand tools \u{00B7} Abrasives \u{00B7} Site safety"
    } else {
        "Laboratory consumables \u{00B7} Gloves &amp; PPE \u{00B7} Sample storage"
    };
    let prefix: String = p.vendor[..2].to_uppercase();
    let (sort_code, bank_account) = p.sort_code_and_account();
    let (street, town) = two_lines(p.customer_address);
    let domain = p.country_domain();
    let (year, month, _) = p.date_ymd;
    let (offer_year, offer_month) = if month == 12 {
        (year + 1, 1)
    } else {
        (year, month + 1)
    };
    let month_len = match offer_month {
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    };
    let month_name = MONTHS[offer_month as usize - 1];
    let code = format!(
        "{}{}{}",
        prefix,
        &month_name[..3].to_uppercase(),
        offer_year % 100
    );
    let catalog: &[(&str, i64)] = VENDORS
        .iter()
        .find(|v| v.name == p.vendor)
        .map(|v| v.catalog)
        .unwrap_or(&[]);
    let offers: String = (0..catalog.len().min(3))
        .map(|k| {
            let (product, usual) = catalog[(index + k) % catalog.len()];
            let percent = 78 + (seed + k as i64 * 5) % 15;
            let mut offer = usual * percent / 100;
            if offer % 100 != 99 && offer >= 100 {
                offer = (offer / 100) * 100 - 1;
            }
            let save = usual - offer;
            format!(
                "<tr><td>{prefix}-{}</td><td>{}</td><td align=\"right\">{}</td><td align=\"right\"><b>{}</b></td>\
                 <td align=\"right\">{} ({}%)</td></tr>",
                700 + (index + k) % catalog.len() * 3,
                escape(product),
                p.money_like(usual),
                p.money_like(offer),
                p.money_like(save),
                save * 100 / usual
            )
        })
        .collect();
    let strip_cell = |k: &str, v: &str| {
        format!(
            "<td bgcolor=\"{SHADE}\"><font size=\"2\"><b>{k}</b></font></td><td><font size=\"2\">{v}</font></td>"
        )
    };
    let mut strip = strip_cell("Invoice No.", &escape(&p.number));
    strip.push_str(&strip_cell("Date", &p.date));
    strip.push_str(&strip_cell("Account", &p.customer_number));
    if let Some(po) = &p.po {
        strip.push_str(&strip_cell("Your Order", &escape(po)));
    }
    strip.push_str(&strip_cell("Due", &p.due));
    let (price_head, net_head) = if p.bare {
        (
            format!("Unit Price ({})", p.currency),
            format!("Net Value ({})", p.currency),
        )
    } else {
        ("Unit Price".to_string(), "Net Value".to_string())
    };
    let table = items(
        p,
        &[
            ("Cat. No.", false),
            ("Description", false),
            ("Qty", true),
            (price_head.as_str(), true),
            (net_head.as_str(), true),
        ],
        |i, c| {
            let l = &p.lines[i];
            match c {
                0 => l.code.clone(),
                1 => l.description.clone(),
                2 => l.quantity.clone(),
                3 if p.bare => l.unit_price.clone(),
                3 => l.unit_price_money.clone(),
                _ if p.bare => l.amount.clone(),
                _ => l.amount_money.clone(),
            }
        },
        SHADE,
    );
    let body = format!(
        "<table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr>\
         <td valign=\"top\"><font size=\"6\" color=\"{ACCENT}\"><b>{vendor}</b></font><br>\
         <font size=\"2\" color=\"{ACCENT}\">{trades}</font></td>\
         <td valign=\"top\" align=\"right\"><font size=\"2\">{street_v}<br>{city}<br>Tel {phone}<br>sales@{domain}<br>\
         VAT Reg. No. {vat}</font></td></tr></table>\n\
         <p><font size=\"6\"><b>INVOICE</b></font></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\" border=\"1\"><tr>{strip}</tr></table>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\"><tr>\
         <td width=\"50%\" valign=\"top\"><font size=\"2\"><b>Invoice address</b></font><br>{customer}<br>Accounts Payable<br>\
         {street}<br>{town}</td>\
         <td valign=\"top\"><font size=\"2\"><b>Delivery address</b></font><br>{customer}<br>Goods Inwards<br>{street}<br>{town}</td>\
         </tr></table>\n\
         <p><br></p>\n\
         {table}\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\" style=\"page-break-inside: avoid\">\
         <tr><td width=\"60%\"></td><td>Net Value</td><td align=\"right\">{subtotal}</td></tr>\
         <tr><td></td><td>VAT @ {rate}%</td><td align=\"right\">{tax}</td></tr>\
         <tr><td></td><td bgcolor=\"{SHADE}\"><b>Invoice Total</b></td><td bgcolor=\"{SHADE}\" align=\"right\"><b>{total}</b></td></tr></table>\n\
         <p><font size=\"2\">Payment is due by {due}. Please pay by BACS to {vendor}, sort code {sort_code}, account \
         {bank_account}, quoting invoice {number}. All prices are in pounds sterling ({cur}).</font></p>\n\
         <table width=\"100%\" cellpadding=\"4\" cellspacing=\"0\" style=\"border: 2px solid {ACCENT}; page-break-inside: avoid\">\
         <tr><td colspan=\"5\" bgcolor=\"{ACCENT}\"><font color=\"#ffffff\"><b>ACCOUNT CUSTOMER OFFERS \u{2013} {month_upper} {offer_year}</b></font></td></tr>\
         <tr><td colspan=\"5\"><font size=\"2\">Quote code <b>{code}</b> when you order. Offers run from 1 {month_name} {offer_year} \
         to {month_len} {month_name} {offer_year} while stocks last; prices exclude VAT and are not part of this invoice.</font></td></tr>\
         <tr><td bgcolor=\"{SHADE}\"><font size=\"2\"><b>Cat. No.</b></font></td><td bgcolor=\"{SHADE}\"><font size=\"2\"><b>Product</b></font></td>\
         <td bgcolor=\"{SHADE}\" align=\"right\"><font size=\"2\"><b>Usual price</b></font></td>\
         <td bgcolor=\"{SHADE}\" align=\"right\"><font size=\"2\"><b>Offer price</b></font></td>\
         <td bgcolor=\"{SHADE}\" align=\"right\"><font size=\"2\"><b>You save</b></font></td></tr>\
         {offers}</table>\n\
         <p><br></p>\n\
         <p align=\"center\"><font size=\"1\">{vendor} \u{00B7} Registered office {street_v}, {city} \u{00B7} Registered in England \
         and Wales no. {company_no:08} \u{00B7} E.&amp;O.E.</font></p>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        vat = p.vat_id,
        customer = p.customer,
        subtotal = total_text(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = total_text(&p.tax, &p.tax_money, p),
        total = total_text(&p.total, &p.total_money, p),
        due = p.due,
        number = escape(&p.number),
        cur = p.currency,
        month_upper = month_name.to_uppercase(),
        company_no = 2_400_000 + seed * 61 % 7_000_000,
    );
    document("Liberation Sans", &body)
}

/// The storage zone, unit and pack a food-service distributor prints for a
/// product: D dry, C cooler, N non-food, S service (no zone).
fn delivery_pack(description: &str) -> (&'static str, &'static str, &'static str) {
    let d = description.to_lowercase();
    if d.contains("hour") {
        ("S", "HR", "LABOR")
    } else if d.contains("maintenance") {
        ("S", "EA", "SERVICE")
    } else if d.contains("monthly") {
        ("S", "MO", "1/MO")
    } else if d.contains("annual") {
        ("S", "EA", "1/YR")
    } else if d.contains("milk") {
        ("C", "EA", "1/1 LT")
    } else if d.contains("beans") {
        ("D", "BG", "1/1 KG")
    } else if d.contains("sugar") {
        ("D", "CS", "1/1000CT")
    } else if d.contains("cups") {
        ("N", "CS", "1/500 CT")
    } else {
        ("N", "EA", "1/EA")
    }
}

/// A distributor's six-digit item number for a product.
fn item_number(description: &str) -> String {
    let hash = description
        .bytes()
        .fold(7_u64, |h, b| h.wrapping_mul(31).wrapping_add(u64::from(b)));
    format!("{}", 100_000 + hash % 900_000)
}

/// A US food-service distributor's delivery invoice as its route system
/// prints it on plain paper for the driver to hand over and have signed:
/// the company's name with "DELIVERY INVOICE" and "CUSTOMER COPY" at the
/// right, the invoice and account data as "LABEL  value" pairs in two
/// columns ("INVOICE NO / INVOICE DATE / CUSTOMER NO / CUST P.O. / TERMS /
/// PAYMENT DUE") and the route, stop, truck and driver on a line of their
/// own, SOLD TO beside DELIVER TO, the items as "ZN / ORD / SHP / UN /
/// PACK/SIZE / ITEM / DESCRIPTION / PRICE / EXTENSION" (the storage zone,
/// the quantity ordered and shipped, the unit and the pack) with a line
/// under any item shipped short saying the shortage is not billed, later
/// pages headed by the name, number and page and "CONTINUED" at the foot of
/// all but the last; after the last item "MERCHANDISE / SALES TAX … % /
/// INVOICE TOTAL", the pieces delivered by zone with the key to the zones,
/// and the receiving block: the claims notice, blanks for the cooler and
/// freezer temperatures, the receiver's signature and name, the times in
/// and out and the driver's initials.
pub fn zone_delivery(p: &Printed) -> String {
    const WIDTH: usize = 78;
    const DRIVERS: [&str; 4] = ["R. MENDEZ", "T. BOYLE", "A. KOWALSKI", "J. OKAFOR"];
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let index = usize::try_from(seed).unwrap_or(0);
    let caps = p.vendor.to_uppercase();
    let (street, town) = two_lines(p.customer_address);
    let terms = days_from(p.date_ymd, p.due_ymd);
    let widths: [(usize, bool); 9] = [
        (2, false),
        (3, true),
        (3, true),
        (2, false),
        (9, false),
        (6, false),
        (28, false),
        (8, true),
        (9, true),
    ];
    let row = |cells: [&str; 9]| -> String {
        let line = widths
            .iter()
            .zip(cells)
            .map(|((w, right), text)| {
                if *right {
                    format!("{text:>w$}")
                } else {
                    format!("{text:<w$}")
                }
            })
            .collect::<Vec<_>>()
            .join(" ");
        format!("{}\n", line.trim_end())
    };
    let heading = format!(
        "{}{}",
        row([
            "ZN",
            "ORD",
            "SHP",
            "UN",
            "PACK/SIZE",
            "ITEM",
            "DESCRIPTION",
            "PRICE",
            "EXTENSION"
        ]),
        row([
            "--",
            "---",
            "---",
            "--",
            "---------",
            "------",
            &"-".repeat(28),
            "--------",
            "---------"
        ])
    );
    // Which lines were shipped short, and by how many.
    let shorts: Vec<i64> = p
        .lines
        .iter()
        .enumerate()
        .map(|(i, l)| {
            let (zone, _, _) = delivery_pack(&l.description);
            let whole = !l.quantity.contains('.');
            if zone != "S" && whole && (seed + i as i64) % 7 == 3 {
                1 + (seed + i as i64) % 3
            } else {
                0
            }
        })
        .collect();
    let heights: Vec<usize> = shorts.iter().map(|s| if *s > 0 { 2 } else { 1 }).collect();
    let pages = text_pages(&heights, 22, 5, 2, 24);
    let pair = |lk: &str, lv: &str, rk: &str, rv: &str| {
        let line = format!("{lk:<13}{lv:<22}{rk:<14}{rv}");
        format!("{}\n", line.trim_end())
    };
    let mut pieces = [0_i64; 3];
    for l in &p.lines {
        let (zone, _, _) = delivery_pack(&l.description);
        let slot = match zone {
            "D" => 0,
            "C" => 1,
            "N" => 2,
            _ => continue,
        };
        pieces[slot] += hundredths_in(&l.quantity) / 100;
    }
    let mut t = String::new();
    for (n, range) in pages.iter().enumerate() {
        if n > 0 {
            t.push('\x0c');
        }
        let page_of = format!("PAGE {} OF {}", n + 1, pages.len());
        if n == 0 {
            t.push_str(&format!("{caps:<50}{:>28}\n", "DELIVERY INVOICE"));
            t.push_str(&format!(
                "{:<50}{:>28}\n",
                "FOODSERVICE & SUPPLIES DISTRIBUTION", "CUSTOMER COPY"
            ));
            t.push_str(&format!(
                "{}, {}   PHONE {}   FAX {}\n",
                p.street,
                p.city,
                p.local_phone(),
                p.local_fax()
            ));
            t.push_str(&"=".repeat(WIDTH));
            t.push('\n');
            t.push_str(&pair("INVOICE NO", &p.number, "INVOICE DATE", &p.date));
            let po = p.po.clone().unwrap_or_default();
            let (po_label, po_value) = if p.po.is_some() {
                ("CUST P.O.", po.as_str())
            } else {
                ("", "")
            };
            t.push_str(&pair("CUSTOMER NO", &p.customer_number, po_label, po_value));
            t.push_str(&pair(
                "TERMS",
                &format!("NET {terms} DAYS"),
                "PAYMENT DUE",
                &p.due,
            ));
            t.push_str(&format!(
                "ROUTE {}   STOP {:02}   TRUCK {}   DRIVER {}   {page_of}\n",
                200 + seed % 80,
                1 + seed % 18,
                20 + seed % 30,
                DRIVERS[index % DRIVERS.len()]
            ));
            t.push_str(&"-".repeat(WIDTH));
            t.push('\n');
            let two = |left: &str, right: &str| {
                let line = format!("{left:<40}{right}");
                format!("{}\n", line.trim_end())
            };
            t.push_str(&two("SOLD TO", "DELIVER TO"));
            t.push_str(&two(p.customer, p.customer));
            t.push_str(&two("ACCOUNTS PAYABLE", "KITCHEN / RECEIVING DOOR"));
            t.push_str(&two(street, street));
            t.push_str(&two(town, town));
            t.push_str(&"-".repeat(WIDTH));
            t.push('\n');
        } else {
            t.push_str(&format!(
                "{:<62}{page_of:>16}\n",
                format!("{caps}  DELIVERY INVOICE {}", p.number)
            ));
            t.push_str(&"-".repeat(WIDTH));
            t.push('\n');
        }
        t.push_str(&heading);
        for i in range.clone() {
            let l = &p.lines[i];
            let (zone, unit, pack) = delivery_pack(&l.description);
            let short = shorts[i];
            let ordered = if short > 0 {
                (hundredths_in(&l.quantity) / 100 + short).to_string()
            } else {
                l.quantity.clone()
            };
            t.push_str(&row([
                zone,
                &ordered,
                &l.quantity,
                unit,
                pack,
                &item_number(&l.description),
                &l.description,
                &l.unit_price,
                &l.amount,
            ]));
            if short > 0 {
                t.push_str(&format!(
                    "{:26}** SHORT {short} {unit} - OUT OF STOCK - NOT BILLED **\n",
                    ""
                ));
            }
        }
        if n + 1 < pages.len() {
            t.push_str(&format!("\n{:>WIDTH$}\n", "*** CONTINUED ON NEXT PAGE ***"));
        }
    }
    t.push_str(&"-".repeat(WIDTH));
    t.push('\n');
    let sum = |label: &str, value: &str| format!("{:44}{label:<18}{value:>16}\n", "");
    t.push_str(&sum(
        "MERCHANDISE",
        &total_text(&p.subtotal, &p.subtotal_money, p),
    ));
    t.push_str(&sum(
        &format!("SALES TAX {}%", p.tax_rate),
        &total_text(&p.tax, &p.tax_money, p),
    ));
    t.push_str(&format!("{:62}{}\n", "", "-".repeat(16)));
    t.push_str(&sum(
        "INVOICE TOTAL",
        &total_text(&p.total, &p.total_money, p),
    ));
    t.push('\n');
    t.push_str(&format!(
        "TOTAL PIECES {}   DRY {}   COOLER {}   NON-FOOD {}\n",
        pieces.iter().sum::<i64>(),
        pieces[0],
        pieces[1],
        pieces[2]
    ));
    t.push_str("ZN: D DRY  C COOLER  F FREEZER  N NON-FOOD  S SERVICE/NON-STOCK\n");
    t.push_str(&"=".repeat(WIDTH));
    t.push('\n');
    for line in [
        "RECEIVED IN GOOD CONDITION EXCEPT AS NOTED. ALL SHORTAGES, DAMAGES AND",
        "RETURNS MUST BE NOTED ON THIS INVOICE AT DELIVERY AND INITIALED BY THE",
        "DRIVER. NO CREDIT WILL BE GIVEN FOR CLAIMS MADE AFTER THE TRUCK LEAVES.",
        "",
        "COOLER TEMP AT RECEIPT ______ F (41 F OR BELOW)    FREEZER ______ F",
        "",
        "RECEIVED BY (SIGN) _______________________  PRINT NAME ____________________",
        "",
        "TIME IN ________   TIME OUT ________   DRIVER INITIALS ______",
        "",
    ] {
        t.push_str(&format!("{line}\n"));
    }
    let remit = format!(
        "AMOUNTS IN US DOLLARS ({cur}). PAYMENT DUE {due}. REMIT TO {caps}, {street}, {city}, QUOTING INVOICE {number}.",
        cur = p.currency,
        due = p.due,
        street = p.street.to_uppercase(),
        city = p.city.to_uppercase(),
        number = p.number,
    );
    for line in wrap_keeping(&remit, WIDTH, &[&p.due, &p.number]) {
        t.push_str(&format!("{line}\n"));
    }
    t
}

/// A date with a two-digit year, as an old merchant system prints it:
/// "03/03/26".
fn short_year((year, month, day): (i32, u32, u32)) -> String {
    format!("{day:02}/{month:02}/{:02}", year % 100)
}

/// A UK tool and trade merchant's branch sales invoice printed as plain
/// text by its long-serving merchant system: the company's name in capitals
/// with "SALES INVOICE" at the right and the branch, address, telephone and
/// VAT number beneath beside "Invoice no / Date/tax pt / Page"; "Invoice to"
/// beside "Deliver to"; three columns of label and value pairs (account,
/// salesman and branch; customer order, order date and despatch date;
/// delivery note, terms and due date); every date with a two-digit year
/// ("03/03/26"); the items as "Code / Description / Quantity / Price / Per
/// / Disc% / Nett value / V" with quantities to three decimals ("2.000"),
/// prices to four ("129.0000") per unit of sale, the discount printed as
/// 0.00 and a VAT code letter on every line; later pages headed by the
/// name, the invoice number and the page with "Continued..." at the foot of
/// all but the last; then "Goods nett / Carriage / VAT … / INVOICE TOTAL",
/// the key to the VAT code, the retention-of-title clause and the bank
/// details.
pub fn merchant_ledger(p: &Printed) -> String {
    const WIDTH: usize = 78;
    const SALESMEN: [&str; 4] = ["14 KH", "07 DB", "22 MS", "03 PW"];
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let index = usize::try_from(seed).unwrap_or(0);
    let caps = p.vendor.to_uppercase();
    let branch = if p.city.contains("Leeds") {
        "01 LEEDS"
    } else if p.city.contains("Manchester") {
        "02 MANCHESTER"
    } else {
        "01 MAIN"
    };
    let (street, town) = two_lines(p.customer_address);
    let terms = days_from(p.date_ymd, p.due_ymd);
    let vat_code = if p.tax_rate == 0 { "Z" } else { "S" };
    let rate = format!("{}.00%", p.tax_rate);
    let widths: [(usize, bool); 8] = [
        (7, false),
        (24, false),
        (8, true),
        (9, true),
        (3, false),
        (5, true),
        (10, true),
        (1, false),
    ];
    let row = |cells: [&str; 8]| -> String {
        let line = widths
            .iter()
            .zip(cells)
            .map(|((w, right), text)| {
                if *right {
                    format!("{text:>w$}")
                } else {
                    format!("{text:<w$}")
                }
            })
            .collect::<Vec<_>>()
            .join(" ");
        format!("{}\n", line.trim_end())
    };
    let heading = format!(
        "{}{}",
        row([
            "Code",
            "Description",
            "Quantity",
            "Price",
            "Per",
            "Disc%",
            "Nett value",
            "V"
        ]),
        row([
            "-------",
            &"-".repeat(24),
            "--------",
            "---------",
            "---",
            "-----",
            "----------",
            "-"
        ])
    );
    let three_decimals = |printed: &str| {
        let hundredths = hundredths_in(printed);
        format!("{}.{:02}0", hundredths / 100, hundredths % 100)
    };
    let four_decimals = |printed: &str| {
        let cents = cents_in(printed);
        format!("{}.{:02}00", cents / 100, cents % 100)
    };
    let heights: Vec<usize> = p
        .lines
        .iter()
        .map(|l| wrap(&l.description, 24).len())
        .collect();
    let pages = text_pages(&heights, 23, 6, 2, 18);
    let mut t = String::new();
    for (n, range) in pages.iter().enumerate() {
        if n > 0 {
            t.push('\x0c');
        }
        let page_of = format!("{} of {}", n + 1, pages.len());
        if n == 0 {
            let side = |left: &str, label: &str, value: &str| {
                let line = format!("{left:<50}{label:<13}{value}");
                format!("{}\n", line.trim_end())
            };
            t.push_str(&format!("{caps:<50}{:>28}\n", "SALES INVOICE"));
            t.push_str(&side(&format!("BRANCH {branch}"), "Invoice no", &p.number));
            t.push_str(&side(
                &format!("{}, {}", p.street, p.city),
                "Date/tax pt",
                &short_year(p.date_ymd),
            ));
            t.push_str(&side(
                &format!("Tel {}  Fax {}", p.local_phone(), p.local_fax()),
                "Page",
                &page_of,
            ));
            t.push_str(&format!("VAT Reg No {}\n", p.vat_id));
            t.push_str(&"=".repeat(WIDTH));
            t.push('\n');
            let two = |left: &str, right: &str| {
                let line = format!("{left:<41}{right}");
                format!("{}\n", line.trim_end())
            };
            t.push_str(&two("Invoice to", "Deliver to"));
            t.push_str(&two(p.customer, p.customer));
            t.push_str(&two("Accounts Payable", "Site: Goods in"));
            t.push_str(&two(street, street));
            t.push_str(&two(town, town));
            t.push_str(&"-".repeat(WIDTH));
            t.push('\n');
            let (order_label, order_value) = match &p.po {
                Some(po) => ("Cust order", po.as_str()),
                None => ("Cust order", ""),
            };
            let triple = |cells: [(&str, &str); 3]| {
                let line = cells
                    .iter()
                    .map(|(k, v)| format!("{k:<11}{v:<15}"))
                    .collect::<String>();
                format!("{}\n", line.trim_end())
            };
            let ordered = short_year(days_earlier(p.date_ymd, 1 + (seed % 5) as u32));
            let despatched = short_year(p.date_ymd);
            let due = short_year(p.due_ymd);
            let del_note = format!("D/{}", 400_000 + seed * 19 % 500_000);
            let terms_text = format!("{terms} DAYS NETT");
            t.push_str(&triple([
                ("Account", &p.customer_number),
                (order_label, order_value),
                ("Del note", &del_note),
            ]));
            t.push_str(&triple([
                ("Salesman", SALESMEN[index % SALESMEN.len()]),
                ("Order date", &ordered),
                ("Terms", &terms_text),
            ]));
            t.push_str(&triple([
                ("Branch", branch),
                ("Despatched", &despatched),
                ("Due date", &due),
            ]));
        } else {
            t.push_str(&format!(
                "{:<58}{:>20}\n",
                format!("{caps}  SALES INVOICE {}", p.number),
                format!("Page {page_of}")
            ));
        }
        t.push_str(&"-".repeat(WIDTH));
        t.push('\n');
        t.push_str(&heading);
        for i in range.clone() {
            let l = &p.lines[i];
            let mut parts = wrap(&l.description, 24).into_iter();
            t.push_str(&row([
                &l.code,
                &parts.next().unwrap_or_default(),
                &three_decimals(&l.quantity),
                &four_decimals(&l.unit_price),
                if l.unit == "h" { "HR" } else { "EA" },
                "0.00",
                &l.amount,
                vat_code,
            ]));
            for rest in parts {
                t.push_str(&format!("{:8}{rest}\n", ""));
            }
        }
        if n + 1 < pages.len() {
            t.push_str(&format!("\n{:>WIDTH$}\n", "Continued..."));
        }
    }
    t.push_str(&"-".repeat(WIDTH));
    t.push('\n');
    let sum = |label: &str, value: &str| format!("{:40}{label:<24}{value:>14}\n", "");
    t.push_str(&sum(
        "Goods nett",
        &total_text(&p.subtotal, &p.subtotal_money, p),
    ));
    t.push_str(&sum("Carriage", &p.money_like(0)));
    t.push_str(&sum(
        &format!("VAT {vat_code} {rate}"),
        &total_text(&p.tax, &p.tax_money, p),
    ));
    t.push_str(&format!("{:64}{}\n", "", "=".repeat(14)));
    t.push_str(&sum(
        "INVOICE TOTAL",
        &total_text(&p.total, &p.total_money, p),
    ));
    t.push('\n');
    let key = if p.tax_rate == 0 {
        "V = VAT code: Z zero rated (0.00%).".to_string()
    } else {
        format!("V = VAT code: S standard rated ({rate}).")
    };
    t.push_str(&format!("{key}\n"));
    let foot = format!(
        "Goods remain the property of {vendor} until paid for in full. E.&O.E. Please pay by {due} by BACS to sort \
         code {sort_code}, account {account}, quoting account {customer_no} and invoice {number}. All prices in \
         pounds sterling ({cur}), per unit of sale.",
        vendor = p.vendor,
        due = short_year(p.due_ymd),
        sort_code = p.sort_code_and_account().0,
        account = p.sort_code_and_account().1,
        customer_no = p.customer_number,
        number = p.number,
        cur = p.currency,
    );
    for line in wrap_keeping(&foot, WIDTH, &[p.vendor, &p.number]) {
        t.push_str(&format!("{line}\n"));
    }
    t
}

// Held out: a thirty-first round of seven (round 34), invoices from
// continental Europe in the languages their businesses use, written without
// looking at the extractor or at how it fares on any family above.

/// A date written out in English ("3 March 2026"), for `date_in` to put
/// into a language.
fn english_written((year, month, day): (i32, u32, u32)) -> String {
    format!("{day} {} {year}", MONTHS[month as usize - 1])
}

/// A Luxembourg branch's invoice from its word-processor template, in
/// French with every heading also in German as Luxembourg firms print them:
/// the company's name with "Succursale de Luxembourg" and the branch's
/// address at the top left, the customer's window at the right, "Luxembourg,
/// le 3 mars 2026" above "FACTURE / RECHNUNG n° …", a ruled two-column block
/// of bilingual labels beside values ("Date de facture / Rechnungsdatum",
/// "Échéance / Fälligkeit", "N° client / Kundennummer", "Votre commande /
/// Ihre Bestellung" when there is one, "N° TVA client / USt-IdNr. Kunde"),
/// the items as "Pos. / Désignation – Bezeichnung / Qté – Menge / Unité /
/// Prix unitaire HT – Einzelpreis / Montant HT – Betrag", the totals "Total
/// HT – Nettobetrag / TVA … % – MwSt. … % / Total TTC – Gesamtbetrag", at a
/// rate of nought the reverse charge for a customer in the Union or the
/// supply outside the scope of Luxembourg VAT for one outside it, the
/// payment terms with two bank accounts and the statutory interest on late
/// payment, and the legal lines (RCS, trading licence, VAT and national
/// numbers, head office) at the foot; amounts as the document prints
/// numbers and dates as 03/03/2026.
pub fn facture_luxembourg(p: &Printed) -> String {
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let lu = |(year, month, day): (i32, u32, u32)| format!("{day:02}/{month:02}/{year}");
    let number = |cents: i64| p.bare_number(cents);
    let cur = p.currency;
    let subtotal = cents_in(&p.subtotal);
    let total = cents_in(&p.total);
    let (bank, bic) = vendor_bank(p);
    let lu_vat = format!("LU{:08}", 20_000_000 + seed * 3_517 % 9_000_000);
    let rcs = format!("B{}", 200_000 + seed * 37 % 90_000);
    let licence = format!("{}/0", 10_100_000 + seed * 71 % 800_000);
    let matricule = format!("2019 24{:02} {:03}", seed % 100, seed * 7 % 1_000);
    let prefix = customer_vat_prefix(p.customer_address);
    let customer_vat = match prefix {
        Some("IE") => format!("IE{}{:06}L", 3 + seed % 7, seed * 131 % 1_000_000),
        Some(code) => format!("{code}{:09}", seed * 7_001 % 1_000_000_000),
        None => "—".to_string(),
    };
    let (street, town) = two_lines(p.customer_address);
    let small = |text: &str| format!("<font size=\"1\">{text}</font>");
    let border = "style=\"border: 1px solid #6b7c8f\"";
    let mut facts = vec![
        ("Date de facture / Rechnungsdatum", lu(p.date_ymd)),
        ("Échéance / Fälligkeit", lu(p.due_ymd)),
        ("N° client / Kundennummer", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        facts.push(("Votre commande / Ihre Bestellung", escape(po)));
    }
    facts.push(("N° TVA client / USt-IdNr. Kunde", customer_vat));
    facts.push(("Devise / Währung", cur.to_string()));
    let facts: String = facts
        .iter()
        .map(|(k, v)| {
            format!(
                "<tr><td {border} bgcolor=\"#e9eef3\" width=\"45%\">{}</td><td {border}>{v}</td></tr>",
                small(k)
            )
        })
        .collect();
    let table = items(
        p,
        &[
            ("Pos.", false),
            ("Désignation<br>Bezeichnung", false),
            ("Qté<br>Menge", true),
            ("Unité<br>Einheit", false),
            ("Prix unitaire HT<br>Einzelpreis netto", true),
            ("Montant HT<br>Betrag netto", true),
        ],
        |i, c| {
            let l = &p.lines[i];
            match c {
                0 => l.position.clone(),
                1 => l.description.clone(),
                2 => quantity_with(hundredths_in(&l.quantity), ","),
                3 => if l.unit == "h" { "heure" } else { "pièce" }.to_string(),
                4 => number(cents_in(&l.unit_price)),
                _ => number(l.amount_cents),
            }
        },
        "#e9eef3",
    );
    let vat_row = format!("TVA {r} % / MwSt. {r} %", r = p.tax_rate);
    let exemption = match (p.tax_rate, prefix) {
        (0, Some("IE")) => format!(
            "<p>{}</p>",
            small(
                "Autoliquidation – TVA due par le preneur (article 196 de la directive 2006/112/CE). \
                 Steuerschuldnerschaft des Leistungsempfängers."
            )
        ),
        (0, _) => format!(
            "<p>{}</p>",
            small(
                "Opération non soumise à la TVA luxembourgeoise (preneur établi hors de l'Union \
                 européenne). Nicht im Inland steuerbarer Umsatz."
            )
        ),
        _ => String::new(),
    };
    let currency_note = if p.bare {
        format!(" (montants en {cur} / Beträge in {cur})")
    } else {
        String::new()
    };
    let body = format!(
        "<table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr>\
         <td valign=\"top\" width=\"55%\"><font size=\"5\" color=\"#1f3a5a\"><b>{vendor}</b></font><br>\
         <i>Succursale de Luxembourg</i><br>2, rue Edward Steichen<br>L-2540 Luxembourg<br>\
         Tél. +352 26 {phone_a:02} {phone_b:02} {phone_c:02} · comptabilite@{domain}.lu</td>\
         <td valign=\"top\">{sender}<br><b>{customer}</b><br>Service comptabilité fournisseurs<br>{street}<br>{town}</td></tr></table>\n\
         <p><br></p>\n\
         <p align=\"right\">Luxembourg, le {written}</p>\n\
         <p><font size=\"4\" color=\"#1f3a5a\"><b>FACTURE / RECHNUNG n° {number}</b></font></p>\n\
         <table width=\"62%\" cellpadding=\"3\" cellspacing=\"0\">{facts}</table>\n\
         <p><br></p>\n\
         <p>Madame, Monsieur,<br>nous nous permettons de vous facturer les prestations et fournitures suivantes{currency_note} :</p>\n\
         {table}\
         <p></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\" style=\"page-break-inside: avoid\">\
         <tr><td width=\"40%\"></td><td {border}>Total HT / Nettobetrag</td><td {border} align=\"right\">{subtotal}</td></tr>\
         <tr><td width=\"40%\"></td><td {border}>{vat_row}</td><td {border} align=\"right\">{tax}</td></tr>\
         <tr><td width=\"40%\"></td><td {border} bgcolor=\"#1f3a5a\"><font color=\"#ffffff\"><b>Total TTC / Gesamtbetrag ({cur})</b></font></td>\
         <td {border} bgcolor=\"#1f3a5a\" align=\"right\"><font color=\"#ffffff\"><b>{total}</b></font></td></tr></table>\n\
         <p></p>\n\
         {exemption}\
         <p>Payable sans escompte au plus tard le <b>{due}</b> par virement sur l'un de nos comptes, \
         en indiquant le numéro de facture {number} :<br>\
         BCEE – Banque et Caisse d'Épargne de l'État · IBAN LU{check:02} 0019 {a:04} {b:04} {c:04} · BIC BCEELULL<br>\
         {bank} · IBAN {iban} · BIC {bic}</p>\n\
         <p>{late}</p>\n\
         <p>Nous vous remercions de votre confiance. / Vielen Dank für Ihren Auftrag.</p>\n\
         <p><br></p>\n\
         <hr>\n\
         <p align=\"center\">{legal}</p>",
        vendor = escape(p.vendor),
        phone_a = 10 + seed % 89,
        phone_b = seed * 7 % 100,
        phone_c = seed * 13 % 100,
        domain = p.vendor_domain(),
        sender = small(&format!(
            "<u>{} · 2, rue Edward Steichen · L-2540 Luxembourg</u>",
            escape(p.vendor)
        )),
        customer = p.customer,
        written = date_in(&english_written(p.date_ymd), Language::French),
        number = escape(&p.number),
        subtotal = number(subtotal),
        tax = number(p.tax_cents),
        total = number(total),
        due = lu(p.due_ymd),
        check = 10 + seed % 89,
        a = seed * 3 % 10_000,
        b = seed * 7 % 10_000,
        c = seed * 11 % 10_000,
        iban = p.iban,
        late = small(
            "Tout retard de paiement entraîne de plein droit, et sans mise en demeure préalable, des intérêts \
             de retard au taux légal (loi modifiée du 18 avril 2004 relative aux délais de paiement)."
        ),
        legal = small(&format!(
            "{vendor}, succursale de Luxembourg · RCS Luxembourg {rcs} · Autorisation d'établissement n° {licence} · \
             N° TVA {lu_vat} · Matricule {matricule}<br>Siège social : {street}, {city} · Gérant : Dr. M. Weber",
            vendor = escape(p.vendor),
            street = p.street,
            city = p.city,
        )),
    );
    document("Liberation Sans", &body)
}

/// A Bosnian firm's combined invoice and delivery note ("Račun –
/// otpremnica") from its business software's word-processor export, in the
/// Bosnian of the Federation: the company's name with its Sarajevo branch
/// and identifiers (ID broj, PDV broj, court registration) and its
/// transaction accounts at the left, the buyer in a ruled box at the right,
/// "RAČUN – OTPREMNICA br. …" centred, a ruled grid of labelled cells
/// ("Datum i mjesto izdavanja / Datum isporuke / Narudžba kupca br." over
/// "Rok plaćanja / Datum dospijeća / Način otpreme"), the items as "R.b. /
/// Šifra / Naziv robe – usluge / JM / Količina / Cijena bez PDV-a / Rabat %
/// / Vrijednost bez PDV-a", the totals "Ukupno bez PDV-a / Rabat / Osnovica
/// za PDV / PDV … % / UKUPNO ZA UPLATU" with the counter-value in
/// convertible marks beneath (at the fixed rate for euros, at the central
/// bank's rate for francs), at a rate of nought the exempting article, the
/// complaints clause and four signature cells ("Robu izdao / Robu preuzeo /
/// M.P. / Fakturisao"); amounts as 1.234,56 and dates as 03.03.2026.
pub fn racun_otpremnica(p: &Printed) -> String {
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let ba = |(year, month, day): (i32, u32, u32)| format!("{day:02}.{month:02}.{year}.");
    let number = |cents: i64| grouped(cents, ".", ",");
    let cur = p.currency;
    let subtotal = cents_in(&p.subtotal);
    let total = cents_in(&p.total);
    let terms = days_from(p.date_ymd, p.due_ymd);
    let delivered = days_earlier(p.date_ymd, (seed % 3) as u32);
    let jib = format!("42{:011}", seed * 7_907 % 100_000_000_000);
    let pdv = format!("2{:011}", seed * 7_907 % 100_000_000_000);
    let mbs = format!("65-01-{:04}-{:02}", seed * 13 % 10_000, 10 + seed % 15);
    // Convertible marks per unit, in hundred-thousandths: the euro's rate is
    // fixed by law, the franc's is the central bank's of the day.
    let (rate, rate_text) = if cur == "EUR" {
        (195_583, "1 EUR = 1,95583 KM (fiksni kurs)".to_string())
    } else {
        let r = 205_000 + seed * 37 % 9_000;
        (
            r,
            format!(
                "1 CHF = {},{:05} KM (srednji kurs CBBiH na dan izdavanja)",
                r / 100_000,
                r % 100_000
            ),
        )
    };
    let in_km = (total * rate + 50_000).div_euclid(100_000);
    let border = "style=\"border: 1px solid #000\"";
    let small = |text: &str| format!("<font size=\"1\">{text}</font>");
    let cell = |label: &str, value: &str| {
        format!(
            "<td {border} valign=\"top\">{}<br><b>{value}</b></td>",
            small(label)
        )
    };
    let (street, town) = two_lines(p.customer_address);
    let order =
        p.po.as_deref()
            .map(escape)
            .unwrap_or_else(|| "—".to_string());
    let table = items(
        p,
        &[
            ("R.b.", false),
            ("Šifra", false),
            ("Naziv robe – usluge", false),
            ("JM", false),
            ("Količina", true),
            ("Cijena bez PDV-a", true),
            ("Rabat %", true),
            ("Vrijednost bez PDV-a", true),
        ],
        |i, c| {
            let l = &p.lines[i];
            match c {
                0 => format!("{}.", l.position),
                1 => l.code.clone(),
                2 => l.description.clone(),
                3 => if l.unit == "h" { "sat" } else { "kom" }.to_string(),
                4 => grouped(hundredths_in(&l.quantity), ".", ","),
                5 => number(cents_in(&l.unit_price)),
                6 => "0,00".to_string(),
                _ => number(l.amount_cents),
            }
        },
        "#d9d9d9",
    );
    let exemption = if p.tax_rate == 0 {
        format!(
            "<p>{}</p>",
            small(
                "Oslobođeno plaćanja PDV-a u skladu sa članom 27. tačka 1. Zakona o porezu na dodanu \
                 vrijednost (izvoz dobara i usluga)."
            )
        )
    } else {
        String::new()
    };
    let body = format!(
        "<table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\"><tr>\
         <td valign=\"top\" width=\"58%\"><font size=\"4\"><b>{vendor}</b></font><br><b>Podružnica Sarajevo</b><br>\
         Zmaja od Bosne 7, 71000 Sarajevo<br>{ids}</td>\
         <td valign=\"top\" {border}>{buyer_label}<br><b>{customer}</b><br>{street}<br>{town}<br>{buyer_ids}</td></tr></table>\n\
         <p><br></p>\n\
         <p align=\"center\"><font size=\"5\"><b>RAČUN – OTPREMNICA br. {number}</b></font></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\">\
         <tr>{c1}{c2}{c3}</tr><tr>{c4}{c5}{c6}</tr></table>\n\
         <p></p>\n\
         {table}\
         <p></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\" style=\"page-break-inside: avoid\">\
         <tr><td width=\"45%\"></td><td {border}>Ukupno bez PDV-a</td><td {border} align=\"right\">{subtotal}</td></tr>\
         <tr><td width=\"45%\"></td><td {border}>Rabat</td><td {border} align=\"right\">0,00</td></tr>\
         <tr><td width=\"45%\"></td><td {border}>Osnovica za PDV</td><td {border} align=\"right\">{subtotal}</td></tr>\
         <tr><td width=\"45%\"></td><td {border}>PDV {rate}%</td><td {border} align=\"right\">{tax}</td></tr>\
         <tr><td width=\"45%\"></td><td {border} bgcolor=\"#d9d9d9\"><b>UKUPNO ZA UPLATU ({cur})</b></td><td {border} bgcolor=\"#d9d9d9\" align=\"right\"><b>{total}</b></td></tr>\
         <tr><td width=\"45%\"></td><td {border}>{km_label}</td><td {border} align=\"right\">{km} KM</td></tr></table>\n\
         <p></p>\n\
         {exemption}\
         <p>{notes}</p>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\" style=\"page-break-inside: avoid\"><tr>\
         <td width=\"25%\" align=\"center\">Robu izdao</td><td width=\"25%\" align=\"center\">Robu preuzeo</td>\
         <td width=\"20%\" align=\"center\"><b>M.P.</b></td><td width=\"30%\" align=\"center\">Fakturisao</td></tr>\
         <tr><td align=\"center\"><p><br></p>________________</td><td align=\"center\"><p><br></p>________________</td>\
         <td></td><td align=\"center\"><p><br></p>________________</td></tr></table>",
        vendor = escape(p.vendor),
        ids = small(&format!(
            "Sjedište: {}, {}<br>ID broj: {jib} · PDV broj: {pdv}<br>\
             Upisano u Općinskom sudu u Sarajevu, MBS {mbs}<br>\
             Transakcijski računi: UniCredit Bank d.d. 3386{:012} · Raiffeisen Bank d.d. 1610{:012}<br>\
             Devizni račun: {} · IBAN {} · SWIFT {}<br>Tel. +387 33 {:03} {:03} · prodaja@{}.ba",
            p.street,
            p.city,
            seed * 104_723 % 1_000_000_000_000,
            seed * 611_953 % 1_000_000_000_000,
            vendor_bank(p).0,
            p.iban,
            vendor_bank(p).1,
            200 + seed % 700,
            seed * 7 % 1_000,
            p.vendor_domain(),
        )),
        buyer_label = small("Kupac:"),
        customer = p.customer,
        buyer_ids = small(&format!(
            "Šifra kupca: {} · ID broj: strano lice",
            p.customer_number
        )),
        number = escape(&p.number),
        c1 = cell(
            "Datum i mjesto izdavanja",
            &format!("{}, Sarajevo", ba(p.date_ymd))
        ),
        c2 = cell("Datum isporuke", &ba(delivered)),
        c3 = cell("Narudžba kupca br.", &order),
        c4 = cell("Rok plaćanja", &format!("{terms} dana")),
        c5 = cell("Datum dospijeća", &ba(p.due_ymd)),
        c6 = cell("Način otpreme", "kurirska služba, paritet FCO kupac"),
        rate = p.tax_rate,
        subtotal = number(subtotal),
        tax = number(p.tax_cents),
        total = number(total),
        km_label = small(&format!("Protuvrijednost u KM · {rate_text}")),
        km = number(in_km),
        notes = small(
            "Reklamacije na količinu i kvalitet robe primaju se u roku od 8 dana od prijema robe. \
             Za zakašnjela plaćanja obračunavamo zakonsku zateznu kamatu. \
             U slučaju spora nadležan je sud u Sarajevu."
        ),
    );
    document("Liberation Sans", &body)
}

/// A Finnish reference number ("viitenumero", "referensnummer") made from
/// the customer's and the invoice's digits, with its check digit by the
/// weights 7, 3, 1 from the right, in groups of five as it is printed.
fn finnish_reference(p: &Printed) -> String {
    let digits: String = p.number.chars().filter(char::is_ascii_digit).collect();
    let base = format!("{}{}", p.customer_number.trim_start_matches('0'), digits);
    let sum: u32 = base
        .bytes()
        .rev()
        .zip([7, 3, 1].iter().cycle())
        .map(|(d, w)| u32::from(d - b'0') * w)
        .sum();
    let full = format!("{base}{}", (10 - sum % 10) % 10);
    let mut groups = Vec::new();
    let mut end = full.len();
    while end > 0 {
        let start = end.saturating_sub(5);
        groups.push(&full[start..end]);
        end = start;
    }
    groups.reverse();
    groups.join(" ")
}

/// An invoice from the Finland-Swedish branch of a company, printed as text
/// by its Finnish ERP in both national languages, Swedish first: the
/// company's name and addresses with its business ID at the left and
/// "FAKTURA / LASKU" with "Sida / Sivu 1 (2)" at the right, the customer's
/// address beside a block of bilingual labels and values ("Fakturadatum /
/// Laskun päiväys", "Fakturanummer / Laskun numero", "Kundnummer /
/// Asiakasnumero", "Er beställning / Tilauksenne" when there is one,
/// "Förfallodag / Eräpäivä", "Referensnummer / Viitenumero", terms, penalty
/// interest, complaint period), column headings on two lines (Swedish over
/// Finnish), on a long invoice "Fortsätter / Jatkuu" at a sheet's foot and
/// the heading repeated on the next, after the last item "Summa exkl. moms /
/// Veroton yhteensä", the VAT and "ATT BETALA / MAKSETTAVA" with the
/// currency, at a rate of nought the reverse charge or the supply outside
/// the Union in both languages, and beneath it the bank giro form as
/// Finnish banks print it, Finnish first ("Saajan tilinumero / Mottagarens
/// kontonummer", "Saaja / Mottagare", "Maksaja / Betalare", "Viitenro /
/// Ref.nr", "Eräpäivä / Förfallodag", "Euro"), or for francs the transfer to
/// make; amounts as 1 234,56 and dates as 3.3.2026.
pub fn faktura_lasku(p: &Printed) -> String {
    use Column::{Left, Right};
    const WIDTH: usize = 78;
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let fi = |(year, month, day): (i32, u32, u32)| format!("{day}.{month}.{year}");
    let number = |cents: i64| grouped(cents, " ", ",");
    let cur = p.currency;
    let subtotal = cents_in(&p.subtotal);
    let total = cents_in(&p.total);
    let terms = days_from(p.date_ymd, p.due_ymd);
    let reference = finnish_reference(p);
    let business_id = {
        let base = format!("{:07}", 2_000_000 + seed * 97 % 7_000_000);
        let weights = [7, 9, 10, 5, 8, 4, 2];
        let sum: u32 = base
            .bytes()
            .zip(weights)
            .map(|(d, w)| u32::from(d - b'0') * w)
            .sum();
        let check = match sum % 11 {
            0 => 0,
            r => 11 - r,
        };
        format!("{base}-{}", check % 10)
    };
    let vat_no = format!("FI{}", business_id.replace('-', ""));
    let (street, town) = two_lines(p.customer_address);
    let mut facts = vec![
        ("Fakturadatum / Laskun päiväys", fi(p.date_ymd)),
        ("Fakturanummer / Laskun numero", p.number.clone()),
        ("Kundnummer / Asiakasnumero", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        facts.push(("Er beställning / Tilauksenne", po.clone()));
    }
    facts.extend([
        ("Vår referens / Viitteemme", "Anna Sjöberg".to_string()),
        ("Förfallodag / Eräpäivä", fi(p.due_ymd)),
        (
            "Betalningsvillkor / Maksuehto",
            format!("{terms} dgr/pv netto"),
        ),
        ("Referensnr / Viitenumero", reference.clone()),
        ("Dröjsmålsränta / Viivästyskorko", "8,0 %".to_string()),
        ("Anmärkningstid / Huomautusaika", "8 dgr/pv".to_string()),
    ]);
    let address = [
        p.customer.to_string(),
        "Inköpsreskontra".to_string(),
        street.to_string(),
        town.to_string(),
    ];
    let upper: Vec<String> = (0..facts.len().max(address.len()))
        .map(|i| {
            let left = address.get(i).map(String::as_str).unwrap_or("");
            let right = facts
                .get(i)
                .map(|(k, v)| format!("{k:<32}{v}"))
                .unwrap_or_default();
            format!("{}\n", format!("{left:<29}{right}").trim_end())
        })
        .collect();
    let columns = [Left(7), Left(28), Right(6), Left(4), Right(10), Right(12)];
    let rule = |c: char| format!("{}\n", c.to_string().repeat(WIDTH));
    let heading = [
        text_row(
            &columns,
            &["Artikel", "Benämning", "Antal", "Enh", "À-pris", "Belopp"],
        ),
        text_row(
            &columns,
            &["Tuote", "Nimike", "Määrä", "Yks", "Yks.hinta", "Yhteensä"],
        ),
        rule('-'),
    ];
    let blocks: Vec<Vec<String>> = p
        .lines
        .iter()
        .map(|l| {
            let words = wrap(&l.description, 28);
            let mut out = vec![text_row(
                &columns,
                &[
                    &l.code,
                    &words[0],
                    &quantity_with(hundredths_in(&l.quantity), ","),
                    if l.unit == "h" { "h" } else { "st" },
                    &number(cents_in(&l.unit_price)),
                    &number(l.amount_cents),
                ],
            )];
            for more in &words[1..] {
                out.push(text_row(&columns, &["", more]));
            }
            out
        })
        .collect();
    let sum = |label: &str, value: &str| format!("{:24}{label:<38}{value:>16}\n", "");
    let prefix = customer_vat_prefix(p.customer_address);
    let mut ending = vec![
        rule('-'),
        sum("Summa exkl. moms / Veroton yhteensä", &number(subtotal)),
        sum(
            &format!("Moms / ALV {} %", p.tax_rate),
            &number(p.tax_cents),
        ),
        format!("{:24}{}\n", "", "=".repeat(WIDTH - 24)),
        sum(&format!("ATT BETALA / MAKSETTAVA {cur}"), &number(total)),
        "\n".to_string(),
    ];
    if p.tax_rate == 0 {
        ending.push(
            match prefix {
                Some("IE") => "Omvänd skattskyldighet / Käännetty verovelvollisuus (AVL 65 §).\n",
                _ => "Försäljning utanför EU, ej moms / Myynti EU:n ulkopuolelle, ei ALV.\n",
            }
            .to_string(),
        );
        ending.push("\n".to_string());
    }
    let cell = |text: &str, width: usize| format!("{text:<width$}");
    if cur == "EUR" {
        let (bank, bic) = vendor_bank(p);
        let bar = format!("+{}+{}+\n", "-".repeat(18), "-".repeat(WIDTH - 21));
        let split = format!(
            "+{}+{}+{}+{}+\n",
            "-".repeat(18),
            "-".repeat(22),
            "-".repeat(12),
            "-".repeat(WIDTH - 57)
        );
        let wide = |a: &str, b: &str| format!("|{}|{}|\n", cell(a, 18), cell(b, WIDTH - 21));
        let four = |a: &str, b: &str, c: &str, d: &str| {
            format!(
                "|{}|{}|{}|{}|\n",
                cell(a, 18),
                cell(b, 22),
                cell(c, 12),
                cell(d, WIDTH - 57)
            )
        };
        ending.extend([
            "TILISIIRTO / GIRERING\n".to_string(),
            bar.clone(),
            wide(" Saajan", &format!(" IBAN {}", p.iban)),
            wide(" tilinumero", &format!(" BIC  {bic}  ({bank})")),
            wide(" Mottagarens", ""),
            wide(" kontonummer", ""),
            bar.clone(),
            wide(" Saaja", &format!(" {}", p.vendor)),
            wide(" Mottagare", ""),
            bar.clone(),
            wide(" Maksajan nimi ja", &format!(" {}", p.customer)),
            wide(" osoite/Betalarens", &format!(" {street}")),
            wide(" namn och adress", &format!(" {town}")),
            split.clone(),
            four(" Allekirjoitus", "", " Viitenro", &format!(" {reference}")),
            four(" Underskrift", "", " Ref.nr", ""),
            split.clone(),
            four(" Tililtä nro", "", " Eräpäivä", " Euro"),
            four(
                " Från konto nr",
                "",
                &format!(" {}", fi(p.due_ymd)),
                &format!(" {}", number(total)),
            ),
            split,
            "Maksu välitetään saajalle maksujenvälityksen yleisten ehtojen mukaisesti ja\n"
                .to_string(),
            "vain maksajan ilmoittaman tilinumeron perusteella.\n".to_string(),
        ]);
    } else {
        ending.extend([
            format!(
                "Betalning i {cur} till IBAN {} senast {},\n",
                p.iban,
                fi(p.due_ymd)
            ),
            format!("ange referensnummer {reference}.\n"),
            format!(
                "Maksu {cur}-valuutassa tilille {} viimeistään {},\n",
                p.iban,
                fi(p.due_ymd)
            ),
            format!("viitenumero {reference}.\n"),
        ]);
    }
    ending.extend([
        "\n".to_string(),
        format!("{} · Hemort / Kotipaikka Vasa\n", p.vendor),
        format!("FO-nummer / Y-tunnus {business_id} · Momsreg.nr / ALV-tunniste {vat_no}\n"),
        "Införd i förskottsuppbördsregistret / Merkitty ennakkoperintärekisteriin\n".to_string(),
    ]);
    let head = |page: usize, count: usize| {
        flush_pair(
            p.vendor,
            &format!("FAKTURA / LASKU   Sida / Sivu {page} ({count})"),
            WIDTH,
        )
    };
    let letterhead = [
        "Filial i Finland / Sivuliike Suomessa\n".to_string(),
        "Handelsesplanaden 12, 65100 Vasa / Vaasa\n".to_string(),
        format!("Huvudkontor / Pääkonttori: {}, {}\n", p.street, p.city),
        format!(
            "Tel. +358 6 {} {} · faktura@{}.fi\n",
            300 + seed % 600,
            1_000 + seed * 7 % 9_000,
            p.vendor_domain()
        ),
        "\n".to_string(),
    ];
    let heights: Vec<usize> = blocks.iter().map(Vec::len).collect();
    let first = 1 + letterhead.len() + upper.len() + 1 + heading.len();
    let pages = text_pages(&heights, first, 3 + heading.len(), 2, ending.len());
    let count = pages.len();
    let mut t = String::new();
    for (page, range) in pages.iter().enumerate() {
        if page == 0 {
            t.push_str(&head(1, count));
            letterhead.iter().for_each(|l| t.push_str(l));
            upper.iter().for_each(|l| t.push_str(l));
            t.push('\n');
        } else {
            t.push('\x0c');
            t.push_str(&head(page + 1, count));
            t.push_str(&format!(
                "Fakturanummer / Laskun numero {}   {}\n\n",
                p.number,
                fi(p.date_ymd)
            ));
        }
        heading.iter().for_each(|l| t.push_str(l));
        for i in range.clone() {
            blocks[i].iter().for_each(|l| t.push_str(l));
        }
        if page + 1 < count {
            t.push_str(&rule('-'));
            t.push_str(&format!("{:>WIDTH$}\n", "Fortsätter / Jatkuu ..."));
        } else {
            ending.iter().for_each(|l| t.push_str(l));
        }
    }
    t
}

/// A Galician firm's factura printed as text by its accounting program, in
/// Galician: a letterhead between rules of equals signs with the Spanish
/// branch of the company, its NIF (a W for a foreign company's branch) and
/// its address in Vigo, "FACTURA" with dotted-leader labels beneath
/// ("Número / Data / Vencemento / O seu pedido / Forma de pagamento") beside
/// the customer ("Cliente:") with its VAT number and customer code, the
/// items as "Código / Concepto / Cant. / Prezo / Dto.% / Importe", on a long
/// invoice "Suma e segue" with the running sum at the foot of a page and
/// "Suma anterior" at the head of the next, after the last item "Base
/// impoñible / IVE … % / TOTAL FACTURA (…)", at a rate of nought the reverse
/// charge or the supply outside the scope of Spanish VAT, the place and date
/// written out ("Vigo, 3 de marzo de 2026"), the bank transfer, the data
/// protection notice Spanish invoices carry and the registry entry;
/// amounts as 1.234,56 and dates as 03/03/2026.
pub fn factura_galega(p: &Printed) -> String {
    use Column::{Left, Right};
    const WIDTH: usize = 78;
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let gl = |(year, month, day): (i32, u32, u32)| format!("{day:02}/{month:02}/{year}");
    let number = |cents: i64| grouped(cents, ".", ",");
    let cur = p.currency;
    let subtotal = cents_in(&p.subtotal);
    let total = cents_in(&p.total);
    let nif = {
        const LETTERS: &[u8] = b"JABCDEFGHI";
        let digits = format!("00{:05}", seed * 37 % 100_000);
        format!("W{digits}{}", char::from(LETTERS[(seed % 10) as usize]))
    };
    let prefix = customer_vat_prefix(p.customer_address);
    let customer_vat = match prefix {
        Some("IE") => format!("IE{}{:06}L", 3 + seed % 7, seed * 131 % 1_000_000),
        Some(code) => format!("{code}{:09}", seed * 7_001 % 1_000_000_000),
        None => format!("EIN {:02}-{:07}", 10 + seed % 89, seed * 7_919 % 10_000_000),
    };
    let (street, town) = two_lines(p.customer_address);
    let rule = |c: char| format!("{}\n", c.to_string().repeat(WIDTH));
    let letterhead = [
        rule('='),
        format!("{} - Sucursal en España\n", p.vendor),
        "Rúa do Príncipe, 22, 3.º · 36202 Vigo (Pontevedra)\n".to_string(),
        format!(
            "NIF {nif} · Tel. 986 {:03} {:03} · facturacion@{}.gal\n",
            100 + seed % 900,
            seed * 7 % 1_000,
            p.vendor_domain()
        ),
        rule('='),
        "\n".to_string(),
    ];
    let mut left = vec![
        "FACTURA".to_string(),
        String::new(),
        format!("Número ............. {}", p.number),
        format!("Data ............... {}", gl(p.date_ymd)),
        format!("Vencemento ......... {}", gl(p.due_ymd)),
    ];
    if let Some(po) = &p.po {
        left.push(format!("O seu pedido ....... {po}"));
    }
    left.push("Forma de pagamento . Transferencia".to_string());
    let right = [
        format!("Cliente:  {}", p.customer),
        format!("          {street}"),
        format!("          {town}"),
        format!("          NIF/VAT {customer_vat}"),
        format!("          Código cliente {}", p.customer_number),
    ];
    let upper: Vec<String> = (0..left.len().max(right.len()))
        .map(|i| {
            let a = left.get(i).map(String::as_str).unwrap_or("");
            let b = right.get(i).map(String::as_str).unwrap_or("");
            format!("{}\n", format!("{a:<38}{b}").trim_end())
        })
        .collect();
    let columns = [Left(7), Left(28), Right(6), Right(10), Right(5), Right(12)];
    let heading = [
        rule('-'),
        text_row(
            &columns,
            &["Código", "Concepto", "Cant.", "Prezo", "Dto.%", "Importe"],
        ),
        rule('-'),
    ];
    let blocks: Vec<Vec<String>> = p
        .lines
        .iter()
        .map(|l| {
            let words = wrap(&l.description, 28);
            let mut out = vec![text_row(
                &columns,
                &[
                    &l.code,
                    &words[0],
                    &quantity_with(hundredths_in(&l.quantity), ","),
                    &number(cents_in(&l.unit_price)),
                    "0",
                    &number(l.amount_cents),
                ],
            )];
            for more in &words[1..] {
                out.push(text_row(&columns, &["", more]));
            }
            out
        })
        .collect();
    let carried = |label: &str, cents: i64| {
        let dots = ".".repeat(WIDTH - 12 - 2 - label.chars().count() - 1);
        format!("{label} {dots}  {:>12}\n", number(cents))
    };
    let sum = |label: &str, value: &str| format!("{:38}{label:<26}{value:>14}\n", "");
    let mut ending = vec![
        rule('-'),
        sum("Base impoñible", &number(subtotal)),
        sum(&format!("IVE {} %", p.tax_rate), &number(p.tax_cents)),
        format!("{:38}{}\n", "", "-".repeat(WIDTH - 38)),
        sum(&format!("TOTAL FACTURA ({cur})"), &number(total)),
        "\n".to_string(),
    ];
    if p.tax_rate == 0 {
        ending.push(
            match prefix {
                Some("IE") => {
                    "Investimento do suxeito pasivo (art. 84.Un.2.º Lei 37/1992 do IVE).\n"
                }
                _ => {
                    "Operación non suxeita ao IVE (art. 69 Lei 37/1992): destinatario fóra da UE.\n"
                }
            }
            .to_string(),
        );
        ending.push("\n".to_string());
    }
    let (bank, bic) = vendor_bank(p);
    ending.extend([
        format!(
            "Vigo, {}\n",
            date_in(&english_written(p.date_ymd), Language::Galician)
        ),
        "\n".to_string(),
        format!(
            "Pagamento por transferencia antes do {} á conta:\n",
            gl(p.due_ymd)
        ),
        format!(
            "  ABANCA Corporación Bancaria · IBAN ES{:02} 2080 5{:03} {:04} {:04} {:04}\n",
            10 + seed % 89,
            seed % 1_000,
            seed * 3 % 10_000,
            seed * 7 % 10_000,
            seed * 11 % 10_000
        ),
        format!("  {bank} · IBAN {} · BIC {bic}\n", p.iban),
        format!("Indique no concepto o número de factura {}.\n", p.number),
        "\n".to_string(),
    ]);
    let notice = format!(
        "Protección de datos: en cumprimento do Regulamento (UE) 2016/679 informámoslle de que os \
         seus datos forman parte dun ficheiro responsabilidade de {} - Sucursal en España coa \
         finalidade de xestionar a relación comercial e a facturación. Pode exercer os dereitos de \
         acceso, rectificación, supresión e oposición en privacidade@{}.gal.",
        p.vendor,
        p.vendor_domain()
    );
    for line in wrap(&notice, WIDTH) {
        ending.push(format!("{line}\n"));
    }
    ending.push(format!(
        "Rexistro Mercantil de Pontevedra, tomo {}, folio {}, folla PO-{}.\n",
        3_000 + seed % 900,
        seed % 200 + 1,
        10_000 + seed * 7 % 80_000
    ));
    let heights: Vec<usize> = blocks.iter().map(Vec::len).collect();
    let first = letterhead.len() + upper.len() + 1 + heading.len() + 1;
    let pages = text_pages(&heights, first, 3 + heading.len() + 1, 3, ending.len());
    let count = pages.len();
    let page_line = |page: usize| format!("{:>WIDTH$}\n", format!("Páxina {page} de {count}"));
    let mut t = String::new();
    let mut run = 0;
    for (page, range) in pages.iter().enumerate() {
        if page == 0 {
            letterhead.iter().for_each(|l| t.push_str(l));
            upper.iter().for_each(|l| t.push_str(l));
            t.push('\n');
            t.push_str(&page_line(1));
        } else {
            t.push('\x0c');
            t.push_str(&format!("{} - Sucursal en España\n", p.vendor));
            t.push_str(&flush_pair(
                &format!("FACTURA {} de {}", p.number, gl(p.date_ymd)),
                &format!("Páxina {} de {count}", page + 1),
                WIDTH,
            ));
            t.push('\n');
        }
        heading.iter().for_each(|l| t.push_str(l));
        if page > 0 {
            t.push_str(&carried("Suma anterior", run));
        }
        for i in range.clone() {
            blocks[i].iter().for_each(|l| t.push_str(l));
            run += p.lines[i].amount_cents;
        }
        if page + 1 < count {
            t.push_str(&rule('-'));
            t.push_str(&carried("Suma e segue", run));
        } else {
            ending.iter().for_each(|l| t.push_str(l));
        }
    }
    t
}

/// A UK supplier's invoice to a public-sector customer buying under a
/// purchasing consortium's framework agreement, from the supplier's
/// accounts package in the layout its framework team set up: the supplier's
/// name with "Approved framework supplier" at the left and its address,
/// telephone, e-mail and VAT number at the right; "INVOICE" over a ruled box
/// of particulars ("Invoice number / Invoice date and tax point / Customer
/// account / Purchase order / Payment due") beside a second box of framework
/// references ("Framework / Lot / Call-off contract / Contract period /
/// Requisitioner") whose call-off number looks like an order number;
/// "Invoice address" (the customer care of its payables shared service
/// centre, with its own P.O. Box) beside "Delivery address"; the items as
/// "Line / Framework code / Description / Qty / UoM / Framework price / Net
/// value"; "Net total / VAT … / Invoice total" in a ruled box at the right;
/// then the payment terms quoting the public contracts regulations, the
/// note that the framework's management charge is not charged to the
/// customer, and the bank details.
pub fn framework_calloff(p: &Printed) -> String {
    const SHADE: &str = "#dfe7ef";
    const REQUISITIONERS: [&str; 4] = ["Dr A. Hussain", "J. Pickering", "M. O'Neill", "S. Barnes"];
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let index = usize::try_from(seed).unwrap_or(0);
    let (consortium, framework, lot) = if p.vendor.contains("Acme") {
        (
            "Central Buying Consortium",
            format!("CBC {} Tools, PPE and Workwear", 1_140 + seed % 7),
            "Lot 3 \u{2013} Hand and power tools",
        )
    } else {
        (
            "Northern Purchasing Organisation",
            format!("NPO {:04} Laboratory Consumables", 700 + seed % 40),
            "Lot 2 \u{2013} General laboratory consumables",
        )
    };
    let framework_number: String = framework.chars().filter(char::is_ascii_digit).collect();
    let calloff = format!("CO-{framework_number}-{:04}", (seed * 17 + 211) % 10_000);
    let (year, _, _) = p.date_ymd;
    let period = format!("1 April {} \u{2013} 31 March {}", year - 1, year + 1);
    let (sort_code, bank_account) = p.sort_code_and_account();
    let (street, town) = two_lines(p.customer_address);
    let domain = p.country_domain();
    let rule = "style=\"border: 1px solid #4a5a6a\"";
    let mut particulars = vec![
        ("Invoice number", format!("<b>{}</b>", escape(&p.number))),
        ("Invoice date / tax point", p.date.clone()),
        ("Customer account", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        particulars.push(("Purchase order", escape(po)));
    }
    particulars.push(("Payment due", p.due.clone()));
    let references = [
        ("Framework", framework.clone()),
        ("Lot", lot.to_string()),
        ("Call-off contract", calloff.clone()),
        ("Contract period", period),
        (
            "Requisitioner",
            escape(REQUISITIONERS[index % REQUISITIONERS.len()]),
        ),
    ];
    let cell = |pair: Option<&(&str, String)>| match pair {
        Some((k, v)) => format!(
            "<td width=\"19%\" bgcolor=\"{SHADE}\" {rule}><font size=\"2\">{k}</font></td>\
             <td width=\"29%\" {rule}><font size=\"2\">{v}</font></td>"
        ),
        None => "<td width=\"19%\"></td><td width=\"29%\"></td>".to_string(),
    };
    let boxes: String = (0..particulars.len().max(references.len()))
        .map(|n| {
            format!(
                "<tr>{}<td width=\"4%\"></td>{}</tr>",
                cell(particulars.get(n)),
                cell(references.get(n))
            )
        })
        .collect();
    let (price_head, net_head) = if p.bare {
        (
            format!("Framework price ({})", p.currency),
            format!("Net value ({})", p.currency),
        )
    } else {
        ("Framework price".to_string(), "Net value".to_string())
    };
    let table = items(
        p,
        &[
            ("Line", false),
            ("Framework code", false),
            ("Description", false),
            ("Qty", true),
            ("UoM", false),
            (price_head.as_str(), true),
            (net_head.as_str(), true),
        ],
        |i, c| {
            let l = &p.lines[i];
            match c {
                0 => format!("{}", (i + 1) * 10),
                1 => format!("{framework_number}/{}", l.code),
                2 => l.description.clone(),
                3 => l.quantity.clone(),
                4 if l.unit == "h" => "HR".to_string(),
                4 => "EA".to_string(),
                5 if p.bare => l.unit_price.clone(),
                5 => l.unit_price_money.clone(),
                _ if p.bare => l.amount.clone(),
                _ => l.amount_money.clone(),
            }
        },
        SHADE,
    );
    let box_post = format!("{}{}", 1 + seed % 9, ["AA", "BT", "DQ", "GX"][index % 4]);
    let body = format!(
        "<table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr>\
         <td valign=\"top\"><font size=\"5\" color=\"#1f3a5a\"><b>{vendor}</b></font><br>\
         <font size=\"2\" color=\"#1f3a5a\">Approved framework supplier \u{2013} {consortium}</font></td>\
         <td valign=\"top\" align=\"right\"><font size=\"2\">{street_v}<br>{city}<br>Tel {phone}<br>frameworks@{domain}<br>\
         VAT Reg. No. {vat}</font></td></tr></table>\n\
         <p><font size=\"6\"><b>INVOICE</b></font></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\">{boxes}</table>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\"><tr>\
         <td width=\"50%\" valign=\"top\"><font size=\"2\"><b>Invoice address</b></font><br>{customer}<br>\
         c/o Payables Shared Service Centre<br>P.O. Box {box_no}<br>Sheffield S98 {box_post}<br>\
         <font size=\"1\">Invoices by e-mail to payables@ssc.example.org.uk, one PDF per invoice</font></td>\
         <td valign=\"top\"><font size=\"2\"><b>Delivery address</b></font><br>{customer}<br>Stores / Goods Receipt<br>{street}<br>{town}</td>\
         </tr></table>\n\
         <p><br></p>\n\
         {table}\
         <p></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\" style=\"page-break-inside: avoid\">\
         <tr><td width=\"58%\"></td><td {rule}>Net total</td><td {rule} align=\"right\">{subtotal}</td></tr>\
         <tr><td></td><td {rule}>VAT @ {rate}%</td><td {rule} align=\"right\">{tax}</td></tr>\
         <tr><td></td><td bgcolor=\"{SHADE}\" {rule}><b>Invoice total</b></td><td bgcolor=\"{SHADE}\" {rule} align=\"right\"><b>{total}</b></td></tr></table>\n\
         <p><font size=\"2\"><b>Payment terms.</b> Payment within {terms} days of receipt of a valid and undisputed invoice, in line \
         with regulation 113 of the Public Contracts Regulations 2015. Interest on late payment may be claimed under the Late Payment \
         of Commercial Debts (Interest) Act 1998.</font></p>\n\
         <p><font size=\"2\"><b>Framework.</b> Prices are the framework prices fixed for the contract period. The {consortium}'s \
         1% management charge is paid by {vendor} from its own funds and is not charged to you. Please quote call-off contract \
         {calloff} in any query about the contract, and the invoice number in any query about payment.</font></p>\n\
         <p><font size=\"2\"><b>Bank details.</b> {vendor}, sort code {sort_code}, account {bank_account}. Remittance advices to \
         credit.control@{domain}. Amounts in pounds sterling ({cur}).</font></p>\n\
         <p align=\"center\"><font size=\"1\">{vendor} \u{00B7} Registered office {street_v}, {city} \u{00B7} Registered in England \
         and Wales no. {company_no:08}</font></p>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        vat = p.vat_id,
        customer = p.customer,
        box_no = 4_000 + seed % 900,
        subtotal = total_text(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = total_text(&p.tax, &p.tax_money, p),
        total = total_text(&p.total, &p.total_money, p),
        terms = days_from(p.date_ymd, p.due_ymd),
        cur = p.currency,
        company_no = 3_100_000 + seed * 43 % 6_000_000,
    );
    document("Liberation Sans", &body)
}

/// The lines of a consolidated invoice shared out in order over the
/// customer's delivery locations: up to three on a short invoice, six lines
/// to a location on a long one.
fn location_groups(count: usize) -> Vec<std::ops::Range<usize>> {
    let size = if count <= 8 {
        count.div_ceil(3).max(1)
    } else {
        6
    };
    (0..count)
        .step_by(size)
        .map(|start| start..(start + size).min(count))
        .collect()
}

/// A US supplier's consolidated invoice for a customer with several
/// delivery locations, as its office-supply or coffee-service billing
/// system exports it to the word processor: the supplier's name with
/// "Consolidated Invoice" beneath at the left and a ruled box of "Invoice
/// No. / Invoice Date / Billing Period / Account No. / P.O. Number / Terms /
/// Due Date" at the right; "Bill To" the head office; the month's delivery
/// tickets grouped by location in one table, each group under a shaded
/// heading that names the location, its suite, the delivery ticket number
/// and the date delivered, with a "Location subtotal" under its lines
/// ("Qty / Item / Description / Unit Price / Amount"); then a "Summary by
/// location" table and "Total Merchandise / Sales Tax / Total Amount Due"
/// under a double rule, with the remit-to address.
pub fn multi_location(p: &Printed) -> String {
    const SHADE: &str = "#e8e8e8";
    const LOCATIONS: [(&str, &str); 7] = [
        ("Main Office", "Suite 200"),
        ("Warehouse", "Dock 4"),
        ("Lab Annex", "Bldg B"),
        ("Conference Center", "Floor 1"),
        ("Training Room", "Suite 110"),
        ("Executive Floor", "Suite 900"),
        ("Shipping Office", "Unit 7"),
    ];
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let index = usize::try_from(seed).unwrap_or(0);
    let coffee = p.vendor.contains("Northwind");
    let program = if coffee {
        "Office coffee &amp; breakroom service"
    } else {
        "Office supply &amp; technology program"
    };
    let groups = location_groups(p.lines.len());
    let (street, town) = two_lines(p.customer_address);
    let (year, month, _) = p.date_ymd;
    let (period_year, period_month) = if month == 1 {
        (year - 1, 12)
    } else {
        (year, month - 1)
    };
    let period = format!("{} {period_year}", MONTHS[period_month as usize - 1]);
    let terms = days_from(p.date_ymd, p.due_ymd);
    let rule = "style=\"border: 1px solid #555\"";
    let mut head = vec![
        ("Invoice No.", escape(&p.number)),
        ("Invoice Date", p.date.clone()),
        ("Billing Period", period.clone()),
        ("Account No.", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        head.push(("P.O. Number", escape(po)));
    }
    head.extend([
        ("Terms", format!("Net {terms}")),
        ("Due Date", p.due.clone()),
    ]);
    let rows_count = head.len();
    let masthead = format!(
        "<td rowspan=\"{rows_count}\" valign=\"top\" width=\"55%\"><font size=\"5\"><b>{vendor}</b></font><br>{street_v}<br>{city}<br>\
         Customer Care {phone}<br><br><font size=\"4\"><b>Consolidated Invoice</b></font><br><font size=\"2\">{program}</font></td>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
    );
    let head: String = head
        .iter()
        .enumerate()
        .map(|(n, (k, v))| {
            format!(
                "<tr>{}<td bgcolor=\"{SHADE}\" {rule}><font size=\"2\"><b>{k}</b></font></td><td {rule}><font size=\"2\">{v}</font></td></tr>",
                if n == 0 { masthead.as_str() } else { "" }
            )
        })
        .collect();
    let money = |l: &super::printed::PrintedLine| {
        if p.bare {
            (l.unit_price.clone(), l.amount.clone())
        } else {
            (l.unit_price_money.clone(), l.amount_money.clone())
        }
    };
    let (price_head, amount_head) = if p.bare {
        (
            format!("Unit Price ({})", p.currency),
            format!("Amount ({})", p.currency),
        )
    } else {
        ("Unit Price".to_string(), "Amount".to_string())
    };
    let mut table = format!(
        "<table width=\"100%\" border=\"1\" cellpadding=\"3\" cellspacing=\"0\">\n\
         <thead><tr><td bgcolor=\"#404040\"><font color=\"#ffffff\"><b>Qty</b></font></td>\
         <td bgcolor=\"#404040\"><font color=\"#ffffff\"><b>Item</b></font></td>\
         <td bgcolor=\"#404040\"><font color=\"#ffffff\"><b>Description</b></font></td>\
         <td bgcolor=\"#404040\" align=\"right\"><font color=\"#ffffff\"><b>{price_head}</b></font></td>\
         <td bgcolor=\"#404040\" align=\"right\"><font color=\"#ffffff\"><b>{amount_head}</b></font></td></tr></thead>\n"
    );
    let mut summary = String::new();
    for (g, range) in groups.iter().enumerate() {
        let (name, unit) = LOCATIONS[(g + index) % LOCATIONS.len()];
        let ticket = format!(
            "DT-{:06}",
            (seed * 7 + 310_000 + g as i64 * 1_337) % 1_000_000
        );
        let day = 2 + u32::try_from(g * 26 / groups.len()).unwrap_or(0);
        let delivered = p.date_like((period_year, period_month, day));
        table.push_str(&format!(
            "<tr><td colspan=\"5\" bgcolor=\"{SHADE}\"><font size=\"2\"><b>Location {number:02} \u{2013} {name}</b>, \
             {street}, {unit} \u{00B7} Delivery ticket {ticket} \u{00B7} Delivered {delivered}</font></td></tr>\n",
            number = g + 1,
        ));
        for i in range.clone() {
            let l = &p.lines[i];
            let (price, amount) = money(l);
            table.push_str(&format!(
                "<tr><td align=\"right\">{}</td><td>{}</td><td>{}</td><td align=\"right\">{}</td><td align=\"right\">{}</td></tr>\n",
                l.quantity,
                l.code,
                escape(&l.description),
                price,
                amount
            ));
        }
        let net: i64 = range.clone().map(|i| p.lines[i].amount_cents).sum();
        table.push_str(&format!(
            "<tr><td colspan=\"4\" align=\"right\"><font size=\"2\"><i>Location {:02} subtotal</i></font></td>\
             <td align=\"right\"><font size=\"2\"><i>{}</i></font></td></tr>\n",
            g + 1,
            p.bare_number(net)
        ));
        summary.push_str(&format!(
            "<tr><td>{:02}</td><td>{name}</td><td>{ticket}</td><td align=\"right\">{}</td><td align=\"right\">{}</td></tr>",
            g + 1,
            range.len(),
            p.bare_number(net)
        ));
    }
    table.push_str("</table>\n");
    let remit = if coffee {
        "P.O. Box 34512, Seattle, WA 98124-1512"
    } else {
        "P.O. Box 201977, Dallas, TX 75320-1977"
    };
    let body = format!(
        "<table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\">{head}</table>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr>\
         <td valign=\"top\" width=\"55%\"><font size=\"2\"><b>BILL TO</b></font><br>{customer}<br>Attn: Accounts Payable<br>{street}<br>{town}</td>\
         <td valign=\"top\"><font size=\"2\">This invoice consolidates {tickets} delivery ticket(s) for {period} across {locations} \
         location(s). Individual tickets are for reference only and are not invoices.</font></td></tr></table>\n\
         <p><br></p>\n\
         {table}\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\" style=\"page-break-inside: avoid\">\
         <tr><td width=\"60%\"></td><td>Total Merchandise</td><td align=\"right\">{subtotal}</td></tr>\
         <tr><td></td><td>Sales Tax ({rate}%)</td><td align=\"right\">{tax}</td></tr>\
         <tr><td></td><td style=\"border-top: 3px double #000\"><b>Total Amount Due</b></td>\
         <td style=\"border-top: 3px double #000\" align=\"right\"><b>{total}</b></td></tr></table>\n\
         <p><font size=\"2\"><b>Summary by location</b></font></p>\
         <table width=\"60%\" cellpadding=\"2\" cellspacing=\"0\" border=\"1\">\
         <tr><td><font size=\"2\"><b>Loc.</b></font></td><td><font size=\"2\"><b>Location</b></font></td>\
         <td><font size=\"2\"><b>Ticket</b></font></td><td align=\"right\"><font size=\"2\"><b>Lines</b></font></td>\
         <td align=\"right\"><font size=\"2\"><b>Net</b></font></td></tr>{summary}</table>\n\
         <p><font size=\"2\">Please remit by {due} to {vendor}, {remit}, referencing account {customer_no} and invoice \
         {number}. Past-due amounts are subject to a late charge of 1.5% per month.</font></p>",
        vendor = escape(p.vendor),
        customer = p.customer,
        tickets = groups.len(),
        locations = groups.len(),
        subtotal = total_text(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = total_text(&p.tax, &p.tax_money, p),
        total = total_text(&p.total, &p.total_money, p),
        due = p.due,
        customer_no = p.customer_number,
        number = escape(&p.number),
    );
    document("Liberation Sans", &body)
}

/// A UK supplier's sales invoice to a member of a builders' and industrial
/// merchants' buying group, billed centrally, printed as plain text by the
/// supplier's accounts system: the supplier's name in capitals with "SALES
/// INVOICE" and "** CENTRAL BILLING **" at the right; "INVOICE TO (CENTRAL
/// BILLING)" naming the buying group's central billing department and its
/// address beside "DELIVER TO (MEMBER)" with the member; the particulars as
/// colon-aligned pairs in two columns (the group's account and the member's
/// number beside the invoice number, the member's order number, the group
/// statement month, the despatch note); the items as "Code / Description /
/// Qty / Unit nett / Value / VAT" with a VAT code letter; later pages headed
/// by the name, the invoice number and the page, "Continued" at the foot of
/// all but the last; "Goods value / VAT … / INVOICE TOTAL"; and the central
/// billing conditions (the group pays on its statement, the member must not
/// pay the supplier, the group's rebate is settled separately).
pub fn central_billing(p: &Printed) -> String {
    const WIDTH: usize = 78;
    const GROUPS: [(&str, &str, &str, &str); 2] = [
        (
            "Northern Trade Buying Alliance Ltd",
            "NTBA",
            "Unit 4 Kingsway Business Park",
            "Rochdale OL16 4NW",
        ),
        (
            "Pennine Merchants Group Ltd",
            "PMG",
            "9 Calder Court, Dean Clough",
            "Halifax HX3 5AX",
        ),
    ];
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let index = usize::try_from(seed).unwrap_or(0);
    let (group, short, group_street, group_town) = GROUPS[index % GROUPS.len()];
    let caps = p.vendor.to_uppercase();
    let (street, town) = two_lines(p.customer_address);
    let vat_code = if p.tax_rate == 0 { "Z" } else { "S" };
    let (year, month, _) = p.date_ymd;
    let statement = format!("{} {year}", &MONTHS[month as usize - 1][..3].to_uppercase());
    let group_account = format!("{short}{:04}", 40 + seed % 900);
    let member = format!("{:04}/{}", 100 + seed % 800, p.customer_number);
    let despatch = format!("DN {}", 550_000 + seed * 11 % 400_000);
    let columns = [
        Column::Left(8),
        Column::Left(30),
        Column::Right(6),
        Column::Right(10),
        Column::Right(12),
        Column::Left(3),
    ];
    let heading = format!(
        "{}{}",
        text_row(
            &columns,
            &["Code", "Description", "Qty", "Unit nett", "Value", "VAT"]
        ),
        text_row(
            &columns,
            &[
                "--------",
                &"-".repeat(30),
                "------",
                "----------",
                "------------",
                "---"
            ]
        )
    );
    let heights: Vec<usize> = p
        .lines
        .iter()
        .map(|l| wrap(&l.description, 30).len())
        .collect();
    let pages = text_pages(&heights, 26, 5, 2, 24);
    let mut t = String::new();
    for (n, range) in pages.iter().enumerate() {
        if n > 0 {
            t.push('\x0c');
        }
        if n == 0 {
            t.push_str(&format!("{caps:<50}{:>28}\n", "SALES INVOICE"));
            t.push_str(&format!(
                "{:<50}{:>28}\n",
                format!("{}, {}", p.street, p.city),
                "** CENTRAL BILLING **"
            ));
            t.push_str(&format!(
                "Tel {}   VAT Reg No {}\n",
                p.local_phone(),
                p.vat_id
            ));
            t.push_str(&"=".repeat(WIDTH));
            t.push('\n');
            let two = |left: &str, right: &str| {
                let line = format!("{left:<42}{right}");
                format!("{}\n", line.trim_end())
            };
            t.push_str(&two("INVOICE TO (CENTRAL BILLING)", "DELIVER TO (MEMBER)"));
            t.push_str(&two(group, p.customer));
            t.push_str(&two("Central Billing Department", "Goods In"));
            t.push_str(&two(group_street, street));
            t.push_str(&two(group_town, town));
            t.push_str(&"-".repeat(WIDTH));
            t.push('\n');
            let pair = |k1: &str, v1: &str, k2: &str, v2: &str| {
                let line = format!("{k1:<15}: {v1:<24}{k2:<16}: {v2}");
                format!("{}\n", line.trim_end())
            };
            let order = p.po.clone().unwrap_or_default();
            t.push_str(&pair(
                "Invoice No",
                &p.number,
                "Group account",
                &group_account,
            ));
            t.push_str(&pair("Tax point", &p.date, "Member no", &member));
            if p.po.is_some() {
                t.push_str(&pair("Member order", &order, "Group statement", &statement));
            } else {
                t.push_str(&pair(
                    "Despatch note",
                    &despatch,
                    "Group statement",
                    &statement,
                ));
            }
            t.push_str(&pair(
                "Due (group)",
                &p.due,
                "Page",
                &format!("{} of {}", n + 1, pages.len()),
            ));
            if p.po.is_some() {
                t.push_str(&pair("Despatch note", &despatch, "Currency", p.currency));
            } else {
                t.push_str(&pair("Carrier", "Own van", "Currency", p.currency));
            }
        } else {
            t.push_str(&format!(
                "{:<58}{:>20}\n",
                format!("{caps}  INVOICE {}", p.number),
                format!("Page {} of {}", n + 1, pages.len())
            ));
            t.push_str(&format!(
                "Central billing: {group}  Member: {}\n",
                p.customer
            ));
        }
        t.push_str(&"-".repeat(WIDTH));
        t.push('\n');
        t.push_str(&heading);
        for i in range.clone() {
            let l = &p.lines[i];
            let mut parts = wrap(&l.description, 30).into_iter();
            t.push_str(&text_row(
                &columns,
                &[
                    &l.code,
                    &parts.next().unwrap_or_default(),
                    &l.quantity,
                    &l.unit_price,
                    &l.amount,
                    vat_code,
                ],
            ));
            for rest in parts {
                t.push_str(&format!("{:10}{rest}\n", ""));
            }
        }
        if n + 1 < pages.len() {
            t.push_str(&format!("\n{:>WIDTH$}\n", "Continued"));
        }
    }
    t.push_str(&"-".repeat(WIDTH));
    t.push('\n');
    let sum = |label: &str, value: &str| format!("{:36}{label:<26}{value:>16}\n", "");
    t.push_str(&sum(
        "Goods value",
        &total_text(&p.subtotal, &p.subtotal_money, p),
    ));
    t.push_str(&sum(
        &format!("VAT {vat_code} @ {}%", p.tax_rate),
        &total_text(&p.tax, &p.tax_money, p),
    ));
    t.push_str(&format!("{:62}{}\n", "", "=".repeat(16)));
    t.push_str(&sum(
        "INVOICE TOTAL",
        &total_text(&p.total, &p.total_money, p),
    ));
    t.push('\n');
    t.push_str("CENTRAL BILLING CONDITIONS\n");
    let conditions = format!(
        "This invoice is paid by {group} on its {statement} member statement, due {due}. The member must NOT pay {vendor} \
         direct; queries about goods to {vendor} on {phone}, queries about payment to the group quoting member number \
         {member}. Group retrospective rebate is settled with the group separately and is not deducted here. Goods remain \
         the property of {vendor} until paid for in full. E.&O.E. Amounts in {cur}.",
        due = p.due,
        vendor = p.vendor,
        phone = p.local_phone(),
        cur = p.currency,
    );
    for line in wrap_keeping(&conditions, WIDTH, &[p.vendor, group]) {
        t.push_str(&format!("{line}\n"));
    }
    t
}

/// An invoice number of the same shape as `number` with its last run of
/// digits moved back by `back`, as an earlier invoice from the same series
/// is numbered.
fn earlier_number(number: &str, back: u64) -> String {
    let end = number
        .char_indices()
        .rev()
        .find(|(_, c)| c.is_ascii_digit())
        .map_or(0, |(i, _)| i + 1);
    let start = number[..end]
        .char_indices()
        .rev()
        .take_while(|(_, c)| c.is_ascii_digit())
        .last()
        .map_or(end, |(i, _)| i);
    let digits = &number[start..end];
    let width = digits.len();
    let modulus = 10u64.pow(u32::try_from(width.min(9)).unwrap_or(9));
    let value: u64 = digits.parse().unwrap_or(0);
    let earlier = (value + modulus - back % modulus) % modulus;
    format!("{}{earlier:0width$}{}", &number[..start], &number[end..])
}

/// A US distributor's rebill: an invoice raised again after the original
/// was credited in full, printed as plain text by its ERP on plain paper:
/// the name and address at the left with "I N V O I C E" and "** REBILL **"
/// at the right; a boxed notice that this invoice replaces an earlier
/// invoice (its number, of the same series, and date), credited by a credit
/// memo (its number and date), with the reason; "SOLD TO" beside "SHIP TO";
/// two rows of labels over values ("INVOICE NO. / INVOICE DATE / CUSTOMER
/// NO. / CUSTOMER PO / SALES ORDER" and "TERMS / DUE DATE / SHIP VIA /
/// FOB"); the items as "LN / ITEM NO. / DESCRIPTION / QTY / UNIT PRICE /
/// EXTENSION"; "MERCHANDISE / SALES TAX / INVOICE TOTAL"; and an account
/// reconciliation with the original invoice's total, the credit memo taking
/// it off and this invoice, so that other totals stand beside the real one.
pub fn rebill_invoice(p: &Printed) -> String {
    const WIDTH: usize = 78;
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let caps = p.vendor.to_uppercase();
    let original = earlier_number(&p.number, 9 + (seed % 40) as u64);
    let original_date = days_earlier(p.date_ymd, 12 + (seed % 9) as u32);
    let credit_date = days_earlier(p.date_ymd, 1 + (seed % 3) as u32);
    let credit_memo = format!("CM-{:06}", 4_000 + seed * 3 % 90_000);
    let price_fix = seed % 2 == 0;
    let subtotal = super::printed::cents_in(&p.subtotal);
    let (reason, original_total) = if price_fix {
        let old_subtotal = subtotal + subtotal * (3 + seed % 5) / 100;
        let old_tax = (old_subtotal * p.tax_rate + 50).div_euclid(100);
        (
            "PRICE CORRECTION - CONTRACT PRICING NOT APPLIED ON ORIGINAL",
            old_subtotal + old_tax,
        )
    } else {
        (
            "BILLED TO WRONG ACCOUNT - REISSUED TO CORRECT BILL-TO",
            super::printed::cents_in(&p.total),
        )
    };
    let total_cents = super::printed::cents_in(&p.total);
    let sales_order = format!("SO{:07}", 1_200_000 + seed * 29 % 800_000);
    let (street, town) = two_lines(p.customer_address);
    let terms = days_from(p.date_ymd, p.due_ymd);
    let columns = [
        Column::Left(3),
        Column::Left(8),
        Column::Left(29),
        Column::Right(6),
        Column::Right(10),
        Column::Right(12),
    ];
    let heading = format!(
        "{}{}",
        text_row(
            &columns,
            &[
                "LN",
                "ITEM NO.",
                "DESCRIPTION",
                "QTY",
                "UNIT PRICE",
                "EXTENSION"
            ]
        ),
        text_row(
            &columns,
            &[
                "---",
                "--------",
                &"-".repeat(29),
                "------",
                "----------",
                "------------"
            ]
        )
    );
    let heights: Vec<usize> = p
        .lines
        .iter()
        .map(|l| wrap(&l.description, 29).len())
        .collect();
    let pages = text_pages(&heights, 30, 5, 2, 16);
    let mut t = String::new();
    for (n, range) in pages.iter().enumerate() {
        if n > 0 {
            t.push('\x0c');
        }
        let page_of = format!("PAGE {} OF {}", n + 1, pages.len());
        if n == 0 {
            t.push_str(&format!("{caps:<52}{:>26}\n", "I N V O I C E"));
            t.push_str(&format!(
                "{:<52}{:>26}\n",
                p.street.to_uppercase(),
                "** REBILL **"
            ));
            t.push_str(&format!("{:<52}{:>26}\n", p.city.to_uppercase(), page_of));
            t.push_str(&format!(
                "PHONE {}  FAX {}\n\n",
                p.local_phone(),
                p.local_fax()
            ));
            let notice = format!(
                "THIS INVOICE REPLACES INVOICE {original} DATED {odate}, WHICH WAS CREDITED IN FULL BY CREDIT MEMO \
                 {credit_memo} ON {cdate}. REASON: {reason}. PLEASE PAY THIS INVOICE AND DISREGARD THE ORIGINAL.",
                odate = p.date_like(original_date),
                cdate = p.date_like(credit_date),
            );
            t.push_str(&format!("+{}+\n", "-".repeat(WIDTH - 2)));
            for line in wrap_keeping(&notice, WIDTH - 4, &[]) {
                t.push_str(&format!("| {line:<w$} |\n", w = WIDTH - 4));
            }
            t.push_str(&format!("+{}+\n\n", "-".repeat(WIDTH - 2)));
            let two = |left: &str, right: &str| {
                let line = format!("{left:<40}{right}");
                format!("{}\n", line.trim_end())
            };
            let customer = p.customer.to_uppercase();
            t.push_str(&two("SOLD TO:", "SHIP TO:"));
            t.push_str(&two(&customer, &customer));
            t.push_str(&two("ACCOUNTS PAYABLE", "RECEIVING"));
            t.push_str(&two(&street.to_uppercase(), &street.to_uppercase()));
            t.push_str(&two(&town.to_uppercase(), &town.to_uppercase()));
            t.push('\n');
            let mut first: Vec<(&str, String)> = vec![
                ("INVOICE NO.", p.number.clone()),
                ("INVOICE DATE", p.date.clone()),
                ("CUSTOMER NO.", p.customer_number.clone()),
            ];
            if let Some(po) = &p.po {
                first.push(("CUSTOMER PO", po.clone()));
            }
            first.push(("SALES ORDER", sales_order.clone()));
            let second: Vec<(&str, String)> = vec![
                ("TERMS", format!("NET {terms}")),
                ("DUE DATE", p.due.clone()),
                ("SHIP VIA", "UPS GROUND".to_string()),
                ("FOB", "ORIGIN".to_string()),
            ];
            for row in [first, second] {
                let labels: String = row.iter().map(|(k, _)| format!("{k:<16}")).collect();
                let values: String = row.iter().map(|(_, v)| format!("{v:<16}")).collect();
                t.push_str(&format!("{}\n{}\n", labels.trim_end(), values.trim_end()));
            }
        } else {
            t.push_str(&format!(
                "{:<52}{:>26}\n",
                format!("{caps}  INVOICE {} (REBILL)", p.number),
                page_of
            ));
        }
        t.push_str(&"=".repeat(WIDTH));
        t.push('\n');
        t.push_str(&heading);
        for i in range.clone() {
            let l = &p.lines[i];
            let mut parts = wrap(&l.description, 29).into_iter();
            t.push_str(&text_row(
                &columns,
                &[
                    &format!("{:03}", i + 1),
                    &l.code,
                    &parts.next().unwrap_or_default(),
                    &l.quantity,
                    &l.unit_price,
                    &l.amount,
                ],
            ));
            for rest in parts {
                t.push_str(&format!("{:15}{rest}\n", ""));
            }
        }
        if n + 1 < pages.len() {
            t.push_str(&format!("\n{:>WIDTH$}\n", "CONTINUED ON NEXT PAGE"));
        }
    }
    t.push_str(&"=".repeat(WIDTH));
    t.push('\n');
    let sum = |label: &str, value: &str| format!("{:40}{label:<22}{value:>16}\n", "");
    t.push_str(&sum(
        "MERCHANDISE",
        &total_text(&p.subtotal, &p.subtotal_money, p),
    ));
    t.push_str(&sum(
        &format!("SALES TAX {}%", p.tax_rate),
        &total_text(&p.tax, &p.tax_money, p),
    ));
    t.push_str(&sum(
        "INVOICE TOTAL",
        &total_text(&p.total, &p.total_money, p),
    ));
    t.push('\n');
    t.push_str("ACCOUNT RECONCILIATION\n");
    let rec = |label: String, cents: i64| {
        let line = format!("  {label:<50}{:>20}", p.bare_number(cents));
        format!("{line}\n")
    };
    t.push_str(&rec(format!("ORIGINAL INVOICE {original}"), original_total));
    t.push_str(&rec(format!("CREDIT MEMO {credit_memo}"), -original_total));
    t.push_str(&rec(
        format!("REBILL INVOICE {} (THIS INVOICE)", p.number),
        total_cents,
    ));
    t.push_str(&rec(
        "NET CHANGE TO YOUR ACCOUNT".to_string(),
        total_cents - original_total,
    ));
    t.push('\n');
    let foot = format!(
        "ALL AMOUNTS IN {cur}. REMIT TO {vendor}, {street}, {city}. PAST DUE INVOICES ARE SUBJECT TO A SERVICE CHARGE OF \
         1.5% PER MONTH. RETURNS REQUIRE AN RMA NUMBER.",
        cur = p.currency,
        vendor = caps,
        street = p.street.to_uppercase(),
        city = p.city.to_uppercase(),
    );
    for line in wrap_keeping(&foot, WIDTH, &[&caps]) {
        t.push_str(&format!("{line}\n"));
    }
    t
}

// Held out: a thirty-third round of seven (round 36), invoices a new user in
// continental Europe most likely brings, written without looking at the
// extractor or at how it fares on any family above.

/// A sum as Swiss firms print it, with an apostrophe between the thousands
/// and a point before the cents ("1'234.50").
fn swiss_money(cents: i64) -> String {
    grouped(cents, "'", ".")
}

/// The first and the last day of the month before the one `ymd` falls in,
/// the period a monthly bill for services covers.
fn month_before((year, month, _): (i32, u32, u32)) -> ((i32, u32, u32), (i32, u32, u32)) {
    let (y, m) = if month == 1 {
        (year - 1, 12)
    } else {
        (year, month - 1)
    };
    let last = match m {
        2 if y % 4 == 0 && (y % 100 != 0 || y % 400 == 0) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    };
    ((y, m, 1), (y, m, last))
}

/// A Swiss firm's facture from Romandy, typed into its word-processor
/// template, in Swiss French: the firm's name with its Geneva branch, its
/// address, telephone and IDE number followed by "TVA" at the top left, the
/// customer's address at the right as a Swiss window envelope wants it, the
/// place and date written out beneath it ("Genève, le 3 mars 2026"), the
/// heading "Facture n° …", a borderless block of references ("Votre
/// commande / Votre référence / Notre référence / N° client / Date de
/// facture / Échéance"), a salutation, the items as "Pos. / Article /
/// Désignation / Quantité / Unité / Prix unitaire / Montant" with the
/// currency in the headings, "Total hors TVA / TVA … % / Total TTC" at the
/// right, at a rate of nought the supply abroad outside Swiss VAT, the terms
/// ("Conditions de paiement : 30 jours net"), the bank account, the polite
/// closing with the signature; amounts as 1'234.50 and dates as 03.03.2026.
pub fn facture_romande(p: &Printed) -> String {
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let ch = dotted_date;
    let cur = p.currency;
    let subtotal = cents_in(&p.subtotal);
    let total = cents_in(&p.total);
    let terms = days_from(p.date_ymd, p.due_ymd);
    let ide = format!(
        "CHE-{:03}.{:03}.{:03}",
        100 + seed % 900,
        seed * 7 % 1_000,
        seed * 13 % 1_000
    );
    let (street, town) = two_lines(p.customer_address);
    let mut refs = Vec::new();
    if let Some(po) = &p.po {
        refs.push(("Votre commande", escape(po)));
    }
    refs.extend([
        ("Votre référence", "Service des achats".to_string()),
        ("Notre référence", "M. Rochat / sb".to_string()),
        ("N° client", p.customer_number.clone()),
        ("Date de facture", ch(p.date_ymd)),
        ("Échéance", ch(p.due_ymd)),
    ]);
    let refs: String = refs
        .iter()
        .map(|(k, v)| format!("<tr><td width=\"30%\">{k}</td><td>: {v}</td></tr>"))
        .collect();
    let table = items(
        p,
        &[
            ("Pos.", false),
            ("Article", false),
            ("Désignation", false),
            ("Quantité", true),
            ("Unité", false),
            (&format!("Prix unitaire {cur}"), true),
            (&format!("Montant {cur}"), true),
        ],
        |i, c| {
            let l = &p.lines[i];
            match c {
                0 => format!("{}0", l.position),
                1 => l.code.clone(),
                2 => l.description.clone(),
                3 => quantity_with(hundredths_in(&l.quantity), "."),
                4 => if l.unit == "h" { "h" } else { "pce" }.to_string(),
                5 => swiss_money(cents_in(&l.unit_price)),
                _ => swiss_money(l.amount_cents),
            }
        },
        "#dde4ee",
    );
    let exemption = if p.tax_rate == 0 {
        "<p><font size=\"2\">Prestation non soumise à la TVA suisse : lieu de la prestation à \
         l'étranger (art. 8 al. 1 LTVA). Le destinataire est redevable de l'impôt dans son pays.</font></p>\n"
    } else {
        ""
    };
    let body = format!(
        "<table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr>\
         <td valign=\"top\" width=\"52%\"><font size=\"5\" color=\"#23406e\"><b>{vendor}</b></font><br>\
         <font size=\"2\">Succursale de Genève<br>Rue du Rhône 42<br>1204 Genève<br>\
         Tél. +41 22 {t1} {t2:02} {t3:02}<br>info@{domain}.ch<br>IDE {ide} TVA</font></td>\
         <td valign=\"top\"><p><br><br></p><font size=\"1\"><u>{vendor}, Rue du Rhône 42, 1204 Genève</u></font><br>\
         <b>{customer}</b><br>Comptabilité fournisseurs<br>{street}<br>{town}</td></tr></table>\n\
         <p><br></p>\n\
         <p align=\"right\">Genève, le {written}</p>\n\
         <p><font size=\"4\"><b>Facture n° {number}</b></font></p>\n\
         <table width=\"60%\" cellpadding=\"1\" cellspacing=\"0\">{refs}</table>\n\
         <p><br>Madame, Monsieur,</p>\n\
         <p>Nous vous remercions de votre commande et nous permettons de vous facturer les prestations suivantes :</p>\n\
         {table}\
         <table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\">\
         <tr><td width=\"55%\"></td><td>Total hors TVA</td><td align=\"right\">{cur} {subtotal}</td></tr>\
         <tr><td width=\"55%\"></td><td>TVA {rate} %</td><td align=\"right\">{cur} {tax}</td></tr>\
         <tr><td width=\"55%\"></td><td style=\"border-top: 1px solid #000; border-bottom: 3px double #000\"><b>Total TTC</b></td>\
         <td align=\"right\" style=\"border-top: 1px solid #000; border-bottom: 3px double #000\"><b>{cur} {total}</b></td></tr></table>\n\
         {exemption}\
         <p>Conditions de paiement : {terms} jours net, soit au plus tard le {due}.<br>\
         Banque Cantonale de Genève · IBAN CH{ck:02} 0078 8000 {a:04} {b:04} {c} · BIC BCGECHGGXXX<br>\
         ou {bank} · IBAN {iban}</p>\n\
         <p>Nous vous prions d'agréer, Madame, Monsieur, nos salutations distinguées.</p>\n\
         <p><br>{vendor}<br><br><br>Marc Rochat<br>Responsable administratif</p>\n\
         <p><br></p><p align=\"center\"><font size=\"1\">{vendor}, succursale de Genève · inscrite au Registre du \
         commerce de Genève · Siège principal : {v_street}, {v_city}</font></p>",
        vendor = escape(p.vendor),
        t1 = 300 + seed % 600,
        t2 = seed * 7 % 100,
        t3 = seed * 13 % 100,
        domain = p.vendor_domain(),
        customer = p.customer,
        written = date_in(&english_written(p.date_ymd), Language::French),
        number = escape(&p.number),
        subtotal = swiss_money(subtotal),
        rate = p.tax_rate,
        tax = swiss_money(p.tax_cents),
        total = swiss_money(total),
        due = ch(p.due_ymd),
        ck = 10 + seed % 89,
        a = seed * 3 % 10_000,
        b = seed * 7 % 10_000,
        c = seed % 10,
        bank = vendor_bank(p).0,
        iban = p.iban,
        v_street = p.street,
        v_city = p.city,
    );
    document("Liberation Sans", &body)
}

/// A German IT service company's monthly project invoice from its
/// word-processor template, in German: the company's name and line of
/// business at the left with its contact lines at the right, the small
/// sender line over the customer's address, "Rechnung" as the heading over
/// a strip of cells with their labels above the values ("Rechnungsnummer /
/// Rechnungsdatum / Kundennummer / Ihre Bestellnummer / Leistungszeitraum"),
/// the project on a line of its own, a sentence naming the framework
/// contract and the order again, the items as "Nr. / Leistung / Menge /
/// Einheit / Einzelpreis / Gesamt" with the currency in the headings,
/// "Summe netto / zzgl. … % USt. / Rechnungsbetrag" at the right, at a rate
/// of nought the reverse charge (§ 13b UStG) or the supply not taxable in
/// Germany, the timesheet enclosed, the payment date, and a footer table of
/// the company's register, management, bank and tax numbers; amounts as
/// 1.234,56 and dates as 03.03.2026.
pub fn projektabrechnung(p: &Printed) -> String {
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let de = dotted_date;
    let cur = p.currency;
    let subtotal = cents_in(&p.subtotal);
    let total = cents_in(&p.total);
    let number = |cents: i64| grouped(cents, ".", ",");
    let (from, to) = month_before(p.date_ymd);
    let (site, site_town) = if p.city.contains("Berlin") {
        (p.street, p.city)
    } else {
        ("Mainzer Landstraße 50", "60325 Frankfurt am Main")
    };
    let (street, town) = two_lines(p.customer_address);
    let (bank, bic) = vendor_bank(p);
    let cells = [
        ("Rechnungsnummer", escape(&p.number)),
        ("Rechnungsdatum", de(p.date_ymd)),
        ("Kundennummer", p.customer_number.clone()),
        (
            "Ihre Bestellnummer",
            p.po.as_deref()
                .map(escape)
                .unwrap_or_else(|| "—".to_string()),
        ),
        ("Leistungszeitraum", format!("{} – {}", de(from), de(to))),
    ];
    let border = "style=\"border: 1px solid #9aa5b1\"";
    let heads: String = cells
        .iter()
        .map(|(k, _)| format!("<td {border} bgcolor=\"#eef1f4\"><font size=\"1\">{k}</font></td>"))
        .collect();
    let values: String = cells
        .iter()
        .map(|(_, v)| format!("<td {border}><b>{v}</b></td>"))
        .collect();
    let order_sentence = match &p.po {
        Some(po) => format!(" und Ihrer Bestellung Nr. {}", escape(po)),
        None => String::new(),
    };
    let table = items(
        p,
        &[
            ("Nr.", false),
            ("Leistung", false),
            ("Menge", true),
            ("Einheit", false),
            (&format!("Einzelpreis {cur}"), true),
            (&format!("Gesamt {cur}"), true),
        ],
        |i, c| {
            let l = &p.lines[i];
            match c {
                0 => l.position.clone(),
                1 => l.description.clone(),
                2 => quantity_with(hundredths_in(&l.quantity), ","),
                3 => if l.unit == "h" { "Std." } else { "Stk." }.to_string(),
                4 => number(cents_in(&l.unit_price)),
                _ => number(l.amount_cents),
            }
        },
        "#eef1f4",
    );
    let exemption = match (p.tax_rate, customer_vat_prefix(p.customer_address)) {
        (0, Some("IE")) => {
            "<p><font size=\"2\">Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, \
             § 13b UStG / Art. 196 MwStSystRL).</font></p>\n"
        }
        (0, _) => {
            "<p><font size=\"2\">Nicht im Inland steuerbare Leistung (§ 3a Abs. 2 UStG); \
             der Leistungsempfänger schuldet die Steuer nach dem Recht seines Landes.</font></p>\n"
        }
        _ => "",
    };
    let foot = |lines: &[String]| format!("<font size=\"1\">{}</font>", lines.join("<br>"));
    let body = format!(
        "<table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr>\
         <td valign=\"top\"><font size=\"5\" color=\"#2a4d69\"><b>{vendor}</b></font><br>\
         <font size=\"2\" color=\"#4b86b4\">IT-Infrastruktur · Rechenzentrum · Managed Services</font></td>\
         <td valign=\"top\" align=\"right\"><font size=\"2\">{site}<br>{site_town}<br>Tel. +49 69 {t1} {t2}-0<br>\
         buchhaltung@{domain}.de<br>www.{domain}.de</font></td></tr></table>\n\
         <p><br></p>\n\
         <p><font size=\"1\"><u>{vendor} · {site} · {site_town}</u></font><br>\
         {customer}<br>z. Hd. Kreditorenbuchhaltung<br>{street}<br>{town}</p>\n\
         <p><br></p>\n\
         <p><font size=\"5\"><b>Rechnung</b></font></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\"><tr>{heads}</tr><tr>{values}</tr></table>\n\
         <p><b>Projekt:</b> Betrieb und Erweiterung Serverinfrastruktur, Standort {short_town}</p>\n\
         <p>Sehr geehrte Damen und Herren,<br>gemäß Rahmenvertrag RV-{contract}{order_sentence} berechnen wir \
         Ihnen für den Leistungszeitraum {from_de} bis {to_de} die folgenden Leistungen:</p>\n\
         {table}\
         <table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\">\
         <tr><td width=\"55%\"></td><td>Summe netto</td><td align=\"right\">{subtotal} {cur}</td></tr>\
         <tr><td width=\"55%\"></td><td>zzgl. {rate} % USt.</td><td align=\"right\">{tax} {cur}</td></tr>\
         <tr><td width=\"55%\"></td><td bgcolor=\"#2a4d69\"><font color=\"#ffffff\"><b>Rechnungsbetrag</b></font></td>\
         <td bgcolor=\"#2a4d69\" align=\"right\"><font color=\"#ffffff\"><b>{total} {cur}</b></font></td></tr></table>\n\
         {exemption}\
         <p>Die Stundennachweise des Leistungszeitraums liegen dieser Rechnung als Anlage bei.<br>\
         Bitte überweisen Sie den Rechnungsbetrag ohne Abzug bis zum <b>{due}</b> unter Angabe der \
         Rechnungsnummer auf das unten genannte Konto.</p>\n\
         <p>Mit freundlichen Grüßen<br>{vendor}</p>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\" style=\"border-top: 1px solid #9aa5b1\"><tr>\
         <td valign=\"top\">{f1}</td><td valign=\"top\">{f2}</td><td valign=\"top\">{f3}</td><td valign=\"top\">{f4}</td></tr></table>",
        vendor = escape(p.vendor),
        t1 = 200 + seed % 700,
        t2 = 10 + seed % 89,
        domain = p.vendor_domain(),
        customer = p.customer,
        short_town = town.split(' ').next_back().unwrap_or(town),
        contract = 2_020 + seed % 7,
        from_de = de(from),
        to_de = de(to),
        subtotal = number(subtotal),
        rate = p.tax_rate,
        tax = number(p.tax_cents),
        total = number(total),
        due = de(p.due_ymd),
        f1 = foot(&[escape(p.vendor), site.to_string(), site_town.to_string()]),
        f2 = foot(&[
            format!("Sitz der Gesellschaft: {}", p.city),
            format!(
                "Amtsgericht Charlottenburg HRB {}",
                100_000 + seed * 7 % 90_000
            ),
            "Geschäftsführer: Dr. Jan Hoffmann".to_string(),
        ]),
        f3 = foot(&[
            bank.to_string(),
            format!("IBAN {}", p.iban),
            format!("BIC {bic}")
        ]),
        f4 = foot(&[
            format!(
                "USt-IdNr. DE{:09}",
                100_000_000 + seed * 7_919 % 800_000_000
            ),
            format!(
                "Steuer-Nr. 045/{:03}/{:05}",
                seed % 1_000,
                seed * 7 % 100_000
            ),
        ]),
    );
    document("Liberation Sans", &body)
}

/// A German craftsman's Rechnung printed as plain text by its trade
/// software, in German: the firm's name in spaced capitals with its trades
/// and "Meisterbetrieb" and its entry in the craft register, the small
/// sender line over the customer's address beside "Rechnung Nr. / Datum /
/// Kunden-Nr. / Seite", the heading "RECHNUNG" with "Bauvorhaben:" (the
/// customer's premises), "Leistungszeitraum:" and "Ihr Auftrag:" with its
/// date, the items numbered by title and position ("01.0010") as "Pos. /
/// Menge / ME / Bezeichnung / EP / GP" with the quantity before the
/// description, on a long invoice "Übertrag" with the running sum at the foot
/// of a sheet and at the head of the next, then "Summe Lohn / Summe
/// Material", "Nettobetrag / zzgl. … % MwSt. / Rechnungsbetrag", the labour
/// costs contained in the amount as § 35a EStG has them stated, the
/// retention notice of § 14b UStG, the payment date and the bank and tax
/// lines; amounts as 1.234,56 and dates as 03.03.2026.
pub fn handwerker_35a(p: &Printed) -> String {
    use Column::{Left, Right};
    const WIDTH: usize = 78;
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let de = dotted_date;
    let number = |cents: i64| grouped(cents, ".", ",");
    let cur = p.currency;
    let subtotal = cents_in(&p.subtotal);
    let total = cents_in(&p.total);
    let start = days_earlier(p.date_ymd, 4 + (seed % 6) as u32);
    let end = days_earlier(p.date_ymd, (seed % 3) as u32);
    let ordered = days_earlier(start, 7 + (seed % 14) as u32);
    let lohn: i64 = p
        .lines
        .iter()
        .filter(|l| l.unit == "h")
        .map(|l| l.amount_cents)
        .sum();
    let material = subtotal - lohn;
    let (street, town) = two_lines(p.customer_address);
    let (bank, bic) = vendor_bank(p);
    let spaced: String = p
        .vendor
        .to_uppercase()
        .chars()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ");
    let rule = |c: char| format!("{}\n", c.to_string().repeat(WIDTH));
    let mut t = String::new();
    let letterhead = [
        format!("{spaced}\n"),
        "Elektro- und Netzwerktechnik · Meisterbetrieb\n".to_string(),
        if cur == "CHF" {
            format!(
                "Mitglied EIT.swiss · Installationsbewilligung Nr. I-{}\n",
                40_000 + seed % 9_000
            )
        } else {
            format!(
                "Eingetragen in die Handwerksrolle der Handwerkskammer · Betriebs-Nr. {}\n",
                40_000 + seed % 9_000
            )
        },
        rule('='),
        format!("{} · {} · {}\n", p.vendor, p.street, p.city),
    ];
    let facts = [
        ("Rechnung Nr.", p.number.clone()),
        ("Datum", de(p.date_ymd)),
        ("Kunden-Nr.", p.customer_number.clone()),
        ("Seite", "1".to_string()),
    ];
    let address = [p.customer, "Haustechnik", street, town];
    let upper: Vec<String> = (0..facts.len().max(address.len()))
        .map(|i| {
            let left = address.get(i).copied().unwrap_or("");
            let right = facts
                .get(i)
                .map(|(k, v)| format!("{k:<14}{v}"))
                .unwrap_or_default();
            format!("{}\n", format!("{left:<46}{right}").trim_end())
        })
        .collect();
    let mut intro = vec![
        "\n".to_string(),
        "R E C H N U N G\n".to_string(),
        "\n".to_string(),
        format!(
            "Bauvorhaben:       {}, {}\n",
            p.customer, p.customer_address
        ),
        format!("Leistungszeitraum: {} bis {}\n", de(start), de(end)),
    ];
    if let Some(po) = &p.po {
        intro.push(format!("Ihr Auftrag:       Nr. {po} vom {}\n", de(ordered)));
    }
    intro.push("\n".to_string());
    intro.push("Für die ausgeführten Arbeiten erlauben wir uns zu berechnen:\n".to_string());
    intro.push("\n".to_string());
    let columns = [Left(7), Right(7), Left(4), Left(28), Right(10), Right(10)];
    let heading = [
        text_row(
            &columns,
            &["Pos.", "Menge", "ME", "Bezeichnung", "EP", "GP"],
        ),
        text_row(&columns, &["", "", "", "", cur, cur]),
        rule('-'),
    ];
    let blocks: Vec<Vec<String>> = p
        .lines
        .iter()
        .enumerate()
        .map(|(i, l)| {
            let words = wrap(&l.description, 28);
            let title = if l.unit == "h" { 2 } else { 1 };
            let mut out = vec![text_row(
                &columns,
                &[
                    &format!("{title:02}.{:04}", (i + 1) * 10),
                    &quantity_with(hundredths_in(&l.quantity), ","),
                    if l.unit == "h" { "Std" } else { "Stk" },
                    &words[0],
                    &number(cents_in(&l.unit_price)),
                    &number(l.amount_cents),
                ],
            )];
            for more in &words[1..] {
                out.push(text_row(&columns, &["", "", "", more]));
            }
            out.push("\n".to_string());
            out
        })
        .collect();
    let sum = |label: &str, value: &str| format!("{:30}{label:<34}{value:>14}\n", "");
    let mut ending = vec![
        rule('-'),
        sum("Summe Lohn", &number(lohn)),
        sum("Summe Material", &number(material)),
        format!("{:30}{}\n", "", "-".repeat(WIDTH - 30)),
        sum("Nettobetrag", &number(subtotal)),
        sum(
            &format!("zzgl. {} % MwSt.", p.tax_rate),
            &number(p.tax_cents),
        ),
        format!("{:30}{}\n", "", "=".repeat(WIDTH - 30)),
        sum(&format!("Rechnungsbetrag {cur}"), &number(total)),
        format!("{:30}{}\n", "", "=".repeat(WIDTH - 30)),
        "\n".to_string(),
    ];
    if lohn > 0 {
        let gross = lohn + (lohn * p.tax_rate + 50) / 100;
        for line in wrap(
            &format!(
                "Im Rechnungsbetrag sind Arbeitskosten (Lohn- und Fahrtkosten) gemäß § 35a EStG \
                 in Höhe von {} {cur} netto, {} {cur} brutto enthalten.",
                number(lohn),
                number(gross)
            ),
            WIDTH,
        ) {
            ending.push(format!("{line}\n"));
        }
    }
    if p.tax_rate == 0 {
        ending
            .push("Steuerschuldnerschaft des Leistungsempfängers gemäß § 13b UStG.\n".to_string());
    }
    for line in wrap(
        &format!(
            "Zahlbar bis {} ohne Abzug. Hinweis: Als Leistungsempfänger sind Sie ggf. \
             verpflichtet, diese Rechnung zwei Jahre aufzubewahren (§ 14b Abs. 1 Satz 5 UStG).",
            de(p.due_ymd)
        ),
        WIDTH,
    ) {
        ending.push(format!("{line}\n"));
    }
    ending.extend([
        "\n".to_string(),
        "Mit freundlichen Grüßen\n".to_string(),
        "\n".to_string(),
        rule('-'),
        format!("{bank} · IBAN {} · BIC {bic}\n", p.iban),
        if cur == "CHF" {
            format!(
                "UID CHE-{:03}.{:03}.{:03} MWST · Inhaber: Thomas Brandt, Elektromeister\n",
                100 + seed % 900,
                seed * 7 % 1_000,
                seed * 13 % 1_000
            )
        } else {
            format!(
                "Steuer-Nr. 27/{:03}/{:05} · USt-IdNr. DE{:09} · Inhaber: Thomas Brandt\n",
                seed % 1_000,
                seed * 7 % 100_000,
                100_000_000 + seed * 7_919 % 800_000_000
            )
        },
    ]);
    let heights: Vec<usize> = blocks.iter().map(Vec::len).collect();
    let first = letterhead.len() + upper.len() + intro.len() + heading.len();
    let pages = text_pages(&heights, first, 4 + heading.len(), 3, ending.len());
    let count = pages.len();
    let mut carried = 0;
    for (page, range) in pages.iter().enumerate() {
        if page == 0 {
            letterhead.iter().for_each(|l| t.push_str(l));
            for (i, line) in upper.iter().enumerate() {
                if i == 3 {
                    t.push_str(
                        &line.replace("Seite         1", &format!("Seite         1 von {count}")),
                    );
                } else {
                    t.push_str(line);
                }
            }
            intro.iter().for_each(|l| t.push_str(l));
        } else {
            t.push('\x0c');
            t.push_str(&flush_pair(
                &format!("Rechnung Nr. {} vom {}", p.number, de(p.date_ymd)),
                &format!("Seite {} von {count}", page + 1),
                WIDTH,
            ));
            t.push('\n');
            t.push_str(&sum("Übertrag", &number(carried)));
            t.push('\n');
        }
        heading.iter().for_each(|l| t.push_str(l));
        for i in range.clone() {
            blocks[i].iter().for_each(|l| t.push_str(l));
            carried += p.lines[i].amount_cents;
        }
        if page + 1 < count {
            t.push_str(&rule('-'));
            t.push_str(&sum("Übertrag", &number(carried)));
            t.push('\n');
        } else {
            ending.iter().for_each(|l| t.push_str(l));
        }
    }
    t
}

/// An Austrian wholesaler's Rechnung printed as plain text by its ERP on
/// continuous stationery, in Austrian German, issued by the Vienna branch of
/// the company: a box drawn with `+ - |` holding the firm's name, branch,
/// company register entry ("FN … Handelsgericht Wien") and UID number at
/// the left and "RECHNUNG" with its number and date at the right, the
/// customer's address beside "Kunden-Nr. / UID-Nr. Empfänger / Ihre
/// Bestellung / vom / Lieferschein-Nr. / Lieferdatum / Lieferbedingung",
/// the place and date written out with the Austrian "Jänner" ("Wien, am
/// 3. Jänner 2026"), items as "Art.-Nr. / Bezeichnung / Menge / ME /
/// Preis/ME / Rab% / Betrag" under a rule of equals signs, each later sheet
/// headed by the number and "Fortsetzung", the totals "Warenwert netto /
/// … % USt. / Rechnungsbetrag", the payment condition with an early-payment
/// discount and the due date ("Fällig am"), at a rate of nought the reverse
/// charge or the export, and the retention of title; amounts as 1.234,56
/// and dates as 03.03.2026.
pub fn rechnung_grosshandel_at(p: &Printed) -> String {
    use Column::{Left, Right};
    const WIDTH: usize = 78;
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let at = dotted_date;
    let number = |cents: i64| grouped(cents, ".", ",");
    let cur = p.currency;
    let subtotal = cents_in(&p.subtotal);
    let total = cents_in(&p.total);
    let terms = days_from(p.date_ymd, p.due_ymd);
    let ordered = days_earlier(p.date_ymd, 5 + (seed % 12) as u32);
    let delivered = days_earlier(p.date_ymd, (seed % 3) as u32);
    let skonto_day = days_later(p.date_ymd, 8);
    let written =
        date_in(&english_written(p.date_ymd), Language::German).replace("Januar", "Jänner");
    let uid = format!("ATU{:08}", 10_000_000 + seed * 3_517 % 89_000_000);
    let fn_nr = format!(
        "FN {}{}",
        300_000 + seed * 41 % 200_000,
        ['a', 'b', 'd', 'g', 'h', 'm', 'p', 's', 't', 'w'][(seed % 10) as usize]
    );
    let prefix = customer_vat_prefix(p.customer_address);
    let buyer_uid = match prefix {
        Some("IE") => format!("IE{}{:06}W", 3 + seed % 7, seed * 131 % 1_000_000),
        Some(code) => format!("{code}{:09}", seed * 7_001 % 1_000_000_000),
        None => "—".to_string(),
    };
    let (street, town) = two_lines(p.customer_address);
    let (bank, bic) = vendor_bank(p);
    let inner = WIDTH - 4;
    let boxed = |left: &str, right: &str| {
        let gap = inner.saturating_sub(left.chars().count() + right.chars().count());
        format!("| {left}{}{right} |\n", " ".repeat(gap))
    };
    let edge = format!("+{}+\n", "-".repeat(WIDTH - 2));
    let letterhead = [
        edge.clone(),
        boxed(&p.vendor.to_uppercase(), "R E C H N U N G"),
        boxed("Zweigniederlassung Wien", ""),
        boxed(
            "Triester Straße 14, 1100 Wien",
            &format!("Nr.   {}", p.number),
        ),
        boxed(
            &format!(
                "Tel. +43 1 {} {}",
                600 + seed % 300,
                1_000 + seed * 7 % 9_000
            ),
            &format!("Datum {}", at(p.date_ymd)),
        ),
        boxed(&format!("{fn_nr}, Handelsgericht Wien · UID {uid}"), ""),
        edge,
        "\n".to_string(),
    ];
    let mut facts = vec![
        ("Kunden-Nr.", p.customer_number.clone()),
        ("UID-Nr. Empf.", buyer_uid),
    ];
    if let Some(po) = &p.po {
        facts.push(("Ihre Bestellung", po.clone()));
        facts.push(("vom", at(ordered)));
    }
    facts.extend([
        (
            "Lieferschein",
            format!("LS {}", 700_000 + seed * 13 % 99_999),
        ),
        ("Lieferdatum", at(delivered)),
        ("Lieferbed.", "frei Haus".to_string()),
    ]);
    let address = ["Firma", p.customer, "Buchhaltung", street, town];
    let upper: Vec<String> = (0..facts.len().max(address.len()))
        .map(|i| {
            let left = address.get(i).copied().unwrap_or("");
            let right = facts
                .get(i)
                .map(|(k, v)| format!("{k:<17}{v}"))
                .unwrap_or_default();
            format!("{}\n", format!("  {left:<41}{right}").trim_end())
        })
        .collect();
    let mut intro = upper.clone();
    intro.extend([
        "\n".to_string(),
        format!("{:>WIDTH$}\n", format!("Wien, am {written}")),
        "\n".to_string(),
    ]);
    let columns = [
        Left(8),
        Left(24),
        Right(6),
        Left(3),
        Right(10),
        Right(4),
        Right(11),
    ];
    let heading = [
        text_row(
            &columns,
            &[
                "Art.-Nr.",
                "Bezeichnung",
                "Menge",
                "ME",
                "Preis/ME",
                "Rab%",
                "Betrag",
            ],
        ),
        format!("{}\n", "=".repeat(WIDTH)),
    ];
    let blocks: Vec<Vec<String>> = p
        .lines
        .iter()
        .map(|l| {
            let words = wrap(&l.description, 24);
            let mut out = vec![text_row(
                &columns,
                &[
                    &l.code.replace('-', ""),
                    &words[0],
                    &quantity_with(hundredths_in(&l.quantity), ","),
                    if l.unit == "h" { "Std" } else { "Stk" },
                    &number(cents_in(&l.unit_price)),
                    "",
                    &number(l.amount_cents),
                ],
            )];
            for more in &words[1..] {
                out.push(text_row(&columns, &["", more]));
            }
            out
        })
        .collect();
    let sum = |label: &str, value: &str| format!("{:36}{label:<26}{value:>16}\n", "");
    let mut ending = vec![
        format!("{}\n", "-".repeat(WIDTH)),
        sum("Warenwert netto", &number(subtotal)),
        sum(&format!("{} % USt.", p.tax_rate), &number(p.tax_cents)),
        format!("{:36}{}\n", "", "=".repeat(WIDTH - 36)),
        sum(&format!("Rechnungsbetrag {cur}"), &number(total)),
        "\n".to_string(),
    ];
    match (p.tax_rate, prefix) {
        (0, Some("IE")) => ending.push(
            "Steuerfreie innergemeinschaftliche Lieferung / Reverse Charge (Art. 6 Abs. 1 UStG).\n"
                .to_string(),
        ),
        (0, _) => ending.push("Steuerfreie Ausfuhrlieferung gemäß § 7 UStG 1994.\n".to_string()),
        _ => {}
    }
    let skonto = (total * 2 + 50) / 100;
    ending.extend([
        format!(
            "Zahlungskondition: bis {} 2 % Skonto ({} {cur}), {terms} Tage netto.\n",
            at(skonto_day),
            number(skonto)
        ),
        format!("Fällig am: {}\n", at(p.due_ymd)),
        format!("Bankverbindung: {bank}\n"),
        format!("IBAN {} · BIC {bic}\n", p.iban),
        "\n".to_string(),
        "Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.\n".to_string(),
        "Erfüllungsort und Gerichtsstand Wien.\n".to_string(),
    ]);
    let heights: Vec<usize> = blocks.iter().map(Vec::len).collect();
    let first = letterhead.len() + intro.len() + heading.len();
    let pages = text_pages(&heights, first, 3 + heading.len(), 2, ending.len());
    let count = pages.len();
    let mut t = String::new();
    for (page, range) in pages.iter().enumerate() {
        if page == 0 {
            letterhead.iter().for_each(|l| t.push_str(l));
            intro.iter().for_each(|l| t.push_str(l));
        } else {
            t.push('\x0c');
            t.push_str(&flush_pair(
                &format!(
                    "{} · Rechnung {} vom {}",
                    p.vendor,
                    p.number,
                    at(p.date_ymd)
                ),
                &format!("Blatt {}/{count}", page + 1),
                WIDTH,
            ));
            t.push_str("Fortsetzung\n\n");
        }
        heading.iter().for_each(|l| t.push_str(l));
        for i in range.clone() {
            blocks[i].iter().for_each(|l| t.push_str(l));
        }
        if page + 1 < count {
            t.push_str(&format!("{}\n", "-".repeat(WIDTH)));
            t.push_str(&format!(
                "{:>WIDTH$}\n",
                format!("Fortsetzung Blatt {}", page + 2)
            ));
        } else {
            ending.iter().for_each(|l| t.push_str(l));
        }
    }
    t
}

// Held out: a thirty-second round of seven (round 35), invoices that
// businesses in the US and the UK send, each printed the way its kind of
// business prints it, written without looking at the extractor or at how it
// fares on any family above.

/// A US equipment dealer's monthly invoice under a service agreement, as its
/// dealer-management system exports it to the word processor: the dealer's
/// name and lines of business at the left and "SERVICE AGREEMENT INVOICE"
/// over a ruled box of "Invoice No. / Invoice Date / Due Date" at the right;
/// "Bill To" beside "Equipment Location" (the customer's room or floor);
/// a shaded agreement block of label and value pairs two to a row
/// ("Agreement No. / Agreement Type / Equipment / Serial No. / Customer
/// P.O. / Billing Period / Contract Term / Account No."); the meter
/// readings of the period (previous, current, usage and what the base
/// charge includes), numbers that are no charge; the charges as
/// "Description / Qty / Rate / Amount"; "Total Charges / Sales Tax … % /
/// Amount Due" at the right, and the remittance note.
pub fn service_agreement(p: &Printed) -> String {
    const SHADE: &str = "#e4ecf4";
    const LOCATIONS: [&str; 4] = [
        "2nd floor break room",
        "Copy center, Suite 110",
        "Main lobby",
        "Lab annex, Bldg B",
    ];
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let index = usize::try_from(seed).unwrap_or(0);
    let coffee = p.vendor.contains("Northwind");
    let (lines_of_business, equipment, meter_name, included) = if coffee {
        (
            "Espresso &amp; brewing equipment \u{00B7} Service \u{00B7} Coffee supplies",
            "Bellante Duo 2-group espresso machine",
            "Shot counter",
            3_000,
        )
    } else {
        (
            "Managed print \u{00B7} Office technology \u{00B7} Supplies",
            "Konrad MX-4071 color multifunction printer",
            "Page meter (B/W + color)",
            5_000,
        )
    };
    let agreement = format!("AG-{:05}", 10_000 + seed * 13 % 90_000);
    let serial = format!(
        "{}{:08}",
        if coffee { "BD2" } else { "KMX" },
        seed * 7_919 % 100_000_000
    );
    let (year, month, _) = p.date_ymd;
    let (period_year, period_month) = if month == 1 {
        (year - 1, 12)
    } else {
        (year, month - 1)
    };
    let period_end = days_earlier((year, month, 1), 1);
    let period = format!(
        "{} \u{2013} {}",
        p.date_like((period_year, period_month, 1)),
        p.date_like(period_end)
    );
    let term_month = 2 + seed % 34;
    let previous = 41_000 + seed * 37 % 200_000;
    let usage = 1_200 + seed * 11 % 4_000;
    let location = LOCATIONS[index % LOCATIONS.len()];
    let (street, town) = two_lines(p.customer_address);
    let rule = "style=\"border: 1px solid #7a8a9a\"";
    let mut agreement_rows = vec![
        ("Agreement No.", agreement.clone()),
        (
            "Agreement Type",
            "Full service \u{2013} parts, labor and supplies".to_string(),
        ),
        ("Equipment", equipment.to_string()),
        ("Serial No.", serial.clone()),
    ];
    if let Some(po) = &p.po {
        agreement_rows.push(("Customer P.O.", escape(po)));
    }
    agreement_rows.extend([
        ("Billing Period", period.clone()),
        (
            "Contract Term",
            format!("36 months \u{2013} month {term_month} of 36"),
        ),
        ("Account No.", p.customer_number.clone()),
    ]);
    let agreement_table: String = agreement_rows
        .chunks(2)
        .map(|pair| {
            let cells: String = pair
                .iter()
                .map(|(k, v)| {
                    format!(
                        "<td width=\"17%\" bgcolor=\"{SHADE}\" {rule}><font size=\"2\"><b>{k}</b></font></td>\
                         <td width=\"33%\" {rule}><font size=\"2\">{v}</font></td>"
                    )
                })
                .collect();
            let pad = if pair.len() == 1 {
                "<td width=\"17%\"></td><td width=\"33%\"></td>"
            } else {
                ""
            };
            format!("<tr>{cells}{pad}</tr>")
        })
        .collect();
    let (rate_head, amount_head) = if p.bare {
        (
            format!("Rate ({})", p.currency),
            format!("Amount ({})", p.currency),
        )
    } else {
        ("Rate".to_string(), "Amount".to_string())
    };
    let table = items(
        p,
        &[
            ("Description", false),
            ("Qty", true),
            (rate_head.as_str(), true),
            (amount_head.as_str(), true),
        ],
        |i, c| {
            let l = &p.lines[i];
            match c {
                0 => l.description.clone(),
                1 => l.quantity.clone(),
                2 if p.bare => l.unit_price.clone(),
                2 => l.unit_price_money.clone(),
                _ if p.bare => l.amount.clone(),
                _ => l.amount_money.clone(),
            }
        },
        SHADE,
    );
    let body = format!(
        "<table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr>\
         <td valign=\"top\" width=\"55%\"><font size=\"5\" color=\"#1f3b57\"><b>{vendor}</b></font><br>\
         <font size=\"2\">{lines_of_business}</font><br><font size=\"2\">{street_v}<br>{city}<br>Service {phone} \u{00B7} Fax {fax}</font></td>\
         <td valign=\"top\" align=\"right\"><font size=\"4\"><b>SERVICE AGREEMENT INVOICE</b></font>\
         <table cellpadding=\"3\" cellspacing=\"0\" align=\"right\">\
         <tr><td bgcolor=\"{SHADE}\" {rule}><font size=\"2\"><b>Invoice No.</b></font></td><td {rule}>{number}</td></tr>\
         <tr><td bgcolor=\"{SHADE}\" {rule}><font size=\"2\"><b>Invoice Date</b></font></td><td {rule}>{date}</td></tr>\
         <tr><td bgcolor=\"{SHADE}\" {rule}><font size=\"2\"><b>Due Date</b></font></td><td {rule}>{due}</td></tr></table></td></tr></table>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\"><tr>\
         <td width=\"50%\" valign=\"top\"><font size=\"2\"><b>Bill To</b></font><br>{customer}<br>Attn: Accounts Payable<br>{street}<br>{town}</td>\
         <td valign=\"top\"><font size=\"2\"><b>Equipment Location</b></font><br>{customer}<br>{location}<br>{street}<br>{town}</td>\
         </tr></table>\n\
         <p></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\">{agreement_table}</table>\n\
         <p><font size=\"2\"><b>Meter readings this period</b> ({meter_name})</font></p>\n\
         <table width=\"70%\" cellpadding=\"2\" cellspacing=\"0\">\
         <tr><td {rule}><font size=\"2\">Previous</font></td><td {rule}><font size=\"2\">Current</font></td>\
         <td {rule}><font size=\"2\">Usage</font></td><td {rule}><font size=\"2\">Included in base</font></td></tr>\
         <tr><td {rule} align=\"right\"><font size=\"2\">{previous}</font></td><td {rule} align=\"right\"><font size=\"2\">{current}</font></td>\
         <td {rule} align=\"right\"><font size=\"2\">{usage}</font></td><td {rule} align=\"right\"><font size=\"2\">{included}</font></td></tr></table>\n\
         <p><font size=\"2\">Usage within the base allowance \u{2013} no overage billed this period.</font></p>\n\
         <p><b>Charges this period</b></p>\n\
         {table}\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\" style=\"page-break-inside: avoid\">\
         <tr><td width=\"60%\"></td><td>Total Charges</td><td align=\"right\">{subtotal}</td></tr>\
         <tr><td></td><td>Sales Tax {rate}%</td><td align=\"right\">{tax}</td></tr>\
         <tr><td></td><td bgcolor=\"{SHADE}\"><b>Amount Due</b></td><td bgcolor=\"{SHADE}\" align=\"right\"><b>{total}</b></td></tr></table>\n\
         <p><br></p>\n\
         <p><font size=\"2\">Please remit to {vendor}, {street_v}, {city}, and write agreement {agreement} and invoice {number} on \
         your check, or pay by ACH. Service calls: {phone}, 24 hours. Base charges are billed monthly in arrears; supplies \
         and parts under this agreement are not billed separately. Amounts in {cur}.</font></p>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        fax = p.local_fax(),
        number = escape(&p.number),
        date = p.date,
        due = p.due,
        customer = p.customer,
        current = previous + usage,
        subtotal = total_text(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = total_text(&p.tax, &p.tax_money, p),
        total = total_text(&p.total, &p.total_money, p),
        cur = p.currency,
    );
    document("Liberation Sans", &body)
}

/// A UK supplier's VAT invoice raised once a new customer has paid its
/// pro-forma invoice, from the word-processor layout of its accounts
/// package: the company's name at the left with its address, telephone and
/// VAT number at the right, "VAT INVOICE" in large type with a line
/// saying the pro forma was paid; "Invoice to" beside a ruled box of
/// "Invoice No. / Tax point / Pro-forma No. / Pro-forma date / Your order No.
/// / Payment received / Due date" (marked paid); the items as "Qty / Cat. No. / Description / Unit
/// price / VAT % / Net"; "Net total / VAT @ … % / Invoice total / Paid
/// against pro-forma … / Balance outstanding" (nothing) at the right; the
/// note that the pro forma was no VAT invoice and this one is; and the
/// registered office at the foot.
pub fn proforma_settled(p: &Printed) -> String {
    const SHADE: &str = "#efe9dc";
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let proforma = format!("PF{:06}", 3_000 + seed * 11 % 90_000);
    let proforma_ymd = days_earlier(p.date_ymd, 5 + (seed % 6) as u32);
    let paid_ymd = days_earlier(p.date_ymd, 1 + (seed % 3) as u32);
    let (street, town) = two_lines(p.customer_address);
    let rule = "style=\"border: 1px solid #8a7a5a\"";
    let mut box_rows = vec![
        ("Invoice No.", format!("<b>{}</b>", escape(&p.number))),
        ("Tax point", p.date.clone()),
        ("Pro-forma No.", proforma.clone()),
        ("Pro-forma date", p.date_like(proforma_ymd)),
    ];
    if let Some(po) = &p.po {
        box_rows.push(("Your order No.", escape(po)));
    }
    box_rows.push((
        "Payment received",
        format!("{} by BACS", p.date_like(paid_ymd)),
    ));
    box_rows.push(("Due date", format!("{} (paid)", p.due)));
    let address = [
        "<font size=\"2\"><b>Invoice to</b></font>",
        p.customer,
        street,
        town,
    ];
    let box_rows: String = box_rows
        .iter()
        .enumerate()
        .map(|(n, (k, v))| {
            format!(
                "<tr><td width=\"50%\">{}</td><td width=\"20%\" bgcolor=\"{SHADE}\" {rule}><font size=\"2\">{k}</font></td>\
                 <td {rule}><font size=\"2\">{v}</font></td></tr>",
                address.get(n).copied().unwrap_or_default()
            )
        })
        .collect();
    let (price_head, net_head) = if p.bare {
        (
            format!("Unit price ({})", p.currency),
            format!("Net ({})", p.currency),
        )
    } else {
        ("Unit price".to_string(), "Net".to_string())
    };
    let table = items(
        p,
        &[
            ("Qty", true),
            ("Cat. No.", false),
            ("Description", false),
            (price_head.as_str(), true),
            ("VAT %", true),
            (net_head.as_str(), true),
        ],
        |i, c| {
            let l = &p.lines[i];
            match c {
                0 => l.quantity.clone(),
                1 => l.code.clone(),
                2 => l.description.clone(),
                3 if p.bare => l.unit_price.clone(),
                3 => l.unit_price_money.clone(),
                4 => p.tax_rate.to_string(),
                _ if p.bare => l.amount.clone(),
                _ => l.amount_money.clone(),
            }
        },
        SHADE,
    );
    let zero = if p.bare {
        format!("0.00 {}", p.currency)
    } else {
        p.money_like(0)
    };
    let total = total_text(&p.total, &p.total_money, p);
    let paid = if p.bare {
        format!("-{}", total)
    } else {
        format!("-{}", p.total_money)
    };
    let body = format!(
        "<table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr>\
         <td valign=\"top\"><font size=\"5\" color=\"#5a4a2a\"><b>{vendor}</b></font></td>\
         <td valign=\"top\" align=\"right\"><font size=\"2\">{street_v}<br>{city}<br>Tel {phone}<br>accounts@{domain}<br>\
         VAT Reg. No. {vat}</font></td></tr></table>\n\
         <p><font size=\"6\"><b>VAT INVOICE</b></font><br><font size=\"2\" color=\"#5a4a2a\">Pro-forma {proforma} paid in full \
         \u{2013} thank you. This is your VAT invoice.</font></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\">{box_rows}</table>\n\
         <p><br></p>\n\
         {table}\
         <p></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\" style=\"page-break-inside: avoid\">\
         <tr><td width=\"52%\"></td><td {rule}>Net total</td><td {rule} align=\"right\">{subtotal}</td></tr>\
         <tr><td></td><td {rule}>VAT @ {rate}%</td><td {rule} align=\"right\">{tax}</td></tr>\
         <tr><td></td><td bgcolor=\"{SHADE}\" {rule}><b>Invoice total</b></td><td bgcolor=\"{SHADE}\" {rule} align=\"right\"><b>{total}</b></td></tr>\
         <tr><td></td><td {rule}><font size=\"2\">Paid against pro-forma {proforma}</font></td><td {rule} align=\"right\"><font size=\"2\">{paid}</font></td></tr>\
         <tr><td></td><td {rule}><font size=\"2\">Balance outstanding</font></td><td {rule} align=\"right\"><font size=\"2\">{zero}</font></td></tr></table>\n\
         <p><font size=\"2\"><b>Please note.</b> The pro-forma invoice {proforma} was a request for payment in advance and not a \
         VAT invoice; VAT may be reclaimed only on this invoice. No further payment is due. Goods were despatched on receipt of \
         your payment. Amounts in pounds sterling ({cur}).</font></p>\n\
         <p><font size=\"2\">To open a credit account and order without paying in advance, ask accounts@{domain} for a \
         credit application; two trade references and a bank reference are required.</font></p>\n\
         <p align=\"center\"><font size=\"1\">{vendor} \u{00B7} Registered office {street_v}, {city} \u{00B7} Registered in England \
         and Wales no. {company_no:08}</font></p>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        domain = p.country_domain(),
        vat = p.vat_id,
        subtotal = total_text(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = total_text(&p.tax, &p.tax_money, p),
        cur = p.currency,
        company_no = 1_900_000 + seed * 53 % 7_000_000,
    );
    document("Liberation Sans", &body)
}

/// A US distributor's invoice printed as text onto continuous stationery
/// whose right-hand strip is a remittance stub, torn off down a perforation
/// and returned with the check: every line of the page carries the invoice
/// at the left and, past a rule of bars, the stub at the right. The
/// invoice: the name in capitals with "INVOICE" and "PAGE x OF y", "SOLD
/// TO" beside "SHIP TO", two rows of labels over values ("INVOICE NO. /
/// INVOICE DATE / CUST NO." and "CUSTOMER P.O. / TERMS / DUE DATE"), the
/// items as "QTY / ITEM / DESCRIPTION / UNIT PRICE / AMOUNT" with long
/// descriptions wrapped in their narrow column, "MERCHANDISE / SALES TAX /
/// FREIGHT / INVOICE TOTAL" and the terms. The stub on the first page:
/// "REMITTANCE", the account, invoice number, invoice date, due date,
/// amount due, a blank for the amount paid and the remit-to address; on
/// later pages the invoice number and page only.
pub fn side_stub(p: &Printed) -> String {
    use Column::{Left, Right};
    const LEFT: usize = 57;
    const STUB: usize = 18;
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let caps = p.vendor.to_uppercase();
    let terms = days_from(p.date_ymd, p.due_ymd);
    let (street, town) = two_lines(p.customer_address);
    let columns = [Right(5), Left(6), Left(18), Right(10), Right(10)];
    let heading = [
        text_row(
            &columns,
            &["QTY", "ITEM", "DESCRIPTION", "UNIT PRICE", "AMOUNT"],
        ),
        text_row(
            &columns,
            &[
                "-----",
                "------",
                &"-".repeat(18),
                "----------",
                "----------",
            ],
        ),
    ];
    let heights: Vec<usize> = p
        .lines
        .iter()
        .map(|l| wrap(&l.description, 18).len())
        .collect();
    let terms_text = format!(
        "TERMS: NET {terms} DAYS. PAST DUE BALANCES ARE SUBJECT TO A FINANCE CHARGE OF 1.5% PER MONTH. \
         RETURN THE STUB AT RIGHT WITH YOUR CHECK. ALL AMOUNTS IN {cur}. CLAIMS FOR SHORTAGE WITHIN 5 DAYS.",
        cur = p.currency
    );
    let terms_lines = wrap(&terms_text, LEFT);
    let pages = text_pages(&heights, 17, 5, 2, 7 + terms_lines.len());
    let total = total_text(&p.total, &p.total_money, p);
    let po_box = format!("P.O. BOX {}", 40_000 + seed % 9_000);
    let remit_town = if p.city.contains("Seattle") {
        "SEATTLE WA 98124"
    } else {
        "AUSTIN TX 78767"
    };
    let mut out = String::new();
    for (n, range) in pages.iter().enumerate() {
        if n > 0 {
            out.push('\x0c');
        }
        let page_of = format!("PAGE {} OF {}", n + 1, pages.len());
        let mut left: Vec<String> = Vec::new();
        let mut stub: Vec<String> = vec!["REMITTANCE".to_string()];
        if n == 0 {
            left.push(format!("{caps:<44}{:>13}", "INVOICE"));
            left.push(format!("{:<44}{page_of:>13}", p.street.to_uppercase()));
            left.push(p.city.to_uppercase());
            left.push(format!("PHONE {}", p.local_phone()));
            left.push(String::new());
            let two = |a: &str, b: &str| format!("{a:<28}{b}");
            let customer = p.customer.to_uppercase();
            left.push(two("SOLD TO:", "SHIP TO:"));
            left.push(two(&customer, &customer));
            left.push(two(&street.to_uppercase(), &street.to_uppercase()));
            left.push(two(&town.to_uppercase(), &town.to_uppercase()));
            left.push(String::new());
            left.push(format!(
                "{:<16}{:<22}{}",
                "INVOICE NO.", "INVOICE DATE", "CUST NO."
            ));
            left.push(format!(
                "{:<16}{:<22}{}",
                p.number, p.date, p.customer_number
            ));
            left.push(format!(
                "{:<16}{:<10}{}",
                "CUSTOMER P.O.", "TERMS", "DUE DATE"
            ));
            left.push(format!(
                "{:<16}{:<10}{}",
                p.po.clone().unwrap_or_else(|| "NONE".to_string()),
                format!("NET {terms}"),
                p.due
            ));
            left.push("=".repeat(LEFT));
            stub.extend(["DETACH AND RETURN".to_string(), "WITH PAYMENT".to_string()]);
            stub.push(String::new());
            for (k, v) in [
                ("ACCOUNT NO.", p.customer_number.clone()),
                ("INVOICE NO.", p.number.clone()),
                ("INVOICE DATE", p.date.clone()),
                ("DUE DATE", p.due.clone()),
                ("AMOUNT DUE", total.clone()),
            ] {
                stub.push(k.to_string());
                stub.push(v);
            }
            stub.push("AMOUNT PAID".to_string());
            stub.push("$_____________".to_string());
            stub.push(String::new());
            stub.push("REMIT TO:".to_string());
            stub.extend(wrap(&caps, STUB));
            stub.push(po_box.clone());
            stub.push(remit_town.to_string());
        } else {
            left.push(format!(
                "{:<40}{:>17}",
                caps,
                format!("INVOICE {}", p.number)
            ));
            left.push(format!("{page_of:>LEFT$}"));
            left.push("=".repeat(LEFT));
            stub.extend(["INVOICE NO.".to_string(), p.number.clone(), page_of.clone()]);
        }
        for row in &heading {
            left.push(row.trim_end_matches('\n').to_string());
        }
        for i in range.clone() {
            let l = &p.lines[i];
            let mut parts = wrap(&l.description, 18).into_iter();
            left.push(
                text_row(
                    &columns,
                    &[
                        &l.quantity,
                        &l.code,
                        &parts.next().unwrap_or_default(),
                        &l.unit_price,
                        &l.amount,
                    ],
                )
                .trim_end_matches('\n')
                .to_string(),
            );
            for rest in parts {
                left.push(format!("{:15}{rest}", ""));
            }
        }
        if n + 1 < pages.len() {
            left.push(String::new());
            left.push(format!("{:>LEFT$}", "CONTINUED ON NEXT PAGE"));
        } else {
            left.push("-".repeat(LEFT));
            let sum = |label: &str, value: &str| format!("{:23}{label:<18}{value:>16}", "");
            left.push(sum(
                "MERCHANDISE",
                &total_text(&p.subtotal, &p.subtotal_money, p),
            ));
            left.push(sum(
                &format!("SALES TAX {}%", p.tax_rate),
                &total_text(&p.tax, &p.tax_money, p),
            ));
            left.push(sum("FREIGHT", "0.00"));
            left.push(sum("INVOICE TOTAL", &total));
            left.push(String::new());
            left.extend(terms_lines.iter().cloned());
        }
        for row in 0..left.len().max(stub.len()) {
            let l = left.get(row).map_or("", String::as_str);
            let s = stub.get(row).map_or("", String::as_str);
            let line = format!("{l:<LEFT$} | {s}");
            out.push_str(line.trim_end());
            out.push('\n');
        }
    }
    out
}

/// A UK distributor's combined invoice and delivery note printed as text by
/// its warehouse and order-processing system, on plain paper packed with
/// the goods: the name in capitals with "INVOICE / DELIVERY NOTE" and the
/// page at the right; "INVOICE TO" beside "DELIVER TO" under a rule of
/// equals signs; the particulars as two columns of dotted labels ("Invoice
/// No / Tax Point / Our Order / Despatch Date / Payment Due" beside
/// "Account No / Your Order / Order Date / Carrier / Packages"); the items
/// with the picker's bin location and three quantities ("Ord / Desp / T/F":
/// ordered, despatched and to follow), only what was despatched being
/// charged; a list of the items to follow; "Goods Net / Carriage / VAT /
/// INVOICE TOTAL"; a line for the signature of whoever received the goods
/// and the payment terms.
pub fn to_follow(p: &Printed) -> String {
    use Column::{Left, Right};
    const WIDTH: usize = 78;
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let caps = p.vendor.to_uppercase();
    let (street, town) = two_lines(p.customer_address);
    let our_order = format!("SO {:06}", 100_000 + seed * 29 % 900_000);
    let order_date = p.date_like(days_earlier(p.date_ymd, 3 + (seed % 8) as u32));
    let carrier = [
        "Parcelforce 48",
        "DPD Next Day",
        "Own transport",
        "APC Overnight",
    ][usize::try_from(seed).unwrap_or(0) % 4];
    let (sort_code, bank_account) = p.sort_code_and_account();
    let follow: Vec<i64> = (0..p.lines.len())
        .map(|i| {
            if (i as i64 * 3 + seed) % 5 == 0 {
                1 + (seed + i as i64) % 5
            } else {
                0
            }
        })
        .collect();
    let columns = [
        Left(6),
        Left(6),
        Left(23),
        Right(4),
        Right(4),
        Right(3),
        Right(8),
        Right(10),
    ];
    let heading = format!(
        "{:41}{:-^15}  {:>8}\n{}{}",
        "",
        " QTY ",
        "UNIT",
        text_row(
            &columns,
            &[
                "Bin",
                "Code",
                "Description",
                "Ord",
                "Desp",
                "T/F",
                "Price",
                "Net"
            ]
        ),
        text_row(
            &columns,
            &[
                "------",
                "------",
                &"-".repeat(23),
                "----",
                "----",
                "---",
                "--------",
                "----------"
            ]
        )
    );
    let heights: Vec<usize> = p
        .lines
        .iter()
        .map(|l| wrap(&l.description, 23).len())
        .collect();
    let following = follow.iter().filter(|&&f| f > 0).count();
    let payment = format!(
        "Payment due by {due}. Please pay by BACS to sort code {sort_code}, account {bank_account}, quoting invoice {number} \
         and account {account}. Amounts in {cur}. Goods remain our property until paid for in full. E.&O.E.",
        due = p.due,
        number = p.number,
        account = p.customer_number,
        cur = p.currency,
    );
    let payment_lines = wrap_keeping(&payment, WIDTH, &[&p.due]);
    let ending = 4 + following.max(1) + 7 + 4 + payment_lines.len();
    let pages = text_pages(&heights, 20, 6, 2, ending);
    let mut t = String::new();
    for (n, range) in pages.iter().enumerate() {
        if n > 0 {
            t.push('\x0c');
        }
        let page_of = format!("Page {} of {}", n + 1, pages.len());
        if n == 0 {
            t.push_str(&format!("{caps:<50}{:>28}\n", "INVOICE / DELIVERY NOTE"));
            t.push_str(&format!(
                "{:<60}{page_of:>18}\n",
                format!("{}, {}", p.street, p.city)
            ));
            t.push_str(&format!(
                "Tel {}   VAT Reg No {}\n",
                p.local_phone(),
                p.vat_id
            ));
            t.push_str(&"=".repeat(WIDTH));
            t.push('\n');
            let two = |left: &str, right: &str| {
                let line = format!("{left:<41}{right}");
                format!("{}\n", line.trim_end())
            };
            t.push_str(&two("INVOICE TO", "DELIVER TO"));
            t.push_str(&two(p.customer, p.customer));
            t.push_str(&two("Accounts Payable", "Goods In"));
            t.push_str(&two(street, street));
            t.push_str(&two(town, town));
            t.push_str(&"-".repeat(WIDTH));
            t.push('\n');
            let dotted = |label: &str| format!("{label} {}", ".".repeat(17 - label.len()));
            let pair = |k1: &str, v1: &str, k2: &str, v2: &str| {
                let line = format!("{} {v1:<21}{} {v2}", dotted(k1), dotted(k2));
                format!("{}\n", line.trim_end())
            };
            t.push_str(&pair(
                "Invoice No",
                &p.number,
                "Account No",
                &p.customer_number,
            ));
            t.push_str(&pair(
                "Tax Point",
                &p.date,
                "Your Order",
                p.po.as_deref().unwrap_or("Not quoted"),
            ));
            t.push_str(&pair("Our Order", &our_order, "Order Date", &order_date));
            t.push_str(&pair("Despatch Date", &p.date, "Carrier", carrier));
            t.push_str(&pair(
                "Payment Due",
                &p.due,
                "Packages",
                &(1 + p.lines.len() / 3).to_string(),
            ));
        } else {
            t.push_str(&format!(
                "{:<56}{:>22}\n",
                format!("{caps}  INVOICE {}", p.number),
                page_of
            ));
            t.push_str(&format!("Deliver to: {}, {}\n", p.customer, street));
        }
        t.push_str(&"-".repeat(WIDTH));
        t.push('\n');
        t.push_str(&heading);
        for i in range.clone() {
            let l = &p.lines[i];
            let despatched = super::printed::hundredths_in(&l.quantity);
            let ordered = super::printed::quantity_with(despatched + follow[i] * 100, ".");
            let bin = format!(
                "{}{:02}-{}",
                char::from(b'A' + ((seed as usize + i * 5) % 8) as u8),
                1 + (seed as usize + i * 7) % 30,
                1 + i % 4
            );
            let mut parts = wrap(&l.description, 23).into_iter();
            t.push_str(&text_row(
                &columns,
                &[
                    &bin,
                    &l.code,
                    &parts.next().unwrap_or_default(),
                    &ordered,
                    &l.quantity,
                    &follow[i].to_string(),
                    &l.unit_price,
                    &l.amount,
                ],
            ));
            for rest in parts {
                t.push_str(&format!("{:16}{rest}\n", ""));
            }
        }
        if n + 1 < pages.len() {
            t.push_str(&format!("\n{:>WIDTH$}\n", "Continued overleaf"));
        }
    }
    t.push_str(&"-".repeat(WIDTH));
    t.push('\n');
    t.push_str("ITEMS TO FOLLOW - will be delivered and invoiced separately when in stock\n");
    if following == 0 {
        t.push_str("  None - your order is complete\n");
    }
    for (i, l) in p.lines.iter().enumerate() {
        if follow[i] > 0 {
            t.push_str(&format!(
                "  {:<8}{:<34}{:>4} to follow\n",
                l.code, l.description, follow[i]
            ));
        }
    }
    t.push_str(&"-".repeat(WIDTH));
    t.push('\n');
    let sum = |label: &str, value: &str| format!("{:40}{label:<22}{value:>16}\n", "");
    t.push_str(&sum(
        "Goods Net",
        &total_text(&p.subtotal, &p.subtotal_money, p),
    ));
    t.push_str(&sum("Carriage", "0.00"));
    t.push_str(&sum(
        &format!("VAT @ {}%", p.tax_rate),
        &total_text(&p.tax, &p.tax_money, p),
    ));
    t.push_str(&format!("{:62}{}\n", "", "=".repeat(16)));
    t.push_str(&sum(
        "INVOICE TOTAL",
        &total_text(&p.total, &p.total_money, p),
    ));
    t.push('\n');
    t.push_str("Received the above goods in good condition:\n");
    t.push_str("Signed ....................  Print name ....................  Date ..........\n");
    t.push('\n');
    for line in payment_lines {
        t.push_str(&format!("{line}\n"));
    }
    t
}

/// A UK commercial printer's invoice for a print job, from the estimating
/// and job-management system its office exports to the word processor:
/// the printer's name with "Litho \u{00B7} Digital \u{00B7} Large format \u{00B7}
/// Finishing" at the left and its address, telephone and VAT number at
/// the right; "INVOICE" over one ruled table that sets the customer beside
/// "Invoice No. / Date / Job No. / Estimate No. / Your Order No. /
/// Account"; a shaded "Job" box with the job title and its specification
/// (finished size, stock, printing, finishing, packing) and the proof and
/// delivery dates; the items as "Item / Description / Quantity / Rate /
/// Amount"; "Net / VAT @ rate / Total due" at the right; the printer's
/// conditions (overs and unders, retention of title) and the bank details
/// at the foot.
pub fn print_job(p: &Printed) -> String {
    const SHADE: &str = "#e8e4f0";
    const TITLES: [&str; 5] = [
        "Corporate stationery reorder",
        "Spring product leaflet and price list",
        "Trade show literature pack",
        "Annual report 2025 \u{2013} short run",
        "Site signage and safety notices",
    ];
    const STOCKS: [&str; 4] = [
        "350gsm silk, cover; 150gsm silk, text",
        "120gsm uncoated bond",
        "170gsm gloss",
        "5mm foamex / 300gsm silk",
    ];
    const SIZES: [&str; 4] = [
        "A4 portrait",
        "A5 landscape",
        "DL (99 \u{00D7} 210mm)",
        "A3 folded to A4",
    ];
    const FINISHING: [&str; 4] = [
        "Trimmed, creased and folded",
        "Saddle stitched, 2 wires",
        "Matt laminated one side, trimmed",
        "Drilled 4 holes, shrink-wrapped in 50s",
    ];
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let index = usize::try_from(seed).unwrap_or(0);
    let rule = "style=\"border-bottom: 1px solid #888888\"";
    let job_no = format!("J{}", 24_000 + seed % 9_000);
    let estimate = format!("E{}", 18_000 + seed * 7 % 9_000);
    let proofed = p.date_like(days_earlier(p.date_ymd, 8 + (seed % 4) as u32));
    let delivered = p.date_like(days_earlier(p.date_ymd, 1 + (seed % 3) as u32));
    let (street, town) = two_lines(p.customer_address);
    let mut facts = vec![
        ("Invoice No.", format!("<b>{}</b>", escape(&p.number))),
        ("Date / tax point", p.date.clone()),
        ("Job No.", job_no.clone()),
        ("Estimate No.", estimate.clone()),
    ];
    if let Some(po) = &p.po {
        facts.push(("Your Order No.", escape(po)));
    }
    facts.push(("Account", p.customer_number.clone()));
    let address = [
        "<font size=\"2\" color=\"#555555\">Invoice to</font>",
        &format!("<b>{}</b>", p.customer),
        "Accounts Payable",
        street,
        town,
    ];
    let head: String = (0..facts.len().max(address.len()))
        .map(|n| {
            let (k, v) = facts
                .get(n)
                .map_or(("", String::new()), |(k, v)| (*k, v.clone()));
            format!(
                "<tr><td width=\"50%\">{}</td><td width=\"20%\" {rule}><font size=\"2\">{k}</font></td><td {rule}>{v}</td></tr>",
                address.get(n).copied().unwrap_or_default()
            )
        })
        .collect();
    let spec = [
        ("Job title", TITLES[index % TITLES.len()].to_string()),
        ("Finished size", SIZES[index % SIZES.len()].to_string()),
        ("Stock", STOCKS[(index / 2) % STOCKS.len()].to_string()),
        (
            "Printing",
            "4 colour process both sides (4/4), sheet-fed litho".to_string(),
        ),
        (
            "Finishing",
            FINISHING[(index / 3) % FINISHING.len()].to_string(),
        ),
        (
            "Packing",
            "Boxed in quantities, labelled with job number".to_string(),
        ),
        (
            "Proof approved",
            format!("{proofed} (PDF proof v2, signed off by e-mail)"),
        ),
        (
            "Delivered",
            format!(
                "{delivered}, our van, delivery note D{}",
                job_no.trim_start_matches('J')
            ),
        ),
    ];
    let spec: String = spec
        .iter()
        .map(|(k, v)| {
            format!(
                "<tr><td width=\"22%\" bgcolor=\"{SHADE}\"><font size=\"2\"><b>{k}</b></font></td>\
                 <td bgcolor=\"{SHADE}\"><font size=\"2\">{v}</font></td></tr>"
            )
        })
        .collect();
    let (rate_head, amount_head) = if p.bare {
        (
            format!("Rate ({})", p.currency),
            format!("Amount ({})", p.currency),
        )
    } else {
        ("Rate".to_string(), "Amount".to_string())
    };
    let table = items(
        p,
        &[
            ("Item", false),
            ("Description", false),
            ("Quantity", true),
            (rate_head.as_str(), true),
            (amount_head.as_str(), true),
        ],
        |i, c| {
            let l = &p.lines[i];
            match c {
                0 => format!("{}.{}", job_no, i + 1),
                1 => l.description.clone(),
                2 => l.quantity.clone(),
                3 if p.bare => l.unit_price.clone(),
                3 => l.unit_price_money.clone(),
                _ if p.bare => l.amount.clone(),
                _ => l.amount_money.clone(),
            }
        },
        "#d6cfe6",
    );
    let (sort_code, account) = {
        let digits: String = p.iban.chars().filter(char::is_ascii_digit).collect();
        (
            format!("{}-{}-{}", &digits[2..4], &digits[4..6], &digits[6..8]),
            digits[8..16].to_string(),
        )
    };
    let body = format!(
        "<table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr>\
         <td valign=\"top\"><font size=\"5\" color=\"#4b2e83\"><b>{vendor}</b></font><br>\
         <font size=\"2\">Litho \u{00B7} Digital \u{00B7} Large format \u{00B7} Finishing</font></td>\
         <td valign=\"top\" align=\"right\"><font size=\"2\">{street_v}<br>{city}<br>Tel {phone}<br>studio@{domain}<br>\
         VAT Reg. No. {vat}</font></td></tr></table>\n\
         <p><font size=\"6\" color=\"#4b2e83\"><b>INVOICE</b></font></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\">{head}</table>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\">{spec}</table>\n\
         <p></p>\n\
         {table}\
         <p></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\" style=\"page-break-inside: avoid\">\
         <tr><td width=\"55%\"></td><td {rule}>Net</td><td {rule} align=\"right\">{subtotal}</td></tr>\
         <tr><td></td><td {rule}>VAT @ {rate}%</td><td {rule} align=\"right\">{tax}</td></tr>\
         <tr><td></td><td bgcolor=\"{SHADE}\"><b>Total due</b></td><td bgcolor=\"{SHADE}\" align=\"right\"><b>{total}</b></td></tr></table>\n\
         <p><font size=\"2\">Payment due by {due}. Please pay by BACS to {vendor}, sort code {sort_code}, account {account}, \
         quoting invoice {number} or job {job_no}. Amounts in pounds sterling ({cur}).</font></p>\n\
         <p><font size=\"1\">Quantities delivered may vary by up to 5% over or under the quantity ordered; unless agreed \
         otherwise the quantity ordered is invoiced. Work is produced to the proof you approved; we cannot accept claims \
         for errors passed on a signed-off proof. Goods remain our property until paid for in full. Plates, files and \
         make-ready are kept for twelve months for reprints. Estimate {estimate} applies.</font></p>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        domain = p.country_domain(),
        vat = p.vat_id,
        subtotal = total_text(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = total_text(&p.tax, &p.tax_money, p),
        total = total_text(&p.total, &p.total_money, p),
        due = p.due,
        number = escape(&p.number),
        cur = p.currency,
    );
    document("Liberation Sans", &body)
}

/// A US trade-show services contractor's invoice to an exhibitor after the
/// show, from its exhibitor-services system exported to the word
/// processor: the contractor's name with "Official Services Contractor"
/// at the left and "EXHIBITOR INVOICE" at the right; a boxed table of the
/// show (show, venue, show dates, booth) beside the account (exhibitor
/// no., invoice no., invoice date, the exhibitor's PO, due date); the
/// exhibitor's billing address; every order placed for the booth as
/// "Order Date / Order No. / Description / Rate Class / Qty / Rate /
/// Amount"; "Subtotal / Sales Tax / Total / Payments Applied / Balance Due";
/// the card-on-file and dispute terms at the foot.
pub fn exhibitor_services(p: &Printed) -> String {
    const SHOWS: [(&str, &str); 4] = [
        (
            "Midwest Facilities & Workplace Expo 2026",
            "McCormick Place, Chicago, IL",
        ),
        (
            "National Office Products Show",
            "Las Vegas Convention Center, NV",
        ),
        (
            "Specialty Coffee & Beverage Trade Fair",
            "Oregon Convention Center, Portland, OR",
        ),
        (
            "Lab & Research Supply Summit",
            "Boston Convention Center, MA",
        ),
    ];
    const SHADE: &str = "#dce6f2";
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let index = usize::try_from(seed).unwrap_or(0);
    let (show, venue) = SHOWS[index % SHOWS.len()];
    let close_ymd = days_earlier(p.date_ymd, 6 + (seed % 5) as u32);
    let open_ymd = days_earlier(close_ymd, 2);
    let show_dates = format!(
        "{} \u{2013} {}",
        p.date_like(open_ymd),
        p.date_like(close_ymd)
    );
    let booth = format!("{}", 400 + seed % 2_200);
    let (street, town) = two_lines(p.customer_address);
    let rule = "style=\"border: 1px solid #7f95b0\"";
    let show_rows = [
        ("Show", show.to_string()),
        ("Venue", venue.to_string()),
        ("Show dates", show_dates),
        ("Booth", booth.clone()),
    ];
    let mut account_rows = vec![
        ("Exhibitor No.", p.customer_number.clone()),
        ("Invoice No.", format!("<b>{}</b>", escape(&p.number))),
        ("Invoice Date", p.date.clone()),
    ];
    account_rows.push((
        "Exhibitor PO",
        p.po.as_deref().map_or("\u{2014}".to_string(), escape),
    ));
    account_rows.push(("Due Date", p.due.clone()));
    let boxes: String = (0..account_rows.len().max(show_rows.len()))
        .map(|n| {
            let cell = |rows: &[(&str, String)]| {
                rows.get(n).map_or(
                    "<td></td><td></td>".to_string(),
                    |(k, v)| {
                        format!(
                            "<td width=\"14%\" bgcolor=\"{SHADE}\" {rule}><font size=\"2\"><b>{k}</b></font></td>\
                             <td {rule}><font size=\"2\">{v}</font></td>"
                        )
                    },
                )
            };
            format!(
                "<tr>{}<td width=\"3%\"></td>{}</tr>",
                cell(&show_rows),
                cell(&account_rows)
            )
        })
        .collect();
    let order_base = 610_000 + seed * 13 % 90_000;
    let (rate_head, amount_head) = if p.bare {
        (
            format!("Rate ({})", p.currency),
            format!("Amount ({})", p.currency),
        )
    } else {
        ("Rate".to_string(), "Amount".to_string())
    };
    let table = items(
        p,
        &[
            ("Order Date", false),
            ("Order No.", false),
            ("Description", false),
            ("Rate Class", false),
            ("Qty", true),
            (rate_head.as_str(), true),
            (amount_head.as_str(), true),
        ],
        |i, c| {
            let l = &p.lines[i];
            let group = i / 4;
            match c {
                0 => p.date_like(days_earlier(open_ymd, 21 - (group as u32 % 3) * 7)),
                1 => format!("{}", order_base + group as i64),
                2 => l.description.clone(),
                3 if group % 3 == 2 => "Show site".to_string(),
                3 => "Advance".to_string(),
                4 => l.quantity.clone(),
                5 if p.bare => l.unit_price.clone(),
                5 => l.unit_price_money.clone(),
                _ if p.bare => l.amount.clone(),
                _ => l.amount_money.clone(),
            }
        },
        SHADE,
    );
    let zero = if p.bare {
        "0.00".to_string()
    } else {
        p.money_like(0)
    };
    let body = format!(
        "<table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr>\
         <td valign=\"top\"><font size=\"5\" color=\"#1f3a5f\"><b>{vendor}</b></font><br>\
         <font size=\"2\">Official Services Contractor \u{00B7} Exhibitor Services Department<br>\
         {street_v}, {city} \u{00B7} {phone} \u{00B7} exhibitorservices@{domain}</font></td>\
         <td valign=\"top\" align=\"right\"><font size=\"5\"><b>EXHIBITOR INVOICE</b></font></td></tr></table>\n\
         <p></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\">{boxes}</table>\n\
         <p><font size=\"2\"><b>Bill to:</b> {customer}, Attn: Trade Show Coordinator, {street}, {town}</font></p>\n\
         {table}\
         <p></p>\n\
         <table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\" style=\"page-break-inside: avoid\">\
         <tr><td width=\"58%\"></td><td>Subtotal</td><td align=\"right\">{subtotal}</td></tr>\
         <tr><td></td><td>Sales Tax ({rate}%)</td><td align=\"right\">{tax}</td></tr>\
         <tr><td></td><td bgcolor=\"{SHADE}\"><b>Total</b></td><td bgcolor=\"{SHADE}\" align=\"right\"><b>{total}</b></td></tr>\
         <tr><td></td><td>Payments Applied</td><td align=\"right\">{zero}</td></tr>\
         <tr><td></td><td><b>Balance Due</b></td><td align=\"right\"><b>{total}</b></td></tr></table>\n\
         <p><font size=\"2\">Advance rates applied to orders received with payment by the advance deadline; orders placed at \
         the show are billed at show-site rates. The card on file was not charged because your account is approved for \
         invoicing: please remit by {due} quoting exhibitor no. {customer_number} and invoice {number}. Amounts in {cur}.</font></p>\n\
         <p><font size=\"1\">Disputes must be raised in writing within 30 days of the invoice date. Items left on the show \
         floor after move-out are disposed of and billed at cost. Labor is billed in half-hour increments with a one-hour \
         minimum.</font></p>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        domain = p.country_domain(),
        customer = p.customer,
        subtotal = total_text(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = total_text(&p.tax, &p.tax_money, p),
        total = total_text(&p.total, &p.total_money, p),
        due = p.due,
        customer_number = p.customer_number,
        number = escape(&p.number),
        cur = p.currency,
    );
    document("Liberation Sans", &body)
}

/// A UK trade cash-and-carry's VAT invoice for an account customer's
/// pre-ordered collection, printed as text by its till system as the long
/// receipt it hands over and saved as the PDF it e-mails: a narrow
/// centred heading (name, "TRADE CASH & CARRY", branch address, telephone
/// and VAT number), "VAT INVOICE", the till particulars (till, operator,
/// transaction, time) and "Invoice No. / Date/Tax Pt / Customer / Card No.
/// / Order Ref" as short label lines; each item its description on one
/// line and "qty x price" with the value and the VAT code on the next;
/// the count of items, "SUB-TOTAL (EX VAT) / VAT / TOTAL", the amount put
/// on account, a VAT analysis by code, and the account terms.
pub fn cash_carry(p: &Printed) -> String {
    const WIDTH: usize = 46;
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let centre = |text: &str| format!("{:^WIDTH$}", text).trim_end().to_string() + "\n";
    let dashes = format!("{}\n", "-".repeat(WIDTH));
    let pair = |k: &str, v: &str| format!("{k:<14}{v}\n");
    let money_line = |k: &str, v: &str| {
        let room = WIDTH - k.chars().count();
        format!("{k}{v:>room$}\n")
    };
    let mut t = String::new();
    t.push_str(&centre(&p.vendor.to_uppercase()));
    t.push_str(&centre("TRADE CASH & CARRY"));
    t.push_str(&centre(p.street));
    t.push_str(&centre(p.city));
    t.push_str(&centre(&format!("Tel {}", p.local_phone())));
    t.push_str(&centre(&format!("VAT Reg No {}", p.vat_id)));
    t.push_str(&dashes);
    t.push_str(&centre("*** VAT INVOICE ***"));
    t.push_str(&centre("ACCOUNT COLLECTION"));
    t.push_str(&dashes);
    t.push_str(&format!(
        "TILL {:02}  OP {}  TRANS {}  {:02}:{:02}\n",
        1 + seed % 12,
        100 + seed % 800,
        5_000 + seed * 7 % 4_000,
        8 + seed % 9,
        seed * 11 % 60
    ));
    t.push_str(&pair("Invoice No:", &p.number));
    t.push_str(&pair("Date/Tax Pt:", &p.date));
    t.push_str(&pair("Customer:", p.customer));
    t.push_str(&pair(
        "Card No:",
        &format!("{}-{}", 7000 + seed % 1000, p.customer_number),
    ));
    if let Some(po) = &p.po {
        t.push_str(&pair("Order Ref:", po));
    }
    t.push_str(&dashes);
    t.push_str(&format!("{:<28}{:>16}  V\n", "DESCRIPTION", "VALUE"));
    t.push_str(&dashes);
    let code = if p.tax_rate == 0 { "Z" } else { "S" };
    let mut units = 0;
    for l in &p.lines {
        units += super::printed::hundredths_in(&l.quantity);
        for part in wrap(&l.description.to_uppercase(), WIDTH) {
            t.push_str(&format!("{part}\n"));
        }
        let times = format!("   {} x {}", l.quantity, l.unit_price);
        t.push_str(&format!("{times:<28}{:>16}  {code}\n", l.amount));
    }
    t.push_str(&dashes);
    t.push_str(&format!(
        "{} LINES   {} ITEMS\n",
        p.lines.len(),
        super::printed::quantity_with(units, ".")
    ));
    t.push_str(&dashes);
    t.push_str(&money_line(
        "SUB-TOTAL (EX VAT)",
        &total_text(&p.subtotal, &p.subtotal_money, p),
    ));
    t.push_str(&money_line("VAT", &total_text(&p.tax, &p.tax_money, p)));
    t.push_str(&format!("{:>WIDTH$}\n", "=========="));
    t.push_str(&money_line(
        "TOTAL",
        &total_text(&p.total, &p.total_money, p),
    ));
    t.push('\n');
    t.push_str(&money_line(
        "ON ACCOUNT",
        &total_text(&p.total, &p.total_money, p),
    ));
    t.push_str(&money_line("CHANGE", "0.00"));
    t.push_str(&dashes);
    t.push_str("VAT ANALYSIS\n");
    t.push_str(&format!(
        "{:<6}{:>6}{:>17}{:>17}\n",
        "CODE", "RATE", "NET", "VAT"
    ));
    t.push_str(&format!(
        "{code:<6}{:>6}{:>17}{:>17}\n",
        format!("{}%", p.tax_rate),
        p.subtotal,
        p.tax
    ));
    t.push_str(&dashes);
    t.push_str(&format!("ALL PRICES IN {} EXCLUDING VAT\n", p.currency));
    for line in wrap(
        &format!(
            "CHARGED TO YOUR ACCOUNT {}. PAYMENT DUE BY {}. KEEP THIS INVOICE FOR YOUR VAT RECORDS.",
            p.customer_number,
            p.due.to_uppercase()
        ),
        WIDTH,
    ) {
        t.push_str(&format!("{line}\n"));
    }
    t.push('\n');
    t.push_str(&centre("THANK YOU FOR YOUR CUSTOM"));
    t.push_str(&centre("TRADE CUSTOMERS ONLY"));
    t
}

/// A UK motor factor's account invoice printed as plain text by its
/// parts-counter system on plain paper: the name in capitals with
/// "INVOICE" and the page at the right over its trades, address, telephone
/// and VAT number and a rule of equals signs; the account number and the
/// customer's address at the left beside "INVOICE NO / DATE/TAX POINT /
/// COUNTER / SALES" at the right; a line of "YOUR REF" (the order number)
/// with the delivery run; the items as "LN / PART NUMBER / DESCRIPTION /
/// QTY / UNIT NET / GOODS / V" (descriptions in capitals); "GOODS / VAT /
/// INVOICE TOTAL" under a rule; the returns conditions and the account's
/// payment terms. Every page opens with a short heading.
pub fn motor_factor(p: &Printed) -> String {
    use Column::{Left, Right};
    const WIDTH: usize = 80;
    const STAFF: [&str; 5] = ["DH", "KP", "MW", "SJ", "TB"];
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let index = usize::try_from(seed).unwrap_or(0);
    let caps = p.vendor.to_uppercase();
    let (street, town) = two_lines(p.customer_address);
    let columns = [
        Right(3),
        Left(10),
        Left(26),
        Right(5),
        Right(10),
        Right(10),
        Left(1),
    ];
    let heading = text_row(
        &columns,
        &[
            "LN",
            "PART NUMBER",
            "DESCRIPTION",
            "QTY",
            "UNIT NET",
            "GOODS",
            "V",
        ],
    ) + &format!("{}\n", "-".repeat(WIDTH));
    let code = if p.tax_rate == 0 { "Z" } else { "S" };
    let heights = vec![1; p.lines.len()];
    let pages = text_pages(&heights, 17, 6, 2, 16);
    let count = pages.len();
    let mut t = String::new();
    for (n, range) in pages.iter().enumerate() {
        if n > 0 {
            t.push('\x0c');
            t.push_str(&spread(
                &caps,
                &format!("INVOICE {}   PAGE {} OF {count}", p.number, n + 1),
                WIDTH,
            ));
            t.push_str(&format!("{}\n\n", "=".repeat(WIDTH)));
        } else {
            t.push_str(&spread(
                &caps,
                &format!("INVOICE   PAGE 1 OF {count}"),
                WIDTH,
            ));
            t.push_str("MOTOR FACTORS - GARAGE EQUIPMENT - WORKSHOP CONSUMABLES\n");
            t.push_str(&format!(
                "{}, {}   TEL {}   VAT REG {}\n",
                p.street.to_uppercase(),
                p.city.to_uppercase(),
                p.local_phone(),
                p.vat_id
            ));
            t.push_str(&format!("{}\n", "=".repeat(WIDTH)));
            let left = [
                format!("ACCOUNT  {}", p.customer_number),
                format!("         {}", p.customer.to_uppercase()),
                format!("         {}", street.to_uppercase()),
                format!("         {}", town.to_uppercase()),
            ];
            let right = [
                format!("INVOICE NO    {}", p.number),
                format!("DATE/TAX PT   {}", p.date),
                format!("COUNTER       {:02}", 1 + seed % 4),
                format!("SALES         {}", STAFF[index % STAFF.len()]),
            ];
            for (l, r) in left.iter().zip(&right) {
                t.push_str(&format!("{l:<48}{r}\n"));
            }
            t.push('\n');
            t.push_str(&format!(
                "YOUR REF  {:<24}DELIVERY  VAN RUN {} ({})\n",
                p.po.clone().unwrap_or_else(|| "-".to_string()),
                1 + seed % 6,
                if seed % 2 == 0 { "AM" } else { "PM" }
            ));
            t.push_str(&format!("{}\n", "=".repeat(WIDTH)));
        }
        t.push_str(&heading);
        for i in range.clone() {
            let l = &p.lines[i];
            let part = format!(
                "{}{}",
                &p.vendor[..2].to_uppercase(),
                (seed * 17 + i as i64 * 2_713) % 90_000 + 10_000
            );
            let mut parts = wrap(&l.description.to_uppercase(), 26).into_iter();
            t.push_str(&text_row(
                &columns,
                &[
                    &(i + 1).to_string(),
                    &part,
                    &parts.next().unwrap_or_default(),
                    &l.quantity,
                    &l.unit_price,
                    &l.amount,
                    code,
                ],
            ));
            for rest in parts {
                t.push_str(&format!("{:17}{rest}\n", ""));
            }
        }
        if n + 1 < count {
            t.push_str(&format!("\n{:>WIDTH$}\n", "CONTINUED OVERLEAF"));
        }
    }
    t.push_str(&format!("{}\n", "-".repeat(WIDTH)));
    let sum = |label: &str, value: &str| format!("{:44}{label:<18}{value:>18}\n", "");
    t.push_str(&sum(
        "GOODS",
        &total_text(&p.subtotal, &p.subtotal_money, p),
    ));
    t.push_str(&sum(
        &format!("VAT @ {}%", p.tax_rate),
        &total_text(&p.tax, &p.tax_money, p),
    ));
    t.push_str(&format!("{:62}{}\n", "", "=".repeat(18)));
    t.push_str(&sum(
        "INVOICE TOTAL",
        &total_text(&p.total, &p.total_money, p),
    ));
    t.push('\n');
    t.push_str(&format!(
        "V: {code} = VAT AT {}%.  ALL PRICES IN {} NET OF TRADE DISCOUNT.\n",
        p.tax_rate, p.currency
    ));
    t.push_str("PARTS RETURNED WITHOUT THIS INVOICE WILL NOT BE ACCEPTED. ELECTRICAL PARTS\n");
    t.push_str("AND SPECIAL-ORDER ITEMS CANNOT BE RETURNED. SURCHARGE UNITS: NONE.\n");
    t.push_str(&format!(
        "PAYMENT DUE BY {} ON ACCOUNT {}. STATEMENTS ARE SENT MONTHLY.\n",
        p.due.to_uppercase(),
        p.customer_number
    ));
    t
}

/// A German wholesaler's combined delivery note and invoice
/// ("Lieferschein / Rechnung") from its order software, in German, the sheet
/// that travels with the goods and is signed for at the door: the firm's
/// name and trade at the top left with its contact lines at the right, the
/// small sender line over the customer's address ("Liefer- und
/// Rechnungsanschrift"), beside it a framed table of "Beleg-Nr. / Datum =
/// Liefertag / Kunden-Nr. / Ihre Bestellung / Bestelldatum / Versandart /
/// Packstücke / Gewicht", the heading "Lieferschein / Rechnung Nr. …", the
/// items as "Pos. / Art.-Nr. / Bezeichnung / Bestellt / Geliefert / Rückst. /
/// ME / Einzelpreis / Gesamtpreis" (ordered and delivered the same, nothing
/// outstanding), "Warenwert netto / zzgl. … % USt. / Rechnungsbetrag" at the
/// right with delivery free to the door, at a rate of nought the
/// intra-Community supply or the export, the payment date and the retention
/// of title, and a receipt block for the consignee's signature; amounts as
/// 1.234,56 (1'234.50 from Switzerland, with MWST) and dates as 03.03.2026.
pub fn lieferschein_rechnung(p: &Printed) -> String {
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let de = dotted_date;
    let cur = p.currency;
    let swiss = cur == "CHF";
    let number = |cents: i64| {
        if swiss {
            swiss_money(cents)
        } else {
            grouped(cents, ".", ",")
        }
    };
    let tax_word = if swiss { "MWST" } else { "USt." };
    let subtotal = cents_in(&p.subtotal);
    let total = cents_in(&p.total);
    let ordered = days_earlier(p.date_ymd, 3 + (seed % 10) as u32);
    let (site, site_town) = if p.city.contains("Amsterdam") {
        ("Speditionstraße 15", "40221 Düsseldorf")
    } else {
        (p.street, p.city)
    };
    let (street, town) = two_lines(p.customer_address);
    let (bank, bic) = vendor_bank(p);
    let packages = 1 + p.lines.len() as i64 / 3 + seed % 2;
    let weight = 4 + seed % 30 + 3 * p.lines.len() as i64;
    let mut facts = vec![
        ("Beleg-Nr.", escape(&p.number)),
        ("Datum = Liefertag", de(p.date_ymd)),
        ("Kunden-Nr.", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        facts.push(("Ihre Bestellung", escape(po)));
        facts.push(("Bestelldatum", de(ordered)));
    }
    facts.extend([
        (
            "Versandart",
            if packages > 2 {
                "Spedition, frei Haus".to_string()
            } else {
                "DHL Paket, frei Haus".to_string()
            },
        ),
        ("Packstücke", packages.to_string()),
        ("Gewicht", format!("{weight} kg")),
    ]);
    let cell = "style=\"border: 1px solid #000\"";
    let rows = facts.len();
    let facts: Vec<String> = facts
        .iter()
        .map(|(k, v)| {
            format!(
                "<td {cell} width=\"20%\"><font size=\"2\">{k}</font></td>\
                 <td {cell}><font size=\"2\"><b>{v}</b></font></td></tr>"
            )
        })
        .collect();
    let facts = facts.join("\n<tr>");
    let table = items(
        p,
        &[
            ("Pos.", false),
            ("Art.-Nr.", false),
            ("Bezeichnung", false),
            ("Bestellt", true),
            ("Geliefert", true),
            ("Rückst.", true),
            ("ME", false),
            (&format!("Einzelpreis {cur}"), true),
            (&format!("Gesamtpreis {cur}"), true),
        ],
        |i, c| {
            let l = &p.lines[i];
            let qty = quantity_with(hundredths_in(&l.quantity), if swiss { "." } else { "," });
            match c {
                0 => l.position.clone(),
                1 => format!(
                    "{}{:04}",
                    if swiss { "H" } else { "G" },
                    3_000 + seed % 5_000 + i as i64 * 7
                ),
                2 => l.description.clone(),
                3 | 4 => qty,
                5 => "0".to_string(),
                6 => if l.unit == "h" { "Std." } else { "Stk." }.to_string(),
                7 => number(cents_in(&l.unit_price)),
                _ => number(l.amount_cents),
            }
        },
        "#e6e6e6",
    );
    let exemption = match (p.tax_rate, customer_vat_prefix(p.customer_address)) {
        (0, Some("IE")) => {
            "<p><font size=\"2\">Steuerfreie innergemeinschaftliche Lieferung (§ 4 Nr. 1b i. V. m. \
             § 6a UStG). USt-IdNr. des Empfängers siehe Anschrift.</font></p>\n"
        }
        (0, _) if swiss => {
            "<p><font size=\"2\">Export – von der MWST befreit (Art. 23 Abs. 2 Ziff. 1 MWSTG).</font></p>\n"
        }
        (0, _) => {
            "<p><font size=\"2\">Steuerfreie Ausfuhrlieferung (§ 4 Nr. 1a i. V. m. § 6 UStG).</font></p>\n"
        }
        _ => "",
    };
    let buyer_vat = match customer_vat_prefix(p.customer_address) {
        Some("IE") => format!(
            "<br>USt-IdNr.: IE{}{:06}W",
            3 + seed % 7,
            seed * 131 % 1_000_000
        ),
        _ => String::new(),
    };
    let tax_id = if swiss {
        format!(
            "UID CHE-{:03}.{:03}.{:03} MWST",
            100 + seed % 900,
            seed * 7 % 1_000,
            seed * 13 % 1_000
        )
    } else {
        format!(
            "USt-IdNr. DE{:09}",
            100_000_000 + seed * 7_919 % 800_000_000
        )
    };
    let body = format!(
        "<table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr>\
         <td valign=\"top\"><font size=\"5\"><b>{vendor}</b></font><br>\
         <font size=\"2\">Großhandel für IT-Hardware, Netzwerk- und Messtechnik</font></td>\
         <td valign=\"top\" align=\"right\"><font size=\"2\">{site}<br>{site_town}<br>Tel. {phone}<br>\
         versand@{domain}</font></td></tr></table>\n\
         <hr>\n\
         <table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\"><tr>\
         <td valign=\"top\" width=\"55%\" rowspan=\"{rows}\"><font size=\"1\"><u>{vendor} · {site} · {site_town}</u></font><br>\
         <font size=\"1\">Liefer- und Rechnungsanschrift</font><br>\
         <b>{customer}</b><br>Warenannahme / Kreditorenbuchhaltung<br>{street}<br>{town}{buyer_vat}</td>\
         {facts}</table>\n\
         <p><br><font size=\"4\"><b>Lieferschein / Rechnung Nr. {number}</b></font></p>\n\
         <p><font size=\"2\">Wir lieferten Ihnen heute zu unseren Verkaufs- und Lieferbedingungen und berechnen:</font></p>\n\
         {table}\
         <table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\">\
         <tr><td width=\"55%\"><font size=\"2\">Lieferung frei Haus, Verpackung wird nicht berechnet.</font></td>\
         <td>Warenwert netto</td><td align=\"right\">{subtotal} {cur}</td></tr>\
         <tr><td width=\"55%\"></td><td>zzgl. {rate} % {tax_word}</td><td align=\"right\">{tax} {cur}</td></tr>\
         <tr><td width=\"55%\"></td><td style=\"border-top: 1px solid #000\"><b>Rechnungsbetrag</b></td>\
         <td align=\"right\" style=\"border-top: 1px solid #000\"><b>{total} {cur}</b></td></tr></table>\n\
         {exemption}\
         <p><font size=\"2\">Zahlbar ohne Abzug bis zum <b>{due}</b>. Die Ware bleibt bis zur vollständigen \
         Bezahlung unser Eigentum. Liefertag ist das Belegdatum.</font></p>\n\
         <table width=\"100%\" border=\"1\" cellpadding=\"4\" cellspacing=\"0\"><tr>\
         <td width=\"50%\"><font size=\"1\">Ware vollständig und in einwandfreiem Zustand erhalten:</font><br><br><br>\
         <font size=\"1\">Datum, Name in Druckbuchstaben, Unterschrift</font></td>\
         <td><font size=\"1\">Firmenstempel Empfänger</font><br><br><br><br></td></tr></table>\n\
         <p><br><font size=\"1\">{vendor} · Sitz: {v_street}, {v_city} · {bank} · IBAN {iban} · BIC {bic} · {tax_id}</font></p>",
        vendor = escape(p.vendor),
        phone = if p.city.contains("Amsterdam") {
            format!("+49 211 {} {}-0", 500 + seed % 400, 10 + seed % 89)
        } else {
            p.local_phone()
        },
        domain = if p.city.contains("Amsterdam") {
            format!("{}.de", p.vendor_domain())
        } else {
            p.country_domain()
        },
        customer = p.customer,
        number = escape(&p.number),
        subtotal = number(subtotal),
        rate = p.tax_rate,
        tax = number(p.tax_cents),
        total = number(total),
        due = de(p.due_ymd),
        v_street = p.street,
        v_city = p.city,
        iban = p.iban,
    );
    document("Liberation Sans", &body)
}

/// A French installer's final facture ("facture de solde") after the work
/// was done, from the quote-and-invoice template of its word processor, in
/// French, the deposit paid when the quote was signed taken off at the end:
/// the firm's name with its trades and agency address at the top left,
/// "FACTURE" with its number and date in a shaded box at the right, the
/// customer's framed address, a block of references ("Devis n° … accepté le
/// … / Votre bon de commande n° … / Lieu d'intervention / Période
/// d'intervention"), the items as "Désignation / Qté / U / P.U. HT /
/// Total HT", "Total HT / TVA … % / Total TTC", then "Acompte versé le …
/// (facture d'acompte n° …)" deducted and "Reste à payer TTC", at a rate of
/// nought the reverse charge, the terms with the due date, the warranty and
/// insurance wording, the late-payment wording French law asks for, and the
/// bank details; amounts as 1 234,56 € and dates as 03/03/2026.
pub fn facture_solde(p: &Printed) -> String {
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let fr = slashed_date;
    let cur = p.currency;
    let sym = if cur == "EUR" { "€" } else { cur };
    let number = |cents: i64| format!("{} {sym}", grouped(cents, "\u{a0}", ","));
    let subtotal = cents_in(&p.subtotal);
    let total = cents_in(&p.total);
    let deposit = total * 30 / 100 / 100 * 100;
    let end = days_earlier(p.date_ymd, (seed % 4) as u32);
    let start = days_earlier(end, 2 + (seed % 6) as u32);
    let quoted = days_earlier(start, 20 + (seed % 15) as u32);
    let accepted = days_later(quoted, 3 + (seed % 5) as u32);
    let (street, town) = two_lines(p.customer_address);
    let mut refs = vec![(
        "Devis",
        format!(
            "n° D-{}-{:04} du {} accepté le {}",
            p.date_ymd.0,
            seed % 10_000,
            fr(quoted),
            fr(accepted)
        ),
    )];
    if let Some(po) = &p.po {
        refs.push(("Votre bon de commande", format!("n° {}", escape(po))));
    }
    refs.extend([
        (
            "Lieu d'intervention",
            format!("{}, {}", p.customer, p.customer_address),
        ),
        (
            "Période d'intervention",
            format!("du {} au {}", fr(start), fr(end)),
        ),
        ("Code client", p.customer_number.clone()),
    ]);
    let refs: String = refs
        .iter()
        .map(|(k, v)| {
            format!("<tr><td width=\"28%\"><font size=\"2\">{k}</font></td><td><font size=\"2\">{v}</font></td></tr>")
        })
        .collect();
    let table = items(
        p,
        &[
            ("Désignation", false),
            ("Qté", true),
            ("U", false),
            ("P.U. HT", true),
            ("Total HT", true),
        ],
        |i, c| {
            let l = &p.lines[i];
            match c {
                0 => l.description.clone(),
                1 => quantity_with(hundredths_in(&l.quantity), ","),
                2 => if l.unit == "h" { "h" } else { "u" }.to_string(),
                3 => number(cents_in(&l.unit_price)),
                _ => number(l.amount_cents),
            }
        },
        "#f3e3c3",
    );
    let exemption = match (p.tax_rate, customer_vat_prefix(p.customer_address)) {
        (0, Some(_)) => {
            "<p><font size=\"2\">Autoliquidation — TVA due par le preneur (art. 283-2 du CGI, \
             art. 196 de la directive 2006/112/CE).</font></p>\n"
        }
        (0, _) => {
            "<p><font size=\"2\">TVA non applicable — prestation rendue à un preneur établi hors de \
             l'Union européenne (art. 259-1 du CGI).</font></p>\n"
        }
        _ => "",
    };
    let row = |label: &str, value: String, strong: bool| {
        let (a, b) = if strong { ("<b>", "</b>") } else { ("", "") };
        format!(
            "<tr><td width=\"36%\"></td><td width=\"44%\">{a}{label}{b}</td>\
             <td width=\"20%\" align=\"right\">{a}{value}{b}</td></tr>"
        )
    };
    let totals = [
        row("Total HT", number(subtotal), false),
        row(&format!("TVA {} %", p.tax_rate), number(p.tax_cents), false),
        row("Total TTC", number(total), true),
        row(
            &format!(
                "Acompte versé le {} (facture d'acompte n° FA-{}-{:03})",
                fr(accepted),
                p.date_ymd.0,
                seed % 1_000
            ),
            format!("- {}", number(deposit)),
            false,
        ),
        row("Reste à payer TTC", number(total - deposit), true),
    ]
    .concat();
    let siren = 810_000_000 + seed * 7 % 99_999;
    let siret = format!("{siren}{:05}", 20 + seed % 70);
    let body = format!(
        "<table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\"><tr>\
         <td valign=\"top\" width=\"58%\"><font size=\"5\" color=\"#8a5a00\"><b>{vendor}</b></font><br>\
         <font size=\"2\">Agence de Nantes · Installation · Câblage réseau · Baies serveurs · Maintenance<br>\
         8 quai de la Fosse, 44000 Nantes<br>Tél. 02 40 {t1:02} {t2:02} {t3:02} · chantiers@{domain}.fr</font></td>\
         <td valign=\"top\" bgcolor=\"#f3e3c3\"><font size=\"5\"><b>FACTURE</b></font><br>\
         N° {number}<br>Date : {date}<br>Échéance : {due}</td></tr></table>\n\
         <p><br></p>\n\
         <table width=\"100%\" cellpadding=\"6\" cellspacing=\"0\"><tr><td width=\"50%\"></td>\
         <td style=\"border: 1px solid #000\"><b>{customer}</b><br>Service comptabilité<br>{street}<br>{town}</td>\
         </tr></table>\n\
         <p><br><b>Facture de solde</b></p>\n\
         <table width=\"100%\" cellpadding=\"1\" cellspacing=\"0\">{refs}</table>\n\
         <p></p>\n\
         {table}\
         <table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\">{totals}</table>\n\
         {exemption}\
         <p><font size=\"2\">Règlement du solde par virement à réception de facture, au plus tard le {due}. \
         Pas d'escompte pour paiement anticipé. En cas de retard, pénalités au taux de trois fois le taux \
         d'intérêt légal et indemnité forfaitaire pour frais de recouvrement de 40 € (art. L441-10 du Code de \
         commerce).</font></p>\n\
         <p><font size=\"2\">Travaux garantis un an pièces et main-d'œuvre à compter de la réception. \
         Assurance responsabilité civile professionnelle : contrat n° RC{rc:07}.</font></p>\n\
         <p><font size=\"2\">Banque : Crédit Mutuel de Loire-Atlantique · IBAN FR76 1027 8360 {b1:04} {b2:04} \
         {b3:04} {b4:03} · BIC CMCIFR2A</font></p>\n\
         <p align=\"center\"><font size=\"1\">{vendor} — établissement secondaire de Nantes · siège : {v_street}, \
         {v_city} · SIRET {siret} · TVA intracommunautaire FR{key:02}{siren}</font></p>",
        vendor = escape(p.vendor),
        t1 = seed % 100,
        t2 = seed * 7 % 100,
        t3 = seed * 13 % 100,
        domain = p.vendor_domain(),
        number = escape(&p.number),
        date = fr(p.date_ymd),
        due = fr(p.due_ymd),
        customer = p.customer,
        rc = seed * 7_919 % 10_000_000,
        b1 = seed * 3 % 10_000,
        b2 = seed * 7 % 10_000,
        b3 = seed * 11 % 10_000,
        b4 = seed * 13 % 1_000,
        v_street = p.street,
        v_city = p.city,
        key = 10 + seed % 89,
    );
    document("Liberation Sans", &body)
}

/// A Spanish distributor's factura printed as plain text by its
/// management program on pre-printed stationery, in Spanish, issued by the
/// Spanish branch ("sucursal en España") of the company: the branch's name,
/// address, NIF and register entry at the top left and "FACTURA" with
/// "Número / Fecha / Página" at the right, the customer in a box drawn with
/// `+ - |` with "Cliente" and "NIF/VAT", a line of order data ("Su pedido /
/// Albarán / Agente") and one of payment ("Forma de pago / Vencimiento"),
/// items as "Artículo / Descripción / Cantidad / Precio / Dto.% / Importe"
/// between rules, on a long invoice "Suma y sigue" at the foot of a sheet
/// and "Suma anterior" at the head of the next, and the Spanish foot of the
/// invoice: a box of two rows of captions over values ("Importe bruto / Dto.
/// P.P. / Portes / Base imponible", then "% IVA / Cuota IVA / % R.E. / Cuota
/// R.E. / TOTAL FACTURA") with the equivalence surcharge left at nought as
/// the customer is no retailer under it, then at a rate of nought the exempt
/// supply and the bank account; amounts as 1.234,56 and dates as
/// 03/03/2026.
pub fn factura_distribuidor(p: &Printed) -> String {
    use Column::{Left, Right};
    const WIDTH: usize = 78;
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let es = slashed_date;
    let number = |cents: i64| grouped(cents, ".", ",");
    let cur = p.currency;
    let subtotal = cents_in(&p.subtotal);
    let total = cents_in(&p.total);
    let terms = days_from(p.date_ymd, p.due_ymd);
    let shipped = days_earlier(p.date_ymd, 1 + (seed % 4) as u32);
    let (street, town) = two_lines(p.customer_address);
    let prefix = customer_vat_prefix(p.customer_address);
    let (country, vat) = match prefix {
        Some("IE") => (
            "IRLANDA",
            format!("IE{}{:06}W", 3 + seed % 7, seed * 131 % 1_000_000),
        ),
        Some(_) => (
            "REINO UNIDO",
            format!("GB{:09}", seed * 7_001 % 1_000_000_000),
        ),
        None => ("ESTADOS UNIDOS", "-".to_string()),
    };
    let nif = format!(
        "W{:07}{}",
        100_000 + seed * 97 % 9_000_000,
        (b'A' + (seed % 10) as u8) as char
    );
    let rule = |c: char| format!("{}\n", c.to_string().repeat(WIDTH));
    let left = [
        format!("{}, Sucursal en España", p.vendor),
        "Calle de Alcalá 123, 28009 Madrid".to_string(),
        format!(
            "NIF {nif} · Tel. 91 {} {:02} {:02}",
            400 + seed % 500,
            seed * 7 % 100,
            seed * 13 % 100
        ),
        format!(
            "R.M. Madrid, T. {}, F. {}, H. M-{}",
            30_000 + seed % 9_000,
            1 + seed % 200,
            600_000 + seed * 7 % 99_999
        ),
    ];
    let right_head = |page: usize, count: usize| {
        [
            "F A C T U R A".to_string(),
            format!("Número : {}", p.number),
            format!("Fecha  : {}", es(p.date_ymd)),
            format!("Página : {} de {count}", page + 1),
        ]
    };
    let boxed = |text: &str| format!("| {text:<44} |\n");
    let customer_box = [
        format!("+{}+\n", "-".repeat(46)),
        boxed(&format!("Cliente: {}", p.customer_number)),
        boxed(p.customer),
        boxed(street),
        boxed(town),
        boxed(&format!("{country}   NIF/VAT: {vat}")),
        format!("+{}+\n", "-".repeat(46)),
    ];
    let mut order = String::new();
    if let Some(po) = &p.po {
        order.push_str(&format!("Su pedido: {po}   "));
    }
    order.push_str(&format!(
        "Albarán: A{}/{:05} de {}   Agente: {:02}",
        p.date_ymd.0 % 100,
        seed * 7 % 100_000,
        es(shipped),
        1 + seed % 12
    ));
    let payment = format!(
        "Forma de pago: Transferencia a {terms} días   Vencimiento: {}",
        es(p.due_ymd)
    );
    let columns = [Left(7), Left(27), Right(8), Right(10), Right(5), Right(11)];
    let heading = [
        rule('-'),
        text_row(
            &columns,
            &[
                "Artículo",
                "Descripción",
                "Cantidad",
                "Precio",
                "Dto.%",
                "Importe",
            ],
        ),
        rule('-'),
    ];
    let blocks: Vec<Vec<String>> = p
        .lines
        .iter()
        .map(|l| {
            let words = wrap(&l.description, 27);
            let mut out = vec![text_row(
                &columns,
                &[
                    &l.code,
                    &words[0],
                    &quantity_with(hundredths_in(&l.quantity), ","),
                    &number(cents_in(&l.unit_price)),
                    "",
                    &number(l.amount_cents),
                ],
            )];
            for more in &words[1..] {
                out.push(text_row(&columns, &["", more]));
            }
            out
        })
        .collect();
    let foot_columns = [Right(14), Right(12), Right(10), Right(16)];
    let tax_columns = [Right(8), Right(14), Right(8), Right(12), Right(24)];
    let mut ending = vec![
        rule('-'),
        "\n".to_string(),
        format!("+{}+\n", "-".repeat(WIDTH - 2)),
        format!(
            "| {:<74} |\n",
            text_row(
                &foot_columns,
                &["Importe bruto", "Dto. P.P.", "Portes", "Base imponible"]
            )
            .trim_end()
        ),
        format!(
            "| {:<74} |\n",
            text_row(
                &foot_columns,
                &[&number(subtotal), "0,00", "0,00", &number(subtotal)]
            )
            .trim_end()
        ),
        format!("|{}|\n", "-".repeat(WIDTH - 2)),
        format!(
            "| {:<74} |\n",
            text_row(
                &tax_columns,
                &[
                    "% IVA",
                    "Cuota IVA",
                    "% R.E.",
                    "Cuota R.E.",
                    "TOTAL FACTURA"
                ]
            )
            .trim_end()
        ),
        format!(
            "| {:<74} |\n",
            text_row(
                &tax_columns,
                &[
                    &format!("{},00", p.tax_rate),
                    &number(p.tax_cents),
                    "0,00",
                    "0,00",
                    &format!("{} {cur}", number(total)),
                ]
            )
            .trim_end()
        ),
        format!("+{}+\n", "-".repeat(WIDTH - 2)),
        "\n".to_string(),
    ];
    match (p.tax_rate, prefix) {
        (0, Some("IE")) => ending
            .push("Entrega intracomunitaria exenta de IVA (art. 25 Ley 37/1992).\n".to_string()),
        (0, _) => {
            ending.push("Operación exenta de IVA: exportación (art. 21 Ley 37/1992).\n".to_string())
        }
        _ => {}
    }
    ending.push(format!(
        "Domiciliación: Banco Santander · IBAN ES{:02} 0049 {:04} {:02}{:02} {:04} {:04}\n\
         BIC BSCHESMMXXX · Vencimiento único, sin recargo financiero\n",
        10 + seed % 89,
        seed * 3 % 10_000,
        seed % 100,
        seed * 7 % 100,
        seed * 11 % 10_000,
        seed * 13 % 10_000
    ));
    for line in wrap(
        "Sus datos se tratan para la gestión de la relación comercial conforme al RGPD. \
         Mercancía viaja por cuenta y riesgo del comprador salvo pacto en contrario.",
        WIDTH,
    ) {
        ending.push(format!("{line}\n"));
    }
    let upper_len = left.len().max(4) + 1 + customer_box.len() + 1 + 2 + 1;
    let heights: Vec<usize> = blocks.iter().map(Vec::len).collect();
    let pages = text_pages(
        &heights,
        upper_len + heading.len(),
        6 + heading.len(),
        3,
        ending.len() + 1,
    );
    let count = pages.len();
    let mut carried = 0;
    let mut t = String::new();
    for (page, range) in pages.iter().enumerate() {
        if page > 0 {
            t.push('\x0c');
        }
        let right = right_head(page, count);
        for (i, r) in right.iter().enumerate() {
            let l = left.get(i).map(String::as_str).unwrap_or("");
            t.push_str(&format!("{}\n", format!("{l:<52}{r}").trim_end()));
        }
        t.push('\n');
        if page == 0 {
            for line in &customer_box {
                t.push_str(&format!("{:30}{line}", ""));
            }
            t.push('\n');
            t.push_str(&format!("{order}\n{payment}\n\n"));
        } else {
            t.push_str(&format!(
                "{:50}{:>16}{:>12}\n",
                "",
                "Suma anterior:",
                number(carried)
            ));
        }
        heading.iter().for_each(|l| t.push_str(l));
        for i in range.clone() {
            blocks[i].iter().for_each(|l| t.push_str(l));
            carried += p.lines[i].amount_cents;
        }
        if page + 1 < count {
            t.push_str(&rule('-'));
            t.push_str(&format!(
                "{:50}{:>16}{:>12}\n",
                "",
                "Suma y sigue:",
                number(carried)
            ));
        } else {
            ending.iter().for_each(|l| t.push_str(l));
        }
    }
    t
}

/// A Belgian wholesaler's facture printed as plain text by its accounting
/// and invoicing package, in Belgian French, issued by the Brussels branch
/// ("succursale belge") of the company: the branch's name, address,
/// enterprise number ("TVA BE 0….….…" with "RPM Bruxelles") at the top left
/// and "FACTURE N° …" with "Date facture / Échéance / N° client" at the
/// right, the customer's address indented for a window envelope with its VAT
/// number, "Votre référence" and "Bon de livraison" on lines of their own,
/// the items as "Réf. / Désignation / Qté / Prix unit. / Montant HTVA" under
/// a rule of equals signs, on a long invoice "À reporter" at the foot of a
/// sheet and "Report" at the head of the next, "Total HTVA / TVA … % /
/// Total TVAC" at the right, at a rate of nought the exemption with its
/// article of the Belgian VAT code, the terms, and at the foot a transfer
/// form drawn in a box ("Virement européen") with the amount, the
/// beneficiary's IBAN and BIC and the structured communication
/// ("+++123/4567/89012+++"); amounts as 1.234,56 and dates as 03/03/2026.
pub fn facture_virement_be(p: &Printed) -> String {
    use Column::{Left, Right};
    const WIDTH: usize = 78;
    let seed: i64 = p.customer_number.parse().unwrap_or(0);
    let be = slashed_date;
    let number = |cents: i64| grouped(cents, ".", ",");
    let cur = p.currency;
    let subtotal = cents_in(&p.subtotal);
    let total = cents_in(&p.total);
    let terms = days_from(p.date_ymd, p.due_ymd);
    let delivered = days_earlier(p.date_ymd, (seed % 3) as u32);
    let communication = structured_reference(p);
    let enterprise = format!(
        "0{:03}.{:03}.{:03}",
        700 + seed % 300,
        seed * 7 % 1_000,
        seed * 13 % 1_000
    );
    let iban = format!(
        "BE{:02} {:04} {:04} {:04}",
        10 + seed % 89,
        3_100 + seed % 900,
        seed * 7 % 10_000,
        seed * 11 % 10_000
    );
    let (street, town) = two_lines(p.customer_address);
    let prefix = customer_vat_prefix(p.customer_address);
    let (country, vat) = match prefix {
        Some("IE") => (
            "IRLANDE",
            format!("N° TVA : IE{}{:06}W", 3 + seed % 7, seed * 131 % 1_000_000),
        ),
        Some(_) => (
            "ROYAUME-UNI",
            format!("N° TVA : GB{:09}", seed * 7_001 % 1_000_000_000),
        ),
        None => ("ÉTATS-UNIS", String::new()),
    };
    let rule = |c: char| format!("{}\n", c.to_string().repeat(WIDTH));
    let pair = |l: &str, r: &str| format!("{}\n", format!("{l:<44}{r}").trim_end());
    let head = [
        pair(p.vendor, &format!("FACTURE N° {}", p.number)),
        pair("Succursale belge", ""),
        pair(
            "Avenue Louise 250, 1050 Bruxelles",
            &format!("Date facture : {}", be(p.date_ymd)),
        ),
        pair(
            &format!("TVA BE {enterprise} - RPM Bruxelles"),
            &format!("Échéance     : {}", be(p.due_ymd)),
        ),
        pair(
            &format!(
                "Tél. 02 {} {:02} {:02}",
                500 + seed % 400,
                seed * 7 % 100,
                seed * 13 % 100
            ),
            &format!("N° client    : {}", p.customer_number),
        ),
        "\n".to_string(),
    ];
    let mut address = vec![
        "\n".to_string(),
        format!("{:40}{}\n", "", p.customer),
        format!("{:40}{}\n", "", "Service comptabilité fournisseurs"),
        format!("{:40}{street}\n", ""),
        format!("{:40}{town}\n", ""),
        format!("{:40}{country}\n", ""),
    ];
    if !vat.is_empty() {
        address.push(format!("{:40}{vat}\n", ""));
    }
    address.push("\n".to_string());
    if let Some(po) = &p.po {
        address.push(format!("Votre référence  : commande {po}\n"));
    }
    address.push(format!(
        "Bon de livraison : BL {}/{:05} du {}\n",
        p.date_ymd.0,
        seed * 3 % 100_000,
        be(delivered)
    ));
    address.push("\n".to_string());
    let columns = [Left(9), Left(32), Right(7), Right(11), Right(13)];
    let heading = [
        text_row(
            &columns,
            &["Réf.", "Désignation", "Qté", "Prix unit.", "Montant HTVA"],
        ),
        rule('='),
    ];
    let blocks: Vec<Vec<String>> = p
        .lines
        .iter()
        .map(|l| {
            let words = wrap(&l.description, 32);
            let mut out = vec![text_row(
                &columns,
                &[
                    &l.code,
                    &words[0],
                    &quantity_with(hundredths_in(&l.quantity), ","),
                    &number(cents_in(&l.unit_price)),
                    &number(l.amount_cents),
                ],
            )];
            for more in &words[1..] {
                out.push(text_row(&columns, &["", more]));
            }
            out
        })
        .collect();
    let sum = |label: &str, value: &str| format!("{:40}{label:<22}{value:>16}\n", "");
    let mut ending = vec![
        rule('-'),
        sum("Total HTVA", &number(subtotal)),
        sum(&format!("TVA {} %", p.tax_rate), &number(p.tax_cents)),
        format!("{:40}{}\n", "", "=".repeat(WIDTH - 40)),
        sum(&format!("Total TVAC {cur}"), &number(total)),
        "\n".to_string(),
    ];
    match (p.tax_rate, prefix) {
        (0, Some("IE")) => ending.push(
            "Livraison intracommunautaire exemptée - art. 39bis, al. 1er, 1° du Code TVA.\n"
                .to_string(),
        ),
        (0, _) => ending.push("Exportation exemptée - art. 39, § 1er du Code TVA.\n".to_string()),
        _ => {}
    }
    for line in wrap(
        &format!(
            "Payable à {terms} jours date de facture, soit le {} au plus tard, en mentionnant la \
             communication structurée. Nos conditions générales figurent au verso.",
            be(p.due_ymd)
        ),
        WIDTH,
    ) {
        ending.push(format!("{line}\n"));
    }
    let slip = |text: String| format!("| {text:<74} |\n");
    ending.extend([
        "\n".to_string(),
        format!("{}\n", "- ".repeat(WIDTH / 2).trim_end()),
        format!("+{}+\n", "-".repeat(WIDTH - 2)),
        slip(format!(
            "VIREMENT EUROPÉEN{:>57}",
            format!("Montant : {cur} {}", number(total))
        )),
        slip(String::new()),
        slip("Compte donneur d'ordre (IBAN) : ____________________________".to_string()),
        slip(format!("Bénéficiaire : {} - succursale belge", p.vendor)),
        slip(format!("IBAN bénéficiaire : {iban}    BIC : GEBABEBB")),
        slip(format!("Communication : {communication}")),
        format!("+{}+\n", "-".repeat(WIDTH - 2)),
    ]);
    let heights: Vec<usize> = blocks.iter().map(Vec::len).collect();
    let first = head.len() + address.len() + heading.len();
    let pages = text_pages(&heights, first, 4 + heading.len(), 3, ending.len());
    let count = pages.len();
    let mut carried = 0;
    let mut t = String::new();
    for (page, range) in pages.iter().enumerate() {
        if page == 0 {
            head.iter().for_each(|l| t.push_str(l));
            address.iter().for_each(|l| t.push_str(l));
        } else {
            t.push('\x0c');
            t.push_str(&flush_pair(
                &format!("{} - facture N° {}", p.vendor, p.number),
                &format!("page {}/{count}", page + 1),
                WIDTH,
            ));
            t.push('\n');
            t.push_str(&sum("Report", &number(carried)));
            t.push('\n');
        }
        heading.iter().for_each(|l| t.push_str(l));
        for i in range.clone() {
            blocks[i].iter().for_each(|l| t.push_str(l));
            carried += p.lines[i].amount_cents;
        }
        if page + 1 < count {
            t.push_str(&rule('-'));
            t.push_str(&sum("À reporter", &number(carried)));
        } else {
            ending.iter().for_each(|l| t.push_str(l));
        }
    }
    t
}
