import { groupDevices, listContexts, toPublicContext } from "@core/account/device-context";
import { NotFoundError } from "@core/errors";
import { services } from "@core/services";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

/** GET /api/auth/context-data/{kind} with kind primary | trusted | blocked: the caller's own device contexts. */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const groups = groupDevices((await listContexts(services().table, caller.id)).map(toPublicContext));
  switch (req.params.kind) {
    case "primary":
      return { body: groups.primary[0] ?? null };
    case "trusted":
      return { body: groups.trusted };
    case "blocked":
      return { body: groups.blocked };
    default:
      throw new NotFoundError();
  }
});
