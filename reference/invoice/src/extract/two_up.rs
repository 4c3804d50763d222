//! A page printed two-up: the same invoice twice side by side (an original
//! and its copy on one landscape sheet). Every field and every item would be
//! read twice, and an item table whose header repeats its columns reads as
//! none; the copy on the right is dropped before anything reads the lines.

use super::text::Line;

/// How far apart two cells may sit and still be the same cell of each copy.
const TOLERANCE: f32 = 2.0;
/// Lines a page needs that print the same cells in both halves: a few
/// repeated words (two "Page 1 of 1") make no copy.
const MIN_REPEATED_LINES: usize = 5;

/// Drops the right-hand copy of every page printed two-up.
pub fn drop_copies(lines: &mut [Line]) {
    let pages: Vec<usize> = {
        let mut pages: Vec<usize> = lines.iter().map(|l| l.page).collect();
        pages.dedup();
        pages
    };
    for page in pages {
        let Some(shift) = copy_shift(lines.iter().filter(|l| l.page == page)) else {
            continue;
        };
        for line in lines.iter_mut().filter(|l| l.page == page) {
            let copies: Vec<bool> = (0..line.cells.len())
                .map(|at| is_copy(line, at, shift))
                .collect();
            let mut at = 0;
            line.cells.retain(|_| {
                at += 1;
                !copies[at - 1]
            });
        }
    }
}

/// The distance between the two copies on a page, if it holds two: the
/// shift that the most lines repeat all their cells by, half of them to the
/// left and half to the right.
fn copy_shift<'a>(lines: impl Iterator<Item = &'a Line>) -> Option<f32> {
    let mut shifts: Vec<f32> = Vec::new();
    let mut multi_cell = 0;
    for line in lines {
        let n = line.cells.len();
        if n < 2 {
            continue;
        }
        multi_cell += 1;
        if n % 2 != 0 {
            continue;
        }
        let (left, right) = line.cells.split_at(n / 2);
        let shift = right[0].x - left[0].x;
        let repeated = shift > 0.0
            && left
                .iter()
                .zip(right)
                .all(|(l, r)| l.text == r.text && (r.x - l.x - shift).abs() <= TOLERANCE);
        if repeated {
            shifts.push(shift);
        }
    }
    shifts.sort_by(f32::total_cmp);
    let median = *shifts.get(shifts.len() / 2)?;
    let agreeing = shifts
        .iter()
        .filter(|s| (*s - median).abs() <= TOLERANCE)
        .count();
    (agreeing >= MIN_REPEATED_LINES && 2 * agreeing >= multi_cell).then_some(median)
}

/// Whether `line.cells[at]` repeats a cell of the same line `shift` to its left.
fn is_copy(line: &Line, at: usize, shift: f32) -> bool {
    let cell = &line.cells[at];
    line.cells[..at]
        .iter()
        .any(|c| c.text == cell.text && (cell.x - c.x - shift).abs() <= TOLERANCE)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::extract::text::sample::line;

    fn two_up(y: f32, texts: &[(f32, &str)]) -> Line {
        let cells: Vec<(f32, &str)> = texts
            .iter()
            .copied()
            .chain(texts.iter().map(|(x, t)| (x + 420.0, *t)))
            .collect();
        line(0, y, &cells)
    }

    #[test]
    fn the_copy_beside_the_original_is_dropped() {
        let mut lines = vec![
            two_up(
                700.0,
                &[(30.0, "Umbrella Supplies plc"), (320.0, "INVOICE")],
            ),
            line(0, 690.0, &[(340.0, "ORIGINAL"), (780.0, "COPY")]),
            two_up(680.0, &[(300.0, "Invoice No."), (346.0, "A/2026/1563")]),
            two_up(670.0, &[(300.0, "Date"), (346.0, "11/10/2026")]),
            two_up(660.0, &[(45.0, "Qty Description"), (363.0, "Amount")]),
            two_up(
                650.0,
                &[(48.0, "24 Nitrile gloves (100)"), (347.0, "311.76")],
            ),
            two_up(640.0, &[(288.0, "TOTAL"), (332.0, "311.76")]),
        ];
        drop_copies(&mut lines);
        assert_eq!(lines[0].cells.len(), 2);
        assert_eq!(lines[1].cells.len(), 2, "the copy's own words stay");
        assert!(lines.iter().all(|l| l.cells.iter().all(|c| c.x < 800.0)));
        assert_eq!(lines[5].cells[0].text, "24 Nitrile gloves (100)");
    }

    #[test]
    fn a_page_of_one_copy_keeps_its_repeated_words() {
        let mut lines = vec![
            line(0, 700.0, &[(50.0, "Net"), (300.0, "Net")]),
            line(
                0,
                690.0,
                &[(50.0, "Item"), (200.0, "10.00"), (400.0, "10.00")],
            ),
            line(0, 680.0, &[(50.0, "Total"), (400.0, "10.00")]),
        ];
        let before = lines.clone();
        drop_copies(&mut lines);
        assert_eq!(lines, before);
    }
}
