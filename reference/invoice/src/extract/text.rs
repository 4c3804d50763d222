//! From a PDF's content streams to positioned text: runs of shown text with page
//! coordinates, grouped into lines read top to bottom, each split into cells
//! where the horizontal gap is wider than a word space.

use std::collections::BTreeMap;

use lopdf::{Dictionary, Document, Object};

use super::fonts::FontInfo;
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
    /// Where each word starts, for cutting a cell that spans two table columns.
    pub words: Vec<Word>,
}

/// A word of a cell: its byte offset in the text, its left edge, and the
/// blank before it (0 for the first word).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Word {
    pub at: usize,
    pub x: f32,
    pub gap: f32,
}

impl Cell {
    pub fn center(&self) -> f32 {
        (self.x + self.x_end) / 2.0
    }

    /// The text of word `i`, without the blanks around it.
    pub fn word_text(&self, i: usize) -> &str {
        let end = self.words.get(i + 1).map_or(self.text.len(), |n| n.at);
        self.words
            .get(i)
            .and_then(|word| self.text.get(word.at..end))
            .unwrap_or_default()
            .trim()
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
    words: Vec<Word>,
    /// A space glyph was drawn right before or after the run: its neighbour
    /// in the cell is another word, however tight the kerning set them.
    space_before: bool,
    space_after: bool,
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

/// Text set at a slant (more than about ten degrees off the page's axes):
/// a "COPY", "PAID" or "DRAFT" stamped across the page, whose letters would
/// otherwise land on the lines they cross. Text turned a quarter turn, as a
/// whole landscape page may be, is kept.
fn is_slanted(matrix: &Matrix) -> bool {
    let (along, across) = (matrix[0].abs(), matrix[1].abs());
    across > 0.18 * along && along > 0.18 * across
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

    /// Shows strings (and, in `TJ` arrays, position adjustments). Text is cut
    /// into runs where two or more spaces stand in for a column gap, as in
    /// monospaced layouts; a wide adjustment between glyphs counts as a space.
    fn show(&mut self, parts: &[Object]) {
        let Some(font) = self.state.font.as_deref().and_then(|name| self.font(name)) else {
            return;
        };
        let size = self.state.size;
        let start = multiply(&self.state.tm, &self.state.ctm);
        let scale = (start[2] * start[2] + start[3] * start[3]).sqrt();
        // (x, x_end, text, word starts, space before) in text space, and
        // whether a space followed.
        type Piece = (f32, f32, String, Vec<Word>, bool);
        let mut pieces: Vec<(Piece, bool)> = Vec::new();
        let mut open: Option<Piece> = None;
        let mut spaces = 0;
        let mut advance = 0.0;
        for part in parts {
            let Object::String(bytes, _) = part else {
                let adjust = part.as_float().unwrap_or(0.0);
                if adjust.is_finite() {
                    advance -= adjust / 1000.0 * size;
                }
                continue;
            };
            for code in bytes.chunks(font.code_length()) {
                let text = font.decode(code);
                let width = font.width(code) / 1000.0 * size;
                let word_spacing = if code == b" " {
                    self.state.word_spacing
                } else {
                    0.0
                };
                let x = advance;
                advance += width + self.state.char_spacing + word_spacing;
                if text.trim().is_empty() {
                    spaces += 1;
                    continue;
                }
                match &mut open {
                    Some((_, end, piece, words, _)) if spaces < 2 && x - *end < 0.9 * size => {
                        if spaces == 1 || x - *end > 0.15 * size {
                            piece.push(' ');
                            words.push(Word {
                                at: piece.len(),
                                x,
                                gap: x - *end,
                            });
                        }
                        piece.push_str(&text);
                        *end = x + width;
                    }
                    _ => {
                        pieces.extend(open.take().map(|piece| (piece, spaces > 0)));
                        let first = Word { at: 0, x, gap: 0.0 };
                        open = Some((x, x + width, text, vec![first], spaces > 0));
                    }
                }
                spaces = 0;
            }
        }
        pieces.extend(open.map(|piece| (piece, spaces > 0)));
        self.state.tm = multiply(&translate(advance, 0.0), &self.state.tm);
        if is_slanted(&start) {
            return;
        }
        for ((from, to, text, words, space_before), space_after) in pieces {
            let at = |offset: f32| multiply(&translate(offset, 0.0), &start);
            let (begin, end) = (at(from), at(to));
            self.runs.push(Run {
                x: begin[4].min(end[4]),
                x_end: begin[4].max(end[4]),
                y: begin[5],
                size: size * scale,
                text,
                words: words
                    .into_iter()
                    .map(|w| Word {
                        x: at(w.x)[4],
                        gap: w.gap * start[0].abs(),
                        ..w
                    })
                    .collect(),
                space_before,
                space_after,
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

/// Dashes, underscores or equals signs drawn as a horizontal rule in
/// plain-text layouts, or a table's frame drawn with box characters
/// ("┌────┬────┐").
fn is_rule(text: &str) -> bool {
    text.chars().all(|c| {
        matches!(c, '-' | '_' | '=' | '*' | '~' | ' ' | '.' | '+' | '|') || is_box_drawing(c)
    })
}

/// The box-drawing characters of Unicode, which frame plain-text tables.
fn is_box_drawing(c: char) -> bool {
    ('\u{2500}'..='\u{257F}').contains(&c)
}

/// A bar drawn between the columns of a plain-text table.
pub fn is_bar(c: char) -> bool {
    matches!(c, '|' | '¦') || is_box_drawing(c)
}

/// A cell in two at one of its words.
pub fn cut_at(cell: &Cell, word: Word) -> (Cell, Cell) {
    let left = Cell {
        x: cell.x,
        x_end: word.x - word.gap,
        size: cell.size,
        text: cell.text[..word.at].trim_end().to_string(),
        words: cell
            .words
            .iter()
            .filter(|w| w.at < word.at)
            .copied()
            .collect(),
    };
    let right = Cell {
        x: word.x,
        x_end: cell.x_end,
        size: cell.size,
        text: cell.text[word.at..].to_string(),
        words: cell
            .words
            .iter()
            .filter(|w| w.at >= word.at)
            .map(|w| Word {
                at: w.at - word.at,
                gap: if w.at == word.at { 0.0 } else { w.gap },
                ..*w
            })
            .collect(),
    };
    (left, right)
}

/// Bars drawn between the columns of a plain-text table ("| AC-101 | Work
/// gloves, pair |", "│ Net amount │ 49 252,40 │", or glued to the words:
/// "|Codice", "150,00|") part a cell as a column gap would, and are dropped.
fn split_at_bars(cell: Cell) -> Vec<Cell> {
    let cell = with_bars_apart(cell);
    let is_bar = |i: usize| {
        let word = cell.word_text(i);
        !word.is_empty() && word.chars().all(is_bar)
    };
    let Some(bar) = (0..cell.words.len()).find(|&i| is_bar(i)) else {
        return vec![cell];
    };
    let (left, from_bar) = cut_at(&cell, cell.words[bar]);
    let mut cells: Vec<Cell> = Some(left)
        .filter(|left| !left.text.trim().is_empty())
        .into_iter()
        .collect();
    if let Some(&next) = from_bar.words.get(1) {
        cells.extend(split_at_bars(cut_at(&from_bar, next).1));
    }
    cells
}

/// A cell whose bars glued to its words ("|Codice", "Importo|") are words of
/// their own, every character as wide as the cell's average: a plain-text
/// table is monospaced.
fn with_bars_apart(cell: Cell) -> Cell {
    // Most cells hold no bar; a bar that is a word already stays one.
    if !cell.text.contains(is_bar) {
        return cell;
    }
    let advance = (cell.x_end - cell.x) / cell.text.chars().count().max(1) as f32;
    let mut words = Vec::with_capacity(cell.words.len() + 2);
    for (i, word) in cell.words.iter().enumerate() {
        let text = cell.word_text(i);
        let (mut at, mut x, mut gap) = (word.at, word.x, word.gap);
        let mut rest = text;
        while let Some(first) = rest.chars().next() {
            let run = rest
                .find(|c: char| is_bar(c) != is_bar(first))
                .unwrap_or(rest.len());
            words.push(Word { at, x, gap });
            at += run;
            x += advance * rest[..run].chars().count() as f32;
            gap = 0.0;
            rest = &rest[run..];
        }
    }
    Cell { words, ..cell }
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

/// Runs on one baseline become a line; runs closer than a column gap become
/// one cell.
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
            let mut clusters: Vec<Vec<Run>> = Vec::new();
            for run in members {
                match clusters.last_mut() {
                    Some(cluster)
                        if cluster.last().is_some_and(|last| {
                            run.x - last.x_end < 0.9 * spacing_size(run.size, last.size)
                        }) =>
                    {
                        cluster.push(run)
                    }
                    _ => clusters.push(vec![run]),
                }
            }
            let mut cells: Vec<Cell> = clusters
                .into_iter()
                .map(cell_of)
                .map(without_markup)
                .map(key_values)
                .flat_map(split_at_bars)
                .collect();
            cells.retain(|cell| !is_rule(&cell.text));
            Line { page, y, cells }
        })
        .filter(|line| !line.cells.is_empty())
        .collect()
}

/// The size a gap between two neighbouring runs is measured against: the
/// larger one's, unless one is set far larger than the other (a monogram
/// beside the letterhead's address), when the small print's spacing decides.
fn spacing_size(a: f32, b: f32) -> f32 {
    let (small, large) = if a < b { (a, b) } else { (b, a) };
    if large > 1.6 * small { small } else { large }
}

/// Markdown's strong emphasis and code marks ("**Total due**",
/// "`INV-2026-0864`") printed as they were typed: the marks are no part of
/// the words they wrap.
fn without_markup(cell: Cell) -> Cell {
    const MARKS: [&str; 3] = ["**", "__", "`"];
    if !MARKS.iter().any(|mark| cell.text.contains(mark)) {
        return cell;
    }
    let mut text = String::with_capacity(cell.text.len());
    // Where each byte of the old text lands in the new one.
    let mut landing = vec![0; cell.text.len() + 1];
    let mut at = 0;
    while at < cell.text.len() {
        let rest = &cell.text[at..];
        let skipped = MARKS
            .iter()
            .find(|mark| rest.starts_with(**mark))
            .map(|m| m.len());
        let taken = skipped.unwrap_or_else(|| rest.chars().next().map_or(1, char::len_utf8));
        landing[at..at + taken].fill(text.len());
        if skipped.is_none() {
            text.push_str(&rest[..taken]);
        }
        at += taken;
    }
    let mut words: Vec<Word> = Vec::with_capacity(cell.words.len());
    for word in &cell.words {
        let at = landing[word.at];
        let starts_word = text[at..].starts_with(|c: char| !c.is_whitespace());
        if starts_word && words.last().is_none_or(|last| last.at < at) {
            words.push(Word { at, ..*word });
        }
    }
    Cell {
        text,
        words,
        ..cell
    }
}

/// Printouts of `name=value` pairs (EDI interpreters, system exports) read
/// as `name: value`, with the underscores of a name as spaces
/// ("net_due_date=May 5, 2026" → "net due date: May 5, 2026"), so that names
/// pair with values as labels do after a colon.
fn key_values(cell: Cell) -> Cell {
    fn pair(word: &str) -> Option<(&str, &str)> {
        word.split_once('=').filter(|(name, value)| {
            name.len() >= 2
                && name.chars().all(|c| c.is_ascii_alphabetic() || c == '_')
                && !value.is_empty()
        })
    }
    if !cell.text.contains('=') || !cell.text.split_whitespace().any(|w| pair(w).is_some()) {
        return cell;
    }
    let text = cell
        .text
        .split_whitespace()
        .map(|word| match pair(word) {
            Some((name, value)) => format!("{}: {value}", name.replace('_', " ")),
            None => word.to_string(),
        })
        .collect::<Vec<_>>()
        .join(" ");
    // Words placed in proportion to where they stand in the text: such
    // printouts are monospaced.
    let per_char = (cell.x_end - cell.x) / text.chars().count().max(1) as f32;
    let words = text
        .match_indices(|c: char| !c.is_whitespace())
        .filter(|(at, _)| *at == 0 || text[..*at].ends_with(' '))
        .map(|(at, _)| Word {
            at,
            x: cell.x + per_char * text[..at].chars().count() as f32,
            gap: if at == 0 { 0.0 } else { per_char },
        })
        .collect();
    Cell {
        text,
        words,
        ..cell
    }
}

/// Joins the runs of one cell, with a space where the gap is wider than the
/// usual gap between letters: letter-spaced text ("I N V O I C E" drawn
/// glyph by glyph) keeps its words together.
fn cell_of(runs: Vec<Run>) -> Cell {
    let size = runs.iter().map(|r| r.size).fold(1.0, f32::max);
    let gaps: Vec<f32> = runs.windows(2).map(|w| w[1].x - w[0].x_end).collect();
    let drawn_spaces: Vec<bool> = runs
        .windows(2)
        .map(|w| w[0].space_after || w[1].space_before)
        .collect();
    let mut letter_gaps: Vec<f32> = gaps
        .iter()
        .copied()
        .filter(|g| (-0.1 * size..0.2 * size).contains(g))
        .collect();
    letter_gaps.sort_by(f32::total_cmp);
    let letter_gap = letter_gaps
        .get(letter_gaps.len() / 2)
        .copied()
        .unwrap_or(0.0)
        .max(0.0);
    let mut cell = Cell {
        x: runs[0].x,
        x_end: runs[0].x_end,
        size,
        text: String::new(),
        words: Vec::new(),
    };
    for (i, run) in runs.into_iter().enumerate() {
        let spaced = i > 0
            && (gaps[i - 1] > letter_gap + 0.15 * size
                || (drawn_spaces[i - 1] && gaps[i - 1] > 0.0));
        if spaced {
            cell.text.push(' ');
        }
        let offset = cell.text.len();
        cell.words.extend(
            run.words
                .iter()
                .filter(|w| i == 0 || spaced || w.at > 0)
                .map(|w| Word {
                    at: offset + w.at,
                    gap: if w.at == 0 && spaced {
                        gaps[i - 1]
                    } else {
                        w.gap
                    },
                    ..*w
                }),
        );
        cell.text.push_str(&run.text);
        cell.x_end = cell.x_end.max(run.x_end);
    }
    cell
}

/// Lines for unit tests: 10-point text, 5 points a character (6 in a
/// monospaced printout), words apart at spaces.
#[cfg(test)]
pub mod sample {
    use super::{Cell, Line, Word};

    pub fn line(page: usize, y: f32, cells: &[(f32, &str)]) -> Line {
        spaced(page, y, cells, 5.0)
    }

    /// A line of a plain-text printout: 6 points a character, a space as
    /// wide as any other.
    pub fn monospaced(page: usize, y: f32, cells: &[(f32, &str)]) -> Line {
        spaced(page, y, cells, 6.0)
    }

    fn spaced(page: usize, y: f32, cells: &[(f32, &str)], advance: f32) -> Line {
        let cells = cells
            .iter()
            .map(|(x, text)| Cell {
                x: *x,
                x_end: x + advance * text.len() as f32,
                size: 10.0,
                text: text.to_string(),
                words: text
                    .match_indices(|c: char| !c.is_whitespace())
                    .filter(|(at, _)| *at == 0 || text[..*at].ends_with(' '))
                    .map(|(at, _)| Word {
                        at,
                        x: x + advance * at as f32,
                        gap: if at == 0 { 0.0 } else { advance },
                    })
                    .collect(),
            })
            .collect();
        Line { page, y, cells }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(x: f32, text: &str, space_before: bool, space_after: bool) -> Run {
        Run {
            x,
            x_end: x + 5.0 * text.len() as f32,
            y: 700.0,
            size: 10.0,
            text: text.to_string(),
            words: vec![Word { at: 0, x, gap: 0.0 }],
            space_before,
            space_after,
        }
    }

    #[test]
    fn bars_glued_to_words_part_a_cell() {
        let cell = sample::monospaced(0, 700.0, &[(56.8, "|HO-101 |Managed backup 6| 150,00|")])
            .cells
            .remove(0);
        let texts: Vec<String> = split_at_bars(cell).into_iter().map(|c| c.text).collect();
        assert_eq!(texts, ["HO-101", "Managed backup 6", "150,00"]);
    }

    #[test]
    fn only_text_at_a_slant_is_slanted() {
        let turned = |degrees: f32| {
            let (sin, cos) = degrees.to_radians().sin_cos();
            [cos, sin, -sin, cos, 100.0, 100.0]
        };
        for degrees in [0.0, 5.0, 90.0, 180.0, 270.0, -5.0] {
            assert!(!is_slanted(&turned(degrees)), "{degrees}");
        }
        for degrees in [15.0, 32.0, 45.0, -32.0, 60.0, 135.0] {
            assert!(is_slanted(&turned(degrees)), "{degrees}");
        }
    }

    #[test]
    fn a_monogram_is_no_part_of_the_address_beside_it() {
        let mut monogram = run(48.0, "US", false, false);
        monogram.size = 17.0;
        monogram.x_end = 70.0;
        let mut address = run(85.0, "3 Raccoon Lane", false, false);
        address.size = 9.0;
        let lines = group_lines(0, vec![monogram.clone(), address]);
        assert_eq!(lines[0].cells.len(), 2);
        // Runs of like sizes as far apart are one cell's words.
        let mut next = run(85.0, "Raccoon", false, false);
        next.size = 17.0;
        let lines = group_lines(0, vec![monogram, next]);
        assert_eq!(lines[0].cells.len(), 1);
    }

    #[test]
    fn name_value_pairs_read_as_labels_and_values() {
        let cell = Cell {
            x: 0.0,
            x_end: 300.0,
            size: 10.0,
            text: "BIG invoice_date=March 21, 2026 x=1".into(),
            words: Vec::new(),
        };
        let cell = key_values(cell);
        assert_eq!(cell.text, "BIG invoice date: March 21, 2026 x=1");
        assert_eq!(cell.words.len(), 7);
    }

    #[test]
    fn markdown_marks_are_no_part_of_the_words() {
        let text = "Please pay **$238.09** quoting `INV-7`";
        let words = text
            .match_indices(|c: char| !c.is_whitespace())
            .filter(|(at, _)| *at == 0 || text[..*at].ends_with(' '))
            .map(|(at, _)| Word {
                at,
                x: at as f32,
                gap: 1.0,
            })
            .collect();
        let cell = Cell {
            x: 0.0,
            x_end: 40.0,
            size: 10.0,
            text: text.into(),
            words,
        };
        let cell = without_markup(cell);
        assert_eq!(cell.text, "Please pay $238.09 quoting INV-7");
        let starts: Vec<&str> = cell
            .words
            .iter()
            .map(|w| cell.text[w.at..].split(' ').next().unwrap_or_default())
            .collect();
        assert_eq!(starts, ["Please", "pay", "$238.09", "quoting", "INV-7"]);
    }

    #[test]
    fn a_drawn_space_parts_words_however_tight_the_kerning() {
        // "11 Aug": the space glyph ends the second run; kerning pulls "Aug"
        // to less than a letter gap plus a space's usual width.
        let runs = vec![
            run(0.0, "1", false, false),
            run(4.6, "1", false, true),
            run(11.5, "Aug", false, false),
        ];
        assert_eq!(cell_of(runs).text, "11 Aug");
        let runs = vec![run(0.0, "1", false, false), run(4.6, "1", false, false)];
        assert_eq!(cell_of(runs).text, "11");
    }
}
