//! Layout families made by real producers, for measuring how the extractor
//! generalises. Each family is one way of laying out an invoice, printed by
//! Chromium or converted by LibreOffice; several documents per family, each
//! with the Invoice it must extract to. Families are either for training (the
//! extractor may be tuned on them) or held out (it may not).
//!
//! `fixtures/invoices/families/<family>/NN.{html,txt}` are the sources,
//! `NN.pdf` what the producer made of them, `NN.expected.json` the truth.
//! `families.json` lists families and documents; `produced.json` records which
//! source and which producer version each PDF came from.

mod chromium;
mod office;
mod printed;
mod producers;

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

use anyhow::{Context, bail};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{Value, json};
use sha2::{Digest, Sha256};

use super::scenario;
use printed::{Printed, Region};
use producers::{Producer, hex};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Split {
    Training,
    Held,
}

impl Split {
    fn name(self) -> &'static str {
        match self {
            Split::Training => "training",
            Split::Held => "held",
        }
    }
}

pub struct Family {
    pub name: &'static str,
    producer: Producer,
    pub split: Split,
    region: Region,
    render: fn(&Printed) -> String,
}

const fn family(
    name: &'static str,
    producer: Producer,
    split: Split,
    region: Region,
    render: fn(&Printed) -> String,
) -> Family {
    Family {
        name,
        producer,
        split,
        region,
        render,
    }
}

