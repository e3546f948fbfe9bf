import { build } from "esbuild";
import { join } from "node:path";

/**
 * Builds the service worker (app/pwa/service-worker.ts) to build/client/sw.js, after Remix's own
 * build (`npm run build`): one classic script at the site's root, so its scope is the whole site.
 */
const ROOT = join(import.meta.dirname, "../..");
await build({
  entryPoints: [join(ROOT, "app/pwa/service-worker.ts")],
  outfile: join(ROOT, "build/client/sw.js"),
  bundle: true,
  format: "iife",
  target: "es2020",
  minify: true,
  logLevel: "warning",
});
