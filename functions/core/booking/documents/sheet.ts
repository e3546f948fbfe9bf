import type { PDFDocument, PDFFont, PDFOperator, PDFPage, RGB } from "pdf-lib";
import type { Fontkit } from "pdf-lib/cjs/types/fontkit";
import { BRAND_NAME, COMPANY_NAME } from "../../brand";
import { LANGUAGE_TAGS, type Language } from "../../i18n/languages";
import type { Booking } from "../booking";
import { fontBytes, loadCachedFontkit, scriptOf, scriptsIn, type Script, type Weight } from "./fonts";

/**
 * pdf-lib, loaded by the first document a process makes (newDocument), not when the function
 * starts: with fontkit it is a megabyte and a half of code to parse (decision 034).
 */
type PdfLib = typeof import("pdf-lib");

/**
 * The sheet the booking documents (voucher.ts, receipt.ts) are drawn on: an A4 page on pdf-lib with
 * the shared layout (margins, colours, brand header, footer, label/value rows), the document's
 * metadata, and the text helpers both documents print with. Pure functions of the booking: every
 * date printed comes from the booking itself and the PDF metadata dates are set from it too, so the
 * same booking always gives the same bytes.
 *
 * Text is printed in Noto Sans (Latin, digits, the rupee sign) and, run by run, in the Noto script
 * font of each Devanagari, Bengali or Tamil stretch (fonts.ts, decision 024); each font is embedded
 * as a subset of the glyphs drawn. A character none of the fonts has is printed as "?" rather than
 * failing the whole confirmation.
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
  | "invoice"
  | "policy"
  | "createdAt"
  | "confirmedAt"
> &
  Partial<Pick<Booking, "pass">>;

// ---------------------------------------------------------------------------------------------
// Formatting both documents print (deterministic: no locale data, whose month names and spacing
// change between ICU builds; dates and times through formatIndia, the one India-time formatter)

export function fileSafe(code: string): string {
  return code.replace(/[^A-Za-z0-9-]/g, "");
}

export function documentDate(b: DocumentBooking): string {
  return b.confirmedAt ?? b.createdAt;
}

// ---------------------------------------------------------------------------------------------
// Drawing

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 48;
export const CONTENT_RIGHT = A4.width - MARGIN;

/** pdf-lib's `rgb` (the same object), here so the colours need no pdf-lib loaded. */
const rgb = (red: number, green: number, blue: number): RGB => ({ type: "RGB", red, green, blue }) as RGB;

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

/** A stretch of text that one font prints. */
interface Run {
  text: string;
  script: Script;
  font: PDFFont;
}

type Fonts = Map<`${Script}-${Weight}`, PDFFont>;

function hasGlyph(fontkit: Fontkit, script: Script, weight: Weight, cp: number): boolean {
  return fontkit.create(fontBytes(script, weight)).hasGlyphForCodePoint(cp);
}

/** A page drawn top-down (y grows downwards from the top edge) with text made safe for the fonts. */
export class Sheet {
  readonly page: PDFPage;

  constructor(
    readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly pdf: PdfLib,
    private readonly fontkit: Fontkit,
  ) {
    this.page = doc.addPage([A4.width, A4.height]);
  }

  /** One line of plain text: breaks become spaces, the minus sign a hyphen. */
  safe(text: string): string {
    return text
      .normalize("NFC")
      .replace(/\u2212/g, "-")
      .replace(/\s+/g, " ");
  }

  /**
   * The text cut into runs by script: spaces and joiners stay in the run they are in, so a name in
   * Devanagari is shaped as one run; a character no embedded font has becomes "?" in Noto Sans.
   */
  runs(text: string, style: TextStyle = {}): Run[] {
    const weight: Weight = style.bold ? "bold" : "regular";
    const runs: { text: string; script: Script }[] = [];
    for (const ch of this.safe(text)) {
      const cp = ch.codePointAt(0)!;
      const last = runs[runs.length - 1];
      let script = scriptOf(cp) ?? last?.script ?? "latin";
      let out = ch;
      if (!this.fonts.has(`${script}-${weight}`) || !hasGlyph(this.fontkit, script, weight, cp)) {
        script = "latin";
        if (!hasGlyph(this.fontkit, "latin", weight, cp)) out = "?";
      }
      if (last && last.script === script) last.text += out;
      else runs.push({ text: out, script });
    }
    return runs.map((r) => ({ ...r, font: this.fonts.get(`${r.script}-${weight}`)! }));
  }

