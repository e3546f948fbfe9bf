import type { Caller } from "../account/caller";
import { randomBytes } from "node:crypto";
import { requirePlatformAdmin } from "../account/admin-rule";
import { activityPut } from "../activity-log/activity-log";
import { NotFoundError, ValidationError } from "../errors";
import { forgetLandmarks } from "../places/gazetteer";
import { TransactionFailedError, type Table, type TransactItem } from "../ports/table/table";
import { retryOnLostRace } from "../ports/table/lost-race";
import { formatIndia } from "../time/india-time";
import { hourOfSlot, slotKindOf, slotSortKey } from "../availability/slots";
import { slotCapacity, type HourlyCapacitySource } from "../availability/hourly-capacity";
import { peakPassSpaces } from "../pass/pass-plan";
import { capacityOf, type VehicleKind } from "./vehicle-kind";
import { fromParkingItem, parkingKeys, slug, toParkingItem, type Parking, type ParkingItem } from "./parking";
import { landmarkItem } from "./parking-store";
import { parkingFormSchema, type ParkingForm } from "./parking-schema";

/**
 * The admin's car parks (issue 13): create, edit, deactivate and activate. Core asks the admin rule
 * itself. A new car park is in the nearby-search index (gsi1, by geohash) the moment it is stored,
 * and its landmark joins the place search; a deactivated one leaves the index (its bookings stay).
 *
 * Capacity never goes below what is booked in a future hour. A hold reads the capacity, then
 * reserves hours under it; so a lower capacity is written first and the future hours are read
 * after it (strongly consistent): every hold that finished before the write is counted, and one
 * still in flight re-reads the capacity after its own transaction and gives its spaces back if it
 * no longer fits (hold.ts `keepIfCapacityHolds`). Too many booked → the old capacity is put back
 * and the refusal names the first hour.
 */
export const PARKING_ADMIN_MESSAGES = {
  notFound: "Car park not found.",
  codeTaken: "Another car park already has this code.",
  changed: "Someone else changed this car park meanwhile. Please look again.",
  belowBooked: (label: string, booked: number, hour: string) =>
    `${label} spaces cannot go below ${booked}: ${booked} are booked for ${hour}.`,
  belowPasses: (label: string, pooled: number) =>
    `${label} spaces cannot go below ${pooled}: the pass plans set aside ${pooled} in the same hours. Change the plans first.`,
} as const;

export type Admin = Pick<Caller, "id" | "role" | "proof"> & { email?: string };

/** The activity log's entry for an admin's change to a car park (it rides in the change's transaction). */
export const logged = (admin: Admin, parking: Parking, action: string, summary: string): TransactItem =>
  activityPut({
    kind: "admin",
    action,
    actorId: admin.id,
    actorEmail: admin.email,
    targetId: parking.id,
    summary: `${summary}: ${parking.name} (${parking.code}).`,
  });

const codeKey = (code: string) => ({ pk: `PARKINGCODE#${code}`, sk: "PARKINGCODE" });

/** The form's fields as a car park's: the two policy fields become its `policy`. */
function parsed(input: Record<string, unknown>): Omit<ParkingForm, "cutoffHours" | "reentry"> & Pick<Parking, "policy"> {
  const result = parkingFormSchema.safeParse(input);
  if (result.success) {
    const { cutoffHours, reentry, ...fields } = result.data;
    return { ...fields, policy: { cutoffHours, reentry } };
  }
  const problems: Record<string, string[]> = {};
  for (const issue of result.error.issues) (problems[String(issue.path[0])] ??= []).push(issue.message);
  throw new ValidationError(result.error.issues[0]!.message, problems);
}

/** Creates a car park from the admin's form; it is in search at once. */
export async function createParking(table: Table, admin: Admin, input: Record<string, unknown>): Promise<Parking> {
  requirePlatformAdmin(admin);
  const form = parsed(input);
  const parking: Parking = {
    ...form,
    id: `${slug(form.city)}-${randomBytes(4).toString("hex")}`,
    images: [],
    version: 1,
  };
  try {
    await table.transact([
      { Put: { Item: toParkingItem(parking), ConditionExpression: "attribute_not_exists(pk)" } },
      {
        Put: {
          Item: { ...codeKey(parking.code), entity: "parking-code", parkingId: parking.id },
          ConditionExpression: "attribute_not_exists(pk)",
        },
      },
      { Put: { Item: landmarkItem(parking) } },
      logged(admin, parking, "parking-create", "Added car park"),
    ]);
  } catch (error) {
    if (error instanceof TransactionFailedError && error.reasons[1] === "ConditionalCheckFailed")
      throw new ValidationError(PARKING_ADMIN_MESSAGES.codeTaken, { code: [PARKING_ADMIN_MESSAGES.codeTaken] });
    throw error;
  }
  forgetLandmarks();
  return parking;
}

