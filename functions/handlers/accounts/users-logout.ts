import { UnauthorizedError } from "@core/errors";
import { services } from "@core/services";
import { revokeRefreshToken } from "@core/session/refresh-token";
import { httpHandler } from "../shared/http";

/**
 * POST /api/users/logout. The refresh token is the credential (spec §6): in the Authorization
 * bearer header, or as {refreshToken} in the body. Its whole family is revoked.
 */
export const handler = httpHandler(async (req) => {
  const fromHeader = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? "")?.[1];
  const fields = fromHeader ? {} : await req.fields().catch(() => ({}) as Record<string, unknown>);
  const token = fromHeader ?? (typeof fields.refreshToken === "string" ? fields.refreshToken : undefined);
  if (!token) throw new UnauthorizedError();
  await revokeRefreshToken(services().table, token);
  return { body: { message: "Logged out successfully." } };
});
