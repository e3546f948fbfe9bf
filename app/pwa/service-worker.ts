/**
 * SMART PARKING's service worker (issue 34, decision 056), built to /sw.js by
 * infra/tools/build-service-worker.ts. It does three things and nothing else:
 *
 * 1. Keeps the offline page (/offline) and the hashed assets it needs, so a navigation without a
 *    network answers with it instead of the browser's error. That page says what still works and
 *    shows the vouchers kept on this phone.
 * 2. Keeps the signed-in driver's vouchers and passes (the server's /resources/offline-vouchers),
 *    brought up to date by the rules of voucher-copies.ts whenever a page asks it to (my bookings,
 *    a confirmed payment) with the network.
 * 3. Drops every kept voucher the moment a response says another member, or nobody, is signed in
 *    (the X-SP-Member header of every page; a message from hydrated pages after logout).
 *
 * Pages are never served from a cache while the network answers: a signed-in page is never shown
 * stale as if fresh, and nothing the server marks private is stored, but for the vouchers.
 */
import { applyServerList, type KeptVouchers } from "./voucher-copies";

/** The parts of the service-worker API used here (TypeScript's webworker lib clashes with the DOM one). */
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response> | Response): void;
}
interface MessageEventLike extends ExtendableEvent {
  data: unknown;
}
interface WorkerScope {
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: MessageEventLike) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  location: Location;
}
const worker = self as unknown as WorkerScope;

const SHELL_CACHE = "sp-shell-v1";
const KEPT_CACHE = "sp-kept-v1";
const KEPT_KEY = "/__kept-vouchers";
const OFFLINE_PAGE = "/offline";
const VOUCHERS_URL = "/resources/offline-vouchers";
const MEMBER_HEADER = "X-SP-Member";

async function cacheShell(): Promise<void> {
  const cache = await caches.open(SHELL_CACHE);
  // The offline page holds nothing of anyone: fetched without cookies, it is the same for all.
  const page = await fetch(OFFLINE_PAGE, { credentials: "omit", cache: "no-store" });
  if (!page.ok) return;
  const html = await page.clone().text();
  await cache.put(OFFLINE_PAGE, page);
  const assets = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
  await cache.addAll([...new Set(assets)]);
}

async function readKept(): Promise<KeptVouchers | null> {
  const response = await (await caches.open(KEPT_CACHE)).match(KEPT_KEY);
  return response ? ((await response.json()) as KeptVouchers) : null;
}

async function writeKept(kept: KeptVouchers | null): Promise<void> {
  const cache = await caches.open(KEPT_CACHE);
  if (!kept) await cache.delete(KEPT_KEY);
  else await cache.put(KEPT_KEY, new Response(JSON.stringify(kept), { headers: { "Content-Type": "application/json" } }));
}

/** Brings the kept vouchers up to date with the server (drops them all when nobody is signed in). */
async function syncVouchers(): Promise<void> {
  const response = await fetch(VOUCHERS_URL, { credentials: "same-origin", cache: "no-store" });
  if (!response.ok) return;
  const fresh = (await response.json()) as { member: string | null; vouchers: KeptVouchers["vouchers"] };
  const changes = applyServerList(await readKept(), fresh.member ? { member: fresh.member, vouchers: fresh.vouchers } : null, new Date());
  await writeKept(changes.kept);
}

/** A response names the member signed in ("none": nobody): copies of anyone else go at once. */
async function noticeMember(marker: string | null): Promise<void> {
  if (marker === null) return;
  const kept = await readKept();
  if (kept && kept.member !== marker) await writeKept(null);
}

async function fromAssets(request: Request): Promise<Response> {
  const cache = await caches.open(SHELL_CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  // Hashed file names never change content: safe to keep, and the offline page may need them.
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function navigate(event: FetchEvent): Promise<Response> {
  try {
    const response = await fetch(event.request);
    event.waitUntil(noticeMember(response.headers.get(MEMBER_HEADER)));
    return response;
  } catch (error) {
    const offline = await (await caches.open(SHELL_CACHE)).match(OFFLINE_PAGE);
    if (offline) return offline;
    throw error;
  }
}

worker.addEventListener("install", (event) => event.waitUntil(cacheShell().then(() => worker.skipWaiting())));

worker.addEventListener("activate", (event) => {
  const current = new Set([SHELL_CACHE, KEPT_CACHE]);
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => !current.has(key)).map((key) => caches.delete(key))))
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== worker.location.origin) return;
  if (request.mode === "navigate") event.respondWith(navigate(event));
  else if (url.pathname.startsWith("/assets/")) event.respondWith(fromAssets(request));
});

worker.addEventListener("message", (event) => {
  const message = event.data as { type?: string; member?: string | null } | null;
  if (message?.type === "sync-vouchers") event.waitUntil(syncVouchers().catch(() => undefined));
  if (message?.type === "member") event.waitUntil(noticeMember(message.member ?? "none"));
});
