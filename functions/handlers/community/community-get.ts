import { COMMUNITY_MESSAGES } from "@core/community/community";
import { findCommunityByName } from "@core/community/community-store";
import { toPublicCommunity } from "@core/community/community-view";
import { requireMemberOf } from "@core/community/membership";
import { ForbiddenError } from "@core/errors";
import { services } from "@core/services";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

/**
 * GET /api/communities/{name} (the name URL-encoded): a community the caller is a member of. A
 * non-member gets 403 whether or not the community exists (spec §6: members only).
 */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const table = services().table;
  // The path says {id}, as its siblings do; what it holds is the name, URL-encoded.
  const name = req.params.id ?? "";
  const found = name.length <= 100 ? await findCommunityByName(table, name) : undefined;
  if (!found) throw new ForbiddenError(COMMUNITY_MESSAGES.notMember);
  await requireMemberOf(table, caller, found);
  return { body: toPublicCommunity(found, { id: caller.id, isMember: true }) };
});
