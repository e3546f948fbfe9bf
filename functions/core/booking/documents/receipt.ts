import { PHONE, POSTAL_ADDRESS, SUPPLIER, SUPPORT_EMAIL } from "../../brand";
import { fill } from "../../i18n/catalogue";
import type { Language } from "../../i18n/languages";
import { formatIndia } from "../../time/india-time";
import type { Booking } from "../booking";
import { PARKING_SAC, type Invoice } from "../invoice";
import { passInvoiceText, vehicleLine } from "../booking-words";
import { LEGAL, RECEIPT_TEXTS } from "./documents.texts";
import { priceLines, type PriceLineKind } from "../../pricing/price-lines";
import {
  C,
  CONTENT_RIGHT,
  detailRow,
  documentDate,
  fileSafe,
  hex,
  MARGIN,
  newDocument,
  type DocumentBooking,
  type TextStyle,
} from "./sheet";

/**
 * The purchase receipt, the second PDF of the confirmation e-mail (spec §1), laid out as a GST tax
 * invoice (decision 024): the supplier with its GSTIN, the invoice number and date, the recipient,
 * the place of supply, its lines (receiptLines, which the PDF prints exactly and tests read) with the
 * SAC code, the amounts in rupees and the refund note.
 */

/** Indian digit grouping (1,23,456), whole rupees unless the amount has paise. */
function groupIndian(n: number): string {
  const [whole = "0", paise] = Math.abs(n)
    .toFixed(Number.isInteger(n) ? 0 : 2)
    .split(".");
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  return `${n < 0 ? "-" : ""}${rest ? `${rest},${last3}` : last3}${paise ? `.${paise}` : ""}`;
}

/** "₹1,234", as the e-mails write it (the Noto fonts print the rupee sign). */
export function rs(amount: number): string {
  return `₹${groupIndian(amount)}`;
}

export function receiptFileName(b: Pick<Booking, "code">): string {
  return `receipt-${fileSafe(b.code)}.pdf`;
}

// ---------------------------------------------------------------------------------------------
// The receipt's lines: the PDF prints exactly these, in this order (and tests read them here).

export interface ReceiptLine {
  kind: "item" | PriceLineKind | "refund";
  label: string;
  /** The service's SAC code, on the item line. */
  sac?: string;
  /** The amount column as printed; absent on the refund note, which is one sentence. */
  amount?: string;
}

/**
 * A label of the invoice in its language: in Hindi, a field the GST rules ask for keeps its English
 * name with the Hindi beside it ("Invoice number / चालान संख्या"); the others are Hindi alone.
 */
function bilingual(english: string, hindi: string, language: Language, legal: boolean): string {
  if (language === "en") return english;
  // A sentence's full stop goes after the Hindi: "Tax payable on reverse charge: No / … नहीं।".
  return legal && english !== hindi ? `${english.replace(/\.$/, "")} / ${hindi}` : hindi;
}

function label(key: keyof typeof RECEIPT_TEXTS.en, language: Language): string {
  return bilingual(RECEIPT_TEXTS.en[key], RECEIPT_TEXTS.pick(language)[key], language, LEGAL.includes(key));
}

/**
 * The invoice's item (the service with its SAC code, for the price before any coupon), then core's
 * price lines as checkout, My bookings and the e-mail show them: price, coupon, taxable value, CGST,
 * SGST, total. Nothing is recomputed here; the booking's stored figures are printed. In Hindi the
 * price lines' labels are bilingual (the taxable value, CGST, SGST and the total are legal fields).
 */
export function receiptLines(b: DocumentBooking, language: Language = "en"): ReceiptLine[] {
  const t = RECEIPT_TEXTS.pick(language);
  const p = b.pricing;
  const hoursText = (hours: number) => fill(t.hours, { n: Number.isInteger(hours) ? hours : Number(hours.toFixed(2)) });
  const english = priceLines(p, b.coupon?.code);
  const lines = priceLines(p, b.coupon?.code, language);
  const receipt: ReceiptLine[] = [
    {
      kind: "item",
      label: b.pass
        ? passInvoiceText({ ...b, pass: b.pass }, language)
        : fill(t.item, {
            hours: hoursText(p.hours),
            parking: b.parkingName,
            blocks: p.blocks,
            blockHours: hoursText(p.blockHours),
            rate: rs(p.pricePerBlock),
          }),
      sac: PARKING_SAC,
      amount: lines[0]!.amount,
    },
    ...lines.map(({ kind, label, amount }, i) => ({ kind, label: bilingual(english[i]!.label, label, language, true), amount })),
  ];
  if (b.refund) {
    receipt.push({
      kind: "refund",
      label: fill(t.refunded, { amount: rs(b.refund.amount), date: formatIndia(b.refund.at, language), id: b.refund.id }),
    });
  }
  return receipt;
}

export function placeOfSupplyText(invoice: Pick<Invoice, "placeOfSupply">): string {
  const { state, code } = invoice.placeOfSupply;
  return code ? `${state} (${code})` : state;
}

/**
 * The tax invoice in the member's language (issue 35 §4); in Hindi its legal fields keep their
 * English names beside the Hindi ones, and the supplier, GSTIN, numbers and codes stay as they are.
 */
