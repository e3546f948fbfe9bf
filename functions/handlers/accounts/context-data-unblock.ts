import { setContextStatus, toPublicContext } from "@core/account/device-context";
import { services } from "@core/services";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

/** PATCH /api/auth/context-data/unblock/{id}: trusts one of the caller's blocked devices again. */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const context = await setContextStatus(services().table, caller.id, req.params.id ?? "", "trusted");
  return { body: { message: "Device unblocked.", data: toPublicContext(context) } };
});
