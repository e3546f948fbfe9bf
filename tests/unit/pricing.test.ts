import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatRupees, priceStay, taxOf } from "@core/pricing/pricing";

const at = (iso: string) => new Date(iso);
const parking = { price_for: 2, priceF: 50, priceT: 20 };

describe("pricing (spec §9)", () => {
  it("charges started blocks of price_for hours, with 9% + 9% tax rounded up", () => {
    // 5 h in 2-hour blocks = 3 blocks (the remainder counts as one more).
    const p = priceStay(parking, "four", at("2026-12-01T10:00:00Z"), at("2026-12-01T15:00:00Z"));
    expect(p).toMatchObject({ minutes: 300, hours: 5, blocks: 3, pricePerBlock: 50, price: 150, cgst: 14, sgst: 14, total: 178 });
    const two = priceStay(parking, "two", at("2026-12-01T10:00:00Z"), at("2026-12-01T12:00:00Z"));
    expect(two).toMatchObject({ blocks: 1, price: 20, cgst: 2, sgst: 2, total: 24 });
  });

  it("charges one block for a stay shorter than a block", () => {
    expect(priceStay(parking, "four", at("2026-12-01T10:00:00Z"), at("2026-12-01T10:01:00Z")).blocks).toBe(1);
  });

  it("rounds each tax share up to the rupee without float drift", () => {
    expect(taxOf(100)).toBe(9);
    expect(taxOf(101)).toBe(10); // 9.09 → 10
    expect(taxOf(300)).toBe(27); // exactly 27, not 28 from 0.09 * 300 = 27.000000000000004
  });

  it("formats rupees in Indian grouping", () => {
    expect(formatRupees(123456)).toBe("₹1,23,456");
  });

  const parkingArb = fc.record({
    price_for: fc.integer({ min: 1, max: 24 }),
    priceF: fc.integer({ min: 1, max: 5000 }),
    priceT: fc.integer({ min: 1, max: 5000 }),
  });
  const kindArb = fc.constantFrom("four" as const, "two" as const);
  const startArb = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2030, 0, 1) });

  it("property: a longer stay never costs less", () => {
    fc.assert(
      fc.property(
        parkingArb,
        kindArb,
        startArb,
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        (pk, kind, start, minutes, extra) => {
          const short = priceStay(pk, kind, new Date(start), new Date(start + minutes * 60_000));
          const long = priceStay(pk, kind, new Date(start), new Date(start + (minutes + extra) * 60_000));
          return long.total >= short.total && long.price >= short.price;
        },
      ),
    );
  });

  it("property: the blocks are exactly the started blocks, and the price is blocks × the per-block price", () => {
    fc.assert(
      fc.property(parkingArb, kindArb, startArb, fc.integer({ min: 1, max: 20_000 }), (pk, kind, start, minutes) => {
        const p = priceStay(pk, kind, new Date(start), new Date(start + minutes * 60_000));
        const block = pk.price_for * 60;
        const full = Math.floor(minutes / block);
        const expectedBlocks = minutes % block === 0 ? full : full + 1;
        return p.blocks === expectedBlocks && p.price === expectedBlocks * (kind === "four" ? pk.priceF : pk.priceT);
      }),
    );
  });

  it("property: each tax share is the smallest whole rupee at or above 9% and the total adds up", () => {
    fc.assert(
      fc.property(parkingArb, kindArb, startArb, fc.integer({ min: 1, max: 20_000 }), (pk, kind, start, minutes) => {
        const p = priceStay(pk, kind, new Date(start), new Date(start + minutes * 60_000));
        const exactHundredths = p.price * 9; // 9% in hundredths of a rupee, exact in integers
        return (
          p.cgst * 100 >= exactHundredths &&
          (p.cgst - 1) * 100 < exactHundredths &&
          p.sgst === p.cgst &&
          p.total === p.price + p.cgst + p.sgst
        );
      }),
    );
  });
});
