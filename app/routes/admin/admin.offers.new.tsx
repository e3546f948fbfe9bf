import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod";
import { offerCreateSchema } from "@core/offers/offer-schema";
import { OfferAdminForm } from "~/components/admin/OfferAdminForm";
import { pageTitle } from "~/utils/brand";
import { offerCoupons, startOffer } from "~/routes/admin/parts/offer-admin.server";
import { invalidSubmission, replyWithError } from "~/utils/form.server";
import { fill } from "~/i18n/catalogue";
import { languageOf } from "~/i18n/language.server";
import { OFFERS } from "~/i18n/admin/offers.server";
import { ADMIN_PARKING_WORDS, couponAmountText } from "~/i18n/admin/parking-forms.server";
import type { OffersMessages } from "~/i18n/admin/parking-texts";

/** /admin/offers/new (issue 32 §4): write an offer mail around a coupon; it starts sending on save. */
export async function loader({ request }: LoaderFunctionArgs) {
  const language = languageOf(request);
  const t = OFFERS.pick(language) as OffersMessages;
  const coupons = await offerCoupons(request);
  return {
    t,
    metaTitle: fill(ADMIN_PARKING_WORDS.pick(language).pageTitle, { name: t.newOffer }),
    coupons: coupons.map((c) => ({ code: c.code, label: `${c.code}: ${couponAmountText(language, c)}${c.city ? ` (${c.city})` : ""}` })),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: offerCreateSchema });
  if (submission.status !== "success") return invalidSubmission(request, submission);
  try {
    const offer = await startOffer(request, Object.fromEntries(formData));
    return redirect(`/admin/offers/${offer.id}`);
  } catch (error) {
    return replyWithError(request, submission, error, { logMessage: "offer not started" });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.metaTitle ?? "New offer mail · Admin") },
  { name: "robots", content: "noindex" },
];

export default function NewOffer() {
  const { t, coupons } = useLoaderData<typeof loader>();
  // The link inside the sentence, wherever the language puts it.
  const [beforeLink, afterLink] = t.noCoupon.split("{link}");
  const reply = useActionData<typeof action>();
  return (
    <div className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        <Link to="/admin/offers" className="hover:underline">
          {t.title}
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">{t.newOffer}</h1>
      {coupons.length === 0 ? (
        <p className="mt-6 text-slate-700">
          {beforeLink}
          <Link to="/admin/coupons/new" className="font-semibold text-brand-700 underline">
            {t.addCoupon}
          </Link>
          {afterLink}
        </p>
      ) : (
        <OfferAdminForm lastResult={reply?.result} coupons={coupons} t={t} />
      )}
    </div>
  );
}
