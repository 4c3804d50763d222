//! Layouts the corpus generator does not make: word-by-word placement with font
//! widths, labels and values in one run without a colon, an item column named
//! "Item", totals with the currency code only on the last line; and a two-page
//! invoice with wrapped descriptions, running headers and footers and no
//! repeated table header. The extractor must read them all the same.

use lopdf::content::{Content, Operation};
use lopdf::{Dictionary, Document, Object, Stream, StringFormat, dictionary};
use reference_invoice::{Invoice, LineItem, read_invoice};

struct Run {
    font: &'static str,
    size: f32,
    x: f32,
    y: f32,
    text: String,
}

fn run(font: &'static str, size: f32, x: f32, y: f32, text: impl Into<String>) -> Run {
    Run {
        font,
        size,
        x,
        y,
        text: text.into(),
    }
}

/// Where the text of a page is drawn.
#[derive(Clone, Copy)]
enum Placement {
    PageContent,
    /// Inside a form XObject with its own matrix and fonts, which the page draws with `Do`.
    Form,
}

fn pdf(pages: Vec<Vec<Run>>, placement: Placement) -> Vec<u8> {
    let mut doc = Document::with_version("1.4");
    let pages_id = doc.new_object_id();
    let courier_widths: Vec<Object> = (32..=255).map(|_| Object::Integer(600)).collect();
    let mut fonts = Dictionary::new();
    for (key, base) in [
        ("C", "Courier"),
        ("CB", "Courier-Bold"),
        ("H", "Helvetica"),
        ("HB", "Helvetica-Bold"),
    ] {
        let mut font = dictionary! { "Type" => "Font", "Subtype" => "Type1", "BaseFont" => base, "Encoding" => "WinAnsiEncoding" };
        if base.starts_with("Courier") {
            font.set("FirstChar", 32);
            font.set("LastChar", 255);
            font.set("Widths", courier_widths.clone());
        }
        fonts.set(key, doc.add_object(font));
    }
    let resources = doc.add_object(dictionary! { "Font" => fonts });
    let mut kids = Vec::new();
    for page in pages {
        let mut operations = Vec::new();
        for r in page {
            operations.extend([
                Operation::new("BT", vec![]),
                Operation::new(
                    "Tf",
                    vec![Object::Name(r.font.as_bytes().to_vec()), r.size.into()],
                ),
                Operation::new("Td", vec![r.x.into(), r.y.into()]),
                Operation::new(
                    "Tj",
                    vec![Object::String(latin1(&r.text), StringFormat::Literal)],
                ),
                Operation::new("ET", vec![]),
            ]);
        }
        let encoded = Content { operations }.encode().expect("encodes");
        let (content, page_resources) = match placement {
            Placement::PageContent => (
                doc.add_object(Stream::new(dictionary! {}, encoded)),
                resources,
            ),
            Placement::Form => {
                // The form is shifted by (10, -20) and the page shifts it back.
                let form = doc.add_object(Stream::new(
                    dictionary! {
                        "Type" => "XObject", "Subtype" => "Form",
                        "BBox" => vec![0.into(), 0.into(), 595.into(), 842.into()],
                        "Matrix" => vec![1.into(), 0.into(), 0.into(), 1.into(), 10.into(), (-20).into()],
                        "Resources" => resources,
                    },
                    encoded,
                ));
                let draw = Content {
                    operations: vec![
                        Operation::new("q", vec![]),
                        Operation::new(
                            "cm",
                            vec![
                                1.into(),
                                0.into(),
                                0.into(),
                                1.into(),
                                (-10).into(),
                                20.into(),
                            ],
                        ),
                        Operation::new("Do", vec![Object::Name(b"Fm0".to_vec())]),
                        Operation::new("Q", vec![]),
                    ],
                };
                let content =
                    doc.add_object(Stream::new(dictionary! {}, draw.encode().expect("encodes")));
                (
                    content,
                    doc.add_object(dictionary! { "XObject" => dictionary! { "Fm0" => form } }),
                )
            }
        };
        let page_id = doc.add_object(dictionary! {
            "Type" => "Page", "Parent" => pages_id, "Contents" => content, "Resources" => page_resources,
            "MediaBox" => vec![0.into(), 0.into(), 595.into(), 842.into()],
        });
        kids.push(Object::from(page_id));
    }
    let count = kids.len() as i64;
    doc.objects.insert(
        pages_id,
        Object::Dictionary(dictionary! { "Type" => "Pages", "Kids" => kids, "Count" => count }),
    );
    let catalog = doc.add_object(dictionary! { "Type" => "Catalog", "Pages" => pages_id });
    doc.trailer.set("Root", catalog);
    let mut bytes = Vec::new();
    doc.save_to(&mut bytes).expect("saves");
    bytes
}

