import { Link } from "@remix-run/react";
import type { ListedStatus } from "@core/booking/booking";

/** The tab that lists passes (issue 15), after the four booking statuses. */
export const PASSES_TAB = "Passes";

/**
 * My bookings' tabs: links, so a tab change is a plain GET. On a phone the five do not fit in one
 * row at a readable size (issue 31: "Completed" and "Cancelled" need 81–89 px), so below sm they sit
 * in two rows of three boxes, every tab, the current one included, in view without scrolling and
 * without JavaScript; from sm they are one row of underlined tabs. The tabs' names come from the
 * loader, in the page's language; the links keep the English status (the URL stays).
 */
export function StatusTabs({
  current,
  tabs,
  label,
}: {
  current: ListedStatus | typeof PASSES_TAB;
  tabs: readonly { status: string; label: string }[];
  label: string;
}) {
  return (
    <nav aria-label={label}>
      <ul className="grid grid-cols-3 gap-2 sm:flex sm:gap-1 sm:border-b sm:border-slate-200">
        {tabs.map(({ status, label: name }) => {
          const active = status === current;
          return (
            <li key={status} className="min-w-0">
              <Link
                to={`/booking?status=${status}`}
                aria-current={active ? "page" : undefined}
                className={`block whitespace-nowrap rounded-lg border px-1 py-2.5 text-center text-sm font-semibold sm:-mb-px sm:rounded-none sm:border-0 sm:border-b-2 sm:px-4 ${
                  active
                    ? "border-brand-600 bg-brand-50 text-brand-700 sm:bg-transparent"
                    : "border-slate-300 bg-white text-slate-600 hover:border-slate-400 hover:text-slate-900 sm:border-transparent sm:bg-transparent"
                }`}
              >
                {name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
