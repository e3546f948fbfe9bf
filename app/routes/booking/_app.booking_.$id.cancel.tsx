import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ConfirmActions } from "~/components/kit/ConfirmActions";
import { pageTitle } from "~/utils/brand";
import { formatIndia } from "~/utils/india-time";
import { requireUser } from "~/utils/session.server";
import { canCancel, getOwnBooking } from "@core/booking/booking-service";
import { cancelWithRefund } from "@core/payment/payment-service";
import { formatRupees } from "@core/pricing/pricing";
import { services } from "@core/services";
import { replyWithRefusal } from "~/utils/form.server";
import { notFoundOn, orNotFound } from "~/utils/http.server";
import { fill } from "~/i18n/catalogue";
import { CANCEL_BOOKING } from "~/i18n/booking/cancel.server";
import { statusLabel } from "~/i18n/booking/shared.server";
import { pageLanguage } from "~/i18n/language.server";
import { translateMessage } from "@core/i18n/messages";
import { Filled } from "~/components/booking/Filled";

/**
 * Cancelling a booking (spec parking §4: only Confirmed, after a question with Continue or Back).
 * Without JavaScript the list's "Cancel booking" link opens this page, which asks; with it the list
 * asks in a dialog and posts here directly. Cancelling happens on POST only, so following a link or
 * a prefetch never cancels anything. Another member's booking is simply not found.
 *
 * (`booking_` keeps this page out of the /booking list's layout: it is a page of its own.)
 */
/** Spec §8: "Cancel failure: the server message, else 'Cancellation failed. Please try again.'" */
const CANCEL_FAILED = "Cancellation failed. Please try again.";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const language = await pageLanguage(request);
  const booking = await orNotFound(getOwnBooking(services().table, user.id, params.id ?? ""));
  const cancel = canCancel(booking);
  return {
    booking: {
      code: booking.code,
      parkingName: booking.parkingName,
      address: booking.address,
      inTime: booking.inTime,
      outTime: booking.outTime,
      arrival: formatIndia(new Date(booking.inTime), language),
      departure: formatIndia(new Date(booking.outTime), language),
      vehicleNumber: booking.vehicle.number,
      total: formatRupees(booking.totalPrice),
      status: statusLabel(booking.status, language),
    },
    deadline: formatIndia(cancel.deadline, language),
    refusal: cancel.allowed ? null : translateMessage(cancel.message, language),
    t: CANCEL_BOOKING.pick(language),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user } = await requireUser(request);
  const id = params.id ?? "";
  let tab = "Cancelled";
  try {
    const cancelled = await cancelWithRefund(services(), user.id, id);
    // A pass stays on the Passes tab, cancelled; a booking moves to the Cancelled tab.
    if (cancelled.pass) tab = "Passes";
  } catch (error) {
    notFoundOn(error);
    // A lone button (the form kit's NO_FIELDS): core's refusal (not confirmed, too late) is the form's message.
    return replyWithRefusal(request, error, {
      logMessage: "booking cancellation failed",
      logFields: { userId: user.id, bookingId: id },
      refused: CANCEL_FAILED,
      unexpected: CANCEL_FAILED,
    });
  }
  // The booking id lets the list's banner name the refund of this very booking.
  return redirect(`/booking?status=${tab}&notice=cancelled&booking=${encodeURIComponent(id)}`);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.t.title ?? "Cancel booking") }];

export default function CancelBooking() {
  const { booking, deadline, refusal, t } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const cancelling = navigation.state === "submitting" && navigation.formMethod === "POST";

  return (
    <div className="max-w-2xl">
      <Link to="/booking" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
        <span aria-hidden="true">←</span>
        {t.backToBookings}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">{t.heading}</h1>

      <section aria-labelledby="cancel-parking" className="mt-6 rounded-xl border border-red-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="cancel-parking" className="text-lg font-semibold text-slate-900">
          {booking.parkingName}
        </h2>
        {booking.address ? <p className="mt-0.5 text-sm text-slate-600">{booking.address}</p> : null}
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
          <dd className="font-mono text-slate-800">{booking.vehicleNumber}</dd>
          <dt className="text-slate-500">{t.totalPaid}</dt>
          <dd className="font-semibold text-slate-900">{booking.total}</dd>
          <dt className="text-slate-500">{t.status}</dt>
          <dd className="text-slate-800">{booking.status}</dd>
        </dl>

        {refusal ? (
          <>
            <p role="alert" className="mt-5 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
              {refusal}
            </p>
            <div className="mt-5">
              <Link
                to="/booking"
                className="rounded-md border border-slate-300 px-5 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
              >
                {t.back}
              </Link>
            </div>
          </>
        ) : (
          <>
            <p className="mt-5 text-lg font-semibold text-slate-900">{t.question}</p>
            <p className="mt-1 text-sm text-slate-700">
              <Filled template={t.refund} values={{ amount: <span className="font-semibold">{booking.total}</span> }} />{" "}
              {fill(t.openUntil, { deadline })}
            </p>
            <ConfirmActions
              id="cancel-booking"
              lastResult={actionData?.result}
              busy={cancelling}
              confirmLabel={t.continue}
              busyLabel={t.cancelling}
              back={{ to: "/booking", label: t.back }}
            />
          </>
        )}
      </section>
    </div>
  );
}
