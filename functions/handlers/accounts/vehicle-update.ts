import { services } from "@core/services";
import { toPublicVehicle } from "@core/vehicle/vehicle";
import { listVehicles, updateVehicle } from "@core/vehicle/vehicle-service";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

/** PUT /api/vehicle/update-vehicle/{id}: the same fields as create, on one of the caller's vehicles. */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const body = await req.fields();
  const table = services().table;
  const vehicle = await updateVehicle(table, caller.id, req.params.id ?? "", body.vehicle ?? body);
  const { defaultId } = await listVehicles(table, caller.id);
  return { body: { message: "Vehicle updated successfully.", data: toPublicVehicle(vehicle, defaultId) } };
});
