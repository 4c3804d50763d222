//! Page layouts: where each label, value and table cell of an invoice is drawn,
//! and how numbers, money and dates are printed.

use super::scenario::{Currency, Invoice};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Font {
    Helvetica,
    HelveticaBold,
    Times,
    TimesBold,
    Courier,
}

impl Font {
    pub fn base_name(self) -> &'static str {
        match self {
            Font::Helvetica => "Helvetica",
            Font::HelveticaBold => "Helvetica-Bold",
            Font::Times => "Times-Roman",
            Font::TimesBold => "Times-Bold",
            Font::Courier => "Courier",
        }
    }

    /// Average glyph width as a fraction of the font size, good enough to right-align.
    fn average_width(self) -> f32 {
        match self {
            Font::Helvetica | Font::HelveticaBold => 0.55,
            Font::Times | Font::TimesBold => 0.5,
            Font::Courier => 0.6,
        }
    }
}

#[derive(Debug, Clone)]
pub struct Run {
    pub font: Font,
    pub size: f32,
    pub x: f32,
    pub y: f32,
    pub text: String,
}

#[derive(Debug, Clone)]
pub struct Page {
    pub width: f32,
    pub height: f32,
    pub runs: Vec<Run>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Layout {
    Classic,
    European,
    Stacked,
    Courier,
    Ledger,
    Compact,
}

pub const LAYOUTS: [Layout; 6] = [
    Layout::Classic,
    Layout::European,
    Layout::Stacked,
    Layout::Courier,
    Layout::Ledger,
    Layout::Compact,
];

impl Layout {
    pub fn name(self) -> &'static str {
        match self {
            Layout::Classic => "classic",
            Layout::European => "european",
            Layout::Stacked => "stacked",
            Layout::Courier => "courier",
            Layout::Ledger => "ledger",
            Layout::Compact => "compact",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NumberStyle {
    /// 1,234.56
    Comma,
    /// 1.234,56
    Dot,
    /// 1 234,56
    Space,
    /// 1234.56
    Plain,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MoneyStyle {
    /// Bare numbers; the currency is stated once in the header.
    Bare,
    SymbolPrefix,
    CodePrefix,
    CodeSuffix,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DateStyle {
    Iso,
    Dotted,
    /// dd/mm/yyyy, or mm/dd/yyyy on USD invoices.
    Slash,
    LongMonthFirst,
    LongDayFirst,
    ShortMonth,
}

#[derive(Debug, Clone, Copy)]
pub struct Formats {
    pub number: NumberStyle,
    pub money: MoneyStyle,
    pub date: DateStyle,
}

pub const MONTHS: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

pub fn number(cents: i64, style: NumberStyle) -> String {
    let (group, decimal) = match style {
        NumberStyle::Comma => (",", '.'),
        NumberStyle::Dot => (".", ','),
        NumberStyle::Space => (" ", ','),
        NumberStyle::Plain => ("", '.'),
    };
    let units = (cents.abs() / 100).to_string();
    let mut grouped = String::new();
    for (i, digit) in units.chars().enumerate() {
        if i > 0 && (units.len() - i) % 3 == 0 {
            grouped.push_str(group);
        }
        grouped.push(digit);
    }
    let sign = if cents < 0 { "-" } else { "" };
    format!("{sign}{grouped}{decimal}{:02}", cents.abs() % 100)
}

pub fn quantity(hundredths: i64, style: NumberStyle) -> String {
    if hundredths % 100 == 0 {
        return (hundredths / 100).to_string();
    }
    let decimal = if matches!(style, NumberStyle::Comma | NumberStyle::Plain) {
        '.'
    } else {
        ','
    };
    let fraction = format!("{:02}", hundredths % 100);
    format!(
        "{}{decimal}{}",
        hundredths / 100,
        fraction.trim_end_matches('0')
    )
}

pub fn money(cents: i64, currency: Currency, formats: Formats) -> String {
    let amount = number(cents, formats.number);
    match (formats.money, currency.symbol()) {
        (MoneyStyle::Bare, _) => amount,
        (MoneyStyle::SymbolPrefix, Some(symbol)) => format!("{symbol}{amount}"),
        (MoneyStyle::SymbolPrefix, None) | (MoneyStyle::CodePrefix, _) => {
            format!("{} {amount}", currency.code())
        }
        (MoneyStyle::CodeSuffix, _) => format!("{amount} {}", currency.code()),
    }
}

pub fn date((year, month, day): (i32, u32, u32), style: DateStyle, currency: Currency) -> String {
    let name = MONTHS[month as usize - 1];
    match style {
        DateStyle::Iso => format!("{year}-{month:02}-{day:02}"),
        DateStyle::Dotted => format!("{day:02}.{month:02}.{year}"),
        DateStyle::Slash if currency == Currency::Usd => format!("{month:02}/{day:02}/{year}"),
        DateStyle::Slash => format!("{day:02}/{month:02}/{year}"),
        DateStyle::LongMonthFirst => format!("{name} {day}, {year}"),
        DateStyle::LongDayFirst => format!("{day} {name} {year}"),
        DateStyle::ShortMonth => format!("{day} {} {year}", &name[..3]),
    }
}

/// Draws runs on pages, starting a new page when asked.
struct Canvas {
    width: f32,
    height: f32,
    pages: Vec<Page>,
}

/// How a layout sets its totals: labels left-aligned at `label_x`, amounts
/// right-aligned at `value_right`.
struct TotalsStyle {
    label_font: Font,
    value_font: Font,
    size: f32,
    label_x: f32,
    value_right: f32,
    line: f32,
}

impl Canvas {
    fn new(width: f32, height: f32) -> Self {
        Canvas {
            width,
            height,
            pages: vec![Page {
                width,
                height,
                runs: Vec::new(),
            }],
        }
    }

    fn text(&mut self, font: Font, size: f32, x: f32, y: f32, text: impl Into<String>) {
        let text = text.into();
        let page = self.pages.last_mut().expect("a canvas always has a page");
        page.runs.push(Run {
            font,
            size,
            x,
            y,
            text,
        });
    }

    fn right(&mut self, font: Font, size: f32, right_edge: f32, y: f32, text: impl Into<String>) {
        let text = text.into();
        let width = text.chars().count() as f32 * size * font.average_width();
        self.text(font, size, right_edge - width, y, text);
    }

    /// Label and amount rows under a table, one `style.line` apart from `top` down.
    fn totals<L: Into<String>, const N: usize>(
        &mut self,
        style: &TotalsStyle,
        top: f32,
        rows: [(L, String); N],
    ) {
        for (i, (label, value)) in rows.into_iter().enumerate() {
            let y = top - style.line * i as f32;
            self.text(style.label_font, style.size, style.label_x, y, label);
            self.right(style.value_font, style.size, style.value_right, y, value);
        }
    }

    fn new_page(&mut self) {
        self.pages.push(Page {
            width: self.width,
            height: self.height,
            runs: Vec::new(),
        });
    }
}

enum Align {
    Left,
    Right,
}

/// One table column: header, left x, alignment, and what to print per line.
struct Column {
    header: &'static str,
    x: f32,
    align: Align,
    cell: fn(&Invoice, usize, Formats) -> String,
}

fn description(invoice: &Invoice, i: usize, _: Formats) -> String {
    invoice.lines[i].description.to_string()
}
fn line_quantity(invoice: &Invoice, i: usize, f: Formats) -> String {
    quantity(invoice.lines[i].quantity, f.number)
}
fn unit_price(invoice: &Invoice, i: usize, f: Formats) -> String {
    number(invoice.lines[i].unit_price, f.number)
}
fn unit_price_money(invoice: &Invoice, i: usize, f: Formats) -> String {
    money(invoice.lines[i].unit_price, invoice.vendor.currency, f)
}
fn amount(invoice: &Invoice, i: usize, f: Formats) -> String {
    money(invoice.lines[i].amount, invoice.vendor.currency, f)
}
fn sku(_: &Invoice, i: usize, _: Formats) -> String {
    format!("A-{}", 101 + i)
}
fn position(_: &Invoice, i: usize, _: Formats) -> String {
    (i + 1).to_string()
}

struct Table {
    columns: Vec<Column>,
    font: Font,
    header_font: Font,
    size: f32,
    row_height: f32,
    bottom: f32,
    /// Where rows start on a continuation page.
    continue_at: f32,
    repeat_header: bool,
}

impl Table {
    const RIGHT_COLUMN_WIDTH: f32 = 70.0;

    fn header(&self, canvas: &mut Canvas, y: f32) {
        for column in &self.columns {
            match column.align {
                Align::Left => canvas.text(self.header_font, self.size, column.x, y, column.header),
                Align::Right => canvas.right(
                    self.header_font,
                    self.size,
                    column.x + Self::RIGHT_COLUMN_WIDTH,
                    y,
                    column.header,
                ),
            }
        }
    }

    /// Draws header and rows from `top`; returns the y below the last row.
    fn draw(&self, canvas: &mut Canvas, invoice: &Invoice, formats: Formats, top: f32) -> f32 {
        self.header(canvas, top);
        let mut y = top - self.row_height * 1.5;
        for i in 0..invoice.lines.len() {
            if y < self.bottom {
                canvas.new_page();
                y = self.continue_at;
                if self.repeat_header {
                    self.header(canvas, y);
                    y -= self.row_height * 1.5;
                }
            }
            for column in &self.columns {
                let text = (column.cell)(invoice, i, formats);
                match column.align {
                    Align::Left => canvas.text(self.font, self.size, column.x, y, text),
                    Align::Right => canvas.right(
                        self.font,
                        self.size,
                        column.x + Self::RIGHT_COLUMN_WIDTH,
                        y,
                        text,
                    ),
                }
            }
            y -= self.row_height;
        }
        y
    }
}

fn tax_label(word: &str, invoice: &Invoice, with_rate: bool) -> String {
    if with_rate {
        format!("{word} ({}%)", invoice.tax_rate_percent)
    } else {
        word.to_string()
    }
}

/// Lays the invoice out; returns its pages.
pub fn render(invoice: &Invoice, layout: Layout, formats: Formats) -> Vec<Page> {
    let currency = invoice.vendor.currency;
    let show_date = |d| date(d, formats.date, currency);
    let show_money = |cents| money(cents, currency, formats);
    let vendor = invoice.vendor;
    let (customer, customer_address) = invoice.customer;
    let bare = formats.money == MoneyStyle::Bare;

    match layout {
        Layout::Classic => {
            let mut c = Canvas::new(612.0, 792.0);
            c.text(Font::HelveticaBold, 20.0, 50.0, 740.0, vendor.name);
            c.text(Font::Helvetica, 9.0, 50.0, 724.0, vendor.street);
            c.text(Font::Helvetica, 9.0, 50.0, 713.0, vendor.city);
            c.text(Font::HelveticaBold, 16.0, 430.0, 740.0, "INVOICE");
            let mut header = vec![
                ("Invoice No.:", invoice.number.clone()),
                ("Invoice Date:", show_date(invoice.date)),
                ("Due Date:", show_date(invoice.due)),
            ];
            if let Some(po) = &invoice.po_number {
                header.push(("PO Number:", po.clone()));
            }
            if bare {
                header.push(("Currency:", currency.code().to_string()));
            }
            for (i, (label, value)) in header.into_iter().enumerate() {
                let y = 700.0 - 15.0 * i as f32;
                c.text(Font::HelveticaBold, 10.0, 360.0, y, label);
                c.text(Font::Helvetica, 10.0, 450.0, y, value);
            }
            c.text(Font::HelveticaBold, 10.0, 50.0, 690.0, "Bill To:");
            c.text(Font::Helvetica, 10.0, 50.0, 675.0, customer);
            c.text(Font::Helvetica, 10.0, 50.0, 662.0, customer_address);
            let table = Table {
                columns: vec![
                    Column {
                        header: "Description",
                        x: 50.0,
                        align: Align::Left,
                        cell: description,
                    },
                    Column {
                        header: "Qty",
                        x: 250.0,
                        align: Align::Right,
                        cell: line_quantity,
                    },
                    Column {
                        header: "Unit Price",
                        x: 340.0,
                        align: Align::Right,
                        cell: unit_price,
                    },
                    Column {
                        header: "Amount",
                        x: 460.0,
                        align: Align::Right,
                        cell: amount,
                    },
                ],
                font: Font::Helvetica,
                header_font: Font::HelveticaBold,
                size: 10.0,
                row_height: 16.0,
                bottom: 120.0,
                continue_at: 740.0,
                repeat_header: true,
            };
            let y = table.draw(&mut c, invoice, formats, 590.0) - 20.0;
            let totals = [
                ("Subtotal:".to_string(), invoice.subtotal),
                (tax_label("Tax", invoice, true) + ":", invoice.tax),
                ("Total Due:".to_string(), invoice.total),
            ];
            let style = TotalsStyle {
                label_font: Font::HelveticaBold,
                value_font: Font::Helvetica,
                size: 10.0,
                label_x: 380.0,
                value_right: 530.0,
                line: 15.0,
            };
            c.totals(
                &style,
                y,
                totals.map(|(label, cents)| (label, show_money(cents))),
            );
            c.text(
                Font::Helvetica,
                8.0,
                50.0,
                60.0,
                "Thank you for your business. Payment by bank transfer.",
            );
            c.pages
        }
        Layout::European => {
            let mut c = Canvas::new(595.0, 842.0);
            c.text(Font::HelveticaBold, 24.0, 40.0, 790.0, "TAX INVOICE");
            c.text(Font::HelveticaBold, 18.0, 330.0, 790.0, vendor.name);
            c.text(
                Font::Helvetica,
                9.0,
                330.0,
                774.0,
                format!("{}, {}", vendor.street, vendor.city),
            );
            c.text(Font::Helvetica, 9.0, 40.0, 740.0, "Customer");
            c.text(Font::Helvetica, 11.0, 40.0, 726.0, customer);
            c.text(Font::Helvetica, 9.0, 40.0, 713.0, customer_address);
            let mut header = vec![
                ("Invoice #", invoice.number.clone()),
                ("Invoice date", show_date(invoice.date)),
                ("Payment due", show_date(invoice.due)),
            ];
            if let Some(po) = &invoice.po_number {
                header.push(("P.O. Number", po.clone()));
            }
            if bare {
                header.push(("Currency", currency.code().to_string()));
            }
            for (i, (label, value)) in header.into_iter().enumerate() {
                let y = 740.0 - 14.0 * i as f32;
                c.text(Font::Helvetica, 9.0, 330.0, y, label);
                c.text(Font::HelveticaBold, 9.0, 430.0, y, value);
            }
            let table = Table {
                columns: vec![
                    Column {
                        header: "Item",
                        x: 40.0,
                        align: Align::Left,
                        cell: sku,
                    },
                    Column {
                        header: "Description",
                        x: 90.0,
                        align: Align::Left,
                        cell: description,
                    },
                    Column {
                        header: "Qty",
                        x: 280.0,
                        align: Align::Right,
                        cell: line_quantity,
                    },
                    Column {
                        header: "Unit Price",
                        x: 370.0,
                        align: Align::Right,
                        cell: unit_price_money,
                    },
                    Column {
                        header: "Net",
                        x: 470.0,
                        align: Align::Right,
                        cell: amount,
                    },
                ],
                font: Font::Helvetica,
                header_font: Font::HelveticaBold,
                size: 9.0,
                row_height: 14.0,
                bottom: 110.0,
                continue_at: 790.0,
                repeat_header: true,
            };
            let y = table.draw(&mut c, invoice, formats, 640.0) - 18.0;
            let totals = [
                ("Net Total".to_string(), invoice.subtotal),
                (format!("VAT {}%", invoice.tax_rate_percent), invoice.tax),
                ("Grand Total".to_string(), invoice.total),
            ];
            let style = TotalsStyle {
                label_font: Font::HelveticaBold,
                value_font: Font::HelveticaBold,
                size: 9.0,
                label_x: 370.0,
                value_right: 540.0,
                line: 14.0,
            };
            c.totals(
                &style,
                y,
                totals.map(|(label, cents)| (label, show_money(cents))),
            );
            c.pages
        }
        Layout::Stacked => {
            let mut c = Canvas::new(612.0, 792.0);
            c.text(Font::TimesBold, 22.0, 50.0, 735.0, vendor.name);
            c.text(
                Font::Times,
                10.0,
                50.0,
                719.0,
                format!("{} | {}", vendor.street, vendor.city),
            );
            let mut header = vec![
                ("INVOICE NUMBER", invoice.number.clone()),
                ("DATE", show_date(invoice.date)),
                ("DUE DATE", show_date(invoice.due)),
            ];
            if let Some(po) = &invoice.po_number {
                header.push(("P.O. NUMBER", po.clone()));
            }
            if bare {
                header.push(("CURRENCY", currency.code().to_string()));
            }
            for (i, (label, value)) in header.into_iter().enumerate() {
                let x = 50.0 + 110.0 * i as f32;
                c.text(Font::TimesBold, 8.0, x, 680.0, label);
                c.text(Font::Times, 11.0, x, 666.0, value);
            }
            c.text(Font::TimesBold, 8.0, 50.0, 630.0, "BILLED TO");
            c.text(Font::Times, 11.0, 50.0, 616.0, customer);
            c.text(Font::Times, 10.0, 50.0, 603.0, customer_address);
            let table = Table {
                columns: vec![
                    Column {
                        header: "Qty",
                        x: 50.0,
                        align: Align::Left,
                        cell: line_quantity,
                    },
                    Column {
                        header: "Description",
                        x: 110.0,
                        align: Align::Left,
                        cell: description,
                    },
                    Column {
                        header: "Rate",
                        x: 340.0,
                        align: Align::Right,
                        cell: unit_price,
                    },
                    Column {
                        header: "Amount",
                        x: 470.0,
                        align: Align::Right,
                        cell: amount,
                    },
                ],
                font: Font::Times,
                header_font: Font::TimesBold,
                size: 11.0,
                row_height: 17.0,
                bottom: 120.0,
                continue_at: 735.0,
                repeat_header: false,
            };
            let y = table.draw(&mut c, invoice, formats, 560.0) - 24.0;
            let totals = [
                ("Subtotal", invoice.subtotal),
                ("Sales Tax", invoice.tax),
                ("Amount Due", invoice.total),
            ];
            let style = TotalsStyle {
                label_font: Font::TimesBold,
                value_font: Font::Times,
                size: 11.0,
                label_x: 360.0,
                value_right: 540.0,
                line: 17.0,
            };
            c.totals(
                &style,
                y,
                totals.map(|(label, cents)| (label, show_money(cents))),
            );
            c.pages
        }
        Layout::Courier => {
            let mut c = Canvas::new(595.0, 842.0);
            c.text(Font::Courier, 14.0, 40.0, 800.0, "I N V O I C E");
            let mut header = vec![
                ("Supplier", vendor.name.to_string()),
                ("Invoice Number", invoice.number.clone()),
                ("Issue Date", show_date(invoice.date)),
                ("Due", show_date(invoice.due)),
            ];
            if let Some(po) = &invoice.po_number {
                header.push(("Purchase Order", po.clone()));
            }
            if bare {
                header.push(("Currency", currency.code().to_string()));
            }
            header.push(("Customer", customer.to_string()));
            for (i, (label, value)) in header.into_iter().enumerate() {
                let y = 770.0 - 13.0 * i as f32;
                c.text(Font::Courier, 10.0, 40.0, y, label);
                c.text(Font::Courier, 10.0, 170.0, y, ":");
                c.text(Font::Courier, 10.0, 190.0, y, value);
            }
            let table = Table {
                columns: vec![
                    Column {
                        header: "Description",
                        x: 40.0,
                        align: Align::Left,
                        cell: description,
                    },
                    Column {
                        header: "Quantity",
                        x: 260.0,
                        align: Align::Right,
                        cell: line_quantity,
                    },
                    Column {
                        header: "Unit price",
                        x: 350.0,
                        align: Align::Right,
                        cell: unit_price,
                    },
                    Column {
                        header: "Line total",
                        x: 460.0,
                        align: Align::Right,
                        cell: amount,
                    },
                ],
                font: Font::Courier,
                header_font: Font::Courier,
                size: 9.0,
                row_height: 13.0,
                bottom: 90.0,
                continue_at: 800.0,
                repeat_header: false,
            };
            let y = table.draw(&mut c, invoice, formats, 660.0) - 20.0;
            let totals = [
                ("Total net".to_string(), invoice.subtotal),
                (tax_label("Tax", invoice, true), invoice.tax),
                ("Total".to_string(), invoice.total),
            ];
            let style = TotalsStyle {
                label_font: Font::Courier,
                value_font: Font::Courier,
                size: 10.0,
                label_x: 340.0,
                value_right: 540.0,
                line: 13.0,
            };
            c.totals(
                &style,
                y,
                totals.map(|(label, cents)| (label, show_money(cents))),
            );
            c.pages
        }
        Layout::Ledger => {
            let mut c = Canvas::new(595.0, 842.0);
            c.text(Font::HelveticaBold, 16.0, 40.0, 800.0, vendor.name);
            c.text(
                Font::Helvetica,
                9.0,
                40.0,
                786.0,
                format!("{} - {}", vendor.street, vendor.city),
            );
            let mut header = vec![
                format!("Invoice Number: {}", invoice.number),
                format!("Invoice Date: {}", show_date(invoice.date)),
                format!("Due Date: {}", show_date(invoice.due)),
            ];
            if let Some(po) = &invoice.po_number {
                header.push(format!("Purchase Order: {po}"));
            }
            if bare {
                header.push(format!("Currency: {}", currency.code()));
            }
            for (i, text) in header.into_iter().enumerate() {
                c.text(Font::Helvetica, 10.0, 340.0, 800.0 - 14.0 * i as f32, text);
            }
            c.text(
                Font::Helvetica,
                10.0,
                40.0,
                740.0,
                format!("Sold to: {customer}"),
            );
            let table = Table {
                columns: vec![
                    Column {
                        header: "#",
                        x: 40.0,
                        align: Align::Left,
                        cell: position,
                    },
                    Column {
                        header: "Description",
                        x: 65.0,
                        align: Align::Left,
                        cell: description,
                    },
                    Column {
                        header: "Quantity",
                        x: 250.0,
                        align: Align::Right,
                        cell: line_quantity,
                    },
                    Column {
                        header: "Unit Cost",
                        x: 350.0,
                        align: Align::Right,
                        cell: unit_price,
                    },
                    Column {
                        header: "Total",
                        x: 460.0,
                        align: Align::Right,
                        cell: amount,
                    },
                ],
                font: Font::Helvetica,
                header_font: Font::HelveticaBold,
                size: 9.0,
                row_height: 14.0,
                bottom: 90.0,
                continue_at: 790.0,
                repeat_header: true,
            };
            let mut y = table.draw(&mut c, invoice, formats, 700.0) - 18.0;
            if y < 90.0 {
                c.new_page();
                y = 790.0;
            }
            let totals = [
                ("Subtotal".to_string(), invoice.subtotal),
                (tax_label("VAT", invoice, true), invoice.tax),
                ("Balance Due".to_string(), invoice.total),
            ];
            let style = TotalsStyle {
                label_font: Font::HelveticaBold,
                value_font: Font::HelveticaBold,
                size: 10.0,
                label_x: 360.0,
                value_right: 530.0,
                line: 14.0,
            };
            c.totals(
                &style,
                y,
                totals.map(|(label, cents)| (label, show_money(cents))),
            );
            let pages = c.pages.len();
            for (i, page) in c.pages.iter_mut().enumerate() {
                page.runs.push(Run {
                    font: Font::Helvetica,
                    size: 8.0,
                    x: 270.0,
                    y: 40.0,
                    text: format!("Page {} of {pages}", i + 1),
                });
            }
            c.pages
        }
        Layout::Compact => {
            let mut c = Canvas::new(612.0, 792.0);
            c.text(Font::Times, 11.0, 50.0, 740.0, "Bill From:");
            c.text(Font::TimesBold, 12.0, 130.0, 740.0, vendor.name);
            c.text(Font::Times, 11.0, 50.0, 725.0, "Bill To:");
            c.text(Font::TimesBold, 12.0, 130.0, 725.0, customer);
            let mut header = vec![
                format!("Invoice #: {}", invoice.number),
                format!("Date: {}", show_date(invoice.date)),
                format!("Due: {}", show_date(invoice.due)),
            ];
            if let Some(po) = &invoice.po_number {
                header.push(format!("PO: {po}"));
            }
            if bare {
                header.push(format!("Currency: {}", currency.code()));
            }
            for (i, text) in header.into_iter().enumerate() {
                c.text(Font::Times, 11.0, 380.0, 740.0 - 15.0 * i as f32, text);
            }
            let table = Table {
                columns: vec![
                    Column {
                        header: "Product",
                        x: 50.0,
                        align: Align::Left,
                        cell: description,
                    },
                    Column {
                        header: "Unit Price",
                        x: 230.0,
                        align: Align::Right,
                        cell: unit_price,
                    },
                    Column {
                        header: "Units",
                        x: 320.0,
                        align: Align::Right,
                        cell: line_quantity,
                    },
                    Column {
                        header: "Ext. Price",
                        x: 450.0,
                        align: Align::Right,
                        cell: amount,
                    },
                ],
                font: Font::Times,
                header_font: Font::TimesBold,
                size: 11.0,
                row_height: 16.0,
                bottom: 110.0,
                continue_at: 740.0,
                repeat_header: true,
            };
            let y = table.draw(&mut c, invoice, formats, 640.0) - 20.0;
            let totals = [
                ("Sub Total", invoice.subtotal),
                ("GST", invoice.tax),
                ("Total Amount", invoice.total),
            ];
            let style = TotalsStyle {
                label_font: Font::TimesBold,
                value_font: Font::Times,
                size: 11.0,
                label_x: 350.0,
                value_right: 520.0,
                line: 16.0,
            };
            c.totals(
                &style,
                y,
                totals.map(|(label, cents)| (label, show_money(cents))),
            );
            c.pages
        }
    }
}
