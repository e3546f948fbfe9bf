/**
 * A stay's price as the server computed it (functions/core/pricing): every figure arrives already
 * formatted, so nothing here does arithmetic on money.
 */
export interface PriceBreakdownView {
  /** "Four Wheeler" */
  kindLabel: string;
  /** "Duration: 5 h" */
  duration: string;
  /** "3 × 2 h at ₹120" */
  blocks: string;
  price: string;
  cgst: string;
  sgst: string;
  total: string;
}

export function PriceBreakdown({ view, headingId }: { view: PriceBreakdownView; headingId: string }) {
  const rows: [string, string][] = [
    ["Price", view.price],
    ["CGST (9%)", view.cgst],
    ["SGST (9%)", view.sgst],
  ];
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <h3 id={headingId} className="font-semibold text-slate-900">
        Price for a {view.kindLabel}
      </h3>
      <p className="mt-2 text-sm text-slate-700">{view.duration}</p>
      <p className="text-sm text-slate-700">{view.blocks}</p>
      <dl className="mt-3 space-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-slate-700">{label}</dt>
            <dd className="font-medium tabular-nums text-slate-900">{value}</dd>
          </div>
        ))}
        <div className="mt-2 flex justify-between gap-4 border-t border-slate-300 pt-2 text-base">
          <dt className="font-bold text-slate-900">Total</dt>
          <dd className="font-bold tabular-nums text-slate-900">{view.total}</dd>
        </div>
      </dl>
    </section>
  );
}
