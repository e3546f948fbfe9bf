import { App, Stack, type PolicyValidationPluginReport } from "aws-cdk-lib";
import { Topic } from "aws-cdk-lib/aws-sns";
import { AwsSolutionsChecks } from "cdk-nag";
import type { IConstruct } from "constructs";
import { beforeAll, describe, expect, it } from "vitest";
import { EdgeWafStack } from "../../infra/constructs/edge-waf";
import { SmartParkingStack } from "../../infra/stack";

/**
 * cdk-nag's AwsSolutions pack (issue 33, decision 053) over the whole app as `cdk deploy -c waf=true`
 * builds it: what it finds is fixed, or acknowledged next to its resource with a reason naming the
 * decision. Warnings count as errors here: each one was looked at, so a new one is news too.
 */
const ENV = { account: "123456789012", region: "ap-south-1" };

function buildApp(): { app: App; stack: SmartParkingStack } {
  const app = new App({ context: { "aws:cdk:bundling-stacks": [] } });
  const waf = new EdgeWafStack(app, "SmartParkingWaf", { env: { ...ENV, region: "us-east-1" }, crossRegionReferences: true });
  const stack = new SmartParkingStack(app, "SmartParking", {
    env: ENV,
    alarmEmail: "ops@smartparking.example",
    webAclArn: waf.webAclArn,
    crossRegionReferences: true,
  });
  return { app, stack };
}

/** The pack's findings after synthesis (which adds the cross-region reference resources), one line each. */
function findings(app: App): string[] {
  app.synth();
  const report: PolicyValidationPluginReport = new AwsSolutionsChecks(app).validateScope(app);
  return report.violations.flatMap((v) => v.violatingResources.map((r) => `${v.severity} ${v.ruleName} at ${r.constructPath}`));
}

type Acknowledgment = { id: string; reason: string };
/** CDK keeps each acknowledgement as construct metadata: { "<kind>::<rule id>": reason }. */
const acknowledgmentsOf = (construct: IConstruct): Acknowledgment[] =>
  construct.node.metadata
    .filter((m) => m.type === "aws:cdk:acknowledged-rules")
    .flatMap((m) => Object.entries(m.data as Record<string, string>).map(([id, reason]) => ({ id, reason })));

describe("cdk-nag AwsSolutions", () => {
  let app: App;
  let found: string[];
  // Synthesis is the slow part (tens of seconds on a busy machine): once, in the hook's longer time.
  beforeAll(() => {
    ({ app } = buildApp());
    found = findings(app);
  });

  it("finds nothing unacknowledged in the app: no error, no warning", () => {
    expect(found).toEqual([]);
  });

  it("acknowledges each rule on its resource, never on a whole stack, each with a reason naming a decision", () => {
    const all = app.node.findAll().flatMap((c) => acknowledgmentsOf(c).map((a) => ({ path: c.node.path, ...a })));
    expect(all.length).toBeGreaterThan(10);
    for (const { path, id, reason } of all) {
      expect(Stack.isStack(app.node.findAll().find((c) => c.node.path === path)), `${id} on ${path}`).toBe(false);
      expect(reason, `${id} on ${path}`).toMatch(/decision \d{3}|decisions \d{3}/);
    }
  });

  it("reports a resource added without its fix: a topic that takes publishers over plain HTTP", () => {
    const { app: fresh, stack } = buildApp();
    new Topic(stack, "CarelessTopic");
    expect(findings(fresh)).toEqual(["error AwsSolutions-SNS3 at SmartParking/CarelessTopic/Resource"]);
  }, 60_000);
});
