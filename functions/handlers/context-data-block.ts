import { setContextStatus, toPublicContext } from "../core/account/device-context";
import { services } from "../core/services";
import { revokeUserWebSessions } from "../core/session/web-session";
import { requireCaller } from "./auth";
import { httpHandler } from "./http";

/** PATCH /api/auth/context-data/block/{id}: blocks one of the caller's devices and ends its web sessions. */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const table = services().table;
  const context = await setContextStatus(table, caller.id, req.params.id ?? "", "blocked");
  await revokeUserWebSessions(table, caller.id, context.id);
  return { body: { message: "Device blocked.", data: toPublicContext(context) } };
});
