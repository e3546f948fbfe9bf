import { describe, expect, it } from "vitest";
import { parkingKeys, toParkingItem } from "@core/parking/parking";
import { parkingsInCell } from "@core/parking/parking-store";
import { neighbourhood } from "@core/parking/geohash";
import { GEO_CELL_PRECISION } from "@core/parking/parking";
import { DEMO_CITIES } from "../../infra/local/seed/cities";
import { demoParkings, nearlyFullParkingIds } from "../../infra/local/seed/demo-parkings";
import { PARKING_IMAGE_LIST } from "../../infra/local/seed/parking-images";
import { PARKING_STATS_KEY, readParkingCounts } from "@core/parking/parking-stats";
import { SEED_MARKER_KEY, SEED_VERSION, seedDemoData, type SeedMarker } from "../../infra/local/seed/seed";
import { createTestServices } from "../support/local-services";

/** Seeding on the real embedded stack: DynamoDB Local and s3rver, a table and bucket of its own per test. */
const parkings = demoParkings();
const now = new Date("2025-06-10T08:20:00Z");
const nearlyFull = nearlyFullParkingIds().map((id) => parkings.find((p) => p.id === id)!);
const slotsPerHour = nearlyFull.reduce((n, p) => n + (p.fourWheelerCapacity > 0 ? 1 : 0) + (p.twoWheelerCapacity > 0 ? 1 : 0), 0);

async function slotsOf(svc: Awaited<ReturnType<typeof createTestServices>>) {
  const all = await Promise.all(
    nearlyFull.map((p) =>
      svc.table.queryAll<{ pk: string; sk: string; count: number }>({ pk: parkingKeys.item(p.id).pk, sk: { beginsWith: "SLOT#" } }),
    ),
  );
  return all.flat();
}

describe("seedDemoData on the embedded stack", () => {
  it("writes car parks, pictures, counters and a week of nearly-full occupancy", async () => {
    const svc = await createTestServices("seed-first");
    const result = await seedDemoData(svc, now);
    expect(result).toEqual({ seeded: true, parkings: parkings.length, cities: DEMO_CITIES.length });
    expect(parkings.length).toBeGreaterThanOrEqual(300);
    expect(DEMO_CITIES.length).toBeGreaterThanOrEqual(60);

    const stored = await svc.table.batchGet(parkings.map((p) => parkingKeys.item(p.id)));
    expect(stored).toHaveLength(parkings.length);

    // The nearby-search index finds Mumbai's car parks from the city's own coordinates.
    const mumbai = DEMO_CITIES.find((c) => c.name === "Mumbai")!;
    const cells = neighbourhood(mumbai.lat, mumbai.lng, GEO_CELL_PRECISION);
    const found = (await Promise.all(cells.map((cell) => parkingsInCell(svc.table, cell)))).flat();
    const expected = parkings
      .filter((p) => p.city === "Mumbai")
      .map((p) => p.id)
      .sort();
    expect(
      found
        .filter((p) => p.city === "Mumbai")
        .map((p) => p.id)
        .sort(),
    ).toEqual(expected);
    expect(toParkingItem(found[0]!).gsi1pk).toMatch(/^GEO#/);

    for (const image of PARKING_IMAGE_LIST.slice(0, 3)) {
      const file = await svc.files.get(`parking-images/${image.name}`);
      expect(file?.contentType).toBe("image/svg+xml");
      expect(Buffer.from(file!.body).toString()).toBe(image.svg);
    }

    expect(await svc.table.get(PARKING_STATS_KEY.pk, PARKING_STATS_KEY.sk)).toMatchObject({
      parkings: parkings.length,
      cities: DEMO_CITIES.length,
    });
    // What the home page shows: read through core, never by the page itself.
    const hubs = parkings.filter((p) => p.landmarkKind === "station" || p.landmarkKind === "airport").length;
    expect(await readParkingCounts(svc.table)).toEqual({
      parkings: parkings.length,
      cities: DEMO_CITIES.length,
      stationsAndAirports: hubs,
    });
    expect(await slotsOf(svc)).toHaveLength(slotsPerHour * 7 * 24);
    const first = nearlyFull[0]!;
    expect(await svc.table.get(`PARKING#${first.id}`, "SLOT#FOUR#2025-06-10T08")).toMatchObject({
      count: first.fourWheelerCapacity - 1,
    });
    expect(await svc.table.get(SEED_MARKER_KEY.pk, SEED_MARKER_KEY.sk)).toMatchObject({
      version: SEED_VERSION,
      occupancySeededUntil: "2025-06-17T08:00:00.000Z",
    });
  });

  it("is idempotent, tops up only new hours, and never overwrites a booked count", async () => {
    const svc = await createTestServices("seed-again");
    const first = nearlyFull[0]!;
    await svc.table.put({ pk: `PARKING#${first.id}`, sk: "SLOT#FOUR#2025-06-11T10", count: 1 } as never);
    await seedDemoData(svc, now);
    expect(await svc.table.get(`PARKING#${first.id}`, "SLOT#FOUR#2025-06-11T10")).toMatchObject({ count: 1 });

    expect(await seedDemoData(svc, new Date("2025-06-10T08:59:00Z"))).toMatchObject({ seeded: false });
    const before = (await slotsOf(svc)).length;
    expect(await seedDemoData(svc, new Date("2025-06-10T13:05:00Z"))).toMatchObject({ seeded: false });
    expect((await slotsOf(svc)).length - before).toBe(slotsPerHour * 5);
    const marker = await svc.table.get<SeedMarker & { pk: string; sk: string }>(SEED_MARKER_KEY.pk, SEED_MARKER_KEY.sk);
    expect(marker?.occupancySeededUntil).toBe("2025-06-17T13:00:00.000Z");
  });
});
