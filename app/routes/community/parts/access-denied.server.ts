import type { User } from "@core/account/user";
import { activeBan, BAN_MESSAGES, endedBan } from "@core/moderation/bans";
import { COMMUNITY_MESSAGES, type Community } from "@core/community/community";
import { getCommunity, getMembership } from "@core/community/community-store";
import { services } from "@core/services";
import { joinHref } from "~/components/community/community-links";

/**
 * Where a member refused a community (or one of its posts) is sent. A community page sends a
 * non-member who may join to the join confirmation (issue 29); a banned member, and a post's page,
 * to /access-denied naming the community, so that page can ask core for a running ban and say until
 * when (issue 13), or offer the join right there. The URL carries an id, never a message: the page's
 * text always comes from the table, so an edited link cannot put words on it.
 */
export async function accessDeniedHref(
  user: Pick<User, "id">,
  community: Pick<Community, "id"> | undefined,
  options: { offerJoin?: boolean } = {},
): Promise<string> {
  if (!community) return "/access-denied";
  if (options.offerJoin && !(await activeBan(services().table, community.id, user.id))) return joinHref(community.id);
  return `/access-denied?community=${encodeURIComponent(community.id)}`;
}

/**
 * What a member who is no longer banned here is told above the join (issue 29: an unban, or a ban
 * that ran out, had silently taken their membership): that they may join again. Null otherwise.
 */
export async function mayJoinAgainNotice(user: Pick<User, "id">, community: Pick<Community, "id" | "name">): Promise<string | null> {
  const ended = await endedBan(services().table, community.id, user.id);
  return ended ? BAN_MESSAGES.mayJoinAgain(community.name, Boolean(ended.liftedAt)) : null;
}

export interface AccessDenied {
  message: string;
  /** The community the viewer may join from this page (not banned, not a member), if one is named. */
  join: { id: string; name: string } | null;
}

/** What /access-denied tells the viewer: the running ban in the named community, or the members-only rule with a join. */
export async function accessDenied(user: Pick<User, "id">, communityId: string | null): Promise<AccessDenied> {
  const plain = { message: COMMUNITY_MESSAGES.notMember, join: null };
  if (!communityId || communityId.length > 100) return plain;
  const table = services().table;
  const [community, ban, membership] = await Promise.all([
    getCommunity(table, communityId),
    activeBan(table, communityId, user.id),
    getMembership(table, communityId, user.id),
  ]);
  if (!community) return plain;
  if (ban) return { message: BAN_MESSAGES.banned(community.name, ban.until), join: null };
  if (membership) return plain;
  return {
    message: (await mayJoinAgainNotice(user, community)) ?? COMMUNITY_MESSAGES.notMember,
    join: { id: community.id, name: community.name },
  };
}
