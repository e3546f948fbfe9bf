/**
 * The product's two languages (issue 35, decision 058): English as the spec writes it, and Hindi.
 * The language of a request is, in order: the visitor's choice (the `sp_lang` cookie, set by the
 * header's and footer's switch), the signed-in member's profile, and on a first visit the browser's
 * Accept-Language: Hindi only when the browser prefers it to English. Everyone else gets English.
 */
export const LANGUAGES = ["en", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** The cookie that remembers the choice (a preference, not a secret: readable by the edge function too). */
export const LANGUAGE_COOKIE = "sp_lang";
/** The header the edge function adds: the page cache keys on it (decision 030), so each language has its copy. */
export const LANGUAGE_HEADER = "x-sp-lang";

/** `<html lang>` and Intl: India's English and Hindi. */
export const LANGUAGE_TAGS: Record<Language, string> = { en: "en-IN", hi: "hi-IN" };
/** Each language named in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", hi: "हिन्दी" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Hindi when the browser ranks Hindi above English (a higher q, or the same q and listed first);
 * Marathi or Nepali readers who list Hindi before English get it too. Anything malformed is English.
 * The edge function (LANGUAGE_EDGE_FUNCTION) applies the same rule; a test holds them equal.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language {
  if (!header || header.length > 500) return DEFAULT_LANGUAGE;
  let hi = -1;
  let en = -1;
  let order = 0;
  let hiAt = 0;
  let enAt = 0;
  for (const part of header.split(",")) {
    order++;
    const [tag, ...params] = part.trim().split(";");
    const primary = (tag ?? "").trim().toLowerCase().split("-")[0];
    let q = 1;
    for (const param of params) {
      const [name, value] = param.trim().split("=");
      if (name?.trim().toLowerCase() === "q") q = Number(value);
    }
    if (!(q > 0 && q <= 1)) continue;
    if (primary === "hi" && q > hi) [hi, hiAt] = [q, order];
    if (primary === "en" && q > en) [en, enAt] = [q, order];
  }
  return hi > 0 && (hi > en || (hi === en && hiAt < enAt)) ? "hi" : "en";
}

/** The request's language from its cookie, else the member's profile, else Accept-Language. */
export function requestLanguage(cookieValue: string | undefined, profileLanguage: unknown, acceptLanguage: string | null): Language {
  if (isLanguage(cookieValue)) return cookieValue;
  if (isLanguage(profileLanguage)) return profileLanguage;
  return languageFromAcceptLanguage(acceptLanguage);
}

/**
 * The same rule for CloudFront's viewer-request function (cloudfront-js-2.0, no imports): the
 * cookie, else Accept-Language, written to LANGUAGE_HEADER for the cache key. A signed-in member's
 * profile language is not known at the edge, but their pages are never cached (decision 030).
 */
export const LANGUAGE_EDGE_FUNCTION = `function spLanguage(request) {
  var c = request.cookies && request.cookies.${LANGUAGE_COOKIE};
  if (c && (c.value === "en" || c.value === "hi")) return c.value;
  var h = request.headers["accept-language"];
  var header = h ? h.value : "";
  if (!header || header.length > 500) return "en";
  var hi = -1, en = -1, hiAt = 0, enAt = 0, parts = header.split(",");
  for (var i = 0; i < parts.length; i++) {
    var bits = parts[i].trim().split(";");
    var primary = bits[0].trim().toLowerCase().split("-")[0];
    var q = 1;
    for (var j = 1; j < bits.length; j++) {
      var kv = bits[j].trim().split("=");
      if (kv[0].trim().toLowerCase() === "q") q = Number(kv[1]);
    }
    if (!(q > 0 && q <= 1)) continue;
    if (primary === "hi" && q > hi) { hi = q; hiAt = i + 1; }
    if (primary === "en" && q > en) { en = q; enAt = i + 1; }
  }
  return hi > 0 && (hi > en || (hi === en && hiAt < enAt)) ? "hi" : "en";
}`;
