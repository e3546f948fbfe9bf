import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";
import { helpRoutes } from "./app/help/routes";
import { ISLANDS } from "./app/islands/names";
import { islands } from "./vite/islands-plugin";
import { routeFolders } from "./vite/route-folders";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)), "@core": fileURLToPath(new URL("./functions/core", import.meta.url)) },
  },
  // The Remix plugin is off under vitest: tests import modules directly (ARCHITECTURE §8).
  plugins: [
    // Pages hydrated by their own small entry instead of the Remix runtime (decision 005).
    islands({
      entries: Object.fromEntries(Object.values(ISLANDS).map((island) => [island.name, island.entry])),
      clientManifest: "build/client/.vite/manifest.json",
    }),
    !process.env.VITEST &&
      remix({
        // Route modules sit in context folders (decision 042): vite/route-folders.ts finds them all and
        // Remix's own scan of app/routes/ is switched off, so there is one discovery with one rule.
        ignoredRouteFiles: ["**/*"],
        routes: async (defineRoutes) => ({
          ...routeFolders(fileURLToPath(new URL("./app", import.meta.url))),
          ...helpRoutes(defineRoutes),
        }),
        future: {
          v3_fetcherPersist: true,
          v3_relativeSplatPath: true,
          v3_throwAbortReason: true,
          v3_singleFetch: true,
          v3_lazyRouteDiscovery: true,
        },
      }),
  ],
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
});
