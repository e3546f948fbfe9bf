import { Link } from "@remix-run/react";
import type { FieldMetadata } from "@conform-to/react";
import { Field } from "~/components/kit/forms";
import { CONTACT_LIMITS } from "@core/contact/schemas";

/**
 * What the contact form (/contact) and the listing enquiry (/professionals) share: both reach the
 * team through core's contact service, so they ask who is writing the same way and thank them in
 * the same words. Their texts come from the page's loader (app/i18n/public/contact.server.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type SenderField = FieldMetadata<any, any, string[]>;

/** The shared texts, in the page's language: CONTACT_FORM of app/i18n/public/contact.server.ts, from the loader. */
export interface ContactFormTexts {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly thankYou: string;
}

export const SEND_BUTTON =
  "inline-flex w-full items-center justify-center rounded-md bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-wait disabled:opacity-75 sm:w-auto";
export const TEXT_LINK = "rounded font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

/** Name, e-mail and phone number, with the contact form's limits. */
export function SenderFields({
  fields,
  t,
}: {
  fields: { name: SenderField; email: SenderField; phone: SenderField };
  t: ContactFormTexts;
}) {
  return (
    <>
      <Field meta={fields.name} label={t.name} inputProps={{ autoComplete: "name", maxLength: CONTACT_LIMITS.name }} />
      <Field meta={fields.email} label={t.email} type="email" inputProps={{ autoComplete: "email", maxLength: CONTACT_LIMITS.email }} />
      <Field
        meta={fields.phone}
        label={t.phone}
        type="tel"
        inputProps={{ inputMode: "tel", autoComplete: "tel", maxLength: CONTACT_LIMITS.phoneMax }}
      />
    </>
  );
}

/** The thank-you after a message was sent, and the way to send another. */
export function MessageSent({ again, t }: { again: { to: string; label: string }; t: ContactFormTexts }) {
  return (
    <div className="mt-6">
      <p role="status" className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-green-800">
        {t.thankYou}
      </p>
      <p className="mt-6 text-sm text-slate-700">
        <Link to={again.to} className={TEXT_LINK}>
          {again.label}
        </Link>
      </p>
    </div>
  );
}
