import { PassThrough } from "node:stream";
import type { EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { contentSecurityPolicy, createNonce, inlineScriptHashes, type PolicyOptions } from "~/utils/content-security-policy.server";
import { guardSharedCaching } from "~/utils/edge-cache.server";
import { isSharedCacheControl } from "@core/security/edge-cache";
import { NonceProvider } from "~/utils/nonce";
import { MEMBER_HEADER } from "~/utils/member-marker.server";
import { config } from "@core/config";
import { bucketAddress } from "@core/ports/files/bucket-address";

/**
 * Remix's default Node entry (streaming, bots get the whole document at once), plus the page's
 * Content-Security-Policy: a fresh nonce per response, sent in the header and given to every
 * inline script React and Remix render (the root layout reads it with useNonce()). Set here, it
 * applies wherever the Remix build runs: the local express server and the Lambda behind CloudFront.
 *
 * A page CloudFront keeps for everyone (decision 030) would hand one nonce to every visitor for
 * minutes, so it gets none: it is rendered whole, and its CSP lists the sha256 of each inline script
 * it actually contains (issue 28). Those pages are small and the same for everyone, so waiting for
 * the whole document costs nothing a visitor notices (the edge serves them after the first).
 */
const ABORT_DELAY = 5_000;

function mapTileUrl(): string | undefined {
  try {
    return config().MAP_TILE_URL;
  } catch {
    // Invalid configuration: the root renders "Server is down", which shows no map.
    return undefined;
  }
}

/** Where post pictures and videos load from and uploads go (decision 012). */
function filesOrigin(): string | undefined {
  try {
    return bucketAddress(config()).origin;
  } catch {
    // Invalid configuration: no page shows media.
    return undefined;
  }
}

/**
 * Who is signed in, for the service worker's kept vouchers (issue 34): the root loader's opaque
 * marker, or "none". The worker drops every kept copy when it sees another. No header in the admin
 * area, which reads no member session.
 */
function nameTheMember(responseHeaders: Headers, remixContext: EntryContext): void {
  const root = remixContext.staticHandlerContext.loaderData?.root as { member?: string | null } | undefined;
  if (root && root.member !== undefined) responseHeaders.set(MEMBER_HEADER, root.member ?? "none");
}

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, remixContext: EntryContext) {
  // Only anonymous pages that are the same for everyone may be kept at the edge (decision 030).
  guardSharedCaching(request, responseStatusCode, responseHeaders);
  nameTheMember(responseHeaders, remixContext);
  const policy = (inlineScripts: PolicyOptions["inlineScripts"]) =>
    contentSecurityPolicy({
      inlineScripts,
      mapTileUrl: mapTileUrl(),
      filesOrigin: filesOrigin(),
      development: process.env.NODE_ENV === "development",
    });
  if (isSharedCacheControl(responseHeaders.get("Cache-Control")))
    return renderWhole(request, responseStatusCode, responseHeaders, remixContext, policy);

  const nonce = createNonce();
  responseHeaders.set("Content-Security-Policy", policy({ nonce }));
  // Crawlers and SPA mode get the document once everything is ready; browsers get the shell early.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || remixContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const ready = () => {
      shellRendered = true;
      const body = new PassThrough();
      responseHeaders.set("Content-Type", "text/html");
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        // React's own inline scripts (streamed Suspense boundaries) carry the nonce too.
        nonce,
        ...(waitForAll ? { onAllReady: ready } : { onShellReady: ready }),
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell reject above and Remix logs them; log only those after it streamed.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}

/** A page kept at the edge: rendered whole, without a nonce, its CSP naming its inline scripts' hashes. */
function renderWhole(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  policy: (inlineScripts: PolicyOptions["inlineScripts"]) => string,
): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(<RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />, {
      onAllReady() {
        const body = new PassThrough();
        const chunks: Buffer[] = [];
        body.on("data", (chunk: Buffer) => chunks.push(chunk));
        body.on("error", reject);
        body.on("end", () => {
          const html = Buffer.concat(chunks).toString("utf8");
          // A render that failed on the way is no page to share.
          guardSharedCaching(request, responseStatusCode, responseHeaders);
          responseHeaders.set("Content-Security-Policy", policy({ sha256: inlineScriptHashes(html) }));
          responseHeaders.set("Content-Type", "text/html");
          resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
        });
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        console.error(error);
      },
    });
    setTimeout(abort, ABORT_DELAY);
  });
}

/** Client navigations' data (`*.data`) follow the same caching rule as the pages (decision 030). */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  guardSharedCaching(request, response.status, response.headers);
  return response;
};
