import type { Language } from "./languages";

/**
 * A message catalogue (issue 35, decision 058): one group of texts (a page, a part of the frame),
 * English as the spec writes it and Hindi with exactly the same keys; TypeScript refuses a Hindi
 * group that misses a key or adds one, and tests/unit/catalogues.test.ts that a placeholder differs.
 * The pages' catalogues live in `.server.ts` modules under app/i18n/, core's (mails, documents, price
 * lines) in `.texts.ts` modules beside the code that uses them. A page's loader picks the request's
 * language and only that language's texts travel to the browser, in the loader's data.
 */
export type Messages = Record<string, string>;
export type Catalogue<E extends Messages> = { en: E; hi: { readonly [K in keyof E]: string } };

export function defineCatalogue<const E extends Messages>(catalogue: Catalogue<E>): Catalogue<E> & { pick(language: Language): E } {
  return { ...catalogue, pick: (language) => (language === "hi" ? catalogue.hi : catalogue.en) as E };
}

/** Fills `{name}` placeholders; a missing value leaves the placeholder visible rather than "undefined". */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
