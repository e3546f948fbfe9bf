import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod";
import { CheckboxField, ErrorList, Field, NO_FIELDS, useKitForm } from "~/components/kit/forms";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { pageTitle } from "~/utils/brand";
import { invalidSubmission, replyWithError, replyWithRefusal } from "~/utils/form.server";
import { contentCheckSettingsPage, restoreDefaults, saveSettings } from "~/routes/admin/parts/content-check-settings.server";
import { ConflictError } from "@core/errors";
import { checkSettingsFormSchema, CHECK_SETTINGS_MESSAGES, SETTINGS_LIMITS } from "@core/content-check/check-settings-schema";
import { translateMessage } from "@core/i18n/messages";
import { interleave } from "~/components/auth/interleave";
import { fill } from "~/i18n/catalogue";

/**
 * /admin/content-checks (issue 13, decision 022): which content checks run and their thresholds,
 * with the value in force and the default beside each, and how many posts wait for a moderator's
 * review now. A check switched off never lets a post through: its posts wait for their
 * community's moderators. Plain forms (no JavaScript needed); core checks the values and the
 * admin rule again, and logs every change old → new. A save from a page another admin has saved
 * meanwhile is refused and the page shows the values now in force.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const page = await contentCheckSettingsPage(request);
  const q = new URL(request.url).searchParams;
  const notice = q.has("saved") ? page.t.saved : q.has("restored") ? page.t.restored : null;
  return { ...page, notice, conflict: q.has("conflict") ? translateMessage(CHECK_SETTINGS_MESSAGES.changed, page.language) : null };
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  const path = new URL(request.url).pathname;
  const onConflict = (error: unknown) => (error instanceof ConflictError ? redirect(`${path}?conflict=1`) : null);
  if (formData.get("intent") === "restore") {
    try {
      await restoreDefaults(request, Number(formData.get("version") ?? 0) || 0);
      return redirect(`${path}?restored=1`);
    } catch (error) {
      return (
        onConflict(error) ??
        replyWithRefusal(request, error, { logMessage: "content-check defaults not restored", extra: { form: "restore" } })
      );
    }
  }
  const submission = parseWithZod(formData, { schema: checkSettingsFormSchema });
  if (submission.status !== "success") return invalidSubmission(request, submission);
  try {
    await saveSettings(request, Object.fromEntries(formData));
    return redirect(`${path}?saved=1`);
  } catch (error) {
    return onConflict(error) ?? replyWithError(request, submission, error, { logMessage: "content-check settings not saved" });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.t.title ?? "Content checks · Admin") },
  { name: "robots", content: "noindex" },
];

export default function ContentChecks() {
  const d = useLoaderData<typeof loader>();
  const { t } = d;
  const reply = useActionData<typeof action>();
  const restoreReply = reply && "form" in reply ? reply.result : null;
  return (
    <div className="mx-auto w-full max-w-4xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{t.eyebrow}</p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">{t.heading}</h1>
      <p className="mt-2 text-slate-600">{t.intro}</p>
      <p className="mt-4 rounded-md border border-slate-200 bg-white px-4 py-3 text-sm text-slate-800" data-testid="held-for-review">
        {interleave(t.heldNow, { count: <strong>{d.heldForReview}</strong> })}
      </p>
      {d.conflict ? (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {d.conflict}
        </p>
      ) : d.notice && !reply ? (
        <p role="status" className="mt-4 rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800">
          {d.notice}
        </p>
      ) : null}
      <p className="mt-4 text-sm text-slate-600">
        {d.lastChange
          ? interleave(t.lastChanged, { at: d.lastChange.at, by: <span data-user-content>{d.lastChange.by}</span> })
          : t.defaultsInForce}
      </p>
      {/* A fresh form for each stored version: after a save, it shows what is now in force. */}
      <SettingsForm key={d.version} d={d} lastResult={reply && !("form" in reply) ? reply.result : null} />
      <RestoreForm t={t} version={d.version} isDefault={d.isDefault} lastResult={restoreReply} />
    </div>
  );
}