/// Training families may be tuned on; held ones never are. Each difficulty
/// (labels above values, monospaced text, totals in bands, unusual PO labels)
/// has members on both sides. The protocol: held families are written by a
/// separate author, after the extractor was tuned on the training ones and
/// without looking at the extractor or at what it reads from them; they are
/// measured once, and only then may join the training side (no longer unseen),
/// as three rounds of six and sixty-three of seven already have; a sixty-fourth
/// and a sixty-fifth round of seven are still held out. New families go at the
/// end, so earlier documents and their seeds stay the same.
pub const FAMILIES: [Family; 481] = [
    family(
        "web-letterhead",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::letterhead,
    ),
    family(
        "web-header-grid",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::header_grid,
    ),
    family(
        "web-preformatted",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::preformatted,
    ),
    family(
        "web-cards",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::cards,
    ),
    family(
        "web-reversed",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::reversed,
    ),
    family(
        "office-letter",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::letter,
    ),
    family(
        "office-boxed",
        Producer::Writer,
        Split::Training,
        Region::Uk,
        office::boxed,
    ),
    family(
        "text-dot-leaders",
        Producer::WriterText,
        Split::Training,
        Region::Uk,
        office::dot_leaders,
    ),
    family(
        "web-band-split",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::band_split,
    ),
    family(
        "web-reference-block",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::reference_block,
    ),
    family(
        "web-spaced-grid",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::spaced_grid,
    ),
    family(
        "office-header-table",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::header_table,
    ),
    family(
        "office-stacked",
        Producer::Writer,
        Split::Training,
        Region::Us,
        office::stacked,
    ),
    family(
        "text-typewriter",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::typewriter,
    ),
    // Held out at first, measured once, then trained on.
    family(
        "web-billing-app",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::billing_app,
    ),
    family(
        "web-din-letter",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::din_letter,
    ),
    family(
        "web-sidebar",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::sidebar,
    ),
    family(
        "office-form",
        Producer::Writer,
        Split::Training,
        Region::Us,
        office::form,
    ),
    family(
        "text-accounts-printout",
        Producer::WriterText,
        Split::Training,
        Region::Uk,
        office::accounts_printout,
    ),
    family(
        "text-header-row",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::header_row_text,
    ),
    // Held out at first (written after the extractor was tuned on the twenty
    // above), measured once at 87.8 %, then trained on.
    family(
        "web-minimal",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::minimal,
    ),
    family(
        "web-dark-header",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::dark_header,
    ),
    family(
        "web-total-box",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::total_box,
    ),
    family(
        "office-classic-serif",
        Producer::Writer,
        Split::Training,
        Region::Uk,
        office::classic_serif,
    ),
    family(
        "office-two-up",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::two_up,
    ),
    family(
        "text-narrow",
        Producer::WriterText,
        Split::Training,
        Region::Us,
        office::narrow_text,
    ),
    // Held out at first (written after the extractor was tuned on the twenty-six
    // above), measured once at 90.5 % of fields, then trained on.
    family(
        "web-remittance-stub",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::remittance_stub,
    ),
    family(
        "text-erp-print",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::erp_print,
    ),
    family(
        "office-ledger-band",
        Producer::Writer,
        Split::Training,
        Region::Uk,
        office::ledger_band,
    ),
    family(
        "web-summary-card",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::summary_card,
    ),
    family(
        "text-accounting-form",
        Producer::WriterText,
        Split::Training,
        Region::Us,
        office::accounting_form,
    ),
    family(
        "office-fee-note",
        Producer::Writer,
        Split::Training,
        Region::Uk,
        office::fee_note,
    ),
    family(
        "web-totals-strip",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::totals_strip,
    ),
    // Held out at first (a second round of seven, written the same way without
    // looking at the extractor or at how it fares on the seven above), measured
    // once at 94.0 % of fields, then trained on.
    family(
        "web-receipt",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::receipt,
    ),
    family(
        "office-vat-analysis",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::vat_analysis,
    ),
    family(
        "text-line-printer",
        Producer::WriterText,
        Split::Training,
        Region::Us,
        office::line_printer,
    ),
    family(
        "web-bilingual",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::bilingual,
    ),
    family(
        "office-service-template",
        Producer::Writer,
        Split::Training,
        Region::Us,
        office::service_template,
    ),
    family(
        "text-item-blocks",
        Producer::WriterText,
        Split::Training,
        Region::Uk,
        office::item_blocks,
    ),
    family(
        "web-distributor",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::distributor,
    ),
    // Held out at first (a third round of seven, written the same way without
    // looking at the extractor or at how it fares on any family above),
    // measured once at 92.6 % of fields, then trained on.
    family(
        "web-trade-job",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::trade_job,
    ),
    family(
        "office-vendor-footer",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::vendor_footer,
    ),
    family(
        "text-pipe-table",
        Producer::WriterText,
        Split::Training,
        Region::Uk,
        office::pipe_table,
    ),
    family(
        "web-activity-grid",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::activity_grid,
    ),
    family(
        "office-account-summary",
        Producer::Writer,
        Split::Training,
        Region::Us,
        office::account_summary,
    ),
    family(
        "text-quantity-times",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::quantity_times,
    ),
    family(
        "web-marketplace",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::marketplace,
    ),
    // Held out at first (a fourth round of seven, written the same way without
    // looking at the extractor or at how it fares on any family above),
    // measured once at 89.3 % of fields, then trained on.
    family(
        "web-hotel-folio",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::hotel_folio,
    ),
    family(
        "office-tax-code",
        Producer::Writer,
        Split::Training,
        Region::Us,
        office::tax_code,
    ),
    family(
        "text-continuous-form",
        Producer::WriterText,
        Split::Training,
        Region::Uk,
        office::continuous_form,
    ),
    family(
        "web-total-first",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::total_first,
    ),
    family(
        "office-fattura",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::fattura,
    ),
    family(
        "text-email",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::email,
    ),
    family(
        "web-studio-cards",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::studio_cards,
    ),
    // Held out at first (a fifth round of seven, written the same way without
    // looking at the extractor or at how it fares on any family above),
    // measured once at 80.2 % of fields, then trained on.
    family(
        "web-freight-bill",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::freight_bill,
    ),
    family(
        "office-commercial-invoice",
        Producer::Writer,
        Split::Training,
        Region::Uk,
        office::commercial_invoice,
    ),
    family(
        "text-two-line-items",
        Producer::WriterText,
        Split::Training,
        Region::Uk,
        office::two_line_items,
    ),
    family(
        "web-qr-bill",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::qr_bill,
    ),
    family(
        "office-matter-bill",
        Producer::Writer,
        Split::Training,
        Region::Us,
        office::matter_bill,
    ),
    family(
        "text-box-drawing",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::box_drawing,
    ),
    family(
        "web-tax-invoice-advice",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::tax_invoice_advice,
    ),
    // Held out at first (a sixth round of seven, written the same way without
    // looking at the extractor or at how it fares on any family above),
    // measured once at 75.5 % of fields, then trained on.
    family(
        "web-facture",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::facture,
    ),
    family(
        "office-delivery-notes",
        Producer::Writer,
        Split::Training,
        Region::Uk,
        office::delivery_notes,
    ),
    family(
        "text-tab-stops",
        Producer::WriterText,
        Split::Training,
        Region::Us,
        office::tabbed_text,
    ),
    family(
        "web-supplier-portal",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::supplier_portal,
    ),
    family(
        "office-factuur",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::factuur,
    ),
    family(
        "text-carried-forward",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::carried_forward,
    ),
    family(
        "web-open-erp",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::open_erp,
    ),
    // Held out at first (a seventh round of seven, written the same way without
    // looking at the extractor or at how it fares on any family above),
    // measured once at 84.8 % of fields, then trained on.
    family(
        "web-factura",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::factura,
    ),
    family(
        "office-colour-banner",
        Producer::Writer,
        Split::Training,
        Region::Us,
        office::colour_banner,
    ),
    family(
        "text-wrapped-columns",
        Producer::WriterText,
        Split::Training,
        Region::Us,
        office::wrapped_columns,
    ),
    family(
        "web-typeset",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::typeset,
    ),
    family(
        "office-faktura",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::faktura,
    ),
    family(
        "text-remittance-slip",
        Producer::WriterText,
        Split::Training,
        Region::Uk,
        office::remittance_slip,
    ),
    family(
        "web-billed-to",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::billed_to,
    ),
    // Held out at first (an eighth round of seven, written the same way without
    // looking at the extractor or at how it fares on any family above),
    // measured once at 63.3 % of fields, then trained on.
    family(
        "web-faktura-vat",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::faktura_vat,
    ),
    family(
        "office-label-gutter",
        Producer::Writer,
        Split::Training,
        Region::Uk,
        office::label_gutter,
    ),
    family(
        "text-edi-810",
        Producer::WriterText,
        Split::Training,
        Region::Us,
        office::edi_810,
    ),
    family(
        "web-right-rail",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::right_rail,
    ),
    family(
        "office-progress-billing",
        Producer::Writer,
        Split::Training,
        Region::Us,
        office::progress_billing,
    ),
    family(
        "text-accompanying-invoice",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::accompanying_invoice,
    ),
    family(
        "web-fatura",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::fatura,
    ),
    // A ninth round of seven, written the same way without looking at the
    // extractor; measured once at 62.4 % of fields, then trained on.
    family(
        "web-timologio",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::timologio,
    ),
    family(
        "office-szamla",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::szamla,
    ),
    family(
        "text-danovy-doklad",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::danovy_doklad,
    ),
    family(
        "web-cost-centres",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::cost_centres,
    ),
    family(
        "office-self-billing",
        Producer::Writer,
        Split::Training,
        Region::Uk,
        office::self_billing,
    ),
    family(
        "text-anfoneb",
        Producer::WriterText,
        Split::Training,
        Region::Uk,
        office::anfoneb,
    ),
    family(
        "web-e-arsiv",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::e_arsiv,
    ),
    // A tenth round of seven, written the same way without looking at the
    // extractor; measured once at 62.4 % of fields, then trained on.
    family(
        "web-lasku",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::lasku,
    ),
    family(
        "office-despatch-grid",
        Producer::Writer,
        Split::Training,
        Region::Uk,
        office::despatch_grid,
    ),
    family(
        "text-saskaita-faktura",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::saskaita_faktura,
    ),
    family(
        "web-fatoora",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::fatoora,
    ),
    family(
        "office-factura-ro",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::factura_ro,
    ),
    family(
        "text-markdown",
        Producer::WriterText,
        Split::Training,
        Region::Us,
        office::markdown,
    ),
    family(
        "web-spreadsheet",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::spreadsheet,
    ),
    // An eleventh round of seven, written the same way without looking at the
    // extractor; measured once at 67.6 % of fields, then trained on.
    family(
        "web-xrechnung",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::xrechnung,
    ),
    family(
        "office-bought-of",
        Producer::Writer,
        Split::Training,
        Region::Uk,
        office::bought_of,
    ),
    family(
        "text-border-trade",
        Producer::WriterText,
        Split::Training,
        Region::Us,
        office::border_trade,
    ),
    family(
        "web-faktura-bg",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::faktura_bg,
    ),
    family(
        "office-racun",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::racun,
    ),
    family(
        "text-reikningur",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::reikningur,
    ),
    family(
        "web-weekly-delivery",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::weekly_delivery,
    ),
    // A twelfth round of seven, written the same way without looking at the
    // extractor; measured once at 82.9 % of fields, then trained on.
    family(
        "web-telecom-bill",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::telecom_bill,
    ),
    family(
        "office-rechnung-brief",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::rechnung_brief,
    ),
    family(
        "text-despatch-groups",
        Producer::WriterText,
        Split::Training,
        Region::Uk,
        office::despatch_groups,
    ),
    family(
        "web-fattura-pa",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::fattura_pa,
    ),
    family(
        "office-deposit-balance",
        Producer::Writer,
        Split::Training,
        Region::Uk,
        office::deposit_balance,
    ),
    family(
        "text-facture",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::facture_texte,
    ),
    family(
        "web-aging-summary",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::aging_summary,
    ),
    // A thirteenth round of seven, written the same way without looking at the
    // extractor; measured once at 81.9 % of fields, then trained on.
    family(
        "web-usage-statement",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::usage_statement,
    ),
    family(
        "office-trade-discount",
        Producer::Writer,
        Split::Training,
        Region::Uk,
        office::trade_discount,
    ),
    family(
        "text-dated-entries",
        Producer::WriterText,
        Split::Training,
        Region::Us,
        office::dated_entries,
    ),
    family(
        "web-shop-rechnung",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::shop_rechnung,
    ),
    family(
        "office-factuur-be",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::factuur_be,
    ),
    family(
        "text-faktura-dk",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::faktura_dk,
    ),
    family(
        "web-forwarding-invoice",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::forwarding_invoice,
    ),
    // A fourteenth round of seven, written the same way without looking at the
    // extractor; measured once at 96.9 % of fields, then trained on.
    family(
        "web-faktura-no",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::faktura_no,
    ),
    family(
        "web-shop-b2b",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::shop_b2b,
    ),
    family(
        "web-line-vat",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::line_vat,
    ),
    family(
        "office-sales-band",
        Producer::Writer,
        Split::Training,
        Region::Us,
        office::sales_band,
    ),
    family(
        "office-sole-trader",
        Producer::Writer,
        Split::Training,
        Region::Uk,
        office::sole_trader,
    ),
    family(
        "text-factuur-nl",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::factuur_nl,
    ),
    family(
        "text-counter-ticket",
        Producer::WriterText,
        Split::Training,
        Region::Us,
        office::counter_ticket,
    ),
    // A fifteenth round of seven, written the same way without looking at the
    // extractor; measured once at 97.6 % of fields, then trained on.
    family(
        "web-issued-to",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::issued_to,
    ),
    family(
        "office-facture-pme",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::facture_pme,
    ),
    family(
        "text-factura-es",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::factura_es,
    ),
    family(
        "web-field-service",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::field_service,
    ),
    family(
        "office-erp-report",
        Producer::Writer,
        Split::Training,
        Region::Uk,
        office::erp_report,
    ),
    family(
        "text-vat-per-line",
        Producer::WriterText,
        Split::Training,
        Region::Uk,
        office::vat_per_line,
    ),
    family(
        "web-cloud-provider",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::cloud_provider,
    ),
    // A sixteenth round of seven, written the same way without looking at the
    // extractor; measured once at 99.0 % of fields, then trained on.
    family(
        "web-forwarded-webmail",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::forwarded_webmail,
    ),
    family(
        "office-facture-artisan",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::facture_artisan,
    ),
    family(
        "text-engineer-jobsheet",
        Producer::WriterText,
        Split::Training,
        Region::Uk,
        office::engineer_jobsheet,
    ),
    family(
        "web-fieldset-legends",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::fieldset_legends,
    ),
    family(
        "office-invoice-memorandum",
        Producer::Writer,
        Split::Training,
        Region::Us,
        office::invoice_memorandum,
    ),
    family(
        "text-factura-albaran",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::factura_albaran,
    ),
    family(
        "web-repeating-masthead",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::repeating_masthead,
    ),
    // A seventeenth round of seven, written the same way without looking at
    // the extractor; measured once at 97.1 % of fields, then trained on.
    family(
        "web-item-type",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::item_type,
    ),
    family(
        "office-po-line-refs",
        Producer::Writer,
        Split::Training,
        Region::Uk,
        office::po_line_refs,
    ),
    family(
        "text-top-stub",
        Producer::WriterText,
        Split::Training,
        Region::Us,
        office::top_stub,
    ),
    family(
        "web-factuur-betaallink",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::factuur_betaallink,
    ),
    family(
        "office-rechnung-skonto",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::rechnung_skonto,
    ),
    family(
        "text-hanging-labels",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::hanging_labels,
    ),
    family(
        "web-crm-contact-card",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::crm_contact_card,
    ),
    // An eighteenth round of seven, written the same way without looking at
    // the extractor; measured once at 90.0 % of fields, then trained on.
    family(
        "web-bauleistung-abschlagsrechnung",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::abschlagsrechnung,
    ),
    family(
        "office-fattura-scadenze",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::fattura_scadenze,
    ),
    family(
        "text-faktura-bankgiro",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::faktura_bankgiro,
    ),
    family(
        "web-facture-factuur-bilingue",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::facture_factuur_bilingue,
    ),
    family(
        "office-honorarnote",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::honorarnote,
    ),
    family(
        "text-fatura-certificado",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::fatura_certificado,
    ),
    family(
        "web-factura-tienda",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::factura_tienda,
    ),
    // A nineteenth round of seven, written the same way without looking at
    // the extractor; measured once at 97.4 % of fields, then trained on.
    family(
        "web-cover-letter",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::cover_letter,
    ),
    family(
        "office-payable-to",
        Producer::Writer,
        Split::Training,
        Region::Us,
        office::payable_to,
    ),
    family(
        "text-lot-numbers",
        Producer::WriterText,
        Split::Training,
        Region::Us,
        office::lot_numbers,
    ),
    family(
        "web-workspace-properties",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::workspace_properties,
    ),
    family(
        "office-customer-ref-no",
        Producer::Writer,
        Split::Training,
        Region::Uk,
        office::customer_ref_no,
    ),
    family(
        "text-stacked-labels",
        Producer::WriterText,
        Split::Training,
        Region::Uk,
        office::stacked_labels,
    ),
    family(
        "web-event-details",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::event_details,
    ),
    // A twentieth round of seven, written the same way without looking at the
    // extractor; measured once at 90.0 % of fields, then trained on.
    family(
        "web-faktura-rekvisition",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::faktura_rekvisition,
    ),
    family(
        "office-rechnung-materialnummer",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::rechnung_materialnummer,
    ),
    family(
        "text-faktura-betalingsinfo",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::faktura_betalingsinfo,
    ),
    family(
        "web-facture-boutique",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::facture_boutique,
    ),
    family(
        "office-invoice-specification",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::invoice_specification,
    ),
    family(
        "text-fattura-differita",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::fattura_differita,
    ),
    family(
        "web-rechnung-einzelaufstellung",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::rechnung_einzelaufstellung,
    ),
    // A twenty-first round of seven, written the same way without looking at
    // the extractor; measured once at 94.0 % of fields, then trained on.
    family(
        "web-paid-stamp",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::paid_stamp,
    ),
    family(
        "office-hire-contract",
        Producer::Writer,
        Split::Training,
        Region::Uk,
        office::hire_contract,
    ),
    family(
        "text-repair-order",
        Producer::WriterText,
        Split::Training,
        Region::Us,
        office::repair_order,
    ),
    family(
        "web-packing-slip",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::packing_slip,
    ),
    family(
        "office-ticket-worklog",
        Producer::Writer,
        Split::Training,
        Region::Us,
        office::ticket_worklog,
    ),
    family(
        "text-pod-consignments",
        Producer::WriterText,
        Split::Training,
        Region::Uk,
        office::pod_consignments,
    ),
    family(
        "web-terms-overleaf",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::terms_overleaf,
    ),
    // A twenty-third round of seven, written the same way without looking at
    // the extractor; measured once at 78.3 % of fields, then trained on.
    family(
        "web-factuur-webshop",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::factuur_webshop,
    ),
    family(
        "office-regierechnung",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::regierechnung,
    ),
    family(
        "text-rechnung-esr",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::rechnung_esr,
    ),
    family(
        "web-faktura-sk",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::faktura_sk,
    ),
    family(
        "office-racun-upn",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::racun_upn,
    ),
    family(
        "text-timologio-deltio",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::timologio_deltio,
    ),
    family(
        "web-rekins",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::rekins,
    ),
    // A twenty-second round of seven, written the same way without looking at
    // the extractor; measured once at 94.3 % of fields, then trained on.
    family(
        "web-factored-invoice",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::factored_invoice,
    ),
    family(
        "office-consignment-stock",
        Producer::Writer,
        Split::Training,
        Region::Uk,
        office::consignment_stock,
    ),
    family(
        "text-tax-jurisdictions",
        Producer::WriterText,
        Split::Training,
        Region::Us,
        office::tax_jurisdictions,
    ),
    family(
        "web-reprint-copy",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::reprint_copy,
    ),
    family(
        "office-blanket-release",
        Producer::Writer,
        Split::Training,
        Region::Us,
        office::blanket_release,
    ),
    family(
        "text-settlement-discount",
        Producer::WriterText,
        Split::Training,
        Region::Uk,
        office::settlement_discount,
    ),
    family(
        "web-no-po-no-pay",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::no_po_no_pay,
    ),
    // A twenty-fourth round of seven, written the same way without looking at
    // the extractor; measured once at 90.5 % of fields, then trained on.
    family(
        "web-bolletta-postale",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::bolletta_postale,
    ),
    family(
        "office-factura-verifactu",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::factura_verifactu,
    ),
    family(
        "text-faktura-ksef",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::faktura_ksef,
    ),
    family(
        "web-fatura-multibanco",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::fatura_multibanco,
    ),
    family(
        "office-faktura-cvr",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::faktura_cvr,
    ),
    family(
        "text-facture-arretee",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::facture_arretee,
    ),
    family(
        "web-arve-viitenumber",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::arve_viitenumber,
    ),
    // A twenty-fifth round of seven, written the same way without looking at
    // the extractor; measured once at 89.3 % of fields, then trained on.
    family(
        "web-portal-print",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::portal_print,
    ),
    family(
        "office-cis-subcontractor",
        Producer::Writer,
        Split::Training,
        Region::Uk,
        office::cis_subcontractor,
    ),
    family(
        "text-green-screen",
        Producer::WriterText,
        Split::Training,
        Region::Us,
        office::green_screen,
    ),
    family(
        "web-order-summary-panel",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::order_summary_panel,
    ),
    family(
        "office-captioned-values",
        Producer::Writer,
        Split::Training,
        Region::Us,
        office::captioned_values,
    ),
    family(
        "text-running-balance",
        Producer::WriterText,
        Split::Training,
        Region::Uk,
        office::running_balance,
    ),
    family(
        "web-milestone-stepper",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::milestone_stepper,
    ),
    // A twenty-sixth round of seven (round 30), continental Europe in its
    // own languages, written without looking at the extractor; measured once
    // at 81.4 % of fields, then trained on.
    family(
        "web-faktura-ticketbai",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::faktura_ticketbai,
    ),
    family(
        "web-fattura-taxxa",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::fattura_taxxa,
    ),
    family(
        "web-rechnung-fattura-suedtirol",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::rechnung_fattura_suedtirol,
    ),
    family(
        "office-pavadzime",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::pavadzime,
    ),
    family(
        "office-timologio-cy",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::timologio_cy,
    ),
    family(
        "text-fattura-lavoro-materiale",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::fattura_lavoro_materiale,
    ),
    family(
        "text-factura-rebut",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::factura_rebut,
    ),
    // A twenty-seventh round of seven (round 29), invoices from
    // English-speaking businesses, written the same way without looking at
    // the extractor; measured once at 93.8 % of fields, then trained on.
    family(
        "web-card-authorization",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::card_authorization,
    ),
    family(
        "office-bank-giro-credit",
        Producer::Writer,
        Split::Training,
        Region::Uk,
        office::bank_giro_credit,
    ),
    family(
        "text-fax-cover",
        Producer::WriterText,
        Split::Training,
        Region::Us,
        office::fax_cover,
    ),
    family(
        "web-conformity-certificate",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::conformity_certificate,
    ),
    family(
        "office-two-part-set",
        Producer::Writer,
        Split::Training,
        Region::Us,
        office::two_part_set,
    ),
    family(
        "text-overdue-reminder",
        Producer::WriterText,
        Split::Training,
        Region::Uk,
        office::overdue_reminder,
    ),
    family(
        "web-stationery-overlay",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::stationery_overlay,
    ),
    // A twenty-eighth round of seven (round 32), what a new user in Western
    // continental Europe brings in the country's own language, written
    // without looking at the extractor; measured once at 94.5 % of fields,
    // then trained on.
    family(
        "web-rechnung-girocode",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::rechnung_girocode,
    ),
    family(
        "web-facture-micro-entrepreneur",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::facture_micro_entrepreneur,
    ),
    family(
        "web-verkkolasku",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::verkkolasku,
    ),
    family(
        "office-factura-autonomo-irpf",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::factura_autonomo,
    ),
    family(
        "office-fatura-debito-direto",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::fatura_debito_direto,
    ),
    family(
        "text-fattura-ritenuta",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::fattura_ritenuta,
    ),
    family(
        "text-factuur-g-rekening",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::factuur_g_rekening,
    ),
    // A twenty-ninth round of seven (round 31), invoices a new user in the
    // US or the UK most likely brings, written without looking at the
    // extractor; measured once at 90.5 % of fields, then trained on.
    family(
        "web-w9-enclosed",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::w9_enclosed,
    ),
    family(
        "office-offers-panel",
        Producer::Writer,
        Split::Training,
        Region::Uk,
        office::offers_panel,
    ),
    family(
        "text-zone-delivery",
        Producer::WriterText,
        Split::Training,
        Region::Us,
        office::zone_delivery,
    ),
    family(
        "web-ap-stamped",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::ap_stamped,
    ),
    family(
        "office-clin-subcontract",
        Producer::Writer,
        Split::Training,
        Region::Us,
        office::clin_subcontract,
    ),
    family(
        "web-a5-two-up",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::a5_two_up,
    ),
    family(
        "text-merchant-ledger",
        Producer::WriterText,
        Split::Training,
        Region::Uk,
        office::merchant_ledger,
    ),
    // A thirty-first round of seven (round 34), invoices from continental
    // Europe in the languages their businesses actually use (Serbian,
    // Luxembourg French and German, Finland-Swedish and Finnish, Albanian,
    // Bosnian, Galician, Ukrainian), written without looking at the
    // extractor; measured once at 72.1 % of fields, then trained on.
    family(
        "web-faktura-valuta-placanja",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::faktura_valuta_placanja,
    ),
    family(
        "office-facture-luxembourg",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::facture_luxembourg,
    ),
    family(
        "text-faktura-lasku",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::faktura_lasku,
    ),
    family(
        "web-fature-tatimore",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::fature_tatimore,
    ),
    family(
        "office-racun-otpremnica",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::racun_otpremnica,
    ),
    family(
        "text-factura-galega",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::factura_galega,
    ),
    family(
        "web-rakhunok-na-oplatu",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::rakhunok_na_oplatu,
    ),
    // A thirtieth round of seven (round 33), invoices that businesses in the
    // US and the UK send, each printed the way its kind of business prints
    // it, written without looking at the extractor; measured once at 94.3 %
    // of fields, then trained on.
    family(
        "web-net-terms-platform",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::net_terms_platform,
    ),
    family(
        "office-framework-calloff",
        Producer::Writer,
        Split::Training,
        Region::Uk,
        office::framework_calloff,
    ),
    family(
        "text-central-billing",
        Producer::WriterText,
        Split::Training,
        Region::Uk,
        office::central_billing,
    ),
    family(
        "web-vending-replenishment",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::vending_replenishment,
    ),
    family(
        "office-multi-location",
        Producer::Writer,
        Split::Training,
        Region::Us,
        office::multi_location,
    ),
    family(
        "web-scanline-coupon",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::scanline_coupon,
    ),
    family(
        "text-rebill-invoice",
        Producer::WriterText,
        Split::Training,
        Region::Us,
        office::rebill_invoice,
    ),
    // A thirty-third round of seven (round 36), invoices a new user in
    // continental Europe most likely brings (a Polish faktura VAT with the
    // split-payment mechanism, a Swiss French facture from Geneva, a German
    // craftsman's Rechnung with the labour costs of § 35a EStG, a Swedish
    // faktura from a cloud accounting service, a German IT firm's monthly
    // project invoice with its Leistungszeitraum, an Austrian wholesaler's
    // text invoice and an Italian fattura under the split-payment rule),
    // written without looking at the extractor; measured once at 94.3 % of
    // fields, then trained on.
    family(
        "web-faktura-mpp",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::faktura_mpp,
    ),
    family(
        "office-facture-romande",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::facture_romande,
    ),
    family(
        "text-handwerker-35a",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::handwerker_35a,
    ),
    family(
        "web-faktura-f-skatt",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::faktura_f_skatt,
    ),
    family(
        "office-projektabrechnung",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::projektabrechnung,
    ),
    family(
        "text-rechnung-grosshandel-at",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::rechnung_grosshandel_at,
    ),
    family(
        "web-fattura-scissione",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::fattura_scissione,
    ),
    // A thirty-second round of seven (round 35), invoices that businesses in
    // the US and the UK send and a new user most likely brings (a technology
    // reseller, a distributor whose manufacturer delivers direct, a
    // route-sales driver's tablet, an equipment dealer's service agreement, a
    // pro forma paid in advance, a continuous form with a side stub, a
    // delivery note with quantities to follow), each printed the way its kind
    // of business prints it, written without looking at the extractor;
    // measured once at 95.0 % of fields, then trained on.
    family(
        "web-var-reseller",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::var_reseller,
    ),
    family(
        "office-service-agreement",
        Producer::Writer,
        Split::Training,
        Region::Us,
        office::service_agreement,
    ),
    family(
        "text-to-follow",
        Producer::WriterText,
        Split::Training,
        Region::Uk,
        office::to_follow,
    ),
    family(
        "web-drop-ship",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::drop_ship,
    ),
    family(
        "office-proforma-settled",
        Producer::Writer,
        Split::Training,
        Region::Uk,
        office::proforma_settled,
    ),
    family(
        "web-route-sales-tablet",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::route_sales_tablet,
    ),
    family(
        "text-side-stub",
        Producer::WriterText,
        Split::Training,
        Region::Us,
        office::side_stub,
    ),
    // A thirty-fourth round of seven (round 37), invoices that businesses
    // in the US and the UK send and a new user most likely
    // brings (a staffing agency's weekly invoice built from approved
    // timesheets, a promotional-products distributor's invoice with the
    // decoration under each item, a catalogue distributor's web-order VAT
    // invoice, a commercial printer's job invoice with its specification, a
    // trade-show contractor's exhibitor invoice, a cash-and-carry's till
    // VAT invoice and a motor factor's counter invoice), each printed the
    // way its kind of business prints it, written without looking at the
    // extractor; measured once at 97.1 % of fields, then trained on.
    family(
        "web-staffing-timesheet",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::staffing_timesheet,
    ),
    family(
        "web-promo-products",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::promo_products,
    ),
    family(
        "web-catalogue-distributor",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::catalogue_distributor,
    ),
    family(
        "office-print-job",
        Producer::Writer,
        Split::Training,
        Region::Uk,
        office::print_job,
    ),
    family(
        "office-exhibitor-services",
        Producer::Writer,
        Split::Training,
        Region::Us,
        office::exhibitor_services,
    ),
    family(
        "text-cash-carry",
        Producer::WriterText,
        Split::Training,
        Region::Uk,
        office::cash_carry,
    ),
    family(
        "text-motor-factor",
        Producer::WriterText,
        Split::Training,
        Region::Uk,
        office::motor_factor,
    ),
    // A thirty-fifth round of seven (round 38), invoices a new user
    // in continental Europe most likely brings (a French IT
    // distributor's facture paid by LCR directe, a Dutch wholesaler's
    // factuur grouped by packing slip with its payment discount, a German
    // wholesaler's combined Lieferschein / Rechnung signed for at the door,
    // a Spanish distributor's text factura with the IVA and R.E. foot, a
    // Czech faktura with QR Platba from an online invoicing service, a
    // French installer's facture de solde with the deposit deducted and a
    // Belgian wholesaler's text facture with its transfer form and
    // structured communication), written without looking at the extractor;
    // measured once at 95.7 % of fields, then trained on.
    family(
        "web-facture-lcr",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::facture_lcr,
    ),
    family(
        "web-factuur-groothandel",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::factuur_groothandel,
    ),
    family(
        "office-lieferschein-rechnung",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::lieferschein_rechnung,
    ),
    family(
        "text-factura-distribuidor",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::factura_distribuidor,
    ),
    family(
        "web-faktura-qr-platba",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::faktura_qr_platba,
    ),
    family(
        "office-facture-solde",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::facture_solde,
    ),
    family(
        "text-facture-virement-be",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::facture_virement_be,
    ),
    // A thirty-sixth round of seven (round 39), invoices that
    // businesses in the US and the UK send and a new user most likely
    // brings (a court reporting firm's deposition transcript invoice with
    // its case caption and remittance portion, a reference laboratory's
    // landscape client bill of tests under their accessions, a commercial
    // waste contractor's monthly collections invoice with its waste codes
    // and duty-of-care note, a translation agency's project invoice with
    // language pairs and CAT analyses, a moving company's office-relocation
    // invoice with origin, destination and crew, a feed mill's capitals
    // text invoice with delivery tickets and bins, and a farm vet
    // practice's text account invoice with batches and withdrawal
    // periods), each printed the way its kind of business prints it,
    // written without looking at the extractor; measured once at 97.9 % of
    // fields, then trained on.
    family(
        "web-court-reporting",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::court_reporting,
    ),
    family(
        "web-lab-client-bill",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::lab_client_bill,
    ),
    family(
        "web-waste-collection",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::waste_collection,
    ),
    family(
        "office-translation-job",
        Producer::Writer,
        Split::Training,
        Region::Uk,
        office::translation_job,
    ),
    family(
        "office-moving-services",
        Producer::Writer,
        Split::Training,
        Region::Us,
        office::moving_services,
    ),
    family(
        "text-feed-mill",
        Producer::WriterText,
        Split::Training,
        Region::Us,
        office::feed_mill,
    ),
    family(
        "text-farm-vet",
        Producer::WriterText,
        Split::Training,
        Region::Uk,
        office::farm_vet,
    ),
    // A thirty-seventh round of seven (round 40), invoices a new
    // user in continental Europe most likely brings (a French training
    // provider's facture for a course under its training agreement, a German
    // calibration laboratory's Rechnung with a certificate under every
    // instrument, a Dutch cleaning company's monthly factuur collected by
    // SEPA direct debit, a Spanish waste manager's text factura for the
    // electronic equipment it took back, an Italian security company's
    // monthly fattura for guarding and alarm monitoring, a Polish
    // translation agency's bilingual faktura and a Swedish trade magazine's
    // text annonsfaktura with the insertions), written without looking at
    // the extractor; measured once at 95.5 % of fields, then trained on.
    family(
        "web-facture-formation",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::facture_formation,
    ),
    family(
        "web-rechnung-kalibrierlabor",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::rechnung_kalibrierlabor,
    ),
    family(
        "office-factuur-schoonmaak",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::factuur_schoonmaak,
    ),
    family(
        "text-factura-gestor-residuos",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::factura_gestor_residuos,
    ),
    family(
        "web-fattura-vigilanza",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::fattura_vigilanza,
    ),
    family(
        "office-faktura-tlumaczenia",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::faktura_tlumaczenia,
    ),
    family(
        "text-annonsfaktura",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::annonsfaktura,
    ),
    // A thirty-eighth round of seven (round 41), invoices that
    // businesses in the US and the UK send and a new user most likely
    // brings (a commercial pest control company's service invoice with the
    // materials applied and the technician's findings, a picture library's
    // invoice that is the licence for the images once paid, a vehicle
    // leasing company's monthly contract-hire rentals by cost centre, a
    // dental laboratory's invoice to a practice grouped by patient case, a
    // consulting engineer's professional-services invoice by phase with its
    // project billing status, a radio station's text invoice and affidavit
    // with the spots that aired, and a welding-gas distributor's text
    // delivery invoice with cylinder serials and balances), each printed
    // the way its kind of business prints it, written without looking at
    // the extractor; measured once at 91.9 % of fields, then trained on.
    family(
        "web-pest-control",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::pest_control,
    ),
    family(
        "web-picture-licence",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::picture_licence,
    ),
    family(
        "web-contract-hire",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::contract_hire,
    ),
    family(
        "office-dental-lab",
        Producer::Writer,
        Split::Training,
        Region::Uk,
        office::dental_lab,
    ),
    family(
        "office-engineering-fees",
        Producer::Writer,
        Split::Training,
        Region::Us,
        office::engineering_fees,
    ),
    family(
        "text-broadcast-spots",
        Producer::WriterText,
        Split::Training,
        Region::Us,
        office::broadcast_spots,
    ),
    family(
        "text-cylinder-gas",
        Producer::WriterText,
        Split::Training,
        Region::Us,
        office::cylinder_gas,
    ),
    // A thirty-ninth round of seven (round 42), invoices a new
    // user in continental Europe most likely brings (a Dutch coworking
    // operator's monthly factuur for a company's membership and meeting-room
    // hours, an Italian wine estate's fattura to a foreign importer with the
    // e-AD and the excise wording, a German tax advisory firm's Rechnung
    // under the fee regulation StBVV, a Spanish lift maintenance company's
    // quarterly text factura grouped by lift, a Polish logistics operator's
    // monthly faktura for warehousing by kind of service, a French
    // fire-safety company's facture after its annual visit with the RIB
    // table, and a Norwegian occupational health service's text faktura
    // grouped by service with a sum after each group), written without
    // looking at the extractor; measured once at 92.6 % of fields, then
    // trained on.
    family(
        "web-factuur-flexwerkplek",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::factuur_flexwerkplek,
    ),
    family(
        "web-fattura-cantina",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::fattura_cantina,
    ),
    family(
        "office-rechnung-steuerberater",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::rechnung_steuerberater,
    ),
    family(
        "text-factura-ascensores",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::factura_ascensores,
    ),
    family(
        "web-faktura-logistyka",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::faktura_logistyka,
    ),
    family(
        "office-facture-securite-incendie",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::facture_securite_incendie,
    ),
    family(
        "text-faktura-bht",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::faktura_bht,
    ),
    // A fortieth round of seven (round 43), invoices that
    // businesses in the US and the UK send and a new user most likely
    // brings (an IT managed service provider's monthly invoice from its
    // professional services automation system, an office coffee service's
    // route delivery invoice, a UK workwear and PPE supplier's VAT invoice
    // with the garments' sizes and embroidery, a US office products
    // dealer's invoice with ordered, shipped and back-ordered quantities, a
    // UK laboratory supplies distributor's VAT invoice with lots, expiry
    // dates and storage, a US broadline foodservice distributor's text
    // delivery invoice grouped by category, and a UK builders' merchant's
    // text delivered-account invoice), each printed the way its kind of
    // business prints it, written without looking at the extractor;
    // measured once at 97.1 % of fields, then trained on.
    family(
        "web-msp-invoice",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::msp_invoice,
    ),
    family(
        "web-coffee-service",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::coffee_service,
    ),
    family(
        "web-workwear-ppe",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::workwear_ppe,
    ),
    family(
        "office-office-products",
        Producer::Writer,
        Split::Training,
        Region::Us,
        office::office_products,
    ),
    family(
        "office-lab-supplies",
        Producer::Writer,
        Split::Training,
        Region::Uk,
        office::lab_supplies,
    ),
    family(
        "text-foodservice-delivery",
        Producer::WriterText,
        Split::Training,
        Region::Us,
        office::foodservice_delivery,
    ),
    family(
        "text-builders-merchant",
        Producer::WriterText,
        Split::Training,
        Region::Uk,
        office::builders_merchant,
    ),
    // A forty-first round of seven (round 44), invoices a new
    // user in continental Europe most likely brings (a Danish plumbing and
    // heating installer's faktura from its job-management app, a Czech CNC
    // machining subcontractor's faktura – daňový doklad, a Portuguese
    // knitwear manufacturer's fatura, an Austrian caterer's Rechnung for an
    // event, a Greek shipping agency's τιμολόγιο for a port call, a
    // Hungarian truck workshop's text számla and a Finnish property
    // maintenance company's text lasku with its bank transfer form), written
    // without looking at the extractor; measured once at 94.0 % of fields,
    // then trained on.
    family(
        "web-faktura-vvs",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::faktura_vvs,
    ),
    family(
        "web-faktura-obrabeni",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::faktura_obrabeni,
    ),
    family(
        "web-fatura-textil",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::fatura_textil,
    ),
    family(
        "office-rechnung-catering",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::rechnung_catering,
    ),
    family(
        "office-timologio-praktoreio",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::timologio_praktoreio,
    ),
    family(
        "text-szamla-szerviz",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::szamla_szerviz,
    ),
    family(
        "text-lasku-kiinteistohuolto",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::lasku_kiinteistohuolto,
    ),
    // A forty-second round of seven (round 45), invoices that
    // businesses in the US and the UK send and a new user most likely
    // brings (a US uniform and linen rental company's weekly route invoice,
    // a US secure shredding company's invoice with certificates of
    // destruction, a UK facilities management contractor's VAT invoice for
    // planned and reactive maintenance by site, a US commercial landscaping
    // company's monthly grounds maintenance invoice, a UK packaging
    // supplier's sales invoice, a UK small firm's text invoice from a
    // desktop accounts package and a US mechanical contractor's text HVAC
    // service invoice), each printed the way its kind of business prints
    // it, written without looking at the extractor; measured once at 95.7 %
    // of fields, then trained on.
    family(
        "web-uniform-rental",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::uniform_rental,
    ),
    family(
        "web-shredding-service",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::shredding_service,
    ),
    family(
        "web-fm-maintenance",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::fm_maintenance,
    ),
    family(
        "office-grounds-care",
        Producer::Writer,
        Split::Training,
        Region::Us,
        office::grounds_care,
    ),
    family(
        "office-packaging-supplies",
        Producer::Writer,
        Split::Training,
        Region::Uk,
        office::packaging_supplies,
    ),
    family(
        "text-accounts-package",
        Producer::WriterText,
        Split::Training,
        Region::Uk,
        office::accounts_package,
    ),
    family(
        "text-hvac-service",
        Producer::WriterText,
        Split::Training,
        Region::Us,
        office::hvac_service,
    ),
    // A forty-third round of seven (round 46), invoices a new
    // user in continental Europe most likely brings (a Bulgarian film and
    // television equipment rental house's фактура in the first year of the
    // euro, a Slovenian surveying office's račun for work on cadastral
    // plots, a Romanian furniture factory's factură on the old standard
    // form, a Ticino landscape gardener's fattura with the Swiss QR-bill in
    // Italian, an Estonian log house manufacturer's arve, a Slovak
    // foundry's text faktúra with castings, melts and its VAT
    // recapitulation and an Icelandic seafood exporter's text reikningur
    // with lots and catch areas), each printed the way its kind of business
    // prints it, written without looking at the extractor; measured once at
    // 85.7 % of fields, then trained on.
    family(
        "web-faktura-naem-tehnika",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::faktura_naem_tehnika,
    ),
    family(
        "web-racun-geodet",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::racun_geodet,
    ),
    family(
        "web-factura-mobila",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::factura_mobila,
    ),
    family(
        "office-fattura-giardiniere",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::fattura_giardiniere,
    ),
    family(
        "office-arve-palkmaja",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::arve_palkmaja,
    ),
    family(
        "text-faktura-zlievaren",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::faktura_zlievaren,
    ),
    family(
        "text-reikningur-fiskur",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::reikningur_fiskur,
    ),
    // A forty-fourth round of seven (round 47), invoices that
    // businesses in the US and the UK send and a new user most likely
    // brings (a US commercial property manager's tenant billback invoice
    // with its lockbox coupon, a US party and tent rental company's rental
    // invoice with the event, delivery and pickup, a UK conference
    // centre's VAT invoice for an event by day, a US sign and graphics
    // company's job invoice, a UK scaffolding contractor's invoice in
    // sections with its hire periods, a US wine and spirits distributor's
    // text delivery invoice and a UK executive chauffeur company's text
    // monthly account invoice of journeys), each printed the way its kind
    // of business prints it, written without looking at the extractor;
    // measured once at 98.3 % of fields, then trained on.
    family(
        "web-tenant-billback",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::tenant_billback,
    ),
    family(
        "web-event-rental",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::event_rental,
    ),
    family(
        "web-conference-venue",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::conference_venue,
    ),
    family(
        "office-sign-shop",
        Producer::Writer,
        Split::Training,
        Region::Us,
        office::sign_shop,
    ),
    family(
        "office-scaffold-hire",
        Producer::Writer,
        Split::Training,
        Region::Uk,
        office::scaffold_hire,
    ),
    family(
        "text-beverage-distributor",
        Producer::WriterText,
        Split::Training,
        Region::Us,
        office::beverage_distributor,
    ),
    family(
        "text-chauffeur-account",
        Producer::WriterText,
        Split::Training,
        Region::Uk,
        office::chauffeur_account,
    ),
    // A forty-fifth round of seven (round 48), invoices a new user in
    // continental Europe most likely brings (a North Macedonian wire-harness
    // maker's фактура from its plant in a technological industrial development
    // zone, a Montenegrin shipyard's fiscalised račun for work on a research
    // vessel, a Kosovo contact centre's monthly faturë in Albanian and English,
    // a Moldovan software house's factură fiscală on the state's standard form,
    // a Liechtenstein coating centre's Rechnung for the tools it coated, a
    // Turkish laboratory furniture maker's text export fatura on a continuous
    // form and an Andorran distributor's text factura with its IGI), each
    // printed the way its kind of business prints it, written without looking
    // at the extractor; measured once at 77.9 % of fields, then trained on.
    family(
        "web-faktura-kabelski-snopovi",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::faktura_kabelski_snopovi,
    ),
    family(
        "web-racun-brodogradiliste",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::racun_brodogradiliste,
    ),
    family(
        "web-fature-qender-thirrjesh",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::fature_qender_thirrjesh,
    ),
    family(
        "office-factura-fiscala-md",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::factura_fiscala_md,
    ),
    family(
        "office-rechnung-beschichtung",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::rechnung_beschichtung,
    ),
    family(
        "text-fatura-matbu",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::fatura_matbu,
    ),
    family(
        "text-factura-andorra",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::factura_andorra,
    ),
    // A forty-sixth round of seven (round 49), invoices that businesses in the
    // US and the UK send and a new user most likely brings (a US environmental
    // testing laboratory's invoice for the samples a client sent under chain of
    // custody, grouped by sample delivery group, a US records management
    // company's monthly invoice for cartons in storage and the month's
    // retrievals with its charge summary before the detail, a UK electrical
    // testing company's VAT invoice after a PAT testing visit with its test
    // results and failed items, a US trade association's membership dues
    // invoice with the lobbying notice and a remittance form, a UK drainage
    // contractor's job invoice with its works report, a US petroleum
    // distributor's text bulk fuel delivery invoice with gross and net gallons,
    // tank gauges and meter readings, and a UK commercial tyre company's text
    // fleet invoice grouped by vehicle with wheel positions and casings
    // removed), each printed the way its kind of business prints it, written
    // without looking at the extractor; measured once at 97.1 % of fields, then
    // trained on.
    family(
        "web-environmental-lab",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::environmental_lab,
    ),
    family(
        "web-records-storage",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::records_storage,
    ),
    family(
        "web-pat-testing",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::pat_testing,
    ),
    family(
        "office-association-dues",
        Producer::Writer,
        Split::Training,
        Region::Us,
        office::association_dues,
    ),
    family(
        "office-drainage-works",
        Producer::Writer,
        Split::Training,
        Region::Uk,
        office::drainage_works,
    ),
    family(
        "text-fuel-delivery",
        Producer::WriterText,
        Split::Training,
        Region::Us,
        office::fuel_delivery,
    ),
    family(
        "text-tyre-fleet",
        Producer::WriterText,
        Split::Training,
        Region::Uk,
        office::tyre_fleet,
    ),
    // A forty-seventh round of seven (round 50), invoices a new user in
    // continental Europe most likely brings (a Monaco marine electronics and IT
    // integrator's facture for work on a superyacht, a Lithuanian laser maker's
    // PVM sąskaita faktūra, a San Marino electrical panel builder's fattura by
    // job and panel, an East Belgian electronics repair workshop's Rechnung in
    // German, a Croatian EV charger maker's račun, a Faroese ship chandler's
    // text rokning and a Serbian forklift service's text рачун in Cyrillic),
    // each printed the way its kind of business prints it, written without
    // looking at the extractor; measured once at 87.4 % of fields, then trained
    // on.
    family(
        "web-facture-yacht-monaco",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::facture_yacht_monaco,
    ),
    family(
        "web-pvm-saskaita-lazeriai",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::pvm_saskaita_lazeriai,
    ),
    family(
        "web-fattura-quadri-rsm",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::fattura_quadri_rsm,
    ),
    family(
        "office-rechnung-reparatur-ostbelgien",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::rechnung_reparatur_ostbelgien,
    ),
    family(
        "office-racun-punionice",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::racun_punionice,
    ),
    family(
        "text-rokning-skipshandil",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::rokning_skipshandil,
    ),
    family(
        "text-racun-viljuskari",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::racun_viljuskari,
    ),
    // A forty-eighth round of seven (round 51), invoices that businesses in the
    // US and the UK send and a new user most likely brings (a US towing and
    // recovery company's invoice for a call with its timeline, the vehicle and
    // where it was towed from and to, a UK stage lighting hire company's
    // invoice for a job's hire period by department, a UK window cleaning
    // round's monthly statement-invoice of the month's cleans by date and
    // property, a UK MOT and servicing garage's invoice for a fleet vehicle
    // with its registration plate, MOT result and advisories, a US portable
    // restroom company's rental invoice by job site with its service record, a
    // US veterinary hospital's text client invoice for a security company's
    // working dogs grouped by patient, and a US commercial locksmith's text
    // service invoice in capitals with the quantity first and its key-control
    // record), each printed the way its kind of business prints it, written
    // without looking at the extractor; measured once at 98.6 % of fields, then
    // trained on.
    family(
        "web-towing-recovery",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::towing_recovery,
    ),
    family(
        "web-lighting-hire",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::lighting_hire,
    ),
    family(
        "web-window-cleaning",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::window_cleaning,
    ),
    family(
        "office-mot-garage",
        Producer::Writer,
        Split::Training,
        Region::Uk,
        office::mot_garage,
    ),
    family(
        "office-portable-sanitation",
        Producer::Writer,
        Split::Training,
        Region::Us,
        office::portable_sanitation,
    ),
    family(
        "text-vet-hospital",
        Producer::WriterText,
        Split::Training,
        Region::Us,
        office::vet_hospital,
    ),
    family(
        "text-locksmith-ticket",
        Producer::WriterText,
        Split::Training,
        Region::Us,
        office::locksmith_ticket,
    ),
    // A forty-ninth round of seven (round 52), invoices a new user in
    // continental Europe most likely brings (a Connemara Gaeltacht broadcast
    // and IT engineering firm's bilingual sonrasc cánach in Irish and English,
    // an Engadin ropeway service's quint in Romansh with its QR-bill, a
    // Luxembourg IT and security firm's Rechnung in Luxembourgish, a Tenerife
    // observatory instrument workshop's factura with IGIC, an Åland
    // gaming-hosting firm's faktura with its Finnish transfer form, a Koper
    // port-crane service's text račun / fattura in Slovenian and Italian and a
    // Maltese aircraft maintenance organisation's text fattura tat-taxxa), each
    // printed the way its kind of business prints it, written without looking
    // at the extractor; measured once at 87.6 % of fields, then trained on.
    family(
        "web-sonrasc-gaeltacht",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::sonrasc_gaeltacht,
    ),
    family(
        "web-quint-engiadina",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::quint_engiadina,
    ),
    family(
        "web-rechnung-letzebuerg",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::rechnung_letzebuerg,
    ),
    family(
        "office-factura-igic-canarias",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::factura_igic_canarias,
    ),
    family(
        "office-faktura-aland",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::faktura_aland,
    ),
    family(
        "text-racun-fattura-koper",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::racun_fattura_koper,
    ),
    family(
        "text-fattura-mro-malta",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::fattura_mro_malta,
    ),
    // A fiftieth round of seven (round 53), invoices that businesses in the US
    // and the UK send and a new user most likely brings (a US business aviation
    // FBO's invoice for an aircraft's visit with the tail number, the movements
    // and the fuel billed elsewhere, a UK canal boatyard's VAT invoice for a
    // boat's dry docking and yard work in sections, a UK tree surgeon's invoice
    // for a schedule of tree works with the tree references and the consents, a
    // US ready-mix concrete producer's invoice by delivery ticket with its lien
    // notice, a UK asbestos consultancy's invoice for a survey and the samples
    // analysed, a UK agricultural contractor's text invoice of field work
    // grouped by field and a US non-emergency medical transport company's text
    // invoice of facility-paid trips), each printed the way its kind of
    // business prints it, written without looking at the extractor; measured
    // once at 98.8 % of fields, then trained on.
    family(
        "web-fbo-handling",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::fbo_handling,
    ),
    family(
        "web-canal-boatyard",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::canal_boatyard,
    ),
    family(
        "web-tree-surgery",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::tree_surgery,
    ),
    family(
        "office-ready-mix",
        Producer::Writer,
        Split::Training,
        Region::Us,
        office::ready_mix,
    ),
    family(
        "office-asbestos-survey",
        Producer::Writer,
        Split::Training,
        Region::Uk,
        office::asbestos_survey,
    ),
    family(
        "text-agri-contractor",
        Producer::WriterText,
        Split::Training,
        Region::Uk,
        office::agri_contractor,
    ),
    family(
        "text-medical-transport",
        Producer::WriterText,
        Split::Training,
        Region::Us,
        office::medical_transport,
    ),
    // A fifty-first round of seven (round 54), invoices a new user in
    // continental Europe most likely brings (a Tbilisi data centre's invoice in
    // Georgian and English for colocation, equipment and remote hands, a Riga
    // medical and laboratory equipment service company's rēķins with its
    // service acts, a Limassol hotel technology integrator's τιμολόγιο in
    // Cypriot Greek, a Lviv electronics contract manufacturer's export invoice
    // in Ukrainian and English, a Tetovo industrial refrigeration installer's
    // faktura in Macedonian and Albanian, a Trebinje hydropower service
    // company's text фактура in the Serbian Cyrillic of Republika Srpska and a
    // Székely Land weighing-systems service's text factură / számla in Romanian
    // and Hungarian), each printed the way its kind of business prints it,
    // written without looking at the extractor; measured once at 86.9 % of
    // fields, then trained on.
    family(
        "web-invoisi-data-centri",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::invoisi_data_centri,
    ),
    family(
        "web-rekins-medtehnika",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::rekins_medtehnika,
    ),
    family(
        "web-timologio-xenodocheia",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::timologio_xenodocheia,
    ),
    family(
        "office-invois-elektronika",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::invois_elektronika,
    ),
    family(
        "office-faktura-fature-ladilnici",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::faktura_fature_ladilnici,
    ),
    family(
        "text-faktura-hidroelektrane",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::faktura_hidroelektrane,
    ),
    family(
        "text-factura-szamla-cantare",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::factura_szamla_cantare,
    ),
    // A fifty-second round of seven (round 55), invoices that businesses in the
    // US and the UK send and a new user most likely brings (a US pharmaceutical
    // wholesaler's invoice to an independent pharmacy by tote with the NDC and
    // the average wholesale price beside the unit cost, a UK manned guarding
    // company's four-weekly invoice with a summary by site before the weeks and
    // officers, a US customs broker's invoice for an entry with its file
    // number, entered value and the duty paid on the monthly statement, a UK
    // temporary traffic management contractor's invoice for the shifts on a
    // scheme with the client's order in the scheme panel, a US motorcoach
    // company's charter invoice with its itinerary and the deposit taken off, a
    // UK livestock auction mart's text purchase invoice by lot in capitals and
    // a US wholesale nursery's text invoice for a load to a job with the
    // quantity first and its prompt-payment discount), each printed the way its
    // kind of business prints it, written without looking at the extractor;
    // measured once at 97.9 % of fields, then trained on.
    family(
        "web-pharma-wholesale",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::pharma_wholesale,
    ),
    family(
        "web-security-guarding",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::security_guarding,
    ),
    family(
        "web-customs-broker",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::customs_broker,
    ),
    family(
        "office-traffic-management",
        Producer::Writer,
        Split::Training,
        Region::Uk,
        office::traffic_management,
    ),
    family(
        "office-motorcoach-charter",
        Producer::Writer,
        Split::Training,
        Region::Us,
        office::motorcoach_charter,
    ),
    family(
        "text-livestock-mart",
        Producer::WriterText,
        Split::Training,
        Region::Uk,
        office::livestock_mart,
    ),
    family(
        "text-wholesale-nursery",
        Producer::WriterText,
        Split::Training,
        Region::Us,
        office::wholesale_nursery,
    ),
    // A fifty-third round of seven (round 56), invoices a new user in
    // continental Europe most likely brings (a Yerevan solar plant operation
    // and maintenance contractor's invoice in Armenian and English with the VAT
    // in drams at the Central Bank's rate, a Baku metering-station service
    // company's hesab-faktura in Azerbaijani grouped by metering station, a
    // West Kazakhstan oilfield telecoms integrator's electronic счет-фактура as
    // the state e-invoicing system prints it, a Karasjok broadcast and IT
    // firm's rehket / faktura in North Sámi and Norwegian, a Bautzen
    // measurement and control firm's Rechnung / zličbowanka in German and Upper
    // Sorbian, a Minsk High-Tech Park software company's text счет-фактура in
    // Russian and English with sums carried from page to page and a Leeuwarden
    // dairy automation firm's text faktuer in West Frisian), each printed the
    // way its kind of business prints it, written without looking at the
    // extractor; measured once at 70.2 % of fields, then trained on.
    family(
        "web-hashiv-arevayin-kayan",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::hashiv_arevayin_kayan,
    ),
    family(
        "web-hesab-faktura-olcu",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::hesab_faktura_olcu,
    ),
    family(
        "web-shot-faktura-esf",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::shot_faktura_esf,
    ),
    family(
        "office-rehket-karasjohka",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::rehket_karasjohka,
    ),
    family(
        "office-zlicbowanka-budysin",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::zlicbowanka_budysin,
    ),
    family(
        "text-schet-faktura-pvt",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::schet_faktura_pvt,
    ),
    family(
        "text-faktuer-suvelfabryk",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::faktuer_suvelfabryk,
    ),
    // A fifty-fourth round of seven (round 57), invoices that businesses in the
    // US and the UK send and a new user most likely brings (a US employment
    // background screening company's monthly invoice by candidate order with
    // the masked names, the searches and where they were run and a total after
    // each order, a UK crane hire company's sales invoice for operated crane
    // hire by timesheet with the crane, its operator and the CPA conditions, a
    // US construction materials testing firm's invoice for a period's testing
    // on a project by phase or by week with the amount due boxed at the top and
    // its concrete cylinder strengths after the totals, a US fire sprinkler
    // contractor's inspection and service invoice with the quantity first, the
    // deficiencies found and a remittance slip to detach, a UK recruitment
    // agency's permanent placement fee invoice by candidate with the VAT and
    // gross on every line and its rebate scale, a UK brewery's text delivery
    // note and VAT invoice with the casks and kegs delivered and returned, and
    // a US oilfield service company's text invoice in capitals of field tickets
    // for a well with two-digit years and a box for the operator's coding),
    // each printed the way its kind of business prints it, written without
    // looking at the extractor; measured once at 98.1 % of fields, then trained
    // on.
    family(
        "web-background-screening",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::background_screening,
    ),
    family(
        "web-crane-hire",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::crane_hire,
    ),
    family(
        "web-materials-testing",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::materials_testing,
    ),
    family(
        "office-sprinkler-inspection",
        Producer::Writer,
        Split::Training,
        Region::Us,
        office::sprinkler_inspection,
    ),
    family(
        "office-placement-fee",
        Producer::Writer,
        Split::Training,
        Region::Uk,
        office::placement_fee,
    ),
    family(
        "text-brewery-delivery",
        Producer::WriterText,
        Split::Training,
        Region::Uk,
        office::brewery_delivery,
    ),
    family(
        "text-oilfield-field-ticket",
        Producer::WriterText,
        Split::Training,
        Region::Us,
        office::oilfield_field_ticket,
    ),
    // A fifty-fifth round of seven (round 58), invoices a new user in
    // continental Europe most likely brings (a Nuuk telecoms and IT
    // contractor's akiligassiissut / faktura in Greenlandic and Danish grouped
    // by the settlement whose station the goods went to, a Val d'Aran ski-area
    // telecoms and systems firm's factura in Aranese and Spanish with its
    // VERI*FACTU code, a Lannion optical test firm's fakturenn / facture in
    // Breton and French with the RIB and the mentions French law asks for, an
    // Udine industrial IT integrator's courtesy copy of its fattura with the
    // headings also in Friulian, a Kartuzy IT and network firm's faktura VAT
    // sent through KSeF with its main headings also in Kashubian and the VAT in
    // złoty, a Bastia network and IT firm's text fattura / facture in Corsican
    // and French with sums carried from page to page and a Cagliari IT and
    // automation firm's text fattura / fatura in Italian and Sardinian with its
    // items in a table drawn with pipes), each printed the way its kind of
    // business prints it, written without looking at the extractor; measured
    // once at 92.9 % of fields, then trained on.
    family(
        "web-akiligassiissut-nuuk",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::akiligassiissut_nuuk,
    ),
    family(
        "web-factura-aran",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::factura_aran,
    ),
    family(
        "web-fakturenn-lannuon",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::fakturenn_lannuon,
    ),
    family(
        "office-fature-udin",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::fature_udin,
    ),
    family(
        "office-faktura-kaszebe",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::faktura_kaszebe,
    ),
    family(
        "text-fattura-bastia",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::fattura_bastia,
    ),
    family(
        "text-fatura-casteddu",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::fatura_casteddu,
    ),
    // A fifty-sixth round of seven (round 59), invoices that businesses in the
    // US and the UK send and a new user most likely brings (a Welsh play-area
    // inspection and repair contractor's bilingual tax invoice to a council
    // with every label in Welsh over the English and its items grouped by play
    // area, a Puerto Rico distributor's bilingual factura / invoice in Spanish
    // and English with the quantity first and its IVU split into state and
    // municipal parts, a Honolulu wholesale supplier's invoice from an
    // accounting web app with the GET, the island and the inter-island barge
    // and its lines by date and activity, an Aberdeen offshore supply base's
    // invoice for goods shipped out to an installation with a ruled reference
    // grid, the cargo carrying units and the certificates, a Northern Ireland
    // agricultural and dairy merchant's sales invoice with a VAT code on every
    // line and its XI and GB VAT numbers under the Windsor Framework, a St
    // Helier builders' and marine merchant's text GST invoice with no UK VAT
    // and totals carried from page to page, and an Anchorage expediting
    // company's text invoice for goods flown out to villages grouped by
    // destination and air waybill with a subtotal after each), each printed the
    // way its kind of business prints it, written without looking at the
    // extractor; measured once at 95.0 % of fields, then trained on.
    family(
        "web-anfoneb-offer-chwarae",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::anfoneb_offer_chwarae,
    ),
    family(
        "web-factura-ivu-pr",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::factura_ivu_pr,
    ),
    family(
        "web-get-hawaii",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::get_hawaii,
    ),
    family(
        "office-offshore-supply-aberdeen",
        Producer::Writer,
        Split::Training,
        Region::Uk,
        office::offshore_supply_aberdeen,
    ),
    family(
        "office-agri-merchant-newry",
        Producer::Writer,
        Split::Training,
        Region::Uk,
        office::agri_merchant_newry,
    ),
    family(
        "text-gst-jersey",
        Producer::WriterText,
        Split::Training,
        Region::Uk,
        office::gst_jersey,
    ),
    family(
        "text-alaska-expediting",
        Producer::WriterText,
        Split::Training,
        Region::Us,
        office::alaska_expediting,
    ),
    // A fifty-seventh round of seven (round 60), invoices a new user in
    // continental Europe most likely brings (a Lisbon museum and exhibition
    // audiovisual and IT integrator's fatura from certified software with its
    // ATCUD, VAT table and the tax authority's QR code, a Debrecen cleanroom
    // qualification and metrology firm's számla from an online invoicing
    // service with the VAT on every line and in forints at the National Bank's
    // rate, a Göteborg vehicle-testing telemetry firm's faktura from a cloud
    // accounting service with its OCR number, bankgiro and boxed totals, a Brno
    // electron-microscope service firm's faktura – daňový doklad from an
    // accounting program with its variable symbol and VAT recapitulation, a
    // Rijeka cruise-terminal and marina IT and security integrator's račun R-1
    // with its OIB, model HR01 reference and fiscal codes, a Bergen aquaculture
    // sensor and camera service company's text faktura grouped by fish-farm
    // site with sums carried from page to page and its KID, and a Plovdiv
    // irrigation control and farm telemetry firm's text фактура in Bulgarian
    // with the amount in words and the ground for the zero rate), each printed
    // the way its kind of business prints it, written without looking at the
    // extractor; measured once at 96.2 % of fields, then trained on.
    family(
        "web-fatura-lisboa",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::fatura_lisboa,
    ),
    family(
        "web-szamla-debrecen",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::szamla_debrecen,
    ),
    family(
        "web-faktura-goteborg",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::faktura_goteborg,
    ),
    family(
        "office-faktura-brno",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::faktura_brno,
    ),
    family(
        "office-racun-rijeka",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::racun_rijeka,
    ),
    family(
        "text-faktura-bergen",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::faktura_bergen,
    ),
    family(
        "text-faktura-plovdiv",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::faktura_plovdiv,
    ),
    // A fifty-eighth round of seven (round 61), invoices that businesses in the
    // US and the UK send and a new user most likely brings (a rural electric
    // cooperative's work order invoice to a member for line extension work with
    // a utility-bill band of account, invoice, dates and amount due, a cost
    // type and construction unit on every line and material and labor totals, a
    // US home medical equipment supplier's invoice to a nursing facility by
    // date of service with a HCPCS code and modifier on every line and the
    // consolidated-billing note, a Speyside distillery's invoice for goods sold
    // from its bonded warehouse with the duty suspended, lots and warehouse
    // rotations, a US contract machine shop's invoice with part numbers,
    // revisions, jobs and ordered, shipped and back-ordered quantities, a UK
    // lift maintenance company's invoice grouped by lift with job sheets and
    // LOLER examinations and the particulars as bold labels in one cell, a
    // north Wales slate quarry's text invoice with the weighbridge ticket under
    // each load, its number and date on one line between rules and its totals
    // in a box across the page, and a US sawmill and lumber yard's text charge
    // invoice in capitals with a price-per column, the amount to pay between
    // asterisks and the lien notice), each printed the way its kind of business
    // prints it, written without looking at the extractor; measured once at
    // 99.5 % of fields, then trained on.
    family(
        "web-coop-line-extension",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::coop_line_extension,
    ),
    family(
        "web-hme-hcpcs",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::hme_hcpcs,
    ),
    family(
        "web-cask-sale-bond",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::cask_sale_bond,
    ),
    family(
        "office-machine-shop",
        Producer::Writer,
        Split::Training,
        Region::Us,
        office::machine_shop,
    ),
    family(
        "office-lift-contract",
        Producer::Writer,
        Split::Training,
        Region::Uk,
        office::lift_contract,
    ),
    family(
        "text-slate-quarry",
        Producer::WriterText,
        Split::Training,
        Region::Uk,
        office::slate_quarry,
    ),
    family(
        "text-lumber-yard",
        Producer::WriterText,
        Split::Training,
        Region::Us,
        office::lumber_yard,
    ),
    // A fifty-ninth round of seven (round 62), invoices a new user in
    // continental Europe most likely brings (an Aarhus wind-turbine service and
    // monitoring firm's faktura from the Danish edition of a business ERP with
    // its items grouped by wind farm and turbine under shaded rows, each group
    // closed by its own sum, and the FI card line, a Thessaloniki port and
    // logistics IT and metrology firm's τιμολόγιο as its e-invoicing provider
    // issues it after transmitting it to myDATA, with issuer and receiver in
    // twin framed tables, the income classification under every item and the
    // ΜΑΡΚ, UID and QR code at the foot, a Timișoara automotive IT and
    // metrology firm's factură from a cloud invoicing service as sent through
    // RO e-Factura with its series, the VAT in lei at the National Bank's rate
    // and the upload index, a Liège air-cargo IT and metrology firm's facture
    // from a Belgian accounting package with its framed reference strip,
    // "Concerne" line, Total HTVA / TVAC and structured communication, a Linz
    // industrial IT and measurement firm's Rechnung from a large ERP's invoice
    // form with positions numbered in tens, the date written out with "Jänner"
    // and "Endbetrag", a Tartu research computing and laboratory metrology
    // firm's text arve from an older accounting program with dotted labels, the
    // amount in Estonian words and the 7-3-1 reference number, and a Maribor
    // foundry IT and metrology firm's text račun with three-line item blocks,
    // sums carried from page to page, the VAT recapitulation and the UPN
    // reference), each printed the way its kind of business prints it, written
    // without looking at the extractor; measured once at 93.3 % of fields, then
    // trained on.
    family(
        "web-faktura-aarhus",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::faktura_aarhus,
    ),
    family(
        "web-timologio-thessaloniki",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::timologio_thessaloniki,
    ),
    family(
        "web-factura-timisoara",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::factura_timisoara,
    ),
    family(
        "office-facture-liege",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::facture_liege,
    ),
    family(
        "office-rechnung-linz",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::rechnung_linz,
    ),
    family(
        "text-arve-tartu",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::arve_tartu,
    ),
    family(
        "text-racun-maribor",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::racun_maribor,
    ),
    // A sixtieth round of seven (round 63), invoices that businesses in the US
    // and the UK send and a new user most likely brings (a US commercial
    // roofing contractor's service invoice for a leak call with a ruled table
    // of invoice particulars at the right, bill-to, job-site and service-call
    // boxes with the customer PO, the roof's area, system and warranty in a
    // shaded strip, the findings and work performed, a type on every line and
    // the total due in a coloured band, a UK chimney sweep's invoice from a
    // mobile invoicing app with its number in a dark band, "Issued / Due /
    // Order ref." in a small grid beside the amount due, the visit, appliance,
    // flue and certificate of sweeping in a card and the amount due again under
    // the totals, a US kitchen exhaust hood cleaning company's service report
    // and invoice with a boxed number and date, the P.O. number in an account
    // cell, the service record of each exhaust system with its sticker, the
    // quantity first on every line and the totals in a strip of labels over
    // values, a UK water hygiene and Legionella control contractor's tax
    // invoice with the invoice address in the window, a ruled table of
    // particulars with "Your Order No.", the site and written scheme in a
    // shaded row, visit dates, task references and the VAT on every line and a
    // VAT analysis beside the totals, a US commercial pool service company's
    // monthly invoice with its number and date beside their labels in one ruled
    // row, the customer PO over a shaded band of labels, the water chemistry
    // readings of each visit and a balance due under the invoice total, a UK
    // garden centre's text trade invoice with its account statement beneath,
    // colon-padded labels, PLU codes and a VAT code letter on every line, and a
    // US farm equipment dealer's text parts invoice in capitals with list and
    // net prices, the machine's model, serial and hours, parts and labor totals
    // and the savings against list), each printed the way its kind of business
    // prints it, written without looking at the extractor; measured once at
    // 97.1 % of fields, then trained on.
    family(
        "web-roof-leak-repair",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::roof_leak_repair,
    ),
    family(
        "web-chimney-sweep",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::chimney_sweep,
    ),
    family(
        "web-hood-cleaning",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::hood_cleaning,
    ),
    family(
        "office-water-hygiene",
        Producer::Writer,
        Split::Training,
        Region::Uk,
        office::water_hygiene,
    ),
    family(
        "office-pool-service",
        Producer::Writer,
        Split::Training,
        Region::Us,
        office::pool_service,
    ),
    family(
        "text-garden-centre-trade",
        Producer::WriterText,
        Split::Training,
        Region::Uk,
        office::garden_centre_trade,
    ),
    family(
        "text-farm-equipment-parts",
        Producer::WriterText,
        Split::Training,
        Region::Us,
        office::farm_equipment_parts,
    ),
    // A sixty-first round of seven (round 64), invoices a new user in
    // continental Europe most likely brings (a Zaragoza warehouse-automation,
    // network and metrology firm's factura from a Spanish cloud invoicing app
    // with its "W" tax number, the date of the operation beside the date of
    // issue, a total with its share of the VAT on every line and the
    // data-protection notice, a Toulouse aerospace subcontractor's facture from
    // an industrial ERP with serial numbers and certificates of conformity
    // under the items, the category of the operation, a VAT table by code with
    // the "Autoliquidation" mention and the totals as one horizontal band of
    // labels over values, a Salzburg stage, event and media technology firm's
    // Rechnung from an Austrian cloud ERP with the date of every delivery or
    // day of work in its own column, the time-and-material reports and the cash
    // discount terms, a Bologna packaging-machinery IT and metrology firm's
    // fattura as the courtesy copy of the electronic invoice with its items
    // grouped under each machine's serial number, the VAT summary by nature and
    // the CONAI wording, a Bratislava data-centre IT and metrology firm's
    // faktúra – daňový doklad with its variable and constant symbols, date of
    // supply and VAT recapitulation, an Antwerp diamond-quarter IT, security
    // and metrology firm's text factuur with its structured communication and
    // the bank transfer form drawn in a box, and a Ventspils port-terminal IT
    // and metrology firm's text PVN rēķins with its items in a table drawn with
    // pipes and the total spelt out in Latvian), each printed the way its kind
    // of business prints it, written without looking at the extractor; measured
    // once at 93.8 % of fields, then trained on.
    family(
        "web-factura-zaragoza",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::factura_zaragoza,
    ),
    family(
        "web-facture-toulouse",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::facture_toulouse,
    ),
    family(
        "web-rechnung-salzburg",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::rechnung_salzburg,
    ),
    family(
        "office-fattura-bologna",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::fattura_bologna,
    ),
    family(
        "office-faktura-bratislava",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::faktura_bratislava,
    ),
    family(
        "text-factuur-antwerpen",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::factuur_antwerpen,
    ),
    family(
        "text-rekins-ventspils",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::rekins_ventspils,
    ),
    // A sixty-second round of seven (round 65), invoices that businesses in the
    // US and the UK send and a new user most likely brings (a Kyle or Lynnwood
    // commercial and fleet auto glass company's invoice from its glass shop
    // system for glass replaced on a fleet van or truck, with a grid of six
    // cells of labels over values, the vehicle's unit number, VIN, plate and
    // odometer, NAGS part numbers and the camera recalibration, and a
    // deductible line before the balance due, a Wakefield or Altrincham
    // catering equipment engineer's tax invoice for a breakdown call from a job
    // management app laid out like a small-business accounting service's, with
    // bold labels over values in a narrow middle column, "Reference" for the
    // order, the job, appliance, fault and work in a grey panel, bare figures
    // under "Amount GBP" and a payment advice to cut off, a Buda or Auburn
    // standby generator dealer's preventive maintenance invoice from a
    // small-business accounting web app with "INVOICE # / DATE / DUE DATE /
    // TERMS" beside bill-to and ship-to, the P.O. number among custom fields of
    // labels over values, a date and an activity on every line and the balance
    // due large under the total, a Huddersfield or Bolton commercial flooring
    // contractor's invoice in a desktop accounts package's standard layout with
    // the quantity first, the area under each item, a discount column, the VAT
    // on every line and a carriage line in the totals, a Hutto or Sumner
    // overhead door and loading dock company's service invoice from a word
    // processor template with a band of shaded capital labels over values, a
    // door schedule and parts and labor totals, a Bradford or Wigan steel
    // stockholder's text sales invoice with colon-padded labels beside the
    // invoice and delivery addresses, cast numbers, inspection certificates and
    // weights under the items and a VAT analysis beside the totals, and a Cedar
    // Park or Marysville electrical supply house's text invoice in capitals
    // with ordered, shipped and back-ordered quantities, the maker, catalogue
    // number and UPC under each item and a strip of labels over the customer
    // PO, release and job name), each printed the way its kind of business
    // prints it, written without looking at the extractor; measured once at
    // 98.1 % of fields, then trained on.
    family(
        "web-auto-glass-fleet",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::auto_glass_fleet,
    ),
    family(
        "web-catering-equipment-repair",
        Producer::Chromium,
        Split::Training,
        Region::Uk,
        chromium::catering_equipment_repair,
    ),
    family(
        "web-generator-service",
        Producer::Chromium,
        Split::Training,
        Region::Us,
        chromium::generator_service,
    ),
    family(
        "office-flooring-contractor",
        Producer::Writer,
        Split::Training,
        Region::Uk,
        office::flooring_contractor,
    ),
    family(
        "office-door-dock-service",
        Producer::Writer,
        Split::Training,
        Region::Us,
        office::door_dock_service,
    ),
    family(
        "text-steel-stockholder",
        Producer::WriterText,
        Split::Training,
        Region::Uk,
        office::steel_stockholder,
    ),
    family(
        "text-electrical-supply",
        Producer::WriterText,
        Split::Training,
        Region::Us,
        office::electrical_supply,
    ),
    // A sixty-third round of seven (round 66), invoices a new user in
    // continental Europe most likely brings (a Pforzheim jewellery, watch and
    // precious-metals industry IT and test-equipment firm's Rechnung from a
    // German cloud accounting service with the sender line over the window, a
    // block of particulars with its contact person beside it, the quantity and
    // unit in one column, calibration certificates and test-equipment numbers
    // under the items, "Seite x von y" at the top and a three-column foot on
    // every page, a Belluno eyewear-district IT, network and metrology firm's
    // fattura as an Italian online invoicing service prints the courtesy PDF
    // beside the electronic invoice, with "Fattura n. … del …" over a grey
    // strip of labels over values with the recipient code XXXXXXX, the VAT
    // nature on every line at a rate of nought, the VAT summary by rate or
    // nature and "Netto a pagare" in a band, a Westland greenhouse-horticulture
    // IT, climate-control and sensor calibration firm's factuur from a Dutch
    // online bookkeeping service with the quantity and its unit first on every
    // line, "… % btw over €…", "Btw verlegd" and the NLdigital terms, a Grasse
    // perfumery and flavour-house laboratory IT and metrology firm's facture
    // from a French desktop commercial-management package with its number, date
    // and customer code in a ruled box under "FACTURE", delivery and billing
    // addresses side by side, the nature of the operations, the option for VAT
    // on debits, the VAT and due-date tables beside the framed "NET À PAYER"
    // and the RIB key, a Lubin copper-mining industrial IT, communications and
    // metrology firm's faktura VAT as the visualisation of an invoice issued in
    // KSeF with CN and PKWiU codes, the VAT and gross on every line, "np." for
    // services at a rate of nought, the amount in Polish words and the VAT in
    // złoty at the National Bank's rate, a Castellón ceramic-tile cluster IT,
    // network and metrology firm's text factura from a midrange ERP with
    // capital labels over values between rules of equals signs, "CONTINÚA EN LA
    // HOJA SIGUIENTE" and its totals as one band of labels over values with the
    // due dates beneath, and a Santa Maria da Feira cork-industry IT, network
    // and metrology firm's text fatura from certified software with its ATCUD,
    // sums carried from page to page as "A transportar" and "Transporte", the
    // VAT table with exemption codes and the signature characters of the
    // certified program), each printed the way its kind of business prints it,
    // written without looking at the extractor; measured once at 94.3 % of
    // fields, then trained on.
    family(
        "web-rechnung-pforzheim",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::rechnung_pforzheim,
    ),
    family(
        "web-fattura-belluno",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::fattura_belluno,
    ),
    family(
        "web-factuur-naaldwijk",
        Producer::Chromium,
        Split::Training,
        Region::Europe,
        chromium::factuur_naaldwijk,
    ),
    family(
        "office-facture-grasse",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::facture_grasse,
    ),
    family(
        "office-faktura-lubin",
        Producer::Writer,
        Split::Training,
        Region::Europe,
        office::faktura_lubin,
    ),
    family(
        "text-factura-castellon",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::factura_castellon,
    ),
    family(
        "text-fatura-feira",
        Producer::WriterText,
        Split::Training,
        Region::Europe,
        office::fatura_feira,
    ),
    // Held out: a sixty-fourth round of seven (round 67), invoices that
    // businesses in the US and the UK send and a new user most likely brings
    // (a Castleford or Eccles washroom hygiene services company's quarterly
    // invoice in advance from its contract billing system, with a plum band,
    // a grid of eight cells of labels over values with "Your Order No." and
    // "Tax Point", its charges grouped by the customer's sites under shaded
    // headings with a site total after each, the washroom and service
    // frequency under every line and the Direct Debit notice beside the
    // totals, a Leander or Puyallup commercial painting contractor's invoice
    // from its job-management web app with a badge of initials, bill-to and
    // job site beside labels and values with the customer PO and estimate,
    // the accepted scope, a type on every line with the area and the paint's
    // colour, product and sheen beneath, and the deposit received deducted
    // from the total before the balance due, a Morley or Denton commercial
    // glazing and emergency boarding contractor's job invoice with "INVOICE
    // … Page x of y" in the top margin, three ruled boxes, the job sheet,
    // each pane's size, glass and position under its line and the VAT on
    // every line, a Bothell or Taylor structured cabling contractor's
    // invoice from a desktop accounting package's form in Writer with
    // "Date" and "Invoice #" over their values in a ruled box, a shaded row
    // of labels over values with the P.O. number, the certification results
    // and labels under each item and the sales tax in state and local parts
    // before the total sales tax, a Batley or Heywood industrial fastener
    // distributor's sales invoice from its ERP in Writer with a row of labels
    // over values from "Your Order No." to the salesperson, the standard,
    // grade, finish, batch and certificate of conformity under each item, a
    // VAT summary and a remittance advice to cut off, a Garforth or Swinton
    // same-day courier's text monthly account invoice with colon-padded
    // labels, every job's date, number, collection and delivery postcodes,
    // service, caller's reference and proof of delivery and "Continued on
    // next page", and a Tukwila or Lockhart bearing and power transmission
    // distributor's text invoice in capitals with a strip of labels over the
    // customer PO, the maker's part number, interchange and bin under each
    // item, a credit memo applied before the amount due and a remittance stub
    // to detach), each printed the way its kind of business prints it,
    // written without looking at the extractor or at how it fares on any
    // family above.
    family(
        "web-washroom-hygiene",
        Producer::Chromium,
        Split::Held,
        Region::Uk,
        chromium::washroom_hygiene,
    ),
    family(
        "web-painting-contractor",
        Producer::Chromium,
        Split::Held,
        Region::Us,
        chromium::painting_contractor,
    ),
    family(
        "web-glazing-boarding",
        Producer::Chromium,
        Split::Held,
        Region::Uk,
        chromium::glazing_boarding,
    ),
    family(
        "office-data-cabling",
        Producer::Writer,
        Split::Held,
        Region::Us,
        office::data_cabling,
    ),
    family(
        "office-fastener-distributor",
        Producer::Writer,
        Split::Held,
        Region::Uk,
        office::fastener_distributor,
    ),
    family(
        "text-courier-account",
        Producer::WriterText,
        Split::Held,
        Region::Uk,
        office::courier_account,
    ),
    family(
        "text-bearing-distributor",
        Producer::WriterText,
        Split::Held,
        Region::Us,
        office::bearing_distributor,
    ),
    // Held out: a sixty-fifth round of seven (round 68), invoices a new user in
    // continental Europe most likely brings (a Tuttlingen medical-technology IT,
    // network and measuring-equipment firm's Rechnung from a manufacturer's ERP
    // that lays out its own sheets, with label and value pairs two abreast, the
    // DAkkS calibration certificates and IQ/OQ protocols under the items,
    // "Übertrag" at the foot of each sheet and the head of the next and the
    // ZUGFeRD note, a Tuzla chemical-industry and power-station IT, network and
    // metrology firm's faktura from a Bosnian online invoicing service with its
    // ID and PDV numbers, the due date under "Valuta plaćanja", the
    // counter-value in convertible marks and the amount in Bosnian words, a
    // Kortrijk textile and floor-covering IT, network and measuring firm's
    // factuur from a Belgian cloud invoicing service with "Vervaldag", the VAT
    // overview by rate, the EPC payment code, the structured communication and
    // the Peppol note, a Kongsberg defence, aerospace and maritime IT, network
    // and measuring firm's faktura from a Norwegian cloud accounting system
    // with its NUF branch name, the export-control statement and a ruled
    // payment box with account, IBAN and KID, a Gabrovo machine-building and
    // tool-industry IT, network and metrology firm's фактура in Bulgarian with
    // recipient and supplier in one ruled table, the sum in leva while both
    // currencies must still be shown and the amount in words, an Oyonnax
    // plastics IT, network and metrology firm's text facture on continuous
    // paper with a box drawn in `+ - |`, a VAT code on every line, "A REPORTER"
    // and "REPORT" from page to page and the VAT table by code beside the
    // totals, and a Lumezzane tap and valve district IT, network and metrology
    // firm's text fattura as the copy a foreign customer receives of the
    // electronic invoice, with quantities to three decimals, the VAT code on
    // every line, "SEGUE", the VAT summary by code and the virtual stamp duty),
    // each printed the way its kind of business prints it, written without
    // looking at the extractor or at how it fares on any family above.
    family(
        "web-rechnung-tuttlingen",
        Producer::Chromium,
        Split::Held,
        Region::Europe,
        chromium::rechnung_tuttlingen,
    ),
    family(
        "web-faktura-tuzla",
        Producer::Chromium,
        Split::Held,
        Region::Europe,
        chromium::faktura_tuzla,
    ),
    family(
        "web-factuur-kortrijk",
        Producer::Chromium,
        Split::Held,
        Region::Europe,
        chromium::factuur_kortrijk,
    ),
    family(
        "office-faktura-kongsberg",
        Producer::Writer,
        Split::Held,
        Region::Europe,
        office::faktura_kongsberg,
    ),
    family(
        "office-faktura-gabrovo",
        Producer::Writer,
        Split::Held,
        Region::Europe,
        office::faktura_gabrovo,
    ),
    family(
        "text-facture-oyonnax",
        Producer::WriterText,
        Split::Held,
        Region::Europe,
        office::facture_oyonnax,
    ),
    family(
        "text-fattura-lumezzane",
        Producer::WriterText,
        Split::Held,
        Region::Europe,
        office::fattura_lumezzane,
    ),
];

