import { signIn } from "@core/account/account-service";
import { toPublicUser } from "@core/account/user";
import { services } from "@core/services";
import { issueApiTokens } from "@core/session/api-auth";
import { metaOf } from "./auth";
import { httpHandler } from "./http";

/** POST /api/users/signin (multipart email and password; JSON also accepted) → user and tokens. */
export const handler = httpHandler(async (req) => {
  const svc = services();
  const { user, context } = await signIn(svc, await req.fields(), metaOf(req));
  return { body: { user: toPublicUser(user), ...(await issueApiTokens(svc, user, { contextId: context.id })) } };
});
