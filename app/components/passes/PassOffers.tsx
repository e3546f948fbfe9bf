import type { PassOfferView } from "~/components/passes/pass-views";
import type { PassOffersMessages } from "~/i18n/passes/texts";

/**
 * A car park's monthly passes: one table per plan, a row per length, the price with GST per
 * vehicle kind. Every figure and word arrives formatted from the server (app/utils/pass-offer.server.ts), in the page's language.
 */
export function PassOffers({ offers, headingLevel, t }: { offers: PassOfferView[]; headingLevel: 2 | 3; t: PassOffersMessages }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="space-y-4">
      {offers.map((offer) => (
        <section key={offer.planId} aria-labelledby={`plan-${offer.planId}`} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
          <Heading id={`plan-${offer.planId}`} className="font-semibold text-slate-900">
            {offer.hours}
          </Heading>
          <table className="mt-2 w-full text-left text-sm">
            <thead>
              <tr className="text-slate-600">
                <th scope="col" className="py-1 pr-4 font-medium">
                  {t.length}
                </th>
                {offer.kinds.map((kind) => (
                  <th key={kind} scope="col" className="py-1 pr-4 font-medium">
                    {kind}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {offer.rows.map((row) => (
                <tr key={row.length} className="border-t border-slate-200">
                  <th scope="row" className="py-1.5 pr-4 font-medium text-slate-900">
                    {row.label}
                  </th>
                  {row.prices.map((price) => (
                    <td key={price.kind} className="py-1.5 pr-4 tabular-nums text-slate-900">
                      <span className="font-semibold">{price.total}</span>
                      {price.beforeTax ? <span className="block text-xs text-slate-500">{price.beforeTax}</span> : null}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
