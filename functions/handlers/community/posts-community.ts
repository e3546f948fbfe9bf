import { z } from "zod";
import { toApiPosts } from "@core/community/post-view";
import { communityFeed } from "@core/community/posts";
import { services } from "@core/services";
import { parseWith } from "@core/validation";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

const query = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
  skip: z.coerce.number().int().min(0).default(0),
  cursor: z.string().max(1000).optional(),
});

/**
 * GET /api/posts/community/{id}?limit=10&skip=0 → {formattedPosts, totalCommunityPosts, nextCursor}.
 * Newest first. `cursor` is the fast way on; the spec's `skip` ("Load More" sends the count loaded)
 * is served by core's communityFeed from where that many posts end, capped for deep skips.
 */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const { limit, skip, cursor } = parseWith(query, req.query);
  const table = services().table;
  const page = await communityFeed(table, caller, req.params.id ?? "", { cursor, skip, limit });
  return {
    body: {
      formattedPosts: await toApiPosts(table, page.posts, page.community, caller.id),
      totalCommunityPosts: page.total,
      nextCursor: page.cursor ?? null,
    },
  };
});
