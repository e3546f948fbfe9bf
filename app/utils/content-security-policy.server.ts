import { createHash, randomBytes } from "node:crypto";

/**
 * The Content-Security-Policy of every HTML page (ARCHITECTURE §11), built once per response by
 * app/entry.server.tsx, so the local server (express) and the Remix Lambda send the same header,
 * and CloudFront passes it through (infra/constructs/web.ts). It is the second line of defence:
 * the first is that no user text ever reaches an HTML sink (lint rules in eslint.config.js).
 */

/** Razorpay Checkout (checkout_.pay.$bookingId.tsx): the hosts Razorpay's own CSP allow-list names. */
const RAZORPAY = {
  /** checkout.js itself, loaded on demand when Pay is pressed. */
  script: "https://checkout.razorpay.com",
  /** The checkout window (an iframe) and the no-JavaScript hosted checkout the Pay form posts to. */
  api: "https://api.razorpay.com",
  /** checkout.js loads its risk-detection script and images from here. */
  cdn: "https://cdn.razorpay.com",
  /** checkout.js reports errors and metrics here. */
  telemetry: ["https://lumberjack.razorpay.com", "https://lumberjack-metrics.razorpay.com"],
};

/** 128 random bits, fresh for every response: a nonce that repeats is no nonce. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The sha256 of every inline script of a rendered page (base64, as CSP's 'sha256-…' takes it): the
 * exact text between <script …> and </script>, which is what the browser hashes. Scripts with a src
 * are 'self' or a named host; JSON data blocks never run, and hashing them changes nothing.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attributes!)) continue;
    hashes.add(createHash("sha256").update(text!, "utf8").digest("base64"));
  }
  return [...hashes];
}

/**
 * The CSP source of an XYZ tile URL template (MAP_TILE_URL), e.g.
 * "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png" → "https://*.tile.openstreetmap.org".
 * Undefined for a same-origin template ('self' covers it) or a host CSP cannot express.
 */
export function tileSource(tileUrl: string): string | undefined {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(tileUrl.trim());
  if (!match) return undefined;
  // A subdomain placeholder ({s}, {a-c}) in the first label becomes CSP's wildcard label.
  const host = match[2]!.replace(/^\{[^}]*\}\./, "*.").toLowerCase();
  if (!/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/.test(host)) return undefined;
  return `${match[1]!.toLowerCase()}://${host}`;
}

export interface PolicyOptions {
  /**
   * Which inline scripts run: this response's nonce (pages made for one response), or the hashes of
   * the page's own inline scripts (pages CloudFront keeps and hands to many people, where a nonce
   * would be the same for everyone for minutes, so no secret: issue 28, decision 030).
   */
  inlineScripts: { nonce: string } | { sha256: readonly string[] };
  /** MAP_TILE_URL: the map's tiles are images from its origin. */
  mapTileUrl?: string;
  /** `npm run dev`: Vite injects styles from JavaScript and talks to its HMR server over a WebSocket. */
  development?: boolean;
  /**
   * The files bucket's origin (bucketAddress in functions/core/ports/files): post pictures and
   * videos load from short-lived links to it, and uploads are posted to it (decision 012).
   */
  filesOrigin?: string;
}

/** scheme://host[:port] and nothing else, so no configuration can smuggle a directive in. */
function originSource(origin: string | undefined): string[] {
  return origin && /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(origin) ? [origin.toLowerCase()] : [];
}

export function contentSecurityPolicy({ inlineScripts, mapTileUrl, development = false, filesOrigin }: PolicyOptions): string {
  const inline = "nonce" in inlineScripts ? [`'nonce-${inlineScripts.nonce}'`] : inlineScripts.sha256.map((hash) => `'sha256-${hash}'`);
  const tiles = mapTileUrl ? tileSource(mapTileUrl) : undefined;
  const files = originSource(filesOrigin);
  const directives: Record<string, string[]> = {
    // Anything not named below (fonts, manifest, workers) comes from this origin only.
    "default-src": ["'self'"],
    // Our bundles ('self'), the inline scripts we render with this response's nonce or, on a page
    // kept at the edge, with these hashes (Remix's context and module bootstrap, scroll restoration,
    // streamed data), and Razorpay's checkout.js. No 'unsafe-inline', no 'unsafe-eval': injected
    // markup cannot run script.
    "script-src": ["'self'", ...inline, RAZORPAY.script, RAZORPAY.cdn],
    // Only stylesheets from this origin (Tailwind's build, Leaflet's CSS): no page renders a style
    // attribute or an inline <style>, and Leaflet positions its panes through the CSSOM, which CSP
    // does not govern. Dev only: Vite's CSS hot reload inserts <style> elements.
    "style-src": development ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    // Map tiles (MAP_TILE_URL's origin); data: for the small images Vite inlines into Leaflet's CSS;
    // post pictures (signed links to the files bucket).
    "img-src": ["'self'", "data:", ...(tiles ? [tiles] : []), RAZORPAY.cdn, ...files],
    // Post videos, by signed links to the files bucket.
    "media-src": ["'self'", ...files],
    // fetch/XHR: our own loaders, actions and /api; checkout.js talks to Razorpay; the composer
    // uploads to the files bucket (with a progress bar). Dev: Vite's HMR socket.
    "connect-src": ["'self'", RAZORPAY.api, RAZORPAY.script, ...RAZORPAY.telemetry, ...files, ...(development ? ["ws:", "wss:"] : [])],
    // Razorpay's checkout window is an iframe; nothing else is framed.
    "frame-src": [RAZORPAY.api, RAZORPAY.script],
    // No plugins (Flash, PDF plug-ins via <object>/<embed>): a classic script-injection route.
    "object-src": ["'none'"],
    // An injected <base href> would re-point every relative script and form URL.
    "base-uri": ["'self'"],
    // Forms post to this origin (including the local test gateway); without JavaScript, Pay posts
    // to Razorpay's hosted checkout and the composer's file to the files bucket.
    "form-action": ["'self'", RAZORPAY.api, ...files],
    // No site may frame ours (clickjacking on Pay, cancel, sign-in).
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}
