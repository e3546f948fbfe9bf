import { followMember, unfollowMember } from "@core/community/follows";
import { NotFoundError } from "@core/errors";
import { services } from "@core/services";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

/**
 * PATCH /api/users/{id}/follow and /unfollow (spec §7): one handler, the verb is the path's last
 * segment. Repeating either changes nothing. A moderator cannot be followed (403 with a message).
 */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const table = services().table;
  const id = req.params.id ?? "";
  switch (req.path.split("/").pop()) {
    case "follow": {
      const { followingSince } = await followMember(table, caller, id);
      return { body: { message: "You are following this member.", isFollowing: true, followingSince } };
    }
    case "unfollow":
      await unfollowMember(table, caller, id);
      return { body: { message: "You are no longer following this member.", isFollowing: false, followingSince: null } };
    default:
      throw new NotFoundError();
  }
});
