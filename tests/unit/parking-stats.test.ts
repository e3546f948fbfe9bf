import { describe, expect, it } from "vitest";
import { PARKING_STATS_KEY, readParkingCounts } from "@core/parking/parking-stats";
import type { Table } from "@core/ports/table/table";

/** The home page's counters come from core (issue 10, item 2): what it shows for each state of the STATS item. */
function tableWith(item: Record<string, unknown> | undefined): Table {
  return {
    get: async (pk: string, sk: string) => (pk === PARKING_STATS_KEY.pk && sk === PARKING_STATS_KEY.sk ? item : undefined),
  } as unknown as Table;
}

describe("readParkingCounts", () => {
  it("gives the counts, stations and airports together", async () => {
    expect(await readParkingCounts(tableWith({ ...PARKING_STATS_KEY, parkings: 332, cities: 74, stations: 40, airports: 12 }))).toEqual({
      parkings: 332,
      cities: 74,
      stationsAndAirports: 52,
    });
  });

  it("knows no figure before the counters exist, so the page shows none rather than 0", async () => {
    expect(await readParkingCounts(tableWith(undefined))).toEqual({
      parkings: undefined,
      cities: undefined,
      stationsAndAirports: undefined,
    });
  });

  it("drops figures that are not positive counts, and counts stations alone when airports are unknown", async () => {
    expect(
      await readParkingCounts(tableWith({ ...PARKING_STATS_KEY, parkings: "many", cities: 0, stations: 7, airports: Number.NaN })),
    ).toEqual({
      parkings: undefined,
      cities: undefined,
      stationsAndAirports: 7,
    });
  });
});
