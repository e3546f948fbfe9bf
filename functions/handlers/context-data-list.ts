import { listContexts, toPublicContext } from "../core/account/device-context";
import { NotFoundError } from "../core/errors";
import { services } from "../core/services";
import { requireCaller } from "./auth";
import { httpHandler } from "./http";

/** GET /api/auth/context-data/{kind} with kind primary | trusted | blocked: the caller's own device contexts. */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const contexts = (await listContexts(services().table, caller.id)).map(toPublicContext);
  switch (req.params.kind) {
    case "primary":
      return { body: contexts.find((c) => c.status === "primary") ?? null };
    case "trusted":
      return { body: contexts.filter((c) => c.status === "trusted" || c.status === "unverified") };
    case "blocked":
      return { body: contexts.filter((c) => c.status === "blocked") };
    default:
      throw new NotFoundError();
  }
});
