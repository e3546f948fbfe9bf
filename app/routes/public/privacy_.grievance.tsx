import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod";
import { useRef } from "react";
import { CONTACT_LIMITS } from "@core/contact/schemas";
import { GRIEVANCE_RESPONSE_DAYS, GRIEVANCE_TOPICS, grievanceSchema } from "@core/privacy/grievance-schema";
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

/**
 * /privacy/grievance (issue 32 §5, decision 050): a privacy request to the Grievance Officer. Anyone
 * may write (a person without an account has rights too); a signed-in member's name and e-mail are
 * filled in and the request is linked to their account. After sending: the reference and the date
 * by which it will be answered (post/redirect/get, so a reload sends nothing twice).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const reference = new URL(request.url).searchParams.get("reference");
  if (reference) {
    const receipt = await grievanceReceipt(services().table, reference);
    if (receipt) return { receipt: { reference: receipt.reference, dueBy: formatIndiaDay(receipt.dueAt) }, member: null };
  }
  const signedIn = await getSignedIn(request);
  return { receipt: null, member: signedIn ? { name: signedIn.user.name, email: signedIn.user.email } : null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: grievanceSchema });
  if (submission.status !== "success") return invalidSubmission(request, submission);
  const signedIn = await getSignedIn(request);
  try {
    const { reference } = await submitGrievance(services(), submission.value, {
      ip: requestMeta(request, context).ip,
      userId: signedIn?.user.id,
    });
    return redirect(`/privacy/grievance?${new URLSearchParams({ reference })}`);
  } catch (error) {
    return replyWithError(request, submission, error, { logMessage: "grievance not stored" });
  }
}

export const meta: MetaFunction = () => [
  { title: pageTitle("Write to the Grievance Officer") },
  { name: "description", content: "A request or complaint about your personal data, answered by our Grievance Officer." },
];

export default function Grievance() {
  const { receipt, member } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 lg:py-14">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        <Link to="/privacy" className="hover:underline">
          Privacy notice
        </Link>
      </p>
      <h1 className="mt-1 text-balance text-3xl font-extrabold tracking-tight text-slate-900">Write to the Grievance Officer</h1>
      {receipt ? <Sent reference={receipt.reference} dueBy={receipt.dueBy} /> : <GrievanceForm member={member} />}
    </div>
  );
}

function Sent({ reference, dueBy }: { reference: string; dueBy: string }) {
  return (
    <div className="mt-6">
      <div role="status" className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-green-900">
        <p className="font-semibold">Thank you. We have received your request.</p>
        <p className="mt-1">
          Your reference is <strong className="font-mono">{reference}</strong>. We will answer by {dueBy}, by e-mail; an acknowledgement with
          the reference is on its way.
        </p>
      </div>
      <p className="mt-6 text-sm text-slate-700">
        <Link to="/privacy" className={TEXT_LINK}>
          Back to the privacy notice
        </Link>
      </p>
    </div>
  );
}

function GrievanceForm({ member }: { member: { name: string; email: string } | null }) {
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
      <p className="mt-3 text-slate-700">
        Ask for something about your personal data, or complain about how we handle it. You get a reference number by e-mail, and an answer
        within {GRIEVANCE_RESPONSE_DAYS} days. All fields are required.
      </p>
      <ErrorSummary formErrorId={form.errorId} formErrors={form.errors} fieldErrors={fieldErrorCount(form.allErrors)} />
      <Form ref={formRef} method="post" action="/privacy/grievance" {...formProps} className="mt-6 grid gap-5">
        <Field meta={fields.name} label="Name" inputProps={{ autoComplete: "name", maxLength: CONTACT_LIMITS.name }} />
        <Field meta={fields.email} label="Email" type="email" inputProps={{ autoComplete: "email", maxLength: CONTACT_LIMITS.email }} />
        <SelectField
          meta={fields.topic}
          label="What is it about?"
          placeholder="Choose one"
          options={Object.entries(GRIEVANCE_TOPICS).map(([value, label]) => ({ value, label }))}
        />
        <Field
          meta={fields.message}
          label="Your request"
          multiline
          hint="To nominate someone, give their name and e-mail address here."
          textareaProps={{ rows: 5, maxLength: CONTACT_LIMITS.message }}
        />
        <div>
          <SubmitButton busy={busy} busyLabel="Sending..." className={SEND_BUTTON}>
            Send request
          </SubmitButton>
        </div>
      </Form>
    </>
  );
}
