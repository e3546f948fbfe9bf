import { z } from "zod";
import { userPosts } from "@core/community/feeds";
import { toApiPostsOf } from "@core/community/post-view";
import { services } from "@core/services";
import { parseWith } from "@core/validation";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

const query = z.object({ cursor: z.string().max(1000).optional() });

/**
 * GET /api/posts/{userId}/userPosts?cursor= → {formattedPosts, totalPosts, nextCursor}: a member's
 * posts, newest first, 10 a page, in the communities the caller can see. Only the caller's own, or
 * those of a member the caller follows (spec §2); anyone else's is 403 with a message.
 */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const { cursor } = parseWith(query, req.query);
  const table = services().table;
  const page = await userPosts(table, caller, req.params.id ?? "", { cursor });
  return {
    body: {
      formattedPosts: await toApiPostsOf(table, page.posts, page.communities, caller.id),
      totalPosts: page.total,
      nextCursor: page.cursor ?? null,
    },
  };
});
