import { CloudFormationClient, DescribeStacksCommand, ListStackResourcesCommand } from "@aws-sdk/client-cloudformation";
import { GetSecretValueCommand, SecretsManagerClient } from "@aws-sdk/client-secrets-manager";
import { GetAccountCommand, GetEmailIdentityCommand, SESv2Client } from "@aws-sdk/client-sesv2";
import { GetParameterCommand, SSMClient } from "@aws-sdk/client-ssm";
import { parseMailSender } from "@core/ports/mail/sender";

/**
 * What `npm run deploy:check` looks at before a deploy (issue 33, decision 054): read-only calls with
 * the operator's credentials, each answered in plain words with what to do. Nothing here writes.
 */

/** The CDK's default bootstrap qualifier, and the oldest bootstrap stack this aws-cdk-lib deploys with. */
export const BOOTSTRAP_QUALIFIER = "hnb659fds";
export const MIN_BOOTSTRAP_VERSION = 6;
export const BOOTSTRAP_STACK = "CDKToolkit";
/** The keys the payment secret must hold before payments start (functions/core/ports/payment). */
export const RAZORPAY_SECRET_KEYS = ["RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"] as const;

export interface PreflightSettings {
  stackName: string;
  region: string;
  /** The `mailFrom` context, or the stack's default sender. */
  mailFrom: string;
  alarmEmail?: string;
  razorpayKeyId?: string;
  waf: boolean;
}

export interface RegionClients {
  cloudFormation: CloudFormationClient;
  ssm: SSMClient;
}

export interface PreflightClients extends RegionClients {
  ses: SESv2Client;
  secrets: SecretsManagerClient;
  /** us-east-1, where the WAF stack goes (only asked when waf=true). */
  usEast1: RegionClients;
}

/** ok: nothing to do; fail: the deploy or its first day would fail; later: to do after the first deploy. */
export type CheckStatus = "ok" | "fail" | "later";
export interface CheckResult {
  check: string;
  status: CheckStatus;
  /** What was found, and what to do when it is not ok. */
  message: string;
}

export async function runPreflight(settings: PreflightSettings, clients: PreflightClients): Promise<CheckResult[]> {
  const results = [
    await checkBootstrap(settings.region, clients),
    ...(settings.waf ? [await checkBootstrap("us-east-1", clients.usEast1)] : []),
    await checkSesAccount(settings.region, clients.ses),
    await checkSender(settings, clients.ses),
    checkRazorpayKeyId(settings),
    await checkPaymentSecret(settings, clients),
    checkAlarmEmail(settings),
  ];
  return results;
}

async function checkBootstrap(region: string, { cloudFormation, ssm }: RegionClients): Promise<CheckResult> {
  const check = `CDK bootstrap in ${region}`;
  const fix = `run \`npx cdk bootstrap aws://<account>/${region}\``;
  const stack = await describeStack(cloudFormation, BOOTSTRAP_STACK);
  if (!stack) return { check, status: "fail", message: `${region} is not bootstrapped (no ${BOOTSTRAP_STACK} stack): ${fix}.` };
  if (!/_COMPLETE$/.test(stack.status) || /ROLLBACK_COMPLETE$|DELETE_COMPLETE$/.test(stack.status))
    return { check, status: "fail", message: `The ${BOOTSTRAP_STACK} stack is ${stack.status}: fix or delete it, then ${fix}.` };
  const version = await bootstrapVersion(ssm);
  if (version === undefined)
    return { check, status: "fail", message: `The bootstrap version parameter is missing (another qualifier?): ${fix}.` };
  if (version < MIN_BOOTSTRAP_VERSION)
    return { check, status: "fail", message: `Bootstrap version ${version} is older than ${MIN_BOOTSTRAP_VERSION}: ${fix} again.` };
  return { check, status: "ok", message: `${region} is bootstrapped (version ${version}).` };
}

async function checkSesAccount(region: string, ses: SESv2Client): Promise<CheckResult> {
  const check = `SES account in ${region}`;
  const account = await ses.send(new GetAccountCommand({}));
  if (account.SendingEnabled === false)
    return { check, status: "fail", message: `Sending is paused for this account in ${region}: see the SES console's account dashboard.` };
  if (!account.ProductionAccessEnabled)
    return {
      check,
      status: "fail",
      message:
        `The account is in the SES sandbox in ${region}: mail reaches verified addresses only, so sign-up mails would not arrive. ` +
        'Request production access (docs/operations.md, "Raising limits").',
    };
  const quota = account.SendQuota?.Max24HourSend;
  return { check, status: "ok", message: `Production access${quota ? `, ${quota} mails a day` : ""}.` };
}

async function checkSender(settings: PreflightSettings, ses: SESv2Client): Promise<CheckResult> {
  const check = "SES sender";
  const { address, domain } = parseMailSender(settings.mailFrom);
  for (const identity of [address, domain]) {
    const verified = await identityVerified(ses, identity);
    if (verified) return { check, status: "ok", message: `${identity} is verified for sending (mailFrom ${address}).` };
  }
  return {
    check,
    status: "fail",
    message:
      `Neither ${address} nor ${domain} is verified in SES in ${settings.region}: ` +
      `\`aws sesv2 create-email-identity --email-identity ${domain} --region ${settings.region}\` and add the DKIM records it prints ` +
      "(or set -c mailFrom to a verified sender).",
  };
}