pub const DOCUMENTS_PER_FAMILY: usize = 6;

/// One document: its invoice, and the source its family renders for it.
struct Document {
    stem: String,
    invoice: scenario::Invoice,
    source: String,
}

fn documents(family_index: usize, family: &Family, seed: u64) -> Vec<Document> {
    (0..DOCUMENTS_PER_FAMILY)
        .map(|doc| {
            let mut rng = ChaCha8Rng::seed_from_u64(
                seed ^ ((family_index * 100 + doc) as u64).wrapping_mul(0x2545_F491_4F6C_DD1D),
            );
            let (vendor, formats) = printed::pick(&mut rng, family.region);
            // The last document of each family runs over more than one page.
            let lines = if doc == DOCUMENTS_PER_FAMILY - 1 {
                rng.random_range(34..=44)
            } else {
                rng.random_range(1..=8)
            };
            let index = 200 + family_index * DOCUMENTS_PER_FAMILY + doc;
            let mut invoice = scenario::invoice(&mut rng, index, vendor, lines);
            // Some invoices name no purchase order; nothing may be read for it.
            if doc == 3 && family_index % 2 == 1 {
                invoice.po_number = None;
            }
            let printed = printed::print(&invoice, formats, &mut rng);
            Document {
                stem: format!("{doc:02}"),
                source: (family.render)(&printed),
                invoice,
            }
        })
        .collect()
}