export async function receiptPdf(b: DocumentBooking & { invoice: Invoice }, language: Language = "en"): Promise<Uint8Array> {
  const t = RECEIPT_TEXTS.pick(language);
  const lines = receiptLines(b, language);
  const invoice = b.invoice;
  const { doc, sheet } = await newDocument(
    fill(t.title, { number: invoice.number }),
    fill(t.subject, { parking: b.parkingName, amount: rs(b.totalPrice) }),
    [invoice.number, b.code, ...(b.transaction_id ? [b.transaction_id] : []), "receipt", "tax invoice"],
    documentDate(b),
    [
      b.parkingName,
      b.address,
      vehicleLine(b.vehicle, language),
      invoice.recipient.name,
      invoice.placeOfSupply.state,
      ...(language === "en" ? [] : [...Object.values(t), ...lines.map((l) => l.label)]),
    ],
    language,
  );
  sheet.header([PHONE, SUPPORT_EMAIL]);

  sheet.text(label("taxInvoice", language), MARGIN, 112, { size: language === "en" ? 24 : 20, bold: true });
  sheet.text(t.purchaseReceipt, MARGIN, 130, { size: 10, colour: C.muted });
  // The supplier, on the right, as on any invoice.
  const supplier = [SUPPLIER.legalName, ...SUPPLIER.addressLines, `GSTIN ${SUPPLIER.gstin}`];
  supplier.forEach((line, i) =>
    sheet.textRight(line, CONTENT_RIGHT, 86 + i * 12, {
      size: 9,
      bold: i === 0 || i === supplier.length - 1,
      colour: i === 0 || i === supplier.length - 1 ? C.ink : C.muted,
    }),
  );

  let top = 168;
  const facts: [string, string][] = [
    [label("invoiceNumber", language), invoice.number],
    [label("invoiceDate", language), formatIndia(invoice.date, language)],
    [label("billedTo", language), `${invoice.recipient.name}, ${invoice.recipient.email}`],
    [label("placeOfSupply", language), placeOfSupplyText(invoice)],
    [label("bookingCode", language), b.code],
    [label("paymentId", language), b.transaction_id ?? "-"],
    [label("orderId", language), b.orderId ?? "-"],
    [label("carPark", language), `${b.parkingName} (${b.parkingCode})`],
    [label("stay", language), fill(t.stayValue, { from: formatIndia(b.inTime, language), to: formatIndia(b.outTime, language) })],
    [label("vehicle", language), vehicleLine(b.vehicle, language)],
  ];
  // Bilingual labels run longer than the English column (118 pt): the column grows to the longest.
  const labelWidth = Math.max(118, ...facts.map(([name]) => sheet.width(name, { size: 9, bold: true }) + 12));
  for (const [name, value] of facts) top = detailRow(sheet, name, value, top, { labelWidth, valueStyle: { size: 10.5 } });

  // The table: description on the left, the SAC code, the amount right-aligned.
  top += 10;
  const amountRight = CONTENT_RIGHT - 10;
  const sacLeft = CONTENT_RIGHT - 150;
  const descWidth = sacLeft - MARGIN - 20;
  sheet.rect(MARGIN, top, CONTENT_RIGHT - MARGIN, 24, C.brand);
  sheet.text(label("description", language), MARGIN + 10, top + 16, { size: 10, bold: true, colour: C.white });
  sheet.text("SAC", sacLeft, top + 16, { size: 10, bold: true, colour: C.white });
  sheet.textRight(label("amount", language), amountRight, top + 16, { size: 10, bold: true, colour: C.white });
  top += 24;

  for (const line of lines.filter((l) => l.kind !== "refund")) {
    const style: TextStyle = { size: line.kind === "total" ? 12 : 10.5, bold: line.kind === "total" || line.kind === "taxable" };
    const wrapped = sheet.wrap(line.label, descWidth, style);
    const height = wrapped.length * (style.size! * 1.35) + 12;
    if (line.kind === "total") sheet.rect(MARGIN, top, CONTENT_RIGHT - MARGIN, height, C.brandTint);
    let lineTop = top + 6 + style.size!;
    for (const w of wrapped) {
      sheet.text(w, MARGIN + 10, lineTop, style);
      lineTop += style.size! * 1.35;
    }
    if (line.sac) sheet.text(line.sac, sacLeft, top + 6 + style.size!, style);
    sheet.textRight(line.amount ?? "", amountRight, top + 6 + style.size!, { ...style, colour: line.kind === "coupon" ? C.ok : C.ink });
    top += height;
    sheet.rule(top, MARGIN, CONTENT_RIGHT, line.kind === "total" ? C.brand : C.rule, line.kind === "total" ? 1.2 : 0.6);
  }

  const refund = lines.find((l) => l.kind === "refund");
  if (refund) {
    top += 18;
    const wrapped = sheet.wrap(refund.label, CONTENT_RIGHT - MARGIN - 24, { size: 10.5, bold: true });
    const height = wrapped.length * 14 + 14;
    sheet.rect(MARGIN, top, CONTENT_RIGHT - MARGIN, height, hex("#fef2f2"));
    sheet.rect(MARGIN, top, 3, height, C.bad);
    sheet.paragraph(refund.label, MARGIN + 14, top + 18, CONTENT_RIGHT - MARGIN - 24, { size: 10.5, bold: true, colour: C.bad });
    top += height;
  }

  top += 24;
  for (const note of [t.amountsNote, label("reverseCharge", language), t.computerGenerated]) {
    top = sheet.paragraph(note, MARGIN, top, CONTENT_RIGHT - MARGIN, { size: 9, colour: C.muted });
  }

  sheet.footer([POSTAL_ADDRESS, fill(t.footer, { phone: PHONE, email: SUPPORT_EMAIL, id: b.id })]);
  return doc.save();
}
