import { PLACES_PARTITION, type Place } from "../places/gazetteer";
import type { Table } from "../ports/table/table";
import { fromParkingItem, parkingKeys, slug, toParkingItem, type Parking, type ParkingItem } from "./parking";

/** Typed table access for car parks. */
export async function getParking(table: Table, id: string): Promise<Parking | undefined> {
  const item = await table.get<ParkingItem>(parkingKeys.item(id).pk, parkingKeys.item(id).sk);
  return item ? fromParkingItem(item) : undefined;
}

export async function getParkings(table: Table, ids: string[]): Promise<Parking[]> {
  const items = await table.batchGet<ParkingItem>(ids.map((id) => parkingKeys.item(id)));
  return items.map(fromParkingItem);
}

/**
 * Stores car parks and registers each one's landmark with the place search, so a new car park's
 * station or airport can be searched for without any table scan.
 */
export async function putParkings(table: Table, parkings: Parking[]): Promise<void> {
  await table.batchPut([...parkings.map(toParkingItem), ...parkings.map(landmarkItem)]);
}

/** The car park's landmark as a place the place search finds (its station, airport, market…). */
export function landmarkItem(parking: Parking): Place & { pk: string; sk: string; entity: "place" } {
  return {
    pk: PLACES_PARTITION,
    sk: `${slug(parking.landmark)}#${parking.id}`,
    id: `landmark-${parking.id}`,
    name: parking.landmark,
    kind: parking.landmarkKind,
    label: `${parking.landmark}, ${parking.city}`,
    city: parking.city,
    state: parking.state,
    lat: parking.lat,
    lng: parking.lng,
    entity: "place",
  };
}

/** The car parks in one geohash cell (nearby search reads the cell and its neighbours). */
export async function parkingsInCell(table: Table, cell: string): Promise<Parking[]> {
  const items = await table.queryAll<ParkingItem>({ index: "gsi1", pk: parkingKeys.geoCell(cell) });
  return items.map(fromParkingItem);
}
