import { memberCountText, type Community } from "@core/community/community";
import { toPublicCommunity } from "@core/community/community-view";
import { communityHref } from "~/components/community/community-links";

/** A community as the list pages show it: core's public shape, the member count worded by core (spec §2), its page's address. */
export function communityCard(community: Community, viewer: { id: string; isMember: boolean }) {
  const { _id, name, description, banner, memberCount, isModerator } = toPublicCommunity(community, viewer);
  return { _id, name, description, banner, memberCount, isModerator, memberText: memberCountText(memberCount), href: communityHref(name) };
}
