import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

/**
 * The JavaScript a browser must load before a page is usable: Remix's client entry, the root route
 * and the page's route (for a nested page, every route of its branch), each with its static imports,
 * gzip-compressed as served. The list comes from the asset manifest the server build exports (what
 * Remix itself puts in <link rel="modulepreload">). Dynamic imports — the map library, fetched after
 * the page is usable — are left out on purpose.
 */
const ROOT = resolve(import.meta.dirname, "../..");
const CLIENT = join(ROOT, "build", "client");
const SERVER_BUILD = join(ROOT, "build", "server", "index.js");

interface AssetRoute {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
}
interface AssetsManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, AssetRoute>;
}

async function manifest(): Promise<AssetsManifest> {
  if (!existsSync(SERVER_BUILD)) throw new Error("No build: run `npm run build` first.");
  const build = (await import(pathToFileURL(SERVER_BUILD).href)) as { assets: AssetsManifest };
  return build.assets;
}

export async function pageScriptGzipBytes(routeId: string): Promise<number> {
  const assets = await manifest();
  const files = new Set<string>([assets.entry.module, ...assets.entry.imports]);
  let route: AssetRoute | undefined = assets.routes[routeId];
  if (!route) throw new Error(`route ${routeId} is not in the build`);
  for (; route; route = route.parentId ? assets.routes[route.parentId] : undefined) {
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(CLIENT, file)), { level: 9 }).length, 0);
}

export async function benchBundles(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [label, routeId, path] of [
    ["home", "routes/_index", "/"],
    ["search", "routes/search", "/search"],
  ] as const) {
    try {
      const bytes = await pageScriptGzipBytes(routeId);
      out[`js_gzip_kib_${label}`] = bytes / 1024;
      process.stdout.write(`JavaScript before ${path} is usable: ${(bytes / 1024).toFixed(1)} KiB gzip\n`);
    } catch (error) {
      process.stdout.write(`JavaScript before ${path} is usable: not measured (${(error as Error).message})\n`);
    }
  }
  // What JavaScript fetches later, after the page is usable: the map library.
  const { readdirSync } = await import("node:fs");
  const lazy = readdirSync(join(CLIENT, "assets")).filter((f) => /^leaflet.*\.js$/.test(f));
  const lazyBytes = lazy.reduce((sum, f) => sum + gzipSync(readFileSync(join(CLIENT, "assets", f)), { level: 9 }).length, 0);
  if (lazy.length) {
    out.js_gzip_kib_map_lazy = lazyBytes / 1024;
    process.stdout.write(`Map library fetched after /search is usable: ${(lazyBytes / 1024).toFixed(1)} KiB gzip\n`);
  }
  const runtime = await runtimeGzipBytes();
  out.js_gzip_kib_runtime = runtime / 1024;
  process.stdout.write(`React 18 + Remix runtime alone, paid by every hydrated page: ${(runtime / 1024).toFixed(1)} KiB gzip\n`);
  return out;
}

/** The part every hydrated page pays whatever it contains: Remix's client entry and its imports. */
async function runtimeGzipBytes(): Promise<number> {
  const assets = await manifest();
  return [assets.entry.module, ...assets.entry.imports].reduce((sum, file) => sum + gzipSync(readFileSync(join(CLIENT, file)), { level: 9 }).length, 0);
}
