import { expect, type Page } from "@playwright/test";

/**
 * Issue 35's Done-when: a reader fluent in Hindi finds no English left on the journeys' pages, but
 * names, codes and the invoice's legal fields. `expectNoEnglish` reads the visible text of the page
 * (the frame included) and fails on a Latin word that is not allowed: the brand, codes (all capitals
 * and digits: UPI, CGST, MH 12 AB 1234, booking codes), e-mail addresses, web addresses, and the
 * words a test passes in `allow` (a car park's or a member's name, typed text).
 */
const ALWAYS_ALLOWED = [
  "SMART",
  "PARKING",
  "English",
  "Android",
  "iPhone",
  "Razorpay",
  "Google",
  "Maps",
  "OpenStreetMap",
  "Leaflet",
  "am",
  "pm",
];

export function englishWordsIn(text: string, allow: readonly string[] = []): string[] {
  const allowed = new Set([...ALWAYS_ALLOWED, ...allow.flatMap((a) => a.split(/[^A-Za-z]+/))].map((w) => w.toLowerCase()));
  const cleaned = text
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, " ") // e-mail addresses
    .replace(/\b(https?:\/\/|www\.)\S+/g, " ") // web addresses
    .replace(/\/[\w\-/.?=&%]+/g, " "); // paths shown as text
  return [...new Set(cleaned.match(/[A-Za-z][A-Za-z']*/g) ?? [])].filter(
    // Codes and acronyms (UPI, CGST, OTP, MH, AB) stay Latin; so do allowed names.
    (word) => !/^[A-Z0-9]+$/.test(word) && !allowed.has(word.toLowerCase()),
  );
}

export async function expectNoEnglish(page: Page, options: { allow?: readonly string[]; within?: string } = {}): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  const text = await page.locator(options.within ?? "body").innerText();
  expect(englishWordsIn(text, options.allow), `English left on ${page.url()}`).toEqual([]);
}

/** From wherever the visitor is, the footer's switch to Hindi (a plain link, JS on or off). */
export async function switchToHindi(page: Page): Promise<void> {
  await page.getByRole("contentinfo").getByRole("link", { name: "हिन्दी" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
}
