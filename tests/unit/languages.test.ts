import { describe, expect, it } from "vitest";
import { LANGUAGE_EDGE_FUNCTION, languageFromAcceptLanguage, requestLanguage } from "@core/i18n/languages";

/**
 * Choosing the language (issue 35 §2, decision 058): Hindi on a first visit only when the browser
 * prefers it to English; the cookie and the profile win. The edge function (CloudFront) and the
 * origin must agree on every header, or a cached page would be in the wrong language.
 */
const HEADERS: [string | null, "en" | "hi"][] = [
  [null, "en"],
  ["", "en"],
  ["hi", "hi"],
  ["hi-IN", "hi"],
  ["hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7", "hi"],
  ["en-IN,en;q=0.9,hi;q=0.8", "en"],
  ["en-IN,hi-IN", "en"],
  ["hi-IN,en-IN", "hi"],
  ["en;q=0.5,hi;q=0.6", "hi"],
  ["mr-IN,hi;q=0.9,en;q=0.8", "hi"],
  ["ta-IN,en;q=0.9", "en"],
  ["fr-FR", "en"],
  ["*", "en"],
  ["hi;q=0", "en"],
  ["hi;q=abc,en;q=0.1", "en"],
  ["HI-in;Q=0.9, EN;q=0.4", "hi"],
  [";;;,,,", "en"],
  ["hi;q=2", "en"],
];

type EdgeRequest = { cookies?: Record<string, { value: string }>; headers: Record<string, { value: string }> };
// The CloudFront function's source, run as CloudFront would run it (a plain function, no imports).
const edge = new Function(`${LANGUAGE_EDGE_FUNCTION}; return spLanguage;`)() as (r: EdgeRequest) => string;
const edgeRequest = (header: string | null, cookie?: string): EdgeRequest => ({
  cookies: cookie ? { sp_lang: { value: cookie } } : {},
  headers: header === null ? {} : { "accept-language": { value: header } },
});

describe("the language of a first visit", () => {
  it.each(HEADERS)("Accept-Language %j → %s, at the origin and at the edge alike", (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
    expect(edge(edgeRequest(header))).toBe(expected);
  });
});

describe("a chosen language", () => {
  it("the cookie wins over the profile and the browser; then the profile; a bad cookie is ignored", () => {
    expect(requestLanguage("en", "hi", "hi-IN")).toBe("en");
    expect(requestLanguage("hi", undefined, "en")).toBe("hi");
    expect(requestLanguage(undefined, "hi", "en")).toBe("hi");
    expect(requestLanguage("xx", undefined, "hi")).toBe("hi");
    expect(edge(edgeRequest("en-IN", "hi"))).toBe("hi");
    expect(edge(edgeRequest("hi-IN", "en"))).toBe("en");
    expect(edge(edgeRequest("hi-IN", "xx"))).toBe("hi");
  });
});
