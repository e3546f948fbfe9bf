/**
 * SMART PARKING's service worker (issue 34, decision 057), built to /sw.js by
 * infra/tools/build-service-worker.ts. It does four things and nothing else:
 *
 * 1. Keeps the offline page (/offline) and the hashed assets it needs, so a navigation without a
 *    network answers with it (at the address asked for) instead of the browser's error. That page
 *    says what still works and shows what is kept on this phone.
 * 2. Keeps the signed-in driver's vouchers and passes (the server's /resources/offline-vouchers),
 *    brought up to date by the rules of voucher-copies.ts whenever a page asks it to (My bookings,
 *    a confirmed payment) with the network.
 * 3. Keeps the operator desk's last arrivals list, handed over by the desk page itself.
 * 4. Deletes everything kept the moment a response or a page names another member, or nobody (the
 *    X-SP-Member header of every page; a message from hydrated pages after a sign-out or sign-in).
 *
 * Pages always go to the network: a signed-in page is never shown stale as if fresh, and no page or
 * API response is stored, but the voucher views and the desk list in KEPT_CACHE.
 */
import { applyServerList, type KeptVouchers, type VoucherCopy } from "./voucher-copies";
import { KEPT_CACHE, OWNER_KEY, VOUCHERS_KEY, deskKey, readKept, type KeptDesk } from "./kept-store";
import { LANGUAGES, isLanguage, languageFromAcceptLanguage, type Language } from "../../functions/core/i18n/languages";

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
  navigator: { languages?: readonly string[] };
}
const worker = self as unknown as WorkerScope;

/** Set by the build from the client build's file names: each deploy's worker differs, so browsers install it and drop the last shell. */
declare const BUILD_ID: string;
const SHELL_CACHE = `sp-shell-${BUILD_ID}`;
const OFFLINE_PAGE = "/offline";
const VOUCHERS_URL = "/resources/offline-vouchers";
const MEMBER_HEADER = "X-SP-Member";
const NOBODY = "none";

/**
 * The offline page in each language (issue 35), kept under its own key: fetched without cookies, the
 * language is Accept-Language's, which the origin and the edge's cache key both read (decision 058).
 */
const offlineKey = (language: Language) => `${OFFLINE_PAGE}?lang=${language}`;
/** The visitor's last choice of language, seen on its way to the switch (/language?to=…); kept across builds. */
const LANGUAGE_CACHE = "sp-language";
const LANGUAGE_KEY = "/language-chosen";