/// The truth of a document: its invoice, with the vendor's name and the
/// items' descriptions as the source prints them where it sets them only in
/// capitals (a letterhead, a typewriter filling in preprinted stationery).
/// A text wrapped over lines is not printed whole, so it counts as set in
/// capitals when each of its words is printed only that way.
fn expected(document: &Document) -> Value {
    let mut expected = super::expected_json(&document.invoice);
    let printed =
        |t: &str| document.source.contains(t) || document.source.contains(&printed::escape(t));
    let in_capitals = |text: &str| {
        let capitals = text.to_uppercase();
        if printed(text) {
            return None;
        }
        let word_by_word = || {
            text.split_whitespace()
                .filter(|word| word.to_uppercase() != *word)
                .all(|word| !printed(word) && printed(&word.to_uppercase()))
        };
        (printed(&capitals) || word_by_word()).then_some(capitals)
    };
    if let Some(capitals) = in_capitals(document.invoice.vendor.name) {
        expected["vendor"] = json!(capitals);
    }
    if let Some(items) = expected["line_items"].as_array_mut() {
        for item in items {
            let description = item["description"].as_str().unwrap_or_default();
            if let Some(capitals) = in_capitals(description) {
                item["description"] = json!(capitals);
            }
        }
    }
    expected
}

