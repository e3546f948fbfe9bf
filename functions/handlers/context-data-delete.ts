import { deleteContext } from "../core/account/device-context";
import { services } from "../core/services";
import { requireCaller } from "./auth";
import { httpHandler } from "./http";

/** DELETE /api/auth/context-data/{id}: removes one of the caller's own device contexts. */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  await deleteContext(services().table, caller.id, req.params.id ?? "");
  return { body: { message: "Device removed." } };
});
