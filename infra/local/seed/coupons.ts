import type { Coupon } from "@core/coupon/coupon";
import { definitionUpdate, toCouponItem } from "@core/coupon/coupon-admin";
import type { Services } from "@core/services";
import { demoParkings } from "./demo-parkings";

/** The demo coupons the README lists. Re-seeding overwrites their definitions, never their uses. */
export function demoCoupons(): Coupon[] {
  const mumbai = demoParkings()
    .filter((p) => p.city === "Mumbai")
    .map((p) => p.id);
  return [
    {
      code: "WELCOME50",
      description: "₹50 off your booking",
      kind: "flat",
      value: 50,
      validFrom: "2026-01-01T00:00:00.000Z",
      validTo: "2027-12-31T18:29:59.000Z",
    },
    {
      code: "SAVE10",
      description: "10% off, up to ₹100",
      kind: "percent",
      value: 10,
      maxDiscount: 100,
      validFrom: "2026-01-01T00:00:00.000Z",
      validTo: "2027-12-31T18:29:59.000Z",
    },
    {
      code: "MUMBAI20",
      description: "20% off at Mumbai car parks, up to ₹150",
      kind: "percent",
      value: 20,
      maxDiscount: 150,
      validFrom: "2026-01-01T00:00:00.000Z",
      validTo: "2027-12-31T18:29:59.000Z",
      parkingIds: mumbai,
    },
    {
      code: "DIWALI25",
      description: "Expired festival offer",
      kind: "flat",
      value: 25,
      validFrom: "2025-10-01T00:00:00.000Z",
      validTo: "2025-11-15T18:29:59.000Z",
    },
  ];
}

/** Written as updates of their definitions, so their use counters (`usedCount`, the USED items) survive a re-seed. */
export async function seedDemoCoupons(svc: Pick<Services, "table">): Promise<number> {
  const coupons = demoCoupons();
  await Promise.all(
    coupons.map((c) => {
      const { pk, sk, gsi1pk, gsi1sk, entity, code } = toCouponItem(c);
      const update = definitionUpdate(c, { gsi1pk, gsi1sk, entity, code });
      return svc.table.update(pk, sk, update);
    }),
  );
  return coupons.length;
}
