import { describe, expect, it } from "vitest";
import { formatIndianNumber } from "@core/i18n/numbers";
import { formatRupees } from "@core/pricing/pricing";
import { formatIndia, formatIndiaDay, formatLongUsDateIndia } from "@core/time/india-time";

/** Issue 35 §3: Indian digit grouping in both languages; dates and times in India time, in the language's format. */
describe("numbers and dates in both languages", () => {
  it("groups digits the Indian way", () => {
    expect(formatRupees(100000)).toBe("₹1,00,000");
    expect(formatRupees(96)).toBe("₹96");
    expect(formatRupees(1234)).toBe("₹1,234");
    expect(formatIndianNumber(1234567.5)).toBe("12,34,567.5");
    expect(formatIndianNumber(123456789)).toBe("12,34,56,789");
    expect(formatIndianNumber(-4500)).toBe("-4,500");
    expect(formatIndianNumber(2.345)).toBe("2.35");
  });

  it("prints India time in English as before and in Hindi with its day part", () => {
    // 04:30 UTC is 10:00 in India; 17:00 UTC is 22:30.
    expect(formatIndia("2026-11-22T04:30:00.000Z")).toBe("Sun, 22 Nov 2026, 10:00 am");
    expect(formatIndia("2026-11-22T04:30:00.000Z", "hi")).toBe("रवि, 22 नवंबर 2026, सुबह 10:00");
    expect(formatIndia("2026-11-22T17:00:00.000Z", "hi")).toBe("रवि, 22 नवंबर 2026, रात 10:30");
    expect(formatIndia("2026-11-22T08:30:00.000Z", "hi")).toBe("रवि, 22 नवंबर 2026, दोपहर 2:00");
    expect(formatIndia("2026-11-22T12:30:00.000Z", "hi")).toBe("रवि, 22 नवंबर 2026, शाम 6:00");
    expect(formatIndia("2026-11-21T18:30:00.000Z", "hi")).toBe("रवि, 22 नवंबर 2026, रात 12:00");
    expect(formatIndiaDay("2026-11-26T04:30:00.000Z", "hi")).toBe("गुरु, 26 नवंबर 2026");
    expect(formatLongUsDateIndia("2026-11-24T04:30:00.000Z", "hi")).toBe("24 नवंबर 2026");
    expect(formatLongUsDateIndia("2026-11-24T04:30:00.000Z")).toBe("November 24, 2026");
  });
});
