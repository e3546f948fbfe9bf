import type { User } from "@core/account/user";
import { services } from "@core/services";
import { authenticateBearer } from "@core/session/api-auth";
import type { ApiRequest } from "./http";
import type { RequestMeta } from "@core/account/account-service";

/** The caller of an authenticated API route (401 otherwise). */
export function requireCaller(req: ApiRequest): Promise<User> {
  return authenticateBearer(services(), req.headers.authorization);
}

export function metaOf(req: ApiRequest): RequestMeta {
  // sourceIp is already the edge guard's answer: CloudFront's stamp, never a header the caller chose.
  return { ip: req.sourceIp, userAgent: req.headers["user-agent"] ?? "" };
}
