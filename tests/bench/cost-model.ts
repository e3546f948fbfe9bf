import { API_ROUTES, isDeployed } from "../../functions/handlers/routes";
import { contextGrants, MEDIA_PROCESSING } from "../../infra/constructs/api";
import { DEFAULT_MEMORY_MB } from "../../infra/constructs/node-function";

/**
 * Money from the capacity bench's figures (docs/decisions/033-cost-per-thousand.md): on-demand list
 * prices, in US dollars, for a deployment in ap-south-1 (Mumbai) serving viewers in India. Free tiers
 * are left out (they end, or are shared with other workloads). Each price says where it came from;
 * `assumed` marks the ones no stored source gave for ap-south-1 (the decision lists them).
 */
export const PRICES = {
  dynamoWriteUnit: {
    usd: 0.625 / 1e6,
    source: "DynamoDB on-demand WRU, US East list price after the Nov 2024 cut (airbyte.com)",
    assumed: true,
  },
  dynamoReadUnit: {
    usd: 0.125 / 1e6,
    source: "DynamoDB on-demand RRU, US East list price after the Nov 2024 cut (airbyte.com)",
    assumed: true,
  },
  lambdaRequest: { usd: 0.2 / 1e6, source: "Lambda requests, $0.20 per million (aws.amazon.com/lambda/pricing, US East)", assumed: true },
  lambdaArmGbSecond: { usd: 0.0000133334, source: "Lambda Arm duration, first tier (cloudchipr.com, US East)", assumed: true },
  httpApiRequest: { usd: 1.0 / 1e6, source: "API Gateway HTTP API, first 300 M requests (AWS whitepaper, us-east-1)", assumed: true },
  cloudFrontIndiaGb: {
    usd: 0.109,
    source: "CloudFront data transfer out, India, first 10 TB (aws.amazon.com/cloudfront/pricing)",
    assumed: false,
  },
  cloudFrontHttpsRequest: {
    usd: 0.012 / 1e4,
    source: "CloudFront HTTPS requests, India: not in the stored page; $0.012 per 10,000 used",
    assumed: true,
  },
  rekognitionImage: { usd: 0.001, source: "Rekognition image API (moderation), first 1 M images: US East figure used", assumed: true },
  sesMail: { usd: 0.1 / 1000, source: "SES outbound mail, $0.10 per 1,000: US East figure used", assumed: true },
  sesAttachmentGb: { usd: 0.12, source: "SES attachments, $0.12 per GB: US East figure used", assumed: true },
  schedulerInvocation: {
    usd: 1.0 / 1e6,
    source: "EventBridge Scheduler, $1.00 per million after 14 M free: US East figure used",
    assumed: true,
  },
  secretMonth: { usd: 0.4, source: "Secrets Manager, $0.40 per secret-month", assumed: true },
  alarmMonth: { usd: 0.1, source: "CloudWatch standard-resolution alarm, $0.10 per alarm-month", assumed: true },
  dashboardMonth: { usd: 3.0, source: "CloudWatch dashboard, $3 per month (factualminds.com)", assumed: true },
  logsIngestGb: { usd: 0.5, source: "CloudWatch Logs ingestion, $0.50 per GB (factualminds.com)", assumed: true },
  wafAclMonth: { usd: 5.0, source: "WAF web ACL, $5 per month", assumed: true },
  wafRuleMonth: { usd: 1.0, source: "WAF rule or managed rule group, $1 per month", assumed: true },
  wafRequest: { usd: 0.6 / 1e6, source: "WAF requests, $0.60 per million", assumed: true },
} as const;

