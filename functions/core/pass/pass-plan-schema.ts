import { z } from "zod";
import { HOURS_PER_DAY_CHOICES, MONTH_CHOICES, type PassMonths, type PassPlan, type PlanHours } from "./pass-plan";

/**
 * The admin's pass-plan form (issue 15, decision 029 "The admin's plans"), shared by the page in
 * the browser (the form kit) and core (pass-plan-admin.ts), which parses it again and adds the
 * checks that need the table. Only zod and pass-plan.ts's arithmetic here: the browser imports it.
 *
 * The form is flat (one field per kind and length: `price3Four`), so each message sits under the
 * one box it is about, with and without JavaScript.
 */
export const PASS_PLAN_MESSAGES = {
  hours: "Please choose 24 hours, daytime or night.",
  startHour: "Please choose the hour the plan starts, 0 to 23 (India time).",
  hoursPerDay: "Please choose 7, 10, 12 or 14 hours a day.",
  spaces: "Please enter a whole number of spaces from 0 to 5000.",
  noSpaces: "A plan needs at least one space.",
  price: "Please enter a price in whole rupees from 1 to 10,00,000, or leave it blank (not sold).",
  noPrice: (kind: string) => `Please enter at least one price for ${kind}s, or set their spaces to 0.`,
  sameHours: "This car park already has a plan with these hours. Please edit that plan instead.",
  tooMany: "A car park can have at most 10 plans.",
  notThere: "This plan is not one of this car park's.",
  networkShare: "This is the car park's share of a multi-location pass: it changes with its network, not here.",
  overCapacity: (kind: string, pooled: number, capacity: number) =>
    `The plans would set aside ${pooled} ${kind} spaces in the same hours, more than the car park's ${capacity}.`,
  belowSold: (sold: number) => `Spaces cannot go below ${sold}: ${sold} passes held or sold are valid at the same time.`,
  belowBooked: (hour: string, booked: number) =>
    `This plan would leave fewer spaces than are already booked by the hour on ${hour}: ${booked} booked.`,
  stillSold: (count: number) =>
    `This plan cannot be removed: ${count} pass${count === 1 ? " is" : "es are"} held or sold and not expired yet.`,
} as const;

export const MAX_PLANS = 10;
export const MAX_PLAN_PRICE = 10_00_000;
export const PLAN_HOURS_CHOICES = ["24h", "day", "night"] as const satisfies readonly PlanHours[];
export const PLAN_HOURS_LABEL: Record<PlanHours, string> = { "24h": "24 hours", day: "Daytime", night: "Night" };

type Kind = "Four" | "Two";
const KINDS: { field: Kind; kind: "four" | "two"; label: string }[] = [
  { field: "Four", kind: "four", label: "four-wheeler" },
  { field: "Two", kind: "two", label: "two-wheeler" },
];
/** `price1Four` … `price12Two`: the form's price boxes. */
export const priceField = (months: PassMonths, kind: "four" | "two") => `price${months}${kind === "four" ? "Four" : "Two"}` as const;

/** An unchosen select or an empty box posts "": absent, never 0. */
const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
const whole = (message: string, min: number, max: number) =>
  z.coerce.number({ invalid_type_error: message, required_error: message }).int(message).min(min, message).max(max, message);
const optionalWhole = (message: string, min: number, max: number) => z.preprocess(blankToUndefined, whole(message, min, max).optional());

const priceFields = Object.fromEntries(
  MONTH_CHOICES.flatMap((months) =>
    KINDS.map(({ kind }) => [priceField(months, kind), optionalWhole(PASS_PLAN_MESSAGES.price, 1, MAX_PLAN_PRICE)]),
  ),
) as Record<ReturnType<typeof priceField>, z.ZodEffects<z.ZodOptional<z.ZodNumber>>>;

