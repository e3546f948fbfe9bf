import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

/**
 * GET /api/auth/user-preferences. The spec shows no fields; these are the security preferences the
 * product applies to every account today (docs/decisions/003).
 */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  return {
    body: {
      userId: caller.id,
      enableContextBasedAuth: true,
      newDeviceAlerts: Boolean(caller.emailVerifiedAt),
      emailVerified: Boolean(caller.emailVerifiedAt),
    },
  };
});
