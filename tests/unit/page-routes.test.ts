import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { PAGE_ROUTES, RESOURCE_ROUTES } from "../e2e/support/page-routes";

/**
 * The list of pages that phone-width.spec.ts visits covers the whole route table (issue 31, item 1).
 * The table is read from the Remix config as the build resolves it (vite.config.ts: the file
 * routes and the help routes), in a child process: under vitest the config leaves the Remix plugin
 * out, and resolving it starts a Vite server that the child's exit closes.
 */
const ROOT = resolve(import.meta.dirname, "../..");

interface ManifestRoute {
  id: string;
  path?: string;
  index?: boolean;
  parentId?: string;
  file: string;
}

const RESOLVE = `
import { resolveConfig } from "vite";
const config = await resolveConfig({ configFile: "vite.config.ts", logLevel: "silent" }, "build", "production");
process.stdout.write(JSON.stringify(config.__remixPluginContext.remixConfig.routes));
process.exit(0);
`;

function routeManifest(): Record<string, ManifestRoute> {
  const { VITEST: _vitest, VITEST_MODE: _mode, ...env } = process.env;
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", RESOLVE], { cwd: ROOT, env, encoding: "utf8" });
  return JSON.parse(out) as Record<string, ManifestRoute>;
}

/** The URL pattern of a route: its parents' paths and its own, joined (the help routes' paths start with a slash). */
function pattern(routes: Record<string, ManifestRoute>, route: ManifestRoute): string {
  const parts: string[] = [];
  for (let at: ManifestRoute | undefined = route; at; at = at.parentId ? routes[at.parentId] : undefined)
    if (at.path) parts.unshift(at.path.replace(/^\//, ""));
  return `/${parts.join("/")}`;
}

describe("the list of page routes", () => {
  const routes = routeManifest();
  // Layouts (the root, _app) have no URL of their own: their pages are listed.
  const addressable = Object.values(routes).filter((route) => route.index || route.path);
  const inTable = addressable.map((route) => pattern(routes, route));
  const pages = PAGE_ROUTES.map((page) => page.pattern);
  const resources = RESOURCE_ROUTES.map((resource) => resource.pattern);

  it("names every route of the built app, as a page or as a resource route with what it answers", () => {
    expect(addressable.length).toBeGreaterThan(100);
    const listed = new Set([...pages, ...resources]);
    expect(inTable.filter((path) => !listed.has(path))).toEqual([]);
  });

  it("names no route the app no longer has, and none twice", () => {
    const table = new Set(inTable);
    expect([...pages, ...resources].filter((path) => !table.has(path))).toEqual([]);
    expect([...pages, ...resources].filter((path, i, all) => all.indexOf(path) !== i)).toEqual([]);
  });

  it("calls a route a page only if its module renders one (a default export)", () => {
    const rendersNothing = addressable
      .filter((route) => !/^export default\b/m.test(readFileSync(join(ROOT, "app", route.file), "utf8")))
      .map((route) => pattern(routes, route));
    expect(rendersNothing.filter((path) => pages.includes(path))).toEqual([]);
  });
});
