import { data, type ServerBuild } from "@remix-run/node";
import { isTransientError, TRY_AGAIN_MESSAGE } from "@core/errors";
import { isSafePathParam } from "@core/security/path-params";

type RouteModule = ServerBuild["routes"][string]["module"];
type DataFunction = NonNullable<RouteModule["loader"]>;

/**
 * The Remix build every web server serves (the Lambda and the local server), with one change: a
 * loader or action that meets throttling or a timeout downstream, once the SDK's and the table's
 * retries are spent, answers 503 "Server is down. Please try again later." (decision 031) instead
 * of Remix's 500 "Oops.. Please reload the Page". A 503 is what it is: nothing was half-written
 * and the same request may simply be sent again. Forms already say so through their reply
 * (app/utils/form.server.ts); this is for the loaders, which have no reply, and for any action
 * that let such an error through. Every other error is left to Remix as it was.
 *
 * And one check before every loader and action (issue 28): a page's path parameter that is badly
 * encoded, over-long or a traversal (core's isSafePathParam, the API's rule too) is the not-found
 * page, never a 500 from a key the table refuses.
 */
export function servedBuild(build: ServerBuild): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => [id, { ...route, module: withTryAgain(route.module) }]),
  ) as ServerBuild["routes"];
  return { ...build, routes };
}

function withTryAgain(module: RouteModule): RouteModule {
  const wrapped: RouteModule = { ...module };
  if (module.loader) wrapped.loader = tryAgainOnTransient(module.loader);
  if (module.action) wrapped.action = tryAgainOnTransient(module.action) as RouteModule["action"];
  return wrapped;
}

function tryAgainOnTransient(run: DataFunction): DataFunction {
  return async (args) => {
    // The splat (`*`, the catch-all's path) may hold slashes; it only ever draws the not-found page.
    const named = Object.entries(args.params).filter(([name]) => name !== "*");
    // Thrown as app/utils/http.server.ts's notFound() throws it: the error boundary draws the 404.
    if (named.some(([, value]) => value !== undefined && !isSafePathParam(value))) throw data({ reason: "not-found" }, { status: 404 });
    try {
      return await run(args);
    } catch (error) {
      if (!isTransientError(error)) throw error;
      // Thrown data is what Remix shows through the error boundary with its status (as the root's own 503).
      throw data({ message: TRY_AGAIN_MESSAGE }, { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": "5" } });
    }
  };
}
