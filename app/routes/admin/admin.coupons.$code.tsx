import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod";
import { couponStatus } from "@core/coupon/coupon";
import { couponEditSchema } from "@core/coupon/coupon-admin-schema";
import { formatIndia } from "@core/time/india-time";
import { CouponAdminForm } from "~/components/admin/CouponAdminForm";
import { ErrorList, NO_FIELDS, useKitForm } from "~/components/kit/forms";
import { pageTitle } from "~/utils/brand";
import { couponForEdit, editCoupon, recountCoupon, stopCoupon } from "~/routes/admin/parts/coupon-admin.server";
import { invalidSubmission, replyWithError, replyWithRefusal } from "~/utils/form.server";
import { fill } from "~/i18n/catalogue";
import { languageOf } from "~/i18n/language.server";
import { COUPONS } from "~/i18n/admin/coupons.server";
import { ADMIN_PARKING_WORDS } from "~/i18n/admin/parking-forms.server";
import type { CouponsMessages } from "~/i18n/admin/parking-texts";

/**
 * /admin/coupons/{code} (issue 13): edit a coupon (refused if someone else saved it since this page
 * was loaded), or end it now (it stops applying at once; its uses so far stay counted).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { coupon, values, version } = await couponForEdit(request, params.code ?? "");
  const language = languageOf(request);
  const t = COUPONS.pick(language) as CouponsMessages;
  return {
    t,
    metaTitle: fill(ADMIN_PARKING_WORDS.pick(language).pageTitle, { name: coupon.code }),
    code: coupon.code,
    description: coupon.description,
    status: couponStatus(coupon),
    endedAt: coupon.endedAt ? formatIndia(coupon.endedAt, language) : null,
    uses: coupon.usedCount ?? 0,
    values,
    version,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const code = params.code ?? "";
  const formData = await request.formData();
  if (formData.get("intent") === "end") {
    try {
      const coupon = await stopCoupon(request, code);
      return redirect(`/admin/coupons?${new URLSearchParams({ saved: `${coupon.code} ended` })}`);
    } catch (error) {
      return replyWithRefusal(request, error, { logMessage: "coupon not ended", extra: { form: "end" } });
    }
  }
  if (formData.get("intent") === "recount") {
    try {
      const { before, after } = await recountCoupon(request, code);
      return redirect(`/admin/coupons?${new URLSearchParams({ saved: `${code.toUpperCase()} uses recounted, ${before} → ${after}` })}`);
    } catch (error) {
      return replyWithRefusal(request, error, { logMessage: "coupon not recounted", extra: { form: "recount" } });
    }
  }
  const submission = parseWithZod(formData, { schema: couponEditSchema });
  if (submission.status !== "success") return invalidSubmission(request, submission);
  try {
    const coupon = await editCoupon(request, code, Object.fromEntries(formData));
    return redirect(`/admin/coupons?${new URLSearchParams({ saved: coupon.code })}`);
  } catch (error) {
    return replyWithError(request, submission, error, { logMessage: "coupon not saved" });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.metaTitle ?? "Coupon · Admin") },
  { name: "robots", content: "noindex" },
];

const STATUS_TEXT = { scheduled: "isScheduled", active: "isActive", ended: "isEnded", expired: "isExpired" } as const;

export default function EditCoupon() {
  const { t, code, description, status, endedAt, uses, values, version } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const replyFor = (form: "end" | "recount") => (reply && "form" in reply && reply.form === form ? reply.result : null);
  const { form: endForm, formProps: endProps } = useKitForm(NO_FIELDS, { id: "end", lastResult: replyFor("end") });
  const { form: recountForm, formProps: recountProps } = useKitForm(NO_FIELDS, { id: "recount", lastResult: replyFor("recount") });
  const open = status === "active" || status === "scheduled";
  return (
    <div className="mx-auto w-full max-w-4xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        <Link to="/admin/coupons" className="hover:underline">
          {t.coupons}
        </Link>
      </p>
      <h1 className="mt-1 font-mono text-3xl font-bold text-slate-900">{code}</h1>
      <p className="mt-1 text-slate-700" data-user-content>
        {description}
      </p>
      <p className={status === "active" ? "mt-2 text-emerald-800" : "mt-2 font-semibold text-slate-800"}>
        {t[STATUS_TEXT[status]]}
        {endedAt ? ` ${fill(t.endedAt, { date: endedAt })}` : ""} {uses === 1 ? t.usedOnce : fill(t.usedTimes, { count: uses })}
      </p>
      {status === "ended" ? null : (
        <CouponAdminForm
          id={`coupon-${code}`}
          mode="edit"
          t={t}
          lastResult={reply && !("form" in reply) ? reply.result : null}
          defaultValue={values}
          version={version}
          submitLabel={t.saveChanges}
        />
      )}
      {open ? (
        <Form method="post" {...endProps} className="mt-10 border-t border-slate-200 pt-6">
          <input type="hidden" name="intent" value="end" />
          <p className="text-sm text-slate-600">{t.endHint}</p>
          <button type="submit" className="mt-3 rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800">
            {t.end}
          </button>
          <ErrorList id={endForm.errorId} errors={endForm.errors} className="mt-3" />
        </Form>
      ) : null}
      <Form method="post" {...recountProps} className="mt-10 border-t border-slate-200 pt-6">
        <input type="hidden" name="intent" value="recount" />
        <p className="text-sm text-slate-600">{t.recountHint}</p>
        <button type="submit" className="mt-3 rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100">
          {t.recount}
        </button>
        <ErrorList id={recountForm.errorId} errors={recountForm.errors} className="mt-3" />
      </Form>
    </div>
  );
}
