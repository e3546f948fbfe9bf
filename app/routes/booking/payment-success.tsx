import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useKeepVouchers } from "~/pwa/register";
import { Link, useLoaderData } from "@remix-run/react";
import { DelayedRedirect } from "~/components/kit/DelayedRedirect";
import { LineIcon } from "~/components/kit/Icon";
import { pageTitle } from "~/utils/brand";
import { formatIndia } from "~/utils/india-time";
import { requireUser } from "~/utils/session.server";
import { getBookingByOrder } from "@core/payment/payment-service";
import { formatRupees } from "@core/pricing/pricing";
import { services } from "@core/services";
import { fill } from "~/i18n/catalogue";
import { PAYMENT_SUCCESS } from "~/i18n/booking/payment.server";
import { pageLanguage } from "~/i18n/language.server";

/**
 * /payment-success?id&order (spec §2 Payment success): the confirmed booking, then /booking after
 * 3 seconds (§9) — a meta refresh without JavaScript, a timer with it.
 *
 * The refresh sits in a <noscript>, not in the route's `meta`: a refresh in <head> is scheduled by
 * the browser as the page loads (or as the tag is inserted after a client-side navigation) and
 * cannot be cancelled, so with JavaScript it fired on top of the timer and, worse, pulled a member
 * who had already moved on to another page back to /booking three seconds later. Browsers honour
 * the refresh wherever the element is parsed; inside <noscript> it is parsed only with scripting off.
 *
 * The booking is found through its order (the ORDER# item holds the booking id), for the signed-in
 * member only.
 */
const REDIRECT_SECONDS = 3;
const BOOKINGS_PATH = "/booking";

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const language = await pageLanguage(request);
  const query = new URL(request.url).searchParams;
  const orderId = query.get("order") ?? "";
  const found = orderId ? await getBookingByOrder(services(), user.id, orderId).catch(() => undefined) : undefined;
  const booking = found && found.status !== "PendingPayment" ? found : undefined;
  return {
    paymentId: booking?.transaction_id ?? query.get("id") ?? "",
    booking: booking
      ? {
          code: booking.code,
          parkingName: booking.parkingName,
          address: booking.address,
          from: formatIndia(new Date(booking.inTime), language),
          to: formatIndia(new Date(booking.outTime), language),
          vehicle: `${booking.vehicle.name} (${booking.vehicle.number})`,
          total: formatRupees(booking.totalPrice),
        }
      : null,
    t: PAYMENT_SUCCESS.pick(language),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.t.title ?? "Payment successful") }];

export default function PaymentSuccess() {
  const { paymentId, booking, t } = useLoaderData<typeof loader>();
  // The new booking is confirmed: keep its voucher on the phone now, before the driver is underground.
  useKeepVouchers();

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-1 flex-col justify-center px-4 py-12">
      <DelayedRedirect to={BOOKINGS_PATH} seconds={REDIRECT_SECONDS} />
      <section aria-labelledby="success-heading" className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
        <div className="flex items-center gap-3">
          <span
            className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700"
            aria-hidden="true"
          >
            <LineIcon className="h-7 w-7" strokeWidth={2.5}>
              <path d="M5 12.5 10 17.5 19 7" />
            </LineIcon>
          </span>
          <h1 id="success-heading" className="text-2xl font-extrabold text-slate-900 sm:text-3xl">
            {t.heading}
          </h1>
        </div>

        {booking ? (
          <dl className="mt-6 grid gap-4 text-sm sm:grid-cols-2">
            <Fact label={t.bookingCode} value={booking.code} strong />
            <Fact label={t.totalPaid} value={booking.total} strong />
            <Fact label={t.carPark} value={booking.parkingName} wide />
            <Fact label={t.address} value={booking.address} wide />
            <Fact label={t.arrival} value={booking.from} />
            <Fact label={t.departure} value={booking.to} />
            <Fact label={t.vehicle} value={booking.vehicle} />
            <Fact label={t.paymentId} value={paymentId} mono />
          </dl>
        ) : (
          <p className="mt-6 text-slate-700">{paymentId ? fill(t.receivedWithId, { id: paymentId }) : t.received}</p>
        )}

        <p role="status" className="mt-6 text-slate-700">
          {t.takingYou}{" "}
          <Link to={BOOKINGS_PATH} className="font-semibold text-brand-700 underline underline-offset-2">
            {t.goNow}
          </Link>
        </p>
      </section>
    </div>
  );
}

function Fact({
  label,
  value,
  wide = false,
  strong = false,
  mono = false,
}: {
  label: string;
  value: string;
  wide?: boolean;
  strong?: boolean;
  mono?: boolean;
}) {
  return (
    <div className={`min-w-0 ${wide ? "sm:col-span-2" : ""}`}>
      <dt className="text-slate-600">{label}</dt>
      <dd className={`break-words text-slate-900 ${strong ? "text-lg font-bold" : "font-medium"} ${mono ? "font-mono" : ""}`}>{value}</dd>
    </div>
  );
}
