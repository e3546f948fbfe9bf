import { z } from "zod";
import { searchPlaces } from "@core/places/gazetteer";
import { parseWith } from "@core/validation";
import { services } from "@core/services";
import { httpHandler } from "../shared/http";

const query = z.object({ q: z.string().max(100, "Please type a shorter place name.").default("") });

/** GET /api/places?q=: place suggestions for the search bar; blank text gives none. */
export const handler = httpHandler(async (req) => {
  const { q } = parseWith(query, req.query);
  const places = await searchPlaces(services().table, q);
  return { body: { data: places }, headers: { "cache-control": "public, max-age=300" } };
});
