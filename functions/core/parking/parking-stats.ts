import type { Table } from "../ports/table/table";

/**
 * The car-park counters (how many car parks, cities, stations and airports we cover): one item,
 * kept up to date by whatever writes car parks (the seed today, the admin area later), and read here
 * only, so the home page never reads the table itself (ARCHITECTURE §1: one rule, one place).
 */
export const PARKING_STATS_KEY = { pk: "STATS", sk: "PARKING" } as const;

export interface ParkingStats {
  pk: typeof PARKING_STATS_KEY.pk;
  sk: typeof PARKING_STATS_KEY.sk;
  entity: "stats";
  parkings: number;
  cities: number;
  stations: number;
  airports: number;
  updatedAt: string;
}

/** Each figure a positive count, or undefined when unknown (no item yet, or a figure that is not a count). */
export interface ParkingCounts {
  parkings?: number;
  cities?: number;
  /** Stations and airports together; undefined only when neither is known. */
  stationsAndAirports?: number;
}

const count = (value: unknown) => (typeof value === "number" && Number.isFinite(value) && value > 0 ? value : undefined);

export async function readParkingCounts(table: Table): Promise<ParkingCounts> {
  const stats = await table.get<Partial<Record<keyof ParkingStats, unknown>> & { pk: string; sk: string }>(
    PARKING_STATS_KEY.pk,
    PARKING_STATS_KEY.sk,
  );
  const stations = count(stats?.stations);
  const airports = count(stats?.airports);
  return {
    parkings: count(stats?.parkings),
    cities: count(stats?.cities),
    stationsAndAirports: stations === undefined && airports === undefined ? undefined : (stations ?? 0) + (airports ?? 0),
  };
}
