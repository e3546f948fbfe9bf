import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { createElement } from "react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as entryServer from "../../app/entry.server";
import * as root from "../../app/root";
import { contentSecurityPolicy, tileSource } from "../../app/utils/content-security-policy.server";
import { resetConfig } from "@core/config";
import { bucketAddress } from "@core/ports/files/bucket-address";
import { remixBuild } from "../support/remix-build";

/**
 * The Content-Security-Policy of every page (ARCHITECTURE §11): the real entry.server and root
 * layout, rendered by Remix's request handler over a one-page build, must send a CSP whose nonce is
 * the one every inline script of that page carries, and a fresh one per response.
 */
// What the islands Vite plugin gives the server build (decision 005): one island page here.
vi.mock("virtual:islands", () => ({ default: { test: { src: "/assets/test-island.js", preload: ["/assets/react.js"] } } }));

/** The test configuration's files bucket (FILES_BUCKET csp-test, the default region, no s3rver). */
const BUCKET = "https://csp-test.s3.ap-south-1.amazonaws.com";

function build(): ServerBuild {
  return remixBuild(entryServer, [
    // The real layout; only the header's session lookup is replaced (no table in a unit test).
    { id: "root", path: "", module: { ...root, loader: async () => ({ user: null }) } },
    { id: "routes/_index", parentId: "root", index: true, module: { default: () => createElement("p", null, "A page") } },
    {
      id: "routes/island",
      parentId: "root",
      path: "island",
      module: { default: () => createElement("p", null, "An island page"), handle: { island: "test" } },
    },
  ]);
}

async function getPage(
  userAgent = "Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0",
  path = "/",
): Promise<{ csp: string; html: string; type: string }> {
  const handler = createRequestHandler(build(), "production");
  const response = await handler(new Request(`http://localhost${path}`, { headers: { "user-agent": userAgent } }));
  expect(response.status).toBe(200);
  return {
    csp: response.headers.get("content-security-policy") ?? "",
    html: await response.text(),
    type: response.headers.get("content-type") ?? "",
  };
}

function nonceOf(csp: string): string {
  const match = /script-src [^;]*'nonce-([A-Za-z0-9+/=]+)'/.exec(csp);
  expect(match, csp).not.toBeNull();
  return match![1]!;
}

/** Every <script> the browser would execute (JSON data blocks are not executed). */
function executableScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => !/type="application\/json"/.test(tag));
}

describe("a page's Content-Security-Policy", () => {
  beforeAll(() => {
    vi.stubEnv("APP_ENV", "test");
    vi.stubEnv("TABLE_NAME", "csp-test");
    vi.stubEnv("FILES_BUCKET", "csp-test");
    vi.stubEnv("MAP_TILE_URL", "https://{s}.tiles.example.org/{z}/{x}/{y}.png");
    resetConfig();
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    resetConfig();
  });

  it("carries a nonce, and every inline script of the page carries that same nonce", async () => {
    for (const agent of [undefined, "Googlebot/2.1 (+http://www.google.com/bot.html)"]) {
      const page = await getPage(agent);
      expect(page.type).toMatch(/^text\/html/);
      const nonce = nonceOf(page.csp);
      const scripts = executableScripts(page.html);
      // Remix's context and module bootstrap and scroll restoration, at least.
      expect(scripts.length).toBeGreaterThanOrEqual(3);
      for (const tag of scripts) expect(tag).toContain(` nonce="${nonce}"`);
    }
  });

  it("is on island pages' module script too, which load without the Remix runtime", async () => {
    const page = await getPage(undefined, "/island");
    const nonce = nonceOf(page.csp);
    const scripts = executableScripts(page.html);
    // The root layout's inline service-worker registration (decision 057), then the island's module.
    expect(scripts).toEqual([`<script nonce="${nonce}">`, `<script type="module" src="/assets/test-island.js" nonce="${nonce}">`]);
  });

  it("is fresh for every response", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) nonces.add(nonceOf((await getPage()).csp));
    expect(nonces.size).toBe(5);
  });

  it("allows no inline script or style, no plugins, no framing, no foreign base or form targets", async () => {
    const { csp } = await getPage();
    const directive = (name: string) => csp.split(/;\s*/).find((d) => d.startsWith(`${name} `));
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(directive("script-src")).toMatch(/^script-src 'self' 'nonce-[^']+' https:\/\/checkout\.razorpay\.com/);
    expect(directive("style-src")).toBe("style-src 'self'");
    expect(directive("object-src")).toBe("object-src 'none'");
    expect(directive("base-uri")).toBe("base-uri 'self'");
    expect(directive("frame-ancestors")).toBe("frame-ancestors 'none'");
    // Without JavaScript, Pay posts to Razorpay and the composer's file to the files bucket (decision 012).
    expect(directive("form-action")).toBe(`form-action 'self' https://api.razorpay.com ${BUCKET}`);
    // The map's tiles, from the configured MAP_TILE_URL; post pictures from the files bucket.
    expect(directive("img-src")).toBe(`img-src 'self' data: https://*.tiles.example.org https://cdn.razorpay.com ${BUCKET}`);
    expect(directive("media-src")).toBe(`media-src 'self' ${BUCKET}`);
    expect(directive("connect-src")).toMatch(new RegExp(`^connect-src 'self' .* ${BUCKET.replace(/\./g, "\\.")}$`));
  });
});

