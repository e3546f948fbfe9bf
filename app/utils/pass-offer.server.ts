import { policyOf } from "@core/booking/policy";
import type { Language } from "@core/i18n/languages";
import type { Parking } from "@core/parking/parking";
import { VEHICLE_KIND_LABEL, VEHICLE_KINDS, type VehicleKind } from "@core/parking/vehicle-kind";
import { ACTIVATION_DAYS, NETWORK_DAY_CHOICES, networkPrice, type Network } from "@core/pass/network";
import { passLengthText } from "@core/pass/pass-terms";
import { MONTH_CHOICES, planHoursLabel, planPrice, type PassPlan } from "@core/pass/pass-plan";
import { formatRupees, withTax } from "@core/pricing/pricing";
import { fill } from "~/i18n/catalogue";
import { vehicleTypeLabel } from "~/i18n/booking/shared.server";
import { PASS_OFFERS, PASS_RULES } from "~/i18n/passes/passes.server";
import type { PassOfferView } from "../components/passes/pass-views";

/**
 * A car park's passes as pages show them (the detail page's Passes section and /pass/{id}): each
 * plan's hours and, per vehicle kind and length, the price with GST, all from the stored plans.
 * Formatted here, in the page's language, so the pages carry no pricing code to the browser.
 */

export function passOffers(parking: Pick<Parking, "passPlans">, language: Language = "en"): PassOfferView[] {
  return (parking.passPlans ?? []).map((plan) => offerOf(plan, language)).filter((offer) => offer.rows.length > 0);
}

function offerOf(plan: PassPlan, language: Language): PassOfferView {
  const kinds = VEHICLE_KINDS.filter((kind) => (plan.spaces[kind] ?? 0) > 0);
  const rows = priceRows(
    kinds,
    MONTH_CHOICES,
    (months, kind) => planPrice(plan, months, kind),
    (months) => passLengthText({ months }, language),
    language,
  );
  return { planId: plan.id, hours: planHoursLabel(plan, language), rows, kinds: kinds.map((kind) => kindLabel(kind, language)) };
}

/** A network's multi-location pass as the same table: a row per number of days. */
export function networkOffer(network: Network, language: Language = "en"): PassOfferView {
  const kinds = VEHICLE_KINDS.filter((kind) => (network.spaces[kind] ?? 0) > 0);
  const rows = priceRows(
    kinds,
    NETWORK_DAY_CHOICES,
    (days, kind) => networkPrice(network, days, kind),
    (days) => passLengthText({ months: 0, days }, language),
    language,
  );
  return {
    planId: `network-${network.id}`,
    hours: PASS_OFFERS.pick(language).networkHours,
    rows,
    kinds: kinds.map((kind) => kindLabel(kind, language)),
  };
}

const kindLabel = (kind: VehicleKind, language: Language) => vehicleTypeLabel(VEHICLE_KIND_LABEL[kind], language);

/** One row per length with at least one price: the price with GST per kind, "—" where not sold. */
function priceRows(
  kinds: VehicleKind[],
  lengths: readonly number[],
  priceOf: (length: number, kind: VehicleKind) => number | undefined,
  label: (length: number) => string,
  language: Language,
): PassOfferView["rows"] {
  const t = PASS_OFFERS.pick(language);
  return lengths.flatMap((length) => {
    const prices = kinds.map((kind) => {
      const price = priceOf(length, kind);
      return price === undefined
        ? { kind: kindLabel(kind, language), total: "—", beforeTax: "" }
        : {
            kind: kindLabel(kind, language),
            total: formatRupees(withTax(price).total),
            beforeTax: fill(t.beforeTax, { price: formatRupees(price) }),
          };
    });
    return prices.some((p) => p.beforeTax) ? [{ length, label: label(length), prices }] : [];
  });
}

/** The pass's own rules as the purchase page and the Passes tab print them (decision 029). */
export function passRules(parking: Pick<Parking, "policy">, language: Language = "en"): string[] {
  const t = PASS_RULES.pick(language);
  return [t.unlimited, t.noTrailer, cancellationRule(parking, language)];
}

/** A multi-location pass's rules; its cancellation is its first car park's, as on its booking. */
export function networkPassRules(home: Pick<Parking, "policy">, language: Language = "en"): string[] {
  const t = PASS_RULES.pick(language);
  return [fill(t.networkActivation, { days: ACTIVATION_DAYS - 1 }), t.networkUnlimited, t.noTrailer, cancellationRule(home, language)];
}

function cancellationRule(parking: Pick<Parking, "policy">, language: Language): string {
  const t = PASS_RULES.pick(language);
  const { cutoffHours } = policyOf(parking);
  if (cutoffHours === 0) return t.cancelUntil;
  return cutoffHours === 1 ? t.cancelOneHour : fill(t.cancelHours, { hours: cutoffHours });
}
