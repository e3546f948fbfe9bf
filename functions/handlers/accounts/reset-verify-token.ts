import { isResetTokenValid } from "@core/account/password-reset";
import { MESSAGES } from "@core/account/schemas";
import { services } from "@core/services";
import { httpHandler } from "../shared/http";

/** POST /api/resetpassword/verify-token/{token} (no body): data.status 200 when the link is usable. */
export const handler = httpHandler(async (req) => {
  const valid = await isResetTokenValid(services(), req.params.token ?? "");
  return valid
    ? { body: { data: { status: 200, message: "Token is valid." } } }
    : { status: 400, body: { message: MESSAGES.invalidToken, data: { status: 400, message: MESSAGES.invalidToken } } };
});
