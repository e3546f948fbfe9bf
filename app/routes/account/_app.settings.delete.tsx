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
import { DELETION_REQUESTED_PATH } from "~/routes/account/parts/account-deletion";
import { deletionSchema, GRACE_DAYS } from "@core/account-deletion/deletion";
import { ERASERS } from "@core/account-deletion/erasers";
import { requestDeletion } from "@core/account-deletion/request-deletion";
import { services } from "@core/services";
import { fill } from "~/i18n/catalogue";
import { SETTINGS_NAV, type SettingsNavMessages } from "~/i18n/account/layout.server";
import { DELETE_ACCOUNT, DELETION_KINDS, type DeleteAccountMessages } from "~/i18n/account/settings.server";
import { pageLanguage } from "~/i18n/language.server";

/**
 * Settings → Delete account (issue 32 §2, decision 052): what goes and what stays, read from the
 * erasers' catalogue (one list for the page, the job and the decision), the member's choice for
 * their posts and comments, and the password. A plain form: it works without JavaScript. On success
 * the session is already ended by core; the cookie goes too, and the grace page says when.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const language = await pageLanguage(request);
  // Each kind's line in the page's language; a kind added to core without its Hindi yet shows core's English.
  const lines: Record<string, string | undefined> = DELETION_KINDS.pick(language);
  const kinds = ERASERS.map(({ kind, outcome, what }) => ({ kind, outcome, what: language === "en" ? what : (lines[kind] ?? what) }));
  return {
    t: DELETE_ACCOUNT.pick(language) as DeleteAccountMessages,
    nav: SETTINGS_NAV.pick(language) as SettingsNavMessages,
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

/** The choice's values and their labels' keys. */
const CONTENT_CHOICES = [
  ["delete", "deleteThem"],
  ["keep", "keepThem"],
] as const satisfies readonly (readonly [string, keyof DeleteAccountMessages])[];

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.t.title ?? "Delete account") }];

export default function DeleteAccount() {
  const { t, nav, email, cancelled, goes, choice, stays } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.result;
  const busy = useSubmittingHere();
  const { form, fields, formProps, attempt } = useKitForm(deletionSchema, { id: "delete-account", lastResult });

  return (
    <div className="max-w-3xl">
      <SettingsNav t={nav} />
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t.title}</h1>
      {cancelled ? (
        <div className="mt-4">
          <Banner tone="success">{t.cancelled}</Banner>
        </div>
      ) : null}
      <p className="mt-3 text-slate-700">{fill(t.intro, { email, days: GRACE_DAYS })}</p>

      <KindList title={t.whatGoes} items={goes} />
      <KindList title={t.whatStays} items={stays} />
      <KindList title={t.yourChoice} items={choice} />

      <ErrorBanners form={form} fields={[fields.content, fields.password]} resetOn={attempt} />
      <Form method="post" {...formProps} className="mt-6 space-y-5 rounded-xl border border-red-200 bg-white p-5 shadow-sm sm:p-6">
        <fieldset
          role="radiogroup"
          aria-invalid={fields.content.errors?.length ? true : undefined}
          aria-describedby={fields.content.errors?.length ? fields.content.errorId : undefined}
        >
          <legend className="text-sm font-semibold text-slate-800">{t.contentLegend}</legend>
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
                {t[label]}
              </label>
            ))}
          </div>
        </fieldset>
        <Field
          meta={fields.password}
          label={t.password}
          type="password"
          errors="elsewhere"
          hint={t.passwordHint}
          inputProps={{ autoComplete: "current-password" }}
        />
        <SubmitButton busy={busy} busyLabel={t.deleting} variant="danger">
          {t.deleteMine}
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
