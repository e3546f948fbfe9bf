import { requirePlatformAdmin } from "../account/admin-rule";
import { current, firstHourBookedBeyond, logged, replace, type Admin } from "../parking/parking-admin";
import type { Parking } from "../parking/parking";
import { capacityOf, VEHICLE_KINDS, type VehicleKind } from "../parking/vehicle-kind";
import type { Table } from "../ports/table/table";
import { parseWith, refuseField } from "../validation";
import { formatIndia } from "../time/india-time";
import { peakPassSpaces, planHoursLabel, type PassPlan } from "./pass-plan";
import { MAX_PLANS, PASS_PLAN_MESSAGES, passPlanFormSchema, planIdOf, planOfForm } from "./pass-plan-schema";
import { peakInUse, readPool } from "./pass-pool";
import { sharePlanId, sharePlanOf } from "./network";

/**
 * The admin's pass plans (issue 15, decision 029 "The admin's plans"): add, edit and remove a car
 * park's plans. Core asks the admin rule itself. The plans live on the car park item, so a change
 * is a car-park edit: the same version check and activity-log entry (parking-admin.ts).
 *
 * Two things a change must never do, each checked after the car park is written (decision 018's
 * "write first, then check, undo if over"): leave a pool smaller than the passes it has sold at
 * some future instant (or remove a plan with live passes), and take hours from hourly bookings
 * already made. A sale or a hold finished before the write is counted by the check; one finishing
 * after it reads the car park as it now is.
 */
const SPACES_FIELD: Record<VehicleKind, "spacesFour" | "spacesTwo"> = { four: "spacesFour", two: "spacesTwo" };
const KIND_WORD: Record<VehicleKind, string> = { four: "four-wheeler", two: "two-wheeler" };
/** "Until the end of time" for a pool's sweep: passes run 12 months at most. */
const FAR_FUTURE = "9999-12-31T00:00:00.000Z";

/** The most passes of the plan's pool valid at one instant from `now` on, per kind. */
async function soldPeak(table: Table, parkingId: string, planId: string, kind: VehicleKind, now: Date): Promise<number> {
  const pool = await readPool(table, parkingId, planId, kind);
  return peakInUse(pool.spans, now.toISOString(), FAR_FUTURE);
}

/** Passes of the plan's pool held or sold and not expired. */
async function livePasses(table: Table, parkingId: string, planId: string, kind: VehicleKind, now: Date): Promise<number> {
  const pool = await readPool(table, parkingId, planId, kind);
  return pool.spans.filter((span) => Date.parse(span.to) > now.getTime()).length;
}

/**
 * Stores `plans` on the car park, then checks what only the table can say; if a check fails, the
 * old plans go back (a newer version, so a concurrent edit is not overwritten) and the refusal
 * names the field.
 */
async function storeThenCheck(
  table: Table,
  admin: Admin,
  before: Parking,
  plans: PassPlan[],
  log: { action: string; summary: string },
  check: (next: Parking) => Promise<{ field: string; message: string } | undefined>,
): Promise<Parking> {
  const next: Parking = { ...before, passPlans: plans, version: (before.version ?? 0) + 1 };
  await replace(table, before, next, logged(admin, next, log.action, log.summary));
  const problem = await check(next);
  if (!problem) return next;
  await replace(
    table,
    next,
    { ...before, version: (next.version ?? 0) + 1 },
    logged(admin, before, "pass-plan-undone", `Pass plan change undone (${log.summary.toLowerCase()})`),
  );
  return refuseField(problem.field, problem.message);
}

/** Adds a plan (no `planId` in the input) or edits one (its spaces and prices; its hours stay). */
export async function savePassPlan(
  table: Table,
  admin: Admin,
  parkingId: string,
  input: Record<string, unknown>,
  now = new Date(),
): Promise<PassPlan> {
  requirePlatformAdmin(admin);
  const form = parseWith(passPlanFormSchema, input);
  const before = await current(table, parkingId);
  const plans = before.passPlans ?? [];
  let old: PassPlan | undefined;
  let plan: PassPlan;
  if (form.planId) {
    old = plans.find((p) => p.id === form.planId);
    if (!old) return refuseField("planId", PASS_PLAN_MESSAGES.notThere);
    if (old.network) return refuseField("planId", PASS_PLAN_MESSAGES.networkShare);
    // The hours are the plan's: passes sold carry them, and the id (the pool's name) says them.
    plan = { ...planOfForm({ ...form, hours: old.hours, startHour: old.startHour, hoursPerDay: old.hoursPerDay }, old.id) };
  } else {
    plan = planOfForm(form, planIdOf(planOfForm(form, "")));
    if (plans.some((p) => p.id === plan.id)) return refuseField("hours", PASS_PLAN_MESSAGES.sameHours);
    if (plans.length >= MAX_PLANS) return refuseField("hours", PASS_PLAN_MESSAGES.tooMany);
  }
  const next = old ? plans.map((p) => (p.id === plan.id ? plan : p)) : [...plans, plan];
  for (const kind of VEHICLE_KINDS) {
    const pooled = peakPassSpaces(next, kind);
    const capacity = capacityOf(before, kind);
    if (pooled > capacity && pooled > peakPassSpaces(plans, kind))
      refuseField(SPACES_FIELD[kind], PASS_PLAN_MESSAGES.overCapacity(KIND_WORD[kind], pooled, capacity));
  }
  const label = `${planHoursLabel(plan)} (${plan.id})`;
  await storeThenCheck(
    table,
    admin,
    before,
    next,
    old
      ? { action: "pass-plan-edit", summary: `Edited pass plan ${label}` }
      : { action: "pass-plan-add", summary: `Added pass plan ${label}` },
    async (stored) => {
      for (const kind of VEHICLE_KINDS) {
        const was = old?.spaces[kind] ?? 0;
        if (plan.spaces[kind] < was || !old) {
          const sold = await soldPeak(table, parkingId, plan.id, kind, now);
          if (sold > plan.spaces[kind]) return { field: SPACES_FIELD[kind], message: PASS_PLAN_MESSAGES.belowSold(sold) };
        }
        if (plan.spaces[kind] > was) {
          const over = await firstHourBookedBeyond(table, stored, kind, now);
          if (over) return { field: SPACES_FIELD[kind], message: PASS_PLAN_MESSAGES.belowBooked(formatIndia(over.hour), over.booked) };
        }
      }
      return undefined;
    },
  );
  return plan;
}

