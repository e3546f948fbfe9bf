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
import { fill } from "~/i18n/catalogue";
import { ADMIN_GRIEVANCE, type AdminGrievanceMessages } from "~/i18n/admin/grievances.server";
import { languageOf } from "~/i18n/language.server";

/**
 * /admin/grievances/{reference} (issue 32 §5, decision 050): one privacy request in full; an open one
 * is answered here, which marks it answered and e-mails the answer to the person.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const language = languageOf(request);
  const grievance = await orNotFound(grievanceDetail(request, params.reference ?? "", language));
  return { ...grievance, t: ADMIN_GRIEVANCE.pick(language) as AdminGrievanceMessages };
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
  { title: pageTitle(data ? fill(data.t.metaTitle, { reference: data.reference }) : "Grievance · Admin") },
  { name: "robots", content: "noindex" },
];

export default function AdminGrievance() {
  const { t, ...g } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        <Link to="/admin/grievances" className="hover:underline">
          {t.grievances}
        </Link>
      </p>
      <h1 className="mt-1 font-mono text-3xl font-bold text-slate-900">{g.reference}</h1>
      <p className="mt-2 font-semibold text-slate-800">
        {g.status === "open" ? fill(t.openDue, { date: g.due }) : fill(t.answeredOn, { date: g.answered ?? "" })}
        {g.overdue ? <span className="ml-2 rounded bg-red-100 px-2 py-0.5 text-red-800">{t.overdue}</span> : null}
      </p>
      <dl className="mt-6 grid gap-x-6 gap-y-2 rounded-xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-[10rem_1fr]">
        <Row label={t.about} value={g.topic} />
        <Row label={t.from} value={g.name} written />
        <Row label={t.email} value={g.email} />
        {g.member ? <Row label={t.signedInAs} value={g.member} written /> : <Row label={t.signedInAs} value={t.notSignedIn} />}
        <Row label={t.received} value={fill(t.receivedAt, { date: g.received })} />
        <Row label={t.due} value={g.due} />
      </dl>
      <h2 className="mt-8 text-lg font-semibold text-slate-900">{t.request}</h2>
      <p
        className="mt-2 whitespace-pre-wrap break-words rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-800"
        data-user-content
      >
        {g.message}
      </p>
      {g.status === "answered" ? (
        <>
          <h2 className="mt-8 text-lg font-semibold text-slate-900">{t.answer}</h2>
          <p className="mt-1 text-sm text-slate-600">
            <AnsweredBy template={t.answeredBy} name={g.answeredBy ?? ""} date={g.answered ?? ""} />
          </p>
          <p
            className="mt-2 whitespace-pre-wrap break-words rounded-xl border border-slate-200 bg-white p-4 text-slate-800"
            data-user-content
          >
            {g.answer}
          </p>
        </>
      ) : (
        <AnswerForm t={t} />
      )}
    </div>
  );
}

/** A line of the request's details; `written` marks a value a person typed (a name). */
function Row({ label, value, written = false }: { label: string; value: string; written?: boolean }) {
  return (
    <>
      <dt className="font-semibold text-slate-700">{label}</dt>
      <dd className="break-words text-slate-900" data-user-content={written || undefined}>
        {value}
      </dd>
    </>
  );
}

/** "By {name}, {date}" with the answering admin's name marked as a name. */
function AnsweredBy({ template, name, date }: { template: string; name: string; date: string }) {
  const [before, after = ""] = fill(template, { date }).split("{name}");
  return (
    <>
      {before}
      <span data-user-content>{name}</span>
      {after}
    </>
  );
}

function AnswerForm({ t }: { t: AdminGrievanceMessages }) {
  const reply = useActionData<typeof action>();
  const busy = useSubmittingHere();
  const { form, fields, formProps } = useKitForm(grievanceAnswerSchema, { id: "answer", lastResult: reply?.result });
  return (
    <Form method="post" {...formProps} className="mt-8 space-y-4 border-t border-slate-200 pt-6">
      <h2 className="text-lg font-semibold text-slate-900">{t.answer}</h2>
      <Field
        meta={fields.answer}
        label={t.yourAnswer}
        multiline
        hint={t.answerHint}
        textareaProps={{ rows: 8, maxLength: CONTACT_LIMITS.message }}
      />
      <ErrorList id={form.errorId} errors={form.errors} />
      <SubmitButton
        busy={busy}
        busyLabel={t.sending}
        className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-75"
      >
        {t.send}
      </SubmitButton>
    </Form>
  );
}
