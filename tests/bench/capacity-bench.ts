import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from "aws-lambda";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { createUser } from "@core/account/user-store";
import { HOLD_ATTEMPTS_PER_HOUR } from "@core/booking/hold-ledger";
import { resetConfig } from "@core/config";
import { hashPassword } from "@core/security/password";
import { slug } from "@core/parking/parking";
import { createCapacityMeter, type CapacityTally } from "./capacity-meter";
import { resetServices, services } from "@core/services";
import { matchRoute } from "../../functions/handlers/routes";
import { startDynamoLocal } from "../../infra/local/dynamodb-local";
import { startS3Local } from "../../infra/local/s3-local";
import { seedDemoAccounts } from "../../infra/local/seed/accounts";
import { seedDemoCommunities } from "../../infra/local/seed/communities";
import { seedDemoData } from "../../infra/local/seed/seed";
import { demoParkings } from "../../infra/local/seed/demo-parkings";
import { createBenchServices } from "./bench-services";
import { costTable, functionMemoryMb, type OperationFigures } from "./cost-model";

/**
 * What one request costs (issue 16, docs/decisions/033-cost-per-thousand.md): for a search, a hold, an
 * order, a payment confirmation, a feed page, a post, three web pages and the scheduled jobs, the
 * DynamoDB read and write units DynamoDB Local reports (ReturnConsumedCapacity TOTAL on every call,
 * through a middleware on the document client: tests/bench/capacity-meter.ts) and the
 * in-process duration and memory of the real Lambda handler, invoked with an API Gateway v2 event as
 * the integration tests build it. Each operation is warmed once (a warm Lambda), then run `runs`
 * times; the p50 is kept. The cost model (cost-model.ts) turns these into money.
 *
 * DynamoDB Local's units are checked against DynamoDB's rules first (item sizes, consistency,
 * transactions at twice the units), and the calibration is printed beside them.
 */
const PASSWORD = "Driver#2026";

