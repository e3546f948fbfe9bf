import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { UNEXPECTED_MESSAGE } from "@core/errors";
import { CROSS_SITE_MESSAGE, isAllowedRequest, ownOrigin } from "@core/security/same-origin";
import { errorFields, log } from "@core/log";
import { servedBuild } from "../../functions/handlers/web/remix-build";
import { apiGatewayAdapter } from "./apigw-adapter";

/**
 * One origin for the whole product locally: /api/* through the API Gateway adapter to the Lambda
 * handlers, browser assets from the Vite build, every other path to the Remix server, the same
 * split CloudFront makes on AWS.
 */
const ROOT = resolve(import.meta.dirname, "../..");
const BUILD_DIR = join(ROOT, "build");

/**
 * The service worker and the manifest keep their names from build to build: a browser must ask again
 * every time (`no-cache` revalidates, it does not forbid keeping), or a phone keeps last week's worker
 * for an hour (decision 057; CloudFront does the same, infra/constructs/web.ts).
 */
export const REVALIDATED_FILES = ["/sw.js", "/manifest.webmanifest"];

function revalidateAlways(res: express.Response, path: string): void {
  if (REVALIDATED_FILES.some((name) => path === join(BUILD_DIR, "client", name))) res.setHeader("Cache-Control", "no-cache");
}

export async function createWebApp(options: { dev: boolean }): Promise<express.Express> {
  const app = express();
  app.disable("x-powered-by");
  // CloudFront compresses on AWS (infra/constructs/web.ts); here the server does (gzip or deflate, as
  // the browser accepts). Only compressible types over 1 KiB: pictures and PDFs go as they are.
  // zlib may hold a small write back until more follows or the response ends: no page streams late
  // data today (no defer, no Suspense), so nothing waits on it; one that did would want
  // `flush: zlib.constants.Z_SYNC_FLUSH` here. Level 1: on loopback the bytes saved by zlib's
  // default level 6 cost more CPU than they save (load bench: /about 106 → 137 requests/s, 11.1 →
  // 8.7 ms of server CPU a request).
  app.use(compression({ level: 1 }));
  // The same cross-site guard the Lambdas run (functions/handlers/web/remix-server.ts and http.ts).
  app.use((req, res, next) => {
    const header = (name: string) => req.get(name);
    if (isAllowedRequest(req.method, req.path, header, ownOrigin(header, req.protocol === "https" ? "https" : "http"))) return next();
    log.warn("cross-site request refused", { path: req.path, origin: req.get("origin"), site: req.get("sec-fetch-site") });
    res.status(403).type("text/plain").send(CROSS_SITE_MESSAGE);
  });
  app.all("/api/*", apiGatewayAdapter());

  if (options.dev) {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ root: ROOT, server: { middlewareMode: true } });
    app.use(viteServer.middlewares);
    app.all(
      "*",
      createRequestHandler({
        build: async () => servedBuild((await viteServer.ssrLoadModule("virtual:remix/server-build")) as ServerBuild),
        mode: "development",
        getLoadContext: (req) => ({ clientIp: req.socket.remoteAddress }),
      }),
    );
  } else {
    const serverBuild = join(BUILD_DIR, "server", "index.js");
    if (!existsSync(serverBuild)) throw new Error("No production build found: run `npm run build` first.");
    app.use("/assets", express.static(join(BUILD_DIR, "client", "assets"), { immutable: true, maxAge: "1y" }));
    app.use(express.static(join(BUILD_DIR, "client"), { maxAge: "1h", setHeaders: revalidateAlways }));
    const build = servedBuild((await import(pathToFileURL(serverBuild).href)) as ServerBuild);
    app.all("*", createRequestHandler({ build, mode: "production", getLoadContext: (req) => ({ clientIp: req.socket.remoteAddress }) }));
  }

  const onError: ErrorRequestHandler = (error, _req, res, _next) => {
    log.error("unhandled request error", errorFields(error));
    if (!res.headersSent) res.status(500).json({ message: UNEXPECTED_MESSAGE });
  };
  app.use(onError);
  return app;
}
