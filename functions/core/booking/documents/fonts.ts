import type fontkitModule from "@pdf-lib/fontkit";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import type { Fontkit } from "pdf-lib/cjs/types/fontkit";
import regeneratorRuntime from "regenerator-runtime";
import { BUNDLED_FONT_DIR, FONT_FILES, type Script, type Weight } from "./font-files";

export type { Script, Weight };

/**
 * The Unicode fonts the booking documents print with (decision 024): Noto Sans for Latin, digits and
 * the rupee sign, and the Noto Sans script fonts for the Indic names a booking may carry. The files
 * come from npm (@expo-google-fonts, Google Fonts' static TTFs with their shaping tables); pdf-lib
 * embeds each as a subset of the glyphs a document draws.
 */

// @pdf-lib/fontkit's Indic shaper was compiled with Babel's generator transform and calls a global
// regeneratorRuntime that nothing defines (pdf-lib issues #785, #1419): without it every Devanagari,
// Tamil or Bengali syllable throws a ReferenceError.
const g = globalThis as { regeneratorRuntime?: unknown };
g.regeneratorRuntime ??= regeneratorRuntime;

const require = createRequire(import.meta.url);

/**
 * A font file's path: beside the bundle in a Lambda (node_modules is not shipped there), else from
 * node_modules (tests, the local server, and the Remix build, which leaves dependencies external).
 */
function fontPath(spec: string): string {
  const bundled = fileURLToPath(new URL(`./${BUNDLED_FONT_DIR}/${basename(spec)}`, import.meta.url));
  return existsSync(bundled) ? bundled : require.resolve(spec);
}

const bytesCache = new Map<string, Uint8Array>();

/** A font's bytes, read once per process. */
export function fontBytes(script: Script, weight: Weight): Uint8Array {
  const spec = FONT_FILES[script][weight];
  let bytes = bytesCache.get(spec);
  if (!bytes) {
    bytes = new Uint8Array(readFileSync(fontPath(spec)));
    bytesCache.set(spec, bytes);
  }
  return bytes;
}

type FontkitModule = typeof fontkitModule;
type ParsedFont = ReturnType<FontkitModule["create"]>;
const parsed = new WeakMap<Uint8Array, ParsedFont>();
let loading: Promise<Fontkit> | undefined;

/**
 * The cached fontkit below, with @pdf-lib/fontkit loaded by the first document a process makes:
 * it is most of the documents' megabyte and a half of code, which every function that may send a
 * confirmation would otherwise load at each cold start (decision 034).
 */
export function loadCachedFontkit(): Promise<Fontkit> {
  loading ??= import("@pdf-lib/fontkit").then(({ default: fontkit }) => cachedFontkit(fontkit));
  return loading;
}

/**
 * fontkit for pdf-lib, parsing each font file once per process: pdf-lib calls create() for every
 * embedFont, and a parsed font keeps its decoded tables, glyphs and shaping plans between documents.
 * Sharing is safe: each document takes its own subset (createSubset) of the shared font.
 *
 * The GPOS table is hidden from fontkit. pdf-lib draws glyph ids with the fonts' own advance widths
 * and never reads the positions a layout returns, so GPOS (kerning, mark attachment) changes nothing
 * on the page; but decoding Noto Sans's kerning costs over a second on the first layout and several
 * milliseconds on every later one, and documents lay out hundreds of strings (measured: a voucher
 * took 450 ms with GPOS, see decision 024). GSUB, which shapes Indic syllables, stays.
 */
function cachedFontkit(fontkit: FontkitModule): Fontkit {
  return {
    create(buffer: Uint8Array, postscriptName?: string) {
      if (postscriptName) return fontkit.create(buffer, postscriptName);
      let font = parsed.get(buffer);
      if (!font) {
        font = fontkit.create(buffer);
        // fontkit decodes a table on first access into _tables; a null already there reads as "no GPOS".
        (font as unknown as { _tables: Record<string, unknown> })._tables.GPOS = null;
        padSubsetGlyphs(font);
        parsed.set(buffer, font);
      }
      return font;
    },
  } as Fontkit;
}

interface TTFSubsetInternals {
  glyf: Buffer[];
  offset: number;
  _addGlyph(gid: number): number;
}
const padded = new WeakSet<object>();

/**
 * @pdf-lib/fontkit's TrueType subsetter copies each glyph's bytes as they are and, when the subset is
 * small, writes the short loca format, which stores offsets halved. Noto's glyphs are not padded to
 * an even length, so every glyph after an odd-length one pointed into the middle of its neighbour
 * and was drawn empty (most of "SMART PARKING" vanished). Padding each copied glyph to an even
 * length, as the TrueType spec asks and upstream fontkit 2 does, keeps every offset exact.
 */
function padSubsetGlyphs(font: ParsedFont): void {
  const proto = Object.getPrototypeOf(font.createSubset()) as TTFSubsetInternals;
  if (padded.has(proto) || typeof proto._addGlyph !== "function") return;
  padded.add(proto);
  const addGlyph = proto._addGlyph;
  proto._addGlyph = function (this: TTFSubsetInternals, gid: number): number {
    const id = addGlyph.call(this, gid);
    const bytes = this.glyf[id]!;
    if (bytes.length % 2) {
      // fontkit's own Buffer class (a bundled polyfill): its encoder accepts no other.
      const FontkitBuffer = bytes.constructor as typeof Buffer;
      const even = FontkitBuffer.alloc(bytes.length + 1);
      even.set(bytes);
      this.glyf[id] = even;
      this.offset += 1;
    }
    return id;
  };
}

/** The script a character needs a font for; undefined for characters any of the fonts may print (spaces, punctuation, joiners). */
export function scriptOf(cp: number): Script | undefined {
  if (cp >= 0x0900 && cp <= 0x097f) return cp === 0x0964 || cp === 0x0965 ? undefined : "devanagari";
  if (cp >= 0xa8e0 && cp <= 0xa8ff) return "devanagari";
  if (cp >= 0x0980 && cp <= 0x09ff) return "bengali";
  if (cp >= 0x0b80 && cp <= 0x0bff) return "tamil";
  if (cp === 0x200c || cp === 0x200d || cp === 0x20 || cp === 0xa0) return undefined;
  return "latin";
}

/** The Indic scripts a set of texts needs, so a document embeds only those fonts. */
export function scriptsIn(texts: string[]): Set<Script> {
  const out = new Set<Script>(["latin"]);
  for (const text of texts) for (const ch of text) out.add(scriptOf(ch.codePointAt(0)!) ?? "latin");
  return out;
}
