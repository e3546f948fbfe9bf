import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod";
import { useRef, type ReactNode } from "react";
import { ErrorSummary, Field, fieldErrorCount, useFocusFirstInvalid, useKitForm } from "~/components/kit/forms";
import { LineIcon, PinIcon } from "~/components/kit/Icon";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { MessageSent, SEND_BUTTON, SenderFields, TEXT_LINK } from "~/components/public/ContactFormParts";
import { PHONE, PHONE_HREF, POSTAL_ADDRESS_LINES, SUPPORT_EMAIL, pageTitle } from "~/utils/brand";
import { invalidSubmission, replyWithError } from "~/utils/form.server";
import { requestMeta } from "~/utils/session.server";
import { useSubmittingHere } from "~/utils/use-submitting-here";
import { sendContactMessage } from "@core/contact/contact-service";
import { CONTACT_LIMITS, contactSchema } from "@core/contact/schemas";
import { services } from "@core/services";
import { sharedPageHeaders } from "~/utils/edge-cache.server";
import { STATIC_PAGE_CACHE } from "@core/security/edge-cache";
import { pageLanguage } from "~/i18n/language.server";
import { CONTACT, CONTACT_FORM, type ContactFormMessages, type ContactMessages } from "~/i18n/public/contact.server";

// Only this language's texts reach the browser (decision 058); the edge keeps one copy per language.
export async function loader({ request }: LoaderFunctionArgs) {
  const language = await pageLanguage(request);
  return {
    sent: new URL(request.url).searchParams.get("sent") === "1",
    t: CONTACT.pick(language) as ContactMessages,
    form: CONTACT_FORM.pick(language) as ContactFormMessages,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: contactSchema });
  if (submission.status !== "success") return await invalidSubmission(request, submission);
  try {
    await sendContactMessage(services(), submission.value, requestMeta(request, context));
  } catch (error) {
    return await replyWithError(request, submission, error, { logMessage: "contact message failed" });
  }
  // Post/redirect/get: a reload of the answer does not send the message again.
  return redirect("/contact?sent=1");
}

// The form has no per-visitor token (the same-origin guard protects its POST), so the page is the same
// for every visitor and is kept at the edge for anonymous requests (decision 030).
export const headers = sharedPageHeaders(STATIC_PAGE_CACHE);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.t.title ?? "Contact Us") },
  ...(data ? [{ name: "description", content: data.t.description }] : []),
];

export default function Contact() {
  const { sent, t, form } = useLoaderData<typeof loader>();

  return (
    <>
      <section
        aria-labelledby="contact-heading"
        className="relative overflow-hidden bg-gradient-to-br from-brand-900 to-brand-700 text-white"
      >
        <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1fr_auto] lg:px-8">
          <div>
            <h1 id="contact-heading" className="text-4xl font-extrabold tracking-tight sm:text-5xl">
              {t.heading}
            </h1>
            <p className="mt-4 max-w-xl text-lg leading-8 text-brand-50">
              {t.intro}
            </p>
          </div>
          <ContactIllustration />
        </div>
      </section>

      <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[24rem_1fr] lg:px-8">
        <ReachUs t={t} />
        <section aria-labelledby="form-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 id="form-heading" className="text-2xl font-bold text-slate-900">
            {t.formHeading}
          </h2>
          {sent ? <Sent t={t} form={form} /> : <ContactForm t={t} form={form} />}
        </section>
      </div>
    </>
  );
}

