import { App, Stack } from "aws-cdk-lib";
import { Template } from "aws-cdk-lib/assertions";
import { Code, Function as LambdaFunction } from "aws-cdk-lib/aws-lambda";
import { beforeAll, describe, expect, it } from "vitest";
import { parseMailSender } from "@core/ports/mail/sender";
import { API_ROUTES, type ApiContext } from "../../functions/handlers/routes";
import { grantSendMail } from "../../infra/constructs/api";
import { LAMBDA_RUNTIME } from "../../infra/constructs/node-function";
import { SmartParkingStack, type SmartParkingStackProps } from "../../infra/stack";

/** Issue 28, item 4j: each function reaches only the files, the sender and the logs its code needs (decision 002). */
type Resource = { Type: string; Properties?: Record<string, unknown>; DeletionPolicy?: string };
type Resources = Record<string, Resource>;
type Statement = { Effect: string; Action: string | string[]; Resource: unknown; Condition?: unknown };

const ACCOUNT = "123456789012";
const REGION = "ap-south-1";

/** Template tests never bundle (ARCHITECTURE §8). */
function synth(props: SmartParkingStackProps = {}): Resources {
  const app = new App({ context: { "aws:cdk:bundling-stacks": [] } });
  const stack = new SmartParkingStack(app, "SmartParking", { env: { account: ACCOUNT, region: REGION }, ...props });
  return Template.fromStack(stack).toJSON().Resources as Resources;
}

const ofType = (resources: Resources, type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);

/** The files bucket: the versioned one (the assets and log buckets are not). */
const filesBucketId = (resources: Resources) =>
  ofType(resources, "AWS::S3::Bucket").find(([, b]) => b.Properties?.VersioningConfiguration)![0];

/** The Lambda of an API context, found through one of its routes' integrations. */
function contextFunctionId(resources: Resources, context: ApiContext): string {
  const route = API_ROUTES.find((r) => r.context === context)!;
  const target = JSON.stringify(
    ofType(resources, "AWS::ApiGatewayV2::Route").find(([, r]) => r.Properties?.RouteKey === `${route.method} ${route.path}`)![1]
      .Properties!.Target,
  );
  const integration = resources[/"Ref":"([^"]+)"/.exec(target)![1]!]!;
  // The integration invokes the context's `live` alias (decision 054), which names its function.
  const alias = resources[(integration.Properties!.IntegrationUri as { Ref: string }).Ref]!;
  return (alias.Properties!.FunctionName as { Ref: string }).Ref;
}

const functionId = (resources: Resources, pattern: RegExp) =>
  ofType(resources, "AWS::Lambda::Function").find(([id]) => pattern.test(id))![0];

function statementsOf(resources: Resources, fnId: string): Statement[] {
  const roleId = (resources[fnId]!.Properties!.Role as { "Fn::GetAtt": [string] })["Fn::GetAtt"][0];
  return ofType(resources, "AWS::IAM::Policy")
    .filter(([, p]) => (p.Properties!.Roles as { Ref: string }[]).some((role) => role.Ref === roleId))
    .flatMap(([, p]) => (p.Properties!.PolicyDocument as { Statement: Statement[] }).Statement);
}

/**
 * Every S3 action a function's role has on the files bucket, with what it covers: "" for the bucket
 * itself, "/parking-images/*" for a prefix, "/*" for every object. Statements CDK merged are taken apart.
 */
function filesAccess(resources: Resources, fnId: string): Record<string, string[]> {
  const bucket = filesBucketId(resources);
  const access: Record<string, string[]> = {};
  for (const statement of statementsOf(resources, fnId)) {
    const actions = [statement.Action].flat().filter((a) => a.startsWith("s3:"));
    for (const resource of [statement.Resource].flat()) {
      const text = JSON.stringify(resource);
      if (!text.includes(bucket)) continue;
      const join = (resource as { "Fn::Join"?: [string, unknown[]] })["Fn::Join"];
      const path = join ? String(join[1][1]) : "";
      for (const action of actions) access[action] = [...(access[action] ?? []), path].sort();
    }
  }
  return access;
}