function checkRazorpayKeyId(settings: PreflightSettings): CheckResult {
  const check = "Razorpay key id";
  if (settings.razorpayKeyId) return { check, status: "ok", message: `razorpayKeyId is ${settings.razorpayKeyId}.` };
  return {
    check,
    status: "fail",
    message: "razorpayKeyId is not set: the functions refuse to start without it. Add -c razorpayKeyId=rzp_live_… (or put it in cdk.json).",
  };
}

async function checkPaymentSecret(settings: PreflightSettings, clients: PreflightClients): Promise<CheckResult> {
  const check = "Razorpay secret";
  const arn = await paymentSecretArn(clients.cloudFormation, settings.stackName);
  if (!arn)
    return {
      check,
      status: "later",
      message:
        `${settings.stackName} is not deployed yet: after the first deploy, set the payment secret's ` +
        `${RAZORPAY_SECRET_KEYS.join(" and ")} (docs/operations.md, "Rotating secrets").`,
    };
  // The value is read to see which keys hold something; nothing of it is printed.
  const value = await clients.secrets.send(new GetSecretValueCommand({ SecretId: arn }));
  const stored = parseJsonObject(value.SecretString);
  const missing = RAZORPAY_SECRET_KEYS.filter((key) => typeof stored[key] !== "string" || !(stored[key] as string).trim());
  if (missing.length)
    return {
      check,
      status: "fail",
      message: `The payment secret has no ${missing.join(" and ")}: payments refuse to start. Set them (docs/operations.md, "Rotating secrets").`,
    };
  return { check, status: "ok", message: `The payment secret holds ${RAZORPAY_SECRET_KEYS.join(" and ")}.` };
}

function checkAlarmEmail(settings: PreflightSettings): CheckResult {
  const check = "Alarm e-mail";
  if (settings.alarmEmail)
    return { check, status: "ok", message: `Alarms go to ${settings.alarmEmail} (confirm AWS's subscription mail).` };
  return {
    check,
    status: "fail",
    message: "alarmEmail is not set: alarms would mail nobody. Add -c alarmEmail=ops@your-domain (or put it in cdk.json).",
  };
}

async function describeStack(cloudFormation: CloudFormationClient, stackName: string): Promise<{ status: string } | undefined> {
  try {
    const answer = await cloudFormation.send(new DescribeStacksCommand({ StackName: stackName }));
    const stack = answer.Stacks?.[0];
    return stack ? { status: stack.StackStatus ?? "UNKNOWN" } : undefined;
  } catch (error) {
    // CloudFormation answers a missing stack with a ValidationError "Stack with id … does not exist".
    if (error instanceof Error && /does not exist/.test(error.message)) return undefined;
    throw error;
  }
}

async function bootstrapVersion(ssm: SSMClient): Promise<number | undefined> {
  try {
    const answer = await ssm.send(new GetParameterCommand({ Name: `/cdk-bootstrap/${BOOTSTRAP_QUALIFIER}/version` }));
    const version = Number(answer.Parameter?.Value);
    return Number.isFinite(version) ? version : undefined;
  } catch (error) {
    if (error instanceof Error && error.name === "ParameterNotFound") return undefined;
    throw error;
  }
}

async function identityVerified(ses: SESv2Client, identity: string): Promise<boolean> {
  try {
    const answer = await ses.send(new GetEmailIdentityCommand({ EmailIdentity: identity }));
    return answer.VerifiedForSendingStatus === true;
  } catch (error) {
    if (error instanceof Error && error.name === "NotFoundException") return false;
    throw error;
  }
}

/** The payment secret's ARN, found among the stack's resources by its construct id (infra/constructs/data.ts). */
async function paymentSecretArn(cloudFormation: CloudFormationClient, stackName: string): Promise<string | undefined> {
  let token: string | undefined;
  try {
    do {
      const page = await cloudFormation.send(new ListStackResourcesCommand({ StackName: stackName, NextToken: token }));
      const secret = page.StackResourceSummaries?.find(
        (r) => r.ResourceType === "AWS::SecretsManager::Secret" && r.LogicalResourceId?.startsWith("DataPaymentSecret"),
      );
      if (secret?.PhysicalResourceId) return secret.PhysicalResourceId;
      token = page.NextToken;
    } while (token);
    return undefined;
  } catch (error) {
    if (error instanceof Error && /does not exist/.test(error.message)) return undefined;
    throw error;
  }
}

function parseJsonObject(text: string | undefined): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text ?? "{}");
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** One line per check, for a terminal: what was found and what to do. */
export function formatResults(results: CheckResult[]): string {
  const mark: Record<CheckStatus, string> = { ok: "ok   ", fail: "FIX  ", later: "LATER" };
  return results.map((r) => `${mark[r.status]} ${r.check}: ${r.message}`).join("\n");
}

/** Non-zero when any check would make the deploy or its first day fail. */
export function exitCode(results: CheckResult[]): number {
  return results.some((r) => r.status === "fail") ? 1 : 0;
}
