import { useFrameTexts } from "~/i18n/frame";
import type { ReactNode } from "react";
import { Form, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { ErrorList, Field, NO_FIELDS, useKitForm, type FormReply } from "~/components/kit/forms";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { MODERATION_LIMITS, MODERATION_MESSAGES } from "@core/moderation/moderation-texts";

/**
 * Forms that sit on a row of a list (the moderation panel's Ban, Unban, Approve, Reject and Purge, the reported posts'
 * Remove and Dismiss): each posts its `intent` and the row's id under `idField`, so one route
 * action serves them all and app/utils/row-replies.ts hands each reply back to its own form.
 */
export const ROW_BUTTON = {
  danger:
    "rounded-md px-3 py-1.5 text-sm font-semibold disabled:cursor-wait disabled:opacity-60 border border-red-300 text-red-700 hover:bg-red-50",
  neutral:
    "rounded-md px-3 py-1.5 text-sm font-semibold disabled:cursor-wait disabled:opacity-60 border border-slate-300 text-slate-700 hover:bg-slate-100",
} as const;

/** True while this row's form of this kind is being sent. */
export function useRowBusy(intent: string, idField: string, id: string): boolean {
  const navigation = useNavigation();
  const posted = navigation.state === "submitting" ? navigation.formData : undefined;
  return posted?.get("intent") === intent && posted.get(idField) === id;
}

/** The hidden fields that say which row a form is for. */
export function RowFields({ intent, idField, id }: { intent: string; idField: string; id: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={idField} value={id} />
    </>
  );
}

/** A row's lone button (no fields of its own); core's refusal shows under it and is announced. */
export function RowButtonForm({
  intent,
  idField,
  id,
  lastResult,
  label,
  busyLabel,
  tone,
  className,
  children,
}: {
  intent: string;
  idField: string;
  id: string;
  lastResult?: FormReply["result"];
  /** The button's text; `children` go before the button (an explanation). */
  label: ReactNode;
  busyLabel: string;
  tone: keyof typeof ROW_BUTTON;
  className: string;
  children?: ReactNode;
}) {
  const { form, formProps } = useKitForm(NO_FIELDS, { id: `${intent}-${id}`, lastResult });
  const busy = useRowBusy(intent, idField, id);
  return (
    <Form method="post" preventScrollReset {...formProps} className={className}>
      <RowFields intent={intent} idField={idField} id={id} />
      {children}
      <SubmitButton busy={busy} busyLabel={busyLabel} className={ROW_BUTTON[tone]}>
        {label}
      </SubmitButton>
      {/* Always in the page, so a refusal that appears without a reload is announced. */}
      <div role="alert">
        <ErrorList id={form.errorId} errors={form.errors} className="max-w-xs" />
      </div>
    </Form>
  );
}

/** A post row's action that needs a reason for its author (Remove, Reject): core's rules and texts. */
export function postReasonSchema<Intent extends string>(intent: Intent) {
  return z.object({
    intent: z.literal(intent),
    postId: z.string().min(1).max(100),
    reason: z
      .string({ required_error: MODERATION_MESSAGES.reasonRequired })
      .trim()
      .min(1, MODERATION_MESSAGES.reasonRequired)
      .max(MODERATION_LIMITS.maxReasonChars, MODERATION_MESSAGES.reasonTooLong),
  });
}

/** The form for such an action: the reason (sent to the author), then the button. */
export function PostReasonForm({
  schema,
  postId,
  lastResult,
  reasonLabel,
  busyLabel,
  children,
}: {
  schema: ReturnType<typeof postReasonSchema<string>>;
  postId: string;
  lastResult?: FormReply["result"];
  reasonLabel: string;
  busyLabel: string;
  /** The button's text. */
  children: ReactNode;
}) {
  const intent = schema.shape.intent.value;
  const { chrome } = useFrameTexts();
  const { form, fields, formProps } = useKitForm(schema, { id: `${intent}-${postId}`, lastResult });
  const busy = useRowBusy(intent, "postId", postId);
  return (
    <Form method="post" preventScrollReset {...formProps} className="grid gap-2">
      <RowFields intent={intent} idField="postId" id={postId} />
      <Field meta={fields.reason} label={reasonLabel} hint={chrome.sentToAuthor} multiline textareaProps={{ rows: 2 }} />
      <ErrorList id={form.errorId} errors={form.errors} />
      <div>
        <SubmitButton busy={busy} busyLabel={busyLabel} className={ROW_BUTTON.danger}>
          {children}
        </SubmitButton>
      </div>
    </Form>
  );
}
