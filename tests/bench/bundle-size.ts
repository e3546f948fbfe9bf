import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { freePort } from "../../infra/local/free-port";

/**
 * The JavaScript a browser loads before a page is usable, measured on the page itself: the local
 * product is started, the page's HTML is fetched, and every script it loads up front (module
 * scripts, modulepreloads, imports in inline module scripts) is followed through its static
 * imports. Each file is gzip-compressed (-9) as served. Dynamic imports inside those files — the map
 * library, fetched after the page is usable — are counted separately, not in the page's figure.
 */
const ROOT = resolve(import.meta.dirname, "../..");

/** Issue 4: a third of the 249 KiB the original client loads. */
export const SEARCH_JS_BUDGET_KIB = 83;
/** Issue 11: half of the 152 KiB SocialEcho's community and post pages load. */
export const COMMUNITY_JS_BUDGET_KIB = 76;
const SERVER_BUILD = join(ROOT, "build", "server", "index.js");
const CLIENT = join(ROOT, "build", "client");

/** Static `import … from "x"`, `import "x"` and `export … from "x"`; never `import("x")`. */
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /import\(\s*["']([^"']+\.js)["']\s*\)/g;

function attr(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/** Scripts the HTML itself makes the browser load: module scripts, modulepreloads, inline imports. */
export function upfrontScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = attr(tag, "src");
    if (src) urls.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (attr(tag, "rel") === "modulepreload") urls.add(attr(tag, "href")!);
  }
  // Remix's inline bootstrap imports the manifest and the route modules, and `import()`s its entry.
  // Attributes in any order: Remix renders the CSP nonce before the type.
  for (const [, body] of html.matchAll(/<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, url] of body!.matchAll(STATIC_IMPORT)) urls.add(url!);
    for (const [, url] of body!.matchAll(DYNAMIC_IMPORT)) urls.add(url!);
  }
  return [...urls];
}

export interface PageScripts {
  bytes: number;
  files: string[];
  lazy: string[];
}

export async function measurePage(base: string, path: string, cookie?: string): Promise<PageScripts> {
  const response = await fetch(`${base}${path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  const html = await response.text();
  const seen = new Set<string>();
  const lazy = new Set<string>();
  const queue = upfrontScripts(html).map((url) => new URL(url, `${base}${path}`).href);
  let bytes = 0;
  for (let url = queue.shift(); url; url = queue.shift()) {
    if (seen.has(url)) continue;
    seen.add(url);
    const file = await fetch(url);
    if (!file.ok) throw new Error(`GET ${url} answered ${file.status}`);
    const body = Buffer.from(await file.arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).length;
    const text = body.toString("utf8");
    for (const [, spec] of text.matchAll(STATIC_IMPORT)) queue.push(new URL(spec!, url).href);
    for (const [, spec] of text.matchAll(DYNAMIC_IMPORT)) lazy.add(new URL(spec!, url).href);
  }
  return { bytes, files: [...seen], lazy: [...lazy].filter((url) => !seen.has(url)) };
}

async function startProduct(): Promise<{ base: string; stop: () => void }> {
  if (!existsSync(SERVER_BUILD)) throw new Error("No build: run `npm run build` first.");
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "infra/local/start.ts", "--memory"], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: "warn", APP_ENV: "test" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => child.kill("SIGTERM");
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the product exited with ${child.exitCode} while starting`);
    try {
      if ((await fetch(`${base}/api/server-status`)).ok) return { base, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error("the product did not start within 120 s");
}

/** A signed-in member's cookies, through the sign-in form as a browser sends it (the pages behind sign-in). */
export async function signInCookie(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/signin`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password }),
  });
  const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0]);
  if (response.status !== 302 || cookies.length === 0) throw new Error(`signing in as ${email} answered ${response.status}`);
  return cookies.join("; ");
}

export function tomorrowWindow(): { in: string; out: string } {
  const start = new Date(Date.now() + 24 * 3600_000);
  start.setUTCMinutes(0, 0, 0);
  return { in: start.toISOString(), out: new Date(start.getTime() + 3 * 3600_000).toISOString() };
}

export async function benchBundles(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  const product = await startProduct();
  try {
    const pages = [
      ["home", "/"],
      ["search", `/search?${new URLSearchParams({ place: "Mumbai", ...tomorrowWindow() })}`],
    ] as const;
    const lazy = new Set<string>();
    const member = await signInCookie(product.base, "driver@example.com", "Driver#2026");
    // A seeded post of a community the demo driver belongs to (infra/local/seed/community-content).
    const signedIn = [
      ["community", "/community/parking-tips"],
      ["post", "/post/seed-post-parking-tips-01"],
    ] as const;
    for (const [label, path] of [...pages, ...signedIn]) {
      const page = await measurePage(product.base, path, signedIn.some(([, p]) => p === path) ? member : undefined);
      out[`js_gzip_kib_${label}`] = page.bytes / 1024;
      page.lazy.forEach((url) => lazy.add(url));
      process.stdout.write(
        `JavaScript before ${path.split("?")[0]} is usable: ${(page.bytes / 1024).toFixed(1)} KiB gzip in ${page.files.length} files\n`,
      );
    }
    // What the pages fetch later, after they are usable: the map library.
    const map = [...lazy].filter((url) => /\/leaflet[^/]*\.js$/.test(url));
    let mapBytes = 0;
    for (const url of map) mapBytes += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
    out.js_gzip_kib_map_lazy = mapBytes / 1024;
    process.stdout.write(`Map library fetched after /search is usable: ${(mapBytes / 1024).toFixed(1)} KiB gzip\n`);
  } finally {
    product.stop();
  }
  const runtime = await remixRuntimeGzipBytes();
  out.js_gzip_kib_runtime = runtime / 1024;
  process.stdout.write(`React 18 + Remix runtime, paid by every page Remix hydrates: ${(runtime / 1024).toFixed(1)} KiB gzip\n`);
  return out;
}

/** For context: Remix's client entry and its imports, which the /search island does without. */
async function remixRuntimeGzipBytes(): Promise<number> {
  const build = (await import(pathToFileURL(SERVER_BUILD).href)) as { assets: { entry: { module: string; imports: string[] } } };
  const files = [build.assets.entry.module, ...build.assets.entry.imports];
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(join(CLIENT, file)), { level: 9 }).length, 0);
}
