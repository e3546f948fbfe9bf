import { dismissReports, removeReportedPost } from "@core/moderation/moderation-queue";
import { services } from "@core/services";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

const text = (value: unknown, max: number) => (typeof value === "string" ? value.slice(0, max) : undefined);

/**
 * DELETE /api/communities/reported-posts/{id} (spec §7: payload none; an optional {reason}): a
 * moderator of the post's community removes it (its files deleted, its author mailed the reason, or
 * the standard text when none is given). POST
 * /api/communities/reported-posts/{id}/dismiss {reason?}: the reports are dismissed and the post stays.
 */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const postId = req.params.id ?? "";
  const fields = await req.fields();
  const reason = text(fields.reason, 5000);
  if (req.method === "DELETE") {
    await removeReportedPost(services(), caller, postId, { reason, reasonOptional: true });
    return { body: { message: "The post is removed.", removed: true } };
  }
  await dismissReports(services().table, caller, postId, { reason });
  return { body: { message: "The reports are dismissed.", dismissed: true } };
});
