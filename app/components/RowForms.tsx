import type { ReactNode } from "react";
import { Form, useNavigation } from "@remix-run/react";
import { ErrorList, NO_FIELDS, useKitForm, type FormReply } from "~/components/forms";
import { SubmitButton } from "~/components/SubmitButton";

/**
 * Forms that sit on a row of a list (the moderation panel's Ban and Unban, the reported posts'
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
