import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod";
import { useRef } from "react";
import { CONTACT_LIMITS } from "@core/contact/schemas";
import { GRIEVANCE_RESPONSE_DAYS, GRIEVANCE_TOPICS, grievanceSchema, type GrievanceTopic } from "@core/privacy/grievance-schema";
import { grievanceReceipt, submitGrievance } from "@core/privacy/grievance-service";
import { services } from "@core/services";
import { formatIndiaDay } from "@core/time/india-time";
import { ErrorSummary, Field, fieldErrorCount, useFocusFirstInvalid, useKitForm } from "~/components/kit/forms";
import { SelectField } from "~/components/kit/select-field";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { SEND_BUTTON, TEXT_LINK } from "~/components/public/ContactFormParts";
import { pageTitle } from "~/utils/brand";
import { invalidSubmission, replyWithError } from "~/utils/form.server";
import { getSignedIn, requestMeta } from "~/utils/session.server";
import { useSubmittingHere } from "~/utils/use-submitting-here";
import { fill } from "~/i18n/catalogue";
import { pageLanguage } from "~/i18n/language.server";
import { CONTACT_FORM, type ContactFormMessages } from "~/i18n/public/contact.server";
import { GRIEVANCE, type GrievanceMessages } from "~/i18n/public/grievance.server";

/**
 * /privacy/grievance (issue 32 §5, decision 050): a privacy request to the Grievance Officer. Anyone
 * may write (a person without an account has rights too); a signed-in member's name and e-mail are
 * filled in and the request is linked to their account. After sending: the reference and the date
 * by which it will be answered (post/redirect/get, so a reload sends nothing twice).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  // Only this language's texts reach the browser (decision 058).
  const language = await pageLanguage(request);
  const texts = { t: GRIEVANCE.pick(language) as GrievanceMessages, form: CONTACT_FORM.pick(language) as ContactFormMessages };
  const reference = new URL(request.url).searchParams.get("reference");
  if (reference) {
    const receipt = await grievanceReceipt(services().table, reference);
    if (receipt) return { receipt: { reference: receipt.reference, dueBy: formatIndiaDay(receipt.dueAt, language) }, member: null, ...texts };
  }
  const signedIn = await getSignedIn(request);
  return { receipt: null, member: signedIn ? { name: signedIn.user.name, email: signedIn.user.email } : null, ...texts };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: grievanceSchema });
  if (submission.status !== "success") return await invalidSubmission(request, submission);
  const signedIn = await getSignedIn(request);
  try {
    const { reference } = await submitGrievance(services(), submission.value, {
      ip: requestMeta(request, context).ip,
      userId: signedIn?.user.id,
      // The acknowledgement and the answer go in the language the request was written in (issue 35).
      language: await pageLanguage(request),
    });
    return redirect(`/privacy/grievance?${new URLSearchParams({ reference })}`);
  } catch (error) {
    return await replyWithError(request, submission, error, { logMessage: "grievance not stored" });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.t.title ?? "Write to the Grievance Officer") },
  ...(data ? [{ name: "description", content: data.t.description }] : []),
];

export default function Grievance() {
  const { receipt, member, t, form } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 lg:py-14">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        <Link to="/privacy" className="hover:underline">
          {t.privacyNotice}
        </Link>
      </p>
      <h1 className="mt-1 text-balance text-3xl font-extrabold tracking-tight text-slate-900">{t.heading}</h1>
      {receipt ? (
        <Sent reference={receipt.reference} dueBy={receipt.dueBy} t={t} />
      ) : (
        <GrievanceForm member={member} t={t} form={form} />
      )}
    </div>
  );
}

function Sent({ reference, dueBy, t }: { reference: string; dueBy: string; t: GrievanceMessages }) {
  return (
    <div className="mt-6">
      <div role="status" className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-green-900">
        <p className="font-semibold">{t.received}</p>
        <p className="mt-1">
          {t.referenceBefore} <strong className="font-mono">{reference}</strong>
          {fill(t.referenceAfter, { date: dueBy })}
        </p>
      </div>
      <p className="mt-6 text-sm text-slate-700">
        <Link to="/privacy" className={TEXT_LINK}>
          {t.back}
        </Link>
      </p>
    </div>
  );
}

function GrievanceForm({
  member,
  t,
  form: texts,
}: {
  member: { name: string; email: string } | null;
  t: GrievanceMessages;
  form: ContactFormMessages;
}) {
  const lastResult = useActionData<typeof action>()?.result;
  const busy = useSubmittingHere();
  const formRef = useRef<HTMLFormElement>(null);
  const { form, fields, formProps } = useKitForm(grievanceSchema, {
    id: "grievance",
    lastResult,
    defaultValue: member ?? undefined,
  });
  useFocusFirstInvalid(formRef, lastResult);

  return (
    <>
      <p className="mt-3 text-slate-700">{fill(t.intro, { days: GRIEVANCE_RESPONSE_DAYS })}</p>
      <ErrorSummary formErrorId={form.errorId} formErrors={form.errors} fieldErrors={fieldErrorCount(form.allErrors)} />
      <Form ref={formRef} method="post" action="/privacy/grievance" {...formProps} className="mt-6 grid gap-5">
        <Field meta={fields.name} label={texts.name} inputProps={{ autoComplete: "name", maxLength: CONTACT_LIMITS.name }} />
        <Field meta={fields.email} label={texts.email} type="email" inputProps={{ autoComplete: "email", maxLength: CONTACT_LIMITS.email }} />
        <SelectField
          meta={fields.topic}
          label={t.topic}
          placeholder={t.choose}
          options={(Object.keys(GRIEVANCE_TOPICS) as GrievanceTopic[]).map((value) => ({ value, label: t[value] }))}
        />
        <Field
          meta={fields.message}
          label={t.request}
          multiline
          hint={t.requestHint}
          textareaProps={{ rows: 5, maxLength: CONTACT_LIMITS.message }}
        />
        <div>
          <SubmitButton busy={busy} busyLabel={texts.sending} className={SEND_BUTTON}>
            {t.send}
          </SubmitButton>
        </div>
      </Form>
    </>
  );
}
