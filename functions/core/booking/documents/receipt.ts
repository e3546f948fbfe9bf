import { PHONE, POSTAL_ADDRESS, POSTAL_ADDRESS_LINES, SUPPORT_EMAIL } from "../../brand";
import { formatIndia } from "../../time/india-time";
import type { Booking } from "../booking";
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
 * The purchase receipt, the second PDF of the confirmation e-mail (spec §1): its lines (receiptLines,
 * which the PDF prints exactly and tests read), the amounts in rupees and the refund note.
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

/** "Rs. 1,234": the spec allows 'Rs.', and the PDF fonts have no rupee sign. */
export function rs(amount: number): string {
  return `Rs. ${groupIndian(amount)}`;
}

export function receiptFileName(b: Pick<Booking, "code">): string {
  return `receipt-${fileSafe(b.code)}.pdf`;
}

// ---------------------------------------------------------------------------------------------
// The receipt's lines: the PDF prints exactly these, in this order (and tests read them here).

export interface ReceiptLine {
  kind: "item" | "discount" | "subtotal" | "tax" | "total" | "refund";
  label: string;
  /** The amount column as printed; absent on the refund note, which is one sentence. */
  amount?: string;
}

/**
 * The parking line's amount is the price before discount. With a coupon that subtotal is written out,
 * then the coupon and the discounted price; without one, "Price" follows the parking line directly.
 * Tax is on the (discounted) price, as the booking stored it: nothing is recomputed here.
 */
export function receiptLines(b: DocumentBooking): ReceiptLine[] {
  const p = b.pricing;
  const lines: ReceiptLine[] = [
    {
      kind: "item",
      label: `Parking for ${hoursText(p.hours)} at ${b.parkingName} (${p.blocks} × ${hoursText(p.blockHours)} at ${rs(p.pricePerBlock)})`,
      amount: rs(p.priceBeforeDiscount),
    },
  ];
  if (b.coupon && p.discount > 0) {
    lines.push({ kind: "subtotal", label: "Price before discount", amount: rs(p.priceBeforeDiscount) });
    lines.push({ kind: "discount", label: `Coupon ${b.coupon.code}`, amount: `- ${rs(p.discount)}` });
  }
  lines.push(
    { kind: "subtotal", label: "Price", amount: rs(p.price) },
    { kind: "tax", label: "CGST (9%)", amount: rs(p.cgst) },
    { kind: "tax", label: "SGST (9%)", amount: rs(p.sgst) },
    { kind: "total", label: "Total paid", amount: rs(b.totalPrice) },
  );
  if (b.refund) {
    lines.push({ kind: "refund", label: `Refunded ${rs(b.refund.amount)} on ${formatIndia(b.refund.at)} (${b.refund.id})` });
  }
  return lines;
}

export async function receiptPdf(b: DocumentBooking): Promise<Uint8Array> {
  const lines = receiptLines(b);
  const { doc, sheet } = await newDocument(
    `Purchase receipt ${b.code}`,
    `${b.parkingName}: total paid ${rs(b.totalPrice)}`,
    [b.code, ...(b.transaction_id ? [b.transaction_id] : []), "receipt"],
    documentDate(b),
  );
  sheet.header([PHONE, SUPPORT_EMAIL]);

  sheet.text("Purchase receipt", MARGIN, 112, { size: 24, bold: true });
  // The seller, on the right, as on any invoice.
  POSTAL_ADDRESS_LINES.forEach((line, i) =>
    sheet.textRight(line, CONTENT_RIGHT, 92 + i * 12, { size: 9, bold: i === 0, colour: i === 0 ? C.ink : C.muted }),
  );

  let top = 160;
  const facts: [string, string][] = [
    ["Receipt number", b.code],
    ["Date of payment", b.confirmedAt ? formatIndia(b.confirmedAt) : "Not paid"],
    ["Payment id", b.transaction_id ?? "-"],
    ["Order id", b.orderId ?? "-"],
    ["Car park", `${b.parkingName} (${b.parkingCode})`],
    ["Stay", `${formatIndia(b.inTime)} to ${formatIndia(b.outTime)}`],
    ["Vehicle", vehicleText(b.vehicle)],
  ];
  for (const [label, value] of facts) top = detailRow(sheet, label, value, top, { valueStyle: { size: 10.5 } });

  // The table: description on the left, amount right-aligned.
  top += 14;
  const amountRight = CONTENT_RIGHT - 10;
  const descWidth = CONTENT_RIGHT - MARGIN - 140;
  sheet.rect(MARGIN, top, CONTENT_RIGHT - MARGIN, 24, C.brand);
  sheet.text("Description", MARGIN + 10, top + 16, { size: 10, bold: true, colour: C.white });
  sheet.textRight("Amount", amountRight, top + 16, { size: 10, bold: true, colour: C.white });
  top += 24;

  for (const line of lines.filter((l) => l.kind !== "refund")) {
    const style: TextStyle = { size: line.kind === "total" ? 12 : 10.5, bold: line.kind === "total" || line.kind === "subtotal" };
    const wrapped = sheet.wrap(line.label, descWidth, style);
    const height = wrapped.length * (style.size! * 1.35) + 12;
    if (line.kind === "total") sheet.rect(MARGIN, top, CONTENT_RIGHT - MARGIN, height, C.brandTint);
    let lineTop = top + 6 + style.size!;
    for (const w of wrapped) {
      sheet.text(w, MARGIN + 10, lineTop, style);
      lineTop += style.size! * 1.35;
    }
    sheet.textRight(line.amount ?? "", amountRight, top + 6 + style.size!, { ...style, colour: line.kind === "discount" ? C.ok : C.ink });
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

  top += 28;
  top = sheet.paragraph(
    "Amounts in Indian rupees. CGST and SGST at 9% each on the price, each rounded up to the rupee.",
    MARGIN,
    top,
    CONTENT_RIGHT - MARGIN,
    {
      size: 9,
      colour: C.muted,
    },
  );
  sheet.paragraph("This is a computer-generated receipt and needs no signature.", MARGIN, top, CONTENT_RIGHT - MARGIN, {
    size: 9,
    colour: C.muted,
  });

  sheet.footer([POSTAL_ADDRESS, `Phone ${PHONE}  ·  ${SUPPORT_EMAIL}  ·  Booking id ${b.id}`]);
  return doc.save();
}
