import type { User } from "@core/account/user";
import { activeBan, BAN_MESSAGES } from "@core/community/bans";
import { COMMUNITY_MESSAGES, type Community } from "@core/community/community";
import { getCommunity } from "@core/community/community-store";
import { services } from "@core/services";

/**
 * Where a member refused a community (or one of its posts) is sent: /access-denied, naming the
 * community only when the viewer is banned from it, so that page can ask core for the ban and say
 * until when (issue 13). The URL carries an id, never a message: the page's text always comes from
 * the table, so an edited link cannot put words on it.
 */
export async function accessDeniedHref(user: Pick<User, "id">, community: Pick<Community, "id"> | undefined): Promise<string> {
  if (!community || !(await activeBan(services().table, community.id, user.id))) return "/access-denied";
  return `/access-denied?community=${encodeURIComponent(community.id)}`;
}

/** What /access-denied tells the viewer: the running ban in the named community, or the members-only rule. */
export async function accessDeniedMessage(user: Pick<User, "id">, communityId: string | null): Promise<string> {
  if (!communityId || communityId.length > 100) return COMMUNITY_MESSAGES.notMember;
  const table = services().table;
  const [community, ban] = await Promise.all([getCommunity(table, communityId), activeBan(table, communityId, user.id)]);
  return community && ban ? BAN_MESSAGES.banned(community.name, ban.until) : COMMUNITY_MESSAGES.notMember;
}
