import { beforeAll, describe, expect, it } from "vitest";
import { slotSortKey } from "@core/availability/slots";
import { distanceKm } from "@core/parking/geohash";
import { searchNearby } from "@core/parking/search";
import { resolvePlace, searchPlaces } from "@core/places/gazetteer";
import { priceStay } from "@core/pricing/pricing";
import type { Services } from "@core/services";
import { demoParkings, nearlyFullParkingIds } from "../../infra/local/seed/demo-parkings";
import { seedDemoData } from "../../infra/local/seed/seed";
import { createTestServices } from "../support/local-services";

let svc: Services;
const MUMBAI = { lat: 19.07283, lng: 72.88261 };
const tomorrow = () => {
  const inTime = new Date(Date.now() + 24 * 3600_000);
  inTime.setUTCMinutes(0, 0, 0);
  return { inTime, outTime: new Date(inTime.getTime() + 3 * 3600_000) };
};

beforeAll(async () => {
  svc = await createTestServices("search");
  await seedDemoData(svc);
});

describe("nearby search", () => {
  it("finds the car parks around a point, nearest first, with distance, price and free spaces", async () => {
    const window = tomorrow();
    const page = await searchNearby(svc.table, { ...MUMBAI, window });
    const expected = demoParkings().filter((p) => distanceKm(MUMBAI.lat, MUMBAI.lng, p.lat, p.lng) <= 4.5);
    expect(page.total).toBe(expected.length);
    expect(page.results).toHaveLength(Math.min(10, expected.length));
    const distances = page.results.map((r) => r.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const r of page.results) {
      if (r.parking.fourWheelerCapacity > 0) expect(r.prices.four).toEqual(priceStay(r.parking, "four", window.inTime, window.outTime));
      expect(r.free.four).toBeLessThanOrEqual(r.parking.fourWheelerCapacity);
    }
  });

  it("shows the nearly-full car parks' real free spaces (capacity minus peak occupancy)", async () => {
    const window = tomorrow();
    const id = nearlyFullParkingIds()[0]!;
    const parking = demoParkings().find((p) => p.id === id)!;
    const page = await searchNearby(svc.table, { lat: parking.lat, lng: parking.lng, window, pageSize: 50 });
    const hit = page.results.find((r) => r.parking.id === id)!;
    expect(hit.free.four).toBe(parking.fourWheelerCapacity > 0 ? 1 : 0);
    // Book the last space for one hour of the window: that window shows 0.
    await svc.table.update(`PARKING#${id}`, slotSortKey("FOUR", new Date(window.inTime.getTime() + 3600_000)), {
      expression: "ADD #c :one",
      names: { "#c": "count" },
      values: { ":one": 1 },
    });
    const after = await searchNearby(svc.table, { lat: parking.lat, lng: parking.lng, window, pageSize: 50 });
    expect(after.results.find((r) => r.parking.id === id)!.free.four).toBe(0);
  });

  it("filters by vehicle kind and covered, sorts by price, and pages", async () => {
    const window = tomorrow();
    const two = await searchNearby(svc.table, { ...MUMBAI, window, vehicle: "two", pageSize: 50 });
    expect(two.results.every((r) => r.parking.twoWheelerCapacity > 0)).toBe(true);
    const covered = await searchNearby(svc.table, { ...MUMBAI, window, coveredOnly: true, pageSize: 50 });
    expect(covered.results.every((r) => r.parking.sheded)).toBe(true);
    const byPrice = await searchNearby(svc.table, { ...MUMBAI, window, vehicle: "four", sort: "price", pageSize: 50 });
    const totals = byPrice.results.map((r) => r.prices.four!.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const p1 = await searchNearby(svc.table, { ...MUMBAI, window, pageSize: 5, page: 1 });
    const p2 = await searchNearby(svc.table, { ...MUMBAI, window, pageSize: 5, page: 2 });
    expect(p1.pages).toBe(Math.ceil(p1.total / 5));
    expect(p2.results.map((r) => r.parking.id)).not.toContain(p1.results[0]!.parking.id);
  });

  it("returns nothing far from any car park", async () => {
    const page = await searchNearby(svc.table, { lat: 23.5, lng: 70.0, window: tomorrow() });
    expect(page.total).toBe(0);
    expect(page.results).toEqual([]);
  });
});

describe("place search", () => {
  it("matches cities by prefix and with typos, and blank text gives nothing", async () => {
    expect((await searchPlaces(svc.table, "Mumb"))[0]?.name).toBe("Mumbai");
    expect((await searchPlaces(svc.table, "mumbia"))[0]?.name).toBe("Mumbai");
    expect((await searchPlaces(svc.table, "Bengaluru"))[0]).toMatchObject({ name: "Bengaluru", kind: "city", state: "Karnataka" });
    expect(await searchPlaces(svc.table, "   ")).toEqual([]);
  });

  it("finds the car parks' landmarks: stations and airports", async () => {
    const hits = await searchPlaces(svc.table, "Chhatrapati Shivaji");
    expect(hits.some((h) => h.kind === "airport" && h.city === "Mumbai")).toBe(true);
  });

  it("uses the real centre for cities the package puts at the district centre", async () => {
    const jaipur = (await searchPlaces(svc.table, "Jaipur")).find((p) => p.kind === "city" && p.name === "Jaipur")!;
    expect(distanceKm(jaipur.lat, jaipur.lng, 26.9124, 75.7873)).toBeLessThan(1);
  });

  it("finds a suggestion again by its own label (a re-submitted form without JavaScript)", async () => {
    expect((await resolvePlace(svc.table, "Mumbai, Maharashtra")).place?.label).toBe("Mumbai, Maharashtra");
    const aurangabad = await resolvePlace(svc.table, "Aurangabad, Bihar");
    expect(aurangabad.place?.state).toBe("Bihar");
  });

  it("resolves an unambiguous name and offers choices for an ambiguous one", async () => {
    expect((await resolvePlace(svc.table, "mumbai")).place?.name).toBe("Mumbai");
    const aurangabad = await resolvePlace(svc.table, "Aurangabad");
    expect(aurangabad.place).toBeUndefined();
    expect(aurangabad.choices.map((c) => c.label)).toEqual(expect.arrayContaining(["Aurangabad, Bihar", "Aurangabad, Maharashtra"]));
    expect((await resolvePlace(svc.table, "zzzzqqq")).choices).toEqual([]);
  });
});
