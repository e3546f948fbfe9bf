import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ErrorList, Field, useKitForm } from "~/components/kit/forms";
import { pageTitle } from "~/utils/brand";
import { invalidSubmission, replyWithError } from "~/utils/form.server";
import { requireAdmin } from "~/utils/session.server";
import { assignOperator } from "@core/account/operator-assignments";
import { operatorAssignSchema, parkingIdsOf } from "@core/account/operator-assign-schema";
import { services } from "@core/services";
import { interleave } from "~/components/auth/interleave";
import { fill } from "~/i18n/catalogue";
import { languageOf } from "~/i18n/language.server";
import { ADMIN_OPERATORS, type AdminOperatorsMessages } from "~/i18n/admin/operators.server";

/**
 * /admin/operators (decision 021): the admin makes a member car park staff of the listed car parks,
 * changes the list, or empties it (a member again). The admin session first; core asks the admin rule
 * itself and logs the change.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  // The admin area's language: the cookie or the browser's (decision 058), never a member profile.
  return { t: ADMIN_OPERATORS.pick(languageOf(request)) as AdminOperatorsMessages };
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireAdmin(request);
  const submission = parseWithZod(await request.formData(), { schema: operatorAssignSchema });
  if (submission.status !== "success") return invalidSubmission(request, submission);
  const { email, parkingIds } = submission.value;
  try {
    const staff = await assignOperator(services().table, user, { email, parkingIds: parkingIdsOf(parkingIds) });
    const parks = staff.operatesAt ?? [];
    const t = ADMIN_OPERATORS.pick(languageOf(request));
    return {
      result: submission.reply({ resetForm: true }),
      done: parks.length ? fill(t.operates, { email: staff.email, parks: parks.join(", ") }) : fill(t.operatesNone, { email: staff.email }),
    };
  } catch (error) {
    return replyWithError(request, submission, error, {
      logMessage: "operator assignment failed",
      fieldFor: (e) => (e.status === 404 ? "email" : undefined),
    });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.t.title ?? "Car park staff · Admin") },
  { name: "robots", content: "noindex" },
];

export default function AdminOperators() {
  const { t } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const done = reply && "done" in reply ? reply.done : null;
  const { form, fields, formProps } = useKitForm(operatorAssignSchema, { id: "operator-assign", lastResult: reply?.result });
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        <Link to="/admin" className="hover:underline">
          {t.administration}
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">{t.heading}</h1>
      <p className="mt-2 text-slate-600">
        {interleave(t.intro, {
          link: (
            <Link to="/operator" className="font-semibold text-brand-700 underline">
              {t.operatorDesk}
            </Link>
          ),
        })}
      </p>
      <Form method="post" {...formProps} className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-6">
        <Field meta={fields.email} label={t.email} type="email" inputProps={{ autoComplete: "off" }} />
        <Field
          meta={fields.parkingIds}
          label={t.parkingIds}
          hint={t.parkingIdsHint}
          inputProps={{ autoComplete: "off", spellCheck: false }}
        />
        <ErrorList id={form.errorId} errors={form.errors} />
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-75"
        >
          {t.save}
        </button>
      </Form>
      {done ? (
        <p role="status" className="mt-4 rounded-md bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          {done}
        </p>
      ) : null}
    </div>
  );
}
