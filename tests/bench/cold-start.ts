import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { API_CONTEXTS } from "../../functions/handlers/routes";
import { MEDIA_PROCESSING } from "../../infra/constructs/api";
import { LAMBDA_BUNDLE } from "../../infra/constructs/node-function";

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

const ENTRIES: [label: string, entry: string][] = [
  ...API_CONTEXTS.filter((context) => context !== "local").map((context): [string, string] => [
    `context_${context}`,
    `contexts/${context}`,
  ]),
  ["job_sweep", "sweep"],
  ["job_reconcile", "reconcile"],
  ["web_remix_server", "remix-server"],
  // Single routes, for comparison with their contexts.
  ["route_users_signin", "users-signin"],
  ["route_parking_search", "parking-search"],
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
    // sharp is installed beside the bundles that accept uploads, never bundled (infra/constructs/api.ts).
    external: [...LAMBDA_BUNDLE.externalModules, ...MEDIA_PROCESSING.nodeModules],
    banner: { js: LAMBDA_BUNDLE.banner },
    minify: LAMBDA_BUNDLE.minify,
    // As the web server's function sets it (React's production build).
    define: entry === "remix-server" ? { "process.env.NODE_ENV": '"production"' } : undefined,
    logLevel: "error",
  });
  return outfile;
}

/** One fresh process: the milliseconds its `import()` of the bundle took. */
function importOnce(file: string): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); process.stdout.write(String(performance.now() - t));`;
  const child = spawnSync(process.execPath, ["--enable-source-maps", "--input-type=module", "-e", script], {
    cwd: ROOT,
    // AWS_LAMBDA_FUNCTION_NAME: as in Lambda, where the handlers load the X-Ray Tracer (functions/handlers/telemetry.ts).
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

export async function benchColdStart(): Promise<Record<string, number>> {
  mkdirSync(OUT, { recursive: true });
  const out: Record<string, number> = {};
  process.stdout.write("\nCold start (median import of the bundle in a fresh Node process):\n");
  for (const [label, entry] of ENTRIES) {
    if (entry === "remix-server" && !existsSync(join(ROOT, "build", "server", "index.js"))) {
      process.stdout.write(`  ${entry.padEnd(20)} skipped: no build (npm run build)\n`);
      continue;
    }
    const file = await bundle(entry, label);
    const times = Array.from({ length: RUNS }, () => importOnce(file)).sort((a, b) => a - b);
    const median = times[Math.floor(RUNS / 2)]!;
    const kib = statSync(file).size / 1024;
    out[`cold_ms_${label}`] = median;
    out[`bundle_kib_${label}`] = kib;
    process.stdout.write(`  ${entry.padEnd(20)} ${median.toFixed(0).padStart(5)} ms  ${kib.toFixed(0).padStart(6)} KiB\n`);
  }
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await benchColdStart();
