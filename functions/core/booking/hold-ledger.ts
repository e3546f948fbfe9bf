import type { TransactItem } from "../ports/table/table";

/**
 * A member's hold ledger (`USER#<id>` / `HOLDLEDGER`): the one item that keeps free holds from
 * becoming a way to take a car park's spaces at no cost (issue 9 §4). It lives in the same
 * transaction as the booking and its hour slots, so the rules hold however requests race:
 *
 * - `live`: unpaid holds right now, at most MAX_LIVE_HOLDS;
 * - `vehicles`: the windows each of the member's vehicles is held or booked for (by booking id),
 *   so one vehicle is never in two places at once; `version` rises with every addition, and an
 *   addition is conditioned on the version it checked, so two racing holds cannot both pass. A
 *   pass's window (its validity, marked `pass`) clashes only with another pass's: a pass sets a
 *   space aside for the vehicle, it does not keep the vehicle there, so its holder may still book
 *   the same car by the hour elsewhere (decision 029);
 * - `expired` / `lastExpiredAt`: the streak of holds that expired unpaid, for the back-off.
 *
 * Bookings carry `ledger: true` when they were counted here (holds placed before the ledger
 * existed are left alone, so their release never drives a count below what it counted).
 */
export const MAX_LIVE_HOLDS = 2;
/** Hold attempts a member may make per hour: a person checks out a few times, a script hundreds. */
export const HOLD_ATTEMPTS_PER_HOUR = 20;
/** Unpaid expiries in a row before the back-off starts: a driver may abandon a checkout or two. */
export const EXPIRY_STREAK_BEFORE_BACKOFF = 3;
const FIRST_BACKOFF_MS = 15 * 60_000;
const MAX_BACKOFF_MS = 24 * 3600_000;
/** A streak older than this is forgiven. */
const STREAK_MEMORY_MS = 24 * 3600_000;

export const HOLD_LIMIT_MESSAGES = {
  tooManyHolds: `You already have ${MAX_LIVE_HOLDS} bookings waiting for payment. Please pay for one, or wait for it to expire, before holding another space.`,
  vehicleBusy: "This vehicle already has a booking for an overlapping time. Please choose another vehicle or time.",
  tooManyAttempts: "Too many bookings started in a short time. Please wait a few minutes and try again.",
  backoff: (minutes: number) =>
    `Several of your recent bookings expired without payment. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} before holding another space.`,
} as const;

export interface VehicleWindow {
  vehicleId: string;
  inTime: string;
  outTime: string;
  /** Set on a pass's validity (absent, never false, so hourly windows stay as they were stored). */
  pass?: true;
}

export interface HoldLedger {
  pk: string;
  sk: string;
  live?: number;
  version?: number;
  vehicles?: Record<string, VehicleWindow>;
  expired?: number;
  lastExpiredAt?: string;
}

export const ledgerKey = (userId: string) => ({ pk: `USER#${userId}`, sk: "HOLDLEDGER" });

/** Milliseconds the member must still wait before holding again (0 when free to). */
export function backoffRemainingMs(ledger: Pick<HoldLedger, "expired" | "lastExpiredAt"> | undefined, now: Date): number {
  const streak = ledger?.expired ?? 0;
  if (streak < EXPIRY_STREAK_BEFORE_BACKOFF || !ledger?.lastExpiredAt) return 0;
  const last = new Date(ledger.lastExpiredAt).getTime();
  if (now.getTime() - last > STREAK_MEMORY_MS) return 0;
  // 15 minutes at the third expiry, doubling with each further one, at most a day.
  const wait = Math.min(FIRST_BACKOFF_MS * 2 ** (streak - EXPIRY_STREAK_BEFORE_BACKOFF), MAX_BACKOFF_MS);
  return Math.max(0, last + wait - now.getTime());
}

/**
 * The booking ids whose window for this vehicle overlaps the requested one (ended ones ignored):
 * passes against passes, stays against stays.
 */
export function overlappingBookings(ledger: HoldLedger | undefined, request: VehicleWindow, now: Date): string[] {
  const from = new Date(request.inTime).getTime();
  const to = new Date(request.outTime).getTime();
  return Object.entries(ledger?.vehicles ?? {})
    .filter(([, w]) => w.vehicleId === request.vehicleId && Boolean(w.pass) === Boolean(request.pass))
    .filter(([, w]) => new Date(w.outTime).getTime() > now.getTime())
    .filter(([, w]) => new Date(w.inTime).getTime() < to && from < new Date(w.outTime).getTime())
    .map(([id]) => id);
}

