//! What each corpus invoice says and which purchase order it is checked against.
//! Money is kept in integer cents and quantities in hundredths so that printed
//! values and expected JSON agree to the cent.

use rand::Rng;
use rand::seq::IndexedRandom;
use rand_chacha::ChaCha8Rng;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Currency {
    Usd,
    Eur,
    Gbp,
    Chf,
}

impl Currency {
    pub fn code(self) -> &'static str {
        match self {
            Currency::Usd => "USD",
            Currency::Eur => "EUR",
            Currency::Gbp => "GBP",
            Currency::Chf => "CHF",
        }
    }

    pub fn symbol(self) -> Option<char> {
        match self {
            Currency::Usd => Some('$'),
            Currency::Eur => Some('€'),
            Currency::Gbp => Some('£'),
            Currency::Chf => None,
        }
    }
}

#[derive(Debug)]
pub struct Vendor {
    pub name: &'static str,
    pub street: &'static str,
    pub city: &'static str,
    pub currency: Currency,
    pub catalog: &'static [(&'static str, i64)],
}

pub const VENDORS: &[Vendor] = &[
    Vendor {
        name: "Acme Tools Ltd",
        street: "12 Industrial Way",
        city: "Leeds LS1 4AP",
        currency: Currency::Gbp,
        catalog: &[
            ("Cordless drill 18V", 12900),
            ("Drill bit set (25 pcs)", 2450),
            ("Safety goggles", 799),
            ("Work gloves, pair", 650),
            ("Angle grinder 125mm", 8999),
            ("Extension cable 10m", 1875),
        ],
    },
    Vendor {
        name: "Northwind Traders Inc.",
        street: "400 Harbor Blvd",
        city: "Seattle, WA 98101",
        currency: Currency::Usd,
        catalog: &[
            ("Espresso beans 1kg", 2399),
            ("Paper cups 12oz (box of 500)", 4150),
            ("Oat milk 1L", 289),
            ("Cane sugar sticks (1000)", 1820),
            ("Barista consulting, hour", 9500),
            ("Grinder maintenance", 14000),
        ],
    },
    Vendor {
        name: "Globex GmbH",
        street: "Hauptstrasse 8",
        city: "10115 Berlin",
        currency: Currency::Eur,
        catalog: &[
            ("Server rack 42U", 189000),
            ("Patch cable Cat6 2m", 450),
            ("Network switch 24-port", 54900),
            ("Installation, per hour", 8500),
            ("UPS battery pack", 23990),
        ],
    },
    Vendor {
        name: "Initech LLC",
        street: "1 Office Park Dr",
        city: "Austin, TX 78701",
        currency: Currency::Usd,
        catalog: &[
            ("TPS report binders", 1299),
            ("Printer toner, black", 8950),
            ("Software licence, annual", 120000),
            ("Support contract, monthly", 45000),
            ("Stapler, red", 2199),
        ],
    },
    Vendor {
        name: "Helvetia Precision AG",
        street: "Bahnhofstrasse 21",
        city: "8001 Zurich",
        currency: Currency::Chf,
        catalog: &[
            ("Calibration service", 35000),
            ("Micrometer 0-25mm", 14500),
            ("Gauge block set", 98000),
            ("Torque wrench 5-60Nm", 27950),
        ],
    },
    Vendor {
        name: "Hooli Services BV",
        street: "Keizersgracht 100",
        city: "1015 Amsterdam",
        currency: Currency::Eur,
        catalog: &[
            ("Cloud hosting, monthly", 49900),
            ("Data transfer, per TB", 9000),
            ("Managed backup", 15000),
            ("Onboarding workshop", 120000),
            ("Premium support hours", 11000),
        ],
    },
    Vendor {
        name: "Umbrella Supplies plc",
        street: "3 Raccoon Lane",
        city: "Manchester M1 2AB",
        currency: Currency::Gbp,
        catalog: &[
            ("Nitrile gloves (100)", 1299),
            ("Lab coat, size M", 3400),
            ("Sample vials 10ml (50)", 2275),
            ("Centrifuge tubes (500)", 6880),
        ],
    },
];

