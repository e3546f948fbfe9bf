/**
 * Every JSON API route, once: CDK (infra/) makes one HTTP API route per entry, wired to its context's
 * Lambda; each context's Lambda dispatches on the route key with this table; the local adapter
 * (infra/local) does both the same way. None of the three can disagree (docs/decisions/008-one-function-per-context.md).
 *
 * `entry` names the handler file functions/handlers/<context>/<entry>.ts, which exports `handler`.
 * `context` is the bounded context whose Lambda serves it (functions/handlers/contexts/<context>.ts).
 * `grants` lists what the route needs; a context's Lambda gets the union of its routes' grants, so IAM
 * stays least-privilege per context. `payments:secret` (Razorpay's key and webhook secrets) goes only
 * to the context that takes money or gives it back.
 */
export type Grant =
  | "table:read"
  | "table:write"
  /** The files bucket answers (HeadBucket, the server status): no object is read. */
  | "files:status"
  /** One area of the files bucket (FILE_AREA_PREFIXES in infra): get, put or delete its objects, nothing else. */
  | `${FileArea}:${"read" | "write" | "delete"}`
  /** Post media: read `media/` (presigned links are signed with the function's own role). */
  | "media:read"
  /** Post media: sign upload forms for `uploads/`, turn uploads into `media/`, delete both. */
  | "media:write"
  /** Post media: delete under `uploads/` and `media/` (the sweeper's clean-up). */
  | "media:delete"
  /** Decodes and encodes pictures with sharp (profile pictures): no IAM, but sharp beside the bundle. */
  | "images:encode"
  /** Content checks (issue 12): Rekognition's moderation of pictures and videos. */
  | "content:check"
  | "mail:send"
  | "secrets:read"
  | "payments:secret";

/**
 * The files bucket's areas outside post media, each a key prefix owned by its module in
 * functions/core: car park pictures, profile pictures, community banners, members' data exports.
 */
export type FileArea = "parking-images" | "profile-images" | "community-banners" | "exports";

/**
 * The bounded contexts that each get one Lambda. `local` is the embedded test gateway: served only by
 * the local stack, never deployed.
 */
export const API_CONTEXTS = ["accounts", "parking", "booking", "community", "local"] as const;
export type ApiContext = (typeof API_CONTEXTS)[number];

export interface ApiRoute {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** API Gateway path syntax: /api/users/{id} */
  path: string;
  entry: string;
  context: ApiContext;
  grants: Grant[];
}

/** Routes of the deployed contexts (all but `local`). */
export const isDeployed = (route: ApiRoute): boolean => route.context !== "local";

const READ: Grant[] = ["table:read"];
const WRITE: Grant[] = ["table:read", "table:write"];
/** Signing or checking tokens needs the secrets. */
const AUTH_READ: Grant[] = [...READ, "secrets:read"];
const AUTH_WRITE: Grant[] = [...WRITE, "secrets:read"];
/** Creating orders, verifying their signatures and refunding need Razorpay's secrets. */
const MONEY: Grant[] = [...AUTH_WRITE, "payments:secret"];