/** Entries whose stay has ended: dropped whenever the ledger is written, so the item stays small. */
function endedEntries(ledger: HoldLedger | undefined, now: Date): string[] {
  return Object.entries(ledger?.vehicles ?? {})
    .filter(([, w]) => new Date(w.outTime).getTime() <= now.getTime())
    .map(([id]) => id);
}

/**
 * Adds a booking's vehicle window to the ledger, conditioned on the version that was checked
 * (and, for a new hold, on fewer than MAX_LIVE_HOLDS unpaid holds).
 */
export function addToLedger(
  userId: string,
  ledger: HoldLedger | undefined,
  bookingId: string,
  window: VehicleWindow,
  options: { newHold: boolean; now: Date },
): TransactItem {
  const key = ledgerKey(userId);
  if (ledger?.version === undefined) {
    // The member's first ledger entry: the item must not have appeared meanwhile.
    return {
      Update: {
        Key: key,
        UpdateExpression: "SET #v = :one, vehicles = :map, entity = :entity ADD live :live",
        ConditionExpression: "attribute_not_exists(#v)",
        ExpressionAttributeNames: { "#v": "version" },
        ExpressionAttributeValues: {
          ":one": 1,
          ":map": { [bookingId]: window },
          ":entity": "hold-ledger",
          ":live": options.newHold ? 1 : 0,
        },
      },
    };
  }
  const ended = endedEntries(ledger, options.now).filter((id) => id !== bookingId);
  const names: Record<string, string> = { "#v": "version", "#b": bookingId };
  ended.forEach((id, i) => (names[`#e${i}`] = id));
  const remove = ended.length ? ` REMOVE ${ended.map((_, i) => `vehicles.#e${i}`).join(", ")}` : "";
  return {
    Update: {
      Key: key,
      UpdateExpression: `SET #v = #v + :one, vehicles.#b = :window ADD live :live${remove}`,
      ConditionExpression: options.newHold ? "#v = :seen AND (attribute_not_exists(live) OR live < :max)" : "#v = :seen",
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: {
        ":one": 1,
        ":window": window,
        ":seen": ledger.version,
        ":live": options.newHold ? 1 : 0,
        ...(options.newHold ? { ":max": MAX_LIVE_HOLDS } : {}),
      },
    },
  };
}

/**
 * What a booking's status change does to the ledger: an unpaid hold stops counting when it is
 * paid or released; its vehicle window goes when the booking no longer occupies the vehicle, or
 * shrinks (`narrowTo`) when a multi-location pass is activated; an expiry lengthens the streak and
 * a payment ends it. Unconditional: it rides on the booking's own status transition, which happens
 * exactly once, and a narrower window can never clash where the wider one did not.
 */
export function ledgerChange(
  userId: string,
  bookingId: string,
  change: { holdEnds?: boolean; freeVehicle?: boolean; narrowTo?: VehicleWindow; expired?: boolean; paid?: boolean; now: Date },
): TransactItem {
  const set: string[] = [];
  const add: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  if (change.holdEnds) {
    add.push("live :minus");
    values[":minus"] = -1;
  }
  if (change.expired) {
    add.push("expired :one");
    set.push("lastExpiredAt = :now");
    values[":one"] = 1;
    values[":now"] = change.now.toISOString();
  }
  if (change.paid) {
    set.push("expired = :zero");
    values[":zero"] = 0;
  }
  if (change.narrowTo) {
    set.push("vehicles.#b = :window");
    names["#b"] = bookingId;
    values[":window"] = change.narrowTo;
  }
  let expression = [set.length ? `SET ${set.join(", ")}` : "", add.length ? `ADD ${add.join(", ")}` : ""].filter(Boolean).join(" ");
  if (change.freeVehicle) {
    names["#b"] = bookingId;
    expression += " REMOVE vehicles.#b";
  }
  return {
    Update: {
      Key: ledgerKey(userId),
      UpdateExpression: expression.trim(),
      ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
      ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
    },
  };
}
