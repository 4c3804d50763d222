//! Item rows and the description lines around them. A description that wraps
//! onto several lines sits below its numbers when the table aligns cells to
//! the top, and around them when it centres cells vertically (Chromium's
//! default): then the numbers' own line may carry no description at all. A
//! line holding only description text belongs to the nearer of the item rows
//! before and after it, and only when it follows on within a line or so.

use std::collections::HashSet;

use crate::model::LineItem;

/// Where a line is printed: its page, baseline and text size, and where its
/// description runs, if it has one.
#[derive(Debug, Clone, Copy)]
pub struct Place {
    pub page: usize,
    pub y: f32,
    pub size: f32,
    pub description: Option<Span>,
}

/// The extent of a line's description, and where its first word ends.
#[derive(Debug, Clone, Copy)]
pub struct Span {
    pub left: f32,
    pub right: f32,
    pub first_word_right: f32,
    /// The size its first cell is set in.
    pub size: f32,
    /// Where the row's next cell starts, right of the description: how far
    /// the description could have run on before it wrapped.
    pub room: Option<f32>,
    /// Its words stand in cells set apart by more than a space ("Bin G19-1
    /// Item UM-101"): columns of details, which no wrapped sentence makes.
    pub set_apart: bool,
}

/// Whether `lower` is `upper` wrapped: a description wraps only when its
/// next word did not fit, so a line under it that is wider than it with that
/// word is a line of its own ("Gauge block set" over "Årsavgift per ansatt,
/// 1. kvartal 2026").
fn wraps(upper: Option<Span>, lower: Option<Span>, size: f32) -> Wrap {
    let (Some(upper), Some(lower)) = (upper, lower) else {
        return Wrap::Yes;
    };
    // A word alone may be the item's code over its name ("AC-101" over
    // "Drill bit set (25 pcs)"), which is read with it.
    let one_word = upper.first_word_right >= upper.right - 0.5;
    let aligned = (upper.left - lower.left).abs() <= 0.5 * size;
    // A blank as wide as a monospaced one, the widest there is.
    let with_word = upper.right + 0.6 * size + (lower.first_word_right - lower.left);
    // Set in and reaching further right, it is no line of a cell centred or
    // set flush either way: a detail printed under the item. So is a line set
    // in whose first word would have fitted before the row's next cell
    // ("S/N MN3678742" under "Network switch 24-port").
    let fitted = upper.room.is_some_and(|room| with_word <= room);
    let indented =
        lower.left > upper.left + 0.5 * size && (lower.right > upper.right + 0.5 * size || fitted);
    if one_word || (!indented && !aligned) {
        Wrap::Yes
    } else if indented || lower.set_apart {
        Wrap::No
    } else if with_word > lower.right {
        Wrap::Narrower
    } else {
        Wrap::Wider
    }
}

/// What [`wraps`] makes of a line under a description.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Wrap {
    Yes,
    No,
    /// Flush with the description and narrower than it would be with the
    /// line's first word: the word may not have fitted, so it may be a wrap.
    Narrower,
    /// Flush with it and wide enough to have taken the word: no wrap.
    Wider,
}

/// A line read under an item's row.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Under {
    /// Surely details, flush under the description: words across the
    /// columns, or a line wide enough to have taken the next word.
    Details,
    /// Joined to the end of the description (this many bytes), though
    /// flush and too narrow to tell.
    MaybeWrapped {
        joined: usize,
    },
    Other,
}

/// The kinds of supply an accounting program files items under, printed
/// as an item's first line over its name.
const KINDS_OF_SUPPLY: &[&str] = &[
    "services",
    "goods",
    "wholesale goods",
    "products",
    "materials",
    "labor",
    "labour",
    "parts",
    "merchandise",
    "supplies",
    "non-inventory",
    "inventory",
];

fn names_a_kind_of_supply(description: &str) -> bool {
    let description = description.trim();
    KINDS_OF_SUPPLY
        .iter()
        .any(|kind| kind.eq_ignore_ascii_case(description))
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
    /// For each item, the size its description is set in.
    sizes: Vec<f32>,
    /// A line of details came under the last item since its description
    /// ("DEL CYL … RET CYL …"): lines of words after it are more details.
    detailed: bool,
    /// For each item, the lines read under its row.
    under: Vec<Vec<Under>>,
}

