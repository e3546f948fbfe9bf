import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from "aws-lambda";
import { randomUUID } from "node:crypto";
import { resetConfig } from "@core/config";
import { resetServices, type Services } from "@core/services";
import { matchRoute } from "../../functions/handlers/routes";
import type { ApiHandler } from "../../functions/handlers/shared/http";
import { seedDemoAccounts } from "../../infra/local/seed/accounts";
import { seedDemoCommunities } from "../../infra/local/seed/communities";
import { createTestServices } from "./local-services";

/**
 * Calls the real Lambda handler modules the way API Gateway (HTTP API v2) would, against the test
 * file's own table, bucket and outbox.
 */
export function useServicesForHandlers(svc: Services): void {
  const c = svc.config;
  Object.assign(process.env, {
    APP_ENV: "test",
    TABLE_NAME: c.TABLE_NAME,
    FILES_BUCKET: c.FILES_BUCKET,
    DYNAMODB_ENDPOINT: c.DYNAMODB_ENDPOINT,
    S3_ENDPOINT: c.S3_ENDPOINT,
    OUTBOX_DIR: c.OUTBOX_DIR,
    MAIL_ADAPTER: "outbox",
    APP_URL: c.APP_URL,
    SESSION_SECRETS: c.SESSION_SECRETS,
    TOKEN_SECRET: c.TOKEN_SECRET,
    TEST_GATEWAY: c.TEST_GATEWAY,
    TEST_GATEWAY_SECRET: c.TEST_GATEWAY_SECRET,
    LOG_LEVEL: "silent",
  });
  resetConfig();
  resetServices();
}

/**
 * The test file's own services (createTestServices), which the handlers reached through `call`
 * use as well, so a test can arrange in core and check through the API, or the other way round.
 */
export async function createHandlerTestServices(label: string): Promise<Services> {
  const svc = await createTestServices(label);
  useServicesForHandlers(svc);
  return svc;
}

export interface CallOptions {
  headers?: Record<string, string>;
  json?: unknown;
  body?: Buffer | string;
  ip?: string;
  /** Path parameters as API Gateway hands them over (already decoded), instead of the ones matched from the path. */
  pathParameters?: Record<string, string>;
}

export interface CallResult {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  raw: Buffer;
  headers: Record<string, string>;
}

export async function call(method: string, path: string, options: CallOptions = {}): Promise<CallResult> {
  const url = new URL(path, "http://localhost");
  const match = matchRoute(method, url.pathname);
  if (!match) return { status: 404, body: { message: "Not found." }, raw: Buffer.alloc(0), headers: {} };
  if ("methodNotAllowed" in match) return { status: 405, body: {}, raw: Buffer.alloc(0), headers: {} };
  const mod = (await import(`../../functions/handlers/${match.route.context}/${match.route.entry}.ts`)) as { handler: ApiHandler };
  const headers: Record<string, string> = {
    "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36",
    ...options.headers,
  };
  let body: Buffer | undefined;
  if (options.json !== undefined) {
    body = Buffer.from(JSON.stringify(options.json));
    headers["content-type"] ??= "application/json";
  } else if (options.body !== undefined) {
    body = Buffer.isBuffer(options.body) ? options.body : Buffer.from(options.body);
  }
  const query: Record<string, string> = {};
  url.searchParams.forEach((v, k) => (query[k] = v));
  const event = {
    version: "2.0",
    routeKey: `${match.route.method} ${match.route.path}`,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: options.pathParameters ?? (Object.keys(match.params).length ? match.params : undefined),
    requestContext: { requestId: randomUUID(), http: { method, path: url.pathname, sourceIp: options.ip ?? "203.0.113.7" } },
    body: body?.toString("base64"),
    isBase64Encoded: Boolean(body),
  } as unknown as APIGatewayProxyEventV2;
  const result = (await mod.handler(event)) as APIGatewayProxyStructuredResultV2;
  const raw = Buffer.from(result.body ?? "", result.isBase64Encoded ? "base64" : "utf8");
  const type = String(result.headers?.["content-type"] ?? "");
  return {
    status: result.statusCode ?? 200,
    body: type.startsWith("application/json") && raw.length ? JSON.parse(raw.toString("utf8")) : undefined,
    raw,
    headers: Object.fromEntries(Object.entries(result.headers ?? {}).map(([k, v]) => [k, String(v)])),
  };
}

/** A multipart body as a browser would send it. */
export async function multipart(fields: Record<string, string | { filename: string; type: string; bytes: Uint8Array }>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.filename);
  }
  const request = new Request("http://local/", { method: "POST", body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type")! },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs in through POST /api/users/signin, as the spec's client does, and returns the access token. */
export async function tokenFor(email: string, password: string): Promise<string> {
  const form = await multipart({ email, password });
  return (await call("POST", "/api/users/signin", { body: form.body, headers: form.headers })).body.accessToken;
}

/** Seeds the demo accounts and communities, and signs in Demo Driver and Asha Rao: their access tokens. */
export async function signInDemoMembers(svc: Services): Promise<{ driver: string; asha: string }> {
  await seedDemoAccounts(svc);
  await seedDemoCommunities(svc);
  const [driver, asha] = await Promise.all([tokenFor("driver@example.com", "Driver#2026"), tokenFor("asha@example.com", "Driver#2026")]);
  return { driver, asha };
}

/** Posts `content` to a community through POST /api/posts as the token's member, and answers the post the API made. */
export async function postThroughApi(token: string, content: string, communityId: string): Promise<{ _id: string }> {
  return (await call("POST", "/api/posts", { headers: bearer(token), json: { content, communityId } })).body.post;
}
