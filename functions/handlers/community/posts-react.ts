import { react, unreact } from "@core/community/reactions";
import { NotFoundError } from "@core/errors";
import { services } from "@core/services";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

/**
 * PATCH /api/posts/{id}/like, /unlike, /save, /unsave (spec §7): one handler, the verb is the path's
 * last segment. Answers the count afterwards and the caller's state; repeating one changes nothing.
 */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const verb = req.path.split("/").pop();
  const table = services().table;
  const id = req.params.id ?? "";
  switch (verb) {
    case "like":
      return { body: { likeCount: await react(table, caller, id, "like"), likedByMe: true } };
    case "unlike":
      return { body: { likeCount: await unreact(table, caller, id, "like"), likedByMe: false } };
    case "save":
      return { body: { savedByCount: await react(table, caller, id, "save"), savedByMe: true } };
    case "unsave":
      return { body: { savedByCount: await unreact(table, caller, id, "save"), savedByMe: false } };
    default:
      throw new NotFoundError();
  }
});
