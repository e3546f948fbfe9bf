import type { DeskRow } from "~/routes/desk/parts/operator-desk";

/** The column names, in the page's language. */
interface DeskListTexts {
  code: string;
  vehicle: string;
  kind: string;
  window: string;
  reentry: string;
  status: string;
}

/**
 * Today's arrivals or departures at the operator desk: a table from sm up; on a phone (issue 31)
 * each row is a card, code and vehicle number large, every value under its own label (the column's
 * name, drawn from `data-label`, as the header row is only read out there). One table for both, so
 * the rows a person and a test find are the same at every width; on a card the status comes up beside
 * the code (grid order), where the booth worker looks first.
 */
const PHONE_LABEL =
  "max-sm:block max-sm:p-0 max-sm:before:block max-sm:before:text-sm max-sm:before:font-normal max-sm:before:text-slate-500 max-sm:before:content-[attr(data-label)]";

export function DeskList({ id, title, empty, rows, t }: { id: string; title: string; empty: string; rows: DeskRow[]; t: DeskListTexts }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {title} ({rows.length})
      </h2>
      {rows.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{empty}</p>
      ) : (
        <div className="mt-3 sm:overflow-x-auto">
          <table className="w-full text-left text-sm max-sm:block" data-testid={id}>
            <thead className="border-b border-slate-200 text-slate-600 max-sm:sr-only">
              <tr>
                {[t.code, t.vehicle, t.kind, t.window, t.reentry].map((name) => (
                  <th key={name} scope="col" className="py-2 pr-4 font-semibold">
                    {name}
                  </th>
                ))}
                <th scope="col" className="py-2 font-semibold">
                  {t.status}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 max-sm:block max-sm:space-y-3 max-sm:divide-y-0">
              {rows.map((row) => (
                <tr
                  key={row.id}
                  className="max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:gap-y-2 max-sm:rounded-lg max-sm:border max-sm:border-slate-200 max-sm:p-3 max-sm:text-base"
                >
                  <td
                    data-label={t.code}
                    className={`whitespace-nowrap py-2 pr-4 font-mono max-sm:order-1 max-sm:text-lg max-sm:font-bold ${PHONE_LABEL}`}
                  >
                    {row.code}
                  </td>
                  <td
                    data-label={t.vehicle}
                    className={`whitespace-nowrap py-2 pr-4 max-sm:order-3 max-sm:text-lg max-sm:font-bold ${PHONE_LABEL}`}
                  >
                    {row.vehicleNumber}
                  </td>
                  <td data-label={t.kind} className={`py-2 pr-4 max-sm:order-4 ${PHONE_LABEL}`}>
                    {row.kind}
                  </td>
                  <td data-label={t.window} className={`py-2 pr-4 max-sm:order-5 max-sm:col-span-2 ${PHONE_LABEL}`}>
                    {row.window}
                  </td>
                  <td data-label={t.reentry} className={`py-2 pr-4 max-sm:order-6 ${PHONE_LABEL}`}>
                    {row.reentry}
                  </td>
                  <td data-label={t.status} className={`py-2 max-sm:order-2 ${PHONE_LABEL}`}>
                    {row.status}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
