import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Fact, PayForm, RazorpayRedirect } from "~/components/booking/PayForm";
import { PriceBreakdown } from "~/components/booking/PriceBreakdown";
import { BRAND_NAME, pageTitle } from "~/utils/brand";
import { priceBreakdownView } from "~/utils/price-view";
import { detailHref } from "~/utils/detail-link";
import { formatIndia } from "~/utils/india-time";
import { requireUser } from "~/utils/session.server";
import { isHoldLive, type Booking } from "@core/booking/booking";
import { BOOKING_MESSAGES, getOwnBooking, HOLD_MINUTES } from "@core/booking/booking-service";
import { getParking } from "@core/parking/parking-store";
import { paymentGateway, startChangePayment, startPayment } from "@core/payment/payment-service";
import { CHANGE_MESSAGES, getOwnChange, isChangeHoldLive } from "@core/booking/change";
import type { BookingChange } from "@core/booking/change-store";
import { formatRupees } from "@core/pricing/pricing";
import { services, type Services } from "@core/services";
import { replyWithRefusal } from "~/utils/form.server";
import { notFound, notFoundOn, orNotFound } from "~/utils/http.server";
import { fill } from "~/i18n/catalogue";
import { PAY } from "~/i18n/booking/pay.server";
import { vehicleTypeLabel } from "~/i18n/booking/shared.server";
import { pageLanguage } from "~/i18n/language.server";
import { translateMessage } from "@core/i18n/messages";
import { Filled } from "~/components/booking/Filled";

/**
 * /checkout/pay/{bookingId}: the member's hold, its 15 minutes, and Pay (spec §4 Checkout flow,
 * steps 2–4; ARCHITECTURE §5). Only the booking's owner sees it.
 *
 * Pay is a plain POST here: the action creates (or reuses) the gateway order for the hold's own
 * total, then goes to the embedded test gateway, or renders a form that carries the order to
 * Razorpay's hosted (redirect) checkout, which needs no script. With JavaScript and Razorpay
 * configured, Pay instead loads Razorpay's checkout.js on demand, asks this action for the order
 * (intent "order") and opens Razorpay's window; its handler posts the result to /payment/callback
 * as a plain form POST (that route is a resource route: it answers with a 303 to a page).
 *
 * The file name's `checkout_` keeps this page out of /checkout's layout: that route's loader needs
 * a car park and a window in its query and must not run here.
 */
const RAZORPAY_EMBEDDED = "https://api.razorpay.com/v1/checkout/embedded";

async function ownBooking(svc: Services, userId: string, bookingId: string | undefined): Promise<Booking> {
  if (!bookingId || bookingId.length > 100) notFound();
  // Another member's booking is simply not found (the service says so too).
  return orNotFound(getOwnBooking(svc.table, userId, bookingId));
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const language = await pageLanguage(request);
  const t = PAY.pick(language);
  const svc = services();
  const booking = await ownBooking(svc, user.id, params.bookingId);
  const parking = await getParking(svc.table, booking.parkingId);
  // ?change=<id>: the difference of a change (decision 026), shown with the booking's new terms.
  const change = await ownChange(svc, user.id, booking.id, new URL(request.url).searchParams.get("change"));
  const terms = change
    ? { ...booking, ...change.to, holdExpiresAt: change.holdExpiresAt ?? booking.holdExpiresAt, coupon: undefined }
    : booking;

  const pending = change ? isChangeHoldLive(change) : isHoldLive(booking);
  const p = terms.pricing;

  return {
    state: pending ? "pending" : (change ? change.status === "Applied" : booking.status === "Confirmed") ? "paid" : "gone",
    gateway: paymentGateway(svc).kind,
    change: change ? { difference: formatRupees(change.difference), was: formatRupees(change.from.totalPrice) } : null,
    detailHref: detailHref({
      name: booking.parkingName,
      city: parking?.city ?? "",
      id: booking.parkingId,
      in: booking.inTime,
      out: booking.outTime,
      type: booking.vehicleKind,
    }),
    booking: {
      code: booking.code,
      parkingName: booking.parkingName,
      parkingCode: booking.parkingCode,
      address: booking.address,
      from: formatIndia(new Date(terms.inTime), language),
      to: formatIndia(new Date(terms.outTime), language),
      vehicle: `${terms.vehicle.name} (${terms.vehicle.number}) · ${vehicleTypeLabel(terms.vehicle.type, language)}`,
      total: formatRupees(change ? change.difference : terms.totalPrice),
      holdUntil: formatIndia(new Date(terms.holdExpiresAt), language),
      // Core's price lines, with the booking's coupon: the same lines checkout showed before Confirm.
      price: priceBreakdownView(p, terms.coupon?.code, language),
    },
    messages: {
      holdGone: translateMessage(change ? CHANGE_MESSAGES.changeGone : BOOKING_MESSAGES.holdGone, language),
      holdNotice: fill(change ? t.holdNewHours : t.holdSpace, { minutes: HOLD_MINUTES }),
    },
    t,
  };
}