interface Sample {
  calls: CapacityTally["calls"];
  ms: number;
  readUnits: number;
  writeUnits: number;
  heapDeltaKiB: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const meter = createCapacityMeter();

/**
 * Every DynamoDB document client made from here on is metered: the handlers' services and the Remix
 * server build's own copy of them (build/server bundles functions/core, but shares the SDK package).
 */
function meterEveryDocumentClient(): void {
  const from = DynamoDBDocumentClient.from.bind(DynamoDBDocumentClient);
  DynamoDBDocumentClient.from = ((...args: Parameters<typeof DynamoDBDocumentClient.from>) => {
    const doc = from(...args);
    meter.attach(doc);
    return doc;
  }) as typeof DynamoDBDocumentClient.from;
}

interface Invocation {
  status: number;
  body: string;
  headers: Record<string, string>;
}

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

function event(method: string, path: string, options: { headers?: Record<string, string>; json?: unknown; body?: Buffer } = {}) {
  const url = new URL(path, "http://localhost");
  const headers: Record<string, string> = {
    host: "localhost",
    "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36",
    ...options.headers,
  };
  let body = options.body;
  if (options.json !== undefined) {
    body = Buffer.from(JSON.stringify(options.json));
    headers["content-type"] ??= "application/json";
  }
  const query: Record<string, string> = {};
  url.searchParams.forEach((v, k) => (query[k] = v));
  return {
    version: "2.0",
    routeKey: "$default",
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    cookies: [],
    queryStringParameters: Object.keys(query).length ? query : undefined,
    requestContext: { requestId: randomUUID(), http: { method, path: url.pathname, sourceIp: "203.0.113.7" } },
    body: body?.toString("base64"),
    isBase64Encoded: Boolean(body),
  } as unknown as APIGatewayProxyEventV2;
}

const handlers = new Map<string, Handler>();

async function handlerFor(entry: string): Promise<Handler> {
  let handler = handlers.get(entry);
  if (!handler) {
    handler = (
      (await import(pathToFileURL(join(import.meta.dirname, "../../functions/handlers", `${entry}.ts`)).href)) as { handler: Handler }
    ).handler;
    handlers.set(entry, handler);
  }
  return handler;
}

/** One API request, routed as API Gateway routes it, to the single-route handler (the same code as its context's). */
async function api(method: string, path: string, options: { headers?: Record<string, string>; json?: unknown; body?: Buffer } = {}) {
  const match = matchRoute(method, new URL(path, "http://localhost").pathname);
  if (!match || "methodNotAllowed" in match) throw new Error(`no route for ${method} ${path}`);
  const e = event(method, path, options);
  (e as { routeKey: string }).routeKey = `${match.route.method} ${match.route.path}`;
  (e as { pathParameters?: Record<string, string> }).pathParameters = Object.keys(match.params).length ? match.params : undefined;
  return answer(await (await handlerFor(`${match.route.context}/${match.route.entry}`))(e, {} as Context));
}

/** One page request to the web server's Lambda handler (the Remix build). */
async function page(path: string, cookie?: string) {
  const e = event("GET", path, { headers: { accept: "text/html", ...(cookie ? { cookie } : {}) } });
  return answer(await (await handlerFor("web/remix-server"))(e, { awsRequestId: randomUUID() } as Context));
}

function answer(result: APIGatewayProxyStructuredResultV2): Invocation {
  const raw = Buffer.from(result.body ?? "", result.isBase64Encoded ? "base64" : "utf8");
  return {
    status: result.statusCode ?? 200,
    body: raw.toString("utf8"),
    headers: Object.fromEntries(Object.entries(result.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)])),
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a handler's JSON answer, read as the tests read it
function json(invocation: Invocation): any {
  return JSON.parse(invocation.body);
}

/** Runs `work` once, timed and metered; `expect` guards against measuring an error page. */
async function sample<T>(work: () => Promise<T>, ok: (result: T) => boolean, label: string): Promise<{ result: T; sample: Sample }> {
  const heapBefore = process.memoryUsage().heapUsed;
  const t0 = performance.now();
  const { result, spent } = await meter.measure(work);
  const ms = performance.now() - t0;
  if (!ok(result)) throw new Error(`${label}: unexpected answer ${JSON.stringify(result).slice(0, 300)}`);
  return {
    result,
    sample: {
      calls: spent.calls,
      ms,
      readUnits: spent.readUnits,
      writeUnits: spent.writeUnits,
      heapDeltaKiB: (process.memoryUsage().heapUsed - heapBefore) / 1024,
    },
  };
}

function summarize(name: string, fn: string, samples: Sample[]): OperationFigures {
  // DynamoDB calls per request, by command (the same every run but for retries).
  const calls: CapacityTally["calls"] = {};
  for (const s of samples) for (const [command, n] of Object.entries(s.calls)) calls[command] = (calls[command] ?? 0) + n / samples.length;
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const mean = (pick: (s: Sample) => number) => samples.reduce((sum, s) => sum + pick(s), 0) / samples.length;
  return {
    name,
    fn,
    runs: samples.length,
    p50Ms: percentile(ms, 50),
    p95Ms: percentile(ms, 95),
    readUnits: mean((s) => s.readUnits),
    writeUnits: mean((s) => s.writeUnits),
    heapDeltaKiB: percentile(
      samples.map((s) => s.heapDeltaKiB).sort((a, b) => a - b),
      50,
    ),
    rssMiB: process.memoryUsage().rss / 2 ** 20,
    calls,
  };
}

/** DynamoDB's own rules, checked on DynamoDB Local before its figures are used. */
async function calibrate(): Promise<Record<string, number>> {
  const table = services().table;
  const pad = (bytes: number) => "x".repeat(bytes);
  const spent = async (work: () => Promise<unknown>) => (await meter.measure(work)).spent;
  const small = await spent(() => table.put({ pk: "CAL#1", sk: "A", data: pad(500) } as never));
  const big = await spent(() => table.put({ pk: "CAL#2", sk: "A", data: pad(3500) } as never));
  const eventual = await spent(() => table.get("CAL#2", "A"));
  const strong = await spent(() => table.get("CAL#2", "A", true));
  const transact = await spent(() =>
    table.transact([
      { Put: { Item: { pk: "CAL#3", sk: "A", data: pad(500) } } },
      { Put: { Item: { pk: "CAL#4", sk: "A", data: pad(500) } } },
    ]),
  );
  const missing = await spent(() => table.get("CAL#none", "A"));
  const empty = await spent(() => table.query({ pk: "CAL#none" }));
  const rows: [string, number, number][] = [
    ["put 0.5 KB item (WCU)", small.writeUnits, 1],
    ["put 3.5 KB item (WCU)", big.writeUnits, 4],
    ["eventually consistent get 3.5 KB (RCU)", eventual.readUnits, 0.5],
    ["strongly consistent get 3.5 KB (RCU)", strong.readUnits, 1],
    ["transaction of two 0.5 KB puts (WCU)", transact.writeUnits, 4],
    // Local reports 0 for these; the meter counts DynamoDB's minimum (capacity-meter.ts).
    ["get of a missing item (RCU, with the floor)", missing.readUnits, 0.5],
    ["query that finds nothing (RCU, with the floor)", empty.readUnits, 0.5],
  ];
  process.stdout.write("\nDynamoDB Local's consumed capacity against DynamoDB's rules:\n");
  for (const [what, got, want] of rows) {
    process.stdout.write(`  ${what.padEnd(42)} ${String(got).padStart(5)}  (DynamoDB: ${want}) ${got === want ? "ok" : "DIFFERS"}\n`);
  }
  return { capacity_calibration_mismatches: rows.filter(([, got, want]) => got !== want).length };
}

/** "2 Query, 1 TransactWriteItems": the calls behind an operation's units. */
function calls(op: OperationFigures): string {
  return Object.entries(op.calls)
    .map(([command, n]) => `${Number(n.toFixed(1))} ${command.replace(/Command$/, "").replace(/Item$/, "")}`)
    .join(", ");
}

function stayWindow(daysAhead: number): { inTime: string; outTime: string } {
  const start = new Date(Date.now() + daysAhead * 24 * 3600_000);
  start.setUTCHours(4, 0, 0, 0);
  return { inTime: start.toISOString(), outTime: new Date(start.getTime() + 3 * 3600_000).toISOString() };
}

export async function benchCapacity(runs = Number(process.env.BENCH_COST_RUNS ?? 30)): Promise<Record<string, number>> {
  meterEveryDocumentClient();
  const [dynamo, s3] = await Promise.all([startDynamoLocal(), startS3Local()]);
  const saved = { ...process.env };
  try {
    const outbox = mkdtempSync(join(tmpdir(), "bench-cost-outbox-"));
    const env = {
      TEST_GATEWAY: "on",
      TEST_GATEWAY_SECRET: randomBytes(24).toString("hex"),
      OUTBOX_DIR: outbox,
      MAIL_ADAPTER: "outbox",
      SESSION_SECRETS: randomBytes(24).toString("hex"),
      TOKEN_SECRET: randomBytes(24).toString("hex"),
    };
    const svc = await createBenchServices("bench-cost", { dynamo, s3 }, env);
    // The handlers (and the Remix build) read their configuration from the environment, as on Lambda.
    Object.assign(process.env, {
      APP_ENV: "test",
      TABLE_NAME: svc.config.TABLE_NAME,
      FILES_BUCKET: svc.config.FILES_BUCKET,
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      S3_ENDPOINT: s3.endpoint,
      APP_URL: svc.config.APP_URL,
      LOG_LEVEL: "silent",
      NODE_ENV: "production",
      ...env,
    });
    resetConfig();
    resetServices();
    await Promise.all([seedDemoData(svc), seedDemoAccounts(svc), seedDemoCommunities(svc)]);
    const figures: Record<string, number> = await calibrate();

    // Signed-in drivers with a car, as the app has them before booking. A member may start only
    // HOLD_ATTEMPTS_PER_HOUR holds an hour (and 20 posts in 5 minutes), so the work is shared among
    // several, each a member of the community whose feed they read and post to.
    const signIn = async (email: string) => {
      const signin = new FormData();
      signin.append("email", email);
      signin.append("password", PASSWORD);
      const request = new Request("http://local/", { method: "POST", body: signin });
      const form = { body: Buffer.from(await request.arrayBuffer()), headers: { "content-type": request.headers.get("content-type")! } };
      return { authorization: `Bearer ${json(await api("POST", "/api/users/signin", form)).accessToken as string}` };
    };
    const passwordHash = await hashPassword(PASSWORD);
    const drivers: { auth: Record<string, string>; vehicle: string }[] = [];
    for (let d = 0; d * (HOLD_ATTEMPTS_PER_HOUR - 2) < runs + 1; d++) {
      const email = `bench-cost-${d}@bench.example`;
      await createUser(svc.table, { name: `Bench ${d}`, email, passwordHash, verified: true });
      const headers = await signIn(email);
      const vehicle = json(
        await api("POST", "/api/vehicle/create-new-vehicle", {
          headers,
          json: { vehicle: { vehicle_name: "Car", vehicle_number: `MH 02 CD ${3400 + d}`, vehicle_type: "Four Wheeler" } },
        }),
      ).data._id as string;
      const joined = await api("POST", "/api/communities/parking-tips/join", { headers });
      if (joined.status !== 200) throw new Error(`joining the community answered ${joined.status}: ${joined.body}`);
      drivers.push({ auth: headers, vehicle });
    }

    const parking = demoParkings().find((p) => p.id === "pk-mumbai-01")!;
    const ok = (status: number) => (r: Invocation) => r.status === status;
    const ops = new Map<string, { fn: string; samples: Sample[] }>();
    const record = (name: string, fn: string, s: Sample) => {
      const op = ops.get(name) ?? { fn, samples: [] };
      op.samples.push(s);
      ops.set(name, op);
    };
    const timed = async (name: string, fn: string, work: () => Promise<Invocation>, status: number, warm: boolean) => {
      const { result, sample: s } = await sample(work, ok(status), name);
      if (!warm) record(name, fn, s);
      return result;
    };

    const w0 = stayWindow(2);
    const searchPath = `/api/parking/search?${new URLSearchParams({ place: "Mumbai", type: "four", ...w0 })}`;
    const feedPath = "/api/posts/community/parking-tips?limit=10";
    const detailPath = (w: { inTime: string; outTime: string }) =>
      `/detail/${slug(parking.name)}?${new URLSearchParams({ city: parking.city, id: parking.id, in: w.inTime, out: w.outTime, type: "four" })}`;
    const searchPage = `/search?${new URLSearchParams({ place: "Mumbai", in: w0.inTime, out: w0.outTime })}`;

    // Round 0 warms every handler (module load, first connections), as a warm Lambda is; it is not counted.
    for (let i = 0; i <= runs; i++) {
      const warm = i === 0;
      const w = stayWindow(3 + i);
      const { auth: driver, vehicle } = drivers[Math.floor(i / (HOLD_ATTEMPTS_PER_HOUR - 2))]!;
      await timed("search", "parking", () => api("GET", searchPath), 200, warm);
      const hold = await timed(
        "hold",
        "booking",
        () => api("POST", "/api/booking/hold", { headers: driver, json: { parkingId: parking.id, vehicleId: vehicle, ...w } }),
        201,
        warm,
      );
      const bookingId = json(hold).data._id as string;
      const order = await timed(
        "order",
        "booking",
        () => api("POST", "/api/razorpay", { headers: driver, json: { bookingId, amount: 1 } }),
        200,
        warm,
      );
      // The test gateway stands in for Razorpay's checkout: not ours to pay for, so not counted.
      const paid = await api("POST", "/api/test-gateway/pay", { headers: driver, json: { order_id: json(order).id } });
      await timed("confirm", "booking", () => api("POST", "/api/verification", { headers: driver, json: json(paid) }), 200, warm);
      await timed("feed page", "community", () => api("GET", feedPath, { headers: driver }), 200, warm);
      await timed(
        "post",
        "community",
        () =>
          api("POST", "/api/posts", {
            headers: driver,
            json: { content: `Bench tip ${i}: the basement gate opens at 6.`, communityId: "parking-tips" },
          }),
        201,
        warm,
      );
      await timed("page: home", "web", () => page("/"), 200, warm);
      await timed("page: search", "web", () => page(searchPage), 200, warm);
      await timed("page: car park", "web", () => page(detailPath(w)), 200, warm);
    }

    // A stay's two reminders (arrival, departure), as EventBridge Scheduler delivers them.
    const reminder = await handlerFor("jobs/reminder");
    const jobs = services().localScheduler?.pending() ?? [];
    for (const [i, job] of jobs.slice(0, runs + 1).entries()) {
      const { sample: s } = await sample(
        () => (reminder as unknown as (e: unknown) => Promise<{ outcome: string }>)(job.payload),
        () => true,
        "reminder",
      );
      if (i > 0) record("reminder", "reminder", s);
    }
    // The scheduled jobs' idle runs (every 5 or 15 minutes whether or not anyone books).
    for (const [name, entry] of [
      ["sweep", "sweep"],
      ["reconcile", "reconcile"],
      ["content check", "content-check"],
    ] as const) {
      const job = (await handlerFor(`jobs/${entry}`)) as unknown as (e: unknown) => Promise<unknown>;
      for (let i = 0; i <= Math.min(runs, 10); i++) {
        const { sample: s } = await sample(
          () => job({}),
          () => true,
          name,
        );
        if (i > 0) record(name, entry, s);
      }
    }

    const mails = readdirSync(outbox).filter((f) => f.endsWith(".eml"));
    const mailBytes = mails.reduce((sum, f) => sum + statSync(join(outbox, f)).size, 0);
    const confirmMailKiB = mails.length ? mailBytes / mails.length / 1024 : 0;

    const summary = [...ops].map(([name, op]) => summarize(name, op.fn, op.samples));
    process.stdout.write(`\nPer request (${runs} runs each after a warm-up; in-process handler on this machine, DynamoDB Local):\n`);
    process.stdout.write(
      `  ${"operation".padEnd(16)} ${"function".padEnd(10)} ${"MB".padStart(5)} ${"p50 ms".padStart(7)} ${"p95 ms".padStart(7)} ${"RCU".padStart(6)} ${"WCU".padStart(6)} ${"heap Δ KiB".padStart(10)} ${"rss MiB".padStart(8)}  DynamoDB calls\n`,
    );
    for (const op of summary) {
      process.stdout.write(
        `  ${op.name.padEnd(16)} ${op.fn.padEnd(10)} ${String(functionMemoryMb(op.fn)).padStart(5)} ${op.p50Ms.toFixed(1).padStart(7)} ${op.p95Ms.toFixed(1).padStart(7)} ${op.readUnits.toFixed(1).padStart(6)} ${op.writeUnits.toFixed(1).padStart(6)} ${op.heapDeltaKiB.toFixed(0).padStart(10)} ${op.rssMiB.toFixed(0).padStart(8)}  ${calls(op)}\n`,
      );
      const key = op.name.replace(/[^a-z]+/g, "_");
      figures[`cost_${key}_p50_ms`] = op.p50Ms;
      figures[`cost_${key}_rcu`] = op.readUnits;
      figures[`cost_${key}_wcu`] = op.writeUnits;
    }
    process.stdout.write(`  mails in the outbox: ${mails.length}, ${confirmMailKiB.toFixed(0)} KiB each on average\n`);
    Object.assign(figures, costTable(summary, { mailKiB: confirmMailKiB }));
    return figures;
  } finally {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
    resetConfig();
    resetServices();
    await Promise.allSettled([dynamo.stop(), s3.stop()]);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = "true";
  await benchCapacity();
  process.exit(0);
}
