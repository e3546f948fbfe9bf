import { services } from "@core/services";
import { deleteVehicle } from "@core/vehicle/vehicle-service";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

/** PUT /api/vehicle/delete-vehicle/{id}: deletes one of the caller's vehicles. */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  await deleteVehicle(services().table, caller.id, req.params.id ?? "");
  return { body: { message: "Vehicle deleted successfully." } };
});
