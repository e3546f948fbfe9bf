import type { PriceBreakdownView } from "~/components/PriceBreakdown";
import { VEHICLE_KIND_LABEL } from "@core/parking/vehicle-kind";
import { formatRupees, type PriceBreakdown } from "@core/pricing/pricing";

/** The pricing module's breakdown as the <PriceBreakdown> panel shows it: labels and rupees, nothing recomputed. */
export function priceBreakdownView(b: PriceBreakdown): PriceBreakdownView {
  return {
    kindLabel: VEHICLE_KIND_LABEL[b.vehicleKind],
    duration: `Duration: ${b.hours.toLocaleString("en-IN", { maximumFractionDigits: 2 })} h`,
    blocks: `${b.blocks} × ${b.blockHours} h at ${formatRupees(b.pricePerBlock)}`,
    price: formatRupees(b.price),
    cgst: formatRupees(b.cgst),
    sgst: formatRupees(b.sgst),
    total: formatRupees(b.total),
  };
}
