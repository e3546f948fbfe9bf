import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { formatIndia } from "@core/time/india-time";
import { OFFER_STATUS } from "~/components/admin/offer-status";
import { ErrorList, NO_FIELDS, useKitForm } from "~/components/kit/forms";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { pageTitle } from "~/utils/brand";
import { replyWithRefusal } from "~/utils/form.server";
import { orNotFound } from "~/utils/http.server";
import { offerDetail, switchOffer } from "~/routes/admin/parts/offer-admin.server";
import { fill } from "~/i18n/catalogue";
import { languageOf } from "~/i18n/language.server";
import { OFFERS } from "~/i18n/admin/offers.server";
import { ADMIN_PARKING_WORDS } from "~/i18n/admin/parking-forms.server";
import type { OffersMessages } from "~/i18n/admin/parking-texts";

/**
 * /admin/offers/{id} (issue 32 §4): one offer mail, its text, where its sending stands and its
 * counts (sent, suppressed, unsubscribed, and those who turned offers off before their turn), with
 * Pause or Resume. Reload the page to see the counts move; without JavaScript too.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const offer = await orNotFound(offerDetail(request, params.id ?? ""));
  const language = languageOf(request);
  const t = OFFERS.pick(language) as OffersMessages;
  return {
    ...offer,
    t,
    metaTitle: fill(ADMIN_PARKING_WORDS.pick(language).pageTitle, { name: offer.subject }),
    city: offer.city ?? t.everyCity,
    createdAt: formatIndia(offer.createdAt, language),
    finishedAt: offer.finishedAt ? formatIndia(offer.finishedAt, language) : null,
    // The sender's one reason (offer-sender.ts), stored in English: in the page's language.
    stoppedReason: offer.stoppedReason === OFFERS.en.couponOverReason ? t.couponOverReason : offer.stoppedReason,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const id = params.id ?? "";
  const intent = (await request.formData()).get("intent");
  if (intent !== "pause" && intent !== "resume") return redirect(`/admin/offers/${id}`);
  try {
    await switchOffer(request, id, intent);
    return redirect(`/admin/offers/${id}`);
  } catch (error) {
    return replyWithRefusal(request, error, { logMessage: `offer not ${intent}d` });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.metaTitle ?? "Offer mail · Admin") },
  { name: "robots", content: "noindex" },
];

const COUNTS = [
  ["sent", "countSent"],
  ["suppressed", "countSuppressed"],
  ["unsubscribed", "countUnsubscribed"],
  ["optedOut", "countOptedOut"],
  ["failed", "countFailed"],
] as const;

export default function OfferPage() {
  const offer = useLoaderData<typeof loader>();
  const { t } = offer;
  // The coupon's code in its own type, wherever the language puts it.
  const [beforeCode, afterCode] = t.couponLine.split("{code}");
  const reply = useActionData<typeof action>();
  const { form, formProps } = useKitForm(NO_FIELDS, { id: "switch", lastResult: reply?.result });
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const intent = offer.status === "sending" ? "pause" : offer.status === "paused" ? "resume" : null;
  return (
    <div className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        <Link to="/admin/offers" className="hover:underline">
          {t.title}
        </Link>
      </p>
      <h1 className="mt-1 break-words text-3xl font-bold text-slate-900" data-user-content>
        {offer.subject}
      </h1>
      <p className={`mt-2 ${OFFER_STATUS[offer.status].className}`} data-label="status">
        {t[offer.status]}
        {offer.finishedAt ? `, ${offer.finishedAt}` : ""}
        {offer.stoppedReason ? `: ${offer.stoppedReason}` : ""}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {beforeCode}
        <span className="font-mono">{offer.couponCode}</span>
        {fill(afterCode ?? "", { city: offer.city, date: offer.createdAt })}
      </p>
      <dl className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2">
        {COUNTS.map(([key, label]) => (
          <div key={key} className="rounded-lg border border-slate-200 bg-white px-4 py-3">
            <dt className="text-sm text-slate-600">{t[label]}</dt>
            <dd className="text-2xl font-bold text-slate-900" data-count={key}>
              {offer.counts[key]}
            </dd>
          </div>
        ))}
      </dl>
      {intent ? (
        <Form method="post" {...formProps} className="mt-6">
          <input type="hidden" name="intent" value={intent} />
          <ErrorList id={form.errorId} errors={form.errors} className="mb-3" />
          <SubmitButton busy={busy} busyLabel={intent === "pause" ? t.pausing : t.resuming} variant="inline">
            {intent === "pause" ? t.pause : t.resume}
          </SubmitButton>
          <p className="mt-2 text-sm text-slate-600">{intent === "pause" ? t.pauseHint : t.resumeHint}</p>
        </Form>
      ) : null}
      <h2 className="mt-8 text-lg font-semibold text-slate-900">{t.theMail}</h2>
      <p
        className="mt-2 whitespace-pre-line break-words rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-slate-800"
        data-user-content
      >
        {offer.text}
      </p>
    </div>
  );
}
