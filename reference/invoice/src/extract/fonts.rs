//! What is needed of a font to read and place its glyphs: the text each
//! character code stands for (through its encoding or ToUnicode map) and its
//! advance width, for simple fonts and for composite (Type0/CID) fonts alike.

use std::collections::HashMap;

use lopdf::{Dictionary, Document, Encoding, Object};

/// Entries read from a composite font's `/W` array at most, so a hostile
/// array cannot make the map huge.
const MAX_WIDTH_ENTRIES: usize = 65_536;

pub struct FontInfo<'a> {
    encoding: Option<Encoding<'a>>,
    first_char: i64,
    widths: Vec<f32>,
    /// Widths of composite fonts by character code.
    cid_widths: HashMap<u32, f32>,
    /// Glyph width in thousandths of the font size when no width is given.
    default_width: f32,
    /// Composite fonts show two bytes per character code.
    two_byte: bool,
}

fn dictionary<'a>(doc: &'a Document, object: &'a Object) -> Option<&'a Dictionary> {
    doc.dereference(object)
        .ok()
        .and_then(|(_, o)| o.as_dict().ok())
}

fn float(object: &Object) -> Option<f32> {
    object.as_float().ok().filter(|v| v.is_finite())
}

/// `/W` of a CID font: `c [w1 w2 …]` gives widths from `c` on, `c1 c2 w` one
/// width for the range.
fn cid_widths(doc: &Document, array: &[Object]) -> HashMap<u32, f32> {
    let mut widths = HashMap::new();
    let mut i = 0;
    while i + 1 < array.len() && widths.len() < MAX_WIDTH_ENTRIES {
        let Ok(first) = array[i].as_i64() else { break };
        let first = u32::try_from(first).unwrap_or(0);
        match doc.dereference(&array[i + 1]).map(|(_, o)| o) {
            Ok(Object::Array(list)) => {
                for (offset, width) in list.iter().enumerate().take(MAX_WIDTH_ENTRIES) {
                    if let Some(width) = float(width) {
                        widths.insert(first.saturating_add(offset as u32), width);
                    }
                }
                i += 2;
            }
            Ok(last) => {
                let (Ok(last), Some(width)) = (last.as_i64(), array.get(i + 2).and_then(float))
                else {
                    break;
                };
                let last = u32::try_from(last).unwrap_or(0);
                let count = last.saturating_sub(first).min(MAX_WIDTH_ENTRIES as u32);
                for code in first..=first.saturating_add(count) {
                    widths.insert(code, width);
                }
                i += 3;
            }
            Err(_) => break,
        }
    }
    widths
}

impl<'a> FontInfo<'a> {
    pub fn new(doc: &'a Document, font: &'a Dictionary) -> Self {
        let base = font
            .get(b"BaseFont")
            .and_then(Object::as_name)
            .unwrap_or_default();
        let base = String::from_utf8_lossy(base).to_ascii_lowercase();
        let mut default_width = if base.contains("courier") || base.contains("mono") {
            600.0
        } else if base.contains("times") || base.contains("serif") {
            480.0
        } else {
            540.0
        };
        let widths = font
            .get_deref(b"Widths", doc)
            .and_then(Object::as_array)
            .map(|a| {
                a.iter()
                    .map(|w| float(w).unwrap_or(default_width))
                    .collect()
            })
            .unwrap_or_default();
        let two_byte = font
            .get(b"Subtype")
            .and_then(Object::as_name)
            .is_ok_and(|s| s == b"Type0");
        let mut cid = HashMap::new();
        if two_byte {
            let descendant = font
                .get_deref(b"DescendantFonts", doc)
                .and_then(Object::as_array)
                .ok()
                .and_then(|a| a.first())
                .and_then(|d| dictionary(doc, d));
            if let Some(descendant) = descendant {
                if let Some(dw) = descendant.get(b"DW").ok().and_then(float) {
                    default_width = dw;
                } else {
                    default_width = 1000.0;
                }
                if let Ok(w) = descendant.get_deref(b"W", doc).and_then(Object::as_array) {
                    cid = cid_widths(doc, w);
                }
            }
        }
        FontInfo {
            encoding: font.get_font_encoding(doc).ok(),
            first_char: font.get(b"FirstChar").and_then(Object::as_i64).unwrap_or(0),
            widths,
            cid_widths: cid,
            default_width,
            two_byte,
        }
    }

    /// Bytes per character code.
    pub fn code_length(&self) -> usize {
        if self.two_byte { 2 } else { 1 }
    }

    /// The text one character code stands for; control characters become spaces.
    pub fn decode(&self, code: &[u8]) -> String {
        let decoded = self
            .encoding
            .as_ref()
            .and_then(|e| Document::decode_text(e, code).ok());
        let text = decoded.unwrap_or_else(|| code.iter().map(|&b| b as char).collect());
        text.chars()
            .map(|c| if c.is_control() { ' ' } else { c })
            .collect()
    }

    /// Advance of one character code in thousandths of the font size.
    pub fn width(&self, code: &[u8]) -> f32 {
        let width = if self.two_byte {
            let value = code.iter().fold(0u32, |v, b| (v << 8) | u32::from(*b));
            self.cid_widths.get(&value).copied()
        } else {
            code.first()
                .and_then(|&c| usize::try_from(i64::from(c) - self.first_char).ok())
                .and_then(|i| self.widths.get(i))
                .copied()
        };
        width
            .filter(|w| *w > 0.0 && w.is_finite())
            .unwrap_or(self.default_width)
    }
}
