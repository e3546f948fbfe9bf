import { policyOf } from "@core/booking/policy";
import type { Parking } from "@core/parking/parking";
import { VEHICLE_KIND_LABEL, VEHICLE_KINDS, type VehicleKind } from "@core/parking/vehicle-kind";
import { ACTIVATION_DAYS, NETWORK_DAY_CHOICES, networkPrice, type Network } from "@core/pass/network";
import { passLengthText } from "@core/pass/pass-terms";
import { MONTH_CHOICES, planHoursLabel, planPrice, type PassPlan } from "@core/pass/pass-plan";
import { formatRupees, withTax } from "@core/pricing/pricing";
import type { PassOfferView } from "../components/passes/pass-views";

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
  const rows = priceRows(
    kinds,
    MONTH_CHOICES,
    (months, kind) => planPrice(plan, months, kind),
    (months) => passLengthText({ months }),
  );
  return { planId: plan.id, hours: planHoursLabel(plan), rows, kinds: kinds.map((kind) => VEHICLE_KIND_LABEL[kind]) };
}

/** A network's multi-location pass as the same table: a row per number of days. */
export function networkOffer(network: Network): PassOfferView {
  const kinds = VEHICLE_KINDS.filter((kind) => (network.spaces[kind] ?? 0) > 0);
  const rows = priceRows(
    kinds,
    NETWORK_DAY_CHOICES,
    (days, kind) => networkPrice(network, days, kind),
    (days) => passLengthText({ months: 0, days }),
  );
  return {
    planId: `network-${network.id}`,
    hours: "Any time of day, at any car park of the network",
    rows,
    kinds: kinds.map((kind) => VEHICLE_KIND_LABEL[kind]),
  };
}

/** One row per length with at least one price: the price with GST per kind, "—" where not sold. */
function priceRows(
  kinds: VehicleKind[],
  lengths: readonly number[],
  priceOf: (length: number, kind: VehicleKind) => number | undefined,
  label: (length: number) => string,
): PassOfferView["rows"] {
  return lengths.flatMap((length) => {
    const prices = kinds.map((kind) => {
      const price = priceOf(length, kind);
      return price === undefined
        ? { kind: VEHICLE_KIND_LABEL[kind], total: "—", beforeTax: "" }
        : { kind: VEHICLE_KIND_LABEL[kind], total: formatRupees(withTax(price).total), beforeTax: `${formatRupees(price)} + GST` };
    });
    return prices.some((p) => p.beforeTax) ? [{ length, label: label(length), prices }] : [];
  });
}

/** The pass's own rules as the purchase page and the Passes tab print them (decision 029). */
export function passRules(parking: Pick<Parking, "policy">): string[] {
  return [
    "Unlimited entries and exits within the plan's hours, every day of the pass.",
    "Not valid for vehicles with a trailer, racks or altered dimensions.",
    cancellationRule(parking),
  ];
}

/** A multi-location pass's rules; its cancellation is its first car park's, as on its booking. */
export function networkPassRules(home: Pick<Parking, "policy">): string[] {
  return [
    `Activated at the booth of the first car park you use, on the first day you chose or one of the ${ACTIVATION_DAYS - 1} days after; it then runs for the days you bought, at any time of day.`,
    "Unlimited entries and exits at every car park of the network while it runs.",
    "Not valid for vehicles with a trailer, racks or altered dimensions.",
    cancellationRule(home),
  ];
}

function cancellationRule(parking: Pick<Parking, "policy">): string {
  const { cutoffHours } = policyOf(parking);
  const before = cutoffHours === 0 ? "until" : `up to ${cutoffHours} hour${cutoffHours === 1 ? "" : "s"} before`;
  return `Free cancellation with a full refund ${before} the pass starts (midnight, India time, on its first day). Once it has started, a pass cannot be cancelled or changed.`;
}
