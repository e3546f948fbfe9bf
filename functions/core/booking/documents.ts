import { PDFDocument, PDFString, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import QRCode from "qrcode";
import { BRAND_NAME, COMPANY_NAME, PHONE, POSTAL_ADDRESS, POSTAL_ADDRESS_LINES, SUPPORT_EMAIL } from "../brand";
import { formatIndia } from "../time/india-time";
import type { Booking } from "./booking";

/**
 * The two PDFs of the confirmation e-mail (spec §1: "a booking voucher and a purchase receipt as
 * PDFs"). Pure functions of the booking: every date printed comes from the booking itself and the
 * PDF metadata dates are set from it too, so the same booking always gives the same bytes.
 *
 * pdf-lib's standard fonts speak WinAnsi only: amounts are written "Rs. 1,234" (never the rupee sign)
 * and any other character they cannot encode (a Devanagari car park name, say) is printed as "?"
 * rather than failing the whole confirmation.
 */

export type DocumentBooking = Pick<
  Booking,
  | "id"
  | "code"
  | "parkingName"
  | "parkingCode"
  | "address"
  | "lat"
  | "lng"
  | "vehicle"
  | "inTime"
  | "outTime"
  | "pricing"
  | "coupon"
  | "totalPrice"
  | "transaction_id"
  | "orderId"
  | "status"
  | "refund"
  | "createdAt"
  | "confirmedAt"
>;

// ---------------------------------------------------------------------------------------------
// Formatting (deterministic: no locale data, whose month names and spacing change between ICU builds;
// dates and times through formatIndia, the one India-time formatter)

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

function hoursText(hours: number): string {
  return `${Number.isInteger(hours) ? hours : Number(hours.toFixed(2))} h`;
}

export function directionsUrl(b: Pick<Booking, "lat" | "lng">): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${b.lat},${b.lng}`;
}

/** What the operator's scanner reads at check-in: the code people can also read out, and the id to look it up. */
export function voucherQrPayload(b: Pick<Booking, "code" | "id">): string {
  return `SMARTPARKING:${b.code}:${b.id}`;
}

export const QR_OPTIONS = { type: "png", errorCorrectionLevel: "M", margin: 1, width: 240 } as const;

export function voucherFileName(b: Pick<Booking, "code">): string {
  return `voucher-${fileSafe(b.code)}.pdf`;
}

export function receiptFileName(b: Pick<Booking, "code">): string {
  return `receipt-${fileSafe(b.code)}.pdf`;
}

function fileSafe(code: string): string {
  return code.replace(/[^A-Za-z0-9-]/g, "");
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

// ---------------------------------------------------------------------------------------------
// Drawing

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const CONTENT_RIGHT = A4.width - MARGIN;

const hex = (h: string): RGB =>
  rgb(parseInt(h.slice(1, 3), 16) / 255, parseInt(h.slice(3, 5), 16) / 255, parseInt(h.slice(5, 7), 16) / 255);
const C = {
  brand: hex("#114a93"),
  ink: hex("#0f172a"),
  muted: hex("#475569"),
  rule: hex("#cbd5e1"),
  panel: hex("#f1f5f9"),
  brandTint: hex("#e8f0fb"),
  link: hex("#155bb5"),
  white: rgb(1, 1, 1),
  ok: hex("#15803d"),
  bad: hex("#b91c1c"),
};

interface TextStyle {
  size?: number;
  bold?: boolean;
  colour?: RGB;
}

/** A page drawn top-down (y grows downwards from the top edge) with text made safe for the fonts. */
class Sheet {
  readonly page: PDFPage;
  private readonly charset: Set<number>;

  constructor(
    readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([A4.width, A4.height]);
    this.charset = new Set(regular.getCharacterSet());
  }

  /** WinAnsi only: the rupee sign becomes "Rs.", breaks become spaces, anything else unknown "?". */
  safe(text: string): string {
    let out = "";
    for (const ch of text
      .normalize("NFC")
      .replace(/₹\s*/g, "Rs. ")
      .replace(/\u2212/g, "-")
      .replace(/\s+/g, " ")) {
      out += this.charset.has(ch.codePointAt(0)!) ? ch : "?";
    }
    return out;
  }

  font(style: TextStyle): PDFFont {
    return style.bold ? this.bold : this.regular;
  }

  width(text: string, style: TextStyle = {}): number {
    return this.font(style).widthOfTextAtSize(this.safe(text), style.size ?? 10);
  }

  /** Draws one line with its baseline at `top` points below the top edge; returns its width. */
  text(text: string, x: number, top: number, style: TextStyle = {}): number {
    const size = style.size ?? 10;
    const s = this.safe(text);
    this.page.drawText(s, { x, y: A4.height - top, size, font: this.font(style), color: style.colour ?? C.ink });
    return this.font(style).widthOfTextAtSize(s, size);
  }

  textRight(text: string, right: number, top: number, style: TextStyle = {}): void {
    this.text(text, right - this.width(text, style), top, style);
  }

  /** Greedy word wrap; a word longer than the line (a URL, an id) is cut where it must be. */
  wrap(text: string, maxWidth: number, style: TextStyle = {}): string[] {
    const words = this.safe(text).split(" ").filter(Boolean);
    const lines: string[] = [];
    let line = "";
    const fits = (s: string) => this.width(s, style) <= maxWidth;
    for (let word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      while (!fits(word)) {
        let cut = word.length - 1;
        while (cut > 1 && !fits(word.slice(0, cut))) cut--;
        lines.push(word.slice(0, cut));
        word = word.slice(cut);
      }
      line = word;
    }
    if (line) lines.push(line);
    return lines.length ? lines : [""];
  }

  /** Wrapped paragraph from `top`; returns the top of the next line. */
  paragraph(text: string, x: number, top: number, maxWidth: number, style: TextStyle = {}, leading = 1.35): number {
    const size = style.size ?? 10;
    for (const line of this.wrap(text, maxWidth, style)) {
      this.text(line, x, top, style);
      top += size * leading;
    }
    return top;
  }

  rect(x: number, top: number, width: number, height: number, colour: RGB): void {
    this.page.drawRectangle({ x, y: A4.height - top - height, width, height, color: colour });
  }

  rule(top: number, x1 = MARGIN, x2 = CONTENT_RIGHT, colour = C.rule, thickness = 0.75): void {
    this.page.drawLine({ start: { x: x1, y: A4.height - top }, end: { x: x2, y: A4.height - top }, thickness, color: colour });
  }

  /** A clickable URI area over text already drawn (baseline at `top`). */
  link(url: string, x: number, top: number, width: number, size: number): void {
    const y = A4.height - top;
    const annot = this.doc.context.obj({
      Type: "Annot",
      Subtype: "Link",
      Rect: [x, y - size * 0.3, x + width, y + size],
      Border: [0, 0, 0],
      A: { Type: "Action", S: "URI", URI: PDFString.of(url) },
    });
    this.page.node.addAnnot(this.doc.context.register(annot));
  }

  /** The brand band across the top of every document. */
  header(rightLines: string[]): void {
    this.rect(0, 0, A4.width, 64, C.brand);
    this.text(BRAND_NAME, MARGIN, 40, { size: 20, bold: true, colour: C.white });
    rightLines.forEach((line, i) => this.textRight(line, CONTENT_RIGHT, 28 + i * 13, { size: 9, colour: C.white }));
  }

  footer(lines: string[]): void {
    const top = A4.height - 40 - (lines.length - 1) * 11;
    this.rule(top - 14);
    lines.forEach((line, i) => this.text(line, MARGIN, top + i * 11, { size: 8, colour: C.muted }));
  }
}

async function newDocument(title: string, subject: string, keywords: string[], at: string): Promise<{ doc: PDFDocument; sheet: Sheet }> {
  // No automatic metadata: pdf-lib would stamp the current time, and the bytes must depend on the booking only.
  const doc = await PDFDocument.create({ updateMetadata: false });
  const when = new Date(at);
  doc.setTitle(title);
  doc.setSubject(subject);
  doc.setKeywords(keywords);
  doc.setAuthor(COMPANY_NAME);
  doc.setCreator(BRAND_NAME);
  doc.setProducer(BRAND_NAME);
  doc.setLanguage("en-IN");
  doc.setCreationDate(when);
  doc.setModificationDate(when);
  const [regular, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);
  return { doc, sheet: new Sheet(doc, regular, bold) };
}

function documentDate(b: DocumentBooking): string {
  return b.confirmedAt ?? b.createdAt;
}

/** Label on the left, wrapped value on the right; returns the top of the next row. */
function detailRow(
  sheet: Sheet,
  label: string,
  value: string,
  top: number,
  opts: { labelWidth?: number; valueStyle?: TextStyle } = {},
): number {
  const labelWidth = opts.labelWidth ?? 118;
  sheet.text(label, MARGIN, top, { size: 9, bold: true, colour: C.muted });
  const end = sheet.paragraph(value, MARGIN + labelWidth, top, CONTENT_RIGHT - MARGIN - labelWidth, { size: 11, ...opts.valueStyle });
  return end + 8;
}

function statusColour(status: string): RGB {
  if (status === "Confirmed" || status === "Parked" || status === "Completed") return C.ok;
  if (status === "Cancelled" || status === "Expired" || status === "PaymentFailed") return C.bad;
  return C.ink;
}

function vehicleText(v: Booking["vehicle"]): string {
  return `${v.name}, ${v.number} (${v.type})`;
}

// ---------------------------------------------------------------------------------------------
// The voucher

export async function voucherPdf(b: DocumentBooking): Promise<Uint8Array> {
  const { doc, sheet } = await newDocument(
    `Booking voucher ${b.code}`,
    `${b.parkingName} (${b.parkingCode})`,
    [b.code, b.parkingCode, "voucher"],
    documentDate(b),
  );
  sheet.header([PHONE, SUPPORT_EMAIL]);

  // The QR code on the right, the code a person can read out on the left.
  const qrSize = 168;
  const qrLeft = CONTENT_RIGHT - qrSize;
  const qr = await doc.embedPng(await QRCode.toBuffer(voucherQrPayload(b), QR_OPTIONS));
  sheet.page.drawImage(qr, { x: qrLeft, y: A4.height - 88 - qrSize, width: qrSize, height: qrSize });
  const caption = "Scan at the entrance";
  sheet.text(caption, qrLeft + (qrSize - sheet.width(caption, { size: 9 })) / 2, 88 + qrSize + 14, { size: 9, colour: C.muted });

  const leftWidth = qrLeft - MARGIN - 16;
  sheet.text("Booking voucher", MARGIN, 112, { size: 24, bold: true });
  sheet.text("BOOKING CODE", MARGIN, 150, { size: 9, bold: true, colour: C.muted });
  sheet.text(b.code, MARGIN, 190, { size: 38, bold: true, colour: C.brand });
  sheet.text("Status", MARGIN, 222, { size: 9, bold: true, colour: C.muted });
  sheet.text(b.status, MARGIN + 40, 222, { size: 11, bold: true, colour: statusColour(b.status) });
  sheet.paragraph(`${b.parkingName} (${b.parkingCode})`, MARGIN, 250, leftWidth, { size: 13, bold: true });

  let top = 300;
  sheet.rule(top - 16);
  top = detailRow(sheet, "Car park", b.parkingName, top);
  top = detailRow(sheet, "Car park code", b.parkingCode, top);
  top = detailRow(sheet, "Address", b.address, top);
  top = detailRow(sheet, "Arrival", formatIndia(b.inTime), top, { valueStyle: { bold: true } });
  top = detailRow(sheet, "Departure", formatIndia(b.outTime), top, { valueStyle: { bold: true } });
  top = detailRow(sheet, "Duration", hoursText(b.pricing.hours), top);
  top = detailRow(sheet, "Vehicle", vehicleText(b.vehicle), top);

  // Directions: the address written out and clickable (the link is the whole printed URL).
  const url = directionsUrl(b);
  sheet.text("Directions", MARGIN, top, { size: 9, bold: true, colour: C.muted });
  let linkTop = top;
  for (const line of sheet.wrap(url, CONTENT_RIGHT - MARGIN - 118, { size: 10 })) {
    const w = sheet.text(line, MARGIN + 118, linkTop, { size: 10, colour: C.link });
    sheet.rule(linkTop + 2, MARGIN + 118, MARGIN + 118 + w, C.link, 0.5);
    sheet.link(url, MARGIN + 118, linkTop, w, 10);
    linkTop += 14;
  }
  top = linkTop + 18;

  // Good to know.
  const invalid = b.status === "Cancelled" || b.status === "Expired" || b.status === "PaymentFailed";
  const notes = invalid
    ? [`This booking is ${b.status === "Cancelled" ? "cancelled" : "not confirmed"}: this voucher is not valid for entry.`]
    : [
        `Arrive within your booked window: from ${formatIndia(b.inTime)} to ${formatIndia(b.outTime)} (India time).`,
        "Show this voucher, printed or on your phone, or tell the booking code at the entrance.",
        "Free cancellation up to 3 hours before arrival, from My bookings.",
      ];
  const noteWidth = CONTENT_RIGHT - MARGIN - 40;
  const noteHeight = 34 + notes.reduce((h, n) => h + sheet.wrap(n, noteWidth, { size: 10 }).length * 13.5 + 4, 0);
  sheet.rect(MARGIN, top, CONTENT_RIGHT - MARGIN, noteHeight, C.panel);
  sheet.rect(MARGIN, top, 3, noteHeight, C.brand);
  let noteTop = top + 20;
  sheet.text("Good to know", MARGIN + 20, noteTop, { size: 11, bold: true });
  noteTop += 18;
  for (const note of notes) {
    sheet.text("•", MARGIN + 20, noteTop, { size: 10 });
    noteTop = sheet.paragraph(note, MARGIN + 32, noteTop, noteWidth - 12, { size: 10 }) + 4;
  }

  sheet.footer([`${POSTAL_ADDRESS}`, `Phone ${PHONE}  ·  ${SUPPORT_EMAIL}  ·  Booking id ${b.id}`]);
  return doc.save();
}

// ---------------------------------------------------------------------------------------------
// The receipt

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
