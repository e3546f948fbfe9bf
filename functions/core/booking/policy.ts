import { fill } from "../i18n/catalogue";
import type { Language } from "../i18n/languages";
import type { Booking } from "./booking";
import { POLICY_TEXTS } from "./policy.texts";

/**
 * A car park's booking policy (issue 14): how long before arrival a booking may still be cancelled
 * or changed, and whether a car may leave and come back during its stay. The one place these rules
 * live: cancel, change and extend ask `mayCancel` / `mayChange` / `mayExtend`, and the detail page,
 * checkout, the bookings list and the operator desk print `policyLines`, so what a driver is shown
 * and what the service enforces cannot differ.
 *
 * A booking keeps the policy its car park had when it was held (`Booking.policy`): a driver is bound
 * by what was shown at purchase, not by a later edit. Older bookings carry none and get the default.
 */
export interface BookingPolicy {
  /**
   * Hours before arrival when cancelling and changing close. 3 by default (the help text: "up to 3
   * hours before start, depending on the car park"); 0 means "free until arrival".
   */
  cutoffHours: number;
  /** Whether a parked car may leave and come back before its departure time. */
  reentry: boolean;
}

export const DEFAULT_POLICY: BookingPolicy = { cutoffHours: 3, reentry: false };

export function policyOf(source: { policy?: Partial<BookingPolicy> } | undefined): BookingPolicy {
  const p = source?.policy ?? {};
  return {
    cutoffHours: typeof p.cutoffHours === "number" && p.cutoffHours >= 0 ? p.cutoffHours : DEFAULT_POLICY.cutoffHours,
    reentry: typeof p.reentry === "boolean" ? p.reentry : DEFAULT_POLICY.reentry,
  };
}

export const POLICY_MESSAGES = {
  notChangeable: "Only a confirmed booking can be changed.",
  notExtendable: "Only a confirmed or parked booking can be extended.",
  tooLateToCancel: (p: BookingPolicy) =>
    p.cutoffHours === 0
      ? "This booking can no longer be cancelled: cancellation closes when the stay starts."
      : `This booking can no longer be cancelled: cancellation closes ${hoursText(p.cutoffHours)} before the start.`,
  tooLateToChange: (p: BookingPolicy) =>
    p.cutoffHours === 0
      ? "This booking can no longer be changed: changes close when the stay starts."
      : `This booking can no longer be changed: changes close ${hoursText(p.cutoffHours)} before the start.`,
  stayOver: "This stay has ended, so it can no longer be extended.",
  passNotChangeable: "A pass cannot be changed or extended. You can cancel it before it starts and buy another.",
} as const;

function hoursText(hours: number): string {
  return `${hours} hour${hours === 1 ? "" : "s"}`;
}

/** What the detail page, checkout and the voucher say about the policy, in plain words, in `language` (English by default). */
export function policyLines(policy: BookingPolicy, language: Language = "en"): { cancellation: string; reentry: string } {
  const t = POLICY_TEXTS.pick(language);
  return {
    cancellation:
      policy.cutoffHours === 0
        ? t.freeUntilArrival
        : policy.cutoffHours === 1
          ? t.freeUpToOneHour
          : fill(t.freeUpToHours, { hours: policy.cutoffHours }),
    reentry: policy.reentry ? t.reentry : t.noReentry,
  };
}

/** When cancelling and changing close for this booking. */
export function cutoffOf(booking: Pick<Booking, "inTime" | "policy">): Date {
  return new Date(new Date(booking.inTime).getTime() - policyOf(booking).cutoffHours * 3600_000);
}

export type PolicyDecision =
  { allowed: true; deadline: Date } | { allowed: false; reason: "wrongStatus" | "tooLate"; message: string; deadline: Date };

type Decidable = Pick<Booking, "status" | "inTime" | "policy"> & Partial<Pick<Booking, "pass">>;

/** Cancel: Confirmed only, until the cut-off inclusive (and never after the stay starts). */
export function mayCancel(booking: Decidable, now = new Date()): PolicyDecision {
  const deadline = cutoffOf(booking);
  if (booking.status !== "Confirmed")
    return { allowed: false, reason: "wrongStatus", message: "Only a confirmed booking can be cancelled.", deadline };
  if (now.getTime() > deadline.getTime())
    return { allowed: false, reason: "tooLate", message: POLICY_MESSAGES.tooLateToCancel(policyOf(booking)), deadline };
  return { allowed: true, deadline };
}

/** Change the window or the vehicle: the same window as cancelling. */
export function mayChange(booking: Decidable, now = new Date()): PolicyDecision {
  const deadline = cutoffOf(booking);
  if (booking.pass) return { allowed: false, reason: "wrongStatus", message: POLICY_MESSAGES.passNotChangeable, deadline };
  if (booking.status !== "Confirmed") return { allowed: false, reason: "wrongStatus", message: POLICY_MESSAGES.notChangeable, deadline };
  if (now.getTime() > deadline.getTime())
    return { allowed: false, reason: "tooLate", message: POLICY_MESSAGES.tooLateToChange(policyOf(booking)), deadline };
  return { allowed: true, deadline };
}

/**
 * Extend the departure: a Confirmed booking, or a Parked one, until its departure (an overstay is
 * the operator's matter, not a self-service extension). Capacity and the longest stay are the
 * change's own checks.
 */
export function mayExtend(booking: Pick<Booking, "status" | "outTime"> & Partial<Pick<Booking, "pass">>, now = new Date()): PolicyDecision {
  const deadline = new Date(booking.outTime);
  if (booking.pass) return { allowed: false, reason: "wrongStatus", message: POLICY_MESSAGES.passNotChangeable, deadline };
  if (booking.status !== "Confirmed" && booking.status !== "Parked")
    return { allowed: false, reason: "wrongStatus", message: POLICY_MESSAGES.notExtendable, deadline };
  if (now.getTime() >= deadline.getTime()) return { allowed: false, reason: "tooLate", message: POLICY_MESSAGES.stayOver, deadline };
  return { allowed: true, deadline };
}