export async function current(table: Table, id: string): Promise<Parking> {
  const key = parkingKeys.item(id);
  const item = id.length <= 100 ? await table.get<ParkingItem>(key.pk, key.sk, true) : undefined;
  if (!item) throw new NotFoundError(PARKING_ADMIN_MESSAGES.notFound);
  return fromParkingItem(item);
}

/**
 * Stores `next` over `before` unless someone else saved meanwhile; code and landmark items follow.
 * The rating counters are not the admin's (reviews move them by ADD, decision 028): the Put carries
 * them as read and is conditioned on them too, and a review that moved them in between only makes
 * this read them again and retry, never wipes or rewinds them.
 */
export async function replace(table: Table, before: Parking, next: Parking, log: TransactItem): Promise<void> {
  await retryOnLostRace(
    async (attempt) => {
      if (attempt > 1) {
        const now = await current(table, before.id);
        // Someone else saved meanwhile (not a review): that is the admin's refusal, not a race.
        if ((now.version ?? 0) !== (before.version ?? 0)) throw new ValidationError(PARKING_ADMIN_MESSAGES.changed);
        const ratings = { ratingSum: now.ratingSum, ratingCount: now.ratingCount };
        before = { ...before, ...ratings };
        next = { ...next, ...ratings };
      }
      await replaceOnce(table, before, next, log);
    },
    { lostRace: (error) => error instanceof RatingsMovedError, giveUp: (error) => (error as RatingsMovedError).refusal },
  );
}

/** The Put lost only because a review moved the counters: read them again and retry. */
class RatingsMovedError extends Error {
  constructor(readonly refusal: ValidationError) {
    super(refusal.message);
  }
}

async function replaceOnce(table: Table, before: Parking, next: Parking, log: TransactItem): Promise<void> {
  const writes: TransactItem[] = [
    {
      Put: {
        Item: toParkingItem({ ...next, ratingSum: before.ratingSum, ratingCount: before.ratingCount }),
        ConditionExpression:
          "attribute_exists(pk) AND (version = :v OR (attribute_not_exists(version) AND :v = :zero))" +
          " AND (ratingCount = :rc OR (attribute_not_exists(ratingCount) AND :rc = :zero))" +
          " AND (ratingSum = :rs OR (attribute_not_exists(ratingSum) AND :rs = :zero))",
        ExpressionAttributeValues: {
          ":v": before.version ?? 0,
          ":zero": 0,
          ":rc": before.ratingCount ?? 0,
          ":rs": before.ratingSum ?? 0,
        },
      },
    },
  ];
  if (next.code !== before.code) {
    writes.push(
      {
        Put: {
          Item: { ...codeKey(next.code), entity: "parking-code", parkingId: next.id },
          ConditionExpression: "attribute_not_exists(pk)",
        },
      },
      { Delete: { Key: codeKey(before.code) } },
    );
  }
  const oldLandmark = landmarkItem(before);
  const newLandmark = landmarkItem(next);
  if (oldLandmark.sk !== newLandmark.sk) writes.push({ Delete: { Key: { pk: oldLandmark.pk, sk: oldLandmark.sk } } });
  writes.push({ Put: { Item: newLandmark } }, log);
  try {
    await table.transact(writes);
  } catch (error) {
    if (!(error instanceof TransactionFailedError && error.conditionFailed)) throw error;
    if (error.reasons[0] === "ConditionalCheckFailed") throw new RatingsMovedError(new ValidationError(PARKING_ADMIN_MESSAGES.changed));
    throw new ValidationError(PARKING_ADMIN_MESSAGES.codeTaken, { code: [PARKING_ADMIN_MESSAGES.codeTaken] });
  }
  forgetLandmarks();
}

/**
 * The first future hour (from the current one) booked beyond what the car park, as it now is, lets
 * hourly bookings take then (its capacity less its pass pools, hourly-capacity.ts), with its count.
 */
