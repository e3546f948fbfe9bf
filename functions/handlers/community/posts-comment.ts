import { toApiComments } from "@core/community/comment-view";
import { addComment } from "@core/community/comments";
import { services } from "@core/services";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

/**
 * POST /api/posts/{id}/comment {content, postId} (spec §7): a member comments on a post of their
 * community. Answers 201 with the comment in the spec's shape (§3: _id, content, createdAt, user).
 */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const fields = await req.fields();
  const table = services().table;
  const comment = await addComment(table, caller, req.params.id ?? "", {
    // Cut long before core's 500-character rule, so core's message is the one a client sees.
    content: typeof fields.content === "string" ? fields.content.slice(0, 10_000) : "",
    ...(typeof fields.postId === "string" ? { postId: fields.postId } : {}),
  });
  const [body] = await toApiComments(table, [comment]);
  return { status: 201, body };
});
