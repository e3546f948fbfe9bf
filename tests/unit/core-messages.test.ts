import { describe, expect, it } from "vitest";
import { HINDI_MESSAGES } from "@core/i18n/hindi";
import { translateFieldMessages, translateMessage } from "@core/i18n/messages";
import { coreMessages, normaliseTemplate } from "../support/core-message-sources";

/**
 * Core's messages in Hindi (issue 35 §1, decision 059): every message core can show a person, found
 * in its source by tests/support/core-message-sources.ts, has a Hindi text in functions/core/i18n/hindi/.
 */
const found = coreMessages();
const keys = new Set(Object.keys(HINDI_MESSAGES).map(normaliseTemplate));
const englishTexts = Object.keys(HINDI_MESSAGES);
/** A text found with `{}` for a value matches a key with a placeholder there, or with the value written out. */
function hasHindi(found: string): boolean {
  const normalised = normaliseTemplate(found);
  if (keys.has(normalised)) return true;
  if (!normalised.includes("{}")) return false;
  const pattern = new RegExp(
    `^${normalised
      .split("{}")
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join(".+?")}$`,
    "s",
  );
  return englishTexts.some((key) => pattern.test(key));
}
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Found by the search but never shown to the person who sent the request, with why. */
const NOT_SHOWN = new Set([
  // The listing enquiry's body as mailed to the team (contact-service.ts), not a message to the sender.
  "Car park: {}\nCity: {}\n\n{}",
]);

describe("core's messages in Hindi", () => {
  it("are found in the source (a few hundred; zero would prove nothing)", () => {
    expect(new Set(found.map((m) => m.text)).size).toBeGreaterThan(200);
    expect(found.map((m) => m.text)).toContain("Server is down. Please try again later.");
    expect(found.map((m) => m.text)).toContain("Please sign in to continue.");
  });

  it("each has Hindi, the admin area's forms' too", () => {
    const missing = found
      .filter((m) => !NOT_SHOWN.has(m.text))
      .filter((m) => !hasHindi(m.text))
      .map((m) => `${m.file}:${m.line} ${JSON.stringify(m.text)}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it("says a message the same way wherever two catalogues both have it", () => {
    const files = import.meta.glob<Record<string, Record<string, string>>>("../../functions/core/i18n/hindi/!(index).ts", { eager: true });
    expect(Object.keys(files).length).toBeGreaterThan(5);
    const seen = new Map<string, { hindi: string; file: string }>();
    const differ: string[] = [];
    for (const [file, exports] of Object.entries(files)) {
      for (const [english, hindi] of Object.entries(Object.values(exports)[0]!)) {
        const before = seen.get(english);
        if (before && before.hindi !== hindi) differ.push(`${english}: ${before.file} "${before.hindi}" ≠ ${file} "${hindi}"`);
        seen.set(english, { hindi, file });
      }
    }
    expect(differ).toEqual([]);
  });

  it("the Hindi keeps every placeholder and is written in Devanagari", () => {
    for (const [english, hindi] of Object.entries(HINDI_MESSAGES)) {
      expect(placeholders(hindi), english).toEqual(placeholders(english));
      expect(/[\u0900-\u097F]/.test(hindi), `${english} → ${hindi}`).toBe(true);
    }
  });

  it("translates exact texts and texts with values, and leaves English as it is", () => {
    expect(translateMessage("Server is down. Please try again later.", "hi")).toBe("सर्वर अभी बंद है। कृपया थोड़ी देर बाद फिर कोशिश करें।");
    expect(translateMessage("Server is down. Please try again later.", "en")).toBe("Server is down. Please try again later.");
    expect(translateMessage("Subject must be at most 120 characters.", "hi")).toBe("विषय ज़्यादा से ज़्यादा 120 अक्षरों का हो सकता है।");
    expect(translateMessage("A text core never throws.", "hi")).toBe("A text core never throws.");
    expect(translateFieldMessages({ subject: ["Subject must be at most 9 characters."], body: null }, "hi")).toEqual({
      subject: ["विषय ज़्यादा से ज़्यादा 9 अक्षरों का हो सकता है।"],
      body: null,
    });
  });
});
