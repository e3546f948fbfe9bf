import { getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useMemo } from "react";
import { ErrorList, useKitForm } from "~/components/kit/forms";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { applyCouponSchema } from "~/components/booking/checkout-forms";
import type { CheckoutMessages } from "~/i18n/booking/texts";

/** The coupon in the checkout's URL, as the server's quote judged it. */
export type CouponState =
  { status: "applied"; code: string; message: string; discount: string } | { status: "refused"; code: string; message: string };

const SUCCESS_ID = "coupon-message";

/**
 * The checkout's coupon entry, on the form kit: posts `intent=apply` to the checkout, whose action
 * checks the code with `applyCouponSchema` (the same schema checks it here first, so a blank code
 * gets the spec's message from the schema with and without JavaScript) and puts it in the URL for
 * the quote to judge. The messages sit under the field, which points at them (`aria-describedby`):
 * the action's reply (`reply`: a blank code, a lost connection), else the quote's verdict on the
 * URL's code (`coupon`), which is shown the same way.
 */
export function CouponForm({
  coupon,
  vehicle,
  reply,
  applying,
  disabled,
  t,
}: {
  coupon?: CouponState;
  vehicle: string | null;
  reply?: SubmissionResult<string[]>;
  applying: boolean;
  disabled: boolean;
  t: Pick<CheckoutMessages, "couponCode" | "enterCoupon" | "applying" | "apply">;
}) {
  // A new object per answer from the loader: the same refused code sent again is reported again.
  const verdict = useMemo<SubmissionResult<string[]> | undefined>(
    () =>
      coupon?.status === "refused"
        ? { status: "error", initialValue: { couponCode: coupon.code }, error: { couponCode: [coupon.message] } }
        : undefined,
    [coupon],
  );
  const { fields, formProps } = useKitForm(applyCouponSchema, {
    id: "coupon",
    lastResult: reply ?? verdict,
    defaultValue: { couponCode: coupon?.code ?? "" },
  });
  const code = fields.couponCode;
  const success = !code.errors?.length && coupon?.status === "applied" ? coupon.message : undefined;

  return (
    <Form method="post" replace preventScrollReset {...formProps}>
      <input type="hidden" name="intent" value="apply" />
      {vehicle ? <input type="hidden" name="vehicle" value={vehicle} /> : null}
      <label htmlFor={code.id} className="block text-sm font-semibold text-slate-800">
        {t.couponCode}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          {...getInputProps(code, { type: "text", ariaDescribedBy: success ? SUCCESS_ID : undefined })}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          disabled={disabled}
          className={`block h-11 min-w-0 flex-1 rounded-lg border bg-white px-3 uppercase text-slate-900 shadow-sm placeholder:normal-case focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:bg-slate-100 ${
            code.errors?.length ? "border-red-500" : "border-slate-300"
          }`}
          placeholder={t.enterCoupon}
        />
        <SubmitButton
          busy={applying}
          busyLabel={t.applying}
          disabled={disabled}
          className="h-11 shrink-0 rounded-lg border border-brand-600 px-4 font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {t.apply}
        </SubmitButton>
      </div>
      {/* Always in the page, so a message that appears is announced. */}
      <div role="alert">
        <ErrorList id={code.errorId} errors={code.errors} />
      </div>
      {success ? (
        <p id={SUCCESS_ID} role="status" className="mt-1 text-sm font-medium text-green-700">
          {success}
        </p>
      ) : null}
    </Form>
  );
}
