import type { PriceBreakdownView } from "~/components/booking/PriceBreakdown";
import { VEHICLE_KIND_LABEL } from "@core/parking/vehicle-kind";
import { blocksText, priceLines, type PricedStay } from "@core/pricing/price-lines";
import type { PriceBreakdown } from "@core/pricing/pricing";

/**
 * The pricing module's breakdown as the <PriceBreakdown> panel shows it: core's price lines (with the
 * coupon's, when one applied) and the stay's duration, nothing recomputed.
 */
export function priceBreakdownView(b: PriceBreakdown & PricedStay, couponCode?: string): PriceBreakdownView {
  return {
    kindLabel: VEHICLE_KIND_LABEL[b.vehicleKind],
    // A pass (decision 029) is priced as a whole, not by blocks of hours: its validity in days.
    duration:
      b.blockHours === 0
        ? `Validity: ${Math.round(b.hours / 24)} days`
        : `Duration: ${b.hours.toLocaleString("en-IN", { maximumFractionDigits: 2 })} h`,
    blocks: blocksText(b),
    lines: priceLines(b, couponCode).map(({ kind, label, amount }) => ({ kind, label, amount })),
  };
}
