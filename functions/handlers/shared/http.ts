import { errorResponseIn } from "@core/i18n/error-response";
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from "aws-lambda";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { DomainError, NotFoundError, ValidationError } from "@core/errors";
import { validationFrom } from "@core/validation";
import { createLogger, errorFields, type Logger } from "@core/log";
import { config } from "@core/config";
import { admitFromEdge, EDGE_REFUSED_MESSAGE, type EdgeSecretSource } from "@core/security/edge-guard";
import { CROSS_SITE_MESSAGE, isAllowedRequest, ownOrigin } from "@core/security/same-origin";
import { isSafePathParam } from "@core/security/path-params";
import { languageFromAcceptLanguage, type Language } from "@core/i18n/languages";
import { translateMessage } from "@core/i18n/messages";

/**
 * The thin shell every API Lambda shares: parse the API Gateway HTTP API (v2) event, call the
 * service, and map the result or a typed domain error to status + JSON `{ message }`.
 */
export const MAX_BODY_BYTES = 1_048_576;

export interface ApiRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** Raw body bytes (decoded from base64 when API Gateway sent it so). */
  rawBody: Buffer;
  requestId: string;
  /** The client's address: CloudFront's stamp once the edge guard admitted the request, else the connection's. */
  sourceIp: string;
  log: Logger;
  /** Parses the body as JSON and validates it; a bad body is a 400 with a clear message. */
  json<S extends z.ZodTypeAny>(schema: S): z.infer<S>;
  /** Parses a multipart or URL-encoded body (the platform's own parser). */
  form(): Promise<FormData>;
  /** The body as fields, whatever its encoding (JSON, multipart or URL-encoded); files are left out. */
  fields(): Promise<Record<string, unknown>>;
}

export interface HandlerOptions {
  /** Larger bodies are refused with 413 before any parsing. Default 1 MiB. */
  maxBodyBytes?: number;
  /** Tests only: where the CloudFront origin secret is read from (Secrets Manager otherwise). */
  edgeSecrets?: EdgeSecretSource;
}

export interface ApiResult {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Already-encoded binary body (images, PDFs). */
  binary?: { data: Uint8Array; contentType: string };
}

export type ApiHandler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;

export function httpHandler(fn: (req: ApiRequest) => Promise<ApiResult>, options: HandlerOptions = {}): ApiHandler {
  return async (event) => {
    const requestId = event.requestContext?.requestId || randomUUID();
    const log = createLogger({ requestId, route: event.routeKey });
    const started = Date.now();
    // The API answers its messages in the client's Accept-Language, English by default (decision 059).
    const language = languageFromAcceptLanguage(headerOf(event)("accept-language"));
    try {
      // Before anything else: only CloudFront may call, and browsers only from our own pages.
      const cfg = config();
      const header = headerOf(event);
      const edge = await admitFromEdge(cfg, header, event.requestContext.http.sourceIp, options.edgeSecrets);
      if (!edge.admitted) {
        log.warn("request without the origin secret refused", { ms: Date.now() - started });
        return toResponse({ status: 403, body: { message: translateMessage(EDGE_REFUSED_MESSAGE, language) } }, requestId);
      }
      const scheme = cfg.APP_ENV === "production" ? "https" : "http";
      if (!isAllowedRequest(event.requestContext.http.method, event.rawPath, header, ownOrigin(header, scheme))) {
        log.warn("cross-site request refused", { origin: header("origin"), site: header("sec-fetch-site") });
        return toResponse({ status: 403, body: { message: translateMessage(CROSS_SITE_MESSAGE, language) } }, requestId);
      }
      const req = toRequest(event, requestId, log, options.maxBodyBytes ?? MAX_BODY_BYTES, edge.clientIp);
      const result = await fn(req);
      log.info("request", { status: result.status ?? 200, ms: Date.now() - started });
      return toResponse(withMessageIn(result, language), requestId);
    } catch (error) {
      const { status, body } = errorResponseIn(error, language);
      if (error instanceof DomainError) log.info("request refused", { status, code: error.code, ms: Date.now() - started });
      else log.error("request failed", { status, ms: Date.now() - started, ...errorFields(error) });
      return toResponse({ status, body }, requestId);
    }
  };
}

