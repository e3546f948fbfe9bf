import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Pager } from "~/components/Pager";
import { Link, useFetcher, useLoaderData, useLocation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type MouseEvent } from "react";
import type { FormReply } from "~/components/forms";
import { PassList } from "~/components/PassList";
import { PriceLines, type PriceLineView } from "~/components/PriceLines";
import { SearchBar } from "~/components/SearchBar";
import { passCards } from "~/utils/pass-cards.server";
import { pageTitle } from "~/utils/brand";
import { defaultWindow, formatIndia, toIndiaInputValue } from "~/utils/india-time";
import { requireUser } from "~/utils/session.server";
import { LISTED_STATUSES, wasPaid, type Booking, type ListedStatus } from "@core/booking/booking";
import { canCancel, getOwnBooking, listBookings } from "@core/booking/booking-service";
import { mayChange, mayExtend } from "@core/booking/policy";
import { priceLines } from "@core/pricing/price-lines";
import { formatRupees } from "@core/pricing/pricing";
import { directionsUrl } from "@core/parking/directions";
import { services } from "@core/services";
import { mayReview, REVIEW_MESSAGES, reviewedAmong } from "@core/review/reviews";

/**
 * My bookings (spec parking §2, §4, §9): the search bar, one tab per listed status (links, so a tab
 * change is a plain GET that starts again at page 1), and 10 bookings a page. Cancelling asks first:
 * with JavaScript in a dialog on this page, without it on /booking/{id}/cancel; both post to that
 * page's action, which comes back here with ?notice=cancelled.
 *
 * Every figure and time is formatted here on the server, so the browser needs none of the booking
 * modules and renders exactly the same text when it hydrates.
 */
const PAGE_SIZE = 10;

interface BookingCard {
  id: string;
  code: string;
  parkingName: string;
  address: string;
  inTime: string;
  outTime: string;
  arrival: string;
  departure: string;
  vehicleNumber: string;
  vehicleName: string;
  total: string;
  /** Core's price lines (price, coupon, taxable value, CGST, SGST, total), as checkout showed them. */
  price: PriceLineView[];
  status: string;
  transactionId: string | null;
  refund: { text: string; done: boolean } | null;
  /** Voucher and receipt exist only for a booking that was paid for. */
  documents: { voucher: string; receipt: string } | null;
  cancel: { open: true; until: string } | { open: false; endedOn: string } | null;
  /** Links to change the booking (until its cut-off) and to extend the stay (until its departure), when the policy allows. */
  change: string | null;
  extend: string | null;
  /** The last lower-priced change's refund, when there was one. */
  changeRefund: string | null;
  /** A Completed stay's review page (decision 028), and whether the member has written one. */
  review: { href: string; written: boolean } | null;
  /** Directions to the car park while the stay is ahead or under way (Confirmed, Parked). */
  directions: string | null;
}

function refundLine(booking: Booking): BookingCard["refund"] {
  const refund = booking.refund;
  if (!refund) {
    // Cancelled after payment but no refund recorded: the gateway call failed and support settles it.
    return booking.status === "Cancelled" && booking.transaction_id
      ? { text: `Refund of ${formatRupees(booking.totalPrice)}: pending`, done: false }
      : null;
  }
  const amount = formatRupees(refund.amount);
  const on = formatIndia(new Date(refund.at));
  if (refund.status === "processed") return { text: `Refund of ${amount} processed on ${on}`, done: true };
  // A refund the gateway refused is retried automatically (docs/decisions/006): it is late, not lost.
  if (refund.status === "failed")
    return { text: `Refund of ${amount} requested; the payment partner has not accepted it yet, we retry automatically.`, done: false };
  if (refund.status === "requested") return { text: `Refund of ${amount} requested on ${on}`, done: false };
  return { text: `Refund of ${amount} initiated on ${on}: ${refund.status}`, done: false };
}

