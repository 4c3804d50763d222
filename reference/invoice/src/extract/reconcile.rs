//! Choosing subtotal, tax and total among the amounts their labels point at,
//! so that they agree with each other and with the line items: a document can
//! print several totals ("Total excl. VAT", a "Total" column, a carried-over
//! sum), and a label may sit apart from its amount.

/// A computed amount rounded to the cent, as it would be printed.
fn cents(value: f64) -> f64 {
    (value * 100.0).round() / 100.0
}

/// Amounts equal to the cent, allowing for binary rounding.
pub fn equal(a: f64, b: f64) -> bool {
    (a - b).abs() < 0.006
}

#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Totals {
    pub subtotal: Option<f64>,
    pub tax: Option<f64>,
    pub total: Option<f64>,
}

/// What the labels point at, each list in reading order.
pub struct Labelled<'a> {
    pub subtotals: &'a [f64],
    pub taxes: &'a [f64],
    pub totals: &'a [f64],
}

/// `items` is the sum of the line items' amounts, `printed` every amount the
/// document prints outside its item table. A missing value is only filled in
/// when the document prints it (a net also when the items add up to it).
pub fn reconcile(labelled: &Labelled, items: Option<f64>, printed: &[f64]) -> Totals {
    let Labelled {
        subtotals,
        taxes,
        totals,
    } = *labelled;
    let is_printed = |v: f64| printed.iter().any(|p| equal(*p, v));
    // Several tax lines (one per rate) add up to the tax; their sum is tried
    // last. A negative one is a deduction from the amount to pay (VAT the
    // buyer pays itself under split payment, a withholding), no rate's tax.
    let mut distinct_taxes: Vec<f64> = Vec::new();
    for &tax in taxes.iter().filter(|t| **t > 0.0) {
        if !distinct_taxes.iter().any(|t| equal(*t, tax)) {
            distinct_taxes.push(tax);
        }
    }
    let tax_sum = (distinct_taxes.len() > 1).then(|| cents(distinct_taxes.iter().sum()));
    let tax_candidates: Vec<f64> = tax_sum.into_iter().chain(taxes.iter().copied()).collect();
    // A consistent triple, the subtotal agreeing with the items first, then
    // the latest total ("Netto a pagare" after a withholding is consistent
    // with a net of its own, but the items add up to the document's total).
    let mut best: Option<(usize, Totals)> = None;
    for &total in totals.iter().rev() {
        for &subtotal in subtotals.iter().rev() {
            for &tax in tax_candidates.iter().rev() {
                if !equal(subtotal + tax, total) {
                    continue;
                }
                let score = usize::from(items.is_some_and(|i| equal(i, subtotal)));
                if best.as_ref().is_none_or(|(s, _)| score > *s) {
                    best = Some((
                        score,
                        Totals {
                            subtotal: Some(subtotal),
                            tax: Some(tax),
                            total: Some(total),
                        },
                    ));
                }
            }
        }
        if best.as_ref().is_some_and(|(score, _)| *score > 0) {
            break;
        }
    }
    if let Some((_, totals)) = best {
        return totals;
    }

    let mut chosen = Totals {
        subtotal: subtotals
            .iter()
            .rev()
            .find(|s| items.is_some_and(|i| equal(i, **s)))
            .or(subtotals.last())
            .copied(),
        tax: taxes.last().copied(),
        total: totals.last().copied(),
    };
    if chosen.subtotal.is_none() {
        chosen.subtotal = items.filter(|i| is_printed(*i)).map(cents);
    }
    // A total more than twice the net is no net plus its tax but the total
    // again in another currency ("valoarea inclusiv TVA în lei"): the
    // latest total that the net and a printed tax (or none) make is the
    // document's own.
    if let Totals {
        subtotal: Some(s),
        tax: None,
        total: Some(g),
    } = chosen
        && g > 2.0 * s
        && let Some(&own) = totals
            .iter()
            .rev()
            .find(|&&t| t >= s && t <= 2.0 * s && (equal(t, s) || is_printed(t - s)))
    {
        chosen.tax = Some(cents(own - s));
        chosen.total = Some(own);
        return chosen;
    }
    // A "Total" row under the items' net column sums the net: when a tax and
    // a larger total complete it, the total is theirs.
    if let Totals {
        subtotal: Some(s),
        tax: None,
        total: Some(g),
    } = chosen
        && equal(s, g)
        && let Some((t, g)) = taxed(s, printed)
    {
        chosen.tax = Some(t);
        chosen.total = Some(g);
        return chosen;
    }
    match chosen {
        Totals {
            subtotal: Some(s),
            tax: Some(t),
            total,
        } if total.is_none_or(|g| !equal(s + t, g)) && is_printed(s + t) => {
            // The labelled total disagrees (or is missing) and the sum is printed.
            chosen.total = Some(cents(s + t));
        }
        Totals {
            subtotal: Some(s),
            tax: None,
            total: Some(g),
        } if is_printed(g - s) => chosen.tax = Some(cents(g - s)),
        // The net the items add up to, printed under them as their sum.
        Totals {
            subtotal: None,
            tax: Some(t),
            total: Some(g),
        } if is_printed(g - t) || items.is_some_and(|i| equal(i, g - t)) => {
            chosen.subtotal = Some(cents(g - t))
        }
        Totals {
            subtotal: Some(s),
            tax: None,
            total: None,
        } => {
            if let Some((t, g)) = adding_up(s, printed) {
                chosen.tax = Some(t);
                chosen.total = Some(g);
            }
        }
        _ => {}
    }
    chosen
}

