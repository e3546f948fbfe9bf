import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { applyCouponSchema } from "~/components/booking/checkout-forms";

/**
 * The checkout's coupon form when the network fails (spec §8, "An error occurred while applying the
 * coupon."): with JavaScript, the page's clientAction answers it next to the coupon field instead of
 * the error page. It runs in the browser, which has no catalogue: the page swaps in its language's text.
 */
const COUPON_NETWORK_ERROR = "An error occurred while applying the coupon.";

export function couponNetworkReply(formData: FormData) {
  const submission = parseWithZod(formData, { schema: applyCouponSchema });
  return { form: "coupon" as const, result: submission.reply({ fieldErrors: { couponCode: [COUPON_NETWORK_ERROR] } }) };
}

/** The lost connection's message as the page's language says it. */
export function withNetworkText(result: SubmissionResult<string[]>, text: string): SubmissionResult<string[]> {
  const errors = result.error?.couponCode;
  if (!errors?.includes(COUPON_NETWORK_ERROR)) return result;
  return { ...result, error: { ...result.error, couponCode: errors.map((e) => (e === COUPON_NETWORK_ERROR ? text : e)) } };
}
