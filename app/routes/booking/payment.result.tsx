import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { pageTitle, SUPPORT_EMAIL } from "~/utils/brand";
import { PAYMENT_RESULT_KINDS, type PaymentResultKind } from "~/routes/booking/parts/payment-result";
import { requireUser } from "~/utils/session.server";
import { isHoldLive } from "@core/booking/booking";
import { HOLD_MINUTES } from "@core/booking/booking-service";
import { slug } from "@core/parking/parking";
import { getBookingByOrder, PAYMENT_MESSAGES } from "@core/payment/payment-service";
import { services } from "@core/services";
import { fill } from "~/i18n/catalogue";
import { PAYMENT_RESULT } from "~/i18n/booking/payment.server";
import { pageLanguage } from "~/i18n/language.server";
import { translateMessage } from "@core/i18n/messages";

/**
 * /payment/result?outcome&order — the page a payment that did not end on /payment-success lands on,
 * after /payment/callback's 303 (which is a POST-only resource route). It only reads: the outcome
 * says which message to show; the member's own booking behind the order decides where "Try again"
 * leads — back to the pay page while the hold still waits for payment (a failed payment keeps the
 * hold, and Pay there opens a fresh order for it: payment-service's failPayment), otherwise, with
 * the hold lapsed, to checkout with the same choices filled in (issue 29, item 6).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const language = await pageLanguage(request);
  const t = PAYMENT_RESULT.pick(language);
  const failed = translateMessage(PAYMENT_MESSAGES.failed, language);
  const query = new URL(request.url).searchParams;
  const asked = query.get("outcome") ?? "none";
  const kind: PaymentResultKind = (PAYMENT_RESULT_KINDS as readonly string[]).includes(asked) ? (asked as PaymentResultKind) : "none";
  if (kind !== "failed") {
    const message = kind === "refunded" ? translateMessage(PAYMENT_MESSAGES.refunded, language) : kind === "error" ? t.verifyFailed : null;
    return { kind, message, retryHref: null, expired: null, t };
  }
  const svc = services();
  const orderId = query.get("order") ?? "";
  const booking = orderId ? await getBookingByOrder(svc, user.id, orderId).catch(() => undefined) : undefined;
  // The server decides (issue 29, item 6): while the hold lives, the same booking is paid again on
  // its pay page (same price and coupon, a fresh order); once it has lapsed, checkout again with
  // the same car park, times, vehicle and coupon filled in.
  if (booking && isHoldLive(booking)) {
    return { kind, message: failed, retryHref: `/checkout/pay/${encodeURIComponent(booking.id)}`, expired: null, t };
  }
  if (booking) {
    const again = new URLSearchParams({
      name: slug(booking.parkingName),
      id: booking.parkingId,
      c: booking.parkingCode,
      in: booking.inTime,
      out: booking.outTime,
      type: booking.vehicleKind,
      vehicle: booking.vehicleId,
      ...(booking.coupon ? { coupon: booking.coupon.code } : {}),
    });
    return { kind, message: failed, retryHref: `/checkout?${again}`, expired: fill(t.holdLapsed, { minutes: HOLD_MINUTES }), t };
  }
  return { kind, message: failed, retryHref: null, expired: null, t };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.t.title ?? "Payment") }];

export default function PaymentResult() {
  const { kind, message, retryHref, expired, t } = useLoaderData<typeof loader>();

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-1 flex-col justify-center px-4 py-16">
      {kind === "failed" ? (
        <Panel tone="red" title={t.failed}>
          <p>{message}</p>
          {expired ? <p className="mt-2">{expired}</p> : null}
          <Link
            to={retryHref ?? "/"}
            className="mt-5 inline-flex h-11 items-center rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
          >
            {expired ? t.checkOutAgain : t.tryAgain}
          </Link>
        </Panel>
      ) : kind === "refunded" ? (
        <Panel tone="amber" title={t.refunded}>
          <p>{message}</p>
          <Link to="/booking" className="mt-5 inline-block font-semibold text-brand-700 underline underline-offset-2">
            {t.goToBookings}
          </Link>
        </Panel>
      ) : kind === "error" ? (
        <Panel tone="red" title={t.wrong}>
          <p>{message}</p>
          <p className="mt-3">
            {t.support}{" "}
            <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold text-brand-700 underline underline-offset-2">
              {SUPPORT_EMAIL}
            </a>
          </p>
        </Panel>
      ) : (
        <Panel tone="slate" title={t.nothing}>
          <p>{t.nothingText}</p>
          <Link to="/booking" className="mt-5 inline-block font-semibold text-brand-700 underline underline-offset-2">
            {t.goToBookings}
          </Link>
        </Panel>
      )}
    </div>
  );
}

const TONES = {
  red: "border-red-200 bg-red-50 text-red-900",
  amber: "border-amber-300 bg-amber-50 text-amber-900",
  slate: "border-slate-200 bg-white text-slate-800",
} as const;

function Panel({ tone, title, children }: { tone: keyof typeof TONES; title: string; children: ReactNode }) {
  return (
    <section role={tone === "slate" ? undefined : "alert"} className={`rounded-2xl border p-6 shadow-sm sm:p-8 ${TONES[tone]}`}>
      <h1 className="text-2xl font-bold">{title}</h1>
      <div className="mt-3 leading-7">{children}</div>
    </section>
  );
}