/// With no label read for the tax and the total (labels in a language the
/// grammar does not know), the two printed amounts that complete the subtotal:
/// a tax of at most the subtotal and a total that is their sum, the last such
/// total printed. A tax of nothing only when the subtotal is printed twice
/// (once as the total) and a zero is printed too.
fn adding_up(subtotal: f64, printed: &[f64]) -> Option<(f64, f64)> {
    let twice = printed.iter().filter(|p| equal(**p, subtotal)).count() >= 2;
    let untaxed = twice && printed.iter().any(|p| equal(*p, 0.0));
    taxed(subtotal, printed).or_else(|| untaxed.then_some((0.0, subtotal)))
}

/// A printed tax above nothing and at most the subtotal, and the printed
/// total it makes with the subtotal, the last such total printed.
fn taxed(subtotal: f64, printed: &[f64]) -> Option<(f64, f64)> {
    printed.iter().rev().find_map(|&total| {
        let tax = cents(total - subtotal);
        let printed_tax = printed.iter().any(|p| equal(*p, tax));
        (tax > 0.0 && tax <= subtotal && printed_tax).then_some((tax, total))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_consistent_triple_wins_over_later_labels() {
        let labelled = Labelled {
            subtotals: &[100.0],
            taxes: &[20.0],
            totals: &[120.0, 100.0],
        };
        let chosen = reconcile(&labelled, Some(100.0), &[]);
        assert_eq!(chosen.total, Some(120.0));
    }

    #[test]
    fn a_total_again_in_another_currency_is_not_the_document_s() {
        // "Total 16 539,00 … 1 157,73 … 17 696,73" under the items, then
        // "valoarea inclusiv TVA în lei: 347 599,17".
        let labelled = Labelled {
            subtotals: &[],
            taxes: &[],
            totals: &[16539.0, 17696.73, 347599.17],
        };
        let printed = [16539.0, 1157.73, 17696.73, 347599.17];
        let chosen = reconcile(&labelled, Some(16539.0), &printed);
        assert_eq!(chosen.tax, Some(1157.73));
        assert_eq!(chosen.total, Some(17696.73));
        // Exempt: the net is the total.
        let labelled = Labelled {
            subtotals: &[],
            taxes: &[],
            totals: &[214686.0, 214686.0, 4526310.81],
        };
        let chosen = reconcile(&labelled, Some(214686.0), &[214686.0, 0.0, 4526310.81]);
        assert_eq!(chosen.tax, Some(0.0));
        assert_eq!(chosen.total, Some(214686.0));
    }

    #[test]
    fn tax_lines_at_several_rates_add_up() {
        let labelled = Labelled {
            subtotals: &[300.0],
            taxes: &[38.0, 7.0],
            totals: &[345.0],
        };
        let chosen = reconcile(&labelled, Some(300.0), &[]);
        assert_eq!(chosen.tax, Some(45.0));
        assert_eq!(chosen.total, Some(345.0));
    }

    #[test]
    fn the_items_choose_the_document_total_over_the_net_to_pay() {
        // "Totale documento 4.900,00", a withholding of 20 %, "Netto a
        // pagare 3.920,00", and "importo netto di CHF 3.920,00" in a sentence.
        let labelled = Labelled {
            subtotals: &[4900.0, 3920.0],
            taxes: &[0.0],
            totals: &[4900.0, 3920.0],
        };
        let chosen = reconcile(&labelled, Some(4900.0), &[]);
        assert_eq!(chosen.total, Some(4900.0));
    }

    #[test]
    fn vat_deducted_under_split_payment_is_no_rate_s_tax() {
        // "Totale IVA 2.543,80", "Totale documento 15.262,80", "-IVA (art.
        // 17-ter) -2.543,80", "Netto a pagare 12.719,00".
        let labelled = Labelled {
            subtotals: &[12719.0],
            taxes: &[2543.8, -2543.8],
            totals: &[15262.8, 12719.0],
        };
        let chosen = reconcile(&labelled, Some(12719.0), &[]);
        assert_eq!(chosen.tax, Some(2543.8));
        assert_eq!(chosen.total, Some(15262.8));
    }

    #[test]
    fn a_missing_total_is_taken_only_when_printed() {
        let labelled = Labelled {
            subtotals: &[100.0],
            taxes: &[20.0],
            totals: &[],
        };
        assert_eq!(reconcile(&labelled, None, &[120.0]).total, Some(120.0));
        assert_eq!(reconcile(&labelled, None, &[]).total, None);
    }

    #[test]
    fn unlabelled_tax_and_total_are_the_printed_amounts_completing_the_subtotal() {
        let labelled = Labelled {
            subtotals: &[1000.0],
            taxes: &[],
            totals: &[],
        };
        let printed = [19.0, 1000.0, 190.0, 1190.0, 1190.0];
        let chosen = reconcile(&labelled, None, &printed);
        assert_eq!((chosen.tax, chosen.total), (Some(190.0), Some(1190.0)));
        // Nothing completes it: no tax or total is made up.
        let chosen = reconcile(&labelled, None, &[1000.0, 5.0]);
        assert_eq!((chosen.tax, chosen.total), (None, None));
        // Untaxed: the subtotal printed again as the total, and a zero.
        let chosen = reconcile(&labelled, None, &[1000.0, 0.0, 1000.0]);
        assert_eq!((chosen.tax, chosen.total), (Some(0.0), Some(1000.0)));
    }

    #[test]
    fn a_total_row_under_the_net_column_gives_way_to_the_taxed_total() {
        let labelled = Labelled {
            subtotals: &[],
            taxes: &[],
            totals: &[500.0],
        };
        let chosen = reconcile(&labelled, Some(500.0), &[500.0, 40.0, 540.0]);
        assert_eq!(
            chosen,
            Totals {
                subtotal: Some(500.0),
                tax: Some(40.0),
                total: Some(540.0)
            }
        );
    }

    #[test]
    fn a_missing_subtotal_comes_from_the_items_when_printed() {
        // A net printed only as the sum line of the items (read with them),
        // with no tax on it: the items give it.
        let labelled = Labelled {
            subtotals: &[],
            taxes: &[0.0],
            totals: &[2620.0],
        };
        let chosen = reconcile(&labelled, Some(2620.0), &[0.0]);
        assert_eq!(chosen.subtotal, Some(2620.0));
        let chosen = reconcile(&labelled, Some(2600.0), &[0.0]);
        assert_eq!(chosen.subtotal, None);
        let labelled = Labelled {
            subtotals: &[],
            taxes: &[],
            totals: &[119.0],
        };
        let chosen = reconcile(&labelled, Some(100.0), &[100.0, 119.0, 19.0]);
        assert_eq!(chosen.subtotal, Some(100.0));
        assert_eq!(chosen.tax, Some(19.0));
        // The items' sum carries the binary rounding of its additions; the
        // subtotal is answered to the cent, as printed.
        let items = 91.0 + 1169.6 + 155.88 + 306.0 + 386.75 + 1444.8;
        assert_ne!(items, 3554.03);
        let labelled = Labelled {
            subtotals: &[],
            taxes: &[],
            totals: &[],
        };
        let chosen = reconcile(&labelled, Some(items), &[3554.03]);
        assert_eq!(chosen.subtotal, Some(3554.03));
    }
}
