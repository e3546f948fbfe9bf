import { publicProfile } from "@core/community/profiles";
import { services } from "@core/services";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

/** GET /api/users/public-users/{id}: a member's public profile (spec §3), as the caller sees it. */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  return { body: await publicProfile(services().table, caller, req.params.id ?? "") };
});
