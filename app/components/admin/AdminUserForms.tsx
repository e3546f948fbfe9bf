import { Form, useNavigation } from "@remix-run/react";
import { ErrorList, Field, useKitForm } from "~/components/kit/forms";
import { SelectField } from "~/components/kit/select-field";
import { SubmitButton } from "~/components/kit/SubmitButton";
import type { RowReply } from "~/utils/row-replies";
import { moderatorOfCommunitySchema } from "@core/community/community-admin-schema";
import { suspendSchema, unsuspendSchema } from "@core/account/user-admin-schema";

/** The forms of /admin/users/{id} (app/routes/admin/admin.users.$id.tsx): plain POSTs to that page, `intent` says which. */
export type Result = RowReply["result"] | undefined;

export function SuspendForm({ lastResult }: { lastResult: Result }) {
  const { form, fields, formProps } = useKitForm(suspendSchema, { id: "suspend", lastResult });
  const busy = useNavigation().formData?.get("intent") === "suspend";
  return (
    <Form method="post" {...formProps} className="mt-3 max-w-xl space-y-3">
      <input type="hidden" name="intent" value="suspend" />
      <p className="text-sm text-slate-600">A suspended account cannot sign in, and every session it has open ends now.</p>
      <Field meta={fields.reason} label="Reason" multiline />
      <ErrorList id={form.errorId} errors={form.errors} />
      <SubmitButton busy={busy} busyLabel="Suspending..." variant="danger">
        Suspend
      </SubmitButton>
    </Form>
  );
}

export function UnsuspendForm({ lastResult }: { lastResult: Result }) {
  const { form, fields, formProps } = useKitForm(unsuspendSchema, { id: "unsuspend", lastResult });
  const busy = useNavigation().formData?.get("intent") === "unsuspend";
  return (
    <Form method="post" {...formProps} className="mt-3 max-w-xl space-y-3">
      <input type="hidden" name="intent" value="unsuspend" />
      <Field meta={fields.reason} label="Note for the log (optional)" multiline />
      <ErrorList id={form.errorId} errors={form.errors} />
      <SubmitButton busy={busy} busyLabel="Lifting..." variant="inline">
        Unsuspend
      </SubmitButton>
    </Form>
  );
}

export function MakeModeratorForm({ options, lastResult }: { options: { value: string; label: string }[]; lastResult: Result }) {
  const { form, fields, formProps } = useKitForm(moderatorOfCommunitySchema, { id: "make-moderator", lastResult });
  const busy = useNavigation().formData?.get("intent") === "make-moderator";
  return (
    <Form method="post" {...formProps} className="mt-4 flex max-w-xl flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="make-moderator" />
      <SelectField
        meta={fields.communityId}
        label="Make them a moderator of"
        options={options}
        placeholder="Choose a community"
        className="grow"
      />
      <SubmitButton busy={busy} busyLabel="Saving..." variant="inline">
        Make moderator
      </SubmitButton>
      <ErrorList id={form.errorId} errors={form.errors} className="w-full" />
    </Form>
  );
}