function toCard(booking: Booking, now: Date, reviewed: Set<string>): BookingCard {
  const cancel = canCancel(booking, now);
  const lastRefund = booking.changeRefunds?.at(-1);
  const base = `/booking/${encodeURIComponent(booking.id)}`;
  return {
    id: booking.id,
    code: booking.code,
    parkingName: booking.parkingName,
    address: booking.address,
    inTime: booking.inTime,
    outTime: booking.outTime,
    arrival: formatIndia(new Date(booking.inTime)),
    departure: formatIndia(new Date(booking.outTime)),
    vehicleNumber: booking.vehicle.number,
    vehicleName: booking.vehicle.name,
    total: formatRupees(booking.totalPrice),
    price: priceLines(booking.pricing, booking.coupon?.code).map(({ kind, label, amount }) => ({ kind, label, amount })),
    status: booking.status,
    transactionId: booking.transaction_id ?? null,
    refund: refundLine(booking),
    documents: wasPaid(booking) ? { voucher: `${base}/voucher.pdf`, receipt: `${base}/receipt.pdf` } : null,
    // Not confirmed: nothing to offer or explain. Confirmed: Cancel until the deadline, then when it ended.
    cancel: cancel.allowed
      ? { open: true, until: formatIndia(cancel.deadline) }
      : cancel.reason === "tooLate"
        ? { open: false, endedOn: formatIndia(cancel.deadline) }
        : null,
    change: mayChange(booking, now).allowed && !booking.pendingChange ? `${base}/change` : null,
    extend: mayExtend(booking, now).allowed && !booking.pendingChange ? `${base}/change?kind=extend` : null,
    changeRefund: lastRefund
      ? `Refund of ${formatRupees(sumRefunds(booking, lastRefund.changeId))} for your change requested: it reaches your account in 5–10 working days.`
      : null,
    review: mayReview(booking) ? { href: `${base}/review`, written: reviewed.has(booking.id) } : null,
    directions: booking.status === "Confirmed" || booking.status === "Parked" ? directionsUrl(booking) : null,
  };
}

/** A change's refund may be split over several payments (payment-shares.ts): its parts, added up. */
function sumRefunds(booking: Booking, changeId: string): number {
  return (booking.changeRefunds ?? []).filter((r) => r.changeId === changeId).reduce((sum, r) => sum + r.amount, 0);
}

function readStatus(value: string | null): ListedStatus {
  return LISTED_STATUSES.find((status) => status === value) ?? "Confirmed";
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const table = services().table;
  const query = new URL(request.url).searchParams;
  // The Passes tab (issue 15) lists passes, which the four booking tabs never show.
  const passes = query.get("status") === PASSES_TAB ? await passCards(table, user.id) : null;
  const status = readStatus(query.get("status"));
  const requested = Number.parseInt(query.get("page") ?? "1", 10);
  const now = new Date();
  // The service clamps the page into range: ?page=99 shows the last page rather than nothing.
  // The Passes tab shows no bookings: no query for them.
  const result = passes
    ? { page: 1, pages: 1, total: 0, bookings: [] }
    : await listBookings(table, user.id, status, Number.isFinite(requested) ? requested : 1, PAGE_SIZE);

  // After a cancellation: the banner names the refund of the booking just cancelled (own bookings only).
  let notice: string | null = null;
  const noticeFor = query.get("booking");
  if (query.get("notice") === "cancelled" && noticeFor) {
    const cancelled = await getOwnBooking(table, user.id, noticeFor).catch(() => undefined);
    if (cancelled?.status === "Cancelled") {
      const amount = formatRupees(cancelled.refund?.amount ?? cancelled.totalPrice);
      notice = `Your ${cancelled.pass ? "pass" : "booking"} has been cancelled. The refund of ${amount} is on its way (5–10 working days).`;
    }
  }

  if (query.get("notice") === "changed" && noticeFor) {
    const changed = await getOwnBooking(table, user.id, noticeFor).catch(() => undefined);
    if (changed?.lastChangeId) notice = `Your booking ${changed.code} has been changed. We have mailed you the new voucher and receipt.`;
  }

  // Decision 028: back from the review page, which says what it did.
  if (query.get("notice") === "reviewed") notice = REVIEW_MESSAGES.saved;
  if (query.get("notice") === "review-deleted") notice = REVIEW_MESSAGES.deleted;
  const reviewed = status === "Completed" ? await reviewedAmong(table, user, result.bookings) : new Set<string>();

  const { inTime, outTime } = defaultWindow(now);
  return {
    status,
    passes,
    page: result.page,
    pages: result.pages,
    total: result.total,
    bookings: result.bookings.map((booking) => toCard(booking, now, reviewed)),
    notice,
    search: { inValue: toIndiaInputValue(inTime), outValue: toIndiaInputValue(outTime) },
  };
}

export const meta: MetaFunction = () => [{ title: pageTitle("My bookings") }];

