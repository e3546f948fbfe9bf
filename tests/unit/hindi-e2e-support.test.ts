import { describe, expect, it } from "vitest";
import { englishWordsIn } from "../e2e/support/hindi";

/** The e2e journeys' "no English left" check (tests/e2e/support/hindi.ts) must see English to fail on it. */
describe("englishWordsIn", () => {
  it("finds English words and lets codes, names, addresses and the brand pass", () => {
    expect(englishWordsIn("मेरी बुकिंग Cancel booking")).toEqual(["Cancel", "booking"]);
    expect(englishWordsIn("SMART PARKING · UPI · CGST (9%) · MH 12 AB 1234 · driver@example.com · /booking")).toEqual([]);
    expect(englishWordsIn("Phoenix Mall पार्किंग", ["Phoenix Mall"])).toEqual([]);
    expect(englishWordsIn("रवि, 22 नवंबर 2026, सुबह 10:00")).toEqual([]);
  });
});
