import { rejectDraft } from "@core/community/answer-draft";
import { services } from "@core/services";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

/**
 * POST /api/posts/reject/{token} (spec §4, §7: the spec's `{id}` is this token; issue 12): the
 * author's Discard after failedDetection: the post and its files go. A used or expired token is 400.
 */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  await rejectDraft(services(), caller, req.params.token ?? "");
  return { body: { message: "Post discarded." } };
});
