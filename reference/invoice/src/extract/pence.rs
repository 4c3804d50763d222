//! Money printed in two columns, whole units and hundredths apart: a billhead
//! headed "£ | p" (or "$ | ¢", "Dollars | Cents") prints "98 | 00" for
//! £98.00. Each such pair of cells under the header is joined into one
//! amount, "98.00", before anything else reads the lines.

use super::text::Line;

/// Headers of a column of whole units.
const UNITS: &[&str] = &["£", "$", "€", "pounds", "dollars", "euros", "euro"];
/// Headers of a column of hundredths.
const HUNDREDTHS: &[&str] = &["p", "pence", "¢", "c", "ct", "cents"];

/// Where a header of whole units and hundredths was found: the page, the
/// header's baseline, and the hundredths column's left and right edges.
struct Header {
    page: usize,
    y: f32,
    units_x: f32,
    hundredths: (f32, f32),
}

fn header(line: &Line) -> Option<Header> {
    let is = |list: &[&str], text: &str| list.iter().any(|w| w.eq_ignore_ascii_case(text.trim()));
    line.cells.windows(2).find_map(|pair| {
        (is(UNITS, &pair[0].text) && is(HUNDREDTHS, &pair[1].text)).then(|| Header {
            page: line.page,
            y: line.y,
            units_x: pair[0].x,
            hundredths: (pair[1].x, pair[1].x_end),
        })
    })
}

fn is_whole(text: &str) -> bool {
    let text = text.trim();
    !text.is_empty()
        && text.chars().all(|c| c.is_ascii_digit() || c == ',')
        && text.starts_with(|c: char| c.is_ascii_digit())
}

fn is_hundredths(text: &str) -> bool {
    let text = text.trim();
    (1..=2).contains(&text.len()) && text.chars().all(|c| c.is_ascii_digit())
}

/// Joins whole units and hundredths printed under a "£ | p" header on the
/// same page into one amount.
pub fn join(lines: &mut [Line]) {
    let mut current: Option<Header> = None;
    for line in lines.iter_mut() {
        if let Some(found) = header(line) {
            current = Some(found);
            continue;
        }
        let Some(head) = current
            .as_ref()
            .filter(|h| h.page == line.page && h.y > line.y)
        else {
            continue;
        };
        let size = line.size().max(1.0);
        let (left, right) = head.hundredths;
        let Some(at) = (1..line.cells.len()).find(|&at| {
            let (units, hundredths) = (&line.cells[at - 1], &line.cells[at]);
            let centre = (hundredths.x + hundredths.x_end) / 2.0;
            is_hundredths(&hundredths.text)
                && (left - size..right + size).contains(&centre)
                && is_whole(&units.text)
                && units.x_end > head.units_x - size
                && units.x_end <= hundredths.x
        }) else {
            continue;
        };
        let hundredths = line.cells.remove(at);
        let units = &mut line.cells[at - 1];
        units.text = format!("{}.{:0>2}", units.text.trim(), hundredths.text.trim());
        units.x_end = hundredths.x_end;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::extract::text::sample::line;

    fn texts(line: &Line) -> Vec<&str> {
        line.cells.iter().map(|c| c.text.as_str()).collect()
    }

    #[test]
    fn pounds_and_pence_under_their_header_become_one_amount() {
        let mut lines = [
            line(0, 700.0, &[(50.0, "Quantity"), (400.0, "£"), (450.0, "p")]),
            line(0, 690.0, &[(50.0, "4"), (420.0, "98"), (448.0, "00")]),
            line(
                0,
                680.0,
                &[(300.0, "Total"), (415.0, "1,155"), (448.0, "5")],
            ),
            line(1, 700.0, &[(50.0, "Page 2"), (420.0, "12"), (448.0, "40")]),
        ];
        join(&mut lines);
        assert_eq!(texts(&lines[1]), ["4", "98.00"]);
        assert_eq!(texts(&lines[2]), ["Total", "1,155.05"]);
        // Another page has no such header.
        assert_eq!(texts(&lines[3]), ["Page 2", "12", "40"]);
    }

    #[test]
    fn numbers_elsewhere_stay_apart() {
        let mut lines = [
            line(
                0,
                700.0,
                &[(50.0, "Qty"), (400.0, "Price"), (450.0, "Amount")],
            ),
            line(0, 690.0, &[(50.0, "4"), (420.0, "98"), (448.0, "00")]),
        ];
        join(&mut lines);
        assert_eq!(texts(&lines[1]), ["4", "98", "00"]);
    }
}
