//! Families printed from HTML by headless Chromium: modern CSS layouts, as
//! invoicing web apps make them.

use super::super::layout::MONTHS;
use super::printed::{Language, Printed, date_in, days_earlier, escape};

fn page(size: &str, font: &str, css: &str, body: &str) -> String {
    format!(
        "<!doctype html>\n<html><head><meta charset=\"utf-8\"><title>Invoice</title><style>\n\
         @page {{ size: {size}; margin: 16mm 15mm; }}\n\
         body {{ font-family: \"{font}\"; font-size: 10pt; color: #222; margin: 0; }}\n\
         table {{ border-collapse: collapse; }}\n{css}\n</style></head>\n<body>\n{body}\n</body></html>\n"
    )
}

/// Money as the family prints it in totals: with its currency mark, or bare with
/// the code after it when the document prints bare numbers.
fn money_or_code(bare: &str, money: &str, p: &Printed) -> String {
    if p.bare {
        format!("{bare} {}", p.currency)
    } else {
        money.to_string()
    }
}

fn rows(p: &Printed, cells: impl Fn(usize) -> Vec<(String, &'static str)>) -> String {
    (0..p.lines.len())
        .map(|i| {
            let tds: String = cells(i)
                .into_iter()
                .map(|(text, class)| format!("<td class=\"{class}\">{}</td>", escape(&text)))
                .collect();
            format!("<tr>{tds}</tr>\n")
        })
        .collect()
}

/// US letterhead: a label/value table under the title, Bill To and Ship To,
/// an item-code column, Balance Due.
pub fn letterhead(p: &Printed) -> String {
    let css = ".top { display: flex; justify-content: space-between; }\n\
        .logo { font-size: 22pt; font-weight: bold; color: #2b4c7e; }\n\
        .addr { font-size: 9pt; color: #555; margin-top: 4px; }\n\
        .title { font-size: 26pt; color: #999; text-align: right; letter-spacing: 2px; }\n\
        .meta th { text-align: right; padding: 2px 10px; font-weight: bold; }\n\
        .meta td { text-align: right; padding: 2px 0; }\n\
        .parties { display: flex; gap: 80px; margin: 28px 0 18px; }\n\
        .parties h3 { font-size: 10pt; margin: 0 0 4px; color: #2b4c7e; }\n\
        .items { width: 100%; }\n\
        .items th { background: #2b4c7e; color: white; padding: 5px; text-align: left; }\n\
        .items td { padding: 5px; border-bottom: 1px solid #ddd; }\n\
        .num { text-align: right !important; }\n\
        .totals { margin-left: auto; margin-top: 12px; }\n\
        .totals td { padding: 3px 8px; text-align: right; }\n\
        .totals .due td { font-weight: bold; font-size: 12pt; border-top: 2px solid #2b4c7e; }\n\
        .foot { margin-top: 40px; font-size: 8.5pt; color: #666; }";
    let mut meta = vec![
        ("Invoice #", p.number.clone()),
        ("Date", p.date.clone()),
        ("Due Date", p.due.clone()),
    ];
    if let Some(po) = &p.po {
        meta.push(("P.O. #", po.clone()));
    }
    if p.bare {
        meta.push(("Currency", p.currency.to_string()));
    }
    let meta: String = meta
        .into_iter()
        .map(|(label, value)| format!("<tr><th>{label}</th><td>{}</td></tr>", escape(&value)))
        .collect();
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.code.clone(), ""),
            (l.description.clone(), ""),
            (l.quantity.clone(), "num"),
            (l.unit_price.clone(), "num"),
            (l.amount_money.clone(), "num"),
        ]
    });
    let body = format!(
        "<div class=\"top\"><div><div class=\"logo\">{vendor}</div>\
         <div class=\"addr\">{street}<br>{city}<br>Phone {phone}</div></div>\
         <div><div class=\"title\">INVOICE</div><table class=\"meta\">{meta}</table></div></div>\n\
         <div class=\"parties\"><div><h3>Bill To</h3>{customer}<br>{address}</div>\
         <div><h3>Ship To</h3>{customer}<br>{address}</div></div>\n\
         <table class=\"items\"><thead><tr><th>Item</th><th>Description</th><th class=\"num\">Qty</th>\
         <th class=\"num\">Rate</th><th class=\"num\">Amount</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <table class=\"totals\"><tr><td>Subtotal</td><td>{subtotal}</td></tr>\
         <tr><td>Sales Tax ({rate}%)</td><td>{tax}</td></tr>\
         <tr class=\"due\"><td>Balance Due</td><td>{total}</td></tr></table>\n\
         <p class=\"foot\">Make all checks payable to {vendor}. Thank you for your business!</p>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        phone = p.phone,
        customer = p.customer,
        address = p.customer_address,
        subtotal = p.subtotal_money,
        rate = p.tax_rate,
        tax = p.tax_money,
        total = p.total_money,
    );
    page("letter", "Liberation Sans", css, &body)
}

/// A header table whose labels sit above their values, and the total in a
/// coloured band with the label at one end and the amount at the other.
pub fn header_grid(p: &Printed) -> String {
    let css = ".head { display: flex; justify-content: space-between; align-items: flex-start; }\n\
        h1 { font-size: 30pt; margin: 0; font-weight: normal; }\n\
        .from { text-align: right; font-size: 9pt; }\n\
        .from b { font-size: 13pt; }\n\
        .grid { width: 100%; margin: 26px 0 20px; }\n\
        .grid th { text-align: left; font-size: 8pt; color: #777; font-weight: normal; padding: 0 6px 2px 0; }\n\
        .grid td { font-size: 11pt; padding: 0 6px 0 0; }\n\
        .items { width: 100%; margin-top: 16px; }\n\
        .items th { text-align: left; border-bottom: 2px solid #333; padding: 4px; }\n\
        .items td { padding: 4px; }\n\
        .r { text-align: right !important; }\n\
        .sums { width: 45%; margin-left: auto; margin-top: 14px; }\n\
        .sums td { padding: 3px 4px; }\n\
        .band { display: flex; justify-content: space-between; background: #0f6e5c; color: white; \
                padding: 8px 10px; margin-top: 6px; font-size: 12pt; font-weight: bold; }";
    let po = p.po.clone().unwrap_or_default();
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.description.clone(), ""),
            (l.quantity.clone(), "r"),
            (l.unit_price_money.clone(), "r"),
            (l.amount_money.clone(), "r"),
        ]
    });
    let currency_note = if p.bare {
        format!("<p>All amounts in {}.</p>", p.currency)
    } else {
        String::new()
    };
    let po_header = if p.po.is_some() {
        "<th>Purchase Order</th>"
    } else {
        ""
    };
    let po_value = if p.po.is_some() {
        format!("<td>{}</td>", escape(&po))
    } else {
        String::new()
    };
    let body = format!(
        "<div class=\"head\"><h1>Invoice</h1><div class=\"from\"><b>{vendor}</b><br>{street}<br>{city}<br>VAT Reg. No. {vat}</div></div>\n\
         <table class=\"grid\"><tr><th>Invoice Number</th><th>Issue Date</th><th>Due Date</th>{po_header}</tr>\n\
         <tr><td>{number}</td><td>{date}</td><td>{due}</td>{po_value}</tr></table>\n\
         <div><b>Billed to</b><br>{customer}<br>{address}</div>\n\
         <table class=\"items\"><thead><tr><th>Description</th><th class=\"r\">Qty</th><th class=\"r\">Unit Price</th>\
         <th class=\"r\">Total</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <div class=\"sums\"><table style=\"width:100%\"><tr><td>Subtotal</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>VAT ({rate}%)</td><td class=\"r\">{tax}</td></tr></table>\
         <div class=\"band\"><span>Total</span><span>{total}</span></div></div>\n{currency_note}",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        vat = p.vat_id,
        number = escape(&p.number),
        date = p.date,
        due = p.due,
        customer = p.customer,
        address = p.customer_address,
        subtotal = p.subtotal_money,
        rate = p.tax_rate,
        tax = p.tax_money,
        total = p.total_money,
    );
    page("A4", "DejaVu Sans", css, &body)
}

/// A typewriter invoice set in a `<pre>` block: labels and values aligned with
/// spaces, line items in fixed-width columns, no rules but dashes.
pub fn preformatted(p: &Printed) -> String {
    let css = "pre { font-family: \"Liberation Mono\"; font-size: 9.5pt; line-height: 1.3; }";
    let mut text = String::new();
    text.push_str(&format!("{:^66}\n\n", "INVOICE"));
    text.push_str(&format!("{}\n{}\n{}\n\n", p.vendor, p.street, p.city));
    text.push_str(&format!("INVOICE NO: {:<24}DATE: {}\n", p.number, p.date));
    match &p.po {
        Some(po) => text.push_str(&format!("ORDER NO:   {po:<24}DUE:  {}\n", p.due)),
        None => text.push_str(&format!("{:<36}DUE:  {}\n", "", p.due)),
    }
    text.push_str(&format!("SOLD TO:    {}\n\n", p.customer));
    text.push_str(&format!(
        "{:>4}  {:<32}  {:>10}  {:>12}\n",
        "QTY", "DESCRIPTION", "UNIT PRICE", "AMOUNT"
    ));
    text.push_str(&format!(
        "{}  {}  {}  {}\n",
        "-".repeat(4),
        "-".repeat(32),
        "-".repeat(10),
        "-".repeat(12)
    ));
    for l in &p.lines {
        text.push_str(&format!(
            "{:>4}  {:<32}  {:>10}  {:>12}\n",
            l.quantity, l.description, l.unit_price, l.amount
        ));
    }
    text.push('\n');
    let rate = format!("TAX {}%", p.tax_rate);
    let total_label = format!("TOTAL {}", p.currency);
    for (label, value) in [
        ("SUBTOTAL", &p.subtotal),
        (rate.as_str(), &p.tax),
        (total_label.as_str(), &p.total),
    ] {
        text.push_str(&format!("{:40}{:<12}{:>14}\n", "", label, value));
    }
    text.push_str("\nTERMS: NET 30. PLEASE QUOTE THE INVOICE NUMBER WITH YOUR PAYMENT.\n");
    let body = format!("<pre>{}</pre>", escape(&text));
    page("letter", "Liberation Mono", css, &body)
}

/// Cards in a row, each a small label above its value; PO as "Your order"; a
/// bordered totals box.
pub fn cards(p: &Printed) -> String {
    let css = ".bar { background: #3a2e6e; color: white; padding: 14px 16px; font-size: 18pt; font-weight: bold; }\n\
        .bar small { display: block; font-size: 8.5pt; font-weight: normal; opacity: .85; }\n\
        .cards { display: flex; gap: 10px; margin: 16px 0; }\n\
        .card { flex: 1; border: 1px solid #ccc; border-radius: 4px; padding: 6px 8px; }\n\
        .card .k { font-size: 7.5pt; text-transform: uppercase; color: #666; }\n\
        .card .v { font-size: 10.5pt; font-weight: bold; margin-top: 3px; }\n\
        .items { width: 100%; }\n\
        .items th { text-align: left; background: #eee; padding: 4px 6px; }\n\
        .items td { padding: 4px 6px; border-bottom: 1px dotted #bbb; }\n\
        .r { text-align: right !important; }\n\
        .box { width: 40%; margin: 16px 0 0 auto; border: 2px solid #3a2e6e; padding: 6px 10px; }\n\
        .box div { display: flex; justify-content: space-between; padding: 2px 0; }\n\
        .box .grand { font-weight: bold; font-size: 12pt; border-top: 1px solid #3a2e6e; margin-top: 4px; padding-top: 4px; }";
    let mut cards = vec![
        ("Invoice", p.number.clone()),
        ("Invoice date", p.date.clone()),
        ("Payment due", p.due.clone()),
    ];
    if let Some(po) = &p.po {
        cards.push(("Your order", po.clone()));
    }
    let cards: String = cards
        .into_iter()
        .map(|(k, v)| {
            format!(
                "<div class=\"card\"><div class=\"k\">{k}</div><div class=\"v\">{}</div></div>",
                escape(&v)
            )
        })
        .collect();
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.description.clone(), ""),
            (l.unit_price.clone(), "r"),
            (l.quantity.clone(), "r"),
            (l.amount.clone(), "r"),
        ]
    });
    let body = format!(
        "<div class=\"bar\">{vendor}<small>{street} · {city} · VAT ID {vat}</small></div>\n\
         <div class=\"cards\">{cards}</div>\n\
         <p>Customer: {customer}, {address}</p>\n\
         <table class=\"items\"><thead><tr><th>Description</th><th class=\"r\">Unit price ({cur})</th>\
         <th class=\"r\">Qty</th><th class=\"r\">Line total ({cur})</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <div class=\"box\"><div><span>Net total</span><span>{subtotal}</span></div>\
         <div><span>VAT {rate}%</span><span>{tax}</span></div>\
         <div class=\"grand\"><span>Total</span><span>{total}</span></div></div>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        vat = p.vat_id,
        customer = p.customer,
        address = p.customer_address,
        cur = p.currency,
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = money_or_code(&p.tax, &p.tax_money, p),
        total = money_or_code(&p.total, &p.total_money, p),
    );
    page("A4", "Liberation Sans", css, &body)
}

/// The page is drawn bottom up: the document order is footer, totals, items,
/// header, and CSS reverses it. Right-aligned labels with colons; "Order ref.".
pub fn reversed(p: &Printed) -> String {
    let css = ".page { display: flex; flex-direction: column-reverse; }\n\
        .head { display: flex; justify-content: space-between; margin-bottom: 22px; }\n\
        .vendor { font-size: 16pt; font-weight: bold; text-align: right; }\n\
        .vendor div { font-size: 9pt; font-weight: normal; }\n\
        .meta td { padding: 1px 6px; }\n\
        .meta td:first-child { text-align: right; color: #555; }\n\
        .items { width: 100%; margin-bottom: 12px; }\n\
        .items th { border-top: 1px solid #000; border-bottom: 1px solid #000; padding: 4px; text-align: left; }\n\
        .items td { padding: 3px 4px; }\n\
        .r { text-align: right !important; }\n\
        .sums { margin-left: auto; }\n\
        .sums td { padding: 2px 6px; text-align: right; }\n\
        .sums tr:last-child td { font-weight: bold; border-top: 1px solid #000; }\n\
        .foot { font-size: 8pt; color: #666; margin-top: 40px; }";
    let mut meta = vec![
        ("Invoice no.:", p.number.clone()),
        ("Invoice date:", p.date.clone()),
        ("Due date:", p.due.clone()),
    ];
    if let Some(po) = &p.po {
        meta.push(("Order ref.:", po.clone()));
    }
    meta.push(("Customer no.:", p.customer_number.clone()));
    let meta: String = meta
        .into_iter()
        .map(|(k, v)| format!("<tr><td>{k}</td><td>{}</td></tr>", escape(&v)))
        .collect();
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.position.clone(), ""),
            (l.description.clone(), ""),
            (l.quantity.clone(), "r"),
            (l.unit_price.clone(), "r"),
            (l.amount.clone(), "r"),
        ]
    });
    let rate = p.tax_rate;
    let body = format!(
        "<div class=\"page\">\n\
         <div class=\"foot\">{vendor} · {street} · {city} · IBAN {iban} · VAT {vat}</div>\n\
         <table class=\"sums\"><tr><td>Subtotal</td><td>{subtotal}</td></tr><tr><td>VAT {rate} %</td><td>{tax}</td></tr>\
         <tr><td>Amount payable</td><td>{total}</td></tr></table>\n\
         <table class=\"items\"><thead><tr><th>Pos.</th><th>Description</th><th class=\"r\">Quantity</th>\
         <th class=\"r\">Unit price</th><th class=\"r\">Amount ({cur})</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <div class=\"head\"><div><h2>Invoice</h2><p>{customer}<br>{address}</p></div>\
         <div><div class=\"vendor\">{vendor}<div>{street}<br>{city}</div></div><table class=\"meta\">{meta}</table></div></div>\n\
         </div>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        iban = p.iban,
        vat = p.vat_id,
        customer = p.customer,
        address = p.customer_address,
        cur = p.currency,
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        tax = money_or_code(&p.tax, &p.tax_money, p),
        total = money_or_code(&p.total, &p.total_money, p),
    );
    page("A4", "Liberation Serif", css, &body)
}

/// Quantity first in the table; the amount due split across two
/// coloured boxes, its label in one and the amount in the other.
pub fn band_split(p: &Printed) -> String {
    let css = ".head { display: flex; justify-content: space-between; }\n\
        .vendor { font-size: 19pt; font-weight: bold; }\n\
        .meta { display: grid; grid-template-columns: auto auto; gap: 2px 14px; font-size: 9.5pt; }\n\
        .meta span:nth-child(odd) { color: #666; }\n\
        h2 { text-align: right; margin: 0 0 6px; color: #b03a2e; }\n\
        .items { width: 100%; margin-top: 26px; }\n\
        .items th { text-align: left; border-bottom: 1px solid #b03a2e; padding: 4px; color: #b03a2e; }\n\
        .items td { padding: 4px; }\n\
        .r { text-align: right !important; }\n\
        .sums { width: 50%; margin: 14px 0 0 auto; display: grid; grid-template-columns: 1fr auto; gap: 3px 0; }\n\
        .sums span { padding: 2px 8px; }\n\
        .sums .r { text-align: right; }\n\
        .due { display: flex; margin-top: 10px; gap: 6px; }\n\
        .due .label { flex: 1; background: #f3d9d6; padding: 9px; font-weight: bold; }\n\
        .due .amount { width: 150px; background: #b03a2e; color: white; padding: 9px; text-align: right; font-weight: bold; font-size: 12pt; }";
    let mut meta = vec![
        ("Invoice number", p.number.clone()),
        ("Invoice date", p.date.clone()),
        ("Due date", p.due.clone()),
    ];
    if let Some(po) = &p.po {
        meta.push(("PO number", po.clone()));
    }
    let meta: String = meta
        .into_iter()
        .map(|(k, v)| format!("<span>{k}</span><span>{}</span>", escape(&v)))
        .collect();
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.quantity.clone(), ""),
            (l.description.clone(), ""),
            (l.unit_price_money.clone(), "r"),
            (l.amount_money.clone(), "r"),
        ]
    });
    let body = format!(
        "<div class=\"head\"><div><div class=\"vendor\">{vendor}</div>{street}<br>{city}</div>\
         <div><h2>INVOICE</h2><div class=\"meta\">{meta}</div></div></div>\n\
         <p><b>Invoice to:</b> {customer}, {address}</p>\n\
         <table class=\"items\"><thead><tr><th>Qty</th><th>Description</th><th class=\"r\">Unit price</th>\
         <th class=\"r\">Amount</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <div class=\"sums\"><span>Subtotal</span><span class=\"r\">{subtotal}</span>\
         <span>Sales tax {rate}%</span><span class=\"r\">{tax}</span></div>\n\
         <div class=\"due\"><div class=\"label\">Amount due</div><div class=\"amount\">{total}</div></div>\n\
         <p style=\"font-size:8pt;color:#666;margin-top:30px\">Questions? Call {phone}.</p>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        customer = p.customer,
        address = p.customer_address,
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = money_or_code(&p.tax, &p.tax_money, p),
        total = money_or_code(&p.total, &p.total_money, p),
        phone = p.phone,
    );
    page("letter", "DejaVu Sans", css, &body)
}

/// A European letter: sender line, address, and a bordered
/// reference block where the order reference sits next to the customer number.
pub fn reference_block(p: &Printed) -> String {
    let css = ".sender { font-size: 7pt; text-decoration: underline; margin-top: 30px; }\n\
        .logo { position: absolute; top: 0; right: 0; font-size: 17pt; font-weight: bold; color: #444; }\n\
        .refs { width: 100%; border: 1px solid #888; margin: 26px 0 10px; }\n\
        .refs td { padding: 4px 8px; font-size: 9pt; }\n\
        .items { width: 100%; margin-top: 14px; }\n\
        .items th { background: #ddd; padding: 4px; text-align: left; font-size: 9pt; }\n\
        .items td { padding: 3px 4px; border-bottom: 1px solid #eee; }\n\
        .r { text-align: right !important; }\n\
        .sums { margin: 10px 0 0 auto; }\n\
        .sums td { padding: 2px 6px; }\n\
        .sums tr:last-child td { font-weight: bold; border-top: 1px double #000; }";
    let po = match &p.po {
        Some(po) => format!("<td>Order ref.: {}</td>", escape(po)),
        None => String::new(),
    };
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.position.clone(), ""),
            (l.description.clone(), ""),
            (l.quantity.clone(), "r"),
            (l.unit.to_string(), ""),
            (l.unit_price.clone(), "r"),
            (l.amount.clone(), "r"),
        ]
    });
    let rate = p.tax_rate;
    let body = format!(
        "<div style=\"position:relative\"><div class=\"logo\">{vendor}</div>\n\
         <div class=\"sender\">{vendor} · {street} · {city}</div>\n\
         <p>{customer}<br>{address}</p></div>\n\
         <table class=\"refs\"><tr><td>Customer No.: {customer_no}</td>{po}<td>Invoice No.: {number}</td>\
         <td>Date: {date}</td></tr></table>\n\
         <h3>Invoice</h3><p>Due date: {due}</p>\n\
         <table class=\"items\"><thead><tr><th>No.</th><th>Article</th><th class=\"r\">Quantity</th><th>Unit</th>\
         <th class=\"r\">Unit price</th><th class=\"r\">Amount</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <table class=\"sums\"><tr><td>Total excl. VAT</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>VAT {rate} %</td><td class=\"r\">{tax}</td></tr>\
         <tr><td>Total incl. VAT</td><td class=\"r\">{total}</td></tr></table>\n\
         <p style=\"font-size:8pt;margin-top:30px\">Bank: IBAN {iban} · VAT ID {vat}</p>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        customer = p.customer,
        address = p.customer_address,
        customer_no = p.customer_number,
        number = escape(&p.number),
        date = p.date,
        due = p.due,
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        tax = money_or_code(&p.tax, &p.tax_money, p),
        total = money_or_code(&p.total, &p.total_money, p),
        iban = p.iban,
        vat = p.vat_id,
    );
    page("A4", "Liberation Sans", css, &body)
}

/// A CSS grid of letter-spaced capital labels above their values,
/// and the totals in a dark box.
pub fn spaced_grid(p: &Printed) -> String {
    let css = ".vendor { font-size: 24pt; font-weight: bold; letter-spacing: 1px; }\n\
        .grid { display: grid; grid-template-columns: repeat(4, 1fr); margin: 30px 0 24px; row-gap: 3px; }\n\
        .k { font-size: 7pt; letter-spacing: 1.5px; color: #888; text-transform: uppercase; }\n\
        .v { font-size: 11pt; }\n\
        .items { width: 100%; }\n\
        .items th { text-align: left; font-size: 7.5pt; letter-spacing: 1px; text-transform: uppercase; \
                    color: #888; border-bottom: 1px solid #ccc; padding: 4px; }\n\
        .items td { padding: 6px 4px; border-bottom: 1px solid #f0f0f0; }\n\
        .r { text-align: right !important; }\n\
        .dark { background: #222; color: #eee; width: 45%; margin: 18px 0 0 auto; padding: 10px 14px; }\n\
        .dark div { display: flex; justify-content: space-between; padding: 2px 0; }\n\
        .dark .big { font-size: 14pt; font-weight: bold; color: white; margin-top: 6px; }";
    let mut labels = vec![
        ("Invoice No.", p.number.clone()),
        ("Date issued", p.date.clone()),
        ("Due date", p.due.clone()),
    ];
    if let Some(po) = &p.po {
        labels.push(("PO Number", po.clone()));
    }
    let keys: String = labels
        .iter()
        .map(|(k, _)| format!("<div class=\"k\">{k}</div>"))
        .collect();
    let values: String = labels
        .iter()
        .map(|(_, v)| format!("<div class=\"v\">{}</div>", escape(v)))
        .collect();
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.description.clone(), ""),
            (l.quantity.clone(), "r"),
            (l.unit_price_money.clone(), "r"),
            (l.amount_money.clone(), "r"),
        ]
    });
    let body = format!(
        "<div class=\"vendor\">{vendor}</div><div>{street}, {city} · VAT Reg. {vat}</div>\n\
         <div class=\"grid\">{keys}{values}</div>\n\
         <p><span class=\"k\">Billed to</span><br>{customer}<br>{address}</p>\n\
         <table class=\"items\"><thead><tr><th>Item</th><th class=\"r\">Qty</th><th class=\"r\">Price</th>\
         <th class=\"r\">Amount</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <div class=\"dark\"><div><span>Subtotal</span><span>{subtotal}</span></div>\
         <div><span>VAT {rate}%</span><span>{tax}</span></div>\
         <div class=\"big\"><span>TOTAL DUE</span><span>{total}</span></div></div>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        vat = p.vat_id,
        customer = p.customer,
        address = p.customer_address,
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = money_or_code(&p.tax, &p.tax_money, p),
        total = money_or_code(&p.total, &p.total_money, p),
    );
    page("A4", "DejaVu Sans", css, &body)
}

/// A billing-app invoice: a key/value list, the amount due repeated in a
/// headline sentence, and both "Total" and "Amount due" under the items.
pub fn billing_app(p: &Printed) -> String {
    let css = "h1 { font-size: 20pt; margin: 0 0 14px; }\n\
        .top { display: flex; justify-content: space-between; }\n\
        dl { display: grid; grid-template-columns: 120px auto; gap: 3px 8px; margin: 0; }\n\
        dt { color: #687385; }\n dd { margin: 0; }\n\
        .brand { text-align: right; font-weight: bold; font-size: 13pt; }\n\
        .brand div { font-weight: normal; font-size: 9pt; color: #687385; }\n\
        .headline { font-size: 16pt; font-weight: bold; margin: 26px 0 4px; }\n\
        .items { width: 100%; margin-top: 22px; }\n\
        .items th { color: #687385; font-weight: normal; text-align: left; border-bottom: 1px solid #ccc; padding: 4px 0; }\n\
        .items td { padding: 8px 0; border-bottom: 1px solid #eee; }\n\
        .r { text-align: right !important; }\n\
        .sums { width: 55%; margin: 10px 0 0 auto; }\n\
        .sums td { padding: 4px 0; border-bottom: 1px solid #eee; }\n\
        .sums tr:last-child td { font-weight: bold; }";
    let mut dl = vec![
        ("Invoice number", p.number.clone()),
        ("Date of issue", p.date.clone()),
        ("Date due", p.due.clone()),
    ];
    if let Some(po) = &p.po {
        dl.push(("Purchase order", po.clone()));
    }
    let dl: String = dl
        .into_iter()
        .map(|(k, v)| format!("<dt>{k}</dt><dd>{}</dd>", escape(&v)))
        .collect();
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.description.clone(), ""),
            (l.quantity.clone(), "r"),
            (l.unit_price_money.clone(), "r"),
            (l.amount_money.clone(), "r"),
        ]
    });
    let total = money_or_code(&p.total, &p.total_money, p);
    let body = format!(
        "<div class=\"top\"><div><h1>Invoice</h1><dl>{dl}</dl></div>\
         <div class=\"brand\">{vendor}<div>{street}<br>{city}<br>{phone}</div></div></div>\n\
         <p><b>Bill to</b><br>{customer}<br>{address}</p>\n\
         <div class=\"headline\">{total} due {due}</div>\n\
         <table class=\"items\"><thead><tr><th>Description</th><th class=\"r\">Qty</th><th class=\"r\">Unit price</th>\
         <th class=\"r\">Amount</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <table class=\"sums\"><tr><td>Subtotal</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Tax ({rate}%)</td><td class=\"r\">{tax}</td></tr>\
         <tr><td>Total</td><td class=\"r\">{total}</td></tr>\
         <tr><td>Amount due</td><td class=\"r\">{total}</td></tr></table>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        phone = p.phone,
        customer = p.customer,
        address = p.customer_address,
        due = p.due,
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = money_or_code(&p.tax, &p.tax_money, p),
    );
    page("letter", "Liberation Sans", css, &body)
}

/// A German-style letter in English: the reference lines right of the address
/// (invoice, delivery date, customer number, "Your order"), a unit column and
/// "plus VAT" totals.
pub fn din_letter(p: &Printed) -> String {
    let css = ".head { display: flex; justify-content: space-between; margin-top: 10px; }\n\
        .logo { text-align: right; font-size: 15pt; font-weight: bold; color: #1f5f8b; margin-bottom: 24px; }\n\
        .sender { font-size: 7pt; color: #555; border-bottom: 1px solid #999; margin-bottom: 4px; }\n\
        .refs { font-size: 9pt; }\n .refs td { padding: 1px 0 1px 14px; }\n\
        h2 { font-size: 13pt; margin: 30px 0 10px; }\n\
        .items { width: 100%; font-size: 9.5pt; }\n\
        .items th { border-bottom: 1px solid #1f5f8b; text-align: left; padding: 4px 3px; }\n\
        .items td { padding: 3px; vertical-align: top; }\n\
        .r { text-align: right !important; }\n\
        .sums { margin: 10px 0 0 auto; font-size: 9.5pt; }\n\
        .sums td { padding: 2px 3px; }\n\
        .sums tr:last-child td { font-weight: bold; border-top: 1px solid #000; border-bottom: 3px double #000; }";
    let mut refs = vec![
        ("Invoice no.", p.number.clone()),
        ("Invoice date", p.date.clone()),
        ("Delivery date", p.date.clone()),
        ("Customer no.", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        refs.push(("Your order", po.clone()));
    }
    let refs: String = refs
        .into_iter()
        .map(|(k, v)| format!("<tr><td>{k}</td><td>{}</td></tr>", escape(&v)))
        .collect();
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.position.clone(), ""),
            (l.quantity.clone(), "r"),
            (l.unit.to_string(), ""),
            (l.description.clone(), ""),
            (l.unit_price.clone(), "r"),
            (l.amount.clone(), "r"),
        ]
    });
    let rate = p.tax_rate;
    let body = format!(
        "<div class=\"logo\">{vendor}</div>\n\
         <div class=\"head\"><div><div class=\"sender\">{vendor}, {street}, {city}</div>{customer}<br>{address}</div>\
         <table class=\"refs\">{refs}</table></div>\n\
         <h2>Invoice</h2><p>Payable without deduction by {due}.</p>\n\
         <table class=\"items\"><thead><tr><th>Pos</th><th class=\"r\">Qty</th><th>Unit</th><th>Description</th>\
         <th class=\"r\">Unit price</th><th class=\"r\">Total</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <table class=\"sums\"><tr><td>Net amount</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>plus {rate} % VAT</td><td class=\"r\">{tax}</td></tr>\
         <tr><td>Invoice amount</td><td class=\"r\">{total}</td></tr></table>\n\
         <p style=\"font-size:7.5pt;color:#555;margin-top:40px\">{vendor} · VAT ID {vat} · IBAN {iban}</p>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        customer = p.customer,
        address = p.customer_address,
        due = p.due,
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        tax = money_or_code(&p.tax, &p.tax_money, p),
        total = money_or_code(&p.total, &p.total_money, p),
        vat = p.vat_id,
        iban = p.iban,
    );
    page("A4", "DejaVu Serif", css, &body)
}

/// A dark sidebar holding the vendor and the invoice data as stacked labels
/// and values, beside a main column with the items and a balance band.
pub fn sidebar(p: &Printed) -> String {
    let css = ".wrap { display: flex; gap: 22px; }\n\
        .side { width: 160px; background: #263238; color: #eceff1; padding: 16px 12px; min-height: 240mm; }\n\
        .side .name { font-size: 14pt; font-weight: bold; margin-bottom: 6px; }\n\
        .side .k { font-size: 7.5pt; color: #90a4ae; margin-top: 14px; }\n\
        .side .v { font-size: 10pt; }\n\
        .main { flex: 1; }\n\
        h1 { font-size: 26pt; font-weight: 300; margin: 6px 0 18px; color: #263238; }\n\
        .items { width: 100%; margin-top: 18px; }\n\
        .items th { background: #eceff1; text-align: left; padding: 5px; }\n\
        .items td { padding: 5px; border-bottom: 1px solid #eceff1; }\n\
        .r { text-align: right !important; }\n\
        .sums { width: 60%; margin: 12px 0 0 auto; }\n\
        .sums div { display: flex; justify-content: space-between; padding: 3px 5px; }\n\
        .sums .band { background: #ffb300; font-weight: bold; font-size: 12pt; margin-top: 6px; padding: 8px 5px; }";
    let mut side = format!(
        "<div class=\"name\">{}</div><div>{}<br>{}</div>",
        escape(p.vendor),
        p.street,
        p.city
    );
    let mut fields = vec![
        ("Invoice No.", p.number.clone()),
        ("Issued", p.date.clone()),
        ("Due", p.due.clone()),
    ];
    if let Some(po) = &p.po {
        fields.push(("PO No.", po.clone()));
    }
    for (k, v) in fields {
        side.push_str(&format!(
            "<div class=\"k\">{k}</div><div class=\"v\">{}</div>",
            escape(&v)
        ));
    }
    side.push_str(&format!(
        "<div class=\"k\">VAT Reg.</div><div class=\"v\">{}</div>",
        p.vat_id
    ));
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.description.clone(), ""),
            (l.quantity.clone(), "r"),
            (l.unit_price.clone(), "r"),
            (l.amount_money.clone(), "r"),
        ]
    });
    let body = format!(
        "<div class=\"wrap\"><div class=\"side\">{side}</div><div class=\"main\"><h1>Invoice</h1>\
         <p><b>Bill to</b><br>{customer}<br>{address}</p>\n\
         <table class=\"items\"><thead><tr><th>Description</th><th class=\"r\">Qty</th><th class=\"r\">Unit price</th>\
         <th class=\"r\">Amount</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <div class=\"sums\"><div><span>Subtotal</span><span>{subtotal}</span></div>\
         <div><span>VAT {rate}%</span><span>{tax}</span></div>\
         <div class=\"band\"><span>Balance due</span><span>{total}</span></div></div></div></div>",
        customer = p.customer,
        address = p.customer_address,
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = money_or_code(&p.tax, &p.tax_money, p),
        total = money_or_code(&p.total, &p.total_money, p),
    );
    page("A4", "Liberation Sans", css, &body)
}

/// A single left-aligned column: the number in the heading, the dates and the
/// order on one line between middle dots.
pub fn minimal(p: &Printed) -> String {
    let css = "body { max-width: 150mm; }\n\
        .vendor { font-weight: bold; }\n\
        h2 { font-weight: normal; font-size: 17pt; margin: 28px 0 6px; }\n\
        .meta { color: #555; margin-bottom: 22px; }\n\
        .items { width: 100%; }\n\
        .items th { text-align: left; font-weight: normal; color: #777; padding: 3px 0; }\n\
        .items td { padding: 3px 0; }\n\
        .r { text-align: right !important; }\n\
        .sums { margin: 14px 0 0 auto; }\n .sums td { padding: 2px 0 2px 30px; }";
    let mut meta = vec![format!("Issued: {}", p.date), format!("Due: {}", p.due)];
    if let Some(po) = &p.po {
        meta.push(format!("PO: {}", escape(po)));
    }
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.description.clone(), ""),
            (l.quantity.clone(), "r"),
            (l.unit_price.clone(), "r"),
            (l.amount.clone(), "r"),
        ]
    });
    let body = format!(
        "<div class=\"vendor\">{vendor}</div><div>{street}, {city}</div>\n\
         <h2>Invoice {number}</h2><div class=\"meta\">{meta}</div>\n\
         <p>For {customer}, {address}</p>\n\
         <table class=\"items\"><thead><tr><th>Item</th><th class=\"r\">Quantity</th><th class=\"r\">Price</th>\
         <th class=\"r\">Total</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <table class=\"sums\"><tr><td>Net</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>VAT</td><td class=\"r\">{tax}</td></tr><tr><td><b>Total</b></td><td class=\"r\"><b>{total}</b></td></tr></table>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        number = escape(&p.number),
        meta = meta.join(" · "),
        customer = p.customer,
        address = p.customer_address,
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        tax = money_or_code(&p.tax, &p.tax_money, p),
        total = money_or_code(&p.total, &p.total_money, p),
    );
    page("A4", "Liberation Sans", css, &body)
}

/// A dark header band with the vendor and "Invoice #number", services billed
/// by the hour.
pub fn dark_header(p: &Printed) -> String {
    let css = ".band { background: #1b1b2f; color: white; padding: 18px; display: flex; justify-content: space-between; }\n\
        .band .v { font-size: 17pt; font-weight: bold; }\n\
        .band .n { font-size: 13pt; text-align: right; }\n\
        .meta { margin: 16px 0 0 auto; }\n .meta td { padding: 2px 6px; }\n\
        .items { width: 100%; margin-top: 20px; }\n\
        .items th { text-align: left; border-bottom: 2px solid #1b1b2f; padding: 5px; }\n\
        .items td { padding: 5px; border-bottom: 1px solid #ddd; }\n\
        .r { text-align: right !important; }\n\
        .sums { margin: 12px 0 0 auto; }\n .sums td { padding: 3px 6px; }\n\
        .sums .due td { background: #1b1b2f; color: white; font-weight: bold; }";
    let mut meta = vec![("Issue date", p.date.clone()), ("Due date", p.due.clone())];
    if let Some(po) = &p.po {
        meta.push(("PO #", po.clone()));
    }
    let meta: String = meta
        .into_iter()
        .map(|(k, v)| format!("<tr><td>{k}</td><td class=\"r\">{}</td></tr>", escape(&v)))
        .collect();
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.description.clone(), ""),
            (l.quantity.clone(), "r"),
            (l.unit_price_money.clone(), "r"),
            (l.amount_money.clone(), "r"),
        ]
    });
    let body = format!(
        "<div class=\"band\"><div><div class=\"v\">{vendor}</div>{street}, {city}</div>\
         <div class=\"n\">Invoice #{number}</div></div>\n\
         <table class=\"meta\">{meta}</table>\n\
         <p><b>Client:</b> {customer}<br>{address}</p>\n\
         <table class=\"items\"><thead><tr><th>Service</th><th class=\"r\">Hours</th><th class=\"r\">Rate</th>\
         <th class=\"r\">Amount</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <table class=\"sums\"><tr><td>Subtotal</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Sales tax</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"due\"><td>Total due</td><td class=\"r\">{total}</td></tr></table>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        number = escape(&p.number),
        customer = p.customer,
        address = p.customer_address,
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        tax = money_or_code(&p.tax, &p.tax_money, p),
        total = money_or_code(&p.total, &p.total_money, p),
    );
    page("letter", "DejaVu Sans", css, &body)
}

/// Boxes with a label above each value, the order reference on its own
/// line, and the total in a box with its label above the amount.
pub fn total_box(p: &Printed) -> String {
    let css = ".vendor { font-size: 20pt; font-weight: bold; color: #6a1b9a; }\n\
        .boxes { display: flex; gap: 12px; margin: 24px 0 10px; }\n\
        .box { border: 1px solid #6a1b9a; padding: 6px 10px; min-width: 110px; }\n\
        .box .k { font-size: 8pt; color: #6a1b9a; }\n\
        .items { width: 100%; margin-top: 16px; }\n\
        .items th { text-align: left; background: #f3e5f5; padding: 5px; }\n\
        .items td { padding: 5px; }\n\
        .r { text-align: right !important; }\n\
        .bottom { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 16px; }\n\
        .sums td { padding: 2px 8px; }\n\
        .pay { border: 2px solid #6a1b9a; padding: 10px 16px; text-align: right; }\n\
        .pay .k { font-size: 9pt; }\n .pay .v { font-size: 16pt; font-weight: bold; }";
    let boxes: String = [
        ("Invoice date", p.date.clone()),
        ("Invoice no.", p.number.clone()),
        ("Payment due", p.due.clone()),
    ]
    .into_iter()
    .map(|(k, v)| {
        format!(
            "<div class=\"box\"><div class=\"k\">{k}</div><div>{}</div></div>",
            escape(&v)
        )
    })
    .collect();
    let reference = match &p.po {
        Some(po) => format!("<p>Order reference: {}</p>", escape(po)),
        None => String::new(),
    };
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.description.clone(), ""),
            (l.quantity.clone(), "r"),
            (l.unit_price_money.clone(), "r"),
            (l.amount_money.clone(), "r"),
        ]
    });
    let body = format!(
        "<div class=\"vendor\">{vendor}</div><div>{street} · {city} · VAT {vat}</div>\n\
         <div class=\"boxes\">{boxes}</div>{reference}\n\
         <p>Invoice to {customer}, {address}</p>\n\
         <table class=\"items\"><thead><tr><th>Product</th><th class=\"r\">Qty</th><th class=\"r\">Unit cost</th>\
         <th class=\"r\">Total</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <div class=\"bottom\"><table class=\"sums\"><tr><td>Subtotal</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>VAT {rate}%</td><td class=\"r\">{tax}</td></tr></table>\
         <div class=\"pay\"><div class=\"k\">Total to pay</div><div class=\"v\">{total}</div></div></div>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        vat = p.vat_id,
        customer = p.customer,
        address = p.customer_address,
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = money_or_code(&p.tax, &p.tax_money, p),
        total = money_or_code(&p.total, &p.total_money, p),
    );
    page("A4", "Liberation Sans", css, &body)
}

/// A ruled table of labels in one row with their values in the row beneath.
fn labels_above(class: &str, fields: &[(&str, String)]) -> String {
    let labels: String = fields
        .iter()
        .map(|(k, _)| format!("<th>{k}</th>"))
        .collect();
    let values: String = fields
        .iter()
        .map(|(_, v)| format!("<td>{}</td>", escape(v)))
        .collect();
    format!("<table class=\"{class}\"><tr>{labels}</tr><tr>{values}</tr></table>")
}

/// A page footer in the bottom margin of every page: CSS margin boxes, which
/// Chromium repeats on each printed page. They inherit nothing from the body.
fn page_footer(font: &str, boxes: &[(&str, String)]) -> String {
    let boxes: String = boxes
        .iter()
        .map(|(position, content)| {
            format!(
                "  @{position} {{ content: {content}; font-family: \"{font}\"; font-size: 7.5pt; color: #555; white-space: pre; }}\n"
            )
        })
        .collect();
    format!("@page {{ margin-bottom: 24mm;\n{boxes}}}")
}

/// A US invoice with a ruled header table whose labels sit above their
/// values, and a remittance stub to detach and return with the payment;
/// the page footer counts pages.
pub fn remittance_stub(p: &Printed) -> String {
    let footer = page_footer(
        "Liberation Sans",
        &[(
            "bottom-right",
            format!(
                "\"Invoice {} \\2014  Page \" counter(page) \" of \" counter(pages)",
                p.number
            ),
        )],
    );
    let css = format!(
        ".top {{ display: flex; justify-content: space-between; }}\n\
        .vendor {{ font-size: 17pt; font-weight: bold; color: #1d3557; }}\n\
        h1 {{ font-size: 20pt; margin: 0; color: #1d3557; text-align: right; letter-spacing: 3px; }}\n\
        .head {{ width: 100%; margin: 20px 0 16px; }}\n\
        .head th {{ background: #e4ebf5; border: 1px solid #8fa3bf; font-size: 8pt; text-align: center; padding: 3px; }}\n\
        .head td {{ border: 1px solid #8fa3bf; text-align: center; padding: 5px 3px; }}\n\
        .items {{ width: 100%; margin-top: 14px; }}\n\
        .items th {{ border-bottom: 1.5px solid #1d3557; text-align: left; padding: 4px; font-size: 9pt; }}\n\
        .items td {{ padding: 4px; border-bottom: 1px solid #e6e6e6; }}\n\
        .r {{ text-align: right !important; }}\n\
        .sums {{ margin: 10px 0 0 auto; }}\n .sums td {{ padding: 2px 6px; }}\n\
        .sums tr:last-child td {{ font-weight: bold; border-top: 1.5px solid #1d3557; }}\n\
        .notes {{ font-size: 8.5pt; color: #444; margin-top: 18px; }}\n\
        .stub {{ break-inside: avoid; border-top: 1px dashed #777; margin-top: 30px; padding-top: 4px; }}\n\
        .stub .cut {{ font-size: 7.5pt; color: #777; text-align: center; margin-bottom: 10px; }}\n\
        .stub .cols {{ display: flex; justify-content: space-between; }}\n\
        .stub table td {{ padding: 2px 8px; }}\n .stub .blank {{ border-bottom: 1px solid #000; width: 110px; }}\n\
        {footer}"
    );
    let mut head = vec![
        ("Invoice No.", p.number.clone()),
        ("Bill Date", p.date.clone()),
        ("Customer ID", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        head.push(("P.O. Number", po.clone()));
    }
    head.extend([
        ("Terms", "Net 30".to_string()),
        ("Payment Due", p.due.clone()),
    ]);
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.position.clone(), ""),
            (l.description.clone(), ""),
            (l.quantity.clone(), "r"),
            (l.unit_price_money.clone(), "r"),
            (l.amount_money.clone(), "r"),
        ]
    });
    let total = money_or_code(&p.total, &p.total_money, p);
    let body = format!(
        "<div class=\"top\"><div><div class=\"vendor\">{vendor}</div>{street}<br>{city}</div><h1>INVOICE</h1></div>\n\
         {head}\n\
         <p><b>Bill To</b><br>{customer}<br>{address}</p>\n\
         <table class=\"items\"><thead><tr><th>Line</th><th>Description</th><th class=\"r\">Qty</th>\
         <th class=\"r\">Unit Price</th><th class=\"r\">Amount</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <table class=\"sums\"><tr><td>Subtotal</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Sales Tax ({rate}%)</td><td class=\"r\">{tax}</td></tr>\
         <tr><td>Amount Due</td><td class=\"r\">{total}</td></tr></table>\n\
         <p class=\"notes\"><b>Notes</b><br>Thank you for your order. Balances unpaid after the due date \
         are subject to a finance charge of 1.5% per month.</p>\n\
         <div class=\"stub\"><div class=\"cut\">Please detach and return this portion with your payment</div>\
         <div class=\"cols\"><div><b>Remit To</b><br>{vendor}<br>Accounts Receivable<br>{street}<br>{city}</div>\
         <table><tr><td>Customer ID</td><td>{customer_no}</td></tr><tr><td>Invoice No.</td><td>{number}</td></tr>\
         <tr><td>Payment Due</td><td>{due}</td></tr><tr><td><b>Amount Due</b></td><td><b>{total}</b></td></tr>\
         <tr><td>Amount Enclosed</td><td class=\"blank\"></td></tr></table></div></div>",
        head = labels_above("head", &head),
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        customer = p.customer,
        address = p.customer_address,
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = money_or_code(&p.tax, &p.tax_money, p),
        customer_no = p.customer_number,
        number = escape(&p.number),
        due = p.due,
    );
    page("letter", "Liberation Sans", &css, &body)
}

/// A European invoice whose amount due stands in a coloured card at the top,
/// a reference block with the order reference beside the customer number, a
/// VAT column in the items, and the company details in a three-part footer
/// on every page.
pub fn summary_card(p: &Printed) -> String {
    let footer = page_footer(
        "DejaVu Sans",
        &[
            (
                "bottom-left",
                format!("\"{}\\A {}\\A {}\"", p.vendor, p.street, p.city),
            ),
            (
                "bottom-center",
                format!("\"IBAN {}\\A VAT ID {}\"", p.iban, p.vat_id),
            ),
            (
                "bottom-right",
                "\"Page \" counter(page) \" / \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        ".top {{ display: flex; justify-content: space-between; align-items: flex-start; }}\n\
        .vendor {{ font-size: 18pt; font-weight: bold; color: #134e4a; }}\n\
        .card {{ background: #134e4a; color: #f0fdfa; padding: 10px 16px; width: 62mm; border-radius: 6px; }}\n\
        .card .k {{ font-size: 8pt; text-transform: uppercase; letter-spacing: 1px; opacity: .8; }}\n\
        .card .amount {{ font-size: 17pt; font-weight: bold; margin: 2px 0 6px; }}\n\
        .to {{ margin: 18px 0; }}\n\
        h2 {{ font-size: 14pt; margin: 18px 0 8px; }}\n\
        .refs {{ width: 100%; background: #f0fdfa; margin-bottom: 16px; }}\n\
        .refs td {{ padding: 4px 8px; }}\n .refs .k {{ color: #555; width: 22%; }}\n\
        .items {{ width: 100%; font-size: 9.5pt; }}\n\
        .items th {{ text-align: left; border-bottom: 1px solid #134e4a; padding: 4px 3px; }}\n\
        .items td {{ padding: 4px 3px; border-bottom: 1px solid #eee; }}\n\
        .r {{ text-align: right !important; }}\n\
        .sums {{ margin: 10px 0 0 auto; }}\n .sums td {{ padding: 2px 4px 2px 24px; }}\n\
        .sums tr:last-child td {{ font-weight: bold; border-top: 1px solid #134e4a; }}\n\
        {footer}"
    );
    let total = money_or_code(&p.total, &p.total_money, p);
    let order = match &p.po {
        Some(po) => format!("<td class=\"k\">Order ref.</td><td>{}</td>", escape(po)),
        None => "<td></td><td></td>".to_string(),
    };
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.position.clone(), ""),
            (l.description.clone(), ""),
            (l.quantity.clone(), "r"),
            (l.unit.to_string(), ""),
            (l.unit_price.clone(), "r"),
            (format!("{} %", p.tax_rate), "r"),
            (l.amount.clone(), "r"),
        ]
    });
    let body = format!(
        "<div class=\"top\"><div><div class=\"vendor\">{vendor}</div>{street} · {city}</div>\
         <div class=\"card\"><div class=\"k\">Amount due</div><div class=\"amount\">{total}</div>\
         Payment due {due}</div></div>\n\
         <div class=\"to\">{customer}<br>{address}</div>\n\
         <h2>Invoice</h2>\n\
         <table class=\"refs\"><tr><td class=\"k\">Invoice number</td><td>{number}</td>\
         <td class=\"k\">Invoice date</td><td>{date}</td></tr>\
         <tr><td class=\"k\">Customer number</td><td>{customer_no}</td>{order}</tr></table>\n\
         <table class=\"items\"><thead><tr><th>Pos.</th><th>Description</th><th class=\"r\">Qty</th><th>Unit</th>\
         <th class=\"r\">Unit price</th><th class=\"r\">VAT</th><th class=\"r\">Amount ({cur})</th></tr></thead>\
         <tbody>\n{items}</tbody></table>\n\
         <table class=\"sums\"><tr><td>Net amount</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>VAT {rate} %</td><td class=\"r\">{tax}</td></tr>\
         <tr><td>Total amount</td><td class=\"r\">{total}</td></tr></table>\n\
         <p>Please transfer the amount due by {due}, quoting the invoice number.</p>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        due = p.due,
        customer = p.customer,
        address = p.customer_address,
        number = escape(&p.number),
        date = p.date,
        customer_no = p.customer_number,
        cur = p.currency,
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = money_or_code(&p.tax, &p.tax_money, p),
    );
    page("A4", "DejaVu Sans", &css, &body)
}

/// A UK trade invoice: invoice and delivery addresses side by side, a strip
/// of small labels over values with the customer's order number, a discount
/// column, and the totals as a coloured strip of labels above amounts.
pub fn totals_strip(p: &Printed) -> String {
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!("\"Registered office: {}, {}\"", p.street, p.city),
            ),
            (
                "bottom-right",
                "\"Page \" counter(page) \" of \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        ".top {{ display: flex; justify-content: space-between; }}\n\
        .vendor {{ font-size: 20pt; font-weight: bold; color: #b45309; }}\n\
        .title {{ text-align: right; }}\n .title h1 {{ font-size: 15pt; margin: 0 0 6px; }}\n\
        .title td {{ padding: 1px 0 1px 14px; border-bottom: 1px dotted #aaa; }}\n\
        .addresses {{ display: flex; gap: 60px; margin: 22px 0 14px; }}\n\
        .addresses .k, .refs th {{ font-size: 7.5pt; color: #777; font-weight: normal; text-align: left; }}\n\
        .refs {{ width: 100%; border-top: 1px solid #ccc; border-bottom: 1px solid #ccc; margin-bottom: 14px; }}\n\
        .refs th {{ padding: 4px 4px 0; }}\n .refs td {{ padding: 0 4px 4px; }}\n\
        .items {{ width: 100%; }}\n\
        .items th {{ text-align: left; background: #fef3c7; padding: 4px; font-size: 9pt; }}\n\
        .items td {{ padding: 3px 4px; border-bottom: 1px solid #f1f1f1; }}\n\
        .r {{ text-align: right !important; }}\n\
        .strip {{ width: 100%; margin-top: 16px; background: #fef3c7; break-inside: avoid; }}\n\
        .strip th {{ font-size: 7.5pt; font-weight: normal; text-align: right; padding: 6px 10px 0; color: #555; }}\n\
        .strip td {{ text-align: right; padding: 2px 10px 8px; font-size: 11pt; }}\n\
        .strip .due {{ background: #b45309; color: white; font-weight: bold; }}\n\
        {footer}"
    );
    let mut refs = vec![("Account No.", p.customer_number.clone())];
    if let Some(po) = &p.po {
        refs.push(("Customer Order No.", po.clone()));
    }
    refs.extend([
        ("Delivery Method", "Carrier, next day".to_string()),
        ("Terms", "30 days net".to_string()),
    ]);
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.quantity.clone(), "r"),
            (l.code.clone(), ""),
            (l.description.clone(), ""),
            (l.unit_price.clone(), "r"),
            ("0%".to_string(), "r"),
            (l.amount.clone(), "r"),
        ]
    });
    let total = money_or_code(&p.total, &p.total_money, p);
    let body = format!(
        "<div class=\"top\"><div><div class=\"vendor\">{vendor}</div>VAT Reg. No. {vat}<br>Tel. {phone}</div>\
         <div class=\"title\"><h1>VAT INVOICE</h1><table>\
         <tr><td>Invoice No.</td><td>{number}</td></tr><tr><td>Invoice Date</td><td>{date}</td></tr>\
         <tr><td>Supply Date</td><td>{date}</td></tr></table></div></div>\n\
         <div class=\"addresses\"><div><div class=\"k\">INVOICE ADDRESS</div>{customer}<br>{address}</div>\
         <div><div class=\"k\">DELIVERY ADDRESS</div>{customer}<br>{address}</div></div>\n\
         {refs}\n\
         <table class=\"items\"><thead><tr><th class=\"r\">Qty</th><th>SKU</th><th>Description</th>\
         <th class=\"r\">Price ({cur})</th><th class=\"r\">Disc.</th><th class=\"r\">Net ({cur})</th></tr></thead>\
         <tbody>\n{items}</tbody></table>\n\
         <table class=\"strip\"><tr><th>Total Net</th><th>VAT at {rate}%</th><th>Due Date</th>\
         <th class=\"due\">Amount Due</th></tr><tr><td>{subtotal}</td><td>{tax}</td><td>{due}</td>\
         <td class=\"due\">{total}</td></tr></table>\n\
         <p style=\"font-size:8.5pt\">Goods remain the property of {vendor} until paid for in full.</p>",
        vendor = escape(p.vendor),
        vat = p.vat_id,
        phone = p.phone,
        number = escape(&p.number),
        date = p.date,
        customer = p.customer,
        address = p.customer_address,
        refs = labels_above("refs", &refs),
        cur = p.currency,
        rate = p.tax_rate,
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        tax = money_or_code(&p.tax, &p.tax_money, p),
        due = p.due,
    );
    page("A4", "Liberation Sans", &css, &body)
}

/// A receipt-style invoice as point-of-sale and online-shop systems print
/// it: one narrow centred column, the invoice data as key/value rows between
/// hairlines, each item its description over "quantity × unit price" with
/// the amount at the right, and the invoice number on every page's foot.
pub fn receipt(p: &Printed) -> String {
    let footer = page_footer(
        "DejaVu Sans",
        &[(
            "bottom-center",
            format!(
                "\"Invoice {} \\00B7  Page \" counter(page) \" of \" counter(pages)",
                p.number
            ),
        )],
    );
    let css = format!(
        ".sheet {{ width: 118mm; margin: 0 auto; }}\n\
        .brand {{ text-align: center; font-size: 16pt; font-weight: bold; }}\n\
        .addr {{ text-align: center; font-size: 8.5pt; color: #666; }}\n\
        h1 {{ text-align: center; font-size: 11pt; letter-spacing: 3px; margin: 20px 0 8px; }}\n\
        .kv {{ display: flex; justify-content: space-between; padding: 3px 0; border-bottom: 1px solid #e5e5e5; }}\n\
        .kv span:first-child {{ color: #666; }}\n\
        h2 {{ font-size: 8pt; letter-spacing: 1px; color: #666; margin: 18px 0 2px; }}\n\
        .item {{ padding: 6px 0; border-bottom: 1px dashed #bbb; break-inside: avoid; }}\n\
        .item .line {{ display: flex; justify-content: space-between; gap: 12px; }}\n\
        .kv span:last-child, .item .line span:last-child {{ white-space: nowrap; }}\n\
        .item .calc {{ font-size: 8.5pt; color: #666; margin-top: 1px; }}\n\
        .sums {{ margin-top: 8px; break-inside: avoid; }}\n\
        .sums .kv {{ border: none; }}\n\
        .sums .grand {{ font-weight: bold; font-size: 12pt; border-top: 2px solid #222; margin-top: 4px; padding-top: 6px; }}\n\
        .note {{ text-align: center; font-size: 8.5pt; color: #666; margin-top: 22px; }}\n\
        {footer}"
    );
    let mut details = vec![
        ("Invoice #", p.number.clone()),
        ("Date issued", p.date.clone()),
        ("Payment due", p.due.clone()),
    ];
    if let Some(po) = &p.po {
        details.push(("PO #", po.clone()));
    }
    details.push(("Customer", p.customer.to_string()));
    if p.bare {
        details.push(("Currency", p.currency.to_string()));
    }
    let key_value = |k: &str, v: &str| {
        format!(
            "<div class=\"kv\"><span>{k}</span><span>{}</span></div>",
            escape(v)
        )
    };
    let details: String = details.iter().map(|(k, v)| key_value(k, v)).collect();
    let items: String = p
        .lines
        .iter()
        .map(|l| {
            format!(
                "<div class=\"item\"><div class=\"line\"><span>{}</span><span>{}</span></div>\
                 <div class=\"calc\">{} × {}</div></div>\n",
                escape(&l.description),
                escape(&l.amount_money),
                escape(&l.quantity),
                escape(&l.unit_price_money)
            )
        })
        .collect();
    let rate = format!("Sales tax ({}%)", p.tax_rate);
    let body = format!(
        "<div class=\"sheet\"><div class=\"brand\">{vendor}</div>\
         <div class=\"addr\">{street} · {city} · {phone}</div>\n\
         <h1>INVOICE</h1>\n{details}\n<h2>ITEMS</h2>\n{items}\
         <div class=\"sums\">{subtotal}{tax}<div class=\"kv grand\"><span>Total</span><span>{total}</span></div></div>\n\
         <p class=\"note\">Thank you for shopping with {vendor}.<br>Questions about this invoice? Call {phone}.</p></div>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        phone = p.phone,
        subtotal = key_value(
            "Subtotal",
            &money_or_code(&p.subtotal, &p.subtotal_money, p)
        ),
        tax = key_value(&rate, &money_or_code(&p.tax, &p.tax_money, p)),
        total = escape(&money_or_code(&p.total, &p.total_money, p)),
    );
    page("letter", "DejaVu Sans", &css, &body)
}

/// A German invoice with the English beneath or beside every German label,
/// laid out to DIN 5008: the return address over the address window, an
/// information block beside it, positions with article numbers and units,
/// "Nettobetrag / zzgl. MwSt. / Gesamtbetrag" right-aligned under the items,
/// and the company details across the foot of every page.
pub fn bilingual(p: &Printed) -> String {
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!("\"{}\\A {}\\A {}\"", p.vendor, p.street, p.city),
            ),
            (
                "bottom-center",
                format!("\"USt-IdNr. / VAT ID {}\\A IBAN {}\"", p.vat_id, p.iban),
            ),
            (
                "bottom-right",
                "\"Seite / Page \" counter(page) \" / \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        ".logo {{ text-align: right; font-size: 16pt; font-weight: bold; color: #8b1e1e; }}\n\
        .logo div {{ font-size: 8.5pt; font-weight: normal; color: #444; }}\n\
        .head {{ display: flex; justify-content: space-between; margin-top: 18px; }}\n\
        .window {{ width: 85mm; }}\n\
        .sender {{ font-size: 7pt; border-bottom: 0.5pt solid #000; margin-bottom: 6px; padding-bottom: 1px; }}\n\
        .info td {{ font-size: 8.5pt; padding: 1px 0 1px 10px; vertical-align: top; }}\n\
        .info td:first-child {{ color: #555; }}\n\
        h1 {{ font-size: 13pt; margin: 34px 0 4px; }}\n\
        .items {{ width: 100%; font-size: 9pt; margin-top: 12px; }}\n\
        .items th {{ text-align: left; vertical-align: bottom; border-bottom: 1px solid #000; padding: 3px; }}\n\
        .items th small {{ display: block; font-weight: normal; color: #555; }}\n\
        .items td {{ padding: 3px; border-bottom: 0.5pt solid #ccc; }}\n\
        .items tr {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .sums {{ margin: 10px 0 0 auto; font-size: 9.5pt; break-inside: avoid; }}\n\
        .sums td {{ padding: 2px 4px; }}\n .sums td:last-child {{ text-align: right; padding-left: 30px; white-space: nowrap; }}\n\
        .sums tr:last-child td {{ font-weight: bold; border-top: 1px solid #000; }}\n\
        {footer}"
    );
    let mut info = vec![
        ("Kunden-Nr. / Customer no.", p.customer_number.clone()),
        ("Rechnungs-Nr. / Invoice no.", p.number.clone()),
        ("Rechnungsdatum / Invoice date", p.date.clone()),
        ("Leistungsdatum / Date of supply", p.date.clone()),
    ];
    if let Some(po) = &p.po {
        info.push(("Ihre Bestellung / Your order", po.clone()));
    }
    info.push(("Fällig am / Due date", p.due.clone()));
    let info: String = info
        .into_iter()
        .map(|(k, v)| format!("<tr><td>{k}</td><td>{}</td></tr>", escape(&v)))
        .collect();
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.position.clone(), ""),
            (l.code.clone(), ""),
            (l.description.clone(), ""),
            (l.quantity.clone(), "r"),
            (l.unit.to_string(), ""),
            (l.unit_price.clone(), "r"),
            (l.amount.clone(), "r"),
        ]
    });
    let heading = |german: &str, english: &str, class: &str| {
        format!("<th class=\"{class}\">{german}<small>{english}</small></th>")
    };
    let header: String = [
        ("Pos.", "Item", ""),
        ("Art.-Nr.", "Article no.", ""),
        ("Bezeichnung", "Description", ""),
        ("Menge", "Qty", "r"),
        ("Einheit", "Unit", ""),
        ("Einzelpreis", "Unit price", "r"),
        ("Gesamt", "Total", "r"),
    ]
    .into_iter()
    .map(|(german, english, class)| heading(german, english, class))
    .collect();
    let rate = p.tax_rate;
    let body = format!(
        "<div class=\"logo\">{vendor}<div>{street} · {city} · Tel. {phone}</div></div>\n\
         <div class=\"head\"><div class=\"window\"><div class=\"sender\">{vendor} · {street} · {city}</div>\
         {customer}<br>{address}</div><table class=\"info\">{info}</table></div>\n\
         <h1>Rechnung / Invoice</h1>\n\
         <p>Sehr geehrte Damen und Herren, für unsere Lieferungen und Leistungen berechnen wir Ihnen:<br>\
         <i>Dear Sir or Madam, for our deliveries and services we invoice you as follows:</i></p>\n\
         <table class=\"items\"><thead><tr>{header}</tr></thead><tbody>\n{items}</tbody></table>\n\
         <table class=\"sums\"><tr><td>Nettobetrag / Net amount</td><td>{subtotal}</td></tr>\
         <tr><td>zzgl. {rate} % MwSt. / VAT {rate} %</td><td>{tax}</td></tr>\
         <tr><td>Gesamtbetrag / Total amount</td><td>{total}</td></tr></table>\n\
         <p>Alle Beträge in {cur}. Bitte überweisen Sie den Gesamtbetrag unter Angabe der Rechnungsnummer.<br>\
         <i>All amounts in {cur}. Please transfer the total amount quoting the invoice number.</i></p>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        phone = p.phone,
        customer = p.customer,
        address = p.customer_address,
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        tax = money_or_code(&p.tax, &p.tax_money, p),
        total = money_or_code(&p.total, &p.total_money, p),
        cur = p.currency,
    );
    page("A4", "Liberation Sans", &css, &body)
}

/// A wholesale distributor's invoice: sold-to and ship-to boxes, a ruled
/// strip of order data with the customer's PO, items with the quantity
/// ordered, shipped and back-ordered, the unit of measure and the extended
/// price, and "Merchandise / Carriage / VAT / Invoice Total" with a
/// goods-received signature line.
pub fn distributor(p: &Printed) -> String {
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"{} \\00B7  VAT Reg. No. {} \\00B7  Tel. {}\"",
                    p.vendor, p.vat_id, p.phone
                ),
            ),
            ("bottom-right", "\"Page \" counter(page)".to_string()),
        ],
    );
    let css = format!(
        "body {{ font-size: 9pt; }}\n\
        .top {{ display: flex; justify-content: space-between; align-items: flex-start; }}\n\
        .vendor {{ font-size: 18pt; font-weight: bold; color: #14532d; }}\n\
        .doc {{ border: 1.5px solid #14532d; padding: 6px 12px; text-align: right; }}\n\
        .doc h1 {{ margin: 0 0 4px; font-size: 15pt; color: #14532d; }}\n\
        .doc td {{ padding: 1px 0 1px 12px; }}\n\
        .parties {{ display: flex; gap: 14px; margin: 16px 0 12px; }}\n\
        .party {{ flex: 1; border: 1px solid #999; padding: 4px 8px; min-height: 46px; }}\n\
        .party .k {{ font-size: 7pt; font-weight: bold; color: #14532d; }}\n\
        .order {{ width: 100%; margin-bottom: 12px; }}\n\
        .order th {{ background: #dcfce7; border: 1px solid #999; font-size: 7.5pt; padding: 2px 4px; text-align: left; }}\n\
        .order td {{ border: 1px solid #999; padding: 3px 4px; }}\n\
        .items {{ width: 100%; }}\n\
        .items th {{ background: #14532d; color: white; font-size: 7.5pt; padding: 4px 3px; text-align: left; }}\n\
        .items td {{ padding: 3px; border-bottom: 1px solid #ddd; }}\n\
        .items tr {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .bottom {{ display: flex; justify-content: space-between; align-items: flex-start; margin-top: 12px; break-inside: avoid; }}\n\
        .received {{ width: 55%; font-size: 8pt; }}\n\
        .received .line {{ border-bottom: 1px solid #000; height: 22px; margin: 6px 0 2px; }}\n\
        .sums td {{ padding: 2px 6px; border: 1px solid #999; }}\n\
        .sums tr:last-child td {{ font-weight: bold; background: #dcfce7; }}\n\
        {footer}"
    );
    let mut order = vec![
        ("Account No.", p.customer_number.clone()),
        ("Order Date", p.date.clone()),
    ];
    if let Some(po) = &p.po {
        order.push(("Customer PO", po.clone()));
    }
    order.extend([
        ("Sales Rep", "Counter sales".to_string()),
        ("Ship Via", "Own van".to_string()),
        ("Terms", "Net 30 days".to_string()),
        ("Due Date", p.due.clone()),
    ]);
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.position.clone(), "r"),
            (l.code.clone(), ""),
            (l.description.clone(), ""),
            (l.unit.to_string(), ""),
            (l.quantity.clone(), "r"),
            (l.quantity.clone(), "r"),
            ("0".to_string(), "r"),
            (l.unit_price.clone(), "r"),
            (l.amount.clone(), "r"),
        ]
    });
    let carriage = money_or_code("0.00", &p.tax_money.replace(&p.tax, "0.00"), p);
    let body = format!(
        "<div class=\"top\"><div><div class=\"vendor\">{vendor}</div>Wholesale &amp; Trade Supplies<br>{street}<br>{city}</div>\
         <div class=\"doc\"><h1>INVOICE</h1><table><tr><td>Invoice No.</td><td><b>{number}</b></td></tr>\
         <tr><td>Invoice Date</td><td>{date}</td></tr></table></div></div>\n\
         <div class=\"parties\"><div class=\"party\"><div class=\"k\">SOLD TO</div>{customer}<br>{address}</div>\
         <div class=\"party\"><div class=\"k\">SHIP TO</div>{customer}<br>{address}</div></div>\n\
         {order}\n\
         <table class=\"items\"><thead><tr><th class=\"r\">Line</th><th>Product Code</th><th>Description</th><th>UoM</th>\
         <th class=\"r\">Ordered</th><th class=\"r\">Shipped</th><th class=\"r\">B/O</th>\
         <th class=\"r\">Unit Price ({cur})</th><th class=\"r\">Ext. Price ({cur})</th></tr></thead>\
         <tbody>\n{items}</tbody></table>\n\
         <div class=\"bottom\"><div class=\"received\">Goods received in good condition. Shortages or damage must be \
         reported within 48 hours of delivery.<div class=\"line\"></div>Signature / Print name</div>\
         <table class=\"sums\"><tr><td>Merchandise</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Carriage</td><td class=\"r\">{carriage}</td></tr>\
         <tr><td>VAT @ {rate}%</td><td class=\"r\">{tax}</td></tr>\
         <tr><td>Invoice Total</td><td class=\"r\">{total}</td></tr></table></div>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        number = escape(&p.number),
        date = p.date,
        customer = p.customer,
        address = p.customer_address,
        order = labels_above("order", &order),
        cur = p.currency,
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = money_or_code(&p.tax, &p.tax_money, p),
        total = money_or_code(&p.total, &p.total_money, p),
    );
    page("A4", "Liberation Sans", &css, &body)
}

/// A building contractor's invoice: the invoice address beside the job
/// address with the job reference and the client's order reference, each
/// line marked as labour or materials, "Units / Price each / Line total",
/// totals "ex VAT / inc VAT", and bank details for a transfer.
pub fn trade_job(p: &Printed) -> String {
    let footer = page_footer(
        "DejaVu Sans",
        &[
            (
                "bottom-left",
                format!("\"{} \\00B7  VAT No. {}\"", p.vendor, p.vat_id),
            ),
            (
                "bottom-right",
                "\"Page \" counter(page) \" of \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        ".top {{ display: flex; justify-content: space-between; align-items: flex-end; \
                border-bottom: 3px solid #c2410c; padding-bottom: 8px; }}\n\
        .vendor {{ font-size: 19pt; font-weight: bold; }}\n\
        .trade {{ font-size: 8.5pt; color: #c2410c; letter-spacing: 1px; }}\n\
        .doc {{ text-align: right; }}\n .doc h1 {{ font-size: 22pt; margin: 0; color: #c2410c; }}\n\
        .doc td {{ padding: 1px 0 1px 12px; }}\n .doc td:first-child {{ color: #666; }}\n\
        .blocks {{ display: flex; gap: 16px; margin: 16px 0; }}\n\
        .block {{ flex: 1; background: #fff7ed; padding: 6px 10px; }}\n\
        .block h3 {{ font-size: 8pt; margin: 0 0 3px; color: #c2410c; text-transform: uppercase; }}\n\
        .works {{ font-size: 9pt; margin-bottom: 12px; }}\n\
        .items {{ width: 100%; }}\n\
        .items th {{ text-align: left; border-bottom: 2px solid #c2410c; padding: 4px; font-size: 9pt; }}\n\
        .items td {{ padding: 4px; border-bottom: 1px solid #eee; }}\n\
        .items tr {{ break-inside: avoid; }}\n\
        .kind {{ font-size: 8pt; color: #666; text-transform: uppercase; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .sums {{ margin: 12px 0 0 auto; break-inside: avoid; }}\n .sums td {{ padding: 3px 8px; }}\n\
        .sums tr:last-child td {{ font-weight: bold; font-size: 12pt; background: #c2410c; color: white; }}\n\
        .bank {{ font-size: 8.5pt; margin-top: 22px; break-inside: avoid; }}\n\
        {footer}"
    );
    let mut doc = vec![
        ("Invoice #", p.number.clone()),
        ("Invoice date", p.date.clone()),
        ("Payment due", p.due.clone()),
    ];
    if p.bare {
        doc.push(("Currency", p.currency.to_string()));
    }
    let doc: String = doc
        .into_iter()
        .map(|(k, v)| format!("<tr><td>{k}</td><td>{}</td></tr>", escape(&v)))
        .collect();
    let client_order = match &p.po {
        Some(po) => format!("<br>Client order ref.: {}", escape(po)),
        None => String::new(),
    };
    let items = rows(p, |i| {
        let l = &p.lines[i];
        let kind = if l.unit == "h" { "Labour" } else { "Materials" };
        vec![
            (kind.to_string(), "kind"),
            (l.description.clone(), ""),
            (l.quantity.clone(), "r"),
            (l.unit_price_money.clone(), "r"),
            (l.amount_money.clone(), "r"),
        ]
    });
    let (sort_code, account) = p.sort_code_and_account();
    let body = format!(
        "<div class=\"top\"><div><div class=\"vendor\">{vendor}</div>\
         <div class=\"trade\">INSTALLATION · REPAIRS · MAINTENANCE</div>{street}, {city} · Tel. {phone}</div>\
         <div class=\"doc\"><h1>INVOICE</h1><table>{doc}</table></div></div>\n\
         <div class=\"blocks\"><div class=\"block\"><h3>Invoice to</h3>{customer}<br>{address}</div>\
         <div class=\"block\"><h3>Job address</h3>{address}<br>Job ref.: {job}{client_order}</div></div>\n\
         <div class=\"works\"><b>Works carried out:</b> supply and fit as quoted; labour charged by the hour, \
         materials as used on site.</div>\n\
         <table class=\"items\"><thead><tr><th>Type</th><th>Description</th><th class=\"r\">Units</th>\
         <th class=\"r\">Price each</th><th class=\"r\">Line total</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <table class=\"sums\"><tr><td>Total ex VAT</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>VAT @ {rate}%</td><td class=\"r\">{tax}</td></tr>\
         <tr><td>Total inc VAT</td><td class=\"r\">{total}</td></tr></table>\n\
         <div class=\"bank\"><b>Payment</b><br>Bank transfer to {vendor}, sort code {sort_code}, \
         account {account}. Please use the invoice number as your reference.<br>\
         All work is guaranteed for 12 months from completion.</div>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        phone = p.phone,
        customer = p.customer,
        address = p.customer_address,
        job = p.customer_number,
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = money_or_code(&p.tax, &p.tax_money, p),
        total = money_or_code(&p.total, &p.total_money, p),
    );
    page("A4", "DejaVu Sans", &css, &body)
}

/// A small-business accounting app's invoice: capital labels, BILL TO and
/// SHIP TO beside "INVOICE # / DATE / DUE DATE / TERMS", a strip of shipping
/// data holding the P.O. number, an activity column before the description
/// with the service date on every line, and a large BALANCE DUE under the
/// totals.
pub fn activity_grid(p: &Printed) -> String {
    let css = "body { font-size: 9.5pt; }\n\
        .vendor { font-size: 15pt; font-weight: bold; color: #2e7d32; }\n\
        .contact { color: #444; }\n\
        h1 { font-size: 20pt; font-weight: normal; color: #2e7d32; margin: 18px 0 10px; }\n\
        .head { display: flex; gap: 30px; }\n\
        .head > div { flex: 1; }\n\
        .k { font-size: 8pt; font-weight: bold; color: #555; }\n\
        .doc td { padding: 1px 0; }\n .doc td:first-child { font-size: 8pt; font-weight: bold; color: #555; \
                  text-align: right; padding-right: 10px; }\n\
        .ship { width: 100%; margin: 16px 0 12px; border-top: 1px solid #2e7d32; }\n\
        .ship th { font-size: 8pt; text-align: left; color: #555; padding: 6px 8px 0 0; }\n\
        .ship td { padding: 0 8px 6px 0; }\n\
        .items { width: 100%; }\n\
        .items th { background: #e8f5e9; color: #2e7d32; font-size: 8pt; text-align: left; padding: 5px 4px; }\n\
        .items td { padding: 5px 4px; vertical-align: top; }\n\
        .items tr { break-inside: avoid; }\n\
        .r { text-align: right !important; white-space: nowrap; }\n\
        .bottom { display: flex; justify-content: space-between; margin-top: 10px; \
                  border-top: 1px dotted #999; padding-top: 8px; break-inside: avoid; }\n\
        .sums td { padding: 2px 0 2px 30px; }\n .sums td:first-child { font-size: 8pt; font-weight: bold; color: #555; }\n\
        .balance td { border-top: 1px solid #999; padding-top: 8px; }\n\
        .balance td:last-child { font-size: 16pt; font-weight: bold; }";
    let mut doc = vec![
        ("INVOICE #", p.number.clone()),
        ("DATE", p.date.clone()),
        ("DUE DATE", p.due.clone()),
        ("TERMS", "Net 30".to_string()),
    ];
    if p.bare {
        doc.push(("CURRENCY", p.currency.to_string()));
    }
    let doc: String = doc
        .into_iter()
        .map(|(k, v)| format!("<tr><td>{k}</td><td>{}</td></tr>", escape(&v)))
        .collect();
    let mut ship = vec![
        ("SHIP DATE", p.date.clone()),
        ("SHIP VIA", "FedEx Ground".to_string()),
    ];
    if let Some(po) = &p.po {
        ship.push(("P.O. NUMBER", po.clone()));
    }
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (p.date.clone(), ""),
            (l.code.clone(), ""),
            (l.description.clone(), ""),
            (l.quantity.clone(), "r"),
            (l.unit_price.clone(), "r"),
            (l.amount.clone(), "r"),
        ]
    });
    let body = format!(
        "<div class=\"vendor\">{vendor}</div><div class=\"contact\">{street}<br>{city}<br>{phone}</div>\n\
         <h1>INVOICE</h1>\n\
         <div class=\"head\"><div><div class=\"k\">BILL TO</div>{customer}<br>{address}</div>\
         <div><div class=\"k\">SHIP TO</div>{customer}<br>{address}</div>\
         <div><table class=\"doc\">{doc}</table></div></div>\n\
         {ship}\n\
         <table class=\"items\"><thead><tr><th>DATE</th><th>ACTIVITY</th><th>DESCRIPTION</th>\
         <th class=\"r\">QTY</th><th class=\"r\">RATE</th><th class=\"r\">AMOUNT</th></tr></thead>\
         <tbody>\n{items}</tbody></table>\n\
         <div class=\"bottom\"><div>Thank you for your business.<br>Pay online or mail a check to the address above.</div>\
         <table class=\"sums\"><tr><td>SUBTOTAL</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>TAX</td><td class=\"r\">{tax}</td></tr>\
         <tr><td>TOTAL</td><td class=\"r\">{total}</td></tr>\
         <tr class=\"balance\"><td>BALANCE DUE</td><td class=\"r\">{total}</td></tr></table></div>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        phone = p.phone,
        customer = p.customer,
        address = p.customer_address,
        ship = labels_above("ship", &ship),
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        tax = money_or_code(&p.tax, &p.tax_money, p),
        total = money_or_code(&p.total, &p.total_money, p),
    );
    page("letter", "Liberation Sans", css, &body)
}

/// A marketplace seller's invoice: the platform's order number and order
/// date beside the seller's own invoice number, "Sold by" with the seller's
/// VAT number, billing and delivery addresses, the buyer's PO when given,
/// net unit prices with a VAT rate column, and "excl. / incl. VAT" totals.
pub fn marketplace(p: &Printed) -> String {
    let footer = page_footer(
        "Liberation Sans",
        &[(
            "bottom-center",
            "\"This invoice was issued by the seller named above on behalf of a marketplace order. \
             Page \" counter(page) \" / \" counter(pages)"
                .to_string(),
        )],
    );
    let css = format!(
        ".top {{ display: flex; justify-content: space-between; align-items: flex-start; }}\n\
        h1 {{ font-size: 18pt; margin: 0; }}\n\
        .sub {{ color: #555; font-size: 9pt; }}\n\
        .info {{ border: 1px solid #bbb; }}\n .info td {{ padding: 3px 8px; font-size: 9pt; }}\n\
        .info td:first-child {{ background: #f3f4f6; }}\n\
        .parties {{ display: flex; gap: 12px; margin: 16px 0; }}\n\
        .party {{ flex: 1; font-size: 9pt; }}\n\
        .party h3 {{ font-size: 9pt; margin: 0 0 3px; border-bottom: 1px solid #bbb; }}\n\
        .items {{ width: 100%; font-size: 9pt; }}\n\
        .items th {{ background: #232f3e; color: white; padding: 5px 4px; text-align: left; }}\n\
        .items td {{ padding: 5px 4px; border-bottom: 1px solid #ddd; }}\n\
        .items tr {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .sums {{ margin: 12px 0 0 auto; font-size: 9.5pt; break-inside: avoid; }}\n\
        .sums td {{ padding: 3px 8px; }}\n\
        .sums tr:last-child td {{ font-weight: bold; border-top: 2px solid #232f3e; }}\n\
        {footer}"
    );
    let digits: String = p.iban.chars().filter(char::is_ascii_digit).collect();
    let order_number = format!("{}-{}-{}", &digits[..3], &digits[3..10], p.customer_number);
    let mut info = vec![
        ("Invoice number", p.number.clone()),
        ("Invoice date", p.date.clone()),
        ("Order number", order_number),
        ("Order date", p.date.clone()),
    ];
    if let Some(po) = &p.po {
        info.push(("Buyer PO", po.clone()));
    }
    info.push(("Payment due date", p.due.clone()));
    let info: String = info
        .into_iter()
        .map(|(k, v)| format!("<tr><td>{k}</td><td>{}</td></tr>", escape(&v)))
        .collect();
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.description.clone(), ""),
            (l.quantity.clone(), "r"),
            (l.unit_price.clone(), "r"),
            (format!("{} %", p.tax_rate), "r"),
            (l.amount.clone(), "r"),
        ]
    });
    let body = format!(
        "<div class=\"top\"><div><h1>Invoice</h1><div class=\"sub\">Pay by invoice · Business order</div></div>\
         <table class=\"info\">{info}</table></div>\n\
         <div class=\"parties\">\
         <div class=\"party\"><h3>Sold by</h3>{vendor}<br>{street}<br>{city}<br>VAT # {vat}</div>\
         <div class=\"party\"><h3>Billing address</h3>{customer}<br>{address}</div>\
         <div class=\"party\"><h3>Delivery address</h3>{customer}<br>{address}</div></div>\n\
         <table class=\"items\"><thead><tr><th>Description</th><th class=\"r\">Qty</th>\
         <th class=\"r\">Unit price<br>(excl. VAT, {cur})</th><th class=\"r\">VAT rate</th>\
         <th class=\"r\">Item subtotal<br>(excl. VAT, {cur})</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <table class=\"sums\"><tr><td>Total excl. VAT</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>VAT {rate} %</td><td class=\"r\">{tax}</td></tr>\
         <tr><td>Total incl. VAT</td><td class=\"r\">{total}</td></tr></table>\n\
         <p class=\"sub\">Please pay the total by the payment due date to the bank account shown in your \
         marketplace account, quoting the invoice number.</p>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        vat = p.vat_id,
        customer = p.customer,
        address = p.customer_address,
        cur = p.currency,
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = money_or_code(&p.tax, &p.tax_money, p),
        total = money_or_code(&p.total, &p.total_money, p),
    );
    page("A4", "Liberation Sans", &css, &body)
}

// A fourth round of seven, written the same way without looking at
// the extractor; held out at first, then trained on.

/// A conference hotel's invoice printed from its front-office system as a
/// guest folio: the stay and account details beside the invoice data,
/// postings by date with charges and credits columns and no quantity column
/// (the quantity and price each sit in the posting text), and the VAT
/// split out under the balance.
pub fn hotel_folio(p: &Printed) -> String {
    let css = ".hotel { text-align: center; border-bottom: 3px double #6b4f2a; padding-bottom: 8px; }\n\
        .hotel .name { font-family: \"DejaVu Serif\"; font-size: 20pt; color: #6b4f2a; letter-spacing: 1px; }\n\
        .hotel .addr { font-size: 8.5pt; color: #555; }\n\
        .head { display: flex; justify-content: space-between; margin: 16px 0; }\n\
        .guest { font-size: 9.5pt; line-height: 1.5; }\n\
        .stay td { font-size: 9pt; padding: 1px 6px; }\n\
        .stay td:first-child { color: #6b4f2a; }\n\
        h2 { font-size: 11pt; text-transform: uppercase; letter-spacing: 2px; margin: 8px 0 6px; }\n\
        .folio { width: 100%; font-size: 9pt; }\n\
        .folio th { border-top: 1px solid #333; border-bottom: 1px solid #333; padding: 4px; text-align: left; font-weight: normal; }\n\
        .folio td { padding: 4px; vertical-align: top; border-bottom: 1px dotted #bbb; }\n\
        .folio tr { break-inside: avoid; }\n\
        .folio .each { color: #555; font-size: 8.5pt; }\n\
        .r { text-align: right !important; white-space: nowrap; }\n\
        .balance { margin: 10px 0 0 auto; font-size: 9.5pt; break-inside: avoid; }\n\
        .balance td { padding: 3px 6px; }\n\
        .balance .due td { font-weight: bold; border-top: 1px solid #333; border-bottom: 3px double #333; }\n\
        .sign { margin-top: 30px; font-size: 8.5pt; color: #555; display: flex; justify-content: space-between; }";
    let mut stay = vec![
        ("Invoice no.", p.number.clone()),
        ("Invoice date", p.date.clone()),
        ("Room", "412 / Conference level".to_string()),
        ("Departure", p.date.clone()),
        ("Account", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        stay.push(("Company ref. / PO", po.clone()));
    }
    stay.push(("Payable by", p.due.clone()));
    if p.bare {
        stay.push(("Currency", p.currency.to_string()));
    }
    let stay: String = stay
        .into_iter()
        .map(|(k, v)| format!("<tr><td>{k}</td><td>{}</td></tr>", escape(&v)))
        .collect();
    let postings: String = p
        .lines
        .iter()
        .map(|l| {
            format!(
                "<tr><td>{date}</td><td>{description}<br><span class=\"each\">{quantity} × {price}</span></td>\
                 <td class=\"r\">{amount}</td><td class=\"r\"></td></tr>\n",
                date = p.date,
                description = escape(&l.description),
                quantity = l.quantity,
                price = escape(&l.unit_price_money),
                amount = escape(&l.amount_money),
            )
        })
        .collect();
    let body = format!(
        "<div class=\"hotel\"><div class=\"name\">{vendor}</div>\
         <div class=\"addr\">{street} · {city} · VAT ID {vat}</div></div>\n\
         <div class=\"head\"><div class=\"guest\"><b>Guest / Company</b><br>{customer}<br>{address}</div>\
         <table class=\"stay\">{stay}</table></div>\n\
         <h2>Invoice · Guest folio</h2>\n\
         <table class=\"folio\"><thead><tr><th>Date</th><th>Text</th><th class=\"r\">Charges</th>\
         <th class=\"r\">Credits</th></tr></thead><tbody>\n{postings}</tbody></table>\n\
         <table class=\"balance\"><tr><td>Total charges (net)</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>VAT {rate}%</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"due\"><td>Balance due</td><td class=\"r\">{total}</td></tr></table>\n\
         <div class=\"sign\"><span>Settlement: bank transfer to IBAN {iban}</span>\
         <span>Guest signature ______________________</span></div>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        vat = p.vat_id,
        customer = p.customer,
        address = p.customer_address,
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = money_or_code(&p.tax, &p.tax_money, p),
        total = money_or_code(&p.total, &p.total_money, p),
        iban = p.iban,
    );
    page("A4", "Liberation Sans", css, &body)
}

/// An invoice laid out the Japanese way, in English: the customer's name
/// underlined at the top left with "Messrs.", the issuer's block with empty
/// approval stamp boxes at the right, the amount billed (tax included) in a
/// large box before the items, then the items and the subtotal, tax and
/// total again beneath them.
pub fn total_first(p: &Printed) -> String {
    let css = "h1 { text-align: center; font-size: 20pt; letter-spacing: 12px; font-weight: normal; \
                border-bottom: 3px double #333; width: 50%; margin: 0 auto 18px; }\n\
        .head { display: flex; justify-content: space-between; align-items: flex-start; }\n\
        .to { font-size: 13pt; border-bottom: 1px solid #333; padding: 0 30px 2px 0; }\n\
        .meta td { font-size: 9pt; padding: 1px 4px; }\n\
        .meta td:first-child { text-align: right; }\n\
        .issuer { font-size: 9pt; line-height: 1.45; margin-top: 8px; }\n\
        .stamps { display: flex; margin-top: 6px; justify-content: flex-end; }\n\
        .stamps div { border: 1px solid #666; width: 52px; height: 52px; font-size: 7pt; text-align: center; }\n\
        .lead { margin: 22px 0 6px; }\n\
        .billed { display: flex; align-items: center; border: 2px solid #333; width: 60%; }\n\
        .billed span { padding: 8px 12px; }\n\
        .billed .label { background: #e8e8e8; border-right: 1px solid #333; }\n\
        .billed .amount { font-size: 16pt; font-weight: bold; }\n\
        .terms { font-size: 9pt; margin: 8px 0 16px; }\n\
        .terms td { padding: 1px 10px 1px 0; }\n\
        .items { width: 100%; font-size: 9pt; }\n\
        .items th { background: #e8e8e8; border: 1px solid #666; padding: 4px; font-weight: normal; }\n\
        .items td { border: 1px solid #666; padding: 4px; }\n\
        .items tr { break-inside: avoid; }\n\
        .r { text-align: right !important; white-space: nowrap; }\n\
        .c { text-align: center; }\n\
        .sums { margin-left: auto; margin-top: -1px; font-size: 9pt; break-inside: avoid; }\n\
        .sums td { border: 1px solid #666; padding: 4px 8px; }\n\
        .sums td:first-child { background: #e8e8e8; }\n\
        .remarks { border: 1px solid #666; margin-top: 16px; padding: 6px; font-size: 8.5pt; min-height: 40px; }";
    let mut meta = vec![("No.", p.number.clone()), ("Date of issue", p.date.clone())];
    if let Some(po) = &p.po {
        meta.push(("Your order no.", po.clone()));
    }
    let meta: String = meta
        .into_iter()
        .map(|(k, v)| format!("<tr><td>{k}</td><td>{}</td></tr>", escape(&v)))
        .collect();
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.position.clone(), "c"),
            (l.description.clone(), ""),
            (l.quantity.clone(), "r"),
            (l.unit.to_string(), "c"),
            (l.unit_price.clone(), "r"),
            (l.amount.clone(), "r"),
        ]
    });
    let body = format!(
        "<h1>INVOICE</h1>\n\
         <div class=\"head\"><div><div class=\"to\">{customer} &nbsp; Messrs.</div>\
         <div class=\"issuer\">{address}</div></div>\
         <div><table class=\"meta\">{meta}</table>\
         <div class=\"issuer\"><b>{vendor}</b><br>{street}<br>{city}<br>Tel. {phone}<br>Registration no. {vat}</div>\
         <div class=\"stamps\"><div>Prepared</div><div>Checked</div><div>Approved</div></div></div></div>\n\
         <p class=\"lead\">We hereby invoice you as follows.</p>\n\
         <div class=\"billed\"><span class=\"label\">Total amount (tax incl.)</span>\
         <span class=\"amount\">{total}</span></div>\n\
         <table class=\"terms\"><tr><td>Payment deadline</td><td>{due}</td></tr>\
         <tr><td>Payment method</td><td>Bank transfer (fees borne by the payer)</td></tr></table>\n\
         <table class=\"items\"><thead><tr><th>No.</th><th>Item</th><th>Quantity</th><th>Unit</th>\
         <th>Unit price ({currency})</th><th>Amount ({currency})</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <table class=\"sums\"><tr><td>Subtotal</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Tax ({rate}%)</td><td class=\"r\">{tax}</td></tr>\
         <tr><td>Total</td><td class=\"r\">{total}</td></tr></table>\n\
         <div class=\"remarks\">Remarks<br>Please remit to account {iban}. Kindly bear the transfer fee.</div>",
        customer = p.customer,
        address = p.customer_address,
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        phone = p.phone,
        vat = p.vat_id,
        total = money_or_code(&p.total, &p.total_money, p),
        due = p.due,
        currency = p.currency,
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = money_or_code(&p.tax, &p.tax_money, p),
        iban = p.iban,
    );
    page("A4", "DejaVu Sans", css, &body)
}

/// A photography and print studio's invoice: a wide banner, the invoice data
/// as a row of pills, each item a card in a two-column grid with its
/// quantity, price and line total as small labels over values, and the
/// totals in a full-width panel with the balance in large type.
pub fn studio_cards(p: &Printed) -> String {
    let css = ".banner { background: #1d1d1f; color: #f5f5f7; padding: 18px 20px; display: flex; \
                justify-content: space-between; align-items: flex-end; }\n\
        .banner .studio { font-size: 20pt; font-weight: 300; }\n\
        .banner .contact { font-size: 8.5pt; text-align: right; line-height: 1.4; }\n\
        .pills { display: flex; flex-wrap: wrap; gap: 8px; margin: 16px 0; }\n\
        .pill { border: 1px solid #bbb; border-radius: 14px; padding: 4px 12px; font-size: 9pt; }\n\
        .pill small { color: #888; margin-right: 6px; }\n\
        .client { font-size: 9.5pt; margin-bottom: 14px; }\n\
        .grid { display: grid; grid-template-columns: 1fr 1fr; gap: 10px; }\n\
        .card { border: 1px solid #ddd; border-radius: 6px; padding: 10px 12px; break-inside: avoid; }\n\
        .card .n { font-size: 7.5pt; color: #999; text-transform: uppercase; letter-spacing: 1px; }\n\
        .card h3 { font-size: 10.5pt; margin: 2px 0 8px; }\n\
        .card .figures { display: flex; justify-content: space-between; }\n\
        .card .figures div { font-size: 9.5pt; }\n\
        .card .figures small { display: block; font-size: 7pt; color: #888; text-transform: uppercase; }\n\
        .card .figures .total { font-weight: bold; text-align: right; }\n\
        .panel { margin-top: 16px; background: #f5f5f7; padding: 12px 16px; display: flex; \
                 justify-content: space-between; align-items: center; break-inside: avoid; }\n\
        .panel table td { padding: 2px 12px 2px 0; font-size: 9.5pt; }\n\
        .panel .due { text-align: right; }\n\
        .panel .due small { display: block; color: #666; }\n\
        .panel .due span { font-size: 18pt; font-weight: bold; }\n\
        .note { font-size: 8.5pt; color: #666; margin-top: 14px; }";
    let mut pills = vec![
        ("Invoice", p.number.clone()),
        ("Issued", p.date.clone()),
        ("Due", p.due.clone()),
    ];
    if let Some(po) = &p.po {
        pills.push(("Client PO", po.clone()));
    }
    if p.bare {
        pills.push(("Currency", p.currency.to_string()));
    }
    let pills: String = pills
        .into_iter()
        .map(|(k, v)| format!("<div class=\"pill\"><small>{k}</small>{}</div>", escape(&v)))
        .collect();
    let cards: String = p
        .lines
        .iter()
        .map(|l| {
            format!(
                "<div class=\"card\"><div class=\"n\">Item {position}</div><h3>{description}</h3>\
                 <div class=\"figures\"><div><small>Qty</small>{quantity}</div>\
                 <div><small>Price</small>{price}</div>\
                 <div class=\"total\"><small>Line total</small>{amount}</div></div></div>\n",
                position = l.position,
                description = escape(&l.description),
                quantity = l.quantity,
                price = escape(&l.unit_price_money),
                amount = escape(&l.amount_money),
            )
        })
        .collect();
    let (sort_code, account) = p.sort_code_and_account();
    let body = format!(
        "<div class=\"banner\"><div class=\"studio\">{vendor}</div>\
         <div class=\"contact\">{street}, {city}<br>{phone}<br>VAT {vat}</div></div>\n\
         <div class=\"pills\">{pills}</div>\n\
         <div class=\"client\"><b>Prepared for</b> {customer}, {address}</div>\n\
         <div class=\"grid\">\n{cards}</div>\n\
         <div class=\"panel\"><table><tr><td>Subtotal</td><td>{subtotal}</td></tr>\
         <tr><td>VAT at {rate}%</td><td>{tax}</td></tr></table>\
         <div class=\"due\"><small>Total to pay</small><span>{total}</span></div></div>\n\
         <p class=\"note\">Bank transfer: sort code {sort_code}, account {account}. \
         Usage rights for delivered images are granted once this invoice is paid in full.</p>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        phone = p.phone,
        vat = p.vat_id,
        customer = p.customer,
        address = p.customer_address,
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = money_or_code(&p.tax, &p.tax_money, p),
        total = money_or_code(&p.total, &p.total_money, p),
    );
    page("A4", "Liberation Sans", css, &body)
}

// A fifth round of seven, written the same way without looking at
// the extractor; held out at first, then trained on.

/// A motor carrier's freight bill: the carrier's name with its SCAC code,
/// "Freight Bill No." for the invoice number beside the shipment dates and
/// the shipper's PO, origin, destination and bill-to boxes, the charges as
/// pieces, description, rate and charges, and "Total Charges / Sales Tax /
/// Pay This Amount" in a ruled block beside the remit-to address.
pub fn freight_bill(p: &Printed) -> String {
    let css = ".carrier { display: flex; justify-content: space-between; align-items: flex-end; \
                border-bottom: 4px solid #b22222; padding-bottom: 6px; }\n\
        .carrier .name { font-size: 19pt; font-weight: bold; font-style: italic; }\n\
        .carrier .scac { font-size: 8.5pt; color: #444; }\n\
        .carrier h1 { font-size: 15pt; margin: 0; letter-spacing: 1px; }\n\
        .bill { width: 100%; margin: 12px 0; }\n\
        .bill th { font-size: 7.5pt; text-align: left; color: #555; font-weight: normal; \
                   border: 1px solid #999; border-bottom: none; padding: 2px 4px 0; }\n\
        .bill td { border: 1px solid #999; border-top: none; padding: 1px 4px 4px; font-weight: bold; }\n\
        .places { display: flex; gap: 8px; margin-bottom: 12px; }\n\
        .places div { flex: 1; border: 1px solid #999; padding: 4px 6px; font-size: 9pt; line-height: 1.4; }\n\
        .places b { display: block; font-size: 7.5pt; color: #b22222; text-transform: uppercase; }\n\
        .charges { width: 100%; font-size: 9.5pt; }\n\
        .charges th { background: #333; color: white; padding: 4px; text-align: left; font-size: 8.5pt; }\n\
        .charges td { padding: 3px 4px; border-bottom: 1px solid #ccc; }\n\
        .charges tr { break-inside: avoid; }\n\
        .r { text-align: right !important; white-space: nowrap; }\n\
        .foot { display: flex; justify-content: space-between; margin-top: 12px; break-inside: avoid; }\n\
        .remit { font-size: 8.5pt; line-height: 1.4; }\n\
        .totals td { padding: 3px 8px; border: 1px solid #999; }\n\
        .totals .pay td { font-weight: bold; font-size: 11pt; background: #f3dcdc; }\n\
        .claims { font-size: 7.5pt; color: #555; margin-top: 16px; }";
    let mut bill = vec![
        ("FREIGHT BILL NO.", p.number.clone()),
        ("BILL DATE", p.date.clone()),
        ("PICKUP DATE", p.date.clone()),
    ];
    if let Some(po) = &p.po {
        bill.push(("SHIPPER'S PO", po.clone()));
    }
    bill.extend([
        ("ACCOUNT", p.customer_number.clone()),
        ("DUE DATE", p.due.clone()),
    ]);
    let charges = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.quantity.clone(), "r"),
            (if l.unit == "h" { "HRS" } else { "PCS" }.to_string(), ""),
            (l.description.clone(), ""),
            (l.unit_price_money.clone(), "r"),
            (l.amount_money.clone(), "r"),
        ]
    });
    let currency_note = if p.bare {
        format!("<p>Charges stated in {}.</p>", p.currency)
    } else {
        String::new()
    };
    let body = format!(
        "<div class=\"carrier\"><div><div class=\"name\">{vendor}</div>\
         <div class=\"scac\">SCAC: NWFX &middot; {street}, {city} &middot; Dispatch {phone}</div></div>\
         <h1>FREIGHT BILL</h1></div>\n\
         {bill}\n\
         <div class=\"places\"><div><b>Origin</b>{vendor} terminal<br>{city}</div>\
         <div><b>Destination</b>{customer}<br>{address}</div>\
         <div><b>Bill to</b>{customer}<br>Accounts Payable<br>{address}</div></div>\n\
         {currency_note}\
         <table class=\"charges\"><thead><tr><th class=\"r\">Pieces</th><th>Type</th>\
         <th>Description of articles and charges</th><th class=\"r\">Rate</th><th class=\"r\">Charges</th></tr></thead>\
         <tbody>\n{charges}</tbody></table>\n\
         <div class=\"foot\"><div class=\"remit\"><b>Remit payment to</b><br>{vendor}<br>Lockbox Dept.<br>{street}<br>{city}</div>\
         <table class=\"totals\"><tr><td>Total Charges</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Sales Tax {rate}%</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"pay\"><td>Pay This Amount</td><td class=\"r\">{total}</td></tr></table></div>\n\
         <p class=\"claims\">Freight charges are due by the due date shown. Claims for loss or damage must be \
         filed in writing within nine months of delivery. Please reference the freight bill number on your remittance.</p>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        phone = p.phone,
        bill = labels_above("bill", &bill),
        customer = p.customer,
        address = p.customer_address,
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = money_or_code(&p.tax, &p.tax_money, p),
        total = money_or_code(&p.total, &p.total_money, p),
    );
    page("letter", "Liberation Sans", css, &body)
}

/// A Swiss invoice with its QR-bill: the address window at the right, the
/// invoice data as lines under the title, items with article numbers and
/// units, "Total excl. VAT / VAT / Total", and on the last page the payment
/// slip below a scissors line — a narrow receipt and the payment part, each
/// with "Currency" and "Amount" as small labels over their values.
pub fn qr_bill(p: &Printed) -> String {
    let css = ".head { display: flex; justify-content: space-between; height: 48mm; }\n\
        .logo { font-size: 15pt; font-weight: bold; }\n\
        .sender { font-size: 8.5pt; line-height: 1.4; color: #333; }\n\
        .window { width: 85mm; padding-top: 12mm; line-height: 1.4; }\n\
        .window small { display: block; font-size: 7pt; color: #777; border-bottom: 0.5px solid #777; margin-bottom: 3px; }\n\
        h1 { font-size: 14pt; margin: 0 0 8px; }\n\
        .data td { padding: 0 14px 1px 0; font-size: 9.5pt; }\n\
        .items { width: 100%; margin-top: 14px; font-size: 9pt; }\n\
        .items th { text-align: left; border-bottom: 1px solid #000; padding: 3px; font-weight: bold; }\n\
        .items td { padding: 3px; vertical-align: top; }\n\
        .items tr { break-inside: avoid; }\n\
        .r { text-align: right !important; white-space: nowrap; }\n\
        .sums { margin: 6px 0 0 auto; font-size: 9.5pt; border-top: 1px solid #000; break-inside: avoid; }\n\
        .sums td { padding: 2px 4px 2px 24px; }\n\
        .sums .total td { font-weight: bold; border-top: 1px solid #000; border-bottom: 3px double #000; }\n\
        .terms { font-size: 9pt; margin-top: 16px; }\n\
        .slip { break-inside: avoid; margin-top: 24px; border-top: 1px dashed #000; display: flex; \
                font-family: \"Liberation Sans\"; font-size: 8pt; height: 99mm; }\n\
        .slip .cut { position: absolute; margin-top: -9px; font-size: 10pt; }\n\
        .slip h2 { font-size: 11pt; margin: 0 0 8px; }\n\
        .slip .part { padding: 5mm; }\n\
        .slip .receipt { width: 52mm; border-right: 1px dashed #000; }\n\
        .slip .payment { display: flex; gap: 5mm; }\n\
        .slip b { display: block; font-size: 6pt; margin-top: 6px; }\n\
        .qr { width: 46mm; height: 46mm; border: 1px solid #000; display: flex; align-items: center; \
              justify-content: center; margin: 4px 0 10px; }\n\
        .qr span { background: #000; color: white; font-size: 20pt; font-weight: bold; width: 7mm; height: 7mm; \
                   line-height: 7mm; text-align: center; }\n\
        .money { display: flex; gap: 8mm; }";
    let mut data = vec![
        ("Invoice no.", p.number.clone()),
        ("Invoice date", p.date.clone()),
        ("Customer no.", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        data.push(("Your order", po.clone()));
    }
    data.push(("Payable until", p.due.clone()));
    let data: String = data
        .into_iter()
        .map(|(k, v)| format!("<tr><td>{k}</td><td>{}</td></tr>", escape(&v)))
        .collect();
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.position.clone(), ""),
            (l.code.clone(), ""),
            (l.description.clone(), ""),
            (l.quantity.clone(), "r"),
            (l.unit.to_string(), ""),
            (l.unit_price.clone(), "r"),
            (l.amount.clone(), "r"),
        ]
    });
    let payee = format!(
        "{iban}<br>{vendor}<br>{street}<br>{city}",
        iban = p.iban,
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
    );
    let payer = format!("{}<br>{}", p.customer, p.customer_address);
    let amount = format!(
        "<div class=\"money\"><div><b>Currency</b>{currency}</div><div><b>Amount</b>{total}</div></div>",
        currency = p.currency,
        total = p.total,
    );
    let body = format!(
        "<div class=\"head\"><div><div class=\"logo\">{vendor}</div>\
         <div class=\"sender\">{street}<br>{city}<br>Phone {phone}<br>VAT no. {vat}</div></div>\
         <div class=\"window\"><small>{vendor}, {street}, {city}</small>{customer}<br>{address}</div></div>\n\
         <h1>Invoice</h1>\n<table class=\"data\">{data}</table>\n\
         <table class=\"items\"><thead><tr><th>Pos.</th><th>Art. no.</th><th>Description</th>\
         <th class=\"r\">Qty</th><th>Unit</th><th class=\"r\">Price {currency}</th><th class=\"r\">Total {currency}</th>\
         </tr></thead><tbody>\n{items}</tbody></table>\n\
         <table class=\"sums\"><tr><td>Total excl. VAT</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>VAT {rate}%</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"total\"><td>Total {currency}</td><td class=\"r\">{total}</td></tr></table>\n\
         <p class=\"terms\">Payable within 30 days net using the payment slip below. Thank you for your order.</p>\n\
         <div class=\"slip\"><span class=\"cut\">&#9986;</span>\
         <div class=\"part receipt\"><h2>Receipt</h2><b>Account / Payable to</b>{payee}\
         <b>Payable by</b>{payer}{amount}<b>Acceptance point</b></div>\
         <div class=\"part payment\"><div><h2>Payment part</h2><div class=\"qr\"><span>+</span></div>{amount}</div>\
         <div><b>Account / Payable to</b>{payee}<b>Additional information</b>Invoice {number}\
         <b>Payable by</b>{payer}</div></div></div>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        phone = p.phone,
        vat = p.vat_id,
        customer = p.customer,
        address = p.customer_address,
        currency = p.currency,
        subtotal = p.subtotal,
        rate = p.tax_rate,
        tax = p.tax,
        total = p.total,
        number = escape(&p.number),
    );
    page("A4", "Liberation Sans", css, &body)
}

/// A UK cloud-accounting invoice: "TAX INVOICE" over the customer at the
/// left, a column of small labels over values in the middle ("Invoice Date",
/// "Invoice Number", "Reference", "VAT Number") and the vendor at the right,
/// bare amounts under "Amount GBP", "TOTAL VAT" and "TOTAL GBP", the due date
/// under the totals, and a payment advice to cut off at the foot.
pub fn tax_invoice_advice(p: &Printed) -> String {
    let css = ".head { display: grid; grid-template-columns: 1.3fr 1fr 1fr; gap: 12px; }\n\
        h1 { font-size: 22pt; font-weight: normal; margin: 0 0 14px; }\n\
        .to { font-size: 9.5pt; line-height: 1.4; }\n\
        .meta div { font-size: 9.5pt; margin-bottom: 8px; }\n\
        .meta b { display: block; font-size: 8.5pt; }\n\
        .from { font-size: 9.5pt; line-height: 1.4; }\n\
        .items { width: 100%; margin-top: 30px; font-size: 9.5pt; }\n\
        .items th { text-align: left; border-bottom: 1px solid #000; padding: 4px; font-weight: bold; }\n\
        .items td { padding: 5px 4px; border-bottom: 1px solid #ddd; }\n\
        .items tr { break-inside: avoid; }\n\
        .r { text-align: right !important; white-space: nowrap; }\n\
        .sums { margin: 4px 0 0 auto; font-size: 9.5pt; break-inside: avoid; }\n\
        .sums td { padding: 3px 4px 3px 40px; }\n\
        .sums .total td { font-weight: bold; border-top: 1px solid #000; }\n\
        .due { font-size: 11pt; font-weight: bold; margin-top: 30px; }\n\
        .pay { font-size: 9pt; }\n\
        .advice { break-inside: avoid; margin-top: 40px; border-top: 1px dashed #000; padding-top: 16px; \
                  display: grid; grid-template-columns: 1fr 1fr; font-size: 9.5pt; }\n\
        .advice h2 { font-size: 16pt; font-weight: normal; margin: 0 0 10px; }\n\
        .advice table td { padding: 3px 10px 3px 0; vertical-align: top; }\n\
        .advice .blank { border-bottom: 1px solid #000; width: 120px; }\n\
        .advice small { font-size: 7.5pt; color: #555; }";
    let mut meta = vec![
        ("Invoice Date", p.date.clone()),
        ("Invoice Number", p.number.clone()),
    ];
    if let Some(po) = &p.po {
        meta.push(("Reference", po.clone()));
    }
    meta.push(("VAT Number", p.vat_id.clone()));
    let meta: String = meta
        .into_iter()
        .map(|(k, v)| format!("<div><b>{k}</b>{}</div>", escape(&v)))
        .collect();
    let rate = format!("{}%", p.tax_rate);
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.description.clone(), ""),
            (l.quantity.clone(), "r"),
            (l.unit_price.clone(), "r"),
            (rate.clone(), "r"),
            (l.amount.clone(), "r"),
        ]
    });
    let (sort_code, account) = p.sort_code_and_account();
    let body = format!(
        "<div class=\"head\"><div><h1>TAX INVOICE</h1><div class=\"to\">{customer}<br>{address}</div></div>\
         <div class=\"meta\">{meta}</div>\
         <div class=\"from\">{vendor}<br>{street}<br>{city}<br>{phone}</div></div>\n\
         <table class=\"items\"><thead><tr><th>Description</th><th class=\"r\">Quantity</th>\
         <th class=\"r\">Unit Price</th><th class=\"r\">VAT</th><th class=\"r\">Amount {currency}</th></tr></thead>\
         <tbody>\n{items}</tbody></table>\n\
         <table class=\"sums\"><tr><td>Subtotal</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>TOTAL VAT {rate}</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"total\"><td>TOTAL {currency}</td><td class=\"r\">{total}</td></tr></table>\n\
         <div class=\"due\">Due Date: {due}</div>\n\
         <p class=\"pay\">Bank: sort code {sort_code}, account {account}, account name {vendor}.<br>\
         Please use the invoice number as the payment reference.</p>\n\
         <div class=\"advice\"><div><h2>PAYMENT ADVICE</h2>To: {vendor}<br>{street}<br>{city}</div>\
         <table><tr><td><b>Customer</b></td><td>{customer}</td></tr>\
         <tr><td><b>Invoice Number</b></td><td>{number}</td></tr>\
         <tr><td><b>Amount Due</b></td><td>{total}</td></tr>\
         <tr><td><b>Due Date</b></td><td>{due}</td></tr>\
         <tr><td><b>Amount Enclosed</b></td><td class=\"blank\"></td></tr>\
         <tr><td></td><td><small>Enter the amount you are paying above</small></td></tr></table></div>",
        customer = p.customer,
        address = p.customer_address,
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        phone = p.phone,
        currency = p.currency,
        subtotal = p.subtotal,
        tax = p.tax,
        total = p.total,
        due = p.due,
        number = escape(&p.number),
    );
    page("A4", "Liberation Sans", css, &body)
}

/// An amount the French way, the currency after the number: "1 234,56 €",
/// or the code where the currency has no sign of its own.
fn amount_after(bare: &str, p: &Printed) -> String {
    match p.currency {
        "EUR" => format!("{bare} €"),
        code => format!("{bare} {code}"),
    }
}

/// A French facture as French invoicing software prints it, in French: the
/// seller with its VAT number at the left, "FACTURE N° …" at the
/// right over the client's address, a bordered strip of labels over values
/// ("Date", "Échéance", "Code client", "Votre commande", "Mode de
/// règlement"), "Désignation / Qté / P.U. HT / Montant HT", a VAT summary by
/// rate beside "Total HT / TVA / Total TTC / Net à payer", the legal
/// late-payment wording, and the company line and page count at every foot.
pub fn facture(p: &Printed) -> String {
    let footer = page_footer(
        "DejaVu Sans",
        &[
            (
                "bottom-center",
                format!(
                    "\"{} \\2013  {}, {} \\2013  N\\B0  TVA {}\"",
                    p.vendor, p.street, p.city, p.vat_id
                ),
            ),
            (
                "bottom-right",
                "\"Page \" counter(page) \"/\" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        ".top {{ display: flex; justify-content: space-between; align-items: flex-start; }}\n\
        .seller {{ font-size: 9pt; line-height: 1.35; }}\n\
        .seller .name {{ font-size: 16pt; font-weight: bold; color: #7a1f2b; margin-bottom: 4px; }}\n\
        .right {{ width: 78mm; }}\n\
        h1 {{ font-size: 18pt; margin: 0; color: #7a1f2b; letter-spacing: 1px; }}\n\
        .no {{ font-size: 11pt; font-weight: bold; margin: 2px 0 18px; }}\n\
        .client {{ border: 1px solid #bbb; padding: 8px 10px; line-height: 1.4; }}\n\
        .client .k {{ font-size: 7.5pt; color: #777; }}\n\
        .refs {{ width: 100%; margin: 22px 0 16px; font-size: 9pt; }}\n\
        .refs th {{ background: #f3e7e9; border: 1px solid #c9a3a9; font-weight: normal; font-size: 8pt; padding: 3px; }}\n\
        .refs td {{ border: 1px solid #c9a3a9; text-align: center; padding: 4px 3px; }}\n\
        .items {{ width: 100%; font-size: 9pt; }}\n\
        .items th {{ background: #7a1f2b; color: white; padding: 4px; text-align: left; font-weight: normal; }}\n\
        .items td {{ padding: 4px; border-bottom: 1px solid #e5e5e5; }}\n\
        .items tr {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .bottom {{ display: flex; justify-content: space-between; align-items: flex-start; margin-top: 14px; break-inside: avoid; }}\n\
        .vat {{ font-size: 8.5pt; }}\n .vat th, .vat td {{ border: 1px solid #ccc; padding: 2px 8px; }}\n\
        .vat th {{ font-weight: normal; background: #f5f5f5; }}\n\
        .sums {{ font-size: 9.5pt; }}\n .sums td {{ padding: 2px 6px 2px 30px; }}\n\
        .sums .ttc td {{ font-weight: bold; border-top: 1px solid #7a1f2b; }}\n\
        .sums .pay td {{ background: #7a1f2b; color: white; font-weight: bold; font-size: 11pt; padding: 5px 6px 5px 30px; }}\n\
        .terms {{ font-size: 8.5pt; margin-top: 22px; line-height: 1.4; break-inside: avoid; }}\n\
        .legal {{ font-size: 7pt; color: #666; margin-top: 10px; }}\n\
        {footer}"
    );
    let date = date_in(&p.date, Language::French);
    let due = date_in(&p.due, Language::French);
    let mut refs = vec![
        ("Date", date),
        ("Échéance", due.clone()),
        ("Code client", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        refs.push(("Votre commande", po.clone()));
    }
    refs.push(("Mode de règlement", "Virement".to_string()));
    let unit = |u: &str| if u == "h" { "h" } else { "u." };
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.code.clone(), ""),
            (l.description.clone(), ""),
            (l.quantity.clone(), "r"),
            (unit(l.unit).to_string(), ""),
            (l.unit_price.clone(), "r"),
            (l.amount.clone(), "r"),
        ]
    });
    let sign = if p.currency == "EUR" {
        "€"
    } else {
        p.currency
    };
    let total = amount_after(&p.total, p);
    let body = format!(
        "<div class=\"top\"><div class=\"seller\"><div class=\"name\">{vendor}</div>{street}<br>{city}<br>\
         Tél. {phone}<br>N° TVA : {vat}</div>\
         <div class=\"right\"><h1>FACTURE</h1><div class=\"no\">N° {number}</div>\
         <div class=\"client\"><div class=\"k\">Adresse de facturation</div><b>{customer}</b><br>{address}</div></div></div>\n\
         {refs}\n\
         <table class=\"items\"><thead><tr><th>Référence</th><th>Désignation</th><th class=\"r\">Qté</th>\
         <th>Unité</th><th class=\"r\">P.U. HT ({sign})</th><th class=\"r\">Montant HT ({sign})</th></tr></thead>\
         <tbody>\n{items}</tbody></table>\n\
         <div class=\"bottom\"><table class=\"vat\"><tr><th>Taux TVA</th><th>Base HT</th><th>Montant TVA</th></tr>\
         <tr><td>{rate} %</td><td class=\"r\">{subtotal_bare}</td><td class=\"r\">{tax_bare}</td></tr></table>\
         <table class=\"sums\"><tr><td>Total HT</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>TVA {rate} %</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"ttc\"><td>Total TTC</td><td class=\"r\">{total}</td></tr>\
         <tr class=\"pay\"><td>Net à payer</td><td class=\"r\">{total}</td></tr></table></div>\n\
         <div class=\"terms\">Conditions de règlement : paiement par virement au plus tard le {due}, \
         en rappelant le numéro de facture.<br>IBAN {iban}<br>Pas d'escompte pour paiement anticipé.\
         <div class=\"legal\">En cas de retard de paiement, une pénalité égale à trois fois le taux d'intérêt légal \
         sera exigible, ainsi qu'une indemnité forfaitaire pour frais de recouvrement de 40 €.</div></div>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        phone = p.phone,
        vat = p.vat_id,
        number = escape(&p.number),
        customer = p.customer,
        address = p.customer_address,
        refs = labels_above("refs", &refs),
        rate = p.tax_rate,
        subtotal_bare = p.subtotal,
        tax_bare = p.tax,
        subtotal = amount_after(&p.subtotal, p),
        tax = amount_after(&p.tax, p),
        iban = p.iban,
    );
    page("A4", "DejaVu Sans", &css, &body)
}

/// An invoice as a buyer's procurement portal renders it after the supplier
/// keyed it in against the purchase order: a status bar, the invoice header
/// as two columns of bold labels and values ("Invoice #", "Invoice Date",
/// "Payment Due Date", "PO #", "Currency"), supplier, remit-to, bill-to and
/// ship-to panels, each line with its type and unit of measure and a grey
/// line beneath naming the PO line it bills, and "Lines Net Total / Tax /
/// Total Invoice Amount / Amount Due".
pub fn supplier_portal(p: &Printed) -> String {
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!("\"Invoice {} \\2014  {}\"", p.number, p.vendor),
            ),
            (
                "bottom-right",
                "\"Page \" counter(page) \" of \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        ".bar {{ display: flex; justify-content: space-between; background: #eef2f6; border: 1px solid #c8d2dc; \
                padding: 6px 10px; font-size: 8.5pt; color: #44546a; }}\n\
        .bar b {{ color: #1b7f3b; }}\n\
        h1 {{ font-size: 17pt; margin: 16px 0 12px; font-weight: normal; }}\n\
        .cols {{ display: grid; grid-template-columns: 1fr 1fr; gap: 10px 30px; }}\n\
        .panel h3 {{ font-size: 8.5pt; text-transform: uppercase; color: #44546a; border-bottom: 1px solid #c8d2dc; \
                     margin: 0 0 5px; padding-bottom: 2px; }}\n\
        .panel {{ font-size: 9pt; line-height: 1.4; }}\n\
        .kv td {{ padding: 1px 10px 1px 0; font-size: 9pt; }}\n .kv td:first-child {{ font-weight: bold; }}\n\
        .lines {{ width: 100%; margin-top: 20px; font-size: 9pt; }}\n\
        .lines th {{ text-align: left; background: #44546a; color: white; padding: 4px 5px; font-weight: normal; }}\n\
        .lines td {{ padding: 5px 5px 1px; }}\n\
        .lines tr.ref td {{ padding: 0 5px 5px; font-size: 7.5pt; color: #6b7785; border-bottom: 1px solid #dde3ea; }}\n\
        .lines tbody {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .sums {{ margin: 12px 0 0 auto; font-size: 9.5pt; break-inside: avoid; }}\n\
        .sums td {{ padding: 3px 6px 3px 36px; }}\n\
        .sums .due td {{ font-weight: bold; background: #eef2f6; border-top: 1px solid #44546a; }}\n\
        .note {{ font-size: 8pt; color: #6b7785; margin-top: 18px; }}\n\
        {footer}"
    );
    let mut header = vec![
        ("Invoice #", p.number.clone()),
        ("Invoice Date", p.date.clone()),
        ("Payment Due Date", p.due.clone()),
    ];
    if let Some(po) = &p.po {
        header.push(("PO #", po.clone()));
    }
    header.push(("Currency", p.currency.to_string()));
    let header: String = header
        .into_iter()
        .map(|(k, v)| format!("<tr><td>{k}</td><td>{}</td></tr>", escape(&v)))
        .collect();
    let lines: String = p
        .lines
        .iter()
        .map(|l| {
            let (kind, uom) = if l.unit == "h" {
                ("Service", "HR")
            } else {
                ("Item", "EA")
            };
            let reference = match &p.po {
                Some(po) => format!(
                    "Against purchase order {}, line {} \u{b7} Supplier part no. {}",
                    escape(po),
                    l.position,
                    l.code
                ),
                None => format!("Non-PO line \u{b7} Supplier part no. {}", l.code),
            };
            format!(
                "<tbody><tr><td>{position}</td><td>{kind}</td><td>{description}</td><td class=\"r\">{quantity}</td>\
                 <td>{uom}</td><td class=\"r\">{price}</td><td class=\"r\">{amount}</td></tr>\n\
                 <tr class=\"ref\"><td></td><td></td><td colspan=\"5\">{reference}</td></tr></tbody>\n",
                position = l.position,
                description = escape(&l.description),
                quantity = l.quantity,
                price = l.unit_price,
                amount = l.amount,
            )
        })
        .collect();
    let body = format!(
        "<div class=\"bar\"><span>Supplier invoice \u{b7} submitted electronically against the buyer's purchase order</span>\
         <span>Status: <b>Approved for payment</b></span></div>\n\
         <h1>Invoice {number}</h1>\n\
         <div class=\"cols\"><div class=\"panel\"><h3>Invoice header</h3><table class=\"kv\">{header}</table></div>\
         <div class=\"panel\"><h3>Supplier</h3>{vendor}<br>{street}<br>{city}<br>Tax ID {vat}</div>\
         <div class=\"panel\"><h3>Bill to</h3>{customer}<br>Accounts Payable<br>{address}</div>\
         <div class=\"panel\"><h3>Remit to</h3>{vendor}<br>{street}<br>{city}</div></div>\n\
         <table class=\"lines\"><thead><tr><th>Line</th><th>Type</th><th>Description</th><th class=\"r\">Qty</th>\
         <th>UOM</th><th class=\"r\">Price</th><th class=\"r\">Total</th></tr></thead>\n{lines}</table>\n\
         <table class=\"sums\"><tr><td>Lines Net Total</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Tax (Sales tax {rate}%)</td><td class=\"r\">{tax}</td></tr>\
         <tr><td>Total Invoice Amount</td><td class=\"r\">{total}</td></tr>\
         <tr class=\"due\"><td>Amount Due</td><td class=\"r\">{total}</td></tr></table>\n\
         <p class=\"note\">Questions about this invoice? Contact {vendor} at {phone}. \
         Line amounts are in {currency}.</p>",
        number = escape(&p.number),
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        vat = p.vat_id,
        customer = p.customer,
        address = p.customer_address,
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = money_or_code(&p.tax, &p.tax_money, p),
        total = money_or_code(&p.total, &p.total_money, p),
        phone = p.phone,
        currency = p.currency,
    );
    page("letter", "Liberation Sans", &css, &body)
}

/// An invoice from an open-source ERP's default report: the company name as
/// the logo with its address beneath a coloured rule, the customer's address
/// indented at the right, "Invoice <number>" as the heading, a row of bold
/// labels over values ("Invoice Date", "Due Date", "Source", "Customer
/// Reference"), quantities with their unit ("12 Units"), a taxes column,
/// "Untaxed Amount / VAT / Total", the payment communication, and contact
/// details with "Page: x / y" at the foot of every page.
pub fn open_erp(p: &Printed) -> String {
    let footer = page_footer(
        "Liberation Sans",
        &[(
            "bottom-center",
            format!(
                "\"{}   accounts@example.co.uk   VAT {}\\A Page: \" counter(page) \" / \" counter(pages)",
                p.phone, p.vat_id
            ),
        )],
    );
    let css = format!(
        ".brand {{ display: flex; justify-content: space-between; align-items: flex-end; \
                  border-bottom: 2px solid #875a7b; padding-bottom: 6px; }}\n\
        .logo {{ font-size: 19pt; font-weight: bold; color: #875a7b; }}\n\
        .company {{ font-size: 8.5pt; text-align: right; line-height: 1.35; }}\n\
        .partner {{ margin: 26px 0 0 55%; line-height: 1.4; }}\n\
        h2 {{ font-size: 17pt; font-weight: normal; color: #875a7b; margin: 28px 0 12px; }}\n\
        .info {{ display: flex; gap: 34px; margin-bottom: 20px; font-size: 9.5pt; }}\n\
        .info strong {{ display: block; }}\n\
        .items {{ width: 100%; font-size: 9.5pt; }}\n\
        .items th {{ text-align: left; border-bottom: 1.5px solid #333; padding: 4px; }}\n\
        .items td {{ padding: 5px 4px; border-bottom: 1px solid #e2e2e2; }}\n\
        .items tr {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .totals {{ width: 42%; margin: 8px 0 0 auto; font-size: 9.5pt; break-inside: avoid; }}\n\
        .totals td {{ padding: 4px; border-top: 1px solid #e2e2e2; }}\n\
        .totals .total td {{ font-weight: bold; border-top: 1.5px solid #333; }}\n\
        .comm {{ margin-top: 26px; font-size: 9.5pt; }}\n\
        {footer}"
    );
    let mut info = vec![
        ("Invoice Date:", p.date.clone()),
        ("Due Date:", p.due.clone()),
        ("Source:", format!("S{}", p.customer_number)),
    ];
    if let Some(po) = &p.po {
        info.push(("Customer Reference:", po.clone()));
    }
    let info: String = info
        .into_iter()
        .map(|(k, v)| format!("<div><strong>{k}</strong>{}</div>", escape(&v)))
        .collect();
    let taxes = format!("VAT {}%", p.tax_rate);
    let items = rows(p, |i| {
        let l = &p.lines[i];
        let unit = if l.unit == "h" { "Hours" } else { "Units" };
        vec![
            (l.description.clone(), ""),
            (format!("{} {unit}", l.quantity), "r"),
            (l.unit_price.clone(), "r"),
            (taxes.clone(), ""),
            (money_or_code(&l.amount, &l.amount_money, p), "r"),
        ]
    });
    let (sort_code, account) = p.sort_code_and_account();
    let body = format!(
        "<div class=\"brand\"><div class=\"logo\">{vendor}</div>\
         <div class=\"company\">{vendor}<br>{street}<br>{city}<br>United Kingdom</div></div>\n\
         <div class=\"partner\">{customer}<br>{address}</div>\n\
         <h2>Invoice {number}</h2>\n\
         <div class=\"info\">{info}</div>\n\
         <table class=\"items\"><thead><tr><th>Description</th><th class=\"r\">Quantity</th>\
         <th class=\"r\">Unit Price</th><th>Taxes</th><th class=\"r\">Amount</th></tr></thead>\
         <tbody>\n{items}</tbody></table>\n\
         <table class=\"totals\"><tr><td>Untaxed Amount</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>{taxes}</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"total\"><td>Total</td><td class=\"r\">{total}</td></tr></table>\n\
         <div class=\"comm\">Please use the following communication for your payment: <b>{number}</b><br>\
         on this account: sort code {sort_code}, account {account} ({vendor})</div>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        customer = p.customer,
        address = p.customer_address,
        number = escape(&p.number),
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        tax = money_or_code(&p.tax, &p.tax_money, p),
        total = money_or_code(&p.total, &p.total_money, p),
    );
    page("A4", "Liberation Sans", &css, &body)
}

/// A Spanish factura as Spanish invoicing software prints it, in Spanish:
/// the issuer with its NIF at the top left, "FACTURA" at the right over a
/// grey box of "Nº factura / Fecha / Vencimiento / Su pedido", the client's
/// details in a ruled box, "Código / Concepto / Cantidad / Precio / Importe",
/// the tax breakdown as one ruled row of labels over values ("Base imponible
/// / % IVA / Cuota IVA / Total factura"), the payment method with the due
/// date and IBAN, and "Página x de y" at every foot.
pub fn factura(p: &Printed) -> String {
    let footer = page_footer(
        "DejaVu Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"{} \\2013  NIF/CIF {} \\2013  {}, {}\"",
                    p.vendor, p.vat_id, p.street, p.city
                ),
            ),
            (
                "bottom-right",
                "\"Página \" counter(page) \" de \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        ".top {{ display: flex; justify-content: space-between; align-items: flex-start; }}\n\
        .issuer {{ font-size: 9pt; line-height: 1.4; }}\n\
        .issuer .name {{ font-size: 15pt; font-weight: bold; color: #b3541e; margin-bottom: 3px; }}\n\
        .doc {{ width: 74mm; }}\n\
        h1 {{ font-size: 22pt; margin: 0 0 6px; color: #b3541e; text-align: right; font-weight: normal; letter-spacing: 3px; }}\n\
        .data {{ width: 100%; background: #f1f1f1; font-size: 9pt; }}\n\
        .data td {{ padding: 3px 8px; }}\n .data td:first-child {{ font-weight: bold; width: 45%; }}\n\
        .client {{ border: 1px solid #999; margin: 20px 0 18px; padding: 8px 10px; font-size: 9.5pt; line-height: 1.45; width: 60%; }}\n\
        .client .k {{ font-size: 7.5pt; color: #b3541e; font-weight: bold; text-transform: uppercase; }}\n\
        .items {{ width: 100%; font-size: 9pt; }}\n\
        .items th {{ border-top: 1.5px solid #b3541e; border-bottom: 1.5px solid #b3541e; padding: 4px; text-align: left; }}\n\
        .items td {{ padding: 4px; border-bottom: 1px dotted #bbb; }}\n\
        .items tr {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .tax {{ width: 100%; margin-top: 18px; font-size: 9pt; break-inside: avoid; }}\n\
        .tax th {{ border: 1px solid #999; background: #f1f1f1; padding: 3px 6px; font-weight: bold; }}\n\
        .tax td {{ border: 1px solid #999; padding: 5px 6px; text-align: right; }}\n\
        .tax td.total {{ font-weight: bold; font-size: 11pt; }}\n\
        .pay {{ margin-top: 18px; font-size: 9pt; line-height: 1.5; break-inside: avoid; }}\n\
        .lopd {{ margin-top: 16px; font-size: 6.5pt; color: #777; }}\n\
        {footer}"
    );
    let date = date_in(&p.date, Language::Spanish);
    let due = date_in(&p.due, Language::Spanish);
    let mut data = vec![
        ("Nº factura", p.number.clone()),
        ("Fecha", date),
        ("Vencimiento", due.clone()),
        ("Nº cliente", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        data.push(("Su pedido", po.clone()));
    }
    let data: String = data
        .into_iter()
        .map(|(k, v)| format!("<tr><td>{k}</td><td>{}</td></tr>", escape(&v)))
        .collect();
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.code.clone(), ""),
            (l.description.clone(), ""),
            (l.quantity.clone(), "r"),
            (amount_after(&l.unit_price, p), "r"),
            (amount_after(&l.amount, p), "r"),
        ]
    });
    let body = format!(
        "<div class=\"top\"><div class=\"issuer\"><div class=\"name\">{vendor}</div>NIF/CIF: {vat}<br>\
         {street}<br>{city}<br>Tel. {phone}</div>\
         <div class=\"doc\"><h1>FACTURA</h1><table class=\"data\">{data}</table></div></div>\n\
         <div class=\"client\"><div class=\"k\">Datos del cliente</div><b>{customer}</b><br>{address}</div>\n\
         <table class=\"items\"><thead><tr><th>Código</th><th>Concepto</th><th class=\"r\">Cantidad</th>\
         <th class=\"r\">Precio</th><th class=\"r\">Importe</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <table class=\"tax\"><tr><th>Base imponible</th><th>% IVA</th><th>Cuota IVA</th><th>Total factura</th></tr>\
         <tr><td>{subtotal}</td><td>{rate} %</td><td>{tax}</td><td class=\"total\">{total}</td></tr></table>\n\
         <div class=\"pay\"><b>Forma de pago:</b> transferencia bancaria, con vencimiento el {due}.<br>\
         <b>IBAN:</b> {iban}<br>Indique el número de factura {number} en el concepto de la transferencia.</div>\n\
         <div class=\"lopd\">Sus datos se tratan con la finalidad de gestionar la relación comercial y la facturación. \
         Puede ejercer sus derechos de acceso, rectificación y supresión dirigiéndose a {vendor}.</div>",
        vendor = escape(p.vendor),
        vat = p.vat_id,
        street = p.street,
        city = p.city,
        phone = p.phone,
        customer = p.customer,
        address = p.customer_address,
        subtotal = amount_after(&p.subtotal, p),
        rate = p.tax_rate,
        tax = amount_after(&p.tax, p),
        total = amount_after(&p.total, p),
        iban = p.iban,
        number = escape(&p.number),
    );
    page("A4", "DejaVu Sans", &css, &body)
}

/// A freelancer's invoice typeset with a LaTeX invoice class: a serif face,
/// the sender's name in small capitals centred over a rule with the address
/// and VAT number on one line beneath, the client at the left beside a small
/// tabular of "Invoice no. / Date / Payment due / Your reference", a run-in
/// "Invoice" heading, the items between booktabs-style rules with the
/// currency in the column heads, the totals as the last rows of that table,
/// bank details as a closing paragraph and a bare page number at the foot.
pub fn typeset(p: &Printed) -> String {
    let footer = page_footer(
        "Liberation Serif",
        &[("bottom-center", "counter(page)".to_string())],
    );
    let css = format!(
        "body {{ font-size: 10.5pt; line-height: 1.3; }}\n\
        .sender {{ text-align: center; }}\n\
        .sender .name {{ font-size: 20pt; }}\n\
        .sender .line {{ font-size: 9pt; border-top: 0.6pt solid #000; margin: 4px 12% 0; padding-top: 4px; }}\n\
        .head {{ display: flex; justify-content: space-between; margin: 34px 0 26px; }}\n\
        .head table td {{ padding: 0 0 1px 14px; }}\n\
        .head table td:first-child {{ font-style: italic; padding-left: 0; }}\n\
        h2 {{ font-size: 13pt; margin: 0 0 8px; }}\n\
        .intro {{ margin: 0 0 12px; }}\n\
        .items {{ width: 100%; border-top: 1.2pt solid #000; border-bottom: 1.2pt solid #000; }}\n\
        .items th {{ font-weight: normal; font-style: italic; text-align: left; padding: 3px 6px; border-bottom: 0.6pt solid #000; }}\n\
        .items td {{ padding: 2px 6px; }}\n\
        .items tr {{ break-inside: avoid; }}\n\
        .items tr.first td {{ border-top: 0.6pt solid #000; padding-top: 5px; }}\n\
        .items tr.grand td {{ font-weight: bold; border-top: 0.6pt solid #000; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .close {{ margin-top: 22px; break-inside: avoid; }}\n\
        {footer}"
    );
    let sign = match p.currency {
        "GBP" => "£",
        "USD" => "$",
        "EUR" => "€",
        code => code,
    };
    let mut data = vec![
        ("Invoice no.", p.number.clone()),
        ("Date", p.date.clone()),
        ("Payment due", p.due.clone()),
    ];
    if let Some(po) = &p.po {
        data.push(("Your reference", po.clone()));
    }
    let data: String = data
        .into_iter()
        .map(|(k, v)| format!("<tr><td>{k}</td><td>{}</td></tr>", escape(&v)))
        .collect();
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.description.clone(), ""),
            (l.quantity.clone(), "r"),
            (l.unit_price.clone(), "r"),
            (l.amount.clone(), "r"),
        ]
    });
    let (sort_code, account) = p.sort_code_and_account();
    let body = format!(
        "<div class=\"sender\"><div class=\"name\">{vendor}</div>\
         <div class=\"line\">{street} · {city} · {phone} · VAT Reg. {vat}</div></div>\n\
         <div class=\"head\"><div>{customer}<br>{address}</div><table>{data}</table></div>\n\
         <h2>Invoice {number}</h2>\n\
         <p class=\"intro\">For goods supplied and work carried out as follows. All amounts are in {code}.</p>\n\
         <table class=\"items\"><thead><tr><th>Description</th><th class=\"r\">Qty</th>\
         <th class=\"r\">Unit price ({sign})</th><th class=\"r\">Amount ({sign})</th></tr></thead><tbody>\n\
         {items}<tr class=\"first\"><td colspan=\"3\">Subtotal</td><td class=\"r\">{subtotal}</td></tr>\n\
         <tr><td colspan=\"3\">VAT at {rate}%</td><td class=\"r\">{tax}</td></tr>\n\
         <tr class=\"grand\"><td colspan=\"3\">Total due</td><td class=\"r\">{sign}{total}</td></tr>\n\
         </tbody></table>\n\
         <p class=\"close\">Please transfer the total due by {due} to {vendor}, sort code {sort_code}, \
         account no. {account}, quoting invoice number {number} as the reference.<br><br>\
         Thank you for your custom.</p>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        phone = p.phone,
        vat = p.vat_id,
        customer = p.customer,
        address = p.customer_address,
        number = escape(&p.number),
        code = p.currency,
        subtotal = p.subtotal,
        rate = p.tax_rate,
        tax = p.tax,
        total = p.total,
        due = p.due,
    );
    page("A4", "Liberation Serif", &css, &body)
}

/// A freelancer-accounting web app's default invoice: the business name at
/// the left with its contact lines at the right, then a row of small grey
/// labels over values ("Billed To", "Date of Issue" over "Due Date",
/// "Invoice Number" over "Reference", and "Amount Due (USD)" with the amount
/// in large type at the right), a thick accent rule, the items as
/// "Description / Rate / Qty / Line Total" (rate before quantity), and
/// "Subtotal / Tax / Total / Amount Paid / Amount Due (USD)" at the right.
pub fn billed_to(p: &Printed) -> String {
    let css = ".brand { display: flex; justify-content: space-between; align-items: flex-start; }\n\
        .brand .name { font-size: 20pt; font-weight: bold; color: #0e7a6d; }\n\
        .brand .contact { font-size: 8.5pt; color: #666; text-align: right; line-height: 1.45; }\n\
        .summary { display: flex; gap: 36px; margin: 38px 0 0; font-size: 9.5pt; line-height: 1.4; }\n\
        .summary .k { color: #8a8a8a; font-size: 8.5pt; }\n\
        .summary .gap { margin-top: 12px; }\n\
        .summary .due { margin-left: auto; text-align: right; }\n\
        .summary .big { font-size: 24pt; color: #0e7a6d; margin-top: 2px; }\n\
        .rule { border-top: 4px solid #0e7a6d; margin: 18px 0 6px; }\n\
        .items { width: 100%; font-size: 9.5pt; }\n\
        .items th { color: #0e7a6d; text-align: left; font-weight: bold; padding: 6px 4px; }\n\
        .items td { padding: 8px 4px; border-bottom: 1px solid #e6e6e6; }\n\
        .items tr { break-inside: avoid; }\n\
        .r { text-align: right !important; white-space: nowrap; }\n\
        .totals { width: 46%; margin: 12px 0 0 auto; font-size: 9.5pt; break-inside: avoid; }\n\
        .totals td { padding: 4px; }\n\
        .totals .sep td { border-top: 1px solid #e6e6e6; }\n\
        .totals .due td { font-weight: bold; font-size: 11pt; border-top: 2px solid #0e7a6d; }\n\
        .notes { margin-top: 34px; font-size: 8.5pt; color: #555; break-inside: avoid; }\n\
        .notes .k { color: #8a8a8a; }";
    let reference = match &p.po {
        Some(po) => format!(
            "<div class=\"gap k\">Reference</div><div>{}</div>",
            escape(po)
        ),
        None => String::new(),
    };
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.description.clone(), ""),
            (l.unit_price_money.clone(), "r"),
            (l.quantity.clone(), "r"),
            (l.amount_money.clone(), "r"),
        ]
    });
    let body = format!(
        "<div class=\"brand\"><div class=\"name\">{vendor}</div>\
         <div class=\"contact\">{phone}<br>billing@{domain}<br>{street}<br>{city}</div></div>\n\
         <div class=\"summary\">\
         <div><div class=\"k\">Billed To</div><div>{customer}</div><div>{address}</div></div>\
         <div><div class=\"k\">Date of Issue</div><div>{date}</div>\
         <div class=\"gap k\">Due Date</div><div>{due}</div></div>\
         <div><div class=\"k\">Invoice Number</div><div>{number}</div>{reference}</div>\
         <div class=\"due\"><div class=\"k\">Amount Due ({code})</div><div class=\"big\">{total}</div></div></div>\n\
         <div class=\"rule\"></div>\n\
         <table class=\"items\"><thead><tr><th>Description</th><th class=\"r\">Rate</th>\
         <th class=\"r\">Qty</th><th class=\"r\">Line Total</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <table class=\"totals\"><tr><td>Subtotal</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Tax ({rate}%)</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"sep\"><td>Total</td><td class=\"r\">{total}</td></tr>\
         <tr><td>Amount Paid</td><td class=\"r\">{paid}</td></tr>\
         <tr class=\"due\"><td>Amount Due ({code})</td><td class=\"r\">{total}</td></tr></table>\n\
         <div class=\"notes\"><div class=\"k\">Notes</div>Thank you for your business. \
         Payment is due within the terms shown above; cards and ACH are accepted through the payment link \
         in the invoice e-mail.<br><br><div class=\"k\">Terms</div>Late balances may incur a 1.5% monthly service charge.</div>",
        vendor = escape(p.vendor),
        phone = p.phone,
        domain = p
            .vendor
            .split(' ')
            .next()
            .unwrap_or("example")
            .to_lowercase()
            + ".com",
        street = p.street,
        city = p.city,
        customer = p.customer,
        address = p.customer_address,
        date = p.date,
        due = p.due,
        number = escape(&p.number),
        code = p.currency,
        total = p.total_money,
        subtotal = p.subtotal_money,
        rate = p.tax_rate,
        tax = p.tax_money,
        paid = p.total_money.replace(&p.total, &p.bare_number(0)),
    );
    page("letter", "Liberation Sans", css, &body)
}

// An eighth round of seven, written the same way without looking at
// the extractor; held out at first, then trained on.

/// The cents of a printed amount, whatever its separators (it has two decimals).
pub(super) fn printed_cents(printed: &str) -> i64 {
    printed
        .chars()
        .filter(char::is_ascii_digit)
        .collect::<String>()
        .parse()
        .unwrap_or(0)
}

/// A whole number written out in Polish words, as the "Słownie" line of a
/// Polish invoice spells the amount: 2345 is "dwa tysiące trzysta czterdzieści
/// pięć".
pub(super) fn polish_words(n: i64) -> String {
    const UNITS: [&str; 10] = [
        "",
        "jeden",
        "dwa",
        "trzy",
        "cztery",
        "pięć",
        "sześć",
        "siedem",
        "osiem",
        "dziewięć",
    ];
    const TEENS: [&str; 10] = [
        "dziesięć",
        "jedenaście",
        "dwanaście",
        "trzynaście",
        "czternaście",
        "piętnaście",
        "szesnaście",
        "siedemnaście",
        "osiemnaście",
        "dziewiętnaście",
    ];
    const TENS: [&str; 10] = [
        "",
        "",
        "dwadzieścia",
        "trzydzieści",
        "czterdzieści",
        "pięćdziesiąt",
        "sześćdziesiąt",
        "siedemdziesiąt",
        "osiemdziesiąt",
        "dziewięćdziesiąt",
    ];
    const HUNDREDS: [&str; 10] = [
        "",
        "sto",
        "dwieście",
        "trzysta",
        "czterysta",
        "pięćset",
        "sześćset",
        "siedemset",
        "osiemset",
        "dziewięćset",
    ];
    // The noun for a group of thousands or millions: one, two to four, many.
    const SCALES: [[&str; 3]; 3] = [
        ["", "", ""],
        ["tysiąc", "tysiące", "tysięcy"],
        ["milion", "miliony", "milionów"],
    ];
    if n == 0 {
        return "zero".to_string();
    }
    let below_thousand = |g: i64| -> Vec<&'static str> {
        let mut words = vec![HUNDREDS[(g / 100) as usize]];
        let rest = g % 100;
        if (10..20).contains(&rest) {
            words.push(TEENS[(rest - 10) as usize]);
        } else {
            words.push(TENS[(rest / 10) as usize]);
            words.push(UNITS[(rest % 10) as usize]);
        }
        words.into_iter().filter(|w| !w.is_empty()).collect()
    };
    let mut words: Vec<&str> = Vec::new();
    for (scale, forms) in SCALES.iter().enumerate().rev() {
        let g = n / 1000_i64.pow(scale as u32) % 1000;
        if g == 0 {
            continue;
        }
        if scale > 0 && g == 1 {
            words.push(forms[0]);
            continue;
        }
        words.extend(below_thousand(g));
        if scale > 0 {
            let few = (2..=4).contains(&(g % 10)) && !(12..=14).contains(&(g % 100));
            words.push(if few { forms[1] } else { forms[2] });
        }
    }
    words.join(" ")
}

/// The place of issue as a Polish invoice names it: the town of a European
/// vendor without the postcode in front of it.
fn town(p: &Printed) -> &str {
    p.city.split_once(' ').map_or(p.city, |(_, town)| town)
}

/// A Polish "Faktura VAT" as Polish invoicing services print it, in Polish:
/// the place and the dates of issue and of sale at the top right, "Faktura
/// VAT nr …" centred with "ORYGINAŁ" beneath, "Sprzedawca" beside "Nabywca"
/// with their tax numbers, the items as "Lp. / Nazwa towaru lub usługi /
/// J.m. / Ilość / Cena netto / Wartość netto / Stawka VAT", a VAT table by
/// rate with a "Razem" row, "Do zapłaty" with the amount spelt out in Polish
/// words ("Słownie"), the due date and account, and two signature lines.
pub fn faktura_vat(p: &Printed) -> String {
    let footer = page_footer(
        "DejaVu Sans",
        &[
            (
                "bottom-left",
                format!("\"Faktura VAT nr {} \\2014  {}\"", p.number, p.vendor),
            ),
            (
                "bottom-right",
                "\"Strona \" counter(page) \" z \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9pt; }}\n\
        .top {{ display: flex; justify-content: space-between; align-items: flex-start; }}\n\
        .logo {{ font-size: 17pt; font-weight: bold; color: #c8102e; }}\n\
        .place td {{ padding: 1px 0 1px 10px; }}\n .place td:first-child {{ color: #555; text-align: right; }}\n\
        h1 {{ text-align: center; font-size: 15pt; margin: 22px 0 0; }}\n\
        .copy {{ text-align: center; font-size: 8pt; letter-spacing: 2px; color: #555; margin-bottom: 18px; }}\n\
        .parties {{ display: flex; gap: 24px; }}\n\
        .party {{ flex: 1; line-height: 1.45; }}\n\
        .party h3 {{ font-size: 9pt; margin: 0 0 4px; border-bottom: 1.5px solid #c8102e; padding-bottom: 2px; }}\n\
        .order {{ margin: 14px 0 10px; }}\n\
        .items {{ width: 100%; font-size: 8.5pt; }}\n\
        .items th {{ background: #f2f2f2; border: 1px solid #999; padding: 4px 3px; font-weight: bold; text-align: center; }}\n\
        .items td {{ border: 1px solid #999; padding: 3px; }}\n\
        .items tr {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .c {{ text-align: center; }}\n\
        .vat {{ margin: 12px 0 0 auto; font-size: 8.5pt; break-inside: avoid; }}\n\
        .vat th {{ background: #f2f2f2; border: 1px solid #999; padding: 3px 8px; }}\n\
        .vat td {{ border: 1px solid #999; padding: 3px 8px; text-align: right; }}\n\
        .vat tr.sum td {{ font-weight: bold; }}\n\
        .vat td.label {{ border: none; text-align: right; }}\n\
        .pay {{ margin-top: 16px; line-height: 1.6; break-inside: avoid; }}\n\
        .pay .due {{ font-size: 13pt; font-weight: bold; }}\n\
        .sign {{ display: flex; justify-content: space-between; margin-top: 48px; font-size: 7.5pt; color: #555; \
                 text-align: center; break-inside: avoid; }}\n\
        .sign div {{ width: 38%; border-top: 1px dotted #333; padding-top: 3px; }}\n\
        {footer}"
    );
    let date = date_in(&p.date, Language::Polish);
    let due = date_in(&p.due, Language::Polish);
    let place: String = [
        ("Miejsce wystawienia:", town(p).to_string()),
        ("Data wystawienia:", date.clone()),
        ("Data sprzedaży:", date),
    ]
    .into_iter()
    .map(|(k, v)| format!("<tr><td>{k}</td><td>{}</td></tr>", escape(&v)))
    .collect();
    let order = match &p.po {
        Some(po) => format!(
            "<div class=\"order\">Nr zamówienia nabywcy: <b>{}</b></div>",
            escape(po)
        ),
        None => "<div class=\"order\"></div>".to_string(),
    };
    let rate = format!("{}%", p.tax_rate);
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (format!("{}.", l.position), "c"),
            (l.description.clone(), ""),
            (
                if l.unit == "h" { "godz." } else { "szt." }.to_string(),
                "c",
            ),
            (l.quantity.clone(), "r"),
            (l.unit_price.clone(), "r"),
            (l.amount.clone(), "r"),
            (rate.clone(), "c"),
        ]
    });
    let cents = printed_cents(&p.total);
    let words = format!(
        "{} {} {:02}/100",
        polish_words(cents / 100),
        p.currency,
        cents % 100
    );
    let body = format!(
        "<div class=\"top\"><div class=\"logo\">{vendor}</div><table class=\"place\">{place}</table></div>\n\
         <h1>Faktura VAT nr {number}</h1><div class=\"copy\">ORYGINAŁ</div>\n\
         <div class=\"parties\">\
         <div class=\"party\"><h3>Sprzedawca</h3><b>{vendor}</b><br>{street}<br>{city}<br>NIP: {vat}<br>Tel. {phone}</div>\
         <div class=\"party\"><h3>Nabywca</h3><b>{customer}</b><br>{address}<br>Nr klienta: {customer_no}</div></div>\n\
         {order}\n\
         <table class=\"items\"><thead><tr><th>Lp.</th><th>Nazwa towaru lub usługi</th><th>J.m.</th><th>Ilość</th>\
         <th>Cena netto<br>({cur})</th><th>Wartość netto<br>({cur})</th><th>Stawka VAT</th></tr></thead>\
         <tbody>\n{items}</tbody></table>\n\
         <table class=\"vat\"><tr><td class=\"label\"></td><th>Stawka VAT</th><th>Wartość netto</th><th>Kwota VAT</th>\
         <th>Wartość brutto</th></tr>\
         <tr><td class=\"label\">w tym:</td><td>{rate}</td><td>{subtotal}</td><td>{tax}</td><td>{total}</td></tr>\
         <tr class=\"sum\"><td class=\"label\">Razem:</td><td></td><td>{subtotal}</td><td>{tax}</td><td>{total}</td></tr></table>\n\
         <div class=\"pay\"><div class=\"due\">Do zapłaty: {total} {cur}</div>\
         Słownie: {words}<br>\
         Sposób płatności: przelew<br>Termin płatności: <b>{due}</b><br>\
         Numer konta: {iban}<br>W tytule przelewu prosimy podać numer faktury.</div>\n\
         <div class=\"sign\"><div>Osoba upoważniona do odbioru</div><div>Osoba upoważniona do wystawienia</div></div>",
        vendor = escape(p.vendor),
        number = escape(&p.number),
        street = p.street,
        city = p.city,
        vat = p.vat_id,
        phone = p.phone,
        customer = p.customer,
        address = p.customer_address,
        customer_no = p.customer_number,
        cur = p.currency,
        subtotal = p.subtotal,
        tax = p.tax,
        total = p.total,
        iban = p.iban,
    );
    page("A4", "DejaVu Sans", &css, &body)
}

/// Characters of a code built from `digits`: a letter or digit for each.
fn code_from(digits: &str, alphabet: &str, length: usize) -> String {
    let alphabet: Vec<char> = alphabet.chars().collect();
    digits
        .bytes()
        .cycle()
        .take(length)
        .enumerate()
        .map(|(i, d)| alphabet[(usize::from(d - b'0') * 7 + i * 3) % alphabet.len()])
        .collect()
}

/// A Portuguese fatura from certified invoicing software, in Portuguese: the
/// seller with its NIF at the left, "ORIGINAL" over the customer's window
/// ("Exmo.(s) Sr.(s)") at the right, "Fatura N.º …" with its ATCUD code,
/// a strip of labels over values ("Data de emissão", "Data de vencimento",
/// "V/ Requisição", "Moeda"), items as "Artigo / Descrição / Qtd. / Un. /
/// Preço unit. / Desc. / IVA / Valor", a VAT summary ("Taxa / Incidência /
/// Valor IVA") beside "Total Ilíquido / Desconto comercial / Total IVA /
/// Total", a QR code box, and the software certificate line with four
/// characters of the document's signature at every foot.
pub fn fatura(p: &Printed) -> String {
    let iban_digits: String = p.iban.chars().filter(char::is_ascii_digit).collect();
    let signature = code_from(
        &iban_digits[2..],
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
        4,
    );
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"{signature}-Processado por programa certificado n.\\BA  2417/AT\\A {} \\2013  {}, {} \\2013  NIF {}\"",
                    p.vendor, p.street, p.city, p.vat_id
                ),
            ),
            (
                "bottom-right",
                "\"Original \\2013  Pág. \" counter(page) \"/\" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9pt; }}\n\
        .top {{ display: flex; justify-content: space-between; align-items: flex-start; }}\n\
        .seller {{ line-height: 1.4; }}\n\
        .seller .name {{ font-size: 16pt; font-weight: bold; color: #00695c; margin-bottom: 3px; }}\n\
        .window {{ width: 82mm; }}\n\
        .window .copy {{ text-align: right; font-size: 8pt; font-weight: bold; letter-spacing: 2px; margin-bottom: 10px; }}\n\
        .window .to {{ border-left: 3px solid #00695c; padding: 4px 10px; line-height: 1.45; }}\n\
        .doc {{ margin: 20px 0 10px; }}\n\
        .doc h1 {{ display: inline; font-size: 17pt; color: #00695c; margin: 0 12px 0 0; }}\n\
        .doc .no {{ font-size: 12pt; font-weight: bold; }}\n\
        .doc .atcud {{ font-size: 8pt; color: #444; margin-top: 2px; }}\n\
        .refs {{ width: 100%; margin-bottom: 14px; }}\n\
        .refs th {{ background: #e0f2f1; border: 1px solid #80cbc4; font-size: 7.5pt; font-weight: normal; padding: 2px 4px; text-align: left; }}\n\
        .refs td {{ border: 1px solid #80cbc4; padding: 4px; }}\n\
        .items {{ width: 100%; font-size: 8.5pt; }}\n\
        .items th {{ border-bottom: 1.5px solid #00695c; padding: 4px 3px; text-align: left; color: #00695c; }}\n\
        .items td {{ padding: 4px 3px; border-bottom: 1px solid #e5e5e5; }}\n\
        .items tr {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .bottom {{ display: flex; justify-content: space-between; align-items: flex-start; gap: 14px; margin-top: 14px; \
                   break-inside: avoid; }}\n\
        .summary h3 {{ font-size: 8.5pt; margin: 0 0 4px; }}\n\
        .summary table td, .summary table th {{ border: 1px solid #bbb; padding: 2px 6px; font-size: 8pt; }}\n\
        .summary table th {{ background: #f3f3f3; font-weight: normal; }}\n\
        .qr {{ width: 24mm; height: 24mm; margin-top: 10px; border: 2px solid #000; \
               background: repeating-conic-gradient(#000 0 25%, #fff 0 50%) 0 0 / 3mm 3mm; }}\n\
        .sums {{ min-width: 70mm; }}\n .sums td {{ padding: 3px 6px; }}\n\
        .sums tr td:last-child {{ text-align: right; white-space: nowrap; }}\n\
        .sums .total td {{ background: #00695c; color: white; font-weight: bold; font-size: 11.5pt; padding: 6px; }}\n\
        .notes {{ margin-top: 16px; font-size: 8pt; line-height: 1.5; break-inside: avoid; }}\n\
        {footer}"
    );
    let vat_digits: String = p.vat_id.chars().filter(char::is_ascii_digit).collect();
    let atcud = format!(
        "{}-{}",
        code_from(&vat_digits, "BCDFGHJKLMNPQRSTVWXZ23456789", 8),
        p.number
            .chars()
            .filter(char::is_ascii_digit)
            .collect::<String>()
            .trim_start_matches('0')
    );
    let date = date_in(&p.date, Language::Portuguese);
    let due = date_in(&p.due, Language::Portuguese);
    let mut refs = vec![
        ("Data de emissão", date.clone()),
        ("Data de vencimento", due.clone()),
        ("N.º cliente", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        refs.push(("V/ Requisição", po.clone()));
    }
    refs.extend([
        ("Moeda", p.currency.to_string()),
        (
            "Condições de pagamento",
            "Transferência bancária".to_string(),
        ),
    ]);
    let rate = format!("{}%", p.tax_rate);
    let zero = p.bare_number(0);
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.code.clone(), ""),
            (l.description.clone(), ""),
            (l.quantity.clone(), "r"),
            (if l.unit == "h" { "H" } else { "UN" }.to_string(), ""),
            (l.unit_price.clone(), "r"),
            (zero.clone(), "r"),
            (rate.clone(), "r"),
            (l.amount.clone(), "r"),
        ]
    });
    let exemption = if p.tax_rate == 0 {
        "Isento (art. 14.º do RITI)"
    } else {
        ""
    };
    let body = format!(
        "<div class=\"top\"><div class=\"seller\"><div class=\"name\">{vendor}</div>{street}<br>{city}<br>\
         NIF: {vat}<br>Tel. {phone}</div>\
         <div class=\"window\"><div class=\"copy\">ORIGINAL</div>\
         <div class=\"to\">Exmo.(s) Sr.(s)<br><b>{customer}</b><br>{address}</div></div></div>\n\
         <div class=\"doc\"><h1>Fatura</h1><span class=\"no\">N.º {number}</span>\
         <div class=\"atcud\">ATCUD: {atcud}</div></div>\n\
         {refs}\n\
         <table class=\"items\"><thead><tr><th>Artigo</th><th>Descrição</th><th class=\"r\">Qtd.</th><th>Un.</th>\
         <th class=\"r\">Preço unit.</th><th class=\"r\">Desc. %</th><th class=\"r\">IVA</th><th class=\"r\">Valor</th>\
         </tr></thead><tbody>\n{items}</tbody></table>\n\
         <div class=\"bottom\"><div class=\"summary\"><h3>Quadro resumo do IVA</h3>\
         <table><tr><th>Taxa</th><th>Incidência</th><th>Valor IVA</th><th>Motivo de isenção</th></tr>\
         <tr><td>{rate}</td><td class=\"r\">{subtotal}</td><td class=\"r\">{tax}</td><td>{exemption}</td></tr></table>\
         <div class=\"qr\"></div></div>\
         <table class=\"sums\"><tr><td>Total Ilíquido</td><td>{subtotal}</td></tr>\
         <tr><td>Desconto comercial</td><td>{zero}</td></tr>\
         <tr><td>Total IVA</td><td>{tax}</td></tr>\
         <tr class=\"total\"><td>Total ({cur})</td><td>{total}</td></tr></table></div>\n\
         <div class=\"notes\">Os bens e/ou serviços foram colocados à disposição do adquirente na data do documento.<br>\
         Pagamento por transferência bancária até {due} para o IBAN {iban}, indicando o número da fatura.</div>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        vat = p.vat_id,
        phone = p.phone,
        customer = p.customer,
        address = p.customer_address,
        number = escape(&p.number),
        refs = labels_above("refs", &refs),
        subtotal = p.subtotal,
        tax = p.tax,
        total = p.total,
        cur = p.currency,
        iban = p.iban,
    );
    page("A4", "Liberation Sans", &css, &body)
}

/// A UK wholesaler's invoice printed landscape from its web shop's back
/// office: the letterhead, the invoice and delivery addresses and a wide
/// item table (line, product code, description, quantity, unit, unit price,
/// VAT rate, net) in the main column, and at the right a tinted rail holding
/// the invoice number, dates and order reference, the totals with the
/// balance due in large type, and the bank details; on a long invoice the
/// items run on over the following pages beside an empty rail.
pub fn right_rail(p: &Printed) -> String {
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"{} \\00B7  Registered in England and Wales \\00B7  VAT Reg. No. {}\"",
                    p.vendor, p.vat_id
                ),
            ),
            (
                "bottom-right",
                format!(
                    "\"Invoice {} \\00B7  Page \" counter(page) \" of \" counter(pages)",
                    p.number
                ),
            ),
        ],
    );
    let css = format!(
        "@page {{ margin: 12mm 12mm 20mm; }}\n\
        body {{ font-size: 9pt; }}\n\
        .rail {{ float: right; width: 74mm; margin-left: 9mm; background: #eef3f8; padding: 10px 12px; \
                 border-top: 4px solid #1f4e79; }}\n\
        .rail h1 {{ font-size: 20pt; letter-spacing: 3px; color: #1f4e79; margin: 0; }}\n\
        .rail .no {{ font-size: 11pt; font-weight: bold; margin-bottom: 10px; }}\n\
        .rail table {{ width: 100%; }}\n\
        .rail td {{ padding: 2px 0; }}\n .rail td:last-child {{ text-align: right; white-space: nowrap; }}\n\
        .rail h2 {{ font-size: 8pt; text-transform: uppercase; letter-spacing: 1px; color: #1f4e79; \
                    border-bottom: 1px solid #9fb6cd; margin: 14px 0 4px; padding-bottom: 2px; }}\n\
        .rail .due {{ margin-top: 8px; background: #1f4e79; color: white; padding: 8px 10px; }}\n\
        .rail .due small {{ display: block; font-size: 8pt; opacity: .85; }}\n\
        .rail .due span {{ font-size: 17pt; font-weight: bold; }}\n\
        .rail .bank {{ font-size: 8pt; line-height: 1.45; }}\n\
        .main {{ margin-right: 92mm; }}\n\
        .brand {{ font-size: 19pt; font-weight: bold; color: #1f4e79; }}\n\
        .contact {{ color: #444; margin-bottom: 14px; }}\n\
        .addresses {{ display: flex; gap: 30px; margin-bottom: 14px; }}\n\
        .addresses div {{ flex: 1; line-height: 1.4; }}\n\
        .addresses b {{ display: block; font-size: 7.5pt; text-transform: uppercase; color: #1f4e79; }}\n\
        .items {{ width: 100%; }}\n\
        .items th {{ background: #1f4e79; color: white; font-weight: normal; text-align: left; padding: 4px; }}\n\
        .items td {{ padding: 4px; border-bottom: 1px solid #dde5ee; }}\n\
        .items tr {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .terms {{ margin-top: 12px; font-size: 8pt; color: #555; }}\n\
        {footer}"
    );
    let mut data = vec![
        ("Invoice date", p.date.clone()),
        ("Tax point", p.date.clone()),
        ("Payment due", p.due.clone()),
        ("Account no.", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        data.push(("Your order no.", po.clone()));
    }
    let row = |k: &str, v: &str| format!("<tr><td>{k}</td><td>{}</td></tr>", escape(v));
    let data: String = data.iter().map(|(k, v)| row(k, v)).collect();
    let totals: String = [
        (
            "Goods net",
            money_or_code(&p.subtotal, &p.subtotal_money, p),
        ),
        (
            &format!("VAT at {}%", p.tax_rate),
            money_or_code(&p.tax, &p.tax_money, p),
        ),
        ("Invoice total", money_or_code(&p.total, &p.total_money, p)),
    ]
    .iter()
    .map(|(k, v)| row(k, v))
    .collect();
    let rate = format!("{}%", p.tax_rate);
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.position.clone(), ""),
            (l.code.clone(), ""),
            (l.description.clone(), ""),
            (l.quantity.clone(), "r"),
            (if l.unit == "h" { "hour" } else { "each" }.to_string(), ""),
            (l.unit_price.clone(), "r"),
            (rate.clone(), "r"),
            (l.amount.clone(), "r"),
        ]
    });
    let (sort_code, account) = p.sort_code_and_account();
    let body = format!(
        "<div class=\"rail\"><h1>INVOICE</h1><div class=\"no\">No. {number}</div>\
         <table>{data}</table>\
         <h2>Summary</h2><table>{totals}</table>\
         <div class=\"due\"><small>Balance due by {due}</small><span>{total}</span></div>\
         <h2>How to pay</h2><div class=\"bank\">Bank transfer to {vendor}<br>Sort code {sort_code} \
         &middot; Account {account}<br>Reference: {number}</div></div>\n\
         <div class=\"main\"><div class=\"brand\">{vendor}</div>\
         <div class=\"contact\">{street}, {city} &middot; Tel. {phone} &middot; VAT Reg. No. {vat}</div>\n\
         <div class=\"addresses\"><div><b>Invoice to</b>{customer}<br>{address}</div>\
         <div><b>Deliver to</b>{customer}<br>Goods In<br>{address}</div></div>\n\
         <table class=\"items\"><thead><tr><th>Line</th><th>Product code</th><th>Description</th>\
         <th class=\"r\">Qty</th><th>Unit</th><th class=\"r\">Unit price ({cur})</th><th class=\"r\">VAT</th>\
         <th class=\"r\">Net ({cur})</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <p class=\"terms\">Goods remain the property of {vendor} until paid for in full. \
         Please report any shortage or damage within 48 hours of delivery.</p></div>",
        number = escape(&p.number),
        due = p.due,
        total = money_or_code(&p.total, &p.total_money, p),
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        phone = p.phone,
        vat = p.vat_id,
        customer = p.customer,
        address = p.customer_address,
        cur = p.currency,
    );
    page("A4 landscape", "Liberation Sans", &css, &body)
}

// A ninth round of seven, written the same way without looking at
// the extractor; held out at first, then trained on.

/// A Greek "Τιμολόγιο Πώλησης" as Greek commercial software prints it after
/// sending it to the tax authority's myDATA platform, in Greek: the issuer's
/// block at the left with its Α.Φ.Μ., a framed box naming the document type
/// with its number and date in the middle, a QR code at the right, the
/// customer's details and the payment terms ("Τρόπος πληρωμής", "Ημ/νία
/// λήξης", "Αρ. παραγγελίας") in a ruled two-column box, items as "Α/Α /
/// Κωδικός / Περιγραφή / Μ.Μ. / Ποσότητα / Τιμή μονάδας / Έκπτωση / Καθαρή
/// αξία / ΦΠΑ %", a VAT analysis beside "Σύνολο καθαρής αξίας / Σύνολο ΦΠΑ /
/// Πληρωτέο", and the myDATA ΜΑΡΚ and UID with the page count at every foot.
pub fn timologio(p: &Printed) -> String {
    let vat_digits: String = p.vat_id.chars().filter(char::is_ascii_digit).collect();
    let iban_digits: String = p.iban.chars().filter(char::is_ascii_digit).collect();
    let mark = format!("4000{vat_digits}{}", &iban_digits[2..4]);
    let uid = code_from(&iban_digits, "0123456789ABCDEF", 40);
    let footer = page_footer(
        "DejaVu Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"ΜΑΡΚ {mark}   UID {uid}\\A Πάροχος ηλεκτρονικής τιμολόγησης: eInvoicing Hellas Α.Ε. \\2014  {}\"",
                    p.vendor
                ),
            ),
            (
                "bottom-right",
                "\"Σελίδα \" counter(page) \" από \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 8.5pt; }}\n\
        .head {{ display: flex; justify-content: space-between; align-items: stretch; gap: 12px; }}\n\
        .issuer {{ flex: 1.4; line-height: 1.45; }}\n\
        .issuer .name {{ font-size: 14pt; font-weight: bold; color: #0d47a1; }}\n\
        .kind {{ flex: 1; border: 2px solid #0d47a1; text-align: center; padding: 6px; }}\n\
        .kind h1 {{ font-size: 12pt; margin: 2px 0 8px; color: #0d47a1; }}\n\
        .kind table {{ width: 100%; }}\n .kind td {{ border-top: 1px solid #90a4c8; padding: 3px; }}\n\
        .kind td:first-child {{ text-align: left; color: #444; }}\n .kind td:last-child {{ text-align: right; font-weight: bold; }}\n\
        .qr {{ width: 26mm; height: 26mm; border: 2px solid #000; \
               background: repeating-conic-gradient(#000 0 25%, #fff 0 50%) 0 0 / 2.6mm 2.6mm; }}\n\
        .client {{ width: 100%; margin: 14px 0 12px; border: 1px solid #90a4c8; }}\n\
        .client caption {{ text-align: left; font-weight: bold; background: #e3eaf6; padding: 3px 6px; border: 1px solid #90a4c8; border-bottom: none; }}\n\
        .client td {{ padding: 3px 6px; border-bottom: 1px solid #e3eaf6; }}\n\
        .client td.k {{ color: #444; white-space: nowrap; }}\n\
        .items {{ width: 100%; }}\n\
        .items th {{ background: #0d47a1; color: white; font-weight: normal; padding: 4px 3px; border: 1px solid #0d47a1; }}\n\
        .items td {{ padding: 3px; border: 1px solid #c5d0e4; }}\n\
        .items tr {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .c {{ text-align: center; }}\n\
        .bottom {{ display: flex; justify-content: space-between; align-items: flex-start; margin-top: 12px; break-inside: avoid; }}\n\
        .analysis th, .analysis td {{ border: 1px solid #c5d0e4; padding: 3px 8px; }}\n\
        .analysis th {{ background: #e3eaf6; font-weight: normal; }}\n\
        .notes {{ margin-top: 8px; width: 95mm; line-height: 1.45; }}\n\
        .sums {{ min-width: 78mm; border: 2px solid #0d47a1; }}\n .sums td {{ padding: 4px 8px; }}\n\
        .sums td:last-child {{ text-align: right; white-space: nowrap; }}\n\
        .sums .pay td {{ background: #0d47a1; color: white; font-weight: bold; font-size: 11pt; }}\n\
        {footer}"
    );
    let date = date_in(&p.date, Language::Greek);
    let due = date_in(&p.due, Language::Greek);
    let kind: String = [
        ("Αριθμός", p.number.clone()),
        ("Ημερομηνία", date.clone()),
        ("Νόμισμα", p.currency.to_string()),
    ]
    .iter()
    .map(|(k, v)| format!("<tr><td>{k}</td><td>{}</td></tr>", escape(v)))
    .collect();
    let order = p.po.clone().unwrap_or_else(|| "\u{2014}".to_string());
    let client_rows = [
        [
            ("Επωνυμία", p.customer.to_string()),
            ("Τρόπος πληρωμής", "Επί πιστώσει".to_string()),
        ],
        [
            ("Διεύθυνση", p.customer_address.to_string()),
            ("Ημ/νία λήξης πληρωμής", due.clone()),
        ],
        [
            ("Κωδ. πελάτη", p.customer_number.clone()),
            ("Αρ. παραγγελίας", order),
        ],
    ];
    let client: String = client_rows
        .iter()
        .map(|row| {
            let cells: String = row
                .iter()
                .map(|(k, v)| format!("<td class=\"k\">{k}</td><td>{}</td>", escape(v)))
                .collect();
            format!("<tr>{cells}</tr>")
        })
        .collect();
    let rate = format!("{}%", p.tax_rate);
    let zero = p.bare_number(0);
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.position.clone(), "c"),
            (l.code.clone(), ""),
            (l.description.clone(), ""),
            (if l.unit == "h" { "ΩΡΑ" } else { "ΤΕΜ" }.to_string(), "c"),
            (l.quantity.clone(), "r"),
            (l.unit_price.clone(), "r"),
            (zero.clone(), "r"),
            (l.amount.clone(), "r"),
            (rate.clone(), "c"),
        ]
    });
    let body = format!(
        "<div class=\"head\"><div class=\"issuer\"><div class=\"name\">{vendor}</div>Χονδρικό εμπόριο \u{2013} Παροχή υπηρεσιών<br>\
         {street}, {city}<br>Α.Φ.Μ. / VAT: {vat}<br>Τηλ.: {phone}</div>\
         <div class=\"kind\"><h1>ΤΙΜΟΛΟΓΙΟ ΠΩΛΗΣΗΣ</h1><table>{kind}</table></div>\
         <div class=\"qr\"></div></div>\n\
         <table class=\"client\"><caption>Στοιχεία πελάτη</caption>{client}</table>\n\
         <table class=\"items\"><thead><tr><th>Α/Α</th><th>Κωδικός</th><th>Περιγραφή</th><th>Μ.Μ.</th>\
         <th class=\"r\">Ποσότητα</th><th class=\"r\">Τιμή μονάδας</th><th class=\"r\">Έκπτωση</th>\
         <th class=\"r\">Καθαρή αξία</th><th>ΦΠΑ %</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <div class=\"bottom\"><div><table class=\"analysis\"><tr><th>Συντελεστής ΦΠΑ</th><th>Καθαρή αξία</th>\
         <th>Αξία ΦΠΑ</th><th>Σύνολο</th></tr><tr><td>{rate}</td><td class=\"r\">{subtotal}</td>\
         <td class=\"r\">{tax}</td><td class=\"r\">{total}</td></tr></table>\
         <div class=\"notes\"><b>Παρατηρήσεις:</b> Εξόφληση με κατάθεση έως {due} στον λογαριασμό IBAN {iban}, \
         με αναφορά του αριθμού του παραστατικού.</div></div>\
         <table class=\"sums\"><tr><td>Σύνολο καθαρής αξίας</td><td>{subtotal_money}</td></tr>\
         <tr><td>Σύνολο ΦΠΑ {rate}</td><td>{tax_money}</td></tr>\
         <tr class=\"pay\"><td>ΠΛΗΡΩΤΕΟ</td><td>{total_money}</td></tr></table></div>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        vat = p.vat_id,
        phone = p.phone,
        subtotal = p.subtotal,
        tax = p.tax,
        total = p.total,
        iban = p.iban,
        subtotal_money = money_or_code(&p.subtotal, &p.subtotal_money, p),
        tax_money = money_or_code(&p.tax, &p.tax_money, p),
        total_money = money_or_code(&p.total, &p.total_money, p),
    );
    page("A4", "DejaVu Sans", &css, &body)
}

/// A whole number in Turkish words, as the "Yalnız" line of a Turkish invoice
/// spells the amount: 2345 is "İki Bin Üç Yüz Kırk Beş" (one hundred and one
/// thousand are "Yüz" and "Bin" alone).
fn turkish_words(n: i64) -> String {
    const ONES: [&str; 10] = [
        "", "Bir", "İki", "Üç", "Dört", "Beş", "Altı", "Yedi", "Sekiz", "Dokuz",
    ];
    const TENS: [&str; 10] = [
        "", "On", "Yirmi", "Otuz", "Kırk", "Elli", "Altmış", "Yetmiş", "Seksen", "Doksan",
    ];
    if n == 0 {
        return "Sıfır".to_string();
    }
    let below_thousand = |g: i64| -> Vec<&'static str> {
        let hundreds = (g / 100) as usize;
        let mut words = Vec::new();
        if hundreds > 1 {
            words.push(ONES[hundreds]);
        }
        if hundreds > 0 {
            words.push("Yüz");
        }
        words.push(TENS[(g / 10 % 10) as usize]);
        words.push(ONES[(g % 10) as usize]);
        words.into_iter().filter(|w| !w.is_empty()).collect()
    };
    let mut words = Vec::new();
    let millions = n / 1_000_000 % 1000;
    let thousands = n / 1000 % 1000;
    if millions > 0 {
        words.extend(below_thousand(millions));
        words.push("Milyon");
    }
    if thousands > 1 {
        words.extend(below_thousand(thousands));
    }
    if thousands > 0 {
        words.push("Bin");
    }
    words.extend(below_thousand(n % 1000));
    words.join(" ")
}

/// A Turkish e-Arşiv Fatura as the revenue administration's portal and the
/// integrators modelled on it print it, in Turkish: the seller between two
/// rules at the top left with its tax office and VKN, the round emblem and
/// "e-Arşiv Fatura" in the middle, "SAYIN" over the buyer, the ETTN, a
/// bordered table of "Özelleştirme No / Senaryo / Fatura Tipi / Fatura No /
/// Fatura Tarihi / Son Ödeme Tarihi / Sipariş No" at the right, items with
/// the unit after the quantity ("5 Adet") and the currency after every
/// amount, the VAT rate written "%20,00", the totals in a bordered table at
/// the right ("Mal Hizmet Toplam Tutarı / Hesaplanan KDV / Vergiler Dahil
/// Toplam Tutar / Ödenecek Tutar") and the amount spelt out after "YALNIZ".
pub fn e_arsiv(p: &Printed) -> String {
    let iban_digits: String = p.iban.chars().filter(char::is_ascii_digit).collect();
    let vat_digits: String = p.vat_id.chars().filter(char::is_ascii_digit).collect();
    let hex = code_from(&iban_digits, "0123456789abcdef", 32);
    let ettn = format!(
        "{}-{}-{}-{}-{}",
        &hex[..8],
        &hex[8..12],
        &hex[12..16],
        &hex[16..20],
        &hex[20..]
    );
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"Bu fatura e-Arşiv izni kapsamında elektronik ortamda iletilmiştir. \\2014  ETTN {ettn}\""
                ),
            ),
            (
                "bottom-right",
                "\"Sayfa \" counter(page) \" / \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 8.5pt; }}\n\
        .row {{ display: flex; justify-content: space-between; align-items: flex-start; }}\n\
        .seller {{ width: 40%; border-top: 1px solid #000; border-bottom: 1px solid #000; padding: 4px 0; line-height: 1.4; }}\n\
        .emblem {{ width: 28%; text-align: center; }}\n\
        .emblem .seal {{ width: 20mm; height: 20mm; margin: 0 auto 4px; border: 2px solid #b71c1c; border-radius: 50%; \
                         color: #b71c1c; font-weight: bold; font-size: 11pt; line-height: 20mm; }}\n\
        .emblem h1 {{ font-size: 12pt; margin: 0; }}\n\
        .qr {{ width: 24mm; height: 24mm; border: 2px solid #000; \
               background: repeating-conic-gradient(#000 0 25%, #fff 0 50%) 0 0 / 3mm 3mm; }}\n\
        .buyer {{ width: 40%; margin-top: 12px; border-top: 1px solid #000; border-bottom: 1px solid #000; padding: 4px 0; line-height: 1.4; }}\n\
        .ettn {{ margin-top: 6px; }}\n\
        .meta {{ margin-top: 12px; }}\n .meta td {{ border: 1px solid #000; padding: 2px 6px; }}\n\
        .meta td:first-child {{ font-weight: bold; }}\n\
        .items {{ width: 100%; margin-top: 14px; }}\n\
        .items th {{ border: 1px solid #000; background: #ddd; padding: 3px; font-weight: bold; }}\n\
        .items td {{ border: 1px solid #000; padding: 3px; }}\n\
        .items tr {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .sums {{ margin: 8px 0 0 auto; break-inside: avoid; }}\n\
        .sums td {{ border: 1px solid #000; padding: 3px 8px; }}\n\
        .sums td:first-child {{ font-weight: bold; text-align: right; }}\n\
        .sums td:last-child {{ text-align: right; white-space: nowrap; }}\n\
        .note {{ margin-top: 12px; border: 1px solid #000; padding: 6px; line-height: 1.5; break-inside: avoid; }}\n\
        {footer}"
    );
    let money = |bare: &str| format!("{bare} {}", p.currency);
    let percent = |rate: i64| format!("%{}", p.bare_number(rate * 100));
    let mut meta = vec![
        ("Özelleştirme No:", "TR1.2".to_string()),
        ("Senaryo:", "EARSIVFATURA".to_string()),
        ("Fatura Tipi:", "SATIS".to_string()),
        ("Fatura No:", p.number.clone()),
        ("Fatura Tarihi:", date_in(&p.date, Language::Turkish)),
        ("Son Ödeme Tarihi:", date_in(&p.due, Language::Turkish)),
    ];
    if let Some(po) = &p.po {
        meta.push(("Sipariş No:", po.clone()));
    }
    let meta: String = meta
        .iter()
        .map(|(k, v)| format!("<tr><td>{k}</td><td>{}</td></tr>", escape(v)))
        .collect();
    let zero = money(&p.bare_number(0));
    let items = rows(p, |i| {
        let l = &p.lines[i];
        let unit = if l.unit == "h" { "Saat" } else { "Adet" };
        vec![
            (l.position.clone(), "r"),
            (l.description.clone(), ""),
            (format!("{} {unit}", l.quantity), "r"),
            (money(&l.unit_price), "r"),
            (percent(0), "r"),
            (zero.clone(), "r"),
            (percent(p.tax_rate), "r"),
            (money(&l.amount), "r"),
        ]
    });
    let cents = printed_cents(&p.total);
    let (unit, subunit) = if p.currency == "CHF" {
        ("İsviçre Frangı", "Rappen")
    } else {
        ("Euro", "Cent")
    };
    let words = format!(
        "{} {unit} {} {subunit}",
        turkish_words(cents / 100),
        turkish_words(cents % 100)
    );
    let body = format!(
        "<div class=\"row\"><div class=\"seller\"><b>{vendor}</b><br>{street}<br>{city}<br>Tel: {phone}<br>\
         Vergi Dairesi: Yabancılar V.D.<br>VKN: {vkn}</div>\
         <div class=\"emblem\"><div class=\"seal\">GİB</div><h1>e-Arşiv Fatura</h1></div>\
         <div class=\"qr\"></div></div>\n\
         <div class=\"row\"><div><div class=\"buyer\"><b>SAYIN</b><br>{customer}<br>{address}<br>Müşteri No: {customer_no}</div>\
         <div class=\"ettn\"><b>ETTN:</b> {ettn}</div></div>\
         <table class=\"meta\">{meta}</table></div>\n\
         <table class=\"items\"><thead><tr><th>Sıra No</th><th>Mal Hizmet</th><th>Miktar</th><th>Birim Fiyat</th>\
         <th>İskonto Oranı</th><th>İskonto Tutarı</th><th>KDV Oranı</th><th>Mal Hizmet Tutarı</th></tr></thead>\
         <tbody>\n{items}</tbody></table>\n\
         <table class=\"sums\"><tr><td>Mal Hizmet Toplam Tutarı</td><td>{subtotal}</td></tr>\
         <tr><td>Toplam İskonto</td><td>{zero}</td></tr>\
         <tr><td>Hesaplanan KDV({rate})</td><td>{tax}</td></tr>\
         <tr><td>Vergiler Dahil Toplam Tutar</td><td>{total}</td></tr>\
         <tr><td>Ödenecek Tutar</td><td>{total}</td></tr></table>\n\
         <div class=\"note\"><b>YALNIZ:</b> #{words}#<br>\
         Ödeme şekli: Havale/EFT \u{2014} IBAN {iban}<br>\
         Açıklamaya fatura numarasını yazınız.</div>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        phone = p.phone,
        vkn = &format!("{vat_digits}0")[..10],
        customer = p.customer,
        address = p.customer_address,
        customer_no = p.customer_number,
        subtotal = money(&p.subtotal),
        rate = percent(p.tax_rate),
        tax = money(&p.tax),
        total = money(&p.total),
        iban = p.iban,
    );
    page("A4", "Liberation Sans", &css, &body)
}

/// Cost centres a customer asks its suppliers to bill by, in the order the
/// invoice groups them.
const COST_CENTRES: [(&str, &str); 6] = [
    ("1100", "Administration"),
    ("1200", "Operations"),
    ("1300", "Laboratory"),
    ("1400", "Facilities"),
    ("1500", "Research and development"),
    ("1600", "Logistics"),
];

/// A US business-services invoice whose items are grouped under the
/// customer's cost centres: the invoice data in a ruled box at the top right,
/// "Bill to" beside "Deliver to", then one table of three levels, each cost
/// centre a shaded heading row, its lines beneath, and "Total cost centre …"
/// closing it, and after the last group a summary of the cost-centre totals
/// followed by "Subtotal / Sales tax / Invoice total / Amount due".
pub fn cost_centres(p: &Printed) -> String {
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"{} \\00B7  {}, {} \\00B7  Remit with invoice number {}\"",
                    p.vendor, p.street, p.city, p.number
                ),
            ),
            (
                "bottom-right",
                "\"Page \" counter(page) \" of \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        ".head {{ display: flex; justify-content: space-between; align-items: flex-start; }}\n\
        .brand {{ font-size: 18pt; font-weight: bold; color: #2e5e4e; }}\n\
        .brand small {{ display: block; font-size: 9pt; font-weight: normal; color: #444; line-height: 1.4; }}\n\
        .data {{ border: 1.5px solid #2e5e4e; }}\n\
        .data caption {{ background: #2e5e4e; color: white; font-weight: bold; font-size: 13pt; letter-spacing: 2px; padding: 4px; }}\n\
        .data td {{ padding: 3px 8px; border-bottom: 1px solid #d6e2dc; }}\n .data td:last-child {{ text-align: right; font-weight: bold; }}\n\
        .parties {{ display: flex; gap: 30px; margin: 18px 0 10px; }}\n\
        .parties div {{ flex: 1; line-height: 1.4; }}\n\
        .parties b {{ display: block; color: #2e5e4e; font-size: 8pt; text-transform: uppercase; letter-spacing: 1px; }}\n\
        .lead {{ font-size: 9pt; color: #444; margin-bottom: 6px; }}\n\
        .items {{ width: 100%; font-size: 9pt; }}\n\
        .items th {{ border-bottom: 2px solid #2e5e4e; text-align: left; padding: 4px; }}\n\
        .items td {{ padding: 3px 4px; }}\n\
        .items tr {{ break-inside: avoid; }}\n\
        .items tr.group td {{ background: #e4eee9; font-weight: bold; padding-top: 5px; border-top: 1px solid #2e5e4e; }}\n\
        .items tr.line td:nth-child(3) {{ padding-left: 16px; }}\n\
        .items tr.sub td {{ border-top: 1px solid #999; font-style: italic; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .foot {{ display: flex; justify-content: space-between; align-items: flex-start; gap: 30px; margin-top: 16px; break-inside: avoid; }}\n\
        .summary td, .totals td {{ padding: 3px 8px; }}\n\
        .summary caption, .totals caption {{ text-align: left; font-weight: bold; color: #2e5e4e; padding-bottom: 3px; }}\n\
        .summary td:last-child, .totals td:last-child {{ text-align: right; white-space: nowrap; }}\n\
        .totals tr.due td {{ background: #2e5e4e; color: white; font-weight: bold; font-size: 12pt; }}\n\
        .pay {{ margin-top: 14px; font-size: 8.5pt; color: #444; }}\n\
        {footer}"
    );
    let mut data = vec![
        ("Invoice no.", p.number.clone()),
        ("Invoice date", p.date.clone()),
        ("Due date", p.due.clone()),
        ("Account no.", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        data.push(("Customer PO", po.clone()));
    }
    let row = |k: &str, v: &str| format!("<tr><td>{k}</td><td>{}</td></tr>", escape(v));
    let data: String = data.iter().map(|(k, v)| row(k, v)).collect();
    let per_group = if p.lines.len() > 10 { 8 } else { 3 };
    let mut items = String::new();
    let mut summary = String::new();
    for (group, lines) in p.lines.chunks(per_group).enumerate() {
        let (code, name) = COST_CENTRES[group % COST_CENTRES.len()];
        items.push_str(&format!(
            "<tr class=\"group\"><td colspan=\"6\">Cost centre {code} \u{2014} {name}</td></tr>\n"
        ));
        for l in lines {
            items.push_str(&format!(
                "<tr class=\"line\"><td>{}</td><td>{}</td><td>{}</td><td class=\"r\">{}</td>\
                 <td class=\"r\">{}</td><td class=\"r\">{}</td></tr>\n",
                l.position,
                l.code,
                escape(&l.description),
                l.quantity,
                l.unit_price,
                l.amount
            ));
        }
        let sum = p.bare_number(lines.iter().map(|l| l.amount_cents).sum());
        items.push_str(&format!(
            "<tr class=\"sub\"><td colspan=\"5\" class=\"r\">Total cost centre {code}</td><td class=\"r\">{sum}</td></tr>\n"
        ));
        summary.push_str(&row(&format!("{code} {name}"), &sum));
    }
    let totals: String = [
        (
            "Subtotal".to_string(),
            money_or_code(&p.subtotal, &p.subtotal_money, p),
        ),
        (
            format!("Sales tax ({}%)", p.tax_rate),
            money_or_code(&p.tax, &p.tax_money, p),
        ),
        (
            "Invoice total".to_string(),
            money_or_code(&p.total, &p.total_money, p),
        ),
    ]
    .iter()
    .map(|(k, v)| row(k, v))
    .collect();
    let body = format!(
        "<div class=\"head\"><div class=\"brand\">{vendor}<small>{street}<br>{city}<br>Tel. {phone}<br>\
         Federal Tax ID {tax_id}</small></div>\
         <table class=\"data\"><caption>INVOICE</caption>{data}</table></div>\n\
         <div class=\"parties\"><div><b>Bill to</b>{customer}<br>Attn: Accounts Payable<br>{address}</div>\
         <div><b>Deliver to</b>{customer}<br>Receiving dock<br>{address}</div></div>\n\
         <div class=\"lead\">Charges are itemised by the cost centres on your order. All amounts in {cur}.</div>\n\
         <table class=\"items\"><thead><tr><th>Line</th><th>Item</th><th>Description</th><th class=\"r\">Qty</th>\
         <th class=\"r\">Unit price</th><th class=\"r\">Amount</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <div class=\"foot\"><table class=\"summary\"><caption>Summary by cost centre</caption>{summary}</table>\
         <table class=\"totals\">{totals}<tr class=\"due\"><td>Amount due</td><td>{total}</td></tr></table></div>\n\
         <div class=\"pay\">Please pay by {due}. ACH and wire: {vendor}, account {account}. \
         Quote invoice number {number} with your payment.</div>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        phone = p.phone,
        tax_id = format_args!("{}-{}", &p.vat_id[2..4], &p.vat_id[4..]),
        customer = p.customer,
        address = p.customer_address,
        cur = p.currency,
        total = money_or_code(&p.total, &p.total_money, p),
        due = p.due,
        account = p.sort_code_and_account().1,
        number = escape(&p.number),
    );
    page("letter", "Liberation Sans", &css, &body)
}

// A tenth round of seven, written the same way without looking at
// the extractor; held out at first, then trained on.

/// A date the Finnish way: "3.3.2026" without leading zeros, or "3.
/// maaliskuuta 2026" where the family's style writes the month out.
fn finnish_date(printed: &str, (year, month, day): (i32, u32, u32)) -> String {
    let long = date_in(printed, Language::Finnish);
    if long == printed {
        format!("{day}.{month}.{year}")
    } else {
        long
    }
}

/// A Finnish payment reference (viitenumero) built on the invoice number's
/// digits: a check digit from the weights 7, 3, 1 counted from the right,
/// and the whole printed in groups of five from the right.
fn viitenumero(number: &str) -> String {
    let digits: String = number.chars().filter(char::is_ascii_digit).collect();
    let base = format!("1{}", digits.trim_start_matches('0'));
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

/// The days between two dates (year, month, day), as payment terms count them.
fn days_between(from: (i32, u32, u32), to: (i32, u32, u32)) -> i64 {
    let day_number = |(y, m, d): (i32, u32, u32)| -> i64 {
        // Days since 1 March of year 0 in the proleptic Gregorian calendar.
        let (y, m) = if m <= 2 {
            (i64::from(y) - 1, i64::from(m) + 9)
        } else {
            (i64::from(y), i64::from(m) - 3)
        };
        365 * y + y / 4 - y / 100 + y / 400 + (153 * m + 2) / 5 + i64::from(d)
    };
    day_number(to) - day_number(from)
}

/// A Finnish lasku as Finnish accounting software prints it, in Finnish: the
/// seller at the top left and "LASKU" with "Sivu 1 (2)" at the right, the
/// billing address in the window beside a ruled column of "Laskun
/// päivämäärä / Laskun numero / Asiakasnumero / Tilausnumeronne / Maksuehto
/// / Eräpäivä / Viivästyskorko / Huomautusaika / Viitenumero", items as
/// "Tuotenro / Nimike / Määrä / Yks. / À-hinta / Alv % / Yhteensä",
/// "Veroton yhteensä / Arvonlisävero / Maksettava yhteensä", and at the end
/// the bank giro form (tilisiirto) with its Finnish and Swedish labels, or for
/// a franc invoice the bank details in a sentence; the company's business ID
/// and VAT number at every foot.
pub fn lasku(p: &Printed) -> String {
    let vat_digits: String = p.vat_id.chars().filter(char::is_ascii_digit).collect();
    let business_id = format!("{}-{}", &vat_digits[..7], &vat_digits[7..8]);
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "top-right",
                "\"Sivu \" counter(page) \" (\" counter(pages) \")\"".to_string(),
            ),
            (
                "bottom-left",
                format!(
                    "\"{} \\00B7  {}, {} \\00B7  Y-tunnus {business_id} \\00B7  ALV-rek. {} \\00B7  Puh. {}\"",
                    p.vendor, p.street, p.city, p.vat_id, p.phone
                ),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9.5pt; }}\n\
        .head {{ display: flex; justify-content: space-between; align-items: flex-start; }}\n\
        .seller .name {{ font-size: 15pt; font-weight: bold; }}\n\
        .seller {{ line-height: 1.4; }}\n\
        .title {{ font-size: 18pt; font-weight: bold; letter-spacing: 1px; width: 48%; }}\n\
        .mid {{ display: flex; justify-content: space-between; margin-top: 22px; }}\n\
        .window {{ width: 44%; padding-top: 14px; line-height: 1.45; }}\n\
        .window .small {{ font-size: 7.5pt; color: #555; }}\n\
        .data {{ width: 48%; }}\n\
        .data th {{ text-align: left; font-weight: normal; color: #333; padding: 1px 10px 1px 0; width: 45%; }}\n\
        .data td {{ padding: 1px 0; }}\n\
        .intro {{ margin: 20px 0 6px; }}\n\
        .items {{ width: 100%; }}\n\
        .items th {{ text-align: left; border-top: 1px solid #000; border-bottom: 1px solid #000; padding: 3px 4px; font-weight: normal; }}\n\
        .items td {{ padding: 2px 4px; }}\n\
        .items tr {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .sums {{ margin: 6px 0 0 auto; border-top: 1px solid #000; break-inside: avoid; }}\n\
        .sums td {{ padding: 2px 4px 2px 24px; }}\n\
        .sums tr.pay td {{ font-weight: bold; border-top: 1px solid #000; }}\n\
        .cut {{ margin-top: 26px; border-top: 1px dashed #777; padding-top: 3px; font-size: 7pt; color: #777; }}\n\
        .giro {{ width: 100%; border-collapse: collapse; break-inside: avoid; font-size: 9pt; }}\n\
        .giro td {{ border: 1px solid #000; padding: 2px 4px; vertical-align: top; height: 22px; }}\n\
        .giro td.lab {{ font-size: 6.5pt; width: 17mm; line-height: 1.15; border-right: none; }}\n\
        .giro td.val {{ border-left: none; }}\n\
        .giro td.sign {{ border-left: none; vertical-align: bottom; }}\n\
        .giro .note {{ border: none; border-left: 1px solid #000; padding-left: 8px; }}\n\
        .giro-name {{ font-size: 7pt; font-weight: bold; margin-top: 2px; }}\n\
        .bank {{ margin-top: 20px; line-height: 1.5; break-inside: avoid; }}\n\
        {footer}"
    );
    let date = finnish_date(&p.date, p.date_ymd);
    let due = finnish_date(&p.due, p.due_ymd);
    let reference = viitenumero(&p.number);
    let terms = days_between(p.date_ymd, p.due_ymd);
    let mut data = vec![
        ("Laskun päivämäärä", date),
        ("Laskun numero", p.number.clone()),
        ("Asiakasnumero", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        data.push(("Tilausnumeronne", po.clone()));
    }
    data.extend([
        ("Maksuehto", format!("{terms} pv netto")),
        ("Eräpäivä", due.clone()),
        ("Viivästyskorko", "11,5 %".to_string()),
        ("Huomautusaika", "8 pv".to_string()),
        ("Viitenumero", reference.clone()),
        ("Valuutta", p.currency.to_string()),
    ]);
    let data: String = data
        .iter()
        .map(|(k, v)| format!("<tr><th>{k}</th><td>{}</td></tr>", escape(v)))
        .collect();
    let rate = format!("{} %", p.tax_rate);
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.code.clone(), ""),
            (l.description.clone(), ""),
            (l.quantity.clone(), "r"),
            (if l.unit == "h" { "h" } else { "kpl" }.to_string(), ""),
            (l.unit_price.clone(), "r"),
            (rate.clone(), "r"),
            (l.amount.clone(), "r"),
        ]
    });
    let mark = |bare: &str| match (p.currency, p.bare) {
        ("EUR", false) => format!("{bare} €"),
        (code, _) => format!("{bare} {code}"),
    };
    let (street, town) = p
        .customer_address
        .split_once(", ")
        .unwrap_or((p.customer_address, ""));
    let letters: String = p
        .vendor
        .chars()
        .filter(char::is_ascii_alphabetic)
        .take(4)
        .collect::<String>()
        .to_uppercase();
    let bic = format!("{letters}{}HH", &p.iban[..2]);
    let payment = if p.currency == "EUR" {
        format!(
            "<div class=\"cut\">&#9986; TILISIIRTO &middot; GIRERING</div>\n\
             <table class=\"giro\">\
             <tr><td class=\"lab\">Saajan<br>tilinumero<br>Mottagarens<br>kontonummer</td>\
             <td class=\"val\" colspan=\"2\">IBAN<br><b>{iban}</b></td>\
             <td class=\"lab\">BIC</td><td class=\"val\" colspan=\"3\"><br><b>{bic}</b></td></tr>\
             <tr><td class=\"lab\">Saaja<br>Mottagare</td><td class=\"val\" colspan=\"2\">{vendor}<br>{street_v}<br>{city_v}</td>\
             <td class=\"note\" colspan=\"4\" rowspan=\"2\">Lasku {number}<br>Asiakasnumero {customer_no}<br><br>\
             Käytäthän maksaessasi viitenumeroa.</td></tr>\
             <tr><td class=\"lab\">Maksajan<br>nimi ja<br>osoite<br>Betalarens<br>namn och<br>adress</td>\
             <td class=\"val\" colspan=\"2\">{customer}<br>{street}<br>{town}</td></tr>\
             <tr><td class=\"lab\">Allekirjoitus<br>Underskrift</td><td class=\"sign\" colspan=\"2\">__________________________</td>\
             <td class=\"lab\">Viitenro<br>Ref.nr</td><td class=\"val\" colspan=\"3\"><b>{reference}</b></td></tr>\
             <tr><td class=\"lab\">Tililtä nro<br>Från konto nr</td><td class=\"val\" colspan=\"2\"></td>\
             <td class=\"lab\">Eräpäivä<br>Förfallodag</td><td class=\"val\"><b>{due_numeric}</b></td>\
             <td class=\"lab\">Euro</td><td class=\"val r\"><b>{total}</b></td></tr></table>\n\
             <div class=\"giro-name\">TILISIIRTO. GIRERING</div>",
            iban = p.iban,
            vendor = escape(p.vendor),
            street_v = p.street,
            city_v = p.city,
            number = escape(&p.number),
            customer_no = p.customer_number,
            customer = p.customer,
            due_numeric = {
                let (y, m, d) = p.due_ymd;
                format!("{d}.{m}.{y}")
            },
            total = p.total,
        )
    } else {
        format!(
            "<div class=\"bank\"><b>Maksutiedot</b><br>Pyydämme maksamaan {total} viimeistään {due} \
             tilille IBAN {iban}, BIC {bic}.<br>Käytäthän maksaessasi viitenumeroa {reference}.</div>",
            total = mark(&p.total),
            iban = p.iban,
        )
    };
    let body = format!(
        "<div class=\"head\"><div class=\"seller\"><div class=\"name\">{vendor}</div>{street_v}<br>{city_v}</div>\
         <div class=\"title\">LASKU</div></div>\n\
         <div class=\"mid\"><div class=\"window\"><div class=\"small\">Laskutusosoite</div>\
         <b>{customer}</b><br>{street}<br>{town}</div>\
         <table class=\"data\">{data}</table></div>\n\
         <p class=\"intro\">Laskutamme toimituksestanne seuraavasti:</p>\n\
         <table class=\"items\"><thead><tr><th>Tuotenro</th><th>Nimike</th><th class=\"r\">Määrä</th><th>Yks.</th>\
         <th class=\"r\">À-hinta</th><th class=\"r\">Alv %</th><th class=\"r\">Yhteensä</th></tr></thead>\
         <tbody>\n{items}</tbody></table>\n\
         <table class=\"sums\"><tr><td>Veroton yhteensä</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Arvonlisävero {rate}</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"pay\"><td>Maksettava yhteensä</td><td class=\"r\">{total}</td></tr></table>\n\
         {payment}",
        vendor = escape(p.vendor),
        street_v = p.street,
        city_v = p.city,
        customer = p.customer,
        subtotal = mark(&p.subtotal),
        tax = mark(&p.tax),
        total = mark(&p.total),
    );
    page("A4", "Liberation Sans", &css, &body)
}

/// Text that keeps its left-to-right order inside a right-to-left page.
fn ltr(text: &str) -> String {
    format!("<span dir=\"ltr\">{}</span>", escape(text))
}

/// A simplified tax invoice as Gulf e-invoicing systems print it, every
/// label in Arabic with the English beneath or beside it and the page laid
/// out right to left: the seller with its VAT number at the top right, the
/// title in the middle and the QR code at the left; the invoice data as rows
/// with the Arabic label at the right, the value in the middle and the
/// English label at the left; items whose columns run from the description
/// at the right to the line total including VAT at the left, each line with
/// its taxable amount, VAT rate and VAT amount; and the totals at the left.
pub fn fatoora(p: &Printed) -> String {
    let vat_digits: String = p.vat_id.chars().filter(char::is_ascii_digit).collect();
    let vat_number = format!("3{}00003", &vat_digits[..9]);
    let registration = format!("10{}", &vat_digits[1..9]);
    let footer = page_footer(
        "DejaVu Sans",
        &[
            (
                "bottom-left",
                "\"Page \" counter(page) \" of \" counter(pages)".to_string(),
            ),
            (
                "bottom-right",
                format!(
                    "\"{} \\2014  VAT No. {vat_number} \\2014  This is a system-generated tax invoice\"",
                    p.vendor
                ),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 8.5pt; }}\n\
        .head {{ display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 2px solid #1b5e50; padding-bottom: 8px; }}\n\
        .seller {{ width: 40%; line-height: 1.45; }}\n\
        .seller b {{ font-size: 12pt; }}\n\
        .title {{ text-align: center; }}\n\
        .title h1 {{ font-size: 17pt; margin: 0; color: #1b5e50; }}\n\
        .title h2 {{ font-size: 12pt; margin: 2px 0 0; font-weight: normal; color: #1b5e50; }}\n\
        .qr {{ width: 24mm; height: 24mm; border: 2px solid #000; \
               background: repeating-conic-gradient(#000 0 25%, #fff 0 50%) 0 0 / 3mm 3mm; }}\n\
        .mid {{ display: flex; justify-content: space-between; gap: 20px; margin-top: 12px; }}\n\
        .meta {{ width: 58%; }}\n\
        .meta td {{ border: 1px solid #9bb; padding: 3px 6px; }}\n\
        .meta td.ar {{ background: #e7f0ee; font-weight: bold; width: 32%; }}\n\
        .meta td.en {{ background: #e7f0ee; width: 28%; text-align: left; direction: ltr; }}\n\
        .meta td.v {{ text-align: center; font-weight: bold; }}\n\
        .buyer {{ width: 38%; border: 1px solid #9bb; line-height: 1.45; }}\n\
        .buyer .cap {{ background: #1b5e50; color: white; font-weight: bold; padding: 3px 6px; display: flex; justify-content: space-between; }}\n\
        .buyer .in {{ padding: 4px 6px; }}\n\
        .items {{ width: 100%; margin-top: 14px; }}\n\
        .items th {{ background: #1b5e50; color: white; padding: 3px; font-size: 7.5pt; border: 1px solid #1b5e50; }}\n\
        .items td {{ border: 1px solid #9bb; padding: 3px; }}\n\
        .items tr {{ break-inside: avoid; }}\n\
        .n {{ text-align: left !important; white-space: nowrap; }}\n\
        .sums {{ margin: 10px auto 0 0; width: 62%; break-inside: avoid; }}\n\
        .sums td {{ border: 1px solid #9bb; padding: 3px 6px; }}\n\
        .sums td.en {{ text-align: left; direction: ltr; }}\n\
        .sums tr.due td {{ background: #1b5e50; color: white; font-weight: bold; font-size: 10pt; }}\n\
        .pay {{ margin-top: 14px; line-height: 1.6; break-inside: avoid; }}\n\
        {footer}"
    );
    let date = |printed: &str, (y, m, d): (i32, u32, u32)| {
        if printed.contains(' ') {
            printed.to_string()
        } else {
            format!("{y}-{m:02}-{d:02}")
        }
    };
    let mut meta = vec![
        ("رقم الفاتورة", p.number.clone(), "Invoice No."),
        (
            "تاريخ إصدار الفاتورة",
            date(&p.date, p.date_ymd),
            "Invoice Issue Date",
        ),
        ("تاريخ التوريد", date(&p.date, p.date_ymd), "Date of Supply"),
        ("تاريخ الاستحقاق", date(&p.due, p.due_ymd), "Due Date"),
    ];
    if let Some(po) = &p.po {
        meta.push(("رقم أمر الشراء", po.clone(), "Purchase Order No."));
    }
    meta.push(("العملة", p.currency.to_string(), "Currency"));
    let meta: String = meta
        .iter()
        .map(|(ar, v, en)| {
            format!(
                "<tr><td class=\"ar\">{ar}</td><td class=\"v\">{}</td><td class=\"en\">{en}</td></tr>",
                ltr(v)
            )
        })
        .collect();
    let line_vat = super::printed::shares(
        p.tax_cents,
        &p.lines.iter().map(|l| l.amount_cents).collect::<Vec<_>>(),
    );
    let rate = format!("{}%", p.tax_rate);
    let items: String = p
        .lines
        .iter()
        .zip(&line_vat)
        .map(|(l, vat)| {
            format!(
                "<tr><td>{}</td><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td>\
                 <td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td></tr>\n",
                ltr(&l.position),
                ltr(&l.description),
                ltr(&l.quantity),
                ltr(&l.unit_price),
                ltr(&l.amount),
                ltr(&rate),
                ltr(&p.bare_number(*vat)),
                ltr(&p.bare_number(l.amount_cents + vat)),
            )
        })
        .collect();
    let sums: String = [
        (
            "الإجمالي (غير شامل ضريبة القيمة المضافة)",
            "Total (Excluding VAT)",
            money_or_code(&p.subtotal, &p.subtotal_money, p),
            "",
        ),
        (
            "مجموع ضريبة القيمة المضافة",
            "Total VAT",
            money_or_code(&p.tax, &p.tax_money, p),
            "",
        ),
        (
            "إجمالي المبلغ المستحق",
            "Total Amount Due",
            money_or_code(&p.total, &p.total_money, p),
            " class=\"due\"",
        ),
    ]
    .iter()
    .map(|(ar, en, v, class)| {
        format!(
            "<tr{class}><td>{ar}</td><td class=\"en\">{en}</td><td class=\"n\">{}</td></tr>",
            ltr(v)
        )
    })
    .collect();
    let body = format!(
        "<div class=\"head\"><div class=\"seller\"><b>{vendor}</b><br>{street}<br>{city}<br>\
         الرقم الضريبي / {vat_label} {vat}<br>السجل التجاري / {cr_label} {cr}</div>\
         <div class=\"title\"><h1>فاتورة ضريبية</h1><h2>Tax Invoice</h2></div>\
         <div class=\"qr\"></div></div>\n\
         <div class=\"mid\"><table class=\"meta\">{meta}</table>\
         <div class=\"buyer\"><div class=\"cap\"><span>المشتري</span><span>Buyer</span></div>\
         <div class=\"in\"><b>{customer}</b><br>{address}<br>رقم العميل / {customer_label} {customer_no}</div></div></div>\n\
         <table class=\"items\"><thead><tr><th>#</th><th>البيان<br>Description</th><th>الكمية<br>Quantity</th>\
         <th>سعر الوحدة<br>Unit Price</th><th>المبلغ الخاضع للضريبة<br>Taxable Amount</th>\
         <th>نسبة الضريبة<br>VAT Rate</th><th>مبلغ الضريبة<br>VAT Amount</th>\
         <th>المجموع شامل الضريبة<br>Total incl. VAT</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <table class=\"sums\">{sums}</table>\n\
         <div class=\"pay\">طريقة الدفع: تحويل بنكي / {payment}<br>\
         يرجى ذكر رقم الفاتورة عند الدفع / {quote}</div>",
        vendor = ltr(p.vendor),
        street = ltr(p.street),
        city = ltr(p.city),
        vat_label = ltr("VAT No.:"),
        vat = ltr(&vat_number),
        cr_label = ltr("CR No.:"),
        cr = ltr(&registration),
        customer = ltr(p.customer),
        address = ltr(p.customer_address),
        customer_label = ltr("Customer No.:"),
        customer_no = ltr(&p.customer_number),
        payment = ltr(&format!("Payment: bank transfer \u{2014} IBAN {}", p.iban)),
        quote = ltr("Please quote the invoice number with your payment."),
    );
    page("A4", "DejaVu Sans", &css, &body).replacen("<html>", "<html dir=\"rtl\" lang=\"ar\">", 1)
}

/// A spreadsheet cell in the accounting number format: the currency sign at
/// the cell's left edge and the amount at its right, a dash for nothing.
fn accounting(sign: &str, amount: Option<&str>) -> String {
    format!(
        "<td class=\"acct\"><div><span>{sign}</span><span>{}</span></div></td>",
        amount.map_or_else(|| "-&nbsp;&nbsp;".to_string(), escape)
    )
}

/// A small firm's invoice kept as a spreadsheet template and printed with the
/// gridlines on: every label and value in a cell of its own, the company at
/// the top left and "INVOICE" at the top right, "Invoice No. / Invoice Date /
/// Due Date / PO Number / Account No." as labels in one column with the
/// values in the next, a banded item table in the accounting number format
/// (the pound sign at the left edge of the cell, the amount at the right) with
/// the template's unused rows left in and showing a dash, and "Subtotal / VAT
/// rate / VAT / TOTAL" under the last column beside the bank details.
pub fn spreadsheet(p: &Printed) -> String {
    let footer = page_footer(
        "Liberation Sans",
        &[(
            "bottom-center",
            "\"Page \" counter(page) \" of \" counter(pages)".to_string(),
        )],
    );
    let css = format!(
        "body {{ font-size: 10pt; }}\n\
        .sheet {{ width: 100%; table-layout: fixed; }}\n\
        .sheet td {{ border: 0.5px solid #cfcfcf; height: 16px; padding: 1px 4px; white-space: nowrap; overflow: hidden; }}\n\
        .sheet td.val {{ overflow: visible; }}\n\
        .sheet tr {{ break-inside: avoid; }}\n\
        .big {{ font-size: 18pt; font-weight: bold; color: #1f4e78; height: 30px !important; }}\n\
        .title {{ font-size: 22pt; color: #1f4e78; text-align: right; }}\n\
        .lab {{ font-weight: bold; }}\n\
        .val {{ text-align: right; }}\n\
        .fill {{ background: #ddebf7; font-weight: bold; }}\n\
        .hdr td {{ background: #1f4e78; color: white; font-weight: bold; }}\n\
        .band td {{ background: #f2f7fc; }}\n\
        .r {{ text-align: right; }}\n\
        .acct div {{ display: flex; justify-content: space-between; }}\n\
        .total td.lab, .total td.acct {{ font-weight: bold; border-top: 3px double #000; }}\n\
        .thanks {{ text-align: center; font-style: italic; color: #1f4e78; }}\n\
        {footer}"
    );
    let sign = match p.currency {
        "GBP" => "£",
        "USD" => "$",
        "EUR" => "€",
        code => code,
    };
    let blank = "<td></td>";
    let (street, town) = p
        .customer_address
        .split_once(", ")
        .unwrap_or((p.customer_address, ""));
    let label_row = |left: &str, label: &str, value: &str| {
        format!(
            "<tr>{left}{blank}{blank}<td class=\"lab\">{label}</td><td class=\"val\">{}</td></tr>\n",
            escape(value)
        )
    };
    let text = |t: &str| format!("<td colspan=\"2\">{}</td>", escape(t));
    let mut sheet = String::new();
    sheet.push_str(&format!(
        "<tr><td class=\"big\" colspan=\"3\">{}</td>{blank}<td class=\"title\" colspan=\"2\">INVOICE</td></tr>\n",
        escape(p.vendor)
    ));
    for line in [
        p.street.to_string(),
        p.city.to_string(),
        format!("Tel: {}", p.phone),
        format!("VAT Reg No: {}", p.vat_id),
    ] {
        sheet.push_str(&format!(
            "<tr>{}{blank}{blank}{blank}{blank}</tr>\n",
            text(&line)
        ));
    }
    sheet.push_str(&format!("<tr>{}</tr>\n", blank.repeat(6)));
    let po = p.po.clone().unwrap_or_default();
    let header = [
        (
            "<td class=\"fill\" colspan=\"2\">BILL TO</td>".to_string(),
            "Invoice No.",
            p.number.as_str(),
        ),
        (text(p.customer), "Invoice Date", p.date.as_str()),
        (text(street), "Due Date", p.due.as_str()),
        (text(town), "PO Number", po.as_str()),
        (
            "<td colspan=\"2\"></td>".to_string(),
            "Account No.",
            p.customer_number.as_str(),
        ),
    ];
    for (left, label, value) in &header {
        sheet.push_str(&label_row(left, label, value));
    }
    sheet.push_str(&format!("<tr>{}</tr>\n", blank.repeat(6)));
    sheet.push_str(
        "<tr class=\"hdr\"><td>Item Code</td><td>Description</td><td class=\"r\">Qty</td>\
         <td class=\"r\">Unit Price</td><td class=\"r\">VAT %</td><td class=\"r\">Line Total</td></tr>\n",
    );
    let rows_shown = p.lines.len().max(14);
    for i in 0..rows_shown {
        let band = if i % 2 == 1 { " class=\"band\"" } else { "" };
        match p.lines.get(i) {
            Some(l) => sheet.push_str(&format!(
                "<tr{band}><td>{}</td><td>{}</td><td class=\"r\">{}</td>{}<td class=\"r\">{}%</td>{}</tr>\n",
                escape(&l.code),
                escape(&l.description),
                l.quantity,
                accounting(sign, Some(&l.unit_price)),
                p.tax_rate,
                accounting(sign, Some(&l.amount)),
            )),
            None => sheet.push_str(&format!(
                "<tr{band}>{}{}</tr>\n",
                blank.repeat(5),
                accounting(sign, None)
            )),
        }
    }
    sheet.push_str(&format!("<tr>{}</tr>\n", blank.repeat(6)));
    let (sort_code, account) = p.sort_code_and_account();
    let sums = [
        (
            "<td class=\"fill\" colspan=\"2\">PAYMENT DETAILS</td>".to_string(),
            "Subtotal".to_string(),
            accounting(sign, Some(&p.subtotal)),
            "",
        ),
        (
            text(&format!("Sort code: {sort_code}")),
            "VAT rate".to_string(),
            format!("<td class=\"r\">{}%</td>", p.tax_rate),
            "",
        ),
        (
            text(&format!("Account no: {account}")),
            "VAT".to_string(),
            accounting(sign, Some(&p.tax)),
            "",
        ),
        (
            text(&format!("Reference: {}", p.number)),
            "TOTAL".to_string(),
            accounting(sign, Some(&p.total)),
            " class=\"total\"",
        ),
    ];
    for (left, label, value, class) in &sums {
        sheet.push_str(&format!(
            "<tr{class}>{left}{blank}{blank}<td class=\"lab\">{label}</td>{value}</tr>\n"
        ));
    }
    sheet.push_str(&format!("<tr>{}</tr>\n", blank.repeat(6)));
    sheet.push_str(&format!(
        "<tr><td colspan=\"6\" class=\"thanks\">Please pay by {} \u{2014} cheques payable to {}. Thank you for your business!</td></tr>\n",
        escape(&p.due),
        escape(p.vendor)
    ));
    let body = format!(
        "<table class=\"sheet\"><colgroup><col style=\"width: 12%\"><col style=\"width: 33%\">\
         <col style=\"width: 8%\"><col style=\"width: 13%\"><col style=\"width: 15%\"><col style=\"width: 19%\">\
         </colgroup>\n{sheet}</table>"
    );
    page("A4", "Liberation Sans", &css, &body)
}

// An eleventh round of seven, written the same way without looking at
// the extractor; held out at first, then trained on.

/// A date as German e-invoice viewers and Bulgarian invoices print it:
/// "03.03.2026", whatever the family's style.
fn dotted((year, month, day): (i32, u32, u32)) -> String {
    format!("{day:02}.{month:02}.{year}")
}

/// The German XRechnung of a supplier as the buyer's accounts department
/// prints it from the standard e-invoice viewer: not a designed invoice but
/// the visualisation of the structured data, in German, every field named
/// with its business term from EN 16931 ("Rechnungsnummer (BT-1)",
/// "Fälligkeitsdatum (BT-9)", "Bestellreferenz (BT-13)"); the overview
/// boxes for buyer, seller and invoice data, then the totals ("Summe aller
/// Positionen netto", "Gesamtsumme netto", "Summe Umsatzsteuer",
/// "Gesamtsumme brutto", "Fälliger Betrag") before any item, the VAT
/// breakdown and the payment data, and only then the invoice lines, each a
/// box of label and value pairs rather than a table row.
pub fn xrechnung(p: &Printed) -> String {
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                "\"XRechnung-Visualisierung \\00B7  EN 16931 \\00B7  CIUS XRechnung 3.0\""
                    .to_string(),
            ),
            (
                "bottom-right",
                "\"Seite \" counter(page) \" von \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9pt; color: #1a1a1a; }}\n\
        .top {{ display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 3px solid #00558c; padding-bottom: 4px; }}\n\
        .top h1 {{ font-size: 17pt; margin: 0; color: #00558c; }}\n\
        .top .tabs span {{ display: inline-block; border: 1px solid #00558c; border-bottom: none; padding: 2px 9px; margin-left: 3px; font-size: 8pt; color: #00558c; }}\n\
        .top .tabs span.on {{ background: #00558c; color: white; }}\n\
        h2 {{ font-size: 11pt; color: #00558c; margin: 14px 0 5px; border-bottom: 1px solid #9ab; padding-bottom: 2px; }}\n\
        .pair {{ display: flex; gap: 12px; }}\n\
        .box {{ flex: 1; border: 1px solid #9ab; margin-bottom: 8px; break-inside: avoid; }}\n\
        .box .cap {{ background: #e3edf5; font-weight: bold; padding: 3px 6px; display: flex; justify-content: space-between; }}\n\
        .box .cap i {{ font-weight: normal; font-style: normal; color: #667; font-size: 7.5pt; }}\n\
        .box table {{ width: 100%; }}\n\
        .box td {{ padding: 2px 6px; vertical-align: top; }}\n\
        .box td.k {{ color: #333; width: 50%; }}\n\
        .box td.k small {{ color: #778; font-size: 7pt; white-space: nowrap; }}\n\
        .box td.v {{ font-weight: bold; }}\n\
        .box td.a {{ text-align: right; font-weight: bold; white-space: nowrap; }}\n\
        .box tr.end td {{ border-top: 1px solid #9ab; }}\n\
        .pos .grid {{ display: grid; grid-template-columns: 26% 22% 31% 21%; }}\n\
        .pos .grid div {{ padding: 2px 6px; }}\n\
        .pos .grid .k {{ color: #333; }}\n\
        .pos .grid .k small {{ color: #778; font-size: 7pt; white-space: nowrap; }}\n\
        .pos .grid .v {{ font-weight: bold; }}\n\
        {footer}"
    );
    let field = |label: &str, bt: &str, value: &str, class: &str| {
        format!(
            "<tr><td class=\"k\">{label} <small>({bt})</small></td><td class=\"{class}\">{}</td></tr>",
            escape(value)
        )
    };
    let boxed = |caption: &str, group: &str, rows: &str| {
        format!(
            "<div class=\"box\"><div class=\"cap\"><span>{caption}</span><i>{group}</i></div><table>{rows}</table></div>"
        )
    };
    let (street, town) = p
        .customer_address
        .split_once(", ")
        .unwrap_or((p.customer_address, ""));
    let buyer = [
        field("Name", "BT-44", p.customer, "v"),
        field("Käuferkennung", "BT-46", &p.customer_number, "v"),
        field("Straße", "BT-50", street, "v"),
        field("PLZ und Ort", "BT-53 / BT-52", town, "v"),
        field(
            "Käuferreferenz",
            "BT-10",
            &format!("K-{}", p.customer_number),
            "v",
        ),
    ]
    .concat();
    let seller = [
        field("Firmenname", "BT-27", p.vendor, "v"),
        field("Straße", "BT-35", p.street, "v"),
        field("PLZ und Ort", "BT-38 / BT-37", p.city, "v"),
        field("Umsatzsteuer-ID", "BT-31", &p.vat_id, "v"),
        field("Telefon", "BT-42", &p.phone, "v"),
    ]
    .concat();
    let mut data = vec![
        field("Rechnungsnummer", "BT-1", &p.number, "v"),
        field("Rechnungsdatum", "BT-2", &dotted(p.date_ymd), "v"),
        field("Rechnungsart", "BT-3", "Rechnung (380)", "v"),
        field("Währung", "BT-5", p.currency, "v"),
        field("Leistungsdatum", "BT-72", &dotted(p.date_ymd), "v"),
    ];
    if let Some(po) = &p.po {
        data.push(field("Bestellreferenz", "BT-13", po, "v"));
    }
    data.push(field("Fälligkeitsdatum", "BT-9", &dotted(p.due_ymd), "v"));
    let zero = p.bare_number(0);
    let totals = [
        field("Summe aller Positionen netto", "BT-106", &p.subtotal, "a"),
        field("Summe Nachlässe", "BT-107", &zero, "a"),
        field("Summe Zuschläge", "BT-108", &zero, "a"),
        field("Gesamtsumme netto", "BT-109", &p.subtotal, "a"),
        field("Summe Umsatzsteuer", "BT-110", &p.tax, "a"),
        field("Gesamtsumme brutto", "BT-112", &p.total, "a"),
        field("Gezahlter Betrag", "BT-113", &zero, "a"),
        field("Fälliger Betrag", "BT-115", &p.total, "a").replacen("<tr>", "<tr class=\"end\">", 1),
    ]
    .concat();
    let category = if p.tax_rate == 0 {
        "Z – Nullsatz"
    } else {
        "S – Normalsatz"
    };
    let vat = [
        field("Umsatzsteuerkategorie", "BT-118", category, "v"),
        field(
            "Umsatzsteuersatz",
            "BT-119",
            &format!("{} %", p.tax_rate),
            "v",
        ),
        field("Nettobetrag der Kategorie", "BT-116", &p.subtotal, "a"),
        field("Steuerbetrag der Kategorie", "BT-117", &p.tax, "a"),
    ]
    .concat();
    let payment = [
        field("Zahlungsart", "BT-81", "SEPA-Überweisung (58)", "v"),
        field("Kontoinhaber", "BT-85", p.vendor, "v"),
        field("IBAN", "BT-84", &p.iban, "v"),
        field(
            "Zahlungsbedingungen",
            "BT-20",
            &format!("Zahlbar bis {} ohne Abzug", dotted(p.due_ymd)),
            "v",
        ),
    ]
    .concat();
    let cell = |label: &str, bt: &str, value: &str| {
        format!(
            "<div class=\"k\">{label} <small>({bt})</small></div><div class=\"v\">{}</div>",
            escape(value)
        )
    };
    let positions: String = p
        .lines
        .iter()
        .map(|l| {
            let unit = if l.unit == "h" {
                "HUR (Stunde)"
            } else {
                "H87 (Stück)"
            };
            format!(
                "<div class=\"box pos\"><div class=\"cap\"><span>Position {pos}</span><i>BG-25</i></div><div class=\"grid\">{}{}{}{}{}{}{}{}</div></div>\n",
                cell("Positions-ID", "BT-126", &l.position),
                cell("Artikelnummer", "BT-155", &l.code),
                cell("Artikelname", "BT-153", &l.description),
                cell("Einheit", "BT-130", unit),
                cell("Menge", "BT-129", &l.quantity),
                cell("Preis pro Einheit netto", "BT-146", &l.unit_price),
                cell("Umsatzsteuersatz", "BT-152", &format!("{} %", p.tax_rate)),
                cell("Gesamtpreis netto", "BT-131", &l.amount),
                pos = l.position,
            )
        })
        .collect();
    let body = format!(
        "<div class=\"top\"><h1>Rechnung</h1><div class=\"tabs\"><span class=\"on\">Übersicht</span>\
         <span>Details</span><span>Zusätze</span><span>Anlagen</span><span>Laufzettel</span></div></div>\n\
         <h2>Übersicht</h2>\n\
         <div class=\"pair\">{buyer}{seller}</div>\n\
         <div class=\"pair\">{data}{totals}</div>\n\
         <div class=\"pair\">{vat}{payment}</div>\n\
         <h2>Rechnungspositionen</h2>\n{positions}",
        buyer = boxed("Käufer", "BG-7", &buyer),
        seller = boxed("Verkäufer", "BG-4", &seller),
        data = boxed("Rechnungsdaten", "BT-1 ff.", &data.concat()),
        totals = boxed("Gesamtbeträge", "BG-22", &totals),
        vat = boxed("Aufschlüsselung der Umsatzsteuer", "BG-23", &vat),
        payment = boxed("Zahlungsdaten", "BG-16", &payment),
    );
    page("A4", "Liberation Sans", &css, &body)
}

/// Bulgarian grammatical gender of what a number counts: the numerals one and
/// two agree with it ("един франк", "една хиляда", "едно евро").
#[derive(Clone, Copy, PartialEq, Eq)]
enum Gender {
    Masculine,
    Feminine,
    Neuter,
}

/// The parts of a number below a thousand in Bulgarian words, before "и" is
/// put between the last two: 234 is ["двеста", "тридесет", "четири"].
fn bulgarian_parts(n: i64, gender: Gender) -> Vec<String> {
    const UNITS: [&str; 10] = [
        "",
        "един",
        "два",
        "три",
        "четири",
        "пет",
        "шест",
        "седем",
        "осем",
        "девет",
    ];
    const TEENS: [&str; 10] = [
        "десет",
        "единадесет",
        "дванадесет",
        "тринадесет",
        "четиринадесет",
        "петнадесет",
        "шестнадесет",
        "седемнадесет",
        "осемнадесет",
        "деветнадесет",
    ];
    const TENS: [&str; 10] = [
        "",
        "",
        "двадесет",
        "тридесет",
        "четиридесет",
        "петдесет",
        "шестдесет",
        "седемдесет",
        "осемдесет",
        "деветдесет",
    ];
    const HUNDREDS: [&str; 10] = [
        "",
        "сто",
        "двеста",
        "триста",
        "четиристотин",
        "петстотин",
        "шестстотин",
        "седемстотин",
        "осемстотин",
        "деветстотин",
    ];
    let unit = |u: i64| -> String {
        match (u, gender) {
            (1, Gender::Feminine) => "една".to_string(),
            (1, Gender::Neuter) => "едно".to_string(),
            (2, Gender::Feminine | Gender::Neuter) => "две".to_string(),
            (u, _) => UNITS[u as usize].to_string(),
        }
    };
    let mut parts = Vec::new();
    if n >= 100 {
        parts.push(HUNDREDS[(n / 100) as usize].to_string());
    }
    let rest = n % 100;
    if (10..20).contains(&rest) {
        parts.push(TEENS[(rest - 10) as usize].to_string());
    } else {
        if rest >= 20 {
            parts.push(TENS[(rest / 10) as usize].to_string());
        }
        if rest % 10 > 0 {
            parts.push(unit(rest % 10));
        }
    }
    parts
}

/// Parts joined the Bulgarian way, "и" before the last: "сто и пет",
/// "двадесет и една", "хиляда двеста тридесет и четири".
fn bulgarian_join(parts: &[String]) -> String {
    match parts {
        [] => "нула".to_string(),
        [one] => one.clone(),
        [first @ .., last] => format!("{} и {last}", first.join(" ")),
    }
}

/// A whole number in Bulgarian words, agreeing with `gender`: 1234 is
/// "хиляда двеста тридесет и четири", 21 000 "двадесет и една хиляди".
fn bulgarian_words(n: i64, gender: Gender) -> String {
    let mut parts = Vec::new();
    let millions = n / 1_000_000;
    if millions == 1 {
        parts.push("един милион".to_string());
    } else if millions > 1 {
        parts.push(format!(
            "{} милиона",
            bulgarian_join(&bulgarian_parts(millions, Gender::Masculine))
        ));
    }
    let thousands = n / 1000 % 1000;
    if thousands == 1 {
        parts.push("хиляда".to_string());
    } else if thousands > 1 {
        parts.push(format!(
            "{} хиляди",
            bulgarian_join(&bulgarian_parts(thousands, Gender::Feminine))
        ));
    }
    parts.extend(bulgarian_parts(n % 1000, gender));
    bulgarian_join(&parts)
}

/// The amount of a Bulgarian invoice's "Словом" line: "Хиляда двеста
/// тридесет и четири евро и 56 евроцента", or in Swiss francs.
fn bulgarian_amount(cents: i64, currency: &str) -> String {
    let whole = cents / 100;
    let (gender, one, many, cent_one, cent_many) = match currency {
        "CHF" => (
            Gender::Masculine,
            "швейцарски франк",
            "швейцарски франка",
            "сантим",
            "сантима",
        ),
        _ => (Gender::Neuter, "евро", "евро", "евроцент", "евроцента"),
    };
    let words = bulgarian_words(whole, gender);
    let mut chars = words.chars();
    let capital: String = chars
        .next()
        .map(|c| c.to_uppercase().collect::<String>())
        .unwrap_or_default()
        + chars.as_str();
    let unit = if whole == 1 { one } else { many };
    match cents % 100 {
        0 => format!("{capital} {unit}"),
        1 => format!("{capital} {unit} и 1 {cent_one}"),
        c => format!("{capital} {unit} и {c:02} {cent_many}"),
    }
}

/// A Bulgarian фактура from a Bulgarian online invoicing service, in
/// Bulgarian and in Cyrillic, issued in euro in the first year of the euro:
/// "ФАКТУРА" centred with "№ …" and "ОРИГИНАЛ" beside it and the date of
/// issue with "г." after it, the recipient ("Получател") at the left and
/// the supplier ("Доставчик") at the right with its ЕИК and ИН по ЗДДС,
/// "Към поръчка №" for the order, items as "№ / Код / Наименование на
/// стоката/услугата / Мярка / Количество / Ед. цена / Стойност", "Данъчна
/// основа / ДДС / Сума за плащане" with (in euro) the lev equivalent at the
/// fixed rate beneath, the amount in words ("Словом"), the date of the taxable
/// event, place, payment and term beneath, the two signature lines, and the
/// usual note that stamp and signature are not required.
pub fn faktura_bg(p: &Printed) -> String {
    let footer = page_footer(
        "DejaVu Sans",
        &[(
            "bottom-center",
            "\"Стр. \" counter(page) \" от \" counter(pages)".to_string(),
        )],
    );
    let css = format!(
        "body {{ font-size: 8.5pt; }}\n\
        .head {{ display: flex; justify-content: space-between; align-items: center; margin-bottom: 10px; }}\n\
        .head .side {{ width: 30%; }}\n\
        .head .mid {{ text-align: center; }}\n\
        .head h1 {{ font-size: 22pt; letter-spacing: 3px; margin: 0; }}\n\
        .head .no {{ font-size: 12pt; font-weight: bold; margin-top: 2px; }}\n\
        .head .orig {{ text-align: right; }}\n\
        .head .orig span {{ border: 2px solid #000; padding: 3px 10px; font-weight: bold; letter-spacing: 2px; }}\n\
        .parties {{ width: 100%; border: 1px solid #000; }}\n\
        .parties td {{ padding: 2px 6px; vertical-align: top; }}\n\
        .parties td.k {{ width: 16%; color: #333; }}\n\
        .parties td.cap {{ background: #e8e8e8; font-weight: bold; border-bottom: 1px solid #000; }}\n\
        .parties td.split {{ border-left: 1px solid #000; }}\n\
        .order {{ margin: 8px 0; }}\n\
        .items {{ width: 100%; }}\n\
        .items th {{ border: 1px solid #000; background: #e8e8e8; padding: 3px; font-size: 8pt; }}\n\
        .items td {{ border: 1px solid #000; padding: 2px 4px; }}\n\
        .items tr {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .c {{ text-align: center !important; }}\n\
        .below {{ display: flex; justify-content: space-between; margin-top: 6px; break-inside: avoid; }}\n\
        .below .words {{ width: 52%; padding-top: 4px; }}\n\
        .sums td {{ padding: 2px 6px; }}\n\
        .sums tr.pay td {{ font-weight: bold; font-size: 10pt; border-top: 1px solid #000; }}\n\
        .sums tr.lev td {{ font-size: 7.5pt; color: #444; }}\n\
        .info {{ width: 100%; margin-top: 12px; border-top: 1px solid #000; break-inside: avoid; }}\n\
        .info td {{ padding: 2px 6px 2px 0; vertical-align: top; }}\n\
        .info td:first-child {{ width: 34%; }}\n\
        .sign {{ display: flex; justify-content: space-between; margin-top: 26px; break-inside: avoid; }}\n\
        .sign div {{ width: 40%; text-align: center; }}\n\
        .note {{ margin-top: 18px; font-size: 7pt; color: #444; text-align: center; }}\n\
        {footer}"
    );
    let bg_date = |ymd| format!("{} г.", dotted(ymd));
    let vat_digits: String = p.vat_id.chars().filter(char::is_ascii_digit).collect();
    let eik = &vat_digits[..9];
    let (street, town) = p
        .customer_address
        .split_once(", ")
        .unwrap_or((p.customer_address, ""));
    let party_rows = [
        ("Име", p.customer.to_string(), "Име", p.vendor.to_string()),
        (
            "Клиентски №",
            p.customer_number.clone(),
            "ЕИК",
            eik.to_string(),
        ),
        ("Адрес", street.to_string(), "ИН по ЗДДС", p.vat_id.clone()),
        ("Град", town.to_string(), "Адрес", p.street.to_string()),
        ("", String::new(), "Град", p.city.to_string()),
    ];
    let parties: String = party_rows
        .iter()
        .map(|(k1, v1, k2, v2)| {
            format!(
                "<tr><td class=\"k\">{k1}</td><td>{}</td><td class=\"k split\">{k2}</td><td>{}</td></tr>",
                escape(v1),
                escape(v2)
            )
        })
        .collect();
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.position.clone(), "c"),
            (l.code.clone(), ""),
            (l.description.clone(), ""),
            (if l.unit == "h" { "ч." } else { "бр." }.to_string(), "c"),
            (l.quantity.clone(), "r"),
            (l.unit_price.clone(), "r"),
            (l.amount.clone(), "r"),
        ]
    });
    let subtotal_cents: i64 = p.lines.iter().map(|l| l.amount_cents).sum();
    let total_cents = subtotal_cents + p.tax_cents;
    let lev = if p.currency == "EUR" {
        // 1 EUR = 1.95583 BGN, the fixed conversion rate.
        let leva = (total_cents * 195_583 + 50_000) / 100_000;
        format!(
            "<tr class=\"lev\"><td>Равностойност в лева (1 EUR = 1,95583 лв.)</td><td class=\"r\">{} лв.</td></tr>",
            p.bare_number(leva)
        )
    } else {
        String::new()
    };
    let order = p.po.as_ref().map_or(String::new(), |po| {
        format!(
            "<div class=\"order\">Към поръчка №: <b>{}</b></div>",
            escape(po)
        )
    });
    let basis = if p.tax_rate == 0 {
        "<tr><td>Основание за неначисляване на ДДС:</td><td>чл. 21, ал. 2 от ЗДДС</td></tr>"
    } else {
        ""
    };
    let letters: String = p
        .vendor
        .chars()
        .filter(char::is_ascii_alphabetic)
        .take(4)
        .collect::<String>()
        .to_uppercase();
    let body = format!(
        "<div class=\"head\"><div class=\"side\">Дата на издаване:<br><b>{date}</b></div>\
         <div class=\"mid\"><h1>ФАКТУРА</h1><div class=\"no\">№ {number}</div></div>\
         <div class=\"side orig\"><span>ОРИГИНАЛ</span></div></div>\n\
         <table class=\"parties\"><tr><td class=\"cap\" colspan=\"2\">Получател</td>\
         <td class=\"cap split\" colspan=\"2\">Доставчик</td></tr>{parties}</table>\n\
         {order}\
         <table class=\"items\"><thead><tr><th>№</th><th>Код</th><th>Наименование на стоката/услугата</th>\
         <th>Мярка</th><th>Количество</th><th>Ед. цена ({cur})</th><th>Стойност ({cur})</th></tr></thead>\
         <tbody>\n{items}</tbody></table>\n\
         <div class=\"below\"><div class=\"words\">Словом: <b>{words}</b></div>\
         <table class=\"sums\"><tr><td>Данъчна основа:</td><td class=\"r\">{subtotal} {cur}</td></tr>\
         <tr><td>ДДС {rate} %:</td><td class=\"r\">{tax} {cur}</td></tr>\
         <tr class=\"pay\"><td>Сума за плащане:</td><td class=\"r\">{total} {cur}</td></tr>{lev}</table></div>\n\
         <table class=\"info\"><tr><td>Дата на данъчното събитие:</td><td>{date}</td></tr>\
         {basis}\
         <tr><td>Място на сделката:</td><td>{city}</td></tr>\
         <tr><td>Начин на плащане:</td><td>По банков път</td></tr>\
         <tr><td>Срок за плащане:</td><td><b>{due}</b></td></tr>\
         <tr><td>IBAN:</td><td>{iban}</td></tr>\
         <tr><td>BIC:</td><td>{letters}{country}FF</td></tr></table>\n\
         <div class=\"sign\"><div>Получил: ..............................<br>(подпис)</div>\
         <div>Съставил: ..............................<br>(подпис)</div></div>\n\
         <div class=\"note\">Съгласно чл. 6, ал. 1 от Закона за счетоводството, чл. 114 от ЗДДС и чл. 78 от ППЗДДС \
         печатът и подписът не са задължителни реквизити на фактурата.</div>",
        date = bg_date(p.date_ymd),
        number = escape(&p.number),
        cur = p.currency,
        words = bulgarian_amount(total_cents, p.currency),
        subtotal = p.subtotal,
        rate = p.tax_rate,
        tax = p.tax,
        total = p.total,
        city = p.city,
        due = bg_date(p.due_ymd),
        iban = p.iban,
        country = &p.iban[..2],
    );
    page("A4", "DejaVu Sans", &css, &body)
}

/// The date `days` before (year, month, day).
fn days_before((year, month, day): (i32, u32, u32), days: u32) -> (i32, u32, u32) {
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

/// A quantity printed with a decimal point, in hundredths.
fn point_hundredths(printed: &str) -> i64 {
    let (whole, fraction) = printed.split_once('.').unwrap_or((printed, ""));
    let fraction = format!("{fraction:0<2}");
    whole.parse::<i64>().unwrap_or(0) * 100 + fraction[..2].parse::<i64>().unwrap_or(0)
}

/// A food-service distributor's weekly invoice for a standing order, as its
/// route-accounting system prints it in landscape: the route, stop and
/// driver beside the account and invoice data, one row per product with its
/// unit and a column for each day of the week ending on the invoice
/// date (the quantity dropped on each delivery day, blank on the others),
/// the week's total quantity, the unit price and the extension; returns and
/// credits as a line of their own under the products, the totals at the
/// right beside the receiving signature, and the account's route days in
/// the footer.
pub fn weekly_delivery(p: &Printed) -> String {
    const WEEKDAYS: [&str; 7] = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"{} \\00B7  Route deliveries Mon / Wed / Fri \\00B7  Claims for shortages must be made at time of delivery\"",
                    p.vendor
                ),
            ),
            (
                "bottom-right",
                "\"Page \" counter(page) \" of \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 8.5pt; }}\n\
        .head {{ display: flex; justify-content: space-between; align-items: flex-start; gap: 12px; }}\n\
        .co {{ width: 30%; }}\n\
        .co .name {{ font-size: 15pt; font-weight: bold; color: #7a3b0c; }}\n\
        .route {{ width: 22%; border: 1px solid #7a3b0c; }}\n\
        .route td, .acct td {{ padding: 2px 6px; }}\n\
        .route td.k, .acct td.k {{ font-size: 7pt; color: #7a3b0c; text-transform: uppercase; }}\n\
        .acct {{ width: 40%; border: 2px solid #7a3b0c; }}\n\
        .acct .title {{ background: #7a3b0c; color: white; font-weight: bold; font-size: 11pt; padding: 3px 6px; }}\n\
        .acct td.v {{ font-weight: bold; }}\n\
        .to {{ margin: 8px 0; display: flex; gap: 40px; }}\n\
        .to .k {{ font-size: 7pt; color: #7a3b0c; text-transform: uppercase; }}\n\
        .week {{ font-weight: bold; margin: 6px 0 3px; }}\n\
        .grid {{ width: 100%; }}\n\
        .grid th {{ background: #f3e4d7; border: 1px solid #b98a66; padding: 2px 3px; font-size: 7.5pt; }}\n\
        .grid td {{ border: 1px solid #d9c1ad; padding: 2px 3px; }}\n\
        .grid tr {{ break-inside: avoid; }}\n\
        .grid td.day {{ text-align: center; width: 5%; color: #333; }}\n\
        .grid td.day.off {{ background: #f7f7f7; }}\n\
        .grid td.wk {{ text-align: right; font-weight: bold; background: #fbf3ec; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .grid tr.credit td {{ color: #555; font-style: italic; }}\n\
        .foot {{ display: flex; justify-content: space-between; margin-top: 8px; break-inside: avoid; }}\n\
        .recv {{ width: 50%; border: 1px dashed #999; padding: 6px; font-size: 7.5pt; }}\n\
        .sums td {{ padding: 2px 8px; }}\n\
        .sums tr.due td {{ font-weight: bold; font-size: 11pt; border-top: 2px solid #7a3b0c; }}\n\
        {footer}"
    );
    let (year, month, day) = p.date_ymd;
    let weekday_of = |ymd| (days_between((2026, 1, 1), ymd) + 3).rem_euclid(7) as usize;
    // The seven days of the week ending on the invoice date, oldest first.
    let week: Vec<(i32, u32, u32)> = (0..7)
        .rev()
        .map(|n| days_before((year, month, day), n))
        .collect();
    let route: Vec<usize> = (0..7)
        .filter(|&i| matches!(weekday_of(week[i]), 0 | 2 | 4))
        .collect();
    let heads: String = week
        .iter()
        .map(|&(y, m, d)| format!("<th>{}<br>{m}/{d}</th>", WEEKDAYS[weekday_of((y, m, d))]))
        .collect();
    let mut lines = String::new();
    for (i, l) in p.lines.iter().enumerate() {
        let hundredths = point_hundredths(&l.quantity);
        let mut drops = [0i64; 7];
        if l.unit == "h" || hundredths % 100 != 0 {
            drops[route[i % route.len()]] = hundredths;
        } else {
            let units = hundredths / 100;
            let n = route.len() as i64;
            for (k, &d) in route.iter().enumerate() {
                let turn = (k + i) % route.len();
                drops[d] = (units / n + i64::from((turn as i64) < units % n)) * 100;
            }
        }
        let days: String = (0..7)
            .map(|d| {
                let on = route.contains(&d);
                let text = if drops[d] == 0 {
                    String::new()
                } else if drops[d] % 100 == 0 {
                    (drops[d] / 100).to_string()
                } else {
                    format!("{}.{}", drops[d] / 100, (drops[d] % 100) / 10)
                };
                format!(
                    "<td class=\"day{}\">{text}</td>",
                    if on { "" } else { " off" }
                )
            })
            .collect();
        let pack = if l.unit == "h" { "HR" } else { "EA" };
        lines.push_str(&format!(
            "<tr><td>{code}</td><td>{desc}</td><td>{pack}</td>{days}<td class=\"wk\">{qty}</td>\
             <td class=\"r\">{price}</td><td class=\"r\">{amount}</td></tr>\n",
            code = escape(&l.code),
            desc = escape(&l.description),
            qty = l.quantity,
            price = if p.bare {
                &l.unit_price
            } else {
                &l.unit_price_money
            },
            amount = if p.bare { &l.amount } else { &l.amount_money },
        ));
    }
    lines.push_str(&format!(
        "<tr class=\"credit\"><td></td><td>Returns / credits this week</td><td></td>{}<td class=\"wk\"></td>\
         <td></td><td class=\"r\">{}</td></tr>\n",
        "<td class=\"day\"></td>".repeat(7),
        p.bare_number(0),
    ));
    let po_row = p.po.as_ref().map_or(String::new(), |po| {
        format!(
            "<tr><td class=\"k\">Customer PO</td><td class=\"v\">{}</td></tr>",
            escape(po)
        )
    });
    let driver_digits: String = p.phone.chars().filter(char::is_ascii_digit).collect();
    let body = format!(
        "<div class=\"head\"><div class=\"co\"><div class=\"name\">{vendor}</div>{street}<br>{city}<br>Tel. {phone}</div>\
         <table class=\"route\"><tr><td class=\"k\">Route</td><td>{route_no}</td></tr>\
         <tr><td class=\"k\">Stop</td><td>{stop}</td></tr>\
         <tr><td class=\"k\">Driver</td><td>#{driver}</td></tr>\
         <tr><td class=\"k\">Delivery days</td><td>Mon · Wed · Fri</td></tr></table>\
         <table class=\"acct\"><tr><td class=\"title\" colspan=\"2\">WEEKLY DELIVERY INVOICE</td></tr>\
         <tr><td class=\"k\">Invoice No.</td><td class=\"v\">{number}</td></tr>\
         <tr><td class=\"k\">Invoice Date</td><td class=\"v\">{date}</td></tr>\
         <tr><td class=\"k\">Account</td><td class=\"v\">{account}</td></tr>\
         {po_row}\
         <tr><td class=\"k\">Payment Due</td><td class=\"v\">{due}</td></tr>\
         <tr><td class=\"k\">Currency</td><td class=\"v\">{cur}</td></tr></table></div>\n\
         <div class=\"to\"><div><div class=\"k\">Deliver to</div><b>{customer}</b><br>{address}</div>\
         <div><div class=\"k\">Bill to</div><b>{customer}</b><br>Accounts Payable<br>{address}</div></div>\n\
         <div class=\"week\">Standing order deliveries, week {first} to {last}</div>\n\
         <table class=\"grid\"><thead><tr><th>Item</th><th>Product</th><th>Unit</th>{heads}\
         <th>Week Qty</th><th>Price</th><th>Extension</th></tr></thead><tbody>\n{lines}</tbody></table>\n\
         <div class=\"foot\"><div class=\"recv\">Received in good order by: ______________________________ \
         Time: ________<br><br>Checks payable to {vendor}. A service charge of 1.5% per month applies to \
         balances past due.</div>\
         <table class=\"sums\"><tr><td>Product Total</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Sales Tax {rate}%</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"due\"><td>Invoice Total</td><td class=\"r\">{total}</td></tr></table></div>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        phone = p.phone,
        route_no = 10 + usize::from(driver_digits.as_bytes()[4] - b'0'),
        stop = usize::from(driver_digits.as_bytes()[6] - b'0') + 1,
        driver = &driver_digits[4..8],
        number = escape(&p.number),
        date = p.date,
        account = p.customer_number,
        due = p.due,
        cur = p.currency,
        customer = p.customer,
        address = p.customer_address,
        first = {
            let (_, m, d) = week[0];
            format!("{m}/{d}")
        },
        last = {
            let (_, m, d) = week[6];
            format!("{m}/{d}")
        },
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = money_or_code(&p.tax, &p.tax_money, p),
        total = money_or_code(&p.total, &p.total_money, p),
    );
    page("letter landscape", "Liberation Sans", &css, &body)
}

// A twelfth round of seven, written the same way without looking at
// the extractor; held out at first, then trained on.

/// A small number taken from the customer's account number, so that the
/// figures a family invents for an account stay the same from run to run.
fn account_seed(p: &Printed) -> i64 {
    p.customer_number.parse::<i64>().unwrap_or(0)
}

/// The lines of a document shared out in order into groups, as a bill
/// groups its charges by service or site: up to three groups on a short
/// invoice, groups of six on a long one.
fn groups_in_order(count: usize) -> Vec<std::ops::Range<usize>> {
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

/// A UK business telecoms bill: the provider's brand at the top left and
/// "Your bill" at the right over the account number, invoice number, bill
/// date, billing period and the customer's PO reference; on the first page
/// a bill summary that starts from the previous bill and the payment
/// received against it ("Balance brought forward") before this bill's
/// charges, VAT and total, the amount due and the date to pay it by in a
/// coloured panel, and the Direct Debit note; the itemised charges on the
/// pages after it, grouped by service with a total for each service, and
/// the bill's own totals after the last group.
pub fn telecom_bill(p: &Printed) -> String {
    const SITES: [&str; 8] = [
        "Head office",
        "Warehouse",
        "Branch office",
        "Home workers",
        "Data room",
        "Field team",
        "Reception",
        "Workshop",
    ];
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"{} \\00B7  Account {} \\00B7  Invoice {}\"",
                    p.vendor, p.customer_number, p.number
                ),
            ),
            (
                "bottom-right",
                "\"Page \" counter(page) \" of \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9.5pt; }}\n\
        .top {{ display: flex; justify-content: space-between; align-items: flex-start; }}\n\
        .brand {{ font-size: 19pt; font-weight: bold; color: #5a1e8c; }}\n\
        .brand span {{ font-size: 9pt; background: #5a1e8c; color: white; padding: 1px 6px; border-radius: 8px; vertical-align: middle; }}\n\
        .top h1 {{ font-size: 20pt; margin: 0 0 4px; color: #5a1e8c; font-weight: normal; }}\n\
        .keys td {{ padding: 1px 0 1px 12px; }}\n\
        .keys td.k {{ color: #555; padding-left: 0; }}\n\
        .keys td.v {{ font-weight: bold; text-align: right; }}\n\
        .addr {{ margin: 26px 0 20px; line-height: 1.35; }}\n\
        .summary {{ display: flex; gap: 20px; align-items: flex-start; }}\n\
        .box {{ flex: 3; border: 1px solid #c9b6dd; border-radius: 6px; padding: 8px 12px; }}\n\
        .box h2 {{ font-size: 12pt; margin: 0 0 6px; color: #5a1e8c; }}\n\
        .box table {{ width: 100%; }}\n\
        .box td {{ padding: 3px 0; }}\n\
        .box td.a {{ text-align: right; white-space: nowrap; }}\n\
        .box tr.sub td {{ font-weight: bold; color: #5a1e8c; padding-top: 9px; }}\n\
        .box tr.line td {{ border-top: 1px solid #c9b6dd; }}\n\
        .box tr.total td {{ font-weight: bold; border-top: 1px solid #5a1e8c; }}\n\
        .pay {{ flex: 2; background: #5a1e8c; color: white; border-radius: 6px; padding: 10px 12px; }}\n\
        .pay .k {{ font-size: 9pt; }}\n\
        .pay .big {{ font-size: 22pt; font-weight: bold; margin: 2px 0 8px; }}\n\
        .pay .by {{ font-size: 11pt; font-weight: bold; }}\n\
        .note {{ font-size: 8.5pt; color: #444; margin-top: 16px; }}\n\
        .detail {{ break-before: page; }}\n\
        .detail h2 {{ font-size: 13pt; color: #5a1e8c; margin: 0 0 8px; }}\n\
        .charges {{ width: 100%; }}\n\
        .charges th {{ text-align: left; font-size: 8.5pt; color: #555; border-bottom: 1.5px solid #5a1e8c; padding: 3px 4px; }}\n\
        .charges td {{ padding: 3px 4px; }}\n\
        .charges tr {{ break-inside: avoid; }}\n\
        .charges tr.group td {{ background: #efe7f7; font-weight: bold; padding-top: 5px; }}\n\
        .charges tr.group td small {{ font-weight: normal; color: #555; }}\n\
        .charges tr.gt td {{ border-top: 1px solid #c9b6dd; font-style: italic; }}\n\
        .charges tr.space td {{ height: 6px; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .end {{ width: 50%; margin: 12px 0 0 auto; break-inside: avoid; }}\n\
        .end td {{ padding: 3px 4px; }}\n\
        .end tr.total td {{ font-weight: bold; border-top: 1.5px solid #5a1e8c; }}\n\
        {footer}"
    );
    let seed = account_seed(p);
    let previous = 4_000 + (seed * 37) % 90_000;
    let previous_date = p.date_like(days_earlier(p.date_ymd, 30));
    let paid_date = p.date_like(days_earlier(p.date_ymd, 12));
    let period = format!(
        "{} to {}",
        p.date_like(days_earlier(p.date_ymd, 31)),
        p.date_like(days_earlier(p.date_ymd, 1))
    );
    let mut keys = vec![
        ("Account number", p.customer_number.clone()),
        ("Invoice number", p.number.clone()),
        ("Bill date", p.date.clone()),
        ("Billing period", period),
    ];
    if let Some(po) = &p.po {
        keys.push(("Your PO ref.", po.clone()));
    }
    let keys: String = keys
        .iter()
        .map(|(k, v)| {
            format!(
                "<tr><td class=\"k\">{k}</td><td class=\"v\">{}</td></tr>",
                escape(v)
            )
        })
        .collect();
    let (price, amount) = if p.bare {
        (
            format!("Unit price ({})", p.currency),
            format!("Charge ({})", p.currency),
        )
    } else {
        ("Unit price".to_string(), "Charge".to_string())
    };
    let mut charges = String::new();
    for (k, range) in groups_in_order(p.lines.len()).into_iter().enumerate() {
        let site = SITES[k % SITES.len()];
        let service = format!("S{}-{:02}", p.customer_number, k + 1);
        charges.push_str(&format!(
            "<tr class=\"group\"><td colspan=\"4\">{site} <small>\u{00B7} Service ID {service}</small></td></tr>\n"
        ));
        let mut sum = 0;
        for l in &p.lines[range] {
            sum += l.amount_cents;
            let (unit_price, line_amount) = if p.bare {
                (&l.unit_price, &l.amount)
            } else {
                (&l.unit_price_money, &l.amount_money)
            };
            charges.push_str(&format!(
                "<tr><td>{}</td><td class=\"r\">{}</td><td class=\"r\">{unit_price}</td><td class=\"r\">{line_amount}</td></tr>\n",
                escape(&l.description),
                l.quantity,
            ));
        }
        let sum = if p.bare {
            p.bare_number(sum)
        } else {
            p.money_like(sum)
        };
        charges.push_str(&format!(
            "<tr class=\"gt\"><td colspan=\"3\">Total for {site} ({service})</td><td class=\"r\">{sum}</td></tr>\n\
             <tr class=\"space\"><td colspan=\"4\"></td></tr>\n"
        ));
    }
    let (sort_code, account) = p.sort_code_and_account();
    let subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p);
    let tax = money_or_code(&p.tax, &p.tax_money, p);
    let total = money_or_code(&p.total, &p.total_money, p);
    let body = format!(
        "<div class=\"top\"><div><div class=\"brand\">{vendor} <span>Business</span></div>\
         {street}, {city}<br>VAT Reg. No. {vat}</div>\
         <div><h1>Your bill</h1><table class=\"keys\">{keys}</table></div></div>\n\
         <div class=\"addr\"><b>{customer}</b><br>{address}</div>\n\
         <div class=\"summary\"><div class=\"box\"><h2>Your bill summary</h2><table>\
         <tr><td>Previous bill (issued {previous_date})</td><td class=\"a\">{previous}</td></tr>\
         <tr><td>Payment received {paid_date} \u{2013} thank you</td><td class=\"a\">{previous} CR</td></tr>\
         <tr class=\"line\"><td>Balance brought forward</td><td class=\"a\">{zero}</td></tr>\
         <tr class=\"sub\"><td colspan=\"2\">This bill</td></tr>\
         <tr><td>Charges this period (excl. VAT)</td><td class=\"a\">{subtotal}</td></tr>\
         <tr><td>VAT at {rate}%</td><td class=\"a\">{tax}</td></tr>\
         <tr class=\"total\"><td>Total of this bill</td><td class=\"a\">{total}</td></tr>\
         </table></div>\
         <div class=\"pay\"><div class=\"k\">Total amount due</div><div class=\"big\">{total}</div>\
         <div class=\"k\">Please pay by</div><div class=\"by\">{due}</div></div></div>\n\
         <p class=\"note\">If you pay by Direct Debit, we will collect the total amount due on or shortly after {due}; \
         you do not need to do anything. To pay by bank transfer, use sort code {sort_code}, account {account}, \
         and quote your account number {account_no}. Questions about your bill? Call our business team on {phone}.</p>\n\
         <div class=\"detail\"><h2>Your itemised charges</h2>\
         <table class=\"charges\"><thead><tr><th>Description</th><th class=\"r\">Quantity</th>\
         <th class=\"r\">{price}</th><th class=\"r\">{amount}</th></tr></thead><tbody>\n{charges}</tbody></table>\n\
         <table class=\"end\"><tr><td>Total charges excl. VAT</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>VAT at {rate}%</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"total\"><td>Total of this bill</td><td class=\"r\">{total}</td></tr></table></div>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        vat = p.vat_id,
        customer = p.customer,
        address = p.customer_address,
        previous = p.money_like(previous),
        zero = p.money_like(0),
        rate = p.tax_rate,
        due = p.due,
        account_no = p.customer_number,
        phone = p.phone,
    );
    page("A4", "Liberation Sans", &css, &body)
}

/// A date as Italian e-invoice courtesy copies print it: "03-03-2026".
fn dashed((year, month, day): (i32, u32, u32)) -> String {
    format!("{day:02}-{month:02}-{year}")
}

/// The courtesy copy ("copia di cortesia") of an Italian electronic invoice,
/// as Italian accounting software prints the FatturaPA file with the
/// common stylesheet, in Italian: the supplier ("Cedente/prestatore") and
/// the customer ("Cessionario/committente") in two boxes of "label: value"
/// lines, then one ruled table after another, each with small headings
/// over its values: the document ("Tipologia documento / Art. 73 / Numero
/// documento / Data documento / Codice destinatario / Divisa"), the
/// purchase order ("Dati ordine d'acquisto": "Id documento / Data"), the
/// lines ("Cod. articolo / Descrizione / Quantità / Prezzo unitario / UM /
/// Sconto o magg. / %IVA / Prezzo totale"), the VAT and totals ("Totale
/// imponibile / Totale imposta", then "Totale documento") and the payment
/// ("Modalità pagamento / IBAN / Istituto / Data scadenza / Importo"); dates
/// as "03-03-2026", and the note that the copy has no fiscal value.
pub fn fattura_pa(p: &Printed) -> String {
    let footer = page_footer(
        "DejaVu Sans",
        &[
            (
                "bottom-left",
                "\"Copia di cortesia \\2013  documento privo di valenza fiscale\"".to_string(),
            ),
            (
                "bottom-right",
                "\"Pagina \" counter(page) \" di \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 8pt; color: #000; margin-right: 2px; }}\n\
        .bar {{ display: flex; justify-content: space-between; border-bottom: 1px solid #6b7f99; padding-bottom: 3px; margin-bottom: 8px; }}\n\
        .bar b {{ font-size: 10pt; }}\n\
        .parties {{ display: flex; gap: 10px; margin-bottom: 10px; }}\n\
        .party {{ flex: 1; min-width: 0; border: 1px solid #6b7f99; line-height: 1.45; }}\n\
        .party .t {{ font-weight: bold; font-size: 8.5pt; background: #dfe6ef; padding: 3px 7px; }}\n\
        .party .c {{ padding: 4px 7px; }}\n\
        table.f {{ width: 100%; margin-bottom: 8px; }}\n\
        table.f th {{ background: #dfe6ef; border: 1px solid #6b7f99; font-weight: bold; font-size: 7pt; padding: 2px 4px; text-align: left; }}\n\
        table.f td {{ border: 1px solid #6b7f99; padding: 3px 4px; vertical-align: top; }}\n\
        table.f tr {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        h3 {{ font-size: 8.5pt; margin: 10px 0 3px; }}\n\
        .legal {{ font-size: 7pt; color: #333; margin-top: 10px; }}\n\
        {footer}"
    );
    let (cap, town) = p.city.split_once(' ').unwrap_or(("", p.city));
    let nation = &p.vat_id[..2];
    let tax_id: String = p.vat_id.chars().filter(char::is_ascii_digit).collect();
    let head =
        |cells: &[&str]| -> String { cells.iter().map(|c| format!("<th>{c}</th>")).collect() };
    let rate = format!("{},00", p.tax_rate);
    let lines: String = p
        .lines
        .iter()
        .map(|l| {
            let um = if l.unit == "h" { "ORE" } else { "PZ" };
            format!(
                "<tr><td>{code}</td><td>{desc}</td><td class=\"r\">{qty}</td><td class=\"r\">{price}</td>\
                 <td>{um}</td><td></td><td class=\"r\">{rate}</td><td class=\"r\">{amount}</td></tr>\n",
                code = escape(&l.code),
                desc = escape(&l.description),
                qty = l.quantity,
                price = l.unit_price,
                amount = l.amount,
            )
        })
        .collect();
    let order = p.po.as_ref().map_or(String::new(), |po| {
        format!(
            "<table class=\"f\"><tr><th style=\"width:30%\">Dati ordine d'acquisto \u{2013} Id documento</th>\
             <th>Data</th><th>Cod. commessa/convenzione</th><th>Codice CUP</th><th>Codice CIG</th></tr>\
             <tr><td>{}</td><td>{}</td><td></td><td></td><td></td></tr></table>\n",
            escape(po),
            dashed(days_earlier(p.date_ymd, 9)),
        )
    });
    let nature = if p.tax_rate == 0 {
        "N3.2 \u{2013} non imponibili \u{2013} cessioni intracomunitarie"
    } else {
        "I (esigibilità immediata)"
    };
    let body = format!(
        "<div class=\"bar\"><b>FATTURA ELETTRONICA</b><span>Versione FPR12 \u{00B7} Trasmissione tramite SdI</span></div>\n\
         <div class=\"parties\"><div class=\"party\"><div class=\"t\">Cedente/prestatore (fornitore)</div><div class=\"c\">\
         Identificativo fiscale ai fini IVA: {vat}<br>Codice fiscale: {tax_id}<br>\
         Denominazione: {vendor}<br>Regime fiscale: RF01 (ordinario)<br>\
         Indirizzo: {street}<br>Comune: {town} &nbsp; Cap: {cap}<br>Nazione: {nation}<br>Telefono: {phone}</div></div>\
         <div class=\"party\"><div class=\"t\">Cessionario/committente (cliente)</div><div class=\"c\">\
         Codice cliente: {customer_no}<br>Denominazione: {customer}<br>Indirizzo: {address}<br>\
         Codice destinatario: XXXXXXX<br>PEC: non indicata</div></div></div>\n\
         <table class=\"f\"><tr>{doc_head}</tr>\
         <tr><td>TD01 fattura</td><td></td><td>{number}</td><td>{date}</td><td>XXXXXXX</td><td>{currency}</td></tr></table>\n\
         {order}\
         <table class=\"f\"><thead><tr>{line_head}</tr></thead><tbody>\n{lines}</tbody></table>\n\
         <h3>RIEPILOGHI IVA E TOTALI</h3>\
         <table class=\"f\"><tr>{vat_head}</tr>\
         <tr><td>{nature}</td><td class=\"r\">{rate}</td><td></td><td></td>\
         <td class=\"r\">{subtotal}</td><td class=\"r\">{tax}</td></tr></table>\n\
         <table class=\"f\"><tr>{total_head}</tr>\
         <tr><td></td><td></td><td></td><td class=\"r\"><b>{total}</b></td></tr></table>\n\
         <table class=\"f\"><tr>{pay_head}</tr>\
         <tr><td>MP05 bonifico</td><td>{iban}</td><td></td><td>{due}</td><td class=\"r\"><b>{total}</b></td></tr></table>\n\
         <p class=\"legal\">Condizioni di pagamento: TP02 pagamento completo.<br>\
         Il presente documento è una copia di cortesia della fattura elettronica e non ha valenza fiscale ai sensi \
         dell'art. 21 del D.P.R. 633/72. L'originale è disponibile all'indirizzo telematico da Lei fornito oppure \
         nella Sua area riservata del sito dell'Agenzia delle Entrate.</p>",
        vat = p.vat_id,
        vendor = escape(p.vendor),
        street = p.street,
        phone = p.phone,
        customer_no = p.customer_number,
        customer = p.customer,
        address = p.customer_address,
        doc_head = head(&[
            "Tipologia documento",
            "Art. 73",
            "Numero documento",
            "Data documento",
            "Codice destinatario",
            "Divisa"
        ]),
        number = escape(&p.number),
        date = dashed(p.date_ymd),
        currency = p.currency,
        line_head = head(&[
            "Cod. articolo",
            "Descrizione",
            "Quantità",
            "Prezzo unitario",
            "UM",
            "Sconto o magg.",
            "%IVA",
            "Prezzo totale"
        ]),
        vat_head = head(&[
            "esigibilità iva / riferimenti normativi",
            "%IVA",
            "Spese accessorie",
            "Arr.",
            "Totale imponibile",
            "Totale imposta"
        ]),
        subtotal = p.subtotal,
        tax = p.tax,
        total_head = head(&[
            "Importo bollo",
            "Sconto/Maggiorazione",
            "Arr.",
            "Totale documento"
        ]),
        total = p.total,
        pay_head = head(&[
            "Modalità pagamento",
            "IBAN",
            "Istituto",
            "Data scadenza",
            "Importo"
        ]),
        iban = p.iban,
        due = dashed(p.due_ymd),
    );
    page("A4", "DejaVu Sans", &css, &body)
}

/// A US small-business invoice from an online invoicing service's standard
/// template, for a customer with other invoices still open: "INVOICE" and
/// "# number" at the top right with the balance due of this invoice under
/// them, "Bill To" and "Ship To" at the left beside right-aligned "Invoice
/// Date : / Terms : / Due Date : / P.O.# :" rows, items as "# / Item &
/// Description / Qty / Rate / Amount" with the SKU on a grey line under each
/// name, "Sub Total / Sales Tax / Total / Payment Made / Balance Due" at the
/// right, and at the foot an account aging table ("Current / 1-30 / 31-60 /
/// 61-90 / Over 90 / Total Account Balance") whose balance includes earlier
/// invoices and so is not this invoice's total.
pub fn aging_summary(p: &Printed) -> String {
    let footer = page_footer(
        "Liberation Sans",
        &[(
            "bottom-right",
            format!(
                "\"{} \\00B7  Page \" counter(page) \" of \" counter(pages)",
                p.number
            ),
        )],
    );
    let css = format!(
        "body {{ margin-right: 2px; }}\n\
        .top {{ display: flex; justify-content: space-between; align-items: flex-start; }}\n\
        .org {{ font-size: 15pt; font-weight: bold; }}\n\
        .org + div {{ color: #444; line-height: 1.4; }}\n\
        .title {{ text-align: right; }}\n\
        .title h1 {{ font-size: 28pt; margin: 0; font-weight: normal; letter-spacing: 1px; }}\n\
        .title .no {{ font-weight: bold; margin-bottom: 10px; }}\n\
        .title .k {{ font-size: 8.5pt; color: #555; }}\n\
        .title .due {{ font-size: 15pt; font-weight: bold; }}\n\
        .mid {{ display: flex; justify-content: space-between; margin: 22px 0 14px; }}\n\
        .mid .who {{ display: flex; gap: 50px; }}\n\
        .mid .k {{ color: #555; font-size: 8.5pt; margin-bottom: 2px; }}\n\
        .meta td {{ padding: 2px 4px; text-align: right; }}\n\
        .meta td.k {{ color: #555; }}\n\
        .items {{ width: 100%; }}\n\
        .items th {{ background: #3c3d3a; color: white; font-weight: normal; padding: 5px; text-align: left; }}\n\
        .items td {{ padding: 5px; border-bottom: 1px solid #ddd; vertical-align: top; }}\n\
        .items tr {{ break-inside: avoid; }}\n\
        .items .sku {{ color: #777; font-size: 8.5pt; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .sums {{ width: 45%; margin: 8px 0 0 auto; break-inside: avoid; }}\n\
        .sums td {{ padding: 4px 5px; }}\n\
        .sums tr.t td {{ font-weight: bold; }}\n\
        .sums tr.bd td {{ background: #f2f2f2; font-weight: bold; }}\n\
        .aging {{ margin-top: 22px; break-inside: avoid; }}\n\
        .aging .cap {{ font-weight: bold; margin-bottom: 3px; }}\n\
        .aging table {{ width: 100%; }}\n\
        .aging th {{ border: 1px solid #bbb; background: #f2f2f2; font-size: 8pt; font-weight: normal; padding: 3px; }}\n\
        .aging td {{ border: 1px solid #bbb; text-align: center; padding: 4px; }}\n\
        .aging small {{ color: #666; }}\n\
        .notes {{ margin-top: 18px; font-size: 8.5pt; color: #444; }}\n\
        {footer}"
    );
    let seed = account_seed(p);
    let past_30 = if seed % 2 == 1 {
        10_000 + (seed * 13) % 180_000
    } else {
        0
    };
    let past_60 = if seed % 3 == 0 {
        5_000 + (seed * 7) % 60_000
    } else {
        0
    };
    let total_cents = p.lines.iter().map(|l| l.amount_cents).sum::<i64>() + p.tax_cents;
    let terms = days_between(p.date_ymd, p.due_ymd);
    let mut meta = vec![
        ("Invoice Date :", p.date.clone()),
        ("Terms :", format!("Net {terms}")),
        ("Due Date :", p.due.clone()),
    ];
    if let Some(po) = &p.po {
        meta.push(("P.O.# :", po.clone()));
    }
    meta.push(("Customer ID :", p.customer_number.clone()));
    let meta: String = meta
        .iter()
        .map(|(k, v)| format!("<tr><td class=\"k\">{k}</td><td>{}</td></tr>", escape(v)))
        .collect();
    let items: String = p
        .lines
        .iter()
        .map(|l| {
            format!(
                "<tr><td>{pos}</td><td>{desc}<div class=\"sku\">SKU: {code}</div></td>\
                 <td class=\"r\">{qty}</td><td class=\"r\">{rate}</td><td class=\"r\">{amount}</td></tr>\n",
                pos = l.position,
                desc = escape(&l.description),
                code = escape(&l.code),
                qty = l.quantity,
                rate = l.unit_price,
                amount = l.amount,
            )
        })
        .collect();
    let total = money_or_code(&p.total, &p.total_money, p);
    let bucket = |cents: i64| p.money_like(cents);
    let body = format!(
        "<div class=\"top\"><div><div class=\"org\">{vendor}</div><div>{street}<br>{city}<br>{phone}</div></div>\
         <div class=\"title\"><h1>INVOICE</h1><div class=\"no\"># {number}</div>\
         <div class=\"k\">Balance Due</div><div class=\"due\">{total}</div></div></div>\n\
         <div class=\"mid\"><div class=\"who\"><div><div class=\"k\">Bill To</div><b>{customer}</b><br>{address}</div>\
         <div><div class=\"k\">Ship To</div>{customer}<br>{address}</div></div>\
         <table class=\"meta\">{meta}</table></div>\n\
         <table class=\"items\"><thead><tr><th>#</th><th>Item &amp; Description</th><th class=\"r\">Qty</th>\
         <th class=\"r\">Rate</th><th class=\"r\">Amount</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <table class=\"sums\"><tr><td class=\"r\">Sub Total</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td class=\"r\">Sales Tax ({rate}%)</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"t\"><td class=\"r\">Total</td><td class=\"r\">{total}</td></tr>\
         <tr><td class=\"r\">Payment Made</td><td class=\"r\">(-) {zero}</td></tr>\
         <tr class=\"bd\"><td class=\"r\">Balance Due</td><td class=\"r\">{total}</td></tr></table>\n\
         <div class=\"aging\"><div class=\"cap\">Account Aging as of {date} <small>(all open invoices on account {account})</small></div>\
         <table><tr><th>Current</th><th>1-30 Days Past Due</th><th>31-60 Days Past Due</th><th>61-90 Days Past Due</th>\
         <th>Over 90 Days Past Due</th><th>Total Account Balance</th></tr>\
         <tr><td>{current}</td><td>{b30}</td><td>{b60}</td><td>{zero_money}</td><td>{zero_money}</td><td><b>{balance}</b></td></tr></table></div>\n\
         <div class=\"notes\"><b>Notes</b><br>Thank you for your business. Please write invoice # {number} on your check, \
         or pay online from the link in your invoice email.<br><br><b>Terms &amp; Conditions</b><br>Payment is due \
         within {terms} days of the invoice date. Past-due balances are subject to a late fee of 1.5% per month. \
         Remit to {vendor}, {street}, {city}.</div>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        phone = p.phone,
        number = escape(&p.number),
        customer = p.customer,
        address = p.customer_address,
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = money_or_code(&p.tax, &p.tax_money, p),
        zero = p.bare_number(0),
        date = p.date,
        account = p.customer_number,
        current = bucket(total_cents),
        b30 = bucket(past_30),
        b60 = bucket(past_60),
        zero_money = bucket(0),
        balance = bucket(total_cents + past_30 + past_60),
    );
    page("letter", "Liberation Sans", &css, &body)
}

// A thirteenth round of seven, written the same way without looking at
// the extractor; held out at first, then trained on.

/// A US software company's monthly invoice for a subscription with metered
/// usage, from its billing system: the wordmark and address at the left with
/// "Invoice" and the billing contact at the right, then a strip of three
/// columns between vertical rules ("Billed to", "Invoice" with the number
/// and the dates of issue and due, "Account" with the account ID, purchase
/// order and currency), the charges under "Subscription and usage" with the
/// service period (or "Metered usage" and the period) in grey beneath each
/// description, and "Subtotal / Sales tax / Total / Amount paid / Amount due"
/// at the right beside the payment instructions; the invoice number and
/// amount due with the page count at the foot of every page.
pub fn usage_statement(p: &Printed) -> String {
    let total = money_or_code(&p.total, &p.total_money, p);
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!("\"{} \\00B7  {total} due {}\"", p.number, p.due),
            ),
            (
                "bottom-right",
                "\"Page \" counter(page) \" of \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9.5pt; color: #1d2330; }}\n\
        .top {{ display: flex; justify-content: space-between; align-items: flex-start; margin-bottom: 22px; }}\n\
        .mark {{ font-size: 17pt; font-weight: bold; letter-spacing: -0.5px; color: #2b59c3; }}\n\
        .muted {{ color: #6b7280; }}\n\
        .top h1 {{ font-size: 24pt; font-weight: normal; margin: 0; text-align: right; }}\n\
        .strip {{ display: flex; border-top: 1px solid #d5d9e0; border-bottom: 1px solid #d5d9e0; margin-bottom: 22px; }}\n\
        .strip > div {{ flex: 1; padding: 8px 12px; border-left: 1px solid #d5d9e0; line-height: 1.45; }}\n\
        .strip > div:first-child {{ border-left: none; padding-left: 0; }}\n\
        .strip h3 {{ font-size: 8pt; text-transform: uppercase; letter-spacing: 0.6px; color: #6b7280; margin: 0 0 4px; }}\n\
        .strip table td {{ padding: 0 10px 1px 0; }}\n\
        .strip table td.k {{ color: #6b7280; }}\n\
        h2 {{ font-size: 11pt; margin: 0 0 6px; }}\n\
        table.items {{ width: 100%; }}\n\
        table.items th {{ font-size: 8pt; color: #6b7280; text-align: left; font-weight: normal; border-bottom: 1px solid #1d2330; padding: 4px 4px; }}\n\
        table.items td {{ padding: 5px 4px; border-bottom: 1px solid #e5e7eb; vertical-align: top; }}\n\
        table.items tr {{ break-inside: avoid; }}\n\
        table.items td small {{ display: block; color: #6b7280; font-size: 8pt; margin-top: 1px; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .end {{ display: flex; justify-content: space-between; gap: 30px; margin-top: 14px; break-inside: avoid; }}\n\
        .howto {{ flex: 1; font-size: 8.5pt; line-height: 1.45; }}\n\
        table.sums {{ width: 44%; }}\n\
        table.sums td {{ padding: 3px 4px; }}\n\
        table.sums tr.total td {{ border-top: 1px solid #1d2330; font-weight: bold; }}\n\
        table.sums tr.due td {{ font-size: 12pt; font-weight: bold; border-top: 2px solid #1d2330; padding-top: 6px; }}\n\
        {footer}"
    );
    let period = format!(
        "{} \u{2013} {}",
        p.date_like(days_earlier(p.date_ymd, 30)),
        p.date_like(days_earlier(p.date_ymd, 1))
    );
    let (price, amount) = if p.bare {
        (
            format!("Unit price ({})", p.currency),
            format!("Amount ({})", p.currency),
        )
    } else {
        ("Unit price".to_string(), "Amount".to_string())
    };
    let lines: String = p
        .lines
        .iter()
        .map(|l| {
            let note = if l.unit == "h" {
                format!("Metered usage \u{00B7} {period}")
            } else {
                period.clone()
            };
            let (unit_price, line_amount) = if p.bare {
                (&l.unit_price, &l.amount)
            } else {
                (&l.unit_price_money, &l.amount_money)
            };
            format!(
                "<tr><td>{}<small>{note}</small></td><td class=\"r\">{}</td><td class=\"r\">{unit_price}</td>\
                 <td class=\"r\">{line_amount}</td></tr>\n",
                escape(&l.description),
                l.quantity,
            )
        })
        .collect();
    let mut account = vec![("Account ID", format!("acct_{}", p.customer_number))];
    if let Some(po) = &p.po {
        account.push(("Purchase order", escape(po)));
    }
    account.push(("Currency", p.currency.to_string()));
    let account: String = account
        .iter()
        .map(|(k, v)| format!("<tr><td class=\"k\">{k}</td><td>{v}</td></tr>"))
        .collect();
    let contact = p
        .vendor
        .split(' ')
        .next()
        .unwrap_or(p.vendor)
        .to_lowercase();
    let digits: String = p.iban.chars().filter(char::is_ascii_digit).collect();
    let body = format!(
        "<div class=\"top\"><div><div class=\"mark\">{vendor}</div>\
         <div class=\"muted\">{street}<br>{city}</div></div>\
         <div><h1>Invoice</h1><div class=\"muted\" style=\"text-align:right\">billing@{contact}.com</div></div></div>\n\
         <div class=\"strip\">\
         <div><h3>Billed to</h3><b>{customer}</b><br>{address}</div>\
         <div><h3>Invoice</h3><table>\
         <tr><td class=\"k\">Invoice number</td><td><b>{number}</b></td></tr>\
         <tr><td class=\"k\">Date of issue</td><td>{date}</td></tr>\
         <tr><td class=\"k\">Date due</td><td>{due}</td></tr></table></div>\
         <div><h3>Account</h3><table>{account}</table></div></div>\n\
         <h2>Subscription and usage</h2>\
         <table class=\"items\"><thead><tr><th>Description</th><th class=\"r\">Qty</th>\
         <th class=\"r\">{price}</th><th class=\"r\">{amount}</th></tr></thead><tbody>\n{lines}</tbody></table>\n\
         <div class=\"end\"><div class=\"howto\"><b>How to pay</b><br>\
         ACH or wire transfer to {vendor}, routing number {routing}, account {acct}. \
         Please include the invoice number with your payment.<br>\
         Usage is metered in the period shown under each charge and billed in arrears.</div>\
         <table class=\"sums\">\
         <tr><td>Subtotal</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Sales tax ({rate}%)</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"total\"><td>Total</td><td class=\"r\">{total}</td></tr>\
         <tr><td>Amount paid</td><td class=\"r\">{paid}</td></tr>\
         <tr class=\"due\"><td>Amount due</td><td class=\"r\">{total}</td></tr></table></div>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        customer = p.customer,
        address = p.customer_address,
        number = escape(&p.number),
        date = p.date,
        due = p.due,
        routing = &digits[..9],
        acct = &digits[9..],
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = money_or_code(&p.tax, &p.tax_money, p),
        paid = p.money_like(0),
    );
    page("letter", "Liberation Sans", &css, &body)
}

/// An amount as German web shops print it, the currency after the number:
/// "1.234,56 €", or the code where the currency has no sign of its own.
fn euro_after(bare: &str, p: &Printed) -> String {
    match p.currency {
        "EUR" => format!("{bare}\u{a0}€"),
        code => format!("{bare}\u{a0}{code}"),
    }
}

/// A German online shop's invoice for a business customer, as the shop
/// system's invoice plug-in prints it, in German: the shop's name as its
/// logo with the contact lines at the right, the small sender line over the
/// billing address with the delivery address beside it, and at the right a
/// column of "Rechnungsnummer / Rechnungsdatum / Bestellnummer / Bestelldatum
/// / Kundennummer / Ihre Bestellreferenz / Zahlungsart"; the items as "Pos.
/// / Artikel / Menge / Einzelpreis netto / MwSt. / Gesamt netto" with the
/// article number in grey under each name, the currency after every amount,
/// "Warenwert netto / Versandkosten / zzgl. MwSt. / Gesamtsumme" at the
/// right, the due date in the payment note, and the company's register, tax
/// and bank details across the foot of every page with the page count.
pub fn shop_rechnung(p: &Printed) -> String {
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"{} \\00B7  {} \\00B7  {}\\A USt-IdNr. {} \\00B7  IBAN {}\"",
                    p.vendor, p.street, p.city, p.vat_id, p.iban
                ),
            ),
            (
                "bottom-right",
                "\"Seite \" counter(page) \" von \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9.5pt; }}\n\
        .head {{ display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 3px solid #e07a1f; padding-bottom: 8px; }}\n\
        .logo {{ font-size: 20pt; font-weight: bold; color: #e07a1f; }}\n\
        .logo small {{ display: block; font-size: 8.5pt; font-weight: normal; color: #555; }}\n\
        .contact {{ font-size: 8.5pt; text-align: right; color: #444; line-height: 1.4; }}\n\
        .mid {{ display: flex; justify-content: space-between; margin: 26px 0 18px; }}\n\
        .addr {{ display: flex; gap: 40px; }}\n\
        .addr div {{ line-height: 1.4; }}\n\
        .sender {{ font-size: 7pt; text-decoration: underline; color: #555; margin-bottom: 4px; }}\n\
        .cap {{ font-size: 8pt; color: #777; margin-bottom: 2px; }}\n\
        .data td {{ padding: 1px 0 1px 14px; }}\n\
        .data td.k {{ padding-left: 0; color: #555; }}\n\
        h1 {{ font-size: 15pt; margin: 0 0 4px; }}\n\
        table.items {{ width: 100%; margin-top: 10px; }}\n\
        table.items th {{ background: #f3f3f3; text-align: left; font-size: 8.5pt; padding: 5px 4px; border-bottom: 1px solid #bbb; }}\n\
        table.items td {{ padding: 5px 4px; border-bottom: 1px solid #e3e3e3; vertical-align: top; }}\n\
        table.items tr {{ break-inside: avoid; }}\n\
        table.items td small {{ display: block; color: #888; font-size: 8pt; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        table.sums {{ width: 46%; margin: 10px 0 0 auto; break-inside: avoid; }}\n\
        table.sums td {{ padding: 2px 4px; }}\n\
        table.sums tr.total td {{ font-weight: bold; font-size: 11pt; border-top: 1px solid #333; border-bottom: 3px double #333; padding: 4px; }}\n\
        .note {{ margin-top: 18px; line-height: 1.45; }}\n\
        {footer}"
    );
    let seed = account_seed(p);
    let order_no = 100_000 + (seed * 13) % 90_000;
    let mut data = vec![
        ("Rechnungsnummer", escape(&p.number)),
        ("Rechnungsdatum", dotted(p.date_ymd)),
        ("Bestellnummer", order_no.to_string()),
        ("Bestelldatum", dotted(days_before(p.date_ymd, 2))),
        ("Kundennummer", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        data.push(("Ihre Bestellreferenz", escape(po)));
    }
    data.push(("Zahlungsart", "Kauf auf Rechnung".to_string()));
    let data: String = data
        .iter()
        .map(|(k, v)| format!("<tr><td class=\"k\">{k}</td><td>{v}</td></tr>"))
        .collect();
    let rate = format!("{}\u{a0}%", p.tax_rate);
    let lines: String = p
        .lines
        .iter()
        .map(|l| {
            format!(
                "<tr><td>{pos}</td><td>{desc}<small>Art.-Nr. {code}</small></td><td class=\"r\">{qty}</td>\
                 <td class=\"r\">{price}</td><td class=\"r\">{rate}</td><td class=\"r\">{amount}</td></tr>\n",
                pos = l.position,
                desc = escape(&l.description),
                code = escape(&l.code),
                qty = l.quantity,
                price = euro_after(&l.unit_price, p),
                amount = euro_after(&l.amount, p),
            )
        })
        .collect();
    let exemption = if p.tax_rate == 0 {
        "<br>Steuerfreie Ausfuhrlieferung bzw. innergemeinschaftliche Lieferung (§ 4 Nr. 1 UStG)."
    } else {
        ""
    };
    let (street, place) = p
        .customer_address
        .split_once(", ")
        .unwrap_or((p.customer_address, ""));
    let body = format!(
        "<div class=\"head\"><div class=\"logo\">{vendor}<small>Online-Shop für Geschäftskunden</small></div>\
         <div class=\"contact\">{street_v}<br>{city}<br>Tel. {phone}<br>shop@{host}.de</div></div>\n\
         <div class=\"mid\"><div><div class=\"sender\">{vendor} \u{00B7} {street_v} \u{00B7} {city}</div>\
         <div class=\"addr\"><div><div class=\"cap\">Rechnungsadresse</div>{customer}<br>Kreditorenbuchhaltung<br>{street}<br>{place}</div>\
         <div><div class=\"cap\">Lieferadresse</div>{customer}<br>Wareneingang<br>{street}<br>{place}</div></div></div>\
         <table class=\"data\">{data}</table></div>\n\
         <h1>Rechnung {number}</h1>\
         <div>Vielen Dank für Ihre Bestellung in unserem Online-Shop. Wir berechnen Ihnen folgende Artikel:</div>\n\
         <table class=\"items\"><thead><tr><th>Pos.</th><th>Artikel</th><th class=\"r\">Menge</th>\
         <th class=\"r\">Einzelpreis netto</th><th class=\"r\">MwSt.</th><th class=\"r\">Gesamt netto</th></tr></thead>\
         <tbody>\n{lines}</tbody></table>\n\
         <table class=\"sums\">\
         <tr><td>Warenwert netto</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Versandkosten netto</td><td class=\"r\">{shipping}</td></tr>\
         <tr><td>zzgl. {rate} MwSt.</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"total\"><td>Gesamtsumme</td><td class=\"r\">{total}</td></tr></table>\n\
         <div class=\"note\">Bitte überweisen Sie den Rechnungsbetrag von <b>{total}</b> bis zum <b>{due}</b> \
         unter Angabe der Rechnungsnummer {number} auf unser Konto IBAN {iban}.\
         {exemption}<br>Lieferdatum entspricht Rechnungsdatum. Es gelten unsere Allgemeinen Geschäftsbedingungen.</div>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.phone,
        host = p
            .vendor
            .split(' ')
            .next()
            .unwrap_or(p.vendor)
            .to_lowercase(),
        customer = p.customer,
        number = escape(&p.number),
        subtotal = euro_after(&p.subtotal, p),
        shipping = euro_after(&p.bare_number(0), p),
        tax = euro_after(&p.tax, p),
        total = euro_after(&p.total, p),
        due = dotted(p.due_ymd),
        iban = p.iban,
    );
    page("A4", "Liberation Sans", &css, &body)
}

/// A UK freight forwarder's invoice for an import it handled, from its
/// forwarding system: the forwarder's name with "Freight forwarding &
/// customs clearance" beneath at the left and a bordered box at the right of
/// "Invoice No. / Invoice Date / Account / Your Order Ref. / Payment Due",
/// "Invoice to" over the customer, a ruled grid of the shipment's
/// particulars as small labels over values (job number, mode, origin and
/// destination, shipper, packages, weights, bill of lading or air waybill,
/// vessel or flight, arrival), the charges as "Code / Description / VAT /
/// Qty / Rate / Amount" with a VAT code on each line, a VAT analysis by code
/// at the left of "Total excl. VAT / VAT / Total due", and the trading
/// conditions and bank details at the end.
pub fn forwarding_invoice(p: &Printed) -> String {
    const ORIGINS: [(&str, &str, &str); 4] = [
        ("Sea freight LCL", "Shanghai, CN", "Felixstowe, GB"),
        ("Air freight", "Hong Kong, HK", "London Heathrow, GB"),
        ("Road groupage", "Rotterdam, NL", "Daventry, GB"),
        ("Sea freight FCL", "Ningbo, CN", "Southampton, GB"),
    ];
    let seed = account_seed(p);
    let (mode, origin, destination) = ORIGINS[usize::try_from(seed % 4).unwrap_or(0)];
    let packages = 2 + seed % 17;
    let gross = 80 + (seed * 7) % 900;
    let document = match mode {
        "Air freight" => format!("AWB 160-{:08}", (seed * 7919) % 100_000_000),
        "Road groupage" => format!("CMR {}", 700_000 + seed % 99_999),
        _ => format!("B/L MSKU{:07}", (seed * 31) % 10_000_000),
    };
    let carrier = match mode {
        "Air freight" => format!("CX{}", 200 + seed % 700),
        "Road groupage" => format!("Trailer NL-{}-VK", 10 + seed % 89),
        _ => format!("Vessel MAERSK HORIZON V.{}W", 100 + seed % 800),
    };
    let particulars = [
        ("Job No.", format!("IMP/{}", 50_000 + (seed * 3) % 49_999)),
        ("Mode", mode.to_string()),
        ("Origin", origin.to_string()),
        ("Destination", destination.to_string()),
        ("Shipper", "Eastern Star Trading Co. Ltd".to_string()),
        ("Packages", format!("{packages} CTNS")),
        ("Gross weight", format!("{gross} kg")),
        ("Chargeable weight", format!("{} kg", gross + gross / 5)),
        ("Transport document", document),
        ("Vessel / flight", carrier),
        ("Arrived", p.date_like(days_earlier(p.date_ymd, 4))),
        ("Customs entry", format!("26GB{:012}", seed * 104_729)),
    ];
    let grid: String = particulars
        .chunks(4)
        .map(|row| {
            let cells: String = row
                .iter()
                .map(|(k, v)| format!("<td><small>{k}</small>{}</td>", escape(v)))
                .collect();
            format!("<tr>{cells}</tr>")
        })
        .collect();
    let code = if p.tax_rate == 0 { "Z" } else { "S" };
    let lines: String = p
        .lines
        .iter()
        .map(|l| {
            format!(
                "<tr><td>{code_l}</td><td>{desc}</td><td class=\"c\">{code}</td><td class=\"r\">{qty}</td>\
                 <td class=\"r\">{price}</td><td class=\"r\">{amount}</td></tr>\n",
                code_l = escape(&l.code),
                desc = escape(&l.description),
                qty = l.quantity,
                price = l.unit_price,
                amount = l.amount,
            )
        })
        .collect();
    let mut header = vec![
        ("Invoice No.", escape(&p.number)),
        ("Invoice Date", p.date.clone()),
        ("Account", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        header.push(("Your Order Ref.", escape(po)));
    }
    header.push(("Payment Due", p.due.clone()));
    let header: String = header
        .iter()
        .map(|(k, v)| format!("<tr><td class=\"k\">{k}</td><td><b>{v}</b></td></tr>"))
        .collect();
    let (sort_code, account) = p.sort_code_and_account();
    let css = "body { font-size: 9pt; }\n\
        .top { display: flex; justify-content: space-between; align-items: flex-start; }\n\
        .name { font-size: 18pt; font-weight: bold; color: #0b4f6c; }\n\
        .sub { font-style: italic; color: #0b4f6c; margin-bottom: 4px; }\n\
        .inv { border: 1.5px solid #0b4f6c; padding: 6px 10px; }\n\
        .inv h1 { font-size: 15pt; margin: 0 0 4px; color: #0b4f6c; letter-spacing: 2px; }\n\
        .inv td { padding: 1px 0 1px 12px; }\n\
        .inv td.k { padding-left: 0; color: #444; }\n\
        .to { margin: 14px 0 12px; line-height: 1.4; }\n\
        .to small, .grid small { display: block; color: #0b4f6c; font-size: 7pt; text-transform: uppercase; }\n\
        table.grid { width: 100%; margin-bottom: 14px; }\n\
        table.grid td { border: 1px solid #9bb7c4; padding: 3px 5px; width: 25%; vertical-align: top; }\n\
        table.items { width: 100%; }\n\
        table.items th { background: #0b4f6c; color: white; text-align: left; padding: 4px; font-size: 8.5pt; }\n\
        table.items td { padding: 3px 4px; border-bottom: 1px dotted #9bb7c4; }\n\
        table.items tr { break-inside: avoid; }\n\
        .r { text-align: right !important; white-space: nowrap; }\n\
        .c { text-align: center; }\n\
        .end { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 12px; break-inside: avoid; }\n\
        table.vat th { font-size: 8pt; text-align: left; border-bottom: 1px solid #0b4f6c; padding: 2px 8px 2px 0; }\n\
        table.vat td { padding: 2px 8px 2px 0; }\n\
        table.sums td { padding: 3px 6px; }\n\
        table.sums tr.total td { background: #0b4f6c; color: white; font-weight: bold; font-size: 10.5pt; }\n\
        .terms { margin-top: 18px; font-size: 7.5pt; color: #333; line-height: 1.4; border-top: 1px solid #9bb7c4; padding-top: 6px; }";
    let body = format!(
        "<div class=\"top\"><div><div class=\"name\">{vendor}</div>\
         <div class=\"sub\">Freight forwarding &amp; customs clearance</div>\
         {street}, {city}<br>Tel. {phone} \u{00B7} VAT Reg. No. {vat}</div>\
         <div class=\"inv\"><h1>INVOICE</h1><table>{header}</table></div></div>\n\
         <div class=\"to\"><small>Invoice to</small><b>{customer}</b><br>{address}</div>\n\
         <table class=\"grid\">{grid}</table>\n\
         <table class=\"items\"><thead><tr><th>Code</th><th>Description</th><th class=\"c\">VAT</th>\
         <th class=\"r\">Qty</th><th class=\"r\">Rate {cur}</th><th class=\"r\">Amount {cur}</th></tr></thead>\
         <tbody>\n{lines}</tbody></table>\n\
         <div class=\"end\"><table class=\"vat\"><tr><th>VAT code</th><th>Rate</th><th class=\"r\">Net {cur}</th>\
         <th class=\"r\">VAT {cur}</th></tr>\
         <tr><td>{code}</td><td>{rate}%</td><td class=\"r\">{subtotal}</td><td class=\"r\">{tax}</td></tr></table>\
         <table class=\"sums\"><tr><td>Total excl. VAT</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>VAT</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"total\"><td>Total due {cur}</td><td class=\"r\">{total}</td></tr></table></div>\n\
         <div class=\"terms\">Please pay by {due} to {vendor}, sort code {sort_code}, account {account}, quoting invoice {number}. \
         All amounts in {cur}. Duty and import VAT paid on your behalf are invoiced separately on a disbursement invoice.<br>\
         All business is transacted under the BIFA Standard Trading Conditions, copies of which are available on request. \
         These conditions limit the company's liability.</div>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        phone = p.phone,
        vat = p.vat_id,
        customer = p.customer,
        address = p.customer_address,
        cur = p.currency,
        rate = p.tax_rate,
        subtotal = p.subtotal,
        tax = p.tax,
        total = p.total,
        due = p.due,
        number = escape(&p.number),
    );
    page("A4", "Liberation Sans", css, &body)
}

// Held out: a fourteenth round of seven, written the same way without
// looking at the extractor or at how it fares on any family above.

/// A Norwegian KID (kundeidentifikasjon): the customer number and the
/// invoice number's digits with a MOD10 (Luhn) check digit at the end.
fn kid(p: &Printed) -> String {
    let digits: String = format!("{}{}", p.customer_number, p.number)
        .chars()
        .filter(char::is_ascii_digit)
        .collect();
    let sum: u32 = digits
        .chars()
        .rev()
        .enumerate()
        .map(|(i, c)| {
            let d = c.to_digit(10).unwrap_or(0);
            if i % 2 == 0 {
                let doubled = d * 2;
                if doubled > 9 { doubled - 9 } else { doubled }
            } else {
                d
            }
        })
        .sum();
    format!("{digits}{}", (10 - sum % 10) % 10)
}

/// A Norwegian faktura as Norwegian cloud accounting prints it, in
/// Norwegian Bokmål: the company's name at the top left and "Faktura" at the
/// right, the invoice recipient ("Fakturamottaker") beside a column of
/// "Fakturanr. / Fakturadato / Forfallsdato / Kundenr. / Deres
/// bestillingsnr. / Vår ref. / Valuta" with dates as 03.03.2026, items as
/// "Varenr. / Beskrivelse / Antall / Enhet / Pris / Mva / Beløp" with bare
/// amounts, "Sum eks. mva / Mva … % / Totalt å betale" at the right, and a
/// shaded "Betalingsinformasjon" panel of labels over values
/// ("Kontonummer / KID / Forfallsdato / Å betale"); the company line and
/// "Side x av y" at every foot.
pub fn faktura_no(p: &Printed) -> String {
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"{} \\00B7  {} \\00B7  {} \\00B7  MVA-nr. {}\"",
                    p.vendor, p.street, p.city, p.vat_id
                ),
            ),
            (
                "bottom-right",
                "\"Side \" counter(page) \" av \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9.5pt; color: #1f2a30; }}\n\
        .top {{ display: flex; justify-content: space-between; align-items: baseline; border-bottom: 3px solid #1b6f5c; padding-bottom: 8px; }}\n\
        .brand {{ font-size: 19pt; font-weight: bold; color: #1b6f5c; }}\n\
        .brand small {{ display: block; font-size: 8.5pt; font-weight: normal; color: #4a5a60; margin-top: 2px; }}\n\
        .top h1 {{ font-size: 26pt; font-weight: normal; margin: 0; color: #1f2a30; }}\n\
        .parties {{ display: flex; justify-content: space-between; margin: 26px 0 24px; }}\n\
        .to {{ line-height: 1.45; padding-top: 4px; }}\n\
        .to .lbl {{ font-size: 7.5pt; text-transform: uppercase; color: #4a5a60; letter-spacing: 0.5px; }}\n\
        table.info td {{ padding: 1.5px 0 1.5px 18px; }}\n\
        table.info td.k {{ padding-left: 0; color: #4a5a60; }}\n\
        table.items {{ width: 100%; }}\n\
        table.items th {{ text-align: left; font-weight: bold; font-size: 8.5pt; border-bottom: 1.5px solid #1f2a30; padding: 4px; }}\n\
        table.items td {{ padding: 4px; border-bottom: 1px solid #dde3e5; }}\n\
        table.items tr {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        table.sums {{ margin: 10px 0 0 auto; min-width: 44%; break-inside: avoid; }}\n\
        table.sums td {{ padding: 3px 4px; }}\n\
        table.sums tr.total td {{ font-weight: bold; font-size: 11pt; border-top: 1.5px solid #1f2a30; padding-top: 5px; }}\n\
        .pay {{ margin-top: 26px; background: #e8f2ef; padding: 10px 14px; break-inside: avoid; }}\n\
        .pay h3 {{ margin: 0 0 8px; font-size: 10pt; color: #1b6f5c; }}\n\
        .pay table {{ width: 100%; }}\n\
        .pay th {{ text-align: left; font-weight: normal; font-size: 7.5pt; color: #4a5a60; text-transform: uppercase; padding: 0 10px 2px 0; }}\n\
        .pay td {{ font-size: 11pt; font-weight: bold; padding: 0 10px 0 0; }}\n\
        .note {{ font-size: 8pt; color: #4a5a60; margin-top: 12px; }}\n\
        {footer}"
    );
    let (street, town) = p
        .customer_address
        .split_once(", ")
        .unwrap_or((p.customer_address, ""));
    let mut info = vec![
        ("Fakturanr.", format!("<b>{}</b>", escape(&p.number))),
        ("Fakturadato", dotted(p.date_ymd)),
        ("Forfallsdato", dotted(p.due_ymd)),
        ("Kundenr.", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        info.push(("Deres bestillingsnr.", escape(po)));
    }
    info.push(("Vår ref.", "Regnskap".to_string()));
    info.push(("Valuta", p.currency.to_string()));
    let info: String = info
        .iter()
        .map(|(k, v)| format!("<tr><td class=\"k\">{k}</td><td>{v}</td></tr>"))
        .collect();
    let lines: String = p
        .lines
        .iter()
        .map(|l| {
            let unit = if l.unit == "h" { "timer" } else { "stk" };
            format!(
                "<tr><td>{}</td><td>{}</td><td class=\"r\">{}</td><td>{unit}</td><td class=\"r\">{}</td>\
                 <td class=\"r\">{} %</td><td class=\"r\">{}</td></tr>\n",
                escape(&l.code),
                escape(&l.description),
                l.quantity,
                l.unit_price,
                p.tax_rate,
                l.amount,
            )
        })
        .collect();
    let terms = days_between(p.date_ymd, p.due_ymd);
    let total = money_or_code(&p.total, &p.total_money, p);
    let body = format!(
        "<div class=\"top\"><div class=\"brand\">{vendor}<small>{street_v}, {city} \u{00B7} Tlf. {phone}</small></div>\
         <h1>Faktura</h1></div>\n\
         <div class=\"parties\"><div class=\"to\"><div class=\"lbl\">Fakturamottaker</div>\
         <b>{customer}</b><br>{street}<br>{town}</div>\
         <table class=\"info\">{info}</table></div>\n\
         <table class=\"items\"><thead><tr><th>Varenr.</th><th>Beskrivelse</th><th class=\"r\">Antall</th>\
         <th>Enhet</th><th class=\"r\">Pris</th><th class=\"r\">Mva</th><th class=\"r\">Beløp</th></tr></thead>\
         <tbody>\n{lines}</tbody></table>\n\
         <table class=\"sums\"><tr><td>Sum eks. mva</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Mva {rate} %</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"total\"><td>Totalt å betale</td><td class=\"r\">{total}</td></tr></table>\n\
         <div class=\"pay\"><h3>Betalingsinformasjon</h3><table>\
         <tr><th>Kontonummer (IBAN)</th><th>KID</th><th>Forfallsdato</th><th>Å betale</th></tr>\
         <tr><td>{iban}</td><td>{kid}</td><td>{due}</td><td>{total}</td></tr></table></div>\n\
         <p class=\"note\">Betalingsbetingelser: {terms} dager netto. Husk å oppgi KID ved betaling. \
         Ved betaling etter forfall beregnes forsinkelsesrente etter forsinkelsesrenteloven.</p>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.phone,
        customer = p.customer,
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = money_or_code(&p.tax, &p.tax_money, p),
        iban = p.iban,
        kid = kid(p),
        due = dotted(p.due_ymd),
    );
    page("A4", "Liberation Sans", &css, &body)
}

/// A US web shop's invoice for a business customer buying on net terms, as
/// the shop platform's order-printer template makes it: the store's name
/// centred at the top, "Invoice …" with the shop's order number and order
/// date in grey beneath at the left and "Invoice date / Payment terms /
/// Payment due" at the right, "Bill to", "Ship to" and "Order details" (with
/// the PO number) in three columns, each item with a grey thumbnail, its
/// SKU under the name, the price, the quantity as "× 3" and the line total,
/// and "Subtotal / Shipping / Sales tax / Total / Paid / Balance due" at the
/// right.
pub fn shop_b2b(p: &Printed) -> String {
    let css = "body { font-size: 9.5pt; color: #202223; }\n\
        .store { text-align: center; font-size: 20pt; font-weight: bold; letter-spacing: 0.5px; }\n\
        .storeaddr { text-align: center; color: #6d7175; font-size: 8.5pt; margin: 2px 0 22px; }\n\
        .head { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 1px solid #c9cccf; padding-bottom: 12px; }\n\
        .head h1 { font-size: 16pt; margin: 0; }\n\
        .grey { color: #6d7175; }\n\
        table.dates td { padding: 1px 0 1px 14px; text-align: right; }\n\
        table.dates td.k { color: #6d7175; }\n\
        .cols { display: flex; gap: 20px; margin: 16px 0 20px; }\n\
        .cols > div { flex: 1; line-height: 1.45; }\n\
        .cols h4 { margin: 0 0 4px; font-size: 8.5pt; text-transform: uppercase; color: #6d7175; letter-spacing: 0.4px; }\n\
        table.items { width: 100%; }\n\
        table.items th { text-align: left; font-size: 8.5pt; color: #6d7175; font-weight: normal; border-bottom: 1px solid #c9cccf; padding: 4px 6px; }\n\
        table.items td { padding: 7px 6px; border-bottom: 1px solid #e4e5e7; vertical-align: middle; }\n\
        table.items tr { break-inside: avoid; }\n\
        .thumb { width: 30px; height: 30px; background: #e4e5e7; border: 1px solid #c9cccf; border-radius: 4px; }\n\
        .sku { display: block; color: #6d7175; font-size: 8pt; margin-top: 1px; }\n\
        .r { text-align: right !important; white-space: nowrap; }\n\
        table.sums { margin: 12px 0 0 auto; width: 42%; break-inside: avoid; }\n\
        table.sums td { padding: 3px 6px; }\n\
        table.sums tr.total td { font-weight: bold; font-size: 11pt; border-top: 1px solid #c9cccf; padding-top: 6px; }\n\
        table.sums tr.due td { font-weight: bold; }\n\
        .thanks { margin-top: 28px; text-align: center; color: #6d7175; font-size: 8.5pt; line-height: 1.5; break-inside: avoid; }";
    let seed = p.customer_number.parse::<i64>().unwrap_or(0);
    let order = 1001 + seed % 8999;
    let terms = days_between(p.date_ymd, p.due_ymd);
    let domain: String = p
        .vendor
        .split(' ')
        .next()
        .unwrap_or(p.vendor)
        .to_lowercase();
    let (price_head, total_head) = if p.bare {
        (
            format!("Price ({})", p.currency),
            format!("Total ({})", p.currency),
        )
    } else {
        ("Price".to_string(), "Total".to_string())
    };
    let lines: String = p
        .lines
        .iter()
        .map(|l| {
            let (price, amount) = if p.bare {
                (&l.unit_price, &l.amount)
            } else {
                (&l.unit_price_money, &l.amount_money)
            };
            format!(
                "<tr><td><div class=\"thumb\"></div></td><td><b>{}</b><span class=\"sku\">SKU: {}</span></td>\
                 <td class=\"r\">{price}</td><td class=\"r\">\u{00D7} {}</td><td class=\"r\">{amount}</td></tr>\n",
                escape(&l.description),
                escape(&l.code),
                l.quantity,
            )
        })
        .collect();
    let mut details = Vec::new();
    if let Some(po) = &p.po {
        details.push(format!("PO number: <b>{}</b>", escape(po)));
    }
    details.push("Shipping: UPS Ground".to_string());
    details.push(format!("Customer ID: {}", p.customer_number));
    details.push(format!("Currency: {}", p.currency));
    let details = details.join("<br>");
    let body = format!(
        "<div class=\"store\">{vendor}</div>\
         <div class=\"storeaddr\">{street}, {city} \u{00B7} {phone} \u{00B7} orders@{domain}.com</div>\n\
         <div class=\"head\"><div><h1>Invoice {number}</h1>\
         <div class=\"grey\">Order #{order} \u{00B7} placed {placed}</div></div>\
         <table class=\"dates\"><tr><td class=\"k\">Invoice date</td><td>{date}</td></tr>\
         <tr><td class=\"k\">Payment terms</td><td>Net {terms}</td></tr>\
         <tr><td class=\"k\">Payment due</td><td><b>{due}</b></td></tr></table></div>\n\
         <div class=\"cols\"><div><h4>Bill to</h4>{customer}<br>Accounts Payable<br>{address}</div>\
         <div><h4>Ship to</h4>{customer}<br>Receiving Dock<br>{address}</div>\
         <div><h4>Order details</h4>{details}</div></div>\n\
         <table class=\"items\"><thead><tr><th style=\"width:36px\"></th><th>Item</th><th class=\"r\">{price_head}</th>\
         <th class=\"r\">Quantity</th><th class=\"r\">{total_head}</th></tr></thead><tbody>\n{lines}</tbody></table>\n\
         <table class=\"sums\"><tr><td>Subtotal</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Shipping (UPS Ground)</td><td class=\"r\">Free</td></tr>\
         <tr><td>Sales tax ({rate}%)</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"total\"><td>Total</td><td class=\"r\">{total}</td></tr>\
         <tr><td>Paid</td><td class=\"r\">{paid}</td></tr>\
         <tr class=\"due\"><td>Balance due</td><td class=\"r\">{total}</td></tr></table>\n\
         <div class=\"thanks\">Thank you for your order! Pay online from the link in your invoice e-mail, \
         or mail a check payable to {vendor} quoting invoice {number}.<br>\
         Questions about this invoice? Write to orders@{domain}.com.</div>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        phone = p.phone,
        number = escape(&p.number),
        placed = p.date_like(days_earlier(p.date_ymd, 2)),
        date = p.date,
        due = p.due,
        customer = p.customer,
        address = p.customer_address,
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = money_or_code(&p.tax, &p.tax_money, p),
        total = money_or_code(&p.total, &p.total_money, p),
        paid = p.money_like(0),
    );
    page("letter", "Liberation Sans", css, &body)
}

/// A UK wholesaler's invoice from an accounts package that works out the VAT
/// on every line: the company with its VAT and company numbers at the left
/// and "INVOICE" over a ruled box of shaded labels beside values ("Invoice
/// No. / Invoice Date / Account No. / Purchase Order / Due Date") at the
/// right, "Invoice to" beside "Deliver to", items as "Code / Description /
/// Qty / Unit Price / Net / VAT % / VAT / Gross" in bare numbers with the
/// currency in the headings, the totals as the table's own last row
/// ("Totals" under the net, VAT and gross columns), and beneath it the
/// balance due in a box beside the bank details and the date to pay by.
pub fn line_vat(p: &Printed) -> String {
    let css = "body { font-size: 9pt; color: #222; }\n\
        .top { display: flex; justify-content: space-between; align-items: flex-start; }\n\
        .co { line-height: 1.4; }\n\
        .co .name { font-size: 17pt; font-weight: bold; color: #6b2737; }\n\
        .co small { color: #555; }\n\
        .inv h1 { font-size: 20pt; margin: 0 0 6px; text-align: right; letter-spacing: 3px; color: #6b2737; }\n\
        table.box td { border: 1px solid #b9a0a6; padding: 3px 8px; }\n\
        table.box td.k { background: #f1e8ea; font-weight: bold; }\n\
        .addr { display: flex; gap: 40px; margin: 18px 0 16px; }\n\
        .addr div { flex: 1; border-top: 2px solid #6b2737; padding-top: 4px; line-height: 1.4; }\n\
        .addr h4 { margin: 0 0 2px; font-size: 8pt; text-transform: uppercase; color: #6b2737; }\n\
        table.items { width: 100%; }\n\
        table.items th { background: #6b2737; color: white; font-size: 8pt; padding: 4px; text-align: left; }\n\
        table.items td { padding: 3px 4px; border-bottom: 1px solid #e3d7da; }\n\
        table.items tr { break-inside: avoid; }\n\
        table.items tr.sum td { font-weight: bold; border-top: 2px solid #6b2737; border-bottom: 2px solid #6b2737; background: #f1e8ea; }\n\
        .r { text-align: right !important; white-space: nowrap; }\n\
        .end { display: flex; justify-content: space-between; align-items: flex-start; gap: 30px; margin-top: 16px; break-inside: avoid; }\n\
        .bank { flex: 1; font-size: 8.5pt; line-height: 1.5; }\n\
        .due { border: 2px solid #6b2737; padding: 8px 16px; text-align: right; }\n\
        .due small { display: block; font-size: 8pt; color: #6b2737; text-transform: uppercase; letter-spacing: 1px; }\n\
        .due b { font-size: 15pt; }";
    let vat = super::printed::shares(
        p.tax_cents,
        &p.lines.iter().map(|l| l.amount_cents).collect::<Vec<_>>(),
    );
    let lines: String = p
        .lines
        .iter()
        .zip(&vat)
        .map(|(l, v)| {
            format!(
                "<tr><td>{}</td><td>{}</td><td class=\"r\">{}</td><td class=\"r\">{}</td><td class=\"r\">{}</td>\
                 <td class=\"r\">{}%</td><td class=\"r\">{}</td><td class=\"r\">{}</td></tr>\n",
                escape(&l.code),
                escape(&l.description),
                l.quantity,
                l.unit_price,
                l.amount,
                p.tax_rate,
                p.bare_number(*v),
                p.bare_number(l.amount_cents + v),
            )
        })
        .collect();
    let mut data = vec![
        ("Invoice No.", escape(&p.number)),
        ("Invoice Date", p.date.clone()),
        ("Account No.", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        data.push(("Purchase Order", escape(po)));
    }
    data.push(("Due Date", p.due.clone()));
    let data: String = data
        .iter()
        .map(|(k, v)| format!("<tr><td class=\"k\">{k}</td><td>{v}</td></tr>"))
        .collect();
    let company_no = format!("{:08}", (account_seed(p) * 7919 + 1_000_003) % 100_000_000);
    let (sort_code, account) = p.sort_code_and_account();
    let cur = p.currency;
    let body = format!(
        "<div class=\"top\"><div class=\"co\"><div class=\"name\">{vendor}</div>{street}<br>{city}<br>\
         Tel. {phone}<br><small>VAT Reg. No. {vat} \u{00B7} Registered in England No. {company_no}</small></div>\
         <div class=\"inv\"><h1>INVOICE</h1><table class=\"box\">{data}</table></div></div>\n\
         <div class=\"addr\"><div><h4>Invoice to</h4><b>{customer}</b><br>{address}</div>\
         <div><h4>Deliver to</h4><b>{customer}</b><br>Goods In<br>{address}</div></div>\n\
         <table class=\"items\"><thead><tr><th>Code</th><th>Description</th><th class=\"r\">Qty</th>\
         <th class=\"r\">Unit Price {cur}</th><th class=\"r\">Net {cur}</th><th class=\"r\">VAT %</th>\
         <th class=\"r\">VAT {cur}</th><th class=\"r\">Gross {cur}</th></tr></thead><tbody>\n{lines}\
         <tr class=\"sum\"><td colspan=\"4\">Totals</td><td class=\"r\">{subtotal}</td><td></td>\
         <td class=\"r\">{tax}</td><td class=\"r\">{total}</td></tr></tbody></table>\n\
         <div class=\"end\"><div class=\"bank\"><b>Payment terms:</b> payment is due by {due}.<br>\
         Please pay by BACS to {vendor}, sort code {sort_code}, account {account}, \
         using invoice number {number} as the reference.<br>Goods remain our property until paid for in full.</div>\
         <div class=\"due\"><small>Balance due</small><b>{balance}</b></div></div>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        phone = p.phone,
        vat = p.vat_id,
        customer = p.customer,
        address = p.customer_address,
        subtotal = p.subtotal,
        tax = p.tax,
        total = p.total,
        due = p.due,
        number = escape(&p.number),
        balance = money_or_code(&p.total, &p.total_money, p),
    );
    page("A4", "Liberation Sans", css, &body)
}

// Held out: a fifteenth round of seven, written the same way without
// looking at the extractor or at how it fares on any family above.

/// The digits of a document's bank account, for the routing and account
/// numbers a US invoice prints instead of an IBAN.
fn account_digits(p: &Printed) -> String {
    p.iban.chars().filter(char::is_ascii_digit).collect()
}

/// The customer's address on two lines: the street, then the town.
fn address_lines(address: &str) -> (&str, &str) {
    address.split_once(", ").unwrap_or((address, ""))
}

/// A US small business's invoice made from a designer template of the kind
/// online design tools offer: "INVOICE" in large spaced serif capitals at
/// the top left with the business's name and contact lines at the right, a
/// hairline, "ISSUED TO:" over the customer at the left and right-aligned
/// "INVOICE NO: / DATE: / DUE DATE: / P.O. NO:" at the right, the items as
/// "DESCRIPTION / UNIT PRICE / QTY / TOTAL" (the price before the quantity)
/// under a dark heading band with no column rules, "SUBTOTAL / SALES TAX /
/// TOTAL" at the right with the total in the same dark band, and at the foot
/// "PAY TO:" with the bank details beside a thank-you in a script face.
pub fn issued_to(p: &Printed) -> String {
    const BANKS: [&str; 3] = [
        "First Lakeshore Bank",
        "Pacific Harbor Bank",
        "Union Mercantile Bank",
    ];
    let css = "body { font-size: 9.5pt; color: #2b2b2b; }\n\
        .head { display: flex; justify-content: space-between; align-items: flex-start; }\n\
        .title { font-family: \"Liberation Serif\"; font-size: 40pt; letter-spacing: 9px; line-height: 1; margin-top: 4px; }\n\
        .biz { text-align: right; line-height: 1.5; font-size: 9pt; }\n\
        .biz b { font-size: 12pt; letter-spacing: 1.5px; text-transform: uppercase; }\n\
        .rule { border-top: 1px solid #2b2b2b; margin: 22px 0 18px; }\n\
        .mid { display: flex; justify-content: space-between; align-items: flex-start; margin-bottom: 30px; }\n\
        .lbl { font-weight: bold; letter-spacing: 1.5px; font-size: 8.5pt; margin-bottom: 4px; }\n\
        .to { line-height: 1.5; }\n\
        .to .name { font-size: 11pt; }\n\
        table.meta td { padding: 2px 0 2px 14px; }\n\
        table.meta td.k { font-weight: bold; text-align: right; letter-spacing: 1.5px; font-size: 8.5pt; }\n\
        table.items { width: 100%; }\n\
        table.items th { background: #2b2b2b; color: #fff; font-size: 8.5pt; letter-spacing: 1.5px; padding: 7px 10px; text-align: left; font-weight: bold; }\n\
        table.items td { padding: 8px 10px; border-bottom: 1px solid #d4d4d4; }\n\
        table.items tr { break-inside: avoid; }\n\
        .r { text-align: right !important; white-space: nowrap; }\n\
        .c { text-align: center !important; }\n\
        table.sums { margin: 14px 0 0 auto; width: 42%; break-inside: avoid; }\n\
        table.sums td { padding: 4px 10px; }\n\
        table.sums td.k { letter-spacing: 1.5px; font-size: 8.5pt; font-weight: bold; }\n\
        table.sums tr.total td { background: #2b2b2b; color: #fff; font-size: 11pt; padding: 8px 10px; }\n\
        .foot { display: flex; justify-content: space-between; align-items: flex-end; margin-top: 46px; break-inside: avoid; }\n\
        .pay { line-height: 1.55; font-size: 9pt; }\n\
        .thanks { font-family: \"DejaVu Serif\"; font-style: italic; font-size: 22pt; color: #444; }";
    let seed = usize::try_from(account_seed(p)).unwrap_or(0);
    let digits = account_digits(p);
    let (routing, account) = (&digits[2..11], &digits[11..18]);
    let (street, town) = address_lines(p.customer_address);
    let mut meta = vec![
        ("INVOICE NO:", escape(&p.number)),
        ("DATE:", p.date.clone()),
        ("DUE DATE:", p.due.clone()),
    ];
    if let Some(po) = &p.po {
        meta.push(("P.O. NO:", escape(po)));
    }
    let meta: String = meta
        .iter()
        .map(|(k, v)| format!("<tr><td class=\"k\">{k}</td><td>{v}</td></tr>"))
        .collect();
    let (price_head, total_head) = if p.bare {
        (
            format!("UNIT PRICE ({})", p.currency),
            format!("TOTAL ({})", p.currency),
        )
    } else {
        ("UNIT PRICE".to_string(), "TOTAL".to_string())
    };
    let lines: String = p
        .lines
        .iter()
        .map(|l| {
            let (price, amount) = if p.bare {
                (&l.unit_price, &l.amount)
            } else {
                (&l.unit_price_money, &l.amount_money)
            };
            format!(
                "<tr><td>{}</td><td class=\"r\">{price}</td><td class=\"c\">{}</td><td class=\"r\">{amount}</td></tr>\n",
                escape(&l.description),
                l.quantity,
            )
        })
        .collect();
    let domain: String = p
        .vendor
        .split(' ')
        .next()
        .unwrap_or(p.vendor)
        .to_lowercase();
    let body = format!(
        "<div class=\"head\"><div class=\"title\">INVOICE</div>\
         <div class=\"biz\"><b>{vendor}</b><br>{street_v}<br>{city}<br>{phone}<br>hello@{domain}.com</div></div>\n\
         <div class=\"rule\"></div>\n\
         <div class=\"mid\"><div class=\"to\"><div class=\"lbl\">ISSUED TO:</div>\
         <span class=\"name\">{customer}</span><br>{street}<br>{town}</div>\
         <table class=\"meta\">{meta}</table></div>\n\
         <table class=\"items\"><thead><tr><th>DESCRIPTION</th><th class=\"r\">{price_head}</th>\
         <th class=\"c\">QTY</th><th class=\"r\">{total_head}</th></tr></thead><tbody>\n{lines}</tbody></table>\n\
         <table class=\"sums\"><tr><td class=\"k\">SUBTOTAL</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td class=\"k\">SALES TAX {rate}%</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"total\"><td class=\"k\">TOTAL</td><td class=\"r\"><b>{total}</b></td></tr></table>\n\
         <div class=\"foot\"><div class=\"pay\"><div class=\"lbl\">PAY TO:</div>\
         {vendor}<br>Bank: {bank}<br>Routing No.: {routing}<br>Account No.: {account}<br>\
         Terms: Net {terms} \u{00B7} amounts in {cur}</div>\
         <div class=\"thanks\">Thank you!</div></div>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.phone,
        customer = p.customer,
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = money_or_code(&p.tax, &p.tax_money, p),
        total = money_or_code(&p.total, &p.total_money, p),
        bank = BANKS[seed % BANKS.len()],
        terms = days_between(p.date_ymd, p.due_ymd),
        cur = p.currency,
    );
    page("letter", "Liberation Sans", css, &body)
}

/// A US trade contractor's invoice from a field-service management app: the
/// company's name and contact lines in a coloured band, "Invoice" with "RE:"
/// and the job's title beneath, the recipient and the service address side
/// by side beside a ruled panel of "Invoice # / Issued / Due / Job # /
/// Customer PO #", the visits' work as "Service date / Product / Service /
/// Qty. / Unit price / Total", "Subtotal / Tax … % / Total" under it with the
/// "Invoice balance" in a shaded band, a note on paying online, and the
/// company line with "Invoice #… · Page x of y" at every foot.
pub fn field_service(p: &Printed) -> String {
    const JOBS: [&str; 6] = [
        "Quarterly maintenance visit",
        "Break room equipment install",
        "Service call and repairs",
        "Warehouse fit-out, phase 2",
        "Preventive maintenance contract",
        "Office relocation support",
    ];
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!("\"{} \\00B7  {}, {}\"", p.vendor, p.street, p.city),
            ),
            (
                "bottom-right",
                format!(
                    "\"Invoice #{} \\00B7  Page \" counter(page) \" of \" counter(pages)",
                    p.number
                ),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9.5pt; color: #1d2b36; }}\n\
        .band {{ background: #0f5c4c; color: #fff; padding: 12px 16px; display: flex; justify-content: space-between; align-items: center; border-radius: 4px; }}\n\
        .band .name {{ font-size: 17pt; font-weight: bold; }}\n\
        .band .name small {{ display: block; font-size: 8.5pt; font-weight: normal; opacity: 0.85; margin-top: 2px; }}\n\
        .band .contact {{ text-align: right; font-size: 8.5pt; line-height: 1.45; }}\n\
        h1 {{ font-size: 20pt; margin: 20px 0 2px; }}\n\
        .re {{ color: #51606b; margin-bottom: 16px; }}\n\
        .top {{ display: flex; gap: 22px; align-items: flex-start; margin-bottom: 20px; }}\n\
        .top .who {{ flex: 1; line-height: 1.45; }}\n\
        .top h4 {{ margin: 0 0 3px; font-size: 8pt; text-transform: uppercase; letter-spacing: 0.6px; color: #0f5c4c; }}\n\
        table.panel {{ border: 1px solid #c5d0d6; min-width: 36%; }}\n\
        table.panel td {{ padding: 4px 10px; border-bottom: 1px solid #e3e8eb; }}\n\
        table.panel td.k {{ color: #51606b; }}\n\
        table.panel td.v {{ text-align: right; font-weight: bold; }}\n\
        table.items {{ width: 100%; }}\n\
        table.items th {{ text-align: left; font-size: 8pt; text-transform: uppercase; letter-spacing: 0.5px; color: #51606b; border-bottom: 2px solid #1d2b36; padding: 5px 6px; }}\n\
        table.items td {{ padding: 7px 6px; border-bottom: 1px solid #e3e8eb; vertical-align: top; }}\n\
        table.items tr {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .when {{ color: #51606b; white-space: nowrap; }}\n\
        .end {{ display: flex; justify-content: space-between; align-items: flex-start; gap: 30px; margin-top: 14px; break-inside: avoid; }}\n\
        .note {{ flex: 1; font-size: 8.5pt; color: #51606b; line-height: 1.5; padding-top: 4px; }}\n\
        .note b {{ color: #1d2b36; }}\n\
        table.sums {{ width: 44%; }}\n\
        table.sums td {{ padding: 4px 8px; }}\n\
        table.sums tr.total td {{ font-weight: bold; border-top: 1px solid #1d2b36; }}\n\
        table.sums tr.balance td {{ background: #e3f0ec; font-weight: bold; font-size: 12pt; padding: 8px; }}\n\
        {footer}"
    );
    let seed = usize::try_from(account_seed(p)).unwrap_or(0);
    let job = 2100 + seed % 7000;
    let (street, town) = address_lines(p.customer_address);
    let mut panel = vec![
        ("Invoice #", escape(&p.number)),
        ("Issued", p.date.clone()),
        ("Due", p.due.clone()),
        ("Job #", job.to_string()),
    ];
    if let Some(po) = &p.po {
        panel.push(("Customer PO #", escape(po)));
    }
    let panel: String = panel
        .iter()
        .map(|(k, v)| format!("<tr><td class=\"k\">{k}</td><td class=\"v\">{v}</td></tr>"))
        .collect();
    let (price_head, total_head) = if p.bare {
        (
            format!("Unit price ({})", p.currency),
            format!("Total ({})", p.currency),
        )
    } else {
        ("Unit price".to_string(), "Total".to_string())
    };
    // Visits a few days apart, the last on the invoice date.
    let visits = p.lines.len().div_ceil(4);
    let lines: String = p
        .lines
        .iter()
        .enumerate()
        .map(|(i, l)| {
            let visit = u32::try_from(visits - 1 - i / 4).unwrap_or(0);
            let when = p.date_like(days_earlier(p.date_ymd, visit * 3));
            let (price, amount) = if p.bare {
                (&l.unit_price, &l.amount)
            } else {
                (&l.unit_price_money, &l.amount_money)
            };
            format!(
                "<tr><td class=\"when\">{when}</td><td><b>{}</b></td><td class=\"r\">{}</td>\
                 <td class=\"r\">{price}</td><td class=\"r\">{amount}</td></tr>\n",
                escape(&l.description),
                l.quantity,
            )
        })
        .collect();
    let domain: String = p
        .vendor
        .split(' ')
        .next()
        .unwrap_or(p.vendor)
        .to_lowercase();
    let total = money_or_code(&p.total, &p.total_money, p);
    let body = format!(
        "<div class=\"band\"><div class=\"name\">{vendor}<small>Installation \u{00B7} Service \u{00B7} Repairs</small></div>\
         <div class=\"contact\">{street_v}, {city}<br>{phone}<br>service@{domain}.com</div></div>\n\
         <h1>Invoice</h1><div class=\"re\">RE: {job_title}</div>\n\
         <div class=\"top\"><div class=\"who\"><h4>Recipient</h4><b>{customer}</b><br>{street}<br>{town}</div>\
         <div class=\"who\"><h4>Service address</h4>{customer}<br>Facilities entrance<br>{street}<br>{town}</div>\
         <table class=\"panel\">{panel}</table></div>\n\
         <table class=\"items\"><thead><tr><th>Service date</th><th>Product / Service</th><th class=\"r\">Qty.</th>\
         <th class=\"r\">{price_head}</th><th class=\"r\">{total_head}</th></tr></thead><tbody>\n{lines}</tbody></table>\n\
         <div class=\"end\"><div class=\"note\"><b>Pay online:</b> use the \u{201C}Pay now\u{201D} button in the e-mail \
         that came with this invoice, or mail a check payable to {vendor}; payment is due within {terms} days. \
         All amounts are in {cur}.<br>\
         Thank you for choosing us \u{2014} questions about this work? Call {phone}.</div>\
         <table class=\"sums\"><tr><td>Subtotal</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Tax ({rate}%)</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"total\"><td>Total</td><td class=\"r\">{total}</td></tr>\
         <tr class=\"balance\"><td>Invoice balance</td><td class=\"r\">{total}</td></tr></table></div>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.phone,
        job_title = JOBS[seed % JOBS.len()],
        customer = p.customer,
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = money_or_code(&p.tax, &p.tax_money, p),
        terms = days_between(p.date_ymd, p.due_ymd),
        cur = p.currency,
    );
    page("letter", "Liberation Sans", &css, &body)
}

/// A European hosting and cloud provider's monthly invoice, in English: the
/// brand with a square mark at the left and "Invoice" over the number at the
/// right, three panels in a row ("Billing address", "Invoice details" with
/// the invoice date, due date and service period, "Your account" with the
/// customer number, the order reference and the payment method), the charges
/// as "Product / Service period / Qty / Unit / Unit price / Amount" with the
/// service period in every row, "Net total / VAT … % / Total" at the right,
/// the note that the total will be collected by direct debit on the due
/// date, and the company's address, VAT number, directors and bank with the
/// page count at every foot.
pub fn cloud_provider(p: &Printed) -> String {
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"{} \\00B7  {} \\00B7  {} \\00B7  VAT ID {}\\A Managing directors: A. Jansen, M. Keller \\00B7  Bank: {}\"",
                    p.vendor, p.street, p.city, p.vat_id, p.iban
                ),
            ),
            (
                "bottom-right",
                "\"Page \" counter(page) \" of \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9pt; color: #23272f; }}\n\
        .top {{ display: flex; justify-content: space-between; align-items: flex-start; margin-bottom: 6px; }}\n\
        .brand {{ display: flex; align-items: center; gap: 10px; font-size: 16pt; font-weight: bold; }}\n\
        .mark {{ width: 26px; height: 26px; background: #d50c2d; border-radius: 3px; }}\n\
        .sender {{ font-size: 7.5pt; color: #6b7280; margin: 2px 0 0 36px; }}\n\
        .doc {{ text-align: right; }}\n\
        .doc h1 {{ margin: 0; font-size: 22pt; font-weight: normal; }}\n\
        .doc div {{ color: #6b7280; font-size: 10pt; }}\n\
        .panels {{ display: flex; gap: 12px; margin: 22px 0; }}\n\
        .panels section {{ flex: 1; background: #f3f4f6; border-top: 3px solid #d50c2d; padding: 8px 10px; line-height: 1.5; }}\n\
        .panels h3 {{ margin: 0 0 4px; font-size: 8pt; text-transform: uppercase; letter-spacing: 0.6px; color: #6b7280; }}\n\
        .panels table td {{ padding: 0 10px 0 0; vertical-align: top; }}\n\
        .panels table td.k {{ color: #6b7280; white-space: nowrap; }}\n\
        table.items {{ width: 100%; }}\n\
        table.items th {{ text-align: left; background: #23272f; color: #fff; font-weight: normal; font-size: 8pt; padding: 5px 6px; }}\n\
        table.items td {{ padding: 5px 6px; border-bottom: 1px solid #e5e7eb; }}\n\
        table.items tr {{ break-inside: avoid; }}\n\
        table.items td.period {{ color: #6b7280; white-space: nowrap; font-size: 8.5pt; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        table.sums {{ margin: 12px 0 0 auto; width: 40%; break-inside: avoid; }}\n\
        table.sums td {{ padding: 3px 6px; }}\n\
        table.sums tr.total td {{ font-weight: bold; font-size: 11pt; border-top: 2px solid #23272f; padding-top: 6px; }}\n\
        .pay {{ margin-top: 22px; border-left: 3px solid #d50c2d; padding: 4px 12px; line-height: 1.5; break-inside: avoid; }}\n\
        {footer}"
    );
    let seed = usize::try_from(account_seed(p)).unwrap_or(0);
    let (street, town) = address_lines(p.customer_address);
    let start = p.date_like(days_earlier(p.date_ymd, 31));
    let end = p.date_like(days_earlier(p.date_ymd, 1));
    let period = format!("{start} \u{2013} {end}");
    let mut details = vec![
        ("Invoice no.", format!("<b>{}</b>", escape(&p.number))),
        ("Invoice date", p.date.clone()),
        ("Due date", p.due.clone()),
    ];
    details.push(("Period", format!("{start}\u{a0}\u{2013}<br>{end}")));
    let mut account = vec![("Customer no.", format!("K{}", p.customer_number))];
    if let Some(po) = &p.po {
        account.push(("Order reference", escape(po)));
    }
    // Franc accounts are debited through the Swiss scheme, euro ones by SEPA.
    let (scheme, creditor) = if p.currency == "CHF" {
        (
            "LSV+ direct debit",
            format!("LSV-ID HPA{}", seed % 1000 + 100),
        )
    } else {
        (
            "SEPA direct debit",
            format!("creditor ID DE98ZZZ0{:08}", seed * 7919 % 100_000_000),
        )
    };
    account.push(("Payment", scheme.to_string()));
    account.push(("Currency", p.currency.to_string()));
    let panel = |rows: &[(&str, String)]| -> String {
        rows.iter()
            .map(|(k, v)| format!("<tr><td class=\"k\">{k}</td><td>{v}</td></tr>"))
            .collect()
    };
    let (price_head, amount_head) = if p.bare {
        (
            format!("Unit price ({})", p.currency),
            format!("Amount ({})", p.currency),
        )
    } else {
        ("Unit price".to_string(), "Amount".to_string())
    };
    let lines: String = p
        .lines
        .iter()
        .map(|l| {
            let unit = if l.unit == "h" { "hours" } else { "units" };
            let (price, amount) = if p.bare {
                (&l.unit_price, &l.amount)
            } else {
                (&l.unit_price_money, &l.amount_money)
            };
            format!(
                "<tr><td>{}</td><td class=\"period\">{period}</td><td class=\"r\">{}</td><td>{unit}</td>\
                 <td class=\"r\">{price}</td><td class=\"r\">{amount}</td></tr>\n",
                escape(&l.description),
                l.quantity,
            )
        })
        .collect();
    let total = money_or_code(&p.total, &p.total_money, p);
    let vat_note = if p.tax_rate == 0 {
        "<br>Reverse charge: the recipient is liable for the VAT on these services \
         (Article 196, Council Directive 2006/112/EC)."
    } else {
        ""
    };
    let body = format!(
        "<div class=\"top\"><div><div class=\"brand\"><div class=\"mark\"></div>{vendor}</div>\
         <div class=\"sender\">{street_v} \u{00B7} {city}</div></div>\
         <div class=\"doc\"><h1>Invoice</h1><div>{number}</div></div></div>\n\
         <div class=\"panels\"><section><h3>Billing address</h3><b>{customer}</b><br>Attn. IT Operations<br>{street}<br>{town}</section>\
         <section><h3>Invoice details</h3><table>{details}</table></section>\
         <section><h3>Your account</h3><table>{account}</table></section></div>\n\
         <table class=\"items\"><thead><tr><th>Product</th><th>Service period</th><th class=\"r\">Qty</th><th>Unit</th>\
         <th class=\"r\">{price_head}</th><th class=\"r\">{amount_head}</th></tr></thead><tbody>\n{lines}</tbody></table>\n\
         <table class=\"sums\"><tr><td>Net total</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>VAT {rate} %</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"total\"><td>Total</td><td class=\"r\">{total}</td></tr></table>\n\
         <div class=\"pay\">The total of <b>{total}</b> will be collected by {scheme} on {due} \
         under mandate MD-{mandate:06} ({creditor}). You do not need to do anything.{vat_note}<br>\
         Questions about this invoice? Open a ticket in the customer console under Billing.</div>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        number = escape(&p.number),
        customer = p.customer,
        details = panel(&details),
        account = panel(&account),
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = money_or_code(&p.tax, &p.tax_money, p),
        due = p.due,
        mandate = seed * 37 % 1_000_000,
    );
    page("A4", "Liberation Sans", &css, &body)
}

// Held out: a round of seven, written the same way without looking at the
// extractor or at how it fares on any family above.

/// A lower-case mail domain made of the first word of a name.
fn mail_domain(name: &str) -> String {
    name.split(' ')
        .next()
        .unwrap_or(name)
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .collect::<String>()
        .to_lowercase()
}

/// A US supplier's invoice as it arrives in the body of an HTML e-mail from
/// its invoicing service, printed from the customer's web mail: the mail
/// client's print heading (the mailbox, the subject, the sender with the
/// time it was sent, and the recipient), then the message on a grey ground:
/// a white card with the sender's name, "Invoice from …" over the amount due
/// in large type and "Due …", a "Review and pay" button, the invoice number,
/// dates, PO number and terms as rows of grey labels beside values, the items
/// as "Description / Qty / Price / Amount", "Subtotal / Sales tax / Total /
/// Amount due", and the service's small print beneath the card.
pub fn forwarded_webmail(p: &Printed) -> String {
    use super::super::layout::MONTHS;
    let css = "body { font-size: 9.5pt; color: #202124; -webkit-print-color-adjust: exact; print-color-adjust: exact; }\n\
        .mailbar { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 1px solid #dadce0; padding-bottom: 6px; }\n\
        .mailbar .app { font-size: 13pt; color: #5f6368; }\n\
        .mailbar .who { font-size: 8.5pt; color: #5f6368; }\n\
        h2.subject { font-size: 14pt; font-weight: normal; margin: 14px 0 2px; }\n\
        .count { font-size: 8pt; color: #5f6368; border-bottom: 1px solid #dadce0; padding-bottom: 8px; }\n\
        table.from { width: 100%; margin: 10px 0 2px; }\n\
        table.from td { padding: 0; font-size: 9pt; }\n\
        table.from td.when { text-align: right; color: #5f6368; }\n\
        .to { font-size: 8.5pt; color: #5f6368; margin-bottom: 14px; }\n\
        .ground { background: #f2f4f6; padding: 16px 0 12px; }\n\
        .card { background: #ffffff; width: 82%; margin: 0 auto; border: 1px solid #e1e4e8; border-radius: 6px; padding: 18px 30px 20px; }\n\
        .brand { text-align: center; font-size: 13pt; font-weight: bold; color: #32325d; margin-bottom: 10px; }\n\
        .from-line { text-align: center; color: #697386; font-size: 9.5pt; }\n\
        .amount { text-align: center; font-size: 24pt; font-weight: bold; color: #1a1f36; margin: 4px 0 2px; }\n\
        .due-line { text-align: center; color: #697386; }\n\
        .button { display: block; width: 170px; margin: 12px auto 14px; background: #4b5fc9; color: #ffffff; text-align: center; \
                  border-radius: 5px; padding: 8px 0; font-weight: bold; }\n\
        table.kv { width: 100%; border-top: 1px solid #e3e8ee; margin-bottom: 16px; }\n\
        table.kv td { padding: 4px 0; border-bottom: 1px solid #e3e8ee; vertical-align: top; }\n\
        table.kv td.k { color: #697386; width: 38%; }\n\
        h4 { margin: 0 0 4px; font-size: 8pt; color: #697386; text-transform: uppercase; letter-spacing: 0.6px; }\n\
        table.items { width: 100%; }\n\
        table.items th { font-size: 8pt; color: #697386; font-weight: normal; text-align: left; padding: 4px 2px; border-bottom: 1px solid #e3e8ee; }\n\
        table.items td { padding: 5px 2px; border-bottom: 1px solid #f0f2f5; }\n\
        table.items tr { break-inside: avoid; }\n\
        .r { text-align: right !important; white-space: nowrap; }\n\
        table.sums { width: 60%; margin: 8px 0 0 auto; break-inside: avoid; }\n\
        table.sums td { padding: 3px 2px; }\n\
        table.sums tr.total td { border-top: 1px solid #e3e8ee; font-weight: bold; }\n\
        table.sums tr.due td { font-weight: bold; font-size: 11pt; }\n\
        .pay { font-size: 8.5pt; color: #525f7f; margin-top: 16px; line-height: 1.45; break-inside: avoid; }\n\
        .small { width: 82%; margin: 12px auto 0; text-align: center; font-size: 7.5pt; color: #8792a2; line-height: 1.5; }";
    let vendor_domain = mail_domain(p.vendor);
    let customer_domain = mail_domain(p.customer);
    let seed = p.customer_number.parse::<usize>().unwrap_or(0);
    let (year, month, day) = p.date_ymd;
    let sent = format!(
        "{} {day}, {year}, {}:{:02} AM",
        &MONTHS[month as usize - 1][..3],
        7 + seed % 5,
        seed % 60
    );
    let terms = days_between(p.date_ymd, p.due_ymd);
    let (price_head, amount_head) = if p.bare {
        (
            format!("Price ({})", p.currency),
            format!("Amount ({})", p.currency),
        )
    } else {
        ("Price".to_string(), "Amount".to_string())
    };
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.description.clone(), ""),
            (l.quantity.clone(), "r"),
            (l.unit_price_money.clone(), "r"),
            (l.amount_money.clone(), "r"),
        ]
    });
    let mut kv = vec![
        ("Invoice number", escape(&p.number)),
        ("Invoice date", p.date.clone()),
        ("Due date", p.due.clone()),
    ];
    if let Some(po) = &p.po {
        kv.push(("PO number", escape(po)));
    }
    kv.extend([
        ("Payment terms", format!("Net {terms}")),
        (
            "Billed to",
            format!("{}<br>{}", p.customer, p.customer_address),
        ),
    ]);
    let kv: String = kv
        .iter()
        .map(|(k, v)| format!("<tr><td class=\"k\">{k}</td><td>{v}</td></tr>"))
        .collect();
    let total = money_or_code(&p.total, &p.total_money, p);
    let body = format!(
        "<div class=\"mailbar\"><div class=\"app\">Mail</div>\
         <div class=\"who\">Accounts Payable &lt;ap@{customer_domain}.com&gt;</div></div>\n\
         <h2 class=\"subject\">Invoice {number} from {vendor}</h2>\n\
         <div class=\"count\">1 message</div>\n\
         <table class=\"from\"><tr><td><b>{vendor}</b> &lt;invoices@{vendor_domain}.com&gt;</td>\
         <td class=\"when\">{sent}</td></tr></table>\n\
         <div class=\"to\">To: ap@{customer_domain}.com</div>\n\
         <div class=\"ground\"><div class=\"card\">\n\
         <div class=\"brand\">{vendor}</div>\n\
         <div class=\"from-line\">Invoice from {vendor}</div>\n\
         <div class=\"amount\">{total}</div>\n\
         <div class=\"due-line\">Due {due}</div>\n\
         <div class=\"button\">Review and pay</div>\n\
         <table class=\"kv\">{kv}</table>\n\
         <h4>Items</h4>\n\
         <table class=\"items\"><thead><tr><th>Description</th><th class=\"r\">Qty</th>\
         <th class=\"r\">{price_head}</th><th class=\"r\">{amount_head}</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <table class=\"sums\"><tr><td>Subtotal</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Sales tax ({rate}%)</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"total\"><td>Total</td><td class=\"r\">{total}</td></tr>\
         <tr class=\"due\"><td>Amount due</td><td class=\"r\">{total}</td></tr></table>\n\
         <div class=\"pay\">Pay online by card or bank transfer (ACH) with the button above, or mail a check \
         payable to {vendor}, {street}, {city}, with invoice {number} on the memo line. \
         All amounts are in {currency}.<br>Questions? Reply to this email or call {phone}.</div>\n\
         </div>\n\
         <div class=\"small\">{vendor} \u{00B7} {street} \u{00B7} {city}<br>\
         You are receiving this email because you are a billing contact for {customer} at {vendor}.</div></div>",
        number = escape(&p.number),
        vendor = escape(p.vendor),
        due = p.due,
        street = p.street,
        city = p.city,
        phone = p.phone,
        customer = p.customer,
        currency = p.currency,
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = money_or_code(&p.tax, &p.tax_money, p),
    );
    page("letter", "Liberation Sans", css, &body)
}

/// A UK wholesaler's sales invoice printed from its ERP system, the whole
/// heading set as the head of the item table so that it stands again at the
/// top of every page: the company with its VAT and company numbers at the
/// left and "SALES INVOICE" at the right over a ruled block of "Invoice No. /
/// Invoice Date (Tax Point) / Account Ref. / Customer Order No. / Due Date",
/// the invoice and delivery addresses in two boxes, and the column headings
/// ("Stock Code / Description / Qty / UOM / Unit Price / Disc % / Net Amount
/// / VAT"); "Page x of y" at the top right of every page, and after the last
/// item a VAT analysis by code at the left and "Total Goods / Total VAT /
/// INVOICE TOTAL" at the right, then the bank details and the terms.
pub fn repeating_masthead(p: &Printed) -> String {
    let css = "@page { margin: 20mm 14mm 20mm 14mm;\n\
          @top-right { content: \"Page \" counter(page) \" of \" counter(pages); font-family: \"Liberation Sans\"; font-size: 8pt; color: #444; }\n\
          @bottom-center { content: \"Goods remain the property of the seller until paid for in full. E&OE.\"; font-family: \"Liberation Sans\"; font-size: 7pt; color: #666; } }\n\
        body { font-size: 8.5pt; color: #1b1b1b; -webkit-print-color-adjust: exact; print-color-adjust: exact; }\n\
        table.doc { width: 100%; }\n\
        table.doc > thead > tr > td { padding: 0 0 8px; }\n\
        .mast { display: flex; justify-content: space-between; align-items: flex-start; }\n\
        .co { line-height: 1.35; }\n\
        .co .name { font-size: 15pt; font-weight: bold; color: #0b3d6b; }\n\
        .co small { color: #555; }\n\
        .doctitle { text-align: right; font-size: 15pt; font-weight: bold; color: #0b3d6b; letter-spacing: 1px; margin-bottom: 4px; }\n\
        table.ref { border: 1px solid #0b3d6b; }\n\
        table.ref td { padding: 2px 8px; border-bottom: 1px solid #c8d3df; }\n\
        table.ref td.k { color: #0b3d6b; font-weight: bold; border-right: 1px solid #c8d3df; }\n\
        .addrs { display: flex; gap: 14px; margin-top: 8px; }\n\
        .addrs div { flex: 1; border: 1px solid #9fb1c4; padding: 4px 8px; line-height: 1.35; min-height: 42px; }\n\
        .addrs h5 { margin: 0 0 1px; font-size: 7.5pt; color: #0b3d6b; text-transform: uppercase; }\n\
        table.doc th { background: #0b3d6b; color: #ffffff; font-size: 7.5pt; text-align: left; padding: 4px 4px; }\n\
        table.doc > tbody td { padding: 3px 4px; border-bottom: 1px solid #dde4ec; }\n\
        table.doc > tbody tr { break-inside: avoid; }\n\
        .r { text-align: right !important; white-space: nowrap; }\n\
        .c { text-align: center !important; }\n\
        .end { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 12px; break-inside: avoid; }\n\
        table.vat td, table.vat th { padding: 2px 8px; border: 1px solid #9fb1c4; }\n\
        table.vat th { background: #e6ecf2; color: #0b3d6b; }\n\
        table.tot td { padding: 3px 8px; border: 1px solid #9fb1c4; }\n\
        table.tot td.k { background: #e6ecf2; font-weight: bold; color: #0b3d6b; }\n\
        table.tot tr.grand td { font-size: 10.5pt; font-weight: bold; border: 2px solid #0b3d6b; }\n\
        .terms { margin-top: 14px; font-size: 8pt; line-height: 1.45; color: #333; break-inside: avoid; }";
    let code = if p.tax_rate == 0 { "Z" } else { "S" };
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.code.clone(), ""),
            (l.description.clone(), ""),
            (l.quantity.clone(), "r"),
            ((if l.unit == "h" { "HR" } else { "EA" }).to_string(), "c"),
            (l.unit_price.clone(), "r"),
            ("0.00".to_string(), "r"),
            (l.amount.clone(), "r"),
            (code.to_string(), "c"),
        ]
    });
    let mut refs = vec![
        ("Invoice No.", escape(&p.number)),
        ("Invoice Date (Tax Point)", p.date.clone()),
        ("Account Ref.", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        refs.push(("Customer Order No.", escape(po)));
    }
    refs.push(("Due Date", p.due.clone()));
    let refs: String = refs
        .iter()
        .map(|(k, v)| format!("<tr><td class=\"k\">{k}</td><td>{v}</td></tr>"))
        .collect();
    let company_no = format!("{:08}", (account_seed(p) * 4409 + 2_700_001) % 100_000_000);
    let (sort_code, account) = p.sort_code_and_account();
    let cur = p.currency;
    let domain = mail_domain(p.vendor);
    let body = format!(
        "<table class=\"doc\"><thead><tr><td colspan=\"8\">\
         <div class=\"mast\"><div class=\"co\"><div class=\"name\">{vendor}</div>{street}, {city}<br>\
         Tel. {phone} \u{00B7} sales@{domain}.co.uk<br>\
         <small>VAT Reg. No. {vat} \u{00B7} Company No. {company_no}</small></div>\
         <div><div class=\"doctitle\">SALES INVOICE</div><table class=\"ref\">{refs}</table></div></div>\
         <div class=\"addrs\"><div><h5>Invoice Address</h5>{customer}<br>{address}</div>\
         <div><h5>Delivery Address</h5>{customer}<br>Goods Inwards<br>{address}</div></div>\
         </td></tr>\n\
         <tr><th>Stock Code</th><th>Description</th><th class=\"r\">Qty</th><th class=\"c\">UOM</th>\
         <th class=\"r\">Unit Price</th><th class=\"r\">Disc %</th><th class=\"r\">Net Amount</th><th class=\"c\">VAT</th></tr>\
         </thead><tbody>\n{items}</tbody></table>\n\
         <div class=\"end\"><table class=\"vat\"><tr><th>VAT Code</th><th>Rate</th><th>Net</th><th>VAT</th></tr>\
         <tr><td class=\"c\">{code}</td><td class=\"r\">{rate}.00%</td><td class=\"r\">{subtotal}</td><td class=\"r\">{tax}</td></tr></table>\
         <table class=\"tot\"><tr><td class=\"k\">Total Goods</td><td class=\"r\">{subtotal_money}</td></tr>\
         <tr><td class=\"k\">Total VAT</td><td class=\"r\">{tax_money}</td></tr>\
         <tr class=\"grand\"><td>INVOICE TOTAL {cur}</td><td class=\"r\">{total_money}</td></tr></table></div>\n\
         <div class=\"terms\"><b>Terms:</b> strictly net, payment due by {due}. All prices are in {cur} and exclude VAT \
         unless stated.<br><b>Bank:</b> {vendor}, sort code {sort_code}, account no. {account}. \
         Please quote invoice number {number} as your payment reference.<br>\
         Shortages or damage must be reported within 48 hours of delivery.</div>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        phone = p.phone,
        vat = p.vat_id,
        customer = p.customer,
        address = p.customer_address,
        rate = p.tax_rate,
        subtotal = p.subtotal,
        tax = p.tax,
        subtotal_money = money_or_code(&p.subtotal, &p.subtotal_money, p),
        tax_money = money_or_code(&p.tax, &p.tax_money, p),
        total_money = money_or_code(&p.total, &p.total_money, p),
        due = p.due,
        number = escape(&p.number),
    );
    page("A4", "Liberation Sans", css, &body)
}

/// A 13-digit article number with its check digit, made from a seed and an
/// item's position, as a wholesaler prints under each article.
fn ean13(seed: i64, position: usize) -> String {
    let body = format!(
        "40{:05}{:05}",
        (seed * 37 + 11_113) % 100_000,
        (position as i64 * 7_919 + seed) % 100_000
    );
    let sum: u32 = body
        .chars()
        .filter_map(|c| c.to_digit(10))
        .enumerate()
        .map(|(i, d)| if i % 2 == 0 { d } else { d * 3 })
        .sum();
    format!("{body}{}", (10 - sum % 10) % 10)
}

/// A continental wholesaler's invoice in English from its ERP system, every
/// block drawn as a rounded frame with its title set into the top border:
/// "Supplier", "Invoice to" and "Invoice" (number, dates, "Your order no.",
/// "Our order no.", currency) side by side under the company's name, the
/// items as "Pos. / Article no. / Description / Qty / Unit / Unit price /
/// Disc. / Net amount" with the currency in the headings and each article's
/// EAN in grey under its description (none under hours of service), and at
/// the end "Payment" (terms, due date, IBAN, reference) beside "Totals" ("Net
/// amount / VAT … % / Total amount"); the company line and the page count at
/// every foot.
pub fn fieldset_legends(p: &Printed) -> String {
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"{} \\00B7  {}, {} \\00B7  VAT ID {}\"",
                    p.vendor, p.street, p.city, p.vat_id
                ),
            ),
            (
                "bottom-right",
                "\"Page \" counter(page) \" / \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9pt; color: #1e2a30; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
        .head {{ display: flex; justify-content: space-between; align-items: flex-end; margin-bottom: 10px; }}\n\
        .head .name {{ font-size: 18pt; font-weight: bold; color: #0e6e6e; }}\n\
        .head .tag {{ font-size: 8.5pt; color: #5a6b72; }}\n\
        .head .title {{ font-size: 22pt; color: #9aa9ae; letter-spacing: 2px; }}\n\
        fieldset {{ border: 1px solid #7fa8a8; border-radius: 7px; padding: 4px 10px 8px; margin: 0; }}\n\
        legend {{ font-size: 7.5pt; font-weight: bold; color: #0e6e6e; text-transform: uppercase; letter-spacing: 0.6px; padding: 0 5px; }}\n\
        .row {{ display: flex; gap: 10px; margin-bottom: 12px; align-items: stretch; }}\n\
        .row fieldset {{ flex: 1; line-height: 1.4; }}\n\
        .row fieldset.wide {{ flex: 1.2; }}\n\
        table.kv td {{ padding: 0 10px 1px 0; }}\n\
        table.kv td.k {{ color: #5a6b72; white-space: nowrap; }}\n\
        fieldset.items {{ padding: 2px 6px 6px; }}\n\
        table.items {{ width: 100%; }}\n\
        table.items th {{ font-size: 7.5pt; color: #0e6e6e; text-align: left; padding: 4px; border-bottom: 1.5px solid #7fa8a8; }}\n\
        table.items td {{ padding: 3px 4px; border-bottom: 1px solid #e2ecec; vertical-align: top; }}\n\
        table.items tr {{ break-inside: avoid; }}\n\
        .ean {{ display: block; font-size: 7pt; color: #7b8a90; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .bottom {{ display: flex; gap: 10px; margin-top: 12px; break-inside: avoid; }}\n\
        .bottom fieldset {{ flex: 1; line-height: 1.45; }}\n\
        table.sums {{ width: 100%; }}\n\
        table.sums td {{ padding: 1px 0; }}\n\
        table.sums tr.total td {{ font-weight: bold; font-size: 11pt; border-top: 1.5px solid #7fa8a8; padding-top: 3px; }}\n\
        .note {{ margin-top: 10px; font-size: 8pt; color: #5a6b72; }}\n\
        {footer}"
    );
    let seed = account_seed(p);
    let cur = p.currency;
    let lines: String = p
        .lines
        .iter()
        .enumerate()
        .map(|(i, l)| {
            format!(
                "<tr><td>{}</td><td>{}</td><td>{}{}</td><td class=\"r\">{}</td>\
                 <td>{}</td><td class=\"r\">{}</td><td class=\"r\">\u{2013}</td><td class=\"r\">{}</td></tr>\n",
                l.position,
                escape(&l.code),
                escape(&l.description),
                if l.unit == "h" {
                    String::new()
                } else {
                    format!("<span class=\"ean\">EAN {}</span>", ean13(seed, i))
                },
                l.quantity,
                if l.unit == "h" { "h" } else { "pc" },
                l.unit_price,
                l.amount,
            )
        })
        .collect();
    let mut invoice = vec![
        ("Invoice no.", escape(&p.number)),
        ("Invoice date", p.date.clone()),
        ("Delivery date", p.date_like(days_earlier(p.date_ymd, 1))),
    ];
    if let Some(po) = &p.po {
        invoice.push(("Your order no.", escape(po)));
    }
    invoice.extend([
        ("Our order no.", format!("SO-{}", 60_000 + seed % 40_000)),
        ("Currency", cur.to_string()),
    ]);
    let invoice: String = invoice
        .iter()
        .map(|(k, v)| format!("<tr><td class=\"k\">{k}</td><td>{v}</td></tr>"))
        .collect();
    let terms = days_between(p.date_ymd, p.due_ymd);
    let body = format!(
        "<div class=\"head\"><div><div class=\"name\">{vendor}</div>\
         <div class=\"tag\">Industrial supplies \u{00B7} Wholesale \u{00B7} Service</div></div>\
         <div class=\"title\">INVOICE</div></div>\n\
         <div class=\"row\"><fieldset><legend>Supplier</legend>{vendor}<br>{street}<br>{city}<br>\
         Phone {phone}<br>VAT ID {vat}</fieldset>\
         <fieldset><legend>Invoice to</legend>{customer}<br>Accounts payable<br>{address}<br>\
         Customer no. {customer_no}</fieldset>\
         <fieldset class=\"wide\"><legend>Invoice</legend><table class=\"kv\">{invoice}</table></fieldset></div>\n\
         <fieldset class=\"items\"><legend>Items</legend>\
         <table class=\"items\"><thead><tr><th>Pos.</th><th>Article no.</th><th>Description</th><th class=\"r\">Qty</th>\
         <th>Unit</th><th class=\"r\">Unit price {cur}</th><th class=\"r\">Disc.</th><th class=\"r\">Net amount {cur}</th></tr></thead>\
         <tbody>\n{lines}</tbody></table></fieldset>\n\
         <div class=\"bottom\"><fieldset><legend>Payment</legend>\
         Terms: {terms} days net, without deduction<br>Due date: <b>{due}</b><br>\
         IBAN {iban}<br>Reference: {number}</fieldset>\
         <fieldset><legend>Totals</legend><table class=\"sums\">\
         <tr><td>Net amount</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>VAT {rate} %</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"total\"><td>Total amount</td><td class=\"r\">{total}</td></tr></table></fieldset></div>\n\
         <div class=\"note\">Delivery ex works unless agreed otherwise. Our general terms of sale apply.</div>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        phone = p.phone,
        vat = p.vat_id,
        customer = p.customer,
        address = p.customer_address,
        customer_no = p.customer_number,
        due = p.due,
        iban = p.iban,
        number = escape(&p.number),
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = money_or_code(&p.tax, &p.tax_money, p),
        total = money_or_code(&p.total, &p.total_money, p),
    );
    page("A4", "Liberation Sans", &css, &body)
}

// Held out: a seventeenth round of seven, written the same way without
// looking at the extractor or at how it fares on any family above.

/// A US agency's invoice from a time-tracking and invoicing web app: a round
/// badge with the agency's initials beside its name at the top left and
/// "Invoice" in large light type at the right; under a hairline two tables
/// whose bold labels stand right-aligned in a narrow column at the left of
/// their values ("Invoice ID / Issue Date / Due Date / PO Number / Subject"
/// beside "From / Invoice For"); the items in a framed table as "Item Type /
/// Description / Quantity / Unit Price / Amount", each line typed "Service"
/// (hours) or "Product"; "Subtotal / Tax (…%) / Amount Due" at the right with
/// the amount due on a tinted row; notes on paying by ACH or check, and the
/// invoice ID with the page count at every foot.
pub fn item_type(p: &Printed) -> String {
    use super::super::layout::MONTHS;
    const SUBJECTS: [&str; 5] = [
        "Supplies and services",
        "Monthly account",
        "Project support",
        "Replenishment order",
        "Equipment and support",
    ];
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!("\"{} \\00B7  Invoice {}\"", p.vendor, p.number),
            ),
            (
                "bottom-right",
                "\"Page \" counter(page) \" of \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9.5pt; color: #2a2a2a; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
        .top {{ display: flex; justify-content: space-between; align-items: center; border-bottom: 1px solid #d6d6d6; padding-bottom: 12px; }}\n\
        .brand {{ display: flex; gap: 10px; align-items: center; }}\n\
        .badge {{ width: 36px; height: 36px; border-radius: 50%; background: #e8702a; color: #fff; font-weight: bold; \
                 font-size: 12pt; display: flex; align-items: center; justify-content: center; }}\n\
        .brand .name {{ font-size: 14pt; font-weight: bold; }}\n\
        .brand .sub {{ font-size: 8.5pt; color: #777; }}\n\
        h1 {{ margin: 0; font-size: 28pt; font-weight: normal; color: #6b6b6b; }}\n\
        .grid {{ display: flex; gap: 26px; margin: 16px 0 22px; align-items: flex-start; }}\n\
        .grid > div {{ flex: 1; }}\n\
        table.defs th {{ text-align: right; vertical-align: top; padding: 4px 12px 4px 0; white-space: nowrap; width: 84px; color: #3a3a3a; }}\n\
        table.defs td {{ padding: 4px 0; vertical-align: top; line-height: 1.4; }}\n\
        table.items {{ width: 100%; border: 1px solid #d6d6d6; }}\n\
        table.items th {{ background: #f2f2f2; text-align: left; padding: 6px; border-bottom: 1px solid #d6d6d6; font-size: 8.5pt; }}\n\
        table.items td {{ padding: 6px; border-bottom: 1px solid #ececec; vertical-align: top; }}\n\
        table.items tr {{ break-inside: avoid; }}\n\
        .type {{ color: #666; white-space: nowrap; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        table.sums {{ width: 42%; margin: 10px 0 0 auto; break-inside: avoid; }}\n\
        table.sums td {{ padding: 4px 6px; }}\n\
        table.sums tr.due td {{ background: #fcefe6; font-weight: bold; font-size: 12pt; border-top: 2px solid #e8702a; padding: 8px 6px; }}\n\
        .notes {{ margin-top: 22px; line-height: 1.5; break-inside: avoid; }}\n\
        .notes h4 {{ margin: 0 0 3px; font-size: 9pt; }}\n\
        {footer}"
    );
    let seed = usize::try_from(account_seed(p)).unwrap_or(0);
    let initials: String = p
        .vendor
        .split(' ')
        .take(2)
        .filter_map(|w| w.chars().next())
        .collect();
    let (_, month, _) = p.date_ymd;
    let subject = format!(
        "{}, {} {}",
        SUBJECTS[seed % SUBJECTS.len()],
        MONTHS[month as usize - 1],
        p.date_ymd.0
    );
    let terms = days_between(p.date_ymd, p.due_ymd);
    let mut defs = vec![
        ("Invoice ID", escape(&p.number)),
        ("Issue Date", p.date.clone()),
        ("Due Date", format!("{} (Net {terms})", p.due)),
    ];
    if let Some(po) = &p.po {
        defs.push(("PO Number", escape(po)));
    }
    defs.push(("Subject", subject));
    let rows_of = |rows: &[(&str, String)]| -> String {
        rows.iter()
            .map(|(k, v)| format!("<tr><th>{k}</th><td>{v}</td></tr>"))
            .collect()
    };
    let (street, town) = address_lines(p.customer_address);
    let parties = [
        (
            "From",
            format!("<b>{}</b><br>{}<br>{}", escape(p.vendor), p.street, p.city),
        ),
        (
            "Invoice For",
            format!(
                "<b>{}</b><br>Attn: Accounts Payable<br>{street}<br>{town}",
                p.customer
            ),
        ),
    ];
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (
                (if l.unit == "h" { "Service" } else { "Product" }).to_string(),
                "type",
            ),
            (l.description.clone(), ""),
            (l.quantity.clone(), "r"),
            (l.unit_price_money.clone(), "r"),
            (l.amount_money.clone(), "r"),
        ]
    });
    let digits = account_digits(p);
    let due_label = if p.bare {
        format!("Amount Due ({})", p.currency)
    } else {
        "Amount Due".to_string()
    };
    let body = format!(
        "<div class=\"top\"><div class=\"brand\"><div class=\"badge\">{initials}</div>\
         <div><div class=\"name\">{vendor}</div><div class=\"sub\">{phone} \u{00B7} billing@{domain}.com</div></div></div>\
         <h1>Invoice</h1></div>\n\
         <div class=\"grid\"><div><table class=\"defs\">{defs}</table></div>\
         <div><table class=\"defs\">{parties}</table></div></div>\n\
         <table class=\"items\"><thead><tr><th>Item Type</th><th>Description</th><th class=\"r\">Quantity</th>\
         <th class=\"r\">Unit Price</th><th class=\"r\">Amount</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <table class=\"sums\"><tr><td>Subtotal</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Tax ({rate}%)</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"due\"><td>{due_label}</td><td class=\"r\">{total}</td></tr></table>\n\
         <div class=\"notes\"><h4>Notes</h4>Thank you for your business. Payment is due within {terms} days, by {due}. \
         All amounts are in {cur}.<br>Pay by ACH to routing number {routing}, account {account}, or mail a check \
         payable to {vendor} to {street_v}, {city}. Please write invoice {number} on your payment.</div>",
        vendor = escape(p.vendor),
        phone = p.local_phone(),
        domain = mail_domain(p.vendor),
        defs = rows_of(&defs),
        parties = rows_of(&parties),
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = money_or_code(&p.tax, &p.tax_money, p),
        total = money_or_code(&p.total, &p.total_money, p),
        due = p.due,
        cur = p.currency,
        routing = &digits[2..11],
        account = &digits[11..],
        street_v = p.street,
        city = p.city,
        number = escape(&p.number),
    );
    page("letter", "Liberation Sans", &css, &body)
}

/// A UK reseller's invoice from the invoicing module of its CRM: the
/// company's name and address at the left of a slim header and "Invoice"
/// over the number in large type at the right, then three cards in a row,
/// "Billing account" (the customer with its account ID), "Invoice
/// information" (grey labels beside values: "Invoice number / Invoice date /
/// Payment due / Customer PO / Currency") and "Your account manager" (a
/// round badge of initials beside the name, e-mail and direct line); the
/// items as "SKU / Product / Billing / Qty / Unit price / Disc. / Net amount"
/// with how each line is billed ("One-time", "Hourly"), and beneath them
/// "Payment details" at the left beside a grey card of "Net total / VAT … % /
/// Total due"; the registration details and the page count at every foot.
pub fn crm_contact_card(p: &Printed) -> String {
    const MANAGERS: [&str; 5] = [
        "Hannah Pritchard",
        "Owen Gallagher",
        "Aisha Rahman",
        "Callum Reid",
        "Sophie Turner",
    ];
    let seed = account_seed(p);
    let company_no = format!("{:08}", (seed * 6271 + 4_100_009) % 100_000_000);
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"{} \\00B7  Registered in England and Wales No. {company_no} \\00B7  VAT Reg. No. {}\"",
                    p.vendor, p.vat_id
                ),
            ),
            (
                "bottom-right",
                "\"Page \" counter(page) \" of \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9pt; color: #1f2933; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
        .head {{ display: flex; justify-content: space-between; align-items: flex-end; padding-bottom: 10px; border-bottom: 3px solid #5b3fd1; }}\n\
        .head .name {{ font-size: 16pt; font-weight: bold; color: #5b3fd1; }}\n\
        .head .addr {{ font-size: 8.5pt; color: #616e7c; margin-top: 2px; }}\n\
        .head .doc {{ text-align: right; }}\n\
        .head .doc .t {{ font-size: 9pt; text-transform: uppercase; letter-spacing: 1px; color: #616e7c; }}\n\
        .head .doc .n {{ font-size: 20pt; font-weight: bold; }}\n\
        .cards {{ display: flex; gap: 10px; margin: 16px 0 20px; align-items: stretch; }}\n\
        .card {{ flex: 1; border: 1px solid #d9dee4; border-radius: 6px; padding: 9px 11px; line-height: 1.45; }}\n\
        .card h3 {{ margin: 0 0 5px; font-size: 8pt; text-transform: uppercase; letter-spacing: 0.6px; color: #5b3fd1; }}\n\
        .card table td {{ padding: 1px 8px 1px 0; vertical-align: top; }}\n\
        .card table td.k {{ color: #616e7c; white-space: nowrap; }}\n\
        .who {{ display: flex; gap: 9px; align-items: center; }}\n\
        .avatar {{ width: 34px; height: 34px; min-width: 34px; border-radius: 50%; background: #e4ddfb; color: #5b3fd1; \
                  font-weight: bold; display: flex; align-items: center; justify-content: center; }}\n\
        .who small {{ color: #616e7c; }}\n\
        table.items {{ width: 100%; }}\n\
        table.items th {{ text-align: left; font-size: 8pt; color: #616e7c; font-weight: bold; padding: 6px 5px; \
                         border-top: 1px solid #d9dee4; border-bottom: 1px solid #d9dee4; background: #f5f7fa; }}\n\
        table.items td {{ padding: 6px 5px; border-bottom: 1px solid #e9edf1; vertical-align: top; }}\n\
        table.items tr {{ break-inside: avoid; }}\n\
        .sku {{ color: #616e7c; font-family: \"Liberation Mono\"; font-size: 8pt; white-space: nowrap; }}\n\
        .bill {{ color: #616e7c; white-space: nowrap; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .end {{ display: flex; gap: 20px; margin-top: 16px; align-items: flex-start; break-inside: avoid; }}\n\
        .pay {{ flex: 1; line-height: 1.5; }}\n\
        .pay h3 {{ margin: 0 0 4px; font-size: 8pt; text-transform: uppercase; letter-spacing: 0.6px; color: #5b3fd1; }}\n\
        .sumcard {{ width: 44%; background: #f5f7fa; border-radius: 6px; padding: 8px 12px; }}\n\
        .sumcard table {{ width: 100%; }}\n\
        .sumcard td {{ padding: 3px 0; }}\n\
        .sumcard tr.total td {{ font-weight: bold; font-size: 12pt; border-top: 1px solid #c3cad3; padding-top: 7px; }}\n\
        {footer}"
    );
    let manager = MANAGERS[usize::try_from(seed).unwrap_or(0) % MANAGERS.len()];
    let initials: String = manager
        .split(' ')
        .filter_map(|w| w.chars().next())
        .collect();
    let email = format!(
        "{}@{}.co.uk",
        manager.to_lowercase().replace(' ', "."),
        mail_domain(p.vendor)
    );
    let mut info = vec![
        ("Invoice number", escape(&p.number)),
        ("Invoice date", p.date.clone()),
        ("Payment due", p.due.clone()),
    ];
    if let Some(po) = &p.po {
        info.push(("Customer PO", escape(po)));
    }
    info.push(("Currency", p.currency.to_string()));
    let info: String = info
        .iter()
        .map(|(k, v)| format!("<tr><td class=\"k\">{k}</td><td>{v}</td></tr>"))
        .collect();
    let (price_head, net_head) = if p.bare {
        (
            format!("Unit price ({})", p.currency),
            format!("Net amount ({})", p.currency),
        )
    } else {
        ("Unit price".to_string(), "Net amount".to_string())
    };
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.code.clone(), "sku"),
            (l.description.clone(), ""),
            (
                (if l.unit == "h" { "Hourly" } else { "One-time" }).to_string(),
                "bill",
            ),
            (l.quantity.clone(), "r"),
            (l.unit_price_money.clone(), "r"),
            ("0%".to_string(), "r"),
            (l.amount_money.clone(), "r"),
        ]
    });
    let (sort_code, account) = p.sort_code_and_account();
    let (street, town) = address_lines(p.customer_address);
    let body = format!(
        "<div class=\"head\"><div><div class=\"name\">{vendor}</div>\
         <div class=\"addr\">{street_v}, {city} \u{00B7} {phone}</div></div>\
         <div class=\"doc\"><div class=\"t\">Invoice</div><div class=\"n\">{number}</div></div></div>\n\
         <div class=\"cards\"><div class=\"card\"><h3>Billing account</h3><b>{customer}</b><br>Accounts Payable<br>\
         {street}<br>{town}<br><span style=\"color:#616e7c\">Account ID</span> ACC-{customer_no}</div>\
         <div class=\"card\"><h3>Invoice information</h3><table>{info}</table></div>\
         <div class=\"card\"><h3>Your account manager</h3><div class=\"who\"><div class=\"avatar\">{initials}</div>\
         <div><b>{manager}</b><br><small>{email}<br>Direct line {direct} ext. {ext}</small></div></div></div></div>\n\
         <table class=\"items\"><thead><tr><th>SKU</th><th>Product</th><th>Billing</th><th class=\"r\">Qty</th>\
         <th class=\"r\">{price_head}</th><th class=\"r\">Disc.</th><th class=\"r\">{net_head}</th></tr></thead>\
         <tbody>\n{items}</tbody></table>\n\
         <div class=\"end\"><div class=\"pay\"><h3>Payment details</h3>Please pay by bank transfer by <b>{due}</b>.<br>\
         Account name: {vendor}<br>Sort code: {sort_code} \u{00B7} Account no.: {account}<br>\
         Payment reference: {number}<br>Card payments: use the secure link in the e-mail this invoice came with.</div>\
         <div class=\"sumcard\"><table><tr><td>Net total</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>VAT {rate}%</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"total\"><td>Total due ({cur})</td><td class=\"r\">{total}</td></tr></table></div></div>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        number = escape(&p.number),
        customer = p.customer,
        customer_no = p.customer_number,
        direct = p.local_phone(),
        ext = 210 + seed % 80,
        due = p.due,
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = money_or_code(&p.tax, &p.tax_money, p),
        total = money_or_code(&p.total, &p.total_money, p),
        cur = p.currency,
    );
    page("A4", "Liberation Sans", &css, &body)
}

/// A Dutch invoice from an online invoicing app for small businesses, in
/// Dutch: the company's name as a wordmark at the top left and its address,
/// registration, VAT number and bank account stacked in small type at the
/// top right; the customer's address under the wordmark ("t.a.v.
/// crediteurenadministratie"), "Factuur" with the number as the heading and
/// beneath it grey labels beside values ("Factuurdatum / Vervaldatum /
/// Klantnummer / Uw kenmerk"); items as "Omschrijving / Aantal / Prijs / Btw
/// / Totaal" with the VAT rate on every line, "Subtotaal / … % btw over … /
/// Totaal" at the right, a tinted panel with a "Betaal nu" button and a QR
/// code for paying online beside the request to transfer the total by the
/// due date, and the company line with "Pagina x van y" at every foot.
pub fn factuur_betaallink(p: &Printed) -> String {
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!("\"{} \\00B7  {}, {}\"", p.vendor, p.street, p.city),
            ),
            (
                "bottom-right",
                "\"Pagina \" counter(page) \" van \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9.5pt; color: #263238; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
        .top {{ display: flex; justify-content: space-between; align-items: flex-start; }}\n\
        .mark {{ font-size: 19pt; font-weight: bold; color: #00897b; letter-spacing: -0.5px; }}\n\
        .company {{ text-align: right; font-size: 8pt; line-height: 1.5; color: #546e7a; }}\n\
        .company b {{ color: #263238; }}\n\
        .to {{ margin-top: 18px; line-height: 1.45; }}\n\
        h1 {{ font-size: 20pt; font-weight: normal; margin: 30px 0 10px; }}\n\
        h1 span {{ color: #00897b; }}\n\
        table.meta td {{ padding: 2px 18px 2px 0; }}\n\
        table.meta td.k {{ color: #78909c; }}\n\
        table.items {{ width: 100%; margin-top: 22px; }}\n\
        table.items th {{ text-align: left; font-weight: bold; font-size: 8.5pt; padding: 6px 4px; border-bottom: 2px solid #00897b; }}\n\
        table.items td {{ padding: 6px 4px; border-bottom: 1px solid #e0e6e8; }}\n\
        table.items tr {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        table.sums {{ margin: 10px 0 0 auto; min-width: 45%; break-inside: avoid; }}\n\
        table.sums td {{ padding: 3px 4px; }}\n\
        table.sums tr.total td {{ font-weight: bold; font-size: 11.5pt; border-top: 2px solid #263238; padding-top: 6px; }}\n\
        .pay {{ display: flex; gap: 18px; align-items: center; background: #e0f2f1; border-radius: 6px; padding: 12px 16px; \
               margin-top: 24px; break-inside: avoid; }}\n\
        .pay .text {{ flex: 1; line-height: 1.5; }}\n\
        .button {{ display: inline-block; background: #00897b; color: #fff; font-weight: bold; border-radius: 4px; \
                  padding: 6px 16px; margin-top: 6px; }}\n\
        .link {{ font-size: 8pt; color: #546e7a; margin-left: 8px; }}\n\
        .qr {{ width: 22mm; height: 22mm; border: 2px solid #000; background: #fff \
               repeating-conic-gradient(#000 0 25%, #fff 0 50%) 0 0 / 2.75mm 2.75mm; }}\n\
        .qrbox {{ text-align: center; font-size: 7pt; color: #546e7a; }}\n\
        .request {{ margin-top: 16px; line-height: 1.5; break-inside: avoid; }}\n\
        {footer}"
    );
    let seed = account_seed(p);
    let digits: String = p.iban.chars().filter(char::is_ascii_digit).collect();
    let (registry, vat, iban) = if p.city.contains("Amsterdam") {
        let vat_digits: String = p.vat_id.chars().filter(char::is_ascii_digit).collect();
        (
            format!("KvK {:08}", (seed * 7_331 + 3_402_117) % 100_000_000),
            format!("NL{vat_digits}B01"),
            format!(
                "NL{} INGB {} {} {}",
                &digits[..2],
                &digits[2..6],
                &digits[6..10],
                &digits[10..12]
            ),
        )
    } else if p.city.contains("Zurich") {
        (
            format!(
                "UID CHE-{}.{}.{}",
                &digits[2..5],
                &digits[5..8],
                &digits[8..11]
            ),
            format!(
                "CHE-{}.{}.{} MWST",
                &digits[2..5],
                &digits[5..8],
                &digits[8..11]
            ),
            p.iban.clone(),
        )
    } else {
        (
            format!(
                "HRB {} B, Amtsgericht Charlottenburg",
                100_000 + seed % 90_000
            ),
            p.vat_id.clone(),
            p.iban.clone(),
        )
    };
    let date = date_in(&p.date, Language::Dutch);
    let due = date_in(&p.due, Language::Dutch);
    let mut meta = vec![
        ("Factuurdatum", date),
        ("Vervaldatum", due.clone()),
        ("Klantnummer", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        meta.push(("Uw kenmerk", escape(po)));
    }
    let meta: String = meta
        .iter()
        .map(|(k, v)| format!("<tr><td class=\"k\">{k}</td><td>{v}</td></tr>"))
        .collect();
    let (price_head, total_head) = if p.bare {
        (
            format!("Prijs ({})", p.currency),
            format!("Totaal ({})", p.currency),
        )
    } else {
        ("Prijs".to_string(), "Totaal".to_string())
    };
    let rate = format!("{}%", p.tax_rate);
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.description.clone(), ""),
            (l.quantity.clone(), "r"),
            (l.unit_price_money.clone(), "r"),
            (rate.clone(), "r"),
            (l.amount_money.clone(), "r"),
        ]
    });
    let (street, town) = address_lines(p.customer_address);
    let subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p);
    let total = money_or_code(&p.total, &p.total_money, p);
    let token: String = format!("{:x}", seed * 48_271 + 9_973)
        .chars()
        .rev()
        .collect();
    let body = format!(
        "<div class=\"top\"><div><div class=\"mark\">{vendor}</div>\
         <div class=\"to\"><b>{customer}</b><br>t.a.v. crediteurenadministratie<br>{street}<br>{town}</div></div>\
         <div class=\"company\"><b>{vendor}</b><br>{street_v}<br>{city}<br>{phone}<br>administratie@{domain}<br>\
         {registry}<br>Btw-nr. {vat}<br>IBAN {iban}</div></div>\n\
         <h1>Factuur <span>{number}</span></h1>\n\
         <table class=\"meta\">{meta}</table>\n\
         <table class=\"items\"><thead><tr><th>Omschrijving</th><th class=\"r\">Aantal</th><th class=\"r\">{price_head}</th>\
         <th class=\"r\">Btw</th><th class=\"r\">{total_head}</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <table class=\"sums\"><tr><td>Subtotaal</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>{rate_n}% btw over {subtotal}</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"total\"><td>Totaal</td><td class=\"r\">{total}</td></tr></table>\n\
         <div class=\"pay\"><div class=\"text\"><b>Direct betalen?</b> Betaal deze factuur eenvoudig online met {methods}.<br><span class=\"button\">Betaal nu</span>\
         <span class=\"link\">pay.{domain}/f/{token}</span></div>\
         <div class=\"qrbox\"><div class=\"qr\"></div>Scan om te betalen</div></div>\n\
         <div class=\"request\">Wij verzoeken u vriendelijk het totaalbedrag van <b>{total}</b> vóór <b>{due}</b> over te maken \
         op rekeningnummer {iban} ten name van {vendor}, onder vermelding van factuurnummer {number}.<br>\
         Alle bedragen zijn in {cur}. Vragen over deze factuur? Bel {phone} of mail ons.</div>",
        vendor = escape(p.vendor),
        customer = p.customer,
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        domain = p.country_domain(),
        number = escape(&p.number),
        rate_n = p.tax_rate,
        tax = money_or_code(&p.tax, &p.tax_money, p),
        cur = p.currency,
        methods = if p.currency == "CHF" {
            "TWINT of creditcard"
        } else {
            "iDEAL, creditcard of Bancontact"
        },
    );
    page("A4", "Liberation Sans", &css, &body)
}

// Held out: a nineteenth round of seven, written the same way without
// looking at the extractor or at how it fares on any family above.

/// The lines of a document shared into the titles ("Titel") of a bill of
/// quantities: one title on a short invoice, two when it has more than four
/// lines, and titles of up to twelve lines on a long one.
fn titles_in_order(count: usize) -> Vec<std::ops::Range<usize>> {
    let size = match count {
        0..=4 => count.max(1),
        5..=8 => count.div_ceil(2),
        _ => 12,
    };
    (0..count)
        .step_by(size)
        .map(|start| start..(start + size).min(count))
        .collect()
}

/// A German building contractor's first progress invoice
/// ("Abschlagsrechnung") from its construction software, in German: the
/// firm's name and trades at the left with its contact lines at the right,
/// the small sender line over the client's address, beside it a framed
/// "Projektdaten" box ("Projekt-Nr. / Kunden-Nr. / Ihr Auftrag Nr. /
/// Auftrag vom / Bauleitung"), the heading "1. Abschlagsrechnung Nr. …"
/// with the date at the right end of the same line, a tinted box naming the
/// building project and the period of work, the items as a bill of
/// quantities ("OZ / Leistungsbeschreibung / Menge / Einheit / EP / GP")
/// grouped under titles each closed by its own sum, a "Zusammenstellung"
/// listing the titles and then "Gesamtleistung netto / abzüglich bisherige
/// Abschlagsrechnungen / Abschlagsbetrag netto / zzgl. … % USt. /
/// Zahlbetrag", the due date in the closing sentence, and the company's
/// register, tax and bank details with the page count at every foot.
pub fn abschlagsrechnung(p: &Printed) -> String {
    const TITLES: [&str; 6] = [
        "Lieferung Material und Geräte",
        "Montage und Einbau",
        "Inbetriebnahme und Prüfung",
        "Nebenleistungen",
        "Zusatzleistungen (Nachtrag 1)",
        "Zusatzleistungen (Nachtrag 2)",
    ];
    const SITES: [&str; 4] = [
        "Erweiterung Technikzentrale",
        "Umbau Laborgebäude, 2. OG",
        "Neubau Lagerhalle, Bauabschnitt 1",
        "Sanierung Werkstatt und Sozialräume",
    ];
    let seed = account_seed(p);
    let german = |printed: &str| date_in(printed, Language::German);
    let (register, tax_line) = if p.city.contains("Zurich") {
        (
            "Handelsregister des Kantons Zürich".to_string(),
            format!(
                "UID CHE-{}.{}.{} MWST",
                &p.vat_id[2..5],
                &p.vat_id[5..8],
                &p.vat_id[8..11]
            ),
        )
    } else if p.city.contains("Amsterdam") {
        (
            format!(
                "KvK Amsterdam {:08}",
                (seed * 7_331 + 3_402_117) % 100_000_000
            ),
            format!("USt-IdNr. {}", p.vat_id),
        )
    } else {
        (
            format!(
                "Amtsgericht Charlottenburg HRB {} B",
                100_000 + seed % 90_000
            ),
            format!("USt-IdNr. {}", p.vat_id),
        )
    };
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"{} \\00B7  {} \\00B7  {}\\A {register} \\00B7  {tax_line} \\00B7  IBAN {}\"",
                    p.vendor, p.street, p.city, p.iban
                ),
            ),
            (
                "bottom-right",
                "\"Seite \" counter(page) \" von \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9.5pt; color: #1b1b1b; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
        .top {{ display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 3px solid #b3541e; padding-bottom: 8px; }}\n\
        .firm {{ font-size: 18pt; font-weight: bold; color: #b3541e; }}\n\
        .trades {{ font-size: 8.5pt; color: #555; letter-spacing: 0.5px; }}\n\
        .contact {{ text-align: right; font-size: 8pt; line-height: 1.45; color: #444; }}\n\
        .mid {{ display: flex; justify-content: space-between; margin-top: 22px; }}\n\
        .window {{ width: 85mm; line-height: 1.4; }}\n\
        .sender {{ font-size: 7pt; text-decoration: underline; color: #555; margin-bottom: 6px; }}\n\
        .project {{ width: 72mm; border: 1px solid #8a8a8a; font-size: 8.5pt; }}\n\
        .project .cap {{ background: #8a8a8a; color: #fff; font-weight: bold; padding: 2px 6px; }}\n\
        .project table {{ width: 100%; }}\n\
        .project td {{ padding: 2px 6px; }}\n\
        .project td.k {{ color: #555; width: 45%; }}\n\
        .title {{ display: flex; justify-content: space-between; align-items: baseline; margin-top: 26px; }}\n\
        h1 {{ font-size: 15pt; margin: 0; }}\n\
        .title .date {{ font-size: 10pt; }}\n\
        .site {{ background: #f4ece6; border-left: 4px solid #b3541e; padding: 6px 10px; margin: 10px 0 12px; line-height: 1.5; }}\n\
        table.lv {{ width: 100%; }}\n\
        table.lv th {{ text-align: left; font-size: 8.5pt; border-top: 1px solid #000; border-bottom: 1px solid #000; padding: 4px 4px; }}\n\
        table.lv td {{ padding: 3px 4px; vertical-align: top; }}\n\
        table.lv tr {{ break-inside: avoid; }}\n\
        table.lv tr.titel td {{ font-weight: bold; padding-top: 9px; }}\n\
        table.lv tr.sum td {{ border-top: 1px solid #999; font-weight: bold; padding-bottom: 6px; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .recap {{ break-inside: avoid; margin-top: 16px; }}\n\
        .recap h2 {{ font-size: 10.5pt; margin: 0 0 4px; }}\n\
        table.zs {{ width: 62%; margin-left: auto; }}\n\
        table.zs td {{ padding: 2px 4px; }}\n\
        table.zs tr.line td {{ border-top: 1px solid #000; }}\n\
        table.zs tr.pay td {{ font-weight: bold; font-size: 11pt; border-top: 1px solid #000; border-bottom: 3px double #000; }}\n\
        .close {{ margin-top: 16px; line-height: 1.5; break-inside: avoid; }}\n\
        {footer}"
    );
    let titles = titles_in_order(p.lines.len());
    let mark = p.currency;
    let mut lv = format!(
        "<table class=\"lv\"><thead><tr><th>OZ</th><th>Leistungsbeschreibung</th><th class=\"r\">Menge</th>\
         <th>Einheit</th><th class=\"r\">EP {mark}</th><th class=\"r\">GP {mark}</th></tr></thead><tbody>\n"
    );
    let mut recap = String::new();
    for (t, range) in titles.iter().enumerate() {
        let name = TITLES[t % TITLES.len()];
        lv.push_str(&format!(
            "<tr class=\"titel\"><td>{:02}</td><td colspan=\"5\">{name}</td></tr>\n",
            t + 1
        ));
        for (k, l) in p.lines[range.clone()].iter().enumerate() {
            lv.push_str(&format!(
                "<tr><td>{:02}.{:04}</td><td>{}</td><td class=\"r\">{}</td><td>{}</td>\
                 <td class=\"r\">{}</td><td class=\"r\">{}</td></tr>\n",
                t + 1,
                (k + 1) * 10,
                escape(&l.description),
                l.quantity,
                if l.unit == "h" { "Std" } else { "Stk" },
                l.unit_price,
                l.amount,
            ));
        }
        let sum = p.bare_number(p.lines[range.clone()].iter().map(|l| l.amount_cents).sum());
        lv.push_str(&format!(
            "<tr class=\"sum\"><td></td><td colspan=\"4\">Summe Titel {:02} {name}</td><td class=\"r\">{sum}</td></tr>\n",
            t + 1
        ));
        recap.push_str(&format!(
            "<tr><td>Titel {:02} {name}</td><td class=\"r\">{sum}</td></tr>",
            t + 1
        ));
    }
    lv.push_str("</tbody></table>\n");
    let subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p);
    let total = money_or_code(&p.total, &p.total_money, p);
    let mut project = vec![
        ("Projekt-Nr.", format!("P-26-{:04}", seed % 10_000)),
        ("Kunden-Nr.", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        project.push(("Ihr Auftrag Nr.", escape(po)));
        project.push((
            "Auftrag vom",
            german(&p.date_like(days_before(p.date_ymd, 41))),
        ));
    }
    project.push((
        "Bauleitung",
        ["Dipl.-Ing. T. Krüger", "M. Schröder", "B.Eng. L. Yilmaz"][(seed % 3) as usize]
            .to_string(),
    ));
    let project: String = project
        .iter()
        .map(|(k, v)| format!("<tr><td class=\"k\">{k}</td><td>{v}</td></tr>"))
        .collect();
    let (street, town) = address_lines(p.customer_address);
    let period = format!(
        "{} bis {}",
        german(&p.date_like(days_before(p.date_ymd, 30))),
        german(&p.date_like(days_before(p.date_ymd, 2)))
    );
    let body = format!(
        "<div class=\"top\"><div><div class=\"firm\">{vendor}</div>\
         <div class=\"trades\">Bauausführung \u{00B7} Technische Gebäudeausrüstung \u{00B7} Service</div></div>\
         <div class=\"contact\">{street_v}<br>{city}<br>Tel. {phone}<br>rechnung@{domain}<br>www.{domain}</div></div>\n\
         <div class=\"mid\"><div class=\"window\"><div class=\"sender\">{vendor} \u{00B7} {street_v} \u{00B7} {city}</div>\
         {customer}<br>Technische Abteilung / Rechnungseingang<br>{street}<br>{town}</div>\
         <div class=\"project\"><div class=\"cap\">Projektdaten</div><table>{project}</table></div></div>\n\
         <div class=\"title\"><h1>1. Abschlagsrechnung Nr. {number}</h1><div class=\"date\">Datum: {date}</div></div>\n\
         <div class=\"site\"><b>Bauvorhaben:</b> {site}, {customer}, {address}<br>\
         <b>Leistungszeitraum:</b> {period}<br>\
         <b>Abrechnungsgrundlage:</b> Aufmaß und Leistungsstand vom {state}</div>\n\
         <p>Sehr geehrte Damen und Herren,<br>entsprechend dem erreichten Leistungsstand berechnen wir Ihnen \
         gemäß § 632a BGB folgende Abschlagszahlung:</p>\n\
         {lv}\
         <div class=\"recap\"><h2>Zusammenstellung</h2><table class=\"zs\">{recap}\
         <tr class=\"line\"><td>Gesamtleistung netto (Leistungsstand)</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>abzüglich bisherige Abschlagsrechnungen</td><td class=\"r\">{zero}</td></tr>\
         <tr class=\"line\"><td>Abschlagsbetrag netto</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>zzgl. {rate} % USt.</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"pay\"><td>Zahlbetrag brutto</td><td class=\"r\">{total}</td></tr></table></div>\n\
         <div class=\"close\">Bitte überweisen Sie den Zahlbetrag von <b>{total}</b> bis zum <b>{due}</b> ohne Abzug \
         auf das unten genannte Konto unter Angabe der Rechnungsnummer {number}. Abschlagszahlungen werden in der \
         Schlussrechnung verrechnet.<br><br>Mit freundlichen Grüßen<br>{vendor}</div>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        domain = p.country_domain(),
        customer = p.customer,
        address = p.customer_address,
        number = escape(&p.number),
        date = german(&p.date),
        site = SITES[(seed % 4) as usize],
        state = german(&p.date_like(days_before(p.date_ymd, 2))),
        zero = p.money_like(0),
        rate = p.tax_rate,
        tax = money_or_code(&p.tax, &p.tax_money, p),
        due = german(&p.due),
    );
    page("A4", "Liberation Sans", &css, &body)
}

/// A date as Belgian software prints it, day first with slashes
/// ("03/03/2026"), or in the ISO form where the document prints that.
fn belgian_date(printed: &str, (year, month, day): (i32, u32, u32)) -> String {
    if printed.as_bytes().get(4) == Some(&b'-') {
        printed.to_string()
    } else {
        format!("{day:02}/{month:02}/{year}")
    }
}

/// A Belgian structured payment reference ("communication structurée",
/// "gestructureerde mededeling"): ten digits from the invoice and customer
/// numbers and their remainder by 97 (97 for none) as two check digits.
fn communication_structuree(p: &Printed) -> String {
    let digits: String = format!("{}{}", p.customer_number, p.number)
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

/// A Brussels firm's invoice from a Belgian online invoicing app, every
/// label in French with the Dutch beneath it in grey italics: the firm's
/// name as a wordmark at the top left and "FACTURE · FACTUUR" with the
/// number in large type at the right; the customer's block ("Facturé à /
/// Gefactureerd aan") with its VAT number at the left and at the right a
/// stack of bilingual labels each beside its value ("Date de facture /
/// Factuurdatum", "Date d'échéance / Vervaldatum", "N° client /
/// Klantnummer", "Bon de commande / Bestelbon"); items as "Description /
/// Omschrijving", "Quantité / Aantal", "Prix unitaire / Eenheidsprijs",
/// "TVA / Btw", "Total HTVA / Totaal excl. btw"; "Total HTVA / TVA … % /
/// Total TVAC" with "À payer / Te betalen" in a dark band; a payment panel
/// with the IBAN, BIC, structured communication and due date beside a QR
/// code to pay by banking app; and the general terms in both languages with
/// the page count at the foot.
pub fn facture_factuur_bilingue(p: &Printed) -> String {
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"{} \\00B7  {} \\00B7  {} \\00B7  TVA/Btw {}\"",
                    p.vendor, p.street, p.city, p.vat_id
                ),
            ),
            (
                "bottom-right",
                "\"Page \" counter(page) \"/\" counter(pages) \" \\00B7  Pagina \" counter(page) \"/\" counter(pages)"
                    .to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9.5pt; color: #1e2a35; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
        .nl {{ display: block; color: #7b8794; font-style: italic; font-size: 8pt; font-weight: normal; }}\n\
        .head {{ display: flex; justify-content: space-between; align-items: flex-start; }}\n\
        .word {{ font-size: 20pt; font-weight: bold; color: #c0392b; }}\n\
        .word small {{ display: block; font-size: 8pt; color: #555; font-weight: normal; margin-top: 3px; line-height: 1.45; }}\n\
        .doc {{ text-align: right; }}\n\
        .doc .kind {{ font-size: 9pt; letter-spacing: 3px; color: #7b8794; }}\n\
        .doc .no {{ font-size: 22pt; font-weight: bold; }}\n\
        .parties {{ display: flex; justify-content: space-between; margin-top: 26px; }}\n\
        .client {{ width: 48%; line-height: 1.45; }}\n\
        .cap {{ font-size: 8pt; text-transform: uppercase; letter-spacing: 1px; color: #c0392b; font-weight: bold; margin-bottom: 4px; }}\n\
        .cap .nl {{ display: inline; text-transform: none; letter-spacing: 0; margin-left: 4px; }}\n\
        table.meta {{ width: 46%; }}\n\
        table.meta td {{ padding: 3px 0; border-bottom: 1px solid #e5e8eb; vertical-align: top; }}\n\
        table.meta td.v {{ text-align: right; font-weight: bold; }}\n\
        table.items {{ width: 100%; margin-top: 26px; }}\n\
        table.items th {{ text-align: left; font-size: 8.5pt; padding: 5px 5px; background: #f1f3f5; border-bottom: 2px solid #1e2a35; vertical-align: bottom; }}\n\
        table.items td {{ padding: 5px 5px; border-bottom: 1px solid #e5e8eb; }}\n\
        table.items tr {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        table.sums {{ width: 48%; margin: 12px 0 0 auto; break-inside: avoid; }}\n\
        table.sums td {{ padding: 4px 6px; vertical-align: top; }}\n\
        table.sums tr.pay td {{ background: #1e2a35; color: #fff; font-weight: bold; font-size: 11.5pt; }}\n\
        table.sums tr.pay .nl {{ color: #c9d1d9; }}\n\
        .payment {{ display: flex; justify-content: space-between; gap: 20px; margin-top: 22px; border: 1px solid #d0d5da; \
                    border-radius: 4px; padding: 10px 14px; break-inside: avoid; }}\n\
        .payment table td {{ padding: 2px 14px 2px 0; vertical-align: top; }}\n\
        .payment .k {{ color: #555; }}\n\
        .ref {{ font-family: \"Liberation Mono\"; font-weight: bold; font-size: 10.5pt; }}\n\
        .qr {{ width: 24mm; height: 24mm; border: 2px solid #000; \
               background: repeating-conic-gradient(#000 0 25%, #fff 0 50%) 0 0 / 3mm 3mm; }}\n\
        .qrbox {{ text-align: center; font-size: 7pt; color: #555; }}\n\
        .terms {{ margin-top: 18px; font-size: 7.5pt; color: #555; line-height: 1.4; break-inside: avoid; }}\n\
        {footer}"
    );
    let seed = account_seed(p);
    let both = |fr: &str, nl: &str| format!("{fr}<span class=\"nl\">{nl}</span>");
    let date = belgian_date(&p.date, p.date_ymd);
    let due = belgian_date(&p.due, p.due_ymd);
    let mut meta = vec![
        (both("Date de facture", "Factuurdatum"), date),
        (both("Date d'échéance", "Vervaldatum"), due.clone()),
        (both("N° client", "Klantnummer"), p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        meta.push((both("Bon de commande", "Bestelbon"), escape(po)));
    }
    let meta: String = meta
        .iter()
        .map(|(k, v)| format!("<tr><td>{k}</td><td class=\"v\">{v}</td></tr>"))
        .collect();
    let rate = format!("{} %", p.tax_rate);
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.description.clone(), ""),
            (l.quantity.clone(), "r"),
            (l.unit_price_money.clone(), "r"),
            (rate.clone(), "r"),
            (l.amount_money.clone(), "r"),
        ]
    });
    let (street, town) = address_lines(p.customer_address);
    let bic = match p.currency {
        "CHF" => "UBSWCHZH80A",
        _ => ["GEBABEBB", "KREDBEBB", "BBRUBEBB"][(seed % 3) as usize],
    };
    let total = money_or_code(&p.total, &p.total_money, p);
    let currency_note = if p.bare {
        format!(
            "<p>Montants en {cur}. <i style=\"color:#7b8794\">Bedragen in {cur}.</i></p>",
            cur = p.currency
        )
    } else {
        String::new()
    };
    let body = format!(
        "<div class=\"head\"><div class=\"word\">{vendor}<small>{street_v}, {city}<br>Tél./Tel. {phone}<br>\
         facturation@{domain}<br>TVA/Btw {vat}</small></div>\
         <div class=\"doc\"><div class=\"kind\">FACTURE \u{00B7} FACTUUR</div><div class=\"no\">N° {number}</div></div></div>\n\
         <div class=\"parties\"><div class=\"client\"><div class=\"cap\">Facturé à<span class=\"nl\">Gefactureerd aan</span></div>\
         <b>{customer}</b><br>Service comptabilité / Boekhouding<br>{street}<br>{town}</div>\
         <table class=\"meta\">{meta}</table></div>\n\
         {currency_note}\
         <table class=\"items\"><thead><tr><th>{h_desc}</th><th class=\"r\">{h_qty}</th><th class=\"r\">{h_price}</th>\
         <th class=\"r\">{h_vat}</th><th class=\"r\">{h_total}</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <table class=\"sums\"><tr><td>{s_net}</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>{s_vat}</td><td class=\"r\">{tax}</td></tr>\
         <tr><td>{s_gross}</td><td class=\"r\">{total}</td></tr>\
         <tr class=\"pay\"><td>{s_pay}</td><td class=\"r\">{total}</td></tr></table>\n\
         <div class=\"payment\"><div><div class=\"cap\">Paiement<span class=\"nl\">Betaling</span></div>\
         <table><tr><td class=\"k\">IBAN</td><td>{iban}</td></tr><tr><td class=\"k\">BIC</td><td>{bic}</td></tr>\
         <tr><td class=\"k\">{s_ref}</td><td class=\"ref\">{reference}</td></tr>\
         <tr><td class=\"k\">{s_due}</td><td><b>{due}</b></td></tr></table></div>\
         <div class=\"qrbox\"><div class=\"qr\"></div>Scannez pour payer<br>Scan om te betalen</div></div>\n\
         <div class=\"terms\"><b>Conditions générales.</b> Nos factures sont payables à l'échéance indiquée. \
         Tout montant impayé à l'échéance produit de plein droit un intérêt de retard conforme à la loi du \
         2 août 2002 et une indemnité forfaitaire de 10 %.<br><b>Algemene voorwaarden.</b> Onze facturen zijn \
         betaalbaar op de vermelde vervaldag. Elk onbetaald bedrag brengt van rechtswege een verwijlintrest op \
         volgens de wet van 2 augustus 2002 en een forfaitaire vergoeding van 10 %.</div>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        domain = p.country_domain(),
        vat = p.vat_id,
        number = escape(&p.number),
        customer = p.customer,
        h_desc = both("Description", "Omschrijving"),
        h_qty = both("Quantité", "Aantal"),
        h_price = both("Prix unitaire", "Eenheidsprijs"),
        h_vat = both("TVA", "Btw"),
        h_total = both("Total HTVA", "Totaal excl. btw"),
        s_net = both("Total HTVA", "Totaal excl. btw"),
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        s_vat = both(&format!("TVA {rate}"), &format!("Btw {rate}")),
        tax = money_or_code(&p.tax, &p.tax_money, p),
        s_gross = both("Total TVAC", "Totaal incl. btw"),
        s_pay = both("À payer", "Te betalen"),
        iban = p.iban,
        s_ref = both("Communication", "Mededeling"),
        reference = communication_structuree(p),
        s_due = both("Échéance", "Vervaldag"),
    );
    page("A4", "Liberation Sans", &css, &body)
}

/// A date as a Spanish shop prints it: written out in Spanish ("3 de marzo
/// de 2026") where the document writes dates out, ISO where it prints
/// those, and otherwise day first with slashes ("03/03/2026").
fn spanish_date(printed: &str, (year, month, day): (i32, u32, u32)) -> String {
    if printed.as_bytes().get(4) == Some(&b'-') {
        printed.to_string()
    } else if printed.contains(' ') {
        date_in(printed, Language::Spanish)
    } else {
        format!("{day:02}/{month:02}/{year}")
    }
}

/// A Spanish online shop's invoice for a business customer, as the PDF
/// invoice plug-in of its shop software prints it, in Spanish: the shop's
/// name as its logo with a tagline at the left and its address and CIF at
/// the right, "FACTURA" in large type, then three columns: "Dirección de
/// facturación" with the customer's e-mail, "Dirección de envío", and the
/// order data as "label: value" lines ("Número de factura / Fecha de
/// factura / Fecha de vencimiento / Número del pedido / Fecha del pedido /
/// Orden de compra / Método de pago"); the items as "Producto / Cantidad /
/// Precio unitario / Total" under a dark band with the SKU in grey under
/// each product, "Subtotal / Envío / IVA … % / Total" at the right, the bank
/// transfer instructions with the due date, and the shop's registry line
/// with the page count at every foot.
pub fn factura_tienda(p: &Printed) -> String {
    let seed = account_seed(p);
    let domain = p.vendor_domain();
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-center",
                format!(
                    "\"{} \\00B7  Inscrita en el Registro Mercantil \\00B7  CIF {} \\00B7  tienda.{domain}.es\"",
                    p.vendor, p.vat_id
                ),
            ),
            (
                "bottom-right",
                "\"Página \" counter(page) \" de \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9.5pt; color: #333; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
        .head {{ display: flex; justify-content: space-between; align-items: flex-start; }}\n\
        .logo {{ font-size: 21pt; font-weight: bold; color: #2a7ab0; }}\n\
        .logo small {{ display: block; font-size: 8.5pt; font-weight: normal; color: #888; }}\n\
        .shop {{ text-align: right; font-size: 8.5pt; line-height: 1.45; }}\n\
        h1 {{ font-size: 24pt; font-weight: normal; text-transform: uppercase; margin: 26px 0 14px; letter-spacing: 1px; }}\n\
        .cols {{ display: flex; gap: 18px; }}\n\
        .cols > div {{ flex: 1; line-height: 1.45; }}\n\
        .cols > div.data {{ flex: 1.45; }}\n\
        .cols h3 {{ font-size: 9pt; margin: 0 0 4px; }}\n\
        table.order td {{ padding: 1px 6px 1px 0; vertical-align: top; }}\n\
        table.order td.k, table.order td.n {{ white-space: nowrap; }}\n\
        table.items {{ width: 100%; margin-top: 24px; }}\n\
        table.items th {{ background: #333; color: #fff; text-align: left; padding: 6px; font-weight: bold; }}\n\
        table.items td {{ padding: 6px; border-bottom: 1px solid #ddd; vertical-align: top; }}\n\
        table.items tr {{ break-inside: avoid; }}\n\
        .sku {{ display: block; font-size: 7.5pt; color: #999; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .c {{ text-align: center !important; }}\n\
        table.totals {{ width: 42%; margin: 0 0 0 auto; break-inside: avoid; }}\n\
        table.totals th {{ text-align: left; padding: 6px; border-bottom: 1px solid #ddd; font-weight: normal; }}\n\
        table.totals td {{ padding: 6px; border-bottom: 1px solid #ddd; text-align: right; }}\n\
        table.totals tr.grand th, table.totals tr.grand td {{ font-weight: bold; font-size: 11pt; border-top: 2px solid #333; border-bottom: 2px solid #333; }}\n\
        .notes {{ margin-top: 24px; line-height: 1.5; break-inside: avoid; }}\n\
        .notes h3 {{ font-size: 9.5pt; margin: 0 0 4px; }}\n\
        {footer}"
    );
    let date = spanish_date(&p.date, p.date_ymd);
    let due = spanish_date(&p.due, p.due_ymd);
    let ordered = days_before(p.date_ymd, 1 + (seed % 3) as u32);
    let order_date = spanish_date(&p.date_like(ordered), ordered);
    let mut order = vec![
        ("Número de factura:", escape(&p.number)),
        ("Fecha de factura:", date),
        ("Fecha de vencimiento:", due.clone()),
        ("Número del pedido:", (10_000 + seed % 9_000).to_string()),
        ("Fecha del pedido:", order_date),
    ];
    if let Some(po) = &p.po {
        order.push(("Orden de compra:", escape(po)));
    }
    order.push(("Método de pago:", "Transferencia bancaria".to_string()));
    let order: String = order
        .iter()
        .map(|(k, v)| {
            let class = if k.starts_with("Método") { "" } else { "n" };
            format!("<tr><td class=\"k\">{k}</td><td class=\"{class}\">{v}</td></tr>")
        })
        .collect();
    let items: String = p
        .lines
        .iter()
        .map(|l| {
            format!(
                "<tr><td>{}<span class=\"sku\">SKU: {}</span></td><td class=\"c\">{}</td>\
                 <td class=\"r\">{}</td><td class=\"r\">{}</td></tr>\n",
                escape(&l.description),
                l.code,
                l.quantity,
                l.unit_price_money,
                l.amount_money,
            )
        })
        .collect();
    let (street, town) = address_lines(p.customer_address);
    let total = money_or_code(&p.total, &p.total_money, p);
    let currency_note = if p.bare {
        format!(" Todos los importes en {}.", p.currency)
    } else {
        String::new()
    };
    let body = format!(
        "<div class=\"head\"><div class=\"logo\">{vendor}<small>Suministros profesionales \u{00B7} envío en 24/48 h</small></div>\
         <div class=\"shop\"><b>{vendor}</b><br>{street_v}<br>{city}<br>CIF: {vat}<br>pedidos@{domain}.es<br>Tel. {phone}</div></div>\n\
         <h1>Factura</h1>\n\
         <div class=\"cols\"><div><h3>Dirección de facturación</h3>{customer}<br>{street}<br>{town}<br>\
         cuentas@{customer_domain}.com</div>\
         <div><h3>Dirección de envío</h3>{customer}<br>A/A Recepción de mercancías<br>{street}<br>{town}</div>\
         <div class=\"data\"><table class=\"order\">{order}</table></div></div>\n\
         <table class=\"items\"><thead><tr><th>Producto</th><th class=\"c\">Cantidad</th><th class=\"r\">Precio unitario</th>\
         <th class=\"r\">Total</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <table class=\"totals\"><tr><th>Subtotal</th><td>{subtotal}</td></tr>\
         <tr><th>Envío</th><td>Envío gratuito</td></tr>\
         <tr><th>IVA ({rate} %)</th><td>{tax}</td></tr>\
         <tr class=\"grand\"><th>Total</th><td>{total}</td></tr></table>\n\
         <div class=\"notes\"><h3>Instrucciones de pago</h3>Ha elegido pagar por transferencia bancaria. Le rogamos \
         que realice el pago de <b>{total}</b> antes del <b>{due}</b> a la cuenta IBAN {iban} a nombre de {vendor}, \
         indicando el número de factura {number} como concepto.{currency_note}<br><br>\
         Gracias por su compra.</div>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        vat = p.vat_id,
        phone = p.local_phone(),
        customer = p.customer,
        customer_domain = p
            .customer
            .split(' ')
            .next()
            .unwrap_or(p.customer)
            .to_lowercase(),
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = money_or_code(&p.tax, &p.tax_money, p),
        iban = p.iban,
        number = escape(&p.number),
    );
    page("A4", "Liberation Sans", &css, &body)
}

/// A US consultancy's invoice sent as one PDF with its covering letter in
/// front: the first page a letter on the firm's letterhead (the date, the
/// client's accounts payable address, a "Re:" line naming the invoice and the
/// client's purchase order, a paragraph giving the amount and the date it is
/// due, and a signature), then the invoice itself on the next page: the firm
/// at the left and "INVOICE" at the right, a ruled grid of labels over values
/// ("Invoice No. / Invoice Date / Client P.O. / Terms / Due Date"), "Bill To"
/// beside "Remit To", the items as "No. / Description / Quantity / Unit Rate
/// / Amount" with the currency in the headings, "Total fees and expenses /
/// Sales tax / Invoice total" at the right, the ACH and check instructions,
/// and the firm's line with the page count at every foot.
pub fn cover_letter(p: &Printed) -> String {
    const SIGNERS: [(&str, &str); 4] = [
        ("Margaret A. Ellison", "Director, Client Accounts"),
        ("David R. Okafor", "Engagement Manager"),
        ("Laura Kim", "Controller"),
        ("James T. Whitfield", "Principal"),
    ];
    let seed = account_seed(p);
    let (signer, title) = SIGNERS[usize::try_from(seed).unwrap_or(0) % SIGNERS.len()];
    let domain = mail_domain(p.vendor);
    let email = format!(
        "{}@{domain}.com",
        signer.split(' ').next().unwrap_or(signer).to_lowercase()
    );
    let footer = page_footer(
        "Liberation Serif",
        &[
            (
                "bottom-left",
                format!(
                    "\"{} \\00B7  {}, {} \\00B7  {}\"",
                    p.vendor,
                    p.street,
                    p.city,
                    p.local_phone()
                ),
            ),
            (
                "bottom-right",
                "\"Page \" counter(page) \" of \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-family: \"Liberation Serif\"; font-size: 11pt; color: #1d1d1d; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
        .lh {{ text-align: center; border-bottom: 1.5px solid #2c3e50; padding-bottom: 6px; }}\n\
        .lh .name {{ font-size: 20pt; letter-spacing: 2px; font-variant: small-caps; color: #2c3e50; }}\n\
        .lh .sub {{ font-size: 9pt; color: #555; margin-top: 2px; }}\n\
        .letter {{ break-after: page; line-height: 1.4; }}\n\
        .letter .date {{ margin: 28px 0 20px; }}\n\
        .letter .re {{ margin: 20px 0 14px; font-weight: bold; }}\n\
        .letter p {{ margin: 0 0 11px; text-align: justify; }}\n\
        .sign {{ margin-top: 44px; }}\n\
        .encl {{ margin-top: 28px; font-size: 10pt; }}\n\
        .inv {{ font-family: \"Liberation Sans\"; font-size: 9.5pt; }}\n\
        .ihead {{ display: flex; justify-content: space-between; align-items: flex-start; }}\n\
        .ihead .name {{ font-family: \"Liberation Serif\"; font-size: 17pt; font-weight: bold; color: #2c3e50; }}\n\
        .ihead .addr {{ font-size: 8.5pt; color: #555; line-height: 1.4; }}\n\
        .ihead .title {{ font-size: 24pt; letter-spacing: 4px; color: #2c3e50; }}\n\
        table.grid {{ width: 100%; margin: 18px 0 14px; }}\n\
        table.grid th {{ font-size: 7.5pt; text-transform: uppercase; letter-spacing: 0.5px; color: #555; font-weight: normal; \
                        text-align: left; border: 1px solid #9aa5b1; border-bottom: none; padding: 4px 6px 0; background: #eef1f4; }}\n\
        table.grid td {{ border: 1px solid #9aa5b1; border-top: none; padding: 2px 6px 5px; font-size: 10pt; background: #eef1f4; }}\n\
        .parties {{ display: flex; gap: 16px; margin-bottom: 16px; }}\n\
        .parties div {{ flex: 1; border: 1px solid #d5dbe1; padding: 7px 9px; line-height: 1.4; }}\n\
        .parties h4 {{ margin: 0 0 3px; font-size: 7.5pt; text-transform: uppercase; letter-spacing: 0.5px; color: #555; }}\n\
        table.items {{ width: 100%; }}\n\
        table.items th {{ text-align: left; font-size: 8.5pt; padding: 5px 6px; border-top: 1.5px solid #2c3e50; border-bottom: 1px solid #2c3e50; }}\n\
        table.items td {{ padding: 5px 6px; border-bottom: 1px solid #e1e5ea; vertical-align: top; }}\n\
        table.items tr {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        table.sums {{ margin: 10px 0 0 auto; min-width: 48%; break-inside: avoid; }}\n\
        table.sums td {{ padding: 3px 6px; }}\n\
        table.sums tr.total td {{ font-weight: bold; font-size: 11pt; border-top: 3px double #2c3e50; padding-top: 6px; }}\n\
        .remit {{ margin-top: 20px; border-top: 1px solid #d5dbe1; padding-top: 8px; font-size: 8.5pt; line-height: 1.5; break-inside: avoid; }}\n\
        {footer}"
    );
    let (street, town) = address_lines(p.customer_address);
    let terms = days_between(p.date_ymd, p.due_ymd);
    let total = money_or_code(&p.total, &p.total_money, p);
    let number = escape(&p.number);
    let re = match &p.po {
        Some(po) => format!(
            "Re:&nbsp; Invoice No. {number}<br>\
             <span style=\"padding-left: 2.4em\">Your Purchase Order No. {}</span>",
            escape(po)
        ),
        None => format!("Re:&nbsp; Invoice No. {number}"),
    };
    let under = match &p.po {
        Some(po) => format!(", issued under your Purchase Order No. {}", escape(po)),
        None => String::new(),
    };
    let letter = format!(
        "<div class=\"letter\">\
         <div class=\"lh\"><div class=\"name\">{vendor}</div>\
         <div class=\"sub\">{street_v} \u{00B7} {city} \u{00B7} Tel. {phone} \u{00B7} www.{domain}.com</div></div>\n\
         <div class=\"date\">{date}</div>\n\
         <div>{customer}<br>Attn: Accounts Payable<br>{street}<br>{town}</div>\n\
         <div class=\"re\">{re}</div>\n\
         <p>Dear Accounts Payable Team:</p>\n\
         <p>Enclosed please find our invoice No. {number} dated {date} in the amount of {total} for the \
         products and professional services we provided to {customer}{under}. An itemized statement of the \
         charges is attached.</p>\n\
         <p>Payment is due on or before {due}, {terms} days from the invoice date. You may pay by ACH transfer \
         or by check payable to {vendor}; the remittance details are shown at the foot of the invoice. \
         Please include the invoice number with your payment so that we can apply it promptly.</p>\n\
         <p>Thank you for the opportunity to work with your team. If you have any questions about this \
         invoice, please do not hesitate to contact me at {phone} or {email}.</p>\n\
         <p>Sincerely,</p>\n\
         <div class=\"sign\">{signer}<br>{title}<br>{vendor}</div>\n\
         <div class=\"encl\">Enclosure: Invoice No. {number}</div></div>\n",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        date = p.date,
        customer = p.customer,
        due = p.due,
    );
    let mut grid = vec![
        ("Invoice No.", p.number.clone()),
        ("Invoice Date", p.date.clone()),
    ];
    if let Some(po) = &p.po {
        grid.push(("Client P.O.", po.clone()));
    }
    grid.push(("Terms", format!("Net {terms}")));
    grid.push(("Due Date", p.due.clone()));
    let grid = labels_above("grid", &grid);
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.position.clone(), ""),
            (l.description.clone(), ""),
            (l.quantity.clone(), "r"),
            (l.unit_price.clone(), "r"),
            (l.amount.clone(), "r"),
        ]
    });
    let routing = format!("{:09}", (seed * 7_919 + 121_000_358) % 1_000_000_000);
    let account = format!("{:010}", (seed * 104_729 + 3_300_000_017) % 10_000_000_000);
    let invoice = format!(
        "<div class=\"inv\">\
         <div class=\"ihead\"><div><div class=\"name\">{vendor}</div>\
         <div class=\"addr\">{street_v}<br>{city}<br>Tel. {phone}</div></div>\
         <div class=\"title\">INVOICE</div></div>\n\
         {grid}\n\
         <div class=\"parties\"><div><h4>Bill To</h4>{customer}<br>Attn: Accounts Payable<br>{street}<br>{town}</div>\
         <div><h4>Remit To</h4>{vendor}<br>Attn: Accounts Receivable<br>{street_v}<br>{city}</div></div>\n\
         <table class=\"items\"><thead><tr><th>No.</th><th>Description</th><th class=\"r\">Quantity</th>\
         <th class=\"r\">Unit Rate ({cur})</th><th class=\"r\">Amount ({cur})</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <table class=\"sums\"><tr><td>Total fees and expenses</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Sales tax ({rate}%)</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"total\"><td>Invoice total</td><td class=\"r\">{total}</td></tr></table>\n\
         <div class=\"remit\"><b>Remittance.</b> Payment is due by {due}. ACH: {vendor}, routing number {routing}, \
         account number {account}. Checks: payable to {vendor}, mailed to the Remit To address above. \
         Please reference invoice No. {number} on all payments. All amounts are in {cur}.</div></div>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        customer = p.customer,
        cur = p.currency,
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = money_or_code(&p.tax, &p.tax_money, p),
        due = p.due,
    );
    page(
        "letter",
        "Liberation Serif",
        &css,
        &format!("{letter}{invoice}"),
    )
}

/// A UK freelancer's invoice kept as a page in an all-in-one workspace app
/// and printed to PDF from it: a cover strip with the page icon over its
/// edge, the title "Invoice …", then the page's properties as rows of a small
/// glyph and a grey name beside the value ("Invoice no.", "Status" as a
/// coloured tag, "Client", "Issued", "Due", "PO number", "Currency"), a
/// divider, "From" and "Bill to" in two columns, a "Line items" heading over
/// a simple table with light grid lines whose numbers are left-aligned like
/// the text ("Item / Qty / Rate / Amount"), the totals as a second small
/// table beneath it at the left, a callout asking for the total by the due
/// date, and the bank details as a bulleted list; no page numbers.
pub fn workspace_properties(p: &Printed) -> String {
    let css = "body { font-family: \"DejaVu Sans\"; font-size: 9.5pt; color: #37352f; -webkit-print-color-adjust: exact; print-color-adjust: exact; }\n\
        .cover { height: 84px; margin: 0 -15mm; background: linear-gradient(100deg, #c9d8e8 0%, #e8d9c4 55%, #f3e7d3 100%); }\n\
        .icon { width: 58px; height: 58px; margin: -30px 0 0 6px; }\n\
        h1 { font-size: 25pt; margin: 8px 0 14px; font-weight: bold; }\n\
        .prop { display: flex; align-items: baseline; min-height: 22px; }\n\
        .prop .k { width: 150px; min-width: 150px; color: #787774; }\n\
        .prop .k .g { display: inline-block; width: 20px; color: #a5a29c; }\n\
        .tag { border-radius: 3px; padding: 1px 6px; font-size: 8.5pt; }\n\
        .sent { background: #d3e5ef; color: #183347; }\n\
        .cur { background: #f5e0e9; color: #4c2337; }\n\
        .link { border-bottom: 1px solid #c7c6c4; }\n\
        hr { border: none; border-top: 1px solid #e9e9e7; margin: 14px 0; }\n\
        .cols { display: flex; gap: 40px; }\n\
        .cols div { flex: 1; line-height: 1.5; }\n\
        h3 { font-size: 11pt; margin: 0 0 4px; }\n\
        h2 { font-size: 15pt; margin: 22px 0 8px; }\n\
        table.simple { border: 1px solid #e9e9e7; }\n\
        table.simple th { background: #f7f6f3; font-weight: 600; text-align: left; border: 1px solid #e9e9e7; padding: 6px 10px; }\n\
        table.simple td { border: 1px solid #e9e9e7; padding: 6px 10px; vertical-align: top; }\n\
        table.simple tr { break-inside: avoid; }\n\
        table.sums { margin-top: 14px; break-inside: avoid; }\n\
        table.sums td:first-child { background: #f7f6f3; font-weight: 600; min-width: 130px; }\n\
        .callout { display: flex; gap: 10px; background: #f1f1ef; border-radius: 4px; padding: 12px 14px; margin-top: 18px; line-height: 1.5; break-inside: avoid; }\n\
        .callout .g { font-size: 13pt; }\n\
        ul { margin: 4px 0; padding-left: 22px; line-height: 1.6; }\n\
        .block { break-inside: avoid; }\n\
        .muted { color: #787774; margin-top: 14px; }";
    let icon = "<svg class=\"icon\" viewBox=\"0 0 58 58\" xmlns=\"http://www.w3.org/2000/svg\">\
        <rect x=\"9\" y=\"3\" width=\"40\" height=\"52\" rx=\"4\" fill=\"#ffffff\" stroke=\"#8a8986\" stroke-width=\"2\"/>\
        <rect x=\"16\" y=\"12\" width=\"20\" height=\"4\" rx=\"2\" fill=\"#2e7d5b\"/>\
        <rect x=\"16\" y=\"22\" width=\"26\" height=\"2.5\" fill=\"#b9b8b5\"/>\
        <rect x=\"16\" y=\"28\" width=\"26\" height=\"2.5\" fill=\"#b9b8b5\"/>\
        <rect x=\"16\" y=\"34\" width=\"18\" height=\"2.5\" fill=\"#b9b8b5\"/>\
        <rect x=\"16\" y=\"43\" width=\"26\" height=\"4\" rx=\"1\" fill=\"#2e7d5b\"/></svg>";
    let mut props = vec![
        ("\u{2261}", "Invoice no.", escape(&p.number)),
        (
            "\u{25CE}",
            "Status",
            "<span class=\"tag sent\">Sent</span>".to_string(),
        ),
        (
            "\u{2197}",
            "Client",
            format!("<span class=\"link\">{}</span>", p.customer),
        ),
        ("\u{25A6}", "Issued", p.date.clone()),
        ("\u{25A6}", "Due", p.due.clone()),
    ];
    if let Some(po) = &p.po {
        props.push(("\u{2261}", "PO number", escape(po)));
    }
    props.push((
        "\u{25BE}",
        "Currency",
        format!("<span class=\"tag cur\">{}</span>", p.currency),
    ));
    let props: String = props
        .iter()
        .map(|(glyph, k, v)| {
            format!(
                "<div class=\"prop\"><span class=\"k\"><span class=\"g\">{glyph}</span>{k}</span><span>{v}</span></div>\n"
            )
        })
        .collect();
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.description.clone(), ""),
            (l.quantity.clone(), ""),
            (l.unit_price_money.clone(), ""),
            (l.amount_money.clone(), ""),
        ]
    });
    let (sort_code, account) = p.sort_code_and_account();
    let (street, town) = address_lines(p.customer_address);
    let total = money_or_code(&p.total, &p.total_money, p);
    let body = format!(
        "<div class=\"cover\"></div>\n{icon}\n\
         <h1>Invoice {number}</h1>\n\
         {props}<hr>\n\
         <div class=\"cols\"><div><h3>From</h3>{vendor}<br>{street_v}<br>{city}<br>hello@{domain}<br>VAT reg. {vat}</div>\
         <div><h3>Bill to</h3>{customer}<br>Accounts Payable<br>{street}<br>{town}</div></div>\n\
         <h2>Line items</h2>\n\
         <table class=\"simple\"><thead><tr><th>Item</th><th>Qty</th><th>Rate</th><th>Amount</th></tr></thead>\
         <tbody>\n{items}</tbody></table>\n\
         <table class=\"simple sums\"><tr><td>Subtotal</td><td>{subtotal}</td></tr>\
         <tr><td>VAT ({rate}%)</td><td>{tax}</td></tr>\
         <tr><td>Total due</td><td><b>{total}</b></td></tr></table>\n\
         <div class=\"callout\"><span class=\"g\">\u{270E}</span><div>Please pay <b>{total}</b> by <b>{due}</b> \
         and use <b>{number}</b> as the payment reference. All amounts are in {cur}.</div></div>\n\
         <div class=\"block\"><h2>Payment details</h2>\n\
         <ul><li>Account name: {vendor}</li><li>Sort code: {sort_code}</li><li>Account number: {account}</li>\
         <li>Reference: {number}</li></ul>\n\
         <p class=\"muted\">Thanks for your business! Questions about this invoice? Call {phone} or email hello@{domain}.</p></div>",
        number = escape(&p.number),
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        domain = p.country_domain(),
        vat = p.vat_id,
        customer = p.customer,
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = money_or_code(&p.tax, &p.tax_money, p),
        due = p.due,
        cur = p.currency,
        phone = p.local_phone(),
    );
    page("A4", "DejaVu Sans", css, &body)
}

/// A US caterer's invoice for an event, from its catering and events
/// software: a warm banner with the business's name and trade at the left and
/// "INVOICE" over the number at the right, a strip of four event particulars
/// under small capital labels ("Event / Event date / Guest count /
/// Location"), the client's contact block beside a tinted box of
/// "Invoice # / Invoice date / Booking # / Client PO / Payment due" with the
/// values flush right, the items as "Qty / Item / Unit / Price / Total" with
/// the quantity first and banded rows, the event notes at the left beside
/// "Subtotal / Sales tax / Total / Balance due", and a thank-you line with the
/// contact details and the page count at every foot.
pub fn event_details(p: &Printed) -> String {
    const EVENTS: [&str; 6] = [
        "Client appreciation breakfast",
        "Quarterly all-hands lunch",
        "Product launch reception",
        "Board meeting coffee service",
        "Holiday open house",
        "Training day refreshments",
    ];
    let seed = account_seed(p);
    let index = usize::try_from(seed).unwrap_or(0);
    let event = EVENTS[index % EVENTS.len()];
    let event_date = p.date_like(days_earlier(p.date_ymd, 2 + (seed % 6) as u32));
    let guests = 25 + seed % 140;
    let booking = format!("BK-{}", 10_000 + seed * 13 % 90_000);
    let domain = mail_domain(p.vendor);
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"Thank you for letting us cater your event! \\00B7  {} \\00B7  events@{domain}.com\"",
                    p.local_phone()
                ),
            ),
            (
                "bottom-right",
                format!(
                    "\"Invoice {} \\00B7  Page \" counter(page) \" of \" counter(pages)",
                    p.number
                ),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9.5pt; color: #2b2622; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
        .banner {{ display: flex; justify-content: space-between; align-items: center; padding: 16px 20px; border-radius: 4px; \
                  background: linear-gradient(120deg, #5b3924 0%, #8c5a35 60%, #b07a45 100%); color: #fff8ef; }}\n\
        .banner .name {{ font-family: \"Liberation Serif\"; font-size: 22pt; font-style: italic; }}\n\
        .banner .trade {{ font-size: 8.5pt; letter-spacing: 1.5px; text-transform: uppercase; margin-top: 2px; }}\n\
        .banner .doc {{ text-align: right; }}\n\
        .banner .doc .t {{ font-size: 18pt; letter-spacing: 5px; }}\n\
        .banner .doc .n {{ font-size: 10.5pt; }}\n\
        .event {{ display: flex; margin: 14px 0 16px; border-top: 3px solid #b07a45; border-bottom: 1px solid #e6d8c6; }}\n\
        .event div {{ flex: 1; padding: 7px 10px 8px; border-right: 1px solid #e6d8c6; }}\n\
        .event div:last-child {{ border-right: none; flex: 1.6; }}\n\
        .event small, .client small {{ display: block; font-size: 7pt; letter-spacing: 1px; text-transform: uppercase; color: #8c5a35; margin-bottom: 2px; }}\n\
        .mid {{ display: flex; justify-content: space-between; align-items: flex-start; gap: 30px; margin-bottom: 16px; }}\n\
        .client {{ line-height: 1.45; }}\n\
        table.facts {{ background: #f8f1e7; border-radius: 4px; min-width: 45%; }}\n\
        table.facts td {{ padding: 4px 12px; }}\n\
        table.facts td.v {{ text-align: right; font-weight: bold; }}\n\
        table.items {{ width: 100%; }}\n\
        table.items th {{ text-align: left; font-size: 8pt; letter-spacing: 0.8px; text-transform: uppercase; color: #fff8ef; background: #5b3924; padding: 6px 7px; }}\n\
        table.items td {{ padding: 6px 7px; }}\n\
        table.items tbody tr:nth-child(even) td {{ background: #f8f1e7; }}\n\
        table.items tr {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .end {{ display: flex; gap: 24px; margin-top: 14px; align-items: flex-start; break-inside: avoid; }}\n\
        .notes {{ flex: 1; font-size: 8.5pt; line-height: 1.5; color: #5a514a; border-left: 3px solid #e6d8c6; padding-left: 10px; }}\n\
        table.sums {{ min-width: 42%; }}\n\
        table.sums td {{ padding: 3px 8px; }}\n\
        table.sums tr.total td {{ border-top: 1px solid #5b3924; font-weight: bold; }}\n\
        table.sums tr.due td {{ background: #5b3924; color: #fff8ef; font-weight: bold; font-size: 11pt; padding: 6px 8px; }}\n\
        {footer}"
    );
    let (street, town) = address_lines(p.customer_address);
    let mut facts = vec![
        ("Invoice #", escape(&p.number)),
        ("Invoice date", p.date.clone()),
        ("Booking #", booking),
    ];
    if let Some(po) = &p.po {
        facts.push(("Client PO", escape(po)));
    }
    facts.push(("Payment due", p.due.clone()));
    let facts: String = facts
        .iter()
        .map(|(k, v)| format!("<tr><td>{k}</td><td class=\"v\">{v}</td></tr>"))
        .collect();
    let (price_head, total_head) = if p.bare {
        (
            format!("Price ({})", p.currency),
            format!("Total ({})", p.currency),
        )
    } else {
        ("Price".to_string(), "Total".to_string())
    };
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.quantity.clone(), "r"),
            (l.description.clone(), ""),
            ((if l.unit == "h" { "hr" } else { "ea" }).to_string(), ""),
            (l.unit_price_money.clone(), "r"),
            (l.amount_money.clone(), "r"),
        ]
    });
    let total = money_or_code(&p.total, &p.total_money, p);
    let body = format!(
        "<div class=\"banner\"><div><div class=\"name\">{vendor}</div>\
         <div class=\"trade\">Catering \u{00B7} Coffee service \u{00B7} Corporate events</div></div>\
         <div class=\"doc\"><div class=\"t\">INVOICE</div><div class=\"n\">No. {number}</div></div></div>\n\
         <div class=\"event\"><div><small>Event</small>{event}</div><div><small>Event date</small>{event_date}</div>\
         <div><small>Guest count</small>{guests}</div><div><small>Location</small>{customer}, {street}, {town}</div></div>\n\
         <div class=\"mid\"><div class=\"client\"><small>Client</small><b>{customer}</b><br>Attn: Office Manager<br>\
         {street}<br>{town}</div>\
         <table class=\"facts\">{facts}</table></div>\n\
         <table class=\"items\"><thead><tr><th class=\"r\">Qty</th><th>Item</th><th>Unit</th>\
         <th class=\"r\">{price_head}</th><th class=\"r\">{total_head}</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <div class=\"end\"><div class=\"notes\"><b>Event notes</b><br>Prices include delivery, set-up and \
         breakdown. Staff gratuity is not included and is at the client's discretion. Payment by check to \
         {vendor}, {street_v}, {city}, or by card at the link in your confirmation email. All amounts are in {cur}.</div>\
         <table class=\"sums\"><tr><td>Subtotal</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Sales tax ({rate}%)</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"total\"><td>Total</td><td class=\"r\">{total}</td></tr>\
         <tr class=\"due\"><td>Balance due by {due}</td><td class=\"r\">{total}</td></tr></table></div>",
        vendor = escape(p.vendor),
        number = escape(&p.number),
        customer = p.customer,
        street_v = p.street,
        city = p.city,
        cur = p.currency,
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = money_or_code(&p.tax, &p.tax_money, p),
        due = p.due,
    );
    page("letter", "Liberation Sans", &css, &body)
}

// Held out: a twentieth round of seven, written the same way without
// looking at the extractor or at how it fares on any family above.

/// The bank identifier of the vendor's house bank, by the town it sits in.
fn house_bic(p: &Printed) -> &'static str {
    if p.city.contains("Zurich") {
        "ZKBKCHZZ80A"
    } else if p.city.contains("Amsterdam") {
        "INGBNL2A"
    } else {
        "COBADEFFXXX"
    }
}

/// The check digit of a string of digits by the Luhn (modulus 10) rule.
fn luhn_check(digits: &str) -> u32 {
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

/// A date as a Danish invoicing app prints it: written out in Danish ("3.
/// marts 2026") where the document writes dates out, ISO where it prints
/// those, and otherwise day first with dots ("03.03.2026").
fn danish_app_date(printed: &str, (year, month, day): (i32, u32, u32)) -> String {
    const MONTHS: [&str; 12] = [
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
    ];
    if printed.as_bytes().get(4) == Some(&b'-') {
        printed.to_string()
    } else if printed.contains(' ') {
        format!("{day}. {} {year}", MONTHS[month as usize - 1])
    } else {
        format!("{day:02}.{month:02}.{year}")
    }
}

/// The Danish payment line of an FI card of type 71 ("+71< payment id +
/// creditor number <"): a fifteen-digit payment identification made of the
/// customer and invoice numbers with a Luhn check digit, and an eight-digit
/// creditor number taken from the vendor's account.
fn fi_card_line(p: &Printed) -> String {
    let number_digits: String = p.number.chars().filter(char::is_ascii_digit).collect();
    let base = format!("{}{number_digits}", p.customer_number);
    let base = format!("{:0>14}", &base[base.len().saturating_sub(14)..]);
    let creditor = &account_digits(p)[4..12];
    format!("+71&lt; {base}{}+{creditor}&lt;", luhn_check(&base))
}

/// A Danish faktura from a Danish online accounting app, in Danish: the
/// customer's address in the window at the top left ("Att.:" over the
/// street) and the company's name with its address, telephone and VAT
/// number at the top right over a column of "Fakturanr. / Fakturadato /
/// Forfaldsdato / Kundenr. / Rekvisitionsnr. / Vores ref. / Valuta", the
/// heading "Faktura" over a thin rule with a line of thanks, the items as
/// "Varenr. / Beskrivelse / Antal / Enhed / Stk.pris / Beløb" between
/// hairlines, "Subtotal / Moms … % / I alt …" at the right, the payment
/// terms in a sentence with the due date, the bank details, and the FI card
/// payment line ("+71< … <") set in a monospaced face in a box; the company
/// line with "Side … af …" at every foot.
pub fn faktura_rekvisition(p: &Printed) -> String {
    let seed = account_seed(p);
    let date = danish_app_date(&p.date, p.date_ymd);
    let due = danish_app_date(&p.due, p.due_ymd);
    let days = days_between(p.date_ymd, p.due_ymd);
    let contact = ["Mette Kjær", "Lars Holm", "Sofie Brandt"][(seed % 3) as usize];
    let domain = p.country_domain();
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"{} \\00B7  {} \\00B7  {} \\00B7  Momsnr. {} \\00B7  faktura@{domain}\"",
                    p.vendor, p.street, p.city, p.vat_id
                ),
            ),
            (
                "bottom-right",
                "\"Side \" counter(page) \" af \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9.5pt; color: #1f2933; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
        .top {{ display: flex; justify-content: space-between; align-items: flex-start; }}\n\
        .window {{ margin-top: 34px; line-height: 1.45; }}\n\
        .company {{ width: 44%; }}\n\
        .company .name {{ font-size: 17pt; font-weight: bold; color: #0b6e4f; }}\n\
        .company .lines {{ font-size: 8.5pt; line-height: 1.45; color: #52606d; margin: 3px 0 14px; }}\n\
        table.info {{ width: 100%; }}\n\
        table.info td {{ padding: 1.5px 0; }}\n\
        table.info td.v {{ text-align: right; }}\n\
        h1 {{ font-size: 20pt; font-weight: normal; margin: 26px 0 4px; padding-bottom: 6px; border-bottom: 1px solid #9aa5b1; }}\n\
        .intro {{ margin: 6px 0 14px; }}\n\
        table.items {{ width: 100%; }}\n\
        table.items th {{ text-align: left; font-weight: bold; padding: 5px 6px; border-bottom: 1px solid #1f2933; }}\n\
        table.items td {{ padding: 4px 6px; border-bottom: 1px solid #e4e7eb; }}\n\
        table.items tr {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        table.sums {{ width: 46%; margin: 10px 0 0 auto; break-inside: avoid; }}\n\
        table.sums td {{ padding: 3px 6px; }}\n\
        table.sums tr.total td {{ font-weight: bold; font-size: 11pt; border-top: 1px solid #1f2933; border-bottom: 3px double #1f2933; }}\n\
        .pay {{ margin-top: 22px; line-height: 1.5; break-inside: avoid; }}\n\
        .fi {{ margin-top: 12px; display: inline-block; border: 1px solid #9aa5b1; padding: 6px 12px; font-family: \"Liberation Mono\"; font-size: 11pt; }}\n\
        .fi small {{ display: block; font-family: \"Liberation Sans\"; font-size: 7.5pt; color: #52606d; }}\n\
        {footer}"
    );
    let (street, town) = address_lines(p.customer_address);
    let mut info = vec![
        ("Fakturanr.", escape(&p.number)),
        ("Fakturadato", date),
        ("Forfaldsdato", due.clone()),
        ("Kundenr.", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        info.push(("Rekvisitionsnr.", escape(po)));
    }
    info.push(("Vores ref.", contact.to_string()));
    info.push(("Valuta", p.currency.to_string()));
    let info: String = info
        .iter()
        .map(|(k, v)| format!("<tr><td>{k}</td><td class=\"v\">{v}</td></tr>"))
        .collect();
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.code.clone(), ""),
            (l.description.clone(), ""),
            (l.quantity.clone(), "r"),
            (
                (if l.unit == "h" { "timer" } else { "stk." }).to_string(),
                "",
            ),
            (l.unit_price.clone(), "r"),
            (l.amount.clone(), "r"),
        ]
    });
    let body = format!(
        "<div class=\"top\"><div class=\"window\">{customer}<br>Att.: Kreditorafdelingen<br>{street}<br>{town}</div>\
         <div class=\"company\"><div class=\"name\">{vendor}</div>\
         <div class=\"lines\">{street_v}<br>{city}<br>Tlf. {phone}<br>Momsnr. {vat}</div>\
         <table class=\"info\">{info}</table></div></div>\n\
         <h1>Faktura</h1>\n\
         <p class=\"intro\">Tak for din ordre. Vi tillader os hermed at fakturere følgende:</p>\n\
         <table class=\"items\"><thead><tr><th>Varenr.</th><th>Beskrivelse</th><th class=\"r\">Antal</th>\
         <th>Enhed</th><th class=\"r\">Stk.pris</th><th class=\"r\">Beløb</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <table class=\"sums\"><tr><td>Subtotal</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Moms {rate}%</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"total\"><td>I alt {cur}</td><td class=\"r\">{total}</td></tr></table>\n\
         <div class=\"pay\">Betalingsbetingelser: Netto {days} dage. Beløbet forfalder til betaling senest <b>{due}</b>.<br>\
         Ved bankoverførsel: IBAN {iban} \u{00B7} SWIFT/BIC {bic}. Angiv venligst fakturanr. {number} ved betaling.<br>\
         Ved betaling efter forfaldsdato tilskrives renter i henhold til renteloven.<br>\
         <div class=\"fi\"><small>Indbetalingskort (FI)</small>{fi}</div></div>",
        customer = p.customer,
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        vat = p.vat_id,
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = money_or_code(&p.tax, &p.tax_money, p),
        cur = p.currency,
        total = money_or_code(&p.total, &p.total_money, p),
        iban = p.iban,
        bic = house_bic(p),
        number = escape(&p.number),
        fi = fi_card_line(p),
    );
    page("A4", "Liberation Sans", &css, &body)
}

/// A date as a French shop system prints it: written out in French ("3
/// mars 2026") where the document writes dates out, else day first with
/// slashes ("03/03/2026").
fn french_shop_date(printed: &str, (year, month, day): (i32, u32, u32)) -> String {
    if printed.contains(' ') {
        date_in(printed, Language::French)
    } else {
        format!("{day:02}/{month:02}/{year}")
    }
}

/// A French online shop's invoice for a business customer, as the default
/// invoice template of its open-source shop software prints it, in French:
/// the shop's name as its logo at the top left and the invoice date over the
/// invoice number at the top right, "Adresse de livraison" beside "Adresse
/// de facturation", a grey-headed strip of labels over values ("Numéro de
/// facture / Date de facturation / Référence de commande / Date de commande /
/// Votre n° de commande / Date d'échéance"), the products as "Référence /
/// Produit / Taux de taxe / Prix unitaire (HT) / Qté / Total (HT)" (the
/// price before the quantity) with alternate rows shaded, then a "Détail des
/// taxes" table and the payment method at the left beside "Total produits /
/// Frais de livraison / Total (HT) / Total taxes / Total" at the right, and
/// the shop's contact line with the page count at every foot.
pub fn facture_boutique(p: &Printed) -> String {
    let seed = account_seed(p);
    let digits = format!("{:05}{}", seed, account_digits(p));
    let reference = code_from(&digits, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 9);
    let date = french_shop_date(&p.date, p.date_ymd);
    let due = french_shop_date(&p.due, p.due_ymd);
    let ordered = days_before(p.date_ymd, 1 + (seed % 4) as u32);
    let order_date = french_shop_date(&p.date_like(ordered), ordered);
    let domain = mail_domain(p.vendor);
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-center",
                format!(
                    "\"Pour toute assistance, merci de contacter :  Tél. {}  \\00B7  service-client@{domain}.fr\\A {} \\00B7  {} \\00B7  {} \\00B7  N° TVA intracommunautaire {}\"",
                    p.local_phone(),
                    p.vendor,
                    p.street,
                    p.city,
                    p.vat_id
                ),
            ),
            (
                "bottom-right",
                "\"Page \" counter(page) \" / \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9pt; color: #333; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
        .head {{ display: flex; justify-content: space-between; align-items: flex-start; margin-bottom: 26px; }}\n\
        .logo {{ font-size: 20pt; font-weight: bold; color: #25b9d7; }}\n\
        .logo small {{ display: block; font-size: 8pt; color: #999; font-weight: normal; }}\n\
        .doc {{ text-align: right; font-size: 10pt; line-height: 1.5; }}\n\
        .doc b {{ font-size: 12pt; }}\n\
        .addr {{ display: flex; gap: 30px; margin-bottom: 20px; }}\n\
        .addr div {{ flex: 1; line-height: 1.45; }}\n\
        .addr h4 {{ margin: 0 0 4px; font-size: 9pt; }}\n\
        table.strip, table.items, table.tax, table.pay {{ width: 100%; }}\n\
        table.strip th, table.items th, table.tax th, table.pay th {{ background: #f0f0f0; font-weight: bold; font-size: 8.5pt; padding: 5px; border: 1px solid #ddd; text-align: center; }}\n\
        table.strip td {{ padding: 5px; border: 1px solid #ddd; text-align: center; }}\n\
        table.items {{ margin-top: 18px; }}\n\
        table.items td {{ padding: 5px; border-left: 1px solid #ddd; border-right: 1px solid #ddd; }}\n\
        table.items tbody tr:nth-child(even) td {{ background: #f8f8f8; }}\n\
        table.items tbody tr:last-child td {{ border-bottom: 1px solid #ddd; }}\n\
        table.items tr {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .c {{ text-align: center !important; }}\n\
        .bottom {{ display: flex; gap: 24px; margin-top: 18px; align-items: flex-start; break-inside: avoid; }}\n\
        .bottom > div {{ flex: 1; }}\n\
        table.tax td, table.pay td {{ padding: 5px; border: 1px solid #ddd; }}\n\
        table.pay {{ margin-top: 12px; }}\n\
        table.totals {{ width: 100%; }}\n\
        table.totals th {{ background: #f0f0f0; text-align: left; font-weight: bold; padding: 5px; border: 1px solid #ddd; }}\n\
        table.totals td {{ text-align: right; padding: 5px; border: 1px solid #ddd; }}\n\
        table.totals tr.grand th, table.totals tr.grand td {{ font-size: 10.5pt; background: #e4f6fa; }}\n\
        .note {{ margin-top: 16px; font-size: 8.5pt; color: #555; line-height: 1.45; break-inside: avoid; }}\n\
        @page {{ margin-bottom: 26mm; }}\n\
        {footer}"
    );
    let (street, town) = address_lines(p.customer_address);
    let mut strip = vec![
        ("Numéro de facture", escape(&p.number)),
        ("Date de facturation", date.clone()),
        ("Référence de commande", reference),
        ("Date de commande", order_date),
    ];
    if let Some(po) = &p.po {
        strip.push(("Votre n° de commande", escape(po)));
    }
    strip.push(("Date d'échéance", due.clone()));
    let labels: String = strip.iter().map(|(k, _)| format!("<th>{k}</th>")).collect();
    let values: String = strip.iter().map(|(_, v)| format!("<td>{v}</td>")).collect();
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.code.clone(), ""),
            (l.description.clone(), ""),
            (format!("{} %", p.tax_rate), "c"),
            (l.unit_price_money.clone(), "r"),
            (l.quantity.clone(), "c"),
            (l.amount_money.clone(), "r"),
        ]
    });
    let subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p);
    let tax = money_or_code(&p.tax, &p.tax_money, p);
    let total = money_or_code(&p.total, &p.total_money, p);
    let currency_note = if p.bare {
        format!(" Montants exprimés en {}.", p.currency)
    } else {
        String::new()
    };
    let body = format!(
        "<div class=\"head\"><div class=\"logo\">{vendor}<small>Boutique en ligne pour les professionnels</small></div>\
         <div class=\"doc\">{date}<br><b>Facture {number}</b></div></div>\n\
         <div class=\"addr\"><div><h4>Adresse de livraison</h4>{customer}<br>Service réception<br>{street}<br>{town}</div>\
         <div><h4>Adresse de facturation</h4>{customer}<br>Comptabilité fournisseurs<br>{street}<br>{town}</div></div>\n\
         <table class=\"strip\"><tr>{labels}</tr><tr>{values}</tr></table>\n\
         <table class=\"items\"><thead><tr><th>Référence</th><th>Produit</th><th>Taux de taxe</th>\
         <th>Prix unitaire<br>(HT)</th><th>Qté</th><th>Total<br>(HT)</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <div class=\"bottom\"><div>\
         <table class=\"tax\"><tr><th>Détail des taxes</th><th>Taux de taxe</th><th>Prix de base</th><th>Total taxes</th></tr>\
         <tr><td>Produits</td><td class=\"c\">{rate} %</td><td class=\"r\">{subtotal}</td><td class=\"r\">{tax}</td></tr></table>\
         <table class=\"pay\"><tr><th colspan=\"2\">Mode de paiement</th></tr>\
         <tr><td>Virement bancaire</td><td class=\"r\">{total}</td></tr></table></div>\
         <div><table class=\"totals\"><tr><th>Total produits</th><td>{subtotal}</td></tr>\
         <tr><th>Frais de livraison</th><td>Livraison gratuite</td></tr>\
         <tr><th>Total (HT)</th><td>{subtotal}</td></tr>\
         <tr><th>Total taxes</th><td>{tax}</td></tr>\
         <tr class=\"grand\"><th>Total</th><td><b>{total}</b></td></tr></table></div></div>\n\
         <div class=\"note\">Paiement par virement à réception de facture et au plus tard le {due} : \
         IBAN {iban} \u{00B7} BIC {bic}, en rappelant le numéro de facture {number}.{currency_note} \
         En cas de retard de paiement, une pénalité égale à trois fois le taux d'intérêt légal ainsi \
         qu'une indemnité forfaitaire de 40 € pour frais de recouvrement seront exigibles.</div>",
        vendor = escape(p.vendor),
        number = escape(&p.number),
        customer = p.customer,
        rate = p.tax_rate,
        iban = p.iban,
        bic = house_bic(p),
    );
    page("A4", "Liberation Sans", &css, &body)
}

/// A date as a German billing system prints it: written out in German ("3.
/// März 2026") where the document writes dates out, else with dots.
fn german_bill_date(printed: &str, (year, month, day): (i32, u32, u32)) -> String {
    if printed.contains(' ') {
        date_in(printed, Language::German)
    } else {
        format!("{day:02}.{month:02}.{year}")
    }
}

/// Whether an item is billed for a period (a subscription, a contract, a
/// service by the month) rather than once.
fn billed_by_period(description: &str) -> bool {
    let d = description.to_lowercase();
    [
        "monthly", "annual", "hosting", "backup", "contract", "licence", "support",
    ]
    .iter()
    .any(|word| d.contains(word))
}

/// A German IT and communications provider's monthly bill for a business
/// customer, from its billing system, in German: the brand with its hotline
/// at the top, the small sender line over the address window and at the
/// right a block of "Kundennummer / Rechnungsnummer / Rechnungsdatum /
/// Buchungskonto / Ihre Bestellnummer"; the first page "Ihre Rechnung für
/// <month>" with a "Rechnungsübersicht" of the net sums of each contract,
/// "Summe netto / Umsatzsteuer … % / Rechnungsbetrag", and the SEPA direct
/// debit note giving the date of the debit; then from a new page the
/// "Einzelaufstellung": each contract a heading over "Leistung / Zeitraum /
/// Menge / Einzelpreis netto / Betrag netto" with the billing period or the
/// delivery date on every line and a net sum under it, and the bill's totals
/// again at the end; the company's legal line and "Seite … von …" at every
/// foot.
pub fn rechnung_einzelaufstellung(p: &Printed) -> String {
    const MONTHS: [&str; 12] = [
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
    ];
    const SITES: [&str; 8] = [
        "Hauptverwaltung",
        "Lager und Versand",
        "Niederlassung Nord",
        "Rechenzentrum",
        "Labor",
        "Niederlassung Süd",
        "Schulungszentrum",
        "Außenstelle West",
    ];
    let seed = account_seed(p);
    let (year, month, _) = p.date_ymd;
    let (period_year, period_month) = if month == 1 {
        (year - 1, 12)
    } else {
        (year, month - 1)
    };
    let last_day = days_before((year, month, 1), 1).2;
    let period = format!(
        "01.{period_month:02}.{period_year} – {last_day:02}.{period_month:02}.{period_year}"
    );
    let date = german_bill_date(&p.date, p.date_ymd);
    let due = german_bill_date(&p.due, p.due_ymd);
    let delivered = days_before(p.date_ymd, 3 + (seed % 5) as u32);
    let delivered = format!(
        "Lieferung {:02}.{:02}.{}",
        delivered.2, delivered.1, delivered.0
    );
    let domain = p.country_domain();
    let account = format!("{}", 3_100_000 + seed * 17 % 800_000);
    let mandate = format!("MR-{}-{:03}", account, seed % 1000);
    let creditor = format!(
        "DE{:02}ZZZ{:08}",
        10 + seed % 89,
        seed * 7_919 % 100_000_000
    );
    // Customers in the SEPA area pay by direct debit when they have given a
    // mandate; the others transfer the amount.
    let payment = if seed % 3 != 0 && !p.customer_address.contains(", IL ") {
        format!(
            "<b>SEPA-Lastschrift:</b> Den Rechnungsbetrag von <b>{total}</b> buchen wir nicht vor dem \
             <b>{due}</b> (Fälligkeitsdatum) von Ihrem Konto IBAN •••• •••• •••• ••{end} ab. \
             Gläubiger-ID {creditor}, Mandatsreferenz {mandate}. Bitte sorgen Sie für ausreichende Deckung.",
            total = money_or_code(&p.total, &p.total_money, p),
            end = &p.customer_number[p.customer_number.len() - 2..],
        )
    } else {
        format!(
            "<b>Zahlung:</b> Bitte überweisen Sie den Rechnungsbetrag von <b>{total}</b> bis zum \
             <b>{due}</b> (Fälligkeitsdatum) auf unser Konto IBAN {iban}, BIC {bic}. \
             Verwendungszweck: Buchungskonto {account} / Rechnung {number}.",
            total = money_or_code(&p.total, &p.total_money, p),
            iban = p.iban,
            bic = house_bic(p),
            number = escape(&p.number),
        )
    };
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"{} \\00B7  {} \\00B7  {} \\00B7  USt-IdNr. {} \\00B7  Bankverbindung IBAN {}\"",
                    p.vendor, p.street, p.city, p.vat_id, p.iban
                ),
            ),
            (
                "bottom-right",
                "\"Seite \" counter(page) \" von \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9.5pt; color: #1d1d1b; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
        .brand {{ display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 4px solid #c8102e; padding-bottom: 6px; }}\n\
        .brand .name {{ font-size: 18pt; font-weight: bold; color: #c8102e; }}\n\
        .brand .hot {{ font-size: 8pt; text-align: right; color: #555; line-height: 1.4; }}\n\
        .mid {{ display: flex; justify-content: space-between; margin-top: 26px; }}\n\
        .window {{ width: 52%; line-height: 1.45; }}\n\
        .window .sender {{ font-size: 7pt; color: #555; text-decoration: underline; margin-bottom: 6px; }}\n\
        table.data td {{ padding: 1.5px 0 1.5px 14px; font-size: 9pt; }}\n\
        table.data td:first-child {{ padding-left: 0; color: #555; }}\n\
        h1 {{ font-size: 17pt; margin: 34px 0 4px; }}\n\
        .lead {{ margin: 0 0 16px; color: #555; }}\n\
        h2 {{ font-size: 11pt; margin: 18px 0 6px; color: #c8102e; }}\n\
        table.overview, table.detail {{ width: 100%; }}\n\
        table.overview th, table.detail th {{ text-align: left; font-size: 8.5pt; color: #555; font-weight: normal; border-bottom: 1px solid #1d1d1b; padding: 4px 6px; }}\n\
        table.overview td, table.detail td {{ padding: 4px 6px; border-bottom: 1px solid #e2e2e2; }}\n\
        table.overview tr.sum td, table.detail tr.sum td {{ font-weight: bold; border-bottom: 1px solid #1d1d1b; }}\n\
        table.overview tr.grand td {{ font-weight: bold; font-size: 12pt; background: #f6e3e6; border-bottom: none; padding: 7px 6px; }}\n\
        table.detail tr.group td {{ background: #efefef; font-weight: bold; border-bottom: none; padding-top: 6px; }}\n\
        table.detail tr {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .debit {{ margin-top: 22px; border: 1px solid #c8102e; border-left-width: 5px; padding: 9px 12px; line-height: 1.5; }}\n\
        .newpage {{ break-before: page; }}\n\
        table.totals {{ width: 55%; margin: 14px 0 0 auto; break-inside: avoid; }}\n\
        table.totals td {{ padding: 3px 6px; }}\n\
        table.totals tr.grand td {{ font-weight: bold; border-top: 1px solid #1d1d1b; }}\n\
        {footer}"
    );
    let groups = groups_in_order(p.lines.len());
    let contract = |g: usize| format!("{}", 71_000_000 + seed * 31 % 900_000 + g as i64 * 1_117);
    let mut overview = String::new();
    let mut detail = String::new();
    for (g, range) in groups.iter().enumerate() {
        let site = SITES[g % SITES.len()];
        let sum: i64 = p.lines[range.clone()].iter().map(|l| l.amount_cents).sum();
        overview.push_str(&format!(
            "<tr><td>Vertrag {} \u{00B7} {site}</td><td class=\"r\">{}</td></tr>\n",
            contract(g),
            p.bare_number(sum)
        ));
        detail.push_str(&format!(
            "<tr class=\"group\"><td colspan=\"5\">Vertrag {} \u{00B7} {site}</td></tr>\n",
            contract(g)
        ));
        for l in &p.lines[range.clone()] {
            let when = if billed_by_period(&l.description) {
                period.clone()
            } else if l.unit == "h" {
                delivered.replace("Lieferung", "Einsatz")
            } else {
                delivered.clone()
            };
            detail.push_str(&format!(
                "<tr><td>{}</td><td>{when}</td><td class=\"r\">{} {}</td><td class=\"r\">{}</td><td class=\"r\">{}</td></tr>\n",
                escape(&l.description),
                l.quantity,
                if l.unit == "h" { "Std." } else { "Stk." },
                l.unit_price,
                l.amount,
            ));
        }
        detail.push_str(&format!(
            "<tr class=\"sum\"><td colspan=\"4\">Summe Vertrag {}</td><td class=\"r\">{}</td></tr>\n",
            contract(g),
            p.bare_number(sum)
        ));
    }
    let mut data = vec![
        ("Kundennummer", p.customer_number.clone()),
        ("Rechnungsnummer", escape(&p.number)),
        ("Rechnungsdatum", date.clone()),
        ("Buchungskonto", account),
    ];
    if let Some(po) = &p.po {
        data.push(("Ihre Bestellnummer", escape(po)));
    }
    let data: String = data
        .iter()
        .map(|(k, v)| format!("<tr><td>{k}</td><td>{v}</td></tr>"))
        .collect();
    let (street, town) = address_lines(p.customer_address);
    let subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p);
    let tax = money_or_code(&p.tax, &p.tax_money, p);
    let total = money_or_code(&p.total, &p.total_money, p);
    let body = format!(
        "<div class=\"brand\"><div class=\"name\">{vendor}</div>\
         <div class=\"hot\">Geschäftskundenservice 0800 {hot}<br>www.{domain}/business</div></div>\n\
         <div class=\"mid\"><div class=\"window\"><div class=\"sender\">{vendor} \u{00B7} {street_v} \u{00B7} {city}</div>\
         {customer}<br>Kreditorenbuchhaltung<br>{street}<br>{town}</div>\
         <table class=\"data\">{data}</table></div>\n\
         <h1>Ihre Rechnung für {month_name} {period_year}</h1>\n\
         <p class=\"lead\">Rechnungsdatum {date} \u{00B7} Abrechnungszeitraum {period} \u{00B7} Beträge in {cur}</p>\n\
         <h2>Rechnungsübersicht</h2>\n\
         <table class=\"overview\"><tr><th>Leistungen</th><th class=\"r\">Betrag netto ({cur})</th></tr>\n{overview}\
         <tr class=\"sum\"><td>Summe netto</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Umsatzsteuer {rate} %</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"grand\"><td>Rechnungsbetrag</td><td class=\"r\">{total}</td></tr></table>\n\
         <div class=\"debit\">{payment}</div>\n\
         <div class=\"newpage\"><h2>Einzelaufstellung zur Rechnung {number}</h2>\
         <table class=\"detail\"><thead><tr><th>Leistung</th><th>Zeitraum</th><th class=\"r\">Menge</th>\
         <th class=\"r\">Einzelpreis netto</th><th class=\"r\">Betrag netto ({cur})</th></tr></thead><tbody>\n{detail}</tbody></table>\n\
         <table class=\"totals\"><tr><td>Summe netto</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>zzgl. Umsatzsteuer {rate} %</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"grand\"><td>Rechnungsbetrag</td><td class=\"r\">{total}</td></tr></table></div>",
        vendor = escape(p.vendor),
        hot = 100_000 + seed * 37 % 900_000,
        street_v = p.street,
        city = p.city,
        customer = p.customer,
        month_name = MONTHS[period_month as usize - 1],
        cur = p.currency,
        rate = p.tax_rate,
        number = escape(&p.number),
    );
    page("A4", "Liberation Sans", &css, &body)
}

// Held out: a twenty-first round of seven, written the same way without looking
// at the extractor or at how it fares on any family above.

/// A date with the month's name cut to three letters, "Mar 3, 2026", as US
/// shop and shipping software prints it.
fn abbreviated_date((year, month, day): (i32, u32, u32)) -> String {
    let name = MONTHS[month as usize - 1];
    format!("{} {day}, {year}", &name[..3])
}

/// A UK trade supplier's VAT invoice from its web shop's order system, sent
/// again as a receipt once the customer has paid it online by card: the
/// shop's wordmark and strapline at the left and "VAT invoice" over the
/// number at the right, then four columns ("Sold to", "Deliver to", the
/// order details as grey labels beside values — "Invoice date / Web order /
/// Order placed / Your PO ref. / Account / Terms / Due date" — and a red
/// "PAID" rubber stamp with the date of payment), the items as "Product /
/// Code / Qty / Unit price ex VAT / VAT / Total ex VAT" with the despatch
/// and carrier in grey under each product, "Subtotal (ex VAT) / Delivery /
/// VAT / Total (inc VAT)" at the right followed by the card payment and a
/// nil balance, and the company's registration line with the page count at
/// every foot.
pub fn paid_stamp(p: &Printed) -> String {
    const CARDS: [&str; 4] = ["Visa", "Mastercard", "Visa Debit", "Amex"];
    const CARRIERS: [&str; 3] = ["DPD Next Day", "Royal Mail Tracked 48", "our own van"];
    let seed = account_seed(p);
    let index = usize::try_from(seed).unwrap_or(0);
    let card = CARDS[index % CARDS.len()];
    let last4 = format!("{:04}", seed * 7 % 10_000);
    let carrier = CARRIERS[index % CARRIERS.len()];
    let terms = days_between(p.date_ymd, p.due_ymd).max(0);
    let paid_after = (2 + seed % 9).min(terms);
    let paid_on = p.date_like(days_earlier(
        p.due_ymd,
        u32::try_from(terms - paid_after).unwrap_or(0),
    ));
    let placed = p.date_like(days_earlier(p.date_ymd, 2));
    let despatched = p.date_like(days_earlier(p.date_ymd, 1));
    let order = format!("W{}", 100_000 + seed * 37 % 900_000);
    let company_no = format!("{:08}", (seed * 3_571 + 2_004_113) % 100_000_000);
    let domain = p.country_domain();
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"{} \\00B7  Registered in England and Wales No. {company_no} \\00B7  VAT Reg. No. {}\"",
                    p.vendor, p.vat_id
                ),
            ),
            (
                "bottom-right",
                format!(
                    "\"Invoice {} \\00B7  Page \" counter(page) \" of \" counter(pages)",
                    p.number
                ),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9.5pt; color: #1f2a30; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
        .top {{ display: flex; justify-content: space-between; align-items: flex-end; padding-bottom: 10px; border-bottom: 2px solid #0b6e4f; }}\n\
        .brand .name {{ font-size: 20pt; font-weight: bold; color: #0b6e4f; letter-spacing: -0.5px; }}\n\
        .brand .tag {{ font-size: 8.5pt; color: #5d6b72; margin-top: 2px; }}\n\
        .doc {{ text-align: right; }}\n\
        .doc .kind {{ font-size: 8pt; letter-spacing: 2px; text-transform: uppercase; color: #5d6b72; }}\n\
        .doc .no {{ font-size: 16pt; font-weight: bold; }}\n\
        .cols {{ display: flex; gap: 18px; margin: 16px 0 18px; align-items: flex-start; }}\n\
        .cols > div {{ line-height: 1.45; }}\n\
        .cols h4 {{ margin: 0 0 3px; font-size: 8pt; text-transform: uppercase; letter-spacing: 1px; color: #0b6e4f; }}\n\
        .party {{ width: 21%; }}\n\
        table.details td {{ padding: 1px 0; vertical-align: top; white-space: nowrap; }}\n\
        table.details td.k {{ color: #6b787e; padding-right: 10px; white-space: nowrap; }}\n\
        .stampcell {{ flex: 1; display: flex; justify-content: center; padding-top: 14px; }}\n\
        .stamp {{ transform: rotate(-11deg); border: 4px double #c62828; color: #c62828; border-radius: 8px; \
                 padding: 4px 14px 6px; text-align: center; opacity: 0.85; }}\n\
        .stamp .big {{ font-size: 28pt; font-weight: bold; letter-spacing: 6px; }}\n\
        .stamp .small {{ font-size: 8pt; font-weight: bold; }}\n\
        table.items {{ width: 100%; }}\n\
        table.items th {{ text-align: left; font-size: 8pt; color: #5d6b72; font-weight: bold; padding: 6px 6px; \
                         border-bottom: 1.5px solid #1f2a30; background: #eef5f2; }}\n\
        table.items td {{ padding: 6px 6px; border-bottom: 1px solid #dde5e2; vertical-align: top; }}\n\
        table.items tr {{ break-inside: avoid; }}\n\
        table.items .sub {{ font-size: 7.5pt; color: #7a868b; margin-top: 2px; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .end {{ display: flex; justify-content: space-between; gap: 30px; margin-top: 14px; break-inside: avoid; }}\n\
        .note {{ flex: 1; font-size: 8.5pt; color: #4a565c; line-height: 1.5; }}\n\
        table.sums {{ width: 50%; }}\n\
        table.sums td {{ padding: 3px 6px; }}\n\
        table.sums tr.total td {{ font-weight: bold; font-size: 11pt; border-top: 1.5px solid #1f2a30; padding-top: 6px; }}\n\
        table.sums tr.paid td {{ color: #0b6e4f; }}\n\
        table.sums tr.balance td {{ font-weight: bold; background: #eef5f2; border-top: 1px solid #0b6e4f; }}\n\
        {footer}"
    );
    let (street, town) = address_lines(p.customer_address);
    let mut details = vec![
        ("Invoice date", p.date.clone()),
        ("Web order", format!("#{order}")),
        ("Order placed", placed),
    ];
    if let Some(po) = &p.po {
        details.push(("Your PO ref.", escape(po)));
    }
    details.extend([
        ("Account", p.customer_number.clone()),
        ("Terms", format!("{terms} days")),
        ("Due date", p.due.clone()),
    ]);
    let details: String = details
        .iter()
        .map(|(k, v)| format!("<tr><td class=\"k\">{k}</td><td>{v}</td></tr>"))
        .collect();
    let suffix = if p.bare {
        format!(" ({})", p.currency)
    } else {
        String::new()
    };
    let items: String = p
        .lines
        .iter()
        .enumerate()
        .map(|(i, l)| {
            let sub = if l.unit == "h" {
                format!(
                    "Service booked for {}",
                    p.date_like(days_earlier(p.date_ymd, 3))
                )
            } else {
                format!(
                    "Despatched {despatched} by {carrier} \u{00B7} consignment 155{:07}",
                    (seed * 131 + (i as i64 / 3) * 7) % 10_000_000
                )
            };
            let (price, amount) = if p.bare {
                (&l.unit_price, &l.amount)
            } else {
                (&l.unit_price_money, &l.amount_money)
            };
            format!(
                "<tr><td>{}<div class=\"sub\">{sub}</div></td><td>{}</td><td class=\"r\">{}</td>\
                 <td class=\"r\">{}</td><td class=\"r\">{}%</td><td class=\"r\">{}</td></tr>\n",
                escape(&l.description),
                escape(&l.code),
                l.quantity,
                price,
                p.tax_rate,
                amount
            )
        })
        .collect();
    let total = money_or_code(&p.total, &p.total_money, p);
    let body = format!(
        "<div class=\"top\"><div class=\"brand\"><div class=\"name\">{vendor}</div>\
         <div class=\"tag\">Trade supplies online \u{00B7} order by 4pm for next-day delivery \u{00B7} www.{domain}</div></div>\
         <div class=\"doc\"><div class=\"kind\">VAT invoice</div><div class=\"no\">{number}</div></div></div>\n\
         <div class=\"cols\"><div class=\"party\"><h4>Sold to</h4><b>{customer}</b><br>Accounts Payable<br>{street}<br>{town}</div>\
         <div class=\"party\"><h4>Deliver to</h4>{customer}<br>Goods In<br>{street}<br>{town}</div>\
         <div><h4>Order details</h4><table class=\"details\">{details}</table></div>\
         <div class=\"stampcell\"><div class=\"stamp\"><div class=\"big\">PAID</div>\
         <div class=\"small\">{paid_on}</div><div class=\"small\">WITH THANKS</div></div></div></div>\n\
         <table class=\"items\"><thead><tr><th>Product</th><th>Code</th><th class=\"r\">Qty</th>\
         <th class=\"r\">Unit price ex VAT{suffix}</th><th class=\"r\">VAT</th><th class=\"r\">Total ex VAT{suffix}</th></tr></thead>\
         <tbody>\n{items}</tbody></table>\n\
         <div class=\"end\"><div class=\"note\">This invoice has been paid in full by card through the payment link \
         in our email of {date}; no further payment is due. Please keep it for your VAT records. Returns are accepted \
         within 30 days of delivery: log in to your trade account at www.{domain} or call {phone}. \
         Goods remain the property of {vendor}, {street_v}, {city} until paid for in full.</div>\
         <table class=\"sums\"><tr><td>Subtotal (ex VAT)</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Delivery</td><td class=\"r\">Free</td></tr>\
         <tr><td>VAT at {rate}%</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"total\"><td>Total (inc VAT)</td><td class=\"r\">{total}</td></tr>\
         <tr class=\"paid\"><td>Paid {paid_on} \u{00B7} {card} ending {last4}</td><td class=\"r\">{total}</td></tr>\
         <tr class=\"balance\"><td>Balance due</td><td class=\"r\">{zero}</td></tr></table></div>",
        vendor = escape(p.vendor),
        number = escape(&p.number),
        customer = p.customer,
        date = p.date,
        phone = p.local_phone(),
        street_v = p.street,
        city = p.city,
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = money_or_code(&p.tax, &p.tax_money, p),
        zero = p.money_like(0),
    );
    page("A4", "Liberation Sans", &css, &body)
}

/// A US online store's invoice as its order-fulfilment and shipping app
/// prints it for a business customer on net terms, with the packing slip
/// that went in the box on the pages after it: the store's name and
/// contact lines at the left and "INVOICE" over a ruled column of "Invoice
/// # / Invoice Date / Order # / Order Date / PO Number / Terms / Due Date"
/// at the right, dates written "Mar 3, 2026"; "Bill To", "Ship To" and
/// "Shipment" (carrier, ship date, tracking number, packages, weight) in
/// three boxes with grey title bars, the items as "SKU / Item / Qty / Unit
/// Price / Total", "Subtotal / Shipping / Sales Tax / Total / Amount Paid /
/// Balance Due" at the right; then on a new page "PACKING SLIP" with the
/// order, ship date and address again and the items without prices ("Bin /
/// SKU / Item / Ordered / Shipped"); the order and invoice numbers with the
/// page count at every foot.
pub fn packing_slip(p: &Printed) -> String {
    const CARRIERS: [&str; 3] = ["UPS Ground", "FedEx Ground", "USPS Priority Mail"];
    let seed = account_seed(p);
    let index = usize::try_from(seed).unwrap_or(0);
    let carrier = CARRIERS[index % CARRIERS.len()];
    let tracking = match index % CARRIERS.len() {
        0 => format!(
            "1Z{:03}E{:02}{:08}",
            400 + seed % 600,
            seed % 97,
            seed * 7_919 % 100_000_000
        ),
        1 => format!("{:04}{:08}", 7_700 + seed % 200, seed * 6_007 % 100_000_000),
        _ => format!(
            "9405 5112 {:04} {:04} {:04} {:02}",
            seed % 10_000,
            seed * 13 % 10_000,
            seed * 31 % 10_000,
            seed % 89
        ),
    };
    let order = format!("#{}", 1_000 + seed * 7 % 9_000);
    let order_date = abbreviated_date(days_earlier(p.date_ymd, 1 + (seed % 3) as u32));
    let ship_date = abbreviated_date(p.date_ymd);
    let terms = days_between(p.date_ymd, p.due_ymd).max(0);
    let packages = 1 + p.lines.len() / 4;
    let weight = format!(
        "{}.{} lb",
        3 + seed % 40 + 2 * p.lines.len() as i64,
        seed % 10
    );
    let domain = p.country_domain();
    let footer = page_footer(
        "DejaVu Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"Order {order} \\00B7  Invoice {} \\00B7  {}\"",
                    p.number, p.vendor
                ),
            ),
            (
                "bottom-right",
                "\"Page \" counter(page) \" of \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9pt; color: #111; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
        .head {{ display: flex; justify-content: space-between; align-items: flex-start; }}\n\
        .store .name {{ font-size: 17pt; font-weight: bold; }}\n\
        .store {{ line-height: 1.45; }}\n\
        .doc h1 {{ margin: 0 0 6px; font-size: 22pt; text-align: right; letter-spacing: 1px; }}\n\
        table.meta td {{ border: 1px solid #999; padding: 3px 8px; }}\n\
        table.meta td.k {{ background: #ececec; font-weight: bold; }}\n\
        .boxes {{ display: flex; gap: 12px; margin: 18px 0 16px; }}\n\
        .box {{ flex: 1; border: 1px solid #999; }}\n\
        .box .t {{ background: #ececec; border-bottom: 1px solid #999; font-weight: bold; padding: 3px 8px; }}\n\
        .box .in {{ padding: 5px 8px; line-height: 1.45; }}\n\
        table.items {{ width: 100%; }}\n\
        table.items th {{ background: #222; color: #fff; text-align: left; padding: 5px 6px; }}\n\
        table.items td {{ border-bottom: 1px solid #bbb; padding: 5px 6px; }}\n\
        table.items tr {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .c {{ text-align: center !important; }}\n\
        .end {{ display: flex; justify-content: space-between; gap: 24px; margin-top: 12px; break-inside: avoid; }}\n\
        .msg {{ flex: 1; line-height: 1.5; }}\n\
        table.sums td {{ padding: 3px 8px; }}\n\
        table.sums tr.grand td {{ font-weight: bold; border-top: 2px solid #222; }}\n\
        table.sums tr.due td {{ font-weight: bold; font-size: 11pt; background: #ececec; }}\n\
        .slip {{ break-before: page; }}\n\
        .slip h1 {{ font-size: 20pt; margin: 0 0 4px; text-align: right; }}\n\
        .slip .facts {{ text-align: right; line-height: 1.5; }}\n\
        .check {{ display: inline-block; width: 9px; height: 9px; border: 1px solid #444; }}\n\
        {footer}"
    );
    let (street, town) = address_lines(p.customer_address);
    let mut meta = vec![
        ("Invoice #", escape(&p.number)),
        ("Invoice Date", abbreviated_date(p.date_ymd)),
        ("Order #", order.clone()),
        ("Order Date", order_date.clone()),
    ];
    if let Some(po) = &p.po {
        meta.push(("PO Number", escape(po)));
    }
    meta.extend([
        ("Terms", format!("Net {terms}")),
        ("Due Date", abbreviated_date(p.due_ymd)),
    ]);
    let meta: String = meta
        .iter()
        .map(|(k, v)| format!("<tr><td class=\"k\">{k}</td><td>{v}</td></tr>"))
        .collect();
    let (price_head, total_head) = if p.bare {
        (
            format!("Unit Price ({})", p.currency),
            format!("Total ({})", p.currency),
        )
    } else {
        ("Unit Price".to_string(), "Total".to_string())
    };
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.code.clone(), ""),
            (l.description.clone(), ""),
            (l.quantity.clone(), "c"),
            (l.unit_price_money.clone(), "r"),
            (l.amount_money.clone(), "r"),
        ]
    });
    let slip_rows: String = p
        .lines
        .iter()
        .enumerate()
        .map(|(i, l)| {
            let bin = format!(
                "{}-{:02}-{}",
                char::from(b'A' + ((index + i * 5) % 8) as u8),
                1 + (index * 3 + i * 7) % 24,
                1 + (i + index) % 4
            );
            let (bin, shipped) = if l.unit == "h" {
                ("\u{2014}".to_string(), "Service".to_string())
            } else {
                (bin, l.quantity.clone())
            };
            format!(
                "<tr><td>{bin}</td><td>{}</td><td>{}</td><td class=\"c\">{}</td><td class=\"c\">{shipped}</td>\
                 <td class=\"c\"><span class=\"check\"></span></td></tr>\n",
                escape(&l.code),
                escape(&l.description),
                l.quantity
            )
        })
        .collect();
    let total = money_or_code(&p.total, &p.total_money, p);
    let zero = p.money_like(0);
    let body = format!(
        "<div class=\"head\"><div class=\"store\"><div class=\"name\">{vendor}</div>{street_v}<br>{city}<br>\
         {phone} \u{00B7} orders@{domain}<br>www.{domain}</div>\
         <div class=\"doc\"><h1>INVOICE</h1><table class=\"meta\">{meta}</table></div></div>\n\
         <div class=\"boxes\"><div class=\"box\"><div class=\"t\">Bill To</div><div class=\"in\"><b>{customer}</b><br>\
         Attn: Accounts Payable<br>{street}<br>{town}</div></div>\
         <div class=\"box\"><div class=\"t\">Ship To</div><div class=\"in\"><b>{customer}</b><br>Attn: Receiving<br>\
         {street}<br>{town}</div></div>\
         <div class=\"box\"><div class=\"t\">Shipment</div><div class=\"in\">Ship Method: {carrier}<br>Ship Date: {ship_date}<br>\
         Tracking #: {tracking}<br>Packages: {packages} \u{00B7} Weight: {weight}</div></div></div>\n\
         <table class=\"items\"><thead><tr><th>SKU</th><th>Item</th><th class=\"c\">Qty</th>\
         <th class=\"r\">{price_head}</th><th class=\"r\">{total_head}</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <div class=\"end\"><div class=\"msg\">Thank you for your order! Payment is due by {due_long} under your \
         Net {terms} terms. Pay by check to {vendor}, {street_v}, {city}, or by ACH (remittance details on \
         request). Please include the invoice number with your payment. All amounts are in {cur}.</div>\
         <table class=\"sums\"><tr><td>Subtotal</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Shipping</td><td class=\"r\">{zero}</td></tr>\
         <tr><td>Sales Tax ({rate}%)</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"grand\"><td>Total</td><td class=\"r\">{total}</td></tr>\
         <tr><td>Amount Paid</td><td class=\"r\">{zero}</td></tr>\
         <tr class=\"due\"><td>Balance Due</td><td class=\"r\">{total}</td></tr></table></div>\n\
         <div class=\"slip\"><div class=\"head\"><div class=\"store\"><div class=\"name\">{vendor}</div>{street_v}<br>{city}</div>\
         <div><h1>PACKING SLIP</h1><div class=\"facts\">Order {order} \u{00B7} placed {order_date}<br>\
         Shipped {ship_date} via {carrier}<br>Tracking # {tracking}</div></div></div>\n\
         <div class=\"boxes\"><div class=\"box\"><div class=\"t\">Ship To</div><div class=\"in\"><b>{customer}</b><br>\
         Attn: Receiving<br>{street}<br>{town}</div></div>\
         <div class=\"box\"><div class=\"t\">Notes</div><div class=\"in\">Please check the contents against this slip \
         and report any shortage within 5 days to orders@{domain}.</div></div></div>\n\
         <table class=\"items\"><thead><tr><th>Bin</th><th>SKU</th><th>Item</th><th class=\"c\">Ordered</th>\
         <th class=\"c\">Shipped</th><th class=\"c\">Checked</th></tr></thead><tbody>\n{slip_rows}</tbody></table>\n\
         <p>Lines in this shipment: {count}. Packed by: ________________</p></div>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        customer = p.customer,
        due_long = abbreviated_date(p.due_ymd),
        cur = p.currency,
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = money_or_code(&p.tax, &p.tax_money, p),
        count = p.lines.len(),
    );
    page("letter", "DejaVu Sans", &css, &body)
}

/// The conditions of sale a UK supplier prints after its invoices, clause by
/// clause.
const CONDITIONS_OF_SALE: [(&str, &str); 12] = [
    (
        "Definitions",
        "In these Conditions \"the Seller\" means the company named on the face of this invoice, \
         \"the Buyer\" means the person, firm or company to whom the invoice is addressed, and \
         \"the Goods\" means the goods and services described on it.",
    ),
    (
        "Application",
        "Every order is accepted on these Conditions only, which override any terms put forward by the \
         Buyer, including terms printed on the Buyer's purchase order, unless the Seller has agreed \
         otherwise in writing and signed by a director.",
    ),
    (
        "Prices",
        "Prices are those in force on the date of despatch and are exclusive of VAT, which is added at the \
         rate ruling at the tax point. Carriage is charged at cost on orders below the Seller's minimum \
         order value unless shown otherwise on the invoice.",
    ),
    (
        "Payment",
        "Unless a credit account has been agreed, payment is due with the order. Account customers shall \
         pay each invoice in full, without deduction or set-off, by the due date shown on its face. \
         Time for payment is of the essence.",
    ),
    (
        "Late payment",
        "The Seller reserves the right to charge interest on overdue sums at 8% a year above the Bank of \
         England base rate, and fixed compensation, under the Late Payment of Commercial Debts (Interest) \
         Act 1998, and to suspend deliveries to any overdue account.",
    ),
    (
        "Delivery",
        "Delivery dates are estimates only and time of delivery is not of the essence. The Buyer shall \
         inspect the Goods on delivery and notify the Seller of any shortage or damage within 48 hours; \
         signed delivery notes are conclusive evidence of delivery in good condition.",
    ),
    (
        "Risk and title",
        "Risk passes to the Buyer on delivery. Title in the Goods remains with the Seller until all sums \
         owed by the Buyer on any account have been paid in full, and until then the Buyer holds the \
         Goods as the Seller's bailee and shall store them separately.",
    ),
    (
        "Returns",
        "Goods supplied correctly may be returned only with the Seller's prior agreement, in their original \
         packaging and in resaleable condition, within 28 days of delivery, and are subject to a handling \
         charge of 15%. Special orders cannot be returned.",
    ),
    (
        "Warranty",
        "The Seller passes on to the Buyer the benefit of any manufacturer's warranty. The Seller's \
         liability for defective Goods is limited to repairing or replacing them or refunding the price, \
         at the Seller's option.",
    ),
    (
        "Liability",
        "Nothing in these Conditions limits liability for death or personal injury caused by negligence. \
         Otherwise the Seller is not liable for any indirect or consequential loss, or for loss of profit, \
         and its total liability shall not exceed the price of the Goods concerned.",
    ),
    (
        "Force majeure",
        "The Seller is not liable for any delay or failure to perform caused by circumstances beyond its \
         reasonable control, including shortages of materials, transport disruption and industrial action.",
    ),
    (
        "Law",
        "These Conditions and every contract made under them are governed by the law of England and Wales, \
         and the courts of England and Wales have exclusive jurisdiction.",
    ),
];

/// A UK wholesaler's invoice printed from its ERP system with its conditions
/// of sale on the page after it: the company with its contact, VAT and
/// company numbers at the left, a dark "INVOICE" bar at the right over a
/// ruled table of shaded labels beside values ("Invoice No. / Invoice Date
/// (Tax Point) / Account No. / Customer Order No. / Sales Order No. /
/// Despatch Note No."), "Invoice To" and "Deliver To" boxes, a ruled strip
/// of labels over values ("Delivery Method / Despatch Date / Payment Terms
/// / Payment Due"), the items as "Product Code / Description / Qty / Unit /
/// Unit Price / Disc % / Net Value / VAT" with the currency in the headings,
/// the bank details beside "Goods Total / Carriage / Net Total / VAT /
/// INVOICE TOTAL" in a ruled box, a pointer to the conditions overleaf, and
/// then the conditions of sale in three narrow columns of small type; the
/// registered office with the page count at every foot.
pub fn terms_overleaf(p: &Printed) -> String {
    const METHODS: [&str; 3] = ["Own transport", "Pallet network", "Courier"];
    let seed = account_seed(p);
    let index = usize::try_from(seed).unwrap_or(0);
    let company_no = format!("{:08}", (seed * 4_093 + 1_530_027) % 100_000_000);
    let sales_order = format!("SO{:06}", 310_000 + seed * 29 % 90_000);
    let despatch_note = format!("DN{:06}", 540_000 + seed * 41 % 90_000);
    let terms = days_between(p.date_ymd, p.due_ymd).max(0);
    let (sort_code, account) = p.sort_code_and_account();
    let code = if p.tax_rate == 0 { "Z" } else { "S" };
    let cur = p.currency;
    let domain = p.country_domain();
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"{} \\00B7  Registered office: {}, {} \\00B7  Registered in England No. {company_no}\"",
                    p.vendor, p.street, p.city
                ),
            ),
            (
                "bottom-right",
                "\"Page \" counter(page) \" of \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9pt; color: #1b2433; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
        .head {{ display: flex; justify-content: space-between; gap: 24px; }}\n\
        .firm {{ line-height: 1.45; }}\n\
        .firm .name {{ font-size: 18pt; font-weight: bold; color: #1d3461; }}\n\
        .firm .small {{ font-size: 8pt; color: #4d5a6e; }}\n\
        .doc {{ width: 46%; }}\n\
        .doc .bar {{ background: #1d3461; color: #fff; font-size: 15pt; font-weight: bold; letter-spacing: 3px; padding: 5px 10px; }}\n\
        table.ref {{ width: 100%; }}\n\
        table.ref td {{ border: 1px solid #8f9bb0; padding: 3px 7px; }}\n\
        table.ref td.k {{ background: #e4e9f2; width: 52%; font-size: 8.5pt; }}\n\
        .addr {{ display: flex; gap: 14px; margin: 16px 0 12px; }}\n\
        .addr div {{ flex: 1; box-sizing: border-box; border: 1px solid #8f9bb0; padding: 6px 9px; line-height: 1.45; min-height: 62px; }}\n\
        .addr b.t {{ display: block; font-size: 8pt; color: #1d3461; text-transform: uppercase; margin-bottom: 2px; }}\n\
        table.strip {{ width: 100%; margin-bottom: 12px; }}\n\
        table.strip th {{ background: #e4e9f2; border: 1px solid #8f9bb0; font-size: 8pt; font-weight: bold; text-align: left; padding: 3px 7px; }}\n\
        table.strip td {{ border: 1px solid #8f9bb0; padding: 3px 7px; }}\n\
        table.items {{ width: 100%; }}\n\
        table.items th {{ background: #1d3461; color: #fff; font-size: 8pt; text-align: left; padding: 4px 5px; border: 1px solid #1d3461; }}\n\
        table.items td {{ padding: 4px 5px; border-left: 1px solid #c5cdda; border-right: 1px solid #c5cdda; }}\n\
        table.items tbody tr:last-child td {{ border-bottom: 1px solid #8f9bb0; }}\n\
        table.items tr {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .end {{ display: flex; justify-content: space-between; gap: 24px; margin-top: 12px; break-inside: avoid; }}\n\
        .bank {{ flex: 1; font-size: 8.5pt; line-height: 1.5; }}\n\
        table.sums {{ width: 40%; }}\n\
        table.sums td {{ border: 1px solid #8f9bb0; padding: 3px 7px; }}\n\
        table.sums td.k {{ background: #e4e9f2; }}\n\
        table.sums tr.total td {{ font-weight: bold; font-size: 10.5pt; background: #1d3461; color: #fff; }}\n\
        .overleaf {{ margin-top: 14px; font-weight: bold; font-size: 8.5pt; }}\n\
        .conditions {{ break-before: page; }}\n\
        .conditions h2 {{ font-size: 11pt; text-align: center; letter-spacing: 2px; margin: 0 0 4px; }}\n\
        .conditions .intro {{ text-align: center; font-size: 7.5pt; margin-bottom: 10px; }}\n\
        .conditions .cols {{ column-count: 3; column-gap: 16px; font-size: 7pt; line-height: 1.35; text-align: justify; }}\n\
        .conditions p {{ margin: 0 0 6px; }}\n\
        {footer}"
    );
    let (street, town) = address_lines(p.customer_address);
    let mut refs = vec![
        ("Invoice No.", format!("<b>{}</b>", escape(&p.number))),
        ("Invoice Date (Tax Point)", p.date.clone()),
        ("Account No.", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        refs.push(("Customer Order No.", escape(po)));
    }
    refs.extend([
        ("Sales Order No.", sales_order),
        ("Despatch Note No.", despatch_note),
    ]);
    let refs: String = refs
        .iter()
        .map(|(k, v)| format!("<tr><td class=\"k\">{k}</td><td>{v}</td></tr>"))
        .collect();
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.code.clone(), ""),
            (l.description.clone(), ""),
            (l.quantity.clone(), "r"),
            ((if l.unit == "h" { "HR" } else { "EA" }).to_string(), ""),
            (l.unit_price.clone(), "r"),
            ("0.00".to_string(), "r"),
            (l.amount.clone(), "r"),
            (code.to_string(), ""),
        ]
    });
    let conditions: String = CONDITIONS_OF_SALE
        .iter()
        .enumerate()
        .map(|(i, (title, text))| format!("<p><b>{}. {title}.</b> {text}</p>", i + 1))
        .collect();
    let body = format!(
        "<div class=\"head\"><div class=\"firm\"><div class=\"name\">{vendor}</div>{street_v}<br>{city}<br>\
         <span class=\"small\">Tel {phone} \u{00B7} sales@{domain} \u{00B7} www.{domain}<br>\
         VAT Reg. No. {vat} \u{00B7} Company No. {company_no}</span></div>\
         <div class=\"doc\"><div class=\"bar\">INVOICE</div><table class=\"ref\">{refs}</table></div></div>\n\
         <div class=\"addr\"><div><b class=\"t\">Invoice To</b>{customer}<br>Purchase Ledger<br>{street}<br>{town}</div>\
         <div><b class=\"t\">Deliver To</b>{customer}<br>Goods Inwards<br>{street}<br>{town}</div></div>\n\
         <table class=\"strip\"><tr><th>Delivery Method</th><th>Despatch Date</th><th>Payment Terms</th><th>Payment Due</th></tr>\
         <tr><td>{method}</td><td>{despatched}</td><td>{terms} days nett</td><td>{due}</td></tr></table>\n\
         <table class=\"items\"><thead><tr><th>Product Code</th><th>Description</th><th class=\"r\">Qty</th><th>Unit</th>\
         <th class=\"r\">Unit Price {cur}</th><th class=\"r\">Disc %</th><th class=\"r\">Net Value {cur}</th><th>VAT</th></tr></thead>\
         <tbody>\n{items}</tbody></table>\n\
         <div class=\"end\"><div class=\"bank\"><b>Payment by BACS</b><br>Account name: {vendor}<br>Sort code: {sort_code} \
         \u{00B7} Account no.: {account}<br>Please quote invoice {number} as your reference.<br>\
         VAT code {code}: {vat_rate}%.</div>\
         <table class=\"sums\"><tr><td class=\"k\">Goods Total</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td class=\"k\">Carriage</td><td class=\"r\">{zero}</td></tr>\
         <tr><td class=\"k\">Net Total</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td class=\"k\">VAT @ {vat_rate}%</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"total\"><td>INVOICE TOTAL {cur}</td><td class=\"r\">{total}</td></tr></table></div>\n\
         <div class=\"overleaf\">All goods are supplied subject to our Conditions of Sale overleaf.</div>\n\
         <div class=\"conditions\"><h2>CONDITIONS OF SALE</h2>\
         <div class=\"intro\">{vendor} \u{00B7} these conditions apply to every order and form part of each invoice</div>\
         <div class=\"cols\">{conditions}</div></div>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        vat = p.vat_id,
        customer = p.customer,
        method = METHODS[index % METHODS.len()],
        despatched = p.date_like(days_earlier(p.date_ymd, 1)),
        due = p.due,
        number = escape(&p.number),
        vat_rate = p.tax_rate,
        subtotal = p.subtotal,
        zero = p.bare_number(0),
        tax = p.tax,
        total = p.total,
    );
    page("A4", "Liberation Sans", &css, &body)
}

// Held out: a twenty-third round of seven, written the same way without
// looking at the extractor or at how it fares on any family above.

/// A date as a Dutch web shop prints it: written out in Dutch ("3 maart
/// 2026") where the document writes dates out, ISO where it prints those,
/// and otherwise day first with dashes ("03-03-2026").
fn dutch_shop_date(printed: &str, (year, month, day): (i32, u32, u32)) -> String {
    if printed.as_bytes().get(4) == Some(&b'-') {
        printed.to_string()
    } else if printed.contains(' ') {
        date_in(printed, Language::Dutch)
    } else {
        format!("{day:02}-{month:02}-{year}")
    }
}

/// A Dutch web shop's factuur for a business customer who buys on account,
/// as the shop's order system attaches it to the dispatch mail, in Dutch:
/// the shop's name as its logo with a strapline and the customer service
/// hours at the right, "Factuur" over "Factuuradres" beside "Afleveradres",
/// a shaded box of order data in two columns ("Factuurnummer /
/// Factuurdatum / Vervaldatum / Klantnummer" beside "Bestelnummer /
/// Besteldatum / Pakbonnummer / Uw inkoopordernummer / Betaalwijze"), the
/// items with the quantity first ("Aantal / Artikel / Prijs per stuk excl.
/// btw / Btw / Totaal excl. btw"), each article's number and EAN in grey
/// under its name, "Subtotaal / Verzendkosten: Gratis / Btw … % / Totaal
/// incl. btw" at the right, the request to pay with the bank details, and
/// the shop's chamber of commerce, VAT and bank line with "Pagina … van …"
/// at every foot.
pub fn factuur_webshop(p: &Printed) -> String {
    let seed = account_seed(p);
    let date = dutch_shop_date(&p.date, p.date_ymd);
    let due = dutch_shop_date(&p.due, p.due_ymd);
    let days = days_between(p.date_ymd, p.due_ymd);
    let ordered = days_before(p.date_ymd, 2 + (seed % 4) as u32);
    let order_date = dutch_shop_date(&p.date_like(ordered), ordered);
    let order_no = format!("{}", 1_100_000_000 + seed * 7_919 % 800_000_000);
    let packing = format!("PB-{}", 600_000 + seed * 13 % 300_000);
    let kvk = format!("{:08}", (seed * 7_331 + 3_402_117) % 100_000_000);
    let domain = p.country_domain();
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"{} \\00B7  {}, {} \\00B7  KvK {kvk} \\00B7  Btw-nr. {} \\00B7  IBAN {}\\A Op al onze leveringen zijn onze algemene voorwaarden van toepassing (www.{domain}/voorwaarden).\"",
                    p.vendor, p.street, p.city, p.vat_id, p.iban
                ),
            ),
            (
                "bottom-right",
                "\"Pagina \" counter(page) \" van \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9.5pt; color: #243040; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
        .head {{ display: flex; justify-content: space-between; align-items: flex-start; }}\n\
        .logo {{ font-size: 21pt; font-weight: bold; color: #0a6cff; letter-spacing: -0.5px; }}\n\
        .logo small {{ display: block; font-size: 8.5pt; font-weight: normal; color: #6b7a8c; letter-spacing: 0; }}\n\
        .service {{ text-align: right; font-size: 8.5pt; line-height: 1.45; color: #6b7a8c; }}\n\
        .service b {{ color: #243040; }}\n\
        h1 {{ font-size: 24pt; margin: 26px 0 14px; font-weight: bold; }}\n\
        .addr {{ display: flex; gap: 40px; margin-bottom: 18px; }}\n\
        .addr div {{ flex: 1; line-height: 1.45; }}\n\
        .addr h3 {{ font-size: 8.5pt; text-transform: uppercase; letter-spacing: 1px; color: #6b7a8c; margin: 0 0 4px; }}\n\
        .order {{ display: flex; gap: 30px; background: #eef4ff; border-radius: 6px; padding: 12px 16px; }}\n\
        .order dl {{ flex: 1; margin: 0; display: grid; grid-template-columns: 48% 52%; row-gap: 3px; }}\n\
        .order dt {{ color: #6b7a8c; }}\n\
        .order dd {{ margin: 0; font-weight: bold; }}\n\
        table.items {{ width: 100%; margin-top: 22px; }}\n\
        table.items th {{ text-align: left; font-size: 8.5pt; color: #6b7a8c; font-weight: normal; border-bottom: 2px solid #243040; padding: 5px 6px; }}\n\
        table.items td {{ padding: 6px; border-bottom: 1px solid #dde3ea; vertical-align: top; }}\n\
        table.items td small {{ display: block; color: #8a97a8; font-size: 7.5pt; margin-top: 2px; }}\n\
        table.items tr {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .c {{ text-align: center !important; }}\n\
        table.sums {{ width: 44%; margin: 12px 0 0 auto; break-inside: avoid; }}\n\
        table.sums td {{ padding: 3px 6px; }}\n\
        table.sums tr.total td {{ font-size: 12pt; font-weight: bold; border-top: 2px solid #243040; padding-top: 6px; }}\n\
        .pay {{ margin-top: 22px; border-left: 4px solid #0a6cff; padding: 8px 12px; background: #f7f9fc; line-height: 1.5; break-inside: avoid; }}\n\
        .retour {{ margin-top: 14px; font-size: 8.5pt; color: #6b7a8c; }}\n\
        {footer}"
    );
    let (street, town) = address_lines(p.customer_address);
    let dl = |pairs: &[(&str, String)]| -> String {
        let inner: String = pairs
            .iter()
            .map(|(k, v)| format!("<dt>{k}</dt><dd>{v}</dd>"))
            .collect();
        format!("<dl>{inner}</dl>")
    };
    let left = dl(&[
        ("Factuurnummer", escape(&p.number)),
        ("Factuurdatum", date),
        ("Vervaldatum", due.clone()),
        ("Klantnummer", p.customer_number.clone()),
    ]);
    let mut right = vec![
        ("Bestelnummer", order_no),
        ("Besteldatum", order_date),
        ("Pakbonnummer", packing),
    ];
    if let Some(po) = &p.po {
        right.push(("Uw inkoopordernummer", escape(po)));
    }
    right.push(("Betaalwijze", format!("Op rekening, {days} dagen")));
    let right = dl(&right);
    let items: String = p
        .lines
        .iter()
        .enumerate()
        .map(|(i, l)| {
            let ean = if l.unit == "h" {
                format!("Art.nr. {} \u{00B7} dienst", escape(&l.code))
            } else {
                format!(
                    "Art.nr. {} \u{00B7} EAN {}",
                    escape(&l.code),
                    ean13(seed, i)
                )
            };
            format!(
                "<tr><td class=\"c\">{}</td><td>{}<small>{ean}</small></td><td class=\"r\">{}</td>\
                 <td class=\"c\">{} %</td><td class=\"r\">{}</td></tr>\n",
                l.quantity,
                escape(&l.description),
                l.unit_price_money,
                p.tax_rate,
                l.amount_money,
            )
        })
        .collect();
    let total = money_or_code(&p.total, &p.total_money, p);
    let currency_note = if p.bare {
        format!(" Alle bedragen in {}.", p.currency)
    } else {
        String::new()
    };
    let body = format!(
        "<div class=\"head\"><div class=\"logo\">{vendor}<small>Zakelijk online bestellen \u{00B7} vandaag besteld, morgen in huis</small></div>\
         <div class=\"service\"><b>Klantenservice</b><br>{phone}<br>zakelijk@{domain}<br>ma t/m vr 8.30 \u{2013} 17.30 uur</div></div>\n\
         <h1>Factuur</h1>\n\
         <div class=\"addr\"><div><h3>Factuuradres</h3>{customer}<br>t.a.v. Crediteurenadministratie<br>{street}<br>{town}</div>\
         <div><h3>Afleveradres</h3>{customer}<br>t.a.v. Goederenontvangst<br>{street}<br>{town}</div></div>\n\
         <div class=\"order\">{left}{right}</div>\n\
         <table class=\"items\"><thead><tr><th class=\"c\">Aantal</th><th>Artikel</th><th class=\"r\">Prijs per stuk<br>excl. btw</th>\
         <th class=\"c\">Btw</th><th class=\"r\">Totaal<br>excl. btw</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <table class=\"sums\"><tr><td>Subtotaal excl. btw</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Verzendkosten</td><td class=\"r\">Gratis</td></tr>\
         <tr><td>Btw {rate}%</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"total\"><td>Totaal incl. btw</td><td class=\"r\">{total}</td></tr></table>\n\
         <div class=\"pay\">Je hebt gekozen voor betalen <b>op rekening</b>. Wij verzoeken je het totaalbedrag van \
         <b>{total}</b> uiterlijk <b>{due}</b> over te maken naar IBAN {iban} (BIC {bic}) ten name van {vendor}, \
         onder vermelding van factuurnummer {number}.{currency_note}</div>\n\
         <p class=\"retour\">Iets niet in orde met je bestelling? Retourneren kan binnen 30 dagen na levering via \
         Mijn account \u{203A} Bestellingen. Vermeld bij vragen altijd je bestelnummer.</p>",
        vendor = escape(p.vendor),
        phone = p.local_phone(),
        customer = p.customer,
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = money_or_code(&p.tax, &p.tax_money, p),
        iban = p.iban,
        bic = house_bic(p),
        number = escape(&p.number),
    );
    page("A4", "Liberation Sans", &css, &body)
}

/// A date as Slovak invoicing software prints it: written out in Slovak,
/// the month in the genitive ("3. marca 2026"), where the document writes
/// dates out, else as the document prints it.
fn slovak_date(printed: &str, (year, month, day): (i32, u32, u32)) -> String {
    const MONTHS: [&str; 12] = [
        "januára",
        "februára",
        "marca",
        "apríla",
        "mája",
        "júna",
        "júla",
        "augusta",
        "septembra",
        "októbra",
        "novembra",
        "decembra",
    ];
    if printed.contains(' ') {
        format!("{day}. {} {year}", MONTHS[month as usize - 1])
    } else {
        printed.to_string()
    }
}

/// A square two-dimensional code drawn as SVG: three finder squares in the
/// corners and modules from a seed, standing in for the payment code a
/// program prints (nothing reads it; it only has to look the part).
pub(super) fn square_code(seed: i64, modules: i64, size_mm: u32) -> String {
    let mut state = (seed as u64).wrapping_mul(6_364_136_223_846_793_005) ^ 0x9E37_79B9_7F4A_7C15;
    let mut path = String::new();
    for y in 0..modules {
        for x in 0..modules {
            let mut fixed = None;
            for (ox, oy) in [(0, 0), (modules - 7, 0), (0, modules - 7)] {
                let (dx, dy) = (x - ox, y - oy);
                if (0..7).contains(&dx) && (0..7).contains(&dy) {
                    let ring = dx.min(dy).min(6 - dx).min(6 - dy);
                    fixed = Some(ring != 1);
                } else if (-1..8).contains(&dx) && (-1..8).contains(&dy) && fixed.is_none() {
                    fixed = Some(false);
                }
            }
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let dark = fixed.unwrap_or((state >> 33) % 2 == 0);
            if dark {
                path.push_str(&format!("M{x} {y}h1v1h-1z"));
            }
        }
    }
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"-2 -2 {v} {v}\" width=\"{size_mm}mm\" height=\"{size_mm}mm\">\
         <path d=\"{path}\" fill=\"#000\"/></svg>",
        v = modules + 4
    )
}

/// A Slovak faktúra from a Slovak online invoicing service, in Slovak: the
/// title "Faktúra" with "č. …" beneath at the left and the company's name as
/// its logo at the right, "Dodávateľ" beside "Odberateľ" in framed boxes
/// with their IČO, DIČ and IČ DPH, a grid of small labels over values
/// ("Dátum vystavenia / Dátum dodania / Dátum splatnosti / Číslo objednávky"
/// over "Variabilný symbol / Konštantný symbol / Spôsob úhrady / Mena") with
/// the bank and IBAN beneath, the items as "Č. / Názov položky / Množstvo /
/// MJ / Cena za MJ bez DPH / DPH / Spolu bez DPH / Spolu s DPH" (each line's
/// VAT shared out of the whole), the PAY by square code at the left beside a
/// VAT recapitulation by rate and "Spolu bez DPH / DPH / Celkom na úhradu" in
/// a coloured box, "Vystavil" with the issuer's contact, and the service's
/// line with "Strana … / …" at every foot.
pub fn faktura_sk(p: &Printed) -> String {
    let seed = account_seed(p);
    let date = slovak_date(&p.date, p.date_ymd);
    let due = slovak_date(&p.due, p.due_ymd);
    let supplied = days_before(p.date_ymd, (seed % 4) as u32);
    let supplied = slovak_date(&p.date_like(supplied), supplied);
    let symbol: String = p
        .number
        .chars()
        .filter(char::is_ascii_digit)
        .collect::<String>();
    let symbol = symbol[symbol.len().saturating_sub(10)..].to_string();
    let ico = format!("{:08}", 35_000_000 + seed * 37 % 9_000_000);
    let dic = format!("20{:08}", 22_000_000 + seed * 53 % 70_000_000);
    let buyer_ico = format!("{:08}", 44_000_000 + seed * 91 % 9_000_000);
    let buyer_dic = format!("20{:08}", 57_000_000 + seed * 17 % 40_000_000);
    let issuer = ["Ing. Zuzana Kováčová", "Martin Horváth", "Lucia Vargová"][(seed % 3) as usize];
    let domain = p.country_domain();
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"{} \\00B7  IČO {ico} \\00B7  IČ DPH {} \\00B7  Faktúra bola vystavená elektronicky a je platná bez podpisu a pečiatky.\"",
                    p.vendor, p.vat_id
                ),
            ),
            (
                "bottom-right",
                "\"Strana \" counter(page) \" / \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9pt; color: #2d2d2d; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
        .head {{ display: flex; justify-content: space-between; align-items: flex-start; margin-bottom: 16px; }}\n\
        h1 {{ font-size: 26pt; margin: 0; font-weight: 300; color: #e35205; }}\n\
        .no {{ font-size: 13pt; font-weight: bold; margin-top: 2px; }}\n\
        .logo {{ font-size: 16pt; font-weight: bold; color: #555; border: 2px solid #555; padding: 6px 12px; }}\n\
        .parties {{ display: flex; gap: 14px; }}\n\
        .parties .box {{ flex: 1; border: 1px solid #cfcfcf; border-radius: 4px; padding: 9px 12px; line-height: 1.45; }}\n\
        .parties h4 {{ margin: 0 0 5px; font-size: 8pt; text-transform: uppercase; color: #e35205; letter-spacing: 1px; }}\n\
        .parties .ids {{ margin-top: 6px; font-size: 8.5pt; color: #555; }}\n\
        .facts {{ display: grid; grid-template-columns: repeat(4, 1fr); border: 1px solid #cfcfcf; border-radius: 4px; margin-top: 12px; }}\n\
        .facts div {{ padding: 6px 10px; border-right: 1px solid #e6e6e6; border-bottom: 1px solid #e6e6e6; }}\n\
        .facts div:nth-child(4n) {{ border-right: none; }}\n\
        .facts small {{ display: block; font-size: 7.5pt; color: #888; margin-bottom: 2px; }}\n\
        .facts b {{ font-size: 10pt; }}\n\
        .bank {{ margin-top: 6px; font-size: 8.5pt; color: #555; }}\n\
        table.items {{ width: 100%; margin-top: 18px; }}\n\
        table.items th {{ background: #f3f3f3; font-size: 8pt; text-align: left; padding: 6px 5px; border-bottom: 1px solid #bbb; }}\n\
        table.items td {{ padding: 5px; border-bottom: 1px solid #ececec; }}\n\
        table.items tr {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .bottom {{ display: flex; justify-content: space-between; align-items: flex-start; margin-top: 16px; break-inside: avoid; }}\n\
        .pbs {{ width: 34%; font-size: 8pt; color: #555; }}\n\
        .pbs .caption {{ font-weight: bold; color: #2d2d2d; margin-bottom: 4px; }}\n\
        .summary {{ width: 58%; }}\n\
        table.recap {{ width: 100%; font-size: 8.5pt; }}\n\
        table.recap th {{ font-weight: normal; color: #888; text-align: right; border-bottom: 1px solid #ccc; padding: 3px 5px; }}\n\
        table.recap th:first-child {{ text-align: left; }}\n\
        table.recap td {{ padding: 3px 5px; }}\n\
        table.sums {{ width: 100%; margin-top: 10px; }}\n\
        table.sums td {{ padding: 3px 5px; }}\n\
        table.sums tr.due td {{ background: #e35205; color: white; font-size: 13pt; font-weight: bold; padding: 8px; }}\n\
        .sign {{ margin-top: 26px; display: flex; justify-content: space-between; font-size: 8.5pt; break-inside: avoid; }}\n\
        .sign div {{ width: 44%; border-top: 1px dotted #999; padding-top: 4px; }}\n\
        {footer}"
    );
    let (street, town) = address_lines(p.customer_address);
    let order = match &p.po {
        Some(po) => ("Číslo objednávky", escape(po)),
        None => ("Forma dodania", "Kuriér".to_string()),
    };
    let facts = [
        ("Dátum vystavenia", date),
        ("Dátum dodania", supplied),
        ("Dátum splatnosti", due),
        order,
        ("Variabilný symbol", symbol),
        ("Konštantný symbol", "0308".to_string()),
        ("Spôsob úhrady", "Prevodný príkaz".to_string()),
        ("Mena", p.currency.to_string()),
    ];
    let facts: String = facts
        .iter()
        .map(|(k, v)| format!("<div><small>{k}</small><b>{v}</b></div>"))
        .collect();
    let amounts: Vec<i64> = p.lines.iter().map(|l| l.amount_cents).collect();
    let vat = super::printed::shares(p.tax_cents, &amounts);
    let items: String = p
        .lines
        .iter()
        .zip(&vat)
        .map(|(l, v)| {
            format!(
                "<tr><td>{}.</td><td>{}</td><td class=\"r\">{}</td><td>{}</td><td class=\"r\">{}</td>\
                 <td class=\"r\">{} %</td><td class=\"r\">{}</td><td class=\"r\">{}</td></tr>\n",
                l.position,
                escape(&l.description),
                l.quantity,
                if l.unit == "h" { "hod" } else { "ks" },
                l.unit_price,
                p.tax_rate,
                l.amount,
                p.bare_number(l.amount_cents + v),
            )
        })
        .collect();
    let body = format!(
        "<div class=\"head\"><div><h1>Faktúra</h1><div class=\"no\">č. {number}</div></div>\
         <div class=\"logo\">{vendor}</div></div>\n\
         <div class=\"parties\"><div class=\"box\"><h4>Dodávateľ</h4><b>{vendor}</b><br>{street_v}<br>{city}\
         <div class=\"ids\">IČO: {ico}<br>DIČ: {dic}<br>IČ DPH: {vat_id}<br>Tel.: {phone} \u{00B7} fakturacia@{domain}</div></div>\
         <div class=\"box\"><h4>Odberateľ</h4><b>{customer}</b><br>{street}<br>{town}\
         <div class=\"ids\">IČO: {buyer_ico}<br>DIČ: {buyer_dic}<br>IČ DPH: SK{buyer_dic}<br>Číslo zákazníka: {customer_number}</div></div></div>\n\
         <div class=\"facts\">{facts}</div>\n\
         <div class=\"bank\">Banka: {bank} \u{00B7} IBAN: {iban} \u{00B7} SWIFT: {bic}</div>\n\
         <table class=\"items\"><thead><tr><th>Č.</th><th>Názov položky</th><th class=\"r\">Množstvo</th><th>MJ</th>\
         <th class=\"r\">Cena za MJ<br>bez DPH</th><th class=\"r\">DPH</th><th class=\"r\">Spolu<br>bez DPH</th>\
         <th class=\"r\">Spolu<br>s DPH</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <div class=\"bottom\"><div class=\"pbs\"><div class=\"caption\">Zaplaťte cez PAY by square</div>{code}\
         <div>Naskenujte kód v aplikácii svojej banky.</div></div>\
         <div class=\"summary\"><table class=\"recap\"><tr><th>Sadzba DPH</th><th>Základ dane</th><th>Výška DPH</th><th>Spolu</th></tr>\
         <tr><td>{rate} %</td><td class=\"r\">{subtotal}</td><td class=\"r\">{tax}</td><td class=\"r\">{total}</td></tr></table>\
         <table class=\"sums\"><tr><td>Spolu bez DPH</td><td class=\"r\">{subtotal_m}</td></tr>\
         <tr><td>DPH {rate} %</td><td class=\"r\">{tax_m}</td></tr>\
         <tr class=\"due\"><td>Celkom na úhradu</td><td class=\"r\">{total_m}</td></tr></table></div></div>\n\
         <div class=\"sign\"><div>Vystavil: {issuer}, {phone}</div><div>Prevzal:</div></div>",
        number = escape(&p.number),
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        vat_id = p.vat_id,
        phone = p.local_phone(),
        customer = p.customer,
        customer_number = p.customer_number,
        bank = bank_name(p),
        iban = p.iban,
        bic = house_bic(p),
        code = square_code(seed, 29, 30),
        rate = p.tax_rate,
        subtotal = p.subtotal,
        tax = p.tax,
        total = p.total,
        subtotal_m = money_or_code(&p.subtotal, &p.subtotal_money, p),
        tax_m = money_or_code(&p.tax, &p.tax_money, p),
        total_m = money_or_code(&p.total, &p.total_money, p),
    );
    page("A4", "Liberation Sans", &css, &body)
}

/// The name of the vendor's house bank, by the town it sits in.
fn bank_name(p: &Printed) -> &'static str {
    if p.city.contains("Zurich") {
        "Zürcher Kantonalbank"
    } else if p.city.contains("Amsterdam") {
        "ING Bank N.V."
    } else {
        "Commerzbank AG"
    }
}

/// A date as Latvian accounting software prints it: "2026. gada 3. martā"
/// where the document writes dates out, with a closing full stop
/// ("03.03.2026.") where it prints them with dots, else as printed.
pub(super) fn latvian_date(printed: &str, (year, month, day): (i32, u32, u32)) -> String {
    const MONTHS: [&str; 12] = [
        "janvārī",
        "februārī",
        "martā",
        "aprīlī",
        "maijā",
        "jūnijā",
        "jūlijā",
        "augustā",
        "septembrī",
        "oktobrī",
        "novembrī",
        "decembrī",
    ];
    if printed.contains(' ') {
        format!("{year}. gada {day}. {}", MONTHS[month as usize - 1])
    } else if printed.contains('.') {
        format!("{day:02}.{month:02}.{year}.")
    } else {
        printed.to_string()
    }
}

/// A whole number below a billion in Latvian words ("divi tūkstoši trīs
/// simti četrdesmit pieci"), as "Summa vārdiem" spells an amount.
pub(super) fn latvian_words(n: i64) -> String {
    const ONES: [&str; 20] = [
        "nulle",
        "viens",
        "divi",
        "trīs",
        "četri",
        "pieci",
        "seši",
        "septiņi",
        "astoņi",
        "deviņi",
        "desmit",
        "vienpadsmit",
        "divpadsmit",
        "trīspadsmit",
        "četrpadsmit",
        "piecpadsmit",
        "sešpadsmit",
        "septiņpadsmit",
        "astoņpadsmit",
        "deviņpadsmit",
    ];
    const TENS: [&str; 10] = [
        "",
        "",
        "divdesmit",
        "trīsdesmit",
        "četrdesmit",
        "piecdesmit",
        "sešdesmit",
        "septiņdesmit",
        "astoņdesmit",
        "deviņdesmit",
    ];
    fn hundreds(n: i64, words: &mut Vec<&'static str>) {
        let (h, rest) = (n / 100, n % 100);
        if h == 1 {
            words.push("simts");
        } else if h > 1 {
            words.push(ONES[h as usize]);
            words.push("simti");
        }
        if rest >= 20 {
            words.push(TENS[(rest / 10) as usize]);
            if rest % 10 > 0 {
                words.push(ONES[(rest % 10) as usize]);
            }
        } else if rest > 0 {
            words.push(ONES[rest as usize]);
        }
    }
    if n == 0 {
        return ONES[0].to_string();
    }
    let mut words = Vec::new();
    for (scale, one, many) in [
        (1_000_000, "miljons", "miljoni"),
        (1_000, "tūkstotis", "tūkstoši"),
    ] {
        let count = n / scale % 1_000;
        if count > 0 {
            hundreds(count, &mut words);
            let singular = count % 10 == 1 && count % 100 != 11;
            words.push(if singular { one } else { many });
        }
    }
    hundreds(n % 1_000, &mut words);
    words.join(" ")
}

/// A Latvian rēķins from Latvian accounting software, in Latvian: "RĒĶINS
/// Nr. …" centred with the date of issue written beneath it and no label,
/// one ruled table of the parties with a label column ("Piegādātājs /
/// Juridiskā adrese / Reģistrācijas Nr. / PVN maksātāja Nr. / Banka / Konts",
/// then the same for "Saņēmējs" with the customer number), a row of small
/// labels over values ("Piegādes datums / Apmaksas termiņš / Apmaksas veids
/// / Pasūtījuma Nr. / Valūta"), the items as "Nr. p.k. / Kods / Preces vai
/// pakalpojuma nosaukums / Mērv. / Daudzums / Cena / Summa" with the
/// currency in the headings and "Kopā bez PVN / PVN … % / Kopā apmaksai" as
/// the table's last rows, the total spelt out in Latvian ("Summa vārdiem"),
/// the note that the invoice is valid without a signature, and "Lapa … no
/// …" at every foot.
pub fn rekins(p: &Printed) -> String {
    let seed = account_seed(p);
    let date = latvian_date(&p.date, p.date_ymd);
    let due = latvian_date(&p.due, p.due_ymd);
    let delivered = days_before(p.date_ymd, (seed % 3) as u32);
    let delivered = latvian_date(&p.date_like(delivered), delivered);
    let reg = format!("4000{:07}", seed * 613 % 10_000_000);
    let buyer_reg = format!("4010{:07}", seed * 271 % 10_000_000);
    let prepared = ["Ilze Kalniņa", "Jānis Bērziņš", "Anna Ozola"][(seed % 3) as usize];
    let total_cents: i64 = p.lines.iter().map(|l| l.amount_cents).sum::<i64>() + p.tax_cents;
    let (unit_word, cent_word) = match (p.currency, total_cents % 100) {
        ("CHF", c) if c % 10 == 1 && c != 11 => ("Šveices franki", "santīms"),
        ("CHF", _) => ("Šveices franki", "santīmi"),
        (_, c) if c % 10 == 1 && c != 11 => ("euro", "cents"),
        _ => ("euro", "centi"),
    };
    let words = latvian_words(total_cents / 100);
    let mut letters = words.chars();
    let words = letters
        .next()
        .map(|c| c.to_uppercase().collect::<String>() + letters.as_str())
        .unwrap_or_default();
    let spelt = format!("{words} {unit_word}, {:02} {cent_word}", total_cents % 100);
    let footer = page_footer(
        "Liberation Serif",
        &[
            (
                "bottom-left",
                format!("\"{} \\00B7  Reģ. Nr. {reg} \\00B7  {}\"", p.vendor, p.city),
            ),
            (
                "bottom-right",
                "\"Lapa \" counter(page) \" no \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 10pt; color: #000; }}\n\
        .title {{ text-align: center; margin: 4px 0 18px; }}\n\
        .title h1 {{ font-size: 17pt; margin: 0; letter-spacing: 1px; }}\n\
        .title div {{ font-size: 11pt; margin-top: 3px; }}\n\
        table.parties {{ width: 100%; border: 1px solid #000; }}\n\
        table.parties td {{ padding: 2px 6px; vertical-align: top; }}\n\
        table.parties td.k {{ width: 27%; font-style: italic; }}\n\
        table.parties tr.gap td {{ border-top: 1px solid #000; padding-top: 4px; }}\n\
        table.facts {{ width: 100%; margin-top: 10px; border: 1px solid #000; }}\n\
        table.facts th {{ font-weight: normal; font-size: 8.5pt; font-style: italic; border: 1px solid #000; padding: 2px 5px; }}\n\
        table.facts td {{ text-align: center; border: 1px solid #000; padding: 3px 5px; font-weight: bold; }}\n\
        table.items {{ width: 100%; margin-top: 12px; }}\n\
        table.items th {{ border: 1px solid #000; background: #e8e8e8; font-size: 9pt; padding: 3px 4px; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
        table.items td {{ border: 1px solid #000; padding: 3px 4px; }}\n\
        table.items tr {{ break-inside: avoid; }}\n\
        table.items tr.sum td {{ border: none; border-right: 1px solid #000; }}\n\
        table.items tr.sum td.lab {{ text-align: right; }}\n\
        table.items tr.sum td.val {{ border: 1px solid #000; }}\n\
        table.items tr.grand td.val, table.items tr.grand td.lab {{ font-weight: bold; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .c {{ text-align: center !important; }}\n\
        .words {{ margin-top: 12px; }}\n\
        .notes {{ margin-top: 16px; font-size: 9pt; line-height: 1.5; break-inside: avoid; }}\n\
        {footer}"
    );
    let party = |rows: &[(&str, String)], gap: bool| -> String {
        rows.iter()
            .enumerate()
            .map(|(i, (k, v))| {
                let class = if gap && i == 0 { " class=\"gap\"" } else { "" };
                format!("<tr{class}><td class=\"k\">{k}</td><td>{v}</td></tr>")
            })
            .collect()
    };
    let parties = party(
        &[
            ("Piegādātājs:", format!("<b>{}</b>", escape(p.vendor))),
            ("Juridiskā adrese:", format!("{}, {}", p.street, p.city)),
            ("Reģistrācijas Nr.:", reg.clone()),
            ("PVN maksātāja Nr.:", p.vat_id.clone()),
            (
                "Banka:",
                format!("{}, SWIFT {}", bank_name(p), house_bic(p)),
            ),
            ("Konts:", p.iban.clone()),
        ],
        false,
    ) + &party(
        &[
            ("Saņēmējs:", format!("<b>{}</b>", p.customer)),
            ("Juridiskā adrese:", p.customer_address.to_string()),
            ("Reģistrācijas Nr.:", buyer_reg.clone()),
            ("PVN maksātāja Nr.:", format!("LV{buyer_reg}")),
            ("Klienta Nr.:", p.customer_number.clone()),
        ],
        true,
    );
    let mut facts = vec![
        ("Piegādes datums", delivered),
        ("Apmaksas termiņš", due),
        ("Apmaksas veids", "pārskaitījums".to_string()),
    ];
    if let Some(po) = &p.po {
        facts.push(("Pasūtījuma Nr.", escape(po)));
    }
    facts.push(("Valūta", p.currency.to_string()));
    let heads: String = facts.iter().map(|(k, _)| format!("<th>{k}</th>")).collect();
    let values: String = facts.iter().map(|(_, v)| format!("<td>{v}</td>")).collect();
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (format!("{}.", l.position), "c"),
            (l.code.clone(), ""),
            (l.description.clone(), ""),
            (
                (if l.unit == "h" { "st." } else { "gab." }).to_string(),
                "c",
            ),
            (l.quantity.clone(), "r"),
            (l.unit_price.clone(), "r"),
            (l.amount.clone(), "r"),
        ]
    });
    let sum_row = |class: &str, label: String, value: &str| {
        format!(
            "<tr class=\"sum {class}\"><td colspan=\"6\" class=\"lab\">{label}</td><td class=\"val r\">{value}</td></tr>\n"
        )
    };
    let body = format!(
        "<div class=\"title\"><h1>RĒĶINS Nr. {number}</h1><div>{date}</div></div>\n\
         <table class=\"parties\">{parties}</table>\n\
         <table class=\"facts\"><tr>{heads}</tr><tr>{values}</tr></table>\n\
         <table class=\"items\"><thead><tr><th>Nr. p.k.</th><th>Kods</th><th>Preces vai pakalpojuma nosaukums</th>\
         <th>Mērv.</th><th>Daudzums</th><th>Cena, {cur}</th><th>Summa, {cur}</th></tr></thead><tbody>\n{items}\
         {sub}{vat}{grand}</tbody></table>\n\
         <div class=\"words\"><i>Summa vārdiem:</i> {spelt}</div>\n\
         <div class=\"notes\">Lūdzam apmaksāt rēķinu līdz norādītajam apmaksas termiņam, maksājuma mērķī norādot rēķina numuru.<br>\
         Par kavētu maksājumu tiek aprēķināts līgumsods 0,1 % apmērā no nesamaksātās summas par katru kavējuma dienu.<br>\
         Rēķins sagatavots elektroniski un ir derīgs bez paraksta.<br><br>\
         Rēķinu sagatavoja: {prepared}</div>",
        number = escape(&p.number),
        cur = p.currency,
        sub = sum_row("", "Kopā bez PVN:".to_string(), &p.subtotal),
        vat = sum_row("", format!("PVN {} %:", p.tax_rate), &p.tax),
        grand = sum_row("grand", "Kopā apmaksai:".to_string(), &p.total),
    );
    page("A4", "Liberation Serif", &css, &body)
}

/// The date `days` after (year, month, day).
fn days_after((year, month, day): (i32, u32, u32), days: u32) -> (i32, u32, u32) {
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

/// A US manufacturer's or distributor's invoice whose receivables are sold
/// to a factoring company, from its order-entry system: the company's name
/// and contact lines at the left and "INVOICE" over a ruled box of "Invoice
/// No. / Invoice Date / Customer No." at the right, then the factor's
/// "NOTICE OF ASSIGNMENT" in a heavy red frame (the account is assigned to
/// and payable only to the factor, at its lockbox, with its telephone and
/// schedule number), "Sold To" beside "Ship To", a ruled strip of labels over
/// values ("Customer P.O. / Sales Order / Ship Date / Ship Via / F.O.B. /
/// Terms / Due Date"), the items as "Line / Item No. / Description / Qty
/// Shipped / U/M / Unit Price / Extended", "Merchandise / Sales Tax /
/// Freight / Invoice Total" at the right, the factor's remittance
/// instructions again beside them, and the company with the page count at
/// every foot.
pub fn factored_invoice(p: &Printed) -> String {
    const FACTORS: [(&str, &str, &str, &str); 3] = [
        (
            "Riverbend Capital Funding, LLC",
            "Dept. 4471, P.O. Box 660289",
            "Dallas, TX 75266-0289",
            "(214) 555-0147",
        ),
        (
            "Summit Trade Finance Corp.",
            "Lockbox 7712, P.O. Box 31001",
            "Pasadena, CA 91110-7712",
            "(626) 555-0193",
        ),
        (
            "Great Lakes Receivables Funding LLC",
            "P.O. Box 77405",
            "Detroit, MI 48277-0405",
            "(313) 555-0128",
        ),
    ];
    const VIAS: [&str; 4] = ["UPS Ground", "Our truck", "FedEx Freight", "Will call"];
    let seed = account_seed(p);
    let index = usize::try_from(seed).unwrap_or(0);
    let (factor, lockbox, factor_city, factor_phone) = FACTORS[index % FACTORS.len()];
    let schedule = 1_100 + seed % 800;
    let sales_order = format!("SO-{}", 60_000 + seed * 13 % 30_000);
    let ship_date = p.date_like(days_earlier(p.date_ymd, 1));
    let terms = days_between(p.date_ymd, p.due_ymd).max(0);
    let domain = p.country_domain();
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"{} \\00B7  Invoice {} \\00B7  Assigned to {}\"",
                    p.vendor, p.number, factor
                ),
            ),
            (
                "bottom-right",
                "\"Page \" counter(page) \" of \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9pt; color: #1a1a1a; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
        .head {{ display: flex; justify-content: space-between; align-items: flex-start; }}\n\
        .firm {{ line-height: 1.45; }}\n\
        .firm .name {{ font-size: 17pt; font-weight: bold; letter-spacing: 0.5px; }}\n\
        .doc h1 {{ margin: 0 0 4px; font-size: 22pt; text-align: right; letter-spacing: 4px; color: #333; }}\n\
        table.meta td {{ border: 1px solid #777; padding: 3px 8px; }}\n\
        table.meta td.k {{ background: #e9e9e9; font-size: 8pt; font-weight: bold; }}\n\
        .notice {{ margin: 14px 0; border: 3px solid #b71c1c; padding: 7px 12px; line-height: 1.45; }}\n\
        .notice .t {{ color: #b71c1c; font-weight: bold; font-size: 10.5pt; letter-spacing: 2px; }}\n\
        .parties {{ display: flex; gap: 14px; margin-bottom: 12px; }}\n\
        .parties div {{ flex: 1; border: 1px solid #777; padding: 5px 9px; line-height: 1.45; }}\n\
        .parties h4 {{ margin: 0 0 2px; font-size: 8pt; text-transform: uppercase; letter-spacing: 1px; }}\n\
        table.strip {{ width: 100%; margin-bottom: 12px; }}\n\
        table.strip th {{ background: #e9e9e9; border: 1px solid #777; font-size: 7.5pt; text-align: center; padding: 2px 4px; }}\n\
        table.strip td {{ border: 1px solid #777; text-align: center; padding: 3px 4px; }}\n\
        table.items {{ width: 100%; }}\n\
        table.items th {{ border-top: 1.5px solid #1a1a1a; border-bottom: 1.5px solid #1a1a1a; font-size: 8pt; text-align: left; padding: 4px 5px; }}\n\
        table.items td {{ padding: 4px 5px; border-bottom: 1px dotted #aaa; }}\n\
        table.items tr {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .end {{ display: flex; justify-content: space-between; gap: 24px; margin-top: 12px; break-inside: avoid; }}\n\
        .remit {{ flex: 1; border: 1px dashed #b71c1c; padding: 6px 10px; line-height: 1.5; font-size: 8.5pt; }}\n\
        table.sums td {{ padding: 3px 8px; }}\n\
        table.sums tr.total td {{ font-weight: bold; font-size: 11pt; border-top: 2px solid #1a1a1a; border-bottom: 3px double #1a1a1a; }}\n\
        {footer}"
    );
    let (street, town) = address_lines(p.customer_address);
    let mut strip = Vec::new();
    if let Some(po) = &p.po {
        strip.push(("Customer P.O.", escape(po)));
    }
    strip.extend([
        ("Sales Order", sales_order),
        ("Ship Date", ship_date),
        ("Ship Via", VIAS[index % VIAS.len()].to_string()),
        ("F.O.B.", "Shipping Point".to_string()),
        ("Terms", format!("Net {terms}")),
        ("Due Date", p.due.clone()),
    ]);
    let strip_heads: String = strip.iter().map(|(k, _)| format!("<th>{k}</th>")).collect();
    let strip_values: String = strip.iter().map(|(_, v)| format!("<td>{v}</td>")).collect();
    let suffix = if p.bare {
        format!(" ({})", p.currency)
    } else {
        String::new()
    };
    let items = rows(p, |i| {
        let l = &p.lines[i];
        let (price, amount) = if p.bare {
            (l.unit_price.clone(), l.amount.clone())
        } else {
            (l.unit_price_money.clone(), l.amount_money.clone())
        };
        vec![
            (l.position.clone(), ""),
            (l.code.clone(), ""),
            (l.description.clone(), ""),
            (l.quantity.clone(), "r"),
            ((if l.unit == "h" { "HR" } else { "EA" }).to_string(), ""),
            (price, "r"),
            (amount, "r"),
        ]
    });
    let body = format!(
        "<div class=\"head\"><div class=\"firm\"><div class=\"name\">{vendor}</div>{street_v}<br>{city}<br>\
         Phone {phone} \u{00B7} orders@{domain}</div>\
         <div class=\"doc\"><h1>INVOICE</h1><table class=\"meta\">\
         <tr><td class=\"k\">Invoice No.</td><td><b>{number}</b></td></tr>\
         <tr><td class=\"k\">Invoice Date</td><td>{date}</td></tr>\
         <tr><td class=\"k\">Customer No.</td><td>{customer_no}</td></tr></table></div></div>\n\
         <div class=\"notice\"><div class=\"t\">NOTICE OF ASSIGNMENT</div>\
         This account has been assigned to, is owned by and is payable only to <b>{factor}</b>, {lockbox}, \
         {factor_city}. Payment to any other party will not discharge your obligation. Please direct all \
         verification and payment inquiries to {factor} at {factor_phone} (schedule no. {schedule}).</div>\n\
         <div class=\"parties\"><div><h4>Sold To</h4><b>{customer}</b><br>Accounts Payable<br>{street}<br>{town}</div>\
         <div><h4>Ship To</h4>{customer}<br>Receiving Dock<br>{street}<br>{town}</div></div>\n\
         <table class=\"strip\"><tr>{strip_heads}</tr><tr>{strip_values}</tr></table>\n\
         <table class=\"items\"><thead><tr><th>Line</th><th>Item No.</th><th>Description</th>\
         <th class=\"r\">Qty Shipped</th><th>U/M</th><th class=\"r\">Unit Price{suffix}</th>\
         <th class=\"r\">Extended{suffix}</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <div class=\"end\"><div class=\"remit\"><b>REMIT PAYMENT TO:</b><br>{factor}<br>{lockbox}<br>{factor_city}<br>\
         Make checks payable to {factor}, f/b/o {vendor}, and mail them to the lockbox above. Wire and ACH \
         instructions are given by {factor} only; we will never ask you to change remittance details by \
         e-mail.</div>\
         <table class=\"sums\"><tr><td>Merchandise</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Sales Tax ({rate}%)</td><td class=\"r\">{tax}</td></tr>\
         <tr><td>Freight</td><td class=\"r\">Prepaid</td></tr>\
         <tr class=\"total\"><td>Invoice Total</td><td class=\"r\">{total}</td></tr></table></div>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        number = escape(&p.number),
        date = p.date,
        customer_no = p.customer_number,
        customer = p.customer,
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = money_or_code(&p.tax, &p.tax_money, p),
        total = money_or_code(&p.total, &p.total_money, p),
    );
    page("letter", "Liberation Sans", &css, &body)
}

/// A UK distributor's invoice reprinted from its cloud ERP's standard
/// invoice template at the customer's request: a large pale "COPY" set
/// diagonally across every page and a grey line at the very top saying when
/// and by whom the copy was printed (weeks after the invoice, often after it
/// fell due); the company's initials in a square beside its name, address
/// and VAT number at the left, "Invoice" with "#number" and the invoice date
/// beneath it without a label at the right over a box holding the total;
/// "Bill To" beside "Ship To", one ruled row of labels over values ("Terms /
/// Due Date / PO # / Sales Rep / Ship Via"), the items as "Quantity / Item /
/// Rate / VAT / Amount" with the product code in bold over the description,
/// "Subtotal / Tax Total (…%) / Total" at the right, and the registration
/// line with the page count at every foot.
pub fn reprint_copy(p: &Printed) -> String {
    const USERS: [&str; 4] = ["k.hughes", "ar.team", "s.patel", "m.oconnor"];
    const REPS: [&str; 4] = ["Dan Whitaker", "Priya Shah", "Tom Gallagher", "Lucy Barnes"];
    const VIAS: [&str; 3] = ["DPD Next Day", "Pallet - Palletforce", "Collect from depot"];
    let seed = account_seed(p);
    let index = usize::try_from(seed).unwrap_or(0);
    let reprinted = p.date_like(days_after(p.due_ymd, 3 + (seed % 19) as u32));
    let time = format!("{:02}:{:02}", 8 + seed % 10, seed * 7 % 60);
    let terms = days_between(p.date_ymd, p.due_ymd).max(0);
    let company_no = format!("{:08}", (seed * 2_659 + 4_410_071) % 100_000_000);
    let initials: String = p
        .vendor
        .split(' ')
        .filter_map(|w| w.chars().next())
        .filter(char::is_ascii_uppercase)
        .take(2)
        .collect();
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"{} \\00B7  Registered in England and Wales No. {company_no} \\00B7  Copy of invoice {}\"",
                    p.vendor, p.number
                ),
            ),
            (
                "bottom-right",
                "\"Page \" counter(page) \" of \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9pt; color: #333; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
        .wm {{ position: fixed; top: 38%; left: 8%; font-size: 150pt; font-weight: bold; color: rgba(190, 30, 30, 0.10); \
               transform: rotate(-32deg); letter-spacing: 20px; z-index: -1; }}\n\
        .reprint {{ font-size: 7.5pt; color: #777; border-bottom: 1px solid #ccc; padding-bottom: 3px; margin-bottom: 12px; }}\n\
        .head {{ display: flex; justify-content: space-between; align-items: flex-start; }}\n\
        .brand {{ display: flex; gap: 10px; align-items: flex-start; }}\n\
        .logo {{ width: 46px; height: 46px; background: #24557a; color: #fff; font-size: 17pt; font-weight: bold; \
                 display: flex; align-items: center; justify-content: center; }}\n\
        .brand .name {{ font-size: 12pt; font-weight: bold; color: #24557a; }}\n\
        .brand .addr {{ line-height: 1.4; }}\n\
        .doc {{ text-align: right; }}\n\
        .doc .title {{ font-size: 26pt; color: #24557a; }}\n\
        .doc .no {{ font-size: 12pt; font-weight: bold; }}\n\
        .doc .totalbox {{ margin-top: 8px; background: #e6edf3; padding: 5px 10px; display: inline-block; text-align: right; }}\n\
        .doc .totalbox span {{ display: block; font-size: 7.5pt; color: #555; text-transform: uppercase; }}\n\
        .doc .totalbox b {{ font-size: 13pt; }}\n\
        .addresses {{ display: flex; gap: 40px; margin: 18px 0 12px; line-height: 1.4; }}\n\
        .addresses div {{ width: 34%; }}\n\
        .addresses h4 {{ margin: 0 0 2px; font-size: 8pt; color: #24557a; }}\n\
        table.row {{ width: 100%; margin-bottom: 12px; }}\n\
        table.row th {{ background: #24557a; color: #fff; font-size: 8pt; text-align: left; padding: 3px 6px; }}\n\
        table.row td {{ border-bottom: 1px solid #ccc; padding: 4px 6px; }}\n\
        table.items {{ width: 100%; }}\n\
        table.items th {{ background: #24557a; color: #fff; font-size: 8pt; text-align: left; padding: 4px 6px; }}\n\
        table.items td {{ padding: 5px 6px; border-bottom: 1px solid #dde3e8; vertical-align: top; }}\n\
        table.items tr {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        table.sums {{ margin-left: auto; margin-top: 10px; width: 42%; break-inside: avoid; }}\n\
        table.sums td {{ padding: 3px 6px; }}\n\
        table.sums tr.total td {{ font-weight: bold; font-size: 11pt; background: #e6edf3; }}\n\
        .notes {{ margin-top: 14px; font-size: 8pt; color: #555; line-height: 1.45; break-inside: avoid; }}\n\
        {footer}"
    );
    let (street, town) = address_lines(p.customer_address);
    let mut row = vec![
        ("Terms", format!("{terms} days from invoice")),
        ("Due Date", p.due.clone()),
    ];
    if let Some(po) = &p.po {
        row.push(("PO #", escape(po)));
    }
    row.extend([
        ("Sales Rep", REPS[index % REPS.len()].to_string()),
        ("Ship Via", VIAS[index % VIAS.len()].to_string()),
    ]);
    let heads: String = row.iter().map(|(k, _)| format!("<th>{k}</th>")).collect();
    let values: String = row.iter().map(|(_, v)| format!("<td>{v}</td>")).collect();
    let items: String = p
        .lines
        .iter()
        .map(|l| {
            let (price, amount) = if p.bare {
                (&l.unit_price, &l.amount)
            } else {
                (&l.unit_price_money, &l.amount_money)
            };
            format!(
                "<tr><td class=\"r\">{}</td><td><b>{}</b><br>{}</td><td class=\"r\">{price}</td>\
                 <td class=\"r\">{}%</td><td class=\"r\">{amount}</td></tr>\n",
                l.quantity,
                escape(&l.code),
                escape(&l.description),
                p.tax_rate,
            )
        })
        .collect();
    let currency_note = if p.bare {
        format!(" All amounts are in {}.", p.currency)
    } else {
        String::new()
    };
    let (sort_code, account) = p.sort_code_and_account();
    let total = money_or_code(&p.total, &p.total_money, p);
    let body = format!(
        "<div class=\"wm\">COPY</div>\n\
         <div class=\"reprint\">COPY INVOICE \u{00B7} reprinted {reprinted} {time} by {user} at the customer's request \
         \u{00B7} this copy is not a new VAT invoice</div>\n\
         <div class=\"head\"><div class=\"brand\"><div class=\"logo\">{initials}</div>\
         <div class=\"addr\"><div class=\"name\">{vendor}</div>{street_v}<br>{city}<br>United Kingdom<br>\
         Tel {phone}<br>VAT Reg. No. {vat}</div></div>\
         <div class=\"doc\"><div class=\"title\">Invoice</div><div class=\"no\">#{number}</div><div>{date}</div>\
         <div class=\"totalbox\"><span>Total</span><b>{total}</b></div></div></div>\n\
         <div class=\"addresses\"><div><h4>Bill To</h4>{customer}<br>Accounts Payable<br>{street}<br>{town}</div>\
         <div><h4>Ship To</h4>{customer}<br>{street}<br>{town}</div></div>\n\
         <table class=\"row\"><tr>{heads}</tr><tr>{values}</tr></table>\n\
         <table class=\"items\"><thead><tr><th class=\"r\">Quantity</th><th>Item</th><th class=\"r\">Rate</th>\
         <th class=\"r\">VAT</th><th class=\"r\">Amount</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <table class=\"sums\"><tr><td>Subtotal</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Tax Total ({rate}%)</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"total\"><td>Total</td><td class=\"r\">{total}</td></tr></table>\n\
         <div class=\"notes\">Please pay by BACS to {vendor}, sort code {sort_code}, account {account}, quoting \
         invoice {number}.{currency_note} If you have already paid this invoice, thank you, and please disregard \
         this copy. Goods remain our property until paid for in full.</div>",
        user = USERS[index % USERS.len()],
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        vat = p.vat_id,
        number = escape(&p.number),
        date = p.date,
        customer = p.customer,
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        rate = p.tax_rate,
        tax = money_or_code(&p.tax, &p.tax_money, p),
    );
    page("A4", "Liberation Sans", &css, &body)
}

/// A UK supplier's invoice to a public-sector or university customer whose
/// accounts payable pays only against a purchase order ("No PO, no pay"),
/// from the supplier's invoicing app with a template built for such
/// buyers: the company's wordmark with its framework listing at the left and
/// "TAX INVOICE" at the right over a heavy frame holding the purchase order
/// number in large type (or, where none was raised, "NOT SUPPLIED" and a
/// request to contact the requisitioner), then "Invoice to" (the AP
/// department and its e-mail inbox) beside "Delivered to" and a column of
/// "Invoice number / Invoice date (tax point) / Payment terms / Payment due
/// by", a ruled grid of the buyer's references as small labels over values
/// ("Requisitioner / Department / Cost centre / Our supplier no. / Goods
/// received"), the items as "Line / Product code / Description / Qty / Unit
/// price / Net / VAT" with the currency in the headings, "Total net / Total
/// VAT / Total amount payable" in a box beside the bank details, and the
/// company line with the page count at every foot.
pub fn no_po_no_pay(p: &Printed) -> String {
    const REQUISITIONERS: [&str; 5] = [
        "Dr H. Okonjo",
        "Mrs J. Pearson",
        "Mr A. Lindsay",
        "Dr R. Mistry",
        "Ms C. Doyle",
    ];
    const DEPARTMENTS: [&str; 4] = [
        "Estates & Facilities",
        "Pathology Laboratory",
        "School of Engineering",
        "Central Stores",
    ];
    let seed = account_seed(p);
    let index = usize::try_from(seed).unwrap_or(0);
    let supplier_no = format!("{:06}", 200_000 + seed * 37 % 700_000);
    let cost_centre = format!("CC{:04}-{:02}", 1_000 + seed % 8_000, seed % 97);
    let framework = format!("RM{}", 6_000 + seed % 300);
    let received = p.date_like(days_earlier(p.date_ymd, 2 + (seed % 4) as u32));
    let terms = days_between(p.date_ymd, p.due_ymd).max(0);
    let company_no = format!("{:08}", (seed * 5_113 + 3_020_417) % 100_000_000);
    let domain = p.country_domain();
    let customer_domain: String = p
        .customer
        .split(' ')
        .next()
        .unwrap_or(p.customer)
        .to_lowercase();
    let (sort_code, account) = p.sort_code_and_account();
    let cur = p.currency;
    let footer = page_footer(
        "DejaVu Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"{} \\00B7  {}, {} \\00B7  Company No. {company_no} \\00B7  VAT No. {}\"",
                    p.vendor, p.street, p.city, p.vat_id
                ),
            ),
            (
                "bottom-right",
                "\"Page \" counter(page) \" of \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 8.5pt; color: #202830; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
        .head {{ display: flex; justify-content: space-between; align-items: flex-start; gap: 20px; }}\n\
        .mark {{ font-size: 19pt; font-weight: bold; color: #00594f; }}\n\
        .listing {{ font-size: 7.5pt; color: #56636b; margin-top: 3px; line-height: 1.4; }}\n\
        .right {{ width: 44%; }}\n\
        .right h1 {{ margin: 0 0 6px; text-align: right; font-size: 17pt; letter-spacing: 2px; }}\n\
        .po {{ border: 4px solid #202830; padding: 6px 12px; }}\n\
        .po .k {{ font-size: 7.5pt; font-weight: bold; letter-spacing: 1.5px; }}\n\
        .po .v {{ font-size: 20pt; font-weight: bold; margin: 2px 0; }}\n\
        .po .why {{ font-size: 7.5pt; color: #56636b; }}\n\
        .mid {{ display: flex; gap: 16px; margin: 16px 0 12px; }}\n\
        .mid > div {{ flex: 1; line-height: 1.45; }}\n\
        .mid h4 {{ margin: 0 0 2px; font-size: 7.5pt; text-transform: uppercase; color: #00594f; letter-spacing: 1px; }}\n\
        table.inv td {{ padding: 2px 0; }}\n\
        table.inv td.k {{ color: #56636b; padding-right: 12px; }}\n\
        table.refs {{ width: 100%; margin-bottom: 12px; }}\n\
        table.refs td {{ border: 1px solid #9aa6ad; padding: 2px 6px 4px; vertical-align: top; width: 20%; }}\n\
        table.refs .k {{ display: block; font-size: 6.5pt; color: #56636b; text-transform: uppercase; letter-spacing: 0.5px; }}\n\
        table.items {{ width: 100%; }}\n\
        table.items th {{ background: #00594f; color: #fff; font-size: 7.5pt; text-align: left; padding: 4px 5px; }}\n\
        table.items td {{ padding: 4px 5px; border-bottom: 1px solid #d5dcdf; }}\n\
        table.items tr:nth-child(even) td {{ background: #f2f6f5; }}\n\
        table.items tr {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .end {{ display: flex; justify-content: space-between; gap: 24px; margin-top: 12px; break-inside: avoid; }}\n\
        .bank {{ flex: 1; line-height: 1.5; }}\n\
        table.sums {{ width: 42%; border: 2px solid #202830; }}\n\
        table.sums td {{ padding: 4px 8px; }}\n\
        table.sums tr.total td {{ font-weight: bold; font-size: 10.5pt; border-top: 2px solid #202830; }}\n\
        {footer}"
    );
    let po_panel = match &p.po {
        Some(po) => format!(
            "<div class=\"k\">PURCHASE ORDER NUMBER</div><div class=\"v\">{}</div>\
             <div class=\"why\">Matched to your official order. Please quote this number on all correspondence.</div>",
            escape(po)
        ),
        None => "<div class=\"k\">PURCHASE ORDER NUMBER</div><div class=\"v\">NOT SUPPLIED</div>\
                 <div class=\"why\">No official order was raised for this supply. Please contact the requisitioner \
                 named below, who has agreed to authorise payment.</div>"
            .to_string(),
    };
    let (street, town) = address_lines(p.customer_address);
    let items: String = p
        .lines
        .iter()
        .map(|l| {
            format!(
                "<tr><td>{}</td><td>{}</td><td>{}</td><td class=\"r\">{}</td><td class=\"r\">{}</td>\
                 <td class=\"r\">{}</td><td class=\"r\">{}%</td></tr>\n",
                l.position,
                escape(&l.code),
                escape(&l.description),
                l.quantity,
                l.unit_price,
                l.amount,
                p.tax_rate
            )
        })
        .collect();
    let body = format!(
        "<div class=\"head\"><div><div class=\"mark\">{vendor}</div>\
         <div class=\"listing\">{street_v}, {city} \u{00B7} Tel {phone} \u{00B7} accounts@{domain}<br>\
         Approved supplier under framework {framework}, Lot 2 \u{00B7} Cyber Essentials certified</div></div>\
         <div class=\"right\"><h1>TAX INVOICE</h1><div class=\"po\">{po_panel}</div></div></div>\n\
         <div class=\"mid\"><div><h4>Invoice to</h4><b>{customer}</b><br>Accounts Payable<br>{street}<br>{town}<br>\
         <span style=\"color:#56636b\">by e-mail to invoices@{customer_domain}.example only</span></div>\
         <div><h4>Delivered to</h4>{customer}<br>{department}<br>{street}<br>{town}</div>\
         <div><table class=\"inv\"><tr><td class=\"k\">Invoice number</td><td><b>{number}</b></td></tr>\
         <tr><td class=\"k\">Invoice date (tax point)</td><td>{date}</td></tr>\
         <tr><td class=\"k\">Payment terms</td><td>{terms} days</td></tr>\
         <tr><td class=\"k\">Payment due by</td><td>{due}</td></tr></table></div></div>\n\
         <table class=\"refs\"><tr><td><span class=\"k\">Requisitioner</span>{requisitioner}</td>\
         <td><span class=\"k\">Department</span>{department}</td>\
         <td><span class=\"k\">Cost centre</span>{cost_centre}</td>\
         <td><span class=\"k\">Our supplier no.</span>{supplier_no}</td>\
         <td><span class=\"k\">Goods received</span>{received}</td></tr></table>\n\
         <table class=\"items\"><thead><tr><th>Line</th><th>Product code</th><th>Description</th><th class=\"r\">Qty</th>\
         <th class=\"r\">Unit price {cur}</th><th class=\"r\">Net {cur}</th><th class=\"r\">VAT</th></tr></thead>\
         <tbody>\n{items}</tbody></table>\n\
         <div class=\"end\"><div class=\"bank\"><b>How to pay</b><br>BACS to {vendor}<br>Sort code {sort_code} \
         \u{00B7} Account {account}<br>Remittance advice to accounts@{domain}, quoting invoice {number}.</div>\
         <table class=\"sums\"><tr><td>Total net</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Total VAT at {rate}%</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"total\"><td>Total amount payable {cur}</td><td class=\"r\">{total}</td></tr></table></div>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        customer = p.customer,
        department = DEPARTMENTS[index % DEPARTMENTS.len()],
        requisitioner = REQUISITIONERS[index % REQUISITIONERS.len()],
        number = escape(&p.number),
        date = p.date,
        due = p.due,
        subtotal = p.subtotal,
        rate = p.tax_rate,
        tax = p.tax,
        total = p.total,
    );
    page("A4", "DejaVu Sans", &css, &body)
}

/// A whole number written out in Italian as one word, as the "importo in
/// lettere" of a postal payment slip spells it: 1234 is
/// "milleduecentotrentaquattro", 21 "ventuno", 23 "ventitré" and 180
/// "centottanta".
fn italian_words(n: i64) -> String {
    const UNITS: [&str; 20] = [
        "zero",
        "uno",
        "due",
        "tre",
        "quattro",
        "cinque",
        "sei",
        "sette",
        "otto",
        "nove",
        "dieci",
        "undici",
        "dodici",
        "tredici",
        "quattordici",
        "quindici",
        "sedici",
        "diciassette",
        "diciotto",
        "diciannove",
    ];
    const TENS: [&str; 10] = [
        "",
        "",
        "venti",
        "trenta",
        "quaranta",
        "cinquanta",
        "sessanta",
        "settanta",
        "ottanta",
        "novanta",
    ];
    let below_hundred = |n: i64| -> String {
        if n < 20 {
            return UNITS[n as usize].to_string();
        }
        let ten = TENS[(n / 10) as usize];
        match n % 10 {
            0 => ten.to_string(),
            // The tens drop their last vowel before "uno" and "otto".
            unit @ (1 | 8) => format!("{}{}", &ten[..ten.len() - 1], UNITS[unit as usize]),
            unit => format!("{ten}{}", UNITS[unit as usize]),
        }
    };
    let below_thousand = |n: i64| -> String {
        let (hundreds, rest) = (n / 100, n % 100);
        let head = match hundreds {
            0 => String::new(),
            1 => "cento".to_string(),
            h => format!("{}cento", UNITS[h as usize]),
        };
        if rest == 0 {
            return head;
        }
        let tail = below_hundred(rest);
        if !head.is_empty() && tail.starts_with('o') {
            format!("{}{tail}", &head[..head.len() - 1])
        } else {
            format!("{head}{tail}")
        }
    };
    if n == 0 {
        return "zero".to_string();
    }
    let mut out = String::new();
    let millions = n / 1_000_000;
    let thousands = n / 1000 % 1000;
    let rest = n % 1000;
    match millions {
        0 => {}
        1 => out.push_str("unmilione"),
        m => out.push_str(&format!("{}milioni", below_thousand(m))),
    }
    match thousands {
        0 => {}
        1 => out.push_str("mille"),
        t => out.push_str(&format!("{}mila", below_thousand(t))),
    }
    out.push_str(&below_thousand(rest));
    // A final "tre" after other words takes its accent ("ventitré", "centotré").
    if out.len() > 3 && out.ends_with("tre") {
        out.truncate(out.len() - 3);
        out.push_str("tré");
    }
    out
}

/// An Italian services supplier's bill ("bolletta") for a business customer,
/// from its billing system, in Italian, on the layout Italian utility and
/// telecom bills share: a teal band with the brand and "Fattura n. … del …",
/// then a first page that summarises ("Sintesi"): the customer's and the
/// contract's data in a grey column at the left ("Intestatario / Codice
/// cliente / Indirizzo del servizio / Codice contratto / Offerta / Rif.
/// ordine d'acquisto / Modalità di pagamento"), and at the right a large box
/// "Totale da pagare … entro il …", the billing period, a short "Sintesi
/// degli importi" (services, VAT, total) and a bar chart of the last six
/// months' charges with no figures on it; the second page "Dettaglio degli
/// importi" lists each item with the billing period ("Voce / Periodo /
/// Quantità / Unità / Prezzo unitario / Importo"), then "Totale imponibile /
/// IVA … % su … / Totale fattura"; at the end the pre-printed postal
/// payment slip ("bollettino postale" TD 896, receipt and slip, the amount
/// in figures and in words, the account, the payee, the reason and the
/// coding line), or for a franc bill the bank transfer details; the firm's
/// legal line and "Pagina … di …" at every foot.
pub fn bolletta_postale(p: &Printed) -> String {
    const SHORT: [&str; 12] = [
        "gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov", "dic",
    ];
    let seed = account_seed(p);
    let it = |printed: &str| date_in(printed, Language::Italian);
    let date = it(&p.date);
    let due = it(&p.due);
    let last = days_before(p.date_ymd, p.date_ymd.2);
    let first = (last.0, last.1, 1);
    let period = format!(
        "dal {} al {}",
        it(&p.date_like(first)),
        it(&p.date_like(last))
    );
    let month = format!("{} {}", SHORT[last.1 as usize - 1], last.0);
    let contract = format!("CT-{:08}", 31_000_000 + seed * 4_391 % 60_000_000);
    let offer = ["Business Flex", "Impresa Più", "Ufficio Smart"][(seed % 3) as usize];
    let rea = format!("MI-{}", 1_600_000 + seed * 37 % 400_000);
    let total = money_or_code(&p.total, &p.total_money, p);
    let subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p);
    let tax = money_or_code(&p.tax, &p.tax_money, p);
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"{} \\00B7  Sede legale {}, {} \\00B7  P.IVA {}\\A REA {rea} \\00B7  Capitale sociale i.v. 250.000,00 \\20AC\"",
                    p.vendor, p.street, p.city, p.vat_id
                ),
            ),
            (
                "bottom-right",
                "\"Pagina \" counter(page) \" di \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9pt; color: #1f2d33; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
        .band {{ background: #00707a; color: white; padding: 12px 16px; display: flex; justify-content: space-between; align-items: center; border-radius: 3px; }}\n\
        .brand {{ font-size: 19pt; font-weight: bold; }}\n\
        .brand small {{ display: block; font-size: 8.5pt; font-weight: normal; opacity: 0.85; }}\n\
        .docno {{ text-align: right; font-size: 10pt; line-height: 1.4; }}\n\
        .docno b {{ font-size: 12pt; }}\n\
        .summary {{ display: flex; gap: 16px; margin-top: 16px; }}\n\
        .side {{ width: 36%; background: #eef2f3; padding: 12px 14px; line-height: 1.35; }}\n\
        .side h3 {{ font-size: 9pt; color: #00707a; margin: 10px 0 4px; text-transform: uppercase; }}\n\
        .side h3:first-child {{ margin-top: 0; }}\n\
        .side .k {{ font-size: 7.5pt; color: #5b6b70; margin-top: 5px; }}\n\
        .main {{ flex: 1; }}\n\
        .pay {{ border: 2px solid #00707a; padding: 12px 16px; }}\n\
        .pay .label {{ font-size: 10pt; color: #5b6b70; }}\n\
        .pay .amount {{ font-size: 24pt; font-weight: bold; color: #00707a; margin: 2px 0; }}\n\
        .pay .when {{ font-size: 11pt; }}\n\
        .period {{ margin: 10px 0; font-size: 9.5pt; }}\n\
        table.sint {{ width: 100%; margin-top: 6px; }}\n\
        table.sint td {{ padding: 5px 4px; border-bottom: 1px solid #d5dcde; }}\n\
        table.sint tr.tot td {{ font-weight: bold; border-bottom: 2px solid #00707a; }}\n\
        .chart {{ margin-top: 14px; }}\n\
        .chart h4 {{ font-size: 8.5pt; margin: 0 0 4px; color: #5b6b70; font-weight: normal; }}\n\
        .news {{ margin-top: 16px; font-size: 8pt; color: #5b6b70; border-top: 1px solid #d5dcde; padding-top: 8px; }}\n\
        .detail {{ break-before: page; }}\n\
        h2 {{ font-size: 13pt; color: #00707a; margin: 0 0 4px; }}\n\
        .sub {{ font-size: 8.5pt; color: #5b6b70; margin-bottom: 10px; }}\n\
        table.det {{ width: 100%; }}\n\
        table.det th {{ font-size: 8pt; text-align: left; color: #00707a; border-bottom: 1.5px solid #00707a; padding: 5px 4px; }}\n\
        table.det td {{ padding: 4px; border-bottom: 1px dotted #b9c4c7; }}\n\
        table.det tr {{ break-inside: avoid; }}\n\
        table.det tr.sum td {{ border-bottom: none; padding-top: 6px; }}\n\
        table.det tr.grand td {{ font-weight: bold; font-size: 10.5pt; border-top: 1.5px solid #00707a; border-bottom: none; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .info {{ margin-top: 14px; font-size: 8.5pt; line-height: 1.45; }}\n\
        .slip {{ margin-top: 18px; break-inside: avoid; }}\n\
        .cut {{ font-size: 8pt; color: #888; border-top: 1px dashed #888; padding-top: 2px; margin-bottom: 6px; }}\n\
        .slip .parts {{ display: flex; border: 1px solid #7a93b8; background: #f4f7fc; }}\n\
        .slip .part {{ padding: 6px 9px; font-size: 8pt; line-height: 1.35; }}\n\
        .slip .receipt {{ width: 33%; border-right: 1px dashed #7a93b8; }}\n\
        .slip .form {{ flex: 1; }}\n\
        .slip .head {{ font-weight: bold; color: #24457a; font-size: 8.5pt; margin-bottom: 3px; }}\n\
        .slip .k {{ font-size: 6.5pt; color: #24457a; text-transform: uppercase; margin-top: 4px; }}\n\
        .slip .box {{ font-family: \"Liberation Mono\"; font-size: 9pt; border: 1px solid #9fb1cf; background: white; padding: 1px 4px; }}\n\
        .slip .code {{ font-family: \"Liberation Mono\"; font-size: 8.5pt; text-align: right; margin-top: 6px; }}\n\
        .bonifico {{ margin-top: 18px; border: 1px solid #00707a; padding: 8px 12px; break-inside: avoid; line-height: 1.5; }}\n\
        {footer}"
    );
    // Six months of charges before this one, drawn as bars without figures.
    let months: Vec<(String, i64)> = (1..=6)
        .rev()
        .map(|back| {
            let m = (i64::from(last.1) - 1 - back).rem_euclid(12) as usize;
            (SHORT[m].to_string(), 30 + (seed * (back + 3) * 7) % 60)
        })
        .chain(std::iter::once((
            SHORT[last.1 as usize - 1].to_string(),
            72,
        )))
        .collect();
    let bars: String = months
        .iter()
        .enumerate()
        .map(|(i, (name, height))| {
            let x = 12 + i * 44;
            let fill = if i == months.len() - 1 { "#00707a" } else { "#9cc5c9" };
            format!(
                "<rect x=\"{x}\" y=\"{}\" width=\"26\" height=\"{height}\" fill=\"{fill}\"/>\
                 <text x=\"{}\" y=\"104\" font-size=\"9\" text-anchor=\"middle\" fill=\"#5b6b70\">{name}</text>",
                92 - height,
                x + 13
            )
        })
        .collect();
    let chart = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 320 110\" width=\"100%\" height=\"34mm\">\
         <line x1=\"4\" y1=\"92\" x2=\"316\" y2=\"92\" stroke=\"#b9c4c7\"/>{bars}</svg>"
    );
    let (street, town) = address_lines(p.customer_address);
    let mut side = format!(
        "<h3>I tuoi dati</h3><div class=\"k\">Intestatario</div><b>{customer}</b><br>{street}<br>{town}\
         <div class=\"k\">Codice cliente</div>{customer_number}\
         <div class=\"k\">Indirizzo del servizio</div>{street}, {town}\
         <h3>Il tuo contratto</h3><div class=\"k\">Codice contratto</div>{contract}\
         <div class=\"k\">Offerta</div>{offer}",
        customer = p.customer,
        customer_number = p.customer_number,
    );
    if let Some(po) = &p.po {
        side.push_str(&format!(
            "<div class=\"k\">Rif. ordine d'acquisto</div>{}",
            escape(po)
        ));
    }
    let method = if p.currency == "EUR" {
        "Bollettino postale"
    } else {
        "Bonifico bancario"
    };
    side.push_str(&format!(
        "<div class=\"k\">Modalità di pagamento</div>{method}\
         <h3>Assistenza clienti</h3>{phone}<br>clienti@{domain}<br>lun\u{2013}ven 8.30\u{2013}18.00",
        phone = p.local_phone(),
        domain = p.country_domain(),
    ));
    let currency_note = if p.bare {
        format!(" Importi in {}.", p.currency)
    } else {
        String::new()
    };
    let unit = |u: &str| if u == "h" { "ore" } else { "pz" };
    let items: String = p
        .lines
        .iter()
        .map(|l| {
            format!(
                "<tr><td>{}</td><td>{month}</td><td class=\"r\">{}</td><td>{}</td><td class=\"r\">{}</td><td class=\"r\">{}</td></tr>\n",
                escape(&l.description),
                l.quantity,
                unit(l.unit),
                l.unit_price,
                l.amount
            )
        })
        .collect();
    let total_cents = printed_cents(&p.total);
    let payment = if p.currency == "EUR" {
        let code_digits: String = format!(
            "{}{}",
            p.customer_number,
            p.number
                .chars()
                .filter(char::is_ascii_digit)
                .collect::<String>()
        );
        let code = format!(
            "{:0>18}",
            &code_digits[code_digits.len().saturating_sub(18)..]
        );
        let ccp = format!("{:08}", 10_000_000 + seed * 6_007 % 89_000_000);
        let words = format!(
            "{}/{:02}",
            italian_words(total_cents / 100),
            total_cents % 100
        );
        let figures = p.total.clone();
        format!(
            "<div class=\"slip\"><div class=\"cut\">\u{2702} Ritagliare lungo la linea tratteggiata</div><div class=\"parts\">\
             <div class=\"part receipt\"><div class=\"head\">CONTI CORRENTI POSTALI \u{2013} Ricevuta di versamento</div>\
             <div class=\"k\">sul C/C n.</div><div class=\"box\">{ccp}</div>\
             <div class=\"k\">di Euro</div><div class=\"box\">{figures}</div>\
             <div class=\"k\">intestato a</div>{vendor}\
             <div class=\"k\">causale</div>Fattura n. {number}\
             <div class=\"k\">eseguito da</div>{customer}</div>\
             <div class=\"part form\"><div class=\"head\">CONTI CORRENTI POSTALI \u{2013} Bollettino di Euro</div>\
             <div style=\"display:flex; gap:10px\"><div style=\"flex:1\"><div class=\"k\">sul C/C n.</div><div class=\"box\">{ccp}</div></div>\
             <div style=\"flex:1\"><div class=\"k\">di Euro</div><div class=\"box\">{figures}</div></div></div>\
             <div class=\"k\">importo in lettere</div><div class=\"box\">{words}</div>\
             <div class=\"k\">intestato a</div>{vendor} \u{2013} {street_v}, {city}\
             <div class=\"k\">causale</div>Fattura n. {number} \u{2013} codice cliente {customer_number} \u{2013} scadenza {due}\
             <div class=\"k\">eseguito da</div>{customer}, {address}\
             <div class=\"code\">&lt;{code}&gt;&nbsp;&nbsp;{total_cents:012}&gt;&nbsp;&nbsp;{ccp:0>12}&lt;&nbsp;&nbsp;896&gt;</div>\
             <div style=\"font-size:7pt; color:#24457a\">TD 896 \u{2013} bollettino premarcato, pagabile presso gli uffici postali, i tabaccai abilitati e con l'app BancoPosta</div>\
             </div></div></div>",
            vendor = escape(p.vendor),
            number = escape(&p.number),
            customer = p.customer,
            street_v = p.street,
            city = p.city,
            customer_number = p.customer_number,
            address = p.customer_address,
        )
    } else {
        format!(
            "<div class=\"bonifico\"><b>Pagamento con bonifico bancario</b><br>Beneficiario: {vendor}<br>\
             IBAN {iban} \u{00B7} BIC {bic}<br>Importo: {total} \u{00B7} entro il {due}<br>\
             Causale: Fattura n. {number} \u{2013} codice cliente {customer_number}</div>",
            vendor = escape(p.vendor),
            iban = p.iban,
            bic = house_bic(p),
            number = escape(&p.number),
            customer_number = p.customer_number,
        )
    };
    let body = format!(
        "<div class=\"band\"><div class=\"brand\">{vendor}<small>Servizi e forniture per le imprese</small></div>\
         <div class=\"docno\">La tua bolletta<br><b>Fattura n. {number}</b><br>del {date}</div></div>\n\
         <div class=\"summary\"><div class=\"side\">{side}</div>\
         <div class=\"main\"><div class=\"pay\"><div class=\"label\">Totale da pagare</div>\
         <div class=\"amount\">{total}</div><div class=\"when\">entro il <b>{due}</b></div></div>\
         <div class=\"period\">Periodo di fatturazione: <b>{period}</b></div>\
         <table class=\"sint\"><tr><td colspan=\"2\"><b>Sintesi degli importi</b></td></tr>\
         <tr><td>Servizi e forniture</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>IVA</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"tot\"><td>Totale fattura</td><td class=\"r\">{total}</td></tr></table>\
         <div class=\"chart\"><h4>I tuoi addebiti negli ultimi mesi</h4>{chart}</div>\
         <div class=\"news\">Stato dei pagamenti: i pagamenti delle bollette precedenti risultano regolari. \
         Ricevi le prossime bollette via e-mail e attiva l'addebito diretto SEPA dall'area clienti.{currency_note}</div>\
         </div></div>\n\
         <div class=\"detail\"><h2>Dettaglio degli importi</h2>\
         <div class=\"sub\">Fattura n. {number} del {date} \u{00B7} codice cliente {customer_number} \u{00B7} periodo {period}</div>\
         <table class=\"det\"><thead><tr><th>Voce</th><th>Periodo</th><th class=\"r\">Quantità</th><th>Unità</th>\
         <th class=\"r\">Prezzo unitario</th><th class=\"r\">Importo</th></tr></thead><tbody>\n{items}\
         <tr class=\"sum\"><td colspan=\"5\">Totale imponibile</td><td class=\"r\">{subtotal}</td></tr>\
         <tr class=\"sum\"><td colspan=\"5\">IVA {rate}% su {subtotal_bare}</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"grand\"><td colspan=\"5\">Totale fattura</td><td class=\"r\">{total}</td></tr></tbody></table>\
         <div class=\"info\">Il pagamento va effettuato entro il {due}. In caso di ritardato pagamento saranno applicati \
         gli interessi di mora previsti dal D.Lgs. 231/2002. Per reclami scrivere a reclami@{domain} indicando il codice cliente.</div>\
         {payment}</div>",
        vendor = escape(p.vendor),
        number = escape(&p.number),
        customer_number = p.customer_number,
        rate = p.tax_rate,
        subtotal_bare = p.subtotal,
        domain = p.country_domain(),
    );
    page("A4", "Liberation Sans", &css, &body)
}

/// A Portuguese online shop's fatura for a business customer who chose to
/// pay by Multibanco reference, as the shop's certified invoicing plug-in
/// prints it, in Portuguese: the shop's name as its logo at the left and
/// "Fatura" with "N.º …" and its ATCUD code at the right, a pale strip with
/// the web order's number, date and status ("a aguardar pagamento"), three
/// columns side by side divided by rules ("Faturação", "Envio" and
/// "Documento": "Data de emissão / Data de vencimento / V/ Requisição /
/// Moeda"), the products as rows with a square thumbnail of the name's
/// initials and, under each name, its reference and "Quantidade … × Preço
/// unitário …" in small type, the VAT rate and the line's total at the right;
/// at the foot the Multibanco box ("Entidade / Referência / Montante / Data
/// limite") beside "Subtotal (sem IVA) / Portes de envio: Grátis / IVA … % /
/// Total" and a small VAT summary, or for a franc invoice the bank transfer
/// details in its place; the software certificate line with four characters
/// of the signature, the returns policy, and the company line with
/// "Página … de …" at every foot.
pub fn fatura_multibanco(p: &Printed) -> String {
    let seed = account_seed(p);
    let pt = |printed: &str| date_in(printed, Language::Portuguese);
    let date = pt(&p.date);
    let due = pt(&p.due);
    let ordered = days_before(p.date_ymd, 1 + (seed % 3) as u32);
    let ordered = pt(&p.date_like(ordered));
    let order = format!("#{}", 48_000 + seed * 13 % 50_000);
    let digits: String = p.number.chars().filter(char::is_ascii_digit).collect();
    let vat_digits: String = p.vat_id.chars().filter(char::is_ascii_digit).collect();
    let atcud = format!(
        "{}-{}",
        code_from(&vat_digits, "BCDFGHJKLMNPQRSTVWXZ23456789", 8),
        digits.trim_start_matches('0')
    );
    let hash = code_from(
        &format!("{digits}{seed}"),
        "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz",
        4,
    );
    let nipc = format!("5{:08}", 10_000_000 + seed * 7_717 % 89_000_000);
    let domain = p.country_domain();
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"{} \\00B7  {}, {} \\00B7  NIPC {nipc}\\A Capital social 50 000,00 \\20AC \\00B7  Matriculada na C.R.C. de Lisboa\"",
                    p.vendor, p.street, p.city
                ),
            ),
            (
                "bottom-right",
                "\"Página \" counter(page) \" de \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9pt; color: #2a2a35; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
        .top {{ display: flex; justify-content: space-between; align-items: flex-start; }}\n\
        .logo {{ font-size: 20pt; font-weight: bold; color: #d9480f; }}\n\
        .logo small {{ display: block; font-size: 8pt; font-weight: normal; color: #777; }}\n\
        .doc {{ text-align: right; }}\n\
        .doc h1 {{ font-size: 22pt; margin: 0; font-weight: normal; }}\n\
        .doc .no {{ font-size: 11pt; font-weight: bold; }}\n\
        .doc .atcud {{ font-size: 8pt; color: #777; margin-top: 2px; }}\n\
        .status {{ margin: 14px 0; background: #fff4e6; border-radius: 4px; padding: 7px 12px; font-size: 9pt; }}\n\
        .chip {{ display: inline-block; background: #d9480f; color: white; border-radius: 10px; padding: 1px 9px; font-size: 8pt; margin-left: 6px; }}\n\
        .cols {{ display: flex; }}\n\
        .cols > div {{ flex: 1; padding: 0 14px; border-left: 1px solid #ddd; line-height: 1.45; }}\n\
        .cols > div:first-child {{ padding-left: 0; border-left: none; }}\n\
        .cols > div:last-child {{ flex: 1.5; }}\n\
        .cols .v {{ white-space: nowrap; }}\n\
        .cols h3 {{ font-size: 8pt; text-transform: uppercase; color: #d9480f; margin: 0 0 5px; letter-spacing: 0.5px; }}\n\
        .cols .k {{ color: #777; }}\n\
        table.prod {{ width: 100%; margin-top: 20px; }}\n\
        table.prod th {{ font-size: 8pt; color: #777; text-align: left; font-weight: normal; border-bottom: 1px solid #bbb; padding: 4px 6px; }}\n\
        table.prod td {{ padding: 7px 6px; border-bottom: 1px solid #eee; vertical-align: middle; }}\n\
        table.prod tr {{ break-inside: avoid; }}\n\
        .thumb {{ width: 30px; height: 30px; border-radius: 4px; background: #f1e3da; color: #a2471a; font-weight: bold; font-size: 9pt; text-align: center; line-height: 30px; }}\n\
        .name {{ font-weight: bold; }}\n\
        .name small {{ display: block; font-weight: normal; color: #666; font-size: 8pt; margin-top: 2px; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .bottom {{ display: flex; justify-content: space-between; gap: 24px; margin-top: 18px; break-inside: avoid; }}\n\
        .mb {{ width: 46%; border: 1px solid #ccc; border-radius: 6px; padding: 10px 14px; }}\n\
        .mb .title {{ display: flex; align-items: center; gap: 10px; font-weight: bold; font-size: 10pt; margin-bottom: 8px; }}\n\
        .mb .logo-mb {{ width: 34px; height: 34px; background: #1f5aa6; color: white; font-weight: bold; text-align: center; line-height: 34px; border-radius: 3px; }}\n\
        .mb table td {{ padding: 3px 10px 3px 0; font-size: 10pt; }}\n\
        .mb table td.k {{ color: #777; font-size: 9pt; }}\n\
        .mb p {{ font-size: 8pt; color: #666; margin: 8px 0 0; }}\n\
        .sums {{ width: 44%; }}\n\
        .sums table {{ width: 100%; }}\n\
        .sums td {{ padding: 3px 0; }}\n\
        .sums tr.total td {{ font-size: 13pt; font-weight: bold; border-top: 2px solid #2a2a35; padding-top: 6px; }}\n\
        table.vat {{ width: 100%; margin-top: 10px; font-size: 8pt; color: #555; }}\n\
        table.vat th {{ font-weight: normal; text-align: right; border-bottom: 1px solid #ddd; }}\n\
        table.vat th:first-child {{ text-align: left; }}\n\
        .cert {{ margin-top: 18px; font-size: 8pt; color: #555; }}\n\
        .returns {{ margin-top: 6px; font-size: 8pt; color: #777; }}\n\
        {footer}"
    );
    let (street, town) = address_lines(p.customer_address);
    let mut document = vec![
        ("Data de emissão", date.clone()),
        ("Data de vencimento", due.clone()),
    ];
    if let Some(po) = &p.po {
        document.push(("V/ Requisição", escape(po)));
    }
    document.push(("Moeda", p.currency.to_string()));
    let document: String = document
        .iter()
        .map(|(k, v)| format!("<span class=\"k\">{k}:</span> <span class=\"v\">{v}</span><br>"))
        .collect();
    let initials = |text: &str| -> String {
        text.split(' ')
            .filter_map(|w| w.chars().find(char::is_ascii_alphanumeric))
            .take(2)
            .collect::<String>()
            .to_uppercase()
    };
    let items: String = p
        .lines
        .iter()
        .map(|l| {
            format!(
                "<tr><td style=\"width:34px\"><div class=\"thumb\">{}</div></td>\
                 <td><div class=\"name\">{}<small>Ref.: {} \u{00B7} Quantidade: {} {} \u{00D7} Preço unitário: {}</small></div></td>\
                 <td class=\"r\">{} %</td><td class=\"r\">{}</td></tr>\n",
                initials(&l.description),
                escape(&l.description),
                escape(&l.code),
                l.quantity,
                if l.unit == "h" { "h" } else { "un." },
                l.unit_price_money,
                p.tax_rate,
                l.amount_money,
            )
        })
        .collect();
    let total = money_or_code(&p.total, &p.total_money, p);
    let payment = if p.currency == "EUR" {
        let entity = 21_000 + seed * 7 % 900;
        let reference = format!("{:09}", 100_000_000 + (seed * 86_243 + 17) % 899_999_999);
        format!(
            "<div class=\"mb\"><div class=\"title\"><div class=\"logo-mb\">MB</div>Pagamento por Referência Multibanco</div>\
             <table><tr><td class=\"k\">Entidade</td><td><b>{entity}</b></td></tr>\
             <tr><td class=\"k\">Referência</td><td><b>{} {} {}</b></td></tr>\
             <tr><td class=\"k\">Montante</td><td><b>{total}</b></td></tr>\
             <tr><td class=\"k\">Data limite</td><td><b>{due}</b></td></tr></table>\
             <p>Pague num caixa Multibanco ou no seu homebanking até à data limite. \
             O comprovativo da caixa Multibanco serve de recibo; a encomenda é expedida após a confirmação do pagamento.</p></div>",
            &reference[..3],
            &reference[3..6],
            &reference[6..],
        )
    } else {
        format!(
            "<div class=\"mb\"><div class=\"title\">Pagamento por transferência bancária</div>\
             <table><tr><td class=\"k\">Titular</td><td>{vendor}</td></tr>\
             <tr><td class=\"k\">IBAN</td><td>{iban}</td></tr>\
             <tr><td class=\"k\">BIC/SWIFT</td><td>{bic}</td></tr>\
             <tr><td class=\"k\">Montante</td><td><b>{total}</b></td></tr>\
             <tr><td class=\"k\">Data limite</td><td><b>{due}</b></td></tr></table>\
             <p>Indique o número da encomenda {order} como descritivo da transferência.</p></div>",
            vendor = escape(p.vendor),
            iban = p.iban,
            bic = house_bic(p),
        )
    };
    let currency_note = if p.bare {
        format!(" Valores em {}.", p.currency)
    } else {
        String::new()
    };
    let body = format!(
        "<div class=\"top\"><div class=\"logo\">{vendor}<small>loja online para empresas \u{00B7} www.{domain}</small></div>\
         <div class=\"doc\"><h1>Fatura</h1><div class=\"no\">N.º {number}</div><div class=\"atcud\">ATCUD: {atcud}</div>\
         <div class=\"atcud\">Original</div></div></div>\n\
         <div class=\"status\">Encomenda <b>{order}</b> feita a {ordered} <span class=\"chip\">a aguardar pagamento</span></div>\n\
         <div class=\"cols\"><div><h3>Faturação</h3><b>{customer}</b><br>{street}<br>{town}<br>\
         <span class=\"k\">N.º de cliente:</span> {customer_number}</div>\
         <div><h3>Envio</h3>{customer}<br>A/C Receção de mercadorias<br>{street}<br>{town}<br><span class=\"k\">Transportadora:</span> CTT Expresso</div>\
         <div><h3>Documento</h3>{document}</div></div>\n\
         <table class=\"prod\"><thead><tr><th colspan=\"2\">Produto</th><th class=\"r\">IVA</th><th class=\"r\">Total</th></tr></thead>\
         <tbody>\n{items}</tbody></table>\n\
         <div class=\"bottom\">{payment}<div class=\"sums\"><table>\
         <tr><td>Subtotal (sem IVA)</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Portes de envio</td><td class=\"r\">Grátis</td></tr>\
         <tr><td>IVA {rate} %</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"total\"><td>Total</td><td class=\"r\">{total}</td></tr></table>\
         <table class=\"vat\"><tr><th>Resumo do IVA</th><th>Incidência</th><th>Valor IVA</th></tr>\
         <tr><td>Taxa {rate} %</td><td class=\"r\">{subtotal_bare}</td><td class=\"r\">{tax_bare}</td></tr></table></div></div>\n\
         <div class=\"cert\">{hash}-Processado por programa certificado n.º 2871/AT \u{00B7} Os bens foram colocados à disposição do adquirente na data do documento.{currency_note}</div>\
         <div class=\"returns\">Dispõe de 14 dias após a receção para devolver os artigos. Dúvidas: apoio@{domain} \u{00B7} {phone}</div>",
        vendor = escape(p.vendor),
        number = escape(&p.number),
        customer = p.customer,
        customer_number = p.customer_number,
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        tax = money_or_code(&p.tax, &p.tax_money, p),
        rate = p.tax_rate,
        subtotal_bare = p.subtotal,
        tax_bare = p.tax,
        phone = p.local_phone(),
    );
    page("A4", "Liberation Sans", &css, &body)
}

/// A whole number written out in Estonian words, as the "Summa sõnadega"
/// line of an Estonian invoice spells the amount: 1234 is "üks tuhat
/// kakssada kolmkümmend neli".
fn estonian_words(n: i64) -> String {
    const UNITS: [&str; 10] = [
        "", "üks", "kaks", "kolm", "neli", "viis", "kuus", "seitse", "kaheksa", "üheksa",
    ];
    let below_thousand = |g: i64| -> Vec<String> {
        let mut words = Vec::new();
        let (hundreds, rest) = (g / 100, g % 100);
        if hundreds > 0 {
            words.push(format!("{}sada", UNITS[hundreds as usize]));
        }
        match rest {
            0 => {}
            10 => words.push("kümme".to_string()),
            11..=19 => words.push(format!("{}teist", UNITS[(rest - 10) as usize])),
            _ => {
                if rest >= 20 {
                    words.push(format!("{}kümmend", UNITS[(rest / 10) as usize]));
                }
                if rest % 10 > 0 {
                    words.push(UNITS[(rest % 10) as usize].to_string());
                }
            }
        }
        words
    };
    if n == 0 {
        return "null".to_string();
    }
    let mut words: Vec<String> = Vec::new();
    let millions = n / 1_000_000;
    let thousands = n / 1000 % 1000;
    if millions > 0 {
        words.extend(below_thousand(millions));
        words.push(if millions == 1 { "miljon" } else { "miljonit" }.to_string());
    }
    if thousands > 0 {
        words.extend(below_thousand(thousands));
        words.push("tuhat".to_string());
    }
    words.extend(below_thousand(n % 1000));
    words.join(" ")
}

/// An Estonian payment reference ("viitenumber"): digits with a check digit
/// by the 7-3-1 method, as Estonian banks verify it.
fn viitenumber(base: &str) -> String {
    let sum: u32 = base
        .chars()
        .rev()
        .filter_map(|c| c.to_digit(10))
        .zip([7, 3, 1].into_iter().cycle())
        .map(|(d, w)| d * w)
        .sum();
    format!("{base}{}", (10 - sum % 10) % 10)
}

/// An Estonian arve from an Estonian online accounting app, in Estonian: the
/// firm's name at the top left and "ARVE" in spaced capitals at the right,
/// a strip of four facts each printed large with its small label beneath
/// it rather than above ("Arve number / Arve kuupäev / Maksetähtaeg /
/// Tasumisele kuulub"), "Maksja" (with the customer's code and the order
/// as "Teie tellimus") beside "Müüja" (registry code, VAT number, contacts),
/// the items as "Nr / Toode või teenus / Kogus / Ühik / Ühiku hind / KM % /
/// Summa km-ta", a "Makseandmed" box (payee, bank, IBAN, the 7-3-1
/// "Viitenumber" and the payment explanation) at the left beside "Summa
/// km-ta / Käibemaks … % / Arve summa / Ettemaks / Tasuda" at the right,
/// the amount spelt out in Estonian ("Summa sõnadega"), the late-interest
/// note, and "Arve on koostatud elektrooniliselt …" with "Lehekülg … / …"
/// at every foot.
pub fn arve_viitenumber(p: &Printed) -> String {
    let seed = account_seed(p);
    let et = |printed: &str| date_in(printed, Language::Estonian);
    let date = et(&p.date);
    let due = et(&p.due);
    let number_digits: String = p.number.chars().filter(char::is_ascii_digit).collect();
    let base = format!(
        "{}{number_digits}",
        p.customer_number.trim_start_matches('0')
    );
    let reference = viitenumber(&base[base.len().saturating_sub(19)..]);
    let registry = format!("1{:07}", 4_000_000 + seed * 3_331 % 5_000_000);
    let total = money_or_code(&p.total, &p.total_money, p);
    let total_cents = printed_cents(&p.total);
    let (unit_name, cent_name) = if p.currency == "CHF" {
        ("Šveitsi franki", "rappi")
    } else {
        ("eurot", "senti")
    };
    let mut words = estonian_words(total_cents / 100);
    if let Some(first) = words.get(..1) {
        words = format!("{}{}", first.to_uppercase(), &words[1..]);
    }
    let in_words = format!(
        "{words} {unit_name} ja {:02} {cent_name}",
        total_cents % 100
    );
    let domain = p.country_domain();
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"{} \\00B7  Registrikood {registry} \\00B7  KMKR nr {}\\A Arve on koostatud elektrooniliselt ja kehtib allkirjata.\"",
                    p.vendor, p.vat_id
                ),
            ),
            (
                "bottom-right",
                "\"Lehekülg \" counter(page) \" / \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9pt; color: #1d2433; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
        .top {{ display: flex; justify-content: space-between; align-items: baseline; border-bottom: 1px solid #c9ced8; padding-bottom: 10px; }}\n\
        .firm {{ font-size: 17pt; font-weight: bold; color: #3b4cca; }}\n\
        .firm small {{ display: block; font-size: 8pt; color: #6b7385; font-weight: normal; }}\n\
        .title {{ font-size: 20pt; letter-spacing: 8px; color: #6b7385; }}\n\
        .facts {{ display: flex; gap: 12px; margin: 16px 0; }}\n\
        .facts div {{ flex: 1; border-top: 3px solid #3b4cca; padding-top: 6px; }}\n\
        .facts b {{ display: block; font-size: 13pt; }}\n\
        .facts span {{ font-size: 7.5pt; color: #6b7385; text-transform: uppercase; letter-spacing: 0.5px; }}\n\
        .parties {{ display: flex; gap: 24px; line-height: 1.45; }}\n\
        .parties > div {{ flex: 1; }}\n\
        .parties h4 {{ margin: 0 0 3px; font-size: 8pt; color: #6b7385; text-transform: uppercase; }}\n\
        .parties .k {{ color: #6b7385; }}\n\
        table.rows {{ width: 100%; margin-top: 18px; }}\n\
        table.rows th {{ background: #eceffa; font-size: 8pt; text-align: left; padding: 6px 5px; }}\n\
        table.rows td {{ padding: 5px; border-bottom: 1px solid #e3e6ee; }}\n\
        table.rows tr {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .bottom {{ display: flex; justify-content: space-between; gap: 24px; margin-top: 16px; break-inside: avoid; }}\n\
        .payinfo {{ width: 48%; background: #f6f7fb; border-radius: 4px; padding: 10px 12px; line-height: 1.55; }}\n\
        .payinfo h4 {{ margin: 0 0 4px; font-size: 9pt; }}\n\
        .payinfo .k {{ display: inline-block; width: 34%; color: #6b7385; }}\n\
        table.sums {{ width: 44%; }}\n\
        table.sums td {{ padding: 3px 5px; }}\n\
        table.sums tr.due td {{ font-weight: bold; font-size: 12pt; border-top: 2px solid #1d2433; padding-top: 6px; }}\n\
        .words {{ margin-top: 12px; font-style: italic; }}\n\
        .note {{ margin-top: 8px; font-size: 8pt; color: #6b7385; }}\n\
        {footer}"
    );
    let (street, town) = address_lines(p.customer_address);
    let order = match &p.po {
        Some(po) => format!("<br><span class=\"k\">Teie tellimus:</span> {}", escape(po)),
        None => String::new(),
    };
    let currency_note = if p.bare {
        format!(" Summad on esitatud valuutas {}.", p.currency)
    } else {
        String::new()
    };
    let items: String = p
        .lines
        .iter()
        .map(|l| {
            format!(
                "<tr><td>{}</td><td>{}</td><td class=\"r\">{}</td><td>{}</td><td class=\"r\">{}</td>\
                 <td class=\"r\">{}%</td><td class=\"r\">{}</td></tr>\n",
                l.position,
                escape(&l.description),
                l.quantity,
                if l.unit == "h" { "h" } else { "tk" },
                l.unit_price,
                p.tax_rate,
                l.amount,
            )
        })
        .collect();
    let body = format!(
        "<div class=\"top\"><div class=\"firm\">{vendor}<small>{street_v}, {city}</small></div><div class=\"title\">ARVE</div></div>\n\
         <div class=\"facts\"><div><b>{number}</b><span>Arve number</span></div>\
         <div><b>{date}</b><span>Arve kuupäev</span></div>\
         <div><b>{due}</b><span>Maksetähtaeg</span></div>\
         <div><b>{total}</b><span>Tasumisele kuulub</span></div></div>\n\
         <div class=\"parties\"><div><h4>Maksja</h4><b>{customer}</b><br>{street}<br>{town}<br>\
         <span class=\"k\">Kliendi kood:</span> {customer_number}{order}</div>\
         <div><h4>Müüja</h4><b>{vendor}</b><br>{street_v}, {city}<br><span class=\"k\">Registrikood:</span> {registry}<br>\
         <span class=\"k\">KMKR nr:</span> {vat_id}<br><span class=\"k\">Tel:</span> {phone} \u{00B7} arved@{domain}</div></div>\n\
         <table class=\"rows\"><thead><tr><th>Nr</th><th>Toode või teenus</th><th class=\"r\">Kogus</th><th>Ühik</th>\
         <th class=\"r\">Ühiku hind</th><th class=\"r\">KM %</th><th class=\"r\">Summa km-ta</th></tr></thead>\
         <tbody>\n{items}</tbody></table>\n\
         <div class=\"bottom\"><div class=\"payinfo\"><h4>Makseandmed</h4>\
         <span class=\"k\">Saaja</span>{vendor}<br><span class=\"k\">Pank</span>{bank}<br>\
         <span class=\"k\">IBAN</span>{iban}<br><span class=\"k\">Viitenumber</span><b>{reference}</b><br>\
         <span class=\"k\">Selgitus</span>Arve {number}</div>\
         <table class=\"sums\"><tr><td>Summa km-ta</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Käibemaks {rate}%</td><td class=\"r\">{tax}</td></tr>\
         <tr><td>Arve summa</td><td class=\"r\">{total}</td></tr>\
         <tr><td>Ettemaks</td><td class=\"r\">{zero}</td></tr>\
         <tr class=\"due\"><td>Tasuda</td><td class=\"r\">{total}</td></tr></table></div>\n\
         <div class=\"words\">Summa sõnadega: {in_words}</div>\n\
         <div class=\"note\">Palume tasumisel kindlasti märkida viitenumber. Tähtaja ületamisel arvestatakse viivist 0,05% päevas.{currency_note}</div>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        number = escape(&p.number),
        customer = p.customer,
        customer_number = p.customer_number,
        vat_id = p.vat_id,
        phone = p.local_phone(),
        bank = bank_name(p),
        iban = p.iban,
        subtotal = money_or_code(&p.subtotal, &p.subtotal_money, p),
        tax = money_or_code(&p.tax, &p.tax_money, p),
        rate = p.tax_rate,
        zero = p.money_like(0),
    );
    page("A4", "Liberation Sans", &css, &body)
}

/// A US supplier's invoice as its customer billing portal shows it, printed
/// by the customer from the browser with the browser's own headers and
/// footers left on: the time of printing and the page's title across the top
/// of every page, the page's address and "1/2" across the foot; inside, the
/// portal's bar with the signed-in user, a rail of navigation links at the
/// left, a breadcrumb, "Invoice …" with a status pill and buttons, a
/// "Details" panel of grey labels beside values in two columns ("Invoice
/// number / Invoice date / Due date / Payment terms" beside "Account number
/// / PO number / Currency / Sales rep"), "Bill to", "Ship to" and "Remit
/// payment to" cards, the line items, "Subtotal / Sales tax … % / Invoice
/// total / Payments applied / Balance due", an empty list of payments and an
/// activity log with the dates the invoice was created, sent and viewed.
pub fn portal_print(p: &Printed) -> String {
    const REPS: [&str; 4] = ["Dana Whitfield", "Luis Ortega", "Priya Raman", "Tom Becker"];
    let seed = account_seed(p);
    let index = usize::try_from(seed).unwrap_or(0);
    let printed_on = days_after(p.date_ymd, 3 + (seed % 18) as u32);
    let sent_on = days_after(p.date_ymd, (seed % 2) as u32);
    let viewed_on = days_after(sent_on, 1 + (seed % 2) as u32);
    let (year, month, day) = printed_on;
    let hour = 8 + seed % 9;
    let minute = seed * 7 % 60;
    let (hour12, half) = match hour {
        12 => (12, "PM"),
        13.. => (hour - 12, "PM"),
        _ => (hour, "AM"),
    };
    let stamp = format!(
        "{month}/{day}/{:02}, {hour12}:{minute:02} {half}",
        year % 100
    );
    let domain = p.country_domain();
    let slug: String = p
        .number
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .collect::<String>()
        .to_lowercase();
    let customer_domain = mail_domain(p.customer);
    let user = format!("ap@{customer_domain}.com");
    let overdue = days_between(printed_on, p.due_ymd) < 0;
    let (pill, pill_class) = if overdue {
        ("Past due", "late")
    } else {
        ("Open", "open")
    };
    let terms = days_between(p.date_ymd, p.due_ymd);
    let footer = format!(
        "@page {{ margin: 18mm 14mm 18mm;\n\
         @top-left {{ content: \"{stamp}\"; font-family: \"Liberation Sans\"; font-size: 7.5pt; color: #000; }}\n\
         @top-center {{ content: \"Invoice {number} | {vendor} Customer Portal\"; font-family: \"Liberation Sans\"; font-size: 7.5pt; color: #000; }}\n\
         @bottom-left {{ content: \"https://billing.{domain}/portal/invoices/{slug}?tab=details\"; font-family: \"Liberation Sans\"; font-size: 7.5pt; color: #000; }}\n\
         @bottom-right {{ content: counter(page) \"/\" counter(pages); font-family: \"Liberation Sans\"; font-size: 7.5pt; color: #000; }}\n}}",
        number = p.number,
        vendor = p.vendor,
    );
    let css = format!(
        "body {{ font-size: 8.5pt; color: #1f2933; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
        .bar {{ display: flex; align-items: center; gap: 10px; background: #243b53; color: #fff; padding: 7px 12px; }}\n\
        .bar .brand {{ font-weight: bold; font-size: 11pt; }}\n\
        .bar .sub {{ color: #bcccdc; }}\n\
        .bar .user {{ margin-left: auto; font-size: 7.5pt; color: #d9e2ec; }}\n\
        .app {{ display: flex; gap: 16px; margin-top: 10px; }}\n\
        nav {{ width: 108px; flex: none; border-right: 1px solid #d9e2ec; padding-right: 8px; }}\n\
        nav span {{ display: block; padding: 5px 8px; color: #486581; border-radius: 4px; }}\n\
        nav span.on {{ background: #e3f0ff; color: #1f4e8c; font-weight: bold; }}\n\
        main {{ flex: 1; min-width: 0; }}\n\
        .crumb {{ color: #829ab1; font-size: 7.5pt; }}\n\
        .title {{ display: flex; align-items: center; gap: 10px; margin: 4px 0 10px; }}\n\
        .title h1 {{ font-size: 15pt; margin: 0; }}\n\
        .pill {{ font-size: 7.5pt; font-weight: bold; border-radius: 9px; padding: 2px 9px; }}\n\
        .pill.open {{ background: #fff3c4; color: #8d6708; }}\n\
        .pill.late {{ background: #ffe3e3; color: #ab091e; }}\n\
        .btns {{ margin-left: auto; display: flex; gap: 6px; }}\n\
        .btn {{ border: 1px solid #bcccdc; border-radius: 4px; padding: 3px 9px; color: #334e68; }}\n\
        .btn.primary {{ background: #2680c2; border-color: #2680c2; color: #fff; }}\n\
        .panel {{ border: 1px solid #d9e2ec; border-radius: 6px; padding: 8px 12px; margin-bottom: 10px; }}\n\
        .panel h2 {{ font-size: 9.5pt; margin: 0 0 6px; }}\n\
        .cols {{ display: flex; gap: 24px; }}\n\
        dl {{ flex: 1; display: grid; grid-template-columns: 44% 56%; margin: 0; }}\n\
        dt, dd {{ margin: 0; padding: 3px 0; border-bottom: 1px solid #f0f4f8; }}\n\
        dt {{ color: #627d98; }}\n\
        .cards {{ display: flex; gap: 10px; }}\n\
        .cards .panel {{ flex: 1; line-height: 1.4; }}\n\
        table.items {{ width: 100%; }}\n\
        table.items th {{ text-align: left; font-size: 7.5pt; color: #627d98; text-transform: uppercase; border-bottom: 1px solid #bcccdc; padding: 4px; }}\n\
        table.items td {{ padding: 4px; border-bottom: 1px solid #f0f4f8; }}\n\
        table.items tr {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        table.sums {{ margin: 8px 0 0 auto; width: 46%; break-inside: avoid; }}\n\
        table.sums td {{ padding: 3px 4px; }}\n\
        table.sums tr.due td {{ font-weight: bold; font-size: 10pt; border-top: 1px solid #bcccdc; }}\n\
        .muted {{ color: #829ab1; margin: 0; }}\n\
        ul.log {{ margin: 0; padding-left: 16px; line-height: 1.6; }}\n\
        .legal {{ color: #9fb3c8; font-size: 7pt; margin-top: 8px; }}\n\
        {footer}"
    );
    let (street, town) = address_lines(p.customer_address);
    let mut right = vec![("Account number", p.customer_number.clone())];
    if let Some(po) = &p.po {
        right.push(("PO number", po.clone()));
    }
    right.extend([
        ("Currency", p.currency.to_string()),
        ("Sales rep", REPS[index % REPS.len()].to_string()),
    ]);
    let left = [
        ("Invoice number", p.number.clone()),
        ("Invoice date", p.date.clone()),
        ("Due date", p.due.clone()),
        ("Payment terms", format!("Net {terms}")),
    ];
    let dl = |fields: &[(&str, String)]| -> String {
        fields
            .iter()
            .map(|(k, v)| format!("<dt>{k}</dt><dd>{}</dd>", escape(v)))
            .collect()
    };
    let (price_head, amount_head) = if p.bare {
        (
            format!("Unit price ({})", p.currency),
            format!("Amount ({})", p.currency),
        )
    } else {
        ("Unit price".to_string(), "Amount".to_string())
    };
    let items = rows(p, |i| {
        let l = &p.lines[i];
        let (price, amount) = if p.bare {
            (l.unit_price.clone(), l.amount.clone())
        } else {
            (l.unit_price_money.clone(), l.amount_money.clone())
        };
        vec![
            (l.position.clone(), ""),
            (l.code.clone(), ""),
            (l.description.clone(), ""),
            (l.quantity.clone(), "r"),
            (price, "r"),
            (amount, "r"),
        ]
    });
    let money = |bare: &str, with: &str| money_or_code(bare, with, p);
    let zero = p.money_like(0);
    let body = format!(
        "<div class=\"bar\"><span class=\"brand\">{vendor}</span><span class=\"sub\">Customer Portal</span>\
         <span class=\"user\">Signed in as {user} \u{00B7} {customer}</span></div>\n\
         <div class=\"app\"><nav><span>Dashboard</span><span>Orders</span><span class=\"on\">Invoices</span>\
         <span>Payments</span><span>Statements</span><span>Support tickets</span><span>Account settings</span></nav>\n\
         <main><div class=\"crumb\">Billing \u{203A} Invoices \u{203A} {number}</div>\n\
         <div class=\"title\"><h1>Invoice {number}</h1><span class=\"pill {pill_class}\">{pill}</span>\
         <span class=\"btns\"><span class=\"btn primary\">Pay now</span><span class=\"btn\">Download PDF</span>\
         <span class=\"btn\">Dispute</span></span></div>\n\
         <section class=\"panel\"><h2>Details</h2><div class=\"cols\"><dl>{left}</dl><dl>{right}</dl></div></section>\n\
         <div class=\"cards\"><section class=\"panel\"><h2>Bill to</h2>{customer}<br>Attn: Accounts Payable<br>{street}<br>{town}</section>\
         <section class=\"panel\"><h2>Ship to</h2>{customer}<br>Receiving dock<br>{street}<br>{town}</section>\
         <section class=\"panel\"><h2>Remit payment to</h2>{vendor}<br>{street_v}<br>{city}<br>ar@{domain}</section></div>\n\
         <section class=\"panel\"><h2>Line items ({count})</h2>\
         <table class=\"items\"><thead><tr><th>#</th><th>Item</th><th>Description</th><th class=\"r\">Qty</th>\
         <th class=\"r\">{price_head}</th><th class=\"r\">{amount_head}</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <table class=\"sums\"><tr><td>Subtotal</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Sales tax ({rate}%)</td><td class=\"r\">{tax}</td></tr>\
         <tr><td>Invoice total</td><td class=\"r\">{total}</td></tr>\
         <tr><td>Payments applied</td><td class=\"r\">{zero}</td></tr>\
         <tr class=\"due\"><td>Balance due</td><td class=\"r\">{total}</td></tr></table></section>\n\
         <section class=\"panel\"><h2>Payments</h2><p class=\"muted\">No payments have been applied to this invoice yet.</p></section>\n\
         <section class=\"panel\"><h2>Activity</h2><ul class=\"log\">\
         <li>{created} \u{2014} Invoice created by {vendor} billing</li>\
         <li>{sent} \u{2014} Invoice emailed to {user}</li>\
         <li>{viewed} \u{2014} Viewed by {user}</li></ul></section>\n\
         <div class=\"legal\">\u{00A9} 2026 {vendor} \u{00B7} Privacy \u{00B7} Terms of use \u{00B7} Need help? Call {phone}</div>\
         </main></div>",
        vendor = escape(p.vendor),
        customer = p.customer,
        number = escape(&p.number),
        left = dl(&left),
        right = dl(&right),
        street_v = p.street,
        city = p.city,
        count = p.lines.len(),
        subtotal = money(&p.subtotal, &p.subtotal_money),
        rate = p.tax_rate,
        tax = money(&p.tax, &p.tax_money),
        total = money(&p.total, &p.total_money),
        created = p.date_like(p.date_ymd),
        sent = p.date_like(sent_on),
        viewed = p.date_like(viewed_on),
        phone = p.local_phone(),
    );
    page("Letter", "Liberation Sans", &css, &body)
}

/// A UK trade supplier's VAT invoice as its online shop prints the order
/// page for an account customer who pays on invoice, laid out like the
/// shop's checkout: at the left the wordmark, "VAT invoice …" with the web
/// order number and the date it was placed, a tick and a thank-you, and
/// boxed sections of grey labels over values ("Invoice details": invoice
/// number, invoice date (tax point), account, your PO ref., payment terms,
/// payment due; "Customer information": contact, billing and delivery
/// addresses, delivery and payment methods); at the right a tinted "Order
/// summary" panel running down the page, each item a grey thumbnail with the
/// quantity in a round badge on its corner, the name over the product code
/// and "qty × unit price", and the line total at the right, then "Subtotal /
/// Delivery / VAT … % / Total" with the currency code before the total; the
/// shop's registration line with the page count at every foot.
pub fn order_summary_panel(p: &Printed) -> String {
    const CARRIERS: [&str; 3] = ["DPD Next Day", "Parcelforce 48", "Our own van"];
    let seed = account_seed(p);
    let index = usize::try_from(seed).unwrap_or(0);
    let order_no = format!("W{}", 310_000 + seed * 13 % 90_000);
    let placed = p.date_like(days_earlier(p.date_ymd, 1 + (seed % 3) as u32));
    let terms = days_between(p.date_ymd, p.due_ymd);
    let company_no = format!("{:08}", (seed * 7_919 + 4_102_337) % 100_000_000);
    let domain = p.country_domain();
    let customer_domain = mail_domain(p.customer);
    let (sort_code, account) = p.sort_code_and_account();
    let (street, town) = address_lines(p.customer_address);
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"{} \\00B7  {}, {} \\00B7  Registered in England & Wales No. {company_no} \\00B7  VAT No. {}\"",
                    p.vendor, p.street, p.city, p.vat_id
                ),
            ),
            (
                "bottom-right",
                "\"Page \" counter(page) \" of \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 8.5pt; color: #333; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
        .wrap {{ display: grid; grid-template-columns: 55% 45%; }}\n\
        .left {{ padding-right: 24px; }}\n\
        .right {{ background: #f4f4f4; border-left: 1px solid #e1e1e1; padding: 14px 16px; }}\n\
        .mark {{ font-size: 16pt; font-weight: bold; color: #1d4d3a; letter-spacing: -0.5px; }}\n\
        .tag {{ font-size: 7.5pt; color: #707070; margin-bottom: 14px; }}\n\
        h1 {{ font-size: 14pt; margin: 0; font-weight: normal; }}\n\
        .order {{ color: #707070; margin: 2px 0 12px; }}\n\
        .thanks {{ display: flex; align-items: center; gap: 10px; margin-bottom: 12px; }}\n\
        .tick {{ width: 26px; height: 26px; border: 2px solid #1d4d3a; border-radius: 50%; color: #1d4d3a; text-align: center; line-height: 26px; font-size: 12pt; }}\n\
        .thanks b {{ font-size: 11pt; }}\n\
        .box {{ border: 1px solid #d9d9d9; border-radius: 5px; padding: 10px 12px; margin-bottom: 12px; }}\n\
        .box h3 {{ margin: 0 0 8px; font-size: 10pt; }}\n\
        .grid {{ display: grid; grid-template-columns: 1fr 1fr; gap: 9px 14px; }}\n\
        .k {{ font-size: 7.5pt; color: #707070; margin-bottom: 1px; }}\n\
        .help {{ color: #707070; }}\n\
        .right h3 {{ margin: 0 0 8px; font-size: 10pt; }}\n\
        .item {{ display: flex; align-items: center; gap: 12px; padding: 7px 0; break-inside: avoid; }}\n\
        .thumb {{ flex: none; position: relative; width: 40px; height: 40px; border: 1px solid #d0d0d0; border-radius: 6px; background: #fff; }}\n\
        .thumb i {{ position: absolute; left: 9px; top: 9px; width: 20px; height: 20px; background: #dcdcdc; border-radius: 3px; }}\n\
        .badge {{ position: absolute; top: -7px; right: -8px; min-width: 16px; height: 16px; padding: 0 3px; border-radius: 8px; background: #6b6b6b; color: #fff; font-size: 7pt; text-align: center; line-height: 16px; }}\n\
        .name {{ flex: 1; }}\n\
        .name small {{ display: block; color: #707070; font-size: 7.5pt; }}\n\
        .each {{ white-space: nowrap; }}\n\
        .amt {{ white-space: nowrap; }}\n\
        .note {{ font-size: 7.5pt; color: #707070; margin: 4px 0 8px; }}\n\
        table.sums {{ width: 100%; border-top: 1px solid #d9d9d9; margin-top: 6px; break-inside: avoid; }}\n\
        table.sums td {{ padding: 4px 0; }}\n\
        table.sums .r {{ text-align: right; white-space: nowrap; }}\n\
        table.sums tr.total td {{ border-top: 1px solid #d9d9d9; padding-top: 8px; font-size: 11pt; font-weight: bold; }}\n\
        table.sums tr.total small {{ font-size: 7.5pt; color: #707070; font-weight: normal; margin-right: 4px; }}\n\
        {footer}"
    );
    let mut details = vec![
        ("Invoice number", escape(&p.number)),
        ("Invoice date (tax point)", p.date.clone()),
        ("Account", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        details.push(("Your PO ref.", escape(po)));
    }
    details.extend([
        ("Payment terms", format!("{terms} days from invoice")),
        ("Payment due", p.due.clone()),
    ]);
    let cells = |fields: &[(&str, String)]| -> String {
        fields
            .iter()
            .map(|(k, v)| format!("<div><div class=\"k\">{k}</div>{v}</div>"))
            .collect()
    };
    let information = [
        ("Contact", format!("purchasing@{customer_domain}.co.uk")),
        ("Payment method", "On account (bank transfer)".to_string()),
        (
            "Billing address",
            format!("{}<br>Accounts Payable<br>{street}<br>{town}", p.customer),
        ),
        (
            "Delivery address",
            format!("{}<br>Goods In<br>{street}<br>{town}", p.customer),
        ),
        (
            "Delivery method",
            format!(
                "{} \u{00B7} despatched {}",
                CARRIERS[index % CARRIERS.len()],
                p.date_like(days_earlier(p.date_ymd, (seed % 2) as u32))
            ),
        ),
        (
            "Pay to",
            format!("Sort code {sort_code}<br>Account {account}"),
        ),
    ];
    let items: String = p
        .lines
        .iter()
        .map(|l| {
            let (price, amount) = if p.bare {
                (l.unit_price.clone(), l.amount.clone())
            } else {
                (l.unit_price_money.clone(), l.amount_money.clone())
            };
            format!(
                "<div class=\"item\"><div class=\"thumb\"><i></i><span class=\"badge\">{qty}</span></div>\
                 <div class=\"name\">{description}<small>Code {code} \u{00B7} <span class=\"each\">{qty} \u{00D7} {price}</span></small></div>\
                 <div class=\"amt\">{amount}</div></div>\n",
                qty = l.quantity,
                description = escape(&l.description),
                code = escape(&l.code),
            )
        })
        .collect();
    let currency_note = if p.bare {
        format!("All prices in {} and excluding VAT.", p.currency)
    } else {
        "All prices exclude VAT.".to_string()
    };
    let (subtotal, tax) = if p.bare {
        (p.subtotal.clone(), p.tax.clone())
    } else {
        (p.subtotal_money.clone(), p.tax_money.clone())
    };
    let total = if p.bare {
        p.total.clone()
    } else {
        p.total_money.clone()
    };
    // The shop sets the currency code small before the total, unless the
    // total already carries it.
    let code = if total.contains(p.currency) {
        String::new()
    } else {
        format!("<small>{}</small>", p.currency)
    };
    let body = format!(
        "<div class=\"wrap\"><div class=\"left\">\
         <div class=\"mark\">{vendor}</div><div class=\"tag\">Trade counter online \u{00B7} www.{domain}</div>\
         <h1>VAT invoice {number}</h1><div class=\"order\">Web order #{order_no} \u{00B7} placed {placed}</div>\
         <div class=\"thanks\"><div class=\"tick\">\u{2713}</div><div><div class=\"k\">Order {order_no}</div>\
         <b>Thank you, {customer}!</b></div></div>\
         <div class=\"box\"><h3>Invoice details</h3><div class=\"grid\">{details}</div></div>\
         <div class=\"box\"><h3>Customer information</h3><div class=\"grid\">{information}</div></div>\
         <p class=\"help\">Please pay by {due}, quoting invoice {number}. Need help? Call {phone} or e-mail \
         accounts@{domain}.</p></div>\n\
         <div class=\"right\"><h3>Order summary</h3><div class=\"note\">{currency_note}</div>\n{items}\
         <table class=\"sums\"><tr><td>Subtotal</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Delivery</td><td class=\"r\">Free</td></tr>\
         <tr><td>VAT ({rate}%)</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"total\"><td>Total</td><td class=\"r\">{code}{total}</td></tr></table>\
         </div></div>",
        vendor = escape(p.vendor),
        number = escape(&p.number),
        customer = p.customer,
        details = cells(&details),
        information = cells(&information),
        due = p.due,
        phone = p.local_phone(),
        rate = p.tax_rate,
    );
    page("A4", "Liberation Sans", &css, &body)
}

/// A US commercial-interiors contractor's milestone invoice from the client
/// portal of its construction-management app: the firm's name with its
/// trade and registration number at the left and "Amount due" with the due
/// date in a tinted box at the right, "Invoice …" as the heading with
/// "Milestone n of 5: …" beneath, three columns ("Client", "Project" with
/// the job number and site, and "Invoice" as grey labels beside values with
/// the client's PO), then the contract's payment schedule drawn as a
/// stepper of five circles on a line (ticked for the milestones billed
/// before, filled for this one, hollow for those to come) with each
/// milestone's name, percentage and status beneath; the items as "Cost code
/// / Description / Qty / Unit cost / Amount", a contract summary (contract
/// amount, billed before, this milestone, balance to finish) at the left
/// beside "Milestone subtotal / Sales tax … % / Milestone total / Amount
/// due", the note on lien waivers, and the firm's line with the page count
/// at every foot.
pub fn milestone_stepper(p: &Printed) -> String {
    const MILESTONES: [(&str, i64); 5] = [
        ("Deposit & mobilization", 10),
        ("Rough-in", 25),
        ("Drywall & paint", 25),
        ("Fixtures & finishes", 30),
        ("Final & punch list", 10),
    ];
    const COST_CODES: [&str; 6] = [
        "01-3100 Project mgmt",
        "06-1000 Carpentry",
        "09-9100 Painting",
        "10-2600 Wall protection",
        "11-3100 Equipment",
        "12-5900 Furnishings",
    ];
    let seed = account_seed(p);
    let current = 1 + usize::try_from(seed % 4).unwrap_or(0);
    let job = format!("J-26-{:03}", 100 + seed % 900);
    let suite = 100 + seed % 400;
    let registration = format!(
        "{}C*{:03}{}",
        p.vendor_domain()
            .to_uppercase()
            .chars()
            .take(6)
            .collect::<String>(),
        seed % 1000,
        char::from(b'A' + (seed % 26) as u8)
    );
    let subtotal_cents: i64 = p.lines.iter().map(|l| l.amount_cents).sum();
    let contract = subtotal_cents * 100 / MILESTONES[current].1;
    let before_pct: i64 = MILESTONES[..current].iter().map(|m| m.1).sum();
    let before = contract * before_pct / 100;
    let remaining = contract - before - subtotal_cents;
    let (street, town) = address_lines(p.customer_address);
    let terms = days_between(p.date_ymd, p.due_ymd);
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"{} \\00B7  {}, {} \\00B7  Contractor Reg. {registration}\"",
                    p.vendor, p.street, p.city
                ),
            ),
            (
                "bottom-right",
                format!(
                    "\"Invoice {} \\00B7  Page \" counter(page) \" of \" counter(pages)",
                    p.number
                ),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 8.5pt; color: #2d3436; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
        .head {{ display: flex; justify-content: space-between; align-items: flex-start; }}\n\
        .firm {{ font-size: 15pt; font-weight: bold; color: #c0392b; }}\n\
        .trade {{ color: #636e72; line-height: 1.45; }}\n\
        .due {{ background: #fdf0ed; border-radius: 6px; padding: 8px 14px; text-align: right; min-width: 170px; }}\n\
        .due .k {{ color: #636e72; font-size: 7.5pt; text-transform: uppercase; letter-spacing: 0.5px; }}\n\
        .due .v {{ font-size: 16pt; font-weight: bold; }}\n\
        h1 {{ font-size: 16pt; margin: 14px 0 0; }}\n\
        .sub {{ color: #c0392b; font-weight: bold; margin: 2px 0 10px; }}\n\
        .three {{ display: flex; gap: 18px; border-top: 1px solid #dfe6e9; border-bottom: 1px solid #dfe6e9; padding: 8px 0; }}\n\
        .three > div {{ flex: 1; line-height: 1.45; }}\n\
        .three h4 {{ margin: 0 0 2px; font-size: 7.5pt; color: #636e72; text-transform: uppercase; letter-spacing: 0.5px; }}\n\
        .three table td {{ padding: 1px 0; }}\n\
        .three table td.k {{ color: #636e72; padding-right: 10px; }}\n\
        ol.steps {{ list-style: none; display: flex; padding: 0; margin: 16px 0 14px; }}\n\
        ol.steps li {{ flex: 1; text-align: center; position: relative; font-size: 7.5pt; }}\n\
        ol.steps li::before {{ content: \"\"; position: absolute; top: 11px; left: -50%; width: 100%; height: 3px; background: #dfe6e9; z-index: -1; }}\n\
        ol.steps li:first-child::before {{ display: none; }}\n\
        ol.steps li.done::before, ol.steps li.now::before {{ background: #c0392b; }}\n\
        .dot {{ display: inline-block; width: 22px; height: 22px; line-height: 20px; border-radius: 50%; border: 2px solid #b2bec3; background: #fff; color: #b2bec3; font-weight: bold; box-sizing: border-box; }}\n\
        li.done .dot {{ border-color: #c0392b; background: #c0392b; color: #fff; }}\n\
        li.now .dot {{ border-color: #c0392b; background: #fff; color: #c0392b; box-shadow: 0 0 0 3px #f5c6bf; }}\n\
        ol.steps b {{ display: block; margin-top: 4px; font-size: 8pt; }}\n\
        ol.steps small {{ display: block; color: #636e72; }}\n\
        li.now small {{ color: #c0392b; font-weight: bold; }}\n\
        table.items {{ width: 100%; }}\n\
        table.items th {{ background: #2d3436; color: #fff; text-align: left; padding: 4px 5px; font-size: 7.5pt; }}\n\
        table.items td {{ padding: 4px 5px; border-bottom: 1px solid #dfe6e9; }}\n\
        table.items td.code {{ color: #636e72; white-space: nowrap; }}\n\
        table.items tr {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .end {{ display: flex; gap: 24px; justify-content: space-between; margin-top: 12px; break-inside: avoid; }}\n\
        table.contract {{ width: 46%; background: #f5f6fa; }}\n\
        table.contract td {{ padding: 3px 8px; }}\n\
        table.contract caption {{ text-align: left; font-weight: bold; padding-bottom: 3px; }}\n\
        table.sums {{ width: 44%; }}\n\
        table.sums td {{ padding: 3px 6px; }}\n\
        table.sums tr.grand td {{ background: #2d3436; color: #fff; font-weight: bold; font-size: 10pt; }}\n\
        .notes {{ margin-top: 12px; color: #636e72; line-height: 1.45; break-inside: avoid; }}\n\
        .nw {{ white-space: nowrap; }}\n\
        {footer}"
    );
    let steps: String = MILESTONES
        .iter()
        .enumerate()
        .map(|(i, (name, pct))| {
            let (class, dot, status) = match i.cmp(&current) {
                std::cmp::Ordering::Less => (
                    "done",
                    "\u{2713}".to_string(),
                    format!(
                        "Billed {}",
                        p.date_like(days_earlier(
                            p.date_ymd,
                            u32::try_from(24 * (current - i)).unwrap_or(24)
                        ))
                    ),
                ),
                std::cmp::Ordering::Equal => ("now", (i + 1).to_string(), "This invoice".to_string()),
                std::cmp::Ordering::Greater => ("next", (i + 1).to_string(), "Upcoming".to_string()),
            };
            format!(
                "<li class=\"{class}\"><span class=\"dot\">{dot}</span><b>{name}</b><small>{pct}% of contract</small><small>{status}</small></li>"
            )
        })
        .collect::<String>()
        .replace('&', "&amp;");
    let mut facts = vec![
        ("Invoice #", escape(&p.number)),
        ("Invoice date", p.date.clone()),
        ("Due date", p.due.clone()),
        ("Terms", format!("Net {terms}")),
    ];
    if let Some(po) = &p.po {
        facts.push(("Client PO", escape(po)));
    }
    let facts: String = facts
        .iter()
        .map(|(k, v)| format!("<tr><td class=\"k\">{k}</td><td>{v}</td></tr>"))
        .collect();
    let (price_head, amount_head) = if p.bare {
        (
            format!("Unit cost ({})", p.currency),
            format!("Amount ({})", p.currency),
        )
    } else {
        ("Unit cost".to_string(), "Amount".to_string())
    };
    let items = rows(p, |i| {
        let l = &p.lines[i];
        let code = if l.unit == "h" {
            COST_CODES[0]
        } else {
            COST_CODES[1 + i % (COST_CODES.len() - 1)]
        };
        let (price, amount) = if p.bare {
            (l.unit_price.clone(), l.amount.clone())
        } else {
            (l.unit_price_money.clone(), l.amount_money.clone())
        };
        vec![
            (code.to_string(), "code"),
            (l.description.clone(), ""),
            (l.quantity.clone(), "r"),
            (price, "r"),
            (amount, "r"),
        ]
    });
    let money = |bare: &str, with: &str| money_or_code(bare, with, p);
    let (name, pct) = MILESTONES[current];
    let body = format!(
        "<div class=\"head\"><div><div class=\"firm\">{vendor}</div><div class=\"trade\">General contractor \u{00B7} \
         Commercial interiors &amp; tenant improvements<br>{street_v}, {city} \u{00B7} {phone}<br>\
         Contractor Reg. {registration}</div></div>\
         <div class=\"due\"><div class=\"k\">Amount due</div><div class=\"v\">{total}</div>\
         <div>Due {due}</div></div></div>\n\
         <h1>Invoice {number}</h1><div class=\"sub\">Milestone {step} of 5: {name_html} ({pct}% of contract)</div>\n\
         <div class=\"three\"><div><h4>Client</h4>{customer}<br>Attn: Facilities &amp; Accounts Payable<br>{street}<br>{town}</div>\
         <div><h4>Project</h4>Tenant improvement, Suite {suite}<br>{street}, {town}<br>Job # {job}</div>\
         <div><h4>Invoice</h4><table>{facts}</table></div></div>\n\
         <ol class=\"steps\">{steps}</ol>\n\
         <table class=\"items\"><thead><tr><th>Cost code</th><th>Description</th><th class=\"r\">Qty</th>\
         <th class=\"r\">{price_head}</th><th class=\"r\">{amount_head}</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <div class=\"end\"><table class=\"contract\"><caption>Contract summary (before tax)</caption>\
         <tr><td>Contract amount</td><td class=\"r\">{contract}</td></tr>\
         <tr><td>Billed before this invoice ({before_pct}%)</td><td class=\"r\">{before}</td></tr>\
         <tr><td>This milestone ({pct}%)</td><td class=\"r\">{this}</td></tr>\
         <tr><td>Balance to finish</td><td class=\"r\">{remaining}</td></tr></table>\
         <table class=\"sums\"><tr><td>Milestone subtotal</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Sales tax ({rate}%)</td><td class=\"r\">{tax}</td></tr>\
         <tr><td>Milestone total</td><td class=\"r\">{total}</td></tr>\
         <tr class=\"grand\"><td>Amount due</td><td class=\"r\">{total}</td></tr></table></div>\n\
         <div class=\"notes\"><b>Notes.</b> A conditional lien waiver for this milestone is attached; the unconditional \
         waiver follows once payment clears. Pay by ACH or check to {vendor}, {street_v}, {city}, quoting invoice \
         <span class=\"nw\">{number}</span> and job {job}. Balances unpaid after <span class=\"nw\">{due}</span> accrue \
         interest at 1% per month.</div>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        total = money(&p.total, &p.total_money),
        due = p.due,
        number = escape(&p.number),
        step = current + 1,
        name_html = name.replace('&', "&amp;"),
        customer = p.customer,
        contract = p.money_like(contract),
        before = p.money_like(before),
        this = p.money_like(subtotal_cents),
        remaining = p.money_like(remaining),
        subtotal = money(&p.subtotal, &p.subtotal_money),
        rate = p.tax_rate,
        tax = money(&p.tax, &p.tax_money),
    );
    page("Letter", "Liberation Sans", &css, &body)
}

// Held out: a thirtieth round of seven, written the same way without
// looking at the extractor or at how it fares on any family above.

use super::printed::{cents_in, grouped, hundredths_in, quantity_with};

/// A date day first with `separator` between its numbers, as continental
/// software prints it ("03/03/2026", "03.03.2026").
fn day_first((year, month, day): (i32, u32, u32), separator: &str) -> String {
    format!("{day:02}{separator}{month:02}{separator}{year}")
}

/// A date written out in English, for `date_in` to put into a language.
fn written_out((year, month, day): (i32, u32, u32)) -> String {
    format!("{day} {} {year}", MONTHS[month as usize - 1])
}

/// The CRC-8 (polynomial 0x07) that closes a TicketBAI identifier, as three
/// digits.
fn crc8(text: &str) -> String {
    let mut crc: u8 = 0;
    for byte in text.bytes() {
        crc ^= byte;
        for _ in 0..8 {
            crc = if crc & 0x80 != 0 {
                (crc << 1) ^ 0x07
            } else {
                crc << 1
            };
        }
    }
    format!("{crc:03}")
}

/// An invoice from a firm registered in the Basque Country, as a Basque
/// invoicing web app prints it under the TicketBAI rules, every label in
/// Basque with the Spanish beneath it in grey italics: the issuer with its
/// NIF (a non-resident's "N" number) at the top left and "FAKTURA" with
/// "FACTURA" beneath it at the top right, the recipient
/// ("Hartzailea / Destinatario") in a frame beside a ruled column of "Faktura
/// zk. / Nº de factura, Jaulkipen-data / Fecha de expedición, Eragiketaren
/// data / Fecha de operación, Mugaeguna / Vencimiento, Zuen eskaera / Su
/// pedido, Ordainbidea / Forma de pago", the items as "Kodea / Kontzeptua /
/// Kopurua / Prezioa / BEZ % / Zenbatekoa" (each head with its Spanish), a
/// VAT breakdown ("BEZaren xehakapena / Desglose de IVA") at the left beside
/// "Zerga-oinarria / BEZ kuota / GUZTIRA" at the right, then on the last
/// page, as the rules ask, the TicketBAI block (the QR code, the
/// 39-character TBAI identifier and the TicketBAI mark) beside the transfer
/// details with the due date and the data-protection notice in both
/// languages, and the
/// issuer's line with "Orria / Página" at every foot; dates as 03/03/2026 and
/// amounts as 1.234,56 €.
pub fn faktura_ticketbai(p: &Printed) -> String {
    const SIGNATURE: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let seed = account_seed(p);
    let nif = format!(
        "N{:07}{}",
        (seed * 7_919 + 210_000) % 10_000_000,
        char::from(b'A' + (seed % 10) as u8)
    );
    let mut state = (seed as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let signature: String = (0..13)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            char::from(SIGNATURE[(state % 64) as usize])
        })
        .collect();
    let (year, month, day) = p.date_ymd;
    let stem = format!(
        "TBAI-{nif}-{day:02}{month:02}{:02}-{signature}-",
        year % 100
    );
    let tbai = format!("{stem}{}", crc8(&stem));
    let date = day_first(p.date_ymd, "/");
    let due = day_first(p.due_ymd, "/");
    let operation = day_first(days_before(p.date_ymd, (seed % 3) as u32), "/");
    let euro = if p.currency == "EUR" { "€" } else { "CHF" };
    let money = |cents: i64| {
        if p.bare {
            grouped(cents, ".", ",")
        } else {
            format!("{}\u{00A0}{euro}", grouped(cents, ".", ","))
        }
    };
    let subtotal = cents_in(&p.subtotal);
    let total = cents_in(&p.total);
    let in_heads = if p.bare {
        format!(" ({})", p.currency)
    } else {
        String::new()
    };
    let bi = |eu: &str, es: &str| {
        format!("<span class=\"eu\">{eu}</span><span class=\"es\">{es}</span>")
    };
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"{} \\00B7  {}, {} \\00B7  IFZ / NIF {nif} \\00B7  Faktura / Factura {}\"",
                    p.vendor, p.street, p.city, p.number
                ),
            ),
            (
                "bottom-right",
                "\"Orria / Página \" counter(page) \"/\" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 8.5pt; color: #1f2a30; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
        .eu {{ display: block; font-weight: bold; }}\n\
        .es {{ display: block; font-style: italic; color: #7b8a93; font-weight: normal; font-size: 7.5pt; }}\n\
        .head {{ display: flex; justify-content: space-between; align-items: flex-start; }}\n\
        .issuer {{ line-height: 1.45; }}\n\
        .issuer .name {{ font-size: 15pt; font-weight: bold; color: #00664f; margin-bottom: 3px; }}\n\
        .end {{ display: flex; gap: 16px; align-items: flex-start; margin-top: 14px; break-inside: avoid; }}\n\
        .tbai {{ width: 58mm; flex: none; text-align: center; border: 1px solid #c9d3d8; padding: 5px; }}\n\
        .tbai .id {{ font-family: \"Liberation Mono\"; font-size: 6.5pt; word-break: break-all; margin-top: 2px; }}\n\
        .tbai .mark {{ font-weight: bold; font-size: 9pt; margin-top: 2px; }}\n\
        .tbai .mark span {{ color: #c8102e; }}\n\
        .title {{ text-align: right; }}\n\
        .title b {{ display: block; font-size: 24pt; color: #00664f; letter-spacing: 1px; }}\n\
        .title i {{ display: block; font-size: 13pt; color: #7b8a93; }}\n\
        .rule {{ border-bottom: 3px solid #00664f; margin: 10px 0 12px; }}\n\
        .row {{ display: flex; gap: 16px; align-items: flex-start; }}\n\
        .party {{ flex: 1; border: 1px solid #c9d3d8; padding: 7px 10px; line-height: 1.45; }}\n\
        .party .eu, .party .es {{ display: inline; }}\n\
        .party .cap {{ margin-bottom: 4px; }}\n\
        table.facts {{ flex: 1; }}\n\
        table.facts td {{ border-bottom: 1px solid #dde4e7; padding: 2px 6px; vertical-align: top; }}\n\
        table.facts td.v {{ text-align: right; font-size: 9.5pt; white-space: nowrap; }}\n\
        table.items {{ width: 100%; margin-top: 14px; }}\n\
        table.items th {{ background: #e3efeb; text-align: left; padding: 4px 5px; vertical-align: bottom; }}\n\
        table.items td {{ padding: 4px 5px; border-bottom: 1px solid #e4e9eb; }}\n\
        table.items tr {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .bottom {{ display: flex; justify-content: space-between; align-items: flex-start; margin-top: 14px; break-inside: avoid; }}\n\
        table.vat {{ width: 48%; }}\n\
        table.vat caption {{ text-align: left; padding-bottom: 3px; }}\n\
        table.vat th {{ text-align: right; border-bottom: 1px solid #9aa8ae; padding: 2px 5px; }}\n\
        table.vat td {{ text-align: right; padding: 3px 5px; }}\n\
        table.sums {{ width: 44%; }}\n\
        table.sums td {{ padding: 3px 6px; border-bottom: 1px solid #e4e9eb; }}\n\
        table.sums tr.grand td {{ background: #00664f; color: #fff; font-size: 11pt; }}\n\
        table.sums tr.grand .es {{ color: #d5ece4; }}\n\
        .pay {{ border-left: 3px solid #00664f; padding: 4px 10px; line-height: 1.5; }}\n\
        .legal {{ margin-top: 12px; font-size: 7pt; color: #7b8a93; line-height: 1.4; }}\n\
        {footer}"
    );
    let (street, town) = address_lines(p.customer_address);
    let mut facts = vec![
        (
            bi("Faktura zk.", "Nº de factura"),
            format!("<b>{}</b>", escape(&p.number)),
        ),
        (bi("Jaulkipen-data", "Fecha de expedición"), date.clone()),
        (bi("Eragiketaren data", "Fecha de operación"), operation),
        (bi("Mugaeguna", "Vencimiento"), due.clone()),
    ];
    if let Some(po) = &p.po {
        facts.push((bi("Zuen eskaera", "Su pedido"), escape(po)));
    }
    facts.push((
        bi("Ordainbidea", "Forma de pago"),
        bi("Transferentzia", "Transferencia"),
    ));
    if p.bare {
        facts.push((bi("Moneta", "Moneda"), p.currency.to_string()));
    }
    let facts: String = facts
        .iter()
        .map(|(k, v)| format!("<tr><td>{k}</td><td class=\"v\">{v}</td></tr>"))
        .collect();
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.code.clone(), ""),
            (l.description.clone(), ""),
            (l.quantity.clone(), "r"),
            (money(cents_in(&l.unit_price)), "r"),
            (format!("{} %", p.tax_rate), "r"),
            (money(l.amount_cents), "r"),
        ]
    });
    let body = format!(
        "<div class=\"head\"><div class=\"issuer\"><div class=\"name\">{vendor}</div>{street_v}<br>{city}<br>\
         IFZ / NIF: {nif} \u{00B7} BEZ-zk. / Nº IVA: {vat_id}<br>Tel. {phone} \u{00B7} faktura@{domain}</div>\
         <div class=\"title\"><b>FAKTURA</b><i>FACTURA</i></div></div>\n\
         <div class=\"rule\"></div>\n\
         <div class=\"row\"><div class=\"party\"><div class=\"cap\">{recipient}</div><b>{customer}</b><br>{street}<br>{town}<br>\
         {code_label}: {customer_number}</div>\
         <table class=\"facts\">{facts}</table></div>\n\
         <table class=\"items\"><thead><tr><th>{h_code}</th><th>{h_desc}</th><th class=\"r\">{h_qty}</th>\
         <th class=\"r\">{h_price}</th><th class=\"r\">{h_rate}</th><th class=\"r\">{h_amount}</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <div class=\"bottom\"><table class=\"vat\"><caption>{breakdown}</caption>\
         <tr><th>{v_base}</th><th>{v_rate}</th><th>{v_quota}</th></tr>\
         <tr><td>{subtotal}</td><td>{rate} %</td><td>{tax}</td></tr></table>\
         <table class=\"sums\"><tr><td>{s_base}</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>{s_vat}</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"grand\"><td>{s_total}</td><td class=\"r\"><b>{total}</b></td></tr></table></div>\n\
         <div class=\"end\"><div class=\"tbai\">{code}<div class=\"id\">{tbai}</div><div class=\"mark\">Ticket<span>BAI</span></div></div>\
         <div><div class=\"pay\">Ordaindu transferentzia bidez, {due} baino lehen, kontu honetan, faktura-zenbakia adierazita:<br><span class=\"es\">Abone por transferencia antes del {due} en la siguiente cuenta, indicando el número de factura:</span>IBAN: <b>{iban}</b> \u{00B7} BIC: {bic}</div>\n\
         <div class=\"legal\">Datuen babesa: zure datuak fakturaziorako eta kontabilitaterako soilik erabiliko ditugu; \
         sarbide-, zuzenketa- eta ezabatze-eskubideak helbide honetan erabil ditzakezu: faktura@{domain}.<br>\
         <i>Protección de datos: sus datos se tratarán únicamente con fines de facturación y contabilidad; puede ejercer \
         sus derechos de acceso, rectificación y supresión en faktura@{domain}.</i><br>\
         Faktura hau TicketBAI sisteman erregistratu da. <i>Factura registrada en el sistema TicketBAI.</i></div></div></div>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        vat_id = p.vat_id,
        phone = p.local_phone(),
        domain = p.country_domain(),
        code = square_code(seed + 30, 33, 27),
        recipient = bi("Hartzailea", " / Destinatario"),
        customer = p.customer,
        code_label = "Bezero-kodea / <i>Código cliente</i>",
        customer_number = p.customer_number,
        h_code = bi("Kodea", "Código"),
        h_desc = bi("Kontzeptua", "Concepto"),
        h_qty = bi("Kopurua", "Cantidad"),
        h_price = bi(&format!("Prezioa{in_heads}"), &format!("Precio{in_heads}")),
        h_rate = bi("BEZ", "IVA"),
        h_amount = bi(
            &format!("Zenbatekoa{in_heads}"),
            &format!("Importe{in_heads}")
        ),
        breakdown = bi("BEZaren xehakapena", "Desglose de IVA"),
        v_base = bi("Zerga-oinarria", "Base imponible"),
        v_rate = bi("Zerga-tasa", "Tipo"),
        v_quota = bi("Zerga-kuota", "Cuota"),
        subtotal = money(subtotal),
        rate = p.tax_rate,
        tax = money(p.tax_cents),
        s_base = bi("Zerga-oinarria", "Base imponible"),
        s_vat = bi(
            &format!("BEZ kuota {} %", p.tax_rate),
            &format!("Cuota IVA {} %", p.tax_rate)
        ),
        s_total = bi("GUZTIRA", "TOTAL FACTURA"),
        total = money(total),
        iban = p.iban,
        bic = house_bic(p),
    );
    page("A4", "Liberation Sans", &css, &body)
}

/// The invoice a continental web shop sends a business customer in Malta
/// from the Maltese storefront of its shop, in Maltese, as the shop's PDF
/// invoice plug-in lays it out: the shop's initials in a round badge beside
/// its name at the top left and "FATTURA TAT-TAXXA" at the right, three
/// columns ("Il-Bejjiegħ" with its VAT number, "Indirizz tal-Fatturazzjoni",
/// "Indirizz tal-Kunsinna"), a tinted panel of grey labels beside values in
/// two columns ("Numru tal-Fattura / Data tal-Fattura / Numru tal-Ordni /
/// Data tal-Ordni" beside "Ordni tax-Xiri (PO) / Metodu tal-Ħlas / Għandha
/// titħallas sa / Numru tal-Klijent"), dates written out in Maltese ("3 ta'
/// Marzu 2026"), the cart as "Prodott" (the name over its SKU) / "Kwantità /
/// Prezz tal-Unità / VAT / Total", "Subtotal / Kunsinna / VAT … % / Total"
/// and then "Imħallas / Bilanċ dovut", a box saying how to pay by transfer
/// with the due date as 02/04/2026, and the shop's line with "Paġna … minn
/// …" at every foot; amounts as Malta prints them ("€1,234.56", quantities
/// "7.5").
pub fn fattura_taxxa(p: &Printed) -> String {
    let seed = account_seed(p);
    let mt = |ymd: (i32, u32, u32)| date_in(&written_out(ymd), Language::Maltese);
    let ordered = days_before(p.date_ymd, (seed % 3) as u32);
    let order = format!("W{}", 260_000 + seed * 13 % 90_000);
    let time = format!("{:02}:{:02}", 8 + seed % 11, seed * 7 % 60);
    let initials: String = p
        .vendor
        .split(' ')
        .take(2)
        .filter_map(|w| w.chars().next())
        .collect();
    let money = |cents: i64| {
        let number = grouped(cents, ",", ".");
        match (p.bare, p.currency) {
            (true, _) => number,
            (false, "EUR") => format!("€{number}"),
            (false, code) => format!("{code}\u{00A0}{number}"),
        }
    };
    let in_heads = if p.bare {
        format!(" ({})", p.currency)
    } else {
        String::new()
    };
    let (street, town) = address_lines(p.customer_address);
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"{} \\00B7  {}, {} \\00B7  Numru tal-VAT {}\"",
                    p.vendor, p.street, p.city, p.vat_id
                ),
            ),
            (
                "bottom-right",
                "\"Paġna \" counter(page) \" minn \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9pt; color: #333; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
        .head {{ display: flex; justify-content: space-between; align-items: center; padding-bottom: 10px; border-bottom: 1px solid #ddd; }}\n\
        .brand {{ display: flex; align-items: center; gap: 10px; }}\n\
        .badge {{ width: 40px; height: 40px; border-radius: 50%; background: #cf142b; color: #fff; font-weight: bold; \
                  font-size: 14pt; display: flex; align-items: center; justify-content: center; }}\n\
        .brand b {{ font-size: 15pt; }}\n\
        .brand small {{ display: block; color: #888; }}\n\
        h1 {{ font-size: 17pt; margin: 0; color: #cf142b; letter-spacing: 0.5px; }}\n\
        .cols {{ display: flex; gap: 18px; margin: 14px 0; }}\n\
        .cols div {{ flex: 1; line-height: 1.45; }}\n\
        .cols h4 {{ margin: 0 0 3px; font-size: 8pt; color: #888; text-transform: uppercase; letter-spacing: 0.5px; }}\n\
        .panel {{ display: flex; gap: 24px; background: #f6f6f6; border-radius: 6px; padding: 8px 12px; }}\n\
        .panel table {{ flex: 1; }}\n\
        .panel td {{ padding: 2px 0; vertical-align: top; }}\n\
        .panel td.k {{ color: #888; width: 46%; }}\n\
        table.cart {{ width: 100%; margin-top: 16px; }}\n\
        table.cart th {{ text-align: left; font-size: 8pt; color: #888; text-transform: uppercase; border-bottom: 2px solid #333; padding: 4px 5px; }}\n\
        table.cart td {{ padding: 6px 5px; border-bottom: 1px solid #e5e5e5; vertical-align: top; }}\n\
        table.cart tr {{ break-inside: avoid; }}\n\
        table.cart td small {{ display: block; color: #999; font-size: 7.5pt; margin-top: 1px; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .after {{ display: flex; justify-content: space-between; align-items: flex-start; gap: 24px; margin-top: 14px; break-inside: avoid; }}\n\
        .how {{ flex: 1; border: 1px solid #e0e0e0; border-radius: 6px; padding: 8px 12px; line-height: 1.5; }}\n\
        .how b.t {{ display: block; margin-bottom: 2px; }}\n\
        table.sums {{ width: 42%; }}\n\
        table.sums td {{ padding: 3px 5px; }}\n\
        table.sums tr.total td {{ border-top: 2px solid #333; font-size: 11pt; font-weight: bold; padding-top: 5px; }}\n\
        table.sums tr.due td {{ color: #cf142b; font-weight: bold; }}\n\
        .thanks {{ margin-top: 16px; text-align: center; color: #666; break-inside: avoid; }}\n\
        {footer}"
    );
    let po =
        p.po.as_ref()
            .map_or_else(|| "\u{2014}".to_string(), |po| escape(po));
    let panel_left = [
        ("Numru tal-Fattura", format!("<b>{}</b>", escape(&p.number))),
        ("Data tal-Fattura", mt(p.date_ymd)),
        ("Numru tal-Ordni", order.clone()),
        ("Data tal-Ordni", format!("{}, {time}", mt(ordered))),
    ];
    let mut panel_right = vec![
        ("Ordni tax-Xiri (PO)", po),
        (
            "Metodu tal-Ħlas",
            "Trasferiment bankarju (fuq kont)".to_string(),
        ),
        ("Għandha titħallas sa", mt(p.due_ymd)),
        ("Numru tal-Klijent", p.customer_number.clone()),
    ];
    if p.bare {
        panel_right.push(("Munita", p.currency.to_string()));
    }
    let panel = |rows: &[(&str, String)]| -> String {
        rows.iter()
            .map(|(k, v)| format!("<tr><td class=\"k\">{k}</td><td>{v}</td></tr>"))
            .collect()
    };
    let cart: String = p
        .lines
        .iter()
        .map(|l| {
            format!(
                "<tr><td>{}<small>SKU: {}</small></td><td class=\"r\">{}</td><td class=\"r\">{}</td>\
                 <td class=\"r\">{}%</td><td class=\"r\">{}</td></tr>\n",
                escape(&l.description),
                l.code,
                quantity_with(hundredths_in(&l.quantity), "."),
                money(cents_in(&l.unit_price)),
                p.tax_rate,
                money(l.amount_cents),
            )
        })
        .collect();
    let body = format!(
        "<div class=\"head\"><div class=\"brand\"><div class=\"badge\">{initials}</div><div><b>{vendor}</b>\
         <small>Ħanut onlajn għan-negozji \u{00B7} {domain}/mt</small></div></div><h1>FATTURA TAT-TAXXA</h1></div>\n\
         <div class=\"cols\"><div><h4>Il-Bejjiegħ</h4>{vendor}<br>{street_v}<br>{city}<br>Numru tal-VAT: {vat_id}<br>Tel. {phone}</div>\
         <div><h4>Indirizz tal-Fatturazzjoni</h4><b>{customer}</b><br>Dipartiment tal-Kontijiet<br>{street}<br>{town}</div>\
         <div><h4>Indirizz tal-Kunsinna</h4>{customer}<br>Attn: Riċeviment tal-merkanzija<br>{street}<br>{town}</div></div>\n\
         <div class=\"panel\"><table>{left}</table><table>{right}</table></div>\n\
         <table class=\"cart\"><thead><tr><th>Prodott</th><th class=\"r\">Kwantità</th><th class=\"r\">Prezz tal-Unità{in_heads}</th>\
         <th class=\"r\">VAT</th><th class=\"r\">Total{in_heads}</th></tr></thead><tbody>\n{cart}</tbody></table>\n\
         <div class=\"after\"><div class=\"how\"><b class=\"t\">Kif tħallas</b>Jekk jogħġbok ħallas b'trasferiment bankarju \
         sa mhux aktar tard mill-{due_numeric}.<br>IBAN: {iban}<br>BIC: {bic}<br>Referenza: {number}</div>\
         <table class=\"sums\"><tr><td>Subtotal</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Kunsinna (b'xejn)</td><td class=\"r\">{zero}</td></tr>\
         <tr><td>VAT {rate}%</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"total\"><td>Total</td><td class=\"r\">{total}</td></tr>\
         <tr><td>Imħallas</td><td class=\"r\">{zero}</td></tr>\
         <tr class=\"due\"><td>Bilanċ dovut</td><td class=\"r\">{total}</td></tr></table></div>\n\
         <div class=\"thanks\">Grazzi tax-xirja tiegħek! Għal kwalunkwe mistoqsija dwar din il-fattura, ikteb lil accounts@{domain}.</div>",
        vendor = escape(p.vendor),
        domain = p.country_domain(),
        street_v = p.street,
        city = p.city,
        vat_id = p.vat_id,
        phone = p.local_phone(),
        customer = p.customer,
        left = panel(&panel_left),
        right = panel(&panel_right),
        due_numeric = day_first(p.due_ymd, "/"),
        iban = p.iban,
        bic = house_bic(p),
        number = escape(&p.number),
        subtotal = money(cents_in(&p.subtotal)),
        zero = money(0),
        rate = p.tax_rate,
        tax = money(p.tax_cents),
        total = money(cents_in(&p.total)),
    );
    page("A4", "Liberation Sans", &css, &body)
}

/// An invoice from a firm in South Tyrol, as the South Tyrolean invoicing
/// software prints the copy of the electronic invoice it has sent, every
/// label in German and Italian: the firm's name at the top left with its
/// address, "MwSt.-Nr. / Partita IVA" and "Steuernummer / Codice fiscale" at
/// the right, the customer ("Firma / Spett.le") with its recipient code for
/// the exchange system, "RECHNUNG · FATTURA" centred, then the particulars
/// in a mirrored table with the German label at the left of each value and
/// the Italian one at its right ("Rechnungsnummer … Numero fattura",
/// "Rechnungsdatum … Data fattura", "Ihre Bestellung … Vostro ordine",
/// "Fälligkeit … Scadenza"), the items with heads in both languages ("Pos.
/// / Artikel – Articolo / Bezeichnung – Descrizione / Menge – Q.tà / ME – UM
/// / Einzelpreis – Prezzo unit. / MwSt. – IVA / Betrag – Importo"), the VAT
/// summary ("MwSt.-Aufstellung / Riepilogo IVA") with its "Esigibilità" at
/// the left beside "Steuerpflichtiger Betrag – Imponibile / MwSt. – IVA /
/// Rechnungsbetrag – Totale fattura / Zu zahlen – Netto a pagare", the
/// schedule of payments ("Zahlungsfälligkeiten / Scadenze") with the due
/// date again, the note that the invoice went through the exchange system,
/// and "Seite / Pagina … von / di …" at every foot; dates as 03.03.2026 and
/// totals as "€ 1.234,56".
pub fn rechnung_fattura_suedtirol(p: &Printed) -> String {
    let seed = account_seed(p);
    let date = day_first(p.date_ymd, ".");
    let due = day_first(p.due_ymd, ".");
    let ordered = day_first(days_before(p.date_ymd, 5 + (seed % 9) as u32), ".");
    let delivered = day_first(days_before(p.date_ymd, (seed % 2) as u32), ".");
    let tax_code = format!("{:011}", 2_000_000_000 + seed * 104_729 % 900_000_000);
    let recipient: String = (0..7)
        .map(|i| {
            let n = (seed * 31 + i * 17) % 36;
            char::from(if n < 10 {
                b'0' + n as u8
            } else {
                b'A' + (n - 10) as u8
            })
        })
        .collect();
    let terms = days_between(p.date_ymd, p.due_ymd);
    let code = if p.currency == "EUR" { "€" } else { "CHF" };
    let money = |cents: i64| format!("{code}\u{00A0}{}", grouped(cents, ".", ","));
    let number = |cents: i64| grouped(cents, ".", ",");
    let (street, town) = address_lines(p.customer_address);
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"{} \\00B7  Rechnung / Fattura {} vom / del {date}\"",
                    p.vendor, p.number
                ),
            ),
            (
                "bottom-right",
                "\"Seite / Pagina \" counter(page) \" von / di \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 8.5pt; color: #222; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
        .it {{ color: #6b6b6b; font-style: italic; }}\n\
        .head {{ display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 2px solid #8c1d18; padding-bottom: 8px; }}\n\
        .firm {{ font-size: 17pt; font-weight: bold; color: #8c1d18; }}\n\
        .firm small {{ display: block; font-size: 8.5pt; font-weight: normal; color: #444; margin-top: 2px; }}\n\
        .ids {{ text-align: right; line-height: 1.5; }}\n\
        .to {{ margin: 14px 0 0; line-height: 1.45; width: 55%; }}\n\
        .to .cap {{ font-size: 7.5pt; color: #6b6b6b; }}\n\
        h1 {{ text-align: center; font-size: 15pt; letter-spacing: 2px; margin: 14px 0 8px; }}\n\
        table.facts {{ width: 100%; border-top: 1px solid #bbb; }}\n\
        table.facts td {{ padding: 3px 6px; border-bottom: 1px solid #ddd; }}\n\
        table.facts td.de {{ width: 30%; font-weight: bold; }}\n\
        table.facts td.v {{ text-align: center; font-size: 9.5pt; }}\n\
        table.facts td.it {{ width: 30%; text-align: right; }}\n\
        table.items {{ width: 100%; margin-top: 14px; }}\n\
        table.items th {{ background: #f1e6e5; text-align: left; padding: 4px 5px; font-size: 8pt; vertical-align: bottom; }}\n\
        table.items th span {{ display: block; font-weight: normal; }}\n\
        table.items td {{ padding: 4px 5px; border-bottom: 1px solid #e3e3e3; }}\n\
        table.items tr {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .bottom {{ display: flex; justify-content: space-between; align-items: flex-start; gap: 20px; margin-top: 14px; break-inside: avoid; }}\n\
        .bottom > div {{ width: 52%; }}\n\
        .bottom h4 {{ margin: 0 0 3px; font-size: 8.5pt; }}\n\
        table.small {{ width: 100%; margin-bottom: 10px; }}\n\
        table.small th {{ font-weight: normal; font-size: 7.5pt; text-align: right; border-bottom: 1px solid #999; padding: 2px 4px; }}\n\
        table.small th:first-child {{ text-align: left; }}\n\
        table.small td {{ text-align: right; padding: 2px 4px; }}\n\
        table.small td:first-child {{ text-align: left; }}\n\
        table.sums {{ width: 44%; }}\n\
        table.sums td {{ padding: 3px 5px; }}\n\
        table.sums td span {{ display: block; font-size: 7.5pt; }}\n\
        table.sums tr.grand td {{ border-top: 1px solid #222; font-weight: bold; }}\n\
        table.sums tr.pay td {{ background: #8c1d18; color: #fff; font-weight: bold; font-size: 10pt; }}\n\
        table.sums tr.pay .it {{ color: #f1d9d7; }}\n\
        .note {{ margin-top: 12px; line-height: 1.45; break-inside: avoid; }}\n\
        {footer}"
    );
    let mut facts = vec![
        (
            "Rechnungsnummer",
            format!("<b>{}</b>", escape(&p.number)),
            "Numero fattura",
        ),
        ("Rechnungsdatum", date.clone(), "Data fattura"),
        ("Kundennummer", p.customer_number.clone(), "Codice cliente"),
    ];
    if let Some(po) = &p.po {
        facts.push(("Ihre Bestellung", escape(po), "Vostro ordine"));
        facts.push(("Bestelldatum", ordered, "Data ordine"));
    }
    facts.extend([
        ("Lieferdatum", delivered, "Data consegna"),
        (
            "Zahlungsart",
            "Banküberweisung / <span class=\"it\">Bonifico bancario</span>".to_string(),
            "Modalità di pagamento",
        ),
        (
            "Zahlungsbedingungen",
            format!("{terms} Tage netto / <span class=\"it\">{terms} gg. data fattura</span>"),
            "Condizioni di pagamento",
        ),
        ("Fälligkeit", format!("<b>{due}</b>"), "Scadenza"),
    ]);
    if p.bare {
        facts.push(("Währung", p.currency.to_string(), "Valuta"));
    }
    let facts: String = facts
        .iter()
        .map(|(de, v, it)| {
            format!("<tr><td class=\"de\">{de}</td><td class=\"v\">{v}</td><td class=\"it\">{it}</td></tr>")
        })
        .collect();
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.position.clone(), ""),
            (l.code.clone(), ""),
            (l.description.clone(), ""),
            (l.quantity.clone(), "r"),
            (
                (if l.unit == "h" { "Std./ore" } else { "St./pz." }).to_string(),
                "",
            ),
            (number(cents_in(&l.unit_price)), "r"),
            (format!("{} %", p.tax_rate), "r"),
            (number(l.amount_cents), "r"),
        ]
    });
    let head = |de: &str, it: &str| format!("{de}<span class=\"it\">{it}</span>");
    let nature = if p.tax_rate == 0 {
        "N3.2 \u{2013} nicht steuerbar / <span class=\"it\">non imponibile</span>"
    } else {
        "sofort / <span class=\"it\">immediata (I)</span>"
    };
    let subtotal = cents_in(&p.subtotal);
    let total = cents_in(&p.total);
    let body = format!(
        "<div class=\"head\"><div class=\"firm\">{vendor}<small>{street_v} \u{00B7} {city}<br>Tel. {phone} \u{00B7} buchhaltung@{domain}</small></div>\
         <div class=\"ids\">MwSt.-Nr. / <span class=\"it\">Partita IVA</span>: {vat_id}<br>\
         Steuernummer / <span class=\"it\">Codice fiscale</span>: {tax_code}<br>\
         IBAN: {iban}</div></div>\n\
         <div class=\"to\"><div class=\"cap\">Rechnungsempfänger / <span class=\"it\">Destinatario</span></div>\
         Firma / <span class=\"it\">Spett.le</span><br><b>{customer}</b><br>{street}<br>{town}<br>\
         Empfängerkodex / <span class=\"it\">Codice destinatario</span>: {recipient}</div>\n\
         <h1>RECHNUNG \u{00B7} <span class=\"it\">FATTURA</span></h1>\n\
         <table class=\"facts\">{facts}</table>\n\
         <table class=\"items\"><thead><tr><th>Pos.</th><th>{h_code}</th><th>{h_desc}</th><th class=\"r\">{h_qty}</th>\
         <th>{h_unit}</th><th class=\"r\">{h_price}</th><th class=\"r\">{h_vat}</th><th class=\"r\">{h_amount}</th></tr></thead>\
         <tbody>\n{items}</tbody></table>\n\
         <div class=\"bottom\"><div><h4>MwSt.-Aufstellung / <span class=\"it\">Riepilogo IVA</span></h4>\
         <table class=\"small\"><tr><th>{s_rate}</th><th>{s_base}</th><th>{s_tax}</th></tr>\
         <tr><td>{rate} %</td><td>{subtotal_n}</td><td>{tax_n}</td></tr></table>\
         Steuerfälligkeit / <span class=\"it\">Esigibilità IVA</span>: {nature}\
         <h4 style=\"margin-top: 10px\">Zahlungsfälligkeiten / <span class=\"it\">Scadenze</span></h4>\
         <table class=\"small\"><tr><th>{f_due}</th><th>{f_way}</th><th>{f_amount}</th></tr>\
         <tr><td>{due}</td><td>Überweisung / <span class=\"it\">Bonifico</span></td><td>{total}</td></tr></table></div>\
         <table class=\"sums\"><tr><td>Steuerpflichtiger Betrag<span class=\"it\">Imponibile</span></td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>MwSt. {rate} %<span class=\"it\">IVA {rate} %</span></td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"grand\"><td>Rechnungsbetrag<span class=\"it\">Totale fattura</span></td><td class=\"r\">{total}</td></tr>\
         <tr class=\"pay\"><td>Zu zahlen<span class=\"it\">Netto a pagare</span></td><td class=\"r\">{total}</td></tr></table></div>\n\
         <div class=\"note\">Die elektronische Rechnung wurde über das Austauschsystem (SDI) übermittelt; dieses Dokument ist eine Kopie.<br>\
         <span class=\"it\">La fattura elettronica è stata trasmessa tramite il Sistema di Interscambio (SDI); il presente documento è una copia di cortesia.</span><br>\
         Bitte überweisen Sie den Betrag bis {due} unter Angabe der Rechnungsnummer. / \
         <span class=\"it\">Si prega di effettuare il bonifico entro il {due} indicando il numero della fattura.</span></div>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        domain = p.country_domain(),
        vat_id = p.vat_id,
        iban = p.iban,
        customer = p.customer,
        h_code = head("Artikel", "Articolo"),
        h_desc = head("Bezeichnung", "Descrizione"),
        h_qty = head("Menge", "Q.tà"),
        h_unit = head("ME", "UM"),
        h_price = head(
            &format!("Einzelpreis {code}"),
            &format!("Prezzo unit. {code}")
        ),
        h_vat = head("MwSt.", "IVA"),
        h_amount = head(&format!("Betrag {code}"), &format!("Importo {code}")),
        s_rate = head("Satz", " / Aliquota"),
        s_base = head("Bemessungsgrundlage", " / Imponibile"),
        s_tax = head("Steuer", " / Imposta"),
        f_due = head("Fälligkeit", " / Scadenza"),
        f_way = head("Zahlungsart", " / Modalità"),
        f_amount = head("Betrag", " / Importo"),
        rate = p.tax_rate,
        subtotal_n = number(subtotal),
        tax_n = number(p.tax_cents),
        subtotal = money(subtotal),
        tax = money(p.tax_cents),
        total = money(total),
    );
    page("A4", "Liberation Sans", &css, &body)
}

// Held out: a new round of seven (round 29), invoices from English-speaking
// businesses, written without looking at the extractor or at how it fares
// on any family above.

/// A US small business's invoice from the classic template of an invoicing
/// program, for a customer who may pay by card: the business's name and
/// contact lines at the left and "INVOICE" over right-aligned "Invoice No. /
/// Invoice Date / Terms / Due Date / Customer PO" rows at the right, "Bill
/// To" beside "Ship To", the items as "Qty / Item / Description / Unit Price
/// / Amount" with the quantity first, "Subtotal / Sales Tax … % / Total Due"
/// at the right, then "Ways to pay" in three numbered columns (check, ACH,
/// card) with the card surcharge worked out and the total when paid by card,
/// and a credit card authorization form to fill in and send back: check
/// boxes for the card type, blank ruled fields for the cardholder, card
/// number, expiry, security code and billing ZIP, the amount to charge as
/// two check boxes (the total with the surcharge, or another amount left
/// blank), and the signature and date; the invoice number with the page
/// count at every foot.
pub fn card_authorization(p: &Printed) -> String {
    const BANKS: [&str; 3] = [
        "Evergreen Commerce Bank",
        "Capital Plains Bank",
        "Union Street Savings Bank",
    ];
    let seed = account_seed(p);
    let index = usize::try_from(seed).unwrap_or(0);
    let total_cents: i64 = p.lines.iter().map(|l| l.amount_cents).sum::<i64>() + p.tax_cents;
    let fee = (total_cents * 3 + 50) / 100;
    let digits = account_digits(p);
    let routing = format!("{:09}", (seed * 7_919 + 125_000_105) % 1_000_000_000);
    let account = digits[6..16].to_string();
    let terms = days_between(p.date_ymd, p.due_ymd);
    let domain = p.country_domain();
    let (street, town) = address_lines(p.customer_address);
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!("\"{} \\00B7  {}, {}\"", p.vendor, p.street, p.city),
            ),
            (
                "bottom-right",
                format!(
                    "\"Invoice {} \\00B7  Page \" counter(page) \" of \" counter(pages)",
                    p.number
                ),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9pt; color: #222; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
        .head {{ display: flex; justify-content: space-between; align-items: flex-start; }}\n\
        .biz {{ font-size: 17pt; font-weight: bold; color: #14532d; }}\n\
        .contact {{ color: #555; line-height: 1.45; margin-top: 3px; }}\n\
        .title {{ font-size: 24pt; font-weight: bold; color: #14532d; text-align: right; letter-spacing: 1px; }}\n\
        table.meta {{ margin-left: auto; margin-top: 4px; }}\n\
        table.meta td {{ padding: 1px 0 1px 12px; text-align: right; }}\n\
        table.meta td.k {{ font-weight: bold; color: #14532d; }}\n\
        .parties {{ display: flex; gap: 40px; margin: 18px 0 14px; }}\n\
        .parties div {{ flex: 1; line-height: 1.45; }}\n\
        .parties h4 {{ margin: 0 0 3px; font-size: 8pt; color: #fff; background: #14532d; padding: 2px 6px; }}\n\
        table.items {{ width: 100%; }}\n\
        table.items th {{ border-top: 1.5px solid #14532d; border-bottom: 1.5px solid #14532d; text-align: left; padding: 4px 5px; font-size: 8pt; }}\n\
        table.items td {{ padding: 4px 5px; border-bottom: 1px solid #e3e3e3; }}\n\
        table.items td.code {{ color: #666; white-space: nowrap; }}\n\
        table.items tr {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        table.sums {{ margin: 8px 0 0 auto; break-inside: avoid; }}\n\
        table.sums td {{ padding: 2px 6px; }}\n\
        table.sums tr.due td {{ font-weight: bold; font-size: 11pt; border-top: 1.5px solid #14532d; color: #14532d; }}\n\
        .ways {{ margin-top: 16px; break-inside: avoid; }}\n\
        .ways h3 {{ font-size: 10pt; margin: 0 0 6px; color: #14532d; }}\n\
        .cols {{ display: flex; gap: 14px; }}\n\
        .cols div {{ flex: 1; border: 1px solid #cfd8d2; border-radius: 4px; padding: 6px 8px; line-height: 1.4; }}\n\
        .cols b.h {{ display: block; margin-bottom: 2px; }}\n\
        .form {{ margin-top: 16px; border: 1.5px solid #222; padding: 8px 12px 10px; break-inside: avoid; }}\n\
        .form h3 {{ margin: 0 0 2px; font-size: 11pt; letter-spacing: 1px; }}\n\
        .form .sub {{ font-size: 7.5pt; color: #555; margin-bottom: 8px; }}\n\
        .row {{ display: flex; align-items: flex-end; gap: 8px; margin: 9px 0 0; }}\n\
        .row label {{ white-space: nowrap; font-size: 8pt; }}\n\
        .blank {{ flex: 1; border-bottom: 1px solid #222; height: 12px; }}\n\
        .blank.short {{ flex: none; width: 70px; }}\n\
        .box {{ font-family: \"DejaVu Sans\"; font-size: 10pt; }}\n\
        .fine {{ font-size: 7.5pt; color: #555; margin-top: 9px; }}\n\
        .nw {{ white-space: nowrap; }}\n\
        {footer}"
    );
    let mut meta = vec![
        ("Invoice No.", escape(&p.number)),
        ("Invoice Date", p.date.clone()),
        ("Terms", format!("Net {terms}")),
        ("Due Date", p.due.clone()),
    ];
    if let Some(po) = &p.po {
        meta.push(("Customer PO", escape(po)));
    }
    let meta: String = meta
        .iter()
        .map(|(k, v)| format!("<tr><td class=\"k\">{k}</td><td>{v}</td></tr>"))
        .collect();
    let (price_head, amount_head) = if p.bare {
        (
            format!("Unit Price ({})", p.currency),
            format!("Amount ({})", p.currency),
        )
    } else {
        ("Unit Price".to_string(), "Amount".to_string())
    };
    let items = rows(p, |i| {
        let l = &p.lines[i];
        let (price, amount) = if p.bare {
            (l.unit_price.clone(), l.amount.clone())
        } else {
            (l.unit_price_money.clone(), l.amount_money.clone())
        };
        vec![
            (l.quantity.clone(), "r"),
            (l.code.clone(), "code"),
            (l.description.clone(), ""),
            (price, "r"),
            (amount, "r"),
        ]
    });
    let money = |bare: &str, with: &str| money_or_code(bare, with, p);
    let card_total = p.money_like(total_cents + fee);
    let body = format!(
        "<div class=\"head\"><div><div class=\"biz\">{vendor}</div><div class=\"contact\">{street_v}<br>{city}<br>\
         Phone {phone} \u{00B7} Fax {fax}<br>billing@{domain}</div></div>\
         <div><div class=\"title\">INVOICE</div><table class=\"meta\">{meta}</table></div></div>\n\
         <div class=\"parties\"><div><h4>BILL TO</h4>{customer}<br>Attn: Accounts Payable<br>{street}<br>{town}</div>\
         <div><h4>SHIP TO</h4>{customer}<br>Receiving<br>{street}<br>{town}</div></div>\n\
         <table class=\"items\"><thead><tr><th class=\"r\">Qty</th><th>Item</th><th>Description</th>\
         <th class=\"r\">{price_head}</th><th class=\"r\">{amount_head}</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <table class=\"sums\"><tr><td>Subtotal</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Sales Tax ({rate}%)</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"due\"><td>Total Due</td><td class=\"r\">{total}</td></tr></table>\n\
         <div class=\"ways\"><h3>Ways to pay</h3><div class=\"cols\">\
         <div><b class=\"h\">1. Check</b>Make checks payable to {vendor} and mail them to {street_v}, {city}. \
         Write invoice <span class=\"nw\">{number}</span> on the memo line.</div>\
         <div><b class=\"h\">2. ACH / bank transfer</b>{bank}<br>Routing no. {routing}<br>Account no. {account}<br>\
         Reference: <span class=\"nw\">{number}</span></div>\
         <div><b class=\"h\">3. Credit card</b>Visa, Mastercard, American Express, Discover. A 3% surcharge of {fee} \
         applies to card payments (not more than our cost of acceptance; none on check or ACH). \
         Paid by card: <b>{card_total}</b>. Call {phone} or use the form below.</div>\
         </div></div>\n\
         <div class=\"form\"><h3>CREDIT CARD AUTHORIZATION</h3>\
         <div class=\"sub\">Invoice <span class=\"nw\">{number}</span> \u{00B7} {customer}. Return this form by fax \
         to {fax} or by mail. Please do not send card numbers by e-mail.</div>\
         <div class=\"row\"><label>Card type:</label>\
         <span class=\"box\">\u{2610}</span> Visa &nbsp; <span class=\"box\">\u{2610}</span> Mastercard &nbsp; \
         <span class=\"box\">\u{2610}</span> American Express &nbsp; <span class=\"box\">\u{2610}</span> Discover</div>\
         <div class=\"row\"><label>Cardholder name</label><span class=\"blank\"></span></div>\
         <div class=\"row\"><label>Card number</label><span class=\"blank\"></span>\
         <label>Exp. (MM/YY)</label><span class=\"blank short\"></span><label>Security code</label><span class=\"blank short\"></span></div>\
         <div class=\"row\"><label>Billing address</label><span class=\"blank\"></span>\
         <label>ZIP</label><span class=\"blank short\"></span></div>\
         <div class=\"row\"><label>Amount to charge:</label>\
         <span class=\"box\">\u{2610}</span> Invoice total with 3% card surcharge, {card_total} &nbsp;&nbsp; \
         <span class=\"box\">\u{2610}</span> Other amount $<span class=\"blank short\"></span></div>\
         <div class=\"row\"><label>Signature</label><span class=\"blank\"></span><label>Date</label><span class=\"blank short\"></span></div>\
         <div class=\"fine\">I authorize {vendor} to charge the card above for the amount checked, in payment of the \
         invoice named on this form. Card details are destroyed once the payment has been processed.</div></div>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        fax = p.local_fax(),
        customer = p.customer,
        subtotal = money(&p.subtotal, &p.subtotal_money),
        rate = p.tax_rate,
        tax = money(&p.tax, &p.tax_money),
        total = money(&p.total, &p.total_money),
        number = escape(&p.number),
        bank = BANKS[index % BANKS.len()],
        fee = p.money_like(fee),
    );
    page("Letter", "Liberation Sans", &css, &body)
}

/// The standard a line's goods are certified to, as a supplier's quality
/// system names it on a certificate of conformity.
fn conformity_standard(description: &str) -> &'static str {
    let d = description.to_lowercase();
    if d.contains("bit set") {
        "BS ISO 235 \u{00B7} supplier spec."
    } else if d.contains("drill") || d.contains("grinder") {
        "BS EN 62841 \u{00B7} UKCA"
    } else if d.contains("goggles") {
        "BS EN 166:2002 \u{00B7} UKCA"
    } else if d.contains("nitrile") {
        "EN ISO 374-1:2016 Type B"
    } else if d.contains("gloves") {
        "BS EN 388:2016"
    } else if d.contains("cable") {
        "BS EN 61242 \u{00B7} UKCA"
    } else if d.contains("coat") {
        "EN ISO 13688:2013"
    } else if d.contains("vials") || d.contains("tubes") {
        "ISO 9001 batch release, RNase/DNase free"
    } else {
        "Manufacturer's specification"
    }
}

/// A UK industrial and laboratory supplier's invoice with the certificate of
/// conformity for the goods on the page after it, as its ERP prints the two
/// for customers whose goods-in checks ask for one: the supplier's name and
/// trades at the left and its ISO 9001 certificate at the right, "INVOICE"
/// with the invoice and delivery addresses beside a bordered column of
/// labels and values ("Invoice number / Invoice date (tax point) / Account
/// no. / Your order no. / Despatch note / Terms / Payment due"), the items
/// as "Line / Part No. / Description / Qty / Unit price / Net", "Total net /
/// VAT @ … % / Invoice total" at the right and the bank details; then
/// "CERTIFICATE OF CONFORMITY" with its own number, the customer, the
/// customer's order, the invoice and despatch note and the despatch date,
/// the same goods again without prices but with their batch numbers and the
/// standard each conforms to, the declaration and the quality manager's
/// signature; the supplier's registration line with the page count at
/// every foot.
pub fn conformity_certificate(p: &Printed) -> String {
    const SIGNATORIES: [&str; 3] = ["R. Whitfield", "S. Okonjo", "H. Brennan"];
    let seed = account_seed(p);
    let index = usize::try_from(seed).unwrap_or(0);
    let tools = p.vendor.contains("Tools");
    let trades = if tools {
        "Power tools \u{00B7} Hand tools \u{00B7} Site safety"
    } else {
        "Laboratory consumables \u{00B7} Protective clothing"
    };
    let (year, month, _) = p.date_ymd;
    let despatch_ymd = days_earlier(p.date_ymd, (seed % 2) as u32);
    let despatch = p.date_like(despatch_ymd);
    let note_no = format!("DN{}", 480_000 + seed * 7 % 20_000);
    let cert_no = format!("CoC-{:02}{month:02}-{:04}", year % 100, seed * 31 % 10_000);
    let iso_cert = format!("GB{}/{:05}", 10 + seed % 80, seed * 13 % 100_000);
    let company_no = format!("{:08}", (seed * 6_151 + 2_480_113) % 100_000_000);
    let terms = days_between(p.date_ymd, p.due_ymd);
    let (sort_code, account) = p.sort_code_and_account();
    let (street, town) = address_lines(p.customer_address);
    let batch = |i: usize| {
        let letter = char::from(b'A' + ((seed + i as i64) % 8) as u8);
        format!(
            "B{:02}{:02}-{:03}{letter}",
            despatch_ymd.0 % 100,
            despatch_ymd.1,
            (seed * 7 + i as i64 * 37) % 1000
        )
    };
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"{} \\00B7  Registered in England No. {company_no} \\00B7  VAT No. {}\"",
                    p.vendor, p.vat_id
                ),
            ),
            (
                "bottom-right",
                "\"Page \" counter(page) \" of \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9pt; color: #1e2a32; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
        .head {{ display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 3px solid #0b5e7a; padding-bottom: 6px; }}\n\
        .name {{ font-size: 17pt; font-weight: bold; color: #0b5e7a; }}\n\
        .trades {{ color: #4a5a64; }}\n\
        .iso {{ border: 1.5px solid #0b5e7a; border-radius: 4px; padding: 4px 8px; text-align: center; font-size: 7.5pt; color: #0b5e7a; }}\n\
        .iso b {{ display: block; font-size: 10pt; }}\n\
        h1 {{ font-size: 18pt; letter-spacing: 2px; margin: 12px 0 8px; color: #0b5e7a; }}\n\
        .top {{ display: flex; gap: 18px; }}\n\
        .addr {{ flex: 1; line-height: 1.45; }}\n\
        .addr h4 {{ margin: 0 0 3px; font-size: 7.5pt; color: #4a5a64; text-transform: uppercase; letter-spacing: 0.5px; }}\n\
        table.facts {{ border: 1px solid #9fb6c1; min-width: 230px; }}\n\
        table.facts td {{ padding: 2px 7px; border-bottom: 1px solid #dbe5ea; }}\n\
        table.facts td.k {{ color: #4a5a64; background: #eef4f7; white-space: nowrap; }}\n\
        table.items {{ width: 100%; margin-top: 14px; }}\n\
        table.items th {{ background: #0b5e7a; color: #fff; text-align: left; padding: 4px 5px; font-size: 8pt; }}\n\
        table.items td {{ padding: 4px 5px; border-bottom: 1px solid #dbe5ea; }}\n\
        table.items tr {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .end {{ display: flex; justify-content: space-between; gap: 20px; margin-top: 10px; break-inside: avoid; }}\n\
        .pay {{ flex: 1; color: #4a5a64; line-height: 1.45; }}\n\
        table.sums td {{ padding: 3px 8px; }}\n\
        table.sums tr.total td {{ font-weight: bold; font-size: 10.5pt; border-top: 2px solid #0b5e7a; }}\n\
        .coc {{ break-before: page; }}\n\
        .coc h1 {{ text-align: center; margin-top: 4px; }}\n\
        .certno {{ text-align: center; color: #4a5a64; margin-bottom: 12px; }}\n\
        table.cfacts {{ width: 100%; }}\n\
        table.cfacts td {{ padding: 3px 7px; border: 1px solid #9fb6c1; }}\n\
        table.cfacts td.k {{ background: #eef4f7; color: #4a5a64; width: 22%; }}\n\
        .decl {{ margin-top: 14px; line-height: 1.5; break-inside: avoid; }}\n\
        .sign {{ display: flex; gap: 40px; margin-top: 16px; break-inside: avoid; }}\n\
        .sign div {{ line-height: 1.7; }}\n\
        .hand {{ font-family: \"DejaVu Serif\"; font-style: italic; font-size: 15pt; color: #1f3f8f; }}\n\
        .nw {{ white-space: nowrap; }}\n\
        {footer}"
    );
    let mut facts = vec![
        ("Invoice number", escape(&p.number)),
        ("Invoice date (tax point)", p.date.clone()),
        ("Account no.", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        facts.push(("Your order no.", escape(po)));
    }
    facts.extend([
        ("Despatch note", note_no.clone()),
        ("Terms", format!("{terms} days net")),
        ("Payment due", p.due.clone()),
    ]);
    let facts: String = facts
        .iter()
        .map(|(k, v)| format!("<tr><td class=\"k\">{k}</td><td>{v}</td></tr>"))
        .collect();
    let (price_head, net_head) = if p.bare {
        (
            format!("Unit price {}", p.currency),
            format!("Net {}", p.currency),
        )
    } else {
        ("Unit price".to_string(), "Net".to_string())
    };
    let items = rows(p, |i| {
        let l = &p.lines[i];
        let (price, amount) = if p.bare {
            (l.unit_price.clone(), l.amount.clone())
        } else {
            (l.unit_price_money.clone(), l.amount_money.clone())
        };
        vec![
            (l.position.clone(), ""),
            (l.code.clone(), ""),
            (l.description.clone(), ""),
            (l.quantity.clone(), "r"),
            (price, "r"),
            (amount, "r"),
        ]
    });
    let certified = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.position.clone(), ""),
            (l.code.clone(), ""),
            (l.description.clone(), ""),
            (batch(i), ""),
            (l.quantity.clone(), "r"),
            (conformity_standard(&l.description).to_string(), ""),
        ]
    });
    let mut cfacts = vec![
        ("Customer", format!("{}, {street}, {town}", p.customer)),
        (
            "Delivered to",
            format!("{}, Goods In, {street}, {town}", p.customer),
        ),
    ];
    if let Some(po) = &p.po {
        cfacts.push(("Customer order no.", escape(po)));
    }
    cfacts.extend([
        ("Our invoice no.", escape(&p.number)),
        ("Despatch note no.", note_no.clone()),
        ("Date of despatch", despatch.clone()),
    ]);
    let cfacts: String = cfacts
        .chunks(2)
        .map(|pair| {
            let cells: String = pair
                .iter()
                .map(|(k, v)| format!("<td class=\"k\">{k}</td><td>{v}</td>"))
                .collect();
            let pad = if pair.len() == 1 {
                "<td class=\"k\"></td><td></td>"
            } else {
                ""
            };
            format!("<tr>{cells}{pad}</tr>")
        })
        .collect();
    let money = |bare: &str, with: &str| money_or_code(bare, with, p);
    let signatory = SIGNATORIES[index % SIGNATORIES.len()];
    let body = format!(
        "<div class=\"head\"><div><div class=\"name\">{vendor}</div><div class=\"trades\">{trades}<br>\
         {street_v}, {city} \u{00B7} Tel {phone} \u{00B7} sales@{domain}</div></div>\
         <div class=\"iso\">Quality management certified<b>ISO 9001:2015</b>Cert. No. {iso_cert}</div></div>\n\
         <h1>INVOICE</h1>\n\
         <div class=\"top\"><div class=\"addr\"><h4>Invoice address</h4>{customer}<br>Accounts Payable<br>{street}<br>{town}</div>\
         <div class=\"addr\"><h4>Delivery address</h4>{customer}<br>Goods In<br>{street}<br>{town}</div>\
         <table class=\"facts\">{facts}</table></div>\n\
         <table class=\"items\"><thead><tr><th>Line</th><th>Part No.</th><th>Description</th><th class=\"r\">Qty</th>\
         <th class=\"r\">{price_head}</th><th class=\"r\">{net_head}</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <div class=\"end\"><div class=\"pay\">Goods supplied under despatch note {note_no} on {despatch}. The certificate of \
         conformity for these goods is on the next page; please pass it to your goods-in inspection.<br>\
         Pay by BACS to {vendor}, sort code {sort_code}, account {account}, quoting <span class=\"nw\">{number}</span>.</div>\
         <table class=\"sums\"><tr><td>Total net</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>VAT @ {rate}%</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"total\"><td>Invoice total</td><td class=\"r\">{total}</td></tr></table></div>\n\
         <div class=\"coc\"><h1>CERTIFICATE OF CONFORMITY</h1>\
         <div class=\"certno\">Certificate No. {cert_no} \u{00B7} issued {despatch}</div>\
         <table class=\"cfacts\">{cfacts}</table>\n\
         <table class=\"items\"><thead><tr><th>Line</th><th>Part No.</th><th>Description</th><th>Batch / lot</th>\
         <th class=\"r\">Qty supplied</th><th>Conforms to</th></tr></thead><tbody>\n{certified}</tbody></table>\n\
         <div class=\"decl\">We certify that the goods listed above were supplied in accordance with the customer's order \
         and our quality management system certified to ISO 9001:2015 (certificate {iso_cert}), that they conform in all \
         respects to the specifications and standards named, and that records of their inspection and traceability are \
         held by us and available on request.</div>\
         <div class=\"sign\"><div>Signed<br><span class=\"hand\">{signatory}</span></div>\
         <div>Name: {signatory}<br>Position: Quality Manager<br>Date: {despatch}</div>\
         <div>For and on behalf of<br><b>{vendor}</b></div></div></div>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        domain = p.country_domain(),
        customer = p.customer,
        number = escape(&p.number),
        subtotal = money(&p.subtotal, &p.subtotal_money),
        rate = p.tax_rate,
        tax = money(&p.tax, &p.tax_money),
        total = money(&p.total, &p.total_money),
    );
    page("A4", "Liberation Sans", &css, &body)
}

/// Item rows a sheet of the electronic stationery of `stationery_overlay` holds.
const STATIONERY_ROWS: usize = 18;

/// A US distributor's invoice as its ERP prints it onto electronic
/// stationery: each page a letter-size sheet drawn in two layers, the form
/// first and the data over it. The form, in the company's dark red, carries
/// the letterhead, "INVOICE", captioned boxes ("INVOICE NO. / INVOICE DATE /
/// CUSTOMER NO. / PAGE", "SOLD TO", "SHIP TO", a strip of "CUSTOMER P.O. NO.
/// / SHIP VIA / F.O.B. / TERMS / DUE DATE / SALESPERSON"), an item grid
/// ruled down the sheet ("QTY SHIPPED / ITEM NO. / DESCRIPTION / UNIT PRICE
/// / AMOUNT"), a remarks box, "MERCHANDISE / SALES TAX / INVOICE TOTAL"
/// boxes and the conditions of sale in small print; the data, in a
/// monospaced face and all in capitals as the ERP holds it, is set a little
/// off register into those boxes, eighteen items to a sheet, with the totals
/// only on the last sheet ("CONTINUED" in the total box of the others).
pub fn stationery_overlay(p: &Printed) -> String {
    const VIAS: [&str; 4] = [
        "UPS GROUND",
        "OUR TRUCK",
        "FEDEX FREIGHT",
        "CUSTOMER PICKUP",
    ];
    const REPS: [&str; 4] = ["04 K.WEBB", "11 D.ORTIZ", "07 L.CHEN", "02 M.HALE"];
    // The data layer sits this far right of and below where the form
    // expects it, as printed stationery rarely registers exactly.
    const SHIFT_X: f64 = 0.05;
    const SHIFT_Y: f64 = 0.035;
    const INK: &str = "#8c1c22";
    let seed = account_seed(p);
    let index = usize::try_from(seed).unwrap_or(0);
    let terms = days_between(p.date_ymd, p.due_ymd);
    let (street, town) = address_lines(p.customer_address);
    let caps = p.vendor.to_uppercase();
    let css = format!(
        "@page {{ size: Letter; margin: 0; }}\n\
        body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
        .sheet {{ position: relative; width: 8.5in; height: 10.98in; overflow: hidden; }}\n\
        .sheet.more {{ break-after: page; }}\n\
        .f {{ position: absolute; border: 0.9pt solid {INK}; box-sizing: border-box; }}\n\
        .band {{ position: absolute; background: #f4dcdc; box-sizing: border-box; }}\n\
        .v {{ position: absolute; border-left: 0.9pt solid {INK}; }}\n\
        .c {{ position: absolute; font-family: \"Liberation Sans\"; font-size: 6pt; color: {INK}; letter-spacing: 0.3px; white-space: nowrap; }}\n\
        .ch {{ position: absolute; font-family: \"Liberation Sans\"; font-size: 7pt; font-weight: bold; color: {INK}; white-space: nowrap; }}\n\
        .lh {{ position: absolute; font-family: \"Liberation Serif\"; color: {INK}; white-space: nowrap; }}\n\
        .fine {{ position: absolute; font-family: \"Liberation Sans\"; font-size: 6pt; color: {INK}; width: 7.5in; line-height: 1.35; }}\n\
        .d {{ position: absolute; font-family: \"Liberation Mono\"; font-size: 9pt; color: #141414; white-space: pre; }}\n\
        .d.s {{ font-size: 8pt; }}"
    );
    let at = |x: f64, y: f64| format!("left:{x:.2}in;top:{y:.2}in");
    let frame = |x: f64, y: f64, w: f64, h: f64| {
        format!(
            "<div class=\"f\" style=\"{};width:{w:.2}in;height:{h:.2}in\"></div>\n",
            at(x, y)
        )
    };
    let captioned = |x: f64, y: f64, w: f64, h: f64, caption: &str| {
        format!(
            "{}<div class=\"c\" style=\"{}\">{caption}</div>\n",
            frame(x, y, w, h),
            at(x + 0.05, y + 0.03)
        )
    };
    let value = |x: f64, y: f64, text: &str| {
        format!(
            "<div class=\"d\" style=\"{}\">{}</div>\n",
            at(x + SHIFT_X, y + SHIFT_Y),
            escape(text)
        )
    };
    let small = |x: f64, y: f64, text: &str| {
        format!(
            "<div class=\"d s\" style=\"{}\">{}</div>\n",
            at(x + SHIFT_X, y + SHIFT_Y),
            escape(text)
        )
    };
    // Right-aligned to the edge at `right` inches from the sheet's left.
    let value_right = |right: f64, y: f64, text: &str| {
        format!(
            "<div class=\"d\" style=\"right:{:.2}in;top:{:.2}in\">{}</div>\n",
            8.5 - right - SHIFT_X,
            y + SHIFT_Y,
            escape(text)
        )
    };
    // The item grid: (caption, width, right-aligned).
    let columns: [(&str, f64, bool); 5] = [
        ("QTY SHIPPED", 0.8, true),
        ("ITEM NO.", 1.0, false),
        ("DESCRIPTION", 3.1, false),
        ("UNIT PRICE", 1.2, true),
        ("AMOUNT", 1.4, true),
    ];
    let grid_top = 4.05;
    let grid_height = 4.95;
    let row_height = 0.25;
    let strip: [(&str, f64); 6] = [
        ("CUSTOMER P.O. NO.", 1.6),
        ("SHIP VIA", 1.3),
        ("F.O.B.", 1.0),
        ("TERMS", 1.2),
        ("DUE DATE", 1.2),
        ("SALESPERSON", 1.2),
    ];
    let mut form = String::new();
    form.push_str(&format!(
        "<div class=\"lh\" style=\"{};font-size:19pt;font-weight:bold\">{}</div>\n",
        at(0.5, 0.42),
        escape(p.vendor)
    ));
    form.push_str(&format!(
        "<div class=\"lh\" style=\"{};font-size:9pt\">{} \u{00B7} {}</div>\n",
        at(0.5, 0.82),
        p.street,
        p.city
    ));
    form.push_str(&format!(
        "<div class=\"lh\" style=\"{};font-size:9pt\">Phone {} \u{00B7} Fax {} \u{00B7} www.{}</div>\n",
        at(0.5, 1.0),
        p.local_phone(),
        p.local_fax(),
        p.country_domain()
    ));
    form.push_str(&format!(
        "<div class=\"lh\" style=\"{};font-size:24pt;font-weight:bold;letter-spacing:4px\">INVOICE</div>\n",
        at(5.75, 0.36)
    ));
    for (i, caption) in ["INVOICE NO.", "INVOICE DATE", "CUSTOMER NO.", "PAGE"]
        .iter()
        .enumerate()
    {
        let x = 4.7 + (i % 2) as f64 * 1.65;
        let y = 0.95 + (i / 2) as f64 * 0.45;
        form.push_str(&captioned(x, y, 1.65, 0.45, caption));
    }
    form.push_str(&captioned(0.5, 2.05, 3.65, 1.2, "SOLD TO"));
    form.push_str(&captioned(4.35, 2.05, 3.65, 1.2, "SHIP TO"));
    let mut x = 0.5;
    for (caption, width) in strip {
        form.push_str(&captioned(x, 3.4, width, 0.45, caption));
        x += width;
    }
    form.push_str(&format!(
        "<div class=\"band\" style=\"{};width:7.5in;height:0.3in\"></div>\n",
        at(0.5, grid_top)
    ));
    form.push_str(&frame(0.5, grid_top, 7.5, grid_height));
    form.push_str(&frame(0.5, grid_top, 7.5, 0.3));
    let mut x = 0.5;
    for (i, (caption, width, _)) in columns.iter().enumerate() {
        if i > 0 {
            form.push_str(&format!(
                "<div class=\"v\" style=\"{};height:{grid_height:.2}in\"></div>\n",
                at(x, grid_top)
            ));
        }
        form.push_str(&format!(
            "<div class=\"ch\" style=\"{}\">{caption}</div>\n",
            at(x + 0.06, grid_top + 0.09)
        ));
        x += width;
    }
    form.push_str(&captioned(0.5, 9.15, 4.4, 1.05, "REMARKS"));
    for (i, caption) in ["MERCHANDISE", "SALES TAX", "INVOICE TOTAL"]
        .iter()
        .enumerate()
    {
        form.push_str(&captioned(5.1, 9.15 + i as f64 * 0.35, 2.9, 0.35, caption));
    }
    form.push_str(&format!(
        "<div class=\"fine\" style=\"{}\">ORIGINAL INVOICE. Please remit to {}, {}, {}. Claims for shortage or damage \
         must be made within 5 days of receipt. Returns require prior authorization and may carry a 15% restocking \
         charge. Past-due balances are subject to a service charge of 1.5% per month.</div>\n",
        at(0.5, 10.35),
        escape(p.vendor),
        p.street,
        p.city
    ));
    let sheets: Vec<&[super::printed::PrintedLine]> = p.lines.chunks(STATIONERY_ROWS).collect();
    let count = sheets.len();
    let mut body = String::new();
    for (n, chunk) in sheets.iter().enumerate() {
        let last = n + 1 == count;
        let class = if last { "sheet" } else { "sheet more" };
        body.push_str(&format!("<div class=\"{class}\">\n{form}"));
        // The data layer.
        let mut data = String::new();
        data.push_str(&value(4.75, 1.15, &p.number));
        data.push_str(&value(6.4, 1.15, &p.date.to_uppercase()));
        data.push_str(&value(4.75, 1.6, &p.customer_number));
        data.push_str(&value(6.4, 1.6, &format!("{} OF {count}", n + 1)));
        for (i, line) in [
            p.customer.to_uppercase(),
            "ATTN: ACCOUNTS PAYABLE".to_string(),
            street.to_uppercase(),
            town.to_uppercase(),
        ]
        .iter()
        .enumerate()
        {
            data.push_str(&value(0.6, 2.3 + i as f64 * 0.19, line));
        }
        for (i, line) in [
            p.customer.to_uppercase(),
            "RECEIVING DOCK".to_string(),
            street.to_uppercase(),
            town.to_uppercase(),
        ]
        .iter()
        .enumerate()
        {
            data.push_str(&value(4.45, 2.3 + i as f64 * 0.19, line));
        }
        let strip_values = [
            p.po.clone().unwrap_or_default(),
            VIAS[index % VIAS.len()].to_string(),
            if index % 2 == 0 {
                "ORIGIN".to_string()
            } else {
                "DESTINATION".to_string()
            },
            format!("NET {terms}"),
            p.due.to_uppercase(),
            REPS[index % REPS.len()].to_string(),
        ];
        let mut x = 0.5;
        for ((_, width), text) in strip.iter().zip(&strip_values) {
            if !text.is_empty() {
                data.push_str(&small(x + 0.05, 3.6, text));
            }
            x += width;
        }
        for (k, l) in chunk.iter().enumerate() {
            let y = grid_top + 0.36 + k as f64 * row_height;
            let cells = [
                l.quantity.clone(),
                l.code.clone(),
                l.description.to_uppercase(),
                l.unit_price.clone(),
                l.amount.clone(),
            ];
            let mut x = 0.5;
            for ((_, width, right), text) in columns.iter().zip(&cells) {
                if *right {
                    data.push_str(&value_right(x + width - 0.08, y, text));
                } else {
                    data.push_str(&value(x + 0.06, y, text));
                }
                x += width;
            }
        }
        if last {
            let money = |bare: &str, with: &str| money_or_code(bare, with, p);
            data.push_str(&value_right(
                7.9,
                9.27,
                &money(&p.subtotal, &p.subtotal_money),
            ));
            data.push_str(&value(6.0, 9.62, &format!("{}%", p.tax_rate)));
            data.push_str(&value_right(7.9, 9.62, &money(&p.tax, &p.tax_money)));
            data.push_str(&value_right(7.9, 9.97, &money(&p.total, &p.total_money)));
            for (i, line) in [
                "THANK YOU FOR YOUR ORDER.".to_string(),
                format!("ALL AMOUNTS IN US DOLLARS ({}).", p.currency),
                format!("PAYMENT DUE {} - NET {terms} DAYS.", p.due.to_uppercase()),
                format!("QUESTIONS? A/R {}", p.local_phone()),
            ]
            .iter()
            .enumerate()
            {
                data.push_str(&small(0.6, 9.32 + i as f64 * 0.17, line));
            }
        } else {
            data.push_str(&value_right(7.9, 9.97, "*** CONTINUED ***"));
            data.push_str(&small(
                0.6,
                9.32,
                &format!("CONTINUED ON PAGE {} - {caps}", n + 2),
            ));
        }
        body.push_str(&data);
        body.push_str("</div>\n");
    }
    page("Letter", "Liberation Sans", &css, &body)
}

// Held out: a thirty-second round of seven (round 32), what a new user in
// Western continental Europe brings in the country's own language, written
// without looking at the extractor or at how it fares on any family above.

/// The country line a German letter puts in capitals under a foreign
/// address, as DIN 5008 asks.
fn german_country_line(address: &str) -> &'static str {
    if address.contains("Dublin") {
        "IRLAND"
    } else if address.contains("Bristol") {
        "VEREINIGTES KÖNIGREICH"
    } else {
        "USA"
    }
}

/// The register entry a firm prints in its footer, by the town it sits in.
fn register_entry(p: &Printed, seed: i64) -> String {
    if p.city.contains("Berlin") {
        format!(
            "Amtsgericht Charlottenburg HRB {} B",
            180_000 + seed * 7 % 60_000
        )
    } else if p.city.contains("Amsterdam") {
        format!("KvK {}", 30_000_000 + seed * 131 % 9_000_000)
    } else {
        format!(
            "UID CHE-{:03}.{:03}.{:03}",
            100 + seed % 900,
            seed * 7 % 1_000,
            seed * 13 % 1_000
        )
    }
}

/// A German small firm's Rechnung from a cloud bookkeeping app, in German,
/// laid out to DIN 5008 form B: the sender line in small underlined type
/// over the address window (with the country in capitals on the last line of
/// a foreign address), beside it an information block of labels with their
/// values flush right ("Rechnungsnr. / Kundennr. / Datum / Leistungsdatum /
/// Ihre Bestellnr. / Ihr Ansprechpartner"), "Rechnung Nr. …" as the heading
/// over the app's greeting ("Sehr geehrte Damen und Herren, vielen Dank für
/// Ihren Auftrag …"), the items as "Pos. / Bezeichnung / Menge / Einzelpreis
/// / Gesamtpreis" with the article number in grey under each name and the
/// unit after the quantity ("5 Stk.", "7,5 Std."), "Gesamtbetrag netto /
/// zzgl. Umsatzsteuer … % / Gesamtbetrag" at the right (at a rate of nought,
/// the reverse-charge or not-taxable note), the due date only in the payment
/// terms sentence, then for a euro invoice a framed GiroCode (the EPC QR
/// code banking apps read) beside the transfer data it holds ("Empfänger /
/// IBAN / BIC / Betrag / Verwendungszweck"), the closing greeting and the
/// contact's name; the firm's address, contacts, register, VAT number and
/// bank in three columns at the foot of every page, "Seite … von …" at the
/// top right; amounts as 1.234,56 € and dates as 03.03.2026.
pub fn rechnung_girocode(p: &Printed) -> String {
    const CONTACTS: [&str; 4] = [
        "Jana Krüger",
        "Tobias Brandt",
        "Miriam Hoffmann",
        "Lukas Schneider",
    ];
    let seed = account_seed(p);
    let contact = CONTACTS[(seed % 4) as usize];
    let dotted = |ymd: (i32, u32, u32)| day_first(ymd, ".");
    let date = dotted(p.date_ymd);
    let due = dotted(p.due_ymd);
    let performed = dotted(days_before(p.date_ymd, (seed % 4) as u32));
    let terms = days_between(p.date_ymd, p.due_ymd);
    let euro = p.currency == "EUR";
    let sign = if euro { "€" } else { "CHF" };
    let number = |cents: i64| grouped(cents, ".", ",");
    let money = |cents: i64| {
        if p.bare {
            format!("{} {}", number(cents), p.currency)
        } else {
            format!("{}\u{00A0}{sign}", number(cents))
        }
    };
    let cell_money = |cents: i64| {
        if p.bare { number(cents) } else { money(cents) }
    };
    let in_heads = if p.bare {
        format!(" ({})", p.currency)
    } else {
        String::new()
    };
    let subtotal = cents_in(&p.subtotal);
    let total = cents_in(&p.total);
    let (street, town) = address_lines(p.customer_address);
    let mut info = vec![
        ("Rechnungsnr.", escape(&p.number)),
        ("Kundennr.", p.customer_number.clone()),
        ("Datum", date.clone()),
        ("Leistungsdatum", performed),
    ];
    if let Some(po) = &p.po {
        info.push(("Ihre Bestellnr.", escape(po)));
    }
    info.push(("Ihr Ansprechpartner", contact.to_string()));
    let info: String = info
        .iter()
        .map(|(k, v)| format!("<tr><td>{k}</td><td class=\"v\">{v}</td></tr>"))
        .collect();
    let items: String = p
        .lines
        .iter()
        .map(|l| {
            let unit = if l.unit == "h" { "Std." } else { "Stk." };
            format!(
                "<tr><td>{pos}</td><td><b>{desc}</b><div class=\"art\">Art.-Nr. {code}</div></td>\
                 <td class=\"r\">{qty} {unit}</td><td class=\"r\">{price}</td><td class=\"r\">{amount}</td></tr>\n",
                pos = l.position,
                desc = escape(&l.description),
                code = l.code,
                qty = quantity_with(hundredths_in(&l.quantity), ","),
                price = cell_money(cents_in(&l.unit_price)),
                amount = cell_money(l.amount_cents),
            )
        })
        .collect();
    let tax_note = if p.tax_rate == 0 {
        if p.customer_address.contains("Chicago") {
            "<p class=\"note\">Nicht im Inland steuerbare Leistung (§ 3a Abs. 2 UStG).</p>"
        } else {
            "<p class=\"note\">Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge).</p>"
        }
    } else {
        ""
    };
    let bank = format!(
        "<table class=\"transfer\"><tr><td>Empfänger</td><td>{vendor}</td></tr>\
         <tr><td>IBAN</td><td>{iban}</td></tr><tr><td>BIC</td><td>{bic}</td></tr>\
         <tr><td>Betrag</td><td>{amount}</td></tr>\
         <tr><td>Verwendungszweck</td><td>Rechnung {number}</td></tr></table>",
        vendor = escape(p.vendor),
        iban = p.iban,
        bic = house_bic(p),
        amount = money(total),
        number = escape(&p.number),
    );
    let pay_box = if euro {
        format!(
            "<div class=\"giro\"><div class=\"code\">{code}<div class=\"cap\">GiroCode</div></div>\
             <div><b>Bequem bezahlen mit GiroCode</b><br>Scannen Sie den Code mit Ihrer Banking-App: \
             Empfänger, IBAN, Betrag und Verwendungszweck werden automatisch übernommen.{bank}</div></div>",
            code = square_code(seed + 32, 29, 30),
        )
    } else {
        format!("<div class=\"giro\"><div><b>Bankverbindung</b>{bank}</div></div>")
    };
    let footer = format!(
        "@page {{ margin: 14mm 18mm 32mm 22mm;\n\
         @top-right {{ content: \"Seite \" counter(page) \" von \" counter(pages); font-family: \"Liberation Sans\"; font-size: 8pt; color: #555; }}\n\
         @bottom-left {{ content: \"{vendor}\\A {street_v}\\A {city}\\A {register}\"; {foot} }}\n\
         @bottom-center {{ content: \"Tel. {phone}\\A rechnung@{domain}\\A www.{domain}\\A USt-IdNr. {vat}\"; {foot} }}\n\
         @bottom-right {{ content: \"{bank_name}\\A IBAN {iban}\\A BIC {bic}\\A Geschäftsführung: {boss}\"; {foot} }}\n}}",
        vendor = p.vendor,
        street_v = p.street,
        city = p.city,
        register = register_entry(p, seed),
        phone = p.local_phone(),
        domain = p.country_domain(),
        vat = p.vat_id,
        bank_name = if p.city.contains("Zurich") {
            "Zürcher Kantonalbank"
        } else if p.city.contains("Amsterdam") {
            "ING Bank N.V."
        } else {
            "Commerzbank AG"
        },
        iban = p.iban,
        bic = house_bic(p),
        boss = CONTACTS[((seed + 1) % 4) as usize],
        foot = "font-family: \"Liberation Sans\"; font-size: 7pt; color: #666; white-space: pre; vertical-align: top; padding-top: 4mm; border-top: 0.5pt solid #999;",
    );
    let css = format!(
        "body {{ font-size: 9.5pt; color: #1d1d1d; }}\n\
         .head {{ display: flex; justify-content: space-between; align-items: flex-start; margin-top: 10mm; }}\n\
         .window {{ width: 85mm; height: 40mm; }}\n\
         .sender {{ font-size: 7pt; text-decoration: underline; color: #444; margin-bottom: 3mm; }}\n\
         .window .addr {{ line-height: 1.4; }}\n\
         .brand {{ text-align: right; font-size: 15pt; font-weight: bold; color: #2b5d8a; margin-bottom: 5mm; }}\n\
         table.info td {{ padding: 1px 0; font-size: 9pt; }}\n\
         table.info td.v {{ text-align: right; padding-left: 14mm; }}\n\
         h1 {{ font-size: 15pt; margin: 8mm 0 4mm; }}\n\
         .intro {{ line-height: 1.45; margin-bottom: 5mm; }}\n\
         table.items {{ width: 100%; }}\n\
         table.items th {{ text-align: left; font-weight: bold; border-bottom: 1.2pt solid #1d1d1d; padding: 3px 4px; }}\n\
         table.items td {{ padding: 4px 4px; border-bottom: 0.5pt solid #ccc; vertical-align: top; }}\n\
         table.items tr {{ break-inside: avoid; }}\n\
         .art {{ font-size: 7.5pt; color: #777; margin-top: 1px; }}\n\
         .r {{ text-align: right !important; white-space: nowrap; }}\n\
         table.sums {{ margin: 3mm 0 0 auto; break-inside: avoid; }}\n\
         table.sums td {{ padding: 2px 4px 2px 12mm; }}\n\
         table.sums tr.grand td {{ font-weight: bold; font-size: 10.5pt; border-top: 1pt solid #1d1d1d; border-bottom: 3px double #1d1d1d; }}\n\
         .note {{ font-size: 8.5pt; color: #444; }}\n\
         .terms {{ margin-top: 6mm; line-height: 1.45; }}\n\
         .giro {{ display: flex; gap: 6mm; align-items: flex-start; border: 0.8pt solid #2b5d8a; border-radius: 2mm; padding: 3mm 4mm; margin-top: 5mm; break-inside: avoid; width: 150mm; }}\n\
         .giro .code {{ text-align: center; flex: none; }}\n\
         .giro .cap {{ font-size: 7pt; color: #2b5d8a; font-weight: bold; }}\n\
         table.transfer {{ margin-top: 2mm; }}\n\
         table.transfer td {{ padding: 0 6mm 0 0; font-size: 8.5pt; }}\n\
         .closing {{ margin-top: 7mm; break-inside: avoid; }}\n\
         {footer}"
    );
    let body = format!(
        "<div class=\"head\"><div class=\"window\"><div class=\"sender\">{vendor} · {street_v} · {city}</div>\
         <div class=\"addr\">{customer}<br>{street}<br>{town}<br>{country}</div></div>\
         <div><div class=\"brand\">{vendor}</div><table class=\"info\">{info}</table></div></div>\n\
         <h1>Rechnung Nr. {number}</h1>\n\
         <div class=\"intro\">Sehr geehrte Damen und Herren,<br>vielen Dank für Ihren Auftrag und das damit verbundene \
         Vertrauen! Hiermit stellen wir Ihnen die folgenden Leistungen in Rechnung:</div>\n\
         <table class=\"items\"><thead><tr><th>Pos.</th><th>Bezeichnung</th><th class=\"r\">Menge</th>\
         <th class=\"r\">Einzelpreis{in_heads}</th><th class=\"r\">Gesamtpreis{in_heads}</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <table class=\"sums\"><tr><td>Gesamtbetrag netto</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>zzgl. Umsatzsteuer {rate} %</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"grand\"><td>Gesamtbetrag</td><td class=\"r\">{total}</td></tr></table>\n\
         {tax_note}\n\
         <div class=\"terms\"><b>Zahlungsbedingungen:</b> Zahlung innerhalb von {terms} Tagen ohne Abzug, spätestens bis zum {due}. \
         Bitte geben Sie bei der Überweisung die Rechnungsnummer an.</div>\n\
         {pay_box}\n\
         <div class=\"closing\">Mit freundlichen Grüßen<br><br>{contact}<br>{vendor}</div>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        customer = p.customer,
        country = german_country_line(p.customer_address),
        number = escape(&p.number),
        subtotal = money(subtotal),
        rate = p.tax_rate,
        tax = money(p.tax_cents),
        total = money(total),
    );
    page("A4", "Liberation Sans", &css, &body)
}

/// A French sole trader's facture (a micro-entrepreneur, "entrepreneur
/// individuel") from a freelancers' invoicing web app, in French: the
/// trader's name with "Entrepreneur individuel (EI)", address, SIRET, APE
/// code and contacts at the left and "Facture" in large type over "N° …" at
/// the right, "Facturé à" in a tinted card beside "Bon de commande" and
/// "Conditions de paiement", then the dates as a timeline of three steps
/// joined by a line, each a small capital label over its date written out in
/// French ("Prestation réalisée le / Date d'émission / Date d'échéance",
/// "1er mars 2026"), the items as "Description / Qté / Prix unitaire HT /
/// Total HT" with the unit after the quantity, "Total HT / TVA … % / Total
/// TTC" at the right and "Net à payer" in a coloured band (at a rate of
/// nought, "TVA non applicable, art. 293 B du CGI" beneath), the bank
/// details set out as a bank identity slip ("Relevé d'identité bancaire":
/// holder, bank, IBAN, BIC, the reference to give), and the legal mentions a
/// sole trader's invoice must carry (no registration required, late-payment
/// penalties and the 40 € recovery fee, no early-payment discount,
/// professional insurance); the invoice number and "Page … / …" at every
/// foot; amounts as 1 234,56 €.
pub fn facture_micro_entrepreneur(p: &Printed) -> String {
    const INSURERS: [&str; 3] = ["Hiscox", "AXA France IARD", "MMA IARD"];
    let seed = account_seed(p);
    let fr = |ymd: (i32, u32, u32)| date_in(&written_out(ymd), Language::French);
    let performed = days_before(p.date_ymd, 1 + (seed % 5) as u32);
    let terms = days_between(p.date_ymd, p.due_ymd);
    let euro = p.currency == "EUR";
    let sign = if euro { "€" } else { "CHF" };
    let number = |cents: i64| grouped(cents, "\u{00A0}", ",");
    let money = |cents: i64| {
        if p.bare {
            format!("{} {}", number(cents), p.currency)
        } else {
            format!("{}\u{00A0}{sign}", number(cents))
        }
    };
    let subtotal = cents_in(&p.subtotal);
    let total = cents_in(&p.total);
    let siret = format!(
        "{:03} {:03} {:03} {:05}",
        800 + seed % 200,
        seed * 7 % 1_000,
        seed * 13 % 1_000,
        10 + seed % 90
    );
    let (street, town) = address_lines(p.customer_address);
    let customer_vat = if p.customer_address.contains("Dublin") {
        format!("<br>N° TVA : IE{:07}W", seed * 37 % 10_000_000)
    } else if p.customer_address.contains("Bristol") {
        format!("<br>N° TVA : GB{:09}", seed * 7_001 % 1_000_000_000)
    } else {
        String::new()
    };
    let order = match &p.po {
        Some(po) => format!(
            "<div class=\"k\">Bon de commande</div><div>{}</div>",
            escape(po)
        ),
        None => String::new(),
    };
    let items: String = p
        .lines
        .iter()
        .map(|l| {
            let unit = if l.unit == "h" { "h" } else { "u." };
            format!(
                "<tr><td>{desc}</td><td class=\"r\">{qty}\u{00A0}{unit}</td><td class=\"r\">{price}</td><td class=\"r\">{amount}</td></tr>\n",
                desc = escape(&l.description),
                qty = quantity_with(hundredths_in(&l.quantity), ","),
                price = money(cents_in(&l.unit_price)),
                amount = money(l.amount_cents),
            )
        })
        .collect();
    let vat_mention = if p.tax_rate == 0 {
        "<div class=\"mention\">TVA non applicable, art. 293 B du CGI</div>".to_string()
    } else {
        String::new()
    };
    let vat_number = if p.tax_rate == 0 {
        String::new()
    } else {
        format!("<br>N° TVA intracommunautaire : {}", p.vat_id)
    };
    let step = |label: &str, ymd: (i32, u32, u32), strong: bool| {
        format!(
            "<div class=\"step{}\"><div class=\"dot\"></div><div class=\"k\">{label}</div><div class=\"d\">{}</div></div>",
            if strong { " due" } else { "" },
            fr(ymd)
        )
    };
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"Facture n° {} \\2014  {} \\2014  EI \\2014  SIRET {siret}\"",
                    p.number, p.vendor
                ),
            ),
            (
                "bottom-right",
                "\"Page \" counter(page) \" / \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9.5pt; color: #26243a; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
         .head {{ display: flex; justify-content: space-between; align-items: flex-start; }}\n\
         .me {{ line-height: 1.45; font-size: 8.5pt; color: #555; }}\n\
         .me .name {{ font-size: 14pt; font-weight: bold; color: #26243a; }}\n\
         .me .ei {{ color: #5b4bdb; font-weight: bold; font-size: 8.5pt; }}\n\
         .title {{ text-align: right; }}\n\
         .title .t {{ font-size: 28pt; font-weight: bold; color: #5b4bdb; }}\n\
         .title .n {{ font-size: 11pt; }}\n\
         .row {{ display: flex; gap: 8mm; margin-top: 8mm; }}\n\
         .card {{ flex: 1.3; background: #f1effc; border-radius: 3mm; padding: 4mm 5mm; line-height: 1.45; }}\n\
         .side {{ flex: 1; line-height: 1.45; padding-top: 2mm; }}\n\
         .k {{ font-size: 7pt; text-transform: uppercase; letter-spacing: 0.6pt; color: #8a86a6; margin-top: 2mm; }}\n\
         .timeline {{ display: flex; justify-content: space-between; position: relative; margin: 9mm 6mm 6mm; }}\n\
         .timeline:before {{ content: \"\"; position: absolute; top: 5px; left: 4%; right: 4%; border-top: 1.5pt solid #cfc9f3; }}\n\
         .step {{ position: relative; text-align: center; width: 30%; }}\n\
         .step .dot {{ width: 10px; height: 10px; border-radius: 50%; background: #cfc9f3; margin: 0 auto 2mm; }}\n\
         .step.due .dot {{ background: #5b4bdb; }}\n\
         .step .d {{ font-size: 10.5pt; font-weight: bold; }}\n\
         table.items {{ width: 100%; margin-top: 4mm; }}\n\
         table.items th {{ font-size: 7.5pt; text-transform: uppercase; letter-spacing: 0.5pt; color: #8a86a6; text-align: left; padding: 3px 5px; border-bottom: 1pt solid #cfc9f3; }}\n\
         table.items td {{ padding: 5px 5px; border-bottom: 0.5pt solid #ebe8fa; }}\n\
         table.items tr {{ break-inside: avoid; }}\n\
         .r {{ text-align: right !important; white-space: nowrap; }}\n\
         .bottom {{ display: flex; justify-content: flex-end; margin-top: 4mm; break-inside: avoid; }}\n\
         table.sums td {{ padding: 3px 6px; }}\n\
         table.sums td.r {{ padding-left: 16mm; }}\n\
         table.sums tr.pay td {{ background: #5b4bdb; color: #fff; font-weight: bold; font-size: 11pt; padding: 5px 6px; }}\n\
         .mention {{ text-align: right; font-size: 8.5pt; font-style: italic; margin-top: 2mm; }}\n\
         .rib {{ margin-top: 7mm; border: 1pt solid #cfc9f3; border-radius: 2mm; padding: 3mm 5mm; break-inside: avoid; }}\n\
         .rib table td {{ padding: 1px 8mm 1px 0; font-size: 9pt; }}\n\
         .rib table td.l {{ color: #8a86a6; font-size: 8pt; }}\n\
         .legal {{ margin-top: 6mm; font-size: 7.5pt; color: #6b6880; line-height: 1.45; break-inside: avoid; }}\n\
         {footer}"
    );
    let body = format!(
        "<div class=\"head\"><div class=\"me\"><div class=\"name\">{vendor}</div><div class=\"ei\">Entrepreneur individuel (EI)</div>\
         {street_v}<br>{city}<br>SIRET {siret} · Code APE 6202A{vat_number}<br>{phone} · contact@{domain}</div>\
         <div class=\"title\"><div class=\"t\">Facture</div><div class=\"n\">N° {number}</div></div></div>\n\
         <div class=\"row\"><div class=\"card\"><div class=\"k\">Facturé à</div><b>{customer}</b><br>{street}<br>{town}{customer_vat}<br>\
         Code client : {customer_number}</div>\
         <div class=\"side\">{order}<div class=\"k\">Conditions de paiement</div><div>Virement à {terms} jours</div>\
         <div class=\"k\">Devise</div><div>{currency}</div></div></div>\n\
         <div class=\"timeline\">{s1}{s2}{s3}</div>\n\
         <table class=\"items\"><thead><tr><th>Description</th><th class=\"r\">Qté</th><th class=\"r\">Prix unitaire HT</th>\
         <th class=\"r\">Total HT</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <div class=\"bottom\"><div><table class=\"sums\"><tr><td>Total HT</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>TVA {rate}\u{00A0}%</td><td class=\"r\">{tax}</td></tr>\
         <tr><td>Total TTC</td><td class=\"r\">{total}</td></tr>\
         <tr class=\"pay\"><td>Net à payer</td><td class=\"r\">{total}</td></tr></table>{vat_mention}</div></div>\n\
         <div class=\"rib\"><b>Relevé d'identité bancaire</b> — règlement par virement, avant le {due}<table>\
         <tr><td class=\"l\">Titulaire du compte</td><td>{vendor}</td></tr>\
         <tr><td class=\"l\">Domiciliation</td><td>{bank}</td></tr>\
         <tr><td class=\"l\">IBAN</td><td>{iban}</td></tr>\
         <tr><td class=\"l\">BIC</td><td>{bic}</td></tr>\
         <tr><td class=\"l\">Référence à indiquer</td><td>Facture {number}</td></tr></table></div>\n\
         <div class=\"legal\">Dispensé d'immatriculation au registre du commerce et des sociétés (RCS) et au répertoire des métiers (RM).<br>\
         Escompte pour paiement anticipé : néant. En cas de retard de paiement, des pénalités égales à trois fois le taux \
         d'intérêt légal sont exigibles, ainsi qu'une indemnité forfaitaire pour frais de recouvrement de 40 € \
         (art. L441-10 et D441-5 du Code de commerce).<br>\
         Assurance responsabilité civile professionnelle : {insurer}, contrat n° RCP-{policy}, couverture France et Union européenne.</div>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        domain = p.country_domain(),
        number = escape(&p.number),
        customer = p.customer,
        customer_number = p.customer_number,
        currency = p.currency,
        s1 = step("Prestation réalisée le", performed, false),
        s2 = step("Date d'émission", p.date_ymd, false),
        s3 = step("Date d'échéance", p.due_ymd, true),
        subtotal = money(subtotal),
        rate = p.tax_rate,
        tax = money(p.tax_cents),
        total = money(total),
        due = fr(p.due_ymd),
        bank = if p.city.contains("Zurich") {
            "Zürcher Kantonalbank, Zurich"
        } else if p.city.contains("Amsterdam") {
            "ING Bank N.V., Amsterdam"
        } else {
            "Commerzbank AG, Berlin"
        },
        iban = p.iban,
        bic = house_bic(p),
        insurer = INSURERS[(seed % 3) as usize],
        policy = 400_000 + seed * 17 % 500_000,
    );
    page("A4", "Liberation Sans", &css, &body)
}

/// The 54 digits of a Finnish bank barcode of version 4 (a national
/// reference): "4", sixteen digits of the account taken from the IBAN, the
/// euros in six digits and the cents in two (all zeros when the sum does not
/// fit), three reserved zeros, the reference in twenty digits and the due
/// date as YYMMDD.
fn virtual_barcode(p: &Printed, total: i64) -> String {
    let account: String = p
        .iban
        .chars()
        .filter(char::is_ascii_digit)
        .take(16)
        .collect();
    let amount = if total < 100_000_000 {
        format!("{:06}{:02}", total / 100, total % 100)
    } else {
        "00000000".to_string()
    };
    let reference: String = viitenumero(&p.number)
        .chars()
        .filter(char::is_ascii_digit)
        .collect();
    let (year, month, day) = p.due_ymd;
    format!(
        "4{account:0>16}{amount}000{reference:0>20}{:02}{month:02}{day:02}",
        year % 100
    )
}

/// Bars standing in for the Code 128 barcode a Finnish bill prints from its
/// virtual barcode: a start and a stop pattern and, for each pair of digits,
/// three bars and three spaces whose widths follow the digits (nothing reads
/// it; it only has to look the part).
fn bank_barcode(digits: &str) -> String {
    let mut widths: Vec<u32> = vec![2, 1, 1, 2, 3, 2];
    let bytes = digits.as_bytes();
    for pair in bytes.chunks(2) {
        let value = pair.iter().fold(0u32, |n, d| n * 10 + u32::from(d - b'0'));
        widths.extend([
            1 + value % 3,
            1 + value / 3 % 2,
            1 + value / 7 % 3,
            1 + value / 5 % 2,
            1 + value / 11 % 3,
            1 + value / 13 % 2,
        ]);
    }
    widths.extend([2, 3, 3, 1, 1, 1, 2]);
    let mut x = 10;
    let mut rects = String::new();
    for (i, w) in widths.iter().enumerate() {
        if i % 2 == 0 {
            rects.push_str(&format!(
                "<rect x=\"{x}\" y=\"0\" width=\"{w}\" height=\"40\"/>"
            ));
        }
        x += w;
    }
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {v} 40\" width=\"105mm\" height=\"13mm\" preserveAspectRatio=\"none\">{rects}</svg>",
        v = x + 10
    )
}

/// A Finnish e-invoice (verkkolasku) as the buyer's online bank shows a
/// received Finvoice message and prints it, in Finnish: not a designed
/// invoice but the bank's view of the structured data: a grey bar with
/// "Verkkolasku", the message's arrival and the time of printing, the
/// parties side by side ("Laskuttaja" with its business ID and VAT number,
/// "Ostaja"), "Laskun tiedot" as two columns of grey labels beside values
/// ("Laskun numero / Laskun päivämäärä / Eräpäivä / Maksuehto / Viitenumero"
/// beside "Asiakasnumero / Ostajan tilausnumero / Toimituspäivä /
/// Viivästyskorko / Valuutta"), "Laskurivit" as "Rivi / Tuotenumero /
/// Tuotenimi / Määrä / Yks. / À-hinta / Alv % / Alv / Veroton yhteensä" (each
/// line's VAT shared out of the whole), the VAT breakdown by rate
/// ("Alv-erittely"), "Laskun summa" with "Veroton yhteensä / Arvonlisävero /
/// Maksettava yhteensä", and "Maksutiedot" with the payee's account, BIC,
/// reference, due date and amount, then the bank barcode with its 54-digit
/// virtual barcode beneath (for a franc invoice a note that there is none);
/// the e-invoice address and "Sivu … / …" at every foot; numbers as
/// 1 234,56 and dates as 3.3.2026.
pub fn verkkolasku(p: &Printed) -> String {
    let seed = account_seed(p);
    let fi = |(year, month, day): (i32, u32, u32)| format!("{day}.{month}.{year}");
    let received = days_after(p.date_ymd, 1);
    let printed_on = days_before(p.due_ymd, (seed % 5) as u32 + 2);
    let delivered = days_before(p.date_ymd, (seed % 3) as u32);
    let terms = days_between(p.date_ymd, p.due_ymd);
    let number = |cents: i64| grouped(cents, "\u{00A0}", ",");
    let cur = p.currency;
    let subtotal = cents_in(&p.subtotal);
    let total = cents_in(&p.total);
    let vat_shares = super::printed::shares(
        p.tax_cents,
        &p.lines.iter().map(|l| l.amount_cents).collect::<Vec<_>>(),
    );
    let y_tunnus = {
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
    let reference = viitenumero(&p.number);
    let ovt = format!("0037{}", y_tunnus.replace('-', ""));
    let (street, town) = address_lines(p.customer_address);
    let pair = |k: &str, v: &str| format!("<tr><th>{k}</th><td>{v}</td></tr>");
    let mut left = vec![
        pair("Laskun numero", &escape(&p.number)),
        pair("Laskun päivämäärä", &fi(p.date_ymd)),
        pair("Eräpäivä", &fi(p.due_ymd)),
        pair("Maksuehto", &format!("{terms} pv netto")),
        pair("Viitenumero", &reference),
    ];
    let mut right = vec![pair("Asiakasnumero", &p.customer_number)];
    if let Some(po) = &p.po {
        right.push(pair("Ostajan tilausnumero", &escape(po)));
    }
    right.extend([
        pair("Toimituspäivä", &fi(delivered)),
        pair("Viivästyskorko", "8,0 %"),
        pair("Valuutta", cur),
    ]);
    left.push(pair("Huomautusaika", "8 pv"));
    let items: String = p
        .lines
        .iter()
        .zip(&vat_shares)
        .map(|(l, vat)| {
            let unit = if l.unit == "h" { "h" } else { "kpl" };
            format!(
                "<tr><td>{pos}</td><td>{code}</td><td>{desc}</td><td class=\"r\">{qty}</td><td>{unit}</td>\
                 <td class=\"r\">{price}</td><td class=\"r\">{rate}</td><td class=\"r\">{vat}</td><td class=\"r\">{amount}</td></tr>\n",
                pos = l.position,
                code = l.code,
                desc = escape(&l.description),
                qty = quantity_with(hundredths_in(&l.quantity), ","),
                price = number(cents_in(&l.unit_price)),
                rate = p.tax_rate,
                vat = number(*vat),
                amount = number(l.amount_cents),
            )
        })
        .collect();
    let barcode = if cur == "EUR" {
        let digits = virtual_barcode(p, total);
        format!(
            "<div class=\"bar\">{}<div class=\"k\">Virtuaaliviivakoodi</div><div class=\"digits\">{digits}</div></div>",
            bank_barcode(&digits)
        )
    } else {
        format!(
            "<div class=\"bar\"><div class=\"k\">Virtuaaliviivakoodi</div><div>Ei saatavilla: lasku on laskutettu muussa \
             valuutassa kuin euroissa ({cur}). Maksa lasku ulkomaanmaksuna yllä olevalle tilille.</div></div>"
        )
    };
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"Verkkolasku \\00B7  Lähettäjän verkkolaskuosoite {ovt} \\00B7  {} \\00B7  Lasku {}\"",
                    p.vendor, p.number
                ),
            ),
            (
                "bottom-right",
                "\"Sivu \" counter(page) \" / \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9pt; color: #1b1b1b; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
         .bank {{ display: flex; justify-content: space-between; background: #e4e7ea; padding: 4px 8px; font-size: 8pt; color: #333; }}\n\
         .bank b {{ font-size: 11pt; color: #0b3f66; }}\n\
         h2 {{ font-size: 10.5pt; margin: 5mm 0 2mm; padding-bottom: 2px; border-bottom: 1pt solid #0b3f66; color: #0b3f66; }}\n\
         .parties {{ display: flex; gap: 10mm; margin-top: 4mm; }}\n\
         .parties > div {{ flex: 1; line-height: 1.45; }}\n\
         .k {{ font-size: 7.5pt; color: #666; }}\n\
         .facts {{ display: flex; gap: 10mm; }}\n\
         .facts table {{ flex: 1; }}\n\
         .facts th {{ text-align: left; font-weight: normal; color: #666; padding: 2px 8px 2px 0; width: 45%; }}\n\
         .facts td {{ padding: 2px 0; }}\n\
         table.items {{ width: 100%; }}\n\
         table.items th {{ text-align: left; font-weight: normal; color: #555; background: #f0f2f4; padding: 3px 4px; font-size: 8pt; }}\n\
         table.items td {{ padding: 3px 4px; border-bottom: 0.5pt solid #dde1e4; }}\n\
         table.items tr {{ break-inside: avoid; }}\n\
         .r {{ text-align: right !important; white-space: nowrap; }}\n\
         .sumrow {{ display: flex; gap: 10mm; break-inside: avoid; }}\n\
         .sumrow > div {{ flex: 1; }}\n\
         table.vat th {{ font-weight: normal; color: #555; text-align: right; padding: 2px 6px; font-size: 8pt; }}\n\
         table.vat td {{ text-align: right; padding: 2px 6px; }}\n\
         table.sum {{ width: 100%; }}\n\
         table.sum td {{ padding: 2px 4px; }}\n\
         table.sum tr.pay td {{ font-weight: bold; font-size: 10.5pt; border-top: 1pt solid #0b3f66; }}\n\
         .pay {{ break-inside: avoid; }}\n\
         .bar {{ margin-top: 4mm; }}\n\
         .digits {{ font-family: \"Liberation Mono\"; font-size: 9pt; letter-spacing: 0.3pt; }}\n\
         {footer}"
    );
    let body = format!(
        "<div class=\"bank\"><span><b>Verkkolasku</b> &nbsp; Vastaanotettu {received}</span><span>Tulostettu verkkopankista {printed_on} klo {hour}.{minute:02}</span></div>\n\
         <div class=\"parties\"><div><div class=\"k\">Laskuttaja</div><b>{vendor}</b><br>{street_v}<br>{city}<br>\
         Y-tunnus {y_tunnus}<br>ALV-tunnus {vat_id}</div>\
         <div><div class=\"k\">Ostaja</div><b>{customer}</b><br>{street}<br>{town}</div></div>\n\
         <h2>Laskun tiedot</h2>\n\
         <div class=\"facts\"><table>{left}</table><table>{right}</table></div>\n\
         <h2>Laskurivit</h2>\n\
         <table class=\"items\"><thead><tr><th>Rivi</th><th>Tuotenumero</th><th>Tuotenimi</th><th class=\"r\">Määrä</th><th>Yks.</th>\
         <th class=\"r\">À-hinta ({cur})</th><th class=\"r\">Alv %</th><th class=\"r\">Alv ({cur})</th><th class=\"r\">Veroton yhteensä ({cur})</th></tr></thead><tbody>\n\
         {items}</tbody></table>\n\
         <div class=\"sumrow\"><div><h2>Alv-erittely</h2><table class=\"vat\"><tr><th>Alv %</th><th>Veroton</th><th>Vero</th><th>Verollinen</th></tr>\
         <tr><td>{rate}</td><td>{subtotal}</td><td>{tax}</td><td>{total}</td></tr></table></div>\
         <div><h2>Laskun summa</h2><table class=\"sum\"><tr><td>Veroton yhteensä</td><td class=\"r\">{subtotal} {cur}</td></tr>\
         <tr><td>Arvonlisävero {rate} %</td><td class=\"r\">{tax} {cur}</td></tr>\
         <tr class=\"pay\"><td>Maksettava yhteensä</td><td class=\"r\">{total} {cur}</td></tr></table></div></div>\n\
         <div class=\"pay\"><h2>Maksutiedot</h2><div class=\"facts\"><table>{p1}{p2}{p3}</table><table>{p4}{p5}{p6}</table></div>\n\
         {barcode}</div>",
        received = fi(received),
        printed_on = fi(printed_on),
        hour = 8 + seed % 9,
        minute = seed * 7 % 60,
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        vat_id = p.vat_id,
        customer = p.customer,
        left = left.concat(),
        right = right.concat(),
        rate = p.tax_rate,
        subtotal = number(subtotal),
        tax = number(p.tax_cents),
        total = number(total),
        p1 = pair("Saaja", &escape(p.vendor)),
        p2 = pair("Saajan tilinumero (IBAN)", &p.iban),
        p3 = pair("BIC", house_bic(p)),
        p4 = pair("Viitenumero", &reference),
        p5 = pair("Eräpäivä", &fi(p.due_ymd)),
        p6 = pair("Summa", &format!("{} {cur}", number(total))),
    );
    page("A4", "Liberation Sans", &css, &body)
}

// Held out: a new round of seven (round 31), invoices a new user in the US
// or the UK most likely brings, written without looking at the extractor or
// at how it fares on any family above.

/// Characters one to a box, as a form's digit boxes take a number: a hyphen
/// stands between boxes rather than in one.
fn digit_boxes(text: &str) -> String {
    text.chars()
        .map(|c| {
            if c == '-' {
                "<span class=\"dash\">\u{2013}</span>".to_string()
            } else if c == ' ' {
                "<span class=\"dbox\">&nbsp;</span>".to_string()
            } else {
                format!("<span class=\"dbox\">{c}</span>")
            }
        })
        .collect()
}

/// A US vendor's first invoice to a new customer, sent as one PDF with its
/// completed IRS Form W-9 for the customer's vendor set-up: the invoice with
/// the company's name and contact lines at the left and "Invoice" over the
/// number at the right, a tinted note welcoming the new account and saying
/// the W-9 follows, three columns ("Bill to"; "Invoice details" as grey
/// labels beside values, "Invoice no. / Invoice date / Terms / Due date /
/// Your PO no."; "Vendor set-up" with the legal name, federal EIN, entity
/// type, remit-to address and ACH details), the items as "# / Description /
/// Qty / Unit price / Amount", "Subtotal / Sales tax … % / Total due" at the
/// right, and the company with the page count at every foot of the invoice;
/// then on a page of its own, without that foot, the Form W-9 filled in: the
/// form's heading boxes, lines 1 to 7 with the entity's name, its tax
/// classification ticked, its street and town and the customer as the
/// requester, Part I with the EIN in digit boxes, Part II's certification,
/// and the signature with the date it was signed, weeks before the invoice.
pub fn w9_enclosed(p: &Printed) -> String {
    const SIGNERS: [(&str, &str); 3] = [
        ("Margaret Ellison", "Controller"),
        ("Thomas Reyes", "Chief Financial Officer"),
        ("Carla Nguyen", "Office Manager"),
    ];
    const BANKS: [&str; 3] = [
        "Cascade Federal Bank",
        "Lone Star Commerce Bank",
        "First Meridian Bank",
    ];
    let seed = account_seed(p);
    let index = usize::try_from(seed).unwrap_or(0);
    let (signer, role) = SIGNERS[index % SIGNERS.len()];
    let ein = format!(
        "{:02}-{:07}",
        20 + seed % 70,
        (seed * 4_273 + 1_500_001) % 10_000_000
    );
    let llc = p.vendor.contains("LLC");
    let entity = if llc {
        "LLC (taxed as a C corporation)"
    } else {
        "C corporation"
    };
    let digits = account_digits(p);
    let routing = format!("{:09}", (seed * 6_389 + 121_000_358) % 1_000_000_000);
    let account = digits[4..14].to_string();
    let terms = days_between(p.date_ymd, p.due_ymd);
    let signed = days_earlier(p.date_ymd, 12 + (seed % 30) as u32);
    let signed_text = format!("{}/{}/{}", signed.1, signed.2, signed.0 % 100);
    let (street, town) = address_lines(p.customer_address);
    let domain = p.country_domain();
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"{} \\00B7  {}, {} \\00B7  EIN {ein}\"",
                    p.vendor, p.street, p.city
                ),
            ),
            (
                "bottom-right",
                format!(
                    "\"Invoice {} \\00B7  Page \" counter(page) \" of \" counter(pages)",
                    p.number
                ),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9.5pt; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
        {footer}\n\
        @page w9 {{ margin: 9mm 11mm 9mm 11mm; @bottom-left {{ content: none; }} @bottom-right {{ content: none; }} }}\n\
        .head {{ display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 2px solid #0f4c81; padding-bottom: 8px; }}\n\
        .biz {{ font-size: 18pt; font-weight: bold; color: #0f4c81; }}\n\
        .contact {{ color: #555; line-height: 1.45; margin-top: 2px; font-size: 8.5pt; }}\n\
        .title {{ text-align: right; font-size: 26pt; color: #0f4c81; font-weight: 300; }}\n\
        .title .no {{ display: block; font-size: 11pt; color: #333; font-weight: bold; }}\n\
        .welcome {{ margin: 12px 0; background: #e8f1fa; border-left: 4px solid #0f4c81; padding: 7px 10px; line-height: 1.4; }}\n\
        .cols {{ display: flex; gap: 18px; margin-bottom: 14px; }}\n\
        .cols > div {{ flex: 1; line-height: 1.45; }}\n\
        .cols h4 {{ margin: 0 0 4px; font-size: 8pt; text-transform: uppercase; letter-spacing: 1px; color: #0f4c81; border-bottom: 1px solid #c9d7e6; padding-bottom: 2px; }}\n\
        .cols table td {{ padding: 1px 8px 1px 0; vertical-align: top; }}\n\
        .cols td.k {{ color: #777; white-space: nowrap; }}\n\
        table.items {{ width: 100%; }}\n\
        table.items th {{ background: #0f4c81; color: #fff; text-align: left; padding: 4px 6px; font-size: 8.5pt; }}\n\
        table.items td {{ padding: 4px 6px; border-bottom: 1px solid #dde5ee; }}\n\
        table.items tr {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        table.sums {{ margin: 8px 0 0 auto; break-inside: avoid; }}\n\
        table.sums td {{ padding: 2px 6px; }}\n\
        table.sums tr.due td {{ font-weight: bold; font-size: 11pt; border-top: 2px solid #0f4c81; }}\n\
        .pay {{ margin-top: 14px; font-size: 8.5pt; color: #444; line-height: 1.4; break-inside: avoid; }}\n\
        .w9 {{ page: w9; break-before: page; font-family: \"Liberation Sans\"; font-size: 7.5pt; color: #000; }}\n\
        .w9 table {{ width: 100%; }}\n\
        .wh td {{ border-bottom: 1.5px solid #000; vertical-align: top; padding: 3px 5px; }}\n\
        .wh td.fno {{ width: 24%; border-right: 1px solid #000; font-size: 7pt; }}\n\
        .wh .big {{ font-size: 22pt; }}\n\
        .wh td.ftitle {{ text-align: center; font-size: 12pt; }}\n\
        .wh td.ftitle span {{ font-size: 7.5pt; }}\n\
        .wh td.fgive {{ width: 18%; border-left: 1px solid #000; font-size: 8pt; }}\n\
        .begin {{ padding: 3px 0; border-bottom: 1px solid #000; }}\n\
        .wl td {{ border-bottom: 1px solid #000; padding: 2px 4px; vertical-align: top; }}\n\
        .wl td.side {{ border-left: 1px solid #000; width: 30%; }}\n\
        .n {{ font-weight: bold; margin-right: 4px; }}\n\
        .fill {{ font-family: \"Liberation Mono\"; font-size: 10pt; padding: 3px 0 2px 12px; min-height: 12px; }}\n\
        .ck {{ font-family: \"DejaVu Sans\"; font-size: 9pt; }}\n\
        .opt {{ display: inline-block; margin: 2px 12px 2px 0; }}\n\
        .part {{ margin-top: 6px; border-top: 1.5px solid #000; border-bottom: 1px solid #000; padding: 2px 0; font-weight: bold; font-size: 8.5pt; }}\n\
        .pl {{ background: #000; color: #fff; padding: 0 6px; margin-right: 10px; }}\n\
        .tin td {{ vertical-align: top; padding: 4px; }}\n\
        .tin td.txt {{ width: 56%; line-height: 1.35; }}\n\
        .tin td.boxes {{ border: 1px solid #000; }}\n\
        .dbox {{ display: inline-block; width: 14px; height: 15px; border: 1px solid #000; margin-right: -1px; text-align: center; font-family: \"Liberation Mono\"; font-size: 10pt; line-height: 15px; }}\n\
        .dash {{ display: inline-block; width: 12px; text-align: center; font-weight: bold; }}\n\
        .or {{ font-weight: bold; margin: 3px 0; }}\n\
        .cert {{ line-height: 1.35; padding: 3px 0; }}\n\
        .cert ol {{ margin: 2px 0 3px; padding-left: 16px; }}\n\
        .sign {{ border-top: 1.5px solid #000; border-bottom: 1.5px solid #000; margin-top: 4px; }}\n\
        .sign td {{ padding: 5px 4px; vertical-align: bottom; }}\n\
        .sign td.sh {{ font-size: 10pt; width: 40px; border-right: 1px solid #000; }}\n\
        .hand {{ font-family: \"DejaVu Serif\"; font-style: italic; font-size: 14pt; color: #1b2f8a; border-bottom: 1px solid #000; }}\n\
        .gen {{ margin-top: 6px; line-height: 1.35; column-count: 2; column-gap: 16px; text-align: justify; }}\n\
        .gen h5 {{ font-size: 9pt; margin: 0 0 2px; }}\n\
        .wfoot {{ display: flex; justify-content: space-between; border-top: 1.5px solid #000; margin-top: 6px; padding-top: 2px; }}"
    );
    let mut details = vec![
        ("Invoice no.", escape(&p.number)),
        ("Invoice date", p.date.clone()),
        ("Terms", format!("Net {terms}")),
        ("Due date", p.due.clone()),
    ];
    if let Some(po) = &p.po {
        details.push(("Your PO no.", escape(po)));
    }
    let details: String = details
        .iter()
        .map(|(k, v)| format!("<tr><td class=\"k\">{k}</td><td>{v}</td></tr>"))
        .collect();
    let setup: String = [
        ("Legal name", escape(p.vendor)),
        ("Federal EIN", ein.clone()),
        ("Entity type", entity.to_string()),
        ("Remit to", format!("{}, {}", p.street, p.city)),
        (
            "ACH",
            format!("{} \u{00B7} ABA {routing}", BANKS[index % BANKS.len()]),
        ),
        ("Account", format!("{account} (checking)")),
    ]
    .iter()
    .map(|(k, v)| format!("<tr><td class=\"k\">{k}</td><td>{v}</td></tr>"))
    .collect();
    let (price_head, amount_head) = if p.bare {
        (
            format!("Unit price ({})", p.currency),
            format!("Amount ({})", p.currency),
        )
    } else {
        ("Unit price".to_string(), "Amount".to_string())
    };
    let items = rows(p, |i| {
        let l = &p.lines[i];
        let (price, amount) = if p.bare {
            (l.unit_price.clone(), l.amount.clone())
        } else {
            (l.unit_price_money.clone(), l.amount_money.clone())
        };
        vec![
            (l.position.clone(), ""),
            (l.description.clone(), ""),
            (l.quantity.clone(), "r"),
            (price, "r"),
            (amount, "r"),
        ]
    });
    let money = |bare: &str, with: &str| money_or_code(bare, with, p);
    let check = |on: bool| if on { "\u{2612}" } else { "\u{2610}" };
    let classes = [
        ("Individual/sole proprietor", false),
        ("C corporation", !llc),
        ("S corporation", false),
        ("Partnership", false),
        ("Trust/estate", false),
    ];
    let classes: String = classes
        .iter()
        .map(|(name, on)| {
            format!(
                "<span class=\"opt\"><span class=\"ck\">{}</span> {name}</span>",
                check(*on)
            )
        })
        .collect();
    let llc_code = if llc { "C" } else { "&nbsp;" };
    let body = format!(
        "<div class=\"head\"><div><div class=\"biz\">{vendor}</div><div class=\"contact\">{street_v}<br>{city}<br>\
         {phone} \u{00B7} accounts@{domain}</div></div>\
         <div class=\"title\">Invoice<span class=\"no\">{number}</span></div></div>\n\
         <div class=\"welcome\"><b>Welcome aboard.</b> This is our first invoice to {customer}. To set us up as a vendor, \
         please use the details under <i>Vendor set-up</i>; our completed Form W-9 follows this invoice on a page of its own.</div>\n\
         <div class=\"cols\"><div><h4>Bill to</h4>{customer}<br>Attn: Accounts Payable<br>{street}<br>{town}</div>\
         <div><h4>Invoice details</h4><table>{details}</table></div>\
         <div><h4>Vendor set-up</h4><table>{setup}</table></div></div>\n\
         <table class=\"items\"><thead><tr><th>#</th><th>Description</th><th class=\"r\">Qty</th>\
         <th class=\"r\">{price_head}</th><th class=\"r\">{amount_head}</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <table class=\"sums\"><tr><td>Subtotal</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Sales tax ({rate}%)</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"due\"><td>Total due ({cur})</td><td class=\"r\">{total}</td></tr></table>\n\
         <div class=\"pay\">Payment is due by {due}. Please pay by ACH to the account under <i>Vendor set-up</i>, or mail a \
         check payable to {vendor} to {street_v}, {city}, quoting invoice {number}. Questions: {phone}.</div>\n\
         <div class=\"w9\">\
         <table class=\"wh\"><tr><td class=\"fno\">Form <b class=\"big\">W-9</b><br>(Rev. March 2024)<br>Department of the Treasury<br>\
         Internal Revenue Service</td>\
         <td class=\"ftitle\"><b>Request for Taxpayer<br>Identification Number and Certification</b><br>\
         <span>Go to <i>www.irs.gov/FormW9</i> for instructions and the latest information.</span></td>\
         <td class=\"fgive\"><b>Give form to the requester. Do not send to the IRS.</b></td></tr></table>\
         <div class=\"begin\"><b>Before you begin.</b> For guidance related to the purpose of Form W-9, see <i>Purpose of Form</i>, below.</div>\
         <table class=\"wl\">\
         <tr><td colspan=\"2\"><span class=\"n\">1</span>Name of entity/individual. An entry is required. (For a sole proprietor or \
         disregarded entity, enter the owner's name on line 1, and enter the business/disregarded entity's name on line 2.)\
         <div class=\"fill\">{vendor}</div></td></tr>\
         <tr><td colspan=\"2\"><span class=\"n\">2</span>Business name/disregarded entity name, if different from above.\
         <div class=\"fill\">&nbsp;</div></td></tr>\
         <tr><td><span class=\"n\">3a</span>Check the appropriate box for federal tax classification of the entity/individual whose \
         name is entered on line 1. Check only <b>one</b> of the following seven boxes.<br>{classes}<br>\
         <span class=\"opt\"><span class=\"ck\">{llc_box}</span> LLC. Enter the tax classification (C = C corporation, S = S corporation, \
         P = Partnership) \u{25B6} <span class=\"dbox\">{llc_code}</span></span><br>\
         <b>Note:</b> Check the \u{201C}LLC\u{201D} box above and, in the entry space, enter the appropriate code (C, S, or P) for the tax \
         classification of the LLC, unless it is a disregarded entity.<br>\
         <span class=\"opt\"><span class=\"ck\">\u{2610}</span> Other (see instructions) \u{25B6}</span></td>\
         <td class=\"side\"><span class=\"n\">4</span>Exemptions (codes apply only to certain entities, not individuals; see \
         instructions on page 3):<br><br>Exempt payee code (if any) ______<br><br>Exemption from Foreign Account Tax Compliance \
         Act (FATCA) reporting code (if any) ______<br><br><i>(Applies to accounts maintained outside the United States.)</i></td></tr>\
         <tr><td colspan=\"2\"><span class=\"n\">3b</span>If on line 3a you checked \u{201C}Partnership\u{201D} or \u{201C}Trust/estate,\u{201D} \
         or checked \u{201C}LLC\u{201D} and entered \u{201C}P\u{201D} as its tax classification, and you are providing this form to a \
         partnership, trust, or estate in which you have an ownership interest, check this box if you have any foreign partners, \
         owners, or beneficiaries. See instructions <span class=\"ck\">\u{2610}</span></td></tr>\
         <tr><td><span class=\"n\">5</span>Address (number, street, and apt. or suite no.). See instructions.\
         <div class=\"fill\">{street_v}</div></td>\
         <td class=\"side\" rowspan=\"2\">Requester\u{2019}s name and address (optional)\
         <div class=\"fill\">{customer}<br>{street}<br>{town}</div></td></tr>\
         <tr><td><span class=\"n\">6</span>City, state, and ZIP code<div class=\"fill\">{city}</div></td></tr>\
         <tr><td colspan=\"2\"><span class=\"n\">7</span>List account number(s) here (optional)<div class=\"fill\">&nbsp;</div></td></tr>\
         </table>\
         <div class=\"part\"><span class=\"pl\">Part I</span>Taxpayer Identification Number (TIN)</div>\
         <table class=\"tin\"><tr><td class=\"txt\">Enter your TIN in the appropriate box. The TIN provided must match the name \
         given on line 1 to avoid backup withholding. For individuals, this is generally your social security number (SSN). \
         However, for a resident alien, sole proprietor, or disregarded entity, see the instructions for Part I, later. For \
         other entities, it is your employer identification number (EIN). If you do not have a number, see <i>How to get a \
         TIN</i>, later.<br><br><b>Note:</b> If the account is in more than one name, see the instructions for line 1. See also \
         <i>What Name and Number To Give the Requester</i> for guidelines on whose number to enter.</td>\
         <td class=\"boxes\"><b>Social security number</b><br>{ssn}<div class=\"or\">or</div>\
         <b>Employer identification number</b><br>{ein_boxes}</td></tr></table>\
         <div class=\"part\"><span class=\"pl\">Part II</span>Certification</div>\
         <div class=\"cert\">Under penalties of perjury, I certify that:<ol>\
         <li>The number shown on this form is my correct taxpayer identification number (or I am waiting for a number to be \
         issued to me); and</li>\
         <li>I am not subject to backup withholding because (a) I am exempt from backup withholding, or (b) I have not been \
         notified by the Internal Revenue Service (IRS) that I am subject to backup withholding as a result of a failure to \
         report all interest or dividends, or (c) the IRS has notified me that I am no longer subject to backup withholding; and</li>\
         <li>I am a U.S. citizen or other U.S. person (defined below); and</li>\
         <li>The FATCA code(s) entered on this form (if any) indicating that I am exempt from FATCA reporting is correct.</li></ol>\
         <b>Certification instructions.</b> You must cross out item 2 above if you have been notified by the IRS that you are \
         currently subject to backup withholding because you have failed to report all interest and dividends on your tax \
         return. For real estate transactions, item 2 does not apply.</div>\
         <table class=\"sign\"><tr><td class=\"sh\"><b>Sign Here</b></td><td style=\"width: 70px\">Signature of<br>U.S. person \u{25B6}</td>\
         <td class=\"hand\">{signer}</td><td style=\"width: 40px\">Date \u{25B6}</td><td class=\"hand\" style=\"width: 110px\">{signed_text}</td></tr></table>\
         <div class=\"gen\"><h5>General Instructions</h5>Section references are to the Internal Revenue Code unless otherwise \
         noted. <b>Purpose of Form.</b> An individual or entity (Form W-9 requester) who is required to file an information \
         return with the IRS is giving you this form because they must obtain your correct taxpayer identification number \
         (TIN), which may be your social security number (SSN), individual taxpayer identification number (ITIN), adoption \
         taxpayer identification number (ATIN), or employer identification number (EIN), to report on an information return \
         the amount paid to you, or other amount reportable on an information return. By signing the filled-out form, you \
         certify that the TIN you are giving is correct, you are not subject to backup withholding, and you are a U.S. person. \
         Signed for the entity by {signer}, {role}.</div>\
         <div class=\"wfoot\"><span>Cat. No. 10231X</span><span>Form <b>W-9</b> (Rev. 3-2024)</span></div></div>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        number = escape(&p.number),
        customer = p.customer,
        subtotal = money(&p.subtotal, &p.subtotal_money),
        rate = p.tax_rate,
        tax = money(&p.tax, &p.tax_money),
        total = money(&p.total, &p.total_money),
        cur = p.currency,
        due = p.due,
        llc_box = check(llc),
        ssn = digit_boxes("   -  -    "),
        ein_boxes = digit_boxes(&ein),
    );
    page("Letter", "Liberation Sans", &css, &body)
}

/// A UK supplier's invoice from a cloud accounting package as it sits in the
/// customer's purchase ledger after the accounts payable clerk stamped it in
/// a PDF editor. Underneath, the supplier's invoice: its name and address at
/// the left and "INVOICE" at the right, "Invoice To" beside "Deliver To" and
/// a ruled column of "Invoice Number / Invoice Date / Due Date / Customer
/// Reference / Account", the items as "Item / Description / Qty/Hrs /
/// Price/Rate / VAT % / Net", "Total Net / Total VAT / Total" at the right,
/// the bank details, and the registration line with the page count at every
/// foot. Over it, a blue "RECEIVED" stamp tilted across the top of the first
/// page with the clerk's name and the date and time it came in; in the space
/// under the totals a red "APPROVED FOR PAYMENT" coding stamp (the ledger's
/// own purchase-invoice number, the supplier's account code, nominal code,
/// cost centre, the order and goods-received match, the gross amount, the
/// approver's initials and the date); and a note in red naming the payment
/// run.
pub fn ap_stamped(p: &Printed) -> String {
    const CLERKS: [&str; 3] = ["S. Patel", "J. Holroyd", "K. McBride"];
    const APPROVERS: [&str; 3] = ["RJT", "AMc", "DWH"];
    let seed = account_seed(p);
    let index = usize::try_from(seed).unwrap_or(0);
    let received = days_after(p.date_ymd, 1 + (seed % 4) as u32);
    let approved = days_after(received, 1 + (seed % 3) as u32);
    let run = days_earlier(p.due_ymd, (seed % 3) as u32);
    let minutes = 8 * 60 + 5 + seed * 13 % 470;
    let stamp_date = |(y, m, d): (i32, u32, u32)| {
        format!("{d:02} {} {y}", MONTHS[m as usize - 1][..3].to_uppercase())
    };
    let hand_date = |(y, m, d): (i32, u32, u32)| format!("{d}/{m}/{}", y % 100);
    let supplier_code: String = p
        .vendor
        .chars()
        .filter(char::is_ascii_alphabetic)
        .take(4)
        .collect::<String>()
        .to_uppercase();
    let (nominal, nominal_name) = if p.vendor.contains("Acme") {
        ("5030", "Tools &amp; equipment")
    } else {
        ("5120", "Lab consumables")
    };
    let (sort_code, bank_account) = p.sort_code_and_account();
    let company_no = format!("{:08}", 4_000_000 + seed * 97 % 5_000_000);
    let (street, town) = address_lines(p.customer_address);
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"{} \\00B7  Registered in England and Wales no. {company_no} \\00B7  VAT reg. {}\"",
                    p.vendor, p.vat_id
                ),
            ),
            (
                "bottom-right",
                "\"Page \" counter(page) \" of \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9pt; position: relative; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
        {footer}\n\
        .head {{ display: flex; justify-content: space-between; align-items: flex-start; }}\n\
        .biz {{ font-size: 16pt; font-weight: bold; color: #2d3a4a; }}\n\
        .addr {{ color: #555; line-height: 1.4; font-size: 8.5pt; margin-top: 2px; }}\n\
        .title {{ font-size: 22pt; color: #00a0af; font-weight: bold; letter-spacing: 1px; }}\n\
        .mid {{ display: flex; gap: 24px; margin: 20px 0 16px; }}\n\
        .mid .addrbox {{ flex: 1; line-height: 1.4; }}\n\
        .mid .addrbox b {{ display: block; color: #2d3a4a; margin-bottom: 2px; }}\n\
        table.facts {{ border: 1px solid #b9c3cc; }}\n\
        table.facts td {{ padding: 3px 8px; border-bottom: 1px solid #e1e6eb; }}\n\
        table.facts td.k {{ background: #eef3f6; font-weight: bold; color: #2d3a4a; white-space: nowrap; }}\n\
        table.items {{ width: 100%; }}\n\
        table.items th {{ border-bottom: 2px solid #00a0af; text-align: left; padding: 4px 5px; font-size: 8pt; color: #2d3a4a; }}\n\
        table.items td {{ padding: 4px 5px; border-bottom: 1px solid #e6e6e6; }}\n\
        table.items tr {{ break-inside: avoid; }}\n\
        table.items td.code {{ color: #666; white-space: nowrap; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .lower {{ display: flex; justify-content: space-between; align-items: flex-start; margin-top: 10px; break-inside: avoid; }}\n\
        .bank {{ font-size: 8.5pt; line-height: 1.45; color: #333; max-width: 48%; }}\n\
        table.sums td {{ padding: 3px 8px; }}\n\
        table.sums tr.total td {{ font-weight: bold; font-size: 11pt; border-top: 2px solid #00a0af; }}\n\
        .received {{ position: absolute; top: 4mm; left: 78mm; transform: rotate(-7deg); border: 2.5px solid rgba(31, 79, 191, 0.85); \
        border-radius: 8px; padding: 4px 14px; color: rgba(31, 79, 191, 0.85); text-align: center; font-family: \"DejaVu Sans\"; }}\n\
        .received .big {{ font-size: 20pt; font-weight: bold; letter-spacing: 4px; }}\n\
        .received .by {{ font-size: 8pt; }}\n\
        .approve {{ margin: 18px 0 0 auto; width: 78mm; transform: rotate(1.5deg); border: 2px solid rgba(200, 30, 30, 0.85); \
        color: rgba(200, 30, 30, 0.9); font-family: \"DejaVu Sans\"; font-size: 8pt; break-inside: avoid; }}\n\
        .approve .top {{ text-align: center; font-weight: bold; font-size: 10pt; letter-spacing: 2px; border-bottom: 2px solid rgba(200, 30, 30, 0.85); padding: 3px; }}\n\
        .approve table {{ width: 100%; }}\n\
        .approve td {{ border-bottom: 1px solid rgba(200, 30, 30, 0.5); padding: 2px 5px; }}\n\
        .approve td.k {{ width: 36%; border-right: 1px solid rgba(200, 30, 30, 0.5); }}\n\
        .ink {{ font-family: \"DejaVu Serif\"; font-style: italic; font-size: 10.5pt; color: #1a2a7a; }}\n\
        .nw {{ white-space: nowrap; }}\n\
        .note {{ margin: 8px 0 0 auto; width: 78mm; font-family: \"DejaVu Serif\"; font-style: italic; color: #c81e1e; font-size: 10pt; transform: rotate(-1deg); }}"
    );
    let mut facts = vec![
        ("Invoice Number", escape(&p.number)),
        ("Invoice Date", p.date.clone()),
        ("Due Date", p.due.clone()),
    ];
    if let Some(po) = &p.po {
        facts.push(("Customer Reference", escape(po)));
    }
    facts.push(("Account", format!("{supplier_code}-{}", p.customer_number)));
    let facts: String = facts
        .iter()
        .map(|(k, v)| format!("<tr><td class=\"k\">{k}</td><td>{v}</td></tr>"))
        .collect();
    let (price_head, net_head) = if p.bare {
        (
            format!("Price/Rate ({})", p.currency),
            format!("Net ({})", p.currency),
        )
    } else {
        ("Price/Rate".to_string(), "Net".to_string())
    };
    let items = rows(p, |i| {
        let l = &p.lines[i];
        let (price, amount) = if p.bare {
            (l.unit_price.clone(), l.amount.clone())
        } else {
            (l.unit_price_money.clone(), l.amount_money.clone())
        };
        vec![
            (l.code.clone(), "code"),
            (l.description.clone(), ""),
            (l.quantity.clone(), "r"),
            (price, "r"),
            (format!("{}%", p.tax_rate), "r"),
            (amount, "r"),
        ]
    });
    let money = |bare: &str, with: &str| money_or_code(bare, with, p);
    let matched = match &p.po {
        Some(po) => format!(
            "PO {} \u{2713} &nbsp;GRN {} \u{2713}",
            escape(po),
            4_000 + seed * 7 % 5_000
        ),
        None => "No PO \u{2013} budget holder to sign".to_string(),
    };
    let body = format!(
        "<div class=\"received\"><div class=\"big\">RECEIVED</div>\
         <div class=\"by\">{received} \u{00B7} {hh:02}:{mm:02}</div>\
         <div class=\"by\">Accounts Payable \u{00B7} {clerk}</div></div>\n\
         <div class=\"head\"><div><div class=\"biz\">{vendor}</div><div class=\"addr\">{street_v}<br>{city}<br>\
         Tel {phone} \u{00B7} accounts@{domain}<br>VAT Registration No. {vat}</div></div>\
         <div class=\"title\">INVOICE</div></div>\n\
         <div class=\"mid\"><div class=\"addrbox\"><b>Invoice To</b>{customer}<br>Accounts Payable<br>{street}<br>{town}</div>\
         <div class=\"addrbox\"><b>Deliver To</b>{customer}<br>Goods In<br>{street}<br>{town}</div>\
         <table class=\"facts\">{facts}</table></div>\n\
         <table class=\"items\"><thead><tr><th>Item</th><th>Description</th><th class=\"r\">Qty/Hrs</th>\
         <th class=\"r\">{price_head}</th><th class=\"r\">VAT %</th><th class=\"r\">{net_head}</th></tr></thead>\
         <tbody>\n{items}</tbody></table>\n\
         <div class=\"lower\"><div class=\"bank\"><b>Payment details</b><br>Please pay by {due} by bank transfer to \
         {vendor}, sort code {sort_code}, account {bank_account}, quoting invoice <span class=\"nw\">{number}</span>.<br>All amounts are in pounds \
         sterling ({cur}).</div>\
         <table class=\"sums\"><tr><td>Total Net</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Total VAT</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"total\"><td>Total {cur}</td><td class=\"r\">{total}</td></tr></table></div>\n\
         <div class=\"approve\"><div class=\"top\">APPROVED FOR PAYMENT</div><table>\
         <tr><td class=\"k\">PI no.</td><td class=\"ink\">PI{pi:06}</td></tr>\
         <tr><td class=\"k\">Supplier a/c</td><td class=\"ink\">{supplier_code}01</td></tr>\
         <tr><td class=\"k\">Nominal</td><td class=\"ink\">{nominal} {nominal_name}</td></tr>\
         <tr><td class=\"k\">Cost centre</td><td class=\"ink\">CC{cc}</td></tr>\
         <tr><td class=\"k\">Matched</td><td class=\"ink\">{matched}</td></tr>\
         <tr><td class=\"k\">Gross</td><td class=\"ink\">{total}</td></tr>\
         <tr><td class=\"k\">Approved</td><td class=\"ink\">{approver}</td></tr>\
         <tr><td class=\"k\">Date</td><td class=\"ink\">{approved}</td></tr></table></div>\n\
         <div class=\"note\">Pay in BACS run {run} \u{2013} {approver}</div>",
        received = stamp_date(received),
        hh = minutes / 60,
        mm = minutes % 60,
        clerk = CLERKS[index % CLERKS.len()],
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        domain = p.country_domain(),
        vat = p.vat_id,
        customer = p.customer,
        number = escape(&p.number),
        due = p.due,
        cur = p.currency,
        subtotal = money(&p.subtotal, &p.subtotal_money),
        tax = money(&p.tax, &p.tax_money),
        total = money(&p.total, &p.total_money),
        pi = 20_000 + seed * 37 % 70_000,
        cc = 200 + seed % 60,
        approver = APPROVERS[index % APPROVERS.len()],
        approved = hand_date(approved),
        run = hand_date(run),
    );
    page("A4", "Liberation Sans", &css, &body)
}

/// The pages of the A5 invoice of `a5_two_up`: item lines on the first page
/// (under the full heading) and on the others, and how many of those a page
/// that also carries the totals and terms can hold.
const A5_FIRST_ROWS: usize = 22;
const A5_NEXT_ROWS: usize = 30;
const A5_ENDING_ROWS: usize = 8;

fn a5_pages(count: usize) -> Vec<std::ops::Range<usize>> {
    let mut pages = Vec::new();
    let mut start = 0;
    let mut room = A5_FIRST_ROWS;
    loop {
        if count - start + A5_ENDING_ROWS <= room {
            pages.push(start..count);
            return pages;
        }
        let end = (start + room).min(count - 1).max(start + 1);
        pages.push(start..end);
        start = end;
        room = A5_NEXT_ROWS;
    }
}

/// A UK trade firm's A5 invoice as its invoicing program prints it two-up
/// on landscape A4 to save paper, and as the PDF of that print is sent: each
/// sheet holds two A5 pages side by side with a dashed cut line between
/// them; a one-page invoice stands twice, "ORIGINAL" at the left and "COPY"
/// at the right, while a longer one runs its pages in order two to a sheet
/// (the last half left blank). Each A5 page has the firm's name with its
/// trades, address, telephone and VAT number at the top and "INVOICE" with
/// the copy or the page at the right; the first page "To:" with the customer
/// beside a small ruled block of "Invoice No. / Date / Account / Your Order
/// / Due Date", later pages only the number; the items as "Qty /
/// Description / Each / Amount", "Continued on page …" at the foot of all
/// but the last page, and on the last "Goods / VAT @ … % / TOTAL" with the
/// terms and the bank details.
pub fn a5_two_up(p: &Printed) -> String {
    let seed = account_seed(p);
    let trades = if p.vendor.contains("Acme") {
        "Power tools \u{00B7} Hand tools \u{00B7} Fixings \u{00B7} Site safety"
    } else {
        "Laboratory consumables \u{00B7} PPE \u{00B7} Cleanroom supplies"
    };
    let (sort_code, bank_account) = p.sort_code_and_account();
    let (street, town) = address_lines(p.customer_address);
    let terms = days_between(p.date_ymd, p.due_ymd);
    let money = |bare: &str, with: &str| money_or_code(bare, with, p);
    let (each_head, amount_head) = if p.bare {
        (
            format!("Each {}", p.currency),
            format!("Amount {}", p.currency),
        )
    } else {
        ("Each".to_string(), "Amount".to_string())
    };
    let css = "@page { size: A4 landscape; margin: 0; }\n\
        body { -webkit-print-color-adjust: exact; print-color-adjust: exact; }\n\
        .sheet { width: 297mm; height: 209mm; display: flex; overflow: hidden; }\n\
        .sheet.more { break-after: page; }\n\
        .a5 { width: 148.5mm; height: 209mm; box-sizing: border-box; padding: 9mm 10mm 8mm; position: relative; font-size: 8pt; }\n\
        .a5.left { border-right: 1px dashed #999; }\n\
        .cut { position: absolute; right: -2.2mm; top: 2mm; font-family: \"DejaVu Sans\"; font-size: 9pt; color: #999; }\n\
        .top { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 1.5px solid #7a1f1f; padding-bottom: 4px; }\n\
        .firm { font-family: \"Liberation Serif\"; font-size: 14pt; font-weight: bold; color: #7a1f1f; }\n\
        .trades { font-size: 6.5pt; color: #7a1f1f; letter-spacing: 0.3px; }\n\
        .small { font-size: 6.5pt; color: #444; line-height: 1.35; }\n\
        .doc { text-align: right; }\n\
        .doc .t { font-size: 14pt; font-weight: bold; letter-spacing: 2px; }\n\
        .doc .copy { display: inline-block; margin-top: 2px; border: 1px solid #7a1f1f; color: #7a1f1f; padding: 0 5px; font-size: 7pt; font-weight: bold; letter-spacing: 1px; }\n\
        .parties { display: flex; justify-content: space-between; margin: 7px 0 8px; }\n\
        .to { line-height: 1.35; }\n\
        table.facts td { border: 0.8px solid #999; padding: 1px 4px; font-size: 7.5pt; }\n\
        table.facts td.k { background: #f3e9e9; }\n\
        table.items { width: 100%; border-collapse: collapse; }\n\
        table.items th { border-top: 1px solid #333; border-bottom: 1px solid #333; font-size: 7pt; text-align: left; padding: 2px 3px; }\n\
        table.items td { height: 4.6mm; padding: 0 3px; border-bottom: 0.5px solid #ddd; white-space: nowrap; }\n\
        .r { text-align: right !important; }\n\
        .cont { margin-top: 6px; text-align: right; font-style: italic; font-size: 7.5pt; }\n\
        table.sums { margin: 6px 0 0 auto; }\n\
        table.sums td { padding: 1px 4px; }\n\
        table.sums tr.total td { font-weight: bold; border-top: 1.5px solid #333; font-size: 9pt; }\n\
        .terms { margin-top: 8px; font-size: 6.8pt; line-height: 1.35; color: #333; }\n\
        .foot { position: absolute; bottom: 6mm; left: 10mm; right: 10mm; font-size: 6pt; color: #777; display: flex; justify-content: space-between; }";
    let pages = a5_pages(p.lines.len());
    let count = pages.len();
    let a5 = |n: usize, range: &std::ops::Range<usize>, copy: &str, left: bool| -> String {
        let last = n + 1 == count;
        let mut out = format!(
            "<div class=\"a5{}\">{}<div class=\"top\"><div><div class=\"firm\">{vendor}</div>\
             <div class=\"trades\">{trades}</div><div class=\"small\">{street_v}, {city}<br>Tel {phone} \u{00B7} \
             VAT Reg. No. {vat}</div></div><div class=\"doc\"><div class=\"t\">INVOICE</div>\
             <span class=\"copy\">{copy}</span></div></div>\n",
            if left { " left" } else { "" },
            if left {
                "<span class=\"cut\">\u{2702}</span>"
            } else {
                ""
            },
            vendor = escape(p.vendor),
            street_v = p.street,
            city = p.city,
            phone = p.local_phone(),
            vat = p.vat_id,
        );
        if n == 0 {
            let mut facts = vec![
                ("Invoice No.", escape(&p.number)),
                ("Date", p.date.clone()),
                ("Account", p.customer_number.clone()),
            ];
            if let Some(po) = &p.po {
                facts.push(("Your Order", escape(po)));
            }
            facts.push(("Due Date", p.due.clone()));
            let facts: String = facts
                .iter()
                .map(|(k, v)| format!("<tr><td class=\"k\">{k}</td><td>{v}</td></tr>"))
                .collect();
            out.push_str(&format!(
                "<div class=\"parties\"><div class=\"to\"><b>To:</b><br>{customer}<br>Accounts Payable<br>{street}<br>{town}</div>\
                 <table class=\"facts\">{facts}</table></div>\n",
                customer = p.customer,
            ));
        } else {
            out.push_str(&format!(
                "<div class=\"parties\"><div class=\"to\">Invoice No. <b>{}</b> (continued)</div></div>\n",
                escape(&p.number)
            ));
        }
        out.push_str(&format!(
            "<table class=\"items\"><tr><th class=\"r\">Qty</th><th>Description</th><th class=\"r\">{each_head}</th>\
             <th class=\"r\">{amount_head}</th></tr>\n"
        ));
        for i in range.clone() {
            let l = &p.lines[i];
            let (each, amount) = if p.bare {
                (l.unit_price.clone(), l.amount.clone())
            } else {
                (l.unit_price_money.clone(), l.amount_money.clone())
            };
            out.push_str(&format!(
                "<tr><td class=\"r\">{}</td><td>{}</td><td class=\"r\">{}</td><td class=\"r\">{}</td></tr>\n",
                l.quantity,
                escape(&l.description),
                each,
                amount
            ));
        }
        out.push_str("</table>\n");
        if last {
            out.push_str(&format!(
                "<table class=\"sums\"><tr><td>Goods</td><td class=\"r\">{subtotal}</td></tr>\
                 <tr><td>VAT @ {rate}%</td><td class=\"r\">{tax}</td></tr>\
                 <tr class=\"total\"><td>TOTAL</td><td class=\"r\">{total}</td></tr></table>\n\
                 <div class=\"terms\">Terms: strictly {terms} days net, payment due by {due}. All prices in pounds sterling \
                 ({cur}). Pay by BACS to {vendor}, sort code {sort_code}, account {bank_account}, quoting invoice {number}. \
                 E.&amp;O.E. Goods remain our property until paid for in full.</div>\n",
                subtotal = money(&p.subtotal, &p.subtotal_money),
                rate = p.tax_rate,
                tax = money(&p.tax, &p.tax_money),
                total = money(&p.total, &p.total_money),
                due = p.due,
                cur = p.currency,
                vendor = escape(p.vendor),
                number = escape(&p.number),
            ));
        } else {
            out.push_str(&format!(
                "<div class=\"cont\">Continued on page {} \u{2026}</div>\n",
                n + 2
            ));
        }
        out.push_str(&format!(
            "<div class=\"foot\"><span>{} \u{00B7} Form A5-INV \u{00B7} Reg. in England no. {:08}</span><span>Page {} of {count}</span></div></div>\n",
            escape(p.vendor),
            3_100_000 + seed * 53 % 6_000_000,
            n + 1
        ));
        out
    };
    let mut body = String::new();
    if count == 1 {
        body.push_str("<div class=\"sheet\">\n");
        body.push_str(&a5(0, &pages[0], "ORIGINAL", true));
        body.push_str(&a5(0, &pages[0], "COPY", false));
        body.push_str("</div>\n");
    } else {
        let sheets = count.div_ceil(2);
        for s in 0..sheets {
            let class = if s + 1 < sheets {
                "sheet more"
            } else {
                "sheet"
            };
            body.push_str(&format!("<div class=\"{class}\">\n"));
            for side in 0..2 {
                let n = s * 2 + side;
                if let Some(range) = pages.get(n) {
                    body.push_str(&a5(
                        n,
                        range,
                        &format!("PAGE {} OF {count}", n + 1),
                        side == 0,
                    ));
                } else {
                    body.push_str("<div class=\"a5\"></div>\n");
                }
            }
            body.push_str("</div>\n");
        }
    }
    format!(
        "<!doctype html>\n<html><head><meta charset=\"utf-8\"><title>Invoice</title><style>\n\
         body {{ font-family: \"Liberation Sans\"; font-size: 8pt; color: #222; margin: 0; }}\n\
         table {{ border-collapse: collapse; }}\n{css}\n</style></head>\n<body>\n{body}\n</body></html>\n"
    )
}

// Held out: a thirty-first round of seven (round 34), invoices from
// continental Europe in the languages their businesses use, written without
// looking at the extractor or at how it fares on any family above.

/// A document's VAT shared out over its lines in proportion to their
/// amounts, the shares adding up to the VAT on the whole.
fn vat_by_line(p: &Printed) -> Vec<i64> {
    super::printed::shares(
        p.tax_cents,
        &p.lines.iter().map(|l| l.amount_cents).collect::<Vec<_>>(),
    )
}

/// A Serbian payment reference by model 97: two check digits (98 less the
/// remainder of the digits followed by "00" divided by 97), then the digits.
fn model_97(digits: &str) -> String {
    let remainder = format!("{digits}00")
        .bytes()
        .fold(0u32, |r, d| (r * 10 + u32::from(d - b'0')) % 97);
    format!("{:02}-{digits}", 98 - remainder)
}

/// A Serbian company's faktura from its accounting program, in Serbian in
/// the Latin script, issued by the Belgrade branch of the company: the
/// company's name with "Ogranak Beograd" and its identifiers (PIB, matični
/// broj, šifra delatnosti) and both its dinar and its foreign-currency
/// accounts at the left, "FAKTURA br. …" at the right over a framed block of
/// "Mesto izdavanja / Datum izdavanja / Datum prometa / Valuta plaćanja /
/// Broj narudžbenice / Poziv na broj / Oznaka valute", where "Valuta
/// plaćanja" is the due date and the currency has a label of its own; the
/// buyer ("Kupac") in a framed box with its tax number; the items as "R. br.
/// / Šifra / Naziv dobra – usluge / J. m. / Količina / Cena bez PDV-a /
/// Iznos bez PDV-a / PDV % / Iznos PDV-a / Ukupno sa PDV-om", so that each
/// line also shows its VAT and its gross amount; the totals by VAT base
/// ("Ukupan iznos bez PDV-a / Osnovica za PDV … % / Iznos PDV-a … % /
/// UKUPNO ZA PLAĆANJE"), at a rate of nought the article of the VAT law
/// that exempts the supply, the note explaining "valuta plaćanja", the
/// signature lines either side of the stamp's place ("M.P."), and at every
/// foot the company, its PIB and the page; amounts as 1.234,56 and dates as
/// 03.03.2026. with the closing full stop.
pub fn faktura_valuta_placanja(p: &Printed) -> String {
    let seed = account_seed(p);
    let rs = |(year, month, day): (i32, u32, u32)| format!("{day:02}.{month:02}.{year}.");
    let number = |cents: i64| grouped(cents, ".", ",");
    let cur = p.currency;
    let subtotal = cents_in(&p.subtotal);
    let total = cents_in(&p.total);
    let vat = vat_by_line(p);
    let traded = days_before(p.date_ymd, (seed % 4) as u32);
    let pib = format!("1{:08}", seed * 7_919 % 100_000_000);
    let mb = format!("{:08}", 21_000_000 + seed * 613 % 900_000);
    let buyer_pib = format!("{:09}", 100_000_000 + seed * 337 % 800_000_000);
    let digits: String = p.number.chars().filter(char::is_ascii_digit).collect();
    let reference = model_97(&format!("{}{digits}", p.customer_number));
    let dinar_account = format!(
        "160-{:013}-{:02}",
        seed * 104_729 % 10_000_000_000_000,
        seed % 97
    );
    let sef_id = format!(
        "{:08x}-{:04x}-4{:03x}-a{:03x}-{:012x}",
        seed * 2_654_435_761 % 0xFFFF_FFFF,
        seed * 40_503 % 0xFFFF,
        seed * 7 % 0xFFF,
        seed * 13 % 0xFFF,
        seed * 2_862_933_555_777 % 0xFFFF_FFFF_FFFF
    );
    let mut facts = vec![
        ("Mesto izdavanja", "Beograd".to_string()),
        ("Datum izdavanja", rs(p.date_ymd)),
        ("Datum prometa", rs(traded)),
        ("Valuta plaćanja", rs(p.due_ymd)),
    ];
    if let Some(po) = &p.po {
        facts.push(("Broj narudžbenice", escape(po)));
    }
    facts.extend([
        ("Poziv na broj", format!("(97) {reference}")),
        ("Oznaka valute", cur.to_string()),
        ("Način plaćanja", "virmanom".to_string()),
    ]);
    let facts: String = facts
        .iter()
        .map(|(k, v)| format!("<tr><th>{k}:</th><td>{v}</td></tr>"))
        .collect();
    let items: String = p
        .lines
        .iter()
        .zip(&vat)
        .map(|(l, v)| {
            format!(
                "<tr><td class=\"c\">{pos}.</td><td>{code}</td><td>{desc}</td><td class=\"c\">{unit}</td>\
                 <td class=\"r\">{qty}</td><td class=\"r\">{price}</td><td class=\"r\">{net}</td>\
                 <td class=\"r\">{rate}%</td><td class=\"r\">{vat}</td><td class=\"r\">{gross}</td></tr>\n",
                pos = l.position,
                code = l.code,
                desc = escape(&l.description),
                unit = if l.unit == "h" { "sat" } else { "kom" },
                qty = grouped(hundredths_in(&l.quantity), ".", ","),
                price = number(cents_in(&l.unit_price)),
                net = number(l.amount_cents),
                rate = p.tax_rate,
                vat = number(*v),
                gross = number(l.amount_cents + v),
            )
        })
        .collect();
    let exemption = if p.tax_rate == 0 {
        "<p class=\"note\"><b>Poresko oslobođenje:</b> promet oslobođen PDV-a sa pravom na odbitak \
         prethodnog poreza u skladu sa članom 24. stav 1. tačka 2) Zakona o porezu na dodatu vrednost \
         (izvoz dobara i usluga).</p>"
            .to_string()
    } else {
        String::new()
    };
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!("\"{} \\2013  Ogranak Beograd \\00B7  PIB {pib}\"", p.vendor),
            ),
            (
                "bottom-right",
                "\"Strana \" counter(page) \" od \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 8.8pt; }}\n\
         .top {{ display: flex; justify-content: space-between; gap: 8mm; }}\n\
         .seller {{ line-height: 1.4; }}\n\
         .seller .name {{ font-size: 14pt; font-weight: bold; color: #7a1020; }}\n\
         .title {{ font-size: 17pt; font-weight: bold; text-align: right; margin-bottom: 2mm; white-space: nowrap; }}\n\
         table.facts {{ border: 1pt solid #333; }}\n\
         table.facts th {{ text-align: left; font-weight: normal; padding: 1.5px 6px; background: #f1f1f1; }}\n\
         table.facts td {{ padding: 1.5px 8px; font-weight: bold; }}\n\
         .buyer {{ border: 1pt solid #333; width: 85mm; margin: 5mm 0 5mm auto; padding: 2mm 3mm; line-height: 1.4; }}\n\
         .buyer .k {{ font-size: 7.5pt; text-transform: uppercase; color: #555; }}\n\
         table.items {{ width: 100%; font-size: 8pt; }}\n\
         table.items th {{ border: 0.8pt solid #333; background: #e2e2e2; padding: 3px 3px; font-weight: bold; vertical-align: bottom; }}\n\
         table.items td {{ border: 0.5pt solid #777; padding: 2px 3px; }}\n\
         table.items tr {{ break-inside: avoid; }}\n\
         .r {{ text-align: right; white-space: nowrap; }}\n\
         .c {{ text-align: center; }}\n\
         .bottom {{ display: flex; justify-content: space-between; gap: 8mm; margin-top: 4mm; break-inside: avoid; }}\n\
         .bottom > div {{ flex: 1; }}\n\
         table.sum td {{ padding: 2px 6px; white-space: nowrap; }}\n\
         table.sum tr.pay td {{ border-top: 1.2pt solid #000; border-bottom: 1.2pt solid #000; font-weight: bold; font-size: 10pt; }}\n\
         .note {{ font-size: 7.8pt; margin: 2mm 0; }}\n\
         .signs {{ display: flex; justify-content: space-between; margin-top: 14mm; break-inside: avoid; }}\n\
         .signs div {{ width: 55mm; text-align: center; border-top: 0.8pt solid #000; padding-top: 1mm; }}\n\
         .signs .mp {{ border: none; font-weight: bold; width: 20mm; }}\n\
         {footer}"
    );
    let body = format!(
        "<div class=\"top\"><div class=\"seller\"><div class=\"name\">{vendor}</div>\
         <b>Ogranak Beograd</b><br>Bulevar Mihajla Pupina 10a, 11070 Novi Beograd<br>\
         Sedište: {street}, {city}<br>\
         PIB: {pib} &nbsp; Matični broj: {mb}<br>Šifra delatnosti: 4651 &nbsp; PDV broj: {pib}<br>\
         Tekući račun (RSD): {dinar_account}, Banca Intesa a.d. Beograd<br>\
         Devizni račun: IBAN {iban}, SWIFT {bic}<br>Tel. +381 11 {phone} {line} &nbsp; office@{domain}.rs</div>\
         <div><div class=\"title\">FAKTURA br. {number}</div><table class=\"facts\">{facts}</table></div></div>\n\
         <div class=\"buyer\"><div class=\"k\">Kupac</div><b>{customer}</b><br>{address}<br>\
         PIB kupca: {buyer_pib} &nbsp; Šifra kupca: {customer_number}</div>\n\
         <table class=\"items\"><thead><tr><th>R. br.</th><th>Šifra</th><th>Naziv dobra – usluge</th><th>J. m.</th>\
         <th>Količina</th><th>Cena bez PDV-a</th><th>Iznos bez PDV-a</th><th>PDV %</th><th>Iznos PDV-a</th>\
         <th>Ukupno sa PDV-om</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <div class=\"bottom\"><div>{exemption}\
         <p class=\"note\"><b>Napomena:</b> Valuta plaćanja je datum do kog je potrebno izvršiti uplatu. \
         Prilikom plaćanja obavezno navesti poziv na broj (97) {reference}. Za plaćanja posle valute \
         obračunavamo zakonsku zateznu kamatu.</p>\
         <p class=\"note\">Sve iznose iskazujemo u valuti {cur}; PDV se preračunava u dinare po srednjem kursu \
         NBS na dan prometa.</p></div>\
         <table class=\"sum\"><tr><td>Ukupan iznos bez PDV-a:</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Osnovica za PDV {rate}%:</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Iznos PDV-a {rate}%:</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"pay\"><td>UKUPNO ZA PLAĆANJE ({cur}):</td><td class=\"r\">{total}</td></tr></table></div>\n\
         <div class=\"signs\"><div>Fakturisao</div><div class=\"mp\">M.P.</div><div>Primio</div></div>\n\
         <p class=\"note\">Faktura je izrađena elektronski i punovažna je bez pečata i potpisa. \
         Evidentirana u Sistemu elektronskih faktura (SEF), ID {sef_id}.</p>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        iban = p.iban,
        bic = house_bic(p),
        phone = 300 + seed % 600,
        line = 1_000 + seed * 7 % 9_000,
        domain = p.vendor_domain(),
        number = escape(&p.number),
        customer = p.customer,
        address = p.customer_address,
        customer_number = p.customer_number,
        rate = p.tax_rate,
        subtotal = number(subtotal),
        tax = number(p.tax_cents),
        total = number(total),
    );
    page("A4", "Liberation Sans", &css, &body)
}

/// Hexadecimal characters drawn by a small generator seeded from `seed`, for
/// the identifiers a fiscal system gives an invoice.
fn hex_from(seed: i64, length: usize) -> String {
    let mut state = (seed as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    (0..length)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            char::from(b"0123456789abcdef"[(state % 16) as usize])
        })
        .collect()
}

/// An Albanian fiscalised invoice ("Faturë tatimore") as an Albanian
/// invoicing program prints it after the tax office has registered it, in
/// Albanian: the seller with its NIPT at the left and "FATURË TATIMORE" with
/// "Origjinal" at the right, the buyer ("Blerësi") in a box, a two-column
/// block of the invoice's data ("Numri i faturës / Data dhe ora e lëshimit
/// / Data e furnizimit / Afati i pagesës / Mënyra e pagesës / Nr. i
/// porosisë" beside "Monedha / Kursi i këmbimit / Kodi i operatorit / Kodi
/// i njësisë së biznesit / Kodi i TCR"), the items as "Nr. / Kodi /
/// Emërtimi / Njësia / Sasia / Çmimi pa TVSH / Vlera pa TVSH / TVSH % /
/// Vlera me TVSH", the totals with the total also in leks at the exchange
/// rate, at a rate of nought the reason the supply bears no VAT, the fiscal
/// block (QR code, NIVF, NSLF and the verification address, which wraps),
/// the bank accounts and three signature boxes (seller, carrier, buyer);
/// amounts as 1 234,56 and dates as 03.03.2026 with the time of issue.
pub fn fature_tatimore(p: &Printed) -> String {
    let seed = account_seed(p);
    let al = |(year, month, day): (i32, u32, u32)| format!("{day:02}.{month:02}.{year}");
    let number = |cents: i64| grouped(cents, "\u{00A0}", ",");
    let cur = p.currency;
    let subtotal = cents_in(&p.subtotal);
    let total = cents_in(&p.total);
    let vat = vat_by_line(p);
    let rate_value = if cur == "CHF" {
        10_800 + seed % 900
    } else {
        9_800 + seed * 7 % 500
    };
    let rate_text = grouped(rate_value, "", ",");
    let in_lek = (total * rate_value + 50).div_euclid(100);
    let nipt = format!(
        "{}{:08}{}",
        ["L", "K", "M"][(seed % 3) as usize],
        seed * 48_271 % 100_000_000,
        char::from(b'A' + (seed % 26) as u8)
    );
    let buyer_nipt = format!("L{:08}B", seed * 16_807 % 100_000_000);
    let (hour, minute, second) = (8 + seed % 10, seed * 7 % 60, seed * 13 % 60);
    let issued = format!("{} {hour:02}:{minute:02}:{second:02}", al(p.date_ymd));
    let nivf = {
        let h = hex_from(seed, 32);
        format!(
            "{}-{}-{}-{}-{}",
            &h[..8],
            &h[8..12],
            &h[12..16],
            &h[16..20],
            &h[20..]
        )
    };
    let nslf = hex_from(seed * 31 + 5, 32).to_uppercase();
    let operator = format!(
        "{}{:03}{}{:03}",
        hex_from(seed + 1, 2),
        seed % 1_000,
        hex_from(seed + 2, 2),
        seed * 3 % 1_000
    );
    let unit_code = format!(
        "{}{:03}{}{:03}",
        hex_from(seed + 3, 2),
        seed * 7 % 1_000,
        hex_from(seed + 4, 2),
        seed * 11 % 1_000
    );
    let tcr = format!(
        "{}{:03}{}{:03}",
        hex_from(seed + 5, 2),
        seed * 13 % 1_000,
        hex_from(seed + 6, 2),
        seed * 17 % 1_000
    );
    let (year, month, day) = p.date_ymd;
    let verify = format!(
        "https://efiskalizimi-app.tatime.gov.al/invoice-check/#/verify?iic={nslf}&amp;tin={nipt}\
         &amp;crtd={year}-{month:02}-{day:02}T{hour:02}:{minute:02}:{second:02}%2B01:00&amp;prc={}",
        grouped(total, "", ".")
    );
    let pair = |k: &str, v: &str| format!("<tr><th>{k}</th><td>{v}</td></tr>");
    let mut left = vec![
        pair("Numri i faturës", &format!("<b>{}</b>", escape(&p.number))),
        pair("Data dhe ora e lëshimit", &issued),
        pair("Data e furnizimit", &al(p.date_ymd)),
        pair("Afati i pagesës", &al(p.due_ymd)),
        pair("Mënyra e pagesës", "Transfertë bankare"),
    ];
    if let Some(po) = &p.po {
        left.push(pair("Nr. i porosisë", &escape(po)));
    }
    let right = [
        pair("Monedha", cur),
        pair("Kursi i këmbimit", &format!("1 {cur} = {rate_text} ALL")),
        pair("Kodi i operatorit", &operator),
        pair("Kodi i njësisë së biznesit", &unit_code),
        pair("Kodi i TCR", &tcr),
        pair("Lloji i faturës", "Faturë pa pagesë në momentin e lëshimit"),
    ];
    let items: String = p
        .lines
        .iter()
        .zip(&vat)
        .map(|(l, v)| {
            format!(
                "<tr><td>{pos}</td><td>{code}</td><td>{desc}</td><td>{unit}</td><td class=\"r\">{qty}</td>\
                 <td class=\"r\">{price}</td><td class=\"r\">{net}</td><td class=\"r\">{rate}</td><td class=\"r\">{gross}</td></tr>\n",
                pos = l.position,
                code = l.code,
                desc = escape(&l.description),
                unit = if l.unit == "h" { "orë" } else { "copë" },
                qty = quantity_with(hundredths_in(&l.quantity), ","),
                price = number(cents_in(&l.unit_price)),
                net = number(l.amount_cents),
                rate = p.tax_rate,
                gross = number(l.amount_cents + v),
            )
        })
        .collect();
    let exemption = if p.tax_rate == 0 {
        "<div class=\"exempt\">Furnizim jashtë fushës së TVSH-së në Shqipëri: vendi i furnizimit të \
         shërbimit është jashtë vendit (furnizim për person të tatueshëm të huaj).</div>"
            .to_string()
    } else {
        String::new()
    };
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"NIVF {nivf}\\A Fatura është gjeneruar nga sistemi i faturimit dhe është fiskalizuar në DPT.\""
                ),
            ),
            (
                "bottom-right",
                "\"Faqe \" counter(page) \" nga \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 8.6pt; color: #1d1d1d; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
         .head {{ display: flex; justify-content: space-between; border-bottom: 2pt solid #c8102e; padding-bottom: 3mm; }}\n\
         .seller {{ line-height: 1.4; }}\n\
         .seller b.n {{ font-size: 13pt; }}\n\
         .doc {{ text-align: right; }}\n\
         .doc .t {{ font-size: 18pt; font-weight: bold; letter-spacing: 0.5pt; color: #c8102e; }}\n\
         .doc .o {{ display: inline-block; border: 1pt solid #c8102e; color: #c8102e; padding: 1px 6px; margin-top: 2mm; font-weight: bold; }}\n\
         .buyer {{ margin: 4mm 0; border: 0.8pt solid #999; padding: 2mm 3mm; width: 90mm; line-height: 1.4; }}\n\
         .k {{ font-size: 7pt; color: #777; text-transform: uppercase; letter-spacing: 0.4pt; }}\n\
         .data {{ display: flex; gap: 6mm; background: #f4f4f4; padding: 2mm 3mm; }}\n\
         .data table {{ flex: 1; }}\n\
         .data th {{ text-align: left; font-weight: normal; color: #555; padding: 1.5px 6px 1.5px 0; width: 48%; }}\n\
         table.items {{ width: 100%; margin-top: 4mm; }}\n\
         table.items th {{ background: #3b3b3b; color: #fff; font-weight: normal; padding: 3px 4px; text-align: left; font-size: 7.8pt; }}\n\
         table.items td {{ padding: 3px 4px; border-bottom: 0.5pt solid #ccc; }}\n\
         table.items tr {{ break-inside: avoid; }}\n\
         .r {{ text-align: right !important; white-space: nowrap; }}\n\
         .totals {{ display: flex; justify-content: flex-end; margin-top: 3mm; break-inside: avoid; }}\n\
         .totals table td {{ padding: 2px 6px; }}\n\
         .totals tr.big td {{ font-weight: bold; font-size: 10.5pt; border-top: 1.2pt solid #000; }}\n\
         .totals tr.lek td {{ color: #555; font-size: 8pt; }}\n\
         .exempt {{ margin-top: 2mm; font-size: 7.8pt; font-style: italic; }}\n\
         .fiscal {{ display: flex; gap: 5mm; margin-top: 5mm; border: 0.8pt solid #999; padding: 3mm; break-inside: avoid; }}\n\
         .fiscal .codes {{ flex: 1; line-height: 1.5; font-size: 8pt; }}\n\
         .url {{ word-break: break-all; font-family: \"Liberation Mono\"; font-size: 7pt; }}\n\
         .bank {{ margin-top: 3mm; font-size: 8pt; }}\n\
         .signs {{ display: flex; gap: 6mm; margin-top: 6mm; break-inside: avoid; }}\n\
         .signs div {{ flex: 1; border: 0.8pt solid #999; height: 20mm; padding: 1.5mm; font-size: 7.8pt; }}\n\
         {footer}"
    );
    let body = format!(
        "<div class=\"head\"><div class=\"seller\"><div class=\"k\">Shitësi</div><b class=\"n\">{vendor}</b><br>\
         Dega në Shqipëri: Rruga e Kavajës, Nd. 27, 1001 Tiranë<br>Selia: {street}, {city}<br>\
         NIPT: <b>{nipt}</b><br>Tel. +355 4 {phone:03} {line:03} · info@{domain}.al</div>\
         <div class=\"doc\"><div class=\"t\">FATURË TATIMORE</div><div>Nr. {number}</div><div class=\"o\">Origjinal</div></div></div>\n\
         <div class=\"buyer\"><div class=\"k\">Blerësi</div><b>{customer}</b><br>{address}<br>\
         NIPT / Nr. TVSH: {buyer_nipt} · Kodi i klientit: {customer_number}</div>\n\
         <div class=\"data\"><table>{left}</table><table>{right}</table></div>\n\
         <table class=\"items\"><thead><tr><th>Nr.</th><th>Kodi</th><th>Emërtimi i mallit / shërbimit</th><th>Njësia</th>\
         <th class=\"r\">Sasia</th><th class=\"r\">Çmimi pa TVSH</th><th class=\"r\">Vlera pa TVSH</th><th class=\"r\">TVSH %</th>\
         <th class=\"r\">Vlera me TVSH</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <div class=\"totals\"><table><tr><td>Vlera totale pa TVSH</td><td class=\"r\">{subtotal} {cur}</td></tr>\
         <tr><td>TVSH {rate}%</td><td class=\"r\">{tax} {cur}</td></tr>\
         <tr class=\"big\"><td>Vlera totale me TVSH</td><td class=\"r\">{total} {cur}</td></tr>\
         <tr class=\"lek\"><td>Kundërvlera në lekë (kursi {rate_text})</td><td class=\"r\">{lek} ALL</td></tr></table></div>\n\
         {exemption}\
         <div class=\"fiscal\">{qr}<div class=\"codes\"><b>NIVF:</b> {nivf}<br><b>NSLF:</b> {nslf}<br>\
         <b>Verifiko faturën:</b><div class=\"url\">{verify}</div></div></div>\n\
         <div class=\"bank\"><b>Llogaritë bankare:</b> {bank_name} · IBAN {iban} · SWIFT {bic} &nbsp;|&nbsp; \
         Raiffeisen Bank Sh.a. · IBAN AL{check:02} 2021 1100 0000 {acct:04} {tail:08}</div>\n\
         <div class=\"signs\"><div>Shitësi<br>(emri, mbiemri, nënshkrimi)</div><div>Transportuesi<br>(emri, mbiemri, nënshkrimi)</div>\
         <div>Blerësi<br>(emri, mbiemri, nënshkrimi)</div></div>",
        vendor = escape(p.vendor),
        street = p.street,
        city = p.city,
        phone = 200 + seed % 700,
        line = seed * 7 % 1_000,
        domain = p.vendor_domain(),
        number = escape(&p.number),
        customer = p.customer,
        address = p.customer_address,
        customer_number = p.customer_number,
        left = left.concat(),
        right = right.concat(),
        rate = p.tax_rate,
        subtotal = number(subtotal),
        tax = number(p.tax_cents),
        total = number(total),
        lek = number(in_lek),
        qr = square_code(seed * 3 + 1, 29, 30),
        bank_name = bank_name(p),
        iban = p.iban,
        bic = house_bic(p),
        check = 10 + seed % 89,
        acct = seed * 3 % 10_000,
        tail = seed * 7_919 % 100_000_000,
    );
    page("A4", "Liberation Sans", &css, &body)
}

/// A number below a thousand in Ukrainian words, with one and two agreeing
/// with the gender of what it counts.
fn ukrainian_hundreds(n: i64, gender: Gender) -> Vec<&'static str> {
    const HUNDREDS: [&str; 10] = [
        "",
        "сто",
        "двісті",
        "триста",
        "чотириста",
        "п'ятсот",
        "шістсот",
        "сімсот",
        "вісімсот",
        "дев'ятсот",
    ];
    const TENS: [&str; 10] = [
        "",
        "",
        "двадцять",
        "тридцять",
        "сорок",
        "п'ятдесят",
        "шістдесят",
        "сімдесят",
        "вісімдесят",
        "дев'яносто",
    ];
    const TEENS: [&str; 10] = [
        "десять",
        "одинадцять",
        "дванадцять",
        "тринадцять",
        "чотирнадцять",
        "п'ятнадцять",
        "шістнадцять",
        "сімнадцять",
        "вісімнадцять",
        "дев'ятнадцять",
    ];
    const UNITS: [&str; 10] = [
        "",
        "один",
        "два",
        "три",
        "чотири",
        "п'ять",
        "шість",
        "сім",
        "вісім",
        "дев'ять",
    ];
    let mut out = Vec::new();
    if n / 100 > 0 {
        out.push(HUNDREDS[(n / 100) as usize]);
    }
    let rest = n % 100;
    if (10..20).contains(&rest) {
        out.push(TEENS[(rest - 10) as usize]);
        return out;
    }
    if rest / 10 > 0 {
        out.push(TENS[(rest / 10) as usize]);
    }
    let unit = rest % 10;
    out.push(match (unit, gender) {
        (1, Gender::Feminine) => "одна",
        (1, Gender::Neuter) => "одне",
        (2, Gender::Feminine) => "дві",
        _ => UNITS[unit as usize],
    });
    out.retain(|w| !w.is_empty());
    out
}

/// The Ukrainian form of a noun after `n`: one, two to four, or many.
fn ukrainian_form(n: i64, [one, few, many]: [&'static str; 3]) -> &'static str {
    match (n % 10, n % 100) {
        (_, 11..=14) => many,
        (1, _) => one,
        (2..=4, _) => few,
        _ => many,
    }
}

/// A sum in Ukrainian words as a Ukrainian accounting program prints it
/// under an invoice: the whole units in words with the currency's name, the
/// cents in figures ("Одна тисяча двісті тридцять чотири євро 56 центів").
fn ukrainian_amount(cents: i64, currency: &str) -> String {
    let whole = cents / 100;
    let (gender, unit_forms, cent_forms) = if currency == "CHF" {
        (
            Gender::Masculine,
            [
                "швейцарський франк",
                "швейцарські франки",
                "швейцарських франків",
            ],
            ["сантим", "сантими", "сантимів"],
        )
    } else {
        (
            Gender::Neuter,
            ["євро", "євро", "євро"],
            ["цент", "центи", "центів"],
        )
    };
    let mut words: Vec<&str> = Vec::new();
    let millions = whole / 1_000_000;
    let thousands = whole / 1_000 % 1_000;
    let rest = whole % 1_000;
    if millions > 0 {
        words.extend(ukrainian_hundreds(millions, Gender::Masculine));
        words.push(ukrainian_form(
            millions,
            ["мільйон", "мільйони", "мільйонів"],
        ));
    }
    if thousands > 0 {
        words.extend(ukrainian_hundreds(thousands, Gender::Feminine));
        words.push(ukrainian_form(thousands, ["тисяча", "тисячі", "тисяч"]));
    }
    if rest > 0 || whole == 0 {
        let spoken = ukrainian_hundreds(rest, gender);
        if spoken.is_empty() {
            words.push("нуль");
        }
        words.extend(spoken);
    }
    words.push(ukrainian_form(whole, unit_forms));
    let text = words.join(" ");
    let mut chars = text.chars();
    let first: String = chars
        .next()
        .map(|c| c.to_uppercase().collect())
        .unwrap_or_default();
    let cent = cents % 100;
    format!(
        "{first}{} {cent:02} {}",
        chars.as_str(),
        ukrainian_form(cent, cent_forms)
    )
}

/// A Ukrainian "Рахунок на оплату" as the accounting programs most Ukrainian
/// firms use print it, in Ukrainian: the printed warning at the head that
/// paying the invoice accepts the terms of supply, the framed specimen of
/// the payment order ("Одержувач / Код ЄДРПОУ / Банк одержувача / IBAN /
/// SWIFT"), the title "Рахунок на оплату № … від 3 березня 2026 р." over a
/// heavy rule, the parties as "Постачальник:" and "Покупець:" with their
/// bank and tax details run together, "Договір:" and, when there is one,
/// "Замовлення:" with the customer's order; the items in a ruled grid as "№
/// / Товари (роботи, послуги) / Кіл-сть / Од. / Ціна без ПДВ / Сума без
/// ПДВ", then at the right "Разом: / Сума ПДВ: / Всього із ПДВ:" (at a rate
/// of nought "Без ПДВ"), "Всього найменувань …, на суму …", the total in
/// Ukrainian words in bold, the VAT it includes, the date to pay by, and
/// "Виписав(ла):" with a round company stamp across the signature; amounts
/// as 1 234,56 and dates as 03.03.2026.
pub fn rakhunok_na_oplatu(p: &Printed) -> String {
    let seed = account_seed(p);
    let ua = |(year, month, day): (i32, u32, u32)| format!("{day:02}.{month:02}.{year}");
    let number = |cents: i64| grouped(cents, "\u{00A0}", ",");
    let cur = p.currency;
    let subtotal = cents_in(&p.subtotal);
    let total = cents_in(&p.total);
    let edrpou = format!("{:08}", 30_000_000 + seed * 4_871 % 9_000_000);
    let ipn = format!("{edrpou}2659");
    let buyer_code = format!("{:08}", 40_000_000 + seed * 9_973 % 9_000_000);
    let written = date_in(&written_out(p.date_ymd), Language::Ukrainian);
    let contract = format!(
        "Договір поставки № {}/{} від {}",
        seed % 90 + 10,
        p.date_ymd.0 - 1,
        ua((
            p.date_ymd.0 - 1,
            1 + (seed % 12) as u32,
            1 + (seed % 27) as u32
        ))
    );
    let bank = bank_name(p);
    let bic = house_bic(p);
    let mut parties = vec![
        (
            "Постачальник:",
            format!(
                "<b>{vendor}</b><br>IBAN {iban}, у банку {bank}, SWIFT {bic},<br>{street}, {city},<br>\
                 код за ЄДРПОУ {edrpou}, ІПН {ipn}, тел. {phone}",
                vendor = escape(p.vendor),
                iban = p.iban,
                street = p.street,
                city = p.city,
                phone = p.local_phone(),
            ),
        ),
        (
            "Покупець:",
            format!(
                "<b>{}</b><br>{}, код {buyer_code}",
                p.customer, p.customer_address
            ),
        ),
        ("Договір:", contract),
    ];
    if let Some(po) = &p.po {
        parties.push((
            "Замовлення:",
            format!("Замовлення покупця № {}", escape(po)),
        ));
    }
    let parties: String = parties
        .iter()
        .map(|(k, v)| format!("<tr><th>{k}</th><td>{v}</td></tr>"))
        .collect();
    let items: String = p
        .lines
        .iter()
        .map(|l| {
            format!(
                "<tr><td class=\"c\">{pos}</td><td>{desc}</td><td class=\"r\">{qty}</td><td class=\"c\">{unit}</td>\
                 <td class=\"r\">{price}</td><td class=\"r\">{amount}</td></tr>\n",
                pos = l.position,
                desc = escape(&l.description),
                qty = quantity_with(hundredths_in(&l.quantity), ","),
                unit = if l.unit == "h" { "год" } else { "шт" },
                price = number(cents_in(&l.unit_price)),
                amount = number(l.amount_cents),
            )
        })
        .collect();
    let (vat_label, vat_value, includes) = if p.tax_rate == 0 {
        (
            "Без ПДВ".to_string(),
            "—".to_string(),
            "Без ПДВ".to_string(),
        )
    } else {
        (
            format!("Сума ПДВ ({}%):", p.tax_rate),
            number(p.tax_cents),
            format!("У т.ч. ПДВ: {} {cur}", number(p.tax_cents)),
        )
    };
    let stamp = {
        let ring = format!(
            "{} \u{2022} КОД ЄДРПОУ {edrpou} \u{2022} ",
            p.vendor.to_uppercase()
        );
        format!(
            "<svg class=\"stamp\" viewBox=\"0 0 120 120\" width=\"34mm\" height=\"34mm\">\
             <defs><path id=\"ring\" d=\"M60 60 m-47 0 a47 47 0 1 1 94 0 a47 47 0 1 1 -94 0\"/></defs>\
             <circle cx=\"60\" cy=\"60\" r=\"57\" fill=\"none\" stroke=\"#2a4fb0\" stroke-width=\"2\"/>\
             <circle cx=\"60\" cy=\"60\" r=\"38\" fill=\"none\" stroke=\"#2a4fb0\" stroke-width=\"1\"/>\
             <text font-size=\"8.5\" fill=\"#2a4fb0\" font-family=\"Liberation Sans\"><textPath href=\"#ring\">{ring}</textPath></text>\
             <text x=\"60\" y=\"57\" font-size=\"9\" text-anchor=\"middle\" fill=\"#2a4fb0\" font-family=\"Liberation Sans\">ДЛЯ</text>\
             <text x=\"60\" y=\"69\" font-size=\"9\" text-anchor=\"middle\" fill=\"#2a4fb0\" font-family=\"Liberation Sans\">РАХУНКІВ</text></svg>",
            ring = escape(&ring)
        )
    };
    let css = "body { font-size: 9pt; }\n\
         .warn { font-size: 7.6pt; line-height: 1.3; margin-bottom: 3mm; }\n\
         table.sample { width: 100%; border: 1pt solid #000; font-size: 8.5pt; }\n\
         table.sample td { border: 0.6pt solid #000; padding: 2px 4px; }\n\
         table.sample .cap { font-weight: bold; text-align: center; background: #eee; }\n\
         h1 { font-size: 13.5pt; margin: 6mm 0 1mm; padding-bottom: 1.5mm; border-bottom: 2.2pt solid #000; }\n\
         table.parties { width: 100%; margin: 3mm 0; }\n\
         table.parties th { text-align: left; vertical-align: top; font-weight: normal; text-decoration: underline; width: 28mm; padding: 2px 0; }\n\
         table.parties td { padding: 2px 0; line-height: 1.35; }\n\
         table.items { width: 100%; border: 1.4pt solid #000; }\n\
         table.items th { border: 0.6pt solid #000; padding: 3px; font-weight: bold; }\n\
         table.items td { border: 0.6pt solid #000; padding: 2px 3px; }\n\
         table.items tr { break-inside: avoid; }\n\
         .r { text-align: right; white-space: nowrap; }\n\
         .c { text-align: center; }\n\
         table.totals { margin-left: auto; margin-top: 2mm; break-inside: avoid; }\n\
         table.totals th { text-align: right; padding: 1px 6px; }\n\
         table.totals td { text-align: right; padding: 1px 0 1px 6px; font-weight: bold; min-width: 28mm; }\n\
         .words { margin-top: 3mm; break-inside: avoid; }\n\
         .words b { display: block; font-size: 10pt; margin: 1mm 0; }\n\
         .rule { border-bottom: 2.2pt solid #000; margin: 3mm 0; }\n\
         .sign { position: relative; height: 36mm; break-inside: avoid; }\n\
         .sign .line { position: absolute; top: 14mm; left: 0; }\n\
         .sign .stamp { position: absolute; top: 0; left: 38mm; opacity: 0.85; }";
    let body = format!(
        "<div class=\"warn\">Увага! Оплата цього рахунку означає погодження з умовами поставки товарів. \
         Повідомлення про оплату є обов'язковим, в іншому випадку не гарантується наявність товарів на складі. \
         Товар відпускається за фактом надходження коштів на рахунок Постачальника, самовивозом, за наявності \
         довіреності та паспорта.</div>\n\
         <table class=\"sample\"><tr><td class=\"cap\" colspan=\"2\">Зразок заповнення платіжного доручення</td></tr>\
         <tr><td>Одержувач</td><td><b>{vendor}</b></td></tr>\
         <tr><td>Код ЄДРПОУ</td><td>{edrpou}</td></tr>\
         <tr><td>Банк одержувача</td><td>{bank}</td></tr>\
         <tr><td>IBAN</td><td><b>{iban}</b></td></tr>\
         <tr><td>SWIFT</td><td>{bic}</td></tr>\
         <tr><td>Валюта рахунку</td><td>{cur}</td></tr></table>\n\
         <h1>Рахунок на оплату № {number} від {written}</h1>\n\
         <table class=\"parties\">{parties}</table>\n\
         <table class=\"items\"><thead><tr><th>№</th><th>Товари (роботи, послуги)</th><th>Кіл-сть</th><th>Од.</th>\
         <th>Ціна без ПДВ</th><th>Сума без ПДВ</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <table class=\"totals\"><tr><th>Разом:</th><td>{subtotal}</td></tr>\
         <tr><th>{vat_label}</th><td>{vat_value}</td></tr>\
         <tr><th>Всього із ПДВ:</th><td>{total}</td></tr></table>\n\
         <div class=\"words\">Всього найменувань {count}, на суму {total} {cur}<b>{words}</b>{includes}</div>\n\
         <div class=\"rule\"></div>\n\
         <p>Оплатити до: <b>{due}</b>. У призначенні платежу обов'язково вказуйте номер рахунку.</p>\n\
         <div class=\"sign\"><div class=\"line\">Виписав(ла): ____________________ &nbsp; Бухгалтер О. Коваленко</div>{stamp}</div>",
        vendor = escape(p.vendor),
        iban = p.iban,
        number = escape(&p.number),
        subtotal = number(subtotal),
        total = number(total),
        count = p.lines.len(),
        words = ukrainian_amount(total, cur),
        due = ua(p.due_ymd),
    );
    page("A4", "Liberation Sans", css, &body)
}

/// A US wholesaler's invoice for an order paid on trade credit, as the
/// trade-credit provider's invoicing service prints it for the seller: the
/// seller's name and address at the left with "Invoice" and its number at
/// the right; a band saying the net terms are provided by the credit
/// provider; three panels ("Sold by" the seller, "Bill to" the buyer with
/// the provider's buyer account, "Remit payment to" the provider's lockbox
/// for the seller's benefit, a "P.O. Box" among its lines); the invoice data
/// in two columns with the provider's own reference (which looks like an
/// invoice number) and the wholesale order ID beside the customer's PO;
/// items as "Item / SKU / Qty / Unit price / Amount"; "Subtotal / Shipping /
/// Sales tax / Total due" at the right with the provider's "Pay online" box
/// beside them; and the notice of assignment in small print at the foot.
pub fn net_terms_platform(p: &Printed) -> String {
    const PROVIDERS: [(&str, &str, &str, &str); 3] = [
        (
            "Tallyline Trade Credit, Inc.",
            "tallyline",
            "P.O. Box 742118",
            "Los Angeles, CA 90074-2118",
        ),
        (
            "Netwise Terms LLC",
            "netwise",
            "P.O. Box 95530",
            "Chicago, IL 60694-5530",
        ),
        (
            "Brightpay Business Credit Corp.",
            "brightpay",
            "P.O. Box 660371",
            "Dallas, TX 75266-0371",
        ),
    ];
    let seed = account_seed(p);
    let index = usize::try_from(seed).unwrap_or(0);
    let (provider, slug, box_line, box_town) = PROVIDERS[index % PROVIDERS.len()];
    let short = provider.split(' ').next().unwrap_or(provider);
    // The provider's name at the end of a sentence, without a second full stop.
    let provider_end = provider.trim_end_matches('.');
    let terms = days_between(p.date_ymd, p.due_ymd);
    let digits = account_digits(p);
    let reference = format!(
        "{}-{}-{}",
        &slug[..2].to_uppercase(),
        p.date_ymd.0,
        &digits[6..12]
    );
    let order_id = format!("WO-{}{}", p.date_ymd.1 * 31 + p.date_ymd.2, &digits[12..16]);
    let buyer = format!("BA-{}", &digits[2..9]);
    let routing = format!("{:09}", (seed * 7_919 + 71_000_301) % 1_000_000_000);
    let virtual_account = format!("98{}{}", &digits[4..8], p.customer_number);
    let pay_code: String = digits[8..16]
        .chars()
        .map(|c| {
            let d = c.to_digit(10).unwrap_or(0) as u8;
            char::from(b'A' + (d * 3 + 1) % 26)
        })
        .collect();
    let (street, town) = address_lines(p.customer_address);
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"{} \\00B7  Invoice {} \\00B7  Payment terms by {short}\"",
                    p.vendor, p.number
                ),
            ),
            (
                "bottom-right",
                "\"Page \" counter(page) \" of \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9.5pt; color: #1f2933; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
        {footer}\n\
        .top {{ display: flex; justify-content: space-between; align-items: flex-start; }}\n\
        .seller {{ font-size: 16pt; font-weight: bold; }}\n\
        .addr {{ color: #52606d; line-height: 1.4; font-size: 8.5pt; margin-top: 3px; }}\n\
        .title {{ text-align: right; }}\n\
        .title h1 {{ margin: 0; font-size: 22pt; font-weight: 600; }}\n\
        .title .no {{ color: #52606d; font-size: 10pt; }}\n\
        .band {{ margin: 12px 0; background: #eef2ff; border: 1px solid #c7d2fe; border-radius: 6px; padding: 7px 10px; color: #3730a3; }}\n\
        .band b {{ color: #312e81; }}\n\
        .panels {{ display: flex; gap: 10px; }}\n\
        .panels > div {{ flex: 1; border: 1px solid #d9e2ec; border-radius: 6px; padding: 7px 9px; line-height: 1.4; }}\n\
        .panels h4 {{ margin: 0 0 3px; font-size: 7.5pt; color: #829ab1; text-transform: uppercase; letter-spacing: .8px; }}\n\
        .meta {{ display: flex; gap: 24px; margin: 12px 0; }}\n\
        .meta table td {{ padding: 2px 10px 2px 0; }}\n\
        .meta td.k {{ color: #829ab1; }}\n\
        table.items {{ width: 100%; }}\n\
        table.items th {{ text-align: left; font-size: 8pt; color: #52606d; text-transform: uppercase; border-bottom: 1.5px solid #1f2933; padding: 4px 5px; }}\n\
        table.items td {{ padding: 5px; border-bottom: 1px solid #e4e7eb; }}\n\
        table.items td.sku {{ color: #829ab1; font-size: 8.5pt; }}\n\
        table.items tr {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .end {{ display: flex; justify-content: space-between; align-items: flex-start; margin-top: 12px; break-inside: avoid; }}\n\
        .paybox {{ width: 52%; border: 1.5px solid #4f46e5; border-radius: 6px; padding: 8px 10px; line-height: 1.45; }}\n\
        .paybox h3 {{ margin: 0 0 4px; font-size: 10pt; color: #4f46e5; }}\n\
        .paybox .mono {{ font-family: \"Liberation Mono\"; }}\n\
        table.sums td {{ padding: 2px 6px; }}\n\
        table.sums tr.due td {{ font-weight: bold; font-size: 12pt; border-top: 2px solid #1f2933; padding-top: 5px; }}\n\
        .legal {{ margin-top: 14px; font-size: 7.5pt; color: #52606d; line-height: 1.35; break-inside: avoid; }}"
    );
    let left = [
        ("Invoice number".to_string(), escape(&p.number)),
        ("Invoice date".to_string(), p.date.clone()),
        ("Payment due".to_string(), p.due.clone()),
        ("Terms".to_string(), format!("Net {terms} via {short}")),
    ];
    let mut right = vec![("Order ID".to_string(), order_id.clone())];
    if let Some(po) = &p.po {
        right.push(("Customer PO".to_string(), escape(po)));
    }
    right.push((format!("{short} ref."), reference.clone()));
    right.push(("Ships from".to_string(), p.city.to_string()));
    let table = |pairs: &[(String, String)]| -> String {
        let rows: String = pairs
            .iter()
            .map(|(k, v)| format!("<tr><td class=\"k\">{k}</td><td>{v}</td></tr>"))
            .collect();
        format!("<table>{rows}</table>")
    };
    let (price_head, amount_head) = if p.bare {
        (
            format!("Unit price ({})", p.currency),
            format!("Amount ({})", p.currency),
        )
    } else {
        ("Unit price".to_string(), "Amount".to_string())
    };
    let items = rows(p, |i| {
        let l = &p.lines[i];
        let (price, amount) = if p.bare {
            (l.unit_price.clone(), l.amount.clone())
        } else {
            (l.unit_price_money.clone(), l.amount_money.clone())
        };
        vec![
            (l.description.clone(), ""),
            (l.code.clone(), "sku"),
            (l.quantity.clone(), "r"),
            (price, "r"),
            (amount, "r"),
        ]
    });
    let money = |bare: &str, with: &str| money_or_code(bare, with, p);
    let body = format!(
        "<div class=\"top\"><div><div class=\"seller\">{vendor}</div><div class=\"addr\">{street_v}<br>{city}<br>\
         {phone} \u{00B7} orders@{domain}</div></div>\
         <div class=\"title\"><h1>Invoice</h1><div class=\"no\">{number}</div></div></div>\n\
         <div class=\"band\"><b>Net {terms} payment terms provided by {provider_end}.</b> {vendor} has been paid for this order; \
         please pay {short} by the due date below.</div>\n\
         <div class=\"panels\"><div><h4>Sold by</h4>{vendor}<br>{street_v}<br>{city}</div>\
         <div><h4>Bill to</h4>{customer}<br>{street}<br>{town}<br>{short} buyer account {buyer}</div>\
         <div><h4>Remit payment to</h4>{provider}<br>FBO {vendor}<br>{box_line}<br>{box_town}</div></div>\n\
         <div class=\"meta\">{left}{right}</div>\n\
         <table class=\"items\"><thead><tr><th>Item</th><th>SKU</th><th class=\"r\">Qty</th><th class=\"r\">{price_head}</th>\
         <th class=\"r\">{amount_head}</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <div class=\"end\"><div class=\"paybox\"><h3>Pay online or by ACH</h3>\
         Pay at <span class=\"mono\">pay.{slug}.com/{pay_code}</span> with ACH debit or card (card payments carry a 2.9% fee).<br>\
         ACH / wire: {provider}, routing <span class=\"mono\">{routing}</span>, account <span class=\"mono\">{virtual_account}</span>.<br>\
         Checks payable to {short}, mailed to the remittance address; write {reference} on the check.</div>\
         <table class=\"sums\"><tr><td>Subtotal</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Shipping</td><td class=\"r\">Free</td></tr>\
         <tr><td>Sales tax ({rate}%)</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"due\"><td>Total due</td><td class=\"r\">{total}</td></tr>\
         <tr><td colspan=\"2\" class=\"r\" style=\"color:#52606d; font-size:8.5pt\">due {due} to {short}</td></tr></table></div>\n\
         <div class=\"legal\"><b>Notice of assignment.</b> {vendor} has assigned and sold all rights to payment under this invoice \
         to {provider_end}. Payment must be made only to {short} at the remittance address or account above; payment to any other \
         party will not discharge your obligation. Questions about the goods: {phone}. Questions about payment: \
         support@{slug}.com. Late payments may incur a fee of 1% per month under your {short} buyer agreement.</div>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        domain = p.country_domain(),
        number = escape(&p.number),
        customer = p.customer,
        left = table(&left),
        right = table(&right),
        subtotal = money(&p.subtotal, &p.subtotal_money),
        rate = p.tax_rate,
        tax = money(&p.tax, &p.tax_money),
        total = money(&p.total, &p.total_money),
        due = p.due,
    );
    page("Letter", "Liberation Sans", &css, &body)
}

/// A UK industrial supplier's invoice for the goods its vending machines on
/// the customer's site issued in a period, from its managed-vending system:
/// the supplier's name with the service's brand beneath at the left and
/// "VAT INVOICE" with "Managed vending \u{2013} issues" at the right; a grid of
/// particulars ("Invoice no. / Tax point / Account / Your order no. / Issue
/// period / Replenishment visit"); "Invoice to" beside the site with its
/// machines; the items as "Machine / Bin / Code / Description / Par / Qty
/// issued / Unit price / Net" with the bin's par level (the stock the
/// engineer fills it back to) beside the quantity issued; then a table of
/// issues by cost centre (one per machine) with the net of each, "Total net
/// / VAT @ … / Total due" at the right, the consignment-stock note and the
/// bank details.
pub fn vending_replenishment(p: &Printed) -> String {
    const MACHINES: [(&str, &str, &str); 3] = [
        ("VM-1", "Helix vender, Goods In", "4100 Production"),
        ("LK-2", "Locker bank, Workshop", "4300 Maintenance"),
        ("CB-3", "Carousel, Stores", "5200 Quality"),
    ];
    const ENGINEERS: [&str; 4] = ["Dean Whitworth", "Priya Lal", "Gareth Moss", "Siobhan Kerr"];
    let seed = account_seed(p);
    let index = usize::try_from(seed).unwrap_or(0);
    let acme = p.vendor.contains("Acme");
    let (brand, colour) = if acme {
        ("SiteStock managed vending", "#b45309")
    } else {
        ("LabPoint consumables vending", "#0e7490")
    };
    let machines = 1 + index % MACHINES.len();
    let machine_of = |i: usize| (i + index / 3) % machines;
    let (sort_code, bank_account) = p.sort_code_and_account();
    let (street, town) = address_lines(p.customer_address);
    let from = p.date_like(days_earlier(p.date_ymd, 27));
    let visit = format!("RV{:06}", (seed * 37 + 104_729) % 1_000_000);
    let engineer = ENGINEERS[index % ENGINEERS.len()];
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"{} \\00B7  VAT Reg. No. {} \\00B7  Registered in England and Wales\"",
                    p.vendor, p.vat_id
                ),
            ),
            (
                "bottom-right",
                format!(
                    "\"Invoice {}   Page \" counter(page) \" of \" counter(pages)",
                    p.number
                ),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9pt; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
        {footer}\n\
        .top {{ display: flex; justify-content: space-between; border-bottom: 3px solid {colour}; padding-bottom: 6px; }}\n\
        .name {{ font-size: 17pt; font-weight: bold; }}\n\
        .brand {{ color: {colour}; font-weight: bold; letter-spacing: .5px; }}\n\
        .small {{ font-size: 8pt; color: #555; line-height: 1.4; }}\n\
        .doc {{ text-align: right; }}\n\
        .doc h1 {{ margin: 0; font-size: 18pt; color: {colour}; }}\n\
        table.grid {{ width: 100%; margin: 10px 0; }}\n\
        table.grid td {{ border: 1px solid #bbb; padding: 3px 6px; width: 16.6%; vertical-align: top; }}\n\
        table.grid .k {{ display: block; font-size: 7pt; color: #777; text-transform: uppercase; }}\n\
        .parties {{ display: flex; gap: 14px; margin-bottom: 10px; }}\n\
        .parties > div {{ flex: 1; line-height: 1.4; }}\n\
        .parties h4 {{ margin: 0 0 2px; font-size: 8pt; color: {colour}; text-transform: uppercase; }}\n\
        table.items {{ width: 100%; }}\n\
        table.items th {{ background: {colour}; color: #fff; font-size: 8pt; text-align: left; padding: 3px 4px; }}\n\
        table.items td {{ padding: 3px 4px; border-bottom: 1px solid #ddd; }}\n\
        table.items td.par {{ color: #888; text-align: right; }}\n\
        table.items tr {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .end {{ display: flex; justify-content: space-between; gap: 20px; margin-top: 12px; break-inside: avoid; }}\n\
        table.cc th {{ font-size: 8pt; text-align: left; border-bottom: 1px solid #555; padding: 2px 6px; }}\n\
        table.cc td {{ padding: 2px 6px; }}\n\
        table.sums td {{ padding: 3px 8px; }}\n\
        table.sums tr.due td {{ background: {colour}; color: #fff; font-weight: bold; font-size: 11pt; }}\n\
        .notes {{ margin-top: 12px; font-size: 8pt; color: #444; line-height: 1.4; break-inside: avoid; }}"
    );
    let mut grid = vec![
        ("Invoice no.", escape(&p.number)),
        ("Tax point", p.date.clone()),
        ("Account", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        grid.push(("Your order no.", escape(po)));
    }
    grid.extend([
        ("Issue period", format!("{from} \u{2013} {}", p.date)),
        ("Replenishment visit", visit.clone()),
        ("Payment due", p.due.clone()),
    ]);
    let cells: Vec<String> = grid
        .iter()
        .map(|(k, v)| format!("<td><span class=\"k\">{k}</span>{v}</td>"))
        .collect();
    let grid: String = cells
        .chunks(4)
        .map(|row| {
            format!(
                "<tr>{}{}</tr>",
                row.concat(),
                "<td></td>".repeat(4 - row.len())
            )
        })
        .collect();
    let site_machines: String = (0..machines)
        .map(|m| format!("<br>{} {}", MACHINES[m].0, MACHINES[m].1))
        .collect();
    let (price_head, net_head) = if p.bare {
        (
            format!("Unit price ({})", p.currency),
            format!("Net ({})", p.currency),
        )
    } else {
        ("Unit price".to_string(), "Net".to_string())
    };
    let items = rows(p, |i| {
        let l = &p.lines[i];
        let issued = super::printed::hundredths_in(&l.quantity);
        let par = (issued / 100 / 5 + 2) * 5;
        let bin = format!(
            "{}{:02}",
            char::from(b'A' + ((i * 7 + index) % 6) as u8),
            1 + (i * 5 + index) % 24
        );
        let (price, amount) = if p.bare {
            (l.unit_price.clone(), l.amount.clone())
        } else {
            (l.unit_price_money.clone(), l.amount_money.clone())
        };
        vec![
            (MACHINES[machine_of(i)].0.to_string(), ""),
            (bin, ""),
            (l.code.clone(), ""),
            (l.description.clone(), ""),
            (par.to_string(), "par"),
            (l.quantity.clone(), "r"),
            (price, "r"),
            (amount, "r"),
        ]
    });
    let centres: String = (0..machines)
        .map(|m| {
            let lines: Vec<usize> = (0..p.lines.len()).filter(|&i| machine_of(i) == m).collect();
            let net: i64 = lines.iter().map(|&i| p.lines[i].amount_cents).sum();
            format!(
                "<tr><td>{}</td><td>{}</td><td class=\"r\">{}</td><td class=\"r\">{}</td></tr>",
                MACHINES[m].2,
                MACHINES[m].0,
                lines.len(),
                p.bare_number(net)
            )
        })
        .collect();
    let money = |bare: &str, with: &str| money_or_code(bare, with, p);
    let body = format!(
        "<div class=\"top\"><div><div class=\"name\">{vendor}</div><div class=\"brand\">{brand}</div>\
         <div class=\"small\">{street_v}, {city} \u{00B7} Tel {phone} \u{00B7} vending@{domain}</div></div>\
         <div class=\"doc\"><h1>VAT INVOICE</h1><div class=\"small\">Managed vending \u{2013} issues<br>Original</div></div></div>\n\
         <table class=\"grid\">{grid}</table>\n\
         <div class=\"parties\"><div><h4>Invoice to</h4>{customer}<br>Purchase Ledger<br>{street}<br>{town}</div>\
         <div><h4>Site and machines</h4>{customer}, {street}{site_machines}</div>\
         <div><h4>Serviced by</h4>{engineer}<br>Visit {visit} on {date}<br>All bins refilled to par</div></div>\n\
         <table class=\"items\"><thead><tr><th>Machine</th><th>Bin</th><th>Code</th><th>Description</th><th class=\"r\">Par</th>\
         <th class=\"r\">Qty issued</th><th class=\"r\">{price_head}</th><th class=\"r\">{net_head}</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <div class=\"end\"><div><b>Issues by cost centre</b>\
         <table class=\"cc\"><tr><th>Cost centre</th><th>Machine</th><th class=\"r\">Lines</th><th class=\"r\">Net ({cur})</th></tr>{centres}</table></div>\
         <table class=\"sums\"><tr><td>Total net</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>VAT @ {rate}%</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"due\"><td>Total due</td><td class=\"r\">{total}</td></tr></table></div>\n\
         <div class=\"notes\">Stock held in the machines on your site remains the property of {vendor} until it is issued; only issues \
         are invoiced. Issue reports by employee badge are available in the portal. Please pay by {due} by BACS to sort code \
         {sort_code}, account {bank_account}, quoting invoice {number} and account {customer_no}. Prices in pounds sterling ({cur}).</div>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        domain = p.country_domain(),
        customer = p.customer,
        date = p.date,
        cur = p.currency,
        subtotal = money(&p.subtotal, &p.subtotal_money),
        rate = p.tax_rate,
        tax = money(&p.tax, &p.tax_money),
        total = money(&p.total, &p.total_money),
        due = p.due,
        number = escape(&p.number),
        customer_no = p.customer_number,
    );
    page("A4", "Liberation Sans", &css, &body)
}

/// A modulus 10 (Luhn) check digit over `digits`, as remittance scan lines
/// carry it.
fn luhn_digit(digits: &str) -> u32 {
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

/// A US supplier's invoice printed on a lockbox coupon form, as a bank's
/// remittance-processing service asks its customers to print them: a return
/// coupon across the top of the first page ("Please detach and return this
/// portion with your payment") with the account number, invoice number, due
/// date, amount due and an empty "Amount enclosed" box, the customer's
/// address placed for a window envelope, the remit-to lockbox (the business
/// name, a department number and a "P.O. Box") and an OCR scan line of
/// account, invoice and amount digits; a dashed cut line with scissors; then
/// the invoice itself with "Sold to / Ship to", a ruled row of "Invoice date
/// / Invoice no. / Account no. / Customer P.O. / Terms / Due date / Sales
/// rep", the items as "Qty / Item no. / Description / Unit price / Extended
/// price", "Merchandise / Sales tax / Invoice total" and the finance-charge
/// terms, "Retain this portion for your records" at the foot.
pub fn scanline_coupon(p: &Printed) -> String {
    const REPS: [&str; 4] = ["House", "T. Alvarez", "R. Benson", "L. Okafor"];
    let seed = account_seed(p);
    let index = usize::try_from(seed).unwrap_or(0);
    let lockbox = if p.city.contains("Seattle") {
        format!("Seattle, WA 98124-{:04}", (seed * 13) % 10_000)
    } else {
        format!("Dallas, TX 75284-{:04}", (seed * 13) % 10_000)
    };
    let po_box = format!("P.O. Box {}", 84_000 + seed % 1_000);
    let dept = format!("Dept. {}", 3_000 + seed % 900);
    let terms = days_between(p.date_ymd, p.due_ymd);
    let invoice_digits: String = p.number.chars().filter(char::is_ascii_digit).collect();
    let total_cents = super::printed::cents_in(&p.total);
    let body_digits = format!(
        "{:0>7}{:0>10}{:011}",
        p.customer_number, invoice_digits, total_cents
    );
    let scanline = format!(
        "{} {} {} {}",
        &body_digits[..7],
        &body_digits[7..17],
        &body_digits[17..],
        luhn_digit(&body_digits)
    );
    let (street, town) = address_lines(p.customer_address);
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                "\"Retain this portion for your records\"".to_string(),
            ),
            (
                "bottom-right",
                format!(
                    "\"Invoice {}  \\2022  Page \" counter(page) \" of \" counter(pages)",
                    p.number
                ),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9pt; }}\n\
        {footer}\n\
        .coupon {{ border: 1px solid #000; padding: 8px 10px 6px; }}\n\
        .coupon .line1 {{ display: flex; justify-content: space-between; }}\n\
        .coupon .biz {{ font-size: 13pt; font-weight: bold; }}\n\
        .coupon .ask {{ font-size: 8pt; }}\n\
        table.cbox {{ border: 1px solid #000; }}\n\
        table.cbox th {{ font-size: 6.5pt; font-weight: normal; text-transform: uppercase; border: 1px solid #000; padding: 1px 5px; background: #eee; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
        table.cbox td {{ border: 1px solid #000; padding: 3px 6px; text-align: center; font-size: 9.5pt; white-space: nowrap; }}\n\
        table.cbox td.enc {{ width: 90px; text-align: left; }}\n\
        .window {{ display: flex; justify-content: space-between; margin-top: 14px; }}\n\
        .window div {{ width: 44%; line-height: 1.35; font-size: 10pt; }}\n\
        .window .lbl {{ font-size: 7pt; text-transform: uppercase; display: block; }}\n\
        .scan {{ font-family: \"Liberation Mono\"; font-size: 11pt; letter-spacing: 1px; text-align: right; margin-top: 10px; }}\n\
        .cut {{ margin: 8px 0 14px; border-top: 1.5px dashed #000; position: relative; }}\n\
        .cut span {{ position: absolute; left: 8px; top: -11px; background: #fff; font-family: \"DejaVu Sans\"; font-size: 12pt; padding: 0 4px; }}\n\
        .inv {{ display: flex; justify-content: space-between; align-items: flex-start; }}\n\
        .inv h1 {{ font-size: 20pt; margin: 0; letter-spacing: 2px; }}\n\
        .parties {{ display: flex; gap: 30px; margin: 12px 0; }}\n\
        .parties div {{ line-height: 1.35; }}\n\
        .parties .lbl {{ font-weight: bold; font-size: 8pt; display: block; border-bottom: 1px solid #000; margin-bottom: 2px; }}\n\
        table.row {{ width: 100%; margin-bottom: 10px; }}\n\
        table.row th {{ border: 1px solid #000; font-size: 7.5pt; padding: 2px; }}\n\
        table.row td {{ border: 1px solid #000; text-align: center; padding: 3px; }}\n\
        table.items {{ width: 100%; }}\n\
        table.items th {{ border-top: 1.5px solid #000; border-bottom: 1.5px solid #000; font-size: 8pt; text-align: left; padding: 3px 4px; }}\n\
        table.items td {{ padding: 3px 4px; }}\n\
        table.items tr {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .end {{ display: flex; justify-content: space-between; border-top: 1.5px solid #000; margin-top: 6px; padding-top: 6px; break-inside: avoid; }}\n\
        .end .terms {{ width: 55%; font-size: 8pt; line-height: 1.35; }}\n\
        table.sums td {{ padding: 2px 6px; }}\n\
        table.sums tr.t td {{ font-weight: bold; font-size: 11pt; border-top: 1px solid #000; }}"
    );
    let money = |bare: &str, with: &str| money_or_code(bare, with, p);
    let total = money(&p.total, &p.total_money);
    let mut row = vec![
        ("INVOICE DATE", p.date.clone()),
        ("INVOICE NO.", escape(&p.number)),
        ("ACCOUNT NO.", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        row.push(("CUSTOMER P.O.", escape(po)));
    }
    row.extend([
        ("TERMS", format!("Net {terms}")),
        ("DUE DATE", p.due.clone()),
        ("SALES REP", REPS[index % REPS.len()].to_string()),
    ]);
    let heads: String = row.iter().map(|(k, _)| format!("<th>{k}</th>")).collect();
    let values: String = row.iter().map(|(_, v)| format!("<td>{v}</td>")).collect();
    let (price_head, amount_head) = if p.bare {
        (
            format!("UNIT PRICE ({})", p.currency),
            format!("EXTENDED PRICE ({})", p.currency),
        )
    } else {
        ("UNIT PRICE".to_string(), "EXTENDED PRICE".to_string())
    };
    let items = rows(p, |i| {
        let l = &p.lines[i];
        let (price, amount) = if p.bare {
            (l.unit_price.clone(), l.amount.clone())
        } else {
            (l.unit_price_money.clone(), l.amount_money.clone())
        };
        vec![
            (l.quantity.clone(), "r"),
            (l.code.clone(), ""),
            (l.description.clone(), ""),
            (price, "r"),
            (amount, "r"),
        ]
    });
    let body = format!(
        "<div class=\"coupon\"><div class=\"line1\"><div><div class=\"biz\">{vendor}</div>\
         <div class=\"ask\">Please detach and return this portion with your payment.<br>Make checks payable to {vendor}.</div></div>\
         <table class=\"cbox\"><tr><th>Account no.</th><th>Invoice no.</th><th>Due date</th><th>Amount due</th><th>Amount enclosed</th></tr>\
         <tr><td>{customer_no}</td><td>{number}</td><td>{due}</td><td><b>{total}</b></td><td class=\"enc\">$</td></tr></table></div>\
         <div class=\"window\"><div><span class=\"lbl\">Bill to</span>{customer}<br>ATTN ACCOUNTS PAYABLE<br>{street}<br>{town}</div>\
         <div><span class=\"lbl\">Remit to</span>{vendor}<br>{dept}<br>{po_box}<br>{lockbox}</div></div>\
         <div class=\"scan\">{scanline}</div></div>\n\
         <div class=\"cut\"><span>\u{2702}</span></div>\n\
         <div class=\"inv\"><div><b style=\"font-size: 12pt\">{vendor}</b><br>{street_v}<br>{city}<br>Phone {phone} \u{00B7} Fax {fax}</div>\
         <h1>INVOICE</h1></div>\n\
         <div class=\"parties\"><div><span class=\"lbl\">SOLD TO</span>{sold}<br>{street_plain}<br>{town_plain}</div>\
         <div><span class=\"lbl\">SHIP TO</span>{sold}<br>Receiving Dock<br>{street_plain}<br>{town_plain}</div></div>\n\
         <table class=\"row\"><tr>{heads}</tr><tr>{values}</tr></table>\n\
         <table class=\"items\"><thead><tr><th class=\"r\">QTY</th><th>ITEM NO.</th><th>DESCRIPTION</th><th class=\"r\">{price_head}</th>\
         <th class=\"r\">{amount_head}</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <div class=\"end\"><div class=\"terms\">Terms: net {terms} days. Past-due balances are subject to a finance charge of 1.5% \
         per month (18% per annum). Please include the coupon above with your check, or pay by ACH quoting account {customer_no} \
         and invoice {number}. Claims for shortages must be made within 5 days of receipt.</div>\
         <table class=\"sums\"><tr><td>Merchandise</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Sales tax {rate}%</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"t\"><td>Invoice total</td><td class=\"r\">{total}</td></tr></table></div>",
        vendor = escape(p.vendor),
        customer_no = p.customer_number,
        number = escape(&p.number),
        due = p.due,
        customer = p.customer.to_uppercase(),
        street = street.to_uppercase(),
        town = town.to_uppercase(),
        sold = p.customer,
        street_plain = street,
        town_plain = town,
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        fax = p.local_fax(),
        subtotal = money(&p.subtotal, &p.subtotal_money),
        rate = p.tax_rate,
        tax = money(&p.tax, &p.tax_money),
    );
    page("Letter", "Liberation Sans", &css, &body)
}

// Held out: a thirty-third round of seven (round 36), invoices a new user in
// continental Europe most likely brings, written without looking at the
// extractor or at how it fares on any family above.

/// The prefix of the buyer's VAT number by the country its address is in,
/// where it has one (Dublin in Ireland, Bristol in the United Kingdom).
fn buyer_vat_prefix(address: &str) -> Option<&'static str> {
    if address.contains("Dublin") {
        Some("IE")
    } else if address.contains("Bristol") {
        Some("GB")
    } else {
        None
    }
}

/// A date as ISO software prints it ("2026-03-03").
fn iso_day((year, month, day): (i32, u32, u32)) -> String {
    format!("{year}-{month:02}-{day:02}")
}

/// A Polish "Faktura VAT" from a Polish company's ERP, in Polish, with the
/// split-payment mechanism ("mechanizm podzielonej płatności") printed in a
/// framed band above the title when the gross amount is large enough to
/// require it: the place and the dates of issue and of delivery at the top
/// right beside the seller's name, "Faktura VAT" and the number in a grey
/// bar with "ORYGINAŁ", "Sprzedawca" over "Nabywca" stacked at the left
/// with their NIP numbers beside a framed block of the buyer's order
/// ("Zamówienie nabywcy"), the payment method, term and due date
/// ("Termin płatności") and the bank account in the currency, the items as
/// "Lp. / Kod / Nazwa / Ilość / J.m. / Cena netto / Rabat / Wartość netto /
/// VAT / Kwota VAT / Wartość brutto", the VAT table by rate with "Razem",
/// "Razem do zapłaty / Zapłacono / Pozostało do zapłaty" and the amount in
/// words, the VAT converted into złoty at the central bank's average rate
/// as the law asks of an invoice in a foreign currency, the reverse charge
/// ("odwrotne obciążenie") or "np." at a rate of nought, and the signature
/// lines; amounts as 1 234,56 and dates as 2026-03-03.
pub fn faktura_mpp(p: &Printed) -> String {
    let seed = account_seed(p);
    let number = |cents: i64| grouped(cents, "\u{00A0}", ",");
    let cur = p.currency;
    let subtotal = cents_in(&p.subtotal);
    let total = cents_in(&p.total);
    let vat = vat_by_line(p);
    let terms = days_between(p.date_ymd, p.due_ymd);
    let delivered = days_before(p.date_ymd, (seed % 3) as u32);
    let nbp_day = days_before(delivered, 1 + (seed % 2) as u32);
    let pln_rate = if cur == "CHF" {
        45_000 + seed * 7 % 3_000
    } else {
        42_000 + seed * 7 % 1_500
    };
    let rate_pln = format!("{},{:04}", pln_rate / 10_000, pln_rate % 10_000);
    let pln_vat = (p.tax_cents * pln_rate + 5_000) / 10_000;
    let pln_total = (total * pln_rate + 5_000) / 10_000;
    let split = pln_total >= 1_500_000 && p.tax_rate > 0;
    let nip = format!(
        "{:03}-{:03}-{:02}-{:02}",
        520 + seed % 300,
        seed * 7 % 1_000,
        seed * 11 % 100,
        seed * 13 % 100
    );
    let prefix = buyer_vat_prefix(p.customer_address);
    let buyer_vat = match prefix {
        Some("IE") => format!("IE{}{:06}W", 3 + seed % 7, seed * 131 % 1_000_000),
        Some(code) => format!("{code}{:09}", seed * 7_001 % 1_000_000_000),
        None => String::new(),
    };
    let rate_label = if p.tax_rate == 0 {
        "np.".to_string()
    } else {
        format!("{}%", p.tax_rate)
    };
    let (street, town) = address_lines(p.customer_address);
    let unit = |u: &str| if u == "h" { "godz." } else { "szt." };
    let items: String = p
        .lines
        .iter()
        .zip(&vat)
        .map(|(l, v)| {
            format!(
                "<tr><td class=\"c\">{pos}</td><td>{code}</td><td>{desc}</td><td class=\"r\">{qty}</td>\
                 <td class=\"c\">{unit}</td><td class=\"r\">{price}</td><td class=\"r\">0,00%</td>\
                 <td class=\"r\">{net}</td><td class=\"c\">{rate}</td><td class=\"r\">{vat}</td>\
                 <td class=\"r\">{gross}</td></tr>\n",
                pos = l.position,
                code = l.code,
                desc = escape(&l.description),
                qty = quantity_with(hundredths_in(&l.quantity), ","),
                unit = unit(l.unit),
                price = number(cents_in(&l.unit_price)),
                net = number(l.amount_cents),
                rate = rate_label,
                vat = number(*v),
                gross = number(l.amount_cents + v),
            )
        })
        .collect();
    let order = match &p.po {
        Some(po) => format!(
            "<tr><th>Zamówienie nabywcy:</th><td><b>{}</b></td></tr>",
            escape(po)
        ),
        None => String::new(),
    };
    let band = if split {
        "<div class=\"mpp\">MECHANIZM PODZIELONEJ PŁATNOŚCI</div>\n".to_string()
    } else {
        String::new()
    };
    let note = match (p.tax_rate, prefix) {
        (0, Some("IE")) => {
            "<p class=\"note\"><b>Odwrotne obciążenie</b> – podatek rozlicza nabywca \
             (art. 28b ustawy o VAT, art. 196 dyrektywy 2006/112/WE).</p>"
                .to_string()
        }
        (0, _) => "<p class=\"note\">Usługa niepodlegająca opodatkowaniu na terytorium kraju \
             (art. 28b ustawy o VAT) – np.</p>"
            .to_string(),
        _ => String::new(),
    };
    let words = format!(
        "{} {} {:02}/100",
        polish_words(total / 100),
        if cur == "CHF" {
            "franków szwajcarskich"
        } else {
            "euro"
        },
        total % 100
    );
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"Faktura VAT {} \\00B7  wydruk z systemu ERP\"",
                    p.number.replace('"', "")
                ),
            ),
            (
                "bottom-right",
                "\"Strona \" counter(page) \"/\" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 8.6pt; }}\n\
         .top {{ display: flex; justify-content: space-between; align-items: flex-start; }}\n\
         .logo {{ font-size: 15pt; font-weight: bold; color: #0b4f8a; }}\n\
         .logo small {{ display: block; font-size: 8pt; font-weight: normal; color: #444; }}\n\
         table.dates th {{ text-align: right; font-weight: normal; padding: 1px 6px; color: #444; }}\n\
         table.dates td {{ padding: 1px 0; font-weight: bold; }}\n\
         .mpp {{ border: 1.5pt solid #a00; color: #a00; font-weight: bold; text-align: center; padding: 2mm; margin: 4mm 0 0; letter-spacing: 1px; }}\n\
         .bar {{ background: #d9d9d9; padding: 2mm 3mm; margin: 4mm 0; display: flex; justify-content: space-between; }}\n\
         .bar .t {{ font-size: 14pt; font-weight: bold; }}\n\
         .bar .o {{ font-size: 9pt; font-weight: bold; align-self: center; }}\n\
         .mid {{ display: flex; gap: 6mm; }}\n\
         .parties {{ flex: 1.1; }}\n\
         .party {{ margin-bottom: 3mm; line-height: 1.35; }}\n\
         .party .k {{ font-weight: bold; border-bottom: 0.8pt solid #0b4f8a; color: #0b4f8a; margin-bottom: 1mm; }}\n\
         table.pay {{ flex: 1; border: 0.8pt solid #777; align-self: flex-start; }}\n\
         table.pay th {{ text-align: left; font-weight: normal; padding: 1.5px 5px; color: #444; white-space: nowrap; vertical-align: top; }}\n\
         table.pay td {{ padding: 1.5px 5px; }}\n\
         table.items {{ width: 100%; font-size: 7.9pt; margin-top: 4mm; }}\n\
         table.items th {{ background: #0b4f8a; color: #fff; padding: 3px 3px; border: 0.5pt solid #0b4f8a; font-weight: bold; }}\n\
         table.items td {{ border: 0.5pt solid #999; padding: 2px 3px; }}\n\
         table.items tr {{ break-inside: avoid; }}\n\
         .r {{ text-align: right; white-space: nowrap; }}\n\
         .c {{ text-align: center; }}\n\
         .low {{ display: flex; justify-content: space-between; gap: 6mm; margin-top: 4mm; break-inside: avoid; }}\n\
         table.rates {{ font-size: 8pt; }}\n\
         table.rates th {{ border-bottom: 0.8pt solid #000; padding: 2px 6px; font-weight: bold; }}\n\
         table.rates td {{ padding: 2px 6px; }}\n\
         table.rates tr.sum td {{ border-top: 0.8pt solid #000; font-weight: bold; }}\n\
         table.due td {{ padding: 2px 6px; }}\n\
         table.due tr.big td {{ font-size: 11pt; font-weight: bold; border-top: 1pt solid #000; }}\n\
         .words {{ margin-top: 3mm; }}\n\
         .note {{ font-size: 7.8pt; margin: 2mm 0; }}\n\
         .signs {{ display: flex; justify-content: space-between; margin-top: 16mm; break-inside: avoid; font-size: 7.5pt; }}\n\
         .signs div {{ width: 65mm; text-align: center; border-top: 0.6pt dotted #000; padding-top: 1mm; }}\n\
         {footer}"
    );
    let body = format!(
        "<div class=\"top\"><div class=\"logo\">{vendor}<small>Oddział w Polsce</small></div>\
         <table class=\"dates\"><tr><th>Miejsce wystawienia:</th><td>Warszawa</td></tr>\
         <tr><th>Data wystawienia:</th><td>{issued}</td></tr>\
         <tr><th>Data dostawy/wykonania usługi:</th><td>{delivered}</td></tr></table></div>\n\
         {band}\
         <div class=\"bar\"><span class=\"t\">Faktura VAT {number}</span><span class=\"o\">ORYGINAŁ</span></div>\n\
         <div class=\"mid\"><div class=\"parties\">\
         <div class=\"party\"><div class=\"k\">Sprzedawca</div><b>{vendor} Oddział w Polsce</b><br>\
         ul. Prosta 20, 00-850 Warszawa<br>NIP: PL {nip_plain}<br>Siedziba: {v_street}, {v_city}</div>\
         <div class=\"party\"><div class=\"k\">Nabywca</div><b>{customer}</b><br>{street}<br>{town}<br>\
         {buyer_vat_line}Kod kontrahenta: {customer_number}</div></div>\
         <table class=\"pay\">{order}\
         <tr><th>Forma płatności:</th><td>przelew</td></tr>\
         <tr><th>Termin płatności:</th><td><b>{due}</b> ({terms} dni)</td></tr>\
         <tr><th>Waluta:</th><td>{cur}</td></tr>\
         <tr><th>Bank:</th><td>mBank S.A.</td></tr>\
         <tr><th>Rachunek {cur}:</th><td>PL{check:02} 1140 {a:04} {b:04} {c:04} {d:04} {e:04}</td></tr>\
         <tr><th>SWIFT:</th><td>BREXPLPWMBK</td></tr></table></div>\n\
         <table class=\"items\"><thead><tr><th>Lp.</th><th>Kod</th><th>Nazwa</th><th>Ilość</th><th>J.m.</th>\
         <th>Cena netto<br>[{cur}]</th><th>Rabat</th><th>Wartość netto<br>[{cur}]</th><th>VAT</th>\
         <th>Kwota VAT<br>[{cur}]</th><th>Wartość brutto<br>[{cur}]</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <div class=\"low\"><div>\
         <table class=\"rates\"><tr><th>Stawka VAT</th><th class=\"r\">Wartość netto</th><th class=\"r\">Kwota VAT</th>\
         <th class=\"r\">Wartość brutto</th></tr>\
         <tr><td>{rate_label}</td><td class=\"r\">{subtotal}</td><td class=\"r\">{tax}</td><td class=\"r\">{total}</td></tr>\
         <tr class=\"sum\"><td>Razem</td><td class=\"r\">{subtotal}</td><td class=\"r\">{tax}</td><td class=\"r\">{total}</td></tr></table>\
         <p class=\"note\">Kwota VAT w PLN: <b>{pln_vat} PLN</b> (kurs średni NBP {cur} z dnia {nbp_day}, \
         tabela nr {table:03}/A/NBP/{year}: {rate_pln}).</p>{note}</div>\
         <div><table class=\"due\"><tr class=\"big\"><td>Razem do zapłaty:</td><td class=\"r\">{total} {cur}</td></tr>\
         <tr><td>Zapłacono:</td><td class=\"r\">0,00 {cur}</td></tr>\
         <tr><td>Pozostało do zapłaty:</td><td class=\"r\">{total} {cur}</td></tr></table>\
         <div class=\"words\">Słownie: {words}</div></div></div>\n\
         <div class=\"signs\"><div>Osoba upoważniona do odbioru</div><div>Osoba upoważniona do wystawienia<br>Katarzyna Wójcik</div></div>",
        vendor = escape(p.vendor),
        issued = iso_day(p.date_ymd),
        delivered = iso_day(delivered),
        number = escape(&p.number),
        nip_plain = nip.replace('-', ""),
        v_street = p.street,
        v_city = p.city,
        customer = p.customer,
        buyer_vat_line = if buyer_vat.is_empty() {
            String::new()
        } else {
            format!("NIP/VAT UE: {buyer_vat}<br>")
        },
        customer_number = p.customer_number,
        due = iso_day(p.due_ymd),
        check = 10 + seed % 89,
        a = seed * 3 % 10_000,
        b = seed * 7 % 10_000,
        c = seed * 11 % 10_000,
        d = seed * 17 % 10_000,
        e = seed * 19 % 10_000,
        subtotal = number(subtotal),
        tax = number(p.tax_cents),
        total = number(total),
        pln_vat = number(pln_vat),
        nbp_day = iso_day(nbp_day),
        table = 1 + (seed % 240),
        year = p.date_ymd.0,
    );
    page("A4", "Liberation Sans", &css, &body)
}

/// A Swedish faktura from a Swedish cloud accounting service, in Swedish,
/// issued by the Swedish branch of the company: the company's name at the
/// top left, "Faktura" with "Sida 1 (1)" and a small block of
/// "Fakturadatum / Fakturanr / Kundnr / OCR" at the top right, the invoice
/// address beneath it, at the left a block of references ("Er referens /
/// Vår referens / Ert ordernr / Betalningsvillkor / Förfallodatum /
/// Dröjsmålsränta"), the items as "Art.nr / Benämning / Lev ant / Enh /
/// À-pris / Summa" between thin rules, the totals as a band of labels over
/// values ("Exkl. moms / Moms % / Moms / Att betala" with the currency),
/// the payment instruction with the due date, at a rate of nought the
/// reverse charge or the supply outside Sweden, and the grey footer grid
/// ("Adress / Telefon / Bankgiro / Organisationsnr / Momsreg.nr / Godkänd
/// för F-skatt"); amounts as 1 234,56 and dates as 2026-03-03.
pub fn faktura_f_skatt(p: &Printed) -> String {
    let seed = account_seed(p);
    let number = |cents: i64| grouped(cents, "\u{00A0}", ",");
    let cur = p.currency;
    let subtotal = cents_in(&p.subtotal);
    let total = cents_in(&p.total);
    let terms = days_between(p.date_ymd, p.due_ymd);
    let org = format!("516{:03}-{:04}", 400 + seed % 600, seed * 7 % 10_000);
    let moms_nr = format!("SE516{:03}{:04}01", 400 + seed % 600, seed * 7 % 10_000);
    let digits: String = p.number.chars().filter(char::is_ascii_digit).collect();
    let ocr_base = format!("{}{digits}", p.customer_number);
    let ocr_len = format!("{ocr_base}{}", (ocr_base.len() + 2) % 10);
    let ocr = format!("{ocr_len}{}", luhn_digit(&ocr_len));
    let bankgiro = format!("{}-{:04}", 5_000 + seed % 900, seed * 13 % 10_000);
    let (street, town) = address_lines(p.customer_address);
    let prefix = buyer_vat_prefix(p.customer_address);
    let unit = |u: &str| if u == "h" { "tim" } else { "st" };
    let items: String = p
        .lines
        .iter()
        .map(|l| {
            format!(
                "<tr><td>{code}</td><td>{desc}</td><td class=\"r\">{qty}</td><td>{unit}</td>\
                 <td class=\"r\">{price}</td><td class=\"r\">{amount}</td></tr>\n",
                code = l.code.replace('-', ""),
                desc = escape(&l.description),
                qty = quantity_with(hundredths_in(&l.quantity), ","),
                unit = unit(l.unit),
                price = number(cents_in(&l.unit_price)),
                amount = number(l.amount_cents),
            )
        })
        .collect();
    let mut refs = vec![
        ("Er referens", "Ekonomiavdelningen".to_string()),
        ("Vår referens", "Johan Lindqvist".to_string()),
    ];
    if let Some(po) = &p.po {
        refs.push(("Ert ordernr", escape(po)));
    }
    refs.extend([
        ("Betalningsvillkor", format!("{terms} dagar netto")),
        ("Förfallodatum", iso_day(p.due_ymd)),
        ("Dröjsmålsränta", "Referensränta + 8 %".to_string()),
    ]);
    let refs: String = refs
        .iter()
        .map(|(k, v)| format!("<tr><th>{k}</th><td>{v}</td></tr>"))
        .collect();
    let note = match (p.tax_rate, prefix) {
        (0, Some("IE")) => {
            "<p class=\"note\">Omvänd betalningsskyldighet (reverse charge), artikel 196 \
             mervärdesskattedirektivet. Köparens momsreg.nr anges ovan.</p>"
        }
        (0, _) => {
            "<p class=\"note\">Tjänsten är omsatt utomlands, 6 kap. 34 § mervärdesskattelagen. \
             Ingen svensk moms debiteras.</p>"
        }
        _ => "",
    };
    let buyer_vat = match prefix {
        Some("IE") => format!(
            "<br>Momsreg.nr: IE{}{:06}W",
            3 + seed % 7,
            seed * 131 % 1_000_000
        ),
        Some(code) => format!("<br>Momsreg.nr: {code}{:09}", seed * 7_001 % 1_000_000_000),
        None => String::new(),
    };
    let footer = page_footer(
        "Liberation Sans",
        &[(
            "bottom-right",
            "\"Sida \" counter(page) \" (\" counter(pages) \")\"".to_string(),
        )],
    );
    let css = format!(
        "body {{ font-size: 9pt; }}\n\
         .head {{ display: flex; justify-content: space-between; }}\n\
         .name {{ font-size: 16pt; font-weight: bold; color: #1d6b4f; }}\n\
         .name small {{ display: block; font-size: 8pt; color: #555; font-weight: normal; }}\n\
         .doc {{ width: 80mm; }}\n\
         .doc h1 {{ font-size: 18pt; margin: 0 0 1mm; font-weight: normal; }}\n\
         table.kv th {{ text-align: left; font-weight: normal; color: #555; padding: 1px 8px 1px 0; font-size: 8pt; }}\n\
         table.kv td {{ padding: 1px 0; }}\n\
         .addr {{ margin-top: 6mm; line-height: 1.4; }}\n\
         .addr .k {{ font-size: 7.5pt; color: #555; }}\n\
         .second {{ display: flex; justify-content: space-between; margin-top: 8mm; }}\n\
         table.items {{ width: 100%; margin-top: 8mm; }}\n\
         table.items th {{ text-align: left; font-weight: bold; font-size: 8pt; border-bottom: 0.8pt solid #000; border-top: 0.8pt solid #000; padding: 3px 4px; }}\n\
         table.items td {{ padding: 3px 4px; border-bottom: 0.3pt solid #ccc; }}\n\
         table.items tr {{ break-inside: avoid; }}\n\
         .r {{ text-align: right !important; white-space: nowrap; }}\n\
         table.band {{ width: 100%; margin-top: 6mm; border-top: 0.8pt solid #000; border-bottom: 0.8pt solid #000; break-inside: avoid; }}\n\
         table.band th {{ font-size: 7.5pt; color: #555; font-weight: normal; text-align: right; padding: 3px 4px 0; }}\n\
         table.band td {{ text-align: right; padding: 1px 4px 4px; }}\n\
         table.band .pay {{ font-size: 12pt; font-weight: bold; }}\n\
         .note {{ font-size: 8pt; margin: 3mm 0; }}\n\
         .grid {{ display: grid; grid-template-columns: 1.3fr 1fr 1fr 1.2fr; gap: 2mm; margin-top: 10mm; background: #eef2ef; padding: 3mm; font-size: 7.5pt; break-inside: avoid; }}\n\
         .grid b {{ display: block; font-size: 7pt; color: #555; }}\n\
         {footer}"
    );
    let body = format!(
        "<div class=\"head\"><div class=\"name\">{vendor}<small>filial i Sverige</small></div>\
         <div class=\"doc\"><h1>Faktura</h1><table class=\"kv\">\
         <tr><th>Fakturadatum</th><td>{date}</td></tr><tr><th>Fakturanr</th><td><b>{number}</b></td></tr>\
         <tr><th>Kundnr</th><td>{customer_number}</td></tr><tr><th>OCR</th><td>{ocr}</td></tr></table>\
         <div class=\"addr\"><span class=\"k\">Fakturaadress</span><br><b>{customer}</b><br>Leverantörsreskontra<br>{street}<br>{town}{buyer_vat}</div></div></div>\n\
         <div class=\"second\"><table class=\"kv\">{refs}</table></div>\n\
         <table class=\"items\"><thead><tr><th>Art.nr</th><th>Benämning</th><th class=\"r\">Lev ant</th><th>Enh</th>\
         <th class=\"r\">À-pris</th><th class=\"r\">Summa</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <table class=\"band\"><tr><th>Exkl. moms</th><th>Moms %</th><th>Moms</th><th>Totalt</th><th>Att betala</th></tr>\
         <tr><td>{subtotal}</td><td>{rate}</td><td>{tax}</td><td>{total}</td><td class=\"pay\">{cur} {total}</td></tr></table>\n\
         {note}\
         <p class=\"note\">Betala senast <b>{due}</b> till IBAN {iban}, BIC {bic}, eller bankgiro {bankgiro}. \
         Ange OCR-nummer {ocr} vid betalning.</p>\n\
         <div class=\"grid\"><div><b>Adress</b>{vendor} filial i Sverige<br>Kungsgatan 44<br>111 35 Stockholm</div>\
         <div><b>Telefon</b>08-{t1} {t2:02} {t3:02}<br><b>E-post</b>faktura@{domain}.se</div>\
         <div><b>Bankgiro</b>{bankgiro}<br><b>Organisationsnr</b>{org}</div>\
         <div><b>Momsreg.nr</b>{moms_nr}<br>Godkänd för F-skatt<br><b>Huvudkontor</b>{v_city}</div></div>",
        vendor = escape(p.vendor),
        date = iso_day(p.date_ymd),
        number = escape(&p.number),
        customer_number = p.customer_number,
        customer = p.customer,
        subtotal = number(subtotal),
        rate = p.tax_rate,
        tax = number(p.tax_cents),
        total = number(total),
        due = iso_day(p.due_ymd),
        iban = p.iban,
        bic = house_bic(p),
        t1 = 400 + seed % 500,
        t2 = seed * 7 % 100,
        t3 = seed * 13 % 100,
        domain = p.vendor_domain(),
        v_city = p.city,
    );
    page("A4", "Liberation Sans", &css, &body)
}

/// An Italian company's fattura as its management software prints the
/// courtesy copy, in Italian, for a customer subject to the split-payment
/// rule ("scissione dei pagamenti"): the company's name and the Milan
/// secondary office with P.IVA, REA and PEC at the left, "Spett.le" and the
/// customer in a framed box at the right, a grid of captioned boxes ("Tipo
/// documento / Numero / Data / Pagina", then "Cod. cliente / Partita IVA
/// cliente / Codice destinatario / Valuta", then "Pagamento / Banca
/// d'appoggio"), the customer's order as a descriptive row at the head of
/// the items ("Rif. Vs. ordine n. … del …") followed by the delivery note,
/// the items as "Codice / Descrizione / U.M. / Quantità / Prezzo unitario /
/// Sconti / Importo / IVA", the VAT summary ("Castelletto IVA") beside
/// "Totale imponibile / Totale IVA / Totale documento", then the VAT the
/// customer pays to the Treasury itself ("IVA da versare a cura del
/// cessionario") and "Netto a pagare", which is the taxable amount, the due
/// dates, and at a rate of nought the nature of the exemption; amounts as
/// 1.234,56 and dates as 03/03/2026.
pub fn fattura_scissione(p: &Printed) -> String {
    let seed = account_seed(p);
    let number = |cents: i64| grouped(cents, ".", ",");
    let cur = p.currency;
    let subtotal = cents_in(&p.subtotal);
    let total = cents_in(&p.total);
    let it = |ymd: (i32, u32, u32)| day_first(ymd, "/");
    let ordered = days_before(p.date_ymd, 10 + (seed % 20) as u32);
    let shipped = days_before(p.date_ymd, (seed % 4) as u32);
    let piva = format!("{:011}", 10_000_000_000 + seed * 7_919_113 % 9_000_000_000);
    let rea = format!("MI-{}", 2_000_000 + seed * 37 % 600_000);
    let prefix = buyer_vat_prefix(p.customer_address);
    let buyer_vat = match prefix {
        Some("IE") => format!("IE{}{:06}W", 3 + seed % 7, seed * 131 % 1_000_000),
        Some(code) => format!("{code}{:09}", seed * 7_001 % 1_000_000_000),
        None => "—".to_string(),
    };
    let split = p.tax_rate > 0;
    let (code, nature) = match (p.tax_rate, prefix) {
        (0, Some("IE")) => (
            "N3.2".to_string(),
            "Non imp. art. 41 D.L. 331/93".to_string(),
        ),
        (0, _) => ("N2.1".to_string(), "Non sogg. art. 7-ter".to_string()),
        (rate, _) => (
            format!("{rate}S"),
            format!("Aliquota {rate}% – scissione pag."),
        ),
    };
    let unit = |u: &str| if u == "h" { "ORE" } else { "NR" };
    let mut rows = String::new();
    if let Some(po) = &p.po {
        rows.push_str(&format!(
            "<tr class=\"ref\"><td></td><td colspan=\"7\">Rif. Vs. ordine n. {} del {}</td></tr>\n",
            escape(po),
            it(ordered)
        ));
    }
    rows.push_str(&format!(
        "<tr class=\"ref\"><td></td><td colspan=\"7\">DDT n. {} del {}</td></tr>\n",
        300 + seed % 600,
        it(shipped)
    ));
    for l in &p.lines {
        rows.push_str(&format!(
            "<tr><td>{code}</td><td>{desc}</td><td class=\"c\">{unit}</td><td class=\"r\">{qty}</td>\
             <td class=\"r\">{price}</td><td></td><td class=\"r\">{amount}</td><td class=\"c\">{vat}</td></tr>\n",
            code = l.code,
            desc = escape(&l.description),
            unit = unit(l.unit),
            qty = grouped(hundredths_in(&l.quantity), ".", ","),
            price = number(cents_in(&l.unit_price)),
            amount = number(l.amount_cents),
            vat = code,
        ));
    }
    let box_ = |caption: &str, value: &str| {
        format!("<td><span class=\"cap\">{caption}</span><br>{value}</td>")
    };
    let payable = if split { subtotal } else { total };
    let split_rows = if split {
        format!(
            "<tr><td>IVA da versare a cura del cessionario<br><span class=\"cap\">art. 17-ter DPR 633/72</span></td>\
             <td class=\"r\">-{tax}</td></tr>",
            tax = number(p.tax_cents)
        )
    } else {
        String::new()
    };
    let notes = if split {
        "Operazione soggetta alla scissione dei pagamenti (split payment) ai sensi dell'art. 17-ter \
         del D.P.R. 633/1972: l'IVA esposta sarà versata direttamente all'Erario dal cessionario."
            .to_string()
    } else if prefix == Some("IE") {
        "Operazione non imponibile – cessione intracomunitaria, art. 41 D.L. 331/1993; inversione \
         contabile a carico del cessionario."
            .to_string()
    } else {
        "Operazione non soggetta ad IVA ai sensi dell'art. 7-ter del D.P.R. 633/1972 \
         (prestazione resa a soggetto non residente)."
            .to_string()
    };
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                "\"Copia di cortesia \\2013  documento privo di valenza fiscale (art. 21 DPR 633/72)\""
                    .to_string(),
            ),
            (
                "bottom-right",
                "\"Pag. \" counter(page) \" di \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 8.5pt; }}\n\
         .top {{ display: flex; justify-content: space-between; gap: 8mm; }}\n\
         .firm {{ line-height: 1.35; }}\n\
         .firm .n {{ font-size: 15pt; font-weight: bold; color: #8a1c1c; }}\n\
         .spett {{ border: 0.8pt solid #333; width: 82mm; padding: 2mm 3mm; line-height: 1.4; }}\n\
         .cap {{ font-size: 6.5pt; color: #555; text-transform: uppercase; }}\n\
         table.grid {{ width: 100%; margin-top: 4mm; }}\n\
         table.grid td {{ border: 0.8pt solid #333; padding: 1.5px 4px; vertical-align: top; font-weight: bold; }}\n\
         table.grid .cap {{ font-weight: normal; }}\n\
         table.items {{ width: 100%; margin-top: 3mm; font-size: 8pt; }}\n\
         table.items th {{ border: 0.8pt solid #333; background: #eee; padding: 3px; font-size: 7pt; }}\n\
         table.items td {{ border-left: 0.8pt solid #333; border-right: 0.8pt solid #333; padding: 2px 3px; }}\n\
         table.items tbody tr:last-child td {{ border-bottom: 0.8pt solid #333; }}\n\
         table.items tr {{ break-inside: avoid; }}\n\
         table.items tr.ref td {{ font-style: italic; }}\n\
         .r {{ text-align: right; white-space: nowrap; }}\n\
         .c {{ text-align: center; }}\n\
         .low {{ display: flex; gap: 4mm; margin-top: 3mm; break-inside: avoid; align-items: flex-start; }}\n\
         table.cast {{ flex: 1.2; }}\n\
         table.cast th, table.cast td {{ border: 0.8pt solid #333; padding: 2px 4px; }}\n\
         table.cast th {{ font-size: 7pt; background: #eee; }}\n\
         table.tot {{ flex: 1; }}\n\
         table.tot td {{ border: 0.8pt solid #333; padding: 2px 5px; }}\n\
         table.tot tr.doc td {{ font-weight: bold; }}\n\
         table.tot tr.net td {{ font-weight: bold; font-size: 11pt; background: #f3e3e3; }}\n\
         .notes {{ font-size: 7.5pt; margin-top: 3mm; border: 0.8pt solid #333; padding: 2mm; break-inside: avoid; }}\n\
         {footer}"
    );
    let body = format!(
        "<div class=\"top\"><div class=\"firm\"><div class=\"n\">{vendor}</div>\
         Sede secondaria di Milano – Via Vittor Pisani 16, 20124 Milano (MI)<br>\
         Sede legale: {v_street}, {v_city}<br>\
         P.IVA IT{piva} – C.F. {piva} – REA {rea}<br>\
         Tel. 02 {t1} {t2} – PEC amministrazione@pec.{domain}.it</div>\
         <div class=\"spett\"><span class=\"cap\">Spett.le</span><br><b>{customer}</b><br>{address}<br>\
         <span class=\"cap\">Destinazione merce</span><br>c.s.</div></div>\n\
         <table class=\"grid\"><tr>{b1}{b2}{b3}{b4}</tr><tr>{b5}{b6}{b7}{b8}</tr>\
         <tr><td colspan=\"2\"><span class=\"cap\">Pagamento</span><br>Bonifico bancario {terms} gg d.f. – scad. {due}</td>\
         <td colspan=\"2\"><span class=\"cap\">Banca d'appoggio</span><br>Intesa Sanpaolo – IBAN IT{ck:02} X 03069 {abi:05} {acc:012}</td></tr></table>\n\
         <table class=\"items\"><thead><tr><th>Codice</th><th>Descrizione</th><th>U.M.</th><th>Quantità</th>\
         <th>Prezzo unitario</th><th>Sconti</th><th>Importo</th><th>IVA</th></tr></thead><tbody>\n{rows}</tbody></table>\n\
         <div class=\"low\"><table class=\"cast\"><tr><th>Cod. IVA</th><th>Descrizione</th><th>Imponibile</th><th>Imposta</th></tr>\
         <tr><td>{code}</td><td>{nature}</td><td class=\"r\">{subtotal}</td><td class=\"r\">{tax}</td></tr></table>\
         <table class=\"tot\"><tr><td>Totale imponibile</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Totale IVA</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"doc\"><td>Totale documento {cur}</td><td class=\"r\">{total}</td></tr>{split_rows}\
         <tr class=\"net\"><td>NETTO A PAGARE {cur}</td><td class=\"r\">{payable}</td></tr></table></div>\n\
         <div class=\"notes\"><b>Scadenze:</b> {due} &nbsp; {cur} {payable}<br>{notes}</div>",
        vendor = escape(p.vendor),
        v_street = p.street,
        v_city = p.city,
        t1 = 700 + seed % 300,
        t2 = 1_000 + seed * 7 % 9_000,
        domain = p.vendor_domain(),
        customer = p.customer,
        address = p.customer_address,
        b1 = box_("Tipo documento", "FATTURA"),
        b2 = box_("Numero", &escape(&p.number)),
        b3 = box_("Data", &it(p.date_ymd)),
        b4 = box_("Pagina", "1"),
        b5 = box_("Cod. cliente", &p.customer_number),
        b6 = box_("Partita IVA cliente", &buyer_vat),
        b7 = box_("Codice destinatario", "XXXXXXX"),
        b8 = box_("Valuta", cur),
        terms = days_between(p.date_ymd, p.due_ymd),
        due = it(p.due_ymd),
        ck = 10 + seed % 89,
        abi = seed * 7 % 100_000,
        acc = seed * 7_919 % 1_000_000_000_000,
        subtotal = number(subtotal),
        tax = number(p.tax_cents),
        total = number(total),
        payable = number(payable),
    );
    page("A4", "Liberation Sans", &css, &body)
}

// Held out: a thirty-second round of seven (round 35), invoices that
// businesses in the US and the UK send, each printed the way its kind of
// business prints it, written without looking at the extractor or at how it
// fares on any family above.

/// The day before the same day `months` months after (year, month, day): the
/// last day of a term that starts on that day.
fn term_end((year, month, day): (i32, u32, u32), months: u32) -> (i32, u32, u32) {
    let months_from_zero = year * 12 + month as i32 - 1 + months as i32;
    let later = (
        months_from_zero / 12,
        (months_from_zero % 12) as u32 + 1,
        day,
    );
    days_earlier(later, 1)
}

/// A US technology and equipment reseller's invoice from its quoting and
/// order-management system: the reseller's name with its partner line at
/// the left and "INVOICE" over a small ruled table of "Invoice # / Invoice
/// Date / Page" at the right; three boxes "Bill To / Ship To / End User"
/// (the end user with a named contact); a ruled strip of labels over values
/// ("Customer PO # / Quote # / Sales Order # / Account # / Terms / Due Date
/// / Account Manager") whose quote and order numbers look like invoice
/// numbers; the items as "Ln / Mfr Part # / Description / Qty / Unit Price /
/// Ext. Price" with a grey line under each description (the coverage term of
/// a licence, contract or service, or the ship date and tracking number of
/// goods); "Remit To" with the ACH details at the left beside "Subtotal /
/// Freight / Sales Tax / Total Due"; the return policy in small print and
/// the page count at every foot.
pub fn var_reseller(p: &Printed) -> String {
    const CONTACTS: [(&str, &str); 4] = [
        ("Dana Whitfield", "IT Operations"),
        ("Marcus Lee", "Facilities"),
        ("Priya Raman", "Procurement"),
        ("Tom Kowalski", "Office Services"),
    ];
    const MANAGERS: [&str; 3] = ["Kelly Brandt", "Jorge Ortiz", "Amy Nakamura"];
    let seed = account_seed(p);
    let index = usize::try_from(seed).unwrap_or(0);
    let initech = p.vendor.contains("Initech");
    let (partner, colour) = if initech {
        (
            "Technology solutions provider \u{00B7} Authorized reseller and service partner",
            "#0b5394",
        )
    } else {
        (
            "Commercial coffee equipment, supplies and service \u{00B7} Authorized dealer",
            "#6b3e26",
        )
    };
    let digits = account_digits(p);
    let quote = format!("Q{}-{}", p.date_ymd.0 % 100, &digits[4..9]);
    let order = format!("SO{}", &digits[9..16]);
    let (contact, department) = CONTACTS[index % CONTACTS.len()];
    let contact_mail = format!(
        "{}.{}@{}.com",
        contact.split(' ').next().unwrap_or(contact).to_lowercase(),
        contact.split(' ').nth(1).unwrap_or_default().to_lowercase(),
        p.customer
            .split(' ')
            .next()
            .unwrap_or(p.customer)
            .to_lowercase()
    );
    let manager = MANAGERS[index % MANAGERS.len()];
    let terms = days_between(p.date_ymd, p.due_ymd);
    let (street, town) = address_lines(p.customer_address);
    let routing = format!("{:09}", (seed * 6_131 + 125_000_024) % 1_000_000_000);
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!("\"{} \\00B7  Invoice {}\"", p.vendor, p.number),
            ),
            (
                "bottom-right",
                "\"Page \" counter(page) \" of \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9pt; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
        {footer}\n\
        .top {{ display: flex; justify-content: space-between; align-items: flex-start; }}\n\
        .name {{ font-size: 18pt; font-weight: bold; color: {colour}; }}\n\
        .partner {{ font-size: 8pt; color: #555; margin-top: 2px; }}\n\
        .addr {{ font-size: 8.5pt; line-height: 1.4; margin-top: 4px; }}\n\
        .doc h1 {{ margin: 0 0 4px; font-size: 22pt; text-align: right; letter-spacing: 1px; color: {colour}; }}\n\
        table.doc {{ margin-left: auto; }}\n\
        table.doc td {{ border: 1px solid #999; padding: 2px 8px; }}\n\
        table.doc td.k {{ background: #eee; font-weight: bold; font-size: 8pt; }}\n\
        .boxes {{ display: flex; gap: 8px; margin: 12px 0 8px; }}\n\
        .boxes > div {{ flex: 1; border: 1px solid #999; line-height: 1.35; }}\n\
        .boxes h4 {{ margin: 0; padding: 2px 6px; background: {colour}; color: #fff; font-size: 8pt; }}\n\
        .boxes p {{ margin: 4px 6px; }}\n\
        table.strip {{ width: 100%; margin-bottom: 10px; }}\n\
        table.strip th {{ border: 1px solid #999; background: #eee; font-size: 7.5pt; padding: 2px 4px; }}\n\
        table.strip td {{ border: 1px solid #999; text-align: center; padding: 3px 4px; }}\n\
        table.items {{ width: 100%; }}\n\
        table.items th {{ background: {colour}; color: #fff; font-size: 8pt; text-align: left; padding: 3px 5px; }}\n\
        table.items td {{ padding: 4px 5px; border-bottom: 1px solid #ccc; vertical-align: top; }}\n\
        table.items tr {{ break-inside: avoid; }}\n\
        .sub {{ display: block; color: #777; font-size: 7.5pt; margin-top: 1px; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .end {{ display: flex; justify-content: space-between; align-items: flex-start; margin-top: 12px; break-inside: avoid; }}\n\
        .remit {{ width: 50%; border: 1px solid #999; padding: 6px 8px; line-height: 1.4; font-size: 8.5pt; }}\n\
        table.sums td {{ padding: 3px 8px; }}\n\
        table.sums tr.due td {{ font-weight: bold; font-size: 11pt; border-top: 2px solid {colour}; }}\n\
        .policy {{ margin-top: 14px; font-size: 7.5pt; color: #555; line-height: 1.35; break-inside: avoid; }}"
    );
    let mut strip = Vec::new();
    if let Some(po) = &p.po {
        strip.push(("Customer PO #", escape(po)));
    }
    strip.extend([
        ("Quote #", quote.clone()),
        ("Sales Order #", order.clone()),
        ("Account #", p.customer_number.clone()),
        ("Terms", format!("Net {terms}")),
        ("Due Date", p.due.clone()),
        ("Account Manager", manager.to_string()),
    ]);
    let heads: String = strip.iter().map(|(k, _)| format!("<th>{k}</th>")).collect();
    let values: String = strip.iter().map(|(_, v)| format!("<td>{v}</td>")).collect();
    let (price_head, amount_head) = if p.bare {
        (
            format!("Unit Price ({})", p.currency),
            format!("Ext. Price ({})", p.currency),
        )
    } else {
        ("Unit Price".to_string(), "Ext. Price".to_string())
    };
    let items: String = p
        .lines
        .iter()
        .enumerate()
        .map(|(i, l)| {
            let lower = l.description.to_lowercase();
            let sub = if lower.contains("annual") {
                format!(
                    "Coverage: {} \u{2013} {}",
                    p.date_like(p.date_ymd),
                    p.date_like(term_end(p.date_ymd, 12))
                )
            } else if lower.contains("monthly") || lower.contains("maintenance") {
                format!(
                    "Service period: {} \u{2013} {}",
                    p.date_like(p.date_ymd),
                    p.date_like(term_end(p.date_ymd, 1))
                )
            } else if l.unit == "h" {
                format!(
                    "Professional services, delivered on site {}",
                    p.date_like(days_earlier(p.date_ymd, 2 + (i as u32 % 3)))
                )
            } else {
                format!(
                    "Shipped {} via UPS Ground \u{00B7} Tracking 1Z{}{:02}{}",
                    p.date_like(days_earlier(p.date_ymd, 1)),
                    &digits[2..8],
                    i + 1,
                    &digits[10..16]
                )
            };
            let (price, amount) = if p.bare {
                (l.unit_price.clone(), l.amount.clone())
            } else {
                (l.unit_price_money.clone(), l.amount_money.clone())
            };
            format!(
                "<tr><td>{}</td><td>{}</td><td>{}<span class=\"sub\">{}</span></td><td class=\"r\">{}</td>\
                 <td class=\"r\">{}</td><td class=\"r\">{}</td></tr>\n",
                i + 1,
                escape(&l.code),
                escape(&l.description),
                sub,
                l.quantity,
                price,
                amount
            )
        })
        .collect();
    let money = |bare: &str, with: &str| money_or_code(bare, with, p);
    let freight = if p.bare {
        "0.00".to_string()
    } else {
        p.money_like(0)
    };
    let body = format!(
        "<div class=\"top\"><div><div class=\"name\">{vendor}</div><div class=\"partner\">{partner}</div>\
         <div class=\"addr\">{street_v}<br>{city}<br>Main {phone} \u{00B7} billing@{domain}</div></div>\
         <div class=\"doc\"><h1>INVOICE</h1><table class=\"doc\"><tr><td class=\"k\">Invoice #</td><td>{number}</td></tr>\
         <tr><td class=\"k\">Invoice Date</td><td>{date}</td></tr>\
         <tr><td class=\"k\">Page</td><td>1</td></tr></table></div></div>\n\
         <div class=\"boxes\"><div><h4>Bill To</h4><p>{customer}<br>Attn: Accounts Payable<br>{street}<br>{town}</p></div>\
         <div><h4>Ship To</h4><p>{customer}<br>Receiving \u{2013} Dock 2<br>{street}<br>{town}</p></div>\
         <div><h4>End User</h4><p>{customer}<br>{contact}, {department}<br>{contact_mail}</p></div></div>\n\
         <table class=\"strip\"><tr>{heads}</tr><tr>{values}</tr></table>\n\
         <table class=\"items\"><thead><tr><th>Ln</th><th>Mfr Part #</th><th>Description</th><th class=\"r\">Qty</th>\
         <th class=\"r\">{price_head}</th><th class=\"r\">{amount_head}</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <div class=\"end\"><div class=\"remit\"><b>Remit To</b><br>{vendor}<br>Attn: Accounts Receivable<br>{street_v}<br>{city}<br>\
         ACH / wire: routing {routing}, account {account}<br>Please reference invoice {number} and sales order {order}.</div>\
         <table class=\"sums\"><tr><td>Subtotal</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Freight</td><td class=\"r\">{freight}</td></tr>\
         <tr><td>Sales Tax ({rate}%)</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"due\"><td>Total Due ({cur})</td><td class=\"r\">{total}</td></tr></table></div>\n\
         <div class=\"policy\">This invoice was created from quote {quote} and sales order {order}. Hardware may be returned \
         unopened within 30 days with a return authorization (RMA) number; software licenses, subscriptions and services are \
         non-refundable once delivered. Manufacturer warranties pass through to the end user. Past-due balances accrue 1.5% per \
         month. Questions: {manager}, {phone}.</div>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        domain = p.country_domain(),
        number = escape(&p.number),
        date = p.date,
        customer = p.customer,
        account = &digits[6..16],
        subtotal = money(&p.subtotal, &p.subtotal_money),
        rate = p.tax_rate,
        tax = money(&p.tax, &p.tax_money),
        total = money(&p.total, &p.total_money),
        cur = p.currency,
    );
    page("Letter", "Liberation Sans", &css, &body)
}

/// A UK distributor's invoice for an order its manufacturer delivered
/// straight to the customer, from the distributor's cloud ERP: the
/// distributor's name and trade at the left and "SALES INVOICE" with a
/// "Direct delivery" tag at the right; three columns "Invoice to /
/// Delivered to / Despatched from" (the manufacturer's warehouse); the
/// particulars in a grey panel as two columns of labels beside values
/// ("Invoice number / Tax point / Account / Your order ref." beside "Our
/// order / Order date / Manufacturer's despatch ref. / Payment due"); the
/// items as "Our code / Mfr code / Description / Qty / Unit price / Net /
/// VAT" grouped under one shaded row per consignment (carrier, tracking
/// number and who signed for it); "Goods / Carriage / VAT / Invoice total"
/// at the right beside the note on checking direct deliveries; the bank
/// details and the registration line with the page count at every foot.
pub fn drop_ship(p: &Printed) -> String {
    const SIGNERS: [&str; 5] = ["J PATEL", "M OWEN", "S CLARKE", "GOODS IN", "R HUSSAIN"];
    let seed = account_seed(p);
    let index = usize::try_from(seed).unwrap_or(0);
    let acme = p.vendor.contains("Acme");
    let (trade, maker, maker_street, maker_town, prefix, colour) = if acme {
        (
            "Power tools, accessories and site safety",
            "Kestrel Power Tools Ltd",
            "Halesfield 21",
            "Telford TF7 4NX",
            "KPT",
            "#1d4d7a",
        )
    } else {
        (
            "Laboratory consumables and protective wear",
            "Pennine Labware Ltd",
            "Dean Clough Mills",
            "Halifax HX3 5AX",
            "PLW",
            "#2f6f4f",
        )
    };
    let digits = account_digits(p);
    let our_order = format!("SO-{}", &digits[3..9]);
    let order_date = p.date_like(days_earlier(p.date_ymd, 4 + (seed % 5) as u32));
    let despatch_ref = format!("{prefix}/DN/{}", &digits[9..15]);
    let (sort_code, bank_account) = p.sort_code_and_account();
    let (street, town) = address_lines(p.customer_address);
    let consignments: Vec<std::ops::Range<usize>> = {
        let n = p.lines.len();
        let size = if n <= 3 { n } else { n.div_ceil(2).min(8) };
        (0..n)
            .step_by(size.max(1))
            .map(|s| s..(s + size.max(1)).min(n))
            .collect()
    };
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"{} \\00B7  Registered in England and Wales No. {:08} \\00B7  VAT No. {}\"",
                    p.vendor,
                    2_400_000 + seed * 61 % 7_000_000,
                    p.vat_id
                ),
            ),
            (
                "bottom-right",
                "\"Page \" counter(page) \" of \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9pt; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
        {footer}\n\
        .top {{ display: flex; justify-content: space-between; align-items: flex-start; }}\n\
        .name {{ font-size: 17pt; font-weight: bold; color: {colour}; }}\n\
        .trade {{ color: #555; }}\n\
        .doc {{ text-align: right; }}\n\
        .doc h1 {{ margin: 0; font-size: 17pt; }}\n\
        .tag {{ display: inline-block; margin-top: 4px; padding: 2px 8px; border-radius: 10px; background: #fde68a; color: #7c5200; font-weight: bold; font-size: 8pt; }}\n\
        .cols {{ display: flex; gap: 14px; margin: 14px 0 10px; }}\n\
        .cols > div {{ flex: 1; line-height: 1.4; }}\n\
        .cols h4 {{ margin: 0 0 2px; font-size: 8pt; color: {colour}; text-transform: uppercase; border-bottom: 1px solid {colour}; }}\n\
        .panel {{ display: flex; gap: 30px; background: #f1f3f5; padding: 6px 10px; margin-bottom: 12px; }}\n\
        .panel td {{ padding: 1px 12px 1px 0; }}\n\
        .panel td.k {{ color: #666; }}\n\
        table.items {{ width: 100%; }}\n\
        table.items th {{ text-align: left; font-size: 8pt; border-bottom: 2px solid {colour}; padding: 3px 4px; }}\n\
        table.items td {{ padding: 3px 4px; border-bottom: 1px solid #e2e2e2; }}\n\
        table.items tr.con td {{ background: #e8eef4; font-size: 8pt; color: #333; }}\n\
        table.items tr {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .end {{ display: flex; justify-content: space-between; gap: 20px; margin-top: 12px; break-inside: avoid; }}\n\
        .note {{ width: 55%; font-size: 8pt; line-height: 1.4; border-left: 3px solid #fbbf24; padding-left: 8px; }}\n\
        table.sums td {{ padding: 2px 8px; }}\n\
        table.sums tr.t td {{ font-weight: bold; font-size: 11pt; border-top: 1.5px solid #000; border-bottom: 3px double #000; }}\n\
        .bank {{ margin-top: 12px; font-size: 8.5pt; break-inside: avoid; }}"
    );
    let pairs = |pairs: &[(&str, String)]| -> String {
        let rows: String = pairs
            .iter()
            .map(|(k, v)| format!("<tr><td class=\"k\">{k}</td><td>{v}</td></tr>"))
            .collect();
        format!("<table>{rows}</table>")
    };
    let mut left = vec![
        ("Invoice number", format!("<b>{}</b>", escape(&p.number))),
        ("Tax point", p.date.clone()),
        ("Account", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        left.push(("Your order ref.", escape(po)));
    }
    let right = vec![
        ("Our order", our_order.clone()),
        ("Order date", order_date),
        ("Manufacturer's despatch ref.", despatch_ref.clone()),
        ("Payment due", p.due.clone()),
    ];
    let (price_head, net_head) = if p.bare {
        (
            format!("Unit price ({})", p.currency),
            format!("Net ({})", p.currency),
        )
    } else {
        ("Unit price".to_string(), "Net".to_string())
    };
    let mut items = String::new();
    for (c, range) in consignments.iter().enumerate() {
        let tracking = format!(
            "{}{}{}",
            15 + c,
            &digits[4..10],
            (seed * 7 + c as i64 * 31) % 10_000
        );
        let back = (consignments.len() - 1 - c).min(2);
        let delivered = p.date_like(days_earlier(p.date_ymd, 1 + back as u32));
        items.push_str(&format!(
            "<tr class=\"con\"><td colspan=\"7\">Consignment {} of {} \u{00B7} DPD Next Day \u{00B7} {tracking} \u{00B7} \
             delivered {delivered}, signed {}</td></tr>\n",
            c + 1,
            consignments.len(),
            SIGNERS[(index + c) % SIGNERS.len()]
        ));
        for i in range.clone() {
            let l = &p.lines[i];
            let mfr = format!("{prefix}{}{:02}", (seed + i as i64 * 17) % 900 + 100, i + 1);
            let (price, amount) = if p.bare {
                (l.unit_price.clone(), l.amount.clone())
            } else {
                (l.unit_price_money.clone(), l.amount_money.clone())
            };
            items.push_str(&format!(
                "<tr><td>{}</td><td>{mfr}</td><td>{}</td><td class=\"r\">{}</td><td class=\"r\">{price}</td>\
                 <td class=\"r\">{amount}</td><td class=\"r\">{}%</td></tr>\n",
                escape(&l.code),
                escape(&l.description),
                l.quantity,
                p.tax_rate
            ));
        }
    }
    let money = |bare: &str, with: &str| money_or_code(bare, with, p);
    let body = format!(
        "<div class=\"top\"><div><div class=\"name\">{vendor}</div><div class=\"trade\">{trade}</div>\
         <div class=\"trade\">{street_v}, {city} \u{00B7} {phone} \u{00B7} sales@{domain}</div></div>\
         <div class=\"doc\"><h1>SALES INVOICE</h1><span class=\"tag\">Direct delivery</span></div></div>\n\
         <div class=\"cols\"><div><h4>Invoice to</h4>{customer}<br>Accounts Payable<br>{street}<br>{town}</div>\
         <div><h4>Delivered to</h4>{customer}<br>Goods In<br>{street}<br>{town}</div>\
         <div><h4>Despatched from</h4>{maker}<br>(on behalf of {vendor})<br>{maker_street}<br>{maker_town}</div></div>\n\
         <div class=\"panel\">{left}{right}</div>\n\
         <table class=\"items\"><thead><tr><th>Our code</th><th>Mfr code</th><th>Description</th><th class=\"r\">Qty</th>\
         <th class=\"r\">{price_head}</th><th class=\"r\">{net_head}</th><th class=\"r\">VAT</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <div class=\"end\"><div class=\"note\"><b>Direct delivery.</b> These goods were delivered to you direct from {maker} \
         on our behalf, with the manufacturer's delivery note {despatch_ref}, which shows no prices. Please check the goods \
         against it and tell us of any shortage or damage within 48 hours of delivery; claims made to the carrier or the \
         manufacturer cannot be accepted. All correspondence to {vendor}, quoting our order {our_order}.</div>\
         <table class=\"sums\"><tr><td>Goods</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Carriage (direct)</td><td class=\"r\">Free</td></tr>\
         <tr><td>VAT @ {rate}%</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"t\"><td>Invoice total</td><td class=\"r\">{total}</td></tr></table></div>\n\
         <div class=\"bank\">Please pay by {due} by BACS to {vendor}, sort code {sort_code}, account {bank_account}, quoting \
         {number}. Prices in pounds sterling ({cur}). Title to the goods passes to you only when this invoice is paid in full.</div>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        domain = p.country_domain(),
        customer = p.customer,
        left = pairs(&left),
        right = pairs(&right),
        subtotal = money(&p.subtotal, &p.subtotal_money),
        rate = p.tax_rate,
        tax = money(&p.tax, &p.tax_money),
        total = money(&p.total, &p.total_money),
        due = p.due,
        number = escape(&p.number),
        cur = p.currency,
    );
    page("A4", "Liberation Sans", &css, &body)
}

/// A US route-sales distributor's delivery invoice, made on the driver's
/// tablet at the customer's door and e-mailed as a PDF from the route
/// app: the company's name centred over its address with "DELIVERY
/// INVOICE" beneath and a line of route particulars ("Route / Stop / Driver
/// / Truck"); two columns of labels with their values flush right
/// ("Invoice # / Date / Time / Customer #" beside "Customer PO / Terms /
/// Due date / Payment"); the customer as "Deliver to"; the items as "Item #
/// / Description / Qty / Price / Amount" in banded rows, then a count of
/// lines and a "Returns / credits: none" row; "Subtotal / Sales tax /
/// Invoice total / Paid at delivery / Balance due" at the right beside the
/// signature captured on the tablet with the signer's printed name and the
/// time; the app's line and the page count at every foot.
pub fn route_sales_tablet(p: &Printed) -> String {
    const SIGNERS: [&str; 5] = [
        "Alicia Moreno",
        "Ben Carter",
        "Grace Liu",
        "Derek Howell",
        "Nina Patel",
    ];
    const DRIVERS: [&str; 4] = ["M. Reyes", "J. Sullivan", "K. Osei", "T. Nguyen"];
    let seed = account_seed(p);
    let index = usize::try_from(seed).unwrap_or(0);
    let route = 10 + seed % 30;
    let stop = 1 + seed % 18;
    let truck = 100 + seed % 60;
    let hour = 7 + seed % 9;
    let minute = seed * 7 % 60;
    let time = if hour < 12 {
        format!("{hour}:{minute:02} AM")
    } else if hour == 12 {
        format!("12:{minute:02} PM")
    } else {
        format!("{}:{minute:02} PM", hour - 12)
    };
    let signer = SIGNERS[index % SIGNERS.len()];
    let driver = DRIVERS[index % DRIVERS.len()];
    let terms = days_between(p.date_ymd, p.due_ymd);
    let (street, town) = address_lines(p.customer_address);
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"Sent from RouteDesk Mobile \\00B7  {} \\00B7  Invoice {}\"",
                    p.vendor, p.number
                ),
            ),
            (
                "bottom-right",
                "\"Page \" counter(page) \" of \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 10pt; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
        {footer}\n\
        .head {{ text-align: center; border-bottom: 2px solid #000; padding-bottom: 6px; }}\n\
        .head .name {{ font-size: 16pt; font-weight: bold; }}\n\
        .head .doc {{ font-size: 13pt; font-weight: bold; margin-top: 6px; letter-spacing: 1px; }}\n\
        .head .route {{ font-size: 9pt; color: #444; margin-top: 2px; }}\n\
        .kv {{ display: flex; gap: 40px; margin: 10px 0; }}\n\
        .kv table {{ flex: 1; }}\n\
        .kv td {{ padding: 2px 0; border-bottom: 1px dotted #bbb; }}\n\
        .kv td.v {{ text-align: right; font-weight: bold; }}\n\
        .to {{ margin-bottom: 10px; line-height: 1.35; }}\n\
        .to b {{ display: block; font-size: 8.5pt; color: #666; }}\n\
        table.items {{ width: 100%; }}\n\
        table.items th {{ background: #333; color: #fff; text-align: left; padding: 4px; font-size: 9pt; }}\n\
        table.items td {{ padding: 4px; }}\n\
        table.items tbody tr:nth-child(even) td {{ background: #f0f0f0; }}\n\
        table.items tr {{ break-inside: avoid; }}\n\
        table.items tr.note td {{ background: #fff !important; color: #555; font-size: 9pt; border-top: 1px solid #999; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .end {{ display: flex; justify-content: space-between; align-items: flex-start; margin-top: 12px; break-inside: avoid; }}\n\
        .sig {{ width: 48%; }}\n\
        .sig .pad {{ border: 1px solid #999; height: 54px; font-family: \"DejaVu Serif\"; font-style: italic; font-size: 20pt; padding: 4px 12px; color: #1a3d8f; }}\n\
        .sig .cap {{ font-size: 8.5pt; color: #444; margin-top: 3px; }}\n\
        table.sums td {{ padding: 2px 6px; }}\n\
        table.sums tr.t td {{ font-weight: bold; border-top: 1px solid #000; }}\n\
        table.sums tr.bal td {{ font-weight: bold; font-size: 12pt; background: #e5e5e5; }}\n\
        .terms {{ margin-top: 14px; font-size: 8pt; color: #444; break-inside: avoid; }}"
    );
    let table = |pairs: &[(&str, String)]| -> String {
        let rows: String = pairs
            .iter()
            .map(|(k, v)| format!("<tr><td>{k}</td><td class=\"v\">{v}</td></tr>"))
            .collect();
        format!("<table>{rows}</table>")
    };
    let left = vec![
        ("Invoice #", escape(&p.number)),
        ("Date", p.date.clone()),
        ("Time", time.clone()),
        ("Customer #", p.customer_number.clone()),
    ];
    let mut right = Vec::new();
    if let Some(po) = &p.po {
        right.push(("Customer PO", escape(po)));
    }
    right.extend([
        ("Terms", format!("Net {terms}")),
        ("Due date", p.due.clone()),
        ("Payment", "On account".to_string()),
    ]);
    let items = rows(p, |i| {
        let l = &p.lines[i];
        let (price, amount) = if p.bare {
            (l.unit_price.clone(), l.amount.clone())
        } else {
            (l.unit_price_money.clone(), l.amount_money.clone())
        };
        vec![
            (l.code.clone(), ""),
            (l.description.clone(), ""),
            (l.quantity.clone(), "r"),
            (price, "r"),
            (amount, "r"),
        ]
    });
    let (price_head, amount_head) = if p.bare {
        (
            format!("Price ({})", p.currency),
            format!("Amount ({})", p.currency),
        )
    } else {
        ("Price".to_string(), "Amount".to_string())
    };
    let money = |bare: &str, with: &str| money_or_code(bare, with, p);
    let zero = if p.bare {
        format!("0.00 {}", p.currency)
    } else {
        p.money_like(0)
    };
    let body = format!(
        "<div class=\"head\"><div class=\"name\">{vendor}</div><div>{street_v}, {city} \u{00B7} {phone}</div>\
         <div class=\"doc\">DELIVERY INVOICE</div>\
         <div class=\"route\">Route {route} \u{00B7} Stop {stop} \u{00B7} Driver {driver} \u{00B7} Truck {truck}</div></div>\n\
         <div class=\"kv\">{left}{right}</div>\n\
         <div class=\"to\"><b>Deliver to</b>{customer}<br>{street}<br>{town}</div>\n\
         <table class=\"items\"><thead><tr><th>Item #</th><th>Description</th><th class=\"r\">Qty</th>\
         <th class=\"r\">{price_head}</th><th class=\"r\">{amount_head}</th></tr></thead><tbody>\n{items}\
         <tr class=\"note\"><td colspan=\"5\">{count} line(s) delivered \u{00B7} Returns / credits: none</td></tr></tbody></table>\n\
         <div class=\"end\"><div class=\"sig\"><div class=\"pad\">{signer}</div>\
         <div class=\"cap\">Received in good condition by {signer} \u{00B7} signed on device {date} {time}</div></div>\
         <table class=\"sums\"><tr><td>Subtotal</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Sales tax {rate}%</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"t\"><td>Invoice total</td><td class=\"r\">{total}</td></tr>\
         <tr><td>Paid at delivery</td><td class=\"r\">{zero}</td></tr>\
         <tr class=\"bal\"><td>Balance due</td><td class=\"r\">{total}</td></tr></table></div>\n\
         <div class=\"terms\">Charged to your account, due {due}. Shortages and damage must be noted before signing; \
         product may not be returned after the driver leaves. Thank you for your business! Questions: {phone}.</div>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        left = table(&left),
        right = table(&right),
        customer = p.customer,
        count = p.lines.len(),
        date = p.date,
        subtotal = money(&p.subtotal, &p.subtotal_money),
        rate = p.tax_rate,
        tax = money(&p.tax, &p.tax_money),
        total = money(&p.total, &p.total_money),
        due = p.due,
    );
    page("Letter", "Liberation Sans", &css, &body)
}

/// A US staffing agency's weekly invoice from its front-office and payroll
/// system, built from the timesheets the client approved: the agency's
/// name with its branch at the left and "INVOICE" over a ruled box of
/// "Invoice No. / Invoice Date / Week Ending / Terms / Due Date" at the
/// right; "Bill To", "Worksite" and "Assignment" (job order, the client's
/// PO, the approver) side by side; one row per timesheet or client charge
/// as "Timesheet / Associate / Position or Charge / Pay Type / Hours-Qty /
/// Bill Rate / Amount", a total of hours beneath; "Subtotal / Sales Tax /
/// Invoice Total / Amount Due" at the right; the remittance and the
/// agency's conditions (timesheet disputes, conversion fee) at the foot.
pub fn staffing_timesheet(p: &Printed) -> String {
    const ASSOCIATES: [&str; 8] = [
        "Rivera, Ana M.",
        "Brooks, Tyler J.",
        "Nguyen, Linh T.",
        "Okafor, Chidi",
        "Hansen, Erik R.",
        "Patel, Riya",
        "Coleman, Dana L.",
        "Soto, Marco A.",
    ];
    const APPROVERS: [&str; 4] = ["K. Whitfield", "R. Delgado", "S. Park", "J. Morrow"];
    let seed = account_seed(p);
    let index = usize::try_from(seed).unwrap_or(0);
    let seattle = p.city.contains("Seattle");
    let branch = if seattle {
        "Seattle Branch 012"
    } else {
        "Austin Branch 031"
    };
    let week_ending_ymd = days_earlier(p.date_ymd, 1 + (seed % 5) as u32);
    let week_ending = p.date_like(week_ending_ymd);
    let approved = p.date_like(days_earlier(p.date_ymd, (seed % 2) as u32));
    let approver = APPROVERS[index % APPROVERS.len()];
    let job_order = format!("JO-{}", 40_000 + seed % 9_000);
    let terms = days_between(p.date_ymd, p.due_ymd);
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"{} \\00B7  Invoice {} \\00B7  Week ending {}\"",
                    p.vendor, p.number, week_ending
                ),
            ),
            (
                "bottom-right",
                "\"Page \" counter(page) \" of \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9pt; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
        {footer}\n\
        .top {{ display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 3px solid #0f5c6e; padding-bottom: 8px; }}\n\
        .name {{ font-size: 18pt; font-weight: bold; color: #0f5c6e; }}\n\
        .sub {{ color: #444; line-height: 1.35; }}\n\
        .doc h1 {{ margin: 0 0 4px; font-size: 20pt; letter-spacing: 3px; text-align: right; color: #0f5c6e; }}\n\
        table.meta td {{ border: 1px solid #9bb7bf; padding: 2px 8px; }}\n\
        table.meta td.k {{ background: #e6f0f2; font-weight: bold; font-size: 8pt; }}\n\
        .three {{ display: flex; gap: 12px; margin: 12px 0; }}\n\
        .three > div {{ flex: 1; border: 1px solid #c9d6da; padding: 6px 8px; line-height: 1.4; }}\n\
        .three h4 {{ margin: 0 0 3px; font-size: 8pt; text-transform: uppercase; color: #0f5c6e; }}\n\
        .three td {{ padding: 0 8px 0 0; }}\n\
        .three td.k {{ color: #555; }}\n\
        .approved {{ font-size: 8.5pt; color: #333; margin-bottom: 6px; }}\n\
        table.items {{ width: 100%; }}\n\
        table.items th {{ background: #0f5c6e; color: #fff; text-align: left; font-size: 8pt; padding: 4px; }}\n\
        table.items td {{ padding: 3px 4px; border-bottom: 1px solid #dde5e7; }}\n\
        table.items tr {{ break-inside: avoid; }}\n\
        table.items tr.hrs td {{ font-weight: bold; border-top: 1.5px solid #0f5c6e; border-bottom: none; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .end {{ display: flex; justify-content: space-between; gap: 24px; margin-top: 12px; break-inside: avoid; }}\n\
        .remit {{ width: 52%; font-size: 8.5pt; line-height: 1.4; border: 1px dashed #888; padding: 6px 8px; }}\n\
        table.sums td {{ padding: 2px 8px; }}\n\
        table.sums tr.due td {{ font-weight: bold; font-size: 11pt; background: #e6f0f2; border-top: 2px solid #0f5c6e; }}\n\
        .terms {{ margin-top: 12px; font-size: 7.5pt; color: #555; line-height: 1.35; break-inside: avoid; }}"
    );
    let mut meta = vec![
        ("Invoice No.", escape(&p.number)),
        ("Invoice Date", p.date.clone()),
        ("Week Ending", week_ending.clone()),
        ("Terms", format!("Net {terms}")),
        ("Due Date", p.due.clone()),
    ];
    meta.insert(1, ("Customer No.", p.customer_number.clone()));
    let meta: String = meta
        .iter()
        .map(|(k, v)| format!("<tr><td class=\"k\">{k}</td><td>{v}</td></tr>"))
        .collect();
    let assignment = [
        ("Job order", job_order.clone()),
        (
            "Client PO #",
            p.po.as_deref().map_or("N/A".to_string(), escape),
        ),
        ("Approved by", approver.to_string()),
        ("Shift", "1st (07:00\u{2013}15:30)".to_string()),
    ]
    .iter()
    .map(|(k, v)| format!("<tr><td class=\"k\">{k}</td><td>{v}</td></tr>"))
    .collect::<String>();
    let (street, town) = address_lines(p.customer_address);
    let mut hours = 0;
    let mut people = Vec::new();
    let mut items = String::new();
    for (i, l) in p.lines.iter().enumerate() {
        let hourly = l.unit == "h";
        let (who, kind) = if hourly {
            let who = ASSOCIATES[(index + i * 3) % ASSOCIATES.len()];
            if !people.contains(&who) {
                people.push(who);
            }
            hours += super::printed::hundredths_in(&l.quantity);
            (who, "REG")
        } else {
            ("Client charge", "MISC")
        };
        let (rate, amount) = if p.bare {
            (l.unit_price.clone(), l.amount.clone())
        } else {
            (l.unit_price_money.clone(), l.amount_money.clone())
        };
        items.push_str(&format!(
            "<tr><td>TS{:07}</td><td>{who}</td><td>{}</td><td>{kind}</td><td class=\"r\">{}</td>\
             <td class=\"r\">{rate}</td><td class=\"r\">{amount}</td></tr>\n",
            (seed * 131 + i as i64 * 7_919) % 9_000_000 + 1_000_000,
            escape(&l.description),
            l.quantity,
        ));
    }
    let hours_row = if people.is_empty() {
        String::new()
    } else {
        format!(
            "<tr class=\"hrs\"><td colspan=\"4\">Total regular hours \u{00B7} {} associate(s)</td>\
             <td class=\"r\">{}</td><td></td><td></td></tr>\n",
            people.len(),
            super::printed::quantity_with(hours, ".")
        )
    };
    let (rate_head, amount_head) = if p.bare {
        (
            format!("Bill Rate ({})", p.currency),
            format!("Amount ({})", p.currency),
        )
    } else {
        ("Bill Rate".to_string(), "Amount".to_string())
    };
    let money = |bare: &str, with: &str| money_or_code(bare, with, p);
    let remit_box = if seattle {
        "PO Box 34118, Seattle, WA 98124"
    } else {
        "PO Box 201877, Austin, TX 78720"
    };
    let body = format!(
        "<div class=\"top\"><div><div class=\"name\">{vendor}</div>\
         <div class=\"sub\">Staffing Services \u{00B7} {branch}<br>{street_v}, {city}<br>{phone} \u{00B7} timesheets@{domain}</div></div>\
         <div class=\"doc\"><h1>INVOICE</h1><table class=\"meta\">{meta}</table></div></div>\n\
         <div class=\"three\"><div><h4>Bill To</h4>{customer}<br>Attn: Accounts Payable<br>{street}<br>{town}</div>\
         <div><h4>Worksite</h4>{customer}<br>Warehouse &amp; Operations<br>{street}<br>{town}</div>\
         <div><h4>Assignment</h4><table>{assignment}</table></div></div>\n\
         <div class=\"approved\">Hours below were approved in the client portal by {approver} on {approved}. \
         REG = regular hours billed at the bill rate; MISC = client charges billed at cost as agreed.</div>\n\
         <table class=\"items\"><thead><tr><th>Timesheet</th><th>Associate</th><th>Position / Charge</th><th>Pay Type</th>\
         <th class=\"r\">Hours / Qty</th><th class=\"r\">{rate_head}</th><th class=\"r\">{amount_head}</th></tr></thead><tbody>\n\
         {items}{hours_row}</tbody></table>\n\
         <div class=\"end\"><div class=\"remit\"><b>Remit to:</b> {vendor}, {remit_box}<br>\
         Please reference invoice {number} and customer no. {customer_number} with your payment. \
         ACH and wire details on request from ar@{domain}. All amounts in {cur}.</div>\
         <table class=\"sums\"><tr><td>Subtotal</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Sales Tax ({rate}%)</td><td class=\"r\">{tax}</td></tr>\
         <tr><td>Invoice Total</td><td class=\"r\">{total}</td></tr>\
         <tr class=\"due\"><td>Amount Due</td><td class=\"r\">{total}</td></tr></table></div>\n\
         <div class=\"terms\">Payment due by {due}. Any question about hours billed must be raised within five business days of \
         the invoice date; after that the approved timesheets are final. Associates are employees of {vendor}; hiring an \
         associate directly within 520 hours of assignment is subject to the conversion fee in your service agreement. \
         Past-due balances accrue a late charge of 1.5% per month.</div>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        domain = p.country_domain(),
        customer = p.customer,
        number = escape(&p.number),
        customer_number = p.customer_number,
        cur = p.currency,
        subtotal = money(&p.subtotal, &p.subtotal_money),
        rate = p.tax_rate,
        tax = money(&p.tax, &p.tax_money),
        total = money(&p.total, &p.total_money),
        due = p.due,
    );
    page("letter", "Liberation Sans", &css, &body)
}

/// A US promotional-products distributor's invoice from its order
/// management system: the distributor's name with its trade line and ASI
/// number at the left and "INVOICE" over "Invoice # / Invoice Date /
/// Sales Order / Customer PO / Sales Rep / Terms / Due Date" at the right;
/// "Bill To" and "Ship To" beside a box of the order's shipping facts
/// (in-hands date, ship date, ship via, tracking); each item a row of
/// "Item # / Description / Color / Qty / Unit Price / Extended" with the
/// decoration beneath it in small italics (method, imprint colour,
/// location, the proof and when it was approved); "Merchandise /
/// Setup & decoration / Freight / Sales Tax / Invoice Total / Balance Due"
/// at the right and the industry's over-and-under-run clause at the foot.
pub fn promo_products(p: &Printed) -> String {
    const METHODS: [&str; 5] = [
        "Screen print, 1 color",
        "Pad print, 1 color",
        "Laser engraved",
        "Full-color digital transfer",
        "Deboss, no color",
    ];
    const INKS: [&str; 4] = ["PMS 2945 C", "PMS 186 C", "Black", "PMS 7741 C"];
    const PLACES: [&str; 4] = ["Front center", "Side panel", "Cover, lower right", "Top"];
    const COLORS: [&str; 5] = ["White", "Black", "Navy", "Red", "Natural"];
    const REPS: [&str; 4] = ["Jen Alvarez", "Mike Dorsey", "Priya Shah", "Tom Becker"];
    let seed = account_seed(p);
    let index = usize::try_from(seed).unwrap_or(0);
    let digits = account_digits(p);
    let sales_order = format!("SO{}", &digits[2..8]);
    let asi = format!("ASI/{}", &digits[8..14]);
    let in_hands = p.date_like(days_earlier(p.date_ymd, 1 + (seed % 3) as u32));
    let shipped = p.date_like(days_earlier(p.date_ymd, 4 + (seed % 3) as u32));
    let proofed = p.date_like(days_earlier(p.date_ymd, 12 + (seed % 6) as u32));
    let tracking = format!("1Z{}03{}", &digits[4..10], &digits[10..18]);
    let terms = days_between(p.date_ymd, p.due_ymd);
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!("\"{} \\00B7  {}\"", p.vendor, p.number),
            ),
            (
                "bottom-right",
                "\"Page \" counter(page) \" of \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9pt; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
        {footer}\n\
        .top {{ display: flex; justify-content: space-between; align-items: flex-start; }}\n\
        .name {{ font-size: 19pt; font-weight: bold; color: #b0302f; }}\n\
        .sub {{ color: #444; line-height: 1.35; }}\n\
        .doc {{ text-align: right; }}\n\
        .doc h1 {{ margin: 0 0 4px; font-size: 22pt; font-weight: 300; color: #333; }}\n\
        .doc td {{ padding: 1px 0 1px 14px; text-align: right; }}\n\
        .doc td.k {{ color: #777; }}\n\
        .parties {{ display: flex; gap: 12px; margin: 14px 0 12px; }}\n\
        .parties > div {{ flex: 1; line-height: 1.4; }}\n\
        .parties h4 {{ margin: 0 0 3px; font-size: 8pt; color: #b0302f; text-transform: uppercase; letter-spacing: 1px; }}\n\
        .ship {{ background: #f6f1ea; padding: 6px 8px; }}\n\
        .ship td {{ padding: 0 8px 0 0; }}\n\
        table.items {{ width: 100%; }}\n\
        table.items th {{ text-align: left; font-size: 8pt; border-top: 2px solid #333; border-bottom: 1px solid #333; padding: 4px; }}\n\
        table.items td {{ padding: 4px 4px 0; }}\n\
        table.items tr.deco td {{ padding: 0 4px 5px; font-size: 7.5pt; font-style: italic; color: #666; border-bottom: 1px solid #ddd; }}\n\
        table.items tbody {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .end {{ display: flex; justify-content: space-between; gap: 24px; margin-top: 12px; break-inside: avoid; }}\n\
        .note {{ width: 55%; font-size: 8pt; line-height: 1.4; color: #444; }}\n\
        table.sums td {{ padding: 2px 8px; }}\n\
        table.sums tr.t td {{ font-weight: bold; border-top: 1px solid #333; }}\n\
        table.sums tr.due td {{ font-weight: bold; font-size: 11pt; color: #fff; background: #b0302f; }}"
    );
    let mut meta = vec![
        ("Invoice #", format!("<b>{}</b>", escape(&p.number))),
        ("Invoice Date", p.date.clone()),
        ("Sales Order", sales_order.clone()),
    ];
    if let Some(po) = &p.po {
        meta.push(("Customer PO", escape(po)));
    }
    meta.extend([
        ("Sales Rep", REPS[index % REPS.len()].to_string()),
        ("Terms", format!("Net {terms}")),
        ("Due Date", p.due.clone()),
    ]);
    let meta: String = meta
        .iter()
        .map(|(k, v)| format!("<tr><td class=\"k\">{k}</td><td>{v}</td></tr>"))
        .collect();
    let ship: String = [
        ("In-hands date", in_hands),
        ("Ship date", shipped),
        ("Ship via", "UPS Ground".to_string()),
        ("Tracking", tracking),
    ]
    .iter()
    .map(|(k, v)| format!("<tr><td>{k}</td><td>{v}</td></tr>"))
    .collect();
    let (street, town) = address_lines(p.customer_address);
    let mut items = String::new();
    for (i, l) in p.lines.iter().enumerate() {
        let (price, amount) = if p.bare {
            (l.unit_price.clone(), l.amount.clone())
        } else {
            (l.unit_price_money.clone(), l.amount_money.clone())
        };
        let k = index + i;
        items.push_str(&format!(
            "<tbody><tr><td>{}-{:03}</td><td>{}</td><td>{}</td><td class=\"r\">{}</td>\
             <td class=\"r\">{price}</td><td class=\"r\">{amount}</td></tr>\n\
             <tr class=\"deco\"><td></td><td colspan=\"5\">Decoration: {} \u{00B7} Imprint color: {} \u{00B7} \
             Location: {} \u{00B7} Proof P{}-{} approved {proofed}</td></tr></tbody>\n",
            &digits[12..15],
            (seed + i as i64 * 37) % 1000,
            escape(&l.description),
            COLORS[k % COLORS.len()],
            l.quantity,
            METHODS[k % METHODS.len()],
            INKS[(k / 2) % INKS.len()],
            PLACES[k % PLACES.len()],
            &digits[2..8],
            i + 1,
        ));
    }
    let (price_head, amount_head) = if p.bare {
        (
            format!("Unit Price ({})", p.currency),
            format!("Extended ({})", p.currency),
        )
    } else {
        ("Unit Price".to_string(), "Extended".to_string())
    };
    let money = |bare: &str, with: &str| money_or_code(bare, with, p);
    let body = format!(
        "<div class=\"top\"><div><div class=\"name\">{vendor}</div>\
         <div class=\"sub\">Promotional Products \u{00B7} Branded Apparel \u{00B7} Corporate Gifts<br>\
         {street_v}, {city} \u{00B7} {phone}<br>orders@{domain} \u{00B7} {asi}</div></div>\
         <div class=\"doc\"><h1>INVOICE</h1><table>{meta}</table></div></div>\n\
         <div class=\"parties\"><div><h4>Bill To</h4>{customer}<br>Attn: Accounts Payable<br>{street}<br>{town}</div>\
         <div><h4>Ship To</h4>{customer}<br>Attn: Marketing Dept.<br>{street}<br>{town}</div>\
         <div class=\"ship\"><h4>Shipping</h4><table>{ship}</table></div></div>\n\
         <table class=\"items\"><thead><tr><th>Item #</th><th>Description</th><th>Color</th><th class=\"r\">Qty</th>\
         <th class=\"r\">{price_head}</th><th class=\"r\">{amount_head}</th></tr></thead>\n{items}</table>\n\
         <div class=\"end\"><div class=\"note\"><b>Please note:</b> decorated goods are produced to your approved proof and \
         are not returnable. Industry practice allows an overrun or underrun of up to 5%; you are billed for the quantity \
         shipped. Report any shortage or damage within 5 days of delivery. Pay online at {domain}/pay or by check to \
         {vendor}, quoting invoice {number}. Amounts in {cur}.</div>\
         <table class=\"sums\"><tr><td>Merchandise</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Setup &amp; decoration</td><td class=\"r\">Included</td></tr>\
         <tr><td>Freight</td><td class=\"r\">Included</td></tr>\
         <tr><td>Sales Tax ({rate}%)</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"t\"><td>Invoice Total</td><td class=\"r\">{total}</td></tr>\
         <tr class=\"due\"><td>Balance Due</td><td class=\"r\">{total}</td></tr></table></div>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        domain = p.country_domain(),
        customer = p.customer,
        number = escape(&p.number),
        cur = p.currency,
        subtotal = money(&p.subtotal, &p.subtotal_money),
        rate = p.tax_rate,
        tax = money(&p.tax, &p.tax_money),
        total = money(&p.total, &p.total_money),
    );
    page("letter", "Liberation Sans", &css, &body)
}

/// A UK catalogue distributor's VAT invoice for a trade-account order
/// placed on its website, from its order system: the distributor's name
/// with "Trade catalogue \u{00B7} next-day delivery" at the left and "VAT
/// INVOICE" at the right, a strip of labels over values ("Invoice No. /
/// Invoice Date (Tax Point) / Account No. / Web Order No. / Your Order Ref.
/// / Ordered By / Despatched"), invoice and delivery addresses, items as
/// "Stock No. / Cat. Page / Description / Qty / Pack / Unit Price / Net /
/// VAT" with the catalogue's stock numbers, the consignment line under the
/// table, "Goods (net) / Carriage / VAT / Invoice Total" at the right and
/// the returns and payment details at the foot.
pub fn catalogue_distributor(p: &Printed) -> String {
    const BUYERS: [&str; 5] = [
        "S. Hughes",
        "D. Kaur",
        "L. Bennett",
        "A. Morris",
        "P. Walsh",
    ];
    let seed = account_seed(p);
    let index = usize::try_from(seed).unwrap_or(0);
    let digits = account_digits(p);
    let web_order = format!("W{}", &digits[3..11]);
    let despatched = p.date.clone();
    let ordered = p.date_like(days_earlier(p.date_ymd, 1));
    let (sort_code, bank_account) = p.sort_code_and_account();
    let (street, town) = address_lines(p.customer_address);
    let parcels = 1 + p.lines.len() / 4;
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"{} \\00B7  Registered in England No. {:08} \\00B7  VAT Reg. No. {}\"",
                    p.vendor,
                    3_100_000 + seed * 53 % 6_000_000,
                    p.vat_id
                ),
            ),
            (
                "bottom-right",
                format!(
                    "\"{}  \\00B7  Page \" counter(page) \" of \" counter(pages)",
                    p.number
                ),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9pt; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}\n\
        {footer}\n\
        .top {{ display: flex; justify-content: space-between; align-items: flex-end; background: #ffcc00; padding: 8px 10px; }}\n\
        .name {{ font-size: 18pt; font-weight: bold; color: #111; }}\n\
        .tag {{ font-size: 8.5pt; color: #111; }}\n\
        .doc {{ font-size: 16pt; font-weight: bold; color: #111; }}\n\
        .contact {{ font-size: 8pt; color: #444; margin: 4px 0 10px; }}\n\
        table.strip {{ width: 100%; margin-bottom: 10px; }}\n\
        table.strip th {{ font-size: 7pt; text-transform: uppercase; color: #555; text-align: left; font-weight: normal; border-bottom: 1px solid #999; padding: 2px 4px; }}\n\
        table.strip td {{ font-weight: bold; padding: 3px 4px; }}\n\
        .addr {{ display: flex; gap: 30px; margin-bottom: 12px; }}\n\
        .addr > div {{ line-height: 1.4; }}\n\
        .addr h4 {{ margin: 0 0 2px; font-size: 8pt; color: #555; }}\n\
        table.items {{ width: 100%; }}\n\
        table.items th {{ background: #222; color: #fff; font-size: 8pt; text-align: left; padding: 4px; }}\n\
        table.items td {{ padding: 3px 4px; border-bottom: 1px solid #e3e3e3; }}\n\
        table.items tr:nth-child(even) td {{ background: #fafafa; }}\n\
        table.items tr {{ break-inside: avoid; }}\n\
        .r {{ text-align: right !important; white-space: nowrap; }}\n\
        .consign {{ font-size: 8pt; color: #333; margin-top: 6px; }}\n\
        .end {{ display: flex; justify-content: space-between; gap: 24px; margin-top: 10px; break-inside: avoid; }}\n\
        .pay {{ width: 55%; font-size: 8pt; line-height: 1.4; }}\n\
        table.sums td {{ padding: 2px 8px; }}\n\
        table.sums tr.t td {{ font-weight: bold; font-size: 11pt; border-top: 2px solid #222; }}"
    );
    let strip = labels_above(
        "strip",
        &[
            ("Invoice No.", p.number.clone()),
            ("Invoice Date (Tax Point)", p.date.clone()),
            ("Account No.", p.customer_number.clone()),
            ("Web Order No.", web_order.clone()),
            (
                "Your Order Ref.",
                p.po.clone().unwrap_or_else(|| "\u{2013}".to_string()),
            ),
            ("Ordered By", BUYERS[index % BUYERS.len()].to_string()),
            ("Despatched", despatched),
        ],
    );
    let mut items = String::new();
    for (i, l) in p.lines.iter().enumerate() {
        let (price, amount) = if p.bare {
            (l.unit_price.clone(), l.amount.clone())
        } else {
            (l.unit_price_money.clone(), l.amount_money.clone())
        };
        let stock = (seed * 37 + i as i64 * 4_111) % 900_000 + 100_000;
        let pack = if l.description.contains('(') {
            "Pack"
        } else if l.unit == "h" {
            "Hour"
        } else {
            "Each"
        };
        items.push_str(&format!(
            "<tr><td>{}-{}</td><td class=\"r\">{}</td><td>{}</td><td class=\"r\">{}</td><td>{pack}</td>\
             <td class=\"r\">{price}</td><td class=\"r\">{amount}</td><td class=\"r\">{}%</td></tr>\n",
            stock / 1000,
            stock % 1000,
            40 + (stock % 1_900),
            escape(&l.description),
            l.quantity,
            p.tax_rate,
        ));
    }
    let (price_head, net_head) = if p.bare {
        (
            format!("Unit Price ({})", p.currency),
            format!("Net ({})", p.currency),
        )
    } else {
        ("Unit Price".to_string(), "Net".to_string())
    };
    let money = |bare: &str, with: &str| money_or_code(bare, with, p);
    let body = format!(
        "<div class=\"top\"><div><div class=\"name\">{vendor}</div>\
         <div class=\"tag\">Trade catalogue \u{00B7} next-day delivery \u{00B7} 40,000 lines in stock</div></div>\
         <div class=\"doc\">VAT INVOICE</div></div>\n\
         <div class=\"contact\">{street_v}, {city} \u{00B7} Trade sales {phone} \u{00B7} accounts@{domain} \u{00B7} VAT Reg. No. {vat}</div>\n\
         {strip}\n\
         <div class=\"addr\"><div><h4>Invoice address</h4>{customer}<br>Purchase Ledger<br>{street}<br>{town}</div>\
         <div><h4>Delivery address</h4>{customer}<br>Stores / Goods Inwards<br>{street}<br>{town}</div></div>\n\
         <table class=\"items\"><thead><tr><th>Stock No.</th><th class=\"r\">Cat. Page</th><th>Description</th><th class=\"r\">Qty</th>\
         <th>Pack</th><th class=\"r\">{price_head}</th><th class=\"r\">{net_head}</th><th class=\"r\">VAT</th></tr></thead><tbody>\n\
         {items}</tbody></table>\n\
         <div class=\"consign\">Ordered {ordered} on {domain} \u{00B7} despatched from our National Distribution Centre, \
         Corby, by DPD Next Day \u{00B7} {parcels} parcel(s) \u{00B7} web order {web_order}</div>\n\
         <div class=\"end\"><div class=\"pay\"><b>Payment</b> is due by {due} under the terms of your trade account. \
         Pay by BACS to {vendor}, sort code {sort_code}, account {bank_account}, quoting account {account} and invoice {number}. \
         Prices in pounds sterling ({cur}).<br><b>Returns:</b> unwanted goods may be returned unused within 30 days in their \
         original packaging; raise a return on the website quoting this invoice.</div>\
         <table class=\"sums\"><tr><td>Goods (net)</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>Carriage</td><td class=\"r\">FREE</td></tr>\
         <tr><td>VAT @ {rate}%</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"t\"><td>Invoice Total</td><td class=\"r\">{total}</td></tr></table></div>",
        vendor = escape(p.vendor),
        street_v = p.street,
        city = p.city,
        phone = p.local_phone(),
        domain = p.country_domain(),
        vat = p.vat_id,
        customer = p.customer,
        due = p.due,
        account = p.customer_number,
        number = escape(&p.number),
        cur = p.currency,
        subtotal = money(&p.subtotal, &p.subtotal_money),
        rate = p.tax_rate,
        tax = money(&p.tax, &p.tax_money),
        total = money(&p.total, &p.total_money),
    );
    page("A4", "Liberation Sans", &css, &body)
}

/// A French IT and network distributor's facture from its trade management
/// software, in French, issued by the French branch of the company and paid
/// by "LCR directe" (a bill of exchange the customer's bank debits on the
/// due date): the firm's name and branch at the top left, "FACTURE" over a
/// ruled strip of labels above values ("N° facture / Date / Code client /
/// N° TVA client") at the right, the delivery address and the framed billing
/// address side by side, a shaded band of the order data ("Votre commande
/// n° / du / Bon de livraison / Expédié le / Transporteur / Représentant"),
/// the items as "Référence / Désignation / Qté / U / P.U. HT / Remise /
/// Montant HT / TVA" with a VAT code per line, at the foot the VAT base
/// table by code ("Code / Base HT / Taux / Montant TVA"), the terms of
/// payment with the due date and the bill's amount, and the framed totals
/// "Total HT / Total TVA / Total TTC / Net à payer"; the legal wording on
/// late payment and retention of title under a rule, the company's register
/// and identification numbers in the page footer; amounts as 1 234,56 and
/// dates as 03/03/2026.
pub fn facture_lcr(p: &Printed) -> String {
    let seed = account_seed(p);
    let number = |cents: i64| grouped(cents, "\u{a0}", ",");
    let fr = |(y, m, d): (i32, u32, u32)| format!("{d:02}/{m:02}/{y}");
    let cur = p.currency;
    let sym = if cur == "EUR" { "€" } else { cur };
    let subtotal = cents_in(&p.subtotal);
    let total = cents_in(&p.total);
    let terms = days_between(p.date_ymd, p.due_ymd);
    let shipped = days_before(p.date_ymd, (seed % 3) as u32);
    let ordered = days_before(shipped, 2 + (seed % 8) as u32);
    let siren = format!(
        "{:03} {:03} {:03}",
        800 + seed % 199,
        seed * 7 % 1_000,
        seed * 13 % 1_000
    );
    let siren_digits = siren.replace(' ', "");
    let tva_key = (12 + 3 * (siren_digits.parse::<i64>().unwrap_or(0) % 97)) % 97;
    let prefix = buyer_vat_prefix(p.customer_address);
    let (country, buyer_vat) = match prefix {
        Some("IE") => (
            "IRLANDE",
            format!("IE{}{:06}W", 3 + seed % 7, seed * 131 % 1_000_000),
        ),
        Some(_) => (
            "ROYAUME-UNI",
            format!("GB{:09}", seed * 7_001 % 1_000_000_000),
        ),
        None => ("ÉTATS-UNIS", "—".to_string()),
    };
    let (street, town) = address_lines(p.customer_address);
    let code = if p.tax_rate == 0 { "0" } else { "1" };
    let items = rows(p, |i| {
        let l = &p.lines[i];
        vec![
            (l.code.clone(), "c"),
            (l.description.clone(), ""),
            (quantity_with(hundredths_in(&l.quantity), ","), "r"),
            (if l.unit == "h" { "H" } else { "U" }.to_string(), "c"),
            (number(cents_in(&l.unit_price)), "r"),
            (String::new(), "r"),
            (number(l.amount_cents), "r"),
            (code.to_string(), "c"),
        ]
    });
    let (order, order_date) = match &p.po {
        Some(po) => (escape(po), fr(ordered)),
        None => ("&nbsp;".to_string(), "&nbsp;".to_string()),
    };
    let exemption = match (p.tax_rate, prefix) {
        (0, Some("IE")) => {
            "<p class=\"ex\">Exonération de TVA, article 262 ter I du CGI — livraison \
             intracommunautaire. Autoliquidation par le preneur (art. 196 de la directive 2006/112/CE).</p>"
        }
        (0, _) => {
            "<p class=\"ex\">Exonération de TVA, article 262 I du CGI — exportation hors de \
             l'Union européenne.</p>"
        }
        _ => "",
    };
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"{} — succursale France · RCS Lyon {siren} · SIRET {siren_digits}000{:02} · \
                     TVA FR{tva_key:02}{siren_digits} · APE 4651Z\"",
                    p.vendor.replace('"', ""),
                    12 + seed % 80
                ),
            ),
            (
                "bottom-right",
                "\"Page \" counter(page) \" / \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 8.8pt; }}\n\
         .top {{ display: flex; justify-content: space-between; align-items: flex-start; }}\n\
         .firm b {{ font-size: 16pt; color: #7a1f2b; }}\n\
         .firm .line {{ font-size: 8pt; color: #444; line-height: 1.35; }}\n\
         .doc {{ width: 92mm; }}\n\
         .doc h1 {{ font-size: 20pt; margin: 0 0 2mm; text-align: right; letter-spacing: 3px; color: #7a1f2b; }}\n\
         table.strip {{ width: 100%; }}\n\
         table.strip th {{ font-size: 7pt; font-weight: normal; color: #555; border: 0.6pt solid #888; border-bottom: none; padding: 1px 4px; text-align: left; }}\n\
         table.strip td {{ border: 0.6pt solid #888; border-top: none; padding: 2px 4px 3px; font-weight: bold; }}\n\
         .addr {{ display: flex; justify-content: space-between; margin: 6mm 0 4mm; }}\n\
         .addr div {{ width: 80mm; line-height: 1.4; }}\n\
         .addr .k {{ font-size: 7pt; color: #555; text-transform: uppercase; }}\n\
         .addr .bill {{ border: 0.8pt solid #333; padding: 2mm 3mm; }}\n\
         table.band {{ width: 100%; background: #efe6e7; margin-bottom: 3mm; }}\n\
         table.band th {{ font-size: 7pt; font-weight: normal; text-align: left; padding: 2px 4px 0; color: #555; }}\n\
         table.band td {{ padding: 0 4px 3px; }}\n\
         table.items {{ width: 100%; }}\n\
         table.items th {{ border-top: 1pt solid #333; border-bottom: 1pt solid #333; padding: 3px 4px; font-size: 8pt; }}\n\
         table.items td {{ padding: 2px 4px; border-bottom: 0.4pt dotted #aaa; }}\n\
         table.items tr {{ break-inside: avoid; }}\n\
         .r {{ text-align: right; white-space: nowrap; }}\n\
         .c {{ text-align: center; }}\n\
         .foot {{ display: flex; justify-content: space-between; gap: 4mm; margin-top: 4mm; break-inside: avoid; }}\n\
         table.base th, table.base td {{ border: 0.6pt solid #888; padding: 2px 5px; font-size: 8pt; }}\n\
         .pay {{ font-size: 8pt; line-height: 1.45; border: 0.6pt solid #888; padding: 2mm 3mm; }}\n\
         table.tot {{ border: 1pt solid #333; }}\n\
         table.tot td {{ padding: 2px 6px; }}\n\
         table.tot tr.net td {{ background: #7a1f2b; color: #fff; font-weight: bold; font-size: 10pt; }}\n\
         .ex {{ font-size: 8pt; margin: 3mm 0 0; }}\n\
         .legal {{ margin-top: 5mm; border-top: 0.6pt solid #888; padding-top: 2mm; font-size: 7pt; color: #444; break-inside: avoid; }}\n\
         {footer}"
    );
    let body = format!(
        "<div class=\"top\"><div class=\"firm\"><b>{vendor}</b><div class=\"line\">Succursale France — \
         Distribution informatique &amp; réseaux<br>14 rue Édouard-Herriot, 69002 Lyon<br>\
         Tél. 04 78 {t1:02} {t2:02} {t3:02} · adv@{domain}.fr<br>Siège : {v_street}, {v_city}</div></div>\
         <div class=\"doc\"><h1>FACTURE</h1><table class=\"strip\"><tr><th>N° facture</th><th>Date</th>\
         <th>Code client</th><th>N° TVA client</th></tr><tr><td>{number}</td><td>{date}</td>\
         <td>C{customer_number}</td><td>{buyer_vat}</td></tr></table></div></div>\n\
         <div class=\"addr\"><div><span class=\"k\">Adresse de livraison</span><br>{customer}<br>\
         Service réception marchandises<br>{street}<br>{town}<br>{country}</div>\
         <div class=\"bill\"><span class=\"k\">Adresse de facturation</span><br><b>{customer}</b><br>\
         Comptabilité fournisseurs<br>{street}<br>{town}<br>{country}</div></div>\n\
         <table class=\"band\"><tr><th>Votre commande n°</th><th>du</th><th>Bon de livraison</th>\
         <th>Expédié le</th><th>Transporteur</th><th>Représentant</th></tr>\
         <tr><td><b>{order}</b></td><td>{order_date}</td><td>BL{bl:07}</td><td>{shipped}</td>\
         <td>{carrier}</td><td>{rep}</td></tr></table>\n\
         <table class=\"items\"><thead><tr><th>Référence</th><th style=\"text-align:left\">Désignation</th>\
         <th class=\"r\">Qté</th><th>U</th><th class=\"r\">P.U. HT</th><th class=\"r\">Remise</th>\
         <th class=\"r\">Montant HT</th><th>TVA</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <div class=\"foot\"><div><table class=\"base\"><tr><th>Code</th><th>Base HT</th><th>Taux</th>\
         <th>Montant TVA</th></tr><tr><td class=\"c\">{code}</td><td class=\"r\">{subtotal}</td>\
         <td class=\"r\">{rate},00 %</td><td class=\"r\">{tax}</td></tr></table>{exemption}</div>\
         <div class=\"pay\"><b>Mode de règlement :</b> LCR directe à {terms} jours date de facture<br>\
         <b>Échéance :</b> {due} — {total} {sym}<br>Devise : {cur}<br>\
         Domiciliation : votre compte habituel (LCR non acceptée)<br>\
         RIB : IBAN FR76 3000 4{b1:03}0 {b2:04} {b3:04} {b4:04} {b5:03} · BIC BNPAFRPPXXX</div>\
         <table class=\"tot\"><tr><td>Total HT</td><td class=\"r\">{subtotal} {sym}</td></tr>\
         <tr><td>Total TVA</td><td class=\"r\">{tax} {sym}</td></tr>\
         <tr><td>Total TTC</td><td class=\"r\">{total} {sym}</td></tr>\
         <tr class=\"net\"><td>NET À PAYER</td><td class=\"r\">{total} {sym}</td></tr></table></div>\n\
         <div class=\"legal\">Pas d'escompte pour paiement anticipé. Tout retard de paiement entraîne de plein droit \
         des pénalités au taux de trois fois le taux d'intérêt légal ainsi qu'une indemnité forfaitaire pour frais \
         de recouvrement de 40 € (art. L441-10 et D441-5 du Code de commerce). Les marchandises restent notre \
         propriété jusqu'au paiement intégral du prix (loi n° 80-335 du 12 mai 1980). Toute réclamation doit nous \
         parvenir dans les 48 heures suivant la livraison.</div>",
        vendor = escape(p.vendor),
        t1 = seed % 100,
        t2 = seed * 7 % 100,
        t3 = seed * 13 % 100,
        domain = p.vendor_domain(),
        v_street = p.street,
        v_city = p.city,
        number = escape(&p.number),
        date = fr(p.date_ymd),
        customer_number = p.customer_number,
        customer = p.customer,
        bl = 2_600_000 + seed * 7 % 99_999,
        shipped = fr(shipped),
        carrier = if seed % 2 == 0 {
            "DB Schenker"
        } else {
            "Geodis"
        },
        rep = ["J. Morel", "S. Faure", "L. Girard"][(seed % 3) as usize],
        subtotal = number(subtotal),
        rate = p.tax_rate,
        tax = number(p.tax_cents),
        total = number(total),
        due = fr(p.due_ymd),
        b1 = seed % 1_000,
        b2 = seed * 3 % 10_000,
        b3 = seed * 7 % 10_000,
        b4 = seed * 11 % 10_000,
        b5 = seed * 17 % 1_000,
    );
    page("A4", "Liberation Sans", &css, &body)
}

/// A Dutch wholesaler's factuur from its wholesale ERP, in Dutch, covering
/// the packing slips ("pakbonnen") delivered on the customer's order: the
/// company's name and trade at the top left with a column of contact,
/// register and bank lines at the right, the customer's address for a
/// window envelope at the left beside "FACTUUR" over a table of "Factuurnummer
/// / Factuurdatum / Debiteurnummer / Uw ordernummer / Vervaldatum", the
/// items as "Artikelnr. / Omschrijving / Aantal / Eenh. / Prijs / Bedrag /
/// BTW" grouped under a row per packing slip ("Pakbon … d.d. … — uw order
/// …") with a subtotal after each slip when there is more than one, the VAT
/// specification ("BTW-specificatie": percentage, base, VAT) at the left and
/// "Totaal excl. BTW / BTW … % / Totaal incl. BTW" at the right, the
/// payment discount for paying within eight days with the amount then due,
/// at a rate of nought the intra-Community supply or the export, and the
/// general terms filed with the Chamber of Commerce; amounts as € 1.234,56
/// and dates as 03-03-2026.
pub fn factuur_groothandel(p: &Printed) -> String {
    let seed = account_seed(p);
    let number = |cents: i64| grouped(cents, ".", ",");
    let nl = |(y, m, d): (i32, u32, u32)| format!("{d:02}-{m:02}-{y}");
    let cur = p.currency;
    let money = |cents: i64| {
        if cur == "EUR" {
            format!("€ {}", number(cents))
        } else {
            format!("{cur} {}", number(cents))
        }
    };
    let subtotal = cents_in(&p.subtotal);
    let total = cents_in(&p.total);
    let (v_street, v_city, branch) = if p.city.contains("Amsterdam") {
        (p.street, p.city, "")
    } else {
        (
            "Transportweg 11",
            "2742 RH Waddinxveen",
            "Vestiging Nederland<br>",
        )
    };
    let n = p.lines.len();
    let slips = if n <= 3 {
        1
    } else if n <= 8 {
        2
    } else {
        n.div_ceil(9)
    };
    let per = n.div_ceil(slips);
    let mut body_rows = String::new();
    for (k, chunk) in p.lines.chunks(per).enumerate() {
        let day = days_before(
            p.date_ymd,
            (2 * (slips - 1 - k) + (seed % 2) as usize) as u32,
        );
        let order = match &p.po {
            Some(po) => format!(" — uw order {}", escape(po)),
            None => String::new(),
        };
        body_rows.push_str(&format!(
            "<tr class=\"slip\"><td colspan=\"7\">Pakbon {} d.d. {}{order}</td></tr>\n",
            510_000 + seed * 3 % 9_000 + k as i64,
            nl(day)
        ));
        for l in chunk {
            let code = format!(
                "{:06}",
                100_000 + seed * 17 % 800_000 + l.position.parse::<i64>().unwrap_or(0)
            );
            body_rows.push_str(&format!(
                "<tr><td>{code}</td><td>{desc}</td><td class=\"r\">{qty}</td><td>{unit}</td>\
                 <td class=\"r\">{price}</td><td class=\"r\">{amount}</td><td class=\"c\">{rate}%</td></tr>\n",
                desc = escape(&l.description),
                qty = quantity_with(hundredths_in(&l.quantity), ","),
                unit = if l.unit == "h" { "uur" } else { "st" },
                price = number(cents_in(&l.unit_price)),
                amount = number(l.amount_cents),
                rate = p.tax_rate,
            ));
        }
        if slips > 1 {
            let sum: i64 = chunk.iter().map(|l| l.amount_cents).sum();
            body_rows.push_str(&format!(
                "<tr class=\"sub\"><td></td><td colspan=\"4\">Subtotaal pakbon</td><td class=\"r\">{}</td><td></td></tr>\n",
                number(sum)
            ));
        }
    }
    let discount = (total * 2 + 50) / 100;
    let prefix = buyer_vat_prefix(p.customer_address);
    let note = match (p.tax_rate, prefix) {
        (0, Some("IE")) => {
            "<p class=\"note\">Intracommunautaire levering — BTW verlegd (art. 138 Richtlijn \
             2006/112/EG). BTW-nummer afnemer vermeld.</p>"
        }
        (0, _) => {
            "<p class=\"note\">Uitvoer buiten de EU — 0% BTW (art. 146 Richtlijn 2006/112/EG).</p>"
        }
        _ => "",
    };
    let buyer_vat = match prefix {
        Some("IE") => format!(
            "BTW-nr. afnemer: IE{}{:06}W<br>",
            3 + seed % 7,
            seed * 131 % 1_000_000
        ),
        Some(_) => format!("VAT no.: GB{:09}<br>", seed * 7_001 % 1_000_000_000),
        None => String::new(),
    };
    let (street, town) = address_lines(p.customer_address);
    let country = match prefix {
        Some("IE") => "IERLAND",
        Some(_) => "VERENIGD KONINKRIJK",
        None => "VERENIGDE STATEN",
    };
    let mut data = vec![
        ("Factuurnummer", escape(&p.number)),
        ("Factuurdatum", nl(p.date_ymd)),
        ("Debiteurnummer", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        data.push(("Uw ordernummer", escape(po)));
    }
    data.push(("Vervaldatum", nl(p.due_ymd)));
    let data: String = data
        .iter()
        .map(|(k, v)| format!("<tr><th>{k}</th><td>{v}</td></tr>"))
        .collect();
    let footer = page_footer(
        "Liberation Sans",
        &[(
            "bottom-right",
            format!(
                "\"Factuur {} — blad \" counter(page) \" van \" counter(pages)",
                p.number.replace('"', "")
            ),
        )],
    );
    let css = format!(
        "body {{ font-size: 8.8pt; }}\n\
         .top {{ display: flex; justify-content: space-between; border-bottom: 2pt solid #e07b00; padding-bottom: 3mm; }}\n\
         .name {{ font-size: 18pt; font-weight: bold; color: #14396b; }}\n\
         .trade {{ color: #e07b00; font-weight: bold; font-size: 9pt; }}\n\
         .contact {{ font-size: 7.6pt; line-height: 1.4; color: #333; text-align: right; }}\n\
         .mid {{ display: flex; justify-content: space-between; margin: 10mm 0 6mm; }}\n\
         .window {{ width: 85mm; line-height: 1.45; }}\n\
         .window .ret {{ font-size: 6.5pt; color: #777; border-bottom: 0.5pt solid #bbb; margin-bottom: 1.5mm; }}\n\
         .meta h1 {{ font-size: 17pt; color: #14396b; margin: 0 0 2mm; letter-spacing: 1px; }}\n\
         .meta th {{ text-align: left; font-weight: normal; padding: 1px 10px 1px 0; color: #555; }}\n\
         .meta td {{ font-weight: bold; }}\n\
         table.items {{ width: 100%; }}\n\
         table.items th {{ background: #14396b; color: #fff; padding: 3px 4px; text-align: left; font-size: 8pt; }}\n\
         table.items td {{ padding: 2px 4px; }}\n\
         table.items tr {{ break-inside: avoid; }}\n\
         tr.slip td {{ padding-top: 6px; font-weight: bold; color: #14396b; border-bottom: 0.5pt solid #14396b; }}\n\
         tr.sub td {{ font-style: italic; color: #555; border-top: 0.5pt dotted #999; }}\n\
         .r {{ text-align: right; white-space: nowrap; }}\n\
         .c {{ text-align: center; }}\n\
         th.r {{ text-align: right !important; }}\n\
         .totals {{ display: flex; justify-content: space-between; margin-top: 5mm; break-inside: avoid; }}\n\
         table.spec th, table.spec td {{ padding: 2px 8px; font-size: 8pt; border-bottom: 0.5pt solid #bbb; }}\n\
         table.spec caption {{ text-align: left; font-weight: bold; font-size: 8pt; padding-bottom: 1mm; }}\n\
         table.sum td {{ padding: 2px 6px; }}\n\
         table.sum tr.big td {{ border-top: 1.2pt solid #14396b; font-weight: bold; font-size: 10.5pt; }}\n\
         .note {{ font-size: 8pt; margin: 2mm 0; }}\n\
         .korting {{ margin-top: 4mm; padding: 2mm 3mm; background: #fdf0e0; font-size: 8.2pt; break-inside: avoid; }}\n\
         .terms {{ margin-top: 4mm; font-size: 7pt; color: #555; }}\n\
         {footer}"
    );
    let body = format!(
        "<div class=\"top\"><div><div class=\"name\">{vendor}</div>\
         <div class=\"trade\">Groothandel in IT-, netwerk- en meetapparatuur</div></div>\
         <div class=\"contact\">{branch}{v_street}<br>{v_city}<br>T 088 {t1:03} {t2:02} {t3:02}<br>\
         verkoop@{domain}.nl<br>KvK {kvk}<br>BTW NL{btw:09}B01<br>IBAN NL{ck:02} INGB 000{acct:07}</div></div>\n\
         <div class=\"mid\"><div class=\"window\"><div class=\"ret\">Retouradres: Postbus {postbus}, {v_city}</div>\
         <b>{customer}</b><br>t.a.v. crediteurenadministratie<br>{street}<br>{town}<br>{country}<br>{buyer_vat}</div>\
         <div class=\"meta\"><h1>FACTUUR</h1><table>{data}</table></div></div>\n\
         <table class=\"items\"><thead><tr><th>Artikelnr.</th><th>Omschrijving</th><th class=\"r\">Aantal</th>\
         <th>Eenh.</th><th class=\"r\">Prijs</th><th class=\"r\">Bedrag</th><th>BTW</th></tr></thead>\
         <tbody>\n{body_rows}</tbody></table>\n\
         <div class=\"totals\"><div><table class=\"spec\"><caption>BTW-specificatie</caption>\
         <tr><th>BTW %</th><th class=\"r\">Grondslag</th><th class=\"r\">BTW</th></tr>\
         <tr><td>{rate}%</td><td class=\"r\">{subtotal}</td><td class=\"r\">{tax}</td></tr></table>{note}</div>\
         <table class=\"sum\"><tr><td>Totaal excl. BTW</td><td class=\"r\">{m_subtotal}</td></tr>\
         <tr><td>BTW {rate}%</td><td class=\"r\">{m_tax}</td></tr>\
         <tr class=\"big\"><td>Totaal incl. BTW</td><td class=\"r\">{m_total}</td></tr></table></div>\n\
         <div class=\"korting\">Wij verzoeken u het totaalbedrag vóór <b>{due}</b> over te maken op IBAN \
         NL{ck:02} INGB 000{acct:07} o.v.v. factuurnummer {number}. Bij betaling binnen 8 dagen na \
         factuurdatum mag u 2% betalingskorting ({m_discount}) in mindering brengen; u betaalt dan {m_net}.</div>\n\
         <div class=\"terms\">Op al onze aanbiedingen en leveringen zijn onze algemene verkoop- en \
         leveringsvoorwaarden van toepassing, gedeponeerd bij de Kamer van Koophandel onder nummer {kvk}. \
         Reclames binnen 8 dagen na ontvangst van de goederen. Goederen blijven ons eigendom tot volledige betaling.</div>",
        vendor = escape(p.vendor),
        t1 = 100 + seed % 900,
        t2 = seed * 7 % 100,
        t3 = seed * 13 % 100,
        domain = p.vendor_domain(),
        kvk = 30_000_000 + seed * 1_013 % 9_999_999,
        btw = 800_000_000 + seed * 7_919 % 99_999_999,
        ck = 10 + seed % 89,
        acct = seed * 37 % 10_000_000,
        postbus = 100 + seed % 800,
        customer = p.customer,
        subtotal = number(subtotal),
        tax = number(p.tax_cents),
        rate = p.tax_rate,
        m_subtotal = money(subtotal),
        m_tax = money(p.tax_cents),
        m_total = money(total),
        m_discount = money(discount),
        m_net = money(total - discount),
        due = nl(p.due_ymd),
        number = escape(&p.number),
    );
    page("A4", "Liberation Sans", &css, &body)
}

/// A Czech "Faktura – daňový doklad" from a Czech online invoicing service,
/// in Czech, issued by the Prague branch ("odštěpný závod") of the company:
/// "Faktura" with its number large at the top left and the variable symbol
/// under it, "Dodavatel" and "Odběratel" side by side with IČO and DIČ, a
/// payment panel ("Bankovní účet / IBAN / SWIFT / Variabilní symbol /
/// Konstantní symbol / Způsob platby") beside the dates ("Datum vystavení /
/// Datum splatnosti / Datum zdanitelného plnění") and the customer's order
/// ("Objednávka č."), the QR Platba code with its caption, the items as
/// "Označení dodávky / Počet / MJ / Cena za MJ / DPH % / Bez DPH / DPH /
/// Celkem" with the VAT of each line, the VAT recapitulation ("Sazba /
/// Základ / DPH / Celkem"), the VAT in Czech crowns at the Czech National
/// Bank's rate as the law asks for an invoice in a foreign currency, the
/// large "Celkem k úhradě", at a rate of nought the reverse charge or the
/// supply outside the country, and who issued it with the register entry;
/// amounts as 1 234,56 and dates as 3. 3. 2026.
pub fn faktura_qr_platba(p: &Printed) -> String {
    let seed = account_seed(p);
    let number = |cents: i64| grouped(cents, "\u{a0}", ",");
    let cz = |(y, m, d): (i32, u32, u32)| format!("{d}. {m}. {y}");
    let cur = p.currency;
    let subtotal = cents_in(&p.subtotal);
    let total = cents_in(&p.total);
    let vat = vat_by_line(p);
    let digits: String = p.number.chars().filter(char::is_ascii_digit).collect();
    let vs = digits[digits.len().saturating_sub(10)..].to_string();
    let taxable = days_before(p.date_ymd, (seed % 3) as u32);
    let rate_milli = if cur == "CHF" {
        26_000 + seed * 7 % 900
    } else {
        24_300 + seed * 7 % 900
    };
    let kurz = format!("{},{:03}", rate_milli / 1_000, rate_milli % 1_000);
    let czk_vat = (p.tax_cents * rate_milli + 500) / 1_000;
    let prefix = buyer_vat_prefix(p.customer_address);
    let (street, town) = address_lines(p.customer_address);
    let (country, buyer_vat) = match prefix {
        Some("IE") => (
            "Irsko",
            format!("DIČ: IE{}{:06}W<br>", 3 + seed % 7, seed * 131 % 1_000_000),
        ),
        Some(_) => (
            "Spojené království",
            format!("DIČ: GB{:09}<br>", seed * 7_001 % 1_000_000_000),
        ),
        None => ("Spojené státy americké", String::new()),
    };
    let unit = |u: &str| if u == "h" { "hod" } else { "ks" };
    let items: String = p
        .lines
        .iter()
        .zip(&vat)
        .map(|(l, v)| {
            format!(
                "<tr><td>{desc}</td><td class=\"r\">{qty}</td><td>{unit}</td><td class=\"r\">{price}</td>\
                 <td class=\"r\">{rate}</td><td class=\"r\">{net}</td><td class=\"r\">{vat}</td>\
                 <td class=\"r\">{gross}</td></tr>\n",
                desc = escape(&l.description),
                qty = quantity_with(hundredths_in(&l.quantity), ","),
                unit = unit(l.unit),
                price = number(cents_in(&l.unit_price)),
                rate = p.tax_rate,
                net = number(l.amount_cents),
                vat = number(*v),
                gross = number(l.amount_cents + v),
            )
        })
        .collect();
    let order = match &p.po {
        Some(po) => format!("<tr><th>Objednávka č.:</th><td>{}</td></tr>", escape(po)),
        None => String::new(),
    };
    let note = match (p.tax_rate, prefix) {
        (0, Some("IE")) => {
            "<p class=\"note\">Daň odvede zákazník (reverse charge, čl. 196 směrnice 2006/112/ES).</p>"
        }
        (0, _) => {
            "<p class=\"note\">Plnění není předmětem daně v tuzemsku (§ 9 odst. 1 zákona o DPH).</p>"
        }
        _ => "",
    };
    let css = "body { font-size: 8.8pt; }\n\
         .head { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 2.5pt solid #1b8a5a; padding-bottom: 2mm; }\n\
         .head h1 { font-size: 22pt; margin: 0; font-weight: normal; }\n\
         .head h1 b { font-weight: bold; }\n\
         .head .sub { color: #555; font-size: 8pt; }\n\
         .parties { display: flex; gap: 8mm; margin: 5mm 0; }\n\
         .parties > div { flex: 1; line-height: 1.45; }\n\
         .parties .k { font-size: 7.5pt; text-transform: uppercase; color: #1b8a5a; font-weight: bold; letter-spacing: 1px; margin-bottom: 1mm; }\n\
         .info { display: flex; gap: 6mm; background: #f1f6f3; padding: 3mm; }\n\
         .info table th { text-align: left; font-weight: normal; color: #555; padding: 1px 8px 1px 0; white-space: nowrap; }\n\
         .info table td { font-weight: bold; padding: 1px 0; }\n\
         .qr { text-align: center; font-size: 7.5pt; margin-left: auto; }\n\
         table.items { width: 100%; margin-top: 5mm; }\n\
         table.items th { font-size: 7.6pt; color: #555; font-weight: normal; text-align: left; border-bottom: 1pt solid #1b8a5a; padding: 3px 4px; }\n\
         table.items td { padding: 3px 4px; border-bottom: 0.4pt solid #ddd; }\n\
         table.items tr { break-inside: avoid; }\n\
         .r { text-align: right !important; white-space: nowrap; }\n\
         .end { display: flex; justify-content: space-between; margin-top: 5mm; break-inside: avoid; }\n\
         table.rek th { font-size: 7.6pt; color: #555; font-weight: normal; padding: 2px 6px; border-bottom: 0.6pt solid #999; }\n\
         table.rek td { padding: 2px 6px; }\n\
         .pay { text-align: right; }\n\
         .pay .big { font-size: 15pt; font-weight: bold; color: #1b8a5a; margin-top: 1mm; white-space: nowrap; }\n\
         .note { font-size: 8pt; margin: 2mm 0; }\n\
         .sig { margin-top: 10mm; font-size: 8pt; display: flex; justify-content: space-between; break-inside: avoid; }\n\
         .reg { margin-top: 6mm; font-size: 7pt; color: #666; border-top: 0.5pt solid #ccc; padding-top: 1.5mm; }";
    let body = format!(
        "<div class=\"head\"><div><h1>Faktura <b>{number}</b></h1><div class=\"sub\">daňový doklad · \
         variabilní symbol {vs}</div></div><div class=\"sub\">{vendor}, odštěpný závod</div></div>\n\
         <div class=\"parties\"><div><div class=\"k\">Dodavatel</div><b>{vendor}, odštěpný závod</b><br>\
         Na Příkopě 15<br>110 00 Praha 1<br>Česká republika<br>IČO: {ico}<br>DIČ: CZ684{dic:06}<br>\
         Zřizovatel: {vendor}, {v_street}, {v_city}</div>\
         <div><div class=\"k\">Odběratel</div><b>{customer}</b><br>{street}<br>{town}<br>{country}<br>\
         {buyer_vat}Číslo zákazníka: {customer_number}</div></div>\n\
         <div class=\"info\"><table><tr><th>Bankovní účet:</th><td>{acct}/2010</td></tr>\
         <tr><th>IBAN:</th><td>CZ{ck:02} 2010 0000 00{a1:04} {a2:06}</td></tr>\
         <tr><th>SWIFT:</th><td>FIOBCZPPXXX</td></tr><tr><th>Variabilní symbol:</th><td>{vs}</td></tr>\
         <tr><th>Konstantní symbol:</th><td>0308</td></tr><tr><th>Způsob platby:</th><td>převodem</td></tr></table>\
         <table><tr><th>Datum vystavení:</th><td>{issued}</td></tr>\
         <tr><th>Datum splatnosti:</th><td>{due}</td></tr>\
         <tr><th>Datum zdanitelného plnění:</th><td>{duzp}</td></tr>{order}\
         <tr><th>Měna:</th><td>{cur}</td></tr></table>\
         <div class=\"qr\">{qr}<br>QR Platba</div></div>\n\
         <table class=\"items\"><thead><tr><th>Označení dodávky</th><th class=\"r\">Počet</th><th>MJ</th>\
         <th class=\"r\">Cena za MJ</th><th class=\"r\">DPH %</th><th class=\"r\">Bez DPH</th><th class=\"r\">DPH</th>\
         <th class=\"r\">Celkem</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <div class=\"end\"><div><table class=\"rek\"><tr><th>Sazba DPH</th><th class=\"r\">Základ</th>\
         <th class=\"r\">DPH</th><th class=\"r\">Celkem</th></tr>\
         <tr><td>{rate} %</td><td class=\"r\">{subtotal}</td><td class=\"r\">{tax}</td><td class=\"r\">{total}</td></tr></table>\
         <p class=\"note\">DPH v CZK: {czk_vat} Kč (kurz ČNB {kurz} CZK/{cur} ze dne {duzp}).</p>{note}</div>\
         <div class=\"pay\">Celkem bez DPH: {subtotal} {cur}<br>DPH {rate} %: {tax} {cur}<br>\
         <div class=\"big\">Celkem k úhradě: {total} {cur}</div></div></div>\n\
         <div class=\"sig\"><div>Vystavil: Jana Nováková, fakturace@{domain}.cz</div><div>Převzal: ………………………</div></div>\n\
         <div class=\"reg\">{vendor}, odštěpný závod, zapsán v obchodním rejstříku vedeném Městským soudem v Praze, \
         oddíl A, vložka {vlozka}. Vystaveno v online fakturační službě.</div>",
        number = escape(&p.number),
        vendor = escape(p.vendor),
        ico = 10_000_000 + seed * 7_907 % 89_999_999,
        dic = seed * 97 % 1_000_000,
        v_street = p.street,
        v_city = p.city,
        customer = p.customer,
        customer_number = p.customer_number,
        acct = 2_000_000_000 + seed * 7_919 % 999_999_999,
        ck = 10 + seed % 89,
        a1 = seed * 3 % 10_000,
        a2 = seed * 11 % 1_000_000,
        issued = cz(p.date_ymd),
        due = cz(p.due_ymd),
        duzp = cz(taxable),
        qr = square_code(seed + 38, 29, 30),
        rate = p.tax_rate,
        subtotal = number(subtotal),
        tax = number(p.tax_cents),
        total = number(total),
        czk_vat = number(czk_vat),
        domain = p.vendor_domain(),
        vlozka = 70_000 + seed % 9_000,
    );
    page("A4", "Liberation Sans", css, &body)
}

// Held out: a thirty-seventh round of seven (round 40), invoices a new user
// in continental Europe most likely brings, written without looking at the
// extractor or at how it fares on any family above.

/// The buyer's country as a French, German, Italian or other document names
/// it, by the prefix of its VAT number (none for the United States).
fn country_in(prefix: Option<&str>, names: [&'static str; 3]) -> &'static str {
    match prefix {
        Some("IE") => names[0],
        Some(_) => names[1],
        None => names[2],
    }
}

/// A French training provider's ("organisme de formation") facture for a
/// course it gave a company's staff, from its training-management web app,
/// in French: the provider's name with "Organisme de formation" and its
/// address at the top left and the Qualiopi certification mark with the
/// wording the mark must carry at the right, "Émetteur" beside "Adressée à"
/// with the place and date written out under the customer, "FACTURE" over a
/// grid of two label and value pairs to a row ("Facture n° / Date
/// d'émission", "Code client / Date d'échéance", "Votre commande /
/// Convention de formation"), a framed sheet of the training ("Intitulé /
/// Convention / Dates / Durée / Modalité et lieu / Stagiaires" with the
/// trainees' names), the items as "Désignation / Qté / Unité / Prix unitaire
/// HT / Montant HT", the totals with "Prise en charge OPCO" at nought and
/// "Net à payer", at a rate of nought the exemption of vocational training
/// (art. 261-4-4° a du CGI), the terms of payment with the due date and the
/// bank, the documents sent with the invoice, the late-payment wording, and
/// in every page footer the activity declaration number with the sentence
/// the law requires ("cet enregistrement ne vaut pas agrément de l'État");
/// amounts as a French web app formats them (1 234,56 € with a narrow
/// no-break space between the thousands) and dates as 03/03/2026.
pub fn facture_formation(p: &Printed) -> String {
    const TRAINEES: [&str; 10] = [
        "Emma Clarke",
        "Liam Byrne",
        "Sophie Turner",
        "James O'Neill",
        "Olivia Hughes",
        "Noah Walsh",
        "Grace Bennett",
        "Daniel Price",
        "Chloe Murphy",
        "Ryan Foster",
    ];
    let seed = account_seed(p);
    let cur = p.currency;
    let sym = if cur == "EUR" { "€" } else { cur };
    let money = |cents: i64| format!("{}\u{a0}{sym}", grouped(cents, "\u{202f}", ","));
    let fr = |(y, m, d): (i32, u32, u32)| format!("{d:02}/{m:02}/{y}");
    let subtotal = cents_in(&p.subtotal);
    let total = cents_in(&p.total);
    let terms = days_between(p.date_ymd, p.due_ymd);
    let days = 2 + (seed % 3) as u32;
    let last = days_before(p.date_ymd, (seed % 4) as u32);
    let first = days_before(last, days - 1);
    let signed = days_before(first, 15 + (seed % 20) as u32);
    let convention = format!("CF-{}-{:04}", p.date_ymd.0, seed * 7 % 10_000);
    let title = if p.city.contains("Zurich") {
        "Métrologie dimensionnelle : étalonnage des instruments et incertitudes de mesure"
    } else if p.city.contains("Amsterdam") {
        "Exploiter une plateforme cloud : supervision, sauvegarde et reprise d'activité"
    } else {
        "Infrastructure réseau et serveurs : installation, câblage et maintenance de premier niveau"
    };
    let (street, town) = address_lines(p.customer_address);
    let prefix = buyer_vat_prefix(p.customer_address);
    let country = country_in(prefix, ["IRLANDE", "ROYAUME-UNI", "ÉTATS-UNIS"]);
    let place = if seed % 2 == 0 {
        format!("Intra-entreprise, en présentiel dans vos locaux — {street}, {town}")
    } else {
        "Classe virtuelle synchrone, sur notre plateforme de formation à distance".to_string()
    };
    let count = 3 + (seed % 6) as usize;
    let names: Vec<&str> = (0..count)
        .map(|i| TRAINEES[(seed as usize + i * 3) % TRAINEES.len()])
        .collect();
    let siren = format!(
        "{:03} {:03} {:03}",
        820 + seed % 170,
        seed * 11 % 1_000,
        seed * 17 % 1_000
    );
    let siren_digits = siren.replace(' ', "");
    let nda = format!("11 75 {:05} 75", seed * 37 % 100_000);
    let items: String = p
        .lines
        .iter()
        .map(|l| {
            format!(
                "<tr><td>{desc}</td><td class=\"r\">{qty}</td><td>{unit}</td>\
                 <td class=\"r\">{price}</td><td class=\"r\">{amount}</td></tr>\n",
                desc = escape(&l.description),
                qty = quantity_with(hundredths_in(&l.quantity), ","),
                unit = if l.unit == "h" { "heure" } else { "unité" },
                price = money(cents_in(&l.unit_price)),
                amount = money(l.amount_cents),
            )
        })
        .collect();
    let order = match &p.po {
        Some(po) => format!(
            "<tr><th>Votre commande</th><td>{}</td><th>Convention de formation</th><td>{convention}</td></tr>",
            escape(po)
        ),
        None => format!(
            "<tr><th>Convention de formation</th><td>{convention}</td><th></th><td></td></tr>"
        ),
    };
    let (tax_label, exemption) = if p.tax_rate == 0 {
        (
            "TVA (exonération)".to_string(),
            "<p class=\"ex\">Exonération de TVA — article 261-4-4° a du CGI : formation professionnelle \
             continue dispensée par un organisme titulaire d'une attestation de l'autorité administrative.</p>",
        )
    } else {
        (format!("TVA {} %", p.tax_rate), "")
    };
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"{} — Organisme de formation · SIRET {siren_digits}000{:02} · TVA FR{:02}{siren_digits}\\A \
                     Déclaration d'activité n° {nda} auprès du préfet de région d'Île-de-France.\\A \
                     Cet enregistrement ne vaut pas agrément de l'État.\"",
                    p.vendor.replace('"', ""),
                    11 + seed % 80,
                    (12 + 3 * seed) % 97
                ),
            ),
            (
                "bottom-right",
                "\"Page \" counter(page) \"/\" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 8.8pt; color: #263238; }}\n\
         .top {{ display: flex; justify-content: space-between; align-items: flex-start; }}\n\
         .org b {{ font-size: 15pt; color: #00695c; }}\n\
         .org .kind {{ font-size: 8pt; letter-spacing: 2px; text-transform: uppercase; color: #00897b; margin: 1mm 0; }}\n\
         .org .line {{ font-size: 8pt; line-height: 1.4; color: #455a64; }}\n\
         .qualiopi {{ width: 60mm; border: 0.8pt solid #1a237e; padding: 2mm 3mm; font-size: 6.8pt; color: #1a237e; }}\n\
         .qualiopi .mark {{ font-size: 15pt; font-weight: bold; letter-spacing: 0.5px; }}\n\
         .qualiopi .mark span {{ color: #e53935; }}\n\
         .qualiopi .rf {{ font-weight: bold; font-size: 6.5pt; letter-spacing: 1px; }}\n\
         .parties {{ display: flex; justify-content: space-between; margin: 7mm 0 5mm; }}\n\
         .parties > div {{ width: 80mm; line-height: 1.45; }}\n\
         .parties .k {{ font-size: 7pt; text-transform: uppercase; letter-spacing: 1px; color: #00897b; }}\n\
         .parties .to {{ background: #f1f8f7; padding: 2mm 3mm; }}\n\
         .parties .le {{ margin-top: 2mm; font-style: italic; }}\n\
         h1 {{ font-size: 19pt; color: #00695c; margin: 0 0 2mm; letter-spacing: 4px; font-weight: normal; }}\n\
         table.meta {{ width: 100%; margin-bottom: 4mm; }}\n\
         table.meta th {{ text-align: left; font-weight: normal; color: #607d8b; padding: 1.5px 6px 1.5px 0; width: 24%; }}\n\
         table.meta td {{ font-weight: bold; padding: 1.5px 6px 1.5px 0; width: 26%; }}\n\
         .sheet {{ border: 0.8pt solid #00897b; border-left: 3mm solid #00897b; padding: 2mm 4mm; margin-bottom: 4mm; }}\n\
         .sheet .cap {{ font-size: 7.5pt; font-weight: bold; text-transform: uppercase; letter-spacing: 1.5px; color: #00695c; margin-bottom: 1mm; }}\n\
         .sheet table th {{ text-align: left; font-variant: small-caps; font-weight: normal; color: #607d8b; padding: 1px 10px 1px 0; vertical-align: top; white-space: nowrap; }}\n\
         .sheet table td {{ padding: 1px 0; }}\n\
         table.items {{ width: 100%; }}\n\
         table.items th {{ text-align: left; font-size: 7.8pt; color: #fff; background: #00695c; padding: 3px 5px; }}\n\
         table.items td {{ padding: 3px 5px; border-bottom: 0.5pt solid #cfd8dc; }}\n\
         table.items tr {{ break-inside: avoid; }}\n\
         .r {{ text-align: right !important; white-space: nowrap; }}\n\
         .end {{ display: flex; justify-content: space-between; gap: 6mm; margin-top: 4mm; break-inside: avoid; }}\n\
         .pay {{ flex: 1; font-size: 8pt; line-height: 1.45; }}\n\
         .pay .k {{ font-weight: bold; color: #00695c; }}\n\
         table.tot td {{ padding: 2px 6px; }}\n\
         table.tot tr.net td {{ background: #00695c; color: #fff; font-weight: bold; font-size: 10.5pt; padding: 4px 6px; }}\n\
         table.tot tr.opco td {{ color: #607d8b; font-size: 8pt; }}\n\
         .ex {{ font-size: 8pt; margin: 2mm 0 0; }}\n\
         .docs {{ font-size: 7.8pt; margin-top: 4mm; color: #455a64; break-inside: avoid; }}\n\
         {footer}"
    );
    let body = format!(
        "<div class=\"top\"><div class=\"org\"><b>{vendor}</b><div class=\"kind\">Organisme de formation · Centre de Paris</div>\
         <div class=\"line\">41 rue de la Victoire, 75009 Paris<br>Tél. 01 84 {t1:02} {t2:02} {t3:02} · formation@{domain}.fr</div></div>\
         <div class=\"qualiopi\"><div class=\"mark\">Quali<span>o</span>pi</div>processus certifié<br>\
         <span class=\"rf\">RÉPUBLIQUE FRANÇAISE</span><br>La certification qualité a été délivrée au titre de la \
         catégorie d'action suivante : ACTIONS DE FORMATION</div></div>\n\
         <div class=\"parties\"><div><span class=\"k\">Émetteur</span><br><b>{vendor}</b><br>Centre de formation de Paris<br>\
         41 rue de la Victoire<br>75009 Paris<br>Siège : {v_street}, {v_city}</div>\
         <div><div class=\"to\"><span class=\"k\">Adressée à</span><br><b>{customer}</b><br>À l'attention du service \
         formation<br>{street}<br>{town}<br>{country}</div><div class=\"le\">Paris, le {written}</div></div></div>\n\
         <h1>FACTURE</h1>\n\
         <table class=\"meta\"><tr><th>Facture n°</th><td>{number}</td><th>Date d'émission</th><td>{date}</td></tr>\
         <tr><th>Code client</th><td>{account}</td><th>Date d'échéance</th><td>{due}</td></tr>{order}</table>\n\
         <div class=\"sheet\"><div class=\"cap\">Action de formation</div><table>\
         <tr><th>Intitulé</th><td><b>{title}</b></td></tr>\
         <tr><th>Convention</th><td>n° {convention} signée le {signed}</td></tr>\
         <tr><th>Dates</th><td>du {first} au {last}</td></tr>\
         <tr><th>Durée</th><td>{hours} heures ({days} jours)</td></tr>\
         <tr><th>Modalité et lieu</th><td>{place}</td></tr>\
         <tr><th>Stagiaires ({count})</th><td>{names}</td></tr></table></div>\n\
         <table class=\"items\"><thead><tr><th>Désignation</th><th class=\"r\">Qté</th><th>Unité</th>\
         <th class=\"r\">Prix unitaire HT</th><th class=\"r\">Montant HT</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <div class=\"end\"><div class=\"pay\"><span class=\"k\">Conditions de règlement</span><br>\
         Paiement à {terms} jours date de facture, soit au plus tard le <b>{due}</b>, par virement bancaire.<br>\
         IBAN FR76 3000 3{b1:04} {b2:04} {b3:04} {b4:04} {b5:03} · BIC SOGEFRPP<br>\
         Merci de rappeler le numéro de facture {number} dans le libellé du virement.<br>\
         Facturation directe à l'entreprise : pas de subrogation de paiement à un OPCO.{exemption}</div>\
         <table class=\"tot\"><tr><td>Total HT</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>{tax_label}</td><td class=\"r\">{tax}</td></tr>\
         <tr><td>Total TTC</td><td class=\"r\">{total}</td></tr>\
         <tr class=\"opco\"><td>Prise en charge OPCO</td><td class=\"r\">{zero}</td></tr>\
         <tr class=\"net\"><td>Net à payer</td><td class=\"r\">{total}</td></tr></table></div>\n\
         <div class=\"docs\">Documents joints : convention de formation signée, feuilles d'émargement par demi-journée, \
         certificat de réalisation, évaluations de fin de formation. Pas d'escompte pour paiement anticipé. Tout retard \
         de paiement entraîne des pénalités au taux de trois fois le taux d'intérêt légal et une indemnité forfaitaire pour \
         frais de recouvrement de 40 € (art. L441-10 et D441-5 du Code de commerce).</div>",
        vendor = escape(p.vendor),
        t1 = seed % 100,
        t2 = seed * 7 % 100,
        t3 = seed * 13 % 100,
        domain = p.vendor_domain(),
        v_street = p.street,
        v_city = p.city,
        customer = p.customer,
        written = date_in(
            &format!(
                "{} {} {}",
                p.date_ymd.2,
                MONTHS[p.date_ymd.1 as usize - 1],
                p.date_ymd.0
            ),
            Language::French
        ),
        number = escape(&p.number),
        date = fr(p.date_ymd),
        account = p.customer_number,
        due = fr(p.due_ymd),
        signed = fr(signed),
        first = fr(first),
        last = fr(last),
        hours = days * 7,
        names = names.join(", "),
        b1 = seed % 10_000,
        b2 = seed * 3 % 10_000,
        b3 = seed * 7 % 10_000,
        b4 = seed * 11 % 10_000,
        b5 = seed * 13 % 1_000,
        subtotal = money(subtotal),
        tax = money(p.tax_cents),
        total = money(total),
        zero = money(0),
    );
    page("A4", "Liberation Sans", &css, &body)
}

/// A calibration laboratory's Rechnung for the measuring instruments a
/// customer sent in, from the laboratory's order and certificate software,
/// in German (Swiss German from Zurich): the laboratory's name and fields of
/// calibration at the top left and its accreditation mark at the right
/// (DAkkS with the "D-K-…" number, or SCS from Switzerland), the small
/// sender line over the customer's address for the window, the DIN 5008
/// reference line of small labels over values across the page ("Ihre
/// Bestellung / vom / Unser Auftrag / Kunden-Nr. / Ansprechpartner /
/// Datum"), "Rechnung Nr. …" as the subject with the dates the instruments
/// came in and went back, a salutation, the items as "Pos. / Menge / ME /
/// Bezeichnung / Einzelpreis / Gesamtpreis" with the quantity before the
/// description and under each description a grey line with the customer's
/// instrument number, the calibration certificate and the result (or the
/// technician and the day for work on site), "Summe netto / zzgl. … % USt.
/// / Rechnungsbetrag" at the right, at a rate of nought the supply not
/// taxable in the country, the date of supply and the due date, the
/// certificates and the recommended recalibration, and a three-part page
/// footer (register, bank, page); amounts as 1.234,56 (1'234.50 from
/// Switzerland) and dates as 03.03.2026.
pub fn rechnung_kalibrierlabor(p: &Printed) -> String {
    const TECHNICIANS: [&str; 4] = ["M. Schröder", "K. Yilmaz", "J. Hoffmann", "S. Wagner"];
    const CONTACTS: [&str; 3] = ["Frau Lehmann", "Herr Brandt", "Frau Kowalski"];
    let seed = account_seed(p);
    let cur = p.currency;
    let swiss = cur == "CHF";
    let number = |cents: i64| {
        if swiss {
            grouped(cents, "'", ".")
        } else {
            grouped(cents, ".", ",")
        }
    };
    let de = |(y, m, d): (i32, u32, u32)| format!("{d:02}.{m:02}.{y}");
    let subtotal = cents_in(&p.subtotal);
    let total = cents_in(&p.total);
    let terms = days_between(p.date_ymd, p.due_ymd);
    let returned = days_before(p.date_ymd, (seed % 3) as u32);
    let received = days_before(returned, 6 + (seed % 9) as u32);
    let ordered = days_before(received, 2 + (seed % 5) as u32);
    let (lab_street, lab_town, place) = if swiss {
        (p.street, p.city, "Zürich")
    } else if p.city.contains("Amsterdam") {
        ("Höherweg 100", "40233 Düsseldorf", "Düsseldorf")
    } else {
        (p.street, p.city, "Berlin")
    };
    let branch = if p.city.contains("Amsterdam") {
        " · Niederlassung Deutschland"
    } else {
        ""
    };
    let (mark, mark_name, accreditation) = if swiss {
        (
            "SCS",
            "Swiss Calibration Service",
            format!("SCS {:04}", 10 + seed % 190),
        )
    } else {
        (
            "DAkkS",
            "Deutsche Akkreditierungsstelle",
            format!("D-K-{:05}-01-00", 15_000 + seed * 7 % 5_000),
        )
    };
    let tax_word = if swiss { "MWST" } else { "USt." };
    // Swiss German writes no sharp s.
    let (quantities, regards) = if swiss {
        ("Messgrössen", "Grüssen")
    } else {
        ("Messgrößen", "Grüßen")
    };
    let (street, town) = address_lines(p.customer_address);
    let prefix = buyer_vat_prefix(p.customer_address);
    let country = country_in(prefix, ["IRLAND", "GROSSBRITANNIEN", "USA"]);
    let order_no = format!("KA-{}-{:05}", p.date_ymd.0 % 100, seed * 13 % 100_000);
    let items: String = p
        .lines
        .iter()
        .enumerate()
        .map(|(i, l)| {
            let k = i as i64;
            let detail = if l.unit == "h" {
                format!(
                    "Vor-Ort-Kalibrierung, Techniker {}, {}",
                    TECHNICIANS[((seed + k) % 4) as usize],
                    de(days_before(returned, (k % 3) as u32))
                )
            } else {
                format!(
                    "Prüfmittel PM-{:05} · Kalibrierschein {}-{}-{:04} · Ergebnis i. O.",
                    (seed * 31 + k * 17) % 100_000,
                    if swiss { "SCS" } else { "D-K" },
                    p.date_ymd.0,
                    (seed * 3 + k * 7) % 10_000
                )
            };
            format!(
                "<tr><td class=\"c\">{pos}</td><td class=\"r\">{qty}</td><td>{unit}</td>\
                 <td>{desc}<div class=\"detail\">{detail}</div></td><td class=\"r\">{price}</td>\
                 <td class=\"r\">{amount}</td></tr>\n",
                pos = (i + 1) * 10,
                qty = quantity_with(hundredths_in(&l.quantity), if swiss { "." } else { "," }),
                unit = if l.unit == "h" { "Std." } else { "Stk." },
                desc = escape(&l.description),
                price = number(cents_in(&l.unit_price)),
                amount = number(l.amount_cents),
            )
        })
        .collect();
    let mut refs = Vec::new();
    if let Some(po) = &p.po {
        refs.push(("Ihre Bestellung", escape(po)));
        refs.push(("vom", de(ordered)));
    }
    refs.extend([
        ("Unser Auftrag", order_no.clone()),
        ("Kunden-Nr.", p.customer_number.clone()),
        ("Ansprechpartner", CONTACTS[(seed % 3) as usize].to_string()),
        ("Datum", de(p.date_ymd)),
    ]);
    let ref_labels: String = refs.iter().map(|(k, _)| format!("<th>{k}</th>")).collect();
    let ref_values: String = refs.iter().map(|(_, v)| format!("<td>{v}</td>")).collect();
    let exemption = match (p.tax_rate, swiss) {
        (0, true) => {
            "<p class=\"note\">Von der MWST befreit: Leistung an einen Empfänger mit Sitz im Ausland \
             (Art. 8 Abs. 1 MWSTG).</p>"
        }
        (0, false) => {
            "<p class=\"note\">Nicht im Inland steuerbare Leistung (§ 3a Abs. 2 UStG); die Steuer schuldet \
             der Leistungsempfänger (Reverse Charge).</p>"
        }
        _ => "",
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
            200_000_000 + seed * 7_919 % 700_000_000
        )
    };
    let register = if swiss {
        "Handelsregister des Kantons Zürich".to_string()
    } else if p.city.contains("Amsterdam") {
        format!("Amtsgericht Düsseldorf HRB {}", 80_000 + seed % 9_000)
    } else {
        format!(
            "Amtsgericht Charlottenburg HRB {} B",
            150_000 + seed % 9_000
        )
    };
    let (bank, bic) = if swiss {
        ("Zürcher Kantonalbank", "ZKBKCHZZ80A")
    } else {
        ("Deutsche Bank", "DEUTDEDBXXX")
    };
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"{}{branch}\\A {lab_street}, {lab_town}\\A {register}\\A {tax_id}\"",
                    p.vendor.replace('"', "")
                ),
            ),
            (
                "bottom-center",
                format!("\"{bank}\\A IBAN {}\\A BIC {bic}\"", p.iban),
            ),
            (
                "bottom-right",
                "\"Seite \" counter(page) \" von \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 9pt; }}\n\
         .top {{ display: flex; justify-content: space-between; align-items: flex-start; }}\n\
         .lab b {{ font-size: 16pt; color: #0d47a1; }}\n\
         .lab div {{ font-size: 8pt; color: #546e7a; margin-top: 1mm; }}\n\
         .mark {{ border: 1.2pt solid #000; width: 34mm; text-align: center; padding: 1.5mm 0; font-size: 6.5pt; line-height: 1.3; }}\n\
         .mark b {{ font-size: 15pt; display: block; letter-spacing: 1px; }}\n\
         .window {{ margin-top: 12mm; width: 85mm; height: 40mm; line-height: 1.45; }}\n\
         .window .ret {{ font-size: 6.5pt; text-decoration: underline; color: #444; margin-bottom: 2mm; }}\n\
         table.ref {{ width: 100%; margin: 2mm 0 6mm; }}\n\
         table.ref th {{ text-align: left; font-weight: normal; font-size: 7pt; color: #555; padding: 0 8px 1px 0; }}\n\
         table.ref td {{ padding: 0 8px 0 0; }}\n\
         .subject {{ font-weight: bold; font-size: 10.5pt; }}\n\
         .subject span {{ display: block; font-weight: normal; font-size: 9pt; margin-top: 1mm; }}\n\
         table.items {{ width: 100%; margin-top: 3mm; }}\n\
         table.items th {{ text-align: left; font-size: 8pt; border-top: 0.8pt solid #000; border-bottom: 0.8pt solid #000; padding: 2px 4px; }}\n\
         table.items td {{ padding: 3px 4px; vertical-align: top; border-bottom: 0.4pt solid #ccc; }}\n\
         table.items tr {{ break-inside: avoid; }}\n\
         .detail {{ font-size: 7.5pt; color: #6d6d6d; margin-top: 0.5mm; }}\n\
         .r {{ text-align: right !important; white-space: nowrap; }}\n\
         .c {{ text-align: center; }}\n\
         table.sum {{ margin: 3mm 0 0 auto; break-inside: avoid; }}\n\
         table.sum td {{ padding: 2px 4px 2px 14px; }}\n\
         table.sum tr.last td {{ font-weight: bold; border-top: 0.8pt solid #000; border-bottom: 2.4pt double #000; }}\n\
         .note {{ font-size: 8.5pt; }}\n\
         .close {{ margin-top: 4mm; break-inside: avoid; }}\n\
         {footer}"
    );
    let body = format!(
        "<div class=\"top\"><div class=\"lab\"><b>{vendor}</b><div>Kalibrierlaboratorium{branch} · Länge · Drehmoment · \
         Elektrische {quantities}<br>{lab_street} · {lab_town} · Tel. {phone} · kalibrierung@{domain}</div></div>\
         <div class=\"mark\"><b>{mark}</b>{mark_name}<br>{accreditation}</div></div>\n\
         <div class=\"window\"><div class=\"ret\">{vendor} · {lab_street} · {lab_town}</div>\
         {customer}<br>Prüfmittelverwaltung / Kreditorenbuchhaltung<br>{street}<br>{town}<br>{country}</div>\n\
         <table class=\"ref\"><tr>{ref_labels}</tr><tr>{ref_values}</tr></table>\n\
         <div class=\"subject\">Rechnung Nr. {number}<span>Kalibrierung Ihrer Prüfmittel – Wareneingang {received}, \
         Rücksendung {returned}</span></div>\n\
         <p>Sehr geehrte Damen und Herren,<br>für die Kalibrierung der uns übersandten Prüfmittel berechnen wir Ihnen:</p>\n\
         <table class=\"items\"><thead><tr><th class=\"c\">Pos.</th><th class=\"r\">Menge</th><th>ME</th><th>Bezeichnung</th>\
         <th class=\"r\">Einzelpreis {cur}</th><th class=\"r\">Gesamtpreis {cur}</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <table class=\"sum\"><tr><td>Summe netto</td><td>{cur}</td><td class=\"r\">{subtotal}</td></tr>\
         <tr><td>zzgl. {rate} % {tax_word}</td><td>{cur}</td><td class=\"r\">{tax}</td></tr>\
         <tr class=\"last\"><td>Rechnungsbetrag</td><td>{cur}</td><td class=\"r\">{total}</td></tr></table>\n\
         {exemption}\
         <div class=\"close\"><p>Leistungsdatum: {returned} (Rücksendung). Zahlbar innerhalb von {terms} Tagen bis zum \
         <b>{due}</b> ohne Abzug. Bitte geben Sie bei der Zahlung die Rechnungsnummer an.</p>\
         <p>Die Kalibrierscheine liegen den Prüfmitteln bei und stehen in unserem Kundenportal zum Download bereit. \
         Empfohlene Rekalibrierung: {recal_month:02}/{recal_year}.</p><p>Mit freundlichen {regards}<br>Ihr Kalibrierteam aus {place}</p></div>",
        vendor = escape(p.vendor),
        phone = if p.city.contains("Amsterdam") {
            format!("+49 211 {} {}-0", 300 + seed % 600, 10 + seed % 89)
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
        received = de(received),
        returned = de(returned),
        subtotal = number(subtotal),
        rate = p.tax_rate,
        tax = number(p.tax_cents),
        total = number(total),
        due = de(p.due_ymd),
        recal_month = returned.1,
        recal_year = returned.0 + 1,
    );
    page("A4", "Liberation Sans", &css, &body)
}

/// The month before the one `ymd` falls in, as its first and last day: the
/// month a monthly service bill charges for.
fn service_month((year, month, _): (i32, u32, u32)) -> ((i32, u32, u32), (i32, u32, u32)) {
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

/// A private security company's ("istituto di vigilanza privata") monthly
/// fattura for the guarding, patrols and alarm monitoring of the month
/// before, as its security-services management software prints the
/// courtesy copy of the electronic invoice, in Italian, issued by the
/// company's permanent establishment in Italy: a navy band with the name,
/// "Istituto di Vigilanza Privata" and the prefect's licence under art. 134
/// T.U.L.P.S. at the left and the operations centre's address and
/// certifications at the right, "Spett.le" and the customer with its VAT
/// number and the SdI recipient code for a foreign customer beside a
/// framed document box of labels and values ("Tipo documento / Numero /
/// Data / Codice cliente / Vs. ordine / Contratto / Periodo di
/// competenza"), the place the services were rendered, the items as "Cod. /
/// Descrizione servizio / Periodo / U.M. / Quantità / Prezzo unitario /
/// Importo / IVA" with the service month on every line, the VAT summary
/// ("Aliquota o natura / Imponibile / Imposta / Esigibilità / Riferimento
/// normativo", at a rate of nought N2.1 under art. 7-ter), "Totale
/// imponibile / Totale IVA / Totale documento / NETTO A PAGARE", the
/// payment data in the e-invoice's codes (TP02, MP05, due date, IBAN), and
/// the courtesy-copy wording with the company's particulars in the page
/// footer; amounts as € 1.234,56 and dates as 03/03/2026.
pub fn fattura_vigilanza(p: &Printed) -> String {
    let seed = account_seed(p);
    let cur = p.currency;
    let number = |cents: i64| grouped(cents, ".", ",");
    let money = |cents: i64| {
        if cur == "EUR" {
            format!("€ {}", number(cents))
        } else {
            format!("{cur} {}", number(cents))
        }
    };
    let it = |(y, m, d): (i32, u32, u32)| format!("{d:02}/{m:02}/{y}");
    let short = |(y, m, d): (i32, u32, u32)| format!("{d:02}/{m:02}/{:02}", y % 100);
    let subtotal = cents_in(&p.subtotal);
    let total = cents_in(&p.total);
    let (from, to) = service_month(p.date_ymd);
    let month = date_in(
        &format!("1 {} {}", MONTHS[from.1 as usize - 1], from.0),
        Language::Italian,
    );
    let month = month.trim_start_matches("1 ").to_string();
    let (street, town) = address_lines(p.customer_address);
    let prefix = buyer_vat_prefix(p.customer_address);
    let country = country_in(prefix, ["IRLANDA", "REGNO UNITO", "STATI UNITI"]);
    let buyer_vat = match prefix {
        Some("IE") => format!("P.IVA/VAT IE{}{:06}W", 3 + seed % 7, seed * 131 % 1_000_000),
        Some(_) => format!("P.IVA/VAT GB{:09}", seed * 7_001 % 1_000_000_000),
        None => "Tax ID estero: —".to_string(),
    };
    let rate_code = if p.tax_rate == 0 {
        "N2.1".to_string()
    } else {
        format!("{},00", p.tax_rate)
    };
    let items: String = p
        .lines
        .iter()
        .enumerate()
        .map(|(i, l)| {
            format!(
                "<tr><td>SV{code:03}</td><td>{desc}</td><td class=\"c\">{from}–{to}</td><td class=\"c\">{unit}</td>\
                 <td class=\"r\">{qty}</td><td class=\"r\">{price}</td><td class=\"r\">{amount}</td>\
                 <td class=\"c\">{rate_code}</td></tr>\n",
                code = 100 + (seed + i as i64 * 7) % 900,
                desc = escape(&l.description),
                from = short(from),
                to = short(to),
                unit = if l.unit == "h" { "ore" } else { "n." },
                qty = quantity_with(hundredths_in(&l.quantity), ","),
                price = number(cents_in(&l.unit_price)),
                amount = number(l.amount_cents),
            )
        })
        .collect();
    let mut doc = vec![
        ("Tipo documento", "TD01 – Fattura".to_string()),
        ("Numero", escape(&p.number)),
        ("Data", it(p.date_ymd)),
        ("Codice cliente", p.customer_number.clone()),
    ];
    if let Some(po) = &p.po {
        doc.push(("Vs. ordine", escape(po)));
    }
    doc.extend([
        (
            "Contratto",
            format!("VG/{}/{:04}", p.date_ymd.0 - 1, seed * 3 % 10_000),
        ),
        ("Periodo di competenza", month.clone()),
    ]);
    let doc: String = doc
        .iter()
        .map(|(k, v)| format!("<tr><th>{k}</th><td>{v}</td></tr>"))
        .collect();
    let (nature, law, due_tax) = if p.tax_rate == 0 {
        (
            "N2.1 – Non soggetta",
            "Operazione non soggetta, art. 7-ter DPR 633/72 – inversione contabile a carico del committente",
            "—",
        )
    } else {
        ("", "", "I – immediata")
    };
    let rate_cell = if p.tax_rate == 0 {
        nature.to_string()
    } else {
        format!("{} %", p.tax_rate)
    };
    let piva = format!("{:011}", 10_000_000_000 + seed * 7_919 % 9_000_000_000);
    let footer = page_footer(
        "Liberation Sans",
        &[
            (
                "bottom-left",
                format!(
                    "\"Copia di cortesia: l'originale è stato trasmesso al Sistema di Interscambio \
                     (art. 21 DPR 633/72).\\A {} – Stabile organizzazione in Italia · P.IVA IT{piva} · REA MI-{}\\A \
                     Sede legale: {}, {}\"",
                    p.vendor.replace('"', ""),
                    2_600_000 + seed % 99_999,
                    p.street,
                    p.city
                ),
            ),
            (
                "bottom-right",
                "\"Pag. \" counter(page) \" di \" counter(pages)".to_string(),
            ),
        ],
    );
    let css = format!(
        "body {{ font-size: 8.6pt; }}\n\
         .band {{ display: flex; justify-content: space-between; background: #13294b; color: #fff; padding: 4mm 5mm; }}\n\
         .band b {{ font-size: 17pt; letter-spacing: 0.5px; }}\n\
         .band .kind {{ color: #f2c14e; font-weight: bold; letter-spacing: 2px; font-size: 8pt; margin: 1mm 0; }}\n\
         .band .lic {{ font-size: 7pt; color: #d7dde8; }}\n\
         .band .ops {{ font-size: 7.5pt; text-align: right; line-height: 1.45; color: #d7dde8; white-space: nowrap; padding-left: 6mm; }}\n\
         .head {{ display: flex; justify-content: space-between; margin: 6mm 0 4mm; }}\n\
         .spett {{ width: 82mm; line-height: 1.5; padding-top: 2mm; }}\n\
         .spett .k {{ font-style: italic; color: #555; }}\n\
         .spett .small {{ font-size: 7.8pt; color: #444; }}\n\
         .doc {{ width: 88mm; border: 1pt solid #13294b; }}\n\
         .doc .t {{ background: #13294b; color: #fff; font-weight: bold; font-size: 11pt; letter-spacing: 3px; padding: 1.5mm 3mm; }}\n\
         .doc table {{ width: 100%; }}\n\
         .doc th {{ text-align: left; font-weight: normal; color: #555; padding: 1.5px 3mm; width: 45%; white-space: nowrap; }}\n\
         .doc td {{ font-weight: bold; padding: 1.5px 3mm 1.5px 0; }}\n\
         .site {{ border-top: 0.6pt solid #13294b; border-bottom: 0.6pt solid #13294b; padding: 1.5mm 0; margin-bottom: 3mm; }}\n\
         table.items {{ width: 100%; }}\n\
         table.items th {{ background: #e3e8f0; color: #13294b; font-size: 7.6pt; padding: 3px 4px; text-align: left; border-bottom: 1pt solid #13294b; }}\n\
         table.items td {{ padding: 3px 4px; border-bottom: 0.4pt solid #d0d6e0; }}\n\
         table.items tr {{ break-inside: avoid; }}\n\
         .r {{ text-align: right !important; white-space: nowrap; }}\n\
         .c {{ text-align: center; white-space: nowrap; }}\n\
         .foot {{ display: flex; justify-content: space-between; gap: 5mm; margin-top: 5mm; break-inside: avoid; }}\n\
         .foot h3 {{ font-size: 7.8pt; color: #13294b; text-transform: uppercase; letter-spacing: 1px; margin: 0 0 1mm; }}\n\
         table.riep th {{ font-size: 7.2pt; font-weight: normal; color: #555; border-bottom: 0.6pt solid #13294b; padding: 2px 5px; text-align: left; }}\n\
         table.riep td {{ padding: 2px 5px; font-size: 8pt; }}\n\
         table.tot {{ width: 72mm; }}\n\
         table.tot td {{ padding: 2px 5px; white-space: nowrap; }}\n\
         table.tot tr.doc td {{ font-weight: bold; border-top: 0.6pt solid #13294b; }}\n\
         table.tot tr.net td {{ background: #f2c14e; font-weight: bold; font-size: 10.5pt; padding: 4px 5px; }}\n\
         .pay {{ margin-top: 4mm; border: 0.6pt dashed #13294b; padding: 2mm 3mm; break-inside: avoid; }}\n\
         .pay table td {{ padding: 1px 10px 1px 0; }}\n\
         {footer}"
    );
    let body = format!(
        "<div class=\"band\"><div><b>{vendor}</b><div class=\"kind\">ISTITUTO DI VIGILANZA PRIVATA</div>\
         <div class=\"lic\">Stabile organizzazione in Italia · Licenza ex art. 134 T.U.L.P.S. n. {lic}/Area I^/{lic_year} \
         rilasciata dalla Prefettura di Milano</div></div>\
         <div class=\"ops\">Centrale operativa e sede amministrativa<br>Via G. B. Pirelli 30 – 20124 Milano<br>\
         Tel. 02 {t1:04} {t2:04} · Pronto intervento 24/7<br>UNI 10891 · UNI CEI EN 50518</div></div>\n\
         <div class=\"head\"><div class=\"spett\"><span class=\"k\">Spett.le</span><br><b>{customer}</b><br>{street}<br>\
         {town}<br>{country}<br><span class=\"small\">{buyer_vat}<br>Codice destinatario SdI: XXXXXXX (soggetto non residente)</span></div>\
         <div class=\"doc\"><div class=\"t\">FATTURA</div><table>{doc}</table></div></div>\n\
         <div class=\"site\">Servizi resi presso: <b>{customer}</b>, {street}, {town} — vigilanza ispettiva notturna, \
         piantonamento e teleallarme con intervento su allarme.</div>\n\
         <table class=\"items\"><thead><tr><th>Cod.</th><th>Descrizione servizio</th><th class=\"c\">Periodo</th>\
         <th class=\"c\">U.M.</th><th class=\"r\">Quantità</th><th class=\"r\">Prezzo unitario</th><th class=\"r\">Importo</th>\
         <th class=\"c\">IVA</th></tr></thead><tbody>\n{items}</tbody></table>\n\
         <div class=\"foot\"><div><h3>Riepilogo IVA</h3><table class=\"riep\"><tr><th>Aliquota o natura</th>\
         <th class=\"r\">Imponibile</th><th class=\"r\">Imposta</th><th>Esigibilità</th><th>Riferimento normativo</th></tr>\
         <tr><td>{rate_cell}</td><td class=\"r\">{subtotal}</td><td class=\"r\">{tax}</td><td>{due_tax}</td><td>{law}</td></tr>\
         </table></div>\
         <table class=\"tot\"><tr><td>Totale imponibile</td><td class=\"r\">{m_subtotal}</td></tr>\
         <tr><td>Totale IVA</td><td class=\"r\">{m_tax}</td></tr>\
         <tr class=\"doc\"><td>Totale documento</td><td class=\"r\">{m_total}</td></tr>\
         <tr class=\"net\"><td>NETTO A PAGARE</td><td class=\"r\">{m_total}</td></tr></table></div>\n\
         <div class=\"pay\"><h3 style=\"font-size: 7.8pt; color: #13294b; margin: 0 0 1mm; letter-spacing: 1px;\">DATI PAGAMENTO</h3>\
         <table><tr><td>Condizioni</td><td>TP02 – pagamento completo</td><td>Modalità</td><td>MP05 – bonifico</td></tr>\
         <tr><td>Scadenza</td><td><b>{due}</b></td><td>Importo</td><td><b>{m_total}</b></td></tr>\
         <tr><td>Istituto</td><td>Intesa Sanpaolo S.p.A.</td><td>IBAN</td><td>IT{ck:02} K030 6909 {a1:03}{a2:09}</td></tr></table>\
         <div style=\"margin-top: 1mm; font-size: 7.8pt;\">Si prega di indicare nella causale del bonifico il numero e la data \
         della fattura. In caso di ritardato pagamento saranno applicati gli interessi di mora ai sensi del D.Lgs. 231/2002.</div></div>",
        vendor = escape(p.vendor),
        lic = 1_000 + seed * 7 % 9_000,
        lic_year = p.date_ymd.0 - 3,
        t1 = 3_000 + seed % 7_000,
        t2 = seed * 7 % 10_000,
        customer = p.customer,
        subtotal = number(subtotal),
        tax = number(p.tax_cents),
        m_subtotal = money(subtotal),
        m_tax = money(p.tax_cents),
        m_total = money(total),
        due = it(p.due_ymd),
        ck = 10 + seed % 89,
        a1 = seed % 1_000,
        a2 = seed * 7_919 % 1_000_000_000,
    );
    page("A4", "Liberation Sans", &css, &body)
}
