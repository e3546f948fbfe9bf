import { CloudFormationClient, DescribeStacksCommand, ListStackResourcesCommand } from "@aws-sdk/client-cloudformation";
import { GetSecretValueCommand, SecretsManagerClient } from "@aws-sdk/client-secrets-manager";
import { GetAccountCommand, GetEmailIdentityCommand, NotFoundException, SESv2Client } from "@aws-sdk/client-sesv2";
import { GetParameterCommand, ParameterNotFound, SSMClient } from "@aws-sdk/client-ssm";
import { mockClient } from "aws-sdk-client-mock";
import { beforeEach, describe, expect, it } from "vitest";
import { readSettings } from "../../infra/tools/deploy-check";
import { exitCode, formatResults, runPreflight, type CheckResult, type PreflightSettings } from "../../infra/tools/preflight";

/**
 * `npm run deploy:check` (issue 33, decision 054): each thing that would make the deploy or its first
 * day fail is named, with what to do, and makes the check exit non-zero; the all-good account passes.
 */
const REGION = "ap-south-1";
const SETTINGS: PreflightSettings = {
  stackName: "SmartParking",
  region: REGION,
  mailFrom: "SMART PARKING <no-reply@smartparking.in>",
  alarmEmail: "ops@smartparking.in",
  razorpayKeyId: "rzp_live_abc",
  waf: false,
};
const PAYMENT_SECRET_ARN = "arn:aws:secretsmanager:ap-south-1:123456789012:secret:DataPaymentSecret-abc";
const BOOTSTRAP_MISSING = Object.assign(new Error("Stack with id CDKToolkit does not exist"), { name: "ValidationError" });

const credentials = { accessKeyId: "test", secretAccessKey: "test" };
const clients = () => ({
  cloudFormation: new CloudFormationClient({ region: REGION, credentials }),
  ssm: new SSMClient({ region: REGION, credentials }),
  ses: new SESv2Client({ region: REGION, credentials }),
  secrets: new SecretsManagerClient({ region: REGION, credentials }),
  usEast1: {
    cloudFormation: new CloudFormationClient({ region: "us-east-1", credentials }),
    ssm: new SSMClient({ region: "us-east-1", credentials }),
  },
});

let c: ReturnType<typeof clients>;
let mocks: {
  cloudFormation: ReturnType<typeof mockClient>;
  ssm: ReturnType<typeof mockClient>;
  ses: ReturnType<typeof mockClient>;
  secrets: ReturnType<typeof mockClient>;
  usEast1CloudFormation: ReturnType<typeof mockClient>;
  usEast1Ssm: ReturnType<typeof mockClient>;
};

/** An account where everything is in place: bootstrapped, out of the sandbox, sender verified, secret set. */
beforeEach(() => {
  c = clients();
  mocks = {
    cloudFormation: mockClient(c.cloudFormation),
    ssm: mockClient(c.ssm),
    ses: mockClient(c.ses),
    secrets: mockClient(c.secrets),
    usEast1CloudFormation: mockClient(c.usEast1.cloudFormation),
    usEast1Ssm: mockClient(c.usEast1.ssm),
  };
  for (const cf of [mocks.cloudFormation, mocks.usEast1CloudFormation])
    cf.on(DescribeStacksCommand, { StackName: "CDKToolkit" }).resolves({
      Stacks: [{ StackName: "CDKToolkit", StackStatus: "UPDATE_COMPLETE", CreationTime: new Date() }],
    });
  mocks.cloudFormation.on(ListStackResourcesCommand, { StackName: "SmartParking" }).resolves({
    StackResourceSummaries: [
      {
        LogicalResourceId: "DataAppSecret1234",
        PhysicalResourceId: "arn:other",
        ResourceType: "AWS::SecretsManager::Secret",
        ResourceStatus: "CREATE_COMPLETE",
        LastUpdatedTimestamp: new Date(),
      },
      {
        LogicalResourceId: "DataPaymentSecretABCD1234",
        PhysicalResourceId: PAYMENT_SECRET_ARN,
        ResourceType: "AWS::SecretsManager::Secret",
        ResourceStatus: "CREATE_COMPLETE",
        LastUpdatedTimestamp: new Date(),
      },
    ],
  });
  for (const ssm of [mocks.ssm, mocks.usEast1Ssm])
    ssm.on(GetParameterCommand, { Name: "/cdk-bootstrap/hnb659fds/version" }).resolves({ Parameter: { Value: "30" } });
  mocks.ses.on(GetAccountCommand).resolves({ ProductionAccessEnabled: true, SendingEnabled: true, SendQuota: { Max24HourSend: 50000 } });
  mocks.ses.on(GetEmailIdentityCommand).rejects(new NotFoundException({ message: "not found", $metadata: {} }));
  mocks.ses.on(GetEmailIdentityCommand, { EmailIdentity: "smartparking.in" }).resolves({ VerifiedForSendingStatus: true });
  mocks.secrets
    .on(GetSecretValueCommand, { SecretId: PAYMENT_SECRET_ARN })
    .resolves({ SecretString: JSON.stringify({ RAZORPAY_KEY_SECRET: "s3cret-key", RAZORPAY_WEBHOOK_SECRET: "s3cret-hook" }) });
});

