import { Link } from "@remix-run/react";
import { RESERVE_ANCHOR, type Quote } from "~/components/parking/ReservationPanel";
import type { DetailMessages } from "~/i18n/parking/texts";

/**
 * The detail page's bar at the bottom of a phone's screen (issue 31): the total for the chosen
 * window and Book, wherever the driver has scrolled to. The total is the line the server's pricing
 * computed for the reservation panel, shown again, never worked out here. Sticky, not fixed: at the
 * end of the page it comes to rest above the footer instead of covering it. From lg up the panel
 * itself stays in view beside the page, so the bar is not shown. When there is nothing to book (the
 * times are wrong, or it is full), the bar's link goes to the panel, which says why.
 */
export function BookBar({ quote, t }: { quote?: Quote; t: DetailMessages }) {
  const total = quote?.price?.lines.find((line) => line.kind === "total")?.amount;
  return (
    <div className="sticky bottom-0 z-20 -mx-4 mt-8 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-2px_8px_rgba(15,23,42,.08)] sm:-mx-6 sm:px-6 lg:hidden">
      <div className="flex items-center justify-between gap-4">
        {total && quote?.price ? (
          <p className="min-w-0">
            <span className="block text-xl font-bold tabular-nums text-slate-900">{total}</span>
            <span className="block text-base text-slate-600">
              {quote.price.duration} · {quote.price.kindLabel}
            </span>
          </p>
        ) : (
          <p className="min-w-0 text-base text-slate-700">{t.chooseTimes}</p>
        )}
        {quote?.bookHref ? (
          <Link
            to={quote.bookHref}
            className="inline-flex h-12 shrink-0 items-center justify-center rounded-lg bg-brand-600 px-8 text-lg font-semibold text-white shadow-sm hover:bg-brand-700"
          >
            {t.book}
          </Link>
        ) : (
          <a
            href={`#${RESERVE_ANCHOR}`}
            className="inline-flex h-12 shrink-0 items-center rounded-lg border border-brand-600 px-4 text-base font-semibold text-brand-700"
          >
            {t.changeTimes}
          </a>
        )}
      </div>
    </div>
  );
}
