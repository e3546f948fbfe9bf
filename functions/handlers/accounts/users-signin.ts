import { z } from "zod";
import { signIn, signInWithCode, type SignedIn } from "@core/account/account-service";
import { SIGN_IN_CODE_MESSAGES, SignInCodeRequiredError } from "@core/account/sign-in-code";
import { toPublicUser } from "@core/account/user";
import { services } from "@core/services";
import { issueApiTokens } from "@core/session/api-auth";
import { parseWith } from "@core/validation";
import { metaOf } from "../shared/auth";
import { httpHandler } from "../shared/http";

const codeInput = z.object({ pendingToken: z.string().min(1).max(200), code: z.string().max(40) });

/**
 * POST /api/users/signin (multipart email and password; JSON also accepted) → user and tokens.
 * In the weeks after a device block (sign-in-code.ts) the answer is instead 403 with a message and a
 * `pendingToken`: a code was e-mailed, and POST /api/users/signin/code {pendingToken, code} finishes.
 * A sign-in that cancelled the account's deletion (decision 052) says so: `deletionCancelled: true`.
 */
export const handler = httpHandler(async (req) => {
  const svc = services();
  const signedIn = async ({ user, context, deletionCancelled }: SignedIn) => ({
    body: {
      user: toPublicUser(user),
      ...(await issueApiTokens(svc, user, { contextId: context.id })),
      ...(deletionCancelled ? { deletionCancelled: true } : {}),
    },
  });
  if (req.path.endsWith("/signin/code")) {
    const { pendingToken, code } = parseWith(codeInput, await req.fields());
    return signedIn(await signInWithCode(svc, pendingToken, { code }, metaOf(req)));
  }
  try {
    return await signedIn(await signIn(svc, await req.fields(), metaOf(req)));
  } catch (error) {
    if (!(error instanceof SignInCodeRequiredError)) throw error;
    return { status: 403, body: { message: SIGN_IN_CODE_MESSAGES.apiRequired, pendingToken: error.pendingToken } };
  }
});
