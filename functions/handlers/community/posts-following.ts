import { z } from "zod";
import { followingFeed } from "@core/community/feeds";
import { toApiPosts } from "@core/community/post-view";
import { services } from "@core/services";
import { parseWith } from "@core/validation";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

const query = z.object({ cursor: z.string().max(1000).optional() });

/**
 * GET /api/posts/{communityId}/following?cursor= → {formattedPosts, totalCommunityPosts, nextCursor}:
 * the "You're following" tab (spec §2), posts in the community by members the caller follows,
 * newest first, 10 a page. `totalCommunityPosts` counts those members' posts here. Members only.
 */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const { cursor } = parseWith(query, req.query);
  const table = services().table;
  const page = await followingFeed(table, caller, req.params.id ?? "", { cursor });
  return {
    body: {
      formattedPosts: await toApiPosts(table, page.posts, page.community, caller.id),
      totalCommunityPosts: page.total,
      nextCursor: page.cursor ?? null,
    },
  };
});
