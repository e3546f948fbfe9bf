/**
 * Core's price lines (functions/core/pricing/price-lines.ts) as a list of labels and amounts, in the
 * order core gives them; the last one, the total, set apart. Shared by the price panel and the
 * booking card so the two read the same.
 */
export interface PriceLineView {
  kind: string;
  label: string;
  amount: string;
}

export function PriceLines({ lines, className = "" }: { lines: PriceLineView[]; className?: string }) {
  return (
    <dl className={`space-y-1.5 text-sm ${className}`}>
      {lines.map((line) =>
        line.kind === "total" ? (
          <div key={line.kind} className="mt-2 flex justify-between gap-4 border-t border-slate-300 pt-2 text-base">
            <dt className="font-bold text-slate-900">{line.label}</dt>
            <dd className="font-bold tabular-nums text-slate-900">{line.amount}</dd>
          </div>
        ) : (
          <div key={line.kind} className="flex justify-between gap-4">
            <dt className={line.kind === "coupon" ? "font-semibold text-emerald-800" : "text-slate-700"}>{line.label}</dt>
            <dd className={`tabular-nums ${line.kind === "coupon" ? "font-semibold text-emerald-800" : "font-medium text-slate-900"}`}>
              {line.amount}
            </dd>
          </div>
        ),
      )}
    </dl>
  );
}