  width(text: string, style: TextStyle = {}): number {
    const size = style.size ?? 10;
    return this.runs(text, style).reduce((w, r) => w + r.font.widthOfTextAtSize(r.text, size), 0);
  }

  /** Draws one line with its baseline at `top` points below the top edge; returns its width. */
  text(text: string, x: number, top: number, style: TextStyle = {}): number {
    const size = style.size ?? 10;
    let at = x;
    for (const run of this.runs(text, style)) {
      // Shaped Indic text is painted in visual order (a pre-base vowel sign before its consonant, a
      // reph after its syllable): ActualText gives extractors that honour it the logical text.
      const marked = run.script !== "latin";
      if (marked) this.page.pushOperators(actualText(this.pdf, run.text));
      this.page.drawText(run.text, { x: at, y: A4.height - top, size, font: run.font, color: style.colour ?? C.ink });
      if (marked) this.page.pushOperators(this.pdf.endMarkedContent());
      at += run.font.widthOfTextAtSize(run.text, size);
    }
    return at - x;
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
        // By code point, so a cut never splits a surrogate pair.
        const chars = Array.from(word);
        let cut = chars.length - 1;
        while (cut > 1 && !fits(chars.slice(0, cut).join(""))) cut--;
        lines.push(chars.slice(0, cut).join(""));
        word = chars.slice(cut).join("");
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
      A: { Type: "Action", S: "URI", URI: this.pdf.PDFString.of(url) },
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

/** `/Span <</ActualText (text)>> BDC`: the logical text of what is painted until the next EMC. */
function actualText(pdf: PdfLib, text: string): PDFOperator {
  return pdf.PDFOperator.of(pdf.PDFOperatorNames.BeginMarkedContentSequence, [
    pdf.PDFName.of("Span"),
    `<</ActualText ${pdf.PDFHexString.fromText(text).toString()}>>`,
  ]);
}

/**
 * A new one-page document. `texts` are every text the document may print: the fonts of the scripts
 * in them are embedded (as subsets of the glyphs drawn), and no others. `language` is the document's
 * (its metadata's language tag); a Hindi document lists its Hindi texts in `texts` too.
 */
export async function newDocument(
  title: string,
  subject: string,
  keywords: string[],
  at: string,
  texts: string[],
  language: Language = "en",
): Promise<{ doc: PDFDocument; sheet: Sheet }> {
  // No automatic metadata: pdf-lib would stamp the current time, and the bytes must depend on the booking only.
  const [pdf, fontkit] = await Promise.all([import("pdf-lib"), loadCachedFontkit()]);
  const doc = await pdf.PDFDocument.create({ updateMetadata: false });
  const when = new Date(at);
  doc.setTitle(title);
  doc.setSubject(subject);
  doc.setKeywords(keywords);
  doc.setAuthor(COMPANY_NAME);
  doc.setCreator(BRAND_NAME);
  doc.setProducer(BRAND_NAME);
  doc.setLanguage(LANGUAGE_TAGS[language]);
  doc.setCreationDate(when);
  doc.setModificationDate(when);
  doc.registerFontkit(fontkit);
  const fonts: Fonts = new Map();
  for (const script of scriptsIn([title, subject, ...keywords, ...texts])) {
    for (const weight of ["regular", "bold"] as const) {
      const bytes = fontBytes(script, weight);
      // The PDF way of naming a subset (six capitals, "+", the font's name); fixed rather than random, so the bytes stay the same.
      const tag = `SP${script.slice(0, 2)}${weight.slice(0, 2)}`.toUpperCase();
      const customName = `${tag}+${fontkit.create(bytes).postscriptName}`;
      fonts.set(`${script}-${weight}`, await doc.embedFont(bytes, { subset: true, customName }));
    }
  }
  return { doc, sheet: new Sheet(doc, fonts, pdf, fontkit) };
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
