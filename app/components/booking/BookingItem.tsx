import { Link } from "@remix-run/react";
import type { MouseEvent } from "react";
import { PriceLines, type PriceLineView } from "~/components/booking/PriceLines";
import { fill } from "~/i18n/catalogue";
import type { MyBookingsMessages } from "~/i18n/booking/texts";

/** One booking as My bookings shows it, every text formatted on the server (app/routes/booking/parts/my-bookings.server.ts). */
export interface BookingCard {
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
  /** The status in the page's language. */
  statusLabel: string;
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

const STATUS_BADGES: Record<string, string> = {
  Confirmed: "bg-green-100 text-green-800",
  Parked: "bg-brand-100 text-brand-700",
  Completed: "bg-slate-100 text-slate-700",
  Cancelled: "bg-red-100 text-red-800",
};

export function BookingItem({
  booking,
  onCancel,
  t,
}: {
  booking: BookingCard;
  onCancel: (booking: BookingCard) => void;
  t: MyBookingsMessages;
}) {
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
            <span className="sr-only">{t.statusPrefix}</span>
            {booking.statusLabel}
          </p>
        </div>

        <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-slate-500">{t.bookingCode}</dt>
          <dd className="font-mono font-semibold text-slate-900">{booking.code}</dd>
          <dt className="text-slate-500">{t.arrival}</dt>
          <dd className="text-slate-800">
            <time dateTime={booking.inTime}>{booking.arrival}</time>
          </dd>
          <dt className="text-slate-500">{t.departure}</dt>
          <dd className="text-slate-800">
            <time dateTime={booking.outTime}>{booking.departure}</time>
          </dd>
          <dt className="text-slate-500">{t.vehicle}</dt>
          <dd className="text-slate-800">
            <span className="font-mono">{booking.vehicleNumber}</span>
            {booking.vehicleName ? <span className="text-slate-500"> · {booking.vehicleName}</span> : null}
          </dd>
          {booking.transactionId ? (
            <>
              <dt className="text-slate-500">{t.transactionId}</dt>
              <dd className="break-all font-mono text-slate-800">{booking.transactionId}</dd>
            </>
          ) : null}
        </dl>

        <section aria-label={t.price} className="mt-4 rounded-lg bg-slate-50 px-3 py-2.5 ring-1 ring-slate-200">
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
                  {t.downloadVoucher}
                </a>
                <a
                  href={booking.documents.receipt}
                  download
                  className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  {t.downloadReceipt}
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
                {t.getDirections}
                <span className="sr-only">{fill(t.directionsTo, { name: booking.parkingName })}</span>
              </a>
            ) : null}
            {booking.change ? (
              <Link to={booking.change} className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
                {t.changeBooking}
              </Link>
            ) : null}
            {booking.extend ? (
              <Link to={booking.extend} className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
                {t.extendStay}
              </Link>
            ) : null}
            {booking.review ? (
              <Link to={booking.review.href} className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
                {booking.review.written ? t.editReview : t.writeReview}
              </Link>
            ) : null}
            {booking.cancel?.open ? (
              <Link
                to={cancelPath}
                onClick={openDialog}
                className="rounded-md border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 sm:ml-auto"
              >
                {t.cancelBooking}
              </Link>
            ) : null}
          </div>
          {booking.cancel ? (
            <p className="mt-2 text-xs text-slate-500">
              {booking.cancel.open
                ? fill(t.freeUntil, { time: booking.cancel.until })
                : fill(t.freeEnded, { time: booking.cancel.endedOn })}
            </p>
          ) : null}
        </div>
      </article>
    </li>
  );
}