/** What a deployment has that costs money while no one uses it (infra/, and the observability helper's alarms). */
export const IDLE_RESOURCES = {
  secrets: 3, // app, payment, edge (infra/constructs/data.ts)
  // infra/constructs/monitoring.ts: 5xx and p99 for 5 functions, 4 dead-letter queues, refunds, repairs, throttles,
  // held checks (18), and the 5 functions' one-minute canary 5xx, p99 and invocation errors that roll deploys back (15, decision 054)
  alarms: 33,
  dashboards: 1,
  wafRules: 3, // if the WAF flag is on: AWS managed common rules, known bad inputs, a rate-based rule
  // EventBridge runs these on a fixed rate (infra/stack.ts, content-check.ts): invocations a 30-day month.
  jobRunsPerMonth: { sweep: (30 * 24 * 60) / 5, reconcile: (30 * 24 * 60) / 15, "content-check": (30 * 24 * 60) / 5 },
} as const;

/** Memory each function is configured with (infra/constructs): API contexts, the web server, the jobs. */
export function functionMemoryMb(fn: string): number {
  if (fn === "web") return 1024;
  if (fn === "content-check") return 1024;
  const routes = API_ROUTES.filter((route) => isDeployed(route) && route.context === fn);
  if (routes.length && contextGrants(routes).includes("media:write")) return MEDIA_PROCESSING.memorySize;
  return DEFAULT_MEMORY_MB;
}

export interface OperationFigures {
  name: string;
  /** The Lambda that serves it: an API context, "web", or a job's entry. */
  fn: string;
  runs: number;
  p50Ms: number;
  p95Ms: number;
  readUnits: number;
  writeUnits: number;
  heapDeltaKiB: number;
  rssMiB: number;
  calls: Record<string, number>;
}

interface Parts {
  dynamo: number;
  lambda: number;
  edge: number;
  other: number;
}

const total = (p: Parts) => p.dynamo + p.lambda + p.edge + p.other;
const add = (a: Parts, b: Parts, times = 1): Parts => ({
  dynamo: a.dynamo + times * b.dynamo,
  lambda: a.lambda + times * b.lambda,
  edge: a.edge + times * b.edge,
  other: a.other + times * b.other,
});
const zero: Parts = { dynamo: 0, lambda: 0, edge: 0, other: 0 };

/** Billed Lambda money for one invocation: request + memory (GB) × duration (s), rounded up to the ms. */
function lambdaUsd(fn: string, ms: number): number {
  return PRICES.lambdaRequest.usd + (functionMemoryMb(fn) / 1024) * (Math.ceil(ms) / 1000) * PRICES.lambdaArmGbSecond.usd;
}

/**
 * One request's money. `viaEdge` requests come through CloudFront and API Gateway (every API call and
 * page); `responseKiB` is what CloudFront sends back (compressed pages are smaller; this errs high).
 */
function requestCost(op: OperationFigures, viaEdge: boolean, responseKiB = 8): Parts {
  return {
    dynamo: op.readUnits * PRICES.dynamoReadUnit.usd + op.writeUnits * PRICES.dynamoWriteUnit.usd,
    lambda: lambdaUsd(op.fn, op.p50Ms),
    edge: viaEdge
      ? PRICES.httpApiRequest.usd + PRICES.cloudFrontHttpsRequest.usd + (responseKiB / 2 ** 20) * PRICES.cloudFrontIndiaGb.usd
      : 0,
    other: 0,
  };
}

