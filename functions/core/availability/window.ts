import { ValidationError } from "../errors";
import { DEFAULT_STAY_MS, defaultWindow, readInstant, toIndiaInputValue } from "../time/india-time";

/**
 * The arrival/departure window of a search or booking (spec §5): arrival not earlier than now,
 * departure after arrival. Occupancy is kept per hour and a booking reserves every hour in one
 * transaction of at most 100 items, so a stay is at most 96 hours (docs/decisions/004).
 */
export const WINDOW_MESSAGES = {
  invalidArrival: "Please enter a valid arrival date and time.",
  invalidDeparture: "Please enter a valid departure date and time.",
  arrivalPast: "Arrival cannot be earlier than the current time.",
  departureBeforeArrival: "Departure cannot be earlier than the arrival time.",
  tooLong: "A stay can be at most 4 days (96 hours). For longer stays, see our passes.",
} as const;

export const MAX_STAY_HOURS = 96;
/** A few minutes of grace: a form filled in at 10:00 and sent at 10:03 is not "in the past". */
export const PAST_GRACE_MS = 10 * 60_000;

export interface StayWindow {
  inTime: Date;
  outTime: Date;
}

/**
 * A page's stay window as its URL or form carries it (`in`/`out`: India datetime-local values from
 * the forms, ISO instants from links), with the spec's defaults (§9): arrival now, departure two
 * hours after arrival. Read, not yet judged: checkWindow says what is wrong with it. The values
 * are what the form shows back: India time when readable, else exactly as sent, next to its message.
 */
export interface StayParams {
  arrival: Date | undefined;
  departure: Date | undefined;
  inValue: string;
  outValue: string;
}

export function readStayParams(rawIn: string | null | undefined, rawOut: string | null | undefined, now = new Date()): StayParams {
  const sentIn = rawIn?.trim() ?? "";
  const sentOut = rawOut?.trim() ?? "";
  const defaults = defaultWindow(now);
  const arrival = sentIn ? readInstant(sentIn) : defaults.inTime;
  const departure = sentOut ? readInstant(sentOut) : new Date((arrival ?? defaults.inTime).getTime() + DEFAULT_STAY_MS);
  return {
    arrival,
    departure,
    inValue: arrival ? toIndiaInputValue(arrival) : sentIn,
    outValue: departure ? toIndiaInputValue(departure) : sentOut,
  };
}

/**
 * The window rules, once: what is wrong with an arrival and a departure (undefined when unreadable),
 * by the field it belongs to. The server (checkWindow) and the search bar in the browser both ask
 * this, so the two can never disagree.
 */
export function windowProblems(arrival: Date | undefined, departure: Date | undefined, now = new Date()): { in?: string; out?: string } {
  const problems: { in?: string; out?: string } = {};
  if (!arrival) problems.in = WINDOW_MESSAGES.invalidArrival;
  else if (arrival.getTime() < now.getTime() - PAST_GRACE_MS) problems.in = WINDOW_MESSAGES.arrivalPast;
  if (!departure) problems.out = WINDOW_MESSAGES.invalidDeparture;
  else if (arrival && departure.getTime() <= arrival.getTime()) problems.out = WINDOW_MESSAGES.departureBeforeArrival;
  else if (arrival && departure.getTime() - arrival.getTime() > MAX_STAY_HOURS * 3600_000) problems.out = WINDOW_MESSAGES.tooLong;
  return problems;
}

/** Validates a window; the error's field messages tell a form which input each belongs to. */
export function checkWindow(inTime: unknown, outTime: unknown, now = new Date()): StayWindow {
  const arrival = readInstant(inTime);
  const departure = readInstant(outTime);
  const problems = windowProblems(arrival, departure, now);
  const first = problems.in ?? problems.out;
  if (first || !arrival || !departure) {
    const fieldErrors: Record<string, string[]> = {};
    if (problems.in) fieldErrors.in = [problems.in];
    if (problems.out) fieldErrors.out = [problems.out];
    throw new ValidationError(first ?? WINDOW_MESSAGES.invalidArrival, fieldErrors);
  }
  return { inTime: arrival, outTime: departure };
}

/** The UTC hours a window touches: from the hour holding arrival to the hour holding the last minute. */
export function hoursOf({ inTime, outTime }: StayWindow): Date[] {
  const first = Math.floor(inTime.getTime() / 3600_000);
  const last = Math.floor((outTime.getTime() - 1) / 3600_000);
  const hours: Date[] = [];
  for (let h = first; h <= last; h++) hours.push(new Date(h * 3600_000));
  return hours;
}
