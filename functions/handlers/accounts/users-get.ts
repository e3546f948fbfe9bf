import { toPublicUser } from "@core/account/user";
import { ForbiddenError } from "@core/errors";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

/** GET /api/users/{id}: the caller's own account only (public profiles come with the community). */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  if (req.params.id !== caller.id) throw new ForbiddenError();
  return { body: { user: toPublicUser(caller) } };
});
