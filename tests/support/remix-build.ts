import type { ServerBuild } from "@remix-run/node";
import { servedBuild } from "../../functions/handlers/web/remix-build";

/**
 * A Remix server build of a few real route modules, as the web servers serve it (servedBuild), for
 * tests that go through Remix's own request handler over the real entry.server and root layout.
 */
export interface RouteSpec {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: Record<string, unknown>;
}

export function remixBuild(entryServer: Record<string, unknown>, routes: RouteSpec[]): ServerBuild {
  const manifest = Object.fromEntries(
    routes.map((r) => [
      r.id,
      {
        id: r.id,
        parentId: r.parentId,
        path: r.path,
        index: r.index,
        caseSensitive: undefined,
        module: `/assets/${r.id}.js`,
        imports: [],
        hasAction: "action" in r.module,
        hasLoader: "loader" in r.module,
        hasClientAction: false,
        hasClientLoader: false,
        hasErrorBoundary: "ErrorBoundary" in r.module,
      },
    ]),
  );
  return servedBuild({
    mode: "production",
    entry: { module: entryServer },
    routes: Object.fromEntries(
      routes.map((r) => [r.id, { id: r.id, parentId: r.parentId, path: r.path, index: r.index, module: r.module }]),
    ),
    assets: { entry: { module: "/assets/entry.client.js", imports: [] }, url: "/assets/manifest.js", version: "1", routes: manifest },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {
      v3_fetcherPersist: true,
      v3_relativeSplatPath: true,
      v3_throwAbortReason: true,
      v3_singleFetch: true,
      v3_lazyRouteDiscovery: true,
      v3_routeConfig: false,
      unstable_optimizeDeps: false,
    },
    isSpaMode: false,
  } as unknown as ServerBuild);
}
