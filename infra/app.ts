import { App } from "aws-cdk-lib";
import { BUNDLING_STACKS } from "aws-cdk-lib/cx-api";
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { EdgeWafStack } from "./constructs/edge-waf";
import { REPO_ROOT } from "./constructs/node-function";
import { SmartParkingStack } from "./stack";

const app = new App();

// The CLI forbids `-c aws:cdk:*` and always asks synth/deploy to bundle every stack, so a template-only
// synth (no esbuild, no Remix build: fast, works while app/ is half-written) needs a key of our own.
if (isTrue(app.node.tryGetContext("skipBundling"))) app.node.setContext(BUNDLING_STACKS, []);

// The Remix server Lambda bundles build/server/index.js, and the site deploys build/client with the
// service worker (sw.js, decision 057), so a fresh clone needs one full `npm run build` before synth.
// With bundling disabled (skipBundling, or tests' aws:cdk:bundling-stacks=[]) nothing is bundled: skip it.
const built = ["build/server/index.js", "build/client/sw.js"].every((file) => existsSync(join(REPO_ROOT, file)));
if (bundlingEnabled(app.node.tryGetContext(BUNDLING_STACKS)) && !built) {
  console.error("build/server/index.js or build/client/sw.js is missing: running `npm run -s build` first");
  // Not with the caller's VITEST or NODE_ENV=test (a synth started from a test): vite.config.ts leaves
  // the Remix plugin out under vitest, and the Lambda must get a production build.
  const { VITEST: _vitest, VITEST_MODE: _mode, VITEST_POOL_ID: _pool, VITEST_WORKER_ID: _worker, ...env } = process.env;
  execSync("npm run -s build", { cwd: REPO_ROOT, stdio: "inherit", env: { ...env, NODE_ENV: "production" } });
}

const account = process.env.CDK_DEFAULT_ACCOUNT;
const region = process.env.CDK_DEFAULT_REGION ?? "ap-south-1";
// The optional WAF (`-c waf=true`, decision 032): CloudFront's web ACL must be in us-east-1, so it is a
// stack of its own there, and the app's stack reads its ARN across regions.
const waf = isTrue(app.node.tryGetContext("waf"))
  ? new EdgeWafStack(app, "SmartParkingWaf", { env: { account, region: "us-east-1" }, crossRegionReferences: true })
  : undefined;

new SmartParkingStack(app, "SmartParking", {
  env: { account, region },
  ...(waf ? { webAclArn: waf.webAclArn, crossRegionReferences: true } : {}),
  alarmEmail: optionalString(app.node.tryGetContext("alarmEmail")),
  heldChecksPerHour: optionalNumber(app.node.tryGetContext("heldChecksPerHour")),
  allowedOrigins: listContext(app.node.tryGetContext("allowedOrigins")),
  appUrl: optionalString(app.node.tryGetContext("appUrl")),
  mailFrom: optionalString(app.node.tryGetContext("mailFrom")),
  razorpayKeyId: optionalString(app.node.tryGetContext("razorpayKeyId")),
  tableName: optionalString(app.node.tryGetContext("tableName")),
  description: "SMART PARKING: parking search and booking (Remix + Lambda + DynamoDB)",
});

app.synth();

/** The CLI passes `-c key=value` as a string; cdk.json and tests pass real arrays. Accept both. */
function listContext(value: unknown): string[] {
  if (value === undefined || value === null || value === "") return [];
  if (Array.isArray(value)) return value.map(String).filter(Boolean);
  const text = String(value).trim();
  if (text.startsWith("[")) return (JSON.parse(text) as unknown[]).map(String).filter(Boolean);
  return text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

function isTrue(value: unknown): boolean {
  return value === true || value === "true" || value === "1";
}

function bundlingEnabled(value: unknown): boolean {
  return value === undefined || listContext(value).length > 0;
}

function optionalNumber(value: unknown): number | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) throw new Error(`heldChecksPerHour must be a number of posts, not ${String(value)}`);
  return number;
}

function optionalString(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() ? value.trim() : undefined;
}
