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
import { interleave } from "~/components/auth/interleave";
import { fill } from "~/i18n/catalogue";
import { languageOf } from "~/i18n/language.server";
import {
  ADMIN_DASHBOARD,
  DASHBOARD_FIGURES,
  type AdminDashboardMessages,
  type DashboardFiguresMessages,
} from "~/i18n/admin/dashboard.server";
import { formatIndiaDay, indiaMidnight } from "@core/time/india-time";
import type { Language } from "@core/i18n/languages";

/** A day of the week's chart: "Mon 23 Nov" in English, "सोम, 23 नवंबर" in Hindi. */
function dayLabel(day: string, language: Language): string {
  const midnight = language === "hi" ? indiaMidnight(day) : undefined;
  return midnight ? formatIndiaDay(midnight, "hi").replace(/ \d{4}$/, "") : formatDayLabel(day);
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireAdmin(request);
  // The admin area's language: the cookie or the browser's (decision 058), never a member profile.
  const language = languageOf(request);
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
    next: r.nextAttemptAt ? formatIndia(new Date(r.nextAttemptAt), language) : null,
  });
  return {
    t: ADMIN_DASHBOARD.pick(language) as AdminDashboardMessages,
    figuresText: DASHBOARD_FIGURES.pick(language) as DashboardFiguresMessages,
    refunds: [...failed, ...requested].map(refundRow),
    figures: {
      ...figures,
      revenueToday: formatRupees(figures.today.revenue),
      week: figures.week.map((d) => ({ ...d, label: dayLabel(d.day, language), revenueText: formatRupees(d.revenue) })),
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
    const language = languageOf(request);
    const t = ADMIN_DASHBOARD.pick(language);
    return {
      // A fresh form for the next car; the outcome stays on screen.
      result: submission.reply({ resetForm: true }),
      done: fill(booking.status === "Parked" ? t.checkedIn : t.checkedOut, {
        code: booking.code,
        plate: booking.vehicle.number,
        parking: booking.parkingName,
        from: formatIndia(new Date(booking.inTime), language),
        to: formatIndia(new Date(booking.outTime), language),
      }),
    };
  } catch (error) {
    // A refusal is about the code typed (unknown, not yet, already parked...): it sits under the field.
    return replyWithError(request, submission, error, { logMessage: "check-in failed", fieldFor: () => "code" });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.t.title ?? "Admin") },
  { name: "robots", content: "noindex" },
];

export default function AdminHome() {
  const { t, figuresText, refunds, figures } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const done = reply && "done" in reply ? reply.done : null;
  const { form, fields, formProps } = useKitForm(gateSchema, { id: "gate", lastResult: reply?.result });

  return (
    <div className="mx-auto w-full max-w-5xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
      {/* Who is signed in, the other pages, Settings and Sign out are in the admin header (app/components/kit/AdminHeader.tsx). */}
      <div className="border-b border-slate-200 pb-6">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{t.administration}</p>
        <h1 className="mt-1 text-3xl font-bold text-slate-900">{t.heading}</h1>
      </div>
      <DashboardFigures figures={figures} t={figuresText} />
      <section aria-labelledby="gate-heading" className="mt-8 rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="gate-heading" className="text-lg font-semibold text-slate-900">
          {t.gateHeading}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {interleave(t.gateIntro, {
            link: (
              <Link to="/operator" className="font-semibold text-brand-700 underline">
                {t.operatorDesk}
              </Link>
            ),
          })}
        </p>
        <Form method="post" {...formProps} className="mt-4 flex flex-wrap items-start gap-3">
          <Field
            meta={fields.code}
            label={t.codeLabel}
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
              {t.checkIn}
            </button>
            <button
              name="intent"
              value="check-out"
              className="rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100"
            >
              {t.checkOut}
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
          {t.refundsHeading}
        </h2>
        {refunds.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">{t.noRefunds}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 text-sm">
            {refunds.map((r) => (
              <li key={r.paymentId} className="py-2 text-slate-800">
                {interleave(t.refundRow, {
                  status: <span className="font-semibold">{r.status === "failed" ? t.failed : t.pending}</span>,
                  amount: r.amount,
                  payment: <span className="font-mono">{r.paymentId}</span>,
                  booking: <span className="font-mono">{r.bookingId}</span>,
                  // The reason as the refund recorded it (stored data, in English).
                  reason: <span data-user-content>{r.reason}</span>,
                  attempts: r.attempts === 1 ? t.oneAttempt : fill(t.manyAttempts, { count: r.attempts }),
                })}
                {r.next ? fill(t.nextTry, { at: r.next }) : null}
                {r.lastError ? (
                  <span className="block text-slate-600">
                    {interleave(t.gatewaySaid, { error: <span data-user-content>{r.lastError}</span> })}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
