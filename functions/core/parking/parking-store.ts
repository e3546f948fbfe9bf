import type { Table } from "../ports/table/table";
import { fromParkingItem, parkingKeys, toParkingItem, type Parking, type ParkingItem } from "./parking";

/** Typed table access for car parks. */
export async function getParking(table: Table, id: string): Promise<Parking | undefined> {
  const item = await table.get<ParkingItem>(parkingKeys.item(id).pk, parkingKeys.item(id).sk);
  return item ? fromParkingItem(item) : undefined;
}

export async function putParkings(table: Table, parkings: Parking[]): Promise<void> {
  await table.batchPut(parkings.map(toParkingItem));
}

/** The car parks in one geohash cell (nearby search reads the cell and its neighbours). */
export async function parkingsInCell(table: Table, cell: string): Promise<Parking[]> {
  const items = await table.queryAll<ParkingItem>({ index: "gsi1", pk: parkingKeys.geoCell(cell) });
  return items.map(fromParkingItem);
}
