import autocannon from "autocannon";
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { freePort } from "../../infra/local/free-port";
import { DEMO_ACCOUNTS } from "../../infra/local/seed/accounts";
import { ROOT, startProduct, stopProduct } from "./product-server";

/**
 * `npm run bench:load` (issue 16): the product started the way `npm start` starts it (the production
 * build, DynamoDB Local, s3rver, the demo data; in memory here, so a run changes nothing on disk), on
 * a free 127.0.0.1 port, then autocannon against it: a few pages, the JSON search, sign-in and a
 * mixed driver journey. Each run is bounded in time. Loopback only: the bench refuses any other host.
 *
 *   LOAD_SECONDS      seconds per target (default 10)
 *   LOAD_CONNECTIONS  concurrent connections (default 20)
 *   LOAD_ONLY         comma-separated target names, to run a few (e.g. "home,search")
 *   LOAD_CPU_PROF     a folder: the server runs with `node --cpu-prof` and writes its profile there on
 *                     exit (summarise it with `tsx tests/bench/cpu-profile-summary.ts <file>`)
 *
 * Figures are printed beside the (measured on `npm start` before it, 20 connections) and
 * written to .cache/bench/load.json. On a shared machine they are noisy: compare runs made back to back.
 */
const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 20);
const ONLY = process.env.LOAD_ONLY?.split(",").map((s) => s.trim());

/** Issue 16's figures (requests/s), measured before this bench existed. */
const PREVIOUS: Record<string, number> = { about: 155, home: 91, search: 27, "api-search": 41 };

interface Figures {
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /**
   * The server process's CPU time (all its threads, not DynamoDB Local's) per request: unlike
   * requests/s and latency, it hardly moves when other work shares the machine.
   */
  serverCpuMsPerRequest: number;
  requests: number;
  non2xx: number;
  errors: number;
}

type Target = Pick<autocannon.Options, "method" | "body" | "headers" | "requests" | "timeout"> & {
  name: string;
  path: string;
  note: string;
};

