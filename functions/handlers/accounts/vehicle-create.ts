import { services } from "@core/services";
import { toPublicVehicle } from "@core/vehicle/vehicle";
import { createVehicle, listVehicles } from "@core/vehicle/vehicle-service";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

/** POST /api/vehicle/create-new-vehicle {vehicle:{vehicle_name, vehicle_number, vehicle_type, isDefault}}. */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const body = await req.fields();
  const table = services().table;
  const vehicle = await createVehicle(table, caller.id, body.vehicle ?? body);
  const { defaultId } = await listVehicles(table, caller.id);
  return { status: 201, body: { message: "Vehicle added successfully.", data: toPublicVehicle(vehicle, defaultId) } };
});
