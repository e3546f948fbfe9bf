/**
 * Every JSON API route, once. The local adapter (infra/local) dispatches requests with it and CDK
 * (infra/) makes one Lambda and one HTTP API route per entry, so the two cannot disagree.
 *
 * `entry` is the handler file under functions/handlers/ (without .ts); it exports `handler`.
 * `grants` lists what the Lambda may touch, for least-privilege IAM in CDK. `payments:secret` (Razorpay's
 * key and webhook secrets) goes only to routes that take money or give it back.
 */
export type Grant = "table:read" | "table:write" | "files:read" | "files:write" | "mail:send" | "secrets:read" | "payments:secret";

export interface ApiRoute {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** API Gateway path syntax: /api/users/{id} */
  path: string;
  entry: string;
  grants: Grant[];
  /** Served only by the local stack (the embedded test gateway); CDK deploys no Lambda for it. */
  localOnly?: boolean;
}

const READ: Grant[] = ["table:read"];
const WRITE: Grant[] = ["table:read", "table:write"];
/** Signing or checking tokens needs the secrets. */
const AUTH_READ: Grant[] = [...READ, "secrets:read"];
const AUTH_WRITE: Grant[] = [...WRITE, "secrets:read"];
/** Creating orders, verifying their signatures and refunding need Razorpay's secrets. */
const MONEY: Grant[] = [...AUTH_WRITE, "payments:secret"];

export const API_ROUTES: ApiRoute[] = [
  { method: "GET", path: "/api/server-status", entry: "server-status", grants: ["table:read", "files:read"] },
  // Accounts and sessions
  { method: "POST", path: "/api/users/signup", entry: "users-signup", grants: [...WRITE, "mail:send"] },
  { method: "POST", path: "/api/users/signin", entry: "users-signin", grants: [...AUTH_WRITE, "mail:send"] },
  { method: "POST", path: "/api/users/refresh-token", entry: "users-refresh-token", grants: AUTH_WRITE },
  { method: "POST", path: "/api/users/logout", entry: "users-logout", grants: WRITE },
  { method: "PUT", path: "/api/users/UpdateInfo", entry: "users-update-info", grants: AUTH_WRITE },
  { method: "POST", path: "/api/users/UploadUserProfile", entry: "users-upload-profile", grants: [...AUTH_WRITE, "files:write"] },
  { method: "GET", path: "/api/users/send-profile/{profile}", entry: "users-send-profile", grants: ["files:read"] },
  { method: "GET", path: "/api/users/{id}", entry: "users-get", grants: AUTH_READ },
  { method: "POST", path: "/api/resetpassword/forgot-password", entry: "reset-forgot-password", grants: [...WRITE, "mail:send"] },
  { method: "POST", path: "/api/resetpassword/verify-token/{token}", entry: "reset-verify-token", grants: READ },
  { method: "POST", path: "/api/resetpassword/reset-password", entry: "reset-password", grants: WRITE },
  { method: "GET", path: "/api/auth/context-data/{kind}", entry: "context-data-list", grants: AUTH_READ },
  { method: "DELETE", path: "/api/auth/context-data/{id}", entry: "context-data-delete", grants: AUTH_WRITE },
  { method: "PATCH", path: "/api/auth/context-data/block/{id}", entry: "context-data-block", grants: AUTH_WRITE },
  { method: "PATCH", path: "/api/auth/context-data/unblock/{id}", entry: "context-data-unblock", grants: AUTH_WRITE },
  { method: "GET", path: "/api/auth/user-preferences", entry: "user-preferences", grants: AUTH_READ },
  { method: "GET", path: "/api/add/city/{id}", entry: "add-city", grants: [] },
  // Parking discovery
  { method: "GET", path: "/api/parking/search", entry: "parking-search", grants: READ },
  { method: "POST", path: "/api/parking/search", entry: "parking-search", grants: READ },
  { method: "GET", path: "/api/parking/get-parking/{id}", entry: "parking-get", grants: READ },
  { method: "GET", path: "/api/parking/send-parking-image/{imageName}", entry: "parking-image", grants: ["files:read"] },
  { method: "GET", path: "/api/places", entry: "places", grants: READ },
  // Vehicles
  { method: "POST", path: "/api/vehicle/create-new-vehicle", entry: "vehicle-create", grants: AUTH_WRITE },
  { method: "PUT", path: "/api/vehicle/update-vehicle/{id}", entry: "vehicle-update", grants: AUTH_WRITE },
  { method: "GET", path: "/api/vehicle/view-vehicle-list", entry: "vehicle-list", grants: AUTH_READ },
  { method: "PUT", path: "/api/vehicle/delete-vehicle/{id}", entry: "vehicle-delete", grants: AUTH_WRITE },
  // Booking and payment
  { method: "POST", path: "/api/booking/hold", entry: "booking-hold", grants: AUTH_WRITE },
  { method: "POST", path: "/api/razorpay", entry: "payment-order", grants: MONEY },
  { method: "POST", path: "/api/verification", entry: "payment-verify", grants: [...MONEY, "mail:send"] },
  { method: "POST", path: "/api/razorpay/webhook", entry: "payment-webhook", grants: [...MONEY, "mail:send"] },
  { method: "POST", path: "/api/booking/create-new-booking", entry: "booking-create", grants: AUTH_READ },
  { method: "GET", path: "/api/booking/view-booking-list", entry: "booking-list", grants: AUTH_READ },
  { method: "PUT", path: "/api/booking/cancel-booking/{id}", entry: "booking-cancel", grants: [...MONEY, "mail:send"] },
  { method: "POST", path: "/api/coupon/applyCoupon", entry: "coupon-apply", grants: AUTH_READ },
  { method: "POST", path: "/api/test-gateway/pay", entry: "test-gateway-pay", grants: AUTH_WRITE, localOnly: true },
];

/**
 * Matches a concrete path against the routes, returning the route and its path parameters. Like API
 * Gateway, a literal segment beats a parameter: /api/users/UpdateInfo is never taken for /api/users/{id}.
 */
export function matchRoute(method: string, path: string, routes: ApiRoute[] = API_ROUTES) {
  const segments = path.split("/").filter(Boolean);
  const candidates: { route: ApiRoute; params: Record<string, string>; paramCount: number }[] = [];
  for (const route of routes) {
    const pattern = route.path.split("/").filter(Boolean);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const ok = pattern.every((part, i) => {
      const segment = segments[i] as string;
      if (part.startsWith("{") && part.endsWith("}")) {
        try {
          params[part.slice(1, -1)] = decodeURIComponent(segment);
        } catch {
          return false;
        }
        return true;
      }
      return part === segment;
    });
    if (ok) candidates.push({ route, params, paramCount: Object.keys(params).length });
  }
  if (candidates.length === 0) return undefined;
  const forMethod = candidates.filter((c) => c.route.method === method).sort((a, b) => a.paramCount - b.paramCount)[0];
  return forMethod ? { route: forMethod.route, params: forMethod.params } : { methodNotAllowed: true as const };
}
