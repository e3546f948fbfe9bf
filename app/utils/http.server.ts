import { data } from "@remix-run/node";

/**
 * Ends a loader or an action with a 404: the nearest ErrorBoundary (app/components/ErrorBoundary.tsx,
 * through the root or the signed-in layout) draws the not-found page with the status kept. Another
 * member's booking or vehicle is a 404 too, so an id reveals nothing.
 */
export function notFound(): never {
  throw data({ reason: "not-found" }, { status: 404 });
}