export async function firstHourBookedBeyond(
  table: Table,
  parking: HourlyCapacitySource & Pick<Parking, "id">,
  kind: VehicleKind,
  now = new Date(),
): Promise<{ hour: Date; booked: number } | undefined> {
  const slotKind = slotKindOf(kind);
  const items = await table.queryAll<{ pk: string; sk: string; count?: number }>({
    pk: parkingKeys.item(parking.id).pk,
    sk: { between: [slotSortKey(slotKind, now), `SLOT#${slotKind}#~`] },
    consistent: true,
  });
  const over = items.find((item) => (item.count ?? 0) > slotCapacity(parking, kind, item.sk));
  return over ? { hour: hourOfSlot(over.sk), booked: over.count ?? 0 } : undefined;
}

/**
 * Saves the admin's edit. A capacity lowered below what a future hour has booked is refused, naming
 * the hour, and nothing changes.
 */
export async function updateParking(
  table: Table,
  admin: Admin,
  id: string,
  input: Record<string, unknown>,
  now = new Date(),
): Promise<Parking> {
  requirePlatformAdmin(admin);
  const form = parsed(input);
  const before = await current(table, id);
  const next: Parking = { ...before, ...form, id: before.id, images: before.images, version: (before.version ?? 0) + 1 };
  // The pass pools are set aside within the capacity (decision 029): a capacity under them would
  // leave pass holders' spaces that do not exist. The plans are on this item, so the version check
  // of the write below keeps this check true.
  for (const [kind, label] of [
    ["four", "Four-wheeler"],
    ["two", "Two-wheeler"],
  ] as const) {
    const pooled = peakPassSpaces(before.passPlans, kind);
    if (capacityOf(next, kind) < pooled && capacityOf(next, kind) < capacityOf(before, kind)) {
      const message = PARKING_ADMIN_MESSAGES.belowPasses(label, pooled);
      throw new ValidationError(message, { [kind === "four" ? "fourWheelerCapacity" : "twoWheelerCapacity"]: [message] });
    }
  }
  await replace(table, before, next, logged(admin, next, "parking-edit", "Edited car park"));
  const lowered: [VehicleKind, string][] = [];
  if (next.fourWheelerCapacity < before.fourWheelerCapacity) lowered.push(["four", "Four-wheeler"]);
  if (next.twoWheelerCapacity < before.twoWheelerCapacity) lowered.push(["two", "Two-wheeler"]);
  for (const [kind, label] of lowered) {
    const over = await firstHourBookedBeyond(table, next, kind, now);
    if (over) {
      // Put the car park back as it was (a newer version, so a concurrent edit is not overwritten).
      // The log says so: the edit was stored for a moment, and is now undone.
      await replace(
        table,
        next,
        { ...before, version: (next.version ?? 0) + 1 },
        logged(admin, before, "parking-edit-undone", "Edit undone (capacity below booked hours)"),
      );
      const message = PARKING_ADMIN_MESSAGES.belowBooked(label, over.booked, formatIndia(over.hour));
      throw new ValidationError(message, { [kind === "four" ? "fourWheelerCapacity" : "twoWheelerCapacity"]: [message] });
    }
  }
  return next;
}

/** Deactivates (out of search, no new bookings; existing ones honoured) or activates a car park. */
export async function setParkingActive(table: Table, admin: Admin, id: string, active: boolean): Promise<Parking> {
  requirePlatformAdmin(admin);
  const before = await current(table, id);
  const next: Parking = { ...before, inactive: !active, version: (before.version ?? 0) + 1 };
  if (!active === Boolean(before.inactive)) return before;
  await replace(
    table,
    before,
    next,
    logged(admin, next, active ? "parking-activate" : "parking-deactivate", active ? "Activated car park" : "Deactivated car park"),
  );
  return next;
}

/** The car parks of a city, by name, a page at a time (the admin's list). */
export async function parkingsOfCity(
  table: Table,
  admin: Admin,
  city: string,
  page: { cursor?: string | null; limit?: number } = {},
): Promise<{ parkings: Parking[]; cursor?: string }> {
  requirePlatformAdmin(admin);
  const result = await table.query<ParkingItem>({
    index: "gsi2",
    pk: parkingKeys.city(city),
    sk: { beginsWith: "PARKING#" },
    limit: Math.min(Math.max(1, page.limit ?? 20), 100),
    cursor: page.cursor,
  });
  return { parkings: result.items.map(fromParkingItem), cursor: result.cursor };
}