/** A reply's `message` ("Vehicle added successfully.") in the client's language; the rest as it is. */
function withMessageIn(result: ApiResult, language: Language): ApiResult {
  const body = result.body as { message?: unknown } | null | undefined;
  if (language === "en" || !body || typeof body !== "object" || typeof body.message !== "string") return result;
  return { ...result, body: { ...body, message: translateMessage(body.message, language) } };
}

function headerOf(event: APIGatewayProxyEventV2): (name: string) => string | undefined {
  const lower = new Map(Object.entries(event.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
  return (name) => lower.get(name);
}

function toRequest(event: APIGatewayProxyEventV2, requestId: string, log: Logger, maxBodyBytes: number, clientIp: string): ApiRequest {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(event.headers ?? {})) if (value !== undefined) headers[name.toLowerCase()] = value;
  const rawBody = event.body ? Buffer.from(event.body, event.isBase64Encoded ? "base64" : "utf8") : Buffer.alloc(0);
  if (rawBody.byteLength > maxBodyBytes) {
    throw new DomainError("The request is too large.", 413, "too_large");
  }
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(event.queryStringParameters ?? {})) if (value !== undefined) query[name] = value;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(event.pathParameters ?? {})) {
    if (value === undefined) continue;
    // One check for every route: a malformed, over-long or traversing parameter names nothing.
    if (!isSafePathParam(value)) throw new NotFoundError();
    params[name] = value;
  }
  const form = async (): Promise<FormData> => {
    const type = headers["content-type"] ?? "";
    if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type)) {
      throw new ValidationError("Please send the form as multipart/form-data.");
    }
    try {
      return await new Request("http://local/", { method: "POST", headers: { "content-type": type }, body: rawBody }).formData();
    } catch {
      throw new ValidationError("The form could not be read.");
    }
  };
  return {
    form,
    async fields() {
      if (/^application\/json/i.test(headers["content-type"] ?? "") || !headers["content-type"]) {
        let parsed: unknown;
        try {
          parsed = rawBody.byteLength ? JSON.parse(rawBody.toString("utf8")) : {};
        } catch {
          throw new ValidationError("The request body is not valid JSON.");
        }
        if (!parsed || typeof parsed !== "object" || Array.isArray(parsed))
          throw new ValidationError("The request body must be a JSON object.");
        return parsed as Record<string, unknown>;
      }
      const data = await form();
      return Object.fromEntries([...data.entries()].filter(([, v]) => typeof v === "string"));
    },
    method: event.requestContext.http.method,
    path: event.rawPath,
    params,
    query,
    headers,
    rawBody,
    requestId,
    sourceIp: clientIp,
    log,
    json(schema) {
      let parsed: unknown;
      try {
        parsed = rawBody.byteLength ? JSON.parse(rawBody.toString("utf8")) : {};
      } catch {
        throw new ValidationError("The request body is not valid JSON.");
      }
      const result = schema.safeParse(parsed);
      if (!result.success) throw validationFrom(result.error);
      return result.data;
    },
  };
}

function toResponse(result: ApiResult, requestId: string): APIGatewayProxyStructuredResultV2 {
  const headers: Record<string, string> = { "x-request-id": requestId, "cache-control": "no-store", ...result.headers };
  if (result.binary) {
    return {
      statusCode: result.status ?? 200,
      headers: { "content-type": result.binary.contentType, ...headers },
      body: Buffer.from(result.binary.data).toString("base64"),
      isBase64Encoded: true,
    };
  }
  return {
    statusCode: result.status ?? 200,
    headers: { "content-type": "application/json; charset=utf-8", ...headers },
    body: result.body === undefined ? "" : JSON.stringify(result.body),
  };
}