/// WinAnsi is Latin-1 above 0xA0 (the pound sign is 0xA3).
fn latin1(text: &str) -> Vec<u8> {
    text.chars()
        .map(|c| u8::try_from(u32::from(c)).unwrap_or(b'?'))
        .collect()
}

/// Monospaced text drawn one word per text object, as many PDF producers do;
/// each character column is 6 points wide at size 10.
fn words_of(lines: &[&str], top: f32) -> Vec<Run> {
    let mut runs = Vec::new();
    for (row, line) in lines.iter().enumerate() {
        let y = top - 14.0 * row as f32;
        let mut column = 0;
        for piece in line.split(' ') {
            if !piece.is_empty() {
                runs.push(run("C", 10.0, 40.0 + 6.0 * column as f32, y, piece));
            }
            column += piece.chars().count() + 1;
        }
    }
    runs
}

fn item(description: &str, quantity: f64, unit_price: f64, amount: f64) -> LineItem {
    LineItem {
        description: description.into(),
        quantity: Some(quantity),
        unit_price: Some(unit_price),
        amount: Some(amount),
    }
}

fn assert_invoice(actual: &Invoice, expected: &Invoice) {
    let close = |a: Option<f64>, b: Option<f64>| match (a, b) {
        (Some(a), Some(b)) => (a - b).abs() < 0.005,
        (a, b) => a == b,
    };
    assert_eq!(actual.invoice_number, expected.invoice_number);
    assert_eq!(actual.vendor, expected.vendor);
    assert_eq!(actual.invoice_date, expected.invoice_date);
    assert_eq!(actual.due_date, expected.due_date);
    assert_eq!(actual.po_number, expected.po_number);
    assert_eq!(actual.currency, expected.currency);
    assert_eq!(
        actual.line_items.len(),
        expected.line_items.len(),
        "{:#?}",
        actual.line_items
    );
    for (a, e) in actual.line_items.iter().zip(&expected.line_items) {
        assert_eq!(a.description, e.description);
        assert!(
            close(a.quantity, e.quantity)
                && close(a.unit_price, e.unit_price)
                && close(a.amount, e.amount),
            "{a:?} vs {e:?}"
        );
    }
    assert!(
        close(actual.subtotal, expected.subtotal),
        "subtotal {:?}",
        actual.subtotal
    );
    assert!(close(actual.tax, expected.tax), "tax {:?}", actual.tax);
    assert!(
        close(actual.total, expected.total),
        "total {:?}",
        actual.total
    );
}

#[test]
fn word_by_word_monospace_with_colonless_labels() {
    for placement in [Placement::PageContent, Placement::Form] {
        monospace_invoice(placement);
    }
}

fn monospace_invoice(placement: Placement) {
    let mut runs = vec![run("CB", 16.0, 40.0, 800.0, "Blue Fin Seafood Co.")];
    runs.extend(words_of(
        &[
            "                                             Bill No. 000781",
            "                                             Dated 2026/03/14",
            "                                             Pay By 13 Apr 2026",
            "                                             Order Ref: PO-555",
            "                                             Terms: Net 30",
            "Ship to: Fjord Hotel AS",
            "Strandkaien 2, Bergen",
            "",
            "Item                      Qty      Price        Total",
            "Salmon fillet, kg        12,5     189,00     2.362,50",
            "King crab legs, kg          4     640,00     2.560,00",
            "Delivery                    1     150,00       150,00",
            "                                 Net amount  5.072,50",
            "                                 VAT 25%     1.268,13",
            "                          Amount payable NOK 6.340,63",
        ],
        770.0,
    ));
    let invoice = read_invoice(&pdf(vec![runs], placement)).expect("readable");
    assert_invoice(
        &invoice,
        &Invoice {
            invoice_number: Some("000781".into()),
            vendor: Some("Blue Fin Seafood Co.".into()),
            invoice_date: Some("2026-03-14".into()),
            due_date: Some("2026-04-13".into()),
            po_number: Some("PO-555".into()),
            currency: Some("NOK".into()),
            line_items: vec![
                item("Salmon fillet, kg", 12.5, 189.0, 2362.5),
                item("King crab legs, kg", 4.0, 640.0, 2560.0),
                item("Delivery", 1.0, 150.0, 150.0),
            ],
            subtotal: Some(5072.5),
            tax: Some(1268.13),
            total: Some(6340.63),
        },
    );
}

