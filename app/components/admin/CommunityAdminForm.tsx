import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { ErrorList, Field, useKitForm } from "~/components/kit/forms";
import { SelectField } from "~/components/kit/select-field";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { communityFormSchema, type CommunityFormValues } from "@core/community/community-admin-schema";
import type { CommunityFormMessages } from "~/i18n/admin/people-texts";

/**
 * The admin's community form (issue 13), for creating and editing; a plain POST, so it works
 * without JavaScript. The banner is chosen among the banners the communities already have (a new
 * one is uploaded beside this form on the edit page: decision 020). An edit carries the version it was read
 * at, so a save over another admin's newer change is refused instead of overwriting it.
 */
export function CommunityAdminForm({
  id,
  lastResult,
  defaultValue,
  banners,
  submitLabel,
  t,
}: {
  id: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: CommunityFormValues;
  banners: { value: string; label: string }[];
  submitLabel: string;
  t: CommunityFormMessages;
}) {
  const { form, fields, formProps } = useKitForm(communityFormSchema, { id, lastResult, defaultValue: defaultValue as never });
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  return (
    <Form method="post" {...formProps} className="mt-6 grid max-w-2xl gap-5">
      <input type="hidden" name="intent" value="save" />
      {defaultValue?.version !== undefined ? <input type="hidden" name="version" value={defaultValue.version} /> : null}
      <Field meta={fields.name} label={t.name} hint={t.nameHint} />
      {/* The English description and rules are members' texts: written in English, read as such. */}
      <Field meta={fields.description} label={t.description} multiline textareaProps={{ lang: "en" }} />
      <Field meta={fields.rules} label={t.rules} hint={t.rulesHint} multiline textareaProps={{ rows: 5, lang: "en" }} />
      <Field meta={fields.descriptionHi} label={t.descriptionHi} hint={t.descriptionHiHint} multiline textareaProps={{ lang: "hi" }} />
      <Field meta={fields.rulesHi} label={t.rulesHi} hint={t.rulesHiHint} multiline textareaProps={{ rows: 5, lang: "hi" }} />
      <SelectField meta={fields.banner} label={t.banner} options={banners} placeholder={t.noBanner} />
      <div>
        <ErrorList id={form.errorId} errors={form.errors} className="mb-3" />
        <SubmitButton busy={busy} busyLabel={t.saving} variant="inline">
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}