describe("the files bucket's place in the CSP (post media, uploads)", () => {
  const directive = (csp: string, name: string) => csp.split(/;\s*/).find((d) => d.startsWith(`${name} `)) ?? "";

  it("is the bucket's own regional endpoint in AWS and s3rver's loopback origin locally, nothing wider", () => {
    const aws = bucketAddress({ FILES_BUCKET: "smartparking-files-1a2b", AWS_REGION: "ap-south-1" });
    expect(aws.origin).toBe("https://smartparking-files-1a2b.s3.ap-south-1.amazonaws.com");
    const local = bucketAddress({
      FILES_BUCKET: "smart-parking-files-local",
      AWS_REGION: "ap-south-1",
      S3_ENDPOINT: "http://127.0.0.1:4569",
    });
    expect(local.origin).toBe("http://127.0.0.1:4569");
    const csp = contentSecurityPolicy({ inlineScripts: { nonce: "abc" }, filesOrigin: aws.origin });
    for (const name of ["img-src", "media-src", "connect-src", "form-action"]) expect(directive(csp, name)).toContain(aws.origin);
    expect(csp).not.toMatch(/\*\.amazonaws\.com|https:\s|\bhttps:;/);
    // Not in script-src, frame-src or default-src: the bucket serves media, never code.
    for (const name of ["script-src", "frame-src", "default-src", "object-src"]) expect(directive(csp, name)).not.toContain("amazonaws");
  });

  it("leaves the bucket out when it is not configured, and cannot smuggle a directive in", () => {
    expect(directive(contentSecurityPolicy({ inlineScripts: { nonce: "abc" } }), "media-src")).toBe("media-src 'self'");
    const csp = contentSecurityPolicy({ inlineScripts: { nonce: "abc" }, filesOrigin: "https://x.example; script-src 'unsafe-inline'" });
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("x.example");
  });
});

describe("the map tiles' source", () => {
  it("is the origin of the tile URL template, with a subdomain placeholder as a wildcard", () => {
    expect(tileSource("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe("https://tile.openstreetmap.org");
    expect(tileSource("https://{s}.tile.example.com:8443/{z}/{x}/{y}.png")).toBe("https://*.tile.example.com:8443");
    expect(tileSource("/tiles/{z}/{x}/{y}.png")).toBeUndefined();
    expect(tileSource("https://evil.example; script-src *")).toBeUndefined();
  });

  it("cannot smuggle a directive into the header", () => {
    const csp = contentSecurityPolicy({
      inlineScripts: { nonce: "abc" },
      mapTileUrl: "https://x.example;script-src 'unsafe-inline'/{z}.png",
    });
    expect(csp).not.toContain("unsafe-inline");
  });

  it("relaxes styles and the HMR socket only in development", () => {
    const dev = contentSecurityPolicy({ inlineScripts: { nonce: "abc" }, development: true });
    expect(dev).toContain("style-src 'self' 'unsafe-inline'");
    expect(dev).toMatch(/connect-src [^;]*ws:/);
    expect(dev).not.toMatch(/script-src [^;]*unsafe/);
  });
});
