import { z } from "zod";

/**
 * The coupon entry's schema and texts, shared by the checkout page (in the browser and in its
 * action) and the coupon rules (coupon.ts). Only zod here: the page's browser bundle must not reach
 * the coupon store.
 */
export const COUPON_MESSAGES = {
  /** Spec §5: "an empty code gives the alert 'Please enter a coupon code'". */
  empty: "Please enter a coupon code",
  unknown: "This coupon code is not valid.",
  notYet: "This coupon is not valid yet.",
  expired: "This coupon has expired.",
  otherParking: "This coupon cannot be used at this car park.",
  used: "You have already used this coupon.",
  fullyUsed: "This coupon has been used as many times as it can be.",
  applied: "Coupon applied successfully!",
} as const;

/** Codes are short (WELCOME50); a longer text cannot be one and need not reach the table. */
export const COUPON_CODE_MAX = 40;

/**
 * The code as typed. Blank, or without a letter or digit (the rules keep only those, so "--" is
 * blank to them too), is the spec's empty message; too long is simply not a valid code.
 */
export const couponCodeSchema = z
  .string({ required_error: COUPON_MESSAGES.empty, invalid_type_error: COUPON_MESSAGES.empty })
  .trim()
  .refine((code) => /[a-z0-9]/i.test(code), COUPON_MESSAGES.empty)
  .pipe(z.string().max(COUPON_CODE_MAX, COUPON_MESSAGES.unknown));

export const couponFormSchema = z.object({ couponCode: couponCodeSchema });
