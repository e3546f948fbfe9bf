import { slotSortKey, type SlotKind } from "@core/availability/slots";
import { parkingKeys, type Parking } from "@core/parking/parking";
import { PARKING_STATS_KEY, type ParkingStats } from "@core/parking/parking-stats";
import { putParkings } from "@core/parking/parking-store";
import { networkItem } from "@core/pass/network";
import { DEMO_NETWORKS } from "./pass-plans";
import type { FileStore } from "@core/ports/files/file-store";
import { ConditionFailedError, TransactionFailedError, type Table } from "@core/ports/table/table";
import type { Services } from "@core/services";
import { buildDemoData, fnv1a } from "./demo-parkings";
import { forEachLimited } from "./limit";
import { PARKING_IMAGE_LIST } from "./parking-images";

/**
 * Seeds the demo data: car parks, their pictures, the home-page counters and a week of "nearly
 * full" occupancy for a few tiny car parks. Every e2e run and every `npm start` on a fresh machine
 * calls it, so it is idempotent and quick: a marker item written last records what was seeded,
 * and a later call with the same data only tops up the occupancy week.
 *
 * Bump SEED_VERSION when the way things are seeded changes; a change to the data itself (car
 * parks, pictures) is noticed through the fingerprint and re-seeds on its own.
 */
export const SEED_VERSION = 2;

export const SEED_MARKER_KEY = { pk: "SEED#demo", sk: "SEED" } as const;
/** Where the pictures live in the files bucket; a car park's `images` are names under it. */
export { PARKING_IMAGE_PREFIX } from "@core/parking/parking-images";
import { PARKING_IMAGE_PREFIX } from "@core/parking/parking-images";

const OCCUPANCY_DAYS = 7;
const HOUR_MS = 3_600_000;
const CONCURRENCY = 16;
/** TransactWriteItems' limit. */
const TRANSACTION_SIZE = 100;

export interface SeedMarker {
  pk: typeof SEED_MARKER_KEY.pk;
  sk: typeof SEED_MARKER_KEY.sk;
  entity: "seed";
  version: number;
  fingerprint: string;
  seededAt: string;
  /** Exclusive end (UTC hour, ISO) of the occupancy written so far for the nearly-full car parks. */
  occupancySeededUntil: string;
  parkings: number;
  cities: number;
}

export interface SeedResult {
  /** True when the car parks and pictures were written by this call (false: already there). */
  seeded: boolean;
  parkings: number;
  cities: number;
}

export async function seedDemoData(svc: Pick<Services, "table" | "files">, now: Date = new Date()): Promise<SeedResult> {
  const { parkings, nearlyFullIds } = buildDemoData();
  const cities = new Set(parkings.map((p) => p.city)).size;
  const fingerprint = fingerprintOf(parkings, nearlyFullIds);
  const result = (seeded: boolean): SeedResult => ({ seeded, parkings: parkings.length, cities });

  const marker = await svc.table.get<SeedMarker>(SEED_MARKER_KEY.pk, SEED_MARKER_KEY.sk, true);
  const current = marker?.version === SEED_VERSION && marker.fingerprint === fingerprint;

  const weekStart = startOfUtcHour(now);
  const weekEnd = new Date(weekStart.getTime() + OCCUPANCY_DAYS * 24 * HOUR_MS);
  let occupancyFrom = weekStart;

  const work: Promise<void>[] = [];
  if (current) {
    // The table may outlive the bucket (a wiped s3rver folder): put the pictures back if so.
    if (!(await svc.files.get(imageKey(PARKING_IMAGE_LIST[PARKING_IMAGE_LIST.length - 1]!.name)))) work.push(uploadImages(svc.files));
    const seededUntil = Date.parse(marker.occupancySeededUntil);
    if (Number.isFinite(seededUntil) && seededUntil >= weekEnd.getTime()) {
      await Promise.all(work);
      return result(false);
    }
    if (Number.isFinite(seededUntil) && seededUntil > occupancyFrom.getTime()) occupancyFrom = new Date(seededUntil);
  } else {
    work.push(
      uploadImages(svc.files),
      putParkings(svc.table, parkings),
      svc.table.put(statsItem(parkings, cities, now)),
      svc.table.batchPut(DEMO_NETWORKS.map(networkItem)),
    );
  }
  const byId = new Map(parkings.map((p) => [p.id, p]));
  const nearlyFull = nearlyFullIds.map((id) => byId.get(id)).filter((p): p is Parking => p !== undefined);
  work.push(seedOccupancy(svc.table, nearlyFull, occupancyFrom, weekEnd));
  // Independent writes, so in parallel; the marker only once all of them have landed.
  await Promise.all(work);

  const newMarker: SeedMarker = {
    ...SEED_MARKER_KEY,
    entity: "seed",
    version: SEED_VERSION,
    fingerprint,
    seededAt: current ? marker.seededAt : now.toISOString(),
    occupancySeededUntil: weekEnd.toISOString(),
    parkings: parkings.length,
    cities,
  };
  await svc.table.put(newMarker);
  return result(!current);
}

