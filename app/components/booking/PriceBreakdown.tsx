import { PriceLines, type PriceLineView } from "~/components/booking/PriceLines";

/**
 * A stay's price as the server computed it (functions/core/pricing): the lines arrive built and
 * formatted by core's priceLines, so nothing here does arithmetic on money.
 */
export interface PriceBreakdownView {
  /** "Four Wheeler" */
  kindLabel: string;
  /** "Price for a Four Wheeler", in the page's language. */
  heading: string;
  /** "Duration: 5 h" */
  duration: string;
  /** "3 × 2 h at ₹120" */
  blocks: string;
  /** Price, Coupon, Taxable value, CGST, SGST, Total: in that order. */
  lines: PriceLineView[];
}

export function PriceBreakdown({ view, headingId }: { view: PriceBreakdownView; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {view.heading}
      </h3>
      <p className="mt-2 text-sm text-slate-700">{view.duration}</p>
      <p className="text-sm text-slate-700">{view.blocks}</p>
      <PriceLines lines={view.lines} className="mt-3" />
    </section>
  );
}
