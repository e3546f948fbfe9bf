import { communityTexts, memberCountText, type Community } from "@core/community/community";
import type { Language } from "@core/i18n/languages";
import { toPublicCommunity } from "@core/community/community-view";
import { communityHref } from "~/components/community/community-links";

/**
 * A community as the list pages show it: core's public shape, the member count worded by core (spec
 * §2), its page's address; the description in the page's language when the community has it (issue 35).
 */
export function communityCard(community: Community, viewer: { id: string; isMember: boolean }, language: Language) {
  const { _id, name, banner, memberCount, isModerator } = toPublicCommunity(community, viewer);
  const { description } = communityTexts(community, language);
  return {
    _id,
    name,
    description,
    banner,
    memberCount,
    isModerator,
    memberText: memberCountText(memberCount, language),
    href: communityHref(name),
  };
}
