import { z } from "zod";
import { checkWindow } from "../availability/window";
import { ValidationError } from "../errors";
import { resolvePlace } from "../places/gazetteer";
import type { Table } from "../ports/table/table";
import type { SearchQuery } from "./search";

/**
 * A search as a client sends it (the API's JSON or query string, the page's GET form), checked and
 * turned into a SearchQuery. Coordinates win; a place name alone is resolved with the gazetteer.
 */
const raw = z.object({
  place: z.string().max(200).optional(),
  latitude: z.coerce.number().min(-90).max(90).optional(),
  longitude: z.coerce.number().min(-180).max(180).optional(),
  inTime: z.string().optional(),
  outTime: z.string().optional(),
  type: z.enum(["all", "four", "two", "Four Wheeler", "Two Wheeler", "car", "bike", ""]).optional(),
  covered: z.union([z.boolean(), z.enum(["true", "false", "1", "0", "on", ""])]).optional(),
  sort: z.enum(["distance", "price", ""]).optional(),
  page: z.coerce.number().int().min(1).max(1000).optional(),
});

export const SEARCH_MESSAGES = {
  noPlace: "Please enter a place to search.",
  unknownPlace: "We could not find that place. Please check the spelling or choose a suggestion.",
  badInput: "Please check the search details.",
} as const;

const VEHICLE: Record<string, SearchQuery["vehicle"]> = { four: "four", car: "four", "Four Wheeler": "four", two: "two", bike: "two", "Two Wheeler": "two" };

export async function parseSearchRequest(table: Table, input: Record<string, unknown>, now = new Date()): Promise<SearchQuery> {
  const parsed = raw.safeParse(input);
  if (!parsed.success) throw new ValidationError(SEARCH_MESSAGES.badInput);
  const q = parsed.data;
  const window = checkWindow(q.inTime, q.outTime, now);
  let lat = q.latitude;
  let lng = q.longitude;
  if (lat === undefined || lng === undefined) {
    if (!q.place?.trim()) throw new ValidationError(SEARCH_MESSAGES.noPlace);
    const { place } = await resolvePlace(table, q.place);
    if (!place) throw new ValidationError(SEARCH_MESSAGES.unknownPlace);
    lat = place.lat;
    lng = place.lng;
  }
  return {
    lat,
    lng,
    window,
    vehicle: VEHICLE[q.type ?? ""] ?? "all",
    coveredOnly: q.covered === true || q.covered === "true" || q.covered === "1" || q.covered === "on",
    sort: q.sort === "price" ? "price" : "distance",
    page: q.page ?? 1,
  };
}
