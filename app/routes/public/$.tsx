import { notFound } from "~/utils/http.server";

/**
 * Every URL no other route claims. Throwing a 404 lets the root ErrorBoundary draw the not-found
 * page inside the normal layout, with the status kept.
 */
export function loader() {
  notFound();
}

// A form posted to an unknown URL is a missing page too, not an unexpected 405.
export function action() {
  notFound();
}

// A default export keeps this a UI route (a resource route would send the bare 404 without the layout).
export default function NotFoundRoute() {
  return null;
}
