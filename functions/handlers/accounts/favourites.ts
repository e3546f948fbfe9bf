import { z } from "zod";
import { addFavourite, FAVOURITE_MESSAGES, listFavourites, removeFavourite, type Favourite } from "@core/favourite/favourites";
import { toPublicParking } from "@core/parking/parking";
import { services } from "@core/services";
import { parseWith } from "@core/validation";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

const query = z.object({ cursor: z.string().max(1000).optional() });

function toApiFavourite(f: Favourite) {
  return {
    parkingId: f.parkingId,
    addedAt: f.addedAt,
    // A deactivated car park stays on the list (its owner removes it), marked so.
    active: Boolean(f.parking && !f.parking.inactive),
    parking: f.parking ? toPublicParking(f.parking) : null,
  };
}

/**
 * The caller's favourite car parks (decision 025), always the caller's own list (core's
 * requireOwnFavourites):
 * - GET /api/favourites?cursor → {favourites, nextCursor}, most recently added first, 20 a page;
 * - PUT /api/favourites/{parkingId} → 201 when added, 200 when it was a favourite already;
 * - DELETE /api/favourites/{parkingId} → 200 either way (removing twice changes nothing).
 */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const table = services().table;
  if (req.method === "GET") {
    const { cursor } = parseWith(query, req.query);
    const page = await listFavourites(table, caller, caller.id, { cursor });
    return { body: { favourites: page.favourites.map(toApiFavourite), nextCursor: page.cursor ?? null } };
  }
  const parkingId = req.params.parkingId ?? "";
  if (req.method === "PUT") {
    const { added, favourite } = await addFavourite(table, caller, caller.id, parkingId);
    return { status: added ? 201 : 200, body: { message: FAVOURITE_MESSAGES.added, favourite: toApiFavourite(favourite) } };
  }
  await removeFavourite(table, caller, caller.id, parkingId);
  return { body: { message: FAVOURITE_MESSAGES.removed } };
});
