import { resetPassword } from "@core/account/password-reset";
import { services } from "@core/services";
import { httpHandler } from "../shared/http";

/** POST /api/resetpassword/reset-password {token, password, confirmPassword}. Ends every session of the account. */
export const handler = httpHandler(async (req) => {
  await resetPassword(services(), await req.fields());
  const message = "Your password has been reset. Please sign in with your new password.";
  return { body: { data: { status: true, message }, message } };
});