pub const CUSTOMERS: &[(&str, &str)] = &[
    ("Touchstone Labs", "77 Quarry Road, Bristol BS1 5TR"),
    ("Contoso Manufacturing", "5 Mill Street, Dublin D02 X285"),
    ("Fabrikam Research", "250 Lake Ave, Chicago, IL 60601"),
];

/// How an invoice is meant to fare against the purchase orders when the corpus
/// is processed in manifest order on a fresh server.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scenario {
    Clean,
    PriceAbove,
    PriceBelow,
    QuantityAbove,
    VendorMismatch,
    CurrencyMismatch,
    UnknownPo,
    MissingPo,
    LineArithmetic,
    TotalMismatch,
    /// Bills again on a purchase order an earlier invoice already billed in full.
    Overbilled {
        of: usize,
    },
    /// Re-sends an earlier invoice, its number printed differently.
    Duplicate {
        of: usize,
    },
}

impl Scenario {
    pub fn name(self) -> &'static str {
        match self {
            Scenario::Clean => "clean",
            Scenario::PriceAbove => "price_above",
            Scenario::PriceBelow => "price_below",
            Scenario::QuantityAbove => "quantity_above",
            Scenario::VendorMismatch => "vendor_mismatch",
            Scenario::CurrencyMismatch => "currency_mismatch",
            Scenario::UnknownPo => "unknown_po",
            Scenario::MissingPo => "missing_po",
            Scenario::LineArithmetic => "line_arithmetic",
            Scenario::TotalMismatch => "total_mismatch",
            Scenario::Overbilled { .. } => "overbilled",
            Scenario::Duplicate { .. } => "duplicate",
        }
    }

    /// The decision and the reason code that must be among the reasons.
    pub fn expectation(self) -> (&'static str, &'static str) {
        match self {
            Scenario::Clean => ("approve", "matched"),
            Scenario::PriceAbove => ("reject", "price_above_tolerance"),
            Scenario::PriceBelow => ("approve", "price_below_tolerance"),
            Scenario::QuantityAbove => ("reject", "quantity_above_tolerance"),
            Scenario::VendorMismatch => ("reject", "vendor_mismatch"),
            Scenario::CurrencyMismatch => ("reject", "currency_mismatch"),
            Scenario::UnknownPo => ("reject", "unknown_po"),
            Scenario::MissingPo => ("review", "missing_po"),
            Scenario::LineArithmetic => ("review", "line_arithmetic"),
            Scenario::TotalMismatch => ("review", "total_mismatch"),
            Scenario::Overbilled { .. } => ("reject", "po_overbilled"),
            Scenario::Duplicate { .. } => ("reject", "duplicate_invoice"),
        }
    }
}

#[derive(Debug, Clone)]
pub struct Line {
    pub description: &'static str,
    /// Quantity in hundredths.
    pub quantity: i64,
    pub unit_price: i64,
    /// The amount printed on the invoice (normally quantity × unit price).
    pub amount: i64,
}

#[derive(Debug, Clone)]
pub struct Invoice {
    pub vendor: &'static Vendor,
    pub customer: (&'static str, &'static str),
    pub number: String,
    /// (year, month, day)
    pub date: (i32, u32, u32),
    pub due: (i32, u32, u32),
    pub po_number: Option<String>,
    pub lines: Vec<Line>,
    pub subtotal: i64,
    pub tax_rate_percent: i64,
    pub tax: i64,
    pub total: i64,
}

#[derive(Debug, Clone)]
pub struct PoLine {
    pub description: &'static str,
    pub quantity: i64,
    pub unit_price: i64,
}

#[derive(Debug, Clone)]
pub struct PurchaseOrder {
    pub number: String,
    pub vendor: &'static str,
    pub currency: &'static str,
    pub lines: Vec<PoLine>,
}

