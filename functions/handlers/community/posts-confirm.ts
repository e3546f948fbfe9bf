import { confirmDraft } from "@core/community/answer-draft";
import { draftState } from "@core/community/post-drafts";
import { toApiPosts } from "@core/community/post-view";
import { services } from "@core/services";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

/**
 * POST /api/posts/confirm/{token} (spec §4, §7; issue 12): the author's Post Anyway after
 * failedDetection, with the single-use token the 403 gave. 201 with the post, or 202 while its
 * picture or video still waits for its check. A used or expired token is 400; someone else's is 403.
 */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const svc = services();
  const result = await confirmDraft(svc, caller, req.params.token ?? "");
  if (result.state === "held")
    return { status: 202, body: { message: result.message, postId: result.draft.id, status: draftState(result.draft) } };
  const [post] = await toApiPosts(svc.table, [result.post], result.community, caller.id);
  return { status: 201, body: { message: "Post created successfully.", post } };
});
