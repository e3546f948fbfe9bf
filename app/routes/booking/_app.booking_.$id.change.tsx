import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Field, useKitForm } from "~/components/kit/forms";
import { PriceBreakdown } from "~/components/booking/PriceBreakdown";
import { SelectField } from "~/components/kit/select-field";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { pageTitle } from "~/utils/brand";
import { changeFormSchema } from "~/routes/booking/parts/change-forms";
import { invalidSubmission, replyWithError } from "~/utils/form.server";
import { orNotFound } from "~/utils/http.server";
import { formatIndia, toIndiaInputValue } from "~/utils/india-time";
import { priceBreakdownView } from "~/utils/price-view";
import { requireUser } from "~/utils/session.server";
import { getOwnBooking } from "@core/booking/booking-service";
import { quoteChange, type ChangeQuote } from "@core/booking/change";
import type { ChangeKind } from "@core/booking/change-store";
import { mayChange, mayExtend, policyLines, policyOf } from "@core/booking/policy";
import { changeBooking } from "@core/payment/payment-service";
import { formatRupees } from "@core/pricing/pricing";
import { services } from "@core/services";
import { listVehicles } from "@core/vehicle/vehicle-service";
import type { Language } from "@core/i18n/languages";
import { translateMessage } from "@core/i18n/messages";
import { fill } from "~/i18n/catalogue";
import { CHANGE_BOOKING, type ChangeBookingMessages } from "~/i18n/booking/change.server";
import { vehicleTypeLabel } from "~/i18n/booking/shared.server";
import { pageLanguage } from "~/i18n/language.server";

/**
 * /booking/{id}/change (a new window or vehicle) and /booking/{id}/change?kind=extend (a later
 * departure), decision 026. Two steps, both plain POSTs that work without JavaScript: "Review"
 * asks core for the new price (nothing is written) and shows it, with the coupon that stops
 * applying and what is paid or refunded; "Confirm" makes the change: done at once (back to
 * /booking with a notice), or a change hold whose difference is paid on /checkout/pay/{id}?change=.
 * The rules (owner, cut-off, capacity, price) are all core's; another member's booking is not found.
 */
function kindOf(request: Request): ChangeKind {
  return new URL(request.url).searchParams.get("kind") === "extend" ? "extend" : "change";
}

async function ownBooking(userId: string, id: string | undefined) {
  return orNotFound(getOwnBooking(services().table, userId, id ?? ""));
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const language = await pageLanguage(request);
  const kind = kindOf(request);
  const booking = await ownBooking(user.id, params.id);
  const decision = kind === "extend" ? mayExtend(booking) : mayChange(booking);
  const { vehicles } = await listVehicles(services().table, user.id);
  return {
    kind,
    booking: {
      code: booking.code,
      parkingName: booking.parkingName,
      arrival: formatIndia(new Date(booking.inTime), language),
      departure: formatIndia(new Date(booking.outTime), language),
      vehicle: `${booking.vehicle.name} (${booking.vehicle.number})`,
      total: formatRupees(booking.totalPrice),
      coupon: booking.coupon?.code ?? null,
    },
    policy: policyLines(policyOf(booking), language),
    refusal: decision.allowed ? null : translateMessage(decision.message, language),
    defaults: {
      in: toIndiaInputValue(new Date(booking.inTime)),
      out: toIndiaInputValue(new Date(booking.outTime)),
      vehicleId: booking.vehicleId,
    },
    vehicles: vehicles.map((v) => ({
      value: v.id,
      label: `${v.vehicle_name} (${v.vehicle_number}) · ${vehicleTypeLabel(v.vehicle_type, language)}`,
    })),
    t: CHANGE_BOOKING.pick(language),
  };
}

type QuoteView = ReturnType<typeof quoteView>;

