import { Link } from "@remix-run/react";
import type { PassCard } from "~/components/passes/pass-views";

/** The Passes tab's cards (app/routes/booking/parts/pass-cards.server.ts formats every figure). */
export function PassList({ passes }: { passes: PassCard[] }) {
  if (passes.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-600">
        No passes yet. Car parks that sell monthly passes show them on their page.
      </p>
    );
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
                <p className="mt-1 text-sm font-semibold text-slate-800">{pass.state}</p>
              </div>
              {pass.qr ? <img src={pass.qr} alt={`QR code of pass ${pass.code}`} width={120} height={120} className="shrink-0" /> : null}
            </div>
            <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-500">Plan</dt>
              <dd>
                {pass.plan} · {pass.length}
              </dd>
              <dt className="text-slate-500">Valid</dt>
              <dd>{pass.validity}</dd>
              <dt className="text-slate-500">Vehicle</dt>
              <dd>{pass.vehicle}</dd>
              <dt className="text-slate-500">Total paid</dt>
              <dd className="font-semibold">{pass.total}</dd>
            </dl>
            <div className="mt-4 flex flex-wrap gap-3 text-sm font-semibold">
              {pass.documents ? (
                <>
                  <a href={pass.documents.pass} className="text-brand-700 underline underline-offset-2">
                    Pass (PDF)
                  </a>
                  <a href={pass.documents.invoice} className="text-brand-700 underline underline-offset-2">
                    Tax invoice (PDF)
                  </a>
                </>
              ) : null}
              {pass.renew ? (
                <Link to={pass.renew} className="text-brand-700 underline underline-offset-2">
                  Renew pass
                </Link>
              ) : null}
              {pass.cancel ? (
                <Link to={`/booking/${encodeURIComponent(pass.id)}/cancel`} className="text-red-700 underline underline-offset-2">
                  Cancel pass (free until {pass.cancel.until})
                </Link>
              ) : null}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