export default function Bookings() {
  const { status, passes, page, pages, total, bookings, notice, search } = useLoaderData<typeof loader>();
  const [toCancel, setToCancel] = useState<BookingCard | null>(null);
  const closeDialog = useCallback(() => setToCancel(null), []);

  return (
    <>
      <div className="space-y-6">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">My bookings</h1>

        <SearchBar inValue={search.inValue} outValue={search.outValue} collapsedOnMobile narrow />

        {notice ? (
          <p role="status" className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800">
            {notice}
          </p>
        ) : null}

        <StatusTabs current={passes ? PASSES_TAB : status} />

        {passes ? (
          <section aria-labelledby="passes-heading" className="space-y-4">
            <h2 id="passes-heading" className="sr-only">
              Passes
            </h2>
            <PassList passes={passes} />
          </section>
        ) : (
          <section aria-labelledby="bookings-heading" className="space-y-4">
            <h2 id="bookings-heading" className="sr-only">
              {status} bookings
            </h2>
            {bookings.length === 0 ? (
              <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-600">
                No bookings found for {status}
              </p>
            ) : (
              <>
                <p className="text-sm text-slate-600">{total === 1 ? "1 booking" : `${total} bookings`}</p>
                <ul className="grid gap-4 xl:grid-cols-2">
                  {bookings.map((booking) => (
                    <BookingItem key={booking.id} booking={booking} onCancel={setToCancel} />
                  ))}
                </ul>
              </>
            )}
            {pages > 1 ? <Pager page={page} pages={pages} href={(n) => `/booking?status=${status}&page=${n}`} /> : null}
          </section>
        )}
      </div>
      {/* Outside the spaced column: its margins would pull the modal off centre. */}
      <CancelDialog booking={toCancel} onClose={closeDialog} />
    </>
  );
}

const PASSES_TAB = "Passes";

