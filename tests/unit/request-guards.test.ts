import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { afterEach, describe, expect, it } from "vitest";
import { resetConfig } from "@core/config";
import { admitFromEdge, EDGE_SECRET_HEADER } from "@core/security/edge-guard";
import { isAllowedRequest, ownOrigin } from "@core/security/same-origin";
import { httpHandler } from "../../functions/handlers/shared/http";
import { cookieName } from "../../app/utils/cookie-name";

/**
 * Issue 9, items 3 and 6: only CloudFront reaches the functions (a secret origin header), the
 * client address is CloudFront's stamp only when that header is right, and state changes come
 * only from our own pages.
 */
const SECRET = "s".repeat(40);
const secrets = async () => [SECRET];
const headersOf = (h: Record<string, string>) => (name: string) => h[name];

describe("the edge guard", () => {
  const deployed = { EDGE_SECRET_ARN: "arn:aws:secretsmanager:ap-south-1:1:secret:edge", AWS_REGION: "ap-south-1" };

  it("refuses a request without the origin secret, or with a wrong one", async () => {
    expect(await admitFromEdge(deployed, headersOf({}), "203.0.113.9", secrets)).toEqual({ admitted: false });
    expect(await admitFromEdge(deployed, headersOf({ [EDGE_SECRET_HEADER]: "t".repeat(40) }), "203.0.113.9", secrets)).toEqual({
      admitted: false,
    });
    expect(await admitFromEdge(deployed, headersOf({ [EDGE_SECRET_HEADER]: SECRET.slice(1) }), "203.0.113.9", secrets)).toEqual({
      admitted: false,
    });
  });

  it("takes the viewer address CloudFront stamps only on a request that carries the secret", async () => {
    const verdict = await admitFromEdge(
      deployed,
      headersOf({ [EDGE_SECRET_HEADER]: SECRET, "x-viewer-ip": "198.51.100.7" }),
      "10.0.0.1",
      secrets,
    );
    expect(verdict).toEqual({ admitted: true, clientIp: "198.51.100.7" });
  });

  it("accepts either value while a new secret is rolled out", async () => {
    const two = async () => ["n".repeat(40), SECRET];
    expect(await admitFromEdge(deployed, headersOf({ [EDGE_SECRET_HEADER]: SECRET }), "10.0.0.1", two)).toMatchObject({ admitted: true });
  });

  it("off AWS ignores a forged x-viewer-ip and uses the connection's address", async () => {
    const verdict = await admitFromEdge({ AWS_REGION: "ap-south-1" }, headersOf({ "x-viewer-ip": "1.2.3.4" }), "127.0.0.1");
    expect(verdict).toEqual({ admitted: true, clientIp: "127.0.0.1" });
  });
});

