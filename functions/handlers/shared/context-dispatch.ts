import type { ApiHandler } from "./http";
import { API_ROUTES, type ApiContext, type ApiRoute } from "../routes";
import { withTelemetry } from "./telemetry";

/**
 * One Lambda per bounded context (docs/decisions/008-one-function-per-context.md): API Gateway sends
 * every route of the context to the same function, and this picks the route's handler by the event's
 * route key ("POST /api/users/signup"), looked up in the route table.
 *
 * The handler map is checked against the table when the module loads, so a route added to the table
 * without its handler (or the reverse) fails every test that loads the context, not a request in
 * production.
 */
export function contextHandler(context: ApiContext, handlers: Record<string, ApiHandler>, routes: ApiRoute[] = API_ROUTES): ApiHandler {
  const own = routes.filter((route) => route.context === context);
  const entries = new Set(own.map((route) => route.entry));
  const missing = [...entries].filter((entry) => !handlers[entry]);
  const extra = Object.keys(handlers).filter((entry) => !entries.has(entry));
  if (missing.length || extra.length) {
    throw new Error(
      `The ${context} context's handlers do not match the route table: missing ${missing.join(", ") || "none"}; not routed ${extra.join(", ") || "none"}`,
    );
  }
  const byRouteKey = new Map(own.map((route) => [`${route.method} ${route.path}`, handlers[route.entry] as ApiHandler]));
  return withTelemetry(
    context,
    async (event) => {
      const handler = byRouteKey.get(event.routeKey);
      // Only API Gateway calls this, with the keys CDK wired from the same table; anything else is a
      // wiring mistake, answered like an unknown path rather than thrown.
      if (!handler)
        return {
          statusCode: 404,
          headers: { "content-type": "application/json; charset=utf-8" },
          body: JSON.stringify({ message: "Not found." }),
        };
      return handler(event);
    },
    "http",
  );
}