#[test]
fn two_pages_with_wrapped_descriptions_and_running_headers() {
    let mut expected_items = Vec::new();
    let mut pages = vec![vec![
        run("HB", 18.0, 50.0, 780.0, "Northern Lights Studio"),
        run("H", 9.0, 50.0, 765.0, "VAT Reg. GB 123 4567 89"),
        run("H", 10.0, 360.0, 780.0, "Invoice Number"),
        run("H", 10.0, 470.0, 780.0, "NL-2026-17"),
        run("H", 10.0, 360.0, 766.0, "Invoice Date"),
        run("H", 10.0, 470.0, 766.0, "1 July 2026"),
        run("H", 10.0, 360.0, 752.0, "Due Date"),
        run("H", 10.0, 470.0, 752.0, "31/07/2026"),
        run("H", 10.0, 360.0, 738.0, "Customer PO"),
        run("H", 10.0, 470.0, 738.0, "CPO/88812"),
        run("H", 10.0, 50.0, 720.0, "Invoice to: Aurora Films Ltd"),
        run("HB", 10.0, 50.0, 680.0, "Description"),
        run("HB", 10.0, 300.0, 680.0, "Hours"),
        run("HB", 10.0, 370.0, 680.0, "Rate"),
        run("HB", 10.0, 470.0, 680.0, "Amount"),
    ]];
    let mut y = 660.0;
    let mut subtotal = 0.0;
    for episode in 1..=40 {
        if y < 80.0 {
            pages.push(vec![run(
                "H",
                8.0,
                50.0,
                810.0,
                "Northern Lights Studio - Invoice NL-2026-17 (continued)",
            )]);
            y = 780.0;
        }
        let hours = 6.0 + (episode % 4) as f64 * 0.5;
        let amount = hours * 85.0;
        subtotal += amount;
        let page = pages.last_mut().expect("a page");
        page.push(run(
            "H",
            10.0,
            50.0,
            y,
            format!("Colour grading, episode {episode}"),
        ));
        page.push(run("H", 10.0, 300.0, y, format!("{hours:.1}")));
        page.push(run("H", 10.0, 370.0, y, "\u{a3}85.00"));
        page.push(run("H", 10.0, 470.0, y, format!("\u{a3}{amount:.2}")));
        let mut description = format!("Colour grading, episode {episode}");
        if episode % 7 == 0 {
            y -= 12.0;
            page.push(run("H", 10.0, 50.0, y, "(final delivery)"));
            description.push_str(" (final delivery)");
        }
        expected_items.push(item(&description, hours, 85.0, amount));
        y -= 16.0;
    }
    let tax = (subtotal * 0.2 * 100.0_f64).round() / 100.0;
    let page = pages.last_mut().expect("a page");
    page.push(run("H", 10.0, 380.0, y - 10.0, "Subtotal"));
    page.push(run(
        "H",
        10.0,
        470.0,
        y - 10.0,
        format!("\u{a3}{subtotal:.2}"),
    ));
    page.push(run("H", 10.0, 380.0, y - 24.0, "VAT @ 20%"));
    page.push(run("H", 10.0, 470.0, y - 24.0, format!("\u{a3}{tax:.2}")));
    page.push(run("HB", 10.0, 380.0, y - 38.0, "Total due"));
    page.push(run(
        "HB",
        10.0,
        470.0,
        y - 38.0,
        format!("\u{a3}{:.2}", subtotal + tax),
    ));
    let count = pages.len();
    assert!(count >= 2, "the items run over pages");
    for (i, page) in pages.iter_mut().enumerate() {
        page.push(run(
            "H",
            8.0,
            280.0,
            30.0,
            format!("Page {} of {count}", i + 1),
        ));
    }
    let invoice = read_invoice(&pdf(pages, Placement::PageContent)).expect("readable");
    assert_invoice(
        &invoice,
        &Invoice {
            invoice_number: Some("NL-2026-17".into()),
            vendor: Some("Northern Lights Studio".into()),
            invoice_date: Some("2026-07-01".into()),
            due_date: Some("2026-07-31".into()),
            po_number: Some("CPO/88812".into()),
            currency: Some("GBP".into()),
            line_items: expected_items,
            subtotal: Some(subtotal),
            tax: Some(tax),
            total: Some(subtotal + tax),
        },
    );
}
