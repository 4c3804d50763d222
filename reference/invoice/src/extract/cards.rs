//! Line items printed as cards side by side: a grid of two columns, each card
//! a few lines (a name, a caption row, its numbers). Read across, the lines
//! of a row of cards mix two items; cut where a gutter runs down the row,
//! each side is read on its own as blocks of lines (see `arithmetic`), the
//! left card before the right one.

use std::collections::HashSet;

use super::arithmetic;
use super::table::Table;
use super::text::Line;

/// Lines of one row of cards follow each other at most this many text sizes apart.
const ROW_LEADING: f32 = 1.9;

/// A gutter is at least this many text sizes wide.
const MIN_GUTTER: f32 = 1.0;

/// An x range free of text.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Gap {
    from: f32,
    to: f32,
}

/// The blanks between the cells of a line, and before and after them.
fn gaps(line: &Line) -> Vec<Gap> {
    let mut edges = vec![f32::NEG_INFINITY];
    for cell in &line.cells {
        edges.push(cell.x);
        edges.push(cell.x_end);
    }
    edges.push(f32::INFINITY);
    edges
        .chunks(2)
        .map(|pair| Gap {
            from: pair[0],
            to: pair[1],
        })
        .filter(|gap| gap.to > gap.from)
        .collect()
}

/// The blanks two lines share.
fn common(a: &[Gap], b: &[Gap], min_width: f32) -> Vec<Gap> {
    a.iter()
        .flat_map(|x| {
            b.iter().map(move |y| Gap {
                from: x.from.max(y.from),
                to: x.to.min(y.to),
            })
        })
        .filter(|gap| gap.to - gap.from >= min_width)
        .collect()
}

/// Consecutive lines, close together on one page, that share blanks
/// running down all of them: `shared`, kept as the band grows, so each line
/// is intersected once.
struct Band {
    start: usize,
    end: usize,
    shared: Vec<Gap>,
    size: f32,
    left: f32,
    right: f32,
}

impl Band {
    fn new(index: usize, line: &Line) -> Band {
        Band {
            start: index,
            end: index + 1,
            shared: gaps(line),
            size: line.size(),
            left: line.cells.iter().map(|c| c.x).fold(f32::INFINITY, f32::min),
            right: line
                .cells
                .iter()
                .map(|c| c.x_end)
                .fold(f32::NEG_INFINITY, f32::max),
        }
    }

    /// The band with the next line added, when that keeps a gutter.
    fn widened(&self, line: &Line) -> Option<Band> {
        let size = self.size.max(line.size());
        let band = Band {
            start: self.start,
            end: self.end + 1,
            shared: common(&self.shared, &gaps(line), MIN_GUTTER * size),
            size,
            left: line.cells.iter().map(|c| c.x).fold(self.left, f32::min),
            right: line
                .cells
                .iter()
                .map(|c| c.x_end)
                .fold(self.right, f32::max),
        };
        band.gutter().is_some().then_some(band)
    }

    /// The gutter: the shared blank with text on both sides nearest the
    /// middle of the band (the blanks between a card's own columns lie off it).
    fn gutter(&self) -> Option<f32> {
        let middle = (self.left + self.right) / 2.0;
        self.shared
            .iter()
            .filter(|gap| gap.from.is_finite() && gap.to.is_finite())
            .map(|gap| (gap.from + gap.to) / 2.0)
            .min_by(|a, b| (a - middle).abs().total_cmp(&(b - middle).abs()))
    }
}

/// Runs of consecutive lines, close together on one page, that share a
/// gutter; a line that breaks the gutter starts the next run.
fn bands(lines: &[Line]) -> Vec<Band> {
    let mut bands = Vec::new();
    let Some(first) = lines.first() else {
        return bands;
    };
    let mut band = Band::new(0, first);
    for (index, line) in lines.iter().enumerate().skip(1) {
        let above = &lines[index - 1];
        let size = above.size().max(line.size());
        let close = above.page == line.page && above.y - line.y <= ROW_LEADING * size;
        match close.then(|| band.widened(line)).flatten() {
            Some(wider) => band = wider,
            None => bands.push(std::mem::replace(&mut band, Band::new(index, line))),
        }
    }
    bands.push(band);
    bands
}

/// The items of cards printed side by side, row by row, left card first.
pub fn read(lines: &[Line]) -> Table {
    let mut items = Vec::new();
    let mut cells = HashSet::new();
    for found in bands(lines) {
        let (start, end) = (found.start, found.end);
        let band = &lines[start..end];
        let Some(gutter) = found.gutter().filter(|_| band.len() >= 2) else {
            continue;
        };
        for left in [true, false] {
            // Each side's lines, and where each of their cells came from.
            let mut side = Vec::new();
            let mut origin = Vec::new();
            for (index, line) in (start..end).zip(band) {
                let at: Vec<usize> = (0..line.cells.len())
                    .filter(|&at| (line.cells[at].x_end <= gutter) == left)
                    .collect();
                if at.is_empty() {
                    continue;
                }
                side.push(Line {
                    cells: at.iter().map(|&at| line.cells[at].clone()).collect(),
                    ..line.clone()
                });
                origin.push((index, at));
            }
            let table = arithmetic::read_blocks(&side);
            items.extend(table.items);
            cells.extend(
                table
                    .cells
                    .into_iter()
                    .map(|(line, at)| (origin[line].0, origin[line].1[at])),
            );
        }
    }
    Table { items, cells }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::extract::text::sample::line;
    use crate::model::LineItem;

    #[test]
    fn cards_side_by_side_are_read_left_then_right_row_by_row() {
        let row = |y: f32, left: &'static str, right: &'static str| {
            line(0, y, &[(50.0, left), (320.0, right)])
        };
        let numbers = |y: f32, left: [&'static str; 3], right: [&'static str; 3]| {
            line(
                0,
                y,
                &[
                    (50.0, left[0]),
                    (120.0, left[1]),
                    (220.0, left[2]),
                    (320.0, right[0]),
                    (390.0, right[1]),
                    (490.0, right[2]),
                ],
            )
        };
        let lines = [
            line(
                0,
                720.0,
                &[(
                    50.0,
                    "Prepared for Contoso Manufacturing, 5 Mill Street, Dublin",
                )],
            ),
            row(680.0, "ITEM 1", "ITEM 2"),
            row(670.0, "Lab coat, size M", "Sample vials 10ml (50)"),
            numbers(660.0, ["QTY", "PRICE", "TOTAL"], ["QTY", "PRICE", "TOTAL"]),
            numbers(650.0, ["17", "34.00", "578.00"], ["24", "22.75", "546.00"]),
            row(610.0, "ITEM 3", "ITEM 4"),
            row(600.0, "Nitrile gloves (100)", "Centrifuge tubes (500)"),
            numbers(590.0, ["QTY", "PRICE", "TOTAL"], ["QTY", "PRICE", "TOTAL"]),
            numbers(580.0, ["9", "12.99", "116.91"], ["7", "68.80", "481.60"]),
        ];
        let table = read(&lines);
        let item = |description: &str, quantity: f64, unit_price: f64, amount: f64| LineItem {
            description: description.into(),
            quantity: Some(quantity),
            unit_price: Some(unit_price),
            amount: Some(amount),
        };
        assert_eq!(
            table.items,
            [
                item("Lab coat, size M", 17.0, 34.0, 578.0),
                item("Sample vials 10ml (50)", 24.0, 22.75, 546.0),
                item("Nitrile gloves (100)", 9.0, 12.99, 116.91),
                item("Centrifuge tubes (500)", 7.0, 68.8, 481.6),
            ]
        );
    }
}
