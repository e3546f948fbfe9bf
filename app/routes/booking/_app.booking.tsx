import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Pager } from "~/components/kit/Pager";
import { useLoaderData } from "@remix-run/react";
import { useCallback, useState } from "react";
import { BookingItem, type BookingCard } from "~/components/booking/BookingItem";
import { CancelDialog } from "~/components/booking/CancelDialog";
import { PASSES_TAB, StatusTabs } from "~/components/booking/StatusTabs";
import { fill } from "~/i18n/catalogue";
import { PassList } from "~/components/passes/PassList";
import { SearchBar } from "~/components/parking/SearchBar";
import { pageTitle } from "~/utils/brand";
import { useKeepVouchers } from "~/pwa/register";
import { loadMyBookings } from "~/routes/booking/parts/my-bookings.server";

/**
 * My bookings (spec parking §2, §4, §9): the search bar, one tab per listed status (links, so a tab
 * change is a plain GET that starts again at page 1), and 10 bookings a page. Cancelling asks first:
 * with JavaScript in a dialog on this page, without it on /booking/{id}/cancel; both post to that
 * page's action, which comes back here with ?notice=cancelled.
 *
 * Every figure and time is formatted on the server (app/routes/booking/parts/my-bookings.server.ts), so the browser
 * needs none of the booking modules and renders exactly the same text when it hydrates.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return loadMyBookings(request);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.t.title ?? "My bookings") }];

export default function Bookings() {
  const { status, passes, page, pages, total, bookings, notice, search, tabs, statusName, t } = useLoaderData<typeof loader>();
  const [toCancel, setToCancel] = useState<BookingCard | null>(null);
  // With the network, the phone's kept vouchers follow this list (issue 34).
  useKeepVouchers();
  const closeDialog = useCallback(() => setToCancel(null), []);

  return (
    <>
      <div className="space-y-6">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t.heading}</h1>

        <SearchBar {...search} collapsedOnMobile narrow />

        {notice ? (
          <p role="status" className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800">
            {notice}
          </p>
        ) : null}

        <StatusTabs current={passes ? PASSES_TAB : status} tabs={tabs} label={t.bookingStatus} />

        {passes ? (
          <section aria-labelledby="passes-heading" className="space-y-4">
            <h2 id="passes-heading" className="sr-only">
              {t.passes}
            </h2>
            <PassList passes={passes} t={t} />
          </section>
        ) : (
          <section aria-labelledby="bookings-heading" className="space-y-4">
            <h2 id="bookings-heading" className="sr-only">
              {fill(t.statusBookings, { status: statusName })}
            </h2>
            {bookings.length === 0 ? (
              <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-600">
                {fill(t.noBookings, { status: statusName })}
              </p>
            ) : (
              <>
                <p className="text-sm text-slate-600">{total === 1 ? t.oneBooking : fill(t.nBookings, { count: total })}</p>
                <ul className="grid gap-4 xl:grid-cols-2">
                  {bookings.map((booking) => (
                    <BookingItem key={booking.id} booking={booking} onCancel={setToCancel} t={t} />
                  ))}
                </ul>
              </>
            )}
            {pages > 1 ? (
              <Pager label={t.pagination} page={page} pages={pages} href={(n) => `/booking?status=${status}&page=${n}`} />
            ) : null}
          </section>
        )}
      </div>
      {/* Outside the spaced column: its margins would pull the modal off centre. */}
      <CancelDialog booking={toCancel} onClose={closeDialog} t={t} />
    </>
  );
}