async function run(settings: Partial<PreflightSettings> = {}): Promise<CheckResult[]> {
  return runPreflight({ ...SETTINGS, ...settings }, c);
}

const only = (results: CheckResult[], check: RegExp) => {
  const found = results.filter((r) => check.test(r.check));
  expect(found).toHaveLength(1);
  return found[0]!;
};

describe("npm run deploy:check", () => {
  it("passes an account where everything is in place, saying so check by check", async () => {
    const results = await run();
    expect(results.map((r) => [r.check, r.status])).toEqual([
      [`CDK bootstrap in ${REGION}`, "ok"],
      [`SES account in ${REGION}`, "ok"],
      ["SES sender", "ok"],
      ["Razorpay key id", "ok"],
      ["Razorpay secret", "ok"],
      ["Alarm e-mail", "ok"],
    ]);
    expect(exitCode(results)).toBe(0);
    expect(only(results, /sender/).message).toContain("smartparking.in is verified");
    // Read-only, and the secret's values never reach the output.
    expect(formatResults(results)).not.toMatch(/s3cret/);
    for (const mock of Object.values(mocks))
      for (const call of mock.calls()) expect(call.args[0].constructor.name).toMatch(/^(Describe|Get|List)/);
  });

  it("fails when the region is not bootstrapped, saying how to bootstrap it", async () => {
    mocks.cloudFormation.on(DescribeStacksCommand, { StackName: "CDKToolkit" }).rejects(BOOTSTRAP_MISSING);
    const results = await run();
    const bootstrap = only(results, /bootstrap/);
    expect(bootstrap.status).toBe("fail");
    expect(bootstrap.message).toContain(`npx cdk bootstrap aws://<account>/${REGION}`);
    expect(exitCode(results)).toBe(1);
  });

  it("fails when the bootstrap is too old or its version parameter is gone", async () => {
    mocks.ssm.on(GetParameterCommand).resolves({ Parameter: { Value: "4" } });
    expect(only(await run(), /bootstrap/)).toMatchObject({ status: "fail", message: expect.stringContaining("version 4 is older than 6") });
    mocks.ssm.on(GetParameterCommand).rejects(new ParameterNotFound({ message: "no", $metadata: {} }));
    expect(only(await run(), /bootstrap/)).toMatchObject({ status: "fail", message: expect.stringContaining("parameter is missing") });
  });

  it("fails when the bootstrap stack itself failed", async () => {
    mocks.cloudFormation
      .on(DescribeStacksCommand, { StackName: "CDKToolkit" })
      .resolves({ Stacks: [{ StackName: "CDKToolkit", StackStatus: "ROLLBACK_COMPLETE", CreationTime: new Date() }] });
    expect(only(await run(), /bootstrap/)).toMatchObject({ status: "fail", message: expect.stringContaining("ROLLBACK_COMPLETE") });
  });

  it("fails while the account is in the SES sandbox", async () => {
    mocks.ses.on(GetAccountCommand).resolves({ ProductionAccessEnabled: false, SendingEnabled: true });
    const results = await run();
    expect(only(results, /SES account/)).toMatchObject({ status: "fail", message: expect.stringContaining("SES sandbox") });
    expect(exitCode(results)).toBe(1);
  });

  it("fails when neither the sender's address nor its domain is verified, naming both and the command", async () => {
    mocks.ses.on(GetEmailIdentityCommand, { EmailIdentity: "smartparking.in" }).resolves({ VerifiedForSendingStatus: false });
    const sender = only(await run(), /sender/);
    expect(sender.status).toBe("fail");
    expect(sender.message).toContain("Neither no-reply@smartparking.in nor smartparking.in is verified");
    expect(sender.message).toContain("aws sesv2 create-email-identity --email-identity smartparking.in");
  });

  it("accepts a sender whose address alone is verified", async () => {
    mocks.ses.on(GetEmailIdentityCommand, { EmailIdentity: "no-reply@smartparking.in" }).resolves({ VerifiedForSendingStatus: true });
    mocks.ses.on(GetEmailIdentityCommand, { EmailIdentity: "smartparking.in" }).resolves({ VerifiedForSendingStatus: false });
    expect(only(await run(), /sender/).status).toBe("ok");
  });

  it("fails when the Razorpay secret is not set, naming the missing keys", async () => {
    mocks.secrets.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify({ UNSET: "generated placeholder" }) });
    const results = await run();
    expect(only(results, /Razorpay secret/)).toMatchObject({
      status: "fail",
      message: expect.stringContaining("no RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET"),
    });
    expect(exitCode(results)).toBe(1);
    mocks.secrets
      .on(GetSecretValueCommand)
      .resolves({ SecretString: JSON.stringify({ RAZORPAY_KEY_SECRET: "k", RAZORPAY_WEBHOOK_SECRET: " " }) });
    expect(only(await run(), /Razorpay secret/).message).toContain("no RAZORPAY_WEBHOOK_SECRET:");
  });

  it("before the first deploy, leaves the secret for later without failing", async () => {
    mocks.cloudFormation
      .on(ListStackResourcesCommand)
      .rejects(Object.assign(new Error("Stack with id SmartParking does not exist"), { name: "ValidationError" }));
    const results = await run();
    expect(only(results, /Razorpay secret/)).toMatchObject({ status: "later", message: expect.stringContaining("not deployed yet") });
    expect(exitCode(results)).toBe(0);
  });

  it("fails when razorpayKeyId is not set", async () => {
    expect(only(await run({ razorpayKeyId: undefined }), /key id/)).toMatchObject({ status: "fail" });
  });

  it("fails when alarmEmail is not set", async () => {
    const results = await run({ alarmEmail: undefined });
    expect(only(results, /Alarm e-mail/)).toMatchObject({ status: "fail", message: expect.stringContaining("-c alarmEmail=") });
    expect(exitCode(results)).toBe(1);
  });

  it("with waf=true, also checks us-east-1's bootstrap, and fails when it is missing", async () => {
    expect(only(await run({ waf: true }), /us-east-1/).status).toBe("ok");
    mocks.usEast1CloudFormation.reset();
    expect((await run({ waf: false })).filter((r) => /us-east-1/.test(r.check))).toEqual([]);
    expect(mocks.usEast1CloudFormation.calls()).toHaveLength(0);
    mocks.usEast1CloudFormation.on(DescribeStacksCommand).rejects(BOOTSTRAP_MISSING);
    const results = await run({ waf: true });
    expect(only(results, /us-east-1/)).toMatchObject({
      status: "fail",
      message: expect.stringContaining("npx cdk bootstrap aws://<account>/us-east-1"),
    });
    expect(only(results, new RegExp(`bootstrap in ${REGION}`)).status).toBe("ok");
    expect(exitCode(results)).toBe(1);
  });

  it("reads the settings cdk deploy would use: cdk.json's context, then -c flags", () => {
    const settings = readSettings(
      ["-c", "alarmEmail=ops@x.in", "--context", "waf=true", "-c", "mailFrom=Ops <a@b.in>", "--region", "eu-west-1"],
      {},
      { context: { razorpayKeyId: "rzp_live_1", alarmEmail: "old@x.in" } },
    );
    expect(settings).toEqual({
      stackName: "SmartParking",
      region: "eu-west-1",
      mailFrom: "Ops <a@b.in>",
      alarmEmail: "ops@x.in",
      razorpayKeyId: "rzp_live_1",
      waf: true,
    });
    expect(readSettings([], { CDK_DEFAULT_REGION: "ap-south-2" }, {})).toMatchObject({
      region: "ap-south-2",
      waf: false,
      alarmEmail: undefined,
      mailFrom: "SMART PARKING <no-reply@smartparking.in>",
    });
  });
});
