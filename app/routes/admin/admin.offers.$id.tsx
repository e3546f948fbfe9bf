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

/**
 * /admin/offers/{id} (issue 32 §4): one offer mail, its text, where its sending stands and its
 * counts (sent, suppressed, unsubscribed, and those who turned offers off before their turn), with
 * Pause or Resume. Reload the page to see the counts move; without JavaScript too.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const offer = await orNotFound(offerDetail(request, params.id ?? ""));
  return {
    ...offer,
    createdAt: formatIndia(offer.createdAt),
    finishedAt: offer.finishedAt ? formatIndia(offer.finishedAt) : null,
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
  { title: pageTitle(`${data?.subject ?? "Offer mail"} · Admin`) },
  { name: "robots", content: "noindex" },
];

const COUNTS = [
  ["sent", "Sent"],
  ["suppressed", "Suppressed (address bounced or complained)"],
  ["unsubscribed", "Unsubscribed from this mail"],
  ["optedOut", "Turned offers off before their turn"],
  ["failed", "Not accepted by the mail service"],
] as const;

export default function OfferPage() {
  const offer = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { form, formProps } = useKitForm(NO_FIELDS, { id: "switch", lastResult: reply?.result });
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const intent = offer.status === "sending" ? "pause" : offer.status === "paused" ? "resume" : null;
  return (
    <div className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        <Link to="/admin/offers" className="hover:underline">
          Offer mails
        </Link>
      </p>
      <h1 className="mt-1 break-words text-3xl font-bold text-slate-900">{offer.subject}</h1>
      <p className={`mt-2 ${OFFER_STATUS[offer.status].className}`} data-label="status">
        {OFFER_STATUS[offer.status].label}
        {offer.finishedAt ? `, ${offer.finishedAt}` : ""}
        {offer.stoppedReason ? `: ${offer.stoppedReason}` : ""}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        Coupon <span className="font-mono">{offer.couponCode}</span> · {offer.city ?? "Every city"} · started {offer.createdAt}
      </p>
      <dl className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2">
        {COUNTS.map(([key, label]) => (
          <div key={key} className="rounded-lg border border-slate-200 bg-white px-4 py-3">
            <dt className="text-sm text-slate-600">{label}</dt>
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
          <SubmitButton busy={busy} busyLabel={intent === "pause" ? "Pausing..." : "Resuming..."} variant="inline">
            {intent === "pause" ? "Pause" : "Resume"}
          </SubmitButton>
          <p className="mt-2 text-sm text-slate-600">
            {intent === "pause"
              ? "Pausing stops it within a few seconds; nobody gets it twice when you resume."
              : "Resuming goes on with the members not mailed yet."}
          </p>
        </Form>
      ) : null}
      <h2 className="mt-8 text-lg font-semibold text-slate-900">The mail</h2>
      <p className="mt-2 whitespace-pre-line break-words rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-slate-800">
        {offer.text}
      </p>
    </div>
  );
}
