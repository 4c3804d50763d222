//! From a PDF's content streams to positioned text: runs of shown text with page
//! coordinates, grouped into lines read top to bottom, each split into cells
//! where the horizontal gap is wider than a word space.

use std::collections::BTreeMap;

use lopdf::{Dictionary, Document, Encoding, Object};

use super::streams::{ContentTooLarge, MAX_CONTENT_BYTES, decoded, page_content};

/// Stop interpreting a document after this many content operations.
const MAX_OPERATIONS: usize = 2_000_000;
const MAX_PAGES: usize = 500;
/// A stretch of text on one line, with its horizontal extent.
#[derive(Debug, Clone, PartialEq)]
pub struct Cell {
    pub x: f32,
    pub x_end: f32,
    pub size: f32,
    pub text: String,
}

impl Cell {
    pub fn center(&self) -> f32 {
        (self.x + self.x_end) / 2.0
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Line {
    pub page: usize,
    pub y: f32,
    pub cells: Vec<Cell>,
}

impl Line {
    pub fn size(&self) -> f32 {
        self.cells.iter().map(|c| c.size).fold(0.0, f32::max)
    }
}

#[derive(Debug, Clone)]
struct Run {
    x: f32,
    x_end: f32,
    y: f32,
    size: f32,
    text: String,
}

type Matrix = [f32; 6];
const IDENTITY: Matrix = [1.0, 0.0, 0.0, 1.0, 0.0, 0.0];

/// `a × b` for PDF's row-vector convention.
fn multiply(a: &Matrix, b: &Matrix) -> Matrix {
    [
        a[0] * b[0] + a[1] * b[2],
        a[0] * b[1] + a[1] * b[3],
        a[2] * b[0] + a[3] * b[2],
        a[2] * b[1] + a[3] * b[3],
        a[4] * b[0] + a[5] * b[2] + b[4],
        a[4] * b[1] + a[5] * b[3] + b[5],
    ]
}

fn translate(tx: f32, ty: f32) -> Matrix {
    [1.0, 0.0, 0.0, 1.0, tx, ty]
}

/// What is needed of a font to decode and measure its strings.
struct FontInfo<'a> {
    encoding: Option<Encoding<'a>>,
    first_char: i64,
    widths: Vec<f32>,
    /// Glyph width in thousandths of the font size when `Widths` has no entry.
    default_width: f32,
    two_byte: bool,
}

impl<'a> FontInfo<'a> {
    fn new(doc: &'a Document, font: &'a Dictionary) -> Self {
        let base = font
            .get(b"BaseFont")
            .and_then(Object::as_name)
            .unwrap_or_default();
        let base = String::from_utf8_lossy(base).to_ascii_lowercase();
        let default_width = if base.contains("courier") {
            600.0
        } else if base.contains("times") {
            480.0
        } else {
            540.0
        };
        let widths = font
            .get_deref(b"Widths", doc)
            .and_then(Object::as_array)
            .map(|a| {
                a.iter()
                    .map(|w| w.as_float().unwrap_or(default_width))
                    .collect()
            })
            .unwrap_or_default();
        let two_byte = font
            .get(b"Subtype")
            .and_then(Object::as_name)
            .is_ok_and(|s| s == b"Type0");
        FontInfo {
            encoding: font.get_font_encoding(doc).ok(),
            first_char: font.get(b"FirstChar").and_then(Object::as_i64).unwrap_or(0),
            widths,
            default_width,
            two_byte,
        }
    }

    fn decode(&self, bytes: &[u8]) -> String {
        let decoded = self
            .encoding
            .as_ref()
            .and_then(|e| Document::decode_text(e, bytes).ok());
        let text = decoded.unwrap_or_else(|| bytes.iter().map(|&b| b as char).collect());
        text.chars()
            .map(|c| if c.is_control() { ' ' } else { c })
            .collect()
    }

