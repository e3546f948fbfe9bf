import { requestPasswordReset } from "@core/account/password-reset";
import { services } from "@core/services";
import { metaOf } from "../shared/auth";
import { httpHandler } from "../shared/http";

export const FORGOT_PASSWORD_REPLY =
  "If an account exists for that e-mail address, we have sent a link to reset your password. It is valid for 24 hours; please check your spam folder too.";

/** POST /api/resetpassword/forgot-password {email}: the same reply whether or not the account exists. */
export const handler = httpHandler(async (req) => {
  await requestPasswordReset(services(), await req.fields(), metaOf(req));
  return { body: { data: { status: 200, message: FORGOT_PASSWORD_REPLY }, message: FORGOT_PASSWORD_REPLY } };
});
