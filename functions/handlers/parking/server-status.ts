import { checkServerStatus } from "@core/status/server-status";
import { services } from "@core/services";
import { httpHandler } from "../shared/http";

/** GET /api/server-status: 200 when the table and the files bucket answer, 503 otherwise. */
export const handler = httpHandler(async () => {
  const status = await checkServerStatus(services());
  return { status: status.status === "ok" ? 200 : 503, body: status };
});
