import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { NO_FIELDS, useKitForm } from "~/components/kit/forms";
import { SubmitButton } from "~/components/kit/SubmitButton";

/**
 * The answer part of a confirmation page (cancel a booking, delete a vehicle): the server's message
 * when the last try failed, the red button that does it, and the way back. A lone-button form on
 * the form kit (`NO_FIELDS`; its action answers with `replyWithRefusal`), a plain POST, so it works
 * without JavaScript.
 */
interface ConfirmActionsProps {
  /** The action's `result` (replyWithRefusal): its message is the form's, and the form points at it. */
  lastResult?: SubmissionResult<string[]> | null;
  /** The form's id (and its message's, `${id}-form-error`); one per page. */
  id?: string;
  busy: boolean;
  confirmLabel: string;
  busyLabel: string;
  back: { to: string; label: string };
  /** Red for what cannot be undone (cancel, delete); the brand colour for what can (join). */
  tone?: "danger" | "primary";
}

export function ConfirmActions({ lastResult, id = "confirm", busy, confirmLabel, busyLabel, back, tone = "danger" }: ConfirmActionsProps) {
  const { form, formProps } = useKitForm(NO_FIELDS, { id, lastResult });
  const messages = form.errors ?? [];
  return (
    <>
      {messages.length > 0 ? (
        <p
          id={form.errorId}
          role="alert"
          className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {messages.join(" ")}
        </p>
      ) : null}
      <Form method="post" {...formProps} className="mt-5 flex flex-wrap items-center gap-3">
        <SubmitButton
          busy={busy}
          busyLabel={busyLabel}
          className={`rounded-md px-5 py-2.5 text-sm font-semibold text-white disabled:cursor-wait disabled:opacity-75 ${
            tone === "danger" ? "bg-red-600 hover:bg-red-700" : "bg-brand-600 hover:bg-brand-700"
          }`}
        >
          {confirmLabel}
        </SubmitButton>
        <Link
          to={back.to}
          className="rounded-md border border-slate-300 px-5 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
        >
          {back.label}
        </Link>
      </Form>
    </>
  );
}
