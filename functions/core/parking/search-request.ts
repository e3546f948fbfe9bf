import { z } from "zod";
import { checkWindow } from "../availability/window";
import { ValidationError } from "../errors";
import { resolvePlace, type Place } from "../places/gazetteer";
import type { Table } from "../ports/table/table";
import type { SearchQuery, SortOrder, VehicleFilter } from "./search";
import { parseVehicleKind } from "./vehicle-kind";

/**
 * A search as a client sends it (the API's JSON or query string, the /search page's GET form),
 * checked and turned into a SearchQuery. Coordinates win; a place name alone is resolved with the
 * gazetteer. The one reader of a search request: the API and the page differ only in what they do
 * with a field they cannot read (see `lenient`).
 */
const vehicleName = z.string().refine((v) => v === "" || v === "all" || parseVehicleKind(v) !== undefined);

const strict = z.object({
  place: z.string().max(200).optional(),
  latitude: z.coerce.number().min(-90).max(90).optional(),
  longitude: z.coerce.number().min(-180).max(180).optional(),
  /** The place text the coordinates were picked for: when sent and no longer the place's text, they are ignored. */
  coordinatesFor: z.string().optional(),
  inTime: z.string().optional(),
  outTime: z.string().optional(),
  type: vehicleName.optional(),
  covered: z.union([z.boolean(), z.enum(["true", "false", "1", "0", "on", ""])]).optional(),
  sort: z.enum(["distance", "price", "rating", ""]).optional(),
  page: z.coerce.number().int().min(1).max(1000).optional(),
});

/** A page's link: unreadable coordinates, filters or page numbers fall back to their defaults. */
const lenient = strict.extend({
  latitude: strict.shape.latitude.catch(undefined),
  longitude: strict.shape.longitude.catch(undefined),
  type: strict.shape.type.catch(undefined),
  covered: strict.shape.covered.catch(undefined),
  sort: strict.shape.sort.catch(undefined),
  page: strict.shape.page.catch(undefined),
  // Too long to be a place: refused below as a place not found, next to the place field.
  place: z.string().optional(),
});

const MAX_PLACE_LENGTH = 200;

export const SEARCH_MESSAGES = {
  noPlace: "Please enter a place to search.",
  unknownPlace: "We could not find that place. Please check the spelling or choose a suggestion.",
  badInput: "Please check the search details.",
} as const;

/** What a search asks: the query and the place it centres on, or "did you mean" choices for an ambiguous place. */
export type SearchRequest =
  { kind: "query"; query: SearchQuery; centre: { lat: number; lng: number; label?: string } } | { kind: "choose"; choices: Place[] };

/**
 * Reads a search. Throws a ValidationError: the window's (fieldErrors `in`/`out`), the place's
 * (fieldErrors `place`), or, in strict mode, badInput for a field it cannot read.
 */
export async function readSearchRequest(
  table: Table,
  input: Record<string, unknown>,
  options: { now?: Date; lenient?: boolean } = {},
): Promise<SearchRequest> {
  const parsed = (options.lenient ? lenient : strict).safeParse(input);
  if (!parsed.success) throw new ValidationError(SEARCH_MESSAGES.badInput);
  const q = parsed.data;
  const window = checkWindow(q.inTime, q.outTime, options.now);
  const filters = { window, ...filtersOf(q) };
  const coordinatesCount = q.coordinatesFor === undefined || q.coordinatesFor === (q.place ?? "");
  if (q.latitude !== undefined && q.longitude !== undefined && coordinatesCount) {
    return {
      kind: "query",
      query: { lat: q.latitude, lng: q.longitude, ...filters },
      centre: { lat: q.latitude, lng: q.longitude, label: q.place || undefined },
    };
  }
  if (!q.place?.trim()) throw placeError(SEARCH_MESSAGES.noPlace);
  if (q.place.length > MAX_PLACE_LENGTH) throw placeError(SEARCH_MESSAGES.unknownPlace);
  const { place, choices } = await resolvePlace(table, q.place);
  if (place)
    return {
      kind: "query",
      query: { lat: place.lat, lng: place.lng, ...filters },
      centre: { lat: place.lat, lng: place.lng, label: place.label },
    };
  if (choices.length > 0) return { kind: "choose", choices };
  throw placeError(SEARCH_MESSAGES.unknownPlace);
}

/** The API's reading: an ambiguous place is a place not found. */
export async function parseSearchRequest(table: Table, input: Record<string, unknown>, now = new Date()): Promise<SearchQuery> {
  const request = await readSearchRequest(table, input, { now });
  if (request.kind === "choose") throw placeError(SEARCH_MESSAGES.unknownPlace);
  return request.query;
}

export interface SearchFilters {
  vehicle: VehicleFilter;
  coveredOnly: boolean;
  sort: SortOrder;
  page: number;
}

/** The filters of a page's link, read leniently: the page shows them in every state, before and without a search. */
export function linkFilters(input: Record<string, unknown>): SearchFilters {
  return filtersOf(lenient.pick({ type: true, covered: true, sort: true, page: true }).parse(input));
}

function filtersOf(q: { type?: string; covered?: boolean | string; sort?: string; page?: number }): SearchFilters {
  return {
    vehicle: parseVehicleKind(q.type) ?? "all",
    coveredOnly: q.covered === true || q.covered === "true" || q.covered === "1" || q.covered === "on",
    sort: q.sort === "price" || q.sort === "rating" ? q.sort : "distance",
    page: q.page ?? 1,
  };
}

function placeError(message: string): ValidationError {
  return new ValidationError(message, { place: [message] });
}
