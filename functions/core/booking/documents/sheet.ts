import { PDFDocument, PDFString, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import { BRAND_NAME, COMPANY_NAME } from "../../brand";
import type { Booking } from "../booking";

/**
 * The sheet the booking documents (voucher.ts, receipt.ts) are drawn on: an A4 page on pdf-lib with
 * the shared layout (margins, colours, brand header, footer, label/value rows), the document's
 * metadata, and the text helpers both documents print with. Pure functions of the booking: every
 * date printed comes from the booking itself and the PDF metadata dates are set from it too, so the
 * same booking always gives the same bytes.
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
// Formatting both documents print (deterministic: no locale data, whose month names and spacing
// change between ICU builds; dates and times through formatIndia, the one India-time formatter)

export function hoursText(hours: number): string {
  return `${Number.isInteger(hours) ? hours : Number(hours.toFixed(2))} h`;
}

export function fileSafe(code: string): string {
  return code.replace(/[^A-Za-z0-9-]/g, "");
}

export function documentDate(b: DocumentBooking): string {
  return b.confirmedAt ?? b.createdAt;
}

export function vehicleText(v: Booking["vehicle"]): string {
  return `${v.name}, ${v.number} (${v.type})`;
}

// ---------------------------------------------------------------------------------------------
// Drawing

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 48;
export const CONTENT_RIGHT = A4.width - MARGIN;

export const hex = (h: string): RGB =>
  rgb(parseInt(h.slice(1, 3), 16) / 255, parseInt(h.slice(3, 5), 16) / 255, parseInt(h.slice(5, 7), 16) / 255);
export const C = {
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

export interface TextStyle {
  size?: number;
  bold?: boolean;
  colour?: RGB;
}

/** A page drawn top-down (y grows downwards from the top edge) with text made safe for the fonts. */
export class Sheet {
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

export async function newDocument(
  title: string,
  subject: string,
  keywords: string[],
  at: string,
): Promise<{ doc: PDFDocument; sheet: Sheet }> {
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

/** Label on the left, wrapped value on the right; returns the top of the next row. */
export function detailRow(
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
