import { describe, expect, it } from "vitest";
import { PASS_PLAN_MESSAGES, passPlanFormSchema, planFormValues, planIdOf, planOfForm } from "@core/pass/pass-plan-schema";

/** The admin's pass-plan form (decision 029): what a post becomes, and a stored plan back as the form shows it. */
const post = { hours: "night", startHour: "20", hoursPerDay: "12", spacesFour: "3", spacesTwo: "0", price1Four: "2500", price1Two: "900" };

describe("the pass-plan form", () => {
  it("turns a post into a plan named by its hours; blank prices and a kind without spaces are not sold", () => {
    const form = passPlanFormSchema.parse({ ...post, price3Four: "" });
    const plan = planOfForm(form, planIdOf(planOfForm(form, "")));
    expect(plan).toEqual({
      id: "night-20-12",
      hours: "night",
      startHour: 20,
      hoursPerDay: 12,
      spaces: { four: 3, two: 0 },
      prices: { "1": { four: 2500 } },
    });
    expect(planFormValues(plan)).toMatchObject({
      planId: "night-20-12",
      hours: "night",
      startHour: "20",
      price1Four: "2500",
      price1Two: "",
    });
  });

  it("names a 24-hour plan '24h' whatever start it was posted with", () => {
    const form = passPlanFormSchema.parse({ ...post, hours: "24h", startHour: "", hoursPerDay: "" });
    expect(planOfForm(form, planIdOf(planOfForm(form, "")))).toMatchObject({ id: "24h", startHour: 0, hoursPerDay: 24 });
  });

  it("puts each problem under its own box", () => {
    const result = passPlanFormSchema.safeParse({ ...post, hoursPerDay: "8", price6Two: "10000001" });
    expect(result.success).toBe(false);
    const flat = result.error!.flatten().fieldErrors as Record<string, string[]>;
    expect(flat.hoursPerDay).toEqual([PASS_PLAN_MESSAGES.hoursPerDay]);
    expect(flat.price6Two).toEqual([PASS_PLAN_MESSAGES.price]);
  });
});
