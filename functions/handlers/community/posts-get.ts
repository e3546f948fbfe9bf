import { toApiComments } from "@core/community/comment-view";
import { commentsPage } from "@core/community/comments";
import { toApiPosts } from "@core/community/post-view";
import { readPost } from "@core/community/posts";
import { services } from "@core/services";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

/**
 * GET /api/posts/{id}: one post, for members of its community only (403 otherwise), with the first
 * page of its comments in `comments` (newest first, 10) and `nextCommentsCursor` for
 * GET /api/posts/{id}/comments?cursor=.
 */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const table = services().table;
  const { post, community } = await readPost(table, caller, req.params.id ?? "");
  const [[body], comments] = await Promise.all([toApiPosts(table, [post], community, caller.id), commentsPage(table, post.id)]);
  return { body: { ...body, comments: await toApiComments(table, comments.comments), nextCommentsCursor: comments.cursor ?? null } };
});