export const API_ROUTES: ApiRoute[] = [
  { method: "GET", path: "/api/server-status", entry: "server-status", context: "parking", grants: ["table:read", "files:status"] },
  // Accounts and sessions
  { method: "POST", path: "/api/users/signup", entry: "users-signup", context: "accounts", grants: [...WRITE, "mail:send"] },
  { method: "POST", path: "/api/users/signin", entry: "users-signin", context: "accounts", grants: [...AUTH_WRITE, "mail:send"] },
  { method: "POST", path: "/api/users/signin/code", entry: "users-signin", context: "accounts", grants: [...AUTH_WRITE, "mail:send"] },
  { method: "POST", path: "/api/users/refresh-token", entry: "users-refresh-token", context: "accounts", grants: AUTH_WRITE },
  { method: "POST", path: "/api/users/logout", entry: "users-logout", context: "accounts", grants: WRITE },
  { method: "PUT", path: "/api/users/UpdateInfo", entry: "users-update-info", context: "accounts", grants: AUTH_WRITE },
  {
    method: "POST",
    path: "/api/users/UploadUserProfile",
    entry: "users-upload-profile",
    context: "accounts",
    grants: [...AUTH_WRITE, "profile-images:write", "images:encode"],
  },
  {
    method: "GET",
    path: "/api/users/send-profile/{profile}",
    entry: "users-send-profile",
    context: "accounts",
    grants: ["profile-images:read"],
  },
  { method: "GET", path: "/api/users/{id}", entry: "users-get", context: "accounts", grants: AUTH_READ },
  // The member's data export (issue 32 §1): starts it, answers its state and a signed link to their own archive.
  { method: "GET", path: "/api/users/me/export", entry: "users-export", context: "accounts", grants: [...AUTH_WRITE, "exports:read"] },
  // Issue 32 §2 (decision 052): the caller's own account, never another's; the job erases it later.
  { method: "DELETE", path: "/api/users/me", entry: "users-delete-me", context: "accounts", grants: [...AUTH_WRITE, "mail:send"] },
  {
    method: "POST",
    path: "/api/resetpassword/forgot-password",
    entry: "reset-forgot-password",
    context: "accounts",
    grants: [...WRITE, "mail:send"],
  },
  { method: "POST", path: "/api/resetpassword/verify-token/{token}", entry: "reset-verify-token", context: "accounts", grants: READ },
  { method: "POST", path: "/api/resetpassword/reset-password", entry: "reset-password", context: "accounts", grants: WRITE },
  { method: "GET", path: "/api/auth/context-data/{kind}", entry: "context-data-list", context: "accounts", grants: AUTH_READ },
  { method: "DELETE", path: "/api/auth/context-data/{id}", entry: "context-data-delete", context: "accounts", grants: AUTH_WRITE },
  { method: "PATCH", path: "/api/auth/context-data/block/{id}", entry: "context-data-block", context: "accounts", grants: AUTH_WRITE },
  { method: "PATCH", path: "/api/auth/context-data/unblock/{id}", entry: "context-data-unblock", context: "accounts", grants: AUTH_WRITE },
  { method: "GET", path: "/api/auth/user-preferences", entry: "user-preferences", context: "accounts", grants: AUTH_READ },
  { method: "GET", path: "/api/add/city/{id}", entry: "add-city", context: "accounts", grants: [] },
  // The admin API (issue 13): its own base path and token, after the second factor.
  { method: "POST", path: "/api/admin/signin", entry: "admin-signin", context: "accounts", grants: [...AUTH_WRITE, "mail:send"] },
  { method: "POST", path: "/api/admin/signin/code", entry: "admin-signin", context: "accounts", grants: AUTH_WRITE },
  { method: "GET", path: "/api/admin/dashboard", entry: "admin-api", context: "accounts", grants: AUTH_READ },
  { method: "GET", path: "/api/admin/logs", entry: "admin-api", context: "accounts", grants: AUTH_READ },
  { method: "DELETE", path: "/api/admin/logs", entry: "admin-api", context: "accounts", grants: AUTH_WRITE },
  { method: "GET", path: "/api/admin/users", entry: "admin-api", context: "accounts", grants: AUTH_READ },
  { method: "POST", path: "/api/admin/users/{id}/suspend", entry: "admin-api", context: "accounts", grants: AUTH_WRITE },
  { method: "POST", path: "/api/admin/users/{id}/unsuspend", entry: "admin-api", context: "accounts", grants: AUTH_WRITE },
  // Parking discovery
  { method: "GET", path: "/api/parking/search", entry: "parking-search", context: "parking", grants: READ },
  { method: "POST", path: "/api/parking/search", entry: "parking-search", context: "parking", grants: READ },
  { method: "GET", path: "/api/parking/get-parking/{id}", entry: "parking-get", context: "parking", grants: READ },
  {
    method: "GET",
    path: "/api/parking/send-parking-image/{imageName}",
    entry: "parking-image",
    context: "parking",
    grants: ["parking-images:read"],
  },
  { method: "GET", path: "/api/places", entry: "places", context: "parking", grants: READ },
  // Vehicles
  { method: "POST", path: "/api/vehicle/create-new-vehicle", entry: "vehicle-create", context: "accounts", grants: AUTH_WRITE },
  { method: "PUT", path: "/api/vehicle/update-vehicle/{id}", entry: "vehicle-update", context: "accounts", grants: AUTH_WRITE },
  { method: "GET", path: "/api/vehicle/view-vehicle-list", entry: "vehicle-list", context: "accounts", grants: AUTH_READ },
  { method: "PUT", path: "/api/vehicle/delete-vehicle/{id}", entry: "vehicle-delete", context: "accounts", grants: AUTH_WRITE },
  // Favourite car parks (decision 025): the member's own list, so accounts (parking only reads, and checks no tokens).
  { method: "GET", path: "/api/favourites", entry: "favourites", context: "accounts", grants: AUTH_READ },
  { method: "PUT", path: "/api/favourites/{parkingId}", entry: "favourites", context: "accounts", grants: AUTH_WRITE },
  { method: "DELETE", path: "/api/favourites/{parkingId}", entry: "favourites", context: "accounts", grants: AUTH_WRITE },
  // Booking and payment
  { method: "POST", path: "/api/booking/hold", entry: "booking-hold", context: "booking", grants: AUTH_WRITE },
  { method: "POST", path: "/api/razorpay", entry: "payment-order", context: "booking", grants: MONEY },
  { method: "POST", path: "/api/verification", entry: "payment-verify", context: "booking", grants: [...MONEY, "mail:send"] },
  { method: "POST", path: "/api/razorpay/webhook", entry: "payment-webhook", context: "booking", grants: [...MONEY, "mail:send"] },
  { method: "POST", path: "/api/booking/create-new-booking", entry: "booking-create", context: "booking", grants: AUTH_READ },
  { method: "GET", path: "/api/booking/view-booking-list", entry: "booking-list", context: "booking", grants: AUTH_READ },
  { method: "PUT", path: "/api/booking/cancel-booking/{id}", entry: "booking-cancel", context: "booking", grants: [...MONEY, "mail:send"] },
  {
    method: "POST",
    path: "/api/booking/change-booking/{id}",
    entry: "booking-change",
    context: "booking",
    grants: [...MONEY, "mail:send"],
  },
  {
    method: "POST",
    path: "/api/booking/extend-booking/{id}",
    entry: "booking-extend",
    context: "booking",
    grants: [...MONEY, "mail:send"],
  },
  { method: "POST", path: "/api/coupon/applyCoupon", entry: "coupon-apply", context: "booking", grants: AUTH_READ },
  // Ratings and reviews (decision 028): a review belongs to a booking; the list is public, read with the car park.
  { method: "PUT", path: "/api/reviews/booking/{id}", entry: "reviews", context: "booking", grants: AUTH_WRITE },
  { method: "DELETE", path: "/api/reviews/booking/{id}", entry: "reviews", context: "booking", grants: AUTH_WRITE },
  { method: "POST", path: "/api/reviews/booking/{id}/remove", entry: "reviews", context: "booking", grants: AUTH_WRITE },
  { method: "GET", path: "/api/reviews/parking/{id}", entry: "reviews-list", context: "parking", grants: READ },
  // Community: communities and membership
  { method: "GET", path: "/api/communities/member", entry: "communities-member", context: "community", grants: AUTH_READ },
  { method: "GET", path: "/api/communities/notmember", entry: "communities-notmember", context: "community", grants: AUTH_READ },
  // {id} here is the community's name (spec: GET /communities/{name}); one parameter name per path level keeps API Gateway happy.
  { method: "GET", path: "/api/communities/{id}", entry: "community-get", context: "community", grants: AUTH_READ },
  { method: "POST", path: "/api/communities/{id}/join", entry: "community-join", context: "community", grants: AUTH_WRITE },
  { method: "POST", path: "/api/communities/{id}/leave", entry: "community-leave", context: "community", grants: AUTH_WRITE },
  {
    method: "GET",
    path: "/api/communities/{id}/banner",
    entry: "community-banner",
    context: "community",
    grants: [...READ, "community-banners:read"],
  },
  // Community: posts, likes and saves
  {
    method: "POST",
    path: "/api/posts",
    entry: "posts-create",
    context: "community",
    grants: [...AUTH_WRITE, "media:write", "content:check"],
  },
  // The author's answer to failedDetection (issue 12): the token is the path's last part.
  { method: "POST", path: "/api/posts/confirm/{token}", entry: "posts-confirm", context: "community", grants: AUTH_WRITE },
  {
    method: "POST",
    path: "/api/posts/reject/{token}",
    entry: "posts-reject",
    context: "community",
    grants: [...AUTH_WRITE, "media:write"],
  },
  { method: "GET", path: "/api/posts/{id}", entry: "posts-get", context: "community", grants: AUTH_READ },
  { method: "DELETE", path: "/api/posts/{id}", entry: "posts-delete", context: "community", grants: [...AUTH_WRITE, "media:write"] },
  { method: "GET", path: "/api/posts/community/{id}", entry: "posts-community", context: "community", grants: AUTH_READ },
  { method: "PATCH", path: "/api/posts/{id}/like", entry: "posts-react", context: "community", grants: AUTH_WRITE },
  { method: "PATCH", path: "/api/posts/{id}/unlike", entry: "posts-react", context: "community", grants: AUTH_WRITE },
  { method: "PATCH", path: "/api/posts/{id}/save", entry: "posts-react", context: "community", grants: AUTH_WRITE },
  { method: "PATCH", path: "/api/posts/{id}/unsave", entry: "posts-react", context: "community", grants: AUTH_WRITE },
  // Community: comments, reports, the following and saved feeds, follows and public profiles
  { method: "POST", path: "/api/posts/{id}/comment", entry: "posts-comment", context: "community", grants: AUTH_WRITE },
  { method: "GET", path: "/api/posts/{id}/comments", entry: "posts-comments", context: "community", grants: AUTH_READ },
  { method: "POST", path: "/api/communities/report", entry: "communities-report", context: "community", grants: AUTH_WRITE },
  // Community: moderation (issue 13), for that community's moderators only (core's requireModerator).
  ...["reported-posts", "members", "moderators", "banned", "mod-log"].map((list): ApiRoute => ({
    method: "GET",
    path: `/api/communities/{id}/${list}`,
    entry: "community-moderation-read",
    context: "community",
    grants: AUTH_READ,
  })),
  { method: "POST", path: "/api/communities/{id}/ban/{userId}", entry: "community-ban", context: "community", grants: AUTH_WRITE },
  { method: "POST", path: "/api/communities/{id}/unban/{userId}", entry: "community-ban", context: "community", grants: AUTH_WRITE },
  {
    method: "DELETE",
    path: "/api/communities/reported-posts/{id}",
    entry: "reported-post-action",
    context: "community",
    grants: [...AUTH_WRITE, "media:write", "mail:send"],
  },
  {
    method: "POST",
    path: "/api/communities/reported-posts/{id}/dismiss",
    entry: "reported-post-action",
    context: "community",
    grants: AUTH_WRITE,
  },
  // {id} is the community's id here (spec: GET /posts/{id}/following), the user's in userPosts.
  { method: "GET", path: "/api/posts/{id}/following", entry: "posts-following", context: "community", grants: AUTH_READ },
  { method: "GET", path: "/api/posts/saved", entry: "posts-saved", context: "community", grants: AUTH_READ },
  { method: "GET", path: "/api/posts/{id}/userPosts", entry: "posts-user", context: "community", grants: AUTH_READ },
  { method: "PATCH", path: "/api/users/{id}/follow", entry: "users-follow", context: "community", grants: AUTH_WRITE },
  { method: "PATCH", path: "/api/users/{id}/unfollow", entry: "users-follow", context: "community", grants: AUTH_WRITE },
  { method: "GET", path: "/api/users/following", entry: "users-following", context: "community", grants: AUTH_READ },
  { method: "GET", path: "/api/users/public-users", entry: "users-public-list", context: "community", grants: AUTH_READ },
  {
    method: "GET",
    path: "/api/users/public-users/{id}",
    entry: "users-public-profile",
    context: "community",
    grants: AUTH_READ,
  },
  // Community: post media (decision 012): files go straight to the bucket with a signed form, and come back by short-lived links.
  {
    method: "POST",
    path: "/api/posts/upload-form",
    entry: "posts-upload-form",
    context: "community",
    grants: [...AUTH_WRITE, "media:write"],
  },
  { method: "GET", path: "/api/posts/{id}/file", entry: "posts-file", context: "community", grants: [...AUTH_READ, "media:read"] },
  { method: "POST", path: "/api/test-gateway/pay", entry: "test-gateway-pay", context: "local", grants: AUTH_WRITE },
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
