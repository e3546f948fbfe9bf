import { NotFoundError } from "@core/errors";
import { citiesOfState, indianStates } from "@core/places/states";
import { httpHandler } from "../shared/http";

/**
 * GET /api/add/city/{id}: the states-and-cities lookup. `states` lists India's states; a state's
 * ISO code (MH) or name (Maharashtra) lists its cities. Public reference data: no sign-in needed.
 */
export const handler = httpHandler(async (req) => {
  const id = decodeURIComponent(req.params.id ?? "");
  if (id.toLowerCase() === "states") return { body: { data: indianStates() }, headers: { "cache-control": "public, max-age=86400" } };
  const cities = citiesOfState(id);
  if (!cities) throw new NotFoundError("State not found.");
  return { body: { data: cities }, headers: { "cache-control": "public, max-age=86400" } };
});
