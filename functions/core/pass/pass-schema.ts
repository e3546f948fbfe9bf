import { z } from "zod";
import { MONTH_CHOICES } from "./pass-plan";

/**
 * The pass purchase form (issue 15), shared by the page in the browser (the form kit) and its
 * action; core (pass-hold.ts) checks every value again against the stored plan. Only zod here.
 */
export const PASS_MESSAGES = {
  noPlan: "This car park does not sell this pass.",
  choosePlan: "Please choose a plan.",
  months: "Please choose 1, 3, 6 or 12 months.",
  notSold: "This pass is not sold for this vehicle type or length.",
  startDate: "Please choose a start date from today up to 30 days ahead.",
  vehicle: "Please add vehicle to proceed",
  declaration: "Please confirm that the vehicle has no trailer, racks or altered dimensions.",
  full: "Sorry, every space for this pass is taken for the dates you chose. Please choose another start date, plan or car park.",
} as const;

export const passFormSchema = z.object({
  planId: z
    .string({ required_error: PASS_MESSAGES.choosePlan })
    .trim()
    .regex(/^[a-z0-9-]{1,20}$/, PASS_MESSAGES.choosePlan),
  months: z.coerce
    .number({ required_error: PASS_MESSAGES.months, invalid_type_error: PASS_MESSAGES.months })
    .refine((m) => (MONTH_CHOICES as readonly number[]).includes(m), PASS_MESSAGES.months),
  startDate: z
    .string({ required_error: PASS_MESSAGES.startDate })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, PASS_MESSAGES.startDate),
  vehicleId: z.string({ required_error: PASS_MESSAGES.vehicle }).trim().min(1, PASS_MESSAGES.vehicle).max(100, PASS_MESSAGES.vehicle),
  // A checkbox posts "on" only when ticked; unticked, it is missing: the declaration's own message.
  declaration: z.preprocess(
    (v) => v === "on" || v === "true" || v === true,
    z.literal(true, { errorMap: () => ({ message: PASS_MESSAGES.declaration }) }),
  ),
});

export type PassForm = z.infer<typeof passFormSchema>;

/** The multi-location pass's form (decision 029): days instead of plan and months; the rest the same. */
export const NETWORK_PASS_FORM_MESSAGES = { days: "Please choose from 1 to 7 days." } as const;
export const networkPassFormSchema = passFormSchema.omit({ planId: true, months: true }).extend({
  days: z.coerce
    .number({ required_error: NETWORK_PASS_FORM_MESSAGES.days, invalid_type_error: NETWORK_PASS_FORM_MESSAGES.days })
    .int(NETWORK_PASS_FORM_MESSAGES.days)
    .min(1, NETWORK_PASS_FORM_MESSAGES.days)
    .max(7, NETWORK_PASS_FORM_MESSAGES.days),
});
