import { z } from "zod";
import { toPublicUser } from "@core/account/user";
import { services } from "@core/services";
import { refreshApiTokens } from "@core/session/api-auth";
import { REFRESH_FAILED_MESSAGE } from "@core/session/refresh-token";
import { httpHandler } from "../shared/http";

const body = z.object({ refreshToken: z.string({ required_error: REFRESH_FAILED_MESSAGE }).min(1, REFRESH_FAILED_MESSAGE) });

/** POST /api/users/refresh-token {refreshToken}: a new access token and a rotated refresh token. */
export const handler = httpHandler(async (req) => {
  const { refreshToken } = req.json(body);
  const { user, ...tokens } = await refreshApiTokens(services(), refreshToken);
  return { body: { user: toPublicUser(user), ...tokens } };
});