const planFields = z.object({
  /** Present when editing: the plan's stable id (it names the pool, so it never changes). */
  planId: z.preprocess(blankToUndefined, z.string().trim().max(20).optional()),
  hours: z.enum(PLAN_HOURS_CHOICES, { errorMap: () => ({ message: PASS_PLAN_MESSAGES.hours }) }),
  startHour: optionalWhole(PASS_PLAN_MESSAGES.startHour, 0, 23),
  hoursPerDay: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ invalid_type_error: PASS_PLAN_MESSAGES.hoursPerDay })
      .refine((h) => (HOURS_PER_DAY_CHOICES as readonly number[]).includes(h), PASS_PLAN_MESSAGES.hoursPerDay)
      .optional(),
  ),
  spacesFour: whole(PASS_PLAN_MESSAGES.spaces, 0, 5000),
  spacesTwo: whole(PASS_PLAN_MESSAGES.spaces, 0, 5000),
  ...priceFields,
});

export const passPlanFormSchema = planFields.superRefine((plan, ctx) => {
  if (plan.hours !== "24h") {
    if (plan.startHour === undefined) ctx.addIssue({ code: "custom", path: ["startHour"], message: PASS_PLAN_MESSAGES.startHour });
    if (plan.hoursPerDay === undefined) ctx.addIssue({ code: "custom", path: ["hoursPerDay"], message: PASS_PLAN_MESSAGES.hoursPerDay });
  }
  if (plan.spacesFour + plan.spacesTwo === 0) ctx.addIssue({ code: "custom", path: ["spacesFour"], message: PASS_PLAN_MESSAGES.noSpaces });
  for (const { field, kind, label } of KINDS) {
    // Spaces set aside that nobody can buy would only take hours away from hourly bookings.
    const priced = MONTH_CHOICES.some((months) => plan[priceField(months, kind)] !== undefined);
    if (plan[`spaces${field}`] > 0 && !priced)
      ctx.addIssue({ code: "custom", path: [priceField(1, kind)], message: PASS_PLAN_MESSAGES.noPrice(label) });
  }
});

export type PassPlanForm = z.infer<typeof passPlanFormSchema>;
/** The form's values as a post sends them: an edit's starting values. */
export type PassPlanFormValues = Partial<Record<keyof PassPlanForm, string>>;

/** The plan's id from its shape ("24h", "day-8-10", "night-20-12"): given once, when it is added. */
export function planIdOf(shape: Pick<PassPlan, "hours" | "startHour" | "hoursPerDay">): string {
  return shape.hours === "24h" ? "24h" : `${shape.hours}-${shape.startHour}-${shape.hoursPerDay}`;
}

/** The form's fields as a plan (its id is the caller's: new, or the stored one's). */
export function planOfForm(form: PassPlanForm, id: string): PassPlan {
  const round = form.hours === "24h";
  const prices: PassPlan["prices"] = {};
  for (const months of MONTH_CHOICES) {
    for (const { kind } of KINDS) {
      const price = form[priceField(months, kind)];
      // A kind with no spaces sells nothing: its prices are dropped rather than kept unsellable.
      if (price !== undefined && form[kind === "four" ? "spacesFour" : "spacesTwo"] > 0) (prices[`${months}`] ??= {})[kind] = price;
    }
  }
  return {
    id,
    hours: form.hours,
    startHour: round ? 0 : form.startHour!,
    hoursPerDay: round ? 24 : form.hoursPerDay!,
    spaces: { four: form.spacesFour, two: form.spacesTwo },
    prices,
  };
}

/** A stored plan as the form shows it (edit). */
export function planFormValues(plan: PassPlan): PassPlanFormValues {
  const values: PassPlanFormValues = {
    planId: plan.id,
    hours: plan.hours,
    startHour: String(plan.startHour),
    hoursPerDay: String(plan.hoursPerDay),
    spacesFour: String(plan.spaces.four ?? 0),
    spacesTwo: String(plan.spaces.two ?? 0),
  };
  for (const months of MONTH_CHOICES)
    for (const { kind } of KINDS) {
      const price = plan.prices[`${months}`]?.[kind];
      values[priceField(months, kind)] = price === undefined ? "" : String(price);
    }
  return values;
}
