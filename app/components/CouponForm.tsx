import { Form } from "@remix-run/react";
import { useState, type FormEvent } from "react";

/** The coupon in the checkout's URL, as the server's quote judged it. */
export type CouponState =
  { status: "applied"; code: string; message: string; discount: string } | { status: "refused"; code: string; message: string };

/**
 * The checkout's coupon entry: posts `intent=apply` to the checkout, which puts the code in the URL
 * for the quote to judge. An empty code is refused here first, with the server's own message.
 */
export function CouponForm({
  coupon,
  vehicle,
  networkError,
  applying,
  disabled,
  emptyMessage,
}: {
  coupon?: CouponState;
  emptyMessage: string;
  vehicle: string | null;
  networkError?: string;
  applying: boolean;
  disabled: boolean;
}) {
  const [clientError, setClientError] = useState<string | null>(null);

  // The obvious mistake is caught before anything is sent (spec §5); the server says the same.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const code = new FormData(event.currentTarget).get("couponCode");
    if (typeof code !== "string" || !code.trim()) {
      event.preventDefault();
      setClientError(emptyMessage);
    } else {
      setClientError(null);
    }
  }

  const error = clientError ?? (applying ? undefined : networkError) ?? (coupon?.status === "refused" ? coupon.message : undefined);
  const success = !error && coupon?.status === "applied" ? coupon.message : undefined;
  const describedBy = error || success ? "coupon-message" : undefined;

  return (
    <Form method="post" replace preventScrollReset onSubmit={onSubmit} noValidate>
      <input type="hidden" name="intent" value="apply" />
      {vehicle ? <input type="hidden" name="vehicle" value={vehicle} /> : null}
      <label htmlFor="couponCode" className="block text-sm font-semibold text-slate-800">
        Coupon code
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id="couponCode"
          name="couponCode"
          type="text"
          defaultValue={coupon?.code ?? ""}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          disabled={disabled}
          onChange={() => setClientError(null)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`block h-11 min-w-0 flex-1 rounded-lg border bg-white px-3 uppercase text-slate-900 shadow-sm placeholder:normal-case focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:bg-slate-100 ${
            error ? "border-red-500" : "border-slate-300"
          }`}
          placeholder="e.g. WELCOME50"
        />
        <button
          type="submit"
          disabled={disabled || applying}
          className="h-11 shrink-0 rounded-lg border border-brand-600 px-4 font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {applying ? "Applying..." : "Apply"}
        </button>
      </div>
      {error ? (
        <p id="coupon-message" role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : success ? (
        <p id="coupon-message" role="status" className="mt-1 text-sm font-medium text-green-700">
          {success}
        </p>
      ) : null}
    </Form>
  );
}