    fn code_width(&self, code: u8) -> f32 {
        usize::try_from(i64::from(code) - self.first_char)
            .ok()
            .and_then(|i| self.widths.get(i))
            .copied()
            .filter(|w| *w > 0.0)
            .unwrap_or(self.default_width)
    }
}

/// Text state of the content-stream interpreter.
struct TextState {
    ctm: Matrix,
    saved: Vec<Matrix>,
    tm: Matrix,
    tlm: Matrix,
    leading: f32,
    char_spacing: f32,
    word_spacing: f32,
    font: Option<Vec<u8>>,
    size: f32,
}

fn number(operands: &[Object], i: usize) -> f32 {
    operands
        .get(i)
        .and_then(|o| o.as_float().ok())
        .filter(|v| v.is_finite())
        .unwrap_or(0.0)
}

type Fonts<'a> = BTreeMap<Vec<u8>, FontInfo<'a>>;

/// Forms nested deeper than this are not entered.
const MAX_FORM_DEPTH: usize = 8;

struct PageReader<'a> {
    doc: &'a Document,
    /// Fonts and resources in effect, innermost (current form) last.
    fonts: Vec<Fonts<'a>>,
    resources: Vec<Vec<&'a Dictionary>>,
    state: TextState,
    runs: Vec<Run>,
    /// Operations still allowed for the whole document.
    budget: usize,
    /// Content bytes still allowed for the whole document.
    allowance: usize,
    too_large: bool,
}

fn dictionary<'a>(doc: &'a Document, object: &'a Object) -> Option<&'a Dictionary> {
    doc.dereference(object)
        .ok()
        .and_then(|(_, o)| o.as_dict().ok())
}

fn fonts_of<'a>(doc: &'a Document, resources: &'a Dictionary) -> Fonts<'a> {
    let Some(fonts) = resources.get(b"Font").ok().and_then(|f| dictionary(doc, f)) else {
        return Fonts::new();
    };
    fonts
        .iter()
        .filter_map(|(name, font)| Some((name.clone(), FontInfo::new(doc, dictionary(doc, font)?))))
        .collect()
}