/** What the review shows: every figure formatted here, so the page needs no core module in the browser. */
function quoteView(quote: ChangeQuote, t: ChangeBookingMessages, language: Language) {
  const { difference, to } = quote;
  return {
    arrival: formatIndia(new Date(to.inTime), language),
    departure: formatIndia(new Date(to.outTime), language),
    vehicle: `${to.vehicle.name} (${to.vehicle.number})`,
    price: priceBreakdownView(to.pricing, undefined, language),
    total: formatRupees(to.totalPrice),
    couponDropped: quote.couponDropped ?? null,
    settle:
      difference > 0
        ? fill(t.payMore, { amount: formatRupees(difference) })
        : difference < 0
          ? fill(t.refundDifference, { amount: formatRupees(-difference) })
          : t.sameprice,
    confirmLabel: difference > 0 ? fill(t.payAndChange, { amount: formatRupees(difference) }) : t.confirmChange,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user } = await requireUser(request);
  const kind = kindOf(request);
  const booking = await ownBooking(user.id, params.id);
  const submission = parseWithZod(await request.formData(), { schema: changeFormSchema });
  if (submission.status !== "success") return invalidSubmission(request, submission);
  const { intent, vehicleId } = submission.value;
  // The inputs are India time, as core reads them (readInstant). An unreadable one is core's "invalid" message.
  const request_ = { inTime: submission.value.in || undefined, outTime: submission.value.out ?? "", vehicleId };
  try {
    if (intent === "review") {
      const quote = await quoteChange(services().table, user.id, booking.id, kind, request_);
      const language = await pageLanguage(request);
      return data({ result: submission.reply(), quote: quoteView(quote, CHANGE_BOOKING.pick(language), language) });
    }
    const result = await changeBooking(services(), user.id, booking.id, kind, request_);
    if (result.outcome === "payment")
      return redirect(`/checkout/pay/${encodeURIComponent(booking.id)}?change=${encodeURIComponent(result.change.id)}`);
    return redirect(`/booking?status=${result.booking.status}&notice=changed&booking=${encodeURIComponent(booking.id)}`);
  } catch (error) {
    return replyWithError(request, submission, error, {
      logMessage: "booking change failed",
      logFields: { userId: user.id, bookingId: booking.id, kind },
      fieldNames: { inTime: "in", outTime: "out" },
    });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: pageTitle(loaded ? (loaded.kind === "extend" ? loaded.t.titleExtend : loaded.t.titleChange) : "Change booking") },
];

export default function ChangeBooking() {
  const { kind, booking, policy, refusal, defaults, vehicles, t } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { form, fields, formProps } = useKitForm(changeFormSchema, {
    id: `change-${kind}`,
    lastResult: actionData?.result,
    defaultValue: defaults,
  });
  // The review's answer carries the quote; a refusal only the form's reply.
  const quote = (actionData as { quote?: QuoteView } | undefined)?.quote ?? null;
  const extend = kind === "extend";

  return (
    <div className="max-w-3xl space-y-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{extend ? t.titleExtend : t.titleChange}</h1>

      <section aria-labelledby="current-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="current-heading" className="text-lg font-semibold text-slate-900">
          {booking.parkingName} · <span className="font-mono">{booking.code}</span>
        </h2>
        <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-slate-500">{t.arrival}</dt>
          <dd>{booking.arrival}</dd>
          <dt className="text-slate-500">{t.departure}</dt>
          <dd>{booking.departure}</dd>
          <dt className="text-slate-500">{t.vehicle}</dt>
          <dd>{booking.vehicle}</dd>
          <dt className="text-slate-500">{t.totalPaid}</dt>
          <dd className="font-semibold">{booking.total}</dd>
        </dl>
        <ul className="mt-3 list-disc pl-5 text-sm text-slate-600">
          <li>{policy.cancellation}</li>
          <li>{policy.reentry}</li>
          {booking.coupon ? <li>{fill(t.couponStops, { code: booking.coupon })}</li> : null}
        </ul>
      </section>

      {refusal ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{refusal}</p>
          <Link to="/booking" className="mt-2 inline-block font-semibold text-brand-700 underline underline-offset-2">
            {t.backToBookings}
          </Link>
        </div>
      ) : (
        <Form method="post" {...formProps} className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          {form.errors?.length ? (
            <p id={form.errorId} role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
              {form.errors.join(" ")}
            </p>
          ) : null}
          {extend ? null : <Field meta={fields.in} label={t.newArrival} type="datetime-local" />}
          <Field meta={fields.out} label={t.newDeparture} type="datetime-local" />
          {extend ? null : <SelectField meta={fields.vehicleId} label={t.vehicle} options={vehicles} placeholder={t.selectVehicle} />}

          {quote ? (
            <section aria-labelledby="review-heading" className="space-y-3 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
              <h2 id="review-heading" className="font-semibold text-slate-900">
                {t.yourNewBooking}
              </h2>
              <p className="text-sm text-slate-700">
                {fill(t.newWindow, { from: quote.arrival, to: quote.departure, vehicle: quote.vehicle })}
              </p>
              <PriceBreakdown view={quote.price} headingId="change-price-heading" />
              {quote.couponDropped ? (
                <p className="text-sm font-medium text-amber-900">{fill(t.couponDropped, { code: quote.couponDropped })}</p>
              ) : null}
              <p role="status" className="font-semibold text-slate-900">
                {fill(t.newTotal, { total: quote.total, settle: quote.settle })}
              </p>
              <SubmitButton busy={busy} busyLabel={t.changing} className="w-full">
                <span>{quote.confirmLabel}</span>
              </SubmitButton>
              <input type="hidden" name="intent" value="confirm" />
            </section>
          ) : (
            <SubmitButton busy={busy} busyLabel={t.checking} className="w-full">
              {t.reviewChange}
            </SubmitButton>
          )}
        </Form>
      )}
      <Link to="/booking" className="inline-block text-sm font-semibold text-brand-700 underline underline-offset-2">
        {t.backToBookings}
      </Link>
    </div>
  );
}
