import { readdirSync } from "node:fs";
import { join } from "node:path";
import { flatRoutesUniversal } from "@remix-run/dev/dist/config/flat-routes.js";

/**
 * Route modules live in one folder per context (app/routes/booking/, app/routes/admin/ …, decision
 * 042) but keep Remix's flat file names (`_app.booking_.$id.cancel.tsx`). Remix's own discovery reads
 * only the top of app/routes/, so this module finds the files and hands them to Remix's own flat-routes
 * algorithm as if they sat flat: route ids (`routes/_app.booking_.$id.cancel`), URLs, parents (the
 * `_app` layout in account/ still wraps the pages in booking/) and index flags come out exactly as
 * before; only each entry's `file` then points at the real path.
 *
 * The rule for what is a route, applied the same way everywhere:
 *  - every file directly inside a context folder is a route module (`.tsx`, `.ts`, `.jsx`, `.js`);
 *  - a page's helpers (its server half `*.server.ts`, view models, parts) go in that context's
 *    `parts/` sub-folder, which is never read for routes;
 *  - a file flat in app/routes/ is a route as in plain Remix (the unit test asks for a context folder);
 *  - anything else is refused with the file's name (a server module beside the routes, another
 *    sub-folder, two files with the same name), so a misplaced file fails the build instead of
 *    becoming a URL or vanishing.
 *
 * Imported by vite.config.ts: relative imports only, nothing from app/.
 */
export const ROUTES_FOLDER = "routes";
export const PARTS_FOLDER = "parts";
const ROUTE_MODULE = /\.(tsx|ts|jsx|js)$/;
/** Stylesheets may sit beside their routes; they are never modules. */
const IGNORED = /\.css$/;
/** Names Remix would treat specially or that say "not a route": those belong in parts/. */
const NOT_A_ROUTE = /\.(server|client)\.(tsx|ts|jsx|js)$/;

export interface RouteEntry {
  id: string;
  file: string;
  path?: string;
  index?: boolean;
  parentId?: string;
  caseSensitive?: boolean;
}

/** The route files under app/routes/, as paths relative to the app folder ("routes/booking/checkout.tsx"). */
export function routeFiles(appDirectory: string): string[] {
  const routesDirectory = join(appDirectory, ROUTES_FOLDER);
  const files: string[] = [];
  const problems: string[] = [];
  for (const context of readdirSync(routesDirectory, { withFileTypes: true })) {
    if (context.name.startsWith(".")) continue;
    if (!context.isDirectory()) {
      // A file flat in app/routes/ is still a route (Remix's own convention), so a new route added the
      // old way keeps working until the codemod places it (tests/unit/route-folders.test.ts flags it).
      if (NOT_A_ROUTE.test(context.name)) problems.push(`${ROUTES_FOLDER}/${context.name}: not a route module`);
      else if (ROUTE_MODULE.test(context.name)) files.push(`${ROUTES_FOLDER}/${context.name}`);
      else if (!IGNORED.test(context.name)) problems.push(`${ROUTES_FOLDER}/${context.name}: not a route module`);
      continue;
    }
    for (const entry of readdirSync(join(routesDirectory, context.name), { withFileTypes: true })) {
      const relative = `${ROUTES_FOLDER}/${context.name}/${entry.name}`;
      if (entry.name.startsWith(".") || IGNORED.test(entry.name)) continue;
      if (entry.isDirectory()) {
        if (entry.name !== PARTS_FOLDER) problems.push(`${relative}/: the only sub-folder of a context is ${PARTS_FOLDER}/`);
      } else if (NOT_A_ROUTE.test(entry.name)) {
        problems.push(`${relative}: not a route module, move it to ${ROUTES_FOLDER}/${context.name}/${PARTS_FOLDER}/`);
      } else if (ROUTE_MODULE.test(entry.name)) {
        files.push(relative);
      } else {
        problems.push(`${relative}: not a route module`);
      }
    }
  }
  const byName = new Map<string, string>();
  for (const file of files) {
    const name = file.split("/").pop()!.replace(ROUTE_MODULE, "");
    const twin = byName.get(name);
    if (twin) problems.push(`${file} and ${twin} would have the same route id`);
    byName.set(name, file);
  }
  if (problems.length > 0) throw new Error(`app/routes/ holds files that are not where routes go:\n  ${problems.join("\n  ")}`);
  return files.sort();
}

/** The route manifest Remix would build if every route file sat flat in app/routes/, with each real file. */
export function routeFolders(appDirectory: string): Record<string, RouteEntry> {
  const realFile = new Map<string, string>();
  const flat = routeFiles(appDirectory).map((file) => {
    const flatFile = `${ROUTES_FOLDER}/${file.split("/").pop()!}`;
    realFile.set(flatFile, file);
    return join(appDirectory, flatFile).replace(/\\/g, "/");
  });
  const manifest = flatRoutesUniversal(appDirectory.replace(/\\/g, "/"), flat, ROUTES_FOLDER) as Record<string, RouteEntry>;
  for (const route of Object.values(manifest)) route.file = realFile.get(route.file.replace(/\\/g, "/")) ?? route.file;
  return manifest;
}