impl<'a> PageReader<'a> {
    fn font(&self, name: &[u8]) -> Option<&FontInfo<'a>> {
        self.fonts.iter().rev().find_map(|scope| scope.get(name))
    }

    fn run_operations(&mut self, operations: &[lopdf::content::Operation]) {
        for operation in operations {
            if self.budget == 0 {
                return;
            }
            self.budget -= 1;
            self.apply(&operation.operator, &operation.operands);
        }
    }

    /// `Do` of a form XObject: its content runs with its matrix and resources.
    fn draw_form(&mut self, name: &[u8]) {
        if self.resources.len() > MAX_FORM_DEPTH {
            return;
        }
        let doc = self.doc;
        let form = self
            .resources
            .last()
            .into_iter()
            .flatten()
            .rev()
            .find_map(|resources| {
                let xobjects = dictionary(doc, resources.get(b"XObject").ok()?)?;
                let (_, object) = doc.dereference(xobjects.get(name).ok()?).ok()?;
                object.as_stream().ok()
            });
        let Some(form) = form.filter(|f| {
            f.dict
                .get(b"Subtype")
                .and_then(Object::as_name)
                .is_ok_and(|s| s == b"Form")
        }) else {
            return;
        };
        let content = match decoded(form, &mut self.allowance) {
            Ok(bytes) => bytes.and_then(|b| lopdf::content::Content::decode(&b).ok()),
            Err(ContentTooLarge) => {
                self.too_large = true;
                self.budget = 0;
                None
            }
        };
        let Some(content) = content else {
            return;
        };
        let matrix = form
            .dict
            .get(b"Matrix")
            .and_then(Object::as_array)
            .map(|m| [0, 1, 2, 3, 4, 5].map(|i| number(m, i)))
            .unwrap_or(IDENTITY);
        let own_resources = form
            .dict
            .get(b"Resources")
            .ok()
            .and_then(|r| dictionary(doc, r));
        let mut scope = self.resources.last().cloned().unwrap_or_default();
        scope.extend(own_resources);
        self.fonts
            .push(own_resources.map(|r| fonts_of(doc, r)).unwrap_or_default());
        self.resources.push(scope);
        let (saved_ctm, saved_depth) = (self.state.ctm, self.state.saved.len());
        self.state.ctm = multiply(&matrix, &self.state.ctm);
        self.run_operations(&content.operations);
        self.state.ctm = saved_ctm;
        self.state.saved.truncate(saved_depth);
        self.resources.pop();
        self.fonts.pop();
    }

    fn show(&mut self, parts: &[Object]) {
        let Some(font) = self.state.font.as_deref().and_then(|name| self.font(name)) else {
            return;
        };
        let size = self.state.size;
        let start = multiply(&self.state.tm, &self.state.ctm);
        let mut text = String::new();
        let mut advance = 0.0;
        for part in parts {
            match part {
                Object::String(bytes, _) => {
                    text.push_str(&font.decode(bytes));
                    let step = if font.two_byte { 2 } else { 1 };
                    for chunk in bytes.chunks(step) {
                        let width = if font.two_byte {
                            font.default_width
                        } else {
                            font.code_width(chunk[0])
                        };
                        let word_spacing = if chunk == b" " {
                            self.state.word_spacing
                        } else {
                            0.0
                        };
                        advance += width / 1000.0 * size + self.state.char_spacing + word_spacing;
                    }
                }
                other => {
                    let adjust = other.as_float().unwrap_or(0.0);
                    if !adjust.is_finite() {
                        continue;
                    }
                    // Large negative adjustments stand in for the space glyph.
                    if adjust < -180.0 && !text.ends_with(' ') && !text.is_empty() {
                        text.push(' ');
                    }
                    advance -= adjust / 1000.0 * size;
                }
            }
        }
        self.state.tm = multiply(&translate(advance, 0.0), &self.state.tm);
        let end = multiply(&self.state.tm, &self.state.ctm);
        let scale = (start[2] * start[2] + start[3] * start[3]).sqrt();
        let trimmed = text.trim();
        if !trimmed.is_empty() {
            self.runs.push(Run {
                x: start[4],
                x_end: end[4],
                y: start[5],
                size: size * scale,
                text: trimmed.to_string(),
            });
        }
    }

    fn next_line(&mut self, tx: f32, ty: f32) {
        self.state.tlm = multiply(&translate(tx, ty), &self.state.tlm);
        self.state.tm = self.state.tlm;
    }

    fn apply(&mut self, operator: &str, operands: &[Object]) {
        let s = &mut self.state;
        match operator {
            "q" => s.saved.push(s.ctm),
            "Q" => s.ctm = s.saved.pop().unwrap_or(IDENTITY),
            "cm" => {
                let m = [0, 1, 2, 3, 4, 5].map(|i| number(operands, i));
                s.ctm = multiply(&m, &s.ctm);
            }
            "BT" => {
                s.tm = IDENTITY;
                s.tlm = IDENTITY;
            }
            "Tf" => {
                s.font = operands
                    .first()
                    .and_then(|o| o.as_name().ok())
                    .map(<[u8]>::to_vec);
                s.size = number(operands, 1);
            }
            "TL" => s.leading = number(operands, 0),
            "Tc" => s.char_spacing = number(operands, 0),
            "Tw" => s.word_spacing = number(operands, 0),
            "Td" => self.next_line(number(operands, 0), number(operands, 1)),
            "TD" => {
                s.leading = -number(operands, 1);
                self.next_line(number(operands, 0), number(operands, 1));
            }
            "Tm" => {
                s.tlm = [0, 1, 2, 3, 4, 5].map(|i| number(operands, i));
                s.tm = s.tlm;
            }
            "T*" => {
                let leading = s.leading;
                self.next_line(0.0, -leading);
            }
            "Do" => {
                if let Some(name) = operands.first().and_then(|o| o.as_name().ok()) {
                    self.draw_form(name);
                }
            }
            "Tj" => self.show(operands),
            "TJ" => {
                if let Some(Ok(parts)) = operands.first().map(Object::as_array) {
                    self.show(parts);
                }
            }
            "'" => {
                let leading = s.leading;
                self.next_line(0.0, -leading);
                self.show(operands);
            }
            "\"" => {
                s.word_spacing = number(operands, 0);
                s.char_spacing = number(operands, 1);
                let leading = s.leading;
                self.next_line(0.0, -leading);
                self.show(operands.get(2..).unwrap_or_default());
            }
            _ => {}
        }
    }
}

