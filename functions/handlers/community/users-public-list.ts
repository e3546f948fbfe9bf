import { communityPeople } from "@core/community/profiles";
import { services } from "@core/services";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

/**
 * GET /api/users/public-users: people who share a community with the caller (at most 50, by name),
 * each with whether the caller follows them and may (moderators cannot be followed).
 */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  return { body: await communityPeople(services().table, caller) };
});