async function main(): Promise<void> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const profile = process.env.LOAD_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${resolve(process.env.LOAD_CPU_PROF)}`] : [];
  const server = await startProduct(port, profile);
  try {
    const targets = await buildTargets(origin);
    const results: Record<string, Figures> = {};
    for (const target of targets) {
      if (ONLY && !ONLY.includes(target.name)) continue;
      process.stdout.write(`  ${target.name} (${target.note}) …\n`);
      results[target.name] = await run(origin, target, server.pid!);
    }
    report(results);
    mkdirSync(resolve(ROOT, ".cache/bench"), { recursive: true });
    writeFileSync(
      resolve(ROOT, ".cache/bench/load.json"),
      JSON.stringify({ at: new Date().toISOString(), seconds: SECONDS, connections: CONNECTIONS, previous: PREVIOUS, results }, null, 2),
    );
  } finally {
    // autocannon leaves its last requests in flight; let the server answer them before its table stops.
    await new Promise((ok) => setTimeout(ok, 2_000));
    await stopProduct(server);
  }
}

/** India-time datetime-local values for tomorrow 10:00 to 15:00, the window every search asks for. */
function tomorrowWindow(): { in: string; out: string } {
  const day = new Date(Date.now() + 5.5 * 3600_000 + 24 * 3600_000).toISOString().slice(0, 10);
  return { in: `${day}T10:00`, out: `${day}T15:00` };
}

async function buildTargets(origin: string): Promise<Target[]> {
  const window = tomorrowWindow();
  const search = `/search?${new URLSearchParams({ place: "Mumbai", in: window.in, out: window.out, type: "four" })}`;
  const apiSearch = `/api/parking/search?${new URLSearchParams({ place: "Mumbai", type: "four", inTime: window.in, outTime: window.out })}`;
  // The first result's detail link, as a driver would follow it.
  const html = await (await mustFetch(origin, search)).text();
  const detail = /href="(\/detail\/[^"]+)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");
  if (!detail) throw new Error("no detail link on the search page");
  await mustFetch(origin, apiSearch);
  await mustFetch(origin, detail);

  await checkCompression(origin);

  const signIn = await signInTarget(origin);
  return [
    { name: "about", path: "/about", note: "a static page" },
    { name: "home", path: "/", note: "the home page with its counters" },
    { name: "search", path: search, note: "Mumbai, tomorrow 10:00-15:00, four-wheelers" },
    { name: "detail", path: detail, note: "the first result's detail page" },
    { name: "api-search", path: apiSearch, note: "the JSON search" },
    signIn,
    {
      name: "journey",
      path: "/",
      note: "home, search, detail, JSON search in turn on each connection",
      requests: [{ path: "/" }, { path: search }, { path: detail }, { path: apiSearch }],
    },
  ];
}

/**
 * Sign-in with the demo drivers' passwords at full cost (scrypt, as `npm start` has it). The back-off
 * counts per account and client, and every attempt counts as a failure until its password checks out:
 * so each connection gets its own device cookie, made known to its account by one sign-in first, one
 * at a time. Then no pair ever has two attempts in flight, and no attempt is refused.
 */
async function signInTarget(origin: string): Promise<Target> {
  const accounts = DEMO_ACCOUNTS.filter((a) => a.role !== "admin");
  const clients = Array.from({ length: CONNECTIONS }, (_, i) => ({
    account: accounts[i % accounts.length]!,
    device: randomBytes(16).toString("base64url"),
  }));
  const headers = (device: string) => ({
    "content-type": "application/x-www-form-urlencoded",
    origin,
    cookie: `__sp_device=${device}`,
  });
  const body = (a: (typeof accounts)[number]) => new URLSearchParams({ email: a.email, password: a.password, redirectTo: "/" }).toString();
  for (const client of clients) {
    const response = await fetch(`${origin}/signin`, {
      method: "POST",
      headers: headers(client.device),
      body: body(client.account),
      redirect: "manual",
    });
    if (response.status !== 302) throw new Error(`sign-in for ${client.account.email} answered ${response.status}`);
  }
  let next = 0;
  return {
    name: "signin",
    path: "/signin",
    note: `POST /signin, ${accounts.length} demo accounts, a known device per connection`,
    // A full-cost scrypt hash per request: with 20 in flight on two cores, some wait longer than autocannon's 10 s.
    timeout: 60,
    requests: [
      {
        method: "POST",
        path: "/signin",
        setupRequest: (request, context) => {
          const ctx = context as { client?: (typeof clients)[number] };
          ctx.client ??= clients[next++ % clients.length]!;
          return { ...request, headers: headers(ctx.client.device), body: body(ctx.client.account) };
        },
      },
    ],
  };
}

/** The local server compresses pages and JSON for a browser that accepts gzip (decision 030). */
async function checkCompression(origin: string): Promise<void> {
  for (const path of ["/", "/about"]) {
    const response = await fetch(`${origin}${path}`, { headers: { "accept-encoding": "gzip" } });
    const encoding = response.headers.get("content-encoding");
    await response.arrayBuffer();
    if (encoding !== "gzip") throw new Error(`${path} came back with Content-Encoding ${encoding}, not gzip`);
  }
  process.stdout.write("  compression: / and /about come gzipped\n");
}

async function mustFetch(origin: string, path: string): Promise<Response> {
  const response = await fetch(`${origin}${path}`);
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return response;
}

async function run(origin: string, target: Target, serverPid: number): Promise<Figures> {
  if (new URL(origin).hostname !== "127.0.0.1") throw new Error("the load bench runs against loopback only");
  const { name: _name, path, note: _note, ...options } = target;
  // A short warm-up, so the first figures do not carry the JIT's and the connections' start.
  await autocannon({ url: `${origin}${path}`, connections: 4, amount: 20, ...options });
  // Every response's time, for exact percentiles (autocannon's summary has p97.5 but no p95).
  const times: number[] = [];
  const cpuBefore = cpuMs(serverPid);
  const result = await new Promise<autocannon.Result>((ok, fail) => {
    const instance = autocannon(
      {
        url: `${origin}${path}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        // The browser's own header: pages come compressed, as they would through CloudFront.
        headers: { "accept-encoding": "gzip", ...(options.headers ?? {}) },
        ...options,
      },
      (error, done) => (error ? fail(error) : ok(done)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  const cpu = cpuMs(serverPid) - cpuBefore;
  times.sort((a, b) => a - b);
  const ok = (result["2xx"] ?? 0) + (target.name === "signin" ? (result["3xx"] ?? 0) : 0);
  return {
    requestsPerSecond: round(result.requests.average),
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    p99Ms: percentile(times, 99),
    serverCpuMsPerRequest: round(cpu / Math.max(1, times.length)),
    requests: result.requests.total,
    non2xx: result.requests.total - ok,
    errors: result.errors + result.timeouts,
  };
}

const CLOCK_TICKS = Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;

/** A process's user + system CPU time so far, from /proc (Linux). */
function cpuMs(pid: number): number {
  try {
    // Fields after the command name's closing parenthesis; utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);
}

const round = (n: number) => Math.round(n * 10) / 10;

function report(results: Record<string, Figures>): void {
  const rows = Object.entries(results).map(([name, f]) => [
    name,
    PREVIOUS[name] === undefined ? "—" : String(PREVIOUS[name]),
    f.requestsPerSecond.toFixed(1),
    String(f.p50Ms),
    String(f.p95Ms),
    String(f.p99Ms),
    f.serverCpuMsPerRequest.toFixed(1),
    String(f.requests),
    String(f.non2xx),
    String(f.errors),
  ]);
  const head = ["target", "before req/s", "req/s", "p50 ms", "p95 ms", "p99 ms", "server CPU ms/req", "requests", "non-2xx", "errors"];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  process.stdout.write(`\nLoad, ${CONNECTIONS} connections, ${SECONDS} s each, on 127.0.0.1:\n${line(head)}\n`);
  for (const row of rows) process.stdout.write(`${line(row)}\n`);
  process.stdout.write("(before req/s: issue 16's figures, autocannon on `npm start`, 2 shared cores)\n");
}

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = "true";
await main();
