import { Form, useNavigation } from "@remix-run/react";
import { ErrorList, Field, useKitForm } from "~/components/kit/forms";
import { SelectField } from "~/components/kit/select-field";
import { SubmitButton } from "~/components/kit/SubmitButton";
import type { RowReply } from "~/utils/row-replies";
import { moderatorOfCommunitySchema } from "@core/community/community-admin-schema";
import { suspendSchema, unsuspendSchema } from "@core/account/user-admin-schema";
import type { AdminUserMessages } from "~/i18n/admin/people-texts";

/** The forms of /admin/users/{id} (app/routes/admin/admin.users.$id.tsx): plain POSTs to that page, `intent` says which. */
export type Result = RowReply["result"] | undefined;

export function SuspendForm({ lastResult, t }: { lastResult: Result; t: AdminUserMessages }) {
  const { form, fields, formProps } = useKitForm(suspendSchema, { id: "suspend", lastResult });
  const busy = useNavigation().formData?.get("intent") === "suspend";
  return (
    <Form method="post" {...formProps} className="mt-3 max-w-xl space-y-3">
      <input type="hidden" name="intent" value="suspend" />
      <p className="text-sm text-slate-600">{t.suspendExplained}</p>
      <Field meta={fields.reason} label={t.reason} multiline />
      <ErrorList id={form.errorId} errors={form.errors} />
      <SubmitButton busy={busy} busyLabel={t.suspending} variant="danger">
        {t.suspend}
      </SubmitButton>
    </Form>
  );
}

export function UnsuspendForm({ lastResult, t }: { lastResult: Result; t: AdminUserMessages }) {
  const { form, fields, formProps } = useKitForm(unsuspendSchema, { id: "unsuspend", lastResult });
  const busy = useNavigation().formData?.get("intent") === "unsuspend";
  return (
    <Form method="post" {...formProps} className="mt-3 max-w-xl space-y-3">
      <input type="hidden" name="intent" value="unsuspend" />
      <Field meta={fields.reason} label={t.logNote} multiline />
      <ErrorList id={form.errorId} errors={form.errors} />
      <SubmitButton busy={busy} busyLabel={t.lifting} variant="inline">
        {t.unsuspend}
      </SubmitButton>
    </Form>
  );
}

export function MakeModeratorForm({
  options,
  lastResult,
  t,
}: {
  options: { value: string; label: string }[];
  lastResult: Result;
  t: AdminUserMessages;
}) {
  const { form, fields, formProps } = useKitForm(moderatorOfCommunitySchema, { id: "make-moderator", lastResult });
  const busy = useNavigation().formData?.get("intent") === "make-moderator";
  return (
    <Form method="post" {...formProps} className="mt-4 flex max-w-xl flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="make-moderator" />
      <SelectField meta={fields.communityId} label={t.makeModeratorOf} options={options} placeholder={t.chooseCommunity} className="grow" />
      <SubmitButton busy={busy} busyLabel={t.saving} variant="inline">
        {t.makeModerator}
      </SubmitButton>
      <ErrorList id={form.errorId} errors={form.errors} className="w-full" />
    </Form>
  );
}
