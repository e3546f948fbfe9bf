import { PHONE, POSTAL_ADDRESS, SUPPLIER, SUPPORT_EMAIL } from "../../brand";
import { formatIndia } from "../../time/india-time";
import type { Booking } from "../booking";
import { PARKING_SAC, type Invoice } from "../invoice";
import { passInvoiceLine } from "../../pass/pass-wording";
import { priceLines, type PriceLineKind } from "../../pricing/price-lines";
import {
  C,
  CONTENT_RIGHT,
  detailRow,
  documentDate,
  fileSafe,
  hex,
  hoursText,
  MARGIN,
  newDocument,
  vehicleText,
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
 * The invoice's item (the service with its SAC code, for the price before any coupon), then core's
 * price lines as checkout, My bookings and the e-mail show them: price, coupon, taxable value, CGST,
 * SGST, total. Nothing is recomputed here; the booking's stored figures are printed.
 */
export function receiptLines(b: DocumentBooking): ReceiptLine[] {
  const p = b.pricing;
  const lines = priceLines(p, b.coupon?.code);
  const receipt: ReceiptLine[] = [
    {
      kind: "item",
      label: b.pass
        ? passInvoiceLine({ ...b, pass: b.pass })
        : `Parking for ${hoursText(p.hours)} at ${b.parkingName} (${p.blocks} × ${hoursText(p.blockHours)} at ${rs(p.pricePerBlock)})`,
      sac: PARKING_SAC,
      amount: lines[0]!.amount,
    },
    ...lines.map(({ kind, label, amount }) => ({ kind, label, amount })),
  ];
  if (b.refund) {
    receipt.push({ kind: "refund", label: `Refunded ${rs(b.refund.amount)} on ${formatIndia(b.refund.at)} (${b.refund.id})` });
  }
  return receipt;
}

export function placeOfSupplyText(invoice: Pick<Invoice, "placeOfSupply">): string {
  const { state, code } = invoice.placeOfSupply;
  return code ? `${state} (${code})` : state;
}

export async function receiptPdf(b: DocumentBooking & { invoice: Invoice }): Promise<Uint8Array> {
  const lines = receiptLines(b);
  const invoice = b.invoice;
  const { doc, sheet } = await newDocument(
    `Tax invoice ${invoice.number}`,
    `${b.parkingName}: total paid ${rs(b.totalPrice)}`,
    [invoice.number, b.code, ...(b.transaction_id ? [b.transaction_id] : []), "receipt", "tax invoice"],
    documentDate(b),
    [b.parkingName, b.address, vehicleText(b.vehicle), invoice.recipient.name, invoice.placeOfSupply.state],
  );
  sheet.header([PHONE, SUPPORT_EMAIL]);

  sheet.text("Tax invoice", MARGIN, 112, { size: 24, bold: true });
  sheet.text("Purchase receipt", MARGIN, 130, { size: 10, colour: C.muted });
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
    ["Invoice number", invoice.number],
    ["Invoice date", formatIndia(invoice.date)],
    ["Billed to", `${invoice.recipient.name}, ${invoice.recipient.email}`],
    ["Place of supply", placeOfSupplyText(invoice)],
    ["Booking code", b.code],
    ["Payment id", b.transaction_id ?? "-"],
    ["Order id", b.orderId ?? "-"],
    ["Car park", `${b.parkingName} (${b.parkingCode})`],
    ["Stay", `${formatIndia(b.inTime)} to ${formatIndia(b.outTime)}`],
    ["Vehicle", vehicleText(b.vehicle)],
  ];
  for (const [label, value] of facts) top = detailRow(sheet, label, value, top, { valueStyle: { size: 10.5 } });

  // The table: description on the left, the SAC code, the amount right-aligned.
  top += 10;
  const amountRight = CONTENT_RIGHT - 10;
  const sacLeft = CONTENT_RIGHT - 150;
  const descWidth = sacLeft - MARGIN - 20;
  sheet.rect(MARGIN, top, CONTENT_RIGHT - MARGIN, 24, C.brand);
  sheet.text("Description", MARGIN + 10, top + 16, { size: 10, bold: true, colour: C.white });
  sheet.text("SAC", sacLeft, top + 16, { size: 10, bold: true, colour: C.white });
  sheet.textRight("Amount", amountRight, top + 16, { size: 10, bold: true, colour: C.white });
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
  for (const note of [
    "Amounts in Indian rupees. CGST and SGST at 9% each on the taxable value, each rounded up to the rupee.",
    "Tax payable on reverse charge: No.",
    "This is a computer-generated invoice and needs no signature.",
  ]) {
    top = sheet.paragraph(note, MARGIN, top, CONTENT_RIGHT - MARGIN, { size: 9, colour: C.muted });
  }

  sheet.footer([POSTAL_ADDRESS, `Phone ${PHONE}  ·  ${SUPPORT_EMAIL}  ·  Booking id ${b.id}`]);
  return doc.save();
}
