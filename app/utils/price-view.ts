import type { PriceBreakdownView } from "~/components/booking/PriceBreakdown";
import { fill } from "~/i18n/catalogue";
import { BOOKING_SHARED } from "~/i18n/booking/shared.server";
import type { Language } from "@core/i18n/languages";
import { formatIndianNumber } from "@core/i18n/numbers";
import { blocksText, priceLines, type PricedStay } from "@core/pricing/price-lines";
import type { PriceBreakdown } from "@core/pricing/pricing";

/**
 * The pricing module's breakdown as the <PriceBreakdown> panel shows it, in `language`: core's price
 * lines (with the coupon's, when one applied) and the stay's duration, nothing recomputed. Runs in
 * loaders only (its texts are a server catalogue).
 */
export function priceBreakdownView(b: PriceBreakdown & PricedStay, couponCode?: string, language: Language = "en"): PriceBreakdownView {
  const t = BOOKING_SHARED.pick(language);
  const kindLabel = b.vehicleKind === "two" ? t.twoWheeler : t.fourWheeler;
  return {
    kindLabel,
    heading: fill(t.priceFor, { kind: kindLabel }),
    // A pass (decision 029) is priced as a whole, not by blocks of hours: its validity in days.
    duration:
      b.blockHours === 0
        ? fill(t.validity, { days: Math.round(b.hours / 24) })
        : fill(t.duration, { hours: formatIndianNumber(b.hours, 2) }),
    blocks: blocksText(b, language),
    lines: priceLines(b, couponCode, language).map(({ kind, label, amount }) => ({ kind, label, amount })),
  };
}
