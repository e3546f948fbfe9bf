import { describe, expect, it } from "vitest";
import type { Catalogue, Messages } from "~/i18n/catalogue";

/**
 * Every message catalogue (issue 35 §1, decision 058): each `app/i18n/*.server.ts` module's
 * catalogues, found by their shape. A key missing in either language fails TypeScript already;
 * here: no empty text, the same {placeholders} in both, and Hindi written in Devanagari (brand
 * names, codes and plate numbers stay Latin inside it).
 */
const modules = import.meta.glob<Record<string, unknown>>(["../../app/i18n/**/*.server.ts", "../../functions/core/**/*.texts.ts"], {
  eager: true,
});
const catalogues = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => typeof value === "object" && value !== null && "en" in value && "hi" in value)
    .map(([name, value]) => [`${file.split("/").pop()} ${name}`, value as Catalogue<Messages>] as const),
);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("message catalogues", () => {
  it("are found (the frame's at least)", () => {
    expect(catalogues.map(([name]) => name)).toContain("chrome.server.ts CHROME");
    expect(catalogues.map(([name]) => name)).toContain("price-lines.texts.ts PRICE_LINE_TEXTS");
  });

  for (const [name, catalogue] of catalogues) {
    it(`${name}: the same keys, no empty text, the same placeholders, Hindi in Devanagari`, () => {
      expect(Object.keys(catalogue.hi).sort()).toEqual(Object.keys(catalogue.en).sort());
      for (const [key, english] of Object.entries(catalogue.en)) {
        const hindi = catalogue.hi[key]!;
        expect(english.trim(), key).not.toBe("");
        expect(hindi.trim(), key).not.toBe("");
        expect(placeholders(hindi), key).toEqual(placeholders(english));
        // Codes and acronyms alone ("CGST (9%)", "UPI") stay as they are in Hindi.
        const onlyCodes = !/[A-Za-z]/.test(hindi.replace(/\b[A-Z][A-Z0-9]+\b/g, "")) && hindi === english;
        expect(onlyCodes || /[\u0900-\u097F]/.test(hindi), `${key}: "${hindi}" has no Devanagari`).toBe(true);
      }
    });
  }
});
