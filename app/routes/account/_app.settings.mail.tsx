import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import { SettingsNav } from "~/components/account/SettingsNav";
import { Banner } from "~/components/kit/Banner";
import { CheckboxField, ErrorBanners, useKitForm } from "~/components/kit/forms";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { pageTitle } from "~/utils/brand";
import { invalidSubmission, replyWithError } from "~/utils/form.server";
import { requireUser } from "~/utils/session.server";
import { useSubmittingHere } from "~/utils/use-submitting-here";
import { OPTIONAL_MAIL_KINDS, type OptionalMailKind } from "@core/mail-preferences/mail-kinds";
import { readMailPreferences, saveMailPreferences } from "@core/mail-preferences/preferences";
import { mailPreferencesSchema } from "@core/mail-preferences/schema";
import { services } from "@core/services";
import { SETTINGS_NAV, type SettingsNavMessages } from "~/i18n/account/layout.server";
import { MAIL_SETTINGS, type MailSettingsMessages } from "~/i18n/account/settings.server";
import { pageLanguage } from "~/i18n/language.server";

/**
 * Settings → Mail (issue 32 §3, decision 049): a switch for each optional kind of mail. The form
 * names no member: the caller's own preferences are read and saved. A save redirects with
 * `?saved=1`, so a reload never posts twice, and the page shows the stored values.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const language = await pageLanguage(request);
  const prefs = await readMailPreferences(services().table, user.id);
  const saved = new URL(request.url).searchParams.get("saved") === "1";
  return {
    values: { reminders: prefs.reminders, community: prefs.community, offers: prefs.offers },
    updatedAt: prefs.updatedAt ?? "",
    saved,
    // The kinds' names and hints are core's (mail-kinds.ts) in English, the same words in the catalogue.
    t: MAIL_SETTINGS.pick(language) as MailSettingsMessages,
    nav: SETTINGS_NAV.pick(language) as SettingsNavMessages,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireUser(request);
  const submission = parseWithZod(await request.formData(), { schema: mailPreferencesSchema });
  if (submission.status !== "success") return invalidSubmission(request, submission);
  try {
    await saveMailPreferences(services().table, user.id, submission.value);
  } catch (error) {
    return replyWithError(request, submission, error, { logMessage: "mail preferences not saved", logFields: { userId: user.id } });
  }
  return redirect("/settings/mail?saved=1");
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.t.metaTitle ?? "Mail settings") }];

export default function MailSettings() {
  const { values, updatedAt, saved, t, nav } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.result;
  return (
    <div>
      <SettingsNav t={nav} />
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t.title}</h1>
      <p className="mt-2 max-w-2xl text-slate-600">{t.intro}</p>
      {/* A fresh form after each save: the switches show what is stored. */}
      <MailForm key={updatedAt} t={t} values={values} saved={saved && !lastResult} lastResult={lastResult} />
    </div>
  );
}

function MailForm({
  t,
  values,
  saved,
  lastResult,
}: {
  t: MailSettingsMessages;
  values: Record<OptionalMailKind, boolean>;
  saved: boolean;
  lastResult?: SubmissionResult<string[]>;
}) {
  const busy = useSubmittingHere();
  // A checkbox's value is "on" when ticked; no value is unticked.
  const defaultValue = Object.fromEntries(OPTIONAL_MAIL_KINDS.map((kind) => [kind, values[kind] ? "on" : undefined]));
  const { form, fields, formProps, attempt } = useKitForm(mailPreferencesSchema, { id: "mail-preferences", lastResult, defaultValue });
  return (
    <>
      <div className="mt-4 max-w-2xl space-y-3">
        {saved ? <Banner tone="success">{t.saved}</Banner> : null}
        <ErrorBanners form={form} fields={[]} resetOn={attempt} />
      </div>
      <Form
        method="post"
        {...formProps}
        className="mt-6 max-w-2xl space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        {OPTIONAL_MAIL_KINDS.map((kind) => (
          <CheckboxField
            key={kind}
            meta={fields[kind]}
            label={<span className="font-semibold">{t[kind]}</span>}
            hint={t[`${kind}Hint`]}
            inputProps={{ role: "switch" }}
          />
        ))}
        <p className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">{t.alwaysSent}</p>
        <SubmitButton busy={busy} busyLabel={t.saving} variant="inline">
          {t.save}
        </SubmitButton>
      </Form>
    </>
  );
}
