import { build } from "esbuild";
import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * Builds the service worker (app/pwa/service-worker.ts) to build/client/sw.js, after Remix's own
 * build (`npm run build`): one classic script at the site's root, so its scope is the whole site
 * (decision 057). BUILD_ID, a hash of the client build's hashed file names, makes each build's worker
 * differ by a byte when the app changed: browsers then install it, and it keeps the new offline page
 * and drops the last build's shell.
 */
const ROOT = join(import.meta.dirname, "../..");
const assets = readdirSync(join(ROOT, "build/client/assets")).sort();
const buildId = createHash("sha256").update(assets.join("\n")).digest("hex").slice(0, 12);
await build({
  entryPoints: [join(ROOT, "app/pwa/service-worker.ts")],
  outfile: join(ROOT, "build/client/sw.js"),
  bundle: true,
  format: "iife",
  target: "es2020",
  minify: true,
  define: { BUILD_ID: JSON.stringify(buildId) },
  // "~/…" imports of the app (kept-store.ts types and keys).
  alias: { "~": join(ROOT, "app") },
  logLevel: "warning",
});
