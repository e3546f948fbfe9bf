import { CloudFormationClient } from "@aws-sdk/client-cloudformation";
import { SecretsManagerClient } from "@aws-sdk/client-secrets-manager";
import { SESv2Client } from "@aws-sdk/client-sesv2";
import { SSMClient } from "@aws-sdk/client-ssm";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_MAIL_FROM } from "../stack";
import { REPO_ROOT } from "../constructs/node-function";
import { exitCode, formatResults, runPreflight, type PreflightSettings } from "./preflight";

/**
 * `npm run deploy:check [-- -c key=value … --region ap-south-1]`: the preflight (preflight.ts) with the
 * operator's AWS credentials and the same settings `cdk deploy` would use (cdk.json's context, then
 * `-c` flags). Read-only. Exits 1 when something would make the deploy or its first day fail.
 */
export function readSettings(
  argv: string[],
  env: Record<string, string | undefined>,
  cdkJson: { context?: Record<string, unknown> },
): PreflightSettings {
  const context: Record<string, unknown> = { ...(cdkJson.context ?? {}) };
  let region: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "-c" || arg === "--context") {
      const [key, ...rest] = (argv[++i] ?? "").split("=");
      if (key) context[key] = rest.join("=");
    } else if (arg === "--region") region = argv[++i];
  }
  const text = (key: string) =>
    typeof context[key] === "string" && (context[key] as string).trim() ? (context[key] as string).trim() : undefined;
  return {
    stackName: "SmartParking",
    // As infra/app.ts: the CLI's region (CDK_DEFAULT_REGION), else Mumbai.
    region: region ?? env.CDK_DEFAULT_REGION ?? env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? "ap-south-1",
    mailFrom: text("mailFrom") ?? DEFAULT_MAIL_FROM,
    alarmEmail: text("alarmEmail"),
    razorpayKeyId: text("razorpayKeyId"),
    waf: context.waf === true || context.waf === "true" || context.waf === "1",
  };
}

async function main(): Promise<void> {
  // The SDK's Node 20 notice says nothing about the deploy.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
  const cdkJson = JSON.parse(readFileSync(join(REPO_ROOT, "cdk.json"), "utf8")) as { context?: Record<string, unknown> };
  const settings = readSettings(process.argv.slice(2), process.env, cdkJson);
  const { region } = settings;
  console.log(`Checking ${settings.stackName} in ${region}${settings.waf ? " (and us-east-1 for the WAF)" : ""}, read-only…\n`);
  const results = await runPreflight(settings, {
    cloudFormation: new CloudFormationClient({ region }),
    ssm: new SSMClient({ region }),
    ses: new SESv2Client({ region }),
    secrets: new SecretsManagerClient({ region }),
    usEast1: { cloudFormation: new CloudFormationClient({ region: "us-east-1" }), ssm: new SSMClient({ region: "us-east-1" }) },
  });
  console.log(formatResults(results));
  const code = exitCode(results);
  console.log(code ? "\nFix the lines marked FIX before `cdk deploy`." : "\nNothing stands in the way of the deploy.");
  process.exitCode = code;
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  main().catch((error: unknown) => {
    // Credentials missing or expired, or no permission to read: say so plainly.
    console.error(`The check could not ask AWS: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
    process.exitCode = 2;
  });
}
