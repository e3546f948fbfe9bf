import { policyOf } from "@core/booking/policy";
import type { Parking } from "@core/parking/parking";
import { VEHICLE_KIND_LABEL, VEHICLE_KINDS } from "@core/parking/vehicle-kind";
import { MONTH_CHOICES, planHoursLabel, planPrice, type PassPlan } from "@core/pass/pass-plan";
import { formatRupees, withTax } from "@core/pricing/pricing";
import type { PassOfferView } from "./pass-views";

/**
 * A car park's passes as pages show them (the detail page's Passes section and /pass/{id}): each
 * plan's hours and, per vehicle kind and length, the price with GST, all from the stored plans.
 * Formatted here, so the pages carry no pricing code to the browser.
 */

export function passOffers(parking: Pick<Parking, "passPlans">): PassOfferView[] {
  return (parking.passPlans ?? []).map((plan) => offerOf(plan)).filter((offer) => offer.rows.length > 0);
}

function offerOf(plan: PassPlan): PassOfferView {
  const kinds = VEHICLE_KINDS.filter((kind) => (plan.spaces[kind] ?? 0) > 0);
  const rows = MONTH_CHOICES.flatMap((months) => {
    const prices = kinds.map((kind) => {
      const price = planPrice(plan, months, kind);
      return price === undefined
        ? { kind: VEHICLE_KIND_LABEL[kind], total: "—", beforeTax: "" }
        : { kind: VEHICLE_KIND_LABEL[kind], total: formatRupees(withTax(price).total), beforeTax: `${formatRupees(price)} + GST` };
    });
    return prices.some((p) => p.beforeTax) ? [{ months, label: `${months} month${months === 1 ? "" : "s"}`, prices }] : [];
  });
  return { planId: plan.id, hours: planHoursLabel(plan), rows, kinds: kinds.map((kind) => VEHICLE_KIND_LABEL[kind]) };
}

/** The pass's own rules as the purchase page and the Passes tab print them (decision 029). */
export function passRules(parking: Pick<Parking, "policy">): string[] {
  const { cutoffHours } = policyOf(parking);
  const before = cutoffHours === 0 ? "until" : `up to ${cutoffHours} hour${cutoffHours === 1 ? "" : "s"} before`;
  return [
    "Unlimited entries and exits within the plan's hours, every day of the pass.",
    "Not valid for vehicles with a trailer, racks or altered dimensions.",
    `Free cancellation with a full refund ${before} the pass starts (midnight, India time, on its first day). Once it has started, a pass cannot be cancelled or changed.`,
  ];
}
