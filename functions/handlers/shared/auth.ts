import type { Caller } from "@core/account/caller";
import { services } from "@core/services";
import { authenticateBearer } from "@core/session/api-auth";
import type { ApiRequest } from "./http";
import type { RequestMeta } from "@core/account/account-service";

/** The caller of an authenticated API route (401 otherwise). */
export function requireCaller(req: ApiRequest): Promise<Caller> {
  return authenticateBearer(services(), req.headers.authorization);
}

/**
 * The caller of a route that moderators (a member token) and admins (the admin token, after the
 * second factor) both use: the admin audience first, as only it carries admin powers (issue 28).
 */
export function requireStaffCaller(req: ApiRequest): Promise<Caller> {
  return authenticateBearer(services(), req.headers.authorization, "admin").catch(() => requireCaller(req));
}

export function metaOf(req: ApiRequest): RequestMeta {
  // sourceIp is already the edge guard's answer: CloudFront's stamp, never a header the caller chose.
  return { ip: req.sourceIp, userAgent: req.headers["user-agent"] ?? "" };
}
