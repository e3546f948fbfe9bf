import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod";
import { couponCreateSchema } from "@core/coupon/coupon-admin-schema";
import { CouponAdminForm } from "~/components/admin/CouponAdminForm";
import { pageTitle } from "~/utils/brand";
import { addCoupon, requireCouponAdmin } from "~/routes/admin/parts/coupon-admin.server";
import { invalidSubmission, replyWithError } from "~/utils/form.server";
import { fill } from "~/i18n/catalogue";
import { languageOf } from "~/i18n/language.server";
import { COUPONS } from "~/i18n/admin/coupons.server";
import { ADMIN_PARKING_WORDS } from "~/i18n/admin/parking-forms.server";
import type { CouponsMessages } from "~/i18n/admin/parking-texts";

/** /admin/coupons/new (issue 13): a new coupon; a code already taken is refused under the field. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireCouponAdmin(request);
  const language = languageOf(request);
  const t = COUPONS.pick(language) as CouponsMessages;
  return { t, metaTitle: fill(ADMIN_PARKING_WORDS.pick(language).pageTitle, { name: t.addTitle }) };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireCouponAdmin(request);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: couponCreateSchema });
  if (submission.status !== "success") return invalidSubmission(request, submission);
  try {
    const coupon = await addCoupon(request, Object.fromEntries(formData));
    return redirect(`/admin/coupons?${new URLSearchParams({ saved: coupon.code })}`);
  } catch (error) {
    return replyWithError(request, submission, error, { logMessage: "coupon not created" });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.metaTitle ?? "Add a coupon · Admin") },
  { name: "robots", content: "noindex" },
];

export default function NewCoupon() {
  const reply = useActionData<typeof action>();
  const { t } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto w-full max-w-4xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        <Link to="/admin/coupons" className="hover:underline">
          {t.coupons}
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">{t.addTitle}</h1>
      <CouponAdminForm id="new-coupon" mode="new" t={t} lastResult={reply?.result} submitLabel={t.addSubmit} />
    </div>
  );
}
