import { passCards } from "~/routes/booking/parts/pass-cards.server";
import { defaultWindow, formatIndia, toIndiaInputValue } from "~/utils/india-time";
import { requireUser } from "~/utils/session.server";
import { PASSES_TAB } from "~/components/booking/StatusTabs";
import type { BookingCard } from "~/components/booking/BookingItem";
import { LISTED_STATUSES, wasPaid, type Booking, type ListedStatus } from "@core/booking/booking";
import { canCancel, getOwnBooking, listBookings } from "@core/booking/booking-service";
import { mayChange, mayExtend } from "@core/booking/policy";
import { priceLines } from "@core/pricing/price-lines";
import { formatRupees } from "@core/pricing/pricing";
import { directionsUrl } from "@core/parking/directions";
import { services } from "@core/services";
import { mayReview, REVIEW_MESSAGES, reviewedAmong } from "@core/review/reviews";
import type { Language } from "@core/i18n/languages";
import { translateMessage } from "@core/i18n/messages";
import { fill } from "~/i18n/catalogue";
import { MY_BOOKINGS, type MyBookingsMessages } from "~/i18n/booking/bookings.server";
import { statusLabel } from "~/i18n/booking/shared.server";
import { pageLanguage } from "~/i18n/language.server";
import { searchBarTexts } from "~/i18n/parking/search-bar.server";

/**
 * The server half of My bookings (app/routes/booking/_app.booking.tsx): the member's bookings of one tab,
 * a page at a time, each as a card whose every figure and time is formatted here, so the browser
 * needs none of the booking modules and renders exactly the same text when it hydrates.
 */
const PAGE_SIZE = 10;

function refundLine(booking: Booking, t: MyBookingsMessages, language: Language): BookingCard["refund"] {
  const refund = booking.refund;
  if (!refund) {
    // Cancelled after payment but no refund recorded: the gateway call failed and support settles it.
    return booking.status === "Cancelled" && booking.transaction_id
      ? { text: fill(t.refundPending, { amount: formatRupees(booking.totalPrice) }), done: false }
      : null;
  }
  const amount = formatRupees(refund.amount);
  const on = formatIndia(new Date(refund.at), language);
  if (refund.status === "processed") return { text: fill(t.refundProcessed, { amount, on }), done: true };
  // A refund the gateway refused is retried automatically (docs/decisions/006): it is late, not lost.
  if (refund.status === "failed") return { text: fill(t.refundRetrying, { amount }), done: false };
  if (refund.status === "requested") return { text: fill(t.refundRequested, { amount, on }), done: false };
  return { text: fill(t.refundInitiated, { amount, on, status: refund.status }), done: false };
}

function toCard(booking: Booking, now: Date, reviewed: Set<string>, t: MyBookingsMessages, language: Language): BookingCard {
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
    arrival: formatIndia(new Date(booking.inTime), language),
    departure: formatIndia(new Date(booking.outTime), language),
    vehicleNumber: booking.vehicle.number,
    vehicleName: booking.vehicle.name,
    total: formatRupees(booking.totalPrice),
    price: priceLines(booking.pricing, booking.coupon?.code, language).map(({ kind, label, amount }) => ({ kind, label, amount })),
    status: booking.status,
    statusLabel: statusLabel(booking.status, language),
    transactionId: booking.transaction_id ?? null,
    refund: refundLine(booking, t, language),
    documents: wasPaid(booking) ? { voucher: `${base}/voucher.pdf`, receipt: `${base}/receipt.pdf` } : null,
    // Not confirmed: nothing to offer or explain. Confirmed: Cancel until the deadline, then when it ended.
    cancel: cancel.allowed
      ? { open: true, until: formatIndia(cancel.deadline, language) }
      : cancel.reason === "tooLate"
        ? { open: false, endedOn: formatIndia(cancel.deadline, language) }
        : null,
    change: mayChange(booking, now).allowed && !booking.pendingChange ? `${base}/change` : null,
    extend: mayExtend(booking, now).allowed && !booking.pendingChange ? `${base}/change?kind=extend` : null,
    changeRefund: lastRefund ? fill(t.changeRefund, { amount: formatRupees(sumRefunds(booking, lastRefund.changeId)) }) : null,
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

/** The page's data: the tab (`status`), its page of cards or the passes, and the notice to show. */
export async function loadMyBookings(request: Request) {
  const { user } = await requireUser(request);
  const language = await pageLanguage(request);
  const t = MY_BOOKINGS.pick(language);
  const table = services().table;
  const query = new URL(request.url).searchParams;
  // The Passes tab (issue 15) lists passes, which the four booking tabs never show.
  const passes = query.get("status") === PASSES_TAB ? await passCards(table, user.id, language) : null;
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
      notice = fill(cancelled.pass ? t.passCancelled : t.bookingCancelled, { amount });
    }
  }

  if (query.get("notice") === "changed" && noticeFor) {
    const changed = await getOwnBooking(table, user.id, noticeFor).catch(() => undefined);
    if (changed?.lastChangeId) notice = fill(t.bookingChanged, { code: changed.code });
  }

  // Decision 028: back from the review page, which says what it did.
  if (query.get("notice") === "reviewed") notice = translateMessage(REVIEW_MESSAGES.saved, language);
  if (query.get("notice") === "review-deleted") notice = translateMessage(REVIEW_MESSAGES.deleted, language);
  const reviewed = status === "Completed" ? await reviewedAmong(table, user, result.bookings) : new Set<string>();

  const { inTime, outTime } = defaultWindow(now);
  return {
    status,
    passes,
    page: result.page,
    pages: result.pages,
    total: result.total,
    bookings: result.bookings.map((booking) => toCard(booking, now, reviewed, t, language)),
    notice,
    search: { inValue: toIndiaInputValue(inTime), outValue: toIndiaInputValue(outTime), ...(await searchBarTexts(request)) },
    // The tabs' names: the four statuses, then the passes.
    tabs: [...LISTED_STATUSES.map((s) => ({ status: s, label: statusLabel(s, language) })), { status: PASSES_TAB, label: t.passes }],
    statusName: statusLabel(status, language),
    t,
  };
}