describe("the same-origin guard", () => {
  const own = "https://parking.example";
  const allowed = (method: string, path: string, h: Record<string, string>) => isAllowedRequest(method, path, headersOf(h), own);

  it("lets reads through from anywhere", () => {
    expect(allowed("GET", "/profile", { "sec-fetch-site": "cross-site", origin: "https://evil.example" })).toBe(true);
  });

  it("refuses a cross-site or same-site (sibling subdomain) POST", () => {
    expect(allowed("POST", "/profile", { "sec-fetch-site": "cross-site" })).toBe(false);
    expect(allowed("POST", "/profile", { "sec-fetch-site": "same-site", origin: "https://blog.parking.example" })).toBe(false);
    expect(allowed("POST", "/logout", { origin: "https://evil.example" })).toBe(false);
    expect(allowed("POST", "/logout", { origin: "null" })).toBe(false);
    expect(allowed("DELETE", "/api/vehicles/v1", { origin: "https://evil.example" })).toBe(false);
  });

  it("admits our own pages, and clients that are not browsers", () => {
    expect(allowed("POST", "/profile", { "sec-fetch-site": "same-origin", origin: own })).toBe(true);
    expect(allowed("POST", "/profile", { origin: own })).toBe(true);
    expect(allowed("POST", "/api/users/signin", {})).toBe(true);
  });

  it("admits the two signature-checked endpoints other sites post to", () => {
    expect(allowed("POST", "/payment/callback", { "sec-fetch-site": "cross-site", origin: "https://api.razorpay.com" })).toBe(true);
    expect(allowed("POST", "/api/razorpay/webhook", { origin: "https://evil.example" })).toBe(true);
    expect(allowed("POST", "/payment/callback/x", { "sec-fetch-site": "cross-site" })).toBe(false);
  });

  it("admits a mail client's one-click unsubscribe POST (RFC 8058) to /unsubscribe/<token> only, one segment deep", () => {
    expect(allowed("POST", "/unsubscribe/offers.u1.sig", { "sec-fetch-site": "cross-site", origin: "https://mail.example" })).toBe(true);
    expect(allowed("POST", "/unsubscribe/offers.u1.sig/more", { "sec-fetch-site": "cross-site" })).toBe(false);
    expect(allowed("POST", "/settings/mail", { "sec-fetch-site": "cross-site", origin: "https://evil.example" })).toBe(false);
  });

  it("builds the origin from the forwarded host behind CloudFront", () => {
    expect(ownOrigin(headersOf({ host: "abc.execute-api.amazonaws.com", "x-forwarded-host": "parking.example" }), "https")).toBe(own);
    expect(ownOrigin(headersOf({ host: "localhost:3000" }), "http")).toBe("http://localhost:3000");
  });
});

describe("the API shell runs both guards first", () => {
  afterEach(() => {
    delete process.env.EDGE_SECRET_ARN;
    resetConfig();
  });

  function event(headers: Record<string, string>, method = "POST"): APIGatewayProxyEventV2 {
    return {
      version: "2.0",
      routeKey: `${method} /api/things`,
      rawPath: "/api/things",
      rawQueryString: "",
      headers: { host: "abc.execute-api.amazonaws.com", ...headers },
      requestContext: { requestId: "req-1", http: { method, sourceIp: "10.1.2.3" } },
      isBase64Encoded: false,
    } as unknown as APIGatewayProxyEventV2;
  }

  function setUp() {
    Object.assign(process.env, {
      LOG_LEVEL: "silent",
      APP_ENV: "test",
      TABLE_NAME: "unused",
      FILES_BUCKET: "unused",
      EDGE_SECRET_ARN: "arn:edge",
    });
    resetConfig();
    const calls: string[] = [];
    const handler = httpHandler(
      async (req) => {
        calls.push(req.sourceIp);
        return { body: { ip: req.sourceIp } };
      },
      { edgeSecrets: secrets },
    );
    return { calls, handler };
  }

  it("answers 403 to a direct call that skips CloudFront, forged x-viewer-ip or not, and never runs the route", async () => {
    const { calls, handler } = setUp();
    expect((await handler(event({}))).statusCode).toBe(403);
    expect((await handler(event({ "x-viewer-ip": "1.2.3.4" }))).statusCode).toBe(403);
    expect(calls).toEqual([]);
  });

  it("passes CloudFront's request on with the stamped viewer address", async () => {
    const { calls, handler } = setUp();
    const res = await handler(
      event({ [EDGE_SECRET_HEADER]: SECRET, "x-viewer-ip": "198.51.100.7", "x-forwarded-host": "parking.example" }),
    );
    expect(res.statusCode).toBe(200);
    expect(calls).toEqual(["198.51.100.7"]);
  });

  it("refuses a cross-site POST that did come through CloudFront", async () => {
    const { calls, handler } = setUp();
    const res = await handler(
      event({ [EDGE_SECRET_HEADER]: SECRET, "x-forwarded-host": "parking.example", origin: "https://evil.example" }),
    );
    expect(res.statusCode).toBe(403);
    expect(calls).toEqual([]);
  });
});

describe("cookie names", () => {
  it("carry the __Host- prefix in production, so no sibling subdomain can set or shadow them", () => {
    expect(cookieName("sp_session", true)).toBe("__Host-sp_session");
    expect(cookieName("sp_session", false)).toBe("__sp_session");
  });
});