async function cacheShell(): Promise<void> {
  const cache = await caches.open(SHELL_CACHE);
  const assets: string[] = [];
  for (const language of LANGUAGES) {
    // The offline page holds nothing of anyone: fetched without cookies, it is the same for all.
    const page = await fetch(OFFLINE_PAGE, { credentials: "omit", cache: "no-store", headers: { "Accept-Language": language } });
    if (!page.ok) continue;
    const html = await page.clone().text();
    await cache.put(offlineKey(language), page);
    // Its scripts, styles and the header's logo: hashed build files, and /static/ files of this build.
    assets.push(...[...html.matchAll(/(?:href|src)="(\/(?:assets|static)\/[^"]+)"/g)].map((match) => match[1]!));
  }
  // One by one: a file that fails (a deploy in between) must not stop the worker from installing.
  await Promise.all([...new Set(assets)].map((asset) => cache.add(asset).catch(() => undefined)));
}

const json = (value: unknown) => new Response(JSON.stringify(value), { headers: { "Content-Type": "application/json" } });

/** Everything kept goes: the member signed out, or someone else signed in. */
const forgetAll = () => caches.delete(KEPT_CACHE);

/** Makes `member` the owner of what is kept, deleting a previous owner's copies first. */
async function keepFor(member: string): Promise<Cache> {
  const owner = await readKept<string>(OWNER_KEY);
  if (owner !== member) {
    await forgetAll();
    const cache = await caches.open(KEPT_CACHE);
    await cache.put(OWNER_KEY, json(member));
    return cache;
  }
  return caches.open(KEPT_CACHE);
}

/** A response or a page names who is signed in (NOBODY: no one): anyone else's copies go at once. */
async function noticeMember(marker: string | null): Promise<void> {
  if (marker === null) return;
  const owner = await readKept<string>(OWNER_KEY);
  // Nothing is written before the owner (keepFor), so a cache without one holds nothing to show.
  if (owner !== null && owner !== marker) await forgetAll();
}

/** Brings the kept vouchers up to date with the server (drops everything when nobody is signed in). */
async function syncVouchers(): Promise<void> {
  const response = await fetch(VOUCHERS_URL, { credentials: "same-origin", cache: "no-store" });
  if (!response.ok) return;
  const fresh = (await response.json()) as { member: string | null; vouchers: VoucherCopy[] };
  if (!fresh.member) return void (await forgetAll());
  const cache = await keepFor(fresh.member);
  const changes = applyServerList(
    await readKept<KeptVouchers>(VOUCHERS_KEY),
    { member: fresh.member, vouchers: fresh.vouchers },
    new Date(),
  );
  if (changes.kept) await cache.put(VOUCHERS_KEY, json(changes.kept));
  else await cache.delete(VOUCHERS_KEY);
}

/** The desk page hands over what it shows, for its operator: kept until another member or a sign-out. */
async function keepDesk(member: string, desk: Omit<KeptDesk, "member" | "savedAt">): Promise<void> {
  const cache = await keepFor(member);
  const kept: KeptDesk = {
    member,
    savedAt: new Date().toISOString(),
    parking: desk.parking,
    today: desk.today,
    arrivals: desk.arrivals,
    texts: desk.texts,
  };
  await cache.put(deskKey(desk.parking.id), json(kept));
}

async function fromAssets(request: Request): Promise<Response> {
  const cache = await caches.open(SHELL_CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  // Hashed file names never change content, and /static/ files change only with a build: safe to
  // keep in this build's cache (a new build's worker starts a new one); the offline page's island
  // may load a chunk its HTML does not name.
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** The switch's link names the language chosen; the worker cannot read the cookie it sets, so it notes it. */
async function noticeLanguage(url: URL): Promise<void> {
  const chosen = url.searchParams.get("to");
  if (url.pathname !== "/language" || !isLanguage(chosen)) return;
  await (await caches.open(LANGUAGE_CACHE)).put(LANGUAGE_KEY, json(chosen));
}

/** The visitor's language: the choice last seen, else the browser's preference (the rule of a first visit). */
async function offlineLanguage(): Promise<Language> {
  const chosen = await (await (await caches.open(LANGUAGE_CACHE)).match(LANGUAGE_KEY))?.json().catch(() => null);
  return isLanguage(chosen) ? chosen : languageFromAcceptLanguage((worker.navigator.languages ?? []).join(","));
}

async function navigate(event: FetchEvent): Promise<Response> {
  try {
    // "no-cache": the browser's HTTP cache must not answer. The shared pages' Cache-Control carries
    // stale-while-revalidate for the edge, and a worker's fetch (unlike the browser's own navigation)
    // honours it: the page just switched to Hindi, or just signed into, came back as the stale
    // English or signed-out copy (measured: the language switch failed on every controlled page).
    const response = await fetch(event.request, { cache: "no-cache" });
    event.waitUntil(noticeMember(response.headers.get(MEMBER_HEADER)));
    event.waitUntil(noticeLanguage(new URL(event.request.url)).catch(() => undefined));
    return response;
  } catch (error) {
    // No network: the offline page, never a kept copy of the page asked for (it could be stale).
    const cache = await caches.open(SHELL_CACHE);
    const offline = (await cache.match(offlineKey(await offlineLanguage()))) ?? (await cache.match(offlineKey("en")));
    if (offline) return offline;
    throw error;
  }
}

worker.addEventListener("install", (event) => event.waitUntil(cacheShell().then(() => worker.skipWaiting())));

worker.addEventListener("activate", (event) => {
  const current = new Set([SHELL_CACHE, KEPT_CACHE, LANGUAGE_CACHE]);
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
  else if (url.pathname.startsWith("/assets/") || url.pathname.startsWith("/static/")) event.respondWith(fromAssets(request));
});

type Message =
  | { type: "sync-vouchers" }
  | { type: "member"; member: string | null }
  | { type: "keep-desk"; member: string; desk: Omit<KeptDesk, "member" | "savedAt"> };

worker.addEventListener("message", (event) => {
  const message = event.data as Message | null;
  if (message?.type === "sync-vouchers") event.waitUntil(syncVouchers().catch(() => undefined));
  if (message?.type === "member") event.waitUntil(noticeMember(message.member ?? NOBODY));
  if (message?.type === "keep-desk" && typeof message.member === "string" && message.desk?.parking?.id) {
    event.waitUntil(keepDesk(message.member, message.desk).catch(() => undefined));
  }
});
