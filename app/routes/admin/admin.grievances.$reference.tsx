import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod";
import { CONTACT_LIMITS } from "@core/contact/schemas";
import { grievanceAnswerSchema } from "@core/privacy/grievance-schema";
import { ErrorList, Field, useKitForm } from "~/components/kit/forms";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { pageTitle } from "~/utils/brand";
import { invalidSubmission, replyWithError } from "~/utils/form.server";
import { orNotFound } from "~/utils/http.server";
import { useSubmittingHere } from "~/utils/use-submitting-here";
import { answer, grievanceAdmin, grievanceDetail } from "~/routes/admin/parts/grievance-admin.server";

/**
 * /admin/grievances/{reference} (issue 32 §5, decision 050): one privacy request in full; an open one
 * is answered here, which marks it answered and e-mails the answer to the person.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return orNotFound(grievanceDetail(request, params.reference ?? ""));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await grievanceAdmin(request);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: grievanceAnswerSchema });
  if (submission.status !== "success") return invalidSubmission(request, submission);
  try {
    const answered = await answer(admin, params.reference ?? "", submission.value);
    return redirect(`/admin/grievances?${new URLSearchParams({ answered: answered.reference })}`);
  } catch (error) {
    return replyWithError(request, submission, error, { logMessage: "grievance not answered" });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(`${data?.reference ?? "Grievance"} · Admin`) },
  { name: "robots", content: "noindex" },
];

export default function AdminGrievance() {
  const g = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        <Link to="/admin/grievances" className="hover:underline">
          Grievances
        </Link>
      </p>
      <h1 className="mt-1 font-mono text-3xl font-bold text-slate-900">{g.reference}</h1>
      <p className="mt-2 font-semibold text-slate-800">
        {g.status === "open" ? `Open: due ${g.due}.` : `Answered ${g.answered}.`}
        {g.overdue ? <span className="ml-2 rounded bg-red-100 px-2 py-0.5 text-red-800">Overdue</span> : null}
      </p>
      <dl className="mt-6 grid gap-x-6 gap-y-2 rounded-xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-[10rem_1fr]">
        <Row label="About" value={g.topic} />
        <Row label="From" value={g.name} />
        <Row label="E-mail" value={g.email} />
        <Row label="Signed in as" value={g.member ?? "Not signed in"} />
        <Row label="Received" value={`${g.received} (India time)`} />
        <Row label="Due" value={g.due} />
      </dl>
      <h2 className="mt-8 text-lg font-semibold text-slate-900">Request</h2>
      <p className="mt-2 whitespace-pre-wrap break-words rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-800">{g.message}</p>
      {g.status === "answered" ? (
        <>
          <h2 className="mt-8 text-lg font-semibold text-slate-900">Answer</h2>
          <p className="mt-1 text-sm text-slate-600">
            By {g.answeredBy}, {g.answered}
          </p>
          <p className="mt-2 whitespace-pre-wrap break-words rounded-xl border border-slate-200 bg-white p-4 text-slate-800">{g.answer}</p>
        </>
      ) : (
        <AnswerForm />
      )}
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt className="font-semibold text-slate-700">{label}</dt>
      <dd className="break-words text-slate-900">{value}</dd>
    </>
  );
}

function AnswerForm() {
  const reply = useActionData<typeof action>();
  const busy = useSubmittingHere();
  const { form, fields, formProps } = useKitForm(grievanceAnswerSchema, { id: "answer", lastResult: reply?.result });
  return (
    <Form method="post" {...formProps} className="mt-8 space-y-4 border-t border-slate-200 pt-6">
      <h2 className="text-lg font-semibold text-slate-900">Answer</h2>
      <Field
        meta={fields.answer}
        label="Your answer"
        multiline
        hint="E-mailed to the person as written, signed by the Grievance Officer."
        textareaProps={{ rows: 8, maxLength: CONTACT_LIMITS.message }}
      />
      <ErrorList id={form.errorId} errors={form.errors} />
      <SubmitButton
        busy={busy}
        busyLabel="Sending..."
        className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-75"
      >
        Send answer and mark answered
      </SubmitButton>
    </Form>
  );
}
