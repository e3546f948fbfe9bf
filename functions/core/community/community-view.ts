import { COMMUNITY_BANNER_PREFIX, type Community } from "./community";

/**
 * A community as the API answers it (spec community.md §3: `_id`, `name`, `description`, `rules`,
 * `banner`, `moderators`, `members`). `members` is the one unbounded list of the spec's shape: it
 * carries only the viewer's own id when the viewer is a member (so the spec's client can still ask
 * `members.includes(me)`), and `memberCount` is the count (docs/decisions/011-community.md).
 */
export interface PublicCommunity {
  _id: string;
  name: string;
  description: string;
  rules: { _id: string; rule: string }[];
  banner: string;
  moderators: string[];
  members: string[];
  memberCount: number;
  isMember: boolean;
  isModerator: boolean;
}

/**
 * The banner's public path: banners are not secret (the not-joined list shows them), only posts are.
 * It names the file (`v`, which the handler ignores): a new banner is a new address, so no browser
 * or CDN keeps showing the old one for the hour a banner may be cached.
 */
export function bannerUrl(community: Pick<Community, "id" | "banner">): string {
  if (!community.banner.startsWith(COMMUNITY_BANNER_PREFIX)) return "";
  const file = community.banner.slice(COMMUNITY_BANNER_PREFIX.length);
  return `/api/communities/${encodeURIComponent(community.id)}/banner?${new URLSearchParams({ v: file })}`;
}

export function toPublicCommunity(community: Community, viewer: { id: string; isMember: boolean }): PublicCommunity {
  const isModerator = community.moderators.includes(viewer.id);
  return {
    _id: community.id,
    name: community.name,
    description: community.description,
    rules: community.rules,
    banner: bannerUrl(community),
    moderators: community.moderators,
    members: viewer.isMember ? [viewer.id] : [],
    memberCount: community.memberCount,
    isMember: viewer.isMember,
    isModerator,
  };
}
