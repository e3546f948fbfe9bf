/**
 * Every JSON API route, once. The local adapter (infra/local) dispatches requests with it and CDK
 * (infra/) makes one Lambda and one HTTP API route per entry, so the two cannot disagree.
 *
 * `entry` is the handler file under functions/handlers/ (without .ts); it exports `handler`.
 * `grants` lists what the Lambda may touch, for least-privilege IAM in CDK.
 */
export type Grant = "table:read" | "table:write" | "files:read" | "files:write";

export interface ApiRoute {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** API Gateway path syntax: /api/users/{id} */
  path: string;
  entry: string;
  grants: Grant[];
}

export const API_ROUTES: ApiRoute[] = [
  { method: "GET", path: "/api/server-status", entry: "server-status", grants: ["table:read", "files:read"] },
];

/** Matches a concrete path against a route path, returning its path parameters. */
export function matchRoute(method: string, path: string, routes: ApiRoute[] = API_ROUTES) {
  const segments = path.split("/").filter(Boolean);
  let pathMatched = false;
  for (const route of routes) {
    const pattern = route.path.split("/").filter(Boolean);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const ok = pattern.every((part, i) => {
      const segment = segments[i] as string;
      if (part.startsWith("{") && part.endsWith("}")) {
        params[part.slice(1, -1)] = decodeURIComponent(segment);
        return true;
      }
      return part === segment;
    });
    if (!ok) continue;
    pathMatched = true;
    if (route.method === method) return { route, params };
  }
  return pathMatched ? { methodNotAllowed: true as const } : undefined;
}
