import { z } from "zod";
import { toApiComments } from "@core/community/comment-view";
import { listComments } from "@core/community/comments";
import { services } from "@core/services";
import { parseWith } from "@core/validation";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

const query = z.object({ cursor: z.string().max(1000).optional() });

/**
 * GET /api/posts/{id}/comments?cursor= → {comments, nextCursor, totalComments}: a post's comments,
 * newest first, 10 a page (spec §2 "Recent-comments panel", §9). Members of its community only.
 */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const { cursor } = parseWith(query, req.query);
  const table = services().table;
  const page = await listComments(table, caller, req.params.id ?? "", { cursor });
  return {
    body: { comments: await toApiComments(table, page.comments), nextCursor: page.cursor ?? null, totalComments: page.total },
  };
});