function imageKey(name: string): string {
  return `${PARKING_IMAGE_PREFIX}${name}`;
}

async function uploadImages(files: FileStore): Promise<void> {
  await forEachLimited(PARKING_IMAGE_LIST, CONCURRENCY, (image) => files.put(imageKey(image.name), image.svg, "image/svg+xml"));
}

function statsItem(parkings: Parking[], cities: number, now: Date): ParkingStats {
  return {
    ...PARKING_STATS_KEY,
    entity: "stats",
    parkings: parkings.length,
    cities,
    stations: parkings.filter((p) => p.landmarkKind === "station").length,
    airports: parkings.filter((p) => p.landmarkKind === "airport").length,
    updatedAt: now.toISOString(),
  };
}

/**
 * Fills every hour of [from, until) to capacity − 1 for each vehicle kind the car park takes.
 * Each item is created only if absent, so a count that real bookings already hold is never
 * overwritten (and a booking made after the seed simply takes the last space).
 *
 * Conditional writes cannot be batched, and ~2,000 single puts take over a second on DynamoDB
 * Local; conditional transactions of 100 take a fraction of that. A transaction refused because
 * one of its hours already exists (or lost a race) is redone item by item.
 */
async function seedOccupancy(table: Table, parkings: Parking[], from: Date, until: Date): Promise<void> {
  const items: { pk: string; sk: string; entity: "occupancy"; count: number }[] = [];
  for (const parking of parkings) {
    const kinds: [SlotKind, number][] = [
      ["FOUR", parking.fourWheelerCapacity],
      ["TWO", parking.twoWheelerCapacity],
    ];
    for (const [kind, capacity] of kinds) {
      if (capacity < 2) continue;
      for (let t = from.getTime(); t < until.getTime(); t += HOUR_MS) {
        items.push({ pk: parkingKeys.item(parking.id).pk, sk: slotSortKey(kind, new Date(t)), entity: "occupancy", count: capacity - 1 });
      }
    }
  }
  const chunks: (typeof items)[] = [];
  for (let i = 0; i < items.length; i += TRANSACTION_SIZE) chunks.push(items.slice(i, i + TRANSACTION_SIZE));
  await forEachLimited(chunks, CONCURRENCY, async (chunk) => {
    try {
      await table.transact(chunk.map((item) => ({ Put: { Item: item, ConditionExpression: "attribute_not_exists(pk)" } })));
    } catch (error) {
      if (!(error instanceof TransactionFailedError)) throw error;
      await forEachLimited(chunk, CONCURRENCY, createIfAbsent(table));
    }
  });
}

function createIfAbsent(table: Table) {
  return async (item: { pk: string; sk: string }) => {
    try {
      await table.create(item);
    } catch (error) {
      if (!(error instanceof ConditionFailedError)) throw error;
    }
  };
}

function startOfUtcHour(d: Date): Date {
  return new Date(Math.floor(d.getTime() / HOUR_MS) * HOUR_MS);
}

/** What the seed would write, condensed: a different fingerprint means different data. */
function fingerprintOf(parkings: Parking[], nearlyFullIds: string[]): string {
  const images = PARKING_IMAGE_LIST.map((image) => `${image.name}:${fnv1a(image.svg).toString(36)}`).join(",");
  return `${fnv1a(JSON.stringify(parkings)).toString(36)}-${fnv1a(nearlyFullIds.join(",")).toString(36)}-${fnv1a(images).toString(36)}`;
}