/// A line under an item set this much smaller than its description is a
/// detail printed with it ("SKU: NO-101"), not more of the description.
const DETAIL_SIZE: f32 = 0.9;

impl Rows {
    pub fn description_line(&mut self, line: DescriptionLine) {
        self.pending.push(line);
    }

    /// A line under the last item that is no part of its description (words
    /// across columns that are not read): the item reaches down to it, and
    /// its cells are the table's.
    pub fn detail_line(&mut self, place: Place, cells: Vec<(usize, usize)>) {
        if self.follows_last(place) && self.pending.is_empty() {
            self.cells.extend(cells);
            // Flush under the item's description, it may be told from a wrap.
            let flush = self
                .last
                .and_then(|last| last.description)
                .zip(place.description)
                .is_some_and(|(upper, lower)| (upper.left - lower.left).abs() <= 0.5 * place.size);
            self.last = Some(place);
            self.detailed = true;
            self.mark_under(if flush { Under::Details } else { Under::Other });
        }
    }

    /// The last item, when `place` follows right under it with no line of
    /// words between: a cell of its row may run on there.
    pub fn item_above(&mut self, place: Place) -> Option<&mut LineItem> {
        if !self.follows_last(place) || !self.pending.is_empty() {
            return None;
        }
        self.items.last_mut()
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
            if to_previous && self.detailed {
                self.last = Some(line.place);
                self.cells.extend(line.cells);
                self.mark_under(Under::Other);
            } else if to_previous {
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
        let own = (!item.description.is_empty()).then_some(place.size);
        let size = above
            .iter()
            .map(|l| l.place.size)
            .chain(own)
            .fold(0.0, f32::max);
        let mut description: Vec<String> = above
            .iter()
            .filter(|l| l.place.size >= DETAIL_SIZE * size)
            .map(|l| l.text.clone())
            .collect();
        let leading = description.iter().map(|text| text.len() + 1).sum();
        description.extend((!item.description.is_empty()).then(|| item.description.clone()));
        self.leading.push(if item.description.is_empty() {
            0
        } else {
            leading
        });
        self.sizes.push(size);
        self.under.push(Vec::new());
        self.cells
            .extend(above.into_iter().flat_map(|l| l.cells).chain(cells));
        self.items.push(LineItem {
            description: description.join(" "),
            ..item
        });
        self.last = Some(place);
        self.detailed = false;
    }

    /// Whether `place` is within a line or so under the last line read into
    /// an item.
    fn follows_last(&self, place: Place) -> bool {
        self.last
            .and_then(|last| height_between(last, place))
            .is_some_and(|h| h <= MAX_LEADING * place.size)
    }

    fn continue_last(&mut self, line: DescriptionLine) {
        let Some(item) = self.items.last_mut() else {
            return;
        };
        let size = self.sizes.last().copied().unwrap_or_default();
        if line.place.size < DETAIL_SIZE * size {
            self.cells.extend(line.cells);
            self.last = Some(line.place);
            self.mark_under(Under::Other);
            return;
        }
        let upper = self.last.and_then(|last| last.description);
        let wrap = wraps(upper, line.place.description, line.place.size);
        let first_under =
            self.under.last().is_some_and(Vec::is_empty) && self.leading.last() == Some(&0);
        // A kind of supply an accounting program prints over the item's name
        // ("Services" over "Barista consulting, hour"), however wide the name.
        let kind_over_name = first_under && names_a_kind_of_supply(&item.description);
        if matches!(wrap, Wrap::No | Wrap::Wider) && !kind_over_name {
            self.cells.extend(line.cells);
            self.last = Some(line.place);
            self.detailed = true;
            self.mark_under(if wrap == Wrap::Wider {
                Under::Details
            } else {
                Under::Other
            });
            return;
        }
        // A row's own words set smaller than the line under them, before any
        // other line, are a caption over the item's name (a category:
        // "Equipment" over "Micrometer 0-25mm").
        let smaller = upper.is_some_and(|row| row.size < DETAIL_SIZE * line.place.size);
        if kind_over_name || (smaller && first_under) {
            item.description.clear();
        }
        let before = item.description.len();
        if !item.description.is_empty() {
            item.description.push(' ');
        }
        item.description.push_str(&line.text);
        self.cells.extend(line.cells);
        self.last = Some(line.place);
        let joined = item.description.len() - before;
        // A line wrapped on from one that may be a wrap goes with it.
        let run = self
            .under
            .last_mut()
            .and_then(|lines| lines.last_mut())
            .filter(|_| matches!(wrap, Wrap::Yes | Wrap::Narrower));
        if let Some(Under::MaybeWrapped { joined: run }) = run {
            *run += joined;
            return;
        }
        self.mark_under(if wrap == Wrap::Narrower && before > 0 {
            Under::MaybeWrapped { joined }
        } else {
            Under::Other
        });
    }

    fn mark_under(&mut self, under: Under) {
        if let Some(lines) = self.under.last_mut() {
            lines.push(under);
        }
    }

    /// Items that print lines under their description, more of them
    /// starting with a line surely of details than not: the others' lines
    /// are details too, those too narrow to tell ("Ulkoalueiden hoito
    /// 5/2026" under "Micrometer 0-25mm") with the lines wrapped on from
    /// them. As many of each: those that start a sentence of their own with
    /// a capital are details too.
    fn part_details(&mut self) {
        let details = self
            .under
            .iter()
            .filter(|lines| lines.first() == Some(&Under::Details))
            .count();
        let maybe_wrapped = self
            .under
            .iter()
            .filter(|lines| matches!(lines[..], [Under::MaybeWrapped { .. }]))
            .count();
        if details < maybe_wrapped || details == 0 {
            return;
        }
        let capitalised = |rest: &str| rest.trim_start().starts_with(char::is_uppercase);
        for (item, lines) in self.items.iter_mut().zip(&self.under) {
            let [Under::MaybeWrapped { joined }] = lines[..] else {
                continue;
            };
            let keep = item.description.len().saturating_sub(joined);
            if keep > 0
                && item.description.is_char_boundary(keep)
                && (details > maybe_wrapped || capitalised(&item.description[keep..]))
            {
                item.description.truncate(keep);
            }
        }
    }

    /// The table ends or starts over under a repeated header: description
    /// lines still open can only continue the last item.
    pub fn close(&mut self) {
        for line in std::mem::take(&mut self.pending) {
            if !self.follows_last(line.place) || self.detailed {
                break;
            }
            self.continue_last(line);
        }
        self.last = None;
        self.detailed = false;
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

    /// Whether every item so far has its quantity and its unit price.
    pub fn all_counted_and_priced(&self) -> bool {
        !self.items.is_empty()
            && self
                .items
                .iter()
                .all(|i| i.quantity.is_some() && i.unit_price.is_some())
    }

    /// The items' amounts added up so far.
    pub fn amount_sum(&self) -> f64 {
        self.items.iter().filter_map(|i| i.amount).sum()
    }

    /// The items that found a description, and every cell read into them.
    pub fn finish(mut self) -> (Vec<LineItem>, HashSet<(usize, usize)>) {
        self.close();
        self.part_details();
        self.items.retain(|item| !item.description.is_empty());
        (self.items, self.cells)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn place(y: f32, size: f32) -> Place {
        Place {
            page: 0,
            y,
            size,
            description: None,
        }
    }

    fn line(y: f32, size: f32, text: &str) -> DescriptionLine {
        DescriptionLine {
            place: place(y, size),
            text: text.to_string(),
            cells: vec![(y as usize, 0)],
        }
    }

    fn amounts(amount: f64) -> LineItem {
        LineItem {
            description: String::new(),
            quantity: Some(1.0),
            unit_price: Some(amount),
            amount: Some(amount),
        }
    }

    #[test]
    fn a_smaller_line_under_a_centred_item_is_a_detail() {
        // A shop's cell: the name in bold, the SKU under it in smaller type,
        // the numbers centred between them.
        let mut rows = Rows::default();
        rows.description_line(line(522.8, 9.5, "Barista consulting, hour"));
        rows.item(place(517.5, 9.5), amounts(95.0), vec![(517, 1)]);
        rows.description_line(line(512.2, 8.0, "SKU: NO-101"));
        rows.description_line(line(487.5, 9.5, "Grinder maintenance"));
        rows.item(place(482.2, 9.5), amounts(140.0), vec![(482, 1)]);
        rows.description_line(line(477.0, 8.0, "SKU: NO-102"));
        let (items, cells) = rows.finish();
        let names: Vec<&str> = items.iter().map(|i| i.description.as_str()).collect();
        assert_eq!(names, ["Barista consulting, hour", "Grinder maintenance"]);
        // The details are the items' all the same: no field reads them.
        assert!(cells.contains(&(512, 0)) && cells.contains(&(477, 0)));
    }

    #[test]
    fn words_after_a_line_of_details_are_more_details() {
        // A gas distributor's printout, evenly spaced: each item's cylinders
        // delivered and returned, then its hazard class, before the next item.
        let mut rows = Rows::default();
        let named = |description: &str, amount: f64| LineItem {
            description: description.into(),
            ..amounts(amount)
        };
        rows.item(place(538.5, 10.0), named("Printer toner", 89.5), vec![]);
        rows.detail_line(place(527.1, 10.0), Vec::new());
        rows.description_line(line(515.8, 10.0, "UN1013 CARBON DIOXIDE, 2.2"));
        rows.item(
            place(504.4, 10.0),
            named("Software licence", 1200.0),
            vec![],
        );
        rows.detail_line(place(493.1, 10.0), Vec::new());
        rows.description_line(line(481.7, 10.0, "UN1001 ACETYLENE, DISSOLVED"));
        let (items, cells) = rows.finish();
        let names: Vec<&str> = items.iter().map(|i| i.description.as_str()).collect();
        assert_eq!(names, ["Printer toner", "Software licence"]);
        // The details are the items' all the same: no field reads them.
        assert!(cells.contains(&(515, 0)));
    }

    #[test]
    fn a_line_that_would_have_fitted_on_the_one_above_is_no_wrap() {
        // 6 points a character: "Gauge block set" ends at 138, and the
        // line under it reaches 270, room for "Årsavgift" and more.
        let span = |left: f32, right: f32, first_word_right: f32| Span {
            left,
            right,
            first_word_right,
            size: 10.0,
            room: None,
            set_apart: false,
        };
        let at = |y: f32, description: Span| Place {
            description: Some(description),
            ..place(y, 10.0)
        };
        let lower = |y: f32, text: &str, description: Span| DescriptionLine {
            place: at(y, description),
            ..line(y, 10.0, text)
        };
        let mut rows = Rows::default();
        let item = LineItem {
            description: "Gauge block set".into(),
            ..amounts(980.0)
        };
        rows.item(at(500.0, span(48.0, 138.0, 78.0)), item, vec![]);
        rows.description_line(lower(
            489.0,
            "Årsavgift per ansatt, 1. kvartal 2026",
            span(48.0, 270.0, 102.0),
        ));
        let item = LineItem {
            description: "Calibration service per".into(),
            ..amounts(350.0)
        };
        rows.item(at(470.0, span(48.0, 186.0, 114.0)), item, vec![]);
        rows.description_line(lower(459.0, "hour, on site", span(48.0, 126.0, 78.0)));
        // Set in under the name and wider: a detail.
        let item = LineItem {
            description: "Onboarding workshop".into(),
            ..amounts(1200.0)
        };
        rows.item(at(445.0, span(69.0, 183.0, 123.0)), item, vec![]);
        rows.description_line(lower(
            434.0,
            "Revisión de seguridad y engrase",
            span(81.0, 321.0, 129.0),
        ));
        // A code alone over the name: read with it.
        let item = LineItem {
            description: "AC-101".into(),
            ..amounts(49.0)
        };
        rows.item(at(415.0, span(48.0, 84.0, 84.0)), item, vec![]);
        rows.description_line(lower(
            404.0,
            "Drill bit set (25 pcs)",
            span(48.0, 180.0, 78.0),
        ));
        let (items, _) = rows.finish();
        let names: Vec<&str> = items.iter().map(|i| i.description.as_str()).collect();
        assert_eq!(
            names,
            [
                "Gauge block set",
                "Calibration service per hour, on site",
                "Onboarding workshop",
                "AC-101 Drill bit set (25 pcs)"
            ]
        );
    }

    #[test]
    fn a_description_wrapped_in_its_own_size_goes_on() {
        let mut rows = Rows::default();
        rows.item(
            place(500.0, 9.5),
            LineItem {
                description: "Paper cups 12oz (box".into(),
                ..amounts(41.5)
            },
            vec![],
        );
        rows.description_line(line(489.0, 9.5, "of 500)"));
        let (items, _) = rows.finish();
        assert_eq!(items[0].description, "Paper cups 12oz (box of 500)");
    }

    #[test]
    fn items_that_each_print_a_line_of_details_print_them_all_alike() {
        // A property manager's monospaced printout, 6 points a character:
        // under each item a line of work done, most of them too wide to be
        // the rest of the name; the last one could be.
        let span = |right: f32, first_word_right: f32| Span {
            left: 98.8,
            right,
            first_word_right,
            size: 10.0,
            room: None,
            set_apart: false,
        };
        let at = |y: f32, description: Span| Place {
            description: Some(description),
            ..place(y, 10.0)
        };
        let named = |description: &str, amount: f64| LineItem {
            description: description.into(),
            ..amounts(amount)
        };
        let mut rows = Rows::default();
        rows.item(
            at(527.1, span(188.8, 128.8)),
            named("Gauge block set", 1960.0),
            vec![],
        );
        rows.detail_line(at(515.8, span(350.8, 170.8)), Vec::new());
        rows.item(
            at(504.4, span(218.8, 134.8)),
            named("Torque wrench 5-60Nm", 2236.0),
            vec![],
        );
        rows.detail_line(at(493.1, span(338.8, 302.8)), Vec::new());
        rows.item(
            at(481.7, span(200.8, 158.8)),
            named("Micrometer 0-25mm", 3190.0),
            vec![],
        );
        rows.description_line(DescriptionLine {
            place: at(470.4, span(248.8, 170.8)),
            ..line(470.4, 10.0, "Ulkoalueiden hoito 5/2026")
        });
        let (items, _) = rows.finish();
        let names: Vec<&str> = items.iter().map(|i| i.description.as_str()).collect();
        assert_eq!(
            names,
            [
                "Gauge block set",
                "Torque wrench 5-60Nm",
                "Micrometer 0-25mm"
            ]
        );

        // Lines of details set off to the left of the names tell nothing of
        // the line under the last name: the rest of it.
        let mut rows = Rows::default();
        let off = |y: f32| Place {
            description: Some(Span {
                left: 164.8,
                right: 254.8,
                first_word_right: 194.8,
                size: 10.0,
                room: None,
                set_apart: false,
            }),
            ..place(y, 10.0)
        };
        let name = |right: f32| Span {
            left: 194.8,
            right,
            first_word_right: 224.8,
            size: 10.0,
            room: None,
            set_apart: false,
        };
        rows.item(
            at(561.2, name(338.8)),
            named("Cane sugar sticks (1000)", 400.4),
            vec![],
        );
        rows.detail_line(off(549.8), Vec::new());
        rows.item(
            at(459.0, name(308.8)),
            named("Grinder maintenance", 980.0),
            vec![],
        );
        rows.detail_line(off(447.7), Vec::new());
        rows.item(
            at(368.2, name(332.8)),
            named("Paper cups 12oz (box of", 41.5),
            vec![],
        );
        rows.description_line(DescriptionLine {
            place: at(
                356.9,
                Span {
                    left: 194.8,
                    right: 218.8,
                    first_word_right: 218.8,
                    size: 10.0,
                    room: None,
                    set_apart: false,
                },
            ),
            ..line(356.9, 10.0, "500)")
        });
        let (items, _) = rows.finish();
        assert_eq!(items[2].description, "Paper cups 12oz (box of 500)");
    }
}
