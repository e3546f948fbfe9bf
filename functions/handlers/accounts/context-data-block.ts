import { blockDevice } from "@core/account/account-service";
import { toPublicContext } from "@core/account/device-context";
import { services } from "@core/services";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

/** PATCH /api/auth/context-data/block/{id}: blocks one of the caller's devices and ends its sessions and tokens. */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const context = await blockDevice(services(), caller.id, req.params.id ?? "");
  return { body: { message: "Device blocked.", data: toPublicContext(context) } };
});
