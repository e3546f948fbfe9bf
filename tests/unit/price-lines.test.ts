import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { passPricing } from "@core/pass/pass-hold";
import { priceLines, type PriceLine } from "@core/pricing/price-lines";
import { applyDiscount, priceStay, withTax } from "@core/pricing/pricing";

const at = (iso: string) => new Date(iso);
/** The car park: 3-hour blocks at ₹65 for a four-wheeler. */
const parking = { price_for: 3, priceF: 65, priceT: 30 };
const sixHours = priceStay(parking, "four", at("2026-12-01T04:30:00Z"), at("2026-12-01T10:30:00Z"));

const table = (lines: PriceLine[]) => lines.map((l) => [l.label, l.amount]);
/** "₹1,234" or "−₹50" back to a number. */
const rupees = (amount: string) => (amount.startsWith("−") ? -1 : 1) * Number(amount.replace(/[^0-9]/g, ""));

describe("the price lines (issue 29, item 7)", () => {
  it("without a coupon: price from the blocks, taxable value, CGST, SGST, total", () => {
    const lines = priceLines(applyDiscount(sixHours, 0));
    expect(table(lines)).toEqual([
      ["Price", "₹130"],
      ["Taxable value", "₹130"],
      ["CGST (9%)", "₹12"],
      ["SGST (9%)", "₹12"],
      ["Total", "₹154"],
    ]);
    expect(lines[0]!.detail).toBe("2 × 3 h at ₹65");
  });

  it("with WELCOME50 (₹50 off): the price stays blocks × rate, the coupon comes off, tax is on what is left", () => {
    const lines = priceLines(applyDiscount(sixHours, 50), "WELCOME50");
    expect(table(lines)).toEqual([
      ["Price", "₹130"],
      ["Coupon (WELCOME50)", "−₹50"],
      ["Taxable value", "₹80"],
      // 9% of ₹80 is ₹7.20: rounded up to the rupee.
      ["CGST (9%)", "₹8"],
      ["SGST (9%)", "₹8"],
      ["Total", "₹96"],
    ]);
    expect(lines.map((l) => l.kind)).toEqual(["price", "coupon", "taxable", "cgst", "sgst", "total"]);
    expect(lines[0]!.detail).toBe("2 × 3 h at ₹65");
  });

  it("with a percent coupon held at its cap (SAVE10: 10% up to ₹100 on ₹1,300 is ₹100, not ₹130)", () => {
    const long = priceStay({ price_for: 1, priceF: 130, priceT: 40 }, "four", at("2026-12-01T00:00:00Z"), at("2026-12-01T10:00:00Z"));
    expect(long.price).toBe(1300);
    const discount = Math.min(Math.floor((long.price * 10) / 100), 100);
    expect(table(priceLines(applyDiscount(long, discount), "SAVE10"))).toEqual([
      ["Price", "₹1,300"],
      ["Coupon (SAVE10)", "−₹100"],
      ["Taxable value", "₹1,200"],
      ["CGST (9%)", "₹108"],
      ["SGST (9%)", "₹108"],
      ["Total", "₹1,416"],
    ]);
  });

  it("a pass is priced as a whole: its price line says so", () => {
    const pass = passPricing("four", at("2026-12-01T00:00:00Z"), at("2026-12-31T00:00:00Z"), withTax(2500));
    const lines = priceLines(pass);
    expect(table(lines)).toEqual([
      ["Price", "₹2,500"],
      ["Taxable value", "₹2,500"],
      ["CGST (9%)", "₹225"],
      ["SGST (9%)", "₹225"],
      ["Total", "₹2,950"],
    ]);
    expect(lines[0]!.detail).toBe("Pass price, paid in full");
  });

  it("property: the lines add up (price − coupon = taxable value; taxable + CGST + SGST = total) and the total is what is charged", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 72 * 60 }),
        fc.integer({ min: 0, max: 10_000 }),
        (blockHours, rate, minutes, wanted) => {
          const base = priceStay(
            { price_for: blockHours, priceF: rate, priceT: rate },
            "four",
            at("2026-12-01T00:00:00Z"),
            new Date(Date.UTC(2026, 11, 1) + minutes * 60_000),
          );
          const charged = applyDiscount(base, wanted);
          const [price, ...rest] = priceLines(charged, "CODE");
          const byKind = Object.fromEntries(rest.map((l) => [l.kind, rupees(l.amount)]));
          expect(rupees(price!.amount)).toBe(base.blocks * base.pricePerBlock);
          expect(rupees(price!.amount) + (byKind.coupon ?? 0)).toBe(byKind.taxable);
          expect(byKind.taxable! + byKind.cgst! + byKind.sgst!).toBe(byKind.total);
          expect(byKind.total).toBe(charged.total);
        },
      ),
    );
  });
});
