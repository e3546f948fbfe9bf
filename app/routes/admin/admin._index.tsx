import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod";
import { ErrorList, Field, useKitForm } from "~/components/kit/forms";
import { invalidSubmission, replyWithError } from "~/utils/form.server";
import { pageTitle } from "~/utils/brand";
import { formatIndia } from "~/utils/india-time";
import { requireAdmin } from "~/utils/session.server";
import { checkIn, checkOut } from "@core/booking/booking-service";
import { gateSchema } from "@core/booking/gate-schema";
import { listRefunds, type RefundRecord } from "@core/payment/refunds";
import { formatRupees } from "@core/pricing/pricing";
import { services } from "@core/services";
import { readDashboard } from "@core/stats/dashboard";
import { DashboardFigures, formatDayLabel } from "~/components/admin/DashboardFigures";

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireAdmin(request);
  // Refunds the gateway has not accepted yet (decision 006): failed ones wait for the sweeper's next
  // try; requested ones are under way (or their attempt died and the sweeper takes them over).
  const table = services().table;
  const [failed, requested, figures] = await Promise.all([
    listRefunds(table, "failed"),
    listRefunds(table, "requested"),
    readDashboard(table, user),
  ]);
  const refundRow = (r: RefundRecord) => ({
    paymentId: r.paymentId,
    bookingId: r.bookingId,
    amount: formatRupees(r.amount / 100),
    status: r.status,
    attempts: r.attempts,
    reason: r.reason,
    lastError: r.lastError ?? null,
    next: r.nextAttemptAt ? formatIndia(new Date(r.nextAttemptAt)) : null,
  });
  return {
    refunds: [...failed, ...requested].map(refundRow),
    figures: {
      ...figures,
      revenueToday: formatRupees(figures.today.revenue),
      week: figures.week.map((d) => ({ ...d, label: formatDayLabel(d.day), revenueText: formatRupees(d.revenue) })),
    },
  };
}

/**
 * The operator's check-in and check-out by booking code or the voucher's QR text (the full operator
 * screens come later). Who may do it is core's rule (mayOperateAt), checked by checkIn/checkOut.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireAdmin(request);
  const submission = parseWithZod(await request.formData(), { schema: gateSchema });
  if (submission.status !== "success") return invalidSubmission(request, submission);
  const { code, intent } = submission.value;
  try {
    const table = services().table;
    const booking = intent === "check-out" ? await checkOut(table, user, code) : await checkIn(table, user, code);
    return {
      // A fresh form for the next car; the outcome stays on screen.
      result: submission.reply({ resetForm: true }),
      done: `${booking.code} ${booking.status === "Parked" ? "checked in" : "checked out"}: ${booking.vehicle.number} at ${booking.parkingName}, ${formatIndia(new Date(booking.inTime))} – ${formatIndia(new Date(booking.outTime))}.`,
    };
  } catch (error) {
    // A refusal is about the code typed (unknown, not yet, already parked...): it sits under the field.
    return replyWithError(request, submission, error, { logMessage: "check-in failed", fieldFor: () => "code" });
  }
}

export const meta: MetaFunction = () => [{ title: pageTitle("Admin") }, { name: "robots", content: "noindex" }];

export default function AdminHome() {
  const { refunds, figures } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const done = reply && "done" in reply ? reply.done : null;
  const { form, fields, formProps } = useKitForm(gateSchema, { id: "gate", lastResult: reply?.result });

  return (
    <div className="mx-auto w-full max-w-5xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
      {/* Who is signed in, the other pages, Settings and Sign out are in the admin header (app/components/kit/AdminHeader.tsx). */}
      <div className="border-b border-slate-200 pb-6">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Administration</p>
        <h1 className="mt-1 text-3xl font-bold text-slate-900">Admin dashboard</h1>
      </div>
      <DashboardFigures figures={figures} />
      <section aria-labelledby="gate-heading" className="mt-8 rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="gate-heading" className="text-lg font-semibold text-slate-900">
          Check in or check out
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Type the booking code from the voucher (SP-XXXXXX) or paste the text its QR code holds. Today&apos;s arrivals and departures per
          car park are on the{" "}
          <Link to="/operator" className="font-semibold text-brand-700 underline">
            operator desk
          </Link>
          .
        </p>
        <Form method="post" {...formProps} className="mt-4 flex flex-wrap items-start gap-3">
          <Field
            meta={fields.code}
            label="Booking code or QR text"
            className="min-w-[16rem] flex-1"
            inputProps={{
              autoComplete: "off",
              className:
                "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 font-mono uppercase aria-[invalid=true]:border-red-500",
            }}
          />
          <div className="flex gap-3 sm:mt-6">
            <button
              name="intent"
              value="check-in"
              className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
            >
              Check in
            </button>
            <button
              name="intent"
              value="check-out"
              className="rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100"
            >
              Check out
            </button>
          </div>
        </Form>
        <ErrorList id={form.errorId} errors={form.errors ?? fields.intent.errors} className="mt-4" />
        {done ? (
          <p role="status" className="mt-4 rounded-md bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
            {done}
          </p>
        ) : null}
      </section>
      <section aria-labelledby="refunds-heading" className="mt-8 rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="refunds-heading" className="text-lg font-semibold text-slate-900">
          Refunds not yet accepted by the gateway
        </h2>
        {refunds.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">None: every refund asked for has been processed.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 text-sm">
            {refunds.map((r) => (
              <li key={r.paymentId} className="py-2 text-slate-800">
                <span className="font-semibold">{r.status === "failed" ? "Failed" : "Pending"}</span>: {r.amount} for payment{" "}
                <span className="font-mono">{r.paymentId}</span> (booking <span className="font-mono">{r.bookingId}</span>, {r.reason}),{" "}
                {r.attempts} {r.attempts === 1 ? "attempt" : "attempts"}
                {r.next ? `, next try ${r.next}` : ""}
                {r.lastError ? <span className="block text-slate-600">Gateway said: {r.lastError}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
