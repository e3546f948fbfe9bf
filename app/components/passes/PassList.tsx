import { Link } from "@remix-run/react";
import type { PassCard } from "~/components/passes/pass-views";
import { fill } from "~/i18n/catalogue";
import type { MyBookingsMessages } from "~/i18n/booking/texts";

/** The Passes tab's cards (app/routes/booking/parts/pass-cards.server.ts formats every figure). */
export function PassList({ passes, t }: { passes: PassCard[]; t: MyBookingsMessages }) {
  if (passes.length === 0)
    return <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-600">{t.noPasses}</p>;
  return (
    <ul className="grid gap-4 xl:grid-cols-2">
      {passes.map((pass) => (
        <li key={pass.id}>
          <article aria-labelledby={`pass-${pass.id}`} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="flex items-start justify-between gap-4">
              <div className="min-w-0">
                <h3 id={`pass-${pass.id}`} className="text-lg font-semibold text-slate-900">
                  {pass.parkingName}
                </h3>
                <p className="text-sm text-slate-600">{pass.address}</p>
                <p className="mt-1 font-mono text-sm font-semibold text-brand-700">{pass.code}</p>
                <p className="mt-1 text-sm font-semibold text-slate-800">{pass.stateLabel}</p>
              </div>
              {pass.qr ? (
                <img src={pass.qr} alt={fill(t.passQrAlt, { code: pass.code })} width={120} height={120} className="shrink-0" />
              ) : null}
            </div>
            <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-500">{t.plan}</dt>
              <dd>
                {pass.plan} · {pass.length}
              </dd>
              <dt className="text-slate-500">{t.valid}</dt>
              <dd>{pass.validity}</dd>
              <dt className="text-slate-500">{t.vehicle}</dt>
              <dd>{pass.vehicle}</dd>
              <dt className="text-slate-500">{t.totalPaid}</dt>
              <dd className="font-semibold">{pass.total}</dd>
            </dl>
            <div className="mt-4 flex flex-wrap gap-3 text-sm font-semibold">
              {pass.documents ? (
                <>
                  <a href={pass.documents.pass} className="text-brand-700 underline underline-offset-2">
                    {t.passPdf}
                  </a>
                  <a href={pass.documents.invoice} className="text-brand-700 underline underline-offset-2">
                    {t.invoicePdf}
                  </a>
                </>
              ) : null}
              {pass.renew ? (
                <Link to={pass.renew} className="text-brand-700 underline underline-offset-2">
                  {t.renewPass}
                </Link>
              ) : null}
              {pass.cancel ? (
                <Link to={`/booking/${encodeURIComponent(pass.id)}/cancel`} className="text-red-700 underline underline-offset-2">
                  {fill(t.cancelPass, { time: pass.cancel.until })}
                </Link>
              ) : null}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