fn sha256(bytes: &[u8]) -> String {
    hex(&Sha256::digest(bytes))
}

/// Writes every family's sources, expected JSON and `families.json` under
/// `dir`; runs no producer.
pub fn write_sources(dir: &Path, seed: u64) -> anyhow::Result<()> {
    let mut listed = Vec::new();
    for (index, family) in FAMILIES.iter().enumerate() {
        let family_dir = dir.join(family.name);
        fs::create_dir_all(&family_dir).with_context(|| family_dir.display().to_string())?;
        let mut files = Vec::new();
        for document in documents(index, family, seed) {
            let source = format!("{}.{}", document.stem, family.producer.source_extension());
            fs::write(family_dir.join(&source), &document.source)?;
            super::write_json(
                &family_dir.join(format!("{}.expected.json", document.stem)),
                &expected(&document),
            )?;
            files.push(json!({
                "pdf": format!("{}.pdf", document.stem),
                "source": source,
                "source_sha256": sha256(document.source.as_bytes()),
            }));
        }
        listed.push(json!({
            "name": family.name,
            "split": family.split.name(),
            "producer": family.producer.name(),
            "documents": files,
        }));
    }
    super::write_json(
        &dir.join("families.json"),
        &json!({
            "seed": seed,
            "note": "Layout families by real producers. Tune the extractor on training families only; held families measure how it generalises.",
            "families": listed,
        }),
    )
}

