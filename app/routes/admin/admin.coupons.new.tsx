import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod";
import { couponCreateSchema } from "@core/coupon/coupon-admin-schema";
import { CouponAdminForm } from "~/components/admin/CouponAdminForm";
import { pageTitle } from "~/utils/brand";
import { addCoupon, requireCouponAdmin } from "~/routes/admin/parts/coupon-admin.server";
import { invalidSubmission, replyWithError } from "~/utils/form.server";

/** /admin/coupons/new (issue 13): a new coupon; a code already taken is refused under the field. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireCouponAdmin(request);
  return null;
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

export const meta: MetaFunction = () => [{ title: pageTitle("Add a coupon · Admin") }, { name: "robots", content: "noindex" }];

export default function NewCoupon() {
  const reply = useActionData<typeof action>();
  return (
    <div className="mx-auto w-full max-w-4xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        <Link to="/admin/coupons" className="hover:underline">
          Coupons
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">Add a coupon</h1>
      <CouponAdminForm id="new-coupon" mode="new" lastResult={reply?.result} submitLabel="Add coupon" />
    </div>
  );
}