/** Removes a plan; one with passes held or sold and not expired stays. */
export async function removePassPlan(table: Table, admin: Admin, parkingId: string, planId: string, now = new Date()): Promise<void> {
  requirePlatformAdmin(admin);
  const before = await current(table, parkingId);
  const plan = (before.passPlans ?? []).find((p) => p.id === planId);
  if (!plan) return refuseField("planId", PASS_PLAN_MESSAGES.notThere);
  if (plan.network) return refuseField("planId", PASS_PLAN_MESSAGES.networkShare);
  await storeThenCheck(
    table,
    admin,
    before,
    (before.passPlans ?? []).filter((p) => p.id !== planId),
    { action: "pass-plan-remove", summary: `Removed pass plan ${planHoursLabel(plan)} (${plan.id})` },
    async () => {
      let live = 0;
      for (const kind of VEHICLE_KINDS) live += await livePasses(table, parkingId, planId, kind, now);
      return live > 0 ? { field: "planId", message: PASS_PLAN_MESSAGES.stillSold(live) } : undefined;
    },
  );
}

/**
 * The car park as the admin's passes page shows it (read strongly consistent, so the page after a
 * save shows the save), with each plan's passes held or sold and not expired, per kind: what keeps
 * a plan from being removed or its spaces from going lower.
 */
export async function passPlansOfParking(
  table: Table,
  admin: Admin,
  parkingId: string,
  now = new Date(),
): Promise<{ parking: Parking; live: Record<string, Record<VehicleKind, number>> }> {
  requirePlatformAdmin(admin);
  const parking = await current(table, parkingId);
  const live: Record<string, Record<VehicleKind, number>> = {};
  for (const plan of parking.passPlans ?? [])
    live[plan.id] = {
      four: await livePasses(table, parkingId, plan.id, "four", now),
      two: await livePasses(table, parkingId, plan.id, "two", now),
    };
  return { parking, live };
}

/**
 * Sets (or, with no spaces, removes) a car park's share of a network's multi-location pass: a
 * 24-hour plan the network's admin page manages (network-admin.ts), with the same checks as any
 * plan: the car park's capacity in every hour, and hours already booked by the hour when it grows.
 */
export async function setNetworkShare(
  table: Table,
  admin: Admin,
  parkingId: string,
  network: { id: string; name: string },
  spaces: Record<VehicleKind, number> | undefined,
  now = new Date(),
): Promise<void> {
  requirePlatformAdmin(admin);
  const before = await current(table, parkingId);
  const plans = before.passPlans ?? [];
  const id = sharePlanId(network.id);
  const old = plans.find((p) => p.id === id);
  const keep = spaces && spaces.four + spaces.two > 0;
  if (!old && !keep) return;
  if (old && keep && old.spaces.four === spaces.four && old.spaces.two === spaces.two) return;
  const share = keep ? sharePlanOf({ id: network.id, spaces }) : undefined;
  const next = [...plans.filter((p) => p.id !== id), ...(share ? [share] : [])];
  for (const kind of VEHICLE_KINDS) {
    const pooled = peakPassSpaces(next, kind);
    const capacity = capacityOf(before, kind);
    if (pooled > capacity && pooled > peakPassSpaces(plans, kind))
      refuseField(SPACES_FIELD[kind], PASS_PLAN_MESSAGES.overCapacity(KIND_WORD[kind], pooled, capacity));
  }
  const what = `multi-location share of ${network.name}`;
  await storeThenCheck(
    table,
    admin,
    before,
    next,
    !old
      ? { action: "pass-plan-add", summary: `Added the ${what}` }
      : share
        ? { action: "pass-plan-edit", summary: `Edited the ${what}` }
        : { action: "pass-plan-remove", summary: `Removed the ${what}` },
    async (stored) => {
      for (const kind of VEHICLE_KINDS) {
        if ((share?.spaces[kind] ?? 0) <= (old?.spaces[kind] ?? 0)) continue;
        const over = await firstHourBookedBeyond(table, stored, kind, now);
        if (over) return { field: SPACES_FIELD[kind], message: PASS_PLAN_MESSAGES.belowBooked(formatIndia(over.hour), over.booked) };
      }
      return undefined;
    },
  );
}
