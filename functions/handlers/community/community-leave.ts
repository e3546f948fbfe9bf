import { leaveCommunity } from "@core/community/membership";
import { services } from "@core/services";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

/** POST /api/communities/{id}/leave: leaves (not a member: no change). A moderator is refused with 403. */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  await leaveCommunity(services().table, caller, req.params.id ?? "");
  return { body: { message: "Left the community." } };
});