pub fn line_amount(quantity_hundredths: i64, unit_price: i64) -> i64 {
    // Round half away from zero, as invoicing software prints it.
    (quantity_hundredths * unit_price + 50).div_euclid(100)
}

fn add_days((y, m, d): (i32, u32, u32), days: u32) -> (i32, u32, u32) {
    let month_len = |m: u32| match m {
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    };
    let (mut y, mut m, mut d) = (y, m, d + days);
    while d > month_len(m) {
        d -= month_len(m);
        m += 1;
        if m > 12 {
            m = 1;
            y += 1;
        }
    }
    (y, m, d)
}

/// A fresh invoice with `line_count` lines from the vendor's catalog.
pub fn invoice(
    rng: &mut ChaCha8Rng,
    index: usize,
    vendor: &'static Vendor,
    line_count: usize,
) -> Invoice {
    let offset = rng.random_range(0..vendor.catalog.len());
    let lines = (0..line_count)
        .map(|i| {
            let (description, unit_price) = vendor.catalog[(offset + i) % vendor.catalog.len()];
            let quantity = if description.contains("hour") && rng.random_bool(0.5) {
                rng.random_range(1..=16) * 50
            } else {
                rng.random_range(1..=24) * 100
            };
            Line {
                description,
                quantity,
                unit_price,
                amount: line_amount(quantity, unit_price),
            }
        })
        .collect::<Vec<_>>();
    let subtotal = lines.iter().map(|l| l.amount).sum::<i64>();
    let tax_rate_percent = *[0, 7, 8, 10, 19, 20].choose(rng).expect("rates");
    let tax = (subtotal * tax_rate_percent + 50).div_euclid(100);
    let date = (2026, rng.random_range(1..=12), rng.random_range(1..=28));
    let number = match index % 4 {
        0 => format!("INV-2026-{:04}", 100 + index),
        1 => format!("{}", 20_400 + index * 7),
        2 => format!("A/2026/{:03}", index + 1),
        _ => format!("INV {:05}", 3_000 + index),
    };
    let po_number = match index % 3 {
        0 => format!("PO-{}", 10_000 + index),
        1 => format!("45000{:05}", 120 + index),
        _ => format!("PO{}", 70_000 + index * 3),
    };
    Invoice {
        vendor,
        customer: *CUSTOMERS.choose(rng).expect("customers"),
        number,
        date,
        due: add_days(date, *[14, 30, 45].choose(rng).expect("terms")),
        po_number: Some(po_number),
        lines,
        subtotal,
        tax_rate_percent,
        tax,
        total: subtotal + tax,
    }
}

impl Invoice {
    pub fn recompute_totals(&mut self) {
        self.subtotal = self.lines.iter().map(|l| l.amount).sum();
        self.tax = (self.subtotal * self.tax_rate_percent + 50).div_euclid(100);
        self.total = self.subtotal + self.tax;
    }

    /// The purchase order this invoice was raised against, matching it exactly.
    pub fn matching_po(&self) -> Option<PurchaseOrder> {
        let number = self.po_number.clone()?;
        // The PO list spells numbers canonically; invoices print `PO70003` for `PO-70003`.
        let number = match number.strip_prefix("PO") {
            Some(digits) if !digits.starts_with('-') => format!("PO-{digits}"),
            _ => number,
        };
        let mut lines: Vec<PoLine> = Vec::new();
        for line in &self.lines {
            match lines
                .iter_mut()
                .find(|po| po.description == line.description)
            {
                Some(po) => po.quantity += line.quantity,
                None => lines.push(PoLine {
                    description: line.description,
                    quantity: line.quantity,
                    unit_price: line.unit_price,
                }),
            }
        }
        Some(PurchaseOrder {
            number,
            vendor: self.vendor.name,
            currency: self.vendor.currency.code(),
            lines,
        })
    }
}
