import { toPublicCommunity } from "@core/community/community-view";
import { communitiesFor } from "@core/community/membership";
import { services } from "@core/services";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

/** GET /api/communities/member: the communities the caller has joined, in the order joined. */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const { joined } = await communitiesFor(services().table, caller);
  return { body: joined.map((c) => toPublicCommunity(c, { id: caller.id, isMember: true })) };
});