/** Cost per 1,000 searches, bookings and posts, and of an idle month; printed and returned as figures. */
export function costTable(ops: OperationFigures[], extra: { mailKiB: number }): Record<string, number> {
  const by = (name: string) => {
    const op = ops.find((o) => o.name === name);
    if (!op) throw new Error(`cost model: no figures for ${name}`);
    return op;
  };
  const edge = (name: string, kib?: number) => requestCost(by(name), true, kib);
  const mail: Parts = { ...zero, other: PRICES.sesMail.usd + (extra.mailKiB / 2 ** 20) * PRICES.sesAttachmentGb.usd };

  const search = edge("search");
  // A booking on the site: the search page, the car park's page, the checkout and the confirmation
  // pages (signed-in pages costed as the car park's page), the hold, the order and the confirmation
  // with its mail, then the two reminders (arrival, departure), each a schedule, a Lambda run and a mail.
  let booking = zero;
  booking = add(booking, edge("page: search", 40));
  booking = add(booking, edge("page: car park", 40), 3);
  for (const step of ["hold", "order", "confirm"]) booking = add(booking, edge(step));
  booking = add(booking, mail);
  const reminderOp = ops.find((o) => o.name === "reminder");
  const reminder: Parts = reminderOp
    ? add(requestCost(reminderOp, false), { ...zero, other: PRICES.schedulerInvocation.usd + PRICES.sesMail.usd })
    : { ...zero, other: PRICES.schedulerInvocation.usd + PRICES.sesMail.usd };
  booking = add(booking, reminder, 2);
  const post = edge("post");
  const postWithPicture = add(post, { ...zero, other: PRICES.rekognitionImage.usd });
  const feed = edge("feed page", 20);

  const rows: [string, Parts][] = [
    ["search (API)", search],
    ["booking (4 pages, hold, order, confirm, 3 mails)", booking],
    ["post, text only (API)", post],
    ["post with one picture (+ Rekognition)", postWithPicture],
    ["feed page (API)", feed],
    ["home page (web)", edge("page: home", 40)],
  ];
  const usd = (n: number) => `$${n.toFixed(n < 0.1 ? 4 : 3)}`;
  process.stdout.write(
    "\nCost per 1,000, on-demand, ap-south-1 (US$; DynamoDB | Lambda | API GW + CloudFront | SES, Rekognition, Scheduler):\n",
  );
  const figures: Record<string, number> = {};
  for (const [label, parts] of rows) {
    const k = (n: number) => n * 1000;
    process.stdout.write(
      `  ${label.padEnd(50)} ${usd(k(total(parts))).padStart(8)}  = ${usd(k(parts.dynamo))} | ${usd(k(parts.lambda))} | ${usd(k(parts.edge))} | ${usd(k(parts.other))}\n`,
    );
    figures[`usd_per_1000_${label.split(" ")[0]!.replace(/[^a-z]/g, "")}${label.includes("picture") ? "_picture" : ""}`] = k(total(parts));
  }

  // An idle month: the scheduled jobs' runs (their reads on a small table), secrets, alarms, a dashboard.
  const jobRuns = IDLE_RESOURCES.jobRunsPerMonth;
  const jobs = Object.entries(jobRuns).reduce((sum, [entry, runs]) => {
    const op = ops.find((o) => o.fn === entry);
    return sum + runs * (op ? total(requestCost(op, false)) : lambdaUsd(entry, 100));
  }, 0);
  const idle: [string, number][] = [
    [`scheduled jobs (${Object.values(jobRuns).reduce((a, b) => a + b, 0)} runs)`, jobs],
    [`${IDLE_RESOURCES.secrets} secrets`, IDLE_RESOURCES.secrets * PRICES.secretMonth.usd],
    [`${IDLE_RESOURCES.alarms} alarms`, IDLE_RESOURCES.alarms * PRICES.alarmMonth.usd],
    [`${IDLE_RESOURCES.dashboards} dashboard`, IDLE_RESOURCES.dashboards * PRICES.dashboardMonth.usd],
  ];
  const idleTotal = idle.reduce((sum, [, n]) => sum + n, 0);
  const waf = PRICES.wafAclMonth.usd + IDLE_RESOURCES.wafRules * PRICES.wafRuleMonth.usd;
  process.stdout.write(
    `\nIdle deployment, a month: ${usd(idleTotal)} (${idle.map(([what, n]) => `${what} ${usd(n)}`).join(", ")}); with the WAF flag +${usd(waf)}\n`,
  );
  figures.usd_idle_month = idleTotal;
  figures.usd_idle_month_waf = waf;
  return figures;
}
