import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { API_CONTEXTS } from "../../functions/handlers/routes";
import { BESIDE_THE_BUNDLE, LAMBDA_BUNDLE } from "../../infra/constructs/node-function";

/**
 * Cold start of every Lambda bundle: each entry is bundled the way CDK bundles it (LAMBDA_BUNDLE),
 * then loaded by fresh Node processes, as Lambda's init phase does. The figure is the median time of
 * `await import(bundle)` (parse, evaluate, and load the external AWS SDK modules it imports), plus
 * the bundle's size. Two single-route bundles are measured beside their contexts, to show what one
 * function per context costs over one function per route (docs/decisions/008-one-function-per-context.md).
 */
const ROOT = resolve(import.meta.dirname, "../..");
// Inside the repository, so the external @aws-sdk modules resolve from node_modules as Lambda's runtime provides them.
const OUT = join(ROOT, ".cache", "bench", "cold-start");
const RUNS = 9;

/** Issue 16's cold-start goals, in milliseconds of init. */
export const COLD_START_GOAL_MS = { api: 300, web: 800 } as const;

const ENTRIES: [label: string, entry: string][] = [
  ...API_CONTEXTS.filter((context) => context !== "local").map((context): [string, string] => [
    `context_${context}`,
    `contexts/${context}`,
  ]),
  ["job_sweep", "jobs/sweep"],
  ["job_reconcile", "jobs/reconcile"],
  ["job_content_check", "jobs/content-check"],
  ["job_reminder", "jobs/reminder"],
  ["web_remix_server", "web/remix-server"],
  // Single routes, for comparison with their contexts.
  ["route_users_signin", "accounts/users-signin"],
  ["route_parking_search", "parking/parking-search"],
];

async function bundle(entry: string, label: string): Promise<string> {
  const outfile = join(OUT, `${label}.mjs`);
  await build({
    entryPoints: [join(ROOT, "functions", "handlers", `${entry}.ts`)],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: LAMBDA_BUNDLE.target,
    // The lazy libraries (documents, Razorpay) and sharp are never bundled: they sit beside the
    // bundle (infra/bundling/lazy-libraries.ts), and a cold start does not read them.
    external: [...LAMBDA_BUNDLE.externalModules, ...BESIDE_THE_BUNDLE],
    banner: { js: LAMBDA_BUNDLE.banner },
    minify: LAMBDA_BUNDLE.minify,
    // As the web server's function sets it (React's production build).
    define: entry === "web/remix-server" ? { "process.env.NODE_ENV": '"production"' } : undefined,
    logLevel: "error",
  });
  return outfile;
}

/** One fresh process: the milliseconds its `import()` of the bundle (or of a bare package name) took. */
function importOnce(file: string): number {
  const specifier = file.startsWith("@") ? file : pathToFileURL(file).href;
  const script = `const t = performance.now(); await import(${JSON.stringify(specifier)}); process.stdout.write(String(performance.now() - t));`;
  const child = spawnSync(process.execPath, ["--enable-source-maps", "--input-type=module", "-e", script], {
    cwd: ROOT,
    // AWS_LAMBDA_FUNCTION_NAME: as in Lambda, where the handlers load the X-Ray Tracer (functions/handlers/shared/telemetry.ts).
    env: {
      ...process.env,
      NODE_ENV: "production",
      AWS_LAMBDA_FUNCTION_NAME: "cold-start-bench",
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
    },
    encoding: "utf8",
  });
  if (child.status !== 0) throw new Error(`loading ${file} failed: ${child.stderr}`);
  return Number(child.stdout);
}

/** The goal a bundle's cold start is held to: the web server's, or an API function's. */
export function coldStartGoalMs(label: string): number {
  return label.startsWith("web_") ? COLD_START_GOAL_MS.web : COLD_START_GOAL_MS.api;
}

export async function benchColdStart(): Promise<Record<string, number>> {
  mkdirSync(OUT, { recursive: true });
  const out: Record<string, number> = {};
  const over: string[] = [];
  process.stdout.write("\nCold start (median import of the bundle in a fresh Node process; goal ≤ 300 ms API, ≤ 800 ms web):\n");
  // The floor under every figure: the DynamoDB client every bundle loads from the runtime's SDK. On a
  // busy shared machine it alone can take hundreds of ms; read the bundles against it.
  const floor = Array.from({ length: RUNS }, () => importOnce("@aws-sdk/lib-dynamodb")).sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
  out.cold_ms_floor_sdk_dynamodb = floor;
  process.stdout.write(`  ${"(@aws-sdk/lib-dynamodb alone)".padEnd(20)} ${floor.toFixed(0).padStart(5)} ms\n`);
  for (const [label, entry] of ENTRIES) {
    if (entry === "web/remix-server" && !existsSync(join(ROOT, "build", "server", "index.js"))) {
      process.stdout.write(`  ${entry.padEnd(20)} skipped: no build (npm run build)\n`);
      continue;
    }
    const file = await bundle(entry, label);
    const times = Array.from({ length: RUNS }, () => importOnce(file)).sort((a, b) => a - b);
    const median = times[Math.floor(RUNS / 2)]!;
    const kib = statSync(file).size / 1024;
    out[`cold_ms_${label}`] = median;
    out[`bundle_kib_${label}`] = kib;
    const goal = coldStartGoalMs(label);
    const verdict = median <= goal ? "ok" : "OVER";
    if (median > goal) over.push(`${entry} ${median.toFixed(0)} ms > ${goal} ms`);
    process.stdout.write(
      `  ${entry.padEnd(20)} ${median.toFixed(0).padStart(5)} ms  (min ${times[0]!.toFixed(0)}, max ${times[RUNS - 1]!.toFixed(0)})  goal ≤ ${goal} ms ${verdict.padEnd(4)}  ${kib.toFixed(0).padStart(6)} KiB\n`,
    );
  }
  out.cold_over_goal_count = over.length;
  process.stdout.write(over.length ? `  Over the goal: ${over.join("; ")}\n` : "  Every bundle within its goal.\n");
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await benchColdStart();
