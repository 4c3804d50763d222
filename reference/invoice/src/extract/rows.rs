//! Item rows and the description lines around them. A description that wraps
//! onto several lines sits below its numbers when the table aligns cells to
//! the top, and around them when it centres cells vertically (Chromium's
//! default): then the numbers' own line may carry no description at all. A
//! line holding only description text belongs to the nearer of the item rows
//! before and after it, and only when it follows on within a line or so.

use std::collections::HashSet;

use crate::model::LineItem;

/// Where a line is printed: its page, baseline and text size.
#[derive(Debug, Clone, Copy)]
pub struct Place {
    pub page: usize,
    pub y: f32,
    pub size: f32,
}

/// How far `upper` is printed above `lower`, when both are on one page.
fn height_between(upper: Place, lower: Place) -> Option<f32> {
    (upper.page == lower.page).then_some(upper.y - lower.y)
}

/// Lines of one description are at most this many text sizes apart.
const MAX_LEADING: f32 = 1.6;

/// A line with only description text, and its cells as (line, cell).
pub struct DescriptionLine {
    pub place: Place,
    pub text: String,
    pub cells: Vec<(usize, usize)>,
}

#[derive(Default)]
pub struct Rows {
    items: Vec<LineItem>,
    cells: HashSet<(usize, usize)>,
    /// Description lines since the last item row, top to bottom.
    pending: Vec<DescriptionLine>,
    /// The lowest line of the last item, where its next wrapped line would follow.
    last: Option<Place>,
    /// For each item, how much of its description came from lines above its row.
    leading: Vec<usize>,
}

impl Rows {
    pub fn description_line(&mut self, line: DescriptionLine) {
        self.pending.push(line);
    }

    /// An item row: the pending description lines nearer to the previous item
    /// go to it, those that lead down to this row to this one.
    pub fn item(&mut self, place: Place, item: LineItem, cells: Vec<(usize, usize)>) {
        let pending = std::mem::take(&mut self.pending);
        let mut leading_here = Vec::new();
        for line in pending {
            let up = self.last.and_then(|last| height_between(last, line.place));
            let down = height_between(line.place, place);
            // Evenly spaced rows (plain text) leave a wrapped line as near to
            // the next row as to its own: it then continues the previous one.
            let size = line.place.size;
            let to_previous = leading_here.is_empty()
                && up.is_some_and(|up| {
                    up <= MAX_LEADING * size && down.is_none_or(|down| up <= down + 0.25 * size)
                });
            if to_previous {
                self.continue_last(line);
            } else {
                leading_here.push(line);
            }
        }
        let mut above = Vec::new();
        let mut anchor = place;
        for line in leading_here.into_iter().rev() {
            if height_between(line.place, anchor).is_none_or(|h| h > MAX_LEADING * place.size) {
                break;
            }
            anchor = line.place;
            above.push(line);
        }
        above.reverse();
        let mut description: Vec<String> = above.iter().map(|l| l.text.clone()).collect();
        let leading = description.iter().map(|text| text.len() + 1).sum();
        description.extend((!item.description.is_empty()).then(|| item.description.clone()));
        self.leading.push(if item.description.is_empty() {
            0
        } else {
            leading
        });
        self.cells
            .extend(above.into_iter().flat_map(|l| l.cells).chain(cells));
        self.items.push(LineItem {
            description: description.join(" "),
            ..item
        });
        self.last = Some(place);
    }

    fn continue_last(&mut self, line: DescriptionLine) {
        let Some(item) = self.items.last_mut() else {
            return;
        };
        if !item.description.is_empty() {
            item.description.push(' ');
        }
        item.description.push_str(&line.text);
        self.cells.extend(line.cells);
        self.last = Some(line.place);
    }

    /// The table ends or starts over under a repeated header: description
    /// lines still open can only continue the last item.
    pub fn close(&mut self) {
        for line in std::mem::take(&mut self.pending) {
            let follows = self
                .last
                .and_then(|last| height_between(last, line.place))
                .is_some_and(|h| h <= MAX_LEADING * line.place.size);
            if !follows {
                break;
            }
            self.continue_last(line);
        }
        self.last = None;
    }

    /// A group of items ends under its own total ("Total for Head office"):
    /// the line above the group's first item, when that item prints its own
    /// description, was the group's heading ("Head office · Service ID …").
    pub fn end_group(&mut self, first: usize) {
        self.close();
        if let (Some(item), Some(&leading)) = (self.items.get_mut(first), self.leading.get(first)) {
            if leading > 0 && leading < item.description.len() {
                item.description.drain(..leading);
            }
        }
    }

    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// The items' amounts added up so far.
    pub fn amount_sum(&self) -> f64 {
        self.items.iter().filter_map(|i| i.amount).sum()
    }

    /// The items that found a description, and every cell read into them.
    pub fn finish(mut self) -> (Vec<LineItem>, HashSet<(usize, usize)>) {
        self.close();
        self.items.retain(|item| !item.description.is_empty());
        (self.items, self.cells)
    }
}
