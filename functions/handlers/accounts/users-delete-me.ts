import { requestDeletion } from "@core/account-deletion/request-deletion";
import { services } from "@core/services";
import { metaOf, requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

/**
 * DELETE /api/users/me `{password, content: "delete" | "keep"}` (issue 32 §2, decision 052): asks for
 * the caller's own account to be deleted, by the same rules as Settings → Delete account. There is
 * no id in the path: a token only ever deletes its own account. 202 with when it will be erased;
 * every token of the account stops working at once, and signing in before then cancels it.
 */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const asked = await requestDeletion(services(), caller, await req.fields(), metaOf(req));
  return {
    status: 202,
    body: {
      message: "Your account will be deleted. Signing in before then cancels it.",
      deletion: { requestedAt: asked.requestedAt, eraseAt: asked.dueAt, content: asked.content },
    },
  };
});
