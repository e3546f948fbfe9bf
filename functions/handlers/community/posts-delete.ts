import { deletePost } from "@core/community/posts";
import { services } from "@core/services";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

/** DELETE /api/posts/{id}: the author deletes their own post, and its picture or video (403 for anyone else). */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const svc = services();
  await deletePost(svc.table, caller, req.params.id ?? "", svc.files);
  return { body: { message: "Post deleted successfully." } };
});
