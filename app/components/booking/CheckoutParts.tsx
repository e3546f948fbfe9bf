import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import type { CheckoutMessages } from "~/i18n/booking/texts";

/** Pieces of the checkout page (app/routes/booking/checkout.tsx): its cards, their facts, and the unverified e-mail notice. */
export function UnverifiedNotice({ here, message, t }: { here: string; message: string; t: CheckoutMessages }) {
  return (
    <section
      aria-label={t.emailVerification}
      className="mt-6 flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm font-semibold text-amber-900">{message}</p>
      <Form method="post" action="/resend-verification" className="shrink-0">
        <input type="hidden" name="redirectTo" value={here} />
        <button
          type="submit"
          className="rounded-md border border-amber-400 bg-white px-4 py-2 text-sm font-semibold text-amber-900 hover:bg-amber-100"
        >
          {t.sendLinkAgain}
        </button>
      </Form>
    </section>
  );
}

export function Card({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <section aria-labelledby={labelledBy} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      {children}
    </section>
  );
}

export function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-600">{label}</dt>
      <dd className="break-words font-medium text-slate-900">{value || "—"}</dd>
    </div>
  );
}