/// Runs each family's producer over its sources, or only the producers of
/// the families named in `only`, and records in `produced.json` which source
/// and producer version each PDF came from (keeping the records of families
/// not made again). Answers how many families were made.
pub fn produce(dir: &Path, only: &[String]) -> anyhow::Result<usize> {
    if let Some(unknown) = only.iter().find(|n| !FAMILIES.iter().any(|f| f.name == *n)) {
        bail!("no layout family is called {unknown}");
    }
    let record = dir.join("produced.json");
    let mut produced: BTreeMap<String, Value> = if only.is_empty() {
        BTreeMap::new()
    } else {
        serde_json::from_slice(&fs::read(&record).with_context(|| record.display().to_string())?)?
    };
    let scratch = tempfile::tempdir()?;
    let chosen: Vec<&Family> = FAMILIES
        .iter()
        .filter(|f| only.is_empty() || only.iter().any(|n| n == f.name))
        .collect();
    for family in &chosen {
        family.producer.ensure_installed()?;
        let family_dir = dir.join(family.name);
        let extension = family.producer.source_extension();
        let mut sources: Vec<_> = fs::read_dir(&family_dir)?
            .map(|e| e.map(|e| e.path()))
            .collect::<Result<_, _>>()?;
        sources.retain(|p| p.extension().is_some_and(|e| e == extension));
        sources.sort();
        if sources.is_empty() {
            bail!("no sources in {}", family_dir.display());
        }
        println!(
            "{}: {} documents with {}",
            family.name,
            sources.len(),
            family.producer.name()
        );
        family.producer.convert(&sources, scratch.path())?;
        let version = family.producer.version()?;
        for source in &sources {
            let pdf = source.with_extension("pdf");
            let key = format!(
                "{}/{}",
                family.name,
                pdf.file_name().and_then(|n| n.to_str()).unwrap_or_default()
            );
            produced.insert(
                key,
                json!({
                    "producer": version,
                    "source_sha256": sha256(&fs::read(source)?),
                    "pdf_sha256": sha256(&fs::read(&pdf)?),
                }),
            );
        }
    }
    super::write_json(&record, &Value::Object(produced.into_iter().collect()))?;
    Ok(chosen.len())
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;

    fn checked_in() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../fixtures/invoices/families")
    }

    /// Sources, expected invoices and the family list are exactly what the
    /// generator writes from seed 2026, and every checked-in PDF was made from
    /// the checked-in source (Chromium and LibreOffice are not needed here).
    #[test]
    fn checked_in_families_match_the_generator() {
        let scratch = tempfile::tempdir().expect("temp dir");
        write_sources(scratch.path(), 2026).expect("writes");
        let produced: Value = serde_json::from_slice(
            &fs::read(checked_in().join("produced.json")).expect("produced.json is checked in"),
        )
        .expect("json");
        let same = |name: &Path| {
            let generated = fs::read(scratch.path().join(name)).expect("generated");
            let kept = fs::read(checked_in().join(name))
                .unwrap_or_else(|_| panic!("{} is not checked in", name.display()));
            assert!(
                generated == kept,
                "{} differs from the generator",
                name.display()
            );
        };
        same(Path::new("families.json"));
        let mut pdfs = 0;
        for family in &FAMILIES {
            for doc in 0..DOCUMENTS_PER_FAMILY {
                let dir = Path::new(family.name);
                let source = dir.join(format!("{doc:02}.{}", family.producer.source_extension()));
                same(&source);
                same(&dir.join(format!("{doc:02}.expected.json")));
                let record = &produced[format!("{}/{doc:02}.pdf", family.name)];
                let source_sha = sha256(&fs::read(checked_in().join(&source)).expect("source"));
                assert_eq!(
                    record["source_sha256"],
                    source_sha,
                    "{} changed since its PDF was made; run `cargo xtask invoice-corpus`",
                    source.display()
                );
                let pdf = fs::read(checked_in().join(dir).join(format!("{doc:02}.pdf")))
                    .expect("the PDF is checked in");
                assert_eq!(
                    record["pdf_sha256"],
                    sha256(&pdf),
                    "{}/{doc:02}.pdf",
                    family.name
                );
                pdfs += 1;
            }
        }
        assert_eq!(pdfs, FAMILIES.len() * DOCUMENTS_PER_FAMILY);
    }

    #[test]
    fn descriptions_printed_only_in_capitals_are_true_in_capitals() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let vendor = &scenario::VENDORS[0];
        let mut invoice = scenario::invoice(&mut rng, 0, vendor, 3);
        let [wrapped, whole, as_is] = [0, 1, 2].map(|i| invoice.lines[i].description);
        invoice.po_number = None;
        let first_line = |text: &str| {
            let mut words: Vec<_> = text.split_whitespace().collect();
            let last = words.pop().unwrap_or_default();
            (words.join(" "), last.to_string())
        };
        let (head, tail) = first_line(wrapped);
        let source = format!(
            "{}\n{}\n  {}\n{}\n{as_is}\n",
            vendor.name,
            head.to_uppercase(),
            tail.to_uppercase(),
            whole.to_uppercase(),
        );
        let truth = expected(&Document {
            stem: "00".into(),
            invoice,
            source,
        });
        let descriptions: Vec<_> = truth["line_items"]
            .as_array()
            .expect("items")
            .iter()
            .map(|item| item["description"].as_str().expect("text").to_string())
            .collect();
        assert_eq!(
            descriptions,
            [
                wrapped.to_uppercase(),
                whole.to_uppercase(),
                as_is.to_string()
            ]
        );
        assert_eq!(truth["vendor"], vendor.name);
    }

    #[test]
    fn only_families_that_exist_are_made() {
        let scratch = tempfile::tempdir().expect("temp dir");
        let err = produce(scratch.path(), &["web-nonesuch".to_string()]).expect_err("unknown");
        assert!(err.to_string().contains("web-nonesuch"), "{err}");
    }

    #[test]
    fn pinning_keeps_length_and_replaces_dates_and_identifiers() {
        let mut pdf = b"<</CreationDate (D:20261124231132+00'00')/ModDate(D:20261124231150Z')>>\n\
            trailer <</ID [ <5D84D94B700F26696E6A9E4BEFB458D4>\n<5D84D94B700F26696E6A9E4BEFB458D4> ]\n\
            /DocChecksum /2E35B7466152FDC608D07CE52758A058\n>>"
            .to_vec();
        let length = pdf.len();
        producers::pin_metadata(&mut pdf, b"source");
        let text = String::from_utf8(pdf).expect("ascii");
        assert_eq!(text.len(), length);
        assert!(text.contains("(D:20260101000000+00'00')"), "{text}");
        assert!(text.contains("(D:20260101000000Z')"), "{text}");
        assert!(!text.contains("5D84D94B"), "{text}");
        assert!(!text.contains("2E35B746"), "{text}");
    }
}
