import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod";
import { useRef } from "react";
import { ErrorSummary, Field, fieldErrorCount, useFocusFirstInvalid, useKitForm } from "~/components/kit/forms";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { MessageSent, SEND_BUTTON, SenderFields } from "~/components/public/ContactFormParts";
import { pageTitle } from "~/utils/brand";
import { invalidSubmission, replyWithError } from "~/utils/form.server";
import { requestMeta } from "~/utils/session.server";
import { useSubmittingHere } from "~/utils/use-submitting-here";
import { sharedPageHeaders } from "~/utils/edge-cache.server";
import { sendListingEnquiry } from "@core/contact/contact-service";
import { CONTACT_LIMITS, LISTING_LIMITS, listingEnquirySchema } from "@core/contact/schemas";
import { services } from "@core/services";
import { STATIC_PAGE_CACHE } from "@core/security/edge-cache";
import { pageLanguage } from "~/i18n/language.server";
import { CONTACT_FORM, type ContactFormMessages } from "~/i18n/public/contact.server";
import { PROFESSIONALS, type ProfessionalsMessages } from "~/i18n/public/professionals.server";

/**
 * /professionals (the header's PROFESSIONALS, and the footer's "For car park owners"): what listing a
 * car park gives its owner or operator, and an enquiry form that reaches the team the way the
 * contact form does (core's contact service: stored, then mailed to support).
 */
const FORM_ANCHOR = "list-your-car-park";

// Only this language's texts reach the browser (decision 058); the edge keeps one copy per language.
export async function loader({ request }: LoaderFunctionArgs) {
  const language = await pageLanguage(request);
  return {
    sent: new URL(request.url).searchParams.get("sent") === "1",
    t: PROFESSIONALS.pick(language) as ProfessionalsMessages,
    form: CONTACT_FORM.pick(language) as ContactFormMessages,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: listingEnquirySchema });
  if (submission.status !== "success") return await invalidSubmission(request, submission);
  try {
    await sendListingEnquiry(services(), submission.value, requestMeta(request, context));
  } catch (error) {
    return await replyWithError(request, submission, error, { logMessage: "listing enquiry failed" });
  }
  // Post/redirect/get: a reload of the answer does not send the enquiry again.
  return redirect(`/professionals?sent=1#${FORM_ANCHOR}`);
}

// The same for every visitor, like /contact: kept at the edge for anonymous requests (decision 030).
export const headers = sharedPageHeaders(STATIC_PAGE_CACHE);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.t.title ?? "Professionals") },
  ...(data ? [{ name: "description", content: data.t.description }] : []),
];

interface Offer {
  title: keyof ProfessionalsMessages;
  text: keyof ProfessionalsMessages;
}

// Each line describes something the product does today (README: booking, passes, operator desk, payments).
const OFFERS: readonly Offer[] = [
  { title: "bookingsTitle", text: "bookingsText" },
  { title: "passesTitle", text: "passesText" },
  { title: "deskTitle", text: "deskText" },
  { title: "payoutsTitle", text: "payoutsText" },
];

export default function Professionals() {
  const { sent, t, form } = useLoaderData<typeof loader>();

  return (
    <>
      <section aria-labelledby="pro-heading" className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">{t.kicker}</p>
          <h1 id="pro-heading" className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">
            {t.heading}
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-8 text-brand-50">
            {t.intro}
          </p>
          <a
            href={`#${FORM_ANCHOR}`}
            className="mt-6 inline-flex rounded-md bg-white px-5 py-3 font-semibold text-brand-900 shadow-sm hover:bg-brand-50"
          >
            {t.talkToUs}
          </a>
        </div>
      </section>

      <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <section aria-labelledby="offers-heading">
          <h2 id="offers-heading" className="text-2xl font-bold text-slate-900">
            {t.offersHeading}
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2">
            {OFFERS.map((offer) => (
              <li key={offer.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <h3 className="text-lg font-semibold text-brand-900">{t[offer.title]}</h3>
                <p className="mt-2 leading-7 text-slate-700">{t[offer.text]}</p>
              </li>
            ))}
          </ul>
        </section>

        <section
          id={FORM_ANCHOR}
          aria-labelledby="enquiry-heading"
          className="mt-12 scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="enquiry-heading" className="text-2xl font-bold text-slate-900">
            {t.formHeading}
          </h2>
          {sent ? <Sent t={t} form={form} /> : <EnquiryForm t={t} form={form} />}
        </section>
      </div>
    </>
  );
}

function Sent({ t, form }: { t: ProfessionalsMessages; form: ContactFormMessages }) {
  return <MessageSent again={{ to: `/professionals#${FORM_ANCHOR}`, label: t.sendAnother }} t={form} />;
}

function EnquiryForm({ t, form: texts }: { t: ProfessionalsMessages; form: ContactFormMessages }) {
  const lastResult = useActionData<typeof action>()?.result;
  const busy = useSubmittingHere();
  const formRef = useRef<HTMLFormElement>(null);
  const { form, fields, formProps } = useKitForm(listingEnquirySchema, { id: "listing-enquiry", lastResult });
  useFocusFirstInvalid(formRef, lastResult);
  const errorCount = fieldErrorCount(form.allErrors);

  return (
    <>
      <p className="mt-2 text-sm text-slate-700">{t.formIntro}</p>
      <ErrorSummary formErrorId={form.errorId} formErrors={form.errors} fieldErrors={errorCount} />
      <Form ref={formRef} method="post" action="/professionals" {...formProps} className="mt-6 grid gap-5 sm:grid-cols-2">
        <SenderFields fields={fields} t={texts} />
        <Field
          meta={fields.carPark}
          label={t.carPark}
          inputProps={{ autoComplete: "organization", maxLength: LISTING_LIMITS.carPark }}
        />
        <Field meta={fields.city} label={t.city} inputProps={{ autoComplete: "address-level2", maxLength: LISTING_LIMITS.city }} />
        <Field
          meta={fields.message}
          label={t.message}
          multiline
          className="sm:col-span-2"
          hint={t.messageHint}
          textareaProps={{ rows: 3, maxLength: CONTACT_LIMITS.message }}
        />
        <div className="sm:col-span-2">
          <SubmitButton busy={busy} busyLabel={texts.sending} className={SEND_BUTTON}>
            {t.send}
          </SubmitButton>
        </div>
      </Form>
    </>
  );
}
