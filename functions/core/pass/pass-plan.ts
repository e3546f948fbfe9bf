import { fill } from "../i18n/catalogue";
import type { Language } from "../i18n/languages";
import type { VehicleKind } from "../parking/vehicle-kind";
import { PASS_WORDING_TEXTS } from "./pass-wording.texts";

/**
 * A car park's pass plans (issue 15, decision 029): what it sells, the daily hours each plan
 * covers, and the spaces each plan's pool sets aside. The one place that says which hours a plan
 * covers, so the hourly capacity, the pool and the operator desk's hours check cannot disagree.
 * Only types and arithmetic here: the admin form's browser bundle imports it.
 */
export type PlanHours = "24h" | "day" | "night";

/** The help text's daily lengths ("daytime plans of 7, 10, 12 or 14 hours a day"; night plans "up to 14"). */
export const HOURS_PER_DAY_CHOICES = [7, 10, 12, 14] as const;
/** Monthly passes run 1, 3, 6 or 12 months. */
export const MONTH_CHOICES = [1, 3, 6, 12] as const;
export type PassMonths = (typeof MONTH_CHOICES)[number];

export interface PassPlan {
  /** Short and stable ("day10"): it names the plan's pool item, so it never changes once sold. */
  id: string;
  hours: PlanHours;
  /** The daily window's first hour, India time (0–23); ignored for 24h plans. */
  startHour: number;
  /** Hours a day from `startHour` (a night plan crosses midnight); 24 for 24h plans. */
  hoursPerDay: number;
  /** Spaces set aside for this plan's pass holders during its hours, per kind. */
  spaces: Record<VehicleKind, number>;
  /** Price before tax, whole rupees, per number of months and kind; a missing entry is not sold. */
  prices: Partial<Record<`${PassMonths}`, Partial<Record<VehicleKind, number>>>>;
  /**
   * Set on a car park's share of a multi-location pass (the network's id): spaces set aside all day
   * for the network's pass holders, sold by the network (pass/network.ts), never on their own.
   */
  network?: string;
}

/** India Standard Time is UTC+5:30 all year (no daylight saving), so a daily window is fixed in UTC. */
const IST_OFFSET_MINUTES = 330;
const DAY_MINUTES = 1440;

/** The plan's daily window as minutes after midnight UTC: [start, start + length), possibly wrapping. */
function dailyWindowUtc(plan: Pick<PassPlan, "hours" | "startHour" | "hoursPerDay">): { start: number; length: number } {
  if (plan.hours === "24h") return { start: 0, length: DAY_MINUTES };
  const start = (((plan.startHour * 60 - IST_OFFSET_MINUTES) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return { start, length: Math.min(DAY_MINUTES, plan.hoursPerDay * 60) };
}

/** Whether the instant `at` falls inside the plan's daily hours (the operator desk's check). */
export function planCoversInstant(plan: Pick<PassPlan, "hours" | "startHour" | "hoursPerDay">, at: Date): boolean {
  const { start, length } = dailyWindowUtc(plan);
  const minute = at.getUTCHours() * 60 + at.getUTCMinutes();
  return (minute - start + DAY_MINUTES) % DAY_MINUTES < length;
}

/**
 * Whether the plan covers any part of the UTC hour starting at `hourStart` (hour slots are whole
 * UTC hours; India's half-hour offset means a plan from 08:00 IST covers half of the 02:00 UTC
 * slot, and that slot counts as covered: the pool is set aside for the whole of it).
 */
export function planCoversHour(plan: Pick<PassPlan, "hours" | "startHour" | "hoursPerDay">, hourStart: Date): boolean {
  const { start, length } = dailyWindowUtc(plan);
  if (length >= DAY_MINUTES) return true;
  const from = hourStart.getUTCHours() * 60;
  // The hour [from, from+60) meets the window [start, start+length) (mod a day) when either the
  // hour's start is inside the window or the window's start is inside the hour.
  const offset = (from - start + DAY_MINUTES) % DAY_MINUTES;
  const back = (start - from + DAY_MINUTES) % DAY_MINUTES;
  return offset < length || back < 60;
}

/** Spaces set aside for pass holders of a kind in the hour starting at `hourStart`: every plan covering it. */
export function passSpacesAt(plans: readonly PassPlan[] | undefined, kind: VehicleKind, hourStart: Date): number {
  let spaces = 0;
  for (const plan of plans ?? []) if (planCoversHour(plan, hourStart)) spaces += plan.spaces[kind] ?? 0;
  return spaces;
}

/** The largest number of spaces of a kind set aside in any hour of the day (the admin's capacity check). */
export function peakPassSpaces(plans: readonly PassPlan[] | undefined, kind: VehicleKind): number {
  let peak = 0;
  for (let hour = 0; hour < 24; hour++) peak = Math.max(peak, passSpacesAt(plans, kind, new Date(Date.UTC(2026, 0, 1, hour))));
  return peak;
}

/** "Daytime, 08:00–18:00" / "Night, 20:00–08:00" / "24 hours": the plan's hours as pages print them. */
export function planHoursLabel(plan: Pick<PassPlan, "hours" | "startHour" | "hoursPerDay">, language: Language = "en"): string {
  const t = PASS_WORDING_TEXTS.pick(language);
  if (plan.hours === "24h") return t.allDay;
  const hh = (h: number) => `${String(h % 24).padStart(2, "0")}:00`;
  return fill(plan.hours === "day" ? t.daytime : t.night, { from: hh(plan.startHour), to: hh(plan.startHour + plan.hoursPerDay) });
}

/** The price before tax of `months` of the plan for a kind, or undefined when that is not sold. */
export function planPrice(plan: Pick<PassPlan, "prices">, months: number, kind: VehicleKind): number | undefined {
  const price = plan.prices[String(months) as `${PassMonths}`]?.[kind];
  return typeof price === "number" && price > 0 ? price : undefined;
}
