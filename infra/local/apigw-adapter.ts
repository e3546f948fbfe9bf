import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from "aws-lambda";
import type { Request, RequestHandler, Response } from "express";
import { randomUUID } from "node:crypto";
import { API_ROUTES, matchRoute, type ApiContext, type ApiRoute } from "../../functions/handlers/routes";
import type { ApiHandler } from "../../functions/handlers/shared/http";

/**
 * Serves /api locally the way API Gateway (HTTP API, payload v2) does on AWS: each request becomes
 * a v2 event with the route key and goes to the very module its context's Lambda runs, which
 * dispatches on that key (functions/handlers/shared/context-dispatch.ts).
 */
type LoadContext = (context: ApiContext) => Promise<ApiHandler>;

const defaultLoader: LoadContext = async (context) => {
  const mod = (await import(`../../functions/handlers/contexts/${context}.ts`)) as { handler: ApiHandler };
  return mod.handler;
};

/** API Gateway's own payload limit; handlers apply the product's tighter limits themselves. */
const GATEWAY_MAX_BODY = 10 * 1024 * 1024;

export function apiGatewayAdapter(routes: ApiRoute[] = API_ROUTES, load: LoadContext = defaultLoader): RequestHandler {
  const cache = new Map<ApiContext, Promise<ApiHandler>>();
  return async (req, res, next) => {
    try {
      const match = matchRoute(req.method, req.path, routes);
      if (!match) return void res.status(404).json({ message: "Not found." });
      if ("methodNotAllowed" in match) return void res.status(405).json({ message: "Method not allowed." });
      const body = await readBody(req);
      if (body === "too-large") return void res.status(413).json({ message: "The request is too large." });
      const event = toEvent(req, match.route, match.params, body);
      let handler = cache.get(match.route.context);
      if (!handler) {
        handler = load(match.route.context);
        cache.set(match.route.context, handler);
      }
      const result = await (await handler)(event);
      sendResult(res, result);
    } catch (error) {
      next(error);
    }
  };
}

function readBody(req: Request): Promise<Buffer | "too-large"> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > GATEWAY_MAX_BODY) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on("end", () => resolve(tooLarge ? "too-large" : Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

export function toEvent(req: Request, route: ApiRoute, params: Record<string, string>, body: Buffer): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === "cookie") continue;
    headers[name] = Array.isArray(value) ? value.join(",") : value;
  }
  const url = new URL(req.originalUrl, "http://localhost");
  const query: Record<string, string> = {};
  for (const key of new Set(url.searchParams.keys())) query[key] = url.searchParams.getAll(key).join(",");
  const cookieHeader = req.headers.cookie;
  const now = new Date();
  return {
    version: "2.0",
    routeKey: `${route.method} ${route.path}`,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: cookieHeader ? cookieHeader.split(/;\s*/) : undefined,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(params).length ? params : undefined,
    requestContext: {
      accountId: "local",
      apiId: "local",
      domainName: req.headers.host ?? "localhost",
      domainPrefix: "localhost",
      http: {
        method: req.method,
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? "127.0.0.1",
        userAgent: req.headers["user-agent"] ?? "",
      },
      requestId: randomUUID(),
      routeKey: `${route.method} ${route.path}`,
      stage: "$default",
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: body.length ? body.toString("base64") : undefined,
    isBase64Encoded: body.length > 0,
  };
}

function sendResult(res: Response, result: APIGatewayProxyStructuredResultV2): void {
  res.status(result.statusCode ?? 200);
  for (const [name, value] of Object.entries(result.headers ?? {})) res.setHeader(name, String(value));
  if (result.cookies?.length) res.setHeader("set-cookie", result.cookies);
  const body = result.body ?? "";
  res.end(result.isBase64Encoded ? Buffer.from(body, "base64") : body);
}
