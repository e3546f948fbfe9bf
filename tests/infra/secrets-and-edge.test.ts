import { App } from "aws-cdk-lib";
import { Match, Template } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import { EDGE_SECRET_HEADER } from "@core/security/edge-guard";
import { API_ROUTES, isDeployed } from "../../functions/handlers/routes";
import { API_THROTTLE } from "../../infra/constructs/api";
import { SmartParkingStack } from "../../infra/stack";

/**
 * Issue 9, items 3 and 7 in the template: only CloudFront reaches the functions (a secret origin
 * header every HTTP function checks), the API is throttled, and each secret has exactly the readers
 * it needs — Razorpay's secrets only where money is taken or given back.
 */
type Resource = { Type: string; Properties?: Record<string, unknown> };
type Resources = Record<string, Resource>;

let template: Template;
let resources: Resources;

beforeAll(() => {
  const app = new App({ context: { "aws:cdk:bundling-stacks": [] } });
  const stack = new SmartParkingStack(app, "SmartParking", { env: { account: "123456789012", region: "ap-south-1" } });
  template = Template.fromStack(stack);
  resources = template.toJSON().Resources as Resources;
}, 60_000);

const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
const secretId = (prefix: string) => {
  const found = ofType("AWS::SecretsManager::Secret").find(([id]) => id.startsWith(prefix));
  expect(found, `secret ${prefix}`).toBeDefined();
  return found![0];
};

/** The Lambdas whose roles may GetSecretValue on that secret. */
function readersOf(secret: string): string[] {
  const roles = new Set<string>();
  for (const [, policy] of ofType("AWS::IAM::Policy")) {
    const statements = (policy.Properties?.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] }).Statement;
    const reads = statements.some(
      (st) => [st.Action].flat().includes("secretsmanager:GetSecretValue") && JSON.stringify(st.Resource).includes(`"${secret}"`),
    );
    if (reads) for (const role of policy.Properties?.Roles as { Ref: string }[]) roles.add(role.Ref);
  }
  return ofType("AWS::Lambda::Function")
    .filter(([, fn]) => roles.has((fn.Properties?.Role as { "Fn::GetAtt": [string] })["Fn::GetAtt"][0]))
    .map(([id]) => id)
    .sort();
}

/** Functions that serve HTTP: one per deployed API route, plus the Remix server. */
function httpFunctions(): string[] {
  return ofType("AWS::Lambda::Function")
    .filter(([id]) => id.startsWith("Api") || id.startsWith("WebRemixServer"))
    .map(([id]) => id)
    .sort();
}

const envOf = (id: string) => (resources[id]!.Properties?.Environment as { Variables?: Record<string, unknown> }).Variables ?? {};

describe("only CloudFront reaches the functions", () => {
  it("has CloudFront send the generated origin secret, by reference, to the API origin", () => {
    const edge = secretId("DataEdgeSecret");
    template.hasResourceProperties("AWS::SecretsManager::Secret", { GenerateSecretString: Match.objectLike({ PasswordLength: 48 }) });
    const [, distribution] = ofType("AWS::CloudFront::Distribution")[0]!;
    const origins = (
      distribution.Properties?.DistributionConfig as {
        Origins: { CustomOriginConfig?: unknown; OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[];
      }
    ).Origins;
    const apiOrigin = origins.find((o) => o.CustomOriginConfig);
    const header = apiOrigin?.OriginCustomHeaders?.find((h) => h.HeaderName === EDGE_SECRET_HEADER);
    expect(header).toBeDefined();
    // A CloudFormation dynamic reference to the secret: resolved at deploy time, never a literal.
    expect(JSON.stringify(header!.HeaderValue)).toMatch(/resolve:secretsmanager/);
    expect(JSON.stringify(header!.HeaderValue)).toContain(edge);
  });

  it("tells every HTTP function where the origin secret is and lets it read it", () => {
    const edge = secretId("DataEdgeSecret");
    const http = httpFunctions();
    expect(http.length).toBe(new Set(API_ROUTES.filter(isDeployed).map((r) => r.context)).size + 1);
    for (const id of http) expect(JSON.stringify(envOf(id).EDGE_SECRET_ARN), id).toContain(edge);
    expect(readersOf(edge)).toEqual(expect.arrayContaining(http));
  });

  it("throttles the HTTP API's stage", () => {
    template.hasResourceProperties("AWS::ApiGatewayV2::Stage", {
      DefaultRouteSettings: { ThrottlingRateLimit: API_THROTTLE.rateLimit, ThrottlingBurstLimit: API_THROTTLE.burstLimit },
    });
  });
});

describe("each secret has exactly the readers it needs", () => {
  it("keeps Razorpay's secrets in their own secret, read by the booking context, the sweeper, the reconciler and the web server only", () => {
    const payment = secretId("DataPaymentSecret");
    const readers = readersOf(payment);
    const named = (part: string) => readers.filter((id) => id.includes(part));
    for (const part of ["ApiBooking", "WebRemixServer", "HoldSweeper", "PaymentReconciler"]) {
      expect(named(part).length, part).toBeGreaterThan(0);
    }
    for (const id of readers) {
      expect(id, `${id} may not read Razorpay's secrets`).toMatch(/^(ApiBooking|WebRemixServer|HoldSweeper|PaymentReconciler)/);
    }
    // The community (and every context to come) never sees payment keys.
    expect(named("ApiCommunity")).toEqual([]);
    // The signing secret no longer carries payment keys: nobody else reads them through it.
    expect(readersOf(secretId("DataAppSecret"))).not.toEqual(readers);
  });

  it("lets only token-handling functions read the signing secret", () => {
    template.hasResourceProperties("AWS::SecretsManager::Secret", {
      GenerateSecretString: Match.objectLike({ GenerateStringKey: "SESSION_SECRETS" }),
    });
    const readers = readersOf(secretId("DataAppSecret"));
    expect(readers.some((id) => id.startsWith("ApiAccounts"))).toBe(true);
    expect(readers.some((id) => id.startsWith("ApiBooking"))).toBe(true);
    expect(readers.some((id) => id.includes("WebRemixServer"))).toBe(true);
    // Finding car parks signs and checks nothing.
    expect(readers.some((id) => id.startsWith("ApiParking"))).toBe(false);
  });

  it("sends mail only from functions granted it", () => {
    const policies = ofType("AWS::IAM::Policy").map(([, p]) => JSON.stringify(p.Properties));
    const sendsMail = policies.filter((p) => p.includes("ses:SendRawEmail"));
    expect(sendsMail.some((p) => p.includes("ApiAccounts"))).toBe(true);
    expect(sendsMail.some((p) => p.includes("ApiBooking"))).toBe(true);
    expect(sendsMail.some((p) => p.includes("ApiParking"))).toBe(false);
  });
});
