import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { ErrorList, Field, useKitForm } from "~/components/kit/forms";
import { pageTitle } from "~/utils/brand";
import { invalidSubmission, replyWithError } from "~/utils/form.server";
import { requireAdmin } from "~/utils/session.server";
import { assignOperator } from "@core/account/operator-assignments";
import { operatorAssignSchema, parkingIdsOf } from "@core/account/operator-assign-schema";
import { services } from "@core/services";

/**
 * /admin/operators (decision 021): the admin makes a member car park staff of the listed car parks,
 * changes the list, or empties it (a member again). The admin session first; core asks the admin rule
 * itself and logs the change.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireAdmin(request);
  const submission = parseWithZod(await request.formData(), { schema: operatorAssignSchema });
  if (submission.status !== "success") return invalidSubmission(request, submission);
  const { email, parkingIds } = submission.value;
  try {
    const staff = await assignOperator(services().table, user, { email, parkingIds: parkingIdsOf(parkingIds) });
    const parks = staff.operatesAt ?? [];
    return {
      result: submission.reply({ resetForm: true }),
      done: parks.length ? `${staff.email} now operates ${parks.join(", ")}.` : `${staff.email} no longer operates any car park.`,
    };
  } catch (error) {
    return replyWithError(request, submission, error, {
      logMessage: "operator assignment failed",
      fieldFor: (e) => (e.status === 404 ? "email" : undefined),
    });
  }
}

export const meta: MetaFunction = () => [{ title: pageTitle("Car park staff · Admin") }, { name: "robots", content: "noindex" }];

export default function AdminOperators() {
  const reply = useActionData<typeof action>();
  const done = reply && "done" in reply ? reply.done : null;
  const { form, fields, formProps } = useKitForm(operatorAssignSchema, { id: "operator-assign", lastResult: reply?.result });
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        <Link to="/admin" className="hover:underline">
          Administration
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">Car park staff</h1>
      <p className="mt-2 text-slate-600">
        A member&apos;s account becomes an operator of the car parks listed: they sign in as usual and open{" "}
        <Link to="/operator" className="font-semibold text-brand-700 underline">
          the operator desk
        </Link>
        . The list replaces the one they had; leave it empty to make them a member again.
      </p>
      <Form method="post" {...formProps} className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-6">
        <Field meta={fields.email} label="E-mail address" type="email" inputProps={{ autoComplete: "off" }} />
        <Field
          meta={fields.parkingIds}
          label="Car park ids"
          hint="Separated by commas, e.g. pk-mumbai-01, pk-mumbai-02 (at most 20)."
          inputProps={{ autoComplete: "off", spellCheck: false }}
        />
        <ErrorList id={form.errorId} errors={form.errors} />
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-75"
        >
          Save
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
