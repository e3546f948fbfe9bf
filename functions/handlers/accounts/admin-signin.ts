import { z } from "zod";
import { signInAdmin } from "@core/account/account-service";
import { startPendingSignIn, verifySecondFactor } from "@core/account/second-factor";
import { ForbiddenError, NotFoundError } from "@core/errors";
import { services } from "@core/services";
import { issueAdminAccessToken } from "@core/session/api-auth";
import { parseWith } from "@core/validation";
import { metaOf } from "../shared/auth";
import { httpHandler } from "../shared/http";

export const ADMIN_API_MESSAGES = {
  enrolFirst: "Set up your authenticator app on the admin sign-in page (/admin/signin) first.",
} as const;

const codeInput = z.object({ pendingToken: z.string().min(1).max(200), code: z.string().max(40) });

/**
 * The admin API's sign-in (issue 13; its own base path and token, spec community §6), in two steps
 * like the admin pages (decision 016):
 * - POST /api/admin/signin {email, password} → {pendingToken} (5 minutes), for admins only;
 * - POST /api/admin/signin/code {pendingToken, code} → {accessToken, expiresAt}: a TOTP or recovery
 *   code, with the pages' replay protection and limits.
 * Enrolling an authenticator is done on the pages only: the secret is shown once, to a person.
 */
export const handler = httpHandler(async (req) => {
  const svc = services();
  if (req.path.endsWith("/signin")) {
    const { user, context } = await signInAdmin(svc, await req.fields(), metaOf(req));
    const { token, enrolled } = await startPendingSignIn(svc, { userId: user.id, contextId: context.id });
    if (!enrolled) throw new ForbiddenError(ADMIN_API_MESSAGES.enrolFirst);
    return { body: { pendingToken: token } };
  }
  if (req.path.endsWith("/signin/code")) {
    const { pendingToken, code } = parseWith(codeInput, await req.fields());
    const passed = await verifySecondFactor(svc, pendingToken, { code }, metaOf(req));
    return { body: await issueAdminAccessToken(svc, passed) };
  }
  throw new NotFoundError();
});
