import { z } from "zod";
import { savedPosts } from "@core/community/feeds";
import { toApiPostsOf } from "@core/community/post-view";
import { services } from "@core/services";
import { parseWith } from "@core/validation";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

const query = z.object({ cursor: z.string().max(1000).optional() });

/**
 * GET /api/posts/saved?cursor= → {savedPosts, nextCursor}: the caller's saved posts, most recently
 * saved first, 10 a page, only in communities the caller can see now (decision 011).
 */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const { cursor } = parseWith(query, req.query);
  const table = services().table;
  const page = await savedPosts(table, caller, { cursor });
  return { body: { savedPosts: await toApiPostsOf(table, page.posts, page.communities, caller.id), nextCursor: page.cursor ?? null } };
});
