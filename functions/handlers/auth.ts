import type { User } from "../core/account/user";
import { services } from "../core/services";
import { authenticateBearer } from "../core/session/api-auth";
import type { ApiRequest } from "./http";
import type { RequestMeta } from "../core/account/account-service";
import { clientIp } from "../core/security/client-ip";

/** The caller of an authenticated API route (401 otherwise). */
export function requireCaller(req: ApiRequest): Promise<User> {
  return authenticateBearer(services(), req.headers.authorization);
}

export function metaOf(req: ApiRequest): RequestMeta {
  return { ip: clientIp((name) => req.headers[name], req.sourceIp), userAgent: req.headers["user-agent"] ?? "" };
}
