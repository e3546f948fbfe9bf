import { freeSpaces, type FreeSpaces } from "../availability/availability";
import type { StayWindow } from "../availability/window";
import { priceStay, type PriceBreakdown } from "../pricing/pricing";
import type { Table } from "../ports/table/table";
import { distanceKm, neighbourhood } from "./geohash";
import { GEO_CELL_PRECISION, type Parking } from "./parking";
import { parkingsInCell } from "./parking-store";
import { count } from "../metrics";
import { ratingOf } from "../review/rating";
import { kindsTaken, type VehicleKind } from "./vehicle-kind";

/**
 * Nearby search: the geohash cell holding the point and its 8 neighbours (9 index Queries in
 * parallel, never a Scan), kept within the radius the neighbourhood always covers, filtered,
 * sorted and paged in memory. Free spaces need a Query per car park, so they are read only for the
 * page shown; the price depends only on the car park and the window, so sorting by it reads nothing.
 */
export const SEARCH_RADIUS_KM = 4.5;
export const SEARCH_PAGE_SIZE = 10;

export type VehicleFilter = VehicleKind | "all";
export type SortOrder = "distance" | "price" | "rating";

export interface SearchQuery {
  lat: number;
  lng: number;
  window: StayWindow;
  vehicle?: VehicleFilter;
  coveredOnly?: boolean;
  sort?: SortOrder;
  page?: number;
  pageSize?: number;
}

export interface SearchResult {
  parking: Parking;
  distanceKm: number;
  free: FreeSpaces;
  /** The stay's price per vehicle kind the car park takes. */
  prices: Partial<Record<VehicleKind, PriceBreakdown>>;
}

export interface SearchPage {
  results: SearchResult[];
  total: number;
  page: number;
  pageSize: number;
  pages: number;
}

export function takes(parking: Parking, vehicle: VehicleFilter): boolean {
  const kinds = kindsTaken(parking);
  return vehicle === "all" ? kinds.length > 0 : kinds.includes(vehicle);
}

export function pricesFor(parking: Parking, window: StayWindow): SearchResult["prices"] {
  return Object.fromEntries(kindsTaken(parking).map((kind) => [kind, priceStay(parking, kind, window.inTime, window.outTime)]));
}

/** The price a card shows and a list sorts by: the chosen kind's, else the four-wheeler's, else the two-wheeler's. */
export function shownPrice(prices: SearchResult["prices"], vehicle: VehicleFilter): PriceBreakdown | undefined {
  return vehicle === "all" ? (prices.four ?? prices.two) : prices[vehicle];
}

function sortPrice(r: Omit<SearchResult, "free">, vehicle: VehicleFilter): number {
  return shownPrice(r.prices, vehicle)?.total ?? Number.POSITIVE_INFINITY;
}

/**
 * Best rated first (decision 028): the higher average (to the one decimal people see, so two cards
 * showing 4.5 are a tie), then more reviews; car parks without reviews last. Ties go by distance.
 */
function byRating(a: Parking, b: Parking): number {
  const ra = ratingOf(a);
  const rb = ratingOf(b);
  if (!ra || !rb) return (ra ? 0 : 1) - (rb ? 0 : 1);
  return Math.round(rb.average * 10) - Math.round(ra.average * 10) || rb.count - ra.count;
}

export async function searchNearby(table: Table, query: SearchQuery): Promise<SearchPage> {
  const vehicle = query.vehicle ?? "all";
  const pageSize = query.pageSize ?? SEARCH_PAGE_SIZE;
  const cells = neighbourhood(query.lat, query.lng, GEO_CELL_PRECISION);
  const found = (await Promise.all(cells.map((cell) => parkingsInCell(table, cell)))).flat();

  const candidates = found
    .map((parking) => ({
      parking,
      distanceKm: distanceKm(query.lat, query.lng, parking.lat, parking.lng),
      prices: pricesFor(parking, query.window),
    }))
    .filter((r) => r.distanceKm <= SEARCH_RADIUS_KM && takes(r.parking, vehicle) && (!query.coveredOnly || r.parking.sheded));

  candidates.sort((a, b) =>
    query.sort === "price"
      ? sortPrice(a, vehicle) - sortPrice(b, vehicle) || a.distanceKm - b.distanceKm
      : query.sort === "rating"
        ? byRating(a.parking, b.parking) || a.distanceKm - b.distanceKm
        : a.distanceKm - b.distanceKm || a.parking.name.localeCompare(b.parking.name),
  );

  const total = candidates.length;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, Math.floor(query.page ?? 1)), pages);
  const slice = candidates.slice((page - 1) * pageSize, page * pageSize);
  const results = await Promise.all(slice.map(async (r) => ({ ...r, free: await freeSpaces(table, r.parking, query.window) })));
  count("Searches");
  return { results, total, page, pageSize, pages };
}