type PageData = ReturnType<typeof useLoaderData<typeof loader>>;

function SettingsForm({ d, lastResult }: { d: PageData; lastResult: Parameters<typeof useKitForm>[1]["lastResult"] }) {
  const { t } = d;
  const { form, fields, formProps } = useKitForm(checkSettingsFormSchema, { id: "content-checks", lastResult, defaultValue: d.values });
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const onOff = (on: unknown) => (on ? t.on : t.off);
  return (
    <Form method="post" {...formProps} className="mt-6 space-y-8">
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="version" value={d.version} />
      <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
        <legend className="px-1 text-lg font-semibold text-slate-900">{t.checksLegend}</legend>
        {d.checks.map((check) => {
          const field = fields[`${check.name}Check` as "textCheck"];
          return (
            <CheckboxField
              key={check.name}
              meta={field}
              label={check.label}
              hint={fill(t.checkHint, { hint: check.hint, now: onOff(check.on), default: onOff(d.defaults[`${check.name}Check`]) })}
            />
          );
        })}
      </fieldset>
      <fieldset className="grid gap-5 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-2">
        <legend className="px-1 text-lg font-semibold text-slate-900">{t.thresholdsLegend}</legend>
        <p className="text-sm text-slate-600 sm:col-span-2">
          {fill(t.thresholdsIntro, { min: SETTINGS_LIMITS.image.min, max: SETTINGS_LIMITS.image.max })}
        </p>
        {d.categories.map((c) => (
          <Field
            key={c.field}
            meta={fields[c.field]}
            label={c.name}
            hint={fill(t.nowDefault, { now: d.values[c.field] ?? "", default: c.default })}
            inputProps={{ inputMode: "numeric" }}
          />
        ))}
      </fieldset>
      <fieldset className="grid gap-5 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-2">
        <legend className="px-1 text-lg font-semibold text-slate-900">{t.topicLegend}</legend>
        <Field
          meta={fields.minScore}
          label={t.topicFloor}
          hint={fill(t.topicFloorHint, {
            min: SETTINGS_LIMITS.minScore.min,
            max: SETTINGS_LIMITS.minScore.max,
            now: d.values.minScore ?? "",
            default: d.defaults.minScore ?? "",
          })}
          inputProps={{ inputMode: "decimal" }}
        />
        <Field
          meta={fields.mismatchMargin}
          label={t.mismatchMargin}
          hint={fill(t.mismatchMarginHint, {
            min: SETTINGS_LIMITS.mismatchMargin.min,
            max: SETTINGS_LIMITS.mismatchMargin.max,
            now: d.values.mismatchMargin ?? "",
            default: d.defaults.mismatchMargin ?? "",
          })}
          inputProps={{ inputMode: "decimal" }}
        />
      </fieldset>
      <div>
        <ErrorList id={form.errorId} errors={form.errors} className="mb-3" />
        <SubmitButton busy={busy} busyLabel={t.saving} variant="inline">
          {t.save}
        </SubmitButton>
      </div>
    </Form>
  );
}

function RestoreForm({
  t,
  version,
  isDefault,
  lastResult,
}: {
  t: PageData["t"];
  version: number;
  isDefault: boolean;
  lastResult: Parameters<typeof useKitForm>[1]["lastResult"];
}) {
  const { form, formProps } = useKitForm(NO_FIELDS, { id: "restore", lastResult });
  if (isDefault && !lastResult) return null;
  return (
    <Form method="post" {...formProps} className="mt-10 border-t border-slate-200 pt-6">
      <input type="hidden" name="intent" value="restore" />
      <input type="hidden" name="version" value={version} />
      <p className="text-sm text-slate-600">{t.restoreIntro}</p>
      <button type="submit" className="mt-3 rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-700 hover:bg-slate-100">
        {t.restore}
      </button>
      <ErrorList id={form.errorId} errors={form.errors} className="mt-3" />
    </Form>
  );
}