/// Reads every page of `doc` into lines, pages in order, each top to bottom.
pub fn lines(doc: &Document) -> Result<Vec<Line>, ContentTooLarge> {
    let mut all = Vec::new();
    let mut budget = MAX_OPERATIONS;
    let mut allowance = MAX_CONTENT_BYTES;
    for (page_index, page_id) in doc.get_pages().into_values().take(MAX_PAGES).enumerate() {
        let Some(content) = page_content(doc, page_id, &mut allowance)? else {
            continue;
        };
        let fonts = doc.get_page_fonts(page_id).unwrap_or_default();
        let resources = match doc.get_page_resources(page_id) {
            Ok((own, inherited)) => {
                let inherited = inherited
                    .into_iter()
                    .filter_map(|id| doc.get_dictionary(id).ok());
                own.into_iter().chain(inherited).rev().collect()
            }
            Err(_) => Vec::new(),
        };
        let mut reader = PageReader {
            doc,
            fonts: vec![
                fonts
                    .into_iter()
                    .map(|(name, font)| (name, FontInfo::new(doc, font)))
                    .collect(),
            ],
            resources: vec![resources],
            state: TextState {
                ctm: IDENTITY,
                saved: Vec::new(),
                tm: IDENTITY,
                tlm: IDENTITY,
                leading: 0.0,
                char_spacing: 0.0,
                word_spacing: 0.0,
                font: None,
                size: 0.0,
            },
            runs: Vec::new(),
            budget,
            allowance,
            too_large: false,
        };
        reader.run_operations(&content.operations);
        if reader.too_large {
            return Err(ContentTooLarge);
        }
        (budget, allowance) = (reader.budget, reader.allowance);
        all.extend(group_lines(page_index, reader.runs));
        if budget == 0 {
            break;
        }
    }
    Ok(all)
}

/// Runs on one baseline become a line; runs closer than a word gap become one cell.
fn group_lines(page: usize, mut runs: Vec<Run>) -> Vec<Line> {
    runs.sort_by(|a, b| b.y.total_cmp(&a.y).then(a.x.total_cmp(&b.x)));
    let mut rows: Vec<(f32, Vec<Run>)> = Vec::new();
    for run in runs {
        match rows.last_mut() {
            Some((y, members)) if (*y - run.y).abs() <= 0.35 * run.size.max(1.0) => {
                members.push(run)
            }
            _ => rows.push((run.y, vec![run])),
        }
    }
    rows.into_iter()
        .map(|(y, mut members)| {
            members.sort_by(|a, b| a.x.total_cmp(&b.x));
            let mut cells: Vec<Cell> = Vec::new();
            for run in members {
                match cells.last_mut() {
                    Some(cell) if run.x - cell.x_end < 0.9 * run.size.max(cell.size) => {
                        if run.x - cell.x_end > 0.15 * run.size {
                            cell.text.push(' ');
                        }
                        cell.text.push_str(&run.text);
                        cell.x_end = cell.x_end.max(run.x_end);
                        cell.size = cell.size.max(run.size);
                    }
                    _ => cells.push(Cell {
                        x: run.x,
                        x_end: run.x_end,
                        size: run.size,
                        text: run.text,
                    }),
                }
            }
            Line { page, y, cells }
        })
        .collect()
}
