import { getCommunity } from "@core/community/community-store";
import { toPublicCommunity } from "@core/community/community-view";
import { joinCommunity } from "@core/community/membership";
import { services } from "@core/services";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

/** POST /api/communities/{id}/join: joins (again: no change); answers the community as the member now sees it. */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const table = services().table;
  const id = req.params.id ?? "";
  await joinCommunity(table, caller, id);
  const community = await getCommunity(table, id, true);
  return {
    body: { message: "Joined the community.", community: community && toPublicCommunity(community, { id: caller.id, isMember: true }) },
  };
});
