import { Form, Link } from "@remix-run/react";

/**
 * The answer part of a confirmation page (cancel a booking, delete a vehicle): the server's message
 * when the last try failed, the red button that does it, and the way back. A plain POST form, so it
 * works without JavaScript.
 */
interface ConfirmActionsProps {
  error?: string;
  busy: boolean;
  confirmLabel: string;
  busyLabel: string;
  back: { to: string; label: string };
}

export function ConfirmActions({ error, busy, confirmLabel, busyLabel, back }: ConfirmActionsProps) {
  return (
    <>
      {error ? (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <Form method="post" className="mt-5 flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-red-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-red-700 disabled:cursor-wait disabled:opacity-75"
        >
          {busy ? busyLabel : confirmLabel}
        </button>
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
