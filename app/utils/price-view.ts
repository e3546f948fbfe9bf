import type { PriceBreakdownView } from "~/components/PriceBreakdown";
import { VEHICLE_KIND_LABEL } from "@core/parking/vehicle-kind";
import { formatRupees, type PriceBreakdown } from "@core/pricing/pricing";

/** The pricing module's breakdown as the <PriceBreakdown> panel shows it: labels and rupees, nothing recomputed. */
export function priceBreakdownView(b: PriceBreakdown): PriceBreakdownView {
  return {
    kindLabel: VEHICLE_KIND_LABEL[b.vehicleKind],
    // A pass (decision 029) is priced as a whole, not by blocks of hours: its validity in days.
    duration:
      b.blockHours === 0
        ? `Validity: ${Math.round(b.hours / 24)} days`
        : `Duration: ${b.hours.toLocaleString("en-IN", { maximumFractionDigits: 2 })} h`,
    blocks: b.blockHours === 0 ? "Pass price, paid in full" : `${b.blocks} × ${b.blockHours} h at ${formatRupees(b.pricePerBlock)}`,
    price: formatRupees(b.price),
    cgst: formatRupees(b.cgst),
    sgst: formatRupees(b.sgst),
    total: formatRupees(b.total),
  };
}