/** The member's own change of this booking named in the query, if any (another member's: 404). */
async function ownChange(svc: Services, userId: string, bookingId: string, changeId: string | null): Promise<BookingChange | undefined> {
  if (!changeId) return undefined;
  if (changeId.length > 100) notFound();
  return orNotFound(getOwnChange(svc.table, userId, bookingId, changeId));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user } = await requireUser(request);
  const svc = services();
  const form = await request.formData();
  const intent = form.get("intent") === "order" ? "order" : "pay";
  const bookingId = params.bookingId ?? "";
  // Ids are short; a long one cannot be a booking or a change and need not reach the table.
  const changeId = new URL(request.url).searchParams.get("change");
  if (!bookingId || bookingId.length > 100 || (changeId && changeId.length > 100)) notFound();

  let started: Awaited<ReturnType<typeof startPayment>>;
  try {
    started = changeId ? await startChangePayment(svc, user.id, bookingId, changeId) : await startPayment(svc, user.id, bookingId);
  } catch (error) {
    // Core reads the booking (and the change) as the member's own: another member's, or an unknown
    // id, is its NotFoundError, the same 404 the page answers.
    notFoundOn(error);
    // Pay is a lone button (the form kit's NO_FIELDS): core's refusal (the hold has lapsed) is the form's message.
    return replyWithRefusal(request, error, {
      logMessage: "starting a payment failed",
      logFields: { userId: user.id, bookingId },
      extra: { intent },
    });
  }
  const { order, booking, keyId, gateway } = started;

  if (gateway === "test") return redirect(`/test-gateway/checkout?order_id=${encodeURIComponent(order.id)}`, 303);

  const description = `${booking.parkingName} · ${booking.code}`;
  if (intent === "order") {
    return data({
      intent: "order" as const,
      checkout: {
        key: keyId,
        amount: order.amount,
        currency: order.currency,
        order_id: order.id,
        name: BRAND_NAME,
        description,
        prefill: { name: user.name, email: user.email, contact: user.contact },
      },
    });
  }
  // The public origin, not the request's host: behind CloudFront the Lambda sees another one.
  const origin = svc.config.APP_URL.replace(/\/+$/, "");
  const fields: [string, string][] = [
    ["key_id", keyId],
    ["order_id", order.id],
    ["amount", String(order.amount)],
    ["currency", order.currency],
    ["name", BRAND_NAME],
    ["description", description],
    ["prefill[email]", user.email],
    ["prefill[name]", user.name],
    ["callback_url", `${origin}/payment/callback`],
    ["cancel_url", `${origin}/checkout/pay/${encodeURIComponent(booking.id)}${changeId ? `?change=${encodeURIComponent(changeId)}` : ""}`],
  ];
  return data({ intent: "pay" as const, redirectForm: { action: RAZORPAY_EMBEDDED, fields } });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.t.title ?? "Pay") }];

export default function Pay() {
  const { state, gateway, detailHref, booking, messages, t } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();

  if (actionData && "redirectForm" in actionData) return <RazorpayRedirect form={actionData.redirectForm} t={t} />;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-10">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{t.eyebrow}</p>
      <h1 className="mt-1 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{t.heading}</h1>

      {state === "gone" ? (
        <div role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 p-5">
          <p className="font-semibold text-red-900">{messages.holdGone}</p>
          <Link to={detailHref} className="mt-3 inline-block font-semibold text-brand-700 underline underline-offset-2">
            {fill(t.backTo, { name: booking.parkingName })}
          </Link>
        </div>
      ) : state === "paid" ? (
        <div role="status" className="mt-6 rounded-lg border border-emerald-200 bg-emerald-50 p-5">
          <p className="font-semibold text-emerald-900">{t.paidConfirmed}</p>
          <Link to="/booking" className="mt-3 inline-block font-semibold text-brand-700 underline underline-offset-2">
            {t.goToBookings}
          </Link>
        </div>
      ) : (
        <div className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900" role="status">
          <p className="font-semibold">{messages.holdNotice}</p>
          <p className="mt-1 text-sm">
            <Filled template={t.payBy} values={{ time: <span className="font-semibold">{booking.holdUntil}</span> }} />
          </p>
        </div>
      )}

      <section aria-labelledby="hold-heading" className="mt-6 rounded-2xl bg-white p-5 shadow-lg ring-1 ring-slate-200 sm:p-6">
        <h2 id="hold-heading" className="text-lg font-bold text-slate-900">
          {t.yourBooking}
        </h2>
        <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
          <Fact label={t.carPark} value={`${booking.parkingName} (${booking.parkingCode})`} wide />
          <Fact label={t.address} value={booking.address} wide />
          <Fact label={t.arrival} value={booking.from} />
          <Fact label={t.departure} value={booking.to} />
          <Fact label={t.vehicle} value={booking.vehicle} />
          <Fact label={t.bookingCode} value={booking.code} />
        </dl>
        <div className="mt-5">
          <PriceBreakdown view={booking.price} headingId="pay-price-heading" />
        </div>
        {state === "pending" ? (
          <PayForm
            gateway={gateway}
            total={booking.total}
            detailHref={detailHref}
            reply={actionData && "result" in actionData ? actionData.result : undefined}
            holdGone={messages.holdGone}
            t={t}
          />
        ) : null}
      </section>
    </div>
  );
}
