import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { ErrorList, Field, useKitForm } from "~/components/kit/forms";
import { SelectField } from "~/components/kit/select-field";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { communityFormSchema, type CommunityFormValues } from "@core/community/community-admin-schema";

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
}: {
  id: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: CommunityFormValues;
  banners: { value: string; label: string }[];
  submitLabel: string;
}) {
  const { form, fields, formProps } = useKitForm(communityFormSchema, { id, lastResult, defaultValue: defaultValue as never });
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  return (
    <Form method="post" {...formProps} className="mt-6 grid max-w-2xl gap-5">
      <input type="hidden" name="intent" value="save" />
      {defaultValue?.version !== undefined ? <input type="hidden" name="version" value={defaultValue.version} /> : null}
      <Field meta={fields.name} label="Name" hint="Unique; members find the community by it." />
      <Field meta={fields.description} label="Description" multiline />
      <Field meta={fields.rules} label="Rules" hint="One rule a line, at most 10." multiline textareaProps={{ rows: 5 }} />
      <Field
        meta={fields.descriptionHi}
        label="Description in Hindi (optional)"
        hint="Shown on Hindi pages; the English one when empty."
        multiline
        textareaProps={{ lang: "hi" }}
      />
      <Field
        meta={fields.rulesHi}
        label="Rules in Hindi (optional)"
        hint="One rule a line, at most 10; shown on Hindi pages, the English ones when empty."
        multiline
        textareaProps={{ rows: 5, lang: "hi" }}
      />
      <SelectField meta={fields.banner} label="Banner" options={banners} placeholder="No banner" />
      <div>
        <ErrorList id={form.errorId} errors={form.errors} className="mb-3" />
        <SubmitButton busy={busy} busyLabel="Saving..." variant="inline">
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}
