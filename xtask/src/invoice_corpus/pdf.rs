//! Writes laid-out pages as PDF with lopdf: standard Type1 fonts, WinAnsi encoding.

use lopdf::content::{Content, Operation};
use lopdf::{Dictionary, Document, Object, ObjectId, Stream, StringFormat, dictionary};

use super::layout::{Font, Page};

const FONTS: [Font; 5] = [
    Font::Helvetica,
    Font::HelveticaBold,
    Font::Times,
    Font::TimesBold,
    Font::Courier,
];

/// How text is placed: one `Td` + `Tj` per run, or a text matrix with words
/// shown through `TJ` and the gaps between them left to kerning (no space glyph).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TextOps {
    MoveAndShow,
    MatrixAndKernedWords,
}

fn font_key(font: Font) -> String {
    let index = FONTS
        .iter()
        .position(|f| *f == font)
        .expect("every font is in FONTS");
    format!("F{}", index + 1)
}

/// WinAnsiEncoding is Latin-1 above 0xA0 and puts the euro sign at 0x80.
fn win_ansi(text: &str) -> Vec<u8> {
    text.chars()
        .map(|c| match c {
            '€' => 0x80,
            c if (c as u32) < 0x80 || (0xA0..=0xFF).contains(&(c as u32)) => c as u8,
            _ => b'?',
        })
        .collect()
}

fn literal(bytes: Vec<u8>) -> Object {
    Object::String(bytes, StringFormat::Literal)
}

fn page_content(page: &Page, ops: TextOps) -> Content {
    let mut operations = Vec::new();
    for run in &page.runs {
        operations.push(Operation::new("BT", vec![]));
        operations.push(Operation::new(
            "Tf",
            vec![
                Object::Name(font_key(run.font).into_bytes()),
                run.size.into(),
            ],
        ));
        match ops {
            TextOps::MoveAndShow => {
                operations.push(Operation::new("Td", vec![run.x.into(), run.y.into()]));
                operations.push(Operation::new("Tj", vec![literal(win_ansi(&run.text))]));
            }
            TextOps::MatrixAndKernedWords => {
                let matrix = [1.0, 0.0, 0.0, 1.0, run.x, run.y];
                operations.push(Operation::new(
                    "Tm",
                    matrix.into_iter().map(Object::from).collect(),
                ));
                let space = match run.font {
                    Font::Courier => -600,
                    Font::Times | Font::TimesBold => -250,
                    Font::Helvetica | Font::HelveticaBold => -278,
                };
                let mut parts = Vec::new();
                for (i, word) in run.text.split(' ').enumerate() {
                    if i > 0 {
                        parts.push(Object::Integer(space));
                    }
                    parts.push(literal(win_ansi(word)));
                }
                operations.push(Operation::new("TJ", vec![Object::Array(parts)]));
            }
        }
        operations.push(Operation::new("ET", vec![]));
    }
    Content { operations }
}

/// A document holding `pages`, not yet saved.
pub fn document(pages: &[Page], ops: TextOps) -> anyhow::Result<Document> {
    let mut doc = Document::with_version("1.5");
    let pages_id = doc.new_object_id();
    let mut fonts = Dictionary::new();
    for font in FONTS {
        let id = doc.add_object(dictionary! {
            "Type" => "Font",
            "Subtype" => "Type1",
            "BaseFont" => font.base_name(),
            "Encoding" => "WinAnsiEncoding",
        });
        fonts.set(font_key(font), id);
    }
    let resources_id = doc.add_object(dictionary! { "Font" => fonts });
    let mut kids: Vec<Object> = Vec::new();
    for page in pages {
        let mut stream = Stream::new(dictionary! {}, page_content(page, ops).encode()?);
        stream.compress()?;
        let content_id = doc.add_object(stream);
        let page_id = doc.add_object(dictionary! {
            "Type" => "Page",
            "Parent" => pages_id,
            "Contents" => content_id,
            "Resources" => resources_id,
            "MediaBox" => vec![0.into(), 0.into(), page.width.into(), page.height.into()],
        });
        kids.push(page_id.into());
    }
    finish(&mut doc, pages_id, kids);
    Ok(doc)
}

fn finish(doc: &mut Document, pages_id: ObjectId, kids: Vec<Object>) {
    let count = kids.len() as i64;
    doc.objects.insert(
        pages_id,
        Object::Dictionary(dictionary! { "Type" => "Pages", "Kids" => kids, "Count" => count }),
    );
    let catalog_id = doc.add_object(dictionary! { "Type" => "Catalog", "Pages" => pages_id });
    doc.trailer.set("Root", catalog_id);
}

pub fn save(doc: &mut Document) -> anyhow::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    doc.save_to(&mut bytes)?;
    Ok(bytes)
}

/// A one-page scan: a grey image and no text at all.
pub fn image_only() -> anyhow::Result<Vec<u8>> {
    let mut doc = Document::with_version("1.5");
    let pages_id = doc.new_object_id();
    let (width, height) = (64, 80);
    let pixels: Vec<u8> = (0..width * height)
        .map(|i| if (i / width) % 9 == 0 { 90 } else { 235 })
        .collect();
    let mut image = Stream::new(
        dictionary! {
            "Type" => "XObject",
            "Subtype" => "Image",
            "Width" => width,
            "Height" => height,
            "ColorSpace" => "DeviceGray",
            "BitsPerComponent" => 8,
        },
        pixels,
    );
    image.compress()?;
    let image_id = doc.add_object(image);
    let content = Content {
        operations: vec![
            Operation::new("q", vec![]),
            Operation::new(
                "cm",
                vec![
                    595.into(),
                    0.into(),
                    0.into(),
                    842.into(),
                    0.into(),
                    0.into(),
                ],
            ),
            Operation::new("Do", vec!["Scan".into()]),
            Operation::new("Q", vec![]),
        ],
    };
    let content_id = doc.add_object(Stream::new(dictionary! {}, content.encode()?));
    let page_id = doc.add_object(dictionary! {
        "Type" => "Page",
        "Parent" => pages_id,
        "Contents" => content_id,
        "Resources" => dictionary! { "XObject" => dictionary! { "Scan" => image_id } },
        "MediaBox" => vec![0.into(), 0.into(), 595.into(), 842.into()],
    });
    finish(&mut doc, pages_id, vec![page_id.into()]);
    save(&mut doc)
}