function ReachUs({ t }: { t: ContactMessages }) {
  return (
    <section aria-labelledby="reach-heading" className="h-fit rounded-2xl border border-slate-200 bg-brand-50 p-6 sm:p-8">
      <h2 id="reach-heading" className="text-2xl font-bold text-brand-900">
        {t.reachUs}
      </h2>
      <ul className="mt-6 space-y-6 text-slate-800">
        <ReachItem label={t.address} icon={<PinIcon className="h-5 w-5" />}>
          <address className="not-italic leading-6">
            {POSTAL_ADDRESS_LINES.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </ReachItem>
        <ReachItem label={t.phone} icon={<PhoneIcon />}>
          <a href={PHONE_HREF} className={TEXT_LINK}>
            {PHONE}
          </a>
        </ReachItem>
        <ReachItem label={t.email} icon={<MailIcon />}>
          <a href={`mailto:${SUPPORT_EMAIL}`} className={`${TEXT_LINK} break-words`}>
            {SUPPORT_EMAIL}
          </a>
        </ReachItem>
      </ul>
      <p className="mt-6 border-t border-slate-200 pt-6 text-sm text-slate-700">
        {t.manyAnswers}{" "}
        <Link to="/help-you" className={TEXT_LINK}>
          {t.helpPages}
        </Link>
        {t.sentenceEnd}
      </p>
    </section>
  );
}

function ReachItem({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="text-sm font-semibold uppercase tracking-wider text-brand-700">{label}</h3>
        <div className="mt-1">{children}</div>
      </div>
    </li>
  );
}

function Sent({ t, form }: { t: ContactMessages; form: ContactFormMessages }) {
  return <MessageSent again={{ to: "/contact", label: t.sendAnother }} t={form} />;
}

function ContactForm({ t, form: texts }: { t: ContactMessages; form: ContactFormMessages }) {
  const lastResult = useActionData<typeof action>()?.result;
  const busy = useSubmittingHere();
  const formRef = useRef<HTMLFormElement>(null);
  const { form, fields, formProps } = useKitForm(contactSchema, { id: "contact", lastResult });

  useFocusFirstInvalid(formRef, lastResult);
  const errorCount = fieldErrorCount(form.allErrors);

  return (
    <>
      <p className="mt-2 text-sm text-slate-700">{t.allRequired}</p>
      <ErrorSummary formErrorId={form.errorId} formErrors={form.errors} fieldErrors={errorCount} />
      <Form ref={formRef} method="post" action="/contact" {...formProps} className="mt-6 grid gap-5 sm:grid-cols-2">
        <SenderFields fields={fields} t={texts} />
        <Field meta={fields.subject} label={t.subject} inputProps={{ maxLength: CONTACT_LIMITS.subject }} />
        <Field
          meta={fields.message}
          label={t.message}
          multiline
          className="sm:col-span-2"
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

/** A support desk with a speech bubble and an envelope: decorative, drawn in the page. */
function ContactIllustration() {
  return (
    <div aria-hidden="true" className="hidden justify-center lg:flex">
      <svg viewBox="0 0 320 220" className="w-80 drop-shadow-2xl">
        <rect x="10" y="20" width="300" height="190" rx="24" fill="#eef6ff" />
        <rect x="40" y="150" width="240" height="14" rx="7" fill="#d9eaff" />
        <circle cx="110" cy="92" r="26" fill="#155bb5" />
        <path d="M70 150a40 40 0 0 1 80 0Z" fill="#155bb5" />
        <path d="M84 92a26 26 0 0 1 52 0" fill="none" stroke="#0b2a52" strokeWidth="6" strokeLinecap="round" />
        <rect x="78" y="88" width="10" height="18" rx="4" fill="#0b2a52" />
        <rect x="132" y="88" width="10" height="18" rx="4" fill="#0b2a52" />
        <path d="M137 104c0 10-8 14-18 14" fill="none" stroke="#0b2a52" strokeWidth="3" strokeLinecap="round" />
        <g transform="translate(170 40)">
          <path
            d="M0 12A12 12 0 0 1 12 0h96a12 12 0 0 1 12 12v44a12 12 0 0 1-12 12H40l-18 16V68H12A12 12 0 0 1 0 56Z"
            fill="#fff"
            stroke="#1d6fd8"
            strokeWidth="3"
          />
          <path d="M22 24h76M22 42h52" stroke="#1d6fd8" strokeWidth="6" strokeLinecap="round" />
        </g>
        <g transform="translate(196 126)">
          <rect width="84" height="56" rx="8" fill="#0b2a52" />
          <path d="M6 8l36 26 36-26" fill="none" stroke="#fff" strokeWidth="4" strokeLinejoin="round" />
        </g>
      </svg>
    </div>
  );
}

function PhoneIcon() {
  return (
    <LineIcon className="h-5 w-5">
      <path d="M5 4h3.5l1.5 4.5-2.2 1.3a11 11 0 0 0 6.4 6.4l1.3-2.2L20 15.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z" />
    </LineIcon>
  );
}

function MailIcon() {
  return (
    <LineIcon className="h-5 w-5">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6 8.5-6" />
    </LineIcon>
  );
}
