import { toApiPosts } from "@core/community/post-view";
import { readPost } from "@core/community/posts";
import { services } from "@core/services";
import { requireCaller } from "./auth";
import { httpHandler } from "./http";

/** GET /api/posts/{id}: one post, for members of its community only (403 otherwise). */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const table = services().table;
  const { post, community } = await readPost(table, caller, req.params.id ?? "");
  const [body] = await toApiPosts(table, [post], community, caller.id);
  return { body };
});
