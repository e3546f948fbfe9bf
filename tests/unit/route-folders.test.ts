import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { flatRoutes } from "@remix-run/dev/dist/config/flat-routes.js";
import { afterEach, describe, expect, it } from "vitest";
import { routeFiles, routeFolders, type RouteEntry } from "../../vite/route-folders";

/** Route modules in context folders (decision 042) keep the route tree Remix builds from flat files. */
const APP = resolve(import.meta.dirname, "../../app");
const scratch: string[] = [];
afterEach(() => scratch.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** An app folder with a root module and the given files (paths relative to it). */
function appWith(files: string[]): string {
  const app = mkdtempSync(join(tmpdir(), "route-folders-"));
  scratch.push(app);
  for (const file of ["root.tsx", ...files]) {
    mkdirSync(dirname(join(app, file)), { recursive: true });
    writeFileSync(join(app, file), "export default function Page() { return null; }\n");
  }
  return app;
}

const withoutFile = (manifest: Record<string, RouteEntry>) =>
  Object.fromEntries(Object.entries(manifest).map(([id, { file: _file, ...route }]) => [id, route]));

describe("route discovery over context folders", () => {
  it("builds the same ids, URLs, parents and index routes as Remix does with the files flat", () => {
    const files = routeFiles(APP);
    expect(files.length).toBeGreaterThanOrEqual(94);
    const flatApp = appWith(files.map((file) => `routes/${file.split("/").pop()}`));
    const remix = flatRoutes(flatApp) as Record<string, RouteEntry>;
    const ours = routeFolders(APP);
    expect(withoutFile(ours)).toEqual(withoutFile(remix));
    // A page in one folder still sits inside the `_app` layout from another.
    expect(ours["routes/_app.booking_.$id.cancel"]).toMatchObject({ parentId: "routes/_app", path: "booking/:id/cancel" });
    for (const route of Object.values(ours)) expect(files).toContain(route.file);
  });

  it("finds every route module in a context folder, none left flat in app/routes/", () => {
    const flat = routeFiles(APP).filter((file) => file.split("/").length === 2);
    expect(flat, "place each in its context folder (decision 042)").toEqual([]);
  });

  it("reads a context folder's files as routes and leaves its parts/ alone", () => {
    const app = appWith(["routes/booking/_app.booking.tsx", "routes/booking/parts/booking-view.server.ts", "routes/account/_app.tsx"]);
    const manifest = routeFolders(app);
    expect(Object.keys(manifest).sort()).toEqual(["routes/_app", "routes/_app.booking"]);
    expect(manifest["routes/_app.booking"]).toMatchObject({
      file: "routes/booking/_app.booking.tsx",
      parentId: "routes/_app",
      path: "booking",
    });
  });

  it("refuses files that are not where routes go, naming each", () => {
    const app = appWith([
      "routes/booking/booking-view.server.ts",
      "routes/booking/helpers/x.ts",
      "routes/admin/about.tsx",
      "routes/public/about.tsx",
    ]);
    expect(() => routeFolders(app)).toThrow(/booking-view\.server\.ts: not a route module, move it to routes\/booking\/parts\//);
    expect(() => routeFolders(app)).toThrow(/routes\/booking\/helpers\/: the only sub-folder of a context is parts\//);
    expect(() => routeFolders(app)).toThrow(/about\.tsx and .*about\.tsx would have the same route id/);
  });
});
