import { removeDevice } from "@core/account/account-service";
import { services } from "@core/services";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

/**
 * DELETE /api/auth/context-data/{id}: removes one of the caller's own device contexts and ends its
 * sessions and refresh tokens. A blocked one is refused (403): it would come back unblocked.
 */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  await removeDevice(services(), caller.id, req.params.id ?? "");
  return { body: { message: "Device removed." } };
});
