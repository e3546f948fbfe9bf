import { z } from "zod";
import { fromIndiaInputValue, toIndiaInputValue } from "../time/india-time";

/**
 * The admin's coupon form (issue 13), shared by the pages (in the browser and their actions) and
 * core's coupon-admin.ts. Only zod and the India-time arithmetic here: the page's browser bundle
 * must not reach the table. Times are typed in India time and stored as UTC instants.
 */
export const COUPON_FORM_MESSAGES = {
  code: "Please enter a code of 3 to 20 capital letters or digits, e.g. MONSOON25.",
  description: "Please enter a short description drivers will see (up to 120 characters).",
  kind: "Please choose flat (rupees off) or percent.",
  flatValue: "Please enter the rupees off, a whole number from 1 to 10000.",
  percentValue: "Please enter a percentage, a whole number from 1 to 100.",
  maxDiscount: "Please enter the cap in whole rupees from 1 to 10000, or leave it empty.",
  validFrom: "Please enter when the coupon starts, as a date and time.",
  validTo: "Please enter when the coupon ends, as a date and time.",
  validOrder: "The end must be after the start.",
  scope: "Please choose where the coupon applies.",
  city: "Please enter the city.",
  parkingIds: "Please enter one or more car park ids, separated by commas.",
  perMemberLimit: "Please enter how many times one member may use it, 1 to 100.",
  totalLimit: "Please enter how many times it may be used in all, 1 to 1000000, or leave it empty.",
} as const;

export const COUPON_KINDS = ["flat", "percent"] as const;
export const COUPON_SCOPES = ["all", "city", "parkings"] as const;
export type CouponScope = (typeof COUPON_SCOPES)[number];

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const whole = (message: string, min: number, max: number) =>
  z.coerce.number({ invalid_type_error: message, required_error: message }).int(message).min(min, message).max(max, message);
const optionalWhole = (message: string, min: number, max: number) => z.preprocess(blankToUndefined, whole(message, min, max).optional());
const indiaTime = (message: string) =>
  z.string({ required_error: message, invalid_type_error: message }).transform((v, ctx) => {
    const at = fromIndiaInputValue(v);
    if (!at) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message });
      return z.NEVER;
    }
    return at.toISOString();
  });

/** Every field but the code, which an edit cannot change (it is the coupon's key). */
const definitionFields = z.object({
  description: z
    .string({ required_error: COUPON_FORM_MESSAGES.description })
    .trim()
    .min(1, COUPON_FORM_MESSAGES.description)
    .max(120, COUPON_FORM_MESSAGES.description),
  kind: z.enum(COUPON_KINDS, { errorMap: () => ({ message: COUPON_FORM_MESSAGES.kind }) }),
  value: z.coerce.number({ invalid_type_error: COUPON_FORM_MESSAGES.flatValue, required_error: COUPON_FORM_MESSAGES.flatValue }),
  maxDiscount: optionalWhole(COUPON_FORM_MESSAGES.maxDiscount, 1, 10_000),
  validFrom: indiaTime(COUPON_FORM_MESSAGES.validFrom),
  validTo: indiaTime(COUPON_FORM_MESSAGES.validTo),
  scope: z.enum(COUPON_SCOPES, { errorMap: () => ({ message: COUPON_FORM_MESSAGES.scope }) }).default("all"),
  city: z.preprocess(blankToUndefined, z.string().trim().max(80, COUPON_FORM_MESSAGES.city).optional()),
  /** Comma- or space-separated car park ids (the address of the car park's admin page). */
  parkingIds: z
    .string()
    .optional()
    .default("")
    .transform((v) => [
      ...new Set(
        v
          .split(/[\s,]+/)
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ]),
  perMemberLimit: z.preprocess((v) => blankToUndefined(v) ?? 1, whole(COUPON_FORM_MESSAGES.perMemberLimit, 1, 100)),
  totalLimit: optionalWhole(COUPON_FORM_MESSAGES.totalLimit, 1, 1_000_000),
});

type Definition = z.infer<typeof definitionFields>;

function checkDefinition(d: Definition, ctx: z.RefinementCtx): void {
  const issue = (path: string, message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
  if (d.kind === "flat" && !(Number.isInteger(d.value) && d.value >= 1 && d.value <= 10_000))
    issue("value", COUPON_FORM_MESSAGES.flatValue);
  if (d.kind === "percent" && !(Number.isInteger(d.value) && d.value >= 1 && d.value <= 100))
    issue("value", COUPON_FORM_MESSAGES.percentValue);
  if (d.validTo <= d.validFrom) issue("validTo", COUPON_FORM_MESSAGES.validOrder);
  if (d.scope === "city" && !d.city) issue("city", COUPON_FORM_MESSAGES.city);
  if (d.scope === "parkings" && (d.parkingIds.length === 0 || d.parkingIds.length > 50 || d.parkingIds.some((id) => id.length > 100)))
    issue("parkingIds", COUPON_FORM_MESSAGES.parkingIds);
}

/** What an edit sends. */
export const couponEditSchema = definitionFields.superRefine(checkDefinition);

/** What a new coupon sends: the code too. */
export const couponCreateSchema = definitionFields
  .extend({
    code: z
      .string({ required_error: COUPON_FORM_MESSAGES.code })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{3,20}$/, COUPON_FORM_MESSAGES.code),
  })
  .superRefine(checkDefinition);

export type CouponDefinition = z.infer<typeof couponEditSchema>;

/** The form's values as a post sends them: an edit's starting values. */
export type CouponFormValues = Partial<Record<keyof z.input<typeof couponCreateSchema>, string>>;

/** A stored coupon's fields as the form shows them (times in India time). */
export function couponFormValues(coupon: {
  code: string;
  description: string;
  kind: string;
  value: number;
  maxDiscount?: number;
  validFrom: string;
  validTo: string;
  city?: string;
  parkingIds?: string[];
  perMemberLimit?: number;
  totalLimit?: number;
}): CouponFormValues {
  return {
    code: coupon.code,
    description: coupon.description,
    kind: coupon.kind,
    value: String(coupon.value),
    maxDiscount: coupon.maxDiscount === undefined ? "" : String(coupon.maxDiscount),
    validFrom: toIndiaInputValue(new Date(coupon.validFrom)),
    validTo: toIndiaInputValue(new Date(coupon.validTo)),
    scope: coupon.city ? "city" : coupon.parkingIds?.length ? "parkings" : "all",
    city: coupon.city ?? "",
    parkingIds: (coupon.parkingIds ?? []).join(", "),
    perMemberLimit: String(coupon.perMemberLimit ?? 1),
    totalLimit: coupon.totalLimit === undefined ? "" : String(coupon.totalLimit),
  };
}