describe("least privilege in the stack (issue 28, 4j)", () => {
  let resources: Resources;
  beforeAll(() => {
    resources = synth();
  });

  it("lets the parking function read car park pictures and nothing else of the files bucket", () => {
    expect(filesAccess(resources, contextFunctionId(resources, "parking"))).toEqual({
      "s3:GetObject": ["/parking-images/*"],
      // HeadBucket (the server status) and 404 rather than 403 for a picture that is not there.
      "s3:ListBucket": [""],
    });
  });

  it("lets the accounts function read and store profile pictures, and read exports (signed links), no other prefix, no delete", () => {
    expect(filesAccess(resources, contextFunctionId(resources, "accounts"))).toEqual({
      "s3:GetObject": ["/exports/*", "/profile-images/*"],
      "s3:PutObject": ["/profile-images/*"],
      "s3:ListBucket": [""],
    });
  });

  it("lets the community function read banners and handle post media, nothing more", () => {
    expect(filesAccess(resources, contextFunctionId(resources, "community"))).toEqual({
      "s3:GetObject": ["/community-banners/*", "/media/*", "/uploads/*"],
      "s3:PutObject": ["/media/*", "/uploads/*"],
      "s3:DeleteObject": ["/media/*", "/uploads/*"],
      "s3:ListBucket": [""],
    });
  });

  it("gives the booking function, the reconciler and the reminders no access to the files bucket", () => {
    for (const fnId of [
      contextFunctionId(resources, "booking"),
      functionId(resources, /^PaymentReconciler(?!.*Logs)/),
      functionId(resources, /^RemindersFunction/),
    ])
      expect(filesAccess(resources, fnId), fnId).toEqual({});
  });

  it("lets the sweeper and the content check delete only the media they clean up (the sweeper also erased accounts' pictures and exports)", () => {
    expect(filesAccess(resources, functionId(resources, /^HoldSweeper/))).toEqual({
      "s3:DeleteObject": ["/exports/*", "/media/*", "/profile-images/*", "/uploads/*"],
      "s3:ListBucket": [""],
    });
    expect(filesAccess(resources, functionId(resources, /^ContentCheckFunction/))).toEqual({
      "s3:GetObject": ["/media/*"],
      "s3:DeleteObject": ["/media/*"],
      "s3:ListBucket": [""],
    });
  });

  it("lets the data-export job write under exports/ only, reading the member's pictures and post media, deleting nothing", () => {
    expect(filesAccess(resources, functionId(resources, /^DataExport(?!.*(Logs|Dead|Schedule))/))).toEqual({
      "s3:GetObject": ["/media/*", "/profile-images/*"],
      "s3:PutObject": ["/exports/*"],
      "s3:ListBucket": [""],
    });
  });

  it("lets the Remix server store and replace pictures and post media by prefix, never every object", () => {
    expect(filesAccess(resources, functionId(resources, /^WebRemixServer/))).toEqual({
      "s3:GetObject": ["/exports/*", "/media/*", "/uploads/*"],
      "s3:PutObject": ["/community-banners/*", "/media/*", "/parking-images/*", "/profile-images/*", "/uploads/*"],
      "s3:DeleteObject": ["/community-banners/*", "/media/*", "/parking-images/*", "/uploads/*"],
      "s3:ListBucket": [""],
    });
  });

  it("grants no function every object of the files bucket, nor any S3 action but these four", () => {
    for (const [fnId] of ofType(resources, "AWS::Lambda::Function")) {
      const access = filesAccess(resources, fnId);
      expect(Object.values(access).flat(), fnId).not.toContain("/*");
      expect(
        Object.keys(access).filter((a) => !["s3:GetObject", "s3:PutObject", "s3:DeleteObject", "s3:ListBucket"].includes(a)),
        fnId,
      ).toEqual([]);
      // The bucket itself is only ever listed (key names), never read or changed as a whole.
      for (const [action, paths] of Object.entries(access))
        if (action !== "s3:ListBucket") expect(paths, `${fnId} ${action}`).not.toContain("");
    }
  });

  describe("mail", () => {
    const sesResources = (all: Resources) =>
      ofType(all, "AWS::Lambda::Function").flatMap(([fnId]) =>
        statementsOf(all, fnId)
          .filter((s) => [s.Action].flat().includes("ses:SendEmail"))
          .map((s) => JSON.stringify(s.Resource)),
      );
    const identityArn = (identity: string) => ({
      "Fn::Join": ["", ["arn:", { Ref: "AWS::Partition" }, `:ses:${REGION}:${ACCOUNT}:identity/${identity}`]],
    });
    /** Sending with the stack's configuration set (bounce and complaint events, decision 049) needs leave on that set only. */
    const configurationSetArn = (stackName: string) => ({
      "Fn::Join": ["", ["arn:", { Ref: "AWS::Partition" }, `:ses:${REGION}:${ACCOUNT}:configuration-set/${stackName}-mail`]],
    });

    it("sends as the configured sender's address or domain only, never as any identity of the account", () => {
      const sent = sesResources(resources);
      // The accounts, booking and community APIs, the Remix server, the reconciler and the reminders.
      expect(sent.length).toBeGreaterThanOrEqual(6);
      for (const resource of sent)
        expect(resource).toBe(
          JSON.stringify([identityArn("no-reply@smartparking.in"), identityArn("smartparking.in"), configurationSetArn("SmartParking")]),
        );
      expect(sent.join()).not.toContain("identity/*");
    });

    it("follows the mailFrom context", () => {
      // One small stack, not the whole app: grantSendMail is what every mail:send function goes through.
      const stack = new Stack(new App(), "Mail", { env: { account: ACCOUNT, region: REGION } });
      const fn = new LambdaFunction(stack, "Sender", {
        runtime: LAMBDA_RUNTIME,
        handler: "index.handler",
        code: Code.fromInline("export const handler = async () => {};"),
      });
      grantSendMail(fn, "Bookings <Bookings@Mail.Example.in>");
      const sent = sesResources(Template.fromStack(stack).toJSON().Resources as Resources);
      expect(sent).toEqual([
        JSON.stringify([identityArn("bookings@mail.example.in"), identityArn("mail.example.in"), configurationSetArn("Mail")]),
      ]);
    });

    it("refuses to build with a mailFrom that holds no address, saying what it needs", () => {
      expect(() => synth({ mailFrom: "SMART PARKING" })).toThrow(/mailFrom must be an e-mail address/);
      expect(() => synth({ mailFrom: "Name <not-an-address>" })).toThrow(/"Name <not-an-address>"/);
    });

    it("reads the address out of either form of From", () => {
      expect(parseMailSender("SMART PARKING <no-reply@smartparking.in>")).toEqual({
        address: "no-reply@smartparking.in",
        domain: "smartparking.in",
      });
      expect(parseMailSender(" alerts@smartparking.in ")).toEqual({ address: "alerts@smartparking.in", domain: "smartparking.in" });
      expect(() => parseMailSender("no-reply@localhost")).toThrow(/mailFrom/);
    });
  });

  describe("CloudFront access logs", () => {
    const logBucket = () => {
      const [, distribution] = ofType(resources, "AWS::CloudFront::Distribution")[0]!;
      const logging = (distribution.Properties!.DistributionConfig as { Logging?: { Bucket: unknown; IncludeCookies?: boolean } }).Logging;
      expect(logging, "the distribution logs").toBeDefined();
      expect(logging!.IncludeCookies).toBe(false);
      const bucketId = (logging!.Bucket as { "Fn::GetAtt": [string, string] })["Fn::GetAtt"][0];
      return { bucketId, bucket: resources[bucketId]! };
    };

    it("writes the distribution's logs to a bucket that expires them after 90 days", () => {
      const { bucket } = logBucket();
      expect(bucket.Type).toBe("AWS::S3::Bucket");
      const rules = (bucket.Properties!.LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;
      expect(rules).toContainEqual(expect.objectContaining({ Status: "Enabled", ExpirationInDays: 90 }));
      // Every log, not a prefix of them.
      expect(rules.find((r) => r.ExpirationInDays === 90)).not.toHaveProperty("Prefix");
    });

    it("keeps the log bucket private, encrypted, TLS-only, with the ownership CloudFront's log delivery needs", () => {
      const { bucketId, bucket } = logBucket();
      expect(bucket.Properties).toMatchObject({
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: "AES256" } }] },
        OwnershipControls: { Rules: [{ ObjectOwnership: "BucketOwnerPreferred" }] },
      });
      const [, policy] = ofType(resources, "AWS::S3::BucketPolicy").find(([, p]) =>
        JSON.stringify(p.Properties!.Bucket).includes(bucketId),
      )!;
      expect((policy.Properties!.PolicyDocument as { Statement: Statement[] }).Statement).toContainEqual(
        expect.objectContaining({ Effect: "Deny", Action: "s3:*", Condition: { Bool: { "aws:SecureTransport": "false" } } }),
      );
    });
  });
});