function StatusTabs({ current }: { current: ListedStatus | typeof PASSES_TAB }) {
  return (
    <nav aria-label="Booking status">
      {/* Five equal columns on a phone, so every tab (the active one included) stays in view. */}
      <ul className="grid grid-cols-5 border-b border-slate-200 sm:flex sm:gap-1">
        {[...LISTED_STATUSES, PASSES_TAB].map((status) => {
          const active = status === current;
          return (
            <li key={status} className="min-w-0">
              <Link
                to={`/booking?status=${status}`}
                aria-current={active ? "page" : undefined}
                className={`-mb-px block border-b-2 px-1 py-2.5 text-center text-sm font-semibold sm:px-4 ${
                  active
                    ? "border-brand-600 text-brand-700"
                    : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900"
                }`}
              >
                {status}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

const STATUS_BADGES: Record<string, string> = {
  Confirmed: "bg-green-100 text-green-800",
  Parked: "bg-brand-100 text-brand-700",
  Completed: "bg-slate-100 text-slate-700",
  Cancelled: "bg-red-100 text-red-800",
};

function BookingItem({ booking, onCancel }: { booking: BookingCard; onCancel: (booking: BookingCard) => void }) {
  const headingId = `booking-${booking.id}`;
  const cancelPath = `/booking/${encodeURIComponent(booking.id)}/cancel`;

  // Without JavaScript (or before hydration) the link opens the confirmation page; with it the
  // same question comes as a dialog over this list.
  function openDialog(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onCancel(booking);
  }

  return (
    <li>
      <article aria-labelledby={headingId} className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id={headingId} className="text-lg font-semibold text-slate-900">
              {booking.parkingName}
            </h3>
            {booking.address ? <p className="mt-0.5 text-sm text-slate-600">{booking.address}</p> : null}
          </div>
          <p
            className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_BADGES[booking.status] ?? "bg-slate-100 text-slate-700"}`}
          >
            <span className="sr-only">Status: </span>
            {booking.status}
          </p>
        </div>

        <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-slate-500">Booking code</dt>
          <dd className="font-mono font-semibold text-slate-900">{booking.code}</dd>
          <dt className="text-slate-500">Arrival</dt>
          <dd className="text-slate-800">
            <time dateTime={booking.inTime}>{booking.arrival}</time>
          </dd>
          <dt className="text-slate-500">Departure</dt>
          <dd className="text-slate-800">
            <time dateTime={booking.outTime}>{booking.departure}</time>
          </dd>
          <dt className="text-slate-500">Vehicle</dt>
          <dd className="text-slate-800">
            <span className="font-mono">{booking.vehicleNumber}</span>
            {booking.vehicleName ? <span className="text-slate-500"> · {booking.vehicleName}</span> : null}
          </dd>
          {booking.transactionId ? (
            <>
              <dt className="text-slate-500">Transaction id</dt>
              <dd className="break-all font-mono text-slate-800">{booking.transactionId}</dd>
            </>
          ) : null}
        </dl>

        <section aria-label="Price" className="mt-4 rounded-lg bg-slate-50 px-3 py-2.5 ring-1 ring-slate-200">
          <PriceLines lines={booking.price} />
        </section>

        <div className="mt-auto pt-4">
          {booking.changeRefund ? (
            <p className="mb-3 rounded-md bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">{booking.changeRefund}</p>
          ) : null}
          {booking.refund ? (
            <p
              className={`mb-3 rounded-md px-3 py-2 text-sm font-medium ${booking.refund.done ? "bg-green-50 text-green-800" : "bg-amber-50 text-amber-900"}`}
            >
              {booking.refund.text}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-slate-100 pt-4">
            {booking.documents ? (
              <>
                <a
                  href={booking.documents.voucher}
                  download
                  className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  Download voucher
                </a>
                <a
                  href={booking.documents.receipt}
                  download
                  className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  Download receipt
                </a>
              </>
            ) : null}
            {booking.directions ? (
              <a
                href={booking.directions}
                target="_blank"
                rel="noopener"
                className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                Get directions<span className="sr-only"> to {booking.parkingName} (opens in a new tab)</span>
              </a>
            ) : null}
            {booking.change ? (
              <Link to={booking.change} className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
                Change booking
              </Link>
            ) : null}
            {booking.extend ? (
              <Link to={booking.extend} className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
                Extend stay
              </Link>
            ) : null}
            {booking.review ? (
              <Link to={booking.review.href} className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
                {booking.review.written ? "Edit your review" : "Write a review"}
              </Link>
            ) : null}
            {booking.cancel?.open ? (
              <Link
                to={cancelPath}
                onClick={openDialog}
                className="rounded-md border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 sm:ml-auto"
              >
                Cancel booking
              </Link>
            ) : null}
          </div>
          {booking.cancel ? (
            <p className="mt-2 text-xs text-slate-500">
              {booking.cancel.open
                ? `Free cancellation until ${booking.cancel.until}`
                : `Free cancellation ended on ${booking.cancel.endedOn}`}
            </p>
          ) : null}
        </div>
      </article>
    </li>
  );
}

/**
 * The confirmation as a modal: a native <dialog> opened with showModal(), which keeps focus inside,
 * closes on Escape and hands focus back to the Cancel link. Continue posts to the confirmation
 * page's action through a fetcher: success redirects (to the Cancelled tab), a failure is shown here.
 */
function CancelDialog({ booking, onClose }: { booking: BookingCard | null; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  // One fetcher per booking, so an earlier failure never shows against another booking.
  const fetcher = useFetcher<FormReply>({ key: `cancel-${booking?.id ?? "none"}` });
  const location = useLocation();
  const busy = fetcher.state !== "idle";
  // The action's refusal is the form kit's reply for a lone button (replyWithRefusal): the form's message.
  const refusal = fetcher.data?.result.error?.[""];
  const error = fetcher.state === "idle" && booking && refusal?.length ? refusal.join(" ") : null;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (booking && !dialog.open) dialog.showModal();
    if (!booking && dialog.open) dialog.close();
  }, [booking]);

  // Leaving the page (the redirect after a cancellation, or any other link) closes the dialog.
  useEffect(() => {
    onClose();
  }, [location.key, onClose]);

  return (
    <dialog
      ref={ref}
      aria-labelledby="cancel-dialog-title"
      aria-describedby="cancel-dialog-question"
      onClose={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60"
    >
      {booking ? (
        <div className="p-6">
          <h2 id="cancel-dialog-title" className="text-lg font-bold">
            Cancel this booking?
          </h2>
          <p className="mt-1 text-sm text-slate-600">{booking.parkingName}</p>
          <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-500">Booking code</dt>
            <dd className="font-mono font-semibold">{booking.code}</dd>
            <dt className="text-slate-500">Arrival</dt>
            <dd>{booking.arrival}</dd>
            <dt className="text-slate-500">Departure</dt>
            <dd>{booking.departure}</dd>
            <dt className="text-slate-500">Vehicle</dt>
            <dd className="font-mono">{booking.vehicleNumber}</dd>
          </dl>
          <p id="cancel-dialog-question" className="mt-4 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-800">
            You will get a refund of <span className="font-semibold">{booking.total}</span> within 5–10 working days.
          </p>
          {error ? (
            <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
              {error}
            </p>
          ) : null}
          <fetcher.Form
            method="post"
            action={`/booking/${encodeURIComponent(booking.id)}/cancel`}
            className="mt-6 flex flex-wrap justify-end gap-3"
          >
            <button
              type="button"
              onClick={onClose}
              className="rounded-md border border-slate-300 px-5 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
            >
              Back
            </button>
            <button
              type="submit"
              disabled={busy}
              className="rounded-md bg-red-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-red-700 disabled:cursor-wait disabled:opacity-75"
            >
              {busy ? "Cancelling..." : "Continue"}
            </button>
          </fetcher.Form>
        </div>
      ) : null}
    </dialog>
  );
}
