import { z } from "zod";
import { toPublicUser } from "@core/account/user";
import { searchUsersByEmail, suspendUser, unsuspendUser } from "@core/account/user-admin";
import { ACTIVITY_KINDS, deleteSignInActivity, readActivity } from "@core/activity-log/activity-log";
import { NotFoundError } from "@core/errors";
import { services } from "@core/services";
import { authenticateBearer } from "@core/session/api-auth";
import { readDashboard } from "@core/stats/dashboard";
import { parseWith } from "@core/validation";
import { httpHandler } from "../shared/http";

const logsQuery = z.object({
  kind: z.enum(ACTIVITY_KINDS as [string, ...string[]]).optional(),
  actorId: z.string().max(100).optional(),
  cursor: z.string().max(1000).optional(),
});
const usersQuery = z.object({ cursor: z.string().max(1000).optional() });

/**
 * The admin API (issue 13), under /api/admin with the admin token from /api/admin/signin/code
 * (`Authorization: Bearer`, audience "admin": a member's token is refused, 401). Core asks the admin
 * rule again in every call. The same functions as the admin pages:
 * - GET /api/admin/dashboard → the dashboard's figures;
 * - GET /api/admin/logs?kind&actorId&cursor → {entries, cursor}; DELETE /api/admin/logs → {deleted} (the sign-ins only);
 * - GET /api/admin/users?email=<prefix>&cursor → {users, cursor};
 * - POST /api/admin/users/{id}/suspend {reason} and /unsuspend {note?} → {user}.
 */
export const handler = httpHandler(async (req) => {
  const svc = services();
  const admin = await authenticateBearer(svc, req.headers.authorization, "admin");
  const route = `${req.method} ${req.path.replace(/^\/api\/admin/, "").replace(/\/users\/[^/]+\//, "/users/{id}/")}`;
  switch (route) {
    case "GET /dashboard":
      return { body: await readDashboard(svc.table, admin) };
    case "GET /logs": {
      const { kind, actorId, cursor } = parseWith(logsQuery, req.query);
      const page = await readActivity(svc.table, admin, { kind: kind as (typeof ACTIVITY_KINDS)[number] | undefined, actorId }, { cursor });
      return { body: { entries: page.entries, cursor: page.cursor ?? null } };
    }
    case "DELETE /logs":
      return { body: { deleted: await deleteSignInActivity(svc.table, admin) } };
    case "GET /users": {
      const { cursor } = parseWith(usersQuery, { cursor: req.query.cursor });
      const page = await searchUsersByEmail(svc.table, admin, { email: req.query.email }, { cursor });
      return { body: { users: page.users.map(adminView), cursor: page.cursor ?? null } };
    }
    case "POST /users/{id}/suspend":
      return { body: { user: adminView(await suspendUser(svc.table, admin, req.params.id ?? "", await req.fields())) } };
    case "POST /users/{id}/unsuspend":
      return { body: { user: adminView(await unsuspendUser(svc.table, admin, req.params.id ?? "", await req.fields())) } };
    default:
      throw new NotFoundError();
  }
});

/** What an admin sees of a user: the public fields, the role and the suspension. */
function adminView(user: Parameters<typeof toPublicUser>[0] & { role: string; suspendedAt?: string; suspendedReason?: string }) {
  return { ...toPublicUser(user), role: user.role, suspendedAt: user.suspendedAt ?? null, suspendedReason: user.suspendedReason ?? null };
}
