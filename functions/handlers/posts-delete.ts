import { deletePost } from "@core/community/posts";
import { services } from "@core/services";
import { requireCaller } from "./auth";
import { httpHandler } from "./http";

/** DELETE /api/posts/{id}: the author deletes their own post (403 for anyone else). */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  await deletePost(services().table, caller, req.params.id ?? "");
  return { body: { message: "Post deleted successfully." } };
});
