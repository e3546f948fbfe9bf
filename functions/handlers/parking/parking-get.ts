import { freeSpaces } from "@core/availability/availability";
import { checkWindow } from "@core/availability/window";
import { NotFoundError } from "@core/errors";
import { toPublicParking } from "@core/parking/parking";
import { getParking } from "@core/parking/parking-store";
import { pricesFor } from "@core/parking/search";
import { services } from "@core/services";
import { httpHandler } from "../shared/http";

/** GET /api/parking/get-parking/{id}?inT&ouT: one car park with free spaces and prices for the window. */
export const handler = httpHandler(async (req) => {
  const svc = services();
  const window = checkWindow(req.query.inT, req.query.ouT);
  const parking = await getParking(svc.table, req.params.id ?? "");
  if (!parking) throw new NotFoundError("Car park not found.");
  const free = await freeSpaces(svc.table, parking, window);
  return { body: { data: { ...toPublicParking(parking, free), free, price: pricesFor(parking, window) } } };
});
