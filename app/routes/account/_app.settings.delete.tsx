import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod";
import { getInputProps } from "@conform-to/react";
import { SettingsNav } from "~/components/account/SettingsNav";
import { Banner } from "~/components/kit/Banner";
import { ErrorBanners, Field, useKitForm } from "~/components/kit/forms";
import { SlowNotice, SubmitButton } from "~/components/kit/SubmitButton";
import { pageTitle } from "~/utils/brand";
import { invalidSubmission, replyWithError } from "~/utils/form.server";
import { endSession, requestMeta, requireUser } from "~/utils/session.server";
import { useSubmittingHere } from "~/utils/use-submitting-here";
import { DELETION_CANCELLED_NOTICE, DELETION_REQUESTED_PATH } from "~/routes/account/parts/account-deletion";
import { deletionSchema, GRACE_DAYS } from "@core/account-deletion/deletion";
import { ERASERS } from "@core/account-deletion/erasers";
import { requestDeletion } from "@core/account-deletion/request-deletion";
import { services } from "@core/services";

/**
 * Settings → Delete account (issue 32 §2, decision 052): what goes and what stays, read from the
 * erasers' catalogue (one list for the page, the job and the decision), the member's choice for
 * their posts and comments, and the password. A plain form: it works without JavaScript. On success
 * the session is already ended by core; the cookie goes too, and the grace page says when.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const kinds = ERASERS.map(({ kind, outcome, what }) => ({ kind, outcome, what }));
  return {
    email: user.email,
    cancelled: new URL(request.url).searchParams.get("notice") === "cancelled",
    goes: kinds.filter((k) => k.outcome === "erased"),
    choice: kinds.filter((k) => k.outcome === "member's choice"),
    stays: kinds.filter((k) => k.outcome === "anonymised" || k.outcome === "kept as it is"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { user } = await requireUser(request);
  const submission = parseWithZod(await request.formData(), { schema: deletionSchema });
  const reply = { hideFields: ["password"] };
  if (submission.status !== "success") return invalidSubmission(request, submission, reply);
  try {
    const asked = await requestDeletion(services(), user, submission.value, requestMeta(request, context));
    return await endSession(request, "user", `${DELETION_REQUESTED_PATH}?until=${encodeURIComponent(asked.dueAt)}`);
  } catch (error) {
    return replyWithError(request, submission, error, {
      ...reply,
      logMessage: "account deletion request failed",
      logFields: { userId: user.id },
    });
  }
}

const CONTENT_CHOICES = [
  ["delete", "Delete them"],
  ["keep", "Keep them, shown as by “Deleted member”"],
] as const;

export const meta: MetaFunction = () => [{ title: pageTitle("Delete account") }];

export default function DeleteAccount() {
  const { email, cancelled, goes, choice, stays } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.result;
  const busy = useSubmittingHere();
  const { form, fields, formProps, attempt } = useKitForm(deletionSchema, { id: "delete-account", lastResult });

  return (
    <div className="max-w-3xl">
      <SettingsNav />
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Delete account</h1>
      {cancelled ? (
        <div className="mt-4">
          <Banner tone="success">{DELETION_CANCELLED_NOTICE}</Banner>
        </div>
      ) : null}
      <p className="mt-3 text-slate-700">
        Deleting your account ({email}) signs you out everywhere at once. It is erased {GRACE_DAYS} days later; signing in before then
        cancels the deletion. We e-mail you when it is done.
      </p>

      <KindList title="What goes" items={goes} />
      <KindList title="What stays, without your name or e-mail" items={stays} />
      <KindList title="Your choice" items={choice} />

      <ErrorBanners form={form} fields={[fields.content, fields.password]} resetOn={attempt} />
      <Form method="post" {...formProps} className="mt-6 space-y-5 rounded-xl border border-red-200 bg-white p-5 shadow-sm sm:p-6">
        <fieldset
          role="radiogroup"
          aria-invalid={fields.content.errors?.length ? true : undefined}
          aria-describedby={fields.content.errors?.length ? fields.content.errorId : undefined}
        >
          <legend className="text-sm font-semibold text-slate-800">Your posts, comments and reviews</legend>
          <div className="mt-2 space-y-2">
            {CONTENT_CHOICES.map(([value, label]) => (
              <label
                key={value}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-3 text-sm text-slate-800 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
              >
                <input
                  {...getInputProps(fields.content, { type: "radio", value, ariaAttributes: false })}
                  // One id per option (the field's id is the group's).
                  id={`${fields.content.id}-${value}`}
                  className="h-4 w-4 shrink-0 accent-brand-600"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <Field
          meta={fields.password}
          label="Password"
          type="password"
          errors="elsewhere"
          hint="Your password confirms it is you."
          inputProps={{ autoComplete: "current-password" }}
        />
        <SubmitButton busy={busy} busyLabel="Deleting..." variant="danger">
          Delete my account
        </SubmitButton>
        <SlowNotice busy={busy} />
      </Form>
    </div>
  );
}

function KindList({ title, items }: { title: string; items: { kind: string; what: string }[] }) {
  return (
    <section className="mt-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {items.map((item) => (
          <li key={item.kind}>{item.what}</li>
        ))}
      </ul>
    </section>
  );
}
