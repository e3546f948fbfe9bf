import { toPublicCommunity } from "@core/community/community-view";
import { communitiesFor } from "@core/community/membership";
import { services } from "@core/services";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

/** GET /api/communities/notmember: the communities the caller has not joined, by name. */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const { notJoined } = await communitiesFor(services().table, caller);
  return { body: notJoined.map((c) => toPublicCommunity(c, { id: caller.id, isMember: false })) };
});
